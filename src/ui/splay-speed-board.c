/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-speed-board.h"
#include "splay-board-private.h"
#include "splay-card-widget.h"
#include "splay-overlap-layout.h"
#include "../engine/speed-core.h"

/* The cards' widths before the board has a size (and the sizes a 1280 x 800
 * window gives two seats); then they follow the room the board has. */
#define MY_CARD_WIDTH 74
#define OTHER_CARD_WIDTH 44
#define PILE_CARD_WIDTH 84
/* Below this a card's index is no longer read at a glance; above the
 * largest, a card only takes room from the table. */
#define MIN_CARD_WIDTH 36
#define MAX_CARD_WIDTH 150
#define MIN_OTHER_WIDTH 28
/* Narrower than this, the board folds: opponents one under the other, the
 * deck beside the Ready button, the key legend in the button's tooltip. */
#define NARROW_WIDTH 600
#define N_KEYSETS 2
#define N_SLOTS SPEED_COLUMNS
/* A move shows for about as long as a glance takes; a refused one a little
 * longer, so the eye catches it going back. */
#define LANDED_MS 180
#define REFUSED_MS 420

typedef struct
{
  GtkWidget *box;
  GtkLabel *name;
  gboolean mine;
  GtkWidget *row;
  GtkWidget *col_boxes[SPEED_COLUMNS];
  GtkWidget *deck_box;
  SplayCardWidget *cols[SPEED_COLUMNS];
  GtkLabel *col_keys[SPEED_COLUMNS];
  SplayCardWidget *deck;
  GtkLabel *deck_label;
  GtkWidget *hand_box;
  SplayCardWidget *hand[SPEED_HAND_MAX];
  GtkLabel *hand_keys[SPEED_HAND_MAX];
  GtkWidget *controls;
  GtkWidget *ready_button;
  GtkLabel *ready_reason; /* why Ready cannot be said now */
  GtkLabel *keys_label;
} SeatArea;

/* How the board is laid out for the room it has. */
typedef struct
{
  gboolean narrow;
  gboolean stacked; /* the opponents one under the other */
  gboolean compact; /* Ready at the end of the person's row, to save height */
  int mine;         /* a person's cards */
  int other;        /* a computer's */
  int pile;
} Sizes;

struct _SplaySpeedBoard
{
  SplayBoard parent_instance;

  /* Template widgets */
  GtkWidget *table;
  GtkWidget *turn_label;
  GtkWidget *pause_button;
  GtkBox *top_box;
  GtkWidget *middle;
  GtkWidget *cut_box;
  GtkLabel *message_label;
  GtkBox *bottom_box;

  GtkWidget *cut_buttons[SPEED_MAX_SEATS];
  SplayCardWidget *piles[SPEED_MAX_SEATS];
  GtkWidget *pile_boxes[SPEED_MAX_SEATS];
  GtkLabel *pile_keys[SPEED_MAX_SEATS];
  GtkWidget *pile_buttons[SPEED_MAX_SEATS];
  SeatArea areas[SPEED_MAX_SEATS];

  int n_seats;
  int primary; /* the seat at the bottom of the screen */
  int keyset_seat[N_KEYSETS];
  int picked[SPEED_MAX_SEATS]; /* per seat: a slot, or -1 */
  /* What each area shows: a person's own view, the person at the bottom's
   * view of the computers. */
  SplayView *views[SPEED_MAX_SEATS];
  gboolean refused; /* the message said is a refusal */
  int bouncing;
  GPtrArray *effects; /* Effect, running */
  guint flashed_game; /* the last move flashed: its game and number */
  guint flashed_n;
  Sizes sizes;
  int laid_width, laid_height; /* the room the sizes were chosen for */
};

G_DEFINE_FINAL_TYPE (SplaySpeedBoard, splay_speed_board, SPLAY_TYPE_BOARD)

/* The table as the seat at the screen sees it. */
static const SpeedState *
table (SplaySpeedBoard *self)
{
  return splay_board_get_table (SPLAY_BOARD (self));
}

/* The keys of each set: slots, piles, Ready. */
static const guint slot_keys[N_KEYSETS][N_SLOTS] = {
  { GDK_KEY_1, GDK_KEY_2, GDK_KEY_3, GDK_KEY_4, GDK_KEY_5 },
  { GDK_KEY_6, GDK_KEY_7, GDK_KEY_8, GDK_KEY_9, GDK_KEY_0 },
};
static const guint pile_keys[N_KEYSETS][SPEED_MAX_SEATS] = {
  { GDK_KEY_q, GDK_KEY_w, GDK_KEY_e, GDK_KEY_r },
  { GDK_KEY_o, GDK_KEY_p, GDK_KEY_bracketleft, GDK_KEY_bracketright },
};
static const guint ready_keys[N_KEYSETS] = { GDK_KEY_a, GDK_KEY_l };

/* ---- helpers ---- */

/* What @seat's area shows: its own view for a person, else the view of the
 * person at the bottom. */
static const SpeedState *
area_table (SplaySpeedBoard *self, int seat)
{
  return self->views[seat] != NULL ? splay_view_get_state (self->views[seat]) : table (self);
}

static gboolean
game_running (SplaySpeedBoard *self)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  return view != NULL && splay_view_get_state (view) != NULL && !splay_view_is_over (view);
}

static gboolean
seat_is_human (SplaySpeedBoard *self, int seat)
{
  return splay_match_seat_is_human (splay_board_get_match (SPLAY_BOARD (self)), seat);
}

/* The label of a key as printed on it ("Q", "[", "1"). */
static char *
key_text (guint keyval)
{
  gunichar c = gdk_keyval_to_unicode (gdk_keyval_to_upper (keyval));
  char buf[8] = { 0 };

  g_unichar_to_utf8 (c, buf);
  return g_strdup (buf);
}

static int
keyset_of (SplaySpeedBoard *self, int seat)
{
  for (int k = 0; k < N_KEYSETS; k++)
    if (self->keyset_seat[k] == seat)
      return k;
  return -1;
}

/* Said on the board, next to the cards: in a race a toast would cover
 * them. A refusal shows in the error colour. */
static void
say (SplaySpeedBoard *self, const char *message, gboolean refused)
{
  self->refused = refused;
  splay_board_say (SPLAY_BOARD (self), message);
}

typedef struct
{
  SplaySpeedBoard *board;
  GtkWidget *widget;
  char *css_class;
  gboolean counted;
  guint id;
} Effect;

static gboolean
effect_done (gpointer data)
{
  Effect *e = data;

  gtk_widget_remove_css_class (e->widget, e->css_class);
  return G_SOURCE_REMOVE;
}

static void
effect_free (gpointer data)
{
  Effect *e = data;

  if (e->counted)
    e->board->bouncing--;
  g_ptr_array_remove_fast (e->board->effects, e);
  g_object_unref (e->widget);
  g_free (e->css_class);
  g_free (e);
}

