/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window: start a three-player Splito match against computers from
 * the new-game dialog, place cards through the board's actions (keyboard,
 * zone click, buttons) and check that the game and the board moved on
 * together and that each round resolved once the computers had chosen; a
 * second placement in a round and a zone that is not yours are refused and
 * change nothing; the deal ends with the scoring sheet, and the hand's
 * empty row gives its room to the zones. With two people,
 * each chooses behind the cover. On a tall window the zones take the
 * height the table leaves; in the window Splay opens, a whole deal's
 * lists fit, the grids shrinking for them, every grid starting as high,
 * with five zones in a line as well. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/splito.h"
#include "ui/splay-application.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-board-status.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-splito-board-private.h"
#include "ui/splay-splito-card.h"
#include "ui/splay-splito-grid.h"
#include "ui/splay-splito-zone.h"
#include "ui/splay-window.h"
#include "ui-fit-util.h"
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
  board = GTK_WIDGET (splay_window_get_board (f->window));
  g_assert_true (SPLAY_IS_SPLITO_BOARD (board));
  return SPLAY_SPLITO_BOARD (board);
}

static char *
state_text (SplayMatch *match)
{
  SplayGame *game = splay_match_get_current_game (match);
  return splay_game_get_rules (game)->state_to_text (splay_game_get_state (game));
}

static gboolean
zone_holds (const SplitoState *s, int zone, SplayCard card)
{
  for (int i = 0; i < s->zone_n[zone]; i++)
    if (s->zone[zone][i] == card)
      return TRUE;
  return FALSE;
}

/* A UiWidgetMatch: a visible label whose text ends with @data. */
static gboolean
label_ends_with (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_LABEL (w) && gtk_widget_is_visible (w)
         && g_str_has_suffix (gtk_label_get_text (GTK_LABEL (w)), data);
}

/* Every zone's accessible summary names how many cards the zone counts,
 * and lists their colours and values only when it holds number cards: a
 * zone of scoring cards alone is "2 cards", never "2 cards: ". */
static void
check_zone_texts (SplaySplitoBoard *board, const SplitoState *s)
{
  for (int z = 0; z < s->n_zones; z++)
    {
      const char *text = splay_splito_board_get_zone_text (board, z);
      SplitoZoneScore zs;
      g_autofree char *count = NULL;
      int numbers = 0;

      splito_score_zone (s, z, &zs);
      for (int c = 0; c < SPLITO_N_COLOURS; c++)
        numbers += zs.colour_count[c];
      count = g_strdup_printf (", %d %s%s", zs.n_cards, zs.n_cards == 1 ? "card" : "cards",
                               numbers > 0 ? ": " : "");
      g_assert_nonnull (strstr (text, count));
      g_assert_null (strstr (text, ": ."));
      g_assert_false (g_str_has_suffix (text, ": "));
    }
}

/* The running scores: one cell for each seat at the table, none empty
 * (an empty cell took room in the row), and none that tells a screen
 * reader it takes the focus (the row is passed over by Tab, but its cells
 * said they were focusable). */
static void
check_score_cells (SplaySplitoBoard *board, int n_seats)
{
  GtkWidget *flow = ui_find_type (GTK_WIDGET (board), GTK_TYPE_FLOW_BOX, TRUE);
  int shown = 0;

  g_assert_nonnull (flow);
  for (GtkWidget *cell = gtk_widget_get_first_child (flow); cell != NULL;
       cell = gtk_widget_get_next_sibling (cell))
    if (gtk_widget_get_visible (cell))
      {
        GtkWidget *label = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (cell));

        g_assert_false (gtk_widget_get_focusable (cell));
        g_assert_true (gtk_widget_get_visible (label));
        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, "");
        shown++;
      }
  g_assert_cmpint (shown, ==, n_seats);
}

