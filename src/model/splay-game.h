/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "../engine/rules.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_GAME (splay_game_get_type ())
G_DECLARE_FINAL_TYPE (SplayGame, splay_game, SPLAY, GAME, GObject)

/* One game (one deal) in play: the rules, the state and the log of every
 * action applied, in order.
 *
 * Signals:
 *  - "action-applied" (int seat, guint action, guint index): after the state
 *    changed; index is the action's place in the log (0-based).
 *  - "over": once, when the game ends (after the last "action-applied").
 *  - "truncated" (guint n, guint before): actions @n to @before - 1 were
 *    taken back (undo); the state is again the one after action @n - 1.
 * Property "over" (boolean) and "n-actions" (uint) notify on change.
 */
SplayGame *splay_game_new (const SplayRules *rules, const SplaySettings *settings, guint64 seed);

const SplayRules *splay_game_get_rules (SplayGame *self);
const SplaySettings *splay_game_get_settings (SplayGame *self);
guint64 splay_game_get_seed (SplayGame *self);
/* The true state (rules->state_size bytes). Read-only. */
gconstpointer splay_game_get_state (SplayGame *self);
/* The state as @seat sees it (-1: spectator), into @out of state_size. */
void splay_game_view (SplayGame *self, int seat, gpointer out);
/* For replays of finished games: splay_game_view() then gives every seat
 * the true state, so a board shows every card. Never for a game in play. */
void splay_game_set_reveal (SplayGame *self, gboolean reveal);
gboolean splay_game_get_reveal (SplayGame *self);
/* The state before the last action (for "what just happened"), or NULL. */
gconstpointer splay_game_get_previous_state (SplayGame *self);

guint32 splay_game_get_actors (SplayGame *self);
gboolean splay_game_is_over (SplayGame *self);
/* Only when over. */
void splay_game_get_result (SplayGame *self, SplayResult *out);

/* Applies and logs; refuses an illegal action with the rule it breaks and
 * changes nothing. */
gboolean splay_game_apply (SplayGame *self, int seat, SplayAction action, GError **error);
/* Applies a whole saved log without emitting signals. Stops at the first
 * action that does not apply and returns FALSE with @error saying which
 * (SPLAY_RULES_ERROR, message names the action number); the actions before it
 * stay applied. */
gboolean splay_game_replay (SplayGame *self, const int *seats, const SplayAction *actions, guint n,
                            GError **error);

/* Takes back every action from @n on (undo): the state becomes the one after
 * the first @n actions, which stay logged. FALSE with @error (and nothing
 * changed) if they no longer apply. */
gboolean splay_game_truncate (SplayGame *self, guint n, GError **error);

guint splay_game_get_n_actions (SplayGame *self);
void splay_game_get_action (SplayGame *self, guint index, int *seat, SplayAction *action);
/* Whether @seat has made any of the actions from @index on. */
gboolean splay_game_seat_acted_since (SplayGame *self, int seat, guint index);
/* A translated description of the last action ("Anna played two 7s"), or
 * NULL if none. @names has one name per seat. */
char *splay_game_describe_last (SplayGame *self, const char *const *names);

/* How many hints the people at the table were given in this game (the
 * match counts them as it hands them out; the store restores the count of a
 * resumed game). Statistics mark a game with hints. */
guint splay_game_get_n_hints (SplayGame *self);
/* How many times a move was taken back in this game (saved with it;
 * statistics count matches with undo apart). */
guint splay_game_get_n_undos (SplayGame *self);
void splay_game_set_n_undos (SplayGame *self, guint n_undos);
void splay_game_set_n_hints (SplayGame *self, guint n_hints);

/* Every move of the game so far in words, in order (the move log): what the
 * last-move line said after each of them (rules->describe, which names no
 * card a seat could not see). @names are the seats' names. A new strv. */
char **splay_game_describe_moves (SplayGame *self, const char *const *names);

G_END_DECLS
