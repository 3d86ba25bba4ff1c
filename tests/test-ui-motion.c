/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Cards that travel (SplayBoard's motion), on a real Splatoids board in a
 * window: a played card is on its way over the table and lands in its
 * place; with the system's animations off it is there at once; the
 * computers' moves are shown one at a time. Nothing here is timed: the
 * tests wait on the frame clock, with ui_wait_for's generous limit. */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "engine/catalog.h"
#include "engine/splatoids.h"
#include "ui/splay-board-private.h"
#include "ui/splay-card-widget.h"
#include "ui-test-util.h"

typedef struct
{
  SplayMatch *match;
  SplayBoard *board;
  GtkWindow *window;
  int computer_moves;
  int overlapped; /* computer moves applied while a card still travelled */
  int shown;      /* computer moves whose cards travelled */
} Table;

static void
set_animations (gboolean on)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", on, NULL);
}

/* Runs before the board's own handler: what was on its way then. */
static void
on_applied_first (SplayMatch *match, SplayGame *game, int seat, guint action, guint index, Table *t)
{
  if (splay_match_get_last_source (match) != SPLAY_MOVE_COMPUTER || t->board == NULL)
    return;
  t->computer_moves++;
  if (splay_board_get_n_travelling (t->board) > 0)
    t->overlapped++;
}

static void
on_applied_last (SplayMatch *match, SplayGame *game, int seat, guint action, guint index, Table *t)
{
  if (splay_match_get_last_source (match) == SPLAY_MOVE_COMPUTER
      && splay_board_get_n_travelling (t->board) > 0)
    t->shown++;
}

/* Ada against @n_computers, who move at once (@wait FALSE) or take a
 * minute (the test then waits on Ada's move alone). */
static void
table_open (Table *t, int n_computers, gboolean wait)
{
  const SplayRules *rules = splay_catalog_lookup ("splatoids")->rules;
  SplayPlayer *players[SPLAY_MAX_SEATS] = { NULL };
  SplaySettings settings;

  memset (t, 0, sizeof *t);
  players[0] = splay_player_new_human ("Ada");
  for (int i = 1; i <= n_computers; i++)
    players[i] = splay_player_new_computer ("Robot", SPLAY_LEVEL_RANDOM);
  splay_settings_defaults (rules, n_computers + 1, &settings);
  t->match = splay_match_new (rules, &settings, 11, players, 0, 0);
  for (int i = 0; i <= n_computers; i++)
    g_object_unref (players[i]);
  splay_match_set_computer_delay (t->match, wait ? 60000 : 0);
  g_signal_connect (t->match, "action-applied", G_CALLBACK (on_applied_first), t);
  splay_match_start_next_game (t->match);

  t->board = SPLAY_BOARD (g_object_ref_sink (splay_board_new_for_game (t->match)));
  g_signal_connect_after (t->match, "action-applied", G_CALLBACK (on_applied_last), t);
  t->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (t->window, 1000, 700);
  gtk_window_set_child (t->window, GTK_WIDGET (t->board));
  gtk_window_present (t->window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (t->board));
}

static void
table_close (Table *t)
{
  g_signal_handlers_disconnect_by_data (t->match, t);
  ui_destroy_window (t->window);
  g_assert_finalize_object (t->board);
  g_assert_finalize_object (t->match);
  set_animations (FALSE);
}

static gboolean
ada_may_play (gpointer data)
{
  Table *t = data;
  return splay_board_may_act (t->board) && splay_board_get_n_travelling (t->board) == 0
         && !splay_match_is_held (t->match);
}

/* A move of Ada's that moves a card: a play, a pick-up; ending the turn
 * only when nothing else is left. */
static SplayAction
ada_move (Table *t)
{
  SplayView *view = splay_board_get_view (t->board);
  const SplayAction *legal = splay_view_get_legal (view);
  int n = splay_view_get_n_legal (view);

  g_assert_cmpint (n, >, 0);
  for (int i = 0; i < n; i++)
    if (SPLATOIDS_ACTION_KIND (legal[i]) != SPLATOIDS_END_TURN)
      return legal[i];
  return legal[0];
}

static gboolean
first_started_or_landed (gpointer data)
{
  Table *t = data;
  double progress = -1;

  return !splay_board_get_travel (t->board, 0, NULL, NULL, &progress) || progress >= 0;
}

