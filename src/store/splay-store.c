/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store.c: the SQLite database of saved matches: the object, its
 * connection and its one statement cache.
 *
 * A saved game is its settings, its seed and its list of actions; a match is
 * rebuilt by replay. SplayStore is one object in several files, one job
 * each (splay-store-private.h lists them): this one opens the file, which
 * splay-store-schema.c has checked and brought up to date, and keeps the
 * prepared statements every other file runs.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "splay-store.h"
#include "splay-store-private.h"

G_DEFINE_QUARK (splay - store - error - quark, splay_store_error)

/* How long a write waits for another connection's write lock before it is
 * reported (and kept, and retried): short, so that play never stalls and
 * the person learns within a second why nothing is saved. */
#define BUSY_TIMEOUT_MS 250

G_DEFINE_FINAL_TYPE (SplayStore, splay_store, G_TYPE_OBJECT)

/* ------------------------------------------------------------------------ */
/* Statements */

void
_splay_store_set_db_error (SplayStore *self, GError **error, int code, const char *what)
{
  if (_splay_store_is_damage (sqlite3_extended_errcode (self->db)))
    _splay_store_mark_for_check (self);
  g_set_error (error, SPLAY_STORE_ERROR, code, "%s: %s", what, _splay_store_errmsg (self->db));
}

/* The one statement cache of the store (the history and the statistics use
 * it too): a statement is prepared the first time its SQL is run and kept
 * until the store is finalized. */
sqlite3_stmt *
_splay_store_stmt (SplayStore *self, const char *sql)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (self->stmts, sql);

  if (stmt == NULL)
    {
      if (sqlite3_prepare_v3 (self->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL)
          != SQLITE_OK)
        return NULL;
      g_hash_table_insert (self->stmts, (gpointer) sql, stmt);
    }
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  return stmt;
}

sqlite3_stmt *
_splay_store_get_stmt (SplayStore *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = _splay_store_stmt (self, sql);

  if (stmt == NULL)
    _splay_store_set_db_error (self, error, SPLAY_STORE_ERROR_WRITE,
                               _("The database cannot run a query"));
  return stmt;
}

