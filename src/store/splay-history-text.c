/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-history-text.c: the text of a history entry that the history page
 * and `splay-cli history` both show, written once (see splay-history.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "splay-history.h"
#include "../engine/catalog.h"

char *
splay_history_entry_players_text (const SplayHistoryEntry *e)
{
  g_autoptr (GString) s = g_string_new (NULL);

  g_return_val_if_fail (e != NULL, NULL);
  for (int seat = 0; seat < e->n_seats; seat++)
    {
      g_autofree char *label = splay_history_seat_label (e->names[seat], e->levels[seat]);
      if (seat > 0)
        /* Translators: separates player names in a list */
        g_string_append (s, _(", "));
      g_string_append (s, label);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
splay_history_entry_points_text (const SplayHistoryEntry *e)
{
  g_autoptr (GString) s = g_string_new (NULL);

  g_return_val_if_fail (e != NULL, NULL);
  for (int seat = 0; seat < e->n_seats; seat++)
    g_string_append_printf (s, seat ? " – %d" : "%d", e->totals[seat]);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

const char *
splay_history_game_name (const char *game_id)
{
  const SplayCatalogEntry *entry = splay_catalog_lookup (game_id);

  return entry != NULL ? _(entry->name) : game_id;
}

char *
splay_history_when_text (GDateTime *time, const char *format)
{
  g_autoptr (GDateTime) local = NULL;

  if (time == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (time);
  /* Translators: how "last played" is written, a g_date_time_format()
   * format: day, month name, year, hours:minutes */
  return g_date_time_format (local, format != NULL ? format : _("%-d %B %Y, %H:%M"));
}
