/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-splatoids-board.h"
#include "splay-card-row.h"
#include "splay-board-util.h"
#include "splay-card-widget.h"
#include "../engine/splatoids.h"

/* Sized so that four players' tables fit a 1280 x 800 screen. */
#define HAND_CARD_WIDTH 74
#define TABLE_CARD_WIDTH 66
#define OPPONENT_CARD_WIDTH 36
#define DISCARD_CARD_WIDTH 70
#define DISCARD_FAN 3

struct _SplaySplatoidsBoard
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkWidget      *overlay;
  GtkBox         *opponents_box;
  AdwBin         *discard_bin;
  GtkLabel       *discard_label;
  GtkLabel       *burned_label;
  GtkLabel       *turn_label;
  GtkLabel       *last_label;
  GtkLabel       *hint_label;
  GtkWidget      *my_box;
  GtkLabel       *my_name_label;
  GtkBox         *my_table_box;
  SplayCardRow   *hand_row;
  GtkWidget      *play_button;
  GtkWidget      *pick_up_button;
  GtkWidget      *end_turn_button;
  AdwStatusPage  *cover;
  GtkWidget      *reveal_button;

  SplayMatch     *match;
  SplayGame      *game; /* the current game, weak (the match owns it) */
  SplayCardWidget *discard;
  SplayCardWidget *my_piles[SPLATOIDS_MAX_PILES];
  GtkWidget      *opponent_panels[SPLATOIDS_MAX_SEATS];

  int             seat;          /* whose cards are shown; -1 none */
  int             pending_seat;  /* behind the cover: who is next */
  gboolean        covered;
  SplatoidsState  view;
  SplayCard       hand[SPLATOIDS_MAX_CARDS];
  int             hand_n;
  gboolean        selected[SPLATOIDS_MAX_CARDS];
  int             selected_pile; /* -1 none */
  int             cursor;
  SplayAction     legal[SPLAY_MAX_ACTIONS];
  int             n_legal;
  char           *last_message;
};

G_DEFINE_FINAL_TYPE (SplaySplatoidsBoard, splay_splatoids_board, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (SplaySplatoidsBoard *self);

/* ---- helpers ---- */

static const char *
player_name (SplaySplatoidsBoard *self, int seat)
{
  return splay_player_get_name (splay_match_get_player (self->match, seat));
}

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
is_legal (SplaySplatoidsBoard *self, SplayAction action)
{
  for (int i = 0; i < self->n_legal; i++)
    if (self->legal[i] == action)
      return TRUE;
  return FALSE;
}

static gboolean
rank_is_playable (SplaySplatoidsBoard *self, int rank)
{
  for (int i = 0; i < self->n_legal; i++)
    if (SPLATOIDS_ACTION_KIND (self->legal[i]) == SPLATOIDS_PLAY_HAND
        && SPLATOIDS_ACTION_A (self->legal[i]) == rank)
      return TRUE;
  return FALSE;
}

static int
n_selected (SplaySplatoidsBoard *self, int *rank)
{
  int n = 0;

  for (int i = 0; i < self->hand_n; i++)
    if (self->selected[i])
      {
        n++;
        if (rank)
          *rank = splay_card_rank (self->hand[i]);
      }
  return n;
}

/* My table piles that hold cards, in order: the cursor visits them after the hand. */
static int
table_slots (SplaySplatoidsBoard *self, int *piles)
{
  int n = 0;

  if (self->seat < 0)
    return 0;
  for (int p = 0; p < self->view.n_piles; p++)
    if (self->view.pile_n[self->seat][p] > 0)
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

static void
say (SplaySplatoidsBoard *self, const char *message)
{
  g_free (self->last_message);
  self->last_message = g_strdup (message);
  g_signal_emit (self, signals[MESSAGE], 0, message);
}

static gboolean
may_act (SplaySplatoidsBoard *self)
{
  return self->game != NULL && !self->covered && self->seat >= 0
         && !splay_game_is_over (self->game)
         && (splay_game_get_actors (self->game) >> self->seat) & 1;
}

/* Every move goes through the rules: a refused one changes nothing and the
 * player is told why. */
static gboolean
apply (SplaySplatoidsBoard *self, SplayAction action)
{
  g_autofree char *refusal =
    splay_board_try_apply (self->match, self->seat, self->covered ? self->pending_seat : -1,
                           TRUE, action);

  if (refusal != NULL)
    {
      say (self, refusal);
      return FALSE;
    }
  clear_selection (self);
  /* "action-applied" has refreshed the board already. */
  return TRUE;
}

static SplayAction
pile_action (SplaySplatoidsBoard *self, int pile)
{
  return splatoids_top_is_face_up (&self->view, self->seat, pile)
         ? splatoids_play_faceup (pile) : splatoids_play_blind (pile);
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
  return g_strdup_printf (ngettext ("Table pile %d, %d card, top: %s",
                                    "Table pile %d, %d cards, top: %s", n),
                          pile + 1, n, top);
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
  int rank = 0;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (index < 0 || index >= self->hand_n)
    return;
  self->cursor = index;
  self->selected_pile = -1;
  if (self->selected[index])
    self->selected[index] = FALSE;
  else
    {
      /* Cards of equal rank add to the selection; another rank starts anew. */
      if (n_selected (self, &rank) > 0 && rank != splay_card_rank (self->hand[index]))
        clear_selection (self);
      self->selected[index] = TRUE;
    }
  refresh (self);
}

/* A double click plays the card at once, with any cards of its rank that
 * were selected before. */
static void
on_hand_card_double_clicked (SplaySplatoidsBoard *self, SplayCardWidget *card)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "index"));
  int rank = 0;

  if (index < 0 || index >= self->hand_n)
    return;
  if (n_selected (self, &rank) > 0 && rank != splay_card_rank (self->hand[index]))
    clear_selection (self);
  self->selected[index] = TRUE;
  self->selected_pile = -1;
  gtk_widget_activate_action (GTK_WIDGET (self), "board.play", NULL);
}

