/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../engine/cards.h"

G_BEGIN_DECLS

/* The side of one cell of the table at first, and the table's width then. */
#define SPLAY_SPLITO_GRID_CELL 19
#define SPLAY_SPLITO_GRID_WIDTH (SPLAY_SPLITO_GRID_CELL * 8 + 6)

#define SPLAY_TYPE_SPLITO_GRID (splay_splito_grid_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplitoGrid, splay_splito_grid, SPLAY, SPLITO_GRID, GtkWidget)

/* A Splito zone's number cards as a table: a row per colour (with its
 * shape), a column per value, a chip where cards are (doubled for both
 * copies), and the totals of each row and column, so counts by colour and
 * by value read at a glance. Newly revealed cards turn over, then keep a
 * ring. */
GtkWidget *splay_splito_grid_new (void);
/* @fresh has one flag per card: revealed in the last round. With @animate
 * they turn over now. */
void splay_splito_grid_set (SplaySplitoGrid *self, const SplayCard *cards, int n,
                            const gboolean *fresh, gboolean animate);
/* The side of one cell in pixels: the table is 8 cells and 6 pixels wide. */
void splay_splito_grid_set_cell (SplaySplitoGrid *self, int cell);

G_END_DECLS
