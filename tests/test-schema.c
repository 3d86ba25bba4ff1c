/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-schema.c: the results the database keeps with each match (schema
 * version 2) equal what the games' points say.
 *
 * Every check recomputes each match's result the way version 1 did, from
 * the games and their points (each seat's total and points, its place as
 * the statistics count it, whether a hint or an undo was used, the
 * history's result), and compares it with the kept columns and the
 * per-match seat summary. The databases hold known results: wins, draws,
 * losses, hints, undo, abandoned and unfinished matches, matches of several
 * games, two people at one table, races whose places are not the points'
 * order. They are written by the store (matches played through the model),
 * by the synthetic writers, changed afterwards (a hint counted, points
 * rewritten, games dropped, a match abandoned or deleted), and migrated
 * from version 1; the statistics and the history's sort by result and
 * filter by name give what the version-1 computation gives. */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/catalog.h"
#include "model/splay-match.h"
#include "store-test-util.h"
#include "store/splay-history.h"
#include "store/splay-stats.h"
#include "store/splay-store-private.h"

#define DAY_MS G_GINT64_CONSTANT (86400000)
/* 2 March 2026, 12:00 UTC */
#define T0 G_GINT64_CONSTANT (1772452800000)

typedef StoreFixture Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  store_fixture_set_up (f, "splay-schema");
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  store_fixture_tear_down (f);
}

static void
exec (sqlite3 *db, const char *sql)
{
  char *message = NULL;

  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
}

static sqlite3_stmt *
prepare (sqlite3 *db, const char *sql)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    g_error ("%s: %s", sql, sqlite3_errmsg (db));
  return stmt;
}

static gint64
query_int (sqlite3 *db, const char *sql)
{
  sqlite3_stmt *stmt = prepare (db, sql);
  gint64 value;

  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return value;
}

/* ------------------------------------------------------------------------ */
/* The version-1 computation */

static int
compare_int (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* "12,0,7" as a sorted list ("" is empty). */
static GArray *
sorted_scores (const char *text)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (int));
  g_auto (GStrv) parts = g_strsplit (text ? text : "", ",", -1);

  for (int i = 0; parts[i] != NULL; i++)
    {
      int value;
      if (*parts[i] == '\0')
        continue;
      value = atoi (parts[i]);
      g_array_append_val (list, value);
    }
  g_array_sort (list, compare_int);
  return list;
}

static void
assert_same_scores (GArray *a, GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpint (g_array_index (a, int, i), ==, g_array_index (b, int, i));
}

typedef struct
{
  gboolean present;
  gint64 player;
  char *kind; /* "human" or the level, "-" for none */
  int total;
  int place;
  char *scores;
} KeptSeat;

/* One match recomputed from its games and points and compared with what
 * is kept. */
