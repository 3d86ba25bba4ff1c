/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The search levels (HARD, EXPERT) over the real games: a forced win found,
 * determinizations that keep to what a seat has seen, hard beating random
 * on mirrored deals, hints, and root-parallel determinism. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ai/ai.h"
#include "ai/ismcts.h"
#include "engine/catalog.h"
#include "engine/spite-malice.h"
#include "engine/splatoids.h"
#include "engine/splito.h"
#include "state-test-util.h"

static void
read_position (const SplayRules *rules, void *state, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!rules->state_from_text (state, text, &error))
    g_error ("%s", error->message);
}

static SplayAction
action (const SplayRules *rules, const void *state, int seat, const char *text)
{
  g_autoptr (GError) error = NULL;
  SplayAction a = 0;

  if (!rules->action_from_text (state, seat, text, &a, &error))
    g_error ("%s", error->message);
  return a;
}

/* Seat 0 holds two 9s and two 5s on a 9. Both 9s together make three of a
 * kind, which burns the pile, and the 5s then go out: a win. One 9 alone
 * lets the other player beat it with the ace; seat 0 cannot beat an ace,
 * picks up, and the other player goes out with the 3: a loss. */
#define FORCED_WIN "splatoids seats=2 | h0=9c,9d,5c,5d h1=Ac,3h | d=9h"

static void
test_forced_win (void)
{
  const SplayRules *rules = &splatoids_rules;
  SplatoidsState s;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayAction win, lose;
  SplayIsmctsParams params;
  g_autoptr (SplayIsmcts) search = NULL;

  read_position (rules, &s, FORCED_WIN);
  win = action (rules, &s, 0, "play 9x2");
  lose = action (rules, &s, 0, "play 9");
  g_assert_cmpint (rules->legal (&s, 0, legal), ==, 2);

  /* The levels as they play. */
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      SplayAction a = 0;

      g_assert_true (splay_ai_choose (rules, &s, 0, SPLAY_LEVEL_HARD, seed, &a));
      g_assert_cmpuint (a, ==, win);
      g_assert_true (splay_ai_hint (rules, &s, 0, seed, &a));
      g_assert_cmpuint (a, ==, win);
    }

  /* The bare search, with the game's playouts and with uniform ones: the
   * winning play is worth a certain win, the other is not chosen. */
  g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &params, NULL));
  params.max_iterations = 2000;
  search = splay_ismcts_new (rules, params.max_iterations + 2);
  for (int uniform = 0; uniform <= 1; uniform++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        SplayAction a = 0;
        SplayIsmctsStats stats;

        if (uniform)
          params.playout = NULL;
        g_assert_true (splay_ismcts_choose (search, &s, 0, &params, seed, &a, &stats));
        g_assert_cmpuint (a, ==, win);
        g_assert_cmpuint (a, !=, lose);
        g_assert_cmpfloat (stats.root_value, >, 0.95);
      }
}

/* Plays @steps random actions from a deal; FALSE if the game ended. */
static gboolean
random_position (const SplayRules *rules, void *state, int seats, uint64_t seed, int steps)
{
  SplaySettings settings;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayRng rng;

  splay_settings_defaults (rules, seats, &settings);
  rules->init (state, &settings, seed);
  splay_rng_init (&rng, seed ^ 0xabcdef);
  for (int i = 0; i < steps; i++)
    {
      uint32_t actors = rules->actors (state);
      int seat, n;

      if (rules->is_over (state))
        return FALSE;
      seat = g_bit_nth_lsf (actors, -1);
      n = rules->legal (state, seat, legal);
      rules->apply (state, seat, legal[splay_rng_below (&rng, (uint32_t) n)], NULL);
    }
  return !rules->is_over (state);
}

/* A determinization must look exactly like the truth to the seat: its view
 * of the determinized state is byte for byte its view of the true state
 * (every card it can see where it saw it, every hidden choice hidden), and
 * the cards still add up (check(): each physical card in exactly one
 * place), so no card the seat has seen anywhere turns up in a hidden place
 * too. And it must actually deal the hidden cards anew, now and then. */
