/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window: start Spite and Malice against the computer from the
 * new-game dialog, play a turn through the board's keyboard actions (build
 * where a card fits, then discard), and check that the game, the board and
 * the computer all moved on; moves the rules refuse (out of sequence,
 * ending the turn without a discard) change nothing and say why; on a
 * large screen the cards grow with it, and six players fit the window
 * Splay opens. */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <gtk/gtk.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/spite-malice.h"
#include "ui/splay-application.h"
#include "ui/splay-board-private.h"
#include "ui/splay-board-status.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-spite-malice-fan.h"
#include "ui/splay-window.h"
#include "ui-fit-util.h"
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
  board = GTK_WIDGET (splay_window_get_board (f->window));
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

  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 0);
  g_assert_false (splay_board_is_covered (SPLAY_BOARD (board)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  ui_wait_for (human_may_act, match);
  g_assert_false (splay_game_is_over (game));
  g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");

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

      ui_spite_malice_pick_up (board, s, build);
      g_assert_true (
          gtk_widget_activate_action (GTK_WIDGET (board), "board.target", "i", pile + 1));
      activate (board, "board.place");
      check_logged (game, before, build);
      if (splay_game_is_over (game))
        return;
      /* The board shows it: the pile's top, the hand, what just happened. */
      g_assert_cmpstr (splay_spite_malice_board_get_pile_text (board, pile), !=, pile_before);
      g_assert_nonnull (strstr (splay_board_get_last_text (SPLAY_BOARD (board)), "Ada"));
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
        g_autofree char *disc_before
            = g_strdup (splay_spite_malice_board_get_discard_text (board, pile));

        if (!strstr (disc_before, "empty") && pile < 3)
          continue; /* prefer an empty pile, so the change shows plainly */
        before = splay_game_get_n_actions (game);
        ui_spite_malice_pick_up (board, s, discard);
        activate (board, "board.end-turn");
        g_assert_cmpstr (splay_spite_malice_board_get_prompt_text (board), !=, "");
        for (int k = 0; k < pile; k++)
          activate (board, "board.select-next");
        activate (board, "board.place");
        check_logged (game, before, discard);
        g_assert_cmpstr (splay_spite_malice_board_get_discard_text (board, pile), !=, disc_before);
        g_assert_nonnull (strstr (splay_board_get_last_text (SPLAY_BOARD (board)), "Ada"));
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
      g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");
      g_assert_nonnull (strstr (splay_board_get_last_text (SPLAY_BOARD (board)), "Robot"));
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
  last_before = g_strdup (splay_board_get_last_text (SPLAY_BOARD (board)));

  /* Ending the turn without a discard. */
  activate (board, "board.end-turn");
  g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
  g_assert_nonnull (strstr (splay_board_get_last_message (SPLAY_BOARD (board)), "discard"));
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
      ui_spite_malice_pick_up (board, s, wrong);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.target", "i", 1));
      activate (board, "board.place");
      g_assert_cmpstr (splay_board_get_last_message (SPLAY_BOARD (board)), ==, error->message);
      activate (board, "board.cancel");
    }

  /* Nothing changed: not the game, not the board. */
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);
  g_assert_cmpmem (s, rules->state_size, before, rules->state_size);
  g_assert_cmpint (splay_spite_malice_board_get_hand (board, hand_after), ==, hand_n);
  g_assert_cmpmem (hand_after, hand_n, hand_before, hand_n);
  g_assert_cmpstr (splay_spite_malice_board_get_pile_text (board, 0), ==, pile_before);
  g_assert_cmpstr (splay_board_get_last_text (SPLAY_BOARD (board)), ==, last_before);
  g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");
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
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 0);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));

  ui_wait_for (human_may_act, match);
  if (!splay_game_is_over (game))
    {
      g_assert_cmpint (s->turn, ==, 0);
      g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");
      g_assert_cmpint (s->hand_n[0], ==, SPITE_MALICE_HAND);
    }
}

static gboolean
is_covered (gpointer data)
{
  return splay_board_is_covered (SPLAY_BOARD (data));
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

  if (splay_board_is_covered (SPLAY_BOARD (board)))
    activate (board, "board.reveal");
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, first);

  /* The first person discards at once. */
  {
    g_autoptr (GError) error = NULL;
    g_assert_true (splay_match_apply (
        match, first, spite_malice_discard (splay_card_rank (s->hand[first][0]), 0), &error));
  }
  ui_wait_for (is_covered, board);
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, -1);
  g_assert_true (splay_match_get_paused (match));
  {
    SplayCard hand[SPITE_MALICE_HAND];
    g_assert_cmpint (splay_spite_malice_board_get_hand (board, hand), ==, 0);
  }
  n = splay_game_get_n_actions (game);
  activate (board, "board.place");
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
  g_assert_nonnull (
      strstr (splay_board_get_last_message (SPLAY_BOARD (board)), second == 0 ? "Ada" : "Bo"));

  activate (board, "board.reveal");
  g_assert_false (splay_board_is_covered (SPLAY_BOARD (board)));
  g_assert_false (splay_match_get_paused (match));
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, second);
  g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==,
                   second == 0 ? "Your turn, Ada" : "Your turn, Bo");
}

static gboolean
human_may_act_or_over (gpointer data)
{
  SplayMatch *match = data;
  SplayGame *game = splay_match_get_current_game (match);

  return game == NULL || splay_game_is_over (game) || (splay_game_get_actors (game) & 1);
}

/* The variants are switches in the new-game dialog, and they reach the
 * game (aces and twos brings unlimited centre stacks with it). */
