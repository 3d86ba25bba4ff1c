/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-speed-board-private.h"
#include "splay-board-private.h"
#include "splay-card-size.h"
#include "splay-card-widget.h"
#include "splay-overlap-layout.h"
#include "../engine/speed-core.h"

G_DEFINE_FINAL_TYPE (SplaySpeedBoard, splay_speed_board, SPLAY_TYPE_BOARD)

/* The table as the seat at the screen sees it. */
const SpeedState *
splay_speed_board_table (SplaySpeedBoard *self)
{
  return splay_board_get_table (SPLAY_BOARD (self));
}

/* ---- helpers ---- */

/* What @seat's area shows: its own view for a person, else the view of the
 * person at the bottom. */
const SpeedState *
splay_speed_board_area_table (SplaySpeedBoard *self, int seat)
{
  return self->views[seat] != NULL ? splay_view_get_state (self->views[seat])
                                   : splay_speed_board_table (self);
}

gboolean
splay_speed_board_game_running (SplaySpeedBoard *self)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  return view != NULL && splay_view_get_state (view) != NULL && !splay_view_is_over (view);
}

gboolean
splay_speed_board_seat_is_human (SplaySpeedBoard *self, int seat)
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
void
splay_speed_board_say (SplaySpeedBoard *self, const char *message, gboolean refused)
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
void
splay_speed_board_play_effect (SplaySpeedBoard *self, GtkWidget *widget, const char *css_class,
                               guint ms, gboolean counted)
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

/* What a table's texts say in: its players' names, and the person's
 * language or (@english) the English that the layout's model was measured
 * with (splay-speed-board-layout.c). */
typedef struct
{
  const char *names[SPEED_MAX_SEATS];
  gboolean english;
} Words;

/* @msgid (marked with N_()) in @w's language. */
#define WORD(w, msgid) ((w)->english ? (msgid) : _(msgid))

static Words
view_words (SplayView *view, int n_seats)
{
  Words w = { { NULL } };

  for (int seat = 0; seat < MIN (n_seats, SPEED_MAX_SEATS); seat++)
    w.names[seat] = splay_view_get_name (view, seat);
  return w;
}

/* Why a seat cannot say Ready. */
typedef enum
{
  REASON_NONE,
  REASON_OVER,
  REASON_PAUSED,
  REASON_CUT,
  REASON_CLAIM,
  REASON_WAITING,
  REASON_MUST_MOVE,
  REASON_CANNOT,
  N_REASONS
} Reason;

/* @reason in words, for @seat of table @s (REASON_WAITING names those in
 * @s that have not said Ready). */
static char *
reason_text (const Words *w, const SpeedState *s, int seat, Reason reason)
{
  g_autoptr (GString) waiting = NULL;

  switch (reason)
    {
    case REASON_NONE: return NULL;
    case REASON_OVER: return g_strdup (WORD (w, N_("The game is over.")));
    case REASON_PAUSED: return g_strdup (WORD (w, N_("Ready waits until the game is resumed.")));
    case REASON_CUT:
      return g_strdup (WORD (w, N_("Ready comes after the cut: take a packet first.")));
    case REASON_CLAIM:
      return g_strdup (WORD (w, N_("Ready comes after the round: claim a pile first.")));
    case REASON_WAITING:
      waiting = g_string_new (NULL);
      for (int o = 0; o < s->n_seats; o++)
        if (o != seat && !(s->ready & (1u << o)))
          {
            if (waiting->len > 0)
              /* Translators: separates player names in a list */
              g_string_append (waiting, WORD (w, N_(", ")));
            g_string_append (waiting, w->names[o]);
          }
      /* Translators: you said Ready; %s are the players who have not yet */
      return g_strdup_printf (WORD (w, N_("You are ready; waiting for %s.")), waiting->str);
    case REASON_MUST_MOVE:
      return g_strdup (WORD (
          w, N_("Ready is for when you cannot play: you can still play a card or uncover one.")));
    case REASON_CANNOT:
    case N_REASONS:
    default: return g_strdup (WORD (w, N_("Ready cannot be said now.")));
    }
}

