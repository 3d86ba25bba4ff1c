/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-window-private.h"
#include "splay-a11y.h"
#include "splay-rules-page.h"
#include "../store/splay-history.h"

/* The start page: a row per game of the catalogue with its Rules and Play
 * buttons, and above them the most recent unfinished matches to continue
 * or abandon. */

static char *
format_names (SplayMatchInfo *info)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (int i = 0; i < info->n_seats; i++)
    {
      if (i > 0)
        /* Translators: separates player names in a list */
        g_string_append (s, _(", "));
      g_string_append (s, info->names[i]);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
format_scores (SplayMatchInfo *info)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (int i = 0; i < info->n_seats; i++)
    {
      if (i > 0)
        g_string_append (s, " – ");
      g_string_append_printf (s, "%d", info->totals[i]);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* A narrow window gives a saved match's name the room of the Resume
 * button's word: the button shows the play icon instead. */
static void
fit_resume_button (SplayWindow *self, GtkWidget *resume)
{
  if (splay_narrow_bin_get_narrow (self->games_narrow_bin))
    gtk_button_set_icon_name (GTK_BUTTON (resume), "media-playback-start-symbolic");
  else
    gtk_button_set_label (GTK_BUTTON (resume), _("Resume"));
}

/* Likewise each game's Rules button becomes the rules icon (its tooltip
 * and accessible name say "Rules of Splito"). */
static void
fit_rules_buttons (GtkWidget *widget, gboolean narrow)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_name (widget), "rules-button") == 0)
    {
      if (narrow)
        gtk_button_set_icon_name (GTK_BUTTON (widget), "help-contents-symbolic");
      else
        gtk_button_set_label (GTK_BUTTON (widget), C_("chooser", "Rules"));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    fit_rules_buttons (c, narrow);
}

void
splay_window_fit_start_page (SplayWindow *self)
{
  fit_rules_buttons (GTK_WIDGET (self->games_group),
                     splay_narrow_bin_get_narrow (self->games_narrow_bin));
  for (guint i = 0; i < self->continue_rows->len; i++)
    {
      GtkWidget *resume = g_object_get_data (g_ptr_array_index (self->continue_rows, i), "resume");
      if (resume != NULL)
        fit_resume_button (self, resume);
    }
}

void
splay_window_refresh_continue (SplayWindow *self)
{
  g_autoptr (GPtrArray) infos = NULL;
  g_autoptr (GError) error = NULL;
  guint n_total = 0;

  for (guint i = 0; i < self->continue_rows->len; i++)
    adw_preferences_group_remove (self->continue_group, g_ptr_array_index (self->continue_rows, i));
  g_ptr_array_set_size (self->continue_rows, 0);

  /* The most recent few: the start page shows as fast with 10,000
   * unfinished matches as with none. The rest are a row away. */
  if (self->store != NULL)
    infos = splay_store_list_unfinished (self->store, SPLAY_WINDOW_CONTINUE_ROWS, &n_total, &error);
  if (error != NULL)
    splay_window_show_toast (self, error->message);

  for (guint i = 0; infos != NULL && i < infos->len; i++)
    {
      SplayMatchInfo *info = g_ptr_array_index (infos, i);
      const SplayCatalogEntry *entry = splay_catalog_lookup (info->game_id);
      g_autofree char *names = format_names (info);
      g_autofree char *scores = format_scores (info);
      g_autofree char *when = NULL;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      GtkWidget *row, *resume, *abandon;

      if (info->updated != NULL)
        when = splay_history_when_text (info->updated, NULL);
      /* Translators: "Splatoids: Anna, Computer 1" (the game, then the seats) */
      title = g_strdup_printf (_("%s: %s"), entry ? _(entry->name) : info->game_id, names);
      if (info->target_points > 0)
        /* Translators: a saved match: "Score 3 – 1 of 10 points · last played 3 May 2026, 14:05" */
        subtitle = g_strdup_printf (_("Score %s of %d · last played %s"), scores,
                                    info->target_points, when ? when : "?");
      else if (info->max_games > 1)
        /* Translators: a saved match of a number of deals:
         * "Score 40 – 31 · 3 deals · last played 3 May 2026, 14:05" */
        subtitle
            = g_strdup_printf (ngettext ("Score %s · %d deal · last played %s",
                                         "Score %s · %d deals · last played %s", info->max_games),
                               scores, info->max_games, when ? when : "?");
      else
        /* Translators: a saved single game: "Last played 3 May 2026, 14:05" */
        subtitle = g_strdup_printf (_("Single game · last played %s"), when ? when : "?");

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);

      abandon = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_valign (abandon, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (abandon, _("Abandon Match"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (abandon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Abandon Match"), -1);
      gtk_widget_add_css_class (abandon, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (abandon), "win.abandon");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (abandon), "x", info->id);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), abandon);

      resume = gtk_button_new ();
      fit_resume_button (self, resume);
      gtk_widget_set_tooltip_text (resume, _("Resume"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (resume), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Resume"), -1);
      g_object_set_data (G_OBJECT (row), "resume", resume);
      gtk_widget_set_valign (resume, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (resume, "suggested-action");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), "win.resume");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (resume), "x", info->id);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), resume);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), resume);

      adw_preferences_group_add (self->continue_group, row);
      g_ptr_array_add (self->continue_rows, row);
    }
  if (infos != NULL && n_total > infos->len)
    {
      g_autofree char *title =
          /* Translators: the last row of the Continue list: all unfinished matches */
          g_strdup_printf (
              ngettext ("All %u Unfinished Match", "All %u Unfinished Matches", n_total), n_total);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("In the history"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.show-unfinished");
      adw_preferences_group_add (self->continue_group, row);
      g_ptr_array_add (self->continue_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->continue_group), self->continue_rows->len > 0);
}