static gboolean
all_landed_board (SplayBoard *board)
{
  return splay_board_get_n_travelling (board) == 0;
}

static gboolean
all_landed (gpointer data)
{
  Table *t = data;
  return splay_board_get_n_travelling (t->board) == 0;
}

/* The card of Ada's move travels over the table; its place is hidden until
 * it lands; the match is held meanwhile; then it lies in its place. */
static void
test_played_card_travels (void)
{
  Table t;
  SplayCard card = SPLAY_CARD_NONE;
  GtkWidget *to = NULL;
  double progress = -1;
  g_autoptr (GtkWidget) dest = NULL;

  set_animations (TRUE);
  table_open (&t, 1, TRUE);
  ui_wait_for (ada_may_play, &t);

  g_assert_true (splay_board_submit (t.board, ada_move (&t), SPLAY_MOVE_POINTER));
  g_assert_cmpuint (splay_board_get_n_travelling (t.board), >, 0);
  g_assert_true (splay_match_is_held (t.match));
  g_assert_true (splay_board_get_travel (t.board, 0, &card, &to, &progress));
  g_assert_nonnull (to);
  dest = g_object_ref (to);
  g_assert_cmpfloat (gtk_widget_get_opacity (dest), ==, 0.0);
  /* Hidden, it still takes a click (a race never drops input). */
  {
    graphene_point_t centre;
    GtkWidget *picked;

    g_assert_true (
        gtk_widget_compute_point (dest, GTK_WIDGET (t.window),
                                  &GRAPHENE_POINT_INIT (gtk_widget_get_width (dest) / 2.f,
                                                        gtk_widget_get_height (dest) / 2.f),
                                  &centre));
    picked = gtk_widget_pick (GTK_WIDGET (t.window), centre.x, centre.y, GTK_PICK_DEFAULT);
    g_assert_true (picked == dest || gtk_widget_is_ancestor (picked, dest));
  }

  /* Mid-way: painted at least once, not yet landed. */
  ui_wait_for (first_started_or_landed, &t);
  g_assert_true (splay_board_get_travel (t.board, 0, NULL, NULL, &progress));
  g_assert_cmpfloat (progress, >=, 0.0);
  g_assert_cmpfloat (progress, <, 1.0);
  g_assert_cmpfloat (gtk_widget_get_opacity (dest), ==, 0.0);

  /* In place. */
  ui_wait_for (all_landed, &t);
  g_assert_cmpfloat (gtk_widget_get_opacity (dest), ==, 1.0);
  g_assert_false (splay_match_is_held (t.match));
  if (SPLAY_IS_CARD_WIDGET (dest) && card != SPLAY_CARD_UNKNOWN)
    g_assert_cmpint (splay_card_widget_get_card (SPLAY_CARD_WIDGET (dest)), ==, card);

  g_clear_object (&dest);
  table_close (&t);
}

/* With gtk-enable-animations off (and with the speed at 0) nothing
 * travels: the card is in its place at once and nothing is held. */
static void
test_no_animations (void)
{
  Table t;

  set_animations (FALSE);
  table_open (&t, 1, TRUE);
  ui_wait_for (ada_may_play, &t);
  g_assert_true (splay_board_submit (t.board, ada_move (&t), SPLAY_MOVE_POINTER));
  g_assert_cmpuint (splay_board_get_n_travelling (t.board), ==, 0);
  g_assert_false (splay_match_is_held (t.match));
  table_close (&t);

  set_animations (TRUE);
  table_open (&t, 1, TRUE);
  splay_board_set_animation_speed (t.board, 0);
  ui_wait_for (ada_may_play, &t);
  g_assert_true (splay_board_submit (t.board, ada_move (&t), SPLAY_MOVE_POINTER));
  g_assert_cmpuint (splay_board_get_n_travelling (t.board), ==, 0);
  g_assert_false (splay_match_is_held (t.match));
  table_close (&t);
}

static gboolean
computers_moved (gpointer data)
{
  Table *t = data;

  /* Ada plays whenever she may, so the computers get their turns. */
  if (ada_may_play (t))
    splay_board_submit (t->board, ada_move (t), SPLAY_MOVE_POINTER);
  return t->computer_moves >= 6 && splay_board_get_n_travelling (t->board) == 0;
}

/* Three computers that move at once still move one at a time on the
 * screen: none moves while the last move's cards travel. */
