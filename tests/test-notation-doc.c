/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-notation-doc.c: the examples of docs/notation.md are real.
 *
 * Every block marked "position GAME" must be read by that game and print
 * back as the same position; every line of a block marked "actions GAME"
 * must be read as an action in the position above it. So the document
 * cannot drift from the parsers. */
#include "config.h"

#include <string.h>

#include "engine/rules.h"
#include "state-test-util.h"

static void
test_examples (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "notation.md", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree void *state = NULL;
  const SplayRules *rules = NULL, *block = NULL;
  gboolean positions = FALSE;
  int n_positions = 0, n_actions = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (g_str_has_prefix (line, "```position ") || g_str_has_prefix (line, "```actions "))
        {
          positions = g_str_has_prefix (line, "```position ");
          block = splay_rules_lookup (strchr (line, ' ') + 1);
          g_assert_nonnull (block);
          if (!positions)
            g_assert_true (block == rules); /* actions follow their position */
          continue;
        }
      if (g_str_has_prefix (line, "```"))
        {
          block = NULL;
          continue;
        }
      if (block == NULL || *line == '\0')
        continue;

      if (positions)
        {
          g_autofree void *back = NULL;
          g_autofree char *printed = NULL, *again = NULL;

          g_free (state);
          state = g_malloc0 (block->state_size);
          back = g_malloc0 (block->state_size);
          if (!block->state_from_text (state, line, &error))
            g_error ("docs/notation.md, line %d: %s", i + 1, error->message);
          printed = block->state_to_text (state);
          g_assert_true (block->state_from_text (back, printed, &error));
          splay_assert_cmpstate (block, state, back);
          again = block->state_to_text (back);
          g_assert_cmpstr (printed, ==, again);
          rules = block;
          n_positions++;
        }
      else
        {
          SplayAction action;
          int seat;

          if (!splay_rules_parse_seat_action (block, state, line, &seat, &action, &error))
            g_error ("docs/notation.md, line %d: “%s”: %s", i + 1, line, error->message);
          n_actions++;
        }
    }
  /* Every game has its examples. */
  g_assert_cmpint (n_positions, >=, 5);
  g_assert_cmpint (n_actions, >=, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation-doc/examples", test_examples);
  return g_test_run ();
}
