/* SPDX-License-Identifier: GPL-3.0-or-later */
/* spite-malice.c: the rules of Spite and Malice (seed 004 and RULINGS.md).
 *
 * Over 1,200 lines on purpose: one game's whole rules, its variants and its
 * notation.
 *
 * A turn is a series of BUILD (and, with unlimited centre stacks, NEW)
 * actions followed by one DISCARD. The draws the rules call for happen inside
 * apply(): the seat whose turn starts fills its hand up to five when the
 * previous seat discards, and a seat that plays its last hand card draws five
 * more at once. legal() and apply() never allocate unless asked for an error.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "spite-malice.h"

static const SplayOption spite_malice_options[SPITE_MALICE_N_OPTIONS] = {
  { "goal", N_("Goal pile"), N_("Cards in each player's goal pile"), SPLAY_OPTION_INT,
    SPLAY_OPTION_SCOPE_PLAYER, 10, 30, 26 },
  { "unlimited", N_("Unlimited centre stacks"),
    N_("Every ace starts a new building pile; completed piles stay until the draw pile runs out"),
    SPLAY_OPTION_BOOL, SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0 },
  { "aces-twos", N_("Aces and twos must be played"),
    N_("A player who can play an ace or a two must do so before discarding; turns on unlimited "
        "centre stacks"),
    SPLAY_OPTION_BOOL, SPLAY_OPTION_SCOPE_PLAYER, 0, 1, 0, "unlimited" },
  { "first", N_("First player"), NULL, SPLAY_OPTION_INT, SPLAY_OPTION_SCOPE_DEAL, 0,
    SPITE_MALICE_MAX_SEATS - 1, 0 },
};

static inline int
n_decks_for (int n_seats)
{
  return n_seats <= 4 ? 3 : 4;
}

/* The largest goal pile @n_seats can be dealt with a full hand each: six
 * players with goal piles of 30 would need 210 of the 208 cards before the
 * first draw. */
static inline int
most_goal_for (int n_seats)
{
  return 52 * n_decks_for (n_seats) / n_seats - SPITE_MALICE_HAND;
}

static inline int
card_rank (SplayCard c)
{
  return splay_card_rank (c);
}

/* ---- helpers shared with the board and the AI ---- */

gboolean
spite_malice_fits (const SpiteMaliceState *s, SplayCard card, int pile)
{
  return spite_malice_rank_fits (s, card_rank (card), pile);
}

static int
hand_index_of_rank (const SpiteMaliceState *s, int seat, int rank)
{
  for (int i = 0; i < s->hand_n[seat]; i++)
    if (card_rank (s->hand[seat][i]) == rank)
      return i;
  return -1;
}

SplayCard
spite_malice_source_card (const SpiteMaliceState *s, int seat, SplayAction action)
{
  int val = SPITE_MALICE_ACTION_VAL (action);
  int depth = SPITE_MALICE_ACTION_DEPTH (action);

  switch (SPITE_MALICE_ACTION_SRC (action))
    {
    case SPITE_MALICE_FROM_HAND:
      {
        int i = hand_index_of_rank (s, seat, val);
        return i < 0 ? SPLAY_CARD_NONE : s->hand[seat][i];
      }
    case SPITE_MALICE_FROM_GOAL:
      return s->goal_n[seat] > 0 ? s->goal[seat][s->goal_n[seat] - 1] : SPLAY_CARD_NONE;
    case SPITE_MALICE_FROM_DISCARD:
      if (val >= SPITE_MALICE_DISCARDS || depth >= s->disc_n[seat][val])
        return SPLAY_CARD_NONE;
      return s->disc[seat][val][s->disc_n[seat][val] - 1 - depth];
    default: return SPLAY_CARD_NONE;
    }
}

/* An ace can be played when a new pile can be started; a two when a pile
 * stands at ace. */
static gboolean
rank_playable (const SpiteMaliceState *s, int rank)
{
  if (rank == SPLAY_RANK_ACE)
    {
      if (s->unlimited)
        return s->n_piles < SPITE_MALICE_MAX_PILES;
      for (int p = 0; p < s->n_piles; p++)
        if (s->pile_n[p] == 0)
          return TRUE;
      return FALSE;
    }
  for (int p = 0; p < s->n_piles; p++)
    if (s->pile_n[p] == rank - 1)
      return TRUE;
  return FALSE;
}

/* The lowest ace-or-two rank @seat could play now, 0 if none. */
static int
forced_rank (const SpiteMaliceState *s, int seat)
{
  int found = 0;

  for (int rank = SPLAY_RANK_ACE; rank <= 2 && !found; rank++)
    {
      gboolean have = hand_index_of_rank (s, seat, rank) >= 0;

      if (!have && s->goal_n[seat] > 0)
        have = card_rank (s->goal[seat][s->goal_n[seat] - 1]) == rank;
      for (int d = 0; d < SPITE_MALICE_DISCARDS && !have; d++)
        if (s->disc_n[seat][d] > 0)
          have = card_rank (s->disc[seat][d][s->disc_n[seat][d] - 1]) == rank;
      if (have && rank_playable (s, rank))
        found = rank;
    }
  return found;
}

gboolean
spite_malice_must_play (const SpiteMaliceState *s, int seat)
{
  return s->aces_twos && forced_rank (s, seat) != 0;
}

/* ---- settings and deal ---- */

static gboolean
spite_malice_validate (const SplaySettings *settings, GError **error)
{
  int n = settings->n_seats;
  int goal = settings->values[SPITE_MALICE_OPT_GOAL];
  int most;

  if (n < 2 || n > SPITE_MALICE_MAX_SEATS)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("Spite and Malice is played by 2 to 6 players."));
      return FALSE;
    }
  for (int i = 0; i < SPITE_MALICE_N_OPTIONS; i++)
    if (settings->values[i] < spite_malice_options[i].min
        || settings->values[i] > spite_malice_options[i].max)
      {
        g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                     _("Setting “%s” must be from %d to %d."), spite_malice_options[i].key,
                     spite_malice_options[i].min, spite_malice_options[i].max);
        return FALSE;
      }
  if (settings->values[SPITE_MALICE_OPT_FIRST] >= n)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("The first player must be one of the %d seats (0 to %d)."), n, n - 1);
      return FALSE;
    }
  most = most_goal_for (n);
  if (goal > most)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                   _("With %d players the goal piles can hold at most %d cards each."), n, most);
      return FALSE;
    }
  /* "aces-twos" without "unlimited" is accepted: the variant brings unlimited
   * centre stacks with it (the option table says so), settings read from
   * text are normalised, and init() turns them on for settings made by
   * hand. */
  return TRUE;
}

static void
setup_from_settings (SpiteMaliceState *s, const SplaySettings *settings)
{
  s->settings = *settings;
  /* Settings made by hand may not say what aces and twos brings along. */
  splay_settings_normalize (&spite_malice_rules, &s->settings);
  s->n_seats = (uint8_t) settings->n_seats;
  s->n_decks = (uint8_t) n_decks_for (settings->n_seats);
  s->n_cards = (uint8_t) (52 * s->n_decks);
  s->goal_size = (uint8_t) settings->values[SPITE_MALICE_OPT_GOAL];
  s->aces_twos = s->settings.values[SPITE_MALICE_OPT_ACES_TWOS] != 0;
  s->unlimited = s->settings.values[SPITE_MALICE_OPT_UNLIMITED] != 0;
  s->n_piles = s->unlimited ? 0 : SPITE_MALICE_STD_PILES;
}

