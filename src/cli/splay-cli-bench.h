/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-bench.h: the speed of the rules and the search (bench), and of
 * opening the database and resuming a long match (bench-store). Each takes
 * the command's own argv (argv[0] is "splay-cli NAME") and returns the exit
 * status (splay-cli-util.h). */
#pragma once

int splay_cli_bench (int argc, char **argv);
int splay_cli_bench_store (int argc, char **argv);
