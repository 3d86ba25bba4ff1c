/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../model/splay-match.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_MOVE_LOG (splay_move_log_get_type ())
G_DECLARE_FINAL_TYPE (SplayMoveLog, splay_move_log, SPLAY, MOVE_LOG, GtkWidget)

/* The move log: every move of the current deal of a match in words ("Cleo
 * played two 8s and burned the pile"), numbered, newest last, as a list a
 * screen reader reads row by row. It follows the match: a move adds a row,
 * an undo or a new deal rebuilds the list (from splay_game_describe_moves).
 * While the log is not on the screen it only notes that it is out of date. */
GtkWidget *splay_move_log_new (void);
void splay_move_log_set_match (SplayMoveLog *self, SplayMatch *match);
SplayMatch *splay_move_log_get_match (SplayMoveLog *self);

/* The moves listed (brought up to date first), for tests: a new strv. */
char **splay_move_log_get_moves (SplayMoveLog *self);
/* The list itself (a GtkListBox), for tests of what a screen reader sees. */
GtkWidget *splay_move_log_get_list (SplayMoveLog *self);

G_END_DECLS