static void
spite_malice_init (void *state, const SplaySettings *settings, uint64_t seed)
{
  SpiteMaliceState *s = state;
  int n;

  memset (s, 0, sizeof *s);
  setup_from_settings (s, settings);
  splay_rng_init (&s->rng, seed);
  n = splay_cards_deck (s->draw, s->n_decks, FALSE);
  splay_rng_shuffle (&s->rng, s->draw, n);
  s->draw_n = (uint8_t) n;
  for (int i = 0; i < s->goal_size; i++)
    for (int p = 0; p < s->n_seats; p++)
      s->goal[p][s->goal_n[p]++] = s->draw[--s->draw_n];
  for (int i = 0; i < SPITE_MALICE_HAND; i++)
    for (int p = 0; p < s->n_seats; p++)
      s->hand[p][s->hand_n[p]++] = s->draw[--s->draw_n];
  s->turn = (uint8_t) settings->values[SPITE_MALICE_OPT_FIRST];
  s->phase = SPITE_MALICE_PHASE_PLAY;
}

/* ---- play ---- */

static uint32_t
spite_malice_actors (const void *state)
{
  const SpiteMaliceState *s = state;

  return s->phase == SPITE_MALICE_PHASE_PLAY ? 1u << s->turn : 0;
}

/* The builds of @card, a real card, in the order of the piles, its rank
 * looked up once (the search's planner asks for these lists millions of
 * times a move). */
static void
add_builds (const SpiteMaliceState *s, SplayCard card, int src, int val, SplayAction *out, int *n)
{
  int r = splay_card_rank_or_0 (card);

  for (int p = 0; p < s->n_piles; p++)
    if (spite_malice_rank_fits (s, r, p))
      out[(*n)++] = SPITE_MALICE_ACTION (SPITE_MALICE_BUILD, src, val, 0, p);
  if (s->unlimited && (r == SPLAY_RANK_ACE || r == SPLAY_RANK_KING)
      && s->n_piles < SPITE_MALICE_MAX_PILES)
    out[(*n)++] = SPITE_MALICE_ACTION (SPITE_MALICE_NEW, src, val, 0, 0);
}

int
spite_malice_builds (const SpiteMaliceState *s, int seat, SplayAction *out, gboolean *may_discard)
{
  int8_t first_of_rank[14]; /* the first card of each rank in the hand, or -1 */
  int n = 0;

  *may_discard = FALSE;
  if (s->phase != SPITE_MALICE_PHASE_PLAY || seat != s->turn)
    return 0;
  memset (first_of_rank, -1, sizeof first_of_rank);
  for (int i = s->hand_n[seat] - 1; i >= 0; i--)
    first_of_rank[splay_card_rank_or_0 (s->hand[seat][i])] = (int8_t) i;

  for (int r = 1; r <= 13; r++)
    if (first_of_rank[r] >= 0)
      add_builds (s, s->hand[seat][first_of_rank[r]], SPITE_MALICE_FROM_HAND, r, out, &n);
  if (s->goal_n[seat] > 0)
    add_builds (s, s->goal[seat][s->goal_n[seat] - 1], SPITE_MALICE_FROM_GOAL, 0, out, &n);
  for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
    if (s->disc_n[seat][d] > 0)
      add_builds (s, s->disc[seat][d][s->disc_n[seat][d] - 1], SPITE_MALICE_FROM_DISCARD, d, out,
                  &n);
  *may_discard = s->hand_n[seat] > 0 && !spite_malice_must_play (s, seat);
  return n;
}

/* The builds, then a discard of each rank in the hand onto each pile. */
static int
spite_malice_legal (const void *state, int seat, SplayAction *out)
{
  const SpiteMaliceState *s = state;
  unsigned ranks = 0;
  gboolean may_discard;
  int n = spite_malice_builds (s, seat, out, &may_discard);

  if (!may_discard)
    return n;
  for (int i = 0; i < s->hand_n[seat]; i++)
    ranks |= 1u << splay_card_rank_or_0 (s->hand[seat][i]);
  for (int r = 1; r <= 13; r++)
    if ((ranks >> r) & 1)
      for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
        out[n++] = spite_malice_discard (r, d);
  g_assert (n <= SPLAY_MAX_ACTIONS);
  return n;
}

/* The set-aside cards (and, with unlimited centre stacks, the completed
 * piles still in the centre) become the new draw pile. */
static void
refill_draw (SpiteMaliceState *s)
{
  if (s->unlimited)
    {
      int k = 0;

      for (int p = 0; p < s->n_piles; p++)
        {
          if (s->pile_n[p] == SPITE_MALICE_PILE_CARDS)
            {
              memcpy (s->aside + s->aside_n, s->pile[p], SPITE_MALICE_PILE_CARDS);
              s->aside_n += SPITE_MALICE_PILE_CARDS;
              continue;
            }
          if (k != p)
            {
              s->pile_n[k] = s->pile_n[p];
              memcpy (s->pile[k], s->pile[p], SPITE_MALICE_PILE_CARDS);
            }
          k++;
        }
      for (int p = k; p < s->n_piles; p++)
        s->pile_n[p] = 0;
      s->n_piles = (uint8_t) k;
    }
  memcpy (s->draw + s->draw_n, s->aside, s->aside_n);
  s->draw_n += s->aside_n;
  s->aside_n = 0;
  splay_rng_shuffle (&s->rng, s->draw, s->draw_n);
}

/* Fills @seat's hand up to five; ends the game drawn if a card is due and
 * none is left anywhere to draw (the house rule in spite-malice.h). */
static void
fill_hand (SpiteMaliceState *s, int seat)
{
  while (s->hand_n[seat] < SPITE_MALICE_HAND)
    {
      if (s->draw_n == 0)
        refill_draw (s);
      if (s->draw_n == 0)
        {
          s->phase = SPITE_MALICE_PHASE_DRAWN;
          return;
        }
      s->hand[seat][s->hand_n[seat]++] = s->draw[--s->draw_n];
    }
}

static gboolean
refuse (GError **error, int code, const char *message)
{
  g_set_error_literal (error, SPLAY_RULES_ERROR, code, message);
  return FALSE;
}

static const char *
goes_only_on (int rank)
{
  switch (rank)
    {
    case 2: return _("A two goes only on an ace.");
    case 3: return _("A three goes only on a two.");
    case 4: return _("A four goes only on a three.");
    case 5: return _("A five goes only on a four.");
    case 6: return _("A six goes only on a five.");
    case 7: return _("A seven goes only on a six.");
    case 8: return _("An eight goes only on a seven.");
    case 9: return _("A nine goes only on an eight.");
    case 10: return _("A ten goes only on a nine.");
    case 11: return _("A jack goes only on a ten.");
    case 12: return _("A queen goes only on a jack.");
    default: return _("That card does not fit on that building pile.");
    }
}

