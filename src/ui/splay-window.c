/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-window-private.h"
#include "splay-a11y.h"
#include "splay-board.h"
#include "splay-history-page.h"
#include "splay-move-log.h"
#include "splay-narrow-bin.h"
#include "splay-new-game-dialog.h"
#include "splay-preferences.h"
#include "splay-rules-page.h"
#include "splay-score-table.h"
#include "splay-stats-page.h"
#include "splay-plain-text.h"
#include "../engine/catalog.h"
#include "../ai/ai.h"

#define DEFAULT_COMPUTER_DELAY_MS 900

G_DEFINE_FINAL_TYPE (SplayWindow, splay_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The schema keys are read with whatever integer type the schema gives them,
 * and a key the installed schema lacks keeps its default. */

static int
settings_get_int (GSettings *settings, const char *key, int def)
{
  g_autoptr (GVariant) v = NULL;

  if (!splay_preferences_has_key (settings, key))
    return def;
  v = g_settings_get_value (settings, key);
  if (g_variant_is_of_type (v, G_VARIANT_TYPE_INT32))
    return g_variant_get_int32 (v);
  if (g_variant_is_of_type (v, G_VARIANT_TYPE_UINT32))
    return (int) MIN (g_variant_get_uint32 (v), G_MAXINT);
  return def;
}

static void
settings_set_int (GSettings *settings, const char *key, int value)
{
  g_autoptr (GVariant) v = NULL;

  if (!splay_preferences_has_key (settings, key))
    return;
  v = g_settings_get_value (settings, key);
  if (g_variant_is_of_type (v, G_VARIANT_TYPE_INT32))
    g_settings_set_int (settings, key, value);
  else if (g_variant_is_of_type (v, G_VARIANT_TYPE_UINT32))
    g_settings_set_uint (settings, key, (guint) MAX (value, 0));
}

/* ---- pages ---- */

/* A title cut to fewer pixels than a short name needs is not shown
 * (on_title_narrow_changed); a title shorter than that shows wherever it
 * is whole ("Splay" on the games page). */
#define TITLE_ROOM 72

static void
update_title_room (SplayWindow *self)
{
  int whole = 0;

  gtk_widget_measure (GTK_WIDGET (self->window_title), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &whole,
                      NULL, NULL);
  splay_narrow_bin_set_threshold (self->title_bin, MIN (whole, TITLE_ROOM));
}

static void
update_header (SplayWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean in_match
      = self->match != NULL && (g_str_equal (page, "board") || g_str_equal (page, "summary"));

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), !g_str_equal (page, "games"));
  gtk_widget_set_visible (GTK_WIDGET (self->scores_button), in_match);
  if (in_match)
    {
      const SplayRules *rules = splay_match_get_rules (self->match);
      int target = splay_match_get_target_points (self->match);
      g_autofree char *subtitle = NULL;

      int deals = splay_match_get_max_games (self->match);

      if (target > 0)
        /* Translators: window subtitle during a match */
        subtitle = g_strdup_printf (ngettext ("Match to %d point", "Match to %d points", target),
                                    target);
      else if (deals > 1)
        /* Translators: window subtitle during a match of a fixed number of deals */
        subtitle
            = g_strdup_printf (ngettext ("Match of %d deal", "Match of %d deals", deals), deals);
      else
        subtitle = g_strdup (_("Single game"));
      adw_window_title_set_title (self->window_title, _(rules->name));
      adw_window_title_set_subtitle (self->window_title, subtitle);
    }
  else if (g_str_equal (page, "statistics"))
    {
      adw_window_title_set_title (self->window_title, _("Statistics"));
      adw_window_title_set_subtitle (self->window_title, NULL);
    }
  else if (g_str_equal (page, "history"))
    {
      adw_window_title_set_title (self->window_title, _("History"));
      adw_window_title_set_subtitle (self->window_title, NULL);
    }
  else
    {
      adw_window_title_set_title (self->window_title, _("Splay"));
      adw_window_title_set_subtitle (self->window_title, NULL);
    }
  update_title_room (self);
}

static void update_undo (SplayWindow *self);

static void
on_page_changed (SplayWindow *self)
{
  update_header (self);
  splay_window_update_hint (self);
}

