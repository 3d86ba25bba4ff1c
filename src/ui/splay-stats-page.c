/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-stats-page.c: the Statistics page.
 *
 * The figures come from splay_store_get_stats (see splay-stats.h for what
 * counts as what); this page only lays them out, in the user's locale. The
 * rows are rebuilt on every refresh: there are a few dozen of them. */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-stats-page.h"
#include "splay-chart.h"
#include "splay-combo-choice.h"
#include "splay-plain-text.h"
#include "../engine/catalog.h"
#include "../store/splay-stats.h"

struct _SplayStatsPage
{
  AdwBin parent_instance;

  SplayStore *store;
  GtkStack *stack; /* "empty" or "content" */
  AdwComboRow *game_row;
  AdwComboRow *person_row;
  GtkStringList *people;    /* "Everyone", then names */
  GtkBox *figures_box;      /* rebuilt on refresh */
  GtkWidget *results_group; /* in figures_box, or NULL */
  GtkWidget *line_chart;
  GtkWidget *bar_chart;
  GtkWidget *line_group;
  GtkWidget *bar_group;
  GHashTable *figures; /* key -> GtkLabel (owned by the rows) */
  char *game_id;
  char *person; /* NULL: everyone */
  const char *state;
  gboolean updating; /* setting the rows from code, not the user */
};

G_DEFINE_FINAL_TYPE (SplayStatsPage, splay_stats_page, ADW_TYPE_BIN)

static const char *
group_key (int group)
{
  return group == SPLAY_STATS_PEOPLE_ONLY ? "people"
                                          : splay_level_to_string ((SplayLevel) (group - 1));
}

/* A row with a title and a figure at its end. */
static GtkWidget *
figure_row (SplayStatsPage *self, const char *prefix, const char *key, const char *title,
            const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);
  g_autofree char *full = prefix ? g_strconcat (prefix, "/", key, NULL) : g_strdup (key);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  g_hash_table_insert (self->figures, g_steal_pointer (&full), label);
  return row;
}

typedef void (*AddRowFunc) (GtkWidget *container, GtkWidget *row);

static void
add_to_group (GtkWidget *container, GtkWidget *row)
{
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (container), row);
}

static void
add_to_expander (GtkWidget *container, GtkWidget *row)
{
  adw_expander_row_add_row (ADW_EXPANDER_ROW (container), row);
}

/* The rows of one line of figures. */
static void
add_line (SplayStatsPage *self, GtkWidget *container, AddRowFunc add, const char *prefix,
          const SplayStatsLine *line, gboolean scores)
{
  g_autofree char *played = splay_stats_format_count (line->played);
  g_autofree char *won = splay_stats_format_count (line->won);
  g_autofree char *lost = splay_stats_format_count (line->lost);
  g_autofree char *drawn = splay_stats_format_count (line->drawn);
  g_autofree char *rate = splay_stats_format_percent (splay_stats_line_win_rate (line));
  g_autofree char *place = splay_stats_format_decimal (splay_stats_line_average_place (line));
  /* Translators: winning streaks: "2 now, 5 at best" */
  g_autofree char *streak
      = g_strdup_printf (_("%d now, %d at best"), line->current_streak, line->longest_streak);

  add (container, figure_row (self, prefix, "played", _("Played"), played));
  add (container, figure_row (self, prefix, "won", _("Won"), won));
  add (container, figure_row (self, prefix, "lost", _("Lost"), lost));
  add (container, figure_row (self, prefix, "drawn", _("Drawn"), drawn));
  add (container, figure_row (self, prefix, "win-rate", _("Win rate"), rate));
  add (container, figure_row (self, prefix, "streak", _("Winning streak"), streak));
  add (container, figure_row (self, prefix, "place", _("Average place"), place));
  if (scores && line->n_scores > 0)
    {
      g_autofree char *best = splay_stats_format_count (line->best_score);
      g_autofree char *average = splay_stats_format_decimal (splay_stats_line_average_score (line));

      add (container, figure_row (self, prefix, "best-score", _("Best score in a game"), best));
      add (container,
           figure_row (self, prefix, "average-score", _("Average score in a game"), average));
    }
}

