/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-spite-malice-board-private.h: for the files of SplaySpiteMaliceBoard
 * only. The board is one object in four files: splay-spite-malice-board.c
 * (building and updating the table, the pointer, hints),
 * splay-spite-malice-board-moves.c (the card held: what may be picked up,
 * where it may go, playing it), splay-spite-malice-board-keys.c (the
 * keyboard) and splay-spite-malice-board-sizes.c (card sizes for the room
 * the board has). */
#pragma once

#include "splay-spite-malice-board.h"
#include "splay-board-private.h"
#include "splay-card-row.h"
#include "splay-card-widget.h"
#include "splay-spite-malice-fan.h"
#include "../engine/spite-malice.h"

G_BEGIN_DECLS

/* The cards are sized for the space the board has (size_cards): the
 * person's own, the building piles' and the opponents' each between a
 * readable least and a generous most. These are the sizes before the first
 * allocation. */
#define MY_WIDTH_MIN 40
#define MY_WIDTH_MAX 196
#define PILE_WIDTH_MIN 36
#define PILE_WIDTH_MAX 168
#define OPP_WIDTH_MIN 24
#define OPP_WIDTH_MAX 112
#define MY_CARD_WIDTH 76
#define PILE_CARD_WIDTH 64
#define OPP_CARD_WIDTH 38
/* A discard pile fans down to this many card widths at every size, kept
 * free for it when it is shorter, and squeezes a longer pile into them
 * (only its top card plays). The room is kept all game, so the less of
 * it, the larger the cards: at 1280x800 the person's cards are 124 px
 * with 2.4, 108 px with 2.8, 92 px with 3.2. */
#define FAN_HEIGHT 2.4
/* Below this width the status goes over the person's cards, the hand
 * under the goal and discard piles, and opponents wrap one to a row. */
#define NARROW_WIDTH 640
/* The person's own cards take at most this part of the height. */
#define MY_SHARE 0.5
/* Kept free under the part that scrolls: its measure at the board's width
 * and its allocation can differ by a few pixels of wrapped text. */
#define SPARE 8

/* Whether each of @n_opp opponents shows its hand's backs beside its
 * goal: up to four, on a wide window. At a fuller table or a narrow
 * window the hand's size joins the name instead, and the cards are sized
 * without the backs' room. */
static inline gboolean
opponents_show_backs (int n_opp, gboolean narrow)
{
  return n_opp <= 4 && !narrow;
}

/* Targets of a held card, as small numbers: a building pile is its index. */
#define TARGET_NEW 100
#define TARGET_DISCARD 200 /* + the pile */

typedef struct
{
  GtkWidget *box;
  GtkWidget *line; /* the name over the cards, or beside them when narrow */
  GtkWidget *name;
  SplayCardWidget *goal;
  GtkWidget *goal_label;
  SplayCardWidget *hand;
  GtkWidget *hand_label;
  SplaySpiteMaliceFan *fans[SPITE_MALICE_DISCARDS];
  GtkWidget *revealed; /* a replay showing every card fills it */
} Opponent;

typedef struct
{
  GtkWidget *box;
  SplayCardWidget *card;
  GtkWidget *badge;
  GtkWidget *caption;
} PileSlot;

struct _SplaySpiteMaliceBoard
{
  SplayBoard parent_instance;

  /* Template widgets */
  GtkWidget *scroller;
  GtkWidget *centre;
  GtkWidget *my_row;
  GtkWidget *status;
  GtkWidget *opponents_box;
  GtkWidget *piles_box;
  GtkWidget *new_pile_box;
  SplayCardWidget *new_pile;
  SplayCardWidget *draw_card;
  GtkWidget *draw_label;
  GtkWidget *aside_label;
  GtkWidget *bottom_box; /* my_box, and the status on a narrow window */
  GtkWidget *my_box;
  GtkLabel *my_name_label;
  GtkLabel *prompt_label;
  SplayCardWidget *goal;
  GtkWidget *goal_label;
  GtkWidget *fans_box;
  SplayCardRow *hand_row;
  GtkWidget *end_turn_button;
  GtkWidget *cancel_button;

  PileSlot piles[SPITE_MALICE_MAX_PILES];
  SplaySpiteMaliceFan *fans[SPITE_MALICE_DISCARDS];
  GtkWidget *fan_labels[SPITE_MALICE_DISCARDS];
  Opponent opponents[SPITE_MALICE_MAX_SEATS];

