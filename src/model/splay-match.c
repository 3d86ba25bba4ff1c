/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "splay-match.h"
#include "splay-match-private.h"
#include "splay-view-private.h"

/* Seeds of the match's randomness: every number the match draws comes from
 * the match seed and a position in the match, never from the clock, so a
 * resumed match plays on exactly as it would have. */
#define SEED_DEAL 0              /* splay_seed_mix (seed, game, SEED_DEAL): the deal */
#define SEED_NEXT_DEAL 0xdea1ull /* next_deal's own draws (e.g. after a stalemate) */

G_DEFINE_FINAL_TYPE (SplayMatch, splay_match, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (SplayMoveSource, splay_move_source,
                    G_DEFINE_ENUM_VALUE (SPLAY_MOVE_POINTER, "pointer"),
                    G_DEFINE_ENUM_VALUE (SPLAY_MOVE_KEYBOARD, "keyboard"),
                    G_DEFINE_ENUM_VALUE (SPLAY_MOVE_COMPUTER, "computer"),
                    G_DEFINE_ENUM_VALUE (SPLAY_MOVE_REMOTE, "remote"),
                    G_DEFINE_ENUM_VALUE (SPLAY_MOVE_TEST, "test"),
                    G_DEFINE_ENUM_VALUE (SPLAY_MOVE_REDO, "redo"))

enum
{
  PROP_0,
  PROP_PAUSED,
  PROP_OVER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
guint splay_match_signals[SPLAY_MATCH_N_SIGNALS];


static void
splay_match_dispose (GObject *object)
{
  SplayMatch *self = SPLAY_MATCH (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  splay_match_cancel_computer (self);
  splay_match_cancel_hint (self);
  if (self->realtime != NULL)
    splay_realtime_detach (self->realtime);
  g_clear_object (&self->realtime);
  if (self->games != NULL)
    for (guint i = 0; i < self->games->len; i++)
      g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->games, i), self);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  for (int i = 0; i < SPLAY_MAX_SEATS; i++)
    g_clear_object (&self->players[i]);
  G_OBJECT_CLASS (splay_match_parent_class)->dispose (object);
}

static void
splay_match_finalize (GObject *object)
{
  SplayMatch *self = SPLAY_MATCH (object);

  g_clear_pointer (&self->results, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  G_OBJECT_CLASS (splay_match_parent_class)->finalize (object);
}

static void
splay_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayMatch *self = SPLAY_MATCH (object);

  switch (prop_id)
    {
    case PROP_PAUSED: g_value_set_boolean (value, self->paused); break;
    case PROP_OVER: g_value_set_boolean (value, self->over); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_match_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SplayMatch *self = SPLAY_MATCH (object);

  switch (prop_id)
    {
    case PROP_PAUSED: splay_match_set_paused (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_match_class_init (SplayMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = splay_match_dispose;
  object_class->finalize = splay_match_finalize;
  object_class->get_property = splay_match_get_property;
  object_class->set_property = splay_match_set_property;

  properties[PROP_PAUSED]
      = g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                              G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_OVER]
      = g_param_spec_boolean ("over", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  splay_match_signals[SPLAY_MATCH_GAME_STARTED]
      = g_signal_new ("game-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, SPLAY_TYPE_GAME);
  splay_match_signals[SPLAY_MATCH_ACTION_APPLIED]
      = g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 4, SPLAY_TYPE_GAME, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT);
  splay_match_signals[SPLAY_MATCH_GAME_OVER]
      = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, SPLAY_TYPE_GAME);
  splay_match_signals[SPLAY_MATCH_MATCH_OVER]
      = g_signal_new ("match-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 0);
  splay_match_signals[SPLAY_MATCH_COMPUTER_ERROR]
      = g_signal_new ("computer-error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  splay_match_signals[SPLAY_MATCH_HINT_READY]
      = g_signal_new ("hint-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 3, SPLAY_TYPE_GAME, G_TYPE_INT, G_TYPE_UINT);
  splay_match_signals[SPLAY_MATCH_UNDONE]
      = g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                      G_TYPE_NONE, 3, SPLAY_TYPE_GAME, G_TYPE_UINT, G_TYPE_UINT);
}

static void
splay_match_init (SplayMatch *self)
{
  self->last_source = SPLAY_MOVE_TEST;
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  self->results = g_array_new (FALSE, TRUE, sizeof (SplayResult));
  self->redo = g_array_new (FALSE, FALSE, sizeof (SplayMatchMove));
  self->hint_cancel_seat = -1;
}

SplayMatch *
splay_match_new (const SplayRules *rules, const SplaySettings *settings, guint64 seed,
                 SplayPlayer *const *players, int target_points, int max_games)
{
  SplayMatch *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (settings != NULL, NULL);
  g_return_val_if_fail (
      settings->n_seats >= rules->min_seats && settings->n_seats <= rules->max_seats, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (target_points >= 0 && max_games >= 0, NULL);

  self = g_object_new (SPLAY_TYPE_MATCH, NULL);
  self->rules = rules;
  self->settings = *settings;
  self->seed = seed;
  self->n_seats = settings->n_seats;
  for (int i = 0; i < self->n_seats; i++)
    {
      g_return_val_if_fail (SPLAY_IS_PLAYER (players[i]), self);
      self->players[i] = g_object_ref (players[i]);
    }
  self->target_points = target_points;
  /* With neither a target nor a number of games, it is a single game. */
  self->max_games = (target_points == 0 && max_games == 0) ? 1 : max_games;
  if (rules->realtime)
    self->realtime = splay_realtime_new (&splay_match_realtime_host, self);
  return self;
}

const SplayRules *
splay_match_get_rules (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), NULL);
  return self->rules;
}

const SplaySettings *
splay_match_get_settings (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), NULL);
  return &self->settings;
}

guint64
splay_match_get_seed (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  return self->seed;
}

int
splay_match_get_n_seats (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  return self->n_seats;
}

SplayPlayer *
splay_match_get_player (SplayMatch *self, int seat)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, NULL);
  return self->players[seat];
}

int
splay_match_get_target_points (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  return self->target_points;
}

int
splay_match_get_max_games (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  return self->max_games;
}

SplayGame *
splay_match_get_current_game (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), NULL);
  return self->games->len > 0 ? g_ptr_array_index (self->games, self->games->len - 1) : NULL;
}

