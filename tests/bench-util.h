/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the UI benchmarks (bench-motion, bench-resize) share: the UI
 * thread's own time, and a comparison for sorting frame times. */
#pragma once

#include <glib.h>
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
