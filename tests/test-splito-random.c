/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random Splito deals for every seat count, with card conservation checked
 * after every action, and the heuristic player against random ones. */
#include "config.h"

#include <string.h>

#include "engine/splito.h"
#include "ai/splito-ai.h"

#define DEALS_PER_COUNT 10000

static void
assert_check (const SplitoState *s)
{
  g_autoptr (GError) error = NULL;

  if (!splito_rules.check (s, &error))
    {
      g_autofree char *text = splito_rules.state_to_text (s);
      g_error ("check failed: %s\n%s", error->message, text);
    }
}

/* Every seat's view hides exactly what it should: other seats' pending
 * choices always, and hands the seat has not held. */
static void
assert_view (const SplitoState *s, int seat)
{
  SplitoState v;

  splito_rules.view (s, seat, &v);
  for (int t = 0; t < s->n_seats; t++)
    {
      if (t != seat && (s->chosen & (1u << t)))
        {
          g_assert_cmpint (v.choice_card[t], ==, SPLAY_CARD_UNKNOWN);
          g_assert_cmpint (v.choice_side[t], ==, SPLITO_SIDE_UNKNOWN);
        }
      for (int i = 0; i < s->hand_n[t]; i++)
        {
          if (t == seat || (s->hand_seen[t] & (1u << seat)))
            g_assert_cmpint (v.hand[t][i], ==, s->hand[t][i]);
          else
            g_assert_cmpint (v.hand[t][i], ==, SPLAY_CARD_UNKNOWN);
        }
    }
  for (int i = 0; i < v.stock_n; i++)
    g_assert_cmpint (v.stock[i], ==, SPLAY_CARD_UNKNOWN);
}

static void
random_deals (gconstpointer data)
{
  int n_seats = GPOINTER_TO_INT (data);
  SplaySettings settings;
  SplayRng rng;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  long actions = 0;

  splay_settings_defaults (&splito_rules, n_seats, &settings);
  g_assert_true (splito_rules.validate (&settings, NULL));
  splay_rng_init (&rng, 1000 + (uint64_t) n_seats);

  for (int d = 0; d < DEALS_PER_COUNT; d++)
    {
      SplitoState s;
      SplayResult r;
      int steps = 0;

      splito_rules.init (&s, &settings, splay_seed_mix (42, (uint64_t) n_seats, (uint64_t) d));
      assert_check (&s);
      while (!splito_rules.is_over (&s))
        {
          uint32_t actors = splito_rules.actors (&s);
          int seat, n;

          g_assert_cmpuint (actors, !=, 0);
          /* Seats choose in a random order, as people do. */
          do
            seat = (int) splay_rng_below (&rng, (uint32_t) n_seats);
          while (!((actors >> seat) & 1));
          n = splito_rules.legal (&s, seat, legal);
          g_assert_cmpint (n, >, 0);
          if (d % 500 == 0)
            assert_view (&s, seat);
          g_assert_true (
              splito_rules.apply (&s, seat, legal[splay_rng_below (&rng, (uint32_t) n)], NULL));
          assert_check (&s);
          actions++;
          g_assert_cmpint (++steps, <=, 26 * 8);
        }
      g_assert_cmpint (s.round, ==, n_seats == 2 ? 26 : 13);
      g_assert_cmpint (splito_rules.actors (&s), ==, 0);
      splito_rules.result (&s, &r);
      for (int i = 0; i < n_seats; i++)
        {
          g_assert_cmpint (r.points[i], ==, splito_seat_score (&s, i));
          g_assert_cmpint (r.place[i], >=, 1);
          g_assert_cmpint (r.place[i], <=, n_seats);
          g_assert_cmpint (s.hand_n[i], ==, 0);
        }
      /* Every dealt card is in a zone: 13 (26 with two seats) per seat. */
      {
        int placed = 0;
        for (int z = 0; z < s.n_zones; z++)
          placed += s.zone_n[z];
        g_assert_cmpint (placed, ==, 13 * (n_seats == 2 ? 2 : 1) * n_seats + 2 - s.out_n);
      }
      if (d % 1000 == 0)
        {
          g_autofree char *text = splito_rules.state_to_text (&s);
          g_autofree char *again = NULL;
          SplitoState back;
          g_autoptr (GError) error = NULL;

          g_assert_true (splito_rules.state_from_text (&back, text, &error));
          g_assert_no_error (error);
          again = splito_rules.state_to_text (&back);
          g_assert_cmpstr (text, ==, again);
        }
    }
  g_test_message ("%d seats: %ld actions", n_seats, actions);
}

/* Plays @n_deals deals with seat (deal % n) at @level and the others random.
 * Returns the level's win rate (a shared first place counts) and the mean
 * scores. */
