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

/* The playout's score of @k cards of @rank, before the burn bonus: low
 * ordinary ranks first, a 10 when the pile is big, a 2 last but one. */
static inline int
playout_score (const SplatoidsState *s, int rank, int k)
{
  if (rank == 10)
    return s->discard_n >= BIG_PILE ? 25 + s->discard_n : 15;
  if (rank == 2)
    return 20;
  return 100 - 5 * splatoids_rank_order (rank) + 2 * k;
}

/* A play from the hand, decided from the hand's count per rank: the legal
 * list holds RANKxK for K = 1..count of each rank that beats the pile, in
 * game_ranks order, and the first play with the best score wins. For most
 * ranks the score rises with K, so a rank's best is all of it; a 10 scores
 * the same whatever K (so K = 1 comes first), a 2 gains only the burn bonus
 * (so the first K that earns it, else 1). */
static SplayAction
playout_from_hand (const SplatoidsState *s, int seat, SplayRng *rng)
{
  static const int ranks[13] = { 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1 };
  const uint8_t *counts = s->hand_ranks[seat];
  int best_rank = 0, best_k = 1, best_score = G_MININT;
  int beat = splatoids_rank_to_beat (s), run = 0, n = 0;
  /* The ranks that may go on the pile, in the listing's order. */
  unsigned bits = s->hand_rank_bits[seat] & splatoids_beating_bits (beat);

  /* The run on the pile counts only for the top card's rank. Every rank
   * is scored in the same pass that counts the plays, before the draw
   * that may choose one at random instead (scoring draws nothing). */
  if (beat != 0 && (bits & splatoids_rank_bit[beat]) != 0)
    run = splatoids_top_run (s);
  for (unsigned b = bits; b != 0; b &= b - 1)
    {
      int rank = ranks[__builtin_ctz (b)], k = counts[rank], score, bonus = 0;

      n += k;
      if (rank == 10)
        k = 1;
      else
        {
          /* The fewest cards that earn the burn bonus, if any do. */
          int burn_k = rank == beat ? MAX (1, 3 - run) : 3;

          if (k >= burn_k)
            bonus = 40 + s->discard_n;
          if (rank == 2)
            k = k >= burn_k ? burn_k : 1;
        }
      score = playout_score (s, rank, k) + bonus;
      if (score > best_score)
        {
          best_score = score;
          best_rank = rank;
          best_k = k;
        }
    }
  if (n == 0)
    return splatoids_pick_up ();
  if (n > 1 && splay_rng_double (rng) < PLAYOUT_RANDOM_RATE)
    {
      int pick = (int) splay_rng_below (rng, (uint32_t) n);
      for (unsigned b = bits; b != 0; b &= b - 1)
        {
          int rank = ranks[__builtin_ctz (b)];

          if (pick < counts[rank])
            return splatoids_play_hand (rank, pick + 1);
          pick -= counts[rank];
        }
      g_assert_not_reached ();
    }
  return splatoids_play_hand (best_rank, best_k);
}

/* The follow-on: the legal list holds the face-up tops of @follow_rank in
 * pile order, then END_TURN. */
static SplayAction
playout_follow_on (const SplatoidsState *s, int seat, SplayRng *rng)
{
  int piles[SPLATOIDS_MAX_PILES], n = 0;

  for (int p = 0; p < s->n_piles; p++)
    if (splatoids_top_is_face_up (s, seat, p)
        && splay_card_rank_or_0 (s->pile[seat][p][s->pile_n[seat][p] - 1]) == s->follow_rank)
      piles[n++] = p;
  if (n == 0)
    return splatoids_end_turn ();
  if (splay_rng_double (rng) < PLAYOUT_RANDOM_RATE)
    {
      int pick = (int) splay_rng_below (rng, (uint32_t) n + 1);
      return pick < n ? splatoids_play_faceup (piles[pick]) : splatoids_end_turn ();
    }
  return s->follow_rank != 2 ? splatoids_play_faceup (piles[0]) : splatoids_end_turn ();
}

/* A play from the table, the hand being empty: the legal list holds the
 * face-up tops that beat the pile, then the blind tops, each in pile order.
 * Any face-up play outscores every blind one, but each blind play draws
 * its score all the same. */
