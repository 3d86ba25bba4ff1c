/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Resuming in the real window through the app action app.resume-match (what
 * the Flatpak check and the screenshot script send over D-Bus): a match
 * saved when a computer seat was to move goes on by itself, from exactly the
 * saved position. */
#include "config.h"

#include <glib/gstdio.h>
#include <adwaita.h>
#include <gtk/gtk.h>
#include <sqlite3.h>
#include <string.h>

#include "store/splay-store.h"
#include "ui/splay-application.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

/* Saves a Splatoids match of a person (seat 0) against a computer, stopped
 * right after one of the person's moves, so the computer is to move. */
static gint64
save_match_on_computer_turn (SplayStore *store, guint *n_actions, guint8 *state)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplayPlayer *players[3] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  SplaySettings settings;
  SplayGame *game;
  gint64 id;
  int moves = 0;

  splay_settings_defaults (rules, 2, &settings);
  players[0] = splay_player_new_human ("Ada");
  players[1] = splay_player_new_computer ("Robot", SPLAY_LEVEL_MEDIUM);
  match = splay_match_new (rules, &settings, 42, players, 0, 0);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_match_set_paused (match, TRUE);
  g_assert_true (splay_store_track_match (store, match, &error));
  g_assert_no_error (error);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);

  /* A few moves each, ending with the person's. */
  while (moves < 3 || !(splay_game_get_actors (game) & 2))
    {
      SplayAction action;

      g_assert_false (splay_game_is_over (game));
      if (splay_game_get_actors (game) & 1)
        {
          g_assert_true (splay_ai_choose (rules, splay_game_get_state (game), 0, SPLAY_LEVEL_EASY,
                                          (guint64) moves, &action));
          g_assert_true (splay_match_apply (match, 0, action, &error));
          g_assert_no_error (error);
          moves++;
        }
      else
        splay_match_run_computers (match);
    }
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);

  *n_actions = splay_game_get_n_actions (game);
  memcpy (state, splay_game_get_state (game), rules->state_size);
  id = splay_match_get_id (match);
  splay_store_untrack_match (store, match);
  return id;
}

static gboolean
computer_moved (gpointer data)
{
  SplayWindow *window = data;
  SplayMatch *match = splay_window_get_match (window);
  SplayGame *game = match ? splay_match_get_current_game (match) : NULL;

  return game != NULL && (splay_game_is_over (game) || (splay_game_get_actors (game) & 1));
}

static void
test_resume_computer_turn (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autofree guint8 *saved = g_malloc (rules->state_size);
  SplayMatch *match;
  SplayGame *game;
  guint n_actions = 0;
  gint64 id;

  g_assert_nonnull (store);
  id = save_match_on_computer_turn (store, &n_actions, saved);

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "resume-match",
                                  g_variant_new_int64 (id));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  match = splay_window_get_match (f->window);
  g_assert_nonnull (match);
  g_assert_cmpint (splay_match_get_id (match), ==, id);
  game = splay_match_get_current_game (match);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);
  g_assert_cmpmem (splay_game_get_state (game), rules->state_size, saved, rules->state_size);

  /* The computer takes up its turn without anyone asking it to. */
  ui_wait_for (computer_moved, f->window);
  g_assert_cmpuint (splay_game_get_n_actions (game), >, n_actions);
}

/* A match whose file lost a move is resumed up to the move before, and a
 * dialog headed by what happened says so. Every problem was headed
 * "Something Went Wrong", which says nothing (the HIG asks a heading to
 * say what happened). */
static void
test_resume_damaged (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autofree guint8 *saved = g_malloc (rules->state_size);
  g_autofree char *sql = NULL;
  AdwMessageDialog *dialog;
  SplayMatch *match;
  sqlite3 *db = NULL;
  guint n_actions = 0;
  gint64 id;

  g_assert_nonnull (store);
  id = save_match_on_computer_turn (store, &n_actions, saved);
  g_assert_cmpuint (n_actions, >, 4);
  sql = g_strdup_printf ("DELETE FROM actions WHERE idx = 3 AND game_id = "
                         "(SELECT id FROM games WHERE match_id = %" G_GINT64_FORMAT ")",
                         id);
  /* As another program would: the store keeps its connection. */
  g_assert_cmpint (sqlite3_open (splay_store_get_path (store), &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_changes (db), ==, 1);
  sqlite3_close (db);

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "resume-match",
                                  g_variant_new_int64 (id));
  match = splay_window_get_match (f->window);
  g_assert_nonnull (match);
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (match)), ==, 3);
  dialog = ui_shown_dialog ();
  g_assert_nonnull (dialog);
  g_test_message ("%s: %s", adw_message_dialog_get_heading (dialog),
                  adw_message_dialog_get_body (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Match Is Damaged");
  g_assert_nonnull (
      strstr (adw_message_dialog_get_body (dialog), "restored up to the move before"));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static guint
count (const char *text, const char *part)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, part)) != NULL; p++)
    n++;
  return n;
}

/* What the window says at start-up about a database it could not use, or
 * one it may not write. It said "left as it is" twice. */
static void
test_store_problem_text (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("splay-problem-XXXXXX", &error);
  g_autofree char *junk = g_build_filename (dir, "junk.db", NULL);
  g_autofree char *good = g_build_filename (dir, "good.db", NULL);
  g_autofree char *text = NULL;
  g_autoptr (SplayStore) store = NULL;
  g_autoptr (SplayStore) reader = NULL;
  const char *heading = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (junk, "not a database, just some text", -1, NULL));
  g_assert_null (splay_store_new (junk, &error));
  g_assert_nonnull (error);
  store = splay_store_new (good, NULL);
  text = splay_application_describe_store (store, error, NULL, &heading);
  g_test_message ("%s: %s", heading, text);
  g_assert_cmpstr (heading, ==, "The Saved Games Cannot Be Read");
  g_assert_cmpuint (count (text, "left as it is"), ==, 1);
  g_assert_cmpuint (count (text, "junk.db"), ==, 1);
  g_assert_nonnull (strstr (text, "fresh database"));
  g_clear_pointer (&text, g_free);

  g_assert_null (splay_application_describe_store (store, NULL, NULL, &heading));
  g_assert_null (heading);
  reader = splay_store_new_read_only (good, NULL);
  text = splay_application_describe_store (reader, NULL, NULL, &heading);
  g_assert_cmpstr (heading, ==, "The Saved Games Are Read-Only");
  g_assert_nonnull (strstr (text, "read-only"));
  g_assert_nonnull (strstr (text, "not saved"));
  g_clear_object (&store);
  g_clear_object (&reader);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *child = g_build_filename (dir, name, NULL);
        g_remove (child);
      }
  }
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/resume/store-problem-text", test_store_problem_text);
  g_test_add ("/ui/resume/computer-turn", Fixture, NULL, ui_fixture_setup,
              test_resume_computer_turn, ui_fixture_teardown);
  g_test_add ("/ui/resume/damaged", Fixture, NULL, ui_fixture_setup, test_resume_damaged,
              ui_fixture_teardown);
  return ui_test_run ();
}
