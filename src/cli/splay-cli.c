/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli: the engine and the computer players without a window.
 *
 * Every command works through the rules table only, so a game is usable here
 * the moment its rules are registered in the catalog.
 *
 * Exit status: 0 success; 1 the game said no (an action refused, a broken
 * rule invariant found by simulate, a game that never ended); 2 the command
 * line was wrong (unknown command, game or option, bad value, unreadable
 * position). Scripts and tests rely on these numbers.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "splay-cli-autoplay.h"
#include "splay-cli-bench.h"
#include "splay-cli-history.h"
#include "splay-cli-play.h"
#include "splay-cli-simulate.h"
#include "splay-cli-stats.h"
#include "splay-cli-tournament.h"
#include "splay-cli-util.h"

/* One file per command group (splay-cli-*.c); this one only finds the
 * command and hands it its arguments. */
typedef struct
{
  const char *name;
  const char *parameters; /* after "splay-cli NAME" in the usage line */
  const char *summary;    /* N_()-marked */
  int (*run) (int argc, char **argv);
} Command;

static const Command commands[] = {
  { "games", "", N_("List the games and whether each can be played"), splay_cli_games },
  { "simulate",
    "GAME [--players N] [--games K] [--seed S] [--ai LEVEL] [--matchplay] [--option KEY=VALUE…]",
    N_("Play computer-only games, check the rules after every action, print results and speed"),
    splay_cli_simulate },
  { "tournament", "GAME --seats LEVEL,LEVEL[,…] [--players N] [--games K] [--seed S] [--jobs J]",
    /* xgettext:no-c-format */
    N_("Play computer levels against each other on mirrored deals; win rates with 95% intervals"),
    splay_cli_tournament },
  { "bench", "GAME [--players N] [--seed S]",
    N_("Measure random play, search iterations per second and decision times"), splay_cli_bench },
  { "autoplay", "GAME --seats LEVEL,LEVEL[,…] [--db PATH] [--seed S] [--target POINTS | --games N]",
    N_("Play a computer-only match into the database, or go on with it; print the result and a "
        "digest of its log"),
    splay_cli_autoplay },
  { "bench-store", "[--actions N] [--synthetic M] [--repeat R] [--db PATH]",
    N_("Measure opening the database and resuming a long match"), splay_cli_bench_store },
  { "deal", "GAME [--players N] [--seed S] [--option KEY=VALUE…]",
    N_("Print the position a new game starts from"), splay_cli_deal },
  { "moves", "GAME POSITION", N_("List the legal actions in a position"), splay_cli_moves },
  { "apply", "GAME POSITION ACTION…", N_("Apply actions to a position and print the result"),
    splay_cli_apply },
  { "stats", "[--db PATH] [--game GAME] [--person NAME]",
    N_("Print the statistics of the saved matches"), splay_cli_stats },
  { "bench-stats", "--db PATH [--matches N]",
    N_("Fill a database with synthetic matches and time the statistics queries"),
    splay_cli_bench_stats },
  { "history", "[--db PATH] [--csv|--json] [--game GAME] [--status STATUS] [--search TEXT]",
    N_("List the saved matches, or export them all as CSV or JSON"), splay_cli_history },
  { "bench-history", "--db PATH [--matches N] [--seed S]",
    N_("Fill a database with synthetic matches and time the history queries"),
    splay_cli_bench_history },
};

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n  splay-cli COMMAND [OPTION…]\n\n%s\n", _("Usage:"), _("Commands:"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-9s %s\n            splay-cli %s%s%s\n", commands[i].name,
             _(commands[i].summary), commands[i].name, *commands[i].parameters ? " " : "",
             commands[i].parameters);
  fprintf (out, "\n%s\n%s\n", _("“splay-cli COMMAND --help” describes the options of a command."),
           _("Exit status: 0 done, 1 an action was refused or a simulated game broke a rule, 2 a "
              "usage error."));
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_help (stderr);
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")
      || g_str_equal (argv[1], "help"))
    {
      print_help (stdout);
      return SPLAY_CLI_EXIT_OK;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        /* The command sees itself as argv[0], so GOption's usage line reads
         * "splay-cli simulate [OPTION…] GAME". */
        g_autofree char *prgname = g_strdup_printf ("splay-cli %s", commands[i].name);
        g_autofree char **sub_argv = g_new0 (char *, (gsize) argc);

        sub_argv[0] = prgname;
        for (int a = 2; a < argc; a++)
          sub_argv[a - 1] = argv[a];
        g_set_prgname (prgname);
        splay_cli_set_command (commands[i].name);
        return commands[i].run (argc - 1, sub_argv);
      }
  splay_cli_usage_error (_("unknown command “%s”."), argv[1]);
  return SPLAY_CLI_EXIT_USAGE;
}
