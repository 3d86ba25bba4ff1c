/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store-actions.c: the action log writer.
 *
 * A tracked match is saved as it is played: every action is written in its
 * own small transaction the moment the model applies it, so quitting or
 * crashing loses nothing and there is never a "save?" question.
 *
 * Writes that fail (disk full, read-only, I/O error) are kept in memory in
 * order and retried, so play goes on and nothing is reordered or lost while
 * the process lives.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>

#include "splay-store-private.h"
#include "../model/splay-realtime.h"

/* While writes are waiting, retry this often even if nothing changes (a
 * person thinking about a move makes no changes). */
#define RETRY_SECONDS 1

/* ------------------------------------------------------------------------ */
/* Pending writes */

typedef enum
{
  OP_GAME_START,
  OP_ACTION,
  OP_GAME_OVER,
  OP_MATCH_OVER,
  OP_HINT, /* the number of hints given in a game */
  OP_UNDO, /* actions of a game taken back, and its undo count */
  OP_SYNC, /* bring the rows of a whole match in line with the model */
} OpKind;

typedef struct
{
  OpKind kind;
  gint64 match_id;
  guint game_index;
  gint64 time; /* wall clock, Unix ms */
  /* OP_GAME_START */
  char *settings;
  guint64 seed;
  /* OP_ACTION */
  guint action_index;
  int seat;
  SplayAction action;
  gint64 time_ms; /* -1: none */
  /* OP_GAME_OVER */
  SplayResult result;
  int points[SPLAY_MAX_SEATS];
  /* OP_MATCH_OVER */
  int winner;
  /* OP_HINT */
  guint n_hints;
  /* OP_SYNC */
  SplayMatch *match;
} Op;

static void
op_free (Op *op)
{
  g_free (op->settings);
  g_clear_object (&op->match);
  g_free (op);
}

typedef struct
{
  SplayStore *store;
  SplayMatch *match; /* weak */
  gint64 id;
  gint64 game_base_us; /* monotonic time at which the current game began */
  gulong handlers[6];
} Tracked;

/* ------------------------------------------------------------------------ */
/* Writing */

static int
write_game_start (SplayStore *self, gint64 match_id, guint index, const char *settings,
                  guint64 seed, gint64 time)
{
  return _splay_store_run (self,
                           "INSERT INTO games (match_id, idx, settings, seed, started) "
                           "VALUES (?1, ?2, ?3, ?4, ?5)",
                           "xitxx", match_id, index, settings, (gint64) seed, time);
}

static int
touch_match (SplayStore *self, gint64 match_id, gint64 time)
{
  return _splay_store_run (self, "UPDATE matches SET updated = max(updated, ?2) WHERE id = ?1",
                           "xx", match_id, time);
}

static int
write_action (SplayStore *self, gint64 match_id, guint game_index, guint action_index, int seat,
              SplayAction action, gint64 time_ms)
{
  int rc = _splay_store_run (
      self,
      "INSERT INTO actions (game_id, idx, seat, action, time_ms) "
      "SELECT id, ?3, ?4, ?5, ?6 FROM games WHERE match_id = ?1 AND idx = ?2",
      "xiiixX", match_id, game_index, action_index, seat, (gint64) action, time_ms);

  if (rc == SQLITE_OK && sqlite3_changes (self->db) != 1)
    rc = SQLITE_NOTFOUND; /* its game row was never written: a bug */
  return rc;
}

static int
write_game_over (SplayStore *self, gint64 match_id, guint game_index, const SplayResult *result,
                 const int *points, gint64 time)
{
  int rc = _splay_store_run (self,
                             "UPDATE games SET status = 'finished', finished = ?3, drawn = ?4 "
                             "WHERE match_id = ?1 AND idx = ?2",
                             "xixi", match_id, game_index, time, result->drawn ? 1 : 0);

  if (rc != SQLITE_OK)
    return rc;
  if (sqlite3_changes (self->db) != 1)
    return SQLITE_NOTFOUND;

  for (int seat = 0; seat < result->n_seats && seat < SPLAY_MAX_SEATS; seat++)
    if ((rc = _splay_store_run (self,
                                "INSERT OR REPLACE INTO points (game_id, seat, points, place) "
                                "SELECT id, ?3, ?4, ?5 FROM games WHERE match_id = ?1 AND idx = ?2",
                                "xiiii", match_id, game_index, seat, points[seat],
                                result->place[seat]))
        != SQLITE_OK)
      return rc;
  return touch_match (self, match_id, time);
}

