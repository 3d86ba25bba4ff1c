/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../model/splay-match.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPLATOIDS_BOARD (splay_splatoids_board_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplatoidsBoard, splay_splatoids_board, SPLAY, SPLATOIDS_BOARD, GtkWidget)

/* The Splatoids table as one seat sees it: that seat's hand and table piles,
 * every opponent's hand count and table piles, the discard pile, whose turn
 * it is and what just happened.
 *
 * The seat at the screen is the only human one, or, with several people,
 * the one whose turn it is: between two people's turns a cover hides every
 * hand and the match is paused until the next person reveals their cards.
 *
 * Actions (group "board"): play, pick-up, end-turn, select-next,
 * select-previous, select-first, select-last, toggle-selection,
 * clear-selection, reveal. A move the rules refuse changes nothing; its
 * reason is emitted as "message" (const char *).
 */
GtkWidget  *splay_splatoids_board_new         (SplayMatch *match);
SplayMatch *splay_splatoids_board_get_match   (SplaySplatoidsBoard *self);
/* The seat whose cards are shown (-1: none, e.g. behind the cover). */
int         splay_splatoids_board_get_seat    (SplaySplatoidsBoard *self);
gboolean    splay_splatoids_board_is_covered  (SplaySplatoidsBoard *self);
/* The keyboard cursor: an index into the hand (sorted by rank), then the
 * table piles that hold cards. */
int         splay_splatoids_board_get_cursor  (SplaySplatoidsBoard *self);
/* The hand as shown, sorted; returns the count. */
int         splay_splatoids_board_get_hand    (SplaySplatoidsBoard *self, SplayCard *out);
/* For tests: the texts the player sees. */
const char *splay_splatoids_board_get_turn_text    (SplaySplatoidsBoard *self);
const char *splay_splatoids_board_get_last_text    (SplaySplatoidsBoard *self);
const char *splay_splatoids_board_get_discard_text (SplaySplatoidsBoard *self);
const char *splay_splatoids_board_get_burned_text  (SplaySplatoidsBoard *self);
const char *splay_splatoids_board_get_last_message (SplaySplatoidsBoard *self);

/* Shows @action (one of the shown seat's legal actions) as a hint: its
 * cards or pile are selected, so that Enter plays it, and the hint line says
 * what it is until the game moves on. Anything else is ignored. */
void        splay_splatoids_board_show_hint      (SplaySplatoidsBoard *self, SplayAction action);
/* The hint shown now; FALSE when none is (for tests). */
gboolean    splay_splatoids_board_get_hint       (SplaySplatoidsBoard *self, SplayAction *out);
/* The line under the turn: how to play, or the hint. */
const char *splay_splatoids_board_get_hint_text  (SplaySplatoidsBoard *self);

G_END_DECLS
