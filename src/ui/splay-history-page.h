/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "splay-replay-view.h"
#include "../store/splay-history.h"
#include "../store/splay-history-model.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_HISTORY_PAGE (splay_history_page_get_type ())
G_DECLARE_FINAL_TYPE (SplayHistoryPage, splay_history_page, SPLAY, HISTORY_PAGE, GtkWidget)

/* Every saved match: a list that reads lazily from the store (filter by
 * game, status and player name; sort by date, game or result), a match's
 * details (each game's points and the running totals; Resume for an
 * unfinished match through "win.resume"; Replay for a finished game;
 * Delete with an Undo toast: the match is deleted only when the toast goes
 * or the page is destroyed), and export of the whole history as CSV or JSON.
 *
 * Actions (group "history"): export-csv, export-json, back, delete.
 */
GtkWidget *splay_history_page_new (SplayStore *store);
/* Reads the list again (after a match was played) and shows it. */
void splay_history_page_reload (SplayHistoryPage *self);
void splay_history_page_show_details (SplayHistoryPage *self, gint64 id);
/* Replays game @game_index of the match in the details. */
void splay_history_page_show_replay (SplayHistoryPage *self, guint game_index);
/* Writes the history to @file on a thread and says in a toast how it
 * went; meanwhile a toast says it is exporting. */
void splay_history_page_export (SplayHistoryPage *self, GFile *file, SplayHistoryFormat format);
gboolean splay_history_page_is_exporting (SplayHistoryPage *self);

/* For tests. */
SplayHistoryModel *splay_history_page_get_model (SplayHistoryPage *self);
const char *splay_history_page_get_view (SplayHistoryPage *self); /* "list", "details", "replay" */
gint64 splay_history_page_get_details_id (SplayHistoryPage *self);
/* The text of the details table, a line per game. */
char *splay_history_page_get_details_text (SplayHistoryPage *self);
GtkWidget *splay_history_page_get_replay (SplayHistoryPage *self);
/* Undoes the last delete, as its toast's button does. FALSE if none. */
gboolean splay_history_page_undo_delete (SplayHistoryPage *self);
/* Ends the last delete's toast, as its timeout does. */
void splay_history_page_dismiss_toast (SplayHistoryPage *self);
const char *splay_history_page_get_last_toast (SplayHistoryPage *self);
/* The filters, as the controls set them. */
void splay_history_page_set_filter (SplayHistoryPage *self, const char *game_id, int status,
                                    const char *text);

G_END_DECLS
