/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window: start Splatoids against the computer from the new-game
 * dialog, play through the board's actions as a keyboard player would, and
 * check that the board and the game moved on together; an illegal move
 * through the UI is refused and changes nothing; with two people the cover
 * hides the hands between their turns; three opponents side by side keep
 * their piles on one line. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/splatoids.h"
#include "ui/splay-application.h"
#include "ui/splay-board-private.h"
#include "ui/splay-card-row.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-splatoids-board.h"
#include "ui/splay-window.h"
#include "ui-fit-util.h"
#include "ui-test-util.h"
#include "state-test-util.h"

/* Starts a Splatoids match from the chooser's action and the dialog. */
static SplaySplatoidsBoard *
start_game (Fixture *f, gboolean two_humans)
{
  GtkWindow *dialog;
  GtkWidget *board;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "splatoids");
  dialog = splay_window_get_new_game_dialog (f->window);
  g_assert_nonnull (dialog);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 2);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  if (two_humans)
    splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Bo", -1);
  else
    splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Robot", SPLAY_LEVEL_MEDIUM);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_null (splay_window_get_new_game_dialog (f->window));

  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  board = GTK_WIDGET (splay_window_get_board (f->window));
  g_assert_true (SPLAY_IS_SPLATOIDS_BOARD (board));
  g_assert_cmpint (splay_match_get_n_seats (splay_window_get_match (f->window)), ==, 2);
  return SPLAY_SPLATOIDS_BOARD (board);
}

static gboolean
human_may_act (gpointer data)
{
  SplayMatch *match = data;
  SplayGame *game = splay_match_get_current_game (match);

  return splay_game_is_over (game) || (splay_game_get_actors (game) & 1);
}

static void
activate (SplaySplatoidsBoard *board, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), action, NULL));
}

static void
test_play_against_computer (Fixture *f, gconstpointer data)
{
  SplaySplatoidsBoard *board = start_game (f, FALSE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  int moves = 0;

  g_assert_nonnull (game);
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 0);
  g_assert_false (splay_board_is_covered (SPLAY_BOARD (board)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));

  while (moves < 12 && !splay_game_is_over (game))
    {
      guint before;
      g_autofree char *discard_before = NULL;
      g_autofree char *burned_before = NULL;
      SplayCard hand[SPLATOIDS_MAX_CARDS];
      int hand_before;
      SplayAction expected;
      int seat;
      SplayAction logged;

      ui_wait_for (human_may_act, match);
      if (splay_game_is_over (game))
        break;
      before = splay_game_get_n_actions (game);
      g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");
      discard_before = g_strdup (splay_splatoids_board_get_discard_text (board));
      burned_before = g_strdup (splay_splatoids_board_get_burned_text (board));
      hand_before = splay_splatoids_board_get_hand (board, hand);

      expected = ui_splatoids_key_move (board, game);
      /* The move reached the game, as that seat and that action... */
      g_assert_cmpuint (splay_game_get_n_actions (game), >, before);
      splay_game_get_action (game, before, &seat, &logged);
      g_assert_cmpint (seat, ==, 0);
      g_assert_cmphex (logged, ==, expected);
      /* ...and the board shows it. */
      g_assert_cmpstr (splay_board_get_last_text (SPLAY_BOARD (board)), !=, "The cards are dealt.");
      g_assert_true (strstr (splay_board_get_last_text (SPLAY_BOARD (board)), "Ada") != NULL
                     || strstr (splay_board_get_last_text (SPLAY_BOARD (board)), "Robot") != NULL);
      /* A card went from the hand or the table to the pile (which may have
       * burned), or the pile went to the hand. */
      if (SPLATOIDS_ACTION_KIND (expected) != SPLATOIDS_END_TURN)
        g_assert_true (
            g_strcmp0 (splay_splatoids_board_get_discard_text (board), discard_before) != 0
            || g_strcmp0 (splay_splatoids_board_get_burned_text (board), burned_before) != 0);
      if (SPLATOIDS_ACTION_KIND (expected) == SPLATOIDS_PLAY_HAND)
        g_assert_cmpint (splay_splatoids_board_get_hand (board, hand), <, hand_before);
      moves++;
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
    }
  g_assert_cmpint (moves, >=, 3);
  /* The computer answered in between. */
  for (guint i = 0, n = splay_game_get_n_actions (game); i < n; i++)
    {
      int seat;
      SplayAction a;
      splay_game_get_action (game, i, &seat, &a);
      if (seat == 1)
        return;
    }
  g_assert_not_reached ();
}

