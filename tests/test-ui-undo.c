/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Undo and restarting in the real window: the header bar's Undo button
 * (win.undo, Ctrl+Z) takes back the person's last move and the computers'
 * replies at several points of a Splatoids and a Spite and Malice match,
 * the board showing the earlier position at once, and Redo (win.redo,
 * Ctrl+Shift+Z) plays them again; the match closed and
 * resumed keeps what was taken back and plays on to the result the store
 * has. Undo is not offered at a hot-seat table or in a race. Restart This
 * Deal deals the same cards again; a new match with the same settings
 * keeps the seats; either leaves an unfinished match abandoned, after
 * asking. */
#include "config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <string.h>

#include "ai/ai.h"
#include "store/splay-store.h"
#include "ui/splay-application.h"
#include "ui/splay-board.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"
#include "state-test-util.h"

/* ---- helpers ---- */

static SplayMatch *
start (Fixture *f, const char *game_id, gboolean second_person, guint64 seed, int max_games)
{
  const SplayRules *rules = splay_rules_lookup (game_id);
  SplayPlayer *players[3] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  SplaySettings settings;

  g_assert_nonnull (rules);
  players[0] = splay_player_new_human ("Ada");
  players[1] = second_person ? splay_player_new_human ("Bo")
                             : splay_player_new_computer ("Robot", SPLAY_LEVEL_EASY);
  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, seed, players, 0, max_games);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_window_start_match (f->window, match);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  return splay_window_get_match (f->window);
}

static SplayGame *
current_game (Fixture *f)
{
  return splay_match_get_current_game (splay_window_get_match (f->window));
}

static gboolean
person_may_act (gpointer data)
{
  Fixture *f = data;
  SplayMatch *match = splay_window_get_match (f->window);
  SplayGame *game = splay_match_get_current_game (match);

  return splay_game_is_over (game)
         || ((splay_game_get_actors (game) & 1) && !splay_match_is_thinking (match));
}

/* Waits for the person's turn and plays what an easy computer would, as a
 * key press would. FALSE when the game is over. */
static gboolean
person_moves (Fixture *f, guint64 k)
{
  SplayMatch *match = splay_window_get_match (f->window);
  const SplayRules *rules = splay_match_get_rules (match);
  g_autoptr (GError) error = NULL;
  SplayGame *game;
  SplayAction action;

  ui_wait_for (person_may_act, f);
  game = splay_match_get_current_game (match);
  if (splay_game_is_over (game))
    return FALSE;
  g_assert_true (
      splay_ai_choose (rules, splay_game_get_state (game), 0, SPLAY_LEVEL_EASY, k, &action));
  g_assert_true (splay_match_submit (match, 0, action, SPLAY_MOVE_KEYBOARD, &error));
  g_assert_no_error (error);
  return TRUE;
}

/* The first widget under @w, itself included, of @type whose action is
 * @action (NULL: any). */
static GtkWidget *
find_widget (GtkWidget *w, GType type, const char *action)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (w, type)
      && (action == NULL
          || (GTK_IS_ACTIONABLE (w)
              && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0)))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
undo_button (Fixture *f)
{
  GtkWidget *button = find_widget (GTK_WIDGET (f->window), GTK_TYPE_BUTTON, "win.undo");

  g_assert_nonnull (button);
  return button;
}

static gboolean
undo_offered (Fixture *f)
{
  return gtk_widget_get_visible (undo_button (f)) && gtk_widget_get_sensitive (undo_button (f));
}

/* What the person's seat had before one of its moves. */
typedef struct
{
  guint n_actions;
  guint8 *state;
} Point;

static void
point_clear (gpointer p)
{
  g_free (((Point *) p)->state);
}

static void
remember (Fixture *f, GArray *points)
{
  SplayGame *game = current_game (f);
  const SplayRules *rules = splay_game_get_rules (game);
  Point p = { splay_game_get_n_actions (game),
              g_memdup2 (splay_game_get_state (game), rules->state_size) };

  g_array_append_val (points, p);
}

