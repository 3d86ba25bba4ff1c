/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../model/splay-match.h"

G_BEGIN_DECLS

/* Where the keyboard's cursor goes (board.select-next, -previous, -first,
 * -last: Right, Left, Home, End). */
typedef enum
{
  SPLAY_BOARD_MOVE_NEXT,
  SPLAY_BOARD_MOVE_PREVIOUS,
  SPLAY_BOARD_MOVE_FIRST,
  SPLAY_BOARD_MOVE_LAST,
} SplayBoardMove;

#define SPLAY_TYPE_BOARD (splay_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (SplayBoard, splay_board, SPLAY, BOARD, GtkWidget)

/* The table of one match, as the person at the screen sees it: what every
 * game's board shares. A game's board is a final subclass that adds only its
 * layout (its own template, placed inside this one) and its input.
 *
 * SplayBoard binds the match (construct-only "match") and follows it: after
 * every change it takes a new view for the seat at the screen
 * (splay_match_get_view) and hands it to update (); a board draws from that
 * view alone. It decides whose cards belong on the screen: the one person
 * at the table, or with several people the one who may act, behind a
 * pass-the-screen cover between two people's turns (the match is paused
 * while it is up). It fills the status area (a SplayBoardStatus the board's
 * template places and names in "status"): whose turn, the last move, and
 * the hint or a tip. It takes hints from the match and has the board mark
 * them, sends the board's moves to the match (splay_match_submit) and says
 * why a refused one was refused ("message").
 *
 * Motion (cards travelling from where they were drawn to where they land)
 * and the undo, move log and results of issue 17 build on this class: the
 * view drawn before the last change is kept (splay_board_get_previous_view)
 * for that, and every change of the match reaches the boards through
 * sync_view () in splay-board.c, the one place to hold back the next computer move
 * or to start the travel of a card.
 *
 * Actions (group "board"): reveal (takes the pass-the-screen cover down),
 * resume (a paused race), select-next, select-previous, select-first,
 * select-last (the keyboard's cursor, see move_cursor).
 *
 * Signals: "message" (const char *text) -> gboolean: a move was refused, or
 * the board has something to say. A handler that shows it returns TRUE; a
 * board that shows it on the table itself (the races) handles it in its
 * class handler, so that connect-after handlers (the window's toast) do not
 * run.
 *
 * Properties: "match" (construct-only), "seat" and "covered" (read-only,
 * notified), "status" (the SplayBoardStatus to fill, set from templates).
 */
struct _SplayBoardClass
{
  GtkWidgetClass parent_class;

  /* Class data, set in class_init. */
  /* Several people at the screen take turns behind the pass-the-screen
   * cover (TRUE by default); FALSE where they all play at once (the races:
   * the first person's cards are at the bottom of the screen). */
  gboolean pass_the_screen;
  /* A paused match hides the table behind a Resume cover (the races:
   * pausing must not buy thinking time). */
  gboolean hides_cards_when_paused;
  /* A move out of turn is answered with whose turn it is; FALSE where
   * several seats choose at once and the rules' own reason says more. */
  gboolean names_whose_turn;

  /* Once, when the match is bound, before the first update (): build what
   * depends on the seats. May be NULL. */
  void (*setup) (SplayBoard *self, SplayMatch *match);
  /* A new game, or another person at the screen: drop any selection and
   * put the keyboard's cursor back at the start. May be NULL. */
  void (*reset) (SplayBoard *self);
  /* Draws @view, the view of the seat at the screen (a spectator's behind
   * the cover). Called after every change of the match and from
   * splay_board_redraw () after the board's own selection changed. */
  void (*update) (SplayBoard *self, SplayView *view);
  /* The status area's first line. The default says whose turn it is. */
  char *(*get_turn_text) (SplayBoard *self, SplayView *view);
  /* The status area's last line while the person may act and has no hint:
   * how to play from here. May return NULL. */
  char *(*get_tip) (SplayBoard *self, SplayView *view);
  /* Marks @action (one of the view's legal actions) so that one key or
   * click plays it. NULL: the board offers no hints. */
  void (*show_hint) (SplayBoard *self, SplayView *view, SplayAction action);
  /* The hint in words, for the status area ("Hint: play the 7 of clubs"). */
  char *(*describe_hint) (SplayBoard *self, SplayView *view, SplayAction action);
  /* Moves the keyboard's cursor over what the person may pick (and draws
   * it: splay_board_redraw). NULL: the board has no cursor, and the arrow
   * keys move the focus as in any window. */
  void (*move_cursor) (SplayBoard *self, SplayBoardMove move);
  /* The game shown has ended (after the last update ()). May be NULL. */
  void (*game_over) (SplayBoard *self, SplayView *view);

