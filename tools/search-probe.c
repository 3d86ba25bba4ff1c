/* SPDX-License-Identifier: GPL-3.0-or-later */
/* search-probe.c: one hard-level search (ISMCTS) of a fixed number of
 * iterations from each of a few positions of GAME, reached by medium
 * players from deals of seed 1; prints each search's choice, with every
 * root move's visits and summed reward (exact), and the iterations per
 * second. A game whose hard level searches otherwise (Spite and Malice's
 * whole turns) makes that level's own choice, and ITERATIONS is not used.
 * Built by tools/bench-search.sh against a build's libsplay-core.a, so
 * that two builds can be compared: the instructions they take for the
 * same searches (valgrind), and that they choose alike.
 *
 *   search-probe GAME PLAYERS ITERATIONS POSITIONS [LEVEL]
 *
 * LEVEL (hard unless given) says whose search parameters are used: with
 * expert, its exploration and evaluation, on one thread.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ai/ai.h"
#include "ai/ismcts.h"
#include "engine/rules.h"

int
main (int argc, char **argv)
{
  const SplayRules *rules;
  SplaySettings settings;
  SplayIsmctsParams params;
  SplayIsmcts *search;
  void *state;
  int players, iterations, positions;
  SplayLevel level = SPLAY_LEVEL_HARD;
  gboolean own_search;
  double ms = 0;
  guint64 total = 0;

  if ((argc != 5 && argc != 6) || (rules = splay_rules_find (argv[1], NULL)) == NULL
      || (argc == 6 && !splay_level_from_string (argv[5], &level)))
    {
      fprintf (stderr, "usage: search-probe GAME PLAYERS ITERATIONS POSITIONS [LEVEL]\n");
      return 2;
    }
  players = atoi (argv[2]);
  iterations = atoi (argv[3]);
  positions = atoi (argv[4]);
  splay_settings_defaults (rules, players, &settings);
  own_search = !splay_ai_search_params (rules, level, &params, NULL);
  if (own_search && !splay_ai_level_available (rules, level))
    {
      fprintf (stderr, "%s has no search\n", argv[1]);
      return 2;
    }
  params.max_iterations = (guint) iterations;
  search = own_search ? NULL : splay_ismcts_new (rules, (guint) iterations + 2);
  state = g_malloc0 (rules->state_size);
  for (int p = 0; p < positions; p++)
    {
      uint64_t deal = splay_seed_mix (1, (uint64_t) p, 7);
      SplayIsmctsStats stats;
      SplayAction a, moves[SPLAY_MAX_ACTIONS];
      guint visits[SPLAY_MAX_ACTIONS];
      double rewards[SPLAY_MAX_ACTIONS];
      int seat, n;

      rules->init (state, &settings, deal);
      for (int m = 0; m < 30 + 7 * p && !rules->is_over (state); m++)
        {
          seat = __builtin_ctz (rules->actors (state));
          splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM, splay_seed_mix (deal, m, 2), &a);
          rules->apply (state, seat, a, NULL);
        }
      if (rules->is_over (state))
        continue;
      seat = __builtin_ctz (rules->actors (state));
      if (own_search)
        {
          splay_ai_choose (rules, state, seat, level, deal, &a);
          printf ("position %d: seat %d plays %u\n", p, seat, (unsigned) a);
          continue;
        }
      splay_ismcts_choose (search, state, seat, &params, deal, &a, &stats);
      printf ("position %d: seat %d plays %u, value %.9f", p, seat, (unsigned) a, stats.root_value);
      /* Every root move's visits and summed reward, to the last bit: two
       * builds that search alike print the same. */
      n = splay_ismcts_root_moves (search, moves, visits, rewards, SPLAY_MAX_ACTIONS);
      for (int i = 0; i < n; i++)
        printf (" %u:%u:%a", (unsigned) moves[i], visits[i], rewards[i]);
      printf ("\n");
      ms += stats.elapsed_ms;
      total += stats.iterations;
    }
  if (!own_search)
    printf ("%.0f iterations/s\n", ms > 0 ? 1000.0 * (double) total / ms : 0.0);
  g_clear_pointer (&search, splay_ismcts_free);
  g_free (state);
  return 0;
}
