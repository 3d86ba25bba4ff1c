/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the UI benchmarks (bench-motion, bench-resize) share: the UI
 * thread's own time, and a comparison for sorting frame times. */
#pragma once

#include <gtk/gtk.h>
#include <time.h>

/* The UI thread's own time: on a shared machine the wall clock measures
 * the neighbours as much as the board. */
static inline gint64
bench_thread_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static inline int
bench_compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The application's stylesheet, which AdwApplication loads for the app
 * (the benchmarks make no application): without it a board is timed
 * without its own styles. Call after adw_init (). */
static inline void
bench_load_app_style (void)
{
  GtkCssProvider *css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, RESOURCE_PATH "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (css);
}

/* The application's stylesheet and @extra (a file, or NULL) over it: what
 * a style costs can be tried without a rebuild (--css). */
static inline void
bench_load_styles (const char *extra)
{
  GtkCssProvider *provider;

  bench_load_app_style ();
  if (extra == NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_path (provider, extra);
  gtk_style_context_add_provider_for_display (
      gdk_display_get_default (), GTK_STYLE_PROVIDER (provider), GTK_STYLE_PROVIDER_PRIORITY_USER);
  g_object_unref (provider);
}
