/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every page that is not a board fits a phone-sized window (360x294, the
 * smallest GNOME asks apps to work at): the start page, the new-game
 * dialog, the history (list, details, replay controls), the statistics,
 * the rules and the preferences. For each, asked for 360x294, the window
 * stays at most 380 pixels wide; its buttons and rows lie inside the
 * window; no text that matters is cut off with an ellipsis; and nothing
 * scrolls sideways.
 *
 * With SPLAY_TEST_SHOTS=DIR each page is also saved as DIR/NAME-360.png and,
 * drawn again at 1000x700, as DIR/NAME-1000.png, to be looked at. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "engine/catalog.h"
#include "store/splay-stats.h"
#include "ui/splay-application.h"
#include "ui/splay-history-page.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-preferences-window.h"
#include "ui/splay-board.h"
#include "ui/splay-replay-view.h"
#include "ui/splay-rules-page.h"
#include "ui/splay-stats-page.h"
#include "ui/splay-window.h"
#include "store-test-util.h"
#include "ui-fit-util.h"
#include "ui-test-util.h"

#define NARROW_W 360
#define NARROW_H 294
/* What the window may grow to beyond the size asked for. */
#define MAX_W 380

/* ---- waiting ---- */

typedef struct
{
  GtkWidget *widget;
  int width, height;
} SizeWait;

static gboolean
has_size (gpointer data)
{
  SizeWait *w = data;

  return gtk_widget_get_mapped (w->widget) && gtk_widget_get_width (w->widget) > 0;
}

/* Asks @window for @width x @height and lets it settle: a few frames are
 * drawn, so that size-allocate decisions of the pages (which may change
 * what they show, and so their size) have been taken. */
static void
resize (GtkWindow *window, int width, int height)
{
  SizeWait w = { GTK_WIDGET (window), width, height };

  gtk_window_set_default_size (window, width, height);
  ui_wait_for (has_size, &w);
  for (int i = 0; i < 4; i++)
    {
      gtk_widget_queue_resize (GTK_WIDGET (window));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* ---- looking ---- */

static void
shoot (GtkWidget *window, const char *name, int size)
{
  g_autofree char *sized = g_strdup_printf ("%s-%d", name, size);

  ui_fit_shoot (window, sized);
}

/* Scrolls every scrolled window shown under @widget to @where (0: the
 * top, 1: the end). */
static void
scroll_all (GtkWidget *widget, double where)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget));
      gtk_adjustment_set_value (
          v, where * (gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v)));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    scroll_all (c, where);
}

/* Saves @window as NAME-SIZE.png and, scrolled to the end, as
 * NAME-SIZE-end.png. */
static void
shoot_both (GtkWidget *window, const char *name, int size)
{
  g_autofree char *end = g_strconcat (name, "-end", NULL);

  if (g_getenv ("SPLAY_TEST_SHOTS") == NULL)
    return;
  shoot (window, name, size);
  scroll_all (window, 1);
  gtk_test_widget_wait_for_draw (window);
  shoot (window, end, size);
  scroll_all (window, 0);
  gtk_test_widget_wait_for_draw (window);
}

/* ---- checking ---- */

static GtkWidget *find_widget (GtkWidget *widget, GType type);
static GtkWidget *find_button (GtkWidget *widget, const char *text);

