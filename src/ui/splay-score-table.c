/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-score-table.h"
#include "splay-board.h"

/* The score tables: a match in play (the Scores popover and the results
 * page) and a finished or saved one (the history's details), the latter also
 * as a list of rows for a narrow window. */

GtkWidget *
splay_score_table_label (const char *text, gboolean heading, gboolean numeric)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.f : 0.f);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

GtkWidget *
splay_score_table_new_for_match (SplayMatch *match, gboolean with_games)
{
  GtkWidget *grid = gtk_grid_new ();
  int n = splay_match_get_n_seats (match);
  guint n_games = splay_match_get_n_games (match);
  guint n_finished = 0;
  int target = splay_match_get_target_points (match);
  /* In a race to a score, how far each still has to go. */
  gboolean to_go = target > 0 && !splay_match_is_over (match);
  int col;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_add_css_class (grid, "score-table");

  for (guint g = 0; g < n_games; g++)
    if (splay_game_is_over (splay_match_get_game (match, g)))
      n_finished++;

  gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (_("Player"), TRUE, FALSE), 0, 0, 1,
                   1);
  col = 1;
  if (with_games)
    for (guint g = 0; g < n_finished; g++)
      {
        /* Translators: column heading of the score table: game number */
        g_autofree char *h = g_strdup_printf (_("Game %u"), g + 1);
        gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (h, TRUE, TRUE), col++, 0, 1, 1);
      }
  gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (_("Total"), TRUE, TRUE), col, 0, 1,
                   1);
  if (to_go)
    /* Translators: column heading of the score table: points a player still
     * needs to reach the match's target */
    gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (_("To Go"), TRUE, TRUE), col + 1, 0,
                     1, 1);

  for (int seat = 0; seat < n; seat++)
    {
      g_autofree char *total = g_strdup_printf ("%d", splay_match_get_total (match, seat));

      const char *player = splay_player_get_name (splay_match_get_player (match, seat));
      GtkWidget *name = splay_score_table_label (player, FALSE, FALSE);

      /* A long name wraps rather than push the figures out of a narrow
       * window. */
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
      gtk_grid_attach (GTK_GRID (grid), name, 0, seat + 1, 1, 1);
      col = 1;
      if (with_games)
        for (guint g = 0; g < n_finished; g++)
          {
            g_autofree char *pts
                = g_strdup_printf ("%d", splay_match_get_game_points (match, g, seat));
            gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (pts, FALSE, TRUE), col++,
                             seat + 1, 1, 1);
          }
      gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (total, TRUE, TRUE), col, seat + 1,
                       1, 1);
      if (to_go)
        {
          g_autofree char *left
              = g_strdup_printf ("%d", MAX (0, target - splay_match_get_total (match, seat)));
          gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (left, FALSE, TRUE), col + 1,
                           seat + 1, 1, 1);
        }
    }
  return grid;
}

static char *
game_notes (const SplayHistoryGame *g)
{
  g_autoptr (GString) notes = g_string_new (NULL);

  if (g->drawn)
    g_string_append (notes, C_("history details", "Drawn"));
  if (g->hints > 0)
    {
      if (notes->len)
        g_string_append (notes, " · ");
      g_string_append (notes, _("Hints used"));
    }
  if (g->undos > 0)
    {
      if (notes->len)
        g_string_append (notes, " · ");
      g_string_append (notes, _("Moves taken back"));
    }
  return g_string_free (g_steal_pointer (&notes), FALSE);
}

static GtkWidget *
replay_button (const SplayHistoryEntry *e, const SplayHistoryGame *g)
{
  GtkWidget *replay;
  g_autofree char *label = NULL;

  if (!g->finished || g->n_actions == 0 || !splay_board_game_has_board (e->game_id))
    return NULL;
  replay = gtk_button_new_with_label (_("Replay"));
  /* Translators: "Replay game 2" (accessible label of a button) */
  label = g_strdup_printf (_("Replay game %u"), g->index + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (replay), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (replay), "history.replay");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (replay), "u", g->index);
  gtk_widget_set_valign (replay, GTK_ALIGN_CENTER);
  return replay;
}

/* Seat @s's points in game @g of match @e: "12 (30)" with the match total
 * after the game, only "12" in a single game (where the two are one),
 * "in play" while the game goes on. */
static char *
game_points (const SplayHistoryEntry *e, const SplayHistoryGame *g, int s)
{
  if (!g->finished)
    /* Translators: a game of a match that is not finished */
    return g_strdup (C_("history details", "in play"));
  if (e->target_points == 0 && e->max_games <= 1)
    return g_strdup_printf ("%d", g->points[s]);
  /* Translators: a game's points and, in brackets, the match total after it */
  return g_strdup_printf (_("%d (%d)"), g->points[s], g->running[s]);
}

