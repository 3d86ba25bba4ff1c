/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splito-ai.h: the Splito computer player (random, easy, medium). */
#pragma once

#include "ai.h"
#include "../engine/splito.h"

G_BEGIN_DECLS

extern const SplayAiPolicy splito_ai_policy;

/* The policy's choice for @seat from its @view (a SplitoState as @seat sees
 * it). Returns one of legal (view, seat). */
SplayAction splito_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

/* The player's estimate of what @zone will be worth at the end of the deal,
 * from what @seat can see; for tests and for hints. */
double      splito_ai_zone_estimate (const SplitoState *view, int seat, int zone);

G_END_DECLS
