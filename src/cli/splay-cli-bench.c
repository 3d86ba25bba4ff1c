/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-bench.c: splay-cli bench (the rules and the search) and
 * bench-store (opening the database, resuming a long match). */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ai/ai.h"
#include "engine/rules.h"
#include "model/splay-match.h"
#include "store/splay-store.h"
#include "splay-cli-bench.h"
#include "splay-cli-util.h"

/* --- bench --------------------------------------------------------------- */

int
splay_cli_bench (int argc, char **argv)
{
  int players = 0, positions = 20;
  g_autofree char *seed_option = NULL;
  const char *seed_text;
  g_auto (GStrv) options = NULL;
  const GOptionEntry entries[]
      = { { "players", 'p', 0, G_OPTION_ARG_INT, &players,
            N_("Number of players (default: the game’s usual number)"), N_("N") },
          { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_option,
            N_("Seed of the deals (default: 1)"), N_("S") },
          { "positions", 0, 0, G_OPTION_ARG_INT, &positions,
            N_("Positions the hard level decides in (default: 20)"), N_("N") },
          { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options,
            N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
          { NULL } };
  const SplayRules *rules;
  SplaySettings settings;
  SplayIsmctsParams params;
  const SplayAiPolicy *policy;
  gboolean ismcts;
  g_autofree void *state = NULL;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  uint64_t seed;
  guint64 moves = 0, n_games = 0;
  gint64 start;
  double seconds;
  SplayRng rng;

  if (!splay_cli_parse_command (_("GAME"),
                                _("Measures the speed of the rules and of the search: moves per "
                                   "second of random play, games per second, search iterations "
                                   "per second on one core, and how long the hard and expert "
                                   "levels take to decide."),
                                entries, 1,
                                _("bench takes one game, for example: splay-cli bench splatoids"),
                                &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (!splay_cli_check_range ("--positions", positions, 1, 10000))
    return SPLAY_CLI_EXIT_USAGE;
  seed_text = seed_option != NULL ? seed_option : "1";
  if ((rules = splay_cli_find_rules (argv[1])) == NULL
      || !splay_cli_build_settings (rules, players, options, FALSE, &settings)
      || !splay_cli_parse_seed (seed_text, &seed))
    return SPLAY_CLI_EXIT_USAGE;

  state = g_malloc0 (rules->state_size);
  splay_rng_init (&rng, seed);

  /* Random play, as the search's playouts see the rules: no checks. */
  start = g_get_monotonic_time ();
  do
    {
      moves += splay_rules_play_random_game (rules, state, &settings, &rng, SPLAY_CLI_MAX_ACTIONS);
      n_games++;
    }
  while (g_get_monotonic_time () - start < G_USEC_PER_SEC);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_print (_("random play: %.0f moves/s, %.1f games/s (%llu games)\n"), (double) moves / seconds,
           (double) n_games / seconds, (unsigned long long) n_games);

  /* The medium level (the heuristic, what the playouts of the others are
   * built on), on positions from games between medium players: how its
   * cost per decision grows with the number of players. */
  {
    double total_us = 0;
    int done = 0;

    for (int p = 0; done < 200 * positions && p < 1000 * positions; p++)
      {
        uint64_t deal = splay_seed_mix (seed, (uint64_t) p, 11);
        SplayAction a;

        rules->init (state, &settings, deal);
        for (guint64 m = 0; !rules->is_over (state) && m < 2000; m++)
          {
            int seat = g_bit_nth_lsf (rules->actors (state), -1);
            gint64 t0;

            if (rules->legal (state, seat, legal) >= 2)
              {
                t0 = g_get_monotonic_time ();
                for (int r = 0; r < 20; r++)
                  splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM,
                                   splay_seed_mix (deal, m, 2), &a);
                total_us += (double) (g_get_monotonic_time () - t0) / 20.0;
                done++;
              }
            else
              splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM, splay_seed_mix (deal, m, 2),
                               &a);
            rules->apply (state, seat, a, NULL);
          }
      }
    if (done > 0)
      g_print (_("medium decision: %.2f µs on average (%d decisions)\n"), total_us / done, done);
  }

  /* Spite and Malice's levels search in their own way, not with ISMCTS:
   * their decisions are timed, there are no iterations to count. */
  ismcts = splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &params, NULL);
  policy = splay_ai_policy_lookup (rules->id);
  if (!ismcts && (policy == NULL || policy->search == NULL))
    {
      g_print (_("%s has no search level.\n"), _(rules->name));
      return SPLAY_CLI_EXIT_OK;
    }

  /* The hard level on positions from games between medium players, at
   * every stage of the game. */
  for (int level = SPLAY_LEVEL_HARD; level <= SPLAY_LEVEL_EXPERT; level++)
    {
      g_autoptr (SplayIsmcts) search
          = ismcts ? splay_ismcts_new (rules, params.max_iterations + 2) : NULL;
      double total_ms = 0, max_ms = 0, search_ms = 0;
      guint64 iterations = 0;
      int done = 0;

      for (int p = 0; done < positions; p++)
        {
          uint64_t deal = splay_seed_mix (seed, (uint64_t) p, 7);
          guint64 stop = splay_seed_mix (deal, 1, 1) % 60;
          SplayAction a;
          gint64 t0;
          double ms;
          int seat;

          rules->init (state, &settings, deal);
          for (guint64 m = 0; m < stop && !rules->is_over (state); m++)
            {
              seat = g_bit_nth_lsf (rules->actors (state), -1);
              splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM, splay_seed_mix (deal, m, 2),
                               &a);
              rules->apply (state, seat, a, NULL);
            }
          if (rules->is_over (state))
            continue;
          seat = g_bit_nth_lsf (rules->actors (state), -1);
          if (rules->legal (state, seat, legal) < 2)
            continue; /* nothing to decide */

          t0 = g_get_monotonic_time ();
          splay_ai_choose (rules, state, seat, (SplayLevel) level, deal, &a);
          ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
          total_ms += ms;
          max_ms = MAX (max_ms, ms);
          if (level == SPLAY_LEVEL_HARD && ismcts)
            {
              SplayIsmctsStats stats;

              /* The budget of this game's seats, as the hard level has it. */
              splay_ai_search_params_for (rules, state, SPLAY_LEVEL_HARD, &params, NULL);
              splay_ismcts_choose (search, state, seat, &params, deal, &a, &stats);
              iterations += stats.iterations;
              search_ms += stats.elapsed_ms;
            }
          done++;
        }
      if (level == SPLAY_LEVEL_HARD && ismcts && params.max_playout > 0)
        g_print (_("search: %.0f iterations/s on one core (%u iterations per hard decision, "
                    "playouts cut after %u moves)\n"),
                 search_ms > 0 ? 1000.0 * (double) iterations / search_ms : 0.0,
                 params.max_iterations, params.max_playout);
      else if (level == SPLAY_LEVEL_HARD && ismcts)
        g_print (_("search: %.0f iterations/s on one core (%u iterations per hard decision, "
                    "playouts to the end)\n"),
                 search_ms > 0 ? 1000.0 * (double) iterations / search_ms : 0.0,
                 params.max_iterations);
      g_print (_("%s decision: %.1f ms on average, %.1f ms at most (%d positions)\n"),
               splay_level_to_string ((SplayLevel) level), total_ms / done, max_ms, done);
    }
  return SPLAY_CLI_EXIT_OK;
}

