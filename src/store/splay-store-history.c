/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store-history.c: the history queries over the saved matches.
 *
 * The history must open instantly with 100,000 matches, so a list is read a
 * page at a time (LIMIT/OFFSET over the indexes matches(updated),
 * matches(game_id, updated), matches(status, updated) and matches(result,
 * updated)), and a page reads the seats of its own matches only. A match's
 * result and each seat's total are kept with it (schema version 2). The
 * filters are fixed SQL fragments joined together; every value is bound,
 * never pasted in.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>
#include <string.h>

#include "splay-history.h"
#include "splay-store-private.h"
#include "../ai/ai.h"

/* A statement from the store's cache (see splay-store.c). */
static sqlite3_stmt *
cached_stmt (SplayStore *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = _splay_store_stmt (self, sql);

  if (stmt == NULL)
    g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT,
                 _("The saved matches cannot be read: %s"), _splay_store_errmsg (self->db));
  return stmt;
}

static void
set_read_error (SplayStore *self, GError **error)
{
  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT,
               _("The saved matches cannot be read: %s"), _splay_store_errmsg (self->db));
}

/* splay_contains(name, needle): whether @name contains @needle (already
 * case-folded) in any case. SQLite's own LIKE and lower() know only ASCII
 * case, and names are often not ASCII. Most names are, and are compared
 * without allocating. */
static gboolean
ascii_contains_folded (const char *text, const char *needle, gsize needle_len)
{
  for (const char *p = text; *p; p++)
    {
      gsize k = 0;
      while (k < needle_len && p[k] && g_ascii_tolower (p[k]) == needle[k])
        k++;
      if (k == needle_len)
        return TRUE;
    }
  return needle_len == 0;
}

static gboolean
is_ascii (const char *text)
{
  for (const unsigned char *p = (const unsigned char *) text; *p; p++)
    if (*p >= 0x80)
      return FALSE;
  return TRUE;
}

static void
contains_function (sqlite3_context *context, int argc, sqlite3_value **argv)
{
  const char *text = (const char *) sqlite3_value_text (argv[0]);
  const char *needle = (const char *) sqlite3_value_text (argv[1]);
  gboolean found;

  if (text == NULL || needle == NULL)
    {
      sqlite3_result_int (context, 0);
      return;
    }
  if (is_ascii (text) && is_ascii (needle))
    found = ascii_contains_folded (text, needle, strlen (needle));
  else
    {
      g_autofree char *folded = g_utf8_casefold (text, -1);
      found = strstr (folded, needle) != NULL;
    }
  sqlite3_result_int (context, found);
}

static gboolean
ensure_functions (SplayStore *self, GError **error)
{
  sqlite3 *db = self->db;

  if (self->history_functions)
    return TRUE;
  if (sqlite3_create_function (db, "splay_contains", 2,
                               SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL,
                               contains_function, NULL, NULL)
      != SQLITE_OK)
    {
      set_read_error (self, error);
      return FALSE;
    }
  self->history_functions = TRUE;
  return TRUE;
}

static const char *
status_to_string (SplayMatchStatus status)
{
  switch (status)
    {
    case SPLAY_MATCH_FINISHED: return "finished";
    case SPLAY_MATCH_ABANDONED: return "abandoned";
    case SPLAY_MATCH_PLAYING:
    default: return "playing";
    }
}

static const char *
result_to_key (SplayHistoryResult result)
{
  static const char *const keys[] = { "won", "drawn", "lost", "playing", "abandoned" };

  if ((guint) result < G_N_ELEMENTS (keys))
    return keys[result];
  return "playing";
}

/* The local time zone, looked up again now and then rather than for every
 * time read: GLib's lookup asks the file system each time, and an export
 * reads hundreds of thousands of times. */
static GTimeZone *
local_zone (void)
{
  static GTimeZone *zone;
  static gint64 looked_up;
  gint64 now = g_get_monotonic_time ();

  if (zone == NULL || now - looked_up > 10 * G_USEC_PER_SEC)
    {
      g_clear_pointer (&zone, g_time_zone_unref);
      zone = g_time_zone_new_local ();
      looked_up = now;
    }
  return zone;
}

