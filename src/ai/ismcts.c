/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ismcts.h"

#define NONE G_MAXUINT32

typedef struct
{
  SplayAction action;
  int seat; /* whose move led here; -1 at the root */
  guint32 first_child;
  guint32 next_sibling;
  guint32 visits;
  guint32 avail; /* iterations in which this move was available */
  double reward; /* summed, for @seat */
} Node;

/* Where each legal action of the current step stands in the legal list, by
 * open addressing; a slot belongs to the current step only when its stamp
 * is the step's, so the table is never cleared. Finding a child's action
 * in the legal list was a scan of the list for every child (a list of 40
 * and as many children at a node is 1,600 comparisons a step). */
#define LOOKUP_SIZE 2048 /* a power of two, well above SPLAY_MAX_ACTIONS */

typedef struct
{
  SplayAction action;
  guint32 stamp;
  int index;
} Slot;

struct _SplayIsmcts
{
  const SplayRules *rules;
  Node *nodes;
  guint max_nodes;
  guint n_nodes;
  guint8 *root_state;
  guint8 *work;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int root_seat; /* of the last search */
  guint32 *path;
  guint path_cap;
  Slot *lookup; /* LOOKUP_SIZE slots */
  guint32 stamp;
};

static inline guint
slot_of (SplayAction a)
{
  return (guint) ((a * 0x9e3779b1u) >> 21) & (LOOKUP_SIZE - 1);
}

/* Makes the lookup answer for the @n actions of self->legal. */
static void
index_legal (SplayIsmcts *self, int n)
{
  if (++self->stamp == 0)
    {
      memset (self->lookup, 0, sizeof (Slot) * LOOKUP_SIZE);
      self->stamp = 1;
    }
  for (int i = 0; i < n; i++)
    {
      guint k = slot_of (self->legal[i]);

      while (self->lookup[k].stamp == self->stamp)
        k = (k + 1) & (LOOKUP_SIZE - 1);
      self->lookup[k].action = self->legal[i];
      self->lookup[k].stamp = self->stamp;
      self->lookup[k].index = i;
    }
}

/* A short legal list is scanned: cheaper than hashing it and its
 * children (Splatoids lists four actions on average). A longer one is
 * looked up in the table index_legal () made of it. */
#define SHORT_LEGAL 16

/* The place of @a in self->legal (of @n actions, all different), or -1. */
static inline int
legal_index (SplayIsmcts *self, int n, SplayAction a)
{
  if (n <= SHORT_LEGAL)
    {
      for (int i = 0; i < n; i++)
        if (self->legal[i] == a)
          return i;
      return -1;
    }
  for (guint k = slot_of (a); self->lookup[k].stamp == self->stamp; k = (k + 1) & (LOOKUP_SIZE - 1))
    if (self->lookup[k].action == a)
      return self->lookup[k].index;
  return -1;
}

SplayIsmcts *
splay_ismcts_new (const SplayRules *rules, guint max_nodes)
{
  SplayIsmcts *self;

  g_return_val_if_fail (rules != NULL && rules->determinize != NULL, NULL);
  g_return_val_if_fail (max_nodes >= 2, NULL);

  self = g_new0 (SplayIsmcts, 1);
  self->rules = rules;
  self->max_nodes = max_nodes;
  self->nodes = g_new (Node, max_nodes);
  self->root_state = g_malloc (rules->state_size);
  self->work = g_malloc (rules->state_size);
  self->path_cap = 4096;
  self->path = g_new (guint32, self->path_cap);
  self->lookup = g_new0 (Slot, LOOKUP_SIZE);
  self->root_seat = -1;
  return self;
}

void
splay_ismcts_free (SplayIsmcts *self)
{
  if (self == NULL)
    return;
  g_free (self->nodes);
  g_free (self->root_state);
  g_free (self->work);
  g_free (self->path);
  g_free (self->lookup);
  g_free (self);
}

gboolean
splay_ismcts_fits (SplayIsmcts *self, const SplayRules *rules, guint max_nodes)
{
  return self != NULL && self->rules == rules && self->max_nodes >= max_nodes;
}

