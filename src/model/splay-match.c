/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "splay-match.h"
#include "splay-realtime.h"

/* Seeds of the match's randomness: every number the match draws comes from
 * the match seed and a position in the match, never from the clock, so a
 * resumed match plays on exactly as it would have. */
#define SEED_DEAL      0  /* splay_seed_mix (seed, game, SEED_DEAL): the deal */
#define SEED_NEXT_DEAL 0xdea1ull /* next_deal's own draws (e.g. after a stalemate) */

struct _SplayMatch
{
  GObject           parent_instance;
  const SplayRules *rules;
  SplaySettings     settings;
  guint64           seed;
  int               n_seats;
  SplayPlayer      *players[SPLAY_MAX_SEATS];
  int               target_points;
  int               max_games;

  GPtrArray        *games;    /* SplayGame, in order */
  GArray           *results;  /* SplayResult of each finished game */
  int               totals[SPLAY_MAX_SEATS];
  gboolean          over;

  gboolean          paused;
  guint             computer_delay;
  guint             computer_source;
  gboolean          computer_failed;
  SplayRealtime    *realtime; /* real-time games: the clock and the computers' timing */
  gint64            id;
};

G_DEFINE_FINAL_TYPE (SplayMatch, splay_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PAUSED,
  PROP_OVER,
  N_PROPS
};

