/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speed-core.c: the rules Spit and Splat share (see speed-core.h).
 *
 * Over 1,200 lines on purpose: the whole of both races' rules but their
 * deals and endings, which spit.c and splat.c keep. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "speed-core.h"

/* ---- Small helpers ------------------------------------------------------ */

gboolean
speed_ranks_adjacent (const SpeedState *s, int a, int b)
{
  int d = abs (a - b);

  return d == 1 || (s->wrap && d == 12);
}

SplayCard
speed_pile_top (const SpeedState *s, int pile)
{
  if (pile < 0 || pile >= s->n_seats || s->pile_marker[pile] || s->pile_n[pile] == 0)
    return SPLAY_CARD_NONE;
  return s->pile[pile][s->pile_n[pile] - 1];
}

static gboolean
col_has_up (const SpeedState *s, int seat, int c)
{
  return s->col_n[seat][c] > s->col_down[seat][c];
}

static SplayCard
col_top (const SpeedState *s, int seat, int c)
{
  return s->col_n[seat][c] > 0 ? s->col[seat][c][s->col_n[seat][c] - 1] : SPLAY_CARD_NONE;
}

SplayCard
speed_source_card (const SpeedState *s, int seat, int source)
{
  if (seat < 0 || seat >= s->n_seats)
    return SPLAY_CARD_NONE;
  if (source >= 0 && source < SPEED_COLUMNS)
    return col_has_up (s, seat, source) ? col_top (s, seat, source) : SPLAY_CARD_NONE;
  if (source >= SPEED_FROM_HAND && source - SPEED_FROM_HAND < s->hand_n[seat])
    return s->hand[seat][source - SPEED_FROM_HAND];
  return SPLAY_CARD_NONE;
}

static int
columns_count (const SpeedState *s, int seat)
{
  int n = 0;

  for (int c = 0; c < SPEED_COLUMNS; c++)
    n += s->col_n[seat][c];
  return n;
}

int
speed_layout_count (const SpeedState *s, int seat)
{
  return columns_count (s, seat) + s->hand_n[seat];
}

int
speed_cards_of (const SpeedState *s, int seat)
{
  return s->deck_n[seat] + speed_layout_count (s, seat);
}

const char *
speed_pile_name (const SpeedState *s, int pile)
{
  static const char *const two[] = { "L", "R" };
  static const char *const many[] = { "A", "B", "C", "D" };

  if (pile < 0 || pile >= SPEED_MAX_SEATS)
    return "?";
  if (s->n_seats == 2)
    return pile < 2 ? two[pile] : "?";
  return many[pile];
}

static int
card_cmp (const void *a, const void *b)
{
  return (int) *(const SplayCard *) a - (int) *(const SplayCard *) b;
}

/* The layout goes to the hand once it is small enough (see the header). */
static void
maybe_to_hand (SpeedState *s, int seat)
{
  int n = columns_count (s, seat);

  if (s->hand_at == 0 || n == 0 || n > s->hand_at)
    return;
  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      for (int i = 0; i < s->col_n[seat][c]; i++)
        s->hand[seat][s->hand_n[seat]++] = s->col[seat][c][i];
      s->col_n[seat][c] = 0;
      s->col_down[seat][c] = 0;
    }
  qsort (s->hand[seat], s->hand_n[seat], sizeof (SplayCard), card_cmp);
}

/* ---- Rounds ------------------------------------------------------------- */

/* Nobody has finished, claimed or splatted, and nobody is to choose. */
static void
clear_claims (SpeedState *s)
{
  s->finisher = SPEED_NONE;
  s->last_pile = SPEED_NONE;
  s->false_splat = SPEED_NONE;
  s->chooser = SPEED_NONE;
  memset (s->claimed_by, SPEED_NONE, sizeof s->claimed_by);
  memset (s->claim_of, SPEED_NONE, sizeof s->claim_of);
}

void
speed_core_setup (SpeedState *s, SpeedGame game, const SplaySettings *settings, uint64_t seed)
{
  memset (s, 0, sizeof *s);
  memset (s->col, SPLAY_CARD_NONE, sizeof s->col);
  s->settings = *settings;
  s->game = game;
  s->n_seats = (uint8_t) settings->n_seats;
  s->n_decks = 1;
  s->n_cards = 52;
  s->winner = SPEED_NONE;
  clear_claims (s);
  memset (s->pile_from, SPEED_NONE, sizeof s->pile_from);
  splay_rng_init (&s->rng, seed);
}

static void
clear_table (SpeedState *s, int seat)
{
  memset (s->col_n[seat], 0, sizeof s->col_n[seat]);
  memset (s->col_down[seat], 0, sizeof s->col_down[seat]);
  s->hand_n[seat] = 0;
  s->pile_n[seat] = 0;
  s->pile_marker[seat] = 0;
  s->pile_from[seat] = SPEED_NONE;
}

void
speed_core_start_round (SpeedState *s)
{
  s->round++;
  s->phase = SPEED_PHASE_PLAY;
  s->ready = 0;
  s->idle = 0;
  s->started = 0;
  clear_claims (s);

  for (int seat = 0; seat < s->n_seats; seat++)
    {
      clear_table (s, seat);
      /* Row by row, as in patience: the card on the diagonal lies face up. */
      for (int row = 0; row < SPEED_COLUMNS; row++)
        for (int c = row; c < SPEED_COLUMNS && s->deck_n[seat] > 0; c++)
          {
            SplayCard card = s->deck[seat][--s->deck_n[seat]];
            s->col[seat][c][s->col_n[seat][c]++] = card;
            if (c != row)
              s->col_down[seat][c]++;
          }
      /* A column cut short by the end of the cards shows a back: it is
       * turned by the owner like any exposed back. */
      s->pile_marker[seat] = s->deck_n[seat] == 0;
      maybe_to_hand (s, seat);
    }
}

void
speed_core_finish (SpeedState *s, int winner)
{
  s->phase = SPEED_PHASE_OVER;
  s->winner = (uint8_t) winner;
  s->ready = 0;
  s->chooser = SPEED_NONE;
}

/* Puts the face-up stack @cards (bottom first) face down under @seat's deck:
 * turned over as one, its top card ends at the very bottom. */