guint
splay_match_get_n_games (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  return self->games->len;
}

SplayGame *
splay_match_get_game (SplayMatch *self, guint index)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->games->len, NULL);
  return g_ptr_array_index (self->games, index);
}

int
splay_match_get_game_points (SplayMatch *self, guint index, int seat)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, 0);
  if (index >= self->results->len)
    return 0;
  return g_array_index (self->results, SplayResult, index).points[seat];
}

int
splay_match_get_total (SplayMatch *self, int seat)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, 0);
  return self->totals[seat];
}

gboolean
splay_match_is_over (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  return self->over;
}

/* > 0 when seat @a stands ahead of seat @b: more points; in a match of one
 * game, then that game's tie-break (Splito: fewer cards), so the match ends
 * as its game did. Over several games equal totals share the place. 0 when
 * they share it. */
static int
compare_seats (SplayMatch *self, int a, int b)
{
  if (self->totals[a] != self->totals[b])
    return self->totals[a] > self->totals[b] ? 1 : -1;
  if (self->results->len == 1)
    {
      const SplayResult *only = &g_array_index (self->results, SplayResult, 0);
      if (only->tiebreak[a] != only->tiebreak[b])
        return only->tiebreak[a] > only->tiebreak[b] ? 1 : -1;
    }
  return 0;
}

void
splay_match_get_standings (SplayMatch *self, int *seats_out)
{
  g_return_if_fail (SPLAY_IS_MATCH (self));

  for (int i = 0; i < self->n_seats; i++)
    seats_out[i] = i;
  /* Insertion sort: stable, and there are at most eight seats. */
  for (int i = 1; i < self->n_seats; i++)
    for (int j = i; j > 0 && compare_seats (self, seats_out[j], seats_out[j - 1]) > 0; j--)
      {
        int t = seats_out[j];
        seats_out[j] = seats_out[j - 1];
        seats_out[j - 1] = t;
      }
}

int
splay_match_get_winner (SplayMatch *self)
{
  int order[SPLAY_MAX_SEATS];

  g_return_val_if_fail (SPLAY_IS_MATCH (self), -1);
  if (!self->over)
    return -1;
  splay_match_get_standings (self, order);
  if (self->n_seats > 1 && compare_seats (self, order[0], order[1]) == 0)
    return -1;
  return order[0];
}

