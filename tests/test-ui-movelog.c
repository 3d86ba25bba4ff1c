/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The move log in the real window: the header bar's Move Log popover lists
 * every move of the deal in the words the last-move line used for it,
 * newest last, as a list whose rows a screen reader reads; it follows new
 * moves and undo; the replay shows the moves up to the one on its board;
 * and in German the log and the Undo button speak German. */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "ai/ai.h"
#include "ui/splay-board.h"
#include "ui/splay-move-log.h"
#include "ui/splay-replay-view.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

static const char *utf8_locale;

static SplayMatch *
start_splatoids (Fixture *f, guint64 seed)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplayPlayer *players[3] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  SplaySettings settings;

  players[0] = splay_player_new_human ("Ada");
  players[1] = splay_player_new_computer ("Cleo", SPLAY_LEVEL_EASY);
  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, seed, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_window_start_match (f->window, match);
  return splay_window_get_match (f->window);
}

static gboolean
person_may_act (gpointer data)
{
  SplayMatch *match = data;
  SplayGame *game = splay_match_get_current_game (match);

  return splay_game_is_over (game)
         || ((splay_game_get_actors (game) & 1) && !splay_match_is_thinking (match));
}

static void
person_moves (SplayMatch *match, guint64 k)
{
  g_autoptr (GError) error = NULL;
  SplayGame *game;
  SplayAction action;

  ui_wait_for (person_may_act, match);
  game = splay_match_get_current_game (match);
  g_assert_false (splay_game_is_over (game));
  g_assert_true (splay_ai_choose (splay_match_get_rules (match), splay_game_get_state (game), 0,
                                  SPLAY_LEVEL_EASY, k, &action));
  g_assert_true (splay_match_submit (match, 0, action, SPLAY_MOVE_KEYBOARD, &error));
  g_assert_no_error (error);
  ui_wait_for (person_may_act, match);
}

static GtkWidget *
find_action (GtkWidget *w, const char *action)
{
  if (GTK_IS_BUTTON (w)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0)
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_action (c, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static SplayMoveLog *
window_move_log (Fixture *f)
{
  GtkWidget *log = ui_find_type (GTK_WIDGET (f->window), SPLAY_TYPE_MOVE_LOG, FALSE);

  g_assert_nonnull (log);
  return SPLAY_MOVE_LOG (log);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* Opens the log as a player would: the header bar's Move Log button. */
static SplayMoveLog *
open_log (Fixture *f)
{
  SplayMoveLog *log = window_move_log (f);
  GtkWidget *button = gtk_widget_get_ancestor (GTK_WIDGET (log), GTK_TYPE_MENU_BUTTON);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  ui_wait_for (is_mapped, log);
  return log;
}

/* The rows' labels, as a screen reader walks the list. */
static GPtrArray *
row_texts (SplayMoveLog *log)
{
  GtkWidget *list = splay_move_log_get_list (log);
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (list)), ==,
                   GTK_ACCESSIBLE_ROLE_LIST);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      GtkWidget *text = gtk_widget_get_last_child (box);

      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (row)), ==,
                       GTK_ACCESSIBLE_ROLE_LIST_ITEM);
      g_assert_true (GTK_IS_LABEL (text));
      g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (text))));
    }
  return texts;
}

static void
assert_log_is (SplayMoveLog *log, GPtrArray *said, guint n)
{
  g_auto (GStrv) moves = splay_move_log_get_moves (log);
  g_autoptr (GPtrArray) rows = row_texts (log);

  g_assert_cmpuint (g_strv_length (moves), ==, n);
  g_assert_cmpuint (rows->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (moves[i], ==, g_ptr_array_index (said, i));
      g_assert_cmpstr (g_ptr_array_index (rows, i), ==, g_ptr_array_index (said, i));
    }
}

typedef struct
{
  SplayBoard *board;
  GPtrArray *said;
} Listener;

static void
remember_line (Listener *l, SplayGame *game, int seat, guint action, guint index)
{
  g_ptr_array_set_size (l->said, index);
  g_ptr_array_add (l->said, g_strdup (splay_board_get_last_text (l->board)));
}