/* Plays a short CSS animation on @widget (the class names one in the
 * style sheet). */
static void
play_effect (SplaySpeedBoard *self, GtkWidget *widget, const char *css_class, guint ms,
             gboolean counted)
{
  Effect *e;

  if (widget == NULL)
    return;
  e = g_new0 (Effect, 1);
  e->board = self;
  e->widget = g_object_ref (widget);
  e->css_class = g_strdup (css_class);
  e->counted = counted;
  if (counted)
    self->bouncing++;
  gtk_widget_remove_css_class (widget, css_class);
  gtk_widget_add_css_class (widget, css_class);
  g_ptr_array_add (self->effects, e);
  e->id = g_timeout_add_full (G_PRIORITY_DEFAULT, ms, effect_done, e, effect_free);
}

/* Slot @slot of @seat: a column while the layout has columns, a hand card
 * once the layout has gone to the hand. */
static gboolean
slot_is_hand (const SpeedState *s, int seat)
{
  for (int c = 0; c < SPEED_COLUMNS; c++)
    if (s->col_n[seat][c] > 0)
      return FALSE;
  return s->hand_n[seat] > 0;
}

static int
slot_source (const SpeedState *s, int seat, int slot)
{
  return slot_is_hand (s, seat) ? SPEED_FROM_HAND + slot : slot;
}

static GtkWidget *
slot_widget (SplaySpeedBoard *self, int seat, int slot)
{
  const SpeedState *s = table (self);

  if (slot < 0 || s == NULL)
    return NULL;
  if (slot_is_hand (s, seat))
    return slot < SPEED_HAND_MAX ? GTK_WIDGET (self->areas[seat].hand[slot]) : NULL;
  return slot < SPEED_COLUMNS ? GTK_WIDGET (self->areas[seat].cols[slot]) : NULL;
}

/* Whether @action is one of a person's legal moves now. */
static gboolean
legal_for (SplaySpeedBoard *self, int seat, SplayAction action)
{
  return self->views[seat] != NULL && splay_view_is_legal (self->views[seat], action);
}

/* Every move goes through the rules. A refused one bounces the card it
 * would have moved and says why. */
static gboolean
play (SplaySpeedBoard *self, int seat, SplayAction action, GtkWidget *source, SplayMoveSource from)
{
  SplayMatch *match = splay_board_get_match (SPLAY_BOARD (self));
  g_autoptr (GError) error = NULL;

  if (!game_running (self))
    {
      say (self, _("The game is over."), TRUE);
      return FALSE;
    }
  if (splay_match_get_paused (match))
    {
      say (self, _("The game is paused."), TRUE);
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
      play_effect (self, source, "speed-refused", REFUSED_MS, TRUE);
      say (self, text, TRUE);
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

  if (seat < 0 || !game_running (self))
    return;
  s = area_table (self, seat);
  if (s->phase != SPEED_PHASE_PLAY || slot < 0 || slot >= N_SLOTS)
    return;
  was = self->picked[seat];

  if (slot_is_hand (s, seat))
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
      play (self, seat, speed_turn (slot), slot_widget (self, seat, slot), from);
      splay_board_redraw (SPLAY_BOARD (self));
      return;
    }
  if (was == slot)
    self->picked[seat] = -1;
  else if (was >= 0 && !slot_is_hand (s, seat))
    {
      /* A second column: stack the first one's cards onto it. */
      self->picked[seat] = -1;
      play (self, seat, speed_stack (was, slot), slot_widget (self, seat, was), from);
    }
  else if (s->col_n[seat][slot] > 0)
    self->picked[seat] = slot;
  else
    say (self, _("That column is empty."), FALSE);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
to_pile (SplaySpeedBoard *self, int seat, int pile, SplayMoveSource from)
{
  const SpeedState *s;
  int slot;

  if (seat < 0 || !game_running (self))
    return;
  s = area_table (self, seat);
  if (pile < 0 || pile >= s->n_seats)
    return;
  slot = self->picked[seat];

  switch (s->phase)
    {
    case SPEED_PHASE_CUT:
      play (self, seat, speed_choose (pile), self->cut_buttons[pile], from);
      break;
    case SPEED_PHASE_CLAIM:
      self->picked[seat] = -1;
      play (self, seat, speed_claim (pile), GTK_WIDGET (self->piles[pile]), from);
      break;
    case SPEED_PHASE_PLAY:
      if (slot < 0)
        {
          /* A splat is made on purpose, with its button: a stray key must
           * not cost a false splat's penalty. */
          say (self, _("Pick a card first, then the pile to put it on."), FALSE);
          break;
        }
      self->picked[seat] = -1;
      play (self, seat, speed_play (slot_source (s, seat, slot), pile),
            slot_widget (self, seat, slot), from);
      break;
    default: break;
    }
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
ready (SplaySpeedBoard *self, int seat, SplayMoveSource from)
{
  if (seat < 0 || splay_board_get_view (SPLAY_BOARD (self)) == NULL)
    return;
  self->picked[seat] = -1;
  play (self, seat, speed_ready (), self->areas[seat].ready_button, from);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
pick_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (widget);
  int keyset, slot;

  g_variant_get (param, "(ii)", &keyset, &slot);
  if (keyset >= 0 && keyset < N_KEYSETS)
    pick (self, self->keyset_seat[keyset], slot, SPLAY_MOVE_KEYBOARD);
}

static void
pile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (widget);
  int keyset, pile;

  g_variant_get (param, "(ii)", &keyset, &pile);
  if (keyset >= 0 && keyset < N_KEYSETS)
    to_pile (self, self->keyset_seat[keyset], pile, SPLAY_MOVE_KEYBOARD);
}

static void
ready_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (widget);
  int keyset = g_variant_get_int32 (param);

  if (keyset >= 0 && keyset < N_KEYSETS)
    ready (self, self->keyset_seat[keyset], SPLAY_MOVE_KEYBOARD);
}

static void
pause_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayMatch *match = splay_board_get_match (SPLAY_BOARD (widget));

  if (game_running (SPLAY_SPEED_BOARD (widget)))
    splay_match_set_paused (match, !splay_match_get_paused (match));
}