/* Why @seat cannot say Ready now, in words; NULL when it can. */
static char *
ready_reason (SplayView *view, const SpeedState *s, int seat, gboolean may_ready)
{
  Reason reason = REASON_CANNOT;
  Words w;

  if (splay_view_is_over (view) || s->phase == SPEED_PHASE_OVER)
    reason = REASON_OVER;
  else if (splay_view_get_paused (view))
    reason = REASON_PAUSED;
  else if (may_ready)
    reason = REASON_NONE;
  else if (s->phase == SPEED_PHASE_CUT)
    reason = REASON_CUT;
  else if (s->phase == SPEED_PHASE_CLAIM)
    reason = REASON_CLAIM;
  else if (s->ready & (1u << seat))
    reason = REASON_WAITING;
  else if (speed_seat_must_move (s, seat))
    reason = REASON_MUST_MOVE;
  w = view_words (view, s->n_seats);
  return reason_text (&w, s, seat, reason);
}

/* ---- showing the state ---- */

/* @seat's heading: who, and how many cards to play and in the deck. */
static char *
seat_heading (const Words *w, int seat, int to_play, int deck, gboolean ready)
{
  char *title;

  /* Translators: a seat's heading: "Anna · 9 to play · 13 in the deck" */
  title = g_strdup_printf (WORD (w, N_("%s · %d to play · %d in the deck")), w->names[seat],
                           to_play, deck);
  if (ready)
    {
      /* Translators: added to a seat's heading once that player said Ready */
      char *t = g_strdup_printf (WORD (w, N_("%s · ready")), title);
      g_free (title);
      title = t;
    }
  return title;
}

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
  gboolean hand_slots = splay_speed_board_slot_is_hand (s, seat);
  int keyset = keyset_of (self, seat);
  int layout = 0;
  g_autofree char *title = NULL;
  Words words;
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
                                           self->sizes.narrow ? NARROW_EDGES : G_MAXINT));
      {
        /* The cards that travel: the face-down ones as backs. */
        SplayCard cards[G_N_ELEMENTS (s->col[seat][c])];
        for (int k = 0; k < n; k++)
          cards[k] = k < down ? SPLAY_CARD_UNKNOWN : s->col[seat][c][k];
        splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (w), cards, n);
      }
      splay_card_widget_set_label (w, label);
      splay_card_widget_set_selected (w, !hand_slots && self->picked[seat] == c);
      /* The hand, when it shows, takes the columns' place in the row. */
      gtk_widget_set_visible (a->col_boxes[c], !hand_slots);
      /* A seat without keys (a computer's) has no line of them. */
      gtk_widget_set_visible (GTK_WIDGET (a->col_keys[c]), keyset >= 0);
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
      gtk_widget_set_visible (GTK_WIDGET (a->hand_keys[i]), keyset >= 0);
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
      splay_card_widget_set_depth (
          a->deck, MIN (s->deck_n[seat] - 1, self->sizes.narrow ? NARROW_EDGES : 6));
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
  words = view_words (view, s->n_seats);
  title = seat_heading (&words, seat, layout, s->deck_n[seat], s->ready & (1u << seat));
  gtk_label_set_text (a->name, title);

  gtk_widget_set_visible (a->controls, human);
  gtk_widget_set_visible (GTK_WIDGET (a->ready_reason), human);
  if (human)
    {
      gboolean may_ready = splay_speed_board_legal_for (self, seat, speed_ready ());
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
      splay_speed_board_set_ready_tooltip (a, self->sizes.narrow || self->sizes.compact);
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
      gboolean may_claim = self->primary >= 0
                           && splay_speed_board_legal_for (self, self->primary, speed_claim (p));
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
          GtkWidget *label;

          gtk_button_set_label (GTK_BUTTON (self->cut_buttons[p]), t);
          /* Two by two on a narrow table, a long label wraps. */
          label = gtk_button_get_child (GTK_BUTTON (self->cut_buttons[p]));
          if (GTK_IS_LABEL (label))
            {
              gtk_label_set_wrap (GTK_LABEL (label), TRUE);
              gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
            }
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
  splay_speed_board_play_effect (self, target, "speed-landed", LANDED_MS, FALSE);
}

