/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Statistics page in the real window: the empty state, the figures of
 * known finished matches as the page shows them, the person selector, the
 * charts' data and descriptions, and opening it in the middle of a match
 * (the match waits, Back returns to the board). */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "store/splay-stats.h"
#include "ui/splay-chart.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-stats-page.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

#define DAY_MS G_GINT64_CONSTANT (86400000)
#define T0 G_GINT64_CONSTANT (1772452800000) /* 2 March 2026, 12:00 UTC */

static SplayStore *
window_store (Fixture *f)
{
  SplayStore *store = NULL;

  g_object_get (f->window, "store", &store, NULL);
  g_assert_nonnull (store);
  g_object_unref (store); /* the window keeps it */
  return store;
}

static SplayStatsFakeMatch
duel (const char *person, const char *level, int place, int day, int score)
{
  SplayStatsFakeMatch m = { 0 };

  m.game_id = "splito";
  m.n_seats = 2;
  m.names[0] = person;
  m.names[1] = "Robot";
  m.levels[1] = level;
  m.n_games = 1;
  m.places[0][0] = place;
  m.places[0][1] = 3 - place;
  m.points[0][0] = score;
  m.points[0][1] = place == 1 ? score - 10 : score + 10;
  m.time = T0 + day * DAY_MS;
  return m;
}

static SplayStatsPage *
open_statistics (Fixture *f)
{
  GtkWidget *page = splay_window_get_statistics_page (f->window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-statistics", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "statistics");
  g_assert_true (SPLAY_IS_STATS_PAGE (page));
  return SPLAY_STATS_PAGE (page);
}

static void
test_empty (Fixture *f, gconstpointer data)
{
  SplayStatsPage *page = open_statistics (f);

  g_assert_cmpstr (splay_stats_page_get_state (page), ==, "empty");
  g_assert_null (splay_stats_page_get_figure (page, "played"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
}

static void
test_figures (Fixture *f, gconstpointer data)
{
  SplayStatsFakeMatch m[6] = {
    duel ("Ada", "medium", 1, 0, 40), duel ("Ada", "medium", 1, 1, 52),
    duel ("Ada", "hard", 2, 2, 31),   duel ("Ada", "easy", 1, 3, 45),
    duel ("Ada", "hard", 1, 4, 60), /* with a hint: counted apart */
    duel ("Bo", "medium", 2, 5, 20),
  };
  g_autoptr (GError) error = NULL;
  SplayStatsWriter *writer;
  SplayStatsPage *page;
  SplayChart *line, *bars;
  g_autofree char *rating = NULL;
  double r = 1000.0;

  m[4].hints[0] = 1;
  writer = splay_stats_writer_new (window_store (f), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (m); i++)
    g_assert_cmpint (splay_stats_writer_add (writer, &m[i], &error), >, 0);
  g_assert_true (splay_stats_writer_finish (writer, &error));

  page = open_statistics (f);
  /* Ctrl+I puts the focus in the page (on the choice of game), not in
   * the header bar. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

    g_assert_nonnull (focus);
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (page)));
  }
  /* The game of the latest result is chosen, and everyone's results. */
  g_assert_cmpstr (splay_stats_page_get_state (page), ==, "figures");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "played"), ==, "5");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "won"), ==, "3");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "lost"), ==, "2");

  splay_stats_page_set_person (page, "Ada");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "played"), ==, "4");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "won"), ==, "3");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "lost"), ==, "1");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "drawn"), ==, "0");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "win-rate"), ==, "75%");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "streak"), ==, "1 now, 2 at best");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "place"), ==, "1.2");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "best-score"), ==, "52");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "average-score"), ==, "42.0");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "medium/played"), ==, "2");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "medium/win-rate"), ==, "100%");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "hard/lost"), ==, "1");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "assisted/played"), ==, "1");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "assisted/won"), ==, "1");
  g_assert_null (splay_stats_page_get_figure (page, "expert/played"));

  /* The rating as splay-stats.h defines it, folded here step by step. */
  r += 32 * (1 - 1 / (1 + pow (10, (1200 - r) / 400)));
  r += 32 * (1 - 1 / (1 + pow (10, (1200 - r) / 400)));
  r += 32 * (0 - 1 / (1 + pow (10, (1600 - r) / 400)));
  r += 32 * (1 - 1 / (1 + pow (10, (800 - r) / 400)));
  rating = g_strdup_printf ("%.0f", r);
  g_assert_cmpstr (splay_stats_page_get_figure (page, "rating"), ==, rating);

  /* Four days with a clean result: four points on the line. */
  line = SPLAY_CHART (splay_stats_page_get_chart (page, FALSE));
  g_assert_cmpuint (splay_chart_get_n_values (line), ==, 4);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (line)));
  g_assert_nonnull (strstr (splay_chart_get_summary (line), "Win rate by day:"));
  g_assert_nonnull (strstr (splay_chart_get_summary (line), "4 Mar 2026: 0% of 1"));
  /* Scores 40, 52, 31, 45: 31 to 52 in bars three wide from 30. */
  bars = SPLAY_CHART (splay_stats_page_get_chart (page, TRUE));
  g_assert_cmpuint (splay_chart_get_n_values (bars), ==, 8);
  g_assert_nonnull (strstr (splay_chart_get_summary (bars), "30–32: 1 game;"));
  g_assert_nonnull (strstr (splay_chart_get_summary (bars), "51–53: 1 game;"));

  /* Another game: nothing there yet, the selectors stay. */
  splay_stats_page_set_game (page, "spit");
  g_assert_cmpstr (splay_stats_page_get_state (page), ==, "no-results");
  g_assert_null (splay_stats_page_get_figure (page, "played"));
  splay_stats_page_set_game (page, "splito");

  /* Drawn for real: the page survives a frame at its size. */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 700);
  gtk_widget_queue_draw (GTK_WIDGET (f->window));
  g_main_context_iteration (NULL, FALSE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
}

