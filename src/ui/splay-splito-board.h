/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "splay-board.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPLITO_BOARD (splay_splito_board_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplitoBoard, splay_splito_board, SPLAY, SPLITO_BOARD, SplayBoard)

/* The Splito table as one seat sees it: every zone around the table (its
 * cards counted by colour and by value, its scoring cards and what it is
 * worth now), the two public scoring cards and the zone leading each, every
 * player's running score, and the seat's hand.
 *
 * A card is placed by selecting it and pressing "Left Zone"/"Right Zone"
 * (or clicking the zone), by dragging it onto a zone, or by keyboard:
 * Left/Right move over the hand, L and R place the card under the cursor,
 * or Enter picks it up and then Left/Right place it. A hint selects its
 * card and marks its zone.
 *
 * The seats choose at once; with several people at the screen each chooses
 * behind SplayBoard's cover. When the cards are revealed the new ones turn
 * over together; when the deal ends the scoring sheet opens (also on
 * demand: board.scoring-sheet).
 *
 * Actions (group "board"): place-left, place-right, place-zone (int: an
 * absolute zone number), toggle-selection, pick (Enter), clear-selection,
 * scoring-sheet, and SplayBoard's reveal and select-next, -previous,
 * -first, -last (after Enter picked a card, next and previous place it).
 */

/* The hand as shown (number cards by colour and value, then scoring
 * cards); returns the count. */
int splay_splito_board_get_hand (SplaySplitoBoard *self, SplayCard *out);
int splay_splito_board_get_cursor (SplaySplitoBoard *self);
/* The selected hand index, or -1. */
int splay_splito_board_get_selected (SplaySplitoBoard *self);
/* For tests: what the player reads. The zone text is also the zone's
 * accessible label. */
const char *splay_splito_board_get_zone_text (SplaySplitoBoard *self, int zone);
const char *splay_splito_board_get_scores_text (SplaySplitoBoard *self);
const char *splay_splito_board_get_public_text (SplaySplitoBoard *self, int index);
/* The round whose reveal is being shown (-1: none yet). */
int splay_splito_board_get_revealed_round (SplaySplitoBoard *self);
/* The scoring sheet as text, zone by zone then player by player, for the
 * current state (newly allocated). */
char *splay_splito_board_get_sheet_text (SplaySplitoBoard *self);
/* The open scoring-sheet window, or NULL. */
GtkWindow *splay_splito_board_get_sheet_window (SplaySplitoBoard *self);

G_END_DECLS