static GDateTime *
date_time_from_ms (gint64 ms)
{
  g_autoptr (GDateTime) seconds = g_date_time_new_from_unix_utc (ms / 1000);
  g_autoptr (GDateTime) utc = NULL;

  if (seconds == NULL)
    return NULL;
  utc = g_date_time_add (seconds, (ms % 1000) * G_TIME_SPAN_MILLISECOND);
  return utc ? g_date_time_to_timezone (utc, local_zone ()) : NULL;
}

/* Reads in one transaction: one snapshot, and one lock instead of one per
 * statement. Nested calls join the outer one. */
static gboolean
read_begin (SplayStore *self)
{
  sqlite3 *db = self->db;

  if (!sqlite3_get_autocommit (db))
    return FALSE;
  return sqlite3_exec (db, "BEGIN", NULL, NULL, NULL) == SQLITE_OK;
}

static void
read_end (SplayStore *self, gboolean began)
{
  if (began)
    sqlite3_exec (self->db, "COMMIT", NULL, NULL, NULL);
}

/* ------------------------------------------------------------------------ */
/* Entries */

/* The columns every entry query selects, in this order. The result follows
 * SplayHistoryResult's order so that it sorts. */
#define ENTRY_COLUMNS                                                                        \
  "m.id, m.game_id, m.status, m.n_seats, m.target_points, m.max_games, "                     \
  "(SELECT count(*) FROM games g WHERE g.match_id = m.id), m.created, m.updated, m.winner, " \
  "m.result"

void
splay_history_entry_free (SplayHistoryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->game_id);
  g_strfreev (entry->names);
  g_strfreev (entry->levels);
  g_free (entry->totals);
  g_clear_pointer (&entry->created, g_date_time_unref);
  g_clear_pointer (&entry->updated, g_date_time_unref);
  g_free (entry);
}

static SplayHistoryEntry *
entry_from_row (sqlite3_stmt *stmt)
{
  SplayHistoryEntry *entry = g_new0 (SplayHistoryEntry, 1);

  entry->id = sqlite3_column_int64 (stmt, 0);
  entry->game_id = _splay_store_column_text (stmt, 1);
  entry->status = _splay_store_status_from_string ((const char *) sqlite3_column_text (stmt, 2));
  entry->n_seats = CLAMP (sqlite3_column_int (stmt, 3), 0, SPLAY_MAX_SEATS);
  entry->target_points = sqlite3_column_int (stmt, 4);
  entry->max_games = sqlite3_column_int (stmt, 5);
  entry->n_games = sqlite3_column_int (stmt, 6);
  entry->created = date_time_from_ms (sqlite3_column_int64 (stmt, 7));
  entry->updated = date_time_from_ms (sqlite3_column_int64 (stmt, 8));
  entry->winner
      = sqlite3_column_type (stmt, 9) == SQLITE_INTEGER ? sqlite3_column_int (stmt, 9) : -1;
  if (entry->winner >= entry->n_seats)
    entry->winner = -1;
  entry->result = (SplayHistoryResult) CLAMP (
      sqlite3_column_int (stmt, 10), SPLAY_HISTORY_RESULT_WON, SPLAY_HISTORY_RESULT_ABANDONED);
  return entry;
}

/* ------------------------------------------------------------------------ */
/* Lists */

/* The start of a statement over @query's matches: "SELECT @columns FROM
 * matches m", after the names the text filter needs.
 *
 * Names are matched in any case, Unicode included, which no index serves;
 * but a history has few different names (the people and "Computer 1" to
 * "Computer 7"), so each distinct name is tested once, found by a seek per
 * name in the index match_seats_name, and then that index gives their
 * matches. Testing every seat instead took 100 ms and more for 100,000
 * matches. */
static GString *
select_matches (const SplayHistoryQuery *query, const char *columns)
{
  GString *sql = g_string_new (NULL);

  if (query->text != NULL && *query->text)
    g_string_append (sql, "WITH RECURSIVE seat_names (name) AS ("
                          " SELECT min (name) FROM match_seats"
                          " UNION ALL"
                          " SELECT (SELECT min (s.name) FROM match_seats s WHERE s.name > n.name)"
                          " FROM seat_names n WHERE n.name IS NOT NULL) ");
  g_string_append_printf (sql, "SELECT %s FROM matches m", columns);
  return sql;
}

/* Appends the WHERE clause of @query. Parameters are numbered from ?1 in the
 * order bind_query binds them. */
