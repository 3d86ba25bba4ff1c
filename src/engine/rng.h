/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.h: a small, fast, seeded PRNG (xoshiro256**, seeded by splitmix64).
 *
 * It is a plain struct so it can live inside a game state and be copied with
 * it: a game that shuffles in the middle of play (Spite and Malice) keeps its
 * generator in the state, so replaying the same actions gives the same deal.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

G_BEGIN_DECLS

typedef struct
{
  uint64_t s[4];
} SplayRng;

void splay_rng_init (SplayRng *rng, uint64_t seed);

/* The next 64 bits. Inline, like splay_rng_below: the search and the
 * simulator draw in their inner loops. */
static inline uint64_t
splay_rng_next (SplayRng *rng)
{
  uint64_t *s = rng->s;
  uint64_t r = s[1] * 5;
  uint64_t result = ((r << 7) | (r >> 57)) * 9;
  uint64_t t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
  return result;
}

uint32_t splay_rng_below_slow (SplayRng *rng, uint32_t n, uint64_t m);

/* Uniform in [0, n), unbiased; n > 0. Lemire's multiply-and-reject: one
 * draw nearly always; the rare rejection is out of line. */
static inline uint32_t
splay_rng_below (SplayRng *rng, uint32_t n)
{
  uint64_t m = (uint64_t) (uint32_t) (splay_rng_next (rng) >> 32) * n;

  if (G_UNLIKELY ((uint32_t) m < n))
    return splay_rng_below_slow (rng, n, m);
  return (uint32_t) (m >> 32);
}
/* Uniform in [lo, hi]. */
int splay_rng_range (SplayRng *rng, int lo, int hi);
/* [0, 1). Inline: the playouts draw one at nearly every move. */
static inline double
splay_rng_double (SplayRng *rng)
{
  return (double) (splay_rng_next (rng) >> 11) * 0x1.0p-53;
}
void splay_rng_shuffle (SplayRng *rng, uint8_t *items, int n);

/* Mixes several numbers into one well-spread seed: the seed of game 3 of a
 * match, or of the computer player's choice at action 57, is
 * splay_seed_mix (match_seed, 3, 57), so it never depends on timing. */
static inline uint64_t
splay_seed_mix_step (uint64_t x)
{
  uint64_t z = x + 0x9e3779b97f4a7c15ull;

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Inline: the simulator mixes a seed for every action. */
static inline uint64_t
splay_seed_mix (uint64_t a, uint64_t b, uint64_t c)
{
  return splay_seed_mix_step (splay_seed_mix_step (splay_seed_mix_step (a) ^ b) ^ c);
}

G_END_DECLS