static void
put_under_deck (SpeedState *s, int seat, const SplayCard *cards, int n)
{
  SplayCard tmp[SPEED_MAX_CARDS];
  int k = 0;

  if (n == 0)
    return;
  for (int i = n - 1; i >= 0; i--)
    tmp[k++] = cards[i];
  for (int i = 0; i < s->deck_n[seat]; i++)
    tmp[k++] = s->deck[seat][i];
  g_assert (k <= SPEED_MAX_CARDS);
  memcpy (s->deck[seat], tmp, (size_t) k);
  s->deck_n[seat] = (uint8_t) k;
}

static int
take_layout (SpeedState *s, int seat, SplayCard *out, int n)
{
  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      for (int i = 0; i < s->col_n[seat][c]; i++)
        out[n++] = s->col[seat][c][i];
      s->col_n[seat][c] = 0;
      s->col_down[seat][c] = 0;
    }
  for (int i = 0; i < s->hand_n[seat]; i++)
    out[n++] = s->hand[seat][i];
  s->hand_n[seat] = 0;
  return n;
}

void
speed_core_end_round (SpeedState *s, const uint8_t *pile_of, const uint8_t *layout_to)
{
  SplayCard stack[SPEED_MAX_SEATS][SPEED_MAX_CARDS];
  int stack_n[SPEED_MAX_SEATS] = { 0 };
  int winner = -1;

  /* Each seat's pile, with its layout laid face up on it. */
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      int p = pile_of[seat];
      if (p != SPEED_NONE && !s->pile_marker[p])
        {
          memcpy (stack[seat], s->pile[p], s->pile_n[p]);
          stack_n[seat] = s->pile_n[p];
        }
    }
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      int to = layout_to != NULL ? layout_to[seat] : seat;
      stack_n[to] = take_layout (s, seat, stack[to], stack_n[to]);
    }
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      put_under_deck (s, seat, stack[seat], stack_n[seat]);
      if (s->shuffle)
        splay_rng_shuffle (&s->rng, s->deck[seat], s->deck_n[seat]);
      s->pile_n[seat] = 0;
      s->pile_marker[seat] = 0;
      s->pile_from[seat] = SPEED_NONE;
    }

  for (int seat = 0; seat < s->n_seats; seat++)
    if (s->deck_n[seat] == 0 && (winner < 0 || seat == s->finisher))
      winner = seat;
  if (winner >= 0)
    speed_core_finish (s, winner);
  else
    speed_core_start_round (s);
}

/* The house rule for a table where nothing can ever move (header). */
static void
relay (SpeedState *s)
{
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      SplayCard *d = s->deck[seat];
      int n = s->deck_n[seat];

      n = take_layout (s, seat, d, n);
      if (!s->pile_marker[seat])
        {
          memcpy (d + n, s->pile[seat], s->pile_n[seat]);
          n += s->pile_n[seat];
        }
      s->pile_n[seat] = 0;
      s->deck_n[seat] = (uint8_t) n;
      splay_rng_shuffle (&s->rng, d, n);
    }
  speed_core_start_round (s);
}

/* Everybody is ready: each seat with a deck turns its top card. */
static void
turn_cards (SpeedState *s)
{
  gboolean any_deck = FALSE;

  for (int seat = 0; seat < s->n_seats; seat++)
    any_deck |= s->deck_n[seat] > 0 && !s->pile_marker[seat];
  if (!any_deck)
    {
      gboolean can_recycle = FALSE;

      for (int p = 0; p < s->n_seats; p++)
        can_recycle |= !s->pile_marker[p] && s->pile_n[p] > 1;
      if (!can_recycle || s->idle >= 1)
        {
          relay (s);
          return;
        }
      /* Each pile but its top is turned over as its owner's deck: the
       * bottom card of the pile is turned first again. */
      for (int p = 0; p < s->n_seats; p++)
        {
          int n = s->pile_n[p];
          if (s->pile_marker[p] || n < 2)
            continue;
          for (int i = 0; i < n - 1; i++)
            s->deck[p][i] = s->pile[p][n - 2 - i];
          s->deck_n[p] = (uint8_t) (n - 1);
          s->pile[p][0] = s->pile[p][n - 1];
          s->pile_n[p] = 1;
        }
      s->idle++;
    }
  for (int seat = 0; seat < s->n_seats; seat++)
    if (s->deck_n[seat] > 0 && !s->pile_marker[seat])
      {
        s->pile[seat][s->pile_n[seat]++] = s->deck[seat][--s->deck_n[seat]];
        s->pile_from[seat] = SPEED_NONE;
      }
  s->started = 1;
  s->ready = 0;
}

/* ---- Legal actions ------------------------------------------------------ */

static gboolean
same_rank_tops (const SpeedState *s, int seat, int a, int b)
{
  return col_has_up (s, seat, a) && col_has_up (s, seat, b)
         && splay_card_rank (col_top (s, seat, a)) == splay_card_rank (col_top (s, seat, b));
}

/* Moves that uncover a face-down card, now or by the next move: these and
 * the plays are what a seat must do before it may say Ready. Merging two
 * groups to free a column is useful only while some group still sits on a
 * face-down card; it is listed but not compulsory. Any other move is legal
 * but changes nothing that matters, and listing it would let random play
 * shuffle groups about for ever. */
static int
layout_moves (const SpeedState *s, int seat, SplayAction *out, gboolean must_only)
{
  int n = 0;
  int empty = -1;
  gboolean some_buried = FALSE;
  int up_rank[SPEED_COLUMNS]; /* 0: no face-up card */

  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      int cn = s->col_n[seat][c], down = s->col_down[seat][c];
      up_rank[c] = cn > down ? splay_card_rank (s->col[seat][c][cn - 1]) : 0;
      some_buried |= down > 0 && cn > down;
      if (cn == 0 && empty < 0)
        empty = c;
      if (cn > 0 && cn == down)
        {
          if (out == NULL)
            return 1;
          out[n++] = speed_turn (c);
        }
    }
  for (int a = 0; a < SPEED_COLUMNS; a++)
    {
      gboolean buried = s->col_down[seat][a] > 0;
      if (up_rank[a] == 0)
        continue;
      for (int b = 0; b < SPEED_COLUMNS; b++)
        {
          gboolean useful;
          if (a == b)
            continue;
          if (b == empty)
            useful = buried;
          else if (up_rank[b] == up_rank[a])
            useful = buried || (!must_only && some_buried);
          else
            useful = FALSE;
          if (!useful)
            continue;
          if (out == NULL)
            return 1;
          out[n++] = speed_stack (a, b);
        }
    }
  return n;
}

