/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store.c: the SQLite database of saved matches.
 *
 * A saved game is its settings, its seed and its list of actions; a match is
 * rebuilt by replay. Every action is written in its own small transaction
 * the moment the model applies it, so quitting or crashing loses nothing and
 * there is never a "save?" question.
 *
 * Writes that fail (disk full, read-only, I/O error) are kept in memory in
 * order and retried, so play goes on and nothing is reordered or lost while
 * the process lives.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "splay-store.h"
#include "../model/splay-realtime.h"
#include "splay-store-private.h"

G_DEFINE_QUARK (splay-store-error-quark, splay_store_error)

/* How long a write waits for another connection's write lock before it is
 * reported (and kept, and retried): short, so that play never stalls and
 * the person learns within a second why nothing is saved. */
#define BUSY_TIMEOUT_MS 250
/* While writes are waiting, retry this often even if nothing changes (a
 * person thinking about a move makes no changes). */
#define RETRY_SECONDS 1

/* ------------------------------------------------------------------------ */
/* Schema */

/* Each step takes the database from version i to i + 1, in one transaction
 * together with the new user_version. Never edit a released step: add one. */

/* Each match's result, kept with it from version 2 on (the statistics and
 * the history read these instead of adding up every game's points). They
 * are derived data: triggers keep them up to date whatever writes the rows
 * (the store, the benchmarks' synthetic matches, a hint counted later), and
 * the migration fills them in for older databases with the same
 * expressions.
 *
 * match_seats.total: the seat's points over the match's finished games.
 * match_seats.scores: the same points one by one, "12,0,7" (not in a
 *   particular order; empty before a game has ended).
 * match_seats.place: the seat's place at the end of the match, as the
 *   statistics count it (splay-stats.h): in a match of one finished game
 *   that game's place, else 1 + the seats with a higher total.
 * matches.assisted: 1 if any game of the match used a hint or an undo.
 * matches.result: a SplayHistoryResult: 0 a person won, 1 no single
 *   winner, 2 a computer won, 3 still playing, 4 abandoned.
 * matches.seat_summary: every seat in one text for reading a game's record
 *   without a row per seat: "SEAT PLAYER_ID KIND PLACE SCORES" per seat,
 *   seats separated by ";", where KIND is "human" or the computer's level,
 *   e.g. "0 1 human 1 12,9;1 2 medium 2 3,4".
 *
 * Each macro is the SET part of an UPDATE of its table, for every row it
 * matches: the triggers add a WHERE for the match that changed. */
#define POINTS_OF_SEAT \
  "FROM games g JOIN points p ON p.game_id = g.id " \
  "WHERE g.match_id = match_seats.match_id AND p.seat = match_seats.seat"
#define SEAT_TOTALS \
  "total = coalesce ((SELECT sum (p.points) " POINTS_OF_SEAT "), 0), " \
  "scores = coalesce ((SELECT group_concat (p.points, ',') " POINTS_OF_SEAT "), '')"
#define SEAT_PLACE \
  "place = coalesce (" \
  "  (SELECT p.place " POINTS_OF_SEAT " AND g.idx = 0 AND p.place > 0 " \
  "   AND NOT EXISTS (SELECT 1 FROM games g2 JOIN points p2 ON p2.game_id = g2.id " \
  "                   WHERE g2.match_id = match_seats.match_id AND g2.idx > 0)), " \
  "  1 + (SELECT count (*) FROM match_seats o " \
  "       WHERE o.match_id = match_seats.match_id AND o.total > match_seats.total))"
#define MATCH_SUMMARY \
  "seat_summary = coalesce ((SELECT group_concat (" \
  "  s.seat || ' ' || s.player_id || ' ' || " \
  "  CASE WHEN s.kind = 'human' THEN 'human' ELSE coalesce (s.level, '-') END || ' ' || " \
  "  s.place || ' ' || s.scores, ';') " \
  "FROM match_seats s WHERE s.match_id = matches.id), '')"
#define MATCH_ASSISTED \
  "assisted = EXISTS (SELECT 1 FROM games g WHERE g.match_id = matches.id " \
  "                   AND (g.hints > 0 OR g.undos > 0))"
#define MATCH_RESULT \
  "result = CASE status WHEN 'playing' THEN 3 WHEN 'abandoned' THEN 4 ELSE " \
  "  CASE WHEN winner IS NULL THEN 1 " \
  "       WHEN (SELECT s.kind FROM match_seats s WHERE s.match_id = matches.id " \
  "             AND s.seat = matches.winner) = 'human' THEN 0 " \
  "       ELSE 2 END END"
/* Everything that follows from the points and the seats of match @m (an
 * SQL expression), as statements for a trigger; REFRESH_SEAT when only the
 * points of seat @seat changed (a game's points are written a seat at a
 * time: adding up every seat's again for each would be seats² work). */
#define REFRESH_SEATS(m) \
  "  UPDATE match_seats SET " SEAT_TOTALS " WHERE match_id = " m ";\n" \
  REFRESH_PLACES (m)
#define REFRESH_SEAT(m, seat) \
  "  UPDATE match_seats SET " SEAT_TOTALS " WHERE match_id = " m " AND seat = " seat ";\n" \
  REFRESH_PLACES (m)
#define REFRESH_PLACES(m) \
  "  UPDATE match_seats SET " SEAT_PLACE " WHERE match_id = " m ";\n" \
  "  UPDATE matches SET " MATCH_SUMMARY " WHERE id = " m ";\n"

