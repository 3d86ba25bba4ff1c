/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splatoids-ai.h: the heuristic Splatoids player (private to src/ai). */
#pragma once

#include "ai.h"

G_BEGIN_DECLS

SplayAction splatoids_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

/* For the search (HARD, EXPERT): playouts and cut-off evaluation. */
SplayAction splatoids_ai_playout (const SplayRules *rules, const void *state, int seat,
                                  SplayRng *rng);
double splatoids_ai_evaluate (const SplayRules *rules, const void *state, int seat);

G_END_DECLS
