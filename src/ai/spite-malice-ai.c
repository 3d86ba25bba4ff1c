/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spite-malice-ai.c: a Spite and Malice player that plans its turn.
 *
 * Before each action it searches the sequences of building plays open to it
 * this turn (depth first, with a table of positions already seen, since many
 * orders of the same plays meet again) and scores where each sequence ends:
 * a goal card played is worth far more than anything else; otherwise it
 * keeps the next players away from their goal cards, keeps its kings and
 * clears its discard piles. It then makes the first play of the best
 * sequence, or discards if stopping is best, and plans afresh after seeing
 * the next goal card or the cards it drew. A discard goes where it continues
 * a descending run, so discard piles stay playable from the top.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "spite-malice-ai.h"
#include "../engine/spite-malice.h"

#define TT_SIZE 8192 /* power of two */

typedef struct {
  const SpiteMaliceState *root;
  int seat;
  SplayLevel level;
  gboolean blocking;      /* weigh the other players' goal cards */
  int nodes, max_nodes;
  double best;
  SplayAction best_first; /* 0: stop and discard */
  /* Positions seen this turn; an entry counts only with this search's
   * stamp, so a reused table needs no clearing. */
  guint32 stamp;
  guint32 tt_stamp[TT_SIZE];
  uint64_t tt[TT_SIZE];
} Search;

static int
top_rank (const SplayCard *cards, int n)
{
  return n > 0 ? splay_card_rank (cards[n - 1]) : 0;
}

/* How likely @seat reaches its goal card from the centre as it stands,
 * judged from what everyone can see: the gap below the goal card on each
 * pile, bridged more easily when the seat's discard tops hold the ranks. */
static double
goal_threat (const SpiteMaliceState *s, int seat)
{
  int g = top_rank (s->goal[seat], s->goal_n[seat]);
  gboolean tops[14] = { FALSE };
  double threat = 0.0;

  if (g == 0 || g == SPLAY_RANK_KING)
    return 0.0; /* a king plays anywhere: nothing blocks it */
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    tops[top_rank (s->disc[seat][d], s->disc_n[seat][d])] = TRUE;
  if (g == SPLAY_RANK_ACE)
    {
      if (s->unlimited)
        return 0.0;
      for (int p = 0; p < s->n_piles; p++)
        if (s->pile_n[p] == 0)
          return 0.5; /* playable, but as good as unblockable */
      return 0.0;
    }
  for (int p = 0; p < s->n_piles; p++)
    {
      int n = s->pile_n[p];
      double chance = 1.0;

      if (n >= g)
        continue;
      for (int r = n + 1; r < g; r++)
        chance *= tops[r] ? 0.8 : 0.4;
      threat = MAX (threat, chance);
    }
  return threat;
}

static int
kings_in (const SplayCard *cards, int n)
{
  int k = 0;

  for (int i = 0; i < n; i++)
    k += splay_card_rank (cards[i]) == SPLAY_RANK_KING;
  return k;
}

static double
evaluate (Search *S, const SpiteMaliceState *s, gboolean refilled)
{
  const SpiteMaliceState *r = S->root;
  int seat = S->seat;
  int goal_played = r->goal_n[seat] - s->goal_n[seat];
  int kings_root = 0, kings_now = 0, from_disc = 0, from_hand;
  double v = 0.0;

  if (s->phase == SPITE_MALICE_PHASE_WON)
    return 1e9;
  v += 1000.0 * goal_played;
  if (refilled)
    v += 60.0;
  from_hand = refilled ? 5 : r->hand_n[seat] - s->hand_n[seat];
  kings_root = kings_in (r->hand[seat], r->hand_n[seat]);
  kings_now = refilled ? 0 : kings_in (s->hand[seat], s->hand_n[seat]);
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      int gone = r->disc_n[seat][d] - s->disc_n[seat][d];

      from_disc += gone;
      kings_root += kings_in (r->disc[seat][d] + s->disc_n[seat][d], gone);
    }
  v += 6.0 * from_disc + 1.0 * from_hand;
  /* Kings are for reaching the goal card: one spent otherwise costs. */
  v -= 35.0 * (kings_root - kings_now);

  if (S->blocking)
    for (int k = 1; k < s->n_seats; k++)
      {
        int o = (seat + k) % s->n_seats;
        double w = k == 1 ? 1.0 : 0.5 / (k - 1);
        v -= 220.0 * w * goal_threat (s, o);
      }
  if (goal_played == 0 && s->phase == SPITE_MALICE_PHASE_PLAY)
    v += 15.0 * goal_threat (s, seat);
  return v;
}