static int
plays (const SpeedState *s, int seat, SplayAction *out)
{
  int top_rank[SPEED_MAX_SEATS];
  int n = 0;

  if (!s->started)
    return 0;
  for (int p = 0; p < s->n_seats; p++)
    {
      SplayCard top = speed_pile_top (s, p);
      top_rank[p] = top == SPLAY_CARD_NONE ? -100 : splay_card_rank (top);
    }
  for (int k = 0; k < SPEED_COLUMNS + s->hand_n[seat]; k++)
    {
      int src, rank;
      if (k < SPEED_COLUMNS)
        {
          int cn = s->col_n[seat][k];
          if (cn <= s->col_down[seat][k])
            continue;
          src = k;
          rank = splay_card_rank (s->col[seat][k][cn - 1]);
        }
      else
        {
          src = SPEED_FROM_HAND + k - SPEED_COLUMNS;
          rank = splay_card_rank (s->hand[seat][k - SPEED_COLUMNS]);
        }
      for (int p = 0; p < s->n_seats; p++)
        {
          int d = rank - top_rank[p];
          if (d == 1 || d == -1 || (s->wrap && (d == 12 || d == -12)))
            {
              if (out == NULL)
                return 1;
              out[n++] = speed_play (src, p);
            }
        }
    }
  return n;
}

gboolean
speed_nobody_can_move (const SpeedState *s)
{
  if (s->phase != SPEED_PHASE_PLAY)
    return FALSE;
  for (int seat = 0; seat < s->n_seats; seat++)
    if (speed_seat_must_move (s, seat))
      return FALSE;
  return TRUE;
}

gboolean
speed_seat_must_move (const SpeedState *s, int seat)
{
  return plays (s, seat, NULL) > 0 || layout_moves (s, seat, NULL, TRUE) > 0;
}

gboolean
speed_core_may_act_in_play (const SpeedState *s, int seat)
{
  /* Ready is listed whenever it is not yet said and nothing must be done. */
  return !(s->ready & (1u << seat)) || plays (s, seat, NULL) > 0
         || layout_moves (s, seat, NULL, FALSE) > 0;
}

int
speed_core_legal_play (const SpeedState *s, int seat, SplayAction *out)
{
  int n;

  if (s->phase != SPEED_PHASE_PLAY || seat < 0 || seat >= s->n_seats)
    return 0;
  n = plays (s, seat, out);
  n += layout_moves (s, seat, out + n, FALSE);
  if (!(s->ready & (1u << seat)) && !speed_seat_must_move (s, seat))
    out[n++] = speed_ready ();
  return n;
}

/* ---- Applying ----------------------------------------------------------- */

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL, message);
  return FALSE;
}

static gboolean
apply_play (SpeedState *s, int seat, int src, int p, GError **error)
{
  SplayCard card = speed_source_card (s, seat, src);
  SplayCard top;

  if (card == SPLAY_CARD_NONE)
    return refuse (error, src >= SPEED_FROM_HAND ? _("There is no such card in your hand.")
                                                 : _("That column has no face-up card to play."));
  if (p >= s->n_seats)
    return refuse (error, _("There is no such pile."));
  if (s->pile_marker[p])
    return refuse (error, s->game == SPEED_GAME_SPIT
                              ? _("Nothing can be played on the spit card.")
                              : _("Nothing can be played on the splat pile."));
  if (!s->started)
    return refuse (error, _("The round has not started: wait until the first cards are turned."));
  top = speed_pile_top (s, p);
  if (!speed_ranks_adjacent (s, splay_card_rank (card), splay_card_rank (top)))
    {
      int n = s->pile_n[p];
      /* The card fitted the card below: the other seat got there first,
       * which is the document's "take the card back". */
      if (n >= 2 && s->pile_from[p] != seat
          && speed_ranks_adjacent (s, splay_card_rank (card), splay_card_rank (s->pile[p][n - 2])))
        {
          g_set_error_literal (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                               _("The pile changed: someone was faster."));
          return FALSE;
        }
      return refuse (error,
                     s->wrap ? _("A card must be one rank above or below the top of the pile "
                                  "(king and ace are neighbours).")
                             : _("A card must be one rank above or below the top of the pile."));
    }

  s->pile[p][s->pile_n[p]++] = card;
  s->pile_from[p] = (uint8_t) seat;
  if (src >= SPEED_FROM_HAND)
    {
      int i = src - SPEED_FROM_HAND;
      memmove (&s->hand[seat][i], &s->hand[seat][i + 1], (size_t) (s->hand_n[seat] - i - 1));
      s->hand_n[seat]--;
    }
  else
    s->col_n[seat][src]--;
  s->ready = 0;
  s->idle = 0;
  maybe_to_hand (s, seat);
  if (speed_layout_count (s, seat) == 0)
    {
      s->finisher = (uint8_t) seat;
      s->last_pile = (uint8_t) p;
      s->phase = SPEED_PHASE_CLAIM;
    }
  return TRUE;
}

gboolean
speed_action_well_formed (SplayAction action)
{
  int kind = SPEED_ACTION_KIND (action);
  int a = SPEED_ACTION_A (action), b = SPEED_ACTION_B (action);

  /* One action, one value: a stored action must mean the same forever. */
  if ((action & 0xff) != 0)
    return FALSE;
  switch (kind)
    {
    case SPEED_PLAY:
      return (a < SPEED_COLUMNS || (a >= SPEED_FROM_HAND && a < SPEED_FROM_HAND + SPEED_HAND_MAX))
             && b < SPEED_MAX_SEATS;
    case SPEED_STACK: return a < SPEED_COLUMNS && b < SPEED_COLUMNS;
    case SPEED_TURN: return a < SPEED_COLUMNS && b == 0;
    case SPEED_READY: return a == 0 && b == 0;
    case SPEED_CLAIM:
    case SPEED_CHOOSE: return a == 0 && b < SPEED_MAX_SEATS;
    default: return FALSE;
    }
}