int
splay_match_get_place (SplayMatch *self, int seat)
{
  int place = 1;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, 0);
  for (int other = 0; other < self->n_seats; other++)
    place += compare_seats (self, other, seat) > 0;
  return place;
}

gboolean
splay_match_seat_is_human (SplayMatch *self, int seat)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < self->n_seats, FALSE);
  return splay_player_is_human (self->players[seat]);
}

int
splay_match_get_n_humans (SplayMatch *self)
{
  int n = 0;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  for (int i = 0; i < self->n_seats; i++)
    n += splay_player_is_human (self->players[i]);
  return n;
}

/* Records a finished game's points and decides whether the match is over. */
static void
record_result (SplayMatch *self, SplayGame *game)
{
  SplayResult result;

  splay_game_get_result (game, &result);
  g_array_append_val (self->results, result);
  for (int i = 0; i < self->n_seats; i++)
    self->totals[i] += result.points[i];

  if (self->max_games > 0 && (int) self->games->len >= self->max_games)
    self->over = TRUE;
  if (self->target_points > 0)
    for (int i = 0; i < self->n_seats; i++)
      if (self->totals[i] >= self->target_points)
        self->over = TRUE;
}

static void
on_game_action_applied (SplayGame *game, int seat, guint action, guint index, SplayMatch *self)
{
  /* A computer's search started before this action looked at a position
   * that is gone (in Splito a person may choose while a computer thinks).
   * A hint holds until its own seat acts: what the others do in the
   * meantime is hidden from it (Splito) or cannot happen (turn-based). */
  splay_match_cancel_computer (self);
  if (seat == self->hint_cancel_seat)
    splay_match_cancel_hint (self);
  g_signal_emit (self, splay_match_signals[SPLAY_MATCH_ACTION_APPLIED], 0, game, seat, action,
                 index);
  if (!splay_game_is_over (game))
    splay_match_schedule_computer (self);
}

static void
on_game_over (SplayGame *game, SplayMatch *self)
{
  g_clear_handle_id (&self->computer_source, g_source_remove);
  splay_match_cancel_computer (self);
  splay_match_cancel_hint (self);
  if (self->realtime != NULL)
    splay_realtime_update (self->realtime); /* stops the clock */
  record_result (self, game);
  g_signal_emit (self, splay_match_signals[SPLAY_MATCH_GAME_OVER], 0, game);
  if (self->over)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
      g_signal_emit (self, splay_match_signals[SPLAY_MATCH_MATCH_OVER], 0);
    }
}

/* The settings and seed of game @index: a pure function of the match, so the
 * store can rebuild any game from the match row alone. */
static SplayGame *
make_game (SplayMatch *self, guint index)
{
  SplaySettings deal = self->settings;
  const SplayResult *previous = NULL;
  SplayGame *game;

  if (index > 0 && index - 1 < self->results->len)
    previous = &g_array_index (self->results, SplayResult, index - 1);
  if (self->rules->next_deal != NULL)
    self->rules->next_deal (&self->settings, (int) index, previous,
                            splay_seed_mix (self->seed, index, SEED_NEXT_DEAL), &deal);
  game = splay_game_new (self->rules, &deal, splay_seed_mix (self->seed, index, SEED_DEAL));
  g_ptr_array_add (self->games, game);
  return game;
}

static void
connect_game (SplayMatch *self, SplayGame *game)
{
  g_signal_connect_object (game, "action-applied", G_CALLBACK (on_game_action_applied), self, 0);
  g_signal_connect_object (game, "over", G_CALLBACK (on_game_over), self, 0);
}

void
splay_match_start_next_game (SplayMatch *self)
{
  SplayGame *current;
  SplayGame *game;

  g_return_if_fail (SPLAY_IS_MATCH (self));

  current = splay_match_get_current_game (self);
  if (current != NULL && !splay_game_is_over (current))
    {
      /* A resumed match: make sure the computer seats take up their turns. */
      splay_match_schedule_computer (self);
      return;
    }
  if (self->over)
    return;

  game = make_game (self, self->games->len);
  connect_game (self, game);
  self->computer_failed = FALSE;
  g_signal_emit (self, splay_match_signals[SPLAY_MATCH_GAME_STARTED], 0, game);
  splay_match_schedule_computer (self);
}

