/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "splay-spite-malice-board.h"
#include "splay-card-row.h"
#include "splay-board-util.h"
#include "splay-card-widget.h"
#include "../engine/spite-malice.h"

/* Sized so that a table of six fits a 1280 x 800 screen (it scrolls when a
 * discard pile grows very long). */
#define MY_CARD_WIDTH       76
#define PILE_CARD_WIDTH     64
#define OPP_CARD_WIDTH      38
#define OPP_CARD_WIDTH_3    34
#define OPP_CARD_WIDTH_4    28
#define OPP_CARD_WIDTH_FULL 26 /* five opponents */
#define MY_FAN_HEIGHT       300
#define OPP_FAN_HEIGHT      120
#define CARD_RATIO          1.4f

/* Targets of a held card, as small numbers: a building pile is its index. */
#define TARGET_NEW     100
#define TARGET_DISCARD 200 /* + the pile */

/* ------------------------------------------------------------------------ */
/* A discard pile fanned downwards so that every card's corner shows; the  */
/* top card, the one that plays, lies at the bottom, whole.                 */

#define SPLAY_TYPE_SPITE_MALICE_FAN (splay_spite_malice_fan_get_type ())
G_DECLARE_FINAL_TYPE (SplaySpiteMaliceFan, splay_spite_malice_fan, SPLAY, SPITE_MALICE_FAN, GtkWidget)

struct _SplaySpiteMaliceFan
{
  GtkWidget parent_instance;

  SplayCard cards[SPITE_MALICE_MAX_CARDS];
  int       n;
  int       card_width;
  int       max_height;
  int       selected;   /* index of the selected card, -1 none */
  guint     legal : 1;  /* the top card can go somewhere */
  guint     cursor : 1; /* the keyboard is on it (as a source) */
  guint     target : 1; /* the keyboard is on it (as a target) */
  guint     hover : 1;  /* a card is dragged over it */
  char     *label;
};

G_DEFINE_FINAL_TYPE (SplaySpiteMaliceFan, splay_spite_malice_fan, GTK_TYPE_WIDGET)

#define FAN_PAD 5.f

static float
fan_card_height (SplaySpiteMaliceFan *self)
{
  return roundf (self->card_width * CARD_RATIO);
}

/* The distance between two cards: enough for the rank and suit, squeezed
 * down to the rank alone for a long pile. */
static float
fan_step (SplaySpiteMaliceFan *self)
{
  float h = fan_card_height (self);
  float natural = roundf (self->card_width * 0.46f);
  float least = roundf (self->card_width * 0.27f);

  if (self->n < 2)
    return 0;
  return CLAMP (floorf ((self->max_height - h) / (self->n - 1)), least, natural);
}

/* Which card is under @y: each shows a strip, the top card all of itself. */
static int
fan_index_at (SplaySpiteMaliceFan *self, double y)
{
  float step = fan_step (self);
  int i;

  if (self->n == 0)
    return -1;
  if (step <= 0)
    return self->n - 1;
  i = (int) floor ((y - FAN_PAD) / step);
  return CLAMP (i, 0, self->n - 1);
}

static void
fan_ring (GtkSnapshot *snapshot, float x, float y, float w, float h,
          float grow, float thickness, const char *color)
{
  GskRoundedRect r;
  GdkRGBA c;
  float bw[4] = { thickness, thickness, thickness, thickness };
  GdkRGBA bc[4];

  gdk_rgba_parse (&c, color);
  for (int i = 0; i < 4; i++)
    bc[i] = c;
  gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT (x - grow, y - grow, w + 2 * grow, h + 2 * grow),
                                   w * 0.08f + grow);
  gtk_snapshot_append_border (snapshot, &r, bw, bc);
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
                                int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplaySpiteMaliceFan *self = SPLAY_SPITE_MALICE_FAN (widget);
  float size;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    size = 2 * FAN_PAD + self->card_width;
  else
    size = 2 * FAN_PAD + fan_card_height (self) + MAX (0, self->n - 1) * fan_step (self);
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
}

static void
on_fan_dark_changed (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
}

static void
splay_spite_malice_fan_init (SplaySpiteMaliceFan *self)
{
  self->selected = -1;
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_fan_dark_changed), self, G_CONNECT_SWAPPED);
}

static SplaySpiteMaliceFan *
fan_new (int card_width, int max_height, gboolean interactive)
{
  SplaySpiteMaliceFan *self = g_object_new (SPLAY_TYPE_SPITE_MALICE_FAN, "accessible-role",
                                            interactive ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG,
                                            NULL);
  self->card_width = card_width;
  self->max_height = max_height;
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_START);
  if (interactive)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  return self;
}