static uint64_t
position_key (const SpiteMaliceState *s, int seat)
{
  uint8_t piles[SPITE_MALICE_MAX_PILES + 1];
  uint8_t hand[SPITE_MALICE_HAND];
  uint64_t h = 1469598103934665603ull;
  int n = s->n_piles;

  /* Piles that have reached the same rank are alike for what follows. */
  memcpy (piles, s->pile_n, (gsize) n);
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && piles[j - 1] > piles[j]; j--)
      {
        uint8_t t = piles[j]; piles[j] = piles[j - 1]; piles[j - 1] = t;
      }
  for (int i = 0; i < s->hand_n[seat]; i++)
    hand[i] = (uint8_t) splay_card_rank (s->hand[seat][i]);
  for (int i = 1; i < s->hand_n[seat]; i++)
    for (int j = i; j > 0 && hand[j - 1] > hand[j]; j--)
      {
        uint8_t t = hand[j]; hand[j] = hand[j - 1]; hand[j - 1] = t;
      }
#define MIX(x) (h = (h ^ (uint64_t) (x)) * 1099511628211ull)
  MIX (n);
  for (int i = 0; i < n; i++)
    MIX (piles[i]);
  MIX (s->hand_n[seat] + 100);
  for (int i = 0; i < s->hand_n[seat]; i++)
    MIX (hand[i]);
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    MIX (s->disc_n[seat][d] + 200);
  MIX (s->goal_n[seat] + 300);
#undef MIX
  return h | 1;
}

/* TRUE if the position was seen before; records it otherwise. */
static gboolean
tt_seen (Search *S, uint64_t key)
{
  unsigned i = (unsigned) key & (TT_SIZE - 1);

  for (int probe = 0; probe < 8; probe++, i = (i + 1) & (TT_SIZE - 1))
    {
      if (S->tt_stamp[i] != S->stamp)
        {
          S->tt_stamp[i] = S->stamp;
          S->tt[i] = key;
          return FALSE;
        }
      if (S->tt[i] == key)
        return TRUE;
    }
  return FALSE;
}

static void
consider (Search *S, double v, SplayAction first)
{
  if (v > S->best)
    {
      S->best = v;
      S->best_first = first;
    }
}

static void
dfs (Search *S, const SpiteMaliceState *s, SplayAction first)
{
  SplayAction acts[SPLAY_MAX_ACTIONS];
  int seen_rank[SPITE_MALICE_MAX_PILES + 1][2 + SPITE_MALICE_DISCARDS];
  int n, seat = S->seat;

  n = spite_malice_rules.legal (s, seat, acts);
  /* Stopping here means discarding, which the aces and twos rule may forbid. */
  if (n > 0 && SPITE_MALICE_ACTION_KIND (acts[n - 1]) == SPITE_MALICE_DISCARD)
    consider (S, evaluate (S, s, FALSE), first);
  if (++S->nodes > S->max_nodes)
    return;

  memset (seen_rank, 0, sizeof seen_rank);
  for (int i = 0; i < n; i++)
    {
      SplayAction a = acts[i];
      int kind = SPITE_MALICE_ACTION_KIND (a);
      int src = SPITE_MALICE_ACTION_SRC (a);
      int level, src_key, bit;
      SpiteMaliceState next;
      gboolean refilled;

      if (kind == SPITE_MALICE_DISCARD)
        break;
      /* Building on either of two piles of the same rank leads to the same. */
      level = kind == SPITE_MALICE_NEW ? SPITE_MALICE_MAX_PILES : s->pile_n[SPITE_MALICE_ACTION_TARGET (a)];
      src_key = src == SPITE_MALICE_FROM_HAND ? 0 : src == SPITE_MALICE_FROM_GOAL ? 1
                : 2 + SPITE_MALICE_ACTION_VAL (a);
      bit = src == SPITE_MALICE_FROM_HAND ? SPITE_MALICE_ACTION_VAL (a) : 0;
      if (seen_rank[level][src_key] & (1 << bit))
        continue;
      seen_rank[level][src_key] |= 1 << bit;

      memcpy (&next, s, sizeof next);
      if (!spite_malice_rules.apply (&next, seat, a, NULL))
        continue;
      refilled = src == SPITE_MALICE_FROM_HAND && s->hand_n[seat] == 1;
      if (next.phase != SPITE_MALICE_PHASE_PLAY || refilled || next.goal_n[seat] < s->goal_n[seat])
        {
          /* What comes next is unseen: score the play and plan again later. */
          consider (S, evaluate (S, &next, refilled), first ? first : a);
          continue;
        }
      if (tt_seen (S, position_key (&next, seat)))
        continue;
      dfs (S, &next, first ? first : a);
      if (S->nodes > S->max_nodes)
        return;
    }
}

