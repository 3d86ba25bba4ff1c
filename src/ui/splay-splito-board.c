/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-board.c: the Splito table seen from one seat. Splito has its
 * own cards: SplaySplitoCard draws one, SplaySplitoZone a zone with its
 * cards counted in a SplaySplitoGrid. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-splito-board-private.h"
#include "splay-splito-sheet.h"
#include "splay-card-size.h"
#include "splay-card-widget.h"
#include "splay-splito-card.h"
#include "splay-splito-drawing.h"
#include "splay-splito-image.h"
#include "splay-splito-zone.h"
#include "splay-overlap-layout.h"
#include "splay-splito-grid.h"
#include "../engine/splito.h"

G_DEFINE_FINAL_TYPE (SplaySplitoBoard, splay_splito_board, SPLAY_TYPE_BOARD)

/* ---- helpers ---- */

/* Number cards by colour then value, then scoring cards. */
static int
compare_cards (gconstpointer a, gconstpointer b)
{
  return (int) *(const SplayCard *) a - (int) *(const SplayCard *) b;
}

/* ---- the scoring sheet ---- */

void
splay_splito_board_open_sheet (SplaySplitoBoard *self)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));

  if (view == NULL || splay_view_get_state (view) == NULL)
    return;
  if (self->sheet_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->sheet_window));
  self->sheet_window = splay_splito_sheet_open (GTK_WIDGET (self), view);
  g_object_add_weak_pointer (G_OBJECT (self->sheet_window), (gpointer *) &self->sheet_window);
}

/* ---- the zones round the table ---- */

static void
unplace_zone (GtkWidget *zone)
{
  GtkWidget *parent = gtk_widget_get_parent (zone);

  if (parent != NULL)
    gtk_grid_remove (GTK_GRID (parent), zone);
}

/* The zones in their order round the table, so many to a line. */
static void
attach_zones (SplaySplitoBoard *self)
{
  int per_line = MAX (self->sizes.per_line, 1), n = self->placed_zones;
  /* Where the zones take more than a line, the table shows the first: the
   * person's right zone (last round the table) ends that line, or with a
   * zone to a line follows the left one, and the others go on round the
   * table after it. */
  int right_at = n <= per_line ? n - 1 : MAX (per_line - 1, 1);

  for (int z = 0; z < SPLITO_MAX_ZONES; z++)
    unplace_zone (self->zones[z]);
  for (int k = 0, next = 0; k < n; k++)
    {
      int zone = k == right_at ? self->zone_order[n - 1] : self->zone_order[next++];

      gtk_grid_attach (GTK_GRID (self->zones_grid), self->zones[zone], k % per_line, k / per_line,
                       1, 1);
    }
}

static void
append_zone (SplaySplitoBoard *self, int zone)
{
  for (int k = 0; k < SPLITO_MAX_ZONES; k++)
    if (self->zone_order[k] < 0)
      {
        self->zone_order[k] = zone;
        return;
      }
}

/* Lays the zones out round the table as seen from @from: the seat's left
 * zone first, the others across the table from the left neighbour's side
 * round to the right neighbour's, and the seat's right zone last (so its
 * left is on the left; attach_zones () keeps it in the first line). Done
 * only when the seat changes, so that a zone being clicked is never moved
 * under the pointer. */
static void
place_zones (SplaySplitoBoard *self, const SplitoState *s)
{
  int from = MAX (splay_board_get_seat (SPLAY_BOARD (self)), 0), n = s->n_zones;
  int left = splito_left_zone (s, from), right = splito_right_zone (s, from);

  if (self->placed_from == from && self->placed_zones == n)
    return;
  self->placed_from = from;
  self->placed_zones = n;
  for (int k = 0; k < SPLITO_MAX_ZONES; k++)
    self->zone_order[k] = -1;
  append_zone (self, left);
  if (s->n_seats == 2)
    {
      int other = 1 - from;
      /* Across the table, the other player's right is on our left. */
      append_zone (self, splito_right_zone (s, other));
      append_zone (self, splito_left_zone (s, other));
    }
  else
    for (int k = 1; k <= n - 2; k++)
      append_zone (self, (from + k) % n);
  append_zone (self, right);
  /* The number of zones decides how many go to a line. */
  gtk_widget_queue_resize (GTK_WIDGET (self));
  attach_zones (self);
}

/* ---- updating ---- */

/* Where the person's zones need two lines for their side and worth (four
 * or more zones in a line), the others keep an empty line, so that every
 * zone's grid starts as high. */
static void
level_zone_info (SplaySplitoBoard *self)
{
  int lines = 1;

  for (int k = 0; k < SPLITO_MAX_ZONES; k++)
    if (gtk_widget_get_parent (self->zones[k]) != NULL)
      lines = MAX (lines, splay_splito_zone_get_info_lines (SPLAY_SPLITO_ZONE (self->zones[k])));
  for (int k = 0; k < SPLITO_MAX_ZONES; k++)
    splay_splito_zone_set_info_lines (SPLAY_SPLITO_ZONE (self->zones[k]), lines);
}