gboolean
splay_window_game_is_playable (const SplayCatalogEntry *entry)
{
  return entry != NULL && entry->rules != NULL && splay_board_game_has_board (entry->id);
}

void
splay_window_build_games_list (SplayWindow *self)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const SplayCatalogEntry *entry = &splay_catalog[i];
      g_autofree char *subtitle
          = g_strdup_printf ("%s\n%s", _(entry->summary), _(entry->players));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(entry->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_widget_set_name (row, entry->id);

      if (splay_rules_available (entry->id))
        {
          /* Translators: button on the game chooser: show this game's rules */
          GtkWidget *rules = gtk_button_new_with_label (C_("chooser", "Rules"));
          /* Translators: %s is a game's name */
          g_autofree char *tip = g_strdup_printf (_("Rules of %s"), _(entry->name));

          gtk_widget_set_valign (rules, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (rules, "flat");
          gtk_widget_set_tooltip_text (rules, tip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (rules), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          tip, -1);
          gtk_widget_set_name (rules, "rules-button");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (rules), "win.rules");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (rules), "s", entry->id);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), rules);
        }
      if (splay_window_game_is_playable (entry))
        {
          /* Translators: button on the game chooser: start a new game of this game */
          GtkWidget *play = gtk_button_new_with_label (C_("chooser", "Play"));
          gtk_widget_set_valign (play, GTK_ALIGN_CENTER);
          gtk_actionable_set_action_name (GTK_ACTIONABLE (play), "win.new-game");
          gtk_actionable_set_action_target (GTK_ACTIONABLE (play), "s", entry->id);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), play);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), play);
        }
      else
        {
          GtkWidget *label = gtk_label_new (_("Not available yet"));
          gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
          gtk_widget_add_css_class (row, "unavailable-game");
        }
      adw_preferences_group_add (self->games_group, row);
    }
}

static void
on_abandon_response (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  SplayWindow *self = SPLAY_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "match-id"));
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "abandon") != 0 || self->store == NULL)
    return;
  if (!splay_store_abandon_match (self->store, id, &error))
    splay_window_show_toast (self, error->message);
  splay_window_refresh_continue (self);
}

void
splay_window_abandon_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Abandon This Match?"),
                                   _("It will no longer be offered to continue. "
                                      "It stays in the history as abandoned."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "abandon",
                                    _("_Abandon"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "abandon",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "match-id",
                     GSIZE_TO_POINTER ((gsize) g_variant_get_int64 (param)));
  g_signal_connect (dialog, "response", G_CALLBACK (on_abandon_response), NULL);
  splay_a11y_fix_button_names (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}
