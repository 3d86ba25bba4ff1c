/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule tests for Spit, each from a position in the notation (see
 * speed-core.h; "REST" stands for every card not named). */
#include "config.h"

#include <string.h>

#include "engine/spit.h"
#include "speed-test-util.h"

static const SplayRules *R = &spit_rules;

#define PLAY "spit seats=2 phase=play round=1 started=1 "

static void
test_deal (void)
{
  SplaySettings settings;
  SpeedState s;

  splay_settings_defaults (R, 2, &settings);
  R->init (&s, &settings, 7);
  g_assert_true (R->check (&s, NULL));
  g_assert_cmpint (s.phase, ==, SPEED_PHASE_PLAY);
  g_assert_false (s.started);
  for (int seat = 0; seat < 2; seat++)
    {
      /* 26 cards: a layout of 15 in five columns, 11 in the deck. */
      g_assert_cmpint (speed_cards_of (&s, seat), ==, 26);
      g_assert_cmpint (s.deck_n[seat], ==, 11);
      for (int c = 0; c < SPEED_COLUMNS; c++)
        {
          g_assert_cmpint (s.col_n[seat][c], ==, c + 1);
          g_assert_cmpint (s.col_down[seat][c], ==, c);
        }
      g_assert_false (s.pile_marker[seat]);
      g_assert_cmpint (s.pile_n[seat], ==, 0);
    }
  g_assert_cmpuint (R->actors (&s), ==, 3);
}

static void
test_stack_and_turn (void)
{
  SpeedState s;

  speed_test_load (R, &s,
                   PLAY "c0=/7h,2c/8c,3c4c/7s,5c6c7c/9d,8d9cTcJc/Kd d0=REST "
                        "c1=/Ah,/,/,/,/ d1=- pL=2h pR=5h");
  /* Two face-up sevens: stacking the one over face-down cards uncovers one. */
  g_assert_true (speed_test_listed (R, &s, 0, "stack 3 1"));
  /* The other way frees a column, useful while cards are buried. */
  g_assert_true (speed_test_listed (R, &s, 0, "stack 1 3"));
  speed_test_refused (R, &s, 0, "ready", "You can still play");
  speed_test_refused (R, &s, 0, "stack 2 4", "same rank");
  speed_test_refused (R, &s, 0, "turn 2", "face-down card with nothing on it");
  speed_test_ok (R, &s, 0, "stack 3 1");
  assert_cards (s.col[0][0], s.col_n[0][0], "7h7s");
  g_assert_cmpint (s.col_n[0][2], ==, 2);
  g_assert_cmpint (s.col_down[0][2], ==, 2);
  g_assert_true (speed_test_listed (R, &s, 0, "turn 3"));
  speed_test_ok (R, &s, 0, "turn 3");
  g_assert_cmpint (s.col_down[0][2], ==, 1);
  g_assert_cmpint (splay_card_rank (s.col[0][2][1]), ==, 4);
  /* A seat only moves its own cards: seat 1 has no column 3 group. */
  speed_test_refused (R, &s, 1, "stack 3 1", "no face-up cards");
}

static void
test_refill_empty_column (void)
{
  SpeedState s;

  speed_test_load (R, &s,
                   PLAY "c0=/7h,2c/7c,3c4c/8s,/,8d9cTcJc/Kd d0=REST "
                        "c1=/Ah,/,/,/,/ d1=- pL=2h pR=5h");
  g_assert_true (speed_test_listed (R, &s, 0, "stack 2 4"));
  g_assert_true (speed_test_listed (R, &s, 0, "stack 5 4"));
  /* Moving a group that covers nothing into the gap changes nothing:
   * the rules allow it, but it is not offered. */
  g_assert_false (speed_test_listed (R, &s, 0, "stack 1 4"));
  {
    SpeedState pointless = s;
    speed_test_ok (R, &pointless, 0, "stack 1 4");
  }
  speed_test_ok (R, &s, 0, "stack 5 4");
  assert_cards (s.col[0][3], s.col_n[0][3], "Kd");
  g_assert_cmpint (s.col_n[0][4], ==, 4);
  speed_test_ok (R, &s, 0, "turn 5");
  assert_cards (s.col[0][4] + 3, 1, "Jc");
  speed_test_refused (R, &s, 0, "stack 1 4", "same rank");
}

