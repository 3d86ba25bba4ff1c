/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window: start Spit (and Splat) against a computer from the
 * new-game dialog and play cards with the keyboard, through the board's key
 * actions (one key picks a column, one key a pile); check the cards moved,
 * that the computer plays on its own clock (shortened for the test), that a
 * refused move bounces with its reason, that keys of a set nobody uses do
 * nothing, that a pause hides the cards and stops the clock, and that two
 * people at one keyboard each have their key set, that the cards grow
 * on a large screen, that every card place keeps its deepest room (the
 * keys under them on one line), and that a phone's piles take the height
 * the rows leave. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "engine/spit.h"
#include "engine/splat.h"
#include "model/splay-realtime.h"
#include "ui/splay-application.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-speed-board.h"
#include "ui/splay-window.h"
#include "ui-fit-util.h"
#include "ui-test-util.h"

/* Starts a race from the chooser's action and the dialog; @level < 0: two people. */
static SplaySpeedBoard *
start_game (Fixture *f, const char *game_id, int level)
{
  GtkWindow *dialog;
  GtkWidget *board;
  SplayRealtime *rt;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", game_id);
  dialog = splay_window_get_new_game_dialog (f->window);
  g_assert_nonnull (dialog);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 2);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, level < 0 ? "Bo" : "Robot",
                                  level);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_null (splay_window_get_new_game_dialog (f->window));

  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  board = GTK_WIDGET (splay_window_get_board (f->window));
  g_assert_true (SPLAY_IS_SPEED_BOARD (board));
  rt = splay_match_get_realtime (splay_window_get_match (f->window));
  g_assert_nonnull (rt);
  /* The computer reacts in a tenth of its time: quick enough for a short
   * test, slow enough that the test's player gets its moves in. */
  splay_realtime_set_reaction_scale (rt, 0.1);
  return SPLAY_SPEED_BOARD (board);
}

static int
actions_by (SplayGame *game, int seat)
{
  int n = 0;

  for (guint i = 0; i < splay_game_get_n_actions (game); i++)
    {
      int who;
      SplayAction a;
      splay_game_get_action (game, i, &who, &a);
      n += who == seat;
    }
  return n;
}

