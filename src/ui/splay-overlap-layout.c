/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-overlap-layout.h"

struct _SplayOverlapLayout
{
  GtkLayoutManager parent_instance;
  int spacing;
  int min_step;
};

G_DEFINE_FINAL_TYPE (SplayOverlapLayout, splay_overlap_layout, GTK_TYPE_LAYOUT_MANAGER)

static void
splay_overlap_layout_measure (GtkLayoutManager *manager, GtkWidget *widget,
                              GtkOrientation orientation, int for_size, int *minimum, int *natural,
                              int *minimum_baseline, int *natural_baseline)
{
  SplayOverlapLayout *self = SPLAY_OVERLAP_LAYOUT (manager);
  int min = 0, nat = 0, n = 0, widest = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int cmin, cnat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, -1, &cmin, &cnat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          nat += cnat + (n > 0 ? self->spacing : 0);
          widest = MAX (widest, cmin);
        }
      else
        {
          min = MAX (min, cmin);
          nat = MAX (nat, cnat);
        }
      n++;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    min = n > 0 ? MIN (widest + (n - 1) * self->min_step, nat) : 0;
  *minimum = min;
  *natural = MAX (nat, min);
}

static void
splay_overlap_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                               int baseline)
{
  SplayOverlapLayout *self = SPLAY_OVERLAP_LAYOUT (manager);
  int n = 0, total = 0, last = 0;
  double x, step = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        int cmin, cnat;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
        total += cnat + (n > 0 ? self->spacing : 0);
        last = cnat;
        n++;
      }
  if (n == 0)
    return;
  /* Room for all: centred, side by side. Else spread evenly from edge to
   * edge, the last card whole. */
  if (total <= width)
    x = (width - total) / 2.0;
  else
    {
      x = 0;
      step = n > 1 ? MAX ((double) (width - last) / (n - 1), self->min_step) : 0;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int cmin, cnat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation){ (int) x, 0, cnat, height }, -1);
      x += total <= width ? cnat + self->spacing : step;
    }
}

static GtkSizeRequestMode
splay_overlap_layout_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
splay_overlap_layout_class_init (SplayOverlapLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = splay_overlap_layout_measure;
  layout_class->allocate = splay_overlap_layout_allocate;
  layout_class->get_request_mode = splay_overlap_layout_get_request_mode;
}

static void
splay_overlap_layout_init (SplayOverlapLayout *self)
{
  self->min_step = 16;
}

GtkLayoutManager *
splay_overlap_layout_new (int spacing, int min_step)
{
  SplayOverlapLayout *self = g_object_new (SPLAY_TYPE_OVERLAP_LAYOUT, NULL);

  self->spacing = MAX (spacing, 0);
  self->min_step = MAX (min_step, 1);
  return GTK_LAYOUT_MANAGER (self);
}

void
splay_overlap_layout_set_spacing (SplayOverlapLayout *self, int spacing)
{
  g_return_if_fail (SPLAY_IS_OVERLAP_LAYOUT (self));
  if (self->spacing == MAX (spacing, 0))
    return;
  self->spacing = MAX (spacing, 0);
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}

void
splay_overlap_layout_set_min_step (SplayOverlapLayout *self, int min_step)
{
  g_return_if_fail (SPLAY_IS_OVERLAP_LAYOUT (self));
  if (self->min_step == MAX (min_step, 1))
    return;
  self->min_step = MAX (min_step, 1);
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
