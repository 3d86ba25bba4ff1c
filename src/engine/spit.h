/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spit.h: Spit (also Speed, Slam, Stress), two players racing.
 *
 * The state is a SpeedState (speed-core.h: layout, decks, piles, actions and
 * notation). What is Spit's own:
 *  - 26 cards each (52 with two decks), dealt from one shuffled pack;
 *  - ranks always wrap: A and Q go on K, K and 2 on A;
 *  - at the end of a round both race to claim a pile ("claim L"); the first
 *    claim wins. The pile the finisher's last card went onto is the
 *    finisher's: only the finisher may claim it;
 *  - a seat that starts a round with no deck left (15 cards or fewer) gets
 *    the spit card (a marker pile). Only the spit card can be claimed then:
 *    its claimer keeps only its deck and layout, the other takes the one real
 *    pile as well. The holder of the spit card who empties the layout and
 *    claims it has no cards left and wins;
 *  - piles are put under the decks without shuffling, unless the option
 *    "shuffle" is on; with "five-in-hand" a layout of four cards or fewer
 *    goes to the hand, face up for both.
 */
#pragma once

#include "speed-core.h"

G_BEGIN_DECLS

extern const SplayRules spit_rules;

typedef SpeedState SpitState;

/* Option indices in spit_rules.options (settings.values[]). */
enum
{
  SPIT_OPT_TWO_DECKS,
  SPIT_OPT_SHUFFLE,
  SPIT_OPT_FIVE_IN_HAND,
  SPIT_N_OPTIONS
};

G_END_DECLS