gboolean
speed_core_apply_play (SpeedState *s, int seat, SplayAction action, GError **error)
{
  int kind = SPEED_ACTION_KIND (action);
  int a = SPEED_ACTION_A (action);
  int b = SPEED_ACTION_B (action);

  if (s->phase != SPEED_PHASE_PLAY)
    return refuse (error, s->phase == SPEED_PHASE_CLAIM
                              ? _("The round is over: only the piles can be claimed now.")
                              : _("That cannot be done now."));
  switch (kind)
    {
    case SPEED_PLAY: return apply_play (s, seat, a, b, error);

    case SPEED_STACK:
      if (a >= SPEED_COLUMNS || b >= SPEED_COLUMNS || a == b)
        return refuse (error, _("Choose two different columns from 1 to 5."));
      if (!col_has_up (s, seat, a))
        return refuse (error, _("That column has no face-up cards to move."));
      if (s->col_n[seat][b] != 0 && !same_rank_tops (s, seat, a, b))
        return refuse (error, _("Cards can only be moved onto face-up cards of the same rank, or "
                                 "into an empty column."));
      {
        int down = s->col_down[seat][a];
        for (int i = down; i < s->col_n[seat][a]; i++)
          s->col[seat][b][s->col_n[seat][b]++] = s->col[seat][a][i];
        s->col_n[seat][a] = (uint8_t) down;
      }
      return TRUE;

    case SPEED_TURN:
      if (a >= SPEED_COLUMNS)
        return refuse (error, _("Choose a column from 1 to 5."));
      if (s->col_n[seat][a] == 0 || col_has_up (s, seat, a))
        return refuse (error, _("Only a face-down card with nothing on it can be turned."));
      s->col_down[seat][a]--;
      return TRUE;

    case SPEED_READY:
      if (s->ready & (1u << seat))
        return refuse (error, _("You have already said you are ready."));
      if (speed_seat_must_move (s, seat))
        return refuse (
            error,
            _("You can still play a card or uncover one: do that before you say you are ready."));
      s->ready |= (uint8_t) (1u << seat);
      if (s->ready == (1u << s->n_seats) - 1)
        turn_cards (s);
      return TRUE;

    default: return refuse (error, _("That is not an action of this game."));
    }
}

int
speed_core_deal (SpeedState *s, SpeedGame game, const SplaySettings *settings, uint64_t seed,
                 void (*configure) (SpeedState *s), SplayCard *cards)
{
  int n;

  speed_core_setup (s, game, settings, seed);
  configure (s);
  n = splay_cards_deck (cards, s->n_decks, FALSE);
  splay_rng_shuffle (&s->rng, cards, n);
  return n;
}

uint32_t
speed_core_actors (const SpeedState *s,
                   int (*legal) (const void *state, int seat, SplayAction *out))
{
  SplayAction buf[SPLAY_MAX_ACTIONS];
  uint32_t bits = 0;

  if (s->phase == SPEED_PHASE_PLAY)
    {
      for (int seat = 0; seat < s->n_seats; seat++)
        if (speed_core_may_act_in_play (s, seat))
          bits |= 1u << seat;
      return bits;
    }

  for (int seat = 0; seat < s->n_seats; seat++)
    if (legal (s, seat, buf) > 0)
      bits |= 1u << seat;
  return bits;
}

int
speed_core_legal_claims (const SpeedState *s, int seat,
                         const char *(*refusal) (const SpeedState *s, int seat, int pile),
                         SplayAction *out)
{
  int n = 0;

  for (int p = 0; p < s->n_seats; p++)
    if (refusal (s, seat, p) == NULL)
      out[n++] = speed_claim (p);
  return n;
}

gboolean
speed_core_apply_check (const SpeedState *s, int seat, SplayAction action, GError **error)
{
  if (seat < 0 || seat >= s->n_seats)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN,
                   _("There is no player %d in this game."), seat + 1);
      return FALSE;
    }
  if (s->phase == SPEED_PHASE_OVER)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER, _("The game is over."));
      return FALSE;
    }
  if (action != SPLAY_ACTION_RESIGN && !speed_action_well_formed (action))
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                   _("That is not an action of this game."));
      return FALSE;
    }
  return TRUE;
}

gboolean
speed_core_apply_resign (SpeedState *s, int seat, GError **error)
{
  int best = -1;

  /* Resigning during Splat's cut: the packets nobody has chosen yet go to
   * the seats still without a deck, in seat order, so that every card lies
   * where a finished game keeps it. */
  if (s->phase == SPEED_PHASE_CUT)
    for (int k = 0; k < s->n_seats; k++)
      if (s->packet_n[k] > 0)
        {
          int to = 0;

          for (int i = 0; i < s->n_seats; i++)
            if (s->deck_n[i] == 0)
              {
                to = i;
                break;
              }
          memcpy (s->deck[to] + s->deck_n[to], s->packet[k], s->packet_n[k]);
          s->deck_n[to] = (uint8_t) (s->deck_n[to] + s->packet_n[k]);
          s->packet_n[k] = 0;
        }
  s->resigned |= (uint8_t) (1u << seat);
  for (int i = 0; i < s->n_seats; i++)
    if (!(s->resigned & (1u << i))
        && (best < 0 || speed_cards_of (s, i) < speed_cards_of (s, best)))
      best = i;
  speed_core_finish (s, best < 0 ? SPEED_NONE : best);
  return TRUE;
}

/* ---- Inspection --------------------------------------------------------- */

gboolean
speed_core_is_over (const void *state)
{
  return ((const SpeedState *) state)->phase == SPEED_PHASE_OVER;
}

void
speed_core_result (const void *state, SplayResult *result)
{
  const SpeedState *s = state;

  memset (result, 0, sizeof *result);
  result->n_seats = s->n_seats;
  for (int i = 0; i < s->n_seats; i++)
    {
      int place = 1;
      if (i == s->winner)
        {
          result->place[i] = 1;
          result->points[i] = 1;
          continue;
        }
      /* Behind the winner, fewer cards is better; a seat that resigned is last. */
      for (int j = 0; j < s->n_seats; j++)
        {
          gboolean j_resigned = (s->resigned >> j) & 1, i_resigned = (s->resigned >> i) & 1;
          if (j == i)
            continue;
          if (j == s->winner || (!j_resigned && i_resigned)
              || (j_resigned == i_resigned && speed_cards_of (s, j) < speed_cards_of (s, i)))
            place++;
        }
      result->place[i] = place;
    }
}

/* Calls @fn on every place whose card @seat cannot see. */
typedef void (*HiddenFn) (SplayCard *card, gpointer data);

static void
for_each_hidden (SpeedState *s, int seat, HiddenFn fn, gpointer data)
{
  for (int i = 0; i < s->n_seats; i++)
    {
      for (int k = 0; k < s->deck_n[i]; k++)
        fn (&s->deck[i][k], data);
      for (int c = 0; c < SPEED_COLUMNS; c++)
        for (int k = 0; k < s->col_down[i][c]; k++)
          fn (&s->col[i][c][k], data);
      if (i != seat && !s->hand_public)
        for (int k = 0; k < s->hand_n[i]; k++)
          fn (&s->hand[i][k], data);
      for (int k = 0; k < s->packet_n[i]; k++)
        fn (&s->packet[i][k], data);
    }
}

