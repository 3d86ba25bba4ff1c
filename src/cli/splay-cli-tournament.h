/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-tournament.h: computer levels against each other on mirrored
 * deals. Each takes the command's own argv (argv[0] is "splay-cli NAME") and
 * returns the exit status (splay-cli-util.h). */
#pragma once

int splay_cli_tournament (int argc, char **argv);
