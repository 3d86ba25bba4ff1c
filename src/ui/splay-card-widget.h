/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../engine/cards.h"
#include "splay-card-theme.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_CARD_WIDGET (splay_card_widget_get_type ())
G_DECLARE_FINAL_TYPE (SplayCardWidget, splay_card_widget, SPLAY, CARD_WIDGET, GtkWidget)

/* One card, or a pile of cards, drawn with GtkSnapshot.
 *
 * The widget shows up to SPLAY_CARD_WIDGET_MAX_FAN cards fanned a little to
 * the right (the last one on top), above @depth further cards that show only
 * as stacked edges. SPLAY_CARD_UNKNOWN draws a card back; no cards at all
 * draws an empty place. The faces come from splay-card-face.c, drawn for
 * the exact size and scale factor, so they are crisp at any size. The owner
 * sets the accessible label: it knows what the card means
 * ("Discard pile, 7 cards, top: 9 of clubs").
 *
 * Signals (only when clickable): "clicked" for a click, "double-clicked"
 * for the second click of a double click (after a "clicked").
 */
#define SPLAY_CARD_WIDGET_MAX_FAN 4
/* A depth past this shows no more edges. */
#define SPLAY_CARD_WIDGET_MAX_EDGES 4

GtkWidget *splay_card_widget_new (int card_width, gboolean clickable);
/* Adds @drag (taken) to the widget: a clickable card is clicked on the
 * press as before, and a press that moves on starts the drag. */
void splay_card_widget_add_drag_source (SplayCardWidget *self, GtkDragSource *drag);
void splay_card_widget_set_cards (SplayCardWidget *self, const SplayCard *cards, int n_cards);
void splay_card_widget_set_card (SplayCardWidget *self, SplayCard card);
SplayCard splay_card_widget_get_card (SplayCardWidget *self);
void splay_card_widget_set_depth (SplayCardWidget *self, int depth);
/* Keeps the room of @n_cards fanned above @depth edges (each as far as the
 * widget shows them) whatever it holds, so that a pile that grows or
 * shrinks moves nothing around it: the cards sit at its bottom left, as
 * they do in a deeper pile. 0, 0 (the start): the room of what it holds. */
void splay_card_widget_set_room (SplayCardWidget *self, int n_cards, int depth);
void splay_card_widget_set_selected (SplayCardWidget *self, gboolean selected);
void splay_card_widget_set_legal (SplayCardWidget *self, gboolean legal);
void splay_card_widget_set_cursor (SplayCardWidget *self, gboolean cursor);
void splay_card_widget_set_lift (SplayCardWidget *self, gboolean lift);
/* The cards lie face down but are known (a replay showing every card):
 * their faces are drawn seen through their backs. */
void splay_card_widget_set_face_down (SplayCardWidget *self, gboolean face_down);
void splay_card_widget_set_label (SplayCardWidget *self, const char *label);
const char *splay_card_widget_get_label (SplayCardWidget *self);
void splay_card_widget_set_card_width (SplayCardWidget *self, int card_width);
int splay_card_widget_get_card_width (SplayCardWidget *self);
/* The width the widget asks for with cards @card_width wide, @n_cards of
 * them fanned, above @depth more: for a board that sizes its cards from a
 * model of its table. */
int splay_card_widget_width_for (int card_width, int n_cards, int depth);
/* ... the part of that width the room of @depth edges takes, at the
 * card's right (what lies centred under a card's face leaves it) ... */
int splay_card_widget_edges_width_for (int card_width, int depth);
/* ... and the height it asks for with one card @card_width wide above
 * @depth edges, lifted when selected (splay_card_widget_set_lift) or not. */
int splay_card_widget_height_for (int card_width, int depth, gboolean lift);
/* How the cards look; NULL (and the start) is the shared default theme,
 * which follows the preferences. */
void splay_card_widget_set_theme (SplayCardWidget *self, SplayCardTheme *theme);
SplayCardTheme *splay_card_widget_get_theme (SplayCardWidget *self);

/* Where the top card lies in the widget: a card that travels to or from
 * this widget lands there (SplayBoard's motion). */
void splay_card_widget_get_card_rect (SplayCardWidget *self, graphene_rect_t *out);

/* Draws one card (face up, or a back for SPLAY_CARD_UNKNOWN) into
 * @width x @height at the origin, in the default theme's style and
 * @widget's scale factor; for other widgets (fans, drag icons). */
void splay_card_draw (GtkWidget *widget, GtkSnapshot *snapshot, SplayCard card, float width,
                      float height, gboolean dark);

/* A drag icon: @n_cards cards @card_width wide, fanned to the right as
 * the widget fans them (however many), in the default theme's style and
 * @widget's scale factor. */
GdkPaintable *splay_card_paintable (GtkWidget *widget, const SplayCard *cards, int n_cards,
                                    int card_width);

/* A ring @thickness wide around a card @w x @h at (@x, @y), @grow outside
 * its edge, its corners rounded as the card's: the marks of a selected,
 * playable or focused card, for every widget that shows cards. */
void splay_card_widget_append_ring (GtkSnapshot *snapshot, float x, float y, float w, float h,
                                    float grow, float thickness, const GdkRGBA *color);

G_END_DECLS
