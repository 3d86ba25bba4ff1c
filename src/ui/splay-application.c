/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "splay-application.h"
#include "splay-a11y.h"
#include "splay-board.h"
#include "splay-new-game-dialog.h"
#include "splay-preferences-window.h"
#include "splay-window.h"
#include "../engine/catalog.h"
#include "../store/splay-store.h"

struct _SplayApplication
{
  AdwApplication parent_instance;

  SplayStore *store;
  GSettings *settings;
  /* Why the saved games could not be read, shown once in the first window. */
  char *store_problem;
  const char *store_problem_heading;
  gint64 open_us;     /* how long opening the database took */
  guint check_source; /* the background check, until it starts */
  gboolean checked;
};

G_DEFINE_FINAL_TYPE (SplayApplication, splay_application, ADW_TYPE_APPLICATION)

/* The schema is installed with the app; a build run from the source tree
 * before it is compiled still works, without remembering anything. */
static GSettings *
settings_new_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      /* A message, not a warning: a missing schema is a build's state, and
       * the app runs well without it. */
      g_message ("The settings schema %s is not installed; window size and "
                 "player names will not be remembered",
                 APP_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static void
on_save_failed (SplayApplication *self, const char *message)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  /* The message says what failed and that Splay keeps trying. */
  if (SPLAY_IS_WINDOW (window))
    splay_window_show_toast (SPLAY_WINDOW (window), message);
}

static void
on_save_recovered (SplayApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (SPLAY_IS_WINDOW (window))
    splay_window_show_toast (SPLAY_WINDOW (window), _("Everything is saved again."));
}

static void
splay_application_startup (GApplication *app)
{
  SplayApplication *self = SPLAY_APPLICATION (app);
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;

  G_APPLICATION_CLASS (splay_application_parent_class)->startup (app);

  self->settings = settings_new_if_installed ();
  self->open_us = g_get_monotonic_time ();
  self->store = splay_store_open_default (&problem, &error);
  self->open_us = g_get_monotonic_time () - self->open_us;
  if (self->store != NULL)
    {
      g_signal_connect_object (self->store, "save-failed", G_CALLBACK (on_save_failed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->store, "save-recovered", G_CALLBACK (on_save_recovered), self,
                               G_CONNECT_SWAPPED);
      /* A change dropped for good says the same way what was refused. */
      g_signal_connect_object (self->store, "save-refused", G_CALLBACK (on_save_failed), self,
                               G_CONNECT_SWAPPED);
    }
  self->store_problem = splay_application_describe_store (self->store, problem, error,
                                                          &self->store_problem_heading);
}

char *
splay_application_describe_store (SplayStore *store, const GError *problem, const GError *error,
                                  const char **heading)
{
  const char *unused;

  if (heading == NULL)
    heading = &unused;
  *heading = NULL;
  if (problem != NULL)
    {
      *heading = _("The Saved Games Cannot Be Read");
      /* Translators: %s says what is wrong with the database file, and that
       * the file was left as it is */
      return g_strdup_printf (_("The saved games could not be read: %s\n\n"
                                 "Splay is using a fresh database beside it."),
                              problem->message);
    }
  if (store == NULL)
    {
      *heading = _("Games Cannot Be Saved");
      /* Translators: %s says why no database could be opened */
      return g_strdup_printf (_("Games cannot be saved: %s\n\n"
                                 "You can play, but nothing will be kept "
                                 "after Splay is closed."),
                              error ? error->message : _("unknown error"));
    }
  if (splay_store_is_read_only (store))
    {
      g_autofree char *shown = g_filename_display_name (splay_store_get_path (store));

      *heading = _("The Saved Games Are Read-Only");
      /* Translators: %s is a file path */
      return g_strdup_printf (_("The saved games in “%s” can be looked at but not added to: "
                                 "the file or its folder is read-only.\n\n"
                                 "History and statistics are there as always; "
                                 "matches played now are not saved."),
                              shown);
    }
  return NULL;
}

static void
splay_application_shutdown (GApplication *app)
{
  SplayApplication *self = SPLAY_APPLICATION (app);
  g_autoptr (GError) error = NULL;

  /* A write that failed during play gets one last chance. */
  if (self->store != NULL && !splay_store_flush (self->store, &error))
    g_warning ("Some moves could not be saved: %s", error->message);
  G_APPLICATION_CLASS (splay_application_parent_class)->shutdown (app);
}

static void
on_check_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (SplayApplication) self = data;
  g_autoptr (GError) error = NULL;
  GtkWindow *window;

  if (splay_store_check_finish (SPLAY_STORE (source), result, &error))
    return;
  g_warning ("%s", error->message);
  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (SPLAY_IS_WINDOW (window))
    {
      g_autofree char *message =
          /* Translators: %s says what is damaged in the database file */
          g_strdup_printf (_("%s\n\nMatches that can still be read play on as before; "
                              "a damaged one says so when it is opened. Export the history "
                              "to keep a copy of what can be read."),
                           error->message);
      splay_window_show_problem (SPLAY_WINDOW (window), _("The Saved Games Are Damaged"), message);
    }
}

