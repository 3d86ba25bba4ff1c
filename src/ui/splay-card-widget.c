/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "splay-card-widget.h"
#include "splay-a11y.h"
#include "splay-card-theme.h"

struct _SplayCardWidget
{
  GtkWidget parent_instance;

  SplayCard cards[SPLAY_CARD_WIDGET_MAX_FAN];
  int n_cards;
  int depth;
  /* splay_card_widget_set_room (): measured as if it held at least this
   * many cards fanned, above this many edges */
  int room_cards;
  int room_edges;
  int card_width;
  guint clickable : 1;
  guint selected : 1;
  guint legal : 1;
  guint cursor : 1;
  guint lift : 1;
  guint face_down : 1;
  char *label;
  GtkGesture *click; /* a clickable card's, owned by the widget */
  /* how the cards look; the shared default unless a test or a preview
   * sets one of its own */
  SplayCardTheme *theme;
};

G_DEFINE_FINAL_TYPE (SplayCardWidget, splay_card_widget, GTK_TYPE_WIDGET)

enum
{
  CLICKED,
  DOUBLE_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Proportions of a poker card. */
#define CARD_RATIO 1.4f
#define MAX_EDGES SPLAY_CARD_WIDGET_MAX_EDGES
#define PAD 5.f

typedef struct
{
  GdkRGBA legal, select, cursor;
} Palette;

static void
palette_init (Palette *p, gboolean dark)
{
  /* The rings around a card must stand out against the window, not the
   * card. */
  gdk_rgba_parse (&p->legal, dark ? "#57e389" : "#26a269");
  gdk_rgba_parse (&p->select, dark ? "#78aeed" : "#1c71d8");
  gdk_rgba_parse (&p->cursor, dark ? "#f8e45c" : "#e66100");
}

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static float
card_height (int width)
{
  return roundf (width * CARD_RATIO);
}

static float
pad_of (SplayCardWidget *self)
{
  return PAD;
}

static float
lift_for (int card_width)
{
  return roundf (card_width * 0.16f);
}

static float
lift_of (SplayCardWidget *self)
{
  return self->lift ? lift_for (self->card_width) : 0.f;
}

static float
fan_step_for (int card_width)
{
  return roundf (card_width * 0.24f);
}

static float
edge_step_for (int card_width)
{
  return MAX (2.f, roundf (card_width * 0.04f));
}

static float
fan_step (SplayCardWidget *self)
{
  return fan_step_for (self->card_width);
}

static float
edge_step (SplayCardWidget *self)
{
  return edge_step_for (self->card_width);
}

static int
n_edges (SplayCardWidget *self)
{
  return MIN (self->depth, MAX_EDGES);
}

static int
scale_of (GtkWidget *widget)
{
  return widget != NULL ? gtk_widget_get_scale_factor (widget) : 1;
}

void
splay_card_draw (GtkWidget *widget, GtkSnapshot *snapshot, SplayCard card, float width,
                 float height, gboolean dark)
{
  SplayCardStyle style;

  splay_card_theme_get_style (splay_card_theme_get_default (), dark, &style);
  splay_card_face_snapshot (snapshot, &style, card, width, height, scale_of (widget));
}

GdkPaintable *
splay_card_paintable (GtkWidget *widget, const SplayCard *cards, int n_cards, int card_width)
{
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  float h = card_height (card_width), step = fan_step_for (card_width);
  gboolean dark = is_dark ();

  n_cards = MAX (n_cards, 1);
  for (int i = 0; i < n_cards; i++)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (i * step, 0));
      splay_card_draw (widget, snapshot, cards[i], card_width, h, dark);
      gtk_snapshot_restore (snapshot);
    }
  return gtk_snapshot_free_to_paintable (
      g_steal_pointer (&snapshot), &GRAPHENE_SIZE_INIT (card_width + (n_cards - 1) * step, h));
}

