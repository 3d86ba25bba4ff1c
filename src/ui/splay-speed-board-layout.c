/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-speed-board-layout.c: the Speed board's card sizes and folding for
 * the room it has (the class's size_cards ()), from a model of the table
 * checked against a measure of it. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-speed-board-private.h"
#include "splay-card-size.h"
#include "splay-overlap-layout.h"

/* ---- sizes ---- */

/* How far the card widget fans a second face-up card. */
static int
fan_room (int width)
{
  return splay_card_widget_width_for (width, 2, 0) - splay_card_widget_width_for (width, 1, 0);
}

/* What the widgets ask for (splay_speed_board_apply_area_sizes (), the
 * card widget's splay_card_widget_width_for () and style.css), so that the
 * cards chosen fit. */

/* A column's box: room for a group of two fanned, and on a wide table at
 * least the card widget's own width for them above its deepest edges
 * (which small cards need more than the room a half card gives). The
 * table does not shift as groups grow and shrink. */
static int
column_width (int w, gboolean narrow)
{
  if (narrow)
    return w + fan_room (w) + 14;
  return MAX (w + w / 2, splay_card_widget_width_for (w, 2, SPLAY_CARD_WIDGET_MAX_EDGES));
}

/* A row of the table: the person's (@n_others 0), narrow or not, with
 * Ready at its end or not (@ready wide), or @n_others opponents' side by
 * side. */
typedef struct
{
  gboolean narrow, compact;
  int ready, n_others;
} Row;

/* @row's width with cards @w wide: in the board's margins, each seat in
 * its padding (12 px a side, narrow or not) with five columns and their
 * spacing; on a wide table the deck after them, at its deepest; Ready 12
 * px after the deck; opponents 18 px apart. */
static int
row_width (const Row *row, int w)
{
  int deck = 12 + splay_card_widget_width_for (w, 1, SPLAY_CARD_WIDGET_MAX_EDGES);

  if (row->n_others > 0)
    return 2 * 12 + row->n_others * (2 * 12 + 5 * column_width (w, FALSE) + 5 * 6 + deck)
           + 18 * (row->n_others - 1);
  if (row->narrow)
    return 2 * 6 + 2 * 12 + 4 * 4 + 5 * column_width (w, TRUE);
  return 2 * 12 + 2 * 12 + 5 * column_width (w, FALSE) + 5 * 10 + deck
         + (row->compact ? 10 + 12 + row->ready : 0);
}

/* The widest cards with which @row fits in @width, looked for from a
 * little above the linear model's @estimate down. */
static int
fit_row (const Row *row, int width, double estimate)
{
  int w = (int) estimate + 8;

  while (w > 0 && row_width (row, w) > width)
    w--;
  return w;
}

/* The height of the longest of @texts in @css_class's font at @width, at
 * most @most_lines high. A text's width on one line is kept (the texts of
 * a match do not change), so that only those that wrap are laid out at
 * each size. */
static int
text_height (SplaySpeedBoard *self, const char *css_class, char **texts, guint n, int width,
             int most_lines)
{
  GtkWidget *probe = splay_speed_board_probe (self, css_class);
  int most = 1, line = 0;

  if (self->text_widths == NULL)
    self->text_widths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *key = g_strconcat (css_class, "\n", texts[i], NULL);
      gpointer kept = g_hash_table_lookup (self->text_widths, key);
      g_autoptr (PangoLayout) layout = NULL;
      int one_line, height, lines;

      if (kept != NULL && GPOINTER_TO_INT (kept) - 1 <= width && line > 0)
        continue;
      layout = gtk_widget_create_pango_layout (probe, texts[i]);
      if (kept == NULL)
        {
          pango_layout_get_pixel_size (layout, &one_line, &height);
          g_hash_table_insert (self->text_widths, g_steal_pointer (&key),
                               GINT_TO_POINTER (one_line + 1));
          line = MAX (line, height);
          if (one_line <= width)
            continue;
        }
      /* Wrapped as a label wraps (at words, a word too long for a line
       * where it must). */
      pango_layout_set_width (layout, MAX (width, 1) * PANGO_SCALE);
      pango_layout_get_pixel_size (layout, NULL, &height);
      lines = MAX (pango_layout_get_line_count (layout), 1);
      most = MAX (most, lines);
      line = MAX (line, height / lines);
    }
  return MIN (most, most_lines) * line;
}