/* The middle of @label's text, across, in @to's coordinates: a label may
 * be wider than its text. */
static double
text_middle (GtkWidget *label, GtkWidget *to)
{
  PangoRectangle logical;
  graphene_point_t p;
  int x, y;

  gtk_label_get_layout_offsets (GTK_LABEL (label), &x, &y);
  pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (label)), NULL, &logical);
  g_assert_true (gtk_widget_compute_point (
      label, to, &GRAPHENE_POINT_INIT (x + logical.x + logical.width / 2.f, 0), &p));
  return p.x;
}

/* The opponents' places under @w that are shown. */
static void
collect_opponents (GtkWidget *w, GPtrArray *out)
{
  if (!gtk_widget_get_mapped (w))
    return;
  if (gtk_widget_has_css_class (w, "opponent"))
    {
      g_ptr_array_add (out, w);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_opponents (c, out);
}

/* The lowest bottom edge of the cards under @w, in @to's coordinates. */
static double
cards_bottom (GtkWidget *w, GtkWidget *to)
{
  double bottom = -1;

  if (!gtk_widget_get_mapped (w))
    return -1;
  if (SPLAY_IS_CARD_WIDGET (w))
    {
      graphene_rect_t r;

      g_assert_true (gtk_widget_compute_bounds (w, to, &r));
      return r.origin.y + r.size.height;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    bottom = MAX (bottom, cards_bottom (c, to));
  return bottom;
}

/* A label that says a hand in words ("3 cards: 5 7 Q"). */
static gboolean
says_known_hand (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_LABEL (w)
         && (strstr (gtk_label_get_text (GTK_LABEL (w)), " card: ") != NULL
             || strstr (gtk_label_get_text (GTK_LABEL (w)), " cards: ") != NULL);
}

static gboolean
is_heading (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_LABEL (w) && gtk_widget_has_css_class (w, "heading");
}

/* Whether every card of @seat's hand is known to Ada (and there is one). */
static gboolean
hand_known (const SplatoidsState *s, int seat)
{
  gboolean known = s->hand_n[seat] > 0;

  for (int i = 0; i < s->hand_n[seat]; i++)
    known &= s->hand[seat][i] != SPLAY_CARD_UNKNOWN;
  return known;
}

/* Three opponents side by side on a tall window, where a hidden hand
 * shows its backs and a hand everyone saw picked up is said in words
 * ("3 cards: 5 7 Q"), which is shorter: their piles still lie on one
 * line, and the words stand in the middle under the name. The words took
 * the place's left edge, and lifted the piles above the others'. */
static void
test_opponents_level (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  SplayMatch *match;
  SplayGame *game;
  int checked = 0;

  /* Within xvfb-run's screen of 1280x1024, and tall enough for the backs. */
  ui_fit_resize (f, 1260, 1000);
  board = ui_fit_start (f, "splatoids", 4, 3);
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  for (int moves = 0; moves < 300 && checked < 4; moves++)
    {
      const SplatoidsState *s;
      g_autoptr (GPtrArray) places = g_ptr_array_new ();
      gboolean known = FALSE, hidden = FALSE;
      double bottom = -1;

      ui_wait_for (human_may_act, match);
      if (splay_game_is_over (game))
        break;
      s = splay_view_get_state (splay_board_get_view (board));
      for (int seat = 1; seat < s->n_seats; seat++)
        {
          known |= hand_known (s, seat);
          hidden |= !hand_known (s, seat);
        }
      if (known && hidden)
        {
          ui_fit_settle (f);
          collect_opponents (GTK_WIDGET (board), places);
          g_assert_cmpuint (places->len, ==, 3);
          /* A hidden hand's size says it is the hand's: "0 cards" beside
           * the piles on the table read as none left at all. */
          for (int seat = 1; seat < s->n_seats; seat++)
            if (!hand_known (s, seat))
              {
                g_autofree char *count = g_strdup_printf ("%d in hand", s->hand_n[seat]);

                g_assert_nonnull (
                    ui_find_widget (GTK_WIDGET (board), ui_label_says, count, TRUE, NULL));
              }
          for (guint i = 0; i < places->len; i++)
            {
              GtkWidget *place = places->pdata[i];
              GtkWidget *words = ui_find_widget (place, says_known_hand, NULL, TRUE, NULL);
              double b = cards_bottom (place, GTK_WIDGET (board));

              if (bottom < 0)
                bottom = b;
              else
                g_assert_cmpfloat_with_epsilon (b, bottom, 0.5);
              if (words != NULL)
                {
                  GtkWidget *name = ui_find_widget (place, is_heading, NULL, TRUE, NULL);

                  g_assert_nonnull (name);
                  g_assert_cmpfloat_with_epsilon (text_middle (words, GTK_WIDGET (board)),
                                                  text_middle (name, GTK_WIDGET (board)), 1.0);
                }
            }
          checked++;
        }
      ui_splatoids_key_move (SPLAY_SPLATOIDS_BOARD (board), game);
    }
  g_assert_cmpint (checked, >, 0);
}

static void
test_illegal_refused (Fixture *f, gconstpointer data)
{
  SplaySplatoidsBoard *board = start_game (f, FALSE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  const SplayRules *rules = splay_game_get_rules (game);
  g_autofree guint8 *before = g_malloc (rules->state_size);
  SplayCard hand_before[SPLATOIDS_MAX_CARDS], hand_after[SPLATOIDS_MAX_CARDS];
  int hand_n;
  guint n_actions;
  g_autofree char *turn = NULL;

  ui_wait_for (human_may_act, match);
  g_assert_false (splay_game_is_over (game));
  memcpy (before, splay_game_get_state (game), rules->state_size);
  n_actions = splay_game_get_n_actions (game);
  hand_n = splay_splatoids_board_get_hand (board, hand_before);
  turn = g_strdup (splay_board_get_turn_text (SPLAY_BOARD (board)));

  /* Ending the turn before playing breaks a rule. */
  g_assert_cmpint (((const SplatoidsState *) before)->phase, ==, SPLATOIDS_PHASE_PLAY);
  activate (board, "board.end-turn");
  g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
  g_assert_cmpstr (splay_board_get_last_message (SPLAY_BOARD (board)), !=, "");

  /* Picking up while a card can be played breaks the must-play rule. */
  {
    SplayAction legal[SPLAY_MAX_ACTIONS];
    int n = rules->legal (before, 0, legal);
    if (!(n == 1 && legal[0] == splatoids_pick_up ()))
      {
        g_clear_pointer (&turn, g_free);
        turn = g_strdup (splay_board_get_turn_text (SPLAY_BOARD (board)));
        activate (board, "board.pick-up");
      }
  }

  /* Nothing changed: not the game, not the board. */
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);
  splay_assert_cmpstate (rules, splay_game_get_state (game), before);
  g_assert_cmpint (splay_splatoids_board_get_hand (board, hand_after), ==, hand_n);
  g_assert_cmpmem (hand_after, hand_n, hand_before, hand_n);
  g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, turn);
  g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");

  /* Out of turn: play until the computer is to move (its move waits for the
   * main loop), then try to move again. */
  while (splay_game_get_actors (game) == 1 && !splay_game_is_over (game))
    ui_splatoids_key_move (board, game);
  if (!splay_game_is_over (game))
    {
      n_actions = splay_game_get_n_actions (game);
      memcpy (before, splay_game_get_state (game), rules->state_size);
      activate (board, "board.play");
      g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);
      splay_assert_cmpstate (rules, splay_game_get_state (game), before);
      g_assert_nonnull (strstr (splay_board_get_last_message (SPLAY_BOARD (board)), "Robot"));
    }
}

