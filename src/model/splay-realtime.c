/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "splay-realtime.h"
#include "../engine/speed-core.h"

/* A position in the match's stream of numbers that nothing else uses: the
 * reaction times are drawn from their own stream, so adding one changes no
 * choice. */
#define SEED_REACTION 0x4eac7ull

struct _SplayRealtime
{
  GObject parent_instance;
  const SplayRealtimeHost *host;
  gpointer match;  /* the host; not a reference: the match owns this object */
  SplayGame *game; /* the game the clock belongs to; compared, never used after it goes */

  gint64 base_ms;      /* game time when the clock last started or stopped */
  gint64 run_start_us; /* monotonic time it last started */
  gboolean running;
  gboolean stuck;
  double scale;

  gboolean has_plan[SPLAY_MAX_SEATS];
  SplayAction plan[SPLAY_MAX_SEATS];
  gint64 due[SPLAY_MAX_SEATS];
  guint timer;
};

G_DEFINE_FINAL_TYPE (SplayRealtime, splay_realtime, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RUNNING,
  PROP_STUCK,
  PROP_REACTION_SCALE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Reaction ranges per level, in ms: the slowest is easy to beat, the
 * fastest is quicker than most people but not beyond them.
 *
 * A race compounds small differences: over the few hundred moves of a game
 * the quicker side nearly always wins (splay-cli simulate, which orders the
 * moves by these times, gives expert over hard and hard over medium about
 * 399 games of 400). Played against a stand-in person who chooses as well
 * as the computer and takes a given time per move, the expert level of
 * 0.5-1.5 s lost only to a person averaging 1.0 s a move or better (39 %
 * at 1.0 s, none at 1.3 s): beyond most people over a whole game. At
 * 0.8-1.8 s a person averaging 1.2 s wins about 80 %, 1.3 s about half,
 * 1.5 s under a tenth: hard, but a quick player can beat it. Hard moved
 * with it to stay between expert and medium; easy at 3-5 s loses to
 * anyone who plays a card every 3 s. */
static const guint reaction_ranges[SPLAY_N_LEVELS][2] = {
  [SPLAY_LEVEL_RANDOM] = { 2000, 4000 }, [SPLAY_LEVEL_EASY] = { 3000, 5000 },
  [SPLAY_LEVEL_MEDIUM] = { 2000, 4000 }, [SPLAY_LEVEL_HARD] = { 1200, 2400 },
  [SPLAY_LEVEL_EXPERT] = { 800, 1800 },
};

void
splay_realtime_reaction_range (SplayLevel level, guint *min_ms, guint *max_ms)
{
  if ((int) level < 0 || level >= SPLAY_N_LEVELS)
    level = SPLAY_LEVEL_MEDIUM;
  *min_ms = reaction_ranges[level][0];
  *max_ms = reaction_ranges[level][1];
}

guint
splay_realtime_reaction_ms (guint64 match_seed, guint game_index, guint n_actions, int seat,
                            SplayLevel level)
{
  SplayRng rng;
  guint lo, hi;

  splay_realtime_reaction_range (level, &lo, &hi);
  splay_rng_init (&rng, splay_seed_mix (splay_seed_mix (match_seed, game_index, SEED_REACTION),
                                        (guint64) seat, n_actions));
  return lo + splay_rng_below (&rng, hi - lo + 1);
}

static gint64
now_ms (SplayRealtime *self)
{
  if (!self->running)
    return self->base_ms;
  return self->base_ms + (g_get_monotonic_time () - self->run_start_us) / 1000;
}

static void
set_clock (SplayRealtime *self, gint64 ms)
{
  self->base_ms = ms;
  self->run_start_us = g_get_monotonic_time ();
}

static void
set_running (SplayRealtime *self, gboolean running)
{
  if (self->running == running)
    return;
  /* Stopping keeps the time reached; starting goes on from it. */
  set_clock (self, now_ms (self));
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
clear_plans (SplayRealtime *self)
{
  for (int i = 0; i < SPLAY_MAX_SEATS; i++)
    self->has_plan[i] = FALSE;
}

/* Each computer seat that may act looks at @state, the table after
 * @n_actions actions of game @game_index, at game time @now. */
static void
replan_state (SplayRealtime *self, gconstpointer state, guint game_index, guint n_actions,
              gint64 now)
{
  const SplayRules *rules = self->host->get_rules (self->match);
  guint64 seed = self->host->get_seed (self->match);
  guint32 actors = rules->actors (state);

  for (int seat = 0; seat < self->host->get_n_seats (self->match); seat++)
    {
      SplayPlayer *player = self->host->get_player (self->match, seat);
      SplayLevel level = splay_player_get_level (player);
      SplayAction action;

      if (splay_player_is_human (player) || !((actors >> seat) & 1))
        {
          self->has_plan[seat] = FALSE;
          continue;
        }
      /* A move already on its way goes on while it still fits. */
      if (self->has_plan[seat] && splay_rules_is_legal (rules, state, seat, self->plan[seat]))
        continue;
      if (!splay_ai_choose (
              rules, state, seat, level,
              splay_seed_mix (seed, game_index, ((guint64) (seat + 1) << 32) | (n_actions + 1)),
              &action))
        {
          self->has_plan[seat] = FALSE;
          continue;
        }
      self->has_plan[seat] = TRUE;
      self->plan[seat] = action;
      self->due[seat] = now;
      /* Saying Ready takes no thought. */
      if (SPEED_ACTION_KIND (action) != SPEED_READY)
        self->due[seat]
            += (gint64) (splay_realtime_reaction_ms (seed, game_index, n_actions, seat, level)
                         * self->scale);
    }
}

/* Each computer seat that may act looks at the table. */
static void
replan (SplayRealtime *self)
{
  if (self->game == NULL || splay_game_is_over (self->game))
    {
      clear_plans (self);
      return;
    }
  replan_state (self, splay_game_get_state (self->game), self->host->get_n_games (self->match) - 1,
                splay_game_get_n_actions (self->game), now_ms (self));
}

/* The computer seat whose move falls due first, no later than @limit; -1 if none. */
static int
next_due (SplayRealtime *self, gint64 limit)
{
  int best = -1;

  for (int seat = 0; seat < SPLAY_MAX_SEATS; seat++)
    if (self->has_plan[seat] && self->due[seat] <= limit
        && (best < 0 || self->due[seat] < self->due[best]))
      best = seat;
  return best;
}

/* Makes every move due by @limit, in time order. Each one changes the table,
 * which makes the others look again (splay_realtime_update () is called
 * back through the match). */
static guint
fire_due (SplayRealtime *self, gint64 limit)
{
  guint made = 0;
  int seat;

  /* Every move is one more action, so the loop ends with the game; the
   * bound only guards against a bug looping. */
  while ((seat = next_due (self, limit)) >= 0 && made < 100000)
    {
      g_autoptr (GError) error = NULL;
      SplayGame *game = self->game;

      self->has_plan[seat] = FALSE;
      if (game == NULL || splay_game_is_over (game))
        break;
      if (!self->host->submit (self->match, seat, self->plan[seat], &error))
        {
          /* Plans are checked on every change, so this is a bug: the
           * computer is asked again rather than left waiting. */
          g_warning ("Computer player at seat %d made an illegal move: %s", seat, error->message);
          self->host->computer_error (self->match, seat, error->message);
          return made;
        }
      made++;
    }
  return made;
}

static void reschedule (SplayRealtime *self);

static gboolean
timer_cb (gpointer data)
{
  SplayRealtime *self = data;

  self->timer = 0;
  if (self->running)
    fire_due (self, now_ms (self));
  reschedule (self);
  return G_SOURCE_REMOVE;
}

static void
reschedule (SplayRealtime *self)
{
  int seat;
  gint64 wait;

  g_clear_handle_id (&self->timer, g_source_remove);
  if (!self->running || (seat = next_due (self, G_MAXINT64)) < 0)
    return;
  wait = MAX (self->due[seat] - now_ms (self), 0);
  self->timer = g_timeout_add ((guint) MIN (wait, G_MAXINT), timer_cb, self);
}

void
splay_realtime_update (SplayRealtime *self)
{
  SplayGame *game;
  gboolean stuck;

  g_return_if_fail (SPLAY_IS_REALTIME (self));
  if (self->match == NULL)
    return;

  game = self->host->get_current_game (self->match);
  if (game != self->game)
    {
      /* A new game: its clock starts at zero. */
      self->game = game;
      clear_plans (self);
      set_clock (self, 0);
    }
  set_running (self,
               game != NULL && !splay_game_is_over (game) && !self->host->get_paused (self->match));

  stuck = game != NULL && speed_nobody_can_move (splay_game_get_state (game));
  if (stuck != self->stuck)
    {
      self->stuck = stuck;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STUCK]);
    }

  replan (self);
  reschedule (self);
}

