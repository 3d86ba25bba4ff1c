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
splay_card_size_fit_height (GtkWidget *content, int for_width, int avail, int current,
                            double down)
{
  int min_width, height, fixed;

  g_return_val_if_fail (GTK_IS_WIDGET (content), current);
  if (down <= 0 || current <= 0)
    return G_MAXINT / 2;
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, MAX (for_width, min_width),
                      NULL, &height, NULL, NULL);
  if (height > avail)
    {
      /* Too tall: shrink as if the cards made up less of the height than
       * they do, so that one step lands where everything fits. */
      fixed = height - (int) (0.8 * down * current);
      return MIN (current - 1, (int) floor ((avail - fixed) / (0.8 * down)));
    }
  /* Room to spare: grow as if the cards made up more of it, so that
   * growing never overshoots (which would shrink again, and so on). */
  fixed = height - (int) ceil (1.2 * down * current);
  return MAX (current, (int) floor ((avail - fixed) / (1.2 * down)));
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
