/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splat.c: the rules of Splat that differ from Spit (see splat.h). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "splat.h"

static const SplayOption splat_options[] = {
  { "wrap", N_("King and ace are neighbours"), N_("A and Q may go on K, K and 2 on A"),
    SPLAY_OPTION_BOOL, SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0 },
  { "two-decks", N_("Two decks"), N_("Play with 104 cards (always with four players)"),
    SPLAY_OPTION_BOOL, SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0 },
};

G_STATIC_ASSERT (G_N_ELEMENTS (splat_options) == SPLAT_N_OPTIONS);

#define CUTTER 0

static void
splat_configure (SpeedState *s)
{
  const int *v = s->settings.values;

  /* One deck would leave four players 13 cards each: no draw piles at all. */
  s->n_decks = v[SPLAT_OPT_TWO_DECKS] || s->n_seats >= 4 ? 2 : 1;
  s->n_cards = (uint8_t) (52 * s->n_decks);
  s->wrap = v[SPLAT_OPT_WRAP] ? 1 : 0;
  s->hand_at = 5;
  s->hand_public = 0;
  s->shuffle = 0;
}

static gboolean
splat_validate (const SplaySettings *settings, GError **error)
{
  if (settings->n_seats < 2 || settings->n_seats > SPEED_MAX_SEATS)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("Splat is played by two to four players."));
      return FALSE;
    }
  return TRUE;
}

static void
splat_init (void *state, const SplaySettings *settings, uint64_t seed)
{
  SpeedState *s = state;
  SplayCard cards[SPLAY_MAX_CARDS];
  int n = speed_core_deal (s, SPEED_GAME_SPLAT, settings, seed, splat_configure, cards);
  int left, avg;

  /* Packet 0 is cut off the top (the end of the array), packet 1 below it... */
  left = n;
  avg = n / s->n_seats;
  for (int k = 0; k < s->n_seats; k++)
    {
      int size = k == s->n_seats - 1 ? left : splay_rng_range (&s->rng, avg - 6, avg + 6);
      memcpy (s->packet[k], cards + left - size, (size_t) size);
      s->packet_n[k] = (uint8_t) size;
      left -= size;
    }
  s->phase = SPEED_PHASE_CUT;
  s->chooser = (CUTTER + 1) % s->n_seats;
}

/* The next seat after @seat that has not taken a pile (or packet) and is
 * not @skip; NONE if there is none. */
static int
next_unclaimed (const SpeedState *s, int seat, int skip)
{
  for (int k = 1; k <= s->n_seats; k++)
    {
      int i = (seat + k) % s->n_seats;
      if (i != skip && s->claim_of[i] == SPEED_NONE)
        return i;
    }
  return SPEED_NONE;
}

/* The core's invariants, and the cut's: one packet left per seat still to
 * choose (the cutter included, who keeps the last), and a chooser who has
 * not chosen and is not the cutter. A hand-written position that broke
 * this left the cutter no packet to keep. */
static gboolean
splat_check (const void *state, GError **error)
{
  const SpeedState *s = state;
  int packets = 0, waiting = 0;

  if (!speed_core_check (state, error))
    return FALSE;
  if (s->phase != SPEED_PHASE_CUT)
    return TRUE;
  for (int k = 0; k < s->n_seats; k++)
    {
      packets += s->packet_n[k] > 0;
      waiting += s->claim_of[k] == SPEED_NONE;
    }
  if (packets != waiting || s->claim_of[CUTTER] != SPEED_NONE || s->chooser == SPEED_NONE
      || s->chooser == CUTTER || s->chooser >= s->n_seats || s->claim_of[s->chooser] != SPEED_NONE)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT,
                   "Broken position: the cut has %d packets for %d seats still to choose, "
                   "and chooser %d",
                   packets, waiting, s->chooser == SPEED_NONE ? -1 : s->chooser);
      return FALSE;
    }
  return TRUE;
}

