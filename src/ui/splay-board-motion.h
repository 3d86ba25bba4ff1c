/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-motion.h: cards that travel on a SplayBoard, from where a
 * view drew them to where the next one draws them. Used by splay-board.c
 * alone; a game's board only says which cards each of its places shows
 * (splay_board_set_place).
 *
 * Before a new view is drawn the motion notes every place's cards and where
 * its top card lies on the board (begin); after the board has drawn it, the
 * cards that left one place and came to another are matched by value (a
 * card that came from, or went to, a hidden hand matches a face-down one)
 * and travel from the old place to the new, eased, 120 to 250 ms by
 * distance. The place a card lands on is hidden (opacity 0) until it
 * arrives; the travelling card is painted over the board by snapshot. Only
 * the board's own node is redrawn each frame: the table beneath keeps its
 * render nodes. */
#pragma once

#include <gtk/gtk.h>

#include "../engine/cards.h"

G_BEGIN_DECLS

typedef struct _SplayMotion SplayMotion;

/* Paints @card (SPLAY_CARD_UNKNOWN: a back) at the origin, @width x @height. */
typedef void (*SplayMotionDrawFunc) (GtkWidget *board, GtkSnapshot *snapshot, SplayCard card,
                                     float width, float height);

SplayMotion *splay_motion_new (GtkWidget *board, SplayMotionDrawFunc draw, GCallback done,
                               gpointer done_data);
void splay_motion_free (SplayMotion *self);

/* @widget shows @cards (bottom first; SPLAY_CARD_UNKNOWN for a face-down
 * card); it keeps them until set again. A widget that is not visible
 * counts as empty. */
void splay_motion_set_place (SplayMotion *self, GtkWidget *widget, const SplayCard *cards,
                             int n_cards);

/* Before a new view is drawn: where every card is now. */
void splay_motion_begin (SplayMotion *self);
/* After it is drawn: sends the cards that changed place on their way, at
 * @speed (1 normal, 2 twice as fast; 0 or less: none travels). Returns how
 * many travel. */
guint splay_motion_end (SplayMotion *self, double speed);
/* Instead of splay_motion_end () after a new deal: the top card of every
 * place comes from the middle of the table, one after another. Returns
 * how many travel. */
guint splay_motion_deal (SplayMotion *self, double speed);
/* Every travelling card lands at once. */
void splay_motion_stop (SplayMotion *self);

guint splay_motion_get_n_travelling (SplayMotion *self);
/* Travel @i: its card, the widget it lands on, how far it has come (0 to
 * 1; -1 before its first frame). FALSE past the last. */
gboolean splay_motion_get_travel (SplayMotion *self, guint i, SplayCard *card, GtkWidget **to,
                                  double *progress);
/* Paints the travelling cards; from the board's snapshot, after its
 * children. */
void splay_motion_snapshot (SplayMotion *self, GtkSnapshot *snapshot);

G_END_DECLS
