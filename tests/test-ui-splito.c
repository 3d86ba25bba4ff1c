/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window: start a three-player Splito match against computers from
 * the new-game dialog, place cards through the board's actions (keyboard,
 * zone click, buttons) and check that the game and the board moved on
 * together and that each round resolved once the computers had chosen; a
 * second placement in a round and a zone that is not yours are refused and
 * change nothing; the deal ends with the scoring sheet. With two people,
 * each chooses behind the cover. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/splito.h"
#include "ui/splay-application.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

/* Starts a three-seat Splito match from the chooser's action and the
 * dialog; seat 0 is Ada, seat 1 a person too if @two_humans. The match is
 * paused before the computers can choose, so the test decides when they do. */
static SplaySplitoBoard *
start_game (Fixture *f, gboolean two_humans)
{
  GtkWindow *dialog;
  GtkWidget *board;
  SplayMatch *match;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "splito");
  dialog = splay_window_get_new_game_dialog (f->window);
  g_assert_nonnull (dialog);
  /* Splito's match is three deals added up, not a race to a score. */
  g_assert_true (splay_new_game_dialog_is_by_deals (SPLAY_NEW_GAME_DIALOG (dialog)));
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 3);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  if (two_humans)
    splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Bo", -1);
  else
    splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Robot", SPLAY_LEVEL_MEDIUM);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 2, "Cog", SPLAY_LEVEL_MEDIUM);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_null (splay_window_get_new_game_dialog (f->window));

  match = splay_window_get_match (f->window);
  g_assert_nonnull (match);
  if (!two_humans)
    splay_match_set_paused (match, TRUE);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  g_assert_cmpint (splay_match_get_n_seats (match), ==, 3);
  g_assert_cmpint (splay_match_get_max_games (match), ==, 3);
  g_assert_cmpint (splay_match_get_target_points (match), ==, 0);
  board = splay_window_get_board (f->window);
  g_assert_true (SPLAY_IS_SPLITO_BOARD (board));
  return SPLAY_SPLITO_BOARD (board);
}

static void
activate (SplaySplitoBoard *board, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), action, NULL));
}

static char *
state_text (SplayMatch *match)
{
  SplayGame *game = splay_match_get_current_game (match);
  return splay_game_get_rules (game)->state_to_text (splay_game_get_state (game));
}

static const SplitoState *
state_of (SplayMatch *match)
{
  return splay_game_get_state (splay_match_get_current_game (match));
}

typedef struct
{
  SplayMatch *match;
  int         round;
} RoundWait;

static gboolean
round_reached (gpointer data)
{
  RoundWait *w = data;
  const SplitoState *s = state_of (w->match);
  return s->round >= w->round || s->phase == SPLITO_PHASE_OVER;
}

static gboolean
zone_holds (const SplitoState *s, int zone, SplayCard card)
{
  for (int i = 0; i < s->zone_n[zone]; i++)
    if (s->zone[zone][i] == card)
      return TRUE;
  return FALSE;
}

