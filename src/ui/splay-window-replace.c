/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-window-private.h"

/* ---- restart, and a new match like this one ---- */

/* The same game, settings, match length and seats as @match, dealt from
 * @seed. */
static SplayMatch *
match_like (SplayMatch *match, guint64 seed)
{
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  int n = splay_match_get_n_seats (match);
  SplayMatch *like;

  for (int s = 0; s < n; s++)
    {
      SplayPlayer *p = splay_match_get_player (match, s);
      players[s]
          = splay_player_is_human (p)
                ? splay_player_new_human (splay_player_get_name (p))
                : splay_player_new_computer (splay_player_get_name (p), splay_player_get_level (p));
    }
  like = splay_match_new (splay_match_get_rules (match), splay_match_get_settings (match), seed,
                          players, splay_match_get_target_points (match),
                          splay_match_get_max_games (match));
  for (int s = 0; s < n; s++)
    g_object_unref (players[s]);
  return like;
}

/* Starts a match like the one on the screen, from its seed (its first deal
 * again) or a new one; the match left unfinished is kept in the history as
 * abandoned. */
static void
replace_match (SplayWindow *self, gboolean same_seed)
{
  g_autoptr (SplayMatch) old = NULL;
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  gint64 id;
  gboolean abandon;

  if (self->match == NULL)
    return;
  old = g_object_ref (self->match);
  match = match_like (old, same_seed ? splay_match_get_seed (old)
                                     : ((guint64) g_random_int () << 32) | g_random_int ());
  id = splay_match_get_id (old);
  abandon = !splay_match_is_over (old);
  /* Everything of the old match is written before it is marked. */
  if (self->store != NULL)
    splay_store_flush (self->store, NULL);
  splay_window_start_match (self, match);
  if (abandon && id > 0 && self->store != NULL
      && !splay_store_abandon_match (self->store, id, &error))
    splay_window_show_toast (self, error->message);
}

/* Restart this deal: a turn-based deal in play has every move taken back
 * (the match goes on, its earlier deals kept, and the store counts it as an
 * undo); a race, or a first deal played to its end, is dealt again as a
 * new match from the same seed. */
static void
restart_deal (SplayWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->match == NULL)
    return;
  if (!splay_match_can_restart_deal (self->match))
    {
      replace_match (self, TRUE);
      return;
    }
  /* The board follows by the match's "undone". */
  if (!splay_match_restart_deal (self->match, &error))
    {
      splay_window_show_toast (self, error->message);
      return;
    }
  splay_window_show_toast (self, _("The deal starts again."));
  gtk_stack_set_visible_child_name (self->stack, "board");
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  splay_window_update_hint (self);
}

static void
on_replace_response (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  SplayWindow *self = SPLAY_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  if (g_strcmp0 (response, "restart") == 0)
    restart_deal (self);
  else if (g_strcmp0 (response, "new") == 0)
    replace_match (self, FALSE);
}

/* Moves are not thrown away, nor a match in progress given up, without
 * asking. */
void
splay_window_confirm_replace (SplayWindow *self, gboolean restart)
{
  gboolean in_match = restart && splay_match_can_restart_deal (self->match);
  const char *body;
  GtkWidget *dialog;

  if (!in_match && splay_match_is_over (self->match))
    {
      if (restart)
        restart_deal (self);
      else
        replace_match (self, FALSE);
      return;
    }
  if (in_match)
    body = _("Every move of this deal is taken back, and it starts again with the same cards.");
  else if (restart)
    body = _("The deal starts again with the same cards and players. "
              "The match in progress stays in the history as abandoned.");
  else
    body = _("A new match begins with the same players and settings. "
              "The match in progress stays in the history as abandoned.");
  dialog = adw_message_dialog_new (
      GTK_WINDOW (self), restart ? _("Restart This Deal?") : _("Start a New Match?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    restart ? "restart" : "new",
                                    restart ? _("_Restart") : _("_New Match"), NULL);
  adw_message_dialog_set_response_appearance (
      ADW_MESSAGE_DIALOG (dialog), restart ? "restart" : "new", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_replace_response), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}
