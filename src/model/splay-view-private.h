/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-view-private.h: the fields of a SplayView, for the one function that
 * fills them (splay_match_get_view) and for splay-view.c. Nothing else
 * includes it: a view is read through its getters only. */
#pragma once

#include "splay-view.h"

struct _SplayView
{
  gatomicrefcount ref;
  const SplayRules *rules;
  int seat;
  guint game_index;
  guint n_games;
  gpointer state; /* rules->state_size bytes, or NULL before the first game */
  gboolean revealed;

  guint32 actors;
  guint n_actions;
  gboolean over;
  SplayResult result;
  gboolean match_over;
  gboolean paused;
  gboolean stuck;

  int n_seats;
  char *names[SPLAY_MAX_SEATS + 1];
  gboolean human[SPLAY_MAX_SEATS];
  SplayLevel level[SPLAY_MAX_SEATS];
  int totals[SPLAY_MAX_SEATS];
  int target_points;
  int max_games;

  char *last_text;
  int last_seat;
  gboolean last_known;
  SplayAction last_action;

  int n_legal;
  SplayAction *legal;
  gboolean has_hint;
  SplayAction hint;
};

/* A view with nothing filled in but @rules (and room for its state). */
SplayView *splay_view_new (const SplayRules *rules);
