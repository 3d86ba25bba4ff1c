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
 * a descending run, so discard piles stay playable from the top. That is
 * the medium player; easy looks less far and now and then plays at random.
 *
 * Hard and expert keep the planner's best few whole turns, each stopping
 * one with its best few discards, and try them all on the same samples of
 * the cards the seat cannot see, playing on as the planner to the end of
 * the seat's next turn (spite_malice_ai_search).
 */
#include "config.h"

#include <string.h>

#include "spite-malice-ai.h"
#include "../engine/spite-malice.h"

#define TT_SIZE 8192             /* power of two */
#define SPITE_MALICE_MAX_PATH 64 /* plays in one planned turn, at most */
/* Samples of the unseen cards each plan is tried on. Against medium, hard
 * won 66 % of 100 games with 32 and 78 % with 64 (splay-cli tournament
 * spite-malice --seats hard,medium --games 100 --seed 7); playing on a
 * round further in each try won 49 %. */
#define SPITE_MALICE_HARD_SAMPLES 256

/* A whole turn the hard level may play: plays, then the discard that ends
 * the turn, or plays up to a card it cannot know yet (the next goal card,
 * or the five drawn after a hand played out). */
typedef struct
{
  SplayAction acts[SPITE_MALICE_MAX_PATH + 1];
  int n;
  gboolean stops; /* ends with the planner stopping: a discard is to come */
  double prior;   /* the planner's score of where it ends */
  double sum;     /* what the tries of it came to */
} Plan;

#define MAX_LEAVES 12 /* best ends of the turn kept from the planner, at most */
#define DISCARDS_TRIED 3
#define MAX_PLANS (MAX_LEAVES * DISCARDS_TRIED)

/* What a level tries: the planner's best @leaves ends of the turn (each
 * stopping one with its best few discards), every plan on @first samples,
 * then the best third of them on the rest of @samples. Expert looks wider
 * and judges on six times the samples, on two threads; the search took
 * 1.7-1.9x fewer instructions than when hard alone fitted in its time. */
typedef struct
{
  int leaves, first, samples, threads;
} Budget;

static const Budget hard_budget = { 8, 8, SPITE_MALICE_HARD_SAMPLES, 1 };
static const Budget expert_budget = { MAX_LEAVES, 32, 1536, SPLAY_AI_EXPERT_THREADS };

typedef struct
{
  Plan plan[MAX_PLANS]; /* leaves first, best first */
  int n;
  int cap; /* leaves kept, at most MAX_LEAVES */
} Plans;

typedef struct
{
  const SpiteMaliceState *root;
  int seat;
  SplayLevel level;
  gboolean blocking; /* weigh the other players' goal cards */
  int nodes, max_nodes;
  double best;
  SplayAction best_first; /* 0: stop and discard */
  /* The hard level keeps the best few turn plans, not only a first play. */
  Plans *plans;
  int depth;
  SplayAction path[SPITE_MALICE_MAX_PATH];
  /* Positions seen this turn; an entry counts only with this search's
   * stamp, so a reused table needs no clearing. */
  guint32 stamp;
  guint32 tt_stamp[TT_SIZE];
  uint64_t tt[TT_SIZE];
} Search;

static int
top_rank (const SplayCard *cards, int n)
{
  return n > 0 ? splay_card_rank_or_0 (cards[n - 1]) : 0;
}

/* How likely @seat reaches its goal card from the centre as it stands,
 * judged from what everyone can see: the gap below the goal card on each
 * pile, bridged more easily when the seat's discard tops hold the ranks. */
