/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Starting a game directly: "splay --new GAME [--players N] [--level
 * LEVEL]" (and the desktop file's "New Match of …" actions, which run it)
 * opens a new match against the computer on the board, with the options
 * the person started that game with last time. The application's
 * command-line handling is called in the process, as GApplication calls it
 * in the instance that runs. */
#include "config.h"

#include <gtk/gtk.h>

#include "ai/ai.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-speed-board.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

/* Runs the command line "splay" with @options (name, value pairs of the
 * parsed options: "new" s, "players" i, "level" s; NULL-terminated) and
 * returns its exit status. */
static int
command_line (Fixture *f, ...)
{
  g_autoptr (GApplicationCommandLine) line = NULL;
  g_autoptr (GVariantDict) dict = g_variant_dict_new (NULL);
  const char *argv[] = { "splay", NULL };
  const char *name;
  int status = -1;
  va_list args;

  va_start (args, f);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      if (g_str_equal (name, "players"))
        g_variant_dict_insert (dict, name, "i", va_arg (args, int));
      else
        g_variant_dict_insert (dict, name, "s", va_arg (args, const char *));
    }
  va_end (args);
  line = g_object_new (G_TYPE_APPLICATION_COMMAND_LINE, "arguments",
                       g_variant_new_bytestring_array (argv, -1), "options",
                       g_variant_dict_end (dict), NULL);
  g_signal_emit_by_name (f->app, "command-line", line, &status);
  return status;
}

/* --new splito --players 5: the Splito board of a new five-player match,
 * the person first, computers in the other seats. */
static void
test_new_splito (Fixture *f, gconstpointer data)
{
  SplayMatch *match;
  SplayBoard *board;

  g_assert_null (splay_window_get_match (f->window));
  g_assert_cmpint (command_line (f, "new", "splito", "players", 5, NULL), ==, EXIT_SUCCESS);

  g_assert_true (SPLAY_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (f->app)))
                 == f->window);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  board = splay_window_get_board (f->window);
  g_assert_true (SPLAY_IS_SPLITO_BOARD (board));
  match = splay_window_get_match (f->window);
  g_assert_true (splay_board_get_match (board) == match);
  g_assert_cmpstr (splay_match_get_rules (match)->id, ==, "splito");
  g_assert_cmpint (splay_match_get_n_seats (match), ==, 5);
  g_assert_true (splay_match_seat_is_human (match, 0));
  for (int s = 1; s < 5; s++)
    {
      g_assert_false (splay_match_seat_is_human (match, s));
      g_assert_cmpint (splay_player_get_level (splay_match_get_player (match, s)), ==,
                       SPLAY_LEVEL_MEDIUM);
    }
  g_assert_nonnull (splay_match_get_current_game (match));
  g_assert_cmpint (splay_board_get_seat (board), ==, 0);
  /* Splito's match is a number of deals unless the person chose otherwise. */
  g_assert_cmpint (splay_match_get_max_games (match), ==, 3);
}

/* The options last started with come back: what the new-game dialog
 * started Spit with (an option, the match length, the computers' level),
 * then what --new itself was given. */
static void
test_last_used_options (Fixture *f, gconstpointer data)
{
  const SplayRules *rules = splay_rules_lookup ("spit");
  SplayNewGameDialog *dialog;
  SplayMatch *match;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "spit");
  dialog = SPLAY_NEW_GAME_DIALOG (splay_window_get_new_game_dialog (f->window));
  splay_new_game_dialog_set_seat (dialog, 0, "Ada", -1);
  splay_new_game_dialog_set_seat (dialog, 1, "Robot", SPLAY_LEVEL_HARD);
  splay_new_game_dialog_set_option (dialog, "shuffle", 1);
  splay_new_game_dialog_set_target (dialog, 4);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");

  g_assert_cmpint (command_line (f, "new", "spit", NULL), ==, EXIT_SUCCESS);
  match = splay_window_get_match (f->window);
  g_assert_true (SPLAY_IS_SPEED_BOARD (splay_window_get_board (f->window)));
  g_assert_cmpint (splay_settings_get (rules, splay_match_get_settings (match), "shuffle"), ==, 1);
  g_assert_cmpint (splay_match_get_target_points (match), ==, 4);
  g_assert_cmpstr (splay_player_get_name (splay_match_get_player (match, 0)), ==, "Ada");
  g_assert_cmpint (splay_player_get_level (splay_match_get_player (match, 1)), ==,
                   SPLAY_LEVEL_HARD);

  /* What the command line asks for wins, and is kept for next time. */
  g_assert_cmpint (command_line (f, "new", "spit", "level", "easy", NULL), ==, EXIT_SUCCESS);
  g_assert_cmpint (command_line (f, "new", "spit", NULL), ==, EXIT_SUCCESS);
  match = splay_window_get_match (f->window);
  g_assert_cmpint (splay_player_get_level (splay_match_get_player (match, 1)), ==,
                   SPLAY_LEVEL_EASY);
  g_assert_cmpint (splay_settings_get (rules, splay_match_get_settings (match), "shuffle"), ==, 1);
}

