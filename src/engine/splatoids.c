/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splatoids.c: the rules of Splatoids.
 *
 * Over 1,200 lines on purpose: one game's whole rules, its notation and its
 * invariant checks, which the search calls together.
 *
 * Everything the AI calls in its inner loop (legal, apply, the helpers) works
 * on the flat state without allocating. The text notation, the checks and the
 * descriptions may allocate: they serve people, tests and the store.
 *
 * A turn moves through two phases. In PLAY the player to move plays hand
 * cards (one rank, any number of copies), a table card, or picks up when
 * nothing is legal. A play that leaves the hand empty, or a table card, may be
 * followed by face-up table tops of the same rank (FOLLOW_ON) until the player
 * ends the turn; we only enter FOLLOW_ON when such a card exists, so the
 * player is never asked to end a turn that has nothing to add.
 *
 * Notation (what tests, bug reports and splay-cli use):
 *
 *   action   := "play" RANK ["x" COUNT] | "faceup" PILE | "blind" PILE
 *             | "pickup" | "end" | "resign"
 *     RANK is 2-9, T (or 10), J, Q, K, A; PILE counts from 1.
 *
 *   position := "splatoids" WORD*      words are key=value, "|" is ignored
 *     seats=N matchplay=B first=S reverse=B   the settings (defaults 2 0 0 0)
 *     turn=S                seat to act (default: first)
 *     dir=+|-               only when it differs from reverse
 *     phase=play|over|follow:RANK
 *     drawn=1               a stalemate
 *     hS=CARDS              seat S's hand, comma-separated; CARD* = seen by all
 *     tS=PILE/PILE/...      seat S's table piles, each bottom first with "."
 *                           between cards; even levels (1st, 3rd, 5th) are blind
 *     d=CARDS               discard pile, bottom first
 *     b=CARDS               burned (out of the game)
 *     out=S,S               seats gone out, in order
 *     resigned=S,S  points=P,P,..  rep=HEX,HEX (positions since a table card)
 *   "-" or nothing is an empty list. A card is written as in cards.h ("7c",
 *   "Td"); in a two-deck game "7c'" is the second deck's copy, written only
 *   where reading back would otherwise take the other copy. Cards the text
 *   does not mention are burned, so a test position names only what matters:
 *     splatoids seats=2 | turn=0 | h0=7c,7d h1=Ks | t0=4c.9h/5d | d=8s
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "notation.h"
#include "splatoids.h"

#define RANK_RESET 2
#define RANK_WIPEOUT 10
#define RUN_TO_BURN 3

/* Ranks from lowest to highest in Splatoids: the order legal() lists them. */
static const int game_ranks[13] = { 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1 };

static const SplayOption splatoids_options[SPLATOIDS_N_OPTIONS] = {
  { "matchplay", N_("Matchplay"),
    N_("Play on after the first player goes out until only one player holds cards; finishers "
        "score points"),
    SPLAY_OPTION_BOOL, SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0 },
  { "first", N_("First player"), N_("The seat that plays first in this deal"), SPLAY_OPTION_INT,
    SPLAY_OPTION_SCOPE_DEAL, 0, SPLATOIDS_MAX_SEATS - 1, 0 },
  { "reverse", N_("Reverse direction"), N_("Play passes to lower seat numbers"),
    SPLAY_OPTION_BOOL, SPLAY_OPTION_SCOPE_DEAL, 0, 1, 0 },
};

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static inline void
layout (int n_seats, int *n_decks, int *n_piles)
{
  *n_decks = n_seats == 2 ? 1 : 2;
  *n_piles = n_seats == 3 ? 5 : 4;
}

static inline gboolean
matchplay (const SplatoidsState *s)
{
  return s->settings.values[SPLATOIDS_OPT_MATCHPLAY] != 0;
}

static inline int
card_rank (SplayCard c)
{
  return splay_card_rank_or_0 (c);
}

static inline gboolean
public_bit (const SplatoidsState *s, SplayCard c)
{
  return splay_card_is_real (c) && c < 128 && ((s->public_in_hand[c >> 6] >> (c & 63)) & 1);
}

static inline void
set_public (SplatoidsState *s, SplayCard c, gboolean on)
{
  if (!splay_card_is_real (c) || c >= 128)
    return;
  if (on)
    s->public_in_hand[c >> 6] |= (uint64_t) 1 << (c & 63);
  else
    s->public_in_hand[c >> 6] &= ~((uint64_t) 1 << (c & 63));
}


static inline gboolean
rank_beats (int rank, int to_beat)
{
  return rank == RANK_RESET || rank == RANK_WIPEOUT || to_beat == 0
         || splatoids_rank_order (rank) >= splatoids_rank_order (to_beat);
}


int
splatoids_top_run (const SplatoidsState *s)
{
  int n = 0, rank;

  if (s->discard_n == 0)
    return 0;
  rank = card_rank (s->discard[s->discard_n - 1]);
  for (int i = s->discard_n - 1; i >= 0 && card_rank (s->discard[i]) == rank; i--)
    n++;
  return n;
}

gboolean
splatoids_seat_in_play (const SplatoidsState *s, int seat)
{
  if (seat < 0 || seat >= s->n_seats || (s->resigned >> seat) & 1)
    return FALSE;
  for (int i = 0; i < s->out_n; i++)
    if (s->out_order[i] == seat)
      return FALSE;
  return TRUE;
}

static int
seats_in_play (const SplatoidsState *s)
{
  int n = 0;
  for (int i = 0; i < s->n_seats; i++)
    n += splatoids_seat_in_play (s, i);
  return n;
}

static inline SplayCard
pile_top (const SplatoidsState *s, int seat, int pile)
{
  int n = s->pile_n[seat][pile];
  return n > 0 ? s->pile[seat][pile][n - 1] : SPLAY_CARD_NONE;
}

static gboolean
has_face_up_of_rank (const SplatoidsState *s, int seat, int rank)
{
  for (int p = 0; p < s->n_piles; p++)
    if (splatoids_top_is_face_up (s, seat, p) && card_rank (pile_top (s, seat, p)) == rank)
      return TRUE;
  return FALSE;
}

static inline int
hand_count (const SplatoidsState *s, int seat, int rank)
{
  return s->hand_ranks[seat][rank];
}

/* Whether the player to move has anything to play but picking up. */
static gboolean
has_play (const SplatoidsState *s, int seat)
{
  int to_beat = splatoids_rank_to_beat (s);

  if (s->hand_n[seat] > 0)
    return to_beat == 0 || (s->hand_rank_bits[seat] & splatoids_beating_bits (to_beat)) != 0;
  for (int p = 0; p < s->n_piles; p++)
    {
      if (s->pile_n[seat][p] == 0)
        continue;
      if (!splatoids_top_is_face_up (s, seat, p))
        return TRUE; /* a blind card may always be tried */
      if (rank_beats (card_rank (pile_top (s, seat, p)), to_beat))
        return TRUE;
    }
  return FALSE;
}

gboolean
splatoids_has_play (const SplatoidsState *s, int seat)
{
  return has_play (s, seat);
}

