/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-preferences.h"

/* A longer name does not fit a seat's heading; the new-game dialog's
 * entry takes no more either. */
#define MAX_NAME_CHARS 40

static GSettings *shared;
static gboolean looked_up;

GSettings *
splay_preferences_get_settings (void)
{
  if (!looked_up)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr (GSettingsSchema) schema = NULL;

      looked_up = TRUE;
      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema != NULL)
        shared = g_settings_new_full (schema, NULL, NULL);
    }
  return shared;
}

void
splay_preferences_set_settings (GSettings *settings)
{
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));
  g_clear_object (&shared);
  looked_up = settings != NULL;
  if (settings != NULL)
    shared = g_object_ref (settings);
}

/* Whether the installed schema has @key (an older schema may not). */
gboolean
splay_preferences_has_key (GSettings *settings, const char *key)
{
  g_autoptr (GSettingsSchema) schema = NULL;

  if (settings == NULL)
    return FALSE;
  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

/* GSettings refuses a string that is none of an enum's nicks; a number this
 * program does not know (a newer schema) is caught here. */
static int
read_choice (const char *key, int n_choices, int fallback)
{
  GSettings *settings = splay_preferences_get_settings ();
  int value;

  if (!splay_preferences_has_key (settings, key))
    return fallback;
  value = g_settings_get_enum (settings, key);
  if (value < 0 || value >= n_choices)
    {
      g_debug ("The setting %s has the value %d, which this version of Splay does not know; "
               "using the default",
               key, value);
      return fallback;
    }
  return value;
}

SplayAnimationSpeed
splay_preferences_get_animation_speed (void)
{
  return read_choice ("animation-speed", SPLAY_ANIMATION_N_SPEEDS, SPLAY_ANIMATION_NORMAL);
}

double
splay_preferences_get_animation_factor (GtkWidget *widget)
{
  GtkSettings *gtk_settings
      = widget != NULL ? gtk_widget_get_settings (widget) : gtk_settings_get_default ();
  gboolean enabled = TRUE;

  if (gtk_settings != NULL)
    g_object_get (gtk_settings, "gtk-enable-animations", &enabled, NULL);
  if (!enabled)
    return 0.0;
  switch (splay_preferences_get_animation_speed ())
    {
    case SPLAY_ANIMATION_OFF: return 0.0;
    case SPLAY_ANIMATION_FAST: return 0.5;
    default: return 1.0;
    }
}

SplayRaceSpeed
splay_preferences_get_race_speed (void)
{
  return read_choice ("race-computer-speed", SPLAY_RACE_SPEED_N_SPEEDS, SPLAY_RACE_SPEED_NORMAL);
}

double
splay_preferences_race_speed_scale (SplayRaceSpeed speed)
{
  switch (speed)
    {
    case SPLAY_RACE_SPEED_SLOW: return 1.75;
    case SPLAY_RACE_SPEED_FAST: return 0.6;
    default: return 1.0;
    }
}

gboolean
splay_preferences_get_computer_waits (void)
{
  GSettings *settings = splay_preferences_get_settings ();

  return splay_preferences_has_key (settings, "computer-waits")
         && g_settings_get_boolean (settings, "computer-waits");
}

const char *
splay_preferences_get_account_name (void)
{
  const char *real = g_get_real_name ();

  if (real != NULL && *real != '\0' && g_strcmp0 (real, "Unknown") != 0)
    return real;
  return g_get_user_name ();
}

char *
splay_preferences_get_player_name (void)
{
  GSettings *settings = splay_preferences_get_settings ();
  g_autofree char *name = NULL;

  if (splay_preferences_has_key (settings, "player-name"))
    name = g_settings_get_string (settings, "player-name");
  if (name != NULL)
    g_strstrip (name);
  if (name != NULL && !g_utf8_validate (name, -1, NULL))
    {
      g_debug ("The setting player-name is not valid UTF-8; using the account's name");
      g_clear_pointer (&name, g_free);
    }
  if (name != NULL && g_utf8_strlen (name, -1) > MAX_NAME_CHARS)
    {
      g_debug ("The setting player-name is longer than %d characters; using the account's name",
               MAX_NAME_CHARS);
      g_clear_pointer (&name, g_free);
    }
  if (name == NULL || *name == '\0')
    return g_strdup (splay_preferences_get_account_name ());
  return g_steal_pointer (&name);
}
