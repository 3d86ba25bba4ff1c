/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Statistics from databases with known results: counts, streaks, places,
 * scores, hints and undo kept apart, the rating folded by hand, the chart
 * data, the kept rows following later changes, a match really played
 * through the model and the store, and splay-cli stats on the same file. */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/wait.h>

#include "ai/ai.h"
#include "engine/catalog.h"
#include "model/splay-match.h"
#include "store-test-util.h"
#include "store/splay-stats.h"
#include "store/splay-store-private.h"

#define DAY_MS G_GINT64_CONSTANT (86400000)
/* 2 March 2026, 12:00 UTC */
#define T0 G_GINT64_CONSTANT (1772452800000)

typedef StoreFixture Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  store_fixture_set_up (f, "splay-stats");
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  store_fixture_tear_down (f);
}

/* A one-game match of Ada against one computer: @ada_place 1 wins, 2
 * loses; 0 is a draw (both first, a point each). */
static SplayStatsFakeMatch
duel (const char *game, const char *level, int ada_place, int day)
{
  SplayStatsFakeMatch m = { 0 };

  m.game_id = game;
  m.n_seats = 2;
  m.names[0] = "Ada";
  m.names[1] = "Robot";
  m.levels[1] = level;
  m.n_games = 1;
  m.places[0][0] = ada_place == 2 ? 2 : 1;
  m.places[0][1] = ada_place == 1 ? 2 : 1;
  m.points[0][0] = ada_place != 2;
  m.points[0][1] = ada_place != 1;
  m.time = T0 + day * DAY_MS;
  return m;
}

static void
write_matches (SplayStore *store, const SplayStatsFakeMatch *matches, int n)
{
  g_autoptr (GError) error = NULL;
  SplayStatsWriter *writer = splay_stats_writer_new (store, &error);

  g_assert_no_error (error);
  for (int i = 0; i < n; i++)
    {
      g_assert_cmpint (splay_stats_writer_add (writer, &matches[i], &error), >, 0);
      g_assert_no_error (error);
    }
  g_assert_true (splay_stats_writer_finish (writer, &error));
  g_assert_no_error (error);
}

static SplayStats *
get (SplayStore *store, const char *game, const char *person)
{
  g_autoptr (GError) error = NULL;
  SplayStats *stats = splay_store_get_stats (store, game, person, &error);

  g_assert_no_error (error);
  g_assert_nonnull (stats);
  return stats;
}

/* Nine duels over nine days: W W L W(easy) W(hard) W, then a loss with a
 * hint, a draw, a win. */
static void
write_duels (SplayStore *store)
{
  SplayStatsFakeMatch m[9] = {
    duel ("splatoids", "medium", 1, 0), duel ("splatoids", "medium", 1, 1),
    duel ("splatoids", "medium", 2, 2), duel ("splatoids", "easy", 1, 3),
    duel ("splatoids", "hard", 1, 4),   duel ("splatoids", "medium", 1, 5),
    duel ("splatoids", "medium", 2, 6), duel ("splatoids", "medium", 0, 7),
    duel ("splatoids", "medium", 1, 8),
  };
  m[6].hints[0] = 2;
  write_matches (store, m, G_N_ELEMENTS (m));
}

