/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-store.c: the SQLite store on temporary databases: migration, saving
 * every action, resume by replay, files it must refuse and leave untouched,
 * damaged rows, abandoning, and writes that fail and recover.
 *
 * The matches use the tests' tiny game (nim-rules.c), so that the store is
 * tested apart from any real game's rules. */
#include "config.h"

#include <glib/gstdio.h>
#include <grp.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "nim-rules.h"
#include "store-test-util.h"
#include "store/splay-store.h"
#include "store/splay-history.h"
#include "store/splay-store-private.h"
#include "state-test-util.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("splay-store-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "splay.db", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static SplayStore *
open_store (const char *path)
{
  g_autoptr (GError) error = NULL;
  SplayStore *store = splay_store_new (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (store);
  splay_store_add_rules (store, &nim_rules);
  return store;
}

static void
close_store (SplayStore *store)
{
  g_assert_finalize_object (store);
}

static char *
file_checksum (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize len = 0;

  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, len);
}

/* Direct SQL on a closed store's file, as another program would do it. */
static void
exec_sql (const char *path, const char *sql)
{
  sqlite3 *db = NULL;
  char *message = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
  sqlite3_close (db);
}

static int
query_int (const char *path, const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int value;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

/* Seat 0 is a person, the others computers. */
static SplayMatch *
new_match (int seats, guint64 seed, int target, int max_games, gboolean human)
{
  SplaySettings settings;
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  SplayMatch *match;

  splay_settings_defaults (&nim_rules, seats, &settings);
  splay_settings_set (&nim_rules, &settings, "stones", 12);
  for (int i = 0; i < seats; i++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %d", i);
      players[i] = human && i == 0 ? splay_player_new_human ("Anna")
                                   : splay_player_new_computer (name, i % 2 ? SPLAY_LEVEL_RANDOM
                                                                            : SPLAY_LEVEL_EASY);
    }
  match = splay_match_new (&nim_rules, &settings, seed, players, target, max_games);
  splay_match_set_computer_delay (match, 0);
  for (int i = 0; i < seats; i++)
    g_object_unref (players[i]);
  return match;
}

/* Plays @n moves of the person at seat 0 (choosing varied legal moves) and
 * all computer moves between them, starting games as needed. Stops early if
 * nobody can move (a real-time game waiting for its clock). */
static void
play_moves (SplayMatch *match, int n)
{
  const SplayRules *rules = splay_match_get_rules (match);

  for (int k = 0; k < n && !splay_match_is_over (match);)
    {
      SplayGame *game = splay_match_get_current_game (match);
      SplayAction legal[SPLAY_MAX_ACTIONS];
      g_autoptr (GError) error = NULL;
      int n_legal;

      if (game == NULL || splay_game_is_over (game))
        {
          splay_match_start_next_game (match);
          continue;
        }
      if (!(splay_game_get_actors (game) & 1))
        {
          if (splay_match_run_computers (match) == 0 && !(splay_game_get_actors (game) & 1)
              && !splay_game_is_over (game))
            break;
          continue;
        }
      n_legal = rules->legal (splay_game_get_state (game), 0, legal);
      g_assert_cmpint (n_legal, >, 0);
      g_assert_true (splay_match_apply (match, 0, legal[(k * 7 + 1) % n_legal], &error));
      g_assert_no_error (error);
      k++;
      splay_match_run_computers (match);
    }
}

static void
play_to_end (SplayMatch *match)
{
  while (!splay_match_is_over (match))
    play_moves (match, 1000);
}

static void
assert_same_match (SplayMatch *live, SplayMatch *loaded)
{
  int n_seats = splay_match_get_n_seats (live);
  const SplayRules *rules = splay_match_get_rules (live);

  g_assert_cmpint (splay_match_get_n_seats (loaded), ==, n_seats);
  g_assert_cmpuint (splay_match_get_seed (loaded), ==, splay_match_get_seed (live));
  g_assert_cmpint (splay_match_get_target_points (loaded), ==,
                   splay_match_get_target_points (live));
  g_assert_cmpint (splay_match_get_max_games (loaded), ==, splay_match_get_max_games (live));
  g_assert_cmpmem (splay_match_get_settings (loaded), sizeof (SplaySettings),
                   splay_match_get_settings (live), sizeof (SplaySettings));
  g_assert_cmpint (splay_match_is_over (loaded), ==, splay_match_is_over (live));
  g_assert_cmpuint (splay_match_get_n_games (loaded), ==, splay_match_get_n_games (live));

  for (int seat = 0; seat < n_seats; seat++)
    {
      SplayPlayer *a = splay_match_get_player (live, seat);
      SplayPlayer *b = splay_match_get_player (loaded, seat);

      g_assert_cmpstr (splay_player_get_name (b), ==, splay_player_get_name (a));
      g_assert_cmpint (splay_player_is_human (b), ==, splay_player_is_human (a));
      if (!splay_player_is_human (a))
        g_assert_cmpint (splay_player_get_level (b), ==, splay_player_get_level (a));
      g_assert_cmpint (splay_player_get_id (b), ==, splay_player_get_id (a));
      g_assert_cmpint (splay_match_get_total (loaded, seat), ==,
                       splay_match_get_total (live, seat));
    }

  for (guint i = 0; i < splay_match_get_n_games (live); i++)
    {
      SplayGame *a = splay_match_get_game (live, i);
      SplayGame *b = splay_match_get_game (loaded, i);

      g_assert_cmpuint (splay_game_get_n_actions (b), ==, splay_game_get_n_actions (a));
      splay_assert_cmpstate (rules, splay_game_get_state (b), splay_game_get_state (a));
      g_assert_cmpint (splay_game_is_over (b), ==, splay_game_is_over (a));
      if (splay_game_is_over (a))
        for (int seat = 0; seat < n_seats; seat++)
          g_assert_cmpint (splay_match_get_game_points (loaded, i, seat), ==,
                           splay_match_get_game_points (live, i, seat));
    }
}

static SplayMatch *
load (SplayStore *store, gint64 id)
{
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  SplayMatch *match = splay_store_load_match (store, id, &problem, &error);

  g_assert_no_error (error);
  g_assert_no_error (problem);
  g_assert_nonnull (match);
  g_assert_cmpint (splay_match_get_id (match), ==, id);
  splay_match_set_computer_delay (match, 0);
  return match;
}

/* ------------------------------------------------------------------------ */

static void
test_migrate_new (Fixture *f, gconstpointer data)
{
  g_autofree char *nested = g_build_filename (f->dir, "a", "b", "splay.db", NULL);
  const char *paths[] = { nested, f->path };
  g_autoptr (GError) error = NULL;

  /* A file that does not exist yet (in a folder that does not either), and
   * an empty file. */
  g_file_set_contents (f->path, "", 0, &error);
  g_assert_no_error (error);

  for (gsize i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      SplayStore *store = open_store (paths[i]);
      g_autoptr (GPtrArray) list = NULL;

      g_assert_cmpstr (splay_store_get_path (store), ==, paths[i]);
      list = splay_store_list_unfinished (store, 0, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (list->len, ==, 0);
      close_store (store);

      g_assert_cmpint (query_int (paths[i], "PRAGMA user_version"), ==, SPLAY_STORE_SCHEMA_VERSION);
      g_assert_cmpint (query_int (paths[i], "PRAGMA application_id"), ==,
                       SPLAY_STORE_APPLICATION_ID);
      g_assert_cmpint (query_int (paths[i],
                                  "SELECT count(*) FROM sqlite_schema WHERE type = 'table' "
                                  "AND name IN ('players', 'matches', 'match_seats', 'games', "
                                  "'actions', 'points')"),
                       ==, 6);
      g_assert_cmpint (query_int (paths[i],
                                  "SELECT count(*) FROM sqlite_schema WHERE type = 'index' "
                                  "AND name = 'matches_status_updated'"),
                       ==, 1);

      /* Opening again is not a second migration. */
      store = open_store (paths[i]);
      close_store (store);
      g_assert_cmpint (query_int (paths[i], "PRAGMA user_version"), ==, SPLAY_STORE_SCHEMA_VERSION);
    }
}

static void
test_save_and_resume (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (3, 1234, 12, 0, TRUE);
  g_autoptr (SplayMatch) resumed = NULL;
  g_autoptr (SplayMatch) finished = NULL;
  g_autoptr (GPtrArray) list = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) people = NULL;
  SplayMatchInfo *info;
  SplayStore *store;
  gint64 id;

  store = open_store (f->path);
  g_assert_true (splay_store_track_match (store, live, &error));
  g_assert_no_error (error);
  id = splay_match_get_id (live);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (splay_player_get_id (splay_match_get_player (live, 0)), >, 0);

  /* Through the end of the first game and into the second. */
  play_moves (live, 4);
  while (splay_match_get_n_games (live) < 2)
    play_moves (live, 1);
  play_moves (live, 1);
  g_assert_false (splay_match_is_over (live));
  g_assert_false (splay_game_is_over (splay_match_get_current_game (live)));
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (live)), >, 0);

  /* Closing without any "save": every action is already written. */
  close_store (store);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM actions WHERE time_ms IS NULL"), ==,
                   0);

  store = open_store (f->path);
  list = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  info = g_ptr_array_index (list, 0);
  g_assert_cmpint (info->id, ==, id);
  g_assert_cmpstr (info->game_id, ==, "nim");
  g_assert_cmpint (info->status, ==, SPLAY_MATCH_PLAYING);
  g_assert_cmpint (info->n_seats, ==, 3);
  g_assert_cmpstr (info->names[0], ==, "Anna");
  g_assert_cmpstr (info->names[1], ==, "Computer 1");
  g_assert_null (info->names[3]);
  g_assert_cmpstr (info->levels[0], ==, "human");
  g_assert_cmpstr (info->levels[1], ==, "random");
  g_assert_cmpstr (info->levels[2], ==, "easy");
  g_assert_cmpint (info->n_games, ==, (int) splay_match_get_n_games (live));
  g_assert_cmpint (info->n_games, >=, 2);
  g_assert_cmpint (info->target_points, ==, 12);
  for (int seat = 0; seat < 3; seat++)
    g_assert_cmpint (info->totals[seat], ==, splay_match_get_total (live, seat));
  g_assert_nonnull (info->created);
  g_assert_cmpint (g_date_time_compare (info->updated, info->created), >=, 0);

  people = splay_store_list_people (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (people), ==, 1);
  g_assert_cmpstr (people[0], ==, "Anna");

  resumed = load (store, id);
  assert_same_match (live, resumed);

  /* Both play on the same way: the resumed one is tracked and saved. */
  g_assert_true (splay_store_track_match (store, resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (splay_match_get_id (resumed), ==, id);
  play_to_end (live);
  play_to_end (resumed);
  assert_same_match (live, resumed);
  close_store (store);

  store = open_store (f->path);
  finished = load (store, id);
  assert_same_match (live, finished);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 0);
  close_store (store);

  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM matches WHERE status = 'finished'"),
                   ==, 1);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM games WHERE status = 'finished'"), ==,
                   (int) splay_match_get_n_games (live));
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM points"), ==,
                   3 * (int) splay_match_get_n_games (live));
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM players"), ==, 3);
}