/* Drags @card (a hand card of the board) onto the discard
 * pile as the toolkit would: its drag source prepares the content (NULL:
 * it cannot be dragged now), the pile's drop target receives it. Returns
 * whether the drop was taken; -1 when no drag could begin. */
static int
drag_to_discard (SplaySplatoidsBoard *board, GtkWidget *card)
{
  GtkEventController *source = ui_find_controller (card, GTK_TYPE_DRAG_SOURCE, "no-key", 0);
  GtkEventController *target
      = ui_find_controller (GTK_WIDGET (board), GTK_TYPE_DROP_TARGET, "no-key", 0);

  g_assert_nonnull (source);
  g_assert_nonnull (target);
  /* A real pointer's press is claimed by the card's click, which denies
   * the drag its start unless the two share the claim (seen on screen:
   * the card was selected, and no drag began). */
  {
    GtkEventController *click = ui_find_controller (card, GTK_TYPE_GESTURE_CLICK, "no-key", 0);

    g_assert_nonnull (click);
    g_assert_true (gtk_gesture_is_grouped_with (GTK_GESTURE (click), GTK_GESTURE (source)));
  }
  return ui_drag_and_drop (source, target, 10.0, 10.0);
}

/* A UiWidgetMatch: the person's hand, a row of cards that can be
 * dragged (an opponent's known hand is a row of cards too). */
