/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-hints-undo.c: the hints and the undo every board offers,
 * through the match. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "splay-board-internal.h"
#include "splay-board-private.h"
#include "../ai/ai.h"

gboolean
splay_board_offers_hints (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);
  const SplayRules *rules;

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  rules = splay_match_get_rules (priv->match);
  /* The races' hints are what can be played now (the match finds them). */
  return SPLAY_BOARD_GET_CLASS (self)->show_hint != NULL
         && (rules->realtime || splay_ai_level_available (rules, SPLAY_LEVEL_HARD))
         && splay_match_get_n_humans (priv->match) < splay_match_get_n_seats (priv->match);
}

gboolean
splay_board_can_hint (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return splay_board_offers_hints (self) && !splay_match_is_hint_pending (priv->match)
         && splay_match_can_hint (priv->match, splay_board_get_seat (self));
}

gboolean
splay_board_request_hint (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  if (!splay_board_offers_hints (self))
    return FALSE;
  /* The answer comes with the match's "hint-ready". */
  return splay_match_request_hint (priv->match, splay_board_get_seat (self));
}

gboolean
splay_board_get_hint (SplayBoard *self, SplayAction *out)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  /* The match keeps the hint; the board only shows it. */
  return splay_board_view_may_act (self) && splay_view_get_hint (priv->view, out);
}

void
splay_board_show_hint (SplayBoard *self, SplayAction action)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);
  SplayBoardClass *klass;

  g_return_if_fail (SPLAY_IS_BOARD (self));
  klass = SPLAY_BOARD_GET_CLASS (self);
  if (klass->show_hint == NULL || !splay_board_view_may_act (self)
      || !splay_view_is_legal (priv->view, action))
    return;
  klass->show_hint (self, priv->view, action);
  splay_board_redraw (self);
}

/* ---- undo ---- */

gboolean
splay_board_offers_undo (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);
  int humans;

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  /* As the match allows it: one person against the computer, turn by
   * turn. */
  humans = splay_match_get_n_humans (priv->match);
  return !splay_match_get_rules (priv->match)->realtime && humans == 1
         && humans < splay_match_get_n_seats (priv->match);
}

/* Undo or redo (@step) for the seat at the screen, where the board offers
 * them; a refusal is said. */
static gboolean
take_step (SplayBoard *self, gboolean (*step) (SplayMatch *, int, GError **))
{
  SplayBoardPrivate *priv = splay_board_get_private (self);
  g_autoptr (GError) error = NULL;

  if (!splay_board_offers_undo (self))
    return FALSE;
  if (step (priv->match, splay_board_get_seat (self), &error))
    return TRUE;
  splay_board_say (self, error->message);
  return FALSE;
}

static gboolean
may_step (SplayBoard *self, gboolean (*may) (SplayMatch *, int))
{
  SplayBoardPrivate *priv = splay_board_get_private (self);

  return splay_board_offers_undo (self) && !priv->covered && may (priv->match, priv->seat);
}

gboolean
splay_board_can_undo (SplayBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return may_step (self, splay_match_can_undo);
}

gboolean
splay_board_undo (SplayBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  /* The board follows by the match's "undone". */
  return take_step (self, splay_match_undo);
}

gboolean
splay_board_can_redo (SplayBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return may_step (self, splay_match_can_redo);
}

gboolean
splay_board_redo (SplayBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  /* The board follows by "action-applied", move by move. */
  return take_step (self, splay_match_redo);
}