static int
write_match_over (SplayStore *self, gint64 match_id, int winner, gint64 time)
{
  return _splay_store_run (self,
                           "UPDATE matches SET status = 'finished', winner = ?2, "
                           "updated = max(updated, ?3) WHERE id = ?1",
                           "xXx", match_id, (gint64) winner, time);
}

/* The count, not an increment: a write that is retried stays right. */
static int
write_hints (SplayStore *self, gint64 match_id, guint game_index, guint n_hints)
{
  return _splay_store_run (self,
                           "UPDATE games SET hints = max(hints, ?3) "
                           "WHERE match_id = ?1 AND idx = ?2",
                           "xii", match_id, game_index, n_hints);
}

/* Marks the live actions from @from on as taken back by undo number
 * @n_undos of the game (see the schema, 3 -> 4). The count, not an
 * increment: a write that is retried stays right. */
static int
write_undo (SplayStore *self, gint64 match_id, guint game_index, guint from, guint n_undos)
{
  int rc
      = _splay_store_run (self,
                          "UPDATE actions SET undone = ?4, idx = -(?4 * 1000000 + idx) - 1 "
                          "WHERE idx >= ?3 "
                          "AND game_id = (SELECT id FROM games WHERE match_id = ?1 AND idx = ?2)",
                          "xiii", match_id, game_index, from, n_undos);

  if (rc != SQLITE_OK)
    return rc;
  return _splay_store_run (self,
                           "UPDATE games SET undos = max(undos, ?3) "
                           "WHERE match_id = ?1 AND idx = ?2",
                           "xii", match_id, game_index, n_undos);
}

static void
fill_game_over (SplayMatch *match, guint index, SplayGame *game, Op *op)
{
  splay_game_get_result (game, &op->result);
  for (int seat = 0; seat < op->result.n_seats && seat < SPLAY_MAX_SEATS; seat++)
    op->points[seat] = splay_match_get_game_points (match, index, seat);
}

/* Makes the rows of a match agree with the model: games and actions the
 * model has but the database lacks are added (a match tracked after its
 * first game started, or writes lost with a crash of the disk); rows past
 * what the model holds are dropped, which happens when a match with a
 * damaged action was resumed at its last good action and play went on from
 * there. Reads first, so an up-to-date match on a read-only disk writes
 * nothing and does not fail. */