static void
drop_match (SplayWindow *self)
{
  if (self->match == NULL)
    return;
  /* Everything is saved already; the match can be resumed from the start
   * page, which loads it afresh. */
  splay_match_set_paused (self->match, TRUE);
  g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->store != NULL)
    splay_store_untrack_match (self->store, self->match);
  adw_bin_set_child (self->board_bin, NULL);
  adw_bin_set_child (self->summary_board_bin, NULL);
  self->board = NULL;
  splay_move_log_set_match (self->move_log, NULL);
  g_clear_object (&self->match);
}

/* ---- hints ---- */

/* The button shows in every match against the computer that has hints, and
 * is active while the person at the screen may act. */
void
splay_window_update_hint (SplayWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean on_board = self->board != NULL && g_strcmp0 (page, "board") == 0;

  gtk_widget_set_visible (GTK_WIDGET (self->hint_button),
                          on_board && splay_board_offers_hints (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 on_board && splay_board_can_hint (self->board));
  update_undo (self);
}

/* ---- undo, the move log, restarting ---- */

/* The first deal of @match has been played, in part or to the end: a new
 * match from the same seed deals it again. */
static gboolean
first_deal_played (SplayMatch *match)
{
  SplayGame *game = splay_match_get_current_game (match);

  return splay_match_get_n_games (match) == 1 && game != NULL
         && (splay_game_is_over (game) || splay_game_get_n_actions (game) > 0);
}

/* The Undo button shows where undo is offered (one person against the
 * computer, turn by turn) and says why it rests when it does. The move log
 * and the restart items go with a match on the screen. */
static void
update_undo (SplayWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean on_board = self->board != NULL && g_strcmp0 (page, "board") == 0;
  gboolean in_match
      = self->match != NULL && (g_strcmp0 (page, "board") == 0 || g_strcmp0 (page, "summary") == 0);
  gboolean can = on_board && splay_board_can_undo (self->board);
  const char *tip;

  gtk_widget_set_visible (GTK_WIDGET (self->undo_button),
                          on_board && splay_board_offers_undo (self->board));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", can);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 on_board && splay_board_can_redo (self->board));
  if (can)
    tip = _("Take Back Your Last Move");
  else if (!on_board || splay_match_get_current_game (self->match) == NULL
           || splay_game_is_over (splay_match_get_current_game (self->match)))
    tip = _("Nothing to take back: the deal is over");
  else
    tip = _("Nothing to take back yet: you have not moved in this deal");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button), tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->undo_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);

  gtk_widget_set_visible (GTK_WIDGET (self->log_button), in_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.same-settings", in_match);
  gtk_widget_action_set_enabled (
      GTK_WIDGET (self), "win.restart-deal",
      in_match && (splay_match_can_restart_deal (self->match) || first_deal_played (self->match)));
}

/* win.undo and win.redo. */
static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean (*step) (SplayBoard *)
      = g_str_equal (action_name, "win.redo") ? splay_board_redo : splay_board_undo;

  if (self->board != NULL && g_strcmp0 (page, "board") == 0 && step (self->board))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  splay_window_update_hint (self);
}

static void
hint_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  /* The board shows the answer when the match has it; until then the
   * button rests. */
  if (self->board != NULL && splay_board_request_hint (self->board))
    splay_window_update_hint (self);
}

static void
show_games (SplayWindow *self)
{
  drop_match (self);
  splay_window_refresh_continue (self);
  gtk_stack_set_visible_child_name (self->stack, "games");
}

/* ---- scores ---- */