static void
check_determinizations (const SplayRules *rules, int seats)
{
  g_autofree void *state = g_malloc0 (rules->state_size);
  g_autofree void *det = g_malloc0 (rules->state_size);
  g_autofree void *truth_view = g_malloc0 (rules->state_size);
  g_autofree void *det_view = g_malloc0 (rules->state_size);
  int positions = 0, changed = 0;
  SplayRng rng;

  splay_rng_init (&rng, 99);
  for (uint64_t seed = 1; seed <= 40; seed++)
    {
      if (!random_position (rules, state, seats, seed, (int) (seed * 7 % 120)))
        continue;
      positions++;
      for (int seat = 0; seat < seats; seat++)
        {
          rules->view (state, seat, truth_view);
          for (int k = 0; k < 25; k++)
            {
              g_autoptr (GError) error = NULL;

              splay_rules_copy_state (rules, det, state);
              rules->determinize (det, seat, &rng);
              if (!rules->check (det, &error))
                g_error ("%s, seed %" G_GUINT64_FORMAT ", seat %d: %s", rules->id, seed, seat,
                         error->message);
              rules->view (det, seat, det_view);
              if (!splay_same_state (rules, det_view, truth_view))
                {
                  g_autofree char *a = rules->state_to_text (truth_view);
                  g_autofree char *b = rules->state_to_text (det_view);
                  g_error ("%s, seed %" G_GUINT64_FORMAT ", seat %d: the determinization "
                           "shows the seat something else.\ntruth: %s\ndeterminized: %s",
                           rules->id, seed, seat, a, b);
                }
              changed += !splay_same_state (rules, det, state);
            }
        }
    }
  g_assert_cmpint (positions, >, 10);
  g_assert_cmpint (changed, >, positions);
}

static void
test_determinize_splatoids (void)
{
  for (int seats = 2; seats <= 4; seats++)
    check_determinizations (&splatoids_rules, seats);
}

static void
test_determinize_spite_malice (void)
{
  for (int seats = 2; seats <= 3; seats++)
    check_determinizations (&spite_malice_rules, seats);
}

static void
test_determinize_splito (void)
{
  for (int seats = 2; seats <= 4; seats++)
    check_determinizations (&splito_rules, seats);
}

/* Splito is played with simultaneous choices: a seat that chose already
 * must not have its card given away to a seat choosing after it. Seat 1
 * chooses first, then seat 0 searches; whatever seat 1 chose, seat 0's
 * view and its determinizations show only that seat 1 has chosen. */
static void
test_splito_hidden_choice (void)
{
  const SplayRules *rules = &splito_rules;
  SplitoState s, det;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayRng rng;
  int n, differs = 0;

  g_assert_true (random_position (rules, &s, 3, 5, 9));
  g_assert_true (splay_rules_seat_may_act (rules, &s, 1));
  n = rules->legal (&s, 1, legal);
  g_assert_true (rules->apply (&s, 1, legal[n - 1], NULL));
  g_assert_true (splay_rules_seat_may_act (rules, &s, 0));
  splay_rng_init (&rng, 3);
  for (int k = 0; k < 200; k++)
    {
      det = s;
      rules->determinize (&det, 0, &rng);
      differs += det.choice_card[1] != s.choice_card[1] || det.choice_side[1] != s.choice_side[1];
    }
  /* The true choice is one of many the search considers. */
  g_assert_cmpint (differs, >, 100);
}

/* Hard (with a small budget, for speed) against uniform random play on
 * mirrored deals. Random play wins about half its games against itself;
 * the hard player must win far more, with room to spare for chance: with
 * 200 games, a true rate of 0.8 falls below 0.7 with a probability under
 * one in a thousand. */
