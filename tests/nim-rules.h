/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nim-rules.h: a tiny game for tests of the game-independent layers (model,
 * search), so that they do not depend on any real game's rules.
 *
 * A pile of stones; each turn the seat to move takes 1 to 3; whoever takes the
 * last stone wins the game and scores 1 + the stones it took in all. The seed
 * adds 0 to 2 stones to the pile, as a real deal would vary. */
#pragma once

#include "engine/rules.h"

typedef struct
{
  SplaySettings settings;
  int stones;
  int turn;
  int taken[SPLAY_MAX_SEATS];
  int winner; /* -1 while in play */
} NimState;

extern const SplayRules nim_rules;

/* Sets the exact number of stones (no seed variation) for search tests. */
void nim_set_stones (NimState *s, int stones);
