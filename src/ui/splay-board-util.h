/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-util.h: what the turn-based boards share. */
#pragma once

#include <adwaita.h>

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

/* Which seat's cards belong on the screen now: -1 with no person at the
 * table, the person's seat with one; with several people, the lowest person
 * who may act, or @current while none may (or the game is over).
 * *@hand_over is TRUE when that is another person than @current: the screen
 * must be passed, behind the cover, before their cards show. */
int   splay_board_seat_for_screen (SplayMatch *match,
                                   int         current,
                                   gboolean   *hand_over);

/* Pauses the match and puts up the pass-the-screen cover (an AdwStatusPage)
 * for @seat, with @button (which takes it down) focused. */
void  splay_board_show_cover      (SplayMatch *match,
                                   GtkWidget  *cover,
                                   GtkWidget  *button,
                                   int         seat);

/* Replays show every hand face up (splay_game_set_reveal). Fills @row with
 * @cards face up, @card_width wide, reusing the card widgets it has; shows
 * the row and returns TRUE when the view holds the cards themselves, else
 * hides it and returns FALSE (a hidden hand, drawn as backs as always). */
gboolean splay_board_show_revealed_hand (GtkWidget       *row,
                                         const SplayCard *cards,
                                         int              n_cards,
                                         int              card_width);

G_END_DECLS
