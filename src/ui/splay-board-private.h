/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-private.h: what SplayBoard offers its subclasses (the game
 * boards) and nobody else. */
#pragma once

#include "splay-board.h"
#include "splay-board-status.h"

G_BEGIN_DECLS

/* The game as the seat at the screen sees it: the state of the view drawn
 * last (splay_board_get_view), NULL before the first game. */
gconstpointer splay_board_get_table (SplayBoard *self);

/* The person at the screen may act now (and is not behind the cover). */
gboolean splay_board_may_act (SplayBoard *self);

/* Draws the same view again: the board's own selection or cursor changed. */
void splay_board_redraw (SplayBoard *self);
/* splay_board_redraw () once the main loop is idle, for a layout that
 * changes what the board draws (a tip, a prompt) while it is allocated:
 * the labels must not change during the allocation. */
void splay_board_queue_redraw (SplayBoard *self);
/* Sizes the board again once the allocation is over (a resize queued
 * during it would be lost): its size_cards () measured something whose
 * style it has just changed, which applies only from the next frame. */
void splay_board_queue_resize (SplayBoard *self);

/* Sends @action for the seat at the screen to the match, as @source. A
 * refused move changes nothing; the board says why (naming players, not
 * seat numbers: whose turn it is, who must reveal their cards first) and
 * FALSE is returned. */
gboolean splay_board_submit (SplayBoard *self, SplayAction action, SplayMoveSource source);

/* Emits "message" and keeps @text as the last message. */
void splay_board_say (SplayBoard *self, const char *text);

/* The table under the cover, for a board that builds it in code rather
 * than in its template (whose child goes there by itself). */
void splay_board_set_content (SplayBoard *self, GtkWidget *content);

/* Replays show every hand face up. Fills @row (a SplayCardRow) with @cards
 * face up, @card_width wide, reusing the card widgets it has; shows the row
 * and returns TRUE when the view holds the cards themselves, else hides it
 * and returns FALSE (a hidden hand, drawn as backs as always). */
gboolean splay_board_show_revealed_hand (GtkWidget *row, const SplayCard *cards, int n_cards,
                                         int card_width);

/* Adds @css_class to @widget or takes it away. */
void splay_board_set_css_class (GtkWidget *widget, const char *css_class, gboolean on);

/* Moves @widget, a child of a GtkBox, into the GtkBox @box after @after
 * (NULL: first), as a layout switch does; kept alive on the way. */
void splay_board_move_into_box (GtkWidget *widget, GtkWidget *box, GtkWidget *after);

/* The keyboard's cursor at @cursor among @n places after @move: next and
 * previous go round the ends. 0 when @n is 0. */
int splay_board_step (SplayBoardMove move, int cursor, int n);

/* Motion: in update (), a board says which cards each of its places shows
 * (a card, a pile, a hand: bottom first, SPLAY_CARD_UNKNOWN for a card face
 * down); a widget keeps what it was last told. When a new view is drawn,
 * the cards that left one place and came to another travel between them
 * (splay-board-motion.c); the board need do nothing else. A place hidden
 * (not visible) counts as empty. A SplayCardWidget says where its top
 * card lies; any other widget is one card, or a column whose last card
 * lies whole at its bottom. */
void splay_board_set_place (SplayBoard *self, GtkWidget *widget, const SplayCard *cards,
                            int n_cards);
/* One card (SPLAY_CARD_NONE: none). */
void splay_board_set_place_card (SplayBoard *self, GtkWidget *widget, SplayCard card);
/* @n_cards face down (a hidden hand, a stock). */
void splay_board_set_place_hidden (SplayBoard *self, GtkWidget *widget, int n_cards);

/* @widget (a label that counts something: "7 cards · beat 9") keeps the
 * largest room its texts have needed (its minimum size, so a label that
 * wraps stays free to wrap), so that a shorter text does not move the
 * table around it. Up to 32 widgets per board. */
void splay_board_keep_room (SplayBoard *self, GtkWidget *widget);

/* For tests and benchmarks: travelling card @i (below
 * splay_board_get_n_travelling), the widget it lands on and how far it has
 * come (0 to 1; -1 before the first frame that paints it). FALSE past the
 * last. */
gboolean splay_board_get_travel (SplayBoard *self, guint i, SplayCard *card, GtkWidget **to,
                                 double *progress);

G_END_DECLS
