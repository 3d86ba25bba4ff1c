/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "splay-game.h"

typedef struct
{
  int seat;
  SplayAction action;
} LoggedAction;

struct _SplayGame
{
  GObject parent_instance;
  const SplayRules *rules;
  SplaySettings settings;
  guint64 seed;
  gpointer state;
  gpointer previous; /* state before the last action */
  gpointer scratch;  /* so a refused action never touches state; NULL once over (settle ()) */
  gboolean has_previous;
  GArray *log; /* LoggedAction */
  gboolean over;
  gboolean reveal; /* view() shows the true state (replays) */
  guint n_hints;
  guint n_undos;
};

G_DEFINE_FINAL_TYPE (SplayGame, splay_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_OVER,
  PROP_N_ACTIONS,
  N_PROPS
};

enum
{
  ACTION_APPLIED,
  OVER,
  TRUNCATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A game in play keeps three buffers of state_size (for Splatoids, 34 KB
 * each, most of it room for positions a game rarely remembers): its state,
 * the state before its last action and a scratch copy. A finished game
 * needs only its state and, to describe its last action, the state before
 * it, which the rules read only as far as its extent: the scratch buffer
 * goes and the previous state is cut to its extent, so a long match holds
 * about one state a game, not three. unsettle () gives them back when an
 * undo opens the game again. */
static void
settle (SplayGame *self)
{
  if (self->scratch == NULL || !self->over)
    return;
  g_clear_pointer (&self->scratch, g_free);
  if (self->has_previous)
    self->previous
        = g_realloc (self->previous, splay_rules_state_extent (self->rules, self->previous));
  else
    g_clear_pointer (&self->previous, g_free);
}

static void
unsettle (SplayGame *self)
{
  if (self->scratch != NULL)
    return;
  /* What lies past the extent means nothing, and the state before the
   * last action is written again before it is read. */
  self->previous = g_realloc (self->previous, self->rules->state_size);
  self->scratch = g_malloc0 (self->rules->state_size);
}

static void
splay_game_finalize (GObject *object)
{
  SplayGame *self = SPLAY_GAME (object);

  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->previous, g_free);
  g_clear_pointer (&self->scratch, g_free);
  g_clear_pointer (&self->log, g_array_unref);
  G_OBJECT_CLASS (splay_game_parent_class)->finalize (object);
}

static void
splay_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayGame *self = SPLAY_GAME (object);

  switch (prop_id)
    {
    case PROP_OVER: g_value_set_boolean (value, self->over); break;
    case PROP_N_ACTIONS: g_value_set_uint (value, self->log->len); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_game_class_init (SplayGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = splay_game_finalize;
  object_class->get_property = splay_game_get_property;

  properties[PROP_OVER]
      = g_param_spec_boolean ("over", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_N_ACTIONS]
      = g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[ACTION_APPLIED]
      = g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT);
  signals[OVER] = g_signal_new ("over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 0);
  signals[TRUNCATED] = g_signal_new ("truncated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
splay_game_init (SplayGame *self)
{
  self->log = g_array_new (FALSE, FALSE, sizeof (LoggedAction));
}

SplayGame *
splay_game_new (const SplayRules *rules, const SplaySettings *settings, guint64 seed)
{
  SplayGame *self;

  g_return_val_if_fail (rules != NULL && rules->init != NULL, NULL);
  g_return_val_if_fail (settings != NULL, NULL);

  self = g_object_new (SPLAY_TYPE_GAME, NULL);
  self->rules = rules;
  self->settings = *settings;
  self->seed = seed;
  self->state = g_malloc0 (rules->state_size);
  self->previous = g_malloc0 (rules->state_size);
  self->scratch = g_malloc0 (rules->state_size);
  rules->init (self->state, settings, seed);
  self->over = rules->is_over (self->state);
  settle (self);
  return self;
}

const SplayRules *
splay_game_get_rules (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), NULL);
  return self->rules;
}

const SplaySettings *
splay_game_get_settings (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), NULL);
  return &self->settings;
}

guint64
splay_game_get_seed (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), 0);
  return self->seed;
}

