/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a seat may see, for every game: rules->view () is the only picture of
 * a game a seat (a board, later a remote player) is given, so it must hold
 * no card the seat cannot see and nothing of the generator that will deal
 * the cards to come.
 *
 * Both are checked without knowing a game's places, from the contract of
 * determinize (): it deals every card a seat cannot see anew and re-seeds
 * any generator in the state. So the seat's view of the true state and of a
 * determinized one must be the same bytes, and a spectator's view must not
 * change whichever seat the state is determinized for. The games that keep
 * a generator in their state are also checked by its place: the view's
 * generator does not depend on the true one, and no word of the true one
 * appears anywhere in the view. */
#include "config.h"

#include <string.h>

#include "engine/rules.h"
#include "engine/speed-core.h"
#include "engine/spite-malice.h"

#define N_SEEDS 6
#define MAX_ACTIONS 400
#define CHECK_EVERY 7

/* Settings beyond each game's seat counts, so that hands, two decks and
 * the like are seen too. */
static const struct
{
  const char *game;
  const char *settings;
} extra_settings[] = {
  { "spit", "seats=2 five-in-hand=1" },
  { "spit", "seats=2 two-decks=1 shuffle=1" },
  { "splat", "seats=3 wrap=1" },
};

/* Where a game keeps its generator, or -1. */
static gssize
rng_offset (const SplayRules *rules)
{
  if (rules->state_size == sizeof (SpeedState)
      && (g_str_equal (rules->id, "spit") || g_str_equal (rules->id, "splat")))
    return G_STRUCT_OFFSET (SpeedState, rng);
  if (g_str_equal (rules->id, "spite-malice"))
    return G_STRUCT_OFFSET (SpiteMaliceState, rng);
  return -1;
}