static void
fan_set (SplaySpiteMaliceFan *self, const SplayCard *cards, int n, const char *label)
{
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
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

static void
fan_set_flags (SplaySpiteMaliceFan *self, int selected, gboolean legal, gboolean cursor,
               gboolean target, gboolean hover)
{
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

/* ------------------------------------------------------------------------ */

typedef struct
{
  GtkWidget       *box;
  GtkWidget       *name;
  SplayCardWidget *goal;
  GtkWidget       *goal_label;
  SplayCardWidget *hand;
  GtkWidget       *hand_label;
  SplaySpiteMaliceFan *fans[SPITE_MALICE_DISCARDS];
} Opponent;

typedef struct
{
  GtkWidget       *box;
  SplayCardWidget *card;
  GtkWidget       *badge;
  GtkWidget       *caption;
} PileSlot;

struct _SplaySpiteMaliceBoard
{
  GtkWidget        parent_instance;

  GtkWidget       *overlay;
  GtkWidget       *opponents_box;
  GtkWidget       *piles_box;
  PileSlot         piles[SPITE_MALICE_MAX_PILES];
  GtkWidget       *new_pile_box;
  SplayCardWidget *new_pile;
  SplayCardWidget *draw_card;
  GtkWidget       *draw_label;
  GtkWidget       *aside_label;
  GtkLabel        *turn_label;
  GtkLabel        *last_label;
  GtkLabel        *hint_label;
  GtkWidget       *my_box;
  GtkLabel        *my_name_label;
  GtkLabel        *prompt_label;
  SplayCardWidget *goal;
  GtkWidget       *goal_label;
  SplaySpiteMaliceFan *fans[SPITE_MALICE_DISCARDS];
  GtkWidget       *fan_labels[SPITE_MALICE_DISCARDS];
  SplayCardRow    *hand_row;
  GtkWidget       *end_turn_button;
  GtkWidget       *cancel_button;
  AdwStatusPage   *cover;
  GtkWidget       *reveal_button;
  Opponent         opponents[SPITE_MALICE_MAX_SEATS];

  SplayMatch      *match;
  SplayGame       *game; /* the current game, weak (the match owns it) */

  int              seat;          /* whose cards are shown; -1 none */
  int              pending_seat;  /* behind the cover: who is next */
  gboolean         covered;
  SpiteMaliceState view;
  SplayAction      legal[SPLAY_MAX_ACTIONS];
  int              n_legal;
  gboolean         my_turn;

  SplayAction      held;          /* a source (kind 0), 0 none; target byte: hand index */
  int              source_cursor;
  int              target_cursor; /* index into the targets, while a card is held */
  gboolean         discard_step;  /* the player asked to end the turn */
  int              hover_target;  /* a target a card is dragged over, -1 none */
  int              sorted_for;    /* the seat the opponents are ordered after */
  char            *last_message;
};

G_DEFINE_FINAL_TYPE (SplaySpiteMaliceBoard, splay_spite_malice_board, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (SplaySpiteMaliceBoard *self);

/* ---- helpers ---- */

static const char *
player_name (SplaySpiteMaliceBoard *self, int seat)
{
  return splay_player_get_name (splay_match_get_player (self->match, seat));
}

static SplayAction
source_make (int src, int val, int depth, int hand_index)
{
  return SPITE_MALICE_ACTION (0, src, val, depth, hand_index);
}

/* The move that puts the held source on @target. */
static SplayAction
action_for (SplayAction source, int target)
{
  int src = SPITE_MALICE_ACTION_SRC (source);
  int val = SPITE_MALICE_ACTION_VAL (source);
  int depth = SPITE_MALICE_ACTION_DEPTH (source);

  if (target == TARGET_NEW)
    return SPITE_MALICE_ACTION (SPITE_MALICE_NEW, src, val, depth, 0);
  if (target >= TARGET_DISCARD)
    return SPITE_MALICE_ACTION (SPITE_MALICE_DISCARD, src, val, depth, target - TARGET_DISCARD);
  return SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, src, val, depth, target);
}

static gboolean
is_legal (SplaySpiteMaliceBoard *self, SplayAction action)
{
  for (int i = 0; i < self->n_legal; i++)
    if (self->legal[i] == action)
      return TRUE;
  return FALSE;
}

/* Whether the source can go on a building pile (or start one). */
static gboolean
source_builds (SplaySpiteMaliceBoard *self, SplayAction source)
{
  for (int i = 0; i < self->n_legal; i++)
    {
      int kind = SPITE_MALICE_ACTION_KIND (self->legal[i]);
      if ((kind == SPITE_MALICE_BUILD || kind == SPITE_MALICE_NEW)
          && ((self->legal[i] ^ source) & 0x00ffff00) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
can_build (SplaySpiteMaliceBoard *self)
{
  for (int i = 0; i < self->n_legal; i++)
    if (SPITE_MALICE_ACTION_KIND (self->legal[i]) != SPITE_MALICE_DISCARD)
      return TRUE;
  return FALSE;
}

static gboolean
can_discard (SplaySpiteMaliceBoard *self)
{
  for (int i = 0; i < self->n_legal; i++)
    if (SPITE_MALICE_ACTION_KIND (self->legal[i]) == SPITE_MALICE_DISCARD)
      return TRUE;
  return FALSE;
}

static int
hand_n (SplaySpiteMaliceBoard *self)
{
  return (self->seat >= 0 && !self->covered) ? self->view.hand_n[self->seat] : 0;
}

/* The sources the keyboard visits, in order: the hand, the goal top, the
 * discard tops. */
static int
sources (SplaySpiteMaliceBoard *self, SplayAction *out)
{
  const SpiteMaliceState *s = &self->view;
  int n = 0;

  if (self->seat < 0 || self->covered)
    return 0;
  for (int i = 0; i < s->hand_n[self->seat]; i++)
    out[n++] = source_make (SPITE_MALICE_FROM_HAND, splay_card_rank (s->hand[self->seat][i]), 0, i);
  if (s->goal_n[self->seat] > 0)
    out[n++] = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    if (s->disc_n[self->seat][d] > 0)
      out[n++] = source_make (SPITE_MALICE_FROM_DISCARD, d, 0, 0);
  return n;
}

/* Where the held card may be put, in order: the building piles that are not
 * complete, a new pile, and, for a hand card, the own discard piles. */
static int
targets (SplaySpiteMaliceBoard *self, int *out)
{
  const SpiteMaliceState *s = &self->view;
  int n = 0;

  if (self->held == 0)
    return 0;
  for (int p = 0; p < s->n_piles; p++)
    if (s->pile_n[p] < SPITE_MALICE_PILE_CARDS)
      out[n++] = p;
  if (s->unlimited)
    out[n++] = TARGET_NEW;
  if (SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
    for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
      out[n++] = TARGET_DISCARD + d;
  return n;
}

static int
current_target (SplaySpiteMaliceBoard *self)
{
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n = targets (self, t);

  if (n == 0)
    return -1;
  return t[CLAMP (self->target_cursor, 0, n - 1)];
}

static void
say (SplaySpiteMaliceBoard *self, const char *message)
{
  g_free (self->last_message);
  self->last_message = g_strdup (message);
  g_signal_emit (self, signals[MESSAGE], 0, message);
}

static void
drop_held (SplaySpiteMaliceBoard *self)
{
  self->held = 0;
  self->target_cursor = 0;
}

/* Every move goes through the rules: a refused one changes nothing and the
 * player is told why. */
static gboolean
apply (SplaySpiteMaliceBoard *self, SplayAction action)
{
  g_autofree char *refusal =
    splay_board_try_apply (self->match, self->seat, self->covered ? self->pending_seat : -1,
                           TRUE, action);

  if (refusal != NULL)
    {
      say (self, refusal);
      return FALSE;
    }
  drop_held (self);
  self->discard_step = FALSE;
  /* "action-applied" has refreshed the board already. */
  return TRUE;
}

/* Picks up @source, or puts it back if it is the one held. */
static void
hold (SplaySpiteMaliceBoard *self, SplayAction source)
{
  if (!self->my_turn)
    {
      /* Let the rules say why not (whose turn it is, the game is over). */
      apply (self, action_for (source, 0));
      return;
    }
  if (self->held == source)
    {
      drop_held (self);
      return;
    }
  self->held = source;
  self->target_cursor = 0;
  /* The keyboard starts on the first place the card fits. */
  {
    int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
    int n = targets (self, t);

    for (int i = 0; i < n; i++)
      if (is_legal (self, action_for (source, t[i])))
        {
          self->target_cursor = i;
          break;
        }
    if (self->discard_step)
      for (int i = 0; i < n; i++)
        if (t[i] >= TARGET_DISCARD)
          {
            self->target_cursor = i;
            break;
          }
  }
}

/* Puts the held card on @target; nothing held, nothing happens. */
static void
place (SplaySpiteMaliceBoard *self, int target)
{
  if (self->held == 0)
    {
      say (self, _("Pick up a card first: from your hand, your goal pile or the top of a discard pile."));
      return;
    }
  apply (self, action_for (self->held, target));
}

/* A double click plays a source on the first building pile it fits. */
static void
play_anywhere (SplaySpiteMaliceBoard *self, SplayAction source)
{
  for (int i = 0; i < self->n_legal; i++)
    {
      int kind = SPITE_MALICE_ACTION_KIND (self->legal[i]);
      if ((kind == SPITE_MALICE_BUILD || kind == SPITE_MALICE_NEW)
          && ((self->legal[i] ^ source) & 0x00ffff00) == 0)
        {
          apply (self, self->legal[i]);
          return;
        }
    }
  /* Nowhere to go: let the rules say why, for the first pile. */
  apply (self, action_for (source, 0));
}

static void
set_source_cursor_to (SplaySpiteMaliceBoard *self, SplayAction source)
{
  SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
  int n = sources (self, src);

  for (int i = 0; i < n; i++)
    if ((src[i] & 0x00ff00ff) == (source & 0x00ff00ff))
      self->source_cursor = i;
}

/* ---- pointer: click a source, then a target; or drag one onto the other ---- */

static void
on_hand_pressed (GtkGestureClick *gesture, int n_press, double x, double y, SplaySpiteMaliceBoard *self)
{
  GtkWidget *card = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));
  SplayAction source;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index < 0 || index >= hand_n (self))
    return;
  source = source_make (SPITE_MALICE_FROM_HAND, splay_card_rank (self->view.hand[self->seat][index]), 0, index);
  set_source_cursor_to (self, source);
  if (n_press == 2)
    play_anywhere (self, source);
  else
    hold (self, source);
  refresh (self);
}

static void
on_goal_pressed (GtkGestureClick *gesture, int n_press, double x, double y, SplaySpiteMaliceBoard *self)
{
  SplayAction source = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->seat < 0 || self->covered || self->view.goal_n[self->seat] == 0)
    return;
  set_source_cursor_to (self, source);
  if (n_press == 2)
    play_anywhere (self, source);
  else
    hold (self, source);
  refresh (self);
}

/* One of my discard piles: a target for a held hand card, else a source. */
static void
on_my_fan_pressed (GtkGestureClick *gesture, int n_press, double x, double y, SplaySpiteMaliceBoard *self)
{
  SplaySpiteMaliceFan *fan = SPLAY_SPITE_MALICE_FAN (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
  int d = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (fan), "pile"));
  int index, depth;
  SplayAction source;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->seat < 0 || self->covered)
    return;
  if (self->held != 0 && SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
    {
      place (self, TARGET_DISCARD + d);
      refresh (self);
      return;
    }
  index = fan_index_at (fan, y);
  if (index < 0)
    {
      if (self->held != 0)
        /* A goal card or discard top onto an empty discard pile: the rules
         * explain that only hand cards are discarded. */
        place (self, TARGET_DISCARD + d);
      refresh (self);
      return;
    }
  depth = fan->n - 1 - index;
  source = source_make (SPITE_MALICE_FROM_DISCARD, d, depth, 0);
  if (self->held != 0 && self->held != source && depth == 0
      && SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_DISCARD
      && SPITE_MALICE_ACTION_VAL (self->held) == d)
    {
      /* From below the top of this pile to its top: just pick the top. */
      hold (self, source);
      refresh (self);
      return;
    }
  if (depth == 0)
    set_source_cursor_to (self, source);
  if (n_press == 2)
    play_anywhere (self, source);
  else
    hold (self, source);
  refresh (self);
}

static void
on_pile_pressed (GtkGestureClick *gesture, int n_press, double x, double y, SplaySpiteMaliceBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int target = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "target"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  place (self, target);
  refresh (self);
}

/* The card a drag shows under the pointer. */
static GdkPaintable *
card_paintable (GtkWidget *widget, SplayCard card, int width)
{
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  float h = roundf (width * CARD_RATIO);

  splay_card_draw (widget, snapshot, card, width, h,
                   adw_style_manager_get_dark (adw_style_manager_get_default ()));
  return gtk_snapshot_free_to_paintable (g_steal_pointer (&snapshot), &GRAPHENE_SIZE_INIT (width, h));
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *drag, double x, double y, SplaySpiteMaliceBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drag));
  const SpiteMaliceState *s = &self->view;
  SplayAction source;
  SplayCard card;
  g_autoptr (GdkPaintable) icon = NULL;

  if (self->seat < 0 || self->covered || !self->my_turn)
    return NULL;
  if (SPLAY_IS_SPITE_MALICE_FAN (w))
    {
      SplaySpiteMaliceFan *fan = SPLAY_SPITE_MALICE_FAN (w);
      int index = fan_index_at (fan, y);

      if (index < 0)
        return NULL;
      source = source_make (SPITE_MALICE_FROM_DISCARD, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "pile")),
                            fan->n - 1 - index, 0);
    }
  else if (w == GTK_WIDGET (self->goal))
    {
      if (s->goal_n[self->seat] == 0)
        return NULL;
      source = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);
    }
  else
    {
      int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "index"));
      if (index < 0 || index >= s->hand_n[self->seat])
        return NULL;
      source = source_make (SPITE_MALICE_FROM_HAND, splay_card_rank (s->hand[self->seat][index]), 0, index);
    }
  card = spite_malice_source_card (s, self->seat, source);
  if (card == SPLAY_CARD_NONE)
    return NULL;
  icon = card_paintable (w, card, MY_CARD_WIDTH);
  gtk_drag_source_set_icon (drag, icon, MY_CARD_WIDTH / 2, (int) (MY_CARD_WIDTH * CARD_RATIO / 4));
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
      refresh (self);
      return FALSE;
    }
  apply (self, action_for (source, target));
  refresh (self);
  return TRUE;
}