static void
check_match (sqlite3 *db, gint64 id)
{
  KeptSeat seats[SPLAY_MAX_SEATS] = { 0 };
  int totals[SPLAY_MAX_SEATS] = { 0 };
  int first_place[SPLAY_MAX_SEATS] = { 0 };
  GArray *points[SPLAY_MAX_SEATS];
  int n_seats = 0, max_idx = -1, kept_result, kept_assisted, result;
  gboolean assisted = FALSE, has_winner;
  g_autofree char *status = NULL;
  g_autofree char *summary = NULL;
  int winner;
  sqlite3_stmt *stmt;

  for (int s = 0; s < SPLAY_MAX_SEATS; s++)
    points[s] = g_array_new (FALSE, FALSE, sizeof (int));

  stmt = prepare (db, "SELECT seat, player_id, kind, level, total, place, scores "
                      "FROM match_seats WHERE match_id = ?1");
  sqlite3_bind_int64 (stmt, 1, id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      int s = sqlite3_column_int (stmt, 0);
      const char *kind = (const char *) sqlite3_column_text (stmt, 2);
      const char *level = (const char *) sqlite3_column_text (stmt, 3);

      g_assert_cmpint (s, >=, 0);
      g_assert_cmpint (s, <, SPLAY_MAX_SEATS);
      seats[s].present = TRUE;
      seats[s].player = sqlite3_column_int64 (stmt, 1);
      seats[s].kind = g_strdup (g_str_equal (kind, "human") ? "human" : level ? level : "-");
      seats[s].total = sqlite3_column_int (stmt, 4);
      seats[s].place = sqlite3_column_int (stmt, 5);
      seats[s].scores = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
      n_seats = MAX (n_seats, s + 1);
    }
  sqlite3_finalize (stmt);

  /* Version 1: every finished game's points, added up per seat. */
  stmt = prepare (db, "SELECT g.idx, p.seat, p.points, p.place FROM games g "
                      "JOIN points p ON p.game_id = g.id WHERE g.match_id = ?1");
  sqlite3_bind_int64 (stmt, 1, id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      int idx = sqlite3_column_int (stmt, 0);
      int s = sqlite3_column_int (stmt, 1);
      int value = sqlite3_column_int (stmt, 2);

      if (s < 0 || s >= n_seats)
        continue;
      max_idx = MAX (max_idx, idx);
      totals[s] += value;
      g_array_append_val (points[s], value);
      if (idx == 0)
        first_place[s] = sqlite3_column_int (stmt, 3);
    }
  sqlite3_finalize (stmt);

  stmt = prepare (db, "SELECT hints, undos FROM games WHERE match_id = ?1");
  sqlite3_bind_int64 (stmt, 1, id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    if (sqlite3_column_int (stmt, 0) > 0 || sqlite3_column_int (stmt, 1) > 0)
      assisted = TRUE;
  sqlite3_finalize (stmt);

  stmt = prepare (db, "SELECT status, winner, result, assisted, seat_summary "
                      "FROM matches WHERE id = ?1");
  sqlite3_bind_int64 (stmt, 1, id);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  status = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  has_winner = sqlite3_column_type (stmt, 1) != SQLITE_NULL;
  winner = sqlite3_column_int (stmt, 1);
  kept_result = sqlite3_column_int (stmt, 2);
  kept_assisted = sqlite3_column_int (stmt, 3);
  summary = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
  sqlite3_finalize (stmt);

  /* The history's result as version 1 worked it out for every row. */
  if (g_str_equal (status, "playing"))
    result = SPLAY_HISTORY_RESULT_PLAYING;
  else if (g_str_equal (status, "abandoned"))
    result = SPLAY_HISTORY_RESULT_ABANDONED;
  else if (!has_winner)
    result = SPLAY_HISTORY_RESULT_DRAWN;
  else if (winner >= 0 && winner < SPLAY_MAX_SEATS && seats[winner].present
           && g_str_equal (seats[winner].kind, "human"))
    result = SPLAY_HISTORY_RESULT_WON;
  else
    result = SPLAY_HISTORY_RESULT_LOST;

  g_test_message ("match %" G_GINT64_FORMAT ": %s, result %d, assisted %d, summary \"%s\"", id,
                  status, kept_result, kept_assisted, summary);
  g_assert_cmpint (kept_result, ==, result);
  g_assert_cmpint (kept_assisted, ==, assisted);

  for (int s = 0; s < n_seats; s++)
    {
      g_autoptr (GArray) kept = NULL;
      int place = 1;

      if (!seats[s].present)
        continue;
      /* The statistics' place: a one-game match keeps the game's place,
       * a longer one ranks by total. */
      if (max_idx == 0 && first_place[s] > 0)
        place = first_place[s];
      else
        for (int o = 0; o < n_seats; o++)
          if (seats[o].present && o != s && totals[o] > totals[s])
            place++;
      g_assert_cmpint (seats[s].total, ==, totals[s]);
      g_assert_cmpint (seats[s].place, ==, place);
      kept = sorted_scores (seats[s].scores);
      g_array_sort (points[s], compare_int);
      assert_same_scores (kept, points[s]);
    }

  /* The summary says the same about every seat, each once. */
  {
    g_auto (GStrv) parts = g_strsplit (summary, ";", -1);
    gboolean seen[SPLAY_MAX_SEATS] = { FALSE };
    int n_present = 0, n_parts = 0;

    for (int s = 0; s < n_seats; s++)
      n_present += seats[s].present;
    for (int i = 0; parts[i] != NULL && *parts[i]; i++)
      {
        g_auto (GStrv) fields = g_strsplit (parts[i], " ", 5);
        g_autoptr (GArray) listed = NULL;
        g_autoptr (GArray) kept = NULL;
        int s;

        g_assert_cmpuint (g_strv_length (fields), ==, 5);
        s = atoi (fields[0]);
        g_assert_true (s >= 0 && s < n_seats && seats[s].present && !seen[s]);
        seen[s] = TRUE;
        n_parts++;
        g_assert_cmpint (g_ascii_strtoll (fields[1], NULL, 10), ==, seats[s].player);
        g_assert_cmpstr (fields[2], ==, seats[s].kind);
        g_assert_cmpint (atoi (fields[3]), ==, seats[s].place);
        listed = sorted_scores (fields[4]);
        kept = sorted_scores (seats[s].scores);
        assert_same_scores (listed, kept);
      }
    g_assert_cmpint (n_parts, ==, n_present);
  }

  for (int s = 0; s < SPLAY_MAX_SEATS; s++)
    {
      g_free (seats[s].kind);
      g_free (seats[s].scores);
      g_array_unref (points[s]);
    }
}

/* Every match of @db; returns how many. */
static guint
check_all (sqlite3 *db)
{
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3_stmt *stmt = prepare (db, "SELECT id FROM matches ORDER BY id");

  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (ids, id);
    }
  sqlite3_finalize (stmt);
  for (guint i = 0; i < ids->len; i++)
    check_match (db, g_array_index (ids, gint64, i));
  /* Nothing is kept for a match that is gone. */
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM match_seats WHERE match_id NOT IN "
                                  "(SELECT id FROM matches)"),
                   ==, 0);
  return ids->len;
}