/* Checks the source of a BUILD, NEW or DISCARD action. */
static gboolean
check_source (const SpiteMaliceState *s, int seat, SplayAction a, GError **error)
{
  int src = SPITE_MALICE_ACTION_SRC (a);
  int val = SPITE_MALICE_ACTION_VAL (a);
  int depth = SPITE_MALICE_ACTION_DEPTH (a);

  switch (src)
    {
    case SPITE_MALICE_FROM_HAND:
      if (depth != 0 || val < 1 || val > 13)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("That is not a Spite and Malice action."));
      if (hand_index_of_rank (s, seat, val) < 0)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                       /* Translators: %s is a rank: A, 2..10, J, Q, K */
                       _("You have no %s in your hand."), splay_rank_symbol (val));
          return FALSE;
        }
      return TRUE;
    case SPITE_MALICE_FROM_GOAL:
      if (depth != 0)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("Only the top card of the goal pile can be played."));
      if (val != 0 || s->goal_n[seat] == 0)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("That is not a Spite and Malice action."));
      return TRUE;
    case SPITE_MALICE_FROM_DISCARD:
      if (val >= SPITE_MALICE_DISCARDS)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("There are four discard piles, numbered 0 to 3."));
      if (s->disc_n[seat][val] == 0)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL, _("That discard pile is empty."));
      if (depth != 0)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("Only the top card of a discard pile can be played."));
      return TRUE;
    default:
      return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                     _("That is not a Spite and Malice action."));
    }
}

static gboolean
check_action (const SpiteMaliceState *s, int seat, SplayAction a, GError **error)
{
  int kind = SPITE_MALICE_ACTION_KIND (a);
  int target = SPITE_MALICE_ACTION_TARGET (a);
  SplayCard card;
  int rank;

  if (s->phase != SPITE_MALICE_PHASE_PLAY)
    return refuse (error, SPLAY_RULES_ERROR_OVER, _("The game is over."));
  if (seat < 0 || seat >= s->n_seats || seat != s->turn)
    return refuse (error, SPLAY_RULES_ERROR_NOT_YOUR_TURN, _("It is not your turn."));

  switch (kind)
    {
    case SPITE_MALICE_END:
      return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                     _("A turn ends with a discard: put a card from your hand on one of your "
                        "discard piles."));
    case SPITE_MALICE_BUILD:
    case SPITE_MALICE_NEW:
      if (!check_source (s, seat, a, error))
        return FALSE;
      card = spite_malice_source_card (s, seat, a);
      rank = card_rank (card);
      if (kind == SPITE_MALICE_NEW)
        {
          if (!s->unlimited)
            return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                           _("New building piles are started only with unlimited centre stacks: "
                              "play the ace on an empty building pile."));
          if (target != 0)
            return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                           _("That is not a Spite and Malice action."));
          if (rank != SPLAY_RANK_ACE && rank != SPLAY_RANK_KING)
            return refuse (
                error, SPLAY_RULES_ERROR_ILLEGAL,
                _("Only an ace, or a king standing in for one, starts a new building pile."));
          if (s->n_piles >= SPITE_MALICE_MAX_PILES)
            return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                           _("There is no room for another building pile."));
          return TRUE;
        }
      if (target >= s->n_piles)
        {
          if (s->unlimited && rank == SPLAY_RANK_ACE)
            return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                           _("An ace starts a new building pile."));
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL,
                       _("There is no building pile %d."), target);
          return FALSE;
        }
      if (s->pile_n[target] >= SPITE_MALICE_PILE_CARDS)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("That building pile is complete: nothing more goes on it."));
      if (rank == SPLAY_RANK_KING || rank == s->pile_n[target] + 1)
        return TRUE;
      if (rank == SPLAY_RANK_ACE)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       s->unlimited ? _("An ace starts a new building pile.")
                                    : _("An ace goes only on an empty building pile."));
      if (s->pile_n[target] == 0)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("A building pile starts with an ace, or a king standing in for one."));
      return refuse (error, SPLAY_RULES_ERROR_ILLEGAL, goes_only_on (rank));
    case SPITE_MALICE_DISCARD:
      if (SPITE_MALICE_ACTION_SRC (a) != SPITE_MALICE_FROM_HAND)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("Only a card from your hand can be discarded."));
      if (!check_source (s, seat, a, error))
        return FALSE;
      if (target >= SPITE_MALICE_DISCARDS)
        return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                       _("There are four discard piles, numbered 0 to 3."));
      if (s->aces_twos)
        switch (forced_rank (s, seat))
          {
          case SPLAY_RANK_ACE:
            return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                           _("You must play the ace first (aces and twos variant)."));
          case 2:
            return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                           _("You must play the two first (aces and twos variant)."));
          default: break;
          }
      return TRUE;
    default:
      return refuse (error, SPLAY_RULES_ERROR_ILLEGAL,
                     _("That is not a Spite and Malice action."));
    }
}

/* Takes the card an already checked action names off its source. */
static SplayCard
take_source (SpiteMaliceState *s, int seat, SplayAction a)
{
  int val = SPITE_MALICE_ACTION_VAL (a);
  SplayCard c;

  switch (SPITE_MALICE_ACTION_SRC (a))
    {
    case SPITE_MALICE_FROM_HAND:
      {
        int i = hand_index_of_rank (s, seat, val);
        c = s->hand[seat][i];
        /* Keep the order the cards were drawn in: the board shows it. */
        memmove (&s->hand[seat][i], &s->hand[seat][i + 1], (gsize) (s->hand_n[seat] - i - 1));
        s->hand_n[seat]--;
        return c;
      }
    case SPITE_MALICE_FROM_GOAL: return s->goal[seat][--s->goal_n[seat]];
    case SPITE_MALICE_FROM_DISCARD:
    default: return s->disc[seat][val][--s->disc_n[seat][val]];
    }
}

static gboolean
spite_malice_apply (void *state, int seat, SplayAction a, GError **error)
{
  SpiteMaliceState *s = state;
  int kind = SPITE_MALICE_ACTION_KIND (a);
  int target = SPITE_MALICE_ACTION_TARGET (a);
  SplayCard card;

  if (a == SPLAY_ACTION_RESIGN)
    {
      if (s->phase != SPITE_MALICE_PHASE_PLAY)
        return refuse (error, SPLAY_RULES_ERROR_OVER, _("The game is over."));
      if (seat < 0 || seat >= s->n_seats)
        return refuse (error, SPLAY_RULES_ERROR_NOT_YOUR_TURN, _("There is no such seat."));
      s->phase = SPITE_MALICE_PHASE_RESIGNED;
      s->winner = (uint8_t) seat;
      return TRUE;
    }
  if (!check_action (s, seat, a, error))
    return FALSE;

  card = take_source (s, seat, a);
  if (kind == SPITE_MALICE_DISCARD)
    {
      s->disc[seat][target][s->disc_n[seat][target]++] = card;
      s->turn = (uint8_t) ((s->turn + 1) % s->n_seats);
      fill_hand (s, s->turn);
      return TRUE;
    }

  if (kind == SPITE_MALICE_NEW)
    {
      target = s->n_piles++;
      s->pile_n[target] = 0;
    }
  s->pile[target][s->pile_n[target]++] = card;
  if (s->pile_n[target] == SPITE_MALICE_PILE_CARDS && !s->unlimited)
    {
      memcpy (s->aside + s->aside_n, s->pile[target], SPITE_MALICE_PILE_CARDS);
      s->aside_n += SPITE_MALICE_PILE_CARDS;
      s->pile_n[target] = 0;
    }
  if (s->goal_n[seat] == 0)
    {
      s->phase = SPITE_MALICE_PHASE_WON;
      s->winner = (uint8_t) seat;
      return TRUE;
    }
  if (s->hand_n[seat] == 0)
    fill_hand (s, seat);
  return TRUE;
}

