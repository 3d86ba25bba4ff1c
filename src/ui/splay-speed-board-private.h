/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-speed-board-private.h: what the files of the Speed board (Spit and
 * Splat) share: splay-speed-board.c (the board: showing the state, the
 * SplayBoard methods), splay-speed-board-input.c (building the widgets that
 * take input, and the player's moves by click, key and drag) and
 * splay-speed-board-layout.c (the card sizes for the room the board has). */
#pragma once

#include <adwaita.h>

#include "splay-speed-board.h"
#include "splay-board-private.h"
#include "splay-card-widget.h"
#include "../engine/speed-core.h"

G_BEGIN_DECLS

/* The cards' widths before the board has a size (and the sizes a 1280 x 800
 * window gives two seats); then they follow the room the board has. */
#define MY_CARD_WIDTH 74
#define OTHER_CARD_WIDTH 44
#define PILE_CARD_WIDTH 84
/* Below this a card's index is no longer read at a glance; above the
 * largest, a card only takes room from the table. */
#define MIN_CARD_WIDTH 36
#define MAX_CARD_WIDTH 196
#define MIN_OTHER_WIDTH 28
/* Narrower than this, the board folds: opponents one under the other, the
 * deck beside the Ready button, the key legend in the button's tooltip. */
#define NARROW_WIDTH 600
/* The edges a narrow table shows under a column or the deck, at most. */
#define NARROW_EDGES 2
/* The most lines the reason under Ready takes. */
#define REASON_LINES 2
/* The most lines the status's line on the last move takes. */
#define LAST_LINES 2
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
  int placed; /* the layout the deck and controls are placed for; 0 none */
} SeatArea;

/* How the board is laid out for the room it has. */
typedef struct
{
  gboolean narrow;
  gboolean stacked; /* the opponents one under the other */
  gboolean compact; /* Ready at the end of the person's row, to save height */
  gboolean folded;  /* the opponents, stacked, as their heading lines only */
  int mine;         /* a person's cards */
  int other;        /* a computer's */
  int pile;
} Sizes;

struct _SplaySpeedBoard
{
  SplayBoard parent_instance;

  /* Template widgets */
  GtkWidget *status_row; /* the status and Pause, over the part that scrolls */
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
  gboolean named;              /* they were chosen with the players' names known */
  GtkWidget *probes;           /* labels, hidden, that texts are measured with */
  GHashTable *text_widths;     /* font class and text: its width on one line, plus 1 */
};

/* The keys of each set: slots, piles, Ready. */
static const guint G_GNUC_UNUSED slot_keys[N_KEYSETS][N_SLOTS] = {
  { GDK_KEY_1, GDK_KEY_2, GDK_KEY_3, GDK_KEY_4, GDK_KEY_5 },
  { GDK_KEY_6, GDK_KEY_7, GDK_KEY_8, GDK_KEY_9, GDK_KEY_0 },
};
static const guint G_GNUC_UNUSED pile_keys[N_KEYSETS][SPEED_MAX_SEATS] = {
  { GDK_KEY_q, GDK_KEY_w, GDK_KEY_e, GDK_KEY_r },
  { GDK_KEY_o, GDK_KEY_p, GDK_KEY_bracketleft, GDK_KEY_bracketright },
};
static const guint G_GNUC_UNUSED ready_keys[N_KEYSETS] = { GDK_KEY_a, GDK_KEY_l };

/* splay-speed-board.c */
const SpeedState *splay_speed_board_area_table (SplaySpeedBoard *self, int seat);
const SpeedState *splay_speed_board_table (SplaySpeedBoard *self);
gboolean splay_speed_board_game_running (SplaySpeedBoard *self);
gboolean splay_speed_board_seat_is_human (SplaySpeedBoard *self, int seat);
void splay_speed_board_play_effect (SplaySpeedBoard *self, GtkWidget *widget, const char *css_class,
                                    guint ms, gboolean counted);
void splay_speed_board_say (SplaySpeedBoard *self, const char *message, gboolean refused);
void splay_speed_board_move_texts (SplaySpeedBoard *self, GPtrArray *moves);
GtkWidget *splay_speed_board_probe (SplaySpeedBoard *self, const char *css_class);
void splay_speed_board_texts (SplaySpeedBoard *self, gboolean model, GPtrArray *turn,
                              GPtrArray *reasons, GPtrArray *headings);

/* splay-speed-board-input.c */
GtkWidget *splay_speed_board_slot_widget (SplaySpeedBoard *self, int seat, int slot);
gboolean splay_speed_board_legal_for (SplaySpeedBoard *self, int seat, SplayAction action);
gboolean splay_speed_board_play (SplaySpeedBoard *self, int seat, SplayAction action,
                                 GtkWidget *source, SplayMoveSource from);
gboolean splay_speed_board_slot_is_hand (const SpeedState *s, int seat);
int splay_speed_board_slot_source (const SpeedState *s, int seat, int slot);
void splay_speed_board_build_area (SplaySpeedBoard *self, int seat, gboolean mine);
void splay_speed_board_build_piles (SplaySpeedBoard *self);
void splay_speed_board_pause_action (GtkWidget *widget, const char *name, GVariant *param);
void splay_speed_board_pick_action (GtkWidget *widget, const char *name, GVariant *param);
void splay_speed_board_pile_action (GtkWidget *widget, const char *name, GVariant *param);
void splay_speed_board_ready (SplaySpeedBoard *self, int seat, SplayMoveSource from);
void splay_speed_board_ready_action (GtkWidget *widget, const char *name, GVariant *param);

/* splay-speed-board-layout.c */
void splay_speed_board_apply_area_sizes (SplaySpeedBoard *self, int seat);
void splay_speed_board_set_ready_tooltip (SeatArea *a, gboolean legend_hidden);
void splay_speed_board_size_cards (SplayBoard *board, int width, int height);

G_END_DECLS
