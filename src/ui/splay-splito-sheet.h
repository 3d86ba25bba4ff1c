/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-sheet.h: why each Splito zone scored what it did: the
 * scoring sheet the board opens at the end of a deal (or on S). */
#pragma once

#include <gtk/gtk.h>

#include "../model/splay-view.h"

G_BEGIN_DECLS

/* Opens the sheet of @view (a Splito view) in a modal window over
 * @parent's window and returns it (it closes on Escape). */
GtkWidget *splay_splito_sheet_open (GtkWidget *parent, SplayView *view);
/* The same sheet as lines of text, indented by two spaces a level. */
char *splay_splito_sheet_text (SplayView *view);

G_END_DECLS
