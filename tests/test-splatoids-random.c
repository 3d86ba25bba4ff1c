/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random Splatoids games: every legal action applies, card conservation and
 * the invariants hold after every action, and the heuristic player beats the
 * random one. */
#include "config.h"

#include <string.h>

#include "engine/splatoids.h"
#include "ai/ai.h"
#include "state-test-util.h"

#define N_RANDOM_GAMES 10000
#define MAX_ACTIONS_PER_GAME 20000

static const SplayRules *rules = &splatoids_rules;

/* Plays one game with uniformly random legal actions; returns the number of
 * actions. Every few actions it also checks that the notation reads back
 * and that the seat's view and a determinization keep every card. */
static int
play_random_game (uint64_t seed, int n_seats, gboolean match, gboolean deep)
{
  SplatoidsState s, copy;
  SplaySettings settings;
  SplayRng rng;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  g_autoptr (GError) error = NULL;
  int steps = 0;

  splay_settings_defaults (rules, n_seats, &settings);
  settings.values[SPLATOIDS_OPT_MATCHPLAY] = match;
  settings.values[SPLATOIDS_OPT_FIRST] = (int) (seed % (uint64_t) n_seats);
  settings.values[SPLATOIDS_OPT_REVERSE] = (int) ((seed >> 3) & 1);
  g_assert_true (rules->validate (&settings, NULL));
  rules->init (&s, &settings, seed);
  splay_rng_init (&rng, seed ^ 0xabcdef);
  g_assert_true (rules->check (&s, &error));

  while (!rules->is_over (&s))
    {
      uint32_t actors = rules->actors (&s);
      int seat = g_bit_nth_lsf (actors, -1);
      int n;
      SplayAction a;

      g_assert_cmpuint (actors, !=, 0);
      g_assert_cmpuint (actors & (actors - 1), ==, 0);
      n = rules->legal (&s, seat, legal);
      g_assert_cmpint (n, >, 0);
      /* Now and then a seat gives up, to exercise resigning. */
      if (splay_rng_below (&rng, 2000) == 0)
        a = SPLAY_ACTION_RESIGN;
      else
        a = legal[splay_rng_below (&rng, (uint32_t) n)];

      if (deep)
        {
          g_autofree char *text = rules->state_to_text (&s);
          g_autofree char *again = NULL;
          SplatoidsState view;

          if (!rules->state_from_text (&copy, text, &error))
            g_error ("%s\n%s", error->message, text);
          /* Reading makes the derived data (the repetition hashes, each
           * hand's count per rank) afresh from the cards, so this also
           * checks that every move kept them right. */
          splay_assert_cmpstate (&splatoids_rules, &copy, &s);
          again = rules->state_to_text (&copy);
          g_assert_cmpstr (text, ==, again);

          rules->view (&s, seat, &view);
          rules->determinize (&view, seat, &rng);
          if (!rules->check (&view, &error))
            g_error ("determinized view: %s", error->message);
        }

      if (!rules->apply (&s, seat, a, &error))
        g_error ("legal action refused: %s", error->message);
      if (!rules->check (&s, &error))
        {
          g_autofree char *text = rules->state_to_text (&s);
          g_error ("seed %" G_GUINT64_FORMAT ": %s\n%s", seed, error->message, text);
        }
      if (++steps > MAX_ACTIONS_PER_GAME)
        g_error ("seed %" G_GUINT64_FORMAT ": the game does not end", seed);
    }
  {
    SplayResult r;
    int firsts = 0;

    rules->result (&s, &r);
    g_assert_cmpint (r.n_seats, ==, n_seats);
    for (int i = 0; i < n_seats; i++)
      {
        g_assert_cmpint (r.place[i], >=, 1);
        g_assert_cmpint (r.place[i], <=, n_seats);
        firsts += r.place[i] == 1;
      }
    g_assert_cmpint (firsts, >=, 1);
  }
  return steps;
}

