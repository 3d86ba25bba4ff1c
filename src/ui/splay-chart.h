/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  SPLAY_CHART_LINE, /* values over time, joined by a line */
  SPLAY_CHART_BARS, /* a bar per value */
} SplayChartKind;

#define SPLAY_TYPE_CHART (splay_chart_get_type ())
G_DECLARE_FINAL_TYPE (SplayChart, splay_chart, SPLAY, CHART, GtkWidget)

/* A small chart drawn in the widget's own text colour, so it reads in light
 * and dark alike. Assistive technologies get the title as its label and
 * @summary (the data in words) as its description. */
GtkWidget *splay_chart_new (SplayChartKind kind);

/* @n values from 0 to @max, each with a label (the axis shows the first and
 * the last); @value_labels are written at the top of the axis and at 0
 * ("100%" and "0%", or the highest count). */
void splay_chart_set_data (SplayChart *self, const double *values, const char *const *labels,
                           guint n, double max, const char *max_label, const char *zero_label,
                           const char *title, const char *summary);

guint splay_chart_get_n_values (SplayChart *self);
/* The description given to assistive technologies (for tests). */
const char *splay_chart_get_summary (SplayChart *self);

G_END_DECLS