static void
on_scores_popover_show (SplayWindow *self)
{
  GtkWidget *child;
  int target;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_box))) != NULL)
    gtk_box_remove (self->scores_box, child);
  if (self->match == NULL)
    return;

  target = splay_match_get_target_points (self->match);
  {
    int deals = splay_match_get_max_games (self->match);
    g_autofree char *title
        = target > 0 ? g_strdup_printf (
              ngettext ("Match to %d point", "Match to %d points", target), target)
          : deals > 1
              ? g_strdup_printf (ngettext ("Match of %d deal", "Match of %d deals", deals), deals)
              : g_strdup (_("Single game"));
    gtk_box_append (self->scores_box, splay_score_table_label (title, TRUE, FALSE));
  }
  {
    /* Games so far, and whether one is being played. */
    SplayGame *current = splay_match_get_current_game (self->match);
    guint n_games = splay_match_get_n_games (self->match);
    guint finished = current != NULL && !splay_game_is_over (current) ? n_games - 1 : n_games;
    g_autofree char *played =
        /* Translators: in the score table: games of the match finished so far */
        g_strdup_printf (ngettext ("%u game played", "%u games played", finished), finished);
    g_autofree char *caption = finished < n_games
                                   /* Translators: "2 games played · game 3 in play" */
                                   ? g_strdup_printf (_("%s · game %u in play"), played, n_games)
                                   : g_strdup (played);
    GtkWidget *label = splay_score_table_label (caption, FALSE, FALSE);
    GtkWidget *scrolled = gtk_scrolled_window_new ();

    gtk_widget_add_css_class (label, "dim-label");
    gtk_box_append (self->scores_box, label);
    /* A long match scrolls sideways rather than widening past the window. */
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                    GTK_POLICY_NEVER);
    gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
    gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scrolled), 640);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled),
                                   splay_score_table_new_for_match (self->match, TRUE));
    gtk_box_append (self->scores_box, scrolled);
  }
}

/* ---- summary ---- */

/* The board goes with the page shown: the table in play, or the final
 * position above the results of the deal. */
static void
place_board (SplayWindow *self, AdwBin *bin)
{
  g_autoptr (GtkWidget) board = NULL;
  AdwBin *other = bin == self->board_bin ? self->summary_board_bin : self->board_bin;

  if (self->board == NULL || adw_bin_get_child (bin) == GTK_WIDGET (self->board))
    return;
  board = g_object_ref (GTK_WIDGET (self->board));
  if (adw_bin_get_child (other) == board)
    adw_bin_set_child (other, NULL);
  adw_bin_set_child (bin, board);
}

/* The results' buttons side by side, or one above the other where the
 * window has no room for them in a row. */
static void
on_result_buttons_narrow_changed (SplayWindow *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->result_buttons),
                                  splay_narrow_bin_get_narrow (self->result_buttons_bin)
                                      ? GTK_ORIENTATION_VERTICAL
                                      : GTK_ORIENTATION_HORIZONTAL);
}

