/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-preferences-window.h"
#include "splay-a11y.h"
#include "splay-preferences.h"
#include "splay-plain-text.h"

struct _SplayPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;

  /* Template widgets */
  AdwComboRow *face_row;
  AdwComboRow *back_row;
  AdwComboRow *animation_row;
  AdwComboRow *race_row;
  GtkSwitch *waits_switch;
  AdwEntryRow *name_row;
  AdwPreferencesGroup *name_group;
};

G_DEFINE_FINAL_TYPE (SplayPreferencesWindow, splay_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The rows list the choices in the order of the schema's enums. */
static const char *const face_nicks[] = { "classic", "four-colour", "large-index", NULL };
static const char *const back_nicks[] = { "blue", "red", "green", "purple", "grey", NULL };
static const char *const animation_nicks[] = { "off", "normal", "fast", NULL };
static const char *const race_nicks[] = { "slow", "normal", "fast", NULL };

static gboolean
nick_to_index (GValue *value, GVariant *variant, gpointer data)
{
  const char *const *nicks = data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  /* A nick of a newer schema: the row shows the default. */
  return FALSE;
}

static GVariant *
index_to_nick (const GValue *value, const GVariantType *type, gpointer data)
{
  const char *const *nicks = data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[index]);
}


static void
bind_choice (SplayPreferencesWindow *self, AdwComboRow *row, const char *key,
             const char *const *nicks)
{
  if (!splay_preferences_has_key (self->settings, key))
    {
      gtk_widget_set_sensitive (GTK_WIDGET (row), FALSE);
      return;
    }
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick, (gpointer) nicks, NULL);
}

/* The desktop's switch is stronger than the preference: say so. */
static void
update_animation_subtitle (SplayPreferencesWindow *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->animation_row),
                               enabled ? _("How fast cards travel across the table")
                                       : _("Animations are turned off in the system settings"));
}

static void
bind_all (SplayPreferencesWindow *self)
{
  g_autofree char *description = NULL;

  bind_choice (self, self->face_row, "card-face", face_nicks);
  bind_choice (self, self->back_row, "card-back", back_nicks);
  bind_choice (self, self->animation_row, "animation-speed", animation_nicks);
  bind_choice (self, self->race_row, "race-computer-speed", race_nicks);
  if (splay_preferences_has_key (self->settings, "computer-waits"))
    g_settings_bind (self->settings, "computer-waits", self->waits_switch, "active",
                     G_SETTINGS_BIND_DEFAULT);
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->waits_switch), FALSE);
  if (splay_preferences_has_key (self->settings, "player-name"))
    g_settings_bind (self->settings, "player-name", self->name_row, "text",
                     G_SETTINGS_BIND_DEFAULT);
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), FALSE);

  /* Translators: under the default player name; %s is the account's name */
  description = g_strdup_printf (_("The first player of a new game. Left empty: %s."),
                                 splay_preferences_get_account_name ());
  splay_plain_preferences_group_set_description (self->name_group, description);

  update_animation_subtitle (self);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)),
                           "notify::gtk-enable-animations", G_CALLBACK (update_animation_subtitle),
                           self, G_CONNECT_SWAPPED);
}

static void
splay_preferences_window_dispose (GObject *object)
{
  SplayPreferencesWindow *self = SPLAY_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SPLAY_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (splay_preferences_window_parent_class)->dispose (object);
}

/* From the GResource bundle compiled into the library (c_name "splay"). */
GResource *splay_get_resource (void);

static void
splay_preferences_window_class_init (SplayPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  (void) splay_get_resource ();

  object_class->dispose = splay_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SplayPreferencesWindow, face_row);
  gtk_widget_class_bind_template_child (widget_class, SplayPreferencesWindow, back_row);
  gtk_widget_class_bind_template_child (widget_class, SplayPreferencesWindow, animation_row);
  gtk_widget_class_bind_template_child (widget_class, SplayPreferencesWindow, race_row);
  gtk_widget_class_bind_template_child (widget_class, SplayPreferencesWindow, waits_switch);
  gtk_widget_class_bind_template_child (widget_class, SplayPreferencesWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, SplayPreferencesWindow, name_group);
}

static void
splay_preferences_window_init (SplayPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
splay_preferences_window_new (GtkWindow *parent, GSettings *settings)
{
  SplayPreferencesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (SPLAY_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
  if (settings == NULL)
    settings = splay_preferences_get_settings ();
  self->settings = settings != NULL ? g_object_ref (settings) : NULL;
  bind_all (self);
  splay_a11y_fix_button_names (GTK_WIDGET (self));
  return GTK_WIDGET (self);
}