/* ---- SplayBoard ---- */

static void
splay_speed_board_update (SplayBoard *board, SplayView *view)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  SplayMatch *match = splay_board_get_match (board);
  const SpeedState *s = splay_view_get_state (view);

  /* The sizes make room for the texts with the players' names, known
   * from the first view on (splay_speed_board_texts ()). */
  if (!self->named)
    {
      self->named = TRUE;
      self->laid_width = 0;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
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
      const SpeedState *own = splay_speed_board_area_table (self, seat);
      /* A picked card that went (played by a stack or a turn) is unpicked. */
      if (self->picked[seat] >= 0
          && splay_speed_board_slot_widget (self, seat, self->picked[seat]) != NULL
          && speed_source_card (own, seat,
                                splay_speed_board_slot_source (own, seat, self->picked[seat]))
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

/* What the turn line says. */
typedef enum
{
  TURN_WON,       /* @seat won */
  TURN_OVER,      /* the game is over, no winner */
  TURN_YOUR_CUT,  /* @seat, a person, takes a packet */
  TURN_THEIR_CUT, /* @seat, a computer, takes a packet */
  TURN_CLAIM,
  TURN_UNCOVER, /* before the first cards, the person's still face down */
  TURN_START,   /* before the first cards */
  TURN_STUCK,
  TURN_PLAY,
  N_TURNS
} Turn;

/* @turn in words, in game @s's words (its kind and round). */
static char *
turn_text (const Words *w, const SpeedState *s, Turn turn, int seat)
{
  switch (turn)
    {
    case TURN_WON:
      /* Translators: %s is the winner */
      return g_strdup_printf (WORD (w, N_("Game over: %s wins")), w->names[seat]);
    case TURN_OVER: return g_strdup (WORD (w, N_("The game is over.")));
    case TURN_YOUR_CUT:
      /* Translators: Splat's cut; %s is a player name */
      return g_strdup_printf (WORD (w, N_("%s, take a packet of the cut")), w->names[seat]);
    case TURN_THEIR_CUT:
      return g_strdup_printf (WORD (w, N_("%s is taking a packet of the cut")), w->names[seat]);
    case TURN_CLAIM:
      return g_strdup (s->game == SPEED_GAME_SPIT
                           ? WORD (w, N_("The round is over: claim the smaller pile!"))
                           : WORD (w, N_("Splat the smaller pile!")));
    case TURN_UNCOVER:
      /* Translators: %d is the round; before the first cards are turned */
      return g_strdup_printf (WORD (w, N_("Round %d: uncover your cards, then say Ready")),
                              s->round);
    case TURN_START:
      /* Translators: %d is the round */
      return g_strdup_printf (WORD (w, N_("Round %d: say Ready to turn the first cards")),
                              s->round);
    case TURN_STUCK:
      return g_strdup (WORD (w, N_("Nobody can play: say Ready to turn the next cards")));
    case TURN_PLAY:
    case N_TURNS:
    default:
      /* Translators: %d is the round */
      return g_strdup_printf (WORD (w, N_("Round %d: play a card one rank up or down")), s->round);
    }
}

static char *
splay_speed_board_get_turn_text (SplayBoard *board, SplayView *view)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  const SpeedState *s = splay_view_get_state (view);
  const SpeedState *mine
      = self->primary >= 0 ? splay_speed_board_area_table (self, self->primary) : s;
  Turn turn = TURN_PLAY;
  int seat = -1;
  Words words;

  if (splay_view_is_over (view))
    {
      turn = s->winner != SPEED_NONE ? TURN_WON : TURN_OVER;
      seat = s->winner;
    }
  else if (s->phase == SPEED_PHASE_CUT)
    {
      if (s->chooser == SPEED_NONE)
        return g_strdup ("");
      turn = splay_view_seat_is_human (view, s->chooser) ? TURN_YOUR_CUT : TURN_THEIR_CUT;
      seat = s->chooser;
    }
  else if (s->phase == SPEED_PHASE_CLAIM)
    turn = TURN_CLAIM;
  else if (!s->started && self->primary >= 0 && speed_seat_must_move (mine, self->primary))
    turn = TURN_UNCOVER;
  else if (!s->started)
    turn = TURN_START;
  else if (splay_view_get_stuck (view))
    turn = TURN_STUCK;
  words = view_words (view, s->n_seats);
  return turn_text (&words, s, turn, seat);
}

/* Every text the turn line (@turn) and the person's reason under Ready
 * (@reasons) may show in this match, and the longest heading of each
 * seat's (two-digit counts, Ready said): with the players' names in the
 * person's language, or (@model) with short names in English, the texts
 * that the layout's model was measured with. */
void
splay_speed_board_texts (SplaySpeedBoard *self, gboolean model, GPtrArray *turn, GPtrArray *reasons,
                         GPtrArray *headings)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  static const char *const short_names[SPEED_MAX_SEATS]
      = { "Ada", "Robot 1", "Robot 2", "Robot 3" };
  Words w;
  SpeedState s;

  if (view == NULL || splay_view_get_state (view) == NULL)
    return;
  s = *(const SpeedState *) splay_view_get_state (view);
  s.round = 88;
  w = view_words (view, s.n_seats);
  if (model)
    {
      w.english = TRUE;
      for (int seat = 0; seat < s.n_seats; seat++)
        w.names[seat] = short_names[(seat - MAX (self->primary, 0) + s.n_seats) % s.n_seats];
    }
  for (Turn t = 0; t < N_TURNS; t++)
    for (int seat = 0; seat < (t <= TURN_THEIR_CUT ? s.n_seats : 1); seat++)
      g_ptr_array_add (turn, turn_text (&w, &s, t, seat));
  if (self->primary >= 0)
    {
      /* Waiting for every other seat. */
      s.ready = 1u << self->primary;
      for (Reason r = REASON_OVER; r < N_REASONS; r++)
        g_ptr_array_add (reasons, reason_text (&w, &s, self->primary, r));
    }
  for (int seat = 0; seat < s.n_seats; seat++)
    g_ptr_array_add (headings, seat_heading (&w, seat, 88, 88, TRUE));
}