static inline uint64_t
mix64 (uint64_t z)
{
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Zobrist keys, made once when the program loads (a constructor: the
 * tables are ready before any state exists, and the inner loops look them
 * up without asking). Copies of one card from different decks look alike
 * and hash alike, as a player sees them; the discard pile is a sequence,
 * so its keys depend on the place too, and its hash is their sum, which
 * grows card by card and checks without a chain of multiplications. */
static uint64_t hand_keys[SPLATOIDS_MAX_SEATS][256];
static uint64_t face_keys[256];
static uint64_t place_keys[SPLATOIDS_MAX_CARDS];
static uint64_t turn_keys[256];

__attribute__ ((constructor)) static void
make_keys (void)
{
  for (int c = 0; c < 256; c++)
    {
      uint64_t face
          = c < SPLAY_MAX_CARDS ? (uint64_t) c % SPLAY_CARDS_PER_DECK : SPLAY_CARDS_PER_DECK;

      for (int seat = 0; seat < SPLATOIDS_MAX_SEATS; seat++)
        hand_keys[seat][c] = mix64 (((uint64_t) seat << 8) | face);
      face_keys[c] = mix64 (0xd15ca4d000000ull ^ face);
    }
  for (int i = 0; i < SPLATOIDS_MAX_CARDS; i++)
    place_keys[i] = mix64 (0x91ace000000ull + (uint64_t) i);
  for (int i = 0; i < 256; i++)
    turn_keys[i] = mix64 (0x5a1a70 + (uint64_t) i);
}

static inline uint64_t
hand_key (int seat, SplayCard c)
{
  return hand_keys[seat][c];
}

static inline uint64_t
discard_key (int place, SplayCard c)
{
  return place_keys[place] ^ face_keys[c];
}

#define DISCARD_HASH_EMPTY 0

static inline void
rep_filter_add (SplatoidsState *s, uint64_t h)
{
  s->rep_filter[(h >> 6) & 63] |= (uint64_t) 1 << (h & 63);
}

static inline gboolean
rep_filter_has (const SplatoidsState *s, uint64_t h)
{
  return (s->rep_filter[(h >> 6) & 63] >> (h & 63)) & 1;
}

static void
rebuild_rep_filter (SplatoidsState *s)
{
  memset (s->rep_filter, 0, sizeof s->rep_filter);
  for (int i = 0; i < s->rep_n; i++)
    rep_filter_add (s, s->rep[i]);
}

/* splatoids_update_hashes () but for the repetition filter, for what
 * changes cards and not the remembered positions (a view, a
 * determinization). */
static void
update_card_hashes (SplatoidsState *s)
{
  memset (s->hand_ranks, 0, sizeof s->hand_ranks);
  s->hands_hash = 0;
  for (int seat = 0; seat < SPLATOIDS_MAX_SEATS; seat++)
    {
      s->hand_rank_bits[seat] = 0;
      for (int i = 0; seat < s->n_seats && i < s->hand_n[seat]; i++)
        {
          s->hands_hash += hand_key (seat, s->hand[seat][i]);
          s->hand_ranks[seat][card_rank (s->hand[seat][i])]++;
          s->hand_rank_bits[seat] |= splatoids_rank_bit[card_rank (s->hand[seat][i])];
        }
    }
  s->discard_hash = DISCARD_HASH_EMPTY;
  for (int i = 0; i < s->discard_n; i++)
    s->discard_hash += discard_key (i, s->discard[i]);
}

void
splatoids_update_hashes (SplatoidsState *s)
{
  update_card_hashes (s);
  rebuild_rep_filter (s);
}

/* Every change to a hand or the discard pile goes through these (or
 * play_hand (), which takes cards from the hand the same way), so the
 * hashes stay those of the cards. */
static inline void
hand_add (SplatoidsState *s, int seat, SplayCard c)
{
  s->hand[seat][s->hand_n[seat]++] = c;
  s->hands_hash += hand_key (seat, c);
  s->hand_ranks[seat][card_rank (c)]++;
  s->hand_rank_bits[seat] |= splatoids_rank_bit[card_rank (c)];
}

static inline void
discard_push (SplatoidsState *s, SplayCard c)
{
  s->discard_hash += discard_key (s->discard_n, c);
  s->discard[s->discard_n++] = c;
}

/* The position as a number: whose turn, the hands as sets, the discard pile
 * as a sequence. The table piles are left out: the history is cleared
 * whenever one changes (a table card played, a seat resigning), so every
 * remembered position has the same piles. Costs a few multiplications,
 * whatever the number of cards. */
static uint64_t
position_hash (const SplatoidsState *s)
{
  /* Zobrist: every part is already a sum of random keys, so a sum of the
   * parts (the turn and the pile's length mixed in) tells positions apart
   * as well as mixing them would, at the cost of a few additions. */
  return turn_keys[s->turn] + s->discard_hash * 0x9e3779b97f4a7c15ull
         + s->discard_n * 0xc2b2ae3d27d4eb4full + s->hands_hash;
}

/* Forgets the remembered positions, clearing only the filter's words
 * they set: a table card comes after a few turns, so there are few. */
static inline void
reset_history (SplatoidsState *s)
{
  for (int i = 0; i < s->rep_n; i++)
    s->rep_filter[(s->rep[i] >> 6) & 63] = 0;
  s->rep_n = 0;
}

/* ------------------------------------------------------------------ */
/* Moving cards                                                        */

static void
burn_discard (SplatoidsState *s)
{
  memcpy (s->burned + s->burned_n, s->discard, s->discard_n);
  s->burned_n += s->discard_n;
  memset (s->discard, SPLAY_CARD_NONE, s->discard_n);
  s->discard_n = 0;
  s->discard_hash = DISCARD_HASH_EMPTY;
}

static void
pick_up_discard (SplatoidsState *s, int seat)
{
  for (int i = 0; i < s->discard_n; i++)
    {
      hand_add (s, seat, s->discard[i]);
      set_public (s, s->discard[i], TRUE);
      s->discard[i] = SPLAY_CARD_NONE;
    }
  s->discard_n = 0;
  s->discard_hash = DISCARD_HASH_EMPTY;
}

static SplayCard
pop_pile (SplatoidsState *s, int seat, int pile)
{
  int n = --s->pile_n[seat][pile];
  SplayCard c = s->pile[seat][pile][n];

  s->pile[seat][pile][n] = SPLAY_CARD_NONE;
  return c;
}

static void
finish (SplatoidsState *s)
{
  s->phase = SPLATOIDS_PHASE_OVER;
  s->follow_rank = 0;
}

static void
draw_game (SplatoidsState *s)
{
  s->drawn = 1;
  for (int i = 0; i < s->n_seats && i < SPLATOIDS_MAX_SEATS; i++)
    if (splatoids_seat_in_play (s, i))
      s->points[i] = 1;
  finish (s);
}

/* Remembers position @h now that a turn has passed; the third time the same
 * position comes round with no table card played, the game is drawn. */
static G_GNUC_NO_INLINE void
remember_position (SplatoidsState *s, uint64_t h)
{
  if (rep_filter_has (s, h))
    {
      int seen = 0;

      for (int i = 0; i < s->rep_n; i++)
        seen += s->rep[i] == h;
      if (seen >= 2)
        {
          draw_game (s);
          return;
        }
    }
  if (s->rep_n == SPLATOIDS_REP_MAX)
    {
      /* No game comes near it; one that did would be drawn all the same
       * rather than forget a position and perhaps go on without end. */
      draw_game (s);
      return;
    }
  s->rep[s->rep_n++] = h;
  rep_filter_add (s, h);
}

/* remember_position (s, position_hash (s)), its common case (a position
 * not in the filter, room in the list) inline and without a call, so that
 * the callers need no frame. */
static inline void
record_position (SplatoidsState *s)
{
  uint64_t h = position_hash (s);

  if (G_UNLIKELY (rep_filter_has (s, h) || s->rep_n == SPLATOIDS_REP_MAX))
    {
      remember_position (s, h);
      return;
    }
  s->rep[s->rep_n++] = h;
  rep_filter_add (s, h);
}

/* pass_turn () when seats have left the game: skip them. */
static G_GNUC_NO_INLINE gboolean
pass_turn_past_gone (SplatoidsState *s)
{
  int t = s->turn;
  unsigned gone = s->resigned;

  for (int i = 0; i < s->out_n; i++)
    gone |= 1u << s->out_order[i];
  for (int i = 0; i < s->n_seats; i++)
    {
      t += s->direction;
      if (t < 0)
        t += s->n_seats;
      else if (t >= s->n_seats)
        t -= s->n_seats;
      if (!((gone >> t) & 1))
        break;
    }
  s->turn = (uint8_t) t;
  s->phase = SPLATOIDS_PHASE_PLAY;
  s->follow_rank = 0;
  remember_position (s, position_hash (s));
  return TRUE;
}

/* Returns TRUE, as the actions that end with it do (a tail call). */
static gboolean
pass_turn (SplatoidsState *s)
{
  int t = s->turn + s->direction;

  if (G_UNLIKELY (s->resigned | s->out_n))
    return pass_turn_past_gone (s);
  if (t < 0)
    t += s->n_seats;
  else if (t >= s->n_seats)
    t -= s->n_seats;
  s->turn = (uint8_t) t;
  s->phase = SPLATOIDS_PHASE_PLAY;
  s->follow_rank = 0;
  record_position (s);
  return TRUE;
}

static G_GNUC_NO_INLINE gboolean
go_out (SplatoidsState *s, int seat)
{
  int left;

  s->out_order[s->out_n++] = (uint8_t) seat;
  left = seats_in_play (s);
  if (!matchplay (s))
    {
      s->points[seat] = 1;
      finish (s);
      return TRUE;
    }
  s->points[seat] = (uint8_t) left;
  if (left <= 1)
    {
      finish (s);
      return TRUE;
    }
  /* The discard pile stays for the next player unless this play burned it. */
  return pass_turn (s);
}

/* After cards of @rank went onto the discard pile. */
/* splatoids_top_run (s) >= RUN_TO_BURN, from the top three cards. */
static inline gboolean
top_run_burns (const SplatoidsState *s)
{
  int n = s->discard_n;

  G_STATIC_ASSERT (RUN_TO_BURN == 3);
  return n >= 3 && card_rank (s->discard[n - 1]) == card_rank (s->discard[n - 2])
         && card_rank (s->discard[n - 2]) == card_rank (s->discard[n - 3]);
}

/* splatoids_cards_left (s, seat) == 0; a card in the hand says no at once. */
static inline gboolean
no_cards_left (const SplatoidsState *s, int seat)
{
  return s->hand_n[seat] == 0 && splatoids_cards_left (s, seat) == 0;
}

/* after_play () when the pile burns. */
static G_GNUC_NO_INLINE gboolean
burn_after_play (SplatoidsState *s, int seat)
{
  burn_discard (s);
  s->phase = SPLATOIDS_PHASE_PLAY;
  s->follow_rank = 0;
  if (no_cards_left (s, seat))
    return go_out (s, seat);
  return TRUE; /* same player again, onto the empty pile */
}

/* Returns TRUE (see pass_turn ()). */
static gboolean
after_play (SplatoidsState *s, int seat, int rank)
{
  int n = s->discard_n;

  /* top_run_burns (s), knowing the top card's rank: the one just played. */
  G_STATIC_ASSERT (RUN_TO_BURN == 3);
  if (rank == RANK_WIPEOUT
      || (n >= 3 && card_rank (s->discard[n - 2]) == rank && card_rank (s->discard[n - 3]) == rank))
    return burn_after_play (s, seat);
  if (s->hand_n[seat] > 0)
    return pass_turn (s);
  if (splatoids_cards_left (s, seat) == 0)
    return go_out (s, seat);
  if (has_face_up_of_rank (s, seat, rank))
    {
      s->phase = SPLATOIDS_PHASE_FOLLOW_ON;
      s->follow_rank = (uint8_t) rank;
      return TRUE;
    }
  return pass_turn (s);
}

/* ------------------------------------------------------------------ */
/* The rules table                                                     */

static gboolean
splatoids_validate (const SplaySettings *settings, GError **error)
{
  if (settings->n_seats < 2 || settings->n_seats > SPLATOIDS_MAX_SEATS)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("Splatoids is played by 2 to 4 players, not %d."), settings->n_seats);
      return FALSE;
    }
  for (int i = 0; i < SPLATOIDS_N_OPTIONS; i++)
    if (settings->values[i] < splatoids_options[i].min
        || settings->values[i] > splatoids_options[i].max)
      {
        g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                     _("Setting “%s” must be from %d to %d."), splatoids_options[i].key,
                     splatoids_options[i].min, splatoids_options[i].max);
        return FALSE;
      }
  if (settings->values[SPLATOIDS_OPT_FIRST] >= settings->n_seats)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("The first player must be one of the %d seats (0 to %d)."), settings->n_seats,
                   settings->n_seats - 1);
      return FALSE;
    }
  return TRUE;
}

/* An empty state for @settings: every card slot empty. */
static void
blank_state (SplatoidsState *s, const SplaySettings *settings)
{
  int n_decks, n_piles;

  /* The room for remembered positions past rep_n is not part of the
   * state: clearing it would cost a deal more than the rest. */
  memset (s, 0, G_STRUCT_OFFSET (SplatoidsState, rep));
  memset (s->hand, SPLAY_CARD_NONE, sizeof s->hand);
  memset (s->pile, SPLAY_CARD_NONE, sizeof s->pile);
  memset (s->discard, SPLAY_CARD_NONE, sizeof s->discard);
  memset (s->burned, SPLAY_CARD_NONE, sizeof s->burned);
  s->settings = *settings;
  s->n_seats = (uint8_t) settings->n_seats;
  layout (settings->n_seats, &n_decks, &n_piles);
  s->n_decks = (uint8_t) n_decks;
  s->n_piles = (uint8_t) n_piles;
  s->direction = settings->values[SPLATOIDS_OPT_REVERSE] ? -1 : 1;
  s->turn = (uint8_t) settings->values[SPLATOIDS_OPT_FIRST];
  s->phase = SPLATOIDS_PHASE_PLAY;
  s->discard_hash = DISCARD_HASH_EMPTY;
}

static void
splatoids_init (void *state, const SplaySettings *settings, uint64_t seed)
{
  SplatoidsState *s = state;
  SplayCard deck[SPLAY_MAX_CARDS];
  SplayRng rng;
  int n, k = 0;

  blank_state (s, settings);
  n = splay_cards_deck (deck, s->n_decks, FALSE);
  splay_rng_init (&rng, seed);
  splay_rng_shuffle (&rng, deck, n);

  /* Six levels, blind first, each level dealt to every pile of every seat. */
  for (int level = 0; level < SPLATOIDS_PILE_DEPTH; level++)
    for (int seat = 0; seat < s->n_seats; seat++)
      for (int p = 0; p < s->n_piles; p++)
        s->pile[seat][p][level] = deck[k++];
  for (int seat = 0; seat < s->n_seats; seat++)
    for (int p = 0; p < s->n_piles; p++)
      s->pile_n[seat][p] = SPLATOIDS_PILE_DEPTH;

  /* The rest one at a time, from the first player on in the direction of play. */
  for (int i = 0; k < n; i++, k++)
    {
      int seat
          = ((s->turn + s->direction * (i % s->n_seats)) % s->n_seats + s->n_seats) % s->n_seats;
      hand_add (s, seat, deck[k]);
    }
}

static uint32_t
splatoids_actors (const void *state)
{
  const SplatoidsState *s = state;

  if (s->phase == SPLATOIDS_PHASE_OVER)
    return 0;
  return 1u << s->turn;
}

typedef SplayAction PlaysOf8 __attribute__ ((vector_size (8 * sizeof (SplayAction))));

/* RANKx1 to RANKx8 of each rank, in the order of game_ranks. */
#define PLAYS_OF_8(rank)                                 \
  {                                                      \
    SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 1),     \
        SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 2), \
        SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 3), \
        SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 4), \
        SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 5), \
        SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 6), \
        SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 7), \
        SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, rank, 8)  \
  }
static const PlaysOf8 plays_of_8[13] = {
  PLAYS_OF_8 (2),  PLAYS_OF_8 (3),  PLAYS_OF_8 (4), PLAYS_OF_8 (5),  PLAYS_OF_8 (6),
  PLAYS_OF_8 (7),  PLAYS_OF_8 (8),  PLAYS_OF_8 (9), PLAYS_OF_8 (10), PLAYS_OF_8 (11),
  PLAYS_OF_8 (12), PLAYS_OF_8 (13), PLAYS_OF_8 (1),
};
#undef PLAYS_OF_8

