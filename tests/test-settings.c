/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Settings text, the rules registry, the result reward, and the random
 * games bench plays. */
#include "config.h"

#include <string.h>

#include "engine/rules.h"
#include "engine/catalog.h"
#include "engine/splatoids.h"

static void
test_registry (void)
{
  int n = -1;
  const SplayRules *const *all = splay_rules_all (&n);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (n, >=, 1);
  g_assert_null (all[n]);
  g_assert_true (splay_rules_lookup ("splatoids") == &splatoids_rules);
  g_assert_null (splay_rules_lookup ("chess"));
  g_assert_null (splay_rules_lookup (NULL));
  g_assert_null (splay_rules_find ("chess", &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_UNKNOWN_GAME);
  g_clear_error (&error);
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    if (splay_catalog[i].rules == NULL)
      {
        g_assert_null (splay_rules_find (splay_catalog[i].id, &error));
        g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_UNKNOWN_GAME);
        g_clear_error (&error);
      }
    else
      g_assert_cmpstr (splay_catalog[i].rules->id, ==, splay_catalog[i].id);
}

static void
test_round_trip (void)
{
  const SplayRules *rules = &splatoids_rules;
  SplaySettings s, back;
  g_autofree char *text = NULL, *again = NULL;
  g_autoptr (GError) error = NULL;

  splay_settings_defaults (rules, 3, &s);
  g_assert_cmpint (s.n_seats, ==, 3);
  splay_settings_set (rules, &s, "matchplay", 1);
  splay_settings_set (rules, &s, "first", 2);
  splay_settings_set (rules, &s, "reverse", 1);
  g_assert_cmpint (splay_settings_get (rules, &s, "first"), ==, 2);
  text = splay_settings_to_text (rules, &s);
  g_assert_cmpstr (text, ==, "seats=3 matchplay=1 first=2 reverse=1");
  g_assert_true (splay_settings_from_text (rules, text, &back, &error));
  g_assert_cmpmem (&s, sizeof s, &back, sizeof back);
  again = splay_settings_to_text (rules, &back);
  g_assert_cmpstr (text, ==, again);

  /* Keys not given keep their defaults; order and spacing do not matter. */
  g_assert_true (splay_settings_from_text (rules, "  reverse=1   seats=4 ", &back, &error));
  g_assert_cmpint (back.n_seats, ==, 4);
  g_assert_cmpint (back.values[SPLATOIDS_OPT_REVERSE], ==, 1);
  g_assert_cmpint (back.values[SPLATOIDS_OPT_MATCHPLAY], ==, 0);
  g_assert_true (splay_settings_from_text (rules, "", &back, &error));
  g_assert_cmpint (back.n_seats, ==, rules->default_seats);
  g_assert_cmpint (splay_rules_option_index (rules, "reverse"), ==, SPLATOIDS_OPT_REVERSE);
  g_assert_cmpint (splay_rules_option_index (rules, "nope"), ==, -1);
}

static void
test_errors (void)
{
  static const struct
  {
    const char *text, *part;
  } bad[] = {
    { "seats", "has no value" },           { "seats=", "whole number" },
    { "seats=two", "whole number" },       { "seats=3x", "whole number" },
    { "seats=1", "2 to 4 players" },       { "seats=9", "2 to 4 players" },
    { "colour=red", "no setting called" }, { "matchplay=2", "from 0 to 1" },
    { "first=-1", "from 0 to 3" },         { "seats=2 first=3", "first player" },
  };
  SplaySettings s;

  memset (&s, 0x11, sizeof s);
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      if (splay_settings_from_text (&splatoids_rules, bad[i].text, &s, &error))
        g_error ("“%s” was accepted", bad[i].text);
      g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS);
      if (strstr (error->message, bad[i].part) == NULL)
        g_error ("“%s”: “%s” does not say “%s”", bad[i].text, error->message, bad[i].part);
      g_assert_cmpint (s.n_seats, ==, 0x11111111);
    }
}

/* A game for a fixed number of players names that number once: "2
 * players", not "2 to 2 players". */