static int
write_sync (SplayStore *self, gint64 match_id, SplayMatch *match)
{
  const SplayRules *rules = splay_match_get_rules (match);
  guint n_games = splay_match_get_n_games (match);
  sqlite3_stmt *stmt;
  gint64 time = _splay_store_now_ms ();
  int rc;

  stmt = _splay_store_bind (self, "SELECT count(*) FROM games WHERE match_id = ?1 AND idx >= ?2",
                            "xi", match_id, n_games);
  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return sqlite3_reset (stmt), rc;
  if (sqlite3_column_int (stmt, 0) > 0)
    {
      sqlite3_reset (stmt);
      rc = _splay_store_run (self, "DELETE FROM games WHERE match_id = ?1 AND idx >= ?2", "xi",
                             match_id, n_games);
      if (rc != SQLITE_OK)
        return rc;
    }
  else
    sqlite3_reset (stmt);

  for (guint i = 0; i < n_games; i++)
    {
      SplayGame *game = splay_match_get_game (match, i);
      guint n_actions = splay_game_get_n_actions (game);
      gboolean have_game = FALSE, finished = FALSE;
      int n_rows = 0, n_good = 0;

      stmt = _splay_store_bind (self,
                                "SELECT g.status = 'finished', "
                                "  (SELECT count(*) FROM actions a "
                                "   WHERE a.game_id = g.id AND a.idx >= 0), "
                                "  (SELECT count(*) FROM actions a "
                                "   WHERE a.game_id = g.id AND a.idx >= 0 "
                                "   AND a.idx < ?3) "
                                "FROM games g WHERE g.match_id = ?1 AND g.idx = ?2",
                                "xii", match_id, i, n_actions);
      if (stmt == NULL)
        return sqlite3_errcode (self->db);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          have_game = TRUE;
          finished = sqlite3_column_int (stmt, 0);
          n_rows = sqlite3_column_int (stmt, 1);
          n_good = sqlite3_column_int (stmt, 2);
        }
      else if (rc != SQLITE_DONE)
        return sqlite3_reset (stmt), rc;
      sqlite3_reset (stmt);

      if (!have_game)
        {
          g_autofree char *settings
              = splay_settings_to_text (rules, splay_game_get_settings (game));
          rc = write_game_start (self, match_id, i, settings, splay_game_get_seed (game), time);
          if (rc != SQLITE_OK)
            return rc;
        }

      if (n_rows > n_good)
        {
          rc = _splay_store_run (self,
                                 "DELETE FROM actions WHERE idx >= ?3 AND game_id = "
                                 "(SELECT id FROM games WHERE match_id = ?1 AND idx = ?2)",
                                 "xii", match_id, i, n_actions);
          if (rc != SQLITE_OK)
            return rc;
        }

      if ((guint) n_good < n_actions)
        {
          /* Rows before the first missing one already agree (the model was
           * rebuilt from them), so only the missing ones are written. */
          for (guint k = 0; k < n_actions; k++)
            {
              int seat;
              SplayAction action;

              splay_game_get_action (game, k, &seat, &action);
              rc = _splay_store_run (self,
                                     "INSERT OR IGNORE INTO actions "
                                     "(game_id, idx, seat, action) "
                                     "SELECT id, ?3, ?4, ?5 FROM games "
                                     "WHERE match_id = ?1 AND idx = ?2",
                                     "xiiix", match_id, i, k, seat, (gint64) action);
              if (rc != SQLITE_OK)
                return rc;
            }
          if ((rc = touch_match (self, match_id, time)) != SQLITE_OK)
            return rc;
        }

      if (splay_game_is_over (game) && !finished)
        {
          Op op = { 0 };
          fill_game_over (match, i, game, &op);
          rc = write_game_over (self, match_id, i, &op.result, op.points, time);
          if (rc != SQLITE_OK)
            return rc;
        }
    }

  if (splay_match_is_over (match))
    {
      gboolean playing = FALSE;

      stmt = _splay_store_bind (self, "SELECT status = 'playing' FROM matches WHERE id = ?1", "x",
                                match_id);
      if (stmt == NULL)
        return sqlite3_errcode (self->db);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        playing = sqlite3_column_int (stmt, 0);
      sqlite3_reset (stmt);
      if (playing)
        return write_match_over (self, match_id, splay_match_get_winner (match), time);
    }
  return SQLITE_OK;
}

/* Writes @op inside the transaction the caller began. */
static int
write_op (SplayStore *self, Op *op)
{
  int rc = SQLITE_OK;

  switch (op->kind)
    {
    case OP_GAME_START:
      rc = write_game_start (self, op->match_id, op->game_index, op->settings, op->seed, op->time);
      if (rc == SQLITE_OK)
        rc = touch_match (self, op->match_id, op->time);
      break;
    case OP_ACTION:
      rc = write_action (self, op->match_id, op->game_index, op->action_index, op->seat, op->action,
                         op->time_ms);
      if (rc == SQLITE_OK)
        rc = touch_match (self, op->match_id, op->time);
      break;
    case OP_GAME_OVER:
      rc = write_game_over (self, op->match_id, op->game_index, &op->result, op->points, op->time);
      break;
    case OP_MATCH_OVER: rc = write_match_over (self, op->match_id, op->winner, op->time); break;
    case OP_HINT: rc = write_hints (self, op->match_id, op->game_index, op->n_hints); break;
    case OP_UNDO:
      rc = write_undo (self, op->match_id, op->game_index, op->action_index, op->n_hints);
      break;
    case OP_SYNC: rc = write_sync (self, op->match_id, op->match); break;
    default: g_assert_not_reached ();
    }
  return rc;
}

/* Failures that go away by themselves or when the person frees space or
 * fixes permissions: keep the write and try again. Anything else is a bug in
 * what we write, or a damaged file ("malformed", "not a database"), which
 * no retry mends: retrying would block every later write. */
static gboolean
is_retryable (int rc)
{
  switch (rc & 0xff)
    {
    case SQLITE_FULL:
    case SQLITE_READONLY:
    case SQLITE_IOERR:
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
    case SQLITE_CANTOPEN:
    case SQLITE_PROTOCOL:
    case SQLITE_NOMEM:
    case SQLITE_PERM: return TRUE;
    default: return FALSE;
    }
}