gconstpointer
splay_game_get_state (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), NULL);
  return self->state;
}

gconstpointer
splay_game_get_previous_state (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), NULL);
  return self->has_previous ? self->previous : NULL;
}

void
splay_game_view (SplayGame *self, int seat, gpointer out)
{
  g_return_if_fail (SPLAY_IS_GAME (self));
  g_return_if_fail (out != NULL);
  if (self->reveal)
    splay_rules_copy_state (self->rules, out, self->state);
  else
    self->rules->view (self->state, seat, out);
}

void
splay_game_set_reveal (SplayGame *self, gboolean reveal)
{
  g_return_if_fail (SPLAY_IS_GAME (self));
  self->reveal = !!reveal;
}

gboolean
splay_game_get_reveal (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), FALSE);
  return self->reveal;
}

guint32
splay_game_get_actors (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), 0);
  return self->rules->actors (self->state);
}

gboolean
splay_game_is_over (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), FALSE);
  return self->over;
}

void
splay_game_get_result (SplayGame *self, SplayResult *out)
{
  g_return_if_fail (SPLAY_IS_GAME (self));
  g_return_if_fail (self->over);
  memset (out, 0, sizeof *out);
  self->rules->result (self->state, out);
}

/* Applies without signals; the caller emits them. */
static gboolean
apply_quietly (SplayGame *self, int seat, SplayAction action, GError **error)
{
  LoggedAction entry = { seat, action };
  gpointer tmp;

  if (self->over)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER, _("The game is over."));
      return FALSE;
    }
  if (seat < 0 || seat >= self->settings.n_seats)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN,
                   _("There is no seat %d in this game."), seat);
      return FALSE;
    }

  /* The engine leaves the state unchanged on refusal, but keeping the
   * previous state in a separate buffer costs one memcpy and gives the board
   * its "before" picture. */
  splay_rules_copy_state (self->rules, self->scratch, self->state);
  if (!self->rules->apply (self->state, seat, action, error))
    return FALSE;

  tmp = self->previous;
  self->previous = self->scratch;
  self->scratch = tmp;
  self->has_previous = TRUE;
  g_array_append_val (self->log, entry);
  self->over = self->rules->is_over (self->state);
  settle (self);
  return TRUE;
}

gboolean
splay_game_apply (SplayGame *self, int seat, SplayAction action, GError **error)
{
  gboolean was_over;

  g_return_val_if_fail (SPLAY_IS_GAME (self), FALSE);

  was_over = self->over;
  if (!apply_quietly (self, seat, action, error))
    return FALSE;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
  g_signal_emit (self, signals[ACTION_APPLIED], 0, seat, (guint) action, self->log->len - 1);
  if (self->over && !was_over)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
      g_signal_emit (self, signals[OVER], 0);
    }
  return TRUE;
}

gboolean
splay_game_replay (SplayGame *self, const int *seats, const SplayAction *actions, guint n,
                   GError **error)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), FALSE);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) local = NULL;
      g_autofree char *text = NULL;

      if (apply_quietly (self, seats[i], actions[i], &local))
        continue;
      text = self->rules->action_to_text != NULL
                 ? self->rules->action_to_text (self->state, seats[i], actions[i])
                 : g_strdup_printf ("%u", actions[i]);
      /* Translators: a saved game could not be rebuilt; %u is the action
       * number, the first %s the action, the second the reason. */
      g_set_error (error, SPLAY_RULES_ERROR, local->code,
                   _("Action %u (“%s” by seat %d) no longer applies: %s"), i + 1, text,
                   seats[i] + 1, local->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
splay_game_truncate (SplayGame *self, guint n, GError **error)
{
  g_autoptr (GArray) log = NULL;
  guint before;

  g_return_val_if_fail (SPLAY_IS_GAME (self), FALSE);
  g_return_val_if_fail (n <= self->log->len, FALSE);

  before = self->log->len;
  if (n == before)
    return TRUE;
  /* The game is dealt again and its first @n actions applied: a state has
   * no history to step back through, and the replay is what a resume does
   * anyway. */
  log = g_array_copy (self->log);
  g_array_set_size (self->log, 0);
  unsettle (self);
  self->rules->init (self->state, &self->settings, self->seed);
  self->over = self->rules->is_over (self->state);
  self->has_previous = FALSE;
  for (guint i = 0; i < n; i++)
    {
      const LoggedAction *a = &g_array_index (log, LoggedAction, i);
      if (!apply_quietly (self, a->seat, a->action, error))
        {
          /* Cannot happen for a log this game made; put it back as it was. */
          g_array_set_size (self->log, 0);
          unsettle (self);
          self->rules->init (self->state, &self->settings, self->seed);
          self->over = self->rules->is_over (self->state);
          self->has_previous = FALSE;
          for (guint k = 0; k < log->len; k++)
            apply_quietly (self, g_array_index (log, LoggedAction, k).seat,
                           g_array_index (log, LoggedAction, k).action, NULL);
          return FALSE;
        }
    }
  g_signal_emit (self, signals[TRUNCATED], 0, n, before);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
  return TRUE;
}

guint
splay_game_get_n_actions (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), 0);
  return self->log->len;
}

