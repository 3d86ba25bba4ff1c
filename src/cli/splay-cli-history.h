/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-history.h: the history commands of splay-cli. Each takes the
 * command's own argv (argv[0] is "splay-cli NAME") and returns the exit
 * status (0 done, 1 the database could not be used, 2 a usage error). */
#pragma once

int splay_cli_history (int argc, char **argv);
int splay_cli_bench_history (int argc, char **argv);
