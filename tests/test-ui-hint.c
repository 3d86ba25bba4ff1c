/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Hint button in the real window: against the computer it asks what the
 * hard level would play, the board shows that move (one of the person's
 * legal moves) with its cards picked out so that one key plays it, and the
 * game counts the hint. Without a computer at the table there is no button.
 * One test per turn-based board. */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "engine/spite-malice.h"
#include "engine/splatoids.h"
#include "engine/splito.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-splatoids-board.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

static GtkWidget *
start_game (Fixture *f, const char *game_id, gboolean computer)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", game_id);
  dialog = splay_window_get_new_game_dialog (f->window);
  g_assert_nonnull (dialog);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 2);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  if (computer)
    splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Robot", SPLAY_LEVEL_MEDIUM);
  else
    splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Bo", -1);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  return GTK_WIDGET (splay_window_get_board (f->window));
}

/* The header bar's Hint button, found as a person finds it: by what it does. */
static GtkWidget *
find_hint_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.hint") == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_hint_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
person_may_act (gpointer data)
{
  SplayGame *game = splay_match_get_current_game (data);

  return splay_game_get_actors (game) & 1;
}

typedef gboolean (*GetHintFunc) (GtkWidget *board, SplayAction *out);

typedef struct
{
  GtkWidget *board;
  GetHintFunc get_hint;
} HintWait;

static gboolean
hint_shown (gpointer data)
{
  HintWait *w = data;
  SplayAction action;

  return w->get_hint (w->board, &action);
}

static gboolean
is_legal_for_person (SplayGame *game, SplayAction action)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  const SplayRules *rules = splay_game_get_rules (game);
  int n = rules->legal (splay_game_get_state (game), 0, legal);

  for (int i = 0; i < n; i++)
    if (legal[i] == action)
      return TRUE;
  return FALSE;
}

/* Presses the button and waits for the board to show the hint; checks it is
 * a legal move of the person's, counted once, and returns it. */
static SplayAction
press_hint (Fixture *f, GtkWidget *board, GetHintFunc get_hint)
{
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game;
  GtkWidget *button = find_hint_button (GTK_WIDGET (f->window));
  HintWait wait = { board, get_hint };
  SplayAction action;
  guint hints;

  ui_wait_for (person_may_act, match);
  game = splay_match_get_current_game (match);
  hints = splay_game_get_n_hints (game);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_false (get_hint (board, &action));

  g_signal_emit_by_name (button, "clicked");
  ui_wait_for (hint_shown, &wait);
  g_assert_true (get_hint (board, &action));
  g_assert_true (is_legal_for_person (game, action));
  g_assert_cmpuint (splay_game_get_n_hints (game), ==, hints + 1);

  /* Asking again at the same position gives the same move, counted once. */
  g_signal_emit_by_name (button, "clicked");
  {
    SplayAction again;
    g_assert_true (get_hint (board, &again));
    g_assert_cmpuint (again, ==, action);
  }
  g_assert_cmpuint (splay_game_get_n_hints (game), ==, hints + 1);
  return action;
}

/* The board's own key plays the hint: the move logged is the hint (in
 * Splatoids, with the copies the board selected for it named). */
static void
assert_played (SplayGame *game, guint before, SplayAction hint)
{
  int seat;
  SplayAction logged;

  g_assert_cmpuint (splay_game_get_n_actions (game), >, before);
  splay_game_get_action (game, before, &seat, &logged);
  g_assert_cmpint (seat, ==, 0);
  if (splay_game_get_rules (game) == &splatoids_rules)
    {
      g_assert_cmpuint (splatoids_action_plain (logged), ==, hint);
      if (SPLATOIDS_ACTION_KIND (hint) == SPLATOIDS_PLAY_HAND)
        g_assert_cmpint (__builtin_popcount (SPLATOIDS_ACTION_COPIES (logged)), ==,
                         SPLATOIDS_ACTION_B (hint));
    }
  else
    g_assert_cmpuint (logged, ==, hint);
}

