/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spite-malice-ai.h: the computer players of Spite and Malice. */
#pragma once

#include "ai.h"

G_BEGIN_DECLS

/* @view is a SpiteMaliceState as @seat sees it (or the true state: the
 * player looks only at what the seat may see). RANDOM picks uniformly,
 * EASY and MEDIUM search the plays of the turn; EASY makes mistakes. */
SplayAction spite_malice_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

/* HARD and EXPERT: the planner's best few whole turns, each tried on the
 * same samples of the unseen cards (consistent with all @seat has seen) by
 * playing on with the planner to the end of @seat's next turn; the plan
 * that gains most goal cards over the others is played. @state is the true
 * state, looked at only through determinize (). FALSE when the planner's
 * move is all there is. */
gboolean spite_malice_ai_search (const void *state, int seat, SplayLevel level, uint64_t seed,
                                 SplayAction *out);

G_END_DECLS