static void
test_variants_from_dialog (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  const SpiteMaliceState *s;

  for (int variant = 0; variant < 2; variant++)
    {
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "spite-malice");
      dialog = splay_window_get_new_game_dialog (f->window);
      splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 3);
      splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
      splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, NULL, SPLAY_LEVEL_MEDIUM);
      splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 2, NULL, SPLAY_LEVEL_EASY);
      splay_new_game_dialog_set_option (SPLAY_NEW_GAME_DIALOG (dialog),
                                        variant == 0 ? "unlimited" : "aces-twos", 1);
      splay_new_game_dialog_set_option (SPLAY_NEW_GAME_DIALOG (dialog), "goal", 12);
      gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);

      board = SPLAY_SPITE_MALICE_BOARD (splay_window_get_board (f->window));
      match = splay_window_get_match (f->window);
      g_assert_cmpint (splay_match_get_settings (match)->values[SPITE_MALICE_OPT_GOAL], ==, 12);
      /* Aces and twos turned the unlimited switch on in the dialog. */
      g_assert_cmpint (splay_match_get_settings (match)->values[SPITE_MALICE_OPT_UNLIMITED], ==, 1);
      g_assert_cmpint (splay_match_get_settings (match)->values[SPITE_MALICE_OPT_ACES_TWOS], ==,
                       variant == 1);
      s = splay_game_get_state (splay_match_get_current_game (match));
      /* Aces and twos brings unlimited centre stacks with it. */
      g_assert_true (s->unlimited);
      g_assert_cmpint (s->aces_twos, ==, variant == 1);
      g_assert_cmpint (s->goal_size, ==, 12);
      ui_wait_for (human_may_act_or_over, match);
      /* The board says so when it applies to the person's cards. */
      if (variant == 1 && s->turn == 0 && spite_malice_must_play (s, 0))
        g_assert_nonnull (strstr (splay_board_get_hint_text (SPLAY_BOARD (board)),
                                  "Aces and twos must be played"));
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL);
    }
}

/* The dialog shows what the rules say: switching on aces and twos turns
 * unlimited centre stacks on and fixes that switch; switching it off again
 * gives back the person's own choice, whichever it was. */
static void
test_aces_twos_brings_unlimited (Fixture *f, gconstpointer data)
{
  SplayNewGameDialog *dialog;
  SplayMatch *match;
  const SpiteMaliceState *s;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "spite-malice");
  dialog = SPLAY_NEW_GAME_DIALOG (splay_window_get_new_game_dialog (f->window));
  g_assert_cmpint (splay_new_game_dialog_get_option (dialog, "unlimited"), ==, 0);
  g_assert_true (splay_new_game_dialog_get_option_sensitive (dialog, "unlimited"));

  for (int own = 0; own < 2; own++)
    {
      splay_new_game_dialog_set_option (dialog, "unlimited", own);
      splay_new_game_dialog_set_option (dialog, "aces-twos", 1);
      g_assert_cmpint (splay_new_game_dialog_get_option (dialog, "unlimited"), ==, 1);
      g_assert_false (splay_new_game_dialog_get_option_sensitive (dialog, "unlimited"));
      g_assert_true (splay_new_game_dialog_get_option_sensitive (dialog, "aces-twos"));
      splay_new_game_dialog_set_option (dialog, "aces-twos", 0);
      g_assert_cmpint (splay_new_game_dialog_get_option (dialog, "unlimited"), ==, own);
      g_assert_true (splay_new_game_dialog_get_option_sensitive (dialog, "unlimited"));
    }

  /* Started with the variant on, the game has unlimited centre stacks, and
   * so do the match's settings that the store keeps. */
  splay_new_game_dialog_set_option (dialog, "unlimited", 0);
  splay_new_game_dialog_set_option (dialog, "aces-twos", 1);
  splay_new_game_dialog_set_seat (dialog, 0, "Ada", -1);
  splay_new_game_dialog_set_seat (dialog, 1, "Robot", SPLAY_LEVEL_MEDIUM);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_null (splay_window_get_new_game_dialog (f->window));
  match = splay_window_get_match (f->window);
  g_assert_cmpint (splay_match_get_settings (match)->values[SPITE_MALICE_OPT_ACES_TWOS], ==, 1);
  g_assert_cmpint (splay_match_get_settings (match)->values[SPITE_MALICE_OPT_UNLIMITED], ==, 1);
  s = splay_game_get_state (splay_match_get_current_game (match));
  g_assert_true (s->unlimited);
  g_assert_true (s->aces_twos);
  g_assert_cmpint (s->n_piles, ==, 0);
}

/* With many players and large goal piles most games end drawn; the dialog
 * says so as seats and goal size change, and says nothing where games
 * finish. */
static void
test_draw_advice_in_dialog (Fixture *f, gconstpointer data)
{
  SplayNewGameDialog *dialog;
  const char *advice;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "spite-malice");
  dialog = SPLAY_NEW_GAME_DIALOG (splay_window_get_new_game_dialog (f->window));
  /* Two players at the ruled 26: games finish. */
  g_assert_cmpint (splay_new_game_dialog_get_option (dialog, "goal"), ==, 26);
  g_assert_null (splay_new_game_dialog_get_advice (dialog));

  splay_new_game_dialog_set_n_seats (dialog, 4);
  advice = splay_new_game_dialog_get_advice (dialog);
  g_assert_nonnull (advice);
  g_assert_nonnull (strstr (advice, "4 players"));
  g_assert_nonnull (strstr (advice, "26"));
  g_assert_nonnull (strstr (advice, "drawn"));

  splay_new_game_dialog_set_option (dialog, "goal", 15);
  g_assert_null (splay_new_game_dialog_get_advice (dialog));
  splay_new_game_dialog_set_option (dialog, "goal", 26);
  g_assert_nonnull (splay_new_game_dialog_get_advice (dialog));

  /* The variant draws fewer games, and the note follows it. */
  splay_new_game_dialog_set_option (dialog, "aces-twos", 1);
  advice = splay_new_game_dialog_get_advice (dialog);
  g_assert_nonnull (advice);
  g_assert_nonnull (strstr (advice, "about 50%"));

  splay_new_game_dialog_set_n_seats (dialog, 2);
  g_assert_null (splay_new_game_dialog_get_advice (dialog));
  gtk_window_close (GTK_WINDOW (dialog));
}

