/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Built and run by tools/search-choices.sh against a build's
 * libsplay-core.a: one hard search (and, every fourth position, the expert
 * level's root-parallel search) from Splatoids positions of 2, 3 and 4
 * players, some in matchplay, reached by medium play, printing the chosen
 * action, the root moves' visits and summed rewards (to the last bit) and
 * the search's value. Two builds that search alike print the same.
 *
 *   search-choices ITERATIONS POSITIONS [PLAYERS]
 *
 * Without PLAYERS, 2, 3 and 4; with it, no expert searches (for counting
 * instructions in splay_ismcts_choose () with callgrind). */
#include "ai/ai.h"
#include "ai/ismcts.h"
#include "engine/splatoids.h"

#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  const SplayRules *rules = &splatoids_rules;
  int iterations = argc > 1 ? atoi (argv[1]) : 30000;
  int positions = argc > 2 ? atoi (argv[2]) : 20;
  int only = argc > 3 ? atoi (argv[3]) : 0;
  SplayIsmcts *search;

  if (iterations < 1 || positions < 1 || only < 0 || only == 1 || only > 4)
    {
      fprintf (stderr, "usage: search-choices ITERATIONS POSITIONS [PLAYERS (2-4)]\n");
      return 2;
    }
  search = splay_ismcts_new (rules, (guint) iterations + 2);
  for (int players = only ? only : 2; players <= (only ? only : 4); players++)
    for (int p = 0; p < positions; p++)
      {
        SplaySettings settings;
        SplayIsmctsParams params;
        SplayIsmctsStats stats;
        SplatoidsState s;
        SplayAction actions[SPLAY_MAX_ACTIONS], a;
        guint visits[SPLAY_MAX_ACTIONS];
        double rewards[SPLAY_MAX_ACTIONS];
        uint64_t deal = splay_seed_mix ((uint64_t) players, (uint64_t) p, 7);
        int stop = (int) (splay_seed_mix (deal, 1, 1) % 150), seat, n;

        splay_settings_defaults (rules, players, &settings);
        settings.values[SPLATOIDS_OPT_MATCHPLAY] = p % 3 == 2;
        rules->init (&s, &settings, deal);
        for (int m = 0; m < stop && !rules->is_over (&s); m++)
          {
            seat = __builtin_ctz (rules->actors (&s));
            splay_ai_choose (rules, &s, seat, SPLAY_LEVEL_MEDIUM,
                             splay_seed_mix (deal, (uint64_t) m, 2), &a);
            rules->apply (&s, seat, a, NULL);
          }
        if (rules->is_over (&s))
          {
            printf ("%d players, position %d: over\n", players, p);
            continue;
          }
        seat = __builtin_ctz (rules->actors (&s));
        splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &params, NULL);
        params.max_iterations = (guint) iterations;
        splay_ismcts_choose (search, &s, seat, &params, deal, &a, &stats);
        n = splay_ismcts_root_moves (search, actions, visits, rewards, SPLAY_MAX_ACTIONS);
        printf ("%d players, position %d (%d moves), seat %d: hard %08x, %u nodes, value %a:",
                players, p, stop, seat, a, stats.nodes, stats.root_value);
        for (int i = 0; i < n; i++)
          printf (" %08x %u %a", actions[i], visits[i], rewards[i]);
        printf ("\n");
        if (!only && p % 4 == 0)
          {
            int n_threads;

            splay_ai_search_params (rules, SPLAY_LEVEL_EXPERT, &params, &n_threads);
            params.max_iterations = (guint) iterations;
            splay_ismcts_choose_parallel (rules, &s, seat, &params, deal, n_threads,
                                          (guint) iterations + 2, &a, &stats);
            printf ("%d players, position %d: expert %08x, value %a\n", players, p, a,
                    stats.root_value);
          }
      }
  splay_ismcts_free (search);
  return 0;
}
