/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The search, over the tiny test game in nim-rules.c, where the winning move
 * is known: with two players, leave the other a multiple of four stones. */
#include "config.h"

#include <string.h>

#include "ai/ismcts.h"
#include "nim-rules.h"

static void
position (NimState *s, int seats, int stones, int turn)
{
  SplaySettings settings;

  splay_settings_defaults (&nim_rules, seats, &settings);
  settings.values[1] = turn;
  nim_rules.init (s, &settings, 1);
  nim_set_stones (s, stones);
}

static void
test_finds_forced_win (void)
{
  g_autoptr (SplayIsmcts) search = splay_ismcts_new (&nim_rules, 100000);
  SplayIsmctsParams params = { .max_iterations = 4000 };

  /* From 5, 6 or 7 stones exactly one move wins by force: take 1, 2 or 3;
   * every other move loses against best play. */
  for (int stones = 5; stones <= 7; stones++)
    for (guint64 seed = 1; seed <= 5; seed++)
      {
        NimState s;
        SplayAction a = 0;
        SplayIsmctsStats stats;

        position (&s, 2, stones, 0);
        g_assert_true (splay_ismcts_choose (search, &s, 0, &params, seed, &a, &stats));
        g_assert_cmpuint (a, ==, (SplayAction) (stones % 4));
        g_assert_cmpuint (stats.iterations, ==, params.max_iterations);
        g_assert_cmpfloat (stats.root_value, >, 0.6);
      }
}

static void
test_takes_immediate_win (void)
{
  g_autoptr (SplayIsmcts) search = splay_ismcts_new (&nim_rules, 10000);
  SplayIsmctsParams params = { .max_iterations = 500 };
  NimState s;
  SplayAction a = 0;

  position (&s, 3, 3, 2);
  g_assert_true (splay_ismcts_choose (search, &s, 2, &params, 9, &a, NULL));
  g_assert_cmpuint (a, ==, 3);
}

static void
test_refuses_seat_that_cannot_act (void)
{
  g_autoptr (SplayIsmcts) search = splay_ismcts_new (&nim_rules, 1000);
  SplayIsmctsParams params = { .max_iterations = 10 };
  NimState s;
  SplayAction a = 0;

  position (&s, 2, 9, 0);
  g_assert_false (splay_ismcts_choose (search, &s, 1, &params, 1, &a, NULL));
}

static void
test_small_arena_still_answers_legally (void)
{
  /* With room for only a handful of nodes the search must still finish and
   * return a legal move. */
  g_autoptr (SplayIsmcts) search = splay_ismcts_new (&nim_rules, 3);
  SplayIsmctsParams params = { .max_iterations = 200 };
  NimState s;
  SplayAction a = 0;

  position (&s, 2, 20, 0);
  g_assert_true (splay_ismcts_choose (search, &s, 0, &params, 4, &a, NULL));
  g_assert_cmpuint (a, >=, 1);
  g_assert_cmpuint (a, <=, 3);
}

static void
test_deterministic_for_a_seed (void)
{
  g_autoptr (SplayIsmcts) search = splay_ismcts_new (&nim_rules, 50000);
  SplayIsmctsParams params = { .max_iterations = 300 };
  NimState s;
  SplayAction a = 0, b = 0;
  SplayIsmctsStats sa, sb;

  position (&s, 3, 17, 1);
  g_assert_true (splay_ismcts_choose (search, &s, 1, &params, 77, &a, &sa));
  g_assert_true (splay_ismcts_choose (search, &s, 1, &params, 77, &b, &sb));
  g_assert_cmpuint (a, ==, b);
  g_assert_cmpuint (sa.nodes, ==, sb.nodes);
  g_assert_cmpfloat (sa.root_value, ==, sb.root_value);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ismcts/forced-win", test_finds_forced_win);
  g_test_add_func ("/ismcts/immediate-win", test_takes_immediate_win);
  g_test_add_func ("/ismcts/seat-cannot-act", test_refuses_seat_that_cannot_act);
  g_test_add_func ("/ismcts/small-arena", test_small_arena_still_answers_legally);
  g_test_add_func ("/ismcts/deterministic", test_deterministic_for_a_seed);
  return g_test_run ();
}