/* A deal where the person's first turn shows both variants at work: the
 * person holds an ace, and a two or a second ace, at the start. */
static guint64
seed_with_aces (const SplaySettings *settings)
{
  g_autoptr (SplayPlayer) a = splay_player_new_human ("A");
  g_autoptr (SplayPlayer) b = splay_player_new_human ("B");
  SplayPlayer *players[] = { a, b, NULL };

  for (guint64 seed = 1; seed < 5000; seed++)
    {
      g_autoptr (SplayMatch) match
          = splay_match_new (&spite_malice_rules, settings, seed, players, 0, 0);
      const SpiteMaliceState *s;
      int aces = 0, twos = 0;

      splay_match_start_next_game (match);
      s = splay_game_get_state (splay_match_get_current_game (match));
      if (s->turn != 0)
        continue;
      for (int i = 0; i < s->hand_n[0]; i++)
        {
          aces += splay_card_rank (s->hand[0][i]) == 1;
          twos += splay_card_rank (s->hand[0][i]) == 2;
        }
      if (aces >= 2 && twos >= 1)
        return seed;
    }
  g_assert_not_reached ();
}

/* Ada at seat 0 against medium computers in the other seats
 * (settings->n_seats in all). */
static SplaySpiteMaliceBoard *
start_fixed (Fixture *f, const SplaySettings *settings, guint64 seed, int target)
{
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autoptr (SplayMatch) match = NULL;

  players[0] = splay_player_new_human ("Ada");
  for (int i = 1; i < settings->n_seats; i++)
    {
      g_autofree char *name = g_strdup_printf ("Robot %d", i);
      players[i] = splay_player_new_computer (name, SPLAY_LEVEL_MEDIUM);
    }
  match = splay_match_new (&spite_malice_rules, settings, seed, players, target, 0);
  for (int i = 0; i < settings->n_seats; i++)
    g_object_unref (players[i]);

  splay_window_start_match (f->window, match);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  return SPLAY_SPITE_MALICE_BOARD (splay_window_get_board (f->window));
}

/* Aces and twos (with unlimited centre stacks): every ace starts a new pile
 * beside the four, which the keyboard reaches; the turn cannot end while an
 * ace or a two could still be played, and the refusal changes nothing. */
static void
test_aces_and_twos (Fixture *f, gconstpointer data)
{
  SplaySettings settings;
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  SplayGame *game;
  const SpiteMaliceState *s;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n, held_pile = -1;
  guint before;

  splay_settings_defaults (&spite_malice_rules, 2, &settings);
  settings.values[SPITE_MALICE_OPT_ACES_TWOS] = 1;
  board = start_fixed (f, &settings, seed_with_aces (&settings), 0);
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  s = splay_game_get_state (game);
  ui_wait_for (human_may_act_or_over, match);
  g_assert_cmpint (s->turn, ==, 0);
  g_assert_cmpint (s->n_piles, ==, 0);
  g_assert_true (spite_malice_must_play (s, 0));
  g_assert_nonnull (
      strstr (splay_board_get_hint_text (SPLAY_BOARD (board)), "Aces and twos must be played"));

  /* Discarding now is refused, with the rule. */
  {
    g_autofree guint8 *saved = g_memdup2 (s, spite_malice_rules.state_size);
    SplayAction discard = spite_malice_discard (splay_card_rank (s->hand[0][0]), 0);

    before = splay_game_get_n_actions (game);
    ui_spite_malice_pick_up (board, s, discard);
    activate (board, "board.end-turn");
    activate (board, "board.place");
    g_assert_cmpuint (splay_game_get_n_actions (game), ==, before);
    g_assert_cmpmem (s, spite_malice_rules.state_size, saved, spite_malice_rules.state_size);
    g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
    g_assert_nonnull (strstr (splay_board_get_last_message (SPLAY_BOARD (board)), "two"));
    activate (board, "board.cancel");
  }

  /* Each ace goes to a new pile; the board shows one more pile each time. */
  for (int round = 0; round < 2; round++)
    {
      SplayAction new_pile = 0;
      int piles = s->n_piles;

      n = splay_game_get_rules (game)->legal (s, 0, legal);
      for (int i = 0; i < n && new_pile == 0; i++)
        if (SPITE_MALICE_ACTION_KIND (legal[i]) == SPITE_MALICE_NEW
            && SPITE_MALICE_ACTION_SRC (legal[i]) == SPITE_MALICE_FROM_HAND)
          new_pile = legal[i];
      g_assert_cmphex (new_pile, !=, 0);
      before = splay_game_get_n_actions (game);
      ui_spite_malice_key_move (board, s, new_pile);
      check_logged (game, before, new_pile);
      g_assert_cmpint (s->n_piles, ==, piles + 1);
      g_assert_cmpstr (splay_spite_malice_board_get_pile_text (board, piles), !=, NULL);
      g_assert_nonnull (strstr (splay_spite_malice_board_get_pile_text (board, piles), "A"));
    }

  /* The two goes on one of them through the keyboard. */
  n = splay_game_get_rules (game)->legal (s, 0, legal);
  for (int i = 0; i < n; i++)
    if (SPITE_MALICE_ACTION_KIND (legal[i]) == SPITE_MALICE_BUILD
        && SPITE_MALICE_ACTION_SRC (legal[i]) == SPITE_MALICE_FROM_HAND
        && SPITE_MALICE_ACTION_VAL (legal[i]) == 2)
      {
        held_pile = SPITE_MALICE_ACTION_TARGET (legal[i]);
        before = splay_game_get_n_actions (game);
        ui_spite_malice_key_move (board, s, legal[i]);
        check_logged (game, before, legal[i]);
        break;
      }
  g_assert_cmpint (held_pile, >=, 0);
  g_assert_cmpint (s->pile_n[held_pile], ==, 2);
}

/* Unlimited centre stacks: a new pile may be started beside piles that are
 * still open, and the board lets the keyboard reach the fifth pile and
 * beyond; without the option the centre keeps its four piles. */
