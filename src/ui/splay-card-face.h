/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-card-face.h: the faces and backs of French-suited cards, drawn in
 * code (paths and text, no images from elsewhere) in a few styles.
 *
 * A card is drawn once per size, scale factor and style into an image of
 * exactly the device pixels it covers, so it is as crisp as direct drawing,
 * and kept: a board that redraws sixty cards sixty times a second while one
 * of them travels only paints images it already has. */
#pragma once

#include <gtk/gtk.h>

#include "../engine/cards.h"

G_BEGIN_DECLS

/* What the faces look like (the GSettings key card-face). */
typedef enum
{
  SPLAY_CARD_FACE_CLASSIC,     /* red hearts and diamonds, black clubs and spades */
  SPLAY_CARD_FACE_FOUR_COLOUR, /* spades black, hearts red, diamonds blue, clubs green */
  SPLAY_CARD_FACE_LARGE_INDEX, /* low vision: big rank and suit, strong ink, little else */
} SplayCardFaceKind;
#define SPLAY_CARD_FACE_N_KINDS 3

/* The colour of the backs (the GSettings key card-back). */
typedef enum
{
  SPLAY_CARD_BACK_BLUE,
  SPLAY_CARD_BACK_RED,
  SPLAY_CARD_BACK_GREEN,
  SPLAY_CARD_BACK_PURPLE,
  SPLAY_CARD_BACK_GREY,
} SplayCardBackColour;
#define SPLAY_CARD_BACK_N_COLOURS 5

#define SPLAY_TYPE_CARD_FACE_KIND (splay_card_face_kind_get_type ())
#define SPLAY_TYPE_CARD_BACK_COLOUR (splay_card_back_colour_get_type ())
GType splay_card_face_kind_get_type (void);
GType splay_card_back_colour_get_type (void);

/* Everything that decides how a card looks, besides its size. */
typedef struct
{
  SplayCardFaceKind face;
  SplayCardBackColour back;
  gboolean dark; /* the window is dark: the paper is toned down */
} SplayCardStyle;

/* The corner radius of a card @width wide, for rings drawn around it. */
float splay_card_face_corner_radius (float width);

/* Appends @card (a face, SPLAY_CARD_UNKNOWN for a back) at the origin,
 * @width x @height, for a surface of scale factor @scale. The image is made
 * on first use and kept; nothing is appended for SPLAY_CARD_NONE. */
void splay_card_face_snapshot (GtkSnapshot *snapshot, const SplayCardStyle *style, SplayCard card,
                               float width, float height, int scale);

/* A render node that paints @image (@pw x @ph device pixels) one to one:
 * a cairo node, which GTK 4.8's cairo renderer paints as a plain image
 * copy (see splay-card-face-cache.c). */
GskRenderNode *splay_card_image_node (cairo_surface_t *image, int pw, int ph);

/* Adds to @cr's path a rectangle with corners of radius @r (no more than
 * half its shorter side): a card's outline, a zone's, a cell's. */
void splay_card_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r);

/* Draws @card with cairo at the origin of @cr, @width x @height in user
 * units, without the cache (what the cache keeps; for printing and tests). */
void splay_card_face_render (cairo_t *cr, const SplayCardStyle *style, SplayCard card, double width,
                             double height);

/* The most the kept images take: a 1280x800 board at scale 2 shows about
 * 15 MB of cards, and the rest keeps a few sizes of a whole deck. */
#define SPLAY_CARD_FACE_CACHE_BUDGET (48u * 1024 * 1024)

/* Forgets every kept image (the style changed, or memory is wanted). */
void splay_card_face_cache_clear (void);
/* How many images are kept, and their bytes: for tests and benchmarks. */
guint splay_card_face_cache_count (void);
gsize splay_card_face_cache_bytes (void);

/* A board's size is changing (a window being resized): until it has rested
 * a moment, a card missing at its new size is shown as its image at
 * another size, scaled, and drawn crisp once the size rests. */
void splay_card_face_begin_resize (void);
/* Every widget of every window is drawn again in the next frame (a widget
 * whose size did not change keeps its last drawing otherwise): after a
 * change of how cards look. */
void splay_card_face_redraw_everything (void);
/* For benchmarks: with @on FALSE, a resize draws every face anew at once
 * (as before there were stand-ins). On by default. */
void splay_card_face_set_standins (gboolean on);
/* For tests and benchmarks: whether stand-ins may still be on the screen,
 * and how many were drawn since the program started. */
gboolean splay_card_face_is_resizing (void);
guint splay_card_face_standins_drawn (void);

G_END_DECLS
