/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every board in the smallest window GNOME asks apps to work at, 360x294
 * (a phone held sideways, a quarter of a small screen): for each of the
 * five games, a new match shown in a window asked for that size, the window
 * stays within 380x310, nothing scrolls sideways, and every button of the
 * board and every card of the person's hand can be reached: inside the
 * window, or scrolled into view, since a board taller than the window
 * scrolls down. The same after a move, and after the window is made large
 * and small again (the cards then size from the large room). And Splat for
 * four on a phone: the opponents fold to their heading lines, and unfold
 * on a large window. Every game on a phone (360x640) with names of 40
 * characters (the most the preferences take) at every seat. And the races
 * at every fifth width from 590 to 1,270 px, tall and short: nothing
 * scrolls sideways. */
#include "config.h"

#include <gtk/gtk.h>

#include "ui/splay-card-row.h"
#include "ui/splay-card-widget.h"
#include "ui-fit-util.h"

#define SHORT_W 360
#define SHORT_H 294
#define MAX_W 380
#define MAX_H 310
#define PHONE_H 640

/* The window within MAX_W x @max_h, nothing scrolls sideways, and every
 * button and card of the person's can be reached. */
static void
check_within (Fixture *f, SplayBoard *board, int max_h)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  UiFitCount count = { 0 };

  gtk_test_widget_wait_for_draw (window);
  g_test_message ("window %d×%d", gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_assert_cmpint (gtk_widget_get_width (window), <=, MAX_W);
  g_assert_cmpint (gtk_widget_get_height (window), <=, max_h);
  ui_fit_assert_no_sideways (window);
  ui_fit_assert_reachable (window, GTK_WIDGET (board), TRUE, &count);
  g_test_message ("%d buttons and %d cards reached, %d of them scrolled to", count.buttons,
                  count.cards, count.scrolled);
  g_assert_cmpint (count.buttons, >, 0);
  g_assert_cmpint (count.cards, >, 0);
}

static void
check (Fixture *f, SplayBoard *board)
{
  check_within (f, board, MAX_H);
}

static void
test_short (Fixture *f, gconstpointer data)
{
  const char *game = data;
  SplayBoard *board;
  int small_card, large_card;

  ui_fit_resize (f, SHORT_W, SHORT_H);
  board = ui_fit_start (f, game, 2, 3);
  check (f, board);
  /* A match opened as `splay --new GAME` opens one. */
  {
    g_autoptr (GError) error = NULL;

    g_assert_true (splay_application_new_match (f->app, game, 2, "easy", &error));
    g_assert_no_error (error);
    board = splay_window_get_board (f->window);
    ui_fit_settle (f);
    check (f, board);
  }
  small_card = ui_fit_largest_cards (GTK_WIDGET (board));

  /* Large, the cards grow with the room; small again, it all fits again. */
  ui_fit_resize (f, 1600, 1000);
  large_card = ui_fit_largest_cards (GTK_WIDGET (board));
  g_test_message ("cards %d px wide at 360x294, %d px at 1600x1000", small_card, large_card);
  if (small_card > 0)
    g_assert_cmpint (large_card, >, small_card);
  ui_fit_resize (f, SHORT_W, SHORT_H);
  check (f, board);
}

/* The cards shown under @w. */
static int
shown_cards (GtkWidget *w)
{
  int n = 0;

  if (!gtk_widget_get_mapped (w))
    return 0;
  if (SPLAY_IS_CARD_WIDGET (w))
    return 1;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    n += shown_cards (c);
  return n;
}

/* Splat for four on a phone: the three opponents fold to their heading
 * lines, the rest fits; on a large window their columns show again, and
 * fold again when the window is small again. */
