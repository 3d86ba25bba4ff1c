/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-util.h: what every splay-cli command file shares: exit codes,
 * option parsing with the usage hint, opening an existing database, and the
 * benchmarks' clocks. */
#pragma once

#include <glib.h>

#include "store/splay-store.h"

G_BEGIN_DECLS

enum {
  SPLAY_CLI_EXIT_OK = 0,
  SPLAY_CLI_EXIT_FAILED = 1, /* refused, failed, or nothing to work on */
  SPLAY_CLI_EXIT_USAGE = 2,
};

/* The command being run ("stats"), for the "Try … --help" hint; NULL for
 * splay-cli itself. */
void        splay_cli_set_command    (const char *name);

/* Prints "splay-cli: MESSAGE" and the hint to the command's --help. */
void        splay_cli_usage_error    (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* TRUE when @value lies from @lo to @hi; else a usage error naming @option
 * ("--games") and its range. Numbers beyond what a command can do are
 * refused here rather than met by a huge allocation. */
gboolean    splay_cli_check_range    (const char *option, int value, int lo, int hi);

/* Parses one command's options; a bad one is reported as a usage error.
 * On --help GOption prints the help and exits 0 itself. */
gboolean    splay_cli_parse_options  (const char         *parameters,
                                      const char         *summary,
                                      const GOptionEntry *entries,
                                      int                *argc,
                                      char             ***argv);

/* Opens the database at @path (NULL: the default one) only if it exists:
 * looking at the history or the statistics never creates one. Prints why
 * not and returns NULL otherwise. */
SplayStore *splay_cli_open_existing  (const char *path);

/* Wall-clock ms since @start (a g_get_monotonic_time() value). */
double      splay_cli_elapsed_ms     (gint64 start);
/* Processor time of the process in ms: on a busy machine the wall clock
 * also counts waiting for a core, this does not. */
double      splay_cli_cpu_ms         (void);
/* For sorting doubles with qsort or g_array_sort. */
int         splay_cli_compare_double (gconstpointer a, gconstpointer b);

G_END_DECLS