static void
test_place_against_computers (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board = start_game (f, FALSE);
  SplayMatch *match = splay_board_get_match (SPLAY_BOARD (board));
  SplayCard hand[SPLITO_HAND_SIZE], card;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *zone_before = NULL;
  g_autofree char *status_before = NULL;
  g_autofree char *sheet = NULL;
  const SplitoState *s = ui_splito_state (match);
  UiRoundWait wait = { match, 1 };
  int n, left, right;

  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 0);
  g_assert_false (splay_board_is_covered (SPLAY_BOARD (board)));
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
  check_zone_texts (board, ui_splito_state (match));
  check_score_cells (board, 3);
  status_before = g_strdup (splay_board_get_turn_text (SPLAY_BOARD (board)));
  g_assert_cmpint (splay_splito_board_get_revealed_round (board), ==, -1);

  /* A zone that is not Ada's (zone 1 lies between the two computers) is
   * refused with the reason, and nothing changes. */
  before = state_text (match);
  ui_activate (GTK_WIDGET (board), "board.toggle-selection", NULL);
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place-zone", "i", 1));
  g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
  after = state_text (match);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (ui_splito_state (match)->chosen, ==, 0);
  ui_activate (GTK_WIDGET (board), "board.clear-selection", NULL);
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, -1);

  /* By keyboard: move to the second card, pick it up with Enter, put it
   * down on the left with the arrow. */
  ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
  ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
  g_assert_cmpint (splay_splito_board_get_cursor (board), ==, 1);
  card = hand[1];
  ui_activate (GTK_WIDGET (board), "board.pick", NULL);
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, 1);
  ui_activate (GTK_WIDGET (board), "board.select-previous", NULL);
  s = ui_splito_state (match);
  g_assert_cmpint (s->chosen, ==, 1);
  g_assert_cmpint (s->choice_card[0], ==, card);
  g_assert_cmpint (s->choice_side[0], ==, SPLITO_LEFT);
  g_assert_cmpint (s->round, ==, 0);
  /* The board shows the choice, still hidden from the others. */
  g_assert_cmpstr (splay_board_get_turn_text (SPLAY_BOARD (board)), !=, status_before);
  g_assert_cmpint (splay_splito_board_get_selected (board), ==, -1);

  /* Choosing twice in a round is refused, and nothing changes. */
  g_free (before);
  g_free (after);
  before = state_text (match);
  ui_activate (GTK_WIDGET (board), "board.place-right", NULL);
  g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
  after = state_text (match);
  g_assert_cmpstr (before, ==, after);

  /* The computers choose; every card is revealed together. */
  splay_match_set_paused (match, FALSE);
  ui_wait_for (ui_splito_round_reached, &wait);
  s = ui_splito_state (match);
  g_assert_cmpint (s->round, ==, 1);
  g_assert_cmpint (s->chosen, ==, 0);
  g_assert_true (zone_holds (s, left, card));
  for (int t = 0; t < 3; t++)
    g_assert_cmpint (s->last_card[t], !=, SPLAY_CARD_NONE);
  g_assert_cmpint (splay_splito_board_get_revealed_round (board), ==, 1);
  g_assert_cmpint (splay_splito_board_get_hand (board, hand), ==, SPLITO_HAND_SIZE - 1);
  g_assert_cmpstr (splay_splito_board_get_zone_text (board, left), !=, zone_before);
  check_zone_texts (board, ui_splito_state (match));

  /* By clicking the zone: select a card, then place it in the right zone. */
  ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
  ui_activate (GTK_WIDGET (board), "board.toggle-selection", NULL);
  card = hand[0];
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place-zone", "i", right));
  wait.round = 2;
  ui_wait_for (ui_splito_round_reached, &wait);
  s = ui_splito_state (match);
  g_assert_true (zone_holds (s, right, card));

  /* The rest of the deal with the buttons' actions, left and right in turn. */
  for (int round = 2; round < SPLITO_HAND_SIZE; round++)
    {
      ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
      ui_activate (GTK_WIDGET (board), round % 2 ? "board.place-right" : "board.place-left", NULL);
      wait.round = round + 1;
      ui_wait_for (ui_splito_round_reached, &wait);
      g_assert_cmpint (ui_splito_state (match)->round, ==, round + 1);
    }
  s = ui_splito_state (match);
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
  ui_activate (GTK_WIDGET (board), "board.place-left", NULL);
  g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
  /* Nothing is left to place: the hand's buttons and title leave the
   * room to the zones, and the status says the deal is over once. */
  ui_spin (100);
  g_assert_null (
      ui_find_widget (GTK_WIDGET (board), ui_label_says, "Ada’s hand · 0 cards", TRUE, NULL));
  g_assert_null (ui_find_widget (GTK_WIDGET (board), ui_label_says, "← Left Zone", TRUE, NULL));
  g_assert_nonnull (
      ui_find_widget (GTK_WIDGET (board), label_ends_with, "The deal is over", TRUE, NULL));
  g_assert_null (strstr (splay_board_get_turn_text (SPLAY_BOARD (board)), "deal is over"));
}

static gboolean
covered (gpointer data)
{
  return splay_board_is_covered (SPLAY_BOARD (data));
}

static void
test_pass_the_screen (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board = start_game (f, TRUE);
  SplayMatch *match = splay_board_get_match (SPLAY_BOARD (board));
  UiRoundWait wait = { match, 1 };
  const SplitoState *s;

  /* Ada chooses first, behind the cover; the match waits meanwhile. */
  g_assert_true (splay_board_is_covered (SPLAY_BOARD (board)));
  g_assert_true (splay_match_get_paused (match));
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, -1);
  ui_activate (GTK_WIDGET (board), "board.place-left", NULL);
  g_assert_cmpint (ui_splito_state (match)->chosen, ==, 0);
  ui_activate (GTK_WIDGET (board), "board.reveal", NULL);
  g_assert_false (splay_board_is_covered (SPLAY_BOARD (board)));
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 0);
  ui_activate (GTK_WIDGET (board), "board.place-left", NULL);
  g_assert_true ((ui_splito_state (match)->chosen & 1) != 0);

  /* Then the screen goes to Bo. */
  ui_wait_for (covered, board);
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, -1);
  ui_activate (GTK_WIDGET (board), "board.reveal", NULL);
  g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, 1);
  ui_activate (GTK_WIDGET (board), "board.place-right", NULL);
  ui_wait_for (ui_splito_round_reached, &wait);
  s = ui_splito_state (match);
  g_assert_cmpint (s->round, ==, 1);
  g_assert_true (zone_holds (s, splito_left_zone (s, 0), s->last_card[0]));
  g_assert_true (zone_holds (s, splito_right_zone (s, 1), s->last_card[1]));
  /* The next round starts behind the cover again, for Ada. */
  ui_wait_for (covered, board);
}

/* ---- drag and drop ---- */

/* Drags hand card @index onto @zone as the toolkit would: the card's drag
 * source prepares the content, the zone's drop target receives it. */