static void
on_column_clicked (SplaySpeedBoard *self, SplayCardWidget *card)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "seat"));
  int slot = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "slot"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (seat_is_human (self, seat))
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
    if (self->picked[s] >= 0 && seat_is_human (self, s))
      seat = s;
  if (seat >= 0 && table (self) != NULL
      && (self->picked[seat] >= 0 || table (self)->phase != SPEED_PHASE_PLAY))
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
  play (self, self->primary, speed_claim (pile), GTK_WIDGET (self->piles[pile]),
        SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
on_cut_button_clicked (SplaySpeedBoard *self, GtkButton *button)
{
  int packet = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pile"));
  int chooser = table (self) != NULL ? table (self)->chooser : SPEED_NONE;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (chooser != SPEED_NONE && seat_is_human (self, chooser))
    to_pile (self, chooser, packet, SPLAY_MOVE_POINTER);
}

static void
on_ready_clicked (SplaySpeedBoard *self, GtkButton *button)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "seat"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  ready (self, seat, SPLAY_MOVE_POINTER);
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

  if (!game_running (self) || splay_match_get_paused (splay_board_get_match (SPLAY_BOARD (self)))
      || seat >= self->n_seats || !seat_is_human (self, seat))
    return NULL;
  s = area_table (self, seat);
  if (s->phase != SPEED_PHASE_PLAY || hand != slot_is_hand (s, seat))
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

  if ((v & 0xffff0000u & ~DRAG_HAND) != DRAG_TAG || table (self) == NULL)
    return FALSE;
  *seat = (int) ((v >> 8) & 0xff);
  *slot = (int) (v & 0xff);
  if (*seat >= self->n_seats || *slot >= N_SLOTS)
    return FALSE;
  if (((v & DRAG_HAND) != 0) != slot_is_hand (table (self), *seat))
    {
      play_effect (self, slot_widget (self, *seat, *slot), "speed-refused", REFUSED_MS, TRUE);
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
  if (table (self)->phase != SPEED_PHASE_PLAY)
    return FALSE;
  self->picked[seat] = -1;
  ok = play (self, seat, speed_play (slot_source (table (self), seat, slot), pile),
             slot_widget (self, seat, slot), SPLAY_MOVE_POINTER);
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
      || slot_is_hand (table (self), seat))
    return FALSE;
  self->picked[seat] = -1;
  ok = play (self, seat, speed_stack (slot, to), slot_widget (self, seat, slot),
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

/* ---- sizes ---- */

static int
fan_room (int width)
{
  /* As the card widget fans a second face-up card. */
  return (int) (width * 0.24f + 0.5f);
}

/* The sizes for a board of @width x @height: the largest cards with which
 * the table fits, from a model of the table (not a measure of it, so that
 * the cards keep their size while the labels and buttons change). Widths
 * are whole steps of 4 pixels, so that resizing the window draws the card
 * faces anew only now and then. */
static Sizes
choose_sizes (SplaySpeedBoard *self, int width, int height)
{
  Sizes z = { 0 };
  int n_others = MAX (self->n_seats - 1, 1);
  double by_width, by_height, fixed, per_mine, others_width;
  int rows;

  z.narrow = width < NARROW_WIDTH;
  /* Side by side, the opponents' rows (each five columns of one and a
   * half cards, 6 apart, the deck and the padding) share the width; when
   * that leaves them less than the smallest cards, they go one under the
   * other. */
  others_width = ((width - 2 * 12 - 18 * (n_others - 1)) / (double) n_others - 88) / 8.5;
  z.stacked = z.narrow || others_width < MIN_OTHER_WIDTH;
  if (z.narrow)
    /* Five columns with room for a fanned card, 4 apart, in the seat's
     * padding and the table's margins. */
    by_width = (width - 2 * 6 - 2 * 8 - 4 * 4 - 5 * 14) / (5 * 1.24);
  else
    /* Five columns of one and a half cards, 10 apart, and the deck. */
    by_width = (width - 2 * 12 - 2 * 12 - 4 * 10 - 10 - 12 - 22) / 8.5;

  /* Heights: the status, the message, the margins and spacings; each
   * opponent's heading, keys and padding; the piles' keys and buttons;
   * the person's heading, keys and controls. An opponent's cards are 0.6
   * of the person's, a pile's as large. */
  /* (Measured on the table: status 60, a message line 20, an opponent's
   * heading, keys and padding 74, a pile's key and button 62, the
   * person's heading, keys, Ready and padding 128.) */
  rows = z.stacked ? n_others : 1;
  fixed = z.narrow ? 70 + 20 + 4 * 6 + 2 * 6 : 60 + 20 + 4 * 12 + 2 * 12;
  fixed += rows * (z.narrow ? 22 + 14 + 16 + 6 : 74);
  fixed += z.narrow ? 14 + 18 + 40 : 62;
  per_mine = 1.4 * (1.0 + 0.6 * rows) + 1.4;
  if (z.narrow)
    {
      /* The deck under the Ready button's row, beside it. */
      fixed += 24 + 14 + 18 + 20 + 16 + 8;
      per_mine += 1.4;
    }
  else
    fixed += 128;
  by_height = (height - fixed) / per_mine;

  /* A window short for its width: Ready at the end of the person's row
   * (the key legend in its tooltip) gives the cards the height of a row
   * of buttons. */
  if (!z.narrow && by_height < by_width)
    {
      double compact_width = (width - 2 * 12 - 2 * 12 - 4 * 10 - 10 - 12 - 22 - 12 - 110) / 8.5;
      double compact_height = (height - fixed + 50) / per_mine;

      if (MIN (compact_width, compact_height) > MIN (by_width, by_height) + 4)
        {
          z.compact = TRUE;
          by_width = compact_width;
          by_height = compact_height;
        }
    }

  z.mine = (int) MIN (by_width, by_height);
  z.mine = CLAMP (z.mine - z.mine % 4, MIN_CARD_WIDTH, MAX_CARD_WIDTH);
  /* The opponents' cards take what height is left, up to 0.8 of the
   * person's. */
  z.other = (int) CLAMP ((height - fixed - 1.4 * 2 * z.mine - (z.narrow ? 1.4 * z.mine : 0))
                             / (1.4 * rows),
                         z.mine * 0.6, z.mine * 0.8);
  if (!z.stacked)
    z.other = MIN (z.other, (int) others_width);
  z.other = MAX (z.other - z.other % 2, MIN_OTHER_WIDTH);
  z.pile = z.mine;
  return z;
}


/* Ready's tooltip: why it is greyed out, if it is; else, on a narrow or
 * short table where the legend is not shown, the keys. */
static void
set_ready_tooltip (SeatArea *a, gboolean legend_hidden)
{
  const char *why = gtk_label_get_text (a->ready_reason);

  if (why != NULL && *why != '\0')
    gtk_widget_set_tooltip_text (a->ready_button, why);
  else
    gtk_widget_set_tooltip_text (a->ready_button,
                                 legend_hidden ? gtk_label_get_text (a->keys_label) : NULL);
}

static void
apply_area_sizes (SplaySpeedBoard *self, int seat)
{
  SeatArea *a = &self->areas[seat];
  const Sizes *z = &self->sizes;
  int width = a->mine ? z->mine : z->other;

  gtk_box_set_spacing (GTK_BOX (a->row), z->narrow ? 4 : a->mine ? 10 : 6);
  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      splay_card_widget_set_card_width (a->cols[c], width);
      /* Room for a group of two fanned: the table does not shift as
       * groups grow and shrink. */
      gtk_widget_set_size_request (
          a->col_boxes[c], z->narrow ? width + fan_room (width) + 14 : width + width / 2, -1);
    }
  for (int i = 0; i < SPEED_HAND_MAX; i++)
    splay_card_widget_set_card_width (a->hand[i], width);
  splay_card_widget_set_card_width (a->deck, width);

  /* On a narrow window the person's deck lies beside the Ready button,
   * leaving the row to the five columns; on a short one Ready goes to the
   * end of the row. Then the key legend, long (and of no use to a
   * finger), goes into the button's tooltip. */
  g_object_ref (a->deck_box);
  g_object_ref (a->controls);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (a->deck_box)), a->deck_box);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (a->controls)), a->controls);
  if (a->mine && z->narrow)
    {
      gtk_box_append (GTK_BOX (a->box), a->controls);
      gtk_box_prepend (GTK_BOX (a->controls), a->deck_box);
    }
  else if (a->mine && z->compact)
    {
      gtk_box_append (GTK_BOX (a->row), a->deck_box);
      gtk_box_append (GTK_BOX (a->row), a->controls);
    }
  else
    {
      gtk_box_append (GTK_BOX (a->row), a->deck_box);
      gtk_box_append (GTK_BOX (a->box), a->controls);
    }
  g_object_unref (a->deck_box);
  g_object_unref (a->controls);
  gtk_widget_set_margin_start (a->deck_box, z->narrow ? 2 : 12);
  gtk_widget_set_margin_start (a->controls, a->mine && z->compact ? 12 : 0);
  gtk_widget_set_visible (GTK_WIDGET (a->keys_label), !z->narrow && !z->compact);
  set_ready_tooltip (a, z->narrow || z->compact);
  splay_board_set_css_class (a->box, "narrow", z->narrow);
}

