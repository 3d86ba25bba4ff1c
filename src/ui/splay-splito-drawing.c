/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "splay-splito-drawing.h"
#include "splay-card-widget.h"

gboolean
splay_splito_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

typedef struct
{
  const char *fill;
  const char *fill_dark;
  const char *ink; /* the value and the shape, with enough contrast on fill */
} ColourStyle;

/* yellow circle, orange triangle, red square, green diamond, blue star,
 * black hexagon */
static const ColourStyle colour_styles[SPLITO_N_COLOURS] = {
  { "#f6d32d", "#e5c11f", "#000000" }, { "#ff7800", "#e66100", "#000000" },
  { "#c01c28", "#c01c28", "#ffffff" }, { "#2ec27e", "#26a269", "#000000" },
  { "#1c71d8", "#3584e4", "#ffffff" }, { "#241f31", "#000000", "#ffffff" },
};

void
splay_splito_set_source (cairo_t *cr, const char *spec, double alpha)
{
  GdkRGBA c;

  gdk_rgba_parse (&c, spec);
  cairo_set_source_rgba (cr, c.red, c.green, c.blue, c.alpha * alpha);
}

const char *
splay_splito_colour_fill (int colour, gboolean dark)
{
  return dark ? colour_styles[colour].fill_dark : colour_styles[colour].fill;
}

void
splay_splito_draw_chip (cairo_t *cr, int colour, double x, double y, double size, gboolean dark)
{
  splay_card_rounded_rect (cr, x, y, size, size, MIN (3., size * 0.2));
  splay_splito_set_source (cr, splay_splito_colour_fill (colour, dark), 1);
  cairo_fill_preserve (cr);
  splay_splito_set_source (cr, dark ? "rgba(255,255,255,0.5)" : "rgba(0,0,0,0.35)", 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  splay_splito_shape_path (cr, colour, x + size / 2, y + size / 2, size * 0.3);
  splay_splito_set_source (cr, splay_splito_colour_ink (colour), 1);
  cairo_fill (cr);
}

/* The shape of a colour, centred on (cx, cy), about 2r across. */
void
splay_splito_shape_path (cairo_t *cr, int colour, double cx, double cy, double r)
{
  cairo_new_path (cr);
  switch (colour)
    {
    case SPLITO_YELLOW: cairo_arc (cr, cx, cy, r, 0, 2 * G_PI); break;
    case SPLITO_ORANGE:
      for (int i = 0; i < 3; i++)
        {
          double a = -G_PI / 2 + i * 2 * G_PI / 3;
          cairo_line_to (cr, cx + 1.2 * r * cos (a), cy + 0.2 * r + 1.2 * r * sin (a));
        }
      break;
    case SPLITO_RED: cairo_rectangle (cr, cx - 0.85 * r, cy - 0.85 * r, 1.7 * r, 1.7 * r); break;
    case SPLITO_GREEN:
      cairo_move_to (cr, cx, cy - 1.2 * r);
      cairo_line_to (cr, cx + 0.9 * r, cy);
      cairo_line_to (cr, cx, cy + 1.2 * r);
      cairo_line_to (cr, cx - 0.9 * r, cy);
      break;
    case SPLITO_BLUE:
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5, rr = (i % 2) ? 0.5 * r : 1.2 * r;
          cairo_line_to (cr, cx + rr * cos (a), cy + 0.1 * r + rr * sin (a));
        }
      break;
    default:
      for (int i = 0; i < 6; i++)
        {
          double a = i * G_PI / 3;
          cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
        }
      break;
    }
  cairo_close_path (cr);
}

/* Layouts kept by text, size and weight: the tables and faces draw the
 * same few numbers over and over, and making and shaping a layout cost
 * more than drawing it. Emptied when it grows past a few hundred (a
 * resize goes through many sizes) or the widget's fonts are another's. */
#define LAYOUT_CACHE_MAX 512