static gboolean
is_own_hand (GtkWidget *w, gconstpointer data)
{
  GtkWidget *first = gtk_widget_get_first_child (w);

  return SPLAY_IS_CARD_ROW (w) && first != NULL
         && ui_find_controller (first, GTK_TYPE_DRAG_SOURCE, "no-key", 0) != NULL;
}

/* The widget of the person's hand card @index. */
static GtkWidget *
hand_card (SplaySplatoidsBoard *board, int index)
{
  SplayCardRow *row
      = SPLAY_CARD_ROW (ui_find_widget (GTK_WIDGET (board), is_own_hand, NULL, TRUE, NULL));

  g_assert_cmpuint (index, <, splay_card_row_get_n_children (row));
  return splay_card_row_get_nth (row, index);
}

/* Dragging a hand card onto the discard pile plays it, with the cards of
 * its rank selected before, as a double click on it does; one that does
 * not beat the pile is refused with the reason and changes nothing; out
 * of turn nothing can be dragged. */
static void
test_drag_to_pile (Fixture *f, gconstpointer data)
{
  SplaySplatoidsBoard *board = start_game (f, FALSE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  const SplayRules *rules = splay_game_get_rules (game);
  gboolean single = FALSE, pair = FALSE, refused = FALSE, out_of_turn = FALSE, double_click = FALSE;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  for (int turns = 0; turns < 200 && !(single && pair && refused && out_of_turn && double_click);
       turns++)
    {
      const SplatoidsState *s;
      SplayCard hand[SPLATOIDS_MAX_CARDS];
      SplayAction legal[SPLAY_MAX_ACTIONS], logged;
      int hand_n, n_legal, seat, tried = -1;
      guint n;

      ui_wait_for (human_may_act, match);
      if (splay_game_is_over (game))
        {
          /* Not every deal offers a pair of a rank that may be played:
           * another match, then. */
          board = start_game (f, FALSE);
          match = splay_window_get_match (f->window);
          game = splay_match_get_current_game (match);
          continue;
        }
      s = splay_game_get_state (game);
      hand_n = splay_splatoids_board_get_hand (board, hand);
      n_legal = rules->legal (s, 0, legal);
      n = splay_game_get_n_actions (game);

      /* A card that does not beat the pile. */
      for (int i = 0; i < hand_n && !refused; i++)
        if (!splay_view_is_legal (splay_board_get_view (SPLAY_BOARD (board)),
                                  splatoids_play_hand (splay_card_rank (hand[i]), 1)))
          {
            g_assert_cmpint (drag_to_discard (board, hand_card (board, i)), ==, FALSE);
            g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
            g_assert_nonnull (
                strstr (splay_board_get_last_message (SPLAY_BOARD (board)), "does not beat"));
            refused = TRUE;
          }
      for (int i = 0; i < n_legal && tried < 0; i++)
        if (SPLATOIDS_ACTION_KIND (legal[i]) == SPLATOIDS_PLAY_HAND
            && SPLATOIDS_ACTION_B (legal[i]) == 1)
          {
            int rank = SPLATOIDS_ACTION_A (legal[i]), first = -1, second = -1;
            SplayCard played[2];

            for (int k = 0; k < hand_n; k++)
              if (splay_card_rank (hand[k]) == rank)
                {
                  if (first < 0)
                    first = k;
                  else if (second < 0)
                    second = k;
                }
            g_assert_cmpint (first, >=, 0);
            if (!pair && second >= 0)
              {
                /* One card of the rank clicked, another dragged: both go. */
                g_signal_emit_by_name (hand_card (board, first), "clicked");
                g_assert_cmpint (drag_to_discard (board, hand_card (board, second)), ==, TRUE);
                played[0] = hand[first];
                played[1] = hand[second];
                tried = 2;
                pair = TRUE;
              }
            else if (!single)
              {
                g_assert_cmpint (drag_to_discard (board, hand_card (board, first)), ==, TRUE);
                played[0] = hand[first];
                tried = 1;
                single = TRUE;
              }
            else if (!double_click)
              {
                /* A double click plays what a drag of the card would. */
                g_signal_emit_by_name (hand_card (board, first), "double-clicked");
                played[0] = hand[first];
                tried = 1;
                double_click = TRUE;
              }
            if (tried > 0)
              {
                g_assert_cmpuint (splay_game_get_n_actions (game), >, n);
                splay_game_get_action (game, n, &seat, &logged);
                g_assert_cmpint (seat, ==, 0);
                /* The very cards dragged went, not other copies of the
                 * rank that the rules would have taken. */
                g_assert_cmphex (logged, ==, splatoids_play_hand_cards (played, tried));
                g_assert_cmpint (SPLATOIDS_ACTION_A (logged), ==, rank);
                {
                  SplayCard now[SPLATOIDS_MAX_CARDS];
                  int now_n = splay_splatoids_board_get_hand (board, now);

                  for (int k = 0; k < now_n; k++)
                    for (int p = 0; p < tried; p++)
                      g_assert_cmpint (now[k], !=, played[p]);
                }
              }
          }
      if (tried < 0)
        ui_splatoids_key_move (board, game);
      /* The computer's move waits for the main loop: nothing of the hand
       * can be dragged meanwhile. */
      if (!splay_game_is_over (game) && !(splay_game_get_actors (game) & 1))
        {
          SplayCard now[SPLATOIDS_MAX_CARDS];

          if (splay_splatoids_board_get_hand (board, now) > 0)
            {
              g_assert_cmpint (drag_to_discard (board, hand_card (board, 0)), ==, -1);
              out_of_turn = TRUE;
            }
        }
    }
  g_assert_true (single);
  g_assert_true (double_click);
  g_assert_true (pair);
  g_assert_true (refused);
  g_assert_true (out_of_turn);
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static gboolean
is_covered (gpointer data)
{
  return splay_board_is_covered (SPLAY_BOARD (data));
}

static void
test_pass_the_screen (Fixture *f, gconstpointer data)
{
  SplaySplatoidsBoard *board = start_game (f, TRUE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  const SplatoidsState *s = splay_game_get_state (game);
  int first = s->turn, second = 1 - first;
  guint n;

  /* The first person to play sees their own cards. */
  if (splay_board_is_covered (SPLAY_BOARD (board)))
    activate (board, "board.reveal");
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, first);

  /* Play until the turn passes to the other person. */
  while (s->turn == first && !splay_game_is_over (game))
    {
      SplayAction legal[SPLAY_MAX_ACTIONS];
      g_autoptr (GError) error = NULL;
      int k = splay_game_get_rules (game)->legal (s, first, legal);

      g_assert_cmpint (k, >, 0);
      g_assert_true (splay_match_apply (match, first, legal[0], &error));
    }
  g_assert_false (splay_game_is_over (game));

  /* The cover is up, nothing of any hand is shown, the match waits. */
  ui_wait_for (is_covered, board);
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, -1);
  g_assert_true (splay_match_get_paused (match));
  {
    SplayCard hand[SPLATOIDS_MAX_CARDS];
    g_assert_cmpint (splay_splatoids_board_get_hand (board, hand), ==, 0);
  }
  /* Moves are refused behind the cover, naming who is to reveal; the
   * keyboard goes to the button that lifts it. */
  n = splay_game_get_n_actions (game);
  activate (board, "board.play");
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
  g_assert_nonnull (
      strstr (splay_board_get_last_message (SPLAY_BOARD (board)), second == 0 ? "Ada" : "Bo"));
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (f->window)) != GTK_WIDGET (board));
  g_assert_true (GTK_IS_BUTTON (gtk_window_get_focus (GTK_WINDOW (f->window))));

  activate (board, "board.reveal");
  g_assert_false (splay_board_is_covered (SPLAY_BOARD (board)));
  g_assert_false (splay_match_get_paused (match));
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, second);
}

