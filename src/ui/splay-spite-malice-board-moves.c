/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-spite-malice-board-private.h"

/* The card held, whatever the hand that moves it (pointer, keyboard, a
 * hint): what may be picked up, where it may go, and playing it. */

gboolean
splay_spite_malice_board_is_legal (SplaySpiteMaliceBoard *self, SplayAction action)
{
  SplayBoard *board = SPLAY_BOARD (self);

  return splay_board_may_act (board) && splay_view_is_legal (splay_board_get_view (board), action);
}

/* Whether a legal action of the kinds wanted (a bit per kind) exists, for
 * @source alone if it is not 0. */
static gboolean
any_legal (SplaySpiteMaliceBoard *self, guint kinds, SplayAction source)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  const SplayAction *legal;

  if (!splay_board_may_act (SPLAY_BOARD (self)))
    return FALSE;
  legal = splay_view_get_legal (view);
  for (int i = 0; i < splay_view_get_n_legal (view); i++)
    if ((kinds >> SPITE_MALICE_ACTION_KIND (legal[i])) & 1
        && (source == 0 || ((legal[i] ^ source) & 0x00ffff00) == 0))
      return TRUE;
  return FALSE;
}

#define KINDS_BUILD ((1u << SPITE_MALICE_BUILD) | (1u << SPITE_MALICE_NEW))

/* Whether the source can go on a building pile (or start one). */
gboolean
splay_spite_malice_board_source_builds (SplaySpiteMaliceBoard *self, SplayAction source)
{
  return any_legal (self, KINDS_BUILD, source);
}

gboolean
splay_spite_malice_board_can_build (SplaySpiteMaliceBoard *self)
{
  return any_legal (self, ~(1u << SPITE_MALICE_DISCARD), 0);
}

gboolean
splay_spite_malice_board_can_discard (SplaySpiteMaliceBoard *self)
{
  return any_legal (self, 1u << SPITE_MALICE_DISCARD, 0);
}

int
splay_spite_malice_board_hand_n (SplaySpiteMaliceBoard *self)
{
  const SpiteMaliceState *s = table (self);
  int seat = splay_board_get_seat (SPLAY_BOARD (self));

  return seat >= 0 && s != NULL ? s->hand_n[seat] : 0;
}

/* The sources the keyboard visits, in order: the hand, the goal top, the
 * discard tops. */
int
splay_spite_malice_board_sources (SplaySpiteMaliceBoard *self, SplayAction *out)
{
  const SpiteMaliceState *s = table (self);
  int n = 0, seat = splay_board_get_seat (SPLAY_BOARD (self));

  if (seat < 0 || s == NULL)
    return 0;
  for (int i = 0; i < s->hand_n[seat]; i++)
    out[n++] = source_make (SPITE_MALICE_FROM_HAND, splay_card_rank (s->hand[seat][i]), 0, i);
  if (s->goal_n[seat] > 0)
    out[n++] = source_make (SPITE_MALICE_FROM_GOAL, 0, 0, 0);
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    if (s->disc_n[seat][d] > 0)
      out[n++] = source_make (SPITE_MALICE_FROM_DISCARD, d, 0, 0);
  return n;
}

/* Where the held card may be put, in order: the building piles that are not
 * complete, a new pile, and, for a hand card, the own discard piles. */
int
splay_spite_malice_board_targets (SplaySpiteMaliceBoard *self, int *out)
{
  const SpiteMaliceState *s = table (self);
  int n = 0;

  if (self->held == 0 || s == NULL)
    return 0;
  for (int p = 0; p < s->n_piles; p++)
    if (s->pile_n[p] < SPITE_MALICE_PILE_CARDS)
      out[n++] = p;
  if (s->unlimited)
    out[n++] = TARGET_NEW;
  if (SPITE_MALICE_ACTION_SRC (self->held) == SPITE_MALICE_FROM_HAND)
    for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
      out[n++] = TARGET_DISCARD + d;
  return n;
}

