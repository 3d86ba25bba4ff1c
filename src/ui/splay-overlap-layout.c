/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-overlap-layout.h"

struct _SplayOverlapLayout
{
  GtkLayoutManager parent_instance;
  int spacing;
  int min_step;
  GtkWidget *shown; /* weak: the card shown whole while they overlap */
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

/* The shown card's width, where it is one of @widget's cards and not the
 * last (which lies whole anyway); else 0. */
static int
shown_width (SplayOverlapLayout *self, GtkWidget *widget)
{
  int cmin, cnat;

  if (self->shown == NULL || gtk_widget_get_parent (self->shown) != widget
      || !gtk_widget_should_layout (self->shown))
    return 0;
  for (GtkWidget *next = gtk_widget_get_next_sibling (self->shown); next != NULL;
       next = gtk_widget_get_next_sibling (next))
    if (gtk_widget_should_layout (next))
      {
        gtk_widget_measure (self->shown, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
        return cnat;
      }
  return 0;
}

static void
splay_overlap_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                               int baseline)
{
  SplayOverlapLayout *self = SPLAY_OVERLAP_LAYOUT (manager);
  int n = 0, total = 0, last = 0, shown = 0;
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
   * edge, the last card whole, and the shown one whole too: the cards
   * on either side of it share what is left. */
  if (total <= width)
    x = (width - total) / 2.0;
  else
    {
      x = 0;
      step = n > 1 ? MAX ((double) (width - last) / (n - 1), self->min_step) : 0;
      shown = n > 2 ? shown_width (self, widget) : 0;
      if (shown > 0)
        step = MAX ((double) (width - last - shown) / (n - 2), 1);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int cmin, cnat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation){ (int) x, 0, cnat, height }, -1);
      if (total <= width)
        x += cnat + self->spacing;
      else
        x += child == self->shown && shown > 0 ? cnat : step;
    }
}

static GtkSizeRequestMode
splay_overlap_layout_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
splay_overlap_layout_dispose (GObject *object)
{
  SplayOverlapLayout *self = SPLAY_OVERLAP_LAYOUT (object);

  if (self->shown != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->shown), (gpointer *) &self->shown);
  self->shown = NULL;
  G_OBJECT_CLASS (splay_overlap_layout_parent_class)->dispose (object);
}

static void
splay_overlap_layout_class_init (SplayOverlapLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = splay_overlap_layout_dispose;

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

void
splay_overlap_layout_set_shown (SplayOverlapLayout *self, GtkWidget *child)
{
  g_return_if_fail (SPLAY_IS_OVERLAP_LAYOUT (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  if (self->shown == child)
    return;
  if (self->shown != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->shown), (gpointer *) &self->shown);
  self->shown = child;
  if (child != NULL)
    g_object_add_weak_pointer (G_OBJECT (child), (gpointer *) &self->shown);
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