static void
test_keyboard_against_computer (Fixture *f, gconstpointer data)
{
  const char *game_id = data;
  SplaySpeedBoard *board = start_game (f, game_id, SPLAY_LEVEL_EXPERT);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  int played = 0;

  /* One person: the left keys are theirs, the right keys nobody's. */
  g_assert_cmpint (splay_speed_board_get_keyset_seat (board, 0), ==, 0);
  g_assert_cmpint (splay_speed_board_get_keyset_seat (board, 1), ==, -1);
  g_assert_nonnull (strstr (splay_speed_board_get_keys_text (board, 0), "1–5"));
  g_assert_null (splay_speed_board_get_keys_text (board, 1));

  while (played < 6 && !splay_game_is_over (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      played += ui_speed_key_move (board, game, 0, 0);
      ui_spin (15);
    }
  g_assert_cmpint (played, ==, 6);
  /* The computer played too, on its own. */
  g_assert_cmpint (actions_by (game, 1), >, 0);

  /* Keys of a set nobody uses do nothing. */
  {
    guint n = splay_game_get_n_actions (game);
    splay_match_set_paused (match, TRUE);
    ui_activate (GTK_WIDGET (board), "board.pick", "(ii)", 1, 0);
    ui_activate (GTK_WIDGET (board), "board.pile", "(ii)", 1, 0);
    ui_activate (GTK_WIDGET (board), "board.ready", "i", 1);
    g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
    splay_match_set_paused (match, FALSE);
  }
}

/* A card that does not fit bounces back with the reason. */
static void
test_refused_bounces (Fixture *f, gconstpointer data)
{
  SplaySpeedBoard *board = start_game (f, "spit", SPLAY_LEVEL_EASY);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  gboolean tried = FALSE;

  /* The keys below are pressed with no main loop turn between them and the
   * check, so the computer cannot change the piles in between. */
  while (!tried)
    {
      const SpeedState *s = ((const SpeedState *) splay_game_get_state (game));

      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_assert_false (splay_game_is_over (game));
      if (s->phase == SPEED_PHASE_PLAY && s->started)
        for (int c = 0; c < SPEED_COLUMNS && !tried; c++)
          {
            SplayCard card = speed_source_card (s, 0, c);
            SplayCard top = speed_pile_top (s, 0);
            guint n = splay_game_get_n_actions (game);

            if (card == SPLAY_CARD_NONE || top == SPLAY_CARD_NONE
                || speed_ranks_adjacent (s, splay_card_rank (card), splay_card_rank (top)))
              continue;
            ui_activate (GTK_WIDGET (board), "board.pick", "(ii)", 0, c);
            ui_activate (GTK_WIDGET (board), "board.pile", "(ii)", 0, 0);
            g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
            g_assert_true (splay_speed_board_is_bouncing (board));
            g_assert_nonnull (splay_board_get_last_message (SPLAY_BOARD (board)));
            g_assert_nonnull (
                strstr (splay_board_get_last_message (SPLAY_BOARD (board)), "one rank"));
            /* The card is back in its column. */
            g_assert_cmpint (
                speed_source_card (((const SpeedState *) splay_game_get_state (game)), 0, c), ==,
                card);
            tried = TRUE;
          }
      if (!tried)
        {
          ui_speed_key_move (board, game, 0, 0);
          ui_spin (10);
        }
    }
  ui_spin (600);
  g_assert_false (splay_speed_board_is_bouncing (board));
}

/* A pause hides the cards and stops the clock and the computer. */
static void
test_pause (Fixture *f, gconstpointer data)
{
  SplaySpeedBoard *board = start_game (f, "spit", SPLAY_LEVEL_EXPERT);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  SplayRealtime *rt = splay_match_get_realtime (match);
  gint64 t;
  guint n;

  g_assert_false (splay_board_is_paused_cover (SPLAY_BOARD (board)));
  ui_activate (GTK_WIDGET (board), "board.pause", NULL);
  g_assert_true (splay_match_get_paused (match));
  g_assert_true (splay_board_is_paused_cover (SPLAY_BOARD (board)));
  g_assert_false (splay_realtime_get_running (rt));
  t = splay_realtime_get_time_ms (rt);
  n = splay_game_get_n_actions (game);
  ui_spin (300);
  g_assert_cmpint (splay_realtime_get_time_ms (rt), ==, t);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
  /* Moves wait too. */
  ui_activate (GTK_WIDGET (board), "board.ready", "i", 0);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);

  ui_activate (GTK_WIDGET (board), "board.resume", NULL);
  g_assert_false (splay_match_get_paused (match));
  g_assert_false (splay_board_is_paused_cover (SPLAY_BOARD (board)));
  g_assert_true (splay_realtime_get_running (rt));
}

