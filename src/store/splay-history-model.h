/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "splay-history.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_HISTORY_ITEM (splay_history_item_get_type ())
G_DECLARE_FINAL_TYPE (SplayHistoryItem, splay_history_item, SPLAY, HISTORY_ITEM, GObject)

/* One match of the history list; NULL for a row that could not be read
 * (a page after the first that a damaged file refused, or the list cut
 * short since it was counted). */
const SplayHistoryEntry *splay_history_item_get_entry (SplayHistoryItem *self);

#define SPLAY_TYPE_HISTORY_MODEL (splay_history_model_get_type ())
G_DECLARE_FINAL_TYPE (SplayHistoryModel, splay_history_model, SPLAY, HISTORY_MODEL, GObject)

/* A GListModel of SplayHistoryItem over the saved matches that reads
 * lazily: creating it or changing the query only counts; the items are read
 * a page at a time when first asked for, and only a few pages are kept, so a
 * history of 100,000 matches opens as fast as one of ten. An item stays the
 * same object while its page is kept.
 *
 * If the database cannot be read, the model is empty and
 * splay_history_model_get_error() says why: at once when it cannot count,
 * and from the main loop's next idle moment when a page it counted cannot
 * be read. It never answers NULL for a position within its count, as
 * GListModel asks (GTK's views unref what they get). */
SplayHistoryModel *splay_history_model_new (SplayStore *store);
void splay_history_model_set_query (SplayHistoryModel *self, const SplayHistoryQuery *query);
/* Reads the count again and forgets the pages (the matches changed). */
void splay_history_model_reload (SplayHistoryModel *self);
/* Leaves a match out (a delete that can still be undone), or brings it back. */
void splay_history_model_hide (SplayHistoryModel *self, gint64 id);
void splay_history_model_unhide (SplayHistoryModel *self, gint64 id);
const GError *splay_history_model_get_error (SplayHistoryModel *self);
/* For tests: pages read and still kept. */
guint splay_history_model_get_n_loaded_pages (SplayHistoryModel *self);

G_END_DECLS
