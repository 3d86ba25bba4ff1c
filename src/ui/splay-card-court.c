/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-card-court.c: the court cards (king, queen, jack: a figure, or an
 * emblem on a small card) and the jokers, drawn with cairo for
 * splay-card-face.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "splay-card-face-private.h"

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
      splay_card_circle (cr, 36, Y (93), 1.8);
      splay_card_circle (cr, 50, Y (96), 2);
      splay_card_circle (cr, 64, Y (93), 1.8);
      fill_stroke (cr, c, &p->gold);
      splay_card_circle (cr, 43.5, Y (77), 1.5);
      splay_card_circle (cr, 56.5, Y (77), 1.5);
      fill_stroke (cr, c, &c->trim);
      splay_card_circle (cr, 50, Y (77), 1.7);
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
      splay_card_circle (cr, 38.5, Y (85.5), 1.6);
      splay_card_circle (cr, 50, Y (93), 1.9);
      splay_card_circle (cr, 61.5, Y (85.5), 1.6);
      fill_stroke (cr, c, &p->white);
      splay_card_circle (cr, 50, Y (79), 1.6);
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
  splay_card_circle (cr, 45.8, Y (65.5), 1.05);
  splay_card_circle (cr, 54.2, Y (65.5), 1.05);
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
      splay_card_circle (cr, 44, Y (60.5), 2.4);
      splay_card_circle (cr, 56, Y (60.5), 2.4);
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
      splay_card_rounded_rect (cr, 72.5, Y (32.5), 15, 3.4, 1.2);
      fill_stroke (cr, c, &p->gold);
      splay_card_circle (cr, 80, Y (18.5), 2);
      fill_stroke (cr, c, &p->gold);
      cairo_save (cr);
      cairo_translate (cr, 80, Y (25));
      cairo_scale (cr, 4.2, 3.4);
      splay_card_circle (cr, 0, 0, 1);
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

          splay_card_circle (cr, 20 + 3.2 * cos (a), Y (67) + 3.2 * sin (a), 2.6);
          fill_stroke (cr, c, &p->red);
        }
      splay_card_circle (cr, 20, Y (67), 1.9);
      fill_stroke (cr, c, &p->gold);
      cairo_save (cr);
      cairo_translate (cr, 21, Y (24));
      cairo_scale (cr, 4.2, 3.4);
      splay_card_circle (cr, 0, 0, 1);
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
      splay_card_circle (cr, 0, 0, 1);
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
        splay_card_circle (cr, 32 + i * 6, Y (i == 0 || i == 6 ? 44 : 42.5 - (i == 3) * 1.5), 3.6);
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
      splay_card_circle (cr, 39.5, Y (60), 4);
      splay_card_circle (cr, 60.5, Y (60), 4);
      fill_stroke (cr, c, &c->hair);
    }
  cairo_save (cr);
  cairo_translate (cr, 50, Y (63));
  cairo_scale (cr, 10.5, 12.5);
  splay_card_circle (cr, 0, 0, 1);
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
  splay_card_fill_suit (cr, c->suit, c->rank == SPLAY_RANK_KING ? 16 : 84, 13, 15, FALSE, &c->pip);
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
  splay_card_fill_suit (cr, c->suit, 50, half - suit_size * 0.62, suit_size, FALSE, &c->pip);
}

/* The one large suit in the middle of a small or large-index card, clear
 * of the indexes. */
double
splay_card_centre_suit_size (const Index *ix, double w)
{
  double free_w = w - 2 * ix->right;

  return ix->cap > 0.2 * w ? MIN (0.3 * w, free_w * 0.8) : MIN (0.38 * w, free_w * 0.92);
}

/* The large-index court, and any court too small for a frame: the
 * headgear above and (turned) below a big suit in the free column between
 * the indexes. */
void
splay_card_draw_plain_court (cairo_t *cr, const Palette *p, const Index *ix, int rank,
                             SplaySuit suit, double w, double h)
{
  double free_w = w - 2 * ix->right;
  double size = MIN (0.3 * w, free_w * 0.85), unit = size / 30;
  double suit_size = splay_card_centre_suit_size (ix, w);
  double lw_px = CLAMP (0.008 * w, 0.5 * splay_card_device_pixel (cr), 1.4);
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
  splay_card_fill_suit (cr, suit, w / 2, h / 2, suit_size, FALSE, &p->suit[suit]);
}

void
splay_card_draw_court (cairo_t *cr, const Palette *p, const Index *ix, int rank, SplaySuit suit,
                       double w, double h, gboolean full)
{
  graphene_rect_t frame;
  Court c;
  double unit, lw_px;

  court_frame (ix, w, h, &frame);
  unit = frame.size.width / 100;
  /* Fine outlines: on a small card a full pixel round every shape would
   * leave little but outline. */
  lw_px = CLAMP (0.008 * w, 0.5 * splay_card_device_pixel (cr), 1.4);
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
  splay_card_circle (cr, 50, 58, 16);
  fill_stroke (cr, &c, &p->skin);
  gdk_cairo_set_source_rgba (cr, &p->line);
  splay_card_circle (cr, 44, 55, 1.6);
  splay_card_circle (cr, 56, 55, 1.6);
  cairo_fill (cr);
  cairo_move_to (cr, 41, 63);
  cairo_curve_to (cr, 45, 69, 55, 69, 59, 63);
  cairo_set_line_width (cr, lw * 1.4);
  cairo_stroke (cr);
  splay_card_circle (cr, 50, 60, 2.6);
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
        splay_card_circle (cr, tips[i][0], tips[i][1], 3.6);
        fill_stroke (cr, &c, &p->gold);
      }
  }
}

void
splay_card_draw_joker (cairo_t *cr, const Palette *p, const Index *ix, SplayCard card, double w,
                       double h, gboolean plain)
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
        splay_card_fill_suit (cr, SPLAY_SUIT_JOKER, ix->cx, ix->top + ix->cap / 2, ix->cap, FALSE,
                              colour);
      else
        {
          /* The word runs down the corner, a letter a line. */
          double cap = ix->cap * 0.62, y = ix->top;

          for (const char *c = word; *c; c = g_utf8_next_char (c))
            {
              char letter[8] = { 0 };

              memcpy (letter, c, g_utf8_next_char (c) - c);
              splay_card_show_text (cr, letter, cap, ix->cx, y, ix->col_w, colour);
              y += cap * 1.3;
            }
          splay_card_fill_suit (cr, SPLAY_SUIT_JOKER, ix->cx, y + ix->pip * 0.4, ix->pip * 0.9,
                                FALSE, colour);
        }
      cairo_restore (cr);
    }

  if (plain || w < FIGURES_MIN_WIDTH)
    splay_card_fill_suit (cr, SPLAY_SUIT_JOKER, w / 2, h / 2, 0.5 * w, FALSE, colour);
  else
    {
      /* The jester spans 12..88 of its box: let the box overhang. */
      double size = MIN ((w - 2 * (ix->right + 0.02 * w)) / 0.76, 0.62 * h);

      cairo_save (cr);
      cairo_translate (cr, (w - size) / 2, (h - size) / 2);
      cairo_scale (cr, size / 100, size / 100);
      draw_jester (cr, p, black,
                   CLAMP (0.008 * w, 0.5 * splay_card_device_pixel (cr), 1.4) * 100 / size);
      cairo_restore (cr);
    }
}
