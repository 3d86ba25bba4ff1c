/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "splay-board.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPEED_BOARD (splay_speed_board_get_type ())
G_DECLARE_FINAL_TYPE (SplaySpeedBoard, splay_speed_board, SPLAY, SPEED_BOARD, SplayBoard)

/* The table of a race, Spit or Splat (the layouts agree: five columns, a
 * deck and a pile per seat): the person's columns at the bottom, the
 * others' at the top (their face-down cards as backs), the piles between,
 * Ready, claim or splat buttons under the piles, and Pause. Everyone plays
 * at once, so there is no pass-the-screen cover; a paused race hides its
 * cards behind SplayBoard's Resume cover.
 *
 * Input is made for speed. With the mouse: click a card, then a pile (or
 * another column to stack onto it); a face-down top card turns with one
 * click. With the keyboard a card goes down in two keys: one picks a column
 * (or hand card), one picks a pile. Two key sets share one keyboard: the
 * left one (1-5, piles Q W E R, Ready A) for the first person, the right one
 * (6-0, piles O P [ ], Ready L) for the second; the keys of a set nobody
 * uses do nothing. A pile key with no card picked claims the pile at the
 * end of a round (Spit) or splats it (Splat, once someone's layout is
 * empty), and takes a packet of the cut. Escape pauses.
 *
 * Actions (group "board"): pick (ii: key set, slot 0-4), pile (ii: key set,
 * pile), ready (i: key set), pause, and SplayBoard's resume. A move the
 * rules refuse bounces back and its reason is shown on the board, beside
 * the cards (a toast would cover them): the board handles its own
 * "message".
 */

/* The seat a key set plays for, or -1 (nobody uses it). */
int splay_speed_board_get_keyset_seat (SplaySpeedBoard *self, int keyset);
/* The slot a key set has picked, or -1. */
int splay_speed_board_get_picked (SplaySpeedBoard *self, int keyset);
/* For tests: what the player sees. */
const char *splay_speed_board_get_keys_text (SplaySpeedBoard *self, int keyset);
/* The accessible label of a pile's card widget ("Left pile, 5 cards, top: …"). */
const char *splay_speed_board_get_pile_text (SplaySpeedBoard *self, int pile);
/* TRUE while the board shows a move's bounce (a refused move). */
gboolean splay_speed_board_is_bouncing (SplaySpeedBoard *self);

G_END_DECLS
