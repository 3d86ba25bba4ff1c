/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splatoids-ai.c: the heuristic Splatoids player.
 *
 * It scores each legal action and plays the best: low ordinary cards first
 * (all copies at once, which sheds them and may burn the pile), 2s and 10s
 * kept for when nothing else is legal, a 10 sooner when the pile has grown
 * big, burns by three of a kind taken whenever they are there, blind cards
 * only when no face-up card is legal. EASY plays the same way but makes a
 * random legal move now and then.
 */
#include "config.h"

#include "../engine/splatoids.h"
#include "splatoids-ai.h"

#define EASY_MISTAKE_RATE 0.3
#define BIG_PILE 5

static int
copies_in_hand (const SplatoidsState *s, int seat, int rank)
{
  int n = 0;
  for (int i = 0; i < s->hand_n[seat]; i++)
    n += splay_card_is_real (s->hand[seat][i]) && splay_card_rank (s->hand[seat][i]) == rank;
  return n;
}

/* How good playing @k cards of @rank is now; @all: they are every copy held. */
static double
score_play (const SplatoidsState *s, int rank, int k, gboolean all)
{
  int beat = splatoids_rank_to_beat (s);
  int run = splatoids_top_run (s);
  gboolean burns = rank == 10 || k >= 3 || (rank == beat && run + k >= 3);
  double score;

  if (rank == 10)
    /* A wipeout costs a precious card: worth it when the pile is big. */
    return (s->discard_n >= BIG_PILE ? 25.0 + s->discard_n : 15.0) - k;
  if (rank == 2)
    {
      /* A reset is kept for when nothing else goes. */
      score = 20.0 - k;
      if (burns)
        score += 40.0 + s->discard_n;
      return score;
    }
  /* Shed low cards early: the high ones are what beats the others. */
  score = 100.0 - 5.0 * splatoids_rank_order (rank);
  score += all ? 10.0 + k : k;
  if (burns)
    score += 40.0 + s->discard_n;
  return score;
}

SplayAction
splatoids_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng)
{
  const SplatoidsState *s = view;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayAction best;
  double best_score = -1e9;
  int n = splatoids_rules.legal (s, seat, legal);

  if (n == 0)
    return splatoids_pick_up ();
  if (n == 1)
    return legal[0];
  if (level == SPLAY_LEVEL_EASY && splay_rng_double (rng) < EASY_MISTAKE_RATE)
    return legal[splay_rng_below (rng, (uint32_t) n)];

  if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
    {
      /* Adding sheds table cards; only a 2 is worth keeping, unless it burns. */
      gboolean burns = splatoids_top_run (s) + 1 >= 3;
      for (int i = 0; i < n; i++)
        if (SPLATOIDS_ACTION_KIND (legal[i]) == SPLATOIDS_PLAY_FACEUP
            && (s->follow_rank != 2 || burns))
          return legal[i];
      return splatoids_end_turn ();
    }

  best = legal[0];
  for (int i = 0; i < n; i++)
    {
      SplayAction a = legal[i];
      double score;

      switch (SPLATOIDS_ACTION_KIND (a))
        {
        case SPLATOIDS_PLAY_HAND:
          {
            int rank = SPLATOIDS_ACTION_A (a), k = SPLATOIDS_ACTION_B (a);
            score = score_play (s, rank, k, k == copies_in_hand (s, seat, rank));
            break;
          }
        case SPLATOIDS_PLAY_FACEUP:
          {
            int pile = SPLATOIDS_ACTION_B (a);
            SplayCard top = s->pile[seat][pile][s->pile_n[seat][pile] - 1];
            score = score_play (s, splay_card_rank (top), 1, TRUE);
            break;
          }
        case SPLATOIDS_PLAY_BLIND:
          /* A gamble, taken only when no face-up card goes; any pile will
           * do, so pick one at random rather than always the first. */
          score = 1.0 + splay_rng_double (rng);
          break;
        default:
          score = 0.0;
        }
      if (score > best_score)
        {
          best_score = score;
          best = a;
        }
    }
  return best;
}
