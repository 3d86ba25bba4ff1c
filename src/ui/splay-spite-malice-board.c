/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "splay-spite-malice-board-private.h"
#include "splay-board-private.h"
#include "splay-card-row.h"
#include "splay-card-size.h"
#include "splay-card-widget.h"
#include "splay-spite-malice-fan.h"
#include "../engine/spite-malice.h"

G_DEFINE_FINAL_TYPE (SplaySpiteMaliceBoard, splay_spite_malice_board, SPLAY_TYPE_BOARD)

/* ---- pointer: click a source, then a target; or drag one onto the other ---- */

/* A press on a source: a double press plays it where it fits, a single
 * one picks it up (or puts it back). */
static void
press_source (SplaySpiteMaliceBoard *self, SplayAction source, int n_press)
{
  if (n_press == 2)
    splay_spite_malice_board_play_anywhere (self, source);
  else
    splay_spite_malice_board_hold (self, source, SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
on_hand_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
                 SplaySpiteMaliceBoard *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));
  SplayAction source;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index < 0 || index >= splay_spite_malice_board_hand_n (self))
    return;
  source = source_make (
      SPITE_MALICE_FROM_HAND,
      splay_card_rank (table (self)->hand[splay_board_get_seat (SPLAY_BOARD (self))][index]), 0,
      index);
  splay_spite_malice_board_set_source_cursor_to (self, source);
  press_source (self, source, n_press);
}

static void
on_goal_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
                 SplaySpiteMaliceBoard *self)
{
  SplayAction source = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);
  int seat = splay_board_get_seat (SPLAY_BOARD (self));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (seat < 0 || table (self)->goal_n[seat] == 0)
    return;
  splay_spite_malice_board_set_source_cursor_to (self, source);
  press_source (self, source, n_press);
}

/* One of my discard piles: a target for a held hand card, else a source. */
static void
on_my_fan_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
                   SplaySpiteMaliceBoard *self)
{
  SplaySpiteMaliceFan *fan
      = SPLAY_SPITE_MALICE_FAN (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
  int d = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (fan), "pile"));
  int index, depth;
  SplayAction source;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (splay_board_get_seat (SPLAY_BOARD (self)) < 0)
    return;
  index = splay_spite_malice_fan_index_at (fan, y);
  if ((self->held != 0 && SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
      || index < 0)
    {
      /* A hand card onto a discard pile ends the turn; a goal card or a
       * discard top onto an empty discard pile is refused, and the rules
       * say that only hand cards are discarded. */
      if (self->held != 0)
        splay_spite_malice_board_place (self, TARGET_DISCARD + d, SPLAY_MOVE_POINTER);
      splay_board_redraw (SPLAY_BOARD (self));
      return;
    }
  depth = splay_spite_malice_fan_get_n (fan) - 1 - index;
  source = source_make (SPITE_MALICE_FROM_DISCARD, d, depth, 0);
  if (self->held != 0 && self->held != source && depth == 0
      && SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_DISCARD
      && SPITE_MALICE_ACTION_VAL (self->held) == d)
    {
      /* From below the top of this pile to its top: just pick the top. */
      splay_spite_malice_board_hold (self, source, SPLAY_MOVE_POINTER);
      splay_board_redraw (SPLAY_BOARD (self));
      return;
    }
  if (depth == 0)
    splay_spite_malice_board_set_source_cursor_to (self, source);
  press_source (self, source, n_press);
}

static void
on_pile_pressed (GtkGestureClick *gesture, int n_press, double x, double y,
                 SplaySpiteMaliceBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int target = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "target"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  splay_spite_malice_board_place (self, target, SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *drag, double x, double y, SplaySpiteMaliceBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drag));
  const SpiteMaliceState *s = table (self);
  int seat = splay_board_get_seat (SPLAY_BOARD (self));
  SplayAction source;
  SplayCard card;
  g_autoptr (GdkPaintable) icon = NULL;

  if (!splay_board_may_act (SPLAY_BOARD (self)))
    return NULL;
  if (SPLAY_IS_SPITE_MALICE_FAN (w))
    {
      SplaySpiteMaliceFan *fan = SPLAY_SPITE_MALICE_FAN (w);
      int index = splay_spite_malice_fan_index_at (fan, y);

      if (index < 0)
        return NULL;
      source = source_make (SPITE_MALICE_FROM_DISCARD,
                            GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "pile")),
                            splay_spite_malice_fan_get_n (fan) - 1 - index, 0);
    }
  else if (w == GTK_WIDGET (self->goal))
    {
      if (s->goal_n[seat] == 0)
        return NULL;
      source = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);
    }
  else
    {
      int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "index"));
      if (index < 0 || index >= s->hand_n[seat])
        return NULL;
      source
          = source_make (SPITE_MALICE_FROM_HAND, splay_card_rank (s->hand[seat][index]), 0, index);
    }
  card = spite_malice_source_card (s, seat, source);
  if (card == SPLAY_CARD_NONE)
    return NULL;
  icon = splay_card_paintable (w, &card, 1, self->my_width);
  gtk_drag_source_set_icon (drag, icon, self->my_width / 2,
                            (int) (self->my_width * SPLAY_SPITE_MALICE_CARD_RATIO / 4));
  return gdk_content_provider_new_typed (G_TYPE_UINT, (guint) source);
}

static gboolean
on_drop (GtkDropTarget *drop, const GValue *value, double x, double y, SplaySpiteMaliceBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drop));
  int target = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "target"));
  SplayAction source = g_value_get_uint (value);

  self->hover_target = -1;
  /* Dropped back where it came from: nothing was meant. */
  if (target >= TARGET_DISCARD && SPITE_MALICE_ACTION_SRC (source) == SPITE_MALICE_FROM_DISCARD
      && SPITE_MALICE_ACTION_VAL (source) == target - TARGET_DISCARD)
    {
      splay_board_redraw (SPLAY_BOARD (self));
      return FALSE;
    }
  splay_spite_malice_board_play (self, action_for (source, target), SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
  return TRUE;
}