/* The game is where @p was, and so is what the board draws. */
static void
assert_at (Fixture *f, const Point *p)
{
  SplayGame *game = current_game (f);
  const SplayRules *rules = splay_game_get_rules (game);
  SplayView *view = splay_board_get_view (splay_window_get_board (f->window));

  g_assert_cmpuint (splay_game_get_n_actions (game), ==, p->n_actions);
  splay_assert_cmpstate (rules, splay_game_get_state (game), p->state);
  g_assert_cmpuint (splay_view_get_n_actions (view), ==, p->n_actions);
}

static void
undo (Fixture *f)
{
  g_assert_true (undo_offered (f));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
}

static void
resume (Fixture *f, gint64 id)
{
  ui_fixture_reopen (f);
  splay_window_set_computer_delay (f->window, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.resume", "x", id));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  g_assert_cmpint (splay_match_get_id (splay_window_get_match (f->window)), ==, id);
}

/* ---- undo at several points ---- */

static void
undo_at_several_points (Fixture *f, const char *game_id, guint64 seed)
{
  SplayStore *store = splay_application_get_store (f->app);
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (Point));
  g_autoptr (SplayMatch) saved = NULL;
  g_autoptr (GError) error = NULL;
  SplayResult result, stored;
  SplayMatch *match;
  const char *tip;
  guint64 k = 0;
  gint64 id;

  g_array_set_clear_func (points, point_clear);
  match = start (f, game_id, FALSE, seed, 1);
  id = splay_match_get_id (match);
  g_assert_cmpint (id, >, 0);

  /* Before the person's first move: shown, resting, and saying why. */
  ui_wait_for (person_may_act, f);
  g_assert_true (gtk_widget_get_visible (undo_button (f)));
  g_assert_false (gtk_widget_get_sensitive (undo_button (f)));
  tip = gtk_widget_get_tooltip_text (undo_button (f));
  g_assert_nonnull (strstr (tip, "you have not moved"));

  /* Four moves, then take back the last two, one at a time. */
  for (int i = 0; i < 4; i++)
    {
      ui_wait_for (person_may_act, f);
      remember (f, points);
      g_assert_true (person_moves (f, k++));
    }
  ui_wait_for (person_may_act, f);
  g_assert_true (undo_offered (f));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo_button (f)), ==, "Take Back Your Last Move");
  undo (f);
  assert_at (f, &g_array_index (points, Point, 3));
  undo (f);
  assert_at (f, &g_array_index (points, Point, 2));
  g_assert_cmpuint (splay_game_get_n_undos (current_game (f)), ==, 2);

  /* Redo (Ctrl+Shift+Z, the main menu) plays the two again, one at a
   * time, as they were; then there is nothing more to play again. */
  for (int i = 3; i <= 4; i++)
    {
      g_assert_true (splay_board_can_redo (splay_window_get_board (f->window)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
      if (i < 4)
        assert_at (f, &g_array_index (points, Point, i));
    }
  g_assert_false (splay_board_can_redo (splay_window_get_board (f->window)));
  ui_wait_for (person_may_act, f);
  undo (f);
  undo (f);
  assert_at (f, &g_array_index (points, Point, 2));

  /* Another line of play from there, one move of it taken back, and the
   * window closed. */
  g_array_set_size (points, 2);
  for (int i = 0; i < 2; i++)
    {
      ui_wait_for (person_may_act, f);
      remember (f, points);
      g_assert_true (person_moves (f, 100 + k++));
    }
  ui_wait_for (person_may_act, f);
  undo (f);
  assert_at (f, &g_array_index (points, Point, 3));
  resume (f, id);
  assert_at (f, &g_array_index (points, Point, 3));
  g_assert_cmpuint (splay_game_get_n_undos (current_game (f)), ==, 5);

  /* After the resume undo goes on back to the start of the deal. */
  undo (f);
  assert_at (f, &g_array_index (points, Point, 2));
  while (undo_offered (f))
    undo (f);
  assert_at (f, &g_array_index (points, Point, 0));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (undo_button (f)), "you have not moved"));

  /* Played to the end: the result is the one the store has. */
  while (person_moves (f, 1000 + k++))
    ;
  g_assert_true (splay_game_is_over (current_game (f)));
  g_assert_false (gtk_widget_get_visible (undo_button (f))
                  && gtk_widget_get_sensitive (undo_button (f)));
  splay_game_get_result (current_game (f), &result);
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  saved = splay_store_load_match (store, id, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (splay_game_is_over (splay_match_get_game (saved, 0)));
  splay_game_get_result (splay_match_get_game (saved, 0), &stored);
  g_assert_cmpmem (result.place, sizeof result.place, stored.place, sizeof stored.place);
  g_assert_cmpmem (result.points, sizeof result.points, stored.points, sizeof stored.points);
  g_assert_cmpuint (splay_game_get_n_undos (splay_match_get_game (saved, 0)), >=, 5);
}