static void
append_where (GString *sql, const SplayHistoryQuery *query)
{
  g_string_append (sql, " WHERE 1");
  if (query->game_id != NULL && *query->game_id)
    g_string_append (sql, " AND m.game_id = ?");
  if (query->status >= 0)
    g_string_append (sql, " AND m.status = ?");
  if (query->text != NULL && *query->text)
    g_string_append (sql, " AND m.id IN (SELECT s.match_id FROM match_seats s"
                          " WHERE s.name IN (SELECT n.name FROM seat_names n"
                          " WHERE splay_contains (n.name, ?)))");
  if (query->n_exclude > 0)
    {
      g_string_append (sql, " AND m.id NOT IN (");
      for (guint i = 0; i < query->n_exclude; i++)
        g_string_append (sql, i == 0 ? "?" : ", ?");
      g_string_append (sql, ")");
    }
}

static int
bind_query (sqlite3_stmt *stmt, const SplayHistoryQuery *query, char **folded)
{
  int i = 1;

  if (query->game_id != NULL && *query->game_id)
    sqlite3_bind_text (stmt, i++, query->game_id, -1, SQLITE_TRANSIENT);
  if (query->status >= 0)
    sqlite3_bind_text (stmt, i++, status_to_string (query->status), -1, SQLITE_STATIC);
  if (query->text != NULL && *query->text)
    {
      *folded = g_utf8_casefold (query->text, -1);
      sqlite3_bind_text (stmt, i++, *folded, -1, SQLITE_STATIC);
    }
  for (guint k = 0; k < query->n_exclude; k++)
    sqlite3_bind_int64 (stmt, i++, query->exclude[k]);
  return i;
}

static void
append_order (GString *sql, const SplayHistoryQuery *query)
{
  const char *dir = query->ascending ? "ASC" : "DESC";

  switch (query->sort)
    {
    case SPLAY_HISTORY_SORT_GAME:
      /* Games A to Z by default; newest first within a game. */
      g_string_append_printf (sql, " ORDER BY m.game_id %s, m.updated DESC, m.id DESC",
                              query->ascending ? "DESC" : "ASC");
      break;
    case SPLAY_HISTORY_SORT_RESULT:
      /* Wins first by default. */
      g_string_append_printf (sql, " ORDER BY m.result %s, m.updated DESC, m.id DESC",
                              query->ascending ? "DESC" : "ASC");
      break;
    case SPLAY_HISTORY_SORT_DATE:
    default: g_string_append_printf (sql, " ORDER BY m.updated %s, m.id %s", dir, dir); break;
    }
}

static const SplayHistoryQuery default_query = SPLAY_HISTORY_QUERY_INIT;

static sqlite3_stmt *
prepare (SplayStore *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      set_read_error (self, error);
      return NULL;
    }
  return stmt;
}

gboolean
splay_store_count_history (SplayStore *self, const SplayHistoryQuery *query, guint *n_out,
                           GError **error)
{
  g_autoptr (GString) sql = NULL;
  g_autofree char *folded = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);
  g_return_val_if_fail (n_out != NULL, FALSE);

  if (query == NULL)
    query = &default_query;
  if (!ensure_functions (self, error))
    return FALSE;
  sql = select_matches (query, "count(*)");
  append_where (sql, query);
  stmt = prepare (self, sql->str, error);
  if (stmt == NULL)
    return FALSE;
  bind_query (stmt, query, &folded);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    *n_out = (guint) MIN (sqlite3_column_int64 (stmt, 0), G_MAXUINT);
  else
    set_read_error (self, error);
  sqlite3_finalize (stmt);
  return rc == SQLITE_ROW;
}

static SplayHistoryEntry *get_entry (SplayStore *self, gint64 id, GError **error);

