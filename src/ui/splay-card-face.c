/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "splay-card-face.h"

G_DEFINE_ENUM_TYPE (SplayCardFaceKind, splay_card_face_kind,
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_FACE_CLASSIC, "classic"),
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_FACE_FOUR_COLOUR, "four-colour"),
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_FACE_LARGE_INDEX, "large-index"))

G_DEFINE_ENUM_TYPE (SplayCardBackColour, splay_card_back_colour,
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_BACK_BLUE, "blue"),
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_BACK_RED, "red"),
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_BACK_GREEN, "green"),
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_BACK_PURPLE, "purple"),
                    G_DEFINE_ENUM_VALUE (SPLAY_CARD_BACK_GREY, "grey"))

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

static const GdkRGBA ink_black = HEX (0x1e1b24);
static const GdkRGBA ink_red = HEX (0xc01c28);
static const GdkRGBA ink_red_dark = HEX (0xa51d2d);
static const GdkRGBA ink_blue = HEX (0x1a5fb4);
static const GdkRGBA ink_green = HEX (0x1b7a3c);

static void
palette_init (Palette *p, const SplayCardStyle *style)
{
  static const GdkRGBA paper_light = HEX (0xffffff), paper_dark = HEX (0xdeddda);
  static const GdkRGBA edge_light = HEX (0x77767b), edge_dark = HEX (0x0b0b0c);
  static const GdkRGBA red = HEX (0xc01c28), blue = HEX (0x1c5fb8), gold = HEX (0xf5c211);
  static const GdkRGBA gold_deep = HEX (0xc88800), skin = HEX (0xf9dcc0), white = HEX (0xffffff);
  static const GdkRGBA silver = HEX (0xc0bfbc), brown = HEX (0x865e3c), leaf = HEX (0x2e9a58);
  gboolean dark = style->dark;

  /* The paper stays light in a dark window, as a real card does, but is
   * toned down so it does not glare; the edge must stand out against the
   * window, not the card. */
  p->paper = dark ? paper_dark : paper_light;
  p->edge = dark ? edge_dark : edge_light;
  p->line = ink_black;
  p->red = red;
  p->blue = blue;
  p->gold = gold;
  p->gold_deep = gold_deep;
  p->skin = skin;
  p->white = dark ? paper_dark : white;
  p->silver = silver;
  p->brown = brown;
  p->leaf = leaf;

  p->suit[SPLAY_SUIT_CLUBS] = ink_black;
  p->suit[SPLAY_SUIT_SPADES] = ink_black;
  p->suit[SPLAY_SUIT_HEARTS] = dark ? ink_red_dark : ink_red;
  p->suit[SPLAY_SUIT_DIAMONDS] = dark ? ink_red_dark : ink_red;
  switch (style->face)
    {
    case SPLAY_CARD_FACE_FOUR_COLOUR:
      p->suit[SPLAY_SUIT_DIAMONDS] = ink_blue;
      p->suit[SPLAY_SUIT_CLUBS] = ink_green;
      break;
    case SPLAY_CARD_FACE_LARGE_INDEX:
      {
        /* As much contrast as the paper allows. */
        static const GdkRGBA black = HEX (0x000000), deep_red = HEX (0xb0001a);
        p->suit[SPLAY_SUIT_CLUBS] = p->suit[SPLAY_SUIT_SPADES] = black;
        p->suit[SPLAY_SUIT_HEARTS] = p->suit[SPLAY_SUIT_DIAMONDS] = deep_red;
        p->line = black;
      }
      break;
    case SPLAY_CARD_FACE_CLASSIC:
    default: break;
    }
}

float
splay_card_face_corner_radius (float width)
{
  return width * 0.08f;
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MAX (0, MIN (r, MIN (w, h) / 2));
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One device pixel in the user units of @cr. */
static double
device_pixel (cairo_t *cr)
{
  double dx = 1, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  return 1.0 / MAX (hypot (dx, dy), 1e-6);
}

/* ---- suits ---- */

/* The suit's outline, @size high, centred on (@cx, @cy), turned upside
 * down if @turned. Drawn in a box from -1 to 1; all subpaths turn the
 * same way, so the club's circles and stem fill as one. */
static void
suit_path (cairo_t *cr, SplaySuit suit, double cx, double cy, double size, gboolean turned)
{
  cairo_matrix_t saved;

  cairo_get_matrix (cr, &saved);
  cairo_translate (cr, cx, cy);
  if (turned)
    cairo_rotate (cr, G_PI);
  cairo_scale (cr, size / 2, size / 2);
  cairo_new_sub_path (cr);
  switch ((int) suit)
    {
    case SPLAY_SUIT_HEARTS:
      cairo_move_to (cr, 0, 1);
      cairo_curve_to (cr, -0.22, 0.68, -1, 0.22, -1, -0.4);
      cairo_curve_to (cr, -1, -0.8, -0.72, -1, -0.47, -1);
      cairo_curve_to (cr, -0.22, -1, -0.05, -0.84, 0, -0.62);
      cairo_curve_to (cr, 0.05, -0.84, 0.22, -1, 0.47, -1);
      cairo_curve_to (cr, 0.72, -1, 1, -0.8, 1, -0.4);
      cairo_curve_to (cr, 1, 0.22, 0.22, 0.68, 0, 1);
      cairo_close_path (cr);
      break;
    case SPLAY_SUIT_DIAMONDS:
      cairo_move_to (cr, 0, -1);
      cairo_curve_to (cr, 0.24, -0.62, 0.5, -0.3, 0.76, 0);
      cairo_curve_to (cr, 0.5, 0.3, 0.24, 0.62, 0, 1);
      cairo_curve_to (cr, -0.24, 0.62, -0.5, 0.3, -0.76, 0);
      cairo_curve_to (cr, -0.5, -0.3, -0.24, -0.62, 0, -1);
      cairo_close_path (cr);
      break;
    case SPLAY_SUIT_SPADES:
      cairo_move_to (cr, 0, -1);
      cairo_curve_to (cr, 0.2, -0.64, 0.96, -0.3, 0.94, 0.16);
      cairo_curve_to (cr, 0.93, 0.5, 0.62, 0.66, 0.4, 0.64);
      cairo_curve_to (cr, 0.24, 0.63, 0.12, 0.56, 0.06, 0.46);
      cairo_curve_to (cr, 0.08, 0.7, 0.2, 0.9, 0.42, 1);
      cairo_line_to (cr, -0.42, 1);
      cairo_curve_to (cr, -0.2, 0.9, -0.08, 0.7, -0.06, 0.46);
      cairo_curve_to (cr, -0.12, 0.56, -0.24, 0.63, -0.4, 0.64);
      cairo_curve_to (cr, -0.62, 0.66, -0.93, 0.5, -0.94, 0.16);
      cairo_curve_to (cr, -0.96, -0.3, -0.2, -0.64, 0, -1);
      cairo_close_path (cr);
      break;
    case SPLAY_SUIT_CLUBS:
      cairo_arc (cr, 0, -0.5, 0.47, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, -0.5, 0.2, 0.47, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.5, 0.2, 0.47, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0.02, 0.3, 0, 2 * G_PI);
      cairo_close_path (cr);
      cairo_move_to (cr, 0.07, 0.2);
      cairo_curve_to (cr, 0.08, 0.66, 0.2, 0.9, 0.42, 1);
      cairo_line_to (cr, -0.42, 1);
      cairo_curve_to (cr, -0.2, 0.9, -0.08, 0.66, -0.07, 0.2);
      cairo_close_path (cr);
      break;
    default:
      {
        /* The joker's star. */
        for (int i = 0; i < 10; i++)
          {
            double a = -G_PI / 2 + i * G_PI / 5, r = i % 2 ? 0.42 : 1.0;

            if (i == 0)
              cairo_move_to (cr, r * cos (a), 0.08 + r * sin (a));
            else
              cairo_line_to (cr, r * cos (a), 0.08 + r * sin (a));
          }
        cairo_close_path (cr);
      }
      break;
    }
  cairo_set_matrix (cr, &saved);
}

static void
fill_suit (cairo_t *cr, SplaySuit suit, double cx, double cy, double size, gboolean turned,
           const GdkRGBA *colour)
{
  suit_path (cr, suit, cx, cy, size, turned);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill (cr);
}

/* ---- text ---- */

static PangoLayout *
text_layout (cairo_t *cr, const char *text, double px)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (INDEX_FONT);
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Unhinted metrics: the bottom corner is the top one turned, and must
   * come out the same. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_SLIGHT);
  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  cairo_font_options_destroy (options);
  pango_layout_context_changed (layout);

  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, MAX (1.0, px) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* The height of a capital in the index font, per pixel of font size. */
