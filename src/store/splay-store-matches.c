/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store-matches.c: saved matches read back for play: the unfinished
 * ones for "Continue", one rebuilt by replaying its actions (and what to
 * say when an action no longer applies), abandoning one, and the people who
 * have played for the new-game dialog. The history and the statistics read
 * the same tables in splay-store-history.c and splay-store-stats.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>
#include <string.h>

#include "splay-store-private.h"
#include "../model/splay-realtime.h"

static GDateTime *
date_time_from_ms (gint64 ms)
{
  g_autoptr (GDateTime) seconds = g_date_time_new_from_unix_local (ms / 1000);
  if (seconds == NULL)
    return NULL;
  return g_date_time_add (seconds, (ms % 1000) * G_TIME_SPAN_MILLISECOND);
}

void
splay_match_info_free (SplayMatchInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->game_id);
  g_strfreev (info->names);
  g_strfreev (info->levels);
  g_free (info->totals);
  g_clear_pointer (&info->created, g_date_time_unref);
  g_clear_pointer (&info->updated, g_date_time_unref);
  g_free (info);
}

/* The seats of match @match_id, @n_seats of them, as the Continue list
 * and the history show them: NULL-terminated arrays of names and levels
 * ("human" for a person) and the totals. A seat whose row a damaged file
 * lost is "Seat N", a person, with 0 points: the arrays stay whole. */
gboolean
_splay_store_read_seats (SplayStore *self, gint64 match_id, int n_seats, char ***names,
                         char ***levels, int **totals, GError **error)
{
  sqlite3_stmt *stmt = _splay_store_get_stmt (
      self, "SELECT seat, name, kind, level, total FROM match_seats WHERE match_id = ?1", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  *names = g_new0 (char *, n_seats + 1);
  *levels = g_new0 (char *, n_seats + 1);
  *totals = g_new0 (int, MAX (n_seats, 1));
  sqlite3_bind_int64 (stmt, 1, match_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int seat = sqlite3_column_int (stmt, 0);
      gboolean human = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 2), "human") == 0;

      if (seat < 0 || seat >= n_seats || (*names)[seat] != NULL)
        continue;
      (*names)[seat] = _splay_store_column_text (stmt, 1);
      (*levels)[seat] = human ? g_strdup ("human") : _splay_store_column_text (stmt, 3);
      (*totals)[seat] = sqlite3_column_int (stmt, 4);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                 _("The saved players cannot be read"));
      return FALSE;
    }
  for (int seat = 0; seat < n_seats; seat++)
    {
      if ((*names)[seat] == NULL)
        /* Translators: a player whose name a damaged file lost; %d is the
         * seat's number, from 1 */
        (*names)[seat] = g_strdup_printf (_("Seat %d"), seat + 1);
      if ((*levels)[seat] == NULL)
        (*levels)[seat] = g_strdup ("human");
    }
  return TRUE;
}

