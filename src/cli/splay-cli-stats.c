/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli stats and bench-stats: the statistics page's figures in a
 * terminal, and the benchmark that fills a database with synthetic matches
 * and times every statistics query on it. Exit codes as in
 * splay-cli-util.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <time.h>

#include "splay-cli-stats.h"
#include "splay-cli-util.h"
#include "engine/catalog.h"
#include "store/splay-stats.h"

/* --- stats ----------------------------------------------------------- */

static void
print_line (const char *title, const SplayStatsLine *line, gboolean scores)
{
  g_autofree char *played = splay_stats_format_count (line->played);
  g_autofree char *won = splay_stats_format_count (line->won);
  g_autofree char *lost = splay_stats_format_count (line->lost);
  g_autofree char *drawn = splay_stats_format_count (line->drawn);
  g_autofree char *rate = NULL;
  g_autofree char *place = NULL;

  if (line->played == 0)
    {
      /* Translators: a statistics line with no results: "Medium: none" */
      g_print (_("  %s: none\n"), title);
      return;
    }
  rate = splay_stats_format_percent (splay_stats_line_win_rate (line));
  place = splay_stats_format_decimal (splay_stats_line_average_place (line));
  /* Translators: "Medium: 12 played, 7 won, 4 lost, 1 drawn (58% won)" */
  g_print (_("  %s: %s played, %s won, %s lost, %s drawn (%s won)\n"), title, played, won, lost,
           drawn, rate);
  /* Translators: "winning streak 2 now, 4 at best; average place 1.4" */
  g_print (_("    winning streak %d now, %d at best; average place %s\n"), line->current_streak,
           line->longest_streak, place);
  if (scores && line->n_scores > 0)
    {
      g_autofree char *avg = splay_stats_format_decimal (splay_stats_line_average_score (line));
      /* Translators: "score per game: best 14, average 6.2" */
      g_print (_("    score per game: best %d, average %s\n"), line->best_score, avg);
    }
}

static void
print_stats (const SplayCatalogEntry *entry, const SplayStats *stats)
{
  g_autofree char *rating = g_strdup_printf ("%.0f", stats->rating);

  g_print ("%s\n", _(entry->name));
  print_line (_("Without hints or undo"), &stats->clean, stats->has_scores);
  if (stats->rated > 0)
    /* Translators: "Rating: 1024 (12 results against the computer)" */
    g_print (ngettext ("  Rating: %s (%d result against the computer)\n",
                       "  Rating: %s (%d results against the computer)\n", stats->rated),
             rating, stats->rated);
  else
    /* Translators: %s is the starting rating */
    g_print (_("  Rating: %s (no results against the computer yet)\n"), rating);
  for (int g = 0; g < SPLAY_STATS_N_GROUPS; g++)
    if (stats->groups[g].played > 0)
      {
        /* Translators: a line of statistics by the strongest opponent: "against Medium" */
        g_autofree char *title
            = g == SPLAY_STATS_PEOPLE_ONLY
                  ? g_strdup (splay_stats_group_name (g))
                  : g_strdup_printf (_("against %s"), splay_stats_group_name (g));
        print_line (title, &stats->groups[g], stats->has_scores);
      }
  print_line (_("With hints or undo"), &stats->assisted, stats->has_scores);
  if (stats->abandoned > 0)
    g_print (ngettext ("  %d match abandoned\n", "  %d matches abandoned\n", stats->abandoned),
             stats->abandoned);
  if (stats->periods->len > 0)
    {
      g_print ("  %s\n", _("Win rate over time:"));
      for (guint i = 0; i < stats->periods->len; i++)
        {
          const SplayStatsPeriod *p = &g_array_index (stats->periods, SplayStatsPeriod, i);
          g_autofree char *when = splay_stats_format_period (stats->period_kind, p->start);
          g_autofree char *rate = splay_stats_format_percent ((double) p->won / p->played);
          /* Translators: "March 2026: 58% of 12" */
          g_print (_("    %s: %s of %d\n"), when, rate, p->played);
        }
    }
  if (stats->bins->len > 0)
    {
      g_print ("  %s\n", _("Scores per game:"));
      for (guint i = 0; i < stats->bins->len; i++)
        {
          const SplayStatsBin *b = &g_array_index (stats->bins, SplayStatsBin, i);
          if (b->low == b->high)
            /* Translators: a bar of the score distribution: "12: 5 games" */
            g_print (ngettext ("    %d: %d game\n", "    %d: %d games\n", b->count), b->low,
                     b->count);
          else
            /* Translators: a bar of the score distribution: "10 to 19: 5 games" */
            g_print (ngettext ("    %d to %d: %d game\n", "    %d to %d: %d games\n", b->count),
                     b->low, b->high, b->count);
        }
    }
}