gboolean
splay_match_submit (SplayMatch *self, int seat, SplayAction action, SplayMoveSource source,
                    GError **error)
{
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  game = splay_match_get_current_game (self);
  if (game == NULL)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER, _("No game is in play."));
      return FALSE;
    }
  /* A seat is played from one place: a person's input never moves a
   * computer's seat, nor a computer a person's. (The rules check the seat
   * number itself.) */
  if (seat >= 0 && seat < self->n_seats && source != SPLAY_MOVE_TEST && source != SPLAY_MOVE_REDO
      && (source == SPLAY_MOVE_COMPUTER) == splay_player_is_human (self->players[seat]))
    {
      g_set_error (
          error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN,
          source == SPLAY_MOVE_COMPUTER
              /* Translators: a computer tried to move for a person (a bug); %s
                    * is the person */
              ? _("%s is played by a person, not by the computer.")
              /* Translators: a move made for a computer's seat; %s is the computer player */
              : _("%s is played by the computer."),
          splay_player_get_name (self->players[seat]));
      return FALSE;
    }
  /* Set before applying: "action-applied" is emitted from inside. */
  self->last_source = source;
  if (!splay_game_apply (game, seat, action, error))
    return FALSE;
  /* A move made instead of the ones taken back: they cannot follow it. */
  if (!self->redoing)
    g_array_set_size (self->redo, 0);
  return TRUE;
}

/* The one person at the table, or -1 (none, or several). */
static int
only_person (SplayMatch *self)
{
  int person = -1;

  for (int i = 0; i < self->n_seats; i++)
    if (splay_player_is_human (self->players[i]))
      {
        if (person >= 0)
          return -1;
        person = i;
      }
  return person;
}

/* The place in the current game's log of @seat's last action, or -1. */
static int
last_action_of (SplayGame *game, int seat)
{
  for (guint i = splay_game_get_n_actions (game); i > 0; i--)
    {
      int s;
      SplayAction a;

      splay_game_get_action (game, i - 1, &s, &a);
      if (s == seat)
        return (int) i - 1;
    }
  return -1;
}

gboolean
splay_match_can_undo (SplayMatch *self, int seat)
{
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  /* Turn-based games against the computer only: a race has no turns to
   * take back, and with several people at the screen taking back a move
   * would show the next person what the last one held. */
  if (self->rules->realtime || seat < 0 || seat != only_person (self))
    return FALSE;
  game = splay_match_get_current_game (self);
  return game != NULL && !splay_game_is_over (game) && last_action_of (game, seat) >= 0;
}

/* Keeps the moves @from to @before - 1 of @game, about to be taken back,
 * for redo: in front of those taken back before, if those follow them. */
static void
keep_for_redo (SplayMatch *self, SplayGame *game, guint from, guint before)
{
  guint index = self->games->len - 1;
  g_autoptr (GArray) taken
      = g_array_sized_new (FALSE, FALSE, sizeof (SplayMatchMove), before - from);

  if (self->redo_game != index || self->redo_at != before)
    g_array_set_size (self->redo, 0);
  for (guint i = from; i < before; i++)
    {
      SplayMatchMove m;

      splay_game_get_action (game, i, &m.seat, &m.action);
      g_array_append_val (taken, m);
    }
  g_array_prepend_vals (self->redo, taken->data, taken->len);
  self->redo_game = index;
  self->redo_at = from;
}

gboolean
splay_match_can_redo (SplayMatch *self, int seat)
{
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  /* Where undo is offered, and while the position is the one the moves
   * were taken back from. */
  if (self->rules->realtime || seat < 0 || seat != only_person (self) || self->redo->len == 0)
    return FALSE;
  game = splay_match_get_current_game (self);
  return game != NULL && !splay_game_is_over (game) && self->redo_game == self->games->len - 1
         && self->redo_at == splay_game_get_n_actions (game)
         && g_array_index (self->redo, SplayMatchMove, 0).seat == seat;
}