static char *
line_subtitle (const SplayStatsLine *line)
{
  g_autofree char *played = splay_stats_format_count (line->played);
  g_autofree char *rate = splay_stats_format_percent (splay_stats_line_win_rate (line));

  /* Translators: summary of a line of statistics: "12 played · 58% won" */
  return g_strdup_printf (_("%s played · %s won"), played, rate);
}

static GtkWidget *
expander (SplayStatsPage *self, const char *prefix, const char *title, const SplayStatsLine *line,
          gboolean scores)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *subtitle = line_subtitle (line);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  add_line (self, row, add_to_expander, prefix, line, scores);
  return row;
}

static void
set_charts (SplayStatsPage *self, const SplayStats *stats)
{
  guint n = stats->periods->len;
  g_autofree double *values = g_new (double, MAX (n, stats->bins->len) + 1);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) summary = g_string_new (NULL);
  g_autofree char *hundred = splay_stats_format_percent (1.0);
  g_autofree char *zero = splay_stats_format_percent (0.0);
  const char *by;
  int most = 0;

  switch (stats->period_kind)
    {
    case SPLAY_STATS_BY_MONTH: by = _("Win rate by month:"); break;
    case SPLAY_STATS_BY_WEEK: by = _("Win rate by week:"); break;
    case SPLAY_STATS_BY_DAY:
    default: by = _("Win rate by day:"); break;
    }
  g_string_append (summary, by);
  for (guint i = 0; i < n; i++)
    {
      const SplayStatsPeriod *p = &g_array_index (stats->periods, SplayStatsPeriod, i);
      g_autofree char *rate = splay_stats_format_percent ((double) p->won / p->played);
      char *when = splay_stats_format_period (stats->period_kind, p->start);

      values[i] = (double) p->won / p->played;
      g_ptr_array_add (labels, when);
      /* Translators: one period in the chart's description: "March 2026: 58% of 12" */
      g_string_append_printf (summary, ngettext (" %s: %s of %d;", " %s: %s of %d;", p->played),
                              when, rate, p->played);
    }
  g_ptr_array_add (labels, NULL);
  splay_chart_set_data (SPLAY_CHART (self->line_chart), values, (const char *const *) labels->pdata,
                        n, 1.0, hundred, zero, _("Win rate over time"), summary->str);
  gtk_widget_set_visible (self->line_group, n > 0);

  g_ptr_array_set_size (labels, 0);
  g_string_assign (summary, _("Scores per game:"));
  for (guint i = 0; i < stats->bins->len; i++)
    {
      const SplayStatsBin *b = &g_array_index (stats->bins, SplayStatsBin, i);
      char *label = b->low == b->high ? g_strdup_printf ("%d", b->low)
                                      : g_strdup_printf ("%d–%d", b->low, b->high);

      values[i] = b->count;
      most = MAX (most, b->count);
      g_ptr_array_add (labels, label);
      /* Translators: one bar in the chart's description: "10–19: 5 games" */
      g_string_append_printf (summary, ngettext (" %s: %d game;", " %s: %d games;", b->count),
                              label, b->count);
    }
  g_ptr_array_add (labels, NULL);
  {
    g_autofree char *top = splay_stats_format_count (most);
    splay_chart_set_data (SPLAY_CHART (self->bar_chart), values,
                          (const char *const *) labels->pdata, stats->bins->len, most, top, "0",
                          _("Scores per game"), summary->str);
  }
  gtk_widget_set_visible (self->bar_group, stats->bins->len > 0);
}

static GtkWidget *
chart_group (const char *title, const char *description, GtkWidget *chart)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *frame = gtk_frame_new (NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_widget_set_margin_top (chart, 12);
  gtk_widget_set_margin_bottom (chart, 12);
  gtk_widget_set_margin_start (chart, 12);
  gtk_widget_set_margin_end (chart, 12);
  gtk_frame_set_child (GTK_FRAME (frame), chart);
  gtk_widget_add_css_class (frame, "view");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), frame);
  return group;
}

