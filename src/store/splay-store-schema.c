/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store-schema.c: the tables of the database, the migrations that
 * bring an older file up to date, and the checks that decide whether a file
 * can be used at all (ours, not damaged, not from a newer Splay).
 *
 * Opening never changes a file it cannot use: it is looked at on a
 * read-only connection first.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "splay-store-private.h"

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
#define POINTS_OF_SEAT                              \
  "FROM games g JOIN points p ON p.game_id = g.id " \
  "WHERE g.match_id = match_seats.match_id AND p.seat = match_seats.seat"
#define SEAT_TOTALS                                                    \
  "total = coalesce ((SELECT sum (p.points) " POINTS_OF_SEAT "), 0), " \
  "scores = coalesce ((SELECT group_concat (p.points, ',') " POINTS_OF_SEAT "), '')"
#define SEAT_PLACE                                                                  \
  "place = coalesce ("                                                              \
  "  (SELECT p.place " POINTS_OF_SEAT " AND g.idx = 0 AND p.place > 0 "             \
  "   AND NOT EXISTS (SELECT 1 FROM games g2 JOIN points p2 ON p2.game_id = g2.id " \
  "                   WHERE g2.match_id = match_seats.match_id AND g2.idx > 0)), "  \
  "  1 + (SELECT count (*) FROM match_seats o "                                     \
  "       WHERE o.match_id = match_seats.match_id AND o.total > match_seats.total))"
#define MATCH_SUMMARY                                                                     \
  "seat_summary = coalesce ((SELECT group_concat ("                                       \
  "  s.seat || ' ' || s.player_id || ' ' || "                                             \
  "  CASE WHEN s.kind = 'human' THEN 'human' ELSE coalesce (s.level, '-') END || ' ' || " \
  "  s.place || ' ' || s.scores, ';') "                                                   \
  "FROM match_seats s WHERE s.match_id = matches.id), '')"
#define MATCH_ASSISTED                                                      \
  "assisted = EXISTS (SELECT 1 FROM games g WHERE g.match_id = matches.id " \
  "                   AND (g.hints > 0 OR g.undos > 0))"
#define MATCH_RESULT                                                             \
  "result = CASE status WHEN 'playing' THEN 3 WHEN 'abandoned' THEN 4 ELSE "     \
  "  CASE WHEN winner IS NULL THEN 1 "                                           \
  "       WHEN (SELECT s.kind FROM match_seats s WHERE s.match_id = matches.id " \
  "             AND s.seat = matches.winner) = 'human' THEN 0 "                  \
  "       ELSE 2 END END"
/* Everything that follows from the points and the seats of match @m (an
 * SQL expression), as statements for a trigger; REFRESH_SEAT when only the
 * points of seat @seat changed (a game's points are written a seat at a
 * time: adding up every seat's again for each would be seats² work). */
#define REFRESH_SEATS(m) \
  "  UPDATE match_seats SET " SEAT_TOTALS " WHERE match_id = " m ";\n" REFRESH_PLACES (m)
#define REFRESH_SEAT(m, seat)                                                        \
  "  UPDATE match_seats SET " SEAT_TOTALS " WHERE match_id = " m " AND seat = " seat \
  ";\n" REFRESH_PLACES (m)
#define REFRESH_PLACES(m)                                             \
  "  UPDATE match_seats SET " SEAT_PLACE " WHERE match_id = " m ";\n" \
  "  UPDATE matches SET " MATCH_SUMMARY " WHERE id = " m ";\n"

/* The SQL is laid out as SQL, not as C: clang-format leaves it. */
/* clang-format off */
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
/* clang-format on */

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == SPLAY_STORE_SCHEMA_VERSION);

/* Tables a version-1 database must have; a file without them is damaged. */
static const char *const required_tables[] = {
  "players", "matches", "match_seats", "games", "actions", "points",
};

/* ------------------------------------------------------------------------ */
/* Running SQL on a connection, outside the statement cache */

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

/* ------------------------------------------------------------------------ */
/* Checking a file */

gboolean
_splay_store_is_damage (int rc)
{
  rc &= 0xff;
  return rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB || rc == SQLITE_FORMAT;
}

static void
set_corrupt (GError **error, const char *path, const char *what)
{
  g_autofree char *shown = g_filename_display_name (path);

  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT,
               /* Translators: the first %s is a file path, the second says
                * what is wrong with it */
               _("The saved games in “%s” cannot be used: %s. The file was left as it is."), shown,
               what);
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
_splay_store_check_tables (sqlite3 *db, const char *path, gboolean with_log, int *rc,
                           GError **error)
{
  g_autoptr (GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt = NULL;

  *rc = sqlite3_prepare_v2 (
      db,
      with_log ? "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY rootpage"
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
          g_autofree char *report = _splay_store_column_text (stmt, 0);
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
gboolean
_splay_store_inspect_file (const char *path, gboolean check, int *version, GError **error)
{
  char header[16];
  gsize n = 0;
  FILE *f;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc, app_id = 0, user_version = 0, n_objects = 0;
  gboolean ok = FALSE;
  g_autofree char *shown = g_filename_display_name (path);

  f = g_fopen (path, "rb");
  if (f == NULL)
    {
      int saved = errno;
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be read: %s."), shown, g_strerror (saved));
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

  if ((rc = _splay_store_pragma_int (db, "PRAGMA application_id", &app_id)) != SQLITE_OK
      || (rc = _splay_store_pragma_int (db, "PRAGMA user_version", &user_version)) != SQLITE_OK
      || (rc = _splay_store_pragma_int (db, "SELECT count(*) FROM sqlite_schema", &n_objects))
             != SQLITE_OK)
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
                   _("The saved games in “%s” were made by a newer version of Splay. Update Splay "
                      "to use them; the file was left as it is."),
                   shown);
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
      rc = sqlite3_prepare_v2 (db, "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?",
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
      g_autofree char *what = g_strdup_printf (_("it is damaged (%s)"),
                                               db ? _splay_store_errmsg (db) : sqlite3_errstr (rc));
      set_corrupt (error, path, what);
    }
  else
    g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                 _("The saved games in “%s” cannot be read: %s."), shown,
                 db ? _splay_store_errmsg (db) : sqlite3_errstr (rc));
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
      if (_splay_store_begin (self) != SQLITE_OK)
        goto fail;
      if (_splay_store_pragma_int (self->db, "PRAGMA user_version", &version) != SQLITE_OK)
        goto fail;
      if (version >= SPLAY_STORE_SCHEMA_VERSION)
        {
          _splay_store_rollback (self); /* nothing was written */
          return TRUE;
        }

      set_version = g_strdup_printf ("PRAGMA user_version = %d", version + 1);
      if (_splay_store_run_script (self->db, migrations[version]) != SQLITE_OK
          || _splay_store_run_script (self->db, set_version) != SQLITE_OK
          || _splay_store_commit (self) != SQLITE_OK)
        goto fail;
    }

fail:
  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
               /* Translators: %d is a schema version number, the last %s the database's message */
               _("The saved games in “%s” could not be brought up to date (step %d): %s. Nothing "
                  "was changed."),
               self->shown_path, version + 1, _splay_store_errmsg (self->db));
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

/* The check was done: the next opening need not do it again. */
void
_splay_store_clear_check_mark (SplayStore *self)
{
  g_autofree char *marker = check_marker_path (self->path);

  g_unlink (marker);
}
