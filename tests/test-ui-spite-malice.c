/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window: start Spite and Malice against the computer from the
 * new-game dialog, play a turn through the board's keyboard actions (build
 * where a card fits, then discard), and check that the game, the board and
 * the computer all moved on; moves the rules refuse (out of sequence,
 * ending the turn without a discard) change nothing and say why. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "engine/spite-malice.h"
#include "ui/splay-application.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

static SplaySpiteMaliceBoard *
start_game (Fixture *f, int goal)
{
  GtkWindow *dialog;
  GtkWidget *board;
  SplayMatch *match;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "spite-malice");
  dialog = splay_window_get_new_game_dialog (f->window);
  g_assert_nonnull (dialog);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 2);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Robot", SPLAY_LEVEL_MEDIUM);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_null (splay_window_get_new_game_dialog (f->window));

  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  board = splay_window_get_board (f->window);
  g_assert_true (SPLAY_IS_SPITE_MALICE_BOARD (board));
  match = splay_window_get_match (f->window);
  g_assert_cmpint (splay_match_get_n_seats (match), ==, 2);
  /* The dialog's defaults: the rules' own goal size, no variant. */
  g_assert_cmpint (splay_match_get_settings (match)->values[SPITE_MALICE_OPT_GOAL], ==, goal);
  g_assert_cmpint (splay_match_get_settings (match)->values[SPITE_MALICE_OPT_UNLIMITED], ==, 0);
  return SPLAY_SPITE_MALICE_BOARD (board);
}

static gboolean
human_may_act (gpointer data)
{
  SplayMatch *match = data;
  SplayGame *game = splay_match_get_current_game (match);

  return splay_game_is_over (game) || (splay_game_get_actors (game) & 1);
}

static void
activate (SplaySpiteMaliceBoard *board, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), action, NULL));
}

/* Where the keyboard's source cursor must be for @action's source. */
static int
source_slot (const SpiteMaliceState *s, SplayAction action)
{
  int hn = s->hand_n[0], slot;

  switch (SPITE_MALICE_ACTION_SRC (action))
    {
    case SPITE_MALICE_FROM_HAND:
      for (int i = 0; i < hn; i++)
        if (splay_card_rank (s->hand[0][i]) == SPITE_MALICE_ACTION_VAL (action))
          return i;
      g_assert_not_reached ();
    case SPITE_MALICE_FROM_GOAL:
      return hn;
    default:
      slot = hn + (s->goal_n[0] > 0 ? 1 : 0);
      for (int d = 0; d < SPITE_MALICE_ACTION_VAL (action); d++)
        if (s->disc_n[0][d] > 0)
          slot++;
      return slot;
    }
}

/* Moves the source cursor with the arrow keys' actions and picks up. */
static void
pick_up (SplaySpiteMaliceBoard *board, const SpiteMaliceState *s, SplayAction action)
{
  int slot = source_slot (s, action);

  activate (board, "board.first");
  for (int i = 0; i < slot; i++)
    activate (board, "board.next");
  g_assert_cmpint (splay_spite_malice_board_get_source_cursor (board), ==, slot);
  activate (board, "board.pick-up");
  g_assert_cmphex (splay_spite_malice_board_get_held (board), ==, action & 0x00ffff00);
}

static void
check_logged (SplayGame *game, guint before, SplayAction expected)
{
  int seat;
  SplayAction logged;

  g_assert_cmpuint (splay_game_get_n_actions (game), >, before);
  splay_game_get_action (game, before, &seat, &logged);
  g_assert_cmpint (seat, ==, 0);
  g_assert_cmphex (logged, ==, expected);
}

