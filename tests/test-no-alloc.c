/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-no-alloc.c: the search's inner loop allocates nothing.
 *
 * This program is linked with the allocation functions wrapped
 * (-Wl,--wrap=malloc,--wrap=g_malloc,...; see tests/meson.build): every
 * allocation the engine and the AI make, which are linked in statically,
 * through those functions and GLib's string and array constructors, goes
 * through the counters below. Once a searcher exists, a whole search
 * (thousands of determinizations, descents, expansions and playouts) and a
 * run of random play must not allocate once: states are copied by value,
 * legal moves listed into arrays the caller owns, the tree lives in one
 * arena. */
#include "config.h"

#include <stdlib.h>

#include "engine/rules.h"
#include "ai/ai.h"
#include "ai/ismcts.h"

static guint allocations;
static gboolean counting;

#define COUNT()      \
  G_STMT_START       \
  {                  \
    if (counting)    \
      allocations++; \
  }                  \
  G_STMT_END

void *__real_malloc (size_t size);
void *__real_calloc (size_t n, size_t size);
void *__real_realloc (void *p, size_t size);
gpointer __real_g_malloc (gsize n);
gpointer __real_g_malloc0 (gsize n);
gpointer __real_g_malloc_n (gsize n, gsize size);
gpointer __real_g_malloc0_n (gsize n, gsize size);
gpointer __real_g_realloc (gpointer p, gsize n);
gpointer __real_g_memdup2 (gconstpointer p, gsize n);
gchar *__real_g_strdup (const gchar *s);
gchar *__real_g_strndup (const gchar *s, gsize n);
gchar **__real_g_strsplit (const gchar *s, const gchar *d, gint max);
gchar **__real_g_strsplit_set (const gchar *s, const gchar *d, gint max);
GString *__real_g_string_new (const gchar *s);
GString *__real_g_string_sized_new (gsize n);
GArray *__real_g_array_new (gboolean z, gboolean c, guint size);
GPtrArray *__real_g_ptr_array_new (void);

void *__wrap_malloc (size_t size);
void *__wrap_calloc (size_t n, size_t size);
void *__wrap_realloc (void *p, size_t size);
gpointer __wrap_g_malloc (gsize n);
gpointer __wrap_g_malloc0 (gsize n);
gpointer __wrap_g_malloc_n (gsize n, gsize size);
gpointer __wrap_g_malloc0_n (gsize n, gsize size);
gpointer __wrap_g_realloc (gpointer p, gsize n);
gpointer __wrap_g_memdup2 (gconstpointer p, gsize n);
gchar *__wrap_g_strdup (const gchar *s);
gchar *__wrap_g_strndup (const gchar *s, gsize n);
gchar **__wrap_g_strsplit (const gchar *s, const gchar *d, gint max);
gchar **__wrap_g_strsplit_set (const gchar *s, const gchar *d, gint max);
GString *__wrap_g_string_new (const gchar *s);
GString *__wrap_g_string_sized_new (gsize n);
GArray *__wrap_g_array_new (gboolean z, gboolean c, guint size);
GPtrArray *__wrap_g_ptr_array_new (void);

void *
__wrap_malloc (size_t size)
{
  COUNT ();
  return __real_malloc (size);
}
void *
__wrap_calloc (size_t n, size_t size)
{
  COUNT ();
  return __real_calloc (n, size);
}
void *
__wrap_realloc (void *p, size_t size)
{
  COUNT ();
  return __real_realloc (p, size);
}
gpointer
__wrap_g_malloc (gsize n)
{
  COUNT ();
  return __real_g_malloc (n);
}
gpointer
__wrap_g_malloc0 (gsize n)
{
  COUNT ();
  return __real_g_malloc0 (n);
}
gpointer
__wrap_g_malloc_n (gsize n, gsize size)
{
  COUNT ();
  return __real_g_malloc_n (n, size);
}
gpointer
__wrap_g_malloc0_n (gsize n, gsize size)
{
  COUNT ();
  return __real_g_malloc0_n (n, size);
}
gpointer
__wrap_g_realloc (gpointer p, gsize n)
{
  COUNT ();
  return __real_g_realloc (p, n);
}
gpointer
__wrap_g_memdup2 (gconstpointer p, gsize n)
{
  COUNT ();
  return __real_g_memdup2 (p, n);
}
gchar *
__wrap_g_strdup (const gchar *s)
{
  COUNT ();
  return __real_g_strdup (s);
}
gchar *
__wrap_g_strndup (const gchar *s, gsize n)
{
  COUNT ();
  return __real_g_strndup (s, n);
}
gchar **
__wrap_g_strsplit (const gchar *s, const gchar *d, gint max)
{
  COUNT ();
  return __real_g_strsplit (s, d, max);
}
gchar **
__wrap_g_strsplit_set (const gchar *s, const gchar *d, gint max)
{
  COUNT ();
  return __real_g_strsplit_set (s, d, max);
}
GString *
__wrap_g_string_new (const gchar *s)
{
  COUNT ();
  return __real_g_string_new (s);
}
GString *
__wrap_g_string_sized_new (gsize n)
{
  COUNT ();
  return __real_g_string_sized_new (n);
}
GArray *
__wrap_g_array_new (gboolean z, gboolean c, guint size)
{
  COUNT ();
  return __real_g_array_new (z, c, size);
}
GPtrArray *
__wrap_g_ptr_array_new (void)
{
  COUNT ();
  return __real_g_ptr_array_new ();
}