static GdkDragAction
on_drop_enter (GtkDropTarget *drop, double x, double y, SplaySpiteMaliceBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drop));

  self->hover_target = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "target"));
  splay_board_redraw (SPLAY_BOARD (self));
  return GDK_ACTION_MOVE;
}

static void
on_drop_leave (GtkDropTarget *drop, SplaySpiteMaliceBoard *self)
{
  self->hover_target = -1;
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
add_drag_source (SplaySpiteMaliceBoard *self, GtkWidget *w)
{
  GtkDragSource *drag = gtk_drag_source_new ();

  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect_object (drag, "prepare", G_CALLBACK (on_drag_prepare), self, 0);
  gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (drag));
}

static void
add_drop_target (SplaySpiteMaliceBoard *self, GtkWidget *w, int target)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  g_object_set_data (G_OBJECT (w), "target", GINT_TO_POINTER (target));
  g_signal_connect_object (drop, "drop", G_CALLBACK (on_drop), self, 0);
  g_signal_connect_object (drop, "enter", G_CALLBACK (on_drop_enter), self, 0);
  g_signal_connect_object (drop, "leave", G_CALLBACK (on_drop_leave), self, 0);
  gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (drop));
}

/* The board handles the clicks of the cards the player acts on itself
 * (they are buttons to assistive technology), so that a press can also
 * start a drag. */
static void
add_click (SplaySpiteMaliceBoard *self, GtkWidget *w, GCallback callback)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect_object (click, "pressed", callback, self, 0);
  gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_cursor_from_name (w, "pointer");
}

static SplayCardWidget *
active_card_new (int width)
{
  SplayCardWidget *w
      = g_object_new (SPLAY_TYPE_CARD_WIDGET, "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON, NULL);
  splay_card_widget_set_card_width (w, width);
  return w;
}

static GtkWidget *
caption_new (gboolean dim)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "caption");
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  return label;
}

static GtkWidget *
with_caption (GtkWidget *child, GtkWidget *caption)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_set_valign (box, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), child);
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

/* ---- building the board ---- */

static int
opponent_order (GtkFlowBoxChild *a, GtkFlowBoxChild *b, gpointer data)
{
  SplaySpiteMaliceBoard *self = data;
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  int n = view != NULL ? splay_view_get_n_seats (view) : SPITE_MALICE_MAX_SEATS;
  int from = MAX (splay_board_get_seat (SPLAY_BOARD (self)), 0);
  int sa
      = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (a)), "seat"));
  int sb
      = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (b)), "seat"));

  /* Seats beyond the table's last go last; they are hidden. */
  if (sa >= n || sb >= n)
    return sa - sb;
  return (sa - from + n) % n - (sb - from + n) % n;
}

static void
build_opponent (SplaySpiteMaliceBoard *self, Opponent *o, int seat)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  o->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_object_set_data (G_OBJECT (o->box), "seat", GINT_TO_POINTER (seat));
  gtk_widget_add_css_class (o->box, "opponent");
  o->name = gtk_label_new (NULL);
  gtk_widget_add_css_class (o->name, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (o->name), PANGO_ELLIPSIZE_END);
  /* On a phone the name wraps beside the cards in the room they leave: a
   * word longer than that room (a long name's) breaks inside, rather than
   * widen the line past the window. */
  gtk_label_set_wrap_mode (GTK_LABEL (o->name), PANGO_WRAP_WORD_CHAR);
  o->goal = SPLAY_CARD_WIDGET (splay_card_widget_new (self->opp_width, FALSE));
  o->goal_label = caption_new (FALSE);
  o->hand = SPLAY_CARD_WIDGET (splay_card_widget_new (self->opp_width, FALSE));
  o->hand_label = caption_new (TRUE);
  /* The goal and the hand keep the room of their deepest, so that the
   * discard piles beside them stay put as they shrink. */
  splay_card_widget_set_room (o->goal, 1, SPLAY_CARD_WIDGET_MAX_EDGES);
  splay_card_widget_set_room (o->hand, 1, SPITE_MALICE_HAND - 1);
  gtk_box_append (GTK_BOX (row), with_caption (GTK_WIDGET (o->goal), o->goal_label));
  gtk_box_append (GTK_BOX (row), with_caption (GTK_WIDGET (o->hand), o->hand_label));
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      o->fans[d] = SPLAY_SPITE_MALICE_FAN (splay_spite_malice_fan_new (
          self->opp_width, (int) (FAN_HEIGHT * self->opp_width), FALSE));
      /* Within its room however long (only its top card plays). */
      splay_spite_malice_fan_set_squeeze (o->fans[d], TRUE);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (o->fans[d]));
    }
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  o->line = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (o->line), o->name);
  gtk_box_append (GTK_BOX (o->line), row);
  gtk_box_append (GTK_BOX (o->box), o->line);
  o->revealed = splay_card_row_new ();
  gtk_widget_set_visible (o->revealed, FALSE);
  gtk_box_append (GTK_BOX (o->box), o->revealed);
  gtk_flow_box_append (GTK_FLOW_BOX (self->opponents_box), o->box);
  gtk_widget_set_focusable (gtk_widget_get_parent (o->box), FALSE);
}

