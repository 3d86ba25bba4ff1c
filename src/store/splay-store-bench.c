/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store-bench.c: synthetic matches written straight into the tables,
 * for the tests and the benchmarks (splay-cli bench-store, bench-stats,
 * bench-history): copies of a played match, made-up matches with known
 * results, and a made-up history of years of play. None of this runs when
 * a person plays. They are written like the store's own rows, so the
 * triggers that keep each match's result (splay-store-schema.c) fill in the
 * rest.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>
#include <string.h>

#include "splay-history.h"
#include "splay-stats.h"
#include "splay-store-private.h"
#include "../ai/ai.h"
#include "../engine/catalog.h"

/* ------------------------------------------------------------------------ */
/* Copies of a played match */

static const char *const copy_steps[] = {
  /* ?1 the match copied, ?2 how many copies, ?3 the highest match id
   * before: every match above it is a copy. */
  "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2) "
  "INSERT INTO matches (game_id, settings, seed, n_seats, target_points, max_games, status, "
  "  winner, created, updated) "
  "SELECT m.game_id, m.settings, m.seed + n.i, m.n_seats, m.target_points, m.max_games, "
  "  'finished', 0, m.created - n.i * 60000, m.updated - n.i * 60000 "
  "FROM n, matches m WHERE m.id = ?1",
  "INSERT INTO match_seats (match_id, seat, player_id, name, kind, level) "
  "SELECT nm.id, s.seat, s.player_id, s.name, s.kind, s.level "
  "FROM matches nm, match_seats s WHERE nm.id > ?3 AND s.match_id = ?1",
  "INSERT INTO games (match_id, idx, settings, seed, status, started, finished) "
  "SELECT nm.id, g.idx, g.settings, g.seed, 'finished', g.started, g.started "
  "FROM matches nm, games g WHERE nm.id > ?3 AND g.match_id = ?1",
  "INSERT INTO actions (game_id, idx, seat, action, time_ms) "
  "SELECT ng.id, a.idx, a.seat, a.action, a.time_ms "
  "FROM games ng JOIN games g ON g.match_id = ?1 AND g.idx = ng.idx "
  "JOIN actions a ON a.game_id = g.id WHERE ng.match_id > ?3",
  "INSERT INTO points (game_id, seat, points, place) "
  "SELECT g.id, s.seat, 0, s.seat + 1 FROM games g JOIN match_seats s ON s.match_id = g.match_id "
  "WHERE g.match_id > ?3",
};

/* In the transaction the caller began. */
static gboolean
copy_match (SplayStore *self, gint64 match_id, guint copies, GError **error)
{
  sqlite3_stmt *stmt;
  gint64 last_id = 0;
  gboolean found = FALSE;
  int rc;

  stmt = _splay_store_stmt (self, "SELECT (SELECT max (id) FROM matches), "
                                  "  EXISTS (SELECT 1 FROM matches WHERE id = ?1)");
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, match_id);
  if ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      last_id = sqlite3_column_int64 (stmt, 0);
      found = sqlite3_column_int (stmt, 1) != 0;
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    return FALSE;
  if (!found)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND,
                   _("The saved match %lld is not in the database."), (long long) match_id);
      return FALSE;
    }

  for (gsize i = 0; i < G_N_ELEMENTS (copy_steps); i++)
    {
      stmt = _splay_store_stmt (self, copy_steps[i]);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, match_id);
      sqlite3_bind_int64 (stmt, 2, copies);
      sqlite3_bind_int64 (stmt, 3, last_id);
      if (_splay_store_step_done (stmt) != SQLITE_OK)
        return FALSE;
    }
  return TRUE;
}

gboolean
splay_store_fill_synthetic (SplayStore *self, gint64 match_id, guint copies, GError **error)
{
  g_autoptr (GError) local = NULL;
  gboolean ok;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);

  if (self->read_only)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE,
                   _("The synthetic matches could not be added: %s"),
                   _("the saved games are open for reading only"));
      return FALSE;
    }

  /* The copies refer only to rows that exist: checking the foreign keys of
   * every copied action took a fifth more processor time (splay-cli
   * bench-store --synthetic 3000: 6.0 s against 5.0 s, as much as when
   * splay-cli wrote the rows itself). It can only change outside a
   * transaction. */
  _splay_store_run_script (self->db, "PRAGMA foreign_keys = OFF");
  ok = _splay_store_begin (self) == SQLITE_OK && copy_match (self, match_id, copies, &local)
       && _splay_store_commit (self) == SQLITE_OK;
  if (!ok && local == NULL)
    g_set_error (&local, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE,
                 _("The synthetic matches could not be added: %s"),
                 _splay_store_errmsg (self->db));
  _splay_store_rollback (self);
  _splay_store_run_script (self->db, "PRAGMA foreign_keys = ON");
  if (local != NULL)
    g_propagate_error (error, g_steal_pointer (&local));
  return ok;
}

