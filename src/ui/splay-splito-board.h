/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../model/splay-match.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPLITO_BOARD (splay_splito_board_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplitoBoard, splay_splito_board, SPLAY, SPLITO_BOARD, GtkWidget)

/* The Splito table as one seat sees it: every zone around the table (its
 * cards counted by colour and by value, its scoring cards and what it is
 * worth now), the two public scoring cards and the zone leading each, every
 * player's running score, and the seat's hand.
 *
 * A card is placed by selecting it and pressing "Left Zone"/"Right Zone"
 * (or clicking the zone), by dragging it onto a zone, or by keyboard:
 * Left/Right move over the hand, L and R place the card under the cursor,
 * or Enter picks it up and then Left/Right place it.
 *
 * The seats choose at once. With several people at the screen each chooses
 * behind a cover, and the match is paused while it is up. When the cards
 * are revealed the new ones turn over together; when the deal ends the
 * scoring sheet opens (also on demand: board.scoring-sheet).
 *
 * Actions (group "board"): place-left, place-right, place-zone (int: an
 * absolute zone number), select-next, select-previous, select-first,
 * select-last, toggle-selection, pick (Enter), clear-selection, reveal,
 * scoring-sheet. A move the rules refuse changes nothing; its reason is
 * emitted as "message" (const char *).
 */
GtkWidget  *splay_splito_board_new          (SplayMatch *match);
SplayMatch *splay_splito_board_get_match    (SplaySplitoBoard *self);
/* The seat whose hand is shown (-1: none, e.g. behind the cover). */
int         splay_splito_board_get_seat     (SplaySplitoBoard *self);
gboolean    splay_splito_board_is_covered   (SplaySplitoBoard *self);
/* The hand as shown (number cards by colour and value, then scoring
 * cards); returns the count. */
int         splay_splito_board_get_hand     (SplaySplitoBoard *self, SplayCard *out);
int         splay_splito_board_get_cursor   (SplaySplitoBoard *self);
/* The selected hand index, or -1. */
int         splay_splito_board_get_selected (SplaySplitoBoard *self);
/* For tests: what the player reads. The zone text is also the zone's
 * accessible label. */
const char *splay_splito_board_get_zone_text    (SplaySplitoBoard *self, int zone);
const char *splay_splito_board_get_status_text  (SplaySplitoBoard *self);
const char *splay_splito_board_get_scores_text  (SplaySplitoBoard *self);
const char *splay_splito_board_get_public_text  (SplaySplitoBoard *self, int index);
const char *splay_splito_board_get_last_message (SplaySplitoBoard *self);
/* The round whose reveal is being shown (-1: none yet). */
int         splay_splito_board_get_revealed_round (SplaySplitoBoard *self);
/* The scoring sheet as text, zone by zone then player by player, for the
 * current state (newly allocated). */
char       *splay_splito_board_get_sheet_text   (SplaySplitoBoard *self);
/* Shows @action (one of the shown seat's legal actions) as a hint: the card
 * is selected and its zone marked, and the hint line says what it is until
 * the seat has chosen. Anything else is ignored. */
void        splay_splito_board_show_hint        (SplaySplitoBoard *self, SplayAction action);
/* The hint shown now; FALSE when none is (for tests). */
gboolean    splay_splito_board_get_hint         (SplaySplitoBoard *self, SplayAction *out);
/* The line under the status: how to play, or the hint. */
const char *splay_splito_board_get_hint_text    (SplaySplitoBoard *self);
/* The open scoring-sheet window, or NULL. */
GtkWindow  *splay_splito_board_get_sheet_window (SplaySplitoBoard *self);

/* One Splito card (number or scoring card) drawn as the board draws it, not
 * clickable, @width x @height; for pictures outside the board (rules pages). */
GtkWidget  *splay_splito_card_widget_new        (SplayCard card, int width, int height);

G_END_DECLS