static void
update_zones (SplaySplitoBoard *self, SplayView *view, const SplitoState *s, gboolean animate)
{
  int seat = splay_board_get_seat (SPLAY_BOARD (self));
  SplayAction hinted;
  int hint_side = -1;

  if (splay_board_may_act (SPLAY_BOARD (self)) && splay_view_get_hint (view, &hinted))
    hint_side = splito_action_place (hinted);

  place_zones (self, s);
  for (int z = 0; z < s->n_zones; z++)
    {
      g_autofree char *title = splay_splito_zone_title (view, s, z);
      int side = seat >= 0 ? splito_zone_side (s, seat, z) : -1;

      splay_splito_zone_update (SPLAY_SPLITO_ZONE (self->zones[z]), s, title, side,
                                side >= 0 && side == hint_side, animate);
      splay_board_set_place (SPLAY_BOARD (self), self->zones[z], s->zone[z], s->zone_n[z]);
    }
  level_zone_info (self);
  /* Where the zones may take a tall window's spare height, a list that
   * grew or shrank changes what is spare: fitted again (grow_zones ()),
   * or an objective more would make the table scroll. */
  if (!self->sizes.narrow && self->sizes.cell < self->sizes.cell_most)
    {
      self->laid_width = 0;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
}

static void
update_public (SplaySplitoBoard *self, SplayView *view, const SplitoState *s)
{
  GtkWidget *cards[2] = { self->public_card_0, self->public_card_1 };
  GtkWidget *labels[2] = { self->public_label_0, self->public_label_1 };

  for (int i = 0; i < 2; i++)
    {
      SplayCard card = s->public_cards[i];
      g_autofree char *text = NULL;
      g_autofree char *caption = NULL;
      g_autofree char *name = NULL;
      int zone = -1;

      gtk_widget_set_visible (cards[i], splito_card_is_scoring (card));
      if (!splito_card_is_scoring (card))
        continue;
      splay_splito_card_set (SPLAY_SPLITO_CARD (cards[i]), card, FALSE, FALSE, -1);
      if (!s->public_scored)
        zone = splito_public_winner (s, card);
      else
        for (int z = 0; z < s->n_zones; z++)
          for (int k = 0; k < s->zone_n[z]; k++)
            if (s->zone[z][k] == card)
              zone = z;
      if (zone >= 0)
        {
          g_autofree char *title = splay_splito_zone_title (view, s, zone);
          text = g_strdup_printf (!s->public_scored
                                      /* Translators: the zone that would win a public card now */
                                      ? _("Leading: %s")
                                      /* Translators: the zone that won a public card */
                                      : _("Won by %s"),
                                  title);
          /* Under the card, the zone on a line of its own, not broken
           * where its width would break it ("Computer 3 |", "Anna"). */
          caption = g_strdup_printf (!s->public_scored
                                         /* Translators: the zone that would win a public card
                                          * now, under the card: the zone on a line of its own */
                                         ? _("Leading:\n%s")
                                         /* Translators: the zone that won a public card, under
                                          * the card: the zone on a line of its own */
                                         : _("Won by\n%s"),
                                     title);
        }
      else
        text = g_strdup (!s->public_scored ? _("No zone leads alone")
                                           : _("Set aside: no zone led alone"));
      gtk_label_set_text (GTK_LABEL (labels[i]), caption != NULL ? caption : text);
      name = splito_card_name (card);
      g_free (self->public_text[i]);
      /* Translators: a public scoring card's accessible label: card, who leads */
      self->public_text[i] = g_strdup_printf (_("Public card: %s. %s"), name, text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cards[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      self->public_text[i], -1);
    }
}

/* The scores as many to a line as fit beside the sheet's button, in
 * lines as even as they allow: six players on a wide screen in one line
 * (they took four and two), eight on a laptop in two of four, five in
 * three and two rather than four and one. Each cell is given the width
 * of the longest line its seat's score may become in the match (a score
 * of three digits, "(choosing)"), so that the lines stay as they are
 * while the deal goes on. */
static void
level_scores (SplaySplitoBoard *self)
{
  int n = self->scores_seats, avail, button, fit, rows, per_line;
  int spacing = (int) gtk_flow_box_get_column_spacing (GTK_FLOW_BOX (self->scores_box));

  if (n < 1 || self->laid_width <= 0 || self->score_width <= 0)
    return;
  gtk_widget_measure (self->sheet_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &button, NULL,
                      NULL);
  avail = self->laid_width - 2 * 12 - button - gtk_box_get_spacing (GTK_BOX (self->scores_row));
  fit = CLAMP ((avail + spacing) / (self->score_width + spacing), 1, n);
  rows = (n + fit - 1) / fit;
  per_line = (n + rows - 1) / rows;
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->scores_box), (guint) per_line);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->scores_box),
                                          (guint) MIN (self->sizes.narrow ? 1 : 2, per_line));
}

/* The digits of the match total that @total's line keeps room for: a
 * digit more than it has now, at least three; -1 in a single game. */
static int
total_digits (gboolean several, int total)
{
  int digits = 1;

  if (!several)
    return -1;
  for (int t = ABS (total); t >= 10; t /= 10)
    digits++;
  return MAX (digits + 1, 3);
}

/* The width of @label with the longest text @name's score may show:
 * update_scores ()'s line with zones worth two digits and a score of
 * three, a match total of @digits digits (total_digits ()) and
 * "(choosing)"; in bold if @bold. */