static double
cap_ratio (cairo_t *cr)
{
  static double ratio;

  if (ratio == 0)
    {
      g_autoptr (PangoLayout) layout = text_layout (cr, "K", 100);
      PangoRectangle ink;

      pango_layout_get_extents (layout, &ink, NULL);
      ratio = ink.height > 0 ? ink.height / (double) PANGO_SCALE / 100 : 0.73;
    }
  return ratio;
}

/* Draws @text with capitals @cap high, the top of its ink at @top and
 * centred on @cx, narrowed to @max_w if it is wider ("10"). */
static void
show_text (cairo_t *cr, const char *text, double cap, double cx, double top, double max_w,
           const GdkRGBA *colour)
{
  double px = cap / cap_ratio (cr);
  g_autoptr (PangoLayout) layout = text_layout (cr, text, px);
  PangoRectangle ink, ref;
  double iw, sx;

  pango_layout_get_extents (layout, &ink, NULL);
  {
    /* Tops line up on the capitals' top, whatever the letter's overshoot. */
    g_autoptr (PangoLayout) k = text_layout (cr, "K", px);
    pango_layout_get_extents (k, &ref, NULL);
  }
  iw = ink.width / (double) PANGO_SCALE;
  sx = iw > max_w ? max_w / iw : 1.0;

  cairo_save (cr);
  cairo_translate (cr, cx, top);
  cairo_scale (cr, sx, 1);
  cairo_move_to (cr, -(ink.x / (double) PANGO_SCALE + iw / 2), -ref.y / (double) PANGO_SCALE);
  gdk_cairo_set_source_rgba (cr, colour);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* ---- the corner index ---- */

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

static void
index_init (Index *ix, SplayCardFaceKind face, double w)
{
  double margin = MAX (1.5, 0.045 * w);

  /* The index grows with the card, but never below what reads on a
   * 28-pixel card of a narrow window. */
  if (face == SPLAY_CARD_FACE_LARGE_INDEX)
    {
      ix->cap = MAX (0.27 * w, 9.0);
      ix->pip = ix->cap * 0.86;
      ix->col_w = ix->cap * 1.05;
    }
  else
    {
      ix->cap = MAX (0.135 * w, 7.5);
      /* On the smallest cards a club and a spade differ in a few pixels
       * only: the suit keeps a size where they read apart. */
      ix->pip = MAX (ix->cap * 0.78, 6.5);
      ix->col_w = ix->cap * 0.95;
    }
  ix->top = MAX (2.0, 0.05 * w);
  ix->gap = ix->cap * 0.22;
  ix->cx = margin + ix->col_w / 2;
  ix->left = margin;
  ix->right = margin + ix->col_w;
}

static void
draw_index (cairo_t *cr, const Index *ix, const char *rank, SplaySuit suit, const GdkRGBA *colour)
{
  /* "10" may spread a little past the column rather than squeeze too far,
   * but not to the card's edge. */
  double max_w = g_utf8_strlen (rank, -1) > 1 ? MIN (ix->col_w * 1.3, 2 * (ix->cx - ix->left * 0.6))
                                              : ix->col_w;

  show_text (cr, rank, ix->cap, ix->cx, ix->top, max_w, colour);
  fill_suit (cr, suit, ix->cx, ix->top + ix->cap + ix->gap + ix->pip / 2, ix->pip, FALSE, colour);
}

/* ---- number cards ---- */

/* Where the pips of 2..10 lie: column -1, 0, 1 and a row from 0 (top) to 1
 * (bottom), as on real cards; pips below the middle are turned. */
typedef struct
{
  signed char col;
  float row;
} Pip;

static const Pip pip_layouts[11][10] = {
  [2] = { { 0, 0 }, { 0, 1 } },
  [3] = { { 0, 0 }, { 0, 0.5f }, { 0, 1 } },
  [4] = { { -1, 0 }, { 1, 0 }, { -1, 1 }, { 1, 1 } },
  [5] = { { -1, 0 }, { 1, 0 }, { 0, 0.5f }, { -1, 1 }, { 1, 1 } },
  [6] = { { -1, 0 }, { 1, 0 }, { -1, 0.5f }, { 1, 0.5f }, { -1, 1 }, { 1, 1 } },
  [7] = { { -1, 0 }, { 1, 0 }, { 0, 0.25f }, { -1, 0.5f }, { 1, 0.5f }, { -1, 1 }, { 1, 1 } },
  [8] = { { -1, 0 },
          { 1, 0 },
          { 0, 0.25f },
          { -1, 0.5f },
          { 1, 0.5f },
          { 0, 0.75f },
          { -1, 1 },
          { 1, 1 } },
  [9] = { { -1, 0 },
          { 1, 0 },
          { -1, 1 / 3.f },
          { 1, 1 / 3.f },
          { 0, 0.5f },
          { -1, 2 / 3.f },
          { 1, 2 / 3.f },
          { -1, 1 },
          { 1, 1 } },
  [10] = { { -1, 0 },
           { 1, 0 },
           { 0, 1 / 6.f },
           { -1, 1 / 3.f },
           { 1, 1 / 3.f },
           { -1, 2 / 3.f },
           { 1, 2 / 3.f },
           { 0, 5 / 6.f },
           { -1, 1 },
           { 1, 1 } },
};

static void
draw_pips (cairo_t *cr, int rank, SplaySuit suit, const GdkRGBA *colour, double w, double h)
{
  double size = 0.16 * w, dx = 0.19 * w;
  double y0 = 0.2 * h, y1 = 0.8 * h;

  for (int i = 0; i < rank; i++)
    {
      const Pip *pip = &pip_layouts[rank][i];
      double y = y0 + pip->row * (y1 - y0);

      suit_path (cr, suit, w / 2 + pip->col * dx, y, size, pip->row > 0.5f);
    }
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill (cr);
}

static void
draw_ace (cairo_t *cr, const Palette *p, SplaySuit suit, const GdkRGBA *colour, double w, double h)
{
  double size = suit == SPLAY_SUIT_SPADES ? 0.56 * w : 0.44 * w;

  fill_suit (cr, suit, w / 2, h / 2, size, FALSE, colour);
  if (suit == SPLAY_SUIT_SPADES)
    {
      /* The ace of spades is the ornate one: an inner line and a boss. */
      suit_path (cr, suit, w / 2, h / 2 - size * 0.03, size * 0.74, FALSE);
      gdk_cairo_set_source_rgba (cr, &p->paper);
      cairo_set_line_width (cr, MAX (0.012 * w, device_pixel (cr)));
      cairo_stroke (cr);
      cairo_arc (cr, w / 2, h / 2 + size * 0.02, size * 0.08, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* ---- court cards ---- */

/* Court drawings are made in units: the frame is 100 wide, and each half
 * is @half high, the top of the frame at 0 and the middle at @half. Y()
 * measures up from the middle, where the figure stands. */
#define Y(v) (half - (v))

typedef struct
{
  const Palette *p;
  int rank;
  SplaySuit suit;
  double lw;    /* outline width, in units */
  GdkRGBA robe; /* the two colours of a figure's clothes */
  GdkRGBA trim;
  GdkRGBA hair;
  GdkRGBA pip;
} Court;

static void
fill_stroke (cairo_t *cr, const Court *c, const GdkRGBA *fill)
{
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &c->p->line);
  cairo_set_line_width (cr, c->lw);
  cairo_stroke (cr);
}

static void
circle (cairo_t *cr, double x, double y, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_close_path (cr);
}

/* The crown, tiara or cap, centred at x 50 and standing on Y(74). */
static void
draw_headgear (cairo_t *cr, const Court *c, double half)
{
  const Palette *p = c->p;

  switch (c->rank)
    {
    case SPLAY_RANK_KING:
      cairo_move_to (cr, 37.5, Y (74));
      cairo_line_to (cr, 36, Y (93));
      cairo_line_to (cr, 43.5, Y (84));
      cairo_line_to (cr, 50, Y (96));
      cairo_line_to (cr, 56.5, Y (84));
      cairo_line_to (cr, 64, Y (93));
      cairo_line_to (cr, 62.5, Y (74));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->gold);
      cairo_rectangle (cr, 37.5, Y (80), 25, 6);
      fill_stroke (cr, c, &p->gold);
      circle (cr, 36, Y (93), 1.8);
      circle (cr, 50, Y (96), 2);
      circle (cr, 64, Y (93), 1.8);
      fill_stroke (cr, c, &p->gold);
      circle (cr, 43.5, Y (77), 1.5);
      circle (cr, 56.5, Y (77), 1.5);
      fill_stroke (cr, c, &c->trim);
      circle (cr, 50, Y (77), 1.7);
      fill_stroke (cr, c, &c->robe);
      break;

    case SPLAY_RANK_QUEEN:
      /* A tiara of pearls. */
      cairo_move_to (cr, 39, Y (74));
      cairo_line_to (cr, 38.5, Y (84));
      cairo_curve_to (cr, 41, Y (80), 44, Y (80), 45, Y (84));
      cairo_curve_to (cr, 46, Y (88), 48, Y (91), 50, Y (91));
      cairo_curve_to (cr, 52, Y (91), 54, Y (88), 55, Y (84));
      cairo_curve_to (cr, 56, Y (80), 59, Y (80), 61.5, Y (84));
      cairo_line_to (cr, 61, Y (74));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->gold);
      circle (cr, 38.5, Y (85.5), 1.6);
      circle (cr, 50, Y (93), 1.9);
      circle (cr, 61.5, Y (85.5), 1.6);
      fill_stroke (cr, c, &p->white);
      circle (cr, 50, Y (79), 1.6);
      fill_stroke (cr, c, &c->robe);
      break;

    case SPLAY_RANK_JACK:
    default:
      /* A feathered cap, worn at a slant. */
      cairo_move_to (cr, 58, Y (86));
      cairo_curve_to (cr, 67, Y (91), 75, Y (88), 80, Y (81));
      cairo_curve_to (cr, 74, Y (84), 69, Y (82), 62, Y (79));
      cairo_close_path (cr);
      fill_stroke (cr, c, &c->trim);
      cairo_move_to (cr, 60, Y (84));
      cairo_curve_to (cr, 67, Y (87), 74, Y (86), 79, Y (81.5));
      gdk_cairo_set_source_rgba (cr, &p->line);
      cairo_set_line_width (cr, c->lw * 0.7);
      cairo_stroke (cr);
      cairo_move_to (cr, 36, Y (73));
      cairo_curve_to (cr, 34, Y (83), 42, Y (89), 53, Y (88));
      cairo_curve_to (cr, 63, Y (87), 68, Y (81), 66, Y (73));
      cairo_close_path (cr);
      fill_stroke (cr, c, &c->robe);
      cairo_move_to (cr, 35.5, Y (72));
      cairo_line_to (cr, 66.5, Y (72));
      cairo_line_to (cr, 66, Y (77));
      cairo_line_to (cr, 36, Y (77));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->gold);
      break;
    }
}

