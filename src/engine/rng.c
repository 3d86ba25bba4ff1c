/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "rng.h"

static inline uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void
splay_rng_init (SplayRng *rng, uint64_t seed)
{
  uint64_t x = seed;

  for (int i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

/* splay_rng_below's rare case: the low half fell below n, so it may lie in
 * the biased zone and is drawn again until it does not. */
uint32_t
splay_rng_below_slow (SplayRng *rng, uint32_t n, uint64_t m)
{
  uint32_t low = (uint32_t) m;
  uint32_t threshold = -n % n;

  g_assert (n > 0);
  while (low < threshold)
    {
      /* An all-zero state yields 0 for ever; positions refuse one, but a
       * loop here must never be possible, so reseed (this path is rare: at
       * most one draw in n reaches it). */
      if ((rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) == 0)
        splay_rng_init (rng, 0);
      m = (uint64_t) (uint32_t) (splay_rng_next (rng) >> 32) * n;
      low = (uint32_t) m;
    }
  return (uint32_t) (m >> 32);
}

int
splay_rng_range (SplayRng *rng, int lo, int hi)
{
  g_assert (hi >= lo);
  return lo + (int) splay_rng_below (rng, (uint32_t) (hi - lo + 1));
}

/* Fisher-Yates, drawing j in [0, i] for i from n - 1 down to 1 exactly as
 * splay_rng_below () would, with the generator's four words held in
 * locals: through the pointer, the compiler stored and loaded them at every
 * draw (a determinization shuffles some sixty cards). */
void
splay_rng_shuffle (SplayRng *rng, uint8_t *items, int n)
{
  uint64_t s0 = rng->s[0], s1 = rng->s[1], s2 = rng->s[2], s3 = rng->s[3];

  for (int i = n - 1; i > 0; i--)
    {
      uint64_t r = s1 * 5;
      uint64_t result = ((r << 7) | (r >> 57)) * 9;
      uint64_t t = s1 << 17;
      uint32_t bound = (uint32_t) i + 1;
      uint64_t m;
      uint32_t j;
      uint8_t item;

      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 45) | (s3 >> 19);
      m = (uint64_t) (uint32_t) (result >> 32) * bound;
      if (G_UNLIKELY ((uint32_t) m < bound))
        {
          rng->s[0] = s0, rng->s[1] = s1, rng->s[2] = s2, rng->s[3] = s3;
          j = splay_rng_below_slow (rng, bound, m);
          s0 = rng->s[0], s1 = rng->s[1], s2 = rng->s[2], s3 = rng->s[3];
        }
      else
        j = (uint32_t) (m >> 32);
      item = items[i];
      items[i] = items[j];
      items[j] = item;
    }
  rng->s[0] = s0, rng->s[1] = s1, rng->s[2] = s2, rng->s[3] = s3;
}
