/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Splatoids' determinization keeps, per thread, the hidden places and cards
 * of the last position it was given: every deal it makes, from the true
 * state and from a view, again and again and after another position, is
 * the one the first way of dealing (a byte per card, every deck scanned)
 * makes with the same draws. */
#include "config.h"

#include <string.h>

#include "engine/splatoids.h"

static const SplayRules *rules = &splatoids_rules;

/* The first way, as it was written. */
static void
reference_determinize (SplatoidsState *s, int seat, SplayRng *rng)
{
  guint8 seen[SPLAY_MAX_CARDS] = { 0 };
  SplayCard *slots[SPLAY_MAX_CARDS];
  SplayCard hidden[SPLAY_MAX_CARDS];
  int n_slots = 0, n_hidden = 0;

  for (int i = 0; i < s->n_seats; i++)
    {
      for (int k = 0; k < s->hand_n[i]; k++)
        {
          SplayCard c = s->hand[i][k];
          gboolean public
              = splay_card_is_real (c) && c < 128 && ((s->public_in_hand[c >> 6] >> (c & 63)) & 1);

          if (splay_card_is_real (c) && (i == seat || public))
            seen[c] = 1;
          else
            slots[n_slots++] = &s->hand[i][k];
        }
      for (int p = 0; p < s->n_piles; p++)
        for (int l = 0; l < s->pile_n[i][p]; l++)
          {
            SplayCard c = s->pile[i][p][l];
            if (l % 2 == 1 && splay_card_is_real (c))
              seen[c] = 1;
            else
              slots[n_slots++] = &s->pile[i][p][l];
          }
    }
  for (int i = 0; i < s->discard_n; i++)
    if (splay_card_is_real (s->discard[i]))
      seen[s->discard[i]] = 1;
  for (int i = 0; i < s->burned_n; i++)
    if (splay_card_is_real (s->burned[i]))
      seen[s->burned[i]] = 1;
  for (int d = 0; d < s->n_decks; d++)
    for (int k = 0; k < 52; k++)
      {
        SplayCard c = (SplayCard) (d * SPLAY_CARDS_PER_DECK + k);
        if (!seen[c])
          hidden[n_hidden++] = c;
      }
  g_assert_cmpint (n_hidden, ==, n_slots);
  splay_rng_shuffle (rng, hidden, n_hidden);
  for (int i = 0; i < n_slots; i++)
    *slots[i] = hidden[i];
  splatoids_update_hashes (s);
}

static void
compare (const SplatoidsState *from, int seat, uint64_t seed)
{
  SplatoidsState a = *from, b = *from;
  SplayRng ra, rb;

  splay_rng_init (&ra, seed);
  rb = ra;
  rules->determinize (&a, seat, &ra);
  reference_determinize (&b, seat, &rb);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_assert_cmpmem (&ra, sizeof ra, &rb, sizeof rb);
  g_assert_true (rules->check (&a, NULL));
}

static void
test_same_deals (void)
{
  SplaySettings settings;
  SplatoidsState s, view;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayRng walk;
  int compared = 0;

  splay_rng_init (&walk, 3);
  for (int game = 0; game < 60; game++)
    {
      splay_settings_defaults (rules, 2 + game % 3, &settings);
      settings.values[SPLATOIDS_OPT_MATCHPLAY] = game % 2;
      rules->init (&s, &settings, (uint64_t) game);
      for (int m = 0; !rules->is_over (&s); m++)
        {
          int n = rules->legal (&s, s.turn, legal);

          if (m % 7 == 0)
            {
              /* The same position twice for each seat (kept after the
               * first), then the views. */
              for (int seat = 0; seat < s.n_seats; seat++)
                for (int r = 0; r < 2; r++)
                  compare (&s, seat, splay_seed_mix ((uint64_t) game, (uint64_t) m, r));
              for (int seat = 0; seat < s.n_seats; seat++)
                {
                  rules->view (&s, seat, &view);
                  compare (&view, seat, (uint64_t) m);
                  compare (&view, seat, (uint64_t) m + 1);
                  compared++;
                }
            }
          rules->apply (&s, s.turn, legal[splay_rng_below (&walk, (uint32_t) n)], NULL);
        }
    }
  g_assert_cmpint (compared, >, 1000);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/splatoids/determinize-same-deals", test_same_deals);
  return g_test_run ();
}