int
_splay_store_step_done (sqlite3_stmt *stmt)
{
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      ;
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static sqlite3_stmt *
bind_valist (SplayStore *self, const char *sql, const char *types, va_list args)
{
  sqlite3_stmt *stmt = _splay_store_stmt (self, sql);

  if (stmt == NULL)
    return NULL;
  for (int i = 0; types[i] != '\0'; i++)
    {
      switch (types[i])
        {
        case 'i': sqlite3_bind_int (stmt, i + 1, va_arg (args, int)); break;
        case 'x': sqlite3_bind_int64 (stmt, i + 1, va_arg (args, gint64)); break;
        case 'X':
          {
            gint64 value = va_arg (args, gint64);
            if (value >= 0)
              sqlite3_bind_int64 (stmt, i + 1, value);
          }
          break;
        case 't':
          sqlite3_bind_text (stmt, i + 1, va_arg (args, const char *), -1, SQLITE_STATIC);
          break;
        default: g_assert_not_reached ();
        }
    }
  return stmt;
}

sqlite3_stmt *
_splay_store_bind (SplayStore *self, const char *sql, const char *types, ...)
{
  sqlite3_stmt *stmt;
  va_list args;

  va_start (args, types);
  stmt = bind_valist (self, sql, types, args);
  va_end (args);
  return stmt;
}

const char *
_splay_store_errmsg (sqlite3 *db)
{
  static __thread char *last;

  g_free (last);
  last = g_utf8_make_valid (sqlite3_errmsg (db), -1);
  return last;
}

char *
_splay_store_column_text (sqlite3_stmt *stmt, int col)
{
  const char *text = (const char *) sqlite3_column_text (stmt, col);

  return text != NULL ? g_utf8_make_valid (text, sqlite3_column_bytes (stmt, col)) : NULL;
}

int
_splay_store_run (SplayStore *self, const char *sql, const char *types, ...)
{
  sqlite3_stmt *stmt;
  va_list args;
  int rc;

  va_start (args, types);
  stmt = bind_valist (self, sql, types, args);
  va_end (args);
  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  rc = _splay_store_step_done (stmt);
  /* A text bound SQLITE_STATIC must not outlive the call. */
  sqlite3_clear_bindings (stmt);
  return rc;
}

static int
run_simple (SplayStore *self, const char *sql)
{
  sqlite3_stmt *stmt = _splay_store_get_stmt (self, sql, NULL);
  if (stmt == NULL)
    return sqlite3_errcode (self->db);
  return _splay_store_step_done (stmt);
}

/* IMMEDIATE: the write lock is taken at once, under the busy timeout; a
 * deferred transaction that read first could fail without waiting. */
int
_splay_store_begin (SplayStore *self)
{
  return run_simple (self, "BEGIN IMMEDIATE");
}

int
_splay_store_commit (SplayStore *self)
{
  return run_simple (self, "COMMIT");
}

void
_splay_store_rollback (SplayStore *self)
{
  if (!sqlite3_get_autocommit (self->db))
    run_simple (self, "ROLLBACK");
}

/* ------------------------------------------------------------------------ */
/* Opening */

/* Opens @path for reading. A database in WAL mode needs its -shm file even
 * to be read; where that cannot be made (a read-only folder), the file is
 * opened as immutable instead: nothing is locked or written, and only what
 * is in the main file is seen (the moves of a crash still in a -wal file
 * beside it would not be, and SQLite could not read them there either). */
int
_splay_store_open_read_only (const char *path, sqlite3 **db)
{
  g_autofree char *escaped = NULL;
  g_autofree char *uri = NULL;
  int rc, n = 0;

  rc = sqlite3_open_v2 (path, db, SQLITE_OPEN_READONLY, NULL);
  if (rc == SQLITE_OK)
    {
      rc = _splay_store_pragma_int (*db, "SELECT count(*) FROM sqlite_schema", &n);
      if ((rc & 0xff) != SQLITE_READONLY && (rc & 0xff) != SQLITE_CANTOPEN)
        return SQLITE_OK; /* readable, or damaged: the caller finds out which */
    }
  sqlite3_close_v2 (*db);
  *db = NULL;
  escaped = g_uri_escape_string (path, "/", FALSE);
  uri = g_strconcat ("file:", escaped, "?immutable=1", NULL);
  return sqlite3_open_v2 (uri, db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
}

/* A database that is read but never written: opened read-only (immutable in
 * a read-only folder). An empty file (or one made by an older Splay, which
 * would need updating) is copied into memory and brought up to date there,
 * so the queries work and the file is left exactly as it is. */
static gboolean
open_for_reading (SplayStore *self, int version, GError **error)
{
  sqlite3 *file = NULL;
  sqlite3_backup *backup;
  int rc;

  self->read_only = TRUE;
  rc = _splay_store_open_read_only (self->path, &file);
  if (rc == SQLITE_OK && version == SPLAY_STORE_SCHEMA_VERSION)
    {
      self->db = file;
      sqlite3_extended_result_codes (self->db, 1);
      return TRUE;
    }
  if (rc != SQLITE_OK)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be read: %s."), self->shown_path,
                   file ? _splay_store_errmsg (file) : sqlite3_errstr (rc));
      sqlite3_close_v2 (file);
      return FALSE;
    }

  sqlite3_open_v2 (":memory:", &self->db, SQLITE_OPEN_READWRITE, NULL);
  sqlite3_extended_result_codes (self->db, 1);
  backup = sqlite3_backup_init (self->db, "main", file, "main");
  rc = backup ? sqlite3_backup_step (backup, -1) : sqlite3_errcode (self->db);
  sqlite3_backup_finish (backup);
  sqlite3_close_v2 (file);
  if (rc != SQLITE_DONE)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be read: %s."), self->shown_path,
                   sqlite3_errstr (rc));
      return FALSE;
    }
  if (_splay_store_run_script (self->db, "PRAGMA foreign_keys = ON") != SQLITE_OK)
    return FALSE;
  return _splay_store_migrate (self, error);
}