static void
show_summary (SplayWindow *self)
{
  SplayMatch *match = self->match;
  SplayGame *game = splay_match_get_current_game (match);
  gboolean match_over = splay_match_is_over (match);
  gboolean single
      = splay_match_get_target_points (match) <= 0 && splay_match_get_max_games (match) == 1;
  int n = splay_match_get_n_seats (match);
  g_autofree char *title = NULL;
  g_autoptr (GString) description = g_string_new (NULL);
  SplayResult result = { 0 };
  GtkWidget *grid;

  if (game != NULL && splay_game_is_over (game))
    splay_game_get_result (game, &result);

  if (match_over && !single)
    {
      int winner = splay_match_get_winner (match);
      if (winner >= 0)
        /* Translators: %s is a player name */
        title = g_strdup_printf (_("%s Wins the Match"),
                                 splay_player_get_name (splay_match_get_player (match, winner)));
      else
        title = g_strdup (_("The Match Is Drawn"));
    }
  else if (result.drawn)
    title = g_strdup (_("The Game Is Drawn"));
  else
    {
      int firsts[SPLAY_MAX_SEATS], n_firsts = 0;
      for (int s = 0; s < n; s++)
        if (result.place[s] == 1)
          firsts[n_firsts++] = s;
      if (n_firsts == 1)
        /* Translators: %s is a player name */
        title = g_strdup_printf (_("%s Wins the Game"),
                                 splay_player_get_name (splay_match_get_player (match, firsts[0])));
      else if (n_firsts == 2)
        /* Translators: two players tied for first place; %s are their names */
        title = g_strdup_printf (_("%s and %s Share the Win"),
                                 splay_player_get_name (splay_match_get_player (match, firsts[0])),
                                 splay_player_get_name (splay_match_get_player (match, firsts[1])));
      else if (n_firsts > 2)
        /* Translators: three or more players tied for first place (the
         * places follow under the title) */
        title = g_strdup (_("A Shared Win"));
      else
        title = g_strdup (_("Game Over"));
    }

  /* The places of the game just played. */
  for (int place = 1; place <= n; place++)
    for (int s = 0; s < n; s++)
      if (game != NULL && splay_game_is_over (game) && result.place[s] == place)
        {
          if (description->len > 0 && description->str[description->len - 1] != '\n')
            g_string_append_c (description, '\n');
          /* Translators: a line of the game summary: place, player, points;
           * "1. Anna: 2 points" */
          g_string_append_printf (
              description, ngettext ("%d. %s: %d point", "%d. %s: %d points", result.points[s]),
              place, splay_player_get_name (splay_match_get_player (match, s)), result.points[s]);
        }
  if (!single && match_over && splay_match_get_target_points (match) > 0)
    {
      int target = splay_match_get_target_points (match);
      if (description->len > 0)
        g_string_append (description, "\n\n");
      /* Translators: under a finished match's score table */
      g_string_append_printf (
          description, ngettext ("Played to %d point.", "Played to %d points.", target), target);
    }
  if (!single && !match_over)
    {
      int target = splay_match_get_target_points (match);
      if (description->len > 0)
        g_string_append (description, "\n\n");
      if (target > 0)
        g_string_append_printf (description,
                                ngettext ("The first to %d point wins the match.",
                                          "The first to %d points wins the match.", target),
                                target);
      else if (splay_match_get_max_games (match) > 1)
        /* Translators: between the deals of a match of a fixed number of deals */
        g_string_append_printf (description,
                                _("Deal %u of %d played; the scores of all deals are added up."),
                                splay_match_get_n_games (match), splay_match_get_max_games (match));
    }

  gtk_label_set_text (self->summary_title, title);
  gtk_label_set_text (self->summary_description, description->str);
  grid = single ? NULL : splay_score_table_new_for_match (match, TRUE);
  if (grid != NULL)
    {
      /* Many deals scroll sideways inside the clamp. */
      GtkWidget *scrolled = gtk_scrolled_window_new ();

      gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                      GTK_POLICY_NEVER);
      gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), grid);
      grid = scrolled;
    }
  adw_bin_set_child (self->summary_table_bin, grid);

  gtk_widget_set_visible (self->next_game_button, !match_over);
  gtk_widget_set_visible (self->new_match_button, match_over);
  /* The table of every deal is above already while it is short; the
   * header's Match Scores has it too. */
  gtk_widget_set_visible (self->summary_scores_button, !single);
  gtk_button_set_label (GTK_BUTTON (self->new_match_button),
                        single ? _("Play Again") : _("New Match"));
  /* Other buttons, other labels: a row may hold them again. */
  splay_narrow_bin_reconsider (self->result_buttons_bin);
  place_board (self, self->summary_board_bin);
  gtk_stack_set_visible_child_name (self->stack, "summary");
  gtk_widget_grab_focus (match_over ? self->new_match_button : self->next_game_button);
}

static void
on_game_over (SplayWindow *self, SplayGame *game)
{
  show_summary (self);
}

static void
on_computer_error (SplayWindow *self, int seat, const char *message)
{
  /* Translators: a computer player's move was refused (a bug); %s is why */
  g_autofree char *text = g_strdup_printf (_("A computer player is stuck: %s"), message);
  splay_window_show_toast (self, text);
}

/* ---- actions ---- */

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  const char *id = param ? g_variant_get_string (param, NULL) : NULL;
  splay_window_new_game (SPLAY_WINDOW (widget), id && *id ? id : NULL);
}

static void
new_match_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);
  splay_window_new_game (self, self->match ? splay_match_get_rules (self->match)->id : NULL);
}

