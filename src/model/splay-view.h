/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "../ai/ai.h"
#include "../engine/rules.h"

G_BEGIN_DECLS

/* What one seat may see of a match at one moment: an immutable,
 * reference-counted snapshot, made only by splay_match_get_view ().
 *
 * A board draws from a view alone and never reads the true state; a remote
 * player will later be sent exactly this. It holds the game as the seat sees
 * it (rules->view: every card the seat cannot see is SPLAY_CARD_UNKNOWN,
 * hidden choices are masked, any generator in the state is reset), and what
 * the table says out loud: whose turn it is, the seats and their scores,
 * the last move in words, and the seat's own legal moves and hint. It never
 * holds the match seed, a game seed or any generator state, and it points
 * to no live object, so it can be kept (the board keeps the one it drew
 * last, to see what changed) or handed to another thread.
 *
 * The seat is -1 for a spectator, who sees only the public cards. In a
 * replay of a finished game (splay_game_set_reveal) every seat sees every
 * card. */
typedef struct _SplayView SplayView;

#define SPLAY_TYPE_VIEW (splay_view_get_type ())
GType splay_view_get_type (void) G_GNUC_CONST;

SplayView *splay_view_ref (SplayView *self);
void splay_view_unref (SplayView *self);

const SplayRules *splay_view_get_rules (const SplayView *self);
/* The seat this view was made for; -1: a spectator. */
int splay_view_get_seat (const SplayView *self);
/* Which game of the match (0-based), and how many games it has had so far. */
guint splay_view_get_game_index (const SplayView *self);
guint splay_view_get_n_games (const SplayView *self);
/* The game as the seat sees it: rules->state_size bytes of the game's state
 * struct. NULL before the first game starts. */
gconstpointer splay_view_get_state (const SplayView *self);
/* Whether every card is shown (a replay of a finished game). */
gboolean splay_view_get_revealed (const SplayView *self);

/* Bit i: seat i may act now (0 when the game is over or not started). */
guint32 splay_view_get_actors (const SplayView *self);
/* The first seat that may act now, or -1. */
int splay_view_get_first_actor (const SplayView *self);
/* Whether the view's own seat may act now. */
gboolean splay_view_may_act (const SplayView *self);
guint splay_view_get_n_actions (const SplayView *self);
gboolean splay_view_is_over (const SplayView *self);
/* Only when over. */
const SplayResult *splay_view_get_result (const SplayView *self);
gboolean splay_view_is_match_over (const SplayView *self);
/* The match is paused (a cover, a dialog, a race's pause). */
gboolean splay_view_get_paused (const SplayView *self);
/* A race that nobody can move in: the board asks for Ready. */
gboolean splay_view_get_stuck (const SplayView *self);

int splay_view_get_n_seats (const SplayView *self);
const char *splay_view_get_name (const SplayView *self, int seat);
/* A NULL-terminated array of every seat's name, for rules->describe and the
 * like. */
const char *const *splay_view_get_names (const SplayView *self);
gboolean splay_view_seat_is_human (const SplayView *self, int seat);
/* The level of a computer seat (meaningless for a person). */
SplayLevel splay_view_get_level (const SplayView *self, int seat);
int splay_view_get_n_humans (const SplayView *self);

/* The match's points so far (finished games), and how it is played. */
int splay_view_get_total (const SplayView *self, int seat);
int splay_view_get_target_points (const SplayView *self);
int splay_view_get_max_games (const SplayView *self);

/* The last move in words ("Anna played two 7s"), or NULL before the first. */
const char *splay_view_get_last_text (const SplayView *self);
/* The seat that made the last move, -1 before the first. */
int splay_view_get_last_seat (const SplayView *self);
/* The last move itself, when the seat may know it: its own, any move in a
 * turn-based game that one seat was to make, any move in a race, every move
 * in a replay. FALSE for a hidden choice (Splito, before the reveal). */
gboolean splay_view_get_last_action (const SplayView *self, int *seat, SplayAction *action);

/* The seat's legal actions now (none for a spectator or a seat that may not
 * act), in the rules' order. */
int splay_view_get_n_legal (const SplayView *self);
const SplayAction *splay_view_get_legal (const SplayView *self);
gboolean splay_view_is_legal (const SplayView *self, SplayAction action);
/* The hint the seat was given for this position, while it holds. */
gboolean splay_view_get_hint (const SplayView *self, SplayAction *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SplayView, splay_view_unref)

G_END_DECLS