static guint32
new_node (SplayIsmcts *self, guint32 parent, int seat, SplayAction action)
{
  guint32 i = self->n_nodes++;
  Node *n = &self->nodes[i];

  n->action = action;
  n->seat = seat;
  n->first_child = NONE;
  n->visits = 0;
  n->avail = 0;
  n->reward = 0;
  if (parent != NONE)
    {
      n->next_sibling = self->nodes[parent].first_child;
      self->nodes[parent].first_child = i;
    }
  else
    n->next_sibling = NONE;
  return i;
}

/* Who moves next in the tree. With several actors (simultaneous choices,
 * races) the searching seat goes first, so its choice never depends on a
 * choice it could not have seen. */
static int
next_actor (uint32_t actors, int me)
{
  if ((actors >> me) & 1)
    return me;
  return g_bit_nth_lsf (actors, -1);
}

/* log (n) for the exploration term, from a table for the counts a search
 * meets most (the same values libm gives, so the same choices): the
 * logarithm was a tenth of an iteration. */
#define LOG_TABLE_SIZE 32768
static double log_table[LOG_TABLE_SIZE];

__attribute__ ((constructor)) static void
make_log_table (void)
{
  log_table[0] = -HUGE_VAL;
  for (int i = 1; i < LOG_TABLE_SIZE; i++)
    log_table[i] = log ((double) i);
}

static inline double
log_of (guint32 n)
{
  return n < LOG_TABLE_SIZE ? log_table[n] : log ((double) n);
}

static gboolean
in_list (const SplayAction *list, int n, SplayAction a)
{
  for (int i = 0; i < n; i++)
    if (list[i] == a)
      return TRUE;
  return FALSE;
}

static SplayAction
playout_move (SplayIsmcts *self, const SplayIsmctsParams *params, int seat, SplayRng *rng)
{
  int n;

  if (params->playout != NULL)
    return params->playout (self->rules, self->work, seat, rng);
  n = self->rules->legal (self->work, seat, self->legal);
  g_assert (n > 0);
  return self->legal[splay_rng_below (rng, (uint32_t) n)];
}

static void
iterate (SplayIsmcts *self, int me, const SplayIsmctsParams *params, double c, SplayRng *rng)
{
  const SplayRules *rules = self->rules;
  guint32 node = 0;
  guint depth = 0;
  guint max_playout = params->max_playout ? params->max_playout : 1000;
  SplayResult result;
  double value[SPLAY_MAX_SEATS];

  splay_rules_copy_state (rules, self->work, self->root_state);
  rules->determinize (self->work, me, rng);
  self->path[depth++] = 0;

  /* Selection and expansion. */
  while (!rules->is_over (self->work) && depth < self->path_cap)
    {
      int actor = next_actor (rules->actors (self->work), me);
      int n = rules->legal (self->work, actor, self->legal);
      int n_unexpanded = n;
      guint32 best = NONE;
      double best_score = -1;
      uint64_t expanded[(SPLAY_MAX_ACTIONS + 63) / 64] = { 0 };
      guint32 avail[SPLAY_MAX_ACTIONS]; /* the children available, in the tree's order */
      int n_avail = 0;

      g_assert (n > 0);
      if (n > SHORT_LEGAL)
        index_legal (self, n);
      /* Mark the children available in this determinization; what is left
       * unmarked in the legal list is unexpanded. */
      for (guint32 ch = self->nodes[node].first_child; ch != NONE;
           ch = self->nodes[ch].next_sibling)
        {
          Node *child = &self->nodes[ch];
          int i;

          if (child->seat != actor)
            continue;
          i = legal_index (self, n, child->action);
          if (i < 0)
            continue;
          child->avail++;
          expanded[i >> 6] |= (uint64_t) 1 << (i & 63);
          n_unexpanded--;
          if (n_avail < SPLAY_MAX_ACTIONS)
            avail[n_avail++] = ch;
        }

      if (n_unexpanded > 0 && self->n_nodes < self->max_nodes)
        {
          int pick = (int) splay_rng_below (rng, (uint32_t) n_unexpanded);
          for (int i = 0; i < n; i++)
            {
              if ((expanded[i >> 6] >> (i & 63)) & 1 || pick-- > 0)
                continue;
              node = new_node (self, node, actor, self->legal[i]);
              self->nodes[node].avail = 1;
              rules->apply (self->work, actor, self->legal[i], NULL);
              self->path[depth++] = node;
              goto playout;
            }
          g_assert_not_reached ();
        }

      /* UCB over the children available here, from the list just made
       * rather than a second look-up of every child's action. */
      for (int a = 0; a < n_avail; a++)
        {
          guint32 ch = avail[a];
          Node *child = &self->nodes[ch];
          double score;

          if (child->visits == 0)
            continue;
          score = child->reward / child->visits + c * sqrt (log_of (child->avail) / child->visits);
          if (score > best_score)
            {
              best_score = score;
              best = ch;
            }
        }
      if (best == NONE)
        break; /* the arena is full and nothing here was tried: play out */
      node = best;
      rules->apply (self->work, actor, self->nodes[node].action, NULL);
      self->path[depth++] = node;
    }

playout:
  for (guint m = 0; m < max_playout && !rules->is_over (self->work); m++)
    {
      int actor = next_actor (rules->actors (self->work), me);
      SplayAction a = playout_move (self, params, actor, rng);
      rules->apply (self->work, actor, a, NULL);
    }

  /* Backpropagation: each node is scored for the seat whose move led to it.
   * A playout cut off before the end is scored by the evaluation, or counts
   * as an even result without one. */
  if (rules->is_over (self->work))
    {
      memset (&result, 0, sizeof result);
      rules->result (self->work, &result);
      for (int s = 0; s < SPLAY_MAX_SEATS; s++)
        value[s] = s < result.n_seats ? splay_result_reward (&result, s) : 0.5;
    }
  else
    for (int s = 0; s < SPLAY_MAX_SEATS; s++)
      value[s] = -1; /* evaluated when first needed */
  for (guint i = 1; i < depth; i++)
    {
      Node *n = &self->nodes[self->path[i]];
      int seat = n->seat;

      if (value[seat] < 0)
        {
          /* Once: CLAMP () names its argument up to three times. */
          double v = params->evaluate != NULL ? params->evaluate (rules, self->work, seat) : 0.5;

          value[seat] = CLAMP (v, 0.0, 1.0);
        }
      n->visits++;
      n->reward += value[seat];
    }
  self->nodes[0].visits++;
}