static gboolean
drag_card_to_zone (SplaySplitoBoard *board, int index, int zone)
{
  GtkEventController *source
      = ui_find_controller (GTK_WIDGET (board), GTK_TYPE_DRAG_SOURCE, "index", index);
  GtkEventController *target
      = ui_find_controller (GTK_WIDGET (board), GTK_TYPE_DROP_TARGET, "zone", zone);

  g_assert_nonnull (source);
  g_assert_nonnull (target);
  return ui_drag_and_drop (source, target, 10.0, 10.0) == TRUE;
}

/* A card dragged onto one of your zones is placed there; onto a zone that
 * is not yours it is refused with the reason and stays in the hand. */
static void
test_drag_to_place (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board = start_game (f, FALSE);
  SplayMatch *match = splay_board_get_match (SPLAY_BOARD (board));
  const SplitoState *s = ui_splito_state (match);
  SplayCard hand[SPLITO_HAND_SIZE];
  g_autofree char *before = state_text (match);
  g_autofree char *after = NULL;
  UiRoundWait wait = { match, 1 };
  int right = splito_right_zone (s, 0);

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  splay_splito_board_get_hand (board, hand);
  g_assert_false (drag_card_to_zone (board, 2, 1));
  g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
  after = state_text (match);
  g_assert_cmpstr (before, ==, after);

  g_assert_true (drag_card_to_zone (board, 2, right));
  s = ui_splito_state (match);
  g_assert_cmpint (s->chosen, ==, 1);
  g_assert_cmpint (s->choice_card[0], ==, hand[2]);
  g_assert_cmpint (s->choice_side[0], ==, SPLITO_RIGHT);
  /* A second card in the same round cannot be dragged out at all. */
  g_assert_false (drag_card_to_zone (board, 0, right));

  splay_match_set_paused (match, FALSE);
  ui_wait_for (ui_splito_round_reached, &wait);
  g_assert_true (zone_holds (ui_splito_state (match), right, hand[2]));
}

/* ---- the scoring sheet ---- */

static void
collect_labels (GtkWidget *w, GString *out)
{
  if (GTK_IS_LABEL (w))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (w)));
      g_string_append_c (out, '\n');
    }
  for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

/* The sheet, as shown in its window, says for every zone what it holds,
 * every scoring card in it with whether it counted and why, the zone's
 * value as their sum, the public cards no one won, and left × right. */
static void
check_sheet (SplaySplitoBoard *board, SplayMatch *match)
{
  const SplitoState *s = ui_splito_state (match);
  GtkWindow *window = splay_splito_board_get_sheet_window (board);
  g_autoptr (GString) shown = g_string_new (NULL);
  g_autofree char *sheet = splay_splito_board_get_sheet_text (board);

  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  collect_labels (GTK_WIDGET (window), shown);
  g_assert_nonnull (strstr (shown->str, "The deal is scored"));

  for (int z = 0; z < s->n_zones; z++)
    {
      SplitoZoneScore zs;
      int sum = 0;
      g_autofree char *cards = NULL;

      splito_score_zone (s, z, &zs);
      cards = g_strdup_printf ("%d cards", zs.n_cards);
      g_assert_nonnull (strstr (sheet, cards));
      for (int i = 0; i < zs.n_scoring; i++)
        {
          const SplitoCardScore *cs = &zs.scoring[i];
          g_autofree char *cond = splito_scoring_card_text (cs->card);
          g_autofree char *reason = splito_card_score_reason (cs);
          g_autofree char *line = NULL;
          int points = splito_scoring_card (cs->card)->points;

          if (cs->fulfilled)
            line = g_strdup_printf ("✓ %s: %d point%s", cond, points, points == 1 ? "" : "s");
          else
            line = g_strdup_printf ("✗ %s: 0 of %d point%s", cond, points, points == 1 ? "" : "s");
          /* The line names the card, whether it counted, and why. */
          g_assert_nonnull (strstr (sheet, line));
          g_assert_nonnull (strstr (sheet, reason));
          g_assert_nonnull (strstr (shown->str, line));
          g_assert_nonnull (strstr (shown->str, reason));
          g_assert_cmpint (cs->points, ==, cs->fulfilled ? points : 0);
          sum += cs->points;
        }
      g_assert_cmpint (sum, ==, zs.value);
      {
        g_autofree char *head
            = g_strdup_printf (": %d point%s\n", zs.value, zs.value == 1 ? "" : "s");
        g_assert_nonnull (strstr (sheet, head));
      }
    }
  for (int i = 0; i < s->out_n; i++)
    {
      g_autofree char *cond = splito_scoring_card_text (s->out[i]);
      g_autofree char *line = g_strdup_printf ("Set aside, no zone led alone: %s", cond);
      g_assert_nonnull (strstr (shown->str, line));
    }
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      SplitoZoneScore l, r;
      g_autofree char *line = NULL;

      splito_score_zone (s, splito_left_zone (s, seat), &l);
      splito_score_zone (s, splito_right_zone (s, seat), &r);
      line = g_strdup_printf ("%s: %d × %d = %d",
                              splay_player_get_name (splay_match_get_player (match, seat)), l.value,
                              r.value, l.value * r.value);
      g_assert_nonnull (strstr (shown->str, line));
      g_assert_cmpint (splito_seat_score (s, seat), ==, l.value * r.value);
    }
}

/* ---- a whole match, quit and resumed ---- */

