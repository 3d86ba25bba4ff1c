/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-player.h"

struct _SplayPlayer
{
  GObject parent_instance;
  char *name;
  gboolean human;
  SplayLevel level;
  gint64 id;
};

G_DEFINE_FINAL_TYPE (SplayPlayer, splay_player, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_NAME,
  PROP_HUMAN,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
splay_player_finalize (GObject *object)
{
  SplayPlayer *self = SPLAY_PLAYER (object);

  g_clear_pointer (&self->name, g_free);
  G_OBJECT_CLASS (splay_player_parent_class)->finalize (object);
}

static void
splay_player_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayPlayer *self = SPLAY_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_HUMAN: g_value_set_boolean (value, self->human); break;
    case PROP_LEVEL: g_value_set_int (value, self->level); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_player_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SplayPlayer *self = SPLAY_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME: splay_player_set_name (self, g_value_get_string (value)); break;
    case PROP_HUMAN: self->human = g_value_get_boolean (value); break;
    case PROP_LEVEL: self->level = (SplayLevel) g_value_get_int (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_player_class_init (SplayPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = splay_player_finalize;
  object_class->get_property = splay_player_get_property;
  object_class->set_property = splay_player_set_property;

  properties[PROP_NAME] = g_param_spec_string (
      "name", NULL, NULL, "", G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HUMAN]
      = g_param_spec_boolean ("human", NULL, NULL, TRUE,
                              G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL]
      = g_param_spec_int ("level", NULL, NULL, 0, SPLAY_N_LEVELS - 1, SPLAY_LEVEL_MEDIUM,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
splay_player_init (SplayPlayer *self)
{
  self->name = g_strdup ("");
  self->human = TRUE;
  self->level = SPLAY_LEVEL_MEDIUM;
}

SplayPlayer *
splay_player_new_human (const char *name)
{
  return g_object_new (SPLAY_TYPE_PLAYER, "name", name, "human", TRUE, NULL);
}

SplayPlayer *
splay_player_new_computer (const char *name, SplayLevel level)
{
  g_return_val_if_fail (level < SPLAY_N_LEVELS, NULL);
  return g_object_new (SPLAY_TYPE_PLAYER, "name", name, "human", FALSE, "level", (int) level, NULL);
}

const char *
splay_player_get_name (SplayPlayer *self)
{
  g_return_val_if_fail (SPLAY_IS_PLAYER (self), NULL);
  return self->name;
}

void
splay_player_set_name (SplayPlayer *self, const char *name)
{
  g_return_if_fail (SPLAY_IS_PLAYER (self));
  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

gboolean
splay_player_is_human (SplayPlayer *self)
{
  g_return_val_if_fail (SPLAY_IS_PLAYER (self), FALSE);
  return self->human;
}

SplayLevel
splay_player_get_level (SplayPlayer *self)
{
  g_return_val_if_fail (SPLAY_IS_PLAYER (self), SPLAY_LEVEL_MEDIUM);
  return self->level;
}

gint64
splay_player_get_id (SplayPlayer *self)
{
  g_return_val_if_fail (SPLAY_IS_PLAYER (self), 0);
  return self->id;
}

void
splay_player_set_id (SplayPlayer *self, gint64 id)
{
  g_return_if_fail (SPLAY_IS_PLAYER (self));
  self->id = id;
}