static void
test_plus_minus_one_with_wrap (void)
{
  SpeedState s;

  speed_test_load (R, &s,
                   PLAY "c0=/9s,/7d,/Ah,/Qs,/5c d0=REST c1=/2d,/Kh,/3s,/Js,/6c d1=- "
                        "pL=8h pR=Kc");
  g_assert_true (speed_test_listed (R, &s, 0, "play 1 L"));
  g_assert_true (speed_test_listed (R, &s, 0, "play 2 L"));
  g_assert_true (speed_test_listed (R, &s, 0, "play 3 R")); /* A on K */
  g_assert_true (speed_test_listed (R, &s, 0, "play 4 R")); /* Q on K */
  speed_test_refused (R, &s, 0, "play 5 L", "one rank above or below");
  speed_test_refused (R, &s, 0, "play 1 R", "one rank above or below");
  speed_test_refused (R, &s, 1, "play 2 R", "one rank above or below"); /* K on K */
  speed_test_ok (R, &s, 0, "play 3 R");
  speed_test_ok (R, &s, 1, "play 2 R"); /* K on A */
  speed_test_ok (R, &s, 0, "play 4 R"); /* Q on K */
  speed_test_ok (R, &s, 1, "play 4 R"); /* J on Q */
  assert_cards (s.pile[1], s.pile_n[1], "KcAhKhQsJs");
  speed_test_refused (R, &s, 1, "play 1 L", "one rank above or below"); /* 2 on 8 */
}

static void
test_race_either_order (void)
{
  SpeedState first, s;
  const char *pos = PLAY "c0=/9s,/2c,/,/,/ d0=REST c1=/7d,/Ts,/4h,/,/ d1=- pL=5c8h pR=Kc";

  /* Seat 0 is faster: seat 1's seven no longer fits and goes back. */
  speed_test_load (R, &first, pos);
  s = first;
  speed_test_ok (R, &s, 0, "play 1 L");
  speed_test_refused (R, &s, 1, "play 1 L", "someone was faster");
  /* ... while a card that fits the new top is played. */
  speed_test_ok (R, &s, 1, "play 2 L");
  assert_cards (s.pile[0], s.pile_n[0], "5c8h9sTs");

  /* Seat 1 is faster: now seat 0's nine goes back. */
  s = first;
  speed_test_ok (R, &s, 1, "play 1 L");
  speed_test_refused (R, &s, 0, "play 1 L", "someone was faster");
  /* A card that never fitted gets the plain reason. */
  speed_test_refused (R, &s, 1, "play 2 L", "one rank above or below");
  assert_cards (s.pile[0], s.pile_n[0], "5c8h7d");
}

static void
test_ready_and_turn (void)
{
  SpeedState s;

  speed_test_load (R, &s,
                   PLAY "c0=/2c,/4c,/,/,/ d0=7s8s c1=/2d,/4d,/,/,/ d1=6dTd "
                        "pL=KdREST9h pR=9c");
  speed_test_ok (R, &s, 0, "ready");
  g_assert_cmpint (s.ready, ==, 1);
  speed_test_refused (R, &s, 0, "ready", "already");
  g_assert_cmpuint (R->actors (&s), ==, 2);
  /* Both ready: each turns the top card of its deck onto its own pile. */
  speed_test_ok (R, &s, 1, "ready");
  g_assert_cmpint (s.ready, ==, 0);
  g_assert_cmpint (speed_pile_top (&s, 0), ==, splay_card_make (0, SPLAY_SUIT_SPADES, 8));
  g_assert_cmpint (speed_pile_top (&s, 1), ==, splay_card_make (0, SPLAY_SUIT_DIAMONDS, 10));
  speed_test_ok (R, &s, 0, "ready");
  speed_test_ok (R, &s, 1, "ready");
  assert_cards (s.pile[1], s.pile_n[1], "9cTd6d");
  g_assert_cmpint (s.deck_n[0] + s.deck_n[1], ==, 0);
  g_assert_cmpint (s.idle, ==, 0);

  /* No decks: each pile but its top becomes its owner's deck, turned over
   * so the bottom card comes first, and the next cards are turned. */
  {
    int n0 = s.pile_n[0];
    speed_test_ok (R, &s, 0, "ready");
    speed_test_ok (R, &s, 1, "ready");
    assert_cards (s.pile[1], s.pile_n[1], "6d9c");
    assert_cards (s.deck[1], s.deck_n[1], "Td");
    assert_cards (s.pile[0], s.pile_n[0], "7sKd");
    g_assert_cmpint (s.deck_n[0], ==, n0 - 2);
    g_assert_cmpint (s.idle, ==, 1);
  }
}

