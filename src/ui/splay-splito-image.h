/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-image.h: Splito's drawings (splay-splito-drawing.h) kept as
 * images in render nodes: faces per card, size, scale and style; a
 * widget's last image to stand in while it is resized. */
#pragma once

#include <gtk/gtk.h>

#include "../engine/cards.h"

G_BEGIN_DECLS

/* A face-up card (splay_splito_draw_card ()), drawn once and kept as an
 * image (per card, size, scale and style) and painted at the origin. Returns the image's node (the
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

G_END_DECLS
