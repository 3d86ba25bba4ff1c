/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-history.c: `splay-cli history` (the saved matches as a table,
 * CSV or JSON) and `splay-cli bench-history` (a synthetic database of many
 * matches and the time the history queries take on it). */
#include "config.h"

#include <gio/gunixoutputstream.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "splay-cli-history.h"
#include "splay-cli-util.h"
#include "engine/catalog.h"
#include "store/splay-history.h"

/* Rows read from the database at a time while printing the table. */
#define PAGE 500

/* Pads to @width characters (not bytes: names are often not ASCII). */
static void
append_padded (GString *line, const char *text, int width)
{
  long n = g_utf8_strlen (text, -1);

  g_string_append (line, text);
  for (long i = n; i < width; i++)
    g_string_append_c (line, ' ');
  g_string_append (line, "  ");
}

static int
print_table (SplayStore *store, const SplayHistoryQuery *query)
{
  g_autoptr (GError) error = NULL;
  guint total = 0;

  if (!splay_store_count_history (store, query, &total, &error))
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  if (total == 0)
    {
      g_print ("%s\n", _("No matches saved."));
      return SPLAY_CLI_EXIT_OK;
    }

  {
    g_autoptr (GString) line = g_string_new (NULL);
    append_padded (line, _("Match"), 6);
    append_padded (line, _("Last played"), 17);
    append_padded (line, _("Game"), 16);
    append_padded (line, _("Result"), 18);
    append_padded (line, _("Points"), 14);
    g_string_append (line, _("Players"));
    g_print ("%s\n", line->str);
  }

  for (guint offset = 0; offset < total; offset += PAGE)
    {
      g_autoptr (GPtrArray) page = splay_store_list_history (store, query, offset, PAGE, &error);

      if (page == NULL)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      for (guint i = 0; i < page->len; i++)
        {
          SplayHistoryEntry *e = g_ptr_array_index (page, i);
          g_autoptr (GString) line = g_string_new (NULL);
          g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, e->id);
          g_autofree char *when = NULL;
          g_autofree char *points = splay_history_entry_points_text (e);
          g_autofree char *players = splay_history_entry_players_text (e);
          g_autofree char *result = splay_history_entry_result_text (e);

          /* The locale's own way of writing a date, and the time, on the
           * player's clock. */
          when = splay_history_when_text (e->updated, "%x %H:%M");
          append_padded (line, id, 6);
          append_padded (line, when, 17);
          append_padded (line, splay_history_game_name (e->game_id), 16);
          append_padded (line, result, 18);
          append_padded (line, points, 14);
          g_string_append (line, players);
          g_print ("%s\n", line->str);
        }
      if (page->len == 0)
        break;
    }
  return SPLAY_CLI_EXIT_OK;
}

