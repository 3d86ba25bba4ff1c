/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-board.c: the Splito table seen from one seat.
 *
 * Splito has its own cards (six colours, values 1-6, and scoring cards), so
 * this file draws them itself: SplitoCard is one card, SplitoGrid is a zone's
 * number cards as a colour x value table. Both draw with cairo inside
 * GtkSnapshot. Every colour also has its own shape, so nothing depends on
 * telling colours apart.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "splay-splito-board.h"
#include "splay-board-util.h"
#include "splay-card-widget.h"
#include "../engine/splito.h"

#define HAND_CARD_WIDTH    67
#define HAND_CARD_HEIGHT   92
#define SMALL_CARD_WIDTH   46
#define SMALL_CARD_HEIGHT  63
#define PUBLIC_CARD_WIDTH  96
#define PUBLIC_CARD_HEIGHT 134
#define CARD_LIFT          8
#define CELL               19
#define REVEAL_US          (900 * G_TIME_SPAN_MILLISECOND)

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* ================================================================ drawing */

typedef struct
{
  const char *fill;
  const char *fill_dark;
  const char *ink; /* the value and the shape, with enough contrast on fill */
} ColourStyle;

/* yellow circle, orange triangle, red square, green diamond, blue star,
 * black hexagon */
static const ColourStyle colour_styles[SPLITO_N_COLOURS] = {
  { "#f6d32d", "#e5c11f", "#000000" },
  { "#ff7800", "#e66100", "#000000" },
  { "#c01c28", "#c01c28", "#ffffff" },
  { "#2ec27e", "#26a269", "#000000" },
  { "#1c71d8", "#3584e4", "#ffffff" },
  { "#241f31", "#000000", "#ffffff" },
};

static void
set_source (cairo_t *cr, const char *spec, double alpha)
{
  GdkRGBA c;

  gdk_rgba_parse (&c, spec);
  cairo_set_source_rgba (cr, c.red, c.green, c.blue, c.alpha * alpha);
}

static const char *
colour_fill (int colour, gboolean dark)
{
  return dark ? colour_styles[colour].fill_dark : colour_styles[colour].fill;
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The shape of a colour, centred on (cx, cy), about 2r across. */
static void
shape_path (cairo_t *cr, int colour, double cx, double cy, double r)
{
  cairo_new_path (cr);
  switch (colour)
    {
    case SPLITO_YELLOW:
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      break;
    case SPLITO_ORANGE:
      for (int i = 0; i < 3; i++)
        {
          double a = -G_PI / 2 + i * 2 * G_PI / 3;
          cairo_line_to (cr, cx + 1.2 * r * cos (a), cy + 0.2 * r + 1.2 * r * sin (a));
        }
      break;
    case SPLITO_RED:
      cairo_rectangle (cr, cx - 0.85 * r, cy - 0.85 * r, 1.7 * r, 1.7 * r);
      break;
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

/* Text centred on @cx (or, with @wrap > 0, wrapped and centred in the
 * column from @cx to @cx + @wrap), its top at @y. Returns its height. */
static int
draw_text (cairo_t *cr, GtkWidget *widget, const char *text, double cx, double y,
           double px, gboolean bold, double wrap)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *desc = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  int w, h;

  pango_font_description_set_absolute_size (desc, MAX (1., px) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (wrap > 0)
    {
      pango_layout_set_width (layout, (int) (wrap * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
    }
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, wrap > 0 ? cx : cx - w / 2.0, y);
  pango_cairo_show_layout (cr, layout);
  return h;
}

static void
draw_kind_symbol (cairo_t *cr, GtkWidget *widget, int kind, double cx, double cy, double r,
                  const char *ink, const char *face)
{
  set_source (cr, ink, 1);
  switch (kind)
    {
    case SPLITO_KIND_MAJORITY_COLOUR: /* a moon */
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_fill (cr);
      set_source (cr, face, 1);
      cairo_arc (cr, cx + 0.45 * r, cy - 0.3 * r, 0.85 * r, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case SPLITO_KIND_MAJORITY_VALUE: /* a star */
      shape_path (cr, SPLITO_BLUE, cx, cy, r);
      cairo_fill (cr);
      break;
    case SPLITO_KIND_VALUE:
      draw_text (cr, widget, "=", cx, cy - 1.3 * r, 2.2 * r, TRUE, 0);
      break;
    case SPLITO_KIND_DIVERSITY:
      draw_text (cr, widget, "≠", cx, cy - 1.3 * r, 2.2 * r, TRUE, 0);
      break;
    default:
      draw_text (cr, widget, "#", cx, cy - 1.3 * r, 2.2 * r, TRUE, 0);
      break;
    }
}

/* One face-up card in @w x @h at the origin. */
static void
draw_card (GtkWidget *widget, cairo_t *cr, SplayCard card, double w, double h, gboolean dark)
{
  double r = w * 0.09;

  if (splito_card_is_number (card))
    {
      int colour = splito_card_colour (card);
      const char *ink = colour_styles[colour].ink;
      char num[4];

      rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, r);
      set_source (cr, colour_fill (colour, dark), 1);
      cairo_fill_preserve (cr);
      set_source (cr, dark ? "#c0bfbc" : "rgba(0,0,0,0.45)", 1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      g_snprintf (num, sizeof num, "%d", splito_card_value (card));
      set_source (cr, ink, 1);
      draw_text (cr, widget, num, w * 0.15, h * 0.02, h * 0.15, TRUE, 0);
      shape_path (cr, colour, w * 0.84, h * 0.1, w * 0.07);
      cairo_fill (cr);
      draw_text (cr, widget, num, w / 2, h * 0.13, h * 0.36, TRUE, 0);
      shape_path (cr, colour, w / 2, h * 0.75, w * 0.16);
      cairo_fill (cr);
    }
  else if (splito_card_is_scoring (card))
    {
      const SplitoScoringCard *sc = splito_scoring_card (card);
      const char *face = dark ? "#3d3846" : "#fdf6e3";
      const char *ink = dark ? "#ffffff" : "#241f31";
      g_autofree char *text = splito_scoring_card_text (card);
      char points[8];

      rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, r);
      set_source (cr, face, 1);
      cairo_fill_preserve (cr);
      set_source (cr, dark ? "#dc8add" : "#813d9c", 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);

      draw_kind_symbol (cr, widget, sc->kind, w * 0.2, h * 0.12, w * 0.09, ink, face);
      /* The points in a disc, top right. */
      set_source (cr, dark ? "#dc8add" : "#813d9c", 1);
      cairo_new_path (cr);
      cairo_arc (cr, w * 0.78, h * 0.12, w * 0.14, 0, 2 * G_PI);
      cairo_fill (cr);
      g_snprintf (points, sizeof points, "%d", sc->points);
      set_source (cr, dark ? "#000000" : "#ffffff", 1);
      draw_text (cr, widget, points, w * 0.78, h * 0.12 - w * 0.11, w * 0.17, TRUE, 0);

      set_source (cr, ink, 1);
      draw_text (cr, widget, text, 3, h * 0.26, MAX (8., w * 0.13), FALSE, w - 6);
    }
}

/* ============================================================ SplitoCard */

#define SPLAY_TYPE_SPLITO_CARD (splay_splito_card_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplitoCard, splay_splito_card, SPLAY, SPLITO_CARD, GtkWidget)

struct _SplaySplitoCard
{
  GtkWidget parent_instance;
  SplayCard card;
  int       width, height;
  gboolean  lift;     /* hand cards: a selected card rises */
  gboolean  selected;
  gboolean  cursor;
  int       chosen;   /* -1, or the side it was placed on (waiting for the reveal) */
};

G_DEFINE_FINAL_TYPE (SplaySplitoCard, splay_splito_card, GTK_TYPE_WIDGET)

enum {
  CARD_CLICKED,
  CARD_N_SIGNALS
};

static guint card_signals[CARD_N_SIGNALS];

static void
splito_card_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                     int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplaySplitoCard *self = SPLAY_SPLITO_CARD (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->width + 6;
  else
    *minimum = *natural = self->height + 6 + (self->lift ? CARD_LIFT : 0);
}

static void
splito_card_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplaySplitoCard *self = SPLAY_SPLITO_CARD (widget);
  gboolean dark = is_dark ();
  double w = self->width, h = self->height;
  float top = 3 + ((self->lift && !self->selected) ? CARD_LIFT : 0);
  cairo_t *cr;

  if (self->card == SPLAY_CARD_NONE)
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (3, top));
  if (self->card == SPLAY_CARD_UNKNOWN)
    splay_card_draw (widget, snapshot, SPLAY_CARD_UNKNOWN, w, h, dark);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-3, -3, w + 6, h + 6));
  if (self->card != SPLAY_CARD_UNKNOWN)
    draw_card (widget, cr, self->card, w, h, dark);
  if (self->chosen >= 0)
    {
      /* Chosen, not yet revealed: veiled, with the side it goes to. */
      rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, w * 0.09);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      draw_text (cr, widget, self->chosen == SPLITO_LEFT ? _("← Left") : _("Right →"),
                 w / 2, h * 0.42, w * 0.18, TRUE, 0);
    }
  if (self->selected)
    {
      set_source (cr, dark ? "#78aeed" : "#1c71d8", 1);
      cairo_set_line_width (cr, 3);
      rounded_rect (cr, -1.5, -1.5, w + 3, h + 3, w * 0.1);
      cairo_stroke (cr);
    }
  if (self->cursor)
    {
      const double dash[] = { 4, 3 };
      set_source (cr, dark ? "#f8e45c" : "#e66100", 1);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, dash, 2, 0);
      rounded_rect (cr, -2, -2, w + 4, h + 4, w * 0.1);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  gtk_snapshot_restore (snapshot);
}

static void
on_card_released (GtkGestureClick *gesture, int n_press, double x, double y, SplaySplitoCard *self)
{
  g_signal_emit (self, card_signals[CARD_CLICKED], 0);
}