static void
test_chooser (Fixture *f, gconstpointer data)
{
  /* A game that is not there cannot be started (an unknown id rather than
   * a game without a board yet: the boards land one by one). */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "no-such-game");
  g_assert_null (splay_window_get_new_game_dialog (f->window));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");

  /* The about and shortcuts windows build from their resources. */
  for (int i = 0; i < 2; i++)
    {
      const char *action = i == 0 ? "about" : "shortcuts";
      guint before = g_list_length (gtk_application_get_windows (GTK_APPLICATION (f->app)));
      GtkWindow *opened;

      g_action_group_activate_action (G_ACTION_GROUP (f->app), action, NULL);
      g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (f->app))), >=,
                        before);
      opened = NULL;
      {
        GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */
        for (guint k = 0; k < g_list_model_get_n_items (toplevels); k++)
          {
            g_autoptr (GtkWindow) t = g_list_model_get_item (toplevels, k);
            if (t != GTK_WINDOW (f->window)
                && gtk_window_get_transient_for (t) == GTK_WINDOW (f->window))
              opened = t;
          }
      }
      g_assert_nonnull (opened);
      /* The keys fit a phone's 360 px: GtkShortcutsWindow's columns took
       * more than 1000 and cut them off. What is inside the window's
       * frame, which a phone's maximized window does not draw. */
      if (i == 1)
        {
          int least = 0;

          for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (opened)); c != NULL;
               c = gtk_widget_get_next_sibling (c))
            {
              int w;

              gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &w, NULL, NULL, NULL);
              least = MAX (least, w);
            }
          g_test_message ("the keys' window: at least %d px wide", least);
          g_assert_cmpint (least, <=, 360);
        }
      ui_destroy_window (opened);
    }

  /* Back to the games from a board keeps the match for "Continue". */
  start_game (f, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
  g_assert_null (splay_window_get_match (f->window));
}