static gboolean retry_cb (gpointer data);

/* The message for a write that failed with @rc and the database's own
 * message @reason (read before the rollback, which would replace it). */
static char *
save_failed_message (int rc, const char *reason)
{
  if ((rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED)
    return g_strdup (_("Another program is writing to the saved games, so this game is waiting "
                        "to be saved. Play can go on; Splay keeps the moves and saves them as "
                        "soon as it can."));
  /* Translators: %s is the database's reason, e.g. "database or disk is full" */
  return g_strdup_printf (_("The game could not be saved (%s). Play can go on; Splay keeps the "
                             "moves and tries again."),
                          reason);
}

/* The changes one flush () dropped: how many, the first one's reason, and
 * what the person is told. */
typedef struct
{
  int n;
  int rc;
  char *reason;
  char *message; /* NULL: nothing to say (its match was told before) */
} Refused;

/* Notes that @op was dropped for @reason; the first time for its match,
 * the person is to be told (Refused.message). */
static void
note_refused (SplayStore *self, const Op *op, int rc, const char *reason, Refused *refused)
{
  if (refused->n++ == 0)
    {
      refused->rc = rc;
      refused->reason = g_strdup (reason);
    }
  /* The person is told, once a match: the log only reached developers,
   * while the match went on unsaved. */
  if (op->match_id == self->refused_match || refused->message != NULL)
    return;
  self->refused_match = op->match_id;
  refused->message = g_strdup_printf (
      /* Translators: %s is the database's reason, e.g. "UNIQUE constraint
       * failed: actions.game_id, actions.idx" */
      _("The saved games refused a change (%s): the database may be damaged, so this match is "
         "not saved whole from here on. Play can go on; what was saved before is kept."),
      reason);
}

/* Logs the changes dropped (one line, however many) and tells the person.
 * A warning the first time for a match, as the person is told: a damaged
 * page refuses every move after it, and the log had a warning for each. */
static void
report_refused (SplayStore *self, Refused *refused)
{
  if (refused->n == 0)
    return;
  g_log (G_LOG_DOMAIN, refused->message != NULL ? G_LOG_LEVEL_WARNING : G_LOG_LEVEL_DEBUG,
         "Dropped %d write(s) to %s that the database refuses (%s): %s", refused->n, self->path,
         sqlite3_errstr (refused->rc), refused->reason);
  if (refused->message != NULL)
    g_signal_emit_by_name (self, "save-refused", refused->message);
  g_free (refused->reason);
  g_free (refused->message);
  *refused = (Refused){ 0 };
}

/* Drops @l's change, which the database refused for @reason (@rc). */
static void
drop_refused (SplayStore *self, GList *l, int rc, const char *reason, Refused *refused)
{
  note_refused (self, l->data, rc, reason, refused);
  op_free (l->data);
  g_queue_delete_link (&self->pending, l);
}

/* write_op () for @l's change inside a savepoint of the transaction: a
 * change the database refuses for good is undone alone, dropped from the
 * queue and noted (note_refused ()), and the transaction goes on
 * (SQLITE_OK). Any other failure is returned, and so is a damaged page,
 * after which SQLite refuses to commit the transaction. */
static int
write_op_alone (SplayStore *self, GList *l, Refused *refused)
{
  g_autofree char *reason = NULL;
  int rc = _splay_store_run (self, "SAVEPOINT op", "");

  if (rc != SQLITE_OK)
    return rc;
  rc = write_op (self, l->data);
  if (rc == SQLITE_OK)
    return _splay_store_run (self, "RELEASE op", "");
  /* A failure that may pass, one that ended the transaction, or one
   * that dooms it. */
  if (is_retryable (rc) || sqlite3_get_autocommit (self->db) || _splay_store_is_damage (rc))
    return rc;
  reason = g_strdup (_splay_store_errmsg (self->db));
  if (_splay_store_run (self, "ROLLBACK TO op", "") != SQLITE_OK
      || _splay_store_run (self, "RELEASE op", "") != SQLITE_OK)
    return rc;
  drop_refused (self, l, rc, reason, refused);
  return SQLITE_OK;
}

/* Writes the pending changes before @stop (NULL: all of them) in one
 * transaction, each in a savepoint of its own with @one_by_one
 * (write_op_alone ()), and commits. On failure the transaction is rolled
 * back, *@bad is the change that failed (NULL: the transaction itself) and
 * *@reason the database's words. */
static int
write_pending (SplayStore *self, GList *stop, gboolean one_by_one, Refused *refused, GList **bad,
               char **reason)
{
  int rc = _splay_store_begin (self);

  *bad = NULL;
  for (GList *l = self->pending.head, *next; rc == SQLITE_OK && l != stop; l = next)
    {
      next = l->next;
      rc = one_by_one ? write_op_alone (self, l, refused) : write_op (self, l->data);
      if (rc != SQLITE_OK)
        *bad = l;
    }
  if (rc == SQLITE_OK)
    rc = _splay_store_commit (self);
  if (rc != SQLITE_OK)
    {
      *reason = g_strdup (_splay_store_errmsg (self->db));
      _splay_store_rollback (self);
    }
  return rc;
}

/* Writes every pending change in one transaction, so that what belongs
 * together (a game's last move, its result and the match's end) is saved
 * whole or not at all. A change the database refuses for good is dropped
 * (logged, and said once a match by "save-refused") and the rest written:
 * once one is refused, the changes are written again each in a savepoint
 * of their own, so that each one refused costs no more than itself (a
 * damaged file refused thousands of a backlog, which took a minute when
 * each refusal wrote the whole backlog again). A damaged page fails the
 * whole transaction it is met in, so the changes before the one that met
 * it are written first on their own. A failure that may pass (a full disk,
 * another program's lock) keeps everything, reports it once and is tried
 * again every RETRY_SECONDS. */
static gboolean
flush (SplayStore *self, GError **error)
{
  Refused refused = { 0 };
  gboolean one_by_one = FALSE, was_failing;

  if (self->flushing)
    return g_queue_is_empty (&self->pending);
  self->flushing = TRUE;
  self->last_attempt_us = g_get_monotonic_time ();

  while (!g_queue_is_empty (&self->pending))
    {
      g_autofree char *reason = NULL;
      GList *bad = NULL;
      int rc = write_pending (self, NULL, one_by_one, &refused, &bad, &reason);

      if (rc == SQLITE_OK)
        {
          g_queue_clear_full (&self->pending, (GDestroyNotify) op_free);
          break;
        }
      if (bad != NULL && !is_retryable (rc))
        {
          /* Refused for good: written again one by one, or, where that
           * cannot undo it alone, dropped here. */
          if (!one_by_one)
            {
              one_by_one = TRUE;
              continue;
            }
          if (_splay_store_is_damage (rc) && bad != self->pending.head)
            {
              g_autofree char *why = NULL;
              GList *before_bad = NULL;
              int before_rc = write_pending (self, bad, TRUE, &refused, &before_bad, &why);

              if (before_rc == SQLITE_OK)
                while (self->pending.head != bad)
                  op_free (g_queue_pop_head (&self->pending));
              else if (!_splay_store_is_damage (before_rc))
                {
                  /* Another failure: everything is kept and tried
                   * again, as for one that may pass. */
                  rc = before_rc;
                  g_free (reason);
                  reason = g_steal_pointer (&why);
                  goto failed;
                }
            }
          drop_refused (self, bad, rc, reason, &refused);
          continue;
        }

    failed:
      {
        g_autofree char *message = save_failed_message (rc, reason);

        if (self->retry_id == 0)
          self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry_cb, self);
        self->flushing = FALSE;
        g_set_error_literal (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE, message);
        report_refused (self, &refused);
        if (!self->failing)
          {
            self->failing = TRUE;
            g_signal_emit_by_name (self, "save-failed", message);
          }
      }
      return FALSE;
    }

  g_clear_handle_id (&self->retry_id, g_source_remove);
  self->flushing = FALSE;
  was_failing = self->failing;
  self->failing = FALSE;
  /* Not everything that failed before was written when a change was
   * refused: that is said instead. */
  if (was_failing && refused.n == 0)
    g_signal_emit_by_name (self, "save-recovered");
  report_refused (self, &refused);
  return TRUE;
}