static void
splay_splito_card_class_init (SplaySplitoCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = splito_card_measure;
  widget_class->snapshot = splito_card_snapshot;
  card_signals[CARD_CLICKED] = g_signal_new ("clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
splay_splito_card_init (SplaySplitoCard *self)
{
  self->card = SPLAY_CARD_NONE;
  self->chosen = -1;
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

static GtkWidget *
splito_card_new (int width, int height, gboolean clickable)
{
  SplaySplitoCard *self = g_object_new (SPLAY_TYPE_SPLITO_CARD, NULL);

  self->width = width;
  self->height = height;
  if (clickable)
    {
      GtkGesture *click = gtk_gesture_click_new ();
      g_signal_connect (click, "released", G_CALLBACK (on_card_released), self);
      gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
    }
  return GTK_WIDGET (self);
}

static void
splito_card_set (SplaySplitoCard *self, SplayCard card, gboolean selected, gboolean cursor, int chosen)
{
  g_autofree char *name = NULL;

  if (self->card != card || self->selected != selected || self->cursor != cursor || self->chosen != chosen)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  self->card = card;
  self->selected = selected;
  self->cursor = cursor;
  self->chosen = chosen;
  if (card == SPLAY_CARD_NONE)
    return;
  name = splito_card_name (card);
  if (chosen >= 0)
    {
      /* Translators: a hand card chosen this round, waiting for the reveal */
      g_autofree char *label = g_strdup_printf (chosen == SPLITO_LEFT ? _("%s, chosen for your left zone")
                                                                      : _("%s, chosen for your right zone"), name);
      g_free (name);
      name = g_steal_pointer (&label);
    }
  else if (selected)
    {
      /* Translators: a card in your hand that you have selected */
      g_autofree char *label = g_strdup_printf (_("%s, selected"), name);
      g_free (name);
      name = g_steal_pointer (&label);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), name);
}

GtkWidget *
splay_splito_card_widget_new (SplayCard card, int width, int height)
{
  GtkWidget *widget = splito_card_new (width, height, FALSE);

  splito_card_set (SPLAY_SPLITO_CARD (widget), card, FALSE, FALSE, -1);
  return widget;
}

/* ============================================================ SplitoGrid */

/* A zone's number cards as a table: a row per colour (with its shape), a
 * column per value, a chip where cards are (doubled for both copies), and
 * the totals of each row and column, so counts by colour and by value read
 * at a glance. Newly revealed cards turn over, then keep a ring. */

#define SPLAY_TYPE_SPLITO_GRID (splay_splito_grid_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplitoGrid, splay_splito_grid, SPLAY, SPLITO_GRID, GtkWidget)

struct _SplaySplitoGrid
{
  GtkWidget parent_instance;
  uint8_t   count[SPLITO_N_COLOURS][SPLITO_N_VALUES + 1];
  uint8_t   fresh[SPLITO_N_COLOURS][SPLITO_N_VALUES + 1];
  gint64    start;  /* when the reveal began; 0: no animation */
  guint     tick;
};

G_DEFINE_FINAL_TYPE (SplaySplitoGrid, splay_splito_grid, GTK_TYPE_WIDGET)

static void
splito_grid_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                     int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? CELL * 8 + 6 : CELL * 8 + 2;
}

static void
splito_grid_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplaySplitoGrid *self = SPLAY_SPLITO_GRID (widget);
  gboolean dark = is_dark ();
  const char *fg = dark ? "#ffffff" : "#000000";
  const char *accent = dark ? "#78aeed" : "#1c71d8";
  double progress = 1;
  int col_total[SPLITO_N_VALUES + 1] = { 0 };
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, CELL * 8 + 6, CELL * 8 + 2));
  char num[8];

  if (self->start > 0)
    progress = CLAMP ((double) (g_get_monotonic_time () - self->start) / REVEAL_US, 0, 1);

  for (int v = 1; v <= SPLITO_N_VALUES; v++)
    {
      g_snprintf (num, sizeof num, "%d", v);
      set_source (cr, fg, 0.6);
      draw_text (cr, widget, num, CELL * (v + 0.5), 1, CELL * 0.6, TRUE, 0);
    }
  for (int c = 0; c < SPLITO_N_COLOURS; c++)
    {
      double y = CELL * (c + 1);
      int row = 0;

      /* The colour's chip with its shape heads the row. */
      rounded_rect (cr, 2, y + 2, CELL - 4, CELL - 4, 3);
      set_source (cr, colour_fill (c, dark), 1);
      cairo_fill_preserve (cr);
      set_source (cr, dark ? "rgba(255,255,255,0.5)" : "rgba(0,0,0,0.35)", 1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      shape_path (cr, c, CELL / 2.0, y + CELL / 2.0, CELL * 0.24);
      set_source (cr, colour_styles[c].ink, 1);
      cairo_fill (cr);

      for (int v = 1; v <= SPLITO_N_VALUES; v++)
        {
          double x = CELL * v;
          int n = self->count[c][v];

          row += n;
          col_total[v] += n;
          if (n == 0)
            {
              set_source (cr, fg, 0.18);
              cairo_new_path (cr);
              cairo_arc (cr, x + CELL / 2.0, y + CELL / 2.0, 1.5, 0, 2 * G_PI);
              cairo_fill (cr);
              continue;
            }
          cairo_save (cr);
          if (self->fresh[c][v] && progress < 1)
            {
              /* Turning over: narrow to an edge, then open on the face. */
              double sx = fabs (cos (G_PI * progress));
              cairo_translate (cr, x + CELL / 2.0, 0);
              cairo_scale (cr, MAX (sx, 0.05), 1);
              cairo_translate (cr, -(x + CELL / 2.0), 0);
            }
          for (int k = n - 1; k >= 0; k--)
            {
              double off = k * 3;
              rounded_rect (cr, x + 1 + off, y + 1 - off, CELL - 4, CELL - 2, 3);
              if (self->fresh[c][v] && progress < 0.5)
                set_source (cr, dark ? "#1a4c8c" : "#1c71d8", 1);
              else
                set_source (cr, colour_fill (c, dark), 1);
              cairo_fill_preserve (cr);
              set_source (cr, dark ? "rgba(255,255,255,0.6)" : "rgba(0,0,0,0.5)", 1);
              cairo_set_line_width (cr, 1);
              cairo_stroke (cr);
            }
          if (!(self->fresh[c][v] && progress < 0.5))
            {
              g_snprintf (num, sizeof num, "%d", v);
              set_source (cr, colour_styles[c].ink, 1);
              draw_text (cr, widget, num, x + CELL / 2.0 - 1, y + 2, CELL * 0.58, TRUE, 0);
            }
          cairo_restore (cr);
          if (self->fresh[c][v] && progress >= 0.5)
            {
              set_source (cr, accent, 1);
              cairo_set_line_width (cr, 2);
              rounded_rect (cr, x - 0.5, y - 0.5 - (n - 1) * 3, CELL - 1 + (n - 1) * 3, CELL + 1 + (n - 1) * 3, 4);
              cairo_stroke (cr);
            }
        }
      g_snprintf (num, sizeof num, "%d", row);
      set_source (cr, fg, row > 0 ? 0.9 : 0.3);
      draw_text (cr, widget, num, CELL * 7.5, y + 2, CELL * 0.6, TRUE, 0);
    }
  for (int v = 1; v <= SPLITO_N_VALUES; v++)
    {
      g_snprintf (num, sizeof num, "%d", col_total[v]);
      set_source (cr, fg, col_total[v] > 0 ? 0.9 : 0.3);
      draw_text (cr, widget, num, CELL * (v + 0.5), CELL * 7 + 2, CELL * 0.6, TRUE, 0);
    }
  /* The lines that set the totals apart. */
  set_source (cr, fg, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, CELL * 7 - 0.5, CELL);
  cairo_line_to (cr, CELL * 7 - 0.5, CELL * 7);
  cairo_move_to (cr, CELL, CELL * 7 + 0.5);
  cairo_line_to (cr, CELL * 7, CELL * 7 + 0.5);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static gboolean
splito_grid_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  SplaySplitoGrid *self = SPLAY_SPLITO_GRID (widget);

  gtk_widget_queue_draw (widget);
  if (g_get_monotonic_time () - self->start >= REVEAL_US)
    {
      self->start = 0;
      self->tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
splay_splito_grid_class_init (SplaySplitoGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = splito_grid_measure;
  widget_class->snapshot = splito_grid_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
splay_splito_grid_init (SplaySplitoGrid *self)
{
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

static void
splito_grid_set (SplaySplitoGrid *self, const SplayCard *cards, int n,
                 const gboolean *fresh_card, gboolean animate)
{
  memset (self->count, 0, sizeof self->count);
  memset (self->fresh, 0, sizeof self->fresh);
  for (int i = 0; i < n; i++)
    if (splito_card_is_number (cards[i]))
      {
        int c = splito_card_colour (cards[i]), v = splito_card_value (cards[i]);
        self->count[c][v]++;
        if (fresh_card[i])
          self->fresh[c][v] = 1;
      }
  if (animate)
    {
      self->start = g_get_monotonic_time ();
      if (self->tick == 0)
        self->tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), splito_grid_tick, NULL, NULL);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ================================================================= board */

typedef struct
{
  GtkWidget *box;
  GtkWidget *title;
  GtkWidget *subtitle;
  GtkWidget *value;
  GtkWidget *grid;
  GtkWidget *cards_box;
  char      *text;
} ZonePanel;

struct _SplaySplitoBoard
{
  GtkWidget        parent_instance;

  GtkWidget       *overlay;
  GtkWidget       *round_label;
  GtkWidget       *scores_box;
  GtkWidget       *score_labels[SPLITO_MAX_SEATS];
  GtkWidget       *sheet_button;
  GtkWidget       *zones_flow;
  GtkWidget       *public_cards[2];
  GtkWidget       *public_labels[2];
  GtkWidget       *status_label;
  GtkWidget       *last_label;
  GtkWidget       *hint_label;
  GtkWidget       *hand_title;
  GtkWidget       *hand_box;
  GtkWidget       *hand_scroller;
  GtkWidget       *table_scroller;
  guint            drag_scroll_source;
  double           drag_scroll_speed; /* pixels per 16 ms; < 0 up */
  gint64           drag_scroll_time;  /* of the last step */
  GtkWidget       *hand_cards[SPLITO_HAND_SIZE];
  GtkWidget       *buttons;
  /* A replay showing every card: every seat's hand, a row each. */
  GtkWidget       *all_hands_scroller;
  GtkWidget       *all_hand_rows[SPLITO_MAX_SEATS];
  GtkWidget       *all_hand_titles[SPLITO_MAX_SEATS];
  GtkWidget       *all_hand_cards[SPLITO_MAX_SEATS][SPLITO_HAND_SIZE];
  GtkWidget       *left_button;
  GtkWidget       *right_button;
  GtkWidget       *cover;
  GtkWidget       *reveal_button;
  ZonePanel        zones[SPLITO_MAX_ZONES];

  SplayMatch      *match;
  SplayGame       *game;         /* current game, weak (the match owns it) */
  GtkWidget       *sheet_window; /* weak */

  int              seat;         /* whose hand is shown; -1 none */
  int              pending_seat; /* behind the cover: who is next */
  gboolean         covered;
  SplitoState      view;
  SplayCard        hand[SPLITO_HAND_SIZE];
  int              hand_n;
  SplayCard        selected_card; /* NONE: nothing selected */
  int              cursor;
  gboolean         armed;         /* Enter picked the card: arrows place it */
  int              placed_from;   /* the seat the zones were laid out for; -2: not yet */
  int              placed_zones;
  SplayGame       *shown_game;    /* the reveal already shown, to animate only new ones */
  int              shown_round;
  char            *scores_text;
  char            *public_text[2];
  char            *last_message;
  gboolean         sheet_due;     /* opened on a finished deal: show its sheet once in a window */
};

G_DEFINE_FINAL_TYPE (SplaySplitoBoard, splay_splito_board, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (SplaySplitoBoard *self);

/* ---- helpers ---- */

static const char *
player_name (SplaySplitoBoard *self, int seat)
{
  return splay_player_get_name (splay_match_get_player (self->match, seat));
}

/* Number cards by colour then value, then scoring cards. */
static int
compare_cards (gconstpointer a, gconstpointer b)
{
  return (int) *(const SplayCard *) a - (int) *(const SplayCard *) b;
}

static void
say (SplaySplitoBoard *self, const char *message)
{
  g_free (self->last_message);
  self->last_message = g_strdup (message);
  g_signal_emit (self, signals[MESSAGE], 0, message);
}

static gboolean
may_act (SplaySplitoBoard *self)
{
  return self->game != NULL && !self->covered && self->seat >= 0
         && !splay_game_is_over (self->game)
         && (splay_game_get_actors (self->game) >> self->seat) & 1;
}

static gboolean
current_hint (SplaySplitoBoard *self, SplayAction *out)
{
  /* The match keeps the hint; the board only shows it. */
  return may_act (self) && splay_match_get_hint (self->match, self->seat, out);
}

static int
selected_index (SplaySplitoBoard *self)
{
  for (int i = 0; i < self->hand_n; i++)
    if (self->hand[i] == self->selected_card)
      return i;
  return -1;
}

static void
clear_selection (SplaySplitoBoard *self)
{
  self->selected_card = SPLAY_CARD_NONE;
  self->armed = FALSE;
}

/* The zone's name: the two neighbours who share it, or with two players the
 * owner and the side. */
static char *
zone_title (SplaySplitoBoard *self, const SplitoState *s, int zone)
{
  int a, b;

  splito_zone_seats (s, zone, &a, &b);
  if (a == b)
    return g_strdup_printf (splito_zone_side (s, a, zone) == SPLITO_LEFT
                            /* Translators: two-player Splito: a player's own zone */
                            ? _("%s · left") : _("%s · right"),
                            player_name (self, a));
  /* Translators: the zone shared by two neighbours, "Anna | Ben" */
  return g_strdup_printf (_("%s | %s"), player_name (self, a), player_name (self, b));
}

/* Every move goes through the rules: a refused one changes nothing and the
 * player is told why. */
static gboolean
apply (SplaySplitoBoard *self, SplayAction action)
{
  g_autofree char *refusal =
    splay_board_try_apply (self->match, self->seat, self->covered ? self->pending_seat : -1,
                           FALSE, action);

  if (refusal != NULL)
    {
      say (self, refusal);
      return FALSE;
    }
  clear_selection (self);
  return TRUE;
}

/* Places the selected card (or the one under the cursor) on @side, or in
 * @zone if that is >= 0. */
static void
place (SplaySplitoBoard *self, int side, int zone)
{
  int i = selected_index (self);

  if (i < 0 && self->cursor < self->hand_n)
    i = self->cursor;
  if (i < 0 && self->hand_n > 0 && !may_act (self))
    i = 0; /* only to hear why nothing may be placed now */
  if (i < 0)
    {
      if (self->hand_n == 0 && (self->covered || self->seat < 0 || self->game == NULL
                                || splay_game_is_over (self->game)))
        apply (self, splito_action (0, SPLITO_LEFT)); /* refused, with the reason */
      else
        say (self, _("Select a card first."));
      return;
    }
  apply (self, zone >= 0 ? splito_action_zone (self->hand[i], zone)
                         : splito_action (self->hand[i], side));
  refresh (self);
}

/* ---- the scoring sheet ---- */

typedef struct
{
  GtkWidget *box;  /* NULL: text only */
  GString   *text;
} Sheet;

static void
sheet_line (Sheet *sheet, int indent, const char *css, const char *line)
{
  if (sheet->box != NULL)
    {
      GtkWidget *label = gtk_label_new (line);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, indent * 18);
      if (css != NULL)
        gtk_widget_add_css_class (label, css);
      if (css != NULL && g_str_equal (css, "heading"))
        gtk_widget_set_margin_top (label, 12);
      gtk_box_append (GTK_BOX (sheet->box), label);
    }
  for (int i = 0; i < indent; i++)
    g_string_append (sheet->text, "  ");
  g_string_append (sheet->text, line);
  g_string_append_c (sheet->text, '\n');
}

static char *
colour_counts_text (const SplitoZoneScore *zs)
{
  g_autoptr (GString) str = g_string_new (NULL);

  for (int c = 0; c < SPLITO_N_COLOURS; c++)
    if (zs->colour_count[c] > 0)
      {
        if (str->len > 0)
          g_string_append (str, ", ");
        /* Translators: a colour count in a zone, "red 2" */
        g_string_append_printf (str, _("%s %d"), splito_colour_name (c), zs->colour_count[c]);
      }
  g_string_append (str, "; ");
  for (int v = 1; v <= SPLITO_N_VALUES; v++)
    if (zs->value_count[v] > 0)
      {
        if (str->str[str->len - 2] != ';')
          g_string_append (str, ", ");
        /* Translators: how many cards of a value a zone has, "3s: 2" */
        g_string_append_printf (str, _("%ds: %d"), v, zs->value_count[v]);
      }
  if (g_str_has_suffix (str->str, "; "))
    g_string_truncate (str, str->len - 2);
  return g_string_free (g_steal_pointer (&str), FALSE);
}

static char *
scoring_line (const SplitoCardScore *cs)
{
  g_autofree char *cond = splito_scoring_card_text (cs->card);
  g_autofree char *reason = splito_card_score_reason (cs);
  int points = splito_scoring_card (cs->card)->points;
  g_autofree char *head = NULL;

  if (cs->fulfilled)
    /* Translators: a fulfilled scoring card on the sheet: condition, points */
    head = g_strdup_printf (ngettext ("✓ %s: %d point", "✓ %s: %d points", points), cond, points);
  else
    /* Translators: a scoring card not fulfilled: condition, its points */
    head = g_strdup_printf (ngettext ("✗ %s: 0 of %d point", "✗ %s: 0 of %d points", points), cond, points);
  if (cs->is_public)
    /* Translators: the sheet line of a public card the zone won: line, why */
    return g_strdup_printf (_("%s (public card) — %s"), head, reason);
  /* Translators: a sheet line: the card and points, then why */
  return g_strdup_printf (_("%s — %s"), head, reason);
}

static void
build_sheet (SplaySplitoBoard *self, const SplitoState *s, Sheet *sheet)
{
  gboolean over = s->phase == SPLITO_PHASE_OVER;

  sheet_line (sheet, 0, "title-4", over ? _("The deal is scored") : _("If the deal ended now"));
  for (int z = 0; z < s->n_zones; z++)
    {
      SplitoZoneScore zs;
      g_autofree char *title = zone_title (self, s, z);
      g_autofree char *head = NULL;
      g_autofree char *counts = NULL;
      g_autofree char *ncards = NULL;

      splito_score_zone (s, z, &zs);
      /* Translators: a zone's heading on the scoring sheet, "Anna | Ben: 7 points" */
      head = g_strdup_printf (ngettext ("%s: %d point", "%s: %d points", zs.value), title, zs.value);
      sheet_line (sheet, 0, "heading", head);
      counts = colour_counts_text (&zs);
      /* Translators: "5 cards: red 2, blue 3; 3s: 2, 6s: 3" */
      ncards = *counts != '\0'
        ? g_strdup_printf (ngettext ("%d card: %s", "%d cards: %s", zs.n_cards), zs.n_cards, counts)
        : g_strdup_printf (ngettext ("%d card", "%d cards", zs.n_cards), zs.n_cards);
      sheet_line (sheet, 1, "dim-label", ncards);
      if (zs.n_scoring == 0)
        sheet_line (sheet, 1, NULL, _("No scoring card here: the zone is worth nothing."));
      for (int i = 0; i < zs.n_scoring; i++)
        {
          g_autofree char *line = scoring_line (&zs.scoring[i]);
          sheet_line (sheet, 1, zs.scoring[i].fulfilled ? "success" : NULL, line);
        }
    }
  for (int i = 0; i < s->out_n; i++)
    {
      g_autofree char *cond = splito_scoring_card_text (s->out[i]);
      /* Translators: a public card that no zone won alone */
      g_autofree char *line = g_strdup_printf (_("Set aside, no zone led alone: %s"), cond);
      sheet_line (sheet, 0, "dim-label", line);
    }

  sheet_line (sheet, 0, "heading", _("Players: left × right"));
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      SplitoZoneScore l, r;
      g_autofree char *line = NULL;

      splito_score_zone (s, splito_left_zone (s, seat), &l);
      splito_score_zone (s, splito_right_zone (s, seat), &r);
      /* Translators: a player's deal score, "Anna: 7 × 3 = 21 (left × right)" */
      line = g_strdup_printf (_("%s: %d × %d = %d"), player_name (self, seat), l.value, r.value,
                              l.value * r.value);
      sheet_line (sheet, 1, NULL, line);
    }
}

static void
open_sheet (SplaySplitoBoard *self)
{
  GtkWidget *window, *content, *header, *scroller, *box;
  GtkEventController *keys;
  Sheet sheet;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->game == NULL)
    return;
  if (self->sheet_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->sheet_window));

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Scoring Sheet"));
  gtk_window_set_default_size (GTK_WINDOW (window), 620, 640);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), scroller);
  adw_window_set_content (ADW_WINDOW (window), content);

  sheet.box = box;
  sheet.text = g_string_new (NULL);
  build_sheet (self, splay_game_get_state (self->game), &sheet);
  g_string_free (sheet.text, TRUE);

  keys = GTK_EVENT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);

  self->sheet_window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->sheet_window);
  gtk_window_present (GTK_WINDOW (window));
}