static void
test_splat_folds (Fixture *f, gconstpointer data)
{
  SplayBoard *board;
  int folded, large, again;

  ui_fit_resize (f, 360, 640);
  board = ui_fit_start (f, "splat", 4, 3);
  folded = shown_cards (GTK_WIDGET (board));
  ui_fit_resize (f, 1600, 1000);
  large = shown_cards (GTK_WIDGET (board));
  ui_fit_resize (f, 360, 640);
  again = shown_cards (GTK_WIDGET (board));
  g_test_message ("cards shown: %d at 360x640, %d at 1600x1000, %d at 360x640 again", folded, large,
                  again);
  /* Each opponent's five columns and deck. */
  g_assert_cmpint (large, >=, folded + 3 * 6);
  g_assert_cmpint (again, ==, folded);
  {
    UiFitCount count = { 0 };

    gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
    ui_fit_assert_no_sideways (GTK_WIDGET (f->window));
    ui_fit_assert_reachable (GTK_WIDGET (f->window), GTK_WIDGET (board), FALSE, &count);
    g_assert_cmpint (count.buttons, >, 0);
  }
}

/* A race's table, sized from a model of its rows, at window widths from
 * the narrow layout's last to a large screen's, tall and short (on a short
 * one Ready moves to the end of the person's row): nothing scrolls
 * sideways. The model once took the seat's padding for 8 px a side, the
 * deck's edges for 22 px at every size, left out Ready's spacing, and gave
 * small cards less room than their widget asks: at 1,290 px two players'
 * board scrolled 3 px, at 1,040 px four players' 20 px. */
static void
test_race_widths (Fixture *f, gconstpointer data)
{
  const char *game = data;
  const int heights[] = { 640, 1000 };

  ui_fit_resize (f, 1270, heights[0]);
  ui_fit_start (f, game, g_str_equal (game, "splat") ? 4 : 2, 3);
  for (guint h = 0; h < G_N_ELEMENTS (heights); h++)
    for (int width = 590; width <= 1270; width += 5)
      {
        ui_fit_resize (f, width, heights[h]);
        gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
        ui_fit_assert_no_sideways (GTK_WIDGET (f->window));
      }
  g_test_message ("%s: nothing scrolls sideways from 590 to 1,270 px wide", game);
}

/* Names as long as the preferences allow (40 characters) at every seat,
 * the most seats each game has on a phone (360 x 640): the names wrap or
 * shorten, and the board fits as with short ones. */
static void
test_long_names (Fixture *f, gconstpointer data)
{
  const char *game = data;
  const char *const names[] = {
    "Maximiliane Alexandra von Hohenzollern-S", "Computer Bartholomäus von Hohenzollern 1",
    "Computer Bartholomäus von Hohenzollern 2", "Computer Bartholomäus von Hohenzollern 3",
    "Computer Bartholomäus von Hohenzollern 4",
  };
  int n = g_str_equal (game, "spit") ? 2 : g_str_equal (game, "splito") ? 5 : 4;
  SplayBoard *board;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpint (g_utf8_strlen (names[i], -1), ==, 40);
  board = ui_fit_start_named (f, game, n, 7, names, NULL);
  ui_fit_resize (f, SHORT_W, PHONE_H);
  check_within (f, board, PHONE_H);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  for (guint g = 0; g < G_N_ELEMENTS (ui_fit_games); g++)
    {
      g_autofree char *path = g_strdup_printf ("/ui-short/%s", ui_fit_games[g]);

      g_test_add (path, Fixture, ui_fit_games[g], ui_fixture_setup, test_short,
                  ui_fixture_teardown);
    }
  for (guint g = 0; g < G_N_ELEMENTS (ui_fit_games); g++)
    {
      g_autofree char *path = g_strdup_printf ("/ui-short/long-names/%s", ui_fit_games[g]);

      g_test_add (path, Fixture, ui_fit_games[g], ui_fixture_setup, test_long_names,
                  ui_fixture_teardown);
    }
  g_test_add ("/ui-short/spit-widths", Fixture, "spit", ui_fixture_setup, test_race_widths,
              ui_fixture_teardown);
  g_test_add ("/ui-short/splat-widths", Fixture, "splat", ui_fixture_setup, test_race_widths,
              ui_fixture_teardown);
  g_test_add ("/ui-short/splat-4-folds", Fixture, NULL, ui_fixture_setup, test_splat_folds,
              ui_fixture_teardown);
  return ui_test_run ();
}