/* --- bench-store --------------------------------------------------------- */

static double
median_ms (GArray *times)
{
  g_array_sort (times, splay_cli_compare_double);
  return g_array_index (times, double, times->len / 2);
}

/* Adds @copies finished matches with the rows of match @id, as a database
 * years of play would hold, in one transaction (splay_store_fill_synthetic). */
static gboolean
add_synthetic_matches (const char *path, gint64 id, int copies, GError **error)
{
  g_autoptr (SplayStore) store = splay_store_new (path, error);

  return store != NULL && splay_store_fill_synthetic (store, id, (guint) copies, error);
}

/* Plays a Splatoids match of a person (seat 1, played by the medium
 * computer from here) against three computers, saved as it goes, until it
 * holds at least @n_actions actions; the match stays unfinished. */
static gint64
make_long_match (SplayStore *store, guint n_actions, GError **error)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplayPlayer *players[5] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  SplaySettings settings;
  guint done = 0;

  splay_settings_defaults (rules, 4, &settings);
  splay_settings_set (rules, &settings, "matchplay", 1);
  players[0] = splay_player_new_human ("Anna");
  for (int seat = 1; seat < 4; seat++)
    players[seat] = splay_player_new_computer ("Computer", SPLAY_LEVEL_MEDIUM);
  /* A target no one reaches in a few hundred actions. */
  match = splay_match_new (rules, &settings, 1, players, 1000, 0);
  for (int seat = 0; seat < 4; seat++)
    g_object_unref (players[seat]);
  splay_match_set_paused (match, TRUE);
  if (!splay_store_track_match (store, match, error))
    return 0;

  while (done < n_actions && !splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);
      SplayAction action;

      if (game == NULL || splay_game_is_over (game))
        {
          splay_match_start_next_game (match);
          continue;
        }
      done += splay_match_run_computers (match);
      if (splay_game_is_over (game))
        continue;
      if (!splay_ai_choose (rules, splay_game_get_state (game), 0, SPLAY_LEVEL_MEDIUM,
                            splay_seed_mix (1, done, 5), &action)
          || !splay_match_apply (match, 0, action, error))
        return 0;
      done++;
    }
  if (!splay_store_flush (store, error))
    return 0;
  return splay_match_get_id (match);
}

