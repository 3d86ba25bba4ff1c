/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Splito rules: scoring of every kind of scoring card, public cards, the
 * quantity rule, ties, the two-player version, simultaneous choice and the
 * notation. Positions are written in the notation of splito.h.
 *
 * With three seats: zone 0 lies between seats 0 and 1 (left of 0, right of
 * 1), zone 1 between seats 1 and 2, zone 2 between seats 2 and 0. */
#include "config.h"

#include <string.h>

#include "engine/splito.h"
#include "ai/splito-ai.h"

static void
load (SplitoState *s, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!splito_rules.state_from_text (s, text, &error))
    g_error ("cannot read position: %s\n%s", error->message, text);
}

static SplayCard
card (const char *text)
{
  for (int c = 0; c < SPLITO_N_CARDS; c++)
    {
      char t[6];
      splito_card_to_text ((SplayCard) c, t);
      if (g_str_equal (t, text))
        return (SplayCard) c;
    }
  g_error ("no card %s", text);
  return SPLAY_CARD_NONE;
}

/* The score entry of scoring card @text in @zone. */
static SplitoCardScore
entry (const SplitoState *s, int zone, const char *text)
{
  SplitoZoneScore zs;
  SplayCard c = card (text);

  splito_score_zone (s, zone, &zs);
  for (int i = 0; i < zs.n_scoring; i++)
    if (zs.scoring[i].card == c)
      return zs.scoring[i];
  g_error ("%s is not scored in zone %d", text, zone);
  return zs.scoring[0];
}

static gboolean
fulfilled (const char *position, int zone, const char *scoring_card)
{
  SplitoState s;
  SplitoCardScore e;

  load (&s, position);
  e = entry (&s, zone, scoring_card);
  g_assert_cmpint (e.points, ==, e.fulfilled ? splito_scoring_card (e.card)->points : 0);
  return e.fulfilled;
}

static int
zone_value (const SplitoState *s, int zone)
{
  SplitoZoneScore zs;
  splito_score_zone (s, zone, &zs);
  return zs.value;
}

/* A three-seat position in the last round; zones as given. Public cards
 * yellow majority (sc0) and value-1 majority (sc6), which these tests keep
 * away from unless they are about them. */
#define LAST_ROUND(z0, z1, z2)                                                             \
  "seats=3 round=12 public=sc0,sc6 hand0=sc5 hand1=sc10 hand2=sc11 zone0=" z0 " zone1=" z1 \
  " zone2=" z2

typedef struct
{
  const char *name;
  const char *position;
  int zone;
  const char *card;
  gboolean expect;
} ScoringCase;

static const ScoringCase scoring_cases[] = {
  /* sole majority of a colour: strictly more than every other zone */
  { "colour-majority-sole", LAST_ROUND ("sc2,3r,4r,5r", "2r,3b", "6r"), 0, "sc2", TRUE },
  { "colour-majority-tie", LAST_ROUND ("sc2,3r,4r", "2r,5r", "6b"), 0, "sc2", FALSE },
  { "colour-majority-behind", LAST_ROUND ("sc2,3r", "2r,5r", "6b"), 0, "sc2", FALSE },
  { "colour-majority-none-anywhere", LAST_ROUND ("sc2,3b", "2b", "6b"), 0, "sc2", FALSE },
  /* sole majority of a value */
  { "value-majority-sole", LAST_ROUND ("2b,sc9,4y,4r", "4g", "5k"), 0, "sc9", TRUE },
  { "value-majority-tie", LAST_ROUND ("sc9,4y,4r", "4g,4b", "5k"), 0, "sc9", FALSE },
  /* exactly two of a value (sc14: two 3s), no card of a value (sc20: no 3) */
  { "two-of-value-two", LAST_ROUND ("sc14,3r,3b,4y", "-", "-"), 0, "sc14", TRUE },
  { "two-of-value-one", LAST_ROUND ("sc14,3r,4y", "-", "-"), 0, "sc14", FALSE },
  { "two-of-value-three", LAST_ROUND ("sc14,3r,3b,3y", "-", "-"), 0, "sc14", FALSE },
  { "no-value-none", LAST_ROUND ("sc20,2r,4y", "3b", "-"), 0, "sc20", TRUE },
  { "no-value-empty-zone", LAST_ROUND ("sc20", "-", "-"), 0, "sc20", TRUE },
  { "no-value-one", LAST_ROUND ("sc20,2r,3y", "-", "-"), 0, "sc20", FALSE },
  /* exactly N colours (sc24: 2, sc25: 3, sc26: 4, sc27: 6); repeats are fine */
  { "two-colours", LAST_ROUND ("sc24,1r,2r,3b,4b,5b", "-", "-"), 0, "sc24", TRUE },
  { "two-colours-three", LAST_ROUND ("sc24,1r,2r,3b,4y", "-", "-"), 0, "sc24", FALSE },
  { "two-colours-one", LAST_ROUND ("sc24,1r,2r", "-", "-"), 0, "sc24", FALSE },
  { "three-colours", LAST_ROUND ("sc25,1r,2b,3y,4y", "-", "-"), 0, "sc25", TRUE },
  { "four-colours", LAST_ROUND ("sc26,1r,2b,3y,4g", "-", "-"), 0, "sc26", TRUE },
  { "four-colours-five", LAST_ROUND ("sc26,1r,2b,3y,4g,5k", "-", "-"), 0, "sc26", FALSE },
  { "six-colours", LAST_ROUND ("sc27,1r,2b,3y,4g,5k,6o,6r", "-", "-"), 0, "sc27", TRUE },
  { "six-colours-five", LAST_ROUND ("sc27,1r,2b,3y,4g,5k", "-", "-"), 0, "sc27", FALSE },
  /* exactly N values (sc28: 2, sc29: 3, sc30: 4, sc31: 6) */
  { "two-values", LAST_ROUND ("sc28,2r,2b,5y,5g", "-", "-"), 0, "sc28", TRUE },
  { "two-values-three", LAST_ROUND ("sc28,2r,2b,5y,6g", "-", "-"), 0, "sc28", FALSE },
  { "four-values", LAST_ROUND ("sc30,1r,2r,3r,4r,4b", "-", "-"), 0, "sc30", TRUE },
  { "four-values-five", LAST_ROUND ("sc30,1r,2r,3r,4r,5b", "-", "-"), 0, "sc30", FALSE },
  { "six-values", LAST_ROUND ("sc31,1r,2r,3r,4r,5r,6b", "-", "-"), 0, "sc31", TRUE },
  { "six-values-five", LAST_ROUND ("sc31,1r,2r,3r,4r,5r", "-", "-"), 0, "sc31", FALSE },
  /* at least one of each shown colour (sc32: yellow, orange, red) */
  { "all-of-three", LAST_ROUND ("sc32,1y,2o,3r,4b", "-", "-"), 0, "sc32", TRUE },
  { "all-of-missing", LAST_ROUND ("sc32,1y,2y,3r,4b", "-", "-"), 0, "sc32", FALSE },
  { "all-of-other-set", LAST_ROUND ("sc33,1g,2b,3k", "-", "-"), 0, "sc33", TRUE },
  { "all-of-third-set", LAST_ROUND ("sc34,1y,2r,3g", "-", "-"), 0, "sc34", FALSE },
};