/* The table's margins in layout @z (apply_sizes ()). */
static int
table_margin (const Sizes *z)
{
  return z->narrow ? 6 : 12;
}

/* The heights of the texts that change with the players' names and the
 * language, at their longest, in layout @z at @width (the status's lines
 * @status_width wide): @model, with the texts the model was measured
 * with, or else with this match's. Into
 * @heights: the turn line, the reason under Ready, the person's heading,
 * and the opponents' (each, one under the other; the tallest, side by
 * side). */
#define N_TEXTS (3 + SPEED_MAX_SEATS)

static void
texts_heights (SplaySpeedBoard *self, const Sizes *z, int width, int status_width, gboolean model,
               int heights[N_TEXTS])
{
  g_autoptr (GPtrArray) turn = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) reasons = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) headings = g_ptr_array_new_with_free_func (g_free);
  int table = width - 2 * table_margin (z), seat_width = table - 2 * 12;
  int bottom = MAX (self->primary, 0), n_others = MAX (self->n_seats - 1, 1);

  memset (heights, 0, N_TEXTS * sizeof *heights);
  splay_speed_board_texts (self, model, turn, reasons, headings);
  if (turn->len == 0)
    return;
  heights[0] = text_height (self, z->narrow ? "title-4" : "title-3", (char **) turn->pdata,
                            turn->len, status_width, G_MAXINT);
  heights[1] = text_height (self, "caption", (char **) reasons->pdata, reasons->len, seat_width,
                            REASON_LINES);
  for (int seat = 0; seat < (int) headings->len && seat < SPEED_MAX_SEATS; seat++)
    {
      /* As splay_speed_board_apply_area_sizes () styles it. */
      gboolean tight = !self->areas[seat].mine && z->stacked;
      int w = seat == bottom || z->stacked ? seat_width
                                           : (table - 18 * (n_others - 1)) / n_others - 2 * 12;
      int h = text_height (self, tight ? "caption-heading" : "heading",
                           (char **) headings->pdata + seat, 1, w, G_MAXINT);

      if (seat == bottom)
        heights[2] = h;
      else if (z->stacked)
        heights[3 + seat] = h;
      else
        heights[3] = MAX (heights[3], h);
    }
}

/* What this match's names and the person's language add to the height
 * of the table the model was measured on, at @width in layout @z: for
 * each text, what it takes beyond the model's; for the line on the last
 * move (which the rules word), what it takes beyond one line. */
static int
text_room (SplaySpeedBoard *self, const Sizes *z, int width)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  int heights[N_TEXTS], model[N_TEXTS], room = 0, line, pause = 0, status_width;

  /* The status's lines: the table's width in its margins, but for Pause
   * and its spacing. */
  gtk_widget_measure (self->pause_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &pause, NULL, NULL);
  status_width = width - 2 * table_margin (z) - 12 - pause;
  texts_heights (self, z, width, status_width, FALSE, heights);
  texts_heights (self, z, width, status_width, TRUE, model);
  for (int i = 0; i < N_TEXTS; i++)
    room += MAX (heights[i] - model[i], 0);

  splay_speed_board_move_texts (self, moves);
  line = text_height (self, "dim-label", (char *[]){ "Xg" }, 1, width, 1);
  room += MAX (
      text_height (self, "dim-label", (char **) moves->pdata, moves->len, status_width, LAST_LINES)
          - line,
      0);
  return room;
}

/* The space between the piles in layout @z (four piles with their
 * buttons take a narrow table's width). */
static int
piles_spacing (SplaySpeedBoard *self, const Sizes *z)
{
  return !z->narrow ? 24 : self->n_seats > 2 ? 4 : 12;
}