static gboolean
spite_malice_is_over (const void *state)
{
  const SpiteMaliceState *s = state;

  return s->phase != SPITE_MALICE_PHASE_PLAY;
}

static void
spite_malice_result (const void *state, SplayResult *r)
{
  const SpiteMaliceState *s = state;

  memset (r, 0, sizeof *r);
  r->n_seats = s->n_seats;
  switch (s->phase)
    {
    case SPITE_MALICE_PHASE_WON:
      /* Losers are placed by the cards left in their goal piles. */
      for (int p = 0; p < s->n_seats; p++)
        {
          if (p == s->winner)
            continue;
          r->place[p] = 2;
          for (int q = 0; q < s->n_seats; q++)
            if (q != s->winner && s->goal_n[q] < s->goal_n[p])
              r->place[p]++;
          r->points[s->winner] += s->goal_n[p];
        }
      r->place[s->winner] = 1;
      r->points[s->winner] += 5;
      break;
    case SPITE_MALICE_PHASE_RESIGNED:
      for (int p = 0; p < s->n_seats; p++)
        r->place[p] = p == s->winner ? 2 : 1;
      if (s->n_seats == 2)
        r->points[1 - s->winner] = s->goal_n[s->winner] + 5;
      break;
    case SPITE_MALICE_PHASE_DRAWN:
    default:
      r->drawn = s->phase == SPITE_MALICE_PHASE_DRAWN;
      for (int p = 0; p < s->n_seats; p++)
        r->place[p] = 1;
      break;
    }
}

/* ---- hidden information ---- */

static int
compare_cards (const void *a, const void *b)
{
  return (int) *(const SplayCard *) a - (int) *(const SplayCard *) b;
}

static void
spite_malice_view (const void *state, int seat, void *out)
{
  SpiteMaliceState *v = out;

  memcpy (v, state, sizeof *v);
  memset (v->draw, SPLAY_CARD_UNKNOWN, v->draw_n);
  for (int p = 0; p < v->n_seats; p++)
    {
      if (p != seat)
        memset (v->hand[p], SPLAY_CARD_UNKNOWN, v->hand_n[p]);
      if (v->goal_n[p] > 1)
        memset (v->goal[p], SPLAY_CARD_UNKNOWN, v->goal_n[p] - 1u);
    }
  /* Everybody saw the completed piles, but not the order a shuffle will
   * find them in, nor the generator that will shuffle them. */
  qsort (v->aside, v->aside_n, 1, compare_cards);
  splay_rng_init (&v->rng, 0);
}

/* Deals the cards @seat cannot see (the draw pile, the others' hands, the
 * goal cards below the tops) anew: shuffled with @rng, or with @rng NULL
 * put in card order, which leaves nothing of where they really lay. */
static void
redeal_unseen (SpiteMaliceState *s, int seat, SplayRng *rng)
{
  SplayCard pool[SPITE_MALICE_MAX_CARDS];
  int n = 0, k = 0;

#define HIDDEN_PLACES(DO)                          \
  G_STMT_START                                     \
  {                                                \
    for (int i = 0; i < s->draw_n; i++)            \
      DO (s->draw[i]);                             \
    for (int p = 0; p < s->n_seats; p++)           \
      {                                            \
        if (p != seat)                             \
          for (int i = 0; i < s->hand_n[p]; i++)   \
            DO (s->hand[p][i]);                    \
        for (int i = 0; i + 1 < s->goal_n[p]; i++) \
          DO (s->goal[p][i]);                      \
      }                                            \
  }                                                \
  G_STMT_END
#define COLLECT(x) (pool[n++] = (x))
#define DEAL(x) ((x) = pool[k++])
  HIDDEN_PLACES (COLLECT);
  if (rng != NULL)
    splay_rng_shuffle (rng, pool, n);
  else
    qsort (pool, (gsize) n, 1, compare_cards);
  HIDDEN_PLACES (DEAL);
#undef COLLECT
#undef DEAL
#undef HIDDEN_PLACES
}

static void
spite_malice_determinize (void *state, int seat, SplayRng *rng)
{
  SpiteMaliceState *s = state;

  redeal_unseen (s, seat, rng);
  splay_rng_shuffle (rng, s->aside, s->aside_n);
  splay_rng_init (&s->rng, splay_rng_next (rng));
}

void
spite_malice_sort_unseen (SpiteMaliceState *s, int seat)
{
  redeal_unseen (s, seat, NULL);
  qsort (s->aside, s->aside_n, 1, compare_cards);
  splay_rng_init (&s->rng, 0);
}

/* ---- notation ---- */

static char *
spite_malice_action_to_text (const void *state, int seat, SplayAction a)
{
  int kind = SPITE_MALICE_ACTION_KIND (a);
  int val = SPITE_MALICE_ACTION_VAL (a);
  int depth = SPITE_MALICE_ACTION_DEPTH (a);
  int target = SPITE_MALICE_ACTION_TARGET (a);
  char src[16];

  if (a == SPLAY_ACTION_RESIGN)
    return g_strdup ("resign");
  switch (SPITE_MALICE_ACTION_SRC (a))
    {
    case SPITE_MALICE_FROM_HAND:
      g_snprintf (src, sizeof src, "h%s", splay_rank_to_text (val));
      break;
    case SPITE_MALICE_FROM_GOAL: g_snprintf (src, sizeof src, "g"); break;
    case SPITE_MALICE_FROM_DISCARD:
      if (depth > 0)
        g_snprintf (src, sizeof src, "d%d.%d", val, depth);
      else
        g_snprintf (src, sizeof src, "d%d", val);
      break;
    default: g_snprintf (src, sizeof src, "?");
    }
  switch (kind)
    {
    case SPITE_MALICE_BUILD: return g_strdup_printf ("build %s %d", src, target);
    case SPITE_MALICE_NEW: return g_strdup_printf ("new %s", src);
    case SPITE_MALICE_DISCARD: return g_strdup_printf ("discard %s %d", src, target);
    case SPITE_MALICE_END: return g_strdup ("end");
    default: return g_strdup_printf ("0x%08x", a);
    }
}

/* Reads a whole non-negative number below 256; -1 if @p is not one. */
static int
parse_number (const char *p)
{
  int v;

  return splay_notation_read_int ("", p, 0, 255, &v, NULL) ? v : -1;
}

