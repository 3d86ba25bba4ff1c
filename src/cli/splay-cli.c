/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Temporary: replaced by splay-cli. */
int main (void) { return 0; }
