/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speed-ai.c: the computer player of Spit and Splat.
 *
 * In a race the skill is mostly speed, and the model gives each level its
 * reaction time; the choice itself is cheap and the same at every level but
 * EASY. It plays onto a pile whenever it can, preferring the card that
 * uncovers a face-down card or empties a column, then hand cards (a smaller
 * hand is nearer the end of the round); otherwise it turns a face-down top
 * card or stacks equal cards to uncover one; only with nothing to do does it
 * say Ready (grouping that uncovers nothing comes after that). At the end
 * of a round it goes for the smallest pile (a marker holds none), and at
 * Splat's cut it takes the smaller packet: fewer cards is nearer a win.
 * EASY now and then plays any card that fits, not the best.
 */
#include "config.h"

#include "../engine/spit.h"
#include "../engine/splat.h"
#include "speed-ai.h"

#define EASY_CARELESS_RATE 0.3

/* How good @action is for @seat; higher is better. */
static double
score (const SpeedState *s, int seat, SplayAction action)
{
  int a = SPEED_ACTION_A (action), b = SPEED_ACTION_B (action);

  switch (SPEED_ACTION_KIND (action))
    {
    case SPEED_PLAY:
      if (a >= SPEED_FROM_HAND)
        return 110.0;
      {
        int up = s->col_n[seat][a] - s->col_down[seat][a];
        if (up == 1 && s->col_down[seat][a] > 0)
          return 130.0; /* uncovers a face-down card */
        if (up == 1)
          return 120.0; /* empties a column */
        return 100.0;
      }
    case SPEED_TURN: return 90.0;
    case SPEED_STACK:
      /* Grouping that uncovers nothing is not worth a reaction time:
       * saying Ready comes first. */
      return s->col_down[seat][a] > 0 ? 85.0 : -10.0;
    case SPEED_CLAIM: return 300.0 - (s->pile_marker[b] ? 0 : s->pile_n[b]);
    case SPEED_CHOOSE: return 300.0 - s->packet_n[b];
    case SPEED_READY:
    default: return 0.0;
    }
}

SplayAction
speed_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng)
{
  const SpeedState *s = view;
  const SplayRules *rules = s->game == SPEED_GAME_SPIT ? &spit_rules : &splat_rules;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayAction best = 0;
  double best_score = -1e9;
  int n = rules->legal (view, seat, legal);

  if (n == 0)
    return 0;

  if (level <= SPLAY_LEVEL_EASY && splay_rng_double (rng) < EASY_CARELESS_RATE)
    {
      int plays[SPLAY_MAX_ACTIONS], n_plays = 0;
      for (int i = 0; i < n; i++)
        if (SPEED_ACTION_KIND (legal[i]) == SPEED_PLAY)
          plays[n_plays++] = i;
      if (n_plays > 0)
        return legal[plays[splay_rng_below (rng, (uint32_t) n_plays)]];
    }

  for (int i = 0; i < n; i++)
    {
      /* A small random part breaks ties without favouring the first column. */
      double v = score (s, seat, legal[i]) + splay_rng_double (rng);
      if (v > best_score)
        {
          best_score = v;
          best = legal[i];
        }
    }
  return best;
}