static int
splatoids_legal (const void *state, int seat, SplayAction *out)
{
  const SplatoidsState *s = state;
  int n = 0;

  if (s->phase == SPLATOIDS_PHASE_OVER || seat != s->turn)
    return 0;

  /* The table's fields are read into locals: a store to @out may alias
   * any byte of the state, so the compiler would read them again after
   * each action listed. */
  if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
    {
      const uint8_t *sizes = s->pile_n[seat];
      int n_piles = s->n_piles, follow_rank = s->follow_rank;

      for (int p = 0; p < n_piles; p++)
        if (sizes[p] != 0 && sizes[p] % 2 == 0 /* splatoids_top_is_face_up () */
            && card_rank (s->pile[seat][p][sizes[p] - 1]) == follow_rank)
          out[n++] = splatoids_play_faceup (p);
      out[n++] = splatoids_end_turn ();
      return n;
    }

  if (s->hand_n[seat] > 0)
    {
      const uint8_t *counts = s->hand_ranks[seat];

      for (unsigned bits
           = s->hand_rank_bits[seat] & splatoids_beating_bits (splatoids_rank_to_beat (s));
           bits != 0; bits &= bits - 1)
        {
          int place = __builtin_ctz (bits);
          int r = game_ranks[place];
          int count = counts[r]; /* read once: the list's stores may alias it */

          /* Two decks hold at most 8 of a rank: RANKx1 to RANKx8 written
           * at once, of which the hand's count are kept. 13 ranks of 8 fit
           * in the list. */
          G_STATIC_ASSERT (13 * 8 + 8 < SPLAY_MAX_ACTIONS);
          if (G_LIKELY (count <= 8))
            {
              memcpy (out + n, &plays_of_8[place], sizeof plays_of_8[place]);
              n += count;
            }
          else
            for (int k = 1; k <= count && n < SPLAY_MAX_ACTIONS - 1; k++)
              out[n++] = splatoids_play_hand (r, k);
        }
    }
  else
    {
      const uint8_t *sizes = s->pile_n[seat];
      int to_beat = splatoids_rank_to_beat (s), n_piles = s->n_piles;

      /* The face-up tops that may go on the pile, then the face-down tops. */
      for (int p = 0; p < n_piles; p++)
        if (sizes[p] != 0 && sizes[p] % 2 == 0
            && rank_beats (card_rank (s->pile[seat][p][sizes[p] - 1]), to_beat))
          out[n++] = splatoids_play_faceup (p);
      for (int p = 0; p < n_piles; p++)
        if (sizes[p] % 2 == 1)
          out[n++] = splatoids_play_blind (p);
    }
  if (n == 0)
    out[n++] = splatoids_pick_up ();
  return n;
}

#define illegal(error, ...) splay_rules_fail (error, SPLAY_RULES_ERROR_ILLEGAL, __VA_ARGS__)

static gboolean
check_pile_index (const SplatoidsState *s, int seat, int pile, GError **error)
{
  if (pile < 0 || pile >= s->n_piles)
    return illegal (error, _("There is no table pile %d: you have piles 1 to %d."), pile + 1,
                    s->n_piles);
  if (s->pile_n[seat][pile] == 0)
    return illegal (error, _("Table pile %d is empty."), pile + 1);
  return TRUE;
}

static gboolean
resign (SplatoidsState *s, int seat, GError **error)
{
  if (s->phase == SPLATOIDS_PHASE_OVER)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER, _("The game is over."));
      return FALSE;
    }
  if (!splatoids_seat_in_play (s, seat))
    return illegal (error, _("Seat %d is no longer in the game."), seat);

  /* The seat's cards leave the game. */
  for (int i = 0; i < s->hand_n[seat]; i++)
    {
      set_public (s, s->hand[seat][i], FALSE);
      s->hands_hash -= hand_key (seat, s->hand[seat][i]);
      s->burned[s->burned_n++] = s->hand[seat][i];
      s->hand[seat][i] = SPLAY_CARD_NONE;
    }
  s->hand_n[seat] = 0;
  memset (s->hand_ranks[seat], 0, sizeof s->hand_ranks[seat]);
  s->hand_rank_bits[seat] = 0;
  for (int p = 0; p < s->n_piles; p++)
    while (s->pile_n[seat][p] > 0)
      s->burned[s->burned_n++] = pop_pile (s, seat, p);
  s->resigned |= (uint8_t) (1u << seat);
  reset_history (s);

  if (!matchplay (s))
    {
      /* A single game ends; a lone opponent wins it. */
      if (seats_in_play (s) == 1)
        for (int i = 0; i < s->n_seats && i < SPLATOIDS_MAX_SEATS; i++)
          if (splatoids_seat_in_play (s, i))
            s->points[i] = 1;
      finish (s);
      return TRUE;
    }
  if (seats_in_play (s) <= 1)
    {
      finish (s);
      return TRUE;
    }
  if (s->turn == seat)
    pass_turn (s);
  return TRUE;
}

/* The changes of each action, once apply_checked () or splatoids_apply ()
 * has found it legal. */

/* The last @count cards of @rank in the hand's order go onto the pile, the
 * last first, each taken card's place filled by the hand's last card
 * (which is left SPLAY_CARD_NONE); the hashes, the rank's count and bit
 * and discard_push ()'s chain kept as hand_add () and discard_push () keep
 * them, the sums in registers. */
static inline gboolean
play_hand (SplatoidsState *s, int seat, int rank, int count)
{
  SplayCard *hand = s->hand[seat];
  const uint64_t *keys = hand_keys[seat];
  int n = s->hand_n[seat], d = s->discard_n, left = count;
  uint64_t taken = 0, added = 0;

  for (int i = n - 1; i >= 0; i--)
    if (card_rank (hand[i]) == rank)
      {
        SplayCard c = hand[i];

        n--;
        hand[i] = hand[n];
        hand[n] = SPLAY_CARD_NONE;
        taken += keys[c];
        set_public (s, c, FALSE);
        added += discard_key (d, c);
        s->discard[d++] = c;
        if (--left == 0)
          break;
      }
  s->hand_n[seat] = (uint8_t) n;
  s->hands_hash -= taken;
  s->discard_n = (uint8_t) d;
  s->discard_hash += added;
  s->hand_ranks[seat][rank] = (uint8_t) (s->hand_ranks[seat][rank] - (count - left));
  if (s->hand_ranks[seat][rank] == 0)
    s->hand_rank_bits[seat] &= (uint16_t) ~splatoids_rank_bit[rank];
  return after_play (s, seat, rank);
}

static inline gboolean
play_faceup (SplatoidsState *s, int seat, int pile, int rank)
{
  discard_push (s, pop_pile (s, seat, pile));
  reset_history (s);
  return after_play (s, seat, rank);
}

static G_GNUC_NO_INLINE gboolean
pick_up_and_pass (SplatoidsState *s, int seat)
{
  pick_up_discard (s, seat);
  return pass_turn (s);
}

static inline gboolean
play_blind (SplatoidsState *s, int seat, int pile)
{
  SplayCard c = pop_pile (s, seat, pile);
  gboolean ok = splatoids_rank_is_legal (s, card_rank (c));

  discard_push (s, c);
  reset_history (s);
  if (ok)
    return after_play (s, seat, card_rank (c));
  return pick_up_and_pass (s, seat);
}

static gboolean apply_checked (SplatoidsState *s, int seat, SplayAction action, GError **error);

/* PICK_UP in the play phase: allowed when nothing else is. */
static G_GNUC_NO_INLINE gboolean
pick_up_if_stuck (SplatoidsState *s, int seat, SplayAction action, GError **error)
{
  if (has_play (s, seat))
    return apply_checked (s, seat, action, error);
  return pick_up_and_pass (s, seat);
}

/* For a PLAY_HAND of chosen copies (@copies, @count bits): moves those
 * cards after the other cards of @rank in the hand's order, keeping the
 * order within each, so that play_hand () takes them. The hand is a set:
 * its order changes nothing else (the hashes are sums). FALSE, changing
 * nothing, if the hand does not hold them. */
static gboolean
take_copies_last (SplatoidsState *s, int seat, int rank, int count, unsigned copies, GError **error)
{
  SplayCard *hand = s->hand[seat];
  int at[SPLATOIDS_MAX_CARDS], n = 0, kept = 0;
  SplayCard chosen[8], others[SPLATOIDS_MAX_CARDS];
  int n_chosen = 0, n_others = 0;
  unsigned held = 0;

  if (__builtin_popcount (copies) != count)
    return illegal (error, _("That play names %d cards but counts %d."),
                    __builtin_popcount (copies), count);
  for (int i = 0; i < s->hand_n[seat]; i++)
    if (card_rank (hand[i]) == rank)
      {
        unsigned bit = splatoids_copy_bit (hand[i]);

        at[n++] = i;
        if (copies & bit & ~held)
          chosen[n_chosen++] = hand[i];
        else
          others[n_others++] = hand[i];
        held |= bit;
      }
  if ((copies & ~held) != 0)
    {
      /* The lowest copy named that the hand has not. */
      int b = __builtin_ctz (copies & ~held);
      g_autofree char *name = splay_card_short (splay_card_make (b / 4, (SplaySuit) (b % 4), rank));

      return illegal (error, _("You do not have %s in your hand."), name);
    }
  for (int i = 0; i < n_others; i++)
    hand[at[kept++]] = others[i];
  for (int i = 0; i < n_chosen; i++)
    hand[at[kept++]] = chosen[i];
  return TRUE;
}

/* splatoids_apply () with every check and its message. */
static G_GNUC_NO_INLINE gboolean
apply_checked (SplatoidsState *s, int seat, SplayAction action, GError **error)
{
  int kind = SPLATOIDS_ACTION_KIND (action);
  gboolean follow;

  if (action == SPLAY_ACTION_RESIGN)
    return resign (s, seat, error);
  if (s->phase == SPLATOIDS_PHASE_OVER)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER, _("The game is over."));
      return FALSE;
    }
  if (seat != s->turn)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN,
                   _("It is not seat %d’s turn: seat %d is to play."), seat, s->turn);
      return FALSE;
    }
  follow = s->phase == SPLATOIDS_PHASE_FOLLOW_ON;

  switch (kind)
    {
    case SPLATOIDS_PLAY_HAND:
      {
        int rank = SPLATOIDS_ACTION_A (action);
        int count = SPLATOIDS_ACTION_B (action);
        int have, to_beat;

        if (follow)
          return illegal (
              error, _("You may only add face-up %s cards from your table now, or end your turn."),
              splay_rank_symbol (s->follow_rank));
        if (rank < 1 || rank > 13 || count < 1)
          return illegal (error, _("That is not a card rank and count."));
        have = hand_count (s, seat, rank);
        if (have == 0)
          return illegal (error, _("You have no %s in your hand."), splay_rank_symbol (rank));
        if (have < count)
          return illegal (error,
                          ngettext ("You have only %d %s in your hand.",
                                    "You have only %d %s cards in your hand.", have),
                          have, splay_rank_symbol (rank));
        to_beat = splatoids_rank_to_beat (s);
        if (!rank_beats (rank, to_beat))
          return illegal (error,
                          _("A %s does not beat the %s on the pile: play a card that equals or "
                             "beats it, a 2 or a 10."),
                          splay_rank_symbol (rank), splay_rank_symbol (to_beat));

        if (SPLATOIDS_ACTION_COPIES (action) != 0
            && !take_copies_last (s, seat, rank, count, SPLATOIDS_ACTION_COPIES (action), error))
          return FALSE;
        play_hand (s, seat, rank, count);
        return TRUE;
      }

    case SPLATOIDS_PLAY_FACEUP:
      {
        int pile = SPLATOIDS_ACTION_B (action);
        int rank;

        if (!follow && s->hand_n[seat] > 0)
          return illegal (error, _("You still have cards in your hand: table cards can be played "
                                    "only once your hand is empty."));
        if (!check_pile_index (s, seat, pile, error))
          return FALSE;
        if (!splatoids_top_is_face_up (s, seat, pile))
          return illegal (error, _("The top card of table pile %d lies face down: play it blind."),
                          pile + 1);
        rank = card_rank (pile_top (s, seat, pile));
        if (follow && rank != s->follow_rank)
          return illegal (
              error, _("You may only add face-up %s cards from your table now, or end your turn."),
              splay_rank_symbol (s->follow_rank));
        if (!follow && !splatoids_rank_is_legal (s, rank))
          return illegal (error,
                          _("A %s does not beat the %s on the pile: play a card that equals or "
                             "beats it, a 2 or a 10."),
                          splay_rank_symbol (rank), splay_rank_symbol (splatoids_rank_to_beat (s)));
        play_faceup (s, seat, pile, rank);
        return TRUE;
      }

    case SPLATOIDS_PLAY_BLIND:
      {
        int pile = SPLATOIDS_ACTION_B (action);

        if (follow)
          return illegal (
              error, _("You may only add face-up %s cards from your table now, or end your turn."),
              splay_rank_symbol (s->follow_rank));
        if (s->hand_n[seat] > 0)
          return illegal (error, _("You still have cards in your hand: table cards can be played "
                                    "only once your hand is empty."));
        if (!check_pile_index (s, seat, pile, error))
          return FALSE;
        if (splatoids_top_is_face_up (s, seat, pile))
          return illegal (error, _("The top card of table pile %d is face up: play it face up."),
                          pile + 1);
        play_blind (s, seat, pile);
        return TRUE;
      }

    case SPLATOIDS_PICK_UP:
      if (follow)
        return illegal (
            error, _("You may only add face-up %s cards from your table now, or end your turn."),
            splay_rank_symbol (s->follow_rank));
      if (has_play (s, seat))
        return illegal (error, _("You have a card you can play, so you must play: you may pick up "
                                  "only when nothing is legal."));
      pick_up_and_pass (s, seat);
      return TRUE;

    case SPLATOIDS_END_TURN:
      if (!follow)
        return illegal (
            error,
            _("You can end your turn only while adding cards of the same rank from your table."));
      pass_turn (s);
      return TRUE;

    default: return illegal (error, _("Action %08x is not a Splatoids action."), action);
    }
}

