/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "splay-game.h"
#include "splay-player.h"
#include "splay-realtime.h"
#include "splay-view.h"

G_BEGIN_DECLS

/* Where a move comes from. Every move reaches a match by one path,
 * splay_match_submit (); the source does not change what the rules allow,
 * only who may make it: a person's input (pointer, keyboard) only for a
 * person's seat, a computer's only for a computer's seat. It is kept for
 * what comes later (a move log, announcing computer moves, network play). */
typedef enum
{
  SPLAY_MOVE_POINTER,  /* a click, a double click, a drag */
  SPLAY_MOVE_KEYBOARD, /* a key, or an accessible action */
  SPLAY_MOVE_COMPUTER, /* a computer seat of this match (turn-based or race) */
  SPLAY_MOVE_REMOTE,   /* a player elsewhere (network play, later) */
  SPLAY_MOVE_TEST,     /* tests, tools, and replaying a saved log */
  SPLAY_MOVE_REDO,     /* a move taken back, played again as it was (splay_match_redo) */
} SplayMoveSource;

#define SPLAY_TYPE_MOVE_SOURCE (splay_move_source_get_type ())
GType splay_move_source_get_type (void) G_GNUC_CONST;

#define SPLAY_TYPE_MATCH (splay_match_get_type ())
G_DECLARE_FINAL_TYPE (SplayMatch, splay_match, SPLAY, MATCH, GObject)

/* A series of games between the same seats, with points.
 *
 * The match ends when a seat reaches @target_points (if > 0) or after
 * @max_games games (if > 0); with both 0 it is a single game. Each game is
 * created from the match settings by rules->next_deal and seeded with
 * splay_seed_mix (match seed, game index, 0).
 *
 * Computer seats move by themselves: whenever a computer seat may act, the
 * match schedules its move after "computer-delay" milliseconds (0: at once,
 * from an idle); the choice is then worked out on a worker thread from a
 * copy of the state and applied on the main thread, so the main loop runs
 * on while hard and expert levels think. Set "paused" to stop that (the
 * privacy cover, a dialog): a search in flight is dropped and made anew on
 * resuming. A computer's choice is seeded by splay_seed_mix (match seed,
 * game index, action index + 1) and applied only at the position it was
 * worked out for, so it does not depend on timing or on a resume.
 *
 * Signals:
 *  - "game-started" (SplayGame *game): a new game is current (also the first).
 *  - "action-applied" (SplayGame *game, int seat, guint action, guint index)
 *  - "game-over" (SplayGame *game): points are added before this is emitted.
 *  - "match-over"
 *  - "computer-error" (int seat, const char *message): a computer move was
 *    refused (a bug); the computer stops rather than loop.
 *  - "hint-ready" (SplayGame *game, int seat, guint action): the hint asked
 *    for with splay_match_request_hint(); the game's hint count has been
 *    raised already (the store saves it).
 *  - "undone" (SplayGame *game, guint from, guint before): actions @from to
 *    @before - 1 of @game were taken back (splay_match_undo); the game's
 *    undo count has been raised already (the store keeps the actions,
 *    marked as undone).
 */
SplayMatch *splay_match_new (const SplayRules *rules, const SplaySettings *settings, guint64 seed,
                             SplayPlayer *const *players, int target_points, int max_games);

const SplayRules *splay_match_get_rules (SplayMatch *self);
const SplaySettings *splay_match_get_settings (SplayMatch *self);
guint64 splay_match_get_seed (SplayMatch *self);
int splay_match_get_n_seats (SplayMatch *self);
SplayPlayer *splay_match_get_player (SplayMatch *self, int seat);
int splay_match_get_target_points (SplayMatch *self);
int splay_match_get_max_games (SplayMatch *self);

/* Starts the first game, or the next one after a finished game (the UI calls
 * it when the player dismisses the between-games summary). No-op when the
 * current game is in play or the match is over. */
void splay_match_start_next_game (SplayMatch *self);
SplayGame *splay_match_get_current_game (SplayMatch *self);
guint splay_match_get_n_games (SplayMatch *self);
SplayGame *splay_match_get_game (SplayMatch *self, guint index);
/* The clock and computer players of a real-time game (splay-realtime.h),
 * or NULL for a turn-based one. */
SplayRealtime *splay_match_get_realtime (SplayMatch *self);

/* Points of @seat in game @index (finished games only), and the total. */
int splay_match_get_game_points (SplayMatch *self, guint index, int seat);
int splay_match_get_total (SplayMatch *self, int seat);
gboolean splay_match_is_over (SplayMatch *self);
/* Seats in order of standing: points, then in a match of one game that
 * game's tie-break (Splito: fewer cards); ties keep seat order. */
void splay_match_get_standings (SplayMatch *self, int *seats_out);
/* Seat of the match winner, or -1 (not over, or a shared first place). */
int splay_match_get_winner (SplayMatch *self);
/* 1 + the seats standing ahead of @seat: seats that share a place share
 * its number. */
int splay_match_get_place (SplayMatch *self, int seat);

