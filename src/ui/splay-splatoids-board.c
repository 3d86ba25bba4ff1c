/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-splatoids-board.h"
#include "splay-board-private.h"
#include "splay-board-status.h"
#include "splay-board-keys.h"
#include "splay-card-row.h"
#include "splay-card-size.h"
#include "splay-card-widget.h"
#include "splay-plain-text.h"
#include "../engine/splatoids.h"

/* The cards are sized for the space the board has (size_cards): the
 * player's own between a readable least and a generous most, the
 * opponents' smaller. These are the sizes before the first allocation. */
#define CARD_WIDTH_MIN 40
#define CARD_WIDTH_MAX 196
#define CARD_WIDTH_START 68
#define OPPONENT_WIDTH_MIN 24
#define OPPONENT_WIDTH_MAX 112
#define DISCARD_FAN 3
/* Below this width the opponents sit in rows, one under the other, and
 * the buttons lose their pill padding. */
#define NARROW_WIDTH 600
/* The room the status text needs beside the discard pile. */
#define STATUS_MIN_WIDTH 160
#define STATUS_WIDTH 260
#define OPPONENT_HEAD_WIDTH 112
/* The person's own cards take at most this part of the height. */
#define MY_SHARE 0.6
/* The person's hand keeps the room of this many cards (in one row beside
 * the piles, overlapped to their corners) however many it holds: the
 * cards keep their size as the hand grows and shrinks, up to a hand this
 * long. */
#define HAND_ROOM 10
/* Kept free under the part that scrolls: its measure at the board's width
 * and its allocation can differ by a few pixels of wrapped text. */
#define SPARE 8

/* An opponent's place at the table: name, hand size, table piles. */
typedef struct
{
  GtkWidget *box;
  GtkWidget *line; /* head and piles: a column, or a row when compact */
  GtkWidget *head;
  GtkWidget *name;
  SplayCardWidget *hand;
  GtkWidget *count;
  GtkWidget *hand_box; /* the hand's backs and count: hidden for a known hand in words */
  GtkWidget *piles;
  /* The hand when every card of it is known (picked up in view of all;
   * a replay showing every card): as cards beside the piles where a lone
   * opponent has the width; else (two or three opponents, a phone) in
   * words in the count's place, "3 cards: 3 7 K" (set_head_line ()).
   * Neither takes the table a row, so it keeps its height (and the cards
   * their size). */
  GtkWidget *revealed;
  GtkWidget *table_line; /* the piles, and the known hand beside them */
  GtkWidget *known_text;
  gboolean known;  /* the hand is shown, as cards or in words */
  gboolean beside; /* ... as cards beside the piles */
} Opponent;

struct _SplaySplatoidsBoard
{
  SplayBoard parent_instance;

  /* Template widgets */
  GtkWidget *table;
  GtkBox *opponents_box;
  GtkBox *centre_box;
  GtkWidget *status;
  GtkWidget *buttons_box;
  AdwBin *discard_bin;
  GtkLabel *discard_label;
  GtkLabel *burned_label;
  GtkWidget *my_box;
  GtkLabel *my_name_label;
  GtkBox *my_table_box;
  GtkWidget *my_cards_box;
  SplayCardRow *hand_row;
  GtkWidget *play_button;
  GtkWidget *pick_up_button;
  GtkWidget *end_turn_button;

  SplayCardWidget *discard;
  SplayCardWidget *my_piles[SPLATOIDS_MAX_PILES];
  Opponent opponents[SPLATOIDS_MAX_SEATS];

  SplayCard hand[SPLATOIDS_MAX_CARDS];
  int hand_n;
  gboolean selected[SPLATOIDS_MAX_CARDS];
  int selected_pile; /* -1 none */
  int cursor;

  /* Sizes for the space the board has (size_cards). */
  int card_width;
  int opponent_width;
  int compact; /* how the opponents sit: SIDE_BY_SIDE, ... */
  /* The space the cards were last sized for; 0 when the table changed
   * since (size_cards searches again only then). */
  int sized_width, sized_height;
  gboolean show_backs;   /* the opponents' hands as backs: a tall window */
  gboolean side_by_side; /* my piles beside my hand: a wide window */
};

G_DEFINE_FINAL_TYPE (SplaySplatoidsBoard, splay_splatoids_board, SPLAY_TYPE_BOARD)

/* The table as the seat at the screen sees it. */
static const SplatoidsState *
table (SplaySplatoidsBoard *self)
{
  return splay_board_get_table (SPLAY_BOARD (self));
}

/* ---- helpers ---- */

static int
compare_cards (gconstpointer a, gconstpointer b)
{
  SplayCard ca = *(const SplayCard *) a, cb = *(const SplayCard *) b;
  int ra = splatoids_rank_order (splay_card_rank (ca));
  int rb = splatoids_rank_order (splay_card_rank (cb));

  if (ra != rb)
    return ra - rb;
  return (int) splay_card_suit (ca) - (int) splay_card_suit (cb);
}

static gboolean
rank_is_playable (SplayView *view, int rank)
{
  const SplayAction *legal = splay_view_get_legal (view);

  for (int i = 0; i < splay_view_get_n_legal (view); i++)
    if (SPLATOIDS_ACTION_KIND (legal[i]) == SPLATOIDS_PLAY_HAND
        && SPLATOIDS_ACTION_A (legal[i]) == rank)
      return TRUE;
  return FALSE;
}

/* The selected hand cards (all of one rank, toggle_card ()) into @out;
 * their number. */
static int
selected_cards (SplaySplatoidsBoard *self, SplayCard *out)
{
  int n = 0;

  for (int i = 0; i < self->hand_n; i++)
    if (self->selected[i])
      out[n++] = self->hand[i];
  return n;
}

/* How many hand cards are selected, and (when some are) their rank. */
static int
n_selected (SplaySplatoidsBoard *self, int *rank)
{
  SplayCard cards[SPLATOIDS_MAX_CARDS];
  int n = selected_cards (self, cards);

  if (rank != NULL && n > 0)
    *rank = splay_card_rank (cards[0]);
  return n;
}

/* The hand cards that a double click or a drag of the card at @index
 * plays: it, and those of its rank selected before; their number. */
static int
hand_play_cards (SplaySplatoidsBoard *self, int index, SplayCard *out)
{
  int rank = splay_card_rank (self->hand[index]), n = 0;

  for (int i = 0; i < self->hand_n; i++)
    if (i == index || (self->selected[i] && splay_card_rank (self->hand[i]) == rank))
      out[n++] = self->hand[i];
  return n;
}


/* My table piles that hold cards, in order: the cursor visits them after the hand. */
static int
table_slots (SplaySplatoidsBoard *self, int *piles)
{
  const SplatoidsState *s = table (self);
  int n = 0, seat = splay_board_get_seat (SPLAY_BOARD (self));

  if (seat < 0 || s == NULL)
    return 0;
  for (int p = 0; p < s->n_piles; p++)
    if (s->pile_n[seat][p] > 0)
      piles[n++] = p;
  return n;
}

static int
cursor_limit (SplaySplatoidsBoard *self)
{
  int piles[SPLATOIDS_MAX_PILES];
  return self->hand_n + table_slots (self, piles);
}

static void
clear_selection (SplaySplatoidsBoard *self)
{
  memset (self->selected, 0, sizeof self->selected);
  self->selected_pile = -1;
}

/* Every move goes through the rules: a refused one changes nothing and the
 * player is told why. */
static gboolean
play (SplaySplatoidsBoard *self, SplayAction action, SplayMoveSource source)
{
  if (!splay_board_submit (SPLAY_BOARD (self), action, source))
    return FALSE;
  clear_selection (self);
  return TRUE;
}