static gboolean
splay_store_open (SplayStore *self, gboolean read_only, GError **error)
{
  int version = 0;
  int flags = SQLITE_OPEN_READWRITE;
  gboolean exists = g_file_test (self->path, G_FILE_TEST_EXISTS);
  gboolean check = exists && _splay_store_needs_check (self->path);

  if (exists)
    {
      if (!_splay_store_inspect_file (self->path, check, &version, error))
        return FALSE;
    }
  else if (read_only)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   /* Translators: %s is a file path */
                   _("There are no saved games at “%s”."), self->shown_path);
      return FALSE;
    }
  else
    {
      g_autofree char *dir = g_path_get_dirname (self->path);
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved = errno;
          g_autofree char *shown = g_filename_display_name (dir);

          g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                       _("The folder for saved games “%s” cannot be made: %s."), shown,
                       g_strerror (saved));
          return FALSE;
        }
      flags |= SQLITE_OPEN_CREATE;
    }
  if (read_only)
    return open_for_reading (self, version, error);

  if (sqlite3_open_v2 (self->path, &self->db, flags, NULL) != SQLITE_OK)
    {
      g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                   _("The saved games in “%s” cannot be opened: %s."), self->shown_path,
                   self->db ? _splay_store_errmsg (self->db) : "");
      return FALSE;
    }
  sqlite3_extended_result_codes (self->db, 1);
  sqlite3_busy_timeout (self->db, BUSY_TIMEOUT_MS);

  if (sqlite3_db_readonly (self->db, "main") == 1)
    {
      /* A file or folder that may not be written: the history can be read
       * and played matches cannot be saved (splay_store_is_read_only; the
       * app says so). One that needs updating first cannot be used. */
      if (version < SPLAY_STORE_SCHEMA_VERSION)
        {
          g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
                       _("The saved games in “%s” cannot be opened for writing."),
                       self->shown_path);
          return FALSE;
        }
      sqlite3_close_v2 (self->db);
      self->db = NULL;
      return open_for_reading (self, version, error);
    }

  /* Statement journals in memory: every write that fires the triggers
   * keeping a match's result (schema 2) opens one, and as a temporary file
   * that cost a system call per page touched. */
  if (_splay_store_run_script (self->db, "PRAGMA foreign_keys = ON") != SQLITE_OK
      || _splay_store_run_script (self->db, "PRAGMA temp_store = MEMORY") != SQLITE_OK)
    goto fail;

  /* NORMAL is durable against a crash of Splay (each commit is in the WAL
   * file); FULL would also survive a power cut but waits for the disk on
   * every card played, on the main loop. */
  if (_splay_store_run_script (self->db, "PRAGMA journal_mode = WAL") != SQLITE_OK
      || _splay_store_run_script (self->db, "PRAGMA synchronous = NORMAL") != SQLITE_OK)
    goto fail;

  if (version < SPLAY_STORE_SCHEMA_VERSION && !_splay_store_migrate (self, error))
    return FALSE;

  if (check)
    _splay_store_clear_check_mark (self);
  return TRUE;

fail:
  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_OPEN,
               _("The saved games in “%s” cannot be opened: %s."), self->shown_path,
               _splay_store_errmsg (self->db));
  return FALSE;
}

/* ------------------------------------------------------------------------ */
/* Object */

char *
splay_store_default_path (void)
{
  const char *env = g_getenv ("SPLAY_DB");

  if (env && *env)
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "splay", "splay.db", NULL);
}

SplayStore *
splay_store_new (const char *path, GError **error)
{
  g_autoptr (SplayStore) self = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (SPLAY_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  self->shown_path = g_filename_display_name (path);
  if (!splay_store_open (self, FALSE, error))
    return NULL;
  return g_steal_pointer (&self);
}

static void
check_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const char *path = data;
  g_autofree char *shown = g_filename_display_name (path);
  g_autoptr (GError) error = NULL;
  sqlite3 *db = NULL;
  int rc = _splay_store_open_read_only (path, &db);

  if (rc == SQLITE_OK && _splay_store_check_tables (db, path, TRUE, &rc, &error))
    g_task_return_boolean (task, TRUE);
  else if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_new_error (task, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT,
                             _("The saved games in “%s” cannot be read: %s."), shown,
                             db ? _splay_store_errmsg (db) : sqlite3_errstr (rc));
  sqlite3_close_v2 (db);
}

