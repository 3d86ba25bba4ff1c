/* SPDX-License-Identifier: GPL-3.0-or-later */
/* notation.c: the tokenizer and typed field readers behind every game's
 * text notation (see notation.h). Nothing here knows a game's fields: the
 * games ask for them by key, and whatever is left over is refused. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "notation.h"

#define parse_error(error, ...) splay_rules_fail (error, SPLAY_RULES_ERROR_PARSE, __VA_ARGS__)

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* ---- Positions ---------------------------------------------------------- */

gboolean
splay_notation_init (SplayNotation *n, const SplayRules *rules, const char *head, const char *text,
                     GError **error)
{
  gsize len;
  char *p;
  gboolean head_seen = head == NULL;

  memset (n, 0, sizeof *n);
  n->rules = rules;
  if (text == NULL)
    text = "";
  len = strnlen (text, SPLAY_NOTATION_MAX_TEXT + 1);
  if (len > SPLAY_NOTATION_MAX_TEXT)
    return parse_error (error, _("The position is longer than %d characters."),
                        SPLAY_NOTATION_MAX_TEXT);
  n->buf = g_strndup (text, len);

  for (p = n->buf; *p != '\0';)
    {
      char *word, *eq;
      gsize word_len;

      while (is_blank (*p))
        p++;
      if (*p == '\0')
        break;
      word = p;
      while (*p != '\0' && !is_blank (*p))
        p++;
      word_len = (gsize) (p - word);
      if (*p != '\0')
        *p++ = '\0';

      if (g_str_equal (word, "|"))
        continue;
      if (!head_seen)
        {
          if (!g_str_equal (word, head))
            return parse_error (error, _("A %s position starts with the word “%s”."), rules->id,
                                head);
          head_seen = TRUE;
          continue;
        }
      eq = strchr (word, '=');
      if (eq == NULL)
        return parse_error (error, _("“%.40s” is not of the form key=value."), word);
      if (eq == word)
        return parse_error (error, _("“%.40s” has no key before “=”."), word);
      *eq = '\0';
      if (word_len - (gsize) (eq + 1 - word) > SPLAY_NOTATION_MAX_VALUE)
        return parse_error (error, _("%.40s: the value is longer than %d characters."), word,
                            SPLAY_NOTATION_MAX_VALUE);
      for (int i = 0; i < n->n_fields; i++)
        if (g_str_equal (n->fields[i].key, word))
          return parse_error (error, _("%.40s: the key is given twice."), word);
      if (n->n_fields == SPLAY_NOTATION_MAX_FIELDS)
        return parse_error (error, _("The position has more than %d fields."),
                            SPLAY_NOTATION_MAX_FIELDS);
      n->fields[n->n_fields].key = word;
      n->fields[n->n_fields].value = eq + 1;
      n->n_fields++;
    }
  if (!head_seen)
    return parse_error (error, _("A %s position starts with the word “%s”."), rules->id, head);
  return TRUE;
}

void
splay_notation_clear (SplayNotation *n)
{
  g_clear_pointer (&n->buf, g_free);
  n->n_fields = 0;
}

const char *
splay_notation_take (SplayNotation *n, const char *key)
{
  for (int i = 0; i < n->n_fields; i++)
    if (g_str_equal (n->fields[i].key, key))
      {
        n->fields[i].taken = TRUE;
        return n->fields[i].value;
      }
  return NULL;
}

const char *
splay_notation_take_indexed (SplayNotation *n, const char *prefix, int index)
{
  char key[32];

  g_snprintf (key, sizeof key, "%s%d", prefix, index);
  return splay_notation_take (n, key);
}

gboolean
splay_notation_take_settings (SplayNotation *n, SplaySettings *out, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) local = NULL;

  for (int i = 0; i < n->n_fields; i++)
    {
      SplayNotationField *f = &n->fields[i];

      if (g_str_equal (f->key, "seats") || splay_rules_option_index (n->rules, f->key) >= 0)
        {
          g_string_append_printf (text, "%s=%s ", f->key, f->value);
          f->taken = TRUE;
        }
    }
  if (!splay_settings_from_text (n->rules, text->str, out, &local))
    return parse_error (error, "%s", local->message);
  return TRUE;
}

gboolean
splay_notation_finish (SplayNotation *n, GError **error)
{
  for (int i = 0; i < n->n_fields; i++)
    if (!n->fields[i].taken)
      return parse_error (error, _("%.40s: no such field in a %s position with these settings."),
                          n->fields[i].key, n->rules->id);
  return TRUE;
}

/* ---- Values ------------------------------------------------------------- */