static SplayAction
pile_action (SplaySplatoidsBoard *self, int pile)
{
  return splatoids_top_is_face_up (table (self), splay_board_get_seat (SPLAY_BOARD (self)), pile)
             ? splatoids_play_faceup (pile)
             : splatoids_play_blind (pile);
}

/* Selects the card at @index, or takes it out of the selection: cards of
 * equal rank add to it, another rank starts anew. */
static void
toggle_card (SplaySplatoidsBoard *self, int index)
{
  int rank = 0;

  self->selected_pile = -1;
  if (self->selected[index])
    {
      self->selected[index] = FALSE;
      return;
    }
  if (n_selected (self, &rank) > 0 && rank != splay_card_rank (self->hand[index]))
    clear_selection (self);
  self->selected[index] = TRUE;
}

/* ---- building the board ---- */

static char *
pile_label (const SplatoidsState *s, int seat, int pile)
{
  int n = s->pile_n[seat][pile];
  g_autofree char *top = NULL;

  if (n == 0)
    /* Translators: an empty table pile, numbered from 1 */
    return g_strdup_printf (_("Table pile %d, empty"), pile + 1);
  if (splatoids_top_is_face_up (s, seat, pile))
    top = splay_card_name (s->pile[seat][pile][n - 1]);
  else if (s->pile[seat][pile][n - 1] != SPLAY_CARD_UNKNOWN)
    {
      /* A replay showing every card knows the face-down ones. */
      g_autofree char *name = splay_card_name (s->pile[seat][pile][n - 1]);
      /* Translators: the top of a table pile that lies face down, shown in a replay */
      top = g_strdup_printf (_("face down, %s"), name);
    }
  else
    top = g_strdup (_("face down"));
  /* Translators: "Table pile 2, 3 cards, top: Nine of clubs" */
  return g_strdup_printf (
      ngettext ("Table pile %d, %d card, top: %s", "Table pile %d, %d cards, top: %s", n), pile + 1,
      n, top);
}

static void
set_pile (SplayCardWidget *w, const SplatoidsState *s, int seat, int pile)
{
  int n = s->pile_n[seat][pile];
  g_autofree char *label = pile_label (s, seat, pile);

  if (n == 0)
    {
      splay_card_widget_set_cards (w, NULL, 0);
      splay_card_widget_set_depth (w, 0);
    }
  else
    {
      gboolean face_up = splatoids_top_is_face_up (s, seat, pile);

      /* The view hides a face-down card, except in a replay showing every
       * card: there it is drawn seen through its back. */
      splay_card_widget_set_card (w, s->pile[seat][pile][n - 1]);
      splay_card_widget_set_face_down (w, !face_up);
      splay_card_widget_set_depth (w, n - 1);
    }
  splay_card_widget_set_label (w, label);
}

static void
on_hand_card_clicked (SplaySplatoidsBoard *self, SplayCardWidget *card)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index < 0 || index >= self->hand_n)
    return;
  self->cursor = index;
  toggle_card (self, index);
  splay_board_redraw (SPLAY_BOARD (self));
}

/* A double click plays the card at once, with any cards of its rank that
 * were selected before. */
static void
on_hand_card_double_clicked (SplaySplatoidsBoard *self, SplayCardWidget *card)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));
  SplayCard cards[SPLATOIDS_MAX_CARDS];
  int rank, count, selected_rank = 0;

  if (index < 0 || index >= self->hand_n)
    return;
  rank = splay_card_rank (self->hand[index]);
  count = hand_play_cards (self, index, cards);
  /* Shown as selected, should the rules refuse the play. */
  if (n_selected (self, &selected_rank) > 0 && selected_rank != rank)
    clear_selection (self);
  self->selected[index] = TRUE;
  self->selected_pile = -1;
  play (self, splatoids_play_hand_cards (cards, count), SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
on_my_pile_clicked (SplaySplatoidsBoard *self, SplayCardWidget *card)
{
  int pile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "pile"));
  int piles[SPLATOIDS_MAX_PILES], n = table_slots (self, piles);
  const SplatoidsState *s = table (self);
  int seat = splay_board_get_seat (SPLAY_BOARD (self));

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (seat < 0 || s == NULL || s->pile_n[seat][pile] == 0)
    return;
  for (int k = 0; k < n; k++)
    if (piles[k] == pile)
      self->cursor = self->hand_n + k;
  play (self, pile_action (self, pile), SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
}

/* ---- drag and drop ----
 *
 * A hand card, with the cards of its rank selected before it (what a
 * double click on it would play), can be dragged onto the discard pile to
 * play them. The move goes through the rules like a click's: a refused
 * one changes nothing, and the player is told why. (A table pile plays on
 * the press, as it has one move.) */

/* Marks a value dragged from this board: a Splatoids action leaves
 * these bits free (kind << 24 | copies << 16 | rank << 8 | count or
 * pile, the kinds below 8). */
#define DRAG_TAG 0xa8000000u
#define DRAG_TAG_MASK 0xf8000000u
G_STATIC_ASSERT (SPLATOIDS_END_TURN < 8);

static GdkContentProvider *
on_drag_prepare (GtkDragSource *drag, double x, double y, SplaySplatoidsBoard *self)
{
  GtkWidget *w = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drag));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "index")), n;
  SplayCard cards[SPLATOIDS_MAX_CARDS];
  SplayAction action;
  graphene_rect_t rect;
  g_autoptr (GdkPaintable) icon = NULL;

  if (!splay_board_may_act (SPLAY_BOARD (self)) || index < 0 || index >= self->hand_n)
    return NULL;
  n = hand_play_cards (self, index, cards);
  action = splatoids_play_hand_cards (cards, n);
  /* The cards follow the pointer from where the first was taken. */
  splay_card_widget_get_card_rect (SPLAY_CARD_WIDGET (w), &rect);
  icon = splay_card_paintable (w, cards, n, self->card_width);
  gtk_drag_source_set_icon (drag, icon, CLAMP ((int) (x - rect.origin.x), 0, self->card_width),
                            CLAMP ((int) (y - rect.origin.y), 0, (int) rect.size.height));
  return gdk_content_provider_new_typed (G_TYPE_UINT, DRAG_TAG | (guint) action);
}

/* The cards on their way lie faint where they were taken from (@w, and
 * the cards of its rank selected); at the end every card is whole again,
 * whatever the hand became (@w may be gone with the card played). */
static void
set_dragging (SplaySplatoidsBoard *self, GtkWidget *w, gboolean on)
{
  int index = w != NULL ? GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "index")) : -1;
  int rank = index >= 0 && index < self->hand_n ? splay_card_rank (self->hand[index]) : -1;

  for (int i = 0; i < self->hand_n; i++)
    {
      GtkWidget *c = splay_card_row_get_nth (self->hand_row, i);
      gboolean moving
          = i == index || (self->selected[i] && splay_card_rank (self->hand[i]) == rank);

      gtk_widget_set_opacity (c, on && moving ? 0.35 : 1);
    }
}

static void
on_drag_begin (GtkDragSource *drag, GdkDrag *gdk_drag, SplaySplatoidsBoard *self)
{
  set_dragging (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drag)), TRUE);
}

static void
on_drag_end (GtkDragSource *drag, GdkDrag *gdk_drag, gboolean delete_data,
             SplaySplatoidsBoard *self)
{
  set_dragging (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drag)), FALSE);
}

static void
add_drag_source (SplaySplatoidsBoard *self, GtkWidget *w)
{
  GtkDragSource *drag = gtk_drag_source_new ();

  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect_object (drag, "prepare", G_CALLBACK (on_drag_prepare), self, 0);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (on_drag_begin), self, 0);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (on_drag_end), self, 0);
  splay_card_widget_add_drag_source (SPLAY_CARD_WIDGET (w), drag);
}

