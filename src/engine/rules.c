/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "catalog.h"

G_DEFINE_QUARK (splay - rules - error - quark, splay_rules_error)

gboolean
splay_rules_fail (GError **error, SplayRulesError code, const char *format, ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (SPLAY_RULES_ERROR, code, format, args));
  va_end (args);
  return FALSE;
}

const SplayRules *const *
splay_rules_all (int *n_rules)
{
  static const SplayRules *all[SPLAY_N_GAMES + 1];
  static int n = -1;

  if (n < 0)
    {
      int k = 0;
      for (int i = 0; i < SPLAY_N_GAMES; i++)
        if (splay_catalog[i].rules != NULL)
          all[k++] = splay_catalog[i].rules;
      all[k] = NULL;
      n = k;
    }
  if (n_rules)
    *n_rules = n;
  return all;
}

const SplayRules *
splay_rules_lookup (const char *id)
{
  const SplayCatalogEntry *e = splay_catalog_lookup (id);
  return e ? e->rules : NULL;
}

const SplayRules *
splay_rules_find (const char *id, GError **error)
{
  const SplayCatalogEntry *e = splay_catalog_lookup (id);

  if (e == NULL)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_UNKNOWN_GAME,
                   _("There is no game called “%s”. The games are: splatoids, splat, splito, "
                      "spit, spite-malice."),
                   id ? id : "");
      return NULL;
    }
  if (e->rules == NULL)
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_UNKNOWN_GAME,
                   _("%s is not available yet."), _(e->name));
      return NULL;
    }
  return e->rules;
}

int
splay_rules_option_index (const SplayRules *rules, const char *key)
{
  for (int i = 0; i < rules->n_options; i++)
    if (g_str_equal (rules->options[i].key, key))
      return i;
  return -1;
}

void
splay_settings_defaults (const SplayRules *rules, int n_seats, SplaySettings *out)
{
  memset (out, 0, sizeof *out);
  out->n_seats = n_seats > 0 ? n_seats : rules->default_seats;
  for (int i = 0; i < rules->n_options && i < SPLAY_MAX_OPTIONS; i++)
    out->values[i] = rules->options[i].def;
}

int
splay_settings_get (const SplayRules *rules, const SplaySettings *s, const char *key)
{
  int i = splay_rules_option_index (rules, key);
  g_return_val_if_fail (i >= 0, 0);
  return s->values[i];
}

void
splay_settings_set (const SplayRules *rules, SplaySettings *s, const char *key, int value)
{
  int i = splay_rules_option_index (rules, key);
  g_return_if_fail (i >= 0);
  s->values[i] = value;
}

void
splay_settings_normalize (const SplayRules *rules, SplaySettings *s)
{
  /* One pass suffices only for chains in table order; repeat until nothing
   * changes so a chain written in any order is followed (and a loop in the
   * table cannot hang, since values only ever go from 0 to 1). */
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (int i = 0; i < rules->n_options && i < SPLAY_MAX_OPTIONS; i++)
        {
          const SplayOption *opt = &rules->options[i];
          int j;

          if (opt->implies == NULL || opt->kind != SPLAY_OPTION_BOOL || s->values[i] == 0)
            continue;
          j = splay_rules_option_index (rules, opt->implies);
          g_return_if_fail (j >= 0 && rules->options[j].kind == SPLAY_OPTION_BOOL);
          if (s->values[j] == 0)
            {
              s->values[j] = 1;
              changed = TRUE;
            }
        }
    }
}

char *
splay_settings_to_text (const SplayRules *rules, const SplaySettings *s)
{
  GString *str = g_string_new (NULL);

  g_string_append_printf (str, "seats=%d", s->n_seats);
  for (int i = 0; i < rules->n_options; i++)
    g_string_append_printf (str, " %s=%d", rules->options[i].key, s->values[i]);
  return g_string_free (str, FALSE);
}

