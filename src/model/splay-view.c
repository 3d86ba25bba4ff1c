/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "splay-view-private.h"

G_DEFINE_BOXED_TYPE (SplayView, splay_view, splay_view_ref, splay_view_unref)

SplayView *
splay_view_new (const SplayRules *rules)
{
  SplayView *self = g_new0 (SplayView, 1);

  g_atomic_ref_count_init (&self->ref);
  self->rules = rules;
  self->seat = -1;
  self->last_seat = -1;
  return self;
}

SplayView *
splay_view_ref (SplayView *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref);
  return self;
}

void
splay_view_unref (SplayView *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref))
    return;
  g_free (self->state);
  for (int i = 0; i < SPLAY_MAX_SEATS; i++)
    g_free (self->names[i]);
  g_free (self->last_text);
  g_free (self->legal);
  g_free (self);
}

const SplayRules *
splay_view_get_rules (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->rules;
}

int
splay_view_get_seat (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, -1);
  return self->seat;
}

guint
splay_view_get_game_index (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->game_index;
}

guint
splay_view_get_n_games (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_games;
}

gconstpointer
splay_view_get_state (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->state;
}

gboolean
splay_view_get_revealed (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->revealed;
}

guint32
splay_view_get_actors (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->actors;
}

int
splay_view_get_first_actor (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, -1);
  return self->actors != 0 ? g_bit_nth_lsf (self->actors, -1) : -1;
}

gboolean
splay_view_may_act (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->seat >= 0 && !self->over && (self->actors >> self->seat) & 1;
}

guint
splay_view_get_n_actions (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_actions;
}

gboolean
splay_view_is_over (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->over;
}

const SplayResult *
splay_view_get_result (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->over ? &self->result : NULL;
}

gboolean
splay_view_is_match_over (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->match_over;
}

gboolean
splay_view_get_paused (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->paused;
}

gboolean
splay_view_get_stuck (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->stuck;
}

int
splay_view_get_n_seats (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_seats;
}

const char *
splay_view_get_name (const SplayView *self, int seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, NULL);
  return self->names[seat];
}

const char *const *
splay_view_get_names (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return (const char *const *) self->names;
}

gboolean
splay_view_seat_is_human (const SplayView *self, int seat)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, FALSE);
  return self->human[seat];
}

SplayLevel
splay_view_get_level (const SplayView *self, int seat)
{
  g_return_val_if_fail (self != NULL, SPLAY_LEVEL_MEDIUM);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, SPLAY_LEVEL_MEDIUM);
  return self->level[seat];
}

int
splay_view_get_n_humans (const SplayView *self)
{
  int n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (int i = 0; i < self->n_seats; i++)
    n += self->human[i];
  return n;
}

int
splay_view_get_total (const SplayView *self, int seat)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, 0);
  return self->totals[seat];
}

int
splay_view_get_target_points (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->target_points;
}

int
splay_view_get_max_games (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->max_games;
}

const char *
splay_view_get_last_text (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->last_text;
}

int
splay_view_get_last_seat (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, -1);
  return self->last_seat;
}

gboolean
splay_view_get_last_action (const SplayView *self, int *seat, SplayAction *action)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!self->last_known)
    return FALSE;
  if (seat != NULL)
    *seat = self->last_seat;
  if (action != NULL)
    *action = self->last_action;
  return TRUE;
}

int
splay_view_get_n_legal (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_legal;
}

const SplayAction *
splay_view_get_legal (const SplayView *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->legal;
}

gboolean
splay_view_is_legal (const SplayView *self, SplayAction action)
{
  g_return_val_if_fail (self != NULL, FALSE);
  for (int i = 0; i < self->n_legal; i++)
    if (self->legal[i] == action)
      return TRUE;
  return FALSE;
}

gboolean
splay_view_get_hint (const SplayView *self, SplayAction *out)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!self->has_hint)
    return FALSE;
  if (out != NULL)
    *out = self->hint;
  return TRUE;
}