static gboolean
person_may_act_or_over (gpointer data)
{
  Fixture *f = data;
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  SplaySplitoBoard *board = SPLAY_SPLITO_BOARD (splay_window_get_board (f->window));
  int seat = splay_board_get_seat (SPLAY_BOARD (board));

  if (splay_game_is_over (game) || splay_board_is_covered (SPLAY_BOARD (board)))
    return TRUE;
  return seat >= 0 && (splay_game_get_actors (game) & (1u << seat)) != 0;
}

static SplaySplitoBoard *
resume (Fixture *f, gint64 id)
{
  ui_fixture_reopen (f);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.resume", "x", id);
  g_assert_nonnull (splay_window_get_match (f->window));
  g_assert_cmpint (splay_match_get_id (splay_window_get_match (f->window)), ==, id);
  return SPLAY_SPLITO_BOARD (splay_window_get_board (f->window));
}

/* Plays a three-deal match: people (seats 0 and, with @data, 1) at the
 * keyboard, the rest computers. The match is quit and resumed in a new
 * window in the middle of the first deal (the same position, the same
 * hand on the screen) and between deals while the scoring sheet shows (it
 * shows again); the sheet says why each zone scored; the match ends with
 * its summary. */
static void
test_whole_match_resumed (Fixture *f, gconstpointer data)
{
  int n_seats = GPOINTER_TO_INT (data);
  int n_humans = n_seats >= 4 ? 2 : 1;
  g_autoptr (SplayPlayer) ada = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) bo = splay_player_new_human ("Bo");
  SplayPlayer *players[SPLITO_MAX_SEATS + 1] = { NULL };
  g_autoptr (SplayMatch) fresh = NULL;
  SplaySettings settings;
  SplaySplitoBoard *board;
  SplayMatch *match;
  gint64 id;
  gboolean resumed_mid_deal = FALSE, resumed_between = FALSE;
  guint deals = 0, covers = 0;

  players[0] = ada;
  if (n_humans == 2)
    players[1] = bo;
  for (int i = n_humans; i < n_seats; i++)
    players[i] = splay_player_new_computer (NULL, SPLAY_LEVEL_MEDIUM);
  for (int i = n_humans; i < n_seats; i++)
    {
      g_autofree char *name = g_strdup_printf ("Cog %d", i);
      splay_player_set_name (players[i], name);
    }
  splay_settings_defaults (&splito_rules, n_seats, &settings);
  fresh = splay_match_new (&splito_rules, &settings, 99 + n_seats, players, 0, 3);
  for (int i = n_humans; i < n_seats; i++)
    g_object_unref (players[i]);
  splay_window_start_match (f->window, fresh);
  g_clear_object (&fresh);
  match = splay_window_get_match (f->window);
  id = splay_match_get_id (match);
  board = SPLAY_SPLITO_BOARD (splay_window_get_board (f->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));

  for (;;)
    {
      SplayGame *game;
      const SplitoState *s;
      int seat;

      ui_wait_for (person_may_act_or_over, f);
      match = splay_window_get_match (f->window);
      board = SPLAY_SPLITO_BOARD (splay_window_get_board (f->window));
      game = splay_match_get_current_game (match);
      s = splay_game_get_state (game);

      if (splay_game_is_over (game))
        {
          deals++;
          g_assert_cmpstr (splay_window_get_page (f->window), ==, "summary");
          check_sheet (board, match);
          if (splay_match_is_over (match))
            break;
          if (!resumed_between)
            {
              /* Quit with the sheet showing; it shows again on resume. */
              g_autofree char *sheet = splay_splito_board_get_sheet_text (board);
              g_autofree char *again = NULL;
              int totals[SPLITO_MAX_SEATS];

              for (int i = 0; i < n_seats; i++)
                totals[i] = splay_match_get_total (match, i);
              board = resume (f, id);
              match = splay_window_get_match (f->window);
              g_assert_cmpstr (splay_window_get_page (f->window), ==, "summary");
              g_assert_cmpuint (splay_match_get_n_games (match), ==, deals);
              for (int i = 0; i < n_seats; i++)
                g_assert_cmpint (splay_match_get_total (match, i), ==, totals[i]);
              g_assert_nonnull (splay_splito_board_get_sheet_window (board));
              again = splay_splito_board_get_sheet_text (board);
              g_assert_cmpstr (again, ==, sheet);
              check_sheet (board, match);
              resumed_between = TRUE;
            }
          gtk_window_close (splay_splito_board_get_sheet_window (board));
          gtk_widget_activate_action (GTK_WIDGET (f->window), "win.next-game", NULL);
          g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
          g_assert_cmpuint (splay_match_get_n_games (match), ==, deals + 1);
          continue;
        }
      if (splay_board_is_covered (SPLAY_BOARD (board)))
        {
          g_assert_cmpint (n_humans, ==, 2);
          g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, -1);
          covers++;
          gtk_widget_activate_action (GTK_WIDGET (board), "board.reveal", NULL);
          continue;
        }

      check_zone_texts (board, s);
      check_score_cells (board, n_seats);
      seat = splay_board_get_seat (SPLAY_BOARD (board));
      if (!resumed_mid_deal && deals == 0 && s->round == 5 && s->chosen == 0)
        {
          g_autofree char *before = splay_game_get_rules (game)->state_to_text (s);
          g_autofree char *after = NULL;
          g_autofree char *zone = g_strdup (splay_splito_board_get_zone_text (board, 0));
          SplayCard hand[SPLITO_HAND_SIZE], hand2[SPLITO_HAND_SIZE];
          int hn = splay_splito_board_get_hand (board, hand);

          board = resume (f, id);
          match = splay_window_get_match (f->window);
          game = splay_match_get_current_game (match);
          s = splay_game_get_state (game);
          after = splay_game_get_rules (game)->state_to_text (s);
          g_assert_cmpstr (after, ==, before);
          g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
          g_assert_null (splay_splito_board_get_sheet_window (board));
          g_assert_cmpstr (splay_splito_board_get_zone_text (board, 0), ==, zone);
          if (splay_board_is_covered (SPLAY_BOARD (board)))
            ui_activate (GTK_WIDGET (board), "board.reveal", NULL);
          g_assert_cmpint (splay_board_get_seat (SPLAY_BOARD (board)), ==, seat);
          g_assert_cmpint (splay_splito_board_get_hand (board, hand2), ==, hn);
          g_assert_cmpmem (hand2, hn * sizeof (SplayCard), hand, hn * sizeof (SplayCard));
          resumed_mid_deal = TRUE;
        }

      /* The person places by keyboard: the cursor to a card, Enter, then an
       * arrow for the side. */
      {
        int round = s->round;
        ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
        for (int i = 0; i < round % 3; i++)
          ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
        ui_activate (GTK_WIDGET (board), "board.pick", NULL);
        ui_activate (GTK_WIDGET (board),
                     (round + seat) % 2 ? "board.select-next" : "board.select-previous", NULL);
        s = ui_splito_state (match);
        g_assert_true (s->round != round || s->phase == SPLITO_PHASE_OVER
                       || ((s->chosen >> seat) & 1));
      }
    }

  g_assert_true (resumed_mid_deal);
  g_assert_true (resumed_between);
  g_assert_cmpuint (deals, ==, 3);
  g_assert_true (splay_match_is_over (match));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "summary");
  if (n_humans == 2)
    g_assert_cmpuint (covers, >=, 3 * 13);
  {
    int sum = 0;
    for (guint g = 0; g < 3; g++)
      sum += splay_match_get_game_points (match, g, 0);
    g_assert_cmpint (splay_match_get_total (match, 0), ==, sum);
  }
}

