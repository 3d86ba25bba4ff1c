/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-match-computer.c: SplayMatch's computer players and hints: which
 * computer acts, its search on a worker thread, holding its move while a
 * board shows the last one, and the hints for a person. */
#include "config.h"

#include "splay-match-private.h"

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

/* The seed of a computer's choice: the match seed, the game and the action
 * number, nothing else, so a resumed match plays on identically. */
static guint64
choice_seed (SplayMatch *self, SplayGame *game)
{
  return splay_seed_mix (self->seed, self->games->len - 1, splay_game_get_n_actions (game) + 1);
}

/* Applies a computer's choice. FALSE (and the computer stops) if there was
 * none or the rules refused it: either is a bug, and stopping is better than
 * asking it again forever. */
static gboolean
computer_apply (SplayMatch *self, int seat, gboolean found, SplayAction action)
{
  g_autoptr (GError) error = NULL;

  if (!found)
    {
      self->computer_failed = TRUE;
      g_signal_emit (self, splay_match_signals[SPLAY_MATCH_COMPUTER_ERROR], 0, seat, "no move");
      return FALSE;
    }
  if (!splay_match_submit (self, seat, action, SPLAY_MOVE_COMPUTER, &error))
    {
      self->computer_failed = TRUE;
      g_warning ("Computer player at seat %d made an illegal move: %s", seat, error->message);
      g_signal_emit (self, splay_match_signals[SPLAY_MATCH_COMPUTER_ERROR], 0, seat,
                     error->message);
      return FALSE;
    }
  return TRUE;
}

/* Makes one computer move on this thread. FALSE if none was made. */
static gboolean
computer_move (SplayMatch *self)
{
  SplayGame *game = splay_match_get_current_game (self);
  SplayAction action = 0;
  gboolean found;
  int seat = computer_to_act (self);

  if (seat < 0 || self->computer_failed)
    return FALSE;
  found = splay_ai_choose (self->rules, splay_game_get_state (game), seat,
                           splay_player_get_level (self->players[seat]), choice_seed (self, game),
                           &action);
  return computer_apply (self, seat, found, action);
}

/* ---- searches on a worker thread ----
 *
 * The hard and expert levels think for a tenth of a second or more; on the
 * main thread the window would stall that long. A job searches a copy of the
 * state on a worker thread and hands its action back to the main thread,
 * which applies it only if the game is still at the position the job was
 * given (its game and action count). The job holds the match weakly: a
 * match closed meanwhile is freed, and the late result is dropped. The
 * choice depends on the copy and the seed alone, so it is the same action
 * splay_match_run_computers would make. */

typedef struct
{
  GWeakRef match;
  GCancellable *cancellable;
  guint game_index;
  guint n_actions;
  const SplayRules *rules;
  gpointer state;
  int seat;
  SplayLevel level;
  guint64 seed;
  gboolean hint;
  gboolean found;
  SplayAction action;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  g_weak_ref_clear (&job->match);
  g_clear_object (&job->cancellable);
  g_free (job->state);
  g_free (job);
}

static void
job_run (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;

  if (!g_cancellable_is_cancelled (cancellable))
    job->found
        = splay_ai_choose (job->rules, job->state, job->seat, job->level, job->seed, &job->action);
  g_task_return_boolean (task, TRUE);
}

/* Whether a hint worked out at action @n_actions of game @game_index for
 * @seat still holds: the same game in play, and @seat has not acted since
 * (but may act). */
static gboolean
hint_holds (SplayMatch *self, guint game_index, guint n_actions, int seat)
{
  SplayGame *game = splay_match_get_current_game (self);

  return game != NULL && !splay_game_is_over (game) && game_index == self->games->len - 1
         && !splay_game_seat_acted_since (game, seat, n_actions)
         && (splay_game_get_actors (game) >> seat & 1);
}

/* Whether the job's position is still the current one. */
static gboolean
job_is_current (SplayMatch *self, Job *job)
{
  SplayGame *game = splay_match_get_current_game (self);

  return game != NULL && !splay_game_is_over (game) && job->game_index == self->games->len - 1
         && job->n_actions == splay_game_get_n_actions (game);
}

static void job_done (GObject *source, GAsyncResult *result, gpointer user_data);

