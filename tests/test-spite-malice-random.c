/* SPDX-License-Identifier: GPL-3.0-or-later */
/* 10,000 random games of Spite and Malice per player count, with card
 * conservation and the other invariants checked after every action. */
#include "config.h"

#include <string.h>

#include "engine/spite-malice.h"

#define GAMES_PER_COUNT 10000
/* Far above the longest random game seen (about 1,500 actions): a game that
 * reaches it is stuck in a loop, which is a bug. */
#define MAX_ACTIONS 20000

static const SplayRules *R = &spite_malice_rules;

/* Half the games pick uniformly, which mostly discards at once and ends in
 * a drawn game; the other half prefer building, so that piles complete,
 * the set-aside cards come back as a draw pile and goal piles empty. */
static SplayAction
pick (const SplayAction *acts, int n, gboolean builder, SplayRng *rng)
{
  int builds = 0;

  while (builds < n && SPITE_MALICE_ACTION_KIND (acts[builds]) != SPITE_MALICE_DISCARD)
    builds++;
  if (builder && builds > 0 && splay_rng_below (rng, 10) != 0)
    return acts[splay_rng_below (rng, (uint32_t) builds)];
  return acts[splay_rng_below (rng, (uint32_t) n)];
}

static void
test_random_games (gconstpointer data)
{
  int seats = GPOINTER_TO_INT (data);
  g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  g_autofree SpiteMaliceState *d = g_new0 (SpiteMaliceState, 1);
  SplayAction acts[SPLAY_MAX_ACTIONS];
  SplayRng rng;
  int won = 0, drawn = 0, reshuffles = 0;
  long total = 0;

  splay_rng_init (&rng, (uint64_t) seats);
  for (int g = 0; g < GAMES_PER_COUNT; g++)
    {
      SplaySettings st;
      g_autoptr (GError) error = NULL;
      gboolean builder = g % 2 == 1;
      int steps = 0;

      splay_settings_defaults (R, seats, &st);
      st.values[SPITE_MALICE_OPT_UNLIMITED] = g % 3 == 1;
      st.values[SPITE_MALICE_OPT_ACES_TWOS] = g % 3 == 2;
      st.values[SPITE_MALICE_OPT_FIRST] = g % seats;
      if (g % 7 == 0)
        st.values[SPITE_MALICE_OPT_GOAL] = 10 + g % 20;
      g_assert_true (R->validate (&st, NULL));
      R->init (s, &st, splay_seed_mix (seats, g, 0));
      if (!R->check (s, &error))
        g_error ("game %d, deal: %s", g, error->message);

      while (!R->is_over (s))
        {
          int seat = s->turn;
          int n = R->legal (s, seat, acts);
          int aside = s->aside_n;
          SplayAction a;

          g_assert_cmpint (n, >, 0);
          a = pick (acts, n, builder, &rng);
          if (!R->apply (s, seat, a, &error))
            g_error ("game %d: legal action refused: %s", g, error->message);
          if (!R->check (s, &error))
            {
              g_autofree char *text = R->state_to_text (s);
              g_error ("game %d after %d actions: %s\n%s", g, steps, error->message, text);
            }
          reshuffles += s->aside_n < aside;
          if (++steps >= MAX_ACTIONS)
            g_error ("game %d did not end in %d actions", g, MAX_ACTIONS);
          /* Now and then, a determinization must keep every card too. */
          if (g % 101 == 0 && steps % 37 == 0 && !R->is_over (s))
            {
              memcpy (d, s, sizeof *d);
              R->determinize (d, (seat + 1) % seats, &rng);
              if (!R->check (d, &error))
                g_error ("game %d, determinized: %s", g, error->message);
            }
        }
      total += steps;
      won += s->phase == SPITE_MALICE_PHASE_WON;
      drawn += s->phase == SPITE_MALICE_PHASE_DRAWN;
    }
  g_test_message ("%d players: %d won, %d drawn, %d reshuffles, %.1f actions per game", seats, won,
                  drawn, reshuffles, (double) total / GAMES_PER_COUNT);
  g_assert_cmpint (won + drawn, ==, GAMES_PER_COUNT);
  /* The building games must exercise winning and the reshuffle. */
  g_assert_cmpint (won, >, 0);
  g_assert_cmpint (reshuffles, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int seats = 2; seats <= 6; seats++)
    {
      g_autofree char *path = g_strdup_printf ("/spite-malice/random/%d-players", seats);
      g_test_add_data_func (path, GINT_TO_POINTER (seats), test_random_games);
    }
  return g_test_run ();
}