static void
draw_face_features (cairo_t *cr, const Court *c, double half)
{
  const Palette *p = c->p;
  GdkRGBA lips = p->red;

  /* eyes and brows */
  gdk_cairo_set_source_rgba (cr, &p->line);
  circle (cr, 45.8, Y (65.5), 1.05);
  circle (cr, 54.2, Y (65.5), 1.05);
  cairo_fill (cr);
  cairo_set_line_width (cr, c->lw * 0.8);
  cairo_move_to (cr, 43.5, Y (68.4));
  cairo_curve_to (cr, 44.5, Y (69.4), 46.5, Y (69.4), 47.8, Y (68.6));
  cairo_move_to (cr, 52.2, Y (68.6));
  cairo_curve_to (cr, 53.5, Y (69.4), 55.5, Y (69.4), 56.5, Y (68.4));
  /* nose: a soft hook, not a letter */
  cairo_move_to (cr, 50.2, Y (64.6));
  cairo_curve_to (cr, 49.4, Y (62.6), 48.6, Y (61.2), 49.8, Y (60.6));
  cairo_stroke (cr);
  if (c->rank != SPLAY_RANK_KING)
    {
      /* mouth */
      cairo_move_to (cr, 47.6, Y (57.4));
      cairo_curve_to (cr, 49, Y (56.4), 51, Y (56.4), 52.4, Y (57.4));
      gdk_cairo_set_source_rgba (cr, &lips);
      cairo_set_line_width (cr, c->lw * 1.3);
      cairo_stroke (cr);
    }
  if (c->rank == SPLAY_RANK_QUEEN)
    {
      GdkRGBA blush = p->red;

      blush.alpha = 0.22f;
      gdk_cairo_set_source_rgba (cr, &blush);
      circle (cr, 44, Y (60.5), 2.4);
      circle (cr, 56, Y (60.5), 2.4);
      cairo_fill (cr);
    }
}