GPtrArray *
splay_store_list_unfinished (SplayStore *self, guint limit, guint *n_total, GError **error)
{
  g_autoptr (GPtrArray) list = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);

  if (n_total != NULL)
    {
      /* One range of the (status, updated) index: a few ms at 10,000. */
      stmt = _splay_store_get_stmt (self, "SELECT count(*) FROM matches WHERE status = 'playing'",
                                    error);
      if (stmt == NULL)
        return NULL;
      rc = sqlite3_step (stmt);
      *n_total = rc == SQLITE_ROW ? (guint) sqlite3_column_int64 (stmt, 0) : 0;
      sqlite3_reset (stmt);
      if (rc != SQLITE_ROW)
        {
          _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                     _("The saved matches cannot be listed"));
          return NULL;
        }
    }
  stmt = _splay_store_get_stmt (self,
                                "SELECT id, game_id, status, n_seats, target_points, max_games, "
                                "  (SELECT count(*) FROM games g WHERE g.match_id = m.id), "
                                "  created, updated "
                                "FROM matches m WHERE status = 'playing' "
                                "ORDER BY updated DESC, id DESC "
                                "LIMIT ?1",
                                error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, limit > 0 ? (gint64) limit : -1);

  list = g_ptr_array_new_with_free_func ((GDestroyNotify) splay_match_info_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      SplayMatchInfo *info = g_new0 (SplayMatchInfo, 1);
      info->id = sqlite3_column_int64 (stmt, 0);
      info->game_id = _splay_store_column_text (stmt, 1);
      info->status = _splay_store_status_from_string ((const char *) sqlite3_column_text (stmt, 2));
      info->n_seats = CLAMP (sqlite3_column_int (stmt, 3), 0, SPLAY_MAX_SEATS);
      info->target_points = sqlite3_column_int (stmt, 4);
      info->max_games = sqlite3_column_int (stmt, 5);
      info->n_games = sqlite3_column_int (stmt, 6);
      info->created = date_time_from_ms (sqlite3_column_int64 (stmt, 7));
      info->updated = date_time_from_ms (sqlite3_column_int64 (stmt, 8));
      g_ptr_array_add (list, info);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                 _("The saved matches cannot be listed"));
      return NULL;
    }

  for (guint i = 0; i < list->len; i++)
    {
      SplayMatchInfo *info = g_ptr_array_index (list, i);

      if (!_splay_store_read_seats (self, info->id, info->n_seats, &info->names, &info->levels,
                                    &info->totals, error))
        return NULL;
    }
  return g_steal_pointer (&list);
}

gboolean
splay_store_abandon_match (SplayStore *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);

  stmt = _splay_store_get_stmt (self, "SELECT status FROM matches WHERE id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      sqlite3_reset (stmt);
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND,
                   _("The saved match %lld is not in the database."), (long long) id);
      return FALSE;
    }
  if (rc == SQLITE_ROW
      && _splay_store_status_from_string ((const char *) sqlite3_column_text (stmt, 0))
             != SPLAY_MATCH_PLAYING)
    {
      /* Finished or already abandoned: nothing to do. */
      sqlite3_reset (stmt);
      return TRUE;
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    goto fail;

  stmt = _splay_store_get_stmt (
      self,
      "UPDATE matches SET status = 'abandoned', updated = max(updated, ?2) "
      "WHERE id = ?1 AND status = 'playing'",
      error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int64 (stmt, 2, _splay_store_now_ms ());
  if (_splay_store_step_done (stmt) == SQLITE_OK)
    return TRUE;

fail:
  _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_WRITE,
                             _("The match could not be marked as abandoned"));
  return FALSE;
}

GStrv
splay_store_list_people (SplayStore *self, GError **error)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);

  stmt = _splay_store_get_stmt (self,
                                /* Most recent first by the last match each person sat
                                 * down to: one lookup in match_seats_player per person,
                                 * where scanning all their seats took 50 ms on 100,000
                                 * matches. */
                                "SELECT name FROM ("
                                "  SELECT p.id, p.name, (SELECT max (s.match_id) FROM match_seats s"
                                "                        WHERE s.player_id = p.id) AS last"
                                "  FROM players p WHERE p.kind = 'human' AND p.name <> '')"
                                " WHERE last IS NOT NULL ORDER BY last DESC, id DESC",
                                error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autofree char *name = _splay_store_column_text (stmt, 0);

      g_strv_builder_add (builder, name);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                 _("The saved players cannot be read"));
      return NULL;
    }
  return g_strv_builder_end (builder);
}

static void
set_replay_problem (GError **problem, gint64 match_id, const SplayRules *rules, guint game,
                    guint action, const char *what)
{
  /* The reason is a sentence of its own elsewhere; here it goes inside one. */
  g_autofree char *reason = g_strdup (what);
  gsize len = strlen (reason);

  if (len > 0 && reason[len - 1] == '.')
    reason[len - 1] = '\0';
  g_set_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
               /* Translators: "The saved Splatoids match 12 is damaged at game 2,
                * action 31: <reason>." */
               _("The saved %s match %lld is damaged at game %u, action %u: %s. It was restored "
                  "up to the move before."),
               _(rules->name), (long long) match_id, game + 1, action + 1, reason);
}

