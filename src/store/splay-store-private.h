/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store-private.h: what the files of SplayStore share, and what the
 * store's own tests may reach. Nothing outside src/store and the store's
 * tests includes this: the rest of Splay talks to the store through
 * splay-store.h, splay-history.h and splay-stats.h.
 *
 * SplayStore is one object in several files, each with one job:
 *   splay-store.c          the object, the connection and the statement cache
 *   splay-store-schema.c   the schema, its migrations, checking a file
 *   splay-store-actions.c  the action log writer: tracking a match, queued writes
 *   splay-store-matches.c  reading a match back: the Continue list, replay
 *   splay-store-history.c  the history's queries and export
 *   splay-store-stats.c    the statistics' queries
 *   splay-store-bench.c    synthetic matches for tests and benchmarks
 */
#pragma once

#include <sqlite3.h>

#include "splay-store.h"

G_BEGIN_DECLS

/* "Sply": marks the file as ours (PRAGMA application_id). */
#define SPLAY_STORE_APPLICATION_ID 0x53706c79

struct _SplayStore
{
  GObject parent_instance;

  char *path;
  char *shown_path; /* path as messages show it: valid UTF-8 */
  sqlite3 *db;
  gboolean read_only; /* opened for reading: nothing is ever written */
  /* The one statement cache: SQL text (a literal, which outlives the
   * store) -> sqlite3_stmt, prepared once, finalized with the store. */
  GHashTable *stmts;
  GPtrArray *extra_rules; /* const SplayRules, for tests */

  /* The action log writer (splay-store-actions.c) */
  GPtrArray *tracked;   /* its Tracked */
  GQueue pending;       /* its Op, oldest first */
  gboolean failing;     /* "save-failed" emitted, "save-recovered" not yet */
  gint64 refused_match; /* the match "save-refused" was last emitted for */
  gboolean flushing;
  guint retry_id;
  gint64 last_attempt_us; /* monotonic time of the last write attempt */

  /* The history (splay-store-history.c) */
  gboolean history_functions; /* its SQL functions are registered */

  /* The statistics (splay-store-stats.c) */
  GHashTable *stats_games; /* game id -> the rows read for it, or NULL */
};

/* ---- for the store's tests ---- */

/* The raw connection, so a test can damage a row or make the database
 * refuse writes (PRAGMA query_only) while the store is open. */
sqlite3 *splay_store_get_db (SplayStore *self);
/* Lets the store load matches of a game that is not in the catalog (the
 * tests' tiny game). @rules must outlive the store. */
void splay_store_add_rules (SplayStore *self, const SplayRules *rules);

/* ---- shared by the store's files ---- */

static inline gint64
_splay_store_now_ms (void)
{
  return g_get_real_time () / 1000;
}

/* matches.status as saved ("playing", "finished", "abandoned"). */
static inline SplayMatchStatus
_splay_store_status_from_string (const char *text)
{
  if (g_strcmp0 (text, "finished") == 0)
    return SPLAY_MATCH_FINISHED;
  if (g_strcmp0 (text, "abandoned") == 0)
    return SPLAY_MATCH_ABANDONED;
  return SPLAY_MATCH_PLAYING;
}

/* splay-store.c: statements */

/* The cached prepared statement for @sql, reset and with no bindings, or
 * NULL (the connection's message says why). @sql must live as long as the
 * store (a literal): it is the cache's key. */
sqlite3_stmt *_splay_store_stmt (SplayStore *self, const char *sql);
/* The same, with @error set (SPLAY_STORE_ERROR_WRITE) when it cannot be
 * prepared. */
sqlite3_stmt *_splay_store_get_stmt (SplayStore *self, const char *sql, GError **error);
/* Runs a statement that returns no rows we need; resets it so it holds no
 * read snapshot (which would keep the WAL from being checkpointed). */
int _splay_store_step_done (sqlite3_stmt *stmt);
/* The cached statement for @sql with its parameters ?1, ?2... bound from
 * the arguments after @types, one letter each: 'i' an int, 'x' a gint64,
 * 'X' a gint64 bound as NULL when negative, 't' a text that lives until
 * the statement is stepped (or NULL). NULL when it cannot be prepared. */
sqlite3_stmt *_splay_store_bind (SplayStore *self, const char *sql, const char *types, ...);
/* Binds as _splay_store_bind () and runs it as _splay_store_step_done ();
 * the connection's error code when it cannot be prepared. */
int _splay_store_run (SplayStore *self, const char *sql, const char *types, ...);
/* The text of column @col of @stmt's row as a new string, made valid UTF-8
 * (a damaged file's names still show as far as they read, and GTK and the
 * exports are never handed other bytes), or NULL for NULL. */
char *_splay_store_column_text (sqlite3_stmt *stmt, int col);
/* sqlite3_errmsg (@db) made valid UTF-8: the message can quote a damaged
 * file's bytes ('near "CREA\xff": syntax error'), which GTK would refuse
 * to show. Valid until the next call in the same thread. */
const char *_splay_store_errmsg (sqlite3 *db);
int _splay_store_begin (SplayStore *self);
int _splay_store_commit (SplayStore *self);
void _splay_store_rollback (SplayStore *self);
/* Sets @error to "@what: <the connection's message>"; damage reported by
 * SQLite asks the next opening to check the file. */
void _splay_store_set_db_error (SplayStore *self, GError **error, int code, const char *what);
int _splay_store_open_read_only (const char *path, sqlite3 **db);

/* splay-store-schema.c */

int _splay_store_run_script (sqlite3 *db, const char *sql);
int _splay_store_pragma_int (sqlite3 *db, const char *sql, int *out);
gboolean _splay_store_is_damage (int rc);
gboolean _splay_store_inspect_file (const char *path, gboolean check, int *version, GError **error);
gboolean _splay_store_check_tables (sqlite3 *db, const char *path, gboolean with_log, int *rc,
                                    GError **error);
gboolean _splay_store_migrate (SplayStore *self, GError **error);
gboolean _splay_store_needs_check (const char *path);
void _splay_store_mark_for_check (SplayStore *self);
void _splay_store_clear_check_mark (SplayStore *self);

/* splay-store-actions.c */

void _splay_store_actions_init (SplayStore *self);
void _splay_store_actions_dispose (SplayStore *self);
void _splay_store_actions_finalize (SplayStore *self);

/* splay-store-matches.c */

const SplayRules *_splay_store_find_rules (SplayStore *self, const char *game_id, GError **error);
gboolean _splay_store_read_seats (SplayStore *self, gint64 match_id, int n_seats, char ***names,
                                  char ***levels, int **totals, GError **error);

G_END_DECLS
