/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Spite and Malice computer player: legal, blind to hidden cards, and
 * playing the way issue 3 asks. */
#include "config.h"

#include <string.h>

#include "ai/spite-malice-ai.h"
#include "engine/spite-malice.h"

static const SplayRules *R = &spite_malice_rules;

static SpiteMaliceState *
load (const char *position)
{
  SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  g_autoptr (GError) error = NULL;

  if (!R->state_from_text (s, position, &error))
    g_error ("cannot read “%s”: %s", position, error->message);
  return s;
}

static gboolean
is_legal (const SpiteMaliceState *s, int seat, SplayAction a)
{
  SplayAction acts[SPLAY_MAX_ACTIONS];
  int n = R->legal (s, seat, acts);

  for (int i = 0; i < n; i++)
    if (acts[i] == a)
      return TRUE;
  return FALSE;
}

/* Lets the computer play @seat's whole turn; returns how many actions. */
static int
play_turn (SpiteMaliceState *s, SplayLevel level, uint64_t seed)
{
  int seat = s->turn, n = 0;
  SplayRng rng;

  splay_rng_init (&rng, seed);
  while (!R->is_over (s) && s->turn == seat)
    {
      SplayAction a = spite_malice_ai_choose (s, seat, level, &rng);
      g_assert_true (is_legal (s, seat, a));
      g_assert_true (R->apply (s, seat, a, NULL));
      g_assert_cmpint (++n, <, 100);
    }
  return n;
}

#define STD "seats=2 goal=26 unlimited=0 aces-twos=0 first=0 turn=0 "

static void
test_reaches_goal (void)
{
  /* Goal 6 on a pile at 2: hand 3, discard top 4, hand 5, then the goal. */
  g_autofree SpiteMaliceState *s
      = load (STD "build=As2s/-/-/- goal0=Tc6c goal1=Qd hand0=9c3hJc5hQc hand1=2c "
                  "disc0=4d/-/-/- disc1=-/-/-/-");

  play_turn (s, SPLAY_LEVEL_MEDIUM, 1);
  g_assert_cmpint (s->goal_n[0], ==, 1);
  g_assert_cmpint (s->disc_n[0][0], <=, 1);
}

static void
test_blocks_next_goal (void)
{
  /* Its own goal is out of reach; the next player's 7 would go on the 6. */
  g_autofree SpiteMaliceState *s
      = load (STD "build=-/As2s3s4s5s6s/-/- goal0=Qc goal1=7d hand0=7hJc9cTcJd hand1=2c "
                  "disc0=-/-/-/- disc1=-/-/-/-");

  /* Even a king is worth spending on that, when nothing else blocks. */
  g_autofree SpiteMaliceState *k
      = load (STD "build=-/As2s3s4s5s6s/-/- goal0=Qc goal1=7d hand0=KhJc9cTcJd hand1=2c "
                  "disc0=-/-/-/- disc1=-/-/-/-");

  play_turn (s, SPLAY_LEVEL_MEDIUM, 2);
  for (int p = 0; p < s->n_piles; p++)
    g_assert_cmpint (spite_malice_pile_rank (s, p), !=, 6);
  play_turn (k, SPLAY_LEVEL_MEDIUM, 2);
  g_assert_cmpint (spite_malice_pile_rank (k, 1), ==, 7);
}

static void
test_keeps_kings (void)
{
  /* A king would make the pile a 3, but the goal needs a 5: keep it. */
  g_autofree SpiteMaliceState *keep
      = load (STD "build=As2s/-/-/- goal0=5c goal1=Qd hand0=Kh9h9dTcJc hand1=2c "
                  "disc0=-/-/-/- disc1=-/-/-/-");
  /* Here the king as a 4 frees the goal 5: play it. */
  g_autofree SpiteMaliceState *use
      = load (STD "build=As2s3s/-/-/- goal0=Td5c goal1=Qd hand0=Kh9h9dTcJc hand1=2c "
                  "disc0=-/-/-/- disc1=-/-/-/-");
  gboolean king = FALSE;

  play_turn (keep, SPLAY_LEVEL_MEDIUM, 3);
  for (int i = 0; i < keep->hand_n[0]; i++)
    king |= splay_card_rank (keep->hand[0][i]) == SPLAY_RANK_KING;
  g_assert_true (king);

  play_turn (use, SPLAY_LEVEL_MEDIUM, 4);
  g_assert_cmpint (use->goal_n[0], ==, 1);
}