/* Reads one game's log. Stops at the first row that cannot be an action
 * (a gap in the numbering, a seat or value out of range) and says why in
 * @bad (else leaves it NULL). */
static gboolean
read_actions (SplayStore *self, gint64 game_row, int n_seats, GArray *seats, GArray *actions,
              char **bad, GError **error)
{
  sqlite3_stmt *stmt = _splay_store_get_stmt (
      self,
      "SELECT idx, seat, action FROM actions WHERE game_id = ?1 AND idx >= 0 "
      "ORDER BY idx",
      error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, game_row);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 idx = sqlite3_column_int64 (stmt, 0);
      gint64 seat = sqlite3_column_int64 (stmt, 1);
      gint64 value = sqlite3_column_int64 (stmt, 2);
      int seat_int;
      SplayAction action;

      if (idx != (gint64) actions->len)
        {
          *bad = g_strdup (_("a move is missing"));
          break;
        }
      if (sqlite3_column_type (stmt, 1) != SQLITE_INTEGER || seat < 0 || seat >= n_seats
          || sqlite3_column_type (stmt, 2) != SQLITE_INTEGER || value < 0 || value > G_MAXUINT32)
        {
          *bad = g_strdup (_("the saved move is not a valid value"));
          break;
        }
      seat_int = (int) seat;
      action = (SplayAction) value;
      g_array_append_val (seats, seat_int);
      g_array_append_val (actions, action);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                 _("The saved moves cannot be read"));
      return FALSE;
    }
  return TRUE;
}

/* The game time of each action of one game, in order (-1 where none was
 * saved). Nothing readable gives an empty list: the race then goes on from
 * its start time, which only changes when the computers move. */
static GArray *
read_times (SplayStore *self, gint64 game_row)
{
  GArray *times = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3_stmt *stmt
      = _splay_store_get_stmt (self,
                               "SELECT time_ms FROM actions WHERE game_id = ?1 AND idx >= 0 "
                               "ORDER BY idx",
                               NULL);

  if (stmt == NULL)
    return times;
  sqlite3_bind_int64 (stmt, 1, game_row);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 ms
          = sqlite3_column_type (stmt, 0) == SQLITE_INTEGER ? sqlite3_column_int64 (stmt, 0) : -1;
      g_array_append_val (times, ms);
    }
  sqlite3_reset (stmt);
  return times;
}

const SplayRules *
_splay_store_find_rules (SplayStore *self, const char *game_id, GError **error)
{
  for (guint i = 0; i < self->extra_rules->len; i++)
    {
      const SplayRules *rules = g_ptr_array_index (self->extra_rules, i);
      if (g_strcmp0 (rules->id, game_id) == 0)
        return rules;
    }
  return splay_rules_find (game_id, error);
}

static void
unref_player (gpointer player)
{
  if (player)
    g_object_unref (player);
}

