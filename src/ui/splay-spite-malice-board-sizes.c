/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-spite-malice-board-private.h"
#include "splay-card-size.h"

/* The cards sized for the room the board has: the person's own, the
 * building piles' and the opponents' each between a readable least and a
 * generous most; the narrow layout below NARROW_WIDTH; where the status
 * goes; and how far the discard piles fan. */

static int
fan_height (int card_width)
{
  return (int) (FAN_HEIGHT * card_width);
}

/* The status sits beside the building piles, or over the person's cards
 * outside the part that scrolls, where no long discard pile can push it
 * out of view. There it has a smaller heading (the opponent to play stands
 * out above anyway). Either way it keeps room for a three-line tip, as
 * long as the first one ("Build from your hand, ..."), so that a shorter
 * tip later does not size the cards again (a longer one still shows
 * whole). */
static void
place_status (SplaySpiteMaliceBoard *self, gboolean below)
{
  GtkWidget *turn = splay_board_status_get_turn_label (SPLAY_BOARD_STATUS (self->status));

  if (self->status_below == below)
    return;
  self->status_below = below;
  if (below)
    splay_board_move_into_box (self->status, self->bottom_box, NULL);
  else
    splay_board_move_into_box (self->status, self->centre,
                               gtk_widget_get_last_child (self->centre));
  gtk_widget_set_margin_top (self->status, below ? 4 : 0);
  gtk_widget_set_margin_bottom (self->status, below ? 4 : 0);
  gtk_widget_set_halign (self->status, below ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
  splay_board_set_css_class (turn, "title-2", !below);
  splay_board_set_css_class (turn, "title-4", below);
  /* The prompt to discard moves between the person's cards and the
   * status's tip (get_tip), which is made afresh after this allocation. */
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), !below);
  if (*gtk_label_get_text (self->prompt_label) != '\0')
    splay_board_queue_redraw (SPLAY_BOARD (self));
}

static void
set_narrow (SplaySpiteMaliceBoard *self, gboolean narrow)
{
  GtkOrientation across = narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;

  if (self->narrow == narrow)
    return;
  self->narrow = narrow;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->centre), across);
  gtk_box_set_spacing (GTK_BOX (self->centre), narrow ? 8 : 24);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->my_row), across);
  gtk_widget_set_margin_start (GTK_WIDGET (self->hand_row), narrow ? 0 : 16);
  /* Side by side, the goal, the discard piles and the hand keep together
   * in the middle of a wide window. */
  gtk_widget_set_halign (self->my_row, narrow ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (GTK_WIDGET (self->hand_row), narrow);
  for (int s = 0; s < SPITE_MALICE_MAX_SEATS; s++)
    {
      Opponent *o = &self->opponents[s];

      gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (o->hand)), !narrow);
      /* A narrow window puts each opponent on one line: the name, with
       * the hand's size, beside the cards. */
      gtk_orientable_set_orientation (GTK_ORIENTABLE (o->line), narrow ? GTK_ORIENTATION_HORIZONTAL
                                                                       : GTK_ORIENTATION_VERTICAL);
      gtk_label_set_wrap (GTK_LABEL (o->name), narrow);
      gtk_label_set_lines (GTK_LABEL (o->name), narrow ? 3 : -1);
      gtk_label_set_max_width_chars (GTK_LABEL (o->name), narrow ? 10 : -1);
      gtk_label_set_xalign (GTK_LABEL (o->name), narrow ? 0.f : 0.5f);
      gtk_widget_set_valign (o->name, narrow ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL);
      gtk_widget_set_hexpand (o->name, narrow);
      gtk_box_set_spacing (GTK_BOX (o->line), narrow ? 8 : 4);
    }
  /* Only the opponents show the layout: a whole redraw here would also
   * forget the card sizes being chosen, and the next allocation would
   * choose them all again (a frame of 6-13 ms in layout, bench-resize). */
  splay_spite_malice_board_update_opponents (self);
}

static int
text_width (GtkWidget *label, const char *text)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

/* The widest caption a building pile and the draw pile can have, in
 * their font: measured again only when the font changed. */