static gboolean
on_discard_drop (GtkDropTarget *drop, const GValue *value, double x, double y,
                 SplaySplatoidsBoard *self)
{
  guint v = g_value_get_uint (value);
  gboolean ok;

  gtk_widget_remove_css_class (GTK_WIDGET (self->discard), "drop-hover");
  /* Only what this board's cards carry: any other value is no move. */
  if ((v & DRAG_TAG_MASK) != DRAG_TAG)
    return FALSE;
  ok = play (self, v & ~DRAG_TAG_MASK, SPLAY_MOVE_POINTER);
  splay_board_redraw (SPLAY_BOARD (self));
  return ok;
}

static GdkDragAction
on_discard_enter (GtkDropTarget *drop, double x, double y, SplaySplatoidsBoard *self)
{
  gtk_widget_add_css_class (GTK_WIDGET (self->discard), "drop-hover");
  return GDK_ACTION_MOVE;
}

static void
on_discard_leave (GtkDropTarget *drop, SplaySplatoidsBoard *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->discard), "drop-hover");
}

static void
add_discard_drop_target (SplaySplatoidsBoard *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  g_signal_connect_object (drop, "drop", G_CALLBACK (on_discard_drop), self, 0);
  g_signal_connect_object (drop, "enter", G_CALLBACK (on_discard_enter), self, 0);
  g_signal_connect_object (drop, "leave", G_CALLBACK (on_discard_leave), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->discard), GTK_EVENT_CONTROLLER (drop));
}

static void
build_my_piles (SplaySplatoidsBoard *self)
{
  for (int p = 0; p < SPLATOIDS_MAX_PILES; p++)
    {
      GtkWidget *w = splay_card_widget_new (self->card_width, TRUE);
      /* As deep as a pile is dealt, however far it has gone down. */
      splay_card_widget_set_room (SPLAY_CARD_WIDGET (w), 1, SPLATOIDS_PILE_DEPTH - 1);
      g_object_set_data (G_OBJECT (w), "pile", GINT_TO_POINTER (p));
      g_signal_connect_object (w, "clicked", G_CALLBACK (on_my_pile_clicked), self,
                               G_CONNECT_SWAPPED);
      gtk_box_append (self->my_table_box, w);
      self->my_piles[p] = SPLAY_CARD_WIDGET (w);
    }
}

/* How the opponents sit: side by side; in rows, name beside the piles;
 * in rows, name over the piles (many piles on a narrow window). */
enum
{
  SIDE_BY_SIDE,
  ROWS,
  STACKED_ROWS
};

/* The name and the count on one line where the rows are stacked, else
 * the count under the name. A known hand in words keeps to the count's
 * line, cut short where it must be (another line took the table's
 * height, and made every card smaller) in the middle: the count, the low
 * ranks and the high ones stay, which the pile's rank is beaten or not
 * by. But for the rows of a phone: beside the piles, whose height it has
 * anyway, it wraps onto a second line first (a hand of seven was cut
 * short at 132 px, and a phone has no tooltip to read the rest in). */
static void
set_head_line (Opponent *o, int mode)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (o->head), mode == STACKED_ROWS
                                                                ? GTK_ORIENTATION_HORIZONTAL
                                                                : GTK_ORIENTATION_VERTICAL);
  gtk_label_set_wrap (GTK_LABEL (o->known_text), mode == ROWS);
  gtk_label_set_lines (GTK_LABEL (o->known_text), mode == ROWS ? 2 : -1);
  gtk_label_set_ellipsize (GTK_LABEL (o->known_text),
                           mode == ROWS ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_MIDDLE);
  /* Side by side, the head takes what the tallest place leaves, so that
   * every opponent's piles lie on one line: a hand in words ("1 card: 2")
   * is shorter than its backs, and lifted those piles above the others'. */
  gtk_widget_set_vexpand (o->head, mode == SIDE_BY_SIDE);
}

static void set_opponent_compact (Opponent *o, int mode);

/* An opponent's place: the name and the hand's backs over the table
 * piles; on a narrow window a compact row, the name and the hand's size
 * beside the piles (set_compact). */
