/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rules of Spite and Malice, each from a position written in the notation. */
#include "config.h"

#include <string.h>

#include "engine/spite-malice.h"
#include "engine/catalog.h"

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

/* A new game of @settings (written as in the notation's first words). */
static SpiteMaliceState *
new_game (const char *settings, uint64_t seed)
{
  SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  SplaySettings st;

  g_assert_true (splay_settings_from_text (R, settings, &st, NULL));
  R->init (s, &st, seed);
  return s;
}

static SplayAction
action (const SpiteMaliceState *s, const char *text)
{
  g_autoptr (GError) error = NULL;
  SplayAction a = 0;

  if (!R->action_from_text (s, s->turn, text, &a, &error))
    g_error ("cannot read “%s”: %s", text, error->message);
  return a;
}

static gboolean
is_legal (const SpiteMaliceState *s, SplayAction a)
{
  SplayAction acts[SPLAY_MAX_ACTIONS];
  int n = R->legal (s, s->turn, acts);

  for (int i = 0; i < n; i++)
    if (acts[i] == a)
      return TRUE;
  return FALSE;
}

static void
play (SpiteMaliceState *s, const char *text)
{
  g_autoptr (GError) error = NULL;
  SplayAction a = action (s, text);
  int seat = s->turn;

  g_assert_true (is_legal (s, a));
  if (!R->apply (s, seat, a, &error))
    g_error ("“%s” refused: %s", text, error->message);
  if (!R->check (s, &error))
    g_error ("after “%s”: %s", text, error->message);
}

/* The action is refused with a message containing @why, not listed as
 * legal, and the state is unchanged. */