static const char *const migrations[] = {
  /* 0 -> 1 */
  "PRAGMA application_id = 1399876729;\n" /* SPLAY_STORE_APPLICATION_ID */
  /* A person by name, or one row per computer level. */
  "CREATE TABLE players (\n"
  "  id      INTEGER PRIMARY KEY,\n"
  "  kind    TEXT NOT NULL CHECK (kind IN ('human', 'computer')),\n"
  "  name    TEXT,\n"
  "  level   TEXT,\n"
  "  created INTEGER NOT NULL,\n"
  "  CHECK ((kind = 'human' AND name IS NOT NULL AND level IS NULL)\n"
  "      OR (kind = 'computer' AND level IS NOT NULL))\n"
  ");\n"
  "CREATE UNIQUE INDEX players_human ON players (name) WHERE kind = 'human';\n"
  "CREATE UNIQUE INDEX players_computer ON players (level) WHERE kind = 'computer';\n"
  /* Times are Unix milliseconds (UTC). Seeds are the 64-bit seed's bits. */
  "CREATE TABLE matches (\n"
  "  id            INTEGER PRIMARY KEY,\n"
  "  game_id       TEXT NOT NULL,\n"
  "  settings      TEXT NOT NULL,\n"
  "  seed          INTEGER NOT NULL,\n"
  "  n_seats       INTEGER NOT NULL CHECK (n_seats BETWEEN 1 AND 8),\n"
  "  target_points INTEGER NOT NULL DEFAULT 0,\n"
  "  max_games     INTEGER NOT NULL DEFAULT 0,\n"
  "  status        TEXT NOT NULL DEFAULT 'playing'\n"
  "                CHECK (status IN ('playing', 'finished', 'abandoned')),\n"
  "  winner        INTEGER,\n" /* seat, NULL: none or shared */
  "  created       INTEGER NOT NULL,\n"
  "  updated       INTEGER NOT NULL\n"
  ");\n"
  "CREATE INDEX matches_status_updated ON matches (status, updated DESC);\n"
  "CREATE INDEX matches_game_updated ON matches (game_id, updated DESC);\n"
  "CREATE INDEX matches_updated ON matches (updated DESC);\n"
  "CREATE TABLE match_seats (\n"
  "  match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,\n"
  "  seat      INTEGER NOT NULL,\n"
  "  player_id INTEGER NOT NULL REFERENCES players (id),\n"
  "  name      TEXT NOT NULL,\n" /* as shown at the table */
  "  kind      TEXT NOT NULL CHECK (kind IN ('human', 'computer')),\n"
  "  level     TEXT,\n"
  "  PRIMARY KEY (match_id, seat)\n"
  ") WITHOUT ROWID;\n"
  "CREATE INDEX match_seats_player ON match_seats (player_id, match_id);\n"
  "CREATE TABLE games (\n"
  "  id       INTEGER PRIMARY KEY,\n"
  "  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,\n"
  "  idx      INTEGER NOT NULL,\n"
  "  settings TEXT NOT NULL,\n"
  "  seed     INTEGER NOT NULL,\n"
  "  status   TEXT NOT NULL DEFAULT 'playing'\n"
  "           CHECK (status IN ('playing', 'finished')),\n"
  "  started  INTEGER NOT NULL,\n"
  "  finished INTEGER,\n"
  "  drawn    INTEGER NOT NULL DEFAULT 0,\n"
  "  hints    INTEGER NOT NULL DEFAULT 0,\n" /* hints asked for in this game */
  "  undos    INTEGER NOT NULL DEFAULT 0,\n" /* moves taken back */
  "  UNIQUE (match_id, idx)\n"
  ");\n"
  /* time_ms: since the game started, as the player lived it; the real-time
   * games' replay uses it, turn-based games keep it for statistics. */
  "CREATE TABLE actions (\n"
  "  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  idx     INTEGER NOT NULL,\n"
  "  seat    INTEGER NOT NULL,\n"
  "  action  INTEGER NOT NULL,\n"
  "  time_ms INTEGER,\n"
  "  PRIMARY KEY (game_id, idx)\n"
  ") WITHOUT ROWID;\n"
  "CREATE TABLE points (\n"
  "  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  seat    INTEGER NOT NULL,\n"
  "  points  INTEGER NOT NULL,\n"
  "  place   INTEGER NOT NULL,\n"
  "  PRIMARY KEY (game_id, seat)\n"
  ") WITHOUT ROWID;\n",

  /* 1 -> 2: each match's result kept with it, so the statistics and the
   * history's sort by result read one row per match instead of every game's
   * points; and an index for the history's filter by name. */
  "ALTER TABLE match_seats ADD COLUMN total INTEGER NOT NULL DEFAULT 0;\n"
  "ALTER TABLE match_seats ADD COLUMN place INTEGER NOT NULL DEFAULT 1;\n"
  "ALTER TABLE match_seats ADD COLUMN scores TEXT NOT NULL DEFAULT '';\n"
  "ALTER TABLE matches ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;\n"
  "ALTER TABLE matches ADD COLUMN result INTEGER NOT NULL DEFAULT 3;\n"
  "ALTER TABLE matches ADD COLUMN seat_summary TEXT NOT NULL DEFAULT '';\n"
  /* The rows made by version 1, filled in with the same expressions the
   * triggers below use from now on. */
  "UPDATE match_seats SET " SEAT_TOTALS ";\n"
  "UPDATE match_seats SET " SEAT_PLACE ";\n"
  "UPDATE matches SET " MATCH_SUMMARY ", " MATCH_ASSISTED ", " MATCH_RESULT ";\n"
  /* Statistics: a game's ended matches since a time, everything they need
   * in the index itself. */
  "CREATE INDEX matches_game_results ON matches\n"
  "  (game_id, status, updated, winner, assisted, seat_summary);\n"
  /* History sorted by result, newest first within a result: wins first,
   * or abandoned first (the order the index is read in decides which). */
  "CREATE INDEX matches_result ON matches (result, updated DESC, id DESC);\n"
  "CREATE INDEX matches_result_reversed ON matches (result DESC, updated DESC, id DESC);\n"
  /* History filtered by name: the distinct names, then their matches. */
  "CREATE INDEX match_seats_name ON match_seats (name);\n"
  /* A game's points are written when it ends (INSERT OR REPLACE, which
   * fires only the insert trigger), removed with its game. */
  "CREATE TRIGGER points_summary_insert AFTER INSERT ON points BEGIN\n"
  REFRESH_SEATS ("(SELECT match_id FROM games WHERE id = NEW.game_id)")
  "END;\n"
  "CREATE TRIGGER points_summary_update AFTER UPDATE ON points BEGIN\n"
  REFRESH_SEATS ("(SELECT match_id FROM games WHERE id = OLD.game_id)")
  REFRESH_SEATS ("(SELECT match_id FROM games WHERE id = NEW.game_id)")
  "END;\n"
  "CREATE TRIGGER points_summary_delete AFTER DELETE ON points BEGIN\n"
  REFRESH_SEATS ("(SELECT match_id FROM games WHERE id = OLD.game_id)")
  "END;\n"
  /* Hints and undos are counted as they happen; a game can also be written
   * whole (or dropped when a damaged match is played on from before it). */
  "CREATE TRIGGER games_summary_insert AFTER INSERT ON games\n"
  "  WHEN NEW.hints > 0 OR NEW.undos > 0 BEGIN\n"
  "  UPDATE matches SET " MATCH_ASSISTED " WHERE id = NEW.match_id;\n"
  "END;\n"
  "CREATE TRIGGER games_summary_update AFTER UPDATE OF hints, undos, match_id ON games BEGIN\n"
  "  UPDATE matches SET " MATCH_ASSISTED " WHERE id IN (OLD.match_id, NEW.match_id);\n"
  "END;\n"
  "CREATE TRIGGER games_summary_delete AFTER DELETE ON games BEGIN\n"
  "  UPDATE matches SET " MATCH_ASSISTED " WHERE id = OLD.match_id;\n"
  REFRESH_SEATS ("OLD.match_id")
  "END;\n"
  /* A match ends, is abandoned, or is written already ended. */
  "CREATE TRIGGER matches_summary_insert AFTER INSERT ON matches BEGIN\n"
  "  UPDATE matches SET " MATCH_RESULT " WHERE id = NEW.id;\n"
  "END;\n"
  "CREATE TRIGGER matches_summary_update AFTER UPDATE OF status, winner ON matches BEGIN\n"
  "  UPDATE matches SET " MATCH_RESULT " WHERE id = NEW.id;\n"
  "END;\n"
  /* Seats are written with the match; the result needs the winner's kind. */
  "CREATE TRIGGER match_seats_summary_insert AFTER INSERT ON match_seats BEGIN\n"
  REFRESH_SEATS ("NEW.match_id")
  "  UPDATE matches SET " MATCH_RESULT " WHERE id = NEW.match_id;\n"
  "END;\n"
  "CREATE TRIGGER match_seats_summary_update\n"
  "  AFTER UPDATE OF match_id, seat, player_id, kind, level ON match_seats BEGIN\n"
  REFRESH_SEATS ("OLD.match_id")
  REFRESH_SEATS ("NEW.match_id")
  "  UPDATE matches SET " MATCH_RESULT " WHERE id IN (OLD.match_id, NEW.match_id);\n"
  "END;\n",

  /* 2 -> 3: the triggers for a seat's new points and for a new seat add up
   * that seat's points only, not every seat's again: a game's points are
   * written a seat at a time, so that was seats² work per game (writing
   * 100,000 synthetic matches took 9 times as long as without triggers). */
  "DROP TRIGGER points_summary_insert;\n"
  "CREATE TRIGGER points_summary_insert AFTER INSERT ON points BEGIN\n"
  REFRESH_SEAT ("(SELECT match_id FROM games WHERE id = NEW.game_id)", "NEW.seat")
  "END;\n"
  "DROP TRIGGER match_seats_summary_insert;\n"
  "CREATE TRIGGER match_seats_summary_insert AFTER INSERT ON match_seats BEGIN\n"
  REFRESH_SEAT ("NEW.match_id", "NEW.seat")
  "  UPDATE matches SET " MATCH_RESULT " WHERE id = NEW.match_id;\n"
  "END;\n",

  /* 3 -> 4: undo. An action taken back stays in the log, marked with the
   * number of the undo that took it back (the game's 1st, 2nd, ...) in
   * actions.undone, and moved out of the game's sequence to a negative
   * index, -(undone * 1000000 + its index) - 1, so that the moves played
   * instead take its place: the live log is every row with idx >= 0, in
   * order, as before, and games.undos counts the undos. */
  "ALTER TABLE actions ADD COLUMN undone INTEGER NOT NULL DEFAULT 0;\n",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == SPLAY_STORE_SCHEMA_VERSION);

/* Tables a version-1 database must have; a file without them is damaged. */
static const char *const required_tables[] = {
  "players", "matches", "match_seats", "games", "actions", "points",
};

/* ------------------------------------------------------------------------ */
/* Pending writes */

