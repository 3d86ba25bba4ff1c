/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-stats.h: the statistics commands of splay-cli. */
#pragma once

/* splay-cli stats [--db PATH] [--game GAME] [--person NAME] */
int splay_cli_stats (int argc, char **argv);
/* splay-cli bench-stats --db PATH [--matches N] [--runs N] [--seed S] */
int splay_cli_bench_stats (int argc, char **argv);
