/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-migrate.c: databases made by every earlier schema version still open.
 *
 * tests/data/splay-vN.sql is an SQL dump of a database made by the Splay
 * whose schema version was N (tools/make-store-fixture.sh writes it, with
 * finished and unfinished computer matches of every game). For each dump,
 * a database is built from it with the SQLite library, opened with the
 * current store (which brings it up to date), and every match in it must
 * load as it was saved; the unfinished ones must play on to their end and
 * be saved. A new schema version needs no change here: only a dump of the
 * version before it (the test fails until there is one). */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "model/splay-realtime.h"
#include "store-test-util.h"
#include "store/splay-store.h"
#include "store/splay-store-private.h"

typedef struct
{
  gint64 id;
  char *game_id;
  gboolean finished;
  guint n_games;
  guint n_actions;
} Expected;

static void
expected_free (Expected *e)
{
  g_free (e->game_id);
  g_free (e);
}

static const char *
data_dir (void)
{
  static char *dir;

  if (dir == NULL)
    dir = g_build_filename (g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : ".", "data",
                            NULL);
  return dir;
}

/* The schema version of a fixture's name ("splay-v3.sql": 3), or 0. */
static int
fixture_version (const char *name)
{
  int version = 0;
  char end = 0;

  if (sscanf (name, "splay-v%d.sq%c", &version, &end) == 2 && end == 'l'
      && g_str_has_suffix (name, ".sql"))
    return version;
  return 0;
}

static int
compare_fixtures (gconstpointer a, gconstpointer b)
{
  return fixture_version (*(const char *const *) a) - fixture_version (*(const char *const *) b);
}

/* The fixtures' file names, oldest version first. */
static GPtrArray *
list_fixtures (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = g_dir_open (data_dir (), 0, &error);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (fixture_version (name) > 0)
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_fixtures);
  return names;
}

static int
pragma (sqlite3 *db, const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  int value;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  return value;
}

/* Builds the database the dump describes, and reads what it holds: the
 * expectations are taken from the old file itself, so they need no update
 * when a fixture is added. */
static GPtrArray *
build_database (const char *sql_path, const char *db_path, int version)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *sql = NULL;
  GPtrArray *expected = g_ptr_array_new_with_free_func ((GDestroyNotify) expected_free);
  sqlite3_stmt *stmt = NULL;
  sqlite3 *db = NULL;
  char *message = NULL;

  g_file_get_contents (sql_path, &sql, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_open (db_path, &db), ==, SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql_path, message);
  g_assert_cmpint (pragma (db, "PRAGMA user_version"), ==, version);
  g_assert_cmpint (pragma (db, "PRAGMA application_id"), ==, SPLAY_STORE_APPLICATION_ID);

  g_assert_cmpint (
      sqlite3_prepare_v2 (db,
                          "SELECT m.id, m.game_id, m.status = 'finished', "
                          "  (SELECT count(*) FROM games g WHERE g.match_id = m.id), "
                          "  (SELECT count(*) FROM actions a JOIN games g ON g.id = a.game_id "
                          "   WHERE g.match_id = m.id) "
                          "FROM matches m ORDER BY m.id",
                          -1, &stmt, NULL),
      ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      Expected *e = g_new0 (Expected, 1);
      e->id = sqlite3_column_int64 (stmt, 0);
      e->game_id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      e->finished = sqlite3_column_int (stmt, 2);
      e->n_games = sqlite3_column_int (stmt, 3);
      e->n_actions = sqlite3_column_int (stmt, 4);
      g_ptr_array_add (expected, e);
    }
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return expected;
}

static guint
count_actions (SplayMatch *match)
{
  guint n = 0;

  for (guint g = 0; g < splay_match_get_n_games (match); g++)
    n += splay_game_get_n_actions (splay_match_get_game (match, g));
  return n;
}

/* @longer's log starts with all of @shorter's. */
static void
assert_log_prefix (SplayMatch *shorter, SplayMatch *longer)
{
  g_assert_cmpuint (splay_match_get_n_games (shorter), <=, splay_match_get_n_games (longer));
  for (guint g = 0; g < splay_match_get_n_games (shorter); g++)
    {
      SplayGame *a = splay_match_get_game (shorter, g);
      SplayGame *b = splay_match_get_game (longer, g);

      g_assert_cmpuint (splay_game_get_n_actions (a), <=, splay_game_get_n_actions (b));
      for (guint i = 0; i < splay_game_get_n_actions (a); i++)
        {
          int seat_a, seat_b;
          SplayAction action_a, action_b;

          splay_game_get_action (a, i, &seat_a, &action_a);
          splay_game_get_action (b, i, &seat_b, &action_b);
          g_assert_cmpint (seat_a, ==, seat_b);
          g_assert_cmpuint (action_a, ==, action_b);
        }
    }
}