/* The details as a narrow window shows them: a row per game with every
 * player's points on a line of its own and the Replay button at its end,
 * and the totals last. Columns of four names do not fit 360 pixels. */
GtkWidget *
splay_score_table_list_new_for_details (const SplayHistoryDetails *details)
{
  const SplayHistoryEntry *e = details->entry;
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < details->games->len; i++)
    {
      const SplayHistoryGame *g = &g_array_index (details->games, SplayHistoryGame, i);
      g_autoptr (GString) lines = g_string_new (NULL);
      g_autofree char *notes = game_notes (g);
      /* Translators: a game of a match in the narrow history details: "Game 2" */
      g_autofree char *title = g_strdup_printf (_("Game %u"), g->index + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *replay = replay_button (e, g);

      for (int s = 0; s < e->n_seats; s++)
        {
          g_autofree char *name = splay_history_seat_label (e->names[s], e->levels[s]);
          g_autofree char *points = game_points (e, g, s);
          if (lines->len > 0)
            g_string_append_c (lines, '\n');
          /* Translators: a player's points in the narrow history details:
           * "Ada: 12 (30)" */
          g_string_append_printf (lines, C_("history details", "%s: %s"), name, points);
        }
      if (*notes != '\0')
        g_string_append_printf (lines, "\n%s", notes);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), lines->str);
      if (replay != NULL)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), replay);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  {
    g_autoptr (GString) lines = g_string_new (NULL);
    GtkWidget *row = adw_action_row_new ();

    for (int s = 0; s < e->n_seats; s++)
      {
        g_autofree char *name = splay_history_seat_label (e->names[s], e->levels[s]);
        g_autofree char *total = g_strdup_printf ("%d", e->totals[s]);

        if (lines->len > 0)
          g_string_append_c (lines, '\n');
        g_string_append_printf (lines, C_("history details", "%s: %s"), name, total);
      }
    adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Total"));
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), lines->str);
    gtk_list_box_append (GTK_LIST_BOX (list), row);
  }
  return list;
}

GtkWidget *
splay_score_table_new_for_details (const SplayHistoryDetails *details)
{
  const SplayHistoryEntry *e = details->entry;
  GtkWidget *grid = gtk_grid_new ();
  int col;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_widget_add_css_class (grid, "score-table");
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);

  /* Translators: column heading of the history details: the game's number */
  gtk_grid_attach (GTK_GRID (grid),
                   splay_score_table_label (C_("history details", "Game"), TRUE, FALSE), 0, 0, 1,
                   1);
  for (int s = 0; s < e->n_seats; s++)
    {
      g_autofree char *label = splay_history_seat_label (e->names[s], e->levels[s]);
      gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (label, TRUE, TRUE), 1 + s, 0, 1,
                       1);
    }
  col = 1 + e->n_seats;

  for (guint i = 0; i < details->games->len; i++)
    {
      const SplayHistoryGame *g = &g_array_index (details->games, SplayHistoryGame, i);
      g_autofree char *title = g_strdup_printf ("%u", g->index + 1);
      g_autofree char *notes = game_notes (g);
      GtkWidget *replay = replay_button (e, g);

      gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (title, FALSE, FALSE), 0, 1 + i, 1,
                       1);
      for (int s = 0; s < e->n_seats; s++)
        {
          g_autofree char *text = game_points (e, g, s);

          gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (text, FALSE, TRUE), 1 + s,
                           1 + i, 1, 1);
        }
      {
        GtkWidget *label = splay_score_table_label (notes, FALSE, FALSE);
        gtk_widget_add_css_class (label, "dim-label");
        gtk_grid_attach (GTK_GRID (grid), label, col, 1 + i, 1, 1);
      }
      if (replay != NULL)
        gtk_grid_attach (GTK_GRID (grid), replay, col + 1, 1 + i, 1, 1);
    }

  {
    int row = 1 + (int) details->games->len;
    gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (_("Total"), TRUE, FALSE), 0, row, 1,
                     1);
    for (int s = 0; s < e->n_seats; s++)
      {
        g_autofree char *text = g_strdup_printf ("%d", e->totals[s]);
        gtk_grid_attach (GTK_GRID (grid), splay_score_table_label (text, TRUE, TRUE), 1 + s, row, 1,
                         1);
      }
  }
  return grid;
}
