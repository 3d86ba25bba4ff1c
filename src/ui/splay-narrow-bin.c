/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-narrow-bin.c: a bin that tells its content when it is narrow.
 *
 * libadwaita 1.2 has no AdwBreakpointBin. This is the small part of it the
 * pages need: below a width (or below what the wide layout takes) the bin
 * turns "narrow", and whoever listens to notify::narrow rearranges the
 * content (a second row of buttons, a list instead of a table) before it
 * is allocated, in the same frame.
 *
 * Its minimum width is the child's while narrow and nothing while wide:
 * the wide layout must never keep the window from being made narrow. The
 * narrow layout is the page's promise to fit at 360 pixels (the tests
 * hold it to that); were it wider, the bin clips rather than widen the
 * window. */
#include "config.h"

#include "splay-narrow-bin.h"

struct _SplayNarrowBin
{
  GtkWidget parent_instance;

  GtkWidget *child;
  int threshold;
  gboolean narrow;
  int wide_min;   /* the child's minimum width when last wide */
  gboolean stale; /* the content changed since: wide_min may be wrong */
  guint remeasure_id;
};

G_DEFINE_FINAL_TYPE (SplayNarrowBin, splay_narrow_bin, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_CHILD,
  PROP_THRESHOLD,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
splay_narrow_bin_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                          int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplayNarrowBin *self = SPLAY_NARROW_BIN (widget);
  int min = 0, nat = 0;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    {
      int child_min = 0;

      /* The height for the width the child will really get. */
      gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL,
                          NULL);
      for_size = MAX (for_size, child_min);
    }
  gtk_widget_measure (self->child, orientation, for_size, &min, &nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && !self->narrow)
    {
      self->wide_min = min;
      min = 0;
    }
  *minimum = min;
  *natural = nat;
}

static gboolean
remeasure (gpointer data)
{
  SplayNarrowBin *self = data;

  self->remeasure_id = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
set_narrow (SplayNarrowBin *self, gboolean narrow)
{
  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
  /* The height given to this allocation was measured for the other
   * layout, and a resize queued while the parents are being allocated is
   * dropped: measure again once this frame is done. */
  if (self->remeasure_id == 0)
    self->remeasure_id = g_idle_add (remeasure, self);
}

static void
splay_narrow_bin_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  SplayNarrowBin *self = SPLAY_NARROW_BIN (widget);
  int child_min = 0;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  /* New content may fit where the old did not: try the wide layout
   * again (nothing is drawn in between, so it never flickers). */
  if (self->narrow && self->stale && width >= self->threshold)
    set_narrow (self, FALSE);
  self->stale = FALSE;
  if (!self->narrow)
    gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &self->wide_min, NULL, NULL,
                        NULL);
  /* The listeners change the content here, before it is measured and
   * placed: the frame shows the right layout at once. */
  set_narrow (self, width < MAX (self->threshold, self->wide_min));
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL, NULL);
  gtk_widget_allocate (self->child, MAX (width, child_min), height, baseline, NULL);
}

static GtkSizeRequestMode
splay_narrow_bin_get_request_mode (GtkWidget *widget)
{
  SplayNarrowBin *self = SPLAY_NARROW_BIN (widget);

  return self->child != NULL ? gtk_widget_get_request_mode (self->child)
                             : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
splay_narrow_bin_dispose (GObject *object)
{
  SplayNarrowBin *self = SPLAY_NARROW_BIN (object);

  g_clear_handle_id (&self->remeasure_id, g_source_remove);
  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (splay_narrow_bin_parent_class)->dispose (object);
}

static void
splay_narrow_bin_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayNarrowBin *self = SPLAY_NARROW_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD: g_value_set_object (value, self->child); break;
    case PROP_THRESHOLD: g_value_set_int (value, self->threshold); break;
    case PROP_NARROW: g_value_set_boolean (value, self->narrow); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_narrow_bin_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  SplayNarrowBin *self = SPLAY_NARROW_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD: splay_narrow_bin_set_child (self, g_value_get_object (value)); break;
    case PROP_THRESHOLD: splay_narrow_bin_set_threshold (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_narrow_bin_class_init (SplayNarrowBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_narrow_bin_dispose;
  object_class->get_property = splay_narrow_bin_get_property;
  object_class->set_property = splay_narrow_bin_set_property;
  widget_class->measure = splay_narrow_bin_measure;
  widget_class->size_allocate = splay_narrow_bin_size_allocate;
  widget_class->get_request_mode = splay_narrow_bin_get_request_mode;

  properties[PROP_CHILD]
      = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                             G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_THRESHOLD]
      = g_param_spec_int ("threshold", NULL, NULL, 0, G_MAXINT, 0,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_NARROW]
      = g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "splay-narrow-bin");
}

static void
splay_narrow_bin_init (SplayNarrowBin *self)
{
  /* What does not fit (only ever for a frame) is not drawn over the
   * neighbours. */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
splay_narrow_bin_new (int threshold)
{
  return g_object_new (SPLAY_TYPE_NARROW_BIN, "threshold", threshold, NULL);
}

void
splay_narrow_bin_set_child (SplayNarrowBin *self, GtkWidget *child)
{
  g_return_if_fail (SPLAY_IS_NARROW_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

GtkWidget *
splay_narrow_bin_get_child (SplayNarrowBin *self)
{
  g_return_val_if_fail (SPLAY_IS_NARROW_BIN (self), NULL);
  return self->child;
}

int
splay_narrow_bin_get_threshold (SplayNarrowBin *self)
{
  g_return_val_if_fail (SPLAY_IS_NARROW_BIN (self), 0);
  return self->threshold;
}

void
splay_narrow_bin_set_threshold (SplayNarrowBin *self, int threshold)
{
  g_return_if_fail (SPLAY_IS_NARROW_BIN (self));

  if (self->threshold == threshold)
    return;
  self->threshold = threshold;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THRESHOLD]);
}

/* The content changed (another page, other data): the next allocation
 * finds out afresh whether the wide layout fits. */
void
splay_narrow_bin_reconsider (SplayNarrowBin *self)
{
  g_return_if_fail (SPLAY_IS_NARROW_BIN (self));
  self->stale = TRUE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
splay_narrow_bin_get_narrow (SplayNarrowBin *self)
{
  g_return_val_if_fail (SPLAY_IS_NARROW_BIN (self), FALSE);
  return self->narrow;
}