static void
clear_figures (SplayStatsPage *self)
{
  GtkWidget *child;

  g_hash_table_remove_all (self->figures);
  self->results_group = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->figures_box))) != NULL)
    gtk_box_remove (self->figures_box, child);
}

static void
show_message (SplayStatsPage *self, const char *title, const char *text)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (status), title);
  splay_plain_status_page_set_description (ADW_STATUS_PAGE (status), text);
  gtk_widget_add_css_class (status, "compact");
  gtk_box_append (self->figures_box, status);
  gtk_widget_set_visible (self->line_group, FALSE);
  gtk_widget_set_visible (self->bar_group, FALSE);
}

static void
show_stats (SplayStatsPage *self, const SplayStats *stats)
{
  const SplayCatalogEntry *entry = splay_catalog_lookup (stats->game_id);
  GtkWidget *group, *row;
  g_autofree char *rating = g_strdup_printf ("%.0f", stats->rating);

  if (stats->clean.played + stats->assisted.played == 0)
    {
      g_autofree char *text =
          /* Translators: %s is a game's name */
          g_strdup_printf (
              _("No finished matches of %s yet. Results appear here once a match ends."),
              entry ? _(entry->name) : stats->game_id);
      self->state = "no-results";
      show_message (self, _("Nothing Here Yet"), text);
      return;
    }
  self->state = "figures";

  group = adw_preferences_group_new ();
  self->results_group = group;
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Results"));
  if (stats->assisted.played > 0)
    {
      g_autofree char *text =
          /* Translators: under "Results" when some matches used hints or undo */
          g_strdup_printf (ngettext ("Finished matches played without hints or undo. %d match with "
                                     "hints or undo is counted apart, below.",
                                     "Finished matches played without hints or undo. %d matches "
                                     "with hints or undo are counted apart, below.",
                                     stats->assisted.played),
                           stats->assisted.played);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), text);
    }
  else
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("Finished matches played without hints or undo"));
  add_line (self, group, add_to_group, NULL, &stats->clean, stats->has_scores);
  if (stats->abandoned > 0)
    {
      g_autofree char *abandoned = splay_stats_format_count (stats->abandoned);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 figure_row (self, NULL, "abandoned", _("Abandoned"), abandoned));
    }
  gtk_box_append (self->figures_box, group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rating"));
  adw_preferences_group_set_description (
      ADW_PREFERENCES_GROUP (group), _("Elo-style, against fixed ratings of the computer levels: "
                                        "Easy 800, Medium 1200, Hard 1600, Expert 1900. "
                                        "Everyone starts at 1000."));
  row = figure_row (self, NULL, "rating", _("Rating"), rating);
  if (stats->rated > 0)
    {
      g_autofree char *sub =
          /* Translators: under the rating: "After 12 results; the last one: +8" */
          g_strdup_printf (ngettext ("After %d result; the last one: %+.0f",
                                     "After %d results; the last one: %+.0f", stats->rated),
                           stats->rated, stats->rating_change);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("No results against the computer yet"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_box_append (self->figures_box, group);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("By Strongest Opponent"));
  adw_preferences_group_set_description (
      ADW_PREFERENCES_GROUP (group),
      _("Each match counts under the strongest computer player at the table"));
  for (int g = SPLAY_STATS_N_GROUPS - 1; g >= 0; g--)
    if (stats->groups[g].played > 0)
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 expander (self, group_key (g), splay_stats_group_name (g),
                                           &stats->groups[g], stats->has_scores));
  /* An empty group says nothing: it showed as a heading alone when every
   * match had used hints or undo. */
  if (stats->clean.played > 0)
    gtk_box_append (self->figures_box, group);
  else
    {
      g_object_ref_sink (group);
      g_object_unref (group);
    }

  if (stats->assisted.played > 0)
    {
      group = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("With Hints or Undo"));
      adw_preferences_group_set_description (
          ADW_PREFERENCES_GROUP (group),
          _("Counted apart: not in the figures above, the charts or the rating"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 expander (self, "assisted", _("Matches with hints or undo"),
                                           &stats->assisted, stats->has_scores));
      gtk_box_append (self->figures_box, group);
    }
  set_charts (self, stats);
}