static int
score_room (GtkWidget *label, const char *name, int digits, gboolean bold)
{
  g_autofree char *line = g_strdup_printf (_("%s %d × %d = %d"), name, 88, 88, 888);
  g_autofree char *full = NULL;
  g_autofree char *choosing = NULL;
  g_autoptr (PangoLayout) layout = NULL;
  g_autoptr (PangoAttrList) attrs = NULL;
  int width, widest = 0;

  for (int d = 0; d < digits; d++)
    widest = widest * 10 + 8;
  full = digits > 0 ? g_strdup_printf (_("%s · match %d"), line, widest) : g_strdup (line);
  choosing = g_strdup_printf (_("%s (choosing)"), full);
  layout = gtk_widget_create_pango_layout (label, choosing);
  /* The person's own line is in bold (its class may not be styled yet). */
  attrs = pango_attr_list_new ();
  pango_attr_list_insert (attrs,
                          pango_attr_weight_new (bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL));
  pango_layout_set_attributes (layout, attrs);
  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

static void
update_scores (SplaySplitoBoard *self, SplayView *view, const SplitoState *s)
{
  gboolean over = s->phase == SPLITO_PHASE_OVER;
  gboolean several
      = splay_view_get_max_games (view) != 1 || splay_view_get_target_points (view) > 0;
  guint32 actors = splay_view_get_actors (view);
  g_autoptr (GString) all = g_string_new (NULL);
  int room = 0;

  for (int seat = 0; seat < SPLITO_MAX_SEATS; seat++)
    {
      GtkWidget *label = self->score_labels[seat];
      g_autofree char *line = NULL;
      g_autofree char *full = NULL;
      SplitoZoneScore l, r;
      int now, total, digits, key;
      gboolean own;

      /* The flow box's child, not only the label: a hidden label would
       * leave an empty cell that takes room and the keyboard's focus. */
      gtk_widget_set_visible (gtk_widget_get_parent (label), seat < s->n_seats);
      if (seat >= s->n_seats)
        continue;
      now = splito_seat_score (s, seat);
      /* The match total counts the finished deals; this one is added once over. */
      total = splay_view_get_total (view, seat) + (over ? 0 : now);
      splito_score_zone (s, splito_left_zone (s, seat), &l);
      splito_score_zone (s, splito_right_zone (s, seat), &r);
      /* Translators: a player's running score: "Anna 3 × 4 = 12" */
      line = g_strdup_printf (_("%s %d × %d = %d"), splay_view_get_name (view, seat), l.value,
                              r.value, now);
      if (several)
        /* Translators: a running score with the match total so far */
        full = g_strdup_printf (_("%s · match %d"), line, total);
      else
        full = g_strdup (line);
      if ((actors >> seat) & 1)
        {
          /* Translators: a player still choosing this round */
          g_autofree char *t = g_strdup_printf (_("%s (choosing)"), full);
          g_free (full);
          full = g_steal_pointer (&t);
        }
      gtk_label_set_text (GTK_LABEL (label), full);
      own = seat == splay_board_get_seat (SPLAY_BOARD (self));
      splay_board_set_css_class (label, "heading", own);
      digits = total_digits (several, total);
      /* Never 0: digits is -1 or at least 3. */
      key = (digits + 2) * 2 + own;
      if (self->score_keys[seat] != key)
        {
          self->score_rooms[seat]
              = score_room (label, splay_view_get_name (view, seat), digits, own);
          self->score_keys[seat] = key;
        }
      room = MAX (room, self->score_rooms[seat]);
      if (all->len > 0)
        g_string_append (all, "\n");
      g_string_append (all, full);
    }
  g_free (self->scores_text);
  self->scores_text = g_string_free (g_steal_pointer (&all), FALSE);
  if (room != self->score_width || s->n_seats != self->scores_seats)
    {
      self->score_width = room;
      self->scores_seats = s->n_seats;
      level_scores (self);
    }
}

static void
update_hand (SplaySplitoBoard *self, const SplitoState *s, gboolean my_turn)
{
  int sel = splay_splito_board_selected_index (self),
      seat = splay_board_get_seat (SPLAY_BOARD (self));
  int chosen_side = -1;
  SplayCard chosen = SPLAY_CARD_NONE;
  gboolean veiled = FALSE;

  if (seat >= 0 && (s->chosen >> seat) & 1)
    {
      chosen = s->choice_card[seat];
      chosen_side = s->choice_side[seat];
    }
  for (int i = 0; i < SPLITO_HAND_SIZE; i++)
    {
      GtkWidget *w = self->hand_cards[i];
      gboolean shown = i < self->hand_n;

      gtk_widget_set_visible (w, shown);
      if (!shown)
        continue;
      if (self->hand[i] == chosen && veiled)
        {
          splay_board_set_place_card (SPLAY_BOARD (self), w, self->hand[i]);
          /* With two copies of the chosen card, only one is veiled. */
          splay_splito_card_set (SPLAY_SPLITO_CARD (w), self->hand[i], FALSE, FALSE, -1);
          continue;
        }
      veiled = veiled || self->hand[i] == chosen;
      splay_board_set_place_card (SPLAY_BOARD (self), w, self->hand[i]);
      splay_splito_card_set (SPLAY_SPLITO_CARD (w), self->hand[i], i == sel,
                             my_turn && i == self->cursor,
                             self->hand[i] == chosen ? chosen_side : -1);
    }
  /* Where the hand is a fan of strips (a phone), the selected card lies
   * whole, so that a scoring card's words can be read (a phone has no
   * tooltip to read them in); with none selected, the keyboard's card,
   * so that the arrow keys read along the hand. */
  if (sel < 0 && my_turn && self->cursor < self->hand_n)
    sel = self->cursor;
  splay_overlap_layout_set_shown (
      SPLAY_OVERLAP_LAYOUT (gtk_widget_get_layout_manager (self->hand_box)),
      sel >= 0 ? self->hand_cards[sel] : NULL);
  /* On a narrow window the hand scrolls: keep the keyboard's card in view. */
  if (my_turn && self->cursor < self->hand_n)
    {
      graphene_rect_t bounds;
      GtkAdjustment *adj
          = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->hand_scroller));

      if (gtk_widget_compute_bounds (self->hand_cards[self->cursor], self->hand_box, &bounds))
        gtk_adjustment_clamp_page (adj, bounds.origin.x, bounds.origin.x + bounds.size.width);
    }
}

