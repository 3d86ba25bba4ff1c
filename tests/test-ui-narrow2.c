/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A narrow window: a new match of Splito (three players, and eight), Spit
 * and Splat opened as `splay --new` opens one, the window asked for
 * 360 x 640. The window must stay within 380 px, and every button of the
 * board and every card the player can act on must lie inside the window,
 * before and after a few moves played at that size. (Splito's table
 * scrolls there, its zones first: the scoring sheet's button and the
 * public cards under them may be scrolled to; the hand and the placing
 * buttons may not.) Built once more with SPLAY_NARROW_LANGUAGE "de": the
 * same in German, whose words are longer. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <string.h>

#include "engine/speed-core.h"
#include "engine/splito.h"
#include "model/splay-realtime.h"
#include "ui/splay-application.h"
#include "ui/splay-board-status.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-overlap-layout.h"
#include "ui/splay-preferences.h"
#include "ui/splay-speed-board-private.h"
#include "ui/splay-speed-board.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-splito-card.h"
#include "ui/splay-splito-drawing.h"
#include "ui/splay-splito-zone.h"
#include "ui/splay-window.h"
#include "ui-fit-util.h"
#include "ui-test-util.h"

#define PHONE_WIDTH 360
#define PHONE_HEIGHT 640
#define MAX_WIDTH 380

/* The window took the width it was asked for, or the least it allows. */
static gboolean
window_settled (gpointer data)
{
  GtkWidget *window = data;
  int min = 0, nat = 0, width = gtk_widget_get_width (window);

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return width > 0 && (width <= MAX (PHONE_WIDTH, min) || width <= MAX_WIDTH)
         && gtk_widget_get_height (window) > 0;
}

static SplayBoard *
open_narrow (Fixture *f, const char *game_id, int n_players)
{
  g_autoptr (GError) error = NULL;
  SplayBoard *board;

  /* A window on screen keeps its size: the default size applies when it is
   * shown again. (Done before the match starts, so that no race runs while
   * its window is away.) */
  gtk_widget_hide (GTK_WIDGET (f->window));
  gtk_window_set_default_size (GTK_WINDOW (f->window), PHONE_WIDTH, PHONE_HEIGHT);
  gtk_window_present (GTK_WINDOW (f->window));
  ui_wait_for (window_settled, f->window);

  g_assert_true (
      splay_application_new_match (f->app, game_id, n_players,
                                   /* quick to choose with eight; quick to react in a race */
                                   g_str_equal (game_id, "splito") ? "easy" : "expert", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  board = splay_window_get_board (f->window);
  g_assert_nonnull (board);
  ui_wait_for (window_settled, f->window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  ui_spin (50);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  return board;
}

/* @w lies wholly inside the window. */
static void
assert_inside (GtkWidget *window, GtkWidget *w, const char *what)
{
  graphene_rect_t b;
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  g_assert_true (gtk_widget_compute_bounds (w, window, &b));
  if (b.origin.x < -0.5 || b.origin.y < -0.5 || b.origin.x + b.size.width > width + 0.5
      || b.origin.y + b.size.height > height + 0.5 || b.size.width < 1 || b.size.height < 1)
    g_error ("%s (%s “%s”) at %.0f,%.0f %.0f×%.0f is not inside the %d×%d window", what,
             G_OBJECT_TYPE_NAME (w),
             GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL
                 ? gtk_button_get_label (GTK_BUTTON (w))
                 : "",
             b.origin.x, b.origin.y, b.size.width, b.size.height, width, height);
}

typedef struct
{
  GtkWidget *window;
  int buttons;
  int cards;
} Walk;

/* Every button the board shows, and every card a player acts on: the
 * cards that are buttons to assistive technology (a race's layout and
 * piles) and Splito's cards. */
static void
check_tree (Walk *walk, GtkWidget *w)
{
  if (!gtk_widget_get_mapped (w))
    return;
  if (GTK_IS_BUTTON (w))
    {
      assert_inside (walk->window, w, "a button");
      walk->buttons++;
    }
  else if ((SPLAY_IS_CARD_WIDGET (w)
            && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w))
                   == GTK_ACCESSIBLE_ROLE_BUTTON)
           || SPLAY_IS_SPLITO_CARD (w))
    {
      assert_inside (walk->window, w, "a card");
      walk->cards++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_tree (walk, child);
}

/* The header bar's title, shown only whole or with room for a short name:
 * never cut to a letter or two between the buttons (in Spit's and Splat's
 * header bar at 360 px it has about 20 px, and is not shown). */
static GtkWidget *
assert_title_whole_or_hidden (Fixture *f)
{
  GtkWidget *title = ui_find_type (GTK_WIDGET (f->window), ADW_TYPE_WINDOW_TITLE, FALSE);
  int whole = 0;

  g_assert_nonnull (title);
  gtk_widget_measure (title, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &whole, NULL, NULL);
  /* The room it is shown in: its scroller's, which clips it. */
  if (gtk_widget_get_opacity (title) > 0)
    g_assert_cmpint (
        gtk_widget_get_width (gtk_widget_get_ancestor (title, GTK_TYPE_SCROLLED_WINDOW)), >=,
        MIN (whole, 72));
  return title;
}

/* The games page's title, "Splay", is shorter than the room a cut title
 * needs, and it has all it needs: it shows, at 360 px as in a wide window,
 * and again after a board whose title did not fit. It never showed: the
 * title hid in less than 72 px whether it fitted or not. */
static void
test_short_title (Fixture *f, gconstpointer data)
{
  const int widths[] = { 1000, PHONE_WIDTH };
  GtkWidget *title;

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      ui_fit_resize (f, widths[i], PHONE_HEIGHT);
      g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
      title = assert_title_whole_or_hidden (f);
      g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, _("Splay"));
      g_assert_cmpfloat (gtk_widget_get_opacity (title), ==, 1);
    }

  /* Spit's title has no room at 360 px; back on the games page, "Splay"
   * shows again. */
  open_narrow (f, "spit", 2);
  g_assert_cmpfloat (gtk_widget_get_opacity (assert_title_whole_or_hidden (f)), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  ui_spin (50);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpfloat (gtk_widget_get_opacity (assert_title_whole_or_hidden (f)), ==, 1);
}

static void
check_fits (Fixture *f, SplayBoard *board, int min_buttons, int min_cards)
{
  Walk walk = { GTK_WIDGET (f->window), 0, 0 };

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, MAX_WIDTH);
  check_tree (&walk, GTK_WIDGET (board));
  g_assert_cmpint (walk.buttons, >=, min_buttons);
  g_assert_cmpint (walk.cards, >=, min_cards);
  assert_title_whole_or_hidden (f);
}

