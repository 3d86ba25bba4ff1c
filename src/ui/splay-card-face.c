/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "splay-card-face-private.h"

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

int
splay_card_face_design (float width)
{
  /* Where draw_face () and the courts change what they draw. */
  return width < FRAME_MIN_WIDTH     ? 0
         : width < PIPS_MIN_WIDTH    ? 1
         : width < FIGURES_MIN_WIDTH ? 2
                                     : 3;
}

float
splay_card_face_corner_radius (float width)
{
  return width * 0.08f;
}

void
splay_card_rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MAX (0, MIN (r, MIN (w, h) / 2));
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
splay_card_circle (cairo_t *cr, double x, double y, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_close_path (cr);
}

/* One device pixel in the user units of @cr. */
double
splay_card_device_pixel (cairo_t *cr)
{
  double dx = 1, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  return 1.0 / MAX (hypot (dx, dy), 1e-6);
}

/* ---- suits ---- */

/* The suit's outline, @size high, centred on (@cx, @cy), turned upside
 * down if @turned. Drawn in a box from -1 to 1; all subpaths turn the
 * same way, so the club's circles and stem fill as one. */
void
splay_card_suit_path (cairo_t *cr, SplaySuit suit, double cx, double cy, double size,
                      gboolean turned)
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

void
splay_card_fill_suit (cairo_t *cr, SplaySuit suit, double cx, double cy, double size,
                      gboolean turned, const GdkRGBA *colour)
{
  splay_card_suit_path (cr, suit, cx, cy, size, turned);
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
void
splay_card_show_text (cairo_t *cr, const char *text, double cap, double cx, double top,
                      double max_w, const GdkRGBA *colour)
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

  splay_card_show_text (cr, rank, ix->cap, ix->cx, ix->top, max_w, colour);
  splay_card_fill_suit (cr, suit, ix->cx, ix->top + ix->cap + ix->gap + ix->pip / 2, ix->pip, FALSE,
                        colour);
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

      splay_card_suit_path (cr, suit, w / 2 + pip->col * dx, y, size, pip->row > 0.5f);
    }
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_fill (cr);
}

static void
draw_ace (cairo_t *cr, const Palette *p, SplaySuit suit, const GdkRGBA *colour, double w, double h)
{
  double size = suit == SPLAY_SUIT_SPADES ? 0.56 * w : 0.44 * w;

  splay_card_fill_suit (cr, suit, w / 2, h / 2, size, FALSE, colour);
  if (suit == SPLAY_SUIT_SPADES)
    {
      /* The ace of spades is the ornate one: an inner line and a boss. */
      splay_card_suit_path (cr, suit, w / 2, h / 2 - size * 0.03, size * 0.74, FALSE);
      gdk_cairo_set_source_rgba (cr, &p->paper);
      cairo_set_line_width (cr, MAX (0.012 * w, splay_card_device_pixel (cr)));
      cairo_stroke (cr);
      cairo_arc (cr, w / 2, h / 2 + size * 0.02, size * 0.08, 0, 2 * G_PI);
      cairo_fill (cr);
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
  double px = splay_card_device_pixel (cr);
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
      splay_card_circle (cr, 0, 0, 1);
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
          splay_card_circle (cr, 0, 0, 1);
          cairo_restore (cr);
        }
      cairo_fill (cr);
      splay_card_circle (cr, w / 2, h / 2, rx * 0.14);
      gdk_cairo_set_source_rgba (cr, &shade);
      cairo_fill (cr);
    }
  cairo_pop_group_to_source (cr);
  splay_card_rounded_rect (cr, margin, margin, iw, ih, r);
  cairo_fill (cr);
  cairo_restore (cr);

  /* A fine frame inside the coloured field. */
  splay_card_rounded_rect (cr, margin + 0.035 * w, margin + 0.035 * w, iw - 0.07 * w, ih - 0.07 * w,
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
      splay_card_draw_joker (cr, p, &ix, card, w, h, plain);
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
    splay_card_draw_plain_court (cr, p, &ix, rank, suit, w, h);
  else if (rank >= SPLAY_RANK_JACK)
    splay_card_draw_court (cr, p, &ix, rank, suit, w, h, w >= FIGURES_MIN_WIDTH);
  else if (plain || w < PIPS_MIN_WIDTH)
    /* Nothing but what tells the card, as large as the column between the
     * indexes allows. */
    splay_card_fill_suit (cr, suit, w / 2, h / 2, splay_card_centre_suit_size (&ix, w), FALSE,
                          colour);
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
  splay_card_rounded_rect (cr, 0, 0, width, height, r);
  cairo_fill (cr);
  cairo_restore (cr);

  /* The edge, inside the card's outline, as a GTK border is. */
  splay_card_rounded_rect (cr, edge / 2, edge / 2, width - edge, height - edge, r - edge / 2);
  gdk_cairo_set_source_rgba (cr, &p.edge);
  cairo_set_line_width (cr, edge);
  cairo_stroke (cr);
}
