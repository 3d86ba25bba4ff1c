/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule tests for Splat, each from a position in the notation (see
 * speed-core.h; "REST" stands for every card not named, "REST#n" for the
 * next n of them). */
#include "config.h"

#include <string.h>

#include "engine/splat.h"
#include "speed-test-util.h"

static const SplayRules *R = &splat_rules;

#define PLAY "splat seats=2 phase=play round=1 started=1 "

static void
test_cut_and_choice (void)
{
  gboolean seen[53] = { FALSE };
  SplaySettings settings;
  SpeedState s;

  splay_settings_defaults (R, 2, &settings);
  /* The cut is 20 to 32 cards, every size possible. */
  for (uint64_t seed = 0; seed < 1500; seed++)
    {
      R->init (&s, &settings, seed);
      g_assert_cmpint (s.phase, ==, SPEED_PHASE_CUT);
      g_assert_cmpint (s.packet_n[0], >=, 20);
      g_assert_cmpint (s.packet_n[0], <=, 32);
      g_assert_cmpint (s.packet_n[0] + s.packet_n[1], ==, 52);
      seen[s.packet_n[0]] = TRUE;
    }
  for (int k = 20; k <= 32; k++)
    g_assert_true (seen[k]);

  /* The player who did not cut chooses. */
  R->init (&s, &settings, 4);
  g_assert_true (R->check (&s, NULL));
  g_assert_cmpuint (R->actors (&s), ==, 2);
  speed_test_refused (R, &s, 0, "choose L", "Player 2 chooses");
  speed_test_refused (R, &s, 1, "splat L", "still being cut");
  {
    int left = s.packet_n[0], right = s.packet_n[1];
    speed_test_ok (R, &s, 1, "choose R");
    g_assert_cmpint (s.phase, ==, SPEED_PHASE_PLAY);
    g_assert_cmpint (speed_cards_of (&s, 1), ==, right);
    g_assert_cmpint (speed_cards_of (&s, 0), ==, left);
  }
  /* Five-wide formation of 15, the rest the draw pile. */
  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      g_assert_cmpint (s.col_n[0][c], ==, c + 1);
      g_assert_cmpint (s.col_down[0][c], ==, c);
    }
  speed_test_refused (R, &s, 1, "choose L", "chosen already");
}

static void
test_cut_three_players (void)
{
  SplaySettings settings;
  SpeedState s;
  int sizes[3];

  g_assert_true (splay_settings_from_text (R, "seats=3", &settings, NULL));
  R->init (&s, &settings, 9);
  memcpy (sizes, (int[]){ s.packet_n[0], s.packet_n[1], s.packet_n[2] }, sizeof sizes);
  g_assert_cmpint (sizes[0] + sizes[1] + sizes[2], ==, 52);
  g_assert_cmpint (s.chooser, ==, 1);
  speed_test_refused (R, &s, 2, "choose A", "Player 2 chooses");
  speed_test_ok (R, &s, 1, "choose B");
  g_assert_cmpint (s.chooser, ==, 2);
  speed_test_refused (R, &s, 2, "choose B", "no such packet");
  speed_test_ok (R, &s, 2, "choose A");
  /* The cutter keeps the last packet. */
  g_assert_cmpint (s.phase, ==, SPEED_PHASE_PLAY);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, sizes[1]);
  g_assert_cmpint (speed_cards_of (&s, 2), ==, sizes[0]);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, sizes[2]);
}

static void
test_no_wrap_unless_chosen (void)
{
  SpeedState s;

  speed_test_load (R, &s, PLAY "c0=/Kh,/2s,/,/,/ d0=REST c1=/5d,/,/,/,/ d1=- pL=Ac pR=9c");
  speed_test_refused (R, &s, 0, "play 1 L", "one rank above or below the top of the pile.");
  g_assert_true (speed_test_listed (R, &s, 0, "play 2 L"));
  speed_test_load (R, &s,
                   "splat seats=2 wrap=1 phase=play started=1 "
                   "c0=/Kh,/2s,/,/,/ d0=REST c1=/5d,/,/,/,/ d1=- pL=Ac pR=9c");
  speed_test_ok (R, &s, 0, "play 1 L");
}

static void
test_grouping_and_filling (void)
{
  SpeedState s;

  speed_test_load (R, &s,
                   PLAY "c0=/7h,2c/7c,3c4c/8s,/,8d9cTcJc/Kd d0=REST "
                        "c1=/Ah,/2h,/3h,/4h,/5h d1=- pL=Jh pR=Jd");
  speed_test_ok (R, &s, 0, "stack 2 1");
  speed_test_ok (R, &s, 0, "turn 2");
  speed_test_ok (R, &s, 0, "stack 5 4");
  assert_cards (s.col[0][0], s.col_n[0][0], "7h7c");
  assert_cards (s.col[0][3], s.col_n[0][3], "Kd");
  /* A group is played one card at a time. */
  speed_test_load (
      R, &s, PLAY "c0=/7h7c,/2s,3s/Ks,4s/Qh,/9c d0=REST c1=/Ah,/2h,/3h,/4h,/5h d1=- pL=6d pR=Jd");
  speed_test_ok (R, &s, 0, "play 1 L");
  assert_cards (s.col[0][0], s.col_n[0][0], "7h");
}