/* ---- Splito ---- */

/* As check_fits (), but what lies in the table's scroller may be scrolled
 * to: at most the sheet's button and the two public cards. */
static void
check_splito_fits (Fixture *f, SplayBoard *board, int min_buttons, int min_cards)
{
  UiFitCount count = { 0 };

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, MAX_WIDTH);
  ui_fit_assert_reachable (GTK_WIDGET (f->window), GTK_WIDGET (board), TRUE, &count);
  g_assert_cmpint (count.buttons, >=, min_buttons);
  g_assert_cmpint (count.cards, >=, min_cards);
  g_assert_cmpint (count.scrolled, <=, 3);
}

/* @text, wrapped as @label wraps at @width, takes at most @lines lines:
 * those the board keeps for it, where a phone has no tooltip for the rest. */
static void
assert_fits_lines (GtkWidget *label, const char *text, int width, int lines)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (label, text);

  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  if (pango_layout_get_line_count (layout) > lines)
    g_error ("“%s” takes %d lines in %d px, more than the %d kept for it", text,
             pango_layout_get_line_count (layout), width, lines);
}

/* Every zone's heading in @w shows both names whole: wrapped where the
 * zone is narrow, but between the names ("Computer 2 |" over "Computer
 * 3"), never inside one, and never cut short. Returns the zones seen. */
static int
assert_zone_titles_whole (GtkWidget *w)
{
  int zones = 0;

  if (SPLAY_IS_SPLITO_ZONE (w))
    {
      GtkWidget *title = gtk_widget_get_first_child (w);
      PangoLayout *layout;
      int title_width;
      const char *text;

      g_assert_true (GTK_IS_LABEL (title));
      title_width = gtk_widget_get_width (title);
      layout = gtk_label_get_layout (GTK_LABEL (title));
      text = pango_layout_get_text (layout);
      if (pango_layout_is_ellipsized (layout))
        g_error ("the zone heading “%s” is cut short in %d px", text, title_width);
      for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL && l->next != NULL;
           l = l->next)
        {
          PangoLayoutLine *line = l->data;
          g_autofree char *part = g_strchomp (g_strndup (text + line->start_index, line->length));

          if (!g_str_has_suffix (part, "|"))
            g_error ("the zone heading “%s” breaks after “%s”, inside a name", text, part);
        }
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child))
      zones += assert_zone_titles_whole (child);
  return zones;
}

