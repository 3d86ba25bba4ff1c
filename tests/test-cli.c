/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs the built splay-cli (path in $SPLAY_CLI) as a user or a script would,
 * and checks its output and exit status. The tests use only what the
 * commands print, so they hold for any game whose rules are registered. */
#include "config.h"

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

typedef struct
{
  int status; /* exit status */
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

/* Runs splay-cli with the arguments of the NULL-terminated @args. */
static void
cli_v (CliRun *run, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *path = g_getenv ("SPLAY_CLI");
  int wait_status = 0;

  g_assert_nonnull (path);
  g_ptr_array_add (argv, (gpointer) path);
  for (int i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &run->out,
                &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

/* Runs splay-cli with the NULL-terminated arguments. */
static void
cli (CliRun *run, ...)
{
  const char *args[16];
  int n = 0;
  va_list ap;

  va_start (ap, run);
  while ((args[n] = va_arg (ap, const char *)) != NULL)
    g_assert_cmpint (++n, <, (int) G_N_ELEMENTS (args));
  va_end (ap);
  cli_v (run, args);
}

/* The output's lines, without the final empty one. */
static GStrv
lines (const char *text)
{
  g_autofree char *copy = g_strdup (text);
  g_strchomp (copy);
  if (*copy == '\0')
    return g_new0 (char *, 1);
  return g_strsplit (copy, "\n", -1);
}

/* One line of stdout, exit 0: a position printed by deal or apply. */
static char *
position_of (CliRun *run)
{
  g_auto (GStrv) l = NULL;

  if (run->status != 0)
    g_printerr ("%s", run->err);
  g_assert_cmpint (run->status, ==, 0);
  l = lines (run->out);
  g_assert_cmpuint (g_strv_length (l), ==, 1);
  g_assert_cmpstr (l[0], !=, "");
  return g_strdup (l[0]);
}

static char *
deal (const char *players, const char *seed)
{
  g_auto (CliRun) run;

  cli (&run, "deal", "splatoids", "--players", players, "--seed", seed, NULL);
  return position_of (&run);
}

static void
test_games (void)
{
  const char *ids[] = { "splatoids", "splat", "splito", "spit", "spite-malice" };
  g_auto (CliRun) run;
  g_auto (GStrv) l = NULL;

  cli (&run, "games", NULL);
  g_assert_cmpint (run.status, ==, 0);
  l = lines (run.out);
  g_assert_cmpuint (g_strv_length (l), ==, G_N_ELEMENTS (ids));
  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      gboolean found = FALSE;

      for (int k = 0; l[k] != NULL; k++)
        {
          g_auto (GStrv) f = g_strsplit (l[k], "\t", -1);

          g_assert_cmpuint (g_strv_length (f), ==, 2);
          g_assert_true (g_str_equal (f[1], "available")
                         || g_str_equal (f[1], "not available yet"));
          if (g_str_equal (f[0], ids[i]))
            {
              found = TRUE;
              if (g_str_equal (ids[i], "splatoids"))
                g_assert_cmpstr (f[1], ==, "available");
            }
        }
      g_assert_true (found);
    }
}

static void
test_deal_is_reproducible (void)
{
  g_autofree char *a = deal ("3", "42");
  g_autofree char *b = deal ("3", "42");
  g_autofree char *c = deal ("3", "43");

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
}

/* deal | moves | apply: every listed move applies, the result reads back in,
 * and applying two moves at once equals applying them one after the other. */
static void
test_round_trip (void)
{
  g_autofree char *start = deal ("3", "7");
  g_autofree char *after1 = NULL;
  g_autofree char *after2 = NULL;
  g_auto (CliRun) moves;
  g_auto (CliRun) moves2;
  g_auto (CliRun) both;
  g_auto (GStrv) l = NULL;
  g_auto (GStrv) l2 = NULL;

  cli (&moves, "moves", "splatoids", start, NULL);
  g_assert_cmpint (moves.status, ==, 0);
  l = lines (moves.out);
  g_assert_cmpuint (g_strv_length (l), >, 0);

  for (int i = 0; l[i] != NULL; i++)
    {
      g_auto (CliRun) run;
      g_autofree char *pos = NULL;

      cli (&run, "apply", "splatoids", start, l[i], NULL);
      pos = position_of (&run);
      g_assert_cmpstr (pos, !=, start);
      if (i == 0)
        after1 = g_steal_pointer (&pos);
    }

  cli (&moves2, "moves", "splatoids", after1, NULL);
  g_assert_cmpint (moves2.status, ==, 0);
  l2 = lines (moves2.out);
  g_assert_cmpuint (g_strv_length (l2), >, 0);
  {
    g_auto (CliRun) run;
    cli (&run, "apply", "splatoids", after1, l2[0], NULL);
    after2 = position_of (&run);
  }
  cli (&both, "apply", "splatoids", start, l[0], l2[0], NULL);
  {
    g_autofree char *pos = position_of (&both);
    g_assert_cmpstr (pos, ==, after2);
  }
}

static void
assert_refused (CliRun *run)
{
  g_assert_cmpint (run->status, ==, 1);
  g_assert_cmpstr (run->out, ==, "");
  g_assert_nonnull (strstr (run->err, "Refused"));
  /* The reason follows the action. */
  g_assert_cmpuint (strlen (run->err), >, strlen ("Refused: “”: \n") + 4);
}

static void
test_illegal_action (void)
{
  g_autofree char *start = deal ("2", "3");
  g_auto (CliRun) moves;
  g_auto (CliRun) garbage;
  g_auto (CliRun) late;
  g_auto (GStrv) l = NULL;
  const char *first;
  int refused = 0;

  cli (&garbage, "apply", "splatoids", start, "no such action", NULL);
  assert_refused (&garbage);

  cli (&moves, "moves", "splatoids", start, NULL);
  g_assert_cmpint (moves.status, ==, 0);
  l = lines (moves.out);
  g_assert_cmpuint (g_strv_length (l), >, 0);
  /* Without a seat prefix only one seat may act; a move of the others is
   * refused as out of turn. */
  g_assert_null (strchr (l[0], ':'));
  first = l[0];
  for (int seat = 0; seat < 2; seat++)
    {
      g_autofree char *action = g_strdup_printf ("%d:%s", seat, first);
      g_auto (CliRun) run;

      cli (&run, "apply", "splatoids", start, action, NULL);
      if (run.status == 0)
        continue;
      assert_refused (&run);
      refused++;
    }
  g_assert_cmpint (refused, ==, 1);

  /* A good action followed by a bad one: nothing is printed as applied. */
  cli (&late, "apply", "splatoids", start, first, "no such action", NULL);
  assert_refused (&late);
  g_assert_nonnull (strstr (late.err, "no such action"));
}

static void
test_usage_errors (void)
{
  g_autofree char *start = deal ("2", "1");
  struct
  {
    const char *args[8];
    const char *in_message;
  } cases[] = {
    { { "simulate", "chess", NULL }, "chess" },
    { { "deal", "nonesuch", "--seed", "1", NULL }, "nonesuch" },
    { { "moves", "nonesuch", start, NULL }, "nonesuch" },
    { { "deal", "splatoids", "--players", "9", NULL }, "9" },
    /* A game for exactly two names the number once (it said "2 to 2"). */
    { { "deal", "spit", "--players", "4", NULL }, "Spit is played by 2 players, not 4." },
    { { "deal", "spit", "--players", "4", NULL }, "Spit takes --players 2 and these options:" },
    { { "deal", "splatoids", "--option", "nonesuch=1", NULL }, "nonesuch" },
    { { "deal", "splatoids", "--option", "matchplay", NULL }, "matchplay" },
    { { "deal", "splatoids", "--seed", "minus-one", NULL }, "minus-one" },
    { { "simulate", "splatoids", "--ai", "grandmaster", NULL }, "grandmaster" },
    { { "simulate", "splatoids", "--games", "0", NULL }, "--games" },
    { { "moves", "splatoids", "this is no position", NULL }, "position" },
    { { "frobnicate", NULL }, "frobnicate" },
    { { "deal", "splatoids", "--no-such-flag", NULL }, "no-such-flag" },
    { { NULL }, "Usage" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (CliRun) run;

      cli_v (&run, cases[i].args);
      g_test_message ("case %zu: %s", i, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, cases[i].in_message));
    }
}

/* Everything simulate prints but the timing line, which varies. */
static char *
results_of (CliRun *run)
{
  g_auto (GStrv) l = lines (run->out);
  GString *s = g_string_new (NULL);

  for (int i = 0; l[i] != NULL; i++)
    if (!g_str_has_prefix (l[i], "time:"))
      g_string_append_printf (s, "%s\n", l[i]);
  return g_string_free (s, FALSE);
}

static void
test_simulate (void)
{
  const char *players[] = { "2", "3", "4" };

  for (gsize i = 0; i < G_N_ELEMENTS (players); i++)
    {
      g_auto (CliRun) run;
      g_auto (CliRun) again;
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      cli (&run, "simulate", "splatoids", "--players", players[i], "--games", "100", "--seed",
           "2024", "--ai", "random", NULL);
      if (run.status != 0)
        g_printerr ("%s", run.err);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "games/s"));
      g_assert_nonnull (strstr (run.out, "average actions per game"));

      /* Same seed, same games. */
      cli (&again, "simulate", "splatoids", "--players", players[i], "--games", "100", "--seed",
           "2024", "--ai", "random", NULL);
      g_assert_cmpint (again.status, ==, 0);
      a = results_of (&run);
      b = results_of (&again);
      g_assert_cmpstr (a, ==, b);
    }
}

