/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "splay-board.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPLATOIDS_BOARD (splay_splatoids_board_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplatoidsBoard, splay_splatoids_board, SPLAY, SPLATOIDS_BOARD,
                      SplayBoard)

/* The Splatoids table as one seat sees it: that seat's hand and table piles,
 * every opponent's hand count and table piles, the discard pile, whose turn
 * it is and what just happened (SplayBoard does the seat at the screen, the
 * cover between two people's turns, the status and the hints).
 *
 * Actions (group "board"): play, pick-up, end-turn, toggle-selection,
 * clear-selection, and SplayBoard's reveal and select-next, -previous,
 * -first, -last. A hint selects the cards or the
 * pile it plays, so that Enter plays it.
 */

/* The keyboard cursor: an index into the hand (sorted by rank), then the
 * table piles that hold cards. */
int splay_splatoids_board_get_cursor (SplaySplatoidsBoard *self);
/* The hand as shown, sorted; returns the count. */
int splay_splatoids_board_get_hand (SplaySplatoidsBoard *self, SplayCard *out);
/* For tests: the texts the player sees. */
const char *splay_splatoids_board_get_discard_text (SplaySplatoidsBoard *self);
const char *splay_splatoids_board_get_burned_text (SplaySplatoidsBoard *self);

G_END_DECLS