/* Where @w lies in the table's scrolled content, and whether it lies
 * wholly in its view as it stands. */
static float
table_y (GtkWidget *w, GtkWidget *scroller, gboolean *in_view)
{
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  graphene_rect_t r;

  g_assert_true (gtk_widget_compute_bounds (w, scroller, &r));
  *in_view = r.origin.y >= -1 && r.origin.y + r.size.height <= gtk_widget_get_height (scroller) + 1;
  g_assert_true (gtk_widget_compute_bounds (w, content, &r));
  return r.origin.y;
}

static gboolean
is_splito_card (GtkWidget *w, gconstpointer data)
{
  return SPLAY_IS_SPLITO_CARD (w);
}

/* Whether @w lies wholly in view in every scroller it is in, up to the
 * board, as they stand (nothing scrolled to it), and has a size. */
static gboolean
shown_unscrolled (GtkWidget *w)
{
  if (gtk_widget_get_width (w) <= 0 || gtk_widget_get_height (w) <= 0)
    return FALSE;
  for (GtkWidget *p = gtk_widget_get_ancestor (w, GTK_TYPE_SCROLLED_WINDOW); p != NULL;
       p = gtk_widget_get_ancestor (gtk_widget_get_parent (p), GTK_TYPE_SCROLLED_WINDOW))
    {
      graphene_rect_t r;

      if (gtk_widget_get_ancestor (p, SPLAY_TYPE_BOARD) == NULL)
        break;
      g_assert_true (gtk_widget_compute_bounds (w, p, &r));
      if (r.origin.y < -1 || r.origin.y + r.size.height > gtk_widget_get_height (p) + 1)
        return FALSE;
    }
  return TRUE;
}

/* A phone's window: the zones come first in the table and the first of
 * them is in view at once; the status lies over the hand, outside what
 * scrolls, and a long status takes no height from the hand (a wrapping
 * label in the hand's area, which scrolls sideways, was measured for a
 * wider line than it got, and the hand's cards were cut). A wide window
 * puts the status back beside the public cards, and the zones under
 * them; and a phone's again, as it was. */
