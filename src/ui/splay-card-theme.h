/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "splay-card-face.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_CARD_THEME (splay_card_theme_get_type ())
G_DECLARE_FINAL_TYPE (SplayCardTheme, splay_card_theme, SPLAY, CARD_THEME, GObject)

/* How cards look: the face kind and the back colour, shared by every card
 * on screen. The default theme follows the GSettings keys card-face and
 * card-back (when the schema is installed) and emits "changed" once for
 * every change, so that all cards redraw at once; a preferences window
 * binds to the same keys, or sets the properties directly.
 *
 * Dark mode is not part of the theme: it follows the window's style
 * (AdwStyleManager) and is passed to splay_card_theme_get_style (). */

SplayCardTheme *splay_card_theme_get_default (void);
/* A theme that follows @settings (a GSettings of the app's schema), or
 * keeps its own values if @settings is NULL. */
SplayCardTheme *splay_card_theme_new (GSettings *settings);

SplayCardFaceKind splay_card_theme_get_face (SplayCardTheme *self);
void splay_card_theme_set_face (SplayCardTheme *self, SplayCardFaceKind face);
SplayCardBackColour splay_card_theme_get_back (SplayCardTheme *self);
void splay_card_theme_set_back (SplayCardTheme *self, SplayCardBackColour back);
void splay_card_theme_get_style (SplayCardTheme *self, gboolean dark, SplayCardStyle *style);

G_END_DECLS