/* The whole file is checked once the window is up, on a thread with its
 * own connection: opening skips it after a clean shutdown, since it reads
 * every page and took up to half a second before the first window with a
 * big history. */
static gboolean
start_check (gpointer data)
{
  SplayApplication *self = data;

  self->check_source = 0;
  if (self->store != NULL && !splay_store_is_read_only (self->store))
    splay_store_check_async (self->store, NULL, on_check_done, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

/* With SPLAY_STARTUP_REPORT set (tools/bench-startup.py): the monotonic
 * time of the first frame and how long the database took to open, on
 * standard output, then (with SPLAY_STARTUP_REPORT=quit) quit. */
static void
on_first_frame (GdkFrameClock *clock, SplayApplication *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame, self);
  g_print ("first-frame-us %" G_GINT64_FORMAT "\nopen-db-us %" G_GINT64_FORMAT "\n",
           g_get_monotonic_time (), self->open_us);
  fflush (stdout);
  if (g_strcmp0 (g_getenv ("SPLAY_STARTUP_REPORT"), "quit") == 0)
    g_application_quit (G_APPLICATION (self));
}

static void
on_window_realize (GtkWidget *window, SplayApplication *self)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_first_frame),
                    self);
}

static void
splay_application_activate (GApplication *app)
{
  SplayApplication *self = SPLAY_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      window = GTK_WINDOW (splay_window_new (self, self->store, self->settings));
      if (g_getenv ("SPLAY_STARTUP_REPORT") != NULL)
        g_signal_connect (window, "realize", G_CALLBACK (on_window_realize), self);
      if (self->check_source == 0 && !self->checked)
        {
          self->checked = TRUE;
          self->check_source
              = g_timeout_add_seconds_full (G_PRIORITY_LOW, 3, start_check, self, NULL);
        }
    }
  gtk_window_present (window);

  if (self->store_problem != NULL)
    {
      g_autofree char *message = g_steal_pointer (&self->store_problem);
      splay_window_show_problem (SPLAY_WINDOW (window), self->store_problem_heading, message);
    }
}

/* The window, made and shown if there is none yet. */
static SplayWindow *
present_window (SplayApplication *self)
{
  g_application_activate (G_APPLICATION (self));
  return SPLAY_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (self)));
}