void
splay_realtime_detach (SplayRealtime *self)
{
  g_return_if_fail (SPLAY_IS_REALTIME (self));
  g_clear_handle_id (&self->timer, g_source_remove);
  self->match = NULL;
  self->game = NULL;
  clear_plans (self);
}

static void
splay_realtime_dispose (GObject *object)
{
  splay_realtime_detach (SPLAY_REALTIME (object));
  G_OBJECT_CLASS (splay_realtime_parent_class)->dispose (object);
}

static void
splay_realtime_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayRealtime *self = SPLAY_REALTIME (object);

  switch (prop_id)
    {
    case PROP_RUNNING: g_value_set_boolean (value, self->running); break;
    case PROP_STUCK: g_value_set_boolean (value, self->stuck); break;
    case PROP_REACTION_SCALE: g_value_set_double (value, self->scale); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_realtime_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SplayRealtime *self = SPLAY_REALTIME (object);

  switch (prop_id)
    {
    case PROP_REACTION_SCALE:
      splay_realtime_set_reaction_scale (self, g_value_get_double (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_realtime_class_init (SplayRealtimeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = splay_realtime_dispose;
  object_class->get_property = splay_realtime_get_property;
  object_class->set_property = splay_realtime_set_property;

  properties[PROP_RUNNING]
      = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_STUCK]
      = g_param_spec_boolean ("stuck", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_REACTION_SCALE]
      = g_param_spec_double ("reaction-scale", NULL, NULL, 0.0, 100.0, 1.0,
                             G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
splay_realtime_init (SplayRealtime *self)
{
  const char *env = g_getenv ("SPLAY_REACTION_SCALE");

  self->scale = 1.0;
  if (env != NULL && *env != '\0')
    {
      double v = g_ascii_strtod (env, NULL);
      if (v >= 0.0 && v <= 100.0)
        self->scale = v;
    }
}

SplayRealtime *
splay_realtime_new (const SplayRealtimeHost *host, gpointer match)
{
  SplayRealtime *self;

  g_return_val_if_fail (host != NULL && match != NULL, NULL);

  self = g_object_new (SPLAY_TYPE_REALTIME, NULL);
  self->host = host;
  self->match = match;
  return self;
}

gint64
splay_realtime_get_time_ms (SplayRealtime *self)
{
  g_return_val_if_fail (SPLAY_IS_REALTIME (self), 0);
  return now_ms (self);
}

void
splay_realtime_set_time_ms (SplayRealtime *self, gint64 ms)
{
  g_return_if_fail (SPLAY_IS_REALTIME (self));
  g_return_if_fail (ms >= 0);

  /* The time belongs to the game in play now, so the next update does not
   * take it for a new game and start from zero. */
  if (self->match != NULL)
    self->game = self->host->get_current_game (self->match);
  set_clock (self, ms);
  clear_plans (self);
  if (self->match != NULL)
    splay_realtime_update (self);
}

void
splay_realtime_restore (SplayRealtime *self, const gint64 *times_ms, guint n_times)
{
  const SplayRules *rules;
  SplayGame *game;
  g_autofree guint8 *state = NULL;
  guint game_index, n_actions;
  gint64 time = 0;

  g_return_if_fail (SPLAY_IS_REALTIME (self));
  g_return_if_fail (n_times == 0 || times_ms != NULL);
  if (self->match == NULL)
    return;

  game = self->host->get_current_game (self->match);
  self->game = game;
  clear_plans (self);
  if (game == NULL)
    return;

  /* The plans in force now are those the computers made as the game went,
   * each at the time of the action that made them look again; a plan made
   * afresh at the time of the resume would fall due at another time, and
   * the race would go on differently from one that was never stopped. So
   * the game is played again on a scratch table, looking again after every
   * action at its saved time, exactly as fire_due () and replan () did. */
  rules = self->host->get_rules (self->match);
  game_index = self->host->get_n_games (self->match) - 1;
  n_actions = splay_game_get_n_actions (game);
  state = g_malloc0 (rules->state_size);
  rules->init (state, splay_game_get_settings (game), splay_game_get_seed (game));
  if (!rules->is_over (state))
    replan_state (self, state, game_index, 0, 0);
  for (guint i = 0; i < n_actions; i++)
    {
      int seat;
      SplayAction action;

      splay_game_get_action (game, i, &seat, &action);
      /* A time missing or out of order (a damaged row) keeps the last good one. */
      if (i < n_times && times_ms[i] >= time)
        time = times_ms[i];
      if (seat >= 0 && seat < SPLAY_MAX_SEATS)
        self->has_plan[seat] = FALSE; /* the seat that moved looks afresh */
      if (!rules->apply (state, seat, action, NULL))
        break; /* cannot happen: the game was rebuilt from the same log */
      if (!rules->is_over (state))
        replan_state (self, state, game_index, i + 1, time);
    }
  set_clock (self, time);
  splay_realtime_update (self);
}

gboolean
splay_realtime_get_running (SplayRealtime *self)
{
  g_return_val_if_fail (SPLAY_IS_REALTIME (self), FALSE);
  return self->running;
}

gboolean
splay_realtime_is_stuck_now (SplayRealtime *self)
{
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_REALTIME (self), FALSE);
  game = self->match != NULL ? self->host->get_current_game (self->match) : NULL;
  return game != NULL && !splay_game_is_over (game)
         && speed_nobody_can_move (splay_game_get_state (game));
}

gboolean
splay_realtime_get_stuck (SplayRealtime *self)
{
  g_return_val_if_fail (SPLAY_IS_REALTIME (self), FALSE);
  return self->stuck;
}

void
splay_realtime_set_reaction_scale (SplayRealtime *self, double scale)
{
  g_return_if_fail (SPLAY_IS_REALTIME (self));
  g_return_if_fail (scale >= 0.0);

  if (self->scale == scale)
    return;
  self->scale = scale;
  /* Moves already planned keep their time; the next ones use the new scale. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REACTION_SCALE]);
}

double
splay_realtime_get_reaction_scale (SplayRealtime *self)
{
  g_return_val_if_fail (SPLAY_IS_REALTIME (self), 1.0);
  return self->scale;
}

gboolean
splay_realtime_get_plan (SplayRealtime *self, int seat, SplayAction *action, gint64 *due_ms)
{
  g_return_val_if_fail (SPLAY_IS_REALTIME (self), FALSE);
  if (seat < 0 || seat >= SPLAY_MAX_SEATS || !self->has_plan[seat])
    return FALSE;
  if (action != NULL)
    *action = self->plan[seat];
  if (due_ms != NULL)
    *due_ms = self->due[seat];
  return TRUE;
}

guint
splay_realtime_advance (SplayRealtime *self, gint64 ms)
{
  gint64 target;
  guint made = 0;
  int seat;

  g_return_val_if_fail (SPLAY_IS_REALTIME (self), 0);
  g_return_val_if_fail (ms >= 0, 0);

  target = now_ms (self) + ms;
  /* Step the clock to each move's time, so later plans are made at the
   * time they would have been. */
  while ((seat = next_due (self, target)) >= 0)
    {
      guint n;
      if (self->due[seat] > now_ms (self))
        set_clock (self, self->due[seat]);
      n = fire_due (self, now_ms (self));
      if (n == 0)
        break;
      made += n;
    }
  if (target > now_ms (self))
    set_clock (self, target);
  reschedule (self);
  return made;
}
