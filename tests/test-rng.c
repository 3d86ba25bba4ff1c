/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seeded generator: same seed, same numbers; ranges and shuffles right. */
#include "config.h"

#include <string.h>

#include "engine/rng.h"

static void
test_deterministic (void)
{
  SplayRng a, b, c;
  gboolean differs = FALSE;

  splay_rng_init (&a, 12345);
  splay_rng_init (&b, 12345);
  splay_rng_init (&c, 12346);
  for (int i = 0; i < 1000; i++)
    {
      uint64_t x = splay_rng_next (&a);
      g_assert_cmpuint (x, ==, splay_rng_next (&b));
      differs |= x != splay_rng_next (&c);
    }
  g_assert_true (differs);

  /* A copy of the struct carries on exactly like the original. */
  c = a;
  for (int i = 0; i < 100; i++)
    g_assert_cmpuint (splay_rng_next (&a), ==, splay_rng_next (&c));

  /* Seed 0 is a seed like any other, not a stuck generator. */
  splay_rng_init (&a, 0);
  g_assert_cmpuint (splay_rng_next (&a), !=, splay_rng_next (&a));
}

static void
test_below_range (void)
{
  static const uint32_t sizes[] = { 1, 2, 3, 7, 52, 104, 1000, 0x80000001u, 0xffffffffu };
  SplayRng rng;

  splay_rng_init (&rng, 7);
  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int i = 0; i < 2000; i++)
      g_assert_cmpuint (splay_rng_below (&rng, sizes[s]), <, sizes[s]);
  for (int i = 0; i < 2000; i++)
    {
      int v = splay_rng_range (&rng, -3, 3);
      double d = splay_rng_double (&rng);
      g_assert_cmpint (v, >=, -3);
      g_assert_cmpint (v, <=, 3);
      g_assert_cmpfloat (d, >=, 0.0);
      g_assert_cmpfloat (d, <, 1.0);
    }
  g_assert_cmpint (splay_rng_range (&rng, 5, 5), ==, 5);
}

static void
test_below_uniform (void)
{
  enum
  {
    N = 10,
    DRAWS = 100000
  };
  int counts[N] = { 0 };
  SplayRng rng;
  double chi2 = 0;

  splay_rng_init (&rng, 99);
  for (int i = 0; i < DRAWS; i++)
    counts[splay_rng_below (&rng, N)]++;
  for (int i = 0; i < N; i++)
    {
      double e = (double) DRAWS / N;
      chi2 += (counts[i] - e) * (counts[i] - e) / e;
    }
  /* 9 degrees of freedom: 27.9 is the 0.1% point. */
  g_assert_cmpfloat (chi2, <, 27.9);
}

static void
test_shuffle (void)
{
  uint8_t items[104], seen[104];
  SplayRng rng;
  int moved = 0;

  for (int i = 0; i < 104; i++)
    items[i] = (uint8_t) i;
  splay_rng_init (&rng, 5);
  splay_rng_shuffle (&rng, items, 104);
  memset (seen, 0, sizeof seen);
  for (int i = 0; i < 104; i++)
    {
      g_assert_cmpuint (items[i], <, 104);
      g_assert_cmpuint (seen[items[i]], ==, 0);
      seen[items[i]] = 1;
      moved += items[i] != i;
    }
  g_assert_cmpint (moved, >, 80);

  /* Every order of three items comes up about equally often. */
  {
    int orders[27] = { 0 };
    for (int t = 0; t < 60000; t++)
      {
        uint8_t three[3] = { 0, 1, 2 };
        splay_rng_shuffle (&rng, three, 3);
        orders[three[0] * 9 + three[1] * 3 + three[2]]++;
      }
    for (int i = 0; i < 27; i++)
      if (orders[i] != 0)
        {
          g_assert_cmpint (orders[i], >, 9000);
          g_assert_cmpint (orders[i], <, 11000);
        }
  }
  splay_rng_shuffle (&rng, items, 0);
  splay_rng_shuffle (&rng, items, 1);
}

static void
test_seed_mix (void)
{
  g_assert_cmpuint (splay_seed_mix (1, 2, 3), ==, splay_seed_mix (1, 2, 3));
  g_assert_cmpuint (splay_seed_mix (1, 2, 3), !=, splay_seed_mix (1, 3, 2));
  g_assert_cmpuint (splay_seed_mix (1, 2, 3), !=, splay_seed_mix (2, 2, 3));
  g_assert_cmpuint (splay_seed_mix (0, 0, 0), !=, splay_seed_mix (0, 0, 1));
}

/* The shuffle draws as splay_rng_below () does, one draw per place from the
 * last down (the games' deals and the search's determinizations depend on
 * it): the same order and the same generator afterwards as that loop, also
 * when a draw is rejected (a generator whose second word is 0 draws 0 first,
 * which splay_rng_below () rejects for a bound not a power of two). */
static void
test_shuffle_draws (void)
{
  for (int t = 0; t < 2000; t++)
    {
      SplayRng a, b;
      uint8_t x[200], y[200];
      int n = t % 3 == 0 ? 7 + t % 50 : t % 200;

      splay_rng_init (&a, (uint64_t) t);
      if (t % 3 == 0)
        a.s[1] = 0;
      b = a;
      for (int i = 0; i < n; i++)
        x[i] = y[i] = (uint8_t) i;
      splay_rng_shuffle (&a, x, n);
      for (int i = n - 1; i > 0; i--)
        {
          int j = (int) splay_rng_below (&b, (uint32_t) i + 1);
          uint8_t k = y[i];

          y[i] = y[j];
          y[j] = k;
        }
      g_assert_cmpmem (x, n, y, n);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rng/deterministic", test_deterministic);
  g_test_add_func ("/rng/below-range", test_below_range);
  g_test_add_func ("/rng/below-uniform", test_below_uniform);
  g_test_add_func ("/rng/shuffle", test_shuffle);
  g_test_add_func ("/rng/seed-mix", test_seed_mix);
  g_test_add_func ("/rng/shuffle-draws", test_shuffle_draws);
  return g_test_run ();
}