/* ------------------------------------------------------------------------ */
/* Known matches */

static SplayStatsFakeMatch
duel (const char *person, const char *level, int points0, int points1, int day)
{
  SplayStatsFakeMatch m = { 0 };

  m.game_id = "splatoids";
  m.n_seats = 2;
  m.names[0] = person;
  m.names[1] = "Computer 1";
  m.levels[1] = level;
  m.n_games = 1;
  m.points[0][0] = points0;
  m.points[0][1] = points1;
  m.places[0][0] = points0 >= points1 ? 1 : 2;
  m.places[0][1] = points1 >= points0 ? 1 : 2;
  m.time = T0 + day * DAY_MS;
  return m;
}

/* Ann's record, known by hand (splatoids, which keeps scores):
 *  1 won 3-1 against medium;
 *  2 drawn over three games, 2-0, 0-2, 1-1, against hard (no winner);
 *  3 lost over two games, a hint in the second, against easy (assisted);
 *  4 abandoned after one game;
 *  5 still playing;
 *  6 Ann and Zoë against expert, an undo in the first game, Zoë wins;
 *  7 a computer-only match whose one game placed the seat with fewer
 *    points first;
 *  8 a one-game race of three whose places are not the points' order
 *    (Ann second with no point). */
static gint64 known_ids[8];

static void
write_known (SplayStore *store)
{
  g_autoptr (GError) error = NULL;
  SplayStatsWriter *writer;
  SplayStatsFakeMatch m[8];
  static const int drawn[3][2] = { { 2, 0 }, { 0, 2 }, { 1, 1 } };

  m[0] = duel ("Ann", "medium", 3, 1, 0);

  m[1] = duel ("Ann", "hard", 0, 0, 1);
  m[1].n_games = 3;
  m[1].target_points = 3;
  for (int g = 0; g < 3; g++)
    for (int s = 0; s < 2; s++)
      {
        m[1].points[g][s] = drawn[g][s];
        m[1].places[g][s] = drawn[g][s] >= drawn[g][1 - s] ? 1 : 2;
      }

  m[2] = duel ("Ann", "easy", 1, 2, 2);
  m[2].n_games = 2;
  m[2].points[1][0] = 0;
  m[2].points[1][1] = 2;
  m[2].places[1][0] = 2;
  m[2].places[1][1] = 1;
  m[2].hints[1] = 1;

  m[3] = duel ("Ann", "medium", 2, 0, 3);
  m[3].status = "abandoned";

  m[4] = duel ("Ann", "medium", 0, 0, 4);
  m[4].n_games = 0;
  m[4].status = "playing";

  m[5] = duel ("Ann", "expert", 1, 0, 5);
  m[5].n_seats = 3;
  m[5].names[1] = "Zoë";
  m[5].levels[1] = NULL;
  m[5].names[2] = "Computer 2";
  m[5].levels[2] = "expert";
  m[5].points[0][0] = 1;
  m[5].points[0][1] = 4;
  m[5].points[0][2] = 0;
  m[5].places[0][0] = 2;
  m[5].places[0][1] = 1;
  m[5].places[0][2] = 3;
  m[5].undos[0] = 1;

  m[6] = duel ("Computer 1", "easy", 2, 1, 6);
  m[6].names[0] = "Computer 1";
  m[6].levels[0] = "hard";
  m[6].names[1] = "Computer 2";
  /* Places that are not the points' order (as a game that ranks by
   * something else may write them). */
  m[6].places[0][0] = 2;
  m[6].places[0][1] = 1;

  m[7] = duel ("Ann", "medium", 0, 1, 7);
  m[7].game_id = "spit";
  m[7].n_seats = 3;
  m[7].names[2] = "Computer 2";
  m[7].levels[2] = "easy";
  m[7].points[0][2] = 0;
  m[7].places[0][0] = 2;
  m[7].places[0][1] = 1;
  m[7].places[0][2] = 3;

  writer = splay_stats_writer_new (store, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 8; i++)
    {
      known_ids[i] = splay_stats_writer_add (writer, &m[i], &error);
      g_assert_no_error (error);
      g_assert_cmpint (known_ids[i], >, 0);
    }
  g_assert_true (splay_stats_writer_finish (writer, &error));
  g_assert_no_error (error);
}

