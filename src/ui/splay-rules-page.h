/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-page.h: a game's rules, laid out from its SplayRulesContent
 * (splay-rules-content.h), and the window that shows them.
 *
 * The page is one scrolling column of readable width: the game's name, then
 * each section's heading, paragraphs, bulleted lists and card drawings with
 * their captions. Headings carry the heading role for screen readers; a list
 * is a list of list items; a drawing is a group named by its caption.
 *
 * The window shows one page at a time and lets the player switch to any other
 * game that has a page. There is one rules window at a time: showing the rules
 * again replaces it, so it always sits above the window that asked for it
 * (the main window, or the new-game dialog). */
#pragma once

#include <adwaita.h>

#include "../engine/cards.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_RULES_PAGE (splay_rules_page_get_type ())
G_DECLARE_FINAL_TYPE (SplayRulesPage, splay_rules_page, SPLAY, RULES_PAGE, AdwBin)

/* @game_id: a catalog id; a game without a page shows a short notice. */
GtkWidget *splay_rules_page_new (const char *game_id);
void splay_rules_page_set_game (SplayRulesPage *self, const char *game_id);
const char *splay_rules_page_get_game (SplayRulesPage *self);
/* Whether @self shows a game's rules (FALSE: the notice that there are none). */
gboolean splay_rules_page_has_content (SplayRulesPage *self);
/* For tests: the texts of the section headings shown, in order, as the player
 * reads them (translated). Free with g_strfreev(). */
GStrv splay_rules_page_get_headings (SplayRulesPage *self);
/* For tests: how many drawings the page shows. */
guint splay_rules_page_get_n_drawings (SplayRulesPage *self);

#define SPLAY_TYPE_RULES_WINDOW (splay_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (SplayRulesWindow, splay_rules_window, SPLAY, RULES_WINDOW, AdwWindow)

/* Shows the rules of @game_id above @parent (closing any other rules window)
 * and returns the window. Modal when @parent is. */
SplayRulesWindow *splay_rules_window_show (GtkWindow *parent, const char *game_id);
/* The rules window on the screen, or NULL. */
SplayRulesWindow *splay_rules_window_get_current (void);
SplayRulesPage *splay_rules_window_get_page (SplayRulesWindow *self);

/* Helpers for the games' drawings (src/ui/rules/): cards the size the pages
 * use, each labelled for screen readers.
 *
 * A card or a pile: @top is a card, SPLAY_CARD_UNKNOWN (a face-down card) or
 * SPLAY_CARD_NONE (an empty place); @depth more cards lie under it. */
GtkWidget *splay_rules_card_new (SplayCard top, int depth);
/* Up to four cards fanned, the last on top, over @depth more. */
GtkWidget *splay_rules_fan_new (const SplayCard *cards, int n_cards, int depth);
/* A row of cards (a hand, a spread-out pile) that overlaps them to fit a
 * narrow window; SPLAY_CARD_UNKNOWN draws a back. */
GtkWidget *splay_rules_row_new (const SplayCard *cards, int n_cards);
/* A short dim label over a part of a drawing ("Your hand"). */
GtkWidget *splay_rules_drawing_label_new (const char *text);
/* Appends to the vertical @box such a label and @part under it, centred. */
void splay_rules_add_part (GtkWidget *box, const char *text, GtkWidget *part);

/* Whether @game_id has a rules page. */
gboolean splay_rules_available (const char *game_id);

G_END_DECLS