static void
next_game_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  if (self->match == NULL || splay_match_is_over (self->match))
    return;
  place_board (self, self->board_bin);
  splay_match_start_next_game (self->match);
  gtk_stack_set_visible_child_name (self->stack, "board");
  if (self->board != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Back from the statistics goes where the player came from: a match in
 * play is not left for a look at the figures. */
static gboolean
leave_statistics (SplayWindow *self)
{
  g_autofree char *back = g_steal_pointer (&self->page_before_stats);

  if (!g_str_equal (gtk_stack_get_visible_child_name (self->stack), "statistics")
      || self->match == NULL || back == NULL
      || !(g_str_equal (back, "board") || g_str_equal (back, "summary")))
    return FALSE;
  /* A race stays paused behind its own cover until the player resumes it. */
  if (!splay_match_get_rules (self->match)->realtime)
    splay_match_set_paused (self->match, self->paused_before_stats);
  gtk_stack_set_visible_child_name (self->stack, back);
  if (g_str_equal (back, "board") && self->board != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}

static void
show_games_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  if (!leave_statistics (self))
    show_games (self);
}

static void
show_statistics_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_str_equal (page, "statistics"))
    return;
  g_free (self->page_before_stats);
  self->page_before_stats = g_strdup (page);
  if (self->match != NULL)
    {
      /* Nobody moves while the player looks away from the table. */
      self->paused_before_stats = splay_match_get_paused (self->match);
      splay_match_set_paused (self->match, TRUE);
      splay_stats_page_set_game (SPLAY_STATS_PAGE (self->stats_page),
                                 splay_match_get_rules (self->match)->id);
    }
  else
    splay_stats_page_refresh (SPLAY_STATS_PAGE (self->stats_page));
  gtk_stack_set_visible_child_name (self->stack, "statistics");
  /* Into the page: Tab no longer starts from the header bar's buttons
   * (the focus was on the page left, now hidden). */
  gtk_widget_grab_focus (self->stats_page);
}

static void
show_history_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  if (self->history_page == NULL)
    {
      splay_window_show_toast (self,
                               _("The history is not available: games are not being saved."));
      return;
    }
  /* Like going back to the games: the match in play is saved already. */
  drop_match (self);
  splay_history_page_reload (SPLAY_HISTORY_PAGE (self->history_page));
  gtk_stack_set_visible_child_name (self->stack, "history");
  gtk_widget_grab_focus (self->history_page);
}

/* The history, showing only the unfinished matches (from the last row of
 * the Continue list). */
static void
show_unfinished_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  show_history_action (widget, "win.show-history", NULL);
  if (self->history_page != NULL)
    splay_history_page_set_filter (SPLAY_HISTORY_PAGE (self->history_page), NULL,
                                   SPLAY_MATCH_PLAYING, NULL);
}

static void
show_scores_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  if (self->match != NULL)
    gtk_menu_button_popup (self->scores_button);
}

static void
resume_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);
  gint64 id = g_variant_get_int64 (param);
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayMatch) match = NULL;

  if (self->store == NULL)
    return;
  match = splay_store_load_match (self->store, id, &problem, &error);
  if (match == NULL)
    {
      /* Translators: %s says why a saved match cannot be resumed */
      g_autofree char *text
          = g_strdup_printf (_("This match cannot be resumed: %s"), error->message);
      splay_window_show_problem (self, _("The Match Cannot Be Resumed"), text);
      return;
    }
  splay_window_start_match (self, match);
  if (problem != NULL)
    splay_window_show_problem (self, _("The Match Is Damaged"), problem->message);
}

static void
restart_deal_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  if (self->match != NULL
      && (splay_match_can_restart_deal (self->match) || first_deal_played (self->match)))
    splay_window_confirm_replace (self, TRUE);
}

static void
same_settings_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);

  if (self->match != NULL)
    splay_window_confirm_replace (self, FALSE);
}

/* ---- rules ---- */

static void
rules_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  splay_rules_window_show (GTK_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* F1: the rules of the game on the screen; on the chooser, of the game
 * played last, or else the first game with a page (the rules window lets
 * the player pick another). */
static void
show_rules_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayWindow *self = SPLAY_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  const char *game_id = NULL;

  if (self->match != NULL && !g_str_equal (page, "games"))
    {
      const SplayRules *rules = splay_match_get_rules (self->match);
      SplayGame *game = splay_match_get_current_game (self->match);

      game_id = rules->id;
      /* A race must not run on while its player reads. */
      if (rules->realtime && g_str_equal (page, "board") && game != NULL
          && !splay_game_is_over (game))
        splay_match_set_paused (self->match, TRUE);
    }
  else if (self->last_game_id != NULL && splay_rules_available (self->last_game_id))
    game_id = self->last_game_id;
  else
    for (int i = 0; i < SPLAY_N_GAMES && game_id == NULL; i++)
      if (splay_rules_available (splay_catalog[i].id))
        game_id = splay_catalog[i].id;
  if (game_id == NULL)
    game_id = splay_catalog[0].id;
  splay_rules_window_show (GTK_WINDOW (self), game_id);
}