/* A position some medium moves into a game of @id. */
static void *
position (const SplayRules *rules, int n_seats, uint64_t seed, int moves)
{
  SplaySettings settings;
  void *state = g_malloc0 (rules->state_size);

  splay_settings_defaults (rules, n_seats, &settings);
  rules->init (state, &settings, seed);
  for (int m = 0; m < moves && !rules->is_over (state); m++)
    {
      int seat = g_bit_nth_lsf (rules->actors (state), -1);
      SplayAction a;

      g_assert_true (splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM, (uint64_t) m, &a));
      g_assert_true (rules->apply (state, seat, a, NULL));
    }
  return state;
}

/* The counting itself works: an allocation in the engine's library is
 * seen (a state read from its text allocates its fields). */
static void
test_counter_counts (void)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autofree void *state = g_malloc0 (rules->state_size);

  allocations = 0;
  counting = TRUE;
  g_assert_true (rules->state_from_text (state, "splatoids seats=2 | h0=2c h1=3c", NULL));
  counting = FALSE;
  g_assert_cmpuint (allocations, >, 0);
}

static void
test_search (gconstpointer data)
{
  const char *id = data;
  const SplayRules *rules = splay_rules_lookup (id);
  g_autofree void *state = position (rules, 3, 5, 12);
  g_autoptr (SplayIsmcts) search = NULL;
  SplayIsmctsParams params;
  SplayAction out;
  int seat = g_bit_nth_lsf (rules->actors (state), -1);

  g_assert_true (splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &params, NULL));
  params.max_iterations = 3000;
  params.max_ms = 0;
  search = splay_ismcts_new (rules, params.max_iterations + 2);
  /* Warm up: the first search may set up what lives as long as the
   * program (GLib's own one-time allocations). */
  g_assert_true (splay_ismcts_choose (search, state, seat, &params, 1, &out, NULL));

  allocations = 0;
  counting = TRUE;
  g_assert_true (splay_ismcts_choose (search, state, seat, &params, 2, &out, NULL));
  counting = FALSE;
  g_assert_cmpuint (allocations, ==, 0);
}

static void
test_random_play (gconstpointer data)
{
  const SplayRules *rules = splay_rules_lookup (data);
  g_autofree void *state = position (rules, rules->min_seats, 9, 0);
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayRng rng;
  int moves = 0;

  splay_rng_init (&rng, 3);
  allocations = 0;
  counting = TRUE;
  while (!rules->is_over (state) && moves < 20000)
    {
      int seat = g_bit_nth_lsf (rules->actors (state), -1);
      int n = rules->legal (state, seat, legal);

      rules->apply (state, seat, legal[splay_rng_below (&rng, (uint32_t) n)], NULL);
      moves++;
    }
  counting = FALSE;
  g_assert_cmpint (moves, >, 10);
  g_assert_cmpuint (allocations, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/no-alloc/counter-counts", test_counter_counts);
  g_test_add_data_func ("/no-alloc/search/splatoids", "splatoids", test_search);
  g_test_add_data_func ("/no-alloc/search/splito", "splito", test_search);
  for (int i = 0; i < 5; i++)
    {
      static const char *const games[] = { "splatoids", "spite-malice", "splito", "spit", "splat" };
      g_autofree char *path = g_strdup_printf ("/no-alloc/random-play/%s", games[i]);
      g_test_add_data_func (path, games[i], test_random_play);
    }
  return g_test_run ();
}