static void
mask_card (SplayCard *card, gpointer data)
{
  *card = SPLAY_CARD_UNKNOWN;
}

void
speed_core_view (const void *state, int seat, void *out)
{
  SpeedState *v = out;

  memcpy (v, state, sizeof *v);
  for_each_hidden (v, seat, mask_card, NULL);
  /* The generator would tell the next shuffle. */
  splay_rng_init (&v->rng, 0);
}

typedef struct
{
  SplayCard cards[SPEED_MAX_CARDS];
  int n, k;
} Gather;

static void
gather_card (SplayCard *card, gpointer data)
{
  Gather *g = data;
  g->cards[g->n++] = *card;
}

static void
scatter_card (SplayCard *card, gpointer data)
{
  Gather *g = data;
  *card = g->cards[g->k++];
}

void
speed_core_determinize (void *state, int seat, SplayRng *rng)
{
  SpeedState *s = state;
  Gather g = { .n = 0, .k = 0 };

  for_each_hidden (s, seat, gather_card, &g);
  splay_rng_shuffle (rng, g.cards, g.n);
  for_each_hidden (s, seat, scatter_card, &g);
  /* Hand cards are kept sorted. */
  for (int i = 0; i < s->n_seats; i++)
    qsort (s->hand[i], s->hand_n[i], sizeof (SplayCard), card_cmp);
  splay_rng_init (&s->rng, splay_rng_next (rng));
}

/* Marks the cards of a list as seen; FALSE for a card that is not in the
 * game or was seen already. Runs after every action in the random tests,
 * so it is kept lean. */
static gboolean
mark_cards (uint64_t *seen, const SplayCard *cards, int n, int limit)
{
  for (int i = 0; i < n; i++)
    {
      SplayCard c = cards[i];
      uint64_t bit = (uint64_t) 1 << (c & 63);
      if (c >= limit || c % SPLAY_CARDS_PER_DECK >= 52 || (seen[c >> 6] & bit))
        return FALSE;
      seen[c >> 6] |= bit;
    }
  return TRUE;
}

gboolean
speed_core_check (const void *state, GError **error)
{
  const SpeedState *s = state;
  uint64_t seen[(SPLAY_MAX_CARDS + 63) / 64] = { 0 };
  int total = 0, limit = s->n_decks * SPLAY_CARDS_PER_DECK;
  const char *bad = NULL;

  if (s->n_seats < 2 || s->n_seats > SPEED_MAX_SEATS || s->phase > SPEED_PHASE_OVER
      || s->n_decks < 1 || s->n_decks > 2)
    bad = "seat count, decks or phase out of range";
  for (int i = 0; i < s->n_seats && bad == NULL; i++)
    {
      if (!mark_cards (seen, s->deck[i], s->deck_n[i], limit)
          || !mark_cards (seen, s->hand[i], s->hand_n[i], limit)
          || !mark_cards (seen, s->pile[i], s->pile_n[i], limit)
          || !mark_cards (seen, s->packet[i], s->packet_n[i], limit))
        bad = "a card in two places, or one that is not in the game";
      total += s->deck_n[i] + s->hand_n[i] + s->pile_n[i] + s->packet_n[i];
      for (int c = 0; c < SPEED_COLUMNS && bad == NULL; c++)
        {
          int n = s->col_n[i][c], down = s->col_down[i][c];
          if (down > n || n > SPEED_COLUMN_MAX)
            bad = "a column with more face-down cards than cards";
          else if (down > c)
            /* The deal lays c cards face down in column c, and no card is
             * put face down later: with more, stacking a face-up group on
             * the column could pass its room. */
            bad = "a column with more face-down cards than the deal lays there";
          else if (!mark_cards (seen, s->col[i][c], n, limit))
            bad = "a card in two places, or one that is not in the game";
          else
            for (int k = down + 1; k < n; k++)
              if (splay_card_rank (s->col[i][c][k]) != splay_card_rank (s->col[i][c][k - 1]))
                bad = "a face-up group of mixed ranks";
          if (n > 0 && s->hand_n[i] > 0)
            bad = "cards in both the hand and the layout";
          total += n;
        }
      if (s->hand_n[i] > SPEED_HAND_MAX)
        bad = "too many hand cards";
      if (s->pile_marker[i] && (s->pile_n[i] > 0 || s->deck_n[i] > 0))
        bad = "cards on a spit card or splat pile, or a deck beside one";
      if (s->phase == SPEED_PHASE_PLAY && !s->started && s->pile_n[i] > 0)
        bad = "cards on a pile before the round started";
      if (s->phase == SPEED_PHASE_CUT
              ? speed_layout_count (s, i) > 0 || (s->deck_n[i] > 0 && s->claim_of[i] == SPEED_NONE)
              : s->packet_n[i] > 0)
        bad = "cards of the cut in the wrong place";
    }
  if (bad == NULL && total != s->n_cards)
    bad = "cards missing";
  if (bad != NULL)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT,
                   "Broken position: %s (%d of %d cards counted)", bad, total, s->n_cards);
      return FALSE;
    }
  return TRUE;
}

/* ---- Notation ----------------------------------------------------------- */

static int
parse_pile (const SpeedState *s, const char *w)
{
  int p = -1;

  if (w == NULL || w[0] == '\0' || w[1] != '\0')
    return -1;
  switch (g_ascii_toupper (w[0]))
    {
    case 'L': p = 0; break;
    case 'R': p = 1; break;
    case 'A':
    case 'B':
    case 'C':
    case 'D': p = g_ascii_toupper (w[0]) - 'A'; break;
    default: return -1;
    }
  return p < s->n_seats ? p : -1;
}

static int
parse_number (const char *w, int lo, int hi)
{
  char *end = NULL;
  long v;

  if (w == NULL || !g_ascii_isdigit (w[0]))
    return -1;
  v = strtol (w, &end, 10);
  if (*end != '\0' || v < lo || v > hi)
    return -1;
  return (int) v;
}