typedef enum {
  OP_GAME_START,
  OP_ACTION,
  OP_GAME_OVER,
  OP_MATCH_OVER,
  OP_HINT,       /* the number of hints given in a game */
  OP_UNDO,       /* actions of a game taken back, and its undo count */
  OP_SYNC,       /* bring the rows of a whole match in line with the model */
} OpKind;

typedef struct {
  OpKind      kind;
  gint64      match_id;
  guint       game_index;
  gint64      time;        /* wall clock, Unix ms */
  /* OP_GAME_START */
  char       *settings;
  guint64     seed;
  /* OP_ACTION */
  guint       action_index;
  int         seat;
  SplayAction action;
  gint64      time_ms;     /* -1: none */
  /* OP_GAME_OVER */
  SplayResult result;
  int         points[SPLAY_MAX_SEATS];
  /* OP_MATCH_OVER */
  int         winner;
  /* OP_HINT */
  guint       n_hints;
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

typedef struct {
  SplayStore *store;
  SplayMatch *match;  /* weak */
  gint64      id;
  gint64      game_base_us; /* monotonic time at which the current game began */
  gulong      handlers[6];
} Tracked;

G_DEFINE_FINAL_TYPE (SplayStore, splay_store, G_TYPE_OBJECT)

enum {
  SIGNAL_SAVE_FAILED,
  SIGNAL_SAVE_RECOVERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static SplayMatchStatus
status_from_string (const char *text)
{
  if (g_strcmp0 (text, "finished") == 0)
    return SPLAY_MATCH_FINISHED;
  if (g_strcmp0 (text, "abandoned") == 0)
    return SPLAY_MATCH_ABANDONED;
  return SPLAY_MATCH_PLAYING;
}

/* ------------------------------------------------------------------------ */
/* Statements */

void
_splay_store_set_db_error (SplayStore  *self,
                           GError     **error,
                           int          code,
                           const char  *what)
{
  if (_splay_store_is_damage (sqlite3_extended_errcode (self->db)))
    _splay_store_mark_for_check (self);
  g_set_error (error, SPLAY_STORE_ERROR, code, "%s: %s", what,
               sqlite3_errmsg (self->db));
}

/* The one statement cache of the store (the history and the statistics use
 * it too): a statement is prepared the first time its SQL is run and kept
 * until the store is finalized. */
sqlite3_stmt *
_splay_store_stmt (SplayStore *self, const char *sql)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (self->stmts, sql);

  if (stmt == NULL)
    {
      if (sqlite3_prepare_v3 (self->db, sql, -1, SQLITE_PREPARE_PERSISTENT,
                              &stmt, NULL) != SQLITE_OK)
        return NULL;
      g_hash_table_insert (self->stmts, (gpointer) sql, stmt);
    }
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  return stmt;
}

sqlite3_stmt *
_splay_store_get_stmt (SplayStore  *self,
                       const char  *sql,
                       GError     **error)
{
  sqlite3_stmt *stmt = _splay_store_stmt (self, sql);

  if (stmt == NULL)
    _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_WRITE,
                               _("The database cannot run a query"));
  return stmt;
}

int
_splay_store_step_done (sqlite3_stmt *stmt)
{
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      ;
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static char *
column_strdup (sqlite3_stmt *stmt, int col)
{
  return g_strdup ((const char *) sqlite3_column_text (stmt, col));
}

static GDateTime *
date_time_from_ms (gint64 ms)
{
  g_autoptr(GDateTime) seconds = g_date_time_new_from_unix_local (ms / 1000);
  if (seconds == NULL)
    return NULL;
  return g_date_time_add (seconds, (ms % 1000) * G_TIME_SPAN_MILLISECOND);
}

/* Runs a script of several statements (migrations), one prepared statement
 * at a time. */
int
_splay_store_run_script (sqlite3 *db, const char *sql)
{
  const char *tail = sql;

  while (tail && *tail)
    {
      sqlite3_stmt *stmt = NULL;
      int rc = sqlite3_prepare_v2 (db, tail, -1, &stmt, &tail);
      if (rc != SQLITE_OK)
        return rc;
      if (stmt == NULL) /* only whitespace or a comment left */
        break;
      rc = _splay_store_step_done (stmt);
      sqlite3_finalize (stmt);
      if (rc != SQLITE_OK)
        return rc;
    }
  return SQLITE_OK;
}

static int
run_simple (SplayStore *self, const char *sql)
{
  sqlite3_stmt *stmt = _splay_store_get_stmt (self, sql, NULL);
  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  return _splay_store_step_done (stmt);
}

/* IMMEDIATE: the write lock is taken at once, under the busy timeout; a
 * deferred transaction that read first could fail without waiting. */
int
_splay_store_begin (SplayStore *self)
{
  return run_simple (self, "BEGIN IMMEDIATE");
}

int
_splay_store_commit (SplayStore *self)
{
  return run_simple (self, "COMMIT");
}

void
_splay_store_rollback (SplayStore *self)
{
  if (!sqlite3_get_autocommit (self->db))
    run_simple (self, "ROLLBACK");
}

/* ------------------------------------------------------------------------ */
/* Opening */

int
_splay_store_pragma_int (sqlite3 *db, const char *sql, int *out)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    return rc;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      *out = sqlite3_column_int (stmt, 0);
      rc = SQLITE_OK;
    }
  else if (rc == SQLITE_DONE)
    rc = SQLITE_ERROR;
  sqlite3_finalize (stmt);
  return rc;
}

gboolean
_splay_store_is_damage (int rc)
{
  rc &= 0xff;
  return rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB || rc == SQLITE_FORMAT;
}

static void
set_corrupt (GError **error, const char *path, const char *what)
{
  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT,
               /* Translators: the first %s is a file path, the second says
                * what is wrong with it */
               _("The saved games in “%s” cannot be used: %s. The file was left as it is."),
               path, what);
}

/* Whether the file's structure holds together, checked table by table.
 *
 * The action log, one row per card played, is nearly all of a database
 * (92 % of one with 2,000 matches of 500 actions); checking it took most
 * of the opening time, 0.3 s for 21 MB and about 1 s for 200 MB, before
 * the window could show. So every table is checked but that one. Damage in
 * the log still cannot pass unnoticed: reading a damaged page fails, so the
 * match it belongs to reports that its moves cannot be read, and the rest
 * of the history is unaffected. Returns FALSE with @error set for damage,
 * or with *@rc set when the check itself could not run. */
