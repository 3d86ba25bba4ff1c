/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The results of a deal, in the real window: the final position stays in
 * view above them (the board moves to the results page, and back for the
 * next deal), the match's score table is one click away, and the results
 * read the same in English and German. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/spite-malice.h"
#include "engine/splatoids.h"
#include "ui/splay-board.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

static GtkStack *
find_stack (GtkWidget *w)
{
  if (GTK_IS_STACK (w))
    return GTK_STACK (w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkStack *found = find_stack (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
settled (gpointer data)
{
  GtkStack *stack = find_stack (data);

  return stack == NULL || !gtk_stack_get_transition_running (stack);
}

/* With SPLAY_TEST_SHOTS=DIR, the window as drawn, to look at. */
static void
maybe_shot (GtkWidget *window, const char *name)
{
  const char *dir = g_getenv ("SPLAY_TEST_SHOTS");
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  ui_wait_for (settled, window);
  gtk_test_widget_wait_for_draw (window);
  /* The crossfade of the page, and a frame or two, before the screen is
   * taken as it is (this is for looking at, not for checking). */
  for (int i = 0; i < 40; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
  path = g_strdup_printf ("import -window root %s/%s.png", dir, name);
  g_spawn_command_line_sync (path, NULL, NULL, NULL, NULL);
}

/* How the window is shown: light or dark, and how wide. */
typedef struct
{
  const char *name;
  gboolean dark;
  int width;
} Look;

static const Look looks[] = {
  { "light", FALSE, 1100 },
  { "dark", TRUE, 1100 },
  { "narrow", FALSE, 360 },
};

static gboolean
person_or_over (gpointer data)
{
  SplayGame *game = splay_match_get_current_game (data);

  return splay_game_is_over (game) || (splay_game_get_actors (game) & 1);
}

/* Plays the person's moves with the easy computer's choice until the deal
 * ends; the computers move by themselves. */
static void
play_deal (SplayMatch *match)
{
  for (int moves = 0;; moves++)
    {
      SplayGame *game;
      SplayAction action;

      ui_wait_for (person_or_over, match);
      game = splay_match_get_current_game (match);
      if (splay_game_is_over (game))
        return;
      g_assert_true (splay_ai_choose (splay_match_get_rules (match), splay_game_get_state (game), 0,
                                      SPLAY_LEVEL_EASY, moves, &action));
      g_assert_true (splay_match_apply (match, 0, action, NULL));
      g_assert_cmpint (moves, <, 2000);
    }
}

static gboolean
on_results (gpointer data)
{
  return g_strcmp0 (splay_window_get_page (data), "summary") == 0;
}

static GtkWidget *
find_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
popover_shown (gpointer data)
{
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (data));

  return popover != NULL && gtk_widget_get_mapped (popover);
}

/* A match of @rules for Ada and @n_players - 1 easy computers ("Robot",
 * or "Robot N" for more than one), @n_games deals from @seed. */
static SplayMatch *
new_match (const SplayRules *rules, int n_players, guint64 seed, int n_games)
{
  SplayPlayer *players[SPLAY_MAX_SEATS];
  SplaySettings values;
  SplayMatch *match;

  players[0] = splay_player_new_human ("Ada");
  for (int i = 1; i < n_players; i++)
    {
      g_autofree char *name = n_players > 2 ? g_strdup_printf ("Robot %d", i) : g_strdup ("Robot");
      players[i] = splay_player_new_computer (name, SPLAY_LEVEL_EASY);
    }
  splay_settings_defaults (rules, n_players, &values);
  match = splay_match_new (rules, &values, seed, players, 0, n_games);
  for (int i = 0; i < n_players; i++)
    g_object_unref (players[i]);
  return match;
}

static void
test_results_beside_board (Fixture *f, gconstpointer data)
{
  const Look *look = data;
  g_autoptr (SplayMatch) match = new_match (&splatoids_rules, 2, 11, 2);
  SplayBoard *board;
  GtkWidget *results, *scores, *menu_button;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      look->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                 : ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_window_set_default_size (GTK_WINDOW (f->window), look->width, 720);
  splay_window_start_match (f->window, match);
  board = splay_window_get_board (f->window);

  play_deal (match);
  ui_wait_for (on_results, f->window);

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  /* The same board, showing the last position, above the results. */
  g_assert_true (splay_window_get_board (f->window) == board);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
  g_assert_true (splay_view_is_over (splay_board_get_view (board)));
  g_assert_cmpuint (splay_view_get_n_actions (splay_board_get_view (board)), ==,
                    splay_game_get_n_actions (splay_match_get_game (match, 0)));
  results = find_button (GTK_WIDGET (f->window), "win.next-game");
  g_assert_nonnull (results);
  g_assert_true (gtk_widget_get_mapped (results));
  {
    graphene_rect_t board_box, button_box;

    g_assert_true (
        gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (f->window), &board_box));
    g_assert_true (gtk_widget_compute_bounds (results, GTK_WIDGET (f->window), &button_box));
    /* The results are under the table, not over it. */
    g_assert_cmpfloat (button_box.origin.y, >=, board_box.origin.y + board_box.size.height);
    g_assert_cmpfloat (board_box.size.height, >, 100);
    /* Nothing sticks out of the window, at 360 pixels too. */
    g_assert_cmpfloat (button_box.origin.x + button_box.size.width, <=,
                       gtk_widget_get_width (GTK_WIDGET (f->window)));
  }
  {
    g_autofree char *name = g_strdup_printf ("results-%s", look->name);
    maybe_shot (GTK_WIDGET (f->window), name);
  }
  /* A screen reader reads the results and the last position by name. */
  ui_assert_named ("results", GTK_WIDGET (f->window), TRUE);

  /* The score table: one click on the results' Match Scores. */
  scores = find_button (GTK_WIDGET (f->window), "win.show-scores");
  g_assert_nonnull (scores);
  gtk_widget_activate (scores);
  menu_button = NULL;
  {
    g_autoptr (GPtrArray) stack = g_ptr_array_new ();
    GtkWidget *w = GTK_WIDGET (f->window);

    /* The header's menu button that holds the table (its tooltip names it). */
    g_ptr_array_add (stack, w);
    while (stack->len > 0 && menu_button == NULL)
      {
        GtkWidget *x = g_ptr_array_steal_index (stack, stack->len - 1);

        if (GTK_IS_MENU_BUTTON (x) && gtk_widget_get_visible (x)
            && g_strcmp0 (gtk_widget_get_tooltip_text (x), "Match Scores") == 0)
          menu_button = x;
        for (GtkWidget *c = gtk_widget_get_first_child (x); c; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (stack, c);
      }
  }
  g_assert_nonnull (menu_button);
  ui_wait_for (popover_shown, menu_button);
  gtk_popover_popdown (GTK_POPOVER (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button))));

  /* Next deal: the board goes back to the table page, in play. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.next-game", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  g_assert_true (splay_window_get_board (f->window) == board);
  g_assert_true (gtk_widget_get_parent (GTK_WIDGET (board)) != NULL);
  g_assert_false (splay_view_is_over (splay_board_get_view (board)));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* On a phone, the results of six players keep their buttons in view:
 * the standings took six lines, the buttons (one above the other) were
 * measured as if on one line, and Play Again lay under the fold of the
 * results, to be scrolled to. */
static void
test_results_buttons_in_view (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayMatch) match = NULL;
  GtkWidget *again, *scroller, *back;
  GtkAdjustment *v;
  graphene_rect_t button_box, scroller_box, back_box;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  /* First a match's deal, whose three buttons stand one above the other
   * on a phone: the next results, with two, try a row again. */
  {
    g_autoptr (SplayMatch) first = new_match (&splatoids_rules, 2, 11, 2);

    splay_window_start_match (f->window, first);
    play_deal (first);
    ui_wait_for (on_results, f->window);
    ui_wait_for (settled, f->window);
    gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
    again = find_button (GTK_WIDGET (f->window), "win.next-game");
    g_assert_nonnull (again);
    scroller = gtk_widget_get_ancestor (again, GTK_TYPE_SCROLLED_WINDOW);
    /* The results' own Back to Games, not the header's. */
    back = find_button (scroller, "win.show-games");
    g_assert_nonnull (back);
    g_assert_true (gtk_widget_compute_bounds (back, GTK_WIDGET (f->window), &back_box));
    g_assert_true (gtk_widget_compute_bounds (again, GTK_WIDGET (f->window), &button_box));
    g_assert_cmpfloat (button_box.origin.y, >, back_box.origin.y);
  }

  match = new_match (&spite_malice_rules, 6, 3, 1);
  splay_match_set_computer_delay (match, 0);
  splay_window_start_match (f->window, match);
  play_deal (match);
  ui_wait_for (on_results, f->window);
  ui_wait_for (settled, f->window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  maybe_shot (GTK_WIDGET (f->window), "results-six-narrow");

  again = find_button (GTK_WIDGET (f->window), "win.new-match");
  g_assert_nonnull (again);
  g_assert_true (gtk_widget_get_mapped (again));
  scroller = gtk_widget_get_ancestor (again, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_bounds (again, GTK_WIDGET (f->window), &button_box));
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (f->window), &scroller_box));
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* In view as the results open (not scrolled), whole. */
  g_assert_cmpfloat (gtk_adjustment_get_value (v), ==, 0);
  g_assert_cmpfloat (button_box.origin.y + button_box.size.height, <=,
                     scroller_box.origin.y + scroller_box.size.height);
  g_assert_cmpfloat (button_box.origin.x + button_box.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (f->window)));
  /* Back to Games and Play Again fit side by side there (in English). */
  back = find_button (scroller, "win.show-games");
  g_assert_nonnull (back);
  g_assert_true (gtk_widget_compute_bounds (back, GTK_WIDGET (f->window), &back_box));
  g_assert_cmpfloat (back_box.origin.y, ==, button_box.origin.y);
}

int
main (int argc, char **argv)
{
  /* Accessible properties kept in the process, for ui_assert_named (). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);
  for (gsize i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/results/beside-board/%s", looks[i].name);
      g_test_add (path, Fixture, &looks[i], ui_fixture_setup, test_results_beside_board,
                  ui_fixture_teardown);
    }
  g_test_add ("/ui/results/buttons-in-view", Fixture, NULL, ui_fixture_setup,
              test_results_buttons_in_view, ui_fixture_teardown);
  return ui_test_run ();
}
