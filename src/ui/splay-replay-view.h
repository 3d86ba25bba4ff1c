/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../model/splay-match.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_REPLAY_VIEW (splay_replay_view_get_type ())
G_DECLARE_FINAL_TYPE (SplayReplayView, splay_replay_view, SPLAY, REPLAY_VIEW, GtkWidget)

/* One saved game played again on its real board, read-only, with every card
 * face up: step forward and back through its actions, jump to the start or
 * the end, or play it back at a chosen speed.
 *
 * The game is rebuilt from the match's settings and seed and the first k
 * actions of its log, in a match of its own that is never saved. Its seats
 * are computer seats that never move by themselves, so no board puts up a
 * privacy cover or takes a move; "viewer" can put one seat at the screen
 * instead (for boards that show only the hand of the seat at the screen).
 *
 * Actions (group "replay"): first, back, forward, last, play (toggle).
 */
GtkWidget *splay_replay_view_new (SplayMatch *saved, guint game_index);
guint splay_replay_view_get_position (SplayReplayView *self);
guint splay_replay_view_get_n_actions (SplayReplayView *self);
void splay_replay_view_set_position (SplayReplayView *self, guint position);
/* -1: every seat is shown as at the table; else @seat's hand is at the screen. */
void splay_replay_view_set_viewer (SplayReplayView *self, int seat);
/* The match the board shows (for tests). */
SplayMatch *splay_replay_view_get_match (SplayReplayView *self);
GtkWidget *splay_replay_view_get_board (SplayReplayView *self);
gboolean splay_replay_view_is_playing (SplayReplayView *self);
/* The move log of the game up to the move shown (a SplayMoveLog). */
GtkWidget *splay_replay_view_get_move_log (SplayReplayView *self);

G_END_DECLS
