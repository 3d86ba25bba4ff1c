/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-internal.h: SplayBoard's own state, shared by the files of
 * the base class (splay-board*.c) and by no game's board, which uses
 * splay-board-private.h. */
#pragma once

#include "splay-board.h"
#include "splay-board-motion.h"
#include "splay-board-status.h"

G_BEGIN_DECLS

typedef struct
{
  SplayMatch *match;
  SplayGame *game;     /* the current game; the match owns it */
  SplayView *view;     /* drawn last */
  SplayView *previous; /* the view before the last change of the match */

  int seat;         /* whose cards are on the screen; -1 none */
  int pending_seat; /* behind the cover: who is next */
  gboolean covered;
  gboolean paused_cover;
  char *last_message;

  SplayBoardStatus *status;
  GtkWidget *content;

  /* Cards on their way (splay-board-motion.c), and whether the match is
   * held back for them. */
  SplayMotion *motion;
  SplayGame *drawn_game; /* the game of the view drawn last */
  int drawn_seat;
  double animation_speed;
  gboolean holding;
  GtkWidget *kept[32]; /* widgets that keep their room (weak) */
  guint n_kept;

  /* The preferences: a computer move waits for the player's Continue
   * (released: for which game and number of actions it was given), and
   * the races' computers react at the pace chosen. */
  GtkWidget *continue_button;
  gboolean waiting;
  gboolean click_armed; /* a press began while a move waited */
  gboolean released;
  guint released_game;
  guint released_actions;
  double race_base_scale;

  /* A resize asked for after an allocation (see size_allocate). */
  guint remeasure_id;
  /* A redraw asked for while the board is laid out (splay_board_queue_redraw). */
  guint redraw_id;

  /* The size allocated last: a change is a resize (splay-card-face-cache.c) */
  int allocated_width, allocated_height;

  /* Template widgets */
  GtkWidget *overlay;
  GtkWidget *cover;
  GtkWidget *cover_button;
} SplayBoardPrivate;

SplayBoardPrivate *splay_board_get_private (SplayBoard *self);

/* splay-board.c */
gboolean splay_board_view_may_act (SplayBoard *self);

/* splay-board-wait.c */
void splay_board_update_wait (SplayBoard *self);
void splay_board_continue_action (GtkWidget *widget, const char *name, GVariant *param);
void splay_board_on_table_press (GtkGestureClick *gesture, int n_press, double x, double y,
                                 SplayBoard *self);
void splay_board_on_table_click (GtkGestureClick *gesture, int n_press, double x, double y,
                                 SplayBoard *self);

G_END_DECLS