/* ------------------------------------------------------------------------ */
/* Made-up matches with known results (splay-stats.h) */

enum
{
  W_PERSON_FIND,
  W_PERSON_ADD,
  W_COMPUTER_FIND,
  W_COMPUTER_ADD,
  W_MATCH,
  W_SEAT,
  W_GAME,
  W_POINTS,
  W_N
};

static const char *const writer_sql[W_N] = {
  [W_PERSON_FIND] = "SELECT id FROM players WHERE kind = 'human' AND name = ?1",
  [W_PERSON_ADD] = "INSERT INTO players (kind, name, created) VALUES ('human', ?1, ?2)",
  [W_COMPUTER_FIND] = "SELECT id FROM players WHERE kind = 'computer' AND level = ?1",
  [W_COMPUTER_ADD] = "INSERT INTO players (kind, level, created) VALUES ('computer', ?1, ?2)",
  [W_MATCH] = "INSERT INTO matches (game_id, settings, seed, n_seats, target_points, max_games, "
              "status, winner, created, updated) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
  [W_SEAT] = "INSERT INTO match_seats (match_id, seat, player_id, name, kind, level) "
             "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  [W_GAME] = "INSERT INTO games (match_id, idx, settings, seed, status, started, finished, "
             "hints, undos) VALUES (?1, ?2, ?3, ?4, iif (?6 IS NULL, 'playing', 'finished'), "
             "?5, ?6, ?7, ?8)",
  [W_POINTS] = "INSERT INTO points (game_id, seat, points, place) VALUES (?1, ?2, ?3, ?4)",
};

struct _SplayStatsWriter
{
  SplayStore *store;
  sqlite3 *db;
  sqlite3_stmt *stmt[W_N];
  GHashTable *players; /* "h:name" or "c:level" -> player id */
  gboolean failed;
};

static gboolean
writer_step (SplayStatsWriter *w, int which, GError **error)
{
  sqlite3_stmt *stmt = w->stmt[which];
  int rc = sqlite3_step (stmt);

  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  if (rc != SQLITE_DONE)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE, "%s: %s",
                   _("A test match could not be written"), _splay_store_errmsg (w->db));
      w->failed = TRUE;
      return FALSE;
    }
  return TRUE;
}