static gboolean
parse_source (const char *word, const char *text, int *src, int *val, int *depth, GError **error)
{
  *depth = 0;
  *val = 0;
  switch (g_ascii_tolower (word[0]))
    {
    case 'h':
      *src = SPITE_MALICE_FROM_HAND;
      if (g_str_equal (word + 1, "10"))
        *val = 10;
      else if (word[1] != '\0' && word[2] == '\0')
        *val = splay_rank_from_char (word[1]);
      if (*val == 0)
        return splay_notation_action_error (
            error, text, _("a hand card is h and its rank: hA, h2 … h9, hT, hJ, hQ, hK"));
      return TRUE;
    case 'g':
      *src = SPITE_MALICE_FROM_GOAL;
      if (word[1] != '\0')
        return splay_notation_action_error (
            error, text, _("the goal pile is written g; only its top card plays"));
      return TRUE;
    case 'd':
      {
        char pile[8];
        const char *dot = strchr (word + 1, '.');
        gsize len = dot != NULL ? (gsize) (dot - (word + 1)) : strlen (word + 1);

        *src = SPITE_MALICE_FROM_DISCARD;
        *val = -1;
        if (len < sizeof pile)
          {
            memcpy (pile, word + 1, len);
            pile[len] = '\0';
            *val = parse_number (pile);
          }
        if (dot != NULL)
          *depth = parse_number (dot + 1);
        if (*val < 0 || *val >= SPITE_MALICE_DISCARDS || *depth < 0)
          return splay_notation_action_error (error, text,
                                              _("a discard pile is d0, d1, d2 or d3"));
        return TRUE;
      }
    default:
      return splay_notation_action_error (
          error, text, _("a card to play is hR (hand), g (goal pile) or dN (discard pile N)"));
    }
}

static gboolean
spite_malice_action_from_text (const void *state, int seat, const char *text, SplayAction *out,
                               GError **error)
{
  g_auto (SplayNotationWords) words = { NULL };
  const char *const *w = (const char *const *) words.word;
  int n, src = 0, val = 0, depth = 0, target = 0;

  if (!splay_notation_words (&words, text, 3, FALSE, error))
    return FALSE;
  n = words.n;
  if (g_ascii_strcasecmp (w[0], "resign") == 0 && n == 1)
    {
      *out = SPLAY_ACTION_RESIGN;
      return TRUE;
    }
  if (g_ascii_strcasecmp (w[0], "end") == 0 && n == 1)
    {
      *out = SPITE_MALICE_ACTION (SPITE_MALICE_END, 0, 0, 0, 0);
      return TRUE;
    }
  if (g_ascii_strcasecmp (w[0], "new") == 0)
    {
      if (n != 2)
        return splay_notation_action_error (error, text,
                                            _("write new and the card: new hA, new g, new d2"));
      if (!parse_source (w[1], text, &src, &val, &depth, error))
        return FALSE;
      *out = SPITE_MALICE_ACTION (SPITE_MALICE_NEW, src, val, depth, 0);
      return TRUE;
    }
  if (g_ascii_strcasecmp (w[0], "build") == 0 || g_ascii_strcasecmp (w[0], "discard") == 0)
    {
      gboolean build = g_ascii_tolower (w[0][0]) == 'b';

      if (n != 3)
        return splay_notation_action_error (
            error, text,
            build ? _("write build, the card and the building pile: build h5 2")
                  : _("write discard, the hand card and your discard pile: discard hK 2"));
      if (!parse_source (w[1], text, &src, &val, &depth, error))
        return FALSE;
      target = parse_number (w[2]);
      if (target < 0)
        return splay_notation_action_error (error, text, _("the pile is a number counted from 0"));
      *out = SPITE_MALICE_ACTION (build ? SPITE_MALICE_BUILD : SPITE_MALICE_DISCARD, src, val,
                                  depth, target);
      return TRUE;
    }
  return splay_notation_action_error (error, text, _("an action is build, new, discard or end"));
}

static char *
spite_malice_state_to_text (const void *state)
{
  const SpiteMaliceState *s = state;
  GString *str = g_string_new (NULL);
  g_autofree char *settings = splay_settings_to_text (&spite_malice_rules, &s->settings);

  g_string_append_printf (str, "%s turn=%d over=", settings, s->turn);
  switch (s->phase)
    {
    case SPITE_MALICE_PHASE_WON: g_string_append_printf (str, "won:%d", s->winner); break;
    case SPITE_MALICE_PHASE_DRAWN: g_string_append (str, "drawn"); break;
    case SPITE_MALICE_PHASE_RESIGNED: g_string_append_printf (str, "resigned:%d", s->winner); break;
    default: g_string_append_c (str, '-');
    }
  g_string_append_printf (str,
                          " rng=%016" G_GINT64_MODIFIER "x.%016" G_GINT64_MODIFIER
                          "x.%016" G_GINT64_MODIFIER "x.%016" G_GINT64_MODIFIER "x",
                          (guint64) s->rng.s[0], (guint64) s->rng.s[1], (guint64) s->rng.s[2],
                          (guint64) s->rng.s[3]);
  g_string_append (str, " draw=");
  splay_notation_append_cards (str, s->draw, s->draw_n);
  g_string_append (str, " aside=");
  splay_notation_append_cards (str, s->aside, s->aside_n);
  g_string_append (str, " build=");
  if (s->n_piles == 0)
    g_string_append_c (str, '-');
  for (int p = 0; p < s->n_piles; p++)
    {
      if (p > 0)
        g_string_append_c (str, '/');
      splay_notation_append_cards (str, s->pile[p], s->pile_n[p]);
    }
  for (int p = 0; p < s->n_seats; p++)
    {
      g_string_append_printf (str, " goal%d=", p);
      splay_notation_append_cards (str, s->goal[p], s->goal_n[p]);
      g_string_append_printf (str, " hand%d=", p);
      splay_notation_append_cards (str, s->hand[p], s->hand_n[p]);
      g_string_append_printf (str, " disc%d=", p);
      for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
        {
          if (d > 0)
            g_string_append_c (str, '/');
          splay_notation_append_cards (str, s->disc[p][d], s->disc_n[p][d]);
        }
    }
  return g_string_free (str, FALSE);
}

static gboolean spite_malice_check (const void *state, GError **error);

/* "A/B/C": piles of cards back to back, "-" for an empty one. */
static gboolean
parse_piles (const SplayNotationCards *format, const char *key, const char *value, int min, int max,
             SplayCard *piles, int pile_max, uint8_t *counts, int *n_out, GError **error)
{
  g_auto (GStrv) parts = NULL;
  int n = splay_notation_split (key, value, '/', min, max, &parts, NULL);

  if (n < 0)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   max == SPITE_MALICE_MAX_PILES
                       ? _("build holds at most 32 piles.")
                       : _("%s must list the %d piles, “-” for an empty one."),
                   key, max);
      return FALSE;
    }
  for (int p = 0; p < n; p++)
    if (!splay_notation_read_cards (format, key, parts[p], piles + p * pile_max, pile_max,
                                    &counts[p], error))
      return FALSE;
  if (n_out != NULL)
    *n_out = n;
  return TRUE;
}