static gboolean
is_shown (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

static char *
describe (GtkWidget *widget)
{
  const char *text = NULL;

  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  if (text == NULL)
    text = gtk_widget_get_tooltip_text (widget);
  if (text == NULL && ADW_IS_PREFERENCES_ROW (widget))
    text = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
  return g_strdup_printf ("%s “%s”", G_OBJECT_TYPE_NAME (widget), text ? text : "");
}

/* @widget lies inside @window from left to right. */
static void
assert_inside (GtkWidget *window, GtkWidget *widget)
{
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (window);
  g_autofree char *what = describe (widget);

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  if (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > width + 0.5)
    g_error ("%s lies at %.0f to %.0f, outside the window's 0 to %d", what, bounds.origin.x,
             bounds.origin.x + bounds.size.width, width);
}

/* The widgets that matter, shown: every button and every row, inside the
 * window from left to right, unless scrolled out of view upwards or
 * downwards (a vertical scroller is fine). Every label shown either wraps
 * or has room for its whole text, bar those @may_ellipsize allows. No
 * scrolled window scrolls sideways. Returns how many it looked at. */
static guint
check_tree (GtkWidget *window, GtkWidget *widget, gboolean (*may_ellipsize) (GtkLabel *))
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return 0;
  /* A replay's board is a board's, with a test of its own (and a scroller
   * of its own in the replay, so that it never widens the window). */
  if (g_strcmp0 (gtk_widget_get_name (widget), "replay-board") == 0)
    return 0;
  /* So is the board the results show their deal's final position on
   * (tests/test-ui-narrow.c, test-ui-narrow2.c). */
  if (SPLAY_IS_BOARD (widget))
    return 0;
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_LIST_BOX_ROW (widget)
      || GTK_IS_DROP_DOWN (widget) || GTK_IS_SPIN_BUTTON (widget) || GTK_IS_SWITCH (widget)
      || GTK_IS_SEARCH_ENTRY (widget))
    {
      if (is_shown (widget))
        {
          assert_inside (window, widget);
          n++;
        }
    }
  if (GTK_IS_LABEL (widget) && is_shown (widget))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));

      /* A wide table's cells, a dropdown's shown choice and the window's
       * title are cut short by design (their tooltip, list or page shows
       * them whole). */
      gboolean by_design = gtk_widget_get_ancestor (widget, GTK_TYPE_COLUMN_VIEW) != NULL
                           || gtk_widget_get_ancestor (widget, GTK_TYPE_DROP_DOWN) != NULL
                           || gtk_widget_get_ancestor (widget, ADW_TYPE_WINDOW_TITLE) != NULL;

      if (pango_layout_is_ellipsized (layout) && !by_design
          && (may_ellipsize == NULL || !may_ellipsize (GTK_LABEL (widget))))
        for (GtkWidget *a = widget; a != NULL; a = gtk_widget_get_parent (a))
          g_printerr ("  in %s.%s\n", G_OBJECT_TYPE_NAME (a), gtk_widget_get_css_name (a));
      if (pango_layout_is_ellipsized (layout) && !by_design
          && (may_ellipsize == NULL || !may_ellipsize (GTK_LABEL (widget))))
        g_error ("“%s” is cut off at %d pixels", gtk_label_get_text (GTK_LABEL (widget)),
                 gtk_widget_get_width (widget));
    }
  if (GTK_IS_SCROLLED_WINDOW (widget) && is_shown (widget))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (widget));

      if (gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h)
          > gtk_adjustment_get_page_size (h) + 1)
        g_error ("a scrolled window scrolls sideways: %.0f pixels in %.0f",
                 gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h),
                 gtk_adjustment_get_page_size (h));
    }
  /* A popover is a window of its own. */
  if (GTK_IS_POPOVER (widget))
    return n;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += check_tree (window, c, may_ellipsize);
  return n;
}

/* On failure: the chain of widgets that want more than @limit pixels. */
static void
report_wide (GtkWidget *widget, int limit, int depth)
{
  int min = 0;

  if (!gtk_widget_get_visible (widget) || depth > 40)
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min <= limit)
    return;
  {
    g_autofree char *what = describe (widget);
    g_printerr ("%*s%s wants %d\n", depth, "", what, min);
  }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    report_wide (c, limit, depth + 1);
}

/* Asked for 360x294, @window is at most MAX_W wide and everything in it
 * passes check_tree (at least @min_controls buttons and rows); saved to
 * look at as @name, there and at 1000x700. */
