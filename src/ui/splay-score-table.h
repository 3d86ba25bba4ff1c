/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "../model/splay-match.h"
#include "../store/splay-history.h"

G_BEGIN_DECLS

/* A cell of a score table: left-aligned text, or right-aligned figures in
 * the numeric font; @heading in bold. */
GtkWidget *splay_score_table_label (const char *text, gboolean heading, gboolean numeric);

/* The match so far: a row per seat, a column per finished game (when
 * @with_games), the total and, in a race to a score, the points still to go. */
GtkWidget *splay_score_table_new_for_match (SplayMatch *match, gboolean with_games);

/* A saved match of the history: a row per game with each player's points
 * and the running total, the game's notes, a Replay button (action
 * "history.replay" with the game's index), and the totals last. */
GtkWidget *splay_score_table_new_for_details (const SplayHistoryDetails *details);

/* The same as a boxed list of rows, for a narrow window: columns of four
 * names do not fit 360 pixels. */
GtkWidget *splay_score_table_list_new_for_details (const SplayHistoryDetails *details);

G_END_DECLS
