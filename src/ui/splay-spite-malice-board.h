/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "splay-board.h"
#include "../engine/cards.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPITE_MALICE_BOARD (splay_spite_malice_board_get_type ())
G_DECLARE_FINAL_TYPE (SplaySpiteMaliceBoard, splay_spite_malice_board, SPLAY, SPITE_MALICE_BOARD,
                      SplayBoard)

/* The Spite and Malice table as one seat sees it: that seat's goal pile,
 * hand and four discard piles (fanned, so every card shows), the building
 * piles in the centre with the rank each has reached, the draw pile, and
 * every opponent's goal top, discard piles and hand size.
 *
 * A move is a source (a hand card, the goal top, a discard top) put on a
 * target (a building pile, a new pile with unlimited centre stacks, or, for
 * a hand card, one of the player's discard piles, which ends the turn). The
 * player clicks the source then the target, drags the source onto the
 * target, or uses the keyboard: "select-next"/"select-previous" move over
 * the sources (or, with a card held, over the targets), "pick-up" takes the source
 * under the cursor, "target" (int, 1-based building pile) and "place" put
 * it down. A hint picks its card up with the keyboard's target on where it
 * goes, so that "place" plays it.
 *
 * Actions (group "board"): up, down, pick-up, target (i), new-pile, place,
 * end-turn, cancel, and SplayBoard's reveal and select-next, -previous,
 * -first, -last.
 */

/* The hand as shown (in the order drawn); returns the count. */
int splay_spite_malice_board_get_hand (SplaySpiteMaliceBoard *self, SplayCard *out);
/* The keyboard's source cursor: hand cards first, then the goal top (if
 * any), then the discard piles that hold cards. */
int splay_spite_malice_board_get_source_cursor (SplaySpiteMaliceBoard *self);
/* The source picked up, as an action with kind 0 and no target (see
 * SPITE_MALICE_ACTION); 0 if none. */
guint32 splay_spite_malice_board_get_held (SplaySpiteMaliceBoard *self);
/* For tests: the texts the player sees. */
const char *splay_spite_malice_board_get_prompt_text (SplaySpiteMaliceBoard *self);
/* The accessible label of building pile @pile, or NULL if it is not shown. */
const char *splay_spite_malice_board_get_pile_text (SplaySpiteMaliceBoard *self, int pile);
/* The accessible label of the shown seat's discard pile @pile (0-3). */
const char *splay_spite_malice_board_get_discard_text (SplaySpiteMaliceBoard *self, int pile);
const char *splay_spite_malice_board_get_goal_text (SplaySpiteMaliceBoard *self);

G_END_DECLS