static void
update_texts (SplaySplitoBoard *self, SplayView *view, const SplitoState *s)
{
  int max_games = splay_view_get_max_games (view), seat = splay_board_get_seat (SPLAY_BOARD (self));
  g_autofree char *round = NULL;
  g_autofree char *hand_title = NULL;

  if (s->phase == SPLITO_PHASE_OVER)
    round = g_strdup (_("The deal is over"));
  else
    /* Translators: "Round 3 of 13" */
    round = g_strdup_printf (_("Round %d of %d"), s->round + 1, s->n_rounds);
  if (max_games > 1)
    {
      /* Translators: "Deal 2 of 3 · Round 5 of 13" */
      g_autofree char *t = g_strdup_printf (
          _("Deal %u of %d · %s"), MAX (splay_view_get_n_games (view), 1), max_games, round);
      g_free (round);
      round = g_steal_pointer (&t);
    }
  gtk_label_set_text (GTK_LABEL (self->round_label), round);

  if (seat >= 0)
    /* Translators: "Anna’s hand · 12 cards" */
    hand_title
        = g_strdup_printf (ngettext ("%s’s hand · %d card", "%s’s hand · %d cards", self->hand_n),
                           splay_view_get_name (view, seat), self->hand_n);
  gtk_label_set_text (GTK_LABEL (self->hand_title), hand_title ? hand_title : "");
}

/* A replay showing every card, with nobody at the screen, shows every
 * hand: the cards each seat holds, the one chosen this round veiled with
 * its side, as the chooser's own hand shows it. */
static void
update_all_hands (SplaySplitoBoard *self, SplayView *view, const SplitoState *s)
{
  gboolean shown = splay_board_get_seat (SPLAY_BOARD (self)) < 0
                   && !splay_board_is_covered (SPLAY_BOARD (self))
                   && splay_view_get_revealed (view);

  gtk_widget_set_visible (self->all_hands_scroller, shown);
  if (!shown)
    return;
  for (int seat = 0; seat < SPLITO_MAX_SEATS; seat++)
    {
      SplayCard hand[SPLITO_HAND_SIZE];
      int n = seat < s->n_seats ? s->hand_n[seat] : 0;
      gboolean chosen = seat < s->n_seats && (s->chosen >> seat) & 1;
      gboolean veiled = FALSE;
      g_autofree char *title = NULL;

      gtk_widget_set_visible (self->all_hand_rows[seat], seat < s->n_seats);
      if (seat >= s->n_seats)
        continue;
      memcpy (hand, s->hand[seat], n * sizeof (SplayCard));
      qsort (hand, n, sizeof (SplayCard), compare_cards);
      /* Translators: "Anna’s hand · 12 cards" */
      title = g_strdup_printf (ngettext ("%s’s hand · %d card", "%s’s hand · %d cards", n),
                               splay_view_get_name (view, seat), n);
      gtk_label_set_text (GTK_LABEL (self->all_hand_titles[seat]), title);
      for (int i = 0; i < SPLITO_HAND_SIZE; i++)
        {
          GtkWidget *w = self->all_hand_cards[seat][i];
          int side = -1;

          gtk_widget_set_visible (w, i < n);
          if (i >= n)
            continue;
          /* With two copies of the chosen card, only one is veiled. */
          if (chosen && !veiled && hand[i] == s->choice_card[seat])
            {
              side = s->choice_side[seat];
              veiled = TRUE;
            }
          splay_splito_card_set (SPLAY_SPLITO_CARD (w), hand[i], FALSE, FALSE, side);
        }
    }
}

/* ---- SplayBoard ---- */

/* A card on its way to a zone: Splito's own faces. */
static void
splay_splito_board_snapshot_card (SplayBoard *board, GtkSnapshot *snapshot, SplayCard card,
                                  float width, float height)
{
  if (card == SPLAY_CARD_UNKNOWN)
    {
      splay_card_draw (GTK_WIDGET (board), snapshot, card, width, height, splay_splito_is_dark ());
      return;
    }
  splay_splito_snapshot_card (snapshot, GTK_WIDGET (board), card, width, height,
                              splay_splito_is_dark ());
}

