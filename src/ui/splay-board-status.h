/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SPLAY_TYPE_BOARD_STATUS (splay_board_status_get_type ())
G_DECLARE_FINAL_TYPE (SplayBoardStatus, splay_board_status, SPLAY, BOARD_STATUS, GtkWidget)

/* The status area of a board: whose turn it is, what just happened, and a
 * hint or a tip on how to play. SplayBoard fills it; a board's template
 * places it where its table has room and styles the three labels, which
 * are internal children named "turn", "last" and "hint".
 *
 * Each line keeps room for a number of lines of text ("turn-lines",
 * "last-lines", "hint-lines") whether its text is shorter or not, so that
 * the table around it does not move when a text grows or shrinks; a longer
 * text still shows whole, unless the board's template cuts the "last" line
 * short with "lines" and "ellipsize" on that label: its whole text is then
 * its tooltip, and it goes on into the room the hint line leaves unused
 * (all of it, when that holds a tip: @hint_is_tip). A line with no room
 * (0) is hidden while empty. */
GtkWidget *splay_board_status_new (void);
void splay_board_status_set_texts (SplayBoardStatus *self, const char *turn, const char *last,
                                   const char *hint, gboolean hint_is_tip);
/* The status takes @width across whatever its texts (a word longer than
 * that excepted; -1: as wide as its texts ask), so that what lies beside
 * it does not move as they change. */
void splay_board_status_set_width (SplayBoardStatus *self, int width);
const char *splay_board_status_get_turn (SplayBoardStatus *self);
const char *splay_board_status_get_last (SplayBoardStatus *self);
const char *splay_board_status_get_hint (SplayBoardStatus *self);
/* The "turn" label, for a board whose layout restyles its heading. */
GtkWidget *splay_board_status_get_turn_label (SplayBoardStatus *self);

G_END_DECLS