static void
on_my_pile_clicked (SplaySplatoidsBoard *self, SplayCardWidget *card)
{
  int pile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "pile"));
  int piles[SPLATOIDS_MAX_PILES], n = table_slots (self, piles);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->seat < 0 || self->view.pile_n[self->seat][pile] == 0)
    return;
  for (int k = 0; k < n; k++)
    if (piles[k] == pile)
      self->cursor = self->hand_n + k;
  apply (self, pile_action (self, pile));
  refresh (self);
}

static void
build_my_piles (SplaySplatoidsBoard *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->my_table_box))) != NULL)
    gtk_box_remove (self->my_table_box, child);
  for (int p = 0; p < SPLATOIDS_MAX_PILES; p++)
    {
      GtkWidget *w = splay_card_widget_new (TABLE_CARD_WIDTH, TRUE);
      g_object_set_data (G_OBJECT (w), "pile", GINT_TO_POINTER (p));
      g_signal_connect_object (w, "clicked", G_CALLBACK (on_my_pile_clicked), self, G_CONNECT_SWAPPED);
      gtk_box_append (self->my_table_box, w);
      self->my_piles[p] = SPLAY_CARD_WIDGET (w);
    }
}

static GtkWidget *
opponent_panel_new (void)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *hand = splay_card_widget_new (OPPONENT_CARD_WIDTH, FALSE);
  GtkWidget *count = gtk_label_new (NULL);
  GtkWidget *piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_add_css_class (panel, "opponent");
  gtk_widget_add_css_class (name, "heading");
  gtk_widget_set_halign (hand_box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (piles, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (hand_box), hand);
  gtk_box_append (GTK_BOX (hand_box), count);
  gtk_box_append (GTK_BOX (panel), name);
  gtk_box_append (GTK_BOX (panel), hand_box);
  gtk_box_append (GTK_BOX (panel), piles);
  {
    /* Only a replay fills it: there every hand is shown. */
    GtkWidget *revealed = splay_card_row_new ();
    gtk_widget_set_visible (revealed, FALSE);
    gtk_box_append (GTK_BOX (panel), revealed);
    g_object_set_data (G_OBJECT (panel), "revealed", revealed);
  }
  for (int p = 0; p < SPLATOIDS_MAX_PILES; p++)
    gtk_box_append (GTK_BOX (piles), splay_card_widget_new (OPPONENT_CARD_WIDTH, FALSE));

  g_object_set_data (G_OBJECT (panel), "name", name);
  g_object_set_data (G_OBJECT (panel), "hand", hand);
  g_object_set_data (G_OBJECT (panel), "count", count);
  g_object_set_data (G_OBJECT (panel), "piles", piles);
  return panel;
}

