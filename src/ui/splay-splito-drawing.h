/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-drawing.h: how Splito's own cards are drawn (six colours,
 * values 1-6, scoring cards), with cairo inside GtkSnapshot. Every colour
 * also has its own shape, so nothing depends on telling colours apart.
 * Shared by the card (SplaySplitoCard) and the zone's table of cards
 * (SplaySplitoGrid). */
#pragma once

#include <gtk/gtk.h>

#include "../engine/splito.h"

G_BEGIN_DECLS

gboolean splay_splito_is_dark (void);
/* The card colour's fill, and the ink (value and shape) that reads on it. */
const char *splay_splito_colour_fill (int colour, gboolean dark);
const char *splay_splito_colour_ink (int colour);
void splay_splito_set_source (cairo_t *cr, const char *spec, double alpha);
void splay_splito_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r);
/* The shape of a colour, centred on (cx, cy), about 2r across. */
void splay_splito_shape_path (cairo_t *cr, int colour, double cx, double cy, double r);
/* Text centred on @cx (or, with @wrap > 0, wrapped and centred in the
 * column from @cx to @cx + @wrap), its top at @y. Returns its height. */
int splay_splito_draw_text (cairo_t *cr, GtkWidget *widget, const char *text, double cx, double y,
                            double px, gboolean bold, double wrap);
/* One face-up card in @w x @h at the origin. */
void splay_splito_draw_card (GtkWidget *widget, cairo_t *cr, SplayCard card, double w, double h,
                             gboolean dark);
/* The same, drawn once and kept as an image (per card, size, scale and
 * style) and painted at the origin. Returns the image's node (the
 * cache's; NULL for a size out of reach). */
GskRenderNode *splay_splito_snapshot_card (GtkSnapshot *snapshot, GtkWidget *widget, SplayCard card,
                                           float w, float h, gboolean dark);

typedef void (*SplaySplitoDrawFunc) (cairo_t *cr, gpointer data);
/* What @draw draws in @width x @height, as an image of @scale device
 * pixels a pixel in a render node to keep; paint it with
 * splay_splito_append_image (). */
GskRenderNode *splay_splito_image_node (float width, float height, int scale,
                                        SplaySplitoDrawFunc draw, gpointer data);
void splay_splito_append_image (GtkSnapshot *snapshot, GskRenderNode *node, float width,
                                float height);

/* A widget's image as last drawn sharp, to stand in, scaled, while the
 * widget is being resized: a window dragged through many sizes would
 * otherwise draw every table and face anew at each of them. */
typedef struct
{
  GskRenderNode *node; /* NULL: none yet */
  guint64 key;         /* what else it was drawn for (card, style, scale) */
  float width, height;
  gint64 changed_at; /* when the size last changed */
  guint settle;      /* a redraw once the size rests */
} SplaySplitoKept;

/* Appends @kept's image at @width x @height and returns TRUE when it is
 * what @key and the size ask for, or when the size changed again within
 * a moment (a resize): then the image is scaled and @widget is drawn
 * again, sharp, once its size rests. FALSE: draw anew and keep it. */
gboolean splay_splito_kept_append (SplaySplitoKept *kept, GtkWidget *widget, GtkSnapshot *snapshot,
                                   guint64 key, float width, float height);
/* Keeps @node (a reference of its own), drawn for @key at @width x @height. */
void splay_splito_kept_set (SplaySplitoKept *kept, GskRenderNode *node, guint64 key, float width,
                            float height);
void splay_splito_kept_clear (SplaySplitoKept *kept);

/* gtk_widget_set_tooltip_text (), only when the text changes: setting
 * one asks the X server where the pointer is. */
void splay_splito_set_tooltip (GtkWidget *widget, const char *text);

G_END_DECLS