gboolean
splay_application_new_match (SplayApplication *self, const char *game_id, int n_players,
                             const char *level_id, GError **error)
{
  const SplayCatalogEntry *entry;
  g_autoptr (SplayMatch) match = NULL;
  SplayLevel level = (SplayLevel) -1;

  g_return_val_if_fail (SPLAY_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  entry = splay_catalog_lookup (game_id);
  if (entry == NULL || entry->rules == NULL || !splay_board_game_has_board (game_id))
    {
      g_autoptr (GString) ids = g_string_new (NULL);

      for (int i = 0; i < SPLAY_N_GAMES; i++)
        if (splay_catalog[i].rules != NULL && splay_board_game_has_board (splay_catalog[i].id))
          g_string_append_printf (ids, "%s%s", ids->len > 0 ? ", " : "", splay_catalog[i].id);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: a game asked for on the command line; then the
                    * ids of the games */
                   _("There is no game “%s”. The games are: %s."), game_id, ids->str);
      return FALSE;
    }
  if (level_id != NULL
      && (!splay_level_from_string (level_id, &level) || level == SPLAY_LEVEL_RANDOM))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: a level asked for on the command line; keep the
                    * level ids in English */
                   _("There is no level “%s”. The levels are: easy, medium, hard, expert."),
                   level_id);
      return FALSE;
    }
  match = splay_new_game_dialog_quick_match (entry->rules, self->store, self->settings, n_players,
                                             (int) level, error);
  if (match == NULL)
    return FALSE;
  splay_window_start_match (present_window (self), match);
  return TRUE;
}

/* "splay --new GAME [--players N] [--level LEVEL]" opens a new match of
 * GAME against the computer (the desktop file's actions do); plain "splay"
 * shows the window. The command line reaches the instance that runs
 * already, if one does, and what went wrong is said where it was typed. */
static int
splay_application_command_line (GApplication *app, GApplicationCommandLine *command_line)
{
  SplayApplication *self = SPLAY_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autoptr (GError) error = NULL;
  const char *game_id = NULL;
  const char *level_id = NULL;
  int n_players = 0;
  gboolean has_players;

  g_variant_dict_lookup (options, "new", "&s", &game_id);
  has_players = g_variant_dict_lookup (options, "players", "i", &n_players);
  g_variant_dict_lookup (options, "level", "&s", &level_id);
  /* A count given is checked against the game's, even 0 (which would
   * otherwise ask for the count used last). */
  if (has_players && n_players == 0)
    n_players = -1;
  if (game_id == NULL)
    {
      if (has_players || level_id != NULL)
        {
          g_application_command_line_printerr (command_line, "%s\n",
                                               _("--players and --level go with --new GAME."));
          return EXIT_FAILURE;
        }
      present_window (self);
      return EXIT_SUCCESS;
    }
  if (!splay_application_new_match (self, game_id, n_players, level_id, &error))
    {
      g_application_command_line_printerr (command_line, "%s\n", error->message);
      return EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}

static void
splay_application_dispose (GObject *object)
{
  SplayApplication *self = SPLAY_APPLICATION (object);

  g_clear_handle_id (&self->check_source, g_source_remove);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->store_problem, g_free);
  G_OBJECT_CLASS (splay_application_parent_class)->dispose (object);
}

/* From the GResource bundle compiled into the library (c_name "splay"). */
GResource *splay_get_resource (void);

static void
splay_application_class_init (SplayApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  /* Referencing the bundle keeps the linker from dropping it from the
   * static library; its constructor then registers it. */
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  (void) splay_get_resource ();

  object_class->dispose = splay_application_dispose;
  app_class->startup = splay_application_startup;
  app_class->activate = splay_application_activate;
  app_class->command_line = splay_application_command_line;
  app_class->shutdown = splay_application_shutdown;
}

