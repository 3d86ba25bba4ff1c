/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "store-test-util.h"

#include "engine/rules.h"
#include "model/splay-match.h"
#include "store/splay-store-private.h"

void
store_fixture_set_up (StoreFixture *f, const char *prefix)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("%s-XXXXXX", prefix);

  f->dir = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "splay.db", NULL);
  f->store = splay_store_new (f->path, &error);
  g_assert_no_error (error);
}

void
store_fixture_tear_down (StoreFixture *f)
{
  g_clear_object (&f->store);
  remove_tree (f->dir);
  g_clear_pointer (&f->path, g_free);
  g_clear_pointer (&f->dir, g_free);
}

void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          if (g_file_test (child, G_FILE_TEST_IS_DIR))
            remove_tree (child);
          else
            g_remove (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}

/* A computer-only match of @game_id played to its end (or, with
 * @stop_after, a match with a person at seat 0 stopped after that many
 * moves), saved in @store. The computers are called @computer 1, 2, ... */
gint64
store_test_save_match (SplayStore *store, const char *game_id, int seats, guint64 seed,
                       int stop_after, const char *person, const char *computer)
{
  return store_test_save_match_to (store, game_id, seats, seed, stop_after, person, computer, 0, 0);
}

gint64
store_test_save_match_to (SplayStore *store, const char *game_id, int seats, guint64 seed,
                          int stop_after, const char *person, const char *computer,
                          int target_points, int max_games)
{
  const SplayRules *rules = splay_rules_lookup (game_id);
  SplaySettings settings;
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  gint64 id;

  g_assert_nonnull (rules);
  splay_settings_defaults (rules, seats, &settings);
  for (int s = 0; s < seats; s++)
    {
      g_autofree char *name = g_strdup_printf ("%s %d", computer, s + 1);
      players[s] = stop_after > 0 && s == 0 ? splay_player_new_human (person)
                                            : splay_player_new_computer (name, SPLAY_LEVEL_EASY);
    }
  match = splay_match_new (rules, &settings, seed, players, target_points, max_games);
  for (int s = 0; s < seats; s++)
    g_object_unref (players[s]);
  splay_match_set_computer_delay (match, 0);
  g_assert_true (splay_store_track_match (store, match, &error));
  g_assert_no_error (error);
  splay_match_start_next_game (match);
  if (stop_after > 0)
    {
      for (int k = 0; k < stop_after; k++)
        {
          SplayGame *game = splay_match_get_current_game (match);
          SplayAction legal[SPLAY_MAX_ACTIONS];
          int n;

          splay_match_run_computers (match);
          n = rules->legal (splay_game_get_state (game), 0, legal);
          g_assert_cmpint (n, >, 0);
          g_assert_true (splay_match_apply (match, 0, legal[0], &error));
        }
      splay_match_run_computers (match);
    }
  else
    {
      /* Game after game, as the window's Next Game starts them. */
      splay_match_run_computers (match);
      for (int games = 1; !splay_match_is_over (match); games++)
        {
          g_assert_cmpint (games, <, 1000);
          splay_match_start_next_game (match);
          splay_match_run_computers (match);
        }
    }
  g_assert_true (splay_store_flush (store, NULL));
  id = splay_match_get_id (match);
  splay_store_untrack_match (store, match);
  return id;
}

gint64
store_test_query_int (SplayStore *store, const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_prepare_v2 (splay_store_get_db (store), sql, -1, &stmt, NULL), ==,
                   SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return value;
}