gboolean
_splay_store_check_tables (sqlite3 *db, const char *path, gboolean with_log, int *rc, GError **error)
{
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt = NULL;

  *rc = sqlite3_prepare_v2 (db,
                            with_log
                            ? "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY rootpage"
                            : "SELECT name FROM sqlite_schema WHERE type = 'table' "
                              "AND name <> 'actions' ORDER BY rootpage",
                            -1, &stmt, NULL);
  if (*rc != SQLITE_OK)
    return FALSE;
  g_ptr_array_add (tables, g_strdup ("sqlite_schema"));
  while ((*rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (tables, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_finalize (stmt);
  if (*rc != SQLITE_DONE)
    return FALSE;
  *rc = SQLITE_OK;

  for (guint i = 0; i < tables->len; i++)
    {
      char *sql = sqlite3_mprintf ("PRAGMA quick_check('%q')", (const char *) tables->pdata[i]);

      *rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);
      sqlite3_free (sql);
      if (*rc != SQLITE_OK)
        return FALSE;
      *rc = sqlite3_step (stmt);
      if (*rc != SQLITE_ROW)
        {
          sqlite3_finalize (stmt);
          return FALSE;
        }
      *rc = SQLITE_OK;
      /* One problem is enough to refuse the file. */
      if (g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "ok") != 0)
        {
          /* The report can span lines ("*** in database main ***\nPage 14: ..."). */
          g_autofree char *report = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
          g_autofree char *what = NULL;

          g_strdelimit (report, "\r\n", ' ');
          what = g_strdup_printf (_("it is damaged (%s)"), report);
          set_corrupt (error, path, what);
          sqlite3_finalize (stmt);
          return FALSE;
        }
      sqlite3_finalize (stmt);
    }
  return TRUE;
}

/* Looks at an existing file without changing it: a read-only connection
 * writes nothing, so a damaged file or another program's file is not even
 * converted to WAL. Sets *@version to its schema version (0: an empty
 * database we may fill). */
/* Opens @path for reading. A database in WAL mode needs its -shm file even
 * to be read; where that cannot be made (a read-only folder), the file is
 * opened as immutable instead: nothing is locked or written, and only what
 * is in the main file is seen (the moves of a crash still in a -wal file
 * beside it would not be, and SQLite could not read them there either). */
int
_splay_store_open_read_only (const char *path, sqlite3 **db)
{
  g_autofree char *escaped = NULL;
  g_autofree char *uri = NULL;
  int rc, n = 0;

  rc = sqlite3_open_v2 (path, db, SQLITE_OPEN_READONLY, NULL);
  if (rc == SQLITE_OK)
    {
      rc = _splay_store_pragma_int (*db, "SELECT count(*) FROM sqlite_schema", &n);
      if ((rc & 0xff) != SQLITE_READONLY && (rc & 0xff) != SQLITE_CANTOPEN)
        return SQLITE_OK; /* readable, or damaged: the caller finds out which */
    }
  sqlite3_close_v2 (*db);
  *db = NULL;
  escaped = g_uri_escape_string (path, "/", FALSE);
  uri = g_strconcat ("file:", escaped, "?immutable=1", NULL);
  return sqlite3_open_v2 (uri, db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
}

gboolean
_splay_store_inspect_file (const char  *path,
                           gboolean     check,
                           int         *version,
                           GError     **error)
{
  char header[16];
  gsize n = 0;
  FILE *f;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc, app_id = 0, user_version = 0, n_objects = 0;
  gboolean ok = FALSE;

  f = g_fopen (path, "rb");
  if (f == NULL)
    {
      int saved = errno;
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be read: %s."),
                   path, g_strerror (saved));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, f);
  fclose (f);

  /* An empty file is a database with nothing in it yet. */
  if (n > 0 && (n < sizeof header || memcmp (header, "SQLite format 3", 16) != 0))
    {
      set_corrupt (error, path, _("it is not a database"));
      return FALSE;
    }

  rc = _splay_store_open_read_only (path, &db);
  if (rc != SQLITE_OK)
    goto fail;

  if ((rc = _splay_store_pragma_int (db, "PRAGMA application_id", &app_id)) != SQLITE_OK ||
      (rc = _splay_store_pragma_int (db, "PRAGMA user_version", &user_version)) != SQLITE_OK ||
      (rc = _splay_store_pragma_int (db, "SELECT count(*) FROM sqlite_schema", &n_objects)) != SQLITE_OK)
    goto fail;

  if (app_id == 0 && user_version == 0 && n_objects == 0)
    {
      *version = 0;
      ok = TRUE;
      goto out;
    }
  if (app_id != SPLAY_STORE_APPLICATION_ID)
    {
      set_corrupt (error, path, _("it is not a Splay database (another program made it)"));
      goto out;
    }
  if (user_version > SPLAY_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NEWER,
                   _("The saved games in “%s” were made by a newer version of Splay. Update Splay to use them; the file was left as it is."),
                   path);
      goto out;
    }

  if (check && !_splay_store_check_tables (db, path, FALSE, &rc, error))
    {
      if (rc != SQLITE_OK)
        goto fail;
      goto out;
    }

  if (user_version >= 1)
    {
      rc = sqlite3_prepare_v2 (db,
                               "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?",
                               -1, &stmt, NULL);
      if (rc != SQLITE_OK)
        goto fail;
      for (gsize i = 0; i < G_N_ELEMENTS (required_tables); i++)
        {
          sqlite3_reset (stmt);
          sqlite3_bind_text (stmt, 1, required_tables[i], -1, SQLITE_STATIC);
          rc = sqlite3_step (stmt);
          if (rc == SQLITE_DONE)
            {
              g_autofree char *what =
                /* Translators: %s is the name of a table in the database */
                g_strdup_printf (_("it is damaged (the table “%s” is missing)"),
                                 required_tables[i]);
              set_corrupt (error, path, what);
              goto out;
            }
          if (rc != SQLITE_ROW)
            goto fail;
        }
    }

  *version = user_version;
  ok = TRUE;
  goto out;

fail:
  if (_splay_store_is_damage (rc) || (db && _splay_store_is_damage (sqlite3_extended_errcode (db))))
    {
      g_autofree char *what =
        g_strdup_printf (_("it is damaged (%s)"),
                         db ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
      set_corrupt (error, path, what);
    }
  else
    g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                 _("The saved games in “%s” cannot be read: %s."), path,
                 db ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
out:
  sqlite3_finalize (stmt);
  sqlite3_close_v2 (db);
  return ok;
}

gboolean
_splay_store_migrate (SplayStore *self, GError **error)
{
  int version = 0;

  for (;;)
    {
      g_autofree char *set_version = NULL;

      /* IMMEDIATE: a second Splay starting at the same moment waits here and
       * then sees the new version instead of running the step twice. */
      if (run_simple (self, "BEGIN IMMEDIATE") != SQLITE_OK)
        goto fail;
      if (_splay_store_pragma_int (self->db, "PRAGMA user_version", &version) != SQLITE_OK)
        goto fail;
      if (version >= SPLAY_STORE_SCHEMA_VERSION)
        {
          _splay_store_rollback (self); /* nothing was written */
          return TRUE;
        }

      set_version = g_strdup_printf ("PRAGMA user_version = %d", version + 1);
      if (_splay_store_run_script (self->db, migrations[version]) != SQLITE_OK ||
          _splay_store_run_script (self->db, set_version) != SQLITE_OK ||
          _splay_store_commit (self) != SQLITE_OK)
        goto fail;
    }

fail:
  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
               /* Translators: %d is a schema version number, the last %s the database's message */
               _("The saved games in “%s” could not be brought up to date (step %d): %s. Nothing was changed."),
               self->path, version + 1, sqlite3_errmsg (self->db));
  _splay_store_rollback (self);
  return FALSE;
}

/* The file beside the database that asks the next opening to check the
 * whole file: made when SQLite reports damage. */
static char *
check_marker_path (const char *path)
{
  return g_strconcat (path, "-check", NULL);
}

/* Whether the next opening must check every table before using the file:
 * after a crash (SQLite removes the -wal file when the last connection
 * closes cleanly, so one that is still there with frames in it says the
 * last session ended without closing) or after SQLite reported damage. A
 * clean start skips the check: it reads every page but the action log's,
 * which took 0.25-0.46 s at 100,000 matches before the first window. */
gboolean
_splay_store_needs_check (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *marker = check_marker_path (path);
  GStatBuf st;

  return (g_stat (wal, &st) == 0 && st.st_size > 0) || g_file_test (marker, G_FILE_TEST_EXISTS);
}

/* Asks the next opening to check the whole file (see needs_check). */
void
_splay_store_mark_for_check (SplayStore *self)
{
  g_autofree char *marker = NULL;

  if (self->read_only || self->path == NULL)
    return;
  marker = check_marker_path (self->path);
  g_file_set_contents (marker, "", 0, NULL);
}

/* A database that is read but never written: opened read-only (immutable in
 * a read-only folder). An empty file (or one made by an older Splay, which
 * would need updating) is copied into memory and brought up to date there,
 * so the queries work and the file is left exactly as it is. */
static gboolean
open_for_reading (SplayStore *self, int version, GError **error)
{
  sqlite3 *file = NULL;
  sqlite3_backup *backup;
  int rc;

  self->read_only = TRUE;
  rc = _splay_store_open_read_only (self->path, &file);
  if (rc == SQLITE_OK && version == SPLAY_STORE_SCHEMA_VERSION)
    {
      self->db = file;
      sqlite3_extended_result_codes (self->db, 1);
      return TRUE;
    }
  if (rc != SQLITE_OK)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be read: %s."), self->path,
                   file ? sqlite3_errmsg (file) : sqlite3_errstr (rc));
      sqlite3_close_v2 (file);
      return FALSE;
    }

  sqlite3_open_v2 (":memory:", &self->db, SQLITE_OPEN_READWRITE, NULL);
  sqlite3_extended_result_codes (self->db, 1);
  backup = sqlite3_backup_init (self->db, "main", file, "main");
  rc = backup ? sqlite3_backup_step (backup, -1) : sqlite3_errcode (self->db);
  sqlite3_backup_finish (backup);
  sqlite3_close_v2 (file);
  if (rc != SQLITE_DONE)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be read: %s."), self->path,
                   sqlite3_errstr (rc));
      return FALSE;
    }
  if (_splay_store_run_script (self->db, "PRAGMA foreign_keys = ON") != SQLITE_OK)
    return FALSE;
  return _splay_store_migrate (self, error);
}

