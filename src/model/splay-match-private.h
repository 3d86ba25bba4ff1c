/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-match-private.h: for the files of SplayMatch only. */
#pragma once

#include <gio/gio.h>

#include "splay-match.h"

G_BEGIN_DECLS

/* What a race's clock sees of its match (splay-match-realtime.c): the
 * clock knows the match only through these calls, so splay-realtime.{c,h}
 * never include splay-match.h. */
extern const SplayRealtimeHost splay_match_realtime_host;

/* SplayMatch is one object in three files: splay-match.c (the match, its
 * games and scores, submitting, undo, views), splay-match-computer.c (the
 * computer players and hints) and splay-match-realtime.c (a race's host). */

/* A move of a game: who made it, and what. */
typedef struct
{
  int seat;
  SplayAction action;
} SplayMatchMove;

struct _SplayMatch
{
  GObject parent_instance;
  const SplayRules *rules;
  SplaySettings settings;
  guint64 seed;
  int n_seats;
  SplayPlayer *players[SPLAY_MAX_SEATS];
  int target_points;
  int max_games;

  GPtrArray *games; /* SplayGame, in order */
  GArray *results;  /* SplayResult of each finished game */
  int totals[SPLAY_MAX_SEATS];
  gboolean over;

  gboolean paused;
  guint computer_delay;
  guint computer_source;
  gboolean computer_failed;
  GCancellable *computer_cancel; /* the search in flight, or NULL */
  GCancellable *hint_cancel;     /* the hint in flight, or NULL */
  int hint_cancel_seat;
  /* The last hint given, so asking again for the same position answers at
   * once and counts once. */
  gboolean hint_known;
  guint hint_game;
  guint hint_n_actions;
  int hint_seat;
  SplayAction hint_action;
  SplayRealtime *realtime; /* real-time games: the clock and the computers' timing */
  SplayMoveSource last_source;
  gint64 id;
  /* splay_match_hold (): a board shows a move; a computer's choice that
   * comes meanwhile waits here until the last hold is released. */
  guint holds;
  gboolean held_valid;
  int held_seat;
  gboolean held_found;
  SplayAction held_action;
  guint held_game;
  guint held_n_actions;
  /* Redo: the moves the last undos took back (SplayMatchMove, in order),
   * which follow action redo_at of game redo_game; redoing while
   * splay_match_redo () plays them again. */
  GArray *redo;
  guint redo_game;
  guint redo_at;
  gboolean redoing;
};

enum
{
  SPLAY_MATCH_GAME_STARTED,
  SPLAY_MATCH_ACTION_APPLIED,
  SPLAY_MATCH_GAME_OVER,
  SPLAY_MATCH_MATCH_OVER,
  SPLAY_MATCH_COMPUTER_ERROR,
  SPLAY_MATCH_HINT_READY,
  SPLAY_MATCH_UNDONE,
  SPLAY_MATCH_N_SIGNALS
};

extern guint splay_match_signals[SPLAY_MATCH_N_SIGNALS];

/* splay-match-computer.c */
/* Starts the next computer's move after the match's delay, unless one is on
 * its way, the match is paused or held, or no computer is to act. */
void splay_match_schedule_computer (SplayMatch *self);
/* Drops the computer's search in flight and a move held back. */
void splay_match_cancel_computer (SplayMatch *self);
/* Drops the hint being searched for. */
void splay_match_cancel_hint (SplayMatch *self);

G_END_DECLS
