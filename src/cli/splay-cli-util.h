/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-util.h: what every splay-cli command file shares: exit codes,
 * option parsing with the usage hint, reading a game, its settings, a seed
 * and computer levels from the command line, opening an existing database,
 * and the benchmarks' clocks. */
#pragma once

#include <glib.h>

#include "ai/ai.h"
#include "engine/rules.h"
#include "store/splay-store.h"

G_BEGIN_DECLS

/* A game between random players takes a few hundred (Splatoids) to a few
 * thousand (the races) actions; one still going after this many is stuck in
 * a loop the rules should have ended (the stalemate rule, for one). Random
 * players in two-deck Spit play 12,500 actions a game on average, and one
 * game in a few thousand runs past 100,000 (seed 27, game 2708: a long game,
 * not an endless one), so the limit is a million. */
#define SPLAY_CLI_MAX_ACTIONS 1000000

enum
{
  SPLAY_CLI_EXIT_OK = 0,
  SPLAY_CLI_EXIT_FAILED = 1, /* refused, failed, or nothing to work on */
  SPLAY_CLI_EXIT_USAGE = 2,
};

/* The command being run ("stats"), for the "Try … --help" hint; NULL for
 * splay-cli itself. */
void splay_cli_set_command (const char *name);

/* Prints "splay-cli: MESSAGE" and the hint to the command's --help. */
void splay_cli_usage_error (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* TRUE when @value lies from @lo to @hi; else a usage error naming @option
 * ("--games") and its range. Numbers beyond what a command can do are
 * refused here rather than met by a huge allocation. */
gboolean splay_cli_check_range (const char *option, int value, int lo, int hi);

/* Parses one command's options; a bad one is reported as a usage error.
 * On --help GOption prints the help and exits 0 itself. */
gboolean splay_cli_parse_options (const char *parameters, const char *summary,
                                  const GOptionEntry *entries, int *argc, char ***argv);
/* splay_cli_parse_options (), then exactly @n_args arguments after the
 * command's name; else @wrong_args is the usage error. */
gboolean splay_cli_parse_command (const char *parameters, const char *summary,
                                  const GOptionEntry *entries, int n_args, const char *wrong_args,
                                  int *argc, char ***argv);

/* The rules of game @id ("splatoids"); NULL after a usage error. */
const SplayRules *splay_cli_find_rules (const char *id);
/* Reads --seed; NULL picks a random seed (the caller says which). */
gboolean splay_cli_parse_seed (const char *text, uint64_t *out);
/* Builds validated settings from --players (0: the game's usual number),
 * --option key=value and --matchplay. Bool options also take true/false,
 * yes/no, on/off. After a usage error it lists what the game takes. */
gboolean splay_cli_build_settings (const SplayRules *rules, int players, char **options,
                                   gboolean matchplay, SplaySettings *out);
/* Reads computer levels, one for every seat or one per seat separated by
 * commas, each one the game has a player for. */
gboolean splay_cli_parse_levels (const SplayRules *rules, const char *text, int n_seats,
                                 SplayLevel *levels);

/* Opens the database at @path (NULL: the default one) only if it exists:
 * looking at the history or the statistics never creates one. Prints why
 * not and returns NULL otherwise. */
SplayStore *splay_cli_open_existing (const char *path);

/* Wall-clock ms since @start (a g_get_monotonic_time() value). */
double splay_cli_elapsed_ms (gint64 start);
/* Processor time of the process in ms: on a busy machine the wall clock
 * also counts waiting for a core, this does not. */
double splay_cli_cpu_ms (void);
/* For sorting doubles with qsort or g_array_sort. */
int splay_cli_compare_double (gconstpointer a, gconstpointer b);

G_END_DECLS