static void
build_piles (SplaySpiteMaliceBoard *self)
{
  for (int p = 0; p < SPITE_MALICE_MAX_PILES; p++)
    {
      PileSlot *slot = &self->piles[p];
      GtkWidget *overlay = gtk_overlay_new ();

      slot->card = active_card_new (self->pile_width);
      /* A pile keeps the room of its deepest edges, so that it moves
       * nothing beside it as it grows (keep_columns ()). */
      splay_card_widget_set_room (slot->card, 1, SPLAY_CARD_WIDGET_MAX_EDGES);
      slot->badge = gtk_label_new (NULL);
      gtk_widget_add_css_class (slot->badge, "sm-king-badge");
      gtk_widget_set_halign (slot->badge, GTK_ALIGN_END);
      gtk_widget_set_valign (slot->badge, GTK_ALIGN_END);
      gtk_widget_set_can_target (slot->badge, FALSE);
      gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (slot->card));
      gtk_overlay_add_overlay (GTK_OVERLAY (overlay), slot->badge);
      slot->caption = caption_new (FALSE);
      /* "Next: 8" in a language whose words are longer may take two lines
       * on a phone rather than widen every pile's column. */
      gtk_label_set_wrap (GTK_LABEL (slot->caption), TRUE);
      slot->box = with_caption (overlay, slot->caption);
      add_click (self, GTK_WIDGET (slot->card), G_CALLBACK (on_pile_pressed));
      add_drop_target (self, GTK_WIDGET (slot->card), p);
      gtk_flow_box_append (GTK_FLOW_BOX (self->piles_box), slot->box);
      gtk_widget_set_focusable (gtk_widget_get_parent (slot->box), FALSE);
    }
}

static void
build_fans (SplaySpiteMaliceBoard *self)
{
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      GtkWidget *fan
          = splay_spite_malice_fan_new (self->my_width, (int) (FAN_HEIGHT * self->my_width), TRUE);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *caption = g_strdup_printf ("%d", d + 1);

      self->fans[d] = SPLAY_SPITE_MALICE_FAN (fan);
      /* Within its room however long: only its top card plays, and the
       * table keeps its size (set_max_height () gives the room). */
      splay_spite_malice_fan_set_squeeze (self->fans[d], TRUE);
      g_object_set_data (G_OBJECT (fan), "pile", GINT_TO_POINTER (d));
      add_click (self, fan, G_CALLBACK (on_my_fan_pressed));
      add_drag_source (self, fan);
      add_drop_target (self, fan, TARGET_DISCARD + d);
      self->fan_labels[d] = caption_new (TRUE);
      gtk_label_set_text (GTK_LABEL (self->fan_labels[d]), caption);
      gtk_box_append (GTK_BOX (box), self->fan_labels[d]);
      gtk_box_append (GTK_BOX (box), fan);
      gtk_box_append (GTK_BOX (self->fans_box), box);
    }
}

/* ---- updating the board ---- */

char *
splay_spite_malice_board_pile_caption (int n)
{
  if (n == 0)
    /* Translators: an empty building pile, which needs an ace */
    return g_strdup (_("Empty"));
  if (n >= SPITE_MALICE_PILE_CARDS)
    return g_strdup (_("Complete"));
  /* Translators: the rank a building pile needs next, e.g. "Next: 8" */
  return g_strdup_printf (_("Next: %s"), splay_rank_symbol (n + 1));
}

char *
splay_spite_malice_board_count_caption (gboolean aside, int n)
{
  /* Translators: over the count of the cards of completed building
   * piles, put aside until the draw pile runs out ("Set aside", "24 cards") */
  const char *name = aside ? _("Set aside")
                           /* Translators: over the draw pile's size ("Draw pile", "52 cards") */
                           : _("Draw pile");
  g_autofree char *count = g_strdup_printf (ngettext ("%d card", "%d cards", n), n);

  return g_strdup_printf ("%s\n%s", name, count);
}

char *
splay_spite_malice_board_goal_caption (int n)
{
  return g_strdup_printf (ngettext ("Goal: %d card", "Goal: %d cards", n), n);
}

static char *
pile_label (const SpiteMaliceState *s, int p)
{
  int n = s->pile_n[p];
  g_autofree char *top = NULL;
  const char *reached;

  if (n == 0)
    /* Translators: an empty building pile, numbered from 1 */
    return g_strdup_printf (_("Building pile %d, empty"), p + 1);
  top = splay_card_name (s->pile[p][n - 1]);
  reached = splay_rank_symbol (n);
  if (splay_card_rank (s->pile[p][n - 1]) == SPLAY_RANK_KING)
    /* Translators: "Building pile 2, top: King of hearts, standing for 7" */
    return g_strdup_printf (_("Building pile %d, top: %s, standing for %s"), p + 1, top, reached);
  /* Translators: "Building pile 2, top: Seven of hearts" */
  return g_strdup_printf (_("Building pile %d, top: %s"), p + 1, top);
}

