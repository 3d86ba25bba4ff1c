/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ui/splay-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr (SplayApplication) app = NULL;

  /* Run from the build tree (tools/run.sh), the catalogues are in _build/po,
   * not yet in the install prefix. */
  const char *localedir = g_getenv ("SPLAY_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = splay_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