static void
test_play_a_turn (Fixture *f, gconstpointer data)
{
  SplaySpiteMaliceBoard *board = start_game (f, 26);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  const SplayRules *rules = splay_game_get_rules (game);
  const SpiteMaliceState *s = splay_game_get_state (game);
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n, builds = 0;
  guint before;
  gboolean robot_played = FALSE;

  g_assert_cmpint (splay_spite_malice_board_get_seat (board), ==, 0);
  g_assert_false (splay_spite_malice_board_is_covered (board));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  ui_wait_for (human_may_act, match);
  g_assert_false (splay_game_is_over (game));
  g_assert_cmpstr (splay_spite_malice_board_get_turn_text (board), ==, "Your turn");

  /* Build while anything fits, each move through the keyboard actions: the
   * number key chooses the pile, Enter places. */
  while (builds < 30 && !splay_game_is_over (game) && s->turn == 0)
    {
      SplayAction build = 0;
      SplayCard hand[SPITE_MALICE_HAND];
      int hand_before = splay_spite_malice_board_get_hand (board, hand);
      int pile;
      g_autofree char *pile_before = NULL;

      n = rules->legal (s, 0, legal);
      for (int i = 0; i < n && build == 0; i++)
        if (SPITE_MALICE_ACTION_KIND (legal[i]) == SPITE_MALICE_BUILD)
          build = legal[i];
      if (build == 0)
        break;
      pile = SPITE_MALICE_ACTION_TARGET (build);
      pile_before = g_strdup (splay_spite_malice_board_get_pile_text (board, pile));
      before = splay_game_get_n_actions (game);

      pick_up (board, s, build);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.target", "i", pile + 1));
      activate (board, "board.place");
      check_logged (game, before, build);
      if (splay_game_is_over (game))
        return;
      /* The board shows it: the pile's top, the hand, what just happened. */
      g_assert_cmpstr (splay_spite_malice_board_get_pile_text (board, pile), !=, pile_before);
      g_assert_nonnull (strstr (splay_spite_malice_board_get_last_text (board), "Ada"));
      if (SPITE_MALICE_ACTION_SRC (build) == SPITE_MALICE_FROM_HAND && hand_before > 1)
        g_assert_cmpint (splay_spite_malice_board_get_hand (board, hand), ==, hand_before - 1);
      g_assert_cmphex (splay_spite_malice_board_get_held (board), ==, 0);
      builds++;
    }

  /* The turn ends with a discard: a hand card, then End Turn takes the
   * keyboard to the discard piles, Right moves along them, Enter places. */
  g_assert_cmpint (s->turn, ==, 0);
  n = rules->legal (s, 0, legal);
  for (int i = 0; i < n; i++)
    if (SPITE_MALICE_ACTION_KIND (legal[i]) == SPITE_MALICE_DISCARD)
      {
        SplayAction discard = legal[i];
        int pile = SPITE_MALICE_ACTION_TARGET (discard);
        g_autofree char *disc_before = g_strdup (splay_spite_malice_board_get_discard_text (board, pile));

        if (!strstr (disc_before, "empty") && pile < 3)
          continue; /* prefer an empty pile, so the change shows plainly */
        before = splay_game_get_n_actions (game);
        pick_up (board, s, discard);
        activate (board, "board.end-turn");
        g_assert_cmpstr (splay_spite_malice_board_get_prompt_text (board), !=, "");
        for (int k = 0; k < pile; k++)
          activate (board, "board.next");
        activate (board, "board.place");
        check_logged (game, before, discard);
        g_assert_cmpstr (splay_spite_malice_board_get_discard_text (board, pile), !=, disc_before);
        g_assert_nonnull (strstr (splay_spite_malice_board_get_last_text (board), "Ada"));
        break;
      }
  g_assert_cmpint (s->turn, ==, 1);

  /* The computer answers, move by move, and it is our turn again. */
  before = splay_game_get_n_actions (game);
  ui_wait_for (human_may_act, match);
  for (guint i = before; i < splay_game_get_n_actions (game); i++)
    {
      int seat;
      SplayAction a;
      splay_game_get_action (game, i, &seat, &a);
      if (seat == 1)
        robot_played = TRUE;
    }
  g_assert_true (robot_played);
  if (!splay_game_is_over (game))
    {
      g_assert_cmpstr (splay_spite_malice_board_get_turn_text (board), ==, "Your turn");
      g_assert_nonnull (strstr (splay_spite_malice_board_get_last_text (board), "Robot"));
    }
}

static void
test_illegal_refused (Fixture *f, gconstpointer data)
{
  SplaySpiteMaliceBoard *board = start_game (f, 26);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  const SplayRules *rules = splay_game_get_rules (game);
  const SpiteMaliceState *s = splay_game_get_state (game);
  g_autofree guint8 *before = g_malloc (rules->state_size);
  SplayCard hand_before[SPITE_MALICE_HAND], hand_after[SPITE_MALICE_HAND];
  g_autofree char *pile_before = NULL;
  g_autofree char *last_before = NULL;
  int hand_n, bad = -1;
  guint n_actions;

  ui_wait_for (human_may_act, match);
  g_assert_false (splay_game_is_over (game));
  memcpy (before, s, rules->state_size);
  n_actions = splay_game_get_n_actions (game);
  hand_n = splay_spite_malice_board_get_hand (board, hand_before);
  pile_before = g_strdup (splay_spite_malice_board_get_pile_text (board, 0));
  last_before = g_strdup (splay_spite_malice_board_get_last_text (board));

  /* Ending the turn without a discard. */
  activate (board, "board.end-turn");
  g_assert_nonnull (splay_spite_malice_board_get_last_message (board));
  g_assert_nonnull (strstr (splay_spite_malice_board_get_last_message (board), "discard"));
  /* The board asks for the discard. */
  g_assert_cmpstr (splay_spite_malice_board_get_prompt_text (board), !=, "");

  /* Building out of sequence: a hand card that does not fit building
   * pile 1 (the rules say which rank it needs). */
  for (int i = 0; i < s->hand_n[0] && bad < 0; i++)
    if (!spite_malice_fits (s, s->hand[0][i], 0))
      bad = i;
  if (bad >= 0)
    {
      SplayAction wrong = spite_malice_build_hand (splay_card_rank (s->hand[0][bad]), 0);
      g_autoptr (GError) error = NULL;
      g_autofree guint8 *copy = g_memdup2 (s, rules->state_size);

      g_assert_false (rules->apply (copy, 0, wrong, &error));
      pick_up (board, s, wrong);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.target", "i", 1));
      activate (board, "board.place");
      g_assert_cmpstr (splay_spite_malice_board_get_last_message (board), ==, error->message);
      activate (board, "board.cancel");
    }

  /* Nothing changed: not the game, not the board. */
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);
  g_assert_cmpmem (s, rules->state_size, before, rules->state_size);
  g_assert_cmpint (splay_spite_malice_board_get_hand (board, hand_after), ==, hand_n);
  g_assert_cmpmem (hand_after, hand_n, hand_before, hand_n);
  g_assert_cmpstr (splay_spite_malice_board_get_pile_text (board, 0), ==, pile_before);
  g_assert_cmpstr (splay_spite_malice_board_get_last_text (board), ==, last_before);
  g_assert_cmpstr (splay_spite_malice_board_get_turn_text (board), ==, "Your turn");
  g_assert_cmphex (splay_spite_malice_board_get_held (board), ==, 0);
}

