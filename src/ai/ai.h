/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ai.h: computer players, game-independent entry point.
 *
 * A computer player sees only what its seat sees: splay_ai_choose() hands
 * each policy the seat's view, never the true state. Its randomness comes
 * from the seed it is given, which the match derives from the match seed and
 * the action number, so a resumed match plays on exactly as it would have.
 * Every action a policy returns is one of the engine's legal actions.
 */
#pragma once

#include "../engine/rules.h"

G_BEGIN_DECLS

typedef enum {
  SPLAY_LEVEL_RANDOM, /* uniform over legal actions: for tests and benchmarks */
  SPLAY_LEVEL_EASY,   /* the heuristic with mistakes */
  SPLAY_LEVEL_MEDIUM, /* the heuristic player */
  SPLAY_LEVEL_HARD,   /* search under a fixed budget (when built for the game) */
  SPLAY_LEVEL_EXPERT, /* search with a larger budget (when built for the game) */
  SPLAY_N_LEVELS
} SplayLevel;

/* One game's heuristic player. @view is the state as @seat sees it.
 * Returns one of the actions in legal (view, seat). */
typedef SplayAction (*SplayAiChooseFunc) (const void *view, int seat,
                                          SplayLevel level, SplayRng *rng);

typedef struct {
  const char        *game_id;
  SplayAiChooseFunc  choose;         /* for EASY and MEDIUM */
  guint32            levels;         /* bit per SplayLevel this game offers */
} SplayAiPolicy;

const SplayAiPolicy *splay_ai_policy_lookup (const char *game_id);

gboolean    splay_ai_level_available (const SplayRules *rules, SplayLevel level);
/* Picks the move of @seat in @state (the true state: this function takes the
 * seat's view itself). Returns FALSE only if @seat may not act. */
gboolean    splay_ai_choose          (const SplayRules *rules, const void *state,
                                      int seat, SplayLevel level, uint64_t seed,
                                      SplayAction *out);

const char *splay_level_to_string    (SplayLevel level); /* "random", "easy", ... */
gboolean    splay_level_from_string  (const char *text, SplayLevel *out);
const char *splay_level_name         (SplayLevel level); /* translated: "Easy" */

G_END_DECLS
