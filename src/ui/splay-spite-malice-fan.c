/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "splay-a11y.h"
#include "splay-spite-malice-fan.h"
#include "splay-card-widget.h"
#include "../engine/spite-malice.h"

struct _SplaySpiteMaliceFan
{
  GtkWidget parent_instance;

  SplayCard cards[SPITE_MALICE_MAX_CARDS];
  int n;
  int card_width;
  int max_height;
  int selected;      /* index of the selected card, -1 none */
  guint legal : 1;   /* the top card can go somewhere */
  guint squeeze : 1; /* a long pile squeezes past the rank's height */
  guint cursor : 1;  /* the keyboard is on it (as a source) */
  guint target : 1;  /* the keyboard is on it (as a target) */
  guint hover : 1;   /* a card is dragged over it */
  char *label;
};

G_DEFINE_FINAL_TYPE (SplaySpiteMaliceFan, splay_spite_malice_fan, GTK_TYPE_WIDGET)

#define FAN_PAD 5.f

static float
fan_card_height (SplaySpiteMaliceFan *self)
{
  return roundf (self->card_width * SPLAY_SPITE_MALICE_CARD_RATIO);
}

/* The distance between two cards: enough for the rank and suit, squeezed
 * down to the rank alone for a long pile (and a little further for a very
 * long one on a small window, which must not push the hand off it). A
 * squeezing fan goes on down to the cards' edges, and past them for a pile
 * of more than twenty or so (one edge a pixel or less apart): it keeps
 * within its height. */
static float
fan_step (SplaySpiteMaliceFan *self)
{
  float h = fan_card_height (self);
  float natural = roundf (self->card_width * 0.46f);
  float least = self->squeeze ? 3.f : roundf (self->card_width * (self->n > 8 ? 0.2f : 0.27f));
  float fit;

  if (self->n < 2)
    return 0;
  fit = (self->max_height - h) / (self->n - 1);
  if (self->squeeze && fit < least)
    return MAX (fit, 0.f);
  return CLAMP (floorf (fit), least, natural);
}

int
splay_spite_malice_fan_index_at (SplaySpiteMaliceFan *self, double y)
{
  float step;
  int i;

  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self), -1);
  step = fan_step (self);
  if (self->n == 0)
    return -1;
  if (step <= 0)
    return self->n - 1;
  i = (int) floor ((y - FAN_PAD) / step);
  return CLAMP (i, 0, self->n - 1);
}

static void
fan_ring (GtkSnapshot *snapshot, float x, float y, float w, float h, float grow, float thickness,
          const char *color)
{
  GdkRGBA c;

  gdk_rgba_parse (&c, color);
  splay_card_widget_append_ring (snapshot, x, y, w, h, grow, thickness, &c);
}

static void
splay_spite_malice_fan_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplaySpiteMaliceFan *self = SPLAY_SPITE_MALICE_FAN (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  float w = self->card_width, h = fan_card_height (self), step = fan_step (self);
  float top_y = FAN_PAD + MAX (0, self->n - 1) * step;
  /* The same colours as the card widget's rings. */
  const char *legal = dark ? "#57e389" : "#26a269";
  const char *select = dark ? "#78aeed" : "#1c71d8";
  const char *cursor = dark ? "#f8e45c" : "#e66100";

  if (self->n == 0)
    fan_ring (snapshot, FAN_PAD, FAN_PAD, w, h, 0, 1.5f,
              dark ? "rgba(255,255,255,0.25)" : "rgba(0,0,0,0.22)");
  for (int i = 0; i < self->n; i++)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (FAN_PAD, FAN_PAD + i * step));
      splay_card_draw (widget, snapshot, self->cards[i], w, h, dark);
      gtk_snapshot_restore (snapshot);
    }
  if (self->hover)
    fan_ring (snapshot, FAN_PAD, top_y, w, h, 1.5f, 3.f, select);
  else if (self->legal && self->selected < 0)
    fan_ring (snapshot, FAN_PAD, top_y, w, h, 1.5f, 2.5f, legal);
  if (self->selected >= 0 && self->selected < self->n)
    {
      /* A card below the top is marked only along its visible strip. */
      float y = FAN_PAD + self->selected * step;
      float sh = self->selected == self->n - 1 ? h : MAX (step, 4.f);
      fan_ring (snapshot, FAN_PAD, y, w, sh, 1.5f, 3.f, select);
    }
  if (self->cursor || self->target)
    fan_ring (snapshot, FAN_PAD, top_y, w, h, 4.5f, self->target ? 3.f : 2.f, cursor);
}