static void
check_narrow (GtkWindow *window, const char *name, guint min_controls,
              gboolean (*may_ellipsize) (GtkLabel *))
{
  guint n;

  resize (window, NARROW_W, NARROW_H);
  shoot_both (GTK_WIDGET (window), name, NARROW_W);
  if (gtk_widget_get_width (GTK_WIDGET (window)) > MAX_W)
    report_wide (GTK_WIDGET (window), NARROW_W - 24, 0);
  if (gtk_widget_get_width (GTK_WIDGET (window)) > MAX_W)
    g_error ("%s: asked for %d pixels, the window is %d wide", name, NARROW_W,
             gtk_widget_get_width (GTK_WIDGET (window)));
  n = check_tree (GTK_WIDGET (window), GTK_WIDGET (window), may_ellipsize);
  g_test_message ("%s: %u controls inside a window of %dx%d", name, n,
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpuint (n, >=, min_controls);
  if (g_getenv ("SPLAY_TEST_SHOTS") != NULL)
    {
      resize (window, 1000, 700);
      shoot_both (GTK_WIDGET (window), name, 1000);
      check_tree (GTK_WIDGET (window), GTK_WIDGET (window), may_ellipsize);
      resize (window, NARROW_W, NARROW_H);
    }
}

/* The first widget of @type under @widget (itself included). */
static GtkWidget *
find_widget (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The button (or menu button) shown under @widget whose label or tooltip
 * is @text. */
static GtkWidget *
find_button (GtkWidget *widget, const char *text)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if ((GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), text) == 0)
      || ((GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
          && g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The dropdown under @widget whose tooltip is @text, shown or not. */
static GtkWidget *
find_dropdown (GtkWidget *widget, const char *text)
{
  if (GTK_IS_DROP_DOWN (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_dropdown (c, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* @widget is shown and inside the window: scrolled to, if need be. */
static void
assert_reachable_ (GtkWidget *window, GtkWidget *widget, const char *expr)
{
  g_autofree char *what = NULL;

  if (widget == NULL)
    g_error ("not found: %s", expr);
  what = describe (widget);
  if (!is_shown (widget))
    g_error ("%s is not shown", what);
  assert_inside (window, widget);
}

#define assert_reachable(window, widget) assert_reachable_ ((window), (widget), #widget)

/* ---- data ---- */

/* A computer-only match of @game_id played to its end (or, with
 * @stop_after, a match with a person at seat 0 stopped after that many
 * moves), saved in the app's store. */
static gint64
save_match (SplayStore *store, const char *game_id, int seats, guint64 seed, int stop_after,
            const char *person)
{
  return store_test_save_match (store, game_id, seats, seed, stop_after, person, "Computer");
}

static gint64 finished_id, unfinished_id;

/* A history as a player has one: unfinished matches with long names,
 * finished ones of several games, results for the statistics. Once for
 * the run (the database is the run's). */
static void
populate (Fixture *f)
{
  SplayStore *store = splay_application_get_store (f->app);

  if (finished_id != 0)
    return;
  for (int i = 0; i < 3; i++)
    save_match (store, "splatoids", 3, 700 + i, 2, "Maximiliane Wolkenstein-Trostburg");
  unfinished_id = save_match (store, "splito", 4, 710, 1, "Ada");
  save_match (store, "spite-malice", 2, 720, 0, NULL);
  finished_id = save_match (store, "splatoids", 4, 730, 0, NULL);
  {
    g_autoptr (GError) error = NULL;
    SplayStatsWriter *writer = splay_stats_writer_new (store, &error);

    g_assert_no_error (error);
    for (int day = 0; day < 40; day++)
      {
        SplayStatsFakeMatch m = { 0 };

        m.game_id = "splito";
        m.n_seats = 2;
        m.names[0] = "Ada";
        m.names[1] = "Robot";
        m.levels[1] = day % 3 == 0 ? "hard" : "medium";
        m.n_games = 1;
        m.places[0][0] = day % 4 == 0 ? 2 : 1;
        m.places[0][1] = 3 - m.places[0][0];
        m.points[0][0] = 20 + (day * 7) % 40;
        m.points[0][1] = 30;
        m.hints[0] = day % 9 == 0;
        m.time = G_GINT64_CONSTANT (1772452800000) + day * G_GINT64_CONSTANT (86400000) * 3;
        g_assert_cmpint (splay_stats_writer_add (writer, &m, &error), >, 0);
      }
    g_assert_true (splay_stats_writer_finish (writer, &error));
  }
  /* The start page shows the unfinished ones. */
  ui_fixture_reopen (f);
}

/* ---- the pages ---- */

static void
test_start_page (Fixture *f, gconstpointer data)
{
  GtkWidget *window;

  populate (f);
  window = GTK_WIDGET (f->window);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
  check_narrow (GTK_WINDOW (window), "start", 10, NULL);
  /* (check_narrow looked at every game's Play and Rules already.) */
  assert_reachable (window, find_button (window, _("Resume")));
  assert_reachable (window, find_button (window, _("Abandon Match")));
  assert_reachable (window, find_button (window, C_("chooser", "Play")));
  assert_reachable (window, find_button (window, _("Main Menu")));
  /* Narrow, the Rules buttons are icons that still say what they open. */
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      g_autofree char *tip = g_strdup_printf (_("Rules of %s"), _(splay_catalog[i].name));

      if (splay_rules_available (splay_catalog[i].id))
        assert_reachable (window, find_button (window, tip));
    }
}

static void
test_new_game_dialog (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const SplayCatalogEntry *entry = &splay_catalog[i];
      g_autofree char *name = g_strdup_printf ("new-game-%s", entry->id);
      GtkWindow *dialog;

      if (entry->rules == NULL)
        continue;
      splay_window_new_game (f->window, entry->id);
      ui_wait_for (ui_new_game_dialog_shown, f->window);
      dialog = splay_window_get_new_game_dialog (f->window);
      /* The most players the game takes: the longest dialog. */
      splay_new_game_dialog_set_n_seats (SPLAY_NEW_GAME_DIALOG (dialog), entry->rules->max_seats);
      /* A match, so that its length shows too. */
      if (splay_new_game_dialog_is_by_deals (SPLAY_NEW_GAME_DIALOG (dialog)))
        splay_new_game_dialog_set_deals (SPLAY_NEW_GAME_DIALOG (dialog), 5);
      else
        splay_new_game_dialog_set_target (SPLAY_NEW_GAME_DIALOG (dialog), 25);
      check_narrow (dialog, name, 6, NULL);
      assert_reachable (GTK_WIDGET (dialog), find_button (GTK_WIDGET (dialog), _("_Start")));
      assert_reachable (GTK_WIDGET (dialog), find_button (GTK_WIDGET (dialog), _("_Cancel")));
      gtk_window_destroy (dialog);
      g_assert_null (splay_window_get_new_game_dialog (f->window));
    }
}

static SplayHistoryPage *
open_history (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "history");
  return SPLAY_HISTORY_PAGE (splay_window_get_history_page (f->window));
}

static void
test_history_list (Fixture *f, gconstpointer data)
{
  SplayHistoryPage *page;

  populate (f);
  page = open_history (f);
  check_narrow (GTK_WINDOW (f->window), "history-list", 6, NULL);
  assert_reachable (GTK_WIDGET (f->window),
                    find_button (GTK_WIDGET (page), _("Export the History")));
  /* Narrow, the filters are a menu: its Unfinished item filters the list
   * as the dropdown does, and the dropdown's choice shows in the menu. */
  assert_reachable (GTK_WIDGET (f->window), find_button (GTK_WIDGET (page), _("Filter and Sort")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "filter.status", "u", 2));
  {
    GListModel *rows = G_LIST_MODEL (splay_history_page_get_model (page));

    g_assert_cmpuint (g_list_model_get_n_items (rows), >=, 1);
    for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
      {
        g_autoptr (SplayHistoryItem) item = g_list_model_get_item (rows, i);
        g_assert_cmpint (splay_history_item_get_entry (item)->status, ==, SPLAY_MATCH_PLAYING);
      }
  }
  g_assert_cmpuint (
      gtk_drop_down_get_selected (GTK_DROP_DOWN (find_dropdown (GTK_WIDGET (page), _("Status")))),
      ==, 2);
  splay_history_page_set_filter (page, "splatoids", -1, "Maximiliane");
  check_narrow (GTK_WINDOW (f->window), "history-filtered", 4, NULL);
  splay_history_page_set_filter (page, NULL, -1, NULL);
}

static void
test_history_details (Fixture *f, gconstpointer data)
{
  SplayHistoryPage *page;
  GtkWidget *window;

  populate (f);
  window = GTK_WIDGET (f->window);
  page = open_history (f);
  splay_history_page_show_details (page, finished_id);
  g_assert_cmpstr (splay_history_page_get_view (page), ==, "details");
  check_narrow (GTK_WINDOW (window), "history-details", 3, NULL);
  assert_reachable (window, find_button (GTK_WIDGET (page), _("_Delete")));
  assert_reachable (window, find_button (GTK_WIDGET (page), _("Replay")));
  assert_reachable (window, find_button (GTK_WIDGET (page), _("Back to the History")));

  splay_history_page_show_details (page, unfinished_id);
  check_narrow (GTK_WINDOW (window), "history-details-unfinished", 3, NULL);
  assert_reachable (window, find_button (GTK_WIDGET (page), _("_Resume")));
}

static void
test_replay (Fixture *f, gconstpointer data)
{
  SplayHistoryPage *page;
  GtkWidget *window;
  GtkWidget *view;

  populate (f);
  window = GTK_WIDGET (f->window);
  page = open_history (f);
  splay_history_page_show_details (page, finished_id);
  splay_history_page_show_replay (page, 0);
  g_assert_cmpstr (splay_history_page_get_view (page), ==, "replay");
  view = splay_history_page_get_replay (page);
  splay_replay_view_set_position (SPLAY_REPLAY_VIEW (view), 5);
  check_narrow (GTK_WINDOW (window), "replay", 6, NULL);
  /* The controls, not the board inside (a board has its own test). */
  assert_reachable (window, find_button (view, _("To the Start")));
  assert_reachable (window, find_button (view, _("To the End")));
  assert_reachable (window, find_button (view, _("Play")));
  /* The speed and whose cards are shown: a menu in a narrow window, which
   * does what the dropdowns do. */
  assert_reachable (window, find_button (view, _("Replay Options")));
  g_assert_true (gtk_widget_activate_action (view, "replay-choice.viewer", "u", 2));
  g_assert_cmpuint (gtk_drop_down_get_selected (
                        GTK_DROP_DOWN (find_dropdown (view, _("Whose Cards Are at the Screen")))),
                    ==, 2);
  assert_reachable (window, find_button (GTK_WIDGET (page), _("Back to the Match")));
}

static void
test_statistics (Fixture *f, gconstpointer data)
{
  GtkWidget *window;
  SplayStatsPage *page;

  populate (f);
  window = GTK_WIDGET (f->window);
  g_assert_true (gtk_widget_activate_action (window, "win.show-statistics", NULL));
  page = SPLAY_STATS_PAGE (splay_window_get_statistics_page (f->window));
  splay_stats_page_set_game (page, "splito");
  g_assert_cmpstr (splay_stats_page_get_state (page), ==, "figures");
  check_narrow (GTK_WINDOW (window), "statistics", 8, NULL);
  /* The charts get the width there is, not more. */
  assert_reachable (window, splay_stats_page_get_chart (page, FALSE));
  assert_reachable (window, splay_stats_page_get_chart (page, TRUE));

  /* A long name and a long game name chosen. */
  splay_stats_page_set_person (page, "Maximiliane Wolkenstein-Trostburg");
  splay_stats_page_set_game (page, "spite-malice");
  check_narrow (GTK_WINDOW (window), "statistics-long", 2, NULL);

  splay_stats_page_set_person (page, NULL);
  splay_stats_page_set_game (page, "spit");
  g_assert_cmpstr (splay_stats_page_get_state (page), ==, "no-results");
  check_narrow (GTK_WINDOW (window), "statistics-none", 2, NULL);
}

static gboolean
on_summary (gpointer data)
{
  return g_strcmp0 (splay_window_get_page (data), "summary") == 0;
}

/* The page between the games of a match: the result, the score table and
 * the buttons on, which wrap under each other when they do not fit. */
static void
test_summary (Fixture *f, gconstpointer data)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplayPlayer *players[4] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  SplaySettings settings;
  GtkWidget *window = GTK_WIDGET (f->window);

  players[0] = splay_player_new_computer ("Maximiliane Wolkenstein-Trostburg", SPLAY_LEVEL_EASY);
  players[1] = splay_player_new_computer ("Computer 2", SPLAY_LEVEL_EASY);
  players[2] = splay_player_new_computer ("Computer 3", SPLAY_LEVEL_EASY);
  splay_settings_defaults (rules, 3, &settings);
  match = splay_match_new (rules, &settings, 77, players, 30, 0);
  for (int s = 0; s < 3; s++)
    g_object_unref (players[s]);
  splay_window_start_match (f->window, match);
  ui_wait_for (on_summary, f->window);
  g_assert_nonnull (find_widget (window, ADW_TYPE_STATUS_PAGE));
  check_narrow (GTK_WINDOW (window), "summary", 3, NULL);
  assert_reachable (window, find_button (window, _("Back to Games")));
  assert_reachable (window, find_button (window, _("Next Game")));
}

static gboolean
rules_shown (gpointer data)
{
  SplayRulesWindow *w = splay_rules_window_get_current ();
  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

static void
test_rules (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const char *id = splay_catalog[i].id;
      g_autofree char *name = g_strdup_printf ("rules-%s", id);
      SplayRulesWindow *window;

      if (!splay_rules_available (id))
        continue;
      window = splay_rules_window_show (GTK_WINDOW (f->window), id);
      ui_wait_for (rules_shown, NULL);
      check_narrow (GTK_WINDOW (window), name, 1, NULL);
      gtk_window_destroy (GTK_WINDOW (window));
      g_assert_null (splay_rules_window_get_current ());
    }
}

/* The preferences: each row's chosen value shown whole beside its title
 * and subtitle (a combo row's value is a label of its own, not a
 * dropdown's, so check_tree holds it to its whole text). */
static void
test_preferences (Fixture *f, gconstpointer data)
{
  GtkWindow *window;

  /* With the desktop's animations on, as most people have them: the
   * Animations row then says how fast cards travel (off, it says that the
   * desktop turned them off). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  window = ui_open_preferences (f);
  check_narrow (window, "preferences", 5, NULL);
  gtk_window_destroy (window);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  /* Built with SPLAY_NARROW_LANGUAGE "de": the same pages in German, whose
   * words are longer (the build's catalogue, as the i18n test uses it).
   * gettext ignores LANGUAGE under the plain C locale. */
#ifdef SPLAY_NARROW_LANGUAGE
  ui_test_use_language (SPLAY_NARROW_LANGUAGE);
#endif
  /* What is checked and saved is each page at rest, not a crossfade. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  /* SPLAY_TEST_SHOTS_DARK=1: the pages saved in the dark style. */
  if (g_getenv ("SPLAY_TEST_SHOTS_DARK") != NULL)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  /* The title bar's buttons as GNOME has them (GTK's own default adds
   * minimize and maximize, which a phone or a GNOME desktop does not). */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  g_test_add ("/ui/narrow/start-page", Fixture, NULL, ui_fixture_setup, test_start_page,
              ui_fixture_teardown);
  g_test_add ("/ui/narrow/new-game-dialog", Fixture, NULL, ui_fixture_setup, test_new_game_dialog,
              ui_fixture_teardown);
  g_test_add ("/ui/narrow/history-list", Fixture, NULL, ui_fixture_setup, test_history_list,
              ui_fixture_teardown);
  g_test_add ("/ui/narrow/history-details", Fixture, NULL, ui_fixture_setup, test_history_details,
              ui_fixture_teardown);
  g_test_add ("/ui/narrow/replay", Fixture, NULL, ui_fixture_setup, test_replay,
              ui_fixture_teardown);
  g_test_add ("/ui/narrow/statistics", Fixture, NULL, ui_fixture_setup, test_statistics,
              ui_fixture_teardown);
  g_test_add ("/ui/narrow/summary", Fixture, NULL, ui_fixture_setup, test_summary,
              ui_fixture_teardown);
  g_test_add ("/ui/narrow/rules", Fixture, NULL, ui_fixture_setup, test_rules, ui_fixture_teardown);
  g_test_add ("/ui/narrow/preferences", Fixture, NULL, ui_fixture_setup, test_preferences,
              ui_fixture_teardown);
  return ui_test_run ();
}