static void
splay_splito_board_update (SplayBoard *board, SplayView *view)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (board);
  const SplitoState *s = splay_view_get_state (view);
  int seat = splay_board_get_seat (board), game = (int) splay_view_get_game_index (view);
  gboolean my_turn = splay_board_may_act (SPLAY_BOARD (self)), animate = FALSE;

  self->hand_n = seat >= 0 ? s->hand_n[seat] : 0;
  memcpy (self->hand, s->hand[MAX (seat, 0)], self->hand_n * sizeof (SplayCard));
  qsort (self->hand, self->hand_n, sizeof (SplayCard), compare_cards);
  if (splay_splito_board_selected_index (self) < 0)
    splay_splito_board_clear_selection (self);
  self->cursor = CLAMP (self->cursor, 0, MAX (self->hand_n - 1, 0));

  /* Every card is turned over together, once, when the round resolves; a
   * board opened on a saved game shows the last reveal without moving. */
  if (!splay_board_is_covered (board)
      && (game != self->shown_game || s->round != self->shown_round))
    {
      animate = game == self->shown_game && s->round > self->shown_round;
      self->shown_game = game;
      self->shown_round = s->round;
    }

  update_zones (self, view, s, animate);
  update_public (self, view, s);
  update_scores (self, view, s);
  update_hand (self, s, my_turn);
  update_all_hands (self, view, s);
  update_texts (self, view, s);
  gtk_widget_set_sensitive (self->left_button, my_turn && self->hand_n > 0);
  gtk_widget_set_sensitive (self->right_button, my_turn && self->hand_n > 0);
  /* Nobody's hand on the screen (a replay, or only computers): nothing
   * to place. Nor once the deal is over, when every hand is empty: the
   * zones take the room. */
  gtk_widget_set_visible (self->hand_scroller, seat >= 0);
  gtk_widget_set_visible (self->buttons, seat >= 0);
  gtk_widget_set_visible (self->hand_area, s->phase != SPLITO_PHASE_OVER);
}

static void
splay_splito_board_reset (SplayBoard *board)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (board);

  splay_splito_board_clear_selection (self);
  self->cursor = 0;
}

static char *
splay_splito_board_get_turn_text (SplayBoard *board, SplayView *view)
{
  const SplitoState *s = splay_view_get_state (view);
  int seat = splay_view_get_seat (view), n = splay_view_get_n_seats (view);
  guint32 actors = splay_view_get_actors (view);
  g_autoptr (GString) waiting = g_string_new (NULL);

  if (splay_view_is_over (view))
    /* The round's line above says the deal is over. */
    return g_strdup (_("The scoring sheet says why each zone scored what it did."));
  if (splay_board_may_act (board))
    return splay_view_get_n_humans (view) > 1
               /* Translators: %s is a player name; several people share the screen */
               ? g_strdup_printf (_("Your choice, %s: place a card left or right"),
                                  splay_view_get_name (view, seat))
               : g_strdup (_("Your choice: place a card left or right"));

  for (int t = 0; t < n; t++)
    if ((actors >> t) & 1)
      {
        if (waiting->len > 0)
          g_string_append (waiting, ", ");
        g_string_append (waiting, splay_view_get_name (view, t));
      }
  if (seat >= 0 && ((s->chosen >> seat) & 1)
      && (splito_card_is_number (s->choice_card[seat])
          || splito_card_is_scoring (s->choice_card[seat])))
    {
      g_autofree char *card = splito_card_name (s->choice_card[seat]);
      return g_strdup_printf (
          s->choice_side[seat] == SPLITO_LEFT
              /* Translators: your hidden choice; the card, then who is still choosing */
              ? _("You chose %s for your left zone. Waiting for %s.")
              : _("You chose %s for your right zone. Waiting for %s."),
          card, waiting->str);
    }
  /* Translators: %s lists the players still choosing */
  return g_strdup_printf (_("Waiting for %s."), waiting->str);
}

static char *
splay_splito_board_get_tip (SplayBoard *board, SplayView *view)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (board);
  int sel = splay_splito_board_selected_index (self);
  char *selected = sel >= 0 ? splay_splito_selected_text (self->hand[sel]) : NULL;

  /* A selected scoring card's words, whole and in the body's size. */
  if (selected != NULL)
    return selected;
  /* Someone who has placed a card with the keys knows them. */
  if (self->keys_used)
    return NULL;
  /* On a phone's screen, where the tip lies over the hand and every line
   * it takes is one the zones lose, it leaves the keys out: a phone is
   * played by touch. */
  if (self->sizes.status_pinned)
    return g_strdup (_("Select a card, then a zone; or drag the card onto a zone."));
  return g_strdup (
      _("Select a card, then click a zone or press L or R; or drag the card onto a zone. "
         "Keys: ←/→ move, Enter picks up, then ←/→ place it."));
}

static char *
splay_splito_board_describe_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  g_autofree char *card = splito_card_name (splito_action_card (action));

  return g_strdup_printf (splito_action_place (action) == SPLITO_LEFT
                              /* Translators: a hint; %s is a card */
                              ? _("Hint: place the %s in your left zone.")
                              : _("Hint: place the %s in your right zone."),
                          card);
}

/* The card is selected and its zone marked: L or R, or a click, plays it. */
static void
splay_splito_board_show_hint (SplayBoard *board, SplayView *view, SplayAction action)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (board);

  splay_splito_board_clear_selection (self);
  self->selected_card = splito_action_card (action);
  for (int i = 0; i < self->hand_n; i++)
    if (self->hand[i] == self->selected_card)
      {
        self->cursor = i;
        break;
      }
}

/* The deal is scored: show why, zone by zone. */
static void
splay_splito_board_game_over (SplayBoard *board, SplayView *view)
{
  splay_splito_board_open_sheet (SPLAY_SPLITO_BOARD (board));
}

/* ---- sizes ---- */

/* The largest cell of the zones' grids, on a tall window (grow_zones ()). */
#define CELL_MOST 56
/* The smallest, whose chips still show their values, and the most that
 * choose_sizes () gives them from the height. */
#define CELL_LEAST 15
#define CELL_BY_HEIGHT 36
/* Height a tall window's table keeps free under its zones, which
 * grow_zones () does not give them: an objective's line may wrap onto
 * another as the deal goes on. */