/* A full table, as a match to a target: six seats, five of them computers
 * that play their turns out one action at a time until it is the person's
 * turn again. */
static void
test_six_seat_match (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  SplayGame *game;
  const SpiteMaliceState *s;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "spite-malice");
  dialog = splay_window_get_new_game_dialog (f->window);
  g_assert_nonnull (dialog);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 6);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  for (int i = 1; i < 6; i++)
    splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), i, NULL, SPLAY_LEVEL_MEDIUM);
  splay_new_game_dialog_set_target (SPLAY_NEW_GAME_DIALOG (dialog), 100);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);

  board = SPLAY_SPITE_MALICE_BOARD (splay_window_get_board (f->window));
  match = splay_window_get_match (f->window);
  g_assert_cmpint (splay_match_get_n_seats (match), ==, 6);
  g_assert_cmpint (splay_match_get_target_points (match), ==, 100);
  game = splay_match_get_current_game (match);
  s = splay_game_get_state (game);
  g_assert_cmpint (s->n_decks, ==, 4);
  g_assert_cmpint (splay_spite_malice_board_get_seat (board), ==, 0);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));

  ui_wait_for (human_may_act, match);
  if (!splay_game_is_over (game))
    {
      g_assert_cmpint (s->turn, ==, 0);
      g_assert_cmpstr (splay_spite_malice_board_get_turn_text (board), ==, "Your turn");
      g_assert_cmpint (s->hand_n[0], ==, SPITE_MALICE_HAND);
    }
}

static gboolean
is_covered (gpointer data)
{
  return splay_spite_malice_board_is_covered (data);
}

/* Two people at one screen: between their turns the cover hides every
 * card, moves are refused naming who is to reveal, and revealing shows the
 * next person's cards. */
static void
test_pass_the_screen (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  SplayGame *game;
  const SpiteMaliceState *s;
  int first, second;
  guint n;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "spite-malice");
  dialog = splay_window_get_new_game_dialog (f->window);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 2);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Bo", -1);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  board = SPLAY_SPITE_MALICE_BOARD (splay_window_get_board (f->window));
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  s = splay_game_get_state (game);
  first = s->turn;
  second = 1 - first;

  if (splay_spite_malice_board_is_covered (board))
    activate (board, "board.reveal");
  g_assert_cmpint (splay_spite_malice_board_get_seat (board), ==, first);

  /* The first person discards at once. */
  {
    g_autoptr (GError) error = NULL;
    g_assert_true (splay_match_apply (match, first, spite_malice_discard (splay_card_rank (s->hand[first][0]), 0),
                                      &error));
  }
  ui_wait_for (is_covered, board);
  g_assert_cmpint (splay_spite_malice_board_get_seat (board), ==, -1);
  g_assert_true (splay_match_get_paused (match));
  {
    SplayCard hand[SPITE_MALICE_HAND];
    g_assert_cmpint (splay_spite_malice_board_get_hand (board, hand), ==, 0);
  }
  n = splay_game_get_n_actions (game);
  activate (board, "board.place");
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
  g_assert_nonnull (strstr (splay_spite_malice_board_get_last_message (board), second == 0 ? "Ada" : "Bo"));

  activate (board, "board.reveal");
  g_assert_false (splay_spite_malice_board_is_covered (board));
  g_assert_false (splay_match_get_paused (match));
  g_assert_cmpint (splay_spite_malice_board_get_seat (board), ==, second);
  g_assert_cmpstr (splay_spite_malice_board_get_turn_text (board), ==,
                   second == 0 ? "Your turn, Ada" : "Your turn, Bo");
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/spite-malice/play-a-turn", Fixture, NULL,
              ui_fixture_setup, test_play_a_turn, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/illegal-refused", Fixture, NULL,
              ui_fixture_setup, test_illegal_refused, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/six-seat-match", Fixture, NULL,
              ui_fixture_setup, test_six_seat_match, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/pass-the-screen", Fixture, NULL,
              ui_fixture_setup, test_pass_the_screen, ui_fixture_teardown);
  return ui_test_run ();
}