static void
update_centre (SplaySpiteMaliceBoard *self, const SpiteMaliceState *s)
{
  int hover = self->hover_target,
      target = self->held ? splay_spite_malice_board_current_target (self) : -1;
  g_autofree char *draw = NULL;
  g_autofree char *draw_caption = NULL;
  g_autofree char *aside = NULL;

  for (int p = 0; p < SPITE_MALICE_MAX_PILES; p++)
    {
      PileSlot *slot = &self->piles[p];
      gboolean shown = p < s->n_piles;
      int n = shown ? s->pile_n[p] : 0;
      g_autofree char *label = NULL;
      g_autofree char *caption = NULL;
      gboolean king;

      gtk_widget_set_visible (gtk_widget_get_parent (slot->box), shown);
      if (!shown)
        continue;
      label = pile_label (s, p);
      caption = splay_spite_malice_board_pile_caption (n);
      splay_card_widget_set_card (slot->card, n > 0 ? s->pile[p][n - 1] : SPLAY_CARD_NONE);
      splay_card_widget_set_depth (slot->card, MAX (0, n - 1));
      splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (slot->card), s->pile[p], n);
      splay_card_widget_set_label (slot->card, label);
      gtk_label_set_text (GTK_LABEL (slot->caption), caption);
      king = n > 0 && splay_card_rank (s->pile[p][n - 1]) == SPLAY_RANK_KING;
      if (king)
        {
          /* Translators: badge on a king on a building pile: what it stands for */
          g_autofree char *badge = g_strdup_printf (_("= %s"), splay_rank_symbol (n));
          gtk_label_set_text (GTK_LABEL (slot->badge), badge);
        }
      gtk_widget_set_visible (slot->badge, king);
      splay_card_widget_set_legal (
          slot->card,
          self->held != 0 && splay_spite_malice_board_is_legal (self, action_for (self->held, p)));
      splay_card_widget_set_selected (slot->card, hover == p);
      splay_card_widget_set_cursor (slot->card, target == p);
    }

  gtk_widget_set_visible (self->new_pile_box, s->unlimited);
  splay_card_widget_set_legal (self->new_pile, self->held != 0
                                                   && splay_spite_malice_board_is_legal (
                                                       self, action_for (self->held, TARGET_NEW)));
  splay_card_widget_set_selected (self->new_pile, hover == TARGET_NEW);
  splay_card_widget_set_cursor (self->new_pile, target == TARGET_NEW);

  splay_card_widget_set_card (self->draw_card,
                              s->draw_n > 0 ? SPLAY_CARD_UNKNOWN : SPLAY_CARD_NONE);
  splay_card_widget_set_depth (self->draw_card, MAX (0, s->draw_n - 1));
  splay_board_set_place_hidden (SPLAY_BOARD (self), GTK_WIDGET (self->draw_card), s->draw_n);
  /* Translators: the draw pile's size */
  draw = g_strdup_printf (ngettext ("Draw pile: %d card", "Draw pile: %d cards", s->draw_n),
                          s->draw_n);
  splay_card_widget_set_label (self->draw_card, draw);
  /* The caption says it on two lines, the name over the count, as wide
   * as the longest it can be (keep_columns ()). */
  draw_caption = splay_spite_malice_board_count_caption (FALSE, s->draw_n);
  gtk_label_set_text (GTK_LABEL (self->draw_label), draw_caption);
  aside = splay_spite_malice_board_count_caption (TRUE, s->aside_n);
  gtk_label_set_text (GTK_LABEL (self->aside_label), aside);
  splay_spite_malice_board_show_aside (self);
}

void
splay_spite_malice_board_show_aside (SplaySpiteMaliceBoard *self)
{
  const SpiteMaliceState *s = table (self);
  gboolean some = s != NULL && s->aside_n > 0;

  /* Nothing set aside says nothing. On a phone its caption goes: its two
   * lines were what pushed the top area past its fold. In a wide window
   * it keeps its room, unseen, so that the first pile completed does not
   * make the row taller and the cards be sized again. */
  gtk_widget_set_visible (self->aside_label, some || self->narrow == FALSE);
  gtk_widget_set_opacity (self->aside_label, some ? 1.0 : 0.0);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->aside_label), GTK_ACCESSIBLE_STATE_HIDDEN,
                               !some, -1);
}

static char *
discard_label (const SpiteMaliceState *s, int seat, int d, const char *owner)
{
  int n = s->disc_n[seat][d];
  g_autoptr (GString) str = g_string_new (NULL);

  if (owner != NULL)
    g_string_append_printf (str, "%s: ", owner);
  if (n == 0)
    {
      /* Translators: a discard pile, numbered from 1 */
      g_string_append_printf (str, _("Discard pile %d, empty"), d + 1);
      return g_string_free (g_steal_pointer (&str), FALSE);
    }
  /* Translators: "Discard pile 2, 3 cards, from the bottom: …" */
  g_string_append_printf (str,
                          ngettext ("Discard pile %d, %d card, from the bottom:",
                                    "Discard pile %d, %d cards, from the bottom:", n),
                          d + 1, n);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *name = splay_card_name (s->disc[seat][d][i]);
      g_string_append_printf (str, i == 0 ? " %s" : ", %s", name);
    }
  return g_string_free (g_steal_pointer (&str), FALSE);
}

static void
update_goal (SplaySpiteMaliceBoard *self, const SpiteMaliceState *s, int seat, gboolean my_turn,
             gboolean discarding, SplayAction at_cursor)
{
  int n = s->goal_n[seat];
  SplayAction g = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);
  g_autofree char *text = splay_spite_malice_board_goal_caption (n);
  g_autofree char *label = NULL;

  splay_card_widget_set_card (self->goal, n > 0 ? s->goal[seat][n - 1] : SPLAY_CARD_NONE);
  splay_card_widget_set_depth (self->goal, MAX (0, n - 1));
  splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (self->goal), s->goal[seat], n);
  gtk_label_set_text (GTK_LABEL (self->goal_label), text);
  if (n > 0)
    {
      g_autofree char *top = splay_card_name (s->goal[seat][n - 1]);
      /* Translators: "Your goal pile, 12 cards, top: Five of spades" */
      label = g_strdup_printf (
          ngettext ("Your goal pile, %d card, top: %s", "Your goal pile, %d cards, top: %s", n), n,
          top);
    }
  else
    label = g_strdup (_("Your goal pile, empty"));
  splay_card_widget_set_label (self->goal, label);
  splay_card_widget_set_selected (self->goal, self->held == g);
  splay_card_widget_set_legal (self->goal, my_turn && self->held == 0 && !discarding
                                               && splay_spite_malice_board_source_builds (self, g));
  splay_card_widget_set_cursor (self->goal, my_turn && at_cursor == g);
}

