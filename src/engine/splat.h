/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splat.h: Splat, the one-handed race (two players; three or four as an
 * option).
 *
 * The state is a SpeedState (speed-core.h: formation, draw piles, play
 * piles, actions and notation). What is Splat's own:
 *  - the cut: seat 0 cuts the shuffled pack (two players: 20 to 32 cards
 *    cut off; more players: every packet but the last within 6 cards of an
 *    even share), then the other seats in turn choose a packet ("choose L";
 *    L is the cut-off top part) and the cutter keeps the last one;
 *  - ranks do not wrap unless the option "wrap" is on;
 *  - a formation of five cards or fewer goes to the hand; the others see
 *    only how many cards it holds;
 *  - "splat P" once somebody's formation and hand are empty claims pile P;
 *    the first splat wins it, the next seat to splat takes its choice of the
 *    rest, and the last seat gets the last pile. Each takes its pile, its
 *    draw pile and its formation;
 *  - a splat while nobody's formation is empty is a false splat: the other
 *    seats choose their piles first, in seat order after the false splatter,
 *    who gets the last pile and all the other seats' formation cards;
 *  - a seat with no draw pile left has a null splat pile instead (a
 *    marker): splatting it takes no cards. A seat left with no cards at all
 *    after a round (such as the holder of the null pile who emptied the
 *    formation and splatted the null pile) wins;
 *  - four players always play with two decks.
 */
#pragma once

#include "speed-core.h"

G_BEGIN_DECLS

extern const SplayRules splat_rules;

typedef SpeedState SplatState;

/* Option indices in splat_rules.options (settings.values[]). */
enum
{
  SPLAT_OPT_WRAP,
  SPLAT_OPT_TWO_DECKS,
  SPLAT_N_OPTIONS
};

G_END_DECLS
