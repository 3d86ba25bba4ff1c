/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "../store/splay-store.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_STATS_PAGE (splay_stats_page_get_type ())
G_DECLARE_FINAL_TYPE (SplayStatsPage, splay_stats_page, SPLAY, STATS_PAGE, AdwBin)

/* The Statistics page: a game and a person to choose, the figures of
 * splay-stats.h for them, by strongest opponent, with hints or undo apart,
 * the rating, and two charts. @store may be NULL (nothing saved: the empty
 * state). */
GtkWidget *splay_stats_page_new (SplayStore *store);

/* Reads the figures again (the window calls it whenever the page is shown);
 * keeps the chosen game and person. */
void splay_stats_page_refresh (SplayStatsPage *self);

void splay_stats_page_set_game (SplayStatsPage *self, const char *game_id);
/* NULL: everyone. */
void splay_stats_page_set_person (SplayStatsPage *self, const char *person);

/* For tests: the text shown for a figure. @key is "played", "won", "lost",
 * "drawn", "win-rate", "streak", "place", "best-score", "average-score",
 * "rating", "abandoned"; prefixed by "assisted/" or a group ("medium/",
 * "people/") for those lines. NULL when not shown. */
const char *splay_stats_page_get_figure (SplayStatsPage *self, const char *key);
/* "empty" (no finished match at all), "no-results" (none for this game and
 * person) or "figures". */
const char *splay_stats_page_get_state (SplayStatsPage *self);
/* The note under "Results" (says when matches are counted apart). */
const char *splay_stats_page_get_results_note (SplayStatsPage *self);
GtkWidget *splay_stats_page_get_chart (SplayStatsPage *self, gboolean scores);

G_END_DECLS