static gboolean
retry_cb (gpointer data)
{
  SplayStore *self = data;

  self->retry_id = 0;
  flush (self, NULL);
  return G_SOURCE_REMOVE;
}

/* Queues @op. With @now it is written at once, unless writing is failing:
 * then it waits for the next retry (at most RETRY_SECONDS away, also without
 * a main loop), so that a locked or full database never slows play down. A
 * change that must be saved together with the ones that follow at once (a
 * game's last move with its result) is queued without @now. */
static void
push (SplayStore *self, Op *op, gboolean now)
{
  g_queue_push_tail (&self->pending, op);
  if (!now)
    return;
  if (self->failing
      && g_get_monotonic_time () - self->last_attempt_us < RETRY_SECONDS * G_USEC_PER_SEC)
    return;
  flush (self, NULL);
}

gboolean
splay_store_flush (SplayStore *self, GError **error)
{
  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);
  return flush (self, error);
}

/* ------------------------------------------------------------------------ */
/* Tracking */

static Tracked *
find_tracked (SplayStore *self, SplayMatch *match)
{
  for (guint i = 0; i < self->tracked->len; i++)
    {
      Tracked *t = g_ptr_array_index (self->tracked, i);
      if (t->match == match)
        return t;
    }
  return NULL;
}

static guint
game_index (SplayMatch *match, SplayGame *game)
{
  guint n = splay_match_get_n_games (match);

  /* The game that changed is nearly always the last. */
  for (guint i = n; i > 0; i--)
    if (splay_match_get_game (match, i - 1) == game)
      return i - 1;
  g_return_val_if_reached (n ? n - 1 : 0);
}