/* Computer moves to the end of the match, as splay-cli autoplay makes them. */
static void
play_to_end (SplayMatch *match)
{
  SplayRealtime *realtime = splay_match_get_realtime (match);

  splay_match_set_paused (match, TRUE);
  while (!splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);
      guint made;

      if (game == NULL || splay_game_is_over (game))
        {
          splay_match_start_next_game (match);
          continue;
        }
      made
          = realtime ? splay_realtime_advance (realtime, 60000) : splay_match_run_computers (match);
      g_assert_true (made > 0 || splay_game_is_over (game));
    }
}

static SplayMatch *
load_cleanly (SplayStore *store, gint64 id)
{
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  SplayMatch *match = splay_store_load_match (store, id, &problem, &error);

  g_assert_no_error (error);
  g_assert_no_error (problem);
  g_assert_nonnull (match);
  return match;
}

static void
test_migrate (gconstpointer data)
{
  const char *name = data;
  int version = fixture_version (name);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("splay-migrate-XXXXXX", &error);
  g_autofree char *sql_path = g_build_filename (data_dir (), name, NULL);
  g_autofree char *db_path = NULL;
  g_autoptr (GPtrArray) expected = NULL;
  g_autoptr (GPtrArray) unfinished = NULL;
  SplayStore *store;
  guint n_playing = 0, n_finished = 0;

  g_assert_no_error (error);
  db_path = g_build_filename (dir, "splay.db", NULL);
  expected = build_database (sql_path, db_path, version);
  g_assert_cmpuint (expected->len, >, 0);

  store = splay_store_new (db_path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (store);
  g_assert_cmpint (pragma (splay_store_get_db (store), "PRAGMA user_version"), ==,
                   SPLAY_STORE_SCHEMA_VERSION);

  /* Every match loads as it was saved. */
  for (guint i = 0; i < expected->len; i++)
    {
      Expected *e = g_ptr_array_index (expected, i);
      g_autoptr (SplayMatch) match = load_cleanly (store, e->id);

      g_test_message ("%s match %" G_GINT64_FORMAT ": %s, %u games, %u actions", name, e->id,
                      e->game_id, e->n_games, e->n_actions);
      g_assert_cmpstr (splay_match_get_rules (match)->id, ==, e->game_id);
      g_assert_cmpuint (splay_match_get_n_games (match), ==, e->n_games);
      g_assert_cmpuint (count_actions (match), ==, e->n_actions);
      g_assert_cmpint (splay_match_is_over (match), ==, e->finished);
      if (e->finished)
        n_finished++;
      else
        n_playing++;
    }
  g_assert_cmpuint (n_finished, >, 0);
  g_assert_cmpuint (n_playing, >, 0);

  unfinished = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (unfinished->len, ==, n_playing);

  /* The unfinished ones play on to their end, and that is saved. */
  for (guint i = 0; i < unfinished->len; i++)
    {
      SplayMatchInfo *info = g_ptr_array_index (unfinished, i);
      g_autoptr (SplayMatch) before = load_cleanly (store, info->id);
      g_autoptr (SplayMatch) match = load_cleanly (store, info->id);
      g_autoptr (SplayMatch) after = NULL;

      g_assert_true (splay_store_track_match (store, match, &error));
      g_assert_no_error (error);
      play_to_end (match);
      g_assert_true (splay_store_flush (store, &error));
      g_assert_no_error (error);

      after = load_cleanly (store, info->id);
      g_assert_true (splay_match_is_over (after));
      g_assert_cmpuint (count_actions (after), ==, count_actions (match));
      g_assert_cmpuint (count_actions (after), >, count_actions (before));
      assert_log_prefix (before, after);
      assert_log_prefix (match, after);
    }
  g_clear_pointer (&unfinished, g_ptr_array_unref);
  g_assert_finalize_object (store);

  /* Opened again, it needs nothing more and nothing is left unfinished. */
  store = splay_store_new (db_path, &error);
  g_assert_no_error (error);
  unfinished = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (unfinished->len, ==, 0);
  g_assert_finalize_object (store);

  remove_tree (dir);
}

static void
exec_sql (const char *db_path, const char *sql)
{
  sqlite3 *db = NULL;
  char *message = NULL;

  g_assert_cmpint (sqlite3_open (db_path, &db), ==, SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
  sqlite3_close (db);
}

/* A saved action edited by hand, in each match of the newest fixture in
 * turn (real games, so each game's own refusal is met): loading that match
 * says which match, game and action, and rebuilds it up to the action
 * before; every other match loads as saved; playing on replaces the damaged
 * rows. */
static void
test_damaged_action (gconstpointer data)
{
  const char *name = data;
  g_autofree char *sql_path = g_build_filename (data_dir (), name, NULL);
  g_autoptr (GPtrArray) expected = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("splay-damaged-XXXXXX", &error);
  g_autofree char *db_path = g_build_filename (dir, "splay.db", NULL);

  g_assert_no_error (error);
  expected = build_database (sql_path, db_path, fixture_version (name));
  g_remove (db_path);

  for (guint m = 0; m < expected->len; m++)
    {
      Expected *damaged = g_ptr_array_index (expected, m);
      guint bad = damaged->n_actions / (damaged->n_games * 2); /* in the first game */
      g_autofree char *edit = NULL;
      g_autofree char *where = NULL;
      g_autofree char *which = NULL;
      g_autoptr (SplayMatch) partial = NULL;
      g_autoptr (SplayMatch) again = NULL;
      g_autoptr (GError) problem = NULL;
      SplayStore *store;

      g_clear_pointer (&expected, g_ptr_array_unref);
      expected = build_database (sql_path, db_path, fixture_version (name));
      damaged = g_ptr_array_index (expected, m);
      /* No game has an action with this value. */
      edit = g_strdup_printf ("UPDATE actions SET action = 4000000000 WHERE idx = %u AND game_id = "
                              "(SELECT id FROM games WHERE match_id = %" G_GINT64_FORMAT
                              " AND idx = 0)",
                              bad, damaged->id);
      exec_sql (db_path, edit);

      store = splay_store_new (db_path, &error);
      g_assert_no_error (error);
      partial = splay_store_load_match (store, damaged->id, &problem, &error);
      g_assert_no_error (error);
      g_assert_nonnull (partial);
      g_assert_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY);
      g_test_message ("%s", problem->message);
      which = g_strdup_printf ("match %" G_GINT64_FORMAT " ", damaged->id);
      where = g_strdup_printf ("game 1, action %u:", bad + 1);
      g_assert_nonnull (strstr (problem->message, which));
      g_assert_nonnull (strstr (problem->message, where));
      g_assert_cmpuint (splay_match_get_n_games (partial), ==, 1);
      g_assert_cmpuint (count_actions (partial), ==, bad);
      g_assert_false (splay_match_is_over (partial));

      /* The rest of the history is as it was. */
      for (guint i = 0; i < expected->len; i++)
        {
          Expected *e = g_ptr_array_index (expected, i);
          g_autoptr (SplayMatch) other = NULL;

          if (i == m)
            continue;
          other = load_cleanly (store, e->id);
          g_assert_cmpuint (count_actions (other), ==, e->n_actions);
          g_assert_cmpint (splay_match_is_over (other), ==, e->finished);
        }

      /* Playing on from the last good action replaces the damaged rows. */
      g_assert_true (splay_store_track_match (store, partial, &error));
      g_assert_no_error (error);
      play_to_end (partial);
      g_assert_true (splay_store_flush (store, &error));
      g_assert_no_error (error);
      again = load_cleanly (store, damaged->id);
      g_assert_true (splay_match_is_over (again));
      assert_log_prefix (partial, again);
      g_assert_cmpuint (count_actions (again), ==, count_actions (partial));
      g_assert_finalize_object (store);

      g_remove (db_path);
      {
        g_autofree char *wal = g_strconcat (db_path, "-wal", NULL);
        g_autofree char *shm = g_strconcat (db_path, "-shm", NULL);
        g_remove (wal);
        g_remove (shm);
      }
    }
  remove_tree (dir);
}

/* Every earlier schema version has its fixture, and none is from the future. */
static void
test_every_version (void)
{
  g_autoptr (GPtrArray) names = list_fixtures ();
  gboolean have[SPLAY_STORE_SCHEMA_VERSION + 1] = { FALSE };

  for (guint i = 0; i < names->len; i++)
    {
      int version = fixture_version (g_ptr_array_index (names, i));
      g_assert_cmpint (version, <=, SPLAY_STORE_SCHEMA_VERSION);
      have[version] = TRUE;
    }
  /* The current version's own dump is welcome but not required: it
   * becomes required when the next version is added. */
  for (int version = 1; version < SPLAY_STORE_SCHEMA_VERSION; version++)
    if (!have[version])
      g_error ("tests/data/splay-v%d.sql is missing: make it with "
               "tools/make-store-fixture.sh from the last commit with schema version %d",
               version, version);
  g_assert_cmpuint (names->len, >, 0);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) names = NULL;

  g_test_init (&argc, &argv, NULL);
  /* The races' clocks as autoplay runs them. */
  g_unsetenv ("SPLAY_REACTION_SCALE");

  g_test_add_func ("/migrate/every-version", test_every_version);
  names = list_fixtures ();
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/migrate/%s", (const char *) g_ptr_array_index (names, i));
      g_test_add_data_func (path, g_ptr_array_index (names, i), test_migrate);
    }
  /* Damage is looked for in a database of the current version's making. */
  if (names->len > 0)
    g_test_add_data_func ("/migrate/damaged-action", g_ptr_array_index (names, names->len - 1),
                          test_damaged_action);
  return g_test_run ();
}