static gboolean
spite_malice_state_from_text (void *state, const char *text, GError **error)
{
  g_auto (SplayNotation) nt = { NULL };
  g_autofree SpiteMaliceState *s = g_new0 (SpiteMaliceState, 1);
  SplaySettings settings;
  SplayCardPool pool;
  SplayNotationRest rest = { NULL };
  SplayNotationCards cards = { .pool = &pool, .rest = &rest };
  const char *v;
  int t;

  if (!splay_notation_init (&nt, &spite_malice_rules, NULL, text, error)
      || !splay_notation_take_settings (&nt, &settings, error))
    return FALSE;
  setup_from_settings (s, &settings);
  s->turn = (uint8_t) settings.values[SPITE_MALICE_OPT_FIRST];
  s->phase = SPITE_MALICE_PHASE_PLAY;
  splay_rng_init (&s->rng, 0);
  splay_card_pool_init (&pool, s->n_decks, FALSE);

  if ((v = splay_notation_take (&nt, "turn")) != NULL)
    {
      if (!splay_notation_read_int ("turn", v, 0, s->n_seats - 1, &t, error))
        return FALSE;
      s->turn = (uint8_t) t;
    }
  if ((v = splay_notation_take (&nt, "over")) != NULL)
    {
      const char *colon = strchr (v, ':');

      if (g_str_equal (v, "-"))
        s->phase = SPITE_MALICE_PHASE_PLAY;
      else if (g_str_equal (v, "drawn"))
        s->phase = SPITE_MALICE_PHASE_DRAWN;
      else if ((g_str_has_prefix (v, "won:") || g_str_has_prefix (v, "resigned:"))
               && splay_notation_read_int ("over", colon + 1, 0, s->n_seats - 1, &t, NULL))
        {
          s->phase = v[0] == 'w' ? SPITE_MALICE_PHASE_WON : SPITE_MALICE_PHASE_RESIGNED;
          s->winner = (uint8_t) t;
        }
      else
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       _("over must be -, drawn, won:SEAT or resigned:SEAT, not “%.20s”."), v);
          return FALSE;
        }
    }
  if ((v = splay_notation_take (&nt, "rng")) != NULL
      && !splay_notation_read_rng ("rng", v, &s->rng, error))
    return FALSE;
  if ((v = splay_notation_take (&nt, "aside")) != NULL
      && !splay_notation_read_cards (&cards, "aside", v, s->aside, SPITE_MALICE_MAX_CARDS,
                                     &s->aside_n, error))
    return FALSE;
  if ((v = splay_notation_take (&nt, "build")) != NULL && !g_str_equal (v, "-"))
    {
      int n;

      if (!parse_piles (&cards, "build", v, s->unlimited ? 1 : SPITE_MALICE_STD_PILES,
                        s->unlimited ? SPITE_MALICE_MAX_PILES : SPITE_MALICE_STD_PILES,
                        &s->pile[0][0], SPITE_MALICE_PILE_CARDS, s->pile_n, &n, error))
        return FALSE;
      s->n_piles = (uint8_t) n;
      for (int p = 0; p < n; p++)
        for (int i = 0; i < s->pile_n[p]; i++)
          {
            int r = card_rank (s->pile[p][i]);
            if (r != i + 1 && r != SPLAY_RANK_KING)
              {
                g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                             _("Building pile %d: card %d must be rank %s or a king."), p, i + 1,
                             splay_rank_symbol (i + 1));
                return FALSE;
              }
          }
    }
  else if (!s->unlimited && v != NULL)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("%s must list the %d piles, “-” for an empty one."), "build",
                   SPITE_MALICE_STD_PILES);
      return FALSE;
    }
  for (int p = 0; p < s->n_seats; p++)
    {
      char key[16];

      g_snprintf (key, sizeof key, "goal%d", p);
      if ((v = splay_notation_take (&nt, key)) != NULL
          && !splay_notation_read_cards (&cards, key, v, s->goal[p], s->goal_size, &s->goal_n[p],
                                         error))
        return FALSE;
      g_snprintf (key, sizeof key, "hand%d", p);
      if ((v = splay_notation_take (&nt, key)) != NULL
          && !splay_notation_read_cards (&cards, key, v, s->hand[p], SPITE_MALICE_HAND,
                                         &s->hand_n[p], error))
        return FALSE;
      g_snprintf (key, sizeof key, "disc%d", p);
      if ((v = splay_notation_take (&nt, key)) != NULL)
        {
          if (!parse_piles (&cards, key, v, SPITE_MALICE_DISCARDS, SPITE_MALICE_DISCARDS,
                            &s->disc[p][0][0], SPITE_MALICE_MAX_CARDS, s->disc_n[p], NULL, error))
            return FALSE;
        }
    }
  /* Read last: a hand-written position without a draw pile gets every card
   * not named elsewhere as its draw pile. */
  v = splay_notation_take (&nt, "draw");
  if (v == NULL)
    v = rest.key != NULL ? "-" : "*";
  if (!splay_notation_read_cards (&cards, "draw", v, s->draw, SPITE_MALICE_MAX_CARDS, &s->draw_n,
                                  error)
      || !splay_notation_finish (&nt, error) || !splay_notation_fill_rest (&rest, &pool, error)
      || !spite_malice_check (s, error))
    return FALSE;
  memcpy (state, s, sizeof *s);
  return TRUE;
}

/* ---- invariants ---- */

#define invariant(error, ...) splay_rules_fail (error, SPLAY_RULES_ERROR_INVARIANT, __VA_ARGS__)

