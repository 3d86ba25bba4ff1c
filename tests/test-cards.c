/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Card ids, ranks, suits, text forms and the multi-deck pool. */
#include "config.h"

#include <string.h>

#include "engine/cards.h"
#include "engine/rules.h"

static void
test_ids (void)
{
  SplayCard all[SPLAY_MAX_CARDS];
  int n;

  for (int d = 0; d < SPLAY_MAX_DECKS; d++)
    for (int suit = 0; suit < 4; suit++)
      for (int rank = 1; rank <= 13; rank++)
        {
          SplayCard c = splay_card_make (d, (SplaySuit) suit, rank);
          g_assert_true (splay_card_is_real (c));
          g_assert_false (splay_card_is_joker (c));
          g_assert_cmpint (splay_card_rank (c), ==, rank);
          g_assert_cmpint (splay_card_suit (c), ==, suit);
          g_assert_cmpint (splay_card_deck (c), ==, d);
        }
  for (int d = 0; d < SPLAY_MAX_DECKS; d++)
    for (int w = 0; w < 2; w++)
      {
        SplayCard j = splay_card_joker (d, w);
        g_assert_true (splay_card_is_joker (j));
        g_assert_cmpint (splay_card_rank (j), ==, 0);
        g_assert_cmpint (splay_card_suit (j), ==, SPLAY_SUIT_JOKER);
        g_assert_cmpint (splay_card_deck (j), ==, d);
      }
  g_assert_false (splay_card_is_real (SPLAY_CARD_NONE));
  g_assert_false (splay_card_is_real (SPLAY_CARD_UNKNOWN));

  n = splay_cards_deck (all, 2, FALSE);
  g_assert_cmpint (n, ==, 104);
  for (int i = 0; i < n; i++)
    {
      g_assert_false (splay_card_is_joker (all[i]));
      if (i > 0)
        g_assert_cmpint (all[i], >, all[i - 1]);
    }
  n = splay_cards_deck (all, 3, TRUE);
  g_assert_cmpint (n, ==, 162);
  g_assert_true (splay_card_is_joker (all[53]));
}

static void
test_text (void)
{
  char buf[4];

  splay_card_to_text (splay_card_make (0, SPLAY_SUIT_SPADES, 1), buf);
  g_assert_cmpstr (buf, ==, "As");
  splay_card_to_text (splay_card_make (1, SPLAY_SUIT_DIAMONDS, 10), buf);
  g_assert_cmpstr (buf, ==, "Td");
  splay_card_to_text (splay_card_make (0, SPLAY_SUIT_HEARTS, 13), buf);
  g_assert_cmpstr (buf, ==, "Kh");
  splay_card_to_text (splay_card_make (0, SPLAY_SUIT_CLUBS, 7), buf);
  g_assert_cmpstr (buf, ==, "7c");
  splay_card_to_text (splay_card_joker (0, 1), buf);
  g_assert_cmpstr (buf, ==, "Jk");
  splay_card_to_text (SPLAY_CARD_UNKNOWN, buf);
  g_assert_cmpstr (buf, ==, "?");

  for (int rank = 1; rank <= 13; rank++)
    {
      const char *t = splay_rank_to_text (rank);
      g_assert_cmpint (strlen (t), ==, 1);
      g_assert_cmpint (splay_rank_from_char (t[0]), ==, rank);
      g_assert_cmpint (splay_rank_from_char (g_ascii_tolower (t[0])), ==, rank);
    }
  g_assert_cmpint (splay_rank_from_char ('1'), ==, 0);
  g_assert_cmpint (splay_rank_from_char ('?'), ==, 0);
  g_assert_cmpint (splay_rank_from_char ('\0'), ==, 0);
  g_assert_cmpint (splay_rank_from_char ('x'), ==, 0);
}

static void
test_text_round_trip (void)
{
  SplayCardPool pool;

  /* Every card of two decks with jokers, written and read back in order,
   * comes back as the same physical card. */
  splay_card_pool_init (&pool, 2, TRUE);
  for (int d = 0; d < 2; d++)
    for (int i = 0; i < SPLAY_CARDS_PER_DECK; i++)
      {
        SplayCard c = (SplayCard) (d * SPLAY_CARDS_PER_DECK + i);
        char buf[4];
        const char *p = buf;
        g_autoptr (GError) error = NULL;

        splay_card_to_text (c, buf);
        g_assert_cmpint (splay_card_pool_take_text (&pool, &p, &error), ==, c);
        g_assert_no_error (error);
        g_assert_cmpint (*p, ==, '\0');
      }
}

