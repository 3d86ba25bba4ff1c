/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-card-face-private.h: what the drawing of a card face shares
 * between splay-card-face.c (suits, indexes, number cards, backs, the whole
 * card) and splay-card-court.c (court cards and jokers). */
#pragma once

#include <gtk/gtk.h>

#include "splay-card-face.h"

G_BEGIN_DECLS

/* Below these widths (in logical pixels) the ten pips of a ten, or a court
 * figure's face, would be too small to read: such cards show one large
 * suit, or a court's headgear, instead. */
#define PIPS_MIN_WIDTH 50.0
#define FIGURES_MIN_WIDTH 56.0
/* Below this, even a framed court's emblem is too small to tell the suit:
 * the court shows a big suit, as a number card does. */
#define FRAME_MIN_WIDTH 40.0

/* A bold, narrow serif reads best in a card's corner; the rest of the
 * list is what pango falls back to where DejaVu is missing. */
#define INDEX_FONT "DejaVu Serif Condensed, DejaVu Serif, Serif Bold"

#define HEX(c)                                                                      \
  {                                                                                 \
    ((c) >> 16 & 0xff) / 255.f, ((c) >> 8 & 0xff) / 255.f, ((c) &0xff) / 255.f, 1.f \
  }

typedef struct
{
  GdkRGBA paper, edge, line;
  GdkRGBA suit[4];
  /* the court figures' and the joker's colours */
  GdkRGBA red, blue, gold, gold_deep, skin, white, silver, brown, leaf;
} Palette;

static const GdkRGBA G_GNUC_UNUSED ink_black = HEX (0x1e1b24);
static const GdkRGBA G_GNUC_UNUSED ink_red = HEX (0xc01c28);
static const GdkRGBA G_GNUC_UNUSED ink_red_dark = HEX (0xa51d2d);
static const GdkRGBA G_GNUC_UNUSED ink_blue = HEX (0x1a5fb4);
static const GdkRGBA G_GNUC_UNUSED ink_green = HEX (0x1b7a3c);

/* The corner index of a card: where its rank and suit go. */
typedef struct
{
  double cx;    /* centre of the index column */
  double top;   /* top of the rank */
  double cap;   /* height of the rank's capitals */
  double col_w; /* how wide the rank may be */
  double pip;   /* the index suit's height */
  double gap;   /* between rank and suit */
  double left;  /* where the column starts */
  double right; /* where the column ends */
} Index;

/* Which of the designs a card @width wide is drawn in (0-3): below some
 * widths a card shows fewer, larger shapes. A card scaled from another
 * design would not look as it will. */
int splay_card_face_design (float width);

void splay_card_circle (cairo_t *cr, double x, double y, double r);
double splay_card_device_pixel (cairo_t *cr);
void splay_card_suit_path (cairo_t *cr, SplaySuit suit, double cx, double cy, double size,
                           gboolean turned);
void splay_card_fill_suit (cairo_t *cr, SplaySuit suit, double cx, double cy, double size,
                           gboolean turned, const GdkRGBA *colour);
void splay_card_show_text (cairo_t *cr, const char *text, double cap, double cx, double top,
                           double max_w, const GdkRGBA *colour);

/* In splay-card-court.c. */
double splay_card_centre_suit_size (const Index *ix, double w);
void splay_card_draw_plain_court (cairo_t *cr, const Palette *p, const Index *ix, int rank,
                                  SplaySuit suit, double w, double h);
void splay_card_draw_court (cairo_t *cr, const Palette *p, const Index *ix, int rank,
                            SplaySuit suit, double w, double h, gboolean full);
void splay_card_draw_joker (cairo_t *cr, const Palette *p, const Index *ix, SplayCard card,
                            double w, double h, gboolean plain);

G_END_DECLS
