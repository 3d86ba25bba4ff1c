/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-board-input.c: how a player places a Splito card: a click
 * on a card then on a zone or a placing button, a drag onto a zone (the
 * table scrolls near its edges), or the keys. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "splay-board-keys.h"
#include "splay-splito-board-private.h"
#include "splay-splito-card.h"
#include "splay-splito-zone.h"

/* Every move goes through the rules: a refused one changes nothing and the
 * player is told why. */
static gboolean
play (SplaySplitoBoard *self, SplayAction action, SplayMoveSource source)
{
  if (!splay_board_submit (SPLAY_BOARD (self), action, source))
    return FALSE;
  splay_splito_board_clear_selection (self);
  return TRUE;
}

/* Places the selected card (or the one under the cursor) on @side, or in
 * @zone if that is >= 0. */
static void
place (SplaySplitoBoard *self, int side, int zone, SplayMoveSource source)
{
  int i = splay_splito_board_selected_index (self);

  if (source == SPLAY_MOVE_KEYBOARD)
    self->keys_used = TRUE;

  if (i < 0 && self->cursor < self->hand_n)
    i = self->cursor;
  if (i < 0 && self->hand_n > 0 && !splay_board_may_act (SPLAY_BOARD (self)))
    i = 0; /* only to hear why nothing may be placed now */
  if (i < 0)
    {
      SplayView *view = splay_board_get_view (SPLAY_BOARD (self));

      if (self->hand_n == 0
          && (splay_board_get_seat (SPLAY_BOARD (self)) < 0 || view == NULL
              || splay_view_is_over (view)))
        play (self, splito_action (0, SPLITO_LEFT), source); /* refused, with the reason */
      else
        splay_board_say (SPLAY_BOARD (self), _("Select a card first."));
      return;
    }
  play (self,
        zone >= 0 ? splito_action_zone (self->hand[i], zone) : splito_action (self->hand[i], side),
        source);
  splay_board_redraw (SPLAY_BOARD (self));
}

/* ---- input ---- */

static void
on_hand_card_clicked (SplaySplitoBoard *self, SplaySplitoCard *card)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index < 0 || index >= self->hand_n)
    return;
  self->cursor = index;
  self->armed = FALSE;
  self->selected_card
      = self->selected_card == self->hand[index] ? SPLAY_CARD_NONE : self->hand[index];
  splay_board_redraw (SPLAY_BOARD (self));
}

/* A click on a zone places the selected card there; without one, it does
 * nothing, so that looking around never moves a card. */
static void
on_zone_clicked (SplaySplitoBoard *self, SplaySplitoZone *zone)
{
  if (splay_splito_board_selected_index (self) < 0)
    return;
  place (self, SPLITO_LEFT, splay_splito_zone_get_index (zone), SPLAY_MOVE_POINTER);
}

static gboolean
on_zone_card_dropped (SplaySplitoBoard *self, guint card, SplaySplitoZone *zone)
{
  gboolean ok
      = play (self, splito_action_zone ((SplayCard) card, splay_splito_zone_get_index (zone)),
              SPLAY_MOVE_POINTER);

  splay_board_redraw (SPLAY_BOARD (self));
  return ok;
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source, double x, double y, SplaySplitoBoard *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));

  if (!splay_board_may_act (SPLAY_BOARD (self)) || index < 0 || index >= self->hand_n)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, (guint) self->hand[index]);
}

static void
on_drag_begin (GtkDragSource *source, GdkDrag *drag, SplaySplitoBoard *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr (GdkPaintable) icon = gtk_widget_paintable_new (card);

  gtk_drag_source_set_icon (source, icon, self->sizes.hand_width / 2, self->sizes.hand_height / 2);
}

/* While a card is dragged, the table scrolls when the pointer nears its
 * top or bottom edge, so that a zone out of view (many players, a small
 * window) can still be reached. */
#define DRAG_SCROLL_EDGE 36.0

/* The speed for a pointer at @y in the table's viewport: faster the
 * deeper into the edge. */
static double
drag_scroll_speed (SplaySplitoBoard *self, double y)
{
  double h = gtk_widget_get_height (self->table_scroller);

  if (y < DRAG_SCROLL_EDGE)
    return -(DRAG_SCROLL_EDGE - MAX (y, 0.0)) / 3.0;
  if (y > h - DRAG_SCROLL_EDGE)
    return (MIN (y, h) - (h - DRAG_SCROLL_EDGE)) / 3.0;
  return 0.0;
}

