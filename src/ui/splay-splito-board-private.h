/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-board-private.h: what the Splito board's files share: the
 * board's fields, the sizes it chooses for its room, and the input's
 * entry points (splay-splito-board-input.c). */
#pragma once

#include "splay-board-private.h"
#include "splay-splito-board.h"
#include "../engine/splito.h"

G_BEGIN_DECLS

#define HAND_CARD_WIDTH 67
#define HAND_CARD_HEIGHT 92
#define SMALL_CARD_WIDTH 46
#define SMALL_CARD_HEIGHT 63
/* Narrower than this, the board folds: the status under the public cards
 * or over the hand, the hand's title over the placing buttons, a score to
 * a line. */
#define NARROW_WIDTH 700
/* The least height of a narrow board whose status lies over the hand:
 * lower, the status, the hand and the table's least room would not fit,
 * and the status stays in the table (see place_status ()). */
#define PINNED_STATUS_HEIGHT 520
/* The narrowest zone: a grid of 15 px cells, its padding and some slack
 * for the labels. */
#define MIN_ZONE_WIDTH (15 * 8 + 6 + 18 + 8)
#define ZONE_SPACING 10

/* How the board is laid out for the room it has. */
typedef struct
{
  gboolean narrow;
  gboolean status_pinned; /* over the hand, the zones first in the table */
  int hand_width, hand_height;
  int public_width, public_height;
  int cell;      /* of the zones' grids, from a share of the height */
  int per_line;  /* zones to a line */
  int rows;      /* lines of zones */
  int space;     /* across, for each zone's grid and objectives */
  int cell_most; /* the largest cell the width allows (grow_zones ()) */
  int status;    /* the status's width beside the public cards; -1 when narrow */
} Sizes;

struct _SplaySplitoBoard
{
  SplayBoard parent_instance;

  /* Template widgets */
  GtkWidget *table_scroller;
  GtkWidget *scores_row;
  GtkWidget *scores_box;
  GtkWidget *sheet_button;
  GtkWidget *public_card_0;
  GtkWidget *public_card_1;
  GtkWidget *public_label_0;
  GtkWidget *public_label_1;
  GtkWidget *public_row;
  GtkWidget *status_box;
  GtkWidget *status; /* in status_box, under the round */
  GtkWidget *round_label;
  GtkWidget *zones_grid;
  GtkWidget *hand_area;
  GtkWidget *buttons;
  GtkWidget *left_button;
  GtkWidget *hand_title;
  GtkWidget *right_button;
  GtkWidget *hand_scroller;
  GtkWidget *hand_box;
  GtkWidget *all_hands_scroller;
  GtkWidget *all_hands_grid;

  GtkWidget *score_labels[SPLITO_MAX_SEATS];
  GtkWidget *hand_cards[SPLITO_HAND_SIZE];
  /* A replay showing every card: every seat's hand, a row each. */
  GtkWidget *all_hand_rows[SPLITO_MAX_SEATS];
  GtkWidget *all_hand_titles[SPLITO_MAX_SEATS];
  GtkWidget *all_hand_cards[SPLITO_MAX_SEATS][SPLITO_HAND_SIZE];
  GtkWidget *zones[SPLITO_MAX_ZONES];
  GtkWidget *sheet_window; /* weak */

  guint drag_scroll_source;
  double drag_scroll_speed; /* pixels per 16 ms; < 0 up */
  gint64 drag_scroll_time;  /* of the last step */

  SplayCard hand[SPLITO_HAND_SIZE];
  int hand_n;
  SplayCard selected_card; /* NONE: nothing selected */
  int cursor;
  gboolean armed;     /* Enter picked the card: arrows place it */
  gboolean keys_used; /* the player has played with the keys: no key tip */
  int placed_from;    /* the seat the zones were laid out for; -2: not yet */
  int placed_zones;
  int shown_game; /* the reveal already shown, to animate only new ones; -1 none */
  int shown_round;
  char *scores_text;
  char *public_text[2];
  gboolean sheet_due;               /* opened on a finished deal: show its sheet once in a window */
  int zone_order[SPLITO_MAX_ZONES]; /* round the table, as placed */
  Sizes sizes;
  int laid_width, laid_height, laid_zones; /* what the sizes were chosen for */
  int zone_cell;                           /* the zones' cells as set: sizes.cell or more */
  int score_width; /* the widest a seat's score line may grow in this match */
  int scores_seats;
  /* What score_room () measured for each seat, and the key of what it
   * measured: the total's digits and bold or not, as update_scores ()
   * makes it (0: not measured yet). The names stay in a board's match,
   * so a seat is measured again only when its total gains a digit or its
   * line turns bold or plain (the screen passed to another person). */
  int score_rooms[SPLITO_MAX_SEATS];
  int score_keys[SPLITO_MAX_SEATS];
};

static inline int
splay_splito_board_selected_index (SplaySplitoBoard *self)
{
  for (int i = 0; i < self->hand_n; i++)
    if (self->hand[i] == self->selected_card)
      return i;
  return -1;
}

static inline void
splay_splito_board_clear_selection (SplaySplitoBoard *self)
{
  self->selected_card = SPLAY_CARD_NONE;
  self->armed = FALSE;
}

/* splay-splito-board.c */
void splay_splito_board_open_sheet (SplaySplitoBoard *self);

/* splay-splito-board-input.c: the pointer, dragging and the keys. */
void splay_splito_board_class_init_input (GtkWidgetClass *widget_class);
/* Makes the hand's cards and connects the zones (made already) and the
 * table to the input. */
void splay_splito_board_init_input (SplaySplitoBoard *self);
void splay_splito_board_move_cursor (SplayBoard *board, SplayBoardMove move);

G_END_DECLS