static void
test_unlimited (Fixture *f, gconstpointer data)
{
  SplaySettings settings;
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  SplayGame *game;
  const SpiteMaliceState *s;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int most_piles = 0, turns = 0;

  splay_settings_defaults (&spite_malice_rules, 2, &settings);
  settings.values[SPITE_MALICE_OPT_UNLIMITED] = 1;
  settings.values[SPITE_MALICE_OPT_GOAL] = 10;
  board = start_fixed (f, &settings, 7, 0);
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  s = splay_game_get_state (game);
  g_assert_true (s->unlimited);
  g_assert_false (s->aces_twos);

  /* Play the person's side by the keyboard, always starting a new pile when
   * allowed, until there are more than four. */
  while (!splay_game_is_over (game) && most_piles <= SPITE_MALICE_STD_PILES && turns < 2000)
    {
      SplayAction choice = 0;
      int n;
      guint before;

      ui_wait_for (human_may_act_or_over, match);
      if (splay_game_is_over (game))
        break;
      n = splay_game_get_rules (game)->legal (s, 0, legal);
      for (int i = 0; i < n && choice == 0; i++)
        if (SPITE_MALICE_ACTION_KIND (legal[i]) == SPITE_MALICE_NEW)
          choice = legal[i];
      if (choice == 0)
        g_assert_true (
            splay_ai_choose (&spite_malice_rules, s, 0, SPLAY_LEVEL_MEDIUM, turns, &choice));
      before = splay_game_get_n_actions (game);
      ui_spite_malice_key_move (board, s, choice);
      check_logged (game, before, choice);
      most_piles = MAX (most_piles, s->n_piles);
      turns++;
    }
  g_assert_cmpint (most_piles, >, SPITE_MALICE_STD_PILES);
  g_assert_nonnull (splay_spite_malice_board_get_pile_text (board, SPITE_MALICE_STD_PILES));
}

static int count_shown (GtkWidget *w, const char *text);

/* One whole match: how many seats (the person and medium computers), the
 * variant, the goal size, and a target no single game can reach (the
 * winner scores 5 plus at most goal cards per other player), so that the
 * match takes two games at least and the quit falls in the second. */
typedef struct
{
  int n_seats;
  int aces_twos;
  int goal;
  int target;
  guint64 seed;
} WholeMatch;

static const WholeMatch two_seats = { 2, 0, 10, 25, 4242 };
static const WholeMatch two_seats_aces_twos = { 2, 1, 10, 25, 4242 };
static const WholeMatch six_seats_aces_twos = { 6, 1, 10, 60, 4242 };

/* A whole match in the window, the person's moves made at the keyboard
 * (chosen by the medium player, so that the test plays sensibly): game
 * after game through the summary, quit in the middle of a turn, a new
 * window resumes the saved match at the same position, and it is played to
 * the end of the match. A drawn game (the cards ran out) scores nothing and
 * the match goes on. */
static void
test_whole_match_with_resume (Fixture *f, gconstpointer data)
{
  const WholeMatch *m = data;
  SplaySettings settings;
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  SplayGame *game;
  const SpiteMaliceState *s;
  gint64 id;
  guint64 seed = 0;
  gboolean resumed = FALSE;
  guint games = 0, set_aside = 0;
  int best = 0;

  g_assert_cmpint (5 + (m->n_seats - 1) * m->goal, <, m->target);
  splay_settings_defaults (&spite_malice_rules, m->n_seats, &settings);
  settings.values[SPITE_MALICE_OPT_GOAL] = m->goal;
  settings.values[SPITE_MALICE_OPT_ACES_TWOS] = m->aces_twos;
  board = start_fixed (f, &settings, m->seed, m->target);
  match = splay_window_get_match (f->window);
  id = splay_match_get_id (match);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpint (splay_match_get_n_seats (match), ==, m->n_seats);
  s = splay_game_get_state (splay_match_get_current_game (match));
  g_assert_cmpint (s->n_decks, ==, m->n_seats <= 4 ? 3 : 4);
  g_assert_cmpint (s->aces_twos, ==, m->aces_twos);
  g_assert_true (s->unlimited == (m->aces_twos != 0));

  while (!splay_match_is_over (match))
    {
      SplayAction choice;
      guint before;

      game = splay_match_get_current_game (match);
      s = splay_game_get_state (game);
      ui_wait_for (human_may_act_or_over, match);
      if (!splay_game_is_over (game))
        {
          /* The completed piles' caption, shown only while there are some. */
          g_autofree char *aside = g_strdup_printf ("Set aside\n%d cards", s->aside_n);

          g_assert_cmpint (count_shown (GTK_WIDGET (f->window), aside), ==, s->aside_n > 0);
          set_aside += s->aside_n > 0;
        }
      if (splay_game_is_over (game))
        {
          SplayResult result;
          int scored = 0;

          games++;
          g_assert_cmpstr (splay_window_get_page (f->window), ==, "summary");
          splay_game_get_result (game, &result);
          for (int p = 0; p < m->n_seats; p++)
            scored += splay_match_get_game_points (match, games - 1, p);
          /* A drawn game scores nothing; a won one 5 and more. */
          if (result.drawn)
            g_assert_cmpint (scored, ==, 0);
          else
            g_assert_cmpint (scored, >=, 5);
          if (splay_match_is_over (match))
            break;
          gtk_widget_activate_action (GTK_WIDGET (f->window), "win.next-game", NULL);
          g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
          g_assert_cmpuint (splay_match_get_n_games (match), ==, games + 1);
          continue;
        }

      /* In the second game, after a build and before the discard: quit, and
       * resume in a new window. */
      if (!resumed && games == 1 && splay_game_get_n_actions (game) > 0)
        {
          int seat;
          SplayAction last;

          splay_game_get_action (game, splay_game_get_n_actions (game) - 1, &seat, &last);
          if (seat == 0 && SPITE_MALICE_ACTION_KIND (last) != SPITE_MALICE_DISCARD)
            {
              g_autofree guint8 *saved = g_memdup2 (s, spite_malice_rules.state_size);
              guint n_actions = splay_game_get_n_actions (game);
              g_autofree char *last_text
                  = g_strdup (splay_board_get_last_text (SPLAY_BOARD (board)));
              int totals[SPLAY_MAX_SEATS];

              for (int p = 0; p < m->n_seats; p++)
                totals[p] = splay_match_get_total (match, p);
              ui_fixture_reopen (f);
              gtk_widget_activate_action (GTK_WIDGET (f->window), "win.resume", "x", id);
              g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
              match = splay_window_get_match (f->window);
              g_assert_cmpint (splay_match_get_id (match), ==, id);
              g_assert_cmpint (splay_match_get_n_seats (match), ==, m->n_seats);
              g_assert_cmpuint (splay_match_get_n_games (match), ==, 2);
              for (int p = 0; p < m->n_seats; p++)
                g_assert_cmpint (splay_match_get_total (match, p), ==, totals[p]);
              game = splay_match_get_current_game (match);
              s = splay_game_get_state (game);
              g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);
              g_assert_cmpmem (s, spite_malice_rules.state_size, saved,
                               spite_malice_rules.state_size);
              board = SPLAY_SPITE_MALICE_BOARD (splay_window_get_board (f->window));
              g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 0);
              g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");
              g_assert_cmpstr (splay_board_get_last_text (SPLAY_BOARD (board)), ==, last_text);
              resumed = TRUE;
            }
        }

      g_assert_true (
          splay_ai_choose (&spite_malice_rules, s, 0, SPLAY_LEVEL_MEDIUM, ++seed, &choice));
      before = splay_game_get_n_actions (game);
      ui_spite_malice_key_move (board, s, choice);
      check_logged (game, before, choice);
    }

  for (int p = 0; p < m->n_seats; p++)
    best = MAX (best, splay_match_get_total (match, p));
  g_test_message ("%d seats: %u games, the winner has %d points, %u turns with cards set aside",
                  m->n_seats, games, best, set_aside);
  g_assert_true (resumed);
  /* The standard game's completed piles wait set aside; aces and twos
   * bring unlimited building piles, whose completed piles stay. */
  if (!m->aces_twos)
    g_assert_cmpuint (set_aside, >, 0);
  g_assert_cmpuint (games, >=, 2);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "summary");
  g_assert_cmpint (best, >=, m->target);
  g_assert_cmpint (splay_match_get_winner (match), >=, 0);
  g_assert_cmpint (splay_match_get_total (match, splay_match_get_winner (match)), ==, best);
}

