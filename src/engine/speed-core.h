/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speed-core.h: what Spit and Splat share.
 *
 * Both are races of the Speed family: every seat has a layout of five
 * columns (face-down cards under a face-up group of equal rank), a face-down
 * deck (Splat calls it the draw pile) and a play pile on its side of the
 * table; everybody plays at once onto any pile a card one rank up or down.
 * When nobody can move, every seat signals Ready and each seat with a deck
 * turns its top card onto its own pile. When someone's layout is empty the
 * piles are claimed, each seat takes its pile, its deck and its layout back
 * as its new deck, and the next round is laid out. The state struct, the
 * action encoding and the notation are one for both games, so a board and
 * the real-time model can treat them alike; spit.c and splat.c hold the rules
 * that differ (the deal, the claims, the false splat, the end).
 *
 * The state is public so the boards can draw it; only the engine changes it.
 *
 * Layout. Column c of seat s holds col_n[s][c] cards, bottom first; the first
 * col_down[s][c] lie face down, the rest form the face-up group, all of one
 * rank. A column whose cards are all face down shows a back that may be
 * turned. Dealing is row by row as in patience: columns 1-5 get 1, 2, 3, 4
 * and 5 cards, the top one face up, as far as the cards go.
 *
 * Hand. Once a seat's layout holds hand_at cards or fewer (Splat: 5; Spit
 * with "five in hand": 4), all of them go to its hand, face up for the owner
 * (in Splat the others see only the count). Hand cards are kept sorted.
 *
 * Piles. pile p lies on seat p's side and is fed from seat p's deck. A seat
 * that starts a round without a deck has a marker instead (Spit's spit card,
 * Splat's null "splat" pile): it takes no card and holds none.
 *
 * Deadlock (house rule). The documents do not say what happens when nobody
 * can move, no seat has a deck and the piles hold only their top cards, or
 * when the piles have gone round once more with nobody able to play: each
 * seat then gathers its own deck, layout, hand and pile, shuffles them and
 * lays out afresh. Without it such a position would never end.
 *
 * Notation of positions: one line of key=value words, in this order:
 *   spit|splat seats=N OPTION=V... (every option of the game)
 *   phase=cut|play|claim|over round=N started=0|1 (first cards turned)
 *   ready=0110 (a digit per seat) idle=N (recycles since the last play)
 *   fin=SEAT|- last=PILE|- false=SEAT|- chooser=SEAT|- winner=SEAT|-
 *   resigned=0000 claims=S-1- (per pile: the seat that took it, or -)
 *   from=01-- (per pile: the seat that played its top card, - if turned)
 *   rng=HEX.HEX.HEX.HEX (the generator for shuffles)
 *   then per seat s: dS=CARDS (deck, bottom first) cS=COL,COL,COL,COL,COL
 *   (each DOWN/UP, cards bottom first, like "2c5d/7h7s" or "/") hS=CARDS,
 *   then per pile P (L R, or A B C D): pP=CARDS, or pP=* for a marker,
 *   then in the cut phase per packet P: kP=CARDS.
 * Seats are digits from 0. CARDS is "-" or cards like "7hTsAc". Keys left
 * out keep their initial values (phase=play); the position must hold every
 * card once. In the cut phase claims= says which seat took which packet.
 * Example (a Spit round in play):
 *   spit seats=2 two-decks=0 shuffle=0 five-in-hand=0 phase=play round=1
 *   started=1 ready=00 idle=0 fin=- last=- false=- chooser=- winner=-
 *   resigned=00 claims=-- from=-- rng=... d0=... c0=/7h,2c/8c,... h0=- ...
 *   pL=8d9c pR=2c
 *
 * Notation of actions (columns and hand places count from 1):
 *   play 2 L     top card of column 2 onto pile L
 *   play h3 R    third hand card onto pile R
 *   stack 3 1    the face-up group of column 3 onto column 1 (same rank, or
 *                column 1 empty)
 *   turn 4       turn the face-down top card of column 4
 *   ready        nothing to do: ready to turn the next cards
 *   claim L      (Spit) claim pile L at the end of a round
 *   splat L      (Splat) slap pile L; while nobody's layout is empty this is
 *                a false splat
 *   choose L     (Splat) take packet L of the cut (L: the cut-off top part)
 */
#pragma once

#include "rules.h"

G_BEGIN_DECLS

#define SPEED_MAX_SEATS 4
#define SPEED_MAX_CARDS 104 /* two decks */
#define SPEED_COLUMNS 5
#define SPEED_COLUMN_MAX 24
#define SPEED_HAND_MAX 8
#define SPEED_LAYOUT_CARDS 15 /* a full layout: 1 + 2 + 3 + 4 + 5 */

#define SPEED_NONE 0xff /* no seat, no pile */

typedef enum
{
  SPEED_GAME_SPIT,
  SPEED_GAME_SPLAT,
} SpeedGame;

typedef enum
{
  SPEED_PHASE_CUT,   /* Splat, first round: seats choose packets of the cut */
  SPEED_PHASE_PLAY,  /* laying out, racing, turning cards */
  SPEED_PHASE_CLAIM, /* a layout is empty (or a false splat): piles are taken */
  SPEED_PHASE_OVER,
} SpeedPhase;

typedef struct
{
  SplaySettings settings;
  uint8_t game; /* SpeedGame */
  uint8_t n_seats;
  uint8_t n_decks;
  uint8_t n_cards;     /* 52 * n_decks */
  uint8_t wrap;        /* K and A are neighbours */
  uint8_t hand_at;     /* layout size that goes to the hand; 0: never */
  uint8_t hand_public; /* Spit: others see the hand */
  uint8_t shuffle;     /* Spit: decks shuffled between rounds */

  uint8_t phase;       /* SpeedPhase */
  uint16_t round;      /* 1 for the first round */
  uint8_t ready;       /* bit per seat: signalled Ready since the last play */
  uint8_t idle;        /* piles recycled since the last card was played */
  uint8_t started;     /* the first cards of the round are turned */
  uint8_t finisher;    /* first seat whose layout and hand emptied, or NONE */
  uint8_t last_pile;   /* Spit: the pile the finisher's last card went on */
  uint8_t false_splat; /* Splat: the seat that splatted too soon, or NONE */
  uint8_t chooser;     /* seat that must choose now (cut, after a false splat), or NONE */
  uint8_t winner;      /* or NONE */
  uint8_t resigned;    /* bit per seat */
  uint8_t claimed_by[SPEED_MAX_SEATS]; /* per pile: the seat that took it, or NONE */
  uint8_t claim_of[SPEED_MAX_SEATS];   /* per seat: the pile it took, or NONE */

  uint8_t deck_n[SPEED_MAX_SEATS];
  SplayCard deck[SPEED_MAX_SEATS][SPEED_MAX_CARDS]; /* bottom first; top is deck[deck_n - 1] */

  uint8_t col_n[SPEED_MAX_SEATS][SPEED_COLUMNS];
  uint8_t col_down[SPEED_MAX_SEATS][SPEED_COLUMNS];
  SplayCard col[SPEED_MAX_SEATS][SPEED_COLUMNS][SPEED_COLUMN_MAX];

  uint8_t hand_n[SPEED_MAX_SEATS];
  SplayCard hand[SPEED_MAX_SEATS][SPEED_HAND_MAX]; /* sorted by card id */

  uint8_t pile_marker[SPEED_MAX_SEATS]; /* spit card / null pile */
  uint8_t pile_from[SPEED_MAX_SEATS];   /* seat that put the top card, or NONE */
  uint8_t pile_n[SPEED_MAX_SEATS];
  SplayCard pile[SPEED_MAX_SEATS][SPEED_MAX_CARDS]; /* bottom first */

  uint8_t packet_n[SPEED_MAX_SEATS]; /* Splat cut, face down */
  SplayCard packet[SPEED_MAX_SEATS][SPEED_MAX_CARDS];

  SplayRng rng; /* shuffles between rounds and at a deadlock */
} SpeedState;

/* Actions: kind in the top byte, then a (bits 16-23), b (bits 8-15).
 *   SPEED_PLAY   a = source (column 0-4, or SPEED_FROM_HAND + hand index), b = pile
 *   SPEED_STACK  a = from column, b = to column
 *   SPEED_TURN   a = column
 *   SPEED_READY
 *   SPEED_CLAIM  b = pile ("claim" in Spit, "splat" in Splat)
 *   SPEED_CHOOSE b = packet
 */
typedef enum
{
  SPEED_PLAY = 1,
  SPEED_STACK,
  SPEED_TURN,
  SPEED_READY,
  SPEED_CLAIM,
  SPEED_CHOOSE,
} SpeedActionKind;

#define SPEED_FROM_HAND 8

#define SPEED_ACTION(kind, a, b) \
  ((SplayAction) (((uint32_t) (kind) << 24) | ((uint32_t) (a) << 16) | ((uint32_t) (b) << 8)))
#define SPEED_ACTION_KIND(act) ((int) ((act) >> 24))
#define SPEED_ACTION_A(act) ((int) (((act) >> 16) & 0xff))
#define SPEED_ACTION_B(act) ((int) (((act) >> 8) & 0xff))

static inline SplayAction
speed_play (int source, int pile)
{
  return SPEED_ACTION (SPEED_PLAY, source, pile);
}
static inline SplayAction
speed_play_hand (int index, int pile)
{
  return SPEED_ACTION (SPEED_PLAY, SPEED_FROM_HAND + index, pile);
}
static inline SplayAction
speed_stack (int from, int to)
{
  return SPEED_ACTION (SPEED_STACK, from, to);
}
static inline SplayAction
speed_turn (int column)
{
  return SPEED_ACTION (SPEED_TURN, column, 0);
}
static inline SplayAction
speed_ready (void)
{
  return SPEED_ACTION (SPEED_READY, 0, 0);
}
static inline SplayAction
speed_claim (int pile)
{
  return SPEED_ACTION (SPEED_CLAIM, 0, pile);
}
static inline SplayAction
speed_choose (int packet)
{
  return SPEED_ACTION (SPEED_CHOOSE, 0, packet);
}

/* Helpers for boards, bots and the two rule sets. */
gboolean speed_ranks_adjacent (const SpeedState *s, int a, int b);
/* Top card of a pile, or SPLAY_CARD_NONE (empty or marker). */
SplayCard speed_pile_top (const SpeedState *s, int pile);
/* The card a play action would move, or SPLAY_CARD_NONE. */
SplayCard speed_source_card (const SpeedState *s, int seat, int source);
int speed_layout_count (const SpeedState *s, int seat); /* layout + hand */
int speed_cards_of (const SpeedState *s, int seat);     /* deck + layout + hand */
/* TRUE when @seat has a card to play or a layout move it must make before
 * it may signal Ready. */
gboolean speed_seat_must_move (const SpeedState *s, int seat);
/* In play and no seat must move: everybody should say Ready (the board's
 * prompt; the engine turns the cards once every seat has). */
gboolean speed_nobody_can_move (const SpeedState *s);
/* "L", "R" with two piles, "A".."D" with more. */
const char *speed_pile_name (const SpeedState *s, int pile);

/* FALSE for a value no action of the games encodes. */
gboolean speed_action_well_formed (SplayAction action);

/* The shared core, used by spit.c and splat.c. */
void speed_core_setup (SpeedState *s, SpeedGame game, const SplaySettings *settings, uint64_t seed);
void speed_core_start_round (SpeedState *s);
/* Ends the round: seat i takes pile pile_of[i] (NONE or a marker: no
 * cards), lays its layout face up on it (or, if @layout_to is not NULL, the
 * layout goes onto the pile of seat layout_to[i]: a false splat) and puts
 * that stack face down under its deck. A seat left with no cards wins;
 * otherwise the next round is laid out. */
void speed_core_end_round (SpeedState *s, const uint8_t *pile_of, const uint8_t *layout_to);
void speed_core_finish (SpeedState *s, int winner);
/* The first steps of a deal: @s set up for @game and configured by
 * @configure (see speed_core_state_from_text ()), and the deck or decks it
 * plays with shuffled into @cards. Returns the number of cards. */
int speed_core_deal (SpeedState *s, SpeedGame game, const SplaySettings *settings, uint64_t seed,
                     void (*configure) (SpeedState *s), SplayCard *cards);
/* The seats that may act: in play as the core says, between rounds (a
 * claim, a cut) every seat that @legal, the game's own, gives an action. */
uint32_t speed_core_actors (const SpeedState *s,
                            int (*legal) (const void *state, int seat, SplayAction *out));
/* Every claim of a pile that @refusal (the game's own: why @seat may not
 * claim @pile, or NULL) allows, into @out; returns how many. */
int speed_core_legal_claims (const SpeedState *s, int seat,
                             const char *(*refusal) (const SpeedState *s, int seat, int pile),
                             SplayAction *out);
/* What both games check before their own rules: a seat of the game, a
 * game not over, and an action the games encode (or a resignation).
 * FALSE with @error set if not. */
gboolean speed_core_apply_check (const SpeedState *s, int seat, SplayAction action, GError **error);
/* Play, stack, turn and ready, legal for @seat in the play phase. */
int speed_core_legal_play (const SpeedState *s, int seat, SplayAction *out);
/* Same as speed_core_legal_play () > 0, only faster. */
gboolean speed_core_may_act_in_play (const SpeedState *s, int seat);
gboolean speed_core_apply_play (SpeedState *s, int seat, SplayAction action, GError **error);
gboolean speed_core_apply_resign (SpeedState *s, int seat, GError **error);
gboolean speed_core_is_over (const void *state);
void speed_core_result (const void *state, SplayResult *result);
void speed_core_view (const void *state, int seat, void *out);
void speed_core_determinize (void *state, int seat, SplayRng *rng);
char *speed_core_action_to_text (const void *state, int seat, SplayAction action);
gboolean speed_core_action_from_text (const void *state, int seat, const char *text,
                                      SplayAction *out, GError **error);
char *speed_core_state_to_text (const SpeedState *s, const SplayRules *rules);
/* @configure sets the fields that follow from the settings (decks, wrap...). */
gboolean speed_core_state_from_text (SpeedState *s, const SplayRules *rules, SpeedGame game,
                                     void (*configure) (SpeedState *s), const char *text,
                                     GError **error);
gboolean speed_core_check (const void *state, GError **error);
/* A sentence for resign, play, stack, turn and ready; NULL for the others. */
char *speed_core_describe (const SpeedState *before, int seat, SplayAction action,
                           const char *player_name);

/* The entries of a SplayRules that Spit and Splat share: a race, the core's
 * state, and the core's functions wherever the two games agree. */
#define SPEED_CORE_RULES                                                                        \
  .realtime = TRUE, .state_size = sizeof (SpeedState), .is_over = speed_core_is_over,           \
  .result = speed_core_result, .view = speed_core_view, .determinize = speed_core_determinize,  \
  .action_to_text = speed_core_action_to_text, .action_from_text = speed_core_action_from_text, \
  .next_deal = NULL

/* "the left pile", "the spit card", "pile C": translated. */
char *speed_claim_phrase (const SpeedState *s, int pile);

G_END_DECLS
