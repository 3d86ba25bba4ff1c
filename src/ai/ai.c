/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ai.h"
#include "spite-malice-ai.h"
#include "splatoids-ai.h"
#include "splito-ai.h"

#define LEVEL_BIT(l) (1u << (l))
#define HEURISTIC_LEVELS (LEVEL_BIT (SPLAY_LEVEL_RANDOM) | LEVEL_BIT (SPLAY_LEVEL_EASY) \
                          | LEVEL_BIT (SPLAY_LEVEL_MEDIUM))

/* One line per game that has a computer player. HARD and EXPERT join a game's
 * levels once its search is built. */
static const SplayAiPolicy policies[] = {
  { "splatoids", splatoids_ai_choose, HEURISTIC_LEVELS },
  { "spite-malice", spite_malice_ai_choose, HEURISTIC_LEVELS },
  { "splito", splito_ai_choose, HEURISTIC_LEVELS },
};

static const char *const level_ids[SPLAY_N_LEVELS] = {
  "random", "easy", "medium", "hard", "expert",
};

static const char *const level_names[SPLAY_N_LEVELS] = {
  /* Translators: a computer player that moves at random. */
  N_("Random"),
  N_("Easy"),
  N_("Medium"),
  N_("Hard"),
  N_("Expert"),
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
splay_ai_choose (const SplayRules *rules, const void *state, int seat,
                 SplayLevel level, uint64_t seed, SplayAction *out)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  const SplayAiPolicy *policy;
  g_autofree void *view = NULL;
  SplayRng rng;
  SplayAction choice;
  int n;

  g_return_val_if_fail (rules != NULL && state != NULL && out != NULL, FALSE);
  if (seat < 0 || seat >= SPLAY_MAX_SEATS || !splay_rules_seat_may_act (rules, state, seat))
    return FALSE;
  n = rules->legal (state, seat, legal);
  if (n == 0)
    return FALSE;

  splay_rng_init (&rng, seed);
  policy = splay_ai_policy_lookup (rules->id);
  if (level == SPLAY_LEVEL_RANDOM || policy == NULL)
    {
      *out = legal[splay_rng_below (&rng, (uint32_t) n)];
      return TRUE;
    }

  /* The policy sees only what the seat sees. Levels not built for the game
   * play as the heuristic does. */
  view = g_malloc (rules->state_size);
  rules->view (state, seat, view);
  if (level > SPLAY_LEVEL_MEDIUM && !(policy->levels & LEVEL_BIT (level)))
    level = SPLAY_LEVEL_MEDIUM;
  choice = policy->choose (view, seat, level, &rng);
  if (!action_in (choice, legal, n))
    {
      g_autofree char *text = rules->action_to_text (state, seat, choice);
      g_critical ("The %s computer player chose the illegal action “%s”; playing the first legal one.",
                  rules->id, text);
      choice = legal[0];
    }
  *out = choice;
  return TRUE;
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