/* Whether @w is the person's own discard pile that @prefix names. */
static gboolean
my_fan_labelled (GtkWidget *w, gconstpointer prefix)
{
  return SPLAY_IS_SPITE_MALICE_FAN (w)
         && g_str_has_prefix (splay_spite_malice_fan_get_label (SPLAY_SPITE_MALICE_FAN (w)),
                              prefix);
}

/* Whether @w is an opponent's discard pile that @name names (its label
 * starts with the owner's name). */
static gboolean
their_fan_labelled (GtkWidget *w, gconstpointer name)
{
  g_autofree char *part = g_strdup_printf (": %s", (const char *) name);

  return SPLAY_IS_SPITE_MALICE_FAN (w)
         && strstr (splay_spite_malice_fan_get_label (SPLAY_SPITE_MALICE_FAN (w)), part) != NULL;
}

/* In a window whose size does not change, the draw pile, the building
 * piles and the status beside them stay where they are all game: the
 * piles grow (their edges deepen), the captions change ("Next: 10",
 * "Complete"), the draw pile's count loses a digit and the completed piles
 * set aside get a caption of their own. The row moved by 4 to 18 px as
 * those changed, the draw pile's caption taking a line's width once the
 * completed piles' caption came. So do the person's goal and discard
 * piles while the hand beside them shrinks (they moved by 4 to 50 px at
 * each card played from a hand of five), and the opponent's discard
 * piles while the goal and the hand beside them shrink. */
static void
test_row_stays_put (Fixture *f, gconstpointer data)
{
  SplaySettings settings;
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  SplayGame *game;
  GtkWidget *watched[2 + SPITE_MALICE_MAX_PILES + 1 + 2 * SPITE_MALICE_DISCARDS];
  double first[G_N_ELEMENTS (watched)];
  guint n_watched = 0, moves = 0, set_aside = 0, few_drawn = 0, deep = 0, short_hand = 0;
  guint64 seed = 0;

  ui_fit_resize (f, 1000, 700);
  splay_settings_defaults (&spite_malice_rules, 2, &settings);
  settings.values[SPITE_MALICE_OPT_GOAL] = 30;
  board = start_fixed (f, &settings, 3, 1);
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  ui_fit_settle (f);

  watched[n_watched++]
      = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, "Draw pile", TRUE, NULL);
  watched[n_watched++] = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_BOARD_STATUS, TRUE);
  for (int p = 0; p < SPITE_MALICE_MAX_PILES; p++)
    {
      g_autofree char *name = g_strdup_printf ("Building pile %d,", p + 1);

      watched[n_watched] = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, name, TRUE, NULL);
      if (watched[n_watched] != NULL)
        n_watched++;
    }
  g_assert_cmpuint (n_watched, ==, 2 + 4);
  watched[n_watched++]
      = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, "Your goal pile", TRUE, NULL);
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      g_autofree char *name = g_strdup_printf ("Discard pile %d,", d + 1);

      watched[n_watched++] = ui_find_widget (GTK_WIDGET (board), my_fan_labelled, name, TRUE, NULL);
      watched[n_watched++]
          = ui_find_widget (GTK_WIDGET (board), their_fan_labelled, name, TRUE, NULL);
    }
  for (guint i = 0; i < n_watched; i++)
    g_assert_nonnull (watched[i]);
  for (guint i = 0; i < n_watched; i++)
    first[i] = ui_point_in_window (f, watched[i]).x;

  while (!splay_game_is_over (game))
    {
      const SpiteMaliceState *s;
      SplayAction choice;

      ui_wait_for (human_may_act, match);
      if (splay_game_is_over (game))
        break;
      ui_fit_settle (f);
      s = splay_game_get_state (game);
      for (guint i = 0; i < n_watched; i++)
        if (ui_point_in_window (f, watched[i]).x != first[i])
          g_error ("after %u moves (draw pile %d, set aside %d, goal %d, hand %d), %s (watched "
                   "%u) moved from x %.0f to %.0f",
                   moves, s->draw_n, s->aside_n, s->goal_n[0], s->hand_n[0],
                   G_OBJECT_TYPE_NAME (watched[i]), i, first[i],
                   ui_point_in_window (f, watched[i]).x);
      set_aside += s->aside_n > 0;
      few_drawn += s->draw_n > 0 && s->draw_n < 10;
      short_hand += s->hand_n[0] < SPITE_MALICE_HAND;
      for (int p = 0; p < s->n_piles; p++)
        deep += s->pile_n[p] >= 9;
      g_assert_true (
          splay_ai_choose (&spite_malice_rules, s, 0, SPLAY_LEVEL_MEDIUM, ++seed, &choice));
      g_assert_true (splay_board_submit (SPLAY_BOARD (board), choice, SPLAY_MOVE_POINTER));
      moves++;
    }
  g_test_message ("%u moves: %u with cards set aside, %u with fewer than 10 to draw, %u with a "
                  "pile at 9 or more, %u with fewer than five cards in hand",
                  moves, set_aside, few_drawn, deep, short_hand);
  /* The game went through every change the row once moved with. */
  g_assert_cmpuint (set_aside, >, 0);
  g_assert_cmpuint (few_drawn, >, 0);
  g_assert_cmpuint (deep, >, 0);
  g_assert_cmpuint (short_hand, >, 0);
}

