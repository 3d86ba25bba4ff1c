/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splito.c: the rules of Splito (see splito.h for seats, zones, card ids
 * and the notation, and RULINGS.md for what the rulebook leaves open).
 *
 * Over 1,200 lines on purpose: one game's whole rules, scoring and notation. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "splito.h"

/* The 37 scoring cards. The rulebook names only the four kinds; this list is
 * the reconstruction RULINGS.md gives, kept here as the one table so that a
 * corrected list is a change of data only. The index in this table is the
 * card's "scNN" name and id - SPLITO_FIRST_SCORING, so append rather than
 * reorder once games have been saved. */
#define C(col) (1u << (col))
const SplitoScoringCard splito_scoring_cards[SPLITO_N_SCORING_CARDS] = {
  /* 0-5: sole majority of a colour (moon), 3 points */
  { SPLITO_COND_COLOUR_MAJORITY, SPLITO_KIND_MAJORITY_COLOUR, SPLITO_YELLOW, 0, 0, 3 },
  { SPLITO_COND_COLOUR_MAJORITY, SPLITO_KIND_MAJORITY_COLOUR, SPLITO_ORANGE, 0, 0, 3 },
  { SPLITO_COND_COLOUR_MAJORITY, SPLITO_KIND_MAJORITY_COLOUR, SPLITO_RED, 0, 0, 3 },
  { SPLITO_COND_COLOUR_MAJORITY, SPLITO_KIND_MAJORITY_COLOUR, SPLITO_GREEN, 0, 0, 3 },
  { SPLITO_COND_COLOUR_MAJORITY, SPLITO_KIND_MAJORITY_COLOUR, SPLITO_BLUE, 0, 0, 3 },
  { SPLITO_COND_COLOUR_MAJORITY, SPLITO_KIND_MAJORITY_COLOUR, SPLITO_BLACK, 0, 0, 3 },
  /* 6-11: sole majority of a value (star), 3 points */
  { SPLITO_COND_VALUE_MAJORITY, SPLITO_KIND_MAJORITY_VALUE, 1, 0, 0, 3 },
  { SPLITO_COND_VALUE_MAJORITY, SPLITO_KIND_MAJORITY_VALUE, 2, 0, 0, 3 },
  { SPLITO_COND_VALUE_MAJORITY, SPLITO_KIND_MAJORITY_VALUE, 3, 0, 0, 3 },
  { SPLITO_COND_VALUE_MAJORITY, SPLITO_KIND_MAJORITY_VALUE, 4, 0, 0, 3 },
  { SPLITO_COND_VALUE_MAJORITY, SPLITO_KIND_MAJORITY_VALUE, 5, 0, 0, 3 },
  { SPLITO_COND_VALUE_MAJORITY, SPLITO_KIND_MAJORITY_VALUE, 6, 0, 0, 3 },
  /* 12-17: exactly two cards of a value, 2 points */
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 1, 2, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 2, 2, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 3, 2, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 4, 2, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 5, 2, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 6, 2, 0, 2 },
  /* 18-23: no card of a value, 2 points */
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 1, 0, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 2, 0, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 3, 0, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 4, 0, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 5, 0, 0, 2 },
  { SPLITO_COND_VALUE_EXACTLY, SPLITO_KIND_VALUE, 6, 0, 0, 2 },
  /* 24-31: exactly so many different colours / values */
  { SPLITO_COND_COLOURS_EXACTLY, SPLITO_KIND_DIVERSITY, 2, 0, 0, 4 },
  { SPLITO_COND_COLOURS_EXACTLY, SPLITO_KIND_DIVERSITY, 3, 0, 0, 3 },
  { SPLITO_COND_COLOURS_EXACTLY, SPLITO_KIND_DIVERSITY, 4, 0, 0, 2 },
  { SPLITO_COND_COLOURS_EXACTLY, SPLITO_KIND_DIVERSITY, 6, 0, 0, 3 },
  { SPLITO_COND_VALUES_EXACTLY, SPLITO_KIND_DIVERSITY, 2, 0, 0, 4 },
  { SPLITO_COND_VALUES_EXACTLY, SPLITO_KIND_DIVERSITY, 3, 0, 0, 3 },
  { SPLITO_COND_VALUES_EXACTLY, SPLITO_KIND_DIVERSITY, 4, 0, 0, 2 },
  { SPLITO_COND_VALUES_EXACTLY, SPLITO_KIND_DIVERSITY, 6, 0, 0, 4 },
  /* 32-34: at least one card of each shown colour, 1 point */
  { SPLITO_COND_COLOURS_ALL_OF, SPLITO_KIND_DIVERSITY, 0, 0,
    C (SPLITO_YELLOW) | C (SPLITO_ORANGE) | C (SPLITO_RED), 1 },
  { SPLITO_COND_COLOURS_ALL_OF, SPLITO_KIND_DIVERSITY, 0, 0,
    C (SPLITO_GREEN) | C (SPLITO_BLUE) | C (SPLITO_BLACK), 1 },
  { SPLITO_COND_COLOURS_ALL_OF, SPLITO_KIND_DIVERSITY, 0, 0,
    C (SPLITO_YELLOW) | C (SPLITO_RED) | C (SPLITO_BLUE), 1 },
  /* 35-36: quantity, counting every card in the zone */
  { SPLITO_COND_AT_MOST, SPLITO_KIND_QUANTITY, 11, 0, 0, 2 },
  { SPLITO_COND_AT_LEAST, SPLITO_KIND_QUANTITY, 15, 0, 0, 2 },
};
#undef C

static const char colour_letters[] = "yorgbk";

#define ALL_SEATS(s) ((uint8_t) ((1u << (s)->n_seats) - 1))

/* ---------------------------------------------------------------- cards */

char
splito_colour_letter (int colour)
{
  return colour >= 0 && colour < SPLITO_N_COLOURS ? colour_letters[colour] : '?';
}

const char *
splito_colour_name (int colour)
{
  /* Translators: colour names of Splito's number cards, used as nouns in
   * "sole majority of %s" and "Red 3" */
  static const char *names[]
      = { N_("yellow"), N_("orange"), N_("red"), N_("green"), N_("blue"), N_("black") };
  return colour >= 0 && colour < SPLITO_N_COLOURS ? _(names[colour]) : "?";
}

void
splito_card_to_text (SplayCard c, char out[6])
{
  if (splito_card_is_number (c))
    g_snprintf (out, 6, "%d%c", splito_card_value (c), colour_letters[splito_card_colour (c)]);
  else if (splito_card_is_scoring (c))
    g_snprintf (out, 6, "sc%d", c - SPLITO_FIRST_SCORING);
  else
    g_strlcpy (out, "?", 6);
}

/* Reads one card token at *@p (advancing it): "3r" or "sc12". Returns the
 * id of copy 0 for number cards, NONE if the text is no card. */
static SplayCard
card_from_text (const char **p)
{
  const char *t = *p;

  if (t[0] >= '1' && t[0] <= '6' && t[1] != '\0' && strchr (colour_letters, g_ascii_tolower (t[1])))
    {
      int colour = (int) (strchr (colour_letters, g_ascii_tolower (t[1])) - colour_letters);
      *p = t + 2;
      return splito_number_card (colour, t[0] - '0', 0);
    }
  if (g_ascii_tolower (t[0]) == 's' && g_ascii_tolower (t[1]) == 'c' && g_ascii_isdigit (t[2]))
    {
      char *end = NULL;
      long v = strtol (t + 2, &end, 10);
      if (v < 0 || v >= SPLITO_N_SCORING_CARDS)
        return SPLAY_CARD_NONE;
      *p = end;
      return (SplayCard) (SPLITO_FIRST_SCORING + v);
    }
  return SPLAY_CARD_NONE;
}

