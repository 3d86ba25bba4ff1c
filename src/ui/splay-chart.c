/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-chart.c: the statistics page's line and bar charts.
 *
 * Everything is drawn in the widget's text colour at different strengths,
 * never in fixed colours, so the chart follows light and dark styles and
 * high contrast by itself. */
#include "config.h"

#include <math.h>

#include "splay-chart.h"

#define PAD 6.0

struct _SplayChart
{
  GtkWidget parent_instance;

  SplayChartKind kind;
  GArray *values;    /* double */
  GPtrArray *labels; /* char * */
  double max;
  char *max_label;
  char *zero_label;
  char *summary;
};

G_DEFINE_FINAL_TYPE (SplayChart, splay_chart, GTK_TYPE_WIDGET)

static void
get_color (GtkWidget *widget, GdkRGBA *color)
{
#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

static void
set_source (cairo_t *cr, const GdkRGBA *color, double alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* Draws @text with its top left (or, @right_align, top right) at x, y;
 * returns its size. */
static void
draw_text (GtkWidget *widget, cairo_t *cr, const GdkRGBA *color, const char *text, double x,
           double y, gboolean right_align, int *w_out, int *h_out)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  set_source (cr, color, 0.7);
  cairo_move_to (cr, right_align ? x - w : x, y);
  pango_cairo_show_layout (cr, layout);
  if (w_out)
    *w_out = w;
  if (h_out)
    *h_out = h;
}

static int
text_width (GtkWidget *widget, const char *text, int *h)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, text ? text : "");
  int w;

  pango_layout_get_pixel_size (layout, &w, h);
  return w;
}

static void
splay_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplayChart *self = SPLAY_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  guint n = self->values->len;
  GdkRGBA fg;
  cairo_t *cr;
  int th = 0;
  double left, right, top, bottom, plot_w, plot_h;

  if (n == 0 || width <= 0 || height <= 0)
    return;
  get_color (widget, &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* Room for the value labels on the left and the first and last label
   * below. */
  left = MAX (text_width (widget, self->max_label, &th), text_width (widget, self->zero_label, &th))
         + PAD * 2;
  right = width - PAD;
  top = th / 2.0 + PAD;
  bottom = height - th - PAD * 2;
  plot_w = right - left;
  plot_h = bottom - top;
  if (plot_w < 20 || plot_h < 20)
    {
      cairo_destroy (cr);
      return;
    }

  /* Axis lines at the top, middle and bottom. */
  cairo_set_line_width (cr, 1.0);
  for (int i = 0; i <= 2; i++)
    {
      double y = round (top + plot_h * i / 2.0) + 0.5;
      set_source (cr, &fg, i == 2 ? 0.45 : 0.15);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, right, y);
      cairo_stroke (cr);
    }
  draw_text (widget, cr, &fg, self->max_label, left - PAD, top - th / 2.0, TRUE, NULL, NULL);
  draw_text (widget, cr, &fg, self->zero_label, left - PAD, bottom - th / 2.0, TRUE, NULL, NULL);

  if (self->kind == SPLAY_CHART_BARS)
    {
      double slot = plot_w / n;
      double gap = MIN (slot * 0.2, 8.0);

      for (guint i = 0; i < n; i++)
        {
          double v = g_array_index (self->values, double, i);
          double h = self->max > 0 ? plot_h * CLAMP (v / self->max, 0, 1) : 0;

          set_source (cr, &fg, 0.6);
          cairo_rectangle (cr, left + slot * i + gap / 2, bottom - h, slot - gap, h);
          cairo_fill (cr);
        }
    }
  else
    {
      double step = n > 1 ? plot_w / (n - 1) : 0;

      set_source (cr, &fg, 0.85);
      cairo_set_line_width (cr, 2.0);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint i = 0; i < n; i++)
        {
          double v = g_array_index (self->values, double, i);
          double x = n > 1 ? left + step * i : left + plot_w / 2;
          double y = bottom - plot_h * (self->max > 0 ? CLAMP (v / self->max, 0, 1) : 0);

          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      /* Dots, so that a single period or a few are visible too. */
      for (guint i = 0; i < n; i++)
        {
          double v = g_array_index (self->values, double, i);
          double x = n > 1 ? left + step * i : left + plot_w / 2;
          double y = bottom - plot_h * (self->max > 0 ? CLAMP (v / self->max, 0, 1) : 0);

          cairo_arc (cr, x, y, n > 60 ? 1.5 : 3.0, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }

  /* The first and the last label under the axis. */
  if (self->labels->len > 0)
    {
      const char *first = g_ptr_array_index (self->labels, 0);
      const char *last = g_ptr_array_index (self->labels, self->labels->len - 1);
      int fw = 0;

      draw_text (widget, cr, &fg, first, left, bottom + PAD, FALSE, &fw, NULL);
      if (self->labels->len > 1 && left + fw + PAD * 2 + text_width (widget, last, &th) < right)
        draw_text (widget, cr, &fg, last, right, bottom + PAD, TRUE, NULL, NULL);
    }
  cairo_destroy (cr);
}

static void
splay_chart_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                     int *natural, int *minimum_baseline, int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 480;
    }
  else
    {
      *minimum = 120;
      *natural = 180;
    }
}

static void
splay_chart_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (splay_chart_parent_class)->css_changed (widget, change);
  /* The colour may have changed (light to dark). */
  gtk_widget_queue_draw (widget);
}

static void
splay_chart_finalize (GObject *object)
{
  SplayChart *self = SPLAY_CHART (object);

  g_array_unref (self->values);
  g_ptr_array_unref (self->labels);
  g_free (self->max_label);
  g_free (self->zero_label);
  g_free (self->summary);
  G_OBJECT_CLASS (splay_chart_parent_class)->finalize (object);
}

static void
splay_chart_class_init (SplayChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = splay_chart_finalize;
  widget_class->snapshot = splay_chart_snapshot;
  widget_class->measure = splay_chart_measure;
  widget_class->css_changed = splay_chart_css_changed;
  gtk_widget_class_set_css_name (widget_class, "splay-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
splay_chart_init (SplayChart *self)
{
  self->values = g_array_new (FALSE, FALSE, sizeof (double));
  self->labels = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
splay_chart_new (SplayChartKind kind)
{
  SplayChart *self = g_object_new (SPLAY_TYPE_CHART, NULL);

  self->kind = kind;
  return GTK_WIDGET (self);
}

void
splay_chart_set_data (SplayChart *self, const double *values, const char *const *labels, guint n,
                      double max, const char *max_label, const char *zero_label, const char *title,
                      const char *summary)
{
  g_return_if_fail (SPLAY_IS_CHART (self));

  g_array_set_size (self->values, 0);
  g_array_append_vals (self->values, values, n);
  g_ptr_array_set_size (self->labels, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->labels, g_strdup (labels ? labels[i] : ""));
  self->max = max;
  g_free (self->max_label);
  self->max_label = g_strdup (max_label ? max_label : "");
  g_free (self->zero_label);
  self->zero_label = g_strdup (zero_label ? zero_label : "");
  g_free (self->summary);
  self->summary = g_strdup (summary ? summary : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title ? title : "", GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->summary, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
splay_chart_get_n_values (SplayChart *self)
{
  g_return_val_if_fail (SPLAY_IS_CHART (self), 0);
  return self->values->len;
}

const char *
splay_chart_get_summary (SplayChart *self)
{
  g_return_val_if_fail (SPLAY_IS_CHART (self), NULL);
  return self->summary;
}