static void
test_only_one_deck_turns (void)
{
  SpeedState s;

  speed_test_load (R, &s, PLAY "c0=/2c,/4c,/,/,/ d0=- c1=/2d,/4d,/,/,/ d1=REST6d pL=9h pR=9c");
  speed_test_ok (R, &s, 1, "ready");
  speed_test_ok (R, &s, 0, "ready");
  assert_cards (s.pile[0], s.pile_n[0], "9h");
  assert_cards (s.pile[1], s.pile_n[1], "9c6d");
}

static void
test_deadlock_relays (void)
{
  SpeedState s;
  int round;

  /* No decks and nothing under the tops: the house rule lays out afresh.
   * Every column as a deal leaves it (c cards face down in column c), a
   * face-up group of one rank on each, none an 8 or a 10. */
  speed_test_load (R, &s,
                   "spit seats=2 phase=play round=3 started=1 rng=1.2.3.4 "
                   "c0=/AcAdAhAs,REST#1/2c2d2h2s,REST#2/3c3d3h3s,REST#3/4c4d4h4s,REST#4/5c5d5h5s "
                   "d0=- c1=/6c6d6h,REST#1/7c7d7h,REST#2/QcQd,REST#3/Kc,REST/Jc d1=- "
                   "pL=9h pR=9c");
  round = s.round;
  speed_test_ok (R, &s, 0, "ready");
  speed_test_ok (R, &s, 1, "ready");
  g_assert_cmpint (s.round, ==, round + 1);
  g_assert_false (s.started);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, 21);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 31);
  g_assert_cmpint (s.deck_n[0], ==, 31 - SPEED_LAYOUT_CARDS);

  /* The piles went round once with nobody able to play: the same. */
  speed_test_load (R, &s,
                   "spit seats=2 phase=play round=3 started=1 idle=1 rng=1.2.3.4 "
                   "c0=/AcAdAhAs,REST#1/2c2d2h2s,REST#2/3c3d3h3s,REST#3/4c4d4h4s,REST#4/5c5d5h5s "
                   "d0=- c1=/6c6d6h,REST#1/7c7d7h,REST#2/QcQd,REST#3/Kc,REST/Jc d1=- "
                   "pL=Kd9h pR=9c");
  speed_test_ok (R, &s, 0, "ready");
  speed_test_ok (R, &s, 1, "ready");
  g_assert_cmpint (s.round, ==, 4);
  g_assert_false (s.started);
}

#define CLAIM_POS PLAY "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,3d/Qd,/,/,/ d1=REST pL=7h8h pR=4c5c6c"

static void
test_last_card_and_claims (void)
{
  SpeedState start, s;
  int deck1;

  speed_test_load (R, &start, CLAIM_POS);
  deck1 = start.deck_n[1];
  speed_test_ok (R, &start, 0, "play 1 L");
  g_assert_cmpint (start.phase, ==, SPEED_PHASE_CLAIM);
  g_assert_cmpint (start.finisher, ==, 0);
  /* No more plays; the pile of the last card is the finisher's. */
  speed_test_refused (R, &start, 1, "play 1 R", "only the piles can be claimed");
  speed_test_refused (R, &start, 1, "claim L", "last card went onto it");
  g_assert_true (speed_test_listed (R, &start, 0, "claim L"));
  g_assert_true (speed_test_listed (R, &start, 0, "claim R"));

  /* Seat 1 claims the other pile first: seat 0 takes the pile of its last
   * card. Each pile goes face down under the deck, the loser's layout face
   * up on its pile first; nothing is shuffled. */
  s = start;
  speed_test_ok (R, &s, 1, "claim R");
  g_assert_cmpint (s.round, ==, start.round + 1);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 5);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 3 + 3);
  assert_cards (s.deck[1], 6, "Qd3d2d6c5c4c");
  /* Seat 0's deck was 9s8h7h under AsKs: five cards make a short layout
   * and no deck, so seat 0 has the spit card. */
  g_assert_true (s.pile_marker[0]);
  assert_cards (s.col[0][0], 1, "Ks");
  assert_cards (s.col[0][1], 1, "As");
  assert_cards (s.col[0][4], 1, "9s");
  g_assert_cmpint (s.col_down[0][4], ==, 1);

  /* Seat 0 is faster to the other pile: it takes it, and seat 1's claim
   * arriving after it finds nothing to claim. */
  s = start;
  speed_test_ok (R, &s, 0, "claim R");
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 3);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 3 + 3);
  speed_test_refused (R, &s, 1, "claim L", "someone was faster");
}