static void
test_undo_splatoids (Fixture *f, gconstpointer data)
{
  undo_at_several_points (f, "splatoids", 42);
}

static void
test_undo_spite_malice (Fixture *f, gconstpointer data)
{
  undo_at_several_points (f, "spite-malice", 7);
}

/* ---- where undo is not offered ---- */

static void
test_not_offered (Fixture *f, gconstpointer data)
{
  SplayMatch *match;
  SplayGame *game;

  /* Two people at one screen: taking back would show the next one what the
   * last one held. */
  match = start (f, "splatoids", TRUE, 5, 1);
  game = splay_match_get_current_game (match);
  g_assert_false (gtk_widget_get_visible (undo_button (f)));
  g_assert_false (splay_board_offers_undo (splay_window_get_board (f->window)));
  {
    g_autoptr (GError) error = NULL;
    SplayAction action;
    int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);

    g_assert_true (splay_ai_choose (splay_match_get_rules (match), splay_game_get_state (game),
                                    seat, SPLAY_LEVEL_EASY, 1, &action));
    g_assert_true (splay_match_apply (match, seat, action, &error));
    g_assert_no_error (error);
  }
  g_assert_false (gtk_widget_get_visible (undo_button (f)));
  /* Ctrl+Z does nothing either. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 1);

  /* A race. */
  start (f, "spit", FALSE, 5, 1);
  g_assert_false (gtk_widget_get_visible (undo_button (f)));
  g_assert_false (splay_board_offers_undo (splay_window_get_board (f->window)));
}

/* ---- restart and a new match like this one ---- */

static void
answer (const char *response)
{
  AdwMessageDialog *dialog = ui_shown_dialog ();

  g_assert_nonnull (dialog);
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, response);
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static gboolean
is_unfinished (SplayStore *store, gint64 id)
{
  g_autoptr (GPtrArray) infos = splay_store_list_unfinished (store, 0, NULL, NULL);

  for (guint i = 0; infos != NULL && i < infos->len; i++)
    if (((SplayMatchInfo *) g_ptr_array_index (infos, i))->id == id)
      return TRUE;
  return FALSE;
}

/* Against the computer, restarting takes back every move of the deal: the
 * same match, the same cards, after asking, counted as one undo. */
static void
test_restart_in_match (Fixture *f, gconstpointer data)
{
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (Point));
  SplayMatch *match;

  g_array_set_clear_func (points, point_clear);
  match = start (f, "splatoids", FALSE, 11, 1);
  for (int i = 0; i < 3; i++)
    {
      ui_wait_for (person_may_act, f);
      remember (f, points);
      g_assert_true (person_moves (f, i));
    }
  ui_wait_for (person_may_act, f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.restart-deal", NULL));
  answer ("restart");
  g_assert_true (splay_window_get_match (f->window) == match);
  g_assert_cmpuint (splay_game_get_n_actions (current_game (f)), ==, 0);
  g_assert_cmpuint (splay_game_get_n_undos (current_game (f)), ==, 1);
  /* The computer, if it leads, leads as before. */
  ui_wait_for (person_may_act, f);
  assert_at (f, &g_array_index (points, Point, 0));
}