int
splay_spite_malice_board_current_target (SplaySpiteMaliceBoard *self)
{
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n = splay_spite_malice_board_targets (self, t);

  if (n == 0)
    return -1;
  return t[CLAMP (self->target_cursor, 0, n - 1)];
}

void
splay_spite_malice_board_drop_held (SplaySpiteMaliceBoard *self)
{
  self->held = 0;
  self->target_cursor = 0;
}

/* Every move goes through the rules: a refused one changes nothing and the
 * player is told why. */
gboolean
splay_spite_malice_board_play (SplaySpiteMaliceBoard *self, SplayAction action,
                               SplayMoveSource source)
{
  if (!splay_board_submit (SPLAY_BOARD (self), action, source))
    return FALSE;
  splay_spite_malice_board_drop_held (self);
  self->discard_step = FALSE;
  return TRUE;
}

/* Picks up @source, or puts it back if it is the one held. */
void
splay_spite_malice_board_hold (SplaySpiteMaliceBoard *self, SplayAction source,
                               SplayMoveSource from)
{
  int t[SPITE_MALICE_MAX_PILES + 1 + SPITE_MALICE_DISCARDS];
  int n;

  if (!splay_board_may_act (SPLAY_BOARD (self)))
    {
      /* Let the rules say why not (whose turn it is, the game is over). */
      splay_spite_malice_board_play (self, action_for (source, 0), from);
      return;
    }
  if (self->held == source)
    {
      splay_spite_malice_board_drop_held (self);
      return;
    }
  self->held = source;
  self->target_cursor = 0;
  /* The keyboard starts on the first place the card fits. */
  n = splay_spite_malice_board_targets (self, t);
  for (int i = 0; i < n; i++)
    if (splay_spite_malice_board_is_legal (self, action_for (source, t[i])))
      {
        self->target_cursor = i;
        break;
      }
  if (self->discard_step)
    for (int i = 0; i < n; i++)
      if (t[i] >= TARGET_DISCARD)
        {
          self->target_cursor = i;
          break;
        }
}

/* Puts the held card on @target; nothing held, nothing happens. */
void
splay_spite_malice_board_place (SplaySpiteMaliceBoard *self, int target, SplayMoveSource from)
{
  if (self->held == 0)
    {
      splay_board_say (
          SPLAY_BOARD (self),
          _("Pick up a card first: from your hand, your goal pile or the top of a discard pile."));
      return;
    }
  splay_spite_malice_board_play (self, action_for (self->held, target), from);
}

/* A double click plays a source on the first building pile it fits. */
void
splay_spite_malice_board_play_anywhere (SplaySpiteMaliceBoard *self, SplayAction source)
{
  SplayView *view = splay_board_get_view (SPLAY_BOARD (self));
  const SplayAction *legal = splay_view_get_legal (view);

  gboolean may = splay_board_may_act (SPLAY_BOARD (self));

  for (int i = 0; may && i < splay_view_get_n_legal (view); i++)
    {
      int kind = SPITE_MALICE_ACTION_KIND (legal[i]);
      if ((kind == SPITE_MALICE_BUILD || kind == SPITE_MALICE_NEW)
          && ((legal[i] ^ source) & 0x00ffff00) == 0)
        {
          splay_spite_malice_board_play (self, legal[i], SPLAY_MOVE_POINTER);
          return;
        }
    }
  /* Nowhere to go: let the rules say why, for the first pile. */
  splay_spite_malice_board_play (self, action_for (source, 0), SPLAY_MOVE_POINTER);
}

void
splay_spite_malice_board_set_source_cursor_to (SplaySpiteMaliceBoard *self, SplayAction source)
{
  SplayAction src[SPITE_MALICE_HAND + 1 + SPITE_MALICE_DISCARDS];
  int n = splay_spite_malice_board_sources (self, src);

  for (int i = 0; i < n; i++)
    if ((src[i] & 0x00ff00ff) == (source & 0x00ff00ff))
      self->source_cursor = i;
}