GPtrArray *
splay_store_list_history (SplayStore *self, const SplayHistoryQuery *query, guint offset,
                          guint limit, GError **error)
{
  g_autoptr (GString) sql = NULL;
  g_autoptr (GPtrArray) list = NULL;
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *folded = NULL;
  sqlite3_stmt *stmt;
  gboolean began;
  int rc, next;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);

  if (query == NULL)
    query = &default_query;
  if (!ensure_functions (self, error))
    return NULL;
  /* The page's ids first, then each match by id: OFFSET then skips rows by
   * the index alone instead of reading every skipped match in full, which
   * keeps the last page of 100,000 as quick as the first. */
  sql = select_matches (query, "m.id");
  append_where (sql, query);
  append_order (sql, query);
  g_string_append (sql, " LIMIT ? OFFSET ?");
  began = read_begin (self);
  stmt = prepare (self, sql->str, error);
  if (stmt == NULL)
    {
      read_end (self, began);
      return NULL;
    }
  next = bind_query (stmt, query, &folded);
  sqlite3_bind_int64 (stmt, next, limit);
  sqlite3_bind_int64 (stmt, next + 1, offset);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    set_read_error (self, error);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      read_end (self, began);
      return NULL;
    }

  list = g_ptr_array_new_with_free_func ((GDestroyNotify) splay_history_entry_free);
  for (guint i = 0; i < ids->len; i++)
    {
      g_autoptr (GError) local = NULL;
      SplayHistoryEntry *entry = get_entry (self, g_array_index (ids, gint64, i), &local);

      if (entry == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          read_end (self, began);
          return NULL;
        }
      g_ptr_array_add (list, entry);
    }
  read_end (self, began);
  return g_steal_pointer (&list);
}

/* ------------------------------------------------------------------------ */
/* Details */

void
splay_history_details_free (SplayHistoryDetails *details)
{
  if (details == NULL)
    return;
  splay_history_entry_free (details->entry);
  if (details->games != NULL)
    for (guint i = 0; i < details->games->len; i++)
      {
        SplayHistoryGame *game = &g_array_index (details->games, SplayHistoryGame, i);
        g_clear_pointer (&game->started, g_date_time_unref);
        g_clear_pointer (&game->finished_at, g_date_time_unref);
      }
  g_clear_pointer (&details->games, g_array_unref);
  g_free (details);
}

static SplayHistoryEntry *
get_entry (SplayStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt
      = cached_stmt (self, "SELECT " ENTRY_COLUMNS " FROM matches m WHERE m.id = ?1", error);
  g_autoptr (SplayHistoryEntry) entry = NULL;
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    entry = entry_from_row (stmt);
  sqlite3_reset (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND,
                   _("The saved match %lld is not in the database."), (long long) id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      set_read_error (self, error);
      return NULL;
    }
  if (!_splay_store_read_seats (self, entry->id, entry->n_seats, &entry->names, &entry->levels,
                                &entry->totals, error))
    return NULL;
  return g_steal_pointer (&entry);
}

static gboolean read_details (SplayStore *self, SplayHistoryDetails *details, gint64 id,
                              GError **error);

SplayHistoryDetails *
splay_store_get_history_details (SplayStore *self, gint64 id, GError **error)
{
  g_autoptr (SplayHistoryDetails) details = g_new0 (SplayHistoryDetails, 1);
  gboolean began, ok;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);

  details->games = g_array_new (FALSE, TRUE, sizeof (SplayHistoryGame));
  began = read_begin (self);
  ok = read_details (self, details, id, error);
  read_end (self, began);
  return ok ? g_steal_pointer (&details) : NULL;
}

static gboolean
read_details (SplayStore *self, SplayHistoryDetails *details, gint64 id, GError **error)
{
  int running[SPLAY_MAX_SEATS] = { 0 };
  sqlite3_stmt *stmt;
  int rc;

  details->entry = get_entry (self, id, error);
  if (details->entry == NULL)
    return FALSE;

  stmt = cached_stmt (self,
                      "SELECT g.idx, g.status, g.drawn, g.hints, g.undos, g.started, g.finished, "
                      "  (SELECT count(*) FROM actions a WHERE a.game_id = g.id AND a.idx >= 0) "
                      "FROM games g WHERE g.match_id = ?1 ORDER BY g.idx",
                      error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      SplayHistoryGame game = { 0 };

      game.index = (guint) sqlite3_column_int (stmt, 0);
      game.finished = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 1), "finished") == 0;
      game.drawn = sqlite3_column_int (stmt, 2) != 0;
      game.hints = sqlite3_column_int (stmt, 3);
      game.undos = sqlite3_column_int (stmt, 4);
      game.started = date_time_from_ms (sqlite3_column_int64 (stmt, 5));
      if (sqlite3_column_type (stmt, 6) == SQLITE_INTEGER)
        game.finished_at = date_time_from_ms (sqlite3_column_int64 (stmt, 6));
      game.n_actions = sqlite3_column_int (stmt, 7);
      g_array_append_val (details->games, game);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      set_read_error (self, error);
      return FALSE;
    }

  stmt = cached_stmt (self,
                      "SELECT g.idx, p.seat, p.points, p.place FROM games g "
                      "JOIN points p ON p.game_id = g.id WHERE g.match_id = ?1",
                      error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      guint idx = (guint) sqlite3_column_int (stmt, 0);
      int seat = sqlite3_column_int (stmt, 1);

      for (guint i = 0; i < details->games->len; i++)
        {
          SplayHistoryGame *game = &g_array_index (details->games, SplayHistoryGame, i);
          if (game->index == idx && seat >= 0 && seat < details->entry->n_seats)
            {
              game->points[seat] = sqlite3_column_int (stmt, 2);
              game->place[seat] = sqlite3_column_int (stmt, 3);
            }
        }
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      set_read_error (self, error);
      return FALSE;
    }

  for (guint i = 0; i < details->games->len; i++)
    {
      SplayHistoryGame *game = &g_array_index (details->games, SplayHistoryGame, i);
      for (int seat = 0; seat < details->entry->n_seats; seat++)
        {
          running[seat] += game->points[seat];
          game->running[seat] = running[seat];
        }
    }
  return TRUE;
}

