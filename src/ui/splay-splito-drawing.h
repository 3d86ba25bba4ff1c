/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-drawing.h: how Splito's own cards are drawn (six colours,
 * values 1-6, scoring cards), with cairo inside GtkSnapshot. Every colour
 * also has its own shape, so nothing depends on telling colours apart.
 * Shared by the card (SplaySplitoCard) and the zone's table of cards
 * (SplaySplitoGrid). */
#pragma once

#include <gtk/gtk.h>

#include "../engine/splito.h"
#include "splay-card-face.h"

G_BEGIN_DECLS

gboolean splay_splito_is_dark (void);
/* The card colour's fill, and the ink (value and shape) that reads on it. */
const char *splay_splito_colour_fill (int colour, gboolean dark);
const char *splay_splito_colour_ink (int colour);
void splay_splito_set_source (cairo_t *cr, const char *spec, double alpha);
/* The shape of a colour, centred on (cx, cy), about 2r across. */
void splay_splito_shape_path (cairo_t *cr, int colour, double cx, double cy, double r);
/* A colour's chip, @size square at (@x, @y): its fill with its shape, as
 * the zones' tables head their rows and a scoring card shows colours. */
void splay_splito_draw_chip (cairo_t *cr, int colour, double x, double y, double size,
                             gboolean dark);
/* Text centred on @cx (or, with @wrap > 0, wrapped and centred in the
 * column from @cx to @cx + @wrap), its top at @y. Returns its height. */
int splay_splito_draw_text (cairo_t *cr, GtkWidget *widget, const char *text, double cx, double y,
                            double px, gboolean bold, double wrap);
/* The words on scoring card @card's face, @w x @h: its condition (for
 * "one of each colour" the words above the colours' chips), in the largest
 * size that fits the face with every word whole, else the largest that
 * fits, else the least. *@room (if not NULL) is the height they may
 * take. Owned by a cache: valid until the next text is laid out. */
PangoLayout *splay_splito_scoring_layout (GtkWidget *widget, SplayCard card, double w, double h,
                                          double *room);
/* One face-up card in @w x @h at the origin. */
void splay_splito_draw_card (GtkWidget *widget, cairo_t *cr, SplayCard card, double w, double h,
                             gboolean dark);
/* gtk_widget_set_tooltip_text (), only when the text changes: setting
 * one asks the X server where the pointer is. */
void splay_splito_set_tooltip (GtkWidget *widget, const char *text);

G_END_DECLS