static void
quit_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  /* Closing the windows (rather than quitting outright) lets each one keep
   * its size; every move is saved already, so nothing is asked. */
  for (GList *l = windows; l != NULL;)
    {
      GList *next = l->next;
      gtk_window_close (GTK_WINDOW (l->data));
      l = next;
    }
  g_application_quit (app);
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  static const char *developers[] = { "The Splay developers", NULL };
  GtkWidget *about;

  about = g_object_new (
      ADW_TYPE_ABOUT_WINDOW, "transient-for", gtk_application_get_active_window (app), "modal",
      TRUE, "application-name", _("Splay"), "application-icon", APP_ID, "version", PACKAGE_VERSION,
      "comments", _("Card games against the computer or friends at the same screen"), "developers",
      developers, "copyright", "© 2026 The Splay developers", "license-type", GTK_LICENSE_GPL_3_0,
      /* Translators: put your name here, one per line */
      "translator-credits", _("translator-credits"), NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
shortcuts_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWindow *window;

  builder = gtk_builder_new_from_resource (RESOURCE_PATH "/ui/splay-shortcuts-window.ui");
  window = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  splay_a11y_describe_keys (GTK_WIDGET (window));
  gtk_window_set_transient_for (window, gtk_application_get_active_window (app));
  gtk_window_present (window);
}

/* The window an app action acts on, opened first if there is none. */
static GtkWindow *
active_window (GtkApplication *app)
{
  if (gtk_application_get_active_window (app) == NULL)
    g_application_activate (G_APPLICATION (app));
  return gtk_application_get_active_window (app);
}

static void
new_game_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *window = active_window (GTK_APPLICATION (user_data));

  if (SPLAY_IS_WINDOW (window))
    splay_window_new_game (SPLAY_WINDOW (window), NULL);
}

/* Resumes a saved match by its id, as its Resume button does. An app
 * action, unlike the window's, is reachable from outside over D-Bus
 * (org.gtk.Actions), which is how the Flatpak check presses Resume. */
static void
resume_match_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *window = active_window (GTK_APPLICATION (user_data));

  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.resume", "x",
                                g_variant_get_int64 (param));
}

static void
preferences_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  SplayApplication *self = SPLAY_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *window;

  /* One at a time: a second press brings the open one forward. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (SPLAY_IS_PREFERENCES_WINDOW (l->data))
      {
        gtk_window_present (GTK_WINDOW (l->data));
        return;
      }
  /* A race does not run on while its player changes the preferences. */
  if (SPLAY_IS_WINDOW (parent) && splay_window_get_match (SPLAY_WINDOW (parent)) != NULL
      && splay_match_get_rules (splay_window_get_match (SPLAY_WINDOW (parent)))->realtime
      && g_strcmp0 (splay_window_get_page (SPLAY_WINDOW (parent)), "board") == 0)
    splay_match_set_paused (splay_window_get_match (SPLAY_WINDOW (parent)), TRUE);
  window = splay_preferences_window_new (parent, self->settings);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (window));
}

static const GActionEntry app_actions[] = {
  { "preferences", preferences_action },
  { "quit", quit_action },
  { "about", about_action },
  { "shortcuts", shortcuts_action },
  { "new-game", new_game_action },
  { "resume-match", resume_match_action, "x" },
};

static const GOptionEntry option_entries[]
    = { { "new", 0, 0, G_OPTION_ARG_STRING, NULL,
          N_("Start a new match of GAME against the computer "
              "(splatoids, spit, splat, splito, spite-malice)"),
          N_("GAME") },
        { "players", 0, 0, G_OPTION_ARG_INT, NULL,
          N_("With --new: how many players, you included"), N_("N") },
        { "level", 0, 0, G_OPTION_ARG_STRING, NULL,
          N_("With --new: the computer players’ level (easy, medium, hard, expert)"),
          N_("LEVEL") },
        { NULL } };

static void
splay_application_init (SplayApplication *self)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };
  static const char *new_game_accels[] = { "<Control>n", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions),
                                   self);
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.shortcuts", shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-game", new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
}

SplayApplication *
splay_application_new (void)
{
  return g_object_new (SPLAY_TYPE_APPLICATION, "application-id", APP_ID, "flags",
                       G_APPLICATION_HANDLES_COMMAND_LINE, "resource-base-path", RESOURCE_PATH,
                       NULL);
}

SplayStore *
splay_application_get_store (SplayApplication *self)
{
  g_return_val_if_fail (SPLAY_IS_APPLICATION (self), NULL);
  return self->store;
}