static void
refused (SpiteMaliceState *s, const char *text, const char *why)
{
  g_autoptr (GError) error = NULL;
  g_autofree SpiteMaliceState *before = g_memdup2 (s, sizeof *s);
  SplayAction a = action (s, text);

  g_assert_false (is_legal (s, a));
  g_assert_false (R->apply (s, s->turn, a, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  if (strstr (error->message, why) == NULL)
    g_error ("“%s” refused with “%s”, expected “%s”", text, error->message, why);
  g_assert_cmpmem (before, sizeof *before, s, sizeof *s);
}

static int
rank_of (SplayCard c)
{
  return splay_card_rank (c);
}

static void
test_deal (void)
{
  for (int seats = 2; seats <= 6; seats++)
    {
      SplaySettings st;
      g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
      g_autoptr (GError) error = NULL;
      int decks = seats <= 4 ? 3 : 4;

      splay_settings_defaults (R, seats, &st);
      st.values[SPITE_MALICE_OPT_FIRST] = seats - 1;
      g_assert_true (R->validate (&st, NULL));
      R->init (s, &st, 42 + seats);
      g_assert_true (R->check (s, &error));
      g_assert_cmpint (s->n_decks, ==, decks);
      g_assert_cmpint (s->n_cards, ==, 52 * decks);
      g_assert_cmpint (s->n_piles, ==, 4);
      g_assert_cmpint (s->turn, ==, seats - 1);
      g_assert_cmpuint (R->actors (s), ==, 1u << (seats - 1));
      for (int p = 0; p < seats; p++)
        {
          g_assert_cmpint (s->goal_n[p], ==, 26);
          g_assert_cmpint (s->hand_n[p], ==, 5);
        }
      g_assert_cmpint (s->draw_n, ==, 52 * decks - 31 * seats);
    }
}

static void
test_settings (void)
{
  SplaySettings st;
  g_autoptr (GError) error = NULL;
  g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);

  g_assert_true (splay_settings_from_text (R, "seats=3 goal=10", &st, NULL));
  R->init (s, &st, 1);
  g_assert_cmpint (s->goal_n[2], ==, 10);
  g_assert_true (splay_settings_from_text (R, "seats=5 goal=30", &st, NULL));
  g_assert_false (splay_settings_from_text (R, "goal=9", &st, &error));
  g_clear_error (&error);
  g_assert_false (splay_settings_from_text (R, "goal=31", &st, &error));
  g_clear_error (&error);
  g_assert_false (splay_settings_from_text (R, "seats=7", &st, &error));
  g_clear_error (&error);
  g_assert_false (splay_settings_from_text (R, "seats=3 first=3", &st, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS);
  g_clear_error (&error);
  /* Six goal piles of 30 and six hands do not fit in four decks. */
  g_assert_false (splay_settings_from_text (R, "seats=6 goal=30", &st, &error));
  g_assert_nonnull (strstr (error->message, "at most 29"));
  g_clear_error (&error);
  g_assert_true (splay_settings_from_text (R, "seats=6 goal=29", &st, NULL));

  /* Aces and twos brings unlimited centre stacks with it. */
  g_assert_true (splay_settings_from_text (R, "aces-twos=1 unlimited=0", &st, NULL));
  /* ... already in the settings read from text (the option table says so),
   * so what the store keeps agrees with the game... */
  g_assert_cmpint (st.values[SPITE_MALICE_OPT_UNLIMITED], ==, 1);
  g_assert_cmpstr (R->options[SPITE_MALICE_OPT_ACES_TWOS].implies, ==, "unlimited");
  {
    SplaySettings hand;
    g_autofree char *text = NULL;

    splay_settings_defaults (R, 2, &hand);
    hand.values[SPITE_MALICE_OPT_UNLIMITED] = 1;
    splay_settings_normalize (R, &hand);
    /* ...while unlimited alone brings nothing with it. */
    g_assert_cmpint (hand.values[SPITE_MALICE_OPT_ACES_TWOS], ==, 0);
    hand.values[SPITE_MALICE_OPT_UNLIMITED] = 0;
    hand.values[SPITE_MALICE_OPT_ACES_TWOS] = 1;
    splay_settings_normalize (R, &hand);
    text = splay_settings_to_text (R, &hand);
    g_assert_cmpstr (text, ==, "seats=2 goal=26 unlimited=1 aces-twos=1 first=0");
  }
  /* ...and in the game even from settings made by hand. */
  st.values[SPITE_MALICE_OPT_UNLIMITED] = 0;
  R->init (s, &st, 5);
  g_assert_true (s->aces_twos);
  g_assert_true (s->unlimited);
  g_assert_cmpint (s->n_piles, ==, 0);
  g_assert_cmpint (s->settings.values[SPITE_MALICE_OPT_UNLIMITED], ==, 1);

  g_assert_true (splay_catalog_lookup ("spite-malice")->rules == R);
  g_assert_true (splay_rules_lookup ("spite-malice") == R);
}

#define STD "seats=2 goal=26 unlimited=0 aces-twos=0 first=0 turn=0 "

static void
test_building (void)
{
  g_autofree SpiteMaliceState *s
      = load (STD "build=-/As2s3s4s5s/AhKh3h4h5h6h7h8h9hThJh/- goal0=9c goal1=8d "
                  "hand0=5hQs6dKcAd hand1=2c3c4c5c6c disc0=7h8h/-/-/- disc1=-/-/-/-");

  g_assert_cmpint (spite_malice_pile_rank (s, 1), ==, 5);
  refused (s, "build hQ 1", "A queen goes only on a jack");
  refused (s, "build hA 1", "An ace goes only on an empty building pile");
  refused (s, "build h5 0", "A building pile starts with an ace");
  refused (s, "build h5 7", "There is no building pile 7");
  refused (s, "build h9 0", "no 9 in your hand");
  refused (s, "build d0 1", "An eight goes only on a seven");
  refused (s, "build d0.1 1", "Only the top card of a discard pile can be played");
  refused (s, "build d1 1", "That discard pile is empty");
  refused (s, "build g 1", "A nine goes only on an eight");

  /* Suits do not matter; a queen completes a pile, which is set aside. */
  play (s, "build h6 1");
  g_assert_cmpint (spite_malice_pile_rank (s, 1), ==, 6);
  play (s, "build hQ 2");
  g_assert_cmpint (s->pile_n[2], ==, 0);
  g_assert_cmpint (s->aside_n, ==, 12);
  play (s, "build hA 0");
  g_assert_cmpint (spite_malice_pile_rank (s, 0), ==, 1);
  g_assert_cmpint (s->turn, ==, 0);
}

static void
test_kings_wild (void)
{
  g_autofree SpiteMaliceState *s
      = load (STD "build=-/As2s3s4s5s/-/- goal0=7c goal1=8d hand0=KcKd2h6h9h hand1=2c "
                  "disc0=-/-/-/- disc1=-/-/-/-");
  g_autofree char *text = NULL;

  /* A king stands for whatever the pile needs: an ace on an empty pile... */
  play (s, "build hK 0");
  g_assert_cmpint (spite_malice_pile_rank (s, 0), ==, 1);
  play (s, "build h2 0");
  g_assert_cmpint (spite_malice_pile_rank (s, 0), ==, 2);
  /* ... a six on a five, and the goal seven follows it. */
  play (s, "build hK 1");
  g_assert_cmpint (spite_malice_pile_rank (s, 1), ==, 6);
  text = R->state_to_text (s);
  g_assert_nonnull (strstr (text, " build=Kc2h/As2s3s4s5sKd/-/- "));
  refused (s, "build h6 1", "A six goes only on a five");
}

static void
test_goal_and_win (void)
{
  g_autofree SpiteMaliceState *s = load (STD "build=As2s3s4s5s6s7s8s/-/-/- goal0=Kd9c goal1=8d7d6d "
                                             "hand0=2h3h hand1=2c disc0=-/-/-/- disc1=-/-/-/-");
  g_autofree SpiteMaliceState *view = g_new0 (SpiteMaliceState, 1);
  g_autofree char *said = NULL;
  g_autofree char *said_win = NULL;
  SplayResult r;

  /* Only the top of a goal pile is seen, by anybody. */
  R->view (s, 1, view);
  g_assert_cmpint (view->goal[0][1], ==, s->goal[0][1]);
  g_assert_cmpint (view->goal[0][0], ==, SPLAY_CARD_UNKNOWN);
  R->view (s, 0, view);
  g_assert_cmpint (view->goal[0][0], ==, SPLAY_CARD_UNKNOWN);

  said = R->describe (s, 0, action (s, "build g 0"), "Anna");
  g_assert_nonnull (strstr (said, "Anna played the goal card"));
  g_assert_nonnull (strstr (said, "1 card is left in the goal pile."));
  play (s, "build g 0");
  g_assert_cmpint (s->goal_n[0], ==, 1);
  g_assert_cmpint (rank_of (s->goal[0][0]), ==, SPLAY_RANK_KING);
  g_assert_false (R->is_over (s));

  /* A king turned up on the goal pile plays as a wild card; the empty goal
   * pile wins. */
  said_win = R->describe (s, 0, action (s, "build g 0"), "Anna");
  g_assert_nonnull (strstr (said_win, "The king stands for a ten."));
  g_assert_nonnull (strstr (said_win, "wins"));
  play (s, "build g 0");
  g_assert_true (R->is_over (s));
  g_assert_cmpuint (R->actors (s), ==, 0);
  g_assert_cmpint (s->phase, ==, SPITE_MALICE_PHASE_WON);
  R->result (s, &r);
  g_assert_false (r.drawn);
  g_assert_cmpint (r.place[0], ==, 1);
  g_assert_cmpint (r.place[1], ==, 2);
  g_assert_cmpint (r.points[0], ==, 3 + 5);
  g_assert_cmpint (r.points[1], ==, 0);
  g_assert_false (R->apply (s, 1, action (s, "build h2 0"), NULL));
}

static void
test_play_whole_hand (void)
{
  g_autofree SpiteMaliceState *s
      = load (STD "build=-/-/-/- goal0=9c goal1=8d hand0=As2s3s hand1=2c disc0=-/-/-/- "
                  "disc1=-/-/-/- draw=*4c6c7c8cTc");
  g_autofree char *said = NULL;

  play (s, "build hA 0");
  play (s, "build h2 0");
  said = R->describe (s, 0, action (s, "build h3 0"), "Anna");
  g_assert_nonnull (strstr (said, "draws 5 more cards"));
  play (s, "build h3 0");
  /* The hand was played out without a discard: five more, same turn. */
  g_assert_cmpint (s->turn, ==, 0);
  g_assert_cmpint (s->hand_n[0], ==, 5);
  g_assert_cmpint (rank_of (s->hand[0][0]), ==, 10);
  g_assert_cmpint (rank_of (s->hand[0][4]), ==, 4);
  play (s, "build h4 0");
}

static void
test_discard_ends_turn (void)
{
  g_autofree SpiteMaliceState *s = load (STD "build=-/-/-/- goal0=9c goal1=8d hand0=5hKs "
                                             "hand1=2c3c disc0=6h/-/-/- disc1=-/-/-/- draw=*4d");
  g_autofree char *said = NULL;

  refused (s, "end", "A turn ends with a discard");
  refused (s, "discard g 0", "Only a card from your hand can be discarded");
  refused (s, "discard d0 1", "Only a card from your hand can be discarded");
  refused (s, "discard h5 4", "four discard piles");
  refused (s, "discard h7 0", "no 7 in your hand");
  said = R->describe (s, 0, action (s, "discard h5 0"), "Anna");
  g_assert_cmpstr (said, ==, "Anna discarded 5♥ on discard pile 1 and ended the turn.");
  play (s, "discard h5 0");
  /* Any card may go on any own discard pile, and the next seat fills its
   * hand up to five, the top of the draw pile first. */
  g_assert_cmpint (s->disc_n[0][0], ==, 2);
  g_assert_cmpint (rank_of (s->disc[0][0][1]), ==, 5);
  g_assert_cmpint (s->turn, ==, 1);
  g_assert_cmpint (s->hand_n[1], ==, 5);
  g_assert_cmpint (rank_of (s->hand[1][2]), ==, 4);
  g_assert_cmpint (s->hand_n[0], ==, 1);
  g_assert_false (R->apply (s, 0, action (s, "discard h2 0"), NULL));
  {
    g_autoptr (GError) error = NULL;
    g_assert_false (R->apply (s, 0, spite_malice_discard (SPLAY_RANK_KING, 0), &error));
    g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN);
  }
  play (s, "discard h2 3");
  /* Kings may be discarded. */
  play (s, "discard hK 2");
  g_assert_cmpint (rank_of (s->disc[0][2][0]), ==, SPLAY_RANK_KING);
}

static void
test_only_top_of_discard (void)
{
  g_autofree SpiteMaliceState *s = load (
      STD
      "build=As2s3s4s5s/-/-/- goal0=9c goal1=8d hand0=Jh hand1=2c disc0=6h7h/8h/-/- disc1=-/-/-/-");

  refused (s, "build d0.1 0", "Only the top card of a discard pile can be played");
  refused (s, "build d0 0", "A seven goes only on a six");
  refused (s, "build d1 0", "An eight goes only on a seven");
}

static void
test_reshuffle (void)
{
  /* Nothing to draw but a completed pile set aside: it becomes the new
   * draw pile when seat 1 must fill its hand. */
  g_autofree SpiteMaliceState *s
      = load (STD "draw=- aside=AcKc3c4c5c6c7c8c9cTcJcQc build=-/-/-/- goal0=9d goal1=8d "
                  "hand0=5h hand1=2h disc0=-/-/-/- disc1=*/-/-/-");
  int clubs = 0;

  play (s, "discard h5 0");
  g_assert_false (R->is_over (s));
  g_assert_cmpint (s->aside_n, ==, 0);
  g_assert_cmpint (s->hand_n[1], ==, 5);
  g_assert_cmpint (s->draw_n, ==, 8);
  for (int i = 0; i < s->draw_n; i++)
    clubs += splay_card_suit (s->draw[i]) == SPLAY_SUIT_CLUBS;
  for (int i = 0; i < s->hand_n[1]; i++)
    clubs += splay_card_suit (s->hand[1][i]) == SPLAY_SUIT_CLUBS;
  g_assert_cmpint (clubs, ==, 12);
}

static void
test_drawn_game (void)
{
  /* Nothing to draw and nothing set aside: the game is drawn when seat 1
   * must draw. */
  g_autofree SpiteMaliceState *s = load (STD "draw=- aside=- build=-/-/-/- goal0=9d goal1=8d "
                                             "hand0=5h6h hand1=2h disc0=-/-/-/- disc1=*/-/-/-");
  g_autofree char *said = NULL;
  SplayResult r;

  /* Playing on with cards in hand is fine while no card is due. */
  g_assert_false (R->is_over (s));
  said = R->describe (s, 0, action (s, "discard h5 0"), "Anna");
  g_assert_nonnull (strstr (said, "the game is drawn"));
  play (s, "discard h5 0");
  g_assert_true (R->is_over (s));
  g_assert_cmpint (s->phase, ==, SPITE_MALICE_PHASE_DRAWN);
  R->result (s, &r);
  g_assert_true (r.drawn);
  g_assert_cmpint (r.points[0] + r.points[1], ==, 0);
  g_assert_cmpint (r.place[0], ==, 1);
  g_assert_cmpint (r.place[1], ==, 1);
}

#define UNL "seats=2 goal=26 unlimited=1 aces-twos=0 first=0 turn=0 "

static void
test_unlimited (void)
{
  g_autofree SpiteMaliceState *s
      = load (UNL "build=As2s/AhKh3h4h5h6h7h8h9hThJhQh goal0=9d goal1=8d hand0=Ac3cKc5dQs hand1=2h "
                  "disc0=-/-/-/- disc1=*/-/-/-");
  g_autofree SpiteMaliceState *std = load (STD "build=-/-/-/- goal0=9c goal1=8d hand0=Ac hand1=2c "
                                               "disc0=-/-/-/- disc1=-/-/-/-");

  refused (std, "new hA", "only with unlimited centre stacks");
  refused (s, "build hA 0", "An ace starts a new building pile");
  refused (s, "build hA 2", "An ace starts a new building pile");
  refused (s, "build h3 1", "That building pile is complete");
  refused (s, "new h5", "Only an ace, or a king standing in for one, starts a new building pile");
  refused (s, "build hQ 5", "There is no building pile 5");

  /* Completed piles stay in the centre; every ace starts a pile. */
  play (s, "new hA");
  g_assert_cmpint (s->n_piles, ==, 3);
  g_assert_cmpint (s->pile_n[2], ==, 1);
  play (s, "new hK");
  g_assert_cmpint (s->n_piles, ==, 4);
  play (s, "build h3 0");
  g_assert_cmpint (s->pile_n[1], ==, 12);
  g_assert_cmpint (s->aside_n, ==, 0);
}

static void
test_unlimited_reshuffle (void)
{
  /* When the draw pile runs out, the completed piles in the centre are
   * shuffled into a new one and the piles after them close up. */
  g_autofree SpiteMaliceState *s = load (
      UNL "draw=- build=As2s3s/AhKh3h4h5h6h7h8h9hThJhQh/Ac/Kc goal0=9d goal1=8d hand0=5d hand1=2h "
          "disc0=-/-/-/- disc1=*/-/-/-");

  play (s, "discard h5 0");
  g_assert_false (R->is_over (s));
  g_assert_cmpint (s->n_piles, ==, 3);
  g_assert_cmpint (s->pile_n[0], ==, 3);
  g_assert_cmpint (s->pile_n[1], ==, 1);
  g_assert_cmpint (rank_of (s->pile[1][0]), ==, SPLAY_RANK_ACE);
  g_assert_cmpint (rank_of (s->pile[2][0]), ==, SPLAY_RANK_KING);
  g_assert_cmpint (s->hand_n[1], ==, 5);
  g_assert_cmpint (s->draw_n, ==, 8);
  g_assert_cmpint (s->aside_n, ==, 0);
}

#define ACES "seats=2 goal=26 unlimited=1 aces-twos=1 first=0 turn=0 "

static void
test_aces_twos (void)
{
  g_autofree SpiteMaliceState *two
      = load (ACES "build=Ad goal0=9d goal1=8d hand0=2c7h8h hand1=2h disc0=-/-/-/- disc1=-/-/-/-");
  g_autofree SpiteMaliceState *ace
      = load (ACES "build=Ad2d goal0=9d goal1=8d hand0=7h8h hand1=2h disc0=Ac/-/-/- disc1=-/-/-/-");
  g_autofree SpiteMaliceState *goal_ace
      = load (ACES "build=- goal0=9dAs goal1=8d hand0=7h8h hand1=2h disc0=-/-/-/- disc1=-/-/-/-");
  g_autofree SpiteMaliceState *none
      = load (ACES "build=Ad2d goal0=9d goal1=8d hand0=2c7h hand1=2h disc0=-/-/-/- disc1=-/-/-/-");
  SplayAction acts[SPLAY_MAX_ACTIONS];
  int n;

  g_assert_true (spite_malice_must_play (two, 0));
  n = R->legal (two, 0, acts);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (SPITE_MALICE_ACTION_KIND (acts[i]), !=, SPITE_MALICE_DISCARD);
  refused (two, "discard h7 0", "You must play the two first (aces and twos variant)");
  play (two, "build h2 0");
  play (two, "discard h7 0");

  refused (ace, "discard h7 0", "You must play the ace first (aces and twos variant)");
  play (ace, "new d0");
  play (ace, "discard h7 0");

  refused (goal_ace, "discard h8 0", "You must play the ace first");
  play (goal_ace, "new g");

  /* A two with no pile at ace need not be played. */
  g_assert_false (spite_malice_must_play (none, 0));
  play (none, "discard h2 0");
}

static void
test_view_determinize (void)
{
  SplaySettings st;
  g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  g_autofree SpiteMaliceState *v = g_new0 (SpiteMaliceState, 1);
  g_autofree SpiteMaliceState *d = g_new0 (SpiteMaliceState, 1);
  SplayRng rng;
  g_autoptr (GError) error = NULL;

  splay_settings_defaults (R, 3, &st);
  R->init (s, &st, 77);
  R->view (s, 1, v);
  for (int i = 0; i < v->draw_n; i++)
    g_assert_cmpint (v->draw[i], ==, SPLAY_CARD_UNKNOWN);
  for (int p = 0; p < 3; p++)
    {
      for (int i = 0; i < v->hand_n[p]; i++)
        g_assert_cmpint (v->hand[p][i], ==, p == 1 ? s->hand[p][i] : SPLAY_CARD_UNKNOWN);
      g_assert_cmpint (v->goal[p][25], ==, s->goal[p][25]);
      g_assert_cmpint (v->goal[p][24], ==, SPLAY_CARD_UNKNOWN);
    }
  g_assert_cmpint (v->goal_n[2], ==, 26);
  R->view (s, -1, v);
  g_assert_cmpint (v->hand[1][0], ==, SPLAY_CARD_UNKNOWN);

  /* Determinizing keeps what seat 1 sees and every card in one place. */
  splay_rng_init (&rng, 3);
  memcpy (d, s, sizeof *d);
  R->determinize (d, 1, &rng);
  g_assert_true (R->check (d, &error));
  g_assert_cmpmem (d->hand[1], 5, s->hand[1], 5);
  for (int p = 0; p < 3; p++)
    g_assert_cmpint (d->goal[p][25], ==, s->goal[p][25]);
  g_assert_true (memcmp (d->draw, s->draw, s->draw_n) != 0);

  /* The set-aside cards are seen, their order is not. */
  {
    g_autofree SpiteMaliceState *a = load (
        STD "aside=QcAcKc3c4c5c6c7c8c9cTcJc build=-/-/-/- goal0=9d goal1=8d hand0=5h hand1=2h "
            "disc0=-/-/-/- disc1=-/-/-/-");
    R->view (a, 0, v);
    for (int i = 1; i < v->aside_n; i++)
      g_assert_cmpint (v->aside[i - 1], <=, v->aside[i]);
    splay_rng_init (&rng, 0);
    g_assert_cmpmem (&v->rng, sizeof rng, &rng, sizeof rng);
  }
}

static void
test_notation (void)
{
  const char *settings[]
      = { "seats=2", "seats=3 unlimited=1", "seats=5 aces-twos=1 goal=12", "seats=6 goal=20" };

  for (guint k = 0; k < G_N_ELEMENTS (settings); k++)
    {
      g_autofree SpiteMaliceState *s = new_game (settings[k], 1000 + k);
      g_autofree SpiteMaliceState *t = g_new0 (SpiteMaliceState, 1);
      SplayRng rng;

      splay_rng_init (&rng, k);
      /* Play a while, round-tripping every position and every legal action. */
      for (int step = 0; step < 300 && !R->is_over (s); step++)
        {
          SplayAction acts[SPLAY_MAX_ACTIONS];
          g_autofree char *text = R->state_to_text (s);
          g_autofree char *again = NULL;
          g_autoptr (GError) error = NULL;
          int n = R->legal (s, s->turn, acts);
          int pick;

          if (!R->state_from_text (t, text, &error))
            g_error ("%s: %s", text, error->message);
          again = R->state_to_text (t);
          g_assert_cmpstr (text, ==, again);
          g_assert_null (strchr (text, '\n'));
          for (int i = 0; i < n; i++)
            {
              g_autofree char *word = R->action_to_text (s, s->turn, acts[i]);
              SplayAction back = 0;
              if (!R->action_from_text (s, s->turn, word, &back, &error))
                g_error ("%s: %s", word, error->message);
              g_assert_cmpuint (back, ==, acts[i]);
            }
          /* Mostly build, so the piles grow and complete. */
          pick = (int) splay_rng_below (&rng, (uint32_t) n);
          if (SPITE_MALICE_ACTION_KIND (acts[0]) != SPITE_MALICE_DISCARD
              && splay_rng_below (&rng, 4) != 0)
            pick = 0;
          g_assert_true (R->apply (s, s->turn, acts[pick], NULL));
        }
    }
}

/* The legal builds, as spite_malice_fits () states the rule: each rank in
 * the hand (its first card), then the goal card, then each discard top,
 * each onto every pile it fits in pile order, and a new pile after them
 * when the centre stacks are unlimited; spite_malice_builds () lists the
 * same. And a search's copy of a position
 * (spite_malice_copy ()) plays on as the position does, whatever the
 * memory it was copied into held. Along random games of several settings. */
static void
test_legal_builds_and_copy (void)
{
  const char *settings[] = { "seats=2", "seats=3 unlimited=1", "seats=6 aces-twos=1 goal=12" };

  for (guint k = 0; k < G_N_ELEMENTS (settings); k++)
    {
      g_autofree SpiteMaliceState *s = new_game (settings[k], 2000 + k);
      g_autofree SpiteMaliceState *copy = g_new (SpiteMaliceState, 1);
      SplayRng rng;

      splay_rng_init (&rng, k);
      for (int step = 0; step < 400 && !R->is_over (s); step++)
        {
          SplayAction acts[SPLAY_MAX_ACTIONS], want[SPLAY_MAX_ACTIONS];
          int n = R->legal (s, s->turn, acts), n_want = 0, seat = s->turn, n_builds = 0;
          SplayCard sources[1 + 13 + SPITE_MALICE_DISCARDS];
          SplayAction as[1 + 13 + SPITE_MALICE_DISCARDS];
          int n_sources = 0, pick;
          g_autofree char *text = NULL, *copied = NULL;

          for (int r = 1; r <= 13; r++)
            for (int i = 0; i < s->hand_n[seat]; i++)
              if (splay_card_rank (s->hand[seat][i]) == r)
                {
                  sources[n_sources] = s->hand[seat][i];
                  as[n_sources++] = spite_malice_build_hand (r, 0);
                  break;
                }
          if (s->goal_n[seat] > 0)
            {
              sources[n_sources] = s->goal[seat][s->goal_n[seat] - 1];
              as[n_sources++] = spite_malice_build_goal (0);
            }
          for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
            if (s->disc_n[seat][d] > 0)
              {
                sources[n_sources] = s->disc[seat][d][s->disc_n[seat][d] - 1];
                as[n_sources++]
                    = SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, SPITE_MALICE_FROM_DISCARD, d, 0, 0);
              }
          for (int i = 0; i < n_sources; i++)
            {
              int r = splay_card_rank (sources[i]);

              for (int p = 0; p < s->n_piles; p++)
                if (spite_malice_fits (s, sources[i], p))
                  want[n_want++] = as[i] | (SplayAction) p;
              if (s->unlimited && (r == SPLAY_RANK_ACE || r == SPLAY_RANK_KING)
                  && s->n_piles < SPITE_MALICE_MAX_PILES)
                want[n_want++] = (as[i] & ~((SplayAction) 0xff << 24))
                                 | ((SplayAction) SPITE_MALICE_NEW << 24);
            }
          while (n_builds < n && SPITE_MALICE_ACTION_KIND (acts[n_builds]) != SPITE_MALICE_DISCARD)
            n_builds++;
          g_assert_cmpmem (acts, n_builds * sizeof *acts, want, n_want * sizeof *want);
          /* The search's list of builds alone is the same. */
          {
            SplayAction builds[SPLAY_MAX_ACTIONS];
            gboolean may_discard = TRUE;
            int n_only = spite_malice_builds (s, seat, builds, &may_discard);

            g_assert_cmpmem (builds, n_only * sizeof *builds, acts, n_builds * sizeof *acts);
            g_assert_cmpint (may_discard, ==, n_builds < n);
            g_assert_cmpint (spite_malice_builds (s, (seat + 1) % s->n_seats, builds, &may_discard),
                             ==, 0);
            g_assert_false (may_discard);
          }

          pick = (int) splay_rng_below (&rng, (uint32_t) n);
          if (n_builds > 0 && splay_rng_below (&rng, 4) != 0)
            pick = (int) splay_rng_below (&rng, (uint32_t) n_builds);
          memset (copy, 0xa5, sizeof *copy);
          spite_malice_copy (copy, s);
          g_assert_true (R->apply (s, seat, acts[pick], NULL));
          g_assert_true (R->apply (copy, seat, acts[pick], NULL));
          g_assert_true (R->check (copy, NULL));
          text = R->state_to_text (s);
          copied = R->state_to_text (copy);
          g_assert_cmpstr (copied, ==, text);
        }
    }
}