static void
build_opponents (SplaySplatoidsBoard *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->opponents_box))) != NULL)
    gtk_box_remove (self->opponents_box, child);
  for (int s = 0; s < SPLATOIDS_MAX_SEATS; s++)
    {
      self->opponent_panels[s] = opponent_panel_new ();
      gtk_box_append (self->opponents_box, self->opponent_panels[s]);
    }
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
update_opponent (SplaySplatoidsBoard *self, int seat, gboolean visible, gboolean to_act)
{
  GtkWidget *panel = self->opponent_panels[seat];
  const SplatoidsState *s = &self->view;
  GtkWidget *name = g_object_get_data (G_OBJECT (panel), "name");
  SplayCardWidget *hand = g_object_get_data (G_OBJECT (panel), "hand");
  GtkWidget *count = g_object_get_data (G_OBJECT (panel), "count");
  GtkWidget *piles = g_object_get_data (G_OBJECT (panel), "piles");
  int n = s->hand_n[seat], place = out_place (s, seat), p = 0;
  g_autofree char *count_text = NULL;
  g_autofree char *hand_label = NULL;
  g_autofree char *title = NULL;

  gtk_widget_set_visible (panel, visible);
  if (!visible)
    return;

  if (place > 0)
    /* Translators: a player who has shed every card; %d is their place */
    title = g_strdup_printf (_("%s (out, place %d)"), player_name (self, seat), place);
  else if ((s->resigned >> seat) & 1)
    /* Translators: a player who gave up */
    title = g_strdup_printf (_("%s (resigned)"), player_name (self, seat));
  else
    title = g_strdup (player_name (self, seat));
  gtk_label_set_text (GTK_LABEL (name), title);

  if (to_act)
    gtk_widget_add_css_class (panel, "current-turn");
  else
    gtk_widget_remove_css_class (panel, "current-turn");
  if (place > 0)
    gtk_widget_add_css_class (panel, "out");
  else
    gtk_widget_remove_css_class (panel, "out");

  count_text = g_strdup_printf (ngettext ("%d card", "%d cards", n), n);
  gtk_label_set_text (GTK_LABEL (count), count_text);
  /* A hidden hand is never drawn face up: only its backs and its size. */
  if (n > 0)
    {
      splay_card_widget_set_card (hand, SPLAY_CARD_UNKNOWN);
      splay_card_widget_set_depth (hand, MIN (n - 1, 3));
    }
  else
    {
      splay_card_widget_set_cards (hand, NULL, 0);
      splay_card_widget_set_depth (hand, 0);
    }
  /* Translators: "Anna's hand, 7 cards" */
  hand_label = g_strdup_printf (ngettext ("%s’s hand, %d card", "%s’s hand, %d cards", n),
                                player_name (self, seat), n);
  splay_card_widget_set_label (hand, hand_label);
  gtk_widget_set_visible (GTK_WIDGET (hand),
                          !splay_board_show_revealed_hand (g_object_get_data (G_OBJECT (panel), "revealed"),
                                                           s->hand[seat], n, OPPONENT_CARD_WIDTH));

  for (GtkWidget *c = gtk_widget_get_first_child (piles); c; c = gtk_widget_get_next_sibling (c), p++)
    {
      gtk_widget_set_visible (c, p < s->n_piles);
      if (p < s->n_piles)
        {
          g_autofree char *pl = pile_label (s, seat, p);
          g_autofree char *full = g_strdup_printf ("%s: %s", player_name (self, seat), pl);
          set_pile (SPLAY_CARD_WIDGET (c), s, seat, p);
          splay_card_widget_set_label (SPLAY_CARD_WIDGET (c), full);
        }
    }
}

