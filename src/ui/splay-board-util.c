/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-board-util.h"

static const char *
name_of (SplayMatch *match, int seat)
{
  return splay_player_get_name (splay_match_get_player (match, seat));
}

char *
splay_board_try_apply (SplayMatch  *match,
                       int          seat,
                       int          covered_seat,
                       gboolean     name_turns,
                       SplayAction  action)
{
  SplayGame *game;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (SPLAY_IS_MATCH (match), NULL);

  game = splay_match_get_current_game (match);
  if (game == NULL || splay_game_is_over (game))
    return g_strdup (_("The game is over."));
  if (covered_seat >= 0)
    /* Translators: %s is a player name */
    return g_strdup_printf (_("%s must reveal their cards first."), name_of (match, covered_seat));
  if (seat < 0)
    return g_strdup (_("Only computer players are at this table."));
  if (splay_match_apply (match, seat, action, &error))
    return NULL;

  if (name_turns && g_error_matches (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN))
    {
      guint32 actors = splay_game_get_actors (game);

      /* The rules speak of seat numbers; the player knows names. */
      if (actors != 0)
        /* Translators: a move made out of turn; %s is whose turn it is */
        return g_strdup_printf (_("Please wait: it is %s’s turn."),
                                name_of (match, g_bit_nth_lsf (actors, -1)));
    }
  return g_strdup (error->message);
}