static void
test_during_match (Fixture *f, gconstpointer data)
{
  GtkWindow *dialog;
  SplayMatch *match;
  SplayStatsPage *page;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "splatoids");
  dialog = splay_window_get_new_game_dialog (f->window);
  g_assert_nonnull (dialog);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 2);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Ada", -1);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Robot", SPLAY_LEVEL_MEDIUM);
  /* The people of earlier matches are offered by name. */
  g_assert_true (
      gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.use-name", "(is)", 0, "Bo"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  match = splay_window_get_match (f->window);
  g_assert_cmpstr (splay_player_get_name (splay_match_get_player (match, 0)), ==, "Bo");
  g_assert_false (splay_match_get_paused (match));

  page = open_statistics (f);
  /* The page opens on the game being played, and the match waits. */
  g_assert_true (splay_match_get_paused (match));
  g_assert_cmpstr (splay_stats_page_get_state (page), ==, "no-results");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  g_assert_true (splay_window_get_match (f->window) == match);
  g_assert_false (splay_match_get_paused (match));
}

static gboolean
hint_arrived (gpointer data)
{
  SplayMatch *match = data;
  SplayAction a;

  return !splay_match_is_hint_pending (match) && splay_match_get_hint (match, 0, &a);
}

static gboolean
person_to_act (gpointer data)
{
  SplayMatch *match = data;
  SplayGame *game = splay_match_get_current_game (match);

  return splay_match_is_over (match)
         || (game != NULL && !splay_game_is_over (game) && (splay_game_get_actors (game) & 1));
}

/* Plays a Splatoids match against the computer through the window: Cy asks
 * for a hint once (the match counts apart), then plays the first legal move
 * each turn, as the board would send it. */
static void
play_match (Fixture *f, gboolean with_hint)
{
  GtkWindow *dialog;
  SplayMatch *match;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", "splatoids");
  dialog = splay_window_get_new_game_dialog (f->window);
  splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), 2);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 0, "Cy", -1);
  splay_new_game_dialog_set_seat (SPLAY_NEW_GAME_DIALOG (dialog), 1, "Robot", SPLAY_LEVEL_EASY);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  match = splay_window_get_match (f->window);
  g_assert_nonnull (match);
  ui_wait_for (person_to_act, match);
  if (with_hint)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL));
      ui_wait_for (hint_arrived, match);
    }
  while (!splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);
      const SplayRules *rules = splay_match_get_rules (match);
      SplayAction legal[SPLAY_MAX_ACTIONS];

      ui_wait_for (person_to_act, match);
      if (splay_match_is_over (match))
        break;
      rules->legal (splay_game_get_state (game), 0, legal);
      g_assert_true (splay_match_submit (match, 0, legal[0], SPLAY_MOVE_POINTER, NULL));
    }
}

/* What the page shows after real matches: one won or lost with a hint is
 * counted apart, and the figures of the others say "—" rather than
 * "-100%" while there are none (they showed "Played 0, Win rate -100%,
 * Average place -1.0"). */
static void
test_played_matches (Fixture *f, gconstpointer data)
{
  SplayStatsPage *page;

  play_match (f, TRUE);
  page = open_statistics (f);
  splay_stats_page_set_game (page, "splatoids");
  splay_stats_page_set_person (page, "Cy");
  g_assert_cmpstr (splay_stats_page_get_state (page), ==, "figures");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "played"), ==, "0");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "win-rate"), ==, "—");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "place"), ==, "—");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "assisted/played"), ==, "1");
  g_assert_nonnull (strstr (splay_stats_page_get_results_note (page), "counted apart"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL));
  play_match (f, FALSE);
  page = open_statistics (f);
  splay_stats_page_set_game (page, "splatoids");
  splay_stats_page_set_person (page, "Cy");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "played"), ==, "1");
  g_assert_cmpstr (splay_stats_page_get_figure (page, "assisted/played"), ==, "1");
  g_assert_cmpint (atoi (splay_stats_page_get_figure (page, "won"))
                       + atoi (splay_stats_page_get_figure (page, "lost"))
                       + atoi (splay_stats_page_get_figure (page, "drawn")),
                   ==, 1);
  g_assert_true (g_str_has_suffix (splay_stats_page_get_figure (page, "win-rate"), "%"));
}

int
main (int argc, char *argv[])
{
  g_setenv ("TZ", "UTC", TRUE);
  ui_test_init (&argc, &argv);

  /* In this order: the first test needs the empty database. */
  g_test_add ("/ui-stats/empty", Fixture, NULL, ui_fixture_setup, test_empty, ui_fixture_teardown);
  g_test_add ("/ui-stats/figures", Fixture, NULL, ui_fixture_setup, test_figures,
              ui_fixture_teardown);
  g_test_add ("/ui-stats/during-match", Fixture, NULL, ui_fixture_setup, test_during_match,
              ui_fixture_teardown);
  /* Last: it leaves finished Splatoids matches in the database. */
  g_test_add ("/ui-stats/played-matches", Fixture, NULL, ui_fixture_setup, test_played_matches,
              ui_fixture_teardown);
  return ui_test_run ();
}
