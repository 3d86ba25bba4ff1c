/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-stats.h: a player's record, computed from the saved matches.
 *
 * No figure is stored: each is a fold in match order over the saved
 * matches (each seat's place and points as the database keeps them with the
 * match, see the schema in splay-store-schema.c), so the same database
 * always gives the same figures.
 *
 * What counts:
 *  - A result is one human seat of one finished match (abandoned and
 *    unfinished matches do not count). With a person chosen, only that
 *    person's seats; without, every human seat (two people at one table give
 *    two results).
 *  - Won: the seat is the match winner. Drawn: no single winner and the
 *    seat shares first place. Lost: everything else.
 *  - Place: the seat's place at the end of the match (in a one-game match the
 *    game's place; else by total points, tied seats sharing a place).
 *  - Score: the seat's points in each finished game (deal) of the match,
 *    for the games that keep a score (Splatoids, Splito, Spite and Malice).
 *  - Opponents: a result is grouped by its strongest computer opponent
 *    (random < easy < medium < hard < expert); with no computer at the
 *    table, in the "people only" group.
 *  - Assisted: a match in which any game used a hint or took back a move
 *    (games.hints > 0 or games.undos > 0). Its results are counted apart,
 *    in SplayStats.assisted, and never in the other figures, the charts or
 *    the rating.
 *  - Order: results are folded in the order the matches ended
 *    (matches.updated, then id, then seat).
 */
#pragma once

#include <glib.h>

#include "splay-store.h"
#include "../ai/ai.h"

G_BEGIN_DECLS

/* Group index: 0 people only, 1 + SplayLevel for a computer opponent. */
#define SPLAY_STATS_PEOPLE_ONLY 0
#define SPLAY_STATS_N_GROUPS (1 + SPLAY_N_LEVELS)
#define SPLAY_STATS_GROUP_FOR_LEVEL(level) (1 + (int) (level))

/* The rating: Elo against fixed anchors for the computer levels. A player
 * starts at SPLAY_STATS_RATING_START. After each clean result against one or
 * more computers, for every computer opponent j with anchor R_j:
 *   E_j = 1 / (1 + 10^((R_j - R) / 400)),
 *   S_j = 1 if the seat finished above j, 1/2 level with j, 0 below,
 * and R += K * mean over j of (S_j - E_j), with K = SPLAY_STATS_RATING_K.
 * Taking the mean keeps one match worth one result however many computers
 * sat at the table. Matches with people only do not move the rating. */
#define SPLAY_STATS_RATING_START 1000.0
#define SPLAY_STATS_RATING_K 32.0

/* random 400, easy 800, medium 1200, hard 1600, expert 1900 */
double splay_stats_rating_anchor (SplayLevel level);

typedef struct
{
  int played, won, lost, drawn;
  int current_streak; /* wins in a row up to the latest result */
  int longest_streak;
  int place_sum;  /* over played */
  int n_scores;   /* games with a score */
  int best_score; /* when n_scores > 0 */
  gint64 score_sum;
} SplayStatsLine;

/* won / played, or -1 with nothing played. */
double splay_stats_line_win_rate (const SplayStatsLine *line);
/* place_sum / played, or -1. */
double splay_stats_line_average_place (const SplayStatsLine *line);
/* score_sum / n_scores, or -1 (no scores). */
double splay_stats_line_average_score (const SplayStatsLine *line);

typedef enum
{
  SPLAY_STATS_BY_DAY,
  SPLAY_STATS_BY_WEEK, /* weeks start on Monday */
  SPLAY_STATS_BY_MONTH,
} SplayStatsPeriodKind;

/* One point of the win rate over time (clean results only). */
typedef struct
{
  GDateTime *start; /* local time, the first day of the period */
  int played;
  int won;
} SplayStatsPeriod;

/* One bar of the score distribution: scores from low to high inclusive. */
typedef struct
{
  int low, high;
  int count;
} SplayStatsBin;