static void
test_narrow_layout (Fixture *f, gconstpointer data)
{
  g_autoptr (GtkWidget) status = NULL;
  SplaySplitoBoard *board;
  GtkWidget *zone, *scroller, *publics;
  gboolean zone_seen, public_seen;

  ui_fit_resize (f, 360, 640);
  board = start_game (f, FALSE);
  ui_fit_settle (f);
  g_object_get (board, "status", &status, NULL);
  for (int pass = 0; pass < 3; pass++)
    {
      gboolean narrow = pass != 1;

      if (pass > 0)
        ui_fit_resize (f, narrow ? 360 : 1200, narrow ? 640 : 900);
      zone = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_SPLITO_ZONE, TRUE);
      g_assert_nonnull (zone);
      scroller = gtk_widget_get_ancestor (zone, GTK_TYPE_SCROLLED_WINDOW);
      publics = ui_find_type (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)),
                              SPLAY_TYPE_SPLITO_CARD, TRUE);
      g_assert_nonnull (publics);
      g_assert_true (gtk_widget_is_ancestor (status, scroller) == !narrow);
      /* The tip names the keys where there is room for them; on a phone it
       * is short, and it changes with the layout (the first pass starts
       * narrow, the next two change it). */
      g_assert_true (g_str_has_prefix (splay_board_status_get_hint (SPLAY_BOARD_STATUS (status)),
                                       "Select a card, then"));
      g_assert_true (
          (strstr (splay_board_status_get_hint (SPLAY_BOARD_STATUS (status)), "Keys:") == NULL)
          == narrow);
      if (narrow)
        {
          GtkWidget *hand_card, *around;

          g_assert_cmpfloat (table_y (zone, scroller, &zone_seen), <,
                             table_y (publics, scroller, &public_seen));
          g_assert_true (zone_seen);
          splay_board_status_set_texts (
              SPLAY_BOARD_STATUS (status), "Your turn: choose a card and a zone for it.",
              "You chose Scoring card: Exactly 4 different colours (2 points) for your left "
              "zone. Waiting for Robot 1, who is still choosing a card of theirs.",
              "Tip: a zone scores only the colours it asks for; a card of another colour "
              "there scores nothing.",
              TRUE);
          ui_fit_settle (f);
          /* In no scroller of the board at all: the hand's area scrolls
           * sideways, and a wrapping label there got less width than it
           * was measured for, and more height. */
          around = gtk_widget_get_ancestor (status, GTK_TYPE_SCROLLED_WINDOW);
          g_assert_true (around == NULL || !gtk_widget_is_ancestor (around, GTK_WIDGET (board)));
          /* The first card outside the table: one of the hand. */
          hand_card = ui_find_widget (GTK_WIDGET (board), is_splito_card, NULL, TRUE, scroller);
          g_assert_nonnull (hand_card);
          g_assert_true (shown_unscrolled (hand_card));
        }
      else
        g_assert_cmpfloat (table_y (zone, scroller, &zone_seen), >,
                           table_y (publics, scroller, &public_seen));
    }
}

/* A zone's grid's cell, from its width (eight cells and 6 px). */
static int
grid_cell (SplaySplitoBoard *board)
{
  GtkWidget *grid = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_SPLITO_GRID, TRUE);
  int width;

  g_assert_nonnull (grid);
  gtk_widget_measure (grid, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  return (width - 6) / 8;
}

/* The scroller of @board's table. */
static GtkAdjustment *
table_adjustment (SplaySplitoBoard *board)
{
  GtkWidget *zone = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_SPLITO_ZONE, TRUE);

  return gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (zone, GTK_TYPE_SCROLLED_WINDOW)));
}

/* How much of the table's height is left under it; less than 0: it
 * scrolls by that much. */
static double
table_room (SplaySplitoBoard *board)
{
  GtkWidget *zone = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_SPLITO_ZONE, TRUE);
  GtkWidget *table = gtk_widget_get_parent (gtk_widget_get_parent (zone));
  int natural;

  /* The table's box fills the page: what its content takes is measured. */
  gtk_widget_measure (table, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (table), NULL, &natural,
                      NULL, NULL);
  return gtk_adjustment_get_page_size (table_adjustment (board)) - natural;
}

/* The same, where the table must not scroll. */
static double
table_left (SplaySplitoBoard *board)
{
  GtkAdjustment *adj = table_adjustment (board);

  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), <=, gtk_adjustment_get_page_size (adj));
  return table_room (board);
}

/* The zones fill the table's height as far as they may (see below). */
static void
assert_zones_fill (SplaySplitoBoard *board, int least_cell)
{
  int cell = grid_cell (board);
  double left = table_left (board);

  g_assert_cmpint (cell, >, least_cell);
  /* Unless the width bounds the cells (three zones at 1260 px: 46 px). */
  if (cell < board->sizes.cell_most)
    g_assert_cmpfloat (left, <, 48 + 9 + 6);
  g_assert_cmpfloat (left, >=, 0);
}

/* On a tall window the zones take the height the table leaves: their
 * share of it (a quarter) left some 200 px empty at 1260x1000 and a
 * quarter of the board at 2540x1400. They grow until at most some 48 px
 * (kept for lines that wrap later) and a pixel of cell (8.5 px) are
 * left, never so far that the table scrolls, however long the zones'
 * lists grow in a deal (they fit again at every move); a lower window
 * takes the height back. */
static void
test_tall_zones (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board;
  SplayMatch *match;
  int tall_cell, least = (int) (1000 * 0.25 / 8.5);

  ui_fit_resize (f, 1260, 1000);
  board = start_game (f, FALSE);
  match = splay_board_get_match (SPLAY_BOARD (board));
  ui_fit_settle (f);
  tall_cell = grid_cell (board);
  g_test_message ("1260x1000: cells of %d px, %.0f px left", tall_cell, table_left (board));
  assert_zones_fill (board, least);
  /* A lower window takes the height back, and a taller one gives it. */
  ui_fit_resize (f, 1260, 760);
  g_assert_cmpint (grid_cell (board), <, tall_cell);
  g_assert_cmpfloat (table_left (board), >=, 0);
  ui_fit_resize (f, 1260, 1000);
  g_assert_cmpint (grid_cell (board), ==, tall_cell);

  /* A whole deal, Ada's first card to her left zone each round. */
  splay_match_set_paused (match, FALSE);
  for (int round = 1; ui_splito_state (match)->phase != SPLITO_PHASE_OVER; round++)
    {
      UiRoundWait wait = { match, round };

      ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
      ui_activate (GTK_WIDGET (board), "board.pick", NULL);
      ui_activate (GTK_WIDGET (board), "board.select-previous", NULL);
      ui_wait_for (ui_splito_round_reached, &wait);
      ui_fit_settle (f);
      /* The deal's end shows the scoring sheet over the board. */
      if (ui_splito_state (match)->phase == SPLITO_PHASE_OVER)
        break;
      g_test_message ("round %d: cells of %d px", round, grid_cell (board));
      assert_zones_fill (board, least);
    }
}