/* The piles' cards: the person's size; on a narrow table larger, with
 * the @spare height the rows' cards leave. There the width bounds every
 * row's cards (five columns in a phone's width), and the height left over
 * stood empty around piles as small as the person's cards, while the piles
 * are where a race is played. At most half as large again as the
 * person's, and no wider together than the table. (A wide table's spare
 * height is left as it is: piles half as large again beside opponents'
 * small cards looked out of scale.) */
static int
pile_width (SplaySpeedBoard *self, const Sizes *z, int width, double spare)
{
  /* A pile a seat, in the table's margins. */
  int n_piles = MAX (self->n_seats, 1);
  int w = z->mine, most;

  if (!z->narrow || spare <= 0)
    return w;
  most = MIN ((int) (z->mine * 1.5), MAX_CARD_WIDTH);
  w = MIN ((int) (z->mine + spare / 1.4), most);
  while (w > z->mine
         && n_piles * splay_card_widget_width_for (w, 1, SPLAY_CARD_WIDGET_MAX_EDGES)
                    + (n_piles - 1) * piles_spacing (self, z) + 2 * table_margin (z)
                > width)
    w--;
  return w - w % 4;
}

/* The sizes for a board of @width x @height: the largest cards with which
 * the table fits, from a model of the table (with room for the longest
 * texts, so that the cards keep their size while the labels and buttons
 * change; size_cards () measures the table only when the room changes).
 * Widths are whole steps of 4 pixels, so that resizing the window draws
 * the card faces anew only now and then. */