static void
apply_sizes (SplaySpeedBoard *self)
{
  const Sizes *z = &self->sizes;
  int margin = z->narrow ? 6 : 12;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->top_box), z->stacked
                                                                      ? GTK_ORIENTATION_VERTICAL
                                                                      : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->top_box, z->stacked ? 6 : 18);
  /* A narrow window's turn line in a smaller title keeps to two lines. */
  splay_board_set_css_class (self->turn_label, "title-3", !z->narrow);
  splay_board_set_css_class (self->turn_label, "title-4", z->narrow);
  gtk_box_set_spacing (GTK_BOX (self->table), margin);
  gtk_box_set_spacing (GTK_BOX (self->middle), z->narrow ? 12 : 24);
  /* Splat's cut: four packets' buttons one under the other. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->cut_box), z->narrow
                                                                      ? GTK_ORIENTATION_VERTICAL
                                                                      : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_margin_start (self->table, margin);
  gtk_widget_set_margin_end (self->table, margin);
  gtk_widget_set_margin_top (self->table, margin);
  gtk_widget_set_margin_bottom (self->table, margin);
  for (int p = 0; p < SPEED_MAX_SEATS; p++)
    splay_card_widget_set_card_width (self->piles[p], z->pile);
  for (int seat = 0; seat < SPEED_MAX_SEATS; seat++)
    if (self->areas[seat].box != NULL)
      apply_area_sizes (self, seat);
}

/* The board lays out its one child (the base class's overlay) itself, to
 * choose the cards' sizes from the room it gets before the child is laid
 * out with them. */
static void
splay_speed_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
splay_speed_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (width != self->laid_width || height != self->laid_height)
    {
      Sizes z = choose_sizes (self, width, height);

      self->laid_width = width;
      self->laid_height = height;
      if (memcmp (&z, &self->sizes, sizeof z) != 0)
        {
          self->sizes = z;
          apply_sizes (self);
          /* The depth shown under a column depends on the room. */
          splay_board_redraw (SPLAY_BOARD (self));
        }
    }
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

/* ---- building ---- */

static void
build_area (SplaySpeedBoard *self, int seat, gboolean mine)
{
  SeatArea *a = &self->areas[seat];
  int width = mine ? self->sizes.mine : self->sizes.other;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, mine ? 10 : 6);
  GtkWidget *deck_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  a->mine = mine;
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
  gtk_widget_set_valign (deck_box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (deck_box), GTK_WIDGET (a->deck));
  gtk_box_append (GTK_BOX (deck_box), GTK_WIDGET (a->deck_label));
  gtk_box_append (GTK_BOX (row), deck_box);
  gtk_box_append (GTK_BOX (a->box), row);

  /* Eight cards in the hand overlap on a narrow window. */
  a->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_layout_manager (a->hand_box, splay_overlap_layout_new (6, 18));
  gtk_widget_set_halign (a->hand_box, GTK_ALIGN_CENTER);
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
  gtk_box_append (GTK_BOX (a->box), a->hand_box);

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
  /* Under the button, always one line high so that the cards stay put. */
  a->ready_reason = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (a->ready_reason, TRUE);
  gtk_label_set_justify (a->ready_reason, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (a->ready_reason), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (a->ready_reason), "caption");
  gtk_box_append (GTK_BOX (a->box), GTK_WIDGET (a->ready_reason));
  apply_area_sizes (self, seat);
}

/* Why @seat cannot say Ready now, in words; NULL when it can. */
static char *
ready_reason (SplayView *view, const SpeedState *s, int seat, gboolean may_ready)
{
  g_autoptr (GString) waiting = NULL;

  if (splay_view_is_over (view) || s->phase == SPEED_PHASE_OVER)
    return g_strdup (_("The game is over."));
  if (splay_view_get_paused (view))
    return g_strdup (_("Ready waits until the game is resumed."));
  if (may_ready)
    return NULL;
  if (s->phase == SPEED_PHASE_CUT)
    return g_strdup (_("Ready comes after the cut: take a packet first."));
  if (s->phase == SPEED_PHASE_CLAIM)
    return g_strdup (_("Ready comes after the round: claim a pile first."));
  if (s->ready & (1u << seat))
    {
      waiting = g_string_new (NULL);
      for (int o = 0; o < s->n_seats; o++)
        if (o != seat && !(s->ready & (1u << o)))
          {
            if (waiting->len > 0)
              /* Translators: separates player names in a list */
              g_string_append (waiting, _(", "));
            g_string_append (waiting, splay_view_get_name (view, o));
          }
      /* Translators: you said Ready; %s are the players who have not yet */
      return g_strdup_printf (_("You are ready; waiting for %s."), waiting->str);
    }
  if (speed_seat_must_move (s, seat))
    return g_strdup (
        _("Ready is for when you cannot play: you can still play a card or uncover one."));
  return g_strdup (_("Ready cannot be said now."));
}