static void
build_opponent (Opponent *o, int card_width)
{
  GtkWidget *hand_box = o->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  o->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  o->line = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  o->head = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  o->name = gtk_label_new (NULL);
  o->hand = SPLAY_CARD_WIDGET (splay_card_widget_new (card_width, FALSE));
  o->count = gtk_label_new (NULL);
  o->piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_add_css_class (o->box, "opponent");
  /* The head's room to grow (set_opponent_compact ()) is the opponents'
   * row's, never the board's. */
  gtk_widget_set_vexpand (o->box, FALSE);
  gtk_widget_add_css_class (o->name, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (o->name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_halign (hand_box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (o->piles, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (hand_box), GTK_WIDGET (o->hand));
  gtk_box_append (GTK_BOX (hand_box), o->count);
  o->known_text = gtk_label_new (NULL);
  gtk_label_set_wrap_mode (GTK_LABEL (o->known_text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (o->known_text), 0.f);
  splay_plain_label_tooltip_when_cut (GTK_LABEL (o->known_text));
  gtk_widget_set_visible (o->known_text, FALSE);
  gtk_box_append (GTK_BOX (o->head), o->name);
  gtk_box_append (GTK_BOX (o->head), hand_box);
  gtk_box_append (GTK_BOX (o->head), o->known_text);
  gtk_box_append (GTK_BOX (o->line), o->head);
  /* The piles stay in the middle whether the known hand is beside them
   * or not (place_known_hand ()). */
  o->table_line = gtk_center_box_new ();
  gtk_center_box_set_center_widget (GTK_CENTER_BOX (o->table_line), o->piles);
  gtk_box_append (GTK_BOX (o->line), o->table_line);
  gtk_box_append (GTK_BOX (o->box), o->line);
  /* The known hand's start next to the piles, its cards' bottoms on
   * theirs. */
  o->revealed = splay_card_row_new ();
  splay_card_row_set_fanned (SPLAY_CARD_ROW (o->revealed), TRUE);
  gtk_widget_set_visible (o->revealed, FALSE);
  gtk_widget_set_margin_start (o->revealed, 24);
  gtk_widget_set_halign (o->revealed, GTK_ALIGN_START);
  gtk_widget_set_valign (o->revealed, GTK_ALIGN_END);
  gtk_center_box_set_end_widget (GTK_CENTER_BOX (o->table_line), o->revealed);
  /* The hand's backs and the piles keep their room as they go down. */
  splay_card_widget_set_room (o->hand, 1, 3);
  for (int p = 0; p < SPLATOIDS_MAX_PILES; p++)
    {
      GtkWidget *pile = splay_card_widget_new (card_width, FALSE);

      splay_card_widget_set_room (SPLAY_CARD_WIDGET (pile), 1, SPLATOIDS_PILE_DEPTH - 1);
      gtk_box_append (GTK_BOX (o->piles), pile);
    }
  /* As set_compact () starts: it sets only what changes. */
  set_opponent_compact (o, SIDE_BY_SIDE);
}

/* The known hand as cards beside the piles, or in words on the count's
 * line; TRUE when that changed, and the board must show the hand again. */
static gboolean
place_known_hand (Opponent *o, gboolean beside)
{
  if (o->beside == beside)
    return FALSE;
  o->beside = beside;
  o->known = FALSE;
  gtk_widget_set_visible (o->revealed, FALSE);
  gtk_widget_set_visible (o->known_text, FALSE);
  gtk_widget_set_visible (o->hand_box, TRUE);
  return TRUE;
}

static void
set_opponent_compact (Opponent *o, int mode)
{
  gboolean compact = mode != SIDE_BY_SIDE, beside = mode == ROWS;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (o->line),
                                  beside ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  set_head_line (o, mode);
  gtk_box_set_spacing (GTK_BOX (o->head), mode == ROWS ? 0 : 6);
  gtk_box_set_spacing (GTK_BOX (o->line), mode == STACKED_ROWS ? 2 : 6);
  gtk_widget_set_size_request (o->head, beside ? OPPONENT_HEAD_WIDTH : -1, -1);
  gtk_widget_set_valign (o->head, beside ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  gtk_widget_set_halign (o->head, mode == STACKED_ROWS ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  gtk_widget_set_hexpand (o->piles, beside);
  gtk_widget_set_halign (o->piles, beside ? GTK_ALIGN_END : GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (o->name), beside ? 0.f : 0.5f);
  /* Flush left under the name too: the count keeps the room its longest
   * text took (splay_board_keep_room ()), and "0 in hand" centred in the
   * width of "12 in hand" stood a few pixels in. */
  gtk_label_set_xalign (GTK_LABEL (o->count), beside ? 0.f : 0.5f);
  gtk_widget_set_halign (o->hand_box, beside ? GTK_ALIGN_START : GTK_ALIGN_CENTER);
  gtk_widget_set_halign (o->known_text, beside ? GTK_ALIGN_START : GTK_ALIGN_CENTER);
  gtk_widget_set_halign (o->box, compact ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);
}

static void
set_opponent_width (Opponent *o, int width)
{
  splay_card_widget_set_card_width (o->hand, width);
  for (GtkWidget *c = gtk_widget_get_first_child (o->piles); c; c = gtk_widget_get_next_sibling (c))
    splay_card_widget_set_card_width (SPLAY_CARD_WIDGET (c), width);
  for (GtkWidget *c = gtk_widget_get_first_child (o->revealed); c;
       c = gtk_widget_get_next_sibling (c))
    splay_card_widget_set_card_width (SPLAY_CARD_WIDGET (c), width);
}

/* Shows the hand's @n cards in words in @o's count's place when every one
 * is known ("3 cards: 3 7 K", lowest first: the suits play no part),
 * within the lines set_head_line () gives it, the whole in its tooltip.
 * FALSE (and nothing shown) when a card is hidden. */
static gboolean
show_known_text (Opponent *o, const SplayCard *cards, int n)
{
  g_autoptr (GString) ranks = g_string_new (NULL);
  g_autofree char *text = NULL;
  int by_order[15] = { 0 };
  gboolean known = n > 0;

  for (int i = 0; i < n; i++)
    known &= cards[i] != SPLAY_CARD_UNKNOWN;
  gtk_widget_set_visible (o->known_text, known);
  if (!known)
    return FALSE;
  for (int i = 0; i < n; i++)
    by_order[splatoids_rank_order (splay_card_rank (cards[i]))]++;
  for (int order = 2; order <= 14; order++)
    for (int k = 0; k < by_order[order]; k++)
      g_string_append_printf (ranks, "%s%s", ranks->len > 0 ? " " : "",
                              splay_rank_symbol (order == 14 ? SPLAY_RANK_ACE : order));
  /* Translators: an opponent's hand that everyone saw picked up, so
   * every card of it is known; %s is its ranks, lowest first: "3 cards:
   * 3 7 K" */
  text = g_strdup_printf (ngettext ("%d card: %s", "%d cards: %s", n), n, ranks->str);
  gtk_label_set_text (GTK_LABEL (o->known_text), text);
  return TRUE;
}

static int
out_place (const SplatoidsState *s, int seat)
{
  for (int i = 0; i < s->out_n; i++)
    if (s->out_order[i] == seat)
      return i + 1;
  return 0;
}

static void
update_opponent (SplaySplatoidsBoard *self, SplayView *view, int seat, gboolean visible,
                 gboolean to_act)
{
  Opponent *o = &self->opponents[seat];
  const SplatoidsState *s = splay_view_get_state (view);
  const char *name;
  int n, place, p = 0;
  g_autofree char *count_text = NULL;
  g_autofree char *hand_label = NULL;

  gtk_widget_set_visible (o->box, visible);
  if (!visible)
    return;
  name = splay_view_get_name (view, seat);
  n = s->hand_n[seat];
  place = out_place (s, seat);

  /* The name alone on its line, and where the player stands on the
   * count's, which has nothing else to say then: on a phone's row the
   * name's line is some 130 px, and "Robot 3 (out, place 1)" lost its place
   * to the ellipsis. */
  gtk_label_set_text (GTK_LABEL (o->name), name);
  splay_board_set_css_class (o->box, "current-turn", to_act);
  splay_board_set_css_class (o->box, "out", place > 0);

  if (place > 0)
    /* Translators: said of a player who has shed every card; %d is their place */
    count_text = g_strdup_printf (_("Out, place %d"), place);
  else if ((s->resigned >> seat) & 1)
    /* Translators: said of a player who gave up */
    count_text = g_strdup (_("Resigned"));
  else
    /* In hand: beside the piles on the table, "0 cards" read as none
     * left at all (and so Spite and Malice says it). A hand known to all
     * is said as its cards instead ("3 cards: 3 7 K"), which needs no
     * more words. */
    count_text = g_strdup_printf (ngettext ("%d in hand", "%d in hand", n), n);
  gtk_label_set_text (GTK_LABEL (o->count), count_text);
  /* A hidden hand is never drawn face up: only its backs and its size. */
  if (n > 0)
    {
      splay_card_widget_set_card (o->hand, SPLAY_CARD_UNKNOWN);
      splay_card_widget_set_depth (o->hand, MIN (n - 1, 3));
    }
  else
    {
      splay_card_widget_set_cards (o->hand, NULL, 0);
      splay_card_widget_set_depth (o->hand, 0);
    }
  /* Translators: "Anna's hand, 7 cards" */
  hand_label = g_strdup_printf (ngettext ("%s’s hand, %d card", "%s’s hand, %d cards", n), name, n);
  splay_card_widget_set_label (o->hand, hand_label);
  /* A compact row says the hand's size without its backs. The other way
   * of showing a known hand stays hidden (place_known_hand ()). */
  o->known = o->beside ? splay_board_show_revealed_hand (o->revealed, s->hand[seat], n,
                                                         self->opponent_width)
                       : show_known_text (o, s->hand[seat], n);
  gtk_widget_set_visible (o->hand_box, !o->known || o->beside);
  /* A hand known to all lies face up beside the piles, and its backs go;
   * they keep their room, unseen, so that the table does not move up and
   * down as the hand becomes known and unknown (81 px at 2560x1440). */
  gtk_widget_set_visible (GTK_WIDGET (o->hand), self->show_backs);
  gtk_widget_set_opacity (GTK_WIDGET (o->hand), o->known ? 0 : 1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (o->hand), GTK_ACCESSIBLE_STATE_HIDDEN, o->known, -1);
  /* Where its backs are not shown, the motion takes the player's row. */
  splay_board_set_place_hidden (SPLAY_BOARD (self), GTK_WIDGET (o->hand), n);

  for (GtkWidget *c = gtk_widget_get_first_child (o->piles); c;
       c = gtk_widget_get_next_sibling (c), p++)
    {
      gtk_widget_set_visible (c, p < s->n_piles);
      if (p < s->n_piles)
        {
          g_autofree char *pl = pile_label (s, seat, p);
          g_autofree char *full = g_strdup_printf ("%s: %s", name, pl);
          set_pile (SPLAY_CARD_WIDGET (c), s, seat, p);
          splay_board_set_place (SPLAY_BOARD (self), c, s->pile[seat][p], s->pile_n[seat][p]);
          splay_card_widget_set_label (SPLAY_CARD_WIDGET (c), full);
        }
    }
}

static void
update_hand (SplaySplatoidsBoard *self, SplayView *view, gboolean my_turn)
{
  int rank = 0, sel = n_selected (self, &rank);
  guint have = splay_card_row_get_n_children (self->hand_row);

  /* The card widgets are kept and updated in place: one of them may be
   * the one being clicked right now. */
  while (have > (guint) self->hand_n)
    gtk_widget_unparent (splay_card_row_get_nth (self->hand_row, --have));
  for (; have < (guint) self->hand_n; have++)
    {
      GtkWidget *w = splay_card_widget_new (self->card_width, TRUE);

      splay_card_widget_set_lift (SPLAY_CARD_WIDGET (w), TRUE);
      g_object_set_data (G_OBJECT (w), "index", GINT_TO_POINTER (have));
      g_signal_connect_object (w, "clicked", G_CALLBACK (on_hand_card_clicked), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (w, "double-clicked", G_CALLBACK (on_hand_card_double_clicked), self,
                               G_CONNECT_SWAPPED);
      add_drag_source (self, w);
      splay_card_row_append (self->hand_row, w);
    }

  for (int i = 0; i < self->hand_n; i++)
    {
      SplayCardWidget *w = SPLAY_CARD_WIDGET (splay_card_row_get_nth (self->hand_row, i));
      g_autofree char *name = splay_card_name (self->hand[i]);
      g_autofree char *label = NULL;
      int r = splay_card_rank (self->hand[i]);

      splay_card_widget_set_card (w, self->hand[i]);
      splay_board_set_place_card (SPLAY_BOARD (self), GTK_WIDGET (w), self->hand[i]);
      splay_card_widget_set_selected (w, self->selected[i]);
      splay_card_widget_set_legal (w, my_turn && rank_is_playable (view, r)
                                          && (sel == 0 || r == rank));
      splay_card_widget_set_cursor (w, my_turn && self->cursor == i);
      label = self->selected[i]
                  /* Translators: a card in your hand that you have selected to play */
                  ? g_strdup_printf (_("%s, selected"), name)
                  : g_strdup (name);
      splay_card_widget_set_label (w, label);
    }
}

static void
update_my_piles (SplaySplatoidsBoard *self, SplayView *view, gboolean my_turn)
{
  const SplatoidsState *s = splay_view_get_state (view);
  int seat = splay_board_get_seat (SPLAY_BOARD (self));
  int piles[SPLATOIDS_MAX_PILES], n = table_slots (self, piles);

  for (int p = 0; p < SPLATOIDS_MAX_PILES; p++)
    {
      SplayCardWidget *w = self->my_piles[p];
      gboolean cursor = FALSE;

      gtk_widget_set_visible (GTK_WIDGET (w), seat >= 0 && p < s->n_piles);
      if (seat < 0 || p >= s->n_piles)
        continue;
      set_pile (w, s, seat, p);
      splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (w), s->pile[seat][p],
                             s->pile_n[seat][p]);
      for (int k = 0; k < n; k++)
        if (piles[k] == p && self->cursor == self->hand_n + k)
          cursor = TRUE;
      splay_card_widget_set_cursor (w, my_turn && cursor);
      splay_card_widget_set_selected (w, self->selected_pile == p);
      splay_card_widget_set_legal (w, my_turn && s->pile_n[seat][p] > 0
                                          && splay_view_is_legal (view, pile_action (self, p)));
    }
}

static void
update_discard (SplaySplatoidsBoard *self, const SplatoidsState *s)
{
  int n = s->discard_n, shown = MIN (n, DISCARD_FAN), beat = splatoids_rank_to_beat (s);
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;
  g_autofree char *burned = NULL;

  splay_card_widget_set_cards (self->discard, s->discard + n - shown, shown);
  splay_board_set_place (SPLAY_BOARD (self), GTK_WIDGET (self->discard), s->discard, n);
  splay_card_widget_set_depth (self->discard, n - shown);
  if (n == 0)
    label = g_strdup (_("Discard pile, empty"));
  else
    {
      g_autofree char *top = splay_card_name (s->discard[n - 1]);
      /* Translators: "Discard pile, 7 cards, top: Nine of clubs" */
      label = g_strdup_printf (
          ngettext ("Discard pile, %d card, top: %s", "Discard pile, %d cards, top: %s", n), n,
          top);
    }
  splay_card_widget_set_label (self->discard, label);

  if (n == 0)
    /* Translators: the empty discard pile's caption, beside "3 cards · beat
     * 7"; short, so that it takes one line */
    text = g_strdup (_("Empty · any card"));
  else if (beat > 0)
    {
      const char *r = splay_rank_symbol (beat);
      /* Translators: the discard pile's size and the rank a card must equal or beat */
      text = g_strdup_printf (ngettext ("%d card · beat %s", "%d cards · beat %s", n), n, r);
    }
  else
    text = g_strdup_printf (ngettext ("%d card", "%d cards", n), n);
  gtk_label_set_text (self->discard_label, text);

  /* Translators: cards taken out of the game by burning the pile */
  burned
      = g_strdup_printf (ngettext ("%d card burned", "%d cards burned", s->burned_n), s->burned_n);
  gtk_label_set_text (self->burned_label, burned);
}

static gboolean
only_pick_up (SplayView *view)
{
  return splay_view_get_n_legal (view) == 1
         && splay_view_get_legal (view)[0] == splatoids_pick_up ();
}

static void
update_buttons (SplaySplatoidsBoard *self, SplayView *view, gboolean my_turn)
{
  const SplatoidsState *s = splay_view_get_state (view);
  const SplayAction *legal = splay_view_get_legal (view);
  gboolean follow_on = s->phase == SPLATOIDS_PHASE_FOLLOW_ON;
  gboolean pick_up = only_pick_up (view);
  gboolean can_play = FALSE;

  for (int i = 0; i < splay_view_get_n_legal (view); i++)
    if (SPLATOIDS_ACTION_KIND (legal[i]) != SPLATOIDS_PICK_UP
        && SPLATOIDS_ACTION_KIND (legal[i]) != SPLATOIDS_END_TURN)
      can_play = TRUE;

  /* The one button that moves the game on is the suggested one. */
  splay_board_set_css_class (self->pick_up_button, "suggested-action", my_turn && pick_up);
  splay_board_set_css_class (self->play_button, "suggested-action", !(my_turn && pick_up));
  gtk_widget_set_sensitive (self->play_button, my_turn && can_play);
  gtk_widget_set_sensitive (self->pick_up_button, my_turn && pick_up);
  gtk_widget_set_visible (self->end_turn_button, follow_on);
  gtk_widget_set_sensitive (self->end_turn_button, my_turn && follow_on);
}

/* The hand, sorted by rank; the selection is kept by card, not by place. */
static void
take_hand (SplaySplatoidsBoard *self, const SplatoidsState *s, int seat)
{
  SplayCard old[SPLATOIDS_MAX_CARDS];
  gboolean old_sel[SPLATOIDS_MAX_CARDS];
  int old_n = self->hand_n;

  memcpy (old, self->hand, sizeof old);
  memcpy (old_sel, self->selected, sizeof old_sel);
  self->hand_n = seat >= 0 ? s->hand_n[seat] : 0;
  memcpy (self->hand, s->hand[MAX (seat, 0)], self->hand_n * sizeof (SplayCard));
  qsort (self->hand, self->hand_n, sizeof (SplayCard), compare_cards);
  memset (self->selected, 0, sizeof self->selected);
  for (int i = 0; i < self->hand_n; i++)
    for (int j = 0; j < old_n; j++)
      if (old[j] == self->hand[i] && old_sel[j])
        self->selected[i] = TRUE;
  /* A cursor in the hand stays in the hand as it shrinks. */
  if (self->cursor < old_n && self->cursor >= self->hand_n && self->hand_n > 0)
    self->cursor = self->hand_n - 1;
}

/* ---- SplayBoard ---- */

static void
splay_splatoids_board_update (SplayBoard *board, SplayView *view)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (board);
  const SplatoidsState *s = splay_view_get_state (view);
  int seat = splay_board_get_seat (SPLAY_BOARD (self)), n_seats = splay_view_get_n_seats (view);
  int to_act = splay_view_get_first_actor (view);
  gboolean my_turn = splay_board_may_act (SPLAY_BOARD (self)), over = splay_view_is_over (view);

  /* What is on the table may need other card sizes. */
  self->sized_width = 0;

  take_hand (self, s, seat);
  self->cursor = CLAMP (self->cursor, 0, MAX (cursor_limit (self) - 1, 0));

  update_hand (self, view, my_turn);
  update_my_piles (self, view, my_turn);
  update_discard (self, s);
  update_buttons (self, view, my_turn);

  gtk_widget_set_visible (self->my_box, seat >= 0);
  if (seat >= 0)
    {
      int n = s->hand_n[seat], place = out_place (s, seat);
      const char *name = splay_view_get_name (view, seat);
      g_autofree char *title = NULL;

      /* Once out, where the person stands rather than "0 cards in hand",
       * while the others play on. */
      if (place > 0)
        /* Translators: your own seat once you have shed every card: "Anna · out, place 1" */
        title = g_strdup_printf (_("%s · out, place %d"), name, place);
      else if ((s->resigned >> seat) & 1)
        /* Translators: your own seat once you gave up: "Anna · resigned" */
        title = g_strdup_printf (_("%s · resigned"), name);
      else
        /* Translators: your own seat: "Anna · 7 cards in hand" */
        title = g_strdup_printf (ngettext ("%s · %d card in hand", "%s · %d cards in hand", n),
                                 name, n);
      gtk_label_set_text (self->my_name_label, title);
      splay_board_set_css_class (self->my_box, "current-turn", my_turn);
    }
  for (int o = 0; o < SPLATOIDS_MAX_SEATS; o++)
    update_opponent (self, view, o, o < n_seats && o != seat, o == to_act && !over);

  /* Opponents sit in the order they play after the seat at the screen, as
   * around a table; the direction changes from game to game. */
  {
    GtkWidget *prev = NULL;
    int from = MAX (seat, 0), dir = s->direction < 0 ? -1 : 1;

    for (int k = 1; k <= n_seats; k++)
      {
        int o = ((from + dir * k) % n_seats + n_seats) % n_seats;
        gtk_box_reorder_child_after (self->opponents_box, self->opponents[o].box, prev);
        prev = self->opponents[o].box;
      }
  }
}

static void
splay_splatoids_board_reset (SplayBoard *board)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (board);

  clear_selection (self);
  self->cursor = 0;
}

static char *
splay_splatoids_board_get_tip (SplayBoard *board, SplayView *view)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (board);
  const SplatoidsState *s = splay_view_get_state (view);

  if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
    /* Translators: after playing, you may add face-up cards of the same rank */
    return g_strdup_printf (_("You may add more %s cards, or end your turn."),
                            splay_rank_symbol (s->follow_rank));
  if (only_pick_up (view))
    return g_strdup (_("You cannot play: pick up the discard pile."));
  if (self->hand_n == 0)
    return g_strdup (_("Play from your table piles."));
  return g_strdup (_("Select cards of one rank and play them, or drag them onto the pile."));
}

static char *
splay_splatoids_board_describe_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  const SplatoidsState *s = splay_view_get_state (view);
  int pile = SPLATOIDS_ACTION_B (action), seat = splay_view_get_seat (view);

  switch (SPLATOIDS_ACTION_KIND (action))
    {
    case SPLATOIDS_PLAY_HAND:
      {
        int count = SPLATOIDS_ACTION_B (action);
        /* Translators: a hint; %d is a number of cards, %s a rank ("7", "Q") */
        return g_strdup_printf (ngettext ("Hint: play %d card of rank %s from your hand.",
                                          "Hint: play %d cards of rank %s from your hand.", count),
                                count, splay_rank_symbol (SPLATOIDS_ACTION_A (action)));
      }
    case SPLATOIDS_PLAY_FACEUP:
      {
        int n = s->pile_n[seat][pile];
        g_autofree char *card
            = n > 0 ? splay_card_name (s->pile[seat][pile][n - 1]) : g_strdup ("?");
        /* Translators: a hint; %s is a card, %d a table pile numbered from 1 */
        return g_strdup_printf (_("Hint: play the %s from table pile %d."), card, pile + 1);
      }
    case SPLATOIDS_PLAY_BLIND:
      /* Translators: a hint; %d is a table pile numbered from 1 */
      return g_strdup_printf (_("Hint: play the face-down card of table pile %d."), pile + 1);
    case SPLATOIDS_PICK_UP: return g_strdup (_("Hint: pick up the discard pile."));
    default: return g_strdup (_("Hint: end your turn."));
    }
}

/* The hint's cards are selected, so Enter plays it. */
static void
splay_splatoids_board_show_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (board);
  int piles[SPLATOIDS_MAX_PILES], n_piles;

  clear_selection (self);
  n_piles = table_slots (self, piles);
  switch (SPLATOIDS_ACTION_KIND (action))
    {
    case SPLATOIDS_PLAY_HAND:
      {
        int rank = SPLATOIDS_ACTION_A (action), left = SPLATOIDS_ACTION_B (action);

        for (int i = 0; i < self->hand_n && left > 0; i++)
          if (splay_card_rank (self->hand[i]) == rank)
            {
              if (left == SPLATOIDS_ACTION_B (action))
                self->cursor = i;
              self->selected[i] = TRUE;
              left--;
            }
      }
      break;
    case SPLATOIDS_PLAY_FACEUP:
    case SPLATOIDS_PLAY_BLIND:
      self->selected_pile = SPLATOIDS_ACTION_B (action);
      for (int k = 0; k < n_piles; k++)
        if (piles[k] == self->selected_pile)
          self->cursor = self->hand_n + k;
      break;
    default: break; /* the button that does it is the suggested one already */
    }
}

static void
splay_splatoids_board_move_cursor (SplayBoard *board, SplayBoardMove move)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (board);
  int limit = cursor_limit (self);

  if (limit == 0)
    return;
  self->cursor = splay_board_step (move, self->cursor, limit);
  splay_board_redraw (board);
}