static void
update_mine (SplaySpiteMaliceBoard *self, SplayView *view, const SpiteMaliceState *s)
{
  int seat = splay_board_get_seat (SPLAY_BOARD (self)), hn = splay_spite_malice_board_hand_n (self);
  int target = self->held ? splay_spite_malice_board_current_target (self) : -1;
  int held_src = SPITE_MALICE_ACTION_SRC (self->held);
  SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
  int n_src = splay_spite_malice_board_sources (self, src);
  SplayAction at_cursor
      = n_src > 0 && self->held == 0 ? src[CLAMP (self->source_cursor, 0, n_src - 1)] : 0;
  guint have = splay_card_row_get_n_children (self->hand_row);
  gboolean my_turn = splay_board_may_act (SPLAY_BOARD (self));
  gboolean discarding
      = my_turn && (self->discard_step || !splay_spite_malice_board_can_build (self));

  gtk_widget_set_visible (self->my_box, seat >= 0);
  if (seat < 0)
    {
      while (have > 0)
        gtk_widget_unparent (splay_card_row_get_nth (self->hand_row, --have));
      return;
    }

  update_goal (self, s, seat, my_turn, discarding, at_cursor);

  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      int n = s->disc_n[seat][d];
      SplayAction top = source_make (SPITE_MALICE_FROM_DISCARD, d, 0, 0);
      g_autofree char *label = discard_label (s, seat, d, NULL);
      int selected = -1;
      gboolean legal;

      if (held_src == SPITE_MALICE_FROM_DISCARD && SPITE_MALICE_ACTION_VAL (self->held) == d)
        selected = n - 1 - SPITE_MALICE_ACTION_DEPTH (self->held);
      if (held_src == SPITE_MALICE_FROM_HAND)
        legal
            = splay_spite_malice_board_is_legal (self, action_for (self->held, TARGET_DISCARD + d));
      else
        legal = my_turn && self->held == 0 && !discarding && n > 0
                && splay_spite_malice_board_source_builds (self, top);
      splay_spite_malice_fan_set_cards (self->fans[d], s->disc[seat][d], n, label);
      splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (self->fans[d]), s->disc[seat][d], n);
      splay_spite_malice_fan_set_flags (self->fans[d], selected, legal, my_turn && at_cursor == top,
                                        target == TARGET_DISCARD + d,
                                        self->hover_target == TARGET_DISCARD + d);
    }

  /* Hand: the card widgets are kept and updated in place, since one of
   * them may be the one being pressed right now. */
  while (have > (guint) hn)
    gtk_widget_unparent (splay_card_row_get_nth (self->hand_row, --have));
  for (; have < (guint) hn; have++)
    {
      SplayCardWidget *w = active_card_new (self->my_width);
      splay_card_widget_set_lift (w, TRUE);
      g_object_set_data (G_OBJECT (w), "index", GINT_TO_POINTER (have));
      add_click (self, GTK_WIDGET (w), G_CALLBACK (on_hand_pressed));
      add_drag_source (self, GTK_WIDGET (w));
      splay_card_row_append (self->hand_row, GTK_WIDGET (w));
    }
  for (int i = 0; i < hn; i++)
    {
      SplayCardWidget *w = SPLAY_CARD_WIDGET (splay_card_row_get_nth (self->hand_row, i));
      SplayCard card = s->hand[seat][i];
      SplayAction h = source_make (SPITE_MALICE_FROM_HAND, splay_card_rank (card), 0, i);
      g_autofree char *name = splay_card_name (card);
      g_autofree char *label = self->held == h
                                   /* Translators: a card in your hand that you have picked up */
                                   ? g_strdup_printf (_("%s, picked up"), name)
                                   : g_strdup (name);

      splay_card_widget_set_card (w, card);
      splay_board_set_place_card (SPLAY_BOARD (self), GTK_WIDGET (w), card);
      splay_card_widget_set_selected (w, self->held == h);
      splay_card_widget_set_legal (
          w, my_turn && self->held == 0
                 && (discarding ? splay_spite_malice_board_can_discard (self)
                                : splay_spite_malice_board_source_builds (self, h)));
      splay_card_widget_set_cursor (w, my_turn && at_cursor == h);
      splay_card_widget_set_label (w, label);
    }

  {
    int n = s->hand_n[seat];
    /* Translators: your own seat: "Anna · 4 cards in hand" */
    g_autofree char *title
        = g_strdup_printf (ngettext ("%s · %d card in hand", "%s · %d cards in hand", n),
                           splay_view_get_name (view, seat), n);
    gtk_label_set_text (self->my_name_label, title);
    splay_board_set_css_class (self->my_box, "current-turn", my_turn);
  }
}

