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
#include "ismcts.h"

G_BEGIN_DECLS

typedef enum
{
  SPLAY_LEVEL_RANDOM, /* uniform over legal actions: for tests and benchmarks */
  SPLAY_LEVEL_EASY,   /* the heuristic with mistakes */
  SPLAY_LEVEL_MEDIUM, /* the heuristic player */
  SPLAY_LEVEL_HARD,   /* search under a fixed budget (when built for the game) */
  SPLAY_LEVEL_EXPERT, /* search with a larger budget (when built for the game) */
  SPLAY_N_LEVELS
} SplayLevel;

/* One game's heuristic player. @view is the state as @seat sees it.
 * Returns one of the actions in legal (view, seat). */
typedef SplayAction (*SplayAiChooseFunc) (const void *view, int seat, SplayLevel level,
                                          SplayRng *rng);

/* A game's own search for HARD and EXPERT, where the general ISMCTS plays
 * worse than its heuristic player. @state is the true state. */
typedef gboolean (*SplayAiSearchFunc) (const void *state, int seat, SplayLevel level, uint64_t seed,
                                       SplayAction *out);

typedef struct
{
  const char *game_id;
  SplayAiChooseFunc choose; /* for EASY and MEDIUM */
  guint32 levels;           /* bit per SplayLevel this game has */

  /* The search behind HARD and EXPERT (ISMCTS). Budgets are iterations,
   * never time, so that a move depends only on the position and the seed. */
  SplayPlayoutFunc playout;   /* NULL: uniform playouts */
  SplayEvaluateFunc evaluate; /* scores playouts cut off at max_playout */
  guint max_playout;          /* 0: play every playout to the end */
  double exploration;         /* UCB constant; 0: the search's default */
  guint hard_iterations;
  guint expert_iterations;           /* per thread, on SPLAY_AI_EXPERT_THREADS */
  double expert_exploration;         /* EXPERT's UCB constant; 0: @exploration */
  SplayEvaluateFunc expert_evaluate; /* EXPERT's evaluation; NULL: @evaluate */
  SplayAiSearchFunc search;          /* NULL: HARD and EXPERT are the ISMCTS above */
  /* Playouts to the end cost in proportion to the seats: with more seats
   * than @budget_seats, both budgets shrink in proportion, so that a
   * decision takes about as long as with @budget_seats. 0: never.
   * @n_seats tells a state's seats. */
  int budget_seats;
  int (*n_seats) (const void *state);
} SplayAiPolicy;

/* EXPERT searches on this many threads (root parallelisation). */
#define SPLAY_AI_EXPERT_THREADS 2

const SplayAiPolicy *splay_ai_policy_lookup (const char *game_id);

/* RANDOM is available for every game. */
gboolean splay_ai_level_available (const SplayRules *rules, SplayLevel level);
/* Picks the move of @seat in @state (the true state: this function takes the
 * seat's view itself). Returns FALSE only if @seat may not act. */
gboolean splay_ai_choose (const SplayRules *rules, const void *state, int seat, SplayLevel level,
                          uint64_t seed, SplayAction *out);

/* The random level's choice among @n legal actions for @seed: the index
 * splay_rng_below (n) of a generator just seeded with @seed draws, without
 * making the whole generator: its first draw depends only on the second of
 * the four words splay_rng_init () makes (seed + 2 golden-ratio steps,
 * mixed as splitmix64 mixes). The rare draw that must be drawn again takes
 * the long way. Inline: the simulator's inner loop. */
static inline uint32_t
splay_ai_random_index (uint64_t seed, uint32_t n)
{
  uint64_t z = seed + 2 * 0x9e3779b97f4a7c15ull;
  uint64_t r, m;

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  r = z * 5;
  m = (((r << 7) | (r >> 57)) * 9 >> 32) * n;
  if (G_UNLIKELY ((uint32_t) m < n))
    {
      SplayRng rng;

      splay_rng_init (&rng, seed);
      return splay_rng_below (&rng, n);
    }
  return (uint32_t) (m >> 32);
}

/* splay_ai_choose (..., SPLAY_LEVEL_RANDOM, ...): the same action for the
 * same arguments, one of the legal ones drawn uniformly. Looks up
 * nothing, so that the simulator's inner loop is the rules' work. */
gboolean splay_ai_choose_random (const SplayRules *rules, const void *state, int seat,
                                 uint64_t seed, SplayAction *out);

/* splay_ai_choose_random () listing into @legal (SPLAY_MAX_ACTIONS long),
 * inline: the simulator calls it at every action, without a call's frame. */
static inline gboolean
splay_ai_choose_random_into (const SplayRules *rules, const void *state, int seat, uint64_t seed,
                             SplayAction *legal, SplayAction *out)
{
  int n;

  /* legal () lists nothing for a seat that may not act (rules.h). */
  if ((unsigned) seat >= SPLAY_MAX_SEATS || (n = rules->legal (state, seat, legal)) == 0)
    return FALSE;
  *out = legal[splay_ai_random_index (seed, (uint32_t) n)];
  return TRUE;
}

/* What HARD would play for @seat in @state: the hint a player may ask for.
 * The same arguments give the same action as splay_ai_choose (..., HARD,
 * seed). FALSE if @seat may not act or the game has no HARD level. */
gboolean splay_ai_hint (const SplayRules *rules, const void *state, int seat, uint64_t seed,
                        SplayAction *out);

/* The search settings of HARD or EXPERT for the game, and how many threads
 * it runs on; FALSE if the game does not offer @level or it is no search
 * level. For benchmarks and tests. */
gboolean splay_ai_search_params (const SplayRules *rules, SplayLevel level,
                                 SplayIsmctsParams *params, int *n_threads);
/* The same for a search from @state: the budget shrunk for a game of
 * more seats than the policy's budget_seats. */
gboolean splay_ai_search_params_for (const SplayRules *rules, const void *state, SplayLevel level,
                                     SplayIsmctsParams *params, int *n_threads);

const char *splay_level_to_string (SplayLevel level); /* "random", "easy", ... */
gboolean splay_level_from_string (const char *text, SplayLevel *out);
const char *splay_level_name (SplayLevel level); /* translated: "Easy" */

G_END_DECLS