static GdkDragAction
on_drop_enter (GtkDropTarget *drop, double x, double y, SplaySpiteMaliceBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drop));

  self->hover_target = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "target"));
  refresh (self);
  return GDK_ACTION_MOVE;
}

static void
on_drop_leave (GtkDropTarget *drop, SplaySpiteMaliceBoard *self)
{
  self->hover_target = -1;
  refresh (self);
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

static void
add_click (SplaySpiteMaliceBoard *self, GtkWidget *w, GCallback callback)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect_object (click, "pressed", callback, self, 0);
  gtk_widget_add_controller (w, GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_cursor_from_name (w, "pointer");
}

/* A card the player acts on: a button to assistive technology. The board
 * handles its clicks itself, so that a press can also start a drag. */
static SplayCardWidget *
active_card_new (int width)
{
  SplayCardWidget *w = g_object_new (SPLAY_TYPE_CARD_WIDGET,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON, NULL);
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
  int n = self->match ? splay_match_get_n_seats (self->match) : SPITE_MALICE_MAX_SEATS;
  int from = MAX (self->seat, 0);
  int sa = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (a)), "seat"));
  int sb = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (b)), "seat"));

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
  o->goal = SPLAY_CARD_WIDGET (splay_card_widget_new (OPP_CARD_WIDTH, FALSE));
  o->goal_label = caption_new (FALSE);
  o->hand = SPLAY_CARD_WIDGET (splay_card_widget_new (OPP_CARD_WIDTH, FALSE));
  o->hand_label = caption_new (TRUE);
  gtk_box_append (GTK_BOX (row), with_caption (GTK_WIDGET (o->goal), o->goal_label));
  gtk_box_append (GTK_BOX (row), with_caption (GTK_WIDGET (o->hand), o->hand_label));
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      o->fans[d] = fan_new (OPP_CARD_WIDTH, OPP_FAN_HEIGHT, FALSE);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (o->fans[d]));
    }
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (o->box), o->name);
  gtk_box_append (GTK_BOX (o->box), row);
  {
    /* Only a replay fills it: there every hand is shown. */
    GtkWidget *revealed = splay_card_row_new ();
    gtk_widget_set_visible (revealed, FALSE);
    gtk_box_append (GTK_BOX (o->box), revealed);
    g_object_set_data (G_OBJECT (o->box), "revealed", revealed);
  }
  gtk_flow_box_append (GTK_FLOW_BOX (self->opponents_box), o->box);
  gtk_widget_set_focusable (gtk_widget_get_parent (o->box), FALSE);
}