#define ZONES_SPARE 48

/* A zone's objectives as wide as its @space, and at least its grid of
 * @cell pixels. */
static int
zone_text_width (int space, int cell)
{
  return CLAMP (space, cell * 8 + 6, MAX (340, cell * 8 + 6));
}

/* The zones' grids' cells, their objectives as wide as that allows. */
static void
set_zone_cell (SplaySplitoBoard *self, int cell)
{
  if (self->zone_cell == cell)
    return;
  self->zone_cell = cell;
  for (int k = 0; k < SPLITO_MAX_ZONES; k++)
    splay_splito_zone_set_sizes (SPLAY_SPLITO_ZONE (self->zones[k]), cell,
                                 zone_text_width (self->sizes.space, cell));
  level_zone_info (self);
}

/* The sizes for a board of @width x @height with @n_zones zones: the hand
 * and public cards follow the height, the zones as many to a line as fit
 * the width (in even lines), their grids as large as the width and a
 * quarter of the height allow. Steps of 4 px (cards) and 1 px (cells),
 * so that resizing draws the cards anew only now and then. */
static Sizes
choose_sizes (int width, int height, int n_zones)
{
  Sizes z = { 0 };
  int avail = width - 2 * 12, fit, rows, space, cell_w, cell_h;

  z.narrow = width < NARROW_WIDTH;
  z.status_pinned = z.narrow && height >= PINNED_STATUS_HEIGHT;
  z.hand_width = splay_card_size_choose (G_MAXINT, (int) (height * 0.09), 52, 132);
  z.hand_height = (int) (z.hand_width * 1.37);
  z.public_width = z.narrow ? 72 : splay_card_size_scale (z.hand_width, 1.43, 80);
  z.public_height = (int) (z.public_width * 1.4);
  /* Beside the two public cards and their captions (some 140 px each, 24
   * apart), as wide as the room allows up to 500 px: the wider, the fewer
   * lines its texts take from the zones' height. */
  z.status = z.narrow ? -1 : CLAMP (avail - 2 * 140 - 2 * 24, 420, 500);

  n_zones = MAX (n_zones, 1);
  fit = CLAMP ((avail + ZONE_SPACING) / (MIN_ZONE_WIDTH + ZONE_SPACING), 1, n_zones);
  rows = (n_zones + fit - 1) / fit;
  z.per_line = (n_zones + rows - 1) / rows;
  space = (avail - ZONE_SPACING * (z.per_line - 1)) / z.per_line - 18 - 4;
  cell_w = (space - 6) / 8;
  cell_h = (int) (height * 0.25 / 8.5);
  z.cell = CLAMP (MIN (cell_w, cell_h), CELL_LEAST, CELL_BY_HEIGHT);
  z.rows = rows;
  z.space = space;
  z.cell_most = CLAMP (cell_w, z.cell, CELL_MOST);
  return z;
}

/* A narrow window has room for about one line of zones: unless it is too
 * low for the status over the hand as well, they come first in the table,
 * before the scores and the public cards (each zone says what it is worth
 * now), and the status lies over the hand, outside the part that scrolls,
 * so that it stays in view while the table scrolls. There it keeps room
 * for one line of what happened and two of the tip (longer texts still
 * show whole). It lies in the board's own box, not in the hand's area:
 * that one scrolls sideways, and a wrapping label in it is measured for a
 * wider line than it gets, so it took more height than it asked for and
 * the hand lost its own. */
static void
place_status (SplaySplitoBoard *self, gboolean pinned)
{
  GtkWidget *table_box = gtk_widget_get_parent (self->zones_grid);
  GtkWidget *board_box = gtk_widget_get_parent (self->table_scroller);

  if ((gtk_widget_get_parent (self->status_box) == board_box) == pinned)
    return;
  if (pinned)
    splay_board_move_into_box (self->status_box, board_box, self->table_scroller);
  else
    splay_board_move_into_box (self->status_box, self->public_row,
                               gtk_widget_get_last_child (self->public_row));
  splay_board_move_into_box (self->zones_grid, table_box, pinned ? NULL : self->public_row);
  gtk_widget_set_margin_start (self->status_box, pinned ? 12 : 0);
  gtk_widget_set_margin_end (self->status_box, pinned ? 12 : 0);
  gtk_widget_set_margin_top (self->status_box, pinned ? 6 : 0);
  gtk_widget_set_margin_bottom (self->status_box, pinned ? 4 : 0);
  g_object_set (self->status, "last-lines", pinned ? 1 : 2, "hint-lines", pinned ? 2 : 3, NULL);
  /* The tip is shorter there (get_tip). */
  splay_board_queue_redraw (SPLAY_BOARD (self));
}