/* ---- sizes ---- */

static void
set_my_width (SplaySplatoidsBoard *self, int width)
{
  splay_card_widget_set_card_width (self->discard, width);
  for (int p = 0; p < SPLATOIDS_MAX_PILES; p++)
    splay_card_widget_set_card_width (self->my_piles[p], width);
  /* The hand's cards, and the room an empty hand keeps (its cards all
   * played, the table's to play). */
  splay_card_row_set_card_width (self->hand_row, width);
}

static void
set_show_backs (SplaySplatoidsBoard *self, gboolean show)
{
  if (self->show_backs == show)
    return;
  self->show_backs = show;
  for (int o = 0; o < SPLATOIDS_MAX_SEATS; o++)
    gtk_widget_set_visible (GTK_WIDGET (self->opponents[o].hand),
                            show && !self->opponents[o].known);
}

static void
set_side_by_side (SplaySplatoidsBoard *self, gboolean side)
{
  if (self->side_by_side == side)
    return;
  self->side_by_side = side;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->my_cards_box),
                                  side ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->my_cards_box), side ? 24 : 6);
  gtk_widget_set_halign (self->my_cards_box, side ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  /* Beside the piles, the hand keeps the width of HAND_ROOM cards
   * overlapped to their corners (the room the sizes leave it) and lays
   * its cards at its start, so that the piles stay put as it is played and
   * picked up; on its own line it keeps to the middle. */
  splay_card_row_set_width_room (self->hand_row, side ? HAND_ROOM : 0, FALSE);
}