static const char *
selected_game (SplayStatsPage *self)
{
  guint i = adw_combo_row_get_selected (self->game_row);
  return i < SPLAY_N_GAMES ? splay_catalog[i].id : splay_catalog[0].id;
}

/* The person list, keeping the chosen person if still there. */
static void
fill_people (SplayStatsPage *self)
{
  g_auto (GStrv) people = NULL;
  guint selected = 0;

  if (self->store != NULL)
    people = splay_store_list_people (self->store, NULL);
  gtk_string_list_splice (self->people, 0, g_list_model_get_n_items (G_LIST_MODEL (self->people)),
                          NULL);
  /* Translators: the person selector of the statistics: all people together */
  gtk_string_list_append (self->people, _("Everyone"));
  for (int i = 0; people != NULL && people[i] != NULL; i++)
    {
      gtk_string_list_append (self->people, people[i]);
      if (g_strcmp0 (people[i], self->person) == 0)
        selected = i + 1;
    }
  if (selected == 0)
    g_clear_pointer (&self->person, g_free);
  adw_combo_row_set_selected (self->person_row, selected);
}

static void
load (SplayStatsPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayStats) stats = NULL;

  clear_figures (self);
  if (self->store == NULL || !splay_store_has_results (self->store, NULL, &error))
    {
      self->state = "empty";
      gtk_stack_set_visible_child_name (self->stack, "empty");
      if (error != NULL)
        show_message (self, _("The Statistics Cannot Be Read"), error->message);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "content");
  stats = splay_store_get_stats (self->store, self->game_id, self->person, &error);
  if (stats == NULL)
    {
      self->state = "no-results";
      show_message (self, _("The Statistics Cannot Be Read"), error->message);
      return;
    }
  show_stats (self, stats);
}

static void
on_selection_changed (SplayStatsPage *self)
{
  guint p;

  if (self->updating)
    return;
  g_free (self->game_id);
  self->game_id = g_strdup (selected_game (self));
  p = adw_combo_row_get_selected (self->person_row);
  g_clear_pointer (&self->person, g_free);
  if (p != GTK_INVALID_LIST_POSITION && p > 0)
    self->person = g_strdup (gtk_string_list_get_string (self->people, p));
  load (self);
}

void
splay_stats_page_refresh (SplayStatsPage *self)
{
  g_return_if_fail (SPLAY_IS_STATS_PAGE (self));

  self->updating = TRUE;
  if (self->game_id == NULL && self->store != NULL)
    self->game_id = splay_store_last_result_game (self->store, NULL);
  if (self->game_id == NULL)
    self->game_id = g_strdup (splay_catalog[0].id);
  for (guint i = 0; i < SPLAY_N_GAMES; i++)
    if (g_str_equal (splay_catalog[i].id, self->game_id))
      adw_combo_row_set_selected (self->game_row, i);
  fill_people (self);
  self->updating = FALSE;
  load (self);
}

void
splay_stats_page_set_game (SplayStatsPage *self, const char *game_id)
{
  g_return_if_fail (SPLAY_IS_STATS_PAGE (self));
  g_return_if_fail (splay_catalog_lookup (game_id) != NULL);
  g_free (self->game_id);
  self->game_id = g_strdup (game_id);
  splay_stats_page_refresh (self);
}

void
splay_stats_page_set_person (SplayStatsPage *self, const char *person)
{
  g_return_if_fail (SPLAY_IS_STATS_PAGE (self));
  g_free (self->person);
  self->person = g_strdup (person);
  splay_stats_page_refresh (self);
}

const char *
splay_stats_page_get_figure (SplayStatsPage *self, const char *key)
{
  GtkLabel *label;

  g_return_val_if_fail (SPLAY_IS_STATS_PAGE (self), NULL);
  label = g_hash_table_lookup (self->figures, key);
  return label ? gtk_label_get_text (label) : NULL;
}