static void
test_counts_and_streaks (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayStats) stats = NULL;
  const SplayStatsLine *medium;

  write_duels (f->store);
  stats = get (f->store, "splatoids", "Ada");

  /* The loss with a hint is not among the clean results: it neither counts
   * as a loss nor breaks the streak of W(easy) W(hard) W. */
  g_assert_cmpint (stats->clean.played, ==, 8);
  g_assert_cmpint (stats->clean.won, ==, 6);
  g_assert_cmpint (stats->clean.lost, ==, 1);
  g_assert_cmpint (stats->clean.drawn, ==, 1);
  g_assert_cmpfloat_with_epsilon (splay_stats_line_win_rate (&stats->clean), 0.75, 1e-9);
  g_assert_cmpint (stats->clean.longest_streak, ==, 3);
  g_assert_cmpint (stats->clean.current_streak, ==, 1);
  /* Places 1 1 2 1 1 1 1 1 (the draw shares first place). */
  g_assert_cmpfloat_with_epsilon (splay_stats_line_average_place (&stats->clean), 9.0 / 8.0, 1e-9);

  g_assert_cmpint (stats->assisted.played, ==, 1);
  g_assert_cmpint (stats->assisted.lost, ==, 1);
  g_assert_cmpint (stats->assisted.won, ==, 0);

  medium = &stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_MEDIUM)];
  g_assert_cmpint (medium->played, ==, 6);
  g_assert_cmpint (medium->won, ==, 4);
  g_assert_cmpint (medium->lost, ==, 1);
  g_assert_cmpint (medium->drawn, ==, 1);
  g_assert_cmpint (medium->longest_streak, ==, 2);
  g_assert_cmpint (stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_EASY)].won, ==, 1);
  g_assert_cmpint (stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_HARD)].won, ==, 1);
  g_assert_cmpint (stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_EXPERT)].played, ==, 0);
  g_assert_cmpint (stats->groups[SPLAY_STATS_PEOPLE_ONLY].played, ==, 0);

  /* Splatoids keeps a score: one point per game won or drawn. */
  g_assert_true (stats->has_scores);
  g_assert_cmpint (stats->clean.n_scores, ==, 8);
  g_assert_cmpint (stats->clean.best_score, ==, 1);
  g_assert_cmpint (stats->clean.score_sum, ==, 7);
  g_assert_cmpint (stats->assisted.n_scores, ==, 1);

  /* Another game has nothing. */
  {
    g_autoptr (SplayStats) other = get (f->store, "splito", "Ada");
    g_assert_cmpint (other->clean.played + other->assisted.played, ==, 0);
    g_assert_cmpfloat (splay_stats_line_win_rate (&other->clean), <, 0);
  }
}

static void
test_undo_counts_apart (Fixture *f, gconstpointer data)
{
  SplayStatsFakeMatch m[2] = { duel ("spit", "easy", 1, 0), duel ("spit", "easy", 1, 1) };
  g_autoptr (SplayStats) stats = NULL;

  m[1].undos[0] = 1;
  write_matches (f->store, m, 2);
  stats = get (f->store, "spit", NULL);
  g_assert_cmpint (stats->clean.played, ==, 1);
  g_assert_cmpint (stats->assisted.played, ==, 1);
  g_assert_cmpint (stats->assisted.won, ==, 1);
  /* The races keep no score. */
  g_assert_false (stats->has_scores);
  g_assert_cmpint (stats->clean.n_scores, ==, 0);
  g_assert_cmpuint (stats->bins->len, ==, 0);
}

/* The rating folded by hand (Python, float64):
 *   1000 + 32 (1 - E(1000, 1200))                       = 1024.3119016527
 *   then a loss to easy: + 32 (0 - E(R, 800))            =  999.2124609225
 *   then 2nd of 3 between hard (1st) and easy (3rd):
 *     + 32 ((1 - E(R, 800)) + (0 - E(R, 1600))) / 2      = 1002.5814614434
 * with E(r, a) = 1 / (1 + 10^((a - r) / 400)). A match of people only and
 * an assisted win leave it alone. */