static void
set_compact (SplaySplatoidsBoard *self, int mode)
{
  gboolean compact = mode != SIDE_BY_SIDE;

  if (self->compact == mode)
    return;
  self->compact = mode;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->opponents_box),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->opponents_box, compact ? 4 : 36);
  gtk_box_set_homogeneous (self->opponents_box, !compact);
  for (int o = 0; o < SPLATOIDS_MAX_SEATS; o++)
    set_opponent_compact (&self->opponents[o], mode);
}

/* What a trial card width is measured against (size_cards). */
typedef struct
{
  SplaySplatoidsBoard *self;
  int width, height; /* the table's, without the buttons */
  int opp_most;      /* the opponents' cards fit across up to this */
  int spacing;       /* between the discard pile and the status */
} Space;

/* The person's cards @card wide, the opponents' two thirds of that as far
 * as they fit: how much too tall is the table? Mine take at most MY_SHARE
 * of the height, the opponents and the discard pile what is left. */
static int
try_card_width (int card, gpointer data)
{
  Space *sp = data;
  SplaySplatoidsBoard *self = sp->self;
  int opp
      = splay_card_size_choose (sp->opp_most, G_MAXINT, OPPONENT_WIDTH_MIN,
                                MIN (OPPONENT_WIDTH_MAX, MAX (OPPONENT_WIDTH_MIN, card * 2 / 3)));
  int column, mine, above;

  if (card != self->card_width)
    {
      self->card_width = card;
      set_my_width (self, card);
    }
  if (opp != self->opponent_width)
    {
      self->opponent_width = opp;
      for (int o = 0; o < SPLATOIDS_MAX_SEATS; o++)
        set_opponent_width (&self->opponents[o], opp);
    }
  /* The status takes what the discard pile's column leaves. */
  gtk_widget_measure (gtk_widget_get_parent (GTK_WIDGET (self->discard_bin)),
                      GTK_ORIENTATION_HORIZONTAL, -1, &column, NULL, NULL, NULL);
  column = MAX (column, (int) (1.64 * card) + SPLAY_CARD_SIZE_PAD + 8);
  splay_board_status_set_width (
      SPLAY_BOARD_STATUS (self->status),
      CLAMP (sp->width - 24 - column - sp->spacing, STATUS_MIN_WIDTH, STATUS_WIDTH));

  mine = splay_card_size_overflow (self->my_box, sp->width, 0);
  above = splay_card_size_overflow (self->table, sp->width, sp->height - mine - SPARE);
  return MAX (mine - (int) (MY_SHARE * sp->height), above);
}