/* Both cards that look the same (the two copies of a number card). */
static gboolean
same_face (SplayCard a, SplayCard b)
{
  if (splito_card_is_number (a) && splito_card_is_number (b))
    return (a >> 1) == (b >> 1);
  return a == b;
}

char *
splito_scoring_card_text (SplayCard c)
{
  const SplitoScoringCard *sc;

  g_return_val_if_fail (splito_card_is_scoring (c), g_strdup ("?"));
  sc = splito_scoring_card (c);
  switch (sc->cond)
    {
    case SPLITO_COND_COLOUR_MAJORITY:
      /* Translators: %s is a colour name */
      return g_strdup_printf (_("More %s cards than any other zone"), splito_colour_name (sc->a));
    case SPLITO_COND_VALUE_MAJORITY:
      /* Translators: %d is a card value from 1 to 6 */
      return g_strdup_printf (_("More cards of value %d than any other zone"), sc->a);
    case SPLITO_COND_VALUE_EXACTLY:
      if (sc->b == 0)
        return g_strdup_printf (_("No card of value %d"), sc->a);
      /* Translators: first %d is a count, second a card value */
      return g_strdup_printf (
          ngettext ("Exactly %d card of value %d", "Exactly %d cards of value %d", sc->b), sc->b,
          sc->a);
    case SPLITO_COND_COLOURS_EXACTLY:
      return g_strdup_printf (ngettext ("Exactly %d colour", "Exactly %d different colours", sc->a),
                              sc->a);
    case SPLITO_COND_VALUES_EXACTLY:
      return g_strdup_printf (ngettext ("Exactly %d value", "Exactly %d different values", sc->a),
                              sc->a);
    case SPLITO_COND_COLOURS_ALL_OF:
      {
        g_autoptr (GString) list = g_string_new (NULL);
        for (int col = 0; col < SPLITO_N_COLOURS; col++)
          if (sc->mask & (1u << col))
            {
              if (list->len > 0)
                g_string_append (list, ", ");
              g_string_append (list, splito_colour_name (col));
            }
        /* Translators: %s is a list of colour names, "yellow, orange, red" */
        return g_strdup_printf (_("At least one card of each colour: %s"), list->str);
      }
    case SPLITO_COND_AT_MOST:
      return g_strdup_printf (
          ngettext ("%d card or fewer in the zone", "%d cards or fewer in the zone", sc->a), sc->a);
    case SPLITO_COND_AT_LEAST:
      return g_strdup_printf (
          ngettext ("%d card or more in the zone", "%d cards or more in the zone", sc->a), sc->a);
    default: return g_strdup ("?");
    }
}

char *
splito_card_name (SplayCard c)
{
  if (splito_card_is_number (c))
    {
      g_autofree char *colour = g_strdup (splito_colour_name (splito_card_colour (c)));
      /* Translators: a number card, "red 3" */
      return g_strdup_printf (_("%s %d"), colour, splito_card_value (c));
    }
  if (splito_card_is_scoring (c))
    {
      g_autofree char *cond = splito_scoring_card_text (c);
      /* Translators: a scoring card: its condition and its points */
      return g_strdup_printf (ngettext ("Scoring card: %s (%d point)",
                                        "Scoring card: %s (%d points)",
                                        splito_scoring_card (c)->points),
                              cond, splito_scoring_card (c)->points);
    }
  return g_strdup (_("Hidden card"));
}

/* ---------------------------------------------------------------- zones */

int
splito_left_zone (const SplitoState *s, int seat)
{
  return s->n_seats == 2 ? 2 * seat : seat;
}

int
splito_right_zone (const SplitoState *s, int seat)
{
  return s->n_seats == 2 ? 2 * seat + 1 : (seat + s->n_seats - 1) % s->n_seats;
}

int
splito_zone_side (const SplitoState *s, int seat, int zone)
{
  if (seat < 0 || seat >= s->n_seats)
    return -1;
  if (zone == splito_left_zone (s, seat))
    return SPLITO_LEFT;
  if (zone == splito_right_zone (s, seat))
    return SPLITO_RIGHT;
  return -1;
}

void
splito_zone_seats (const SplitoState *s, int zone, int *a, int *b)
{
  if (s->n_seats == 2)
    *a = *b = zone / 2;
  else
    {
      *a = zone;
      *b = (zone + 1) % s->n_seats;
    }
}

static int
side_zone (const SplitoState *s, int seat, int side)
{
  return side == SPLITO_LEFT ? splito_left_zone (s, seat) : splito_right_zone (s, seat);
}

/* -------------------------------------------------------------- scoring */

typedef struct
{
  int colour[SPLITO_MAX_ZONES][SPLITO_N_COLOURS];
  int value[SPLITO_MAX_ZONES][SPLITO_N_VALUES + 1];
} Counts;

static void
count_zones (const SplitoState *s, Counts *k)
{
  memset (k, 0, sizeof *k);
  for (int z = 0; z < s->n_zones; z++)
    for (int i = 0; i < s->zone_n[z]; i++)
      {
        SplayCard c = s->zone[z][i];
        if (splito_card_is_number (c))
          {
            k->colour[z][splito_card_colour (c)]++;
            k->value[z][splito_card_value (c)]++;
          }
      }
}

static int
majority_count (const SplitoState *s, const Counts *k, const SplitoScoringCard *sc, int z)
{
  return sc->cond == SPLITO_COND_COLOUR_MAJORITY ? k->colour[z][sc->a] : k->value[z][sc->a];
}

static int
best_other (const SplitoState *s, const Counts *k, const SplitoScoringCard *sc, int zone)
{
  int best = 0;

  for (int z = 0; z < s->n_zones; z++)
    if (z != zone)
      best = MAX (best, majority_count (s, k, sc, z));
  return best;
}

/* The zone with the most of what @card counts, if one has more than every
 * other; -1 otherwise. One pass: the best and the second best. */

static int
public_winner_counts (const SplitoState *s, const Counts *k, SplayCard card)
{
  const SplitoScoringCard *sc = splito_scoring_card (card);
  int best = -1, first = -1, second = -1;

  for (int z = 0; z < s->n_zones; z++)
    {
      int m = majority_count (s, k, sc, z);
      if (m > first)
        {
          second = first;
          first = m;
          best = z;
        }
      else if (m > second)
        second = m;
    }
  /* A sole leader needs more than every other zone, and more than none. */
  return best >= 0 && first > MAX (second, 0) ? best : -1;
}

int
splito_public_winner (const SplitoState *s, SplayCard card)
{
  Counts k;

  g_return_val_if_fail (splito_card_is_scoring (card), -1);
  count_zones (s, &k);
  return public_winner_counts (s, &k, card);
}

static void
score_card (const SplitoState *s, const Counts *k, const SplitoZoneScore *zs, SplayCard card,
            SplitoCardScore *out)
{
  const SplitoScoringCard *sc = splito_scoring_card (card);
  int z = zs->zone;
  gboolean ok = FALSE;

  memset (out, 0, sizeof *out);
  out->card = card;
  switch (sc->cond)
    {
    case SPLITO_COND_COLOUR_MAJORITY:
    case SPLITO_COND_VALUE_MAJORITY:
      out->measure = majority_count (s, k, sc, z);
      out->best_other = best_other (s, k, sc, z);
      ok = out->measure > out->best_other;
      break;
    case SPLITO_COND_VALUE_EXACTLY:
      out->measure = zs->value_count[sc->a];
      ok = out->measure == sc->b;
      break;
    case SPLITO_COND_COLOURS_EXACTLY:
      out->measure = zs->n_colours;
      ok = out->measure == sc->a;
      break;
    case SPLITO_COND_VALUES_EXACTLY:
      out->measure = zs->n_values;
      ok = out->measure == sc->a;
      break;
    case SPLITO_COND_COLOURS_ALL_OF:
      /* measure: how many of the shown colours are present */
      for (int col = 0; col < SPLITO_N_COLOURS; col++)
        if ((sc->mask & (1u << col)) && zs->colour_count[col] > 0)
          out->measure++;
      ok = out->measure == __builtin_popcount (sc->mask);
      break;
    case SPLITO_COND_AT_MOST:
      out->measure = zs->n_cards;
      ok = out->measure <= sc->a;
      break;
    case SPLITO_COND_AT_LEAST:
      out->measure = zs->n_cards;
      ok = out->measure >= sc->a;
      break;
    default: break;
    }
  out->fulfilled = ok;
  out->points = ok ? sc->points : 0;
  out->is_public = card == s->public_cards[0] || card == s->public_cards[1];
}