static gboolean
is_overlapping_hand (GtkWidget *w, gconstpointer data)
{
  return SPLAY_IS_OVERLAP_LAYOUT (gtk_widget_get_layout_manager (w));
}

/* The hand's card @index (among those shown) lies whole: the next card
 * starts where it ends. On a phone the hand is a fan of strips, and a
 * scoring card's words could not be read. */
static void
assert_hand_card_whole (SplayBoard *board, int index)
{
  GtkWidget *hand = ui_find_widget (GTK_WIDGET (board), is_overlapping_hand, NULL, TRUE, NULL);
  GtkWidget *card = NULL, *next = NULL;
  graphene_rect_t a, b;
  int i = 0;

  g_assert_nonnull (hand);
  for (GtkWidget *c = gtk_widget_get_first_child (hand); c != NULL && next == NULL;
       c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_visible (c))
      {
        if (card != NULL)
          next = c;
        else if (i++ == index)
          card = c;
      }
  g_assert_nonnull (next);
  g_assert_true (gtk_widget_compute_bounds (card, hand, &a));
  g_assert_true (gtk_widget_compute_bounds (next, hand, &b));
  if (b.origin.x < a.origin.x + a.size.width - 0.5)
    g_error ("card %d (%.0f px wide) shows %.0f px", index, a.size.width, b.origin.x - a.origin.x);
}

/* Every scoring card's tip, shown while it is selected, fits the lines the
 * status keeps for a tip at a phone's width; and a scoring card selected
 * from the hand (if the deal gave one) shows its own. */
static void
assert_selected_texts_fit (SplayBoard *board)
{
  SplaySplitoBoard *splito = SPLAY_SPLITO_BOARD (board);
  GtkWidget *status = ui_find_type (GTK_WIDGET (board), SPLAY_TYPE_BOARD_STATUS, TRUE);
  g_autofree char *tip = NULL;
  GtkWidget *label;
  SplayCard hand[SPLITO_HAND_SIZE];
  int lines = 0, width, n = splay_splito_board_get_hand (splito, hand);

  g_assert_nonnull (status);
  g_object_get (status, "hint-lines", &lines, NULL);
  g_assert_cmpint (lines, >, 0);
  tip = g_strdup (splay_board_status_get_hint (SPLAY_BOARD_STATUS (status)));
  g_assert_nonnull (tip);
  label = ui_find_widget (status, ui_label_says, tip, TRUE, NULL);
  g_assert_nonnull (label);
  width = gtk_widget_get_width (label);
  g_assert_cmpint (width, >, 100);
  for (int c = SPLITO_FIRST_SCORING; c < SPLITO_FIRST_SCORING + SPLITO_N_SCORING_CARDS; c++)
    {
      g_autofree char *text = splay_splito_selected_text ((SplayCard) c);

      assert_fits_lines (label, text, width, lines);
    }
  /* A number card reads well on its face: no tip of its own. */
  g_assert_null (splay_splito_selected_text (SPLITO_FIRST_SCORING - 1));
  for (int i = 0; i < n; i++)
    if (splito_card_is_scoring (hand[i]))
      {
        g_autofree char *text = splay_splito_selected_text (hand[i]);

        ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
        for (int k = 0; k < i; k++)
          ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
        ui_activate (GTK_WIDGET (board), "board.toggle-selection", NULL);
        g_assert_cmpint (splay_splito_board_get_selected (splito), ==, i);
        g_assert_cmpstr (splay_board_status_get_hint (SPLAY_BOARD_STATUS (status)), ==, text);
        ui_activate (GTK_WIDGET (board), "board.toggle-selection", NULL);
        g_assert_cmpstr (splay_board_status_get_hint (SPLAY_BOARD_STATUS (status)), ==, tip);
        break;
      }
}