static double
play_against_random (int n_seats, int n_deals, SplayLevel level, double *mean_level,
                     double *mean_random)
{
  SplaySettings settings;
  SplayRng rng;
  int wins = 0;
  double sum_level = 0, sum_random = 0;

  splay_settings_defaults (&splito_rules, n_seats, &settings);
  splay_rng_init (&rng, 77 + (uint64_t) n_seats);
  for (int d = 0; d < n_deals; d++)
    {
      SplitoState s, v;
      SplayResult r;
      int hero = d % n_seats;

      splito_rules.init (&s, &settings, splay_seed_mix (7, (uint64_t) n_seats, (uint64_t) d));
      while (!splito_rules.is_over (&s))
        {
          uint32_t actors = splito_rules.actors (&s);
          for (int seat = 0; seat < n_seats; seat++)
            if ((actors >> seat) & 1)
              {
                SplayAction a;
                splito_rules.view (&s, seat, &v);
                a = splito_ai_choose (&v, seat, seat == hero ? level : SPLAY_LEVEL_RANDOM, &rng);
                g_assert_true (splito_rules.apply (&s, seat, a, NULL));
              }
        }
      splito_rules.result (&s, &r);
      if (r.place[hero] == 1)
        wins++;
      for (int i = 0; i < n_seats; i++)
        {
          if (i == hero)
            sum_level += r.points[i];
          else
            sum_random += r.points[i] / (double) (n_seats - 1);
        }
    }
  *mean_level = sum_level / n_deals;
  *mean_random = sum_random / n_deals;
  return (double) wins / n_deals;
}

static void
heuristic_beats_random (gconstpointer data)
{
  int n_seats = GPOINTER_TO_INT (data);
  double ml, mr, rate;

  rate = play_against_random (n_seats, 300, SPLAY_LEVEL_MEDIUM, &ml, &mr);
  g_test_message ("%d seats: medium wins %.0f%%, mean score %.1f against %.1f", n_seats, rate * 100,
                  ml, mr);
  /* A random seat wins about 1/n of the deals. */
  g_assert_cmpfloat (rate, >, 1.3 / n_seats);
  g_assert_cmpfloat (ml, >, 1.3 * mr);
}

static void
easy_beats_random (void)
{
  double ml, mr, rate;

  rate = play_against_random (4, 300, SPLAY_LEVEL_EASY, &ml, &mr);
  g_test_message ("4 seats: easy wins %.0f%%, mean score %.1f against %.1f", rate * 100, ml, mr);
  g_assert_cmpfloat (ml, >, mr);
}

/* With two seats every move counts against the one opponent, where the
 * medium player's edge over the easy one is clearest. */
static void
medium_beats_easy (void)
{
  SplaySettings settings;
  SplayRng rng;
  int wins = 0, n_deals = 200;

  splay_settings_defaults (&splito_rules, 2, &settings);
  splay_rng_init (&rng, 4242);
  for (int d = 0; d < n_deals; d++)
    {
      SplitoState s, v;
      SplayResult r;
      int hero = d % 2;

      splito_rules.init (&s, &settings, splay_seed_mix (8, 2, (uint64_t) d));
      while (!splito_rules.is_over (&s))
        for (int seat = 0; seat < 2; seat++)
          if (splay_rules_seat_may_act (&splito_rules, &s, seat))
            {
              splito_rules.view (&s, seat, &v);
              g_assert_true (splito_rules.apply (
                  &s, seat,
                  splito_ai_choose (&v, seat, seat == hero ? SPLAY_LEVEL_MEDIUM : SPLAY_LEVEL_EASY,
                                    &rng),
                  NULL));
            }
      splito_rules.result (&s, &r);
      if (r.place[hero] == 1)
        wins++;
    }
  g_test_message ("2 seats: medium wins %d of %d deals against easy", wins, n_deals);
  g_assert_cmpint (wins, >, n_deals * 6 / 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int n = 2; n <= 8; n++)
    {
      g_autofree char *path = g_strdup_printf ("/splito/random/%d-seats", n);
      g_test_add_data_func (path, GINT_TO_POINTER (n), random_deals);
    }
  for (int n = 2; n <= 8; n++)
    {
      g_autofree char *path = g_strdup_printf ("/splito/ai/medium-beats-random/%d-seats", n);
      g_test_add_data_func (path, GINT_TO_POINTER (n), heuristic_beats_random);
    }
  g_test_add_func ("/splito/ai/easy-beats-random", easy_beats_random);
  g_test_add_func ("/splito/ai/medium-beats-easy", medium_beats_easy);
  return g_test_run ();
}