gboolean
splay_notation_read_int (const char *key, const char *value, int lo, int hi, int *out,
                         GError **error)
{
  gint64 v = 0;
  const char *p = value;

  if (!g_ascii_isdigit (*p))
    goto bad;
  for (; g_ascii_isdigit (*p); p++)
    {
      v = v * 10 + (*p - '0');
      if (v > hi)
        goto bad;
    }
  if (*p != '\0' || v < lo)
    goto bad;
  *out = (int) v;
  return TRUE;
bad:
  return parse_error (error, _("%s must be a number from %d to %d, not “%.20s”."), key, lo, hi,
                      value);
}

gboolean
splay_notation_read_word (const char *key, const char *value, const char *const *words, int *out,
                          GError **error)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (int i = 0; words[i] != NULL; i++)
    if (g_str_equal (words[i], value))
      {
        *out = i;
        return TRUE;
      }
  for (int i = 0; words[i] != NULL; i++)
    g_string_append_printf (list, i == 0 ? "%s" : ", %s", words[i]);
  return parse_error (error, _("%s must be one of %s, not “%.20s”."), key, list->str, value);
}

gboolean
splay_notation_read_hex64 (const char *key, const char *value, uint64_t *out, GError **error)
{
  uint64_t v = 0;
  int n = 0;

  for (; g_ascii_isxdigit (value[n]); n++)
    v = (v << 4) | (uint64_t) g_ascii_xdigit_value (value[n]);
  if (n == 0 || n > 16 || value[n] != '\0')
    return parse_error (error, _("%s must be hexadecimal numbers of up to 16 digits."), key);
  *out = v;
  return TRUE;
}

gboolean
splay_notation_read_rng (const char *key, const char *value, SplayRng *out, GError **error)
{
  g_auto (GStrv) parts = NULL;
  SplayRng rng;
  uint64_t any = 0;

  if (splay_notation_split (key, value, '.', 4, 4, &parts, NULL) != 4)
    return parse_error (error, _("%s must be four hexadecimal numbers joined by dots."), key);
  for (int i = 0; i < 4; i++)
    {
      if (!splay_notation_read_hex64 (key, parts[i], &rng.s[i], error))
        return FALSE;
      any |= rng.s[i];
    }
  if (any == 0)
    return parse_error (error, _("%s: a generator state of all zeros is not possible."), key);
  *out = rng;
  return TRUE;
}

int
splay_notation_split (const char *key, const char *value, char sep, int min, int max, char ***store,
                      GError **error)
{
  char sep_text[2] = { sep, '\0' };
  int n;

  *store = g_strsplit (value, sep_text, max + 1);
  n = (int) g_strv_length (*store);
  if (n < min || n > max)
    {
      if (min == max)
        parse_error (error, _("%s must have %d parts separated by “%c”."), key, min, sep);
      else
        parse_error (error, _("%s must have %d to %d parts separated by “%c”."), key, min, max,
                     sep);
      return -1;
    }
  return n;
}

gboolean
splay_notation_read_bits (const char *key, const char *value, int n_seats, uint8_t *out,
                          GError **error)
{
  uint8_t bits = 0;

  if ((int) strlen (value) != n_seats)
    goto bad;
  for (int i = 0; i < n_seats; i++)
    {
      if (value[i] == '1')
        bits |= (uint8_t) (1u << i);
      else if (value[i] != '0')
        goto bad;
    }
  *out = bits;
  return TRUE;
bad:
  return parse_error (error, _("%s must be one 0 or 1 per seat (%d digits)."), key, n_seats);
}

gboolean
splay_notation_read_seat_list (const char *key, const char *value, int n_seats, uint8_t *bits,
                               uint8_t *order, int *n_out, GError **error)
{
  g_auto (GStrv) parts = NULL;
  uint8_t seen = 0;
  int n;

  *n_out = 0;
  if (bits != NULL)
    *bits = 0;
  if (*value == '\0' || g_str_equal (value, "-"))
    return TRUE;
  n = splay_notation_split (key, value, ',', 1, n_seats, &parts, NULL);
  if (n < 0)
    return parse_error (error, _("%s must list seats from 0 to %d, separated by commas."), key,
                        n_seats - 1);
  for (int i = 0; i < n; i++)
    {
      int v;

      if (!splay_notation_read_int (key, parts[i], 0, n_seats - 1, &v, NULL) || (seen >> v) & 1)
        return parse_error (error,
                            _("%s must list seats from 0 to %d, each once, separated by commas."),
                            key, n_seats - 1);
      seen |= (uint8_t) (1u << v);
      if (order != NULL)
        order[i] = (uint8_t) v;
    }
  if (bits != NULL)
    *bits = seen;
  *n_out = n;
  return TRUE;
}

/* ---- Cards -------------------------------------------------------------- */

SplayCard
splay_notation_take_french (gpointer pool, const char **p, GError **error)
{
  return splay_card_pool_take_text (pool, p, error);
}