static Op *
op_new (OpKind kind, Tracked *t)
{
  Op *op = g_new0 (Op, 1);
  op->kind = kind;
  op->match_id = t->id;
  op->time = _splay_store_now_ms ();
  op->time_ms = -1;
  op->winner = -1;
  return op;
}

static void
on_game_started (SplayMatch *match, SplayGame *game, gpointer data)
{
  Tracked *t = data;
  Op *op = op_new (OP_GAME_START, t);

  op->game_index = game_index (match, game);
  op->settings
      = splay_settings_to_text (splay_game_get_rules (game), splay_game_get_settings (game));
  op->seed = splay_game_get_seed (game);
  t->game_base_us = g_get_monotonic_time ();
  push (t->store, op, TRUE);
}

static void
on_action_applied (SplayMatch *match, SplayGame *game, int seat, guint action, guint index,
                   gpointer data)
{
  Tracked *t = data;
  Op *op = op_new (OP_ACTION, t);

  op->game_index = game_index (match, game);
  op->action_index = index;
  op->seat = seat;
  op->action = action;
  /* A race is saved on its own clock, which stops while it is paused. */
  if (splay_match_get_realtime (match) != NULL)
    op->time_ms = splay_realtime_get_time_ms (splay_match_get_realtime (match));
  else
    op->time_ms = (g_get_monotonic_time () - t->game_base_us) / 1000;
  /* A game's last move is saved with its result (and the match's end), in
   * one transaction: a crash in between left a match half finished. */
  push (t->store, op, !splay_game_is_over (game));
}

static void
on_game_over (SplayMatch *match, SplayGame *game, gpointer data)
{
  Tracked *t = data;
  Op *op = op_new (OP_GAME_OVER, t);

  op->game_index = game_index (match, game);
  fill_game_over (match, op->game_index, game, op);
  push (t->store, op, !splay_match_is_over (match));
}

static void
on_match_over (SplayMatch *match, gpointer data)
{
  Tracked *t = data;
  Op *op = op_new (OP_MATCH_OVER, t);

  op->winner = splay_match_get_winner (match);
  push (t->store, op, TRUE);
}

static void
on_hint_ready (SplayMatch *match, SplayGame *game, int seat, guint action, gpointer data)
{
  Tracked *t = data;
  Op *op = op_new (OP_HINT, t);

  op->game_index = game_index (match, game);
  op->n_hints = splay_game_get_n_hints (game);
  push (t->store, op, TRUE);
}

static void
on_undone (SplayMatch *match, SplayGame *game, guint from, guint before, gpointer data)
{
  Tracked *t = data;
  Op *op = op_new (OP_UNDO, t);

  op->game_index = game_index (match, game);
  op->action_index = from;
  op->n_hints = splay_game_get_n_undos (game); /* the field carries the count */
  push (t->store, op, TRUE);
}