static void
test_rating (Fixture *f, gconstpointer data)
{
  SplayStatsFakeMatch m[5] = {
    duel ("splito", "medium", 1, 0), duel ("splito", "easy", 2, 1), { 0 }, { 0 },
    duel ("splito", "medium", 1, 4),
  };
  g_autoptr (SplayStats) stats = NULL;

  m[2].game_id = "splito";
  m[2].n_seats = 3;
  m[2].names[0] = "Ada";
  m[2].names[1] = "Hard";
  m[2].levels[1] = "hard";
  m[2].names[2] = "Easy";
  m[2].levels[2] = "easy";
  m[2].n_games = 1;
  m[2].points[0][0] = 30, m[2].places[0][0] = 2;
  m[2].points[0][1] = 40, m[2].places[0][1] = 1;
  m[2].points[0][2] = 20, m[2].places[0][2] = 3;
  m[2].time = T0 + 2 * DAY_MS;

  m[3].game_id = "splito";
  m[3].n_seats = 2;
  m[3].names[0] = "Ada";
  m[3].names[1] = "Bo";
  m[3].n_games = 1;
  m[3].points[0][0] = 50, m[3].places[0][0] = 1;
  m[3].points[0][1] = 10, m[3].places[0][1] = 2;
  m[3].time = T0 + 3 * DAY_MS;

  m[4].hints[0] = 1;

  write_matches (f->store, m, 5);
  stats = get (f->store, "splito", "Ada");
  g_assert_cmpint (stats->rated, ==, 3);
  g_assert_cmpfloat_with_epsilon (stats->rating, 1002.5814614434, 1e-6);
  g_assert_cmpfloat_with_epsilon (stats->rating_change, 1002.5814614434 - 999.2124609225, 1e-6);
  g_assert_cmpint (stats->groups[SPLAY_STATS_PEOPLE_ONLY].played, ==, 1);
  g_assert_cmpint (stats->groups[SPLAY_STATS_PEOPLE_ONLY].won, ==, 1);
  /* Strongest opponent of the three-seat match: hard. */
  g_assert_cmpint (stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_HARD)].played, ==, 1);
  g_assert_cmpint (stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_HARD)].lost, ==, 1);

  /* Splito scores: clean games 1, 0, 30, 50 (duels score 1 or 0). */
  g_assert_cmpint (stats->clean.best_score, ==, 50);
  g_assert_cmpfloat_with_epsilon (splay_stats_line_average_score (&stats->clean), 81.0 / 4, 1e-9);
  /* 0..50 spans 51 values: bars six wide from 0. */
  g_assert_cmpuint (stats->bins->len, ==, 9);
  g_assert_cmpint (g_array_index (stats->bins, SplayStatsBin, 0).low, ==, 0);
  g_assert_cmpint (g_array_index (stats->bins, SplayStatsBin, 0).high, ==, 5);
  g_assert_cmpint (g_array_index (stats->bins, SplayStatsBin, 0).count, ==, 2);
  g_assert_cmpint (g_array_index (stats->bins, SplayStatsBin, 5).count, ==, 1); /* 30 */
  g_assert_cmpint (g_array_index (stats->bins, SplayStatsBin, 8).count, ==, 1); /* 50 */

  /* Bo's view of the same table. */
  {
    g_autoptr (SplayStats) bo = get (f->store, "splito", "Bo");
    g_assert_cmpint (bo->clean.played, ==, 1);
    g_assert_cmpint (bo->clean.lost, ==, 1);
    g_assert_cmpint (bo->rated, ==, 0);
    g_assert_cmpfloat (bo->rating, ==, SPLAY_STATS_RATING_START);
  }
  /* Everyone: Ada's five and Bo's one. */
  {
    g_autoptr (SplayStats) all = get (f->store, "splito", NULL);
    g_assert_cmpint (all->clean.played, ==, 5);
    g_assert_cmpint (all->assisted.played, ==, 1);
  }
  /* Someone who never played. */
  {
    g_autoptr (SplayStats) nobody = get (f->store, "splito", "Nobody");
    g_assert_cmpint (nobody->clean.played + nobody->assisted.played, ==, 0);
  }
}

/* A match of several games ends by totals, whatever each game's places. */
static void
test_match_places (Fixture *f, gconstpointer data)
{
  SplayStatsFakeMatch m = { 0 };
  g_autoptr (SplayStats) stats = NULL;
  static const int points[3][3] = { { 3, 0, 1 }, { 0, 3, 1 }, { 0, 2, 1 } };

  m.game_id = "splatoids";
  m.n_seats = 3;
  m.names[0] = "Ada";
  m.names[1] = "C1";
  m.levels[1] = "easy";
  m.names[2] = "C2";
  m.levels[2] = "expert";
  m.n_games = 3;
  m.target_points = 5;
  for (int g = 0; g < 3; g++)
    for (int s = 0; s < 3; s++)
      {
        m.points[g][s] = points[g][s];
        m.places[g][s] = points[g][s] == 3 ? 1 : points[g][s] == 0 ? 3 : 2;
      }
  m.time = T0;
  /* Totals 3, 5, 3: C1 wins, Ada and C2 share second place. */
  write_matches (f->store, &m, 1);
  stats = get (f->store, "splatoids", "Ada");
  g_assert_cmpint (stats->clean.lost, ==, 1);
  g_assert_cmpint (stats->clean.place_sum, ==, 2);
  g_assert_cmpint (stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_EXPERT)].played, ==, 1);
  g_assert_cmpint (stats->clean.n_scores, ==, 3);
  g_assert_cmpint (stats->clean.best_score, ==, 3);
  /* Level with expert (1900): 0.5 - E; below easy (800): 0 - E. */
  {
    double e_x = 1.0 / (1.0 + pow (10.0, (1900.0 - 1000.0) / 400.0));
    double e_e = 1.0 / (1.0 + pow (10.0, (800.0 - 1000.0) / 400.0));
    g_assert_cmpfloat_with_epsilon (stats->rating, 1000.0 + 32.0 * ((0.5 - e_x) + (0.0 - e_e)) / 2,
                                    1e-9);
  }
}