static gboolean
drag_scroll_step (gpointer data)
{
  SplaySplitoBoard *self = data;
  GtkAdjustment *adj
      = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->table_scroller));
  GtkNative *native = gtk_widget_get_native (self->table_scroller);
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (self->table_scroller));
  double x, y, sx, sy;

  /* Motion events stop while the pointer rests in the edge (and may lag
   * behind the scrolling), so ask where the pointer is now. */
  if (native != NULL && seat != NULL && gdk_seat_get_pointer (seat) != NULL
      && gdk_surface_get_device_position (gtk_native_get_surface (native),
                                          gdk_seat_get_pointer (seat), &x, &y, NULL))
    {
      graphene_point_t p, q;

      gtk_native_get_surface_transform (native, &sx, &sy);
      graphene_point_init (&p, (float) (x - sx), (float) (y - sy));
      if (gtk_widget_compute_point (GTK_WIDGET (native), self->table_scroller, &p, &q))
        self->drag_scroll_speed = drag_scroll_speed (self, q.y);
    }
  if (self->drag_scroll_speed == 0.0)
    {
      self->drag_scroll_source = 0;
      return G_SOURCE_REMOVE;
    }
  /* By the time passed, so that a busy machine scrolls as far. */
  {
    gint64 now = g_get_monotonic_time ();
    double steps = CLAMP ((now - self->drag_scroll_time) / 16000.0, 0.0, 10.0);

    self->drag_scroll_time = now;
    gtk_adjustment_set_value (adj,
                              gtk_adjustment_get_value (adj) + self->drag_scroll_speed * steps);
  }
  return G_SOURCE_CONTINUE;
}

static void
on_table_drag_motion (GtkDropControllerMotion *motion, double x, double y, SplaySplitoBoard *self)
{
  self->drag_scroll_speed = drag_scroll_speed (self, y);
  if (self->drag_scroll_speed != 0.0 && self->drag_scroll_source == 0)
    {
      self->drag_scroll_time = g_get_monotonic_time ();
      self->drag_scroll_source = g_timeout_add (16, drag_scroll_step, self);
    }
}

static void
on_table_drag_leave (GtkDropControllerMotion *motion, SplaySplitoBoard *self)
{
  g_clear_handle_id (&self->drag_scroll_source, g_source_remove);
}

/* ---- actions ---- */

static void
place_left_action (GtkWidget *widget, const char *name, GVariant *param)
{
  place (SPLAY_SPLITO_BOARD (widget), SPLITO_LEFT, -1, SPLAY_MOVE_KEYBOARD);
}

static void
place_right_action (GtkWidget *widget, const char *name, GVariant *param)
{
  place (SPLAY_SPLITO_BOARD (widget), SPLITO_RIGHT, -1, SPLAY_MOVE_KEYBOARD);
}

static void
place_zone_action (GtkWidget *widget, const char *name, GVariant *param)
{
  place (SPLAY_SPLITO_BOARD (widget), SPLITO_LEFT, g_variant_get_int32 (param),
         SPLAY_MOVE_KEYBOARD);
}

/* After Enter picked a card up, the arrows put it down on their side. */
void
splay_splito_board_move_cursor (SplayBoard *board, SplayBoardMove move)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (board);

  if (self->armed && (move == SPLAY_BOARD_MOVE_NEXT || move == SPLAY_BOARD_MOVE_PREVIOUS))
    {
      place (self, move == SPLAY_BOARD_MOVE_NEXT ? SPLITO_RIGHT : SPLITO_LEFT, -1,
             SPLAY_MOVE_KEYBOARD);
      return;
    }
  if (self->hand_n == 0)
    return;
  self->cursor = splay_board_step (move, self->cursor, self->hand_n);
  splay_board_redraw (board);
}

