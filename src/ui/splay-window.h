/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "splay-application.h"
#include "splay-board.h"
#include "../model/splay-match.h"
#include "../store/splay-store.h"

G_BEGIN_DECLS

/* The start page lists this many unfinished matches, the most recent. */
#define SPLAY_WINDOW_CONTINUE_ROWS 5

#define SPLAY_TYPE_WINDOW (splay_window_get_type ())
G_DECLARE_FINAL_TYPE (SplayWindow, splay_window, SPLAY, WINDOW, AdwApplicationWindow)

/* @store and @settings may be NULL: then nothing is saved or remembered. */
SplayWindow *splay_window_new (SplayApplication *app, SplayStore *store, GSettings *settings);
/* Tells the player once about something that went wrong outside the game
 * (a database that could not be read). */
void splay_window_show_problem (SplayWindow *self, const char *heading, const char *message);
void splay_window_show_toast (SplayWindow *self, const char *message);
/* Opens the new-game dialog for @game_id (NULL: the last game played). */
void splay_window_new_game (SplayWindow *self, const char *game_id);
/* Saves @match, starts its next game and shows its board. */
void splay_window_start_match (SplayWindow *self, SplayMatch *match);
/* Overrides the computer delay from the settings (tests: 0). -1: settings. */
void splay_window_set_computer_delay (SplayWindow *self, int ms);

/* For tests. */
SplayMatch *splay_window_get_match (SplayWindow *self);
SplayBoard *splay_window_get_board (SplayWindow *self);
GtkWindow *splay_window_get_new_game_dialog (SplayWindow *self);
const char *splay_window_get_page (SplayWindow *self);
GtkWidget *splay_window_get_statistics_page (SplayWindow *self);
/* The History page (a SplayHistoryPage), or NULL when nothing is saved. */
GtkWidget *splay_window_get_history_page (SplayWindow *self);
/* For tests: the titles of the rows of the start page's Continue list. */
GStrv splay_window_get_continue_titles (SplayWindow *self);

G_END_DECLS
