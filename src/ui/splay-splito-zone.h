/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "../engine/splito.h"
#include "../model/splay-view.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_SPLITO_ZONE (splay_splito_zone_get_type ())
G_DECLARE_FINAL_TYPE (SplaySplitoZone, splay_splito_zone, SPLAY, SPLITO_ZONE, GtkWidget)

/* One Splito zone round the table: its name (the two neighbours who share
 * it), what it is worth now, its number cards counted by colour and by
 * value (SplaySplitoGrid), and its scoring cards, each fulfilled or not.
 * The whole reads as one accessible summary.
 *
 * Signals: "clicked" (a click on the zone), "card-dropped" (guint card) ->
 * gboolean: a hand card was dragged onto it; TRUE if it was placed there. */
GtkWidget *splay_splito_zone_new (int zone);
int splay_splito_zone_get_index (SplaySplitoZone *self);
/* Shows zone @zone of @s, named @title. @side: which of the seat at the
 * screen's zones it is (SPLITO_LEFT, SPLITO_RIGHT) or -1; @hint_target: a
 * hint places a card here; @animate: turn over the cards revealed in the
 * last round. */
void splay_splito_zone_update (SplaySplitoZone *self, const SplitoState *s, const char *title,
                               int side, gboolean hint_target, gboolean animate);
/* The accessible summary. */
const char *splay_splito_zone_get_text (SplaySplitoZone *self);

/* The zone's name: the two neighbours who share it, or with two players
 * the owner and the side. */
char *splay_splito_zone_title (SplayView *view, const SplitoState *s, int zone);
/* How many cards a zone's score counts, with their colours, then their
 * values: "5 cards: red 2, blue 3; 3s: 2, 6s: 3", or "2 cards" for a zone
 * that holds only scoring cards. */
char *splay_splito_cards_text (const SplitoZoneScore *zs);
/* A scoring card's line on the scoring sheet: fulfilled or not, its points,
 * and why. */
char *splay_splito_scoring_line (const SplitoCardScore *cs);
/* The tip while @card is selected: a scoring card's condition and points
 * in full, in the body's font (on a phone's card they are small); NULL for
 * a number card, which reads well. */
char *splay_splito_selected_text (SplayCard card);

void splay_splito_zone_set_sizes (SplaySplitoZone *self, int cell, int text_width);
/* How many lines its side and worth need under the title: 2 for the
 * person's zone where it is too narrow for both on one, else 1. */
int splay_splito_zone_get_info_lines (SplaySplitoZone *self);
/* @lines 2: a zone that is not the person's keeps an empty line over its
 * worth, as tall as a person's side, so that the grids start as high. */
void splay_splito_zone_set_info_lines (SplaySplitoZone *self, int lines);

G_END_DECLS