static void
test_place_against_computers (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board = start_game (f, FALSE);
  SplayMatch *match = splay_splito_board_get_match (board);
  SplayCard hand[SPLITO_HAND_SIZE], card;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *zone_before = NULL;
  g_autofree char *status_before = NULL;
  g_autofree char *sheet = NULL;
  const SplitoState *s = state_of (match);
  RoundWait wait = { match, 1 };
  int n, left, right;

  g_assert_cmpint (splay_splito_board_get_seat (board), ==, 0);
  g_assert_false (splay_splito_board_is_covered (board));
  left = splito_left_zone (s, 0);
  right = splito_right_zone (s, 0);
  g_assert_cmpint (left, ==, 0);
  g_assert_cmpint (right, ==, 2);
  n = splay_splito_board_get_hand (board, hand);
  g_assert_cmpint (n, ==, SPLITO_HAND_SIZE);
  g_assert_nonnull (splay_splito_board_get_public_text (board, 0));
  g_assert_nonnull (splay_splito_board_get_public_text (board, 1));
  g_assert_nonnull (strstr (splay_splito_board_get_scores_text (board), "Ada"));
  g_assert_nonnull (strstr (splay_splito_board_get_zone_text (board, left), "Ada"));
  zone_before = g_strdup (splay_splito_board_get_zone_text (board, left));
  status_before = g_strdup (splay_splito_board_get_status_text (board));
  g_assert_cmpint (splay_splito_board_get_revealed_round (board), ==, -1);

  /* A zone that is not Ada's (zone 1 lies between the two computers) is
   * refused with the reason, and nothing changes. */
  before = state_text (match);
  activate (board, "board.toggle-selection");
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place-zone", "i", 1));
  g_assert_nonnull (splay_splito_board_get_last_message (board));
  after = state_text (match);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (state_of (match)->chosen, ==, 0);
  activate (board, "board.clear-selection");
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, -1);

  /* By keyboard: move to the second card, pick it up with Enter, put it
   * down on the left with the arrow. */
  activate (board, "board.select-first");
  activate (board, "board.select-next");
  g_assert_cmpint (splay_splito_board_get_cursor (board), ==, 1);
  card = hand[1];
  activate (board, "board.pick");
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, 1);
  activate (board, "board.select-previous");
  s = state_of (match);
  g_assert_cmpint (s->chosen, ==, 1);
  g_assert_cmpint (s->choice_card[0], ==, card);
  g_assert_cmpint (s->choice_side[0], ==, SPLITO_LEFT);
  g_assert_cmpint (s->round, ==, 0);
  /* The board shows the choice, still hidden from the others. */
  g_assert_cmpstr (splay_splito_board_get_status_text (board), !=, status_before);
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, -1);

  /* Choosing twice in a round is refused, and nothing changes. */
  g_free (before);
  g_free (after);
  before = state_text (match);
  activate (board, "board.place-right");
  g_assert_nonnull (splay_splito_board_get_last_message (board));
  after = state_text (match);
  g_assert_cmpstr (before, ==, after);

  /* The computers choose; every card is revealed together. */
  splay_match_set_paused (match, FALSE);
  ui_wait_for (round_reached, &wait);
  s = state_of (match);
  g_assert_cmpint (s->round, ==, 1);
  g_assert_cmpint (s->chosen, ==, 0);
  g_assert_true (zone_holds (s, left, card));
  for (int t = 0; t < 3; t++)
    g_assert_cmpint (s->last_card[t], !=, SPLAY_CARD_NONE);
  g_assert_cmpint (splay_splito_board_get_revealed_round (board), ==, 1);
  g_assert_cmpint (splay_splito_board_get_hand (board, hand), ==, SPLITO_HAND_SIZE - 1);
  g_assert_cmpstr (splay_splito_board_get_zone_text (board, left), !=, zone_before);

  /* By clicking the zone: select a card, then place it in the right zone. */
  activate (board, "board.select-first");
  activate (board, "board.toggle-selection");
  card = hand[0];
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place-zone", "i", right));
  wait.round = 2;
  ui_wait_for (round_reached, &wait);
  s = state_of (match);
  g_assert_true (zone_holds (s, right, card));

  /* The rest of the deal with the buttons' actions, left and right in turn. */
  for (int round = 2; round < SPLITO_HAND_SIZE; round++)
    {
      activate (board, "board.select-first");
      activate (board, round % 2 ? "board.place-right" : "board.place-left");
      wait.round = round + 1;
      ui_wait_for (round_reached, &wait);
      g_assert_cmpint (state_of (match)->round, ==, round + 1);
    }
  s = state_of (match);
  g_assert_cmpint (s->phase, ==, SPLITO_PHASE_OVER);
  g_assert_true (splay_game_is_over (splay_match_get_current_game (match)));
  g_assert_false (splay_match_is_over (match));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "summary");

  /* The sheet opened by itself; it multiplies each player's two zones. */
  g_assert_nonnull (splay_splito_board_get_sheet_window (board));
  sheet = splay_splito_board_get_sheet_text (board);
  for (int seat = 0; seat < 3; seat++)
    {
      SplitoZoneScore l, r;
      g_autofree char *line = NULL;
      splito_score_zone (s, splito_left_zone (s, seat), &l);
      splito_score_zone (s, splito_right_zone (s, seat), &r);
      line = g_strdup_printf ("%d × %d = %d", l.value, r.value, l.value * r.value);
      g_assert_nonnull (strstr (sheet, line));
      g_assert_cmpint (splay_match_get_total (match, seat), ==, l.value * r.value);
    }
  /* After the deal, placing is refused. */
  activate (board, "board.place-left");
  g_assert_nonnull (splay_splito_board_get_last_message (board));
}

static gboolean
covered (gpointer data)
{
  return splay_splito_board_is_covered (data);
}

static void
test_pass_the_screen (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board = start_game (f, TRUE);
  SplayMatch *match = splay_splito_board_get_match (board);
  RoundWait wait = { match, 1 };
  const SplitoState *s;

  /* Ada chooses first, behind the cover; the match waits meanwhile. */
  g_assert_true (splay_splito_board_is_covered (board));
  g_assert_true (splay_match_get_paused (match));
  g_assert_cmpint (splay_splito_board_get_seat (board), ==, -1);
  activate (board, "board.place-left");
  g_assert_cmpint (state_of (match)->chosen, ==, 0);
  activate (board, "board.reveal");
  g_assert_false (splay_splito_board_is_covered (board));
  g_assert_cmpint (splay_splito_board_get_seat (board), ==, 0);
  activate (board, "board.place-left");
  g_assert_true ((state_of (match)->chosen & 1) != 0);

  /* Then the screen goes to Bo. */
  ui_wait_for (covered, board);
  g_assert_cmpint (splay_splito_board_get_seat (board), ==, -1);
  activate (board, "board.reveal");
  g_assert_cmpint (splay_splito_board_get_seat (board), ==, 1);
  activate (board, "board.place-right");
  ui_wait_for (round_reached, &wait);
  s = state_of (match);
  g_assert_cmpint (s->round, ==, 1);
  g_assert_true (zone_holds (s, splito_left_zone (s, 0), s->last_card[0]));
  g_assert_true (zone_holds (s, splito_right_zone (s, 1), s->last_card[1]));
  /* The next round starts behind the cover again, for Ada. */
  ui_wait_for (covered, board);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/splito/place-against-computers", Fixture, NULL,
              ui_fixture_setup, test_place_against_computers, ui_fixture_teardown);
  g_test_add ("/ui/splito/pass-the-screen", Fixture, NULL,
              ui_fixture_setup, test_pass_the_screen, ui_fixture_teardown);
  return ui_test_run ();
}
