/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cli-history.c: `splay-cli history` and `splay-cli bench-history` as a
 * script sees them: exit status, the table, CSV and JSON on standard output,
 * and errors on standard error. */
#include "config.h"

#include <glib/gstdio.h>
#include <grp.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/splay-history.h"

typedef struct
{
  int status;
  char *out;
  char *err;
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* Run as root (CI), a child takes on the user nobody, for whom a folder of
 * root's with mode 0555 is really read-only. */
static void
drop_root (gpointer data)
{
  if (geteuid () == 0 && (setgroups (0, NULL) != 0 || setgid (65534) != 0 || setuid (65534) != 0))
    _exit (99);
}

static gboolean as_nobody;

static void
cli (CliRun *run, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *path = g_getenv ("SPLAY_CLI");
  const char *arg;
  int wait_status = 0;
  va_list ap;

  g_assert_nonnull (path);
  g_ptr_array_add (argv, (gpointer) path);
  va_start (ap, run);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, as_nobody ? drop_root : NULL,
                NULL, &run->out, &run->err, &wait_status, &error);
  /* A build folder that only its owner may enter (flatpak-builder's): the
   * user "nobody" cannot run splay-cli from it at all. */
  if (as_nobody && g_error_matches (error, G_SPAWN_ERROR, G_SPAWN_ERROR_ACCES))
    {
      run->status = -1;
      return;
    }
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
  g_assert_cmpint (run->status, !=, 99);
}

static char *dir;

static char *
make_db (const char *name, guint n_matches)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayStore) store = splay_store_new (path, &error);

  g_assert_no_error (error);
  if (n_matches > 0)
    g_assert_true (splay_store_fill_synthetic_history (store, n_matches, 11, &error));
  g_assert_no_error (error);
  return path;
}

static guint
count_lines (const char *text, const char *line_end)
{
  guint n = 0;
  for (const char *p = text; (p = strstr (p, line_end)) != NULL; p += strlen (line_end))
    n++;
  return n;
}