/* Seat 0 holds the spit card: seat 1's pile R is the only pile. */
#define SPIT_A_LAST PLAY "c0=/9s,/,/,/,/ d0=- c1=/2d,/Td,/,/,/ d1=REST pL=* pR=7h8h"
#define SPIT_B_LAST PLAY "c0=/2c,/3c,/,/,/ d0=- c1=/9d,/,/,/,/ d1=REST pL=* pR=7h8h"

static void
test_spit_card_rounds (void)
{
  SpeedState s;
  int deck1;

  /* Only the spit card is claimed. */
  speed_test_load (R, &s, SPIT_A_LAST);
  speed_test_refused (R, &s, 0, "play 1 L", "spit card");
  speed_test_ok (R, &s, 0, "play 1 R");
  speed_test_refused (R, &s, 1, "claim R", "only the spit card");
  g_assert_false (speed_test_listed (R, &s, 0, "claim R"));

  /* 1. The holder empties the layout and claims the spit card: the game. */
  speed_test_ok (R, &s, 0, "claim L");
  g_assert_true (R->is_over (&s));
  g_assert_cmpint (s.winner, ==, 0);
  {
    SplayResult res;
    R->result (&s, &res);
    g_assert_cmpint (res.place[0], ==, 1);
    g_assert_cmpint (res.place[1], ==, 2);
  }
  speed_test_refused (R, &s, 1, "ready", "over");

  /* 2. The holder empties the layout, the other claims the spit card: the
   * holder takes the pile as its deck, the other keeps its layout. */
  speed_test_load (R, &s, SPIT_A_LAST);
  deck1 = s.deck_n[1];
  speed_test_ok (R, &s, 0, "play 1 R");
  speed_test_ok (R, &s, 1, "claim L");
  g_assert_false (R->is_over (&s));
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 3);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 2);
  g_assert_true (s.pile_marker[0]);

  /* 3. The other empties the layout but the holder claims the spit card:
   * the holder's deck is just its layout; the other takes the pile. */
  speed_test_load (R, &s, SPIT_B_LAST);
  deck1 = s.deck_n[1];
  speed_test_ok (R, &s, 1, "play 1 R");
  speed_test_ok (R, &s, 0, "claim L");
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 3);

  /* 4. The other empties the layout and claims the spit card: it keeps
   * only its deck; the holder lays its layout on the pile and takes it. */
  speed_test_load (R, &s, SPIT_B_LAST);
  deck1 = s.deck_n[1];
  speed_test_ok (R, &s, 1, "play 1 R");
  speed_test_ok (R, &s, 1, "claim L");
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 3);
}

static void
test_race_for_spit_card (void)
{
  SpeedState start, s;

  speed_test_load (R, &start, SPIT_B_LAST);
  speed_test_ok (R, &start, 1, "play 1 R");
  s = start;
  speed_test_ok (R, &s, 0, "claim L");
  speed_test_refused (R, &s, 1, "claim L", "someone was faster");
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2);
  s = start;
  speed_test_ok (R, &s, 1, "claim L");
  speed_test_refused (R, &s, 0, "claim L", "someone was faster");
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 5);
}

