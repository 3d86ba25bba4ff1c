/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-simulate.h: computer-only games at full speed with the rules'
 * invariants checked after every action. Each takes the command's own argv
 * (argv[0] is "splay-cli NAME") and returns the exit status (splay-cli-
 * util.h). */
#pragma once

int splay_cli_simulate (int argc, char **argv);
