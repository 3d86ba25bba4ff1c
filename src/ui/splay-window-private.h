/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "splay-window.h"
#include "splay-board.h"
#include "splay-move-log.h"
#include "splay-narrow-bin.h"
#include "../engine/catalog.h"

G_BEGIN_DECLS

/* The window is one object in three files, one job each:
 * splay-window.c (the pages, the header and the match on the screen),
 * splay-window-start.c (the start page: the games and the saved matches to
 * continue) and splay-window-replace.c (restarting a deal, or a new match
 * like the one on the screen). */

struct _SplayWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwWindowTitle *window_title;
  SplayNarrowBin *title_bin; /* narrow: the title is not shown */
  GtkButton *back_button;
  GtkMenuButton *scores_button;
  GtkButton *hint_button;
  GtkButton *undo_button;
  GtkMenuButton *log_button;
  SplayMoveLog *move_log;
  GtkBox *scores_box;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  AdwPreferencesGroup *continue_group;
  AdwPreferencesGroup *games_group;
  SplayNarrowBin *games_narrow_bin;
  SplayNarrowBin *result_buttons_bin; /* the results' buttons, in a row or a column */
  GtkWidget *result_buttons;
  AdwBin *board_bin;
  GtkLabel *summary_title;
  GtkLabel *summary_description;
  AdwBin *summary_board_bin;
  AdwBin *summary_table_bin;
  GtkWidget *summary_scores_button;
  GtkWidget *games_button;
  GtkWidget *new_match_button;
  GtkWidget *next_game_button;
  AdwBin *history_bin;
  GtkWidget *history_page;

  SplayStore *store;
  GSettings *settings;
  SplayMatch *match;
  SplayBoard *board;
  GtkWindow *dialog; /* weak */
  GPtrArray *continue_rows;
  char *last_game_id;
  int computer_delay;

  /* The Statistics page, and where Back returns from it. */
  GtkWidget *stats_page;
  char *page_before_stats;
  gboolean paused_before_stats;
};


/* splay-window.c */
void splay_window_update_hint (SplayWindow *self);

/* splay-window-start.c */
gboolean splay_window_game_is_playable (const SplayCatalogEntry *entry);
void splay_window_build_games_list (SplayWindow *self);
/* The Continue list, read again from the store. */
void splay_window_refresh_continue (SplayWindow *self);
/* The start page's buttons as words, or as icons in a narrow window. */
void splay_window_fit_start_page (SplayWindow *self);
void splay_window_abandon_action (GtkWidget *widget, const char *action_name, GVariant *param);

/* splay-window-replace.c */
/* Asks, where moves would be lost, then restarts the deal (@restart) or
 * starts a new match with the same settings. */
void splay_window_confirm_replace (SplayWindow *self, gboolean restart);

G_END_DECLS