static void
measure_captions (SplaySpiteMaliceBoard *self)
{
  const int counts[] = { 1, 88, 188, 888 };
  guint font = pango_font_description_hash (
      pango_context_get_font_description (gtk_widget_get_pango_context (self->draw_label)));

  if (font == self->captions_font && self->captions_font != 0)
    return;
  self->captions_font = font;
  self->pile_caption_width = self->count_caption_width = self->goal_caption_width = -1;
  for (int n = 0; n <= SPITE_MALICE_PILE_CARDS; n++)
    {
      g_autofree char *text = splay_spite_malice_board_pile_caption (n);

      self->pile_caption_width
          = MAX (self->pile_caption_width, text_width (self->piles[0].caption, text));
    }
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    for (int aside = 0; aside <= 1; aside++)
      {
        g_autofree char *text = splay_spite_malice_board_count_caption (aside, counts[i]);

        self->count_caption_width
            = MAX (self->count_caption_width, text_width (self->draw_label, text));
      }
  for (int n = 0; n <= SPITE_MALICE_MAX_GOAL; n++)
    {
      g_autofree char *text = splay_spite_malice_board_goal_caption (n);

      self->goal_caption_width
          = MAX (self->goal_caption_width, text_width (self->goal_label, text));
    }
}

/* In a wide window the draw pile's column, the building piles' and the
 * person's goal pile's keep one width all game, what their widest
 * captions need on one line, so that the row does not move sideways as
 * the piles grow and the counts change (the cards keep the room of their
 * deepest edges: build_piles ()). The draw pile's and the goal's captions
 * do not wrap there: a wrapping label offered more width takes fewer
 * lines, and the box, which measures its height at the width it could
 * have, would give the column the width of one line (GtkBox gives a child
 * centred in it the width for the height it measured). On a phone the
 * columns stay as narrow as their cards, the captions wrapping instead:
 * their widest would push the piles past the window's edge. */
static void
keep_columns (SplaySpiteMaliceBoard *self, gboolean narrow)
{
  if (!narrow)
    measure_captions (self);
  for (int p = 0; p < SPITE_MALICE_MAX_PILES; p++)
    gtk_widget_set_size_request (self->piles[p].box, narrow ? -1 : self->pile_caption_width, -1);
  gtk_widget_set_size_request (gtk_widget_get_parent (self->draw_label),
                               narrow ? -1 : self->count_caption_width, -1);
  gtk_widget_set_size_request (gtk_widget_get_parent (self->goal_label),
                               narrow ? -1 : self->goal_caption_width, -1);
  gtk_label_set_wrap (GTK_LABEL (self->goal_label), narrow);
  gtk_label_set_wrap (GTK_LABEL (self->draw_label), narrow);
  gtk_label_set_wrap (GTK_LABEL (self->aside_label), narrow);
  splay_spite_malice_board_show_aside (self);
}

static void
set_my_width (SplaySpiteMaliceBoard *self, int width)
{
  self->my_width = width;
  splay_card_widget_set_card_width (self->goal, width);
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    {
      splay_spite_malice_fan_set_card_width (self->fans[d], width);
      splay_spite_malice_fan_set_max_height (self->fans[d], fan_height (width));
    }
  /* The hand's cards, and the room an empty hand keeps. */
  splay_card_row_set_card_width (self->hand_row, width);
}

static void
set_pile_width (SplaySpiteMaliceBoard *self, int width)
{
  self->pile_width = width;
  splay_card_widget_set_card_width (self->draw_card, width);
  splay_card_widget_set_card_width (self->new_pile, width);
  for (int p = 0; p < SPITE_MALICE_MAX_PILES; p++)
    splay_card_widget_set_card_width (self->piles[p].card, width);
}

static void
set_opp_width (SplaySpiteMaliceBoard *self, int width)
{
  self->opp_width = width;
  for (int s = 0; s < SPITE_MALICE_MAX_SEATS; s++)
    {
      Opponent *o = &self->opponents[s];

      splay_card_widget_set_card_width (o->goal, width);
      splay_card_widget_set_card_width (o->hand, width);
      for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
        {
          splay_spite_malice_fan_set_card_width (o->fans[d], width);
          splay_spite_malice_fan_set_max_height (o->fans[d], fan_height (width));
        }
      for (GtkWidget *c = gtk_widget_get_first_child (o->revealed); c;
           c = gtk_widget_get_next_sibling (c))
        splay_card_widget_set_card_width (SPLAY_CARD_WIDGET (c), width);
    }
}

/* What a trial card width is measured against (size_cards). */
typedef struct
{
  SplaySpiteMaliceBoard *self;
  int width, height;
  int status;   /* the status's height, when it lies over my cards */
  int opp_most; /* the opponents' cards fit across up to this */
  int my_room;  /* > 0: the most my cards may take, less than their share */
  int bottom;   /* the height of what does not scroll, mine chosen */
  int row;      /* the room across for the draw pile and the building piles */
} Space;

/* The person's own cards @width wide: how much more than MY_SHARE of the
 * height do they take? */
static int
try_my_width (int width, gpointer data)
{
  Space *sp = data;

  if (width != sp->self->my_width)
    set_my_width (sp->self, width);
  return splay_card_size_overflow (sp->self->my_box, sp->width,
                                   sp->my_room > 0 ? sp->my_room
                                                   : (int) (MY_SHARE * (sp->height - sp->status)));
}