int
splay_cli_stats (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *game = NULL;
  g_autofree char *person = NULL;
  const GOptionEntry entries[]
      = { { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("The database (default: the app’s)"),
            N_("PATH") },
          { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("Only this game"), N_("GAME") },
          { "person", 0, 0, G_OPTION_ARG_STRING, &person,
            N_("Only this person’s results (default: every person)"), N_("NAME") },
          { NULL } };
  g_autoptr (SplayStore) store = NULL;
  gboolean any = FALSE;

  if (!splay_cli_parse_command (
          "",
          _("Prints the statistics of the saved matches: results by game "
             "and by the strongest computer opponent, streaks, places, "
             "scores, the rating, and the data of the charts."),
          entries, 0, _("stats takes no arguments; choose a game with --game."), &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (game != NULL && splay_catalog_lookup (game) == NULL)
    {
      splay_cli_usage_error (_("There is no game called “%s” (see splay-cli games)."), game);
      return SPLAY_CLI_EXIT_USAGE;
    }
  if ((store = splay_cli_open_existing (db)) == NULL)
    return SPLAY_CLI_EXIT_FAILED;

  if (person != NULL)
    /* Translators: heading of splay-cli stats for one person */
    g_print (_("Statistics of %s\n\n"), person);
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const SplayCatalogEntry *entry = &splay_catalog[i];
      g_autoptr (GError) error = NULL;
      g_autoptr (SplayStats) stats = NULL;

      if (game != NULL && !g_str_equal (game, entry->id))
        continue;
      stats = splay_store_get_stats (store, entry->id, person, &error);
      if (stats == NULL)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      /* Without --game, only the games that have been played. */
      if (game == NULL && stats->clean.played + stats->assisted.played + stats->abandoned == 0)
        continue;
      if (any)
        g_print ("\n");
      print_stats (entry, stats);
      any = TRUE;
    }
  if (!any)
    g_print ("%s\n", _("No finished matches yet."));
  return SPLAY_CLI_EXIT_OK;
}

/* --- bench-stats ----------------------------------------------------- */

/* A plausible history: mostly one person against the computer, some
 * matchplay, a few hints and undos, a few abandoned matches, over three
 * years. Deterministic for a seed. */
static void
fake_match (GRand *rand, gint64 time, SplayStatsFakeMatch *m)
{
  static const char *const games[]
      = { "splatoids", "splatoids", "splatoids", "spite-malice", "spite-malice",
          "splito",    "splito",    "spit",      "spit",         "splat" };
  static const char *const people[] = { "Alex", "Alex", "Alex", "Alex", "Sam", "Kim" };
  static const char *const levels[] = { "easy", "medium", "medium", "medium", "hard", "expert" };
  static const char *const computer_names[]
      = { "Computer 1", "Computer 2", "Computer 3", "Computer 4", "Computer 5" };
  const SplayRules *rules;
  int order[SPLAY_MAX_SEATS];
  gboolean scored;

  memset (m, 0, sizeof *m);
  m->game_id = games[g_rand_int_range (rand, 0, G_N_ELEMENTS (games))];
  rules = splay_rules_lookup (m->game_id);
  m->n_seats = g_rand_int_range (rand, rules->min_seats, MIN (rules->max_seats, 4) + 1);
  m->names[0] = people[g_rand_int_range (rand, 0, G_N_ELEMENTS (people))];
  for (int s = 1; s < m->n_seats; s++)
    {
      if (s == 1 && g_rand_int_range (rand, 0, 10) == 0)
        {
          m->names[s] = g_str_equal (m->names[0], "Sam") ? "Kim" : "Sam";
          continue;
        }
      m->names[s] = computer_names[s - 1];
      m->levels[s] = levels[g_rand_int_range (rand, 0, G_N_ELEMENTS (levels))];
    }
  scored = splay_stats_game_has_scores (m->game_id);
  m->n_games = g_rand_int_range (rand, 0, 10) < 6 ? 1 : g_rand_int_range (rand, 2, 7);
  if (m->n_games > 1 && g_str_equal (m->game_id, "splatoids"))
    m->target_points = 10;
  for (int g = 0; g < m->n_games; g++)
    {
      /* A random finishing order, and points that follow it. */
      for (int s = 0; s < m->n_seats; s++)
        order[s] = s;
      for (int s = m->n_seats - 1; s > 0; s--)
        {
          int j = g_rand_int_range (rand, 0, s + 1), t = order[s];
          order[s] = order[j];
          order[j] = t;
        }
      for (int place = 0; place < m->n_seats; place++)
        {
          int s = order[place];
          m->places[g][s] = place + 1;
          if (!scored)
            m->points[g][s] = place == 0;
          else if (g_str_equal (m->game_id, "splito"))
            m->points[g][s] = 60 - 12 * place + g_rand_int_range (rand, 0, 12);
          else if (g_str_equal (m->game_id, "spite-malice"))
            m->points[g][s] = place == 0 ? 5 + g_rand_int_range (rand, 0, 30) : 0;
          else
            m->points[g][s] = m->n_seats - 1 - place;
        }
      m->hints[g] = g_rand_int_range (rand, 0, 25) == 0 ? g_rand_int_range (rand, 1, 4) : 0;
      m->undos[g] = g_rand_int_range (rand, 0, 50) == 0 ? 1 : 0;
    }
  m->status = g_rand_int_range (rand, 0, 20) == 0 ? "abandoned" : "finished";
  m->time = time;
}

static gboolean
fill (SplayStore *store, int n, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GError) error = NULL;
  SplayStatsWriter *writer = splay_stats_writer_new (store, &error);
  /* Three years of play ending on 1 January 2026, about 90 matches a day at
   * 100,000 matches. */
  gint64 end = G_GINT64_CONSTANT (1767225600000);
  gint64 span = G_GINT64_CONSTANT (3) * 365 * 86400000;
  gint64 start_us = g_get_monotonic_time ();

  if (writer == NULL)
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return FALSE;
    }
  for (int i = 0; i < n; i++)
    {
      SplayStatsFakeMatch m;

      fake_match (rand, end - span + span / n * i, &m);
      if (splay_stats_writer_add (writer, &m, &error) == 0)
        break;
    }
  if (!splay_stats_writer_finish (writer, &error))
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return FALSE;
    }
  g_print (_("Filled the database with %d synthetic matches in %.1f s.\n"), n,
           (g_get_monotonic_time () - start_us) / 1e6);
  return TRUE;
}

