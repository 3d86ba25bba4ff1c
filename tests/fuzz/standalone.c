/* SPDX-License-Identifier: GPL-3.0-or-later */
/* standalone.c: runs a fuzz harness over files, for builds without
 * libFuzzer (gcc, the sanitizer pass in CI): each argument is a file, or a
 * folder whose files are each one input. Exits 0 when every input ran. */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static int
run_file (const char *path)
{
  g_autofree char *bytes = NULL;
  gsize size;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (path, &bytes, &size, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *) bytes, size);
  return 0;
}

int
main (int argc, char **argv)
{
  int runs = 0, status = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr (GDir) dir = g_dir_open (argv[i], 0, NULL);
          g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
          const char *name;

          while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
            g_ptr_array_add (names, g_build_filename (argv[i], name, NULL));
          for (guint k = 0; k < names->len; k++)
            {
              status |= run_file (g_ptr_array_index (names, k));
              runs++;
            }
        }
      else
        {
          status |= run_file (argv[i]);
          runs++;
        }
    }
  printf ("%d inputs ran\n", runs);
  return status != 0 || runs == 0;
}