static void
update_hand (SplaySplatoidsBoard *self, gboolean my_turn)
{
  int rank = 0, sel = n_selected (self, &rank);
  guint have = splay_card_row_get_n_children (self->hand_row);

  /* The card widgets are kept and updated in place: one of them may be
   * the one being clicked right now. */
  while (have > (guint) self->hand_n)
    gtk_widget_unparent (splay_card_row_get_nth (self->hand_row, --have));
  for (; have < (guint) self->hand_n; have++)
    {
      GtkWidget *w = splay_card_widget_new (HAND_CARD_WIDTH, TRUE);

      splay_card_widget_set_lift (SPLAY_CARD_WIDGET (w), TRUE);
      g_object_set_data (G_OBJECT (w), "index", GINT_TO_POINTER (have));
      g_signal_connect_object (w, "clicked", G_CALLBACK (on_hand_card_clicked), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (w, "double-clicked", G_CALLBACK (on_hand_card_double_clicked),
                               self, G_CONNECT_SWAPPED);
      splay_card_row_append (self->hand_row, w);
    }

  for (int i = 0; i < self->hand_n; i++)
    {
      SplayCardWidget *w = SPLAY_CARD_WIDGET (splay_card_row_get_nth (self->hand_row, i));
      g_autofree char *name = splay_card_name (self->hand[i]);
      g_autofree char *label = NULL;
      int r = splay_card_rank (self->hand[i]);

      splay_card_widget_set_card (w, self->hand[i]);
      splay_card_widget_set_selected (w, self->selected[i]);
      splay_card_widget_set_legal (w, my_turn && rank_is_playable (self, r) && (sel == 0 || r == rank));
      splay_card_widget_set_cursor (w, my_turn && self->cursor == i);
      label = self->selected[i]
              /* Translators: a card in your hand that you have selected to play */
              ? g_strdup_printf (_("%s, selected"), name)
              : g_strdup (name);
      splay_card_widget_set_label (w, label);
    }
}

static void
update_my_piles (SplaySplatoidsBoard *self, gboolean my_turn)
{
  int piles[SPLATOIDS_MAX_PILES], n = table_slots (self, piles);

  for (int p = 0; p < SPLATOIDS_MAX_PILES; p++)
    {
      SplayCardWidget *w = self->my_piles[p];
      gboolean cursor = FALSE;

      gtk_widget_set_visible (GTK_WIDGET (w), self->seat >= 0 && p < self->view.n_piles);
      if (self->seat < 0 || p >= self->view.n_piles)
        continue;
      set_pile (w, &self->view, self->seat, p);
      for (int k = 0; k < n; k++)
        if (piles[k] == p && self->cursor == self->hand_n + k)
          cursor = TRUE;
      splay_card_widget_set_cursor (w, my_turn && cursor);
      splay_card_widget_set_selected (w, self->selected_pile == p);
      splay_card_widget_set_legal (w, my_turn && self->view.pile_n[self->seat][p] > 0
                                      && is_legal (self, pile_action (self, p)));
    }
}

static void
update_discard (SplaySplatoidsBoard *self)
{
  const SplatoidsState *s = &self->view;
  int n = s->discard_n, shown = MIN (n, DISCARD_FAN), beat = splatoids_rank_to_beat (s);
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;
  g_autofree char *burned = NULL;

  splay_card_widget_set_cards (self->discard, s->discard + n - shown, shown);
  splay_card_widget_set_depth (self->discard, n - shown);
  if (n == 0)
    label = g_strdup (_("Discard pile, empty"));
  else
    {
      g_autofree char *top = splay_card_name (s->discard[n - 1]);
      /* Translators: "Discard pile, 7 cards, top: Nine of clubs" */
      label = g_strdup_printf (ngettext ("Discard pile, %d card, top: %s",
                                         "Discard pile, %d cards, top: %s", n), n, top);
    }
  splay_card_widget_set_label (self->discard, label);

  if (n == 0)
    text = g_strdup (_("Empty: any card may be played"));
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
  burned = g_strdup_printf (ngettext ("%d card burned", "%d cards burned", s->burned_n), s->burned_n);
  gtk_label_set_text (self->burned_label, burned);
}

static gboolean
current_hint (SplaySplatoidsBoard *self, SplayAction *out)
{
  /* The match keeps the hint; the board only shows it. */
  return may_act (self) && splay_match_get_hint (self->match, self->seat, out);
}

static char *
hint_text (SplaySplatoidsBoard *self, SplayAction action)
{
  int pile = SPLATOIDS_ACTION_B (action);

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
        int n = self->view.pile_n[self->seat][pile];
        g_autofree char *card = n > 0 ? splay_card_name (self->view.pile[self->seat][pile][n - 1])
                                      : g_strdup ("?");
        /* Translators: a hint; %s is a card, %d a table pile numbered from 1 */
        return g_strdup_printf (_("Hint: play the %s from table pile %d."), card, pile + 1);
      }
    case SPLATOIDS_PLAY_BLIND:
      /* Translators: a hint; %d is a table pile numbered from 1 */
      return g_strdup_printf (_("Hint: play the face-down card of table pile %d."), pile + 1);
    case SPLATOIDS_PICK_UP:
      return g_strdup (_("Hint: pick up the discard pile."));
    default:
      return g_strdup (_("Hint: end your turn."));
    }
}

