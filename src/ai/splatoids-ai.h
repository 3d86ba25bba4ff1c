/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splatoids-ai.h: the heuristic Splatoids player (private to src/ai). */
#pragma once

#include "ai.h"

G_BEGIN_DECLS

SplayAction splatoids_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

G_END_DECLS