/* What the figure holds, on its own side of the card. */
static void
draw_attribute (cairo_t *cr, const Court *c, double half)
{
  const Palette *p = c->p;

  switch (c->rank)
    {
    case SPLAY_RANK_KING:
      /* a sword, point up */
      cairo_move_to (cr, 78.6, Y (30));
      cairo_line_to (cr, 78.6, Y (86));
      cairo_line_to (cr, 80, Y (92));
      cairo_line_to (cr, 81.4, Y (86));
      cairo_line_to (cr, 81.4, Y (30));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->silver);
      cairo_rectangle (cr, 79, Y (20), 2, 10);
      fill_stroke (cr, c, &p->brown);
      rounded_rect (cr, 72.5, Y (32.5), 15, 3.4, 1.2);
      fill_stroke (cr, c, &p->gold);
      circle (cr, 80, Y (18.5), 2);
      fill_stroke (cr, c, &p->gold);
      cairo_save (cr);
      cairo_translate (cr, 80, Y (25));
      cairo_scale (cr, 4.2, 3.4);
      circle (cr, 0, 0, 1);
      cairo_restore (cr);
      fill_stroke (cr, c, &p->skin);
      break;

    case SPLAY_RANK_QUEEN:
      /* a flower */
      cairo_move_to (cr, 21, Y (22));
      cairo_curve_to (cr, 19, Y (38), 22, Y (50), 20, Y (64));
      gdk_cairo_set_source_rgba (cr, &p->leaf);
      cairo_set_line_width (cr, c->lw * 1.6);
      cairo_stroke (cr);
      cairo_move_to (cr, 20.6, Y (44));
      cairo_curve_to (cr, 25, Y (50), 29, Y (50), 31, Y (48));
      cairo_curve_to (cr, 28, Y (43), 24, Y (42), 20.6, Y (44));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->leaf);
      for (int i = 0; i < 5; i++)
        {
          double a = -G_PI / 2 + i * 2 * G_PI / 5;

          circle (cr, 20 + 3.2 * cos (a), Y (67) + 3.2 * sin (a), 2.6);
          fill_stroke (cr, c, &p->red);
        }
      circle (cr, 20, Y (67), 1.9);
      fill_stroke (cr, c, &p->gold);
      cairo_save (cr);
      cairo_translate (cr, 21, Y (24));
      cairo_scale (cr, 4.2, 3.4);
      circle (cr, 0, 0, 1);
      cairo_restore (cr);
      fill_stroke (cr, c, &p->skin);
      break;

    case SPLAY_RANK_JACK:
    default:
      /* a halberd */
      cairo_rectangle (cr, 17, Y (88), 2.4, 86);
      fill_stroke (cr, c, &p->brown);
      cairo_move_to (cr, 19.4, Y (84));
      cairo_curve_to (cr, 24, Y (86), 28, Y (83), 29, Y (77));
      cairo_curve_to (cr, 26, Y (79), 22, Y (78), 19.4, Y (76));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->silver);
      cairo_move_to (cr, 17, Y (88));
      cairo_line_to (cr, 18.2, Y (97));
      cairo_line_to (cr, 19.4, Y (88));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->silver);
      cairo_save (cr);
      cairo_translate (cr, 18.2, Y (26));
      cairo_scale (cr, 4.2, 3.4);
      circle (cr, 0, 0, 1);
      cairo_restore (cr);
      fill_stroke (cr, c, &p->skin);
      break;
    }
}

static void
draw_figure (cairo_t *cr, const Court *c, double half)
{
  const Palette *p = c->p;
  const Court *body = c;
  Court head;

  /* What falls behind the shoulders comes first: the queen's veil and
   * hair. */
  if (c->rank == SPLAY_RANK_QUEEN)
    {
      cairo_move_to (cr, 38, Y (80));
      cairo_curve_to (cr, 29, Y (70), 26, Y (56), 25, Y (42));
      cairo_line_to (cr, 75, Y (42));
      cairo_curve_to (cr, 74, Y (56), 71, Y (70), 62, Y (80));
      cairo_close_path (cr);
      fill_stroke (cr, c, &c->trim);
      cairo_move_to (cr, 39, Y (72));
      cairo_curve_to (cr, 33, Y (66), 33, Y (54), 35, Y (46));
      cairo_line_to (cr, 65, Y (46));
      cairo_curve_to (cr, 67, Y (54), 67, Y (66), 61, Y (72));
      cairo_close_path (cr);
      fill_stroke (cr, c, &c->hair);
    }

  /* Shoulders and robe, reaching down to the middle where the other half
   * takes over. */
  cairo_move_to (cr, 1, Y (-1));
  cairo_line_to (cr, 4, Y (22));
  cairo_curve_to (cr, 6, Y (36), 16, Y (43), 30, Y (45));
  cairo_line_to (cr, 42, Y (47));
  cairo_line_to (cr, 58, Y (47));
  cairo_line_to (cr, 70, Y (45));
  cairo_curve_to (cr, 84, Y (43), 94, Y (36), 96, Y (22));
  cairo_line_to (cr, 99, Y (-1));
  cairo_close_path (cr);
  fill_stroke (cr, c, &c->robe);

  /* The front panel, with its jewels. */
  cairo_move_to (cr, 42, Y (47));
  cairo_line_to (cr, 58, Y (47));
  cairo_line_to (cr, 62, Y (-1));
  cairo_line_to (cr, 38, Y (-1));
  cairo_close_path (cr);
  fill_stroke (cr, c, &p->gold);
  for (int i = 0; i < 3; i++)
    {
      double y = Y (36 - i * 12), r = 2.2;

      cairo_move_to (cr, 50, y - r * 1.3);
      cairo_line_to (cr, 50 + r, y);
      cairo_line_to (cr, 50, y + r * 1.3);
      cairo_line_to (cr, 50 - r, y);
      cairo_close_path (cr);
      fill_stroke (cr, c, i == 1 ? &c->trim : &c->robe);
    }
  /* Stripes on the sleeves. */
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_move_to (cr, 50 + side * 37, Y (38));
      cairo_curve_to (cr, 50 + side * 33, Y (28), 50 + side * 31, Y (14), 50 + side * 31, Y (-1));
      cairo_line_to (cr, 50 + side * 25, Y (-1));
      cairo_curve_to (cr, 50 + side * 25, Y (16), 50 + side * 27, Y (31), 50 + side * 31, Y (42));
      cairo_close_path (cr);
      fill_stroke (cr, c, &c->trim);
    }

  /* The collar: ermine for the king, lace for the queen, a plain one for
   * the jack. */
  switch (c->rank)
    {
    case SPLAY_RANK_KING:
      cairo_move_to (cr, 20, Y (43));
      cairo_curve_to (cr, 30, Y (33), 70, Y (33), 80, Y (43));
      cairo_curve_to (cr, 70, Y (48), 30, Y (48), 20, Y (43));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->white);
      gdk_cairo_set_source_rgba (cr, &p->line);
      for (int i = 0; i < 5; i++)
        {
          double x = 30 + i * 10, y = Y (i == 0 || i == 4 ? 41.5 : 39.5);

          cairo_move_to (cr, x, y - 1.6);
          cairo_line_to (cr, x + 1, y + 1.2);
          cairo_line_to (cr, x - 1, y + 1.2);
          cairo_close_path (cr);
        }
      cairo_fill (cr);
      break;
    case SPLAY_RANK_QUEEN:
      for (int i = 0; i < 7; i++)
        circle (cr, 32 + i * 6, Y (i == 0 || i == 6 ? 44 : 42.5 - (i == 3) * 1.5), 3.6);
      fill_stroke (cr, c, &p->white);
      break;
    default:
      cairo_move_to (cr, 39, Y (48));
      cairo_line_to (cr, 50, Y (36));
      cairo_line_to (cr, 61, Y (48));
      cairo_line_to (cr, 50, Y (44));
      cairo_close_path (cr);
      fill_stroke (cr, c, &p->white);
      break;
    }

  /* Neck and head: the head is drawn larger where the half has room above
   * it, as a card's figure fills its frame. */
  cairo_rectangle (cr, 45.5, Y (54), 9, 8);
  fill_stroke (cr, c, &p->skin);
  {
    double k = CLAMP ((half - 6 - 50) / 46, 1.0, 1.25);

    head = *c;
    head.lw = c->lw / k;
    c = &head;
    cairo_save (cr);
    cairo_translate (cr, 50, Y (50));
    cairo_scale (cr, k, k);
    cairo_translate (cr, -50, -Y (50));
  }
  if (c->rank == SPLAY_RANK_JACK)
    {
      circle (cr, 39.5, Y (60), 4);
      circle (cr, 60.5, Y (60), 4);
      fill_stroke (cr, c, &c->hair);
    }
  cairo_save (cr);
  cairo_translate (cr, 50, Y (63));
  cairo_scale (cr, 10.5, 12.5);
  circle (cr, 0, 0, 1);
  cairo_restore (cr);
  fill_stroke (cr, c, &p->skin);
  if (c->rank == SPLAY_RANK_KING)
    {
      /* beard and moustache */
      cairo_move_to (cr, 39.8, Y (64));
      cairo_curve_to (cr, 39.5, Y (52), 45, Y (45), 50, Y (44));
      cairo_curve_to (cr, 55, Y (45), 60.5, Y (52), 60.2, Y (64));
      cairo_curve_to (cr, 58, Y (58), 55, Y (56.5), 50, Y (58.5));
      cairo_curve_to (cr, 45, Y (56.5), 42, Y (58), 39.8, Y (64));
      cairo_close_path (cr);
      fill_stroke (cr, c, &c->hair);
      cairo_move_to (cr, 50, Y (60));
      cairo_curve_to (cr, 47, Y (61.5), 44, Y (60), 43, Y (57.5));
      cairo_curve_to (cr, 45.5, Y (58.5), 48, Y (58.5), 50, Y (58.2));
      cairo_curve_to (cr, 52, Y (58.5), 54.5, Y (58.5), 57, Y (57.5));
      cairo_curve_to (cr, 56, Y (60), 53, Y (61.5), 50, Y (60));
      cairo_close_path (cr);
      fill_stroke (cr, c, &c->hair);
    }
  /* Hair over the forehead. */
  cairo_move_to (cr, 39.6, Y (66));
  cairo_curve_to (cr, 39, Y (74), 44, Y (76), 50, Y (76));
  cairo_curve_to (cr, 56, Y (76), 61, Y (74), 60.4, Y (66));
  cairo_curve_to (cr, 57, Y (70), 53, Y (71), 50, Y (70.5));
  cairo_curve_to (cr, 47, Y (71), 43, Y (70), 39.6, Y (66));
  cairo_close_path (cr);
  fill_stroke (cr, c, &c->hair);
  draw_face_features (cr, c, half);
  draw_headgear (cr, c, half);
  cairo_restore (cr);
  c = body;
  draw_attribute (cr, c, half);

  /* The suit in the free top corner. */
  fill_suit (cr, c->suit, c->rank == SPLAY_RANK_KING ? 16 : 84, 13, 15, FALSE, &c->pip);
}