static void
test_scoring_table (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (scoring_cases); i++)
    {
      const ScoringCase *c = &scoring_cases[i];
      g_test_message ("%s", c->name);
      g_assert_cmpint (fulfilled (c->position, c->zone, c->card), ==, c->expect);
    }
}

static void
test_zone_value_and_reasons (void)
{
  SplitoState s;
  SplitoZoneScore zs;

  /* Zone 0: two 3s (sc14, 2) fulfilled, no 4 (sc21, 2) broken, 4 colours
   * (sc26, 2) fulfilled, and the only yellow card: it leads the public
   * yellow majority (sc0, 3): 7 points. Zone 2: red majority (sc2, 3) and
   * the only 1, public sc6 (3): 6 points. */
  load (&s, LAST_ROUND ("sc14,3r,3b,sc21,4y,2g,sc26", "5k", "sc2,1r,2r"));
  splito_score_zone (&s, 0, &zs);
  g_assert_cmpint (zs.n_scoring, ==, 4);
  g_assert_true (zs.scoring[0].fulfilled);
  g_assert_false (zs.scoring[1].fulfilled);
  g_assert_cmpint (zs.scoring[1].measure, ==, 1);
  g_assert_true (zs.scoring[2].fulfilled);
  g_assert_true (zs.scoring[3].is_public);
  g_assert_cmpint (zs.scoring[3].card, ==, card ("sc0"));
  g_assert_cmpint (zs.n_colours, ==, 4);
  g_assert_cmpint (zs.n_cards, ==, 8);
  g_assert_cmpint (zs.value, ==, 7);
  g_assert_cmpint (zone_value (&s, 2), ==, 6);
  /* seat 0: left zone 0 x right zone 2 */
  g_assert_cmpint (splito_seat_score (&s, 0), ==, 42);
  g_assert_cmpint (splito_seat_score (&s, 1), ==, 0);
  for (int i = 0; i < zs.n_scoring; i++)
    {
      g_autofree char *why = splito_card_score_reason (&zs.scoring[i]);
      g_assert_cmpstr (why, !=, "");
    }
}

/* The quantity cards count every card in the zone: number cards, scoring
 * cards fulfilled or not, themselves, and a public card the zone wins. */