static void
test_splito (Fixture *f, gconstpointer data)
{
  int n_players = GPOINTER_TO_INT (data);
  SplayBoard *board;
  SplayMatch *match;
  SplayCard hand[SPLITO_HAND_SIZE];

  /* A short name: "Anna | Computer" fits a phone's zone where "Anna |
   * Computer 2" does not. */
  g_settings_set_string (splay_preferences_get_settings (), "player-name", "Anna");
  board = open_narrow (f, "splito", n_players);
  match = splay_window_get_match (f->window);
  g_settings_reset (splay_preferences_get_settings (), "player-name");
  g_assert_true (SPLAY_IS_SPLITO_BOARD (board));
  g_assert_cmpint (splay_match_get_n_seats (match), ==, n_players);
  g_assert_cmpint (splay_splito_board_get_hand (SPLAY_SPLITO_BOARD (board), hand), ==,
                   SPLITO_HAND_SIZE);
  /* Both placing buttons and the sheet's; thirteen hand cards and the two
   * public ones. */
  check_splito_fits (f, board, 3, SPLITO_HAND_SIZE + 2);
  /* With eight, every zone is two computers' ("Computer 2 | Computer 3"),
   * wider than a zone on a phone. */
  g_assert_cmpint (assert_zone_titles_whole (GTK_WIDGET (board)), >=, 2);
  /* The keyboard's card lies whole as the arrow keys go along the fan
   * (a covered scoring card's words could be read only by choosing it);
   * a card chosen in the middle of the fan lies whole; chosen again, it
   * is put back. */
  ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
  for (int i = 0; i < 7; i++)
    ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
  g_assert_cmpint (splay_splito_board_get_selected (SPLAY_SPLITO_BOARD (board)), ==, -1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  assert_hand_card_whole (board, 7);
  for (int i = 0; i < 2; i++)
    ui_activate (GTK_WIDGET (board), "board.select-previous", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  assert_hand_card_whole (board, 5);
  ui_activate (GTK_WIDGET (board), "board.toggle-selection", NULL);
  g_assert_cmpint (splay_splito_board_get_selected (SPLAY_SPLITO_BOARD (board)), ==, 5);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  assert_hand_card_whole (board, 5);
  check_splito_fits (f, board, 3, SPLITO_HAND_SIZE + 2);
  ui_activate (GTK_WIDGET (board), "board.toggle-selection", NULL);
  g_assert_cmpint (splay_splito_board_get_selected (SPLAY_SPLITO_BOARD (board)), ==, -1);
  assert_selected_texts_fit (board);

  for (int i = 0; i < 3; i++)
    {
      UiRoundWait wait = { match, ui_splito_state (match)->round + 1 };

      g_assert_true (gtk_widget_activate_action (
          GTK_WIDGET (board), i % 2 ? "board.place-right" : "board.place-left", NULL));
      ui_wait_for (ui_splito_round_reached, &wait);
      g_assert_cmpint (ui_splito_state (match)->round, ==, i + 1);
    }
  g_assert_cmpint (splay_splito_board_get_hand (SPLAY_SPLITO_BOARD (board), hand), ==,
                   SPLITO_HAND_SIZE - 3);
  check_splito_fits (f, board, 3, SPLITO_HAND_SIZE - 3 + 2);
}

/* Every scoring card's words fit its face, whole, from the least hand
 * card (a phone's, 52 px wide) to the largest: the longest conditions
 * (German's above all) ran past the card's bottom edge at 52 px. */
static void
test_splito_faces (Fixture *f, gconstpointer data)
{
  static const int widths[] = { 52, 60, 72, 80, 104, 132 };

  gtk_window_present (GTK_WINDOW (f->window));
  for (gsize i = 0; i < G_N_ELEMENTS (widths); i++)
    for (int c = SPLITO_FIRST_SCORING; c < SPLITO_FIRST_SCORING + SPLITO_N_SCORING_CARDS; c++)
      {
        double w = widths[i], h = (int) (w * 1.37), room = 0;
        PangoLayout *layout
            = splay_splito_scoring_layout (GTK_WIDGET (f->window), (SplayCard) c, w, h, &room);
        const PangoFontDescription *font = pango_layout_get_font_description (layout);
        int text_w, text_h;

        pango_layout_get_pixel_size (layout, &text_w, &text_h);
        g_assert_cmpint (pango_font_description_get_size (font), >=, 6 * PANGO_SCALE);
        g_assert_cmpfloat (room, >, 0);
        if (text_h > room || text_w > w - 6)
          g_error ("“%s” takes %d×%d px on a %.0f×%.0f card, with room for %.0f×%.0f",
                   pango_layout_get_text (layout), text_w, text_h, w, h, w - 6, room);
        /* Smaller rather than a word cut in two ("verschied-ene"). */
        for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL && l->next != NULL;
             l = l->next)
          {
            const PangoLayoutLine *line = l->data;
            const char *text = pango_layout_get_text (layout);

            if (text[line->start_index + line->length - 1] != ' ')
              g_error ("“%s” breaks inside a word on a %.0f px card", text, w);
          }
      }
}

/* ---- Spit and Splat ---- */

/* One move of seat 0 with its keys, as test-ui-spit.c plays; TRUE if the
 * move was made (the computer may have changed the table just before). */
static gboolean
speed_move (SplayBoard *board, SplayGame *game)
{
  guint n = splay_game_get_n_actions (game);

  ui_speed_key_move (SPLAY_SPEED_BOARD (board), game, 0, 0);
  return splay_game_get_n_actions (game) > n;
}

/* Every reason the person may be shown under Ready (why it cannot be
 * said now) fits the lines kept for it at the width it is given: the
 * label cuts a longer one short, and a phone has no tooltip to read the
 * rest in. German's "you can still play a card" took three lines at
 * 360 px and lost its end. */
static void
assert_reasons_fit (SplayBoard *board)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  g_autoptr (GPtrArray) turn = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) reasons = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) headings = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *label;
  int width;

  g_assert_cmpint (self->primary, >=, 0);
  label = GTK_WIDGET (self->areas[self->primary].ready_reason);
  width = gtk_widget_get_width (label);
  g_assert_cmpint (width, >, 100);
  splay_speed_board_texts (self, FALSE, turn, reasons, headings);
  g_assert_cmpuint (reasons->len, >, 3);
  for (guint i = 0; i < reasons->len; i++)
    assert_fits_lines (label, reasons->pdata[i], width, REASON_LINES);
}