static gboolean
splay_store_open (SplayStore *self, gboolean read_only, GError **error)
{
  int version = 0;
  int flags = SQLITE_OPEN_READWRITE;
  gboolean exists = g_file_test (self->path, G_FILE_TEST_EXISTS);
  gboolean check = exists && _splay_store_needs_check (self->path);

  if (exists)
    {
      if (!_splay_store_inspect_file (self->path, check, &version, error))
        return FALSE;
    }
  else if (read_only)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   /* Translators: %s is a file path */
                   _("There are no saved games at “%s”."), self->path);
      return FALSE;
    }
  else
    {
      g_autofree char *dir = g_path_get_dirname (self->path);
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved = errno;
          g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                       _("The folder for saved games “%s” cannot be made: %s."),
                       dir, g_strerror (saved));
          return FALSE;
        }
      flags |= SQLITE_OPEN_CREATE;
    }
  if (read_only)
    return open_for_reading (self, version, error);

  if (sqlite3_open_v2 (self->path, &self->db, flags, NULL) != SQLITE_OK)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be opened: %s."),
                   self->path, self->db ? sqlite3_errmsg (self->db) : "");
      return FALSE;
    }
  sqlite3_extended_result_codes (self->db, 1);
  sqlite3_busy_timeout (self->db, BUSY_TIMEOUT_MS);

  if (sqlite3_db_readonly (self->db, "main") == 1)
    {
      /* A file or folder that may not be written: the history can be read
       * and played matches cannot be saved (splay_store_is_read_only; the
       * app says so). One that needs updating first cannot be used. */
      if (version < SPLAY_STORE_SCHEMA_VERSION)
        {
          g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                       _("The saved games in “%s” cannot be opened for writing."),
                       self->path);
          return FALSE;
        }
      sqlite3_close_v2 (self->db);
      self->db = NULL;
      return open_for_reading (self, version, error);
    }

  /* Statement journals in memory: every write that fires the triggers
   * keeping a match's result (schema 2) opens one, and as a temporary file
   * that cost a system call per page touched. */
  if (_splay_store_run_script (self->db, "PRAGMA foreign_keys = ON") != SQLITE_OK ||
      _splay_store_run_script (self->db, "PRAGMA temp_store = MEMORY") != SQLITE_OK)
    goto fail;

  /* NORMAL is durable against a crash of Splay (each commit is in the WAL
   * file); FULL would also survive a power cut but waits for the disk on
   * every card played, on the main loop. */
  if (_splay_store_run_script (self->db, "PRAGMA journal_mode = WAL") != SQLITE_OK ||
      _splay_store_run_script (self->db, "PRAGMA synchronous = NORMAL") != SQLITE_OK)
    goto fail;

  if (version < SPLAY_STORE_SCHEMA_VERSION && !_splay_store_migrate (self, error))
    return FALSE;

  if (check)
    {
      g_autofree char *marker = check_marker_path (self->path);
      g_unlink (marker);
    }
  return TRUE;

fail:
  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
               _("The saved games in “%s” cannot be opened: %s."),
               self->path, sqlite3_errmsg (self->db));
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* Writing */

static int
write_game_start (SplayStore *self, gint64 match_id, guint index,
                  const char *settings, guint64 seed, gint64 time)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self,
                           "INSERT INTO games (match_id, idx, settings, seed, started) "
                           "VALUES (?1, ?2, ?3, ?4, ?5)",
                           NULL);
  int rc;

  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, index);
  sqlite3_bind_text (stmt, 3, settings, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 4, (sqlite3_int64) seed);
  sqlite3_bind_int64 (stmt, 5, time);
  rc = _splay_store_step_done (stmt);
  sqlite3_clear_bindings (stmt);
  return rc;
}

static int
touch_match (SplayStore *self, gint64 match_id, gint64 time)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self, "UPDATE matches SET updated = max(updated, ?2) WHERE id = ?1", NULL);
  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int64 (stmt, 2, time);
  return _splay_store_step_done (stmt);
}

static int
write_action (SplayStore *self, gint64 match_id, guint game_index,
              guint action_index, int seat, SplayAction action, gint64 time_ms)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self,
                           "INSERT INTO actions (game_id, idx, seat, action, time_ms) "
                           "SELECT id, ?3, ?4, ?5, ?6 FROM games WHERE match_id = ?1 AND idx = ?2",
                           NULL);
  int rc;

  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, game_index);
  sqlite3_bind_int (stmt, 3, action_index);
  sqlite3_bind_int (stmt, 4, seat);
  sqlite3_bind_int64 (stmt, 5, action);
  if (time_ms >= 0)
    sqlite3_bind_int64 (stmt, 6, time_ms);
  rc = _splay_store_step_done (stmt);
  if (rc == SQLITE_OK && sqlite3_changes (self->db) != 1)
    rc = SQLITE_NOTFOUND; /* its game row was never written: a bug */
  return rc;
}

static int
write_game_over (SplayStore *self, gint64 match_id, guint game_index,
                 const SplayResult *result, const int *points, gint64 time)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self,
                           "UPDATE games SET status = 'finished', finished = ?3, drawn = ?4 "
                           "WHERE match_id = ?1 AND idx = ?2",
                           NULL);
  int rc;

  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, game_index);
  sqlite3_bind_int64 (stmt, 3, time);
  sqlite3_bind_int (stmt, 4, result->drawn ? 1 : 0);
  if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
    return rc;
  if (sqlite3_changes (self->db) != 1)
    return SQLITE_NOTFOUND;

  for (int seat = 0; seat < result->n_seats && seat < SPLAY_MAX_SEATS; seat++)
    {
      stmt = _splay_store_get_stmt (self,
                                    "INSERT OR REPLACE INTO points (game_id, seat, points, place) "
                                    "SELECT id, ?3, ?4, ?5 FROM games WHERE match_id = ?1 AND idx = ?2",
                                    NULL);
      if (stmt == NULL)
        return sqlite3_errcode (self->db);
      sqlite3_bind_int64 (stmt, 1, match_id);
      sqlite3_bind_int (stmt, 2, game_index);
      sqlite3_bind_int (stmt, 3, seat);
      sqlite3_bind_int (stmt, 4, points[seat]);
      sqlite3_bind_int (stmt, 5, result->place[seat]);
      if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
        return rc;
    }
  return touch_match (self, match_id, time);
}

static int
write_match_over (SplayStore *self, gint64 match_id, int winner, gint64 time)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self,
                           "UPDATE matches SET status = 'finished', winner = ?2, "
                           "updated = max(updated, ?3) WHERE id = ?1",
                           NULL);

  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  if (winner >= 0)
    sqlite3_bind_int (stmt, 2, winner);
  sqlite3_bind_int64 (stmt, 3, time);
  return _splay_store_step_done (stmt);
}

/* The count, not an increment: a write that is retried stays right. */
static int
write_hints (SplayStore *self, gint64 match_id, guint game_index, guint n_hints)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self, "UPDATE games SET hints = max(hints, ?3) WHERE match_id = ?1 AND idx = ?2",
                           NULL);

  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, game_index);
  sqlite3_bind_int (stmt, 3, n_hints);
  return _splay_store_step_done (stmt);
}

/* Marks the live actions from @from on as taken back by undo number
 * @n_undos of the game (see the schema, 3 -> 4). The count, not an
 * increment: a write that is retried stays right. */