const char *
splay_stats_page_get_state (SplayStatsPage *self)
{
  g_return_val_if_fail (SPLAY_IS_STATS_PAGE (self), NULL);
  return self->state;
}

GtkWidget *
splay_stats_page_get_chart (SplayStatsPage *self, gboolean scores)
{
  g_return_val_if_fail (SPLAY_IS_STATS_PAGE (self), NULL);
  return scores ? self->bar_chart : self->line_chart;
}

static void
splay_stats_page_dispose (GObject *object)
{
  SplayStatsPage *self = SPLAY_STATS_PAGE (object);

  g_clear_pointer (&self->figures, g_hash_table_unref);
  g_clear_object (&self->store);
  g_clear_object (&self->people);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->person, g_free);
  G_OBJECT_CLASS (splay_stats_page_parent_class)->dispose (object);
}

/* The page takes the focus onto its first control (the choice of game),
 * as the history page takes it into its table. */
static gboolean
splay_stats_page_grab_focus (GtkWidget *widget)
{
  /* Its child's, not its own: a widget's own focus handling grabs the
   * focus for the widget itself first, which would come back here. */
  return gtk_widget_child_focus (adw_bin_get_child (ADW_BIN (widget)), GTK_DIR_TAB_FORWARD);
}

static void
splay_stats_page_class_init (SplayStatsPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = splay_stats_page_dispose;
  GTK_WIDGET_CLASS (klass)->grab_focus = splay_stats_page_grab_focus;
}

static void
splay_stats_page_init (SplayStatsPage *self)
{
  GtkWidget *empty, *scrolled, *clamp, *box, *selectors;
  g_autoptr (GtkStringList) games = gtk_string_list_new (NULL);

  self->figures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->people = gtk_string_list_new (NULL);
  self->state = "empty";

  self->stack = GTK_STACK (gtk_stack_new ());
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->stack));

  empty = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (empty), "starred-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (empty), _("No Statistics Yet"));
  adw_status_page_set_description (
      ADW_STATUS_PAGE (empty),
      _("Finish a match and your results, streaks and rating appear here."));
  gtk_stack_add_named (self->stack, empty, "empty");

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 480);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_stack_add_named (self->stack, scrolled, "content");

  selectors = adw_preferences_group_new ();
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    gtk_string_list_append (games, _(splay_catalog[i].name));
  self->game_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->game_row), _("Game"));
  splay_combo_row_wrap_choice (self->game_row);
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (games));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (selectors), GTK_WIDGET (self->game_row));
  self->person_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->person_row), _("Player"));
  splay_combo_row_wrap_choice (self->person_row);
  adw_combo_row_set_model (self->person_row, G_LIST_MODEL (self->people));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (selectors), GTK_WIDGET (self->person_row));
  gtk_box_append (GTK_BOX (box), selectors);
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (on_selection_changed),
                            self);
  g_signal_connect_swapped (self->person_row, "notify::selected", G_CALLBACK (on_selection_changed),
                            self);

  self->figures_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 24));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->figures_box));

  self->line_chart = splay_chart_new (SPLAY_CHART_LINE);
  self->line_group
      = chart_group (_("Win Rate over Time"), _("Matches won without hints or undo, by period"),
                     self->line_chart);
  gtk_box_append (GTK_BOX (box), self->line_group);
  self->bar_chart = splay_chart_new (SPLAY_CHART_BARS);
  self->bar_group = chart_group (_("Scores per Game"),
                                 _("How often each score was reached in a game"), self->bar_chart);
  gtk_box_append (GTK_BOX (box), self->bar_group);
}

const char *
splay_stats_page_get_results_note (SplayStatsPage *self)
{
  g_return_val_if_fail (SPLAY_IS_STATS_PAGE (self), NULL);
  if (self->results_group == NULL)
    return NULL;
  return adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (self->results_group));
}

GtkWidget *
splay_stats_page_new (SplayStore *store)
{
  SplayStatsPage *self = g_object_new (SPLAY_TYPE_STATS_PAGE, NULL);

  self->store = store ? g_object_ref (store) : NULL;
  return GTK_WIDGET (self);
}
