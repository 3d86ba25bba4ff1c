/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SPLAY_TYPE_OVERLAP_LAYOUT (splay_overlap_layout_get_type ())
G_DECLARE_FINAL_TYPE (SplayOverlapLayout, splay_overlap_layout, SPLAY, OVERLAP_LAYOUT,
                      GtkLayoutManager)

/* A row of cards held in the hand: side by side, @spacing apart, while the
 * row has the room; overlapping evenly when it has not, as cards held in
 * a hand do, down to @min_step pixels of each card showing (its index
 * corner). The last child lies on top, so a pointer finds the card whose
 * strip it is over. The row asks for no more width than that smallest
 * overlap, so a hand never makes a window wider. */
GtkLayoutManager *splay_overlap_layout_new (int spacing, int min_step);
void splay_overlap_layout_set_spacing (SplayOverlapLayout *self, int spacing);
void splay_overlap_layout_set_min_step (SplayOverlapLayout *self, int min_step);
/* While the cards overlap, @child (one of them; NULL: none) lies whole,
 * the others closer together on either side of it: the card a player
 * selected can be read where the hand is a fan of strips (a phone). */
void splay_overlap_layout_set_shown (SplayOverlapLayout *self, GtkWidget *child);

G_END_DECLS