static void
build_piles (SplaySpeedBoard *self)
{
  GtkWidget *prev = NULL;

  for (int p = 0; p < SPEED_MAX_SEATS; p++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *w = splay_card_widget_new (PILE_CARD_WIDTH, TRUE);
      GtkWidget *key = gtk_label_new (NULL);
      GtkWidget *button = gtk_button_new ();

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
      gtk_widget_add_css_class (self->cut_buttons[p], "pill");
      gtk_box_append (GTK_BOX (self->cut_box), self->cut_buttons[p]);
    }
}

/* ---- showing the state ---- */

static char *
column_label (SplayView *view, const SpeedState *s, int seat, int c)
{
  int n = s->col_n[seat][c], down = s->col_down[seat][c];
  const char *name = splay_view_get_name (view, seat);
  g_autofree char *top = NULL;

  if (n == 0)
    /* Translators: "Anna, column 3: empty" */
    return g_strdup_printf (_("%s, column %d: empty"), name, c + 1);
  if (n == down)
    /* Translators: "Anna, column 3: 4 cards face down" */
    return g_strdup_printf (
        ngettext ("%s, column %d: %d card face down", "%s, column %d: %d cards face down", n), name,
        c + 1, n);
  top = splay_card_name (s->col[seat][c][n - 1]);
  /* Translators: "Anna, column 3: Seven of hearts, 2 face-up cards on 3 face-down" */
  return g_strdup_printf (_("%s, column %d: %s, %d face up on %d face down"), name, c + 1, top,
                          n - down, down);
}

/* The key legend of one person: "Keys: 1–5 pick a card, Q W put it on a
 * pile, A Ready". */
static char *
keys_legend (int keyset, int n_piles)
{
  g_autoptr (GString) piles = g_string_new (NULL);
  g_autofree char *s0 = key_text (slot_keys[keyset][0]);
  g_autofree char *s4 = key_text (slot_keys[keyset][N_SLOTS - 1]);
  g_autofree char *r = key_text (ready_keys[keyset]);

  for (int p = 0; p < n_piles; p++)
    {
      g_autofree char *k = key_text (pile_keys[keyset][p]);
      g_string_append_printf (piles, p > 0 ? " %s" : "%s", k);
    }
  /* Translators: the key legend of one player:
   * "Keys: 1–5 pick a card, Q W put it on a pile, A Ready" */
  return g_strdup_printf (_("Keys: %s–%s pick a card, %s put it on a pile, %s Ready"), s0, s4,
                          piles->str, r);
}

static void
update_area (SplaySpeedBoard *self, SplayView *view, int seat)
{
  SeatArea *a = &self->areas[seat];
  SplayView *own = self->views[seat] != NULL ? self->views[seat] : view;
  const SpeedState *s = splay_view_get_state (own);
  gboolean human = splay_view_seat_is_human (view, seat);
  gboolean hand_slots = slot_is_hand (s, seat);
  int keyset = keyset_of (self, seat);
  int layout = 0;
  g_autofree char *title = NULL;
  g_autofree char *deck_text = NULL;
  g_autofree char *deck_label = NULL;

  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      int n = s->col_n[seat][c], down = s->col_down[seat][c];
      /* A column keeps room for two cards fanned and a few edges
       * (apply_area_sizes): the rest of a group lies under them as edges,
       * so that a group of three or four never makes the row wider than
       * the window. */
      int fanned = 2;
      SplayCardWidget *w = a->cols[c];
      g_autofree char *label = column_label (view, s, seat, c);

      layout += n;
      if (n == 0)
        splay_card_widget_set_cards (w, NULL, 0);
      else if (n == down)
        splay_card_widget_set_card (w, SPLAY_CARD_UNKNOWN);
      else
        {
          int up = MIN (n - down, fanned);
          splay_card_widget_set_cards (w, &s->col[seat][c][n - up], up);
        }
      /* A narrow table shows fewer edges under a column. */
      splay_card_widget_set_depth (w, MIN (n == down ? MAX (n - 1, 0) : n - MIN (n - down, fanned),
                                           self->sizes.narrow ? 2 : G_MAXINT));
      {
        /* The cards that travel: the face-down ones as backs. */
        SplayCard cards[G_N_ELEMENTS (s->col[seat][c])];
        for (int k = 0; k < n; k++)
          cards[k] = k < down ? SPLAY_CARD_UNKNOWN : s->col[seat][c][k];
        splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (w), cards, n);
      }
      splay_card_widget_set_label (w, label);
      splay_card_widget_set_selected (w, !hand_slots && self->picked[seat] == c);
      gtk_widget_set_visible (GTK_WIDGET (w), !hand_slots);
      if (keyset >= 0 && !hand_slots)
        {
          g_autofree char *k = key_text (slot_keys[keyset][c]);
          gtk_label_set_text (a->col_keys[c], k);
        }
      else
        gtk_label_set_text (a->col_keys[c], "");
    }

  for (int i = 0; i < SPEED_HAND_MAX; i++)
    {
      GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (a->hand[i]));
      gboolean shown = i < s->hand_n[seat];

      gtk_widget_set_visible (box, shown);
      if (!shown)
        continue;
      splay_card_widget_set_card (a->hand[i], s->hand[seat][i]);
      splay_board_set_place_card (SPLAY_BOARD (self), GTK_WIDGET (a->hand[i]), s->hand[seat][i]);
      splay_card_widget_set_selected (a->hand[i], hand_slots && self->picked[seat] == i);
      if (splay_card_is_real (s->hand[seat][i]))
        {
          g_autofree char *name = splay_card_name (s->hand[seat][i]);
          splay_card_widget_set_label (a->hand[i], name);
        }
      else
        splay_card_widget_set_label (a->hand[i], _("A card in the hand"));
      if (keyset >= 0 && i < N_SLOTS)
        {
          g_autofree char *k = key_text (slot_keys[keyset][i]);
          gtk_label_set_text (a->hand_keys[i], k);
        }
      else
        gtk_label_set_text (a->hand_keys[i], "");
    }
  gtk_widget_set_visible (a->hand_box, s->hand_n[seat] > 0);

  if (s->deck_n[seat] > 0)
    {
      splay_card_widget_set_card (a->deck, SPLAY_CARD_UNKNOWN);
      splay_card_widget_set_depth (a->deck, MIN (s->deck_n[seat] - 1, self->sizes.narrow ? 2 : 6));
    }
  else
    {
      splay_card_widget_set_cards (a->deck, NULL, 0);
      splay_card_widget_set_depth (a->deck, 0);
    }
  splay_board_set_place_hidden (SPLAY_BOARD (self), GTK_WIDGET (a->deck), s->deck_n[seat]);
  deck_text = g_strdup_printf ("%d", s->deck_n[seat]);
  gtk_label_set_text (a->deck_label, deck_text);
  /* Translators: "Anna's deck, 12 cards" */
  deck_label
      = g_strdup_printf (ngettext ("%s’s deck, %d card", "%s’s deck, %d cards", s->deck_n[seat]),
                         splay_view_get_name (view, seat), s->deck_n[seat]);
  splay_card_widget_set_label (a->deck, deck_label);

  layout += s->hand_n[seat];
  /* Translators: a seat's heading: "Anna · 9 to play · 13 in the deck" */
  title = g_strdup_printf (_("%s · %d to play · %d in the deck"), splay_view_get_name (view, seat),
                           layout, s->deck_n[seat]);
  if (s->ready & (1u << seat))
    {
      /* Translators: added to a seat's heading once that player said Ready */
      char *t = g_strdup_printf (_("%s · ready"), title);
      g_free (title);
      title = t;
    }
  gtk_label_set_text (a->name, title);

  gtk_widget_set_visible (a->controls, human);
  gtk_widget_set_visible (GTK_WIDGET (a->ready_reason), human);
  if (human)
    {
      gboolean may_ready = legal_for (self, seat, speed_ready ());
      gboolean stuck = splay_view_get_stuck (view) || !s->started;

      g_autofree char *why = ready_reason (own, s, seat, may_ready);

      gtk_widget_set_sensitive (a->ready_button, may_ready && !splay_view_get_paused (view));
      splay_board_set_css_class (a->ready_button, "suggested-action", may_ready && stuck);
      /* A greyed-out button says why, on the table and in its tooltip
       * (and so to a screen reader, as its description). */
      gtk_label_set_text (a->ready_reason, why != NULL ? why : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (a->ready_button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why != NULL ? why : "",
                                      -1);
      if (keyset >= 0)
        {
          g_autofree char *keys = keys_legend (keyset, s->n_seats);
          gtk_label_set_text (a->keys_label, keys);
        }
      else
        gtk_label_set_text (a->keys_label, _("Play with the mouse."));
      set_ready_tooltip (a, self->sizes.narrow || self->sizes.compact);
    }
}

