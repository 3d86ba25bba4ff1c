/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spite-malice.h: Spite and Malice, competitive patience (2-6 players).
 *
 * The state is public so the board can draw it and tests and the computer
 * player can inspect it; only spite-malice.c changes it.
 *
 * Action notation (piles and seats count from 0):
 *
 *   build SRC PILE   play SRC onto building pile PILE
 *   new SRC          start a new building pile (unlimited centre stacks only)
 *   discard hR PILE  put hand card of rank R on own discard pile PILE (0-3);
 *                    this ends the turn
 *   end              asks to end the turn without a discard: always refused,
 *                    so the board and the CLI can show why
 *
 * SRC is hR (a hand card of rank R: A 2..9 T J Q K, "10" is read too),
 * g (the top of the own goal pile) or dN (the top of own discard pile N).
 * dN.K names the card K places below the top of discard pile N, which the
 * rules never allow; it exists so a board that lets a player drag any
 * visible card gets the rule explained. Examples: "build h5 2",
 * "build g 0", "build d3 1", "discard hK 2", "new hA".
 *
 * Position notation: one line of KEY=VALUE words, in this order:
 *
 *   seats=2 goal=26 unlimited=0 aces-twos=0 first=0   the settings
 *   turn=0                          seat to act
 *   over=-                          or over=won:S, over=drawn, over=resigned:S
 *   rng=X.X.X.X                     generator state, four 64-bit hex words
 *   draw=CARDS                      bottom first: the last card is drawn next
 *   aside=CARDS                     completed piles set aside
 *   build=P/P/...                   building piles, bottom first; "-" empty
 *   goal0=CARDS hand0=CARDS disc0=P/P/P/P   one group per seat; the goal top
 *                                   is the last card, a discard top the last
 *
 * CARDS is cards written back to back ("7cKhAs") or "-" for none. A
 * hand-written position may put one "*" in one list of cards: it stands for
 * every card not named elsewhere, in card order; a missing draw= is "*"
 * (or "-" if the "*" is elsewhere). Missing seat groups are empty, missing
 * turn= is the first player, missing rng= is a fixed generator. Cards of a building pile
 * stand for the ranks A, 2, 3... in order, so a king at level i stands for
 * rank i + 1 (spite_malice_pile_rank() says what a pile has reached).
 *
 * House rule on the drawn game: a player draws whenever the rules say so
 * (up to five at the start of the turn, five more after playing the whole
 * hand). When a card is to be drawn and the draw pile is empty, the cards set
 * aside (and, with unlimited centre stacks, the completed piles in the
 * centre) are shuffled into a new draw pile; if there are none, the game ends
 * drawn at that moment.
 */
#pragma once

#include <stddef.h>
#include <string.h>

#include "rules.h"

G_BEGIN_DECLS

extern const SplayRules spite_malice_rules;

#define SPITE_MALICE_MAX_SEATS 6
#define SPITE_MALICE_MAX_CARDS 208 /* four decks, no jokers */
#define SPITE_MALICE_HAND 5
#define SPITE_MALICE_DISCARDS 4 /* discard piles per seat */
#define SPITE_MALICE_MAX_GOAL 30
#define SPITE_MALICE_PILE_CARDS 12 /* ace to queen */
#define SPITE_MALICE_STD_PILES 4
#define SPITE_MALICE_MAX_PILES 32 /* unlimited: each pile starts with an ace or a king */

/* Option indices in spite_malice_rules.options (settings.values[]). */
enum
{
  SPITE_MALICE_OPT_GOAL,      /* int 10-30: goal pile size */
  SPITE_MALICE_OPT_UNLIMITED, /* bool: unlimited centre stacks */
  SPITE_MALICE_OPT_ACES_TWOS, /* bool: aces and twos must be played (turns on unlimited) */
  SPITE_MALICE_OPT_FIRST,     /* deal: the seat that starts */
  SPITE_MALICE_N_OPTIONS
};

typedef enum
{
  SPITE_MALICE_PHASE_PLAY,
  SPITE_MALICE_PHASE_WON,      /* @winner emptied the goal pile */
  SPITE_MALICE_PHASE_DRAWN,    /* a card was to be drawn and none was left */
  SPITE_MALICE_PHASE_RESIGNED, /* @winner holds the seat that resigned */
} SpiteMalicePhase;

typedef struct
{
  SplaySettings settings;
  SplayRng rng; /* shuffles the set-aside cards into a new draw pile */
  uint8_t n_seats;
  uint8_t n_decks; /* 3 for 2-4 seats, 4 for 5-6 */
  uint8_t n_cards; /* 52 * n_decks */
  uint8_t goal_size;
  uint8_t unlimited; /* effective: on too when aces_twos is on */
  uint8_t aces_twos;
  uint8_t turn;   /* seat to act */
  uint8_t phase;  /* SpiteMalicePhase */
  uint8_t winner; /* WON: the winner; RESIGNED: the seat that resigned */

  uint8_t draw_n;
  SplayCard draw[SPITE_MALICE_MAX_CARDS]; /* bottom first, draw from the end */
  uint8_t aside_n;
  SplayCard aside[SPITE_MALICE_MAX_CARDS]; /* completed piles; order unseen */

  /* Building piles, bottom first. Standard: always 4, empty or not, and a
   * pile that reaches a queen is set aside at once. Unlimited: only the
   * piles started so far, completed ones included (12 cards). */
  uint8_t n_piles;
  uint8_t pile_n[SPITE_MALICE_MAX_PILES];
  SplayCard pile[SPITE_MALICE_MAX_PILES][SPITE_MALICE_PILE_CARDS];

  uint8_t goal_n[SPITE_MALICE_MAX_SEATS];
  SplayCard goal[SPITE_MALICE_MAX_SEATS][SPITE_MALICE_MAX_GOAL]; /* top last, face up */
  uint8_t hand_n[SPITE_MALICE_MAX_SEATS];
  SplayCard hand[SPITE_MALICE_MAX_SEATS][SPITE_MALICE_HAND]; /* in the order drawn */
  uint8_t disc_n[SPITE_MALICE_MAX_SEATS][SPITE_MALICE_DISCARDS];
  SplayCard disc[SPITE_MALICE_MAX_SEATS][SPITE_MALICE_DISCARDS][SPITE_MALICE_MAX_CARDS];
} SpiteMaliceState;