static double
goal_threat (const SpiteMaliceState *s, int seat)
{
  int g = top_rank (s->goal[seat], s->goal_n[seat]);
  unsigned tops = 0; /* a bit for each rank on top of a discard pile */
  double threat = 0.0;

  if (g == 0 || g == SPLAY_RANK_KING)
    return 0.0; /* a king plays anywhere: nothing blocks it */
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    tops |= 1u << top_rank (s->disc[seat][d], s->disc_n[seat][d]);
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
      if (n + 1 == g)
        return 1.0; /* the goal card plays now */
      /* The chance only falls with each rank: stop once it is below the
       * best pile's. */
      for (int r = n + 1; r < g && chance > threat; r++)
        chance *= (tops >> r) & 1 ? 0.8 : 0.4;
      threat = MAX (threat, chance);
    }
  return threat;
}

static int
kings_in (const SplayCard *cards, int n)
{
  int k = 0;

  for (int i = 0; i < n; i++)
    k += splay_card_rank_or_0 (cards[i]) == SPLAY_RANK_KING;
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
        uint8_t t = piles[j];
        piles[j] = piles[j - 1];
        piles[j - 1] = t;
      }
  for (int i = 0; i < s->hand_n[seat]; i++)
    hand[i] = (uint8_t) splay_card_rank_or_0 (s->hand[seat][i]);
  for (int i = 1; i < s->hand_n[seat]; i++)
    for (int j = i; j > 0 && hand[j - 1] > hand[j]; j--)
      {
        uint8_t t = hand[j];
        hand[j] = hand[j - 1];
        hand[j - 1] = t;
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

/* Keeps the plan that leads here if it is among the best few. */
static void
keep_plan (Search *S, double v, SplayAction last)
{
  Plans *P = S->plans;
  Plan *p;
  int at = P->n;

  if (P->n == P->cap && v <= P->plan[P->cap - 1].prior)
    return;
  while (at > 0 && P->plan[at - 1].prior < v)
    at--;
  if (P->n < P->cap)
    P->n++;
  memmove (&P->plan[at + 1], &P->plan[at], (gsize) (P->n - 1 - at) * sizeof (Plan));
  p = &P->plan[at];
  memcpy (p->acts, S->path, (gsize) S->depth * sizeof (SplayAction));
  p->n = S->depth;
  if (last != 0)
    p->acts[p->n++] = last;
  p->stops = last == 0;
  p->prior = v;
  p->sum = 0.0;
}

static void
consider (Search *S, double v, SplayAction first, SplayAction last)
{
  if (S->plans != NULL)
    keep_plan (S, v, last);
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
  gboolean may_discard;

  n = spite_malice_builds (s, seat, acts, &may_discard);
  /* Stopping here means discarding, which the aces and twos rule may forbid. */
  if (may_discard)
    consider (S, evaluate (S, s, FALSE), first, 0);
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

      /* Building on either of two piles of the same rank leads to the same. */
      level = kind == SPITE_MALICE_NEW ? SPITE_MALICE_MAX_PILES
                                       : s->pile_n[SPITE_MALICE_ACTION_TARGET (a)];
      src_key = src == SPITE_MALICE_FROM_HAND   ? 0
                : src == SPITE_MALICE_FROM_GOAL ? 1
                                                : 2 + SPITE_MALICE_ACTION_VAL (a);
      bit = src == SPITE_MALICE_FROM_HAND ? SPITE_MALICE_ACTION_VAL (a) : 0;
      if (seen_rank[level][src_key] & (1 << bit))
        continue;
      seen_rank[level][src_key] |= 1 << bit;

      spite_malice_copy (&next, s);
      if (!spite_malice_rules.apply (&next, seat, a, NULL))
        continue;
      refilled = src == SPITE_MALICE_FROM_HAND && s->hand_n[seat] == 1;
      if (next.phase != SPITE_MALICE_PHASE_PLAY || refilled || next.goal_n[seat] < s->goal_n[seat])
        {
          /* What comes next is unseen: score the play and plan again later. */
          consider (S, evaluate (S, &next, refilled), first ? first : a, a);
          continue;
        }
      if (tt_seen (S, position_key (&next, seat)))
        continue;
      if (S->depth >= SPITE_MALICE_MAX_PATH - 1)
        continue;
      S->path[S->depth++] = a;
      dfs (S, &next, first ? first : a);
      S->depth--;
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

/* Searches the plays of @seat's turn from @s; with @plans, keeps the best
 * few whole plans there too. */
static void
search_turn (Search *S, const SpiteMaliceState *s, int seat, SplayLevel level, Plans *plans)
{
  S->root = s;
  S->seat = seat;
  S->level = level;
  S->blocking = level != SPLAY_LEVEL_EASY;
  S->nodes = 0;
  S->max_nodes = level == SPLAY_LEVEL_EASY ? 200 : 5000;
  S->best = -1e18;
  S->best_first = 0;
  S->plans = plans;
  S->depth = 0;
  if (++S->stamp == 0)
    {
      memset (S->tt_stamp, 0, sizeof S->tt_stamp);
      S->stamp = 1;
    }
  tt_seen (S, position_key (s, seat));
  dfs (S, s, 0);
  S->plans = NULL;
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

  search_turn (S, s, seat, level, NULL);
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

/* ------------------------------------------------------------------ */
/* Hard and expert: the planner's best turns, tried on samples          */

/* The planner's ends of the turn, each stopping one with its few best
 * discards: the plans worth trying out. */
static void
collect_plans (Search *S, const SpiteMaliceState *view, int seat, int n_leaves, Plans *P)
{
  Plans leaves;

  leaves.n = 0;
  leaves.cap = n_leaves;
  search_turn (S, view, seat, SPLAY_LEVEL_MEDIUM, &leaves);
  P->n = 0;
  for (int i = 0; i < leaves.n; i++)
    {
      const Plan *leaf = &leaves.plan[i];
      SplayAction acts[SPLAY_MAX_ACTIONS];
      SplayAction tried[DISCARDS_TRIED];
      double score[DISCARDS_TRIED];
      g_autofree SpiteMaliceState *end = NULL;
      int n, n_tried = 0;

      if (!leaf->stops)
        {
          P->plan[P->n++] = *leaf;
          continue;
        }
      end = g_memdup2 (view, sizeof *view);
      for (int k = 0; k < leaf->n; k++)
        if (!spite_malice_rules.apply (end, seat, leaf->acts[k], NULL))
          g_return_if_reached ();
      n = spite_malice_rules.legal (end, seat, acts);
      for (int k = 0; k < n; k++)
        {
          double v;
          int at;

          if (SPITE_MALICE_ACTION_KIND (acts[k]) != SPITE_MALICE_DISCARD)
            continue;
          v = discard_score (end, seat, spite_malice_source_card (end, seat, acts[k]),
                             SPITE_MALICE_ACTION_TARGET (acts[k]));
          if (n_tried == DISCARDS_TRIED && v <= score[n_tried - 1])
            continue;
          at = n_tried < DISCARDS_TRIED ? n_tried++ : DISCARDS_TRIED - 1;
          for (; at > 0 && score[at - 1] < v; at--)
            {
              score[at] = score[at - 1];
              tried[at] = tried[at - 1];
            }
          score[at] = v;
          tried[at] = acts[k];
        }
      for (int k = 0; k < n_tried; k++)
        {
          Plan *p = &P->plan[P->n++];

          *p = *leaf;
          p->acts[p->n++] = tried[k];
          /* The planner's own discard first among equals. */
          p->prior = leaf->prior + score[k] * 1e-3;
        }
    }
}

static int
compare_doubles_desc (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x < y) - (x > y);
}

/* Plays @seat's turn in @s to its end much as the planner would, but
 * searching only when something new is seen: it follows the best plan of
 * the last search until the plan ends, which gives the planner's plays in
 * all but a few cases at a fraction of the cost. */
static void
finish_turn (Search *S, SpiteMaliceState *s, int seat)
{
  Plans best;

  for (int guard = 0; guard < 100 && s->phase == SPITE_MALICE_PHASE_PLAY && s->turn == seat;
       guard++)
    {
      SplayAction acts[SPLAY_MAX_ACTIONS];
      int n = spite_malice_rules.legal (s, seat, acts);

      best.n = 0;
      best.cap = 1;
      if (n > 1)
        search_turn (S, s, seat, SPLAY_LEVEL_MEDIUM, &best);
      if (best.n == 0)
        {
          /* One action, or an ace or a two is due and no plan stops. */
          SplayAction a = n == 1 ? acts[0] : plan (S, s, seat, SPLAY_LEVEL_MEDIUM, NULL);

          if (!spite_malice_rules.apply (s, seat, a, NULL))
            g_return_if_reached ();
          continue;
        }
      for (int k = 0; k < best.plan[0].n; k++)
        if (!spite_malice_rules.apply (s, seat, best.plan[0].acts[k], NULL))
          g_return_if_reached ();
      if (best.plan[0].stops && s->phase == SPITE_MALICE_PHASE_PLAY)
        {
          n = spite_malice_rules.legal (s, seat, acts);
          if (!spite_malice_rules.apply (s, seat, best_discard (s, seat, acts, n), NULL))
            g_return_if_reached ();
        }
    }
}

/* Plays @p in the sample @det, then the rest of the turn, the others'
 * turns and @seat's next turn as the planner would play them: goal cards
 * @seat plays in its two turns less those the others play in theirs, and
 * much more for a game won or lost on the way. Where the tries stop, the
 * next player is to move and no one has answered @seat's second turn yet:
 * how close each player then stands to a goal card counts too (a whole
 * goal card for the next player's, half for @seat's own). Against medium
 * on the same 100 deals (chunks of splay-cli tournament, seeds 900-909),
 * hard won 72 % without that and 78 % with it; 76 % of 200 (900-919). */
static double
try_plan (Search *S, const SpiteMaliceState *det, int seat, const Plan *p, SpiteMaliceState *s)
{
  double v;
  int before;

  spite_malice_copy (s, det);
  for (int k = 0; k < p->n; k++)
    if (!spite_malice_rules.apply (s, seat, p->acts[k], NULL))
      g_return_val_if_reached (-1e6);
  finish_turn (S, s, seat);
  v = det->goal_n[seat] - s->goal_n[seat];
  for (int k = 1; k < s->n_seats && s->phase == SPITE_MALICE_PHASE_PLAY; k++)
    {
      int o = (seat + k) % s->n_seats;

      before = s->goal_n[o];
      finish_turn (S, s, o);
      v -= before - s->goal_n[o];
    }
  if (s->phase == SPITE_MALICE_PHASE_PLAY)
    {
      before = s->goal_n[seat];
      finish_turn (S, s, seat);
      v += before - s->goal_n[seat];
    }
  if (s->phase == SPITE_MALICE_PHASE_WON)
    v += s->winner == seat ? 20.0 : -20.0;
  else if (s->phase == SPITE_MALICE_PHASE_PLAY)
    {
      for (int k = 1; k < s->n_seats; k++)
        v -= goal_threat (s, (seat + k) % s->n_seats) / k;
      v += 0.5 * goal_threat (s, seat);
    }
  return v;
}

typedef struct
{
  const SpiteMaliceState *state; /* the true state: seen only through determinize () */
  int seat;
  const Plans *plans;
  const gboolean *alive; /* plans still in the running */
  uint64_t seed;
  int first, step, end; /* the samples this worker takes */
  double sum[MAX_PLANS];
} Tries;

/* Every plan is tried on the same samples, so that a difference between
 * two plans is theirs and not the luck of the draw. */
static gpointer
run_tries (gpointer data)
{
  Tries *T = data;
  Search *S = search_for_thread ();
  g_autofree SpiteMaliceState *det = g_new (SpiteMaliceState, 1);
  g_autofree SpiteMaliceState *work = g_new (SpiteMaliceState, 1);

  for (int j = T->first; j < T->end; j += T->step)
    {
      SplayRng rng;

      splay_rng_init (&rng, T->seed ^ (0x9e3779b97f4a7c15ull * (uint64_t) (j + 1)));
      memcpy (det, T->state, sizeof *det);
      spite_malice_rules.determinize (det, T->seat, &rng);
      for (int i = 0; i < T->plans->n; i++)
        if (T->alive[i])
          T->sum[i] += try_plan (S, det, T->seat, &T->plans->plan[i], work);
    }
  return NULL;
}

/* Tries the plans still alive on samples [from, to), on @n_threads. */
static void
try_plans (const SpiteMaliceState *s, int seat, Plans *P, const gboolean *alive, uint64_t seed,
           int from, int to, int n_threads)
{
  Tries tries[SPLAY_AI_EXPERT_THREADS];
  GThread *threads[SPLAY_AI_EXPERT_THREADS] = { NULL };

  for (int t = 0; t < n_threads; t++)
    {
      tries[t] = (Tries){ s, seat, P, alive, seed, from + t, n_threads, to, { 0 } };
      if (t > 0)
        threads[t] = g_thread_new ("splay-spite-malice", run_tries, &tries[t]);
    }
  run_tries (&tries[0]);
  for (int t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  for (int i = 0; i < P->n; i++)
    for (int t = 0; t < n_threads; t++)
      P->plan[i].sum += tries[t].sum[i];
}

gboolean
spite_malice_ai_search (const void *state, int seat, SplayLevel level, uint64_t seed,
                        SplayAction *out)
{
  const SpiteMaliceState *s = state;
  g_autofree SpiteMaliceState *view = g_new (SpiteMaliceState, 1);
  g_autofree SpiteMaliceState *hidden = g_new (SpiteMaliceState, 1);
  g_autofree Plans *P = g_new (Plans, 1);
  gboolean alive[MAX_PLANS];
  const Budget *b = level == SPLAY_LEVEL_EXPERT ? &expert_budget : &hard_budget;
  int best = 0, n_alive = 0, done = 0;

  if (s->phase != SPITE_MALICE_PHASE_PLAY || s->turn != seat)
    return FALSE;
  spite_malice_rules.view (s, seat, view);
  collect_plans (search_for_thread (), view, seat, b->leaves, P);
  /* The samples start from the true state with the unseen cards hidden. */
  memcpy (hidden, s, sizeof *hidden);
  spite_malice_sort_unseen (hidden, seat);
  s = hidden;
  if (P->n == 0)
    return FALSE; /* an ace or a two is due and no plan stops: the planner's move */
  /* Only the first play is made now: plans that agree on it need no tries. */
  for (int i = 0; i < P->n; i++)
    {
      alive[i] = TRUE;
      n_alive += P->plan[i].acts[0] != P->plan[0].acts[0];
    }
  n_alive = n_alive > 0 ? P->n : 1;

  /* A few samples for all, then the rest for the better part of them. */
  while (n_alive > 1 && done < b->samples)
    {
      int upto = done == 0 ? MIN (b->samples, b->first) : b->samples;
      double sums[MAX_PLANS], cut;
      int n = 0;

      try_plans (s, seat, P, alive, seed, done, upto, b->threads);
      done = upto;
      for (int i = 0; i < P->n; i++)
        if (alive[i])
          sums[n++] = P->plan[i].sum;
      /* Keep the best third. */
      qsort (sums, (gsize) n, sizeof (double), compare_doubles_desc);
      cut = sums[MAX (0, (n + 2) / 3 - 1)];
      n_alive = 0;
      for (int i = 0; i < P->n; i++)
        {
          alive[i] = alive[i] && P->plan[i].sum >= cut;
          n_alive += alive[i];
        }
    }
  while (!alive[best])
    best++;
  for (int i = best + 1; i < P->n; i++)
    /* Between plans that fare alike, the planner's choice (listed first). */
    if (alive[i] && P->plan[i].sum > P->plan[best].sum + 1e-9)
      best = i;
  *out = P->plan[best].acts[0];
  return TRUE;
}