/* At a hot-seat table too (both people are at the screen that asks). */
static void
test_restart_hot_seat (Fixture *f, gconstpointer data)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autofree guint8 *dealt = NULL;
  SplayMatch *match;
  SplayGame *game;

  match = start (f, "splatoids", TRUE, 23, 2);
  game = splay_match_get_current_game (match);
  dealt = g_memdup2 (splay_game_get_state (game), rules->state_size);
  for (guint64 k = 0; k < 3; k++)
    {
      g_autoptr (GError) error = NULL;
      SplayAction action;
      int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);

      g_assert_true (
          splay_ai_choose (rules, splay_game_get_state (game), seat, SPLAY_LEVEL_EASY, k, &action));
      g_assert_true (splay_match_apply (match, seat, action, &error));
      g_assert_no_error (error);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.restart-deal", NULL));
  answer ("restart");
  g_assert_true (splay_window_get_match (f->window) == match);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);
  splay_assert_cmpstate (rules, splay_game_get_state (game), dealt);
  g_assert_cmpuint (
      splay_view_get_n_actions (splay_board_get_view (splay_window_get_board (f->window))), ==, 0);
}

/* A first deal played to its end, the match not over: restarting asks,
 * then deals the same cards in a new match; the old one is abandoned.
 * Cancelling changes nothing. */
static void
test_restart_new_match (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autofree guint8 *dealt = NULL;
  SplayMatch *match, *again;
  SplayGame *game;
  guint64 k = 0;
  gint64 id;

  match = start (f, "splatoids", FALSE, 23, 2);
  id = splay_match_get_id (match);
  game = splay_match_get_current_game (match);
  dealt = g_memdup2 (splay_game_get_state (game), rules->state_size);
  while (person_moves (f, k++))
    ;
  g_assert_true (splay_game_is_over (game));
  g_assert_false (splay_match_is_over (match));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "summary");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.restart-deal", NULL));
  answer ("cancel");
  g_assert_true (splay_window_get_match (f->window) == match);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.restart-deal", NULL));
  answer ("restart");
  again = splay_window_get_match (f->window);
  g_assert_true (again != match);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  g_assert_cmpuint (splay_match_get_seed (again), ==, 23);
  g_assert_cmpint (splay_match_get_max_games (again), ==, 2);
  g_assert_cmpstr (splay_player_get_name (splay_match_get_player (again, 1)), ==, "Robot");
  g_assert_false (splay_player_is_human (splay_match_get_player (again, 1)));
  game = splay_match_get_current_game (again);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);
  splay_assert_cmpstate (rules, splay_game_get_state (game), dealt);
  g_assert_false (is_unfinished (store, id));
  g_assert_true (is_unfinished (store, splay_match_get_id (again)));
}