static void
test_simulate_matchplay_heuristic (void)
{
  g_auto (CliRun) run;

  cli (&run, "simulate", "splatoids", "--players", "4", "--games", "50", "--seed", "9", "--ai",
       "random,medium,easy,medium", "--matchplay", NULL);
  if (run.status != 0)
    g_printerr ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "matchplay=1"));
}

/* The wins column of seat @seat in simulate's table. */
static int
wins_of (CliRun *run, int seat)
{
  g_auto (GStrv) l = lines (run->out);
  g_autofree char *prefix = g_strdup_printf ("%d ", seat);

  for (int i = 0; l[i] != NULL; i++)
    if (g_str_has_prefix (l[i], prefix))
      return atoi (l[i] + strlen (prefix));
  g_assert_not_reached ();
}

/* Races are run by reaction time: the quicker level wins, whichever seat it
 * has, and equal levels favour neither seat. */
static void
test_simulate_races_by_reaction_time (void)
{
  const char *games[] = { "spit", "splat" };

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_auto (CliRun) fast_first;
      g_auto (CliRun) fast_second;
      g_auto (CliRun) equal;

      cli (&fast_first, "simulate", games[i], "--games", "20", "--seed", "4", "--ai", "expert,easy",
           NULL);
      cli (&fast_second, "simulate", games[i], "--games", "20", "--seed", "4", "--ai",
           "easy,expert", NULL);
      cli (&equal, "simulate", games[i], "--games", "60", "--seed", "4", "--ai", "medium", NULL);
      g_assert_cmpint (fast_first.status, ==, 0);
      g_assert_cmpint (fast_second.status, ==, 0);
      g_assert_cmpint (equal.status, ==, 0);
      g_assert_cmpint (wins_of (&fast_first, 0), >=, 18);
      g_assert_cmpint (wins_of (&fast_second, 1), >=, 18);
      g_assert_cmpint (wins_of (&equal, 0), >=, 15);
      g_assert_cmpint (wins_of (&equal, 1), >=, 15);
    }
}