static int
write_undo (SplayStore *self, gint64 match_id, guint game_index, guint from, guint n_undos)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self,
                           "UPDATE actions SET undone = ?4, idx = -(?4 * 1000000 + idx) - 1 "
                           "WHERE idx >= ?3 AND game_id = (SELECT id FROM games WHERE match_id = ?1 AND idx = ?2)",
                           NULL);
  int rc;

  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, game_index);
  sqlite3_bind_int (stmt, 3, from);
  sqlite3_bind_int (stmt, 4, n_undos);
  if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
    return rc;
  stmt = _splay_store_get_stmt (self, "UPDATE games SET undos = max(undos, ?3) WHERE match_id = ?1 AND idx = ?2",
                                NULL);
  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, game_index);
  sqlite3_bind_int (stmt, 3, n_undos);
  return _splay_store_step_done (stmt);
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

  stmt = _splay_store_get_stmt (self, "SELECT count(*) FROM games WHERE match_id = ?1 AND idx >= ?2", NULL);
  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, n_games);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return sqlite3_reset (stmt), rc;
  if (sqlite3_column_int (stmt, 0) > 0)
    {
      sqlite3_reset (stmt);
      stmt = _splay_store_get_stmt (self, "DELETE FROM games WHERE match_id = ?1 AND idx >= ?2", NULL);
      if (stmt == NULL)
        return sqlite3_errcode (self->db);
      sqlite3_bind_int64 (stmt, 1, match_id);
      sqlite3_bind_int (stmt, 2, n_games);
      if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
        return rc;
    }
  sqlite3_reset (stmt);

  for (guint i = 0; i < n_games; i++)
    {
      SplayGame *game = splay_match_get_game (match, i);
      guint n_actions = splay_game_get_n_actions (game);
      gboolean have_game = FALSE, finished = FALSE;
      int n_rows = 0, n_good = 0;

      stmt = _splay_store_get_stmt (self,
                                    "SELECT g.status = 'finished', "
                                    "  (SELECT count(*) FROM actions a WHERE a.game_id = g.id AND a.idx >= 0), "
                                    "  (SELECT count(*) FROM actions a WHERE a.game_id = g.id AND a.idx >= 0 "
                                    "   AND a.idx < ?3) "
                                    "FROM games g WHERE g.match_id = ?1 AND g.idx = ?2",
                                    NULL);
      if (stmt == NULL)
        return sqlite3_errcode (self->db);
      sqlite3_bind_int64 (stmt, 1, match_id);
      sqlite3_bind_int (stmt, 2, i);
      sqlite3_bind_int (stmt, 3, n_actions);
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
          g_autofree char *settings =
            splay_settings_to_text (rules, splay_game_get_settings (game));
          rc = write_game_start (self, match_id, i, settings,
                                 splay_game_get_seed (game), time);
          if (rc != SQLITE_OK)
            return rc;
        }

      if (n_rows > n_good)
        {
          stmt = _splay_store_get_stmt (self,
                                        "DELETE FROM actions WHERE idx >= ?3 AND game_id = "
                                        "(SELECT id FROM games WHERE match_id = ?1 AND idx = ?2)",
                                        NULL);
          if (stmt == NULL)
            return sqlite3_errcode (self->db);
          sqlite3_bind_int64 (stmt, 1, match_id);
          sqlite3_bind_int (stmt, 2, i);
          sqlite3_bind_int (stmt, 3, n_actions);
          if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
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
              stmt = _splay_store_get_stmt (self,
                                            "INSERT OR IGNORE INTO actions (game_id, idx, seat, action) "
                                            "SELECT id, ?3, ?4, ?5 FROM games WHERE match_id = ?1 AND idx = ?2",
                                            NULL);
              if (stmt == NULL)
                return sqlite3_errcode (self->db);
              sqlite3_bind_int64 (stmt, 1, match_id);
              sqlite3_bind_int (stmt, 2, i);
              sqlite3_bind_int (stmt, 3, k);
              sqlite3_bind_int (stmt, 4, seat);
              sqlite3_bind_int64 (stmt, 5, action);
              if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
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

      stmt = _splay_store_get_stmt (self, "SELECT status = 'playing' FROM matches WHERE id = ?1", NULL);
      if (stmt == NULL)
        return sqlite3_errcode (self->db);
      sqlite3_bind_int64 (stmt, 1, match_id);
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
      rc = write_game_start (self, op->match_id, op->game_index, op->settings,
                             op->seed, op->time);
      if (rc == SQLITE_OK)
        rc = touch_match (self, op->match_id, op->time);
      break;
    case OP_ACTION:
      rc = write_action (self, op->match_id, op->game_index, op->action_index,
                         op->seat, op->action, op->time_ms);
      if (rc == SQLITE_OK)
        rc = touch_match (self, op->match_id, op->time);
      break;
    case OP_GAME_OVER:
      rc = write_game_over (self, op->match_id, op->game_index, &op->result,
                            op->points, op->time);
      break;
    case OP_MATCH_OVER:
      rc = write_match_over (self, op->match_id, op->winner, op->time);
      break;
    case OP_HINT:
      rc = write_hints (self, op->match_id, op->game_index, op->n_hints);
      break;
    case OP_UNDO:
      rc = write_undo (self, op->match_id, op->game_index, op->action_index, op->n_hints);
      break;
    case OP_SYNC:
      rc = write_sync (self, op->match_id, op->match);
      break;
    default:
      g_assert_not_reached ();
    }
  return rc;
}

/* Failures that go away by themselves or when the person frees space or
 * fixes permissions: keep the write and try again. Anything else is a bug in
 * what we write, and retrying would block every later write. */
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
    case SQLITE_PERM:
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return TRUE;
    default:
      return FALSE;
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
                            "moves and tries again."), reason);
}

/* Writes every pending change in one transaction, so that what belongs
 * together (a game's last move, its result and the match's end) is saved
 * whole or not at all. A change the database refuses for good is dropped
 * (and logged) and the rest written; a failure that may pass (a full disk,
 * another program's lock) keeps everything, reports it once and is tried
 * again every RETRY_SECONDS. */
static gboolean
flush (SplayStore *self, GError **error)
{
  if (self->flushing)
    return g_queue_is_empty (&self->pending);
  self->flushing = TRUE;
  self->last_attempt_us = g_get_monotonic_time ();

  while (!g_queue_is_empty (&self->pending))
    {
      g_autofree char *reason = NULL;
      GList *bad = NULL;
      int rc = _splay_store_begin (self);

      for (GList *l = self->pending.head; rc == SQLITE_OK && l != NULL; l = l->next)
        {
          rc = write_op (self, l->data);
          if (rc != SQLITE_OK)
            bad = l;
        }
      if (rc == SQLITE_OK)
        rc = _splay_store_commit (self);
      if (rc == SQLITE_OK)
        {
          g_queue_clear_full (&self->pending, (GDestroyNotify) op_free);
          break;
        }

      reason = g_strdup (sqlite3_errmsg (self->db));
      _splay_store_rollback (self);
      if (bad != NULL && !is_retryable (rc))
        {
          g_warning ("Dropped a write to %s that the database refuses (%s): %s",
                     self->path, sqlite3_errstr (rc), reason);
          op_free (bad->data);
          g_queue_delete_link (&self->pending, bad);
          continue;
        }

      {
        g_autofree char *message = save_failed_message (rc, reason);

        if (self->retry_id == 0)
          self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry_cb, self);
        self->flushing = FALSE;
        g_set_error_literal (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE, message);
        if (!self->failing)
          {
            self->failing = TRUE;
            g_signal_emit (self, signals[SIGNAL_SAVE_FAILED], 0, message);
          }
      }
      return FALSE;
    }

  g_clear_handle_id (&self->retry_id, g_source_remove);
  self->flushing = FALSE;
  if (self->failing)
    {
      self->failing = FALSE;
      g_signal_emit (self, signals[SIGNAL_SAVE_RECOVERED], 0);
    }
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
  op->settings = splay_settings_to_text (splay_game_get_rules (game),
                                         splay_game_get_settings (game));
  op->seed = splay_game_get_seed (game);
  t->game_base_us = g_get_monotonic_time ();
  push (t->store, op, TRUE);
}

