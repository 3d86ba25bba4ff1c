/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Boards on a narrow window: a new match opened as `splay --new GAME`
 * would, the window asked for 360 x 640 (a phone, a tiled half screen),
 * must be no wider than 380 px, every action button and every card of the
 * person's hand must lie inside it, and no card anywhere on the board may
 * stick out at a side (what does not fit scrolls up and down, never
 * across); moves played at that size keep it so. One test per game (this
 * file: Splatoids, Spite and Malice). Built once more with
 * SPLAY_NARROW_LANGUAGE "de": the same in German, whose captions are
 * longer (a caption's longest word sets its column's width). */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "engine/splatoids.h"
#include "engine/spite-malice.h"
#include "ui/splay-card-row.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-splatoids-board.h"
#include "ui/splay-window.h"
#include "ui-fit-util.h"
#include "ui-test-util.h"

#define NARROW_WIDTH 360
#define NARROW_HEIGHT 640
#define TALL_HEIGHT 800
#define WIDTH_LIMIT 380

/* Opens a new match of @game with @players seats, as "splay --new" does. */
static SplayBoard *
open_game (Fixture *f, const char *game, int players)
{
  g_autoptr (GApplicationCommandLine) line = NULL;
  g_autoptr (GVariantDict) dict = g_variant_dict_new (NULL);
  const char *argv[] = { "splay", NULL };
  int status = -1;

  g_variant_dict_insert (dict, "new", "s", game);
  g_variant_dict_insert (dict, "players", "i", players);
  line = g_object_new (G_TYPE_APPLICATION_COMMAND_LINE, "arguments",
                       g_variant_new_bytestring_array (argv, -1), "options",
                       g_variant_dict_end (dict), NULL);
  g_signal_emit_by_name (f->app, "command-line", line, &status);
  g_assert_cmpint (status, ==, EXIT_SUCCESS);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  return splay_window_get_board (f->window);
}

/* Asks for the narrow size, the way a tiling window manager or a phone
 * would give it. */
static void
make_narrow (Fixture *f)
{
  ui_fit_resize (f, NARROW_WIDTH, NARROW_HEIGHT);
}

/* Says which widgets ask for more than the limit, to find the culprit. */
static void
report_wide (GtkWidget *w, int depth)
{
  int min;

  if (!gtk_widget_get_visible (w))
    return;
  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min <= WIDTH_LIMIT)
    return;
  g_test_message ("%*s%s (%s) asks for %d px", depth * 2, "", G_OBJECT_TYPE_NAME (w),
                  gtk_widget_get_css_name (w), min);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    report_wide (c, depth + 1);
}

static void
assert_inside (Fixture *f, GtkWidget *w, const char *what)
{
  graphene_rect_t r;
  int ww = gtk_widget_get_width (GTK_WIDGET (f->window));
  int wh = gtk_widget_get_height (GTK_WIDGET (f->window));

  g_assert_true (gtk_widget_get_mapped (w));
  g_assert_true (gtk_widget_compute_bounds (w, GTK_WIDGET (f->window), &r));
  if (r.origin.x < -0.5 || r.origin.y < -0.5 || r.origin.x + r.size.width > ww + 0.5
      || r.origin.y + r.size.height > wh + 0.5)
    g_error ("%s (%s) lies at %.0f,%.0f %.0fx%.0f, outside the %dx%d window", what,
             G_OBJECT_TYPE_NAME (w), r.origin.x, r.origin.y, r.size.width, r.size.height, ww, wh);
}

static void
assert_narrow (Fixture *f)
{
  int width = gtk_widget_get_width (GTK_WIDGET (f->window));

  if (width > WIDTH_LIMIT)
    report_wide (GTK_WIDGET (f->window), 0);
  g_assert_cmpint (width, <=, WIDTH_LIMIT);
}