  SplayAction held; /* a source (kind 0), 0 none; target byte: hand index */
  int source_cursor;
  int target_cursor;     /* index into the targets, while a card is held */
  gboolean discard_step; /* the player asked to end the turn */
  int hover_target;      /* a target a card is dragged over, -1 none */
  int sorted_for;        /* the seat the opponents are ordered after */

  /* Sizes for the space the board has (size_cards). */
  int my_width;
  int pile_width;
  int opp_width;
  int narrow;                      /* -1 before the first allocation */
  gboolean status_below;           /* the status lies over my cards (place_status) */
  int placed_width, placed_height; /* the size that chose where it lies */
  /* The space the cards were last sized for; 0 when the table changed
   * since (size_cards searches again only then). */
  int sized_width, sized_height;
  guint scroll_idle; /* keeps the building piles in view (board.c) */
  /* The widest captions of a building pile, of the draw pile and of the
   * person's goal pile, in the font whose hash is captions_font (0: none
   * measured yet): measured once, not at every size a resize passes
   * through (keep_columns ()). */
  guint captions_font;
  int pile_caption_width, count_caption_width, goal_caption_width;
};

/* The table as the seat at the screen sees it. */
static inline const SpiteMaliceState *
table (SplaySpiteMaliceBoard *self)
{
  return splay_board_get_table (SPLAY_BOARD (self));
}

static inline SplayAction
source_make (int src, int val, int depth, int hand_index)
{
  return SPITE_MALICE_ACTION (0, src, val, depth, hand_index);
}

/* The move that puts the held source on @target. */
static inline SplayAction
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

/* splay-spite-malice-board-moves.c */
gboolean splay_spite_malice_board_is_legal (SplaySpiteMaliceBoard *self, SplayAction action);
/* Whether the source can go on a building pile (or start one). */
gboolean splay_spite_malice_board_source_builds (SplaySpiteMaliceBoard *self, SplayAction source);
gboolean splay_spite_malice_board_can_build (SplaySpiteMaliceBoard *self);
void splay_spite_malice_board_update_opponents (SplaySpiteMaliceBoard *self);
gboolean splay_spite_malice_board_can_discard (SplaySpiteMaliceBoard *self);
int splay_spite_malice_board_hand_n (SplaySpiteMaliceBoard *self);
/* The sources the keyboard visits, in order: the hand, the goal top, the
 * discard tops. */
int splay_spite_malice_board_sources (SplaySpiteMaliceBoard *self, SplayAction *out);
/* Where the held card may be put, in order: the building piles that are not
 * complete, a new pile, and, for a hand card, the own discard piles. */
int splay_spite_malice_board_targets (SplaySpiteMaliceBoard *self, int *out);
int splay_spite_malice_board_current_target (SplaySpiteMaliceBoard *self);
void splay_spite_malice_board_drop_held (SplaySpiteMaliceBoard *self);
/* Every move goes through the rules: a refused one changes nothing and the
 * player is told why. */
gboolean splay_spite_malice_board_play (SplaySpiteMaliceBoard *self, SplayAction action,
                                        SplayMoveSource source);
/* Picks up @source, or puts it back if it is the one held. */
void splay_spite_malice_board_hold (SplaySpiteMaliceBoard *self, SplayAction source,
                                    SplayMoveSource from);
/* Puts the held card on @target; nothing held, nothing happens. */
void splay_spite_malice_board_place (SplaySpiteMaliceBoard *self, int target, SplayMoveSource from);
/* A double click plays a source on the first building pile it fits. */
void splay_spite_malice_board_play_anywhere (SplaySpiteMaliceBoard *self, SplayAction source);
void splay_spite_malice_board_set_source_cursor_to (SplaySpiteMaliceBoard *self,
                                                    SplayAction source);

/* splay-spite-malice-board-keys.c: the keyboard's actions and keys. */
void splay_spite_malice_board_class_init_keys (SplaySpiteMaliceBoardClass *klass);

/* splay-spite-malice-board-sizes.c: the size_cards () method. */
void splay_spite_malice_board_size_cards (SplayBoard *board, int width, int height);
/* Shows the caption of the completed piles set aside, or keeps its room
 * (splay-spite-malice-board.c). */
void splay_spite_malice_board_show_aside (SplaySpiteMaliceBoard *self);
/* What a building pile of @n cards says under it: "Next: 8". */
char *splay_spite_malice_board_pile_caption (int n);
/* What the draw pile (or with @aside, the completed piles set aside)
 * says under it: its name over "@n cards". */
char *splay_spite_malice_board_count_caption (gboolean aside, int n);
/* What the person's goal pile of @n cards says under it: "Goal: 9 cards". */
char *splay_spite_malice_board_goal_caption (int n);

G_END_DECLS