static void
toggle_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  if (self->cursor >= self->hand_n)
    return;
  self->armed = FALSE;
  self->selected_card = self->selected_card == self->hand[self->cursor] ? SPLAY_CARD_NONE
                                                                        : self->hand[self->cursor];
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
pick_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  if (self->cursor >= self->hand_n)
    return;
  if (self->armed)
    {
      splay_splito_board_clear_selection (self);
      splay_board_redraw (SPLAY_BOARD (self));
      return;
    }
  self->selected_card = self->hand[self->cursor];
  self->armed = TRUE;
  splay_board_redraw (SPLAY_BOARD (self));
  splay_board_say (SPLAY_BOARD (self),
                   _("Now press ← or → to place the card left or right; Escape puts it back."));
}

static void
clear_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  splay_splito_board_clear_selection (self);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
scoring_sheet_action (GtkWidget *widget, const char *name, GVariant *param)
{
  splay_splito_board_open_sheet (SPLAY_SPLITO_BOARD (widget));
}

static void
build_hands (SplaySplitoBoard *self)
{
  for (int i = 0; i < SPLITO_HAND_SIZE; i++)
    {
      GtkWidget *w = splay_splito_card_new (HAND_CARD_WIDTH, HAND_CARD_HEIGHT, TRUE);
      GtkDragSource *drag = gtk_drag_source_new ();

      splay_splito_card_set_lift (SPLAY_SPLITO_CARD (w), TRUE);
      gtk_widget_set_focusable (w, FALSE);
      g_object_set_data (G_OBJECT (w), "index", GINT_TO_POINTER (i));
      g_signal_connect_object (w, "clicked", G_CALLBACK (on_hand_card_clicked), self,
                               G_CONNECT_SWAPPED);
      gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
      g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare), self);
      g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
      gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (drag));
      gtk_box_append (GTK_BOX (self->hand_box), w);
      self->hand_cards[i] = w;
    }

  for (int seat = 0; seat < SPLITO_MAX_SEATS; seat++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);

      self->all_hand_titles[seat] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->all_hand_titles[seat]), 0);
      gtk_label_set_wrap (GTK_LABEL (self->all_hand_titles[seat]), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (self->all_hand_titles[seat]), 16);
      gtk_widget_add_css_class (self->all_hand_titles[seat], "heading");
      for (int i = 0; i < SPLITO_HAND_SIZE; i++)
        {
          self->all_hand_cards[seat][i]
              = splay_splito_card_new (SMALL_CARD_WIDTH, SMALL_CARD_HEIGHT, FALSE);
          gtk_box_append (GTK_BOX (row), self->all_hand_cards[seat][i]);
        }
      gtk_grid_attach (GTK_GRID (self->all_hands_grid), self->all_hand_titles[seat], 0, seat, 1, 1);
      gtk_grid_attach (GTK_GRID (self->all_hands_grid), row, 1, seat, 1, 1);
      /* The title and the cards show and hide together. */
      g_object_bind_property (row, "visible", self->all_hand_titles[seat], "visible",
                              G_BINDING_SYNC_CREATE);
      self->all_hand_rows[seat] = row;
    }
}


void
splay_splito_board_class_init_input (GtkWidgetClass *widget_class)
{
  static const SplayBoardAction actions[] = {
    { "board.place-left", NULL, place_left_action, { GDK_KEY_l } },
    { "board.place-right", NULL, place_right_action, { GDK_KEY_r } },
    { "board.place-zone", "i", place_zone_action, { 0 } },
    { "board.toggle-selection", NULL, toggle_selection_action, { GDK_KEY_space } },
    { "board.pick", NULL, pick_action, { GDK_KEY_Return } },
    { "board.clear-selection", NULL, clear_selection_action, { GDK_KEY_Escape } },
    { "board.scoring-sheet", NULL, scoring_sheet_action, { GDK_KEY_s } },
  };

  splay_board_class_add_actions (widget_class, actions, G_N_ELEMENTS (actions));
}

void
splay_splito_board_init_input (SplaySplitoBoard *self)
{
  GtkEventController *motion = gtk_drop_controller_motion_new ();

  for (int z = 0; z < SPLITO_MAX_ZONES; z++)
    {
      g_signal_connect_object (self->zones[z], "clicked", G_CALLBACK (on_zone_clicked), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->zones[z], "card-dropped", G_CALLBACK (on_zone_card_dropped),
                               self, G_CONNECT_SWAPPED);
    }
  build_hands (self);

  g_signal_connect (motion, "enter", G_CALLBACK (on_table_drag_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_table_drag_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_table_drag_leave), self);
  gtk_widget_add_controller (self->table_scroller, motion);
}