SplayMatch *
splay_store_load_match (SplayStore *self, gint64 id, GError **problem, GError **error)
{
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GPtrArray) players = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *settings_text = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (GArray) game_rows = NULL;
  g_autoptr (GArray) game_hints = NULL;
  g_autoptr (GArray) game_undos = NULL;
  g_autofree char *damaged_games = NULL;
  const SplayRules *rules;
  SplaySettings settings;
  sqlite3_stmt *stmt;
  guint64 seed;
  int target, max_games, n_seats, rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);

  stmt = _splay_store_get_stmt (self,
                                "SELECT game_id, settings, seed, target_points, max_games, n_seats "
                                "FROM matches WHERE id = ?1",
                                error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      sqlite3_reset (stmt);
      if (rc == SQLITE_DONE)
        g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND,
                     _("The saved match %lld is not in the database."), (long long) id);
      else
        _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                   _("The saved match cannot be read"));
      return NULL;
    }
  game_id = _splay_store_column_text (stmt, 0);
  settings_text = _splay_store_column_text (stmt, 1);
  seed = (guint64) sqlite3_column_int64 (stmt, 2);
  target = sqlite3_column_int (stmt, 3);
  max_games = sqlite3_column_int (stmt, 4);
  n_seats = sqlite3_column_int (stmt, 5);
  sqlite3_reset (stmt);

  rules = _splay_store_find_rules (self, game_id, &local);
  if (rules == NULL
      || !splay_settings_from_text (rules, settings_text ? settings_text : "", &settings, &local))
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
                   /* Translators: %s at the end is the reason */
                   _("The saved match %lld cannot be restored: %s"), (long long) id,
                   local->message);
      return NULL;
    }
  if (n_seats != settings.n_seats || n_seats < 1 || n_seats > SPLAY_MAX_SEATS)
    {
      g_set_error (
          error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
          _("The saved match %lld cannot be restored: its seats do not match its settings."),
          (long long) id);
      return NULL;
    }

  players = g_ptr_array_new_full (n_seats + 1, unref_player);
  g_ptr_array_set_size (players, n_seats);
  stmt = _splay_store_get_stmt (self,
                                "SELECT seat, name, kind, level, player_id FROM match_seats "
                                "WHERE match_id = ?1 ORDER BY seat",
                                error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int seat = sqlite3_column_int (stmt, 0);
      g_autofree char *name = _splay_store_column_text (stmt, 1);
      const char *kind = (const char *) sqlite3_column_text (stmt, 2);
      const char *level_text = (const char *) sqlite3_column_text (stmt, 3);
      SplayPlayer *player;
      SplayLevel level;

      if (seat < 0 || seat >= n_seats || g_ptr_array_index (players, seat))
        continue;
      if (g_strcmp0 (kind, "human") == 0)
        player = splay_player_new_human (name ? name : "");
      else if (level_text && splay_level_from_string (level_text, &level))
        player = splay_player_new_computer (name ? name : "", level);
      else
        continue; /* reported below as a missing seat */
      splay_player_set_id (player, sqlite3_column_int64 (stmt, 4));
      players->pdata[seat] = player;
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                 _("The saved players cannot be read"));
      return NULL;
    }
  for (int seat = 0; seat < n_seats; seat++)
    if (g_ptr_array_index (players, seat) == NULL)
      {
        g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
                     /* Translators: %d is a seat number, from 1 */
                     _("The saved match %lld cannot be restored: the player at seat %d is missing "
                        "or unknown."),
                     (long long) id, seat + 1);
        return NULL;
      }
  g_ptr_array_add (players, NULL);

  match = splay_match_new (rules, &settings, seed, (SplayPlayer *const *) players->pdata, target,
                           max_games);
  splay_match_set_id (match, id);

  /* All game rows first, so no statement is left half-read while replaying. */
  game_rows = g_array_new (FALSE, FALSE, sizeof (gint64));
  game_hints = g_array_new (FALSE, FALSE, sizeof (guint));
  game_undos = g_array_new (FALSE, FALSE, sizeof (guint));
  stmt = _splay_store_get_stmt (self,
                                "SELECT id, idx, hints, undos FROM games WHERE match_id = ?1 "
                                "ORDER BY idx",
                                error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 row = sqlite3_column_int64 (stmt, 0);
      gint64 idx = sqlite3_column_int64 (stmt, 1);
      guint hints = (guint) MAX (sqlite3_column_int (stmt, 2), 0);
      guint undos = (guint) MAX (sqlite3_column_int (stmt, 3), 0);
      if (idx != (gint64) game_rows->len)
        {
          /* A game is missing or numbered wrongly: replay the ones before
           * it, and say so (a match was silently cut short here). */
          g_autofree char *what =
              /* Translators: %lld is a game number as saved, from 1 */
              g_strdup_printf (_("the next game is saved as game %lld"), (long long) idx + 1);
          damaged_games = g_steal_pointer (&what);
          break;
        }
      g_array_append_val (game_rows, row);
      g_array_append_val (game_hints, hints);
      g_array_append_val (game_undos, undos);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT,
                                 _("The saved games cannot be read"));
      return NULL;
    }

  for (guint i = 0; i < game_rows->len; i++)
    {
      g_autoptr (GArray) seats = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (SplayAction));
      g_autofree char *bad = NULL;
      g_autoptr (GError) replay_error = NULL;
      gboolean ok;

      /* A later game can only follow a finished one. */
      if (i > 0)
        {
          SplayGame *previous = splay_match_get_game (match, i - 1);
          if (previous == NULL || !splay_game_is_over (previous) || splay_match_is_over (match))
            {
              set_replay_problem (problem, id, rules, i - 1,
                                  previous ? splay_game_get_n_actions (previous) : 0,
                                  _("the game ends too early"));
              break;
            }
        }

      if (!read_actions (self, g_array_index (game_rows, gint64, i), n_seats, seats, actions, &bad,
                         error))
        {
          /* A damaged page of the log: say whose, the others still load. */
          g_prefix_error (error, _("The saved match %lld cannot be restored: "), (long long) id);
          return NULL;
        }

      ok = splay_match_restore_game (match, (const int *) seats->data,
                                     (const SplayAction *) actions->data, actions->len,
                                     &replay_error);
      if (splay_match_get_n_games (match) > i)
        {
          splay_game_set_n_hints (splay_match_get_game (match, i),
                                  g_array_index (game_hints, guint, i));
          splay_game_set_n_undos (splay_match_get_game (match, i),
                                  g_array_index (game_undos, guint, i));
        }
      if (!ok)
        {
          SplayGame *game
              = splay_match_get_n_games (match) > i ? splay_match_get_game (match, i) : NULL;
          guint good = game ? splay_game_get_n_actions (game) : 0;

          if (game != NULL && splay_game_is_over (game)
              && g_error_matches (replay_error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER))
            /* Not damage: an older Splay played on past an end that
             * these rules see (a Splatoids stalemate it missed). */
            g_set_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
                         /* Translators: "The saved Splatoids match 12 goes on after
                          * game 2 ended: by the rules of this version of Splay, the
                          * game ends with action 566. ..." */
                         _("The saved %s match %lld goes on after game %u ended: by the rules of "
                            "this version of Splay, the game ends with action %u. It was restored "
                            "up to there; the later moves stay saved until play goes on."),
                         _(rules->name), (long long) id, i + 1, good);
          else
            set_replay_problem (problem, id, rules, i, good,
                                replay_error ? replay_error->message
                                             : _("the move does not apply"));
          break;
        }
      if (bad)
        {
          set_replay_problem (problem, id, rules, i, actions->len, bad);
          break;
        }
    }

  if (damaged_games != NULL && (problem == NULL || *problem == NULL))
    {
      guint n = splay_match_get_n_games (match);
      SplayGame *last = n > 0 ? splay_match_get_game (match, n - 1) : NULL;

      set_replay_problem (problem, id, rules, n > 0 ? n - 1 : 0,
                          last ? splay_game_get_n_actions (last) : 0, damaged_games);
    }

  /* A race goes on from the time it was saved at, with the computers' moves
   * planned as they were (it is paused until the person resumes it:
   * splay_match_restore_game). */
  if (splay_match_get_realtime (match) != NULL && splay_match_get_n_games (match) > 0)
    {
      guint last = splay_match_get_n_games (match) - 1;
      if (!splay_game_is_over (splay_match_get_game (match, last)))
        {
          g_autoptr (GArray) times = read_times (self, g_array_index (game_rows, gint64, last));
          splay_realtime_restore (splay_match_get_realtime (match), (const gint64 *) times->data,
                                  times->len);
        }
    }

  return g_steal_pointer (&match);
}
