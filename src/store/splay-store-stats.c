/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-store-stats.c: statistics as queries over the saved matches.
 *
 * One query per game reads what the figures need, one row per ended match
 * with each seat's place and points (the result the database keeps with
 * every match from schema version 2: see the schema in
 * splay-store-schema.c), and one fold in the order the matches ended turns
 * them into lines, streaks, the rating and the chart data. Nothing is written here, and the kept
 * results are derived by triggers from the same rows the history shows, so
 * the figures always agree with it. What counts as what is in
 * splay-stats.h.
 *
 * The query reads the index matches_game_results alone (it holds every
 * column asked for); splay-cli bench-stats measures it on 100,000 matches.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "splay-stats.h"
#include "splay-store-private.h"

/* Games whose points are a score rather than a win marker: the rules table
 * says points are Splatoids' matchplay points, Splito's score and Spite and
 * Malice's score; the races give a point to the winner only. */
static const char *const scored_games[] = { "splatoids", "splito", "spite-malice" };

gboolean
splay_stats_game_has_scores (const char *game_id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (scored_games); i++)
    if (g_strcmp0 (game_id, scored_games[i]) == 0)
      return TRUE;
  return FALSE;
}

double
splay_stats_rating_anchor (SplayLevel level)
{
  switch (level)
    {
    case SPLAY_LEVEL_RANDOM: return 400.0;
    case SPLAY_LEVEL_EASY: return 800.0;
    case SPLAY_LEVEL_MEDIUM: return 1200.0;
    case SPLAY_LEVEL_HARD: return 1600.0;
    case SPLAY_LEVEL_EXPERT: return 1900.0;
    case SPLAY_N_LEVELS:
    default: break;
    }
  g_return_val_if_reached (SPLAY_STATS_RATING_START);
}

double
splay_stats_line_win_rate (const SplayStatsLine *line)
{
  return line->played > 0 ? (double) line->won / line->played : -1.0;
}

double
splay_stats_line_average_place (const SplayStatsLine *line)
{
  return line->played > 0 ? (double) line->place_sum / line->played : -1.0;
}

double
splay_stats_line_average_score (const SplayStatsLine *line)
{
  return line->n_scores > 0 ? (double) line->score_sum / line->n_scores : -1.0;
}

static void
clear_period (gpointer data)
{
  SplayStatsPeriod *period = data;
  g_clear_pointer (&period->start, g_date_time_unref);
}

static SplayStats *
stats_new (const char *game_id, const char *person)
{
  SplayStats *stats = g_new0 (SplayStats, 1);

  stats->game_id = g_strdup (game_id);
  stats->person = g_strdup (person);
  stats->has_scores = splay_stats_game_has_scores (game_id);
  stats->rating = SPLAY_STATS_RATING_START;
  stats->periods = g_array_new (FALSE, TRUE, sizeof (SplayStatsPeriod));
  g_array_set_clear_func (stats->periods, clear_period);
  stats->bins = g_array_new (FALSE, TRUE, sizeof (SplayStatsBin));
  return stats;
}

void
splay_stats_free (SplayStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->game_id);
  g_free (stats->person);
  g_array_unref (stats->periods);
  g_array_unref (stats->bins);
  g_free (stats);
}

static void
set_error (SplayStore *store, GError **error, const char *what)
{
  g_set_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_CORRUPT, "%s: %s", what,
               _splay_store_errmsg (store->db));
}

/* A statement from the store's cache (see splay-store.c), reset by
 * read_failed when read. */
static sqlite3_stmt *
prepare (SplayStore *store, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = _splay_store_stmt (store, sql);

  if (stmt == NULL)
    set_error (store, error, _("The statistics cannot be read"));
  return stmt;
}

/* ------------------------------------------------------------------------ */
/* Showing */

const char *
splay_stats_group_name (int group)
{
  if (group <= SPLAY_STATS_PEOPLE_ONLY || group >= SPLAY_STATS_N_GROUPS)
    /* Translators: statistics of matches with no computer player at the table */
    return _("People only");
  return splay_level_name ((SplayLevel) (group - 1));
}