static void
test_quantity (void)
{
  /* (no yellow card and no 1 here: the public cards go nowhere) */
  /* 10 number cards + sc35 = 11 */
  g_assert_true (
      fulfilled (LAST_ROUND ("sc35,2r,3r,4r,5r,6r,2b,3b,4b,5b,6b", "-", "-"), 0, "sc35"));
  /* + an unfulfilled scoring card = 12 */
  g_assert_false (
      fulfilled (LAST_ROUND ("sc35,2r,3r,4r,5r,6r,2b,3b,4b,5b,6b,sc27", "-", "-"), 0, "sc35"));
  /* 14 number cards + sc36 = 15 */
  g_assert_true (fulfilled (LAST_ROUND ("sc36,2r,3r,4r,5r,6r,2b,3b,4b,5b,6b,2g,3g,4g,5g", "-", "-"),
                            0, "sc36"));
  /* 13 number cards + sc36 = 14 */
  g_assert_false (
      fulfilled (LAST_ROUND ("sc36,2r,3r,4r,5r,6r,2b,3b,4b,5b,6b,2g,3g,4g", "-", "-"), 0, "sc36"));
  /* 12 number cards + sc36 + an unfulfilled sc14 (two 3s: there are three) = 14:
   * and with the public value-3 majority the zone wins alone, 15 */
  g_assert_true (fulfilled ("seats=3 round=12 public=sc0,sc8 hand0=sc30 hand1=sc31 hand2=sc29 "
                            "zone0=sc36,sc14,1r,2r,3r,4r,5r,6r,1b,2b,3b,4b,5b,3g zone1=- zone2=-",
                            0, "sc36"));
  g_assert_false (
      fulfilled ("seats=3 round=12 public=sc0,sc8 hand0=sc30 hand1=sc31 hand2=sc29 "
                 "zone0=sc36,sc14,1r,2r,3r,4r,5r,6r,1b,2b,3b,4b,5b,3g zone1=3y,3o,3k zone2=-",
                 0, "sc36"));
}

/* Public cards go first to the zone with the sole majority; a public card
 * no zone wins alone leaves the game. Played at the end of the last round. */
static void
test_public_cards (void)
{
  SplitoState s;
  SplayResult r;
  SplitoZoneScore zs;
  g_autofree char *text = NULL;

  /* Yellow: zone 1 has 2, the others 1: zone 1 wins sc0. Value 1: zone 0
   * and zone 2 have one each: nobody wins sc6. */
  load (&s, "seats=3 round=12 public=sc0,sc6 hand0=5k hand1=6k hand2=5g "
            "zone0=sc36,1r,2y zone1=3y,4y,sc25 zone2=1b,5y");
  g_assert_cmpint (splito_public_winner (&s, card ("sc0")), ==, 1);
  g_assert_cmpint (splito_public_winner (&s, card ("sc6")), ==, -1);
  /* before the end, the zone already counts the card it leads */
  g_assert_cmpint (zone_value (&s, 1), ==, 3); /* sc0; sc25 fails (one colour) */

  g_assert_true (splito_rules.apply (&s, 0, splito_action (card ("5k"), SPLITO_LEFT), NULL));
  g_assert_true (splito_rules.apply (&s, 1, splito_action (card ("6k"), SPLITO_LEFT), NULL));
  g_assert_false (splito_rules.is_over (&s));
  g_assert_true (splito_rules.apply (&s, 2, splito_action (card ("5g"), SPLITO_LEFT), NULL));
  g_assert_true (splito_rules.is_over (&s));
  g_assert_true (splito_rules.check (&s, NULL));

  /* zone 1 now: 3y 4y sc25 6k + sc0; two colours, so sc25 fails */
  splito_score_zone (&s, 1, &zs);
  g_assert_cmpint (zs.n_cards, ==, 5);
  g_assert_cmpint (zs.n_scoring, ==, 2);
  g_assert_true (zs.scoring[1].is_public);
  g_assert_true (zs.scoring[1].fulfilled);
  g_assert_cmpint (zs.value, ==, 3);
  g_assert_cmpint (s.out_n, ==, 1);
  g_assert_cmpint (s.out[0], ==, card ("sc6"));

  text = splito_rules.state_to_text (&s);
  g_assert_nonnull (strstr (text, "*sc0"));
  g_assert_nonnull (strstr (text, "out=sc6"));
  g_assert_nonnull (strstr (text, "public=-"));

  splito_rules.result (&s, &r);
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (r.points[i], ==, splito_seat_score (&s, i));
}

/* A public card tied between two zones leaves the game even when a third
 * zone has fewer: "sole" is strict. */
static void
test_public_tie (void)
{
  SplitoState s;

  load (&s, LAST_ROUND ("1y,2y", "3y,4y", "5y"));
  g_assert_cmpint (splito_public_winner (&s, card ("sc0")), ==, -1);
  load (&s, LAST_ROUND ("1y,2y", "3y,4y,6y", "5y"));
  g_assert_cmpint (splito_public_winner (&s, card ("sc0")), ==, 1);
}

/* Score = left x right; ties: fewer cards in one's two zones, then shared. */
static void
test_ties (void)
{
  SplitoState s;
  SplayResult r;

  /* Each zone worth 2. Cards: zone 0: 3, zone 1: 3, zone 2: 4.
   * Seat 0 (zones 0, 2): 7, seat 1 (0, 1): 6, seat 2 (1, 2): 7. */
  load (&s, "seats=3 round=13 public=- out=sc0,sc6 hand0=- hand1=- hand2=- "
            "zone0=sc14,3r,3b zone1=sc15,4r,4b zone2=sc16,5r,5b,2g");
  g_assert_true (splito_rules.is_over (&s));
  splito_rules.result (&s, &r);
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (r.points[i], ==, 4);
  g_assert_cmpint (r.place[1], ==, 1);
  g_assert_cmpint (r.place[0], ==, 2);
  g_assert_cmpint (r.place[2], ==, 2);
  g_assert_false (r.drawn);

  /* higher score first whatever the card count */
  load (&s, "seats=3 round=13 public=- out=sc0,sc6 hand0=- hand1=- hand2=- "
            "zone0=sc14,3r,3b,2g,6k,2k zone1=sc15,4r,4b zone2=sc16,5r,5b,sc20");
  splito_rules.result (&s, &r);
  g_assert_cmpint (r.points[0], ==, 2 * 4);
  g_assert_cmpint (r.points[2], ==, 2 * 4);
  g_assert_cmpint (r.points[1], ==, 2 * 2);
  g_assert_cmpint (r.place[2], ==, 1); /* zones 1 and 2: 3 + 4 = 7 cards */
  g_assert_cmpint (r.place[0], ==, 2); /* zones 0 and 2: 6 + 4 = 10 cards */
  g_assert_cmpint (r.place[1], ==, 3);
}