static void
build_centre (SplaySpiteMaliceBoard *self, GtkWidget *centre)
{
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->draw_card = SPLAY_CARD_WIDGET (splay_card_widget_new (PILE_CARD_WIDTH, FALSE));
  self->draw_label = caption_new (FALSE);
  self->aside_label = caption_new (TRUE);
  {
    GtkWidget *box = with_caption (GTK_WIDGET (self->draw_card), self->draw_label);
    gtk_box_append (GTK_BOX (box), self->aside_label);
    gtk_box_append (GTK_BOX (centre), box);
  }

  self->piles_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->piles_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->piles_box), 9);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->piles_box), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->piles_box), 4);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->piles_box), TRUE);
  gtk_widget_set_valign (self->piles_box, GTK_ALIGN_START);
  gtk_widget_set_focusable (self->piles_box, FALSE);
  for (int p = 0; p < SPITE_MALICE_MAX_PILES; p++)
    {
      PileSlot *slot = &self->piles[p];
      GtkWidget *overlay = gtk_overlay_new ();

      slot->card = active_card_new (PILE_CARD_WIDTH);
      slot->badge = gtk_label_new (NULL);
      gtk_widget_add_css_class (slot->badge, "sm-king-badge");
      gtk_widget_set_halign (slot->badge, GTK_ALIGN_END);
      gtk_widget_set_valign (slot->badge, GTK_ALIGN_END);
      gtk_widget_set_can_target (slot->badge, FALSE);
      gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (slot->card));
      gtk_overlay_add_overlay (GTK_OVERLAY (overlay), slot->badge);
      slot->caption = caption_new (FALSE);
      slot->box = with_caption (overlay, slot->caption);
      g_object_set_data (G_OBJECT (slot->card), "target", GINT_TO_POINTER (p));
      add_click (self, GTK_WIDGET (slot->card), G_CALLBACK (on_pile_pressed));
      add_drop_target (self, GTK_WIDGET (slot->card), p);
      gtk_flow_box_append (GTK_FLOW_BOX (self->piles_box), slot->box);
      gtk_widget_set_focusable (gtk_widget_get_parent (slot->box), FALSE);
    }
  gtk_widget_set_hexpand (self->piles_box, FALSE);
  gtk_box_append (GTK_BOX (centre), self->piles_box);

  self->new_pile = active_card_new (PILE_CARD_WIDTH);
  splay_card_widget_set_label (self->new_pile, _("Start a new building pile"));
  add_click (self, GTK_WIDGET (self->new_pile), G_CALLBACK (on_pile_pressed));
  add_drop_target (self, GTK_WIDGET (self->new_pile), TARGET_NEW);
  {
    GtkWidget *caption = caption_new (TRUE);
    /* Translators: the place where a new building pile is started */
    gtk_label_set_text (GTK_LABEL (caption), _("New pile"));
    self->new_pile_box = with_caption (GTK_WIDGET (self->new_pile), caption);
    gtk_box_append (GTK_BOX (centre), self->new_pile_box);
  }

  self->turn_label = GTK_LABEL (g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL));
  gtk_label_set_wrap (self->turn_label, TRUE);
  gtk_label_set_xalign (self->turn_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->turn_label), "title-2");
  self->last_label = GTK_LABEL (g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL));
  gtk_label_set_wrap (self->last_label, TRUE);
  gtk_label_set_xalign (self->last_label, 0);
  gtk_label_set_max_width_chars (self->last_label, 34);
  self->hint_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->hint_label, TRUE);
  gtk_label_set_xalign (self->hint_label, 0);
  gtk_label_set_max_width_chars (self->hint_label, 34);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "dim-label");
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (self->turn_label));
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (self->last_label));
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (self->hint_label));
  gtk_widget_set_size_request (texts, 240, -1);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (centre), texts);
}

static void
build_mine (SplaySpiteMaliceBoard *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->my_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->my_box, "my-seat");
  self->my_name_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->my_name_label), "heading");
  gtk_widget_add_css_class (GTK_WIDGET (self->my_name_label), "my-name");
  self->prompt_label = GTK_LABEL (g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL));
  gtk_label_set_wrap (self->prompt_label, TRUE);
  gtk_label_set_justify (self->prompt_label, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->prompt_label), "sm-prompt");

  self->goal = active_card_new (MY_CARD_WIDTH);
  self->goal_label = caption_new (FALSE);
  add_click (self, GTK_WIDGET (self->goal), G_CALLBACK (on_goal_pressed));
  add_drag_source (self, GTK_WIDGET (self->goal));
  gtk_box_append (GTK_BOX (row), with_caption (GTK_WIDGET (self->goal), self->goal_label));
  gtk_widget_set_margin_end (gtk_widget_get_last_child (row), 16);

  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      GtkWidget *fan = GTK_WIDGET (fan_new (MY_CARD_WIDTH, MY_FAN_HEIGHT, TRUE));
      GtkWidget *box;

      self->fans[d] = SPLAY_SPITE_MALICE_FAN (fan);
      g_object_set_data (G_OBJECT (fan), "pile", GINT_TO_POINTER (d));
      add_click (self, fan, G_CALLBACK (on_my_fan_pressed));
      add_drag_source (self, fan);
      add_drop_target (self, fan, TARGET_DISCARD + d);
      self->fan_labels[d] = caption_new (TRUE);
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_box_append (GTK_BOX (box), self->fan_labels[d]);
      gtk_box_append (GTK_BOX (box), fan);
      gtk_box_append (GTK_BOX (row), box);
    }

  self->hand_row = SPLAY_CARD_ROW (splay_card_row_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->hand_row), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->hand_row), GTK_ALIGN_START);
  gtk_widget_set_margin_start (GTK_WIDGET (self->hand_row), 16);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->hand_row));

  /* Translators: button: discard a card to end your turn */
  self->end_turn_button = gtk_button_new_with_mnemonic (_("_End Turn"));
  gtk_widget_set_focus_on_click (self->end_turn_button, FALSE);
  gtk_widget_add_css_class (self->end_turn_button, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->end_turn_button), "board.end-turn");
  self->cancel_button = gtk_button_new_with_mnemonic (_("_Put Back"));
  gtk_widget_set_focus_on_click (self->cancel_button, FALSE);
  gtk_widget_add_css_class (self->cancel_button, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->cancel_button), "board.cancel");
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), self->cancel_button);
  gtk_box_append (GTK_BOX (buttons), self->end_turn_button);

  gtk_box_append (GTK_BOX (self->my_box), GTK_WIDGET (self->my_name_label));
  gtk_box_append (GTK_BOX (self->my_box), GTK_WIDGET (self->prompt_label));
  gtk_box_append (GTK_BOX (self->my_box), row);
  gtk_box_append (GTK_BOX (self->my_box), buttons);
}

/* ---- updating the board ---- */