static SplayStats *
get_stats (SplayStore *store, const char *game, const char *person)
{
  g_autoptr (GError) error = NULL;
  SplayStats *stats;

  splay_stats_forget (store);
  stats = splay_store_get_stats (store, game, person, &error);
  g_assert_no_error (error);
  g_assert_nonnull (stats);
  return stats;
}

static void
assert_line (const SplayStatsLine *line, int played, int won, int lost, int drawn, int place_sum,
             int n_scores, int best, int score_sum)
{
  g_assert_cmpint (line->played, ==, played);
  g_assert_cmpint (line->won, ==, won);
  g_assert_cmpint (line->lost, ==, lost);
  g_assert_cmpint (line->drawn, ==, drawn);
  g_assert_cmpint (line->place_sum, ==, place_sum);
  g_assert_cmpint (line->n_scores, ==, n_scores);
  if (n_scores > 0)
    g_assert_cmpint (line->best_score, ==, best);
  g_assert_cmpint (line->score_sum, ==, score_sum);
}

/* The figures of the known matches, by hand. */
static void
assert_known_stats (SplayStore *store)
{
  g_autoptr (SplayStats) ann = get_stats (store, "splatoids", "Ann");
  g_autoptr (SplayStats) zoe = get_stats (store, "splatoids", "Zoë");
  g_autoptr (SplayStats) race = get_stats (store, "spit", "Ann");

  /* Clean: the win (place 1, score 3) and the draw (both first, 2+0+1). */
  assert_line (&ann->clean, 2, 1, 0, 1, 2, 4, 3, 6);
  /* Assisted: the loss with a hint (totals 1 and 4: second, scores 1 and 0)
   * and the table with the undo (Zoë won: Ann second, score 1). */
  assert_line (&ann->assisted, 2, 0, 2, 0, 4, 3, 1, 2);
  g_assert_cmpint (ann->abandoned, ==, 1);
  g_assert_cmpint (ann->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_MEDIUM)].won, ==, 1);
  g_assert_cmpint (ann->groups[SPLAY_STATS_GROUP_FOR_LEVEL (SPLAY_LEVEL_HARD)].drawn, ==, 1);
  g_assert_cmpint (ann->rated, ==, 2);
  assert_line (&zoe->assisted, 1, 1, 0, 0, 1, 1, 4, 4);
  g_assert_cmpint (zoe->clean.played, ==, 0);
  /* The race: second by its place although level on points with the third. */
  assert_line (&race->clean, 1, 0, 1, 0, 2, 0, 0, 0);
}

/* Two statistics are the same figure for figure. */
static void
assert_same_stats (SplayStats *a, SplayStats *b)
{
  g_assert_cmpmem (&a->clean, sizeof a->clean, &b->clean, sizeof b->clean);
  g_assert_cmpmem (&a->assisted, sizeof a->assisted, &b->assisted, sizeof b->assisted);
  g_assert_cmpmem (a->groups, sizeof a->groups, b->groups, sizeof b->groups);
  g_assert_cmpint (a->abandoned, ==, b->abandoned);
  g_assert_cmpint (a->rated, ==, b->rated);
  g_assert_cmpfloat (a->rating, ==, b->rating);
  g_assert_cmpuint (a->periods->len, ==, b->periods->len);
  g_assert_cmpuint (a->bins->len, ==, b->bins->len);
  g_assert_cmpmem (a->bins->data, a->bins->len * sizeof (SplayStatsBin), b->bins->data,
                   b->bins->len * sizeof (SplayStatsBin));
}