static void
test_hand_at_five (void)
{
  SpeedState s, v;

  speed_test_load (R, &s, PLAY "c0=/9s,Jc/4h,/6c,/Qd,/2s d0=REST c1=/Ah,/,/,/,/ d1=- pL=8h pR=Kc");
  g_assert_cmpint (s.hand_n[0], ==, 0);
  speed_test_ok (R, &s, 0, "play 1 L");
  /* Five or fewer: all of them go to the hand, the face-down one too. */
  g_assert_cmpint (s.hand_n[0], ==, 5);
  assert_cards (s.hand[0], s.hand_n[0], "6cJcQd4h2s");
  /* The opponent sees how many, not which. */
  R->view (&s, 1, &v);
  g_assert_cmpint (v.hand_n[0], ==, 5);
  for (int i = 0; i < 5; i++)
    g_assert_cmpint (v.hand[0][i], ==, SPLAY_CARD_UNKNOWN);
  R->view (&s, 0, &v);
  assert_cards (v.hand[0], v.hand_n[0], "6cJcQd4h2s");
  speed_test_ok (R, &s, 0, "play h3 R");
  assert_cards (s.hand[0], s.hand_n[0], "6cJc4h2s");
}

static void
test_turning_when_nobody_can_play (void)
{
  SpeedState s;

  /* Only the seat with a draw pile turns a card. */
  speed_test_load (R, &s, PLAY "c0=/2c,/4c,/,/,/ d0=- c1=/2d,/4d,/,/,/ d1=REST6d pL=9h pR=9c");
  speed_test_ok (R, &s, 0, "ready");
  speed_test_ok (R, &s, 1, "ready");
  assert_cards (s.pile[0], s.pile_n[0], "9h");
  assert_cards (s.pile[1], s.pile_n[1], "9c6d");
  /* No draw piles: each play pile but its top is its owner's new draw pile. */
  speed_test_load (R, &s, PLAY "c0=/2c,/4c,/,/,/ d0=- c1=/2d,/4d,/,/,/ d1=- pL=KdREST9h pR=Jc9c");
  speed_test_ok (R, &s, 0, "ready");
  speed_test_ok (R, &s, 1, "ready");
  assert_cards (s.pile[0], s.pile_n[0], "9hKd");
  assert_cards (s.pile[1], s.pile_n[1], "9cJc");
  g_assert_cmpint (s.deck_n[1], ==, 0);
}

#define SPLAT_POS PLAY "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,3d/Qd,/,/,/ d1=REST pL=7h8h pR=4c5c6c"

static void
test_splat_race (void)
{
  SpeedState start, s;
  int deck1;

  speed_test_load (R, &start, SPLAT_POS);
  deck1 = start.deck_n[1];
  speed_test_ok (R, &start, 0, "play 1 L");
  g_assert_cmpint (start.phase, ==, SPEED_PHASE_CLAIM);
  /* Either may splat either pile (no pile belongs to the last card). */
  g_assert_true (speed_test_listed (R, &start, 1, "splat L"));
  g_assert_true (speed_test_listed (R, &start, 0, "splat R"));

  /* Seat 1 is first: it takes R with its draw pile and formation. */
  s = start;
  speed_test_ok (R, &s, 1, "splat R");
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 3 + 3);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 3);
  /* Seat 0's slower splat lands in the next round, before it starts. */
  speed_test_refused (R, &s, 0, "splat R", "someone was faster");

  /* Seat 0 is first. */
  s = start;
  speed_test_ok (R, &s, 0, "splat R");
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 3);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 3 + 3);
  speed_test_refused (R, &s, 1, "splat L", "someone was faster");
}

static void
test_false_splat (void)
{
  SpeedState s;
  int deck1;

  speed_test_load (R, &s, SPLAT_POS);
  deck1 = s.deck_n[1];
  /* Not listed, never useful, but applied as the rules say. */
  g_assert_false (speed_test_listed (R, &s, 0, "splat R"));
  speed_test_ok (R, &s, 0, "splat R");
  g_assert_cmpint (s.phase, ==, SPEED_PHASE_CLAIM);
  g_assert_cmpint (s.false_splat, ==, 0);
  g_assert_cmpuint (R->actors (&s), ==, 2);
  speed_test_refused (R, &s, 0, "splat L", "others choose their piles first");
  speed_test_refused (R, &s, 1, "play 1 L", "only the piles can be claimed");
  /* The other player has free choice, and gives its formation away. */
  speed_test_ok (R, &s, 1, "splat L");
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 2);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 1 + 3 + 3);

  /* Before the first cards are turned there is nothing to splat. */
  speed_test_load (R, &s,
                   "splat seats=2 phase=play started=0 "
                   "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,3d/Qd,/,/,/ d1=REST pL=- pR=-");
  speed_test_refused (R, &s, 0, "splat L", "round has not started");
}

