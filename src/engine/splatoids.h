/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splatoids.h: Splatoids, the shedding game (2-4 players).
 *
 * The state is public so the board can draw it and tests can inspect it;
 * only splatoids.c changes it.
 */
#pragma once

#include "rules.h"

G_BEGIN_DECLS

extern const SplayRules splatoids_rules;

#define SPLATOIDS_MAX_SEATS 4
#define SPLATOIDS_MAX_CARDS 104 /* two decks */
#define SPLATOIDS_MAX_PILES 5   /* table piles per seat (5 with 3 players) */
#define SPLATOIDS_PILE_DEPTH 6
/* Positions remembered for the stalemate rule since the last table card.
 * Random play, the longest-wandering kind, never came near it (the longest
 * stretch in 120,000 games was 1,634 turns); a game that gets there without
 * a position coming round a third time is drawn all the same, so no game
 * can go on without end (docs/benchmarks.md, twelfth round). */
#define SPLATOIDS_REP_MAX 4096

/* Option indices in splatoids_rules.options (settings.values[]). */
enum
{
  SPLATOIDS_OPT_MATCHPLAY, /* bool: play on until one player holds cards */
  SPLATOIDS_OPT_FIRST,     /* deal: the seat that goes first */
  SPLATOIDS_OPT_REVERSE,   /* deal: bool, play goes to lower seat numbers */
  SPLATOIDS_N_OPTIONS
};

typedef enum
{
  SPLATOIDS_PHASE_PLAY,      /* @turn plays a legal card, or must pick up */
  SPLATOIDS_PHASE_FOLLOW_ON, /* @turn may add face-up cards of @follow_rank, or end the turn */
  SPLATOIDS_PHASE_OVER,
} SplatoidsPhase;

/* Ranks as the game orders them, for comparisons: 2 lowest, ace highest.
 * 2 (reset) and 10 (wipeout) may be played on anything. */
static inline int
splatoids_rank_order (int rank)
{
  return rank == SPLAY_RANK_ACE ? 14 : rank;
}

typedef struct
{
  SplaySettings settings;
  uint8_t n_seats;
  uint8_t n_decks;
  uint8_t n_piles;     /* table piles per seat */
  uint8_t turn;        /* seat to act */
  int8_t direction;    /* +1: to higher seat numbers, -1: lower */
  uint8_t phase;       /* SplatoidsPhase */
  uint8_t follow_rank; /* FOLLOW_ON: the rank that may be added */
  uint8_t drawn;       /* stalemate */

  uint8_t hand_n[SPLATOIDS_MAX_SEATS];
  SplayCard hand[SPLATOIDS_MAX_SEATS][SPLATOIDS_MAX_CARDS]; /* unordered */

  /* Table piles, bottom first. Level 0, 2, 4 lie face down (blind), level
   * 1, 3, 5 face up; the top card of a pile is at level pile_n - 1. */
  uint8_t pile_n[SPLATOIDS_MAX_SEATS][SPLATOIDS_MAX_PILES];
  SplayCard pile[SPLATOIDS_MAX_SEATS][SPLATOIDS_MAX_PILES][SPLATOIDS_PILE_DEPTH];

  uint8_t discard_n;
  SplayCard discard[SPLATOIDS_MAX_CARDS]; /* bottom first */
  uint8_t burned_n;
  SplayCard burned[SPLATOIDS_MAX_CARDS]; /* out of the game: burned piles, resigned seats */

  /* Bit per card id: its place in a hand is known to every seat (it was
   * picked up from the discard pile in view of all). */
  uint64_t public_in_hand[2];

  uint8_t out_n; /* seats that have gone out, in order */
  uint8_t out_order[SPLATOIDS_MAX_SEATS];
  uint8_t resigned; /* bit per seat */
  /* Added by the engine: points scored so far (matchplay finishers, winner of
   * a single game, 1 each for the players still in after a stalemate). */
  uint8_t points[SPLATOIDS_MAX_SEATS];

  /* Derived, kept up to date move by move (Zobrist keys) so that the
   * repetition rule costs nothing proportional to the cards: the sum of
   * every hand card's key (a key per seat and card), and the discard pile's
   * chain. Not part of the notation; splatoids_update_hashes() makes them
   * from the cards. */
  uint64_t hands_hash;
  uint64_t discard_hash;
  /* Derived too: how many cards of each rank (1-13; 0: unknown, in a view)
   * each hand holds, so that listing the legal plays does not count the
   * hand every time. */
  uint8_t hand_ranks[SPLATOIDS_MAX_SEATS][14];
  /* Derived too: bit i set when the hand holds a card of the i-th rank in
   * the game's order (2, 3, ..., K, A), so that legal() visits only the
   * ranks held. */
  uint16_t hand_rank_bits[SPLATOIDS_MAX_SEATS];
  /* Derived too: bit (h % 4096) of every remembered position h, so that a
   * position never seen before (nearly every one) is known to be new
   * without reading the list. */
  uint64_t rep_filter[64];

  /* Last, so that a copy need take only the positions in use
   * (splatoids_state_extent ()): the list has room for far more than a
   * game ever fills. */
  uint16_t rep_n; /* positions since the last table card */
  uint64_t rep[SPLATOIDS_REP_MAX];
} SplatoidsState;