/* ---- building the table ---- */

static void on_zone_released (GtkGestureClick *gesture, int n_press, double x, double y, SplaySplitoBoard *self);
static gboolean on_zone_drop (GtkDropTarget *target, const GValue *value, double x, double y, SplaySplitoBoard *self);

static void
on_drop_enter_leave (GtkDropTarget *target, double x, double y, gpointer data)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  gboolean enter = GPOINTER_TO_INT (data);

  if (enter)
    gtk_widget_add_css_class (box, "drop-hover");
  else
    gtk_widget_remove_css_class (box, "drop-hover");
}

static GdkDragAction
on_drop_enter (GtkDropTarget *target, double x, double y, gpointer data)
{
  on_drop_enter_leave (target, x, y, GINT_TO_POINTER (TRUE));
  return GDK_ACTION_MOVE;
}

static void
on_drop_leave (GtkDropTarget *target, gpointer data)
{
  on_drop_enter_leave (target, 0, 0, GINT_TO_POINTER (FALSE));
}

static void
build_zone (SplaySplitoBoard *self, int zone)
{
  ZonePanel *p = &self->zones[zone];
  GtkGesture *click = gtk_gesture_click_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  p->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  g_object_ref_sink (p->box);
  gtk_widget_add_css_class (p->box, "card");
  gtk_widget_add_css_class (p->box, "zone");
  gtk_widget_set_size_request (p->box, CELL * 8 + 24, -1);
  gtk_widget_set_valign (p->box, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (p->box), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  p->title = gtk_label_new (NULL);
  gtk_widget_add_css_class (p->title, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (p->title), PANGO_ELLIPSIZE_END);
  p->subtitle = gtk_label_new (NULL);
  gtk_widget_add_css_class (p->subtitle, "caption");
  gtk_widget_add_css_class (p->subtitle, "accent");
  p->value = gtk_label_new (NULL);
  gtk_widget_add_css_class (p->value, "caption-heading");
  p->grid = g_object_new (SPLAY_TYPE_SPLITO_GRID, NULL);
  p->cards_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (p->box), p->title);
  gtk_box_append (GTK_BOX (p->box), p->subtitle);
  gtk_box_append (GTK_BOX (p->box), p->value);
  gtk_box_append (GTK_BOX (p->box), p->grid);
  {
    /* Long conditions wrap within the grid's width, so that every zone
     * keeps the same width. */
    GtkWidget *clamp = adw_clamp_new ();
    adw_clamp_set_maximum_size (ADW_CLAMP (clamp), CELL * 8 + 6);
    adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), CELL * 8 + 6);
    adw_clamp_set_child (ADW_CLAMP (clamp), p->cards_box);
    gtk_box_append (GTK_BOX (p->box), clamp);
  }

  g_object_set_data (G_OBJECT (p->box), "zone", GINT_TO_POINTER (zone));
  g_signal_connect (click, "released", G_CALLBACK (on_zone_released), self);
  gtk_widget_add_controller (p->box, GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drop, "drop", G_CALLBACK (on_zone_drop), self);
  g_signal_connect (drop, "enter", G_CALLBACK (on_drop_enter), NULL);
  g_signal_connect (drop, "leave", G_CALLBACK (on_drop_leave), NULL);
  gtk_widget_add_controller (p->box, GTK_EVENT_CONTROLLER (drop));
}