static void
update_texts (SplaySplatoidsBoard *self, gboolean my_turn, int to_act)
{
  const SplatoidsState *s = &self->view;
  int n = splay_match_get_n_seats (self->match);
  const char *names[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autofree char *turn = NULL;
  g_autofree char *last = NULL;
  const char *hint = "";
  g_autofree char *hint_owned = NULL;
  SplayAction hinted;

  for (int i = 0; i < n; i++)
    names[i] = player_name (self, i);
  last = splay_game_describe_last (self->game, names);
  gtk_label_set_text (self->last_label, last ? last : _("The cards are dealt."));

  if (splay_game_is_over (self->game))
    turn = g_strdup (_("Game over"));
  else if (my_turn && splay_match_get_n_humans (self->match) > 1)
    /* Translators: %s is a player name; several people share the screen */
    turn = g_strdup_printf (_("Your turn, %s"), player_name (self, self->seat));
  else if (my_turn)
    turn = g_strdup (_("Your turn"));
  else if (to_act >= 0)
    /* Translators: whose turn it is; %s is a player name */
    turn = g_strdup_printf (_("%s’s turn"), player_name (self, to_act));
  else
    turn = g_strdup ("");
  gtk_label_set_text (self->turn_label, turn);

  if (my_turn && current_hint (self, &hinted))
    hint = hint_owned = hint_text (self, hinted);
  else if (my_turn)
    {
      if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
        {
          const char *r = splay_rank_symbol (s->follow_rank);
          /* Translators: after playing, you may add face-up cards of the same rank */
          hint = hint_owned = g_strdup_printf (_("You may add more %s cards, or end your turn."), r);
        }
      else if (self->n_legal == 1 && self->legal[0] == splatoids_pick_up ())
        hint = _("You cannot play: pick up the discard pile.");
      else if (self->hand_n == 0)
        hint = _("Play from your table piles.");
      else
        hint = _("Select cards of one rank, then play; a double click plays a card at once.");
    }
  gtk_label_set_text (self->hint_label, hint);
}

static void
update_buttons (SplaySplatoidsBoard *self, gboolean my_turn)
{
  gboolean follow_on = self->view.phase == SPLATOIDS_PHASE_FOLLOW_ON;
  gboolean only_pick_up = self->n_legal == 1 && self->legal[0] == splatoids_pick_up ();
  gboolean can_play = FALSE;

  for (int i = 0; i < self->n_legal; i++)
    if (SPLATOIDS_ACTION_KIND (self->legal[i]) != SPLATOIDS_PICK_UP
        && SPLATOIDS_ACTION_KIND (self->legal[i]) != SPLATOIDS_END_TURN)
      can_play = TRUE;

  /* The one button that moves the game on is the suggested one. */
  if (my_turn && only_pick_up)
    {
      gtk_widget_add_css_class (self->pick_up_button, "suggested-action");
      gtk_widget_remove_css_class (self->play_button, "suggested-action");
    }
  else
    {
      gtk_widget_remove_css_class (self->pick_up_button, "suggested-action");
      gtk_widget_add_css_class (self->play_button, "suggested-action");
    }
  gtk_widget_set_sensitive (self->play_button, my_turn && can_play);
  gtk_widget_set_sensitive (self->pick_up_button, my_turn && only_pick_up);
  gtk_widget_set_visible (self->end_turn_button, follow_on);
  gtk_widget_set_sensitive (self->end_turn_button, my_turn && follow_on);
}

/* Which seat's cards belong on the screen now, and whether the cover must go
 * up first. */
static void
choose_seat (SplaySplatoidsBoard *self)
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
  clear_selection (self);
  self->covered = TRUE;
  self->pending_seat = seat;
  splay_board_show_cover (self->match, GTK_WIDGET (self->cover), self->reveal_button, seat);
}

