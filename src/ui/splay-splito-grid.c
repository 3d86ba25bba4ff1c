/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "splay-splito-grid.h"
#include "splay-splito-drawing.h"
#include "splay-splito-image.h"

/* The side of a cell, which the board sets from the room it has. */
#define CELL (self->cell)
#define REVEAL_US (900 * G_TIME_SPAN_MILLISECOND)

struct _SplaySplitoGrid
{
  GtkWidget parent_instance;
  uint8_t count[SPLITO_N_COLOURS][SPLITO_N_VALUES + 1];
  uint8_t fresh[SPLITO_N_COLOURS][SPLITO_N_VALUES + 1];
  gint64 start; /* when the reveal began; 0: no animation */
  guint tick;
  int cell;
  /* The table as last drawn (without the cells that turn over while they
   * do); none: draw it anew. */
  SplaySplitoKept kept;
};

G_DEFINE_FINAL_TYPE (SplaySplitoGrid, splay_splito_grid, GTK_TYPE_WIDGET)

static void
splay_splito_grid_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplaySplitoGrid *self = SPLAY_SPLITO_GRID (widget);

  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? CELL * 8 + 6 : CELL * 8 + 2;
}

/* A cell with @n cards of colour @c and value @v; a fresh one turning
 * over at @progress (1: done, with its ring). */
static void
draw_cell (SplaySplitoGrid *self, cairo_t *cr, GtkWidget *widget, int c, int v, double progress,
           gboolean dark)
{
  double x = CELL * v, y = CELL * (c + 1);
  int n = self->count[c][v];
  gboolean turning = self->fresh[c][v] && progress < 0.5;
  char num[8];

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
      splay_card_rounded_rect (cr, x + 1 + off, y + 1 - off, CELL - 4, CELL - 2, 3);
      if (turning)
        splay_splito_set_source (cr, dark ? "#1a4c8c" : "#1c71d8", 1);
      else
        splay_splito_set_source (cr, splay_splito_colour_fill (c, dark), 1);
      cairo_fill_preserve (cr);
      splay_splito_set_source (cr, dark ? "rgba(255,255,255,0.6)" : "rgba(0,0,0,0.5)", 1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  if (!turning)
    {
      g_snprintf (num, sizeof num, "%d", v);
      splay_splito_set_source (cr, splay_splito_colour_ink (c), 1);
      splay_splito_draw_text (cr, widget, num, x + CELL / 2.0 - 1, y + 2, CELL * 0.58, TRUE, 0);
    }
  cairo_restore (cr);
  if (self->fresh[c][v] && progress >= 0.5)
    {
      splay_splito_set_source (cr, dark ? "#78aeed" : "#1c71d8", 1);
      cairo_set_line_width (cr, 2);
      splay_card_rounded_rect (cr, x - 0.5, y - 0.5 - (n - 1) * 3, CELL - 1 + (n - 1) * 3,
                               CELL + 1 + (n - 1) * 3, 4);
      cairo_stroke (cr);
    }
}

/* The table, all but the cells that are turning over (@turning: those
 * are drawn frame by frame over it). */
static void
draw_table (SplaySplitoGrid *self, cairo_t *cr, GtkWidget *widget, gboolean turning, gboolean dark)
{
  const char *fg = dark ? "#ffffff" : "#000000";
  int col_total[SPLITO_N_VALUES + 1] = { 0 };
  char num[8];

  for (int v = 1; v <= SPLITO_N_VALUES; v++)
    {
      g_snprintf (num, sizeof num, "%d", v);
      splay_splito_set_source (cr, fg, 0.6);
      splay_splito_draw_text (cr, widget, num, CELL * (v + 0.5), 1, CELL * 0.6, TRUE, 0);
    }
  for (int c = 0; c < SPLITO_N_COLOURS; c++)
    {
      double y = CELL * (c + 1);
      int row = 0;

      /* The colour's chip with its shape heads the row. */
      splay_splito_draw_chip (cr, c, 2, y + 2, CELL - 4, dark);

      for (int v = 1; v <= SPLITO_N_VALUES; v++)
        {
          int n = self->count[c][v];

          row += n;
          col_total[v] += n;
          if (n == 0)
            {
              splay_splito_set_source (cr, fg, 0.18);
              cairo_new_path (cr);
              cairo_arc (cr, CELL * v + CELL / 2.0, y + CELL / 2.0, 1.5, 0, 2 * G_PI);
              cairo_fill (cr);
            }
          else if (!(turning && self->fresh[c][v]))
            draw_cell (self, cr, widget, c, v, 1, dark);
        }
      g_snprintf (num, sizeof num, "%d", row);
      splay_splito_set_source (cr, fg, row > 0 ? 0.9 : 0.3);
      splay_splito_draw_text (cr, widget, num, CELL * 7.5, y + 2, CELL * 0.6, TRUE, 0);
    }
  for (int v = 1; v <= SPLITO_N_VALUES; v++)
    {
      g_snprintf (num, sizeof num, "%d", col_total[v]);
      splay_splito_set_source (cr, fg, col_total[v] > 0 ? 0.9 : 0.3);
      splay_splito_draw_text (cr, widget, num, CELL * (v + 0.5), CELL * 7 + 2, CELL * 0.6, TRUE, 0);
    }
  /* The lines that set the totals apart. */
  splay_splito_set_source (cr, fg, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, CELL * 7 - 0.5, CELL);
  cairo_line_to (cr, CELL * 7 - 0.5, CELL * 7);
  cairo_move_to (cr, CELL, CELL * 7 + 0.5);
  cairo_line_to (cr, CELL * 7, CELL * 7 + 0.5);
  cairo_stroke (cr);
}

typedef struct
{
  SplaySplitoGrid *self;
  GtkWidget *widget;
  gboolean turning, dark;
} TableJob;

static void
draw_table_job (cairo_t *cr, gpointer data)
{
  TableJob *job = data;

  draw_table (job->self, cr, job->widget, job->turning, job->dark);
}

static void
drop_node (SplaySplitoGrid *self)
{
  splay_splito_kept_clear (&self->kept);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The table is drawn once into a render node and kept until its cards,
 * its size or the style change; while cards turn over, only they are
 * drawn anew each frame. */
static void
splay_splito_grid_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplaySplitoGrid *self = SPLAY_SPLITO_GRID (widget);
  gboolean dark = splay_splito_is_dark ();
  gboolean turning = self->start > 0;
  int scale = CLAMP (gtk_widget_get_scale_factor (widget), 1, 8);
  guint64 key;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, CELL * 8 + 6, CELL * 8 + 2);
  cairo_t *cr;

  key = (guint64) dark | (guint64) turning << 1 | (guint64) scale << 2;
  if (!splay_splito_kept_append (&self->kept, widget, snapshot, key, bounds.size.width,
                                 bounds.size.height))
    {
      TableJob job = { self, widget, turning, dark };
      g_autoptr (GskRenderNode) node = splay_splito_image_node (
          bounds.size.width, bounds.size.height, scale, draw_table_job, &job);

      splay_splito_kept_set (&self->kept, node, key, bounds.size.width, bounds.size.height);
      splay_splito_append_image (snapshot, node, bounds.size.width, bounds.size.height);
    }
  if (!turning)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  for (int c = 0; c < SPLITO_N_COLOURS; c++)
    for (int v = 1; v <= SPLITO_N_VALUES; v++)
      if (self->fresh[c][v] && self->count[c][v] > 0)
        draw_cell (self, cr, widget, c, v,
                   CLAMP ((double) (g_get_monotonic_time () - self->start) / REVEAL_US, 0, 1),
                   dark);
  cairo_destroy (cr);
}