/* Everything is sized from the space the board has: the person's cards as
 * big as the width (their piles side by side, the discard pile beside the
 * status) and the height (the whole table without scrolling) allow; the
 * opponents' so that they sit side by side, or, where they cannot, in
 * compact rows. The hand overlaps, or wraps, as far as it must. */
static void
splay_splatoids_board_size_cards (SplayBoard *board, int width, int height)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (board);
  const SplatoidsState *s = table (self);
  SplayView *view = splay_board_get_view (board);
  int avail = width - 24, seat = splay_board_get_seat (board);
  int n_piles, n_opp, opp, by_width, spacing, mode, buttons;
  gboolean narrow = width < NARROW_WIDTH, compact, restyled = FALSE;
  gboolean side = width >= 1000 || (width >= 720 && width > 1.25 * height);
  Space space;

  if (s == NULL || view == NULL || (width == self->sized_width && height == self->sized_height))
    return;
  self->sized_width = width;
  self->sized_height = height;
  n_piles = MAX (s->n_piles, 1);
  n_opp = MAX (splay_view_get_n_seats (view) - (seat >= 0 ? 1 : 0), 1);

  /* Opponents side by side, each its piles wide, 36 px apart; else rows
   * of name and piles, one per opponent. */
  opp = splay_card_size_fit_width (avail,
                                   n_opp * n_piles * (SPLAY_CARD_SIZE_PAD + 12) + 36 * (n_opp - 1),
                                   n_opp * n_piles * 1.16);
  compact = narrow || opp < 28;
  mode = compact ? ROWS : SIDE_BY_SIDE;
  if (compact)
    opp = splay_card_size_fit_width (avail - OPPONENT_HEAD_WIDTH - 16,
                                     n_piles * (SPLAY_CARD_SIZE_PAD + 12), n_piles * 1.16);
  if (compact && opp < OPPONENT_WIDTH_MIN)
    {
      /* Too many piles to sit beside the name: under it. */
      mode = STACKED_ROWS;
      opp = splay_card_size_fit_width (avail, n_piles * (SPLAY_CARD_SIZE_PAD + 12), n_piles * 1.16);
    }
  set_compact (self, mode);
  /* A lone opponent sitting above the table has width to spare: its
   * known hand goes beside its piles as cards; other opponents' in words.
   * Neither takes the table a new row, so it keeps its height (and the
   * cards their size) when a hand is shown. */
  for (int o = 0; o < SPLATOIDS_MAX_SEATS; o++)
    if (place_known_hand (&self->opponents[o], mode == SIDE_BY_SIDE && n_opp == 1))
      splay_board_queue_redraw (board);
  /* Compact rows on a wide window keep to a column, names near piles. */
  gtk_widget_set_size_request (GTK_WIDGET (self->opponents_box), compact ? MIN (avail, 440) : -1,
                               -1);
  gtk_widget_set_halign (GTK_WIDGET (self->opponents_box), GTK_ALIGN_CENTER);
  /* Their hands as backs only where there is height to spare: the count
   * says the same in words. */
  set_show_backs (self, !compact && height >= 900);
  set_side_by_side (self, side);

  /* The buttons: pills where there is room, plain buttons where not. A
   * change of style applies from the next frame: until then they measure
   * as they were, so the board is sized again then. */
  for (GtkWidget *b = gtk_widget_get_first_child (self->buttons_box); b;
       b = gtk_widget_get_next_sibling (b))
    {
      restyled |= gtk_widget_has_css_class (b, "pill") == narrow;
      splay_board_set_css_class (b, "pill", !narrow);
    }
  gtk_box_set_spacing (GTK_BOX (self->buttons_box), narrow ? 6 : 12);
  gtk_box_set_spacing (self->my_table_box, narrow ? 6 : 12);
  spacing = narrow ? 12 : 36;
  gtk_box_set_spacing (self->centre_box, spacing);

  /* My piles side by side, and the discard pile (three cards fanned) with
   * the status beside it. */
  by_width = MIN (
      splay_card_size_fit_width (
          avail, n_piles * SPLAY_CARD_SIZE_PAD + (n_piles - 1) * (narrow ? 6 : 12), n_piles * 1.16),
      splay_card_size_fit_width (avail, SPLAY_CARD_SIZE_PAD + spacing + STATUS_MIN_WIDTH, 1.64));
  if (side)
    {
      /* Beside the piles, room for a hand of HAND_ROOM in one row. */
      int shown = HAND_ROOM;
      int fixed = (n_piles + 1) * SPLAY_CARD_SIZE_PAD + (n_piles - 1) * 12 + 24;

      /* Each covered card shows the larger of a share of its width and a
       * least width (splay-card-row.h): the row fits with both. */
      by_width = MIN (
          by_width,
          splay_card_size_fit_width (
              avail,
              fixed + (int) ((shown - 1) * SPLAY_CARD_ROW_MIN_VISIBLE_SHARE * SPLAY_CARD_SIZE_PAD),
              n_piles * 1.16 + 1 + (shown - 1) * SPLAY_CARD_ROW_MIN_VISIBLE_SHARE));
      by_width
          = MIN (by_width,
                 splay_card_size_fit_width (avail, fixed + (shown - 1) * SPLAY_CARD_ROW_MIN_VISIBLE,
                                            n_piles * 1.16 + 1));
    }

  gtk_widget_measure (self->buttons_box, GTK_ORIENTATION_VERTICAL, -1, NULL, &buttons, NULL, NULL);
  space = (Space){ self, width, height - buttons, opp, spacing };
  splay_card_size_search (CARD_WIDTH_MIN, MIN (by_width, CARD_WIDTH_MAX), self->card_width,
                          try_card_width, &space);
  g_debug ("Splatoids board %d x %d: cards %d px, opponents' %d px", width, height,
           self->card_width, self->opponent_width);
  if (restyled)
    {
      self->sized_width = 0;
      splay_board_queue_resize (board);
    }

  /* What scrolls across measures its child's height at the child's
   * natural width, where a hand may wrap less than at the width it gets:
   * it is told the height it must keep. */
  {
    GtkWidget *mine
        = gtk_widget_get_ancestor (gtk_widget_get_parent (self->my_box), GTK_TYPE_SCROLLED_WINDOW);
    int need = splay_card_size_overflow (self->my_box, width, 0);

    if (gtk_scrolled_window_get_min_content_height (GTK_SCROLLED_WINDOW (mine)) != need)
      gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (mine), need);
  }
}

