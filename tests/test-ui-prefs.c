/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Preferences window and what it changes, in the real window: each row
 * writes its GSettings key and follows it; the card theme, the races'
 * computers and the wait for Continue change at once on the open board;
 * the default player name reaches a new game; values out of range fall
 * back to the defaults. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "engine/spit.h"
#include "engine/splatoids.h"
#include "model/splay-realtime.h"
#include "ui/splay-board.h"
#include "ui/splay-card-theme.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-preferences-window.h"
#include "ui/splay-preferences.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

static GSettings *
settings (void)
{
  GSettings *s = splay_preferences_get_settings ();

  g_assert_nonnull (s);
  return s;
}

static void
reset_settings (void)
{
  const char *keys[] = { "card-face",           "card-back",      "animation-speed",
                         "race-computer-speed", "computer-waits", "player-name" };

  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings (), keys[i]);
}

static void
collect (GtkWidget *widget, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect (c, type, out);
}

static gboolean
preferences_gone (gpointer data)
{
  return ui_find_preferences (data) == NULL;
}

static void
close_preferences (Fixture *f)
{
  gtk_window_close (ui_find_preferences (f));
  ui_wait_for (preferences_gone, f);
}

/* The rows write the keys, and follow them; the card theme follows too. */
static void
test_rows (Fixture *f, gconstpointer data)
{
  g_autoptr (GPtrArray) combos = g_ptr_array_new ();
  g_autoptr (GPtrArray) switches = g_ptr_array_new ();
  g_autoptr (GPtrArray) entries = g_ptr_array_new ();
  SplayCardTheme *theme = splay_card_theme_get_default ();
  GtkWindow *prefs;

  reset_settings ();
  prefs = ui_open_preferences (f);
  /* A second press brings the same window forward. */
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "preferences", NULL);
  g_assert_true (ui_find_preferences (f) == prefs);

  collect (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW, combos);
  collect (GTK_WIDGET (prefs), GTK_TYPE_SWITCH, switches);
  collect (GTK_WIDGET (prefs), ADW_TYPE_ENTRY_ROW, entries);
  g_assert_cmpuint (combos->len, ==, 4); /* faces, back, animations, race speed */
  g_assert_cmpuint (switches->len, ==, 1);
  g_assert_cmpuint (entries->len, ==, 1);

  /* Faces: the row writes the key and the cards on screen follow. */
  adw_combo_row_set_selected (g_ptr_array_index (combos, 0), 1);
  g_assert_cmpstr (g_settings_get_string (settings (), "card-face"), ==, "four-colour");
  g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_FOUR_COLOUR);
  adw_combo_row_set_selected (g_ptr_array_index (combos, 0), 2);
  g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_LARGE_INDEX);
  /* Back: the key, set elsewhere (dconf), moves the row. */
  g_settings_set_string (settings (), "card-back", "green");
  g_assert_cmpuint (adw_combo_row_get_selected (g_ptr_array_index (combos, 1)), ==, 2);
  g_assert_cmpint (splay_card_theme_get_back (theme), ==, SPLAY_CARD_BACK_GREEN);

  /* Animations: off, normal, fast, and the getter the motion reads. */
  adw_combo_row_set_selected (g_ptr_array_index (combos, 2), 0);
  g_assert_cmpint (splay_preferences_get_animation_speed (), ==, SPLAY_ANIMATION_OFF);
  g_assert_cmpfloat (splay_preferences_get_animation_factor (NULL), ==, 0.0);
  adw_combo_row_set_selected (g_ptr_array_index (combos, 2), 2);
  g_assert_cmpint (splay_preferences_get_animation_speed (), ==, SPLAY_ANIMATION_FAST);
  {
    gboolean enabled;

    g_object_get (gtk_settings_get_default (), "gtk-enable-animations", &enabled, NULL);
    g_assert_cmpfloat (splay_preferences_get_animation_factor (NULL), ==, enabled ? 0.5 : 0.0);
    /* The desktop's switch is stronger. */
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
    g_assert_cmpfloat (splay_preferences_get_animation_factor (NULL), ==, 0.0);
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", enabled, NULL);
  }

  adw_combo_row_set_selected (g_ptr_array_index (combos, 3), 0);
  g_assert_cmpint (splay_preferences_get_race_speed (), ==, SPLAY_RACE_SPEED_SLOW);
  gtk_switch_set_active (g_ptr_array_index (switches, 0), TRUE);
  g_assert_true (splay_preferences_get_computer_waits ());
  gtk_editable_set_text (g_ptr_array_index (entries, 0), "Anna");
  g_assert_cmpstr (g_settings_get_string (settings (), "player-name"), ==, "Anna");

  close_preferences (f);
  reset_settings ();
  g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_CLASSIC);
}

