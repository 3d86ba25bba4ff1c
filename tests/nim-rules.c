/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "nim-rules.h"

static const SplayOption nim_options[] = {
  { "stones", "Stones", NULL, SPLAY_OPTION_INT, SPLAY_OPTION_SCOPE_PLAYER, 1, 50, 10 },
  { "first", "First", NULL, SPLAY_OPTION_INT, SPLAY_OPTION_SCOPE_DEAL, 0, 7, 0 },
};

static void
nim_init (void *state, const SplaySettings *settings, uint64_t seed)
{
  NimState *s = state;
  SplayRng rng;

  memset (s, 0, sizeof *s);
  splay_rng_init (&rng, seed);
  s->settings = *settings;
  /* The seed decides a little of the deal, as a real deal would. */
  s->stones = settings->values[0] + (int) splay_rng_below (&rng, 3);
  s->turn = settings->values[1];
  s->winner = -1;
}

static uint32_t
nim_actors (const void *state)
{
  const NimState *s = state;
  return s->winner >= 0 ? 0 : 1u << s->turn;
}

static int
nim_legal (const void *state, int seat, SplayAction *out)
{
  const NimState *s = state;
  int n = 0;

  if (s->winner >= 0 || seat != s->turn)
    return 0;
  for (int k = 1; k <= 3 && k <= s->stones; k++)
    out[n++] = (SplayAction) k;
  return n;
}

static gboolean
nim_apply (void *state, int seat, SplayAction action, GError **error)
{
  NimState *s = state;

  if (s->winner >= 0)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER, "over");
      return FALSE;
    }
  if (seat != s->turn)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN, "not your turn");
      return FALSE;
    }
  if (action < 1 || action > 3 || (int) action > s->stones)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL, "take 1 to 3 stones");
      return FALSE;
    }
  s->stones -= (int) action;
  s->taken[seat] += (int) action;
  if (s->stones == 0)
    s->winner = seat;
  else
    s->turn = (s->turn + 1) % s->settings.n_seats;
  return TRUE;
}

static gboolean
nim_is_over (const void *state)
{
  return ((const NimState *) state)->winner >= 0;
}

static void
nim_result (const void *state, SplayResult *r)
{
  const NimState *s = state;

  r->n_seats = s->settings.n_seats;
  for (int i = 0; i < r->n_seats; i++)
    {
      r->place[i] = i == s->winner ? 1 : 2;
      r->points[i] = i == s->winner ? 1 + s->taken[i] : 0;
    }
}

static void
nim_view (const void *state, int seat, void *out)
{
  memcpy (out, state, sizeof (NimState));
}

static void
nim_determinize (void *state, int seat, SplayRng *rng)
{
  /* Nothing is hidden in Nim. */
}

void
nim_set_stones (NimState *s, int stones)
{
  s->stones = stones;
}

static char *
nim_action_to_text (const void *state, int seat, SplayAction action)
{
  return g_strdup_printf ("take %u", action);
}

static char *
nim_describe (const void *before, int seat, SplayAction action, const char *name)
{
  return g_strdup_printf ("%s took %u", name, action);
}

static void
nim_next_deal (const SplaySettings *base, int index, const SplayResult *previous, uint64_t seed,
               SplaySettings *out)
{
  *out = *base;
  out->values[1] = (base->values[1] + index) % base->n_seats;
}

const SplayRules nim_rules = {
  .id = "nim",
  .name = "Nim",
  .min_seats = 2,
  .max_seats = 4,
  .default_seats = 2,
  .state_size = sizeof (NimState),
  .options = nim_options,
  .n_options = G_N_ELEMENTS (nim_options),
  .init = nim_init,
  .actors = nim_actors,
  .legal = nim_legal,
  .apply = nim_apply,
  .is_over = nim_is_over,
  .result = nim_result,
  .view = nim_view,
  .action_to_text = nim_action_to_text,
  .describe = nim_describe,
  .next_deal = nim_next_deal,
  .determinize = nim_determinize,
};
