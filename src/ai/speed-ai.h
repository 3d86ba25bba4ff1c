/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speed-ai.h: the computer player of Spit and Splat (private to src/ai). */
#pragma once

#include "ai.h"

G_BEGIN_DECLS

SplayAction speed_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

G_END_DECLS