/* Two players: four zones, two each, public cards over all four, 26 rounds
 * in two deals, hands swapped after every reveal. */
static void
test_two_players (void)
{
  SplaySettings settings;
  SplitoState s;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  SplayCard hand0[SPLITO_HAND_SIZE];

  splay_settings_defaults (&splito_rules, 2, &settings);
  splito_rules.init (&s, &settings, 2024);
  g_assert_cmpint (s.n_zones, ==, 4);
  g_assert_cmpint (s.n_rounds, ==, 26);
  g_assert_cmpint (s.hand_n[0], ==, 13);
  g_assert_cmpint (s.stock_n, ==, 107 - 26);
  g_assert_cmpint (splito_left_zone (&s, 1), ==, 2);
  g_assert_cmpint (splito_right_zone (&s, 1), ==, 3);
  g_assert_cmpint (splito_zone_side (&s, 0, 2), ==, -1);

  for (int round = 0; round < 26; round++)
    {
      if (round == 13)
        {
          /* the second deal: fresh hands of 13, seen only by their holder */
          g_assert_cmpint (s.hand_n[0], ==, 13);
          g_assert_cmpint (s.hand_n[1], ==, 13);
          g_assert_cmpint (s.stock_n, ==, 107 - 52);
          g_assert_cmpint (s.hand_seen[0], ==, 1);
          g_assert_cmpint (s.hand_seen[1], ==, 2);
        }
      memcpy (hand0, s.hand[0], sizeof hand0);
      g_assert_cmpint (splito_rules.legal (&s, 0, legal), >, 0);
      /* seat 0 always left, seat 1 always right */
      g_assert_true (splito_rules.apply (&s, 0, splito_action (s.hand[0][0], SPLITO_LEFT), NULL));
      g_assert_true (splito_rules.apply (&s, 1, splito_action (s.hand[1][0], SPLITO_RIGHT), NULL));
      g_assert_true (splito_rules.check (&s, NULL));
      if (round != 12 && round != 25)
        {
          /* swapped: seat 1 now holds what seat 0 had, minus the card played */
          g_assert_cmpmem (s.hand[1], s.hand_n[1], hand0 + 1, 12 - round % 13);
          g_assert_cmpint (s.hand_seen[1], ==, 3);
        }
    }
  g_assert_true (splito_rules.is_over (&s));
  g_assert_cmpint (s.zone_n[0] + s.zone_n[3] + s.zone_n[1] + s.zone_n[2], ==, 52 + 2 - s.out_n);
  g_assert_cmpint (s.stock_n, ==, 107 - 52);

  /* Public cards compete over all four zones, a seat scores its own two. */
  load (&s, "seats=2 round=25 public=sc2,sc8 hand0=1k hand1=2k "
            "zone0=sc14,3r,3b zone1=sc15,4g,4b zone2=3y,3g,3o,2r zone3=sc21,6k");
  g_assert_cmpint (splito_public_winner (&s, card ("sc8")), ==, 2);
  g_assert_cmpint (splito_public_winner (&s, card ("sc2")), ==,
                   -1); /* zones 0 and 2: one red each */
  g_assert_cmpint (splito_seat_score (&s, 0), ==, 2 * 2);
  g_assert_cmpint (splito_seat_score (&s, 1), ==, 3 * 2);
  g_assert_true (splito_rules.apply (&s, 0, splito_action (card ("1k"), SPLITO_RIGHT), NULL));
  g_assert_true (splito_rules.apply (&s, 1, splito_action (card ("2k"), SPLITO_LEFT), NULL));
  g_assert_true (splito_rules.is_over (&s));
  g_assert_cmpint (splito_seat_score (&s, 1), ==, 3 * 2);
  g_assert_cmpint (s.zone_n[2], ==, 6); /* 4 number cards + 2k + sc8 */
}

/* Everybody chooses at once: a choice is hidden until the last seat has
 * chosen; choosing twice, a card not in the hand and a zone not one's own
 * are refused with the reason and change nothing. */