/* ------------------------------------------------------------------------ */
/* Matches played through the model and the store */

static void
play_person_match (SplayStore *store, const char *person, guint64 seed, int max_games)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autoptr (SplayPlayer) ann = splay_player_new_human (person);
  g_autoptr (SplayPlayer) robot = splay_player_new_computer ("Computer 1", SPLAY_LEVEL_EASY);
  SplayPlayer *players[2] = { ann, robot };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  SplaySettings settings;
  SplayRng rng;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, seed, players, 0, max_games);
  g_assert_true (splay_store_track_match (store, match, &error));
  g_assert_no_error (error);
  splay_match_set_computer_delay (match, 0);
  splay_match_set_paused (match, TRUE);
  splay_rng_init (&rng, seed);
  while (!splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);
      SplayAction legal[SPLAY_MAX_ACTIONS];
      int n;

      if (game == NULL || splay_game_is_over (game))
        {
          splay_match_start_next_game (match);
          continue;
        }
      splay_match_run_computers (match);
      if (splay_game_is_over (game))
        continue;
      n = rules->legal (splay_game_get_state (game), 0, legal);
      g_assert_cmpint (n, >, 0);
      g_assert_true (splay_match_apply (match, 0, legal[splay_rng_below (&rng, n)], &error));
      g_assert_no_error (error);
    }
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
}

static void
unref_player (gpointer player)
{
  if (player != NULL)
    g_object_unref (player);
}

/* A computer-only match of @game, stopped after @n_games games have ended
 * (0: played to its end). Returns its id. */
static gint64
play_computers (SplayStore *store, const char *game_id, int n_seats, int max_games, guint64 seed,
                int n_games)
{
  const SplayRules *rules = splay_rules_lookup (game_id);
  g_autoptr (GPtrArray) players = g_ptr_array_new_with_free_func (unref_player);
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  SplaySettings settings;
  int ended = 0;

  for (int s = 0; s < n_seats; s++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %d", s + 1);
      g_ptr_array_add (players,
                       splay_player_new_computer (name, s ? SPLAY_LEVEL_EASY : SPLAY_LEVEL_MEDIUM));
    }
  g_ptr_array_add (players, NULL);
  splay_settings_defaults (rules, n_seats, &settings);
  match = splay_match_new (rules, &settings, seed, (SplayPlayer *const *) players->pdata, 0,
                           max_games);
  g_assert_true (splay_store_track_match (store, match, &error));
  g_assert_no_error (error);
  splay_match_set_computer_delay (match, 0);
  splay_match_set_paused (match, TRUE);
  while (!splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);

      if (game == NULL || splay_game_is_over (game))
        {
          if (game != NULL && n_games > 0 && ++ended >= n_games)
            break;
          splay_match_start_next_game (match);
          continue;
        }
      g_assert_cmpuint (splay_match_run_computers (match), >, 0);
    }
  g_assert_true (splay_store_flush (store, &error));
  g_assert_no_error (error);
  return splay_match_get_id (match);
}

/* ------------------------------------------------------------------------ */
/* The history's sort by result and filter by name */

typedef struct
{
  gint64 id;
  gint64 updated;
  int result;
} Row;

static int
compare_by_result (gconstpointer a, gconstpointer b, gpointer data)
{
  const Row *x = a, *y = b;
  gboolean reversed = GPOINTER_TO_INT (data);

  if (x->result != y->result)
    return reversed ? y->result - x->result : x->result - y->result;
  if (x->updated != y->updated)
    return x->updated > y->updated ? -1 : 1;
  return x->id > y->id ? -1 : x->id < y->id;
}

/* The version-1 history: each match's result from its status, winner and
 * the winner's kind, each name folded and searched. */