static char *
pile_caption (const SpiteMaliceState *s, int p)
{
  int n = s->pile_n[p];
  const char *next;

  if (n == 0)
    /* Translators: an empty building pile, which needs an ace */
    return g_strdup (_("Empty"));
  if (n >= SPITE_MALICE_PILE_CARDS)
    return g_strdup (_("Complete"));
  next = splay_rank_symbol (n + 1);
  /* Translators: the rank a building pile needs next, e.g. "Next: 8" */
  return g_strdup_printf (_("Next: %s"), next);
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
update_centre (SplaySpiteMaliceBoard *self)
{
  const SpiteMaliceState *s = &self->view;
  int hover = self->hover_target, target = self->held ? current_target (self) : -1;
  g_autofree char *draw = NULL;
  g_autofree char *aside = NULL;

  for (int p = 0; p < SPITE_MALICE_MAX_PILES; p++)
    {
      PileSlot *slot = &self->piles[p];
      gboolean shown = p < s->n_piles;
      int n = shown ? s->pile_n[p] : 0;

      gtk_widget_set_visible (gtk_widget_get_parent (slot->box), shown);
      if (!shown)
        continue;
      {
        g_autofree char *label = pile_label (s, p);
        g_autofree char *caption = pile_caption (s, p);

        splay_card_widget_set_card (slot->card, n > 0 ? s->pile[p][n - 1] : SPLAY_CARD_NONE);
        splay_card_widget_set_depth (slot->card, MAX (0, n - 1));
        splay_card_widget_set_label (slot->card, label);
        gtk_label_set_text (GTK_LABEL (slot->caption), caption);
      }
      if (n > 0 && splay_card_rank (s->pile[p][n - 1]) == SPLAY_RANK_KING)
        {
          const char *r = splay_rank_symbol (n);
          /* Translators: badge on a king on a building pile: what it stands for */
          g_autofree char *badge = g_strdup_printf (_("= %s"), r);
          gtk_label_set_text (GTK_LABEL (slot->badge), badge);
          gtk_widget_set_visible (slot->badge, TRUE);
        }
      else
        gtk_widget_set_visible (slot->badge, FALSE);
      splay_card_widget_set_legal (slot->card, self->held != 0 && is_legal (self, action_for (self->held, p)));
      splay_card_widget_set_selected (slot->card, hover == p);
      splay_card_widget_set_cursor (slot->card, target == p);
    }

  gtk_widget_set_visible (self->new_pile_box, s->unlimited);
  splay_card_widget_set_legal (self->new_pile, self->held != 0 && is_legal (self, action_for (self->held, TARGET_NEW)));
  splay_card_widget_set_selected (self->new_pile, hover == TARGET_NEW);
  splay_card_widget_set_cursor (self->new_pile, target == TARGET_NEW);

  splay_card_widget_set_card (self->draw_card, s->draw_n > 0 ? SPLAY_CARD_UNKNOWN : SPLAY_CARD_NONE);
  splay_card_widget_set_depth (self->draw_card, MAX (0, s->draw_n - 1));
  /* Translators: the draw pile's size */
  draw = g_strdup_printf (ngettext ("Draw pile: %d card", "Draw pile: %d cards", s->draw_n), s->draw_n);
  gtk_label_set_text (GTK_LABEL (self->draw_label), draw);
  splay_card_widget_set_label (self->draw_card, draw);
  /* Translators: completed building piles, put aside until the draw pile runs out */
  aside = g_strdup_printf (ngettext ("Set aside: %d card", "Set aside: %d cards", s->aside_n), s->aside_n);
  gtk_label_set_text (GTK_LABEL (self->aside_label), aside);
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
  g_string_append_printf (str, ngettext ("Discard pile %d, %d card, from the bottom:",
                                         "Discard pile %d, %d cards, from the bottom:", n), d + 1, n);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *name = splay_card_name (s->disc[seat][d][i]);
      g_string_append_printf (str, i == 0 ? " %s" : ", %s", name);
    }
  return g_string_free (g_steal_pointer (&str), FALSE);
}

static void
update_mine (SplaySpiteMaliceBoard *self)
{
  const SpiteMaliceState *s = &self->view;
  int seat = self->seat, hn = hand_n (self), target = self->held ? current_target (self) : -1;
  int held_src = SPITE_MALICE_ACTION_SRC (self->held);
  SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
  int n_src = sources (self, src);
  SplayAction at_cursor = n_src > 0 && self->held == 0 ? src[CLAMP (self->source_cursor, 0, n_src - 1)] : 0;
  guint have = splay_card_row_get_n_children (self->hand_row);
  gboolean discarding = self->my_turn && (self->discard_step || !can_build (self));

  gtk_widget_set_visible (self->my_box, seat >= 0 && !self->covered);
  if (seat < 0 || self->covered)
    {
      while (have > 0)
        gtk_widget_unparent (splay_card_row_get_nth (self->hand_row, --have));
      return;
    }

  /* Goal pile. */
  {
    int n = s->goal_n[seat];
    SplayAction g = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);
    g_autofree char *text = g_strdup_printf (ngettext ("Goal: %d card", "Goal: %d cards", n), n);
    g_autofree char *label = NULL;

    splay_card_widget_set_card (self->goal, n > 0 ? s->goal[seat][n - 1] : SPLAY_CARD_NONE);
    splay_card_widget_set_depth (self->goal, MAX (0, n - 1));
    gtk_label_set_text (GTK_LABEL (self->goal_label), text);
    if (n > 0)
      {
        g_autofree char *top = splay_card_name (s->goal[seat][n - 1]);
        /* Translators: "Your goal pile, 12 cards, top: Five of spades" */
        label = g_strdup_printf (ngettext ("Your goal pile, %d card, top: %s",
                                           "Your goal pile, %d cards, top: %s", n), n, top);
      }
    else
      label = g_strdup (_("Your goal pile, empty"));
    splay_card_widget_set_label (self->goal, label);
    splay_card_widget_set_selected (self->goal, self->held == g);
    splay_card_widget_set_legal (self->goal, self->my_turn && self->held == 0 && !discarding && source_builds (self, g));
    splay_card_widget_set_cursor (self->goal, self->my_turn && at_cursor == g);
  }

  /* Discard piles. */
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      int n = s->disc_n[seat][d];
      SplayAction top = source_make (SPITE_MALICE_FROM_DISCARD, d, 0, 0);
      g_autofree char *label = discard_label (s, seat, d, NULL);
      g_autofree char *caption = g_strdup_printf ("%d", d + 1);
      int selected = -1;
      gboolean legal;

      if (held_src == SPITE_MALICE_FROM_DISCARD && SPITE_MALICE_ACTION_VAL (self->held) == d)
        selected = n - 1 - SPITE_MALICE_ACTION_DEPTH (self->held);
      if (held_src == SPITE_MALICE_FROM_HAND)
        legal = is_legal (self, action_for (self->held, TARGET_DISCARD + d));
      else
        legal = self->my_turn && self->held == 0 && !discarding && n > 0 && source_builds (self, top);
      fan_set (self->fans[d], s->disc[seat][d], n, label);
      fan_set_flags (self->fans[d], selected, legal, self->my_turn && at_cursor == top,
                     target == TARGET_DISCARD + d, self->hover_target == TARGET_DISCARD + d);
      gtk_label_set_text (GTK_LABEL (self->fan_labels[d]), caption);
    }

  /* Hand: the card widgets are kept and updated in place, since one of
   * them may be the one being pressed right now. */
  while (have > (guint) hn)
    gtk_widget_unparent (splay_card_row_get_nth (self->hand_row, --have));
  for (; have < (guint) hn; have++)
    {
      SplayCardWidget *w = active_card_new (MY_CARD_WIDTH);
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
      splay_card_widget_set_selected (w, self->held == h);
      splay_card_widget_set_legal (w, self->my_turn && self->held == 0
                                      && (discarding ? can_discard (self) : source_builds (self, h)));
      splay_card_widget_set_cursor (w, self->my_turn && at_cursor == h);
      splay_card_widget_set_label (w, label);
    }

  {
    int n = s->hand_n[seat];
    /* Translators: your own seat: "Anna · 4 cards in hand" */
    g_autofree char *title = g_strdup_printf (ngettext ("%s · %d card in hand", "%s · %d cards in hand", n),
                                              player_name (self, seat), n);
    gtk_label_set_text (self->my_name_label, title);
    if (self->my_turn)
      gtk_widget_add_css_class (self->my_box, "current-turn");
    else
      gtk_widget_remove_css_class (self->my_box, "current-turn");
  }
}