/* Computers only, tracked only after the first game is over: the store
 * catches up with what it missed. */
static void
test_computers_late_tracking (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 77, 0, 3, FALSE);
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  gint64 id;

  splay_match_start_next_game (live);
  g_assert_cmpuint (splay_match_run_computers (live), >, 0);
  g_assert_true (splay_game_is_over (splay_match_get_current_game (live)));

  g_assert_true (splay_store_track_match (store, live, &error));
  g_assert_no_error (error);
  id = splay_match_get_id (live);
  while (!splay_match_is_over (live))
    {
      splay_match_start_next_game (live);
      splay_match_run_computers (live);
    }
  close_store (store);

  store = open_store (f->path);
  loaded = load (store, id);
  assert_same_match (live, loaded);
  g_assert_cmpuint (splay_match_get_n_games (loaded), ==, 3);
  close_store (store);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM players WHERE kind = 'computer'"), ==,
                   2);
  g_assert_cmpint (
      query_int (f->path, "SELECT winner IS NULL OR winner BETWEEN 0 AND 1 FROM matches"), ==, 1);
}

static void
copy_file (const char *from, const char *to)
{
  g_autofree char *contents = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (from, &contents, &len, NULL));
  g_assert_true (g_file_set_contents (to, contents, len, NULL));
}

/* The files as a crash would leave them: the store still open, its recent
 * commits only in the WAL file, no shared-memory file. */
static void
test_crash_copy (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (3, 21, 15, 0, TRUE);
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *crash = g_build_filename (f->dir, "crash.db", NULL);
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *crash_wal = g_strconcat (crash, "-wal", NULL);
  SplayStore *store = open_store (f->path);
  SplayStore *after;

  g_assert_true (splay_store_track_match (store, live, &error));
  play_moves (live, 6);
  g_assert_true (g_file_test (wal, G_FILE_TEST_EXISTS));
  copy_file (f->path, crash);
  copy_file (wal, crash_wal);

  after = open_store (crash);
  loaded = load (after, splay_match_get_id (live));
  assert_same_match (live, loaded);
  close_store (after);
  close_store (store);
}

/* Every game built so far, through the catalog as the app finds it: a
 * person against a computer, saved, reopened and rebuilt by replay. */
static void
test_real_game (Fixture *f, gconstpointer data)
{
  const SplayRules *rules = data;
  g_autoptr (SplayMatch) live = NULL;
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  SplayPlayer *players[3] = { NULL };
  SplaySettings settings;
  SplayStore *store;

  splay_settings_defaults (rules, 2, &settings);
  players[0] = splay_player_new_human ("Anna");
  players[1] = splay_player_new_computer ("Bob", SPLAY_LEVEL_RANDOM);
  live = splay_match_new (rules, &settings, 2024, players, 0, 2);
  splay_match_set_computer_delay (live, 0);
  g_object_unref (players[0]);
  g_object_unref (players[1]);

  store = splay_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_true (splay_store_track_match (store, live, &error));
  g_assert_no_error (error);
  play_moves (live, 25);
  close_store (store);

  store = splay_store_new (f->path, &error);
  g_assert_no_error (error);
  loaded = load (store, splay_match_get_id (live));
  assert_same_match (live, loaded);
  close_store (store);
}

static void
count_hint (SplayMatch *match, SplayGame *game, int seat, guint action, int *n)
{
  (*n)++;
}

/* A hint given in a game is saved with the game (games.hints, which the
 * statistics read) and comes back with the resumed match. */
static void
test_hints (Fixture *f, gconstpointer data)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autoptr (SplayMatch) live = NULL;
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  SplayPlayer *players[2];
  SplaySettings settings;
  SplayStore *store;
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  int hints = 0;

  splay_settings_defaults (rules, 2, &settings);
  players[0] = splay_player_new_human ("Anna");
  players[1] = splay_player_new_computer ("Bob", SPLAY_LEVEL_MEDIUM);
  live = splay_match_new (rules, &settings, 77, players, 0, 0);
  splay_match_set_computer_delay (live, 0);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  g_signal_connect (live, "hint-ready", G_CALLBACK (count_hint), &hints);

  store = open_store (f->path);
  g_assert_true (splay_store_track_match (store, live, &error));
  g_assert_no_error (error);
  splay_match_start_next_game (live);
  splay_match_run_computers (live);
  g_assert_true (splay_match_request_hint (live, 0));
  while (hints == 0)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  close_store (store);
  g_assert_cmpint (query_int (f->path, "SELECT hints FROM games WHERE idx = 0"), ==, 1);

  store = open_store (f->path);
  loaded = load (store, splay_match_get_id (live));
  g_assert_cmpuint (splay_game_get_n_hints (splay_match_get_game (loaded, 0)), ==, 1);
  close_store (store);
}

typedef struct
{
  const char *name;
  void (*make) (const char *path);
} BadFile;

static void
make_random (const char *path)
{
  guint8 bytes[8192];
  GRand *rand = g_rand_new_with_seed (5);

  for (gsize i = 0; i < sizeof bytes; i++)
    bytes[i] = g_rand_int_range (rand, 0, 256);
  g_rand_free (rand);
  g_assert_true (g_file_set_contents (path, (const char *) bytes, sizeof bytes, NULL));
}

static void
make_text (const char *path)
{
  g_assert_true (g_file_set_contents (path, "my shopping list\n", -1, NULL));
}

static void
make_header_only (const char *path)
{
  /* The magic and nothing after it. */
  g_assert_true (g_file_set_contents (path, "SQLite format 3", 16, NULL));
}

