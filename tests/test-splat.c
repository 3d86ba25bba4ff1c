/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
int main (void) { return 0; }