gboolean
splay_match_redo (SplayMatch *self, int seat, GError **error)
{
  SplayGame *game;
  guint n = 0;
  gboolean ok = TRUE;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  if (!splay_match_can_redo (self, seat))
    {
      g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                           _("There is no move of yours to play again."));
      return FALSE;
    }
  game = splay_match_get_current_game (self);
  /* @seat's move, and what the computers did after it, up to @seat's
   * next move: through the one path every move takes. The computers'
   * searches scheduled meanwhile are cancelled by each move, and the
   * last position's is scheduled by the last. */
  self->redoing = TRUE;
  while (ok && n < self->redo->len && !splay_game_is_over (game)
         && (n == 0 || g_array_index (self->redo, SplayMatchMove, n).seat != seat))
    {
      const SplayMatchMove *m = &g_array_index (self->redo, SplayMatchMove, n);

      ok = splay_match_submit (self, m->seat, m->action, SPLAY_MOVE_REDO, error);
      n += ok;
    }
  self->redoing = FALSE;
  if (!ok || splay_game_is_over (game))
    {
      /* The same moves from the same position: refused only if the game
       * changed its rules under them. Nothing is left to play again. */
      g_array_set_size (self->redo, 0);
      return ok;
    }
  g_array_remove_range (self->redo, 0, n);
  self->redo_at = splay_game_get_n_actions (game);
  return TRUE;
}

gboolean
splay_match_undo (SplayMatch *self, int seat, GError **error)
{
  SplayGame *game;
  guint before;
  int from;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  if (!splay_match_can_undo (self, seat))
    {
      g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                           _("There is no move of yours to take back in this deal."));
      return FALSE;
    }
  game = splay_match_get_current_game (self);
  before = splay_game_get_n_actions (game);
  from = last_action_of (game, seat);
  keep_for_redo (self, game, (guint) from, before);
  /* Nothing may move on the position being taken back. */
  g_clear_handle_id (&self->computer_source, g_source_remove);
  splay_match_cancel_computer (self);
  splay_match_cancel_hint (self);
  if (!splay_game_truncate (game, (guint) from, error))
    return FALSE;
  splay_game_set_n_undos (game, splay_game_get_n_undos (game) + 1);
  g_signal_emit (self, splay_match_signals[SPLAY_MATCH_UNDONE], 0, game, (guint) from, before);
  splay_match_schedule_computer (self);
  return TRUE;
}

SplayMoveSource
splay_match_get_last_source (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), SPLAY_MOVE_TEST);
  return self->last_source;
}

gboolean
splay_match_apply (SplayMatch *self, int seat, SplayAction action, GError **error)
{
  return splay_match_submit (self, seat, action, SPLAY_MOVE_TEST, error);
}

/* Whether @viewer may know the last move of @game itself, not only its
 * description: its own move, every move of a race or of a replay showing
 * every card, and a move that only one seat was to make (a turn-based game,
 * or the choice that completes a round of simultaneous choices, which the
 * round's reveal shows anyway). A choice made while others were still
 * choosing stays hidden. */
static gboolean
last_action_is_known (SplayMatch *self, SplayGame *game, int viewer, int seat)
{
  gconstpointer before = splay_game_get_previous_state (game);

  if (before == NULL)
    return FALSE;
  return seat == viewer || self->rules->realtime || splay_game_get_reveal (game)
         || __builtin_popcount (self->rules->actors (before)) <= 1;
}

SplayView *
splay_match_get_view (SplayMatch *self, int seat)
{
  SplayGame *game;
  SplayView *view;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat >= -1 && seat < self->n_seats, NULL);

  game = splay_match_get_current_game (self);
  view = splay_view_new (self->rules);
  view->seat = seat;
  view->n_games = self->games->len;
  view->game_index = self->games->len > 0 ? self->games->len - 1 : 0;
  view->n_seats = self->n_seats;
  for (int i = 0; i < self->n_seats; i++)
    {
      view->names[i] = g_strdup (splay_player_get_name (self->players[i]));
      view->human[i] = splay_player_is_human (self->players[i]);
      view->level[i] = splay_player_get_level (self->players[i]);
      view->totals[i] = self->totals[i];
    }
  view->target_points = self->target_points;
  view->max_games = self->max_games;
  view->match_over = self->over;
  view->paused = self->paused;
  if (game == NULL)
    return view;

  /* The state through the rules' own view (or, in a replay showing every
   * card, the whole of it): never the true state of a game in play. */
  view->state = g_malloc (self->rules->state_size);
  splay_game_view (game, seat, view->state);
  view->revealed = splay_game_get_reveal (game);
  view->actors = splay_game_get_actors (game);
  view->n_actions = splay_game_get_n_actions (game);
  view->over = splay_game_is_over (game);
  if (view->over)
    splay_game_get_result (game, &view->result);
  view->stuck = self->realtime != NULL && splay_realtime_is_stuck_now (self->realtime);

  view->last_text = splay_game_describe_last (game, (const char *const *) view->names);
  if (view->n_actions > 0)
    {
      splay_game_get_action (game, view->n_actions - 1, &view->last_seat, &view->last_action);
      view->last_known = last_action_is_known (self, game, seat, view->last_seat);
      if (!view->last_known)
        view->last_action = 0;
    }

  /* The seat's own moves are what it could try anyway; listing them from
   * the true state spares the board from guessing what a hidden card
   * allows. */
  if (seat >= 0 && !view->over && (view->actors >> seat) & 1)
    {
      SplayAction legal[SPLAY_MAX_ACTIONS];

      view->n_legal = self->rules->legal (splay_game_get_state (game), seat, legal);
      view->legal = g_memdup2 (legal, view->n_legal * sizeof (SplayAction));
      view->has_hint = splay_match_get_hint (self, seat, &view->hint);
    }
  return view;
}