#define NULL_POS PLAY "c0=/9s,/,/,/,/ d0=- c1=/2d,/Td,/,/,/ d1=REST pL=* pR=7h8h"

static void
test_null_splat_pile (void)
{
  SpeedState start, s;
  int deck1;

  speed_test_load (R, &start, NULL_POS);
  deck1 = start.deck_n[1];
  speed_test_refused (R, &start, 0, "play 1 L", "splat pile");
  speed_test_ok (R, &start, 0, "play 1 R");

  /* The seat without a draw pile empties its formation and splats the
   * null pile: it has no cards left and wins. */
  s = start;
  speed_test_ok (R, &s, 0, "splat L");
  g_assert_true (R->is_over (&s));
  g_assert_cmpint (s.winner, ==, 0);

  /* The other splats the null pile: it picks up only its draw pile and
   * formation, the first seat the real pile. */
  s = start;
  speed_test_ok (R, &s, 1, "splat L");
  g_assert_false (R->is_over (&s));
  g_assert_cmpint (speed_cards_of (&s, 1), ==, deck1 + 2);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 3);
  /* Three cards: a short formation, all in the hand, and a null pile. */
  g_assert_true (s.pile_marker[0]);
  g_assert_cmpint (s.hand_n[0], ==, 3);

  /* The other takes the real pile: the first seat is left with nothing. */
  s = start;
  speed_test_ok (R, &s, 1, "splat R");
  g_assert_true (R->is_over (&s));
  g_assert_cmpint (s.winner, ==, 0);
}

#define THREE "splat seats=3 phase=play round=1 started=1 "

static void
test_three_players_claims (void)
{
  SpeedState start, s;

  speed_test_load (R, &start,
                   THREE "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,/Qd,/,/,/ d1=REST#10 "
                         "c2=/3h,/,/,/,/ d2=REST pA=7h8h pB=4c5c6c pC=Jc");
  speed_test_ok (R, &start, 0, "play 1 A");
  /* Two seats race for C: the first gets it, the second is refused and
   * takes its choice of the rest; the last seat gets the last pile. */
  s = start;
  speed_test_ok (R, &s, 2, "splat C");
  speed_test_refused (R, &s, 1, "splat C", "Someone was faster");
  speed_test_refused (R, &s, 2, "splat B", "already taken a pile");
  speed_test_ok (R, &s, 1, "splat B");
  g_assert_cmpint (s.phase, ==, SPEED_PHASE_PLAY);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 3);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, 10 + 2 + 3);

  s = start;
  speed_test_ok (R, &s, 1, "splat C");
  speed_test_refused (R, &s, 2, "splat C", "Someone was faster");
  speed_test_ok (R, &s, 0, "splat B");
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 3);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, 10 + 2 + 1);
}

static void
test_three_players_false_splat (void)
{
  SpeedState s;
  int deck2;

  speed_test_load (R, &s,
                   THREE "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,/Qd,/,/,/ d1=REST#10 "
                         "c2=/3h,/,/,/,/ d2=REST pA=7h8h pB=4c5c6c pC=Jc");
  deck2 = s.deck_n[2];
  speed_test_ok (R, &s, 1, "splat A");
  /* The others choose in seat order after the false splatter. */
  g_assert_cmpint (s.chooser, ==, 2);
  g_assert_cmpuint (R->actors (&s), ==, 4);
  speed_test_refused (R, &s, 0, "splat C", "another player chooses");
  speed_test_ok (R, &s, 2, "splat C");
  g_assert_cmpint (s.chooser, ==, 0);
  speed_test_ok (R, &s, 0, "splat B");
  /* The splatter takes the last pile and both other formations. */
  g_assert_cmpint (speed_cards_of (&s, 2), ==, deck2 + 1);
  g_assert_cmpint (speed_cards_of (&s, 0), ==, 2 + 3);
  g_assert_cmpint (speed_cards_of (&s, 1), ==, 10 + 2 + 2 + 1 + 1);
}

static void
test_four_players_two_decks (void)
{
  SplaySettings settings;
  SpeedState s;

  g_assert_true (splay_settings_from_text (R, "seats=4", &settings, NULL));
  R->init (&s, &settings, 1);
  g_assert_cmpint (s.n_cards, ==, 104);
  g_assert_true (R->check (&s, NULL));
}