static void
make_truncated (const char *path)
{
  g_autoptr (SplayMatch) match = new_match (2, 3, 0, 8, FALSE);
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (path);
  GStatBuf st;

  g_assert_true (splay_store_track_match (store, match, &error));
  while (!splay_match_is_over (match))
    {
      splay_match_start_next_game (match);
      splay_match_run_computers (match);
    }
  close_store (store);

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 4 * 4096);
  g_assert_cmpint (truncate (path, st.st_size / 2), ==, 0);
}

static void
make_other_app (const char *path)
{
  exec_sql (path, "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);"
                  "INSERT INTO notes (text) VALUES ('buy milk');");
}

static void
make_other_app_id (const char *path)
{
  /* Even with tables of the same names and version 1. */
  exec_sql (path, "PRAGMA application_id = 1234;"
                  "PRAGMA user_version = 1;"
                  "CREATE TABLE matches (id INTEGER PRIMARY KEY);");
}

static void
make_missing_table (const char *path)
{
  close_store (open_store (path));
  exec_sql (path, "DROP TABLE points;");
}

/* The text of a table's definition damaged with a byte that is not
 * UTF-8: SQLite's message quotes it ('near "CREA\xff": syntax error'),
 * and GTK refused to show the message. */
static void
make_schema_not_utf8 (const char *path)
{
  close_store (open_store (path));
  exec_sql (path, "PRAGMA writable_schema = ON;"
                  "UPDATE sqlite_master SET sql = CAST (x'43524541ff' AS TEXT) || substr (sql, 5) "
                  "WHERE name = 'matches';"
                  "PRAGMA writable_schema = OFF;");
}

static void
make_damaged_page (const char *path)
{
  g_autoptr (SplayMatch) match = new_match (2, 3, 0, 4, FALSE);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  SplayStore *store = open_store (path);
  gsize len;

  g_assert_true (splay_store_track_match (store, match, &error));
  while (!splay_match_is_over (match))
    {
      splay_match_start_next_game (match);
      splay_match_run_computers (match);
    }
  close_store (store);

  /* Scribble over the header of every page but the first. */
  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_cmpuint (len, >, 2 * 4096);
  for (gsize page = 4096; page + 4096 <= len; page += 4096)
    memset (contents + page, 0xa5, 64);
  g_assert_true (g_file_set_contents (path, contents, len, NULL));
}

static const BadFile bad_files[] = {
  { "random", make_random },
  { "text", make_text },
  { "header-only", make_header_only },
  { "truncated", make_truncated },
  { "other-app", make_other_app },
  { "other-app-id", make_other_app_id },
  { "missing-table", make_missing_table },
  { "damaged-page", make_damaged_page },
  { "schema-not-utf8", make_schema_not_utf8 },
};

static void
test_corrupt (Fixture *f, gconstpointer data)
{
  const BadFile *bad = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  SplayStore *store;

  bad->make (f->path);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  before = file_checksum (f->path);

  store = splay_store_new (f->path, &error);
  g_assert_null (store);
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT);
  g_test_message ("%s: %s", bad->name, error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_nonnull (strstr (error->message, f->path));
  g_assert_nonnull (strstr (error->message, "left as it is"));

  after = file_checksum (f->path);
  g_assert_cmpstr (after, ==, before);
}

/* The store's messages name the file as valid UTF-8 when its path is
 * not (SPLAY_DB set to such a path): they went to GTK as they were, which
 * refused them. */
static void
test_path_not_utf8 (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (f->dir, "saved-\xff.db", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "other-\xff.db", NULL);
  g_autofree char *newer
      = g_strdup_printf ("PRAGMA user_version = %d;", SPLAY_STORE_SCHEMA_VERSION + 1);
  GError *errors[3] = { NULL };

  g_assert_false (g_utf8_validate (path, -1, NULL));
  make_text (path);
  g_assert_null (splay_store_new (path, &errors[0]));
  g_assert_error (errors[0], SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT);
  g_assert_true (g_unlink (path) == 0);
  close_store (open_store (path));
  exec_sql (path, newer);
  g_assert_null (splay_store_new (path, &errors[1]));
  g_assert_error (errors[1], SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NEWER);
  g_assert_null (splay_store_new_read_only (missing, &errors[2]));
  g_assert_error (errors[2], SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN);
  for (int i = 0; i < 3; i++)
    {
      g_test_message ("%s", errors[i]->message);
      g_assert_true (g_utf8_validate (errors[i]->message, -1, NULL));
      /* The byte that could not be shown is marked, the rest kept. */
      g_assert_nonnull (
          strstr (errors[i]->message, i < 2 ? "saved-\xef\xbf\xbd.db" : "other-\xef\xbf\xbd.db"));
      g_error_free (errors[i]);
    }
}

static void
test_newer (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *newer
      = g_strdup_printf ("PRAGMA user_version = %d;", SPLAY_STORE_SCHEMA_VERSION + 1);

  close_store (open_store (f->path));
  exec_sql (f->path, newer);
  before = file_checksum (f->path);

  g_assert_null (splay_store_new (f->path, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NEWER);
  g_assert_nonnull (strstr (error->message, "newer version of Splay"));

  after = file_checksum (f->path);
  g_assert_cmpstr (after, ==, before);
}

static void
test_open_default (Fixture *f, gconstpointer data)
{
  g_autofree char *fresh = g_build_filename (f->dir, "splay-fresh.db", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *default_path = NULL;
  g_autoptr (SplayMatch) match = new_match (2, 5, 0, 0, TRUE);
  g_autoptr (GPtrArray) list = NULL;
  SplayStore *store;

  g_setenv ("SPLAY_DB", f->path, TRUE);
  default_path = splay_store_default_path ();
  g_assert_cmpstr (default_path, ==, f->path);

  /* A usable file: no problem, no fresh file. */
  store = splay_store_open_default (&problem, &error);
  g_assert_no_error (error);
  g_assert_no_error (problem);
  g_assert_cmpstr (splay_store_get_path (store), ==, f->path);
  close_store (store);
  g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));

  /* A broken one: the problem is told and a fresh database beside it used. */
  make_random (f->path);
  before = file_checksum (f->path);
  store = splay_store_open_default (&problem, &error);
  g_assert_no_error (error);
  g_assert_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT);
  g_assert_cmpstr (splay_store_get_path (store), ==, fresh);
  g_assert_true (splay_store_track_match (store, match, &error));
  g_assert_no_error (error);
  close_store (store);
  g_clear_error (&problem);

  /* On the next start the same fresh database, with what was saved. */
  store = splay_store_open_default (&problem, &error);
  g_assert_no_error (error);
  g_assert_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT);
  g_assert_cmpstr (splay_store_get_path (store), ==, fresh);
  list = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  close_store (store);

  after = file_checksum (f->path);
  g_assert_cmpstr (after, ==, before);
  g_unsetenv ("SPLAY_DB");
}

/* What another connection sees of the match while the last move's signals
 * run: a kill at any of those moments must leave the match either as it was
 * before the move or finished, never a finished game in a match still in
 * play (which a restart then took up and finished a second time). */
typedef struct
{
  const char *path;
  int n_actions_before;
  gboolean checked;
} Finish;

static void
check_not_half_finished (Finish *finish)
{
  int playing = query_int (finish->path, "SELECT count(*) FROM matches WHERE status = 'playing'");
  int games_over = query_int (finish->path, "SELECT count(*) FROM games WHERE status = 'finished'");
  int n_actions = query_int (finish->path, "SELECT count(*) FROM actions");

  if (playing == 1)
    {
      g_assert_cmpint (games_over, ==, 0);
      g_assert_cmpint (n_actions, ==, finish->n_actions_before);
    }
  else
    g_assert_cmpint (n_actions, ==, finish->n_actions_before + 1);
  finish->checked = TRUE;
}

static void
on_last_action (SplayMatch *match, SplayGame *game, int seat, guint action, guint index,
                Finish *finish)
{
  if (splay_game_is_over (game))
    check_not_half_finished (finish);
}

static void
on_last_game_over (SplayMatch *match, SplayGame *game, Finish *finish)
{
  check_not_half_finished (finish);
}

