/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SPLAY_TYPE_PREFERENCES_WINDOW (splay_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (SplayPreferencesWindow, splay_preferences_window, SPLAY, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* The Preferences window (app.preferences, Ctrl+comma): card faces and
 * back, animations, the computer players' pace, the default player name.
 * Every row is bound to its GSettings key (splay-preferences.h), so a
 * change applies at once to what is open. @settings NULL: the shared
 * settings; without a schema the rows are there but insensitive. */
GtkWidget *splay_preferences_window_new (GtkWindow *parent, GSettings *settings);

G_END_DECLS