/* The commands work for every game whose rules are registered, whatever
 * its kind (turn-based, simultaneous, real-time). */
static void
test_every_available_game (void)
{
  g_auto (CliRun) games;
  g_auto (GStrv) l = NULL;
  int n_available = 0;

  cli (&games, "games", NULL);
  g_assert_cmpint (games.status, ==, 0);
  l = lines (games.out);
  for (int i = 0; l[i] != NULL; i++)
    {
      g_auto (GStrv) f = g_strsplit (l[i], "\t", 2);
      g_auto (CliRun) dealt;
      g_auto (CliRun) moves;
      g_auto (CliRun) applied;
      g_auto (CliRun) garbage;
      g_auto (CliRun) sim;
      g_autofree char *start = NULL;
      g_autofree char *after = NULL;
      g_auto (GStrv) m = NULL;

      if (!g_str_equal (f[1], "available"))
        continue;
      n_available++;
      g_test_message ("game %s", f[0]);

      cli (&dealt, "deal", f[0], "--seed", "1", NULL);
      start = position_of (&dealt);
      cli (&moves, "moves", f[0], start, NULL);
      g_assert_cmpint (moves.status, ==, 0);
      m = lines (moves.out);
      g_assert_cmpuint (g_strv_length (m), >, 0);
      cli (&applied, "apply", f[0], start, m[0], NULL);
      after = position_of (&applied);
      g_assert_cmpstr (after, !=, start);

      cli (&garbage, "apply", f[0], start, "0:no such action", NULL);
      assert_refused (&garbage);

      cli (&sim, "simulate", f[0], "--games", "20", "--seed", "1", NULL);
      if (sim.status != 0)
        g_printerr ("%s", sim.err);
      g_assert_cmpint (sim.status, ==, 0);
    }
  g_assert_cmpint (n_available, >=, 1);
}

