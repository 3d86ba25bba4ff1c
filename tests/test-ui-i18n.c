/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real window in German: the chooser, a board and a rules page show
 * German text and no English text that has a translation; a language
 * without a catalogue runs in English; a message missing from the catalogue
 * falls back to English, never to an empty label.
 *
 * gettext ignores LANGUAGE under the plain C locale, so each run sets
 * LC_ALL to a UTF-8 locale every glibc has (C.UTF-8, built into glibc since
 * 2.35, so Debian 12 and a clean CI machine need no generated locale) and
 * LANGUAGE to the language, as a user's session would, before anything is
 * translated. Each language runs in its own subprocess: gettext and GLib
 * remember the language of the first lookup. The catalogue is the one the
 * build compiled from po/de.po into SOURCE_LOCALEDIR, as SPLAY_LOCALEDIR
 * makes the app use it from the build tree. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/splatoids.h"
#include "ui/splay-rules-page.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

static const char *utf8_locale;

/* Every label text (with its markup) under @widget, in tree order. */
static void
collect_labels (GtkWidget *widget, GPtrArray *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (out, (gpointer) gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

static gboolean
shows_text (GtkWidget *widget, const char *text)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  collect_labels (widget, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (g_ptr_array_index (labels, i), text))
      return TRUE;
  return FALSE;
}

/* No label under @widget shows an English message that the catalogue
 * translates: such a label was left untranslated by the code. */
static void
assert_no_untranslated (GtkWidget *widget)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  collect_labels (widget, labels);
  g_assert_cmpuint (labels->len, >, 0);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = g_ptr_array_index (labels, i);

      if (*text != '\0' && strcmp (g_dgettext (GETTEXT_PACKAGE, text), text) != 0)
        g_error ("“%s” is shown in English, but the catalogue has “%s”", text,
                 g_dgettext (GETTEXT_PACKAGE, text));
    }
}