static void
test_follows_the_deal (Fixture *f, gconstpointer data)
{
  g_autoptr (GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  Listener l = { NULL, said };
  SplayMatch *match;
  SplayGame *game;
  SplayMoveLog *log;
  guint n;

  match = start_splatoids (f, 42);
  l.board = splay_window_get_board (f->window);
  /* After the board's own handler: the line it shows for each move. */
  g_signal_connect_swapped (match, "action-applied", G_CALLBACK (remember_line), &l);
  game = splay_match_get_current_game (match);
  ui_wait_for (person_may_act, match);
  /* Moves the computer made before the log was watched are its first
   * rows too: take them from the log of the game itself. */
  {
    g_auto (GStrv) before = NULL;
    const char *names[] = { "Ada", "Cleo", NULL };
    before = splay_game_describe_moves (game, names);
    for (guint i = 0; before[i] != NULL; i++)
      g_ptr_array_add (said, g_strdup (before[i]));
  }
  for (int i = 0; i < 3; i++)
    person_moves (match, i);

  /* Closed, the log only notes that it is behind; opened, it lists them. */
  log = open_log (f);
  n = splay_game_get_n_actions (game);
  g_assert_cmpuint (n, >=, 3);
  assert_log_is (log, said, n);
  /* In words, naming the players ("Ada played a 4."). */
  {
    gboolean named = FALSE;
    for (guint i = 0; i < said->len; i++)
      named |= g_str_has_prefix (g_ptr_array_index (said, i), "Ada played")
               || g_str_has_prefix (g_ptr_array_index (said, i), "Cleo played");
    g_assert_true (named);
  }

  /* Open, it follows each move as it comes. */
  person_moves (match, 10);
  g_assert_cmpuint (splay_game_get_n_actions (game), >, n);
  n = splay_game_get_n_actions (game);
  assert_log_is (log, said, n);

  /* Undo shortens it to the moves still in play. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_cmpuint (splay_game_get_n_actions (game), <, n);
  n = splay_game_get_n_actions (game);
  assert_log_is (log, said, n);

  g_signal_handlers_disconnect_by_data (match, &l);
}

/* The replay lists the moves up to the one its board shows. */
static void
test_replay (void)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  const char *names[] = { "Ada", "Cleo", NULL };
  SplayPlayer *players[3] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_auto (GStrv) all = NULL;
  g_auto (GStrv) shown = NULL;
  SplaySettings settings;
  SplayGame *game;
  GtkWidget *view;
  SplayMoveLog *log;

  players[0] = splay_player_new_computer ("Ada", SPLAY_LEVEL_EASY);
  players[1] = splay_player_new_computer ("Cleo", SPLAY_LEVEL_EASY);
  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 9, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_match_set_paused (match, TRUE);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  for (guint64 k = 0; k < 8; k++)
    {
      int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);
      SplayAction action;

      g_assert_true (
          splay_ai_choose (rules, splay_game_get_state (game), seat, SPLAY_LEVEL_EASY, k, &action));
      g_assert_true (splay_match_apply (match, seat, action, NULL));
    }
  all = splay_game_describe_moves (game, names);
  g_assert_cmpuint (g_strv_length (all), ==, 8);

  view = g_object_ref_sink (splay_replay_view_new (match, 0));
  log = SPLAY_MOVE_LOG (splay_replay_view_get_move_log (SPLAY_REPLAY_VIEW (view)));
  g_assert_nonnull (log);
  splay_replay_view_set_position (SPLAY_REPLAY_VIEW (view), 5);
  shown = splay_move_log_get_moves (log);
  g_assert_cmpuint (g_strv_length (shown), ==, 5);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpstr (shown[i], ==, all[i]);
  g_clear_pointer (&shown, g_strfreev);
  /* One step on, as the play button does. */
  splay_replay_view_set_position (SPLAY_REPLAY_VIEW (view), 6);
  shown = splay_move_log_get_moves (log);
  g_assert_cmpuint (g_strv_length (shown), ==, 6);
  g_assert_cmpstr (shown[5], ==, all[5]);
  g_clear_pointer (&shown, g_strfreev);
  splay_replay_view_set_position (SPLAY_REPLAY_VIEW (view), 0);
  shown = splay_move_log_get_moves (log);
  g_assert_cmpuint (g_strv_length (shown), ==, 0);
  g_object_unref (view);
}

/* ---- German ---- */

static void
check_german (void)
{
  Fixture f;
  SplayMatch *match;
  SplayMoveLog *log;
  GtkWidget *heading, *undo;
  g_auto (GStrv) moves = NULL;

  g_setenv ("LC_ALL", utf8_locale, TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  g_assert_nonnull (setlocale (LC_ALL, ""));
  bindtextdomain (GETTEXT_PACKAGE, SOURCE_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  ui_fixture_setup (&f, NULL);
  splay_window_set_computer_delay (f.window, 0);
  match = start_splatoids (&f, 42);
  person_moves (match, 1);
  person_moves (match, 2);

  undo = find_action (GTK_WIDGET (f.window), "win.undo");
  g_assert_nonnull (undo);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), ==, "Deinen letzten Zug zurücknehmen");
  log = open_log (&f);
  heading = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (log)));
  g_assert_true (GTK_IS_LABEL (heading));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, "Züge dieses Durchgangs");
  moves = splay_move_log_get_moves (log);
  g_assert_cmpuint (g_strv_length (moves), >=, 2);
  g_assert_cmpstr (moves[g_strv_length (moves) - 1], ==,
                   splay_board_get_last_text (splay_window_get_board (f.window)));
  for (guint i = 0; moves[i] != NULL; i++)
    g_assert_null (strstr (moves[i], " played "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.window), "win.undo", NULL));

  ui_fixture_teardown (&f, NULL);
}

static void
test_german (void)
{
  if (g_test_subprocess ())
    {
      check_german ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char *argv[])
{
  static const char *const candidates[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.UTF-8" };

  for (gsize i = 0; i < G_N_ELEMENTS (candidates) && utf8_locale == NULL; i++)
    if (setlocale (LC_ALL, candidates[i]) != NULL)
      utf8_locale = candidates[i];
  setlocale (LC_ALL, "C");

  ui_test_init (&argc, &argv);

  g_test_add ("/ui/movelog/follows-the-deal", Fixture, NULL, ui_fixture_setup,
              test_follows_the_deal, ui_fixture_teardown);
  g_test_add_func ("/ui/movelog/replay", test_replay);
  if (utf8_locale != NULL)
    g_test_add_func ("/ui/movelog/german", test_german);
  return ui_test_run ();
}