/* How many labels in view under @w say @text (a label that keeps its room
 * unseen is not in view). */
static int
count_shown (GtkWidget *w, const char *text)
{
  int n = GTK_IS_LABEL (w) && gtk_widget_is_drawable (w) && gtk_widget_get_opacity (w) > 0
          && g_str_equal (gtk_label_get_text (GTK_LABEL (w)), text);

  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    n += count_shown (c, text);
  return n;
}

static gboolean
board_is_wide (gpointer board)
{
  return gtk_widget_get_width (board) > 640;
}

/* On a phone the status lies over the person's cards and says what the
 * prompt under the name says on a large window: discard now. Once, not
 * twice. */
/* Whether the status's heading is styled @css_class (and not the other
 * size): a small heading over the person's cards, a large one beside the
 * building piles. */
static gboolean
heading_is (SplaySpiteMaliceBoard *board, const char *css_class)
{
  g_autoptr (GtkWidget) status = NULL;
  GtkWidget *turn;
  gboolean small = g_str_equal (css_class, "title-4");

  g_object_get (board, "status", &status, NULL);
  turn = splay_board_status_get_turn_label (SPLAY_BOARD_STATUS (status));
  return gtk_widget_has_css_class (turn, css_class)
         && !gtk_widget_has_css_class (turn, small ? "title-2" : "title-4");
}