static gboolean
spite_malice_check (const void *state, GError **error)
{
  const SpiteMaliceState *s = state;
  guint8 seen[SPLAY_MAX_CARDS] = { 0 };
  int total = 0;
  const char *where = NULL;
  SplayCard bad = SPLAY_CARD_NONE;

#define SEE(c, place)                                             \
  G_STMT_START                                                    \
  {                                                               \
    SplayCard c_ = (c);                                           \
    if (bad == SPLAY_CARD_NONE                                    \
        && (!splay_card_is_real (c_) || splay_card_is_joker (c_)  \
            || splay_card_deck (c_) >= s->n_decks || seen[c_]++)) \
      {                                                           \
        bad = c_;                                                 \
        where = (place);                                          \
      }                                                           \
    total++;                                                      \
  }                                                               \
  G_STMT_END

  if (s->n_seats < 2 || s->n_seats > SPITE_MALICE_MAX_SEATS
      || s->n_decks != n_decks_for (s->n_seats) || s->n_cards != 52 * s->n_decks)
    return invariant (error, "bad seat or deck count (%d seats, %d decks)", s->n_seats, s->n_decks);
  if (s->turn >= s->n_seats)
    return invariant (error, "turn %d is no seat", s->turn);
  if (s->n_piles > SPITE_MALICE_MAX_PILES
      || (!s->unlimited && s->n_piles != SPITE_MALICE_STD_PILES))
    return invariant (error, "%d building piles", s->n_piles);
  if (s->aces_twos && !s->unlimited)
    return invariant (error, "the aces and twos variant without unlimited centre stacks");

  for (int i = 0; i < s->draw_n; i++)
    SEE (s->draw[i], "draw pile");
  for (int i = 0; i < s->aside_n; i++)
    SEE (s->aside[i], "set-aside cards");
  if (s->aside_n % SPITE_MALICE_PILE_CARDS != 0 || (s->unlimited && s->aside_n != 0))
    return invariant (error, "%d cards set aside, not whole completed piles", s->aside_n);
  for (int p = 0; p < s->n_piles; p++)
    {
      if (s->pile_n[p] > SPITE_MALICE_PILE_CARDS || (s->unlimited && s->pile_n[p] == 0)
          || (!s->unlimited && s->pile_n[p] == SPITE_MALICE_PILE_CARDS))
        return invariant (error, "building pile %d holds %d cards", p, s->pile_n[p]);
      for (int i = 0; i < s->pile_n[p]; i++)
        {
          SEE (s->pile[p][i], "building pile");
          if (splay_card_is_real (s->pile[p][i]) && card_rank (s->pile[p][i]) != i + 1
              && card_rank (s->pile[p][i]) != SPLAY_RANK_KING)
            return invariant (error, "building pile %d is out of sequence at card %d", p, i + 1);
        }
    }
  for (int p = 0; p < s->n_seats; p++)
    {
      if (s->hand_n[p] > SPITE_MALICE_HAND || s->goal_n[p] > s->goal_size)
        return invariant (error, "seat %d holds %d hand and %d goal cards", p, s->hand_n[p],
                          s->goal_n[p]);
      if (s->phase == SPITE_MALICE_PHASE_PLAY && s->goal_n[p] == 0)
        return invariant (error, "seat %d has an empty goal pile in a game still in play", p);
      for (int i = 0; i < s->goal_n[p]; i++)
        SEE (s->goal[p][i], "goal pile");
      for (int i = 0; i < s->hand_n[p]; i++)
        SEE (s->hand[p][i], "hand");
      for (int d = 0; d < SPITE_MALICE_DISCARDS; d++)
        for (int i = 0; i < s->disc_n[p][d]; i++)
          SEE (s->disc[p][d][i], "discard pile");
    }
#undef SEE
  if (bad != SPLAY_CARD_NONE)
    {
      char buf[4];
      splay_card_to_text (bad, buf);
      return invariant (error,
                        "card %s (id %d) in the %s is not a card of this game or is in two places",
                        buf, bad, where);
    }
  if (total != s->n_cards)
    return invariant (error, "the game has %d cards, not %d: %d are missing", total, s->n_cards,
                      s->n_cards - total);
  if (s->phase == SPITE_MALICE_PHASE_PLAY && s->hand_n[s->turn] == 0)
    return invariant (error, "seat %d is to play with an empty hand", s->turn);
  if (s->phase == SPITE_MALICE_PHASE_WON && (s->winner >= s->n_seats || s->goal_n[s->winner] != 0))
    return invariant (error, "the winner has cards left in the goal pile");
  if (s->phase > SPITE_MALICE_PHASE_RESIGNED)
    return invariant (error, "unknown phase %d", s->phase);
  return TRUE;
}

/* ---- the "what just happened" line ---- */

static const char *
rank_display (int rank)
{
  switch (rank)
    {
    /* Translators: what a king stands for on a building pile */
    case 1: return C_("rank", "an ace");
    case 2: return C_("rank", "a two");
    case 3: return C_("rank", "a three");
    case 4: return C_("rank", "a four");
    case 5: return C_("rank", "a five");
    case 6: return C_("rank", "a six");
    case 7: return C_("rank", "a seven");
    case 8: return C_("rank", "an eight");
    case 9: return C_("rank", "a nine");
    case 10: return C_("rank", "a ten");
    case 11: return C_("rank", "a jack");
    default: return C_("rank", "a queen");
    }
}

static char *
spite_malice_describe (const void *before, int seat, SplayAction a, const char *player_name)
{
  const SpiteMaliceState *b = before;
  g_autofree SpiteMaliceState *after = g_memdup2 (b, sizeof *b);
  int kind = SPITE_MALICE_ACTION_KIND (a);
  int target = SPITE_MALICE_ACTION_TARGET (a);
  int src = SPITE_MALICE_ACTION_SRC (a);
  SplayCard card;
  g_autofree char *name = NULL;
  GString *str;

  if (a == SPLAY_ACTION_RESIGN)
    return g_strdup_printf (_("%s resigned."), player_name);
  if (!spite_malice_apply (after, seat, a, NULL))
    return g_strdup ("");
  card = spite_malice_source_card (b, seat, a);
  name = splay_card_short (card);
  str = g_string_new (NULL);

  if (kind == SPITE_MALICE_DISCARD)
    {
      g_string_append_printf (str, _("%s discarded %s on discard pile %d and ended the turn."),
                              player_name, name, target + 1);
    }
  else
    {
      int pile = kind == SPITE_MALICE_NEW ? b->n_piles : target;
      int level = kind == SPITE_MALICE_NEW ? 1 : b->pile_n[target] + 1;

      if (kind == SPITE_MALICE_NEW && src == SPITE_MALICE_FROM_GOAL)
        g_string_append_printf (str, _("%s started a new building pile with the goal card %s."),
                                player_name, name);
      else if (kind == SPITE_MALICE_NEW)
        g_string_append_printf (str, _("%s started a new building pile with %s."), player_name,
                                name);
      else if (src == SPITE_MALICE_FROM_GOAL)
        g_string_append_printf (str, _("%s played the goal card %s on building pile %d."),
                                player_name, name, pile + 1);
      else if (src == SPITE_MALICE_FROM_DISCARD)
        g_string_append_printf (str, _("%s played %s from discard pile %d on building pile %d."),
                                player_name, name, SPITE_MALICE_ACTION_VAL (a) + 1, pile + 1);
      else
        g_string_append_printf (str, _("%s played %s from the hand on building pile %d."),
                                player_name, name, pile + 1);
      if (card_rank (card) == SPLAY_RANK_KING)
        {
          g_string_append_c (str, ' ');
          /* Translators: %s is "an ace", "a two" … "a queen" */
          g_string_append_printf (str, _("The king stands for %s."), rank_display (level));
        }
      if (level == SPITE_MALICE_PILE_CARDS)
        {
          g_string_append_c (str, ' ');
          g_string_append (str, b->unlimited ? _("The pile is complete.")
                                             : _("The pile is complete and is set aside."));
        }
      if (src == SPITE_MALICE_FROM_GOAL)
        {
          int left = after->goal_n[seat];

          g_string_append_c (str, ' ');
          if (left == 0)
            g_string_append_printf (str, _("%s has emptied the goal pile and wins!"), player_name);
          else
            g_string_append_printf (str,
                                    ngettext ("%d card is left in the goal pile.",
                                              "%d cards are left in the goal pile.", left),
                                    left);
        }
      if (b->hand_n[seat] == 1 && src == SPITE_MALICE_FROM_HAND
          && after->phase == SPITE_MALICE_PHASE_PLAY)
        {
          int drew = after->hand_n[seat];

          g_string_append_c (str, ' ');
          g_string_append_printf (str,
                                  ngettext ("The hand is played out: %s draws %d more card.",
                                            "The hand is played out: %s draws %d more cards.",
                                            drew),
                                  player_name, drew);
        }
    }
  if (after->phase == SPITE_MALICE_PHASE_DRAWN)
    {
      g_string_append_c (str, ' ');
      g_string_append (str, _("Nothing is left to draw: the game is drawn."));
    }
  return g_string_free (str, FALSE);
}

/* ---- advice for the new-game dialog ---- */