static void
refresh (SplaySplatoidsBoard *self)
{
  const SplayRules *rules;
  gboolean my_turn;
  int to_act = -1, n_seats;
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
  my_turn = may_act (self);
  self->n_legal = my_turn ? rules->legal (splay_game_get_state (self->game), self->seat, self->legal) : 0;

  /* The hand, sorted by rank; the selection is kept by card, not by place. */
  {
    SplayCard old[SPLATOIDS_MAX_CARDS];
    gboolean old_sel[SPLATOIDS_MAX_CARDS];
    int old_n = self->hand_n;

    memcpy (old, self->hand, sizeof old);
    memcpy (old_sel, self->selected, sizeof old_sel);
    self->hand_n = (self->seat >= 0 && !self->covered) ? self->view.hand_n[self->seat] : 0;
    memcpy (self->hand, self->view.hand[MAX (self->seat, 0)], self->hand_n * sizeof (SplayCard));
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
  self->cursor = CLAMP (self->cursor, 0, MAX (cursor_limit (self) - 1, 0));

  update_hand (self, my_turn);
  update_my_piles (self, my_turn);
  update_discard (self);
  update_texts (self, my_turn, to_act);
  update_buttons (self, my_turn);

  gtk_widget_set_visible (self->my_box, self->seat >= 0 && !self->covered);
  if (self->seat >= 0)
    {
      int n = self->view.hand_n[self->seat];
      /* Translators: your own seat: "Anna · 7 cards in hand" */
      g_autofree char *title = g_strdup_printf (ngettext ("%s · %d card in hand", "%s · %d cards in hand", n),
                                                player_name (self, self->seat), n);
      gtk_label_set_text (self->my_name_label, title);
      if (my_turn)
        gtk_widget_add_css_class (self->my_box, "current-turn");
      else
        gtk_widget_remove_css_class (self->my_box, "current-turn");
    }
  for (int s = 0; s < SPLATOIDS_MAX_SEATS; s++)
    update_opponent (self, s, s < n_seats && s != self->seat, s == to_act && !splay_game_is_over (self->game));

  /* Opponents sit in the order they play after the seat at the screen, as
   * around a table; the direction changes from game to game. */
  {
    GtkWidget *prev = NULL;
    int from = MAX (self->seat, 0), dir = self->view.direction < 0 ? -1 : 1;

    for (int k = 1; k <= n_seats; k++)
      {
        int s = ((from + dir * k) % n_seats + n_seats) % n_seats;
        gtk_box_reorder_child_after (self->opponents_box, self->opponent_panels[s], prev);
        prev = self->opponent_panels[s];
      }
  }
}

/* ---- signals from the match ---- */

static void
on_game_started (SplaySplatoidsBoard *self, SplayGame *game)
{
  self->game = game;
  clear_selection (self);
  self->cursor = 0;
  self->hand_n = 0;
  refresh (self);
}

static void
on_action_applied (SplaySplatoidsBoard *self, SplayGame *game, int seat, guint action, guint index)
{
  self->game = game;
  refresh (self);
}

static void
on_reveal_clicked (SplaySplatoidsBoard *self)
{
  if (!self->covered)
    return;
  self->covered = FALSE;
  self->seat = self->pending_seat;
  gtk_widget_set_visible (GTK_WIDGET (self->cover), FALSE);
  self->cursor = 0;
  clear_selection (self);
  refresh (self);
  splay_match_set_paused (self->match, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* ---- actions ---- */

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  int rank = 0, count = n_selected (self, &rank);
  int piles[SPLATOIDS_MAX_PILES], n_piles = table_slots (self, piles);

  if (self->covered || self->seat < 0 || self->game == NULL)
    apply (self, splatoids_end_turn ()); /* refused, with the reason */
  else if (self->selected_pile >= 0)
    apply (self, pile_action (self, self->selected_pile));
  else if (count > 0)
    apply (self, splatoids_play_hand (rank, count));
  else if (self->cursor < self->hand_n)
    /* Nothing selected: play the card under the cursor. */
    apply (self, splatoids_play_hand (splay_card_rank (self->hand[self->cursor]), 1));
  else if (self->cursor - self->hand_n < n_piles)
    apply (self, pile_action (self, piles[self->cursor - self->hand_n]));
  else
    say (self, _("Select a card to play first."));
  refresh (self);
}

static void
pick_up_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  apply (self, splatoids_pick_up ());
  refresh (self);
}

static void
end_turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  apply (self, splatoids_end_turn ());
  refresh (self);
}

