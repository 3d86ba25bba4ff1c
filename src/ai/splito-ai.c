/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splito-ai.c: the Splito computer player.
 *
 * Splito's score is a product of two zones, and each zone is shared with a
 * neighbour, so the player estimates what each of its zones will be worth at
 * the end of the deal and values a placement by how it changes
 * (left + future) x (right + future). A zone's estimate sums, over its
 * scoring cards and the public cards it may win, the points times the chance
 * the condition holds at the end. Those chances come from the counts in the
 * zones now and from the cards still in play: the player knows exactly the
 * hands it has held (they come round again minus cards it saw revealed; the
 * view shows them) and expects the rest in proportion to the cards it has
 * not seen. Since places are what count, what the other seats' estimates
 * gain from the move counts against it (a card can take a majority away
 * from another zone); and a neighbour ahead of the player gains from their
 * shared zone too, so the player weighs that gain against its own there.
 * EASY makes mistakes: sometimes a random card, otherwise a noisy choice.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "splito-ai.h"

#ifndef DENIAL_WEIGHT
#define DENIAL_WEIGHT 1.0
#endif

typedef struct
{
  int n_cards; /* every card, scoring cards too */
  int colour[SPLITO_N_COLOURS];
  int value[SPLITO_N_VALUES + 1];
} ZoneCounts;

/* What the player knows of the table. */
typedef struct
{
  const SplitoState *s;
  int seat;
  int rounds_left; /* after this round */
  double owners;   /* cards a zone gets per round on average */
  ZoneCounts z[SPLITO_MAX_ZONES];
  /* Expected number cards of each colour/value still to be played (in hands
   * now, and the second deal with two seats), and all cards to be played. */
  double avail_colour[SPLITO_N_COLOURS];
  double avail_value[SPLITO_N_VALUES + 1];
  double avail_total;
} Table;

static void
count_zone (const SplitoState *s, int z, ZoneCounts *k)
{
  memset (k, 0, sizeof *k);
  k->n_cards = s->zone_n[z];
  for (int i = 0; i < s->zone_n[z]; i++)
    {
      SplayCard c = s->zone[z][i];
      if (splito_card_is_number (c))
        {
          k->colour[splito_card_colour (c)]++;
          k->value[splito_card_value (c)]++;
        }
    }
}

static void
add_avail (Table *t, SplayCard c, double w)
{
  t->avail_total += w;
  if (splito_card_is_number (c))
    {
      t->avail_colour[splito_card_colour (c)] += w;
      t->avail_value[splito_card_value (c)] += w;
    }
}

static void
table_init (Table *t, const SplitoState *s, int seat)
{
  guint8 known[SPLITO_N_CARDS] = { 0 };
  int unknown_slots = 0, n_unseen = 0;

  memset (t, 0, sizeof *t);
  t->s = s;
  t->seat = seat;
  t->rounds_left = MAX (0, s->n_rounds - s->round - 1);
  t->owners = s->n_seats == 2 ? 0.5 : 1.0;
  for (int z = 0; z < s->n_zones; z++)
    {
      count_zone (s, z, &t->z[z]);
      for (int i = 0; i < s->zone_n[z]; i++)
        known[s->zone[z][i]] = 1;
    }
  for (int i = 0; i < 2; i++)
    if (splito_card_is_scoring (s->public_cards[i]))
      known[s->public_cards[i]] = 1;
  for (int i = 0; i < s->out_n; i++)
    known[s->out[i]] = 1;

  /* Hands: the ones the player has held are known card by card. */
  for (int h = 0; h < s->n_seats; h++)
    for (int i = 0; i < s->hand_n[h]; i++)
      {
        SplayCard c = s->hand[h][i];
        if (c < SPLITO_N_CARDS)
          {
            known[c] = 1;
            add_avail (t, c, 1.0);
          }
        else
          unknown_slots++;
      }
  if (s->n_seats == 2 && s->round < SPLITO_HAND_SIZE)
    unknown_slots += 2 * SPLITO_HAND_SIZE; /* the second deal */

  /* The rest in proportion to the cards never seen. */
  for (int c = 0; c < SPLITO_N_CARDS; c++)
    if (!known[c])
      n_unseen++;
  if (n_unseen > 0)
    for (int c = 0; c < SPLITO_N_CARDS; c++)
      if (!known[c])
        add_avail (t, (SplayCard) c, (double) unknown_slots / n_unseen);
}