/* Two people at one keyboard: each key set moves its own player's cards. */
static void
test_two_people (Fixture *f, gconstpointer data)
{
  SplaySpeedBoard *board = start_game (f, data, -1);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  int played[2] = { 0, 0 };

  g_assert_cmpint (splay_speed_board_get_keyset_seat (board, 0), ==, 0);
  g_assert_cmpint (splay_speed_board_get_keyset_seat (board, 1), ==, 1);
  g_assert_nonnull (strstr (splay_speed_board_get_keys_text (board, 0), "1–5"));
  g_assert_nonnull (strstr (splay_speed_board_get_keys_text (board, 1), "6–0"));

  while ((played[0] < 2 || played[1] < 2) && !splay_game_is_over (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      for (int k = 0; k < 2; k++)
        played[k] += ui_speed_key_move (board, game, k, k);
      ui_spin (5);
    }
  g_assert_cmpint (actions_by (game, 0), >, 0);
  g_assert_cmpint (actions_by (game, 1), >, 0);
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* A race resumed from the start page waits, paused and hidden, at the
 * saved point until the person resumes it. */
static void
test_resume_paused (Fixture *f, gconstpointer data)
{
  SplaySpeedBoard *board = start_game (f, "spit", SPLAY_LEVEL_MEDIUM);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  gint64 id = splay_match_get_id (match);
  guint n_actions;

  g_assert_cmpint (id, >, 0);
  while (splay_game_get_n_actions (game) < 4)
    {
      ui_speed_key_move (board, game, 0, 0);
      ui_spin (10);
    }
  n_actions = splay_game_get_n_actions (game);

  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL);
  ui_wait_for (is_null, &board);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.resume", "x", id);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  match = splay_window_get_match (f->window);
  game = splay_match_get_current_game (match);
  board = SPLAY_SPEED_BOARD (splay_window_get_board (f->window));
  g_assert_cmpuint (splay_game_get_n_actions (game), >=, n_actions);
  n_actions = splay_game_get_n_actions (game);
  g_assert_true (splay_match_get_paused (match));
  g_assert_true (splay_board_is_paused_cover (SPLAY_BOARD (board)));
  g_assert_false (splay_realtime_get_running (splay_match_get_realtime (match)));
  ui_spin (200);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_actions);

  ui_activate (GTK_WIDGET (board), "board.resume", NULL);
  g_assert_false (splay_board_is_paused_cover (SPLAY_BOARD (board)));
  g_assert_true (splay_realtime_get_running (splay_match_get_realtime (match)));
}

/* Drags column @col of seat 0 onto pile @pile as the toolkit would: the
 * card's drag source prepares the content (NULL: the card cannot be
 * dragged), the pile's drop target receives it. Returns whether the drop
 * was taken. */
static gboolean
drag_to_pile (SplaySpeedBoard *board, int col, int pile)
{
  GtkEventController *source
      = ui_find_controller (GTK_WIDGET (board), GTK_TYPE_DRAG_SOURCE, "slot", col);
  GtkEventController *target
      = ui_find_controller (GTK_WIDGET (board), GTK_TYPE_DROP_TARGET, "pile", pile);

  g_assert_nonnull (source);
  g_assert_nonnull (target);
  return ui_drag_and_drop (source, target, 20.0, 20.0) == TRUE;
}

/* Dragging a card onto a pile plays it; one that does not fit bounces back
 * with the reason and nothing changes. */
static void
test_drag_to_pile (Fixture *f, gconstpointer data)
{
  SplaySpeedBoard *board = start_game (f, data, SPLAY_LEVEL_EASY);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  gboolean played = FALSE, refused = FALSE;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  /* No main loop turn between looking at the piles and dropping, so the
   * computer cannot change them in between. */
  while (!played || !refused)
    {
      const SpeedState *s = ((const SpeedState *) splay_game_get_state (game));

      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_assert_false (splay_game_is_over (game));
      if (s->phase == SPEED_PHASE_PLAY && s->started)
        for (int c = 0; c < SPEED_COLUMNS; c++)
          for (int p = 0; p < s->n_seats; p++)
            {
              SplayCard card = speed_source_card (s, 0, c);
              SplayCard top = speed_pile_top (s, p);
              guint n = splay_game_get_n_actions (game);
              gboolean fits;

              if (card == SPLAY_CARD_NONE || top == SPLAY_CARD_NONE)
                continue;
              fits = speed_ranks_adjacent (s, splay_card_rank (card), splay_card_rank (top));
              if ((fits && played) || (!fits && refused))
                continue;
              if (fits)
                {
                  g_assert_true (drag_to_pile (board, c, p));
                  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n + 1);
                  if (!splay_game_is_over (game)
                      && ((const SpeedState *) splay_game_get_state (game))->phase
                             == SPEED_PHASE_PLAY)
                    g_assert_cmpint (
                        speed_pile_top (((const SpeedState *) splay_game_get_state (game)), p), ==,
                        card);
                  played = TRUE;
                }
              else
                {
                  g_assert_false (drag_to_pile (board, c, p));
                  g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
                  g_assert_true (splay_speed_board_is_bouncing (board));
                  g_assert_nonnull (
                      strstr (splay_board_get_last_message (SPLAY_BOARD (board)), "one rank"));
                  g_assert_cmpint (
                      speed_source_card (((const SpeedState *) splay_game_get_state (game)), 0, c),
                      ==, card);
                  g_assert_cmpint (
                      speed_pile_top (((const SpeedState *) splay_game_get_state (game)), p), ==,
                      top);
                  refused = TRUE;
                }
              c = SPEED_COLUMNS; /* look again at the new position */
              break;
            }
      if (!played || !refused)
        {
          /* Uncover cards and say Ready by keyboard until a drag can be
           * tried; a face-down column cannot be dragged. */
          SplayAction a;
          if (s->phase == SPEED_PHASE_PLAY && ui_speed_find_action (game, 0, SPEED_TURN, &a))
            g_assert_false (drag_to_pile (board, SPEED_ACTION_A (a), 0));
          ui_speed_key_move (board, game, 0, 0);
          ui_spin (10);
        }
    }
}

