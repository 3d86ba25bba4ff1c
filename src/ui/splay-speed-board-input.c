/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-speed-board-input.c: the Speed board's widgets that take input
 * (each seat's columns, hand and Ready; the piles and the cut's buttons)
 * and the player's moves by click, key and drag and drop. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-speed-board-private.h"
#include "splay-card-size.h"
#include "splay-overlap-layout.h"

/* Slot @slot of @seat: a column while the layout has columns, a hand card
 * once the layout has gone to the hand. */
gboolean
splay_speed_board_slot_is_hand (const SpeedState *s, int seat)
{
  for (int c = 0; c < SPEED_COLUMNS; c++)
    if (s->col_n[seat][c] > 0)
      return FALSE;
  return s->hand_n[seat] > 0;
}

int
splay_speed_board_slot_source (const SpeedState *s, int seat, int slot)
{
  return splay_speed_board_slot_is_hand (s, seat) ? SPEED_FROM_HAND + slot : slot;
}

GtkWidget *
splay_speed_board_slot_widget (SplaySpeedBoard *self, int seat, int slot)
{
  const SpeedState *s = splay_speed_board_table (self);

  if (slot < 0 || s == NULL)
    return NULL;
  if (splay_speed_board_slot_is_hand (s, seat))
    return slot < SPEED_HAND_MAX ? GTK_WIDGET (self->areas[seat].hand[slot]) : NULL;
  return slot < SPEED_COLUMNS ? GTK_WIDGET (self->areas[seat].cols[slot]) : NULL;
}

/* Whether @action is one of a person's legal moves now. */
gboolean
splay_speed_board_legal_for (SplaySpeedBoard *self, int seat, SplayAction action)
{
  return self->views[seat] != NULL && splay_view_is_legal (self->views[seat], action);
}

/* Every move goes through the rules. A refused one bounces the card it
 * would have moved and says why. */