gboolean
splay_notation_read_cards (const SplayNotationCards *format, const char *key, const char *value,
                           SplayCard *out, int max, uint8_t *n_out, GError **error)
{
  SplayNotationCardFunc take = format->take ? format->take : splay_notation_take_french;
  const char *p = value;
  int n = 0;

  g_assert (max <= 255);
  if (*p == '\0' || g_str_equal (p, "-"))
    {
      *n_out = 0;
      return TRUE;
    }
  for (;;)
    {
      g_autoptr (GError) local = NULL;
      gboolean marked = FALSE;
      SplayCard c;

      if (*p == '*' && format->rest != NULL
          && (p[1] == '\0' || p[1] == format->sep || format->sep == 0))
        {
          /* A lone "*": the cards nobody names go here. */
          if (format->rest->key != NULL)
            return parse_error (error, _("%s: only one “*” may stand for the remaining cards."),
                                key);
          format->rest->key = key;
          format->rest->cards = out;
          format->rest->n = n_out;
          format->rest->at = n;
          format->rest->max = max;
          p++;
        }
      else
        {
          if (*p == '*' && format->marks != NULL && format->mark_before)
            {
              marked = TRUE;
              p++;
            }
          if (n >= max)
            return parse_error (error, _("%s holds more than %d cards."), key, max);
          c = take (format->pool, &p, &local);
          if (c == SPLAY_CARD_NONE)
            return parse_error (error, "%s: %s", key, local->message);
          if (*p == '*' && format->marks != NULL && !format->mark_before)
            {
              marked = TRUE;
              p++;
            }
          if (format->marks != NULL)
            format->marks[n] = (uint8_t) marked;
          out[n++] = c;
        }
      if (*p == '\0')
        break;
      if (*p == '*' && format->rest == NULL)
        return parse_error (error, _("%s: “*” cannot stand here."), key);
      if (format->sep != 0)
        {
          if (*p != format->sep)
            return parse_error (error, _("%s: expected “%c” between cards at “%.12s”."), key,
                                format->sep, p);
          p++;
          if (*p == '\0')
            return parse_error (error, _("%s: a card is missing after the last “%c”."), key,
                                format->sep);
        }
    }
  *n_out = (uint8_t) n;
  return TRUE;
}

gboolean
splay_notation_fill_rest (SplayNotationRest *rest, SplayCardPool *pool, GError **error)
{
  SplayCard cards[SPLAY_MAX_CARDS];
  int n_rest = 0, n;

  if (rest->key == NULL)
    return TRUE;
  n = *rest->n;
  for (int c = 0; c < SPLAY_MAX_CARDS; c++)
    if (splay_card_pool_take (pool, (SplayCard) c))
      cards[n_rest++] = (SplayCard) c;
  g_assert (rest->at <= n);
  if (n + n_rest > rest->max)
    return parse_error (error, _("%s holds more than %d cards."), rest->key, rest->max);
  memmove (rest->cards + rest->at + n_rest, rest->cards + rest->at,
           (gsize) (n - rest->at) * sizeof (SplayCard));
  memcpy (rest->cards + rest->at, cards, (gsize) n_rest * sizeof (SplayCard));
  *rest->n = (uint8_t) (n + n_rest);
  return TRUE;
}

/* ---- Actions ------------------------------------------------------------ */

gboolean
splay_notation_words (SplayNotationWords *w, const char *text, int max_words, gboolean lower,
                      GError **error)
{
  gsize len;
  char *p;

  memset (w, 0, sizeof *w);
  if (text == NULL)
    text = "";
  max_words = MIN (max_words, SPLAY_NOTATION_MAX_WORDS);
  len = strnlen (text, 256);
  if (len >= 256)
    return parse_error (error, _("“%.20s…”: an action is at most 255 characters."), text);
  w->buf = lower ? g_ascii_strdown (text, (gssize) len) : g_strndup (text, len);
  for (p = w->buf; *p != '\0';)
    {
      while (is_blank (*p))
        *p++ = '\0';
      if (*p == '\0')
        break;
      if (w->n == max_words)
        return splay_notation_action_error (error, text, _("too many words"));
      w->word[w->n++] = p;
      while (*p != '\0' && !is_blank (*p))
        p++;
    }
  if (w->n == 0)
    return splay_notation_action_error (error, text, _("no action given"));
  return TRUE;
}

void
splay_notation_words_clear (SplayNotationWords *w)
{
  g_clear_pointer (&w->buf, g_free);
  w->n = 0;
}

gboolean
splay_notation_action_error (GError **error, const char *text, const char *why)
{
  return parse_error (error, "“%.40s”: %s", text ? text : "", why);
}

void
splay_notation_append_cards (GString *str, const SplayCard *cards, int n)
{
  char buf[4];

  if (n == 0)
    g_string_append_c (str, '-');
  for (int i = 0; i < n; i++)
    {
      splay_card_to_text (cards[i], buf);
      g_string_append (str, buf);
    }
}