static void
test_pool (void)
{
  SplayCardPool pool;
  g_autoptr (GError) error = NULL;
  const char *text = "7c,7c'7c";
  const char *p = text;
  SplayCard c;

  splay_card_pool_init (&pool, 2, FALSE);
  c = splay_card_pool_take_text (&pool, &p, &error);
  g_assert_cmpint (c, ==, splay_card_make (0, SPLAY_SUIT_CLUBS, 7));
  g_assert_cmpstr (p, ==, ",7c'7c");
  p++;
  /* "7c'" names the second deck's copy; it is free, so it is taken. */
  c = splay_card_pool_take_text (&pool, &p, &error);
  g_assert_cmpint (c, ==, splay_card_make (1, SPLAY_SUIT_CLUBS, 7));
  g_assert_cmpstr (p, ==, "7c");
  /* Both copies are used now. */
  c = splay_card_pool_take_text (&pool, &p, &error);
  g_assert_cmpint (c, ==, SPLAY_CARD_NONE);
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
  g_clear_error (&error);

  /* Plain text takes the first free copy, wherever it is. */
  splay_card_pool_init (&pool, 2, FALSE);
  p = "Qh'";
  g_assert_cmpint (splay_card_pool_take_text (&pool, &p, NULL), ==,
                   splay_card_make (1, SPLAY_SUIT_HEARTS, 12));
  p = "qH";
  g_assert_cmpint (splay_card_pool_take_text (&pool, &p, NULL), ==,
                   splay_card_make (0, SPLAY_SUIT_HEARTS, 12));

  /* Errors: no such deck, no jokers, not a card, "?" refused. */
  splay_card_pool_init (&pool, 1, FALSE);
  {
    static const char *const bad[] = { "7c'", "Jk", "7x", "?", "", "Z9", "1c" };
    for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        p = bad[i];
        g_assert_cmpint (splay_card_pool_take_text (&pool, &p, &error), ==, SPLAY_CARD_NONE);
        g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
        g_assert_true (p == bad[i]);
        g_clear_error (&error);
      }
  }
  g_assert_true (splay_card_pool_take (&pool, splay_card_make (0, SPLAY_SUIT_SPADES, 2)));
  g_assert_false (splay_card_pool_take (&pool, splay_card_make (0, SPLAY_SUIT_SPADES, 2)));
  g_assert_false (splay_card_pool_take (&pool, splay_card_make (1, SPLAY_SUIT_SPADES, 2)));
  g_assert_false (splay_card_pool_take (&pool, splay_card_joker (0, 0)));
  g_assert_false (splay_card_pool_take (&pool, SPLAY_CARD_UNKNOWN));

  splay_card_pool_init (&pool, 1, TRUE);
  p = "Jk,Jk,Jk";
  g_assert_cmpint (splay_card_pool_take_text (&pool, &p, NULL), ==, splay_card_joker (0, 0));
  p++;
  g_assert_cmpint (splay_card_pool_take_text (&pool, &p, NULL), ==, splay_card_joker (0, 1));
  p++;
  g_assert_cmpint (splay_card_pool_take_text (&pool, &p, NULL), ==, SPLAY_CARD_NONE);
}

static void
test_names (void)
{
  g_autofree char *queen = splay_card_name (splay_card_make (0, SPLAY_SUIT_HEARTS, 12));
  g_autofree char *ten = splay_card_short (splay_card_make (1, SPLAY_SUIT_CLUBS, 10));
  g_autofree char *ace = splay_card_short (splay_card_make (0, SPLAY_SUIT_SPADES, 1));
  g_autofree char *seven = splay_card_short (splay_card_make (0, SPLAY_SUIT_DIAMONDS, 7));
  g_autofree char *joker = splay_card_name (splay_card_joker (0, 0));
  g_autofree char *hidden = splay_card_name (SPLAY_CARD_UNKNOWN);

  g_assert_cmpstr (queen, ==, "Queen of hearts");
  g_assert_cmpstr (ten, ==, "10♣");
  g_assert_cmpstr (ace, ==, "A♠");
  g_assert_cmpstr (seven, ==, "7♦");
  g_assert_cmpstr (joker, ==, "Joker");
  g_assert_cmpstr (hidden, ==, "Face-down card");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cards/ids", test_ids);
  g_test_add_func ("/cards/text", test_text);
  g_test_add_func ("/cards/text-round-trip", test_text_round_trip);
  g_test_add_func ("/cards/pool", test_pool);
  g_test_add_func ("/cards/names", test_names);
  return g_test_run ();
}