static gboolean
on_board (gpointer data)
{
  return g_strcmp0 (splay_window_get_page (data), "board") == 0;
}

/* Ctrl+N, then Enter: the dialog opens with Start focused and as its
 * default, so Enter starts the match it offers (the focus used to be on
 * Cancel, the header bar's first button, and Enter closed the dialog). */
static void
test_enter_starts (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;
  GtkWidget *focus;

  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "splatoids"));
  ui_wait_for (ui_new_game_dialog_shown, f->window);
  dialog = splay_window_get_new_game_dialog (f->window);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "new-game.start");
  g_assert_true (gtk_window_get_default_widget (dialog) == focus);
  /* What Enter does on a focused button (which clicks it a moment later,
   * as it shows the press). */
  g_assert_true (gtk_widget_activate (focus));
  ui_wait_for (on_board, f->window);
  g_assert_cmpstr (splay_match_get_rules (splay_window_get_match (f->window))->id, ==, "splatoids");
}

/* What does not exist is said, and nothing is opened. */
static void
test_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (splay_application_new_match (f->app, "poker", 0, NULL, &error));
  g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
  g_assert_cmpstr (
      error->message, ==,
      "There is no game “poker”. The games are: splatoids, spite-malice, splito, spit, splat.");
  g_clear_error (&error);
  g_assert_false (splay_application_new_match (f->app, "splito", 9, NULL, &error));
  g_assert_cmpstr (error->message, ==, "Splito is played by 2 to 8 players.");
  g_clear_error (&error);
  /* A count below one too (it used to start the count used last). */
  g_assert_false (splay_application_new_match (f->app, "splat", -1, NULL, &error));
  g_assert_cmpstr (error->message, ==, "Splat is played by 2 to 4 players.");
  g_clear_error (&error);
  /* A game for exactly two says so (it said "2 to 2 players"). */
  g_assert_false (splay_application_new_match (f->app, "spit", 3, NULL, &error));
  g_assert_cmpstr (error->message, ==, "Spit is played by 2 players.");
  g_clear_error (&error);
  g_assert_false (splay_application_new_match (f->app, "splatoids", 0, "grandmaster", &error));
  g_assert_cmpstr (error->message, ==,
                   "There is no level “grandmaster”. The levels are: easy, medium, hard, expert.");
  g_clear_error (&error);

  g_assert_cmpint (command_line (f, "new", "poker", NULL), ==, EXIT_FAILURE);
  g_assert_cmpint (command_line (f, "players", 3, NULL), ==, EXIT_FAILURE);
  g_assert_cmpint (command_line (f, "new", "splat", "players", 0, NULL), ==, EXIT_FAILURE);
  g_assert_cmpint (command_line (f, "new", "splat", "players", -2, NULL), ==, EXIT_FAILURE);
  g_assert_null (splay_window_get_match (f->window));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");

  /* Plain "splay" shows the window as it is. */
  g_assert_cmpint (command_line (f, NULL), ==, EXIT_SUCCESS);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add ("/ui/new/splito", Fixture, NULL, ui_fixture_setup, test_new_splito,
              ui_fixture_teardown);
  g_test_add ("/ui/new/last-used-options", Fixture, NULL, ui_fixture_setup, test_last_used_options,
              ui_fixture_teardown);
  g_test_add ("/ui/new/enter-starts", Fixture, NULL, ui_fixture_setup, test_enter_starts,
              ui_fixture_teardown);
  g_test_add ("/ui/new/refused", Fixture, NULL, ui_fixture_setup, test_refused,
              ui_fixture_teardown);
  return ui_test_run ();
}