/* The checks of apply_checked () without their messages, and the changes:
 * anything they refuse (or an action they do not know) goes to
 * apply_checked (), which says why, so that the common path needs no
 * frame for the messages' calls. */
static gboolean
splatoids_apply (void *state, int seat, SplayAction action, GError **error)
{
  SplatoidsState *s = state;
  gboolean follow;

  if (G_UNLIKELY (seat != s->turn || s->phase == SPLATOIDS_PHASE_OVER))
    goto checked;
  follow = s->phase == SPLATOIDS_PHASE_FOLLOW_ON;
  switch (SPLATOIDS_ACTION_KIND (action))
    {
    case SPLATOIDS_PLAY_HAND:
      {
        /* The rank with the chosen copies above it: any copies make it
         * more than 13, and apply_checked () plays them. */
        int rank = (int) ((action >> 8) & 0xffff);
        int count = SPLATOIDS_ACTION_B (action);

        if (follow || rank < 1 || rank > 13 || count < 1 || hand_count (s, seat, rank) < count
            || !rank_beats (rank, splatoids_rank_to_beat (s)))
          goto checked;
        return play_hand (s, seat, rank, count);
      }

    case SPLATOIDS_PLAY_FACEUP:
      {
        int pile = SPLATOIDS_ACTION_B (action);
        int rank;

        if ((!follow && s->hand_n[seat] > 0) || pile >= s->n_piles
            || !splatoids_top_is_face_up (s, seat, pile))
          goto checked;
        rank = card_rank (pile_top (s, seat, pile));
        if (follow ? rank != s->follow_rank : !splatoids_rank_is_legal (s, rank))
          goto checked;
        return play_faceup (s, seat, pile, rank);
      }

    case SPLATOIDS_PLAY_BLIND:
      {
        int pile = SPLATOIDS_ACTION_B (action);

        if (follow || s->hand_n[seat] > 0 || pile >= s->n_piles || s->pile_n[seat][pile] == 0
            || splatoids_top_is_face_up (s, seat, pile))
          goto checked;
        return play_blind (s, seat, pile);
      }

    case SPLATOIDS_PICK_UP:
      if (follow)
        goto checked;
      return pick_up_if_stuck (s, seat, action, error);

    case SPLATOIDS_END_TURN:
      if (!follow)
        goto checked;
      return pass_turn (s);

    default: break;
    }
checked:
  return apply_checked (s, seat, action, error);
}

static gboolean
splatoids_is_over (const void *state)
{
  const SplatoidsState *s = state;
  return s->phase == SPLATOIDS_PHASE_OVER;
}

static void
splatoids_result (const void *state, SplayResult *r)
{
  const SplatoidsState *s = state;
  int next, n_in = 0;

  memset (r, 0, sizeof *r);
  r->n_seats = s->n_seats;
  r->drawn = s->drawn != 0;
  for (int i = 0; i < s->out_n; i++)
    r->place[s->out_order[i]] = i + 1;
  next = s->out_n + 1;
  for (int i = 0; i < s->n_seats; i++)
    if (splatoids_seat_in_play (s, i))
      {
        r->place[i] = next;
        n_in++;
      }
  if (n_in > 0)
    next++;
  for (int i = 0; i < s->n_seats; i++)
    {
      if ((s->resigned >> i) & 1)
        r->place[i] = next;
      r->points[i] = s->points[i];
    }
}

static void
splatoids_view (const void *state, int seat, void *out)
{
  SplatoidsState *v = out;

  memcpy (v, state, splatoids_state_extent (state));
  for (int i = 0; i < v->n_seats; i++)
    {
      if (i != seat)
        for (int k = 0; k < v->hand_n[i]; k++)
          if (!public_bit (v, v->hand[i][k]))
            v->hand[i][k] = SPLAY_CARD_UNKNOWN;
      for (int p = 0; p < v->n_piles; p++)
        for (int l = 0; l < v->pile_n[i][p]; l += 2)
          v->pile[i][p][l] = SPLAY_CARD_UNKNOWN;
    }
  /* The hashes would tell the hidden cards apart: made from what is seen. */
  update_card_hashes (v);
}

/* Sets of card ids, a bit each; deck_cards[n]: the 52 cards of n decks
 * (the jokers' ids left out). */
#define CARD_WORDS ((SPLAY_MAX_CARDS + 63) / 64)

static uint64_t deck_cards[SPLAY_MAX_DECKS + 1][CARD_WORDS];

__attribute__ ((constructor)) static void
make_deck_cards (void)
{
  for (int n = 1; n <= SPLAY_MAX_DECKS; n++)
    for (int d = 0; d < n; d++)
      for (int k = 0; k < 52; k++)
        {
          int c = d * SPLAY_CARDS_PER_DECK + k;
          deck_cards[n][c >> 6] |= (uint64_t) 1 << (c & 63);
        }
}

static inline void
card_set_add (uint64_t *set, SplayCard c)
{
  set[c >> 6] |= (uint64_t) 1 << (c & 63);
}

/* The bytes of a state that every card and count lies in: from n_seats
 * (with n_decks and n_piles) to public_in_hand, with the hands, the table
 * piles, the discard pile and the burned cards between. */
#define DEALT_FROM offsetof (SplatoidsState, n_seats)
#define DEALT_TO (offsetof (SplatoidsState, public_in_hand) + sizeof (uint64_t[2]))

/* A search determinizes the same root position for the same seat at every
 * iteration, and which places and cards are hidden depends on nothing
 * else: each thread keeps those of the last position it determinized, so
 * that the same position only shuffles them (finding them was half the
 * cost of a determinization). */
typedef struct
{
  gboolean kept;
  int seat;
  uint8_t bytes[DEALT_TO - DEALT_FROM];
  int n;                             /* hidden cards, as many as places */
  uint16_t place[SPLAY_MAX_CARDS];   /* byte offsets in the state */
  SplayCard hidden[SPLAY_MAX_CARDS]; /* in id order */
} Dealt;

static __thread Dealt dealt;

/* Deals what @seat cannot see anew: the cards it has not seen, in id
 * order, are shuffled into the places it cannot see (hands, then
 * face-down table cards, seat by seat). */
static void
splatoids_determinize (void *state, int seat, SplayRng *rng)
{
  SplatoidsState *s = state;
  Dealt *k = &dealt;
  SplayCard cards[SPLAY_MAX_CARDS];

  if (!k->kept || k->seat != seat
      || memcmp (k->bytes, (const uint8_t *) s + DEALT_FROM, sizeof k->bytes) != 0)
    {
      uint64_t seen[CARD_WORDS] = { 0 };
      int n_places = 0, n_hidden = 0;

      k->kept = FALSE;
      for (int i = 0; i < s->n_seats; i++)
        {
          for (int h = 0; h < s->hand_n[i]; h++)
            {
              SplayCard c = s->hand[i][h];
              if (splay_card_is_real (c) && (i == seat || public_bit (s, c)))
                card_set_add (seen, c);
              else if (n_places < SPLAY_MAX_CARDS)
                k->place[n_places++] = (uint16_t) (&s->hand[i][h] - (SplayCard *) s);
            }
          for (int p = 0; p < s->n_piles; p++)
            for (int l = 0; l < s->pile_n[i][p]; l++)
              {
                SplayCard c = s->pile[i][p][l];
                if (l % 2 == 1 && splay_card_is_real (c))
                  card_set_add (seen, c);
                else if (n_places < SPLAY_MAX_CARDS)
                  k->place[n_places++] = (uint16_t) (&s->pile[i][p][l] - (SplayCard *) s);
              }
        }
      for (int i = 0; i < s->discard_n; i++)
        if (splay_card_is_real (s->discard[i]))
          card_set_add (seen, s->discard[i]);
      for (int i = 0; i < s->burned_n; i++)
        if (splay_card_is_real (s->burned[i]))
          card_set_add (seen, s->burned[i]);

      /* The decks' cards not seen, in id order. */
      for (int w = 0; w < CARD_WORDS; w++)
        for (uint64_t bits = deck_cards[MIN (s->n_decks, SPLAY_MAX_DECKS)][w] & ~seen[w]; bits != 0;
             bits &= bits - 1)
          k->hidden[n_hidden++] = (SplayCard) (w * 64 + __builtin_ctzll (bits));
      g_return_if_fail (n_hidden == n_places);
      k->n = n_hidden;
      k->seat = seat;
      memcpy (k->bytes, (const uint8_t *) s + DEALT_FROM, sizeof k->bytes);
      k->kept = TRUE;
    }

  memcpy (cards, k->hidden, (size_t) k->n);
  splay_rng_shuffle (rng, cards, k->n);
  for (int i = 0; i < k->n; i++)
    ((SplayCard *) s)[k->place[i]] = cards[i];
  update_card_hashes (s);
}

/* ------------------------------------------------------------------ */
/* Action notation                                                     */

static char *
splatoids_action_to_text (const void *state, int seat, SplayAction action)
{
  if (action == SPLAY_ACTION_RESIGN)
    return g_strdup ("resign");
  switch (SPLATOIDS_ACTION_KIND (action))
    {
    case SPLATOIDS_PLAY_HAND:
      if (SPLATOIDS_ACTION_COPIES (action) != 0)
        {
          unsigned copies = SPLATOIDS_ACTION_COPIES (action);
          int rank = SPLATOIDS_ACTION_A (action);
          /* The copies chosen, a later deck's with apostrophes
           * (splay_card_pool_take_text () reads them back exactly). */
          GString *str;

          if (__builtin_popcount (copies) != SPLATOIDS_ACTION_B (action) || rank < 1 || rank > 13)
            return g_strdup_printf ("?%08x", action);
          str = g_string_new ("play ");
          for (int b = 0; b < 8; b++)
            if (copies & (1u << b))
              {
                char buf[4];

                splay_card_to_text (splay_card_make (b / 4, (SplaySuit) (b % 4), rank), buf);
                if (str->len > 5)
                  g_string_append_c (str, ',');
                g_string_append (str, buf);
                for (int d = 0; d < b / 4; d++)
                  g_string_append_c (str, '\'');
              }
          return g_string_free (str, FALSE);
        }
      if (SPLATOIDS_ACTION_B (action) == 1)
        return g_strdup_printf ("play %s", splay_rank_to_text (SPLATOIDS_ACTION_A (action)));
      return g_strdup_printf ("play %sx%d", splay_rank_to_text (SPLATOIDS_ACTION_A (action)),
                              SPLATOIDS_ACTION_B (action));
    case SPLATOIDS_PLAY_FACEUP:
      return g_strdup_printf ("faceup %d", SPLATOIDS_ACTION_B (action) + 1);
    case SPLATOIDS_PLAY_BLIND: return g_strdup_printf ("blind %d", SPLATOIDS_ACTION_B (action) + 1);
    case SPLATOIDS_PICK_UP: return g_strdup ("pickup");
    case SPLATOIDS_END_TURN: return g_strdup ("end");
    default: return g_strdup_printf ("?%08x", action);
    }
}

/* "7", "T", "10", "q": a rank, advancing *p. 0 if none. */
static int
parse_rank (const char **p)
{
  int rank;

  if ((*p)[0] == '1' && (*p)[1] == '0')
    {
      *p += 2;
      return 10;
    }
  rank = splay_rank_from_char (**p);
  if (rank != 0)
    (*p)++;
  return rank;
}