/* The building piles @width wide, the opponents' three quarters of that as
 * far as they fit: how much too wide is their row, or else how much too
 * tall is what is above my cards? */
static int
try_pile_width (int width, gpointer data)
{
  Space *sp = data;
  SplaySpiteMaliceBoard *self = sp->self;
  int opp = splay_card_size_choose (sp->opp_most, G_MAXINT, OPP_WIDTH_MIN,
                                    MIN (OPP_WIDTH_MAX, MAX (OPP_WIDTH_MIN, width * 3 / 4)));
  int across;

  if (width != self->pile_width)
    set_pile_width (self, width);
  if (opp != self->opp_width)
    set_opp_width (self, opp);
  /* The row's least width with its captions as they are: a caption's
   * longest word may be wider than a pile. */
  gtk_widget_measure (gtk_widget_get_parent (self->piles_box), GTK_ORIENTATION_HORIZONTAL, -1,
                      &across, NULL, NULL, NULL);
  if (across > sp->row)
    return across - sp->row;
  return splay_card_size_overflow (
      gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->scroller)), sp->width,
      sp->height - sp->bottom - SPARE);
}

/* The cards sized with the status @below my cards or beside the building
 * piles: mine first, as big as the width allows (the goal and the four
 * discard piles side by side, the hand beside them or under them) and as
 * the height, of which they take at most MY_SHARE; then the building
 * piles, in what is left, no bigger than mine. Returns how much too tall
 * the table above my cards still is (what does not fit scrolls). */
static int
size_around_status (Space *space, gboolean below, int n_piles)
{
  SplaySpiteMaliceBoard *self = space->self;
  int avail = space->width - 24, status_width, by_width, mine, over;

  place_status (self, below);
  status_width = below ? MIN (avail, self->narrow ? 320 : 560) : CLAMP (avail * 45 / 100, 240, 360);
  /* As wide as that whatever it says, so that the row beside it stays put. */
  splay_board_status_set_width (SPLAY_BOARD_STATUS (self->status), status_width);
  /* Over my cards, the status is not mine to share. */
  space->status = 0;
  space->my_room = 0;
  if (below)
    gtk_widget_measure (self->status, GTK_ORIENTATION_VERTICAL, space->width, &space->status, NULL,
                        NULL, NULL);

  /* Mine: the goal (16 px apart) and four discard piles, 8 px apart; the
   * hand beside them shows at least four cards overlapped. Side by side,
   * the goal's column is at least as wide as its caption. */
  by_width
      = splay_card_size_fit_width (avail, 16 + 5 * SPLAY_CARD_SIZE_PAD + 8 + 4 * 8 + 8, 4 + 1.16);
  if (!self->narrow)
    by_width = MIN (splay_card_size_fit_width (
                        avail, 16 + 6 * SPLAY_CARD_SIZE_PAD + 8 + 5 * 8 + 16 + 24, 5 + 1.16 + 1.84),
                    splay_card_size_fit_width (avail - self->goal_caption_width,
                                               16 + 5 * SPLAY_CARD_SIZE_PAD + 5 * 8 + 16 + 24,
                                               4 + 1.16 + 1.84));
  mine = splay_card_size_search (MY_WIDTH_MIN, MIN (by_width, MY_WIDTH_MAX), self->my_width,
                                 try_my_width, space);
  space->bottom = splay_card_size_overflow (self->bottom_box, space->width, 0);

  /* The building piles: the draw pile, the piles and the new pile side by
   * side, the status beside them or under them. The captions may make a
   * column wider than its card (German's "Nachziehstapel:" on a phone):
   * try_pile_width () measures the row as it is. */
  space->row = avail - (below ? 0 : status_width + 24);
  by_width = splay_card_size_fit_width (
      space->row, (n_piles + 1) * (SPLAY_CARD_SIZE_PAD + 8 + 4) + 12, n_piles + 1);
  by_width = MIN (by_width, PILE_WIDTH_MAX);
  /* A table that does not fit even with the least building piles (many
   * opponents on a short window: the search's answer is then its least)
   * takes what it lacks from my cards, as far as they can give it. */
  if (splay_card_size_search (PILE_WIDTH_MIN, MIN (by_width, mine), self->pile_width,
                              try_pile_width, space)
      != PILE_WIDTH_MIN)
    return 0;
  over = try_pile_width (PILE_WIDTH_MIN, space);
  if (over > 0 && mine > MY_WIDTH_MIN)
    {
      space->my_room = MAX (splay_card_size_overflow (self->my_box, space->width, 0) - over, 1);
      mine = splay_card_size_search (MY_WIDTH_MIN, mine, mine, try_my_width, space);
      space->bottom = splay_card_size_overflow (self->bottom_box, space->width, 0);
      splay_card_size_search (PILE_WIDTH_MIN, MIN (by_width, mine), self->pile_width,
                              try_pile_width, space);
      over = try_pile_width (self->pile_width, space);
    }
  return over;
}