void
splay_card_widget_append_ring (GtkSnapshot *snapshot, float x, float y, float w, float h,
                               float grow, float thickness, const GdkRGBA *color)
{
  GskRoundedRect r;
  float bw[4] = { thickness, thickness, thickness, thickness };
  GdkRGBA bc[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (
      &r, &GRAPHENE_RECT_INIT (x - grow, y - grow, w + 2 * grow, h + 2 * grow), w * 0.08f + grow);
  gtk_snapshot_append_border (snapshot, &r, bw, bc);
}

static void
splay_card_widget_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplayCardWidget *self = SPLAY_CARD_WIDGET (widget);
  gboolean dark = is_dark ();
  int scale = scale_of (widget);
  SplayCardStyle style;
  Palette p;
  float w = self->card_width, h = card_height (self->card_width);
  float pad = pad_of (self), lift = lift_of (self), es = edge_step (self);
  int edges = n_edges (self);
  float x0 = pad;
  /* Cards sit on the bottom edge, so piles of different depths side by side
   * line up like cards on a table. */
  float y0 = MAX (pad + lift + edges * es, gtk_widget_get_height (widget) - pad - h);
  float top_x, top_y;

  palette_init (&p, dark);
  splay_card_theme_get_style (self->theme, dark, &style);

  if (self->n_cards == 0 && self->depth == 0)
    {
      /* An empty place: a faint outline where a card would lie. */
      GskRoundedRect r;
      GdkRGBA c;
      float bw[4] = { 1.5f, 1.5f, 1.5f, 1.5f };
      GdkRGBA bc[4];

      gdk_rgba_parse (&c, dark ? "rgba(255,255,255,0.25)" : "rgba(0,0,0,0.22)");
      for (int i = 0; i < 4; i++)
        bc[i] = c;
      gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT (x0, y0, w, h), w * 0.08f);
      gtk_snapshot_append_border (snapshot, &r, bw, bc);
      if (self->cursor)
        splay_card_widget_append_ring (snapshot, x0, y0, w, h, 3, 2.5f, &p.cursor);
      return;
    }

  /* The cards beneath show as edges offset up and to the right. */
  for (int i = edges; i > 0; i--)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x0 + i * es, y0 - i * es));
      splay_card_face_snapshot (snapshot, &style, SPLAY_CARD_UNKNOWN, w, h, scale);
      gtk_snapshot_restore (snapshot);
    }

  top_x = x0;
  top_y = y0 - (self->selected ? lift : 0);
  for (int i = 0; i < self->n_cards; i++)
    {
      top_x = x0 + i * fan_step (self);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (top_x, top_y));
      if (self->face_down && self->cards[i] != SPLAY_CARD_UNKNOWN)
        {
          /* Seen through its back: the face shows, the back's pattern
           * with it. */
          splay_card_face_snapshot (snapshot, &style, SPLAY_CARD_UNKNOWN, w, h, scale);
          gtk_snapshot_push_opacity (snapshot, 0.6);
          splay_card_face_snapshot (snapshot, &style, self->cards[i], w, h, scale);
          gtk_snapshot_pop (snapshot);
        }
      else
        splay_card_face_snapshot (snapshot, &style, self->cards[i], w, h, scale);
      gtk_snapshot_restore (snapshot);
    }
  if (self->n_cards == 0)
    top_x = x0;

  if (self->legal && !self->selected)
    splay_card_widget_append_ring (snapshot, top_x, top_y, w, h, 1.5f, 2.5f, &p.legal);
  if (self->selected)
    splay_card_widget_append_ring (snapshot, top_x, top_y, w, h, 1.5f, 3.f, &p.select);
  if (self->cursor)
    splay_card_widget_append_ring (snapshot, top_x, top_y, w, h, 4.5f, 2.f, &p.cursor);
}

static void
splay_card_widget_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplayCardWidget *self = SPLAY_CARD_WIDGET (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = splay_card_widget_width_for (self->card_width, MAX (self->n_cards, self->room_cards),
                                            MAX (self->depth, self->room_edges));
  else
    *minimum = splay_card_widget_height_for (self->card_width,
                                             MAX (n_edges (self), self->room_edges), self->lift);
  *natural = *minimum;
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, SplayCardWidget *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (n_press == 2)
    g_signal_emit (self, signals[DOUBLE_CLICKED], 0);
  else if (n_press == 1)
    g_signal_emit (self, signals[CLICKED], 0);
}

static void
splay_card_widget_finalize (GObject *object)
{
  SplayCardWidget *self = SPLAY_CARD_WIDGET (object);

  g_free (self->label);
  g_clear_object (&self->theme);
  G_OBJECT_CLASS (splay_card_widget_parent_class)->finalize (object);
}