/* "play Ah,Ac'": those copies (of one rank) from the hand. */
static gboolean
play_cards_from_text (const char *text, const char *cards, SplayAction *out, GError **error)
{
  SplayCardPool pool;
  SplayCard chosen[8];
  int n = 0;
  const char *p = cards;

  splay_card_pool_init (&pool, 2, FALSE);
  for (;;)
    {
      g_autoptr (GError) card_error = NULL;
      SplayCard c = splay_card_pool_take_text (&pool, &p, &card_error);

      if (c == SPLAY_CARD_NONE || n == G_N_ELEMENTS (chosen)
          || (n > 0 && splay_card_rank (c) != splay_card_rank (chosen[0]))
          || (*p != '\0' && *p != ','))
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       _("“%s”: the cards played together must be of one rank, each once, like "
                          "play 7c,7h (7c' is the second deck’s)."),
                       text);
          return FALSE;
        }
      chosen[n++] = c;
      if (*p == '\0')
        break;
      p++;
    }
  *out = splatoids_play_hand_cards (chosen, n);
  return TRUE;
}

static gboolean
splatoids_action_from_text (const void *state, int seat, const char *text, SplayAction *out,
                            GError **error)
{
  const SplatoidsState *s = state;
  g_auto (SplayNotationWords) w = { NULL };
  int n_piles = s ? s->n_piles : SPLATOIDS_MAX_PILES;
  const char *verb;
  int v;

  if (!splay_notation_words (&w, text, 2, TRUE, NULL))
    goto bad;
  verb = w.word[0];
  if (w.n == 2 && g_str_equal (verb, "pick") && g_str_equal (w.word[1], "up"))
    verb = "pickup";
  else if (w.n == 1 && g_str_equal (verb, "pick"))
    verb = "pickup";
  if ((g_str_equal (verb, "pickup") && (w.n == 1 || verb != w.word[0])))
    {
      *out = splatoids_pick_up ();
      return TRUE;
    }
  if (w.n == 1 && g_str_equal (verb, "end"))
    {
      *out = splatoids_end_turn ();
      return TRUE;
    }
  if (w.n == 1 && g_str_equal (verb, "resign"))
    {
      *out = SPLAY_ACTION_RESIGN;
      return TRUE;
    }
  if (w.n == 2 && g_str_equal (verb, "play"))
    {
      const char *p = w.word[1];
      int rank, count = 1;

      rank = parse_rank (&p);
      if (rank == 0)
        goto bad;
      if (*p != '\0' && strchr ("cdhsCDHS", *p) != NULL)
        return play_cards_from_text (text, w.word[1], out, error);
      if (*p == 'x')
        {
          if (!splay_notation_read_int ("count", p + 1, 1, SPLATOIDS_MAX_CARDS, &count, NULL))
            goto bad;
        }
      else if (*p != '\0')
        goto bad;
      *out = splatoids_play_hand (rank, count);
      return TRUE;
    }
  if (w.n == 2 && (g_str_equal (verb, "faceup") || g_str_equal (verb, "blind")))
    {
      gboolean blind = verb[0] == 'b';

      if (!splay_notation_read_int ("pile", w.word[1], 1, n_piles, &v, NULL))
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       _("“%s”: the table pile must be a number from 1 to %d."), text, n_piles);
          return FALSE;
        }
      *out = blind ? splatoids_play_blind (v - 1) : splatoids_play_faceup (v - 1);
      return TRUE;
    }

bad:
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
               _("“%s” is not a Splatoids action: write play RANK or play RANKxCOUNT (play 7x2), "
                  "play CARDS (play 7c,7h), faceup PILE, blind PILE, pickup, end or resign."),
               text ? text : "");
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Position notation                                                   */

/* Writes @c so that reading the text back takes exactly this copy: a later
 * deck's copy gets apostrophes only while an earlier copy is still unused. */
static void
append_card (GString *str, const SplatoidsState *s, SplayCard c, SplayCardPool *pool)
{
  char buf[4];

  splay_card_to_text (c, buf);
  g_string_append (str, buf);
  if (!splay_card_is_real (c))
    return;
  for (int d = 0; d < splay_card_deck (c); d++)
    if (!pool->used[splay_card_make (d, splay_card_suit (c), splay_card_rank (c))])
      {
        for (int k = 0; k < splay_card_deck (c); k++)
          g_string_append_c (str, '\'');
        break;
      }
  pool->used[c] = 1;
}

static void
append_cards (GString *str, const SplatoidsState *s, const SplayCard *cards, int n, char sep,
              SplayCardPool *pool, gboolean mark_public)
{
  if (n == 0)
    {
      g_string_append_c (str, '-');
      return;
    }
  for (int i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (str, sep);
      append_card (str, s, cards[i], pool);
      if (mark_public && public_bit (s, cards[i]))
        g_string_append_c (str, '*');
    }
}

static char *
splatoids_state_to_text (const void *state)
{
  const SplatoidsState *s = state;
  GString *str = g_string_new ("splatoids");
  g_autofree char *settings = splay_settings_to_text (&splatoids_rules, &s->settings);
  SplayCardPool pool;
  gboolean any_points = FALSE;
  int default_dir = s->settings.values[SPLATOIDS_OPT_REVERSE] ? -1 : 1;

  splay_card_pool_init (&pool, s->n_decks, FALSE);
  g_string_append_printf (str, " %s | turn=%d", settings, s->turn);
  if (s->direction != default_dir)
    g_string_append_printf (str, " dir=%c", s->direction > 0 ? '+' : '-');
  if (s->phase == SPLATOIDS_PHASE_PLAY)
    g_string_append (str, " phase=play");
  else if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
    g_string_append_printf (str, " phase=follow:%s", splay_rank_to_text (s->follow_rank));
  else
    g_string_append (str, " phase=over");
  if (s->drawn)
    g_string_append (str, " drawn=1");

  g_string_append (str, " |");
  for (int i = 0; i < s->n_seats; i++)
    {
      g_string_append_printf (str, " h%d=", i);
      append_cards (str, s, s->hand[i], s->hand_n[i], ',', &pool, TRUE);
    }
  g_string_append (str, " |");
  for (int i = 0; i < s->n_seats; i++)
    {
      g_string_append_printf (str, " t%d=", i);
      for (int p = 0; p < s->n_piles; p++)
        {
          if (p > 0)
            g_string_append_c (str, '/');
          append_cards (str, s, s->pile[i][p], s->pile_n[i][p], '.', &pool, FALSE);
        }
    }
  g_string_append (str, " | d=");
  append_cards (str, s, s->discard, s->discard_n, ',', &pool, FALSE);
  g_string_append (str, " b=");
  append_cards (str, s, s->burned, s->burned_n, ',', &pool, FALSE);

  for (int i = 0; i < s->n_seats; i++)
    any_points |= s->points[i] != 0;
  if (s->out_n > 0 || s->resigned || any_points || s->rep_n > 0)
    {
      g_string_append (str, " |");
      if (s->out_n > 0)
        {
          g_string_append (str, " out=");
          for (int i = 0; i < s->out_n; i++)
            g_string_append_printf (str, i ? ",%d" : "%d", s->out_order[i]);
        }
      if (s->resigned)
        {
          gboolean first = TRUE;
          g_string_append (str, " resigned=");
          for (int i = 0; i < s->n_seats; i++)
            if ((s->resigned >> i) & 1)
              {
                g_string_append_printf (str, first ? "%d" : ",%d", i);
                first = FALSE;
              }
        }
      if (any_points)
        {
          g_string_append (str, " points=");
          for (int i = 0; i < s->n_seats; i++)
            g_string_append_printf (str, i ? ",%d" : "%d", s->points[i]);
        }
      if (s->rep_n > 0)
        {
          g_string_append (str, " rep=");
          for (int i = 0; i < s->rep_n; i++)
            g_string_append_printf (
                str, i ? ",%016" G_GINT64_MODIFIER "x" : "%016" G_GINT64_MODIFIER "x",
                (guint64) s->rep[i]);
        }
    }
  return g_string_free (str, FALSE);
}

static gboolean parse_error (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
parse_error (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  return splay_rules_fail (error, SPLAY_RULES_ERROR_PARSE,
                           _("Cannot read the Splatoids position: %s"), msg);
}

static gboolean splatoids_check (const void *state, GError **error);

static gboolean
read_fields (SplatoidsState *s, SplayNotation *nt, SplayCardPool *pool, GError **error)
{
  static const char *const phases[] = { "play", "over", NULL };
  SplayNotationCards cards = { .pool = pool, .sep = ',' };
  SplayNotationCards pile_cards = { .pool = pool, .sep = '.' };
  const char *v;
  int i;

  if ((v = splay_notation_take (nt, "turn")) != NULL)
    {
      if (!splay_notation_read_int ("turn", v, 0, s->n_seats - 1, &i, NULL))
        return parse_error (error, _("turn must be a seat from 0 to %d."), s->n_seats - 1);
      s->turn = (uint8_t) i;
    }
  if ((v = splay_notation_take (nt, "dir")) != NULL)
    {
      if (!g_str_equal (v, "+") && !g_str_equal (v, "-"))
        return parse_error (error, _("dir must be + or -."));
      s->direction = v[0] == '+' ? 1 : -1;
    }
  if ((v = splay_notation_take (nt, "phase")) != NULL)
    {
      if (g_str_has_prefix (v, "follow:"))
        {
          const char *p = v + 7;
          int rank = parse_rank (&p);
          if (rank == 0 || *p != '\0' || rank == RANK_WIPEOUT)
            return parse_error (error, _("phase=follow:RANK needs a rank other than 10."));
          s->phase = SPLATOIDS_PHASE_FOLLOW_ON;
          s->follow_rank = (uint8_t) rank;
        }
      else if (!splay_notation_read_word ("phase", v, phases, &i, NULL))
        return parse_error (error, _("phase must be play, follow:RANK or over."));
      else
        s->phase = i == 0 ? SPLATOIDS_PHASE_PLAY : SPLATOIDS_PHASE_OVER;
    }
  if ((v = splay_notation_take (nt, "drawn")) != NULL)
    {
      if (!splay_notation_read_int ("drawn", v, 0, 1, &i, NULL))
        return parse_error (error, _("drawn must be 0 or 1."));
      s->drawn = (uint8_t) i;
    }
  /* In the order the writer uses: which copy of a card of a later deck a
   * plain card name means depends on the copies read before it. */
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      char key[8];
      uint8_t marks[SPLATOIDS_MAX_CARDS];

      g_snprintf (key, sizeof key, "h%d", seat);
      if ((v = splay_notation_take (nt, key)) != NULL)
        {
          SplayNotationCards hand = { .pool = pool, .sep = ',', .marks = marks };

          if (!splay_notation_read_cards (&hand, key, v, s->hand[seat], SPLATOIDS_MAX_CARDS,
                                          &s->hand_n[seat], error))
            return FALSE;
          for (int k = 0; k < s->hand_n[seat]; k++)
            if (marks[k])
              set_public (s, s->hand[seat][k], TRUE);
        }
    }
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      char key[8];

      g_snprintf (key, sizeof key, "t%d", seat);
      if ((v = splay_notation_take (nt, key)) != NULL)
        {
          g_auto (GStrv) piles = g_strsplit (v, "/", s->n_piles + 1);
          int n_given = (int) g_strv_length (piles);

          if (n_given > s->n_piles)
            return parse_error (
                error,
                ngettext ("%s has %d piles, but with %d players each seat has %d pile.",
                          "%s has %d piles, but with %d players each seat has %d piles.",
                          s->n_piles),
                key, n_given, s->n_seats, s->n_piles);
          for (int p = 0; p < n_given; p++)
            {
              char name[24];
              g_snprintf (name, sizeof name, "%s pile %d", key, p + 1);
              if (!splay_notation_read_cards (&pile_cards, name, piles[p], s->pile[seat][p],
                                              SPLATOIDS_PILE_DEPTH, &s->pile_n[seat][p], error))
                return FALSE;
            }
        }
    }
  if ((v = splay_notation_take (nt, "d")) != NULL
      && !splay_notation_read_cards (&cards, "d", v, s->discard, SPLATOIDS_MAX_CARDS, &s->discard_n,
                                     error))
    return FALSE;
  if ((v = splay_notation_take (nt, "b")) != NULL
      && !splay_notation_read_cards (&cards, "b", v, s->burned, SPLATOIDS_MAX_CARDS, &s->burned_n,
                                     error))
    return FALSE;
  if ((v = splay_notation_take (nt, "out")) != NULL)
    {
      if (!splay_notation_read_seat_list ("out", v, s->n_seats, NULL, s->out_order, &i, error))
        return FALSE;
      s->out_n = (uint8_t) i;
    }
  if ((v = splay_notation_take (nt, "resigned")) != NULL
      && !splay_notation_read_seat_list ("resigned", v, s->n_seats, &s->resigned, NULL, &i, error))
    return FALSE;
  if ((v = splay_notation_take (nt, "points")) != NULL)
    {
      g_auto (GStrv) parts = NULL;

      if (splay_notation_split ("points", v, ',', s->n_seats, s->n_seats, &parts, NULL) < 0)
        return parse_error (error, _("points needs one number per seat."));
      for (int k = 0; k < s->n_seats; k++)
        {
          if (!splay_notation_read_int ("points", parts[k], 0, SPLATOIDS_MAX_SEATS, &i, NULL))
            return parse_error (error, _("points must be numbers from 0 to %d."),
                                SPLATOIDS_MAX_SEATS);
          s->points[k] = (uint8_t) i;
        }
    }
  if ((v = splay_notation_take (nt, "rep")) != NULL && *v != '\0' && !g_str_equal (v, "-"))
    {
      g_auto (GStrv) parts = NULL;
      int n = splay_notation_split ("rep", v, ',', 1, SPLATOIDS_REP_MAX, &parts, NULL);

      if (n < 0)
        return parse_error (error, _("rep holds at most %d positions."), SPLATOIDS_REP_MAX);
      for (int k = 0; k < n; k++)
        if (!splay_notation_read_hex64 ("rep", parts[k], &s->rep[k], NULL))
          return parse_error (error, _("rep must list hexadecimal numbers."));
      s->rep_n = (uint16_t) n;
    }
  return splay_notation_finish (nt, error);
}

