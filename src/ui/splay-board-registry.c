/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-registry.c: which board plays which game. */
#include "config.h"

#include "splay-a11y.h"
#include "splay-board.h"
#include "splay-speed-board.h"
#include "splay-spite-malice-board.h"
#include "splay-splatoids-board.h"
#include "splay-splito-board.h"

/* ---- the registry: which board plays which game ---- */

static const struct
{
  const char *game_id;
  GType (*get_type) (void);
} registry[] = {
  { "splatoids", splay_splatoids_board_get_type },
  { "spite-malice", splay_spite_malice_board_get_type },
  { "splito", splay_splito_board_get_type },
  { "spit", splay_speed_board_get_type },
  { "splat", splay_speed_board_get_type },
};

static GType
board_type (const char *game_id)
{
  for (gsize i = 0; game_id != NULL && i < G_N_ELEMENTS (registry); i++)
    if (g_str_equal (registry[i].game_id, game_id))
      return registry[i].get_type ();
  return G_TYPE_INVALID;
}

gboolean
splay_board_game_has_board (const char *game_id)
{
  return board_type (game_id) != G_TYPE_INVALID;
}

GtkWidget *
splay_board_new_for_game (SplayMatch *match)
{
  GtkWidget *board;
  GType type;

  g_return_val_if_fail (SPLAY_IS_MATCH (match), NULL);
  type = board_type (splay_match_get_rules (match)->id);
  if (type == G_TYPE_INVALID)
    return NULL;
  board = g_object_new (type, "match", match, NULL);
  /* Wherever it is shown (the window, a replay), its buttons read as
   * their labels say, once and without the mnemonic's underscore. */
  splay_a11y_fix_button_names (board);
  return board;
}