gboolean
splay_speed_board_play (SplaySpeedBoard *self, int seat, SplayAction action, GtkWidget *source,
                        SplayMoveSource from)
{
  SplayMatch *match = splay_board_get_match (SPLAY_BOARD (self));
  g_autoptr (GError) error = NULL;

  if (!splay_speed_board_game_running (self))
    {
      splay_speed_board_say (self, _("The game is over."), TRUE);
      return FALSE;
    }
  if (splay_match_get_paused (match))
    {
      splay_speed_board_say (self, _("The game is paused."), TRUE);
      return FALSE;
    }
  if (!splay_match_submit (match, seat, action, from, &error))
    {
      g_autofree char *text = NULL;
      if (splay_match_get_n_humans (match) > 1)
        /* Translators: a refused move with two people at the keyboard: "Anna: The pile changed…" */
        text = g_strdup_printf (C_("refused move", "%s: %s"),
                                splay_player_get_name (splay_match_get_player (match, seat)),
                                error->message);
      else
        text = g_strdup (error->message);
      splay_speed_board_play_effect (self, source, "speed-refused", REFUSED_MS, TRUE);
      splay_speed_board_say (self, text, TRUE);
      return FALSE;
    }
  gtk_label_set_text (self->message_label, "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "speed-refused-text");
  return TRUE;
}

/* ---- the player's input ---- */

static void
pick (SplaySpeedBoard *self, int seat, int slot, SplayMoveSource from)
{
  const SpeedState *s;
  int was;

  if (seat < 0 || !splay_speed_board_game_running (self))
    return;
  s = splay_speed_board_area_table (self, seat);
  if (s->phase != SPEED_PHASE_PLAY || slot < 0 || slot >= N_SLOTS)
    return;
  was = self->picked[seat];

  if (splay_speed_board_slot_is_hand (s, seat))
    {
      if (slot >= s->hand_n[seat])
        return;
      self->picked[seat] = was == slot ? -1 : slot;
      splay_board_redraw (SPLAY_BOARD (self));
      return;
    }

  /* A face-down top turns at once: there is nothing else to do with it. */
  if (s->col_n[seat][slot] > 0 && s->col_n[seat][slot] == s->col_down[seat][slot])
    {
      self->picked[seat] = -1;
      splay_speed_board_play (self, seat, speed_turn (slot),
                              splay_speed_board_slot_widget (self, seat, slot), from);
      splay_board_redraw (SPLAY_BOARD (self));
      return;
    }
  if (was == slot)
    self->picked[seat] = -1;
  else if (was >= 0 && !splay_speed_board_slot_is_hand (s, seat))
    {
      /* A second column: stack the first one's cards onto it. */
      self->picked[seat] = -1;
      splay_speed_board_play (self, seat, speed_stack (was, slot),
                              splay_speed_board_slot_widget (self, seat, was), from);
    }
  else if (s->col_n[seat][slot] > 0)
    self->picked[seat] = slot;
  else
    splay_speed_board_say (self, _("That column is empty."), FALSE);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
to_pile (SplaySpeedBoard *self, int seat, int pile, SplayMoveSource from)
{
  const SpeedState *s;
  int slot;

  if (seat < 0 || !splay_speed_board_game_running (self))
    return;
  s = splay_speed_board_area_table (self, seat);
  if (pile < 0 || pile >= s->n_seats)
    return;
  slot = self->picked[seat];

  switch (s->phase)
    {
    case SPEED_PHASE_CUT:
      splay_speed_board_play (self, seat, speed_choose (pile), self->cut_buttons[pile], from);
      break;
    case SPEED_PHASE_CLAIM:
      self->picked[seat] = -1;
      splay_speed_board_play (self, seat, speed_claim (pile), GTK_WIDGET (self->piles[pile]), from);
      break;
    case SPEED_PHASE_PLAY:
      if (slot < 0)
        {
          /* A splat is made on purpose, with its button: a stray key must
           * not cost a false splat's penalty. */
          splay_speed_board_say (self, _("Pick a card first, then the pile to put it on."), FALSE);
          break;
        }
      self->picked[seat] = -1;
      splay_speed_board_play (self, seat,
                              speed_play (splay_speed_board_slot_source (s, seat, slot), pile),
                              splay_speed_board_slot_widget (self, seat, slot), from);
      break;
    default: break;
    }
  splay_board_redraw (SPLAY_BOARD (self));
}

void
splay_speed_board_ready (SplaySpeedBoard *self, int seat, SplayMoveSource from)
{
  if (seat < 0 || splay_board_get_view (SPLAY_BOARD (self)) == NULL)
    return;
  self->picked[seat] = -1;
  splay_speed_board_play (self, seat, speed_ready (), self->areas[seat].ready_button, from);
  splay_board_redraw (SPLAY_BOARD (self));
}

void
splay_speed_board_pick_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (widget);
  int keyset, slot;

  g_variant_get (param, "(ii)", &keyset, &slot);
  if (keyset >= 0 && keyset < N_KEYSETS)
    pick (self, self->keyset_seat[keyset], slot, SPLAY_MOVE_KEYBOARD);
}

void
splay_speed_board_pile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (widget);
  int keyset, pile;

  g_variant_get (param, "(ii)", &keyset, &pile);
  if (keyset >= 0 && keyset < N_KEYSETS)
    to_pile (self, self->keyset_seat[keyset], pile, SPLAY_MOVE_KEYBOARD);
}

void
splay_speed_board_ready_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (widget);
  int keyset = g_variant_get_int32 (param);

  if (keyset >= 0 && keyset < N_KEYSETS)
    splay_speed_board_ready (self, self->keyset_seat[keyset], SPLAY_MOVE_KEYBOARD);
}

void
splay_speed_board_pause_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayMatch *match = splay_board_get_match (SPLAY_BOARD (widget));

  if (splay_speed_board_game_running (SPLAY_SPEED_BOARD (widget)))
    splay_match_set_paused (match, !splay_match_get_paused (match));
}

static void
on_column_clicked (SplaySpeedBoard *self, SplayCardWidget *card)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "seat"));
  int slot = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "slot"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (splay_speed_board_seat_is_human (self, seat))
    pick (self, seat, slot, SPLAY_MOVE_POINTER);
}

/* A click on a pile puts the picked card of whoever picked one; with
 * nobody's card picked it claims (Spit) or takes a packet. */