gboolean
splay_store_delete_match (SplayStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);

  /* Foreign keys are on: the games, moves, points and seats go with it. */
  stmt = cached_stmt (self, "DELETE FROM matches WHERE id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE,
                   _("The match could not be deleted: %s"), _splay_store_errmsg (self->db));
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Display */

const char *
splay_history_result_to_string (SplayHistoryResult result)
{
  switch (result)
    {
    case SPLAY_HISTORY_RESULT_WON:
      /* Translators: the result of a match in the history: a person won */
      return C_("history result", "Won");
    case SPLAY_HISTORY_RESULT_DRAWN: return C_("history result", "Drawn");
    case SPLAY_HISTORY_RESULT_LOST:
      /* Translators: the result of a match in the history: a computer player won */
      return C_("history result", "Lost");
    case SPLAY_HISTORY_RESULT_PLAYING: return C_("history result", "Unfinished");
    case SPLAY_HISTORY_RESULT_ABANDONED:
    default: return C_("history result", "Abandoned");
    }
}

char *
splay_history_entry_result_text (const SplayHistoryEntry *e)
{
  if ((e->result == SPLAY_HISTORY_RESULT_WON || e->result == SPLAY_HISTORY_RESULT_LOST)
      && e->winner >= 0 && e->winner < e->n_seats)
    /* Translators: the result of a match: who won it */
    return g_strdup_printf (_("%s won"), e->names[e->winner]);
  return g_strdup (splay_history_result_to_string (e->result));
}

char *
splay_history_seat_label (const char *name, const char *level)
{
  SplayLevel parsed;

  if (level == NULL || g_str_equal (level, "human") || !splay_level_from_string (level, &parsed))
    return g_strdup (name ? name : "");
  /* Translators: a computer player and its level: "Computer 1 (Medium)" */
  return g_strdup_printf (_("%s (%s)"), name ? name : "", splay_level_name (parsed));
}

/* ------------------------------------------------------------------------ */
/* Export */

/* Writes @buffer out when it has grown, and at the end. */
static gboolean
flush_buffer (GOutputStream *out, GString *buffer, gboolean force, GCancellable *cancellable,
              GError **error)
{
  if (!force && buffer->len < 64 * 1024)
    return TRUE;
  if (buffer->len > 0
      && !g_output_stream_write_all (out, buffer->str, buffer->len, NULL, cancellable, error))
    return FALSE;
  g_string_truncate (buffer, 0);
  return TRUE;
}

static void
csv_field (GString *s, const char *text)
{
  gboolean quote = text[0] == ' ' || (text[0] && text[strlen (text) - 1] == ' ')
                   || strpbrk (text, ",\"\r\n") != NULL;

  if (!quote)
    {
      g_string_append (s, text);
      return;
    }
  g_string_append_c (s, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (s, '"');
      g_string_append_c (s, *p);
    }
  g_string_append_c (s, '"');
}