static Sizes
choose_sizes (SplaySpeedBoard *self, int width, int height)
{
  Sizes z = { 0 };
  int n_others = MAX (self->n_seats - 1, 1);
  double by_width, by_height, fixed, per_mine, others_width;
  int rows, ready = 0;

  z.narrow = width < NARROW_WIDTH;
  /* Side by side, the opponents' rows (each five columns of one and a
   * half cards, 6 apart, the deck and the padding) share the width; when
   * that leaves them less than the smallest cards, they go one under the
   * other. */
  others_width = ((width - 2 * 12 - 18 * (n_others - 1)) / (double) n_others - 88) / 8.5;
  others_width = fit_row (&(Row){ .n_others = n_others }, width, others_width);
  z.stacked = z.narrow || others_width < MIN_OTHER_WIDTH;
  if (z.narrow)
    /* Five columns with room for a fanned card, 4 apart, in the seat's
     * padding and the table's margins. */
    by_width = (width - 2 * 6 - 2 * 12 - 4 * 4 - 5 * 14) / (5 * 1.24);
  else
    /* Five columns of one and a half cards, 10 apart, and the deck. */
    by_width = (width - 2 * 12 - 2 * 12 - 4 * 10 - 10 - 12 - 22) / 8.5;
  /* Those are linear estimates; the rows as the widgets ask for them
   * decide (the deck's edges grow with the card, small cards' edges take
   * more than the fanned room, the fanned room is rounded). */
  by_width = fit_row (&(Row){ .narrow = z.narrow }, width, by_width);

  /* Heights: the status, the message, the margins and spacings; each
   * opponent's heading, keys and padding; the piles' keys and buttons;
   * the person's heading, keys and controls. An opponent's cards are 0.6
   * of the person's, a pile's as large. */
  /* (Measured on the table: status 60, a message line 20, an opponent's
   * heading, keys and padding 74, a pile's key and button 62, the
   * person's heading, keys, Ready and padding 128.) */
  rows = z.stacked ? n_others : 1;
  fixed = z.narrow ? 70 + 20 + 4 * 6 + 2 * 6 : 60 + 20 + 4 * 12 + 2 * 12;
  fixed += text_room (self, &z, width);
  fixed += z.narrow ? 14 + 18 + 40 : 62;
  per_mine = 1.4 + 1.4;
  /* Stacked opponents whose cards would leave the person's smaller than
   * the smallest fold to their heading lines (who they are, how many cards
   * they have to play and in the deck), so that the piles, the person's
   * row and Ready fit (Ready at the end of the row, on a wide table).
   * Decided from the model, not from a measure: the layout does not go
   * back and forth as it is laid out anew. */
  z.folded = z.stacked
             && (height - fixed - rows * (z.narrow ? 22 + 14 + 16 + 6 : 74)
                 - (z.narrow ? 24 + 14 + 18 + 20 + 16 + 8 : 128 - 50))
                        / (per_mine + 1.4 * 0.6 * rows + (z.narrow ? 1.4 : 0))
                    < MIN_CARD_WIDTH;
  if (z.folded)
    /* (Measured: a folded opponent's heading line and the spacing.) */
    fixed += rows * (z.narrow ? 20 + 6 : 24 + 6);
  else
    {
      fixed += rows * (z.narrow ? 22 + 14 + 16 + 6 : 74);
      per_mine += 1.4 * 0.6 * rows;
    }
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
      double compact_width, compact_height = (height - fixed + 50) / per_mine;
      int normal;

      /* Ready's own width (its label in the person's language), else
       * about what it is in English. */
      if (self->areas[self->primary].ready_button != NULL)
        gtk_widget_measure (self->areas[self->primary].ready_button, GTK_ORIENTATION_HORIZONTAL, -1,
                            NULL, &ready, NULL, NULL);
      if (ready <= 0)
        ready = 111;
      compact_width = fit_row (&(Row){ .compact = TRUE, .ready = ready }, width, by_width);

      /* Cards as large in less height: the height model leaves out some
       * of what the widgets take (a lifted card, a wrapped legend), so
       * the taller layout is kept only when it gives larger cards. */
      normal = splay_card_size_choose ((int) by_width, (int) by_height, MIN_CARD_WIDTH,
                                       MAX_CARD_WIDTH);
      if (normal < MAX_CARD_WIDTH
          && splay_card_size_choose ((int) compact_width, (int) compact_height, MIN_CARD_WIDTH,
                                     MAX_CARD_WIDTH)
                 >= normal)
        {
          z.compact = TRUE;
          by_width = compact_width;
          by_height = compact_height;
        }
    }

  z.mine = splay_card_size_choose ((int) by_width, (int) by_height, MIN_CARD_WIDTH, MAX_CARD_WIDTH);
  /* The opponents' cards take what height is left, up to 0.8 of the
   * person's. */
  z.other = z.folded
                ? (int) (z.mine * 0.6)
                : (int) CLAMP ((height - fixed - 1.4 * 2 * z.mine - (z.narrow ? 1.4 * z.mine : 0))
                                   / (1.4 * rows),
                               z.mine * 0.6, z.mine * 0.8);
  if (!z.stacked)
    z.other = MIN (z.other, (int) others_width);
  z.other = MAX (z.other - z.other % 2, MIN_OTHER_WIDTH);
  z.pile = pile_width (self, &z, width,
                       height - fixed - per_mine * z.mine
                           - (z.folded ? 0 : 1.4 * rows * (z.other - z.mine * 0.6)));
  return z;
}


/* Ready's tooltip: why it is greyed out, if it is; else, on a narrow or
 * short table where the legend is not shown, the keys. */
void
splay_speed_board_set_ready_tooltip (SeatArea *a, gboolean legend_hidden)
{
  const char *why = gtk_label_get_text (a->ready_reason);

  if (why != NULL && *why != '\0')
    gtk_widget_set_tooltip_text (a->ready_button, why);
  else
    gtk_widget_set_tooltip_text (a->ready_button,
                                 legend_hidden ? gtk_label_get_text (a->keys_label) : NULL);
}

/* Puts @a's deck and controls where layout @mode (1 narrow, 2 compact,
 * 3 wide) has them. Only when the mode changes: moving widgets makes the
 * table be measured anew. */
static void
move_controls (SeatArea *a, int mode)
{
  g_object_ref (a->deck_box);
  g_object_ref (a->controls);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (a->deck_box)), a->deck_box);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (a->controls)), a->controls);
  if (mode == 1)
    {
      gtk_box_append (GTK_BOX (a->box), a->controls);
      gtk_box_prepend (GTK_BOX (a->controls), a->deck_box);
    }
  else if (mode == 2)
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
  a->placed = mode;
}