typedef enum
{
  RUN_PLAIN,     /* as it is */
  RUN_COLD,      /* nothing kept from an earlier call: the first time the page opens */
  RUN_NEW_MATCH, /* one more match of the game ended since the last call */
} RunKind;

typedef struct
{
  SplayStore *store;
  const char *game;
  const char *person;
  RunKind kind;
  GRand *rand;
} Query;

typedef gboolean (*QueryFunc) (Query *q, GError **error);

static gboolean
query_stats (Query *q, GError **error)
{
  g_autoptr (SplayStats) stats = splay_store_get_stats (q->store, q->game, q->person, error);
  return stats != NULL;
}

static gboolean
query_has_results (Query *q, GError **error)
{
  GError *local = NULL;
  splay_store_has_results (q->store, NULL, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  return TRUE;
}

static gboolean
query_last_game (Query *q, GError **error)
{
  GError *local = NULL;
  g_autofree char *last = splay_store_last_result_game (q->store, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  return TRUE;
}

static gboolean
query_people (Query *q, GError **error)
{
  g_auto (GStrv) people = splay_store_list_people (q->store, error);
  return people != NULL;
}

/* Before a timed run: forget, or add a match of the game ending now. */
static gboolean
prepare_run (Query *q, GError **error)
{
  SplayStatsWriter *writer;
  SplayStatsFakeMatch m;

  if (q->kind == RUN_COLD)
    splay_stats_forget (q->store);
  if (q->kind != RUN_NEW_MATCH)
    return TRUE;
  do
    fake_match (q->rand, g_get_real_time () / 1000, &m);
  while (!g_str_equal (m.game_id, q->game));
  m.status = NULL;
  if ((writer = splay_stats_writer_new (q->store, error)) == NULL)
    return FALSE;
  splay_stats_writer_add (writer, &m, error);
  return splay_stats_writer_finish (writer, error);
}

/* Runs @func @runs times; prints the median and the slowest wall-clock
 * time, and the median processor time (on a busy machine the wall clock
 * also counts waiting for a core). */
static gboolean
time_query (Query *q, const char *label, QueryFunc func, int runs, double *worst)
{
  g_autofree double *ms = g_new (double, runs);
  g_autofree double *cpu = g_new (double, runs);
  g_autoptr (GError) error = NULL;

  for (int r = 0; r < runs; r++)
    {
      gint64 t0;
      double c0;

      if (!prepare_run (q, &error))
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return FALSE;
        }
      t0 = g_get_monotonic_time ();
      c0 = splay_cli_cpu_ms ();
      if (!func (q, &error))
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return FALSE;
        }
      ms[r] = (g_get_monotonic_time () - t0) / 1000.0;
      cpu[r] = splay_cli_cpu_ms () - c0;
    }
  qsort (ms, runs, sizeof *ms, splay_cli_compare_double);
  qsort (cpu, runs, sizeof *cpu, splay_cli_compare_double);
  /* Translators: a line of the statistics benchmark: the query, its median
   * and slowest wall-clock times and its median processor time, in
   * milliseconds */
  g_print (_("  %-40s median %6.1f ms, slowest %6.1f ms (processor %6.1f ms)\n"), label,
           ms[runs / 2], ms[runs - 1], cpu[runs / 2]);
  if (worst != NULL)
    *worst = MAX (*worst, ms[runs / 2]);
  return TRUE;
}