static void
update_opponent (SplaySpiteMaliceBoard *self, int seat, gboolean visible, gboolean to_act, int width)
{
  Opponent *o = &self->opponents[seat];
  const SpiteMaliceState *s = &self->view;
  const char *name;
  int g = s->goal_n[seat], h = s->hand_n[seat];

  gtk_widget_set_visible (gtk_widget_get_parent (o->box), visible);
  if (!visible)
    return;
  name = player_name (self, seat);
  /* At a full table the hand's backs give way, its size joins the name. */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (o->hand)), width > OPP_CARD_WIDTH_FULL);
  if (width > OPP_CARD_WIDTH_FULL)
    gtk_label_set_text (GTK_LABEL (o->name), name);
  else
    {
      g_autofree char *count = g_strdup_printf (ngettext ("%d in hand", "%d in hand", h), h);
      g_autofree char *title = g_strdup_printf ("%s · %s", name, count);
      gtk_label_set_text (GTK_LABEL (o->name), title);
    }
  if (to_act)
    gtk_widget_add_css_class (o->box, "current-turn");
  else
    gtk_widget_remove_css_class (o->box, "current-turn");

  splay_card_widget_set_card_width (o->goal, width);
  splay_card_widget_set_card_width (o->hand, width);
  splay_card_widget_set_card (o->goal, g > 0 ? s->goal[seat][g - 1] : SPLAY_CARD_NONE);
  splay_card_widget_set_depth (o->goal, MAX (0, g - 1));
  {
    g_autofree char *text = g_strdup_printf (ngettext ("Goal %d", "Goal %d", g), g);
    g_autofree char *label = NULL;

    gtk_label_set_text (GTK_LABEL (o->goal_label), text);
    if (g > 0)
      {
        g_autofree char *top = splay_card_name (s->goal[seat][g - 1]);
        /* Translators: "Anna's goal pile, 12 cards, top: Five of spades" */
        label = g_strdup_printf (ngettext ("%s’s goal pile, %d card, top: %s",
                                           "%s’s goal pile, %d cards, top: %s", g), name, g, top);
      }
    else
      /* Translators: %s is a player name */
      label = g_strdup_printf (_("%s’s goal pile, empty"), name);
    splay_card_widget_set_label (o->goal, label);
  }
  /* A hidden hand shows only its backs and its size. */
  splay_card_widget_set_card (o->hand, h > 0 ? SPLAY_CARD_UNKNOWN : SPLAY_CARD_NONE);
  splay_card_widget_set_depth (o->hand, MAX (0, h - 1));
  {
    /* Translators: the size of an opponent's hand, under its card backs */
    g_autofree char *text = g_strdup_printf (ngettext ("%d in hand", "%d in hand", h), h);
    /* Translators: "Anna's hand, 5 cards" */
    g_autofree char *label = g_strdup_printf (ngettext ("%s’s hand, %d card", "%s’s hand, %d cards", h), name, h);
    gtk_label_set_text (GTK_LABEL (o->hand_label), text);
    splay_card_widget_set_label (o->hand, label);
    splay_board_show_revealed_hand (g_object_get_data (G_OBJECT (o->box), "revealed"),
                                    s->hand[seat], h, width);
  }
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      g_autofree char *label = discard_label (s, seat, d, name);
      if (o->fans[d]->card_width != width)
        {
          o->fans[d]->card_width = width;
          gtk_widget_queue_resize (GTK_WIDGET (o->fans[d]));
        }
      fan_set (o->fans[d], s->disc[seat][d], s->disc_n[seat][d], label);
    }
}

static gboolean
current_hint (SplaySpiteMaliceBoard *self, SplayAction *out)
{
  /* The match keeps the hint; the board only shows it. */
  return self->my_turn && splay_match_get_hint (self->match, self->seat, out);
}

static char *
hint_text (SplaySpiteMaliceBoard *self, SplayAction action)
{
  SplayCard card = spite_malice_source_card (&self->view, self->seat, action);
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

static void
update_texts (SplaySpiteMaliceBoard *self, int to_act)
{
  const SpiteMaliceState *s = &self->view;
  int n = splay_match_get_n_seats (self->match);
  const char *names[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autofree char *turn = NULL;
  g_autofree char *last = NULL;
  g_autofree char *hint = NULL;
  const char *prompt = "";

  for (int i = 0; i < n; i++)
    names[i] = player_name (self, i);
  last = splay_game_describe_last (self->game, names);
  gtk_label_set_text (self->last_label, last && *last ? last : _("The cards are dealt."));

  if (splay_game_is_over (self->game))
    turn = g_strdup (_("Game over"));
  else if (self->my_turn && splay_match_get_n_humans (self->match) > 1)
    /* Translators: %s is a player name; several people share the screen */
    turn = g_strdup_printf (_("Your turn, %s"), player_name (self, self->seat));
  else if (self->my_turn)
    turn = g_strdup (_("Your turn"));
  else if (to_act >= 0)
    /* Translators: whose turn it is; %s is a player name */
    turn = g_strdup_printf (_("%s’s turn"), player_name (self, to_act));
  else
    turn = g_strdup ("");
  gtk_label_set_text (self->turn_label, turn);

  if (self->my_turn)
    {
      gboolean must = spite_malice_must_play (s, self->seat);
      SplayAction hinted;

      if (current_hint (self, &hinted))
        hint = hint_text (self, hinted);
      else if (self->held != 0)
        {
          SplayCard card = spite_malice_source_card (s, self->seat, self->held);
          g_autofree char *name = card != SPLAY_CARD_NONE ? splay_card_name (card) : g_strdup ("?");

          if (SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
            /* Translators: %s is a card; the player has picked it up */
            hint = g_strdup_printf (_("Put the %s on a building pile, or on one of your discard piles to end your turn."), name);
          else
            hint = g_strdup_printf (_("Put the %s on a building pile."), name);
        }
      else if (must)
        hint = g_strdup (_("Aces and twos must be played: play yours before you discard."));
      else
        hint = g_strdup (_("Build from your hand, your goal pile or the top of a discard pile: click a card, then a building pile, or drag it there."));

      if (!must && (self->discard_step || !can_build (self)))
        prompt = _("Discard to end your turn: put a card from your hand on one of your discard piles.");
    }
  gtk_label_set_text (self->hint_label, hint ? hint : "");
  gtk_label_set_text (self->prompt_label, prompt);
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), *prompt != '\0');
}

static void
update_buttons (SplaySpiteMaliceBoard *self)
{
  gboolean only_discard = self->my_turn && !can_build (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.cancel", self->held != 0 || self->discard_step);
  gtk_widget_set_sensitive (self->end_turn_button, self->my_turn);
  if (only_discard || self->discard_step)
    gtk_widget_add_css_class (self->end_turn_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->end_turn_button, "suggested-action");
}

/* Which seat's cards belong on the screen now, and whether the cover must go
 * up first. */
static void
choose_seat (SplaySpiteMaliceBoard *self)
{
  gboolean hand_over;
  int seat;

  if (self->covered)
    return;
  seat = splay_board_seat_for_screen (self->match, self->seat, &hand_over);
  if (!hand_over)
    {
      self->seat = seat;
      return;
    }
  self->seat = -1;
  drop_held (self);
  self->covered = TRUE;
  self->pending_seat = seat;
  splay_board_show_cover (self->match, GTK_WIDGET (self->cover), self->reveal_button, seat);
}

static void
refresh (SplaySpiteMaliceBoard *self)
{
  const SplayRules *rules;
  int to_act = -1, n_seats, opp_width, n_opp;
  guint32 actors;

  if (self->game == NULL)
    return;
  rules = splay_game_get_rules (self->game);
  n_seats = splay_match_get_n_seats (self->match);

  choose_seat (self);
  splay_game_view (self->game, self->covered ? -1 : self->seat, &self->view);
  actors = splay_game_get_actors (self->game);
  for (int s = 0; s < n_seats; s++)
    if ((actors >> s) & 1)
      {
        to_act = s;
        break;
      }
  self->my_turn = self->game != NULL && !self->covered && self->seat >= 0
                  && !splay_game_is_over (self->game) && to_act == self->seat;
  self->n_legal = self->my_turn ? rules->legal (splay_game_get_state (self->game), self->seat, self->legal) : 0;

  /* A held card that is gone (the turn moved on, the hand changed) is let go. */
  if (self->held != 0
      && (!self->my_turn
          || spite_malice_source_card (&self->view, self->seat, self->held) == SPLAY_CARD_NONE
          || (SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND
              && (SPITE_MALICE_ACTION_TARGET (self->held) >= hand_n (self)
                  || splay_card_rank (self->view.hand[self->seat][SPITE_MALICE_ACTION_TARGET (self->held)])
                     != SPITE_MALICE_ACTION_VAL (self->held)))))
    drop_held (self);
  if (!self->my_turn)
    self->discard_step = FALSE;
  {
    SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
    int n = sources (self, src);
    self->source_cursor = CLAMP (self->source_cursor, 0, MAX (n - 1, 0));
  }

  update_centre (self);
  update_mine (self);
  update_texts (self, to_act);
  update_buttons (self);

  n_opp = n_seats - (self->seat >= 0 ? 1 : 0);
  opp_width = n_opp >= 5 ? OPP_CARD_WIDTH_FULL
              : n_opp == 4 ? OPP_CARD_WIDTH_4
              : n_opp == 3 ? OPP_CARD_WIDTH_3 : OPP_CARD_WIDTH;
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->opponents_box), MAX (n_opp, 1));
  for (int s = 0; s < SPITE_MALICE_MAX_SEATS; s++)
    update_opponent (self, s, s < n_seats && s != self->seat,
                     s == to_act && !splay_game_is_over (self->game), opp_width);
  /* Opponents sit in the order they play after the seat at the screen. */
  if (self->sorted_for != self->seat)
    {
      self->sorted_for = self->seat;
      gtk_flow_box_invalidate_sort (GTK_FLOW_BOX (self->opponents_box));
    }
}

