/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-autoplay.h: a computer-only match played into the database, or
 * resumed from it. Each takes the command's own argv (argv[0] is "splay-cli
 * NAME") and returns the exit status (splay-cli-util.h). */
#pragma once

int splay_cli_autoplay (int argc, char **argv);