enum {
  GAME_STARTED,
  ACTION_APPLIED,
  GAME_OVER,
  MATCH_OVER,
  COMPUTER_ERROR,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule_computer (SplayMatch *self);

static void
splay_match_dispose (GObject *object)
{
  SplayMatch *self = SPLAY_MATCH (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
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
  G_OBJECT_CLASS (splay_match_parent_class)->finalize (object);
}

static void
splay_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayMatch *self = SPLAY_MATCH (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_OVER:
      g_value_set_boolean (value, self->over);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_match_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SplayMatch *self = SPLAY_MATCH (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      splay_match_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
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

  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[GAME_STARTED] =
    g_signal_new ("game-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, SPLAY_TYPE_GAME);
  signals[ACTION_APPLIED] =
    g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                  SPLAY_TYPE_GAME, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT);
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, SPLAY_TYPE_GAME);
  signals[MATCH_OVER] =
    g_signal_new ("match-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[COMPUTER_ERROR] =
    g_signal_new ("computer-error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
splay_match_init (SplayMatch *self)
{
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
  self->results = g_array_new (FALSE, TRUE, sizeof (SplayResult));
}

SplayMatch *
splay_match_new (const SplayRules    *rules,
                 const SplaySettings *settings,
                 guint64              seed,
                 SplayPlayer *const  *players,
                 int                  target_points,
                 int                  max_games)
{
  SplayMatch *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (settings != NULL, NULL);
  g_return_val_if_fail (settings->n_seats >= rules->min_seats &&
                        settings->n_seats <= rules->max_seats, NULL);
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
    self->realtime = splay_realtime_new (self);
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

void
splay_match_get_standings (SplayMatch *self, int *seats_out)
{
  g_return_if_fail (SPLAY_IS_MATCH (self));

  for (int i = 0; i < self->n_seats; i++)
    seats_out[i] = i;
  /* Insertion sort: stable, and there are at most eight seats. */
  for (int i = 1; i < self->n_seats; i++)
    for (int j = i; j > 0 && self->totals[seats_out[j]] > self->totals[seats_out[j - 1]]; j--)
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
  if (self->n_seats > 1 && self->totals[order[0]] == self->totals[order[1]])
    return -1;
  return order[0];
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
on_game_action_applied (SplayGame  *game,
                        int         seat,
                        guint       action,
                        guint       index,
                        SplayMatch *self)
{
  g_signal_emit (self, signals[ACTION_APPLIED], 0, game, seat, action, index);
  if (!splay_game_is_over (game))
    schedule_computer (self);
}

static void
on_game_over (SplayGame  *game,
              SplayMatch *self)
{
  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (self->realtime != NULL)
    splay_realtime_update (self->realtime); /* stops the clock */
  record_result (self, game);
  g_signal_emit (self, signals[GAME_OVER], 0, game);
  if (self->over)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
      g_signal_emit (self, signals[MATCH_OVER], 0);
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
      schedule_computer (self);
      return;
    }
  if (self->over)
    return;

  game = make_game (self, self->games->len);
  connect_game (self, game);
  self->computer_failed = FALSE;
  g_signal_emit (self, signals[GAME_STARTED], 0, game);
  schedule_computer (self);
}

gboolean
splay_match_apply (SplayMatch   *self,
                   int           seat,
                   SplayAction   action,
                   GError      **error)
{
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  game = splay_match_get_current_game (self);
  if (game == NULL)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER,
                   _("No game is in play."));
      return FALSE;
    }
  return splay_game_apply (game, seat, action, error);
}

/* The lowest computer seat that may act now, or -1. */
static int
computer_to_act (SplayMatch *self)
{
  SplayGame *game = splay_match_get_current_game (self);
  guint32 actors;

  if (game == NULL || splay_game_is_over (game))
    return -1;
  actors = splay_game_get_actors (game);
  for (int i = 0; i < self->n_seats; i++)
    if ((actors >> i) & 1 && !splay_player_is_human (self->players[i]))
      return i;
  return -1;
}

/* Makes one computer move. FALSE if none was made. */
static gboolean
computer_move (SplayMatch *self)
{
  SplayGame *game = splay_match_get_current_game (self);
  g_autoptr (GError) error = NULL;
  guint64 seed;
  SplayAction action;
  int seat = computer_to_act (self);

  if (seat < 0 || self->computer_failed)
    return FALSE;

  seed = splay_seed_mix (self->seed, self->games->len - 1, splay_game_get_n_actions (game) + 1);
  if (!splay_ai_choose (self->rules, splay_game_get_state (game), seat,
                        splay_player_get_level (self->players[seat]), seed, &action))
    {
      self->computer_failed = TRUE;
      g_signal_emit (self, signals[COMPUTER_ERROR], 0, seat, "no move");
      return FALSE;
    }
  if (!splay_game_apply (game, seat, action, &error))
    {
      /* A computer player that proposes an illegal move is a bug; stopping
       * is better than asking it again forever. */
      self->computer_failed = TRUE;
      g_warning ("Computer player at seat %d made an illegal move: %s", seat, error->message);
      g_signal_emit (self, signals[COMPUTER_ERROR], 0, seat, error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
computer_timeout_cb (gpointer data)
{
  SplayMatch *self = data;

  self->computer_source = 0;
  if (!self->paused)
    computer_move (self); /* its action-applied handler schedules the next */
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (SplayMatch *self)
{
  /* In a race every computer seat acts on its own clock. */
  if (self->realtime != NULL)
    {
      splay_realtime_update (self->realtime);
      return;
    }
  if (self->paused || self->computer_source != 0 || computer_to_act (self) < 0)
    return;
  if (self->computer_delay == 0)
    self->computer_source = g_idle_add (computer_timeout_cb, self);
  else
    self->computer_source = g_timeout_add (self->computer_delay, computer_timeout_cb, self);
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
    g_clear_handle_id (&self->computer_source, g_source_remove);
  else
    schedule_computer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

gboolean
splay_match_get_paused (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  return self->paused;
}

void
splay_match_set_computer_delay (SplayMatch *self, guint ms)
{
  g_return_if_fail (SPLAY_IS_MATCH (self));
  self->computer_delay = ms;
}

guint
splay_match_run_computers (SplayMatch *self)
{
  guint n = 0;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), 0);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  while (computer_move (self))
    {
      n++;
      /* The action handler may have scheduled a timed move; this loop makes
       * them all now instead. */
      g_clear_handle_id (&self->computer_source, g_source_remove);
    }
  return n;
}

gboolean
splay_match_restore_game (SplayMatch        *self,
                          const int         *seats,
                          const SplayAction *actions,
                          guint              n_actions,
                          GError           **error)
{
  SplayGame *current;
  SplayGame *game;
  gboolean ok;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);

  current = splay_match_get_current_game (self);
  if ((current != NULL && !splay_game_is_over (current)) || self->over)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER,
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
