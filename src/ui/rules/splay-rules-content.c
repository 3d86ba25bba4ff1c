/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-content.c: which games have a rules page.
 *
 * One line per game whose page is written (src/ui/rules/splay-rules-GAME.c,
 * listed in src/ui/meson.build). A game missing here has no page yet: the
 * chooser offers no Rules button for it and the rules window says so. */
#include "config.h"

#include "../splay-rules-content.h"

static const SplayRulesContent contents[] = {
  { "splatoids", splay_rules_splatoids, splay_rules_splatoids_drawing },
  { "spite-malice", splay_rules_spite_malice, splay_rules_spite_malice_drawing },
  { "splito", splay_rules_splito, splay_rules_splito_drawing },
  { "spit", splay_rules_spit, splay_rules_spit_drawing },
  { "splat", splay_rules_splat, splay_rules_splat_drawing },
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