static gboolean
parse_status (const char *text, int *out)
{
  static const char *const keys[] = { "playing", "finished", "abandoned" };

  if (text == NULL)
    {
      *out = -1;
      return TRUE;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (g_str_equal (text, keys[i]))
      {
        *out = (int) i; /* SplayMatchStatus order */
        return TRUE;
      }
  return FALSE;
}

int
splay_cli_history (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *game = NULL;
  g_autofree char *status_text = NULL;
  g_autofree char *search = NULL;
  gboolean csv = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      N_("The database (default: the app’s own, or $SPLAY_DB)"), N_("PATH") },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_("Write every match as CSV, one row per player"),
      NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Write every match as JSON, with its games"),
      NULL },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("Only matches of this game (table only)"),
      N_("GAME") },
    { "status", 0, 0, G_OPTION_ARG_STRING, &status_text,
      N_("Only matches that are playing, finished or abandoned (table only)"), N_("STATUS") },
    { "search", 0, 0, G_OPTION_ARG_STRING, &search,
      N_("Only matches with a player whose name contains this text (table only)"), N_("TEXT") },
    { NULL }
  };
  SplayHistoryQuery query = SPLAY_HISTORY_QUERY_INIT;
  g_autoptr (SplayStore) store = NULL;

  if (!splay_cli_parse_options ("",
                                _("List the saved matches, or export them all as CSV or JSON."),
                                entries, &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (argc > 1)
    {
      splay_cli_usage_error (_("unexpected argument “%s”."), argv[1]);
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (csv && json)
    {
      splay_cli_usage_error ("%s", _("choose one of --csv and --json."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  if ((csv || json) && (game || status_text || search))
    {
      splay_cli_usage_error ("%s", _("--game, --status and --search apply to the table; "
                                      "an export holds every match."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (game != NULL && splay_catalog_lookup (game) == NULL)
    {
      splay_cli_usage_error (_("unknown game “%s”."), game);
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (!parse_status (status_text, &query.status))
    {
      splay_cli_usage_error (_("unknown status “%s” (playing, finished or abandoned)."),
                             status_text);
      return SPLAY_CLI_EXIT_USAGE;
    }
  query.game_id = game;
  query.text = search;

  store = splay_cli_open_existing (db);
  if (store == NULL)
    return SPLAY_CLI_EXIT_FAILED;

  if (csv || json)
    {
      /* The standard output this process was given, as it is: opening
       * /dev/stdout again fails for a socket, and for a pipe of another
       * user's (a sandbox, a service). */
      g_autoptr (GOutputStream) out = g_unix_output_stream_new (STDOUT_FILENO, FALSE);
      g_autoptr (GError) error = NULL;
      g_auto (GStrv) skipped = NULL;

      fflush (stdout);
      if (!splay_store_export_history (store,
                                       csv ? SPLAY_HISTORY_FORMAT_CSV : SPLAY_HISTORY_FORMAT_JSON,
                                       out, &skipped, NULL, &error)
          || !g_output_stream_close (out, NULL, &error))
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      /* Everything readable was written; what was not is named, and the
       * exit status says the export is not whole. */
      for (int i = 0; skipped != NULL && skipped[i] != NULL; i++)
        g_printerr ("splay-cli: %s\n", skipped[i]);
      return skipped == NULL ? SPLAY_CLI_EXIT_OK : SPLAY_CLI_EXIT_FAILED;
    }
  return print_table (store, &query);
}

/* ---- bench-history ---------------------------------------------------- */

typedef struct
{
  const char *label;
  SplayHistoryQuery query;
  guint offset;
} BenchCase;

/* What the History page does when it opens or a filter changes: count, then
 * read the first page. Median and worst of @runs. */
static gboolean
bench_open (SplayStore *store, const BenchCase *c, int runs, GError **error)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  guint count = 0;

  for (int r = 0; r < runs; r++)
    {
      gint64 start = g_get_monotonic_time ();
      double cpu_start = splay_cli_cpu_ms ();
      g_autoptr (GPtrArray) page = NULL;
      double t, c_ms;

      if (!splay_store_count_history (store, &c->query, &count, error))
        return FALSE;
      page = splay_store_list_history (store, &c->query, c->offset, 200, error);
      if (page == NULL)
        return FALSE;
      t = splay_cli_elapsed_ms (start);
      c_ms = splay_cli_cpu_ms () - cpu_start;
      g_array_append_val (times, t);
      g_array_append_val (cpu, c_ms);
    }
  g_array_sort (times, splay_cli_compare_double);
  g_array_sort (cpu, splay_cli_compare_double);
  /* Translators: a line of the history benchmark: what was measured, how many
   * matches it selects, the median and the slowest time and the median
   * processor time in milliseconds */
  g_print (_("%-44s %7u matches  median %7.1f ms  max %7.1f ms  (processor %6.1f ms)\n"), c->label,
           count, g_array_index (times, double, times->len / 2),
           g_array_index (times, double, times->len - 1),
           g_array_index (cpu, double, cpu->len / 2));
  return TRUE;
}

int
splay_cli_bench_history (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *seed_text = NULL;
  int matches = 100000, runs = 5;
  GOptionEntry entries[]
      = { { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
            N_("The database to fill and measure (required; made if missing)"), N_("PATH") },
          { "matches", 'n', 0, G_OPTION_ARG_INT, &matches,
            N_("Synthetic matches to add first (default: 100000; 0 measures as it is)"),
            N_("N") },
          { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
            N_("Seed of the synthetic matches (default: 1)"), N_("S") },
          { "runs", 'r', 0, G_OPTION_ARG_INT, &runs, N_("Times each query is run (default: 5)"),
            N_("N") },
          { NULL } };
  g_autoptr (SplayStore) store = NULL;
  g_autoptr (GError) error = NULL;
  guint64 seed = 1;
  gint64 start;
  double cpu_start;
  guint total = 0;

  if (!splay_cli_parse_options (
          "", _("Fill a database with synthetic matches and time the history queries."), entries,
          &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (db == NULL || argc > 1)
    {
      splay_cli_usage_error (
          "%s", _("--db PATH is required (the database is filled with synthetic matches)."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (!splay_cli_check_range ("--matches", matches, 0, 10000000)
      || !splay_cli_check_range ("--runs", runs, 1, 1000))
    return SPLAY_CLI_EXIT_USAGE;
  if (seed_text != NULL)
    {
      char *end = NULL;
      seed = g_ascii_strtoull (seed_text, &end, 0);
      if (end == seed_text || *end)
        {
          splay_cli_usage_error ("%s", _("the seed must be a number."));
          return SPLAY_CLI_EXIT_USAGE;
        }
    }

  store = splay_store_new (db, &error);
  if (store == NULL)
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  if (matches > 0)
    {
      start = g_get_monotonic_time ();
      if (!splay_store_fill_synthetic_history (store, (guint) matches, seed, &error))
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      g_print (_("filled %d synthetic matches in %.1f s\n"), matches,
               splay_cli_elapsed_ms (start) / 1000.0);
    }

  /* Opened afresh, as the app would be, so no page is warm from filling. */
  g_clear_object (&store);
  start = g_get_monotonic_time ();
  cpu_start = splay_cli_cpu_ms ();
  store = splay_store_new (db, &error);
  if (store == NULL)
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  /* Translators: the time the store took to open, in milliseconds; with a
   * database of an older version it includes bringing it up to date */
  g_print (_("opening the database (with its integrity check): %.1f ms (processor %.1f ms)\n"),
           splay_cli_elapsed_ms (start), splay_cli_cpu_ms () - cpu_start);
  if (!splay_store_count_history (store, NULL, &total, &error))
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  g_print (_("%u matches in the database\n"), total);

  {
    BenchCase cases[] = {
      { N_("History page opens (count + first 200)"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Filter: one game"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Filter: unfinished"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Filter: a name"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Filter: game + finished + name"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Sort by game"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Sort by result"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Sort by result, last page"), SPLAY_HISTORY_QUERY_INIT, total > 200 ? total - 200 : 0 },
      { N_("Sort by result reversed"), SPLAY_HISTORY_QUERY_INIT, 0 },
      { N_("Sort by result reversed, last page"), SPLAY_HISTORY_QUERY_INIT,
        total > 200 ? total - 200 : 0 },
      { N_("Scrolled to the middle (page at half)"), SPLAY_HISTORY_QUERY_INIT, total / 2 },
      { N_("Scrolled to the end (last page)"), SPLAY_HISTORY_QUERY_INIT,
        total > 200 ? total - 200 : 0 },
    };

    cases[1].query.game_id = "splito";
    cases[2].query.status = SPLAY_MATCH_PLAYING;
    cases[3].query.text = "chlo";
    cases[4].query.game_id = "splatoids";
    cases[4].query.status = SPLAY_MATCH_FINISHED;
    cases[4].query.text = "anna";
    cases[5].query.sort = SPLAY_HISTORY_SORT_GAME;
    for (int i = 6; i <= 9; i++)
      {
        cases[i].query.sort = SPLAY_HISTORY_SORT_RESULT;
        cases[i].query.ascending = i >= 8;
      }

    for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        cases[i].label = _(cases[i].label);
        if (!bench_open (store, &cases[i], runs, &error))
          {
            g_printerr ("splay-cli: %s\n", error->message);
            return SPLAY_CLI_EXIT_FAILED;
          }
      }
  }

  /* One match's details (what the details view reads). */
  {
    g_autoptr (GPtrArray) first = splay_store_list_history (store, NULL, 0, 1, &error);
    if (first != NULL && first->len > 0)
      {
        gint64 id = ((SplayHistoryEntry *) g_ptr_array_index (first, 0))->id;
        g_autoptr (SplayHistoryDetails) details = NULL;

        start = g_get_monotonic_time ();
        details = splay_store_get_history_details (store, id, &error);
        if (details == NULL)
          {
            g_printerr ("splay-cli: %s\n", error->message);
            return SPLAY_CLI_EXIT_FAILED;
          }
        g_print (_("match details: %.2f ms\n"), splay_cli_elapsed_ms (start));
      }
  }

  /* The whole export, written nowhere. */
  {
    g_autoptr (GFile) null = g_file_new_for_path ("/dev/null");
    g_autoptr (GFileOutputStream) out = g_file_append_to (null, G_FILE_CREATE_NONE, NULL, &error);

    if (out == NULL)
      {
        g_printerr ("splay-cli: %s\n", error->message);
        return SPLAY_CLI_EXIT_FAILED;
      }
    for (int f = SPLAY_HISTORY_FORMAT_CSV; f <= SPLAY_HISTORY_FORMAT_JSON; f++)
      {
        start = g_get_monotonic_time ();
        if (!splay_store_export_history (store, (SplayHistoryFormat) f, G_OUTPUT_STREAM (out), NULL,
                                         NULL, &error))
          {
            g_printerr ("splay-cli: %s\n", error->message);
            return SPLAY_CLI_EXIT_FAILED;
          }
        g_print (_("export of every match as %s: %.1f s\n"),
                 f == SPLAY_HISTORY_FORMAT_CSV ? "CSV" : "JSON",
                 splay_cli_elapsed_ms (start) / 1000.0);
      }
  }
  return SPLAY_CLI_EXIT_OK;
}
