/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The player's preferences, as the rest of the program reads them: one
 * GSettings of the app's schema shared by everyone (NULL when the schema is
 * not installed, and every getter gives its default). Each getter checks
 * the value it reads: a value out of range (written with dconf, or by a
 * newer Splay) gives the default and a debug message, never a crash.
 *
 * The keys: card-face and card-back (SplayCardTheme follows them),
 * animation-speed, race-computer-speed, computer-waits, player-name. Listen
 * to the settings' "changed::KEY" to apply a change at once. */

/* How fast cards travel (the motion of the boards reads it). */
typedef enum
{
  SPLAY_ANIMATION_OFF,
  SPLAY_ANIMATION_NORMAL,
  SPLAY_ANIMATION_FAST,
  SPLAY_ANIMATION_N_SPEEDS
} SplayAnimationSpeed;

/* How quickly computer players react in the races (Spit, Splat). */
typedef enum
{
  SPLAY_RACE_SPEED_SLOW,
  SPLAY_RACE_SPEED_NORMAL,
  SPLAY_RACE_SPEED_FAST,
  SPLAY_RACE_SPEED_N_SPEEDS
} SplayRaceSpeed;

GSettings *splay_preferences_get_settings (void);
gboolean splay_preferences_has_key (GSettings *settings, const char *key);

SplayAnimationSpeed splay_preferences_get_animation_speed (void);
/* What a card's travel time is multiplied by: 0 (no motion) when the
 * preference is off or the desktop has animations off
 * (gtk-enable-animations of @widget's GtkSettings, or the default
 * display's when @widget is NULL), 1 at normal speed, 0.5 fast. */
double splay_preferences_get_animation_factor (GtkWidget *widget);

SplayRaceSpeed splay_preferences_get_race_speed (void);
/* What the computers' reaction times in a race are multiplied by. */
double splay_preferences_race_speed_scale (SplayRaceSpeed speed);

/* Turn-based games: each computer move waits for the player's Continue. */
gboolean splay_preferences_get_computer_waits (void);

/* The name a new game gives the first person: the preference, or the
 * account's owner (splay_preferences_get_account_name). Never empty. */
char *splay_preferences_get_player_name (void);
/* g_get_real_name (), or the login name when that is empty or "Unknown". */
const char *splay_preferences_get_account_name (void);

/* For tests: use @settings (or, with NULL, the schema's again). */
void splay_preferences_set_settings (GSettings *settings);

G_END_DECLS
