/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SPLAY_TYPE_CARD_ROW (splay_card_row_get_type ())
G_DECLARE_FINAL_TYPE (SplayCardRow, splay_card_row, SPLAY, CARD_ROW, GtkWidget)

/* A row of cards (a hand) that overlaps them as far as it must to fit the
 * width it gets, leaving each card's left edge with its rank visible, and
 * wraps onto further rows (each over the top of the one before) when even
 * that is too wide. Later children lie on top. */
/* A covered card shows at least this many pixels, or 0.28 of its width
 * where that is more: enough to read its corner and to point at it. */
#define SPLAY_CARD_ROW_MIN_VISIBLE 22
#define SPLAY_CARD_ROW_MIN_VISIBLE_SHARE 0.28
/* ... but a row squeezes its cards down to this before it wraps (a hand
 * of sixteen after picking up the pile keeps one row, and the table its
 * height): the corner's index still shows whole. */
#define SPLAY_CARD_ROW_TIGHT_VISIBLE 14
#define SPLAY_CARD_ROW_TIGHT_VISIBLE_SHARE 0.21
/* ... and, in a row that groups ranks, a card followed by one of its rank
 * down to this (its rank shows on the card over it). */
#define SPLAY_CARD_ROW_GROUP_VISIBLE 8
#define SPLAY_CARD_ROW_GROUP_VISIBLE_SHARE 0.12

GtkWidget *splay_card_row_new (void);
void splay_card_row_append (SplayCardRow *self, GtkWidget *child);
void splay_card_row_remove_all (SplayCardRow *self);
/* Whether the cards overlap to their corners even where the row has room
 * to lay them apart, and squeeze into one row where they have not, as a
 * hand held in a fan (FALSE at the start). */
void splay_card_row_set_fanned (SplayCardRow *self, gboolean fanned);
/* Whether cards of one rank side by side (a hand sorted by rank) lie
 * closer than the others once the row is squeezed to the cards' indexes,
 * before it wraps: a hand of twenty after picking up the pile keeps one
 * row, and the cards their size (FALSE at the start). */
void splay_card_row_set_group_ranks (SplayCardRow *self, gboolean group);
/* Keeps the height of a row of @n cards (as many rows as they wrap onto)
 * while it holds fewer, so that a hand that grows does not move what lies
 * around it; 0 (the start): the height of the cards it holds. */
void splay_card_row_set_room (SplayCardRow *self, int n);
/* Asks for the width of @n cards (or of as many as it holds, if more),
 * each whole and a little apart (@apart) or else overlapped to their
 * corners, and lays its cards at its start, so that a hand that grows and
 * shrinks does not move what lies beside it: cards that do not fit
 * apart overlap within it. 0 (the start): the width of the cards it
 * holds, laid in its middle. */
void splay_card_row_set_width_room (SplayCardRow *self, int n, gboolean apart);
/* The size of the cards it holds (as the widgets ask for it,
 * splay_card_widget_width_for () and _height_for ()): while it holds none,
 * the room of set_room () and set_width_room () is measured with cards of
 * this size. */
void splay_card_row_set_card_size (SplayCardRow *self, int width, int height);
/* Sizes every card it holds (each a SplayCardWidget of one card) @width
 * wide, and the room it keeps while it holds none for such a card, lifted
 * when selected (splay_card_row_set_card_size ()). */
void splay_card_row_set_card_width (SplayCardRow *self, int width);
guint splay_card_row_get_n_children (SplayCardRow *self);
GtkWidget *splay_card_row_get_nth (SplayCardRow *self, guint n);

G_END_DECLS
