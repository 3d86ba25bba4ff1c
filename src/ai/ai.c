/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ai.h"
#include "speed-ai.h"
#include "spite-malice-ai.h"
#include "splatoids-ai.h"
#include "splito-ai.h"

#define LEVEL_BIT(l) (1u << (l))
#define ALL_LEVELS                                                                                \
  (LEVEL_BIT (SPLAY_LEVEL_RANDOM) | LEVEL_BIT (SPLAY_LEVEL_EASY) | LEVEL_BIT (SPLAY_LEVEL_MEDIUM) \
   | LEVEL_BIT (SPLAY_LEVEL_HARD) | LEVEL_BIT (SPLAY_LEVEL_EXPERT))

/* One entry per game that has a computer player. The iteration budgets are
 * sized so that HARD decides within 250 ms on a modest machine (see
 * "splay-cli bench" and the README); EXPERT searches several times as much
 * on two threads. */
static const SplayAiPolicy policies[] = {
  {
      .game_id = "splatoids",
      .choose = splatoids_ai_choose,
      .levels = ALL_LEVELS,
      .playout = splatoids_ai_playout,
      .evaluate = splatoids_ai_evaluate,
      .max_playout = 24,
      /* The engine's speed-up went into strength: twice the iterations at
     * hard, more than twice at expert, within 150 and 400 ms on average on a
     * 2-core machine (docs/benchmarks.md). Expert's two threads gain
     * about 1.3x there, not 2x: 75,000 each took 420-450 ms. */
      .hard_iterations = 30000,
      .expert_iterations = 65000,
      /* Expert's searches are four times hard's and choose more by the
       * values found, less by exploring (docs/benchmarks.md, seventh round). */
      .expert_exploration = 0.4,
      /* And with two seats judges a cut-off playout by a model fitted to
       * played games' outcomes (docs/benchmarks.md, tenth round). */
      .expert_evaluate = splatoids_ai_evaluate_expert,
  },
  {
      .game_id = "spite-malice",
      .choose = spite_malice_ai_choose,
      .levels = ALL_LEVELS,
      /* The general ISMCTS loses 9 games in 10 to the turn-planning
     * heuristic (single plays judged by cheap playouts miss the blocking),
     * so hard and expert try the planner's best whole turns instead. */
      .search = spite_malice_ai_search,
  },
  {
      .game_id = "splito",
      .choose = splito_ai_choose,
      .levels = ALL_LEVELS,
      .playout = NULL,
      .evaluate = splito_ai_evaluate,
      .max_playout = 0,
      /* Within 150 and 400 ms on a 2-core machine up to six players; seven
     * and eight search in proportion less (docs/benchmarks.md). */
      .hard_iterations = 16000,
      .expert_iterations = 40000,
      .budget_seats = 6,
      .n_seats = splito_ai_n_seats,
  },
  /* In the races a level is a reaction time (the model's real-time clock),
   * so every level is offered with the one cheap player and no search. */
  { .game_id = "spit", .choose = speed_ai_choose, .levels = ALL_LEVELS },
  { .game_id = "splat", .choose = speed_ai_choose, .levels = ALL_LEVELS },
};

static const char *const level_ids[SPLAY_N_LEVELS] = {
  "random", "easy", "medium", "hard", "expert",
};

static const char *const level_names[SPLAY_N_LEVELS] = {
  /* Translators: a computer player that moves at random. */
  N_("Random"), N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert"),
};

const SplayAiPolicy *
splay_ai_policy_lookup (const char *game_id)
{
  if (game_id == NULL)
    return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (policies); i++)
    if (g_str_equal (policies[i].game_id, game_id))
      return &policies[i];
  return NULL;
}