static void
test_two_decks (void)
{
  SplaySettings settings;
  SpeedState s;
  gboolean second_deck = FALSE;

  g_assert_true (splay_settings_from_text (R, "seats=2 two-decks=1", &settings, NULL));
  R->init (&s, &settings, 3);
  g_assert_true (R->check (&s, NULL));
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 52);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, 52);
  for (int i = 0; i < s.deck_n[0]; i++)
    second_deck |= splay_card_deck (s.deck[0][i]) == 1;
  g_assert_true (second_deck);
}

static void
test_shuffle_between_rounds (void)
{
  SpeedState plain, shuffled;

  speed_test_load (R, &plain,
                   "spit seats=2 shuffle=0 phase=play started=1 rng=5.6.7.8 "
                   "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,3d/Qd,/,/,/ d1=REST pL=7h8h pR=4c5c6c");
  speed_test_load (R, &shuffled,
                   "spit seats=2 shuffle=1 phase=play started=1 rng=5.6.7.8 "
                   "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,3d/Qd,/,/,/ d1=REST pL=7h8h pR=4c5c6c");
  speed_test_ok (R, &plain, 0, "play 1 L");
  speed_test_ok (R, &shuffled, 0, "play 1 L");
  speed_test_ok (R, &plain, 1, "claim R");
  speed_test_ok (R, &shuffled, 1, "claim R");
  g_assert_cmpint (speed_cards_of (&plain, 1), ==, speed_cards_of (&shuffled, 1));
  /* Seat 1's 44 cards are laid out in a different order. */
  g_assert_true (memcmp (plain.col[1], shuffled.col[1], sizeof plain.col[1]) != 0
                 || memcmp (plain.deck[1], shuffled.deck[1], plain.deck_n[1]) != 0);
}

static void
test_five_in_hand (void)
{
  SpeedState s, v;

  speed_test_load (R, &s,
                   "spit seats=2 five-in-hand=1 phase=play started=1 "
                   "c0=/9s,Jc/4h,/6c,/Qd,/ d0=REST c1=/Ah,/,/,/,/ d1=- pL=8h pR=Kc");
  speed_test_ok (R, &s, 0, "play 1 L");
  /* Four cards left: all of them, the face-down one too, go to the hand. */
  g_assert_cmpint (s.hand_n[0], ==, 4);
  g_assert_cmpint (speed_layout_count (&s, 0), ==, 4);
  assert_cards (s.hand[0], s.hand_n[0], "6cJcQd4h");
  /* The opponent sees them. */
  R->view (&s, 1, &v);
  assert_cards (v.hand[0], v.hand_n[0], "6cJcQd4h");
  speed_test_refused (R, &s, 0, "play h5 L", "no such card");
  speed_test_ok (R, &s, 0, "play h3 R");
  assert_cards (s.hand[0], s.hand_n[0], "6cJc4h");
  speed_test_ok (R, &s, 0, "play h2 R");
  g_assert_cmpint (s.hand_n[0], ==, 2);
}

static void
test_view_and_determinize (void)
{
  SplaySettings settings;
  SpeedState s, v, d;
  SplayRng rng;

  splay_settings_defaults (R, 2, &settings);
  R->init (&s, &settings, 11);
  R->view (&s, 0, &v);
  for (int i = 0; i < 2; i++)
    {
      for (int k = 0; k < v.deck_n[i]; k++)
        g_assert_cmpint (v.deck[i][k], ==, SPLAY_CARD_UNKNOWN);
      for (int c = 0; c < SPEED_COLUMNS; c++)
        for (int k = 0; k < v.col_n[i][c]; k++)
          g_assert_cmpint (v.col[i][c][k] == SPLAY_CARD_UNKNOWN, ==, k < v.col_down[i][c]);
    }
  d = s;
  splay_rng_init (&rng, 99);
  R->determinize (&d, 0, &rng);
  g_assert_true (R->check (&d, NULL));
  /* What seat 0 sees is unchanged; something hidden moved. */
  R->view (&d, 0, &v);
  {
    SpeedState v0;
    R->view (&s, 0, &v0);
    g_assert_true (memcmp (&v, &v0, sizeof v) == 0);
  }
  g_assert_true (memcmp (d.deck, s.deck, sizeof d.deck) != 0);
}