/* The bytes of @s in use: its fields and its rep_n remembered positions.
 * Copying them copies the state (splay_rules_copy_state ()); the bytes
 * past them mean nothing and may hold anything. Never past the struct,
 * even for a state the check would refuse. */
static inline gsize
splatoids_state_extent (const SplatoidsState *s)
{
  return G_STRUCT_OFFSET (SplatoidsState, rep)
         + sizeof s->rep[0] * MIN (s->rep_n, SPLATOIDS_REP_MAX);
}

/* Actions: kind in the top byte.
 *   PLAY_HAND   rank (bits 8-15), count (bits 0-7): count hand cards of rank;
 *               which ones in bits 16-23, or 0: those the engine takes (the
 *               last of the rank in the hand's order). A bit a copy of the
 *               rank, deck * 4 + suit (splatoids_copy_bit ()): a person
 *               plays the very cards chosen. legal () lists only the
 *               engine's choice, which plays the same in every way but
 *               which card ids move.
 *   PLAY_FACEUP pile (bits 0-7): the face-up top card of that table pile
 *   PLAY_BLIND  pile (bits 0-7): the face-down top card of that table pile
 *   PICK_UP     take the whole discard pile (only when nothing is legal)
 *   END_TURN    FOLLOW_ON only: add no more cards
 */
typedef enum
{
  SPLATOIDS_PLAY_HAND = 1,
  SPLATOIDS_PLAY_FACEUP,
  SPLATOIDS_PLAY_BLIND,
  SPLATOIDS_PICK_UP,
  SPLATOIDS_END_TURN,
} SplatoidsActionKind;

#define SPLATOIDS_ACTION(kind, a, b) \
  ((SplayAction) (((uint32_t) (kind) << 24) | ((uint32_t) (a) << 8) | (uint32_t) (b)))
#define SPLATOIDS_ACTION_KIND(act) ((int) ((act) >> 24))
#define SPLATOIDS_ACTION_A(act) ((int) (((act) >> 8) & 0xff))
#define SPLATOIDS_ACTION_B(act) ((int) ((act) &0xff))
#define SPLATOIDS_ACTION_COPIES(act) ((unsigned) (((act) >> 16) & 0xff))

/* @c's bit among the copies of its rank in a PLAY_HAND action. */
static inline unsigned
splatoids_copy_bit (SplayCard c)
{
  return 1u << (splay_card_deck (c) * 4 + (int) splay_card_suit (c));
}

static inline SplayAction
splatoids_play_hand (int rank, int count)
{
  return SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, count);
}
/* Playing @cards (@n of them, all of one rank) from the hand: those very
 * copies. (A card of another rank names no copy, and the rules refuse
 * the count.) */
static inline SplayAction
splatoids_play_hand_cards (const SplayCard *cards, int n)
{
  unsigned copies = 0;

  for (int i = 0; i < n; i++)
    if (splay_card_rank (cards[i]) == splay_card_rank (cards[0]))
      copies |= splatoids_copy_bit (cards[i]);
  return splatoids_play_hand (n > 0 ? splay_card_rank (cards[0]) : 0, n) | copies << 16;
}
/* @action without its chosen copies: the play as legal () lists it. */
static inline SplayAction
splatoids_action_plain (SplayAction action)
{
  return SPLATOIDS_ACTION_KIND (action) == SPLATOIDS_PLAY_HAND ? action & ~(0xffu << 16) : action;
}
static inline SplayAction
splatoids_play_faceup (int pile)
{
  return SPLATOIDS_ACTION (SPLATOIDS_PLAY_FACEUP, 0, pile);
}
static inline SplayAction
splatoids_play_blind (int pile)
{
  return SPLATOIDS_ACTION (SPLATOIDS_PLAY_BLIND, 0, pile);
}
static inline SplayAction
splatoids_pick_up (void)
{
  return SPLATOIDS_ACTION (SPLATOIDS_PICK_UP, 0, 0);
}
static inline SplayAction
splatoids_end_turn (void)
{
  return SPLATOIDS_ACTION (SPLATOIDS_END_TURN, 0, 0);
}