/* Before the end, public cards go to their current sole leader, so the
 * board can show what each zone would score now: the zone each would go
 * to (-1: none, or already scored). */
static void
public_leaders (const SplitoState *s, const Counts *k, int *leader)
{
  for (int i = 0; i < 2; i++)
    leader[i] = !s->public_scored && splito_card_is_scoring (s->public_cards[i])
                    ? public_winner_counts (s, k, s->public_cards[i])
                    : -1;
}

/* What @zone's scoring cards are judged by: every field of @out before its
 * list of cards (which is left as it was). The public cards the zone wins
 * go to @won; returns how many. */
static int
zone_counts (const SplitoState *s, const Counts *k, const int *leader, int zone,
             SplitoZoneScore *out, SplayCard *won)
{
  int n_won = 0;

  memset (out, 0, offsetof (SplitoZoneScore, scoring));
  out->value = 0;
  out->zone = zone;
  for (int i = 0; i < 2; i++)
    if (leader[i] == zone)
      won[n_won++] = s->public_cards[i];

  out->n_cards = s->zone_n[zone] + n_won;
  for (int col = 0; col < SPLITO_N_COLOURS; col++)
    {
      out->colour_count[col] = k->colour[zone][col];
      if (out->colour_count[col] > 0)
        out->n_colours++;
    }
  for (int v = 1; v <= SPLITO_N_VALUES; v++)
    {
      out->value_count[v] = k->value[zone][v];
      if (out->value_count[v] > 0)
        out->n_values++;
    }
  return n_won;
}

static void
score_zone_counted (const SplitoState *s, const Counts *k, const int *leader, int zone,
                    SplitoZoneScore *out)
{
  SplayCard won[2];
  int n_won;

  memset (out, 0, sizeof *out);
  n_won = zone_counts (s, k, leader, zone, out, won);
  for (int i = 0; i < s->zone_n[zone]; i++)
    if (splito_card_is_scoring (s->zone[zone][i]))
      score_card (s, k, out, s->zone[zone][i], &out->scoring[out->n_scoring++]);
  for (int i = 0; i < n_won; i++)
    score_card (s, k, out, won[i], &out->scoring[out->n_scoring++]);
  for (int i = 0; i < out->n_scoring; i++)
    out->value += out->scoring[i].points;
}

/* score_zone_counted () without the list of cards: the zone's value, and
 * its cards in @n_cards. The search asks for it at the end of every
 * playout, where the list (some 800 bytes a zone) is not wanted. */
static int
zone_value_counted (const SplitoState *s, const Counts *k, const int *leader, int zone,
                    int *n_cards)
{
  SplitoZoneScore zs; /* its list of cards left unfilled */
  SplitoCardScore cs;
  SplayCard won[2];
  int n_won = zone_counts (s, k, leader, zone, &zs, won), value = 0;

  for (int i = 0; i < s->zone_n[zone]; i++)
    if (splito_card_is_scoring (s->zone[zone][i]))
      {
        score_card (s, k, &zs, s->zone[zone][i], &cs);
        value += cs.points;
      }
  for (int i = 0; i < n_won; i++)
    {
      score_card (s, k, &zs, won[i], &cs);
      value += cs.points;
    }
  *n_cards = zs.n_cards;
  return value;
}

void
splito_score_zone (const SplitoState *s, int zone, SplitoZoneScore *out)
{
  Counts k;
  int leader[2];

  g_return_if_fail (zone >= 0 && zone < s->n_zones);
  count_zones (s, &k);
  public_leaders (s, &k, leader);
  score_zone_counted (s, &k, leader, zone, out);
}

/* Every zone's value from one count of the zones: scoring seat by seat
 * counted every zone twice per seat, a cost that grew with the square of
 * the players. */
static void
zone_values (const SplitoState *s, int *values, int *n_cards)
{
  Counts k;
  int leader[2];

  count_zones (s, &k);
  public_leaders (s, &k, leader);
  for (int z = 0; z < s->n_zones; z++)
    {
      int cards;

      values[z] = zone_value_counted (s, &k, leader, z, &cards);
      if (n_cards != NULL)
        n_cards[z] = cards;
    }
}

int
splito_seat_score (const SplitoState *s, int seat)
{
  int values[SPLITO_MAX_ZONES];

  zone_values (s, values, NULL);
  return values[splito_left_zone (s, seat)] * values[splito_right_zone (s, seat)];
}

void
splito_seat_scores (const SplitoState *s, int *scores)
{
  int values[SPLITO_MAX_ZONES];

  zone_values (s, values, NULL);
  for (int seat = 0; seat < s->n_seats; seat++)
    scores[seat] = values[splito_left_zone (s, seat)] * values[splito_right_zone (s, seat)];
}

int
splito_seat_cards (const SplitoState *s, int seat)
{
  SplitoZoneScore l, r;

  splito_score_zone (s, splito_left_zone (s, seat), &l);
  splito_score_zone (s, splito_right_zone (s, seat), &r);
  return l.n_cards + r.n_cards;
}

char *
splito_card_score_reason (const SplitoCardScore *cs)
{
  const SplitoScoringCard *sc;

  g_return_val_if_fail (splito_card_is_scoring (cs->card), g_strdup (""));
  sc = splito_scoring_card (cs->card);
  switch (sc->cond)
    {
    case SPLITO_COND_COLOUR_MAJORITY:
    case SPLITO_COND_VALUE_MAJORITY:
      /* Translators: a majority check, "3 here, at most 2 in any other zone" */
      return g_strdup_printf (_("%d here, at most %d in any other zone"), cs->measure,
                              cs->best_other);
    case SPLITO_COND_VALUE_EXACTLY:
      return g_strdup_printf (
          ngettext ("%d card of value %d here", "%d cards of value %d here", cs->measure),
          cs->measure, sc->a);
    case SPLITO_COND_COLOURS_EXACTLY:
      return g_strdup_printf (ngettext ("%d colour here", "%d different colours here", cs->measure),
                              cs->measure);
    case SPLITO_COND_VALUES_EXACTLY:
      return g_strdup_printf (ngettext ("%d value here", "%d different values here", cs->measure),
                              cs->measure);
    case SPLITO_COND_COLOURS_ALL_OF:
      /* Translators: "2 of the 3 colours shown are here" */
      return g_strdup_printf (_("%d of the %d colours shown are here"), cs->measure,
                              (int) __builtin_popcount (sc->mask));
    case SPLITO_COND_AT_MOST:
    case SPLITO_COND_AT_LEAST:
      return g_strdup_printf (ngettext ("%d card in the zone", "%d cards in the zone", cs->measure),
                              cs->measure);
    default: return g_strdup ("");
    }
}

/* ----------------------------------------------------------------- deal */

static int
rounds_per_deal (void)
{
  return SPLITO_HAND_SIZE;
}

/* Round number within the current deal (two seats play two deals). */
static int
deal_round (const SplitoState *s)
{
  if (s->round >= s->n_rounds)
    return rounds_per_deal ();
  return s->round % rounds_per_deal ();
}