static double
discard_score (const SpiteMaliceState *s, int seat, SplayCard card, int pile)
{
  int r = splay_card_rank (card);
  int top = top_rank (s->disc[seat][pile], s->disc_n[seat][pile]);
  double v;

  if (r == SPLAY_RANK_KING)
    return -100.0; /* keep kings: they free the goal card later */
  if (top == 0)
    {
      int empties = 0;
      for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
        empties += s->disc_n[seat][d] == 0;
      /* A high card opens the longest descending run. */
      v = 10.0 + r * 2.0 - (empties == 1 ? 12.0 : 0.0);
    }
  else if (top == r + 1)
    v = 60.0;
  else if (top == r)
    v = 45.0;
  else if (top > r)
    v = 30.0 - (top - r) * 4.0;
  else
    v = -10.0 - (r - top) * 3.0; /* buries a lower card */
  /* Cards just above a building pile may reach the goal card next turn. */
  for (int p = 0; p < s->n_piles; p++)
    if (s->pile_n[p] + 1 == r)
      v -= 4.0;
  return v;
}

static SplayAction
best_discard (const SpiteMaliceState *s, int seat, const SplayAction *acts, int n)
{
  SplayAction best = 0;
  double best_v = -1e18;

  for (int i = 0; i < n; i++)
    if (SPITE_MALICE_ACTION_KIND (acts[i]) == SPITE_MALICE_DISCARD)
      {
        SplayCard c = spite_malice_source_card (s, seat, acts[i]);
        double v = discard_score (s, seat, c, SPITE_MALICE_ACTION_TARGET (acts[i]));
        if (v > best_v)
          {
            best_v = v;
            best = acts[i];
          }
      }
  return best;
}

/* The planner's move for @seat, looking only at what @seat may see in
 * @s (its own hand and the open cards). */
static SplayAction
plan (Search *S, const SpiteMaliceState *s, int seat, SplayLevel level, SplayRng *rng)
{
  SplayAction acts[SPLAY_MAX_ACTIONS];
  int n;

  n = spite_malice_rules.legal (s, seat, acts);
  g_return_val_if_fail (n > 0, 0);
  if (level == SPLAY_LEVEL_RANDOM)
    return acts[splay_rng_below (rng, (uint32_t) n)];
  /* The easy player overlooks things now and then. */
  if (level == SPLAY_LEVEL_EASY && splay_rng_below (rng, 100) < 20)
    return acts[splay_rng_below (rng, (uint32_t) n)];
  if (n == 1)
    return acts[0];

  S->root = s;
  S->seat = seat;
  S->level = level;
  S->blocking = level != SPLAY_LEVEL_EASY;
  S->nodes = 0;
  S->max_nodes = level == SPLAY_LEVEL_EASY ? 200 : 5000;
  S->best = -1e18;
  S->best_first = 0;
  if (++S->stamp == 0)
    {
      memset (S->tt_stamp, 0, sizeof S->tt_stamp);
      S->stamp = 1;
    }
  tt_seen (S, position_key (s, seat));
  dfs (S, s, 0);

  if (S->best_first != 0)
    return S->best_first;
  if (SPITE_MALICE_ACTION_KIND (acts[n - 1]) == SPITE_MALICE_DISCARD)
    return best_discard (s, seat, acts, n);
  /* Must play an ace or a two and found nothing better: the first play. */
  return acts[0];
}

/* One planner's table per thread, kept: the search asks for thousands of
 * plans per move. */
static GPrivate thread_search = G_PRIVATE_INIT (g_free);