static void
json_string (GString *s, const char *text)
{
  g_string_append_c (s, '"');
  for (const unsigned char *p = (const unsigned char *) text; *p; p++)
    {
      switch (*p)
        {
        case '"': g_string_append (s, "\\\""); break;
        case '\\': g_string_append (s, "\\\\"); break;
        case '\n': g_string_append (s, "\\n"); break;
        case '\r': g_string_append (s, "\\r"); break;
        case '\t': g_string_append (s, "\\t"); break;
        case '\b': g_string_append (s, "\\b"); break;
        case '\f': g_string_append (s, "\\f"); break;
        default:
          if (*p < 0x20)
            g_string_append_printf (s, "\\u%04x", *p);
          else
            g_string_append_c (s, (char) *p);
        }
    }
  g_string_append_c (s, '"');
}

/* The entries' texts are valid UTF-8 already (_splay_store_column_text ());
 * a missing one is written as empty. */
static const char *
text_or_empty (const char *text)
{
  return text ? text : "";
}

static char *
iso_time (GDateTime *time)
{
  g_autoptr (GDateTime) utc = NULL;

  if (time == NULL)
    return g_strdup ("");
  utc = g_date_time_to_utc (time);
  return g_date_time_format (utc, "%Y-%m-%dT%H:%M:%SZ");
}

static void
write_csv_header (GString *s)
{
  g_string_append (s, "match_id,game,status,result,started,last_played,games_played,"
                      "target_points,max_games,seat,name,kind,level,points,winner\r\n");
}

static void
write_csv_match (GString *s, const SplayHistoryDetails *details)
{
  const SplayHistoryEntry *e = details->entry;
  g_autofree char *started = iso_time (e->created);
  g_autofree char *updated = iso_time (e->updated);
  const char *game = text_or_empty (e->game_id);

  for (int seat = 0; seat < e->n_seats; seat++)
    {
      const char *name = text_or_empty (e->names[seat]);
      gboolean human = g_strcmp0 (e->levels[seat], "human") == 0;

      g_string_append_printf (s, "%" G_GINT64_FORMAT ",", e->id);
      csv_field (s, game);
      g_string_append_printf (s, ",%s,%s,%s,%s,%d,%d,%d,%d,", status_to_string (e->status),
                              result_to_key (e->result), started, updated, e->n_games,
                              e->target_points, e->max_games, seat);
      csv_field (s, name);
      g_string_append_printf (s, ",%s,", human ? "human" : "computer");
      if (!human)
        csv_field (s, text_or_empty (e->levels[seat]));
      g_string_append_printf (s, ",%d,%s\r\n", e->totals[seat], e->winner == seat ? "1" : "0");
    }
}

static void
write_json_match (GString *s, const SplayHistoryDetails *details, gboolean first)
{
  const SplayHistoryEntry *e = details->entry;
  g_autofree char *started = iso_time (e->created);
  g_autofree char *updated = iso_time (e->updated);
  const char *game = text_or_empty (e->game_id);

  g_string_append (s, first ? "\n    {" : ",\n    {");
  g_string_append_printf (s, "\"id\": %" G_GINT64_FORMAT ", \"game\": ", e->id);
  json_string (s, game);
  g_string_append_printf (s, ", \"status\": \"%s\", \"result\": \"%s\", ",
                          status_to_string (e->status), result_to_key (e->result));
  if (e->winner >= 0)
    g_string_append_printf (s, "\"winner\": %d, ", e->winner);
  else
    g_string_append (s, "\"winner\": null, ");
  g_string_append_printf (s,
                          "\"started\": \"%s\", \"last_played\": \"%s\", "
                          "\"target_points\": %d, \"max_games\": %d,\n      \"players\": [",
                          started, updated, e->target_points, e->max_games);
  for (int seat = 0; seat < e->n_seats; seat++)
    {
      const char *name = text_or_empty (e->names[seat]);
      gboolean human = g_strcmp0 (e->levels[seat], "human") == 0;

      g_string_append_printf (s, "%s{\"seat\": %d, \"name\": ", seat ? ", " : "", seat);
      json_string (s, name);
      g_string_append_printf (s, ", \"kind\": \"%s\", \"level\": ", human ? "human" : "computer");
      if (human)
        g_string_append (s, "null");
      else
        json_string (s, text_or_empty (e->levels[seat]));
      g_string_append_printf (s, ", \"points\": %d}", e->totals[seat]);
    }
  g_string_append (s, "],\n      \"games\": [");
  for (guint i = 0; i < details->games->len; i++)
    {
      const SplayHistoryGame *g = &g_array_index (details->games, SplayHistoryGame, i);
      g_autofree char *game_started = iso_time (g->started);

      g_string_append_printf (s,
                              "%s{\"index\": %u, \"finished\": %s, \"drawn\": %s, "
                              "\"moves\": %d, \"hints\": %d, \"undos\": %d, "
                              "\"started\": \"%s\", \"finished_at\": ",
                              i ? ",\n        " : "\n        ", g->index,
                              g->finished ? "true" : "false", g->drawn ? "true" : "false",
                              g->n_actions, g->hints, g->undos, game_started);
      if (g->finished_at != NULL)
        {
          g_autofree char *at = iso_time (g->finished_at);
          g_string_append_printf (s, "\"%s\"", at);
        }
      else
        g_string_append (s, "null");
      g_string_append (s, ", \"points\": [");
      for (int seat = 0; seat < e->n_seats; seat++)
        g_string_append_printf (s, "%s%d", seat ? ", " : "", g->points[seat]);
      g_string_append (s, "], \"places\": [");
      for (int seat = 0; seat < e->n_seats; seat++)
        g_string_append_printf (s, "%s%d", seat ? ", " : "", g->place[seat]);
      g_string_append (s, "]}");
    }
  g_string_append (s, details->games->len ? "\n      ]}" : "]}");
}