static void
test_notation_errors (void)
{
  struct
  {
    const char *text;
    const char *why;
  } bad[] = {
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- build=-/-/-",
      "build must list the 4 piles" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- build=-/-/3h/-",
      "must be rank A" },
    { STD "goal0=9c goal1=8d hand0=5h5h5h5h hand1=2c disc0=-/-/-/- disc1=-/-/-/-",
      "too many copies" },
    { STD "goal0=9c goal1=8d hand0=5h6h7h8h9hTh hand1=2c disc0=-/-/-/- disc1=-/-/-/-",
      "more than 5" },
    { STD "goal0=9c goal1=8d hand0=Zz hand1=2c disc0=-/-/-/- disc1=-/-/-/-", "not a card" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/- disc1=-/-/-/-",
      "disc0 must list the 4 piles" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- draw=5c", "missing" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- colour=red",
      "colour: no such field" },
    { STD "goal0=9c goal1=- hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/-", "empty goal pile" },
    { "seats=2 turn=2 goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/-",
      "turn must be" },
    /* Each key once: a repeated key with a "*" marker overflowed the
     * hand-written position's rest (AddressSanitizer), a repeated hand
     * freed what it still used. */
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- turn=1",
      "turn: the key is given twice" },
    { "seats=2 disc0=Ah*/-/-/- disc0=-/-/-/-", "disc0: the key is given twice" },
    { "seats=2 hand0=Ah hand0=2h", "hand0: the key is given twice" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- rng=0.0.0.0",
      "all zeros" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- goal7=2d",
      "goal7: no such field" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=*/-/-/- disc1=-/-/-/- draw=*",
      "only one “*”" },
    { STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/- rng=xyz", "rng" },
    { STD "goal0=9c goal1=8d hand0=- hand1=2c disc0=-/-/-/- disc1=-/-/-/-", "empty hand" },
    { "seats=9", "2 to 6" },
    { "goal", "key=value" },
  };
  const char *bad_actions[]
      = { "",          "build",        "build h5", "build hX 0", "build d7 0",
          "build q 0", "discard h5 x", "new",      "fly h5 0",   "build h5 0 1" };
  g_autofree SpiteMaliceState *s
      = load (STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/-");
  g_autofree SpiteMaliceState *before = g_memdup2 (s, sizeof *s);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (R->state_from_text (s, bad[i].text, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, bad[i].why) == NULL)
        g_error ("“%s” refused with “%s”, expected “%s”", bad[i].text, error->message, bad[i].why);
      g_assert_cmpmem (before, sizeof *before, s, sizeof *s);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_actions); i++)
    {
      g_autoptr (GError) error = NULL;
      SplayAction a;

      g_assert_false (R->action_from_text (s, 0, bad_actions[i], &a, &error));
      g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
    }
  /* Numbers written as 10 and lower case are read too. */
  {
    SplayAction a;
    g_assert_true (R->action_from_text (s, 0, "build h10 2", &a, NULL));
    g_assert_cmpuint (a, ==, spite_malice_build_hand (10, 2));
    g_assert_true (R->action_from_text (s, 0, "BUILD hq 1", &a, NULL));
    g_assert_cmpuint (a, ==, spite_malice_build_hand (12, 1));
  }
}