static void
move_cursor (SplaySplatoidsBoard *self, int to)
{
  int limit = cursor_limit (self);

  if (limit == 0)
    return;
  self->cursor = ((to % limit) + limit) % limit;
  refresh (self);
}

static void
select_next_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  move_cursor (self, self->cursor + 1);
}

static void
select_previous_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  move_cursor (self, self->cursor - 1);
}

static void
select_first_action (GtkWidget *widget, const char *name, GVariant *param)
{
  move_cursor (SPLAY_SPLATOIDS_BOARD (widget), 0);
}

static void
select_last_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  move_cursor (self, cursor_limit (self) - 1);
}

static void
toggle_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  int piles[SPLATOIDS_MAX_PILES], n_piles = table_slots (self, piles);
  int rank = 0;

  if (self->cursor < self->hand_n)
    {
      int i = self->cursor;
      self->selected_pile = -1;
      if (self->selected[i])
        self->selected[i] = FALSE;
      else
        {
          if (n_selected (self, &rank) > 0 && rank != splay_card_rank (self->hand[i]))
            clear_selection (self);
          self->selected[i] = TRUE;
        }
    }
  else if (self->cursor - self->hand_n < n_piles)
    {
      int p = piles[self->cursor - self->hand_n];
      gboolean was = self->selected_pile == p;
      clear_selection (self);
      self->selected_pile = was ? -1 : p;
    }
  refresh (self);
}

static void
clear_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);
  clear_selection (self);
  refresh (self);
}

static void
reveal_action (GtkWidget *widget, const char *name, GVariant *param)
{
  on_reveal_clicked (SPLAY_SPLATOIDS_BOARD (widget));
}

static void
on_play_clicked (SplaySplatoidsBoard *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "board.play", NULL);
}

static void
on_pick_up_clicked (SplaySplatoidsBoard *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "board.pick-up", NULL);
}

static void
on_end_turn_clicked (SplaySplatoidsBoard *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "board.end-turn", NULL);
}

/* ---- object ---- */

/* Behind the cover, the keyboard belongs to the button that lifts it. */
static gboolean
splay_splatoids_board_grab_focus (GtkWidget *widget)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (widget);

  if (self->covered)
    return gtk_widget_grab_focus (self->reveal_button);
  return GTK_WIDGET_CLASS (splay_splatoids_board_parent_class)->grab_focus (widget);
}

static void
splay_splatoids_board_dispose (GObject *object)
{
  SplaySplatoidsBoard *self = SPLAY_SPLATOIDS_BOARD (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SPLAY_TYPE_SPLATOIDS_BOARD);
  g_clear_object (&self->match);
  g_clear_pointer (&self->last_message, g_free);
  G_OBJECT_CLASS (splay_splatoids_board_parent_class)->dispose (object);
}