typedef struct
{
  char *game_id;
  char *person;                                /* NULL: every human seat */
  gboolean has_scores;                         /* the game keeps a score */
  SplayStatsLine clean;                        /* all results without hints or undo */
  SplayStatsLine assisted;                     /* results of matches with hints or undo */
  SplayStatsLine groups[SPLAY_STATS_N_GROUPS]; /* clean, by opponents */
  int abandoned;                               /* matches left unfinished on purpose */
  double rating;                               /* SPLAY_STATS_RATING_START before any */
  int rated;                                   /* results that moved it */
  double rating_change;                        /* what the latest rated result did */
  SplayStatsPeriodKind period_kind;            /* chosen from the span of the results */
  GArray *periods;                             /* SplayStatsPeriod, oldest first */
  GArray *bins; /* SplayStatsBin, lowest first; empty without scores */
} SplayStats;

void splay_stats_free (SplayStats *stats);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SplayStats, splay_stats_free)

/* Whether @game_id keeps a score worth showing (its points are more than a
 * win marker). */
gboolean splay_stats_game_has_scores (const char *game_id);

/* The statistics of one game for @person (NULL: every human seat). An
 * unknown person gives empty statistics, not an error. */
SplayStats *splay_store_get_stats (SplayStore *self, const char *game_id, const char *person,
                                   GError **error);

/* Whether there is a finished match with a person at the table, of
 * @game_id (NULL: of any game). Cheap: for the empty state. */
gboolean splay_store_has_results (SplayStore *self, const char *game_id, GError **error);
/* The game of the most recently finished match with a person at the table,
 * or NULL when there is none. */
char *splay_store_last_result_game (SplayStore *self, GError **error);

/* ---- showing the figures (translated, in the user's locale) ---- */

/* "Medium", or "People only" for SPLAY_STATS_PEOPLE_ONLY. */
const char *splay_stats_group_name (int group);
/* 12,345 with the locale's digit grouping. */
char *splay_stats_format_count (gint64 n);
/* A rate from 0 to 1 as a whole percentage: "58%" ("58 %" in German). */
char *splay_stats_format_percent (double rate);
/* One decimal, the locale's decimal sign: "1.5" ("1,5"). */
char *splay_stats_format_decimal (double value);
/* The first day of a period, as the chart and the CLI label it. */
char *splay_stats_format_period (SplayStatsPeriodKind kind, GDateTime *start);

/* ---- for tests and benchmarks ---- */

/* Drops the rows the statistics keep between calls (see
 * splay-store-stats.c), so the next call reads everything again. */
void splay_stats_forget (SplayStore *store);

#define SPLAY_STATS_MAX_GAMES 16

/* A finished match written straight into the tables, without actions (it
 * cannot be replayed). Seats whose level is NULL are people. The winner
 * follows the points as the model decides it: the highest total wins, a
 * tie for first has no winner. */
typedef struct
{
  const char *game_id;
  int n_seats;
  const char *names[SPLAY_MAX_SEATS];
  const char *levels[SPLAY_MAX_SEATS];
  int n_games;
  int points[SPLAY_STATS_MAX_GAMES][SPLAY_MAX_SEATS];
  int places[SPLAY_STATS_MAX_GAMES][SPLAY_MAX_SEATS];
  int hints[SPLAY_STATS_MAX_GAMES];
  int undos[SPLAY_STATS_MAX_GAMES];
  int target_points;
  const char *status; /* "finished" (NULL), "abandoned" or "playing" */
  gint64 time;        /* Unix ms of the end (the last game ends here) */
} SplayStatsFakeMatch;

/* Writes many fake matches in one transaction (splay-store-bench.c). */
typedef struct _SplayStatsWriter SplayStatsWriter;

SplayStatsWriter *splay_stats_writer_new (SplayStore *store, GError **error);
/* Returns the match id, 0 with @error. */
gint64 splay_stats_writer_add (SplayStatsWriter *writer, const SplayStatsFakeMatch *match,
                               GError **error);
/* Commits (or, after an error, rolls back) and frees @writer. */
gboolean splay_stats_writer_finish (SplayStatsWriter *writer, GError **error);

G_END_DECLS