void
splay_speed_board_apply_area_sizes (SplaySpeedBoard *self, int seat)
{
  int mode;
  SeatArea *a = &self->areas[seat];
  const Sizes *z = &self->sizes;
  int width = a->mine ? z->mine : z->other;
  int edges = z->narrow ? NARROW_EDGES : SPLAY_CARD_WIDGET_MAX_EDGES;

  /* The room of the edges, at the card's right: the key or the count
   * under it leaves it, so as to lie under the card's face. */
  int edge_room = splay_card_widget_edges_width_for (width, edges);

  gtk_box_set_spacing (GTK_BOX (a->row), z->narrow ? 4 : a->mine ? 10 : 6);
  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      gtk_widget_set_margin_end (GTK_WIDGET (a->col_keys[c]), edge_room);
      splay_card_widget_set_card_width (a->cols[c], width);
      /* Each column and the deck as tall as at their deepest (as many
       * edges as the board shows them, splay_speed_board_update_area ()),
       * so that the keys under them stay on one line as they grow and
       * shrink. */
      splay_card_widget_set_room (a->cols[c], 1, edges);
      gtk_widget_set_size_request (a->col_boxes[c], column_width (width, z->narrow), -1);
    }
  for (int i = 0; i < SPEED_HAND_MAX; i++)
    splay_card_widget_set_card_width (a->hand[i], width);
  splay_card_widget_set_card_width (a->deck, width);
  splay_card_widget_set_room (a->deck, 1, edges);
  gtk_widget_set_margin_end (GTK_WIDGET (a->deck_label), edge_room);

  /* On a narrow window the person's deck lies beside the Ready button,
   * leaving the row to the five columns; on a short one Ready goes to the
   * end of the row. Then the key legend, long (and of no use to a
   * finger), goes into the button's tooltip. */
  mode = a->mine && z->narrow ? 1 : a->mine && z->compact ? 2 : 3;
  if (mode != a->placed)
    move_controls (a, mode);
  gtk_widget_set_margin_start (a->deck_box, z->narrow ? 2 : 12);
  /* In the row, the deck's top in line with the columns' (its count is
   * taller than their keys); beside Ready, centred on it. */
  gtk_widget_set_valign (a->deck_box, mode == 1 ? GTK_ALIGN_CENTER : GTK_ALIGN_START);
  gtk_widget_set_margin_start (a->controls, a->mine && z->compact ? 12 : 0);
  gtk_widget_set_visible (GTK_WIDGET (a->keys_label), !z->narrow && !z->compact);
  splay_speed_board_set_ready_tooltip (a, z->narrow || z->compact);
  splay_board_set_css_class (a->box, "narrow", z->narrow);
  /* Opponents one under the other take the height: their heading (which
   * says how many cards the deck holds) in a smaller font, and no count
   * under the deck. */
  {
    gboolean tight = !a->mine && z->stacked;

    gtk_widget_set_visible (GTK_WIDGET (a->deck_label), !tight);
    /* Folded, only the heading line: the cards that travel to and from
     * the hidden columns go from and to the heading. */
    gtk_widget_set_visible (a->row, a->mine || !z->folded);
    splay_board_set_css_class (GTK_WIDGET (a->name), "heading", !tight);
    splay_board_set_css_class (GTK_WIDGET (a->name), "caption-heading", tight);
  }
}

