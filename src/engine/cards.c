/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cards.h"
#include "rules.h"

static const char rank_chars[] = "?A23456789TJQK";
static const char suit_chars[] = "cdhs";

/* Built by hand rather than at start-up: a constant the compiler keeps in
 * read-only data, usable from any thread at once. */
#define R13(base)                                                                           \
  base + 1, base + 2, base + 3, base + 4, base + 5, base + 6, base + 7, base + 8, base + 9, \
      base + 10, base + 11, base + 12, base + 13
#define DECK R13 (0), R13 (0), R13 (0), R13 (0), 0, 0
const uint8_t splay_card_rank_table[256] = { DECK, DECK, DECK, DECK };
#undef DECK
#undef R13

int
splay_cards_deck (SplayCard *out, int n_decks, gboolean jokers)
{
  int n = 0;

  g_return_val_if_fail (n_decks >= 1 && n_decks <= SPLAY_MAX_DECKS, 0);
  for (int d = 0; d < n_decks; d++)
    for (int i = 0; i < (jokers ? 54 : 52); i++)
      out[n++] = (SplayCard) (d * SPLAY_CARDS_PER_DECK + i);
  return n;
}

const char *
splay_rank_to_text (int rank)
{
  static const char *names[]
      = { "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K" };
  return rank >= 1 && rank <= 13 ? names[rank] : names[0];
}

int
splay_rank_from_char (char c)
{
  const char *p;

  if (c == '\0' || c == '?')
    return 0;
  p = strchr (rank_chars, g_ascii_toupper (c));
  return p ? (int) (p - rank_chars) : 0;
}

void
splay_card_to_text (SplayCard c, char out[4])
{
  if (c == SPLAY_CARD_UNKNOWN || !splay_card_is_real (c))
    {
      strcpy (out, "?");
      return;
    }
  if (splay_card_is_joker (c))
    {
      strcpy (out, "Jk");
      return;
    }
  out[0] = rank_chars[splay_card_rank (c)];
  out[1] = suit_chars[splay_card_suit (c)];
  out[2] = '\0';
}

void
splay_card_pool_init (SplayCardPool *pool, int n_decks, gboolean jokers)
{
  memset (pool, 0, sizeof *pool);
  pool->n_decks = n_decks;
  pool->jokers = jokers;
}

gboolean
splay_card_pool_take (SplayCardPool *pool, SplayCard c)
{
  if (!splay_card_is_real (c) || splay_card_deck (c) >= pool->n_decks || pool->used[c])
    return FALSE;
  if (splay_card_is_joker (c) && !pool->jokers)
    return FALSE;
  pool->used[c] = 1;
  return TRUE;
}

SplayCard
splay_card_pool_take_text (SplayCardPool *pool, const char **text, GError **error)
{
  const char *p = *text;
  int rank, suit = -1, marks;

  if (g_ascii_strncasecmp (p, "Jk", 2) == 0)
    {
      for (int d = 0; d < pool->n_decks; d++)
        for (int w = 0; w < 2; w++)
          if (splay_card_pool_take (pool, splay_card_joker (d, w)))
            {
              *text = p + 2;
              return splay_card_joker (d, w);
            }
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("no joker left for “%.2s”"), p);
      return SPLAY_CARD_NONE;
    }

  rank = splay_rank_from_char (p[0]);
  if (rank != 0 && p[1] != '\0')
    {
      const char *s = strchr (suit_chars, g_ascii_tolower (p[1]));
      if (s != NULL)
        suit = (int) (s - suit_chars);
    }
  if (rank == 0 || suit < 0)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("“%.8s” is not a card (write rank and suit, like 7c or Th)"), p);
      return SPLAY_CARD_NONE;
    }
  /* Apostrophes after the card name a later deck's copy ("7c'" is the 7c of
   * the second deck), so a writer can make a multi-deck position read back
   * with every card id exactly as it was. */
  marks = 0;
  while (p[2 + marks] == '\'')
    marks++;
  if (marks > 0)
    {
      SplayCard c;

      if (marks >= pool->n_decks)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       _("“%.*s”: the game has only %d deck(s)"), 2 + marks, p, pool->n_decks);
          return SPLAY_CARD_NONE;
        }
      c = splay_card_make (marks, (SplaySuit) suit, rank);
      if (!splay_card_pool_take (pool, c))
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       _("“%.*s” is given twice"), 2 + marks, p);
          return SPLAY_CARD_NONE;
        }
      *text = p + 2 + marks;
      return c;
    }
  for (int d = 0; d < pool->n_decks; d++)
    {
      SplayCard c = splay_card_make (d, (SplaySuit) suit, rank);
      if (splay_card_pool_take (pool, c))
        {
          *text = p + 2;
          return c;
        }
    }
  g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
               _("too many copies of %.2s: the game has only %d"), p, pool->n_decks);
  return SPLAY_CARD_NONE;
}