/* ---- actions ---- */

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  SplayCard cards[SPLATOIDS_MAX_CARDS];
  int count = selected_cards (self, cards);
  int piles[SPLATOIDS_MAX_PILES], n_piles = table_slots (self, piles);

  if (splay_board_is_covered (SPLAY_BOARD (self)) || splay_board_get_seat (SPLAY_BOARD (self)) < 0)
    play (self, splatoids_end_turn (), SPLAY_MOVE_KEYBOARD); /* refused, with the reason */
  else if (self->selected_pile >= 0)
    play (self, pile_action (self, self->selected_pile), SPLAY_MOVE_KEYBOARD);
  else if (count > 0)
    play (self, splatoids_play_hand_cards (cards, count), SPLAY_MOVE_KEYBOARD);
  else if (self->cursor < self->hand_n)
    /* Nothing selected: play the card under the cursor. */
    play (self, splatoids_play_hand_cards (&self->hand[self->cursor], 1), SPLAY_MOVE_KEYBOARD);
  else if (self->cursor - self->hand_n < n_piles)
    play (self, pile_action (self, piles[self->cursor - self->hand_n]), SPLAY_MOVE_KEYBOARD);
  else
    splay_board_say (SPLAY_BOARD (self), _("Select a card to play first."));
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
pick_up_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);

  play (self, splatoids_pick_up (), SPLAY_MOVE_KEYBOARD);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
end_turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);

  play (self, splatoids_end_turn (), SPLAY_MOVE_KEYBOARD);
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
toggle_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  int piles[SPLATOIDS_MAX_PILES], n_piles = table_slots (self, piles);

  if (self->cursor < self->hand_n)
    toggle_card (self, self->cursor);
  else if (self->cursor - self->hand_n < n_piles)
    {
      int p = piles[self->cursor - self->hand_n];
      gboolean was = self->selected_pile == p;
      clear_selection (self);
      self->selected_pile = was ? -1 : p;
    }
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
clear_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);

  clear_selection (self);
  splay_board_redraw (SPLAY_BOARD (self));
}

/* ---- object ---- */

static void
splay_splatoids_board_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SPLAY_TYPE_SPLATOIDS_BOARD);
  G_OBJECT_CLASS (splay_splatoids_board_parent_class)->dispose (object);
}

static void
splay_splatoids_board_class_init (SplaySplatoidsBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  SplayBoardClass *board_class = SPLAY_BOARD_CLASS (klass);

  object_class->dispose = splay_splatoids_board_dispose;
  board_class->reset = splay_splatoids_board_reset;
  board_class->update = splay_splatoids_board_update;
  board_class->get_tip = splay_splatoids_board_get_tip;
  board_class->show_hint = splay_splatoids_board_show_hint;
  board_class->describe_hint = splay_splatoids_board_describe_hint;
  board_class->move_cursor = splay_splatoids_board_move_cursor;
  board_class->size_cards = splay_splatoids_board_size_cards;

  g_type_ensure (SPLAY_TYPE_CARD_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-splatoids-board.ui");
  gtk_widget_class_set_css_name (widget_class, "splay-splatoids-board");

  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, table);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, centre_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, status);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, buttons_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, discard_bin);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, discard_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, burned_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, my_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, my_name_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, my_table_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, my_cards_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, hand_row);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, play_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, pick_up_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, end_turn_button);

  static const SplayBoardAction actions[] = {
    { "board.play", NULL, play_action, { GDK_KEY_Return } },
    { "board.pick-up", NULL, pick_up_action, { GDK_KEY_p } },
    { "board.end-turn", NULL, end_turn_action, { GDK_KEY_e } },
    { "board.toggle-selection", NULL, toggle_selection_action, { GDK_KEY_space } },
    { "board.clear-selection", NULL, clear_selection_action, { GDK_KEY_Escape } },
  };

  splay_board_class_add_actions (widget_class, actions, G_N_ELEMENTS (actions));
}

static void
splay_splatoids_board_init (SplaySplatoidsBoard *self)
{
  self->selected_pile = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->card_width = CARD_WIDTH_START;
  self->opponent_width = CARD_WIDTH_START / 2;
  self->discard = SPLAY_CARD_WIDGET (splay_card_widget_new (self->card_width, FALSE));
  /* Room for the fan and its edges from the start: the pile growing and
   * being burned moves nothing beside it. */
  splay_card_widget_set_room (self->discard, DISCARD_FAN, SPLAY_CARD_WIDGET_MAX_EDGES);
  adw_bin_set_child (self->discard_bin, GTK_WIDGET (self->discard));
  add_discard_drop_target (self);
  build_my_piles (self);
  splay_card_row_set_room (self->hand_row, HAND_ROOM);
  /* Sorted by rank, and played by rank: the copies of one rank may lie
   * closer before a big hand wraps. */
  splay_card_row_set_group_ranks (self->hand_row, TRUE);
  set_my_width (self, self->card_width);
  for (int s = 0; s < SPLATOIDS_MAX_SEATS; s++)
    {
      build_opponent (&self->opponents[s], self->opponent_width);
      gtk_box_append (self->opponents_box, self->opponents[s].box);
      splay_board_keep_room (SPLAY_BOARD (self), self->opponents[s].count);
    }
  /* Counts that change at every move do not move the table. */
  splay_board_keep_room (SPLAY_BOARD (self), GTK_WIDGET (self->discard_label));
  splay_board_keep_room (SPLAY_BOARD (self), GTK_WIDGET (self->burned_label));
}

int
splay_splatoids_board_get_cursor (SplaySplatoidsBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), 0);
  return self->cursor;
}

int
splay_splatoids_board_get_hand (SplaySplatoidsBoard *self, SplayCard *out)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), 0);
  memcpy (out, self->hand, self->hand_n * sizeof (SplayCard));
  return self->hand_n;
}

const char *
splay_splatoids_board_get_discard_text (SplaySplatoidsBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), NULL);
  return splay_card_widget_get_label (self->discard);
}

const char *
splay_splatoids_board_get_burned_text (SplaySplatoidsBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), NULL);
  return gtk_label_get_text (self->burned_label);
}