static void
on_action_applied (SplayMatch *match, SplayGame *game, int seat, guint action,
                   guint index, gpointer data)
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

  stmt = human
    ? _splay_store_get_stmt (self, "SELECT id FROM players WHERE kind = 'human' AND name = ?1", NULL)
    : _splay_store_get_stmt (self, "SELECT id FROM players WHERE kind = 'computer' AND level = ?1", NULL);
  if (stmt == NULL)
    return (*rc = sqlite3_errcode (self->db)), 0;
  sqlite3_bind_text (stmt, 1, human ? name : level, -1, SQLITE_STATIC);
  *rc = sqlite3_step (stmt);
  if (*rc == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  if (*rc == SQLITE_ROW)
    return (*rc = SQLITE_OK), id;
  if (*rc != SQLITE_DONE)
    return 0;

  stmt = _splay_store_get_stmt (self,
                                "INSERT INTO players (kind, name, level, created) VALUES (?1, ?2, ?3, ?4)",
                                NULL);
  if (stmt == NULL)
    return (*rc = sqlite3_errcode (self->db)), 0;
  sqlite3_bind_text (stmt, 1, human ? "human" : "computer", -1, SQLITE_STATIC);
  if (human)
    sqlite3_bind_text (stmt, 2, name, -1, SQLITE_STATIC);
  else
    sqlite3_bind_text (stmt, 3, level, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 4, _splay_store_now_ms ());
  if ((*rc = _splay_store_step_done (stmt)) != SQLITE_OK)
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
  sqlite3_stmt *stmt;
  int rc;

  if ((rc = _splay_store_begin (self)) != SQLITE_OK)
    goto fail;

  for (int seat = 0; seat < n_seats; seat++)
    {
      player_ids[seat] = player_row (self, splay_match_get_player (match, seat), &rc);
      if (rc != SQLITE_OK)
        goto fail;
    }

  stmt = _splay_store_get_stmt (self,
                                "INSERT INTO matches (game_id, settings, seed, n_seats, target_points, "
                                "max_games, created, updated) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
                                NULL);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, settings, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, (sqlite3_int64) splay_match_get_seed (match));
  sqlite3_bind_int (stmt, 4, n_seats);
  sqlite3_bind_int (stmt, 5, splay_match_get_target_points (match));
  sqlite3_bind_int (stmt, 6, splay_match_get_max_games (match));
  sqlite3_bind_int64 (stmt, 7, time);
  if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
    goto fail;
  id = sqlite3_last_insert_rowid (self->db);

  for (int seat = 0; seat < n_seats; seat++)
    {
      SplayPlayer *player = splay_match_get_player (match, seat);
      gboolean human = splay_player_is_human (player);
      const char *name = splay_player_get_name (player);

      stmt = _splay_store_get_stmt (self,
                                    "INSERT INTO match_seats (match_id, seat, player_id, name, kind, level) "
                                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                                    NULL);
      if (stmt == NULL)
        goto fail;
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int (stmt, 2, seat);
      sqlite3_bind_int64 (stmt, 3, player_ids[seat]);
      sqlite3_bind_text (stmt, 4, name ? name : "", -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 5, human ? "human" : "computer", -1, SQLITE_STATIC);
      if (!human)
        sqlite3_bind_text (stmt, 6, splay_level_to_string (splay_player_get_level (player)),
                           -1, SQLITE_STATIC);
      if ((rc = _splay_store_step_done (stmt)) != SQLITE_OK)
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
                             ? SPLAY_STORE_ERROR_BUSY : SPLAY_STORE_ERROR_WRITE,
                             _("The new match could not be saved"));
  _splay_store_rollback (self);
  return 0;
}

/* For a resumed game of a real-time match, the clock goes on from the last
 * saved offset rather than from zero. */
static gint64
last_time_offset (SplayStore *self, gint64 match_id, guint game_index)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self,
                           "SELECT max(a.time_ms) FROM actions a JOIN games g ON g.id = a.game_id "
                           "AND a.idx >= 0 "
                           "WHERE g.match_id = ?1 AND g.idx = ?2",
                           NULL);
  gint64 ms = 0;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, match_id);
  sqlite3_bind_int (stmt, 2, game_index);
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
      sqlite3_stmt *stmt = _splay_store_get_stmt (self, "SELECT 1 FROM matches WHERE id = ?1", error);
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
/* Reading */

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

static gboolean
read_seats (SplayStore *self, SplayMatchInfo *info, GError **error)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self,
                           "SELECT seat, name, kind, level, total FROM match_seats WHERE match_id = ?1 "
                           "ORDER BY seat",
                           error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  info->names = g_new0 (char *, info->n_seats + 1);
  info->levels = g_new0 (char *, info->n_seats + 1);
  info->totals = g_new0 (int, info->n_seats);
  sqlite3_bind_int64 (stmt, 1, info->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      int seat = sqlite3_column_int (stmt, 0);
      gboolean human = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 2), "human") == 0;

      if (seat < 0 || seat >= info->n_seats || info->names[seat])
        continue;
      info->names[seat] = column_strdup (stmt, 1);
      info->levels[seat] = human ? g_strdup ("human") : column_strdup (stmt, 3);
      info->totals[seat] = sqlite3_column_int (stmt, 4);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved players cannot be read"));
      return FALSE;
    }
  /* Keep the arrays whole even if a seat row is missing. */
  for (int seat = 0; seat < info->n_seats; seat++)
    {
      if (info->names[seat] == NULL)
        info->names[seat] = g_strdup ("");
      if (info->levels[seat] == NULL)
        info->levels[seat] = g_strdup ("human");
    }

  return TRUE;
}

GPtrArray *
splay_store_list_unfinished (SplayStore *self, guint limit, guint *n_total, GError **error)
{
  g_autoptr(GPtrArray) list = NULL;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);

  if (n_total != NULL)
    {
      /* One range of the (status, updated) index: a few ms at 10,000. */
      stmt = _splay_store_get_stmt (self, "SELECT count(*) FROM matches WHERE status = 'playing'", error);
      if (stmt == NULL)
        return NULL;
      rc = sqlite3_step (stmt);
      *n_total = rc == SQLITE_ROW ? (guint) sqlite3_column_int64 (stmt, 0) : 0;
      sqlite3_reset (stmt);
      if (rc != SQLITE_ROW)
        {
          _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved matches cannot be listed"));
          return NULL;
        }
    }
  stmt = _splay_store_get_stmt (self,
                                "SELECT id, game_id, status, n_seats, target_points, max_games, "
                                "  (SELECT count(*) FROM games g WHERE g.match_id = m.id), created, updated "
                                "FROM matches m WHERE status = 'playing' ORDER BY updated DESC, id DESC "
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
      info->game_id = column_strdup (stmt, 1);
      info->status = status_from_string ((const char *) sqlite3_column_text (stmt, 2));
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
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved matches cannot be listed"));
      return NULL;
    }

  for (guint i = 0; i < list->len; i++)
    if (!read_seats (self, g_ptr_array_index (list, i), error))
      return NULL;

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
  if (rc == SQLITE_ROW &&
      status_from_string ((const char *) sqlite3_column_text (stmt, 0)) != SPLAY_MATCH_PLAYING)
    {
      /* Finished or already abandoned: nothing to do. */
      sqlite3_reset (stmt);
      return TRUE;
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    goto fail;

  stmt = _splay_store_get_stmt (self,
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
  _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_WRITE, _("The match could not be marked as abandoned"));
  return FALSE;
}

GStrv
splay_store_list_people (SplayStore *self, GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
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
    g_strv_builder_add (builder, (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved players cannot be read"));
      return NULL;
    }
  return g_strv_builder_end (builder);
}

static void
set_replay_problem (GError **problem, gint64 match_id, const SplayRules *rules,
                    guint game, guint action, const char *what)
{
  /* The reason is a sentence of its own elsewhere; here it goes inside one. */
  g_autofree char *reason = g_strdup (what);
  gsize len = strlen (reason);

  if (len > 0 && reason[len - 1] == '.')
    reason[len - 1] = '\0';
  g_set_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
               /* Translators: "The saved Splatoids match 12 is damaged at game 2,
                * action 31: <reason>." */
               _("The saved %s match %lld is damaged at game %u, action %u: %s. It was restored up to the move before."),
               _(rules->name), (long long) match_id, game + 1, action + 1, reason);
}

/* Reads one game's log. Stops at the first row that cannot be an action
 * (a gap in the numbering, a seat or value out of range) and says why in
 * @bad (else leaves it NULL). */
