/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "catalog.h"
#include "spit.h"
#include "spite-malice.h"
#include "splat.h"
#include "splatoids.h"
#include "splito.h"

const SplayCatalogEntry splay_catalog[SPLAY_N_GAMES] = {
  { "splatoids", N_("Splatoids"),
    N_("Shed every card from your hand and your table piles: beat the pile, burn it with tens or "
        "three of a kind"),
    N_("2–4 players"), &splatoids_rules },
  { "spite-malice", N_("Spite and Malice"),
    N_("Competitive patience: empty your goal pile first by building the centre piles from ace to "
        "queen"),
    N_("2–6 players"), &spite_malice_rules },
  { "splito", N_("Splito"),
    N_("Draft cards into the zones you share with your neighbours; your score is left times "
        "right"),
    N_("2–8 players"), &splito_rules },
  { "spit", N_("Spit"),
    N_("A race: both players play at once onto two piles, one up or one down"), N_("2 players"),
    &spit_rules },
  { "splat", N_("Splat"),
    N_("A race from a five-wide formation: empty it, then slap the smaller pile"),
    N_("2–4 players"), &splat_rules },
};

const SplayCatalogEntry *
splay_catalog_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    if (g_str_equal (splay_catalog[i].id, id))
      return &splay_catalog[i];
  return NULL;
}