/* P(X >= m) for X ~ Poisson(lambda). */
static double
at_least (double lambda, int m)
{
  double term, sum;

  if (m <= 0)
    return 1.0;
  if (lambda <= 0.0)
    return 0.0;
  term = exp (-lambda);
  sum = term;
  for (int k = 1; k < m; k++)
    {
      term *= lambda / k;
      sum += term;
    }
  return CLAMP (1.0 - sum, 0.0, 1.0);
}

static double
logistic (double x)
{
  return 1.0 / (1.0 + exp (-x));
}

/* How many cards out of @avail of some kind may still reach a zone: the
 * zone's owners aim for what they need, so more than its fair share. */
static double
arrivals (const Table *t, double avail)
{
  double future = t->rounds_left * t->owners;
  double share;

  if (t->avail_total <= 0.0)
    return 0.0;
  share = MIN (1.0, 1.6 * future / t->avail_total);
  return avail * share;
}

static double
majority_chance (const Table *t, int zone, gboolean colour, int what)
{
  int mine = colour ? t->z[zone].colour[what] : t->z[zone].value[what];
  int other = 0;
  double d;

  for (int z = 0; z < t->s->n_zones; z++)
    if (z != zone)
      other = MAX (other, colour ? t->z[z].colour[what] : t->z[z].value[what]);
  d = mine - other;
  if (t->rounds_left == 0)
    return d > 0 ? 0.95 : (d == 0 ? 0.25 : 0.02);
  return logistic ((d - 0.5) * 2.2 / (1.0 + 0.3 * t->rounds_left));
}

static double
card_chance (const Table *t, int zone, SplayCard card)
{
  const SplitoScoringCard *sc = splito_scoring_card (card);
  const ZoneCounts *k = &t->z[zone];
  int R = t->rounds_left;
  int have, m;

  switch (sc->cond)
    {
    case SPLITO_COND_COLOUR_MAJORITY: return majority_chance (t, zone, TRUE, sc->a);
    case SPLITO_COND_VALUE_MAJORITY: return majority_chance (t, zone, FALSE, sc->a);
    case SPLITO_COND_VALUE_EXACTLY:
      have = k->value[sc->a];
      if (have > sc->b)
        return 0.0;
      if (have == sc->b)
        return R == 0 ? 1.0 : 0.85;
      return 0.85 * at_least (arrivals (t, t->avail_value[sc->a]), sc->b - have);
    case SPLITO_COND_COLOURS_EXACTLY:
    case SPLITO_COND_VALUES_EXACTLY:
      {
        gboolean colour = sc->cond == SPLITO_COND_COLOURS_EXACTLY;
        int n = colour ? SPLITO_N_COLOURS : SPLITO_N_VALUES;
        double missing_avail = 0.0;

        have = 0;
        for (int i = 0; i < n; i++)
          {
            int cnt = colour ? k->colour[i] : k->value[i + 1];
            if (cnt > 0)
              have++;
            else
              missing_avail += colour ? t->avail_colour[i] : t->avail_value[i + 1];
          }
        if (have > sc->a)
          return 0.0;
        if (have == sc->a)
          return R == 0 ? 1.0 : 0.8;
        /* New kinds must arrive, each a different one. */
        m = sc->a - have;
        return 0.8 * at_least (arrivals (t, missing_avail) * 0.7, m);
      }
    case SPLITO_COND_COLOURS_ALL_OF:
      {
        double p = 1.0;
        for (int col = 0; col < SPLITO_N_COLOURS; col++)
          if ((sc->mask & (1u << col)) && k->colour[col] == 0)
            p *= at_least (arrivals (t, t->avail_colour[col]), 1);
        return p;
      }
    case SPLITO_COND_AT_MOST:
      if (k->n_cards > sc->a)
        return 0.0;
      return R == 0 ? 1.0 : logistic ((sc->a - k->n_cards - 0.6 * R * t->owners) * 0.8 + 0.5);
    case SPLITO_COND_AT_LEAST:
      if (k->n_cards >= sc->a)
        return 1.0;
      if (k->n_cards + R * (t->s->n_seats == 2 ? 1 : 2) < sc->a)
        return 0.0;
      return logistic ((k->n_cards + 1.2 * R * t->owners - sc->a) * 0.8);
    default: return 0.0;
    }
}