static gboolean
splatoids_state_from_text (void *state, const char *text, GError **error)
{
  g_auto (SplayNotation) nt = { NULL };
  g_autoptr (GError) local = NULL;
  SplatoidsState s;
  SplaySettings settings;
  SplayCardPool pool;

  if (!splay_notation_init (&nt, &splatoids_rules, "splatoids", text, &local)
      || !splay_notation_take_settings (&nt, &settings, &local))
    return parse_error (error, "%s", local->message);
  blank_state (&s, &settings);
  splay_card_pool_init (&pool, s.n_decks, FALSE);
  if (!read_fields (&s, &nt, &pool, &local))
    return parse_error (error, "%s", local->message);

  /* Cards the text does not mention are out of the game, so a test position
   * needs to name only the cards that matter. */
  for (int d = 0; d < s.n_decks; d++)
    for (int k = 0; k < 52; k++)
      {
        SplayCard c = (SplayCard) (d * SPLAY_CARDS_PER_DECK + k);
        if (!pool.used[c])
          s.burned[s.burned_n++] = c;
      }
  splatoids_update_hashes (&s);

  if (!splatoids_check (&s, &local))
    return parse_error (error, "%s", local->message);
  memcpy (state, &s, splatoids_state_extent (&s));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Invariants                                                          */

#define invariant(error, ...) splay_rules_fail (error, SPLAY_RULES_ERROR_INVARIANT, __VA_ARGS__)

static gboolean
count_cards (const SplatoidsState *s, const SplayCard *cards, int n, guint8 *count,
             const char *where, GError **error)
{
  for (int i = 0; i < n; i++)
    {
      SplayCard c = cards[i];
      if (!splay_card_is_real (c) || splay_card_deck (c) >= s->n_decks || splay_card_is_joker (c))
        return invariant (error, _("%s holds something that is not a card of this game (%d)."),
                          where, c);
      if (count[c]++ > 0)
        {
          char buf[4];
          splay_card_to_text (c, buf);
          return invariant (error, _("The card %s (deck %d) is in two places (%s is one)."), buf,
                            splay_card_deck (c) + 1, where);
        }
    }
  return TRUE;
}

/* How the quick check counts the cards: every card of the game's decks is
 * in exactly one place when the places hold as many cards as the decks
 * (52 a deck) and every card of the decks is among them. The ids of two
 * decks without jokers are all different (0-107), so "among them" is a
 * union of bits: a set of ids 0-127 in 128 bits, one OR a card. A card
 * in two places leaves another out (the count is fixed); an id the game
 * has not (a joker, a third deck's, anything over 127, which counts as
 * 127) puts a bit in the union that the decks' set has not. */
typedef uint64_t CardSet __attribute__ ((vector_size (16)));

/* A card's bit, for every byte value: ids 0-127 their own, the rest 127. */
static CardSet card_bit[256];

__attribute__ ((constructor)) static void
make_card_bits (void)
{
  for (int c = 0; c < 256; c++)
    card_bit[c][MIN (c, 127) >> 6] = 1ull << (MIN (c, 127) & 63);
}

/* @set with @n cards' bits added: a load and an OR a card. */
static inline __attribute__ ((always_inline)) CardSet
add_to_union (CardSet set, const SplayCard *cards, int n)
{
  int i = 0;

  for (; i + 4 <= n; i += 4)
    set |= (card_bit[cards[i]] | card_bit[cards[i + 1]])
           | (card_bit[cards[i + 2]] | card_bit[cards[i + 3]]);
  switch (n - i)
    {
    case 3: set |= card_bit[cards[i + 2]]; /* fall through */
    case 2: set |= card_bit[cards[i + 1]]; /* fall through */
    case 1: set |= card_bit[cards[i]];     /* fall through */
    default: break;
    }
  return set;
}

/* Whether @set is the cards of @n_decks decks (deck_cards[]), whose ids
 * all lie in its 128 bits. */
G_STATIC_ASSERT (2 * SPLAY_CARDS_PER_DECK <= 128);
static inline gboolean
is_decks (CardSet set, int n_decks)
{
  return ((set[0] ^ deck_cards[n_decks][0]) | (set[1] ^ deck_cards[n_decks][1])) == 0;
}

/* Whether @n bytes (at least 16) at @a and @b are the same: 16 at a time,
 * the last 16 overlapping the others, without a call. */
static inline gboolean
same_bytes (const uint8_t *a, const uint8_t *b, size_t n)
{
#ifdef __SSE2__
  __m128i eq = _mm_cmpeq_epi8 (_mm_loadu_si128 ((const __m128i *) (a + n - 16)),
                               _mm_loadu_si128 ((const __m128i *) (b + n - 16)));

  for (size_t i = 0; i + 16 < n; i += 16)
    eq = _mm_and_si128 (eq, _mm_cmpeq_epi8 (_mm_loadu_si128 ((const __m128i *) (a + i)),
                                            _mm_loadu_si128 ((const __m128i *) (b + i))));
  return _mm_movemask_epi8 (eq) == 0xffff;
#else
  return memcmp (a, b, n) == 0;
#endif
}

/* Whether the first @n bytes of @a and @b (arrays of
 * SPLATOIDS_MAX_CARDS cards, each followed by at least 8 more bytes of its
 * struct, which are read but not compared) are the same. */
static inline gboolean
same_prefix (const SplayCard *a, const SplayCard *b, int n)
{
#ifdef __SSE2__
  for (int i = 0; i < n; i += 16)
    {
      unsigned eq = (unsigned) _mm_movemask_epi8 (
          _mm_cmpeq_epi8 (_mm_loadu_si128 ((const __m128i *) (a + i)),
                          _mm_loadu_si128 ((const __m128i *) (b + i))));
      if (n - i < 16)
        eq |= 0xffffu << (n - i);
      if ((eq & 0xffffu) != 0xffffu)
        return FALSE;
    }
  return TRUE;
#else
  return memcmp (a, b, (size_t) n) == 0;
#endif
}

/* The cards that move least, the table piles and the burned ones, are
 * read again only when their bytes changed: each thread keeps the last
 * ones it read, with their unions and counts, a seat's table at a time.
 * Those are functions of the bytes (and, for the table, of the number of
 * seats), so reusing them changes no answer; most actions leave the table
 * and the burned cards alone, and comparing them costs a few instructions
 * where reading them cost one OR a card. */
typedef struct
{
  uint8_t n_seats; /* the table's; 0: nothing kept */
  uint8_t table_n; /* the table's cards, all seats */
  uint8_t on_table[SPLATOIDS_MAX_SEATS];
  CardSet table;
  CardSet seat_table[SPLATOIDS_MAX_SEATS];
  CardSet burned_set;
  /* As in SplatoidsState, one after the other. */
  uint8_t pile_n[SPLATOIDS_MAX_SEATS][SPLATOIDS_MAX_PILES];
  SplayCard pile[SPLATOIDS_MAX_SEATS][SPLATOIDS_MAX_PILES][SPLATOIDS_PILE_DEPTH];
  uint8_t burned_n;
  SplayCard burned[SPLATOIDS_MAX_CARDS];
  uint8_t read_past_burned[8]; /* same_prefix () reads up to 8 bytes more */
} SlowCards;

static __thread SlowCards slow_cards;

#define TABLE_BYTES (sizeof slow_cards.pile_n + sizeof slow_cards.pile)
#define BURNED_BYTES (1 + SPLATOIDS_MAX_CARDS)
G_STATIC_ASSERT (offsetof (SplatoidsState, pile) - offsetof (SplatoidsState, pile_n)
                 == sizeof slow_cards.pile_n);
G_STATIC_ASSERT (offsetof (SlowCards, pile) - offsetof (SlowCards, pile_n)
                 == sizeof slow_cards.pile_n);
G_STATIC_ASSERT (offsetof (SplatoidsState, burned) == offsetof (SplatoidsState, burned_n) + 1);
G_STATIC_ASSERT (offsetof (SlowCards, burned) == offsetof (SlowCards, burned_n) + 1);
/* same_prefix () reads up to 8 bytes past the state's burned cards. */
G_STATIC_ASSERT (sizeof (SplatoidsState)
                 >= offsetof (SplatoidsState, burned) + SPLATOIDS_MAX_CARDS + 8);

/* The union of a table pile's @n cards (at most SPLATOIDS_PILE_DEPTH):
 * one jump and one OR a card (add_to_union ()'s loop here cost simulate
 * 1.3 % more instructions). */
static inline CardSet
pile_union (const SplayCard *cards, int n)
{
  CardSet set = { 0, 0 };

  switch (n)
    {
    case 6: set |= card_bit[cards[5]]; /* fall through */
    case 5: set |= card_bit[cards[4]]; /* fall through */
    case 4: set |= card_bit[cards[3]]; /* fall through */
    case 3: set |= card_bit[cards[2]]; /* fall through */
    case 2: set |= card_bit[cards[1]]; /* fall through */
    case 1: set |= card_bit[cards[0]]; /* fall through */
    default: break;
    }
  return set;
}

/* Reads again the table of each seat of @s whose piles are not those kept
 * in @k (usually one: a card played from the table): its pile sizes (each
 * at most SPLATOIDS_PILE_DEPTH, none on a pile the layout has not), cards
 * and count. FALSE, keeping nothing, when a size is wrong. (noclone: a
 * copy made for &slow_cards would reach it through the thread pointer at
 * every access.) */
static __attribute__ ((noinline, noclone)) gboolean
keep_table (SlowCards *restrict k, const SplatoidsState *restrict s, int n_piles)
{
  const uint64_t layout_sizes = n_piles == 5 ? 0xffffffffffull : 0xffffffffull;
  gboolean all = k->n_seats != s->n_seats;
  CardSet table = { 0, 0 };
  uint32_t on_table;

  G_STATIC_ASSERT (SPLATOIDS_MAX_PILES == 5 && SPLATOIDS_PILE_DEPTH == 6);
  if (all)
    memset (k->on_table, 0, sizeof k->on_table);
  for (int i = 0; i < s->n_seats; i++)
    {
      uint64_t sizes = 0, kept = 0;
      CardSet seat = { 0, 0 };

      memcpy (&sizes, s->pile_n[i], SPLATOIDS_MAX_PILES);
      memcpy (&kept, k->pile_n[i], SPLATOIDS_MAX_PILES);
      if (!all && sizes == kept
          && same_bytes (&k->pile[i][0][0], &s->pile[i][0][0], sizeof s->pile[i]))
        continue;
      /* The sizes as one word, a byte a pile: each at most 6 (a byte over
       * 6 gains its top bit from adding 0x79), none on a pile the layout
       * has not; their sum is the top byte of the word times 0x0101010101. */
      if ((sizes & ~layout_sizes) | (sizes & 0x8080808080ull)
          | (((sizes & 0x7f7f7f7f7full) + 0x7979797979ull) & 0x8080808080ull))
        {
          k->n_seats = 0;
          return FALSE;
        }
      for (int p = 0; p < n_piles; p++)
        seat |= pile_union (s->pile[i][p], s->pile_n[i][p]);
      k->on_table[i] = (uint8_t) ((sizes * 0x0101010101ull) >> 32);
      k->seat_table[i] = seat;
    }
  for (int i = 0; i < s->n_seats; i++)
    table |= k->seat_table[i];
  /* Each seat's count is at most 30: their sum fits the top byte. */
  memcpy (&on_table, k->on_table, sizeof on_table);
  k->table_n = (uint8_t) ((on_table * 0x01010101u) >> 24);
  k->table = table;
  memcpy (&k->pile_n[0][0], &s->pile_n[0][0], TABLE_BYTES);
  k->n_seats = s->n_seats;
  return TRUE;
}

/* Reads @s's burned cards into @k: only those burned since, when the
 * ones read before are still the first. */
static G_GNUC_NO_INLINE void
keep_burned (SlowCards *k, const SplatoidsState *s)
{
  int from = 0;

  if (k->burned_n <= s->burned_n && same_prefix (k->burned, s->burned, k->burned_n))
    from = k->burned_n;
  else
    k->burned_set = (CardSet){ 0, 0 };
  k->burned_set = add_to_union (k->burned_set, s->burned + from, s->burned_n - from);
  memcpy (&k->burned_n, &s->burned_n, BURNED_BYTES);
}

/* The quick check's verdict alone: splatoids_check_quick () passes it
 * as the error, and a failure then reports nothing. */
static GError *quick_verdict;

/* A failed quick check: the report finds the invariant that fails and
 * says which. */
static G_GNUC_NO_INLINE gboolean
check_failed (const SplatoidsState *s, GError **error)
{
  if (error == &quick_verdict || !splatoids_check_report (s, error))
    return FALSE;
  /* A position the quick half refuses and the report passes is a bug in
   * one of them. */
  g_warn_if_reached ();
  return TRUE;
}

/* The header's first three bytes (n_seats, n_decks, n_piles) for each
 * number of seats, by its two low bits: 2, 3 and 4 seats as layout ()
 * has them; 1 (5 seats, ...) matches no first byte. Made at start-up. */
static uint32_t seats_layout[4];

__attribute__ ((constructor)) static void
make_seats_layout (void)
{
  for (int i = 0; i < 4; i++)
    {
      int n_seats = i == 0 ? 4 : i, n_decks, n_piles;

      layout (n_seats, &n_decks, &n_piles);
      seats_layout[i]
          = n_seats < 2 ? 0xffffffffu : (uint32_t) (n_seats | n_decks << 8 | n_piles << 16);
    }
}

/* The header's bytes, n_seats to drawn, in the order they are read as one
 * word. */
G_STATIC_ASSERT (offsetof (SplatoidsState, n_decks) == offsetof (SplatoidsState, n_seats) + 1);
G_STATIC_ASSERT (offsetof (SplatoidsState, n_piles) == offsetof (SplatoidsState, n_seats) + 2);
G_STATIC_ASSERT (offsetof (SplatoidsState, turn) == offsetof (SplatoidsState, n_seats) + 3);
G_STATIC_ASSERT (offsetof (SplatoidsState, direction) == offsetof (SplatoidsState, n_seats) + 4);
G_STATIC_ASSERT (offsetof (SplatoidsState, phase) == offsetof (SplatoidsState, n_seats) + 5);
G_STATIC_ASSERT (offsetof (SplatoidsState, drawn) == offsetof (SplatoidsState, n_seats) + 7);
G_STATIC_ASSERT (SPLATOIDS_PHASE_OVER == 2 && G_BYTE_ORDER == G_LITTLE_ENDIAN);

/* The rules' check: every invariant of splatoids_check_report (), computed
 * without formatting anything. The simulator checks after every action,
 * so this costs about what an action does; only a failure pays for the
 * message, which check_failed () has the report find (a tail call, so
 * that the usual path needs no frame for it). */
static gboolean
splatoids_check (const void *state, GError **error)
{
  const SplatoidsState *s = state;
  SlowCards *k = &slow_cards;
  int n_decks, n_piles, in_play;
  guint8 gone = s->resigned;
  uint32_t hands = 0, points = 0, unused, held, table, cards;
  uint64_t head;
  unsigned turn, direction, phase;
  CardSet in_hands = { 0, 0 }, public_cards;

  /* The seats (2 to 4, as the settings say), their decks and piles, whose
   * turn it is (a seat), the direction (+1 or -1), the phase, and a
   * stalemate only once the game is over. */
  memcpy (&head, &s->n_seats, sizeof head);
  turn = (head >> 24) & 0xff;
  direction = (unsigned) ((head >> 32) + 1) & 0xff;
  phase = (head >> 40) & 0xff;
  if (((uint32_t) head & 0xffffff) != seats_layout[head & 3]
      || (unsigned) s->settings.n_seats != (head & 0xff) || turn >= (head & 0xff)
      || (direction & ~2u) != 0 || phase > SPLATOIDS_PHASE_OVER
      || ((head >> 56) != 0 && phase != SPLATOIDS_PHASE_OVER))
    return check_failed (s, error);
  n_decks = s->n_decks;
  n_piles = s->n_piles;
  if (s->resigned >> s->n_seats || s->rep_n > SPLATOIDS_REP_MAX)
    return check_failed (s, error);

  /* The seats past the last hold no cards and no points: their bytes of
   * hand_n and points, as one word each. */
  G_STATIC_ASSERT (SPLATOIDS_MAX_SEATS == 4);
  memcpy (&hands, s->hand_n, sizeof hands);
  memcpy (&points, s->points, sizeof points);
  unused = s->n_seats == 4 ? 0 : 0xffffffffu << (8 * s->n_seats);
  if ((hands | points) & unused)
    return check_failed (s, error);
  /* No list holds more than all the cards (the report would find two
   * alike in it), so the copy kept of the burned cards fits. */
  if (s->burned_n > SPLATOIDS_MAX_CARDS)
    return check_failed (s, error);
  /* Seats out of the game: resigned, or gone out (each once, in order). */
  for (int i = 0; i < s->out_n; i++)
    {
      int seat = s->out_order[i];
      if (seat >= s->n_seats || (gone >> seat) & 1)
        return check_failed (s, error);
      gone |= (guint8) (1u << seat);
    }

  /* The table and the burned cards, read again only when they changed. */
  if (G_UNLIKELY (k->n_seats != s->n_seats
                  || !same_bytes (&k->pile_n[0][0], &s->pile_n[0][0], TABLE_BYTES))
      && !keep_table (k, s, n_piles))
    return check_failed (s, error);
  if (G_UNLIKELY (!same_bytes (&k->burned_n, &s->burned_n, BURNED_BYTES)))
    keep_burned (k, s);

  /* A seat plays on exactly when it holds cards: a bit a seat, from a
   * byte a seat (its hand's and its table's sizes, nonzero or not). */
  memcpy (&table, k->on_table, sizeof table);
  held = hands | table;
  held = ((held | ((held & 0x7f7f7f7fu) + 0x7f7f7f7fu)) & 0x80808080u) >> 7;
  held = ((held * 0x01020408u) >> 24) & ((1u << s->n_seats) - 1);
  if (held != (~(unsigned) gone & ((1u << s->n_seats) - 1)))
    return check_failed (s, error);
  in_play = held & (held - 1) ? 2 : held != 0; /* only "fewer than 2" counts */

  /* Every card in exactly one place (see CardSet). Only hand cards can
   * be marked as seen by all. */
  for (int i = 0; i < s->n_seats; i++)
    in_hands = add_to_union (in_hands, s->hand[i], s->hand_n[i]);
  memcpy (&public_cards, s->public_in_hand, sizeof public_cards);
  public_cards &= ~in_hands;
  if ((public_cards[0] | public_cards[1]) != 0)
    return check_failed (s, error);
  cards = (hands & 0x00ff00ffu) + ((hands >> 8) & 0x00ff00ffu);
  cards = (cards & 0xffffu) + (cards >> 16) + s->discard_n + k->table_n + s->burned_n;
  if (cards != 52u * (unsigned) n_decks
      || !is_decks (add_to_union (in_hands | k->table | k->burned_set, s->discard, s->discard_n),
                    n_decks))
    return check_failed (s, error);
  /* A burn happens at once. */
  if (s->discard_n > 0 && (splatoids_rank_to_beat (s) == RANK_WIPEOUT || top_run_burns (s)))
    return check_failed (s, error);
  if (s->phase != SPLATOIDS_PHASE_OVER
      && ((gone >> s->turn) & 1 || in_play < 2
          || (!matchplay (s) && (s->out_n > 0 || s->resigned))))
    return check_failed (s, error);
  if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON
          ? !(s->follow_rank >= 1 && s->follow_rank <= 13 && s->follow_rank != RANK_WIPEOUT
              && s->hand_n[s->turn] == 0 && splatoids_rank_to_beat (s) == s->follow_rank)
          : s->follow_rank != 0)
    return check_failed (s, error);
  return TRUE;
}

