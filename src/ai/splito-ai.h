/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splito-ai.h: the Splito computer player (random, easy, medium). */
#pragma once

#include "ai.h"
#include "../engine/splito.h"

G_BEGIN_DECLS

/* The policy's choice for @seat from its @view (a SplitoState as @seat sees
 * it). Returns one of legal (view, seat). */
SplayAction splito_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

/* The player's estimate of what @zone will be worth at the end of the deal,
 * from what @seat can see; for tests and for hints. */
double splito_ai_zone_estimate (const SplitoState *view, int seat, int zone);

/* For the search (HARD, EXPERT): evaluation of a cut-off playout on a full
 * (determinized) state. */
double splito_ai_evaluate (const SplayRules *rules, const void *state, int seat);
/* The seats of a Splito state (for the search's budget). */
int splito_ai_n_seats (const void *state);

G_END_DECLS