static int
expected_hand_size (const SplitoState *s)
{
  return SPLITO_HAND_SIZE - deal_round (s);
}

/* Who has held the hand that @seat holds now, if the game followed the
 * rules from its deal: hands move one seat to the left per round. */
static uint8_t
default_seen (const SplitoState *s, int seat)
{
  int r = MIN (deal_round (s), s->n_seats - 1);
  uint8_t m = 0;

  for (int i = 0; i <= r; i++)
    m |= (uint8_t) (1u << ((seat - i + s->n_seats * 16) % s->n_seats));
  return m;
}

static void
deal_hands (SplitoState *s)
{
  for (int i = 0; i < SPLITO_HAND_SIZE; i++)
    for (int seat = 0; seat < s->n_seats; seat++)
      s->hand[seat][s->hand_n[seat]++] = s->stock[--s->stock_n];
  for (int seat = 0; seat < s->n_seats; seat++)
    s->hand_seen[seat] = (uint8_t) (1u << seat);
}

static void
set_shape (SplitoState *s, int n_seats)
{
  s->n_seats = (uint8_t) n_seats;
  s->n_zones = (uint8_t) (n_seats == 2 ? 4 : n_seats);
  s->n_rounds = (uint8_t) (n_seats == 2 ? 2 * SPLITO_HAND_SIZE : SPLITO_HAND_SIZE);
}

static void
clear_state (SplitoState *s)
{
  memset (s, 0, sizeof *s);
  s->resigned = -1;
  s->public_cards[0] = s->public_cards[1] = SPLAY_CARD_NONE;
  for (int i = 0; i < SPLITO_MAX_SEATS; i++)
    {
      s->choice_card[i] = SPLAY_CARD_NONE;
      s->choice_side[i] = SPLITO_SIDE_NONE;
      s->last_card[i] = SPLAY_CARD_NONE;
      s->last_side[i] = SPLITO_SIDE_NONE;
    }
}

static gboolean
splito_validate (const SplaySettings *settings, GError **error)
{
  if (settings->n_seats < 2 || settings->n_seats > SPLITO_MAX_SEATS)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("Splito is played by 2 to 8 players, not %d."), settings->n_seats);
      return FALSE;
    }
  return TRUE;
}

static void
splito_init (void *state, const SplaySettings *settings, uint64_t seed)
{
  SplitoState *s = state;
  SplayRng rng;
  SplayCard colour_maj[SPLITO_N_SCORING_CARDS], value_maj[SPLITO_N_SCORING_CARDS];
  int n_colour = 0, n_value = 0;

  clear_state (s);
  s->settings = *settings;
  set_shape (s, settings->n_seats);
  splay_rng_init (&rng, seed);

  for (int i = 0; i < SPLITO_N_SCORING_CARDS; i++)
    {
      if (splito_scoring_cards[i].cond == SPLITO_COND_COLOUR_MAJORITY)
        colour_maj[n_colour++] = (SplayCard) (SPLITO_FIRST_SCORING + i);
      else if (splito_scoring_cards[i].cond == SPLITO_COND_VALUE_MAJORITY)
        value_maj[n_value++] = (SplayCard) (SPLITO_FIRST_SCORING + i);
    }
  s->public_cards[0] = colour_maj[splay_rng_below (&rng, (uint32_t) n_colour)];
  s->public_cards[1] = value_maj[splay_rng_below (&rng, (uint32_t) n_value)];

  for (int c = 0; c < SPLITO_N_CARDS; c++)
    if (c != s->public_cards[0] && c != s->public_cards[1])
      s->stock[s->stock_n++] = (SplayCard) c;
  splay_rng_shuffle (&rng, s->stock, s->stock_n);
  deal_hands (s);
}

/* --------------------------------------------------------------- play */

static uint32_t
splito_actors (const void *state)
{
  const SplitoState *s = state;

  if (s->phase != SPLITO_PHASE_CHOOSE)
    return 0;
  return ALL_SEATS (s) & ~s->chosen;
}

static int
hand_index (const SplitoState *s, int seat, SplayCard c)
{
  for (int i = 0; i < s->hand_n[seat]; i++)
    if (s->hand[seat][i] == c)
      return i;
  return -1;
}

static int
splito_legal (const void *state, int seat, SplayAction *out)
{
  const SplitoState *s = state;
  int n = 0;

  /* A bit per face seen (same_face ()): the two copies of a number card
   * share theirs, a scoring card has its own. The first of a face is
   * offered. */
  uint64_t seen[2] = { 0, 0 };

  G_STATIC_ASSERT (SPLITO_N_NUMBER_CARDS / 2 + SPLITO_N_SCORING_CARDS <= 128);
  if (seat < 0 || seat >= s->n_seats || !((splito_actors (s) >> seat) & 1))
    return 0;
  for (int i = 0; i < s->hand_n[seat]; i++)
    {
      SplayCard c = s->hand[seat][i];
      int face;

      if (!splito_card_is_number (c) && !splito_card_is_scoring (c))
        continue; /* a view's unknown card */
      face = splito_card_is_number (c) ? c >> 1
                                       : SPLITO_N_NUMBER_CARDS / 2 + c - SPLITO_FIRST_SCORING;
      if ((seen[face >> 6] >> (face & 63)) & 1)
        continue;
      seen[face >> 6] |= (uint64_t) 1 << (face & 63);
      out[n++] = splito_action (c, SPLITO_LEFT);
      out[n++] = splito_action (c, SPLITO_RIGHT);
    }
  return n;
}

static void
score_public_cards (SplitoState *s)
{
  Counts k;
  int winner[2];

  if (s->public_scored)
    return;
  /* Both winners are found before either card moves: public cards are
   * scoring cards, so they do not change the majorities anyway. */
  count_zones (s, &k);
  for (int i = 0; i < 2; i++)
    winner[i] = public_winner_counts (s, &k, s->public_cards[i]);
  for (int i = 0; i < 2; i++)
    {
      if (winner[i] >= 0)
        s->zone[winner[i]][s->zone_n[winner[i]]++] = s->public_cards[i];
      else
        s->out[s->out_n++] = s->public_cards[i];
    }
  s->public_scored = TRUE;
}

static void
finish (SplitoState *s)
{
  s->phase = SPLITO_PHASE_OVER;
  s->chosen = 0;
  for (int i = 0; i < SPLITO_MAX_SEATS; i++)
    {
      s->choice_card[i] = SPLAY_CARD_NONE;
      s->choice_side[i] = SPLITO_SIDE_NONE;
    }
  score_public_cards (s);
}

static void
reveal (SplitoState *s)
{
  SplayCard hands[SPLITO_MAX_SEATS][SPLITO_HAND_SIZE];
  uint8_t hand_n[SPLITO_MAX_SEATS], seen[SPLITO_MAX_SEATS];
  int n = s->n_seats;

  for (int seat = 0; seat < n; seat++)
    {
      SplayCard c = s->choice_card[seat];
      int i = hand_index (s, seat, c);
      int z = side_zone (s, seat, s->choice_side[seat]);

      g_assert (i >= 0);
      memmove (&s->hand[seat][i], &s->hand[seat][i + 1],
               (gsize) (s->hand_n[seat] - i - 1) * sizeof (SplayCard));
      s->hand_n[seat]--;
      s->zone[z][s->zone_n[z]++] = c;
      s->last_card[seat] = c;
      s->last_side[seat] = s->choice_side[seat];
      s->choice_card[seat] = SPLAY_CARD_NONE;
      s->choice_side[seat] = SPLITO_SIDE_NONE;
    }
  s->chosen = 0;
  s->round++;

  if (s->round >= s->n_rounds)
    {
      finish (s);
      return;
    }
  if (s->round % rounds_per_deal () == 0)
    {
      /* Two seats: the second deal of 13 cards each. */
      deal_hands (s);
      return;
    }
  /* Every hand moves one seat to the left, and its new holder sees it. */
  memcpy (hands, s->hand, sizeof hands);
  memcpy (hand_n, s->hand_n, sizeof hand_n);
  memcpy (seen, s->hand_seen, sizeof seen);
  for (int seat = 0; seat < n; seat++)
    {
      int to = (seat + 1) % n;
      memcpy (s->hand[to], hands[seat], sizeof hands[seat]);
      s->hand_n[to] = hand_n[seat];
      s->hand_seen[to] = (uint8_t) (seen[seat] | (1u << to));
    }
}