static void
apply_sizes (SplaySplitoBoard *self)
{
  const Sizes *z = &self->sizes;
  GtkWidget *publics[2] = { self->public_card_0, self->public_card_1 };

  for (int i = 0; i < SPLITO_HAND_SIZE; i++)
    g_object_set (self->hand_cards[i], "card-width", z->hand_width, "card-height", z->hand_height,
                  NULL);
  for (int i = 0; i < 2; i++)
    g_object_set (publics[i], "card-width", z->public_width, "card-height", z->public_height, NULL);
  self->zone_cell = 0; /* none yet: every zone is set */
  set_zone_cell (self, z->cell);
  attach_zones (self);

  /* A narrow window: the status under the public cards, the hand's title
   * over the two buttons, the scores one to a line if they must. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->public_row),
                                  z->narrow ? GTK_ORIENTATION_VERTICAL
                                            : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (self->public_row), z->narrow ? 6 : 24);
  /* Beside the public cards, the status and their captions keep one
   * width whatever they say, so that nothing in the row moves sideways as
   * the deal goes on (the captions wrap at their width). */
  splay_board_status_set_width (SPLAY_BOARD_STATUS (self->status), z->status);
  gtk_label_set_width_chars (GTK_LABEL (self->public_label_0), z->narrow ? -1 : 16);
  gtk_label_set_width_chars (GTK_LABEL (self->public_label_1), z->narrow ? -1 : 16);
  /* The scores wrap; beside them the sheet's button (a plain one, not a
   * pill, at every width: the pill's height went from the zones' lists). */
  gtk_box_set_spacing (GTK_BOX (self->scores_row), z->narrow ? 6 : 18);
  if (z->narrow && gtk_widget_get_parent (self->hand_title) == self->buttons)
    splay_board_move_into_box (self->hand_title, self->hand_area, NULL);
  else if (!z->narrow && gtk_widget_get_parent (self->hand_title) != self->buttons)
    splay_board_move_into_box (self->hand_title, self->buttons, self->left_button);
  gtk_widget_set_size_request (self->hand_title, z->narrow ? -1 : 240, -1);
  gtk_box_set_spacing (GTK_BOX (self->buttons), z->narrow ? 12 : 24);
  place_status (self, z->status_pinned);
}

/* The zones' grids take the height a tall window's table leaves over
 * (choose_sizes () gives them a share of it: on 2540x1400, a quarter of
 * the board stood empty), but ZONES_SPARE: a pixel of cell for every 8.5
 * that each line of zones leaves, as far as the width allows; measured,
 * and a pixel at a time smaller while the table is too tall, down to
 * CELL_LEAST. From the cells they have, so that lines added in a deal
 * first take the spare room, and the grids shrink only once it is gone. */
static void
grow_zones (SplaySplitoBoard *self, int width, int height)
{
  const Sizes *z = &self->sizes;
  GtkWidget *table = gtk_widget_get_parent (self->zones_grid);
  GtkWidget *under = gtk_widget_get_ancestor (self->hand_area, GTK_TYPE_SCROLLED_WINDOW);
  int under_height, spare;

  if (z->narrow || z->cell >= z->cell_most)
    {
      set_zone_cell (self, z->cell);
      return;
    }
  set_zone_cell (self, CLAMP (self->zone_cell, z->cell, z->cell_most));
  gtk_widget_measure (under, GTK_ORIENTATION_VERTICAL, width, NULL, &under_height, NULL, NULL);
  spare = -splay_card_size_overflow (table, width, height - under_height) - ZONES_SPARE;
  if (spare > 0)
    set_zone_cell (self, MIN (z->cell_most, self->zone_cell + (int) (spare / (8.5 * z->rows))));
  /* Down to the smallest cells, below the share of the height: late in a
   * deal the lists of objectives grow, and at 1000x700 (about the window
   * Splay opens) the last lines went past the table's fold, under the
   * hand. */
  while (self->zone_cell > CELL_LEAST
         && splay_card_size_overflow (table, width, height - under_height) > 0)
    set_zone_cell (self, self->zone_cell - 1);
}

/* The sizes for the room the board is allocated, chosen before the table
 * inside is laid out with them (SplayBoardClass.size_cards). */
static void
splay_splito_board_size_cards (SplayBoard *board, int width, int height)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (board);
  Sizes z;

  if (width == self->laid_width && height == self->laid_height
      && self->placed_zones == self->laid_zones)
    return;
  z = choose_sizes (width, height, self->placed_zones > 0 ? self->placed_zones : 3);
  self->laid_width = width;
  self->laid_height = height;
  self->laid_zones = self->placed_zones;
  if (memcmp (&z, &self->sizes, sizeof z) != 0)
    {
      self->sizes = z;
      apply_sizes (self);
    }
  level_scores (self);
  grow_zones (self, width, height);
}

/* ---- object ---- */

static void
splay_splito_board_setup (SplayBoard *board, SplayMatch *match)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (board);
  SplayGame *game = splay_match_get_current_game (match);

  self->sheet_due = game != NULL && splay_game_is_over (game);
}

/* A board opened on a deal that is over (a match saved while the scoring
 * sheet was showing, or due) shows the sheet again once it is in a window.
 * A board that takes no pointer input is a read-only view (the history's
 * replay rebuilds one at every step back): no window pops up over it. */
static void
splay_splito_board_root (GtkWidget *widget)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (widget);

  GTK_WIDGET_CLASS (splay_splito_board_parent_class)->root (widget);
  if (self->sheet_due && gtk_widget_get_can_target (widget))
    {
      self->sheet_due = FALSE;
      splay_splito_board_open_sheet (self);
    }
}

static void
splay_splito_board_dispose (GObject *object)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (object);

  if (self->sheet_window != NULL)
    gtk_window_destroy (GTK_WINDOW (self->sheet_window));
  g_clear_handle_id (&self->drag_scroll_source, g_source_remove);
  for (int z = 0; z < SPLITO_MAX_ZONES; z++)
    if (self->zones[z] != NULL)
      {
        unplace_zone (self->zones[z]);
        g_clear_object (&self->zones[z]);
      }
  gtk_widget_dispose_template (GTK_WIDGET (self), SPLAY_TYPE_SPLITO_BOARD);
  G_OBJECT_CLASS (splay_splito_board_parent_class)->dispose (object);
}