/* Not a test: how long a key takes to reach the screen (the two keys of a
 * move, the rules, the board's refresh, and the next frame drawn), printed
 * for the report. Run with -m perf. */
static gboolean
after_paint_seen (gpointer data)
{
  return *(gint64 *) data != 0;
}

static void
on_after_paint (GdkFrameClock *clock, gint64 *painted)
{
  if (*painted == 0)
    *painted = g_get_monotonic_time ();
}

static void
test_key_latency (Fixture *f, gconstpointer data)
{
  SplaySpeedBoard *board = start_game (f, data, SPLAY_LEVEL_EASY);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  GdkFrameClock *clock;
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  double apply_sum = 0, paint_sum = 0, paint_max = 0;
  int n = 0;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->window));
  while (n < 20 && !splay_game_is_over (game) && g_get_monotonic_time () < end)
    {
      const SpeedState *s = ((const SpeedState *) splay_game_get_state (game));
      SplayAction a;

      if (s->phase == SPEED_PHASE_PLAY && ui_speed_find_action (game, 0, SPEED_PLAY, &a))
        {
          int src = SPEED_ACTION_A (a);
          int slot = src >= SPEED_FROM_HAND ? src - SPEED_FROM_HAND : src;
          gint64 painted = 0, t0, t1;
          gulong id;

          ui_spin (50);
          if (splay_game_is_over (game) || !ui_speed_find_action (game, 0, SPEED_PLAY, &a))
            continue;
          src = SPEED_ACTION_A (a);
          slot = src >= SPEED_FROM_HAND ? src - SPEED_FROM_HAND : src;
          id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
          t0 = g_get_monotonic_time ();
          ui_activate (GTK_WIDGET (board), "board.pick", "(ii)", 0, slot);
          ui_activate (GTK_WIDGET (board), "board.pile", "(ii)", 0, SPEED_ACTION_B (a));
          t1 = g_get_monotonic_time ();
          ui_wait_for (after_paint_seen, &painted);
          g_signal_handler_disconnect (clock, id);
          apply_sum += (t1 - t0) / 1000.0;
          paint_sum += (painted - t0) / 1000.0;
          paint_max = MAX (paint_max, (painted - t0) / 1000.0);
          n++;
        }
      else
        {
          ui_speed_key_move (board, game, 0, 0);
          ui_spin (10);
        }
    }
  g_assert_cmpint (n, >, 0);
  g_test_message ("%s: %d moves; keys to board updated %.2f ms on average; "
                  "keys to the next frame painted %.1f ms on average, %.1f ms at most",
                  (const char *) data, n, apply_sum / n, paint_sum / n, paint_max);
}