void
splay_match_set_paused (SplayMatch *self, gboolean paused)
{
  g_return_if_fail (SPLAY_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    {
      /* A paused match must not move: a search in flight is dropped and
       * made again, with the same seed, when play resumes. */
      g_clear_handle_id (&self->computer_source, g_source_remove);
      splay_match_cancel_computer (self);
    }
  else
    splay_match_schedule_computer (self);
  /* A race's clock stops and starts with the match. */
  if (self->realtime != NULL)
    splay_realtime_update (self->realtime);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
splay_match_get_paused (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  return self->paused;
}

gboolean
splay_match_restore_game (SplayMatch *self, const int *seats, const SplayAction *actions,
                          guint n_actions, GError **error)
{
  SplayGame *current;
  SplayGame *game;
  gboolean ok;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  current = splay_match_get_current_game (self);
  if ((current != NULL && !splay_game_is_over (current)) || self->over)
    {
      g_set_error (
          error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER,
          _("A saved game follows one that never finished, or the match was already over."));
      return FALSE;
    }

  game = make_game (self, self->games->len);
  connect_game (self, game);
  ok = splay_game_replay (game, seats, actions, n_actions, error);
  if (splay_game_is_over (game))
    record_result (self, game);
  else if (self->realtime != NULL)
    /* A race resumed from a save waits until the person is ready for it. */
    splay_match_set_paused (self, TRUE);
  return ok;
}

SplayRealtime *
splay_match_get_realtime (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), NULL);
  return self->realtime;
}

gint64
splay_match_get_id (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);
  return self->id;
}

void
splay_match_set_id (SplayMatch *self, gint64 id)
{
  g_return_if_fail (SPLAY_IS_MATCH (self));
  self->id = id;
}

gboolean
splay_match_can_restart_deal (SplayMatch *self)
{
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  game = splay_match_get_current_game (self);
  /* A race's clock and its computers' timing belong to the deal as it was
   * played; a race is started again as a new match instead. */
  return !self->rules->realtime && game != NULL && !splay_game_is_over (game)
         && splay_game_get_n_actions (game) > 0;
}

gboolean
splay_match_restart_deal (SplayMatch *self, GError **error)
{
  SplayGame *game;
  guint before;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  if (!splay_match_can_restart_deal (self))
    {
      g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                           _("This deal cannot be started again."));
      return FALSE;
    }
  game = splay_match_get_current_game (self);
  before = splay_game_get_n_actions (game);
  /* A deal started again is played anew: nothing to redo. */
  g_array_set_size (self->redo, 0);
  /* As an undo of every move of the deal: nothing may move meanwhile, and
   * the store keeps the moves, marked as taken back. */
  g_clear_handle_id (&self->computer_source, g_source_remove);
  splay_match_cancel_computer (self);
  splay_match_cancel_hint (self);
  if (!splay_game_truncate (game, 0, error))
    return FALSE;
  splay_game_set_n_undos (game, splay_game_get_n_undos (game) + 1);
  g_signal_emit (self, splay_match_signals[SPLAY_MATCH_UNDONE], 0, game, 0u, before);
  splay_match_schedule_computer (self);
  return TRUE;
}
