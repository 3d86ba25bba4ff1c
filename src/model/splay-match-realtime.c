/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-match-realtime.c: SplayMatch as the host of its race clock (see
 * SplayRealtimeHost in splay-realtime.h), through its public calls only. */
#include "config.h"

#include "splay-match-private.h"

static const SplayRules *
host_get_rules (gpointer match)
{
  return splay_match_get_rules (match);
}

static guint64
host_get_seed (gpointer match)
{
  return splay_match_get_seed (match);
}

static int
host_get_n_seats (gpointer match)
{
  return splay_match_get_n_seats (match);
}

static SplayPlayer *
host_get_player (gpointer match, int seat)
{
  return splay_match_get_player (match, seat);
}

static SplayGame *
host_get_current_game (gpointer match)
{
  return splay_match_get_current_game (match);
}

static guint
host_get_n_games (gpointer match)
{
  return splay_match_get_n_games (match);
}

static gboolean
host_get_paused (gpointer match)
{
  return splay_match_get_paused (match);
}

static gboolean
host_submit (gpointer match, int seat, SplayAction action, GError **error)
{
  return splay_match_submit (match, seat, action, SPLAY_MOVE_COMPUTER, error);
}

static void
host_computer_error (gpointer match, int seat, const char *message)
{
  g_signal_emit_by_name (match, "computer-error", seat, message);
}

const SplayRealtimeHost splay_match_realtime_host = {
  host_get_rules,   host_get_seed,   host_get_n_seats, host_get_player,     host_get_current_game,
  host_get_n_games, host_get_paused, host_submit,      host_computer_error,
};
