/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SPLAY_TYPE_NARROW_BIN (splay_narrow_bin_get_type ())
G_DECLARE_FINAL_TYPE (SplayNarrowBin, splay_narrow_bin, SPLAY, NARROW_BIN, GtkWidget)

GtkWidget *splay_narrow_bin_new (int threshold);
void splay_narrow_bin_set_child (SplayNarrowBin *self, GtkWidget *child);
GtkWidget *splay_narrow_bin_get_child (SplayNarrowBin *self);
int splay_narrow_bin_get_threshold (SplayNarrowBin *self);
void splay_narrow_bin_set_threshold (SplayNarrowBin *self, int threshold);
gboolean splay_narrow_bin_get_narrow (SplayNarrowBin *self);
void splay_narrow_bin_reconsider (SplayNarrowBin *self);

G_END_DECLS
