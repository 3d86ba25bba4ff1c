/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Not a key: stands for the digits 1 to 9, on the main keys and on the
 * number pad, each activating the action with its digit as an "i". */
#define SPLAY_BOARD_KEY_DIGITS 1

/* A board's action and the keys that activate it. */
typedef struct
{
  const char *name;           /* "board.place" */
  const char *parameter_type; /* NULL, or "i" with SPLAY_BOARD_KEY_DIGITS */
  GtkWidgetActionActivateFunc activate;
  guint keys[3]; /* key values, 0 after the last */
} SplayBoardAction;

/* Installs each action of @actions and binds its keys, the same way on
 * every board: Return also as the number pad's Enter, a letter with or
 * without Shift, and SPLAY_BOARD_KEY_DIGITS as above. Call it from a
 * board's class_init. */
void splay_board_class_add_actions (GtkWidgetClass *widget_class, const SplayBoardAction *actions,
                                    gsize n_actions);

G_END_DECLS