static double
zone_estimate (const Table *t, int zone)
{
  const SplitoState *s = t->s;
  double v = 0.0;

  for (int i = 0; i < s->zone_n[zone]; i++)
    {
      SplayCard c = s->zone[zone][i];
      if (splito_card_is_scoring (c))
        v += splito_scoring_card (c)->points * card_chance (t, zone, c);
    }
  if (!s->public_scored)
    for (int i = 0; i < 2; i++)
      {
        const SplitoScoringCard *sc = splito_scoring_card (s->public_cards[i]);
        v += sc->points * majority_chance (t, zone, sc->cond == SPLITO_COND_COLOUR_MAJORITY, sc->a);
      }
  /* Scoring cards still to come into the zone. */
  v += 0.35 * t->rounds_left * t->owners;
  return v;
}

double
splito_ai_zone_estimate (const SplitoState *view, int seat, int zone)
{
  Table t;

  g_return_val_if_fail (zone >= 0 && zone < view->n_zones, 0.0);
  table_init (&t, view, seat);
  return zone_estimate (&t, zone);
}

/* A zone's estimate after @card is placed in it. The card leaves the
 * cards still to be played. */
static double
estimate_with (Table *t, SplitoState *work, int zone, SplayCard card)
{
  ZoneCounts saved = t->z[zone];
  double v;

  work->zone[zone][work->zone_n[zone]++] = card;
  t->z[zone].n_cards++;
  if (splito_card_is_number (card))
    {
      t->z[zone].colour[splito_card_colour (card)]++;
      t->z[zone].value[splito_card_value (card)]++;
    }
  add_avail (t, card, -1.0);
  v = zone_estimate (t, zone);
  add_avail (t, card, 1.0);
  t->z[zone] = saved;
  work->zone_n[zone]--;
  return v;
}

static double
estimate_after (Table *t, SplitoState *work, int zone, int placed_zone, SplayCard card)
{
  if (zone == placed_zone)
    return estimate_with (t, work, zone, card);
  else
    {
      double v;
      /* The card changes majorities elsewhere too. */
      ZoneCounts saved = t->z[placed_zone];
      if (splito_card_is_number (card))
        {
          t->z[placed_zone].colour[splito_card_colour (card)]++;
          t->z[placed_zone].value[splito_card_value (card)]++;
        }
      t->z[placed_zone].n_cards++;
      add_avail (t, card, -1.0);
      v = zone_estimate (t, zone);
      add_avail (t, card, 1.0);
      t->z[placed_zone] = saved;
      return v;
    }
}

/* The other seat that scores @zone with @seat, or -1 (two seats). */
static int
partner (const SplitoState *s, int seat, int zone)
{
  int a, b;

  splito_zone_seats (s, zone, &a, &b);
  if (a == b)
    return -1;
  return a == seat ? b : a;
}