static void
on_pile_clicked (SplaySpeedBoard *self, SplayCardWidget *card)
{
  int pile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "pile"));
  int seat = self->primary;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  for (int s = 0; s < self->n_seats; s++)
    if (self->picked[s] >= 0 && splay_speed_board_seat_is_human (self, s))
      seat = s;
  if (seat >= 0 && splay_speed_board_table (self) != NULL
      && (self->picked[seat] >= 0 || splay_speed_board_table (self)->phase != SPEED_PHASE_PLAY))
    to_pile (self, seat, pile, SPLAY_MOVE_POINTER);
}

static void
on_pile_button_clicked (SplaySpeedBoard *self, GtkButton *button)
{
  int pile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pile"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->primary < 0)
    return;
  self->picked[self->primary] = -1;
  /* In play this is the splat before anyone is out: a false splat, taken
   * as the rules say. */
  splay_speed_board_play (self, self->primary, speed_claim (pile), GTK_WIDGET (self->piles[pile]),
                          SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
on_cut_button_clicked (SplaySpeedBoard *self, GtkButton *button)
{
  int packet = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pile"));
  int chooser = splay_speed_board_table (self) != NULL ? splay_speed_board_table (self)->chooser
                                                       : SPEED_NONE;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (chooser != SPEED_NONE && splay_speed_board_seat_is_human (self, chooser))
    to_pile (self, chooser, packet, SPLAY_MOVE_POINTER);
}

static void
on_ready_clicked (SplaySpeedBoard *self, GtkButton *button)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "seat"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  splay_speed_board_ready (self, seat, SPLAY_MOVE_POINTER);
}

/* ---- drag and drop ----
 *
 * A card of a person's layout (a column's top or a hand card) can be
 * dragged onto a pile to play it, or a column onto another column to stack
 * it. The move goes through the rules like a click's: a refused one (the
 * pile changed a moment earlier) bounces the card back with the reason. */

#define DRAG_TAG 0x53500000u  /* marks a card dragged from this board */
#define DRAG_HAND 0x00010000u /* the slot is a hand card, not a column */

static GdkContentProvider *
on_card_drag_prepare (GtkDragSource *drag, double x, double y, SplaySpeedBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drag));
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "seat"));
  int slot = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "slot"));
  gboolean hand = g_object_get_data (G_OBJECT (w), "hand") != NULL;
  const SpeedState *s;

  if (!splay_speed_board_game_running (self)
      || splay_match_get_paused (splay_board_get_match (SPLAY_BOARD (self)))
      || seat >= self->n_seats || !splay_speed_board_seat_is_human (self, seat))
    return NULL;
  s = splay_speed_board_area_table (self, seat);
  if (s->phase != SPEED_PHASE_PLAY || hand != splay_speed_board_slot_is_hand (s, seat))
    return NULL;
  if (hand ? slot >= s->hand_n[seat]
           : s->col_n[seat][slot] == 0 || s->col_n[seat][slot] == s->col_down[seat][slot])
    return NULL;
  gtk_drag_source_set_icon (drag, NULL, 0, 0);
  g_object_set_data (G_OBJECT (drag), "hot-x", GINT_TO_POINTER ((int) x));
  g_object_set_data (G_OBJECT (drag), "hot-y", GINT_TO_POINTER ((int) y));
  return gdk_content_provider_new_typed (G_TYPE_UINT, DRAG_TAG | (hand ? DRAG_HAND : 0)
                                                          | (guint) seat << 8 | (guint) slot);
}

static void
on_card_drag_begin (GtkDragSource *drag, GdkDrag *gdk_drag, SplaySpeedBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drag));
  g_autoptr (GdkPaintable) icon = gtk_widget_paintable_new (w);

  /* The card follows the pointer from where it was taken. */
  gtk_drag_source_set_icon (drag, icon,
                            GPOINTER_TO_INT (g_object_get_data (G_OBJECT (drag), "hot-x")),
                            GPOINTER_TO_INT (g_object_get_data (G_OBJECT (drag), "hot-y")));
}