static gboolean
read_actions (SplayStore *self, gint64 game_row, int n_seats,
              GArray *seats, GArray *actions, char **bad, GError **error)
{
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self, "SELECT idx, seat, action FROM actions WHERE game_id = ?1 AND idx >= 0 "
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
      if (sqlite3_column_type (stmt, 1) != SQLITE_INTEGER || seat < 0 || seat >= n_seats ||
          sqlite3_column_type (stmt, 2) != SQLITE_INTEGER || value < 0 || value > G_MAXUINT32)
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
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved moves cannot be read"));
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
  sqlite3_stmt *stmt =
    _splay_store_get_stmt (self, "SELECT time_ms FROM actions WHERE game_id = ?1 AND idx >= 0 ORDER BY idx",
                           NULL);

  if (stmt == NULL)
    return times;
  sqlite3_bind_int64 (stmt, 1, game_row);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 ms = sqlite3_column_type (stmt, 0) == SQLITE_INTEGER
        ? sqlite3_column_int64 (stmt, 0) : -1;
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
splay_store_load_match (SplayStore  *self,
                        gint64       id,
                        GError     **problem,
                        GError     **error)
{
  g_autoptr(SplayMatch) match = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *settings_text = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(GArray) game_rows = NULL;
  g_autoptr(GArray) game_hints = NULL;
  g_autoptr(GArray) game_undos = NULL;
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
        _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved match cannot be read"));
      return NULL;
    }
  game_id = column_strdup (stmt, 0);
  settings_text = column_strdup (stmt, 1);
  seed = (guint64) sqlite3_column_int64 (stmt, 2);
  target = sqlite3_column_int (stmt, 3);
  max_games = sqlite3_column_int (stmt, 4);
  n_seats = sqlite3_column_int (stmt, 5);
  sqlite3_reset (stmt);

  rules = _splay_store_find_rules (self, game_id, &local);
  if (rules == NULL ||
      !splay_settings_from_text (rules, settings_text ? settings_text : "", &settings, &local))
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
                   /* Translators: %s at the end is the reason */
                   _("The saved match %lld cannot be restored: %s"),
                   (long long) id, local->message);
      return NULL;
    }
  if (n_seats != settings.n_seats || n_seats < 1 || n_seats > SPLAY_MAX_SEATS)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
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
      const char *name = (const char *) sqlite3_column_text (stmt, 1);
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
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved players cannot be read"));
      return NULL;
    }
  for (int seat = 0; seat < n_seats; seat++)
    if (g_ptr_array_index (players, seat) == NULL)
      {
        g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY,
                     /* Translators: %d is a seat number, from 1 */
                     _("The saved match %lld cannot be restored: the player at seat %d is missing or unknown."),
                     (long long) id, seat + 1);
        return NULL;
      }
  g_ptr_array_add (players, NULL);

  match = splay_match_new (rules, &settings, seed, (SplayPlayer *const *) players->pdata,
                           target, max_games);
  splay_match_set_id (match, id);

  /* All game rows first, so no statement is left half-read while replaying. */
  game_rows = g_array_new (FALSE, FALSE, sizeof (gint64));
  game_hints = g_array_new (FALSE, FALSE, sizeof (guint));
  game_undos = g_array_new (FALSE, FALSE, sizeof (guint));
  stmt = _splay_store_get_stmt (self, "SELECT id, idx, hints, undos FROM games WHERE match_id = ?1 ORDER BY idx",
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
      _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_CORRUPT, _("The saved games cannot be read"));
      return NULL;
    }

  for (guint i = 0; i < game_rows->len; i++)
    {
      g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (SplayAction));
      g_autofree char *bad = NULL;
      g_autoptr(GError) replay_error = NULL;
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

      if (!read_actions (self, g_array_index (game_rows, gint64, i), n_seats,
                         seats, actions, &bad, error))
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
          SplayGame *game = splay_match_get_n_games (match) > i
            ? splay_match_get_game (match, i) : NULL;
          guint good = game ? splay_game_get_n_actions (game) : 0;

          set_replay_problem (problem, id, rules, i, good,
                              replay_error ? replay_error->message : _("the move does not apply"));
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
          g_autoptr(GArray) times = read_times (self, g_array_index (game_rows, gint64, last));
          splay_realtime_restore (splay_match_get_realtime (match),
                                  (const gint64 *) times->data, times->len);
        }
    }

  return g_steal_pointer (&match);
}

/* ------------------------------------------------------------------------ */
/* Object */

char *
splay_store_default_path (void)
{
  const char *env = g_getenv ("SPLAY_DB");

  if (env && *env)
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "splay", "splay.db", NULL);
}

SplayStore *
splay_store_new (const char *path, GError **error)
{
  g_autoptr(SplayStore) self = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (SPLAY_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  if (!splay_store_open (self, FALSE, error))
    return NULL;
  return g_steal_pointer (&self);
}

static void
check_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;
  int rc = _splay_store_open_read_only (path, &db);

  if (rc == SQLITE_OK && _splay_store_check_tables (db, path, TRUE, &rc, &error))
    g_task_return_boolean (task, TRUE);
  else if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_new_error (task, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT,
                             _("The saved games in “%s” cannot be read: %s."), path,
                             db ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
  sqlite3_close_v2 (db);
}

void
splay_store_check_async (SplayStore          *self,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SPLAY_IS_STORE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, splay_store_check_async);
  g_task_set_task_data (task, g_strdup (self->path), g_free);
  g_task_set_priority (task, G_PRIORITY_LOW);
  g_task_run_in_thread (task, check_thread);
}

gboolean
splay_store_check_finish (SplayStore *self, GAsyncResult *result, GError **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (g_task_propagate_boolean (G_TASK (result), &local))
    return TRUE;
  /* The next start checks the file before using it. */
  _splay_store_mark_for_check (self);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

SplayStore *
splay_store_new_read_only (const char *path, GError **error)
{
  g_autoptr(SplayStore) self = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (SPLAY_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  if (!splay_store_open (self, TRUE, error))
    return NULL;
  return g_steal_pointer (&self);
}

gboolean
splay_store_is_read_only (SplayStore *self)
{
  g_return_val_if_fail (SPLAY_IS_STORE (self), TRUE);
  return self->read_only;
}

SplayStore *
splay_store_open_default (GError **problem, GError **error)
{
  g_autofree char *path = splay_store_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *fresh = g_build_filename (dir, "splay-fresh.db", NULL);
  g_autoptr(GError) local = NULL;
  SplayStore *store;

  store = splay_store_new (path, &local);
  if (store)
    return store;

  store = splay_store_new (fresh, error);
  if (store)
    g_propagate_error (problem, g_steal_pointer (&local));
  return store;
}

const char *
splay_store_get_path (SplayStore *self)
{
  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);
  return self->path;
}

sqlite3 *
splay_store_get_db (SplayStore *self)
{
  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);
  return self->db;
}

void
splay_store_add_rules (SplayStore *self, const SplayRules *rules)
{
  g_return_if_fail (SPLAY_IS_STORE (self));
  g_ptr_array_add (self->extra_rules, (gpointer) rules);
}

static void
splay_store_dispose (GObject *object)
{
  SplayStore *self = SPLAY_STORE (object);

  g_ptr_array_set_size (self->tracked, 0);
  /* A last try: what still fails is lost with the process anyway. */
  if (self->db && !g_queue_is_empty (&self->pending))
    flush (self, NULL);
  g_clear_handle_id (&self->retry_id, g_source_remove);

  G_OBJECT_CLASS (splay_store_parent_class)->dispose (object);
}

static void
splay_store_finalize (GObject *object)
{
  SplayStore *self = SPLAY_STORE (object);

  g_queue_clear_full (&self->pending, (GDestroyNotify) op_free);
  g_ptr_array_unref (self->tracked);
  g_ptr_array_unref (self->extra_rules);
  g_clear_pointer (&self->stats_games, g_hash_table_unref);
  g_hash_table_unref (self->stmts); /* finalizes the statements */
  sqlite3_close_v2 (self->db);
  g_free (self->path);

  G_OBJECT_CLASS (splay_store_parent_class)->finalize (object);
}

static void
splay_store_class_init (SplayStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = splay_store_dispose;
  object_class->finalize = splay_store_finalize;

  /**
   * SplayStore::save-failed:
   * @message: what went wrong, translated, for a banner or toast
   *
   * A write failed; it is kept and retried. Emitted once until
   * "save-recovered".
   */
  signals[SIGNAL_SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SplayStore::save-recovered:
   *
   * Everything that failed before has now been written.
   */
  signals[SIGNAL_SAVE_RECOVERED] =
    g_signal_new ("save-recovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
finalize_stmt (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static void
splay_store_init (SplayStore *self)
{
  self->stmts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, finalize_stmt);
  self->tracked = g_ptr_array_new_with_free_func ((GDestroyNotify) tracked_free);
  self->extra_rules = g_ptr_array_new ();
  g_queue_init (&self->pending);
}
