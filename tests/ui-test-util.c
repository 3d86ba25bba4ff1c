/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "ui-test-util.h"

/* One application for the whole run, as in a real session: each test opens
 * and closes its own window. (A registered GApplication stays exported on
 * the bus, so a second one with the same id cannot register.) */
static SplayApplication *the_app;
static char *db_dir;
static char *db_path;

void
ui_wait_for (gboolean (*cond) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!cond (data))
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
}

static gboolean
no_window (gpointer data)
{
  return gtk_application_get_windows (GTK_APPLICATION (data)) == NULL;
}

void
ui_fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  if (the_app == NULL)
    {
      the_app = splay_application_new ();
      /* The test is its own only instance. */
      g_application_set_flags (G_APPLICATION (the_app), G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (the_app), NULL, &error));
      g_assert_no_error (error);
    }
  f->app = the_app;
  g_application_activate (G_APPLICATION (f->app));
  f->window = SPLAY_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (f->app)));
  g_assert_true (SPLAY_IS_WINDOW (f->window));
  splay_window_set_computer_delay (f->window, 0);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
}

void
ui_fixture_teardown (Fixture *f, gconstpointer data)
{
  SplayMatch *match = splay_window_get_match (f->window);

  /* Closing the window lets go of the board and the match (the store stops
   * tracking it): nothing else may keep them alive. */
  if (match != NULL)
    g_object_ref (match);
  g_object_ref (f->window);
  gtk_window_close (GTK_WINDOW (f->window));
  ui_wait_for (no_window, f->app);
  g_assert_finalize_object (f->window);
  if (match != NULL)
    g_assert_finalize_object (match);
}

/* Destroys a window a test made and asserts that nothing else keeps it
 * alive: a leaked window or board fails the test (as in GNOME Console). */
void
ui_destroy_window (gpointer window)
{
  g_assert_true (GTK_IS_WINDOW (window));
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* Ada against an easy computer in a one-game match of @rules, dealt from
 * @seed, shown in the fixture's window. The window holds the match. */
SplayMatch *
ui_start_match (Fixture *f, const SplayRules *rules, guint64 seed)
{
  SplayPlayer *players[2];
  SplaySettings values;
  g_autoptr (SplayMatch) match = NULL;

  players[0] = splay_player_new_human ("Ada");
  players[1] = splay_player_new_computer ("Robot", SPLAY_LEVEL_EASY);
  splay_settings_defaults (rules, 2, &values);
  match = splay_match_new (rules, &values, seed, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_window_start_match (f->window, match);
  return match;
}

void
ui_fixture_reopen (Fixture *f)
{
  ui_fixture_teardown (f, NULL);
  ui_fixture_setup (f, NULL);
}

GtkEventController *
ui_find_controller (GtkWidget *w, GType type, const char *key, int value)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);

  /* A value of 0 is stored as no data at all, so it matches the first
   * widget with such a controller and no @key. */
  if (gtk_widget_get_visible (w)
      && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), key)) == value)
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
        if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
          return GTK_EVENT_CONTROLLER (c);
      }
  for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEventController *found = ui_find_controller (child, type, key, value);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
ui_test_init (int *argc, char ***argv)
{
  db_dir = g_dir_make_tmp ("splay-ui-test-XXXXXX", NULL);
  g_assert_nonnull (db_dir);
  db_path = g_build_filename (db_dir, "splay.db", NULL);
  g_setenv ("SPLAY_DB", db_path, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The texts compared are the English ones. */
  g_setenv ("LANGUAGE", "C", TRUE);
  /* The tests check behaviour, not pixels: under Xvfb the GL renderer runs
   * on a software rasteriser and makes a window test ten times slower than
   * cairo does. GSK_RENDERER set outside still wins. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (argc, argv, NULL);
  /* Cards that travel hold the computers back while they do (a quarter of
   * a second a move): tests of behaviour go without, as with the system
   * setting off. tests/test-ui-motion.c turns them on. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

int
ui_test_run (void)
{
  int ret = g_test_run ();
  g_autofree char *wal = g_strconcat (db_path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (db_path, "-shm", NULL);

  g_clear_object (&the_app);
  g_unlink (db_path);
  g_unlink (wal);
  g_unlink (shm);
  g_rmdir (db_dir);
  g_clear_pointer (&db_path, g_free);
  g_clear_pointer (&db_dir, g_free);
  return ret;
}