static void
test_finish_is_one_transaction (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 41, 0, 1, FALSE);
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  Finish finish = { f->path, 0, FALSE };

  g_assert_true (splay_store_track_match (store, live, &error));
  g_assert_no_error (error);
  splay_match_start_next_game (live);
  /* Up to the last move, each one saved as it is made. */
  while (TRUE)
    {
      SplayGame *game = splay_match_get_current_game (live);
      SplayAction legal[SPLAY_MAX_ACTIONS];
      gconstpointer state = splay_game_get_state (game);
      int seat = __builtin_ctz (splay_game_get_actors (game));
      int n = nim_rules.legal (state, seat, legal);
      guint8 after[256];

      g_assert_cmpint (n, >, 0);
      g_assert_cmpuint (nim_rules.state_size, <=, sizeof after);
      memcpy (after, state, nim_rules.state_size);
      nim_rules.apply (after, seat, legal[0], NULL);
      if (nim_rules.is_over (after))
        break;
      g_assert_true (splay_match_apply (live, seat, legal[0], NULL));
    }
  finish.n_actions_before = query_int (f->path, "SELECT count(*) FROM actions");
  g_assert_cmpint (finish.n_actions_before, >, 0);
  g_signal_connect (live, "action-applied", G_CALLBACK (on_last_action), &finish);
  g_signal_connect (live, "game-over", G_CALLBACK (on_last_game_over), &finish);
  {
    SplayGame *game = splay_match_get_current_game (live);
    SplayAction legal[SPLAY_MAX_ACTIONS];
    int seat = __builtin_ctz (splay_game_get_actors (game));

    nim_rules.legal (splay_game_get_state (game), seat, legal);
    g_assert_true (splay_match_apply (live, seat, legal[0], NULL));
  }
  g_assert_true (finish.checked);
  g_assert_true (splay_match_is_over (live));
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM matches WHERE status = 'finished'"),
                   ==, 1);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM actions"), ==,
                   finish.n_actions_before + 1);
  close_store (store);
}

/* A game row whose index was changed: the games before it are restored and
 * the damage is said. The match was silently cut short at the gap, and
 * playing on then replaced the rest. */
static void
test_damaged_game_row (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 31, 0, 3, TRUE);
  g_autoptr (SplayMatch) partial = NULL;
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  gint64 id;

  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  while (splay_match_get_n_games (live) < 2)
    play_moves (live, 1);
  play_moves (live, 1);
  g_assert_cmpuint (splay_match_get_n_games (live), ==, 2);
  close_store (store);

  exec_sql (f->path, "UPDATE games SET idx = 5 WHERE idx = 1;");
  store = open_store (f->path);
  partial = splay_store_load_match (store, id, &problem, &error);
  g_assert_no_error (error);
  g_assert_nonnull (partial);
  g_assert_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY);
  g_test_message ("%s", problem->message);
  g_assert_nonnull (strstr (problem->message, "damaged"));
  g_assert_nonnull (strstr (problem->message, "game 6"));
  g_assert_cmpuint (splay_match_get_n_games (partial), ==, 1);
  close_store (store);
}

/* Moves saved after the end of a game (an older Splay missed a Splatoids
 * stalemate that these rules see, and played on): the game is restored as
 * it ends, the message says so and names no damage, and loading deletes
 * nothing. */
static void
test_moves_after_the_end (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 9, 0, 0, TRUE);
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *n_text = NULL;
  SplayStore *store = open_store (f->path);
  gint64 id;
  guint n;

  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  while (splay_match_get_n_games (live) == 0
         || !splay_game_is_over (splay_match_get_game (live, 0)))
    play_moves (live, 1);
  n = splay_game_get_n_actions (splay_match_get_game (live, 0));
  close_store (store);

  exec_sql (f->path, "INSERT INTO actions (game_id, idx, seat, action) "
                     "SELECT game_id, max(idx) + 1, 0, 1 FROM actions;");
  store = open_store (f->path);
  loaded = splay_store_load_match (store, id, &problem, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY);
  g_test_message ("%s", problem->message);
  n_text = g_strdup_printf ("ends with action %u.", n);
  g_assert_nonnull (strstr (problem->message, "goes on after game 1 ended"));
  g_assert_nonnull (strstr (problem->message, n_text));
  g_assert_null (strstr (problem->message, "damaged"));
  g_assert_true (splay_game_is_over (splay_match_get_game (loaded, 0)));
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_game (loaded, 0)), ==, n);
  close_store (store);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM actions"), ==, (int) n + 1);
}

static void
test_damaged_action (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 9, 0, 0, TRUE);
  g_autoptr (SplayMatch) partial = NULL;
  g_autoptr (SplayMatch) again = NULL;
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  gint64 id;
  guint n;

  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  play_moves (live, 3);
  n = splay_game_get_n_actions (splay_match_get_current_game (live));
  g_assert_cmpuint (n, >=, 5);
  close_store (store);

  /* Taking 9 stones is never legal. Action 5 is the fifth (from 1). */
  exec_sql (f->path, "UPDATE actions SET action = 9 WHERE idx = 4;");

  store = open_store (f->path);
  partial = splay_store_load_match (store, id, &problem, &error);
  g_assert_no_error (error);
  g_assert_nonnull (partial);
  g_assert_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY);
  g_test_message ("%s", problem->message);
  g_assert_nonnull (strstr (problem->message, "game 1, action 5"));
  g_assert_nonnull (strstr (problem->message, "Nim"));
  g_assert_cmpuint (splay_match_get_n_games (partial), ==, 1);
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_game (partial, 0)), ==, 4);
  g_clear_error (&problem);
  close_store (store);
  /* Loading touched nothing. */
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM actions"), ==, (int) n);

  /* A value that is not even a number. */
  exec_sql (f->path, "UPDATE actions SET action = 'x' WHERE idx = 2;");
  store = open_store (f->path);
  g_clear_object (&partial);
  partial = splay_store_load_match (store, id, &problem, &error);
  g_assert_no_error (error);
  g_assert_error (problem, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_REPLAY);
  g_assert_nonnull (strstr (problem->message, "action 3"));
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_game (partial, 0)), ==, 2);
  g_clear_error (&problem);

  /* Playing on from the last good action replaces the damaged rows. */
  splay_match_set_computer_delay (partial, 0);
  g_assert_true (splay_store_track_match (store, partial, &error));
  g_assert_no_error (error);
  play_moves (partial, 2);
  close_store (store);

  store = open_store (f->path);
  again = load (store, id);
  assert_same_match (partial, again);
  close_store (store);
}