static void
test_speed (Fixture *f, gconstpointer data)
{
  const char *game_id = data;
  SplayBoard *board = open_narrow (f, game_id, 2);
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  int moves = 0;

  g_assert_true (SPLAY_IS_SPEED_BOARD (board));
  g_assert_nonnull (splay_match_get_realtime (match));
  /* The computer reacts in a tenth of its time, as in test-ui-spit.c. */
  splay_realtime_set_reaction_scale (splay_match_get_realtime (match), 0.1);
  /* Pause, and (in Splat's cut) the packets' buttons or Ready; the layout:
   * five columns, or the cut's empty places. */
  check_fits (f, board, 2, 5);
  g_assert_cmpfloat (gtk_widget_get_opacity (assert_title_whole_or_hidden (f)), ==, 0);
  assert_reasons_fit (board);

  while (moves < 5 && !splay_game_is_over (game))
    {
      const SpeedState *s = splay_game_get_state (game);
      SplayAction legal[SPLAY_MAX_ACTIONS];

      /* The player said Ready and has nothing to do but wait for the
       * computer: enough moves for this test (in Splat the computer has
       * been seen not to follow before the first cards; see the branch's
       * report). */
      if ((s->ready & 1) && splay_game_get_rules (game)->legal (s, 0, legal) == 0)
        break;
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      moves += speed_move (board, game);
      ui_spin (20);
    }
  if (g_str_equal (game_id, "spit"))
    /* Spit begins with the player's own cards to uncover. */
    g_assert_cmpint (moves, >, 0);
  check_fits (f, board, 2, 5);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
#ifdef SPLAY_NARROW_LANGUAGE
  ui_test_use_language (SPLAY_NARROW_LANGUAGE);
#endif

  g_test_add ("/ui-narrow/splito", Fixture, GINT_TO_POINTER (3), ui_fixture_setup, test_splito,
              ui_fixture_teardown);
  g_test_add ("/ui-narrow/splito-8", Fixture, GINT_TO_POINTER (8), ui_fixture_setup, test_splito,
              ui_fixture_teardown);
  g_test_add ("/ui-narrow/splito-faces", Fixture, NULL, ui_fixture_setup, test_splito_faces,
              ui_fixture_teardown);
  g_test_add ("/ui-narrow/spit", Fixture, "spit", ui_fixture_setup, test_speed,
              ui_fixture_teardown);
  g_test_add ("/ui-narrow/splat", Fixture, "splat", ui_fixture_setup, test_speed,
              ui_fixture_teardown);
  g_test_add ("/ui-narrow/short-title", Fixture, NULL, ui_fixture_setup, test_short_title,
              ui_fixture_teardown);

  return ui_test_run ();
}