static void
test_splatoids (Fixture *f, gconstpointer data)
{
  GtkWidget *board = start_game (f, "splatoids", TRUE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  SplayAction hint;
  guint before;

  g_assert_true (SPLAY_IS_SPLATOIDS_BOARD (board));
  hint = press_hint (f, board, (GetHintFunc) splay_board_get_hint);
  g_assert_true (g_str_has_prefix (splay_board_get_hint_text (SPLAY_BOARD (board)), "Hint: "));

  /* Its cards are selected (or, to pick up or end the turn, the button that
   * does it is the suggested one): Enter or that button plays it. */
  before = splay_game_get_n_actions (game);
  switch (SPLATOIDS_ACTION_KIND (hint))
    {
    case SPLATOIDS_PICK_UP:
      g_assert_true (gtk_widget_activate_action (board, "board.pick-up", NULL));
      break;
    case SPLATOIDS_END_TURN:
      g_assert_true (gtk_widget_activate_action (board, "board.end-turn", NULL));
      break;
    default: g_assert_true (gtk_widget_activate_action (board, "board.play", NULL)); break;
    }
  assert_played (game, before, hint);
  /* Once played, the hint is gone. */
  g_assert_false (splay_board_get_hint (SPLAY_BOARD (board), &hint));
}

static void
test_spite_malice (Fixture *f, gconstpointer data)
{
  GtkWidget *board = start_game (f, "spite-malice", TRUE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  SplayAction hint;
  guint before;

  g_assert_true (SPLAY_IS_SPITE_MALICE_BOARD (board));
  hint = press_hint (f, board, (GetHintFunc) splay_board_get_hint);
  g_assert_true (g_str_has_prefix (splay_board_get_hint_text (SPLAY_BOARD (board)), "Hint: "));
  /* The card is picked up with the keyboard on its target: "place" plays it. */
  g_assert_cmpuint (splay_spite_malice_board_get_held (SPLAY_SPITE_MALICE_BOARD (board)), !=, 0);
  before = splay_game_get_n_actions (game);
  g_assert_true (gtk_widget_activate_action (board, "board.place", NULL));
  assert_played (game, before, hint);
}

static void
test_splito (Fixture *f, gconstpointer data)
{
  GtkWidget *board = start_game (f, "splito", TRUE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  SplayAction hint;
  guint before;
  int selected;
  SplayCard hand[SPLITO_HAND_SIZE];

  g_assert_true (SPLAY_IS_SPLITO_BOARD (board));
  hint = press_hint (f, board, (GetHintFunc) splay_board_get_hint);
  g_assert_true (g_str_has_prefix (splay_board_get_hint_text (SPLAY_BOARD (board)), "Hint: "));
  /* The card is selected; L or R places it. */
  selected = splay_splito_board_get_selected (SPLAY_SPLITO_BOARD (board));
  g_assert_cmpint (selected, >=, 0);
  splay_splito_board_get_hand (SPLAY_SPLITO_BOARD (board), hand);
  g_assert_cmpuint (hand[selected], ==, splito_action_card (hint));
  before = splay_game_get_n_actions (game);
  g_assert_true (gtk_widget_activate_action (
      board, splito_action_place (hint) == SPLITO_LEFT ? "board.place-left" : "board.place-right",
      NULL));
  /* The computer may have chosen first: the person's choice is the one by seat 0. */
  for (guint i = before; i < splay_game_get_n_actions (game); i++)
    {
      int seat;
      SplayAction logged;

      splay_game_get_action (game, i, &seat, &logged);
      if (seat == 0)
        {
          g_assert_cmpuint (logged, ==, hint);
          return;
        }
    }
  g_assert_not_reached ();
}

static void
test_no_hint_without_computer (Fixture *f, gconstpointer data)
{
  GtkWidget *board = start_game (f, "splatoids", FALSE);
  GtkWidget *button = find_hint_button (GTK_WIDGET (f->window));

  g_assert_true (SPLAY_IS_SPLATOIDS_BOARD (board));
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_get_visible (button));
  g_assert_false (splay_match_can_hint (splay_window_get_match (f->window), 0));
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add ("/ui/hint/splatoids", Fixture, NULL, ui_fixture_setup, test_splatoids,
              ui_fixture_teardown);
  g_test_add ("/ui/hint/spite-malice", Fixture, NULL, ui_fixture_setup, test_spite_malice,
              ui_fixture_teardown);
  g_test_add ("/ui/hint/splito", Fixture, NULL, ui_fixture_setup, test_splito, ui_fixture_teardown);
  g_test_add ("/ui/hint/no-hint-without-computer", Fixture, NULL, ui_fixture_setup,
              test_no_hint_without_computer, ui_fixture_teardown);
  return ui_test_run ();
}