static void
test_conservation_check (void)
{
  g_autofree SpiteMaliceState *s
      = load (STD "goal0=9c goal1=8d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/-");
  g_autoptr (GError) error = NULL;

  g_assert_true (R->check (s, NULL));
  s->hand[1][0] = s->hand[0][0]; /* one card in two places, one lost */
  g_assert_false (R->check (s, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT);
}

static void
test_resign_and_match (void)
{
  g_autofree SpiteMaliceState *s
      = load (STD "goal0=9c goal1=8d7d hand0=5h hand1=2c disc0=-/-/-/- disc1=-/-/-/-");
  SplaySettings base, next;
  SplayResult r;
  g_autofree char *said = R->describe (s, 1, SPLAY_ACTION_RESIGN, "Ben");

  g_assert_cmpstr (said, ==, "Ben resigned.");
  g_assert_true (R->apply (s, 1, SPLAY_ACTION_RESIGN, NULL));
  g_assert_true (R->is_over (s));
  R->result (s, &r);
  g_assert_cmpint (r.place[0], ==, 1);
  g_assert_cmpint (r.place[1], ==, 2);
  g_assert_cmpint (r.points[0], ==, 2 + 5);
  g_assert_false (R->apply (s, 0, SPLAY_ACTION_RESIGN, NULL));

  splay_settings_defaults (R, 3, &base);
  for (int i = 0; i < 4; i++)
    {
      R->next_deal (&base, i, i ? &r : NULL, 9, &next);
      g_assert_cmpint (next.values[SPITE_MALICE_OPT_FIRST], ==, i % 3);
      g_assert_cmpint (next.values[SPITE_MALICE_OPT_GOAL], ==, 26);
    }
}

static void
test_losers_placed (void)
{
  g_autofree SpiteMaliceState *s = load ("seats=3 goal=26 turn=1 build=As/-/-/- goal0=9c8c "
                                         "goal1=2d goal2=8d7d6d hand0=5h hand1=3c hand2=4c "
                                         "disc0=-/-/-/- disc1=-/-/-/- disc2=-/-/-/-");
  SplayResult r;

  play (s, "build g 0");
  R->result (s, &r);
  g_assert_cmpint (r.place[1], ==, 1);
  g_assert_cmpint (r.place[0], ==, 2);
  g_assert_cmpint (r.place[2], ==, 3);
  g_assert_cmpint (r.points[1], ==, 2 + 3 + 5);
}

/* The new-game dialog's note on drawn games: given where they are common
 * (four players or more at the ruled goal of 26), naming the goal size that
 * finishes; absent where games finish (two players, small goal piles). */
static char *
advice_for (int n_seats, int goal, gboolean aces_twos)
{
  SplaySettings st;

  splay_settings_defaults (R, n_seats, &st);
  st.values[SPITE_MALICE_OPT_GOAL] = goal;
  st.values[SPITE_MALICE_OPT_ACES_TWOS] = aces_twos;
  return R->advice (&st);
}

static void
test_draw_advice (void)
{
  SplaySettings st;
  g_autofree char *four = advice_for (4, 26, FALSE);
  g_autofree char *six_most = advice_for (6, 29, FALSE);
  g_autofree char *four_aces = advice_for (4, 26, TRUE);
  g_autofree char *five_30 = advice_for (5, 30, FALSE);

  g_assert_nonnull (R->advice);
  g_assert_nonnull (four);
  g_assert_nonnull (strstr (four, "With 4 players and goal piles of 26 cards"));
  g_assert_nonnull (strstr (four, "drawn"));
  g_assert_nonnull (strstr (four, "about 70%"));
  g_assert_nonnull (strstr (four, "Goal piles of 19 cards or fewer"));
  g_assert_nonnull (six_most);
  g_assert_nonnull (strstr (six_most, "nearly every game"));
  /* The variant's piles stay in the centre, and fewer games are drawn. */
  g_assert_nonnull (four_aces);
  g_assert_nonnull (strstr (four_aces, "about 50%"));
  g_assert_nonnull (five_30);

  for (int n = 2; n <= 6; n++)
    {
      g_autofree char *at15 = advice_for (n, 15, FALSE);
      g_autofree char *at10 = advice_for (n, 10, TRUE);

      g_assert_null (at15);
      g_assert_null (at10);
    }
  for (int n = 2; n <= 3; n++)
    for (int goal = 10; goal <= 30; goal++)
      {
        g_autofree char *few = advice_for (n, goal, FALSE);
        g_assert_null (few);
      }

  /* More cards in the goal piles never draw fewer games (the table is
   * interpolated, not a step function), for every seat count and variant. */
  for (int n = 2; n <= 6; n++)
    for (int v = 0; v < 2; v++)
      {
        int before = 0;

        splay_settings_defaults (R, n, &st);
        st.values[SPITE_MALICE_OPT_ACES_TWOS] = v;
        for (int goal = 18; goal <= (n == 6 ? 29 : 30); goal++)
          {
            int rate;

            st.values[SPITE_MALICE_OPT_GOAL] = goal;
            rate = spite_malice_draw_rate (&st);
            g_assert_cmpint (rate, >=, 0);
            g_assert_cmpint (rate, <=, 1000);
            if (n >= 3)
              g_assert_cmpint (rate, >=, before);
            before = rate;
          }
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/spite-malice/deal", test_deal);
  g_test_add_func ("/spite-malice/settings", test_settings);
  g_test_add_func ("/spite-malice/building", test_building);
  g_test_add_func ("/spite-malice/kings-wild", test_kings_wild);
  g_test_add_func ("/spite-malice/goal-and-win", test_goal_and_win);
  g_test_add_func ("/spite-malice/play-whole-hand", test_play_whole_hand);
  g_test_add_func ("/spite-malice/discard-ends-turn", test_discard_ends_turn);
  g_test_add_func ("/spite-malice/only-top-of-discard", test_only_top_of_discard);
  g_test_add_func ("/spite-malice/reshuffle", test_reshuffle);
  g_test_add_func ("/spite-malice/drawn-game", test_drawn_game);
  g_test_add_func ("/spite-malice/unlimited", test_unlimited);
  g_test_add_func ("/spite-malice/unlimited-reshuffle", test_unlimited_reshuffle);
  g_test_add_func ("/spite-malice/aces-twos", test_aces_twos);
  g_test_add_func ("/spite-malice/view-determinize", test_view_determinize);
  g_test_add_func ("/spite-malice/notation", test_notation);
  g_test_add_func ("/spite-malice/notation-errors", test_notation_errors);
  g_test_add_func ("/spite-malice/legal-builds-and-copy", test_legal_builds_and_copy);
  g_test_add_func ("/spite-malice/conservation-check", test_conservation_check);
  g_test_add_func ("/spite-malice/resign-and-match", test_resign_and_match);
  g_test_add_func ("/spite-malice/losers-placed", test_losers_placed);
  g_test_add_func ("/spite-malice/draw-advice", test_draw_advice);
  return g_test_run ();
}
