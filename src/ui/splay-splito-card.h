/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../engine/cards.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPLITO_CARD (splay_splito_card_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplitoCard, splay_splito_card, SPLAY, SPLITO_CARD, GtkWidget)

/* One Splito card (number or scoring card), "card-width" x "card-height".
 * A hand card can rise when selected ("lift"), carry the keyboard's ring,
 * and show the side it was chosen for, veiled, until the round's reveal.
 * Signal (only when clickable): "clicked". */
GtkWidget *splay_splito_card_new (int width, int height, gboolean clickable);
/* @chosen: -1, or the side the card was placed on (waiting for the reveal). */
void splay_splito_card_set (SplaySplitoCard *self, SplayCard card, gboolean selected,
                            gboolean cursor, int chosen);
void splay_splito_card_set_lift (SplaySplitoCard *self, gboolean lift);

/* One card drawn as the board draws it, not clickable, @width x @height;
 * for pictures outside the board (rules pages). */
GtkWidget *splay_splito_card_widget_new (SplayCard card, int width, int height);

G_END_DECLS
