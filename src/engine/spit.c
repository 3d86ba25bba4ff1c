/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spit.c: the rules of Spit that differ from Splat (see spit.h). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "spit.h"

static const SplayOption spit_options[] = {
  { "two-decks", N_("Two decks"), N_("Play with 104 cards, 52 each"), SPLAY_OPTION_BOOL,
    SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0 },
  { "shuffle", N_("Shuffle between rounds"),
    N_("Each player shuffles their deck before every round"), SPLAY_OPTION_BOOL,
    SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0 },
  { "five-in-hand", N_("Five in hand"),
    N_("Pick up your layout once it holds fewer than five cards"), SPLAY_OPTION_BOOL,
    SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0 },
};

G_STATIC_ASSERT (G_N_ELEMENTS (spit_options) == SPIT_N_OPTIONS);

static void
spit_configure (SpeedState *s)
{
  const int *v = s->settings.values;

  s->n_decks = v[SPIT_OPT_TWO_DECKS] ? 2 : 1;
  s->n_cards = (uint8_t) (52 * s->n_decks);
  s->wrap = 1;
  s->hand_at = v[SPIT_OPT_FIVE_IN_HAND] ? 4 : 0;
  s->hand_public = 1;
  s->shuffle = v[SPIT_OPT_SHUFFLE] ? 1 : 0;
}

static gboolean
spit_validate (const SplaySettings *settings, GError **error)
{
  if (settings->n_seats != 2)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("Spit is played by two players."));
      return FALSE;
    }
  return TRUE;
}

static void
spit_init (void *state, const SplaySettings *settings, uint64_t seed)
{
  SpeedState *s = state;
  SplayCard cards[SPLAY_MAX_CARDS];
  int n = speed_core_deal (s, SPEED_GAME_SPIT, settings, seed, spit_configure, cards);
  int half = n / 2;

  memcpy (s->deck[0], cards, (size_t) half);
  memcpy (s->deck[1], cards + half, (size_t) (n - half));
  s->deck_n[0] = (uint8_t) half;
  s->deck_n[1] = (uint8_t) (n - half);
  speed_core_start_round (s);
}

static int
spit_marker (const SpeedState *s)
{
  for (int p = 0; p < 2; p++)
    if (s->pile_marker[p])
      return p;
  return -1;
}

/* Why @seat may not claim @pile now, or NULL. */
static const char *
claim_refusal (const SpeedState *s, int seat, int pile)
{
  int marker = spit_marker (s);

  if (s->phase != SPEED_PHASE_CLAIM)
    return s->started     ? _("There is nothing to claim: nobody has played their last card yet.")
           : s->round > 1 ? _("Too late: someone was faster, and the piles are taken.")
                          : _("There is nothing to claim: the round has not started.");
  if (pile < 0 || pile >= 2)
    return _("There is no such pile.");
  if (marker >= 0 && pile != marker)
    return _("In a spit-card round only the spit card can be claimed.");
  if (marker < 0 && pile == s->last_pile && seat != s->finisher)
    return _("That pile is taken: the last card went onto it.");
  return NULL;
}

static int
spit_legal (const void *state, int seat, SplayAction *out)
{
  const SpeedState *s = state;

  if (seat < 0 || seat >= 2 || s->phase == SPEED_PHASE_OVER)
    return 0;
  if (s->phase == SPEED_PHASE_PLAY)
    return speed_core_legal_play (s, seat, out);
  return speed_core_legal_claims (s, seat, claim_refusal, out);
}

static uint32_t
spit_actors (const void *state)
{
  return speed_core_actors (state, spit_legal);
}

static gboolean
spit_apply (void *state, int seat, SplayAction action, GError **error)
{
  SpeedState *s = state;

  if (!speed_core_apply_check (s, seat, action, error))
    return FALSE;
  if (action == SPLAY_ACTION_RESIGN)
    return speed_core_apply_resign (s, seat, error);

  if (SPEED_ACTION_KIND (action) == SPEED_CLAIM)
    {
      int pile = SPEED_ACTION_B (action);
      const char *why = claim_refusal (s, seat, pile);
      uint8_t pile_of[SPEED_MAX_SEATS] = { SPEED_NONE, SPEED_NONE, SPEED_NONE, SPEED_NONE };

      if (why != NULL)
        {
          g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL, why);
          return FALSE;
        }
      /* The claimer takes that pile (the spit card: no cards), the other
       * the other pile; each lays its own layout on its pile. */
      pile_of[seat] = (uint8_t) pile;
      pile_of[1 - seat] = (uint8_t) (1 - pile);
      speed_core_end_round (s, pile_of, NULL);
      return TRUE;
    }
  if (SPEED_ACTION_KIND (action) == SPEED_CHOOSE)
    {
      g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                           _("Spit has no cut to choose from."));
      return FALSE;
    }
  /* The core refuses before it changes anything. */
  return speed_core_apply_play (s, seat, action, error);
}

static char *
spit_state_to_text (const void *state)
{
  return speed_core_state_to_text (state, &spit_rules);
}

static gboolean
spit_state_from_text (void *state, const char *text, GError **error)
{
  return speed_core_state_from_text (state, &spit_rules, SPEED_GAME_SPIT, spit_configure, text,
                                     error);
}

static char *
spit_describe (const void *before, int seat, SplayAction action, const char *name)
{
  const SpeedState *s = before;

  if (SPEED_ACTION_KIND (action) == SPEED_CLAIM)
    {
      g_autofree char *pile = speed_claim_phrase (s, SPEED_ACTION_B (action));
      /* Translators: "Anna claimed the left pile" / "... the spit card". */
      return g_strdup_printf (_("%s claimed %s"), name, pile);
    }
  return speed_core_describe (s, seat, action, name);
}

const SplayRules spit_rules = {
  .id = "spit",
  .name = N_("Spit"),
  .summary = N_("A race: both players play at once onto two piles, one up or one down"),
  .min_seats = 2,
  .max_seats = 2,
  .default_seats = 2,
  .options = spit_options,
  .n_options = SPIT_N_OPTIONS,
  .validate = spit_validate,
  .init = spit_init,
  .actors = spit_actors,
  .legal = spit_legal,
  .apply = spit_apply,
  SPEED_CORE_RULES,
  .state_to_text = spit_state_to_text,
  .state_from_text = spit_state_from_text,
  .check = speed_core_check,
  .describe = spit_describe,
};
