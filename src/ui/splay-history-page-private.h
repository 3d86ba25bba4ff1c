/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "splay-history-page.h"
#include "splay-narrow-bin.h"

G_BEGIN_DECLS

/* The widest the table and its bar grow, centred on a wider window. */
#define HISTORY_TABLE_WIDTH 1100

/* The history page is one object in two files: splay-history-page.c (the
 * list, the details, the replay, deleting) and splay-history-export.c (the
 * export to a file). */

struct _SplayHistoryPage
{
  GtkWidget parent_instance;

  SplayNarrowBin *narrow_bin;
  AdwToastOverlay *overlay;
  GtkStack *stack;
  /* list */
  GtkWidget *filters_button; /* the filters as a menu, when narrow */
  GSimpleActionGroup *filter_actions;
  GtkListView *list_view; /* the table's rows, when narrow */
  GtkDropDown *game_dropdown;
  GtkDropDown *status_dropdown;
  GtkDropDown *sort_dropdown;
  GtkSearchEntry *search_entry;
  GtkStack *list_stack;
  GtkColumnView *column_view;
  AdwStatusPage *empty_page;
  GtkLabel *count_label;
  /* details */
  GtkLabel *details_title;
  GtkLabel *details_subtitle;
  GtkWidget *details_head;
  GtkWidget *details_actions;
  GtkWidget *resume_button;
  AdwBin *details_bin;
  GtkWidget *details_grid;
  AdwBin *details_list_bin; /* the same, as rows, when narrow */
  /* replay */
  GtkLabel *replay_title;
  AdwBin *replay_bin;

  SplayStore *store;
  SplayHistoryModel *model;
  SplayHistoryDetails *details;
  GArray *pending;      /* gint64: deleted, waiting for the toast to go */
  AdwToast *last_toast; /* weak */
  char *last_toast_text;
  AdwToast *export_toast; /* weak: "Exporting…" while it runs */
  guint exporting;        /* exports running */
  gboolean disposing;
};

/* splay-history-page.c: a toast on the page, its text kept for the tests. */
void splay_history_page_toast (SplayHistoryPage *self, const char *text);

/* splay-history-export.c: asks where to save the history, then exports it. */
void splay_history_page_choose_export_file (SplayHistoryPage *self, SplayHistoryFormat format);

G_END_DECLS