char *
splay_stats_format_count (gint64 n)
{
  /* The ' flag groups the digits as the locale does (1,234 or 1.234). */
  return g_strdup_printf ("%'" G_GINT64_FORMAT, n);
}

char *
splay_stats_format_percent (double rate)
{
  /* A line with no match has no rate (-1): a dash, not "-100%". */
  if (rate < 0)
    return g_strdup (C_("statistics", "—"));
  /* Translators: a whole percentage; German puts a space before the %:
   * "%d %%" */
  return g_strdup_printf (_("%d%%"), (int) lround (rate * 100.0));
}

char *
splay_stats_format_decimal (double value)
{
  /* No average (-1) without a match: a dash. */
  if (value < 0)
    return g_strdup (C_("statistics", "—"));
  return g_strdup_printf ("%'.1f", value);
}

char *
splay_stats_format_period (SplayStatsPeriodKind kind, GDateTime *start)
{
  switch (kind)
    {
    case SPLAY_STATS_BY_MONTH:
      /* Translators: a month on the statistics chart, a g_date_time_format()
       * format: "March 2026" */
      return g_date_time_format (start, C_("statistics period", "%B %Y"));
    case SPLAY_STATS_BY_WEEK:
      /* Translators: the week starting on this day on the statistics chart, a
       * g_date_time_format() format: "week of 2 Mar 2026" */
      return g_date_time_format (start, C_("statistics period", "week of %-d %b %Y"));
    case SPLAY_STATS_BY_DAY:
    default:
      /* Translators: a day on the statistics chart, a g_date_time_format()
       * format: "2 Mar 2026" */
      return g_date_time_format (start, C_("statistics period", "%-d %b %Y"));
    }
}

/* ------------------------------------------------------------------------ */
/* Reading, with a cache per game
 *
 * A finished match never changes, so the rows read for a game are kept
 * with the store and later calls read only the matches that ended since
 * (the index on (game_id, status, updated) finds them directly). A count and a sum
 * of the ids of the game's ended matches catch the rest: a match deleted
 * from the history, or one that ended with an earlier clock, makes them
 * disagree and the game is read afresh. Nothing written on this connection
 * or by another process since the last call (sqlite3_total_changes and
 * PRAGMA data_version) means no query at all. */

typedef struct
{
  gint64 id;
  gint64 time;
  gint64 player[SPLAY_MAX_SEATS]; /* player id of each seat */
  gint8 level[SPLAY_MAX_SEATS];   /* SplayLevel of a computer seat, else -1 */
  gint8 place[SPLAY_MAX_SEATS];   /* at the end of the match (match_seats.place) */
  gint8 winner;                   /* -1: none */
  guint8 n_seats;
  guint8 human; /* bit per person's seat */
  guint abandoned : 1;
  guint assisted : 1;
  guint first_score; /* the people's scores, in GameCache.scores */
  guint n_scores;
} MatchRow;

typedef struct
{
  int seat;
  int points;
} ScoreRow;

typedef struct
{
  GArray *matches; /* MatchRow by id: ended matches with a person */
  GArray *scores;  /* ScoreRow */
  gint64 n_ended;  /* ended matches of the game, with people or not */
  gint64 id_sum;
  gint64 max_updated;
  sqlite3_int64 changes; /* sqlite3_total_changes when last brought up to date */
  int data_version;
} GameCache;

static void
game_cache_free (gpointer data)
{
  GameCache *cache = data;

  g_array_unref (cache->matches);
  g_array_unref (cache->scores);
  g_free (cache);
}

static GameCache *
game_cache_get (SplayStore *store, const char *game_id)
{
  GameCache *cache;

  if (store->stats_games == NULL)
    store->stats_games = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, game_cache_free);
  cache = g_hash_table_lookup (store->stats_games, game_id);
  if (cache == NULL)
    {
      cache = g_new0 (GameCache, 1);
      cache->matches = g_array_new (FALSE, FALSE, sizeof (MatchRow));
      cache->scores = g_array_new (FALSE, FALSE, sizeof (ScoreRow));
      cache->max_updated = G_MININT64;
      cache->changes = -1;
      g_hash_table_insert (store->stats_games, g_strdup (game_id), cache);
    }
  return cache;
}

