/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window's History page: it lists the saved matches, filters
 * them, opens a match's details with each game's points and the running
 * totals, deletes a match with Undo (the row goes at once, the database row
 * only when the toast goes), resumes an unfinished match on the board,
 * replays finished games of three games step by step on their real boards
 * with every hand shown, and exports to a file or says why it cannot. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <sqlite3.h>
#include <string.h>

#include "engine/splatoids.h"
#include "engine/splito.h"
#include "store/splay-history.h"
#include "store/splay-store-private.h"
#include "ui/splay-application.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-history-page.h"
#include "ui/splay-history-page-private.h"
#include "ui/splay-replay-view.h"
#include "ui/splay-window.h"
#include "store-test-util.h"
#include "ui-fit-util.h"
#include "ui-test-util.h"
#include "state-test-util.h"

/* A computer-only match of @game_id played to its end (or, with
 * @stop_after, a match with a person at seat 0 stopped after that many
 * moves), saved in the app's store. */
static gint64
save_match (SplayStore *store, const char *game_id, int seats, guint64 seed, int stop_after)
{
  return store_test_save_match (store, game_id, seats, seed, stop_after, "Ada", "Bot");
}

static guint
n_rows (SplayHistoryPage *page)
{
  return g_list_model_get_n_items (G_LIST_MODEL (splay_history_page_get_model (page)));
}

static guint
n_saved (SplayStore *store)
{
  guint n = 0;
  g_assert_true (splay_store_count_history (store, NULL, &n, NULL));
  return n;
}

static guint expected_saved;

static gboolean
saved_is_expected (gpointer store)
{
  return n_saved (store) == expected_saved;
}

static SplayHistoryPage *
open_history (Fixture *f)
{
  GtkWidget *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "history");
  page = splay_window_get_history_page (f->window);
  g_assert_true (SPLAY_IS_HISTORY_PAGE (page));
  g_assert_cmpstr (splay_history_page_get_view (SPLAY_HISTORY_PAGE (page)), ==, "list");
  return SPLAY_HISTORY_PAGE (page);
}

static gboolean
history_emptied (gpointer data)
{
  return n_rows (data) == 0;
}

/* A file that counts its matches but cannot list them (a damaged column
 * name): the list says so, where GTK got NULL for a row to show and the
 * app stopped on the critical. */
static void
test_unreadable_list (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  SplayHistoryPage *page;

  save_match (store, "splatoids", 2, 11, 0);
  save_match (store, "splatoids", 2, 12, 0);
  g_assert_cmpint (sqlite3_exec (splay_store_get_db (store),
                                 "ALTER TABLE match_seats RENAME COLUMN level TO damaged", NULL,
                                 NULL, NULL),
                   ==, SQLITE_OK);
  g_test_expect_message ("Splay", G_LOG_LEVEL_WARNING, "*A page of the history cannot be read*");
  page = open_history (f);
  ui_wait_for (history_emptied, page);
  g_test_assert_expected_messages ();
  g_assert_nonnull (
      ui_find_widget (GTK_WIDGET (page), ui_label_says, "The History Cannot Be Read", TRUE, NULL));
  /* The tests after this one share the database. */
  g_assert_cmpint (sqlite3_exec (splay_store_get_db (store),
                                 "ALTER TABLE match_seats RENAME COLUMN damaged TO level", NULL,
                                 NULL, NULL),
                   ==, SQLITE_OK);
}

/* The start page lists the five most recent unfinished matches, whatever
 * the history holds (it read and built a row for every one: minutes with
 * 10,000), and a last row for all of them, which opens the history
 * showing the unfinished ones. */