static void
test_resume (Fixture *f, gconstpointer data)
{
  SplaySplatoidsBoard *board = start_game (f, FALSE);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  const SplayRules *rules = splay_game_get_rules (game);
  g_autofree guint8 *saved = g_malloc (rules->state_size);
  gint64 id = splay_match_get_id (match);
  guint n_actions;

  g_assert_cmpint (id, >, 0);
  for (int i = 0; i < 2 && !splay_game_is_over (game); i++)
    {
      ui_wait_for (human_may_act, match);
      if (!splay_game_is_over (game))
        ui_splatoids_key_move (board, game);
    }
  ui_wait_for (human_may_act, match);
  g_assert_false (splay_game_is_over (game));
  memcpy (saved, splay_game_get_state (game), rules->state_size);
  n_actions = splay_game_get_n_actions (game);

  /* Leaving the board keeps the match saved; the start page offers it, and
   * nothing holds on to the match in memory once the board is gone. */
  g_object_ref (match);
  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
  ui_wait_for (is_null, &board);
  g_assert_finalize_object (match);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.resume", "x", id);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  match = splay_window_get_match (f->window);
  g_assert_cmpint (splay_match_get_id (match), ==, id);
  game = splay_match_get_current_game (match);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);
  splay_assert_cmpstate (rules, splay_game_get_state (game), saved);
  board = SPLAY_SPLATOIDS_BOARD (splay_window_get_board (f->window));
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 0);
  g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), ==, "Your turn");

  /* And it plays on. */
  ui_splatoids_key_move (board, game);
  g_assert_cmpuint (splay_game_get_n_actions (game), >, n_actions);
}