static void
test_abandoned_and_unfinished (Fixture *f, gconstpointer data)
{
  SplayStatsFakeMatch m[3] = {
    duel ("spite-malice", "easy", 1, 0),
    duel ("spite-malice", "easy", 1, 1),
    duel ("spite-malice", "easy", 2, 2),
  };
  g_autoptr (SplayStats) stats = NULL;

  m[1].status = "abandoned";
  m[2].status = "playing";
  write_matches (f->store, m, 3);
  stats = get (f->store, "spite-malice", "Ada");
  g_assert_cmpint (stats->clean.played, ==, 1);
  g_assert_cmpint (stats->abandoned, ==, 1);
  g_assert_true (splay_store_has_results (f->store, "spite-malice", NULL));
  g_assert_false (splay_store_has_results (f->store, "splat", NULL));
}

/* Win rate by day over nine days; by week and month over longer spans. */
static void
test_periods (Fixture *f, gconstpointer data)
{
  g_autoptr (SplayStats) stats = NULL;
  const SplayStatsPeriod *p;

  write_duels (f->store);
  stats = get (f->store, "splatoids", "Ada");
  g_assert_cmpint (stats->period_kind, ==, SPLAY_STATS_BY_DAY);
  g_assert_cmpuint (stats->periods->len, ==, 8); /* the assisted day is left out */
  p = &g_array_index (stats->periods, SplayStatsPeriod, 2);
  g_assert_cmpint (p->played, ==, 1);
  g_assert_cmpint (p->won, ==, 0);
  g_assert_cmpint (g_date_time_get_day_of_month (p->start), ==, 4);
  g_assert_cmpint (g_date_time_get_hour (p->start), ==, 0);

  {
    SplayStatsFakeMatch more[2]
        = { duel ("splatoids", "easy", 1, 40), duel ("splatoids", "easy", 2, 41) };
    g_autoptr (SplayStats) weeks = NULL;

    write_matches (f->store, more, 2);
    weeks = get (f->store, "splatoids", "Ada");
    g_assert_cmpint (weeks->period_kind, ==, SPLAY_STATS_BY_WEEK);
    /* 2 March 2026 is a Monday: weeks from 2, 9 March, then 6 April. */
    g_assert_cmpuint (weeks->periods->len, ==, 3);
    p = &g_array_index (weeks->periods, SplayStatsPeriod, 0);
    g_assert_cmpint (p->played, ==, 6);
    g_assert_cmpint (p->won, ==, 5);
    g_assert_cmpint (g_date_time_get_day_of_week (p->start), ==, 1);
    p = &g_array_index (weeks->periods, SplayStatsPeriod, 2);
    g_assert_cmpint (g_date_time_get_month (p->start), ==, 4);
    g_assert_cmpint (g_date_time_get_day_of_month (p->start), ==, 6);
    g_assert_cmpint (p->played, ==, 2);
  }
  {
    SplayStatsFakeMatch later = duel ("splatoids", "easy", 1, 400);
    g_autoptr (SplayStats) months = NULL;

    write_matches (f->store, &later, 1);
    months = get (f->store, "splatoids", "Ada");
    g_assert_cmpint (months->period_kind, ==, SPLAY_STATS_BY_MONTH);
    g_assert_cmpuint (months->periods->len, ==, 3); /* March, April 2026, April 2027 */
    p = &g_array_index (months->periods, SplayStatsPeriod, 2);
    g_assert_cmpint (g_date_time_get_year (p->start), ==, 2027);
    g_assert_cmpint (g_date_time_get_day_of_month (p->start), ==, 1);
  }
}

/* The rows kept between calls follow a new match, a deleted one, and a
 * match that ended with an earlier clock. */