static SplayAction
playout_from_table (const SplatoidsState *s, int seat, SplayRng *rng)
{
  int faceup[SPLATOIDS_MAX_PILES], blind[SPLATOIDS_MAX_PILES], n_faceup = 0, n_blind = 0;
  int beat = splatoids_rank_to_beat (s), best = 0, best_score = G_MININT, run = -1;

  for (int p = 0; p < s->n_piles; p++)
    {
      int depth = s->pile_n[seat][p];

      if (depth == 0)
        continue;
      if (depth % 2 == 0)
        {
          int rank = splay_card_rank_or_0 (s->pile[seat][p][depth - 1]);

          if (rank == 2 || rank == 10 || beat == 0
              || splatoids_rank_order (rank) >= splatoids_rank_order (beat))
            faceup[n_faceup++] = p;
        }
      else
        blind[n_blind++] = p;
    }
  if (n_faceup + n_blind <= 1)
    return n_faceup  ? splatoids_play_faceup (faceup[0])
           : n_blind ? splatoids_play_blind (blind[0])
                     : splatoids_pick_up ();
  if (splay_rng_double (rng) < PLAYOUT_RANDOM_RATE)
    {
      int pick = (int) splay_rng_below (rng, (uint32_t) (n_faceup + n_blind));
      return pick < n_faceup ? splatoids_play_faceup (faceup[pick])
                             : splatoids_play_blind (blind[pick - n_faceup]);
    }
  for (int i = 0; i < n_faceup; i++)
    {
      int p = faceup[i];
      int rank = splay_card_rank_or_0 (s->pile[seat][p][s->pile_n[seat][p] - 1]);
      int score = playout_score (s, rank, 1);

      if (rank != 10 && rank == beat)
        {
          if (run < 0)
            run = splatoids_top_run (s);
          if (run + 1 >= 3)
            score += 40 + s->discard_n;
        }
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  for (int i = 0; i < n_blind; i++)
    {
      /* splay_rng_below (rng, 4): a power of two is never redrawn, so it is
       * always the draw's top two bits. */
      int score = 1 + (int) (splay_rng_next (rng) >> 62);

      if (score > best_score)
        {
          best_score = score;
          best = n_faceup + i;
        }
    }
  return best < n_faceup ? splatoids_play_faceup (faceup[best])
                         : splatoids_play_blind (blind[best - n_faceup]);
}

/* The medium player's preferences without its bookkeeping, since a playout
 * makes hundreds of thousands of moves a second: lowest ordinary rank first,
 * a burn whenever there is one, 2s and 10s only when nothing else goes, the
 * follow-on taken unless it would spend a 2, and now and then a random move
 * so that playouts do not all run alike. It was written as a score for
 * every action of the legal list, the first best winning; each case is now
 * decided without the list (listing was a third of a playout's cost), with
 * the same choices and the same draws (`/ai/splatoids-playout-every-phase`
 * keeps the scoring of the list to compare). */
SplayAction
splatoids_ai_playout (const SplayRules *rules, const void *state, int seat, SplayRng *rng)
{
  const SplatoidsState *s = state;

  g_assert (seat == s->turn && s->phase != SPLATOIDS_PHASE_OVER);
  if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
    return playout_follow_on (s, seat, rng);
  return s->hand_n[seat] > 0 ? playout_from_hand (s, seat, rng) : playout_from_table (s, seat, rng);
}

/* Cards still to get rid of, with hand cards weighed a little more: table
 * cards leave one a turn at best, a big hand is what a pick-up leaves. As
 * twice the burden, a whole number: cards_left + 0.5 * hand_n. */
static inline int
twice_burden (const SplatoidsState *s, int seat)
{
  return 2 * splatoids_cards_left (s, seat) + s->hand_n[seat];
}

/* The chance of finishing ahead of a seat whose burden is d less than
 * mine, 1 / (1 + exp (d / 6)), from twice d. */
static double
ahead_formula (int twice_d)
{
  double d = twice_d * 0.5;

  return 1.0 / (1.0 + exp (d / 6.0));
}

/* ahead_formula () for every twice d from -AHEAD_RANGE to AHEAD_RANGE (a
 * burden is at most 104 hand and 30 table cards), made once with the same
 * exp (): the same values to the last bit, and exp () was a third of the
 * evaluation's cost. */
#define AHEAD_RANGE 512
static double ahead_table[2 * AHEAD_RANGE + 1];

__attribute__ ((constructor)) static void
make_ahead_table (void)
{
  for (int i = -AHEAD_RANGE; i <= AHEAD_RANGE; i++)
    ahead_table[i + AHEAD_RANGE] = ahead_formula (i);
}

static inline double
ahead (int twice_d)
{
  if (twice_d >= -AHEAD_RANGE && twice_d <= AHEAD_RANGE)
    return ahead_table[twice_d + AHEAD_RANGE];
  return ahead_formula (twice_d);
}

/* The chance of finishing ahead of each other seat still in play, from the
 * difference in what is left, averaged: near splay_result_reward's scale
 * (the share of the others beaten). */
double
splatoids_ai_evaluate (const SplayRules *rules, const void *state, int seat)
{
  const SplatoidsState *s = state;
  double sum = 0.0;
  unsigned out = s->resigned; /* the seats not in play */
  int mine, n = 0;

  for (int i = 0; i < s->out_n; i++)
    out |= s->out_order[i] < 32 ? 1u << s->out_order[i] : 0;
  if (seat < 0 || seat >= s->n_seats || ((out >> seat) & 1))
    {
      /* Out already: ahead of everyone still in. */
      for (int i = 0; i < s->out_n; i++)
        if (s->out_order[i] == seat)
          return 1.0 - (double) i / MAX (1, s->n_seats - 1);
      return 0.0;
    }
  mine = twice_burden (s, seat);
  for (int i = 0; i < s->n_seats; i++)
    {
      if (i == seat)
        continue;
      n++;
      if (!((out >> i) & 1))
        sum += ahead (mine - twice_burden (s, i));
    }
  return n > 0 ? sum / n : 0.5;
}

/* ------------------------------------------------------------------ */
/* EXPERT's evaluation: fitted, not set by hand                        */

void
splatoids_ai_features (const SplatoidsState *s, int seat, int other,
                       double f[SPLATOIDS_AI_N_FEATURES])
{
  const int who[2] = { seat, other };
  int blind[2] = { 0, 0 }, face_up[2] = { 0, 0 }, specials[2], high[2];
  int sign = s->turn == seat ? 1 : s->turn == other ? -1 : 0;
  /* The seat to move must pick up: its only legal action. */
  int stuck = s->phase == SPLATOIDS_PHASE_PLAY && !splatoids_has_play (s, s->turn);

  for (int k = 0; k < 2; k++)
    {
      const uint8_t *ranks = s->hand_ranks[who[k]];

      for (int p = 0; p < s->n_piles; p++)
        {
          /* Levels 0, 2 and 4 lie face down, 1, 3 and 5 face up. */
          int depth = s->pile_n[who[k]][p];

          blind[k] += (depth + 1) / 2;
          face_up[k] += depth / 2;
        }
      specials[k] = ranks[2] + ranks[10];
      high[k] = ranks[SPLAY_RANK_QUEEN] + ranks[SPLAY_RANK_KING] + ranks[SPLAY_RANK_ACE];
    }
  f[SPLATOIDS_AI_HAND] = s->hand_n[seat] - s->hand_n[other];
  f[SPLATOIDS_AI_BLIND] = blind[0] - blind[1];
  f[SPLATOIDS_AI_FACE_UP] = face_up[0] - face_up[1];
  f[SPLATOIDS_AI_SPECIALS] = specials[0] - specials[1];
  f[SPLATOIDS_AI_HIGH] = high[0] - high[1];
  f[SPLATOIDS_AI_TO_MOVE] = sign;
  f[SPLATOIDS_AI_PILE] = sign * s->discard_n;
  f[SPLATOIDS_AI_STUCK_PILE] = sign * stuck * s->discard_n;
  f[SPLATOIDS_AI_STUCK] = sign * stuck;
  f[SPLATOIDS_AI_HAND_EMPTY] = (s->hand_n[seat] == 0) - (s->hand_n[other] == 0);
}

int
splatoids_ai_sample_game (uint64_t deal, SplayRng *rng, SplatoidsState *kept, int *winner)
{
  SplaySettings settings;
  SplatoidsState s;
  SplayResult result;
  int n = 0, n_kept = 0;

  splay_settings_defaults (&splatoids_rules, 2, &settings);
  splatoids_rules.init (&s, &settings, deal);
  while (s.phase != SPLATOIDS_PHASE_OVER)
    {
      if (s.phase == SPLATOIDS_PHASE_PLAY)
        {
          if (n == SPLATOIDS_AI_GAME_POSITIONS)
            return -1;
          if (n++ % 3 == 0)
            memcpy (&kept[n_kept++], &s, splatoids_state_extent (&s));
        }
      splatoids_rules.apply (&s, s.turn, splatoids_ai_playout (&splatoids_rules, &s, s.turn, rng),
                             NULL);
    }
  splatoids_rules.result (&s, &result);
  if (result.drawn)
    return -1;
  *winner = result.place[0] == 1 ? 0 : 1;
  return n_kept;
}

/* Fitted by tools/fit-splatoids-eval.c (20,000 two-player games of the
 * playout policy, seed 1; docs/benchmarks.md, tenth round). Every input
 * is a difference or signed by the turn, so the two seats' values add up
 * to 1. */
static const double expert_weights[SPLATOIDS_AI_N_FEATURES] = {
  [SPLATOIDS_AI_HAND] = -0.1015,    [SPLATOIDS_AI_BLIND] = -0.2647,
  [SPLATOIDS_AI_FACE_UP] = -0.0677, [SPLATOIDS_AI_SPECIALS] = -0.0419,
  [SPLATOIDS_AI_HIGH] = 0.1911,     [SPLATOIDS_AI_TO_MOVE] = 0.1037,
  [SPLATOIDS_AI_PILE] = -0.0096,    [SPLATOIDS_AI_STUCK_PILE] = -0.0574,
  [SPLATOIDS_AI_STUCK] = -0.1512,   [SPLATOIDS_AI_HAND_EMPTY] = 0.1881,
};

double
splatoids_ai_evaluate_expert (const SplayRules *rules, const void *state, int seat)
{
  const SplatoidsState *s = state;
  double f[SPLATOIDS_AI_N_FEATURES], z = 0.0;
  int other = 1 - seat;

  if (s->n_seats != 2 || s->phase == SPLATOIDS_PHASE_OVER || seat < 0 || seat > 1
      || !splatoids_seat_in_play (s, seat) || !splatoids_seat_in_play (s, other))
    return splatoids_ai_evaluate (rules, state, seat);
  splatoids_ai_features (s, seat, other, f);
  for (int i = 0; i < SPLATOIDS_AI_N_FEATURES; i++)
    z += expert_weights[i] * f[i];
  return 1.0 / (1.0 + exp (-z));
}