/* The seat and slot a dropped value names, or FALSE if it is not a card of
 * this board whose slot still means what it meant when the drag began. */
static gboolean
drag_value (SplaySpeedBoard *self, const GValue *value, int *seat, int *slot)
{
  guint v = g_value_get_uint (value);

  if ((v & 0xffff0000u & ~DRAG_HAND) != DRAG_TAG || splay_speed_board_table (self) == NULL)
    return FALSE;
  *seat = (int) ((v >> 8) & 0xff);
  *slot = (int) (v & 0xff);
  if (*seat >= self->n_seats || *slot >= N_SLOTS)
    return FALSE;
  if (((v & DRAG_HAND) != 0)
      != splay_speed_board_slot_is_hand (splay_speed_board_table (self), *seat))
    {
      splay_speed_board_play_effect (self, splay_speed_board_slot_widget (self, *seat, *slot),
                                     "speed-refused", REFUSED_MS, TRUE);
      return FALSE;
    }
  return TRUE;
}

static gboolean
on_pile_drop (GtkDropTarget *target, const GValue *value, double x, double y, SplaySpeedBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  int pile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "pile"));
  int seat, slot;
  gboolean ok;

  gtk_widget_remove_css_class (w, "speed-drop-hover");
  if (!drag_value (self, value, &seat, &slot))
    return FALSE;
  if (splay_speed_board_table (self)->phase != SPEED_PHASE_PLAY)
    return FALSE;
  self->picked[seat] = -1;
  ok = splay_speed_board_play (
      self, seat,
      speed_play (splay_speed_board_slot_source (splay_speed_board_table (self), seat, slot), pile),
      splay_speed_board_slot_widget (self, seat, slot), SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
  return ok;
}

static gboolean
on_column_drop (GtkDropTarget *target, const GValue *value, double x, double y,
                SplaySpeedBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  int to_seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "seat"));
  int to = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "slot"));
  int seat, slot;
  gboolean ok;

  gtk_widget_remove_css_class (w, "speed-drop-hover");
  if (!drag_value (self, value, &seat, &slot) || seat != to_seat || slot == to
      || splay_speed_board_slot_is_hand (splay_speed_board_table (self), seat))
    return FALSE;
  self->picked[seat] = -1;
  ok = splay_speed_board_play (self, seat, speed_stack (slot, to),
                               splay_speed_board_slot_widget (self, seat, slot),
                               SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
  return ok;
}

static GdkDragAction
on_drop_enter (GtkDropTarget *target, double x, double y, gpointer data)
{
  gtk_widget_add_css_class (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target)),
                            "speed-drop-hover");
  return GDK_ACTION_MOVE;
}

static void
on_drop_leave (GtkDropTarget *target, gpointer data)
{
  gtk_widget_remove_css_class (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target)),
                               "speed-drop-hover");
}

static void
add_drag_source (SplaySpeedBoard *self, GtkWidget *w)
{
  GtkDragSource *drag = gtk_drag_source_new ();

  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_card_drag_prepare), self);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_card_drag_begin), self);
  gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (drag));
}

static void
on_layout_card_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
                        SplaySpeedBoard *self)
{
  on_column_clicked (
      self, SPLAY_CARD_WIDGET (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture))));
}

/* A card of a person's layout: a button to assistive technology, whose
 * press picks it (a click that claimed the press would stop it being
 * dragged) and which can be dragged. */
static GtkWidget *
layout_card_new (SplaySpeedBoard *self, int width)
{
  GtkWidget *w
      = g_object_new (SPLAY_TYPE_CARD_WIDGET, "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON, NULL);
  GtkGesture *click = gtk_gesture_click_new ();

  splay_card_widget_set_card_width (SPLAY_CARD_WIDGET (w), width);
  g_signal_connect_object (click, "pressed", G_CALLBACK (on_layout_card_pressed), self, 0);
  gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_cursor_from_name (w, "pointer");
  add_drag_source (self, w);
  return w;
}

static void
add_drop_target (SplaySpeedBoard *self, GtkWidget *w, GCallback on_drop)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  g_signal_connect (drop, "drop", on_drop, self);
  g_signal_connect (drop, "enter", G_CALLBACK (on_drop_enter), NULL);
  g_signal_connect (drop, "leave", G_CALLBACK (on_drop_leave), NULL);
  gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (drop));
}