/* A name that cannot be a name falls back to the account's; blanks round
 * a name go. */
static void
test_player_name (Fixture *f, gconstpointer data)
{
  g_autofree char *name = NULL;
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  const char *account = splay_preferences_get_account_name ();

  reset_settings ();
  g_assert_nonnull (account);
  g_assert_cmpstr (account, !=, "");
  g_assert_cmpstr (account, !=, "Unknown");
  name = splay_preferences_get_player_name ();
  g_assert_cmpstr (name, ==, account);
  g_clear_pointer (&name, g_free);

  g_settings_set_string (settings (), "player-name", "  Anna  ");
  name = splay_preferences_get_player_name ();
  g_assert_cmpstr (name, ==, "Anna");
  g_clear_pointer (&name, g_free);

  /* Out of range, as dconf can write it: the account's name. */
  g_settings_set_string (settings (), "player-name",
                         "A name much longer than any seat’s heading can show, surely");
  name = splay_preferences_get_player_name ();
  g_assert_cmpstr (name, ==, account);
  g_clear_pointer (&name, g_free);
  g_settings_set_string (settings (), "player-name", "   ");
  name = splay_preferences_get_player_name ();
  g_assert_cmpstr (name, ==, account);
  g_clear_pointer (&name, g_free);

  /* A new game puts the preferred name in the first seat. */
  g_settings_set_string (settings (), "player-name", "Anna");
  match = splay_new_game_dialog_quick_match (&splatoids_rules, NULL, settings (), 2, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (splay_player_get_name (splay_match_get_player (match, 0)), ==, "Anna");
  reset_settings ();
}

static SplayMatch *
start_match (Fixture *f, const SplayRules *rules)
{
  SplayMatch *match = ui_start_match (f, rules, 7);

  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  return match;
}

typedef struct
{
  SplayMatch *match;
  SplayBoard *board;
} Table;

static gboolean
waiting_or_person (gpointer data)
{
  Table *t = data;
  SplayGame *game = splay_match_get_current_game (t->match);

  return splay_board_get_waiting (t->board) || splay_game_is_over (game)
         || (splay_game_get_actors (game) & 1);
}

static guint
n_actions (SplayMatch *match)
{
  return splay_game_get_n_actions (splay_match_get_current_game (match));
}

static gboolean
moved_since (gpointer data)
{
  Table *t = data;
  guint before = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (t->match), "before"));

  return n_actions (t->match) > before;
}

/* With the preference on, a computer move waits for Continue: the match is
 * held, nothing moves however long the main loop runs, and Continue lets
 * exactly that move through. Turning the preference off lets it go. */
static void
test_computer_waits (Fixture *f, gconstpointer data)
{
  SplayMatch *match;
  Table t;
  int rounds = 0;

  reset_settings ();
  g_settings_set_boolean (settings (), "computer-waits", TRUE);
  match = start_match (f, &splatoids_rules);
  t.match = match;
  t.board = splay_window_get_board (f->window);

  /* Play the person's moves until a computer's is held. */
  for (;;)
    {
      SplayGame *game;
      SplayView *view;

      ui_wait_for (waiting_or_person, &t);
      game = splay_match_get_current_game (match);
      g_assert_false (splay_game_is_over (game));
      if (splay_board_get_waiting (t.board))
        break;
      view = splay_match_get_view (match, 0);
      g_assert_cmpint (splay_view_get_n_legal (view), >, 0);
      g_assert_true (splay_match_apply (match, 0, splay_view_get_legal (view)[0], NULL));
      splay_view_unref (view);
      g_assert_cmpint (++rounds, <, 50);
    }
  g_assert_true (splay_match_get_paused (match));
  {
    guint before = n_actions (match);

    /* However long it runs, the main loop moves nothing. */
    for (int i = 0; i < 200; i++)
      g_main_context_iteration (NULL, FALSE);
    g_assert_cmpuint (n_actions (match), ==, before);
    g_object_set_data (G_OBJECT (match), "before", GUINT_TO_POINTER (before));
  }
  {
    /* The table's own click: the release of a click pressed before the
     * computer's turn (the click that made the person's move) lets
     * nothing through; a whole click does. */
    g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (t.board));
    GtkGestureClick *click = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && click == NULL; i++)
      {
        g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
        if (GTK_IS_GESTURE_CLICK (c))
          click = GTK_GESTURE_CLICK (c);
      }
    g_assert_nonnull (click);
    g_signal_emit_by_name (click, "released", 1, 10.0, 10.0);
    g_assert_true (splay_board_get_waiting (t.board));
    g_signal_emit_by_name (click, "pressed", 1, 10.0, 10.0);
    g_signal_emit_by_name (click, "released", 1, 10.0, 10.0);
    g_assert_false (splay_board_get_waiting (t.board));
    ui_wait_for (moved_since, &t);
  }

  /* Held again (another computer move) or the person's turn; then
   * Continue itself. */
  ui_wait_for (waiting_or_person, &t);
  if (splay_board_get_waiting (t.board))
    {
      g_object_set_data (G_OBJECT (match), "before", GUINT_TO_POINTER (n_actions (match)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t.board), "board.continue", NULL));
      g_assert_false (splay_board_get_waiting (t.board));
      ui_wait_for (moved_since, &t);
    }
  ui_wait_for (waiting_or_person, &t);
  if (!splay_board_get_waiting (t.board))
    {
      SplayView *view = splay_match_get_view (match, 0);

      g_assert_true (splay_match_apply (match, 0, splay_view_get_legal (view)[0], NULL));
      splay_view_unref (view);
      ui_wait_for (waiting_or_person, &t);
    }
  if (splay_board_get_waiting (t.board))
    {
      /* Off in the preferences: the held move goes at once. */
      g_object_set_data (G_OBJECT (match), "before", GUINT_TO_POINTER (n_actions (match)));
      g_settings_set_boolean (settings (), "computer-waits", FALSE);
      g_assert_false (splay_board_get_waiting (t.board));
      g_assert_false (splay_match_get_paused (match));
      ui_wait_for (moved_since, &t);
    }
  reset_settings ();
}