static void
test_narrow_status (Fixture *f, gconstpointer data)
{
  SplaySpiteMaliceBoard *board;
  SplayMatch *match;
  g_autofree char *prompt = NULL;

  ui_fit_resize (f, 360, 640);
  board = start_game (f, 26);
  match = splay_window_get_match (f->window);
  ui_wait_for (human_may_act, match);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  activate (board, "board.end-turn");
  ui_fit_settle (f);
  prompt = g_strdup (splay_spite_malice_board_get_prompt_text (board));
  g_assert_cmpstr (prompt, !=, "");
  g_assert_cmpstr (splay_board_get_hint_text (SPLAY_BOARD (board)), ==, prompt);
  g_assert_cmpint (count_shown (GTK_WIDGET (f->window), prompt), ==, 1);
  g_assert_true (heading_is (board, "title-4"));

  /* A large window: the prompt under the name, the status's tip another. */
  ui_fit_resize (f, 1200, 900);
  g_assert_cmpstr (splay_spite_malice_board_get_prompt_text (board), ==, prompt);
  g_assert_cmpstr (splay_board_get_hint_text (SPLAY_BOARD (board)), !=, prompt);
  g_assert_cmpint (count_shown (GTK_WIDGET (f->window), prompt), ==, 1);
  g_assert_true (heading_is (board, "title-2"));

  /* And back. */
  ui_fit_resize (f, 360, 640);
  g_assert_cmpstr (splay_board_get_hint_text (SPLAY_BOARD (board)), ==, prompt);
  g_assert_cmpint (count_shown (GTK_WIDGET (f->window), prompt), ==, 1);
  g_assert_true (heading_is (board, "title-4"));

  /* Closed just after the status moved, before the board drew its tip
   * anew: nothing pending keeps the board, and so the match, alive (the
   * teardown asserts both gone). */
  gtk_widget_set_visible (GTK_WIDGET (f->window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1200, 900);
  gtk_window_present (GTK_WINDOW (f->window));
  ui_wait_for (board_is_wide, board);
}

/* A long discard pile on a small window squeezes within its height,
 * which a pile that shows every rank cannot; its top card stays whole at
 * the bottom, and the cards below can still be told apart by the pointer. */
static void
test_fan_squeeze (void)
{
  GtkWidget *fan = g_object_ref_sink (splay_spite_malice_fan_new (40, 96, TRUE));
  SplayCard cards[12];
  int tall, card = (int) (40 * SPLAY_SPITE_MALICE_CARD_RATIO);

  for (int i = 0; i < 12; i++)
    cards[i] = splay_card_make (0, SPLAY_SUIT_HEARTS, i + 1);
  splay_spite_malice_fan_set_cards (SPLAY_SPITE_MALICE_FAN (fan), cards, 12, "pile");
  gtk_widget_measure (fan, GTK_ORIENTATION_VERTICAL, -1, &tall, NULL, NULL, NULL);
  g_assert_cmpint (tall, >, 96 + 10);
  splay_spite_malice_fan_set_squeeze (SPLAY_SPITE_MALICE_FAN (fan), TRUE);
  gtk_widget_measure (fan, GTK_ORIENTATION_VERTICAL, -1, &tall, NULL, NULL, NULL);
  g_assert_cmpint (tall, <=, 96 + 10);
  g_assert_cmpint (tall, >=, card + 11 * 3);
  g_assert_cmpint (splay_spite_malice_fan_index_at (SPLAY_SPITE_MALICE_FAN (fan), tall - 6), ==,
                   11);
  g_assert_cmpint (splay_spite_malice_fan_index_at (SPLAY_SPITE_MALICE_FAN (fan), 6), ==, 0);
  g_assert_cmpint (splay_spite_malice_fan_index_at (SPLAY_SPITE_MALICE_FAN (fan), 5 + 4 * 3 + 1),
                   ==, 4);
  /* A short pile fans as before, its rank and suit showing, and keeps
   * the room of a long one: the board around it does not move as it
   * grows and goes down. */
  splay_spite_malice_fan_set_cards (SPLAY_SPITE_MALICE_FAN (fan), cards, 2, "pile");
  gtk_widget_measure (fan, GTK_ORIENTATION_VERTICAL, -1, &tall, NULL, NULL, NULL);
  g_assert_cmpint (tall, ==, 96 + 10);
  g_assert_cmpint (splay_spite_malice_fan_index_at (SPLAY_SPITE_MALICE_FAN (fan), 5 + 1), ==, 0);
  g_assert_cmpint (
      splay_spite_malice_fan_index_at (SPLAY_SPITE_MALICE_FAN (fan), 5 + roundf (40 * 0.46f) - 1),
      ==, 0);
  g_assert_cmpint (
      splay_spite_malice_fan_index_at (SPLAY_SPITE_MALICE_FAN (fan), 5 + roundf (40 * 0.46f) + 1),
      ==, 1);
  /* A pile of forty keeps that room too, its cards' edges less than a
   * pixel apart, its top card whole at the bottom. */
  {
    SplayCard many[40];

    for (int i = 0; i < 40; i++)
      many[i] = splay_card_make (i / 13 % 2, SPLAY_SUIT_CLUBS, 1 + i % 13);
    splay_spite_malice_fan_set_cards (SPLAY_SPITE_MALICE_FAN (fan), many, 40, "pile");
    gtk_widget_measure (fan, GTK_ORIENTATION_VERTICAL, -1, &tall, NULL, NULL, NULL);
    g_assert_cmpint (tall, ==, 96 + 10);
    g_assert_cmpint (splay_spite_malice_fan_index_at (SPLAY_SPITE_MALICE_FAN (fan), tall - 6), ==,
                     39);
  }
  g_object_unref (fan);
}

/* On a large screen the person's cards, the building piles and the
 * opponents' grow with it: they stopped at 168, 140 and 84 px, and at
 * 2540x1400 bands of the table stood empty. Sized for 2540x1350, as the
 * allocation would (the tests' screen holds no window that large), for two
 * and for four: larger, and the table still fits that height. */
static void
test_large_window (Fixture *f, gconstpointer data)
{
  int players = GPOINTER_TO_INT (data), largest, natural;
  SplayBoard *board;

  ui_fit_resize (f, 1260, 1000);
  board = ui_fit_start (f, "spite-malice", players, 7);
  ui_fit_settle (f);
  largest = ui_fit_cards_for (board, 2540, 1350, &natural);
  g_test_message ("%d players at 2540x1350: cards %d px wide, %d px high", players, largest,
                  natural);
  g_assert_cmpint (largest, >, 168);
  g_assert_cmpint (natural, <=, 1350);
  ui_fit_settle (f);
  g_assert_cmpint (ui_fit_largest_cards (GTK_WIDGET (board)), <, largest);
}

/* The card widget under @board whose accessible label begins with @label:
 * its cards' width. */
static int
card_width_of (SplayBoard *board, const char *label)
{
  GtkWidget *w = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, label, TRUE, NULL);

  g_assert_nonnull (w);
  return splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (w));
}

/* The window Splay opens (1000x720): the building piles, where both
 * players build, at more than half the size of the person's own cards,
 * and the opponent's larger than their least. The person's took 58 % of
 * the height: at the deal 100 px cards beside building piles of 40 px and
 * the opponent's at 28; at half, 84, 56 and 40 px (and 98, 36 and 24
 * px became 76, 52 and 36 at 1000x700 in the middle of a game). Everything
 * the person acts on stays in view. */
static void
test_balanced (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  UiFitCount count = { 0 };
  int mine, pile, opp;

  ui_fit_resize (f, 1000, 720);
  board = ui_fit_start (f, "spite-malice", 2, 7);
  ui_fit_settle (f);
  mine = card_width_of (board, "Your goal pile");
  pile = card_width_of (board, "Building pile 1");
  opp = card_width_of (board, "Robot 1’s goal pile");
  g_test_message ("1000x720: the person's cards %d px, building piles %d px, the opponent's %d px",
                  mine, pile, opp);
  g_assert_cmpint (pile, <=, mine);
  g_assert_cmpint (2 * pile, >, mine);
  g_assert_cmpint (opp, >, 24);
  ui_fit_assert_reachable (GTK_WIDGET (f->window), GTK_WIDGET (board), FALSE, &count);
  g_assert_cmpint (count.cards, >, 0);
}

/* Whether @w is a label whose text begins with @prefix. */
static gboolean
label_begins (GtkWidget *w, gconstpointer prefix)
{
  return GTK_IS_LABEL (w) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (w)), prefix);
}

/* Six players in the window Splay opens (1000x720): the five opponents
 * take two rows, the building piles and the person's cards the rest, and
 * nothing scrolls, so no opponent's name is out of view. The caption
 * under the person's goal pile keeps to one line beside the discard
 * piles. (The table scrolled by some 20 px, the first row's names cut,
 * and "Goal: 10 cards" took two lines.) Only where the table does not fit
 * so does the status go over the person's cards. */