char *
speed_core_action_to_text (const void *state, int seat, SplayAction action)
{
  const SpeedState *s = state;
  int a = SPEED_ACTION_A (action), b = SPEED_ACTION_B (action);

  if (action == SPLAY_ACTION_RESIGN)
    return g_strdup ("resign");
  switch (SPEED_ACTION_KIND (action))
    {
    case SPEED_PLAY:
      if (a >= SPEED_FROM_HAND)
        return g_strdup_printf ("play h%d %s", a - SPEED_FROM_HAND + 1, speed_pile_name (s, b));
      return g_strdup_printf ("play %d %s", a + 1, speed_pile_name (s, b));
    case SPEED_STACK: return g_strdup_printf ("stack %d %d", a + 1, b + 1);
    case SPEED_TURN: return g_strdup_printf ("turn %d", a + 1);
    case SPEED_READY: return g_strdup ("ready");
    case SPEED_CLAIM:
      return g_strdup_printf ("%s %s", s->game == SPEED_GAME_SPIT ? "claim" : "splat",
                              speed_pile_name (s, b));
    case SPEED_CHOOSE: return g_strdup_printf ("choose %s", speed_pile_name (s, b));
    default: return g_strdup_printf ("?%08x", action);
    }
}

static gboolean
parse_error (GError **error, const char *text, const char *why)
{
  return splay_notation_action_error (error, text, why);
}

gboolean
speed_core_action_from_text (const void *state, int seat, const char *text, SplayAction *out,
                             GError **error)
{
  const SpeedState *s = state;
  g_auto (SplayNotationWords) words = { NULL };
  g_autofree char *piles = NULL;
  char **w = words.word;
  int n, a, b;

  if (!splay_notation_words (&words, text, 3, FALSE, NULL))
    return parse_error (error, text ? text : "",
                        "no action (write play, stack, turn, ready, claim, splat or choose)");
  n = words.n;
  if (s->n_seats == 2)
    piles = g_strdup ("L or R");
  else
    piles = g_strdup_printf ("A to %c", 'A' + s->n_seats - 1);

  if (g_str_equal (w[0], "resign") && n == 1)
    {
      *out = SPLAY_ACTION_RESIGN;
      return TRUE;
    }
  if (g_str_equal (w[0], "ready") && n == 1)
    {
      *out = speed_ready ();
      return TRUE;
    }
  if (g_str_equal (w[0], "play"))
    {
      if (n != 3)
        return parse_error (
            error, text,
            "write play COLUMN PILE, like “play 2 L”, or play hN PILE for a hand card");
      if (w[1][0] == 'h' || w[1][0] == 'H')
        {
          a = parse_number (w[1] + 1, 1, SPEED_HAND_MAX);
          if (a < 0)
            return parse_error (error, text, "a hand card is h1 to h8");
          a += SPEED_FROM_HAND - 1;
        }
      else
        {
          a = parse_number (w[1], 1, SPEED_COLUMNS);
          if (a < 0)
            return parse_error (error, text, "columns are 1 to 5");
          a -= 1;
        }
      b = parse_pile (s, w[2]);
      if (b < 0)
        {
          g_autofree char *why = g_strdup_printf ("the piles are %s", piles);
          return parse_error (error, text, why);
        }
      *out = speed_play (a, b);
      return TRUE;
    }
  if (g_str_equal (w[0], "stack"))
    {
      if (n != 3 || (a = parse_number (w[1], 1, SPEED_COLUMNS)) < 0
          || (b = parse_number (w[2], 1, SPEED_COLUMNS)) < 0)
        return parse_error (error, text,
                            "write stack FROM TO with columns 1 to 5, like “stack 3 1”");
      *out = speed_stack (a - 1, b - 1);
      return TRUE;
    }
  if (g_str_equal (w[0], "turn"))
    {
      if (n != 2 || (a = parse_number (w[1], 1, SPEED_COLUMNS)) < 0)
        return parse_error (error, text,
                            "write turn COLUMN with a column from 1 to 5, like “turn 4”");
      *out = speed_turn (a - 1);
      return TRUE;
    }
  if (g_str_equal (w[0], "claim") || g_str_equal (w[0], "splat") || g_str_equal (w[0], "choose"))
    {
      if (n != 2 || (b = parse_pile (s, w[1])) < 0)
        {
          g_autofree char *why = g_strdup_printf ("write %s PILE; the piles are %s", w[0], piles);
          return parse_error (error, text, why);
        }
      *out = g_str_equal (w[0], "choose") ? speed_choose (b) : speed_claim (b);
      return TRUE;
    }
  return parse_error (error, text,
                      "unknown action (write play, stack, turn, ready, claim, splat or choose)");
}

static char
seat_char (int v)
{
  return v == SPEED_NONE ? '-' : (char) ('0' + v);
}

static const char *const phase_names[] = { "cut", "play", "claim", "over", NULL };

char *
speed_core_state_to_text (const SpeedState *s, const SplayRules *rules)
{
  GString *str = g_string_new (rules->id);
  g_autofree char *settings = splay_settings_to_text (rules, &s->settings);

  g_string_append_printf (str, " %s phase=%s round=%u started=%u ready=", settings,
                          phase_names[MIN (s->phase, SPEED_PHASE_OVER)], s->round, s->started);
  for (int i = 0; i < s->n_seats; i++)
    g_string_append_c (str, (s->ready >> i) & 1 ? '1' : '0');
  g_string_append_printf (
      str, " idle=%u fin=%c last=%s false=%c chooser=%c winner=%c resigned=", s->idle,
      seat_char (s->finisher), s->last_pile == SPEED_NONE ? "-" : speed_pile_name (s, s->last_pile),
      seat_char (s->false_splat), seat_char (s->chooser), seat_char (s->winner));
  for (int i = 0; i < s->n_seats; i++)
    g_string_append_c (str, (s->resigned >> i) & 1 ? '1' : '0');
  g_string_append (str, " claims=");
  for (int p = 0; p < s->n_seats; p++)
    g_string_append_c (str, seat_char (s->claimed_by[p]));
  g_string_append (str, " from=");
  for (int p = 0; p < s->n_seats; p++)
    g_string_append_c (str, seat_char (s->pile_from[p]));
  g_string_append_printf (str,
                          " rng=%016" G_GINT64_MODIFIER "x.%016" G_GINT64_MODIFIER
                          "x.%016" G_GINT64_MODIFIER "x.%016" G_GINT64_MODIFIER "x",
                          s->rng.s[0], s->rng.s[1], s->rng.s[2], s->rng.s[3]);
  for (int i = 0; i < s->n_seats; i++)
    {
      g_string_append_printf (str, " d%d=", i);
      splay_notation_append_cards (str, s->deck[i], s->deck_n[i]);
      g_string_append_printf (str, " c%d=", i);
      for (int c = 0; c < SPEED_COLUMNS; c++)
        {
          if (c > 0)
            g_string_append_c (str, ',');
          if (s->col_down[i][c] > 0)
            splay_notation_append_cards (str, s->col[i][c], s->col_down[i][c]);
          g_string_append_c (str, '/');
          if (s->col_n[i][c] > s->col_down[i][c])
            splay_notation_append_cards (str, s->col[i][c] + s->col_down[i][c],
                                         s->col_n[i][c] - s->col_down[i][c]);
        }
      g_string_append_printf (str, " h%d=", i);
      splay_notation_append_cards (str, s->hand[i], s->hand_n[i]);
    }
  for (int p = 0; p < s->n_seats; p++)
    {
      g_string_append_printf (str, " p%s=", speed_pile_name (s, p));
      if (s->pile_marker[p])
        g_string_append_c (str, '*');
      else
        splay_notation_append_cards (str, s->pile[p], s->pile_n[p]);
    }
  for (int k = 0; k < s->n_seats; k++)
    if (s->packet_n[k] > 0)
      {
        g_string_append_printf (str, " k%s=", speed_pile_name (s, k));
        splay_notation_append_cards (str, s->packet[k], s->packet_n[k]);
      }
  return g_string_free (str, FALSE);
}