/* ---- window ---- */

static gboolean
splay_window_close_request (GtkWindow *window)
{
  SplayWindow *self = SPLAY_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      if (!gtk_window_is_maximized (window))
        {
          settings_set_int (self->settings, "window-width", width);
          settings_set_int (self->settings, "window-height", height);
        }
      if (splay_preferences_has_key (self->settings, "window-maximized"))
        g_settings_set_boolean (self->settings, "window-maximized",
                                gtk_window_is_maximized (window));
    }
  drop_match (self);
  return GTK_WINDOW_CLASS (splay_window_parent_class)->close_request (window);
}

static void
splay_window_constructed (GObject *object)
{
  SplayWindow *self = SPLAY_WINDOW (object);

  G_OBJECT_CLASS (splay_window_parent_class)->constructed (object);

  /* Made here rather than in the template: it needs the store. */
  self->stats_page = splay_stats_page_new (self->store);
  gtk_stack_add_named (self->stack, self->stats_page, "statistics");

  if (self->settings != NULL)
    {
      int width = settings_get_int (self->settings, "window-width", 0);
      int height = settings_get_int (self->settings, "window-height", 0);

      if (width > 0 && height > 0)
        gtk_window_set_default_size (GTK_WINDOW (self), width, height);
      if (splay_preferences_has_key (self->settings, "window-maximized")
          && g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  splay_window_refresh_continue (self);

  if (self->store != NULL)
    {
      self->history_page = splay_history_page_new (self->store);
      adw_bin_set_child (self->history_bin, self->history_page);
    }
  splay_a11y_fix_button_names (GTK_WIDGET (self));
}

static void
splay_window_dispose (GObject *object)
{
  SplayWindow *self = SPLAY_WINDOW (object);

  drop_match (self);
  if (self->dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
      gtk_window_destroy (self->dialog);
      self->dialog = NULL;
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), SPLAY_TYPE_WINDOW);
  g_clear_pointer (&self->continue_rows, g_ptr_array_unref);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->last_game_id, g_free);
  g_clear_pointer (&self->page_before_stats, g_free);
  G_OBJECT_CLASS (splay_window_parent_class)->dispose (object);
}