/* Makes the derived hashes from the cards (after changing cards by hand:
 * a determinization, a parsed position). */
void splatoids_update_hashes (SplatoidsState *s);

/* Helpers the board and the AI share with the engine. */
/* Inline: the rules and the search ask these in their inner loops. */
static inline gboolean
splatoids_top_is_face_up (const SplatoidsState *s, int seat, int pile)
{
  unsigned n = s->pile_n[seat][pile];
  /* Levels 1, 3 and 5 lie face up: a pile of 2, 4 or 6 cards. */
  return n != 0 && (n & 1) == 0;
}

/* Hand and table cards. */
static inline int
splatoids_cards_left (const SplatoidsState *s, int seat)
{
  int n = s->hand_n[seat];
  for (int p = 0; p < s->n_piles; p++)
    n += s->pile_n[seat][p];
  return n;
}

/* Rank that must be equalled or beaten (0: empty pile, anything goes). */
static inline int
splatoids_rank_to_beat (const SplatoidsState *s)
{
  return s->discard_n > 0 ? splay_card_rank_or_0 (s->discard[s->discard_n - 1]) : 0;
}

/* Whether a card of @rank may go on the discard pile now: it beats (equals
 * or outranks) the top card, or it is a 2 or a 10, or the pile is empty. */
static inline gboolean
splatoids_rank_is_legal (const SplatoidsState *s, int rank)
{
  int to_beat = splatoids_rank_to_beat (s);

  return rank == 2 || rank == 10 || to_beat == 0
         || splatoids_rank_order (rank) >= splatoids_rank_order (to_beat);
}
/* A rank's bit in hand_rank_bits: its place in the game's order (none for
 * 0, a card not seen in a view). */
static const uint16_t splatoids_rank_bit[14] = {
  0,       1u << 12, 1u << 0, 1u << 1, 1u << 2, 1u << 3,  1u << 4,
  1u << 5, 1u << 6,  1u << 7, 1u << 8, 1u << 9, 1u << 10, 1u << 11,
};

/* The ranks (as hand_rank_bits) that may go on a pile whose top card has
 * rank @to_beat: those that equal or beat it, 2s and 10s; all of them on
 * an empty pile (0). The ranks splatoids_rank_is_legal () allows. */
#define SPLATOIDS_BEATING_FROM(place) ((0x1fffu & ~((1u << (place)) - 1)) | 1u | (1u << 8))
static const uint16_t splatoids_beating[14] = {
  0x1fff, /* an empty pile */
  SPLATOIDS_BEATING_FROM (12),
  SPLATOIDS_BEATING_FROM (0),
  SPLATOIDS_BEATING_FROM (1),
  SPLATOIDS_BEATING_FROM (2),
  SPLATOIDS_BEATING_FROM (3),
  SPLATOIDS_BEATING_FROM (4),
  SPLATOIDS_BEATING_FROM (5),
  SPLATOIDS_BEATING_FROM (6),
  SPLATOIDS_BEATING_FROM (7),
  SPLATOIDS_BEATING_FROM (8),
  SPLATOIDS_BEATING_FROM (9),
  SPLATOIDS_BEATING_FROM (10),
  SPLATOIDS_BEATING_FROM (11),
};
#undef SPLATOIDS_BEATING_FROM

static inline unsigned
splatoids_beating_bits (int to_beat)
{
  return splatoids_beating[to_beat];
}

/* How many cards of the top card's rank lie on top of the discard pile. */
int splatoids_top_run (const SplatoidsState *s);
gboolean splatoids_seat_in_play (const SplatoidsState *s, int seat);
/* Whether @seat has a play other than picking up the discard pile (in
 * the play phase: with none, picking up is its only legal action). */
gboolean splatoids_has_play (const SplatoidsState *s, int seat);

/* The two halves of the rules' check, for the tests that hold them
 * together: the quick one computes every invariant and formats nothing
 * (the check's usual path, after every action); the report finds the
 * first invariant that fails and says which. They must agree on every
 * position. */
gboolean splatoids_check_quick (const SplatoidsState *s);
gboolean splatoids_check_report (const SplatoidsState *s, GError **error);

G_END_DECLS