SplayStatsWriter *
splay_stats_writer_new (SplayStore *store, GError **error)
{
  SplayStatsWriter *w;

  g_return_val_if_fail (SPLAY_IS_STORE (store), NULL);
  w = g_new0 (SplayStatsWriter, 1);
  w->store = g_object_ref (store);
  w->db = store->db;
  w->players = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* From the store's cache: the next writer prepares nothing. */
  for (int i = 0; i < W_N; i++)
    if ((w->stmt[i] = _splay_store_stmt (store, writer_sql[i])) == NULL)
      {
        _splay_store_set_db_error (store, error, SPLAY_STORE_ERROR_CORRUPT,
                                   _("A test match could not be written"));
        w->failed = TRUE;
        splay_stats_writer_finish (w, NULL);
        return NULL;
      }
  if (sqlite3_exec (w->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
    {
      _splay_store_set_db_error (store, error, SPLAY_STORE_ERROR_CORRUPT,
                                 _("A test match could not be written"));
      w->failed = TRUE;
      splay_stats_writer_finish (w, NULL);
      return NULL;
    }
  return w;
}

static gint64
writer_player (SplayStatsWriter *w, const char *name, const char *level, gint64 time,
               GError **error)
{
  g_autofree char *key = level ? g_strconcat ("c:", level, NULL) : g_strconcat ("h:", name, NULL);
  gpointer found;
  sqlite3_stmt *stmt;
  gint64 id = 0;

  if (g_hash_table_lookup_extended (w->players, key, NULL, &found))
    return GPOINTER_TO_SIZE (found);

  stmt = w->stmt[level ? W_COMPUTER_FIND : W_PERSON_FIND];
  sqlite3_bind_text (stmt, 1, level ? level : name, -1, SQLITE_STATIC);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  if (id == 0)
    {
      stmt = w->stmt[level ? W_COMPUTER_ADD : W_PERSON_ADD];
      sqlite3_bind_text (stmt, 1, level ? level : name, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 2, time);
      if (!writer_step (w, level ? W_COMPUTER_ADD : W_PERSON_ADD, error))
        return 0;
      id = sqlite3_last_insert_rowid (w->db);
    }
  g_hash_table_insert (w->players, g_steal_pointer (&key), GSIZE_TO_POINTER ((gsize) id));
  return id;
}

gint64
splay_stats_writer_add (SplayStatsWriter *w, const SplayStatsFakeMatch *match, GError **error)
{
  const char *status = match->status ? match->status : "finished";
  gboolean finished = g_str_equal (status, "finished");
  g_autofree char *settings = g_strdup_printf ("seats=%d", match->n_seats);
  int totals[SPLAY_MAX_SEATS] = { 0 };
  gint64 player[SPLAY_MAX_SEATS];
  /* Each game takes ten minutes, the last ending at match->time. */
  gint64 game_ms = 10 * 60 * 1000;
  gint64 start = match->time - game_ms * match->n_games;
  int winner = -1, best = G_MININT, n_best = 0;
  sqlite3_stmt *stmt;
  gint64 id;

  g_return_val_if_fail (w != NULL, 0);
  g_return_val_if_fail (match->n_seats >= 1 && match->n_seats <= SPLAY_MAX_SEATS, 0);
  g_return_val_if_fail (match->n_games >= 0 && match->n_games <= SPLAY_STATS_MAX_GAMES, 0);

  for (int s = 0; s < match->n_seats; s++)
    {
      player[s] = writer_player (w, match->names[s] ? match->names[s] : "", match->levels[s], start,
                                 error);
      if (player[s] == 0)
        return 0;
    }
  for (int g = 0; g < match->n_games; g++)
    for (int s = 0; s < match->n_seats; s++)
      totals[s] += match->points[g][s];
  for (int s = 0; s < match->n_seats; s++)
    if (totals[s] > best)
      best = totals[s], winner = s, n_best = 1;
    else if (totals[s] == best)
      n_best++;

  stmt = w->stmt[W_MATCH];
  sqlite3_bind_text (stmt, 1, match->game_id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, settings, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) g_str_hash (settings) + match->time);
  sqlite3_bind_int (stmt, 4, match->n_seats);
  sqlite3_bind_int (stmt, 5, match->target_points);
  sqlite3_bind_int (stmt, 6, match->target_points > 0 ? 0 : match->n_games);
  sqlite3_bind_text (stmt, 7, status, -1, SQLITE_STATIC);
  if (finished && n_best == 1)
    sqlite3_bind_int (stmt, 8, winner);
  sqlite3_bind_int64 (stmt, 9, start);
  sqlite3_bind_int64 (stmt, 10, match->time);
  if (!writer_step (w, W_MATCH, error))
    return 0;
  id = sqlite3_last_insert_rowid (w->db);

  for (int s = 0; s < match->n_seats; s++)
    {
      stmt = w->stmt[W_SEAT];
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int (stmt, 2, s);
      sqlite3_bind_int64 (stmt, 3, player[s]);
      sqlite3_bind_text (stmt, 4, match->names[s] ? match->names[s] : "", -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 5, match->levels[s] ? "computer" : "human", -1, SQLITE_STATIC);
      if (match->levels[s])
        sqlite3_bind_text (stmt, 6, match->levels[s], -1, SQLITE_STATIC);
      if (!writer_step (w, W_SEAT, error))
        return 0;
    }

  for (int g = 0; g < match->n_games; g++)
    {
      /* An unfinished match's last game is still being played: no end, no
       * points yet. */
      gboolean game_over = g < match->n_games - 1 || !g_str_equal (status, "playing");
      gint64 game_id;

      stmt = w->stmt[W_GAME];
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int (stmt, 2, g);
      sqlite3_bind_text (stmt, 3, settings, -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 4, id * 31 + g);
      sqlite3_bind_int64 (stmt, 5, start + g * game_ms);
      if (game_over)
        sqlite3_bind_int64 (stmt, 6, start + (g + 1) * game_ms);
      sqlite3_bind_int (stmt, 7, match->hints[g]);
      sqlite3_bind_int (stmt, 8, match->undos[g]);
      if (!writer_step (w, W_GAME, error))
        return 0;
      if (!game_over)
        break;
      game_id = sqlite3_last_insert_rowid (w->db);
      for (int s = 0; s < match->n_seats; s++)
        {
          stmt = w->stmt[W_POINTS];
          sqlite3_bind_int64 (stmt, 1, game_id);
          sqlite3_bind_int (stmt, 2, s);
          sqlite3_bind_int (stmt, 3, match->points[g][s]);
          sqlite3_bind_int (stmt, 4, match->places[g][s] > 0 ? match->places[g][s] : 1);
          if (!writer_step (w, W_POINTS, error))
            return 0;
        }
    }
  return id;
}

gboolean
splay_stats_writer_finish (SplayStatsWriter *w, GError **error)
{
  gboolean ok = !w->failed;

  for (int i = 0; i < W_N; i++)
    if (w->stmt[i] != NULL)
      sqlite3_reset (w->stmt[i]);
  if (!sqlite3_get_autocommit (w->db))
    {
      if (ok && sqlite3_exec (w->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
        {
          _splay_store_set_db_error (w->store, error, SPLAY_STORE_ERROR_CORRUPT,
                                     _("A test match could not be written"));
          ok = FALSE;
        }
      if (!sqlite3_get_autocommit (w->db))
        sqlite3_exec (w->db, "ROLLBACK", NULL, NULL, NULL);
    }
  else if (!ok && error != NULL && *error == NULL)
    g_set_error_literal (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE,
                         _("A test match could not be written"));
  g_hash_table_unref (w->players);
  g_object_unref (w->store);
  g_free (w);
  return ok;
}

/* ------------------------------------------------------------------------ */
/* A made-up history of years of play (splay-history.h) */

static const char *const synthetic_names[] = {
  "Anna", "Ben", "Chloé", "Dário", "Emil", "Fatma", "Grete", "Hiro",
};

static const char *const synthetic_computers[] = {
  "Computer 1",
  "Computer 2",
  "Computer 3",
  "Computer 4",
};

gboolean
splay_store_fill_synthetic_history (SplayStore *self, guint n, guint64 seed, GError **error)
{
  static const SplayLevel levels[3] = { SPLAY_LEVEL_EASY, SPLAY_LEVEL_MEDIUM, SPLAY_LEVEL_HARD };
  gint64 now = g_get_real_time () / 1000;
  SplayStatsWriter *writer;
  SplayRng rng;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);

  /* The statistics' writer knows how a match is laid out in the tables;
   * this only decides what the matches are. */
  writer = splay_stats_writer_new (self, error);
  if (writer == NULL)
    return FALSE;
  splay_rng_init (&rng, seed);

  for (guint m = 0; m < n; m++)
    {
      const SplayCatalogEntry *entry = &splay_catalog[splay_rng_below (&rng, SPLAY_N_GAMES)];
      const SplayRules *rules = entry->rules;
      SplayStatsFakeMatch match = { 0 };
      int status_roll, human_seat;
      /* Spread over about three years, newest last. */
      gint64 created = now - (gint64) (n - m) * 900000 - splay_rng_below (&rng, 600000);

      if (rules == NULL)
        continue;
      match.game_id = rules->id;
      match.n_seats = rules->min_seats
                      + (int) splay_rng_below (&rng, (guint32) MIN (rules->max_seats, 4)
                                                         - rules->min_seats + 1);
      match.n_games = 1 + (int) splay_rng_below (&rng, 5);
      match.target_points = match.n_games > 1 ? 10 * (int) (1 + splay_rng_below (&rng, 5)) : 0;
      status_roll = (int) splay_rng_below (&rng, 20);
      match.status = status_roll < 17 ? "finished" : status_roll < 19 ? "playing" : "abandoned";
      human_seat = (int) splay_rng_below (&rng, 3) == 0 ? -1 : 0; /* some computer-only */
      match.time = created + match.n_games * 300000;

      for (int g = 0; g < match.n_games; g++)
        {
          int first = (int) splay_rng_below (&rng, (guint32) match.n_seats);

          for (int s = 0; s < match.n_seats; s++)
            {
              int place = 1 + ((s - first + match.n_seats) % match.n_seats);

              match.places[g][s] = place;
              match.points[g][s] = (match.n_seats - place) * (1 + (int) splay_rng_below (&rng, 3));
            }
          match.hints[g] = splay_rng_below (&rng, 10) == 0 ? 1 : 0;
          match.undos[g] = splay_rng_below (&rng, 10) == 0 ? 2 : 0;
        }
      for (int s = 0; s < match.n_seats; s++)
        {
          if (s == human_seat)
            match.names[s]
                = synthetic_names[splay_rng_below (&rng, G_N_ELEMENTS (synthetic_names))];
          else
            {
              match.names[s] = synthetic_computers[s - (human_seat < 0 ? 0 : 1)];
              match.levels[s]
                  = splay_level_to_string (levels[splay_rng_below (&rng, G_N_ELEMENTS (levels))]);
            }
        }
      if (splay_stats_writer_add (writer, &match, error) == 0)
        {
          splay_stats_writer_finish (writer, NULL);
          return FALSE;
        }
    }
  return splay_stats_writer_finish (writer, error);
}