/* The y of every zone's grid under @w, in @board, added to @ys. */
static void
grid_tops (GtkWidget *w, GtkWidget *board, GArray *ys)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_point_t p;

      if (!gtk_widget_get_mapped (c))
        continue;
      if (SPLAY_IS_SPLITO_GRID (c))
        {
          g_assert_true (gtk_widget_compute_point (c, board, &GRAPHENE_POINT_INIT (0, 0), &p));
          g_array_append_val (ys, p.y);
        }
      else
        grid_tops (c, board, ys);
    }
}

/* Every one of @n_zones zones' grids shown in @board starts as high. */
static void
assert_grids_level (SplaySplitoBoard *board, guint n_zones)
{
  g_autoptr (GArray) ys = g_array_new (FALSE, FALSE, sizeof (float));

  grid_tops (GTK_WIDGET (board), GTK_WIDGET (board), ys);
  g_assert_cmpuint (ys->len, ==, n_zones);
  for (guint i = 1; i < ys->len; i++)
    g_assert_cmpfloat (g_array_index (ys, float, i), ==, g_array_index (ys, float, 0));
}

/* Five zones in a line at 1280x800 are too narrow for "Your left zone
 * (L)" and the worth on one line: the person's zones take two, and the
 * others keep an empty line over their worth, so that the five grids
 * still start as high (the person's stood a line lower). */
static void
test_grids_level (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board;

  ui_fit_resize (f, 1280, 800);
  board = SPLAY_SPLITO_BOARD (ui_fit_start (f, "splito", 5, 3));
  ui_fit_settle (f);
  assert_grids_level (board, 5);
  /* And back on one line where they are wide enough. */
  ui_fit_start (f, "splito", 3, 3);
  board = SPLAY_SPLITO_BOARD (splay_window_get_board (f->window));
  ui_fit_settle (f);
  assert_grids_level (board, 3);
}

/* The window Splay opens (1000x720), a whole deal for three: late in a
 * deal the zones' lists of objectives grow, and their last lines went
 * past the table's fold, under the hand, while the grids kept their share
 * of the height (21 px cells here). Now the grids shrink below it as far
 * as their least (15 px) before the table scrolls, and the person's zones
 * say which side they are and what they are worth on one line, so that
 * every zone's grid starts as high (and a line goes to the lists). */
static void
test_default_window (Fixture *f, gconstpointer data)
{
  SplaySplitoBoard *board;
  SplayMatch *match;
  int share = (int) (720 * 0.25 / 8.5), least = share;

  ui_fit_resize (f, 1000, 720);
  board = SPLAY_SPLITO_BOARD (ui_fit_start (f, "splito", 3, GPOINTER_TO_INT (data)));
  match = splay_board_get_match (SPLAY_BOARD (board));
  for (int round = 1; ui_splito_state (match)->phase != SPLITO_PHASE_OVER; round++)
    {
      UiRoundWait wait = { match, round };
      int cell;
      double room;

      ui_fit_settle (f);
      cell = grid_cell (board);
      room = table_room (board);
      g_test_message ("round %d: cells of %d px, %.0f px left", round, cell, room);
      g_assert_true (room >= 0 || cell == 15);
      least = MIN (least, cell);
      assert_grids_level (board, 3);
      ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
      ui_activate (GTK_WIDGET (board), "board.pick", NULL);
      ui_activate (GTK_WIDGET (board), "board.select-previous", NULL);
      ui_wait_for (ui_splito_round_reached, &wait);
    }
  /* This deal's lists did need the grids' height. */
  g_assert_cmpint (least, <, share);
}

/* @zone's grid, in @board. */
static GtkWidget *
zone_grid (GtkWidget *zone)
{
  GtkWidget *grid = ui_find_type (zone, SPLAY_TYPE_SPLITO_GRID, TRUE);

  g_assert_nonnull (grid);
  return grid;
}

/* Eight players on a laptop's window (1280x690): the zones take two
 * lines, of which the table shows the first; the person's right zone was
 * the last of the second line, out of view until the table was scrolled.
 * Both of the person's zones now frame the first line, the other zones
 * following round the table; on a phone too (two zones to a line). */
static void
test_own_zones_in_view (Fixture *f, gconstpointer data)
{
  static const int sizes[][2] = { { 1280, 690 }, { 1000, 720 }, { 360, 640 } };

  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      SplaySplitoBoard *board;
      const SplitoState *s;
      GtkWidget *left, *right, *scroller;
      graphene_point_t l, r;
      int seat;

      ui_fit_resize (f, sizes[i][0], sizes[i][1]);
      board = SPLAY_SPLITO_BOARD (ui_fit_start (f, "splito", 8, 3));
      ui_fit_settle (f);
      s = ui_splito_state (splay_board_get_match (SPLAY_BOARD (board)));
      seat = splay_board_get_seat (SPLAY_BOARD (board));
      g_assert_cmpint (seat, >=, 0);
      left = board->zones[splito_left_zone (s, seat)];
      right = board->zones[splito_right_zone (s, seat)];
      scroller = gtk_widget_get_ancestor (left, GTK_TYPE_SCROLLED_WINDOW);
      g_test_message ("%dx%d: %d zones to a line", sizes[i][0], sizes[i][1], board->sizes.per_line);
      g_assert_cmpint (board->sizes.per_line, <, s->n_zones);
      g_assert_true (shown_unscrolled (zone_grid (left)));
      g_assert_true (shown_unscrolled (zone_grid (right)));
      /* In one line, left on the left. */
      g_assert_true (gtk_widget_compute_point (left, scroller, &GRAPHENE_POINT_INIT (0, 0), &l));
      g_assert_true (gtk_widget_compute_point (right, scroller, &GRAPHENE_POINT_INIT (0, 0), &r));
      g_assert_cmpfloat (l.y, ==, r.y);
      g_assert_cmpfloat (l.x, <, r.x);
    }
}