static void
test_continue_list (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  g_auto (GStrv) titles = NULL;
  SplayHistoryPage *page;
  guint n_unfinished;

  for (int i = 0; i < 8; i++)
    save_match (store, "splatoids", 2, 500 + i, 1);
  save_match (store, "splatoids", 2, 600, 0);
  {
    g_autoptr (GPtrArray) list = splay_store_list_unfinished (store, 0, &n_unfinished, NULL);
    g_assert_cmpuint (list->len, ==, n_unfinished);
  }
  ui_fixture_reopen (f);
  titles = splay_window_get_continue_titles (f->window);
  g_assert_cmpuint (g_strv_length (titles), ==, SPLAY_WINDOW_CONTINUE_ROWS + 1);
  {
    g_autofree char *all = g_strdup_printf ("All %u Unfinished Matches", n_unfinished);
    g_assert_cmpstr (titles[SPLAY_WINDOW_CONTINUE_ROWS], ==, all);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-unfinished", NULL));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "history");
  page = SPLAY_HISTORY_PAGE (splay_window_get_history_page (f->window));
  g_assert_cmpuint (n_rows (page), ==, n_unfinished);
  g_assert_cmpuint (n_rows (page), <, n_saved (store));
}

/* A match to 3 points: each game's points with, in brackets, the match
 * total after it. */
static void
test_details_of_a_match (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  gint64 id = store_test_save_match_to (store, "splatoids", 2, 31, 0, "Ada", "Bot", 3, 0);
  SplayHistoryPage *page = open_history (f);
  g_autoptr (SplayHistoryDetails) details = splay_store_get_history_details (store, id, NULL);
  g_autoptr (GString) expected = g_string_new ("Game | Bot 1 (Easy) | Bot 2 (Easy)");
  g_autofree char *text = NULL;

  g_assert_nonnull (details);
  g_assert_cmpuint (details->games->len, >=, 3);
  splay_history_page_show_details (page, id);
  for (guint g = 0; g < details->games->len; g++)
    {
      SplayHistoryGame *game = &g_array_index (details->games, SplayHistoryGame, g);

      g_string_append_printf (expected, "\n%u", g + 1);
      for (int s = 0; s < 2; s++)
        g_string_append_printf (expected, " | %d (%d)", game->points[s], game->running[s]);
      g_string_append_printf (expected, " | %s", game->drawn ? "Drawn" : "");
    }
  g_string_append (expected, "\nTotal");
  for (int s = 0; s < 2; s++)
    g_string_append_printf (expected, " | %d", details->entry->totals[s]);
  text = splay_history_page_get_details_text (page);
  g_assert_cmpstr (text, ==, expected->str);
}

/* The x of @w's left edge and of its right edge in @f's window. */
static void
edges (Fixture *f, GtkWidget *w, double *left, double *right)
{
  graphene_point_t p;

  g_assert_true (
      gtk_widget_compute_point (w, GTK_WIDGET (f->window), &GRAPHENE_POINT_INIT (0, 0), &p));
  *left = p.x;
  *right = p.x + gtk_widget_get_width (w);
}

/* On a wide window the table is no wider than it reads well, centred,
 * the bar of filters over it as wide: the players' column spread the
 * result and the points to the far edge of a 1920 px screen. Narrower,
 * the table takes the whole width. */
static void
test_table_width (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  SplayHistoryPage *page;
  double left, right, bar_left, bar_right;
  int width;

  save_match (store, "splito", 4, 5, 0);
  ui_fit_resize (f, 1280, 800);
  page = open_history (f);
  ui_fit_settle (f);
  width = gtk_widget_get_width (GTK_WIDGET (f->window));
  edges (f, GTK_WIDGET (page->column_view), &left, &right);
  g_test_message ("%d px window: the table from %.0f to %.0f", width, left, right);
  g_assert_cmpfloat (right - left, ==, HISTORY_TABLE_WIDTH);
  g_assert_cmpfloat (ABS (left - (width - right)), <=, 1);
  edges (f, gtk_widget_get_parent (GTK_WIDGET (page->search_entry)), &bar_left, &bar_right);
  g_assert_cmpfloat (bar_left, >=, left);
  g_assert_cmpfloat (bar_right, <=, right);

  ui_fit_resize (f, 900, 700);
  width = gtk_widget_get_width (GTK_WIDGET (f->window));
  edges (f, GTK_WIDGET (page->column_view), &left, &right);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (page->list_stack), ==, "rows");
  g_assert_cmpfloat (left, <=, 1);
  g_assert_cmpfloat (right, >=, width - 1);
}