static void
unplace_zone (ZonePanel *p)
{
  GtkWidget *parent = gtk_widget_get_parent (p->box);

  if (parent != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (gtk_widget_get_parent (parent)), parent);
}

static void
append_zone (SplaySplitoBoard *self, int zone)
{
  gtk_flow_box_append (GTK_FLOW_BOX (self->zones_flow), self->zones[zone].box);
  gtk_widget_set_focusable (gtk_widget_get_parent (self->zones[zone].box), FALSE);
}

/* Lays the zones out round the table as seen from @from: the seat's left
 * zone first, the others across the table from the left neighbour's side
 * round to the right neighbour's, and the seat's right zone last (so its
 * left is on the left). Done only when the
 * seat changes, so that a zone being clicked is never moved under the
 * pointer. */
static void
place_zones (SplaySplitoBoard *self)
{
  const SplitoState *s = &self->view;
  int from = MAX (self->seat, 0), n = s->n_zones;
  int left = splito_left_zone (s, from), right = splito_right_zone (s, from);

  if (self->placed_from == from && self->placed_zones == n)
    return;
  self->placed_from = from;
  self->placed_zones = n;
  for (int z = 0; z < SPLITO_MAX_ZONES; z++)
    unplace_zone (&self->zones[z]);
  {
    /* One line up to six zones; two even lines beyond. */
    int per_line = n <= 6 ? n : (n + 1) / 2;
    gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->zones_flow), per_line);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->zones_flow), per_line);
  }
  append_zone (self, left);
  if (s->n_seats == 2)
    {
      int other = 1 - from;
      /* Across the table, the other player's right is on our left. */
      append_zone (self, splito_right_zone (s, other));
      append_zone (self, splito_left_zone (s, other));
    }
  else
    for (int k = 1; k <= n - 2; k++)
      append_zone (self, (from + k) % n);
  append_zone (self, right);
}

/* ---- updating ---- */

/* Which cards of zone @zone were revealed in the last round. */
static void
fresh_cards (const SplitoState *s, int zone, gboolean *fresh)
{
  memset (fresh, 0, sizeof (gboolean) * SPLITO_ZONE_MAX);
  if (s->round == 0)
    return;
  for (int t = 0; t < s->n_seats; t++)
    {
      SplayCard c = s->last_card[t];
      int z;

      if (c == SPLAY_CARD_NONE || s->last_side[t] > SPLITO_RIGHT)
        continue;
      z = s->last_side[t] == SPLITO_LEFT ? splito_left_zone (s, t) : splito_right_zone (s, t);
      if (z != zone)
        continue;
      for (int i = 0; i < s->zone_n[z]; i++)
        if (s->zone[z][i] == c)
          fresh[i] = TRUE;
    }
}

static void
update_zone (SplaySplitoBoard *self, int zone, gboolean animate)
{
  const SplitoState *s = &self->view;
  ZonePanel *p = &self->zones[zone];
  gboolean over = s->phase == SPLITO_PHASE_OVER;
  gboolean fresh[SPLITO_ZONE_MAX];
  SplitoZoneScore zs;
  SplayAction hinted;
  g_autofree char *title = zone_title (self, s, zone);
  g_autofree char *value = NULL;
  g_autofree char *counts = NULL;
  g_autoptr (GString) text = g_string_new (NULL);
  int side = self->seat >= 0 ? splito_zone_side (s, self->seat, zone) : -1;
  GtkWidget *child;

  splito_score_zone (s, zone, &zs);
  fresh_cards (s, zone, fresh);
  gtk_label_set_text (GTK_LABEL (p->title), title);
  gtk_widget_set_tooltip_text (p->title, title);
  gtk_label_set_text (GTK_LABEL (p->subtitle),
                      side == SPLITO_LEFT ? _("Your left zone (L)")
                      : side == SPLITO_RIGHT ? _("Your right zone (R)") : "");
  gtk_widget_set_visible (p->subtitle, side >= 0);
  if (side >= 0)
    gtk_widget_add_css_class (p->box, "mine");
  else
    gtk_widget_remove_css_class (p->box, "mine");
  if (side >= 0 && current_hint (self, &hinted) && splito_action_place (hinted) == side)
    gtk_widget_add_css_class (p->box, "hint-target");
  else
    gtk_widget_remove_css_class (p->box, "hint-target");

  value = over
    /* Translators: what a zone scored at the end of the deal */
    ? g_strdup_printf (ngettext ("Scored %d point", "Scored %d points", zs.value), zs.value)
    /* Translators: what a zone would score if the deal ended now */
    : g_strdup_printf (ngettext ("Worth %d point now", "Worth %d points now", zs.value), zs.value);
  gtk_label_set_text (GTK_LABEL (p->value), value);
  splito_grid_set (SPLAY_SPLITO_GRID (p->grid), s->zone[zone], s->zone_n[zone], fresh, animate);

  while ((child = gtk_widget_get_first_child (p->cards_box)) != NULL)
    gtk_box_remove (GTK_BOX (p->cards_box), child);
  for (int i = 0; i < zs.n_scoring; i++)
    {
      const SplitoCardScore *cs = &zs.scoring[i];
      g_autofree char *cond = splito_scoring_card_text (cs->card);
      g_autofree char *reason = splito_card_score_reason (cs);
      int points = splito_scoring_card (cs->card)->points;
      /* Translators: a scoring card in a zone: fulfilled or not, points, condition */
      g_autofree char *line = g_strdup_printf (_("%s %d · %s"), cs->fulfilled ? "✓" : "✗", points, cond);
      GtkWidget *label = gtk_label_new (line);
      gboolean is_fresh = FALSE;

      for (int k = 0; k < s->zone_n[zone]; k++)
        if (s->zone[zone][k] == cs->card && fresh[k])
          is_fresh = TRUE;
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 18);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, cs->fulfilled ? "success" : "dim-label");
      if (is_fresh)
        gtk_widget_add_css_class (label, "fresh");
      if (cs->is_public)
        gtk_widget_add_css_class (label, "public");
      gtk_widget_set_tooltip_text (label, reason);
      gtk_box_append (GTK_BOX (p->cards_box), label);
    }

  counts = colour_counts_text (&zs);
  /* Translators: a zone's accessible summary, "Anna | Ben, worth 4 points now, 5 cards: ..." */
  g_string_append_printf (text, ngettext ("%s, %s, %d card: %s", "%s, %s, %d cards: %s", zs.n_cards),
                          title, value, zs.n_cards, counts);
  for (int i = 0; i < zs.n_scoring; i++)
    {
      g_autofree char *line = scoring_line (&zs.scoring[i]);
      g_string_append (text, ". ");
      g_string_append (text, line);
    }
  g_free (p->text);
  p->text = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (p->box), GTK_ACCESSIBLE_PROPERTY_LABEL, p->text, -1);
}