  /* Signal class handler. */
  gboolean (*message) (SplayBoard *self, const char *text);

  /* The board is allocated @width x @height: size the cards for it
   * (splay-card-size.h), before the table inside is laid out. Called at
   * every allocation, so it returns at once when nothing changed. May be
   * NULL: the cards keep their sizes. */
  void (*size_cards) (SplayBoard *self, int width, int height);

  /* Paints @card (SPLAY_CARD_UNKNOWN: a back) at the origin, @width x
   * @height, as it travels. NULL: the shared card faces (splay_card_draw). */
  void (*snapshot_card) (SplayBoard *self, GtkSnapshot *snapshot, SplayCard card, float width,
                         float height);

  gpointer padding[10];
};

/* Whether @game_id has a board, and a new board for @match (NULL when its
 * game has none). The one table of game ids and board types. */
gboolean splay_board_game_has_board (const char *game_id);
GtkWidget *splay_board_new_for_game (SplayMatch *match);

SplayMatch *splay_board_get_match (SplayBoard *self);
/* The seat whose cards are on the screen; -1 with none (only computers at
 * the table, a replay from nobody's seat, or behind the cover). */
int splay_board_get_seat (SplayBoard *self);
/* The pass-the-screen cover is up. */
gboolean splay_board_is_covered (SplayBoard *self);
/* A paused race hides its cards behind the Resume cover. */
gboolean splay_board_is_paused_cover (SplayBoard *self);
/* The view drawn last, and the one before the last change of the match
 * (NULL before there were two). */
SplayView *splay_board_get_view (SplayBoard *self);
SplayView *splay_board_get_previous_view (SplayBoard *self);

/* Hints: what the hard level would play for the person at the screen. A
 * board offers them in games against the computer (in the races: what can
 * be played now); one can be
 * asked for while that person may act and none is on its way. The answer
 * comes from the match; the board marks its cards and says it in the
 * status area until the person moves. */
gboolean splay_board_offers_hints (SplayBoard *self);
gboolean splay_board_can_hint (SplayBoard *self);
gboolean splay_board_request_hint (SplayBoard *self);
/* The hint shown now; FALSE when none is. */
gboolean splay_board_get_hint (SplayBoard *self, SplayAction *out);
/* Marks @action as the hint would (ignored unless it is one of the legal
 * actions of the person at the screen). */
void splay_board_show_hint (SplayBoard *self, SplayAction action);

/* What the player reads (also for tests): the status lines, and the last
 * message said ("message"). */
const char *splay_board_get_turn_text (SplayBoard *self);
const char *splay_board_get_last_text (SplayBoard *self);
const char *splay_board_get_hint_text (SplayBoard *self);
const char *splay_board_get_last_message (SplayBoard *self);

/* A computer move waits for the player's Continue (board.continue), as the
 * preference computer-waits asks. */
gboolean splay_board_get_waiting (SplayBoard *self);
/* Undo: takes back the last move of the person at the screen and the
 * computers' replies since (splay_match_undo), back to the start of the
 * deal. Offered in turn-based games with one person against the computer
 * (never in a race, never with a second person at the screen); possible
 * while that person has a move in the deal in play. The board redraws when
 * the match says "undone"; a refusal is said ("message"). */
gboolean splay_board_offers_undo (SplayBoard *self);
gboolean splay_board_can_undo (SplayBoard *self);
gboolean splay_board_undo (SplayBoard *self);
/* Redo: plays again the move that undo took back and the computers'
 * replies to it (splay_match_redo), where undo is offered and while
 * nothing else has moved since. The board follows by "action-applied"; a
 * refusal is said. */
gboolean splay_board_can_redo (SplayBoard *self);
gboolean splay_board_redo (SplayBoard *self);

/* Motion: how fast the cards travel (property "animation-speed"): 1 (the
 * default) normal, 2 twice as fast, 0 not at all (they appear in place).
 * Cards travel only while the system setting gtk-enable-animations is on.
 * The preference "animation speed" of issue 17 sets it. */
void splay_board_set_animation_speed (SplayBoard *self, double speed);
double splay_board_get_animation_speed (SplayBoard *self);
/* How many cards are on their way now (tests, benchmarks). */
guint splay_board_get_n_travelling (SplayBoard *self);

G_END_DECLS