gboolean
splay_ai_level_available (const SplayRules *rules, SplayLevel level)
{
  const SplayAiPolicy *policy;

  g_return_val_if_fail (rules != NULL, FALSE);
  if ((int) level < 0 || level >= SPLAY_N_LEVELS)
    return FALSE;
  /* Uniform random play needs nothing from the game. */
  if (level == SPLAY_LEVEL_RANDOM)
    return TRUE;
  policy = splay_ai_policy_lookup (rules->id);
  return policy != NULL && (policy->levels & LEVEL_BIT (level)) != 0;
}

static gboolean
action_in (SplayAction action, const SplayAction *list, int n)
{
  for (int i = 0; i < n; i++)
    if (list[i] == action)
      return TRUE;
  return FALSE;
}

gboolean
splay_ai_search_params (const SplayRules *rules, SplayLevel level, SplayIsmctsParams *params,
                        int *n_threads)
{
  const SplayAiPolicy *policy;

  g_return_val_if_fail (rules != NULL && params != NULL, FALSE);
  if (level != SPLAY_LEVEL_HARD && level != SPLAY_LEVEL_EXPERT)
    return FALSE;
  policy = splay_ai_policy_lookup (rules->id);
  if (policy == NULL || !(policy->levels & LEVEL_BIT (level)) || rules->determinize == NULL)
    return FALSE;
  memset (params, 0, sizeof *params);
  params->max_iterations
      = level == SPLAY_LEVEL_HARD ? policy->hard_iterations : policy->expert_iterations;
  if (params->max_iterations == 0)
    return FALSE; /* no search for this game: its levels differ otherwise */
  params->exploration = level == SPLAY_LEVEL_EXPERT && policy->expert_exploration > 0
                            ? policy->expert_exploration
                            : policy->exploration;
  params->max_playout = policy->max_playout;
  params->playout = policy->playout;
  params->evaluate = level == SPLAY_LEVEL_EXPERT && policy->expert_evaluate != NULL
                         ? policy->expert_evaluate
                         : policy->evaluate;
  if (n_threads != NULL)
    *n_threads = level == SPLAY_LEVEL_HARD ? 1 : SPLAY_AI_EXPERT_THREADS;
  return TRUE;
}

gboolean
splay_ai_search_params_for (const SplayRules *rules, const void *state, SplayLevel level,
                            SplayIsmctsParams *params, int *n_threads)
{
  const SplayAiPolicy *policy;
  int seats;

  g_return_val_if_fail (state != NULL, FALSE);
  if (!splay_ai_search_params (rules, level, params, n_threads))
    return FALSE;
  policy = splay_ai_policy_lookup (rules->id);
  if (policy->budget_seats > 0 && (seats = policy->n_seats (state)) > policy->budget_seats)
    params->max_iterations
        = (guint) ((guint64) params->max_iterations * (guint) policy->budget_seats / (guint) seats);
  return TRUE;
}

/* ISMCTS from the true state: the search only ever looks at it through
 * determinize(), which keeps what @seat has seen and deals the rest anew,
 * so it knows no more than the seat does. */
static gboolean
search (const SplayRules *rules, const void *state, int seat, SplayLevel level, uint64_t seed,
        SplayAction *out)
{
  const SplayAiPolicy *policy = splay_ai_policy_lookup (rules->id);
  SplayIsmctsParams params;
  int n_threads;

  if (policy != NULL && policy->search != NULL)
    return (policy->levels & LEVEL_BIT (level)) && policy->search (state, seat, level, seed, out);
  if (!splay_ai_search_params_for (rules, state, level, &params, &n_threads))
    return FALSE;
  if (n_threads > 1)
    return splay_ismcts_choose_parallel (rules, state, seat, &params, seed, n_threads,
                                         params.max_iterations + 2, out, NULL);
  else
    {
      /* At most one node is added per iteration. Each thread keeps its
       * searcher (the arena is the size of the tree) from move to move. */
      static GPrivate kept = G_PRIVATE_INIT ((GDestroyNotify) splay_ismcts_free);
      SplayIsmcts *ismcts = g_private_get (&kept);

      if (!splay_ismcts_fits (ismcts, rules, params.max_iterations + 2))
        {
          ismcts = splay_ismcts_new (rules, params.max_iterations + 2);
          g_private_replace (&kept, ismcts);
        }
      return splay_ismcts_choose (ismcts, state, seat, &params, seed, out, NULL);
    }
}