/* The fields that hold one seat (or, for "last", one pile) or "-". */
static const struct
{
  const char *key;
  gsize offset;
  gboolean pile;
} seat_fields[] = {
  { "fin", G_STRUCT_OFFSET (SpeedState, finisher), FALSE },
  { "last", G_STRUCT_OFFSET (SpeedState, last_pile), TRUE },
  { "false", G_STRUCT_OFFSET (SpeedState, false_splat), FALSE },
  { "chooser", G_STRUCT_OFFSET (SpeedState, chooser), FALSE },
  { "winner", G_STRUCT_OFFSET (SpeedState, winner), FALSE },
};

static gboolean
parse_seat_value (const SpeedState *s, const char *key, const char *v, uint8_t *out, gboolean pile,
                  GError **error)
{
  int seat;

  if (g_str_equal (v, "-"))
    {
      *out = SPEED_NONE;
      return TRUE;
    }
  if (pile)
    {
      int p = parse_pile (s, v);
      if (p < 0)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE, "%s: “%.8s” is no pile",
                       key, v);
          return FALSE;
        }
      *out = (uint8_t) p;
      return TRUE;
    }
  if (!splay_notation_read_int (key, v, 0, s->n_seats - 1, &seat, error))
    return FALSE;
  *out = (uint8_t) seat;
  return TRUE;
}

/* One character per seat or pile: a seat digit or "-". */
static gboolean
parse_per_seat (const SpeedState *s, const char *key, const char *v, uint8_t *out, GError **error)
{
  if ((int) strlen (v) != s->n_seats)
    goto bad;
  for (int i = 0; i < s->n_seats; i++)
    {
      if (v[i] == '-')
        out[i] = SPEED_NONE;
      else if (v[i] >= '0' && v[i] < '0' + s->n_seats)
        out[i] = (uint8_t) (v[i] - '0');
      else
        goto bad;
    }
  return TRUE;
bad:
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
               "%s: one seat digit or “-” per seat, not “%.12s”", key, v);
  return FALSE;
}

/* "DOWN/UP,DOWN/UP,...": the five columns of one seat. */
static gboolean
parse_columns (SpeedState *s, const SplayNotationCards *cards, const char *key, const char *v,
               int seat, GError **error)
{
  g_auto (GStrv) cols = NULL;

  if (splay_notation_split (key, v, ',', SPEED_COLUMNS, SPEED_COLUMNS, &cols, NULL) < 0)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   "%s: write five columns DOWN/UP separated by commas", key);
      return FALSE;
    }
  for (int c = 0; c < SPEED_COLUMNS; c++)
    {
      g_auto (GStrv) parts = NULL;
      uint8_t nd = 0, nu = 0;

      if (splay_notation_split (key, cols[c], '/', 2, 2, &parts, NULL) < 0)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       "%s: column %d needs a “/” between face-down and face-up cards", key, c + 1);
          return FALSE;
        }
      if (!splay_notation_read_cards (cards, key, parts[0], s->col[seat][c], SPEED_COLUMN_MAX, &nd,
                                      error)
          || !splay_notation_read_cards (cards, key, parts[1], s->col[seat][c] + nd,
                                         SPEED_COLUMN_MAX - nd, &nu, error))
        return FALSE;
      s->col_down[seat][c] = nd;
      s->col_n[seat][c] = (uint8_t) (nd + nu);
    }
  return TRUE;
}