/* The widest cards @per_line opponents of @slots cards each (8 px and a
 * card's padding around each card, 4 px between them) fit in @avail,
 * 12 px apart. */
static int
opponents_fit (int avail, int per_line, int slots)
{
  return splay_card_size_fit_width (
      avail, per_line * (slots * (SPLAY_CARD_SIZE_PAD + 8) + (slots - 1) * 4) + (per_line - 1) * 12,
      per_line * slots);
}

/* Everything is sized from the space the board has: the opponents, as
 * many to a row as fit, then the rest around the status
 * (size_around_status ()). The status lies beside the building piles
 * where the table fits so, taking what they leave within reason (the
 * wider, the fewer lines a tip needs); over my cards, outside the part
 * that scrolls, on a narrow window and where the table does not fit
 * (many opponents on a short window), so that it stays in view. */
void
splay_spite_malice_board_size_cards (SplayBoard *board, int width, int height)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (board);
  const SpiteMaliceState *s = table (self);
  SplayView *view = splay_board_get_view (board);
  int avail = width - 24, seat = splay_board_get_seat (board);
  int n_opp, n_piles, per_line, slots, opp;
  gboolean narrow = width < NARROW_WIDTH, below, choose;
  Space space = { self, width, height, 0, 0, 0, 0, 0 };

  if (s == NULL || view == NULL || (width == self->sized_width && height == self->sized_height))
    return;
  self->sized_width = width;
  self->sized_height = height;
  n_opp = MAX (splay_view_get_n_seats (view) - (seat >= 0 ? 1 : 0), 1);
  /* A long row of building piles wraps (at least four to a line). */
  n_piles = MIN (MAX (s->n_piles, 1), narrow ? 4 : 9) + (s->unlimited ? 1 : 0);
  set_narrow (self, narrow);
  /* Beside the goal and the discard piles, the hand keeps the width of a
   * whole one while it holds fewer cards, so that they stay put as it is
   * played; on its own line it keeps to the middle. */
  splay_card_row_set_width_room (self->hand_row, narrow ? 0 : SPITE_MALICE_HAND, TRUE);
  keep_columns (self, narrow);
  /* A flow box is as wide as its longest line may be: no wider than the
   * piles there are. */
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->piles_box), CLAMP (s->n_piles, 4, 9));

  /* The opponents: the goal, the hand's backs (if shown) and four
   * discard piles each, as many to a row as fit with cards of a readable
   * size. */
  slots = opponents_show_backs (n_opp, narrow) ? 6 : 5;
  for (per_line = n_opp; per_line > 1; per_line--)
    if (opponents_fit (avail, per_line, slots) >= 30)
      break;
  opp = opponents_fit (avail, per_line, slots);
  if (narrow)
    {
      /* One to a line: the name (with the hand's size) beside the goal
       * and the discard piles. */
      per_line = 1;
      opp = splay_card_size_fit_width (avail, 96 + 5 * (SPLAY_CARD_SIZE_PAD + 8) + 4 * 4, 5);
    }
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->opponents_box), per_line);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->opponents_box), per_line);
  space.opp_most = opp;

  /* Where the status lies is chosen once for a size of the board, not
   * again at every move: a move described in more lines would otherwise
   * move it, and the cards with it. */
  choose = !narrow && (width != self->placed_width || height != self->placed_height);
  below = narrow || (choose ? size_around_status (&space, FALSE, n_piles) > 0 : self->status_below);
  self->placed_width = width;
  self->placed_height = height;
  /* Beside the piles after a choice, the cards are sized already. */
  if (below || !choose)
    size_around_status (&space, below, n_piles);
  g_debug ("Spite and Malice board %d x %d: cards %d px, building piles %d px, opponents' %d px",
           width, height, self->my_width, self->pile_width, self->opp_width);

  /* What scrolls across measures its child's height at the child's
   * natural width, where a hand or a prompt may wrap less than at the
   * width it gets: it is told the height it must keep. */
  {
    GtkWidget *area = gtk_widget_get_ancestor (gtk_widget_get_parent (self->bottom_box),
                                               GTK_TYPE_SCROLLED_WINDOW);

    if (gtk_scrolled_window_get_min_content_height (GTK_SCROLLED_WINDOW (area)) != space.bottom)
      gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (area), space.bottom);
  }
}