/* A game that runs past the action cap is reported like a broken rule: with
 * what it takes to replay it. */
static void
test_simulate_reports_endless_game (void)
{
  g_auto (CliRun) run;

  cli (&run, "simulate", "splatoids", "--games", "3", "--seed", "5", "--max-actions", "2", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "seed"));
  g_assert_nonnull (strstr (run.err, "action 2"));
  g_assert_nonnull (strstr (run.err, "Position: "));
}

/* tournament and bench: what they refuse, and the shape of what they print
 * (never the timings). */
static void
test_tournament_bench_usage_errors (void)
{
  struct
  {
    const char *args[10];
    const char *in_message;
  } cases[] = {
    { { "tournament", "chess", "--seats", "hard,medium", NULL }, "chess" },
    { { "tournament", "splatoids", "--seats", "hard,grandmaster", NULL }, "grandmaster" },
    { { "tournament", "splatoids", "--seats", "hard,medium", "--players", "3", NULL }, "3" },
    { { "tournament", "splatoids", "--seats", "easy,easy,easy,easy,easy", NULL }, "5" },
    { { "tournament", "splatoids", NULL }, "--seats" },
    { { "tournament", "splatoids", "--seats", "easy,easy", "--games", "0", NULL }, "--games" },
    /* Refused by name, not met by a 128 GB allocation that aborts. */
    { { "tournament", "splatoids", "--seats", "easy,easy", "--games", "2000000000", NULL },
      "--games must be a number from 1 to 1000000" },
    { { "tournament", "splatoids", "--seats", "easy,easy", "--jobs", "65", NULL }, "--jobs" },
    { { "simulate", "splatoids", "--games", "-5", NULL }, "--games" },
    { { "bench", "splatoids", "--positions", "1000000", NULL }, "--positions" },
    { { "autoplay", "splatoids", "--seats", "easy,easy", "--target", "-1", "--db",
        "/nonexistent/x.db", NULL },
      "--target" },
    { { "tournament", "spit", "--seats", "hard,random", NULL }, "race" },
    { { "tournament", "splatoids", "--seats", "easy,easy", "--seed", "x", NULL }, "x" },
    { { "bench", "nonesuch", NULL }, "nonesuch" },
    { { "bench", "splatoids", "--players", "7", NULL }, "7" },
    { { "bench", NULL }, "bench" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (CliRun) run;

      cli_v (&run, cases[i].args);
      g_test_message ("case %zu: %s", i, run.err);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, cases[i].in_message));
    }
}