static gboolean
contains (gconstpointer haystack, gsize size, gconstpointer needle, gsize n)
{
  for (gsize i = 0; i + n <= size; i++)
    if (memcmp ((const guint8 *) haystack + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

static void
check_rng (const SplayRules *rules, gconstpointer state, int seat, gconstpointer view)
{
  gssize offset = rng_offset (rules);
  g_autofree guint8 *other = NULL;
  g_autofree guint8 *other_view = NULL;
  SplayRng *rng;

  if (offset < 0)
    return;
  /* No word of the true generator anywhere in the view. */
  rng = (SplayRng *) ((const guint8 *) state + offset);
  for (int w = 0; w < 4; w++)
    if (rng->s[w] != 0)
      g_assert_false (contains (view, rules->state_size, &rng->s[w], sizeof rng->s[w]));

  /* Another generator, the same view. */
  other = g_memdup2 (state, rules->state_size);
  splay_rng_init ((SplayRng *) (other + offset), g_test_rand_int ());
  other_view = g_malloc (rules->state_size);
  rules->view (other, seat, other_view);
  g_assert_cmpmem (view, rules->state_size, other_view, rules->state_size);
}

/* The checks at one position. */
static void
check_views (const SplayRules *rules, gconstpointer state, int n_seats, guint64 seed)
{
  gsize size = rules->state_size;
  g_autofree guint8 *view = g_malloc (size);
  g_autofree guint8 *spectator = g_malloc (size);
  g_autofree guint8 *dealt = g_malloc (size);
  g_autofree guint8 *dealt_view = g_malloc (size);

  rules->view (state, -1, spectator);
  check_rng (rules, state, -1, spectator);
  for (int seat = 0; seat < n_seats; seat++)
    for (int k = 0; k < 2; k++)
      {
        SplayRng rng;

        splay_rng_init (&rng, splay_seed_mix (seed, seat, k));
        memcpy (dealt, state, size);
        rules->determinize (dealt, seat, &rng);

        /* The seat sees nothing of what was dealt anew. */
        rules->view (state, seat, view);
        rules->view (dealt, seat, dealt_view);
        if (memcmp (view, dealt_view, size) != 0)
          {
            g_autofree char *text = rules->state_to_text (state);
            g_test_message ("%s: seat %d sees a card it cannot see at %s", rules->id, seat, text);
            g_assert_cmpmem (view, size, dealt_view, size);
          }
        check_rng (rules, state, seat, view);

        /* Nor does a spectator, whoever's unseen cards were dealt. */
        rules->view (dealt, -1, dealt_view);
        if (memcmp (spectator, dealt_view, size) != 0)
          {
            g_autofree char *text = rules->state_to_text (state);
            g_test_message ("%s: a spectator sees a card seat %d cannot see at %s", rules->id, seat,
                            text);
            g_assert_cmpmem (spectator, size, dealt_view, size);
          }
      }
}

/* Random games from @settings, checked every few actions. */
static void
play_and_check (const SplayRules *rules, const SplaySettings *settings)
{
  g_autofree guint8 *state = g_malloc (rules->state_size);

  for (guint64 seed = 1; seed <= N_SEEDS; seed++)
    {
      SplayRng rng;

      splay_rng_init (&rng, seed * 7919);
      rules->init (state, settings, seed);
      for (int a = 0; a < MAX_ACTIONS && !rules->is_over (state); a++)
        {
          SplayAction legal[SPLAY_MAX_ACTIONS];
          guint32 actors = rules->actors (state);
          int seats[SPLAY_MAX_SEATS], n_actors = 0, seat, n;

          if (a % CHECK_EVERY == 0)
            check_views (rules, state, settings->n_seats, seed * 1000 + a);
          for (int s = 0; s < settings->n_seats; s++)
            if ((actors >> s) & 1)
              seats[n_actors++] = s;
          g_assert_cmpint (n_actors, >, 0);
          seat = seats[splay_rng_below (&rng, n_actors)];
          n = rules->legal (state, seat, legal);
          g_assert_cmpint (n, >, 0);
          g_assert_true (rules->apply (state, seat, legal[splay_rng_below (&rng, n)], NULL));
        }
      check_views (rules, state, settings->n_seats, seed);
    }
}

static void
test_views (gconstpointer data)
{
  const SplayRules *rules = data;
  SplaySettings settings;

  for (int n = rules->min_seats; n <= rules->max_seats; n++)
    {
      /* The smallest table, the largest, and one between. */
      if (n != rules->min_seats && n != rules->max_seats
          && n != (rules->min_seats + rules->max_seats) / 2)
        continue;
      splay_settings_defaults (rules, n, &settings);
      play_and_check (rules, &settings);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (extra_settings); i++)
    {
      g_autoptr (GError) error = NULL;

      if (!g_str_equal (extra_settings[i].game, rules->id))
        continue;
      g_assert_true (
          splay_settings_from_text (rules, extra_settings[i].settings, &settings, &error));
      g_assert_no_error (error);
      play_and_check (rules, &settings);
    }
}

/* The check itself can fail: a view that forgets to hide a card is caught. */
static void
leaky_view (const void *state, int seat, void *out)
{
  SpiteMaliceState *v = out;

  spite_malice_rules.view (state, seat, out);
  if (v->draw_n > 0)
    v->draw[v->draw_n - 1] = ((const SpiteMaliceState *) state)->draw[v->draw_n - 1];
}

/* ... and so is one that keeps the generator. */
static void
rng_leaky_view (const void *state, int seat, void *out)
{
  spite_malice_rules.view (state, seat, out);
  ((SpiteMaliceState *) out)->rng = ((const SpiteMaliceState *) state)->rng;
}

static void
run_leaky (void (*view) (const void *, int, void *))
{
  SplayRules leaky = spite_malice_rules;
  SplaySettings settings;

  leaky.view = view;
  splay_settings_defaults (&leaky, 2, &settings);
  play_and_check (&leaky, &settings);
}

static void
test_rng_leak_is_caught (void)
{
  if (g_test_subprocess ())
    {
      run_leaky (rng_leaky_view);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*contains (view*");
}

static void
test_leak_is_caught (void)
{
  if (g_test_subprocess ())
    {
      run_leaky (leaky_view);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*assertion failed (view == dealt_view)*");
}

int
main (int argc, char *argv[])
{
  const SplayRules *const *all;
  int n_rules;

  g_test_init (&argc, &argv, NULL);
  all = splay_rules_all (&n_rules);
  for (int i = 0; i < n_rules; i++)
    {
      g_autofree char *path = g_strdup_printf ("/views/%s", all[i]->id);
      g_test_add_data_func (path, all[i], test_views);
    }
  g_test_add_func ("/views/leak-is-caught", test_leak_is_caught);
  g_test_add_func ("/views/rng-leak-is-caught", test_rng_leak_is_caught);
  return g_test_run ();
}