static char *
pile_label (const SpeedState *s, int p)
{
  const char *name = speed_pile_name (s, p);
  SplayCard top = speed_pile_top (s, p);
  g_autofree char *top_name = NULL;

  if (s->pile_marker[p])
    return speed_claim_phrase (s, p);
  if (top == SPLAY_CARD_NONE)
    /* Translators: "Pile L, empty" */
    return g_strdup_printf (_("Pile %s, empty"), name);
  top_name = splay_card_name (top);
  /* Translators: "Pile L, 7 cards, top: Nine of clubs" */
  return g_strdup_printf (
      ngettext ("Pile %s, %d card, top: %s", "Pile %s, %d cards, top: %s", s->pile_n[p]), name,
      s->pile_n[p], top_name);
}

static void
update_piles (SplaySpeedBoard *self, SplayView *view, const SpeedState *s)
{
  gboolean spit = s->game == SPEED_GAME_SPIT, paused = splay_view_get_paused (view);

  for (int p = 0; p < SPEED_MAX_SEATS; p++)
    {
      gboolean shown = p < s->n_seats && s->phase != SPEED_PHASE_CUT;
      gboolean may_claim = self->primary >= 0 && legal_for (self, self->primary, speed_claim (p));
      g_autofree char *label = NULL;
      g_autoptr (GString) keys = NULL;

      gtk_widget_set_visible (self->pile_boxes[p], shown);
      if (!shown)
        continue;
      label = pile_label (s, p);
      if (s->pile_marker[p] || s->pile_n[p] == 0)
        {
          splay_card_widget_set_cards (self->piles[p], NULL, 0);
          splay_card_widget_set_depth (self->piles[p], 0);
        }
      else
        {
          splay_card_widget_set_card (self->piles[p], s->pile[p][s->pile_n[p] - 1]);
          splay_card_widget_set_depth (self->piles[p], MIN (s->pile_n[p] - 1, 8));
        }
      splay_card_widget_set_label (self->piles[p], label);
      splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (self->piles[p]), s->pile[p],
                             s->pile_marker[p] ? 0 : s->pile_n[p]);

      keys = g_string_new (speed_pile_name (s, p));
      for (int k = 0; k < N_KEYSETS; k++)
        if (self->keyset_seat[k] >= 0)
          {
            g_autofree char *t = key_text (pile_keys[k][p]);
            g_string_append_printf (keys, " · %s", t);
          }
      gtk_label_set_text (self->pile_keys[p], keys->str);

      if (spit)
        {
          /* Translators: button under a pile at the end of a Spit round */
          gtk_button_set_label (GTK_BUTTON (self->pile_buttons[p]), C_("speed board", "Claim"));
          gtk_widget_set_visible (self->pile_buttons[p], s->phase == SPEED_PHASE_CLAIM);
        }
      else
        {
          /* Translators: button under a pile in Splat: slap it to claim it */
          gtk_button_set_label (GTK_BUTTON (self->pile_buttons[p]), _("Splat!"));
          gtk_widget_set_visible (self->pile_buttons[p],
                                  (s->phase == SPEED_PHASE_PLAY && s->started)
                                      || s->phase == SPEED_PHASE_CLAIM);
        }
      gtk_widget_set_sensitive (self->pile_buttons[p],
                                self->primary >= 0 && !paused
                                    && (s->phase == SPEED_PHASE_PLAY || may_claim));
      splay_board_set_css_class (self->pile_buttons[p], "suggested-action",
                                 s->phase == SPEED_PHASE_CLAIM && may_claim);
    }

  /* Splat's cut: one button per packet. */
  gtk_widget_set_visible (self->cut_box, s->phase == SPEED_PHASE_CUT);
  for (int p = 0; p < SPEED_MAX_SEATS; p++)
    {
      gboolean shown = s->phase == SPEED_PHASE_CUT && p < s->n_seats && s->packet_n[p] > 0;
      gtk_widget_set_visible (self->cut_buttons[p], shown);
      if (shown)
        {
          /* Translators: a packet of the cut in Splat: "Packet L · 24 cards" */
          g_autofree char *t = g_strdup_printf (
              ngettext ("Packet %s · %d card", "Packet %s · %d cards", s->packet_n[p]),
              speed_pile_name (s, p), s->packet_n[p]);
          gtk_button_set_label (GTK_BUTTON (self->cut_buttons[p]), t);
          gtk_widget_set_sensitive (self->cut_buttons[p],
                                    s->chooser != SPEED_NONE
                                        && splay_view_seat_is_human (view, s->chooser));
        }
    }
}