static gboolean
splito_apply (void *state, int seat, SplayAction action, GError **error)
{
  SplitoState *s = state;
  SplayCard c;
  int side;

  if (s->phase == SPLITO_PHASE_OVER)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER, _("The deal is over."));
      return FALSE;
    }
  if (seat < 0 || seat >= s->n_seats)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN,
                   _("There is no seat %d in this game."), seat);
      return FALSE;
    }
  if (action == SPLAY_ACTION_RESIGN)
    {
      s->resigned = (int8_t) seat;
      finish (s);
      return TRUE;
    }
  if (s->chosen & (1u << seat))
    {
      g_set_error (
          error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN,
          _("You have already chosen a card this round; wait until every player has chosen."));
      return FALSE;
    }
  c = splito_action_card (action);
  if ((action >> 17) != 0 || (!splito_card_is_number (c) && !splito_card_is_scoring (c)))
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                   _("That is not a move of Splito."));
      return FALSE;
    }
  if (hand_index (s, seat, c) < 0)
    {
      char t[6];
      splito_card_to_text (c, t);
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                   _("%s is not in your hand: you can only place a card from your hand."), t);
      return FALSE;
    }
  if (splito_action_is_zone (action))
    {
      int zone = splito_action_place (action);
      side = splito_zone_side (s, seat, zone);
      if (side < 0)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                       _("Zone %d is not yours: you can only place a card in your own two zones "
                          "(%d on your left, %d on your right)."),
                       zone, splito_left_zone (s, seat), splito_right_zone (s, seat));
          return FALSE;
        }
    }
  else
    {
      side = splito_action_place (action);
      if (side != SPLITO_LEFT && side != SPLITO_RIGHT)
        {
          g_set_error (
              error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
              _("A card goes into your left or your right zone; no other zone is yours."));
          return FALSE;
        }
    }
  s->choice_card[seat] = c;
  s->choice_side[seat] = (uint8_t) side;
  s->chosen |= (uint8_t) (1u << seat);
  if (s->chosen == ALL_SEATS (s))
    reveal (s);
  return TRUE;
}

static gboolean
splito_is_over (const void *state)
{
  return ((const SplitoState *) state)->phase == SPLITO_PHASE_OVER;
}

static void
splito_result (const void *state, SplayResult *r)
{
  const SplitoState *s = state;
  int score[SPLITO_MAX_SEATS], cards[SPLITO_MAX_SEATS];
  int values[SPLITO_MAX_ZONES], n_cards[SPLITO_MAX_ZONES];

  memset (r, 0, sizeof *r);
  r->n_seats = s->n_seats;
  /* splito_seat_scores () and splito_seat_cards () from one count of the
   * zones: the search asks for the result at the end of every playout,
   * and counting them again for each seat's cards was four tenths of it. */
  zone_values (s, values, n_cards);
  for (int i = 0; i < s->n_seats; i++)
    {
      int left = splito_left_zone (s, i), right = splito_right_zone (s, i);

      score[i] = values[left] * values[right];
      cards[i] = n_cards[left] + n_cards[right];
    }
  for (int i = 0; i < s->n_seats; i++)
    {
      if (i == s->resigned)
        {
          r->place[i] = s->n_seats;
          r->points[i] = 0;
          r->tiebreak[i] = -SPLAY_MAX_CARDS;
          continue;
        }
      r->points[i] = score[i];
      r->tiebreak[i] = -cards[i];
      r->place[i] = 1;
      for (int j = 0; j < s->n_seats; j++)
        if (j != i && j != s->resigned
            && (score[j] > score[i] || (score[j] == score[i] && cards[j] < cards[i])))
          r->place[i]++;
    }
}

static void
splito_view (const void *state, int seat, void *out)
{
  SplitoState *v = out;

  memcpy (v, state, sizeof *v);
  for (int t = 0; t < v->n_seats; t++)
    {
      if (t == seat)
        continue;
      if (seat < 0 || !(v->hand_seen[t] & (1u << seat)))
        for (int i = 0; i < v->hand_n[t]; i++)
          v->hand[t][i] = SPLAY_CARD_UNKNOWN;
      if (v->chosen & (1u << t))
        {
          v->choice_card[t] = SPLAY_CARD_UNKNOWN;
          v->choice_side[t] = SPLITO_SIDE_UNKNOWN;
        }
    }
  for (int i = 0; i < v->stock_n; i++)
    v->stock[i] = SPLAY_CARD_UNKNOWN;
}

static void
splito_determinize (void *state, int seat, SplayRng *rng)
{
  SplitoState *s = state;
  SplayCard pool[SPLITO_N_CARDS];
  int n = 0, k = 0;

  for (int t = 0; t < s->n_seats; t++)
    if (t != seat && !(s->hand_seen[t] & (1u << seat)))
      for (int i = 0; i < s->hand_n[t]; i++)
        pool[n++] = s->hand[t][i];
  for (int i = 0; i < s->stock_n; i++)
    pool[n++] = s->stock[i];
  splay_rng_shuffle (rng, pool, n);
  for (int t = 0; t < s->n_seats; t++)
    if (t != seat && !(s->hand_seen[t] & (1u << seat)))
      for (int i = 0; i < s->hand_n[t]; i++)
        s->hand[t][i] = pool[k++];
  for (int i = 0; i < s->stock_n; i++)
    s->stock[i] = pool[k++];
  /* Others' pending choices are unknown whatever their hands are. */
  for (int t = 0; t < s->n_seats; t++)
    if (t != seat && (s->chosen & (1u << t)) && s->hand_n[t] > 0)
      {
        s->choice_card[t] = s->hand[t][splay_rng_below (rng, s->hand_n[t])];
        s->choice_side[t] = (uint8_t) splay_rng_below (rng, 2);
      }
}

/* ------------------------------------------------------------ notation */

static char *
splito_action_to_text (const void *state, int seat, SplayAction action)
{
  char t[6];

  if (action == SPLAY_ACTION_RESIGN)
    return g_strdup ("resign");
  splito_card_to_text (splito_action_card (action), t);
  if (splito_action_is_zone (action))
    return g_strdup_printf ("zone %d %s", splito_action_place (action), t);
  switch (splito_action_place (action))
    {
    case SPLITO_LEFT: return g_strdup_printf ("left %s", t);
    case SPLITO_RIGHT: return g_strdup_printf ("right %s", t);
    default: return g_strdup_printf ("side%d %s", splito_action_place (action), t);
    }
}