/* ---- signals from the match ---- */

static void
on_game_started (SplaySpiteMaliceBoard *self, SplayGame *game)
{
  self->game = game;
  drop_held (self);
  self->discard_step = FALSE;
  self->source_cursor = 0;
  refresh (self);
}

static void
on_action_applied (SplaySpiteMaliceBoard *self, SplayGame *game, int seat, guint action, guint index)
{
  self->game = game;
  refresh (self);
}

static void
on_reveal_clicked (SplaySpiteMaliceBoard *self)
{
  if (!self->covered)
    return;
  self->covered = FALSE;
  self->seat = self->pending_seat;
  gtk_widget_set_visible (GTK_WIDGET (self->cover), FALSE);
  self->source_cursor = 0;
  drop_held (self);
  refresh (self);
  splay_match_set_paused (self->match, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* ---- keyboard actions ---- */

static void
move (SplaySpiteMaliceBoard *self, int to, gboolean absolute)
{
  if (self->held != 0)
    {
      int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
      int n = targets (self, t);
      int i = absolute ? to : self->target_cursor + to;
      if (n > 0)
        self->target_cursor = ((i % n) + n) % n;
    }
  else
    {
      SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
      int n = sources (self, src);
      int i = absolute ? to : self->source_cursor + to;
      if (n > 0)
        self->source_cursor = ((i % n) + n) % n;
    }
  refresh (self);
}

static void
next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  move (SPLAY_SPITE_MALICE_BOARD (widget), 1, FALSE);
}

static void
previous_action (GtkWidget *widget, const char *name, GVariant *param)
{
  move (SPLAY_SPITE_MALICE_BOARD (widget), -1, FALSE);
}

static void
first_action (GtkWidget *widget, const char *name, GVariant *param)
{
  move (SPLAY_SPITE_MALICE_BOARD (widget), 0, TRUE);
}

static void
last_action (GtkWidget *widget, const char *name, GVariant *param)
{
  move (SPLAY_SPITE_MALICE_BOARD (widget), -1, TRUE);
}

/* With a card held, Up goes to the building piles and Down to the discard
 * piles. */
static void
row_jump (SplaySpiteMaliceBoard *self, gboolean down)
{
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n = targets (self, t);

  for (int i = 0; i < n; i++)
    if ((t[i] >= TARGET_DISCARD) == down)
      {
        self->target_cursor = i;
        break;
      }
  refresh (self);
}

static void
up_action (GtkWidget *widget, const char *name, GVariant *param)
{
  row_jump (SPLAY_SPITE_MALICE_BOARD (widget), FALSE);
}

static void
down_action (GtkWidget *widget, const char *name, GVariant *param)
{
  row_jump (SPLAY_SPITE_MALICE_BOARD (widget), TRUE);
}

static gboolean
pick_up_under_cursor (SplaySpiteMaliceBoard *self)
{
  SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
  int n = sources (self, src);

  if (n == 0 || !self->my_turn)
    {
      /* Let the rules say why nothing can be moved now. */
      apply (self, SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, SPITE_MALICE_FROM_GOAL, 0, 0, 0));
      return FALSE;
    }
  hold (self, src[CLAMP (self->source_cursor, 0, n - 1)]);
  return self->held != 0;
}

static void
pick_up_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  if (self->held != 0)
    drop_held (self);
  else
    pick_up_under_cursor (self);
  refresh (self);
}

static void
target_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);
  int pile = g_variant_get_int32 (param) - 1;
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n;

  if (self->held == 0 && !pick_up_under_cursor (self))
    {
      refresh (self);
      return;
    }
  n = targets (self, t);
  for (int i = 0; i < n; i++)
    if (t[i] == pile)
      self->target_cursor = i;
  refresh (self);
}

static void
new_pile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n;

  if (self->held == 0 && !pick_up_under_cursor (self))
    {
      refresh (self);
      return;
    }
  n = targets (self, t);
  for (int i = 0; i < n; i++)
    if (t[i] == TARGET_NEW)
      self->target_cursor = i;
  refresh (self);
}

static void
place_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  /* Enter with nothing held picks up the card under the cursor. */
  if (self->held == 0)
    pick_up_under_cursor (self);
  else
    place (self, current_target (self));
  refresh (self);
}

/* The turn ends with a discard: with a hand card held, this goes to the
 * discard piles; with none, the rules say so and the board asks for one. */
static void
end_turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  if (self->held != 0 && SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
    {
      self->discard_step = TRUE;
      row_jump (self, TRUE);
      return;
    }
  drop_held (self);
  if (!apply (self, SPITE_MALICE_ACTION (SPITE_MALICE_END, 0, 0, 0, 0)) && self->my_turn)
    {
      self->discard_step = TRUE;
      self->source_cursor = 0;
    }
  refresh (self);
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  if (self->held != 0)
    drop_held (self);
  else
    self->discard_step = FALSE;
  refresh (self);
}

static void
reveal_action (GtkWidget *widget, const char *name, GVariant *param)
{
  on_reveal_clicked (SPLAY_SPITE_MALICE_BOARD (widget));
}

/* ---- object ---- */

/* Behind the cover, the keyboard belongs to the button that lifts it. */
static gboolean
splay_spite_malice_board_grab_focus (GtkWidget *widget)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  if (self->covered)
    return gtk_widget_grab_focus (self->reveal_button);
  return GTK_WIDGET_CLASS (splay_spite_malice_board_parent_class)->grab_focus (widget);
}

static void
splay_spite_malice_board_dispose (GObject *object)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_pointer (&self->overlay, gtk_widget_unparent);
  g_clear_object (&self->match);
  g_clear_pointer (&self->last_message, g_free);
  G_OBJECT_CLASS (splay_spite_malice_board_parent_class)->dispose (object);
}

