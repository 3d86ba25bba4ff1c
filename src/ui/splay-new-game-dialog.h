/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "../engine/rules.h"
#include "../store/splay-store.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_NEW_GAME_DIALOG (splay_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SplayNewGameDialog, splay_new_game_dialog, SPLAY, NEW_GAME_DIALOG, AdwWindow)

/* Sets up a match of one game: the seats (a person or a computer level
 * each, and a name), the game's options, a single game or a match to a
 * target score (or, for games played over a number of deals, a match of
 * that many deals). "Start" (action new-game.start) emits "start-match" with
 * the new SplayMatch and closes the dialog.
 *
 * @store and @settings may be NULL; they give the names offered. */
GtkWidget *splay_new_game_dialog_new (GtkWindow *parent, const SplayRules *rules, SplayStore *store,
                                      GSettings *settings);
/* A new match of @rules against the computer, as the dialog would start it
 * with the options last started with for that game (or its defaults): the
 * person first (the name used last, else the account's), computer players
 * at @level in the other seats (< 0: the level used last, else medium),
 * @n_players seats (0: as last time, else the game's default). Options
 * the seat count no longer allows fall back to the game's defaults. What it
 * used is remembered for next time. NULL with @error (G_OPTION_ERROR) for a
 * seat count or a level the game does not have. */
SplayMatch *splay_new_game_dialog_quick_match (const SplayRules *rules, SplayStore *store,
                                               GSettings *settings, int n_players, int level,
                                               GError **error);

/* For tests: the seat count, and one seat as a person (@level < 0) or a
 * computer of @level. */
void splay_new_game_dialog_set_n_seats (SplayNewGameDialog *self, int n_seats);
/* 0: a single game; else a match to @target points. */
void splay_new_game_dialog_set_target (SplayNewGameDialog *self, int target);
/* Games whose match is a number of deals with the scores added up (Splito)
 * ask for that instead of a target score; the match's max_games is it. */
gboolean splay_new_game_dialog_is_by_deals (SplayNewGameDialog *self);
/* Only for such games: 1 for a single game, else a match of @deals deals. */
void splay_new_game_dialog_set_deals (SplayNewGameDialog *self, int deals);
void splay_new_game_dialog_set_seat (SplayNewGameDialog *self, int seat, const char *name,
                                     int level);
/* For tests: sets the game option @key (a switch or a number) as a person
 * would in the dialog. */
void splay_new_game_dialog_set_option (SplayNewGameDialog *self, const char *key, int value);
/* For tests: the value the option @key shows, and whether the person can
 * change it (a switch another option turns on cannot be). */
int splay_new_game_dialog_get_option (SplayNewGameDialog *self, const char *key);
gboolean splay_new_game_dialog_get_option_sensitive (SplayNewGameDialog *self, const char *key);
/* For tests: the rules' note on the settings shown (SplayRules.advice), or
 * NULL when none is shown. */
const char *splay_new_game_dialog_get_advice (SplayNewGameDialog *self);

G_END_DECLS