static void
test_notation_round_trip (void)
{
  SplaySettings settings;
  SpeedState s, t;
  SplayRng rng;
  SplayAction list[SPLAY_MAX_ACTIONS];

  g_assert_true (splay_settings_from_text (R, "seats=3", &settings, NULL));
  R->init (&s, &settings, 8);
  splay_rng_init (&rng, 8);
  for (int step = 0; step < 400 && !R->is_over (&s); step++)
    {
      g_autofree char *text = R->state_to_text (&s);
      g_autofree char *again = NULL;
      g_autoptr (GError) error = NULL;
      uint32_t actors = R->actors (&s);
      int seat, n;

      if (!R->state_from_text (&t, text, &error))
        g_error ("%s: %s", text, error->message);
      again = R->state_to_text (&t);
      g_assert_cmpstr (text, ==, again);
      g_assert_cmpuint (R->actors (&t), ==, actors);
      do
        seat = (int) splay_rng_below (&rng, 3);
      while (!((actors >> seat) & 1));
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
test_view_masks_packets (void)
{
  SplaySettings settings;
  SpeedState s, v;

  splay_settings_defaults (R, 2, &settings);
  R->init (&s, &settings, 2);
  R->view (&s, 1, &v);
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < v.packet_n[k]; i++)
      g_assert_cmpint (v.packet[k][i], ==, SPLAY_CARD_UNKNOWN);
}

/* Resigning while the packets of the cut lie on the table ends the game
 * with every card in a place a finished game keeps (it broke the rules' own
 * invariant: "cards of the cut in the wrong place"), before any packet was
 * chosen and after one was. */
static void
test_resign_during_cut (void)
{
  for (int n = 2; n <= 4; n++)
    for (int chosen = 0; chosen < 2; chosen++)
      for (int seat = 0; seat < n; seat++)
        {
          SplaySettings settings;
          SpeedState s;
          SplayResult res;
          g_autoptr (GError) error = NULL;

          /* With two players the first choice ends the cut. */
          if (chosen && n == 2)
            continue;
          splay_settings_defaults (R, n, &settings);
          R->init (&s, &settings, 1);
          if (chosen)
            speed_test_ok (R, &s, s.chooser, "choose L");
          g_assert_cmpint (s.phase, ==, SPEED_PHASE_CUT);
          g_assert_true (R->apply (&s, seat, SPLAY_ACTION_RESIGN, &error));
          g_assert_no_error (error);
          g_assert_true (R->check (&s, &error));
          g_assert_no_error (error);
          g_assert_true (R->is_over (&s));
          R->result (&s, &res);
          g_assert_cmpint (res.place[seat], ==, n);
        }
}

/* A position in the cut whose chooser is the cutter (found by fuzzing) left
 * the cutter no packet to keep: choosing read packet -1. It is refused. */
static void
test_cut_position_checked (void)
{
  SpeedState s;
  g_autoptr (GError) error = NULL;
  g_autofree char *good = NULL, *text = NULL;
  g_auto (GStrv) parts = NULL;

  speed_test_load (R, &s,
                   "splat seats=2 phase=cut chooser=1 c0=/,/,/,/,/ c1=/,/,/,/,/ "
                   "kL=REST kR=Ks");
  good = R->state_to_text (&s);
  parts = g_strsplit (good, "chooser=1", 2);
  text = g_strjoinv ("chooser=0", parts);
  g_assert_false (R->state_from_text (&s, text, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT);
  g_assert_nonnull (strstr (error->message, "the cut"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/splat/cut-and-choice", test_cut_and_choice);
  g_test_add_func ("/splat/cut-three-players", test_cut_three_players);
  g_test_add_func ("/splat/no-wrap-unless-chosen", test_no_wrap_unless_chosen);
  g_test_add_func ("/splat/grouping-and-filling", test_grouping_and_filling);
  g_test_add_func ("/splat/hand-at-five", test_hand_at_five);
  g_test_add_func ("/splat/turning-when-nobody-can-play", test_turning_when_nobody_can_play);
  g_test_add_func ("/splat/splat-race", test_splat_race);
  g_test_add_func ("/splat/false-splat", test_false_splat);
  g_test_add_func ("/splat/null-splat-pile", test_null_splat_pile);
  g_test_add_func ("/splat/three-players-claims", test_three_players_claims);
  g_test_add_func ("/splat/three-players-false-splat", test_three_players_false_splat);
  g_test_add_func ("/splat/four-players-two-decks", test_four_players_two_decks);
  g_test_add_func ("/splat/notation-round-trip", test_notation_round_trip);
  g_test_add_func ("/splat/view-masks-packets", test_view_masks_packets);
  g_test_add_func ("/splat/resign-during-cut", test_resign_during_cut);
  g_test_add_func ("/splat/cut-position-checked", test_cut_position_checked);
  return g_test_run ();
}