/* The table's line for @level, or NULL. */
static const char *
level_line (GStrv l, const char *level)
{
  for (int i = 0; l[i] != NULL; i++)
    if (g_str_has_prefix (l[i], level) && l[i][strlen (level)] == ' ')
      return l[i];
  return NULL;
}

static void
test_tournament (void)
{
  g_auto (CliRun) run;
  g_auto (CliRun) again;
  g_auto (GStrv) l = NULL;
  g_auto (GStrv) m = NULL;
  const char *medium, *random;
  double rate_medium = -1, rate_random = -1, lo = -1, hi = -1;

  /* Three seats, two of one level: 5 games round up to 2 deals x 3. */
  cli (&run, "tournament", "splatoids", "--seats", "medium,random,random", "--games", "5", "--seed",
       "4", "--jobs", "2", NULL);
  if (run.status != 0)
    g_printerr ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  l = lines (run.out);
  g_assert_nonnull (strstr (l[0], "6 games"));
  g_assert_nonnull (strstr (l[0], "2 deals"));
  medium = level_line (l, "medium");
  random = level_line (l, "random");
  g_assert_nonnull (medium);
  g_assert_nonnull (random);
  g_assert_cmpint (sscanf (medium, "medium %*d %lf%% %lf%% – %lf%%", &rate_medium, &lo, &hi), ==,
                   3);
  g_assert_cmpint (sscanf (random, "random %*d %lf%%", &rate_random), ==, 1);
  g_assert_cmpfloat (lo, <=, rate_medium);
  g_assert_cmpfloat (rate_medium, <=, hi);
  /* Every game has a winner's share: the rates of the seats add up to 1. */
  g_assert_cmpfloat (fabs (rate_medium + 2 * rate_random - 100.0), <, 0.2);
  g_assert_nonnull (strstr (run.out, "time:"));

  /* The same seed plays the same games, whatever the threads do. */
  cli (&again, "tournament", "splatoids", "--seats", "medium,random,random", "--games", "5",
       "--seed", "4", "--jobs", "1", NULL);
  g_assert_cmpint (again.status, ==, 0);
  m = lines (again.out);
  g_assert_nonnull (level_line (m, "medium"));
  g_assert_cmpint (strncmp (level_line (m, "medium"), medium, 40), ==, 0);
}

static void
test_bench (void)
{
  g_auto (CliRun) run;
  g_auto (CliRun) spit;

  cli (&run, "bench", "splito", "--positions", "1", NULL);
  if (run.status != 0)
    g_printerr ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "random play: "));
  g_assert_nonnull (strstr (run.out, "moves/s"));
  g_assert_nonnull (strstr (run.out, "games/s"));
  g_assert_nonnull (strstr (run.out, "iterations/s on one core"));
  g_assert_nonnull (strstr (run.out, "hard decision: "));
  g_assert_nonnull (strstr (run.out, "expert decision: "));

  /* A game without a search level still gets its random-play figures. */
  cli (&spit, "bench", "spit", NULL);
  g_assert_cmpint (spit.status, ==, 0);
  g_assert_nonnull (strstr (spit.out, "moves/s"));
  g_assert_nonnull (strstr (spit.out, "no search level"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/games", test_games);
  g_test_add_func ("/cli/deal-reproducible", test_deal_is_reproducible);
  g_test_add_func ("/cli/round-trip", test_round_trip);
  g_test_add_func ("/cli/illegal-action", test_illegal_action);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/simulate", test_simulate);
  g_test_add_func ("/cli/simulate-matchplay-heuristic", test_simulate_matchplay_heuristic);
  g_test_add_func ("/cli/simulate-endless-game", test_simulate_reports_endless_game);
  g_test_add_func ("/cli/simulate-races-by-reaction-time", test_simulate_races_by_reaction_time);
  g_test_add_func ("/cli/every-available-game", test_every_available_game);
  g_test_add_func ("/cli/tournament-bench-usage-errors", test_tournament_bench_usage_errors);
  g_test_add_func ("/cli/tournament", test_tournament);
  g_test_add_func ("/cli/bench", test_bench);

  return g_test_run ();
}