static void
test_abandon (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) a = new_match (2, 1, 0, 0, TRUE);
  g_autoptr (SplayMatch) b = new_match (2, 2, 0, 0, TRUE);
  g_autoptr (GPtrArray) list = NULL;
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);

  g_assert_true (splay_store_track_match (store, a, &error));
  g_assert_true (splay_store_track_match (store, b, &error));
  /* Times are kept in milliseconds: make the move clearly later. */
  g_usleep (5 * G_TIME_SPAN_MILLISECOND);
  play_moves (a, 1);
  g_assert_no_error (error);

  list = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_cmpuint (list->len, ==, 2);
  /* Most recently played first. */
  g_assert_cmpint (((SplayMatchInfo *) list->pdata[0])->id, ==, splay_match_get_id (a));
  g_clear_pointer (&list, g_ptr_array_unref);

  g_assert_true (splay_store_abandon_match (store, splay_match_get_id (a), &error));
  g_assert_no_error (error);
  list = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpint (((SplayMatchInfo *) list->pdata[0])->id, ==, splay_match_get_id (b));

  /* Twice is harmless; an unknown match is an error. */
  g_assert_true (splay_store_abandon_match (store, splay_match_get_id (a), &error));
  g_assert_false (splay_store_abandon_match (store, 4711, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (splay_store_load_match (store, 4711, NULL, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND);
  close_store (store);
}

static void
count_signal (SplayStore *store, int *count)
{
  (*count)++;
}

static void
on_save_failed (SplayStore *store, const char *message, int *count)
{
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  /* The database's own reason, read before the rollback replaced it with
   * "not an error". */
  g_test_message ("save failed: %s", message);
  g_assert_null (strstr (message, "not an error"));
  g_assert_nonnull (strstr (message, "readonly"));
  (*count)++;
}

static void
set_query_only (SplayStore *store, gboolean on)
{
  g_assert_cmpint (sqlite3_exec (splay_store_get_db (store),
                                 on ? "PRAGMA query_only = 1" : "PRAGMA query_only = 0", NULL, NULL,
                                 NULL),
                   ==, SQLITE_OK);
}

/* The database at @path, opened afresh, holds match @id as @live has it:
 * nothing played while writes failed was lost. */
static void
assert_saved_whole (const char *path, SplayMatch *live, gint64 id)
{
  SplayStore *store = open_store (path);
  g_autoptr (SplayMatch) loaded = load (store, id);

  assert_same_match (live, loaded);
  close_store (store);
}

static void
test_read_only (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 11, 20, 0, TRUE);
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  int failed = 0, recovered = 0;
  gint64 id;

  g_signal_connect (store, "save-failed", G_CALLBACK (on_save_failed), &failed);
  g_signal_connect (store, "save-recovered", G_CALLBACK (count_signal), &recovered);
  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  play_moves (live, 1);
  g_assert_cmpint (failed, ==, 0);

  /* The disk refuses writes: play goes on, failing is said once. */
  set_query_only (store, TRUE);
  play_moves (live, 3);
  g_assert_cmpint (failed, ==, 1);
  g_assert_cmpint (recovered, ==, 0);
  g_assert_false (splay_store_flush (store, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE);
  g_clear_error (&error);
  g_assert_cmpint (failed, ==, 1);

  /* Writable again: a change right after a failed attempt only joins the
   * backlog (play is never held up by a write that keeps failing); one
   * after the retry interval writes it all. */
  set_query_only (store, FALSE);
  play_moves (live, 1);
  g_assert_cmpint (recovered, ==, 0);
  g_usleep (1100 * 1000);
  play_moves (live, 1);
  g_assert_cmpint (recovered, ==, 1);
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);

  /* And once more, recovered by an explicit flush. */
  set_query_only (store, TRUE);
  play_moves (live, 2);
  g_assert_cmpint (failed, ==, 2);
  set_query_only (store, FALSE);
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  g_assert_cmpint (recovered, ==, 2);
  close_store (store);
  assert_saved_whole (f->path, live, id);
}

/* What the store said, and words it must hold (none: anything). */
typedef struct
{
  const char *holds[2];
  int count;
} Said;

static void
on_said (SplayStore *store, const char *message, Said *said)
{
  g_test_message ("said: %s", message);
  for (int i = 0; i < 2; i++)
    if (said->holds[i] != NULL)
      g_assert_nonnull (strstr (message, said->holds[i]));
  said->count++;
}

/* Puts a row that the store did not write where action @idx of @match's
 * first game goes: the database then refuses that action for good, as a
 * damaged file whose index still holds a row did (found by corrupting
 * saved games at random: play went on and nothing more was saved, with
 * only a warning in the log). */
static void
block_action (const char *path, gint64 match_id, guint idx)
{
  g_autofree char *sql = g_strdup_printf (
      "INSERT INTO actions (game_id, idx, seat, action) "
      "SELECT id, %u, 0, 1 FROM games WHERE match_id = %" G_GINT64_FORMAT " AND idx = 0",
      idx, match_id);

  exec_sql (path, sql);
}

/* A change the database refuses for good is dropped, and the person is
 * told so, once a match; play goes on, and what was saved before stays. */
static void
test_refused_change (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 13, 0, 0, TRUE);
  g_autoptr (SplayMatch) other = new_match (2, 14, 0, 0, TRUE);
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  /* The database's own reason, and what it means for the match. */
  Said refused = { { "UNIQUE constraint failed", "not saved whole" } }, failed = { { NULL } };
  g_autofree char *count_sql = NULL;
  gint64 id;
  guint n;

  g_signal_connect (store, "save-refused", G_CALLBACK (on_said), &refused);
  g_signal_connect (store, "save-failed", G_CALLBACK (on_said), &failed);
  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  play_moves (live, 1);
  n = splay_game_get_n_actions (splay_match_get_current_game (live));
  g_assert_true (splay_store_flush (store, &error));
  g_assert_cmpint (refused.count, ==, 0);

  /* The next action and a later one are refused: said once, and logged
   * as a warning once. */
  block_action (f->path, id, n);
  block_action (f->path, id, n + 2);
  g_test_expect_message ("Splay", G_LOG_LEVEL_WARNING, "*Dropped 1 write(s)*UNIQUE*");
  play_moves (live, 3);
  g_assert_true (splay_store_flush (store, &error));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (live)), >, n + 2);
  g_assert_cmpint (refused.count, ==, 1);
  /* Refused for good, not waiting to be tried again. */
  g_assert_cmpint (failed.count, ==, 0);

  /* Another match is said again. */
  g_assert_true (splay_store_track_match (store, other, &error));
  play_moves (other, 1);
  g_assert_true (splay_store_flush (store, &error));
  block_action (f->path, splay_match_get_id (other),
                splay_game_get_n_actions (splay_match_get_current_game (other)));
  g_test_expect_message ("Splay", G_LOG_LEVEL_WARNING, "*Dropped 1 write(s)*UNIQUE*");
  play_moves (other, 1);
  g_assert_true (splay_store_flush (store, &error));
  g_test_assert_expected_messages ();
  g_assert_cmpint (refused.count, ==, 2);
  close_store (store);

  /* The moves saved before the refusal are all there. */
  count_sql = g_strdup_printf ("SELECT count(*) FROM actions a JOIN games g ON a.game_id = g.id "
                               "WHERE g.match_id = %" G_GINT64_FORMAT " AND a.idx < %u",
                               id, n);
  g_assert_cmpint (query_int (f->path, count_sql), ==, (int) n);
}

/* A name is valid UTF-8 and keeps what of "Anna" could be read. */
static void
assert_valid_name (const char *name)
{
  g_assert_nonnull (name);
  g_assert_true (g_utf8_validate (name, -1, NULL));
  g_assert_true (g_str_has_prefix (name, "Anna"));
}

/* Names in a damaged file that are not UTF-8 come out of the store valid
 * (GTK warned, and drew them cut short, where the history, Continue and
 * a resumed board showed them), as the exports already made them. */
static void
test_names_not_utf8 (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 16, 0, 0, TRUE);
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (GPtrArray) unfinished = NULL;
  g_autoptr (GPtrArray) history = NULL;
  g_auto (GStrv) people = NULL;
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  gint64 id;

  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  play_moves (live, 1);
  close_store (store);
  exec_sql (f->path, "UPDATE match_seats SET name = CAST (x'416e6e61ff28' AS TEXT) WHERE seat = 0;"
                     "UPDATE players SET name = CAST (x'416e6e61ff28' AS TEXT) "
                     "WHERE kind = 'human';");

  store = open_store (f->path);
  loaded = load (store, id);
  assert_valid_name (splay_player_get_name (splay_match_get_player (loaded, 0)));
  unfinished = splay_store_list_unfinished (store, 10, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (unfinished->len, ==, 1);
  assert_valid_name (((SplayMatchInfo *) g_ptr_array_index (unfinished, 0))->names[0]);
  history = splay_store_list_history (store, NULL, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 1);
  assert_valid_name (((SplayHistoryEntry *) g_ptr_array_index (history, 0))->names[0]);
  people = splay_store_list_people (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (people), ==, 1);
  assert_valid_name (people[0]);
  close_store (store);
}

/* A seat whose row a damaged file lost is listed as "Seat N": the
 * history and Continue showed an empty name (", , Computer 2"). */