int
splay_cli_bench_store (int argc, char **argv)
{
  g_autofree char *db_path = NULL;
  int n_actions = 500, synthetic = 0, repeat = 20;
  const GOptionEntry entries[]
      = { { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path,
            N_("Where to make the database (it must not exist; default: a temporary one, removed "
                "after)"),
            N_("PATH") },
          { "actions", 'a', 0, G_OPTION_ARG_INT, &n_actions,
            N_("Actions in the match to resume (default: 500)"), N_("N") },
          { "synthetic", 0, 0, G_OPTION_ARG_INT, &synthetic,
            N_("Add this many finished copies of the match, for a big database (default: 0)"),
            N_("M") },
          { "repeat", 'r', 0, G_OPTION_ARG_INT, &repeat,
            N_("Times to open and resume (default: 20)"), N_("R") },
          { NULL } };
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GArray) open_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) first_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) again_times = g_array_new (FALSE, FALSE, sizeof (double));
  GStatBuf st;
  gint64 id, start;
  guint loaded_actions = 0;

  if (!splay_cli_parse_options (
          "",
          _("Measures the store: how long opening the database takes, and resuming "
             "(rebuilding by replay) a match of many actions, the first time after "
             "opening and again."),
          entries, &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (argc != 1 || n_actions < 1 || synthetic < 0 || repeat < 1)
    {
      splay_cli_usage_error (
          "%s", _("bench-store takes no arguments; --actions and --repeat must be at least 1."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (db_path != NULL && g_file_test (db_path, G_FILE_TEST_EXISTS))
    {
      splay_cli_usage_error (_("“%s” exists already: bench-store makes its own database."),
                             db_path);
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (db_path == NULL)
    {
      dir = g_dir_make_tmp ("splay-bench-XXXXXX", &error);
      if (dir == NULL)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      path = g_build_filename (dir, "splay.db", NULL);
    }
  else
    path = g_strdup (db_path);

  {
    g_autoptr (SplayStore) store = splay_store_new (path, &error);

    if (store == NULL || (id = make_long_match (store, (guint) n_actions, &error)) == 0)
      {
        g_printerr ("splay-cli: %s\n", error->message);
        return SPLAY_CLI_EXIT_FAILED;
      }
  }
  if (synthetic > 0)
    {
      start = g_get_monotonic_time ();
      if (!add_synthetic_matches (path, id, synthetic, &error))
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      g_print (_("added %d synthetic matches in %.1f s\n"), synthetic,
               splay_cli_elapsed_ms (start) / 1000.0);
    }

  for (int r = 0; r < repeat; r++)
    {
      g_autoptr (SplayStore) store = NULL;
      g_autoptr (SplayMatch) match = NULL;
      g_autoptr (SplayMatch) again = NULL;
      g_autoptr (GError) problem = NULL;

      start = g_get_monotonic_time ();
      store = splay_store_new (path, &error);
      if (store == NULL)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      g_array_append_vals (open_times, (double[]){ splay_cli_elapsed_ms (start) }, 1);

      /* What the Resume button does, right after the app opened the file. */
      start = g_get_monotonic_time ();
      match = splay_store_load_match (store, id, &problem, &error);
      g_array_append_vals (first_times, (double[]){ splay_cli_elapsed_ms (start) }, 1);
      if (match == NULL || problem != NULL)
        {
          g_printerr ("splay-cli: %s\n", (error ? error : problem)->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      start = g_get_monotonic_time ();
      again = splay_store_load_match (store, id, NULL, NULL);
      g_array_append_vals (again_times, (double[]){ splay_cli_elapsed_ms (start) }, 1);
      loaded_actions = 0;
      for (guint g = 0; g < splay_match_get_n_games (match); g++)
        loaded_actions += splay_game_get_n_actions (splay_match_get_game (match, g));
    }

  {
    double open_median = median_ms (open_times); /* sorts */
    double first_median = median_ms (first_times);
    double again_median = median_ms (again_times);

    if (g_stat (path, &st) == 0)
      g_print (_("database: %.1f MB, %d matches\n"), (double) st.st_size / 1e6, synthetic + 1);
    g_print (_("open: %.2f ms median, %.2f ms slowest (%d times)\n"), open_median,
             g_array_index (open_times, double, open_times->len - 1), repeat);
    g_print (_("resume a %u-action match: %.2f ms median, %.2f ms slowest just after opening; "
                "%.2f ms median again\n"),
             loaded_actions, first_median,
             g_array_index (first_times, double, first_times->len - 1), again_median);
  }

  if (dir != NULL)
    {
      const char *suffixes[] = { "", "-wal", "-shm" };
      for (gsize i = 0; i < G_N_ELEMENTS (suffixes); i++)
        {
          g_autofree char *file = g_strconcat (path, suffixes[i], NULL);
          g_remove (file);
        }
      g_rmdir (dir);
    }
  return SPLAY_CLI_EXIT_OK;
}
