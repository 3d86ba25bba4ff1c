/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Preloaded by tools/bench-startup.py --compare: prints the monotonic time of
 * the first frame painted after the first gtk_window_present (), then quits
 * the application (SPLAY_PROBE_SETTLE_MS milliseconds later, if set). It
 * works the same for builds with and without SPLAY_STARTUP_REPORT, so that
 * two builds are timed the same way.
 *
 *   cc -shared -fPIC -o startup-probe.so startup-probe.c $(pkg-config --cflags --libs gtk4) -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static gboolean seen;

static gboolean
quit_now (gpointer data)
{
  GApplication *app = g_application_get_default ();

  if (app != NULL)
    g_application_quit (app);
  return G_SOURCE_REMOVE;
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  const char *settle = g_getenv ("SPLAY_PROBE_SETTLE_MS");

  g_signal_handlers_disconnect_by_func (clock, on_after_paint, data);
  printf ("first-frame-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_timeout_add (settle != NULL ? (guint) atoi (settle) : 0, quit_now, NULL);
}

void
gtk_window_present (GtkWindow *window)
{
  static void (*real) (GtkWindow *) = NULL;

  if (real == NULL)
    real = (void (*) (GtkWindow *)) dlsym (RTLD_NEXT, "gtk_window_present");
  real (window);
  if (!seen)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

      seen = TRUE;
      if (clock != NULL)
        g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
    }
}