static void
test_simultaneous (void)
{
  SplaySettings settings;
  SplitoState s, before, v;
  g_autoptr (GError) error = NULL;
  SplayCard mine, other;
  SplayCard hand1_before[SPLITO_HAND_SIZE];

  splay_settings_defaults (&splito_rules, 3, &settings);
  splito_rules.init (&s, &settings, 99);
  g_assert_cmpuint (splito_rules.actors (&s), ==, 7);

  mine = s.hand[0][3];
  g_assert_true (splito_rules.apply (&s, 0, splito_action (mine, SPLITO_RIGHT), NULL));
  g_assert_cmpuint (splito_rules.actors (&s), ==, 6);
  /* the card stays in the hand until the reveal */
  g_assert_cmpint (s.hand_n[0], ==, 13);

  splito_rules.view (&s, 1, &v);
  g_assert_cmpint (v.choice_card[0], ==, SPLAY_CARD_UNKNOWN);
  g_assert_cmpint (v.choice_side[0], ==, SPLITO_SIDE_UNKNOWN);
  for (int i = 0; i < 13; i++)
    g_assert_cmpint (v.hand[0][i], ==, SPLAY_CARD_UNKNOWN);
  for (int i = 0; i < v.stock_n; i++)
    g_assert_cmpint (v.stock[i], ==, SPLAY_CARD_UNKNOWN);
  g_assert_cmpuint (v.chosen, ==, 1); /* that seat 0 has chosen is public */
  {
    /* the "what happened" line does not give the card away */
    g_autofree char *name = splito_card_name (mine);
    g_autofree char *d = NULL;
    char t[6];

    splito_card_to_text (mine, t);
    memcpy (&before, &s, sizeof s);
    before.chosen = 0;
    before.choice_card[0] = SPLAY_CARD_NONE;
    d = splito_rules.describe (&before, 0, splito_action (mine, SPLITO_RIGHT), "Anna");
    g_assert_nonnull (strstr (d, "Anna"));
    g_assert_null (strstr (d, name));
    g_assert_null (strstr (d, t));
  }
  splito_rules.view (&s, 0, &v);
  g_assert_cmpint (v.choice_card[0], ==, mine);
  g_assert_cmpint (v.choice_side[0], ==, SPLITO_RIGHT);

  memcpy (&before, &s, sizeof s);
  g_assert_false (splito_rules.apply (&s, 0, splito_action (s.hand[0][0], SPLITO_LEFT), &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN);
  g_assert_nonnull (strstr (error->message, "already chosen"));
  g_clear_error (&error);
  g_assert_cmpmem (&s, sizeof s, &before, sizeof before);

  other = s.hand[2][0];
  g_assert_false (splito_rules.apply (&s, 1, splito_action (other, SPLITO_LEFT), &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "not in your hand"));
  g_clear_error (&error);
  g_assert_cmpmem (&s, sizeof s, &before, sizeof before);

  /* seat 1's zones are 1 (left) and 0 (right); zone 2 is not */
  g_assert_false (splito_rules.apply (&s, 1, splito_action_zone (s.hand[1][0], 2), &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "not yours"));
  g_clear_error (&error);
  g_assert_false (splito_rules.apply (&s, 1, splito_action (s.hand[1][0], 7), &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpmem (&s, sizeof s, &before, sizeof before);

  /* a drop on one's own zone by number is fine */
  memcpy (hand1_before, s.hand[1], sizeof hand1_before);
  g_assert_true (splito_rules.apply (&s, 1, splito_action_zone (s.hand[1][0], 1), NULL));
  g_assert_cmpint (s.choice_side[1], ==, SPLITO_LEFT);

  /* the last choice reveals every card; hands pass to the left */
  {
    g_autofree char *d
        = splito_rules.describe (&s, 2, splito_action (s.hand[2][0], SPLITO_LEFT), "Ben");
    g_assert_nonnull (strstr (d, "Ben"));
  }
  g_assert_true (splito_rules.apply (&s, 2, splito_action (s.hand[2][0], SPLITO_LEFT), NULL));
  g_assert_cmpint (s.round, ==, 1);
  g_assert_cmpuint (splito_rules.actors (&s), ==, 7);
  g_assert_cmpint (s.last_card[0], ==, mine);
  g_assert_cmpint (s.zone[2][0] == mine || s.zone[2][1] == mine, ==,
                   TRUE); /* seat 0's right is zone 2 */
  g_assert_cmpint (s.zone[1][0], ==, hand1_before[0]);
  /* seat 2 holds seat 1's hand, minus its card, and has now seen it;
   * seat 1 sees that hand too (it held it), seat 0 does not */
  g_assert_cmpmem (s.hand[2], s.hand_n[2], hand1_before + 1, 12);
  g_assert_cmpint (s.hand_seen[2], ==, (1 << 1) | (1 << 2));
  splito_rules.view (&s, 1, &v);
  g_assert_cmpmem (v.hand[2], 12, s.hand[2], 12);
  splito_rules.view (&s, 0, &v);
  g_assert_cmpint (v.hand[2][0], ==, SPLAY_CARD_UNKNOWN);
  /* a spectator sees no hand */
  splito_rules.view (&s, -1, &v);
  for (int t = 0; t < 3; t++)
    g_assert_cmpint (v.hand[t][0], ==, SPLAY_CARD_UNKNOWN);
}

static void
test_over_refuses (void)
{
  SplitoState s;
  g_autoptr (GError) error = NULL;

  load (&s, "seats=3 round=13 public=- out=sc0,sc6 hand0=- hand1=- hand2=- "
            "zone0=sc14,3r,3b zone1=sc15,4r,4b zone2=sc16,5r,5b,2g");
  g_assert_cmpuint (splito_rules.actors (&s), ==, 0);
  g_assert_false (splito_rules.apply (&s, 0, splito_action (card ("3r"), SPLITO_LEFT), &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER);
}

static void
test_resign (void)
{
  SplaySettings settings;
  SplitoState s;
  SplayResult r;

  splay_settings_defaults (&splito_rules, 4, &settings);
  splito_rules.init (&s, &settings, 5);
  g_assert_true (splito_rules.apply (&s, 1, splito_action (s.hand[1][0], SPLITO_LEFT), NULL));
  g_assert_true (splito_rules.apply (&s, 2, SPLAY_ACTION_RESIGN, NULL));
  g_assert_true (splito_rules.is_over (&s));
  g_assert_true (splito_rules.check (&s, NULL));
  splito_rules.result (&s, &r);
  g_assert_cmpint (r.place[2], ==, 4);
  g_assert_cmpint (r.points[2], ==, 0);
}

static void
test_notation (void)
{
  SplaySettings settings;
  SplitoState s, back;
  SplayAction a;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;
  static const char *bad[] = {
    "",                                        /* no seats */
    "seats=9 round=0",                         /* seat count */
    "seats=3 round=0 public=sc0,sc6 hand0=1y", /* hands missing */
    /* three 1y */
    "seats=3 round=12 public=sc0,sc6 hand0=1y hand1=1y hand2=1y zone0=- zone1=- zone2=-",
    /* no card 7r */
    "seats=3 round=12 public=sc0,sc6 hand0=1y hand1=1o hand2=7r zone0=- zone1=- zone2=-",
    /* hand size */
    "seats=3 round=12 public=sc0,sc6 hand0=1y,2y hand1=1o hand2=1r zone0=- zone1=- zone2=-",
    /* two colour cards */
    "seats=3 round=12 public=sc0,sc1 hand0=1y hand1=1o hand2=1r zone0=- zone1=- zone2=-",
    "seats=3 round=12 public=sc0,sc6 hand0=1y hand1=1o hand2=1r zone0=- zone1=- zone2=- "
    "choice0=left:2y", /* not in hand */
    "seats=3 round=12 public=sc0,sc6 hand0=1y hand1=1o hand2=1r zone0=- zone1=- zone2=- "
    "colour=3", /* unknown key */
    "seats=3 round=12 public=sc0,sc6 hand0=1y hand1=1o hand2=1r zone0=- zone1=- zone2=- "
    "stock=2y", /* missing cards */
    /* bad key */
    "seats=3 round=12 public=sc0,sc6 hand0x=1y hand1=1o hand2=1r zone0=- zone1=- zone2=-",
    "seats=3 round=12 public=sc0,sc6 hand0=1y hand1=1o hand2=1r zone0=- zone1=- zone2=- "
    "resigned=3", /* no seat 3 */
    /* over, unscored */
    "seats=3 round=13 public=sc0,sc6 hand0=- hand1=- hand2=- zone0=- zone1=- zone2=-",
  };

  splay_settings_defaults (&splito_rules, 5, &settings);
  splito_rules.init (&s, &settings, 31337);
  g_assert_true (splito_rules.apply (&s, 3, splito_action (s.hand[3][2], SPLITO_RIGHT), NULL));
  text = splito_rules.state_to_text (&s);
  g_assert_null (strchr (text, '\n'));
  g_assert_nonnull (strstr (text, "choice3=right:"));
  g_assert_true (splito_rules.state_from_text (&back, text, &error));
  g_assert_no_error (error);
  again = splito_rules.state_to_text (&back);
  g_assert_cmpstr (text, ==, again);
  /* same game: the rest of the deal goes the same way */
  g_assert_cmpint (back.chosen, ==, s.chosen);
  g_assert_cmpint (back.stock_n, ==, s.stock_n);

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("bad position %zu", i);
      g_assert_false (splito_rules.state_from_text (&back, bad[i], &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
    }

  /* actions */
  load (&s,
        "seats=3 round=12 public=sc0,sc6 hand0=3r hand1=sc12 hand2=1r zone0=3r zone1=- zone2=-");
  g_assert_true (splito_rules.action_from_text (&s, 0, "left 3r", &a, NULL));
  g_assert_cmpint (splito_action_card (a), ==, s.hand[0][0]); /* the copy in the hand */
  g_assert_cmpint (splito_action_place (a), ==, SPLITO_LEFT);
  g_free (text);
  text = splito_rules.action_to_text (&s, 0, a);
  g_assert_cmpstr (text, ==, "left 3r");
  g_assert_true (splito_rules.action_from_text (&s, 1, "right sc12", &a, NULL));
  g_free (text);
  text = splito_rules.action_to_text (&s, 1, a);
  g_assert_cmpstr (text, ==, "right sc12");
  g_assert_true (splito_rules.action_from_text (&s, 1, "zone 2 sc12", &a, NULL));
  g_assert_true (splito_action_is_zone (a));
  g_free (text);
  text = splito_rules.action_to_text (&s, 1, a);
  g_assert_cmpstr (text, ==, "zone 2 sc12");
  g_assert_false (splito_rules.apply (&s, 1, a, &error)); /* zone 2 is not seat 1's */
  g_clear_error (&error);
  g_assert_true (splito_rules.action_from_text (&s, 1, "resign", &a, NULL));
  g_assert_cmpuint (a, ==, SPLAY_ACTION_RESIGN);
  g_assert_false (splito_rules.action_from_text (&s, 0, "up 3r", &a, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (splito_rules.action_from_text (&s, 0, "left 9q", &a, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (splito_rules.action_from_text (&s, 0, "left sc37", &a, &error));
  g_clear_error (&error);
  /* parses, but the card is not in the hand: apply says why */
  g_assert_true (splito_rules.action_from_text (&s, 0, "left 6k", &a, NULL));
  g_assert_false (splito_rules.apply (&s, 0, a, &error));
  g_assert_nonnull (strstr (error->message, "6k"));
  g_clear_error (&error);

  /* legal: one action per face and side */
  {
    SplayAction legal[SPLAY_MAX_ACTIONS];
    load (&s, "seats=3 round=11 public=sc0,sc6 hand0=3r,3r hand1=sc12,1k hand2=1r,2r zone0=- "
              "zone1=- zone2=-");
    g_assert_cmpint (splito_rules.legal (&s, 0, legal), ==, 2);
    g_assert_cmpint (splito_rules.legal (&s, 1, legal), ==, 4);
    for (int i = 0; i < 4; i++)
      {
        g_autofree char *t = splito_rules.action_to_text (&s, 1, legal[i]);
        SplayAction back_a;
        g_assert_true (splito_rules.action_from_text (&s, 1, t, &back_a, NULL));
        g_assert_cmpuint (back_a, ==, legal[i]);
      }
  }
}

/* Positions keep the hands a seat has held, so the view (and the computer
 * player) remembers them. */
static void
test_memory_and_determinize (void)
{
  SplaySettings settings;
  SplitoState s, v, d;
  SplayRng rng;

  splay_settings_defaults (&splito_rules, 4, &settings);
  splito_rules.init (&s, &settings, 8);
  for (int round = 0; round < 3; round++)
    for (int seat = 0; seat < 4; seat++)
      g_assert_true (
          splito_rules.apply (&s, seat, splito_action (s.hand[seat][0], seat % 2), NULL));
  /* seat 0 has held the hands now at seats 0, 1, 2, 3: all of them */
  splito_rules.view (&s, 0, &v);
  for (int t = 0; t < 4; t++)
    g_assert_cmpmem (v.hand[t], 10, s.hand[t], 10);
  /* after three passes, every hand has been seen by seat 3 too except... */
  g_assert_cmpint (s.hand_seen[2], ==, 0xf);

  /* Earlier, with two passes, seat 0 knows 3 of the 4 hands. */
  splito_rules.init (&s, &settings, 8);
  for (int round = 0; round < 2; round++)
    for (int seat = 0; seat < 4; seat++)
      g_assert_true (
          splito_rules.apply (&s, seat, splito_action (s.hand[seat][0], seat % 2), NULL));
  g_assert_true (splito_rules.apply (&s, 2, splito_action (s.hand[2][4], SPLITO_LEFT), NULL));
  splito_rules.view (&s, 0, &v);
  g_assert_cmpint (v.hand[3][0], ==,
                   SPLAY_CARD_UNKNOWN); /* seat 3's hand began at seat 1: not yet */
  g_assert_cmpmem (v.hand[1], 11, s.hand[1], 11);
  splay_rng_init (&rng, 3);
  for (int k = 0; k < 50; k++)
    {
      memcpy (&d, &s, sizeof d);
      splito_rules.determinize (&d, 0, &rng);
      g_assert_true (splito_rules.check (&d, NULL));
      g_assert_cmpmem (d.hand[0], 11, s.hand[0], 11);
      g_assert_cmpmem (d.hand[1], 11, s.hand[1], 11);
      g_assert_cmpmem (d.hand[2], 11, s.hand[2], 11);
      g_assert_cmpmem (d.zone, sizeof d.zone, s.zone, sizeof s.zone);
      g_assert_cmpuint (d.chosen, ==, s.chosen);
    }
}

static void
test_card_texts (void)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (int c = SPLITO_FIRST_SCORING; c < SPLITO_N_CARDS; c++)
    {
      char *text = splito_scoring_card_text ((SplayCard) c);
      g_assert_cmpstr (text, !=, "?");
      /* every card of the table says something different */
      g_assert_false (g_hash_table_contains (seen, text));
      g_hash_table_add (seen, text);
    }
  for (int c = 0; c < SPLITO_N_NUMBER_CARDS; c++)
    {
      char t[6];
      const char *p = t;
      splito_card_to_text ((SplayCard) c, t);
      g_assert_cmpint (strlen (t), ==, 2);
      g_assert_cmpint (splito_card_value ((SplayCard) c), ==, t[0] - '0');
      (void) p;
    }
  g_assert_cmpint (splito_number_card (SPLITO_BLACK, 6, 1), ==, 71);
  g_assert_cmpint (splito_card_colour (splito_number_card (SPLITO_GREEN, 4, 0)), ==, SPLITO_GREEN);
}

/* The computer player's estimate follows the rules: a fulfilled card in the
 * last round is worth about its points. */
static void
test_ai_estimate (void)
{
  SplitoState s, v;

  load (&s, LAST_ROUND ("sc14,3r,3b,sc21,4y,2g,sc26", "5k", "sc2,1r,2r"));
  splito_rules.view (&s, 0, &v);
  g_assert_cmpfloat (splito_ai_zone_estimate (&v, 0, 0), >, 3.0);
  g_assert_cmpfloat (splito_ai_zone_estimate (&v, 0, 1), <, 1.0);
}

/* A zone gets at most one card a round from each seat beside it (and the
 * public cards once scored), so a position whose zone holds more was not
 * played, and is refused: one was read, and the next reveal wrote past the
 * zone's room (found by tests/fuzz/fuzz-game.c, corpus 3919e0dbbdb284e7). */
static void
test_zone_fuller_than_play (void)
{
  SplaySettings settings;
  SplitoState s, back;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GString) fuller = NULL;
  g_auto (GStrv) fields = NULL;
  char extra[6];

  /* Zone 4 of five seats lies between seat 4 (its left) and seat 0 (its
   * right): four rounds in which both put their card there fill it to the
   * most play can, eight. */
  splay_settings_defaults (&splito_rules, 5, &settings);
  splito_rules.init (&s, &settings, 4242);
  for (int round = 0; round < 4; round++)
    for (int seat = 0; seat < 5; seat++)
      g_assert_true (splito_rules.apply (
          &s, seat, splito_action (s.hand[seat][0], seat == 0 ? SPLITO_RIGHT : SPLITO_LEFT), NULL));
  g_assert_cmpint (s.round, ==, 4);
  g_assert_cmpint (s.zone_n[4], ==, 8);
  text = splito_rules.state_to_text (&s);
  g_assert_true (splito_rules.state_from_text (&back, text, &error));
  g_assert_no_error (error);

  /* One card more, from the stock, is one more than the rounds allow
   * (the stock left unsaid: the cards no other field names). */
  splito_card_to_text (s.stock[0], extra);
  fields = g_strsplit (text, " ", -1);
  fuller = g_string_new (NULL);
  for (int i = 0; fields[i] != NULL; i++)
    if (g_str_has_prefix (fields[i], "zone4="))
      g_string_append_printf (fuller, " zone4=%s,%s", extra, fields[i] + strlen ("zone4="));
    else if (!g_str_has_prefix (fields[i], "stock="))
      g_string_append_printf (fuller, " %s", fields[i]);
  g_assert_false (splito_rules.state_from_text (&back, fuller->str, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT);
  g_assert_nonnull (strstr (error->message, "a zone holds more cards"));
  g_clear_error (&error);

  /* The fuzzer's position: 32 cards in a zone after four rounds. */
  g_assert_false (splito_rules.state_from_text (
      &back,
      "seats=5 round=4 public=sc4,sc9 hand0=3g,sc17,3k,3y,1k,sc15,sc18,sc16,2r "
      "hand1=sc1,5b,3y,6r,sc5,1r,1b,2g,2b hand2=2o,sc22,sc13,sc35,1y,sc19,1o,1o,sc3 "
      "hand3=sc32,4g,5r,5k,1y,4r,1g,4k,1r hand4=1k,2g,sc20,5g,3b,sc12,5r,2b,6y "
      "zone0=4r,sc34,4y,sc27 zone1=2r,6k,5b zone2=sc7,3r,4b,sc10 zone3=3o,5g "
      "zone4=2k,sc25,6o,3r,6k,sc29,2k,5y,sc31,sc30,sc33,4g,sc28,4o,sc24,6b,sc8,1g,6y,3o,sc2,"
      "sc36,3k,sc11,2y,5y,2o,6o,4y,3b,5o,6r",
      &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/splito/scoring/each-kind", test_scoring_table);
  g_test_add_func ("/splito/scoring/zone-value", test_zone_value_and_reasons);
  g_test_add_func ("/splito/scoring/quantity", test_quantity);
  g_test_add_func ("/splito/scoring/public-cards", test_public_cards);
  g_test_add_func ("/splito/scoring/public-tie", test_public_tie);
  g_test_add_func ("/splito/scoring/ties", test_ties);
  g_test_add_func ("/splito/two-players", test_two_players);
  g_test_add_func ("/splito/simultaneous", test_simultaneous);
  g_test_add_func ("/splito/over", test_over_refuses);
  g_test_add_func ("/splito/resign", test_resign);
  g_test_add_func ("/splito/notation", test_notation);
  g_test_add_func ("/splito/zone-fuller-than-play", test_zone_fuller_than_play);
  g_test_add_func ("/splito/memory", test_memory_and_determinize);
  g_test_add_func ("/splito/card-texts", test_card_texts);
  g_test_add_func ("/splito/ai-estimate", test_ai_estimate);
  return g_test_run ();
}
