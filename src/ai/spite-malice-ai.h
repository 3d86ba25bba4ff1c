/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spite-malice-ai.h: the heuristic computer player of Spite and Malice. */
#pragma once

#include "ai.h"

G_BEGIN_DECLS

/* For the registry in ai.c. */
extern const SplayAiPolicy spite_malice_ai_policy;

/* @view is a SpiteMaliceState as @seat sees it (or the true state: the
 * player looks only at what the seat may see). RANDOM picks uniformly,
 * EASY and MEDIUM search the plays of the turn; EASY makes mistakes. */
SplayAction spite_malice_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

/* For the search (HARD, EXPERT): playouts and cut-off evaluation, on a
 * full (determinized) state. */
SplayAction spite_malice_ai_playout  (const SplayRules *rules, const void *state, int seat,
                                      SplayRng *rng);
double      spite_malice_ai_evaluate (const SplayRules *rules, const void *state, int seat);

G_END_DECLS