static gboolean
read_fields (SpeedState *s, SplayNotation *nt, SplayCardPool *pool, GError **error)
{
  SplayNotationCards cards = { .pool = pool };
  const char *v;
  int n;

  if ((v = splay_notation_take (nt, "phase")) != NULL)
    {
      if (!splay_notation_read_word ("phase", v, phase_names, &n, error))
        return FALSE;
      s->phase = (uint8_t) n;
    }
  if ((v = splay_notation_take (nt, "round")) != NULL)
    {
      if (!splay_notation_read_int ("round", v, 0, 65535, &n, error))
        return FALSE;
      s->round = (uint16_t) n;
    }
  if ((v = splay_notation_take (nt, "started")) != NULL)
    {
      if (!splay_notation_read_int ("started", v, 0, 255, &n, error))
        return FALSE;
      s->started = n > 0;
    }
  if ((v = splay_notation_take (nt, "idle")) != NULL)
    {
      if (!splay_notation_read_int ("idle", v, 0, 255, &n, error))
        return FALSE;
      s->idle = (uint8_t) n;
    }
  if ((v = splay_notation_take (nt, "ready")) != NULL
      && !splay_notation_read_bits ("ready", v, s->n_seats, &s->ready, error))
    return FALSE;
  if ((v = splay_notation_take (nt, "resigned")) != NULL
      && !splay_notation_read_bits ("resigned", v, s->n_seats, &s->resigned, error))
    return FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (seat_fields); i++)
    if ((v = splay_notation_take (nt, seat_fields[i].key)) != NULL
        && !parse_seat_value (s, seat_fields[i].key, v,
                              G_STRUCT_MEMBER_P (s, seat_fields[i].offset), seat_fields[i].pile,
                              error))
      return FALSE;
  if ((v = splay_notation_take (nt, "claims")) != NULL)
    {
      if (!parse_per_seat (s, "claims", v, s->claimed_by, error))
        return FALSE;
      memset (s->claim_of, SPEED_NONE, sizeof s->claim_of);
      for (int p = 0; p < s->n_seats; p++)
        if (s->claimed_by[p] != SPEED_NONE)
          s->claim_of[s->claimed_by[p]] = (uint8_t) p;
    }
  if ((v = splay_notation_take (nt, "from")) != NULL
      && !parse_per_seat (s, "from", v, s->pile_from, error))
    return FALSE;
  if ((v = splay_notation_take (nt, "rng")) != NULL
      && !splay_notation_read_rng ("rng", v, &s->rng, error))
    return FALSE;
  /* The cards in the order the writer uses: which copy of a two-deck card a
   * plain name means depends on the copies read before it. */
  for (int i = 0; i < s->n_seats; i++)
    {
      char key[8];

      g_snprintf (key, sizeof key, "d%d", i);
      if ((v = splay_notation_take (nt, key)) != NULL
          && !splay_notation_read_cards (&cards, key, v, s->deck[i], SPEED_MAX_CARDS, &s->deck_n[i],
                                         error))
        return FALSE;
      g_snprintf (key, sizeof key, "c%d", i);
      if ((v = splay_notation_take (nt, key)) != NULL
          && !parse_columns (s, &cards, key, v, i, error))
        return FALSE;
      g_snprintf (key, sizeof key, "h%d", i);
      if ((v = splay_notation_take (nt, key)) != NULL
          && !splay_notation_read_cards (&cards, key, v, s->hand[i], SPEED_HAND_MAX, &s->hand_n[i],
                                         error))
        return FALSE;
    }
  for (int p = 0; p < s->n_seats; p++)
    {
      char key[8];

      g_snprintf (key, sizeof key, "p%s", speed_pile_name (s, p));
      if ((v = splay_notation_take (nt, key)) != NULL)
        {
          if (g_str_equal (v, "*"))
            s->pile_marker[p] = 1;
          else if (!splay_notation_read_cards (&cards, key, v, s->pile[p], SPEED_MAX_CARDS,
                                               &s->pile_n[p], error))
            return FALSE;
        }
    }
  for (int p = 0; p < s->n_seats; p++)
    {
      char key[8];

      g_snprintf (key, sizeof key, "k%s", speed_pile_name (s, p));
      if ((v = splay_notation_take (nt, key)) != NULL
          && !splay_notation_read_cards (&cards, key, v, s->packet[p], SPEED_MAX_CARDS,
                                         &s->packet_n[p], error))
        return FALSE;
    }
  return splay_notation_finish (nt, error);
}

gboolean
speed_core_state_from_text (SpeedState *out, const SplayRules *rules, SpeedGame game,
                            void (*configure) (SpeedState *s), const char *text, GError **error)
{
  g_auto (SplayNotation) nt = { NULL };
  g_autofree SpeedState *s = g_new0 (SpeedState, 1);
  SplaySettings settings;
  SplayCardPool pool;

  if (!splay_notation_init (&nt, rules, rules->id, text, error)
      || !splay_notation_take_settings (&nt, &settings, error))
    return FALSE;
  speed_core_setup (s, game, &settings, 0);
  configure (s);
  s->phase = SPEED_PHASE_PLAY;
  splay_card_pool_init (&pool, s->n_decks, FALSE);
  if (!read_fields (s, &nt, &pool, error) || !rules->check (s, error))
    return FALSE;
  *out = *s;
  return TRUE;
}

/* ---- Sentences ---------------------------------------------------------- */

static char *
pile_phrase (const SpeedState *s, int p)
{
  if (s->pile_marker[p])
    return g_strdup (s->game == SPEED_GAME_SPIT ? _("the spit card") : _("the splat pile"));
  if (s->n_seats == 2)
    /* Translators: the piles as seen from the first player's side. */
    return g_strdup (p == 0 ? _("the left pile") : _("the right pile"));
  /* Translators: %s is a letter, A to D. */
  return g_strdup_printf (_("pile %s"), speed_pile_name (s, p));
}

char *
speed_core_describe (const SpeedState *before, int seat, SplayAction action, const char *name)
{
  int a = SPEED_ACTION_A (action), b = SPEED_ACTION_B (action);

  if (action == SPLAY_ACTION_RESIGN)
    return g_strdup_printf (_("%s resigned"), name);
  switch (SPEED_ACTION_KIND (action))
    {
    case SPEED_PLAY:
      {
        SplayCard card = speed_source_card (before, seat, a);
        g_autofree char *c = card == SPLAY_CARD_NONE ? g_strdup ("?") : splay_card_short (card);
        g_autofree char *pile = b < before->n_seats ? pile_phrase (before, b) : g_strdup ("?");
        /* Translators: "Anna played 7♥ on the left pile". */
        return g_strdup_printf (_("%s played %s on %s"), name, c, pile);
      }
    case SPEED_STACK:
      {
        int n = a < SPEED_COLUMNS ? before->col_n[seat][a] - before->col_down[seat][a] : 0;
        return g_strdup_printf (
            ngettext ("%s moved %d card to column %d", "%s moved %d cards to column %d", n), name,
            n, b + 1);
      }
    case SPEED_TURN:
      {
        int d = a < SPEED_COLUMNS ? before->col_down[seat][a] : 0;
        g_autofree char *c
            = d > 0 ? splay_card_short (before->col[seat][a][d - 1]) : g_strdup ("?");
        /* Translators: "Anna turned over 8♦ in column 4". */
        return g_strdup_printf (_("%s turned over %s in column %d"), name, c, a + 1);
      }
    case SPEED_READY:
      if ((before->ready | (1u << seat)) == (1u << before->n_seats) - 1)
        /* Translators: the last player to signal Ready; now cards are turned. */
        return g_strdup_printf (_("%s is ready: the next cards are turned"), name);
      return g_strdup_printf (_("%s is ready"), name);
    default: return NULL;
    }
}

char *
speed_claim_phrase (const SpeedState *s, int pile)
{
  return pile >= 0 && pile < s->n_seats ? pile_phrase (s, pile) : g_strdup ("?");
}