static gboolean
splito_action_from_text (const void *state, int seat, const char *text, SplayAction *out,
                         GError **error)
{
  const SplitoState *s = state;
  g_auto (SplayNotationWords) w = { NULL };
  const char *const *word = (const char *const *) w.word;
  int n, zone = -1, side = -1;
  const char *p;
  SplayCard c;

  if (!splay_notation_words (&w, text, 3, FALSE, NULL))
    goto syntax;
  n = w.n;
  if (n == 1 && g_ascii_strcasecmp (word[0], "resign") == 0)
    {
      *out = SPLAY_ACTION_RESIGN;
      return TRUE;
    }
  if (n == 2 && g_ascii_strcasecmp (word[0], "left") == 0)
    side = SPLITO_LEFT;
  else if (n == 2 && g_ascii_strcasecmp (word[0], "right") == 0)
    side = SPLITO_RIGHT;
  else if (n == 3 && g_ascii_strcasecmp (word[0], "zone") == 0)
    {
      if (!splay_notation_read_int ("zone", word[1], 0, SPLITO_MAX_ZONES - 1, &zone, NULL))
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       _("“%s”: the zone must be a number from 0 to %d."), text, s->n_zones - 1);
          return FALSE;
        }
    }
  else
    goto syntax;

  p = word[n - 1];
  c = card_from_text (&p);
  if (c == SPLAY_CARD_NONE || *p != '\0')
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("“%s” is no Splito card: write a value and a colour letter (y o r g b k), "
                      "like 3r, or a scoring card, like sc12."),
                   word[n - 1]);
      return FALSE;
    }
  /* Either copy of a number card will do: take the one in the hand. */
  if (splito_card_is_number (c) && seat >= 0 && seat < s->n_seats && hand_index (s, seat, c) < 0
      && hand_index (s, seat, (SplayCard) (c ^ 1)) >= 0)
    c ^= 1;
  *out = zone >= 0 ? splito_action_zone (c, zone) : splito_action (c, side);
  return TRUE;

syntax:
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
               _("“%s” is no Splito move: write “left CARD”, “right CARD” (like “left 3r”, “right "
                  "sc12”) or “resign”."),
               text ? text : "");
  return FALSE;
}

static void
append_cards (GString *str, const SplayCard *cards, int n, const SplitoState *s)
{
  if (n == 0)
    {
      g_string_append_c (str, '-');
      return;
    }
  for (int i = 0; i < n; i++)
    {
      char t[6];
      if (i > 0)
        g_string_append_c (str, ',');
      if (s != NULL && s->public_scored
          && (cards[i] == s->public_cards[0] || cards[i] == s->public_cards[1]))
        g_string_append_c (str, '*');
      splito_card_to_text (cards[i], t);
      g_string_append (str, t);
    }
}

static void
append_choice (GString *str, int side, SplayCard c)
{
  char t[6];

  splito_card_to_text (c, t);
  g_string_append_printf (str, "%s:%s",
                          side == SPLITO_LEFT    ? "left"
                          : side == SPLITO_RIGHT ? "right"
                                                 : "?",
                          t);
}

static char *
splito_state_to_text (const void *state)
{
  const SplitoState *s = state;
  GString *str = g_string_new (NULL);

  g_string_append_printf (str, "seats=%d round=%d public=", s->n_seats, s->round);
  append_cards (str, s->public_cards, s->public_scored ? 0 : 2, NULL);
  if (s->out_n > 0)
    {
      g_string_append (str, " out=");
      append_cards (str, s->out, s->out_n, NULL);
    }
  for (int t = 0; t < s->n_seats; t++)
    {
      g_string_append_printf (str, " hand%d=", t);
      append_cards (str, s->hand[t], s->hand_n[t], NULL);
    }
  for (int t = 0; t < s->n_seats; t++)
    if (s->hand_seen[t] != default_seen (s, t))
      {
        g_string_append_printf (str, " seen%d=", t);
        for (int i = 0, first = 1; i < s->n_seats; i++)
          if (s->hand_seen[t] & (1u << i))
            {
              g_string_append_printf (str, first ? "%d" : ",%d", i);
              first = 0;
            }
      }
  for (int z = 0; z < s->n_zones; z++)
    {
      g_string_append_printf (str, " zone%d=", z);
      append_cards (str, s->zone[z], s->zone_n[z], s);
    }
  for (int t = 0; t < s->n_seats; t++)
    if (s->chosen & (1u << t))
      {
        g_string_append_printf (str, " choice%d=", t);
        append_choice (str, s->choice_side[t], s->choice_card[t]);
      }
  for (int t = 0; t < s->n_seats; t++)
    if (s->last_card[t] != SPLAY_CARD_NONE)
      {
        g_string_append_printf (str, " last%d=", t);
        append_choice (str, s->last_side[t], s->last_card[t]);
      }
  if (s->resigned >= 0)
    g_string_append_printf (str, " resigned=%d", s->resigned);
  g_string_append (str, " stock=");
  append_cards (str, s->stock, s->stock_n, NULL);
  return g_string_free (str, FALSE);
}

typedef struct
{
  guint8 used[SPLITO_N_CARDS];
} Pool;

/* Takes the card at *@p out of @pool (a SplayNotationCardFunc): a number
 * card's second copy when the first is placed. */
static SplayCard
take_card (gpointer data, const char **p, GError **error)
{
  Pool *pool = data;
  const char *start = *p;
  SplayCard c = card_from_text (p);
  char t[6];

  if (c == SPLAY_CARD_NONE || (**p != ',' && **p != '\0'))
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("“%.8s” is no Splito card (write 3r, 6k or sc12)."), start);
      return SPLAY_CARD_NONE;
    }
  if (pool->used[c] && splito_card_is_number (c))
    c ^= 1;
  if (pool->used[c])
    {
      splito_card_to_text (c, t);
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   splito_card_is_number (c)
                       ? _("there are only two cards %s, and both are already placed.")
                       : _("there is only one card %s, and it is already placed."),
                   t);
      return SPLAY_CARD_NONE;
    }
  pool->used[c] = 1;
  return c;
}

/* "left:3r": finds the card in @cards (either copy). */
static gboolean
parse_choice (const char *key, const char *value, const SplayCard *cards, int n, gboolean from_end,
              int *side, SplayCard *card, GError **error)
{
  const char *colon = strchr (value, ':');
  const char *p;
  SplayCard c;

  if (colon == NULL)
    goto bad;
  if (strncmp (value, "left:", 5) == 0)
    *side = SPLITO_LEFT;
  else if (strncmp (value, "right:", 6) == 0)
    *side = SPLITO_RIGHT;
  else
    goto bad;
  p = colon + 1;
  c = card_from_text (&p);
  if (c == SPLAY_CARD_NONE || *p != '\0')
    goto bad;
  for (int k = 0; k < n; k++)
    {
      int i = from_end ? n - 1 - k : k;
      if (same_face (cards[i], c))
        {
          *card = cards[i];
          return TRUE;
        }
    }
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
               _("%s: %s is not where it says (the hand for a choice, the zone on that side for "
                  "the last card)."),
               key, colon + 1);
  return FALSE;
bad:
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
               _("%s: write left:CARD or right:CARD, not “%s”."), key, value);
  return FALSE;
}