void
splay_stats_forget (SplayStore *store)
{
  g_return_if_fail (SPLAY_IS_STORE (store));
  g_clear_pointer (&store->stats_games, g_hash_table_unref);
}

static void
game_cache_clear (GameCache *cache)
{
  g_array_set_size (cache->matches, 0);
  g_array_set_size (cache->scores, 0);
  cache->n_ended = 0;
  cache->id_sum = 0;
  cache->max_updated = G_MININT64;
  cache->changes = -1;
}

static int
compare_match_id (const void *a, const void *b)
{
  const MatchRow *x = a, *y = b;
  return (x->id > y->id) - (x->id < y->id);
}

static MatchRow *
find_match (GArray *matches, guint n, gint64 id)
{
  MatchRow key = { .id = id };
  return bsearch (&key, matches->data, n, sizeof (MatchRow), compare_match_id);
}

static gboolean
read_failed (SplayStore *store, sqlite3_stmt *stmt, int rc, GError **error)
{
  if (rc != SQLITE_DONE)
    set_error (store, error, _("The statistics cannot be read"));
  sqlite3_reset (stmt);
  return rc == SQLITE_DONE;
}

/* Reads the next number of a summary, and what follows it. */
static gboolean
summary_int (const char **p, gint64 *out)
{
  char *end = NULL;

  *out = g_ascii_strtoll (*p, &end, 10);
  if (end == *p)
    return FALSE;
  *p = end;
  return TRUE;
}

/* Fills @row's seats from matches.seat_summary (its format is described
 * with the schema, in splay-store-schema.c), and with @scores the people's points
 * of each game. A seat that cannot be read is left out, as a damaged seat
 * row was before the summary. */
static void
parse_summary (const char *text, MatchRow *row, GArray *scores, gboolean want_scores)
{
  const char *p = text ? text : "";

  while (*p)
    {
      const char *next = strchr (p, ';');
      const char *stop = next ? next : p + strlen (p);
      const char *word;
      gint64 seat, player, place;
      gboolean human;
      SplayLevel level = SPLAY_LEVEL_RANDOM;
      gboolean has_level = FALSE;
      char kind[16];
      gsize len;

      if (!summary_int (&p, &seat) || !summary_int (&p, &player) || *p != ' ')
        goto skip;
      word = ++p;
      while (p < stop && *p != ' ')
        p++;
      len = p - word;
      if (len == 0 || len >= sizeof kind)
        goto skip;
      memcpy (kind, word, len);
      kind[len] = '\0';
      human = g_str_equal (kind, "human");
      if (!human)
        has_level = splay_level_from_string (kind, &level);
      if (!summary_int (&p, &place) || seat < 0 || seat >= SPLAY_MAX_SEATS)
        goto skip;

      row->n_seats = MAX (row->n_seats, seat + 1);
      row->player[seat] = player;
      row->place[seat] = (gint8) CLAMP (place, 1, G_MAXINT8);
      if (human)
        row->human |= 1u << seat;
      else if (has_level)
        row->level[seat] = (gint8) level;

      if (human && want_scores)
        {
          if (*p == ' ')
            p++;
          while (p < stop)
            {
              ScoreRow score = { (int) seat, 0 };
              gint64 points;

              if (!summary_int (&p, &points))
                break;
              score.points = (int) CLAMP (points, G_MININT, G_MAXINT);
              if (row->n_scores == 0)
                row->first_score = scores->len;
              g_array_append_val (scores, score);
              row->n_scores++;
              if (*p == ',')
                p++;
            }
        }
    skip:
      if (next == NULL)
        break;
      p = next + 1;
    }
}

/* Every match of the game that ended after @since, one row each: the
 * index matches_game_results holds all that is read. */
