/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-util.h: what the turn-based boards share. */
#pragma once

#include "../model/splay-match.h"

G_BEGIN_DECLS

/* Applies @action for the person at @seat through @match. Returns NULL when
 * it was applied; otherwise nothing changed and the result is a translated
 * message saying why, naming players rather than seat numbers.
 * @covered_seat is the seat whose cards are behind the pass-the-screen cover,
 * or -1. With @name_turns, a move out of turn is answered with whose turn it
 * is (right for games where one seat acts at a time; in simultaneous games
 * the engine's own message is better). */
char *splay_board_try_apply (SplayMatch  *match,
                             int          seat,
                             int          covered_seat,
                             gboolean     name_turns,
                             SplayAction  action);

G_END_DECLS
