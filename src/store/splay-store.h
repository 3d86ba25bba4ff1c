/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "../model/splay-match.h"

G_BEGIN_DECLS

#define SPLAY_STORE_ERROR (splay_store_error_quark ())
GQuark splay_store_error_quark (void);

typedef enum
{
  SPLAY_STORE_ERROR_OPEN,    /* cannot open or create the file (permissions, disk) */
  SPLAY_STORE_ERROR_CORRUPT, /* not a Splay database, or damaged */
  SPLAY_STORE_ERROR_NEWER,   /* made by a newer Splay: schema version too high */
  SPLAY_STORE_ERROR_WRITE,   /* a write failed (disk full, read-only) */
  SPLAY_STORE_ERROR_NOT_FOUND,
  SPLAY_STORE_ERROR_REPLAY, /* saved actions no longer replay */
  SPLAY_STORE_ERROR_BUSY,   /* another program holds the write lock: try again */
} SplayStoreError;

#define SPLAY_STORE_SCHEMA_VERSION 4

#define SPLAY_TYPE_STORE (splay_store_get_type ())
G_DECLARE_FINAL_TYPE (SplayStore, splay_store, SPLAY, STORE, GObject)

/* The SQLite database of saved games, history and scores.
 *
 * Opening never changes a file it cannot use: a file that is not a Splay
 * database, is damaged, or has a newer schema version gives an error and is
 * left exactly as it was. A new or empty file is created and migrated to
 * SPLAY_STORE_SCHEMA_VERSION. WAL, foreign keys, prepared statements only.
 */
SplayStore *splay_store_new (const char *path, GError **error);
/* Opens @path for reading only, for what only reads (splay-cli history and
 * stats): the file is never written, not even to bring it up to date or to
 * give an empty file its tables (both are done in memory instead), and it
 * can be read in a read-only folder. A missing file is an error. */
SplayStore *splay_store_new_read_only (const char *path, GError **error);
/* Checks every table of the file, the action log included, on a thread of
 * its own with its own read-only connection: what opening skips after a
 * clean shutdown, run once the window is up. The finish function reports
 * damage (SPLAY_STORE_ERROR_CORRUPT, saying what) and then asks the next
 * opening to check before using the file. */
void splay_store_check_async (SplayStore *self, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data);
gboolean splay_store_check_finish (SplayStore *self, GAsyncResult *result, GError **error);
/* TRUE when nothing can be saved: opened with splay_store_new_read_only, or
 * a file or folder that may not be written (history and statistics can be
 * read; a match played is not saved, and "save-failed" says so). */
gboolean splay_store_is_read_only (SplayStore *self);
const char *splay_store_get_path (SplayStore *self);

/* g_get_user_data_dir()/splay/splay.db, or $SPLAY_DB when set. */
char *splay_store_default_path (void);

/* Opens the default database. If it cannot be used, *@problem is set to the
 * reason (for the app to show), the file is left as it is, and a fresh
 * database beside it ("splay-fresh.db" in the same folder, reused on later
 * starts) is opened instead. Returns NULL only if neither can be opened. */
SplayStore *splay_store_open_default (GError **problem, GError **error);

/* Saves a new match (its players, settings, seed, target) and from then on
 * commits every action of every game, each game's start and result and the
 * match's end as they happen, by listening to the match's signals. Sets the
 * match id. A write that fails is kept in memory and retried with the next
 * change; "save-failed" (const char *message) is emitted on the store, and
 * "save-recovered" once the backlog is written. */
gboolean splay_store_track_match (SplayStore *self, SplayMatch *match, GError **error);
/* Stops tracking (the match stays saved as it is). */
void splay_store_untrack_match (SplayStore *self, SplayMatch *match);
/* Writes what is waiting after a failed write, now (the store also retries by
 * itself with the next change and every few seconds). TRUE when nothing is
 * left to write; else @error says why. For quitting the app. */
gboolean splay_store_flush (SplayStore *self, GError **error);

typedef enum
{
  SPLAY_MATCH_PLAYING,
  SPLAY_MATCH_FINISHED,
  SPLAY_MATCH_ABANDONED,
} SplayMatchStatus;

/* One row of the match list (for "Continue" and history). */
typedef struct
{
  gint64 id;
  char *game_id;
  SplayMatchStatus status;
  int n_seats;
  char **names;  /* n_seats names, NULL-terminated */
  char **levels; /* per seat: "human" or a level string */
  int *totals;   /* n_seats points so far */
  int target_points;
  int max_games;
  int n_games; /* games started */
  GDateTime *created;
  GDateTime *updated; /* last action */
} SplayMatchInfo;

void splay_match_info_free (SplayMatchInfo *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SplayMatchInfo, splay_match_info_free)

/* Unfinished matches, most recently played first, at most @limit (0: all).
 * *@n_total (if not NULL) is how many there are in all. Element free func
 * set. */
GPtrArray *splay_store_list_unfinished (SplayStore *self, guint limit, guint *n_total,
                                        GError **error);

/* Rebuilds a saved match by replaying its actions. If an action no longer
 * applies, the match is rebuilt up to the last good action and @problem says
 * which match and which action (the caller shows it); the damaged rows are
 * not touched. Returns NULL with @error if the match cannot be rebuilt at all
 * (unknown game, unreadable settings). */
SplayMatch *splay_store_load_match (SplayStore *self, gint64 id, GError **problem, GError **error);

/* Marks an unfinished match abandoned (it leaves "Continue"). */
gboolean splay_store_abandon_match (SplayStore *self, gint64 id, GError **error);

/* Names of people who have played, most recent first (for the new-game dialog). */
GStrv splay_store_list_people (SplayStore *self, GError **error);

/* For the benchmarks (splay-cli bench-store): adds @copies finished copies
 * of the saved match @match_id, with all its games and actions, as a
 * database of years of play would hold, in one transaction. The copies
 * have zero points. SPLAY_STORE_ERROR_NOT_FOUND if there is no such match.
 * (splay-store-bench.c, with the other synthetic matches.) */
gboolean splay_store_fill_synthetic (SplayStore *self, gint64 match_id, guint copies,
                                     GError **error);

G_END_DECLS