/* Other widgets draw cards too, with splay_card_draw (the boards' own fans
 * and zones, the drag icons): when the shared theme changes, everything on
 * screen is drawn again, so that no card keeps the old look. */
static void
on_default_theme_changed (void)
{
  splay_card_face_redraw_everything ();
}

/* A card the player can act on is made a button (the accessible role, given
 * to g_object_new, which sets it after construction); its accessible action
 * presses it. */
static void
on_role_changed (SplayCardWidget *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.activate",
                                 gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (self))
                                     == GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
splay_card_widget_class_init (SplayCardWidgetClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = splay_card_widget_finalize;

  widget_class->snapshot = splay_card_widget_snapshot;
  widget_class->measure = splay_card_widget_measure;

  signals[CLICKED] = g_signal_new ("clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
  signals[DOUBLE_CLICKED] = g_signal_new ("double-clicked", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (widget_class, "splay-card");
  /* What a click does, for assistive technology (enabled for the cards
   * that are buttons, see constructed). */
  splay_a11y_install_activate (widget_class, FALSE);

  g_signal_connect (splay_card_theme_get_default (), "changed",
                    G_CALLBACK (on_default_theme_changed), NULL);
}

static void
on_dark_changed (SplayCardWidget *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
splay_card_widget_init (SplayCardWidget *self)
{
  self->card_width = 80;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.activate", FALSE);
  g_signal_connect (self, "notify::accessible-role", G_CALLBACK (on_role_changed), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
  splay_card_widget_set_theme (self, NULL);
}

GtkWidget *
splay_card_widget_new (int card_width, gboolean clickable)
{
  SplayCardWidget *self;

  /* A card the player can act on is a button to assistive technology;
   * one that only shows something is an image. */
  self = g_object_new (SPLAY_TYPE_CARD_WIDGET, "accessible-role",
                       clickable ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG, NULL);
  self->card_width = card_width;
  self->clickable = !!clickable;
  if (clickable)
    {
      GtkGesture *click = self->click = gtk_gesture_click_new ();
      g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
      gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
    }
  return GTK_WIDGET (self);
}

void
splay_card_widget_add_drag_source (SplayCardWidget *self, GtkDragSource *drag)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  g_return_if_fail (GTK_IS_DRAG_SOURCE (drag));
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  /* The press claims its sequence, which would deny a drag its start;
   * gestures in one group share the claim. */
  if (self->click != NULL)
    gtk_gesture_group (self->click, GTK_GESTURE (drag));
}

void
splay_card_widget_set_cards (SplayCardWidget *self, const SplayCard *cards, int n_cards)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  n_cards = CLAMP (n_cards, 0, SPLAY_CARD_WIDGET_MAX_FAN);
  /* No cards may come as NULL, which memcmp () and memcpy () must never
   * get, even for no bytes. */
  if (n_cards == self->n_cards
      && (n_cards == 0 || memcmp (cards, self->cards, n_cards * sizeof *cards) == 0))
    return;
  if (n_cards != self->n_cards)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  if (n_cards > 0)
    memcpy (self->cards, cards, n_cards * sizeof *cards);
  self->n_cards = n_cards;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
splay_card_widget_set_card (SplayCardWidget *self, SplayCard card)
{
  if (card == SPLAY_CARD_NONE)
    splay_card_widget_set_cards (self, NULL, 0);
  else
    splay_card_widget_set_cards (self, &card, 1);
}

SplayCard
splay_card_widget_get_card (SplayCardWidget *self)
{
  g_return_val_if_fail (SPLAY_IS_CARD_WIDGET (self), SPLAY_CARD_NONE);
  return self->n_cards > 0 ? self->cards[self->n_cards - 1] : SPLAY_CARD_NONE;
}

void
splay_card_widget_set_depth (SplayCardWidget *self, int depth)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  depth = MAX (depth, 0);
  if (depth == self->depth)
    return;
  if (MAX (MIN (depth, MAX_EDGES), self->room_edges) != MAX (n_edges (self), self->room_edges))
    gtk_widget_queue_resize (GTK_WIDGET (self));
  self->depth = depth;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
splay_card_widget_set_room (SplayCardWidget *self, int n_cards, int depth)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  n_cards = CLAMP (n_cards, 0, SPLAY_CARD_WIDGET_MAX_FAN);
  depth = CLAMP (depth, 0, MAX_EDGES);
  if (n_cards == self->room_cards && depth == self->room_edges)
    return;
  self->room_cards = n_cards;
  self->room_edges = depth;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

#define FLAG_SETTER(name)                                                  \
  void splay_card_widget_set_##name (SplayCardWidget *self, gboolean name) \
  {                                                                        \
    g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));                        \
    if (self->name == !!name)                                              \
      return;                                                              \
    self->name = !!name;                                                   \
    gtk_widget_queue_draw (GTK_WIDGET (self));                             \
  }

FLAG_SETTER (selected)
FLAG_SETTER (legal)
FLAG_SETTER (cursor)
FLAG_SETTER (face_down)

/* A selected card is lifted out of the row; a row of cards that can be
 * selected reserves the room for it, so the row does not jump. */
void
splay_card_widget_set_lift (SplayCardWidget *self, gboolean lift)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  if (self->lift == !!lift)
    return;
  self->lift = !!lift;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_card_widget_set_label (SplayCardWidget *self, const char *label)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  g_free (self->label);
  self->label = g_strdup (label);
  /* A translation may mark where a caption's long word breaks with soft
   * hyphens (po/de.po); the same text names the card, where they are not
   * to be heard. */
  if (label != NULL && strstr (label, "\u00ad") != NULL)
    {
      g_autoptr (GString) spoken = g_string_new (label);

      g_string_replace (spoken, "\u00ad", "", 0);
      g_free (self->label);
      self->label = g_string_free (g_steal_pointer (&spoken), FALSE);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->label,
                                  -1);
}

