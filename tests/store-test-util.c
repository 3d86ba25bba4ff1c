/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "store-test-util.h"

void
store_fixture_set_up (StoreFixture *f, const char *prefix)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("%s-XXXXXX", prefix);

  f->dir = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "splay.db", NULL);
  f->store = splay_store_new (f->path, &error);
  g_assert_no_error (error);
}

void
store_fixture_tear_down (StoreFixture *f)
{
  g_clear_object (&f->store);
  remove_tree (f->dir);
  g_clear_pointer (&f->path, g_free);
  g_clear_pointer (&f->dir, g_free);
}

void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          if (g_file_test (child, G_FILE_TEST_IS_DIR))
            remove_tree (child);
          else
            g_remove (child);
        }
      g_dir_close (dir);
    }
  g_rmdir (path);
}