/* Every button under @w that is shown: the board's actions. */
static void
assert_buttons_inside (Fixture *f, GtkWidget *w)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      if (!gtk_widget_get_visible (c) || !gtk_widget_get_child_visible (c))
        continue;
      if (GTK_IS_BUTTON (c) && gtk_widget_get_mapped (c))
        assert_inside (f, c, gtk_button_get_label (GTK_BUTTON (c)));
      else
        assert_buttons_inside (f, c);
    }
}

/* Every card of the hand rows under @w: the person's hand; returns how
 * many. */
static int
assert_hand_inside (Fixture *f, GtkWidget *w)
{
  int n = 0;

  if (SPLAY_IS_CARD_ROW (w) && gtk_widget_get_mapped (w))
    {
      for (GtkWidget *c = gtk_widget_get_first_child (w); c;
           c = gtk_widget_get_next_sibling (c), n++)
        assert_inside (f, c, "a card of the hand");
      return n;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    /* An opponent's hand shown face up (at the end of a game) is not the
     * person's. */
    if (gtk_widget_get_visible (c) && !gtk_widget_has_css_class (c, "opponent"))
      n += assert_hand_inside (f, c);
  return n;
}

/* Every card shown under @w lies across the window, whole: returns how
 * many there are. */
static int
assert_cards_across (Fixture *f, GtkWidget *w)
{
  int n = 0;

  if (!gtk_widget_get_visible (w) || !gtk_widget_get_child_visible (w))
    return 0;
  if (SPLAY_IS_CARD_WIDGET (w) && gtk_widget_get_mapped (w))
    {
      graphene_rect_t r;
      int ww = gtk_widget_get_width (GTK_WIDGET (f->window));

      g_assert_true (gtk_widget_compute_bounds (w, GTK_WIDGET (f->window), &r));
      if (r.origin.x < -0.5 || r.origin.x + r.size.width > ww + 0.5)
        g_error ("a card (%s) lies across %.0f to %.0f, outside the window's %d px",
                 splay_card_widget_get_label (SPLAY_CARD_WIDGET (w)), r.origin.x,
                 r.origin.x + r.size.width, ww);
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    n += assert_cards_across (f, c);
  return n;
}

static void
assert_fits (Fixture *f, SplayBoard *board, int hand_n)
{
  g_test_message ("%d cards in the hand, window %dx%d", hand_n,
                  gtk_widget_get_width (GTK_WIDGET (f->window)),
                  gtk_widget_get_height (GTK_WIDGET (f->window)));
  assert_narrow (f);
  assert_buttons_inside (f, GTK_WIDGET (board));
  g_assert_cmpint (assert_hand_inside (f, GTK_WIDGET (board)), ==, hand_n);
  g_assert_cmpint (assert_cards_across (f, GTK_WIDGET (board)), >, hand_n);
}

static gboolean
person_may_act (gpointer data)
{
  SplayMatch *match = data;
  SplayGame *game = splay_match_get_current_game (match);

  return splay_game_is_over (game) || (splay_game_get_actors (game) & 1);
}

/* ---- Splatoids ---- */

static void
test_splatoids (Fixture *f, gconstpointer data)
{
  SplayBoard *board = open_game (f, "splatoids", 4);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayCard hand[SPLATOIDS_MAX_CARDS];

  g_assert_true (SPLAY_IS_SPLATOIDS_BOARD (board));
  make_narrow (f);
  assert_fits (f, board, splay_splatoids_board_get_hand (SPLAY_SPLATOIDS_BOARD (board), hand));

  /* A few moves at that size, as the keyboard plays them: the lowest
   * card, else picking up the pile, else (ending a turn, a table pile) any
   * legal move. */
  for (int move = 0; move < 8; move++)
    {
      SplayGame *game;
      guint before;

      ui_wait_for (person_may_act, match);
      game = splay_match_get_current_game (match);
      if (splay_game_is_over (game))
        break;
      before = splay_game_get_n_actions (game);
      gtk_widget_activate_action (GTK_WIDGET (board), "board.select-first", NULL);
      gtk_widget_activate_action (GTK_WIDGET (board), "board.play", NULL);
      if (splay_game_get_n_actions (game) == before)
        gtk_widget_activate_action (GTK_WIDGET (board), "board.pick-up", NULL);
      if (splay_game_get_n_actions (game) == before)
        {
          SplayAction legal[SPLAY_MAX_ACTIONS];
          int n = splay_game_get_rules (game)->legal (splay_game_get_state (game), 0, legal);

          g_assert_cmpint (n, >, 0);
          g_assert_true (splay_match_submit (match, 0, legal[0], SPLAY_MOVE_TEST, NULL));
        }
      ui_fit_settle (f);
      assert_fits (f, board, splay_splatoids_board_get_hand (SPLAY_SPLATOIDS_BOARD (board), hand));
    }
}

/* ---- Spite and Malice ---- */

static void
test_spite_malice (Fixture *f, gconstpointer data)
{
  SplayBoard *board = open_game (f, "spite-malice", 2);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayCard hand[SPITE_MALICE_HAND];

  g_assert_true (SPLAY_IS_SPITE_MALICE_BOARD (board));
  make_narrow (f);
  assert_fits (f, board,
               splay_spite_malice_board_get_hand (SPLAY_SPITE_MALICE_BOARD (board), hand));

  /* Moves at that size: the last legal one is a discard more often than
   * not, so the discard piles fan out under the goal. */
  for (int move = 0; move < 10; move++)
    {
      SplayGame *game;
      SplayAction legal[SPLAY_MAX_ACTIONS];
      int n;

      ui_wait_for (person_may_act, match);
      game = splay_match_get_current_game (match);
      if (splay_game_is_over (game))
        break;
      n = splay_game_get_rules (game)->legal (splay_game_get_state (game), 0, legal);
      g_assert_cmpint (n, >, 0);
      g_assert_true (splay_match_submit (match, 0, legal[n - 1], SPLAY_MOVE_TEST, NULL));
      ui_fit_settle (f);
      assert_fits (f, board,
                   splay_spite_malice_board_get_hand (SPLAY_SPITE_MALICE_BOARD (board), hand));
    }

  /* A taller phone: the cards grow with the height, as far as the width
   * lets every column of the table keep inside it. */
  ui_fit_resize (f, NARROW_WIDTH, TALL_HEIGHT);
  assert_fits (f, board,
               splay_spite_malice_board_get_hand (SPLAY_SPITE_MALICE_BOARD (board), hand));
}

/* A card widget named @data (a UiWidgetMatch). */
static gboolean
is_card_named (GtkWidget *w, gconstpointer data)
{
  return SPLAY_IS_CARD_WIDGET (w)
         && g_strcmp0 (splay_card_widget_get_label (SPLAY_CARD_WIDGET (w)), data) == 0;
}

static GtkWidget *
find_card (GtkWidget *w, const char *label)
{
  return ui_find_widget (w, is_card_named, label, FALSE, NULL);
}

/* Four players on a phone: the opponents and the building piles are
 * taller than their room, and what gives way is the opponents, scrolled
 * off the top; the building piles, where the person plays, are in view
 * whole, at a table that grows and at a new size. */
static void
test_spite_malice_four (Fixture *f, gconstpointer data)
{
  SplayBoard *board = open_game (f, "spite-malice", 4);
  SplayCard hand[SPITE_MALICE_HAND];
  const int heights[] = { 720, NARROW_HEIGHT, TALL_HEIGHT };

  g_assert_true (SPLAY_IS_SPITE_MALICE_BOARD (board));
  /* The draw pile's name, as a screen reader says it, has no soft
   * hyphens, which the German caption has to break on a phone. */
  {
    SplayGame *game = splay_match_get_current_game (splay_window_get_match (f->window));
    const SpiteMaliceState *s = splay_game_get_state (game);
    g_autoptr (GString) name = g_string_new (NULL);

    g_string_printf (name, ngettext ("Draw pile: %d card", "Draw pile: %d cards", s->draw_n),
                     s->draw_n);
    g_string_replace (name, "\u00ad", "", 0);
    g_assert_nonnull (find_card (GTK_WIDGET (board), name->str));
  }
  for (guint i = 0; i < G_N_ELEMENTS (heights); i++)
    {
      GtkWidget *scroller = NULL;

      ui_fit_resize (f, NARROW_WIDTH, heights[i]);
      /* The scroll that the new extent asks for shows a frame later. */
      ui_fit_settle (f);
      assert_fits (f, board,
                   splay_spite_malice_board_get_hand (SPLAY_SPITE_MALICE_BOARD (board), hand));
      for (int p = 1; p <= 4; p++)
        {
          g_autofree char *label = g_strdup_printf (_("Building pile %d, empty"), p);
          GtkWidget *pile = find_card (GTK_WIDGET (board), label);
          graphene_rect_t r;

          g_assert_nonnull (pile);
          scroller = gtk_widget_get_ancestor (pile, GTK_TYPE_SCROLLED_WINDOW);
          g_assert_nonnull (scroller);
          g_assert_true (gtk_widget_compute_bounds (pile, scroller, &r));
          g_test_message ("window %d px tall: %s at %.0f to %.0f of %d px", heights[i], label,
                          r.origin.y, r.origin.y + r.size.height, gtk_widget_get_height (scroller));
          g_assert_cmpfloat (r.origin.y, >=, -0.5);
          g_assert_cmpfloat (r.origin.y + r.size.height, <=,
                             gtk_widget_get_height (scroller) + 0.5);
        }
      /* Taller than its room: the opponents scrolled, not the piles. */
      if (i == 0)
        g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (
                               GTK_SCROLLED_WINDOW (scroller))),
                           >, 0);
    }
}