/* A race on a large screen: the person's cards grow with it. They
 * stopped at 150 px, where the other boards go on (Splatoids to 196), and
 * at 2540x1400 a third of the height stood empty. xvfb-run's screen
 * (1280x1024) holds no window that large, so the board is sized for one
 * as its allocation would size it; its table must then fit that height. */
static void
test_large_window (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  int largest, natural;

  ui_fit_resize (f, 1260, 1000);
  board = ui_fit_start (f, data, 2, 7);
  ui_fit_settle (f);
  largest = ui_fit_cards_for (board, 2540, 1350, &natural);
  g_test_message ("%s at 2540x1350: cards %d px wide, %d px high", (const char *) data, largest,
                  natural);
  g_assert_cmpint (largest, >, 150);
  g_assert_cmpint (natural, <=, 1350);
  /* And back to the window's own size. */
  ui_fit_settle (f);
  g_assert_cmpint (ui_fit_largest_cards (GTK_WIDGET (board)), <, largest);
}

/* Common screens, less the header bar: the table fits the room the
 * board has. The cards were chosen from a model of the table's height
 * that left out the room of their edges, which grows with them: at 1920 x
 * 1200 the table took 1,221 px, and Ready, with the key legend beside
 * it, lay under the window's bottom edge; at 1920 x 1080 the reason
 * under the person's cards touched it. Splat for four stacks the
 * opponents. */
static void
test_fits_screens (Fixture *f, gconstpointer data)
{
  static const int sizes[][2] = { { 1000, 650 },  { 1280, 670 },  { 1600, 850 }, { 1920, 950 },
                                  { 1920, 1030 }, { 1920, 1150 }, { 2540, 1350 } };
  const char *game = data;
  SplayBoard *board;

  for (int players = 2; players <= (strcmp (game, "splat") == 0 ? 4 : 2); players += 2)
    {
      ui_fit_resize (f, 1260, 1000);
      board = ui_fit_start (f, game, players, 7);
      ui_fit_settle (f);
      int first = 0, largest = 0;

      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          int natural;

          largest = ui_fit_cards_for (board, sizes[i][0], sizes[i][1], &natural);
          g_test_message ("%s for %d at %dx%d: cards %d px, %d px high", game, players, sizes[i][0],
                          sizes[i][1], largest, natural);
          g_assert_cmpint (natural, <=, sizes[i][1]);
          first = first != 0 ? first : largest;
        }
      /* Not by keeping the cards small: the largest room's are twice the
       * smallest's. */
      g_assert_cmpint (largest, >=, 2 * first);
      ui_fit_settle (f);
    }
}

/* Splat's cut: Ada chooses a packet and the robot another (Spit has
 * none). */
static void
past_cut (SplaySpeedBoard *speed, SplayGame *game)
{
  for (int i = 0;
       i < 100 && ((const SpeedState *) splay_game_get_state (game))->phase == SPEED_PHASE_CUT; i++)
    {
      ui_speed_key_move (speed, game, 0, 0);
      ui_spin (50);
    }
  g_assert_cmpint (((const SpeedState *) splay_game_get_state (game))->phase, !=, SPEED_PHASE_CUT);
}

/* Every card place of a race (the columns, the decks, the piles) is as
 * tall as at its deepest, so that the keys and buttons under them stay on
 * one line as the cards come and go. Columns of one card beside columns
 * of five made the keys under them step, and Splat's Splat! buttons stood
 * lower under a higher pile. Measured at the deal, where the columns hold
 * one to five cards and the piles few. */
static void
check_places_full_height (GtkWidget *w, int *n_checked)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_get_mapped (c))
        continue;
      if (SPLAY_IS_CARD_WIDGET (c))
        {
          int natural, width = splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (c));

          gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
          g_assert_cmpint (
              natural, ==,
              splay_card_widget_height_for (width, SPLAY_CARD_WIDGET_MAX_EDGES, FALSE));
          ++*n_checked;
        }
      check_places_full_height (c, n_checked);
    }
}