gboolean
splatoids_check_quick (const SplatoidsState *s)
{
  return splatoids_check (s, &quick_verdict);
}

/* The same invariants, one by one, each with its message. */
gboolean
splatoids_check_report (const SplatoidsState *s, GError **error)
{
  guint8 count[SPLAY_MAX_CARDS] = { 0 };
  int n_decks, n_piles, in_play;
  guint8 out_seen = 0;

  if (s->n_seats < 2 || s->n_seats > SPLATOIDS_MAX_SEATS || s->settings.n_seats != s->n_seats)
    return invariant (error, _("The number of seats (%d) is wrong."), s->n_seats);
  layout (s->n_seats, &n_decks, &n_piles);
  if (s->n_decks != n_decks || s->n_piles != n_piles)
    return invariant (error, _("%d players play with %d deck(s) and %d piles each."), s->n_seats,
                      n_decks, n_piles);
  if (s->turn >= s->n_seats || (s->direction != 1 && s->direction != -1)
      || s->phase > SPLATOIDS_PHASE_OVER)
    return invariant (error, _("The turn, direction or phase is out of range."));

  for (int i = 0; i < s->n_seats; i++)
    {
      char where[32];
      g_snprintf (where, sizeof where, "h%d", i);
      if (!count_cards (s, s->hand[i], s->hand_n[i], count, where, error))
        return FALSE;
      for (int p = 0; p < s->n_piles; p++)
        {
          if (s->pile_n[i][p] > SPLATOIDS_PILE_DEPTH)
            return invariant (error, _("A table pile holds more than %d cards."),
                              SPLATOIDS_PILE_DEPTH);
          g_snprintf (where, sizeof where, "t%d pile %d", i, p + 1);
          if (!count_cards (s, s->pile[i][p], s->pile_n[i][p], count, where, error))
            return FALSE;
        }
      for (int p = s->n_piles; p < SPLATOIDS_MAX_PILES; p++)
        if (s->pile_n[i][p] != 0)
          return invariant (error, _("Seat %d has cards on a pile that does not exist."), i);
    }
  for (int i = s->n_seats; i < SPLATOIDS_MAX_SEATS; i++)
    if (s->hand_n[i] != 0 || s->points[i] != 0)
      return invariant (error, _("A seat that is not in the game holds cards or points."));
  if (!count_cards (s, s->discard, s->discard_n, count, "d", error)
      || !count_cards (s, s->burned, s->burned_n, count, "b", error))
    return FALSE;
  for (int d = 0; d < s->n_decks; d++)
    for (int k = 0; k < 52; k++)
      if (count[d * SPLAY_CARDS_PER_DECK + k] == 0)
        {
          char buf[4];
          splay_card_to_text ((SplayCard) (d * SPLAY_CARDS_PER_DECK + k), buf);
          return invariant (error, _("The card %s (deck %d) is missing."), buf, d + 1);
        }

  /* Only hand cards can be marked as seen by all. */
  for (int c = 0; c < 128; c++)
    if (public_bit (s, (SplayCard) c))
      {
        gboolean found = FALSE;
        for (int i = 0; i < s->n_seats && !found; i++)
          for (int k = 0; k < s->hand_n[i] && !found; k++)
            found = s->hand[i][k] == c;
        if (!found)
          return invariant (error, _("A card marked as seen in a hand is not in a hand."));
      }

  /* A burn happens at once, so the pile never shows a 10 or three alike. */
  if (s->discard_n > 0
      && (splatoids_rank_to_beat (s) == RANK_WIPEOUT || splatoids_top_run (s) >= RUN_TO_BURN))
    return invariant (error, _("The discard pile should have been burned."));

  for (int i = 0; i < s->out_n; i++)
    {
      int seat = s->out_order[i];
      if (seat >= s->n_seats || (out_seen >> seat) & 1 || (s->resigned >> seat) & 1)
        return invariant (error, _("The order of players out is wrong."));
      out_seen |= (guint8) (1u << seat);
    }
  if (s->resigned >> s->n_seats)
    return invariant (error, _("A seat that does not exist resigned."));
  for (int i = 0; i < s->n_seats; i++)
    if (!splatoids_seat_in_play (s, i) && splatoids_cards_left (s, i) > 0)
      return invariant (error, _("Seat %d is out of the game but still holds cards."), i);
    else if (splatoids_seat_in_play (s, i) && splatoids_cards_left (s, i) == 0)
      return invariant (error, _("Seat %d has no cards left but is still in the game."), i);
  if (s->rep_n > SPLATOIDS_REP_MAX)
    return invariant (error, _("The position history is too long."));
  if (s->drawn && s->phase != SPLATOIDS_PHASE_OVER)
    return invariant (error, _("A drawn game must be over."));

  in_play = seats_in_play (s);
  if (s->phase != SPLATOIDS_PHASE_OVER)
    {
      if (!splatoids_seat_in_play (s, s->turn))
        return invariant (error, _("Seat %d is to play but is out of the game."), s->turn);
      if (in_play < 2)
        return invariant (error, _("The game goes on with fewer than two players holding cards."));
      if (!matchplay (s) && (s->out_n > 0 || s->resigned))
        return invariant (error, _("A single game ends when the first player goes out."));
    }
  if (s->phase == SPLATOIDS_PHASE_FOLLOW_ON)
    {
      if (s->follow_rank < 1 || s->follow_rank > 13 || s->follow_rank == RANK_WIPEOUT
          || s->hand_n[s->turn] != 0 || splatoids_rank_to_beat (s) != s->follow_rank)
        return invariant (
            error, _("Cards may be added only to a play of the same rank from an empty hand."));
    }
  else if (s->follow_rank != 0)
    return invariant (error, _("A follow-on rank is set outside the follow-on phase."));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Descriptions                                                        */

static const char *
rank_word (int rank)
{
  switch (rank)
    {
    case 1: return C_("rank", "ace");
    case 11: return C_("rank", "jack");
    case 12: return C_("rank", "queen");
    case 13: return C_("rank", "king");
    default: return splay_rank_symbol (rank);
    }
}

/* "a 7", "an ace", "two 7s", "three kings". */
static char *
cards_phrase (int rank, int count)
{
  static const char *const words[]
      = { NULL,        NULL,       N_("two"),   N_("three"), N_("four"),
          N_("five"), N_("six"), N_("seven"), N_("eight") };
  g_autofree char *number
      = count >= 2 && count <= 8 ? g_strdup (_(words[count])) : g_strdup_printf ("%d", count);

  switch (rank)
    {
    /* Translators: a group of cards of one rank; %s is a number word ("two"). */
    case 1: return g_strdup_printf (ngettext ("an ace", "%s aces", count), number);
    case 11: return g_strdup_printf (ngettext ("a jack", "%s jacks", count), number);
    case 12: return g_strdup_printf (ngettext ("a queen", "%s queens", count), number);
    case 13: return g_strdup_printf (ngettext ("a king", "%s kings", count), number);
    case 8:
      /* Translators: a group of eights; %s is a number word ("two"). */
      return g_strdup_printf (ngettext ("an 8", "%s 8s", count), number);
    default:
      {
        g_autofree char *one = NULL;
        if (count == 1)
          /* Translators: one card of a numbered rank, e.g. "a 7". */
          return g_strdup_printf (_("a %s"), splay_rank_symbol (rank));
        one = g_strdup (splay_rank_symbol (rank));
        /* Translators: several cards of a numbered rank, e.g. "two 7s";
         * the first %s is the number word, the second the rank. */
        return g_strdup_printf (ngettext ("%s %ss", "%s %ss", count), number, one);
      }
    }
}

static char *
splatoids_describe (const void *before, int seat, SplayAction action, const char *name)
{
  const SplatoidsState *b = before;
  SplatoidsState a;
  GString *str = g_string_new (NULL);
  int kind = SPLATOIDS_ACTION_KIND (action);
  gboolean burned, went_out;

  memcpy (&a, b, splatoids_state_extent (b));
  if (!splatoids_apply (&a, seat, action, NULL))
    {
      g_autofree char *text = splatoids_action_to_text (b, seat, action);
      g_string_free (str, TRUE);
      /* Translators: %s is a player's name, then an action as typed ("play 7x2"). */
      return g_strdup_printf (_("%s tried “%s”, which is not allowed."), name, text);
    }
  burned = a.burned_n > b->burned_n && action != SPLAY_ACTION_RESIGN;
  went_out = a.out_n > b->out_n;

  if (action == SPLAY_ACTION_RESIGN)
    g_string_append_printf (str, _("%s resigned."), name);
  else if (kind == SPLATOIDS_PLAY_HAND || kind == SPLATOIDS_PLAY_FACEUP
           || (kind == SPLATOIDS_PLAY_BLIND && a.hand_n[seat] == b->hand_n[seat]))
    {
      int rank, count;
      g_autofree char *what = NULL;

      if (kind == SPLATOIDS_PLAY_HAND)
        {
          rank = SPLATOIDS_ACTION_A (action);
          count = SPLATOIDS_ACTION_B (action);
        }
      else
        {
          rank = card_rank (pile_top (b, seat, SPLATOIDS_ACTION_B (action)));
          count = 1;
        }
      what = cards_phrase (rank, count);
      if (rank == RANK_WIPEOUT)
        {
          if (kind == SPLATOIDS_PLAY_BLIND)
            /* Translators: %s is a player's name. */
            g_string_append_printf (str, _("%s burned the pile with a blind 10."), name);
          else
            /* Translators: %s is a player's name, then "a 10" or "two 10s". */
            g_string_append_printf (str, _("%s burned the pile with %s."), name, what);
        }
      else if (kind == SPLATOIDS_PLAY_BLIND)
        {
          if (burned)
            /* Translators: %s is a player's name, then a rank ("7", "king"). */
            g_string_append_printf (str, _("%s played a blind %s and burned the pile."), name,
                                    rank_word (rank));
          else
            g_string_append_printf (str, _("%s played a blind %s."), name, rank_word (rank));
        }
      else if (b->phase == SPLATOIDS_PHASE_FOLLOW_ON)
        {
          if (burned)
            /* Translators: %s is a player's name, then "a 7". */
            g_string_append_printf (str, _("%s added %s from the table and burned the pile."),
                                    name, what);
          else
            g_string_append_printf (str, _("%s added %s from the table."), name, what);
        }
      else if (kind == SPLATOIDS_PLAY_FACEUP)
        {
          if (burned)
            g_string_append_printf (str, _("%s played %s from the table and burned the pile."),
                                    name, what);
          else
            g_string_append_printf (str, _("%s played %s from the table."), name, what);
        }
      else
        {
          if (burned)
            /* Translators: %s is a player's name, then "two 7s". */
            g_string_append_printf (str, _("%s played %s and burned the pile."), name, what);
          else
            g_string_append_printf (str, _("%s played %s."), name, what);
        }
    }
  else if (kind == SPLATOIDS_PLAY_BLIND)
    {
      int rank = card_rank (pile_top (b, seat, SPLATOIDS_ACTION_B (action)));
      int taken = b->discard_n + 1;
      /* Translators: a player's name, the rank of the blind card, the rank it
       * failed to beat, and how many cards were picked up. */
      g_string_append_printf (
          str,
          ngettext ("%s played a blind %s, could not beat the %s and picked up %d card.",
                    "%s played a blind %s, could not beat the %s and picked up %d cards.", taken),
          name, rank_word (rank), rank_word (splatoids_rank_to_beat (b)), taken);
    }
  else if (kind == SPLATOIDS_PICK_UP)
    g_string_append_printf (
        str, ngettext ("%s picked up %d card.", "%s picked up %d cards.", b->discard_n), name,
        b->discard_n);
  else if (kind == SPLATOIDS_END_TURN)
    /* Translators: %s is a player's name. */
    g_string_append_printf (str, _("%s ended the turn."), name);

  if (went_out)
    {
      g_string_append_c (str, ' ');
      if (!matchplay (&a))
        g_string_append_printf (str, _("%s has no cards left and wins."), name);
      else
        g_string_append_printf (str, _("%s has no cards left."), name);
    }
  if (a.drawn && !b->drawn)
    {
      g_string_append_c (str, ' ');
      g_string_append (str, _("The same position came round a third time: the game is drawn."));
    }
  else if (!went_out && burned && a.phase != SPLATOIDS_PHASE_OVER)
    {
      g_string_append_c (str, ' ');
      /* Translators: %s is a player's name; after a burn they play again. */
      g_string_append_printf (str, _("%s plays again."), name);
    }
  return g_string_free (str, FALSE);
}

/* ------------------------------------------------------------------ */
/* From deal to deal                                                   */

static void
splatoids_next_deal (const SplaySettings *base, int index, const SplayResult *previous,
                     uint64_t seed, SplaySettings *out)
{
  int n = base->n_seats;

  *out = *base;
  /* First go moves one seat on each deal and the direction turns round. */
  out->values[SPLATOIDS_OPT_FIRST] = (base->values[SPLATOIDS_OPT_FIRST] + index) % n;
  out->values[SPLATOIDS_OPT_REVERSE] = (base->values[SPLATOIDS_OPT_REVERSE] + index) % 2;
  if (previous != NULL && previous->drawn)
    {
      /* After a stalemate the rules have the players draw for it. */
      SplayRng rng;
      splay_rng_init (&rng, seed);
      out->values[SPLATOIDS_OPT_FIRST] = (int) splay_rng_below (&rng, (uint32_t) n);
    }
}

static gsize
splatoids_extent (const void *state)
{
  return splatoids_state_extent (state);
}

const SplayRules splatoids_rules = {
  .id = "splatoids",
  .name = N_("Splatoids"),
  .summary = N_("Shed every card from your hand and your table piles: beat the pile, burn it with "
                 "tens or three of a kind"),
  .min_seats = 2,
  .max_seats = SPLATOIDS_MAX_SEATS,
  .default_seats = 2,
  .realtime = FALSE,
  .state_size = sizeof (SplatoidsState),
  .state_extent = splatoids_extent,
  .options = splatoids_options,
  .n_options = SPLATOIDS_N_OPTIONS,
  .validate = splatoids_validate,
  .init = splatoids_init,
  .actors = splatoids_actors,
  .legal = splatoids_legal,
  .apply = splatoids_apply,
  .is_over = splatoids_is_over,
  .result = splatoids_result,
  .view = splatoids_view,
  .determinize = splatoids_determinize,
  .action_to_text = splatoids_action_to_text,
  .action_from_text = splatoids_action_from_text,
  .state_to_text = splatoids_state_to_text,
  .state_from_text = splatoids_state_from_text,
  .check = splatoids_check,
  .describe = splatoids_describe,
  .next_deal = splatoids_next_deal,
};