static void
splay_spite_malice_board_class_init (SplaySpiteMaliceBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_spite_malice_board_dispose;
  widget_class->grab_focus = splay_spite_malice_board_grab_focus;

  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "splay-spite-malice-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_install_action (widget_class, "board.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "board.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "board.first", NULL, first_action);
  gtk_widget_class_install_action (widget_class, "board.last", NULL, last_action);
  gtk_widget_class_install_action (widget_class, "board.up", NULL, up_action);
  gtk_widget_class_install_action (widget_class, "board.down", NULL, down_action);
  gtk_widget_class_install_action (widget_class, "board.pick-up", NULL, pick_up_action);
  gtk_widget_class_install_action (widget_class, "board.target", "i", target_action);
  gtk_widget_class_install_action (widget_class, "board.new-pile", NULL, new_pile_action);
  gtk_widget_class_install_action (widget_class, "board.place", NULL, place_action);
  gtk_widget_class_install_action (widget_class, "board.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "board.reveal", NULL, reveal_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "board.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "board.last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "board.up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "board.down", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.pick-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.place", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.place", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "board.new-pile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "board.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  for (int k = 1; k <= 9; k++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + k, 0, "board.target", "i", k);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + k, 0, "board.target", "i", k);
    }
}

static void
splay_spite_malice_board_init (SplaySpiteMaliceBoard *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *table = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *centre = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);

  self->seat = -1;
  self->pending_seat = -1;
  self->hover_target = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  self->overlay = gtk_overlay_new ();
  gtk_widget_set_parent (self->overlay, GTK_WIDGET (self));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_overlay_set_child (GTK_OVERLAY (self->overlay), scroller);
  gtk_widget_set_margin_top (table, 6);
  gtk_widget_set_margin_bottom (table, 6);
  gtk_widget_set_margin_start (table, 12);
  gtk_widget_set_margin_end (table, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), table);

  /* Many opponents wrap onto a second row on a narrow window. */
  self->opponents_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->opponents_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->opponents_box), SPITE_MALICE_MAX_SEATS);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->opponents_box), 12);
  gtk_flow_box_set_sort_func (GTK_FLOW_BOX (self->opponents_box), opponent_order, self, NULL);
  gtk_widget_set_focusable (self->opponents_box, FALSE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->opponents_box), TRUE);
  self->sorted_for = -2;
  gtk_box_append (GTK_BOX (table), self->opponents_box);
  for (int s = 0; s < SPITE_MALICE_MAX_SEATS; s++)
    build_opponent (self, &self->opponents[s], s);

  gtk_widget_set_halign (centre, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (centre, TRUE);
  gtk_widget_set_valign (centre, GTK_ALIGN_CENTER);
  build_centre (self, centre);
  gtk_box_append (GTK_BOX (table), centre);

  build_mine (self);
  gtk_box_append (GTK_BOX (table), self->my_box);

  self->reveal_button = gtk_button_new ();
  gtk_widget_set_halign (self->reveal_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->reveal_button, "pill");
  gtk_widget_add_css_class (self->reveal_button, "suggested-action");
  g_signal_connect_object (self->reveal_button, "clicked", G_CALLBACK (on_reveal_clicked), self, G_CONNECT_SWAPPED);
  self->cover = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->cover, "system-users-symbolic");
  adw_status_page_set_child (self->cover, self->reveal_button);
  gtk_widget_add_css_class (GTK_WIDGET (self->cover), "privacy-cover");
  gtk_widget_set_visible (GTK_WIDGET (self->cover), FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->overlay), GTK_WIDGET (self->cover));
}

GtkWidget *
splay_spite_malice_board_new (SplayMatch *match)
{
  SplaySpiteMaliceBoard *self;

  g_return_val_if_fail (SPLAY_IS_MATCH (match), NULL);

  self = g_object_new (SPLAY_TYPE_SPITE_MALICE_BOARD, NULL);
  self->match = g_object_ref (match);
  g_signal_connect_object (match, "game-started", G_CALLBACK (on_game_started), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "action-applied", G_CALLBACK (on_action_applied), self, G_CONNECT_SWAPPED);
  self->game = splay_match_get_current_game (match);
  refresh (self);
  return GTK_WIDGET (self);
}

void
splay_spite_malice_board_show_hint (SplaySpiteMaliceBoard *self, SplayAction action)
{
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int src, val, target, n, hand_index = 0;
  SplayAction source;

  g_return_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self));

  if (!self->my_turn || self->covered || !is_legal (self, action))
    return;

  /* The hint's card is picked up and the keyboard's target is where it
   * goes: the board marks both, and "place" plays it. */
  src = SPITE_MALICE_ACTION_SRC (action);
  val = SPITE_MALICE_ACTION_VAL (action);
  if (src == SPITE_MALICE_FROM_HAND)
    for (int i = hand_n (self) - 1; i >= 0; i--)
      if (splay_card_rank (self->view.hand[self->seat][i]) == val)
        hand_index = i;
  source = source_make (src, val, SPITE_MALICE_ACTION_DEPTH (action), hand_index);
  drop_held (self);
  self->discard_step = FALSE;
  set_source_cursor_to (self, source);
  hold (self, source);
  switch (SPITE_MALICE_ACTION_KIND (action))
    {
    case SPITE_MALICE_NEW:
      target = TARGET_NEW;
      break;
    case SPITE_MALICE_DISCARD:
      target = TARGET_DISCARD + SPITE_MALICE_ACTION_TARGET (action);
      break;
    default:
      target = SPITE_MALICE_ACTION_TARGET (action);
      break;
    }
  n = targets (self, t);
  for (int i = 0; i < n; i++)
    if (t[i] == target)
      self->target_cursor = i;
  refresh (self);
}

gboolean
splay_spite_malice_board_get_hint (SplaySpiteMaliceBoard *self, SplayAction *out)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), FALSE);
  return current_hint (self, out);
}

SplayMatch *
splay_spite_malice_board_get_match (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  return self->match;
}

int
splay_spite_malice_board_get_seat (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), -1);
  return self->covered ? -1 : self->seat;
}

gboolean
splay_spite_malice_board_is_covered (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), FALSE);
  return self->covered;
}

int
splay_spite_malice_board_get_hand (SplaySpiteMaliceBoard *self, SplayCard *out)
{
  int n;

  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), 0);
  n = hand_n (self);
  if (n > 0)
    memcpy (out, self->view.hand[self->seat], n * sizeof (SplayCard));
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
splay_spite_malice_board_get_turn_text (SplaySpiteMaliceBoard *self)
{
  return gtk_label_get_text (self->turn_label);
}

const char *
splay_spite_malice_board_get_last_text (SplaySpiteMaliceBoard *self)
{
  return gtk_label_get_text (self->last_label);
}

const char *
splay_spite_malice_board_get_hint_text (SplaySpiteMaliceBoard *self)
{
  return gtk_label_get_text (self->hint_label);
}

const char *
splay_spite_malice_board_get_prompt_text (SplaySpiteMaliceBoard *self)
{
  return gtk_label_get_text (self->prompt_label);
}

const char *
splay_spite_malice_board_get_last_message (SplaySpiteMaliceBoard *self)
{
  return self->last_message;
}

const char *
splay_spite_malice_board_get_pile_text (SplaySpiteMaliceBoard *self, int pile)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  if (pile < 0 || pile >= self->view.n_piles)
    return NULL;
  return splay_card_widget_get_label (self->piles[pile].card);
}

const char *
splay_spite_malice_board_get_discard_text (SplaySpiteMaliceBoard *self, int pile)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  g_return_val_if_fail (pile >= 0 && pile < SPITE_MALICE_DISCARDS, NULL);
  return self->fans[pile]->label;
}

const char *
splay_spite_malice_board_get_goal_text (SplaySpiteMaliceBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPITE_MALICE_BOARD (self), NULL);
  return splay_card_widget_get_label (self->goal);
}