gboolean
splay_settings_from_text (const SplayRules *rules, const char *text, SplaySettings *out,
                          GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text ? text : "", " \t\n", -1);
  SplaySettings s;

  splay_settings_defaults (rules, rules->default_seats, &s);
  for (int w = 0; words[w] != NULL; w++)
    {
      const char *word = words[w];
      const char *eq = strchr (word, '=');
      g_autofree char *key = NULL;
      char *end = NULL;
      long value;
      int i;

      if (*word == '\0')
        continue;
      if (eq == NULL)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                       _("Setting “%s” has no value (write key=value)."), word);
          return FALSE;
        }
      key = g_strndup (word, (gsize) (eq - word));
      /* An unknown key is the more useful message, so check it first. */
      if (!g_str_equal (key, "seats") && splay_rules_option_index (rules, key) < 0)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                       _("%s has no setting called “%s”."), _(rules->name), key);
          return FALSE;
        }
      value = strtol (eq + 1, &end, 10);
      if (end == eq + 1 || *end != '\0')
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                       _("Setting “%s” needs a whole number."), key);
          return FALSE;
        }
      if (g_str_equal (key, "seats"))
        {
          if (value < rules->min_seats || value > rules->max_seats)
            {
              if (rules->min_seats == rules->max_seats)
                g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                             _("%s is played by %d players, not %ld."), _(rules->name),
                             rules->min_seats, value);
              else
                g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                             _("%s is played by %d to %d players, not %ld."), _(rules->name),
                             rules->min_seats, rules->max_seats, value);
              return FALSE;
            }
          s.n_seats = (int) value;
          continue;
        }
      i = splay_rules_option_index (rules, key);
      if (i < 0)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                       _("%s has no setting called “%s”."), _(rules->name), key);
          return FALSE;
        }
      if (value < rules->options[i].min || value > rules->options[i].max)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS,
                       _("Setting “%s” must be from %d to %d."), key, rules->options[i].min,
                       rules->options[i].max);
          return FALSE;
        }
      s.values[i] = (int) value;
    }
  splay_settings_normalize (rules, &s);
  if (rules->validate != NULL && !rules->validate (&s, error))
    return FALSE;
  *out = s;
  return TRUE;
}

double
splay_result_reward (const SplayResult *result, int seat)
{
  int worst = 1;

  if (result->drawn)
    return 0.5;
  for (int i = 0; i < result->n_seats; i++)
    worst = MAX (worst, result->place[i]);
  if (worst == 1)
    return 0.5;
  return (double) (worst - result->place[seat]) / (double) (worst - 1);
}

gboolean
splay_rules_is_legal (const SplayRules *rules, const void *state, int seat, SplayAction action)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n = rules->legal (state, seat, legal);

  for (int i = 0; i < n; i++)
    if (legal[i] == action)
      return TRUE;
  return FALSE;
}

gboolean
splay_rules_parse_seat_action (const SplayRules *rules, const void *state, const char *text,
                               int *seat, SplayAction *action, GError **error)
{
  const char *colon = strchr (text, ':');
  uint32_t actors = rules->actors (state);
  int s = -1;

  if (colon != NULL && colon > text && g_ascii_isdigit (text[0]))
    {
      char *end = NULL;
      long v = strtol (text, &end, 10);
      if (end != colon || v < 0 || v >= SPLAY_MAX_SEATS)
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                       _("“%s”: the seat before the colon must be a number from 0."), text);
          return FALSE;
        }
      s = (int) v;
      text = colon + 1;
    }
  else if (actors != 0 && (actors & (actors - 1)) == 0)
    s = g_bit_nth_lsf (actors, -1);
  else
    {
      g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE,
                   _("“%s”: several seats may act now; write SEAT:ACTION."), text);
      return FALSE;
    }
  if (!rules->action_from_text (state, s, text, action, error))
    return FALSE;
  *seat = s;
  return TRUE;
}

guint64
splay_rules_play_random_game (const SplayRules *rules, void *state, const SplaySettings *settings,
                              SplayRng *rng, guint64 max_moves)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  /* A copy whose address goes nowhere: the generator stays in registers
   * across the rules' calls, instead of a trip through memory that every
   * draw waits for (11% of random play's wall time, at the same count of
   * instructions). */
  SplayRng r = *rng;
  guint64 moves = 0;

  rules->init (state, settings, splay_rng_next (&r));
  /* No seat may act once the game is over (rules.h), so the actors say
   * both whether it goes on and who moves: one call a move. */
  while (moves < max_moves)
    {
      uint32_t actors = rules->actors (state);
      int seat, n;

      if (actors == 0)
        break;
      seat = __builtin_ctz (actors);
      n = rules->legal (state, seat, legal);
      rules->apply (state, seat, legal[splay_rng_below (&r, (uint32_t) n)], NULL);
      moves++;
    }
  *rng = r;
  return moves;
}