/* The keys under the card places labelled @prefix (at least @least of
 * them; the key follows its place) lie in the middle of their faces. */
static void
assert_keys_under_faces (Fixture *f, GtkWidget *board, const char *prefix, int least)
{
  g_autoptr (GPtrArray) places = g_ptr_array_new ();
  int checked = 0;

  ui_find_widgets (board, ui_card_labelled, prefix, TRUE, places);
  for (guint i = 0; i < places->len; i++)
    {
      GtkWidget *place = g_ptr_array_index (places, i);
      GtkWidget *key = gtk_widget_get_next_sibling (place);
      int face = splay_card_widget_width_for (
          splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (place)), 1, 0);
      float face_middle = ui_point_in_window (f, place).x + face / 2.f;
      float key_middle;

      if (key == NULL || !GTK_IS_LABEL (key) || !gtk_widget_get_mapped (key)
          || *gtk_label_get_text (GTK_LABEL (key)) == '\0')
        continue;
      key_middle = ui_point_in_window (f, key).x + gtk_widget_get_width (key) / 2.f;
      if (fabsf (key_middle - face_middle) > 1.f)
        g_error ("the key “%s” lies at x %.1f, under %s’s face at %.1f",
                 gtk_label_get_text (GTK_LABEL (key)), key_middle,
                 splay_card_widget_get_label (SPLAY_CARD_WIDGET (place)), face_middle);
      checked++;
    }
  g_assert_cmpint (checked, >=, least);
}

static void
test_keys_in_line (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  SplaySpeedBoard *speed;
  SplayGame *game;
  int n_checked = 0;
  float first = 0;

  ui_fit_resize (f, 1000, 700);
  board = ui_fit_start (f, data, 2, 11);
  speed = SPLAY_SPEED_BOARD (board);
  game = splay_match_get_current_game (splay_window_get_match (f->window));
  past_cut (speed, game);
  ui_fit_settle (f);
  check_places_full_height (GTK_WIDGET (board), &n_checked);
  /* Both seats' five columns and decks, and the piles. */
  g_assert_cmpint (n_checked, >=, 2 * 6 + 2);
  /* The keys under Ada's columns: "1" to "5" on one line. */
  for (int c = 1; c <= 5; c++)
    {
      char key[2] = { (char) ('0' + c), 0 };
      GtkWidget *label = ui_find_widget (GTK_WIDGET (board), ui_label_says, key, TRUE, NULL);
      float y;

      g_assert_nonnull (label);
      y = ui_point_in_window (f, label).y;
      if (c == 1)
        first = y;
      g_assert_cmpfloat (y, ==, first);
    }
  /* Each key lies under its card's face, not under the room its edges
   * keep at the face's right (it lay 4 to 6 px right of the face's
   * middle): the columns' and the piles'. */
  assert_keys_under_faces (f, GTK_WIDGET (board), "Ada, column ", 5);
  assert_keys_under_faces (f, GTK_WIDGET (board), "Pile ", 2);
}

/* On a phone the width bounds every row's cards, and the height they leave
 * goes to the piles, where the race is played: larger than the person's
 * cards (they were as large, amid empty room), at most half as large
 * again, and every button and card of Ada's in view without scrolling. */
