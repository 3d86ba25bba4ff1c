/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-game.c: the text notation of one game (FUZZ_GAME, set by meson).
 *
 * The first byte picks what the rest of the input is:
 *  - even: a position, up to the first NUL byte. If the game reads it, it
 *    must pass check(), print back to a text that reads back to the same
 *    state and prints the same again; then every seat's view; then every
 *    legal action of every seat that may act, each on a copy and followed
 *    by check(). The bytes after the NUL, two an action, choose a line of
 *    play from the position (a seat among those that may act, and one of
 *    its legal actions), checked after every action: so the fuzzer can
 *    steer a position it made as deep as it likes, where a position that
 *    passes the check but could not come from a deal would overflow a few
 *    actions later. A few random legal actions follow.
 *  - odd: an action. A game is dealt from the next bytes (seat count,
 *    seed, number of random moves to play first); the rest of the input is
 *    read as an action for every seat, and as "SEAT:ACTION"; an action that
 *    reads is printed back and must read back the same, and is applied; the
 *    state must pass check() whether it was accepted or refused, and a
 *    refused action must leave the state as it was.
 * Anything else the parsers and rules do with the text is fine, but not a
 * crash, a hang, a leak or a failed check. */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules.h"

static const SplayRules *
rules (void)
{
  static const SplayRules *r;

  if (r == NULL)
    r = splay_rules_lookup (FUZZ_GAME);
  return r;
}

static void
must (gboolean ok, const char *what, GError *error)
{
  if (!ok)
    {
      g_printerr ("fuzz-%s: %s: %s\n", FUZZ_GAME, what, error ? error->message : "");
      abort ();
    }
}

static void
check (const SplayRules *r, const void *state, const char *what)
{
  g_autoptr (GError) error = NULL;

  must (r->check (state, &error), what, error);
}

/* Plays up to @n legal actions chosen by @rng, checking after each. */
static void
play_some (const SplayRules *r, void *state, SplayRng *rng, int n)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];

  for (int i = 0; i < n && !r->is_over (state); i++)
    {
      uint32_t actors = r->actors (state);
      int seat, n_legal;

      if (actors == 0)
        break;
      do
        seat = (int) splay_rng_below (rng, SPLAY_MAX_SEATS);
      while (!((actors >> seat) & 1));
      n_legal = r->legal (state, seat, legal);
      if (n_legal <= 0)
        break;
      must (r->apply (state, seat, legal[splay_rng_below (rng, (uint32_t) n_legal)], NULL),
            "a legal action was refused", NULL);
      check (r, state, "after a legal action");
    }
}

/* Every legal action of every seat that may act in @state, each applied to
 * a copy in @scratch and checked. */
static void
try_every_action (const SplayRules *r, const void *state, void *scratch)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  uint32_t actors = r->actors (state);

  for (int seat = 0; seat < SPLAY_MAX_SEATS; seat++)
    {
      int n_legal;

      if (!((actors >> seat) & 1))
        continue;
      n_legal = r->legal (state, seat, legal);
      for (int i = 0; i < n_legal; i++)
        {
          memcpy (scratch, state, r->state_size);
          must (r->apply (scratch, seat, legal[i], NULL), "a legal action was refused", NULL);
          check (r, scratch, "after one of the legal actions");
        }
    }
}

/* The line of play @choices (two bytes an action: which of the seats that
 * may act, which of its legal actions) from @state, checked after each. */
static void
play_choices (const SplayRules *r, void *state, const uint8_t *choices, size_t n)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];

  for (size_t i = 0; i + 1 < n; i += 2)
    {
      uint32_t actors = r->actors (state);
      int seat, n_legal;

      if (actors == 0)
        break;
      for (int skip = choices[i] % __builtin_popcount (actors); skip > 0; skip--)
        actors &= actors - 1;
      seat = __builtin_ctz (actors);
      n_legal = r->legal (state, seat, legal);
      must (n_legal > 0, "a seat that may act has no legal action", NULL);
      must (r->apply (state, seat, legal[choices[i + 1] % n_legal], NULL),
            "a legal action was refused", NULL);
      check (r, state, "after a chosen legal action");
    }
}