/* ---- building ---- */

void
splay_speed_board_build_area (SplaySpeedBoard *self, int seat, gboolean mine)
{
  SeatArea *a = &self->areas[seat];
  int width = mine ? self->sizes.mine : self->sizes.other;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, mine ? 10 : 6);
  GtkWidget *deck_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  a->mine = mine;
  a->placed = 0;
  a->row = row;
  a->deck_box = deck_box;
  a->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (a->box, mine ? "speed-my-seat" : "speed-other-seat");
  gtk_widget_set_halign (a->box, GTK_ALIGN_CENTER);
  a->name = GTK_LABEL (gtk_label_new (NULL));
  /* A long heading wraps rather than widening a narrow window. */
  gtk_label_set_wrap (a->name, TRUE);
  gtk_label_set_justify (a->name, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (a->name), "heading");
  gtk_box_append (GTK_BOX (a->box), GTK_WIDGET (a->name));

  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      GtkWidget *col_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *w = mine ? layout_card_new (self, width) : splay_card_widget_new (width, FALSE);
      GtkWidget *key = gtk_label_new (NULL);

      gtk_widget_set_valign (w, GTK_ALIGN_START);
      gtk_widget_set_halign (w, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (w), "seat", GINT_TO_POINTER (seat));
      g_object_set_data (G_OBJECT (w), "slot", GINT_TO_POINTER (c));
      if (mine)
        add_drop_target (self, w, G_CALLBACK (on_column_drop));
      gtk_widget_add_css_class (key, "speed-key");
      gtk_box_append (GTK_BOX (col_box), w);
      gtk_box_append (GTK_BOX (col_box), key);
      gtk_box_append (GTK_BOX (row), col_box);
      a->col_boxes[c] = col_box;
      a->cols[c] = SPLAY_CARD_WIDGET (w);
      a->col_keys[c] = GTK_LABEL (key);
    }
  a->deck = SPLAY_CARD_WIDGET (splay_card_widget_new (width, FALSE));
  a->deck_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (a->deck_label), "dim-label");
  gtk_box_append (GTK_BOX (deck_box), GTK_WIDGET (a->deck));
  gtk_box_append (GTK_BOX (deck_box), GTK_WIDGET (a->deck_label));
  gtk_box_append (GTK_BOX (row), deck_box);
  gtk_box_append (GTK_BOX (a->box), row);

  /* Eight cards in the hand overlap on a narrow window. The hand takes
   * the columns' place in the row (they are hidden while it shows), so
   * that the table is no taller once the layout has gone to the hand. */
  a->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_layout_manager (a->hand_box, splay_overlap_layout_new (6, 18));
  gtk_widget_set_halign (a->hand_box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (a->hand_box, GTK_ALIGN_START);
  for (int i = 0; i < SPEED_HAND_MAX; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *w = mine ? layout_card_new (self, width) : splay_card_widget_new (width, FALSE);
      GtkWidget *key = gtk_label_new (NULL);

      g_object_set_data (G_OBJECT (w), "seat", GINT_TO_POINTER (seat));
      g_object_set_data (G_OBJECT (w), "slot", GINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (w), "hand", GINT_TO_POINTER (TRUE));

      gtk_widget_add_css_class (key, "speed-key");
      gtk_box_append (GTK_BOX (box), w);
      gtk_box_append (GTK_BOX (box), key);
      gtk_box_append (GTK_BOX (a->hand_box), box);
      a->hand[i] = SPLAY_CARD_WIDGET (w);
      a->hand_keys[i] = GTK_LABEL (key);
    }
  gtk_box_insert_child_after (GTK_BOX (row), a->hand_box, a->col_boxes[SPEED_COLUMNS - 1]);

  a->controls = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (a->controls, GTK_ALIGN_CENTER);
  /* Translators: the button that says you have nothing to play: turn the next cards */
  a->ready_button = gtk_button_new_with_label (C_("speed board", "Ready"));
  g_object_set_data (G_OBJECT (a->ready_button), "seat", GINT_TO_POINTER (seat));
  g_signal_connect_object (a->ready_button, "clicked", G_CALLBACK (on_ready_clicked), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_css_class (a->ready_button, "pill");
  gtk_widget_set_valign (a->ready_button, GTK_ALIGN_CENTER);
  gtk_widget_set_focus_on_click (a->ready_button, FALSE);
  a->keys_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (a->keys_label), "dim-label");
  gtk_label_set_wrap (a->keys_label, TRUE);
  gtk_label_set_max_width_chars (a->keys_label, 30);
  gtk_box_append (GTK_BOX (a->controls), a->ready_button);
  gtk_box_append (GTK_BOX (a->controls), GTK_WIDGET (a->keys_label));
  gtk_box_append (GTK_BOX (a->box), a->controls);
  /* Under the button, always one line high so that the cards stay put,
   * at most two (the whole of it is Ready's tooltip and description). */
  a->ready_reason = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (a->ready_reason, TRUE);
  gtk_label_set_lines (a->ready_reason, REASON_LINES);
  gtk_label_set_ellipsize (a->ready_reason, PANGO_ELLIPSIZE_END);
  gtk_label_set_justify (a->ready_reason, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (a->ready_reason), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (a->ready_reason), "caption");
  gtk_box_append (GTK_BOX (a->box), GTK_WIDGET (a->ready_reason));
  splay_speed_board_apply_area_sizes (self, seat);
}