static void
court_init (Court *c, const Palette *p, int rank, SplaySuit suit, double lw)
{
  /* Every court has its own clothes and hair, so no two look alike. */
  static const guint32 hair[3][4] = {
    /* clubs, diamonds, hearts, spades */
    { 0x9c4a1a, 0xe5a50a, 0x5e3c1e, 0x3d3846 }, /* jack */
    { 0xe5a50a, 0x3d3846, 0x9c4a1a, 0x63452c }, /* queen */
    { 0x9a9996, 0x63452c, 0xdeddda, 0xb5835a }, /* king */
  };
  guint32 h = hair[rank - SPLAY_RANK_JACK][suit];

  c->p = p;
  c->rank = rank;
  c->suit = suit;
  c->lw = lw;
  c->robe = (rank + suit) % 2 ? p->red : p->blue;
  c->trim = (rank + suit) % 2 ? p->blue : p->red;
  c->hair = (GdkRGBA) HEX (h);
  c->pip = p->suit[suit];
}

/* The frame of a court card: inside the index columns, top to bottom. */
static void
court_frame (const Index *ix, double w, double h, graphene_rect_t *frame)
{
  double x0 = ix->right + MAX (0.03 * w, 1.5), y0 = ix->top;

  *frame = GRAPHENE_RECT_INIT (x0, y0, w - 2 * x0, h - 2 * y0);
}

/* Calls @draw for the top half of @frame in units and again, turned, for
 * the bottom half: a double-headed card. */
static void
draw_double (cairo_t *cr, const Court *c, const graphene_rect_t *frame,
             void (*draw) (cairo_t *, const Court *, double))
{
  double unit = frame->size.width / 100, half = frame->size.height / 2 / unit;

  for (int turn = 0; turn < 2; turn++)
    {
      cairo_save (cr);
      cairo_translate (cr, frame->origin.x, frame->origin.y);
      cairo_scale (cr, unit, unit);
      if (turn)
        {
          cairo_translate (cr, 100, 2 * half);
          cairo_rotate (cr, G_PI);
        }
      cairo_rectangle (cr, 0, 0, 100, half);
      cairo_clip (cr);
      draw (cr, c, half);
      cairo_restore (cr);
    }
}

/* The small court: a crown, tiara or cap over the suit, twice. */
static void
draw_emblem (cairo_t *cr, const Court *c, double half)
{
  double s = MIN (100 / 30.0, half * 0.55 / 28.0), suit_size;
  Court thin = *c;

  thin.lw = c->lw / (s * 0.95);
  c = &thin;
  cairo_save (cr);
  /* The headgear spans x 36..64 and Y(72..99): bring it to the top half's
   * upper part, as large as fits. */
  cairo_translate (cr, 50, half * 0.08);
  cairo_scale (cr, s * 0.95, s * 0.95);
  cairo_translate (cr, -50, -(half - 99));
  draw_headgear (cr, c, half);
  cairo_restore (cr);
  suit_size = MIN (46, half * 0.4);
  fill_suit (cr, c->suit, 50, half - suit_size * 0.62, suit_size, FALSE, &c->pip);
}

/* The one large suit in the middle of a small or large-index card, clear
 * of the indexes. */
static double
centre_suit_size (const Index *ix, double w)
{
  double free_w = w - 2 * ix->right;

  return ix->cap > 0.2 * w ? MIN (0.3 * w, free_w * 0.8) : MIN (0.38 * w, free_w * 0.92);
}

/* The large-index court, and any court too small for a frame: the
 * headgear above and (turned) below a big suit in the free column between
 * the indexes. */