static void
fuzz_position (const SplayRules *r, const char *text, const uint8_t *choices, size_t n_choices)
{
  g_autofree void *state = g_malloc0 (r->state_size);
  g_autofree void *back = g_malloc0 (r->state_size);
  g_autofree void *view = g_malloc0 (r->state_size);
  g_autofree char *printed = NULL, *again = NULL;
  g_autoptr (GError) error = NULL;
  SplayRng rng;

  if (!r->state_from_text (state, text, NULL))
    return;
  check (r, state, "a position that was read");
  printed = r->state_to_text (state);
  must (r->state_from_text (back, printed, &error), "a printed position does not read back", error);
  again = r->state_to_text (back);
  must (strcmp (printed, again) == 0, "a position prints differently once read back", NULL);
  for (int seat = -1; seat < SPLAY_MAX_SEATS; seat++)
    {
      r->view (state, seat, view);
      g_free (r->state_to_text (view));
    }
  try_every_action (r, state, back);
  play_choices (r, state, choices, n_choices);
  if (!r->is_over (state))
    {
      SplayResult result;

      splay_rng_init (&rng, g_str_hash (text));
      play_some (r, state, &rng, 8);
      if (r->is_over (state))
        r->result (state, &result);
    }
}

static void
fuzz_action (const SplayRules *r, const uint8_t *data, size_t size)
{
  g_autofree void *state = g_malloc0 (r->state_size);
  g_autofree void *before = g_malloc0 (r->state_size);
  g_autofree char *text = NULL;
  SplaySettings settings;
  uint64_t seed = 0;
  SplayRng rng;
  int n_seats, moves;

  if (size < 10)
    return;
  n_seats = r->min_seats + data[0] % (r->max_seats - r->min_seats + 1);
  for (int i = 0; i < 8; i++)
    seed = seed << 8 | data[1 + i];
  moves = data[9];
  text = g_strndup ((const char *) data + 10, size - 10);

  splay_settings_defaults (r, n_seats, &settings);
  r->init (state, &settings, seed);
  splay_rng_init (&rng, seed);
  play_some (r, state, &rng, moves);

  /* Try -1 is "SEAT:ACTION"; then the text as an action of each seat, and
   * of one seat past the last. */
  for (int try = -1; try <= n_seats; try++)
    {
      SplayAction action, back;
      g_autofree char *printed = NULL;
      int seat = try;
      gboolean ok;

      if (try < 0)
        ok = splay_rules_parse_seat_action (r, state, text, &seat, &action, NULL);
      else
        ok = r->action_from_text (state, seat, text, &action, NULL);
      if (!ok || seat < 0 || seat >= n_seats)
        continue;
      printed = r->action_to_text (state, seat, action);
      must (r->action_from_text (state, seat, printed, &back, NULL) && back == action,
            "an action does not read back as itself", NULL);
      memcpy (before, state, r->state_size);
      if (!r->apply (state, seat, action, NULL))
        must (memcmp (before, state, r->state_size) == 0, "a refused action changed the state",
              NULL);
      check (r, state, "after an action that was read");
      if (r->is_over (state))
        break;
    }
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const SplayRules *r = rules ();

  if (size == 0)
    return 0;
  if (data[0] % 2 == 0)
    {
      const uint8_t *end = memchr (data + 1, 0, size - 1);
      g_autofree char *text = g_strndup ((const char *) data + 1, size - 1);

      if (end != NULL)
        fuzz_position (r, text, end + 1, (size_t) (data + size - (end + 1)));
      else
        fuzz_position (r, text, NULL, 0);
    }
  else
    fuzz_action (r, data + 1, size - 1);
  return 0;
}