/* Every line the status may say of a move in this match (with the
 * players' names, in the person's language), for the layout to make room
 * for the longest: each seat's play from a column of tens onto each pile,
 * its move of two of them, its turning one over and its Ready that turns
 * the next cards. */
void
splay_speed_board_move_texts (SplaySpeedBoard *self, GPtrArray *moves)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  const SplayRules *rules = splay_match_get_rules (splay_board_get_match (SPLAY_BOARD (self)));
  SplayCard ten = splay_card_make (0, SPLAY_SUIT_DIAMONDS, 10);
  SpeedState s;

  if (view == NULL || splay_view_get_state (view) == NULL || rules->describe == NULL)
    return;
  s = *(const SpeedState *) splay_view_get_state (view);
  for (int seat = 0; seat < s.n_seats; seat++)
    {
      const char *name = splay_view_get_name (view, seat);
      int c = SPEED_COLUMNS - 1;

      s.col_n[seat][c] = 3;
      s.col_down[seat][c] = 1;
      for (int i = 0; i < 3; i++)
        s.col[seat][c][i] = ten;
      for (int p = 0; p < s.n_seats; p++)
        g_ptr_array_add (moves, rules->describe (&s, seat, speed_play (c, p), name));
      g_ptr_array_add (moves, rules->describe (&s, seat, speed_stack (c, c - 1), name));
      g_ptr_array_add (moves, rules->describe (&s, seat, speed_turn (c), name));
      s.ready = ((1u << s.n_seats) - 1) & ~(1u << seat);
      g_ptr_array_add (moves, rules->describe (&s, seat, speed_ready (), name));
    }
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
      splay_speed_board_build_area (self, s, splay_match_seat_is_human (match, s));
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
  g_clear_pointer (&self->text_widths, g_hash_table_unref);
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
  board_class->pass_the_screen = FALSE;
  board_class->hides_cards_when_paused = TRUE;
  board_class->setup = splay_speed_board_setup;
  board_class->reset = splay_speed_board_reset;
  board_class->update = splay_speed_board_update;
  board_class->get_turn_text = splay_speed_board_get_turn_text;
  board_class->message = splay_speed_board_message;
  board_class->show_hint = splay_speed_board_show_hint;
  board_class->describe_hint = splay_speed_board_describe_hint;
  board_class->size_cards = splay_speed_board_size_cards;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-speed-board.ui");
  gtk_widget_class_set_css_name (widget_class, "splay-speed-board");
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, table);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, turn_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, status_row);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, pause_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, top_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, middle);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, cut_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, message_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySpeedBoard, bottom_box);

  gtk_widget_class_install_action (widget_class, "board.pick", "(ii)",
                                   splay_speed_board_pick_action);
  gtk_widget_class_install_action (widget_class, "board.pile", "(ii)",
                                   splay_speed_board_pile_action);
  gtk_widget_class_install_action (widget_class, "board.ready", "i",
                                   splay_speed_board_ready_action);
  gtk_widget_class_install_action (widget_class, "board.pause", NULL,
                                   splay_speed_board_pause_action);

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