/* The place the last move went to flashes, whoever made it. */
static void
flash_last_move (SplaySpeedBoard *self, SplayView *view)
{
  guint game = splay_view_get_game_index (view), n = splay_view_get_n_actions (view);
  GtkWidget *target = NULL;
  SplayAction action;
  int seat, a, b;
  gboolean first = self->flashed_game == G_MAXUINT;

  if (game == self->flashed_game && n <= self->flashed_n)
    return;
  self->flashed_game = game;
  self->flashed_n = n;
  /* A board opened on a game in play shows it as it is. */
  if (first || !splay_view_get_last_action (view, &seat, &action))
    return;
  a = SPEED_ACTION_A (action);
  b = SPEED_ACTION_B (action);
  switch (SPEED_ACTION_KIND (action))
    {
    case SPEED_PLAY:
    case SPEED_CLAIM:
      if (b < SPEED_MAX_SEATS)
        target = GTK_WIDGET (self->piles[b]);
      break;
    case SPEED_STACK:
      if (b < SPEED_COLUMNS)
        target = GTK_WIDGET (self->areas[seat].cols[b]);
      break;
    case SPEED_TURN:
      if (a < SPEED_COLUMNS)
        target = GTK_WIDGET (self->areas[seat].cols[a]);
      break;
    default: break;
    }
  play_effect (self, target, "speed-landed", LANDED_MS, FALSE);
}

/* ---- SplayBoard ---- */

static void
splay_speed_board_update (SplayBoard *board, SplayView *view)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  SplayMatch *match = splay_board_get_match (board);
  const SpeedState *s = splay_view_get_state (view);

  for (int seat = 0; seat < self->n_seats; seat++)
    {
      /* A person's own area shows what that person sees. */
      g_clear_pointer (&self->views[seat], splay_view_unref);
      if (seat == splay_view_get_seat (view))
        self->views[seat] = splay_view_ref (view);
      else if (splay_view_seat_is_human (view, seat))
        self->views[seat] = splay_match_get_view (match, seat);
    }
  for (int seat = 0; seat < self->n_seats; seat++)
    {
      const SpeedState *own = area_table (self, seat);
      /* A picked card that went (played by a stack or a turn) is unpicked. */
      if (self->picked[seat] >= 0 && slot_widget (self, seat, self->picked[seat]) != NULL
          && speed_source_card (own, seat, slot_source (own, seat, self->picked[seat]))
                 == SPLAY_CARD_NONE)
        self->picked[seat] = -1;
    }
  for (int seat = 0; seat < self->n_seats; seat++)
    update_area (self, view, seat);
  for (int seat = 0; seat < SPEED_MAX_SEATS; seat++)
    if (self->areas[seat].box != NULL)
      gtk_widget_set_visible (self->areas[seat].box, seat < self->n_seats);
  update_piles (self, view, s);
  gtk_widget_set_sensitive (self->pause_button, !splay_view_is_over (view));
  flash_last_move (self, view);
}

static void
splay_speed_board_reset (SplayBoard *board)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);

  for (int s = 0; s < SPEED_MAX_SEATS; s++)
    self->picked[s] = -1;
}

static char *
splay_speed_board_get_turn_text (SplayBoard *board, SplayView *view)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  const SpeedState *s = splay_view_get_state (view);
  const SpeedState *mine = self->primary >= 0 ? area_table (self, self->primary) : s;

  if (splay_view_is_over (view))
    {
      if (s->winner != SPEED_NONE)
        /* Translators: %s is the winner */
        return g_strdup_printf (_("Game over: %s wins"), splay_view_get_name (view, s->winner));
      return g_strdup (_("The game is over."));
    }
  if (s->phase == SPEED_PHASE_CUT)
    {
      if (s->chooser != SPEED_NONE && splay_view_seat_is_human (view, s->chooser))
        /* Translators: Splat's cut; %s is a player name */
        return g_strdup_printf (_("%s, take a packet of the cut"),
                                splay_view_get_name (view, s->chooser));
      if (s->chooser != SPEED_NONE)
        return g_strdup_printf (_("%s is taking a packet of the cut"),
                                splay_view_get_name (view, s->chooser));
      return g_strdup ("");
    }
  if (s->phase == SPEED_PHASE_CLAIM)
    return g_strdup (s->game == SPEED_GAME_SPIT ? _("The round is over: claim the smaller pile!")
                                                : _("Splat the smaller pile!"));
  if (!s->started && self->primary >= 0 && speed_seat_must_move (mine, self->primary))
    /* Translators: %d is the round; before the first cards are turned */
    return g_strdup_printf (_("Round %d: uncover your cards, then say Ready"), s->round);
  if (!s->started)
    /* Translators: %d is the round */
    return g_strdup_printf (_("Round %d: say Ready to turn the first cards"), s->round);
  if (splay_view_get_stuck (view))
    return g_strdup (_("Nobody can play: say Ready to turn the next cards"));
  /* Translators: %d is the round */
  return g_strdup_printf (_("Round %d: play a card one rank up or down"), s->round);
}

/* A refusal, or a word on how to play, shows beside the cards. */
static gboolean
splay_speed_board_message (SplayBoard *board, const char *text)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);

  gtk_label_set_text (self->message_label, text);
  splay_board_set_css_class (GTK_WIDGET (self->message_label), "speed-refused-text", self->refused);
  return TRUE;
}

/* The first two people get the two key sets; the first sits at the bottom,
 * the others across the table in seat order after the person. */
static void
splay_speed_board_setup (SplayBoard *board, SplayMatch *match)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  int humans = 0;

  g_return_if_fail (splay_match_get_rules (match)->realtime);
  self->n_seats = MIN (splay_match_get_n_seats (match), SPEED_MAX_SEATS);
  for (int s = 0; s < self->n_seats; s++)
    if (splay_match_seat_is_human (match, s))
      {
        if (humans < N_KEYSETS)
          self->keyset_seat[humans] = s;
        if (self->primary < 0)
          self->primary = s;
        humans++;
      }
  for (int s = 0; s < self->n_seats; s++)
    {
      build_area (self, s, splay_match_seat_is_human (match, s));
      /* The deck's count does not move the cards beside it. */
      splay_board_keep_room (SPLAY_BOARD (self), GTK_WIDGET (self->areas[s].deck_label));
    }
  for (int k = 0; k < self->n_seats; k++)
    {
      int seat = (MAX (self->primary, 0) + k) % self->n_seats;
      gtk_box_append (k == 0 ? self->bottom_box : self->top_box, self->areas[seat].box);
    }
}

/* ---- the widget ---- */

static void
splay_speed_board_dispose (GObject *object)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (object);

  /* Each removal frees its effect, which takes it off the list. */
  while (self->effects != NULL && self->effects->len > 0)
    g_source_remove (((Effect *) g_ptr_array_index (self->effects, 0))->id);
  g_clear_pointer (&self->effects, g_ptr_array_unref);
  for (int s = 0; s < SPEED_MAX_SEATS; s++)
    g_clear_pointer (&self->views[s], splay_view_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), SPLAY_TYPE_SPEED_BOARD);
  G_OBJECT_CLASS (splay_speed_board_parent_class)->dispose (object);
}