static Job *
job_start (SplayMatch *self, int seat, gboolean hint)
{
  SplayGame *game = splay_match_get_current_game (self);
  g_autoptr (GTask) task = NULL;
  Job *job = g_new0 (Job, 1);

  g_weak_ref_init (&job->match, self);
  job->cancellable = g_cancellable_new ();
  job->game_index = self->games->len - 1;
  job->n_actions = splay_game_get_n_actions (game);
  job->rules = self->rules;
  job->state = g_malloc (self->rules->state_size);
  splay_rules_copy_state (self->rules, job->state, splay_game_get_state (game));
  job->seat = seat;
  job->level = hint ? SPLAY_LEVEL_HARD : splay_player_get_level (self->players[seat]);
  /* A hint is the move that level would make in this seat now. */
  job->seed = choice_seed (self, game);
  job->hint = hint;

  task = g_task_new (NULL, job->cancellable, job_done, NULL);
  g_task_set_source_tag (task, job_start);
  g_task_set_task_data (task, job, job_free);
  g_task_run_in_thread (task, job_run);
  return job;
}

static void
job_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (SplayMatch) self = g_weak_ref_get (&job->match);

  if (self == NULL || g_cancellable_is_cancelled (job->cancellable))
    return;

  if (job->hint)
    {
      SplayGame *game;

      if (self->hint_cancel != job->cancellable)
        return;
      g_clear_object (&self->hint_cancel);
      self->hint_cancel_seat = -1;
      if (!hint_holds (self, job->game_index, job->n_actions, job->seat) || !job->found)
        return;
      game = splay_match_get_current_game (self);
      self->hint_known = TRUE;
      self->hint_game = job->game_index;
      self->hint_n_actions = job->n_actions;
      self->hint_seat = job->seat;
      self->hint_action = job->action;
      splay_game_set_n_hints (game, splay_game_get_n_hints (game) + 1);
      g_signal_emit (self, splay_match_signals[SPLAY_MATCH_HINT_READY], 0, game, job->seat,
                     (guint) job->action);
      return;
    }

  if (self->computer_cancel != job->cancellable)
    return;
  g_clear_object (&self->computer_cancel);
  if (self->paused || self->computer_failed || !job_is_current (self, job)
      || computer_to_act (self) != job->seat)
    {
      splay_match_schedule_computer (self);
      return;
    }
  if (self->holds > 0)
    {
      /* A board still shows the last move: this one waits for it. */
      self->held_valid = TRUE;
      self->held_seat = job->seat;
      self->held_found = job->found;
      self->held_action = job->action;
      self->held_game = job->game_index;
      self->held_n_actions = job->n_actions;
      return;
    }
  /* Its "action-applied" schedules the next move. */
  computer_apply (self, job->seat, job->found, job->action);
}

void
splay_match_cancel_computer (SplayMatch *self)
{
  self->held_valid = FALSE;
  if (self->computer_cancel == NULL)
    return;
  g_cancellable_cancel (self->computer_cancel);
  g_clear_object (&self->computer_cancel);
}

void
splay_match_cancel_hint (SplayMatch *self)
{
  if (self->hint_cancel == NULL)
    return;
  g_cancellable_cancel (self->hint_cancel);
  g_clear_object (&self->hint_cancel);
  self->hint_cancel_seat = -1;
}

static gboolean
computer_timeout_cb (gpointer data)
{
  SplayMatch *self = data;
  int seat;

  self->computer_source = 0;
  seat = computer_to_act (self);
  if (self->paused || self->computer_failed || seat < 0 || self->computer_cancel != NULL
      || self->held_valid)
    return G_SOURCE_REMOVE;
  self->computer_cancel = g_object_ref (job_start (self, seat, FALSE)->cancellable);
  return G_SOURCE_REMOVE;
}

void
splay_match_schedule_computer (SplayMatch *self)
{
  /* In a race every computer seat acts on its own clock. */
  if (self->realtime != NULL)
    {
      splay_realtime_update (self->realtime);
      return;
    }
  if (self->paused || self->computer_source != 0 || self->computer_cancel != NULL
      || self->held_valid || computer_to_act (self) < 0)
    return;
  if (self->computer_delay == 0)
    self->computer_source = g_idle_add (computer_timeout_cb, self);
  else
    self->computer_source = g_timeout_add (self->computer_delay, computer_timeout_cb, self);
}

gboolean
splay_match_is_thinking (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  return self->computer_cancel != NULL;
}

gboolean
splay_match_can_hint (SplayMatch *self, int seat)
{
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  game = splay_match_get_current_game (self);
  if (game == NULL || splay_game_is_over (game) || seat < 0 || seat >= self->n_seats
      || !splay_player_is_human (self->players[seat]) || !(splay_game_get_actors (game) >> seat & 1)
      || splay_match_get_n_humans (self) == self->n_seats)
    return FALSE;
  /* A race's hint is what can be played now, found at once; not while the
   * race is paused (its cards are hidden). */
  if (self->realtime != NULL)
    return !self->paused;
  return splay_ai_level_available (self->rules, SPLAY_LEVEL_HARD);
}

