/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-content.c: which games have a rules page.
 *
 * One line per game whose page is written (src/ui/rules/splay-rules-GAME.c,
 * listed in src/ui/meson.build). A game missing here has no page yet: the
 * chooser offers no Rules button for it and the rules window says so. */
#include "config.h"

#include "../splay-rules-content.h"

static const SplayRulesContent contents[] = {
  { "splatoids", splay_rules_splatoids, splay_rules_splatoids_drawings },
  { "spite-malice", splay_rules_spite_malice, splay_rules_spite_malice_drawings },
  { "splito", splay_rules_splito, splay_rules_splito_drawings },
  { "spit", splay_rules_spit, splay_rules_spit_drawings },
  { "splat", splay_rules_splat, splay_rules_splat_drawings },
};

const SplayRulesContent *
splay_rules_content_lookup (const char *game_id)
{
  if (game_id == NULL)
    return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (contents); i++)
    if (g_str_equal (contents[i].game_id, game_id))
      return &contents[i];
  return NULL;
}

/* The drawing called @name, centred in its figure; NULL when the list has
 * none of that name. */
GtkWidget *
splay_rules_drawing_make (const SplayRulesDrawing *drawings, const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);
  for (const SplayRulesDrawing *d = drawings; d != NULL && d->name != NULL; d++)
    if (g_str_equal (d->name, name))
      {
        GtkWidget *drawing = d->make ();

        gtk_widget_set_halign (drawing, GTK_ALIGN_CENTER);
        return drawing;
      }
  return NULL;
}
