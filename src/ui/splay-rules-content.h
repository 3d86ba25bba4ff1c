/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-content.h: the text of the in-app rules pages, as data.
 *
 * Each game's page is a table of blocks in src/ui/rules/splay-rules-GAME.c,
 * ending with a block of kind SPLAY_RULES_END. Every text is marked N_() (the
 * page translates it when it shows it), one paragraph or list item per
 * string so translators work paragraph by paragraph. Texts may use Pango
 * markup for <b> and <i> only (escape & < > as entities).
 *
 * The page (splay-rules-page.c) lays the blocks out in order: a HEADING
 * starts a section (the page's sections follow the same order for every
 * game: overview, cards and setup, a turn, special cards and situations, end
 * of the game and scoring, matchplay, variants in Splay, house rules); PARA
 * is a paragraph; ITEM a bulleted list item; DRAWING asks the game's drawing
 * function for a small picture (cards drawn with the app's card widgets)
 * named by @text (not translated), with @caption (N_()) below it. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  SPLAY_RULES_END = 0,
  SPLAY_RULES_HEADING,
  SPLAY_RULES_PARA,
  SPLAY_RULES_ITEM,
  SPLAY_RULES_DRAWING,
} SplayRulesKind;

typedef struct
{
  SplayRulesKind kind;
  const char *text;    /* N_(): heading, paragraph or item; drawing name */
  const char *caption; /* N_(): under a drawing; NULL otherwise */
} SplayRulesBlock;

/* Builds the drawing called @name for a game's page (NULL: unknown name). */
/* A drawing of a rules page: the name its SPLAY_RULES_DRAWING block gives,
 * and the function that makes it. Each game's list ends with { NULL, NULL }. */
typedef struct
{
  const char *name;
  GtkWidget *(*make) (void);
} SplayRulesDrawing;

typedef struct
{
  const char *game_id; /* as in the catalog */
  const SplayRulesBlock *blocks;
  const SplayRulesDrawing *drawings; /* may be NULL */
} SplayRulesContent;

extern const SplayRulesBlock splay_rules_splatoids[];
extern const SplayRulesBlock splay_rules_spite_malice[];
extern const SplayRulesBlock splay_rules_splito[];
extern const SplayRulesBlock splay_rules_spit[];
extern const SplayRulesBlock splay_rules_splat[];

extern const SplayRulesDrawing splay_rules_splatoids_drawings[];
extern const SplayRulesDrawing splay_rules_spite_malice_drawings[];
extern const SplayRulesDrawing splay_rules_splito_drawings[];
extern const SplayRulesDrawing splay_rules_spit_drawings[];
extern const SplayRulesDrawing splay_rules_splat_drawings[];

/* Texts two pages share (rules/splay-rules-shared.c), already marked N_():
 * the race board of Spit and Splat, */
extern const char splay_rules_speed_keys_intro[];
extern const char splay_rules_speed_keys_pick[];
extern const char splay_rules_speed_keys_pause[];
extern const char splay_rules_speed_match[];
extern const char splay_rules_speed_gaps[];
extern const char splay_rules_speed_ready[];
extern const char splay_rules_speed_saving[];
/* and the turn-based matches of Splatoids and Spite and Malice. */
extern const char splay_rules_turns_length[];
extern const char splay_rules_turns_gaps[];
extern const char splay_rules_turns_saved[];

/* The content for @game_id, or NULL. */
const SplayRulesContent *splay_rules_content_lookup (const char *game_id);
GtkWidget *splay_rules_drawing_make (const SplayRulesDrawing *drawings, const char *name);

G_END_DECLS