static PangoLayout *
text_layout (GtkWidget *widget, const char *text, double px, gboolean bold, double wrap)
{
  static GHashTable *cache;
  static PangoContext *shared; /* the layouts' own, with the widgets' fonts */
  PangoContext *ctx = gtk_widget_get_pango_context (widget);
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (ctx);
  g_autofree char *key = g_strdup_printf ("%d %.2f %.2f %s", bold, px, wrap, text);
  PangoFontDescription *desc;
  PangoLayout *layout;

  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  /* Every widget has a context of its own: the layouts share one made
   * like the widgets', anew when their font map or options change. */
  if (shared == NULL || pango_context_get_font_map (shared) != pango_context_get_font_map (ctx)
      || !(
          (options == NULL && pango_cairo_context_get_font_options (shared) == NULL)
          || (options != NULL && pango_cairo_context_get_font_options (shared) != NULL
              && cairo_font_options_equal (options, pango_cairo_context_get_font_options (shared))))
      || g_hash_table_size (cache) >= LAYOUT_CACHE_MAX)
    {
      g_hash_table_remove_all (cache);
      g_clear_object (&shared);
      shared = pango_font_map_create_context (pango_context_get_font_map (ctx));
      pango_cairo_context_set_font_options (shared, options);
      pango_context_set_language (shared, pango_context_get_language (ctx));
      pango_context_set_base_dir (shared, pango_context_get_base_dir (ctx));
    }
  layout = g_hash_table_lookup (cache, key);
  if (layout != NULL)
    return layout;
  layout = pango_layout_new (shared);
  pango_layout_set_text (layout, text, -1);
  desc = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  pango_font_description_set_absolute_size (desc, MAX (1., px) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (wrap > 0)
    {
      pango_layout_set_width (layout, (int) (wrap * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    }
  g_hash_table_insert (cache, g_steal_pointer (&key), layout);
  return layout;
}

/* Text centred on @cx (or, with @wrap > 0, wrapped and centred in the
 * column from @cx to @cx + @wrap), its top at @y. Returns its height. */
int
splay_splito_draw_text (cairo_t *cr, GtkWidget *widget, const char *text, double cx, double y,
                        double px, gboolean bold, double wrap)
{
  PangoLayout *layout = text_layout (widget, text, px, bold, wrap);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, wrap > 0 ? cx : cx - w / 2.0, y);
  pango_cairo_show_layout (cr, layout);
  return h;
}

static void
draw_kind_symbol (cairo_t *cr, GtkWidget *widget, int kind, double cx, double cy, double r,
                  const char *ink, const char *face)
{
  splay_splito_set_source (cr, ink, 1);
  switch (kind)
    {
    case SPLITO_KIND_MAJORITY_COLOUR: /* a moon */
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_fill (cr);
      splay_splito_set_source (cr, face, 1);
      cairo_arc (cr, cx + 0.45 * r, cy - 0.3 * r, 0.85 * r, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case SPLITO_KIND_MAJORITY_VALUE: /* a star */
      splay_splito_shape_path (cr, SPLITO_BLUE, cx, cy, r);
      cairo_fill (cr);
      break;
    case SPLITO_KIND_VALUE:
      splay_splito_draw_text (cr, widget, "=", cx, cy - 1.3 * r, 2.2 * r, TRUE, 0);
      break;
    case SPLITO_KIND_DIVERSITY:
      splay_splito_draw_text (cr, widget, "≠", cx, cy - 1.3 * r, 2.2 * r, TRUE, 0);
      break;
    default: splay_splito_draw_text (cr, widget, "#", cx, cy - 1.3 * r, 2.2 * r, TRUE, 0); break;
    }
}

/* A scoring card's face: its condition from this far down, in the body
 * size or smaller down to the least (where long conditions, German's
 * above all, fit a phone's 52 px card), to the bottom margin. */
#define SCORING_TEXT_TOP 0.26
#define SCORING_TEXT_LEAST_PX 6.0

static double
scoring_bottom (double w, double h)
{
  return h - MAX (2., w * 0.05);
}

/* "One of each colour": the three colours' chips in a row under the
 * words, each with its shape, as the zones' tables head their rows. */
static double
chip_size (double w)
{
  return w * 0.25;
}

static double
chip_gap (double w)
{
  return w * 0.05;
}

static void
draw_chips (cairo_t *cr, guint mask, double w, double y, gboolean dark)
{
  double s = chip_size (w), gap = chip_gap (w), x;
  int n = 0;

  for (int c = 0; c < SPLITO_N_COLOURS; c++)
    n += (mask >> c) & 1;
  x = (w - n * s - (n - 1) * gap) / 2;
  for (int c = 0; c < SPLITO_N_COLOURS; c++)
    if ((mask >> c) & 1)
      {
        splay_splito_draw_chip (cr, c, x, y, s, dark);
        x += s + gap;
      }
}

/* Whether @layout wraps a line inside a word: a line that ends neither
 * in a space nor where the text does. */
static gboolean
breaks_word (PangoLayout *layout)
{
  const char *text = pango_layout_get_text (layout);

  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL && l->next != NULL;
       l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      int end = line->start_index + line->length;

      if (line->length > 0 && text[end - 1] != ' ' && text[end - 1] != '\n')
        return TRUE;
    }
  return FALSE;
}

PangoLayout *
splay_splito_scoring_layout (GtkWidget *widget, SplayCard card, double w, double h, double *room)
{
  const SplitoScoringCard *sc = splito_scoring_card (card);
  g_autofree char *text = NULL;
  double px = MAX (8., w * 0.16), space = scoring_bottom (w, h) - h * SCORING_TEXT_TOP;
  double fits = 0;

  if (sc->cond == SPLITO_COND_COLOURS_ALL_OF)
    {
      /* Translators: on a Splito scoring card, above the chips of the
       * three colours it asks for ("At least one card of each colour:
       * yellow, orange, red"); keep it short, the card is small */
      text = g_strdup (_("One of each:"));
      space -= chip_size (w) + chip_gap (w);
    }
  else
    text = splito_scoring_card_text (card);
  /* The largest size that fits with every word whole, else the largest
   * that fits ("verschied-ene" only where nothing else does). */
  for (double size = px; size >= SCORING_TEXT_LEAST_PX; size -= 0.5)
    {
      PangoLayout *layout = text_layout (widget, text, size, FALSE, w - 6);
      int text_h;

      pango_layout_get_pixel_size (layout, NULL, &text_h);
      if (text_h > space)
        continue;
      if (!breaks_word (layout))
        {
          fits = size;
          break;
        }
      if (fits == 0)
        fits = size;
    }
  if (room != NULL)
    *room = space;
  return text_layout (widget, text, fits > 0 ? fits : SCORING_TEXT_LEAST_PX, FALSE, w - 6);
}

/* One face-up card in @w x @h at the origin. */
void
splay_splito_draw_card (GtkWidget *widget, cairo_t *cr, SplayCard card, double w, double h,
                        gboolean dark)
{
  double r = w * 0.09;

  if (splito_card_is_number (card))
    {
      int colour = splito_card_colour (card);
      const char *ink = colour_styles[colour].ink;
      char num[4];

      splay_card_rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, r);
      splay_splito_set_source (cr, splay_splito_colour_fill (colour, dark), 1);
      cairo_fill_preserve (cr);
      splay_splito_set_source (cr, dark ? "#c0bfbc" : "rgba(0,0,0,0.45)", 1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      g_snprintf (num, sizeof num, "%d", splito_card_value (card));
      splay_splito_set_source (cr, ink, 1);
      splay_splito_draw_text (cr, widget, num, w * 0.15, h * 0.02, h * 0.15, TRUE, 0);
      splay_splito_shape_path (cr, colour, w * 0.84, h * 0.1, w * 0.07);
      cairo_fill (cr);
      splay_splito_draw_text (cr, widget, num, w / 2, h * 0.13, h * 0.36, TRUE, 0);
      splay_splito_shape_path (cr, colour, w / 2, h * 0.75, w * 0.16);
      cairo_fill (cr);
    }
  else if (splito_card_is_scoring (card))
    {
      const SplitoScoringCard *sc = splito_scoring_card (card);
      const char *face = dark ? "#3d3846" : "#fdf6e3";
      const char *ink = dark ? "#ffffff" : "#241f31";
      PangoLayout *layout;
      int text_h;
      char points[8];

      splay_card_rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, r);
      splay_splito_set_source (cr, face, 1);
      cairo_fill_preserve (cr);
      splay_splito_set_source (cr, dark ? "#dc8add" : "#813d9c", 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);

      draw_kind_symbol (cr, widget, sc->kind, w * 0.2, h * 0.12, w * 0.09, ink, face);
      /* The points in a disc, top right. */
      splay_splito_set_source (cr, dark ? "#dc8add" : "#813d9c", 1);
      cairo_new_path (cr);
      cairo_arc (cr, w * 0.78, h * 0.12, w * 0.14, 0, 2 * G_PI);
      cairo_fill (cr);
      g_snprintf (points, sizeof points, "%d", sc->points);
      splay_splito_set_source (cr, dark ? "#000000" : "#ffffff", 1);
      splay_splito_draw_text (cr, widget, points, w * 0.78, h * 0.12 - w * 0.11, w * 0.17, TRUE, 0);

      splay_splito_set_source (cr, ink, 1);
      layout = splay_splito_scoring_layout (widget, card, w, h, NULL);
      pango_layout_get_pixel_size (layout, NULL, &text_h);
      cairo_move_to (cr, 3, h * SCORING_TEXT_TOP);
      pango_cairo_show_layout (cr, layout);
      if (sc->cond == SPLITO_COND_COLOURS_ALL_OF)
        draw_chips (cr, sc->mask, w,
                    MIN (h * SCORING_TEXT_TOP + text_h + chip_gap (w),
                         scoring_bottom (w, h) - chip_size (w)),
                    dark);
    }
}

const char *
splay_splito_colour_ink (int colour)
{
  return colour_styles[colour].ink;
}

void
splay_splito_set_tooltip (GtkWidget *widget, const char *text)
{
  const char *now = gtk_widget_get_tooltip_text (widget);

  if (g_strcmp0 (now, text != NULL && *text != '\0' ? text : NULL) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}