static void
test_narrow_piles (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  GtkWidget *pile, *column;
  int pile_w, column_w;
  UiFitCount count = { 0 };

  ui_fit_resize (f, 360, 720);
  board = ui_fit_start (f, data, 2, 5);
  past_cut (SPLAY_SPEED_BOARD (board),
            splay_match_get_current_game (splay_window_get_match (f->window)));
  ui_fit_settle (f);
  pile = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, "Pile ", TRUE, NULL);
  column = ui_find_widget (GTK_WIDGET (board), ui_card_labelled, "Ada, column 1", TRUE, NULL);
  g_assert_nonnull (pile);
  g_assert_nonnull (column);
  pile_w = splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (pile));
  column_w = splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (column));
  g_test_message ("%s at 360x720: piles %d px, Ada's cards %d px", (const char *) data, pile_w,
                  column_w);
  g_assert_cmpint (pile_w, >, column_w);
  g_assert_cmpint (pile_w, <=, column_w * 3 / 2);
  ui_fit_assert_reachable (GTK_WIDGET (f->window), GTK_WIDGET (board), FALSE, &count);
  g_assert_cmpint (count.cards, >=, 5);
  /* A wide window keeps the piles as large as the person's cards. */
  ui_fit_resize (f, 1000, 700);
  pile_w = splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (pile));
  column_w = splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (column));
  g_assert_cmpint (pile_w, ==, column_w);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/spit/keyboard-against-computer", Fixture, "spit", ui_fixture_setup,
              test_keyboard_against_computer, ui_fixture_teardown);
  g_test_add ("/ui/splat/keyboard-against-computer", Fixture, "splat", ui_fixture_setup,
              test_keyboard_against_computer, ui_fixture_teardown);
  g_test_add ("/ui/spit/refused-bounces", Fixture, NULL, ui_fixture_setup, test_refused_bounces,
              ui_fixture_teardown);
  g_test_add ("/ui/spit/large-window", Fixture, "spit", ui_fixture_setup, test_large_window,
              ui_fixture_teardown);
  g_test_add ("/ui/splat/large-window", Fixture, "splat", ui_fixture_setup, test_large_window,
              ui_fixture_teardown);
  g_test_add ("/ui/spit/fits-screens", Fixture, "spit", ui_fixture_setup, test_fits_screens,
              ui_fixture_teardown);
  g_test_add ("/ui/splat/fits-screens", Fixture, "splat", ui_fixture_setup, test_fits_screens,
              ui_fixture_teardown);
  g_test_add ("/ui/spit/keys-in-line", Fixture, "spit", ui_fixture_setup, test_keys_in_line,
              ui_fixture_teardown);
  g_test_add ("/ui/splat/keys-in-line", Fixture, "splat", ui_fixture_setup, test_keys_in_line,
              ui_fixture_teardown);
  g_test_add ("/ui/spit/narrow-piles", Fixture, "spit", ui_fixture_setup, test_narrow_piles,
              ui_fixture_teardown);
  g_test_add ("/ui/splat/narrow-piles", Fixture, "splat", ui_fixture_setup, test_narrow_piles,
              ui_fixture_teardown);
  g_test_add ("/ui/spit/pause", Fixture, NULL, ui_fixture_setup, test_pause, ui_fixture_teardown);
  g_test_add ("/ui/spit/resume-paused", Fixture, NULL, ui_fixture_setup, test_resume_paused,
              ui_fixture_teardown);
  g_test_add ("/ui/spit/two-people", Fixture, "spit", ui_fixture_setup, test_two_people,
              ui_fixture_teardown);
  g_test_add ("/ui/splat/two-people", Fixture, "splat", ui_fixture_setup, test_two_people,
              ui_fixture_teardown);
  g_test_add ("/ui/spit/drag-to-pile", Fixture, "spit", ui_fixture_setup, test_drag_to_pile,
              ui_fixture_teardown);
  g_test_add ("/ui/splat/drag-to-pile", Fixture, "splat", ui_fixture_setup, test_drag_to_pile,
              ui_fixture_teardown);
  if (g_test_perf ())
    {
      g_test_add ("/ui/spit/key-latency", Fixture, "spit", ui_fixture_setup, test_key_latency,
                  ui_fixture_teardown);
      g_test_add ("/ui/splat/key-latency", Fixture, "splat", ui_fixture_setup, test_key_latency,
                  ui_fixture_teardown);
    }
  return ui_test_run ();
}