static void
test_kept_rows_follow_changes (Fixture *f, gconstpointer data)
{
  SplayStatsFakeMatch a = duel ("splat", "easy", 1, 5);
  SplayStatsFakeMatch b = duel ("splat", "easy", 2, 6);
  SplayStatsFakeMatch early = duel ("splat", "hard", 1, 1);
  sqlite3 *db = splay_store_get_db (f->store);

  write_matches (f->store, &a, 1);
  {
    g_autoptr (SplayStats) s = get (f->store, "splat", NULL);
    g_assert_cmpint (s->clean.played, ==, 1);
  }
  write_matches (f->store, &b, 1);
  {
    g_autoptr (SplayStats) s = get (f->store, "splat", NULL);
    g_assert_cmpint (s->clean.played, ==, 2);
    g_assert_cmpint (s->clean.lost, ==, 1);
  }
  g_assert_cmpint (sqlite3_exec (db, "DELETE FROM matches WHERE id = 1", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  {
    g_autoptr (SplayStats) s = get (f->store, "splat", NULL);
    g_assert_cmpint (s->clean.played, ==, 1);
    g_assert_cmpint (s->clean.won, ==, 0);
  }
  write_matches (f->store, &early, 1);
  {
    g_autoptr (SplayStats) s = get (f->store, "splat", NULL);
    g_assert_cmpint (s->clean.played, ==, 2);
    g_assert_cmpint (s->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_HARD)].won, ==, 1);
    /* In time order: the early win, then the loss. */
    g_assert_cmpint (s->clean.current_streak, ==, 0);
    g_assert_cmpint (s->clean.longest_streak, ==, 1);
  }
  /* Hints counted in a game after the fact (as the hint button does while
   * a game is played) reach the figures once the kept rows are dropped. */
  g_assert_cmpint (sqlite3_exec (db, "UPDATE games SET hints = 1", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  splay_stats_forget (f->store);
  {
    g_autoptr (SplayStats) s = get (f->store, "splat", NULL);
    g_assert_cmpint (s->clean.played, ==, 0);
    g_assert_cmpint (s->assisted.played, ==, 2);
  }
}

/* A match really played: the model, the store's tracking, the figures. */
static void
test_played_match (Fixture *f, gconstpointer data)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autoptr (SplayPlayer) ada = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) robot = splay_player_new_computer ("Robot", SPLAY_LEVEL_EASY);
  SplayPlayer *players[2] = { ada, robot };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayStats) stats = NULL;
  SplaySettings settings;
  SplayRng rng;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 7, players, 0, 0);
  g_assert_true (splay_store_track_match (f->store, match, &error));
  g_assert_no_error (error);
  splay_match_set_computer_delay (match, 0);
  splay_match_set_paused (match, TRUE);
  splay_match_start_next_game (match);
  splay_rng_init (&rng, 3);
  while (!splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);
      SplayAction legal[SPLAY_MAX_ACTIONS];
      int n;

      splay_match_run_computers (match);
      if (splay_match_is_over (match))
        break;
      n = rules->legal (splay_game_get_state (game), 0, legal);
      g_assert_cmpint (n, >, 0);
      g_assert_true (splay_match_apply (match, 0, legal[splay_rng_below (&rng, n)], &error));
      g_assert_no_error (error);
    }
  g_assert_true (splay_store_flush (f->store, &error));

  stats = get (f->store, "splatoids", "Ada");
  g_assert_cmpint (stats->clean.played, ==, 1);
  g_assert_cmpint (stats->clean.won, ==, splay_match_get_winner (match) == 0);
  g_assert_cmpint (stats->clean.won + stats->clean.lost + stats->clean.drawn, ==, 1);
  g_assert_cmpint (stats->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_EASY)].played, ==, 1);
  g_assert_cmpint (stats->rated, ==, 1);
  g_assert_cmpint (stats->clean.n_scores, ==, 1);
  g_assert_cmpint (stats->clean.score_sum, ==, splay_match_get_total (match, 0));
}

/* ---- splay-cli stats ---- */