static gboolean
read_matches (SplayStore *store, const char *game_id, gint64 since, GameCache *cache,
              GError **error)
{
  sqlite3_stmt *stmt
      = prepare (store,
                 "SELECT id, updated, winner, status = 'abandoned', assisted, seat_summary "
                 "FROM matches "
                 "WHERE game_id = ?1 AND status IN ('finished', 'abandoned') AND updated > ?2",
                 error);
  GArray *matches = cache->matches;
  guint n_cached = matches->len;
  gboolean sorted = TRUE;
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, game_id, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, since);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      MatchRow fresh = { 0 };

      if (n_cached > 0 && find_match (matches, n_cached, id) != NULL)
        continue;
      cache->n_ended++;
      cache->id_sum += id;
      fresh.id = id;
      fresh.time = sqlite3_column_int64 (stmt, 1);
      fresh.winner = sqlite3_column_type (stmt, 2) == SQLITE_NULL
                         ? -1
                         : (gint8) CLAMP (sqlite3_column_int (stmt, 2), -1, SPLAY_MAX_SEATS);
      fresh.abandoned = sqlite3_column_int (stmt, 3) != 0;
      fresh.assisted = sqlite3_column_int (stmt, 4) != 0;
      memset (fresh.level, -1, sizeof fresh.level);
      cache->max_updated = MAX (cache->max_updated, fresh.time);
      /* Abandoned matches count as such only: their points are not read. */
      parse_summary ((const char *) sqlite3_column_text (stmt, 5), &fresh, cache->scores,
                     !fresh.abandoned);
      if (fresh.human == 0)
        {
          /* No person at the table: not a result of anyone's. */
          g_array_set_size (cache->scores, cache->scores->len - fresh.n_scores);
          continue;
        }
      if (matches->len > 0 && g_array_index (matches, MatchRow, matches->len - 1).id > id)
        sorted = FALSE;
      g_array_append_val (matches, fresh);
    }
  if (!read_failed (store, stmt, rc, error))
    return FALSE;
  if (!sorted)
    g_array_sort (matches, compare_match_id);
  return TRUE;
}

/* How many matches of the game have ended, and the sum of their ids. */
static gboolean
read_fingerprint (SplayStore *store, const char *game_id, gint64 *n, gint64 *id_sum, GError **error)
{
  sqlite3_stmt *stmt = prepare (store,
                                "SELECT count(*), total(id) FROM matches "
                                "WHERE game_id = ?1 AND status IN ('finished', 'abandoned')",
                                error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, game_id, -1, SQLITE_TRANSIENT);
  if ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      *n = sqlite3_column_int64 (stmt, 0);
      *id_sum = (gint64) sqlite3_column_double (stmt, 1);
      rc = SQLITE_DONE;
    }
  return read_failed (store, stmt, rc, error);
}

