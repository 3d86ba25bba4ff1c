/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-autoplay.c: a match survives being killed at any action.
 *
 * For every game, a computer-only match is played to its end by
 * `splay-cli autoplay` in one go; then the same match (same seed and seats)
 * is played into another database by processes that kill themselves with
 * SIGKILL after a random number of committed actions (the hidden option
 * --die-after), each one resuming where the last one died, until one
 * finishes. The printed result and the digest of the whole action log must
 * be the same. The races (Spit, Splat) run on autoplay's simulated clock, so
 * they are tested the same way. */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct
{
  const char *game;
  const char *seats;
  const char *length[3]; /* the match's length options, NULL-terminated */
  int max_gap;           /* the most actions a process makes before it dies */
} Case;

/* Small matches between the quick levels, so the whole test takes seconds;
 * still long enough for several games and a dozen or more kills each. */
static const Case cases[] = {
  { "splatoids", "medium,easy,easy", { "--target", "3", NULL }, 60 },
  { "spite-malice", "medium,easy", { "--games", "2", NULL }, 60 },
  { "splito", "medium,easy,medium", { "--games", "2", NULL }, 12 },
  { "spit", "medium,easy", { "--target", "2", NULL }, 60 },
  { "splat", "easy,medium", { "--target", "2", NULL }, 80 },
};

typedef struct
{
  gboolean killed; /* by SIGKILL */
  int status;      /* exit status, if not killed */
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
autoplay (Run *run, const Case *c, const char *db, guint64 seed, int die_after)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("SPLAY_CLI");
  int wait_status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, g_strdup (cli));
  g_ptr_array_add (argv, g_strdup ("autoplay"));
  g_ptr_array_add (argv, g_strdup (c->game));
  g_ptr_array_add (argv, g_strdup ("--db"));
  g_ptr_array_add (argv, g_strdup (db));
  g_ptr_array_add (argv, g_strdup ("--seats"));
  g_ptr_array_add (argv, g_strdup (c->seats));
  g_ptr_array_add (argv, g_strdup_printf ("--seed=%" G_GUINT64_FORMAT, seed));
  for (int i = 0; c->length[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (c->length[i]));
  if (die_after > 0)
    g_ptr_array_add (argv, g_strdup_printf ("--die-after=%d", die_after));
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &run->out,
                &run->err, &wait_status, &error);
  g_assert_no_error (error);
  if (WIFSIGNALED (wait_status))
    {
      g_assert_cmpint (WTERMSIG (wait_status), ==, SIGKILL);
      run->killed = TRUE;
    }
  else
    {
      g_assert_true (WIFEXITED (wait_status));
      run->status = WEXITSTATUS (wait_status);
    }
}