void
splay_speed_board_build_piles (SplaySpeedBoard *self)
{
  GtkWidget *prev = NULL;

  for (int p = 0; p < SPEED_MAX_SEATS; p++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *w = splay_card_widget_new (PILE_CARD_WIDTH, TRUE);
      GtkWidget *key = gtk_label_new (NULL);
      GtkWidget *button = gtk_button_new ();

      /* As tall as a pile of a few cards from the start, so that its key
       * and button stay in line with the other piles' as it grows. */
      splay_card_widget_set_room (SPLAY_CARD_WIDGET (w), 1, SPLAY_CARD_WIDGET_MAX_EDGES);
      g_object_set_data (G_OBJECT (w), "pile", GINT_TO_POINTER (p));
      g_signal_connect_object (w, "clicked", G_CALLBACK (on_pile_clicked), self, G_CONNECT_SWAPPED);
      add_drop_target (self, w, G_CALLBACK (on_pile_drop));
      g_object_set_data (G_OBJECT (button), "pile", GINT_TO_POINTER (p));
      g_signal_connect_object (button, "clicked", G_CALLBACK (on_pile_button_clicked), self,
                               G_CONNECT_SWAPPED);
      gtk_widget_set_focus_on_click (button, FALSE);
      gtk_widget_add_css_class (key, "speed-key");
      gtk_box_append (GTK_BOX (box), w);
      gtk_box_append (GTK_BOX (box), key);
      gtk_box_append (GTK_BOX (box), button);
      /* The piles come before the cut's buttons. */
      gtk_box_insert_child_after (GTK_BOX (self->middle), box, prev);
      prev = box;
      self->pile_boxes[p] = box;
      self->piles[p] = SPLAY_CARD_WIDGET (w);
      self->pile_keys[p] = GTK_LABEL (key);
      self->pile_buttons[p] = button;

      self->cut_buttons[p] = gtk_button_new ();
      g_object_set_data (G_OBJECT (self->cut_buttons[p]), "pile", GINT_TO_POINTER (p));
      g_signal_connect_object (self->cut_buttons[p], "clicked", G_CALLBACK (on_cut_button_clicked),
                               self, G_CONNECT_SWAPPED);
      /* As splay_speed_board_size_cards () places them. */
      if (!self->sizes.narrow)
        gtk_widget_add_css_class (self->cut_buttons[p], "pill");
      gtk_grid_attach (GTK_GRID (self->cut_box), self->cut_buttons[p],
                       self->sizes.narrow ? p % 2 : p, self->sizes.narrow ? p / 2 : 0, 1, 1);
    }
}