void
splay_store_check_async (SplayStore *self, GCancellable *cancellable, GAsyncReadyCallback callback,
                         gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (SPLAY_IS_STORE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, splay_store_check_async);
  g_task_set_task_data (task, g_strdup (self->path), g_free);
  g_task_set_priority (task, G_PRIORITY_LOW);
  g_task_run_in_thread (task, check_thread);
}

gboolean
splay_store_check_finish (SplayStore *self, GAsyncResult *result, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  if (g_task_propagate_boolean (G_TASK (result), &local))
    return TRUE;
  /* The next start checks the file before using it. */
  _splay_store_mark_for_check (self);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

SplayStore *
splay_store_new_read_only (const char *path, GError **error)
{
  g_autoptr (SplayStore) self = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (SPLAY_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  self->shown_path = g_filename_display_name (path);
  if (!splay_store_open (self, TRUE, error))
    return NULL;
  return g_steal_pointer (&self);
}

gboolean
splay_store_is_read_only (SplayStore *self)
{
  g_return_val_if_fail (SPLAY_IS_STORE (self), TRUE);
  return self->read_only;
}

SplayStore *
splay_store_open_default (GError **problem, GError **error)
{
  g_autofree char *path = splay_store_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *fresh = g_build_filename (dir, "splay-fresh.db", NULL);
  g_autoptr (GError) local = NULL;
  SplayStore *store;

  store = splay_store_new (path, &local);
  if (store)
    return store;

  store = splay_store_new (fresh, error);
  if (store)
    g_propagate_error (problem, g_steal_pointer (&local));
  return store;
}

const char *
splay_store_get_path (SplayStore *self)
{
  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);
  return self->path;
}

sqlite3 *
splay_store_get_db (SplayStore *self)
{
  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);
  return self->db;
}

void
splay_store_add_rules (SplayStore *self, const SplayRules *rules)
{
  g_return_if_fail (SPLAY_IS_STORE (self));
  g_ptr_array_add (self->extra_rules, (gpointer) rules);
}

static void
splay_store_dispose (GObject *object)
{
  SplayStore *self = SPLAY_STORE (object);

  _splay_store_actions_dispose (self);

  G_OBJECT_CLASS (splay_store_parent_class)->dispose (object);
}

static void
splay_store_finalize (GObject *object)
{
  SplayStore *self = SPLAY_STORE (object);

  _splay_store_actions_finalize (self);
  g_ptr_array_unref (self->extra_rules);
  g_clear_pointer (&self->stats_games, g_hash_table_unref);
  g_hash_table_unref (self->stmts); /* finalizes the statements */
  sqlite3_close_v2 (self->db);
  g_free (self->path);
  g_free (self->shown_path);

  G_OBJECT_CLASS (splay_store_parent_class)->finalize (object);
}

static void
splay_store_class_init (SplayStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = splay_store_dispose;
  object_class->finalize = splay_store_finalize;

  /**
   * SplayStore::save-failed:
   * @message: what went wrong, translated, for a banner or toast
   *
   * A write failed; it is kept and retried. Emitted once until
   * "save-recovered".
   */
  g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SplayStore::save-refused:
   * @message: what was refused and why, translated, for a banner or toast
   *
   * The database refused a change for good (a damaged file breaks its own
   * constraints, say): the change was dropped, so the match it belongs to
   * is not saved whole from there on. What was saved before is kept.
   * Emitted once a match.
   */
  g_signal_new ("save-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * SplayStore::save-recovered:
   *
   * Everything that failed before has now been written.
   */
  g_signal_new ("save-recovered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                G_TYPE_NONE, 0);
}

static void
finalize_stmt (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static void
splay_store_init (SplayStore *self)
{
  self->stmts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, finalize_stmt);
  self->extra_rules = g_ptr_array_new ();
  _splay_store_actions_init (self);
}