static SplayAction
checked (const SplayRules *rules, const void *state, int seat, SplayAction choice,
         const SplayAction *legal, int n)
{
  if (!action_in (choice, legal, n))
    {
      g_autofree char *text = rules->action_to_text (state, seat, choice);
      g_critical (
          "The %s computer player chose the illegal action “%s”; playing the first legal one.",
          rules->id, text);
      return legal[0];
    }
  return choice;
}

gboolean
splay_ai_choose_random (const SplayRules *rules, const void *state, int seat, uint64_t seed,
                        SplayAction *out)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];

  return splay_ai_choose_random_into (rules, state, seat, seed, legal, out);
}

gboolean
splay_ai_choose (const SplayRules *rules, const void *state, int seat, SplayLevel level,
                 uint64_t seed, SplayAction *out)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  const SplayAiPolicy *policy;
  g_autofree void *view = NULL;
  SplayRng rng;
  SplayAction choice;
  int n;

  g_return_val_if_fail (rules != NULL && state != NULL && out != NULL, FALSE);
  if (level == SPLAY_LEVEL_RANDOM)
    return splay_ai_choose_random (rules, state, seat, seed, out);
  if (seat < 0 || seat >= SPLAY_MAX_SEATS || !splay_rules_seat_may_act (rules, state, seat))
    return FALSE;
  n = rules->legal (state, seat, legal);
  if (n == 0)
    return FALSE;

  /* A game without a computer player of its own plays at random. */
  policy = splay_ai_policy_lookup (rules->id);
  if (policy == NULL)
    {
      *out = legal[splay_ai_random_index (seed, (uint32_t) n)];
      return TRUE;
    }

  if ((level == SPLAY_LEVEL_HARD || level == SPLAY_LEVEL_EXPERT)
      && search (rules, state, seat, level, seed, &choice))
    {
      *out = checked (rules, state, seat, choice, legal, n);
      return TRUE;
    }

  /* The policy sees only what the seat sees. Levels not built for the game
   * play as the heuristic does. */
  splay_rng_init (&rng, seed);
  view = g_malloc (rules->state_size);
  rules->view (state, seat, view);
  if (level > SPLAY_LEVEL_MEDIUM)
    level = SPLAY_LEVEL_MEDIUM;
  choice = policy->choose (view, seat, level, &rng);
  *out = checked (rules, state, seat, choice, legal, n);
  return TRUE;
}

gboolean
splay_ai_hint (const SplayRules *rules, const void *state, int seat, uint64_t seed,
               SplayAction *out)
{
  g_return_val_if_fail (rules != NULL && state != NULL && out != NULL, FALSE);
  if (!splay_ai_level_available (rules, SPLAY_LEVEL_HARD))
    return FALSE;
  return splay_ai_choose (rules, state, seat, SPLAY_LEVEL_HARD, seed, out);
}

const char *
splay_level_to_string (SplayLevel level)
{
  g_return_val_if_fail ((int) level >= 0 && level < SPLAY_N_LEVELS, "medium");
  return level_ids[level];
}

gboolean
splay_level_from_string (const char *text, SplayLevel *out)
{
  if (text == NULL)
    return FALSE;
  for (int i = 0; i < SPLAY_N_LEVELS; i++)
    if (g_ascii_strcasecmp (text, level_ids[i]) == 0)
      {
        *out = (SplayLevel) i;
        return TRUE;
      }
  return FALSE;
}

const char *
splay_level_name (SplayLevel level)
{
  g_return_val_if_fail ((int) level >= 0 && level < SPLAY_N_LEVELS, "");
  return _(level_names[level]);
}