static void
test_notation_round_trip (void)
{
  SplaySettings settings;
  SpeedState s, t;
  SplayRng rng;
  SplayAction list[SPLAY_MAX_ACTIONS];

  g_assert_true (splay_settings_from_text (R, "seats=2 five-in-hand=1", &settings, NULL));
  R->init (&s, &settings, 5);
  splay_rng_init (&rng, 5);
  for (int step = 0; step < 400 && !R->is_over (&s); step++)
    {
      g_autofree char *text = R->state_to_text (&s);
      g_autofree char *again = NULL;
      g_autoptr (GError) error = NULL;
      uint32_t actors = R->actors (&s);
      int seat = actors & 1 ? 0 : 1;
      int n;

      if (!R->state_from_text (&t, text, &error))
        g_error ("%s: %s", text, error->message);
      /* The text holds the whole state: the copy acts the same. */
      g_assert_cmpuint (R->actors (&t), ==, actors);
      for (int k = 0; k < 2; k++)
        {
          SplayAction l2[SPLAY_MAX_ACTIONS];
          int n1 = R->legal (&s, k, list), n2 = R->legal (&t, k, l2);
          g_assert_cmpint (n1, ==, n2);
          g_assert_true (memcmp (list, l2, sizeof (SplayAction) * (gsize) n1) == 0);
        }
      again = R->state_to_text (&t);
      g_assert_cmpstr (text, ==, again);
      if ((actors & 3) == 3 && splay_rng_below (&rng, 2))
        seat = 1;
      n = R->legal (&s, seat, list);
      for (int i = 0; i < n; i++)
        {
          g_autofree char *a = R->action_to_text (&s, seat, list[i]);
          g_autofree char *desc = R->describe (&s, seat, list[i], "Anna");
          SplayAction back;
          g_assert_true (R->action_from_text (&s, seat, a, &back, NULL));
          g_assert_cmpuint (back, ==, list[i]);
          g_assert_nonnull (strstr (desc, "Anna"));
        }
      g_assert_true (R->apply (&s, seat, list[splay_rng_below (&rng, (uint32_t) n)], NULL));
    }
}

static void
test_notation_errors (void)
{
  SpeedState s;
  SplayAction a;
  static const struct
  {
    const char *text, *why;
  } bad_positions[] = {
    { "splat seats=2", "starts with" },
    { "spit seats=3", "not 3" },
    { "spit seats=2 phase=dance", "phase must be one of" },
    { "spit seats=2 colour=red", "colour: no such field" },
    { "spit seats=2 round=1 round=2", "round: the key is given twice" },
    { "spit seats=2 rng=0.0.0.0", "all zeros" },
    { "spit seats=2 round=99999999999999999999", "round must be a number" },
    { "spit seats=2 d0=7h7h", "too many copies" },
    { "spit seats=2 d0=7x", "not a card" },
    { "spit seats=2 c0=/7h,/,/", "five columns" },
    { "spit seats=2 c0=7h,/,/,/,/", "needs a" },
    { "spit seats=2 d0=7h", "cards missing" },
    { "spit seats=2 round", "key=value" },
  };
  static const struct
  {
    const char *text, *why;
  } bad_actions[] = {
    { "", "no action" },
    { "jump", "unknown action" },
    { "play 6 L", "columns are 1 to 5" },
    { "play 1 X", "the piles are L or R" },
    { "play h0 L", "h1 to h8" },
    { "stack 1", "stack FROM TO" },
    { "turn", "turn COLUMN" },
    { "claim C", "L or R" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad_positions); i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_false (R->state_from_text (&s, bad_positions[i].text, &error));
      g_assert_error (error, SPLAY_RULES_ERROR, error->code);
      if (strstr (error->message, bad_positions[i].why) == NULL)
        g_error ("%s: “%s”, expected “%s”", bad_positions[i].text, error->message,
                 bad_positions[i].why);
    }
  speed_test_load (R, &s, CLAIM_POS);
  for (guint i = 0; i < G_N_ELEMENTS (bad_actions); i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_false (R->action_from_text (&s, 0, bad_actions[i].text, &a, &error));
      g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
      if (strstr (error->message, bad_actions[i].why) == NULL)
        g_error ("%s: “%s”, expected “%s”", bad_actions[i].text, error->message,
                 bad_actions[i].why);
    }
  /* Values that encode no action are refused, not misread. */
  g_assert_false (R->apply (&s, 0, 0x04010000u, NULL));
  g_assert_false (R->apply (&s, 0, 0x77000000u, NULL));
  g_assert_false (R->apply (&s, 2, speed_ready (), NULL));
}

