/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-card-theme.h"

struct _SplayCardTheme
{
  GObject parent_instance;

  GSettings *settings;
  SplayCardFaceKind face;
  SplayCardBackColour back;
};

G_DEFINE_FINAL_TYPE (SplayCardTheme, splay_card_theme, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SETTINGS,
  PROP_FACE,
  PROP_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define DEFAULT_FACE SPLAY_CARD_FACE_CLASSIC
#define DEFAULT_BACK SPLAY_CARD_BACK_BLUE

static gboolean
settings_have (GSettings *settings, const char *key)
{
  g_autoptr (GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

/* GSettings itself refuses a value that is none of the key's choices (as
 * dconf can write) and reads the default instead; what it cannot know is
 * whether this program knows every choice, for a schema newer than the
 * program. Either way the cards get a style they can draw. */
static int
read_choice (GSettings *settings, const char *key, int n_choices, int fallback)
{
  int value;

  if (!settings_have (settings, key))
    return fallback;
  value = g_settings_get_enum (settings, key);
  if (value < 0 || value >= n_choices)
    {
      g_debug ("The setting %s has the value %d, which this version of Splay does not know; "
               "cards use the default",
               key, value);
      return fallback;
    }
  return value;
}

/* Sets the face and the back together and says so once. */
static void
update (SplayCardTheme *self, SplayCardFaceKind face, SplayCardBackColour back)
{
  gboolean face_changed = face != self->face, back_changed = back != self->back;

  if (!face_changed && !back_changed)
    return;
  self->face = face;
  self->back = back;
  g_object_freeze_notify (G_OBJECT (self));
  if (face_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE]);
  if (back_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BACK]);
  g_object_thaw_notify (G_OBJECT (self));
  /* The images of the old style are not wanted any more. */
  splay_card_face_cache_clear ();
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_settings_changed (SplayCardTheme *self, const char *key)
{
  SplayCardFaceKind face;
  SplayCardBackColour back;

  if (g_strcmp0 (key, "card-face") != 0 && g_strcmp0 (key, "card-back") != 0)
    return;
  face = read_choice (self->settings, "card-face", SPLAY_CARD_FACE_N_KINDS, DEFAULT_FACE);
  back = read_choice (self->settings, "card-back", SPLAY_CARD_BACK_N_COLOURS, DEFAULT_BACK);
  update (self, face, back);
}

static void
splay_card_theme_constructed (GObject *object)
{
  SplayCardTheme *self = SPLAY_CARD_THEME (object);

  G_OBJECT_CLASS (splay_card_theme_parent_class)->constructed (object);
  if (self->settings != NULL)
    {
      self->face = read_choice (self->settings, "card-face", SPLAY_CARD_FACE_N_KINDS, DEFAULT_FACE);
      self->back
          = read_choice (self->settings, "card-back", SPLAY_CARD_BACK_N_COLOURS, DEFAULT_BACK);
      g_signal_connect_object (self->settings, "changed", G_CALLBACK (on_settings_changed), self,
                               G_CONNECT_SWAPPED);
    }
}

static void
splay_card_theme_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayCardTheme *self = SPLAY_CARD_THEME (object);

  switch (prop_id)
    {
    case PROP_SETTINGS: g_value_set_object (value, self->settings); break;
    case PROP_FACE: g_value_set_enum (value, self->face); break;
    case PROP_BACK: g_value_set_enum (value, self->back); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_card_theme_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  SplayCardTheme *self = SPLAY_CARD_THEME (object);

  switch (prop_id)
    {
    case PROP_SETTINGS: self->settings = g_value_dup_object (value); break;
    case PROP_FACE: splay_card_theme_set_face (self, g_value_get_enum (value)); break;
    case PROP_BACK: splay_card_theme_set_back (self, g_value_get_enum (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_card_theme_dispose (GObject *object)
{
  SplayCardTheme *self = SPLAY_CARD_THEME (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (splay_card_theme_parent_class)->dispose (object);
}

static void
splay_card_theme_class_init (SplayCardThemeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = splay_card_theme_constructed;
  object_class->get_property = splay_card_theme_get_property;
  object_class->set_property = splay_card_theme_set_property;
  object_class->dispose = splay_card_theme_dispose;

  properties[PROP_SETTINGS]
      = g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE]
      = g_param_spec_enum ("face", NULL, NULL, SPLAY_TYPE_CARD_FACE_KIND, DEFAULT_FACE,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BACK]
      = g_param_spec_enum ("back", NULL, NULL, SPLAY_TYPE_CARD_BACK_COLOUR, DEFAULT_BACK,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Once per change of the face or the back, after the properties. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
splay_card_theme_init (SplayCardTheme *self)
{
  self->face = DEFAULT_FACE;
  self->back = DEFAULT_BACK;
}

SplayCardTheme *
splay_card_theme_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);
  return g_object_new (SPLAY_TYPE_CARD_THEME, "settings", settings, NULL);
}

SplayCardTheme *
splay_card_theme_get_default (void)
{
  static SplayCardTheme *theme;

  if (theme == NULL)
    {
      /* The same schema the application reads; a build run before its
       * schema is compiled draws the default cards. */
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr (GSettingsSchema) schema = NULL;
      g_autoptr (GSettings) settings = NULL;

      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema != NULL)
        settings = g_settings_new_full (schema, NULL, NULL);
      theme = splay_card_theme_new (settings);
    }
  return theme;
}

SplayCardFaceKind
splay_card_theme_get_face (SplayCardTheme *self)
{
  g_return_val_if_fail (SPLAY_IS_CARD_THEME (self), DEFAULT_FACE);
  return self->face;
}

SplayCardBackColour
splay_card_theme_get_back (SplayCardTheme *self)
{
  g_return_val_if_fail (SPLAY_IS_CARD_THEME (self), DEFAULT_BACK);
  return self->back;
}

void
splay_card_theme_set_face (SplayCardTheme *self, SplayCardFaceKind face)
{
  g_return_if_fail (SPLAY_IS_CARD_THEME (self));
  g_return_if_fail ((guint) face < SPLAY_CARD_FACE_N_KINDS);
  /* With settings the change comes back through "changed::card-face", so
   * that a preferences window and dconf take the same path. */
  if (self->settings != NULL && settings_have (self->settings, "card-face"))
    g_settings_set_enum (self->settings, "card-face", face);
  else
    update (self, face, self->back);
}

void
splay_card_theme_set_back (SplayCardTheme *self, SplayCardBackColour back)
{
  g_return_if_fail (SPLAY_IS_CARD_THEME (self));
  g_return_if_fail ((guint) back < SPLAY_CARD_BACK_N_COLOURS);
  if (self->settings != NULL && settings_have (self->settings, "card-back"))
    g_settings_set_enum (self->settings, "card-back", back);
  else
    update (self, self->face, back);
}

void
splay_card_theme_get_style (SplayCardTheme *self, gboolean dark, SplayCardStyle *style)
{
  g_return_if_fail (SPLAY_IS_CARD_THEME (self));
  g_return_if_fail (style != NULL);
  style->face = self->face;
  style->back = self->back;
  style->dark = !!dark;
}