static void
draw_plain_court (cairo_t *cr, const Palette *p, const Index *ix, int rank, SplaySuit suit,
                  double w, double h)
{
  double free_w = w - 2 * ix->right;
  double size = MIN (0.3 * w, free_w * 0.85), unit = size / 30;
  double suit_size = centre_suit_size (ix, w);
  double lw_px = CLAMP (0.008 * w, 0.5 * device_pixel (cr), 1.4);
  Court c;

  court_init (&c, p, rank, suit, lw_px / unit);
  for (int turn = 0; turn < 2; turn++)
    {
      /* As many units tall as the headgear (y 72..99 above its base),
       * centred at a fifth of the card. */
      double half = 100;

      cairo_save (cr);
      if (turn)
        {
          cairo_translate (cr, w, h);
          cairo_rotate (cr, G_PI);
        }
      cairo_translate (cr, w / 2, h * 0.27);
      cairo_scale (cr, unit, unit);
      cairo_translate (cr, -50, -(half - 85.5));
      draw_headgear (cr, &c, half);
      cairo_restore (cr);
    }
  fill_suit (cr, suit, w / 2, h / 2, suit_size, FALSE, &p->suit[suit]);
}

static void
draw_court (cairo_t *cr, const Palette *p, const Index *ix, int rank, SplaySuit suit, double w,
            double h, gboolean full)
{
  graphene_rect_t frame;
  Court c;
  double unit, lw_px;

  court_frame (ix, w, h, &frame);
  unit = frame.size.width / 100;
  /* Fine outlines: on a small card a full pixel round every shape would
   * leave little but outline. */
  lw_px = CLAMP (0.008 * w, 0.5 * device_pixel (cr), 1.4);
  court_init (&c, p, rank, suit, lw_px / unit);

  draw_double (cr, &c, &frame, full ? draw_figure : draw_emblem);

  /* The frame and the line between the halves. */
  cairo_rectangle (cr, frame.origin.x, frame.origin.y, frame.size.width, frame.size.height);
  cairo_move_to (cr, frame.origin.x, frame.origin.y + frame.size.height / 2);
  cairo_rel_line_to (cr, frame.size.width, 0);
  gdk_cairo_set_source_rgba (cr, &p->line);
  cairo_set_line_width (cr, lw_px);
  cairo_stroke (cr);
}

/* ---- jokers ---- */

static void
draw_jester (cairo_t *cr, const Palette *p, gboolean black, double lw)
{
  /* In a 100 x 100 box; the black joker wears ink and grey. */
  GdkRGBA colours[3] = { p->red, p->gold, p->blue };
  Court c = { .p = p, .lw = lw, .rank = SPLAY_RANK_JACK };

  if (black)
    {
      colours[0] = ink_black;
      colours[1] = p->silver;
      colours[2] = (GdkRGBA) HEX (0x5e5c64);
    }

  /* shoulders in two colours */
  cairo_move_to (cr, 12, 100);
  cairo_curve_to (cr, 14, 86, 28, 80, 50, 80);
  cairo_line_to (cr, 50, 100);
  cairo_close_path (cr);
  fill_stroke (cr, &c, &colours[0]);
  cairo_move_to (cr, 88, 100);
  cairo_curve_to (cr, 86, 86, 72, 80, 50, 80);
  cairo_line_to (cr, 50, 100);
  cairo_close_path (cr);
  fill_stroke (cr, &c, &colours[2]);
  /* the ruff */
  cairo_move_to (cr, 24, 80);
  for (int i = 0; i <= 12; i++)
    cairo_line_to (cr, 24 + i * 52 / 12.0, i % 2 ? 90 : 74 + abs (i - 6) * 0.6);
  cairo_close_path (cr);
  fill_stroke (cr, &c, &p->white);
  /* the face */
  circle (cr, 50, 58, 16);
  fill_stroke (cr, &c, &p->skin);
  gdk_cairo_set_source_rgba (cr, &p->line);
  circle (cr, 44, 55, 1.6);
  circle (cr, 56, 55, 1.6);
  cairo_fill (cr);
  cairo_move_to (cr, 41, 63);
  cairo_curve_to (cr, 45, 69, 55, 69, 59, 63);
  cairo_set_line_width (cr, lw * 1.4);
  cairo_stroke (cr);
  circle (cr, 50, 60, 2.6);
  fill_stroke (cr, &c, &colours[0]);
  /* the cap: three horns with bells, and its band */
  {
    const double tips[3][2] = { { 12, 26 }, { 50, 6 }, { 88, 26 } };
    const double roots[3][4] = { { 34, 50, 44, 42 }, { 42, 42, 58, 42 }, { 56, 42, 66, 50 } };

    for (int i = 0; i < 3; i++)
      {
        double tx = tips[i][0], ty = tips[i][1];
        const double *r = roots[i];

        cairo_move_to (cr, r[0], r[1]);
        cairo_curve_to (cr, r[0] - (50 - tx) * 0.1, r[1] - 14, tx + (50 - tx) * 0.2, ty + 14, tx,
                        ty);
        cairo_curve_to (cr, tx + (50 - tx) * 0.5, ty + 8, r[2] - (50 - tx) * 0.05, r[3] - 16, r[2],
                        r[3]);
        cairo_close_path (cr);
        fill_stroke (cr, &c, &colours[i]);
      }
    cairo_move_to (cr, 33, 50);
    cairo_curve_to (cr, 42, 42, 58, 42, 67, 50);
    cairo_line_to (cr, 66, 44);
    cairo_curve_to (cr, 58, 37, 42, 37, 34, 44);
    cairo_close_path (cr);
    fill_stroke (cr, &c, &colours[1]);
    for (int i = 0; i < 3; i++)
      {
        circle (cr, tips[i][0], tips[i][1], 3.6);
        fill_stroke (cr, &c, &p->gold);
      }
  }
}

static void
draw_joker (cairo_t *cr, const Palette *p, const Index *ix, SplayCard card, double w, double h,
            gboolean plain)
{
  gboolean black = card % SPLAY_CARDS_PER_DECK == 53;
  const GdkRGBA *colour = black ? &ink_black : &p->suit[SPLAY_SUIT_HEARTS];
  /* Translators: printed on a joker card; keep it short */
  const char *word = _("JOKER");

  for (int turn = 0; turn < 2; turn++)
    {
      cairo_save (cr);
      if (turn)
        {
          cairo_translate (cr, w, h);
          cairo_rotate (cr, G_PI);
        }
      if (plain || w < FIGURES_MIN_WIDTH)
        fill_suit (cr, SPLAY_SUIT_JOKER, ix->cx, ix->top + ix->cap / 2, ix->cap, FALSE, colour);
      else
        {
          /* The word runs down the corner, a letter a line. */
          double cap = ix->cap * 0.62, y = ix->top;

          for (const char *c = word; *c; c = g_utf8_next_char (c))
            {
              char letter[8] = { 0 };

              memcpy (letter, c, g_utf8_next_char (c) - c);
              show_text (cr, letter, cap, ix->cx, y, ix->col_w, colour);
              y += cap * 1.3;
            }
          fill_suit (cr, SPLAY_SUIT_JOKER, ix->cx, y + ix->pip * 0.4, ix->pip * 0.9, FALSE, colour);
        }
      cairo_restore (cr);
    }

  if (plain || w < FIGURES_MIN_WIDTH)
    fill_suit (cr, SPLAY_SUIT_JOKER, w / 2, h / 2, 0.5 * w, FALSE, colour);
  else
    {
      /* The jester spans 12..88 of its box: let the box overhang. */
      double size = MIN ((w - 2 * (ix->right + 0.02 * w)) / 0.76, 0.62 * h);

      cairo_save (cr);
      cairo_translate (cr, (w - size) / 2, (h - size) / 2);
      cairo_scale (cr, size / 100, size / 100);
      draw_jester (cr, p, black, CLAMP (0.008 * w, 0.5 * device_pixel (cr), 1.4) * 100 / size);
      cairo_restore (cr);
    }
}

