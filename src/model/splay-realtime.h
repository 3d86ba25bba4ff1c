/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "splay-game.h"
#include "splay-player.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_REALTIME (splay_realtime_get_type ())
G_DECLARE_FINAL_TYPE (SplayRealtime, splay_realtime, SPLAY, REALTIME, GObject)

/* The clock and the computer players of a real-time game (Spit, Splat).
 *
 * A match whose rules are real-time owns one (splay_match_get_realtime ()).
 * Its clock counts the game time in milliseconds: it runs while a game is in
 * play and the match is not paused, starts at 0 with each game, and is what
 * the store saves with each action. Every computer seat that may act plans
 * a move from its own view of the table and makes it after a reaction time
 * drawn from its level's range; when the table changes before it acts, it
 * looks again: a planned move that is still legal keeps its time, any other
 * is planned afresh. Saying Ready costs no time. Reaction times and choices
 * are drawn from the match seed, the game and the action number, never from
 * the clock.
 *
 * The match is the one that knows its clock: the clock sees the match only
 * through a SplayRealtimeHost (splay-match-realtime.c), so splay-realtime.c
 * and .h never include splay-match.h and the dependency runs one way.
 *
 * Properties: "stuck" (nobody can move: the board asks for Ready),
 * "reaction-scale" (double, default 1.0 or $SPLAY_REACTION_SCALE: every
 * reaction time is multiplied by it; tests shorten them), "running".
 */

/* The range of a level's reaction time, in ms. */
void splay_realtime_reaction_range (SplayLevel level, guint *min_ms, guint *max_ms);
/* The reaction time of @seat for the move after @n_actions actions of game
 * @game_index (before scaling). */
guint splay_realtime_reaction_ms (guint64 match_seed, guint game_index, guint n_actions, int seat,
                                  SplayLevel level);

/* Game time of the current game, in ms. */
gint64 splay_realtime_get_time_ms (SplayRealtime *self);
/* Sets the game time of the current game (a resumed game goes on from the
 * saved offset). */
void splay_realtime_set_time_ms (SplayRealtime *self, gint64 ms);
/* A resumed game goes on from the time of its last saved action, with every
 * computer seat's move planned for the time it had been planned for before
 * the game was stopped. @times_ms holds the game time of each action of the
 * current game's log (as saved). */
void splay_realtime_restore (SplayRealtime *self, const gint64 *times_ms, guint n_times);
gboolean splay_realtime_get_running (SplayRealtime *self);
gboolean splay_realtime_get_stuck (SplayRealtime *self);
void splay_realtime_set_reaction_scale (SplayRealtime *self, double scale);
double splay_realtime_get_reaction_scale (SplayRealtime *self);
/* The move a computer seat is about to make and the game time it makes it
 * at; FALSE if none is planned. */
gboolean splay_realtime_get_plan (SplayRealtime *self, int seat, SplayAction *action,
                                  gint64 *due_ms);
/* Moves the clock on by @ms at once, making every move that falls due on
 * the way in time order (tests; works paused too). Returns the moves made. */
guint splay_realtime_advance (SplayRealtime *self, gint64 ms);

/* What the clock needs of the match that owns it, as SplayMatch provides
 * it; @host is the match, borrowed until splay_realtime_detach (). */
typedef struct
{
  const SplayRules *(*get_rules) (gpointer host);
  guint64 (*get_seed) (gpointer host);
  int (*get_n_seats) (gpointer host);
  SplayPlayer *(*get_player) (gpointer host, int seat);
  /* The game in play (NULL before the first) and how many games there are. */
  SplayGame *(*get_current_game) (gpointer host);
  guint (*get_n_games) (gpointer host);
  gboolean (*get_paused) (gpointer host);
  /* A computer seat's move, as splay_match_submit () takes it. */
  gboolean (*submit) (gpointer host, int seat, SplayAction action, GError **error);
  /* A computer seat's move was refused (a bug): the match says so. */
  void (*computer_error) (gpointer host, int seat, const char *message);
} SplayRealtimeHost;

/* For SplayMatch, which calls splay_realtime_update () whenever its table,
 * its current game or its pause changes. */
SplayRealtime *splay_realtime_new (const SplayRealtimeHost *host, gpointer match);
/* Whether nobody can move in the current game now (the property "stuck"
 * follows only once the match has looked again). */
gboolean splay_realtime_is_stuck_now (SplayRealtime *self);
/* The table changed, a game started or a match resumed: look again. */
void splay_realtime_update (SplayRealtime *self);
void splay_realtime_detach (SplayRealtime *self);

G_END_DECLS
