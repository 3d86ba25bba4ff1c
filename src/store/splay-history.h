/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-history.h: every saved match as history: paged and filtered lists,
 * counts, the games of one match, deleting, export as CSV and JSON, and a
 * synthetic database for the benchmark. */
#pragma once

#include <gio/gio.h>

#include "splay-store.h"

G_BEGIN_DECLS

typedef enum
{
  SPLAY_HISTORY_SORT_DATE,   /* last played */
  SPLAY_HISTORY_SORT_GAME,   /* game id, then last played */
  SPLAY_HISTORY_SORT_RESULT, /* see SplayHistoryResult, then last played */
} SplayHistorySort;

/* How a match came out, from the side of the people at the screen. The
 * order is the sort order of SPLAY_HISTORY_SORT_RESULT. */
typedef enum
{
  SPLAY_HISTORY_RESULT_WON,     /* finished, a person won */
  SPLAY_HISTORY_RESULT_DRAWN,   /* finished, no single winner */
  SPLAY_HISTORY_RESULT_LOST,    /* finished, a computer player won */
  SPLAY_HISTORY_RESULT_PLAYING, /* not finished yet */
  SPLAY_HISTORY_RESULT_ABANDONED,
} SplayHistoryResult;

/* Which matches, in which order. Zero-initialised means all matches, most
 * recently played first; set status to -1 for every status. */
typedef struct
{
  const char *game_id; /* NULL or "": every game */
  int status;          /* -1: every status, else a SplayMatchStatus */
  const char *text;    /* NULL or "": no text filter; else a part of
                                * a player's name, any case */
  SplayHistorySort sort;
  gboolean ascending;    /* FALSE: newest / last first */
  const gint64 *exclude; /* match ids to leave out (pending deletes) */
  guint n_exclude;
} SplayHistoryQuery;

#define SPLAY_HISTORY_QUERY_INIT                            \
  {                                                         \
    NULL, -1, NULL, SPLAY_HISTORY_SORT_DATE, FALSE, NULL, 0 \
  }

/* One match of the history. */
typedef struct
{
  gint64 id;
  char *game_id;
  SplayMatchStatus status;
  SplayHistoryResult result;
  int winner; /* seat, or -1 */
  int n_seats;
  char **names;  /* n_seats, NULL-terminated */
  char **levels; /* per seat: "human" or a level string */
  int *totals;   /* per seat: points of the finished games */
  int target_points;
  int max_games;
  int n_games; /* games started */
  GDateTime *created;
  GDateTime *updated; /* last played */
} SplayHistoryEntry;

void splay_history_entry_free (SplayHistoryEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SplayHistoryEntry, splay_history_entry_free)

/* How many matches @query selects. */
gboolean splay_store_count_history (SplayStore *self, const SplayHistoryQuery *query, guint *n_out,
                                    GError **error);

/* Up to @limit matches from position @offset of @query's order. Returns a
 * GPtrArray of SplayHistoryEntry (free func set), or NULL with @error. */
GPtrArray *splay_store_list_history (SplayStore *self, const SplayHistoryQuery *query, guint offset,
                                     guint limit, GError **error);

/* One game of a match. */
typedef struct
{
  guint index;
  gboolean finished;
  gboolean drawn;
  int n_actions;
  int hints;                    /* hints asked for */
  int undos;                    /* moves taken back */
  int points[SPLAY_MAX_SEATS];  /* 0 while not finished */
  int place[SPLAY_MAX_SEATS];   /* 0 while not finished */
  int running[SPLAY_MAX_SEATS]; /* the match total after this game */
  GDateTime *started;
  GDateTime *finished_at; /* NULL while not finished */
} SplayHistoryGame;

typedef struct
{
  SplayHistoryEntry *entry;
  GArray *games; /* SplayHistoryGame, by index */
} SplayHistoryDetails;

void splay_history_details_free (SplayHistoryDetails *details);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SplayHistoryDetails, splay_history_details_free)

/* The match @id with every game, or NULL with SPLAY_STORE_ERROR_NOT_FOUND. */
SplayHistoryDetails *splay_store_get_history_details (SplayStore *self, gint64 id, GError **error);

/* Deletes a match with its games, moves and points. Deleting a match that
 * is not there is not an error (it may have been deleted elsewhere). */
gboolean splay_store_delete_match (SplayStore *self, gint64 id, GError **error);

typedef enum
{
  SPLAY_HISTORY_FORMAT_CSV,
  SPLAY_HISTORY_FORMAT_JSON,
} SplayHistoryFormat;

/* Writes every match, oldest first. CSV (RFC 4180, UTF-8, CRLF line ends):
 * one row per seat of each match, with a header row. JSON: an object
 * {"format": "splay-history", "version": 1, "matches": [...]} where each
 * match has its players and its games with points. Times are ISO 8601 in
 * UTC. A match whose rows cannot be read (a damaged page) is left out and
 * the rest written: *@skipped (if not NULL) is then a NULL-terminated list
 * of one message per match left out, naming it and why, else NULL. Stream
 * errors (an unwritable disk), and a list of matches that cannot be read
 * at all, are returned as they are. */
gboolean splay_store_export_history (SplayStore *self, SplayHistoryFormat format,
                                     GOutputStream *out, GStrv *skipped, GCancellable *cancellable,
                                     GError **error);

/* Display text for the history. All translated. */
const char *splay_history_result_to_string (SplayHistoryResult result);
/* The result as the history shows it: who won, or the result's name. */
char *splay_history_entry_result_text (const SplayHistoryEntry *entry);
/* The players as the history lists them: "Anna, Computer 1 (Medium)"; and
 * their points in seat order: "12 – 7" (splay-history-text.c, shared by
 * the history page and splay-cli history). */
char *splay_history_entry_players_text (const SplayHistoryEntry *entry);
char *splay_history_entry_points_text (const SplayHistoryEntry *entry);
/* The game's name, or its id for a game this version does not know. */
const char *splay_history_game_name (const char *game_id);
/* "Computer (medium)", "Anna" */
char *splay_history_seat_label (const char *name, const char *level);
/* When a match was last played (a moment the database keeps in UTC), on
 * the player's clock: "3 May 2026, 14:05"; with @format (a
 * g_date_time_format () format) instead, if not NULL. "" for NULL. */
char *splay_history_when_text (GDateTime *time, const char *format);

/* For the benchmark: adds @n synthetic matches (finished, unfinished and
 * abandoned, of every game, one to four seats with names and levels, one to
 * five games each with points), spread over the last years, in one
 * transaction. Synthetic matches have no moves. (splay-store-bench.c) */
gboolean splay_store_fill_synthetic_history (SplayStore *self, guint n, guint64 seed,
                                             GError **error);

G_END_DECLS