static gboolean
splay_splito_grid_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  SplaySplitoGrid *self = SPLAY_SPLITO_GRID (widget);

  gtk_widget_queue_draw (widget);
  if (g_get_monotonic_time () - self->start >= REVEAL_US)
    {
      self->start = 0;
      self->tick = 0;
      drop_node (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
splay_splito_grid_dispose (GObject *object)
{
  splay_splito_kept_clear (&SPLAY_SPLITO_GRID (object)->kept);
  G_OBJECT_CLASS (splay_splito_grid_parent_class)->dispose (object);
}

static void
splay_splito_grid_class_init (SplaySplitoGridClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = splay_splito_grid_dispose;
  widget_class->measure = splay_splito_grid_measure;
  widget_class->snapshot = splay_splito_grid_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
splay_splito_grid_init (SplaySplitoGrid *self)
{
  self->cell = SPLAY_SPLITO_GRID_CELL;
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  /* A picture of what its zone's accessible summary says in words (the
   * cards by colour and value): a screen reader reads that instead. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (drop_node),
                           self, G_CONNECT_SWAPPED);
}

GtkWidget *
splay_splito_grid_new (void)
{
  return g_object_new (SPLAY_TYPE_SPLITO_GRID, NULL);
}

void
splay_splito_grid_set (SplaySplitoGrid *self, const SplayCard *cards, int n,
                       const gboolean *fresh_card, gboolean animate)
{
  uint8_t count[SPLITO_N_COLOURS][SPLITO_N_VALUES + 1] = { { 0 } };
  uint8_t fresh[SPLITO_N_COLOURS][SPLITO_N_VALUES + 1] = { { 0 } };
  gboolean any_fresh = FALSE;

  g_return_if_fail (SPLAY_IS_SPLITO_GRID (self));
  for (int i = 0; i < n; i++)
    if (splito_card_is_number (cards[i]))
      {
        int c = splito_card_colour (cards[i]), v = splito_card_value (cards[i]);
        count[c][v]++;
        if (fresh_card[i])
          fresh[c][v] = any_fresh = 1;
      }
  /* Only cards that were turned over move, and a table that did not change
   * is not drawn again. */
  animate = animate && any_fresh;
  if (!animate && memcmp (count, self->count, sizeof count) == 0
      && memcmp (fresh, self->fresh, sizeof fresh) == 0)
    return;
  memcpy (self->count, count, sizeof count);
  memcpy (self->fresh, fresh, sizeof fresh);
  if (animate)
    {
      self->start = g_get_monotonic_time ();
      if (self->tick == 0)
        self->tick
            = gtk_widget_add_tick_callback (GTK_WIDGET (self), splay_splito_grid_tick, NULL, NULL);
    }
  drop_node (self);
}

void
splay_splito_grid_set_cell (SplaySplitoGrid *self, int cell)
{
  g_return_if_fail (SPLAY_IS_SPLITO_GRID (self));
  cell = MAX (cell, 8);
  if (cell == self->cell)
    return;
  self->cell = cell;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