/* Ada's move in @s, chosen as the medium computer would, made on @board
 * as a pointer would. */
static void
play_for_ada (SplaySplatoidsBoard *board, const SplatoidsState *s, guint64 seed)
{
  SplayAction choice;

  g_assert_true (splay_ai_choose (&splatoids_rules, s, 0, SPLAY_LEVEL_MEDIUM, seed, &choice));
  g_assert_true (splay_board_submit (SPLAY_BOARD (board), choice, SPLAY_MOVE_POINTER));
}

/* Starts a game for three (seed 11): Ada, and two computers. */
static SplaySplatoidsBoard *
start_three (Fixture *f)
{
  SplaySettings settings;
  SplayPlayer *players[3];
  g_autoptr (SplayMatch) match = NULL;

  splay_settings_defaults (&splatoids_rules, 3, &settings);
  players[0] = splay_player_new_human ("Ada");
  players[1] = splay_player_new_computer ("Robot 1", SPLAY_LEVEL_MEDIUM);
  players[2] = splay_player_new_computer ("Robot 2", SPLAY_LEVEL_MEDIUM);
  match = splay_match_new (&splatoids_rules, &settings, 11, players, 1, 0);
  for (int i = 0; i < 3; i++)
    g_object_unref (players[i]);
  splay_window_start_match (f->window, match);
  return SPLAY_SPLATOIDS_BOARD (splay_window_get_board (f->window));
}

/* In a window wider than the table needs, the room the hand keeps beside
 * the piles is what the sizes gave it, not a row of ten whole cards: the
 * piles and the hand keep to the middle together, and no more than a
 * quarter of the width lies empty after the hand's last card. (Kept for
 * ten whole cards, the room was wider than the window: the piles went to
 * its left edge, and at 1920 px 1,250 px lay empty at the right of a hand
 * of two.) */
static void
test_wide_hand_room (Fixture *f, gconstpointer data)
{
  SplaySplatoidsBoard *board;
  GtkWidget *pile, *row, *last;
  double row_end, last_end;
  SplayMatch *match;
  SplayGame *game;
  guint64 seed = 0;

  ui_fit_resize (f, 1260, 600);
  board = start_three (f);
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  /* Ada plays until her hand holds one card or two. */
  for (;;)
    {
      const SplatoidsState *s;

      ui_wait_for (human_may_act, match);
      g_assert_false (splay_game_is_over (game));
      s = splay_game_get_state (game);
      if (s->hand_n[0] > 0 && s->hand_n[0] <= 2)
        break;
      play_for_ada (board, s, ++seed);
    }
  ui_fit_settle (f);
  pile = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, "Table pile 1,", TRUE, NULL);
  row = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_CARD_ROW, TRUE);
  g_assert_nonnull (pile);
  g_assert_nonnull (row);
  last = gtk_widget_get_last_child (row);
  g_assert_nonnull (last);
  row_end = ui_point_in_window (f, row).x + gtk_widget_get_width (row);
  last_end = ui_point_in_window (f, last).x + gtk_widget_get_width (last);
  g_test_message ("at %d px: the first pile at x %.0f, the hand’s room ends at %.0f, its last "
                  "card at %.0f",
                  gtk_widget_get_width (GTK_WIDGET (f->window)), ui_point_in_window (f, pile).x,
                  row_end, last_end);
  g_assert_cmpfloat (row_end - last_end, <=, gtk_widget_get_width (GTK_WIDGET (f->window)) / 4.);
  /* The piles lie beside the hand, in the middle: as far from the left
   * edge as the hand's room from the right one. */
  g_assert_cmpfloat (fabs (ui_point_in_window (f, pile).x
                           - (gtk_widget_get_width (GTK_WIDGET (f->window)) - row_end)),
                     <=, 2);
}

