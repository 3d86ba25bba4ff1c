/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-card-size.h: how wide to draw a board's cards in the space it has.
 *
 * A board's size_cards () class method gets its width and height at every
 * allocation and sets its cards' widths from them. These helpers do the
 * arithmetic the boards share: what fits across, what fits down, and one
 * stepped width, so that a window resized by a pixel does not draw every
 * card face anew (faces are cached per size, splay-card-face.c). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Card widths are multiples of this (in logical pixels). */
#define SPLAY_CARD_SIZE_STEP 4

/* The height a SplayCardWidget adds per pixel of card width: the card
 * itself (1.4), the edges of a pile beneath it, the lift of a selected
 * card. Its padding (10 px) does not grow. */
#define SPLAY_CARD_SIZE_DOWN 1.4
#define SPLAY_CARD_SIZE_DOWN_PILE 1.56
#define SPLAY_CARD_SIZE_DOWN_HAND 1.56
/* The padding around a SplayCardWidget's cards, in each direction. */
#define SPLAY_CARD_SIZE_PAD 10

/* The card width that puts @across card widths and @fixed pixels of other
 * things (gaps, padding, labels) in @avail pixels. */
int splay_card_size_fit_width (int avail, int fixed, double across);

/* Sets a board's cards @width wide and says by how many pixels its table
 * is then too tall (0 or less: it fits). */
typedef int (*SplayCardSizeTry) (int width, gpointer data);

/* The widest card, a multiple of SPLAY_CARD_SIZE_STEP from @min to @max,
 * with which the table fits, found by trying (@try is left applied with
 * it). It starts from @current, so a table whose space did not change is
 * tried twice (it fits, one step more does not); else it halves the range
 * until it knows. @min is taken when nothing fits. */
int splay_card_size_search (int min, int max, int current, SplayCardSizeTry try, gpointer data);

/* How much taller than @avail @content is, laid out @for_width wide (for
 * a SplayCardSizeTry). */
int splay_card_size_overflow (GtkWidget *content, int for_width, int avail);

/* The smaller of @by_width and @by_height, clamped to @min..@max and
 * stepped down to a multiple of SPLAY_CARD_SIZE_STEP (@min wins). */
int splay_card_size_choose (int by_width, int by_height, int min, int max);

/* @width scaled by @factor, stepped down, at least @min. */
int splay_card_size_scale (int width, double factor, int min);

G_END_DECLS