static void
test_same_settings (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  SplayMatch *match, *next;
  gint64 id;

  match = start (f, "spite-malice", FALSE, 31, 3);
  id = splay_match_get_id (match);
  g_assert_true (person_moves (f, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.same-settings", NULL));
  answer ("new");
  next = splay_window_get_match (f->window);
  g_assert_true (next != match);
  g_assert_cmpuint (splay_match_get_seed (next), !=, 31);
  g_assert_cmpint (splay_match_get_max_games (next), ==, 3);
  g_assert_cmpstr (splay_match_get_rules (next)->id, ==, "spite-malice");
  g_assert_cmpstr (splay_player_get_name (splay_match_get_player (next, 0)), ==, "Ada");
  g_assert_cmpint (splay_player_get_level (splay_match_get_player (next, 1)), ==, SPLAY_LEVEL_EASY);
  g_assert_false (is_unfinished (store, id));
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
}

/* ---- a narrow window ---- */

static gboolean
drawn (gpointer data)
{
  return gtk_widget_get_width (data) > 0 && gtk_widget_get_mapped (data);
}

/* The header bar holds Undo and the Move Log beside the other buttons and
 * still fits a phone-sized window, every button whole and apart from the
 * others. */
static void
test_narrow_header (Fixture *f, gconstpointer data)
{
  GtkWidget *undo, *header;
  graphene_rect_t undo_box, other_box;

  g_autofree char *layout = NULL;
  GtkSettings *settings = gtk_settings_get_default ();

  /* GNOME's own window buttons (a close button alone), not GTK's fallback
   * with three. */
  g_object_get (settings, "gtk-decoration-layout", &layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", "appmenu:close", NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  start (f, "splatoids", FALSE, 42, 1);
  undo = undo_button (f);
  ui_wait_for (drawn, undo);
  header = gtk_widget_get_ancestor (undo, ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (header);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->window));
  {
    int min = 0;

    /* The board's own width is the boards' business (issue 16): the header
     * bar alone must not ask for more than a phone has. */
    gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
    g_test_message ("window %d, header bar %d, at least %d",
                    gtk_widget_get_width (GTK_WIDGET (f->window)), gtk_widget_get_width (header),
                    min);
    g_assert_cmpint (min, <=, 360);
  }
  g_assert_true (gtk_widget_compute_bounds (undo, GTK_WIDGET (f->window), &undo_box));
  {
    /* Every visible button of the header bar lies inside the window and
     * does not cover another; the title may shrink, not the buttons. */
    g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
    GtkWidget *stack[64];
    int top = 0;

    stack[top++] = header;
    while (top > 0)
      {
        GtkWidget *w = stack[--top];
        if (!gtk_widget_get_visible (w))
          continue;
        if (GTK_IS_BUTTON (w) || GTK_IS_MENU_BUTTON (w))
          {
            if (!GTK_IS_BUTTON (w) || gtk_widget_get_ancestor (w, GTK_TYPE_MENU_BUTTON) == NULL)
              g_ptr_array_add (buttons, w);
            continue;
          }
        for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && top < 64;
             c = gtk_widget_get_next_sibling (c))
          stack[top++] = c;
      }
    g_assert_cmpuint (buttons->len, >=, 5);
    for (guint i = 0; i < buttons->len; i++)
      {
        GtkWidget *b = g_ptr_array_index (buttons, i);

        g_assert_true (gtk_widget_compute_bounds (b, GTK_WIDGET (f->window), &undo_box));
        g_test_message ("%s at %.0f..%.0f", G_OBJECT_TYPE_NAME (b), undo_box.origin.x,
                        undo_box.origin.x + undo_box.size.width);
        g_assert_cmpfloat (undo_box.origin.x, >=, 0);
        g_assert_cmpfloat (undo_box.origin.x + undo_box.size.width, <=,
                           gtk_widget_get_width (GTK_WIDGET (f->window)) + 0.5);
        for (guint j = 0; j < i; j++)
          {
            g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (buttons, j),
                                                      GTK_WIDGET (f->window), &other_box));
            g_assert_false (graphene_rect_intersection (&undo_box, &other_box, NULL));
          }
      }
  }
  g_object_set (settings, "gtk-decoration-layout", layout, NULL);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/undo/splatoids", Fixture, NULL, ui_fixture_setup, test_undo_splatoids,
              ui_fixture_teardown);
  g_test_add ("/ui/undo/spite-malice", Fixture, NULL, ui_fixture_setup, test_undo_spite_malice,
              ui_fixture_teardown);
  g_test_add ("/ui/undo/not-offered", Fixture, NULL, ui_fixture_setup, test_not_offered,
              ui_fixture_teardown);
  g_test_add ("/ui/undo/restart-in-match", Fixture, NULL, ui_fixture_setup, test_restart_in_match,
              ui_fixture_teardown);
  g_test_add ("/ui/undo/restart-hot-seat", Fixture, NULL, ui_fixture_setup, test_restart_hot_seat,
              ui_fixture_teardown);
  g_test_add ("/ui/undo/restart-new-match", Fixture, NULL, ui_fixture_setup, test_restart_new_match,
              ui_fixture_teardown);
  g_test_add ("/ui/undo/same-settings", Fixture, NULL, ui_fixture_setup, test_same_settings,
              ui_fixture_teardown);
  g_test_add ("/ui/undo/narrow-header", Fixture, NULL, ui_fixture_setup, test_narrow_header,
              ui_fixture_teardown);
  return ui_test_run ();
}