/* Sets the language as a session would, before the first lookup. */
static void
use_language (const char *language, const char *localedir)
{
  g_setenv ("LC_ALL", utf8_locale, TRUE);
  g_setenv ("LANGUAGE", language, TRUE);
  g_assert_nonnull (setlocale (LC_ALL, ""));
  /* What main() does with SPLAY_LOCALEDIR. */
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

static gboolean
rules_window_shown (gpointer data)
{
  SplayRulesWindow *w = splay_rules_window_get_current ();

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

static void
start_splatoids (Fixture *f)
{
  SplayPlayer *players[3] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  SplaySettings settings;

  players[0] = splay_player_new_human ("Ada");
  players[1] = splay_player_new_computer ("Robot", SPLAY_LEVEL_MEDIUM);
  splay_settings_defaults (&splatoids_rules, 2, &settings);
  match = splay_match_new (&splatoids_rules, &settings, 42, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_window_start_match (f->window, match);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
}

/* Opens the Splatoids rules from the board and returns the page. */
static SplayRulesPage *
open_rules (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-rules", NULL));
  ui_wait_for (rules_window_shown, NULL);
  return splay_rules_window_get_page (splay_rules_window_get_current ());
}

static void
check_german (void)
{
  Fixture f;
  SplayRulesPage *page;
  g_auto (GStrv) headings = NULL;

  use_language ("de", SOURCE_LOCALEDIR);
  ui_fixture_setup (&f, NULL);

  /* The chooser. */
  g_assert_true (shows_text (GTK_WIDGET (f.window), "Neues Spiel"));
  g_assert_true (shows_text (GTK_WIDGET (f.window), "Spielen"));
  g_assert_true (shows_text (GTK_WIDGET (f.window), "Regeln"));
  g_assert_false (shows_text (GTK_WIDGET (f.window), "Play"));
  assert_no_untranslated (GTK_WIDGET (f.window));

  /* A board. */
  start_splatoids (&f);
  g_assert_true (shows_text (GTK_WIDGET (splay_window_get_board (f.window)), "Aufnehmen"));
  g_assert_true (shows_text (GTK_WIDGET (splay_window_get_board (f.window)), "Ausspielen"));
  g_assert_false (shows_text (GTK_WIDGET (splay_window_get_board (f.window)), "Pick Up"));
  assert_no_untranslated (GTK_WIDGET (f.window));

  /* Its rules page. */
  page = open_rules (&f);
  headings = splay_rules_page_get_headings (page);
  g_assert_cmpuint (g_strv_length (headings), ==, 8);
  g_assert_cmpstr (headings[0], ==, "Überblick");
  g_assert_cmpstr (headings[7], ==, "Hausregeln");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (splay_rules_window_get_current ())), ==,
                   "Regeln von Splatoids");
  assert_no_untranslated (GTK_WIDGET (splay_rules_window_get_current ()));

  ui_fixture_teardown (&f, NULL);
}

/* A language Splay has no catalogue for: English throughout. */
static void
check_untranslated_language (void)
{
  Fixture f;
  SplayRulesPage *page;
  g_auto (GStrv) headings = NULL;

  use_language ("fr", SOURCE_LOCALEDIR);
  ui_fixture_setup (&f, NULL);

  g_assert_true (shows_text (GTK_WIDGET (f.window), "New Game"));
  g_assert_true (shows_text (GTK_WIDGET (f.window), "Play"));
  start_splatoids (&f);
  g_assert_true (shows_text (GTK_WIDGET (splay_window_get_board (f.window)), "Pick Up"));
  page = open_rules (&f);
  headings = splay_rules_page_get_headings (page);
  g_assert_cmpuint (g_strv_length (headings), ==, 8);
  g_assert_cmpstr (headings[0], ==, "Overview");
  g_assert_cmpstr (headings[7], ==, "House Rules");

  ui_fixture_teardown (&f, NULL);
}

/* A German catalogue that lacks one message: that message in English, the
 * rest in German. The catalogue is de.po without the "Overview" entry,
 * compiled for this test. */
static void
check_missing_message (void)
{
  g_autofree char *po_path
      = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "po", "de.po", NULL);
  g_autofree char *dir = g_dir_make_tmp ("splay-i18n-XXXXXX", NULL);
  g_autofree char *po = NULL, *partial = NULL, *partial_po = NULL, *mo_dir = NULL, *mo = NULL;
  g_autofree char *msgfmt = g_find_program_in_path ("msgfmt");
  g_autoptr (GError) error = NULL;
  const char *entry = "\nmsgid \"Overview\"\nmsgstr \"Überblick\"\n";
  const char *found;
  int status = 0;
  Fixture f;
  SplayRulesPage *page;
  g_auto (GStrv) headings = NULL;

  if (msgfmt == NULL)
    {
      g_test_skip ("msgfmt is not installed");
      return;
    }
  g_assert_true (g_file_get_contents (po_path, &po, NULL, &error));
  g_assert_no_error (error);
  found = strstr (po, entry);
  g_assert_nonnull (found);
  partial = g_strdup_printf ("%.*s%s", (int) (found - po), po, found + strlen (entry) - 1);
  partial_po = g_build_filename (dir, "de.po", NULL);
  mo_dir = g_build_filename (dir, "de", "LC_MESSAGES", NULL);
  mo = g_build_filename (mo_dir, GETTEXT_PACKAGE ".mo", NULL);
  g_assert_cmpint (g_mkdir_with_parents (mo_dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (partial_po, partial, -1, &error));
  {
    const char *argv[] = { msgfmt, "-o", mo, partial_po, NULL };
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL,
                                 NULL, &status, &error));
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }

  use_language ("de", dir);
  ui_fixture_setup (&f, NULL);
  start_splatoids (&f);
  page = open_rules (&f);
  headings = splay_rules_page_get_headings (page);
  g_assert_cmpuint (g_strv_length (headings), ==, 8);
  g_assert_cmpstr (headings[0], ==, "Overview");
  g_assert_cmpstr (headings[1], ==, "Karten und Vorbereitung");
  ui_fixture_teardown (&f, NULL);

  g_unlink (mo);
  g_unlink (partial_po);
  g_rmdir (mo_dir);
  {
    g_autofree char *de_dir = g_path_get_dirname (mo_dir);
    g_rmdir (de_dir);
  }
  g_rmdir (dir);
}

/* Runs @check in a subprocess of its own (see the top of the file). */
static void
in_subprocess (gconstpointer data)
{
  void (*check) (void) = data;

  if (g_test_subprocess ())
    {
      check ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_german (void)
{
  g_autofree char *mo
      = g_build_filename (SOURCE_LOCALEDIR, "de", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_fail_printf ("%s is missing: the build compiles it from po/de.po", mo);
      return;
    }
  in_subprocess (check_german);
}

int
main (int argc, char **argv)
{
  static const char *const candidates[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.UTF-8" };

  for (gsize i = 0; i < G_N_ELEMENTS (candidates) && utf8_locale == NULL; i++)
    if (setlocale (LC_ALL, candidates[i]) != NULL)
      utf8_locale = candidates[i];
  setlocale (LC_ALL, "C");

  ui_test_init (&argc, &argv);
  if (utf8_locale == NULL)
    {
      g_test_message ("no UTF-8 locale: gettext would ignore LANGUAGE");
      return 77;
    }

  g_test_add_func ("/ui/i18n/german", test_german);
  g_test_add_data_func ("/ui/i18n/untranslated-language", check_untranslated_language,
                        in_subprocess);
  g_test_add_data_func ("/ui/i18n/missing-message", check_missing_message, in_subprocess);
  return ui_test_run ();
}