/* How often games end drawn (the cards run out before anyone empties a goal
 * pile), in games per 1000, measured between medium computer players:
 *   splay-cli simulate spite-malice --players N --games 1000 --ai medium \
 *     --seed 2024 -o goal=G [-o unlimited=1 | -o aces-twos=1]
 * for G in the columns of draw_goals; the last column is 30, or the most the
 * seat count allows (29 for six). Few spare cards is what draws: four players
 * share three decks, five and six share four, which is why five players draw
 * less often than four. Between the measured sizes the rate is interpolated.
 * README.md ("Spite and Malice: drawn games") has the same table. */
static const int draw_goals[] = { 12, 15, 18, 20, 22, 26, 30 };
#define N_DRAW_GOALS G_N_ELEMENTS (draw_goals)
/* [variant: none, unlimited, aces and twos][seats - 2][goal column] */
static const short draw_permille[3][SPITE_MALICE_MAX_SEATS - 1][N_DRAW_GOALS] = {
  { { 0, 0, 0, 0, 0, 1, 0 },
    { 0, 2, 1, 3, 9, 35, 137 },
    { 1, 7, 52, 114, 248, 683, 977 },
    { 0, 0, 8, 12, 46, 241, 723 },
    { 1, 16, 69, 216, 435, 937, 1000 } },
  { { 0, 0, 0, 0, 0, 0, 0 },
    { 0, 0, 0, 0, 0, 11, 64 },
    { 0, 1, 12, 31, 122, 538, 962 },
    { 0, 0, 2, 1, 6, 102, 615 },
    { 0, 3, 15, 90, 268, 872, 998 } },
  { { 0, 0, 0, 0, 0, 0, 0 },
    { 0, 0, 0, 0, 0, 7, 57 },
    { 0, 0, 5, 26, 93, 475, 963 },
    { 0, 0, 0, 2, 3, 64, 483 },
    { 0, 1, 7, 40, 164, 808, 996 } },
};

/* Worth a word when at least one game in five is drawn; goal piles that
 * draw at most one game in ten are the ones to suggest. */
#define DRAWS_COMMON 200
#define DRAWS_RARE 100
#define DRAWS_NEARLY_ALL 950

static int
draw_rate_at (int variant, int n_seats, int goal)
{
  const short *row = draw_permille[variant][n_seats - 2];
  int top = MIN (spite_malice_options[SPITE_MALICE_OPT_GOAL].max, most_goal_for (n_seats));
  int goals[N_DRAW_GOALS];

  memcpy (goals, draw_goals, sizeof goals);
  goals[N_DRAW_GOALS - 1] = top;
  if (goal <= goals[0])
    return row[0];
  for (guint k = 1; k < N_DRAW_GOALS; k++)
    if (goal <= goals[k])
      return row[k - 1] + (row[k] - row[k - 1]) * (goal - goals[k - 1]) / (goals[k] - goals[k - 1]);
  return row[N_DRAW_GOALS - 1];
}

int
spite_malice_draw_rate (const SplaySettings *settings)
{
  int variant;

  g_return_val_if_fail (settings->n_seats >= 2 && settings->n_seats <= SPITE_MALICE_MAX_SEATS, 0);
  variant = settings->values[SPITE_MALICE_OPT_ACES_TWOS]   ? 2
            : settings->values[SPITE_MALICE_OPT_UNLIMITED] ? 1
                                                           : 0;
  return draw_rate_at (variant, settings->n_seats, settings->values[SPITE_MALICE_OPT_GOAL]);
}

/* The ruled goal pile of 26 suits two or three players, but with more the
 * cards run out and most games end drawn; the person choosing the goal size
 * should know that, and which size finishes. */
static char *
spite_malice_advice (const SplaySettings *settings)
{
  int n = settings->n_seats, goal = settings->values[SPITE_MALICE_OPT_GOAL];
  int rate, percent, best = 0;
  SplaySettings smaller = *settings;
  GString *str;

  if (n < 2 || n > SPITE_MALICE_MAX_SEATS)
    return NULL;
  rate = spite_malice_draw_rate (settings);
  if (rate < DRAWS_COMMON)
    return NULL;
  for (int g = goal - 1; g >= spite_malice_options[SPITE_MALICE_OPT_GOAL].min && best == 0; g--)
    {
      smaller.values[SPITE_MALICE_OPT_GOAL] = g;
      if (spite_malice_draw_rate (&smaller) <= DRAWS_RARE)
        best = g;
    }

  str = g_string_new (NULL);
  if (rate >= DRAWS_NEARLY_ALL)
    g_string_append_printf (
        str,
        ngettext ("With %d player and goal piles of %d cards, the cards run out before anyone "
                  "empties a goal pile in nearly every game, and the game is drawn.",
                  "With %d players and goal piles of %d cards, the cards run out before anyone "
                  "empties a goal pile in nearly every game, and the game is drawn.",
                  n),
        n, goal);
  else
    {
      /* Rounded to 5 %: the figure is a tendency, not a promise. */
      percent = (rate + 25) / 50 * 5;
      g_string_append_printf (
          str,
          /* Translators: %d%% is a share of games, e.g. "about 70%" */
          ngettext ("With %d player and goal piles of %d cards, the cards often run out before "
                    "anyone empties a goal pile, and the game is drawn: about %d%% of games "
                    "between computer players end that way.",
                    "With %d players and goal piles of %d cards, the cards often run out before "
                    "anyone empties a goal pile, and the game is drawn: about %d%% of games "
                    "between computer players end that way.",
                    n),
          n, goal, percent);
    }
  if (best > 0)
    {
      g_string_append_c (str, ' ');
      g_string_append_printf (str,
                              ngettext ("Goal piles of %d card or fewer finish nine games in ten.",
                                        "Goal piles of %d cards or fewer finish nine games in ten.",
                                        best),
                              best);
    }
  return g_string_free (str, FALSE);
}

static void
spite_malice_next_deal (const SplaySettings *base, int index, const SplayResult *previous,
                        uint64_t seed, SplaySettings *out)
{
  *out = *base;
  out->values[SPITE_MALICE_OPT_FIRST]
      = (base->values[SPITE_MALICE_OPT_FIRST] + index) % base->n_seats;
}

const SplayRules spite_malice_rules = {
  .id = "spite-malice",
  .name = N_("Spite and Malice"),
  .summary = N_("Competitive patience: empty your goal pile first by building the centre piles "
                 "from ace to queen"),
  .min_seats = 2,
  .max_seats = SPITE_MALICE_MAX_SEATS,
  .default_seats = 2,
  .realtime = FALSE,
  .state_size = sizeof (SpiteMaliceState),
  .options = spite_malice_options,
  .n_options = SPITE_MALICE_N_OPTIONS,
  .validate = spite_malice_validate,
  .init = spite_malice_init,
  .actors = spite_malice_actors,
  .legal = spite_malice_legal,
  .apply = spite_malice_apply,
  .is_over = spite_malice_is_over,
  .result = spite_malice_result,
  .view = spite_malice_view,
  .determinize = spite_malice_determinize,
  .action_to_text = spite_malice_action_to_text,
  .action_from_text = spite_malice_action_from_text,
  .state_to_text = spite_malice_state_to_text,
  .state_from_text = spite_malice_state_from_text,
  .check = spite_malice_check,
  .describe = spite_malice_describe,
  .next_deal = spite_malice_next_deal,
  .advice = spite_malice_advice,
};