static gboolean export_all (SplayStore *self, SplayHistoryFormat format, GOutputStream *out,
                            GPtrArray *skipped, GCancellable *cancellable, GError **error);

gboolean
splay_store_export_history (SplayStore *self, SplayHistoryFormat format, GOutputStream *out,
                            GStrv *skipped, GCancellable *cancellable, GError **error)
{
  g_autoptr (GPtrArray) left_out = g_ptr_array_new_with_free_func (g_free);
  gboolean began, ok;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (out), FALSE);

  /* One read transaction for the whole export: one consistent snapshot
   * even while a game is being saved, and one lock instead of one per
   * statement. In WAL mode it holds no writer back. */
  began = read_begin (self);
  ok = export_all (self, format, out, left_out, cancellable, error);
  read_end (self, began);
  if (skipped != NULL)
    {
      *skipped = NULL;
      if (left_out->len > 0)
        {
          g_ptr_array_add (left_out, NULL);
          *skipped = (GStrv) g_ptr_array_steal (left_out, NULL);
        }
    }
  return ok;
}

static gboolean
export_all (SplayStore *self, SplayHistoryFormat format, GOutputStream *out, GPtrArray *skipped,
            GCancellable *cancellable, GError **error)
{
  g_autoptr (GString) buffer = g_string_sized_new (80 * 1024);
  gboolean first = TRUE;
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3_stmt *stmt;
  int rc;

  stmt = cached_stmt (self, "SELECT id FROM matches ORDER BY created, id", error);
  if (stmt == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (ids, id);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      set_read_error (self, error);
      return FALSE;
    }

  if (format == SPLAY_HISTORY_FORMAT_CSV)
    write_csv_header (buffer);
  else
    g_string_append (buffer,
                     "{\n  \"format\": \"splay-history\",\n  \"version\": 1,\n  \"matches\": [");

  for (guint i = 0; i < ids->len; i++)
    {
      g_autoptr (GError) local = NULL;
      g_autoptr (SplayHistoryDetails) details
          = splay_store_get_history_details (self, g_array_index (ids, gint64, i), &local);

      if (details == NULL)
        {
          /* Deleted meanwhile: leave it out. Unreadable (a damaged page):
           * leave it out, say which, and write the others. */
          if (!g_error_matches (local, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND))
            g_ptr_array_add (skipped,
                             /* Translators: %lld is a match number, %s the reason */
                             g_strdup_printf (_("Match %lld was left out: %s"),
                                              (long long) g_array_index (ids, gint64, i),
                                              local->message));
          continue;
        }
      if (format == SPLAY_HISTORY_FORMAT_CSV)
        write_csv_match (buffer, details);
      else
        write_json_match (buffer, details, first);
      first = FALSE;
      if (!flush_buffer (out, buffer, FALSE, cancellable, error))
        return FALSE;
    }

  if (format == SPLAY_HISTORY_FORMAT_JSON)
    g_string_append (buffer, !first ? "\n  ]\n}\n" : "]\n}\n");
  return flush_buffer (out, buffer, TRUE, cancellable, error);
}
