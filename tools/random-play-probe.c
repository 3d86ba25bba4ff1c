/* SPDX-License-Identifier: GPL-3.0-or-later */
/* random-play-probe.c: the random play of `splay-cli bench`
 * (splay_rules_play_random_game (): legal () and apply () as the search's
 * playouts see the rules, one random legal action a move), for a fixed
 * number of games instead of a second, so that valgrind can count its
 * instructions: a measure the machine's load does not move. Built by tools/bench-anchors.sh
 * --instructions against a build's libsplay-core.a.
 *
 *   random-play-probe GAME PLAYERS GAMES
 */
#include <stdio.h>
#include <stdlib.h>

#include "engine/rng.h"
#include "engine/rules.h"

int
main (int argc, char **argv)
{
  const SplayRules *rules;
  SplaySettings settings;
  SplayRng rng;
  void *state;
  unsigned long long moves = 0;
  int games;

  if (argc != 4 || (rules = splay_rules_find (argv[1], NULL)) == NULL || atoi (argv[3]) < 1)
    {
      fprintf (stderr, "usage: random-play-probe GAME PLAYERS GAMES\n");
      return 2;
    }
  games = atoi (argv[3]);
  splay_settings_defaults (rules, atoi (argv[2]), &settings);
  state = g_malloc0 (rules->state_size);
  /* bench's default seed */
  splay_rng_init (&rng, 1);
  for (int g = 0; g < games; g++)
    moves += splay_rules_play_random_game (rules, state, &settings, &rng, G_MAXUINT64);
  printf ("%llu moves, %d games\n", moves, games);
  g_free (state);
  return 0;
}