static int
data_version (SplayStore *store)
{
  sqlite3_stmt *stmt = _splay_store_stmt (store, "PRAGMA data_version");
  int version = -1;

  if (stmt != NULL && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int (stmt, 0);
  if (stmt != NULL)
    sqlite3_reset (stmt);
  return version;
}

static gboolean
game_cache_refresh (SplayStore *store, const char *game_id, GameCache *cache, GError **error)
{
  sqlite3 *db = store->db;
  sqlite3_int64 changes = sqlite3_total_changes64 (db);
  int version = data_version (store);
  gboolean from_scratch = cache->changes < 0;
  gint64 since = cache->max_updated;
  gint64 n = 0, id_sum = 0;

  if (!from_scratch && cache->changes == changes && cache->data_version == version)
    return TRUE;

  if (!read_matches (store, game_id, since, cache, error))
    {
      game_cache_clear (cache);
      return FALSE;
    }

  if (!from_scratch)
    {
      if (!read_fingerprint (store, game_id, &n, &id_sum, error))
        {
          game_cache_clear (cache);
          return FALSE;
        }
      if (n != cache->n_ended || id_sum != cache->id_sum)
        {
          /* Something older changed: read the game again. */
          game_cache_clear (cache);
          return game_cache_refresh (store, game_id, cache, error);
        }
    }
  cache->changes = changes;
  cache->data_version = version;
  return TRUE;
}

/* -1 if @person has never played, else the person's player id (0: anyone). */
static gboolean
person_id (SplayStore *store, const char *person, gint64 *out, GError **error)
{
  sqlite3_stmt *stmt;
  int rc;

  *out = 0;
  if (person == NULL)
    return TRUE;
  stmt = prepare (store, "SELECT id FROM players WHERE kind = 'human' AND name = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, person, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  *out = rc == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : -1;
  return read_failed (store, stmt, rc == SQLITE_ROW ? SQLITE_DONE : rc, error);
}

/* ------------------------------------------------------------------------ */
/* The fold */

/* The place of @seat at the end of the match: a one-game match keeps the
 * game's place (its points may be a bare win marker); a longer match ranks
 * by total, tied totals sharing a place. Worked out when the points are
 * written (match_seats.place). */
static int
match_place (const MatchRow *m, int seat)
{
  return m->place[seat] > 0 ? m->place[seat] : 1;
}

static guint
counted_seats (const MatchRow *m, gint64 person)
{
  guint mine = 0;

  for (int seat = 0; seat < m->n_seats; seat++)
    if ((m->human & (1u << seat)) && (person == 0 || m->player[seat] == person))
      mine |= 1u << seat;
  return mine;
}

typedef struct
{
  guint match;
  int seat;
} Result;

static int
compare_results (const void *a, const void *b, gpointer data)
{
  const Result *x = a, *y = b;
  GArray *matches = data;
  const MatchRow *mx = &g_array_index (matches, MatchRow, x->match);
  const MatchRow *my = &g_array_index (matches, MatchRow, y->match);

  if (mx->time != my->time)
    return mx->time < my->time ? -1 : 1;
  if (mx->id != my->id)
    return mx->id < my->id ? -1 : 1;
  return x->seat - y->seat;
}

static int
strongest_group (const MatchRow *m)
{
  int strongest = -1;

  for (int i = 0; i < m->n_seats; i++)
    strongest = MAX (strongest, m->level[i]);
  return strongest < 0 ? SPLAY_STATS_PEOPLE_ONLY : SPLAY_STATS_GROUP_FOR_LEVEL (strongest);
}

typedef enum
{
  LOST,
  DRAWN,
  WON
} Outcome;

static void
add_result (SplayStatsLine *line, Outcome outcome, int place)
{
  line->played++;
  line->place_sum += place;
  switch (outcome)
    {
    case WON:
      line->won++;
      line->current_streak++;
      line->longest_streak = MAX (line->longest_streak, line->current_streak);
      break;
    case DRAWN:
      line->drawn++;
      line->current_streak = 0;
      break;
    case LOST:
    default:
      line->lost++;
      line->current_streak = 0;
      break;
    }
}

static void
add_score (SplayStatsLine *line, int points)
{
  if (line->n_scores == 0 || points > line->best_score)
    line->best_score = points;
  line->n_scores++;
  line->score_sum += points;
}

static void
fold_rating (SplayStats *stats, const MatchRow *m, int seat, int place)
{
  double sum = 0;
  int n = 0;

  for (int j = 0; j < m->n_seats; j++)
    {
      int other;
      double expected, score;

      if (m->level[j] < 0)
        continue;
      other = match_place (m, j);
      expected
          = 1.0
            / (1.0 + pow (10.0, (splay_stats_rating_anchor (m->level[j]) - stats->rating) / 400.0));
      score = place < other ? 1.0 : place == other ? 0.5 : 0.0;
      sum += score - expected;
      n++;
    }
  if (n == 0)
    return;
  stats->rating_change = SPLAY_STATS_RATING_K * sum / n;
  stats->rating += stats->rating_change;
  stats->rated++;
}

static GDateTime *
period_start (SplayStatsPeriodKind kind, gint64 ms)
{
  g_autoptr (GDateTime) t = g_date_time_new_from_unix_local (ms / 1000);
  int y, mo, d;

  g_date_time_get_ymd (t, &y, &mo, &d);
  switch (kind)
    {
    case SPLAY_STATS_BY_MONTH: return g_date_time_new_local (y, mo, 1, 0, 0, 0);
    case SPLAY_STATS_BY_WEEK:
      {
        g_autoptr (GDateTime) day = g_date_time_new_local (y, mo, d, 0, 0, 0);
        return g_date_time_add_days (day, 1 - g_date_time_get_day_of_week (day));
      }
    case SPLAY_STATS_BY_DAY:
    default: return g_date_time_new_local (y, mo, d, 0, 0, 0);
    }
}

static GDateTime *
period_next (SplayStatsPeriodKind kind, GDateTime *start)
{
  switch (kind)
    {
    case SPLAY_STATS_BY_MONTH: return g_date_time_add_months (start, 1);
    case SPLAY_STATS_BY_WEEK: return g_date_time_add_weeks (start, 1);
    case SPLAY_STATS_BY_DAY:
    default: return g_date_time_add_days (start, 1);
    }
}

/* Days, weeks or months, so that the line has a useful number of points:
 * an evening's games by day, a season by week, years by month. */
static void
build_periods (SplayStats *stats, GArray *matches, GArray *results)
{
  gint64 first = -1, last = -1, end = G_MININT64;
  SplayStatsPeriod *current = NULL;

  for (guint i = 0; i < results->len; i++)
    {
      const Result *r = &g_array_index (results, Result, i);
      const MatchRow *m = &g_array_index (matches, MatchRow, r->match);
      if (m->assisted)
        continue;
      if (first < 0)
        first = m->time;
      last = m->time;
    }
  if (first < 0)
    return;
  if (last - first <= 14 * G_GINT64_CONSTANT (86400000))
    stats->period_kind = SPLAY_STATS_BY_DAY;
  else if (last - first <= 183 * G_GINT64_CONSTANT (86400000))
    stats->period_kind = SPLAY_STATS_BY_WEEK;
  else
    stats->period_kind = SPLAY_STATS_BY_MONTH;

  for (guint i = 0; i < results->len; i++)
    {
      const Result *r = &g_array_index (results, Result, i);
      const MatchRow *m = &g_array_index (matches, MatchRow, r->match);

      if (m->assisted)
        continue;
      /* Results come in time order, so a new period starts only when one
       * passes the current period's end: one date computation per period. */
      if (current == NULL || m->time >= end)
        {
          SplayStatsPeriod period = { period_start (stats->period_kind, m->time), 0, 0 };
          g_autoptr (GDateTime) next = period_next (stats->period_kind, period.start);

          end = g_date_time_to_unix (next) * 1000;
          g_array_append_val (stats->periods, period);
          current = &g_array_index (stats->periods, SplayStatsPeriod, stats->periods->len - 1);
        }
      current->played++;
      if (m->winner == r->seat)
        current->won++;
    }
}

/* One bar per score when the scores span a dozen values or fewer, else
 * about ten bars of equal width. */
static void
build_bins (SplayStats *stats, GArray *values)
{
  int lo = G_MAXINT, hi = G_MININT, width, start;

  if (values->len == 0)
    return;
  for (guint i = 0; i < values->len; i++)
    {
      int v = g_array_index (values, int, i);
      lo = MIN (lo, v);
      hi = MAX (hi, v);
    }
  width = hi - lo + 1 <= 12 ? 1 : (hi - lo + 10) / 10;
  /* Round the first bar down to a multiple of the width, so the bars read
   * 0-9, 10-19 and not 3-12, 13-22. */
  start = width == 1 ? lo : (int) floor ((double) lo / width) * width;
  for (int low = start; low <= hi; low += width)
    {
      SplayStatsBin bin = { low, low + width - 1, 0 };
      g_array_append_val (stats->bins, bin);
    }
  for (guint i = 0; i < values->len; i++)
    {
      int v = g_array_index (values, int, i);
      g_array_index (stats->bins, SplayStatsBin, (v - start) / width).count++;
    }
}

static void
fold (SplayStats *stats, GameCache *cache, gint64 person)
{
  GArray *matches = cache->matches;
  g_autoptr (GArray) results = g_array_new (FALSE, FALSE, sizeof (Result));
  g_autoptr (GArray) clean_scores = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < matches->len; i++)
    {
      const MatchRow *m = &g_array_index (matches, MatchRow, i);
      guint mine = counted_seats (m, person);

      if (mine == 0)
        continue;
      if (m->abandoned)
        {
          stats->abandoned++;
          continue;
        }
      for (int seat = 0; seat < m->n_seats; seat++)
        if (mine & (1u << seat))
          {
            Result r = { i, seat };
            g_array_append_val (results, r);
          }
      if (stats->has_scores)
        for (guint k = 0; k < m->n_scores; k++)
          {
            const ScoreRow *s = &g_array_index (cache->scores, ScoreRow, m->first_score + k);

            if (!(mine & (1u << s->seat)))
              continue;
            if (m->assisted)
              {
                add_score (&stats->assisted, s->points);
                continue;
              }
            add_score (&stats->clean, s->points);
            add_score (&stats->groups[strongest_group (m)], s->points);
            g_array_append_val (clean_scores, s->points);
          }
    }
  g_array_sort_with_data (results, compare_results, matches);

  for (guint i = 0; i < results->len; i++)
    {
      const Result *r = &g_array_index (results, Result, i);
      const MatchRow *m = &g_array_index (matches, MatchRow, r->match);
      int place = match_place (m, r->seat);
      Outcome outcome = m->winner == r->seat ? WON : m->winner < 0 && place == 1 ? DRAWN : LOST;

      if (m->assisted)
        {
          add_result (&stats->assisted, outcome, place);
          continue;
        }
      add_result (&stats->clean, outcome, place);
      add_result (&stats->groups[strongest_group (m)], outcome, place);
      fold_rating (stats, m, r->seat, place);
    }

  build_periods (stats, matches, results);
  build_bins (stats, clean_scores);
}

SplayStats *
splay_store_get_stats (SplayStore *self, const char *game_id, const char *person, GError **error)
{
  g_autoptr (SplayStats) stats = NULL;
  GameCache *cache;
  gint64 pid;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  stats = stats_new (game_id, person);
  if (!person_id (self, person, &pid, error))
    return NULL;
  if (pid < 0)
    return g_steal_pointer (&stats); /* never played */

  cache = game_cache_get (self, game_id);
  if (!game_cache_refresh (self, game_id, cache, error))
    return NULL;
  fold (stats, cache, pid);
  return g_steal_pointer (&stats);
}

gboolean
splay_store_has_results (SplayStore *self, const char *game_id, GError **error)
{
  sqlite3_stmt *stmt;
  gboolean any = FALSE;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), FALSE);
  stmt = prepare (self,
                  "SELECT EXISTS (SELECT 1 FROM matches m WHERE m.status = 'finished' "
                  "AND (?1 IS NULL OR m.game_id = ?1) "
                  "AND EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id "
                  "AND s.kind = 'human'))",
                  error);
  if (stmt == NULL)
    return FALSE;
  if (game_id != NULL)
    sqlite3_bind_text (stmt, 1, game_id, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    any = sqlite3_column_int (stmt, 0) != 0;
  read_failed (self, stmt, rc == SQLITE_ROW ? SQLITE_DONE : rc, error);
  return any;
}

char *
splay_store_last_result_game (SplayStore *self, GError **error)
{
  sqlite3_stmt *stmt;
  char *game = NULL;
  int rc;

  g_return_val_if_fail (SPLAY_IS_STORE (self), NULL);
  stmt = prepare (self,
                  "SELECT m.game_id FROM matches m WHERE m.status = 'finished' "
                  "AND EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id "
                  "AND s.kind = 'human') ORDER BY m.updated DESC LIMIT 1",
                  error);
  if (stmt == NULL)
    return NULL;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    game = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  read_failed (self, stmt, rc == SQLITE_ROW ? SQLITE_DONE : rc, error);
  return game;
}