static void
splay_spite_malice_fan_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                int *minimum, int *natural, int *minimum_baseline,
                                int *natural_baseline)
{
  SplaySpiteMaliceFan *self = SPLAY_SPITE_MALICE_FAN (widget);
  float size;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    size = 2 * FAN_PAD + self->card_width;
  else
    /* The room of a pile as long as fits "max-height" whatever it holds,
     * so that a pile growing or going down moves nothing around it, and
     * the table keeps its cards' sizes. */
    size
        = 2 * FAN_PAD
          + MAX (fan_card_height (self) + MAX (0, self->n - 1) * fan_step (self), self->max_height);
  *minimum = *natural = (int) ceilf (size);
}

static void
splay_spite_malice_fan_finalize (GObject *object)
{
  g_free (SPLAY_SPITE_MALICE_FAN (object)->label);
  G_OBJECT_CLASS (splay_spite_malice_fan_parent_class)->finalize (object);
}

static void
splay_spite_malice_fan_class_init (SplaySpiteMaliceFanClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = splay_spite_malice_fan_finalize;
  widget_class->snapshot = splay_spite_malice_fan_snapshot;
  widget_class->measure = splay_spite_malice_fan_measure;
  gtk_widget_class_set_css_name (widget_class, "splay-card-fan");
  /* A click at the bottom edge: on the top card of the fan. */
  splay_a11y_install_activate (widget_class, TRUE);
}

static void
splay_spite_malice_fan_init (SplaySpiteMaliceFan *self)
{
  self->selected = -1;
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
splay_spite_malice_fan_new (int card_width, int max_height, gboolean interactive)
{
  SplaySpiteMaliceFan *self
      = g_object_new (SPLAY_TYPE_SPITE_MALICE_FAN, "accessible-role",
                      interactive ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG, NULL);
  self->card_width = card_width;
  self->max_height = max_height;
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_START);
  if (interactive)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.activate", interactive);
  return GTK_WIDGET (self);
}

void
splay_spite_malice_fan_set_cards (SplaySpiteMaliceFan *self, const SplayCard *cards, int n,
                                  const char *label)
{
  g_return_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self));
  if (n != self->n || memcmp (cards, self->cards, n) != 0)
    {
      memcpy (self->cards, cards, n * sizeof (SplayCard));
      self->n = n;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  if (g_strcmp0 (label, self->label) != 0)
    {
      g_free (self->label);
      self->label = g_strdup (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
}

void
splay_spite_malice_fan_set_flags (SplaySpiteMaliceFan *self, int selected, gboolean legal,
                                  gboolean cursor, gboolean target, gboolean hover)
{
  g_return_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self));
  if (self->selected == selected && self->legal == !!legal && self->cursor == !!cursor
      && self->target == !!target && self->hover == !!hover)
    return;
  self->selected = selected;
  self->legal = !!legal;
  self->cursor = !!cursor;
  self->target = !!target;
  self->hover = !!hover;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
splay_spite_malice_fan_set_card_width (SplaySpiteMaliceFan *self, int card_width)
{
  g_return_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self));
  if (self->card_width == card_width)
    return;
  self->card_width = card_width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_spite_malice_fan_set_max_height (SplaySpiteMaliceFan *self, int max_height)
{
  g_return_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self));
  if (self->max_height == max_height)
    return;
  self->max_height = max_height;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_spite_malice_fan_set_squeeze (SplaySpiteMaliceFan *self, gboolean squeeze)
{
  g_return_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self));
  if (self->squeeze == !!squeeze)
    return;
  self->squeeze = !!squeeze;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

int
splay_spite_malice_fan_get_n (SplaySpiteMaliceFan *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self), 0);
  return self->n;
}

const char *
splay_spite_malice_fan_get_label (SplaySpiteMaliceFan *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_FAN (self), NULL);
  return self->label;
}
