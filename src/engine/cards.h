/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cards.h: physical playing cards with stable ids, shared by every game.
 *
 * A card is one byte. Standard cards from up to four 52-card decks (with two
 * jokers per deck where a game wants them) are numbered
 *
 *   id = deck * 54 + index, index 0..51 = suit * 13 + (rank - 1), 52..53 jokers
 *
 * so every physical card of a multi-deck game has its own id, and the id says
 * its rank, suit and deck. Games with cards of their own (Splito) use the same
 * one-byte space with their own meaning. SPLAY_CARD_NONE marks an empty slot
 * and SPLAY_CARD_UNKNOWN a card a seat cannot see (in views).
 */
#pragma once

#include <glib.h>
#include <stdint.h>
#include <string.h>

G_BEGIN_DECLS

typedef uint8_t SplayCard;

#define SPLAY_CARD_NONE ((SplayCard) 0xff)
#define SPLAY_CARD_UNKNOWN ((SplayCard) 0xfe)
#define SPLAY_CARDS_PER_DECK 54 /* 52 + 2 jokers, in the id space */
#define SPLAY_MAX_DECKS 4
#define SPLAY_MAX_CARDS (SPLAY_MAX_DECKS * SPLAY_CARDS_PER_DECK) /* 216 */

typedef enum
{
  SPLAY_SUIT_CLUBS,
  SPLAY_SUIT_DIAMONDS,
  SPLAY_SUIT_HEARTS,
  SPLAY_SUIT_SPADES,
  SPLAY_SUIT_JOKER, /* what splay_card_suit() says of a joker */
} SplaySuit;

/* Ranks are 1 (ace) to 13 (king); a joker has rank 0. */
#define SPLAY_RANK_ACE 1
#define SPLAY_RANK_JACK 11
#define SPLAY_RANK_QUEEN 12
#define SPLAY_RANK_KING 13

static inline SplayCard
splay_card_make (int deck, SplaySuit suit, int rank)
{
  return (SplayCard) (deck * SPLAY_CARDS_PER_DECK + (int) suit * 13 + rank - 1);
}

static inline SplayCard
splay_card_joker (int deck, int which)
{
  return (SplayCard) (deck * SPLAY_CARDS_PER_DECK + 52 + which);
}

static inline gboolean
splay_card_is_real (SplayCard c)
{
  return c < SPLAY_MAX_CARDS;
}

/* The rank of any card value by one look-up: 1-13, and 0 for a joker,
 * SPLAY_CARD_NONE, SPLAY_CARD_UNKNOWN and ids past the last deck. The
 * rules ask for ranks in their inner loops. */
extern const uint8_t splay_card_rank_table[256];

static inline int
splay_card_rank_or_0 (SplayCard c)
{
  return splay_card_rank_table[c];
}

static inline gboolean
splay_card_is_joker (SplayCard c)
{
  return c % SPLAY_CARDS_PER_DECK >= 52;
}

static inline int
splay_card_rank (SplayCard c)
{
  return splay_card_is_joker (c) ? 0 : c % SPLAY_CARDS_PER_DECK % 13 + 1;
}

static inline SplaySuit
splay_card_suit (SplayCard c)
{
  return splay_card_is_joker (c) ? SPLAY_SUIT_JOKER : (SplaySuit) (c % SPLAY_CARDS_PER_DECK / 13);
}

static inline int
splay_card_deck (SplayCard c)
{
  return c / SPLAY_CARDS_PER_DECK;
}

/* Fills @out with every card of @n_decks decks (jokers too if @jokers), in id
 * order, and returns how many. @out must hold SPLAY_MAX_CARDS. */
int splay_cards_deck (SplayCard *out, int n_decks, gboolean jokers);

/* Text form used by every game's notation: rank then suit, "As", "Td", "7c",
 * "Kh", jokers "Jk". The deck is not written: parsers give the first physical
 * copy not yet used (see SplayCardPool). "?" is SPLAY_CARD_UNKNOWN. */
void splay_card_to_text (SplayCard c, char out[4]);
const char *splay_rank_to_text (int rank); /* "A", "2".."9", "T", "J", "Q", "K" */
int splay_rank_from_char (char c);         /* 1..13, or 0 if not a rank */

/* A set of physical cards not yet placed, for parsers that read "7c" and must
 * pick one of the copies of a multi-deck game. */
typedef struct
{
  guint8 used[SPLAY_MAX_CARDS];
  int n_decks;
  gboolean jokers;
} SplayCardPool;

void splay_card_pool_init (SplayCardPool *pool, int n_decks, gboolean jokers);
/* Parses one card at *@text (advancing it) and takes a free copy from @pool.
 * A card followed by k apostrophes ("7c'") is the copy of deck k exactly.
 * Returns SPLAY_CARD_NONE and sets @error when the text is no card or every
 * copy is already used. "?" is refused: positions are written in full. */
SplayCard splay_card_pool_take_text (SplayCardPool *pool, const char **text, GError **error);
/* Takes this exact card; FALSE if it is already used. */
gboolean splay_card_pool_take (SplayCardPool *pool, SplayCard c);

/* Human-readable, translated: "Queen of hearts", "Joker". */
char *splay_card_name (SplayCard c);
/* The translated rank symbol players see on a card's corner: "A", "2".."10",
 * "J", "Q", "K" (German: "B", "D" for jack and queen). For messages; the
 * notation keeps splay_rank_to_text. Not thread-safe across languages. */
const char *splay_rank_symbol (int rank);
/* Short display form with a suit symbol: "Q♥", "10♣". */
char *splay_card_short (SplayCard c);

G_END_DECLS