static void
update_opponent (SplaySpiteMaliceBoard *self, SplayView *view, int seat, gboolean visible,
                 gboolean to_act, gboolean backs)
{
  int width = self->opp_width;
  Opponent *o = &self->opponents[seat];
  const SpiteMaliceState *s = splay_view_get_state (view);
  const char *name;
  int g, h;

  gtk_widget_set_visible (gtk_widget_get_parent (o->box), visible);
  if (!visible)
    return;
  name = splay_view_get_name (view, seat);
  g = s->goal_n[seat];
  h = s->hand_n[seat];
  /* At a full table or on a narrow window the hand's backs give way, its
   * size joins the name. */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (o->hand)), backs);
  if (backs)
    gtk_label_set_text (GTK_LABEL (o->name), name);
  else
    {
      g_autofree char *count = g_strdup_printf (ngettext ("%d in hand", "%d in hand", h), h);
      g_autofree char *title = g_strdup_printf ("%s · %s", name, count);
      gtk_label_set_text (GTK_LABEL (o->name), title);
    }
  splay_board_set_css_class (o->box, "current-turn", to_act);

  splay_card_widget_set_card_width (o->goal, width);
  splay_card_widget_set_card_width (o->hand, width);
  splay_card_widget_set_card (o->goal, g > 0 ? s->goal[seat][g - 1] : SPLAY_CARD_NONE);
  splay_card_widget_set_depth (o->goal, MAX (0, g - 1));
  splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (o->goal), s->goal[seat], g);
  {
    g_autofree char *text = g_strdup_printf (ngettext ("Goal %d", "Goal %d", g), g);
    g_autofree char *label = NULL;

    gtk_label_set_text (GTK_LABEL (o->goal_label), text);
    if (g > 0)
      {
        g_autofree char *top = splay_card_name (s->goal[seat][g - 1]);
        /* Translators: "Anna's goal pile, 12 cards, top: Five of spades" */
        label = g_strdup_printf (
            ngettext ("%s’s goal pile, %d card, top: %s", "%s’s goal pile, %d cards, top: %s", g),
            name, g, top);
      }
    else
      /* Translators: %s is a player name */
      label = g_strdup_printf (_("%s’s goal pile, empty"), name);
    splay_card_widget_set_label (o->goal, label);
  }
  /* A hidden hand shows only its backs and its size; a replay showing
   * every card shows the cards beneath. */
  splay_card_widget_set_card (o->hand, h > 0 ? SPLAY_CARD_UNKNOWN : SPLAY_CARD_NONE);
  splay_card_widget_set_depth (o->hand, MAX (0, h - 1));
  splay_board_set_place_hidden (SPLAY_BOARD (self), GTK_WIDGET (o->hand), h);
  {
    /* Translators: the size of an opponent's hand, under its card backs */
    g_autofree char *text = g_strdup_printf (ngettext ("%d in hand", "%d in hand", h), h);
    /* Translators: "Anna's hand, 5 cards" */
    g_autofree char *label
        = g_strdup_printf (ngettext ("%s’s hand, %d card", "%s’s hand, %d cards", h), name, h);

    gtk_label_set_text (GTK_LABEL (o->hand_label), text);
    splay_card_widget_set_label (o->hand, label);
    splay_board_show_revealed_hand (o->revealed, s->hand[seat], h, width);
  }
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      g_autofree char *label = discard_label (s, seat, d, name);
      splay_spite_malice_fan_set_card_width (o->fans[d], width);
      splay_spite_malice_fan_set_cards (o->fans[d], s->disc[seat][d], s->disc_n[seat][d], label);
      splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (o->fans[d]), s->disc[seat][d],
                             s->disc_n[seat][d]);
    }
}

static void
update_buttons (SplaySpiteMaliceBoard *self)
{
  gboolean my_turn = splay_board_may_act (SPLAY_BOARD (self));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.cancel",
                                 self->held != 0 || self->discard_step);
  gtk_widget_set_sensitive (self->end_turn_button, my_turn);
  splay_board_set_css_class (self->end_turn_button, "suggested-action",
                             (my_turn && !splay_spite_malice_board_can_build (self))
                                 || self->discard_step);
}

/* The opponents alone, as the narrow layout changes them (the hand's
 * backs or its size beside the name): cheaper than a whole update, which
 * would also make the board choose its card sizes again. */
void
splay_spite_malice_board_update_opponents (SplaySpiteMaliceBoard *self)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  int n_seats, seat, to_act, n_opp;
  gboolean over;

  if (view == NULL || splay_view_get_state (view) == NULL)
    return;
  n_seats = splay_view_get_n_seats (view);
  seat = splay_board_get_seat (SPLAY_BOARD (self));
  to_act = splay_view_get_first_actor (view);
  over = splay_view_is_over (view);
  n_opp = n_seats - (seat >= 0 ? 1 : 0);
  for (int o = 0; o < SPITE_MALICE_MAX_SEATS; o++)
    update_opponent (self, view, o, o < n_seats && o != seat, o == to_act && !over,
                     opponents_show_backs (n_opp, self->narrow));
}

/* ---- SplayBoard ---- */

/* What the person must do now when building is over: discard. NULL when
 * it is not that time. */
static const char *
discard_prompt (SplaySpiteMaliceBoard *self, const SpiteMaliceState *s, int seat, gboolean my_turn)
{
  if (my_turn && !spite_malice_must_play (s, seat)
      && (self->discard_step || !splay_spite_malice_board_can_build (self)))
    return _("Discard to end your turn: put a card from your hand on one of your discard piles.");
  return NULL;
}

static void
splay_spite_malice_board_update (SplayBoard *board, SplayView *view)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (board);
  const SpiteMaliceState *s = splay_view_get_state (view);
  int seat = splay_board_get_seat (SPLAY_BOARD (self));
  gboolean my_turn = splay_board_may_act (SPLAY_BOARD (self));
  const char *prompt;

  /* What is on the table may need other card sizes. */
  self->sized_width = 0;

  /* A held card that is gone (the turn moved on, the hand changed) is let go. */
  if (self->held != 0
      && (!my_turn || spite_malice_source_card (s, seat, self->held) == SPLAY_CARD_NONE
          || (SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND
              && (SPITE_MALICE_ACTION_TARGET (self->held) >= splay_spite_malice_board_hand_n (self)
                  || splay_card_rank (s->hand[seat][SPITE_MALICE_ACTION_TARGET (self->held)])
                         != SPITE_MALICE_ACTION_VAL (self->held)))))
    splay_spite_malice_board_drop_held (self);
  if (!my_turn)
    self->discard_step = FALSE;
  {
    SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
    int n = splay_spite_malice_board_sources (self, src);
    self->source_cursor = CLAMP (self->source_cursor, 0, MAX (n - 1, 0));
  }

  update_centre (self, s);
  update_mine (self, view, s);
  update_buttons (self);
  prompt = discard_prompt (self, s, seat, my_turn);
  gtk_label_set_text (self->prompt_label, prompt != NULL ? prompt : "");
  /* An empty line kept for its room is nothing to read out. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->prompt_label), GTK_ACCESSIBLE_STATE_HIDDEN,
                               prompt == NULL || *prompt == '\0', -1);
  /* The status has it as its tip instead when it lies just above (get_tip).
   * Else its line is kept, empty or not, so that the cards around do not
   * move when a prompt comes and goes. */
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), !self->status_below);

  splay_spite_malice_board_update_opponents (self);
  /* Opponents sit in the order they play after the seat at the screen. */
  if (self->sorted_for != seat)
    {
      self->sorted_for = seat;
      gtk_flow_box_invalidate_sort (GTK_FLOW_BOX (self->opponents_box));
    }
}

