/* SPDX-License-Identifier: GPL-3.0-or-later */
/* 10,000 random games of Spit and of Splat, every variant in turn, with the
 * card-conservation check after every action. Random seats act in random
 * order, as racing players would; now and then a seat sends a random action,
 * which must either be refused with the state left as it was or be one the
 * rules accept (a false splat, a pointless but legal move). A game that
 * reaches the action cap fails the test: random play must end. */
#include "config.h"

#include <string.h>

#include "engine/spit.h"
#include "engine/splat.h"

#define N_GAMES 10000
#define ACTION_CAP 500000

typedef struct
{
  const SplayRules *rules;
  const char *settings;
} Variant;

/* Games with two decks last several times longer (the cards must drift
 * from 52 to 15 by random claims), so they get a smaller share. */
static const Variant spit_variants[] = {
  { &spit_rules, "seats=2" },
  { &spit_rules, "seats=2 shuffle=1" },
  { &spit_rules, "seats=2" },
  { &spit_rules, "seats=2 five-in-hand=1" },
  { &spit_rules, "seats=2 two-decks=1" },
  { &spit_rules, "seats=2" },
  { &spit_rules, "seats=2 shuffle=1" },
  { &spit_rules, "seats=2" },
  { &spit_rules, "seats=2 five-in-hand=1" },
  { &spit_rules, "seats=2 two-decks=1 shuffle=1 five-in-hand=1" },
};

static const Variant splat_variants[] = {
  { &splat_rules, "seats=2" },
  { &splat_rules, "seats=2 wrap=1" },
  { &splat_rules, "seats=2" },
  { &splat_rules, "seats=3" },
  { &splat_rules, "seats=2 two-decks=1" },
  { &splat_rules, "seats=2" },
  { &splat_rules, "seats=2 wrap=1" },
  { &splat_rules, "seats=2" },
  { &splat_rules, "seats=3 wrap=1" },
  { &splat_rules, "seats=4" },
};

static gboolean
in_list (const SplayAction *list, int n, SplayAction a)
{
  for (int i = 0; i < n; i++)
    if (list[i] == a)
      return TRUE;
  return FALSE;
}

static void
play_games (const Variant *variants, int n_variants, uint64_t base_seed)
{
  SplayRng rng;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  long total_actions = 0, max_actions = 0;
  int wins[SPEED_MAX_SEATS] = { 0 };
  gint64 t0 = g_get_monotonic_time ();

  splay_rng_init (&rng, base_seed);
  for (int g = 0; g < N_GAMES; g++)
    {
      const Variant *v = &variants[g % n_variants];
      const SplayRules *r = v->rules;
      SplaySettings settings;
      SpeedState s, before;
      g_autoptr (GError) error = NULL;
      int steps = 0;

      g_assert_true (splay_settings_from_text (r, v->settings, &settings, &error));
      r->init (&s, &settings, splay_seed_mix (base_seed, (uint64_t) g, 0));
      g_assert_true (r->check (&s, &error));
      while (!r->is_over (&s))
        {
          uint32_t actors = r->actors (&s);
          int seat, n;
          SplayAction a;

          g_assert_cmpuint (actors, !=, 0);
          if (++steps > ACTION_CAP)
            {
              g_autofree char *text = r->state_to_text (&s);
              g_error ("%s game %d (%s) reached %d actions: %s", r->id, g, v->settings, ACTION_CAP,
                       text);
            }
          do
            seat = (int) splay_rng_below (&rng, (uint32_t) s.n_seats);
          while (!((actors >> seat) & 1));
          n = r->legal (&s, seat, legal);
          g_assert_cmpint (n, >, 0);

          if (splay_rng_below (&rng, 50) == 0)
            {
              /* A stray action: from any seat, of any kind. */
              int any = (int) splay_rng_below (&rng, (uint32_t) s.n_seats);
              SplayAction stray
                  = SPEED_ACTION (1 + splay_rng_below (&rng, 6), splay_rng_below (&rng, 10),
                                  splay_rng_below (&rng, 5));
              SplayAction any_legal[SPLAY_MAX_ACTIONS];
              int n_any = r->legal (&s, any, any_legal);

              before = s;
              if (!r->apply (&s, any, stray, NULL))
                g_assert_true (memcmp (&s, &before, sizeof s) == 0);
              else
                {
                  int kind = SPEED_ACTION_KIND (stray);
                  if (g_test_verbose ())
                    {
                      g_autofree char *t1 = r->state_to_text (&before);
                      g_autofree char *t2 = r->action_to_text (&before, any, stray);
                      g_test_message ("stray %d:%s accepted in %s", any, t2, t1);
                    }
                  g_assert_true (in_list (any_legal, n_any, stray) || kind == SPEED_STACK
                                 || (r == &splat_rules && kind == SPEED_CLAIM
                                     && before.phase == SPEED_PHASE_PLAY));
                  if (!r->check (&s, &error))
                    g_error ("%s game %d after stray action: %s", r->id, g, error->message);
                }
              continue;
            }

          a = legal[splay_rng_below (&rng, (uint32_t) n)];
          if (!r->apply (&s, seat, a, &error))
            {
              g_autofree char *text = r->state_to_text (&s);
              g_autofree char *act = r->action_to_text (&s, seat, a);
              g_error ("%s game %d: legal action %d:%s refused (%s) in %s", r->id, g, seat, act,
                       error->message, text);
            }
          if (!r->check (&s, &error))
            g_error ("%s game %d: %s", r->id, g, error->message);
        }
      total_actions += steps;
      max_actions = MAX (max_actions, steps);
      wins[s.winner == SPEED_NONE ? 0 : s.winner]++;
    }
  g_test_message ("%s: %d games, %.1f s, %ld actions on average, %ld at most, wins %d/%d/%d/%d",
                  variants[0].rules->id, N_GAMES,
                  (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC, total_actions / N_GAMES,
                  max_actions, wins[0], wins[1], wins[2], wins[3]);
}

static void
test_spit_random (void)
{
  play_games (spit_variants, G_N_ELEMENTS (spit_variants), 0x5b17);
}

static void
test_splat_random (void)
{
  play_games (splat_variants, G_N_ELEMENTS (splat_variants), 0x5b1a7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/speed/random/spit", test_spit_random);
  g_test_add_func ("/speed/random/splat", test_splat_random);
  return g_test_run ();
}