static GArray *
old_history (sqlite3 *db, const char *needle)
{
  g_autofree char *folded = needle ? g_utf8_casefold (needle, -1) : NULL;
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (Row));
  sqlite3_stmt *stmt = prepare (
      db, "SELECT m.id, m.updated, m.status, m.winner, "
          "  (SELECT s.kind FROM match_seats s WHERE s.match_id = m.id AND s.seat = m.winner), "
          "  (SELECT group_concat (s.name, char(10)) FROM match_seats s WHERE s.match_id = m.id) "
          "FROM matches m");

  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      const char *status = (const char *) sqlite3_column_text (stmt, 2);
      const char *winner_kind = (const char *) sqlite3_column_text (stmt, 4);
      const char *names = (const char *) sqlite3_column_text (stmt, 5);
      Row row = { sqlite3_column_int64 (stmt, 0), sqlite3_column_int64 (stmt, 1), 0 };

      if (folded != NULL)
        {
          g_autofree char *folded_names = g_utf8_casefold (names ? names : "", -1);
          if (strstr (folded_names, folded) == NULL)
            continue;
        }
      if (g_str_equal (status, "playing"))
        row.result = SPLAY_HISTORY_RESULT_PLAYING;
      else if (g_str_equal (status, "abandoned"))
        row.result = SPLAY_HISTORY_RESULT_ABANDONED;
      else if (sqlite3_column_type (stmt, 3) == SQLITE_NULL)
        row.result = SPLAY_HISTORY_RESULT_DRAWN;
      else if (g_strcmp0 (winner_kind, "human") == 0)
        row.result = SPLAY_HISTORY_RESULT_WON;
      else
        row.result = SPLAY_HISTORY_RESULT_LOST;
      g_array_append_val (rows, row);
    }
  sqlite3_finalize (stmt);
  return rows;
}