static void
splay_splito_board_finalize (GObject *object)
{
  SplaySplitoBoard *self = SPLAY_SPLITO_BOARD (object);

  g_free (self->scores_text);
  g_free (self->public_text[0]);
  g_free (self->public_text[1]);
  G_OBJECT_CLASS (splay_splito_board_parent_class)->finalize (object);
}

static void
splay_splito_board_class_init (SplaySplitoBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  SplayBoardClass *board_class = SPLAY_BOARD_CLASS (klass);

  object_class->dispose = splay_splito_board_dispose;
  object_class->finalize = splay_splito_board_finalize;
  widget_class->root = splay_splito_board_root;
  board_class->names_whose_turn = FALSE;
  board_class->setup = splay_splito_board_setup;
  board_class->reset = splay_splito_board_reset;
  board_class->update = splay_splito_board_update;
  board_class->get_turn_text = splay_splito_board_get_turn_text;
  board_class->get_tip = splay_splito_board_get_tip;
  board_class->show_hint = splay_splito_board_show_hint;
  board_class->describe_hint = splay_splito_board_describe_hint;
  board_class->game_over = splay_splito_board_game_over;
  board_class->move_cursor = splay_splito_board_move_cursor;
  board_class->snapshot_card = splay_splito_board_snapshot_card;
  board_class->size_cards = splay_splito_board_size_cards;

  g_type_ensure (SPLAY_TYPE_SPLITO_CARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-splito-board.ui");
  gtk_widget_class_set_css_name (widget_class, "splay-splito-board");
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, scores_row);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, scores_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, sheet_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, public_card_0);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, public_card_1);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, public_label_0);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, public_label_1);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, public_row);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, status_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, status);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, round_label);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, zones_grid);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, hand_area);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, buttons);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, left_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, hand_title);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, right_button);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, hand_scroller);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, hand_box);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, all_hands_scroller);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoBoard, all_hands_grid);

  splay_splito_board_class_init_input (widget_class);
}

static void
splay_splito_board_init (SplaySplitoBoard *self)
{
  self->selected_card = SPLAY_CARD_NONE;
  self->placed_from = -2;
  self->shown_game = -1;
  self->shown_round = -1;
  for (int k = 0; k < SPLITO_MAX_ZONES; k++)
    self->zone_order[k] = -1;
  /* Until the first allocation sizes the board (named: the struct grew
   * a field that shifted every value of a list by one). */
  self->sizes = (Sizes){ .hand_width = HAND_CARD_WIDTH,
                         .hand_height = HAND_CARD_HEIGHT,
                         .public_width = 96,
                         .public_height = 134,
                         .cell = SPLAY_SPLITO_GRID_CELL,
                         .space = SPLAY_SPLITO_GRID_WIDTH,
                         .per_line = 3 };
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (self->hand_box, splay_overlap_layout_new (2, 22));

  for (int s = 0; s < SPLITO_MAX_SEATS; s++)
    {
      self->score_labels[s] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->score_labels[s]), 0);
      gtk_label_set_wrap (GTK_LABEL (self->score_labels[s]), TRUE);
      gtk_flow_box_append (GTK_FLOW_BOX (self->scores_box), self->score_labels[s]);
      /* Text to read, not a control: the row takes no focus, and its
       * cells do not say to a screen reader that they do. */
      gtk_widget_set_focusable (gtk_widget_get_parent (self->score_labels[s]), FALSE);
      /* A score that grows or a "(choosing)" that goes does not move the
       * others along the row. */
      splay_board_keep_room (SPLAY_BOARD (self), self->score_labels[s]);
    }
  for (int z = 0; z < SPLITO_MAX_ZONES; z++)
    self->zones[z] = g_object_ref_sink (splay_splito_zone_new (z));
  splay_splito_board_init_input (self);
}

int
splay_splito_board_get_hand (SplaySplitoBoard *self, SplayCard *out)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), 0);
  memcpy (out, self->hand, self->hand_n * sizeof (SplayCard));
  return self->hand_n;
}

int
splay_splito_board_get_cursor (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), 0);
  return self->cursor;
}

int
splay_splito_board_get_selected (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), -1);
  return splay_splito_board_selected_index (self);
}

const char *
splay_splito_board_get_zone_text (SplaySplitoBoard *self, int zone)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  g_return_val_if_fail (zone >= 0 && zone < SPLITO_MAX_ZONES, NULL);
  return splay_splito_zone_get_text (SPLAY_SPLITO_ZONE (self->zones[zone]));
}

const char *
splay_splito_board_get_scores_text (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return self->scores_text;
}

const char *
splay_splito_board_get_public_text (SplaySplitoBoard *self, int index)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  g_return_val_if_fail (index == 0 || index == 1, NULL);
  return self->public_text[index];
}

int
splay_splito_board_get_revealed_round (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), -1);
  return self->shown_game >= 0 && self->shown_round > 0 ? self->shown_round : -1;
}

char *
splay_splito_board_get_sheet_text (SplaySplitoBoard *self)
{
  SplayView *view;

  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  view = splay_board_get_view (SPLAY_BOARD (self));
  return view != NULL ? splay_splito_sheet_text (view) : g_strdup ("");
}

GtkWindow *
splay_splito_board_get_sheet_window (SplaySplitoBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_BOARD (self), NULL);
  return self->sheet_window ? GTK_WINDOW (self->sheet_window) : NULL;
}
