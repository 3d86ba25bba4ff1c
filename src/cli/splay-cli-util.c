/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-util.c: see splay-cli-util.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <time.h>

#include "splay-cli-util.h"

static const char *command_name;

void
splay_cli_set_command (const char *name)
{
  command_name = name;
}

void
splay_cli_usage_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  g_autofree char *help = NULL;
  va_list ap;

  va_start (ap, format);
  message = g_strdup_vprintf (format, ap);
  va_end (ap);
  help = command_name ? g_strdup_printf ("splay-cli %s --help", command_name)
                      : g_strdup ("splay-cli --help");
  g_printerr ("splay-cli: %s\n", message);
  /* Translators: %s is a command line, keep it as it is. */
  g_printerr (_("Try “%s” for help.\n"), help);
}

gboolean
splay_cli_check_range (const char *option, int value, int lo, int hi)
{
  if (value >= lo && value <= hi)
    return TRUE;
  /* Translators: "--games must be a number from 1 to 1000000, not 0." */
  splay_cli_usage_error (_("%s must be a number from %d to %d, not %d."), option, lo, hi, value);
  return FALSE;
}

gboolean
splay_cli_parse_options (const char *parameters, const char *summary, const GOptionEntry *entries,
                         int *argc, char ***argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (parameters);
  g_autoptr (GError) error = NULL;

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      splay_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
splay_cli_parse_command (const char *parameters, const char *summary, const GOptionEntry *entries,
                         int n_args, const char *wrong_args, int *argc, char ***argv)
{
  if (!splay_cli_parse_options (parameters, summary, entries, argc, argv))
    return FALSE;
  if (*argc != n_args + 1)
    {
      splay_cli_usage_error ("%s", wrong_args);
      return FALSE;
    }
  return TRUE;
}

SplayStore *
splay_cli_open_existing (const char *path)
{
  g_autofree char *owned = path ? NULL : splay_store_default_path ();
  g_autoptr (GError) error = NULL;
  SplayStore *store;

  if (path == NULL)
    path = owned;
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *shown = g_filename_display_name (path);

      /* Translators: %s is a file path */
      g_printerr (_("splay-cli: there is no database at “%s”.\n"), shown);
      return NULL;
    }
  store = splay_store_new_read_only (path, &error);
  if (store == NULL)
    g_printerr ("splay-cli: %s\n", error->message);
  return store;
}

double
splay_cli_elapsed_ms (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

double
splay_cli_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int
splay_cli_compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

const SplayRules *
splay_cli_find_rules (const char *id)
{
  g_autoptr (GError) error = NULL;
  const SplayRules *rules = splay_rules_find (id, &error);

  if (rules == NULL)
    splay_cli_usage_error ("%s", error->message);
  return rules;
}

gboolean
splay_cli_parse_seed (const char *text, uint64_t *out)
{
  guint64 v;

  if (text == NULL)
    {
      /* No seed asked for: pick one, and say which, so a run can be repeated. */
      *out = ((uint64_t) g_random_int () << 32) | g_random_int ();
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &v, NULL))
    {
      splay_cli_usage_error (_("The seed must be a whole number from 0 to %llu, not “%s”."),
                             (unsigned long long) G_MAXUINT64, text);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

/* After a bad --option or seat count: what the game does take. */
static void
print_game_settings (const SplayRules *rules)
{
  if (rules->min_seats == rules->max_seats)
    g_printerr (_("%s takes --players %d and these options:\n"), _(rules->name),
                rules->min_seats);
  else
    g_printerr (_("%s takes --players %d to %d and these options:\n"), _(rules->name),
                rules->min_seats, rules->max_seats);
  for (int i = 0; i < rules->n_options; i++)
    {
      const SplayOption *o = &rules->options[i];
      g_printerr ("  %s=%d..%d (%s %d)  %s\n", o->key, o->min, o->max,
                  /* Translators: as in "(default 0)" after a range of values. */
                  _("default"), o->def, o->label ? _(o->label) : "");
    }
}

/* Builds validated settings from --players, --option key=value and
 * --matchplay. Bool options also take true/false, yes/no, on/off. */
gboolean
splay_cli_build_settings (const SplayRules *rules, int players, char **options, gboolean matchplay,
                          SplaySettings *out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, "seats=%d", players > 0 ? players : rules->default_seats);
  if (matchplay)
    {
      if (splay_rules_option_index (rules, "matchplay") < 0)
        {
          splay_cli_usage_error (_("%s has no matchplay."), _(rules->name));
          return FALSE;
        }
      g_string_append (text, " matchplay=1");
    }
  for (int i = 0; options != NULL && options[i] != NULL; i++)
    {
      const char *opt = options[i];
      const char *eq = strchr (opt, '=');
      g_autofree char *key = NULL;
      const char *value;

      if (eq == NULL || eq == opt || strpbrk (opt, " \t\n") != NULL)
        {
          splay_cli_usage_error (_("“%s” is not an option setting: write --option key=value."),
                                 opt);
          return FALSE;
        }
      key = g_strndup (opt, (gsize) (eq - opt));
      value = eq + 1;
      if (g_ascii_strcasecmp (value, "true") == 0 || g_ascii_strcasecmp (value, "yes") == 0
          || g_ascii_strcasecmp (value, "on") == 0)
        value = "1";
      else if (g_ascii_strcasecmp (value, "false") == 0 || g_ascii_strcasecmp (value, "no") == 0
               || g_ascii_strcasecmp (value, "off") == 0)
        value = "0";
      g_string_append_printf (text, " %s=%s", key, value);
    }
  if (!splay_settings_from_text (rules, text->str, out, &error))
    {
      splay_cli_usage_error ("%s", error->message);
      print_game_settings (rules);
      return FALSE;
    }
  return TRUE;
}

gboolean
splay_cli_parse_levels (const SplayRules *rules, const char *text, int n_seats, SplayLevel *levels)
{
  g_auto (GStrv) words = g_strsplit (text, ",", -1);
  guint n = g_strv_length (words);

  if (n != 1 && n != (guint) n_seats)
    {
      splay_cli_usage_error (
          _("--ai takes one level for every seat or one for each of the %d seats, not %u."),
          n_seats, n);
      return FALSE;
    }
  for (int seat = 0; seat < n_seats; seat++)
    {
      const char *word = words[n == 1 ? 0 : seat];
      SplayLevel level;

      /* "heuristic" is what the foundation issue calls the medium player. */
      if (g_str_equal (word, "heuristic"))
        level = SPLAY_LEVEL_MEDIUM;
      else if (!splay_level_from_string (word, &level))
        {
          splay_cli_usage_error (_("There is no computer level called “%s” (try random, easy, "
                                    "medium, hard or expert)."),
                                 word);
          return FALSE;
        }
      if (!splay_ai_level_available (rules, level))
        {
          splay_cli_usage_error (_("%s has no computer player of level “%s” yet."),
                                 _(rules->name), word);
          return FALSE;
        }
      levels[seat] = level;
    }
  return TRUE;
}