static void
check_history (SplayStore *store)
{
  sqlite3 *db = splay_store_get_db (store);
  static const char *const needles[] = { NULL, "ann", "ANN", "zoË", "ë", "computer 2", "nobody" };

  for (gsize n = 0; n < G_N_ELEMENTS (needles); n++)
    for (int reversed = 0; reversed < 2; reversed++)
      {
        g_autoptr (GArray) expected = old_history (db, needles[n]);
        g_autoptr (GPtrArray) page = NULL;
        g_autoptr (GError) error = NULL;
        SplayHistoryQuery query = SPLAY_HISTORY_QUERY_INIT;
        guint count = 0;

        query.text = needles[n];
        query.sort = SPLAY_HISTORY_SORT_RESULT;
        query.ascending = reversed;
        g_array_sort_with_data (expected, compare_by_result, GINT_TO_POINTER (reversed));
        g_assert_true (splay_store_count_history (store, &query, &count, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (count, ==, expected->len);
        page = splay_store_list_history (store, &query, 0, 1000, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (page->len, ==, expected->len);
        for (guint i = 0; i < page->len; i++)
          {
            SplayHistoryEntry *entry = g_ptr_array_index (page, i);
            const Row *row = &g_array_index (expected, Row, i);

            g_assert_cmpint (entry->id, ==, row->id);
            g_assert_cmpint (entry->result, ==, row->result);
          }
      }
}

/* ------------------------------------------------------------------------ */
/* Tests */

/* Written by the synthetic writer, then by the store's own write path, then
 * changed in every way the app and the tools change a saved match. */
static void
test_kept_by_writes (Fixture *f, gconstpointer data)
{
  sqlite3 *db = splay_store_get_db (f->store);
  g_autoptr (GError) error = NULL;
  g_autofree char *sql = NULL;
  gint64 unfinished, cut;

  write_known (f->store);
  g_assert_cmpuint (check_all (db), ==, 8);
  assert_known_stats (f->store);
  check_history (f->store);

  /* Played through the model: single games and matches of several. */
  play_person_match (f->store, "Ann", 11, 1);
  play_person_match (f->store, "Ann", 12, 3);
  play_computers (f->store, "splito", 3, 2, 13, 0);
  play_computers (f->store, "spite-malice", 2, 0, 14, 0);
  unfinished = play_computers (f->store, "splito", 2, 3, 15, 1);
  cut = play_computers (f->store, "splito", 2, 3, 16, 2);
  g_assert_cmpuint (check_all (db), ==, 14);
  check_history (f->store);

  /* A match given up after a game. */
  g_assert_true (splay_store_abandon_match (f->store, unfinished, &error));
  g_assert_no_error (error);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM matches WHERE result = 4"), ==, 2);
  check_all (db);

  /* A hint counted in a game after its points (as the hint button does). */
  sql = g_strdup_printf (
      "UPDATE games SET hints = max (hints, 1) WHERE match_id = %" G_GINT64_FORMAT " AND idx = 0",
      known_ids[0]);
  exec (db, sql);
  check_all (db);
  {
    g_autoptr (SplayStats) ann = get_stats (f->store, "splatoids", "Ann");
    g_assert_cmpint (ann->clean.played, ==, 3); /* the draw and the two played */
    g_assert_cmpint (ann->assisted.played, ==, 3);
  }

  /* Points written again for a game (INSERT OR REPLACE, as the store does). */
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("INSERT OR REPLACE INTO points (game_id, seat, points, place) "
                         "SELECT id, 1, 9, 1 FROM games WHERE match_id = %" G_GINT64_FORMAT
                         " AND idx = 2",
                         known_ids[1]);
  exec (db, sql);
  check_all (db);
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf (
      "SELECT total FROM match_seats WHERE seat = 1 AND match_id = %" G_GINT64_FORMAT,
      known_ids[1]);
  g_assert_cmpint (query_int (db, sql), ==, 11);

  /* Games dropped past a damaged move, as resuming such a match does. */
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("DELETE FROM games WHERE match_id = %" G_GINT64_FORMAT " AND idx >= 1",
                         cut);
  exec (db, sql);
  g_clear_pointer (&sql, g_free);
  sql = g_strdup_printf ("DELETE FROM games WHERE match_id = %" G_GINT64_FORMAT " AND idx >= 1",
                         known_ids[2]);
  exec (db, sql);
  g_assert_cmpint (query_int (db, "SELECT count(*) FROM matches WHERE assisted"), ==, 2);
  check_all (db);

  /* Deleted from the history: its seats go with it. */
  for (int i = 0; i < 3; i++)
    {
      g_assert_true (splay_store_delete_match (f->store, known_ids[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (check_all (db), ==, 11);
  check_history (f->store);
}

/* Drops what versions 2 and 4 added, leaving the tables as version 1 had
 * them. */
static void
make_version_1 (const char *path)
{
  static const char *const columns[][2] = {
    { "match_seats", "total" }, { "match_seats", "place" }, { "match_seats", "scores" },
    { "matches", "assisted" },  { "matches", "result" },    { "matches", "seat_summary" },
    { "actions", "undone" },
  };
  g_autoptr (GPtrArray) triggers = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  stmt = prepare (db, "SELECT name FROM sqlite_schema WHERE type = 'trigger'");
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_ptr_array_add (triggers, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_finalize (stmt);
  g_assert_cmpuint (triggers->len, >, 0);
  for (guint i = 0; i < triggers->len; i++)
    {
      g_autofree char *sql = g_strdup_printf ("DROP TRIGGER \"%s\"", (char *) triggers->pdata[i]);
      exec (db, sql);
    }
  exec (db, "DROP INDEX matches_game_results; DROP INDEX matches_result; "
            "DROP INDEX matches_result_reversed; DROP INDEX match_seats_name;");
  for (gsize i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      g_autofree char *sql
          = g_strdup_printf ("ALTER TABLE %s DROP COLUMN %s", columns[i][0], columns[i][1]);
      exec (db, sql);
    }
  exec (db, "PRAGMA user_version = 1; VACUUM;");
  sqlite3_close (db);
}

static char *
copy_database (Fixture *f, const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  char *copy = g_build_filename (f->dir, name, NULL);
  gsize length;
  sqlite3 *db = NULL;

  /* Everything in the main file first. */
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  exec (db, "PRAGMA wal_checkpoint(TRUNCATE)");
  sqlite3_close (db);
  g_file_get_contents (f->path, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (copy, contents, length, &error);
  g_assert_no_error (error);
  return copy;
}

/* The same matches kept by the triggers and filled in by the migration give
 * the same columns, the same statistics and the same history. */
static void
test_migrated (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *old_path = NULL;
  g_autoptr (SplayStore) migrated = NULL;
  sqlite3 *db;
  static const char *const compare[] = {
    "SELECT match_id, seat, total, place, scores FROM match_seats ORDER BY match_id, seat",
    "SELECT id, assisted, result, seat_summary FROM matches ORDER BY id",
  };

  write_known (f->store);
  play_person_match (f->store, "Bea", 21, 2);
  play_computers (f->store, "splito", 3, 2, 22, 0);
  play_computers (f->store, "splito", 2, 3, 23, 1);
  old_path = copy_database (f, "version-1.db");
  make_version_1 (old_path);

  migrated = splay_store_new (old_path, &error);
  g_assert_no_error (error);
  db = splay_store_get_db (migrated);
  g_assert_cmpint (query_int (db, "PRAGMA user_version"), ==, SPLAY_STORE_SCHEMA_VERSION);
  g_assert_cmpuint (check_all (db), ==, 11);
  assert_known_stats (migrated);
  check_history (migrated);

  for (gsize i = 0; i < G_N_ELEMENTS (compare); i++)
    {
      sqlite3_stmt *a = prepare (splay_store_get_db (f->store), compare[i]);
      sqlite3_stmt *b = prepare (db, compare[i]);
      int rc;

      while ((rc = sqlite3_step (a)) == SQLITE_ROW)
        {
          g_assert_cmpint (sqlite3_step (b), ==, SQLITE_ROW);
          for (int c = 0; c < sqlite3_column_count (a); c++)
            {
              g_autoptr (GArray) x = NULL;
              g_autoptr (GArray) y = NULL;

              if (sqlite3_column_type (a, c) == SQLITE_INTEGER)
                {
                  g_assert_cmpint (sqlite3_column_int64 (a, c), ==, sqlite3_column_int64 (b, c));
                  continue;
                }
              /* Lists of points may come in another order. */
              if (g_str_equal (sqlite3_column_name (a, c), "scores"))
                {
                  x = sorted_scores ((const char *) sqlite3_column_text (a, c));
                  y = sorted_scores ((const char *) sqlite3_column_text (b, c));
                  assert_same_scores (x, y);
                }
            }
        }
      g_assert_cmpint (rc, ==, SQLITE_DONE);
      g_assert_cmpint (sqlite3_step (b), ==, SQLITE_DONE);
      sqlite3_finalize (a);
      sqlite3_finalize (b);
    }

  for (int who = 0; who < 4; who++)
    for (int i = 0; i < SPLAY_N_GAMES; i++)
      {
        static const char *const people[] = { NULL, "Ann", "Zoë", "Bea" };
        const char *person = people[who];
        g_autoptr (SplayStats) a = get_stats (f->store, splay_catalog[i].id, person);
        g_autoptr (SplayStats) b = get_stats (migrated, splay_catalog[i].id, person);
        assert_same_stats (a, b);
      }
}

/* Databases made by every earlier version: after the update, what is kept
 * equals what their real games' points say. */
static void
test_fixtures (Fixture *f, gconstpointer data)
{
  g_autofree char *data_dir = g_build_filename (
      g_getenv ("G_TEST_SRCDIR") ? g_getenv ("G_TEST_SRCDIR") : ".", "data", NULL);
  g_autoptr (GDir) dir = g_dir_open (data_dir, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *sql_path = g_build_filename (data_dir, name, NULL);
      g_autofree char *db_name = g_strconcat (name, ".db", NULL);
      g_autofree char *db_path = g_build_filename (f->dir, db_name, NULL);
      g_autofree char *sql = NULL;
      g_autoptr (SplayStore) store = NULL;
      sqlite3 *db = NULL;
      int version = 0;

      if (sscanf (name, "splay-v%d.sql", &version) != 1 || !g_str_has_suffix (name, ".sql"))
        continue;
      g_file_get_contents (sql_path, &sql, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (sqlite3_open (db_path, &db), ==, SQLITE_OK);
      exec (db, sql);
      sqlite3_close (db);

      store = splay_store_new (db_path, &error);
      g_assert_no_error (error);
      g_test_message ("%s: %u matches", name, check_all (splay_store_get_db (store)));
      check_history (store);
      /* And the triggers the update left in it keep them: points written
       * again for a seat of every game. */
      exec (splay_store_get_db (store),
            "INSERT OR REPLACE INTO points (game_id, seat, points, place) "
            "SELECT game_id, seat, points + 2, place FROM points WHERE seat = 1");
      check_all (splay_store_get_db (store));
      n_files++;
    }
  g_assert_cmpuint (n_files, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_unsetenv ("SPLAY_REACTION_SCALE");

#define ADD(name, func) \
  g_test_add ("/schema/" name, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("kept-by-writes", test_kept_by_writes);
  ADD ("migrated", test_migrated);
  ADD ("fixtures", test_fixtures);
#undef ADD

  return g_test_run ();
}