int
splay_cli_bench_stats (int argc, char **argv)
{
  g_autofree char *db = NULL;
  int matches = 100000, runs = 7;
  int seed = 1;
  const GOptionEntry entries[]
      = { { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
            N_("The database to fill (if empty) and measure"), N_("PATH") },
          { "matches", 'n', 0, G_OPTION_ARG_INT, &matches,
            N_("Synthetic matches to fill an empty database with (default: 100000)"), N_("N") },
          { "runs", 0, 0, G_OPTION_ARG_INT, &runs, N_("Runs of each query (default: 7)"),
            N_("N") },
          { "seed", 's', 0, G_OPTION_ARG_INT, &seed,
            N_("Seed of the synthetic matches (default: 1)"), N_("S") },
          { NULL } };
  g_autoptr (SplayStore) store = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) rand = NULL;
  double worst = 0, worst_cold = 0;

  if (!splay_cli_parse_options (
          "",
          _("Times every statistics query. A database that holds no matches is first "
             "filled with synthetic finished matches (without actions: they cannot be "
             "resumed or replayed), so use a file of its own."),
          entries, &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (argc != 1 || db == NULL)
    {
      splay_cli_usage_error ("%s", _("bench-stats needs --db PATH and takes no arguments."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (!splay_cli_check_range ("--matches", matches, 1, 10000000)
      || !splay_cli_check_range ("--runs", runs, 1, 1000))
    return SPLAY_CLI_EXIT_USAGE;
  store = splay_store_new (db, &error);
  if (store == NULL)
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  rand = g_rand_new_with_seed ((guint32) seed + 1);
  if (!splay_store_has_results (store, NULL, &error))
    {
      if (error != NULL)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      if (!fill (store, matches, (guint32) seed))
        return SPLAY_CLI_EXIT_FAILED;
    }

  /* The page shows one game for one person (or everyone) at a time. */
  g_print ("%s\n", _("Statistics of one game (the page and splay-cli stats --game):"));
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      static const char *const kinds[] = { "cold", "unchanged", "new match" };
      const char *game = splay_catalog[i].id;

      for (int k = 0; k < 3; k++)
        for (int who = 0; who < 2; who++)
          {
            RunKind kind = k == 0 ? RUN_COLD : k == 1 ? RUN_PLAIN : RUN_NEW_MATCH;
            Query q = { store, game, who ? "Alex" : NULL, kind, rand };
            g_autofree char *label
                = g_strdup_printf ("%s%s, %s", game, who ? " --person Alex" : "", kinds[k]);

            if (!time_query (&q, label, query_stats, runs, kind == RUN_COLD ? &worst_cold : &worst))
              return SPLAY_CLI_EXIT_FAILED;
          }
    }
  g_print ("%s\n", _("Other queries of the page:"));
  {
    Query q = { store, NULL, NULL, RUN_PLAIN, rand };
    if (!time_query (&q, "has results (empty state)", query_has_results, runs, &worst)
        || !time_query (&q, "last game played (default game)", query_last_game, runs, &worst)
        || !time_query (&q, "people (person selector)", query_people, runs, &worst))
      return SPLAY_CLI_EXIT_FAILED;
  }
  /* Translators: the benchmark's verdict; the target is 50 ms */
  g_print (
      _("Slowest median: %.1f ms with the rows kept, %.1f ms from cold (target: 50 ms or less)\n"),
      worst, worst_cold);
  return SPLAY_CLI_EXIT_OK;
}
