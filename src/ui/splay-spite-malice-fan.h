/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../engine/cards.h"

G_BEGIN_DECLS

/* Cards are drawn this much taller than wide. */
#define SPLAY_SPITE_MALICE_CARD_RATIO 1.4f

#define SPLAY_TYPE_SPITE_MALICE_FAN (splay_spite_malice_fan_get_type ())
G_DECLARE_FINAL_TYPE (SplaySpiteMaliceFan, splay_spite_malice_fan, SPLAY, SPITE_MALICE_FAN,
                      GtkWidget)

/* A Spite and Malice discard pile fanned downwards so that every card's
 * corner shows; the top card, the one that plays, lies at the bottom,
 * whole. The cards are squeezed closer to stay within "max-height". Rings
 * mark the card picked up, a top card that can go somewhere, and the
 * keyboard's place (as a source or as a target). The owner handles input
 * and sets the accessible label. */
GtkWidget *splay_spite_malice_fan_new (int card_width, int max_height, gboolean interactive);
void splay_spite_malice_fan_set_cards (SplaySpiteMaliceFan *self, const SplayCard *cards, int n,
                                       const char *label);
/* @selected: the index of the card picked up, -1 none; @legal: the top card
 * can go somewhere; @cursor, @target: the keyboard is on the pile as a
 * source or as a target; @hover: a card is dragged over it. */
void splay_spite_malice_fan_set_flags (SplaySpiteMaliceFan *self, int selected, gboolean legal,
                                       gboolean cursor, gboolean target, gboolean hover);
void splay_spite_malice_fan_set_card_width (SplaySpiteMaliceFan *self, int card_width);
/* The height the cards are squeezed to stay within (a long pile may still
 * exceed it, each card showing its rank, unless it squeezes on). A
 * shorter pile keeps it too, as room to grow into: the fan is never
 * shorter. */
void splay_spite_malice_fan_set_max_height (SplaySpiteMaliceFan *self, int max_height);
/* Whether a long pile squeezes on past a rank's height to stay within
 * "max-height", its lower cards then showing as edges (the board's fans
 * all do, so that the table keeps its size). */
void splay_spite_malice_fan_set_squeeze (SplaySpiteMaliceFan *self, gboolean squeeze);
int splay_spite_malice_fan_get_n (SplaySpiteMaliceFan *self);
const char *splay_spite_malice_fan_get_label (SplaySpiteMaliceFan *self);
/* Which card is under @y (each shows a strip, the top card all of itself),
 * or -1 on an empty pile. */
int splay_spite_malice_fan_index_at (SplaySpiteMaliceFan *self, double y);

G_END_DECLS