/* The lines of @board's scores: how many, and the most and fewest cells
 * in one. Unless @may_wrap, fails if a score's text is wrapped (given
 * less than its width). */
static int
score_lines (SplaySplitoBoard *board, gboolean may_wrap, int *most, int *fewest)
{
  float ys[SPLITO_MAX_SEATS];
  int counts[SPLITO_MAX_SEATS] = { 0 }, lines = 0;

  for (int seat = 0; seat < SPLITO_MAX_SEATS; seat++)
    {
      GtkWidget *label = board->score_labels[seat], *cell = gtk_widget_get_parent (label);
      graphene_point_t p;
      int natural, line;

      if (!gtk_widget_get_mapped (cell))
        continue;
      g_assert_true (
          gtk_widget_compute_point (cell, board->scores_box, &GRAPHENE_POINT_INIT (0, 0), &p));
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (!may_wrap)
        g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
      for (line = 0; line < lines && ys[line] != p.y; line++)
        ;
      if (line == lines)
        ys[lines++] = p.y;
      counts[line]++;
    }
  *most = 0;
  *fewest = G_MAXINT;
  for (int i = 0; i < lines; i++)
    {
      *most = MAX (*most, counts[i]);
      *fewest = MIN (*fewest, counts[i]);
    }
  return lines;
}

/* The scores as many to a line as fit, in lines as even as they allow:
 * at 1280 px six players' took a line of four and one of two, five
 * players' four and one. None wraps; on a phone, one to a line. */
static void
test_scores_lines (Fixture *f, gconstpointer data)
{
  static const struct
  {
    int width, height, players, lines;
  } cases[] = {
    { 1280, 800, 3, 1 }, { 1280, 800, 4, 1 }, { 1280, 800, 5, 2 }, { 1280, 800, 6, 2 },
    { 1280, 690, 8, 2 }, { 1000, 720, 6, 2 }, { 1000, 720, 7, 3 }, { 360, 640, 4, 4 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SplaySplitoBoard *board;
      int lines, most, fewest;

      ui_fit_resize (f, cases[i].width, cases[i].height);
      board = SPLAY_SPLITO_BOARD (ui_fit_start (f, "splito", cases[i].players, 3));
      ui_fit_settle (f);
      /* A phone's line is narrower than "Ada 0 × 0 = 0 (choosing)" beside
       * the sheet's button. */
      lines = score_lines (board, cases[i].width < NARROW_WIDTH, &most, &fewest);
      g_test_message ("%dx%d, %d players: %d lines of %d to %d", cases[i].width, cases[i].height,
                      cases[i].players, lines, fewest, most);
      g_assert_cmpint (lines, ==, cases[i].lines);
      /* No more to a line than that many lines need. */
      g_assert_cmpint (most, ==, (cases[i].players + lines - 1) / lines);
    }
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/splito/place-against-computers", Fixture, NULL, ui_fixture_setup,
              test_place_against_computers, ui_fixture_teardown);
  g_test_add ("/ui/splito/pass-the-screen", Fixture, NULL, ui_fixture_setup, test_pass_the_screen,
              ui_fixture_teardown);
  g_test_add ("/ui/splito/drag-to-place", Fixture, NULL, ui_fixture_setup, test_drag_to_place,
              ui_fixture_teardown);
  g_test_add ("/ui/splito/whole-match-2-seats", Fixture, GINT_TO_POINTER (2), ui_fixture_setup,
              test_whole_match_resumed, ui_fixture_teardown);
  g_test_add ("/ui/splito/whole-match-8-seats", Fixture, GINT_TO_POINTER (8), ui_fixture_setup,
              test_whole_match_resumed, ui_fixture_teardown);
  g_test_add ("/ui/splito/grids-level", Fixture, NULL, ui_fixture_setup, test_grids_level,
              ui_fixture_teardown);
  g_test_add ("/ui/splito/default-window", Fixture, GINT_TO_POINTER (5), ui_fixture_setup,
              test_default_window, ui_fixture_teardown);
  g_test_add ("/ui/splito/tall-zones", Fixture, NULL, ui_fixture_setup, test_tall_zones,
              ui_fixture_teardown);
  g_test_add ("/ui/splito/own-zones-in-view", Fixture, NULL, ui_fixture_setup,
              test_own_zones_in_view, ui_fixture_teardown);
  g_test_add ("/ui/splito/scores-lines", Fixture, NULL, ui_fixture_setup, test_scores_lines,
              ui_fixture_teardown);
  g_test_add ("/ui/splito/narrow-layout", Fixture, NULL, ui_fixture_setup, test_narrow_layout,
              ui_fixture_teardown);
  return ui_test_run ();
}
