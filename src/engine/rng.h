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

typedef struct {
  uint64_t s[4];
} SplayRng;

void     splay_rng_init    (SplayRng *rng, uint64_t seed);
uint64_t splay_rng_next    (SplayRng *rng);
/* Uniform in [0, n), unbiased; n > 0. */
uint32_t splay_rng_below   (SplayRng *rng, uint32_t n);
/* Uniform in [lo, hi]. */
int      splay_rng_range   (SplayRng *rng, int lo, int hi);
double   splay_rng_double  (SplayRng *rng); /* [0, 1) */
void     splay_rng_shuffle (SplayRng *rng, uint8_t *items, int n);

/* Mixes several numbers into one well-spread seed: the seed of game 3 of a
 * match, or of the computer player's choice at action 57, is
 * splay_seed_mix (match_seed, 3, 57), so it never depends on timing. */
uint64_t splay_seed_mix    (uint64_t a, uint64_t b, uint64_t c);

G_END_DECLS