/* In a wide window the person's table piles lie beside the hand, which
 * grows and shrinks all game: the piles stay where they are. They moved
 * by half a card at each card played from the hand, as the row of piles
 * and hand kept to the middle of the window. */
static void
test_piles_stay_put (Fixture *f, gconstpointer data)
{
  SplaySplatoidsBoard *board;
  SplayMatch *match;
  SplayGame *game;
  GtkWidget *first, *last;
  double first_x, last_x;
  guint64 seed = 0;
  guint sizes_seen = 0, turns = 0;

  ui_fit_resize (f, 1000, 720);
  board = start_three (f);
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  ui_fit_settle (f);
  first = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, "Table pile 1,", TRUE, NULL);
  last = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, "Table pile 5,", TRUE, NULL);
  g_assert_nonnull (first);
  g_assert_nonnull (last);
  first_x = ui_point_in_window (f, first).x;
  last_x = ui_point_in_window (f, last).x;

  while (!splay_game_is_over (game))
    {
      const SplatoidsState *s;

      ui_wait_for (human_may_act, match);
      if (splay_game_is_over (game))
        break;
      ui_fit_settle (f);
      s = splay_game_get_state (game);
      if (ui_point_in_window (f, first).x != first_x || ui_point_in_window (f, last).x != last_x)
        g_error ("after %u turns, with %d cards in hand, the table piles moved from x %.0f-%.0f "
                 "to %.0f-%.0f",
                 turns, s->hand_n[0], first_x, last_x, ui_point_in_window (f, first).x,
                 ui_point_in_window (f, last).x);
      sizes_seen |= 1u << MIN (s->hand_n[0], 31);
      play_for_ada (board, s, ++seed);
      turns++;
    }
  g_test_message ("%u turns, %d hand sizes", turns, __builtin_popcount (sizes_seen));
  /* The hand went through several sizes, empty among them. */
  g_assert_cmpint (__builtin_popcount (sizes_seen), >=, 4);
  g_assert_true (sizes_seen & 1);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/splatoids/play-against-computer", Fixture, NULL, ui_fixture_setup,
              test_play_against_computer, ui_fixture_teardown);
  g_test_add ("/ui/splatoids/illegal-refused", Fixture, NULL, ui_fixture_setup,
              test_illegal_refused, ui_fixture_teardown);
  g_test_add ("/ui/splatoids/drag-to-pile", Fixture, NULL, ui_fixture_setup, test_drag_to_pile,
              ui_fixture_teardown);
  g_test_add ("/ui/splatoids/pass-the-screen", Fixture, NULL, ui_fixture_setup,
              test_pass_the_screen, ui_fixture_teardown);
  g_test_add ("/ui/splatoids/resume", Fixture, NULL, ui_fixture_setup, test_resume,
              ui_fixture_teardown);
  g_test_add ("/ui/splatoids/opponents-level", Fixture, NULL, ui_fixture_setup,
              test_opponents_level, ui_fixture_teardown);
  g_test_add ("/ui/splatoids/chooser", Fixture, NULL, ui_fixture_setup, test_chooser,
              ui_fixture_teardown);
  g_test_add ("/ui/splatoids/piles-stay-put", Fixture, NULL, ui_fixture_setup, test_piles_stay_put,
              ui_fixture_teardown);
  g_test_add ("/ui/splatoids/wide-hand-room", Fixture, NULL, ui_fixture_setup, test_wide_hand_room,
              ui_fixture_teardown);
  return ui_test_run ();
}