static void
update_public (SplaySplitoBoard *self)
{
  const SplitoState *s = &self->view;

  for (int i = 0; i < 2; i++)
    {
      SplayCard card = s->public_cards[i];
      g_autofree char *text = NULL;
      g_autofree char *name = NULL;

      if (!splito_card_is_scoring (card))
        {
          gtk_widget_set_visible (self->public_cards[i], FALSE);
          continue;
        }
      gtk_widget_set_visible (self->public_cards[i], TRUE);
      splito_card_set (SPLAY_SPLITO_CARD (self->public_cards[i]), card, FALSE, FALSE, -1);
      if (!s->public_scored)
        {
          int winner = splito_public_winner (s, card);
          if (winner >= 0)
            {
              g_autofree char *zone = zone_title (self, s, winner);
              /* Translators: the zone that would win a public card now */
              text = g_strdup_printf (_("Leading: %s"), zone);
            }
          else
            text = g_strdup (_("No zone leads alone"));
        }
      else
        {
          int won = -1;
          for (int z = 0; z < s->n_zones; z++)
            for (int k = 0; k < s->zone_n[z]; k++)
              if (s->zone[z][k] == card)
                won = z;
          if (won >= 0)
            {
              g_autofree char *zone = zone_title (self, s, won);
              /* Translators: the zone that won a public card */
              text = g_strdup_printf (_("Won by %s"), zone);
            }
          else
            text = g_strdup (_("Set aside: no zone led alone"));
        }
      gtk_label_set_text (GTK_LABEL (self->public_labels[i]), text);
      name = splito_card_name (card);
      {
        /* Translators: a public scoring card's accessible label: card, who leads */
        g_autofree char *label = g_strdup_printf (_("Public card: %s. %s"), name, text);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->public_cards[i]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        g_free (self->public_text[i]);
        self->public_text[i] = g_steal_pointer (&label);
      }
    }
}

static void
update_scores (SplaySplitoBoard *self)
{
  const SplitoState *s = &self->view;
  gboolean over = s->phase == SPLITO_PHASE_OVER;
  gboolean several = splay_match_get_max_games (self->match) != 1 || splay_match_get_target_points (self->match) > 0;
  guint32 actors = splay_game_get_actors (self->game);
  g_autoptr (GString) all = g_string_new (NULL);

  for (int seat = 0; seat < SPLITO_MAX_SEATS; seat++)
    {
      GtkWidget *label = self->score_labels[seat];
      g_autofree char *line = NULL;
      g_autofree char *full = NULL;
      int now, total;

      gtk_widget_set_visible (label, seat < s->n_seats);
      if (seat >= s->n_seats)
        continue;
      now = splito_seat_score (s, seat);
      /* The match total counts the finished deals; this one is added once over. */
      total = splay_match_get_total (self->match, seat) + (over ? 0 : now);
      {
        SplitoZoneScore l, r;
        splito_score_zone (s, splito_left_zone (s, seat), &l);
        splito_score_zone (s, splito_right_zone (s, seat), &r);
        /* Translators: a player's running score: "Anna 3 × 4 = 12" */
        line = g_strdup_printf (_("%s %d × %d = %d"), player_name (self, seat), l.value, r.value, now);
      }
      if (several)
        /* Translators: a running score with the match total so far */
        full = g_strdup_printf (_("%s · match %d"), line, total);
      else
        full = g_strdup (line);
      if ((actors >> seat) & 1)
        {
          /* Translators: a player still choosing this round */
          g_autofree char *t = g_strdup_printf (_("%s (choosing)"), full);
          g_free (full);
          full = g_steal_pointer (&t);
        }
      gtk_label_set_text (GTK_LABEL (label), full);
      if (seat == self->seat)
        gtk_widget_add_css_class (label, "heading");
      else
        gtk_widget_remove_css_class (label, "heading");
      if (all->len > 0)
        g_string_append (all, "\n");
      g_string_append (all, full);
    }
  g_free (self->scores_text);
  self->scores_text = g_string_free (g_steal_pointer (&all), FALSE);
}

static void
update_hand (SplaySplitoBoard *self, gboolean my_turn)
{
  const SplitoState *s = &self->view;
  int sel = selected_index (self);
  int chosen_side = -1;
  SplayCard chosen = SPLAY_CARD_NONE;

  if (self->seat >= 0 && !self->covered && (s->chosen >> self->seat) & 1)
    {
      chosen = s->choice_card[self->seat];
      chosen_side = s->choice_side[self->seat];
    }
  for (int i = 0; i < SPLITO_HAND_SIZE; i++)
    {
      GtkWidget *w = self->hand_cards[i];
      gboolean shown = i < self->hand_n;

      gtk_widget_set_visible (w, shown);
      if (!shown)
        continue;
      splito_card_set (SPLAY_SPLITO_CARD (w), self->hand[i], i == sel,
                       my_turn && i == self->cursor,
                       self->hand[i] == chosen ? chosen_side : -1);
      gtk_widget_set_focusable (w, FALSE);
    }
  /* On a narrow window the hand scrolls: keep the keyboard's card in view. */
  if (my_turn && self->cursor < self->hand_n)
    {
      graphene_rect_t bounds;
      GtkAdjustment *adj = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->hand_scroller));

      if (gtk_widget_compute_bounds (self->hand_cards[self->cursor], self->hand_box, &bounds))
        gtk_adjustment_clamp_page (adj, bounds.origin.x, bounds.origin.x + bounds.size.width);
    }
  if (chosen != SPLAY_CARD_NONE)
    {
      /* With two copies of a card, only one is veiled. */
      gboolean seen = FALSE;
      for (int i = 0; i < self->hand_n; i++)
        if (self->hand[i] == chosen)
          {
            if (seen)
              splito_card_set (SPLAY_SPLITO_CARD (self->hand_cards[i]), self->hand[i], FALSE, FALSE, -1);
            seen = TRUE;
          }
    }
}

static void
update_texts (SplaySplitoBoard *self, gboolean my_turn)
{
  const SplitoState *s = &self->view;
  int n = splay_match_get_n_seats (self->match);
  int max_games = splay_match_get_max_games (self->match);
  const char *names[SPLAY_MAX_SEATS + 1] = { NULL };
  guint32 actors = splay_game_get_actors (self->game);
  g_autofree char *round = NULL;
  g_autofree char *status = NULL;
  g_autofree char *last = NULL;
  g_autofree char *hand_title = NULL;
  g_autofree char *hint_owned = NULL;
  const char *hint = "";
  SplayAction hinted;

  if (s->phase == SPLITO_PHASE_OVER)
    round = g_strdup (_("The deal is over"));
  else
    /* Translators: "Round 3 of 13" */
    round = g_strdup_printf (_("Round %d of %d"), s->round + 1, s->n_rounds);
  if (max_games > 1)
    {
      /* Translators: "Deal 2 of 3 · Round 5 of 13" */
      g_autofree char *t = g_strdup_printf (_("Deal %u of %d · %s"),
                                            MAX (splay_match_get_n_games (self->match), 1), max_games, round);
      g_free (round);
      round = g_steal_pointer (&t);
    }
  gtk_label_set_text (GTK_LABEL (self->round_label), round);

  for (int i = 0; i < n; i++)
    names[i] = player_name (self, i);
  last = splay_game_describe_last (self->game, names);
  gtk_label_set_text (GTK_LABEL (self->last_label), last ? last : _("The cards are dealt."));

  if (splay_game_is_over (self->game))
    status = g_strdup (_("The deal is over: the scoring sheet says why each zone scored what it did."));
  else if (my_turn)
    status = splay_match_get_n_humans (self->match) > 1
      /* Translators: %s is a player name; several people share the screen */
      ? g_strdup_printf (_("Your choice, %s: place a card left or right"), player_name (self, self->seat))
      : g_strdup (_("Your choice: place a card left or right"));
  else
    {
      g_autoptr (GString) waiting = g_string_new (NULL);
      for (int t = 0; t < n; t++)
        if ((actors >> t) & 1)
          {
            if (waiting->len > 0)
              g_string_append (waiting, ", ");
            g_string_append (waiting, player_name (self, t));
          }
      if (self->seat >= 0 && ((s->chosen >> self->seat) & 1)
          && (splito_card_is_number (s->choice_card[self->seat])
              || splito_card_is_scoring (s->choice_card[self->seat])))
        {
          g_autofree char *card = splito_card_name (s->choice_card[self->seat]);
          status = g_strdup_printf (s->choice_side[self->seat] == SPLITO_LEFT
                                    /* Translators: your hidden choice; the card, then who is still choosing */
                                    ? _("You chose %s for your left zone. Waiting for %s.")
                                    : _("You chose %s for your right zone. Waiting for %s."),
                                    card, waiting->str);
        }
      else
        /* Translators: %s lists the players still choosing */
        status = g_strdup_printf (_("Waiting for %s."), waiting->str);
    }
  gtk_label_set_text (GTK_LABEL (self->status_label), status);

  if (my_turn && current_hint (self, &hinted))
    {
      g_autofree char *card = splito_card_name (splito_action_card (hinted));

      hint = hint_owned = g_strdup_printf (splito_action_place (hinted) == SPLITO_LEFT
                                           /* Translators: a hint; %s is a card */
                                           ? _("Hint: place the %s in your left zone.")
                                           : _("Hint: place the %s in your right zone."),
                                           card);
    }
  else if (my_turn)
    hint = _("Select a card, then click a zone or press L or R; or drag the card onto a zone. "
             "Keys: ←/→ move, Enter picks up, then ←/→ place it.");
  gtk_label_set_text (GTK_LABEL (self->hint_label), hint);

  if (self->seat >= 0 && !self->covered)
    /* Translators: "Anna’s hand · 12 cards" */
    hand_title = g_strdup_printf (ngettext ("%s’s hand · %d card", "%s’s hand · %d cards", self->hand_n),
                                  player_name (self, self->seat), self->hand_n);
  gtk_label_set_text (GTK_LABEL (self->hand_title), hand_title ? hand_title : "");
}