static gboolean
splito_state_from_text (void *state, const char *text, GError **error)
{
  g_auto (SplayNotation) nt = { NULL };
  SplitoState s;
  Pool pool;
  SplayNotationCards cards = { .take = take_card, .pool = &pool, .sep = ',' };
  int n_seats = -1, round = -1, v;
  gboolean have_hand[SPLITO_MAX_SEATS] = { 0 }, have_zone[SPLITO_MAX_ZONES] = { 0 };
  gboolean have_public = FALSE, have_stock = FALSE, have_seen[SPLITO_MAX_SEATS] = { 0 };
  uint8_t stars[SPLITO_MAX_ZONES][SPLITO_ZONE_MAX] = { { 0 } };
  const char *choice_text[SPLITO_MAX_SEATS] = { NULL }, *last_text[SPLITO_MAX_SEATS] = { NULL };
  SplayCard pub[2];
  uint8_t n_pub = 0;
  int n_star = 0;
  const char *value;

  clear_state (&s);
  memset (&pool, 0, sizeof pool);

  if (!splay_notation_init (&nt, &splito_rules, NULL, text, error))
    return FALSE;
  /* The seat count first: the other keys depend on it. */
  value = splay_notation_take (&nt, "seats");
  if (value == NULL)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("A Splito position starts with seats=N (2 to 8)."));
      return FALSE;
    }
  if (!splay_notation_read_int ("seats", value, 2, SPLITO_MAX_SEATS, &n_seats, error))
    return FALSE;
  splay_settings_defaults (&splito_rules, n_seats, &s.settings);
  set_shape (&s, n_seats);

  /* In the order the writer uses, so that each copy of a number card reads
   * back as the same copy. */
  if ((value = splay_notation_take (&nt, "round")) != NULL
      && !splay_notation_read_int ("round", value, 0, s.n_rounds, &round, error))
    return FALSE;
  if ((value = splay_notation_take (&nt, "public")) != NULL)
    {
      if (!splay_notation_read_cards (&cards, "public", value, pub, 2, &n_pub, error))
        return FALSE;
      have_public = TRUE;
    }
  if ((value = splay_notation_take (&nt, "out")) != NULL
      && !splay_notation_read_cards (&cards, "out", value, s.out, 2, &s.out_n, error))
    return FALSE;
  for (int t = 0; t < n_seats; t++)
    {
      char key[16];

      g_snprintf (key, sizeof key, "hand%d", t);
      if ((value = splay_notation_take (&nt, key)) != NULL)
        {
          if (!splay_notation_read_cards (&cards, key, value, s.hand[t], SPLITO_HAND_SIZE,
                                          &s.hand_n[t], error))
            return FALSE;
          have_hand[t] = TRUE;
        }
      g_snprintf (key, sizeof key, "seen%d", t);
      if ((value = splay_notation_take (&nt, key)) != NULL)
        {
          if (!splay_notation_read_seat_list (key, value, n_seats, &s.hand_seen[t], NULL, &v,
                                              error))
            return FALSE;
          have_seen[t] = TRUE;
        }
      choice_text[t] = splay_notation_take_indexed (&nt, "choice", t);
      last_text[t] = splay_notation_take_indexed (&nt, "last", t);
    }
  for (int z = 0; z < s.n_zones; z++)
    {
      SplayNotationCards zone = {
        .take = take_card, .pool = &pool, .sep = ',', .marks = stars[z], .mark_before = TRUE
      };
      char key[16];

      g_snprintf (key, sizeof key, "zone%d", z);
      if ((value = splay_notation_take (&nt, key)) != NULL)
        {
          if (!splay_notation_read_cards (&zone, key, value, s.zone[z], SPLITO_ZONE_MAX,
                                          &s.zone_n[z], error))
            return FALSE;
          have_zone[z] = TRUE;
        }
    }
  if ((value = splay_notation_take (&nt, "resigned")) != NULL)
    {
      if (!splay_notation_read_int ("resigned", value, 0, n_seats - 1, &v, error))
        return FALSE;
      s.resigned = (int8_t) v;
    }
  if ((value = splay_notation_take (&nt, "stock")) != NULL)
    {
      if (!splay_notation_read_cards (&cards, "stock", value, s.stock, SPLITO_N_CARDS, &s.stock_n,
                                      error))
        return FALSE;
      have_stock = TRUE;
    }
  if (!splay_notation_finish (&nt, error))
    return FALSE;

  if (round < 0 || !have_public)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("A Splito position needs round=R and public=CARD,CARD."));
      return FALSE;
    }
  for (int t = 0; t < n_seats; t++)
    if (!have_hand[t])
      {
        g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                     _("The position does not say what seat %d holds (hand%d=...)."), t, t);
        return FALSE;
      }
  for (int z = 0; z < s.n_zones; z++)
    if (!have_zone[z])
      {
        g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                     _("The position does not say what zone %d holds (zone%d=...)."), z, z);
        return FALSE;
      }

  s.round = (uint8_t) round;
  s.phase = (round == s.n_rounds || s.resigned >= 0) ? SPLITO_PHASE_OVER : SPLITO_PHASE_CHOOSE;

  /* Public cards: on the table, or (once scored) starred in a zone or out. */
  for (int z = 0; z < s.n_zones; z++)
    for (int i = 0; i < s.zone_n[z]; i++)
      if (stars[z][i])
        {
          if (n_pub + n_star >= 2)
            goto bad_public;
          pub[n_pub + n_star++] = s.zone[z][i];
        }
  for (int i = 0; i < s.out_n; i++)
    {
      if (n_pub + n_star >= 2)
        goto bad_public;
      pub[n_pub + n_star++] = s.out[i];
    }
  if (n_pub + n_star != 2 || (n_pub != 0 && n_pub != 2))
    goto bad_public;
  s.public_scored = n_pub == 0;
  /* [0] is the colour majority card */
  if (splito_card_is_scoring (pub[1])
      && splito_scoring_card (pub[1])->cond == SPLITO_COND_COLOUR_MAJORITY)
    {
      SplayCard t = pub[0];
      pub[0] = pub[1];
      pub[1] = t;
    }
  s.public_cards[0] = pub[0];
  s.public_cards[1] = pub[1];

  if (!have_stock)
    for (int c = 0; c < SPLITO_N_CARDS; c++)
      if (!pool.used[c])
        s.stock[s.stock_n++] = (SplayCard) c;

  for (int t = 0; t < n_seats; t++)
    if (!have_seen[t])
      s.hand_seen[t] = default_seen (&s, t);

  for (int t = 0; t < n_seats; t++)
    {
      g_autofree char *ck = g_strdup_printf ("choice%d", t);
      g_autofree char *lk = g_strdup_printf ("last%d", t);
      int side;
      SplayCard c;

      if (choice_text[t] != NULL)
        {
          if (!parse_choice (ck, choice_text[t], s.hand[t], s.hand_n[t], FALSE, &side, &c, error))
            return FALSE;
          s.choice_card[t] = c;
          s.choice_side[t] = (uint8_t) side;
          s.chosen |= (uint8_t) (1u << t);
        }
      if (last_text[t] != NULL)
        {
          int z = -1;

          /* The card revealed last is the latest of its face in that zone. */
          if (strncmp (last_text[t], "left:", 5) == 0)
            z = splito_left_zone (&s, t);
          else if (strncmp (last_text[t], "right:", 6) == 0)
            z = splito_right_zone (&s, t);
          if (z < 0
              || !parse_choice (lk, last_text[t], s.zone[z], s.zone_n[z], TRUE, &side, &c, error))
            {
              if (z < 0)
                g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                             _("%s: write left:CARD or right:CARD, not “%s”."), lk, last_text[t]);
              return FALSE;
            }
          s.last_card[t] = c;
          s.last_side[t] = (uint8_t) side;
        }
    }

  if (!splito_rules.check (&s, error))
    return FALSE;
  memcpy (state, &s, sizeof s);
  return TRUE;

bad_public:
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
               _("There are two public cards: public=A,B while they are on the table; once "
                  "scored, each is starred in the zone that won it (*sc3) or listed in out=."));
  return FALSE;
}

/* ---------------------------------------------------------------- check */

static gboolean
invariant (GError **error, const char *what)
{
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT,
               _("The Splito position is not possible: %s."), what);
  return FALSE;
}

/* A zone's cards in a whole deal: one a round from each seat beside it
 * (two of 13 rounds, or the one owner of 26 with two seats), and the two
 * public cards. */
G_STATIC_ASSERT (SPLITO_ZONE_MAX >= 2 * SPLITO_HAND_SIZE + 2);