static void
test_discards_descending (void)
{
  g_autofree SpiteMaliceState *s
      = load (STD "build=As2s/-/-/- goal0=5c goal1=Qd hand0=7hKc9dJcQd hand1=2c "
                  "disc0=8c/Td/-/- disc1=-/-/-/-");

  play_turn (s, SPLAY_LEVEL_MEDIUM, 5);
  g_assert_cmpint (s->disc_n[0][0], ==, 2);
  g_assert_cmpint (splay_card_rank (s->disc[0][0][1]), ==, 7);
}

/* The player decides from what its seat sees: the same choice from the
 * true state and from the seat's view. */
static void
test_sees_only_its_view (void)
{
  SplaySettings st;
  g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  g_autofree SpiteMaliceState *v = g_new0 (SpiteMaliceState, 1);

  splay_settings_defaults (R, 3, &st);
  for (int g = 0; g < 20; g++)
    {
      SplayRng rng;

      R->init (s, &st, 500 + g);
      splay_rng_init (&rng, g);
      for (int step = 0; step < 200 && !R->is_over (s); step++)
        {
          int seat = s->turn;
          SplayRng r1, r2;
          SplayAction a, b;

          for (SplayLevel level = SPLAY_LEVEL_EASY; level <= SPLAY_LEVEL_MEDIUM; level++)
            {
              splay_rng_init (&r1, step);
              r2 = r1;
              R->view (s, seat, v);
              a = spite_malice_ai_choose (s, seat, level, &r1);
              b = spite_malice_ai_choose (v, seat, level, &r2);
              g_assert_cmpuint (a, ==, b);
              g_assert_true (is_legal (s, seat, a));
            }
          g_assert_true (
              R->apply (s, seat, spite_malice_ai_choose (s, seat, SPLAY_LEVEL_MEDIUM, &rng), NULL));
        }
    }
}

/* The hard level decides from what its seat may know: dealing every card
 * it cannot see anew (as its own samples do) leaves its choice as it was,
 * and the choice is legal and the same for the same seed. */
static void
test_hard_sees_only_its_view (void)
{
  SplaySettings st;
  g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  g_autofree SpiteMaliceState *t = g_new0 (SpiteMaliceState, 1);
  int checked = 0;

  for (int seats = 2; seats <= 3; seats++)
    {
      SplayRng rng;

      splay_settings_defaults (R, seats, &st);
      R->init (s, &st, 900 + seats);
      splay_rng_init (&rng, seats);
      for (int step = 0; step < 400 && !R->is_over (s); step++)
        {
          int seat = s->turn;
          SplayAction a = 0, b = 0, c = 0;

          if (step % 20 == 7)
            {
              SplayRng other;

              g_assert_true (spite_malice_ai_search (s, seat, SPLAY_LEVEL_HARD, step, &a));
              g_assert_true (is_legal (s, seat, a));
              memcpy (t, s, sizeof *t);
              splay_rng_init (&other, 77 + step);
              R->determinize (t, seat, &other);
              g_assert_true (spite_malice_ai_search (t, seat, SPLAY_LEVEL_HARD, step, &b));
              g_assert_cmphex (a, ==, b);
              g_assert_true (spite_malice_ai_search (s, seat, SPLAY_LEVEL_HARD, step, &c));
              g_assert_cmphex (a, ==, c);
              checked++;
            }
          g_assert_true (
              R->apply (s, seat, spite_malice_ai_choose (s, seat, SPLAY_LEVEL_MEDIUM, &rng), NULL));
        }
    }
  g_assert_cmpint (checked, >=, 10);
}