const char *
splay_card_widget_get_label (SplayCardWidget *self)
{
  g_return_val_if_fail (SPLAY_IS_CARD_WIDGET (self), NULL);
  return self->label;
}

void
splay_card_widget_set_card_width (SplayCardWidget *self, int card_width)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  if (card_width == self->card_width)
    return;
  self->card_width = card_width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

int
splay_card_widget_get_card_width (SplayCardWidget *self)
{
  g_return_val_if_fail (SPLAY_IS_CARD_WIDGET (self), 0);
  return self->card_width;
}

int
splay_card_widget_width_for (int card_width, int n_cards, int depth)
{
  return (int) ceilf (2 * PAD + card_width
                      + CLAMP (depth, 0, MAX_EDGES) * edge_step_for (card_width)
                      + MAX (0, n_cards - 1) * fan_step_for (card_width));
}

int
splay_card_widget_edges_width_for (int card_width, int depth)
{
  return splay_card_widget_width_for (card_width, 1, depth)
         - splay_card_widget_width_for (card_width, 1, 0);
}

int
splay_card_widget_height_for (int card_width, int depth, gboolean lift)
{
  return (int) ceilf (2 * PAD + card_height (card_width)
                      + CLAMP (depth, 0, MAX_EDGES) * edge_step_for (card_width)
                      + (lift ? lift_for (card_width) : 0.f));
}

void
splay_card_widget_set_theme (SplayCardWidget *self, SplayCardTheme *theme)
{
  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  g_return_if_fail (theme == NULL || SPLAY_IS_CARD_THEME (theme));

  if (theme == NULL)
    theme = splay_card_theme_get_default ();
  if (theme == self->theme)
    return;
  if (self->theme != NULL)
    g_signal_handlers_disconnect_by_data (self->theme, self);
  g_set_object (&self->theme, theme);
  /* A change of face or back redraws the card at once (the size stays). */
  g_signal_connect_object (theme, "changed", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

SplayCardTheme *
splay_card_widget_get_theme (SplayCardWidget *self)
{
  g_return_val_if_fail (SPLAY_IS_CARD_WIDGET (self), NULL);
  return self->theme;
}

void
splay_card_widget_get_card_rect (SplayCardWidget *self, graphene_rect_t *out)
{
  float w, h, pad, x, y;

  g_return_if_fail (SPLAY_IS_CARD_WIDGET (self));
  w = self->card_width;
  h = card_height (self->card_width);
  pad = pad_of (self);
  /* Where the snapshot puts the top card (a lifted card rises from it). */
  x = pad + MAX (0, self->n_cards - 1) * fan_step (self);
  y = MAX (pad + lift_of (self) + n_edges (self) * edge_step (self),
           gtk_widget_get_height (GTK_WIDGET (self)) - pad - h);
  graphene_rect_init (out, x, y, w, h);
}