/* A replay showing every card, with nobody at the screen, shows every
 * hand: the cards each seat holds, the one chosen this round veiled with
 * its side, as the chooser's own hand shows it. */
static void
update_all_hands (SplaySplitoBoard *self)
{
  const SplitoState *s = &self->view;
  gboolean shown = self->seat < 0 && !self->covered && splay_game_get_reveal (self->game);

  gtk_widget_set_visible (self->all_hands_scroller, shown);
  if (!shown)
    return;
  for (int seat = 0; seat < SPLITO_MAX_SEATS; seat++)
    {
      SplayCard hand[SPLITO_HAND_SIZE];
      int n = seat < s->n_seats ? s->hand_n[seat] : 0;
      gboolean chosen = seat < s->n_seats && (s->chosen >> seat) & 1;
      gboolean veiled = FALSE;
      g_autofree char *title = NULL;

      gtk_widget_set_visible (self->all_hand_rows[seat], seat < s->n_seats);
      if (seat >= s->n_seats)
        continue;
      memcpy (hand, s->hand[seat], n * sizeof (SplayCard));
      qsort (hand, n, sizeof (SplayCard), compare_cards);
      /* Translators: "Anna’s hand · 12 cards" */
      title = g_strdup_printf (ngettext ("%s’s hand · %d card", "%s’s hand · %d cards", n),
                               player_name (self, seat), n);
      gtk_label_set_text (GTK_LABEL (self->all_hand_titles[seat]), title);
      for (int i = 0; i < SPLITO_HAND_SIZE; i++)
        {
          GtkWidget *w = self->all_hand_cards[seat][i];
          int side = -1;

          gtk_widget_set_visible (w, i < n);
          if (i >= n)
            continue;
          /* With two copies of the chosen card, only one is veiled. */
          if (chosen && !veiled && hand[i] == s->choice_card[seat])
            {
              side = s->choice_side[seat];
              veiled = TRUE;
            }
          splito_card_set (SPLAY_SPLITO_CARD (w), hand[i], FALSE, FALSE, side);
        }
    }
}

/* Whose hand belongs on the screen, and whether the cover goes up first:
 * with several people, each chooses behind it in seat order. */
static void
choose_seat (SplaySplitoBoard *self)
{
  gboolean hand_over;
  int seat;

  if (self->covered)
    return;
  seat = splay_board_seat_for_screen (self->match, self->seat, &hand_over);
  if (!hand_over)
    {
      self->seat = seat;
      return;
    }
  self->seat = -1;
  clear_selection (self);
  self->covered = TRUE;
  self->pending_seat = seat;
  splay_board_show_cover (self->match, GTK_WIDGET (self->cover), self->reveal_button, seat);
}

static void
refresh (SplaySplitoBoard *self)
{
  gboolean my_turn, animate = FALSE;

  if (self->game == NULL)
    return;
  choose_seat (self);
  splay_game_view (self->game, self->covered ? -1 : self->seat, &self->view);
  my_turn = may_act (self);

  self->hand_n = (self->seat >= 0 && !self->covered) ? self->view.hand_n[self->seat] : 0;
  memcpy (self->hand, self->view.hand[MAX (self->seat, 0)], self->hand_n * sizeof (SplayCard));
  qsort (self->hand, self->hand_n, sizeof (SplayCard), compare_cards);
  if (selected_index (self) < 0)
    clear_selection (self);
  self->cursor = CLAMP (self->cursor, 0, MAX (self->hand_n - 1, 0));

  /* Every card is turned over together, once, when the round resolves; a
   * board opened on a saved game shows the last reveal without moving. */
  if (!self->covered && (self->game != self->shown_game || self->view.round != self->shown_round))
    {
      animate = self->game == self->shown_game && self->view.round > self->shown_round;
      self->shown_game = self->game;
      self->shown_round = self->view.round;
    }

  place_zones (self);
  for (int z = 0; z < self->view.n_zones; z++)
    update_zone (self, z, animate);
  update_public (self);
  update_scores (self);
  update_hand (self, my_turn);
  update_all_hands (self);
  update_texts (self, my_turn);
  {
    gboolean can = my_turn && self->hand_n > 0;
    gtk_widget_set_sensitive (self->left_button, can);
    gtk_widget_set_sensitive (self->right_button, can);
  }
  gtk_widget_set_visible (self->hand_scroller, self->seat >= 0 && !self->covered);
  /* Nobody's hand on the screen (a replay, or only computers): nothing
   * to place. */
  gtk_widget_set_visible (self->buttons, self->seat >= 0 && !self->covered);
}

/* ---- input ---- */

static void
on_hand_card_clicked (SplaySplitoBoard *self, SplaySplitoCard *card)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index < 0 || index >= self->hand_n)
    return;
  self->cursor = index;
  self->armed = FALSE;
  self->selected_card = self->selected_card == self->hand[index] ? SPLAY_CARD_NONE : self->hand[index];
  refresh (self);
}

static void
on_zone_released (GtkGestureClick *gesture, int n_press, double x, double y, SplaySplitoBoard *self)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int zone = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (box), "zone"));

  /* A click on a zone places the selected card there; without one, it
   * does nothing, so that looking around never moves a card. */
  if (selected_index (self) < 0)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "board.place-zone", "i", zone);
}

static gboolean
on_zone_drop (GtkDropTarget *target, const GValue *value, double x, double y, SplaySplitoBoard *self)
{
  GtkWidget *box = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  int zone = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (box), "zone"));
  SplayCard card = (SplayCard) g_value_get_uint (value);
  gboolean ok;

  gtk_widget_remove_css_class (box, "drop-hover");
  ok = apply (self, splito_action_zone (card, zone));
  refresh (self);
  return ok;
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source, double x, double y, SplaySplitoBoard *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));

  if (!may_act (self) || index < 0 || index >= self->hand_n)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, (guint) self->hand[index]);
}

static void
on_drag_begin (GtkDragSource *source, GdkDrag *drag, SplaySplitoBoard *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr (GdkPaintable) icon = gtk_widget_paintable_new (card);

  gtk_drag_source_set_icon (source, icon, HAND_CARD_WIDTH / 2, HAND_CARD_HEIGHT / 2);
}

/* While a card is dragged, the table scrolls when the pointer nears its
 * top or bottom edge, so that a zone out of view (many players, a small
 * window) can still be reached. */
#define DRAG_SCROLL_EDGE 36.0

/* The speed for a pointer at @y in the table's viewport: faster the
 * deeper into the edge. */
static double
drag_scroll_speed (SplaySplitoBoard *self, double y)
{
  double h = gtk_widget_get_height (self->table_scroller);

  if (y < DRAG_SCROLL_EDGE)
    return -(DRAG_SCROLL_EDGE - MAX (y, 0.0)) / 3.0;
  if (y > h - DRAG_SCROLL_EDGE)
    return (MIN (y, h) - (h - DRAG_SCROLL_EDGE)) / 3.0;
  return 0.0;
}

static gboolean
drag_scroll_step (gpointer data)
{
  SplaySplitoBoard *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->table_scroller));
  GtkNative *native = gtk_widget_get_native (self->table_scroller);
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (self->table_scroller));
  double x, y, sx, sy;

  /* Motion events stop while the pointer rests in the edge (and may lag
   * behind the scrolling), so ask where the pointer is now. */
  if (native != NULL && seat != NULL && gdk_seat_get_pointer (seat) != NULL
      && gdk_surface_get_device_position (gtk_native_get_surface (native), gdk_seat_get_pointer (seat),
                                          &x, &y, NULL))
    {
      graphene_point_t p, q;

      gtk_native_get_surface_transform (native, &sx, &sy);
      graphene_point_init (&p, (float) (x - sx), (float) (y - sy));
      if (gtk_widget_compute_point (GTK_WIDGET (native), self->table_scroller, &p, &q))
        self->drag_scroll_speed = drag_scroll_speed (self, q.y);
    }
  if (self->drag_scroll_speed == 0.0)
    {
      self->drag_scroll_source = 0;
      return G_SOURCE_REMOVE;
    }
  /* By the time passed, so that a busy machine scrolls as far. */
  {
    gint64 now = g_get_monotonic_time ();
    double steps = CLAMP ((now - self->drag_scroll_time) / 16000.0, 0.0, 10.0);

    self->drag_scroll_time = now;
    gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + self->drag_scroll_speed * steps);
  }
  return G_SOURCE_CONTINUE;
}

static void
on_table_drag_motion (GtkDropControllerMotion *motion, double x, double y, SplaySplitoBoard *self)
{
  self->drag_scroll_speed = drag_scroll_speed (self, y);
  if (self->drag_scroll_speed != 0.0 && self->drag_scroll_source == 0)
    {
      self->drag_scroll_time = g_get_monotonic_time ();
      self->drag_scroll_source = g_timeout_add (16, drag_scroll_step, self);
    }
}

static void
on_table_drag_leave (GtkDropControllerMotion *motion, SplaySplitoBoard *self)
{
  g_clear_handle_id (&self->drag_scroll_source, g_source_remove);
}

