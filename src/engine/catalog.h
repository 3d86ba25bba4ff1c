/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalog.h: the five games of Splay, built or not yet.
 *
 * The chooser and `splay-cli games` list every game here; a game whose rules
 * are not built has rules = NULL and says so plainly. Adding a game is one
 * line in catalog.c. */
#pragma once

#include "rules.h"

G_BEGIN_DECLS

#define SPLAY_N_GAMES 5

typedef struct
{
  const char *id;          /* stable id, also the rules id */
  const char *name;        /* N_()-marked */
  const char *summary;     /* N_()-marked */
  const char *players;     /* N_()-marked, "2–4 players" */
  const SplayRules *rules; /* NULL: not built yet */
} SplayCatalogEntry;

extern const SplayCatalogEntry splay_catalog[SPLAY_N_GAMES];

const SplayCatalogEntry *splay_catalog_lookup (const char *id);

G_END_DECLS
