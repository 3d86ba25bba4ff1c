/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splito.h: Splito, simultaneous drafting into shared zones (2-8 players).
 *
 * The state is public so the board can draw it and tests can inspect it;
 * only splito.c changes it.
 *
 * Seats and zones. Seats sit in number order; seat s + 1 is the left
 * neighbour of seat s (modulo the seat count), and hands pass to the left,
 * from s to s + 1. With 3 to 8 players there are as many zones as seats and
 * zone z lies between seat z and seat z + 1: it is the LEFT zone of seat z
 * and the RIGHT zone of seat z + 1. With 2 players (the program's own
 * version, see RULINGS.md) there are 4 zones and no shared ones: seat s owns
 * zone 2s (its left) and zone 2s + 1 (its right), and 26 rounds are played
 * in two deals of 13 cards each.
 *
 * Card ids (one byte, Splito's own space, see cards.h):
 *   0..71   number cards: id = (colour * 6 + (value - 1)) * 2 + copy,
 *           colour 0..5 = yellow, orange, red, green, blue, black,
 *           value 1..6, copy 0..1 (the two physical copies)
 *   72..108 scoring cards: id = 72 + index in the scoring-card table
 *           (splito_scoring_cards[], the one list of the 37 cards)
 *
 * Card text: a number card is its value then its colour letter
 * (y o r g b k, k = black): "3r" is a red 3, "6k" a black 6. A scoring card
 * is "sc" and its table index: "sc0" .. "sc36". "?" is a card the viewer
 * cannot see (views only; positions are always written in full). The copy
 * is never written: a parser takes the first copy not used yet.
 *
 * Actions (32 bits): card id in bits 0-7, the place in bits 8-15, flags
 * above. Without SPLITO_ACTION_ZONE_FLAG the place is a side
 * (SPLITO_LEFT = 0, SPLITO_RIGHT = 1); with it (bit 16) the place is an
 * absolute zone number, which apply() accepts only for one of the seat's
 * own zones (so a drop on another zone on the board can be refused with the
 * reason). legal() lists only the side form, one action per distinct card
 * (two copies of "3r" in a hand give one "left 3r" and one "right 3r").
 * Action text: "left 3r", "right sc12"; "zone 2 3r" for the zone form.
 *
 * Position notation: one line of space-separated KEY=VALUE fields, lists
 * comma-separated, "-" for an empty list:
 *   seats=N           2..8
 *   round=R           rounds revealed so far (0..13, 0..26 with 2 seats)
 *   public=A,B        the public scoring cards still on the table ("-" once scored)
 *   out=...           public cards that no zone won alone (set aside); in
 *                     a zone, a public card it won is marked "*": "*sc3"
 *   handS=...         the hand seat S holds now (S = 0..N-1), in order
 *   seenS=0,1,...     optional: the seats that have held the hand seat S
 *                     holds now; default: those the rules' passing implies
 *   zoneZ=...         the cards in zone Z, in the order they were placed
 *   choiceS=left:3r   optional: seat S has chosen this round (hidden)
 *   lastS=right:sc4   optional: what seat S revealed in the last round
 *   resigned=S        optional: seat S resigned (the game is over)
 *   stock=...         optional: the cards not dealt, the next to deal last;
 *                     default: every card not named elsewhere, in id order
 * Example: "seats=3 round=0 public=sc2,sc7 hand0=1y,... zone0=- ...".
 */
#pragma once

#include "rules.h"

G_BEGIN_DECLS

extern const SplayRules splito_rules;

#define SPLITO_MAX_SEATS 8
#define SPLITO_MAX_ZONES 8
#define SPLITO_N_COLOURS 6
#define SPLITO_N_VALUES 6
#define SPLITO_N_NUMBER_CARDS 72
#define SPLITO_N_SCORING_CARDS 37
#define SPLITO_N_CARDS (SPLITO_N_NUMBER_CARDS + SPLITO_N_SCORING_CARDS) /* 109 */
#define SPLITO_FIRST_SCORING SPLITO_N_NUMBER_CARDS
#define SPLITO_HAND_SIZE 13
#define SPLITO_ZONE_MAX 32 /* 26 placed + 2 public + slack */

typedef enum
{
  SPLITO_YELLOW,
  SPLITO_ORANGE,
  SPLITO_RED,
  SPLITO_GREEN,
  SPLITO_BLUE,
  SPLITO_BLACK,
} SplitoColour;

typedef enum
{
  SPLITO_LEFT = 0,
  SPLITO_RIGHT = 1,
  SPLITO_SIDE_NONE = 0xff,    /* no choice */
  SPLITO_SIDE_UNKNOWN = 0xfe, /* a choice the viewer cannot see */
} SplitoSide;

typedef enum
{
  SPLITO_PHASE_CHOOSE, /* seats not in @chosen choose a card and a side */
  SPLITO_PHASE_OVER,
} SplitoPhase;

/* What a scoring card asks of its zone. */
typedef enum
{
  SPLITO_COND_COLOUR_MAJORITY, /* a: colour; strictly more cards of it than every other zone */
  SPLITO_COND_VALUE_MAJORITY,  /* a: value; likewise */
  SPLITO_COND_VALUE_EXACTLY,   /* a: value, b: count; exactly b cards of value a */
  SPLITO_COND_COLOURS_EXACTLY, /* a: count; exactly a different colours */
  SPLITO_COND_VALUES_EXACTLY,  /* a: count; exactly a different values */
  SPLITO_COND_COLOURS_ALL_OF,  /* mask: at least one card of each colour in mask */
  SPLITO_COND_AT_MOST,         /* a: count; at most a cards in the zone (all kinds) */
  SPLITO_COND_AT_LEAST,        /* a: count; at least a cards in the zone (all kinds) */
} SplitoCondition;

/* The rulebook's four kinds, for the symbol the board draws. */
typedef enum
{
  SPLITO_KIND_MAJORITY_COLOUR, /* moon */
  SPLITO_KIND_MAJORITY_VALUE,  /* star */
  SPLITO_KIND_VALUE,
  SPLITO_KIND_DIVERSITY,
  SPLITO_KIND_QUANTITY,
} SplitoKind;

typedef struct
{
  uint8_t cond; /* SplitoCondition */
  uint8_t kind; /* SplitoKind */
  uint8_t a, b;
  uint8_t mask; /* colours, bit per SplitoColour */
  uint8_t points;
} SplitoScoringCard;

/* The 37 scoring cards, index = card id - SPLITO_FIRST_SCORING. */
extern const SplitoScoringCard splito_scoring_cards[SPLITO_N_SCORING_CARDS];

typedef struct
{
  SplaySettings settings;
  uint8_t n_seats;
  uint8_t n_zones;
  uint8_t round;             /* rounds revealed so far */
  uint8_t n_rounds;          /* 13, or 26 with two seats */
  uint8_t phase;             /* SplitoPhase */
  uint8_t chosen;            /* bit per seat: has chosen this round (public) */
  int8_t resigned;           /* seat that resigned, -1 if none */
  uint8_t public_scored;     /* the public cards have gone to their zones (or out) */
  SplayCard public_cards[2]; /* [0] colour majority, [1] value majority; kept
                              * after scoring to tell which cards were public */
  uint8_t out_n;
  SplayCard out[2]; /* public cards no zone won alone */

  uint8_t hand_n[SPLITO_MAX_SEATS];
  SplayCard hand[SPLITO_MAX_SEATS][SPLITO_HAND_SIZE];
  /* Bit per seat: the seats that have held the hand seat s holds now. Such
   * a seat knows every card of it (it saw them, and every card taken out
   * since was revealed), so view() shows them to it. */
  uint8_t hand_seen[SPLITO_MAX_SEATS];

  /* The pending choice of a seat: the card stays in the hand until the
   * reveal, so that nobody can tell which one went by what is left. */
  SplayCard choice_card[SPLITO_MAX_SEATS]; /* NONE, or UNKNOWN in views */
  uint8_t choice_side[SPLITO_MAX_SEATS];   /* SplitoSide */

  /* What each seat revealed in the last round (the board's reveal). */
  SplayCard last_card[SPLITO_MAX_SEATS];
  uint8_t last_side[SPLITO_MAX_SEATS];

  uint8_t zone_n[SPLITO_MAX_ZONES];
  SplayCard zone[SPLITO_MAX_ZONES][SPLITO_ZONE_MAX]; /* in the order placed */

  uint8_t stock_n;
  SplayCard stock[SPLITO_N_CARDS]; /* undealt; the next card to deal is last */
} SplitoState;

#define SPLITO_ACTION_ZONE_FLAG (1u << 16)

static inline SplayAction
splito_action (SplayCard card, int side)
{
  return (SplayAction) (((uint32_t) side << 8) | card);
}

static inline SplayAction
splito_action_zone (SplayCard card, int zone)
{
  return (SplayAction) (SPLITO_ACTION_ZONE_FLAG | ((uint32_t) zone << 8) | card);
}

static inline SplayCard
splito_action_card (SplayAction a)
{
  return (SplayCard) (a & 0xff);
}
static inline int
splito_action_place (SplayAction a)
{
  return (int) ((a >> 8) & 0xff);
}
static inline gboolean
splito_action_is_zone (SplayAction a)
{
  return (a & SPLITO_ACTION_ZONE_FLAG) != 0;
}

/* Cards. */
static inline gboolean
splito_card_is_number (SplayCard c)
{
  return c < SPLITO_N_NUMBER_CARDS;
}
static inline gboolean
splito_card_is_scoring (SplayCard c)
{
  return c >= SPLITO_FIRST_SCORING && c < SPLITO_N_CARDS;
}
static inline int
splito_card_colour (SplayCard c)
{
  return c / 12;
} /* number cards */
static inline int
splito_card_value (SplayCard c)
{
  return c / 2 % 6 + 1;
} /* number cards */
static inline SplayCard
splito_number_card (int colour, int value, int copy)
{
  return (SplayCard) ((colour * 6 + value - 1) * 2 + copy);
}
static inline const SplitoScoringCard *
splito_scoring_card (SplayCard c)
{
  return &splito_scoring_cards[c - SPLITO_FIRST_SCORING];
}

/* "3r", "sc12", "?". @out holds at least 6 bytes. */
void splito_card_to_text (SplayCard c, char out[6]);
/* Translated name: "Red 3", or the scoring card's condition. */
char *splito_card_name (SplayCard c);
/* The condition of a scoring card in the player's language, e.g. "Exactly
 * two cards of value 3". */
char *splito_scoring_card_text (SplayCard c);
const char *splito_colour_name (int colour); /* translated: "red" */
char splito_colour_letter (int colour);      /* 'y','o','r','g','b','k' */

/* Zones. */
int splito_left_zone (const SplitoState *s, int seat);
int splito_right_zone (const SplitoState *s, int seat);
/* SPLITO_LEFT or SPLITO_RIGHT if @zone is one of @seat's, else -1. */
int splito_zone_side (const SplitoState *s, int seat, int zone);
/* The seats that score @zone: two with 3+ seats, one (the owner, in both
 * a and b) with two seats. */
void splito_zone_seats (const SplitoState *s, int zone, int *a, int *b);

/* Scoring. Works in any state: before the end it tells what the zone would
 * score if the deal ended now (public cards going to their current sole
 * leader). */
#define SPLITO_ZONE_SCORING_MAX (SPLITO_ZONE_MAX + 2)

typedef struct
{
  SplayCard card;
  gboolean fulfilled;
  gboolean is_public; /* a public card this zone wins */
  int points;         /* the card's points if fulfilled, else 0 */
  int measure;        /* what was counted: cards of the colour/value, different colours, ... */
  int best_other;     /* majority cards: the most any other zone has */
} SplitoCardScore;

typedef struct
{
  int zone;
  int n_cards; /* every card in the zone, counting won public cards */
  int colour_count[SPLITO_N_COLOURS];
  int value_count[SPLITO_N_VALUES + 1]; /* [1..6] */
  int n_colours, n_values;              /* different colours/values among number cards */
  int n_scoring;
  SplitoCardScore scoring
      [SPLITO_ZONE_SCORING_MAX]; /* every scoring card, placed order, won public cards last */
  int value;                     /* sum of fulfilled cards */
} SplitoZoneScore;

void splito_score_zone (const SplitoState *s, int zone, SplitoZoneScore *out);
/* The zone that wins public card @card alone, or -1 if none does. */
int splito_public_winner (const SplitoState *s, SplayCard card);
/* left zone value x right zone value */
int splito_seat_score (const SplitoState *s, int seat);
/* Every seat's score at once (one scoring of the zones): @scores holds
 * n_seats values. */
void splito_seat_scores (const SplitoState *s, int *scores);
/* Cards in the seat's two zones (the first tie-break: fewer is better). */
int splito_seat_cards (const SplitoState *s, int seat);
/* A translated sentence why a scoring card is (not) fulfilled, for the
 * end-of-deal sheet: "3 red cards, the most elsewhere is 2". */
char *splito_card_score_reason (const SplitoCardScore *cs);

G_END_DECLS