/* ---- a hand too long for the width ---- */

/* Thirty cards (a Splatoids player who picked up the pile) in a narrow
 * window: the row asks for no more than the window has, wraps, and every
 * card lies inside it with its corner showing. */
static void
test_long_hand (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *row = splay_card_row_new ();
  int n = 30, min_width, last_x = -1, last_y = -1;

  for (int i = 0; i < n; i++)
    {
      GtkWidget *card = splay_card_widget_new (48, TRUE);

      splay_card_widget_set_card (SPLAY_CARD_WIDGET (card),
                                  splay_card_make (0, SPLAY_SUIT_SPADES, 1 + i % 13));
      splay_card_row_append (SPLAY_CARD_ROW (row), card);
    }
  gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, NARROW_WIDTH - 24);

  gtk_window_set_child (GTK_WINDOW (window), row);
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW_WIDTH, NARROW_HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (row) == 0)
    g_main_context_iteration (NULL, TRUE);
  gtk_test_widget_wait_for_draw (window);

  g_assert_cmpint (gtk_widget_get_width (window), <=, WIDTH_LIMIT);
  for (GtkWidget *c = gtk_widget_get_first_child (row); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t r;

      g_assert_true (gtk_widget_compute_bounds (c, row, &r));
      g_assert_cmpfloat (r.origin.x, >=, 0);
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (row) + 0.5);
      g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (row) + 0.5);
      /* Each card lies right of the one before, or starts a new row
       * further down: no card is hidden under another whole. */
      if (r.origin.y == last_y)
        g_assert_cmpfloat (r.origin.x - last_x, >=, 20);
      else
        g_assert_cmpfloat (r.origin.y, >, last_y);
      last_x = (int) r.origin.x;
      last_y = (int) r.origin.y;
    }
  /* It did wrap: the last card is on a lower row than the first. */
  g_assert_cmpint (last_y, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- room kept for what grows ---- */

/* The natural size (the minimum too, but for a row's width). */
static int
measure (GtkWidget *widget, GtkOrientation orientation, int for_size)
{
  int size;

  gtk_widget_measure (widget, orientation, for_size, NULL, &size, NULL, NULL);
  return size;
}

/* @row's @n cards, allocated @width by @height, lie in one row inside it;
 * each card followed by one of another rank (every @rank_size-th) shows
 * its index, the others at least SPLAY_CARD_ROW_GROUP_VISIBLE. */
static void
assert_in_one_row (GtkWidget *row, guint n, int width, int height, guint rank_size)
{
  gtk_widget_size_allocate (row, &(GtkAllocation){ 0, 0, width, height }, -1);
  for (guint i = 1; i < n; i++)
    {
      graphene_rect_t a, b;

      g_assert_true (gtk_widget_compute_bounds (
          splay_card_row_get_nth (SPLAY_CARD_ROW (row), i - 1), row, &a));
      g_assert_true (
          gtk_widget_compute_bounds (splay_card_row_get_nth (SPLAY_CARD_ROW (row), i), row, &b));
      g_assert_cmpfloat (b.origin.y, ==, a.origin.y);
      g_assert_cmpfloat (b.origin.x - a.origin.x, >=,
                         i % rank_size == 0 ? SPLAY_CARD_ROW_TIGHT_VISIBLE
                                            : SPLAY_CARD_ROW_GROUP_VISIBLE);
      g_assert_cmpfloat (b.origin.x + b.size.width, <=, width);
    }
}

/* A pile keeps the room of a deeper one, a discard pile the room of its
 * whole fan, and a hand the room of a longer one, whatever they hold: a
 * table sized around them keeps its card sizes as the game goes. */
static void
test_room_kept (void)
{
  SplayCard cards[3];
  GtkWidget *full = g_object_ref_sink (splay_card_widget_new (60, FALSE));
  GtkWidget *kept = g_object_ref_sink (splay_card_widget_new (60, FALSE));
  GtkWidget *row = g_object_ref_sink (splay_card_row_new ());
  GtkWidget *card;
  int full_w, full_h, one_row, two_rows, spread;

  for (int i = 0; i < 3; i++)
    cards[i] = splay_card_make (0, SPLAY_SUIT_CLUBS, 2 + i);
  splay_card_widget_set_cards (SPLAY_CARD_WIDGET (full), cards, 3);
  splay_card_widget_set_depth (SPLAY_CARD_WIDGET (full), SPLAY_CARD_WIDGET_MAX_EDGES);
  full_w = measure (full, GTK_ORIENTATION_HORIZONTAL, -1);
  full_h = measure (full, GTK_ORIENTATION_VERTICAL, -1);
  /* Without room it measures what it holds. */
  g_assert_cmpint (measure (kept, GTK_ORIENTATION_HORIZONTAL, -1), <, full_w);
  g_assert_cmpint (measure (kept, GTK_ORIENTATION_VERTICAL, -1), <, full_h);
  splay_card_widget_set_room (SPLAY_CARD_WIDGET (kept), 3, SPLAY_CARD_WIDGET_MAX_EDGES);
  for (int n = 0; n <= 3; n++)
    {
      splay_card_widget_set_cards (SPLAY_CARD_WIDGET (kept), cards, n);
      splay_card_widget_set_depth (SPLAY_CARD_WIDGET (kept), n == 3 ? 9 : n);
      g_assert_cmpint (measure (kept, GTK_ORIENTATION_HORIZONTAL, -1), ==, full_w);
      g_assert_cmpint (measure (kept, GTK_ORIENTATION_VERTICAL, -1), ==, full_h);
    }

  /* A hand of three keeps the height of ten, which wrap onto two rows in
   * 150 px even squeezed to their indexes: one row without the room, two
   * with it. */
  for (int i = 0; i < 3; i++)
    {
      card = splay_card_widget_new (60, TRUE);
      splay_card_widget_set_card (SPLAY_CARD_WIDGET (card), cards[i]);
      splay_card_row_append (SPLAY_CARD_ROW (row), card);
    }
  one_row = measure (row, GTK_ORIENTATION_VERTICAL, 150);
  splay_card_row_set_room (SPLAY_CARD_ROW (row), 10);
  two_rows = measure (row, GTK_ORIENTATION_VERTICAL, 150);
  g_assert_cmpint (two_rows, >, one_row);
  /* ... and of one row where ten fit. */
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 2000), ==, one_row);

  /* A fanned row overlaps its cards where a plain one lays them apart,
   * each still showing its corner. */
  spread = measure (row, GTK_ORIENTATION_HORIZONTAL, -1);
  splay_card_row_set_fanned (SPLAY_CARD_ROW (row), TRUE);
  card = splay_card_row_get_nth (SPLAY_CARD_ROW (row), 0);
  g_assert_cmpint (measure (row, GTK_ORIENTATION_HORIZONTAL, -1), <, spread);
  g_assert_cmpint (measure (row, GTK_ORIENTATION_HORIZONTAL, -1), >=,
                   measure (card, GTK_ORIENTATION_HORIZONTAL, -1) + 2 * SPLAY_CARD_ROW_MIN_VISIBLE);
  /* A fan keeps to one row however narrow (Splatoids' known hand beside
   * the piles wrapped as it grew, and the table's cards got smaller). */
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 100), ==, one_row);

  /* Emptied (a Splatoids hand whose every card is played), it keeps the
   * room of ten cards of the size it was told: without that, none. */
  splay_card_row_set_fanned (SPLAY_CARD_ROW (row), FALSE);
  splay_card_row_remove_all (SPLAY_CARD_ROW (row));
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 150), ==, 0);
  splay_card_row_set_card_size (SPLAY_CARD_ROW (row), splay_card_widget_width_for (60, 1, 0),
                                splay_card_widget_height_for (60, 0, FALSE));
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 150), ==, two_rows);
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 2000), ==, one_row);
  /* ... and asks for no width. */
  g_assert_cmpint (measure (row, GTK_ORIENTATION_HORIZONTAL, -1), ==, 0);

  /* Sixteen (a hand that picked up the pile) in 340 px, where ten lie at
   * their ease: squeezed to their indexes in one row, not wrapped onto
   * two (which made every card on the table smaller). */
  for (int i = 0; i < 16; i++)
    {
      card = splay_card_widget_new (60, TRUE);
      splay_card_widget_set_card (SPLAY_CARD_WIDGET (card), cards[i % 3]);
      splay_card_row_append (SPLAY_CARD_ROW (row), card);
    }
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 340), ==, one_row);
  assert_in_one_row (row, 16, 340, one_row, 1);

  /* Twenty-four in 340 px, sorted by rank (eight ranks, three of each):
   * a plain row wraps even at the indexes; one that groups ranks keeps
   * one row, each rank's first card showing its index whole and the
   * copies before it at least SPLAY_CARD_ROW_GROUP_VISIBLE. */
  splay_card_row_remove_all (SPLAY_CARD_ROW (row));
  for (int i = 0; i < 24; i++)
    {
      card = splay_card_widget_new (60, TRUE);
      splay_card_widget_set_card (SPLAY_CARD_WIDGET (card),
                                  splay_card_make (0, (SplaySuit) (i % 3), 2 + i / 3));
      splay_card_row_append (SPLAY_CARD_ROW (row), card);
    }
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 340), >, one_row);
  splay_card_row_set_group_ranks (SPLAY_CARD_ROW (row), TRUE);
  g_assert_cmpint (measure (row, GTK_ORIENTATION_VERTICAL, 340), ==, one_row);
  assert_in_one_row (row, 24, 340, one_row, 3);

  g_object_unref (row);
  g_object_unref (kept);
  g_object_unref (full);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
#ifdef SPLAY_NARROW_LANGUAGE
  ui_test_use_language (SPLAY_NARROW_LANGUAGE);
#endif
  g_test_add ("/ui-narrow/splatoids", Fixture, NULL, ui_fixture_setup, test_splatoids,
              ui_fixture_teardown);
  g_test_add ("/ui-narrow/spite-malice", Fixture, NULL, ui_fixture_setup, test_spite_malice,
              ui_fixture_teardown);
  g_test_add ("/ui-narrow/spite-malice-four", Fixture, NULL, ui_fixture_setup,
              test_spite_malice_four, ui_fixture_teardown);
  g_test_add_func ("/ui-narrow/long-hand", test_long_hand);
  g_test_add_func ("/ui-narrow/room-kept", test_room_kept);
  return ui_test_run ();
}