/* The one way a move reaches the match, whoever makes it: applies @action
 * for @seat to the current game. A move the rules refuse changes nothing and
 * comes back in @error with the rule it breaks (SPLAY_RULES_ERROR); so does
 * a person's input for a computer's seat and the other way round. */
gboolean splay_match_submit (SplayMatch *self, int seat, SplayAction action, SplayMoveSource source,
                             GError **error);
/* The source of the last move applied, for those who listen to
 * "action-applied" (SPLAY_MOVE_TEST before any). */
SplayMoveSource splay_match_get_last_source (SplayMatch *self);

/* Undo: takes back @seat's last action in the current deal and everything
 * the computers did since, so that @seat is to move again as before it.
 * Offered (can_undo) in turn-based games with one person at the table
 * (never where it would show one person's cards to another, never in a
 * race), while the deal is in play and @seat has acted in it; repeatable
 * back to the start of the deal. FALSE with @error if not offered. */
gboolean splay_match_can_undo (SplayMatch *self, int seat);
gboolean splay_match_undo (SplayMatch *self, int seat, GError **error);
/* Redo: plays again, as they were, @seat's move that the last undo took
 * back and the computers' replies to it, up to @seat's next move; again
 * for each move taken back, while nothing else has moved since (a move
 * made instead forgets them, as do a restart and the end of the deal).
 * Kept in memory only: a match resumed later has nothing to redo. FALSE
 * with @error when there is nothing to play again. */
gboolean splay_match_can_redo (SplayMatch *self, int seat);
gboolean splay_match_redo (SplayMatch *self, int seat, GError **error);
/* Restart: takes back every move of the current deal (one undo, emitted
 * as "undone" from 0), so that it is played again from the same cards.
 * Offered in turn-based games while the deal is in play and has a move,
 * whoever sits at the table (the person asking is at the shared screen).
 * FALSE with @error if not offered. */
gboolean splay_match_can_restart_deal (SplayMatch *self);
gboolean splay_match_restart_deal (SplayMatch *self, GError **error);
/* For tests and tools: splay_match_submit () with SPLAY_MOVE_TEST. */
gboolean splay_match_apply (SplayMatch *self, int seat, SplayAction action, GError **error);

/* What @seat may see now (-1: a spectator), as a new snapshot: the only
 * way a board or, later, a remote player learns the state of the match.
 * See splay-view.h. */
SplayView *splay_match_get_view (SplayMatch *self, int seat);
gboolean splay_match_seat_is_human (SplayMatch *self, int seat);
/* Number of human seats, and whether a human seat may act now. */
int splay_match_get_n_humans (SplayMatch *self);

void splay_match_set_paused (SplayMatch *self, gboolean paused);
gboolean splay_match_get_paused (SplayMatch *self);
/* A board that shows a move (a card travelling) holds the match: a
 * computer's next move, worked out meanwhile, is applied only when every
 * hold is released, so that a person sees the moves one at a time. Unlike
 * "paused" it is no state of the match a player sees, and the races (whose
 * computers keep their own clock) are never held back. Holds count; each
 * splay_match_hold () wants one splay_match_release (). */
void splay_match_hold (SplayMatch *self);
void splay_match_release (SplayMatch *self);
gboolean splay_match_is_held (SplayMatch *self);
void splay_match_set_computer_delay (SplayMatch *self, guint ms);
/* Plays computer moves synchronously until a human may act or the game is
 * over (tests, splay-cli autoplay). Returns the number of moves made. */
guint splay_match_run_computers (SplayMatch *self);
/* Whether a computer's move is being worked out on a worker thread. */
gboolean splay_match_is_thinking (SplayMatch *self);

/* Hints: what the hard level would play for the person at @seat now. They
 * are offered in turn-based games with at least one computer seat whose
 * rules have a hard level, to a person who may act; in a race (not paused)
 * the hint is what can be played now, the computers' own choice, given at
 * once and holding only while it can still be played. The search sees only
 * what @seat may see (it deals the cards @seat cannot see anew on every
 * iteration), on a worker thread; "hint-ready" follows on the main thread
 * unless the game moves on first. Asking again at the same position gives
 * the same hint at once and counts once. FALSE if no hint is offered. */
gboolean splay_match_can_hint (SplayMatch *self, int seat);
gboolean splay_match_request_hint (SplayMatch *self, int seat);
gboolean splay_match_is_hint_pending (SplayMatch *self);
/* The last hint given to @seat, while it still holds (the same game, and
 * @seat has not acted since but may act now). */
gboolean splay_match_get_hint (SplayMatch *self, int seat, SplayAction *out);

/* Rebuilding a saved match: adds a finished or unfinished game from its log
 * without signals (the store calls this, game by game, in order). The game's
 * settings and seed must be those the match would make for that index.
 * Returns FALSE with @error where an action no longer applies; the good
 * prefix stays applied. */
gboolean splay_match_restore_game (SplayMatch *self, const int *seats, const SplayAction *actions,
                                   guint n_actions, GError **error);

/* The store's row id; 0 until saved. */
gint64 splay_match_get_id (SplayMatch *self);
void splay_match_set_id (SplayMatch *self, gint64 id);

G_END_DECLS
