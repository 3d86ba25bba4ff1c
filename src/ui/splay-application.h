/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "../store/splay-store.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_APPLICATION (splay_application_get_type ())
G_DECLARE_FINAL_TYPE (SplayApplication, splay_application, SPLAY, APPLICATION, AdwApplication)

SplayApplication *splay_application_new (void);
/* The database, or NULL if none could be opened (then nothing is saved). */
SplayStore *splay_application_get_store (SplayApplication *self);
/* What the window says at start-up about the database, or NULL when all is
 * well: @problem is why the usual file could not be used (a fresh one
 * beside it is used instead), @error why none could be opened (@store is
 * then NULL); a read-only @store is said too. *@heading (if not NULL) is
 * set to the dialog's heading for it. */
char *splay_application_describe_store (SplayStore *store, const GError *problem,
                                        const GError *error, const char **heading);
/* Opens a new match of @game_id against the computer on the window's board
 * (see splay_new_game_dialog_quick_match for @n_players, <= 0 as last
 * time, and @level_id, NULL as last time). FALSE with @error, and nothing
 * opened, for a game, seat count or level that does not exist. This is
 * what "splay --new GAME [--players N] [--level LEVEL]" does. */
gboolean splay_application_new_match (SplayApplication *self, const char *game_id, int n_players,
                                      const char *level_id, GError **error);

G_END_DECLS