static gboolean
splito_check (const void *state, GError **error)
{
  const SplitoState *s = state;
  int seen[SPLITO_N_CARDS] = { 0 };
  int dealt_hand;

  if (s->n_seats < 2 || s->n_seats > SPLITO_MAX_SEATS
      || s->n_zones != (s->n_seats == 2 ? 4 : s->n_seats)
      || s->n_rounds != (s->n_seats == 2 ? 26 : 13) || s->round > s->n_rounds)
    return invariant (error, "the seat, zone or round count is wrong");

#define COUNT(c)                                                             \
  do                                                                         \
    {                                                                        \
      SplayCard c_ = (c);                                                    \
      if (c_ >= SPLITO_N_CARDS)                                              \
        return invariant (error, "a card that is no Splito card");           \
      if (seen[c_]++ > 0)                                                    \
        {                                                                    \
          char t_[6], *m_;                                                   \
          gboolean r_;                                                       \
          splito_card_to_text (c_, t_);                                      \
          m_ = g_strdup_printf ("card %s (id %d) is in two places", t_, c_); \
          r_ = invariant (error, m_);                                        \
          g_free (m_);                                                       \
          return r_;                                                         \
        }                                                                    \
    }                                                                        \
  while (0)

  if (!s->public_scored)
    for (int i = 0; i < 2; i++)
      COUNT (s->public_cards[i]);
  if (s->out_n > 2)
    return invariant (error, "more than two public cards are out");
  for (int i = 0; i < s->out_n; i++)
    COUNT (s->out[i]);
  for (int t = 0; t < s->n_seats; t++)
    {
      if (s->hand_n[t] > SPLITO_HAND_SIZE)
        return invariant (error, "a hand is too big");
      for (int i = 0; i < s->hand_n[t]; i++)
        COUNT (s->hand[t][i]);
    }
  for (int z = 0; z < s->n_zones; z++)
    {
      int a, b;

      if (s->zone_n[z] > SPLITO_ZONE_MAX)
        return invariant (error, "a zone is too big");
      /* Each round the seats of a zone (one with two seats) put one card
       * each at most into it, and it may win the public cards once they
       * are scored: a zone with more was not played, and would overflow
       * before the deal ends. */
      splito_zone_seats (s, z, &a, &b);
      if (s->zone_n[z] > (a == b ? 1 : 2) * s->round + (s->public_scored ? 2 : 0))
        return invariant (error, "a zone holds more cards than the rounds played put there");
      for (int i = 0; i < s->zone_n[z]; i++)
        COUNT (s->zone[z][i]);
    }
  for (int i = 0; i < s->stock_n; i++)
    COUNT (s->stock[i]);
#undef COUNT
  for (int c = 0; c < SPLITO_N_CARDS; c++)
    if (seen[c] == 0)
      {
        char t[6], *m;
        gboolean r;
        splito_card_to_text ((SplayCard) c, t);
        m = g_strdup_printf ("card %s (id %d) is missing", t, c);
        r = invariant (error, m);
        g_free (m);
        return r;
      }

  /* The public cards: one colour majority, one value majority. */
  if (!splito_card_is_scoring (s->public_cards[0]) || !splito_card_is_scoring (s->public_cards[1])
      || splito_scoring_card (s->public_cards[0])->cond != SPLITO_COND_COLOUR_MAJORITY
      || splito_scoring_card (s->public_cards[1])->cond != SPLITO_COND_VALUE_MAJORITY)
    return invariant (
        error, "the public cards must be one colour majority card and one value majority card");
  if (s->public_scored)
    {
      int found = 0;
      for (int z = 0; z < s->n_zones; z++)
        for (int i = 0; i < s->zone_n[z]; i++)
          if (s->zone[z][i] == s->public_cards[0] || s->zone[z][i] == s->public_cards[1])
            found++;
      if (found + s->out_n != 2)
        return invariant (error, "a scored public card is neither in a zone nor out");
    }
  else if (s->out_n != 0)
    return invariant (error, "public cards are out before the scoring");

  /* Every hand holds as many cards as rounds are left in the deal. */
  dealt_hand = expected_hand_size (s);
  for (int t = 0; t < s->n_seats; t++)
    {
      if (s->phase == SPLITO_PHASE_CHOOSE && s->hand_n[t] != dealt_hand)
        return invariant (error, "a hand does not hold one card per round left in the deal");
      if (!(s->hand_seen[t] & (1u << t)))
        return invariant (error, "a seat has not seen its own hand");
      if (s->hand_seen[t] & ~ALL_SEATS (s))
        return invariant (error, "a hand was seen by a seat that is not at the table");
    }

  if (s->phase == SPLITO_PHASE_OVER)
    {
      if (s->round != s->n_rounds && s->resigned < 0)
        return invariant (error, "the deal is over before its last round");
      if (!s->public_scored || s->chosen != 0)
        return invariant (error, "a finished deal has unscored public cards or pending choices");
    }
  else if (s->phase == SPLITO_PHASE_CHOOSE)
    {
      if (s->round >= s->n_rounds || s->resigned >= 0 || s->public_scored)
        return invariant (error, "the deal goes on after its end");
    }
  else
    return invariant (error, "unknown phase");

  if (s->resigned >= s->n_seats || s->resigned < -1)
    return invariant (error, "the resigned seat is not at the table");
  if (s->chosen & ~ALL_SEATS (s) || s->chosen == ALL_SEATS (s))
    return invariant (error, "the choices of this round are wrong");
  for (int t = 0; t < SPLITO_MAX_SEATS; t++)
    {
      gboolean has = t < s->n_seats && (s->chosen & (1u << t));
      if (has != (s->choice_card[t] != SPLAY_CARD_NONE))
        return invariant (error, "a choice and the chosen seats disagree");
      if (has
          && (hand_index (s, t, s->choice_card[t]) < 0
              || (s->choice_side[t] != SPLITO_LEFT && s->choice_side[t] != SPLITO_RIGHT)))
        return invariant (error, "a chosen card is not in its hand or has no side");
      if (t < s->n_seats && s->last_card[t] != SPLAY_CARD_NONE)
        {
          int z = side_zone (s, t, s->last_side[t]);
          gboolean found = FALSE;
          if (s->last_side[t] > SPLITO_RIGHT)
            return invariant (error, "a revealed card has no side");
          for (int i = 0; i < s->zone_n[z]; i++)
            found |= s->zone[z][i] == s->last_card[t];
          if (!found)
            return invariant (error, "a card revealed last round is not in its zone");
        }
    }
  return TRUE;
}

/* ------------------------------------------------------------- describe */

static char *
splito_describe (const void *before, int seat, SplayAction action, const char *player_name)
{
  const SplitoState *s = before;
  uint8_t after_chosen;

  if (action == SPLAY_ACTION_RESIGN)
    return g_strdup_printf (_("%s resigned."), player_name);
  after_chosen = (uint8_t) (s->chosen | (1u << seat));
  if (after_chosen != ALL_SEATS (s))
    /* Translators: the card stays hidden until every player has chosen */
    return g_strdup_printf (_("%s has chosen a card."), player_name);
  if (s->round + 1 >= s->n_rounds)
    return g_strdup_printf (
        _("%s has chosen a card. Every card is turned over, and the deal is scored."),
        player_name);
  return g_strdup_printf (_("%s has chosen a card. Every card is turned over."), player_name);
}

const SplayRules splito_rules = {
  .id = "splito",
  .name = N_("Splito"),
  .summary = N_(
      "Draft cards into the zones you share with your neighbours; your score is left times right"),
  .min_seats = 2,
  .max_seats = SPLITO_MAX_SEATS,
  .default_seats = 4,
  .realtime = FALSE,
  .state_size = sizeof (SplitoState),
  .options = NULL,
  .n_options = 0,
  .validate = splito_validate,
  .init = splito_init,
  .actors = splito_actors,
  .legal = splito_legal,
  .apply = splito_apply,
  .is_over = splito_is_over,
  .result = splito_result,
  .view = splito_view,
  .determinize = splito_determinize,
  .action_to_text = splito_action_to_text,
  .action_from_text = splito_action_from_text,
  .state_to_text = splito_state_to_text,
  .state_from_text = splito_state_from_text,
  .check = splito_check,
  .describe = splito_describe,
  .next_deal = NULL,
};
