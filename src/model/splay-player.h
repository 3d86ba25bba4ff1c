/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "../ai/ai.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_PLAYER (splay_player_get_type ())
G_DECLARE_FINAL_TYPE (SplayPlayer, splay_player, SPLAY, PLAYER, GObject)

/* A seat at the table: a person (level is ignored) or a computer player. */
SplayPlayer *splay_player_new_human (const char *name);
SplayPlayer *splay_player_new_computer (const char *name, SplayLevel level);

const char *splay_player_get_name (SplayPlayer *self);
void splay_player_set_name (SplayPlayer *self, const char *name);
gboolean splay_player_is_human (SplayPlayer *self);
SplayLevel splay_player_get_level (SplayPlayer *self);
/* The store's row id of this person or computer level; 0 until saved. */
gint64 splay_player_get_id (SplayPlayer *self);
void splay_player_set_id (SplayPlayer *self, gint64 id);

G_END_DECLS