/* In a race the others play on: a hint holds only while it can be played. */
static gboolean
hint_still_legal (SplayMatch *self, int seat, SplayAction action)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n;

  if (self->realtime == NULL)
    return TRUE;
  n = self->rules->legal (splay_game_get_state (splay_match_get_current_game (self)), seat, legal);
  for (int i = 0; i < n; i++)
    if (legal[i] == action)
      return TRUE;
  return FALSE;
}

/* A race's hint: the computer's own choice for @seat, which is cheap and
 * the same at every level, given at once. */
static gboolean
race_hint (SplayMatch *self, int seat)
{
  SplayGame *game = splay_match_get_current_game (self);
  SplayLevel level = SPLAY_LEVEL_HARD;
  SplayAction action;

  while (level > SPLAY_LEVEL_RANDOM && !splay_ai_level_available (self->rules, level))
    level--;
  if (!splay_ai_choose (
          self->rules, splay_game_get_state (game), seat, level,
          splay_seed_mix (self->seed, self->games->len - 1, splay_game_get_n_actions (game) + 1),
          &action)
      || !hint_still_legal (self, seat, action))
    return FALSE;
  self->hint_known = TRUE;
  self->hint_game = self->games->len - 1;
  self->hint_n_actions = splay_game_get_n_actions (game);
  self->hint_seat = seat;
  self->hint_action = action;
  splay_game_set_n_hints (game, splay_game_get_n_hints (game) + 1);
  g_signal_emit (self, splay_match_signals[SPLAY_MATCH_HINT_READY], 0, game, seat, (guint) action);
  return TRUE;
}

gboolean
splay_match_request_hint (SplayMatch *self, int seat)
{
  SplayGame *game;
  Job *job;

  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  if (!splay_match_can_hint (self, seat))
    return FALSE;
  game = splay_match_get_current_game (self);
  if (self->hint_known && self->hint_seat == seat
      && hint_holds (self, self->hint_game, self->hint_n_actions, seat)
      && hint_still_legal (self, seat, self->hint_action))
    {
      /* The same question: the same answer, counted once. */
      g_signal_emit (self, splay_match_signals[SPLAY_MATCH_HINT_READY], 0, game, seat,
                     (guint) self->hint_action);
      return TRUE;
    }
  if (self->realtime != NULL)
    return race_hint (self, seat);
  if (self->hint_cancel != NULL && self->hint_cancel_seat == seat)
    return TRUE; /* on its way */
  splay_match_cancel_hint (self);
  job = job_start (self, seat, TRUE);
  self->hint_cancel = g_object_ref (job->cancellable);
  self->hint_cancel_seat = seat;
  return TRUE;
}

gboolean
splay_match_get_hint (SplayMatch *self, int seat, SplayAction *out)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  if (!self->hint_known || self->hint_seat != seat
      || !hint_holds (self, self->hint_game, self->hint_n_actions, seat)
      || !hint_still_legal (self, seat, self->hint_action))
    return FALSE;
  if (out != NULL)
    *out = self->hint_action;
  return TRUE;
}

gboolean
splay_match_is_hint_pending (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  return self->hint_cancel != NULL;
}

void
splay_match_hold (SplayMatch *self)
{
  g_return_if_fail (SPLAY_IS_MATCH (self));
  self->holds++;
}

void
splay_match_release (SplayMatch *self)
{
  SplayGame *game;

  g_return_if_fail (SPLAY_IS_MATCH (self));
  g_return_if_fail (self->holds > 0);
  if (--self->holds > 0 || !self->held_valid)
    return;
  self->held_valid = FALSE;
  game = splay_match_get_current_game (self);
  /* The position it was chosen for may be gone (an undo, a new game). */
  if (!self->paused && !self->computer_failed && game != NULL && !splay_game_is_over (game)
      && self->held_game == self->games->len - 1
      && self->held_n_actions == splay_game_get_n_actions (game)
      && computer_to_act (self) == self->held_seat)
    computer_apply (self, self->held_seat, self->held_found, self->held_action);
  else
    splay_match_schedule_computer (self);
}

gboolean
splay_match_is_held (SplayMatch *self)
{
  g_return_val_if_fail (SPLAY_IS_MATCH (self), FALSE);
  return self->holds > 0;
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
  splay_match_cancel_computer (self);
  while (computer_move (self))
    {
      n++;
      /* The action handler may have scheduled a timed move; this loop makes
       * them all now instead. */
      g_clear_handle_id (&self->computer_source, g_source_remove);
    }
  return n;
}
