/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "splay-card-size.h"

static int
step_down (double width)
{
  return (int) floor (width / SPLAY_CARD_SIZE_STEP) * SPLAY_CARD_SIZE_STEP;
}

int
splay_card_size_fit_width (int avail, int fixed, double across)
{
  if (across <= 0)
    return G_MAXINT / 2;
  return (int) floor (MAX (0, avail - fixed) / across);
}

int
splay_card_size_overflow (GtkWidget *content, int for_width, int avail)
{
  int min_width, height;

  g_return_val_if_fail (GTK_IS_WIDGET (content), 0);
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, MAX (for_width, min_width), NULL, &height,
                      NULL, NULL);
  return height - avail;
}

int
splay_card_size_search (int min, int max, int current, SplayCardSizeTry try, gpointer data)
{
  int lo, hi, last;

  g_return_val_if_fail (try != NULL, min);
  min = MAX (min, SPLAY_CARD_SIZE_STEP);
  max = MAX (step_down (max), min);
  current = CLAMP (step_down (current), min, max);
  /* lo fits (or is the least), hi does not (or is past the most). */
  last = current;
  if (try (current, data) <= 0)
    {
      lo = current;
      hi = max + SPLAY_CARD_SIZE_STEP;
      if (current < max)
        {
          last = current + SPLAY_CARD_SIZE_STEP;
          if (try (last, data) <= 0)
            lo = last;
          else
            hi = last;
        }
    }
  else
    {
      lo = min;
      hi = current;
    }
  while (hi - lo > SPLAY_CARD_SIZE_STEP)
    {
      int mid = step_down ((lo + hi) / 2);

      if (mid <= lo)
        mid = lo + SPLAY_CARD_SIZE_STEP;
      last = mid;
      if (try (mid, data) <= 0)
        lo = mid;
      else
        hi = mid;
    }
  if (last != lo)
    try (lo, data);
  return lo;
}

int
splay_card_size_choose (int by_width, int by_height, int min, int max)
{
  int width = MIN (MIN (by_width, by_height), max);

  return MAX (step_down (width), min);
}

int
splay_card_size_scale (int width, double factor, int min)
{
  return MAX (step_down (width * factor), min);
}