/* ---- backs ---- */

static void
back_colours (SplayCardBackColour colour, gboolean dark, GdkRGBA *base)
{
  static const guint32 light[SPLAY_CARD_BACK_N_COLOURS] = {
    0x1c71d8, 0xc01c28, 0x26a269, 0x813d9c, 0x5e5c64,
  };
  static const guint32 toned[SPLAY_CARD_BACK_N_COLOURS] = {
    0x1a5fb4, 0xa51d2d, 0x1f8553, 0x613583, 0x4d4b52,
  };
  guint32 c = (dark ? toned : light)[CLAMP ((int) colour, 0, SPLAY_CARD_BACK_N_COLOURS - 1)];

  *base = (GdkRGBA) HEX (c);
}

static GdkRGBA
mix (const GdkRGBA *a, double r, double g, double b, double t)
{
  return (GdkRGBA){ a->red + (r - a->red) * t, a->green + (g - a->green) * t,
                    a->blue + (b - a->blue) * t, 1 };
}

static void
draw_back (cairo_t *cr, const Palette *p, const SplayCardStyle *style, double w, double h)
{
  GdkRGBA base, shade, light;
  double px = device_pixel (cr);
  double margin = MAX (0.055 * w, 2 * px);
  double iw = w - 2 * margin, ih = h - 2 * margin;
  double r = MAX (splay_card_face_corner_radius (w) - margin * 0.6, px);
  /* The lattice stays coarser than a few device pixels, or it shimmers. */
  double step = MAX (0.1 * w, 6 * px);
  double line = MAX (0.012 * w, px);
  int nx, ny;

  back_colours (style->back, style->dark, &base);
  shade = mix (&base, 0, 0, 0, 0.22);
  light = mix (&base, 1, 1, 1, style->dark ? 0.32 : 0.42);

  /* The pattern is drawn in a group cut to the rounded field once at the
   * end: under a rounded clip cairo would make a mask for every line. */
  cairo_save (cr);
  cairo_rectangle (cr, margin, margin, iw, ih);
  cairo_clip (cr);
  cairo_push_group (cr);
  gdk_cairo_set_source_rgba (cr, &base);
  cairo_paint (cr);

  /* A harlequin of diamonds, centred, so that the back is the same either
   * way up. */
  nx = (int) ceil (w / step / 2) + 1;
  ny = (int) ceil (h / step / 2) + 1;
  for (int j = -ny; j <= ny; j++)
    for (int i = -nx; i <= nx; i++)
      {
        double cx = w / 2 + i * step, cy = h / 2 + j * step;

        if ((i + j) % 2 != 0)
          continue;
        cairo_move_to (cr, cx, cy - step / 2);
        cairo_line_to (cr, cx + step / 2, cy);
        cairo_line_to (cr, cx, cy + step / 2);
        cairo_line_to (cr, cx - step / 2, cy);
        cairo_close_path (cr);
      }
  gdk_cairo_set_source_rgba (cr, &shade);
  cairo_fill (cr);
  light.alpha = 0.55f;
  gdk_cairo_set_source_rgba (cr, &light);
  cairo_set_line_width (cr, line);
  for (int k = -nx - ny - 2; k <= nx + ny + 2; k++)
    {
      double off = k * step + step / 2;

      /* Lines through the diamonds' edges, both ways, a stroke each (one
       * path of crossing lines costs cairo several times as much), and
       * only where they cross the card. */
      for (int dir = -1; dir <= 1; dir += 2)
        {
          double x = w / 2 + off, t0 = -h / 2, t1 = h / 2;

          t0 = MAX (t0, dir > 0 ? -x : x - w);
          t1 = MIN (t1, dir > 0 ? w - x : x);
          if (t0 >= t1)
            continue;
          cairo_move_to (cr, x + dir * t0, h / 2 + t0);
          cairo_line_to (cr, x + dir * t1, h / 2 + t1);
          cairo_stroke (cr);
        }
    }
  light.alpha = 1;

  if (w >= FIGURES_MIN_WIDTH)
    {
      /* A medallion in the middle: a rosette of eight petals. */
      double rx = 0.22 * w, ry = 0.22 * w;

      cairo_save (cr);
      cairo_translate (cr, w / 2, h / 2);
      cairo_scale (cr, rx, ry);
      circle (cr, 0, 0, 1);
      cairo_restore (cr);
      gdk_cairo_set_source_rgba (cr, &base);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &light);
      cairo_set_line_width (cr, line * 1.6);
      cairo_stroke (cr);
      for (int i = 0; i < 8; i++)
        {
          cairo_save (cr);
          cairo_translate (cr, w / 2, h / 2);
          cairo_rotate (cr, i * G_PI / 4);
          cairo_translate (cr, 0, -rx * 0.48);
          cairo_scale (cr, rx * 0.16, rx * 0.4);
          circle (cr, 0, 0, 1);
          cairo_restore (cr);
        }
      cairo_fill (cr);
      circle (cr, w / 2, h / 2, rx * 0.14);
      gdk_cairo_set_source_rgba (cr, &shade);
      cairo_fill (cr);
    }
  cairo_pop_group_to_source (cr);
  rounded_rect (cr, margin, margin, iw, ih, r);
  cairo_fill (cr);
  cairo_restore (cr);

  /* A fine frame inside the coloured field. */
  rounded_rect (cr, margin + 0.035 * w, margin + 0.035 * w, iw - 0.07 * w, ih - 0.07 * w,
                MAX (r - 0.035 * w, px));
  gdk_cairo_set_source_rgba (cr, &light);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

/* ---- a whole card ---- */

static void
draw_face (cairo_t *cr, const Palette *p, const SplayCardStyle *style, SplayCard card, double w,
           double h)
{
  SplaySuit suit = splay_card_suit (card);
  int rank = splay_card_rank (card);
  const GdkRGBA *colour = &p->suit[suit];
  gboolean plain = style->face == SPLAY_CARD_FACE_LARGE_INDEX;
  Index ix;

  index_init (&ix, style->face, w);
  if (splay_card_is_joker (card))
    {
      draw_joker (cr, p, &ix, card, w, h, plain);
      return;
    }

  /* The index top left, and turned bottom right, as on a real card. */
  for (int turn = 0; turn < 2; turn++)
    {
      cairo_save (cr);
      if (turn)
        {
          cairo_translate (cr, w, h);
          cairo_rotate (cr, G_PI);
        }
      draw_index (cr, &ix, splay_rank_symbol (rank), suit, colour);
      cairo_restore (cr);
    }

  if (rank >= SPLAY_RANK_JACK && (plain || w < FRAME_MIN_WIDTH))
    draw_plain_court (cr, p, &ix, rank, suit, w, h);
  else if (rank >= SPLAY_RANK_JACK)
    draw_court (cr, p, &ix, rank, suit, w, h, w >= FIGURES_MIN_WIDTH);
  else if (plain || w < PIPS_MIN_WIDTH)
    /* Nothing but what tells the card, as large as the column between the
     * indexes allows. */
    fill_suit (cr, suit, w / 2, h / 2, centre_suit_size (&ix, w), FALSE, colour);
  else if (rank == SPLAY_RANK_ACE)
    draw_ace (cr, p, suit, colour, w, h);
  else
    draw_pips (cr, rank, suit, colour, w, h);
}