static Search *
search_for_thread (void)
{
  Search *S = g_private_get (&thread_search);

  if (S == NULL)
    {
      S = g_new0 (Search, 1);
      g_private_set (&thread_search, S);
    }
  return S;
}

SplayAction
spite_malice_ai_choose (const void *state, int seat, SplayLevel level, SplayRng *rng)
{
  g_autofree SpiteMaliceState *view = g_new (SpiteMaliceState, 1);

  spite_malice_rules.view (state, seat, view);
  return plan (search_for_thread (), view, seat, level, rng);
}

const SplayAiPolicy spite_malice_ai_policy = {
  .game_id = "spite-malice",
  .choose = spite_malice_ai_choose,
  .levels = (1u << SPLAY_LEVEL_RANDOM) | (1u << SPLAY_LEVEL_EASY) | (1u << SPLAY_LEVEL_MEDIUM),
};

/* ------------------------------------------------------------------ */
/* For the search: a cheap playout policy and an evaluation            */

/* One pass over the legal actions, no look-ahead (the medium player's turn
 * search is far too slow for playouts): the goal card whenever it goes, then
 * discard tops, then hand cards, but none that would bring a pile to just
 * below the next player's goal card, a king only where it lets the goal
 * card follow at once; when nothing of that is there, the medium player's
 * discard. Now and then a random play, so playouts differ. */
SplayAction
spite_malice_ai_playout (const SplayRules *rules, const void *state, int seat, SplayRng *rng)
{
  const SpiteMaliceState *s = state;
  SplayAction acts[SPLAY_MAX_ACTIONS];
  SplayAction best = 0;
  int best_score = 0;
  int n = rules->legal (s, seat, acts);
  int goal = s->goal_n[seat] > 0 ? splay_card_rank (s->goal[seat][s->goal_n[seat] - 1]) : 0;
  int next = (seat + 1) % s->n_seats;
  int next_goal = s->goal_n[next] > 0 ? splay_card_rank (s->goal[next][s->goal_n[next] - 1]) : 0;

  g_assert (n > 0);
  if (n == 1)
    return acts[0];
  if (splay_rng_below (rng, 100) < 5)
    return acts[splay_rng_below (rng, (uint32_t) n)];

  for (int i = 0; i < n; i++)
    {
      SplayAction a = acts[i];
      int kind = SPITE_MALICE_ACTION_KIND (a);
      int src = SPITE_MALICE_ACTION_SRC (a);
      int score, rank, level;

      if (kind == SPITE_MALICE_DISCARD)
        break; /* discards are listed last */
      level = kind == SPITE_MALICE_NEW ? 0 : s->pile_n[SPITE_MALICE_ACTION_TARGET (a)];
      if (src == SPITE_MALICE_FROM_GOAL)
        score = 100;
      else
        {
          rank = src == SPITE_MALICE_FROM_HAND ? SPITE_MALICE_ACTION_VAL (a)
                 : splay_card_rank (spite_malice_source_card (s, seat, a));
          if (rank == SPLAY_RANK_KING)
            score = goal != 0 && goal != SPLAY_RANK_KING && goal == level + 2 ? 90 : 0;
          else if (next_goal == level + 2)
            score = 0; /* would hand the next player its goal card */
          else
            score = src == SPITE_MALICE_FROM_DISCARD ? 50 : 40;
        }
      if (score > best_score)
        {
          best_score = score;
          best = a;
        }
    }
  if (best_score > 0)
    return best;
  if (SPITE_MALICE_ACTION_KIND (acts[n - 1]) == SPITE_MALICE_DISCARD)
    return best_discard (s, seat, acts, n);
  return acts[0]; /* an ace or a two must be played */
}

/* The chance of emptying the goal pile before each other seat, from the
 * cards left on the goal piles, averaged over the others. */
double
spite_malice_ai_evaluate (const SplayRules *rules, const void *state, int seat)
{
  const SpiteMaliceState *s = state;
  double sum = 0.0;

  if (s->n_seats < 2)
    return 0.5;
  for (int i = 0; i < s->n_seats; i++)
    if (i != seat)
      sum += 1.0 / (1.0 + exp ((s->goal_n[seat] - s->goal_n[i]) / 3.0));
  return sum / (s->n_seats - 1);
}