static const char *
claim_refusal (const SpeedState *s, int seat, int pile)
{
  if (s->phase == SPEED_PHASE_CUT)
    return _("The cards are still being cut.");
  if (pile < 0 || pile >= s->n_seats)
    return _("There is no such pile.");
  if (s->phase == SPEED_PHASE_PLAY)
    return s->started     ? NULL /* a false splat, applied as such */
           : s->round > 1 ? _("Too late: someone was faster, and the piles are taken.")
                          : _("There is nothing to splat: the round has not started.");
  if (s->claim_of[seat] != SPEED_NONE)
    return _("You have already taken a pile.");
  if (s->claimed_by[pile] != SPEED_NONE)
    return _("Someone was faster: that pile is taken.");
  if (s->false_splat != SPEED_NONE && seat != s->chooser)
    return seat == s->false_splat ? _("After a false splat the others choose their piles first.")
                                  : _("Wait: another player chooses a pile first.");
  return NULL;
}

static int
splat_legal (const void *state, int seat, SplayAction *out)
{
  const SpeedState *s = state;
  int n = 0;

  if (seat < 0 || seat >= s->n_seats || s->phase == SPEED_PHASE_OVER)
    return 0;
  switch (s->phase)
    {
    case SPEED_PHASE_CUT:
      if (seat == s->chooser)
        for (int k = 0; k < s->n_seats; k++)
          if (s->packet_n[k] > 0)
            out[n++] = speed_choose (k);
      return n;
    case SPEED_PHASE_PLAY:
      /* A false splat is never useful, so it is not listed; apply() takes it. */
      return speed_core_legal_play (s, seat, out);
    default: return speed_core_legal_claims (s, seat, claim_refusal, out);
    }
}

static uint32_t
splat_actors (const void *state)
{
  return speed_core_actors (state, splat_legal);
}

static void
end_claims (SpeedState *s)
{
  uint8_t layout_to[SPEED_MAX_SEATS];

  for (int i = 0; i < s->n_seats; i++)
    layout_to[i] = s->false_splat != SPEED_NONE ? s->false_splat : (uint8_t) i;
  speed_core_end_round (s, s->claim_of, layout_to);
}

static void
take_pile (SpeedState *s, int seat, int pile)
{
  int left, last_pile = -1;

  s->claim_of[seat] = (uint8_t) pile;
  s->claimed_by[pile] = (uint8_t) seat;
  left = next_unclaimed (s, seat, SPEED_NONE);
  if (left != SPEED_NONE && next_unclaimed (s, left, left) == SPEED_NONE)
    {
      /* One seat left: it gets the last pile. */
      for (int p = 0; p < s->n_seats; p++)
        if (s->claimed_by[p] == SPEED_NONE)
          last_pile = p;
      s->claim_of[left] = (uint8_t) last_pile;
      s->claimed_by[last_pile] = (uint8_t) left;
      end_claims (s);
      return;
    }
  if (s->false_splat != SPEED_NONE)
    s->chooser = (uint8_t) next_unclaimed (s, seat, s->false_splat);
}