static void
splay_spite_malice_board_reset (SplayBoard *board)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (board);

  splay_spite_malice_board_drop_held (self);
  self->discard_step = FALSE;
  self->source_cursor = 0;
}

static char *
splay_spite_malice_board_get_tip (SplayBoard *board, SplayView *view)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (board);
  const SpiteMaliceState *s = splay_view_get_state (view);
  int seat = splay_view_get_seat (view);
  const char *prompt;

  if (self->held != 0)
    {
      SplayCard card = spite_malice_source_card (s, seat, self->held);
      g_autofree char *name = card != SPLAY_CARD_NONE ? splay_card_name (card) : g_strdup ("?");

      if (SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
        /* Translators: %s is a card; the player has picked it up */
        return g_strdup_printf (
            _("Put the %s on a building pile, or on one of your discard piles to end your turn."),
            name);
      return g_strdup_printf (_("Put the %s on a building pile."), name);
    }
  if (spite_malice_must_play (s, seat))
    return g_strdup (_("Aces and twos must be played: play yours before you discard."));
  /* The status just above the person's cards shows the prompt here. */
  if (self->status_below && (prompt = discard_prompt (self, s, seat, TRUE)) != NULL)
    return g_strdup (prompt);
  return g_strdup (_("Build from your hand, your goal pile or the top of a discard pile: click a "
                      "card, then a building pile, or drag it there."));
}

static char *
splay_spite_malice_board_describe_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  SplayCard card
      = spite_malice_source_card (splay_view_get_state (view), splay_view_get_seat (view), action);
  g_autofree char *name = card != SPLAY_CARD_NONE ? splay_card_name (card) : g_strdup ("?");
  int target = SPITE_MALICE_ACTION_TARGET (action);

  switch (SPITE_MALICE_ACTION_KIND (action))
    {
    case SPITE_MALICE_BUILD:
      /* Translators: a hint; %s is a card, %d a building pile numbered from 1 */
      return g_strdup_printf (_("Hint: put the %s on building pile %d."), name, target + 1);
    case SPITE_MALICE_NEW:
      /* Translators: a hint; %s is a card */
      return g_strdup_printf (_("Hint: start a new building pile with the %s."), name);
    default:
      /* Translators: a hint; %s is a card, %d one of your discard piles numbered from 1 */
      return g_strdup_printf (_("Hint: put the %s on your discard pile %d to end your turn."),
                              name, target + 1);
    }
}

/* The hint's card is picked up and the keyboard's target is where it goes:
 * the board marks both, and "place" plays it. */
static void
splay_spite_malice_board_show_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (board);
  const SpiteMaliceState *s = splay_view_get_state (view);
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int src = SPITE_MALICE_ACTION_SRC (action), val = SPITE_MALICE_ACTION_VAL (action);
  int target, n, hand_index = 0, seat = splay_view_get_seat (view);
  SplayAction source;

  if (src == SPITE_MALICE_FROM_HAND)
    for (int i = s->hand_n[seat] - 1; i >= 0; i--)
      if (splay_card_rank (s->hand[seat][i]) == val)
        hand_index = i;
  source = source_make (src, val, SPITE_MALICE_ACTION_DEPTH (action), hand_index);
  splay_spite_malice_board_drop_held (self);
  self->discard_step = FALSE;
  splay_spite_malice_board_set_source_cursor_to (self, source);
  splay_spite_malice_board_hold (self, source, SPLAY_MOVE_KEYBOARD);
  switch (SPITE_MALICE_ACTION_KIND (action))
    {
    case SPITE_MALICE_NEW: target = TARGET_NEW; break;
    case SPITE_MALICE_DISCARD: target = TARGET_DISCARD + SPITE_MALICE_ACTION_TARGET (action); break;
    default: target = SPITE_MALICE_ACTION_TARGET (action); break;
    }
  n = splay_spite_malice_board_targets (self, t);
  for (int i = 0; i < n; i++)
    if (t[i] == target)
      self->target_cursor = i;
}

/* ---- object ---- */

/* The building piles lie last in what scrolls: when the table is taller
 * than its room (many opponents on a phone), they keep in view and the
 * opponents go off the top, for the piles are what the person plays on.
 * Only a change of the table's extent scrolls (a resize, a longer discard
 * pile), not the person's own scrolling. The extent changes while the
 * table is laid out, when a new scroll position would wait for the next
 * change: it is set when that is done. */
static gboolean
scroll_piles_into_view (gpointer data)
{
  SplaySpiteMaliceBoard *self = data;
  GtkAdjustment *adjustment
      = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  double over = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

  self->scroll_idle = 0;
  if (over > 0 && gtk_adjustment_get_value (adjustment) < over)
    gtk_adjustment_set_value (adjustment, over);
  return G_SOURCE_REMOVE;
}

