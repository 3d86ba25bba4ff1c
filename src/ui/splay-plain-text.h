/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-plain-text.h: text that is not markup, where libadwaita reads
 * markup.
 *
 * libadwaita 1.2 reads a toast's title, a status page's description and a
 * preferences group's description as Pango markup, with no switch to turn
 * that off. Text that holds a file's name, a person's name or an error's
 * words goes through these, which escape it: an "&" or a "<" in it would
 * otherwise leave the label empty. A label cut short with an ellipsis
 * shows its text whole on hover, through splay_plain_label_tooltip_when_cut (). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast saying @text whole, for @overlay (the toast overlay it goes in,
 * or NULL): its lines wrap at the overlay's width instead of ending in an
 * ellipsis, and it stays up longer the longer it is. */
AdwToast *splay_plain_toast_new (const char *text, GtkWidget *overlay);
void splay_plain_status_page_set_description (AdwStatusPage *page, const char *text);
void splay_plain_preferences_group_set_description (AdwPreferencesGroup *group, const char *text);

/* Hovering @label shows its whole text where the label cuts it short
 * with an ellipsis, and no tooltip where it shows whole (one would only
 * say the label again over it). Asked on hover, so it follows the text
 * and the width the label has then. */
void splay_plain_label_tooltip_when_cut (GtkLabel *label);

G_END_DECLS