/* Actions, 32 bits:
 *   bits 24-31 kind (SpiteMaliceActionKind)
 *   bits 20-23 source (SpiteMaliceSource)
 *   bits 16-19 source value: hand rank 1-13, or discard pile 0-3
 *   bits  8-15 depth: cards below the top of a discard pile (0: the top)
 *   bits  0-7  target: building pile (BUILD) or own discard pile (DISCARD)
 */
typedef enum
{
  SPITE_MALICE_BUILD = 1,
  SPITE_MALICE_NEW,     /* unlimited: start a new building pile */
  SPITE_MALICE_DISCARD, /* ends the turn */
  SPITE_MALICE_END,     /* never legal: the turn ends with a discard */
} SpiteMaliceActionKind;

typedef enum
{
  SPITE_MALICE_FROM_HAND = 1,
  SPITE_MALICE_FROM_GOAL,
  SPITE_MALICE_FROM_DISCARD,
} SpiteMaliceSource;

#define SPITE_MALICE_ACTION(kind, src, val, depth, target)                                        \
  ((SplayAction) (((uint32_t) (kind) << 24) | ((uint32_t) (src) << 20) | ((uint32_t) (val) << 16) \
                  | ((uint32_t) (depth) << 8) | (uint32_t) (target)))
#define SPITE_MALICE_ACTION_KIND(a) ((int) ((a) >> 24))
#define SPITE_MALICE_ACTION_SRC(a) ((int) (((a) >> 20) & 0xf))
#define SPITE_MALICE_ACTION_VAL(a) ((int) (((a) >> 16) & 0xf))
#define SPITE_MALICE_ACTION_DEPTH(a) ((int) (((a) >> 8) & 0xff))
#define SPITE_MALICE_ACTION_TARGET(a) ((int) ((a) &0xff))

static inline SplayAction
spite_malice_build_hand (int rank, int pile)
{
  return SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, SPITE_MALICE_FROM_HAND, rank, 0, pile);
}
static inline SplayAction
spite_malice_build_goal (int pile)
{
  return SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, SPITE_MALICE_FROM_GOAL, 0, 0, pile);
}
static inline SplayAction
spite_malice_build_discard (int disc, int pile)
{
  return SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, SPITE_MALICE_FROM_DISCARD, disc, 0, pile);
}
static inline SplayAction
spite_malice_discard (int rank, int disc)
{
  return SPITE_MALICE_ACTION (SPITE_MALICE_DISCARD, SPITE_MALICE_FROM_HAND, rank, 0, disc);
}

/* Helpers the board and the AI share with the engine. */
/* The rank building pile @pile has reached (0: empty, 12: complete). */
static inline int
spite_malice_pile_rank (const SpiteMaliceState *s, int pile)
{
  return s->pile_n[pile];
}
/* Copies @src to @dst as far as its seats go: the discard piles of the
 * seats a game does not have, most of the state's size, stay as they were
 * in @dst. For a search's scratch copies of one game's positions. */
static inline void
spite_malice_copy (SpiteMaliceState *dst, const SpiteMaliceState *src)
{
  memcpy (dst, src, offsetof (SpiteMaliceState, disc) + src->n_seats * sizeof src->disc[0]);
}
/* The builds legal () lists for @seat, in its order, without the
 * discards; @may_discard says whether it lists discards after them. */
int spite_malice_builds (const SpiteMaliceState *s, int seat, SplayAction *out,
                         gboolean *may_discard);
/* The card a source names, or SPLAY_CARD_NONE if there is none. */
SplayCard spite_malice_source_card (const SpiteMaliceState *s, int seat, SplayAction action);
/* Whether a card of @rank may go on building pile @pile (kings go on any
 * pile that is not complete): the rule, for a rank already looked up. */
static inline gboolean
spite_malice_rank_fits (const SpiteMaliceState *s, int rank, int pile)
{
  int n = s->pile_n[pile];

  return n < SPITE_MALICE_PILE_CARDS && (rank == SPLAY_RANK_KING || rank == n + 1);
}
/* The same for @card. */
gboolean spite_malice_fits (const SpiteMaliceState *s, SplayCard card, int pile);
/* Aces and twos variant: whether @seat could play an ace or a two now. */
gboolean spite_malice_must_play (const SpiteMaliceState *s, int seat);
/* Puts the cards @seat cannot see (and the order of the set-aside cards,
 * and the generator that will shuffle them) in one fixed order: a search
 * that starts from the result cannot be swayed by where they really lie. */
void spite_malice_sort_unseen (SpiteMaliceState *s, int seat);
/* How many games in 1000 end drawn with @settings, as measured between
 * medium computer players (interpolated between the goal sizes measured). */
int spite_malice_draw_rate (const SplaySettings *settings);

G_END_DECLS