void
splay_card_face_render (cairo_t *cr, const SplayCardStyle *style, SplayCard card, double width,
                        double height)
{
  Palette p;
  double r = splay_card_face_corner_radius (width);
  double edge = 1.0;

  g_return_if_fail (cr != NULL && style != NULL);
  if (card == SPLAY_CARD_NONE || (card != SPLAY_CARD_UNKNOWN && !splay_card_is_real (card)))
    return;

  palette_init (&p, style);
  /* Drawn in a group cut to the card's rounded outline once at the end:
   * under a rounded clip cairo would make a mask for every shape. */
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  cairo_push_group (cr);
  gdk_cairo_set_source_rgba (cr, &p.paper);
  cairo_paint (cr);
  if (card == SPLAY_CARD_UNKNOWN)
    draw_back (cr, &p, style, width, height);
  else
    draw_face (cr, &p, style, card, width, height);
  cairo_pop_group_to_source (cr);
  rounded_rect (cr, 0, 0, width, height, r);
  cairo_fill (cr);
  cairo_restore (cr);

  /* The edge, inside the card's outline, as a GTK border is. */
  rounded_rect (cr, edge / 2, edge / 2, width - edge, height - edge, r - edge / 2);
  gdk_cairo_set_source_rgba (cr, &p.edge);
  cairo_set_line_width (cr, edge);
  cairo_stroke (cr);
}

/* ---- the cache ---- */

typedef struct
{
  guint64 key;
  /* The rank symbol (or joker word) the image shows: a change of language
   * makes it stale. */
  char label[16];
  GskRenderNode *node;
  gsize bytes;
  GList link;
} Entry;

static GHashTable *cache;
static GQueue lru = G_QUEUE_INIT; /* most recently used first */
static gsize cache_bytes;

static guint64
entry_key (const SplayCardStyle *style, SplayCard card, int pw, int ph, int scale)
{
  gboolean back = card == SPLAY_CARD_UNKNOWN;
  /* The decks of a multi-deck game look alike; a face does not depend on
   * the back colour, nor a back on the face kind. */
  guint64 k = back ? 0xff : card % SPLAY_CARDS_PER_DECK;

  k |= (guint64) (back ? 0 : (guint) style->face & 3) << 8;
  k |= (guint64) (back ? (guint) style->back & 7 : 0) << 10;
  k |= (guint64) !!style->dark << 13;
  k |= (guint64) (scale & 15) << 14;
  k |= (guint64) (pw & 0xffff) << 18;
  k |= (guint64) (ph & 0xffff) << 34;
  return k;
}

static void
entry_free (gpointer data)
{
  Entry *e = data;

  gsk_render_node_unref (e->node);
  g_free (e);
}

static void
card_label (SplayCard card, char out[16])
{
  if (card == SPLAY_CARD_UNKNOWN)
    out[0] = '\0';
  else if (splay_card_is_joker (card))
    g_strlcpy (out, _("JOKER"), 16);
  else
    g_strlcpy (out, splay_rank_symbol (splay_card_rank (card)), 16);
}

static void
cache_trim (gsize budget)
{
  while (cache_bytes > budget && lru.tail != NULL)
    {
      Entry *e = lru.tail->data;

      g_queue_unlink (&lru, &e->link);
      cache_bytes -= e->bytes;
      g_hash_table_remove (cache, &e->key);
    }
}

/* The card as a render node that paints its image one to one. A cairo
 * node, not a texture node: GTK 4.8's cairo renderer converts a texture
 * for every paint and samples it with edge padding, the slow way (2.6 ms
 * against 0.35 ms for 60 cards, see docs/benchmarks.md), while a cairo
 * node replays a plain image paint. The GL renderer keeps what it made of
 * a node as long as the same node is drawn, and the cache hands out the
 * same node. */
static GskRenderNode *
render_node (const SplayCardStyle *style, SplayCard card, float width, float height, int pw, int ph,
             gsize *bytes)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create (image);
  GskRenderNode *node;

  cairo_scale (cr, pw / width, ph / height);
  splay_card_face_render (cr, style, card, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  *bytes = (gsize) cairo_image_surface_get_stride (image) * ph;

  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, pw, ph));
  cr = gsk_cairo_node_get_draw_context (node);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  return node;
}

void
splay_card_face_snapshot (GtkSnapshot *snapshot, const SplayCardStyle *style, SplayCard card,
                          float width, float height, int scale)
{
  char label[16];
  guint64 key;
  Entry *e;
  int pw, ph;

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (style != NULL);
  if (card == SPLAY_CARD_NONE || (card != SPLAY_CARD_UNKNOWN && !splay_card_is_real (card)))
    return;
  if (!(width >= 1 && height >= 1 && width <= 4096 && height <= 4096))
    return;

  scale = CLAMP (scale, 1, 8);
  /* Exactly the device pixels the card covers, so that the image is
   * painted one to one. */
  pw = (int) ceilf (width * scale - 0.01f);
  ph = (int) ceilf (height * scale - 0.01f);
  key = entry_key (style, card, pw, ph, scale);
  card_label (card, label);

  if (cache == NULL)
    cache = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, entry_free);
  e = g_hash_table_lookup (cache, &key);
  if (e != NULL && strcmp (e->label, label) != 0)
    {
      g_queue_unlink (&lru, &e->link);
      cache_bytes -= e->bytes;
      g_hash_table_remove (cache, &key);
      e = NULL;
    }
  if (e == NULL)
    {
      e = g_new0 (Entry, 1);
      e->key = key;
      memcpy (e->label, label, sizeof label);
      e->link.data = e;
      e->node = render_node (style, card, width, height, pw, ph, &e->bytes);
      g_hash_table_insert (cache, &e->key, e);
      g_queue_push_head_link (&lru, &e->link);
      cache_bytes += e->bytes;
      cache_trim (SPLAY_CARD_FACE_CACHE_BUDGET);
    }
  else if (lru.head != &e->link)
    {
      g_queue_unlink (&lru, &e->link);
      g_queue_push_head_link (&lru, &e->link);
    }
  if (scale == 1)
    gtk_snapshot_append_node (snapshot, e->node);
  else
    {
      /* The node is in device pixels: under the surface's scale its paint
       * is a plain copy, which cairo replays straight into the target (a
       * scaled one it would first draw into an image of its own). */
      gtk_snapshot_save (snapshot);
      gtk_snapshot_scale (snapshot, width / pw, height / ph);
      gtk_snapshot_append_node (snapshot, e->node);
      gtk_snapshot_restore (snapshot);
    }
}

void
splay_card_face_cache_clear (void)
{
  if (cache != NULL)
    {
      while (lru.head != NULL)
        g_queue_unlink (&lru, lru.head);
      g_hash_table_remove_all (cache);
    }
  cache_bytes = 0;
}

guint
splay_card_face_cache_count (void)
{
  return cache != NULL ? g_hash_table_size (cache) : 0;
}

gsize
splay_card_face_cache_bytes (void)
{
  return cache_bytes;
}