/* Plays @games games of @seats seats where seat @strong_seat (rotating with
 * the first player) plays at @strong and the others at @weak. */
static void
match (int seats, int games, const char *settings, SplayLevel strong, SplayLevel weak,
       int *strong_wins, int *weak_wins)
{
  g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  SplaySettings st;
  SplayRng rng;

  *strong_wins = *weak_wins = 0;
  g_assert_true (splay_settings_from_text (R, settings, &st, NULL));
  st.n_seats = seats;
  splay_rng_init (&rng, 99);
  for (int g = 0; g < games; g++)
    {
      int strong_seat = g % seats;
      int steps = 0;

      st.values[SPITE_MALICE_OPT_FIRST] = (g / seats) % seats;
      R->init (s, &st, splay_seed_mix (7, g, seats));
      while (!R->is_over (s))
        {
          int seat = s->turn;
          SplayAction a
              = spite_malice_ai_choose (s, seat, seat == strong_seat ? strong : weak, &rng);
          g_assert_true (R->apply (s, seat, a, NULL));
          g_assert_cmpint (++steps, <, 20000);
        }
      if (s->phase == SPITE_MALICE_PHASE_WON)
        {
          if (s->winner == strong_seat)
            (*strong_wins)++;
          else
            (*weak_wins)++;
        }
    }
}

static void
test_beats_random (void)
{
  int strong, weak;

  match (2, 200, "seats=2", SPLAY_LEVEL_MEDIUM, SPLAY_LEVEL_RANDOM, &strong, &weak);
  g_test_message ("2 players, heuristic vs random: %d to %d of 200", strong, weak);
  /* About 93 % wins and no losses were measured; the rest are drawn. */
  g_assert_cmpint (strong, >=, 140);
  g_assert_cmpint (weak, <=, 10);

  match (2, 100, "seats=2 aces-twos=1", SPLAY_LEVEL_MEDIUM, SPLAY_LEVEL_RANDOM, &strong, &weak);
  g_test_message ("2 players, aces and twos, heuristic vs random: %d to %d of 100", strong, weak);
  g_assert_cmpint (strong, >=, 70);
  g_assert_cmpint (weak, <=, 5);

  match (3, 90, "seats=3", SPLAY_LEVEL_MEDIUM, SPLAY_LEVEL_RANDOM, &strong, &weak);
  g_test_message ("3 players, heuristic vs 2 random: %d to %d of 90", strong, weak);
  g_assert_cmpint (strong, >, 3 * weak);
}

static void
test_beats_easy (void)
{
  int strong, weak;

  match (2, 100, "seats=2", SPLAY_LEVEL_MEDIUM, SPLAY_LEVEL_EASY, &strong, &weak);
  g_test_message ("2 players, medium vs easy: %d to %d of 100", strong, weak);
  g_assert_cmpint (strong, >, 2 * weak);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/spite-malice-ai/reaches-goal", test_reaches_goal);
  g_test_add_func ("/spite-malice-ai/blocks-next-goal", test_blocks_next_goal);
  g_test_add_func ("/spite-malice-ai/keeps-kings", test_keeps_kings);
  g_test_add_func ("/spite-malice-ai/discards-descending", test_discards_descending);
  g_test_add_func ("/spite-malice-ai/sees-only-its-view", test_sees_only_its_view);
  g_test_add_func ("/spite-malice-ai/hard-sees-only-its-view", test_hard_sees_only_its_view);
  g_test_add_func ("/spite-malice-ai/beats-random", test_beats_random);
  g_test_add_func ("/spite-malice-ai/beats-easy", test_beats_easy);
  return g_test_run ();
}