static void
test_seat_missing (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (3, 17, 0, 0, TRUE);
  g_autoptr (GPtrArray) unfinished = NULL;
  g_autoptr (GPtrArray) history = NULL;
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  const char *const *lists[2];

  g_assert_true (splay_store_track_match (store, live, &error));
  play_moves (live, 1);
  close_store (store);
  exec_sql (f->path, "DELETE FROM match_seats WHERE seat = 1");

  store = open_store (f->path);
  unfinished = splay_store_list_unfinished (store, 10, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (unfinished->len, ==, 1);
  history = splay_store_list_history (store, NULL, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 1);
  lists[0] = (const char *const *) ((SplayMatchInfo *) unfinished->pdata[0])->names;
  lists[1] = (const char *const *) ((SplayHistoryEntry *) history->pdata[0])->names;
  for (int i = 0; i < 2; i++)
    {
      g_assert_cmpstr (lists[i][0], ==, "Anna");
      g_assert_cmpstr (lists[i][1], ==, "Seat 2");
      g_assert_cmpstr (lists[i][2], ==, "Computer 2");
      g_assert_null (lists[i][3]);
    }
  close_store (store);
}

/* Counts the inserts of actions the store runs. */
static int
count_action_inserts (unsigned type, void *data, void *p, void *x)
{
  const char *sql = sqlite3_sql (p);

  /* The trigger's own calls come with a comment for @x. */
  if (sql != NULL && g_str_has_prefix (sql, "INSERT INTO actions") && !g_str_has_prefix (x, "--"))
    (*(int *) data)++;
  return 0;
}

/* A backlog (kept while the disk refused writes) in which many changes
 * are refused for good: each refused one is dropped at the cost of
 * itself. Each used to have the whole backlog written again, which for a
 * damaged file and a backlog of thousands took a minute. */
static void
test_refused_backlog (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 15, 200, 0, TRUE);
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  Said refused = { { "odd actions refused" } }, failed = { { "readonly" } };
  int recovered = 0, inserts = 0, backlog;
  gint64 id;
  guint before = 0, total = 0, odd = 0;

  g_signal_connect (store, "save-refused", G_CALLBACK (on_said), &refused);
  g_signal_connect (store, "save-failed", G_CALLBACK (on_said), &failed);
  g_signal_connect (store, "save-recovered", G_CALLBACK (count_signal), &recovered);
  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  play_moves (live, 1);
  g_assert_true (splay_store_flush (store, &error));
  for (guint g = 0; g < splay_match_get_n_games (live); g++)
    before += splay_game_get_n_actions (splay_match_get_game (live, g));

  /* A backlog of many games' actions; then every odd-numbered action is
   * refused for good. */
  set_query_only (store, TRUE);
  play_moves (live, 60);
  g_assert_cmpint (failed.count, ==, 1);
  exec_sql (f->path, "CREATE TRIGGER refuse_odd BEFORE INSERT ON actions WHEN NEW.idx % 2 = 1 "
                     "BEGIN SELECT RAISE (ABORT, 'odd actions refused'); END;");
  for (guint g = 0; g < splay_match_get_n_games (live); g++)
    {
      guint n = splay_game_get_n_actions (splay_match_get_game (live, g));

      total += n;
      odd += n / 2;
    }
  backlog = (int) (total - before);
  g_assert_cmpint (backlog, >, 100);
  set_query_only (store, FALSE);
  sqlite3_trace_v2 (splay_store_get_db (store), SQLITE_TRACE_STMT, count_action_inserts, &inserts);
  g_test_expect_message ("Splay", G_LOG_LEVEL_WARNING, "*Dropped * write(s)*odd actions refused*");
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  sqlite3_trace_v2 (splay_store_get_db (store), 0, NULL, NULL);
  g_test_message ("%d actions in the backlog, %d refused, %d inserts run", backlog,
                  (int) odd - (int) (before / 2), inserts);
  /* Written once together, then once each: not once for each refusal. */
  g_assert_cmpint (inserts, <=, 2 * backlog + 2);
  g_assert_cmpint (refused.count, ==, 1);
  /* Not "everything is saved again". */
  g_assert_cmpint (recovered, ==, 0);
  close_store (store);
  {
    g_autofree char *sql
        = g_strdup_printf ("SELECT count(*) FROM actions a JOIN games g ON a.game_id = g.id "
                           "WHERE g.match_id = %" G_GINT64_FORMAT " AND a.idx >= 0",
                           id);

    /* Every even-numbered action is saved, and the odd ones from before. */
    g_assert_cmpint (query_int (f->path, sql), ==, (int) (total - odd + before / 2));
  }
}

static void
on_save_failed_full (SplayStore *store, const char *message, int *count)
{
  g_test_message ("save failed: %s", message);
  /* The person is told it is the disk, in the database's words. */
  g_assert_nonnull (strstr (message, "full"));
  (*count)++;
}

/* Lets the database grow to @pages pages at most (a disk that fills up);
 * the pragma answers with the limit it set. */
static void
set_max_pages (SplayStore *store, gint64 pages)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA max_page_count = %" G_GINT64_FORMAT, pages);

  g_assert_cmpint (store_test_query_int (store, sql), ==, pages);
}

/* The disk fills up in the middle of a match (the database may not grow
 * by a page): play goes on, the person is told once that the disk is full,
 * and once there is room again every move made meanwhile is saved. */
static void
test_disk_full (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) live = new_match (2, 12, 1000, 0, TRUE);
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  int failed = 0, recovered = 0, moves = 0;
  gint64 id;

  g_signal_connect (store, "save-failed", G_CALLBACK (on_save_failed_full), &failed);
  g_signal_connect (store, "save-recovered", G_CALLBACK (count_signal), &recovered);
  g_assert_true (splay_store_track_match (store, live, &error));
  id = splay_match_get_id (live);
  play_moves (live, 1);
  g_assert_true (splay_store_flush (store, &error));

  set_max_pages (store, store_test_query_int (store, "PRAGMA page_count"));
  while (failed == 0 && moves < 5000 && !splay_match_is_over (live))
    {
      play_moves (live, 10);
      moves += 10;
    }
  g_assert_cmpint (failed, ==, 1);
  play_moves (live, 5);
  g_assert_false (splay_store_flush (store, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE);
  g_clear_error (&error);
  g_assert_cmpint (failed, ==, 1);
  g_assert_cmpint (recovered, ==, 0);

  set_max_pages (store, G_MAXINT32);
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  g_assert_cmpint (recovered, ==, 1);
  close_store (store);
  assert_saved_whole (f->path, live, id);
}

/* The first (@first) or the last leaf page of the action log, and the
 * page size; FALSE, with the test skipped, when this SQLite cannot say. */
static gboolean
log_leaf_page (const char *path, gboolean first, gint64 *page, gint64 *page_size)
{
  g_autofree char *sql
      = g_strdup_printf ("SELECT pageno, pgsize FROM dbstat WHERE name = 'actions' "
                         "AND pagetype = 'leaf' ORDER BY path %s LIMIT 1",
                         first ? "ASC" : "DESC");
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      sqlite3_close (db);
      g_test_skip ("this SQLite has no dbstat table to find the log's pages with");
      return FALSE;
    }
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  *page = sqlite3_column_int64 (stmt, 0);
  *page_size = sqlite3_column_int64 (stmt, 1);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return TRUE;
}

/* Overwrites the header of page @page of a closed store's file, as a bad
 * disk sector would: SQLite then calls the page malformed. */
static void
damage_page (const char *path, gint64 page, gint64 page_size)
{
  g_autofree char *contents = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_cmpint ((page - 1) * page_size + 64, <=, (gint64) len);
  memset (contents + (page - 1) * page_size, 0xa5, 64);
  g_assert_true (g_file_set_contents (path, contents, len, NULL));
}

/* A damaged page in the action log. Opening does not read the log (it is
 * nearly all of a big database, and checking it made opening slow), so the
 * file opens; loading the match whose moves were on that page says so and
 * which match; every other match loads and plays on. */
