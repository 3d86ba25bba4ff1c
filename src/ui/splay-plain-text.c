/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-plain-text.h"

AdwToast *
splay_plain_toast_new (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  return adw_toast_new (escaped);
}

void
splay_plain_status_page_set_description (AdwStatusPage *page, const char *text)
{
  g_autofree char *escaped = text != NULL ? g_markup_escape_text (text, -1) : NULL;

  adw_status_page_set_description (page, escaped);
}

void
splay_plain_preferences_group_set_description (AdwPreferencesGroup *group, const char *text)
{
  g_autofree char *escaped = text != NULL ? g_markup_escape_text (text, -1) : NULL;

  adw_preferences_group_set_description (group, escaped);
}
