/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-spite-malice-board-private.h"
#include "splay-board-keys.h"

/* The keyboard: a cursor over the sources, or over the targets of the card
 * held, and a key for each thing to do. */

/* The cursor goes over the sources, or with a card held over its targets. */
static void
splay_spite_malice_board_move_cursor (SplayBoard *board, SplayBoardMove move)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (board);

  if (self->held != 0)
    {
      int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
      int n = splay_spite_malice_board_targets (self, t);
      if (n > 0)
        self->target_cursor = splay_board_step (move, self->target_cursor, n);
    }
  else
    {
      SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
      int n = splay_spite_malice_board_sources (self, src);
      if (n > 0)
        self->source_cursor = splay_board_step (move, self->source_cursor, n);
    }
  splay_board_redraw (board);
}

/* With a card held, Up goes to the building piles and Down to the discard
 * piles. */
static void
row_jump (SplaySpiteMaliceBoard *self, gboolean down)
{
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n = splay_spite_malice_board_targets (self, t);

  for (int i = 0; i < n; i++)
    if ((t[i] >= TARGET_DISCARD) == down)
      {
        self->target_cursor = i;
        break;
      }
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
up_action (GtkWidget *widget, const char *name, GVariant *param)
{
  row_jump (SPLAY_SPITE_MALICE_BOARD (widget), FALSE);
}

static void
down_action (GtkWidget *widget, const char *name, GVariant *param)
{
  row_jump (SPLAY_SPITE_MALICE_BOARD (widget), TRUE);
}

static gboolean
pick_up_under_cursor (SplaySpiteMaliceBoard *self)
{
  SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
  int n = splay_spite_malice_board_sources (self, src);

  if (n == 0 || !splay_board_may_act (SPLAY_BOARD (self)))
    {
      /* Let the rules say why nothing can be moved now. */
      splay_spite_malice_board_play (
          self, SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, SPITE_MALICE_FROM_GOAL, 0, 0, 0),
          SPLAY_MOVE_KEYBOARD);
      return FALSE;
    }
  splay_spite_malice_board_hold (self, src[CLAMP (self->source_cursor, 0, n - 1)],
                                 SPLAY_MOVE_KEYBOARD);
  return self->held != 0;
}

static void
pick_up_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  if (self->held != 0)
    splay_spite_malice_board_drop_held (self);
  else
    pick_up_under_cursor (self);
  splay_board_redraw (SPLAY_BOARD (self));
}

/* Picks up the card under the cursor if none is held, and puts the
 * keyboard's target on @target. */
static void
aim_at (SplaySpiteMaliceBoard *self, int target)
{
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n;

  if (self->held != 0 || pick_up_under_cursor (self))
    {
      n = splay_spite_malice_board_targets (self, t);
      for (int i = 0; i < n; i++)
        if (t[i] == target)
          self->target_cursor = i;
    }
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
target_action (GtkWidget *widget, const char *name, GVariant *param)
{
  aim_at (SPLAY_SPITE_MALICE_BOARD (widget), g_variant_get_int32 (param) - 1);
}

static void
new_pile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  aim_at (SPLAY_SPITE_MALICE_BOARD (widget), TARGET_NEW);
}

static void
place_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  /* Enter with nothing held picks up the card under the cursor. */
  if (self->held == 0)
    pick_up_under_cursor (self);
  else
    splay_spite_malice_board_place (self, splay_spite_malice_board_current_target (self),
                                    SPLAY_MOVE_KEYBOARD);
  splay_board_redraw (SPLAY_BOARD (self));
}

/* The turn ends with a discard: with a hand card held, this goes to the
 * discard piles; with none, the rules say so and the board asks for one. */
static void
end_turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  if (self->held != 0 && SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
    {
      self->discard_step = TRUE;
      row_jump (self, TRUE);
      return;
    }
  splay_spite_malice_board_drop_held (self);
  if (!splay_spite_malice_board_play (self, SPITE_MALICE_ACTION (SPITE_MALICE_END, 0, 0, 0, 0),
                                      SPLAY_MOVE_KEYBOARD)
      && splay_board_may_act (SPLAY_BOARD (self)))
    {
      self->discard_step = TRUE;
      self->source_cursor = 0;
    }
  splay_board_redraw (SPLAY_BOARD (self));
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplaySpiteMaliceBoard *self = SPLAY_SPITE_MALICE_BOARD (widget);

  if (self->held != 0)
    splay_spite_malice_board_drop_held (self);
  else
    self->discard_step = FALSE;
  splay_board_redraw (SPLAY_BOARD (self));
}

static const SplayBoardAction actions[] = {
  { "board.up", NULL, up_action, { GDK_KEY_Up } },
  { "board.down", NULL, down_action, { GDK_KEY_Down } },
  { "board.pick-up", NULL, pick_up_action, { GDK_KEY_space } },
  { "board.target", "i", target_action, { SPLAY_BOARD_KEY_DIGITS } },
  { "board.new-pile", NULL, new_pile_action, { GDK_KEY_n } },
  { "board.place", NULL, place_action, { GDK_KEY_Return } },
  { "board.end-turn", NULL, end_turn_action, { GDK_KEY_e } },
  { "board.cancel", NULL, cancel_action, { GDK_KEY_Escape } },
};

void
splay_spite_malice_board_class_init_keys (SplaySpiteMaliceBoardClass *klass)
{
  SPLAY_BOARD_CLASS (klass)->move_cursor = splay_spite_malice_board_move_cursor;
  splay_board_class_add_actions (GTK_WIDGET_CLASS (klass), actions, G_N_ELEMENTS (actions));
}