static void
test_damaged_log_page (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) a = new_match (2, 21, 0, 150, FALSE);
  g_autoptr (SplayMatch) b = new_match (2, 22, 0, 150, FALSE);
  g_autoptr (SplayMatch) c = new_match (2, 23, 0, 0, TRUE);
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) problem = NULL;
  g_autoptr (GPtrArray) list = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  SplayStore *store = open_store (f->path);
  gint64 page = 0, page_size = 0;

  g_assert_true (splay_store_track_match (store, a, &error));
  play_to_end (a);
  g_assert_true (splay_store_track_match (store, b, &error));
  play_to_end (b);
  g_assert_true (splay_store_track_match (store, c, &error));
  play_moves (c, 1);
  g_assert_no_error (error);
  close_store (store);

  /* The first leaf page of the log holds the first moves of match a. */
  if (!log_leaf_page (f->path, TRUE, &page, &page_size))
    return;
  /* Match a's moves fill more than that page, so it holds none of b's. */
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM dbstat WHERE name = 'actions' "
                                       "AND pagetype = 'leaf'"),
                   >=, 4);
  damage_page (f->path, page, page_size);
  before = file_checksum (f->path);

  store = open_store (f->path);
  list = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);

  g_assert_null (splay_store_load_match (store, splay_match_get_id (a), &problem, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT);
  g_test_message ("%s", error->message);
  {
    g_autofree char *which
        = g_strdup_printf ("match %" G_GINT64_FORMAT " ", splay_match_get_id (a));
    g_assert_nonnull (strstr (error->message, which));
  }
  g_clear_error (&error);

  /* The export writes every match it can read and names the one it
   * cannot; one damaged page made the whole export fail. */
  {
    g_autoptr (GOutputStream) out = g_memory_output_stream_new_resizable ();
    g_auto (GStrv) skipped = NULL;
    g_autofree char *which
        = g_strdup_printf ("Match %" G_GINT64_FORMAT " ", splay_match_get_id (a));
    const char *json;

    g_assert_true (
        splay_store_export_history (store, SPLAY_HISTORY_FORMAT_JSON, out, &skipped, NULL, &error));
    g_assert_no_error (error);
    g_output_stream_write (out, "", 1, NULL, NULL);
    g_assert_true (g_output_stream_close (out, NULL, NULL));
    g_assert_nonnull (skipped);
    g_assert_cmpuint (g_strv_length (skipped), ==, 1);
    g_test_message ("%s", skipped[0]);
    g_assert_true (g_str_has_prefix (skipped[0], which));
    json = g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (out));
    g_assert_nonnull (json);
    g_assert_nonnull (strstr (json, "\"matches\""));
  }
  close_store (store);
  after = file_checksum (f->path);
  g_assert_cmpstr (after, ==, before);

  store = open_store (f->path);
  loaded = load (store, splay_match_get_id (b));
  assert_same_match (b, loaded);
  g_clear_object (&loaded);
  loaded = load (store, splay_match_get_id (c));
  assert_same_match (c, loaded);
  g_assert_true (splay_store_track_match (store, loaded, &error));
  g_assert_no_error (error);
  play_to_end (loaded);
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  close_store (store);

  store = open_store (f->path);
  {
    g_autoptr (SplayMatch) again = load (store, splay_match_get_id (c));
    assert_same_match (loaded, again);
  }
  close_store (store);
}

/* The page of the action log the next moves go to is damaged: the
 * database calls every one of them malformed. That does not pass by
 * itself, as a full disk does, so they are refused (the person is told
 * once that the match is not saved whole) and play goes on; what could be
 * written still is. They were kept and tried again every second for as
 * long as the app ran, with "Splay keeps the moves and tries again" said
 * (`splay-cli autoplay` waited a minute for it), and nothing was saved
 * again: a damaged page fails the whole transaction it is met in. */
static void
test_damaged_write (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) a = new_match (2, 24, 0, 150, FALSE);
  g_autoptr (SplayMatch) b = new_match (2, 25, 0, 3, TRUE);
  g_autoptr (GError) error = NULL;
  g_autofree char *games_sql = NULL;
  SplayStore *store = open_store (f->path);
  Said refused = { { "malformed", "not saved whole" } }, failed = { { NULL } };
  Said readonly = { { "readonly" } };
  gint64 page = 0, page_size = 0;
  gulong id;

  g_assert_true (splay_store_track_match (store, a, &error));
  play_to_end (a);
  g_assert_true (splay_store_flush (store, &error));
  close_store (store);
  if (!log_leaf_page (f->path, FALSE, &page, &page_size))
    return;
  damage_page (f->path, page, page_size);

  /* A backlog of a whole match (kept while the file could not be
   * written): its moves go to the damaged page, its games' rows do not. */
  store = open_store (f->path);
  g_signal_connect (store, "save-refused", G_CALLBACK (on_said), &refused);
  g_assert_true (splay_store_track_match (store, b, &error));
  g_assert_no_error (error);
  id = g_signal_connect (store, "save-failed", G_CALLBACK (on_said), &readonly);
  set_query_only (store, TRUE);
  play_to_end (b);
  g_assert_cmpint (readonly.count, ==, 1);
  g_assert_cmpuint (splay_match_get_n_games (b), ==, 3);
  set_query_only (store, FALSE);
  g_signal_handler_disconnect (store, id);
  g_signal_connect (store, "save-failed", G_CALLBACK (on_said), &failed);
  g_test_expect_message ("Splay", G_LOG_LEVEL_WARNING, "*Dropped * write(s)*malformed*");
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  g_test_assert_expected_messages ();
  g_assert_cmpint (refused.count, ==, 1);
  g_assert_cmpint (failed.count, ==, 0);
  close_store (store);

  /* The games' ends and starts between the refused moves are saved. */
  games_sql = g_strdup_printf ("SELECT count(*) FROM games WHERE match_id = %" G_GINT64_FORMAT
                               " AND status = 'finished'",
                               splay_match_get_id (b));
  g_assert_cmpint (query_int (f->path, games_sql), ==, 3);
}

/* A database file (or its folder too) that this user may not write: the
 * store opens it, everything saved can be read and resumed, play goes on
 * with "save-failed" said, and nothing already saved is lost or changed.
 * Root may write anything, so as root the part that opens the file runs in
 * a subprocess as the user nobody. */
typedef enum
{
  READ_ONLY_FILE,
  READ_ONLY_FILE_AND_FOLDER,
} ReadOnlyCase;

/* Whether this process could give up root for the user nobody (inside some
 * sandboxes that user does not exist). Tried in a child, which then ends. */