static void
apply_sizes (SplaySpeedBoard *self)
{
  const Sizes *z = &self->sizes;
  int margin = table_margin (z);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->top_box), z->stacked
                                                                      ? GTK_ORIENTATION_VERTICAL
                                                                      : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->top_box, z->stacked ? 6 : 18);
  /* A narrow window's turn line in a smaller title keeps to two lines. */
  splay_board_set_css_class (self->turn_label, "title-3", !z->narrow);
  splay_board_set_css_class (self->turn_label, "title-4", z->narrow);
  gtk_box_set_spacing (GTK_BOX (self->table), margin);
  /* (Four piles with their buttons take a narrow table's width.) */
  gtk_box_set_spacing (GTK_BOX (self->middle), piles_spacing (self, z));
  /* Splat's cut on a narrow table: the packets' buttons two by two, not
   * pills, so that they take the height of the piles they become. */
  for (int p = 0; p < SPEED_MAX_SEATS && self->cut_buttons[p] != NULL; p++)
    {
      GtkLayoutManager *grid = gtk_widget_get_layout_manager (self->cut_box);
      GtkGridLayoutChild *child = GTK_GRID_LAYOUT_CHILD (
          gtk_layout_manager_get_layout_child (grid, self->cut_buttons[p]));

      gtk_grid_layout_child_set_row (child, z->narrow ? p / 2 : 0);
      gtk_grid_layout_child_set_column (child, z->narrow ? p % 2 : p);
      splay_board_set_css_class (self->cut_buttons[p], "pill", !z->narrow);
    }
  gtk_widget_set_margin_start (self->status_row, margin);
  gtk_widget_set_margin_end (self->status_row, margin);
  gtk_widget_set_margin_top (self->status_row, margin);
  gtk_widget_set_margin_start (self->table, margin);
  gtk_widget_set_margin_end (self->table, margin);
  gtk_widget_set_margin_top (self->table, margin);
  gtk_widget_set_margin_bottom (self->table, margin);
  for (int p = 0; p < SPEED_MAX_SEATS; p++)
    {
      splay_card_widget_set_card_width (self->piles[p], z->pile);
      /* Its key under its face, not under the room of its edges. */
      gtk_widget_set_margin_end (
          GTK_WIDGET (self->pile_keys[p]),
          splay_card_widget_edges_width_for (z->pile, SPLAY_CARD_WIDGET_MAX_EDGES));
      /* Four piles' buttons share a narrow table's width: "Splat!" in
       * German is "Schlagen!". */
      if (self->pile_buttons[p] != NULL)
        splay_board_set_css_class (self->pile_buttons[p], "speed-tight",
                                   z->narrow && self->n_seats > 2);
    }
  for (int seat = 0; seat < SPEED_MAX_SEATS; seat++)
    if (self->areas[seat].box != NULL)
      splay_speed_board_apply_area_sizes (self, seat);
}

/* The height the status row and the table ask for at @width, as laid
 * out now. (They are measured, not the board: within the board's
 * allocation, the box that holds them measured 0.) */
static int
table_height (SplaySpeedBoard *self, int width)
{
  int status = 0, table = 0;

  gtk_widget_measure (self->status_row, GTK_ORIENTATION_VERTICAL, width, NULL, &status, NULL, NULL);
  gtk_widget_measure (self->table, GTK_ORIENTATION_VERTICAL, width, NULL, &table, NULL, NULL);
  return status + table;
}

/* The class's size_cards (): the sizes for the board's room, chosen when
 * the room changes, set before the table is laid out. */
void
splay_speed_board_size_cards (SplayBoard *board, int width, int height)
{
  SplaySpeedBoard *self = SPLAY_SPEED_BOARD (board);
  gboolean changed = FALSE;
  int room = height;

  if (width == self->laid_width && height == self->laid_height)
    return;
  self->laid_width = width;
  self->laid_height = height;
  /* The model's heights are a card's face and what it measured around
   * the cards at one size; what grows with the cards beyond their faces
   * (the room of four edges under a column or a pile, a 25th of a card's
   * width each) it leaves out, so large cards took more height than the
   * room: 1,221 px of a 1,200 px room, Ready and the key legend cut off
   * under the person's cards. The table is measured as chosen, and chosen
   * again for a room lower by what it lacks, a few times at most. */
  for (int tries = 0; tries < 4; tries++)
    {
      Sizes z = choose_sizes (self, width, room);
      int natural;

      if (memcmp (&z, &self->sizes, sizeof z) != 0)
        {
          self->sizes = z;
          apply_sizes (self);
          changed = TRUE;
        }
      natural = table_height (self, width);
      g_debug ("Speed board %d x %d, chosen for %d px: cards %d px, the table %d px high", width,
               height, room, self->sizes.mine, natural);
      if (natural <= height || self->sizes.mine <= MIN_CARD_WIDTH)
        break;
      room -= natural - height;
    }
  /* The depth shown under a column depends on the room. */
  if (changed)
    splay_board_redraw (board);
}
