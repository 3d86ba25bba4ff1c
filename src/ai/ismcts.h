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
typedef SplayAction (*SplayPlayoutFunc) (const SplayRules *rules, const void *state, int seat,
                                         SplayRng *rng);

/* Estimates, for a playout cut off before the end, the reward @seat can
 * expect from @state (a full, determinized state): in [0, 1], as
 * splay_result_reward() scores a finished game. */
typedef double (*SplayEvaluateFunc) (const SplayRules *rules, const void *state, int seat);

typedef struct
{
  guint max_iterations; /* 0: no limit (then max_ms must be set) */
  guint max_ms;         /* 0: no time limit */
  double exploration;   /* UCB constant; 0 gives the default 0.7 */
  guint max_playout;    /* moves before a playout is cut off; 0: 1000 */
  SplayPlayoutFunc playout;
  SplayEvaluateFunc evaluate; /* NULL: a cut-off playout counts 0.5 for all */
} SplayIsmctsParams;

typedef struct
{
  guint iterations;
  guint nodes;
  double elapsed_ms;
  double root_value; /* mean reward of the chosen action for the seat */
} SplayIsmctsStats;

typedef struct _SplayIsmcts SplayIsmcts;

/* @max_nodes bounds the arena (and the tree); the search stops expanding
 * when it is full. */
SplayIsmcts *splay_ismcts_new (const SplayRules *rules, guint max_nodes);
void splay_ismcts_free (SplayIsmcts *self);
/* Whether @self searches @rules with an arena of at least @max_nodes, so a
 * caller may keep one searcher and reuse it. */
gboolean splay_ismcts_fits (SplayIsmcts *self, const SplayRules *rules, guint max_nodes);

/* Searches from @state (the true state; only what @seat can see is used)
 * and returns the action with the most visits. FALSE if @seat may not act. */
gboolean splay_ismcts_choose (SplayIsmcts *self, const void *state, int seat,
                              const SplayIsmctsParams *params, uint64_t seed, SplayAction *out,
                              SplayIsmctsStats *stats);

/* After a search: the searching seat's moves at the root, with their visit
 * counts and summed rewards, in the tree's order. Returns how many (at most
 * @max). Root-parallel searches add these up. */
int splay_ismcts_root_moves (SplayIsmcts *self, SplayAction *actions, guint *visits,
                             double *rewards, int max);

/* Root parallelisation: @n_threads searches of @params each, on their own
 * threads with seeds derived from @seed, their root visit counts summed. The
 * result depends only on the arguments, never on timing, as long as
 * @params has no time limit. @max_nodes is each search's arena. */
gboolean splay_ismcts_choose_parallel (const SplayRules *rules, const void *state, int seat,
                                       const SplayIsmctsParams *params, uint64_t seed,
                                       int n_threads, guint max_nodes, SplayAction *out,
                                       SplayIsmctsStats *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SplayIsmcts, splay_ismcts_free)

G_END_DECLS