static void
evaluate (const SplitoState *view, int seat, const SplayAction *legal, int n, double *value)
{
  SplitoState work;
  Table t;
  int zl = splito_left_zone (view, seat), zr = splito_right_zone (view, seat);
  double base_l, base_r, est[SPLITO_MAX_ZONES];
  double lead_weight[2] = { 0.0, 0.0 };
  double mine_now, best_other = 0.0;

  memcpy (&work, view, sizeof work);
  table_init (&t, &work, seat);
  for (int z = 0; z < view->n_zones; z++)
    est[z] = zone_estimate (&t, z);
  base_l = est[zl];
  base_r = est[zr];
  mine_now = base_l * base_r;

  /* Guard the zone shared with a neighbour who is ahead: what helps that
   * zone helps them too. */
  for (int s = 0; s < view->n_seats; s++)
    if (s != seat)
      best_other
          = MAX (best_other, est[splito_left_zone (view, s)] * est[splito_right_zone (view, s)]);
  for (int side = 0; side < 2; side++)
    {
      int z = side == 0 ? zl : zr;
      int p = partner (view, seat, z);
      if (p >= 0)
        {
          int other_zone = z == splito_left_zone (view, p) ? splito_right_zone (view, p)
                                                           : splito_left_zone (view, p);
          double theirs = est[z] * est[other_zone];
          if (theirs > mine_now && theirs >= best_other - 1e-9)
            lead_weight[side] = 0.6 * est[other_zone]; /* d(their score)/d(zone) */
          else if (theirs > mine_now)
            lead_weight[side] = 0.25 * est[other_zone];
        }
    }

  for (int i = 0; i < n; i++)
    {
      SplayCard c = splito_action_card (legal[i]);
      int side = splito_action_place (legal[i]);
      int z = side == SPLITO_LEFT ? zl : zr;
      double after[SPLITO_MAX_ZONES];
      double l, r, v, others = 0.0;

      for (int k = 0; k < view->n_zones; k++)
        after[k] = estimate_after (&t, &work, k, z, c);
      l = after[zl];
      r = after[zr];
      v = l * r - mine_now;
      v -= lead_weight[0] * (l - base_l);
      v -= lead_weight[1] * (r - base_r);

      /* Places are what matter, so what the others gain counts against
       * the move: a card moves majorities away from other zones. A
       * neighbour gains with us in the shared zone, which is worth it when
       * many seats are further off, less so when few are (with three
       * seats, both others are neighbours). */
      for (int o = 0; o < view->n_seats; o++)
        if (o != seat)
          {
            int ol = splito_left_zone (view, o), orr = splito_right_zone (view, o);
            double gain = after[ol] * after[orr] - est[ol] * est[orr];
            if (ol == zl || ol == zr || orr == zl || orr == zr)
              gain /= MAX (1, view->n_seats - 2);
            others += gain;
          }
      if (view->n_seats > 1)
        v -= DENIAL_WEIGHT * others / (view->n_seats - 1);
      value[i] = v;
    }
}

SplayAction
splito_ai_choose (const void *view_ptr, int seat, SplayLevel level, SplayRng *rng)
{
  const SplitoState *view = view_ptr;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  double value[SPLAY_MAX_ACTIONS];
  int n = splito_rules.legal (view, seat, legal);
  int best = 0;

  g_return_val_if_fail (n > 0, SPLAY_ACTION_RESIGN);
  if (level == SPLAY_LEVEL_RANDOM || n == 1)
    return legal[splay_rng_below (rng, (uint32_t) n)];
  if (level == SPLAY_LEVEL_EASY && splay_rng_double (rng) < 0.3)
    return legal[splay_rng_below (rng, (uint32_t) n)];

  evaluate (view, seat, legal, n, value);
  for (int i = 0; i < n; i++)
    {
      /* EASY misjudges every placement a little; ties break at random. */
      double noise = level == SPLAY_LEVEL_EASY ? 4.0 : 1e-6;
      value[i] += noise * (splay_rng_double (rng) - 0.5);
      if (value[i] > value[best])
        best = i;
    }
  return legal[best];
}

/* ------------------------------------------------------------------ */
/* For the search: an evaluation of cut-off playouts                   */

/* The chance of finishing ahead of each other seat, from what the zones
 * would score if the deal ended now, averaged over the others. A seat
 * scores the product of its two zones, so differences are weighed against
 * the size of the scores. */
double
splito_ai_evaluate (const SplayRules *rules, const void *state, int seat)
{
  const SplitoState *s = state;
  int scores[SPLITO_MAX_SEATS];
  double sum = 0.0;
  int mine;

  if (s->n_seats < 2)
    return 0.5;
  splito_seat_scores (s, scores);
  mine = scores[seat];
  for (int i = 0; i < s->n_seats; i++)
    if (i != seat)
      {
        int theirs = scores[i];
        double scale = MAX (4.0, 0.3 * MAX (mine, theirs));
        sum += 1.0 / (1.0 + exp ((theirs - mine) / scale));
      }
  return sum / (s->n_seats - 1);
}

int
splito_ai_n_seats (const void *state)
{
  return ((const SplitoState *) state)->n_seats;
}
