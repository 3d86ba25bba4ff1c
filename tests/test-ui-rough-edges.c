/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rough edges a player met (issue 17), in the real window: the races give
 * hints (what can be played now) and say why Ready is greyed out; Splito's
 * keyboard tip goes once the keys have been used; a toast or a status
 * page shows an "&" or a "<" in a name as it is. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "engine/spit.h"
#include "engine/splito.h"
#include "model/splay-realtime.h"
#include "ui/splay-board.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-plain-text.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-window.h"
#include "ui-fit-util.h"
#include "ui-test-util.h"

static SplayMatch *
start (Fixture *f, const SplayRules *rules)
{
  SplayMatch *match = ui_start_match (f, rules, 3);

  return match;
}

static void
collect_buttons (GtkWidget *w, GPtrArray *out)
{
  if (GTK_IS_BUTTON (w) && gtk_widget_is_visible (w))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_buttons (c, out);
}

static gboolean
shows_label (GtkWidget *w, const char *text)
{
  return ui_find_widget (w, ui_label_says, text, FALSE, NULL) != NULL;
}

/* The person's Ready button (the one labelled Ready). */
static GtkWidget *
ready_button (GtkWidget *board)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  collect_buttons (board, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), "Ready") == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

static gboolean
ready_greyed (gpointer data)
{
  GtkWidget *button = ready_button (data);

  return button != NULL && !gtk_widget_get_sensitive (button);
}

static void
test_race (Fixture *f, gconstpointer data)
{
  SplayMatch *match = start (f, &spit_rules);
  GtkWidget *board = GTK_WIDGET (splay_window_get_board (f->window));
  GtkWidget *ready;
  SplayAction hint;
  const char *why;

  /* The computer waits long enough for the checks below. */
  splay_realtime_set_reaction_scale (splay_match_get_realtime (match), 100.0);
  g_assert_true (splay_board_offers_hints (SPLAY_BOARD (board)));
  g_assert_true (splay_board_can_hint (SPLAY_BOARD (board)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL));
  g_assert_true (splay_board_get_hint (SPLAY_BOARD (board), &hint));
  g_assert_true (splay_view_is_legal (splay_board_get_view (SPLAY_BOARD (board)), hint));
  g_assert_true (g_str_has_prefix (splay_board_get_hint_text (SPLAY_BOARD (board)), "Hint: "));
  g_assert_cmpuint (splay_game_get_n_hints (splay_match_get_current_game (match)), ==, 1);

  /* Say Ready: the button greys out and says what it waits for. */
  ready = ready_button (board);
  g_assert_nonnull (ready);
  if (gtk_widget_get_sensitive (ready))
    g_signal_emit_by_name (ready, "clicked");

  ui_wait_for (ready_greyed, board);
  why = gtk_widget_get_tooltip_text (ready_button (board));
  g_assert_nonnull (why);
  g_assert_cmpstr (why, !=, "");
  g_assert_true (shows_label (board, why));

  /* Paused: the cards are hidden, and no hint is offered. */
  splay_match_set_paused (match, TRUE);
  g_assert_false (splay_board_can_hint (SPLAY_BOARD (board)));
  splay_match_set_paused (match, FALSE);
}

static gboolean
person_may_act (gpointer data)
{
  return splay_game_get_actors (splay_match_get_current_game (data)) & 1;
}

static gboolean
tip_mentions_keys (SplayBoard *board)
{
  const char *hint = splay_board_get_hint_text (board);

  return hint != NULL && strstr (hint, "Keys") != NULL;
}

static void
test_splito_tip (Fixture *f, gconstpointer data)
{
  SplayMatch *match = start (f, &splito_rules);
  SplayBoard *board = splay_window_get_board (f->window);
  guint before;

  ui_wait_for (person_may_act, match);
  g_assert_true (tip_mentions_keys (board));
  /* A card placed with the keys: the tip about the keys goes. */
  before = splay_game_get_n_actions (splay_match_get_current_game (match));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.place-left", NULL));
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (match)), >, before);
  ui_wait_for (person_may_act, match);
  g_assert_false (tip_mentions_keys (board));
}

static gboolean
is_card_widget (GtkWidget *w, gconstpointer data)
{
  return SPLAY_IS_CARD_WIDGET (w);
}

/* A board before its first allocation draws its cards at the sizes it
 * starts with: a race's cards have their width from the start, not 0 (a
 * positional list once slid every size one field down). */
static void
test_first_sizes (Fixture *f, gconstpointer data)
{
  GtkWidget *board, *card;
  int width = 0;

  start (f, &spit_rules);
  board = GTK_WIDGET (splay_window_get_board (f->window));
  card = ui_find_widget (board, is_card_widget, NULL, FALSE, NULL);
  g_assert_nonnull (card);
  gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  g_assert_cmpint (width, >=, 40);
}

/* Text that is no markup where libadwaita 1.2 reads markup: a toast that
 * names a file "R&D <draft>" (an export, an error's words) shows it, and
 * so does a status page's description; an "&" once left them empty. */
static void
test_plain_text (Fixture *f, gconstpointer data)
{
  const char *text = "Saved to “R&D <draft>.csv”";
  GtkWidget *page = adw_status_page_new ();

  g_object_ref_sink (page);
  splay_window_show_toast (f->window, text);
  ui_spin (50);
  g_assert_true (shows_label (GTK_WIDGET (f->window), text));

  splay_plain_status_page_set_description (ADW_STATUS_PAGE (page), text);
  g_assert_true (shows_label (page, text));
  g_object_unref (page);
}