static void
test_usage_errors (void)
{
  g_auto (CliRun) run = { 0 };
  g_autofree char *db = make_db ("usage.db", 3);

  cli (&run, "history", "--db", db, "--csv", "--json", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--csv"));
  cli_run_clear (&run);

  cli (&run, "history", "--db", db, "--status", "won", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "won"));
  cli_run_clear (&run);

  cli (&run, "history", "--db", db, "--game", "chess", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "chess"));
  cli_run_clear (&run);

  cli (&run, "history", "--db", db, "extra", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  cli (&run, "history", "--db", db, "--json", "--game", "splito", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  cli (&run, "bench-history", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--db"));
}

static void
test_missing_and_damaged (void)
{
  g_auto (CliRun) run = { 0 };
  g_autofree char *missing = g_build_filename (dir, "none.db", NULL);
  g_autofree char *junk = g_build_filename (dir, "junk.db", NULL);

  /* Looking must not create a database. */
  cli (&run, "history", "--db", missing, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, missing));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  cli_run_clear (&run);

  g_assert_true (g_file_set_contents (junk, "not a database at all, just text", -1, NULL));
  cli (&run, "history", "--db", junk, "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "junk.db"));
  g_assert_cmpstr (run.out, ==, "");
}

/* Looking never writes. A zero-length file got the whole schema written by
 * history and stats; now it is read as an empty history and left as it is. */
static void
test_read_only_commands (void)
{
  g_autofree char *empty = g_build_filename (dir, "zero.db", NULL);
  g_autofree char *wal = g_strconcat (empty, "-wal", NULL);
  const char *commands[][2]
      = { { "history", NULL }, { "history", "--json" }, { "history", "--csv" }, { "stats", NULL } };
  GStatBuf st;

  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (CliRun) run = { 0 };

      cli (&run, commands[i][0], "--db", empty, commands[i][1], NULL);
      g_test_message ("%s %s: %s", commands[i][0], commands[i][1], run.err);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpint (g_stat (empty, &st), ==, 0);
      g_assert_cmpint (st.st_size, ==, 0);
      g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
    }
}

/* A read-only folder (a backup, another user's files): the history reads,
 * and nothing is written. It failed with "attempt to write a readonly
 * database" (a WAL database's -shm cannot be made there). */
static void
test_read_only_folder (void)
{
  g_autofree char *ro = g_build_filename (dir, "ro", NULL);
  g_autofree char *db = NULL;
  g_autofree char *before = NULL, *after = NULL;
  g_auto (CliRun) run = { 0 };

  g_assert_cmpint (g_mkdir (ro, 0755), ==, 0);
  {
    g_autofree char *name = g_build_filename ("ro", "splay.db", NULL);
    db = make_db (name, 12);
  }
  g_file_get_contents (db, &before, NULL, NULL);
  g_assert_cmpint (g_chmod (db, 0444), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (ro, 0555), ==, 0);
  as_nobody = TRUE;
  cli (&run, "history", "--db", db, "--json", NULL);
  as_nobody = FALSE;
  g_assert_cmpint (g_chmod (ro, 0755), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  if (run.status == -1)
    g_test_skip ("the user nobody may not run splay-cli from this build folder");
  else
    {
      g_test_message ("%s", run.err);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpuint (count_lines (run.out, "\"game\""), ==, 12);
      g_file_get_contents (db, &after, NULL, NULL);
      g_assert_true (g_strcmp0 (before, after) == 0);
    }
  {
    g_autoptr (GDir) d = g_dir_open (ro, 0, NULL);
    const char *name;
    while (d && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *child = g_build_filename (ro, name, NULL);
        g_remove (child);
      }
  }
  g_rmdir (ro);
}

static void
test_table (void)
{
  g_auto (CliRun) run = { 0 };
  g_autofree char *empty = make_db ("empty.db", 0);
  g_autofree char *db = make_db ("table.db", 40);
  g_autoptr (SplayStore) store = splay_store_new (db, NULL);
  SplayHistoryQuery query = SPLAY_HISTORY_QUERY_INIT;
  guint n_splito = 0, n_playing = 0;

  cli (&run, "history", "--db", empty, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "No matches saved.\n");
  cli_run_clear (&run);

  /* A header and a line per match, newest first. */
  cli (&run, "history", "--db", db, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (run.out, "\n"), ==, 41);
  g_assert_true (g_str_has_prefix (run.out, "Match"));
  g_assert_nonnull (strstr (run.out, "Players"));
  g_assert_nonnull (strstr (run.out, "(Medium)") ? strstr (run.out, "(Medium)")
                                                 : strstr (run.out, "(Easy)"));
  cli_run_clear (&run);

  query.game_id = "splito";
  splay_store_count_history (store, &query, &n_splito, NULL);
  g_assert_cmpuint (n_splito, >, 0);
  cli (&run, "history", "--db", db, "--game", "splito", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (run.out, "\n"), ==, n_splito + 1);
  g_assert_cmpuint (count_lines (run.out, "Splito"), ==, n_splito);
  cli_run_clear (&run);

  query.game_id = NULL;
  query.status = SPLAY_MATCH_PLAYING;
  splay_store_count_history (store, &query, &n_playing, NULL);
  cli (&run, "history", "--db", db, "--status", "playing", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (run.out, "\n"), ==, n_playing ? n_playing + 1 : 1);
}

static void
test_export (void)
{
  g_auto (CliRun) run = { 0 };
  g_autofree char *db = make_db ("export.db", 25);
  g_autoptr (SplayStore) store = splay_store_new (db, NULL);
  g_autoptr (GPtrArray) all = splay_store_list_history (store, NULL, 0, 1000, NULL);
  guint seats = 0;
  g_autofree char *json_path = g_build_filename (dir, "export.json", NULL);
  g_autofree char *count_text = NULL;

  for (guint i = 0; i < all->len; i++)
    seats += ((SplayHistoryEntry *) g_ptr_array_index (all, i))->n_seats;

  /* CSV: the header and a row per seat, CRLF line ends. */
  cli (&run, "history", "--db", db, "--csv", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "match_id,game,status,"));
  g_assert_cmpuint (count_lines (run.out, "\r\n"), ==, seats + 1);
  g_assert_cmpuint (count_lines (run.out, "\n"), ==, seats + 1);
  cli_run_clear (&run);

  /* JSON: read back by Python, with every match and seat. */
  cli (&run, "history", "--db", db, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_set_contents (json_path, run.out, -1, NULL));
  cli_run_clear (&run);
  {
    const char *argv[]
        = { "python3", "-c",
            "import json, sys\n"
            "d = json.load(open(sys.argv[1], encoding='utf-8'))\n"
            "print(len(d['matches']), sum(len(m['players']) for m in d['matches']))\n",
            json_path, NULL };
    g_autofree char *out = NULL;
    int status = 0;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
                                 NULL, &status, NULL));
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    count_text = g_strdup_printf ("%u %u\n", all->len, seats);
    g_assert_cmpstr (out, ==, count_text);
  }
}

static void
test_bench (void)
{
  g_auto (CliRun) run = { 0 };
  g_autofree char *db = g_build_filename (dir, "bench.db", NULL);

  cli (&run, "bench-history", "--db", db, "--matches", "300", "--runs", "1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "filled 300 synthetic matches"));
  g_assert_nonnull (strstr (run.out, "300 matches in the database"));
  g_assert_nonnull (strstr (run.out, "History page opens"));
  g_assert_nonnull (strstr (run.out, "export of every match as JSON"));
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("splay-cli-history-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli-history/usage-errors", test_usage_errors);
  g_test_add_func ("/cli-history/missing-and-damaged", test_missing_and_damaged);
  g_test_add_func ("/cli-history/read-only-commands", test_read_only_commands);
  g_test_add_func ("/cli-history/read-only-folder", test_read_only_folder);
  g_test_add_func ("/cli-history/table", test_table);
  g_test_add_func ("/cli-history/export", test_export);
  g_test_add_func ("/cli-history/bench", test_bench);

  status = g_test_run ();
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    while (d && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *child = g_build_filename (dir, name, NULL);
        g_remove (child);
      }
    g_rmdir (dir);
  }
  g_free (dir);
  return status;
}
