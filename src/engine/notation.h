/* SPDX-License-Identifier: GPL-3.0-or-later */
/* notation.h: reading the text notation every game shares.
 *
 * A position is one line of KEY=VALUE fields separated by blanks, optionally
 * after a leading word that names the game ("splatoids", "spit") and with
 * lone "|" words as visual separators. An action is a few words ("play 7x2",
 * "build d2 1"). Every game's state_from_text and action_from_text read their
 * text through this module, so the limits are the same everywhere and a
 * refusal always names the field that was wrong:
 *
 *  - a text over SPLAY_NOTATION_MAX_TEXT bytes, a field over
 *    SPLAY_NOTATION_MAX_VALUE, more than SPLAY_NOTATION_MAX_FIELDS fields;
 *  - a word without "=", an empty key, a key given twice, a key the game
 *    does not know (splay_notation_finish);
 *  - numbers out of their range, more cards than a place holds, a card
 *    that is no card or whose every copy is already placed;
 *  - an all-zero generator state (xoshiro would then yield 0 for ever).
 *
 * Errors are SPLAY_RULES_ERROR_PARSE.
 */
#pragma once

#include <glib.h>
#include <stdint.h>

#include "cards.h"
#include "rng.h"
#include "rules.h"

G_BEGIN_DECLS

#define SPLAY_NOTATION_MAX_TEXT 32768
#define SPLAY_NOTATION_MAX_VALUE 8192
#define SPLAY_NOTATION_MAX_FIELDS 96
#define SPLAY_NOTATION_MAX_WORDS 8

/* ---- Positions ---------------------------------------------------------- */

typedef struct
{
  const char *key;
  const char *value;
  gboolean taken;
} SplayNotationField;

typedef struct
{
  const SplayRules *rules;
  char *buf;
  SplayNotationField fields[SPLAY_NOTATION_MAX_FIELDS];
  int n_fields;
} SplayNotation;

/* Splits @text into fields. With @head non-NULL the text must start with
 * that word. Refuses what the header says. */
gboolean splay_notation_init (SplayNotation *n, const SplayRules *rules, const char *head,
                              const char *text, GError **error);
void splay_notation_clear (SplayNotation *n);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SplayNotation, splay_notation_clear)

/* The value of @key, marking it read; NULL when the text has no such field. */
const char *splay_notation_take (SplayNotation *n, const char *key);
/* The same for "PREFIX<index>" ("hand2"). */
const char *splay_notation_take_indexed (SplayNotation *n, const char *prefix, int index);
/* Reads "seats=" and the game's options (every key of its option table),
 * normalizes and validates them (splay_settings_from_text). */
gboolean splay_notation_take_settings (SplayNotation *n, SplaySettings *out, GError **error);
/* Refuses the first field nobody took: a key the game does not know, or
 * one that does not fit the seat count ("hand5" with three seats). */
gboolean splay_notation_finish (SplayNotation *n, GError **error);

/* ---- Values ------------------------------------------------------------- */

/* A whole number from @lo to @hi, digits only. */
gboolean splay_notation_read_int (const char *key, const char *value, int lo, int hi, int *out,
                                  GError **error);
/* One of @words (NULL-terminated); *@out is its index. */
gboolean splay_notation_read_word (const char *key, const char *value, const char *const *words,
                                   int *out, GError **error);
/* A 64-bit number in hexadecimal, 1 to 16 digits. */
gboolean splay_notation_read_hex64 (const char *key, const char *value, uint64_t *out,
                                    GError **error);
/* A generator state: four hexadecimal words joined by dots, not all zero. */
gboolean splay_notation_read_rng (const char *key, const char *value, SplayRng *out,
                                  GError **error);
/* Splits @value at @sep into between @min and @max parts (the parts point
 * into @store, which the caller frees with g_strfreev). Returns the count, or
 * -1 with @error naming @key. */
int splay_notation_split (const char *key, const char *value, char sep, int min, int max,
                          char ***store, GError **error);
/* One seat digit per seat ("0110"): a bit set per "1". */
gboolean splay_notation_read_bits (const char *key, const char *value, int n_seats, uint8_t *out,
                                   GError **error);
/* A comma-separated list of seats from 0 to @n_seats - 1 ("-" for none),
 * each at most once; a bit per seat and the seats in order. */
gboolean splay_notation_read_seat_list (const char *key, const char *value, int n_seats,
                                        uint8_t *bits, uint8_t *order, int *n_out, GError **error);

/* ---- Cards -------------------------------------------------------------- */

/* Takes one card at *@p (advancing it) out of @pool; SPLAY_CARD_NONE with
 * @error when it is no card or no copy is left. French cards use
 * splay_notation_take_french; Splito has its own deck. */
typedef SplayCard (*SplayNotationCardFunc) (gpointer pool, const char **p, GError **error);

SplayCard splay_notation_take_french (gpointer pool, const char **p, GError **error);

/* Where a lone "*" stood in a card list: the cards no field names go there
 * (splay_notation_fill_rest). */
typedef struct
{
  const char *key; /* NULL: no "*" seen */
  SplayCard *cards;
  uint8_t *n;
  int at, max;
} SplayNotationRest;

typedef struct
{
  SplayNotationCardFunc take; /* NULL: French cards from a SplayCardPool */
  gpointer pool;
  char sep; /* between cards; 0 for cards back to back */
  /* "*" marks. With @marks set, a "*" right after a card (or right before
   * it, with @mark_before) sets marks[i]; with @rest set, a "*" on its own
   * (where a card would start) is the place of the unnamed cards. Any other
   * "*" is refused. */
  uint8_t *marks;
  gboolean mark_before;
  SplayNotationRest *rest;
} SplayNotationCards;

/* Reads "-" (none) or cards into @out, at most @max. */
gboolean splay_notation_read_cards (const SplayNotationCards *format, const char *key,
                                    const char *value, SplayCard *out, int max, uint8_t *n_out,
                                    GError **error);
/* Puts every card of @pool not yet taken at the rest's place, in card id
 * order. */
gboolean splay_notation_fill_rest (SplayNotationRest *rest, SplayCardPool *pool, GError **error);

/* ---- Actions ------------------------------------------------------------ */

typedef struct
{
  char *buf;
  char *word[SPLAY_NOTATION_MAX_WORDS];
  int n;
} SplayNotationWords;

/* Splits an action into blank-separated words (at most @max_words, and at
 * most SPLAY_NOTATION_MAX_WORDS); with @lower the words are lower-cased.
 * An empty action, an over-long one or one with too many words is refused. */
gboolean splay_notation_words (SplayNotationWords *w, const char *text, int max_words,
                               gboolean lower, GError **error);
void splay_notation_words_clear (SplayNotationWords *w);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SplayNotationWords, splay_notation_words_clear)

/* ---- Writing ------------------------------------------------------------ */

/* Appends @n cards as the notation writes a place: their two-character
 * names run together, "-" for none. */
void splay_notation_append_cards (GString *str, const SplayCard *cards, int n);

/* Sets @error (SPLAY_RULES_ERROR_PARSE) to "“TEXT”: WHY" and returns FALSE. */
gboolean splay_notation_action_error (GError **error, const char *text, const char *why);

G_END_DECLS