static void
test_six_fit (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  GtkWidget *scroller, *goal, *status;
  GtkAdjustment *v;

  ui_fit_resize (f, 1000, 720);
  board = ui_fit_start (f, "spite-malice", 6, 7);
  ui_fit_settle (f);
  ui_fit_shoot (GTK_WIDGET (f->window), "spite-malice-six");
  scroller = ui_find_type (GTK_WIDGET (board), GTK_TYPE_SCROLLED_WINDOW, TRUE);
  g_assert_nonnull (scroller);
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("the table: %.0f px in a view of %.0f; cards %d, %d and %d px",
                  gtk_adjustment_get_upper (v), gtk_adjustment_get_page_size (v),
                  card_width_of (board, "Your goal pile"), card_width_of (board, "Building pile 1"),
                  card_width_of (board, "Robot 1’s goal pile"));
  g_assert_cmpfloat (gtk_adjustment_get_upper (v), <=, gtk_adjustment_get_page_size (v) + 0.5);
  g_assert_cmpint (card_width_of (board, "Your goal pile"), >=, 48);
  goal = ui_find_widget (GTK_WIDGET (board), label_begins, "Goal: ", TRUE, NULL);
  g_assert_nonnull (goal);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (goal))), ==, 1);
  ui_fit_assert_reachable (GTK_WIDGET (f->window), GTK_WIDGET (board), FALSE, &(UiFitCount){ 0 });
  /* The status beside the building piles, in the part that scrolls. */
  status = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_BOARD_STATUS, TRUE);
  g_assert_true (gtk_widget_is_ancestor (status, scroller));

  /* Lower, the table does not fit: the status goes over the person's
   * cards, out of what scrolls, and stays in view; back in the larger
   * window, beside the piles again. */
  ui_fit_resize (f, 1000, 560);
  g_assert_false (gtk_widget_is_ancestor (status, scroller));
  ui_fit_assert_reachable (GTK_WIDGET (f->window), GTK_WIDGET (board), TRUE, &(UiFitCount){ 0 });
  ui_fit_resize (f, 1000, 720);
  g_assert_true (gtk_widget_is_ancestor (status, scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (v), <=, gtk_adjustment_get_page_size (v) + 0.5);
}

/* Six players on a 1920x1080 screen: the five opponents on one row, their
 * cards as wide as the row allows five each (the goal and four discard
 * piles: at a full table the hand's size is in the name, without backs).
 * They were 40 px, sized as though each also showed its hand's backs,
 * and a quarter of the row stood empty. The table still fits. */
static void
test_six_wide (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  int natural, opp, pile, mine, least;

  ui_fit_resize (f, 1260, 1000);
  board = ui_fit_start (f, "spite-malice", 6, 7);
  ui_fit_settle (f);
  ui_fit_cards_for (board, 1920, 1030, &natural);
  opp = card_width_of (board, "Robot 1’s goal pile");
  pile = card_width_of (board, "Building pile 1");
  mine = card_width_of (board, "Your goal pile");
  g_test_message ("1920x1030: the person's cards %d px, building piles %d px, opponents' %d px, "
                  "%d px high",
                  mine, pile, opp, natural);
  g_assert_cmpint (natural, <=, 1030);
  g_assert_cmpint (opp, >=, 48);
  g_assert_cmpint (opp, <=, pile);
  /* And across: the board asks for no more than the width. */
  gtk_widget_measure (GTK_WIDGET (board), GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
  g_assert_cmpint (least, <=, 1920);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/spite-malice/play-a-turn", Fixture, NULL, ui_fixture_setup, test_play_a_turn,
              ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/large-window-2", Fixture, GINT_TO_POINTER (2), ui_fixture_setup,
              test_large_window, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/large-window-4", Fixture, GINT_TO_POINTER (4), ui_fixture_setup,
              test_large_window, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/six-fit", Fixture, NULL, ui_fixture_setup, test_six_fit,
              ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/six-wide", Fixture, NULL, ui_fixture_setup, test_six_wide,
              ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/balanced", Fixture, NULL, ui_fixture_setup, test_balanced,
              ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/illegal-refused", Fixture, NULL, ui_fixture_setup,
              test_illegal_refused, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/six-seat-match", Fixture, NULL, ui_fixture_setup,
              test_six_seat_match, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/pass-the-screen", Fixture, NULL, ui_fixture_setup,
              test_pass_the_screen, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/variants-from-dialog", Fixture, NULL, ui_fixture_setup,
              test_variants_from_dialog, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/aces-twos-brings-unlimited", Fixture, NULL, ui_fixture_setup,
              test_aces_twos_brings_unlimited, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/draw-advice", Fixture, NULL, ui_fixture_setup,
              test_draw_advice_in_dialog, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/aces-and-twos", Fixture, NULL, ui_fixture_setup, test_aces_and_twos,
              ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/unlimited", Fixture, NULL, ui_fixture_setup, test_unlimited,
              ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/whole-match-resumed", Fixture, &two_seats, ui_fixture_setup,
              test_whole_match_with_resume, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/whole-match-resumed-aces-twos", Fixture, &two_seats_aces_twos,
              ui_fixture_setup, test_whole_match_with_resume, ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/whole-match-resumed-six-seats", Fixture, &six_seats_aces_twos,
              ui_fixture_setup, test_whole_match_with_resume, ui_fixture_teardown);
  g_test_add_func ("/ui/spite-malice/fan-squeeze", test_fan_squeeze);
  g_test_add ("/ui/spite-malice/row-stays-put", Fixture, NULL, ui_fixture_setup, test_row_stays_put,
              ui_fixture_teardown);
  g_test_add ("/ui/spite-malice/narrow-status", Fixture, NULL, ui_fixture_setup, test_narrow_status,
              ui_fixture_teardown);
  return ui_test_run ();
}