static gboolean
splat_apply (void *state, int seat, SplayAction action, GError **error)
{
  SpeedState *s = state;
  int kind = SPEED_ACTION_KIND (action);
  int b = SPEED_ACTION_B (action);

  if (!speed_core_apply_check (s, seat, action, error))
    return FALSE;
  if (action == SPLAY_ACTION_RESIGN)
    return speed_core_apply_resign (s, seat, error);

  if (kind == SPEED_CHOOSE)
    {
      int other = -1;
      if (s->phase != SPEED_PHASE_CUT)
        {
          g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                               _("The packets of the cut have been chosen already."));
          return FALSE;
        }
      if (seat != s->chooser)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN,
                       _("Player %d chooses a packet now."), s->chooser + 1);
          return FALSE;
        }
      if (b >= s->n_seats || s->packet_n[b] == 0)
        {
          g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                               _("There is no such packet left."));
          return FALSE;
        }
      memcpy (s->deck[seat], s->packet[b], s->packet_n[b]);
      s->deck_n[seat] = s->packet_n[b];
      s->packet_n[b] = 0;
      /* The claim fields record who has chosen which packet. */
      s->claim_of[seat] = (uint8_t) b;
      s->claimed_by[b] = (uint8_t) seat;
      s->chooser = (uint8_t) next_unclaimed (s, seat, CUTTER);
      if (s->chooser == SPEED_NONE)
        {
          /* The cutter keeps the last packet. */
          for (int k = 0; k < s->n_seats; k++)
            if (s->packet_n[k] > 0)
              other = k;
          memcpy (s->deck[CUTTER], s->packet[other], s->packet_n[other]);
          s->deck_n[CUTTER] = s->packet_n[other];
          s->packet_n[other] = 0;
          speed_core_start_round (s);
        }
      return TRUE;
    }

  if (kind == SPEED_CLAIM)
    {
      const char *why = claim_refusal (s, seat, b);
      if (why != NULL)
        {
          g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL, why);
          return FALSE;
        }
      if (s->phase == SPEED_PHASE_PLAY)
        {
          /* A false splat: the others choose first, the splatter is last. */
          s->phase = SPEED_PHASE_CLAIM;
          s->false_splat = (uint8_t) seat;
          s->ready = 0;
          s->chooser = (uint8_t) next_unclaimed (s, seat, seat);
          return TRUE;
        }
      take_pile (s, seat, b);
      return TRUE;
    }

  /* The core refuses before it changes anything. */
  return speed_core_apply_play (s, seat, action, error);
}

static char *
splat_state_to_text (const void *state)
{
  return speed_core_state_to_text (state, &splat_rules);
}

static gboolean
splat_state_from_text (void *state, const char *text, GError **error)
{
  return speed_core_state_from_text (state, &splat_rules, SPEED_GAME_SPLAT, splat_configure, text,
                                     error);
}

static char *
splat_describe (const void *before, int seat, SplayAction action, const char *name)
{
  const SpeedState *s = before;
  int b = SPEED_ACTION_B (action);

  if (SPEED_ACTION_KIND (action) == SPEED_CLAIM)
    {
      g_autofree char *pile = speed_claim_phrase (s, b);
      if (s->phase == SPEED_PHASE_PLAY)
        /* Translators: a splat while nobody has emptied their formation. */
        return g_strdup_printf (_("%s splatted too soon: a false splat"), name);
      if (s->false_splat != SPEED_NONE)
        /* Translators: "Anna chose the left pile". */
        return g_strdup_printf (_("%s chose %s"), name, pile);
      /* Translators: "Anna splatted the left pile". */
      return g_strdup_printf (_("%s splatted %s"), name, pile);
    }
  if (SPEED_ACTION_KIND (action) == SPEED_CHOOSE)
    {
      int n = b < s->n_seats ? s->packet_n[b] : 0;
      return g_strdup_printf (
          ngettext ("%s took the packet of %d card", "%s took the packet of %d cards", n), name, n);
    }
  return speed_core_describe (s, seat, action, name);
}

const SplayRules splat_rules = {
  .id = "splat",
  .name = N_("Splat"),
  .summary = N_("A race from a five-wide formation: empty it, then slap the smaller pile"),
  .min_seats = 2,
  .max_seats = SPEED_MAX_SEATS,
  .default_seats = 2,
  .options = splat_options,
  .n_options = SPLAT_N_OPTIONS,
  .validate = splat_validate,
  .init = splat_init,
  .actors = splat_actors,
  .legal = splat_legal,
  .apply = splat_apply,
  SPEED_CORE_RULES,
  .state_to_text = splat_state_to_text,
  .state_from_text = splat_state_from_text,
  .check = splat_check,
  .describe = splat_describe,
};