gboolean
splay_ismcts_choose (SplayIsmcts *self, const void *state, int seat,
                     const SplayIsmctsParams *params, uint64_t seed, SplayAction *out,
                     SplayIsmctsStats *stats)
{
  const SplayRules *rules;
  SplayRng rng;
  gint64 start = g_get_monotonic_time ();
  gint64 deadline;
  double c;
  guint it = 0;
  guint32 best = NONE;
  int n;

  g_return_val_if_fail (self != NULL && state != NULL && params != NULL && out != NULL, FALSE);
  g_return_val_if_fail (params->max_iterations > 0 || params->max_ms > 0, FALSE);

  rules = self->rules;
  if (!splay_rules_seat_may_act (rules, state, seat))
    return FALSE;
  n = rules->legal (state, seat, self->legal);
  if (n == 0)
    return FALSE;

  splay_rng_init (&rng, seed);
  self->root_seat = seat;
  splay_rules_copy_state (rules, self->root_state, state);
  self->n_nodes = 0;
  new_node (self, NONE, -1, 0);
  c = params->exploration > 0 ? params->exploration : 0.7;
  deadline = params->max_ms ? start + (gint64) params->max_ms * 1000 : G_MAXINT64;

  if (n > 1)
    for (;;)
      {
        iterate (self, seat, params, c, &rng);
        it++;
        if (params->max_iterations && it >= params->max_iterations)
          break;
        if ((it & 31) == 0 && g_get_monotonic_time () >= deadline)
          break;
      }

  /* The most visited move of this seat that is legal in the true state. */
  n = rules->legal (state, seat, self->legal);
  for (guint32 ch = self->nodes[0].first_child; ch != NONE; ch = self->nodes[ch].next_sibling)
    {
      Node *child = &self->nodes[ch];
      if (child->seat != seat || !in_list (self->legal, n, child->action))
        continue;
      if (best == NONE || child->visits > self->nodes[best].visits)
        best = ch;
    }
  *out = best != NONE ? self->nodes[best].action : self->legal[0];

  if (stats != NULL)
    {
      stats->iterations = it;
      stats->nodes = self->n_nodes;
      stats->elapsed_ms = (g_get_monotonic_time () - start) / 1000.0;
      stats->root_value = best != NONE && self->nodes[best].visits > 0
                              ? self->nodes[best].reward / self->nodes[best].visits
                              : 0.5;
    }
  return TRUE;
}

