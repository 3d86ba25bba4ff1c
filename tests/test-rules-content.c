/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules pages' content tables (src/ui/rules/splay-rules-*.c): each page
 * has the eight sections in the order every page follows, ends properly,
 * uses only markup the page can show, has a picture for every drawing it
 * names, and is translated into German.
 *
 * The German check runs in a subprocess, as in test-i18n.c: gettext
 * remembers the language of a process's first lookup. It reads the
 * catalogue the build compiled from po/de.po (SOURCE_LOCALEDIR). */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "ui/splay-rules-content.h"

typedef struct
{
  const char *name;
  const SplayRulesBlock *blocks;
  const SplayRulesDrawing *drawings;
  const char *headings[8]; /* the sections, in order */
} Page;

static const Page pages[] = {
  { "splito",
    splay_rules_splito,
    splay_rules_splito_drawings,
    { "Splito at a glance", "Splito’s cards and preparation", "A round of Splito",
      "Scoring cards and special cases in Splito", "The end of a Splito deal and its scoring",
      "Splito over several deals", "Splito variants in Splay", "Splay’s house rules for Splito" } },
  { "spit",
    splay_rules_spit,
    splay_rules_spit_drawings,
    { "Spit at a glance", "Spit’s cards and setup", "How a round of Spit flows",
      "Special situations in Spit", "The end of a Spit game", "Spit matches",
      "Spit variants in Splay", "Splay’s house rules for Spit" } },
  { "splat",
    splay_rules_splat,
    splay_rules_splat_drawings,
    { "Splat at a glance", "Splat’s cards and setup", "How Splat is played",
      "Splatting and special situations", "The end of a Splat game", "Splat matches",
      "Splat variants in Splay", "Splay’s house rules for Splat" } },
};

static const char *utf8_locale;

static void
assert_markup (const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!pango_parse_markup (text, -1, 0, NULL, NULL, NULL, &error))
    g_error ("markup the page cannot show (%s): %s", error->message, text);
}

static void
test_structure (gconstpointer data)
{
  const Page *page = data;
  const SplayRulesBlock *b = page->blocks;
  int n_headings = 0, n_blocks = 0;

  g_assert_cmpint (b[0].kind, ==, SPLAY_RULES_HEADING);
  for (; b->kind != SPLAY_RULES_END; b++, n_blocks++)
    {
      g_assert_cmpint (b->kind, >=, SPLAY_RULES_HEADING);
      g_assert_cmpint (b->kind, <=, SPLAY_RULES_DRAWING);
      g_assert_nonnull (b->text);
      g_assert_cmpstr (b->text, !=, "");
      if (b->kind == SPLAY_RULES_DRAWING)
        {
          g_assert_nonnull (b->caption);
          assert_markup (b->caption);
          continue;
        }
      g_assert_null (b->caption);
      assert_markup (b->text);
      if (b->kind == SPLAY_RULES_HEADING)
        {
          g_assert_cmpint (n_headings, <, (int) G_N_ELEMENTS (page->headings));
          g_assert_cmpstr (b->text, ==, page->headings[n_headings]);
          /* A section is more than its heading. */
          g_assert_cmpint (b[1].kind, !=, SPLAY_RULES_HEADING);
          g_assert_cmpint (b[1].kind, !=, SPLAY_RULES_END);
          n_headings++;
        }
    }
  g_assert_cmpint (n_headings, ==, 8);
  g_assert_null (b->text);
  g_assert_null (b->caption);
  g_assert_cmpint (n_blocks, >, 8 * 2);
}

static void
test_drawings (gconstpointer data)
{
  const Page *page = data;
  int n = 0;

  for (const SplayRulesBlock *b = page->blocks; b->kind != SPLAY_RULES_END; b++)
    {
      GtkWidget *window, *drawing;
      int width, height;

      if (b->kind != SPLAY_RULES_DRAWING)
        continue;
      drawing = splay_rules_drawing_make (page->drawings, b->text);
      if (drawing == NULL)
        g_error ("%s: no drawing called “%s”", page->name, b->text);
      g_assert_true (GTK_IS_WIDGET (drawing));
      /* It has cards in it, so it takes room on the page. */
      window = gtk_window_new ();
      gtk_window_set_child (GTK_WINDOW (window), drawing);
      gtk_widget_measure (drawing, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
      gtk_widget_measure (drawing, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
      g_assert_cmpint (width, >, 60);
      g_assert_cmpint (height, >, 40);
      /* The page is a column 12 pixels in from each side of a window that
       * may be 360 pixels narrow. */
      if (width > 336)
        g_error ("%s: the drawing “%s” needs %d pixels, more than a narrow page has", page->name,
                 b->text, width);
      gtk_window_destroy (GTK_WINDOW (window));
      n++;
    }
  g_assert_cmpint (n, >, 0);
  g_assert_null (splay_rules_drawing_make (page->drawings, "no-such-drawing"));
}

static void
assert_german (const char *page, const char *text, gboolean must_differ)
{
  const char *de = dgettext (GETTEXT_PACKAGE, text);

  /* An untranslated message comes back as the very same pointer. */
  if (de == text)
    g_error ("%s: no German for “%s”", page, text);
  if (must_differ && strcmp (de, text) == 0)
    g_error ("%s: the German is the English text: “%s”", page, text);
  assert_markup (de);
}

static void
check_german (const Page *page)
{
  setlocale (LC_ALL, utf8_locale);
  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, SOURCE_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  for (const SplayRulesBlock *b = page->blocks; b->kind != SPLAY_RULES_END; b++)
    switch (b->kind)
      {
      case SPLAY_RULES_HEADING: assert_german (page->name, b->text, FALSE); break;
      case SPLAY_RULES_PARA:
      case SPLAY_RULES_ITEM: assert_german (page->name, b->text, TRUE); break;
      case SPLAY_RULES_DRAWING: assert_german (page->name, b->caption, TRUE); break;
      default: g_assert_not_reached ();
      }
}

static void
test_german (gconstpointer data)
{
  g_autofree char *mo
      = g_build_filename (SOURCE_LOCALEDIR, "de", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (utf8_locale == NULL)
    {
      g_test_skip ("no UTF-8 locale: gettext would ignore LANGUAGE");
      return;
    }
  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_fail_printf ("%s is missing: the build compiles it from po/de.po", mo);
      return;
    }
  if (g_test_subprocess ())
    {
      check_german (data);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char **argv)
{
  static const char *const candidates[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.UTF-8" };

  /* The texts the tables hold are the English ones. */
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (candidates) && utf8_locale == NULL; i++)
    if (setlocale (LC_ALL, candidates[i]) != NULL)
      utf8_locale = candidates[i];
  setlocale (LC_ALL, "C");

  for (gsize i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *structure = g_strdup_printf ("/rules-content/%s/structure", pages[i].name);
      g_autofree char *drawings = g_strdup_printf ("/rules-content/%s/drawings", pages[i].name);
      g_autofree char *german = g_strdup_printf ("/rules-content/%s/german", pages[i].name);

      g_test_add_data_func (structure, &pages[i], test_structure);
      g_test_add_data_func (drawings, &pages[i], test_drawings);
      g_test_add_data_func (german, &pages[i], test_german);
    }
  return g_test_run ();
}