static gboolean
can_drop_root (void)
{
  pid_t pid;
  int status = 0;

  if (geteuid () != 0)
    return TRUE;
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (setgroups (0, NULL) == 0 && setgid (65534) == 0 && setuid (65534) == 0 ? 0 : 1);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

static void
drop_root (void)
{
  if (geteuid () != 0)
    return;
  g_assert_cmpint (setgroups (0, NULL), ==, 0);
  g_assert_cmpint (setgid (65534), ==, 0);
  g_assert_cmpint (setuid (65534), ==, 0);
}

static void
read_only_child (const char *path, gint64 finished_id, gint64 unfinished_id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayMatch) finished = NULL;
  g_autoptr (SplayMatch) resumed = NULL;
  g_autoptr (SplayMatch) fresh = new_match (2, 99, 0, 0, TRUE);
  g_autoptr (GPtrArray) list = NULL;
  SplayStore *store;
  guint before;
  int failed = 0;

  drop_root ();
  g_assert_false (g_access (path, W_OK) == 0);

  store = splay_store_new (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (store);
  splay_store_add_rules (store, &nim_rules);
  g_signal_connect (store, "save-failed", G_CALLBACK (on_save_failed), &failed);

  /* Everything saved is there. */
  list = splay_store_list_unfinished (store, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpint (((SplayMatchInfo *) list->pdata[0])->id, ==, unfinished_id);
  finished = load (store, finished_id);
  g_assert_true (splay_match_is_over (finished));

  /* Resuming writes nothing, so it does not fail; playing on does, once. */
  resumed = load (store, unfinished_id);
  before = splay_game_get_n_actions (splay_match_get_current_game (resumed));
  g_assert_true (splay_store_track_match (store, resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (failed, ==, 0);
  play_moves (resumed, 1);
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (resumed)), >, before);
  g_assert_cmpint (failed, ==, 1);
  g_assert_false (splay_store_flush (store, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE);
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  /* A new match cannot be saved at all: said clearly, and nothing breaks. */
  g_assert_false (splay_store_track_match (store, fresh, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE);
  g_test_message ("%s", error->message);
  play_moves (fresh, 2);
  close_store (store);
}

static void
test_read_only_file (gconstpointer data)
{
  ReadOnlyCase which = GPOINTER_TO_INT (data);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr (SplayMatch) finished = new_match (2, 5, 0, 0, FALSE);
  g_autoptr (SplayMatch) unfinished = new_match (2, 6, 0, 0, TRUE);
  g_autoptr (SplayMatch) loaded = NULL;
  SplayStore *store;
  int n_actions;

  if (g_test_subprocess ())
    {
      gint64 finished_id = 0, unfinished_id = 0;

      path = g_strdup (g_getenv ("SPLAY_TEST_READ_ONLY_DB"));
      g_assert_nonnull (path);
      g_assert_true (sscanf (g_getenv ("SPLAY_TEST_READ_ONLY_IDS"),
                             "%" G_GINT64_FORMAT " %" G_GINT64_FORMAT, &finished_id, &unfinished_id)
                     == 2);
      read_only_child (path, finished_id, unfinished_id);
      return;
    }

  if (!can_drop_root ())
    {
      g_test_skip ("running as root, and the user nobody cannot be taken on here");
      return;
    }
  dir = g_dir_make_tmp ("splay-store-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "splay.db", NULL);
  store = open_store (path);
  g_assert_true (splay_store_track_match (store, finished, &error));
  g_assert_true (splay_store_track_match (store, unfinished, &error));
  g_assert_no_error (error);
  play_to_end (finished);
  play_moves (unfinished, 1);
  g_assert_false (splay_match_is_over (unfinished));
  close_store (store);
  n_actions = query_int (path, "SELECT count(*) FROM actions");
  before = file_checksum (path);

  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_cmpint (g_chmod (dir, which == READ_ONLY_FILE ? 0777 : 0555), ==, 0);
  {
    g_autofree char *ids
        = g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT, splay_match_get_id (finished),
                           splay_match_get_id (unfinished));
    g_setenv ("SPLAY_TEST_READ_ONLY_DB", path, TRUE);
    g_setenv ("SPLAY_TEST_READ_ONLY_IDS", ids, TRUE);
  }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("SPLAY_TEST_READ_ONLY_DB");
  g_unsetenv ("SPLAY_TEST_READ_ONLY_IDS");
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_test_trap_assert_passed ();

  /* Nothing saved was lost or changed. */
  after = file_checksum (path);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (query_int (path, "SELECT count(*) FROM actions"), ==, n_actions);
  store = open_store (path);
  loaded = load (store, splay_match_get_id (unfinished));
  assert_same_match (unfinished, loaded);
  close_store (store);
  remove_tree (dir);
}

/* splay_store_fill_synthetic: copies of a played match, with its games,
 * actions, seats and points, for splay-cli bench-store; only the copies get
 * rows, even when the match copied is not the newest. */
static void
test_fill_synthetic (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) a = new_match (3, 5, 0, 2, TRUE);
  g_autoptr (SplayMatch) b = new_match (2, 6, 0, 0, TRUE);
  g_autoptr (GError) error = NULL;
  SplayStore *store = open_store (f->path);
  gint64 id_a, id_b;
  int n_actions_a, n_games_a;

  g_assert_true (splay_store_track_match (store, a, &error));
  g_assert_no_error (error);
  play_to_end (a);
  g_assert_true (splay_store_track_match (store, b, &error));
  play_moves (b, 2);
  g_assert_true (splay_store_flush (store, &error));
  id_a = splay_match_get_id (a);
  id_b = splay_match_get_id (b);
  g_assert_cmpint (id_b, >, id_a);

  g_assert_true (splay_store_fill_synthetic (store, id_a, 4, &error));
  g_assert_no_error (error);
  /* Unknown matches are refused, and add nothing. */
  g_assert_false (splay_store_fill_synthetic (store, 4711, 4, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* The foreign keys, off while copying, are checked again. */
  {
    sqlite3_stmt *stmt = NULL;

    g_assert_cmpint (
        sqlite3_prepare_v2 (splay_store_get_db (store), "PRAGMA foreign_keys", -1, &stmt, NULL), ==,
        SQLITE_OK);
    g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
    g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 1);
    sqlite3_finalize (stmt);
  }
  close_store (store);

  n_games_a = query_int (f->path, "SELECT count(*) FROM games WHERE match_id = 1");
  n_actions_a = query_int (f->path, "SELECT count(*) FROM actions a JOIN games g "
                                    "ON g.id = a.game_id WHERE g.match_id = 1");
  g_assert_cmpint (n_games_a, ==, 2);
  g_assert_cmpint (n_actions_a, >, 0);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM matches"), ==, 6);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM matches WHERE id > 2 "
                                       "AND status = 'finished' AND n_seats = 3"),
                   ==, 4);
  /* Every copy has the seats, games and actions of match 1 (the first),
   * and the match after it kept its own. */
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM match_seats WHERE match_id > 2"), ==,
                   4 * 3);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM match_seats WHERE match_id = 2"), ==,
                   2);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM games WHERE match_id > 2"), ==,
                   4 * n_games_a);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM actions a JOIN games g "
                                       "ON g.id = a.game_id WHERE g.match_id > 2"),
                   ==, 4 * n_actions_a);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM points p JOIN games g "
                                       "ON g.id = p.game_id WHERE g.match_id > 2"),
                   ==, 4 * n_games_a * 3);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM games WHERE match_id = 2"), ==, 1);
  /* The kept results follow (the triggers ran): copies are finished. */
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM matches WHERE id > 2 "
                                       "AND seat_summary <> '' AND result <> 3"),
                   ==, 4);

  /* Nothing is written through a store opened for reading. */
  store = splay_store_new_read_only (f->path, &error);
  g_assert_no_error (error);
  g_assert_false (splay_store_fill_synthetic (store, 1, 1, &error));
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_WRITE);
  g_clear_error (&error);
  close_store (store);
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM matches"), ==, 6);
}

/* splay-cli bench-store fills its database through the store. */
static void
test_cli_bench_store_synthetic (Fixture *f, gconstpointer data)
{
  const char *cli = g_getenv ("SPLAY_CLI");
  const char *argv[] = { cli,           "bench-store", "--db",     f->path, "--actions", "20",
                         "--synthetic", "7",           "--repeat", "1",     NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int wait_status = 0;

  g_assert_nonnull (cli);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &wait_status,
                &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 0);
  g_assert_nonnull (strstr (out, "8 matches"));
  g_assert_cmpint (query_int (f->path, "SELECT count(*) FROM matches WHERE status = 'finished'"),
                   ==, 7);
  g_assert_cmpint (query_int (f->path, "SELECT count(DISTINCT n) FROM (SELECT count(*) AS n "
                                       "FROM actions a JOIN games g ON g.id = a.game_id "
                                       "GROUP BY g.match_id)"),
                   ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func, data) \
  g_test_add (path, Fixture, data, fixture_set_up, func, fixture_tear_down)

  ADD ("/store/migrate/new", test_migrate_new, NULL);
  ADD ("/store/save-and-resume", test_save_and_resume, NULL);
  ADD ("/store/computers-late-tracking", test_computers_late_tracking, NULL);
  ADD ("/store/crash-copy", test_crash_copy, NULL);
  ADD ("/store/hints", test_hints, NULL);
  {
    int n_rules;
    const SplayRules *const *all = splay_rules_all (&n_rules);

    for (int i = 0; i < n_rules; i++)
      {
        g_autofree char *path = g_strdup_printf ("/store/real-game/%s", all[i]->id);
        /* A placeholder table with no functions is a game not built yet. */
        if (all[i]->init != NULL && all[i]->legal != NULL)
          ADD (path, test_real_game, (gpointer) all[i]);
      }
  }
  for (gsize i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/store/corrupt/%s", bad_files[i].name);
      ADD (path, test_corrupt, &bad_files[i]);
    }
  ADD ("/store/newer", test_newer, NULL);
  ADD ("/store/path-not-utf8", test_path_not_utf8, NULL);
  ADD ("/store/open-default", test_open_default, NULL);
  ADD ("/store/damaged-action", test_damaged_action, NULL);
  ADD ("/store/moves-after-the-end", test_moves_after_the_end, NULL);
  ADD ("/store/damaged-game-row", test_damaged_game_row, NULL);
  ADD ("/store/finish-is-one-transaction", test_finish_is_one_transaction, NULL);
  ADD ("/store/damaged-log-page", test_damaged_log_page, NULL);
  ADD ("/store/damaged-write", test_damaged_write, NULL);
  ADD ("/store/abandon", test_abandon, NULL);
  ADD ("/store/read-only", test_read_only, NULL);
  ADD ("/store/disk-full", test_disk_full, NULL);
  ADD ("/store/refused-change", test_refused_change, NULL);
  ADD ("/store/seat-missing", test_seat_missing, NULL);
  ADD ("/store/refused-backlog", test_refused_backlog, NULL);
  ADD ("/store/names-not-utf8", test_names_not_utf8, NULL);
  g_test_add_data_func ("/store/read-only-file/file", GINT_TO_POINTER (READ_ONLY_FILE),
                        test_read_only_file);
  g_test_add_data_func ("/store/read-only-file/folder", GINT_TO_POINTER (READ_ONLY_FILE_AND_FOLDER),
                        test_read_only_file);
  ADD ("/store/fill-synthetic", test_fill_synthetic, NULL);
  ADD ("/store/cli-bench-store-synthetic", test_cli_bench_store_synthetic, NULL);

  return g_test_run ();
}