static void
splay_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayWindow *self = SPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE: g_value_set_object (value, self->store); break;
    case PROP_SETTINGS: g_value_set_object (value, self->settings); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SplayWindow *self = SPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE: self->store = g_value_dup_object (value); break;
    case PROP_SETTINGS: self->settings = g_value_dup_object (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* From the GResource bundle compiled into the library (c_name "splay"). */
GResource *splay_get_resource (void);

/* In less room than a short name needs (TITLE_ROOM, or a shorter title
 * whole), the title is not shown rather than cut to a letter or two; it
 * keeps its place, so the header bar's layout does not move (and screen
 * readers still read it). */
static void
on_title_narrow_changed (SplayWindow *self)
{
  gtk_widget_set_opacity (GTK_WIDGET (self->window_title),
                          splay_narrow_bin_get_narrow (self->title_bin) ? 0.0 : 1.0);
}

static void
splay_window_class_init (SplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  /* Referencing the bundle keeps the linker from dropping it from the
   * static library; its constructor then registers it. */
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  (void) splay_get_resource ();
  g_type_ensure (SPLAY_TYPE_NARROW_BIN);

  object_class->constructed = splay_window_constructed;
  object_class->dispose = splay_window_dispose;
  object_class->get_property = splay_window_get_property;
  object_class->set_property = splay_window_set_property;
  window_class->close_request = splay_window_close_request;

  properties[PROP_STORE]
      = g_param_spec_object ("store", NULL, NULL, SPLAY_TYPE_STORE,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SETTINGS]
      = g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SPLAY_TYPE_MOVE_LOG);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/splay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, title_bin);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, scores_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, log_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, move_log);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, scores_box);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, continue_group);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, games_group);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, games_narrow_bin);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, result_buttons_bin);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, result_buttons);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, board_bin);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, summary_title);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, summary_description);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, summary_board_bin);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, summary_table_bin);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, summary_scores_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, games_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, next_game_button);
  gtk_widget_class_bind_template_child (widget_class, SplayWindow, history_bin);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_title_narrow_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_result_buttons_narrow_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_scores_popover_show);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_games_narrow_changed",
                                                G_CALLBACK (splay_window_fit_start_page));

  gtk_widget_class_install_action (widget_class, "win.new-game", "s", new_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-match", NULL, new_match_action);
  gtk_widget_class_install_action (widget_class, "win.next-game", NULL, next_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-games", NULL, show_games_action);
  gtk_widget_class_install_action (widget_class, "win.show-scores", NULL, show_scores_action);
  gtk_widget_class_install_action (widget_class, "win.show-statistics", NULL,
                                   show_statistics_action);
  gtk_widget_class_install_action (widget_class, "win.resume", "x", resume_action);
  gtk_widget_class_install_action (widget_class, "win.abandon", "x", splay_window_abandon_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL, show_history_action);
  gtk_widget_class_install_action (widget_class, "win.show-unfinished", NULL,
                                   show_unfinished_action);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.restart-deal", NULL, restart_deal_action);
  gtk_widget_class_install_action (widget_class, "win.same-settings", NULL, same_settings_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  /* Asks first, as the menu's item does. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "win.restart-deal", NULL);

  gtk_widget_class_install_action (widget_class, "win.rules", "s", rules_action);
  gtk_widget_class_install_action (widget_class, "win.show-rules", NULL, show_rules_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.show-games",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "win.show-statistics", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK,
                                       "win.show-history", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.show-rules", NULL);
  /* A table fills the screen, as in other card games; the header bar
   * stays, with its back button and menu. */
  gtk_widget_class_install_property_action (widget_class, "win.fullscreen", "fullscreened");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "win.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
  /* Ctrl+H is the history's. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.hint", NULL);
}

static void
splay_window_init (SplayWindow *self)
{
  self->continue_rows = g_ptr_array_new ();
  self->computer_delay = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  splay_window_build_games_list (self);
  update_header (self);
  splay_window_update_hint (self);
}

SplayWindow *
splay_window_new (SplayApplication *app, SplayStore *store, GSettings *settings)
{
  return g_object_new (SPLAY_TYPE_WINDOW, "application", app, "store", store, "settings", settings,
                       NULL);
}

/* A dialog headed by what went wrong, in a few words ("The Saved Games
 * Are Damaged"), as the HIG asks, with the whole of it below. */
void
splay_window_show_problem (SplayWindow *self, const char *heading, const char *message)
{
  GtkWidget *dialog;

  g_return_if_fail (SPLAY_IS_WINDOW (self));
  g_return_if_fail (heading != NULL);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  splay_a11y_fix_button_names (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
splay_window_show_toast (SplayWindow *self, const char *message)
{
  AdwToast *toast;

  g_return_if_fail (SPLAY_IS_WINDOW (self));
  toast = splay_plain_toast_new (message, GTK_WIDGET (self->toast_overlay));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
on_dialog_start_match (SplayWindow *self, SplayMatch *match)
{
  splay_window_start_match (self, match);
}

void
splay_window_new_game (SplayWindow *self, const char *game_id)
{
  const SplayCatalogEntry *entry;
  GtkWidget *dialog;

  g_return_if_fail (SPLAY_IS_WINDOW (self));

  if (game_id == NULL)
    game_id = self->last_game_id ? self->last_game_id : "splatoids";
  entry = splay_catalog_lookup (game_id);
  if (!splay_window_game_is_playable (entry))
    {
      splay_window_show_toast (self, _("This game is not available yet"));
      return;
    }
  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);

  g_free (self->last_game_id);
  self->last_game_id = g_strdup (entry->id);

  dialog = splay_new_game_dialog_new (GTK_WINDOW (self), entry->rules, self->store, self->settings);
  g_signal_connect_object (dialog, "start-match", G_CALLBACK (on_dialog_start_match), self,
                           G_CONNECT_SWAPPED);
  self->dialog = GTK_WINDOW (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->dialog);
  splay_a11y_fix_button_names (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static guint
computer_delay (SplayWindow *self)
{
  if (self->computer_delay >= 0)
    return self->computer_delay;
  return settings_get_int (self->settings, "computer-delay-ms", DEFAULT_COMPUTER_DELAY_MS);
}

/* A refused move is said in a toast, unless the board says it itself (the
 * races show it beside the cards, where a toast would cover them). */
static gboolean
on_board_message (SplayWindow *self, const char *text)
{
  splay_window_show_toast (self, text);
  return TRUE;
}

void
splay_window_start_match (SplayWindow *self, SplayMatch *match)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *board;
  SplayGame *game;

  g_return_if_fail (SPLAY_IS_WINDOW (self));
  g_return_if_fail (SPLAY_IS_MATCH (match));

  g_object_ref (match);
  drop_match (self);
  self->match = match;
  g_free (self->last_game_id);
  self->last_game_id = g_strdup (splay_match_get_rules (match)->id);

  if (self->store != NULL && !splay_store_track_match (self->store, match, &error))
    {
      /* Translators: %s says why saving failed */
      g_autofree char *text
          = g_strdup_printf (_("This match is not being saved: %s"), error->message);
      splay_window_show_toast (self, text);
    }
  splay_match_set_computer_delay (match, computer_delay (self));
  g_signal_connect_object (match, "game-over", G_CALLBACK (on_game_over), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "computer-error", G_CALLBACK (on_computer_error), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "hint-ready", G_CALLBACK (splay_window_update_hint), self,
                           G_CONNECT_SWAPPED);
  /* Whether a hint may be asked for changes with every move, with a new game
   * and when the pass-the-screen cover comes down. */
  g_signal_connect_object (match, "action-applied", G_CALLBACK (splay_window_update_hint), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "game-started", G_CALLBACK (splay_window_update_hint), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "notify::paused", G_CALLBACK (splay_window_update_hint), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "undone", G_CALLBACK (splay_window_update_hint), self,
                           G_CONNECT_SWAPPED);
  splay_move_log_set_match (self->move_log, match);

  board = splay_board_new_for_game (match);
  if (board == NULL)
    {
      splay_window_show_toast (self, _("This game is not available yet"));
      drop_match (self);
      return;
    }
  self->board = SPLAY_BOARD (board);
  g_signal_connect_object (board, "message", G_CALLBACK (on_board_message), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  adw_bin_set_child (self->board_bin, board);

  game = splay_match_get_current_game (match);
  if (splay_match_is_over (match) || (game != NULL && splay_game_is_over (game)))
    {
      /* A match saved between games: show where it stands first. */
      show_summary (self);
      return;
    }
  /* Starts the first game, or for a resumed game in play lets the computer
   * seats take up their turns (without it a resumed match whose next move
   * is a computer's waited for ever). */
  splay_match_start_next_game (match);
  gtk_stack_set_visible_child_name (self->stack, "board");
  update_header (self);
  splay_window_update_hint (self);
  gtk_widget_grab_focus (board);
}

void
splay_window_set_computer_delay (SplayWindow *self, int ms)
{
  g_return_if_fail (SPLAY_IS_WINDOW (self));
  self->computer_delay = ms;
  if (self->match != NULL)
    splay_match_set_computer_delay (self->match, computer_delay (self));
}

SplayMatch *
splay_window_get_match (SplayWindow *self)
{
  g_return_val_if_fail (SPLAY_IS_WINDOW (self), NULL);
  return self->match;
}

SplayBoard *
splay_window_get_board (SplayWindow *self)
{
  g_return_val_if_fail (SPLAY_IS_WINDOW (self), NULL);
  return self->board;
}

GtkWindow *
splay_window_get_new_game_dialog (SplayWindow *self)
{
  g_return_val_if_fail (SPLAY_IS_WINDOW (self), NULL);
  return self->dialog;
}

const char *
splay_window_get_page (SplayWindow *self)
{
  g_return_val_if_fail (SPLAY_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
splay_window_get_statistics_page (SplayWindow *self)
{
  g_return_val_if_fail (SPLAY_IS_WINDOW (self), NULL);
  return self->stats_page;
}

GStrv
splay_window_get_continue_titles (SplayWindow *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SPLAY_IS_WINDOW (self), NULL);
  for (guint i = 0; i < self->continue_rows->len; i++)
    g_strv_builder_add (builder,
                        adw_preferences_row_get_title (g_ptr_array_index (self->continue_rows, i)));
  return g_strv_builder_end (builder);
}

GtkWidget *
splay_window_get_history_page (SplayWindow *self)
{
  g_return_val_if_fail (SPLAY_IS_WINDOW (self), NULL);
  return self->history_page;
}