int
splay_ismcts_root_moves (SplayIsmcts *self, SplayAction *actions, guint *visits, double *rewards,
                         int max)
{
  int n = 0;

  g_return_val_if_fail (self != NULL, 0);
  if (self->n_nodes == 0)
    return 0;
  for (guint32 ch = self->nodes[0].first_child; ch != NONE && n < max;
       ch = self->nodes[ch].next_sibling)
    {
      const Node *child = &self->nodes[ch];
      if (child->seat != self->root_seat)
        continue;
      if (actions != NULL)
        actions[n] = child->action;
      if (visits != NULL)
        visits[n] = child->visits;
      if (rewards != NULL)
        rewards[n] = child->reward;
      n++;
    }
  return n;
}

typedef struct
{
  SplayIsmcts *search;
  const void *state;
  int seat;
  const SplayIsmctsParams *params;
  uint64_t seed;
  SplayAction choice;
  SplayIsmctsStats stats;
  gboolean ok;
} Worker;

static gpointer
run_worker (gpointer data)
{
  Worker *w = data;

  w->ok = splay_ismcts_choose (w->search, w->state, w->seat, w->params, w->seed, &w->choice,
                               &w->stats);
  return NULL;
}

gboolean
splay_ismcts_choose_parallel (const SplayRules *rules, const void *state, int seat,
                              const SplayIsmctsParams *params, uint64_t seed, int n_threads,
                              guint max_nodes, SplayAction *out, SplayIsmctsStats *stats)
{
  Worker workers[16];
  GThread *threads[16] = { NULL };
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayAction moves[SPLAY_MAX_ACTIONS];
  guint visits[SPLAY_MAX_ACTIONS];
  double rewards[SPLAY_MAX_ACTIONS];
  guint total_visits[SPLAY_MAX_ACTIONS] = { 0 };
  double total_rewards[SPLAY_MAX_ACTIONS] = { 0 };
  gint64 start = g_get_monotonic_time ();
  int n_legal, best = -1;
  gboolean ok = TRUE;

  g_return_val_if_fail (rules != NULL && state != NULL && params != NULL && out != NULL, FALSE);
  n_threads = CLAMP (n_threads, 1, (int) G_N_ELEMENTS (workers));
  if (!splay_rules_seat_may_act (rules, state, seat))
    return FALSE;
  n_legal = rules->legal (state, seat, legal);
  if (n_legal == 0)
    return FALSE;

  /* Seeds from the given one and the thread's number only, so the sum does
   * not depend on which thread finishes first. Thread 0 runs here. */
  for (int t = 0; t < n_threads; t++)
    {
      workers[t] = (Worker){
        .search = splay_ismcts_new (rules, max_nodes),
        .state = state,
        .seat = seat,
        .params = params,
        .seed = splay_seed_mix (seed, 0x9a7a11e1u, (uint64_t) t),
      };
      if (t > 0)
        threads[t] = g_thread_new ("splay-ismcts", run_worker, &workers[t]);
    }
  run_worker (&workers[0]);
  for (int t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);

  if (stats != NULL)
    memset (stats, 0, sizeof *stats);
  for (int t = 0; t < n_threads; t++)
    {
      int n
          = splay_ismcts_root_moves (workers[t].search, moves, visits, rewards, SPLAY_MAX_ACTIONS);
      ok = ok && workers[t].ok;
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n_legal; j++)
          if (legal[j] == moves[i])
            {
              total_visits[j] += visits[i];
              total_rewards[j] += rewards[i];
              break;
            }
      if (stats != NULL)
        {
          stats->iterations += workers[t].stats.iterations;
          stats->nodes += workers[t].stats.nodes;
        }
      splay_ismcts_free (workers[t].search);
    }
  if (!ok)
    return FALSE;

  /* Most visits over all threads; a tie goes to the earlier legal action. */
  for (int j = 0; j < n_legal; j++)
    if (best < 0 || total_visits[j] > total_visits[best])
      best = j;
  *out = legal[best];
  if (stats != NULL)
    {
      stats->elapsed_ms = (g_get_monotonic_time () - start) / 1000.0;
      stats->root_value = total_visits[best] > 0 ? total_rewards[best] / total_visits[best] : 0.5;
    }
  return TRUE;
}