/* A hint: the card to play is picked, so that its pile's key or a click
 * plays it. */
static void
splay_speed_board_show_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  int seat = splay_board_get_seat (board);
  int a = SPEED_ACTION_A (action);

  if (seat < 0)
    return;
  switch (SPEED_ACTION_KIND (action))
    {
    case SPEED_PLAY: self->picked[seat] = a >= SPEED_FROM_HAND ? a - SPEED_FROM_HAND : a; break;
    case SPEED_STACK: self->picked[seat] = a; break;
    default: self->picked[seat] = -1; break;
    }
}

static char *
splay_speed_board_describe_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  const SpeedState *s = splay_view_get_state (view);
  int seat = splay_view_get_seat (view);
  int a = SPEED_ACTION_A (action), b = SPEED_ACTION_B (action);

  switch (SPEED_ACTION_KIND (action))
    {
    case SPEED_PLAY:
      {
        g_autofree char *card = splay_card_name (speed_source_card (s, seat, a));
        /* Translators: a hint in Spit or Splat: "Hint: play the Seven of clubs on pile L." */
        return g_strdup_printf (_("Hint: play the %s on pile %s."), card, speed_pile_name (s, b));
      }
    case SPEED_STACK:
      /* Translators: a hint in Spit or Splat; columns are numbered from 1 */
      return g_strdup_printf (_("Hint: move column %d onto column %d."), a + 1, b + 1);
    case SPEED_TURN:
      /* Translators: a hint in Spit or Splat */
      return g_strdup_printf (_("Hint: turn up the card of column %d."), a + 1);
    case SPEED_READY: return g_strdup (_("Hint: nothing fits now: say Ready."));
    case SPEED_CLAIM:
      /* Translators: a hint in Spit or Splat: take the smaller pile */
      return g_strdup_printf (_("Hint: take pile %s."), speed_pile_name (s, b));
    case SPEED_CHOOSE:
      /* Translators: a hint in Splat's cut */
      return g_strdup_printf (_("Hint: take packet %d."), b + 1);
    default: return NULL;
    }
}

static void
splay_speed_board_class_init (SplaySpeedBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  SplayBoardClass *board_class = SPLAY_BOARD_CLASS (klass);

  object_class->dispose = splay_speed_board_dispose;
  widget_class->measure = splay_speed_board_measure;
  widget_class->size_allocate = splay_speed_board_size_allocate;
  board_class->pass_the_screen = FALSE;
  board_class->hides_cards_when_paused = TRUE;
  board_class->setup = splay_speed_board_setup;
  board_class->reset = splay_speed_board_reset;
  board_class->update = splay_speed_board_update;
  board_class->get_turn_text = splay_speed_board_get_turn_text;
  board_class->message = splay_speed_board_message;
  board_class->show_hint = splay_speed_board_show_hint;
  board_class->describe_hint = splay_speed_board_describe_hint;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-speed-board.ui");
  gtk_widget_class_set_css_name (widget_class, "splay-speed-board");
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, table);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, turn_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, pause_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, top_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, middle);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, cut_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, message_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, bottom_box);

  gtk_widget_class_install_action (widget_class, "board.pick", "(ii)", pick_action);
  gtk_widget_class_install_action (widget_class, "board.pile", "(ii)", pile_action);
  gtk_widget_class_install_action (widget_class, "board.ready", "i", ready_action);
  gtk_widget_class_install_action (widget_class, "board.pause", NULL, pause_action);

  for (int k = 0; k < N_KEYSETS; k++)
    {
      for (int i = 0; i < N_SLOTS; i++)
        {
          gtk_widget_class_add_binding_action (widget_class, slot_keys[k][i], 0, "board.pick",
                                               "(ii)", k, i);
          /* The number pad, for the right hand. */
          if (k == 0)
            gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_1 + i, 0, "board.pick",
                                                 "(ii)", 1, i);
        }
      for (int p = 0; p < SPEED_MAX_SEATS; p++)
        {
          gtk_widget_class_add_binding_action (widget_class, pile_keys[k][p], 0, "board.pile",
                                               "(ii)", k, p);
          if (g_ascii_isalpha ((int) pile_keys[k][p]))
            gtk_widget_class_add_binding_action (widget_class,
                                                 gdk_keyval_to_upper (pile_keys[k][p]),
                                                 GDK_SHIFT_MASK, "board.pile", "(ii)", k, p);
        }
      gtk_widget_class_add_binding_action (widget_class, ready_keys[k], 0, "board.ready", "i", k);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.pause", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Pause, 0, "board.pause", NULL);
}

static void
splay_speed_board_init (SplaySpeedBoard *self)
{
  self->effects = g_ptr_array_new ();
  self->primary = -1;
  self->sizes = (Sizes){ FALSE, MY_CARD_WIDTH, OTHER_CARD_WIDTH, PILE_CARD_WIDTH };
  /* See splay_speed_board_size_allocate (). */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  self->flashed_game = G_MAXUINT;
  for (int k = 0; k < N_KEYSETS; k++)
    self->keyset_seat[k] = -1;
  for (int s = 0; s < SPEED_MAX_SEATS; s++)
    self->picked[s] = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  build_piles (self);
}

int
splay_speed_board_get_keyset_seat (SplaySpeedBoard *self, int keyset)
{
  g_return_val_if_fail (SPLAY_IS_SPEED_BOARD (self), -1);
  return keyset >= 0 && keyset < N_KEYSETS ? self->keyset_seat[keyset] : -1;
}

int
splay_speed_board_get_picked (SplaySpeedBoard *self, int keyset)
{
  int seat = splay_speed_board_get_keyset_seat (self, keyset);

  return seat >= 0 ? self->picked[seat] : -1;
}

const char *
splay_speed_board_get_keys_text (SplaySpeedBoard *self, int keyset)
{
  int seat = splay_speed_board_get_keyset_seat (self, keyset);

  return seat >= 0 ? gtk_label_get_text (self->areas[seat].keys_label) : NULL;
}

const char *
splay_speed_board_get_pile_text (SplaySpeedBoard *self, int pile)
{
  g_return_val_if_fail (SPLAY_IS_SPEED_BOARD (self), NULL);
  g_return_val_if_fail (pile >= 0 && pile < SPEED_MAX_SEATS, NULL);
  return splay_card_widget_get_label (self->piles[pile]);
}

gboolean
splay_speed_board_is_bouncing (SplaySpeedBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPEED_BOARD (self), FALSE);
  return self->bouncing > 0;
}