static const char *
rank_name (int rank)
{
  switch (rank)
    {
    case 1: return _("Ace");
    case 2: return _("Two");
    case 3: return _("Three");
    case 4: return _("Four");
    case 5: return _("Five");
    case 6: return _("Six");
    case 7: return _("Seven");
    case 8: return _("Eight");
    case 9: return _("Nine");
    case 10: return _("Ten");
    case 11: return _("Jack");
    case 12: return _("Queen");
    case 13: return _("King");
    default: return "?";
    }
}

char *
splay_card_name (SplayCard c)
{
  if (c == SPLAY_CARD_UNKNOWN)
    return g_strdup (_("Face-down card"));
  if (!splay_card_is_real (c))
    return g_strdup ("");
  if (splay_card_is_joker (c))
    return g_strdup (_("Joker"));

  switch (splay_card_suit (c))
    {
    /* Translators: %s is a rank name, e.g. "Queen of clubs" */
    case SPLAY_SUIT_CLUBS:
      return g_strdup_printf (_("%s of clubs"), rank_name (splay_card_rank (c)));
    /* Translators: %s is a rank name, e.g. "Queen of diamonds" */
    case SPLAY_SUIT_DIAMONDS:
      return g_strdup_printf (_("%s of diamonds"), rank_name (splay_card_rank (c)));
    /* Translators: %s is a rank name, e.g. "Queen of hearts" */
    case SPLAY_SUIT_HEARTS:
      return g_strdup_printf (_("%s of hearts"), rank_name (splay_card_rank (c)));
    /* Translators: %s is a rank name, e.g. "Queen of spades" */
    case SPLAY_SUIT_SPADES:
      return g_strdup_printf (_("%s of spades"), rank_name (splay_card_rank (c)));
    case SPLAY_SUIT_JOKER:
    default: return g_strdup (_("Joker"));
    }
}

const char *
splay_rank_symbol (int rank)
{
  static const char *numbers[] = { "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10" };
  /* Translators: the one- or two-character rank symbols on a card's corner
   * (ace, ten, jack, queen, king), separated by |; German cards use
   * A|10|B|D|K. */
  const char *faces = _("A|10|J|Q|K");
  static char cache[5][8];
  static char cached_for[64];

  if (rank < 1 || rank > 13)
    return numbers[0];
  if (rank >= 2 && rank <= 9)
    return numbers[rank];

  /* Split the translated list once per language rather than per call. */
  if (g_strcmp0 (cached_for, faces) != 0)
    {
      g_auto (GStrv) parts = g_strsplit (faces, "|", 5);
      const char *fallback[] = { "A", "10", "J", "Q", "K" };
      gboolean ok = g_strv_length (parts) == 5;

      for (int i = 0; i < 5; i++)
        g_strlcpy (cache[i], ok ? parts[i] : fallback[i], sizeof cache[i]);
      g_strlcpy (cached_for, faces, sizeof cached_for);
    }
  switch (rank)
    {
    case 1: return cache[0];
    case 10: return cache[1];
    case 11: return cache[2];
    case 12: return cache[3];
    default: return cache[4];
    }
}

char *
splay_card_short (SplayCard c)
{
  static const char *suits[] = { "♣", "♦", "♥", "♠" };

  if (c == SPLAY_CARD_UNKNOWN || !splay_card_is_real (c))
    return g_strdup ("?");
  if (splay_card_is_joker (c))
    return g_strdup ("🃏");
  return g_strconcat (splay_rank_symbol (splay_card_rank (c)), suits[splay_card_suit (c)], NULL);
}