static void
on_reveal_clicked (SplaySplitoBoard *self)
{
  if (!self->covered)
    return;
  self->covered = FALSE;
  self->seat = self->pending_seat;
  gtk_widget_set_visible (self->cover, FALSE);
  self->cursor = 0;
  clear_selection (self);
  refresh (self);
  splay_match_set_paused (self->match, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* ---- signals from the match ---- */

static void
on_game_started (SplaySplitoBoard *self, SplayGame *game)
{
  self->game = game;
  clear_selection (self);
  self->cursor = 0;
  refresh (self);
}

static void
on_action_applied (SplaySplitoBoard *self, SplayGame *game, int seat, guint action, guint index)
{
  self->game = game;
  refresh (self);
}

static void
on_game_over (SplaySplitoBoard *self, SplayGame *game)
{
  /* The deal is scored: show why, zone by zone. */
  if (game == self->game)
    open_sheet (self);
}

/* ---- actions ---- */

static void
place_left_action (GtkWidget *widget, const char *name, GVariant *param)
{
  place (SPLAY_SPLITO_BOARD (widget), SPLITO_LEFT, -1);
}

static void
place_right_action (GtkWidget *widget, const char *name, GVariant *param)
{
  place (SPLAY_SPLITO_BOARD (widget), SPLITO_RIGHT, -1);
}

static void
place_zone_action (GtkWidget *widget, const char *name, GVariant *param)
{
  place (SPLAY_SPLITO_BOARD (widget), SPLITO_LEFT, g_variant_get_int32 (param));
}

static void
move_cursor (SplaySplitoBoard *self, int to)
{
  if (self->hand_n == 0)
    return;
  self->cursor = ((to % self->hand_n) + self->hand_n) % self->hand_n;
  refresh (self);
}

static void
select_next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  /* After Enter picked a card up, the arrows put it down on their side. */
  if (self->armed)
    place (self, SPLITO_RIGHT, -1);
  else
    move_cursor (self, self->cursor + 1);
}

static void
select_previous_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  if (self->armed)
    place (self, SPLITO_LEFT, -1);
  else
    move_cursor (self, self->cursor - 1);
}

static void
select_first_action (GtkWidget *widget, const char *name, GVariant *param)
{
  move_cursor (SPLAY_SPLITO_BOARD (widget), 0);
}

static void
select_last_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);
  move_cursor (self, self->hand_n - 1);
}

static void
toggle_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  if (self->cursor >= self->hand_n)
    return;
  self->armed = FALSE;
  self->selected_card = self->selected_card == self->hand[self->cursor]
                        ? SPLAY_CARD_NONE : self->hand[self->cursor];
  refresh (self);
}

static void
pick_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  if (self->cursor >= self->hand_n)
    return;
  if (self->armed)
    {
      clear_selection (self);
      refresh (self);
      return;
    }
  self->selected_card = self->hand[self->cursor];
  self->armed = TRUE;
  refresh (self);
  say (self, _("Now press ← or → to place the card left or right; Escape puts it back."));
}

static void
clear_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);
  clear_selection (self);
  refresh (self);
}

static void
reveal_action (GtkWidget *widget, const char *name, GVariant *param)
{
  on_reveal_clicked (SPLAY_SPLITO_BOARD (widget));
}

static void
scoring_sheet_action (GtkWidget *widget, const char *name, GVariant *param)
{
  open_sheet (SPLAY_SPLITO_BOARD (widget));
}

/* ---- object ---- */

/* A board opened on a deal that is over (a match saved while the scoring
 * sheet was showing, or due) shows the sheet again once it is in a window.
 * A board that takes no pointer input is a read-only view (the history's
 * replay rebuilds one at every step back): no window pops up over it. */
static void
splay_splito_board_root (GtkWidget *widget)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  GTK_WIDGET_CLASS (splay_splito_board_parent_class)->root (widget);
  if (self->sheet_due && gtk_widget_get_can_target (widget))
    {
      self->sheet_due = FALSE;
      open_sheet (self);
    }
}

static gboolean
splay_splito_board_grab_focus (GtkWidget *widget)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  if (self->covered)
    return gtk_widget_grab_focus (self->reveal_button);
  return GTK_WIDGET_CLASS (splay_splito_board_parent_class)->grab_focus (widget);
}

static void
splay_splito_board_dispose (GObject *object)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->sheet_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->sheet_window));
  g_clear_handle_id (&self->drag_scroll_source, g_source_remove);
  for (int z = 0; z < SPLITO_MAX_ZONES; z++)
    if (self->zones[z].box != NULL)
      {
        unplace_zone (&self->zones[z]);
        g_clear_object (&self->zones[z].box);
        g_clear_pointer (&self->zones[z].text, g_free);
      }
  g_clear_pointer (&self->overlay, gtk_widget_unparent);
  g_clear_object (&self->match);
  g_clear_pointer (&self->last_message, g_free);
  g_clear_pointer (&self->scores_text, g_free);
  g_clear_pointer (&self->public_text[0], g_free);
  g_clear_pointer (&self->public_text[1], g_free);
  G_OBJECT_CLASS (splay_splito_board_parent_class)->dispose (object);
}

static void
splay_splito_board_class_init (SplaySplitoBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_splito_board_dispose;
  widget_class->grab_focus = splay_splito_board_grab_focus;
  widget_class->root = splay_splito_board_root;

  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "splay-splito-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_install_action (widget_class, "board.place-left", NULL, place_left_action);
  gtk_widget_class_install_action (widget_class, "board.place-right", NULL, place_right_action);
  gtk_widget_class_install_action (widget_class, "board.place-zone", "i", place_zone_action);
  gtk_widget_class_install_action (widget_class, "board.select-next", NULL, select_next_action);
  gtk_widget_class_install_action (widget_class, "board.select-previous", NULL, select_previous_action);
  gtk_widget_class_install_action (widget_class, "board.select-first", NULL, select_first_action);
  gtk_widget_class_install_action (widget_class, "board.select-last", NULL, select_last_action);
  gtk_widget_class_install_action (widget_class, "board.toggle-selection", NULL, toggle_selection_action);
  gtk_widget_class_install_action (widget_class, "board.pick", NULL, pick_action);
  gtk_widget_class_install_action (widget_class, "board.clear-selection", NULL, clear_selection_action);
  gtk_widget_class_install_action (widget_class, "board.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "board.scoring-sheet", NULL, scoring_sheet_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.select-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.select-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "board.select-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "board.select-last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.toggle-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.pick", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.pick", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, 0, "board.place-left", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_L, GDK_SHIFT_MASK, "board.place-left", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.place-right", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.place-right", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, 0, "board.scoring-sheet", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.clear-selection", NULL);
}

/* The few styles only this board uses. */
static void
install_css (void)
{
  static gboolean done;
  g_autoptr (GtkCssProvider) provider = NULL;
  const char *css =
    "splay-splito-board .zone { padding: 8px; }\n"
    "splay-splito-board .zone.mine { box-shadow: inset 0 0 0 2px @accent_color; }\n"
    "splay-splito-board .zone.drop-hover { background-color: alpha(@accent_color, 0.18); }\n"
    "splay-splito-board .zone.hint-target { box-shadow: inset 0 0 0 3px @warning_color; }\n"
    "splay-splito-board .fresh { font-weight: bold; text-decoration: underline; }\n"
    "splay-splito-board .public { font-style: italic; }\n";

  if (done || gdk_display_get_default () == NULL)
    return;
  done = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, css, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static GtkWidget *
pill_button (const char *label, const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_widget_add_css_class (button, "pill");
  return button;
}

/* A centred scroller as large as @child, scrolling sideways when the
 * window is narrower; upwards too past @max_height (-1: never). */
static GtkWidget *
fitting_scroller (GtkWidget *child, GtkPolicyType vertical, int max_height)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (scroller);

  gtk_scrolled_window_set_policy (sw, GTK_POLICY_AUTOMATIC, vertical);
  gtk_scrolled_window_set_propagate_natural_width (sw, TRUE);
  gtk_scrolled_window_set_propagate_natural_height (sw, TRUE);
  if (max_height > 0)
    gtk_scrolled_window_set_max_content_height (sw, max_height);
  gtk_widget_set_halign (scroller, GTK_ALIGN_CENTER);
  gtk_scrolled_window_set_child (sw, child);
  return scroller;
}