static void
test_errors_fixed_seats (void)
{
  const SplayRules *spit = splay_rules_find ("spit", NULL);
  g_autoptr (GError) error = NULL;
  SplaySettings s;

  g_assert_nonnull (spit);
  g_assert_cmpint (spit->min_seats, ==, spit->max_seats);
  g_assert_false (splay_settings_from_text (spit, "seats=4", &s, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS);
  g_assert_cmpstr (error->message, ==, "Spit is played by 2 players, not 4.");
}

static void
test_reward (void)
{
  SplayResult r = { .n_seats = 3, .place = { 1, 2, 3 } };

  g_assert_cmpfloat (splay_result_reward (&r, 0), ==, 1.0);
  g_assert_cmpfloat (splay_result_reward (&r, 1), ==, 0.5);
  g_assert_cmpfloat (splay_result_reward (&r, 2), ==, 0.0);
  r.place[1] = 1;
  r.place[2] = 2;
  g_assert_cmpfloat (splay_result_reward (&r, 1), ==, 1.0);
  g_assert_cmpfloat (splay_result_reward (&r, 2), ==, 0.0);
  r.drawn = TRUE;
  g_assert_cmpfloat (splay_result_reward (&r, 2), ==, 0.5);
}

static void
test_seat_action (void)
{
  const SplayRules *rules = &splatoids_rules;
  SplatoidsState s;
  SplayAction a;
  int seat = -1;
  g_autoptr (GError) error = NULL;

  g_assert_true (
      rules->state_from_text (&s, "splatoids seats=2 | turn=1 | h0=3c h1=4d,5d", &error));
  g_assert_true (splay_rules_parse_seat_action (rules, &s, "play 4", &seat, &a, &error));
  g_assert_cmpint (seat, ==, 1);
  g_assert_cmphex (a, ==, splatoids_play_hand (4, 1));
  g_assert_true (splay_rules_parse_seat_action (rules, &s, "0:resign", &seat, &a, &error));
  g_assert_cmpint (seat, ==, 0);
  g_assert_cmphex (a, ==, SPLAY_ACTION_RESIGN);
  g_assert_false (splay_rules_parse_seat_action (rules, &s, "9x:play 4", &seat, &a, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (splay_rules_parse_seat_action (rules, &s, "1:fly", &seat, &a, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
}

/* Every game of the registry played to its end by random legal actions, as
 * bench plays it: the game is over, every move was made (the rules took
 * each), the generator moved on, and the same generator plays the same
 * game; a cap stops it. */
static void
test_random_game (void)
{
  int n = 0;
  const SplayRules *const *all = splay_rules_all (&n);

  for (int r = 0; r < n; r++)
    {
      const SplayRules *rules = all[r];
      SplaySettings settings;
      g_autofree void *state = g_malloc0 (rules->state_size);
      SplayRng rng, again, capped_rng;
      g_autofree char *end = NULL, *end_again = NULL;
      guint64 moves;

      /* The races are played so too, a move at a time. */
      splay_settings_defaults (rules, rules->min_seats, &settings);
      splay_rng_init (&rng, 2026);
      again = capped_rng = rng;
      moves = splay_rules_play_random_game (rules, state, &settings, &rng, G_MAXUINT64);
      g_assert_cmpuint (moves, >, 1);
      /* The generator moved on: the next game is dealt anew. */
      g_assert_true (memcmp (&rng, &again, sizeof rng) != 0);
      g_assert_true (rules->is_over (state));
      g_assert_cmpuint (rules->actors (state), ==, 0);
      g_assert_true (rules->check (state, NULL));
      end = rules->state_to_text (state);
      g_assert_cmpuint (splay_rules_play_random_game (rules, state, &settings, &again, G_MAXUINT64),
                        ==, moves);
      end_again = rules->state_to_text (state);
      g_assert_cmpstr (end, ==, end_again);
      g_assert_cmpuint (
          splay_rules_play_random_game (rules, state, &settings, &capped_rng, moves / 2), ==,
          moves / 2);
      g_assert_false (rules->is_over (state));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings/registry", test_registry);
  g_test_add_func ("/settings/round-trip", test_round_trip);
  g_test_add_func ("/settings/errors", test_errors);
  g_test_add_func ("/settings/errors-fixed-seats", test_errors_fixed_seats);
  g_test_add_func ("/settings/reward", test_reward);
  g_test_add_func ("/settings/seat-action", test_seat_action);
  g_test_add_func ("/settings/random-game", test_random_game);
  return g_test_run ();
}