static void
test_computer_moves_one_at_a_time (void)
{
  Table t;

  set_animations (TRUE);
  table_open (&t, 3, FALSE);
  ui_wait_for (computers_moved, &t);
  g_assert_cmpint (t.overlapped, ==, 0);
  /* And their cards were seen going: the test could have failed. */
  g_assert_cmpint (t.shown, >=, 2);
  table_close (&t);
}

/* The discard pile's count changes at every move ("Empty · any card",
 * "1 card · beat 7"): it keeps the room it had, and the pile and
 * its count stay where they were. */
static void
test_labels_keep_room (void)
{
  Table t;
  GtkWidget *label;
  graphene_point_t before, after;
  int width;
  g_autofree char *text = NULL;

  set_animations (FALSE);
  table_open (&t, 1, TRUE);
  ui_wait_for (ada_may_play, &t);
  /* The count is the caption under the pile. */
  label = ui_find_widget (GTK_WIDGET (t.board), ui_card_labelled, "Discard pile", FALSE, NULL);
  g_assert_nonnull (label);
  label = gtk_widget_get_next_sibling (gtk_widget_get_parent (label));
  g_assert_true (GTK_IS_LABEL (label));
  text = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
  width = gtk_widget_get_width (label);
  g_assert_true (
      gtk_widget_compute_point (label, GTK_WIDGET (t.board), &GRAPHENE_POINT_INIT (0, 0), &before));

  g_assert_true (splay_board_submit (t.board, ada_move (&t), SPLAY_MOVE_POINTER));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (t.board));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, text);
  g_assert_cmpint (gtk_widget_get_width (label), >=, width);
  g_assert_true (
      gtk_widget_compute_point (label, GTK_WIDGET (t.board), &GRAPHENE_POINT_INIT (0, 0), &after));
  g_assert_cmpfloat (after.x, ==, before.x);
  table_close (&t);
}

static gboolean
game_over (gpointer data)
{
  SplayGame *game = splay_match_get_current_game (data);
  return game != NULL && splay_game_is_over (game);
}

/* A new deal is dealt: the cards come from the middle of the table one
 * after another while the match waits, then lie in their places. (Two
 * computers, watched: the first deal is played out without motion.) */
static void
test_new_deal_is_dealt (void)
{
  const SplayRules *rules = splay_catalog_lookup ("splatoids")->rules;
  g_autoptr (SplayPlayer) a = splay_player_new_computer ("Robot", SPLAY_LEVEL_RANDOM);
  g_autoptr (SplayPlayer) b = splay_player_new_computer ("Droid", SPLAY_LEVEL_RANDOM);
  SplayPlayer *players[] = { a, b };
  SplaySettings settings;
  SplayMatch *match;
  SplayBoard *board;
  GtkWindow *window;
  GtkWidget *to = NULL;

  set_animations (FALSE);
  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 5, players, 0, 2);
  splay_match_set_computer_delay (match, 0);
  splay_match_start_next_game (match);
  board = SPLAY_BOARD (g_object_ref_sink (splay_board_new_for_game (match)));
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1000, 700);
  gtk_window_set_child (window, GTK_WIDGET (board));
  gtk_window_present (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  ui_wait_for (game_over, match);

  set_animations (TRUE);
  splay_match_start_next_game (match);
  g_assert_cmpuint (splay_board_get_n_travelling (board), >, 1);
  g_assert_true (splay_match_is_held (match));
  g_assert_true (splay_board_get_travel (board, 0, NULL, &to, NULL));
  g_assert_cmpfloat (gtk_widget_get_opacity (to), ==, 0.0);
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (match)), ==, 0);
  ui_wait_for ((gboolean (*) (gpointer)) all_landed_board, board);
  g_assert_cmpfloat (gtk_widget_get_opacity (to), ==, 1.0);

  splay_match_set_paused (match, TRUE);
  ui_destroy_window (window);
  g_assert_finalize_object (board);
  g_assert_finalize_object (match);
  set_animations (FALSE);
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/motion/played-card-travels", test_played_card_travels);
  g_test_add_func ("/motion/no-animations", test_no_animations);
  g_test_add_func ("/motion/computer-moves-one-at-a-time", test_computer_moves_one_at_a_time);
  g_test_add_func ("/motion/labels-keep-room", test_labels_keep_room);
  g_test_add_func ("/motion/new-deal-is-dealt", test_new_deal_is_dealt);
  return ui_test_run ();
}
