/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splatoids-ai.c: the heuristic Splatoids player.
 *
 * It scores each legal action and plays the best: low ordinary cards first
 * (all copies at once, which sheds them and may burn the pile), 2s and 10s
 * kept for when nothing else is legal, a 10 sooner when the pile has grown
 * big, burns by three of a kind taken whenever they are there, blind cards
 * only when no face-up card is legal. EASY plays the same way but makes a
 * random legal move more often than not.
 */
#include "config.h"

#include <math.h>

#include "../engine/splatoids.h"
#include "splatoids-ai.h"

/* Measured with splay-cli tournament: at 0.3 the easy player still won 45 %
 * of its heads-up games against medium, too close to tell the levels apart;
 * at 0.6 medium wins about 68 %. */
#define EASY_MISTAKE_RATE 0.6
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
        default: score = 0.0;
        }
      if (score > best_score)
        {
          best_score = score;
          best = a;
        }
    }
  return best;
}

/* ------------------------------------------------------------------ */
/* For the search: a cheap playout policy and an evaluation            */

#define PLAYOUT_RANDOM_RATE 0.1

/* The medium player's preferences without its bookkeeping, since a playout
 * makes hundreds of thousands of moves a second: lowest ordinary rank first,
 * a burn whenever there is one, 2s and 10s only when nothing else goes, the
 * follow-on taken unless it would spend a 2, and now and then a random move
 * so that playouts do not all run alike. */
SplayAction
splatoids_ai_playout (const SplayRules *rules, const void *state, int seat, SplayRng *rng)
{
  const SplatoidsState *s = state;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayAction best;
  int best_score = G_MININT;
  int n, beat, run;

  /* Playing from the hand, the most common case in a playout, decided from
   * the hand's count per rank without listing every legal play: the
   * listing holds RANKxK for K = 1..count of each rank that beats the pile,
   * in game_ranks order, and the first play with the best score wins. For
   * most ranks the score rises with K, so a rank's best is all of it; a 10
   * scores the same whatever K (so K = 1 comes first), a 2 gains only the
   * burn bonus (so the first K that earns it, else 1). The same choice, and
   * the same draws from @rng, as the general way below. */
  if (s->phase == SPLATOIDS_PHASE_PLAY && s->hand_n[seat] > 0 && seat == s->turn)
    {
      static const int ranks[13] = { 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1 };
      const uint8_t *counts = s->hand_ranks[seat];
      int playable[13], n_playable = 0, best_rank = 0;

      /* The ranks that may go on the pile, in the listing's order. */
      beat = splatoids_rank_to_beat (s);
      n = 0;
      for (unsigned bits = s->hand_rank_bits[seat] & splatoids_beating_bits (beat); bits != 0;
           bits &= bits - 1)
        {
          int r = ranks[__builtin_ctz (bits)];

          playable[n_playable++] = r;
          n += counts[r];
        }
      if (n == 0)
        return splatoids_pick_up ();
      if (n > 1 && splay_rng_double (rng) < PLAYOUT_RANDOM_RATE)
        {
          int pick = (int) splay_rng_below (rng, (uint32_t) n);
          for (int i = 0; i < n_playable; i++)
            {
              if (pick < counts[playable[i]])
                return splatoids_play_hand (playable[i], pick + 1);
              pick -= counts[playable[i]];
            }
          g_assert_not_reached ();
        }
      int best_k = 1;

      run = beat ? splatoids_top_run (s) : 0;
      for (int i = 0; i < n_playable; i++)
        {
          int rank = playable[i], k = counts[rank], score;

          if (rank == 10)
            {
              score = s->discard_n >= BIG_PILE ? 25 + s->discard_n : 15;
              k = 1;
            }
          else
            {
              /* The fewest cards that earn the burn bonus, if any do. */
              int burn_k = rank == beat ? MAX (1, 3 - run) : 3;
              gboolean burns = k >= burn_k;

              if (rank == 2)
                {
                  score = 20;
                  k = burns ? burn_k : 1;
                }
              else
                score = 100 - 5 * splatoids_rank_order (rank) + 2 * k;
              if (burns)
                score += 40 + s->discard_n;
            }
          if (score > best_score)
            {
              best_score = score;
              best_rank = rank;
              best_k = k;
            }
        }
      return splatoids_play_hand (best_rank, best_k);
    }

  n = rules->legal (s, seat, legal);
  g_assert (n > 0);
  if (n == 1)
    return legal[0];
  if (splay_rng_double (rng) < PLAYOUT_RANDOM_RATE)
    return legal[splay_rng_below (rng, (uint32_t) n)];
  if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
    return s->follow_rank != 2 ? legal[0] : legal[n - 1]; /* END_TURN is last */

  beat = splatoids_rank_to_beat (s);
  run = beat ? splatoids_top_run (s) : 0;
  best = legal[0];
  for (int i = 0; i < n; i++)
    {
      SplayAction a = legal[i];
      int rank, k, score;

      switch (SPLATOIDS_ACTION_KIND (a))
        {
        case SPLATOIDS_PLAY_HAND:
          rank = SPLATOIDS_ACTION_A (a);
          k = SPLATOIDS_ACTION_B (a);
          break;
        case SPLATOIDS_PLAY_FACEUP:
          {
            int pile = SPLATOIDS_ACTION_B (a);
            rank = splay_card_rank (s->pile[seat][pile][s->pile_n[seat][pile] - 1]);
            k = 1;
            break;
          }
        case SPLATOIDS_PLAY_BLIND: score = 1 + (int) splay_rng_below (rng, 4); goto scored;
        default: score = 0; goto scored;
        }
      if (rank == 10)
        score = s->discard_n >= BIG_PILE ? 25 + s->discard_n : 15;
      else if (rank == 2)
        score = 20;
      else
        score = 100 - 5 * splatoids_rank_order (rank) + 2 * k;
      if (rank != 10 && (k >= 3 || (rank == beat && run + k >= 3)))
        score += 40 + s->discard_n;
    scored:
      if (score > best_score)
        {
          best_score = score;
          best = a;
        }
    }
  return best;
}

/* Cards still to get rid of, with hand cards weighed a little more: table
 * cards leave one a turn at best, a big hand is what a pick-up leaves. */
static double
burden (const SplatoidsState *s, int seat)
{
  return splatoids_cards_left (s, seat) + 0.5 * s->hand_n[seat];
}

/* The chance of finishing ahead of each other seat still in play, from the
 * difference in what is left, averaged: near splay_result_reward's scale
 * (the share of the others beaten). */
double
splatoids_ai_evaluate (const SplayRules *rules, const void *state, int seat)
{
  const SplatoidsState *s = state;
  double mine, sum = 0.0;
  int n = 0;

  if (!splatoids_seat_in_play (s, seat))
    {
      /* Out already: ahead of everyone still in. */
      for (int i = 0; i < s->out_n; i++)
        if (s->out_order[i] == seat)
          return 1.0 - (double) i / MAX (1, s->n_seats - 1);
      return 0.0;
    }
  mine = burden (s, seat);
  for (int i = 0; i < s->n_seats; i++)
    {
      if (i == seat)
        continue;
      n++;
      if (splatoids_seat_in_play (s, i))
        sum += 1.0 / (1.0 + exp ((mine - burden (s, i)) / 6.0));
    }
  return n > 0 ? sum / n : 0.5;
}