static void
splay_splito_board_init (SplaySplitoBoard *self)
{
  GtkWidget *scroller, *table, *top, *middle, *centre, *publics, *buttons, *page, *mine;

  self->seat = -1;
  self->pending_seat = -1;
  self->selected_card = SPLAY_CARD_NONE;
  self->placed_from = -2;
  self->shown_round = -1;
  install_css ();
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  self->overlay = gtk_overlay_new ();
  gtk_widget_set_parent (self->overlay, GTK_WIDGET (self));
  /* The table scrolls when it must; the hand below it stays in view. */
  page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_overlay_set_child (GTK_OVERLAY (self->overlay), page);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (page), scroller);
  self->table_scroller = scroller;
  {
    GtkEventController *motion = gtk_drop_controller_motion_new ();

    g_signal_connect (motion, "enter", G_CALLBACK (on_table_drag_motion), self);
    g_signal_connect (motion, "motion", G_CALLBACK (on_table_drag_motion), self);
    g_signal_connect (motion, "leave", G_CALLBACK (on_table_drag_leave), self);
    gtk_widget_add_controller (scroller, motion);
  }
  mine = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_top (mine, 4);
  gtk_widget_set_margin_bottom (mine, 6);
  gtk_box_append (GTK_BOX (page), mine);
  table = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (table, 12);
  gtk_widget_set_margin_end (table, 12);
  gtk_widget_set_margin_top (table, 8);
  gtk_widget_set_margin_bottom (table, 8);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), table);

  /* The round and everyone's running score. */
  top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  self->round_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->round_label, "heading");
  self->scores_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->scores_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->scores_box), 4);
  /* Eight players' scores take four lines rather than eight on a small
   * window, leaving the height to the zones. */
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->scores_box), 2);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->scores_box), 18);
  gtk_widget_set_can_focus (self->scores_box, FALSE);
  gtk_widget_set_hexpand (self->scores_box, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scores_box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Scores"), -1);
  for (int s = 0; s < SPLITO_MAX_SEATS; s++)
    {
      self->score_labels[s] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->score_labels[s]), 0);
      gtk_flow_box_append (GTK_FLOW_BOX (self->scores_box), self->score_labels[s]);
    }
  self->sheet_button = pill_button (_("_Scoring Sheet"), "board.scoring-sheet");
  gtk_widget_set_valign (self->sheet_button, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (top), self->scores_box);
  gtk_box_append (GTK_BOX (top), self->sheet_button);
  gtk_box_append (GTK_BOX (table), top);

  /* The public cards, and what is happening. */
  middle = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_widget_set_halign (middle, GTK_ALIGN_CENTER);
  centre = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_valign (centre, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (centre, 420, -1);
  publics = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_halign (publics, GTK_ALIGN_CENTER);
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *col = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      self->public_cards[i] = splito_card_new (PUBLIC_CARD_WIDTH, PUBLIC_CARD_HEIGHT, FALSE);
      gtk_widget_set_halign (self->public_cards[i], GTK_ALIGN_CENTER);
      self->public_labels[i] = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (self->public_labels[i]), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (self->public_labels[i]), 16);
      gtk_label_set_justify (GTK_LABEL (self->public_labels[i]), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (self->public_labels[i], "caption");
      gtk_box_append (GTK_BOX (col), self->public_cards[i]);
      gtk_box_append (GTK_BOX (col), self->public_labels[i]);
      gtk_box_append (GTK_BOX (publics), col);
    }
  self->status_label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->status_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->status_label), 40);
  gtk_widget_add_css_class (self->status_label, "title-4");
  self->last_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->last_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->last_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->last_label), 40);
  self->hint_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->hint_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->hint_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->hint_label), 44);
  gtk_widget_add_css_class (self->hint_label, "dim-label");
  gtk_widget_add_css_class (self->hint_label, "caption");
  /* The deal and round head the status, beside the public cards (in the
   * top row they left too little width for two columns of scores). */
  gtk_box_append (GTK_BOX (centre), self->round_label);
  gtk_box_append (GTK_BOX (centre), self->status_label);
  gtk_box_append (GTK_BOX (centre), self->last_label);
  gtk_box_append (GTK_BOX (centre), self->hint_label);
  gtk_box_append (GTK_BOX (middle), publics);
  gtk_box_append (GTK_BOX (middle), centre);
  gtk_box_append (GTK_BOX (table), middle);

  /* Every zone, round the table. */
  self->zones_flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->zones_flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->zones_flow), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->zones_flow), 10);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->zones_flow), 10);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->zones_flow), FALSE);
  gtk_widget_set_halign (self->zones_flow, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->zones_flow, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (table), self->zones_flow);

  /* My hand and the placing buttons. */
  /* The placing buttons flank the hand's title, to leave the height to
   * the table. */
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  self->hand_title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->hand_title, "heading");
  gtk_widget_set_size_request (self->hand_title, 240, -1);
  /* Translators: button: put the selected card into your left zone */
  self->left_button = pill_button (_("← _Left Zone"), "board.place-left");
  /* Translators: button: put the selected card into your right zone */
  self->right_button = pill_button (_("_Right Zone →"), "board.place-right");
  gtk_widget_add_css_class (self->left_button, "suggested-action");
  gtk_widget_add_css_class (self->right_button, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), self->left_button);
  gtk_box_append (GTK_BOX (buttons), self->hand_title);
  gtk_box_append (GTK_BOX (buttons), self->right_button);
  gtk_box_append (GTK_BOX (mine), buttons);
  self->buttons = buttons;
  self->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_set_halign (self->hand_box, GTK_ALIGN_CENTER);
  for (int i = 0; i < SPLITO_HAND_SIZE; i++)
    {
      GtkWidget *w = splito_card_new (HAND_CARD_WIDTH, HAND_CARD_HEIGHT, TRUE);
      GtkDragSource *drag = gtk_drag_source_new ();

      SPLAY_SPLITO_CARD (w)->lift = TRUE;
      g_object_set_data (G_OBJECT (w), "index", GINT_TO_POINTER (i));
      g_signal_connect_object (w, "clicked", G_CALLBACK (on_hand_card_clicked), self, G_CONNECT_SWAPPED);
      gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
      g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare), self);
      g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
      gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (drag));
      gtk_box_append (GTK_BOX (self->hand_box), w);
      self->hand_cards[i] = w;
    }
  /* Thirteen cards are wider than a small window: then the hand scrolls
   * sideways rather than making the window wider. */
  self->hand_scroller = fitting_scroller (self->hand_box, GTK_POLICY_NEVER, -1);
  gtk_box_append (GTK_BOX (mine), self->hand_scroller);

  {
    GtkWidget *grid = gtk_grid_new ();

    gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
    gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
    gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
    gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Every Hand"), -1);
    for (int seat = 0; seat < SPLITO_MAX_SEATS; seat++)
      {
        GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);

        self->all_hand_titles[seat] = gtk_label_new (NULL);
        gtk_label_set_xalign (GTK_LABEL (self->all_hand_titles[seat]), 0);
        gtk_label_set_wrap (GTK_LABEL (self->all_hand_titles[seat]), TRUE);
        gtk_label_set_max_width_chars (GTK_LABEL (self->all_hand_titles[seat]), 16);
        gtk_widget_add_css_class (self->all_hand_titles[seat], "heading");
        for (int i = 0; i < SPLITO_HAND_SIZE; i++)
          {
            self->all_hand_cards[seat][i] = splito_card_new (SMALL_CARD_WIDTH, SMALL_CARD_HEIGHT, FALSE);
            gtk_box_append (GTK_BOX (row), self->all_hand_cards[seat][i]);
          }
        gtk_grid_attach (GTK_GRID (grid), self->all_hand_titles[seat], 0, seat, 1, 1);
        gtk_grid_attach (GTK_GRID (grid), row, 1, seat, 1, 1);
        /* The title and the cards show and hide together. */
        g_object_bind_property (row, "visible", self->all_hand_titles[seat], "visible",
                                G_BINDING_SYNC_CREATE);
        self->all_hand_rows[seat] = row;
      }
    /* Eight hands are taller than the room under the table: then they
     * scroll. */
    self->all_hands_scroller = fitting_scroller (grid, GTK_POLICY_AUTOMATIC, 3 * (SMALL_CARD_HEIGHT + 10));
    gtk_widget_set_visible (self->all_hands_scroller, FALSE);
    gtk_box_append (GTK_BOX (mine), self->all_hands_scroller);
  }

  for (int z = 0; z < SPLITO_MAX_ZONES; z++)
    build_zone (self, z);

  /* The privacy cover between two people's choices. */
  self->cover = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->cover), "system-users-symbolic");
  gtk_widget_add_css_class (self->cover, "privacy-cover");
  gtk_widget_set_visible (self->cover, FALSE);
  self->reveal_button = gtk_button_new ();
  gtk_widget_set_halign (self->reveal_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->reveal_button, "pill");
  gtk_widget_add_css_class (self->reveal_button, "suggested-action");
  g_signal_connect_swapped (self->reveal_button, "clicked", G_CALLBACK (on_reveal_clicked), self);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->cover), self->reveal_button);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->overlay), self->cover);
}

GtkWidget *
splay_splito_board_new (SplayMatch *match)
{
  SplaySplitoBoard *self;

  g_return_val_if_fail (SPLAY_IS_MATCH (match), NULL);

  self = g_object_new (SPLAY_TYPE_SPLITO_BOARD, NULL);
  self->match = g_object_ref (match);
  g_signal_connect_object (match, "game-started", G_CALLBACK (on_game_started), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "action-applied", G_CALLBACK (on_action_applied), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "game-over", G_CALLBACK (on_game_over), self, G_CONNECT_SWAPPED);
  self->game = splay_match_get_current_game (match);
  self->sheet_due = self->game != NULL && splay_game_is_over (self->game);
  refresh (self);
  return GTK_WIDGET (self);
}

void
splay_splito_board_show_hint (SplaySplitoBoard *self, SplayAction action)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  gboolean found = FALSE;
  int n;

  g_return_if_fail (SPLAY_IS_SPLITO_BOARD (self));

  if (!may_act (self))
    return;
  n = splay_game_get_rules (self->game)->legal (splay_game_get_state (self->game), self->seat, legal);
  for (int i = 0; i < n; i++)
    found |= legal[i] == action;
  if (!found)
    return;

  /* The card is selected and its zone marked: L or R, or a click, plays it. */
  clear_selection (self);
  self->selected_card = splito_action_card (action);
  for (int i = 0; i < self->hand_n; i++)
    if (self->hand[i] == self->selected_card)
      {
        self->cursor = i;
        break;
      }
  refresh (self);
}

gboolean
splay_splito_board_get_hint (SplaySplitoBoard *self, SplayAction *out)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), FALSE);
  return current_hint (self, out);
}

const char *
splay_splito_board_get_hint_text (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->hint_label));
}

SplayMatch *
splay_splito_board_get_match (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return self->match;
}

int
splay_splito_board_get_seat (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), -1);
  return self->covered ? -1 : self->seat;
}

gboolean
splay_splito_board_is_covered (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), FALSE);
  return self->covered;
}

int
splay_splito_board_get_hand (SplaySplitoBoard *self, SplayCard *out)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), 0);
  memcpy (out, self->hand, self->hand_n * sizeof (SplayCard));
  return self->hand_n;
}

int
splay_splito_board_get_cursor (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), 0);
  return self->cursor;
}

int
splay_splito_board_get_selected (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), -1);
  return selected_index (self);
}

const char *
splay_splito_board_get_zone_text (SplaySplitoBoard *self, int zone)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  g_return_val_if_fail (zone >= 0 && zone < SPLITO_MAX_ZONES, NULL);
  return self->zones[zone].text;
}

const char *
splay_splito_board_get_status_text (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

const char *
splay_splito_board_get_scores_text (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return self->scores_text;
}

const char *
splay_splito_board_get_public_text (SplaySplitoBoard *self, int index)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  g_return_val_if_fail (index == 0 || index == 1, NULL);
  return self->public_text[index];
}

const char *
splay_splito_board_get_last_message (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return self->last_message;
}

int
splay_splito_board_get_revealed_round (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), -1);
  return self->shown_game != NULL && self->shown_round > 0 ? self->shown_round : -1;
}

char *
splay_splito_board_get_sheet_text (SplaySplitoBoard *self)
{
  Sheet sheet = { NULL, NULL };

  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  if (self->game == NULL)
    return g_strdup ("");
  sheet.text = g_string_new (NULL);
  build_sheet (self, splay_game_get_state (self->game), &sheet);
  return g_string_free (sheet.text, FALSE);
}

GtkWindow *
splay_splito_board_get_sheet_window (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return self->sheet_window ? GTK_WINDOW (self->sheet_window) : NULL;
}
