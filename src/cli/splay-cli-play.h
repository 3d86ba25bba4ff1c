/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-play.h: the commands that work on one position: list the games,
 * deal, list the legal moves, apply moves. Each takes the command's own argv
 * (argv[0] is "splay-cli NAME") and returns the exit status (splay-cli-
 * util.h). */
#pragma once

int splay_cli_games (int argc, char **argv);
int splay_cli_deal (int argc, char **argv);
int splay_cli_moves (int argc, char **argv);
int splay_cli_apply (int argc, char **argv);