static void
test_hard_beats_random (void)
{
  const SplayRules *rules = &splatoids_rules;
  SplayIsmctsParams params;
  g_autoptr (SplayIsmcts) search = NULL;
  SplaySettings settings;
  SplatoidsState s;
  double hard_score = 0;
  int games = 0;

  g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &params, NULL));
  params.max_iterations = 150;
  search = splay_ismcts_new (rules, params.max_iterations + 2);
  splay_settings_defaults (rules, 2, &settings);
  for (uint64_t deal = 0; deal < 100; deal++)
    for (int hard_seat = 0; hard_seat < 2; hard_seat++)
      {
        SplayRng rng;
        SplayResult result;

        splay_rng_init (&rng, deal * 2 + (uint64_t) hard_seat);
        rules->init (&s, &settings, deal);
        while (!rules->is_over (&s))
          {
            SplayAction a, legal[SPLAY_MAX_ACTIONS];
            int seat = s.turn;

            if (seat == hard_seat)
              g_assert_true (
                  splay_ismcts_choose (search, &s, seat, &params, splay_rng_next (&rng), &a, NULL));
            else
              a = legal[splay_rng_below (&rng, (uint32_t) rules->legal (&s, seat, legal))];
            g_assert_true (rules->apply (&s, seat, a, NULL));
          }
        rules->result (&s, &result);
        hard_score += splay_result_reward (&result, hard_seat);
        games++;
      }
  g_test_message ("hard scored %.1f of %d games against random", hard_score, games);
  g_assert_cmpfloat (hard_score / games, >, 0.7);
}

static void
test_levels_available (void)
{
  const char *search_games[] = { "splatoids", "spite-malice", "splito" };
  const SplayRules *const *all;
  int n;

  for (gsize i = 0; i < G_N_ELEMENTS (search_games); i++)
    {
      const SplayRules *rules = splay_rules_lookup (search_games[i]);
      SplayIsmctsParams hard, expert;
      int threads = 0;

      for (int l = 0; l < SPLAY_N_LEVELS; l++)
        g_assert_true (splay_ai_level_available (rules, (SplayLevel) l));
      /* Spite and Malice's levels search whole turns, not with ISMCTS. */
      if (rules == &spite_malice_rules)
        {
          g_assert_false (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &hard, &threads));
          continue;
        }
      g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &hard, &threads));
      g_assert_cmpint (threads, ==, 1);
      g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_EXPERT, &expert, &threads));
      g_assert_cmpint (threads, ==, SPLAY_AI_EXPERT_THREADS);
      g_assert_cmpuint (expert.max_iterations, >, hard.max_iterations);
      g_assert_false (splay_ai_search_params (rules, SPLAY_LEVEL_MEDIUM, &hard, NULL));
    }

  /* Uniform random play works for every registered game. */
  all = splay_rules_all (&n);
  for (int i = 0; i < n; i++)
    g_assert_true (splay_ai_level_available (all[i], SPLAY_LEVEL_RANDOM));
}

/* A Splito search with more seats than its budget's plays to the end
 * longer playouts: its budget shrinks in proportion, so that it decides in
 * about the same time; up to the budget's seats, and in Splatoids, the
 * whole budget. */
static void
test_budget_by_seats (void)
{
  static const struct
  {
    const SplayRules *rules;
    int seats;
    guint hard, expert;
  } cases[] = {
    { &splito_rules, 4, 16000, 40000 },    { &splito_rules, 6, 16000, 40000 },
    { &splito_rules, 7, 13714, 34285 },    { &splito_rules, 8, 12000, 30000 },
    { &splatoids_rules, 4, 30000, 65000 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const SplayRules *rules = cases[i].rules;
      SplaySettings settings;
      SplayIsmctsParams hard, expert, plain;
      g_autofree void *state = g_malloc0 (rules->state_size);

      splay_settings_defaults (rules, cases[i].seats, &settings);
      rules->init (state, &settings, 5);
      g_assert_true (splay_ai_search_params_for (rules, state, SPLAY_LEVEL_HARD, &hard, NULL));
      g_assert_true (splay_ai_search_params_for (rules, state, SPLAY_LEVEL_EXPERT, &expert, NULL));
      g_assert_cmpuint (hard.max_iterations, ==, cases[i].hard);
      g_assert_cmpuint (expert.max_iterations, ==, cases[i].expert);
      /* The rest of the settings are the game's. */
      g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &plain, NULL));
      plain.max_iterations = hard.max_iterations;
      g_assert_cmpmem (&plain, sizeof plain, &hard, sizeof hard);
    }
}

/* Every level of every search game, in positions through whole games,
 * returns a legal action; the hint is what HARD plays; two runs with one
 * seed agree, the expert's two threads included. */