static void
on_table_extent_changed (GtkAdjustment *adjustment, gpointer data)
{
  SplaySpiteMaliceBoard *self = data;

  if (self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_piles_into_view, self);
}

static void
splay_spite_malice_board_dispose (GObject *object)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (object);

  /* Taking the table apart changes its extent: nothing is to scroll. */
  if (self->scroller != NULL)
    g_signal_handlers_disconnect_by_func (
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)),
        on_table_extent_changed, self);
  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), SPLAY_TYPE_SPITE_MALICE_BOARD);
  G_OBJECT_CLASS (splay_spite_malice_board_parent_class)->dispose (object);
}

static void
splay_spite_malice_board_class_init (SplaySpiteMaliceBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  SplayBoardClass *board_class = SPLAY_BOARD_CLASS (klass);

  object_class->dispose = splay_spite_malice_board_dispose;
  board_class->reset = splay_spite_malice_board_reset;
  board_class->update = splay_spite_malice_board_update;
  board_class->get_tip = splay_spite_malice_board_get_tip;
  board_class->show_hint = splay_spite_malice_board_show_hint;
  board_class->describe_hint = splay_spite_malice_board_describe_hint;
  board_class->size_cards = splay_spite_malice_board_size_cards;

  g_type_ensure (SPLAY_TYPE_CARD_ROW);
  g_type_ensure (SPLAY_TYPE_CARD_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-spite-malice-board.ui");
  gtk_widget_class_set_css_name (widget_class, "splay-spite-malice-board");
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, scroller);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, centre);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, my_row);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, status);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, piles_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, new_pile_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, new_pile);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, draw_card);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, draw_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, aside_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, bottom_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, my_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, my_name_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, goal);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, goal_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, fans_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, hand_row);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySpiteMaliceBoard, cancel_button);

  splay_spite_malice_board_class_init_keys (klass);
}

static void
splay_spite_malice_board_init (SplaySpiteMaliceBoard *self)
{
  self->hover_target = -1;
  self->sorted_for = -2;
  self->my_width = MY_CARD_WIDTH;
  self->pile_width = PILE_CARD_WIDTH;
  self->opp_width = OPP_CARD_WIDTH;
  self->narrow = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  splay_card_widget_set_card_width (self->draw_card, PILE_CARD_WIDTH);
  splay_card_widget_set_room (self->draw_card, 1, SPLAY_CARD_WIDGET_MAX_EDGES);
  splay_card_widget_set_room (self->goal, 1, SPLAY_CARD_WIDGET_MAX_EDGES);
  splay_card_widget_set_card_width (self->new_pile, PILE_CARD_WIDTH);
  splay_card_widget_set_label (self->new_pile, _("Start a new building pile"));
  add_click (self, GTK_WIDGET (self->new_pile), G_CALLBACK (on_pile_pressed));
  add_drop_target (self, GTK_WIDGET (self->new_pile), TARGET_NEW);
  splay_card_widget_set_card_width (self->goal, MY_CARD_WIDTH);
  add_click (self, GTK_WIDGET (self->goal), G_CALLBACK (on_goal_pressed));
  add_drag_source (self, GTK_WIDGET (self->goal));

  gtk_flow_box_set_sort_func (GTK_FLOW_BOX (self->opponents_box), opponent_order, self, NULL);
  for (int s = 0; s < SPITE_MALICE_MAX_SEATS; s++)
    build_opponent (self, &self->opponents[s], s);
  build_piles (self);
  build_fans (self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)),
                    "changed", G_CALLBACK (on_table_extent_changed), self);
  /* Counts that change at every move do not move the table. */
  splay_board_keep_room (SPLAY_BOARD (self), self->draw_label);
  splay_board_keep_room (SPLAY_BOARD (self), self->aside_label);
  splay_board_keep_room (SPLAY_BOARD (self), self->goal_label);
  for (int s = 0; s < SPITE_MALICE_MAX_SEATS; s++)
    {
      splay_board_keep_room (SPLAY_BOARD (self), self->opponents[s].goal_label);
      splay_board_keep_room (SPLAY_BOARD (self), self->opponents[s].hand_label);
    }
}

int
splay_spite_malice_board_get_hand (SplaySpiteMaliceBoard *self, SplayCard *out)
{
  int n;

  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), 0);
  n = splay_spite_malice_board_hand_n (self);
  if (n > 0)
    memcpy (out, table (self)->hand[splay_board_get_seat (SPLAY_BOARD (self))],
            n * sizeof (SplayCard));
  return n;
}

int
splay_spite_malice_board_get_source_cursor (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), 0);
  return self->source_cursor;
}

guint32
splay_spite_malice_board_get_held (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), 0);
  /* The hand index is the board's own business. */
  return self->held & 0x00ffff00;
}

const char *
splay_spite_malice_board_get_prompt_text (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  return gtk_label_get_text (self->prompt_label);
}

const char *
splay_spite_malice_board_get_pile_text (SplaySpiteMaliceBoard *self, int pile)
{
  const SpiteMaliceState *s;

  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  s = table (self);
  if (s == NULL || pile < 0 || pile >= s->n_piles)
    return NULL;
  return splay_card_widget_get_label (self->piles[pile].card);
}

const char *
splay_spite_malice_board_get_discard_text (SplaySpiteMaliceBoard *self, int pile)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  g_return_val_if_fail (pile >= 0 && pile < SPITE_MALICE_DISCARDS, NULL);
  return splay_spite_malice_fan_get_label (self->fans[pile]);
}

const char *
splay_spite_malice_board_get_goal_text (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  return splay_card_widget_get_label (self->goal);
}
