/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ismcts.h: Information Set Monte Carlo Tree Search over the rules table.
 *
 * Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): the tree is
 * built from the searching seat's point of view; every iteration starts from
 * a fresh determinization of what that seat cannot see, descends the tree by
 * UCB over the children whose actions are legal in this determinization
 * (counting how often each was available), expands one, plays out to the end
 * with a playout policy, and backs the result up, each node scored for the
 * seat whose move led to it.
 *
 * All memory comes from one arena allocated with the searcher and reused by
 * every search: no allocation per iteration.
 */
#pragma once

#include "../engine/rules.h"

G_BEGIN_DECLS

/* Picks a playout move for @seat in @state (a full, determinized state).
 * NULL: uniform among legal actions. */
typedef SplayAction (*SplayPlayoutFunc) (const SplayRules *rules, const void *state,
                                         int seat, SplayRng *rng);

typedef struct {
  guint            max_iterations; /* 0: no limit (then max_ms must be set) */
  guint            max_ms;         /* 0: no time limit */
  double           exploration;    /* UCB constant; 0 gives the default 0.7 */
  guint            max_playout;    /* moves before a playout is cut off; 0: 1000 */
  SplayPlayoutFunc playout;
} SplayIsmctsParams;

typedef struct {
  guint   iterations;
  guint   nodes;
  double  elapsed_ms;
  double  root_value;   /* mean reward of the chosen action for the seat */
} SplayIsmctsStats;

typedef struct _SplayIsmcts SplayIsmcts;

/* @max_nodes bounds the arena (and the tree); the search stops expanding
 * when it is full. */
SplayIsmcts *splay_ismcts_new    (const SplayRules *rules, guint max_nodes);
void         splay_ismcts_free   (SplayIsmcts *self);

/* Searches from @state (the true state; only what @seat can see is used)
 * and returns the action with the most visits. FALSE if @seat may not act. */
gboolean     splay_ismcts_choose (SplayIsmcts *self, const void *state, int seat,
                                  const SplayIsmctsParams *params, uint64_t seed,
                                  SplayAction *out, SplayIsmctsStats *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SplayIsmcts, splay_ismcts_free)

G_END_DECLS
