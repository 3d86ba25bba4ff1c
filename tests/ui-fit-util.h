/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-fit-util.h: what the tests of boards at a given window size share
 * (test-ui-short.c, test-ui-play-to-end.c, test-ui-narrow.c and the
 * narrow pages' screenshots): a short match shown in a
 * window asked for a size, and the checks that nothing a person acts on
 * is out of reach. */
#pragma once

#include <gtk/gtk.h>

#include "ui-test-util.h"

/* The five games, by id. */
extern const char *const ui_fit_games[5];

/* Lets the window be laid out and drawn a few times: boards size their
 * cards from their allocation, which may take a pass or two. */
void ui_fit_settle (Fixture *f);

/* Asks the window for @width x @height (as a phone or a tiling window
 * manager gives it) and lets it settle. */
void ui_fit_resize (Fixture *f, int width, int height);

/* Shows a one-deal match of @game_id: Ada at seat 0, easy computers at the
 * others (@n_players in all), dealt from @seed; Spite and Malice with the
 * smallest goal pile. */
SplayBoard *ui_fit_start (Fixture *f, const char *game_id, int n_players, guint64 seed);
/* The same with @names for the seats (the person's first) instead of
 * "Ada" and "Robot N" (NULL: those), and @options over the game's
 * defaults ("matchplay=1 first=2"; NULL: none). */
SplayBoard *ui_fit_start_named (Fixture *f, const char *game_id, int n_players, guint64 seed,
                                const char *const *names, const char *options);

typedef struct
{
  int buttons;   /* buttons checked */
  int cards;     /* cards of the person's checked */
  int scrolled;  /* of those, how many had to be scrolled into view */
  gboolean soft; /* set: count what is out of reach instead of failing */
  int unreachable;
} UiFitCount;

/* Fails the test if a scrolled window under @window can scroll sideways. */
void ui_fit_assert_no_sideways (GtkWidget *window);

/* The width of the largest cards shown under @root (the person's own, on a
 * board; Splito's cards are widgets of their own), 0 for none. */
int ui_fit_largest_cards (GtkWidget *root);

/* Sizes @board's cards for a room of @width x @height, as its allocation
 * would (for a screen larger than the tests' 1280x1024, which holds no
 * window that large): returns the largest cards' width then, and sets
 * *@natural to the height the board then asks for at that width. The next
 * allocation sizes it for its own room again. */
int ui_fit_cards_for (SplayBoard *board, int width, int height, int *natural);

/* Every shown button under @root and every card of the person's hand (or
 * that the person acts on) must lie inside @window and inside every
 * scroller around it; with @may_scroll a widget out of view is first
 * scrolled into view, as a person would scroll to it. Adds to @count. */
void ui_fit_assert_reachable (GtkWidget *window, GtkWidget *root, gboolean may_scroll,
                              UiFitCount *count);

/* With SPLAY_TEST_SHOTS=DIR, saves @window as DIR/NAME.png, to be looked
 * at; else nothing. */
void ui_fit_shoot (GtkWidget *window, const char *name);
