/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "splay-a11y.h"
#include "splay-splito-card.h"
#include "splay-card-widget.h"
#include "splay-splito-drawing.h"
#include "splay-splito-image.h"

#define CARD_LIFT 8

struct _SplaySplitoCard
{
  GtkWidget parent_instance;
  SplayCard card;
  int width, height;
  gboolean lift; /* hand cards: a selected card rises */
  gboolean selected;
  gboolean cursor;
  int chosen;           /* -1, or the side it was placed on (waiting for the reveal) */
  SplaySplitoKept kept; /* the face as last drawn */
};

G_DEFINE_FINAL_TYPE (SplaySplitoCard, splay_splito_card, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_CARD_WIDTH,
  PROP_CARD_HEIGHT,
  N_PROPS
};

enum
{
  CLICKED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
splay_splito_card_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplaySplitoCard *self = SPLAY_SPLITO_CARD (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->width + 6;
  else
    *minimum = *natural = self->height + 6 + (self->lift ? CARD_LIFT : 0);
}

static void
splay_splito_card_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplaySplitoCard *self = SPLAY_SPLITO_CARD (widget);
  gboolean dark = splay_splito_is_dark ();
  double w = self->width, h = self->height;
  float top = 3 + ((self->lift && !self->selected) ? CARD_LIFT : 0);
  cairo_t *cr;

  if (self->card == SPLAY_CARD_NONE)
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (3, top));
  if (self->card == SPLAY_CARD_UNKNOWN)
    splay_card_draw (widget, snapshot, SPLAY_CARD_UNKNOWN, w, h, dark);
  else
    {
      int scale = CLAMP (gtk_widget_get_scale_factor (widget), 1, 8);
      guint64 key = (guint64) self->card | (guint64) dark << 32 | (guint64) scale << 33;

      if (!splay_splito_kept_append (&self->kept, widget, snapshot, key, w, h))
        {
          GskRenderNode *node
              = splay_splito_snapshot_card (snapshot, widget, self->card, w, h, dark);
          if (node != NULL)
            splay_splito_kept_set (&self->kept, node, key, w, h);
        }
    }
  if (self->chosen < 0 && !self->selected && !self->cursor)
    {
      gtk_snapshot_restore (snapshot);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (-3, -3, w + 6, h + 6));
  if (self->chosen >= 0)
    {
      /* Chosen, not yet revealed: veiled, with the side it goes to. */
      splay_card_rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, w * 0.09);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      splay_splito_draw_text (cr, widget,
                              self->chosen == SPLITO_LEFT ? _("← Left") : _("Right →"), w / 2,
                              h * 0.42, w * 0.18, TRUE, 0);
    }
  if (self->selected)
    {
      splay_splito_set_source (cr, dark ? "#78aeed" : "#1c71d8", 1);
      cairo_set_line_width (cr, 3);
      splay_card_rounded_rect (cr, -1.5, -1.5, w + 3, h + 3, w * 0.1);
      cairo_stroke (cr);
    }
  if (self->cursor)
    {
      const double dash[] = { 4, 3 };
      splay_splito_set_source (cr, dark ? "#f8e45c" : "#e66100", 1);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, dash, 2, 0);
      splay_card_rounded_rect (cr, -2, -2, w + 4, h + 4, w * 0.1);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  gtk_snapshot_restore (snapshot);
}

static void
on_released (GtkGestureClick *gesture, int n_press, double x, double y, SplaySplitoCard *self)
{
  g_signal_emit (self, signals[CLICKED], 0);
}

static void
splay_splito_card_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplaySplitoCard *self = SPLAY_SPLITO_CARD (object);

  switch (prop_id)
    {
    case PROP_CARD_WIDTH: g_value_set_int (value, self->width); break;
    case PROP_CARD_HEIGHT: g_value_set_int (value, self->height); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_splito_card_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  SplaySplitoCard *self = SPLAY_SPLITO_CARD (object);
  int *field = prop_id == PROP_CARD_WIDTH ? &self->width : &self->height;

  switch (prop_id)
    {
    case PROP_CARD_WIDTH:
    case PROP_CARD_HEIGHT:
      if (*field == g_value_get_int (value))
        return;
      *field = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      g_object_notify_by_pspec (object, pspec);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_splito_card_dispose (GObject *object)
{
  splay_splito_kept_clear (&SPLAY_SPLITO_CARD (object)->kept);
  G_OBJECT_CLASS (splay_splito_card_parent_class)->dispose (object);
}

static void
splay_splito_card_class_init (SplaySplitoCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_splito_card_dispose;
  object_class->get_property = splay_splito_card_get_property;
  object_class->set_property = splay_splito_card_set_property;
  widget_class->measure = splay_splito_card_measure;
  widget_class->snapshot = splay_splito_card_snapshot;

  properties[PROP_CARD_WIDTH]
      = g_param_spec_int ("card-width", NULL, NULL, 1, 1000, 67,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CARD_HEIGHT]
      = g_param_spec_int ("card-height", NULL, NULL, 1, 1400, 92,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CLICKED] = g_signal_new ("clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  splay_a11y_install_activate (widget_class, FALSE);
}

static void
splay_splito_card_init (SplaySplitoCard *self)
{
  self->card = SPLAY_CARD_NONE;
  self->chosen = -1;
  self->width = 67;
  self->height = 92;
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
splay_splito_card_new (int width, int height, gboolean clickable)
{
  /* A card to pick is a button to assistive technology, with the action
   * of a click. */
  SplaySplitoCard *self = g_object_new (
      SPLAY_TYPE_SPLITO_CARD, "card-width", width, "card-height", height, "accessible-role",
      clickable ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG, NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.activate", clickable);

  if (clickable)
    {
      GtkGesture *click = gtk_gesture_click_new ();
      g_signal_connect (click, "released", G_CALLBACK (on_released), self);
      gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
    }
  return GTK_WIDGET (self);
}

void
splay_splito_card_set (SplaySplitoCard *self, SplayCard card, gboolean selected, gboolean cursor,
                       int chosen)
{
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;

  g_return_if_fail (SPLAY_IS_SPLITO_CARD (self));
  if (self->card != card || self->selected != selected || self->cursor != cursor
      || self->chosen != chosen)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  self->card = card;
  self->selected = selected;
  self->cursor = cursor;
  self->chosen = chosen;
  if (card == SPLAY_CARD_NONE)
    return;
  name = splito_card_name (card);
  if (chosen >= 0)
    label = g_strdup_printf (
        chosen == SPLITO_LEFT
            /* Translators: a hand card chosen this round, waiting for the reveal */
            ? _("%s, chosen for your left zone")
            : _("%s, chosen for your right zone"),
        name);
  else if (selected)
    /* Translators: a card in your hand that you have selected */
    label = g_strdup_printf (_("%s, selected"), name);
  else
    label = g_steal_pointer (&name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  splay_splito_set_tooltip (GTK_WIDGET (self), label);
}

void
splay_splito_card_set_lift (SplaySplitoCard *self, gboolean lift)
{
  g_return_if_fail (SPLAY_IS_SPLITO_CARD (self));
  if (self->lift == !!lift)
    return;
  self->lift = !!lift;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

GtkWidget *
splay_splito_card_widget_new (SplayCard card, int width, int height)
{
  GtkWidget *widget = splay_splito_card_new (width, height, FALSE);

  splay_splito_card_set (SPLAY_SPLITO_CARD (widget), card, FALSE, FALSE, -1);
  return widget;
}