static void
test_list_details_delete_undo (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  gint64 finished, unfinished;
  SplayHistoryPage *page;
  g_autoptr (SplayHistoryDetails) details = NULL;
  g_autofree char *text = NULL;
  guint before;

  finished = save_match (store, "splatoids", 3, 11, 0);
  unfinished = save_match (store, "splatoids", 2, 12, 3);
  before = n_saved (store);

  page = open_history (f);
  g_assert_cmpuint (n_rows (page), ==, before);
  /* Newest first. */
  {
    g_autoptr (SplayHistoryItem) first
        = g_list_model_get_item (G_LIST_MODEL (splay_history_page_get_model (page)), 0);
    g_assert_cmpint (splay_history_item_get_entry (first)->id, ==, unfinished);
  }

  /* Filters: unfinished ones, then a player's name. */
  splay_history_page_set_filter (page, "splatoids", SPLAY_MATCH_PLAYING, NULL);
  g_assert_cmpuint (n_rows (page), >=, 1);
  for (guint i = 0; i < n_rows (page); i++)
    {
      g_autoptr (SplayHistoryItem) item
          = g_list_model_get_item (G_LIST_MODEL (splay_history_page_get_model (page)), i);
      g_assert_cmpint (splay_history_item_get_entry (item)->status, ==, SPLAY_MATCH_PLAYING);
    }
  splay_history_page_set_filter (page, NULL, -1, "ADA");
  g_assert_cmpuint (n_rows (page), >=, 1);
  splay_history_page_set_filter (page, NULL, -1, "nobody has this name");
  g_assert_cmpuint (n_rows (page), ==, 0);
  splay_history_page_set_filter (page, NULL, -1, NULL);
  g_assert_cmpuint (n_rows (page), ==, before);

  /* Details: a line per game with its points, and the total. A single
   * game's points stand alone (with a match total in brackets they said
   * "2 (2)"); a match's games say the total after each (below). */
  splay_history_page_show_details (page, finished);
  g_assert_cmpstr (splay_history_page_get_view (page), ==, "details");
  g_assert_cmpint (splay_history_page_get_details_id (page), ==, finished);
  details = splay_store_get_history_details (store, finished, NULL);
  text = splay_history_page_get_details_text (page);
  {
    g_autoptr (GString) expected
        = g_string_new ("Game | Bot 1 (Easy) | Bot 2 (Easy) | Bot 3 (Easy)");
    for (guint g = 0; g < details->games->len; g++)
      {
        SplayHistoryGame *game = &g_array_index (details->games, SplayHistoryGame, g);
        g_string_append_printf (expected, "\n%u", g + 1);
        for (int s = 0; s < 3; s++)
          g_string_append_printf (expected, " | %d", game->points[s]);
        g_string_append_printf (expected, " | %s", game->drawn ? "Drawn" : "");
      }
    g_string_append (expected, "\nTotal");
    for (int s = 0; s < 3; s++)
      g_string_append_printf (expected, " | %d", details->entry->totals[s]);
    g_assert_cmpstr (text, ==, expected->str);
  }

  /* Delete: the row goes at once, the match stays saved until the toast
   * goes; Undo brings the row back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "history.delete", NULL));
  g_assert_cmpstr (splay_history_page_get_view (page), ==, "list");
  g_assert_cmpstr (splay_history_page_get_last_toast (page), ==, "Match deleted");
  g_assert_cmpuint (n_rows (page), ==, before - 1);
  g_assert_cmpuint (n_saved (store), ==, before);
  g_assert_true (splay_history_page_undo_delete (page));
  g_assert_cmpuint (n_rows (page), ==, before);
  g_assert_cmpuint (n_saved (store), ==, before);
  g_assert_nonnull (splay_store_get_history_details (store, finished, NULL));

  /* Delete again and let the toast go: now it is gone from the database. */
  splay_history_page_show_details (page, finished);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "history.delete", NULL));
  g_assert_cmpuint (n_rows (page), ==, before - 1);
  splay_history_page_dismiss_toast (page);
  g_assert_cmpuint (n_saved (store), ==, before - 1);
  g_assert_false (splay_history_page_undo_delete (page));
  g_assert_cmpuint (n_rows (page), ==, before - 1);

  /* A delete still waiting when the window closes happens then. */
  splay_history_page_show_details (page, unfinished);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "history.delete", NULL));
  g_assert_cmpuint (n_saved (store), ==, before - 1);
  gtk_window_close (GTK_WINDOW (f->window));
  expected_saved = before - 2;
  ui_wait_for (saved_is_expected, store);
  g_application_activate (G_APPLICATION (f->app));
  f->window = SPLAY_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (f->app)));
  splay_window_set_computer_delay (f->window, 0);
}