static void
test_random_games (void)
{
  gint64 actions = 0;

  for (int g = 0; g < N_RANDOM_GAMES; g++)
    {
      uint64_t seed = splay_seed_mix (20261122, (uint64_t) g, 0);
      actions += play_random_game (seed, 2 + g % 3, (g / 3) % 2, g % 100 == 0);
    }
  g_test_message ("%d games, %" G_GINT64_FORMAT " actions", N_RANDOM_GAMES, actions);
}

/* Heuristic (MEDIUM) against random in 2-player single games: returns how
 * many the heuristic won out of @n_games. */
static int
heuristic_wins (int n_games, SplayLevel level)
{
  int wins = 0;

  for (int g = 0; g < n_games; g++)
    {
      SplatoidsState s;
      SplaySettings settings;
      SplayResult r;
      int smart = g % 2;
      int step = 0;

      splay_settings_defaults (rules, 2, &settings);
      settings.values[SPLATOIDS_OPT_FIRST] = (g / 2) % 2;
      rules->init (&s, &settings, splay_seed_mix (7, (uint64_t) g, 1));
      while (!rules->is_over (&s))
        {
          int seat = s.turn;
          SplayAction a;

          g_assert_true (splay_ai_choose (rules, &s, seat,
                                          seat == smart ? level : SPLAY_LEVEL_RANDOM,
                                          splay_seed_mix (g, (uint64_t) step++, 2), &a));
          g_assert_true (rules->apply (&s, seat, a, NULL));
        }
      rules->result (&s, &r);
      wins += !r.drawn && r.place[smart] == 1;
    }
  return wins;
}

static void
test_heuristic_beats_random (void)
{
  const int n = 400;
  int wins = heuristic_wins (n, SPLAY_LEVEL_MEDIUM);

  g_test_message ("heuristic won %d of %d games against random", wins, n);
  /* Chance alone gives about half; 65% is far outside its spread (sd 2.5%). */
  g_assert_cmpint (wins, >, n * 65 / 100);
}

static void
test_easy_beats_random (void)
{
  const int n = 400;
  int wins = heuristic_wins (n, SPLAY_LEVEL_EASY);

  g_test_message ("easy won %d of %d games against random", wins, n);
  g_assert_cmpint (wins, >, n * 58 / 100);
}

/* Computer players against each other in 3- and 4-player matchplay, where
 * long cycles of picking up and playing back can arise: every game must
 * end, by the rules or by the stalemate rule. */
static void
test_self_play_ends (void)
{
  int drawn = 0;

  for (int g = 0; g < 3000; g++)
    {
      SplatoidsState s;
      SplaySettings settings;
      int step = 0;

      splay_settings_defaults (rules, 3 + g % 2, &settings);
      settings.values[SPLATOIDS_OPT_MATCHPLAY] = 1;
      rules->init (&s, &settings, splay_seed_mix (11, (uint64_t) g, 3));
      while (!rules->is_over (&s))
        {
          int seat = s.turn;
          SplayAction a;

          g_assert_true (splay_ai_choose (rules, &s, seat, (SplayLevel) ((seat + g) % 3),
                                          splay_seed_mix (g, (uint64_t) step, 4), &a));
          g_assert_true (rules->apply (&s, seat, a, NULL));
          if (++step > MAX_ACTIONS_PER_GAME)
            {
              g_autofree char *text = rules->state_to_text (&s);
              g_error ("game %d does not end:\n%s", g, text);
            }
        }
      drawn += s.drawn;
    }
  g_test_message ("%d of 3000 games drawn by the stalemate rule", drawn);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/splatoids/random/games", test_random_games);
  g_test_add_func ("/splatoids/random/heuristic-beats-random", test_heuristic_beats_random);
  g_test_add_func ("/splatoids/random/easy-beats-random", test_easy_beats_random);
  g_test_add_func ("/splatoids/random/self-play-ends", test_self_play_ends);
  return g_test_run ();
}