/* A toast's long text shows whole on a phone, inside the window: a failed
 * save's or a refused move's words, which the toast's own title cut after
 * thirty characters with an ellipsis. */
static void
test_long_toast (Fixture *f, gconstpointer data)
{
  const char *text = "The saved games refused a change (UNIQUE constraint failed: "
                     "actions.game_id, actions.idx): the database may be damaged, so this "
                     "match is not saved whole from here on. Play can go on; what was saved "
                     "before is kept.";
  GtkWidget *window = GTK_WIDGET (f->window), *label;
  graphene_rect_t bounds;

  ui_fit_resize (f, 360, 640);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 380);
  splay_window_show_toast (f->window, text);
  ui_spin (300);
  label = ui_find_widget (window, ui_label_says, text, FALSE, NULL);
  g_assert_nonnull (label);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), >, 2);
  g_assert_true (gtk_widget_compute_bounds (label, window, &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window));
}

/* @window's class has the action @name for its property @property. */
static gboolean
window_action_property (GtkWidget *window, const char *name, const char *property)
{
  GType owner;
  const char *action, *prop;
  const GVariantType *type;

  for (guint i = 0; gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (window), i, &owner,
                                                   &action, &type, &prop);
       i++)
    if (g_str_equal (action, name))
      return g_strcmp0 (prop, property) == 0;
  return FALSE;
}

/* The action that @keyval with @mods names on @window, or NULL. */
static const char *
shortcut_action (GtkWidget *window, guint keyval, GdkModifierType mods)
{
  GtkShortcut *sc = ui_find_shortcut (window, keyval, mods, FALSE, NULL);

  if (sc == NULL || !GTK_IS_NAMED_ACTION (gtk_shortcut_get_action (sc)))
    return NULL;
  return gtk_named_action_get_action_name (GTK_NAMED_ACTION (gtk_shortcut_get_action (sc)));
}

/* Every key the shortcuts window lists under "General", and every one
 * with Ctrl or Alt, does what it says in the main window, by a binding of
 * the window's or an application's accelerator; F11 makes the window fill
 * the screen, Ctrl+W closes it and Ctrl+R restarts the deal, as in GNOME's
 * other apps (none was bound). */
static void
test_window_keys (Fixture *f, gconstpointer data)
{
  g_autoptr (GtkBuilder) builder
      = gtk_builder_new_from_resource (RESOURCE_PATH "/ui/splay-shortcuts-window.ui");
  g_autoptr (GSList) objects = gtk_builder_get_objects (builder);
  GtkWidget *window = GTK_WIDGET (f->window);
  int listed = 0;

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      GtkWidget *row, *group;
      const char *accel, *name, *title;
      g_auto (GStrv) actions = NULL;
      guint keyval = 0;
      GdkModifierType mods = 0;

      if (!GTK_IS_SHORTCUT_LABEL (l->data))
        continue;
      row = gtk_widget_get_ancestor (l->data, ADW_TYPE_ACTION_ROW);
      group = gtk_widget_get_ancestor (l->data, ADW_TYPE_PREFERENCES_GROUP);
      g_assert_nonnull (row);
      g_assert_nonnull (group);
      accel = gtk_shortcut_label_get_accelerator (l->data);
      name = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group));
      /* The boards' own keys (a letter, the arrows) are their tests'. */
      if (!gtk_accelerator_parse (accel, &keyval, &mods)
          || (g_strcmp0 (title, "General") != 0 && mods == 0))
        continue;
      actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (f->app), accel);
      if (ui_find_shortcut (window, keyval, mods, FALSE, NULL) == NULL
          && g_strv_length (actions) == 0)
        g_error ("“%s” is listed as %s, which nothing in the window handles", name, accel);
      listed++;
    }
  g_assert_cmpint (listed, >=, 12);

  /* F11, Ctrl+W and Ctrl+R name the actions that do it. */
  g_assert_cmpstr (shortcut_action (window, GDK_KEY_F11, 0), ==, "win.fullscreen");
  g_assert_cmpstr (shortcut_action (window, GDK_KEY_w, GDK_CONTROL_MASK), ==, "window.close");
  g_assert_cmpstr (shortcut_action (window, GDK_KEY_r, GDK_CONTROL_MASK), ==, "win.restart-deal");

  /* The fullscreen action is the window's "fullscreened" property (which
   * follows the window manager's word: under Xvfb, without one, the state
   * never changes). */
  g_assert_true (window_action_property (window, "win.fullscreen", "fullscreened"));
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add ("/ui/rough-edges/race", Fixture, NULL, ui_fixture_setup, test_race,
              ui_fixture_teardown);
  g_test_add ("/ui/rough-edges/first-sizes", Fixture, NULL, ui_fixture_setup, test_first_sizes,
              ui_fixture_teardown);
  g_test_add ("/ui/rough-edges/splito-tip", Fixture, NULL, ui_fixture_setup, test_splito_tip,
              ui_fixture_teardown);
  g_test_add ("/ui/rough-edges/plain-text", Fixture, NULL, ui_fixture_setup, test_plain_text,
              ui_fixture_teardown);
  g_test_add ("/ui/rough-edges/window-keys", Fixture, NULL, ui_fixture_setup, test_window_keys,
              ui_fixture_teardown);
  g_test_add ("/ui/rough-edges/long-toast", Fixture, NULL, ui_fixture_setup, test_long_toast,
              ui_fixture_teardown);
  return ui_test_run ();
}