static void
test_resign (void)
{
  SpeedState s;
  SplayResult res;

  speed_test_load (R, &s, CLAIM_POS);
  g_assert_true (R->apply (&s, 0, SPLAY_ACTION_RESIGN, NULL));
  g_assert_true (R->is_over (&s));
  R->result (&s, &res);
  g_assert_cmpint (res.place[1], ==, 1);
  g_assert_cmpint (res.place[0], ==, 2);
  g_assert_cmpuint (R->actors (&s), ==, 0);
}

/* The deal lays c cards face down in column c and none is added later, so
 * a position with more is refused: one with 21 was read, and stacking
 * three 7s onto its face-up 7 wrote past the column's room of 24. */
#define FACE_DOWN_POSITION(deck0, column2)                                                   \
  "spit seats=2 two-decks=0 shuffle=0 five-in-hand=0 phase=play round=1 started=1 ready=00 " \
  "idle=0 fin=- last=- false=- chooser=- winner=- resigned=00 claims=-- from=-- "            \
  "rng=298d3f46647ae1f2.93a0d2239e0a340f.ac6ef310fc7e41c3.beed5789d1823823 d0=" deck0        \
  "8c8d8h8s9c9d9h9sTcTdThTs c0=/7c7d7h," column2 "/7s,/,/,/ h0=- "                           \
  "d1=JcJdJhJsQcQdQhQsKcKdKhKs c1=/6s,/,/,/,/ h1=- pL=6d pR=6h"

static void
test_face_down_as_dealt (void)
{
  SpeedState s;
  SplayAction stack;
  g_autoptr (GError) error = NULL;

  /* One face-down card in the second column, as dealt: the 7s stack. */
  g_assert_true (spit_rules.state_from_text (
      &s, FACE_DOWN_POSITION ("AdAhAs2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c", "Ac"), &error));
  g_assert_no_error (error);
  g_assert_true (spit_rules.action_from_text (&s, 0, "stack 1 2", &stack, &error));
  g_assert_true (spit_rules.apply (&s, 0, stack, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s.col_n[0][1], ==, 5);
  g_assert_cmpint (s.col_down[0][1], ==, 1);

  /* 21 face down there cannot have been dealt. */
  g_assert_false (spit_rules.state_from_text (
      &s, FACE_DOWN_POSITION ("", "AcAdAhAs2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c"), &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT);
  g_assert_nonnull (strstr (error->message, "face-down cards than the deal lays there"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/spit/deal", test_deal);
  g_test_add_func ("/spit/stack-and-turn", test_stack_and_turn);
  g_test_add_func ("/spit/refill-empty-column", test_refill_empty_column);
  g_test_add_func ("/spit/plus-minus-one-with-wrap", test_plus_minus_one_with_wrap);
  g_test_add_func ("/spit/race-either-order", test_race_either_order);
  g_test_add_func ("/spit/ready-and-turn", test_ready_and_turn);
  g_test_add_func ("/spit/only-one-deck-turns", test_only_one_deck_turns);
  g_test_add_func ("/spit/deadlock-relays", test_deadlock_relays);
  g_test_add_func ("/spit/last-card-and-claims", test_last_card_and_claims);
  g_test_add_func ("/spit/spit-card-rounds", test_spit_card_rounds);
  g_test_add_func ("/spit/race-for-spit-card", test_race_for_spit_card);
  g_test_add_func ("/spit/two-decks", test_two_decks);
  g_test_add_func ("/spit/shuffle-between-rounds", test_shuffle_between_rounds);
  g_test_add_func ("/spit/five-in-hand", test_five_in_hand);
  g_test_add_func ("/spit/view-and-determinize", test_view_and_determinize);
  g_test_add_func ("/spit/notation-round-trip", test_notation_round_trip);
  g_test_add_func ("/spit/notation-errors", test_notation_errors);
  g_test_add_func ("/spit/face-down-as-dealt", test_face_down_as_dealt);
  g_test_add_func ("/spit/resign", test_resign);
  return g_test_run ();
}