/* The races' computers react at the pace chosen, at once. */
static void
test_race_speed (Fixture *f, gconstpointer data)
{
  SplayMatch *match;
  SplayRealtime *realtime;
  double base;

  reset_settings ();
  match = start_match (f, &spit_rules);
  realtime = splay_match_get_realtime (match);
  g_assert_nonnull (realtime);
  base = splay_realtime_get_reaction_scale (realtime);
  g_settings_set_string (settings (), "race-computer-speed", "slow");
  g_assert_cmpfloat_with_epsilon (splay_realtime_get_reaction_scale (realtime), base * 1.75, 1e-9);
  g_settings_set_string (settings (), "race-computer-speed", "fast");
  g_assert_cmpfloat_with_epsilon (splay_realtime_get_reaction_scale (realtime), base * 0.6, 1e-9);
  g_settings_set_string (settings (), "race-computer-speed", "normal");
  g_assert_cmpfloat_with_epsilon (splay_realtime_get_reaction_scale (realtime), base, 1e-9);
  /* The race is never held for Continue. */
  g_settings_set_boolean (settings (), "computer-waits", TRUE);
  g_assert_false (splay_board_get_waiting (splay_window_get_board (f->window)));
  reset_settings ();
}

static gboolean
shows_text (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (shows_text (c, text))
      return TRUE;
  return FALSE;
}

/* In German (a subprocess of its own: gettext keeps the first language it
 * looked up), the window reads German; English only where the catalogue
 * has nothing. */
static void
test_german (void)
{
  static const char *const candidates[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.UTF-8" };
  const char *utf8 = NULL;
  Fixture f;
  GtkWindow *prefs;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (candidates) && utf8 == NULL; i++)
    if (setlocale (LC_ALL, candidates[i]) != NULL)
      utf8 = candidates[i];
  if (utf8 == NULL)
    {
      g_test_skip ("no UTF-8 locale: gettext would ignore LANGUAGE");
      return;
    }
  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, SOURCE_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  ui_fixture_setup (&f, NULL);
  prefs = ui_open_preferences (&f);
  g_assert_true (shows_text (GTK_WIDGET (prefs), "Karten"));
  g_assert_true (shows_text (GTK_WIDGET (prefs), "Computerspieler"));
  g_assert_true (shows_text (GTK_WIDGET (prefs), "Klassisch"));
  g_assert_false (shows_text (GTK_WIDGET (prefs), "Cards"));
  g_assert_false (shows_text (GTK_WIDGET (prefs), "Computer Players"));
  close_preferences (&f);
  ui_fixture_teardown (&f, NULL);
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/prefs/german", test_german);
  g_test_add ("/ui/prefs/rows", Fixture, NULL, ui_fixture_setup, test_rows, ui_fixture_teardown);
  g_test_add ("/ui/prefs/player-name", Fixture, NULL, ui_fixture_setup, test_player_name,
              ui_fixture_teardown);
  g_test_add ("/ui/prefs/computer-waits", Fixture, NULL, ui_fixture_setup, test_computer_waits,
              ui_fixture_teardown);
  g_test_add ("/ui/prefs/race-speed", Fixture, NULL, ui_fixture_setup, test_race_speed,
              ui_fixture_teardown);
  return ui_test_run ();
}