static void tracked_free (Tracked *t);

static void
on_match_finalized (gpointer data, GObject *where_the_object_was)
{
  Tracked *t = data;

  t->match = NULL; /* its handlers went with it */
  g_ptr_array_remove (t->store->tracked, t);
}

static void
tracked_free (Tracked *t)
{
  if (t->match)
    {
      for (guint i = 0; i < G_N_ELEMENTS (t->handlers); i++)
        g_clear_signal_handler (&t->handlers[i], t->match);
      g_object_weak_unref (G_OBJECT (t->match), on_match_finalized, t);
    }
  g_free (t);
}

/* The player row of a person (by name) or of a computer level. */
static gint64
player_row (SplayStore *self, SplayPlayer *player, int *rc)
{
  gboolean human = splay_player_is_human (player);
  const char *name = splay_player_get_name (player);
  const char *level = splay_level_to_string (splay_player_get_level (player));
  sqlite3_stmt *stmt;
  gint64 id = 0;

  if (name == NULL)
    name = "";

  stmt = _splay_store_bind (self,
                            human ? "SELECT id FROM players WHERE kind = 'human' AND name = ?1"
                                  : "SELECT id FROM players WHERE kind = 'computer' AND level = ?1",
                            "t", human ? name : level);
  if (stmt == NULL)
    return (*rc = sqlite3_errcode (self->db)), 0;
  *rc = sqlite3_step (stmt);
  if (*rc == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  if (*rc == SQLITE_ROW)
    return (*rc = SQLITE_OK), id;
  if (*rc != SQLITE_DONE)
    return 0;

  *rc = _splay_store_run (self,
                          "INSERT INTO players (kind, name, level, created) "
                          "VALUES (?1, ?2, ?3, ?4)",
                          "tttx", human ? "human" : "computer", human ? name : NULL,
                          human ? NULL : level, _splay_store_now_ms ());
  if (*rc != SQLITE_OK)
    return 0;
  return sqlite3_last_insert_rowid (self->db);
}

static gint64
insert_match (SplayStore *self, SplayMatch *match, GError **error)
{
  const SplayRules *rules = splay_match_get_rules (match);
  int n_seats = splay_match_get_n_seats (match);
  g_autofree char *settings = splay_settings_to_text (rules, splay_match_get_settings (match));
  gint64 player_ids[SPLAY_MAX_SEATS] = { 0 };
  gint64 time = _splay_store_now_ms ();
  gint64 id = 0;
  int rc;

  if ((rc = _splay_store_begin (self)) != SQLITE_OK)
    goto fail;

  for (int seat = 0; seat < n_seats; seat++)
    {
      player_ids[seat] = player_row (self, splay_match_get_player (match, seat), &rc);
      if (rc != SQLITE_OK)
        goto fail;
    }

  rc = _splay_store_run (self,
                         "INSERT INTO matches (game_id, settings, seed, n_seats, target_points, "
                         "max_games, created, updated) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
                         "ttxiiix", rules->id, settings, (gint64) splay_match_get_seed (match),
                         n_seats, splay_match_get_target_points (match),
                         splay_match_get_max_games (match), time);
  if (rc != SQLITE_OK)
    goto fail;
  id = sqlite3_last_insert_rowid (self->db);

  for (int seat = 0; seat < n_seats; seat++)
    {
      SplayPlayer *player = splay_match_get_player (match, seat);
      gboolean human = splay_player_is_human (player);
      const char *name = splay_player_get_name (player);

      rc = _splay_store_run (
          self,
          "INSERT INTO match_seats "
          "(match_id, seat, player_id, name, kind, level) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
          "xixttt", id, seat, player_ids[seat], name ? name : "", human ? "human" : "computer",
          human ? NULL : splay_level_to_string (splay_player_get_level (player)));
      if (rc != SQLITE_OK)
        goto fail;
    }

  if ((rc = _splay_store_commit (self)) != SQLITE_OK)
    goto fail;

  for (int seat = 0; seat < n_seats; seat++)
    splay_player_set_id (splay_match_get_player (match, seat), player_ids[seat]);
  return id;

fail:
  _splay_store_set_db_error (self, error,
                             (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED
                                 ? SPLAY_STORE_ERROR_BUSY
                                 : SPLAY_STORE_ERROR_WRITE,
                             _("The new match could not be saved"));
  _splay_store_rollback (self);
  return 0;
}

/* For a resumed game of a real-time match, the clock goes on from the last
 * saved offset rather than from zero. */
static gint64
last_time_offset (SplayStore *self, gint64 match_id, guint game_index)
{
  sqlite3_stmt *stmt
      = _splay_store_bind (self,
                           "SELECT max(a.time_ms) FROM actions a JOIN games g ON g.id = a.game_id "
                           "AND a.idx >= 0 "
                           "WHERE g.match_id = ?1 AND g.idx = ?2",
                           "xi", match_id, game_index);
  gint64 ms = 0;

  if (stmt == NULL)
    return 0;
  if (sqlite3_step (stmt) == SQLITE_ROW)
    ms = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  return ms;
}

gboolean
splay_store_track_match (SplayStore *self, SplayMatch *match, GError **error)
{
  Tracked *t;
  gint64 id;
  guint n_games;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);
  g_return_val_if_fail (SPLAY_IS_MATCH (match), FALSE);

  if (find_tracked (self, match))
    return TRUE;

  id = splay_match_get_id (match);
  if (id == 0)
    {
      id = insert_match (self, match, error);
      if (id == 0)
        return FALSE;
      splay_match_set_id (match, id);
    }
  else
    {
      sqlite3_stmt *stmt
          = _splay_store_get_stmt (self, "SELECT 1 FROM matches WHERE id = ?1", error);
      int rc;

      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, id);
      rc = sqlite3_step (stmt);
      sqlite3_reset (stmt);
      if (rc != SQLITE_ROW)
        {
          g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND,
                       _("The saved match %lld is not in the database."), (long long) id);
          return FALSE;
        }
    }

  t = g_new0 (Tracked, 1);
  t->store = self;
  t->match = match;
  t->id = id;
  t->game_base_us = g_get_monotonic_time ();
  n_games = splay_match_get_n_games (match);
  if (n_games > 0)
    t->game_base_us -= last_time_offset (self, id, n_games - 1) * 1000;

  t->handlers[0] = g_signal_connect (match, "game-started", G_CALLBACK (on_game_started), t);
  t->handlers[1] = g_signal_connect (match, "action-applied", G_CALLBACK (on_action_applied), t);
  t->handlers[2] = g_signal_connect (match, "game-over", G_CALLBACK (on_game_over), t);
  t->handlers[3] = g_signal_connect (match, "match-over", G_CALLBACK (on_match_over), t);
  t->handlers[4] = g_signal_connect (match, "hint-ready", G_CALLBACK (on_hint_ready), t);
  t->handlers[5] = g_signal_connect (match, "undone", G_CALLBACK (on_undone), t);
  g_object_weak_ref (G_OBJECT (match), on_match_finalized, t);
  g_ptr_array_add (self->tracked, t);

  /* Whatever happened before tracking (a game already started, or a resumed
   * match whose rows run past what could be replayed) is written now. */
  if (n_games > 0 || splay_match_is_over (match))
    {
      Op *op = op_new (OP_SYNC, t);
      op->match = g_object_ref (match);
      push (self, op, TRUE);
    }
  return TRUE;
}

void
splay_store_untrack_match (SplayStore *self, SplayMatch *match)
{
  Tracked *t;

  g_return_if_fail (SPLAY_IS_STORE (self));

  t = find_tracked (self, match);
  if (t)
    g_ptr_array_remove (self->tracked, t);
}

/* ------------------------------------------------------------------------ */
/* With the object (splay-store.c) */

void
_splay_store_actions_init (SplayStore *self)
{
  self->tracked = g_ptr_array_new_with_free_func ((GDestroyNotify) tracked_free);
  g_queue_init (&self->pending);
}

void
_splay_store_actions_dispose (SplayStore *self)
{
  g_ptr_array_set_size (self->tracked, 0);
  /* A last try: what still fails is lost with the process anyway. */
  if (self->db && !g_queue_is_empty (&self->pending))
    flush (self, NULL);
  g_clear_handle_id (&self->retry_id, g_source_remove);
}

void
_splay_store_actions_finalize (SplayStore *self)
{
  g_queue_clear_full (&self->pending, (GDestroyNotify) op_free);
  g_ptr_array_unref (self->tracked);
}