void
splay_game_get_action (SplayGame *self, guint index, int *seat, SplayAction *action)
{
  const LoggedAction *entry;

  g_return_if_fail (SPLAY_IS_GAME (self));
  g_return_if_fail (index < self->log->len);

  entry = &g_array_index (self->log, LoggedAction, index);
  if (seat)
    *seat = entry->seat;
  if (action)
    *action = entry->action;
}

gboolean
splay_game_seat_acted_since (SplayGame *self, int seat, guint index)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), FALSE);
  for (guint i = index; i < self->log->len; i++)
    if (g_array_index (self->log, LoggedAction, i).seat == seat)
      return TRUE;
  return FALSE;
}

char *
splay_game_describe_last (SplayGame *self, const char *const *names)
{
  const LoggedAction *entry;

  g_return_val_if_fail (SPLAY_IS_GAME (self), NULL);

  if (!self->has_previous || self->log->len == 0 || self->rules->describe == NULL)
    return NULL;
  entry = &g_array_index (self->log, LoggedAction, self->log->len - 1);
  return self->rules->describe (self->previous, entry->seat, entry->action,
                                names ? names[entry->seat] : NULL);
}

guint
splay_game_get_n_hints (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), 0);
  return self->n_hints;
}

void
splay_game_set_n_hints (SplayGame *self, guint n_hints)
{
  g_return_if_fail (SPLAY_IS_GAME (self));
  self->n_hints = n_hints;
}

guint
splay_game_get_n_undos (SplayGame *self)
{
  g_return_val_if_fail (SPLAY_IS_GAME (self), 0);
  return self->n_undos;
}

void
splay_game_set_n_undos (SplayGame *self, guint n_undos)
{
  g_return_if_fail (SPLAY_IS_GAME (self));
  self->n_undos = n_undos;
}

char **
splay_game_describe_moves (SplayGame *self, const char *const *names)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree gpointer state = NULL;
  g_autofree gpointer before = NULL;

  g_return_val_if_fail (SPLAY_IS_GAME (self), NULL);

  if (self->rules->describe == NULL)
    return g_strv_builder_end (builder);
  /* The game keeps only the state before its last move: the deal is made
   * again and its log applied, describing each move from the state it was
   * made in, as the last-move line did at the time. */
  state = g_malloc0 (self->rules->state_size);
  before = g_malloc0 (self->rules->state_size);
  self->rules->init (state, &self->settings, self->seed);
  for (guint i = 0; i < self->log->len; i++)
    {
      const LoggedAction *a = &g_array_index (self->log, LoggedAction, i);
      g_autofree char *text = NULL;

      splay_rules_copy_state (self->rules, before, state);
      if (!self->rules->apply (state, a->seat, a->action, NULL))
        break; /* cannot happen for a log this game applied */
      text = self->rules->describe (before, a->seat, a->action, names ? names[a->seat] : NULL);
      g_strv_builder_add (builder, text != NULL ? text : "");
    }
  return g_strv_builder_end (builder);
}