/* Whether the window's focus is in the history's table. */
static gboolean
focus_in_table (Fixture *f, SplayHistoryPage *page)
{
  GtkWidget *table = ui_find_type (GTK_WIDGET (page), GTK_TYPE_COLUMN_VIEW, FALSE);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  g_assert_nonnull (table);
  return focus != NULL && (focus == table || gtk_widget_is_ancestor (focus, table));
}

/* Ctrl+H, then the arrow keys and Enter: the history opens with the focus
 * in its table of matches, and comes back to it from a match's details
 * (the page took no focus, and Down went to the search entry); with no
 * match shown, on its first control. */
static void
test_keyboard_focus (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  gint64 id = save_match (store, "splatoids", 2, 31, 0);
  SplayHistoryPage *page;

  save_match (store, "splatoids", 2, 32, 0);
  page = open_history (f);
  g_assert_true (focus_in_table (f, page));
  splay_history_page_show_details (page, id);
  g_assert_false (focus_in_table (f, page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "history.back", NULL));
  g_assert_cmpstr (splay_history_page_get_view (page), ==, "list");
  g_assert_true (focus_in_table (f, page));

  /* With no match to show (an empty history, or filters that leave
   * none), the focus goes to the page's first control (it recursed until
   * the stack overflowed). */
  splay_history_page_set_filter (page, NULL, -1, "nobody has this name");
  g_assert_cmpuint (n_rows (page), ==, 0);
  /* From outside the page, as the window gives it. */
  gtk_root_set_focus (GTK_ROOT (f->window), NULL);
  gtk_widget_grab_focus (GTK_WIDGET (page));
  g_assert_true (
      gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), GTK_WIDGET (page)));
  splay_history_page_set_filter (page, NULL, -1, NULL);
}

static void
test_resume (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  gint64 unfinished = save_match (store, "splatoids", 2, 21, 2);
  SplayHistoryPage *page = open_history (f);

  splay_history_page_show_details (page, unfinished);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "win.resume", "x", unfinished));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  g_assert_cmpint (splay_match_get_id (splay_window_get_match (f->window)), ==, unfinished);

  /* Going to the History leaves the board (the match is saved). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL));
  g_assert_null (splay_window_get_match (f->window));
}

/* What the board says of its cards, as a screen reader hears it: the
 * labels of the card widgets shown, and the tooltips of the others. */
static void
collect_labels (GtkWidget *widget, GPtrArray *labels)
{
  const char *label;

  if (!gtk_widget_get_visible (widget))
    return;
  label = SPLAY_IS_CARD_WIDGET (widget) ? splay_card_widget_get_label (SPLAY_CARD_WIDGET (widget))
                                        : gtk_widget_get_tooltip_text (widget);
  if (label != NULL)
    g_ptr_array_add (labels, g_strdup (label));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, labels);
}

/* Takes from @labels one that names @name (alone, or before a comma). */
static gboolean
take_label (GPtrArray *labels, const char *name)
{
  for (guint i = 0; i < labels->len; i++)
    {
      const char *l = g_ptr_array_index (labels, i);
      if (g_str_has_prefix (l, name) && (l[strlen (name)] == '\0' || l[strlen (name)] == ','))
        {
          g_ptr_array_remove_index (labels, i);
          return TRUE;
        }
    }
  return FALSE;
}

/* Splito: nobody at the screen, so every seat's hand is on the board,
 * card by card. */
static guint
check_splito_board (SplayGame *game, GPtrArray *labels)
{
  const SplitoState *s = splay_game_get_state (game);
  guint checked = 0;

  for (int seat = 0; seat < s->n_seats; seat++)
    for (int i = 0; i < s->hand_n[seat]; i++, checked++)
      {
        g_autofree char *name = splito_card_name (s->hand[seat][i]);
        if (!take_label (labels, name))
          g_error ("seat %d's %s is not on the board", seat, name);
      }
  return checked;
}

/* Splatoids: a face-down table card is named, and drawn, in a replay
 * showing every card. */