static void
splay_splatoids_board_class_init (SplaySplatoidsBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_splatoids_board_dispose;
  widget_class->grab_focus = splay_splatoids_board_grab_focus;

  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (SPLAY_TYPE_CARD_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/splay-splatoids-board.ui");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "splay-splatoids-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, overlay);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, discard_bin);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, discard_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, burned_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, turn_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, last_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, hint_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, my_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, my_name_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, my_table_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, hand_row);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, play_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, pick_up_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, cover);
  gtk_widget_class_bind_template_child (widget_class, SplaySplatoidsBoard, reveal_button);
  gtk_widget_class_bind_template_callback (widget_class, on_play_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_pick_up_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_end_turn_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_reveal_clicked);

  gtk_widget_class_install_action (widget_class, "board.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "board.pick-up", NULL, pick_up_action);
  gtk_widget_class_install_action (widget_class, "board.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "board.select-next", NULL, select_next_action);
  gtk_widget_class_install_action (widget_class, "board.select-previous", NULL, select_previous_action);
  gtk_widget_class_install_action (widget_class, "board.select-first", NULL, select_first_action);
  gtk_widget_class_install_action (widget_class, "board.select-last", NULL, select_last_action);
  gtk_widget_class_install_action (widget_class, "board.toggle-selection", NULL, toggle_selection_action);
  gtk_widget_class_install_action (widget_class, "board.clear-selection", NULL, clear_selection_action);
  gtk_widget_class_install_action (widget_class, "board.reveal", NULL, reveal_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.select-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.select-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "board.select-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "board.select-last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.toggle-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "board.pick-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "board.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.clear-selection", NULL);
}

static void
splay_splatoids_board_init (SplaySplatoidsBoard *self)
{
  self->seat = -1;
  self->pending_seat = -1;
  self->selected_pile = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->discard = SPLAY_CARD_WIDGET (splay_card_widget_new (DISCARD_CARD_WIDTH, FALSE));
  adw_bin_set_child (self->discard_bin, GTK_WIDGET (self->discard));
  gtk_widget_add_css_class (self->my_box, "my-seat");
  gtk_widget_add_css_class (GTK_WIDGET (self->my_name_label), "my-name");
  build_my_piles (self);
  build_opponents (self);
}

GtkWidget *
splay_splatoids_board_new (SplayMatch *match)
{
  SplaySplatoidsBoard *self;

  g_return_val_if_fail (SPLAY_IS_MATCH (match), NULL);

  self = g_object_new (SPLAY_TYPE_SPLATOIDS_BOARD, NULL);
  self->match = g_object_ref (match);
  g_signal_connect_object (match, "game-started", G_CALLBACK (on_game_started), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "action-applied", G_CALLBACK (on_action_applied), self, G_CONNECT_SWAPPED);
  self->game = splay_match_get_current_game (match);
  refresh (self);
  return GTK_WIDGET (self);
}

void
splay_splatoids_board_show_hint (SplaySplatoidsBoard *self, SplayAction action)
{
  int piles[SPLATOIDS_MAX_PILES], n_piles;

  g_return_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self));

  if (!may_act (self) || !is_legal (self, action))
    return;

  /* The hint's cards are selected, so Enter plays it. */
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
    default:
      break; /* the button that does it is the suggested one already */
    }
  refresh (self);
}

const char *
splay_splatoids_board_get_hint_text (SplaySplatoidsBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), NULL);
  return gtk_label_get_text (self->hint_label);
}

gboolean
splay_splatoids_board_get_hint (SplaySplatoidsBoard *self, SplayAction *out)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), FALSE);
  return current_hint (self, out);
}

SplayMatch *
splay_splatoids_board_get_match (SplaySplatoidsBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), NULL);
  return self->match;
}

int
splay_splatoids_board_get_seat (SplaySplatoidsBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), -1);
  return self->covered ? -1 : self->seat;
}

gboolean
splay_splatoids_board_is_covered (SplaySplatoidsBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLATOIDS_BOARD (self), FALSE);
  return self->covered;
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
splay_splatoids_board_get_turn_text (SplaySplatoidsBoard *self)
{
  return gtk_label_get_text (self->turn_label);
}

const char *
splay_splatoids_board_get_last_text (SplaySplatoidsBoard *self)
{
  return gtk_label_get_text (self->last_label);
}

const char *
splay_splatoids_board_get_discard_text (SplaySplatoidsBoard *self)
{
  return splay_card_widget_get_label (self->discard);
}

const char *
splay_splatoids_board_get_burned_text (SplaySplatoidsBoard *self)
{
  return gtk_label_get_text (self->burned_label);
}

const char *
splay_splatoids_board_get_last_message (SplaySplatoidsBoard *self)
{
  return self->last_message;
}
