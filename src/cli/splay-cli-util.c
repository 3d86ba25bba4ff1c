/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-util.c: see splay-cli-util.h. */
#include "config.h"

#include <glib/gi18n.h>
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
splay_cli_parse_options (const char *parameters, const char *summary,
                         const GOptionEntry *entries, int *argc, char ***argv)
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
      /* Translators: %s is a file path */
      g_printerr (_("splay-cli: there is no database at “%s”.\n"), path);
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