static int
count_rows (const char *db_path, const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int n;

  g_assert_cmpint (sqlite3_open_v2 (db_path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  n = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return n;
}

static void
remove_db (const char *path)
{
  const char *suffixes[] = { "", "-wal", "-shm" };

  for (gsize i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (path, suffixes[i], NULL);
      g_remove (file);
    }
}

static void
test_kill_and_resume (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("splay-autoplay-XXXXXX", &error);
  g_autofree char *whole_db = NULL;
  g_autofree char *killed_db = NULL;
  g_auto (Run) whole = { 0 };
  /* The kill points are random but repeatable: a failure can be rerun. */
  g_autoptr (GRand) rand = g_rand_new_with_seed (g_str_hash (c->game));
  guint64 seed = 20240611;
  int kills = 0, runs = 0;

  g_assert_no_error (error);
  whole_db = g_build_filename (dir, "whole.db", NULL);
  killed_db = g_build_filename (dir, "killed.db", NULL);

  autoplay (&whole, c, whole_db, seed, 0);
  g_assert_false (whole.killed);
  if (whole.status != 0)
    g_printerr ("%s", whole.err);
  g_assert_cmpint (whole.status, ==, 0);
  g_assert_nonnull (strstr (whole.out, "log sha256 "));
  g_test_message ("%s: %s", c->game, whole.out);

  for (;;)
    {
      g_auto (Run) run = { 0 };

      autoplay (&run, c, killed_db, seed, g_rand_int_range (rand, 1, c->max_gap + 1));
      runs++;
      /* Every process after the first goes on with the same match. */
      if (runs > 1)
        g_assert_nonnull (strstr (run.err, "Going on with match 1 "));
      if (!run.killed)
        {
          if (run.status != 0)
            g_printerr ("%s", run.err);
          g_assert_cmpint (run.status, ==, 0);
          g_assert_cmpstr (run.out, ==, whole.out);
          break;
        }
      kills++;
      g_assert_cmpint (runs, <, 1000);
    }
  g_test_message ("%s: %d kills", c->game, kills);
  /* The test is only worth something if it did kill. */
  g_assert_cmpint (kills, >=, 3);

  /* One match, finished, with the same rows as the one played in one go. */
  g_assert_cmpint (count_rows (killed_db, "SELECT count(*) FROM matches"), ==, 1);
  g_assert_cmpint (count_rows (killed_db, "SELECT count(*) FROM matches WHERE status = 'finished'"),
                   ==, 1);
  g_assert_cmpint (count_rows (killed_db, "SELECT count(*) FROM actions"), ==,
                   count_rows (whole_db, "SELECT count(*) FROM actions"));

  /* Once finished, the same command starts a new match rather than going on. */
  {
    g_auto (Run) again = { 0 };

    autoplay (&again, c, killed_db, seed, 0);
    g_assert_cmpint (again.status, ==, 0);
    g_assert_null (strstr (again.err, "Going on"));
    g_assert_cmpstr (again.out, ==, whole.out);
    g_assert_cmpint (count_rows (killed_db, "SELECT count(*) FROM matches"), ==, 2);
  }

  remove_db (whole_db);
  remove_db (killed_db);
  g_rmdir (dir);
}

/* Another program holds the database's write lock while autoplay plays:
 * autoplay says so at once and goes on, and once the lock is free every
 * move is saved (the log is the one played without a lock). It used to
 * stall silently, a second per move. */
static void
test_locked_database (void)
{
  const Case *c = &cases[0];
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("splay-autoplay-XXXXXX", &error);
  g_autofree char *free_db = g_build_filename (dir, "free.db", NULL);
  g_autofree char *locked_db = g_build_filename (dir, "locked.db", NULL);
  g_auto (Run) reference = { 0 };
  g_auto (Run) run = { 0 };
  int ready[2], before;
  char byte;
  pid_t pid;

  g_assert_no_error (error);
  autoplay (&reference, c, free_db, 77, 0);
  g_assert_cmpint (reference.status, ==, 0);

  /* A database of Splay's (with another match in it), locked by a child
   * for two seconds. */
  {
    g_auto (Run) other = { 0 };
    autoplay (&other, c, locked_db, 78, 0);
    g_assert_cmpint (other.status, ==, 0);
    before = count_rows (locked_db, "SELECT count(*) FROM actions");
  }
  g_assert_cmpint (pipe (ready), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      sqlite3 *db = NULL;

      if (sqlite3_open (locked_db, &db) != SQLITE_OK
          || sqlite3_exec (db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK
          || write (ready[1], "x", 1) != 1)
        _exit (1);
      g_usleep (2 * G_USEC_PER_SEC);
      sqlite3_exec (db, "COMMIT", NULL, NULL, NULL);
      sqlite3_close (db);
      _exit (0);
    }
  g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
  autoplay (&run, c, locked_db, 77, 0);
  g_test_message ("%s", run.err);
  {
    int status = 0;
    g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  }
  close (ready[0]);
  close (ready[1]);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "Another program is writing"));
  g_assert_cmpstr (run.out, ==, reference.out);
  g_assert_cmpint (count_rows (locked_db, "SELECT count(*) FROM actions"), ==,
                   before + count_rows (free_db, "SELECT count(*) FROM actions"));
  remove_db (free_db);
  remove_db (locked_db);
  g_rmdir (dir);
}

/* Unknown games, levels and seat counts are usage errors (exit 2) that say
 * what is wrong, and create no database. */
static void
test_bad_input (void)
{
  static const struct
  {
    const char *args[8];
    const char *says;
  } bad[] = {
    { { "autoplay", "chess", "--seats", "easy,easy", NULL }, "chess" },
    { { "autoplay", "splatoids", "--seats", "easy,genius", NULL }, "genius" },
    { { "autoplay", "splatoids", "--seats", "easy", NULL }, "2 to 4 players" },
    { { "autoplay", "spit", "--seats", "easy,easy,easy", NULL }, "2 players" },
    { { "autoplay", "splatoids", NULL }, "--seats" },
    { { "autoplay", "splatoids", "--seats", "easy,easy", "--seed", "x", NULL }, "seed" },
    { { "autoplay", "splatoids", "--seats", "easy,easy", "--target", "-1", NULL },
      "--target must be a number from 0" },
  };
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("splay-autoplay-XXXXXX", &error);
  g_autofree char *db = NULL;

  g_assert_no_error (error);
  db = g_build_filename (dir, "bad.db", NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GPtrArray) argv = g_ptr_array_new ();
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int wait_status = 0;

      g_ptr_array_add (argv, (gpointer) g_getenv ("SPLAY_CLI"));
      for (int a = 0; bad[i].args[a] != NULL; a++)
        g_ptr_array_add (argv, (gpointer) bad[i].args[a]);
      g_ptr_array_add (argv, "--db");
      g_ptr_array_add (argv, db);
      g_ptr_array_add (argv, NULL);
      g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                    &wait_status, &error);
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (wait_status));
      g_assert_cmpint (WEXITSTATUS (wait_status), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_test_message ("%s", err);
      g_assert_nonnull (strstr (err, bad[i].says));
      g_assert_false (g_file_test (db, G_FILE_TEST_EXISTS));
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/autoplay/kill-and-resume/%s", cases[i].game);
      g_test_add_data_func (path, &cases[i], test_kill_and_resume);
    }
  g_test_add_func ("/autoplay/bad-input", test_bad_input);
  g_test_add_func ("/autoplay/locked-database", test_locked_database);
  return g_test_run ();
}