/* The fonts of the texts the layout measures (splay-speed-board-layout.c). */
static const char *const probe_classes[] = {
  "title-3", "title-4", "caption", "heading", "caption-heading", "dim-label",
};

static void
splay_speed_board_init (SplaySpeedBoard *self)
{
  self->effects = g_ptr_array_new ();
  self->primary = -1;
  /* Until the first allocation sizes the board (named: a positional list
   * once slid every width into a flag when the struct grew). */
  self->sizes
      = (Sizes){ .mine = MY_CARD_WIDTH, .other = OTHER_CARD_WIDTH, .pile = PILE_CARD_WIDTH };
  self->flashed_game = G_MAXUINT;
  for (int k = 0; k < N_KEYSETS; k++)
    self->keyset_seat[k] = -1;
  for (int s = 0; s < SPEED_MAX_SEATS; s++)
    self->picked[s] = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  splay_speed_board_build_piles (self);
  /* Never shown: texts are measured in their fonts on the table, each
   * font's label made now rather than while the table is laid out. */
  self->probes = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_visible (self->probes, FALSE);
  gtk_box_append (GTK_BOX (self->table), self->probes);
  for (guint i = 0; i < G_N_ELEMENTS (probe_classes); i++)
    splay_speed_board_probe (self, probe_classes[i]);
}

/* A label in @css_class's font on the table, never shown (made for
 * each of probe_classes[] when the board is). */
GtkWidget *
splay_speed_board_probe (SplaySpeedBoard *self, const char *css_class)
{
  GtkWidget *probe;

  for (probe = gtk_widget_get_first_child (self->probes); probe != NULL;
       probe = gtk_widget_get_next_sibling (probe))
    if (gtk_widget_has_css_class (probe, css_class))
      return probe;
  probe = gtk_label_new (NULL);
  gtk_widget_add_css_class (probe, css_class);
  gtk_box_append (GTK_BOX (self->probes), probe);
  return probe;
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
