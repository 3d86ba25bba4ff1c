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
GtkWidget *splay_card_row_new (void);
void splay_card_row_append (SplayCardRow *self, GtkWidget *child);
void splay_card_row_remove_all (SplayCardRow *self);
guint splay_card_row_get_n_children (SplayCardRow *self);
GtkWidget *splay_card_row_get_nth (SplayCardRow *self, guint n);

G_END_DECLS