static guint
check_splatoids_board (SplayGame *game, GPtrArray *labels)
{
  const SplatoidsState *s = splay_game_get_state (game);
  guint checked = 0;

  for (int seat = 0; seat < s->n_seats; seat++)
    for (int p = 0; p < s->n_piles; p++)
      {
        int n = s->pile_n[seat][p];
        g_autofree char *card = NULL;
        g_autofree char *expected = NULL;

        if (n == 0 || splatoids_top_is_face_up (s, seat, p))
          continue;
        card = splay_card_name (s->pile[seat][p][n - 1]);
        expected = g_strdup_printf ("face down, %s", card);
        for (guint i = 0; i < labels->len && expected != NULL; i++)
          if (strstr (g_ptr_array_index (labels, i), expected) != NULL)
            g_clear_pointer (&expected, g_free);
        if (expected != NULL)
          g_error ("seat %d's face-down %s is not named on the board", seat, card);
        checked++;
      }
  return checked;
}

typedef guint (*CheckBoard) (SplayGame *game, GPtrArray *labels);

/* Steps through a whole game forward and back, and checks it ends as it
 * ended when played, with every hand readable by the board; @check_board,
 * if given, checks at every step what the board shows, and must find
 * something to check at some step. */
static void
check_replay (Fixture *f, const char *game_id, int seats, guint64 seed, CheckBoard check_board)
{
  SplayStore *store = splay_application_get_store (f->app);
  gint64 id = save_match (store, game_id, seats, seed, 0);
  SplayHistoryPage *page = open_history (f);
  g_autoptr (SplayMatch) saved = splay_store_load_match (store, id, NULL, NULL);
  SplayGame *original = splay_match_get_game (saved, 0);
  SplayReplayView *view;
  SplayGame *game;
  guint n;
  SplayResult a, b;

  splay_history_page_show_details (page, id);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "history.replay", "u", 0));
  g_assert_cmpstr (splay_history_page_get_view (page), ==, "replay");
  view = SPLAY_REPLAY_VIEW (splay_history_page_get_replay (page));
  g_assert_true (SPLAY_IS_REPLAY_VIEW (view));
  n = splay_replay_view_get_n_actions (view);
  g_assert_cmpuint (n, ==, splay_game_get_n_actions (original));
  g_assert_cmpuint (splay_replay_view_get_position (view), ==, 0);

  /* Every card is in the view of every seat, and the board takes no move. */
  game = splay_match_get_game (splay_replay_view_get_match (view), 0);
  g_assert_true (splay_game_get_reveal (game));
  {
    const SplayRules *rules = splay_game_get_rules (game);
    g_autofree guint8 *view_state = g_malloc (rules->state_size);
    splay_game_view (game, -1, view_state);
    splay_assert_cmpstate (rules, view_state, splay_game_get_state (game));
  }
  g_assert_false (gtk_widget_get_can_target (splay_replay_view_get_board (view)));
  g_assert_cmpint (splay_match_get_n_humans (splay_replay_view_get_match (view)), ==, 0);

  for (int k = 0; k < 5; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "replay.forward", NULL));
  g_assert_cmpuint (splay_replay_view_get_position (view), ==, 5);
  g_assert_cmpuint (
      splay_game_get_n_actions (splay_match_get_game (splay_replay_view_get_match (view), 0)), ==,
      5);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "replay.back", NULL));
  g_assert_cmpuint (splay_replay_view_get_position (view), ==, 4);
  game = splay_match_get_game (splay_replay_view_get_match (view), 0);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 4);
  g_assert_true (splay_game_get_reveal (game));

  /* The seat at the screen can change; the place stays. */
  splay_replay_view_set_viewer (view, 1);
  g_assert_cmpuint (splay_replay_view_get_position (view), ==, 4);
  g_assert_true (splay_match_seat_is_human (splay_replay_view_get_match (view), 1));
  splay_replay_view_set_viewer (view, -1);

  if (check_board != NULL)
    {
      guint checked = 0;

      for (guint k = 4; k < n; k++)
        {
          g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

          collect_labels (splay_replay_view_get_board (view), labels);
          checked
              += check_board (splay_match_get_game (splay_replay_view_get_match (view), 0), labels);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "replay.forward", NULL));
        }
      g_assert_cmpuint (checked, >, 0);
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "replay.last", NULL));
  g_assert_cmpuint (splay_replay_view_get_position (view), ==, n);
  game = splay_match_get_game (splay_replay_view_get_match (view), 0);
  g_assert_true (splay_game_is_over (game));
  splay_game_get_result (game, &a);
  splay_game_get_result (original, &b);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  splay_assert_cmpstate (splay_game_get_rules (game), splay_game_get_state (game),
                         splay_game_get_state (original));

  /* Played back from the start: it moves on by itself. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "replay.first", NULL));
  g_assert_cmpuint (splay_replay_view_get_position (view), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "replay.play", NULL));
  g_assert_true (splay_replay_view_is_playing (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "replay.play", NULL));
  g_assert_false (splay_replay_view_is_playing (view));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "history.back", NULL));
  g_assert_cmpstr (splay_history_page_get_view (page), ==, "details");
  g_assert_null (splay_history_page_get_replay (page));
}

static void
test_replay_splatoids (Fixture *f, gconstpointer data)
{
  check_replay (f, "splatoids", 3, 31, check_splatoids_board);
}

static void
test_replay_spite_malice (Fixture *f, gconstpointer data)
{
  check_replay (f, "spite-malice", 2, 32, NULL);
}

static void
test_replay_splito (Fixture *f, gconstpointer data)
{
  check_replay (f, "splito", 3, 33, check_splito_board);
}

static void
test_replay_spit (Fixture *f, gconstpointer data)
{
  check_replay (f, "spit", 2, 34, NULL);
}

static gboolean
export_done (gpointer page)
{
  return !splay_history_page_is_exporting (page);
}

static void
test_export (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  SplayHistoryPage *page;
  g_autofree char *dir = g_dir_make_tmp ("splay-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "history.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) nowhere = g_file_new_for_path ("/nonexistent-folder/history.csv");

  save_match (store, "splatoids", 2, 41, 0);
  page = open_history (f);
  splay_history_page_export (page, file, SPLAY_HISTORY_FORMAT_JSON);
  /* It runs on a thread: the window goes on meanwhile. */
  g_assert_true (splay_history_page_is_exporting (page));
  ui_wait_for (export_done, page);
  g_assert_true (
      g_str_has_prefix (splay_history_page_get_last_toast (page), "The history was saved to"));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "{\n  \"format\": \"splay-history\""));

  splay_history_page_export (page, nowhere, SPLAY_HISTORY_FORMAT_CSV);
  ui_wait_for (export_done, page);
  g_assert_true (
      g_str_has_prefix (splay_history_page_get_last_toast (page),
                        "The history could not be saved to “/nonexistent-folder/history.csv”: "));
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/history/list-details-delete-undo", Fixture, NULL, ui_fixture_setup,
              test_list_details_delete_undo, ui_fixture_teardown);
  g_test_add ("/ui/history/table-width", Fixture, NULL, ui_fixture_setup, test_table_width,
              ui_fixture_teardown);
  g_test_add ("/ui/history/details-of-a-match", Fixture, NULL, ui_fixture_setup,
              test_details_of_a_match, ui_fixture_teardown);
  g_test_add ("/ui/history/keyboard-focus", Fixture, NULL, ui_fixture_setup, test_keyboard_focus,
              ui_fixture_teardown);
  g_test_add ("/ui/history/resume", Fixture, NULL, ui_fixture_setup, test_resume,
              ui_fixture_teardown);
  g_test_add ("/ui/history/continue-list", Fixture, NULL, ui_fixture_setup, test_continue_list,
              ui_fixture_teardown);
  g_test_add ("/ui/history/replay-splatoids", Fixture, NULL, ui_fixture_setup,
              test_replay_splatoids, ui_fixture_teardown);
  g_test_add ("/ui/history/replay-spite-malice", Fixture, NULL, ui_fixture_setup,
              test_replay_spite_malice, ui_fixture_teardown);
  g_test_add ("/ui/history/replay-splito", Fixture, NULL, ui_fixture_setup, test_replay_splito,
              ui_fixture_teardown);
  g_test_add ("/ui/history/replay-spit", Fixture, NULL, ui_fixture_setup, test_replay_spit,
              ui_fixture_teardown);
  g_test_add ("/ui/history/unreadable-list", Fixture, NULL, ui_fixture_setup, test_unreadable_list,
              ui_fixture_teardown);
  g_test_add ("/ui/history/export", Fixture, NULL, ui_fixture_setup, test_export,
              ui_fixture_teardown);

  return ui_test_run ();
}