static void
test_search_levels_play_legally (void)
{
  const char *games[] = { "splatoids", "spite-malice", "splito" };

  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    {
      const SplayRules *rules = splay_rules_lookup (games[i]);
      g_autofree void *state = g_malloc0 (rules->state_size);

      for (uint64_t seed = 1; seed <= 2; seed++)
        {
          SplayAction legal[SPLAY_MAX_ACTIONS];
          SplayAction hard, hint, expert, again;
          int seat, n, found = 0;

          if (!random_position (rules, state, 2, seed, (int) (seed * 11)))
            continue;
          seat = g_bit_nth_lsf (rules->actors (state), -1);
          n = rules->legal (state, seat, legal);
          g_assert_true (splay_ai_choose (rules, state, seat, SPLAY_LEVEL_HARD, seed, &hard));
          g_assert_true (splay_ai_hint (rules, state, seat, seed, &hint));
          g_assert_cmpuint (hard, ==, hint);
          g_assert_true (splay_ai_choose (rules, state, seat, SPLAY_LEVEL_EXPERT, seed, &expert));
          if (seed == 1)
            {
              g_assert_true (
                  splay_ai_choose (rules, state, seat, SPLAY_LEVEL_EXPERT, seed, &again));
              g_assert_cmpuint (expert, ==, again);
            }
          for (int k = 0; k < n; k++)
            found += (legal[k] == hard) + (legal[k] == expert);
          g_assert_cmpint (found, ==, 2);
        }
    }
}

/* Root parallelisation: the summed visit counts depend on the seed only. */
static void
test_parallel_deterministic (void)
{
  const SplayRules *rules = &splatoids_rules;
  SplatoidsState s;
  SplayIsmctsParams params;
  SplayIsmctsStats a_stats, b_stats;
  SplayAction a = 0, b = 0;

  g_assert_true (random_position (rules, &s, 3, 17, 30));
  g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &params, NULL));
  params.max_iterations = 800;
  g_assert_true (
      splay_ismcts_choose_parallel (rules, &s, s.turn, &params, 5, 2, 1000, &a, &a_stats));
  g_assert_true (
      splay_ismcts_choose_parallel (rules, &s, s.turn, &params, 5, 2, 1000, &b, &b_stats));
  g_assert_cmpuint (a, ==, b);
  g_assert_cmpuint (a_stats.iterations, ==, 2 * params.max_iterations);
  g_assert_cmpuint (a_stats.nodes, ==, b_stats.nodes);
  g_assert_cmpfloat (a_stats.root_value, ==, b_stats.root_value);
}

/* Splatoids' expert explores less than hard (its own UCB constant) and
 * judges a cut-off playout by its own evaluation (which
 * /ai/splatoids-evaluate-expert-shape looks at); hard keeps the search's
 * default and the hand-set evaluation, so its play is what it was. */
static void
test_splatoids_expert_exploration (void)
{
  const SplayRules *rules = &splatoids_rules;
  SplayIsmctsParams hard, expert;

  g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &hard, NULL));
  g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_EXPERT, &expert, NULL));
  g_assert_cmpfloat (hard.exploration, ==, 0.0);
  g_assert_cmpfloat (expert.exploration, >, 0.0);
  g_assert_cmpfloat (expert.exploration, <, 0.7);
  g_assert_true (expert.playout == hard.playout);
  g_assert_true (expert.evaluate != hard.evaluate);
  g_assert_cmpuint (expert.max_playout, ==, hard.max_playout);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai-search/forced-win", test_forced_win);
  g_test_add_func ("/ai-search/determinize/splatoids", test_determinize_splatoids);
  g_test_add_func ("/ai-search/determinize/spite-malice", test_determinize_spite_malice);
  g_test_add_func ("/ai-search/determinize/splito", test_determinize_splito);
  g_test_add_func ("/ai-search/splito-hidden-choice", test_splito_hidden_choice);
  g_test_add_func ("/ai-search/levels-available", test_levels_available);
  g_test_add_func ("/ai-search/levels-play-legally", test_search_levels_play_legally);
  g_test_add_func ("/ai-search/parallel-deterministic", test_parallel_deterministic);
  g_test_add_func ("/ai-search/budget-by-seats", test_budget_by_seats);
  g_test_add_func ("/ai-search/hard-beats-random", test_hard_beats_random);
  g_test_add_func ("/ai-search/splatoids-expert-exploration", test_splatoids_expert_exploration);
  return g_test_run ();
}