static int
cli (char **out, char **err, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *arg;
  int wait_status = 0;
  va_list ap;

  g_ptr_array_add (argv, (gpointer) g_getenv ("SPLAY_CLI"));
  g_assert_nonnull (argv->pdata[0]);
  va_start (ap, err);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

static void
test_cli_stats (Fixture *f, gconstpointer data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *missing = g_build_filename (f->dir, "none.db", NULL);

  write_duels (f->store);
  g_clear_object (&f->store); /* as another process would find the file */

  g_assert_cmpint (cli (&out, &err, "stats", "--db", f->path, "--game", "splatoids", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Splatoids\n"));
  g_assert_nonnull (
      strstr (out, "  Without hints or undo: 8 played, 6 won, 1 lost, 1 drawn (75% won)\n"));
  g_assert_nonnull (strstr (out, "    winning streak 1 now, 3 at best; average place 1.1\n"));
  g_assert_nonnull (strstr (out, "    score per game: best 1, average 0.9\n"));
  g_assert_nonnull (strstr (out, "  against Medium: 6 played, 4 won, 1 lost, 1 drawn (67% won)\n"));
  g_assert_nonnull (
      strstr (out, "  With hints or undo: 1 played, 0 won, 1 lost, 0 drawn (0% won)\n"));
  g_assert_nonnull (strstr (out, "  Rating: "));
  g_assert_nonnull (strstr (out, "(8 results against the computer)"));
  g_assert_nonnull (strstr (out, "    2 Mar 2026: 100% of 1\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Without --game: the games played only. */
  g_assert_cmpint (cli (&out, &err, "stats", "--db", f->path, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Splatoids\n"));
  g_assert_null (strstr (out, "Splito"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A game nobody played of this person. */
  g_assert_cmpint (
      cli (&out, &err, "stats", "--db", f->path, "--game", "splito", "--person", "Bo", NULL), ==,
      0);
  g_assert_nonnull (strstr (out, "Statistics of Bo"));
  g_assert_nonnull (strstr (out, "  Without hints or undo: none\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* Unknown game: a usage error, exit 2, saying so. */
  g_assert_cmpint (cli (&out, &err, "stats", "--db", f->path, "--game", "poker", NULL), ==, 2);
  g_assert_nonnull (strstr (err, "There is no game called “poker”"));
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A stray argument: exit 2. */
  g_assert_cmpint (cli (&out, &err, "stats", "--db", f->path, "splatoids", NULL), ==, 2);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* No database there: exit 1, nothing created. */
  g_assert_cmpint (cli (&out, &err, "stats", "--db", missing, NULL), ==, 1);
  g_assert_nonnull (strstr (err, "no database"));
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
}

static void
test_cli_bench_stats (Fixture *f, gconstpointer data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *bench = g_build_filename (f->dir, "bench.db", NULL);

  g_assert_cmpint (
      cli (&out, &err, "bench-stats", "--db", bench, "--matches", "300", "--runs", "1", NULL), ==,
      0);
  g_assert_nonnull (strstr (out, "Filled the database with 300 synthetic matches"));
  g_assert_nonnull (strstr (out, "splatoids --person Alex, cold"));
  g_assert_nonnull (strstr (out, "Slowest median:"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* What it wrote is a history the statistics read. */
  g_assert_cmpint (cli (&out, &err, "stats", "--db", bench, "--person", "Alex", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Splatoids\n"));
  g_assert_nonnull (strstr (out, " played, "));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli (&out, &err, "bench-stats", NULL), ==, 2);
}

/* The rows kept for a game follow a match written by another connection
 * (another Splay, or splay-cli), which this connection's change count does
 * not see: PRAGMA data_version, run again from the statement cache, does.
 * And a second writer after the first reuses its statements. */
static void
test_kept_rows_follow_other_connection (Fixture *f, gconstpointer data)
{
  SplayStatsFakeMatch a = duel ("spit", "easy", 1, 1);
  SplayStatsFakeMatch b = duel ("spit", "easy", 2, 2);
  SplayStatsFakeMatch c = duel ("spit", "hard", 1, 3);
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayStore) other = NULL;

  write_matches (f->store, &a, 1);
  {
    g_autoptr (SplayStats) s = get (f->store, "spit", NULL);
    g_assert_cmpint (s->clean.played, ==, 1);
  }
  other = splay_store_new (f->path, &error);
  g_assert_no_error (error);
  write_matches (other, &b, 1);
  {
    g_autoptr (SplayStats) s = get (f->store, "spit", NULL);
    g_assert_cmpint (s->clean.played, ==, 2);
    g_assert_cmpint (s->clean.lost, ==, 1);
  }
  write_matches (f->store, &c, 1);
  write_matches (other, &a, 1);
  {
    g_autoptr (SplayStats) s = get (f->store, "spit", NULL);
    g_assert_cmpint (s->clean.played, ==, 4);
    g_assert_cmpint (s->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_HARD)].won, ==, 1);
  }
}

int
main (int argc, char *argv[])
{
  /* Periods are cut at local midnight: make local time known. */
  g_setenv ("TZ", "UTC", TRUE);
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add ("/stats/" name, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("counts-and-streaks", test_counts_and_streaks);
  ADD ("undo-counts-apart", test_undo_counts_apart);
  ADD ("rating", test_rating);
  ADD ("match-places", test_match_places);
  ADD ("abandoned-and-unfinished", test_abandoned_and_unfinished);
  ADD ("periods", test_periods);
  ADD ("kept-rows-follow-changes", test_kept_rows_follow_changes);
  ADD ("played-match", test_played_match);
  ADD ("cli-stats", test_cli_stats);
  ADD ("cli-bench-stats", test_cli_bench_stats);
  ADD ("kept-rows-follow-other-connection", test_kept_rows_follow_other_connection);
#undef ADD
  return g_test_run ();
}
