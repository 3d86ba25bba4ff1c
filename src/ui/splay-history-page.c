/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-history-page-private.h"
#include "splay-board.h"
#include "splay-narrow-bin.h"
#include "splay-score-table.h"
#include "splay-plain-text.h"
#include "../engine/catalog.h"

/* How long the Undo of a delete is offered. */
#define UNDO_SECONDS 6
/* Below this width the table becomes a list of rows, the filters a menu,
 * the details' buttons a row of their own. */
#define NARROW_WIDTH 720

enum
{
  COLUMN_GAME,
  COLUMN_DATE,
  COLUMN_PLAYERS,
  COLUMN_RESULT,
  COLUMN_POINTS,
  N_COLUMNS
};

G_DEFINE_FINAL_TYPE (SplayHistoryPage, splay_history_page, GTK_TYPE_WIDGET)

/* Game ids of the game filter, after "All Games". */
static const char *
filter_game_id (guint selected)
{
  if (selected == 0 || selected > SPLAY_N_GAMES)
    return NULL;
  return splay_catalog[selected - 1].id;
}

static const char *
game_name (const char *id)
{
  const SplayCatalogEntry *entry = splay_catalog_lookup (id);
  return entry ? _(entry->name) : id;
}

void
splay_history_page_toast (SplayHistoryPage *self, const char *text)
{
  AdwToast *t = splay_plain_toast_new (text, GTK_WIDGET (self->overlay));

  g_free (self->last_toast_text);
  self->last_toast_text = g_strdup (text);
  adw_toast_overlay_add_toast (self->overlay, t);
}

/* ---- text of a row ---- */

static char *
column_text (const SplayHistoryEntry *e, int column)
{
  switch (column)
    {
    case COLUMN_GAME: return g_strdup (game_name (e->game_id));
    case COLUMN_DATE: return splay_history_when_text (e->updated, NULL);
    case COLUMN_PLAYERS: return splay_history_entry_players_text (e);
    case COLUMN_RESULT: return splay_history_entry_result_text (e);
    case COLUMN_POINTS:
    default: return splay_history_entry_points_text (e);
    }
}

/* A match's row as a screen reader reads it, from its columns' texts. */
static char *
summary_of (const char *game, const char *date, const char *players, const char *result,
            const char *points)
{
  /* Translators: a match in the history as a screen reader reads it: the
   * game, when, the players, the result, the points: "Splito, 3 May 2026,
   * 14:05. Ada, Ben. Ada won, 32 – 8" */
  return g_strdup_printf (_("%s, %s. %s. %s, %s"), game, date, players, result, points);
}

static char *
row_summary (const SplayHistoryEntry *e)
{
  g_autofree char *game = column_text (e, COLUMN_GAME);
  g_autofree char *date = column_text (e, COLUMN_DATE);
  g_autofree char *players = column_text (e, COLUMN_PLAYERS);
  g_autofree char *result = column_text (e, COLUMN_RESULT);
  g_autofree char *points = column_text (e, COLUMN_POINTS);

  return summary_of (game, date, players, result, points);
}

/* GTK 4.8 names a row of a list or a table after its type
 * ("GtkListItemWidget"), which is what a screen reader would read as it
 * comes to the row: names the row holding @child with @text instead.
 * (GTK 4.12 has gtk_list_item_set_accessible_label () for this.) */
static void
name_row (GtkWidget *child, const char *text)
{
  for (GtkWidget *w = gtk_widget_get_parent (child); w != NULL; w = gtk_widget_get_parent (w))
    {
      GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w));

      if (role == GTK_ACCESSIBLE_ROLE_ROW || role == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                          -1);
          return;
        }
    }
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  int column = GPOINTER_TO_INT (data);

  gtk_label_set_xalign (GTK_LABEL (label), column == COLUMN_POINTS ? 1.f : 0.f);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  /* A cell cut short shows whole on hover. */
  splay_plain_label_tooltip_when_cut (GTK_LABEL (label));
  if (column == COLUMN_POINTS || column == COLUMN_DATE)
    gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  SplayHistoryItem *history_item = gtk_list_item_get_item (item);
  g_autofree char *text = NULL;

  if (history_item != NULL && splay_history_item_get_entry (history_item) != NULL)
    text = column_text (splay_history_item_get_entry (history_item), GPOINTER_TO_INT (data));
  gtk_label_set_text (GTK_LABEL (label), text ? text : "");
  /* The first column's cell names the row it is in, once a row. */
  if (GPOINTER_TO_INT (data) == COLUMN_GAME)
    {
      g_autofree char *summary
          = text != NULL ? row_summary (splay_history_item_get_entry (history_item)) : NULL;

      name_row (label, summary != NULL ? summary : "");
    }
}

/* A match as a row of the narrow list: the game and the points on top,
 * the players, then the result and when, each line wrapped rather than
 * cut. */
static GtkWidget *
row_label (const char *css_class, float xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *game = row_label ("heading", 0.f);
  GtkWidget *points = gtk_label_new (NULL);
  GtkWidget *players = row_label (NULL, 0.f);
  GtkWidget *result = row_label ("dim-label", 0.f);

  gtk_widget_add_css_class (box, "history-row");
  gtk_widget_set_hexpand (game, TRUE);
  gtk_widget_add_css_class (points, "numeric");
  gtk_widget_set_valign (points, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (top), game);
  gtk_box_append (GTK_BOX (top), points);
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), players);
  gtk_widget_add_css_class (result, "caption");
  gtk_box_append (GTK_BOX (box), result);
  g_object_set_data (G_OBJECT (box), "game", game);
  g_object_set_data (G_OBJECT (box), "points", points);
  g_object_set_data (G_OBJECT (box), "players", players);
  g_object_set_data (G_OBJECT (box), "result", result);
  gtk_list_item_set_child (item, box);
}

static const char *const row_parts[] = { "game", "points", "players", "result" };

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  SplayHistoryItem *history_item = gtk_list_item_get_item (item);
  const SplayHistoryEntry *e;
  g_autofree char *game = NULL;
  g_autofree char *points = NULL;
  g_autofree char *players = NULL;
  g_autofree char *result = NULL;
  g_autofree char *date = NULL;
  g_autofree char *caption = NULL;

  e = history_item != NULL ? splay_history_item_get_entry (history_item) : NULL;
  if (e == NULL)
    {
      /* A row that could not be read stays blank. */
      for (guint i = 0; i < G_N_ELEMENTS (row_parts); i++)
        gtk_label_set_text (g_object_get_data (G_OBJECT (box), row_parts[i]), "");
      name_row (box, "");
      return;
    }
  game = column_text (e, COLUMN_GAME);
  points = column_text (e, COLUMN_POINTS);
  players = column_text (e, COLUMN_PLAYERS);
  result = column_text (e, COLUMN_RESULT);
  date = column_text (e, COLUMN_DATE);
  /* Translators: a match in the narrow history list: its result, then
   * when it was last played: "Ada won · 03/05/26 14:05:01" */
  caption = g_strdup_printf (_("%s · %s"), result, date);
  gtk_label_set_text (g_object_get_data (G_OBJECT (box), "game"), game);
  gtk_label_set_text (g_object_get_data (G_OBJECT (box), "points"), points);
  gtk_label_set_text (g_object_get_data (G_OBJECT (box), "players"), players);
  gtk_label_set_text (g_object_get_data (G_OBJECT (box), "result"), caption);
  {
    g_autofree char *summary = summary_of (game, date, players, result, points);

    name_row (box, summary);
  }
}

/* ---- list ---- */

static gboolean
is_narrow (SplayHistoryPage *self)
{
  return self->narrow_bin != NULL && splay_narrow_bin_get_narrow (self->narrow_bin);
}

static void
update_list_state (SplayHistoryPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  const GError *error = splay_history_model_get_error (self->model);
  g_autofree char *count = NULL;

  if (error != NULL)
    {
      adw_status_page_set_title (self->empty_page, _("The History Cannot Be Read"));
      splay_plain_status_page_set_description (self->empty_page, error->message);
    }
  else
    {
      gboolean filtered = gtk_drop_down_get_selected (self->game_dropdown) != 0
                          || gtk_drop_down_get_selected (self->status_dropdown) != 0
                          || *gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
      adw_status_page_set_title (self->empty_page,
                                 filtered ? _("No Matching Matches") : _("No Matches Yet"));
      adw_status_page_set_description (self->empty_page,
                                       filtered ? _("Try other filters.")
                                                : _("Every match you play is kept here."));
    }
  gtk_stack_set_visible_child_name (self->list_stack, n == 0             ? "empty"
                                                      : is_narrow (self) ? "narrow-rows"
                                                                         : "rows");
  count = g_strdup_printf (ngettext ("%u match", "%u matches", n), n);
  gtk_label_set_text (self->count_label, count);
}

static void
apply_filters (SplayHistoryPage *self)
{
  SplayHistoryQuery query = SPLAY_HISTORY_QUERY_INIT;
  guint status = gtk_drop_down_get_selected (self->status_dropdown);
  guint sort = gtk_drop_down_get_selected (self->sort_dropdown);
  static const int statuses[]
      = { -1, SPLAY_MATCH_FINISHED, SPLAY_MATCH_PLAYING, SPLAY_MATCH_ABANDONED };

  query.game_id = filter_game_id (gtk_drop_down_get_selected (self->game_dropdown));
  query.status = status < G_N_ELEMENTS (statuses) ? statuses[status] : -1;
  query.text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  query.sort = sort == 2   ? SPLAY_HISTORY_SORT_GAME
               : sort == 3 ? SPLAY_HISTORY_SORT_RESULT
                           : SPLAY_HISTORY_SORT_DATE;
  query.ascending = sort == 1;
  splay_history_model_set_query (self->model, &query);
  update_list_state (self);
  /* The menu's icon in the accent colour says that the list is filtered
   * or sorted otherwise than by default, when the dropdowns are hidden. */
  if (gtk_drop_down_get_selected (self->game_dropdown) != 0 || status != 0 || sort != 0)
    gtk_widget_add_css_class (self->filters_button, "accent");
  else
    gtk_widget_remove_css_class (self->filters_button, "accent");
  if (self->filter_actions != NULL)
    {
      g_action_group_change_action_state (
          G_ACTION_GROUP (self->filter_actions), "game",
          g_variant_new_uint32 (gtk_drop_down_get_selected (self->game_dropdown)));
      g_action_group_change_action_state (G_ACTION_GROUP (self->filter_actions), "status",
                                          g_variant_new_uint32 (status));
      g_action_group_change_action_state (G_ACTION_GROUP (self->filter_actions), "sort",
                                          g_variant_new_uint32 (sort));
    }
}

static void
on_activate (SplayHistoryPage *self, guint position)
{
  g_autoptr (SplayHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->model), position);

  if (item != NULL && splay_history_item_get_entry (item) != NULL)
    splay_history_page_show_details (self, splay_history_item_get_entry (item)->id);
}

static void
on_model_emptied (SplayHistoryPage *self, guint position, guint removed, guint added)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->model)) == 0)
    update_list_state (self);
}

/* ---- details ---- */

void
splay_history_page_show_details (SplayHistoryPage *self, gint64 id)
{
  g_autoptr (GError) error = NULL;
  SplayHistoryDetails *details;
  const SplayHistoryEntry *e;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *when = NULL;
  g_autofree char *result = NULL;

  g_return_if_fail (SPLAY_IS_HISTORY_PAGE (self));

  details = splay_store_get_history_details (self->store, id, &error);
  if (details == NULL)
    {
      splay_history_page_toast (self, error->message);
      return;
    }
  g_clear_pointer (&self->details, splay_history_details_free);
  self->details = details;
  e = details->entry;

  when = splay_history_when_text (e->updated, NULL);
  result = splay_history_entry_result_text (e);
  /* Translators: title of a match's details: "Splatoids · 3 May 2026, 14:05" */
  title = g_strdup_printf (_("%s · %s"), game_name (e->game_id), when);
  if (e->target_points > 0)
    /* Translators: "Match to 10 points · Anna won" */
    subtitle = g_strdup_printf (
        ngettext ("Match to %d point · %s", "Match to %d points · %s", e->target_points),
        e->target_points, result);
  else if (e->max_games > 1)
    subtitle = g_strdup_printf (
        ngettext ("Match of %d deal · %s", "Match of %d deals · %s", e->max_games), e->max_games,
        result);
  else
    /* Translators: "Single game · Anna won" */
    subtitle = g_strdup_printf (_("Single game · %s"), result);
  gtk_label_set_text (self->details_title, title);
  gtk_label_set_text (self->details_subtitle, subtitle);
  gtk_widget_set_visible (self->resume_button, e->status == SPLAY_MATCH_PLAYING
                                                   && splay_board_game_has_board (e->game_id));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->resume_button), "x", e->id);
  self->details_grid = splay_score_table_new_for_details (self->details);
  adw_bin_set_child (self->details_bin, self->details_grid);
  adw_bin_set_child (self->details_list_bin,
                     splay_score_table_list_new_for_details (self->details));
  adw_bin_set_child (self->replay_bin, NULL);
  gtk_stack_set_visible_child_name (self->stack, "details");
  splay_narrow_bin_reconsider (self->narrow_bin);
}

void
splay_history_page_show_replay (SplayHistoryPage *self, guint game_index)
{
  g_autoptr (GError) problem = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayMatch) match = NULL;
  g_autofree char *title = NULL;
  GtkWidget *view;

  g_return_if_fail (SPLAY_IS_HISTORY_PAGE (self));
  if (self->details == NULL)
    return;

  match = splay_store_load_match (self->store, self->details->entry->id, &problem, &error);
  if (match == NULL)
    {
      splay_history_page_toast (self, error->message);
      return;
    }
  if (problem != NULL)
    splay_history_page_toast (self, problem->message);
  if (!splay_board_game_has_board (self->details->entry->game_id)
      || game_index >= splay_match_get_n_games (match))
    {
      if (problem == NULL)
        splay_history_page_toast (self, _("This game cannot be replayed."));
      return;
    }

  view = splay_replay_view_new (match, game_index);
  adw_bin_set_child (self->replay_bin, view);
  /* Translators: "Splatoids · Replay of game 2" */
  title = g_strdup_printf (_("%s · Replay of game %u"), game_name (self->details->entry->game_id),
                           game_index + 1);
  gtk_label_set_text (self->replay_title, title);
  gtk_stack_set_visible_child_name (self->stack, "replay");
  gtk_widget_grab_focus (view);
}

/* ---- delete with undo ---- */

static gboolean
take_pending (SplayHistoryPage *self, gint64 id)
{
  for (guint i = 0; i < self->pending->len; i++)
    if (g_array_index (self->pending, gint64, i) == id)
      {
        g_array_remove_index (self->pending, i);
        return TRUE;
      }
  return FALSE;
}

static void
delete_now (SplayHistoryPage *self, gint64 id)
{
  g_autoptr (GError) error = NULL;

  if (!splay_store_delete_match (self->store, id, &error))
    {
      if (!self->disposing)
        {
          splay_history_page_toast (self, error->message);
          splay_history_model_unhide (self->model, id);
          update_list_state (self);
        }
      else
        g_warning ("%s", error->message);
    }
}

static void
on_undo_clicked (AdwToast *t, SplayHistoryPage *self)
{
  gint64 id = *(gint64 *) g_object_get_data (G_OBJECT (t), "match-id");

  if (take_pending (self, id))
    {
      splay_history_model_unhide (self->model, id);
      update_list_state (self);
    }
}

static void
on_toast_dismissed (AdwToast *t, SplayHistoryPage *self)
{
  gint64 id = *(gint64 *) g_object_get_data (G_OBJECT (t), "match-id");

  if (self->last_toast == t)
    self->last_toast = NULL;
  /* Leaving the window deletes what is pending by itself (dispose). */
  if (!self->disposing && take_pending (self, id))
    delete_now (self, id);
}

static void
delete_match (SplayHistoryPage *self)
{
  AdwToast *t;
  gint64 id;

  if (self->details == NULL)
    return;
  id = self->details->entry->id;
  g_array_append_val (self->pending, id);
  splay_history_model_hide (self->model, id);
  update_list_state (self);
  gtk_stack_set_visible_child_name (self->stack, "list");

  t = adw_toast_new (_("Match deleted"));
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_timeout (t, UNDO_SECONDS);
  g_object_set_data_full (G_OBJECT (t), "match-id", g_memdup2 (&id, sizeof id), g_free);
  g_signal_connect_object (t, "button-clicked", G_CALLBACK (on_undo_clicked), self, 0);
  g_signal_connect_object (t, "dismissed", G_CALLBACK (on_toast_dismissed), self, 0);
  self->last_toast = t;
  g_free (self->last_toast_text);
  self->last_toast_text = g_strdup (_("Match deleted"));
  adw_toast_overlay_add_toast (self->overlay, t);
}

/* ---- actions ---- */

static void
export_csv_action (GtkWidget *widget, const char *name, GVariant *param)
{
  splay_history_page_choose_export_file (SPLAY_HISTORY_PAGE (widget), SPLAY_HISTORY_FORMAT_CSV);
}

static void
export_json_action (GtkWidget *widget, const char *name, GVariant *param)
{
  splay_history_page_choose_export_file (SPLAY_HISTORY_PAGE (widget), SPLAY_HISTORY_FORMAT_JSON);
}

static void
back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayHistoryPage *self = SPLAY_HISTORY_PAGE (widget);
  const char *view = gtk_stack_get_visible_child_name (self->stack);

  if (g_str_equal (view, "replay"))
    {
      adw_bin_set_child (self->replay_bin, NULL);
      gtk_stack_set_visible_child_name (self->stack, "details");
    }
  else if (g_str_equal (view, "details"))
    {
      gtk_stack_set_visible_child_name (self->stack, "list");
      gtk_widget_grab_focus (widget);
    }
}

static void
delete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  delete_match (SPLAY_HISTORY_PAGE (widget));
}

static void
replay_action (GtkWidget *widget, const char *name, GVariant *param)
{
  splay_history_page_show_replay (SPLAY_HISTORY_PAGE (widget), g_variant_get_uint32 (param));
}

/* ---- building ---- */

static GtkDropDown *
dropdown (const char *const *items, const char *label)
{
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);
  GtkDropDown *dd;

  for (int i = 0; items[i] != NULL; i++)
    gtk_string_list_append (list, items[i]);
  dd = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL));
  gtk_widget_set_tooltip_text (GTK_WIDGET (dd), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return dd;
}

static void
change_filter_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  SplayHistoryPage *self = data;
  const char *name = g_action_get_name (G_ACTION (action));
  GtkDropDown *dd = g_str_equal (name, "game")     ? self->game_dropdown
                    : g_str_equal (name, "status") ? self->status_dropdown
                                                   : self->sort_dropdown;

  g_simple_action_set_state (action, state);
  /* The dropdown applies it (and does nothing when it shows it already). */
  gtk_drop_down_set_selected (dd, g_variant_get_uint32 (state));
}

static void
add_radio_section (GMenu *menu, const char *title, const char *action, const char **items)
{
  g_autoptr (GMenu) section = g_menu_new ();

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autoptr (GMenuItem) item = g_menu_item_new (items[i], NULL);

      g_menu_item_set_action_and_target_value (item, action, g_variant_new_uint32 (i));
      g_menu_append_item (section, item);
    }
  g_menu_append_section (menu, title, G_MENU_MODEL (section));
}

/* In a narrow window the three dropdowns do not fit beside the search:
 * the same choices, as radio items of one menu. */
static GtkWidget *
build_filters_menu (SplayHistoryPage *self, const char **games, const char **statuses,
                    const char **sorts)
{
  static const char *const names[] = { "game", "status", "sort" };
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  self->filter_actions = g_simple_action_group_new ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GSimpleAction *action = g_simple_action_new_stateful (names[i], G_VARIANT_TYPE_UINT32,
                                                            g_variant_new_uint32 (0));

      g_signal_connect_object (action, "change-state", G_CALLBACK (change_filter_state), self, 0);
      g_action_map_add_action (G_ACTION_MAP (self->filter_actions), G_ACTION (action));
      g_object_unref (action);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "filter",
                                  G_ACTION_GROUP (self->filter_actions));

  /* Translators: headings of the narrow history's filter menu */
  add_radio_section (menu, C_("history filter", "Game"), "filter.game", games);
  add_radio_section (menu, C_("history filter", "Show"), "filter.status", statuses);
  add_radio_section (menu, C_("history filter", "Order"), "filter.sort", sorts);
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-sort-descending-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (button, _("Filter and Sort"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Filter and Sort"), -1);
  gtk_widget_set_visible (button, FALSE);
  return button;
}

/* @child no wider than the table reads well (HISTORY_TABLE_WIDTH) and
 * centred, on a wide screen: the players' column spread the result and
 * the points to the screen's far edge. A scrollable clamp for the table,
 * which stays a scrollable list in its scrolled window; up to that width
 * the child takes the whole width. */
static GtkWidget *
clamped (GtkWidget *child, gboolean scrollable)
{
  GtkWidget *clamp = scrollable ? adw_clamp_scrollable_new () : adw_clamp_new ();

  g_object_set (clamp, "maximum-size", HISTORY_TABLE_WIDTH, "tightening-threshold",
                HISTORY_TABLE_WIDTH, "child", child, NULL);
  return clamp;
}

static GtkWidget *
build_list (SplayHistoryPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *export_button = gtk_menu_button_new ();
  g_autoptr (GMenu) export_menu = g_menu_new ();
  const char *games[SPLAY_N_GAMES + 2] = { NULL };
  const char *statuses[]
      = { _("All Matches"), _("Finished"), _("Unfinished"), _("Abandoned"), NULL };
  const char *sorts[]
      = { _("Newest First"), _("Oldest First"), _("By Game"), _("By Result"), NULL };
  static const char *const titles[N_COLUMNS] = {
    N_("Game"), N_("Last Played"), N_("Players"), N_("Result"), N_("Points"),
  };
  GtkSingleSelection *selection;

  games[0] = _("All Games");
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    games[i + 1] = _(splay_catalog[i].name);

  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 12);
  gtk_widget_set_margin_bottom (bar, 6);
  self->game_dropdown = dropdown (games, _("Game"));
  self->status_dropdown = dropdown (statuses, _("Status"));
  self->sort_dropdown = dropdown (sorts, _("Order"));
  self->search_entry = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  g_object_set (self->search_entry, "placeholder-text", _("Search player names"), NULL);
  gtk_widget_set_hexpand (GTK_WIDGET (self->search_entry), TRUE);
  self->count_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->count_label), "dim-label");

  g_menu_append (export_menu, _("Export as _CSV…"), "history.export-csv");
  g_menu_append (export_menu, _("Export as _JSON…"), "history.export-json");
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (export_button), "document-save-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (export_button), G_MENU_MODEL (export_menu));
  gtk_widget_set_tooltip_text (export_button, _("Export the History"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (export_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Export the History"), -1);

  self->filters_button = build_filters_menu (self, games, statuses, sorts);

  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->game_dropdown));
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->status_dropdown));
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->search_entry));
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->sort_dropdown));
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->count_label));
  gtk_box_append (GTK_BOX (bar), self->filters_button);
  gtk_box_append (GTK_BOX (bar), export_button);
  gtk_box_append (GTK_BOX (box), clamped (bar, FALSE));

  g_signal_connect_swapped (self->game_dropdown, "notify::selected", G_CALLBACK (apply_filters),
                            self);
  g_signal_connect_swapped (self->status_dropdown, "notify::selected", G_CALLBACK (apply_filters),
                            self);
  g_signal_connect_swapped (self->sort_dropdown, "notify::selected", G_CALLBACK (apply_filters),
                            self);
  g_signal_connect_swapped (self->search_entry, "search-changed", G_CALLBACK (apply_filters), self);

  selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->model)));
  gtk_single_selection_set_autoselect (selection, FALSE);
  gtk_single_selection_set_can_unselect (selection, TRUE);
  self->column_view = GTK_COLUMN_VIEW (gtk_column_view_new (GTK_SELECTION_MODEL (selection)));
  gtk_column_view_set_single_click_activate (self->column_view, FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->column_view), "data-table");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->column_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Matches"), -1);
  for (int c = 0; c < N_COLUMNS; c++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkColumnViewColumn *column;

      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), GINT_TO_POINTER (c));
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), GINT_TO_POINTER (c));
      column = gtk_column_view_column_new (_(titles[c]), factory);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_column_set_expand (column, c == COLUMN_PLAYERS);
      gtk_column_view_append_column (self->column_view, column);
      g_object_unref (column);
    }
  g_signal_connect_swapped (self->column_view, "activate", G_CALLBACK (on_activate), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled),
                                 clamped (GTK_WIDGET (self->column_view), TRUE));
  /* The table's background on either side of it too. */
  gtk_widget_add_css_class (scrolled, "view");
  gtk_widget_set_vexpand (scrolled, TRUE);

  self->empty_page = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->empty_page, "document-open-recent-symbolic");

  /* The same rows, for a narrow window: one match a row, wrapped. */
  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
    GtkWidget *narrow_scrolled = gtk_scrolled_window_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
    self->list_view = GTK_LIST_VIEW (
        gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (selection)), factory));
    gtk_list_view_set_single_click_activate (self->list_view, TRUE);
    gtk_list_view_set_show_separators (self->list_view, TRUE);
    gtk_widget_add_css_class (GTK_WIDGET (self->list_view), "history-list");
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->list_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Matches"), -1);
    g_signal_connect_swapped (self->list_view, "activate", G_CALLBACK (on_activate), self);
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (narrow_scrolled), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (narrow_scrolled),
                                   GTK_WIDGET (self->list_view));
    gtk_widget_set_vexpand (narrow_scrolled, TRUE);

    self->list_stack = GTK_STACK (gtk_stack_new ());
    gtk_stack_set_hhomogeneous (self->list_stack, FALSE);
    gtk_stack_add_named (self->list_stack, narrow_scrolled, "narrow-rows");
  }
  gtk_stack_add_named (self->list_stack, scrolled, "rows");
  gtk_stack_add_named (self->list_stack, GTK_WIDGET (self->empty_page), "empty");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->list_stack));
  return box;
}

static GtkWidget *
back_button (const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("go-previous-symbolic");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "history.back");
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static GtkWidget *
build_details (SplayHistoryPage *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *delete = gtk_button_new_with_mnemonic (_("_Delete"));
  GtkWidget *views = gtk_stack_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  /* Wide: back, titles, buttons in a line; narrow: the buttons under the
   * titles (on_narrow_changed turns the head). */
  self->details_head = head;
  self->details_actions = actions;
  gtk_box_append (GTK_BOX (top), back_button (_("Back to the History")));
  self->details_title = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->details_title), "title-3");
  gtk_label_set_xalign (self->details_title, 0);
  gtk_label_set_wrap (self->details_title, TRUE);
  self->details_subtitle = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->details_subtitle), "dim-label");
  gtk_label_set_xalign (self->details_subtitle, 0);
  gtk_label_set_wrap (self->details_subtitle, TRUE);
  gtk_label_set_wrap_mode (self->details_title, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_wrap_mode (self->details_subtitle, PANGO_WRAP_WORD_CHAR);
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (self->details_title));
  gtk_box_append (GTK_BOX (titles), GTK_WIDGET (self->details_subtitle));
  gtk_widget_set_hexpand (titles, TRUE);
  gtk_box_append (GTK_BOX (top), titles);
  gtk_widget_set_hexpand (top, TRUE);
  gtk_box_append (GTK_BOX (head), top);
  gtk_widget_set_valign (actions, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (head), actions);

  self->resume_button = gtk_button_new_with_mnemonic (_("_Resume"));
  gtk_widget_add_css_class (self->resume_button, "suggested-action");
  gtk_widget_set_valign (self->resume_button, GTK_ALIGN_CENTER);
  /* The target is the match shown; set before the name, which checks it. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->resume_button), "x", (gint64) 0);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->resume_button), "win.resume");
  gtk_box_append (GTK_BOX (actions), self->resume_button);
  gtk_widget_add_css_class (delete, "destructive-action");
  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (delete), "history.delete");
  gtk_box_append (GTK_BOX (actions), delete);
  gtk_box_append (GTK_BOX (box), head);

  self->details_bin = ADW_BIN (adw_bin_new ());
  self->details_list_bin = ADW_BIN (adw_bin_new ());
  gtk_stack_set_hhomogeneous (GTK_STACK (views), FALSE);
  gtk_stack_set_vhomogeneous (GTK_STACK (views), FALSE);
  gtk_stack_add_named (GTK_STACK (views), GTK_WIDGET (self->details_bin), "table");
  gtk_stack_add_named (GTK_STACK (views), GTK_WIDGET (self->details_list_bin), "list");
  g_object_set_data (G_OBJECT (self->details_bin), "views", views);
  gtk_box_append (GTK_BOX (box), views);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static GtkWidget *
build_replay (SplayHistoryPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_widget_set_margin_start (head, 12);
  gtk_widget_set_margin_end (head, 12);
  gtk_widget_set_margin_top (head, 6);
  gtk_box_append (GTK_BOX (head), back_button (_("Back to the Match")));
  self->replay_title = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->replay_title), "heading");
  gtk_label_set_wrap (self->replay_title, TRUE);
  gtk_label_set_wrap_mode (self->replay_title, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->replay_title, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->replay_title), TRUE);
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (self->replay_title));
  gtk_box_append (GTK_BOX (box), head);
  self->replay_bin = ADW_BIN (adw_bin_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->replay_bin), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->replay_bin));
  return box;
}

static void
splay_history_page_dispose (GObject *object)
{
  SplayHistoryPage *self = SPLAY_HISTORY_PAGE (object);

  /* Deletes waiting for their toast happen now: the app is closing. */
  self->disposing = TRUE;
  if (self->pending != NULL && self->store != NULL)
    for (guint i = 0; i < self->pending->len; i++)
      delete_now (self, g_array_index (self->pending, gint64, i));
  g_clear_pointer (&self->pending, g_array_unref);

  if (self->narrow_bin != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->narrow_bin));
      self->narrow_bin = NULL;
      self->overlay = NULL;
    }
  g_clear_object (&self->filter_actions);
  g_clear_pointer (&self->details, splay_history_details_free);
  g_clear_object (&self->model);
  g_clear_object (&self->store);
  g_clear_pointer (&self->last_toast_text, g_free);
  G_OBJECT_CLASS (splay_history_page_parent_class)->dispose (object);
}

/* The page takes the focus into what it shows: on the list, its first
 * match (the table, or the list of a narrow window), so that the arrow
 * keys move through the matches and Enter opens one; where there is no
 * list, its first control. (The page itself takes no focus: the window
 * showing the history gave it none, and the arrow keys went to the
 * search entry.) */
static gboolean
splay_history_page_grab_focus (GtkWidget *widget)
{
  SplayHistoryPage *self = SPLAY_HISTORY_PAGE (widget);
  GtkWidget *list
      = is_narrow (self) ? GTK_WIDGET (self->list_view) : GTK_WIDGET (self->column_view);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "list") == 0
      && gtk_widget_get_mapped (list) && g_list_model_get_n_items (G_LIST_MODEL (self->model)) > 0
      && gtk_widget_grab_focus (list))
    return TRUE;
  /* Its child's, not its own: a widget's own focus handling grabs the
   * focus for the widget itself first, which would come back here. */
  return gtk_widget_child_focus (gtk_widget_get_first_child (widget), GTK_DIR_TAB_FORWARD);
}

static void
splay_history_page_class_init (SplayHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_history_page_dispose;
  widget_class->grab_focus = splay_history_page_grab_focus;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "splay-history-page");

  gtk_widget_class_install_action (widget_class, "history.export-csv", NULL, export_csv_action);
  gtk_widget_class_install_action (widget_class, "history.export-json", NULL, export_json_action);
  gtk_widget_class_install_action (widget_class, "history.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "history.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "history.replay", "u", replay_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "history.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "history.delete", NULL);
}

static void
splay_history_page_init (SplayHistoryPage *self)
{
  self->pending = g_array_new (FALSE, FALSE, sizeof (gint64));
}

/* The layout for the width there is: see NARROW_WIDTH. */
static void
on_narrow_changed (SplayHistoryPage *self)
{
  gboolean narrow = is_narrow (self);
  GtkWidget *views = g_object_get_data (G_OBJECT (self->details_bin), "views");

  gtk_widget_set_visible (GTK_WIDGET (self->game_dropdown), !narrow);
  gtk_widget_set_visible (GTK_WIDGET (self->status_dropdown), !narrow);
  gtk_widget_set_visible (GTK_WIDGET (self->sort_dropdown), !narrow);
  gtk_widget_set_visible (GTK_WIDGET (self->count_label), !narrow);
  gtk_widget_set_visible (self->filters_button, narrow);
  update_list_state (self);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->details_head),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_halign (self->details_actions, narrow ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  gtk_stack_set_visible_child_name (GTK_STACK (views), narrow ? "list" : "table");
}

GtkWidget *
splay_history_page_new (SplayStore *store)
{
  SplayHistoryPage *self;

  g_return_val_if_fail (SPLAY_IS_STORE (store), NULL);

  self = g_object_new (SPLAY_TYPE_HISTORY_PAGE, NULL);
  self->store = g_object_ref (store);
  self->model = splay_history_model_new (store);
  /* The model empties itself when a page it counted cannot be read: the
   * list then says why. */
  g_signal_connect_object (self->model, "items-changed", G_CALLBACK (on_model_emptied), self,
                           G_CONNECT_SWAPPED);

  self->narrow_bin = SPLAY_NARROW_BIN (splay_narrow_bin_new (NARROW_WIDTH));
  gtk_widget_set_parent (GTK_WIDGET (self->narrow_bin), GTK_WIDGET (self));
  self->overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  splay_narrow_bin_set_child (self->narrow_bin, GTK_WIDGET (self->overlay));
  self->stack = GTK_STACK (gtk_stack_new ());
  /* Each view is as wide as it needs: the table must not keep the
   * details (or a board's replay) from narrowing, nor they the list. */
  gtk_stack_set_hhomogeneous (self->stack, FALSE);
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_stack_add_named (self->stack, build_list (self), "list");
  gtk_stack_add_named (self->stack, build_details (self), "details");
  gtk_stack_add_named (self->stack, build_replay (self), "replay");
  adw_toast_overlay_set_child (self->overlay, GTK_WIDGET (self->stack));
  g_signal_connect_object (self->narrow_bin, "notify::narrow", G_CALLBACK (on_narrow_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child",
                           G_CALLBACK (splay_narrow_bin_reconsider), self->narrow_bin,
                           G_CONNECT_SWAPPED);
  update_list_state (self);
  on_narrow_changed (self);
  return GTK_WIDGET (self);
}

void
splay_history_page_reload (SplayHistoryPage *self)
{
  g_return_if_fail (SPLAY_IS_HISTORY_PAGE (self));

  splay_history_model_reload (self->model);
  update_list_state (self);
  adw_bin_set_child (self->replay_bin, NULL);
  gtk_stack_set_visible_child_name (self->stack, "list");
}

SplayHistoryModel *
splay_history_page_get_model (SplayHistoryPage *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), NULL);
  return self->model;
}

const char *
splay_history_page_get_view (SplayHistoryPage *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

gint64
splay_history_page_get_details_id (SplayHistoryPage *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), 0);
  return self->details ? self->details->entry->id : 0;
}

char *
splay_history_page_get_details_text (SplayHistoryPage *self)
{
  g_autoptr (GString) text = g_string_new (NULL);
  int last_row = -1;

  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), NULL);
  if (self->details_grid == NULL)
    return g_strdup ("");
  /* Children in the order they were attached: row by row. */
  for (GtkWidget *c = gtk_widget_get_first_child (self->details_grid); c;
       c = gtk_widget_get_next_sibling (c))
    {
      int row;
      if (!GTK_IS_LABEL (c))
        continue;
      gtk_grid_query_child (GTK_GRID (self->details_grid), c, NULL, &row, NULL, NULL);
      if (last_row >= 0)
        g_string_append (text, row != last_row ? "\n" : " | ");
      g_string_append (text, gtk_label_get_text (GTK_LABEL (c)));
      last_row = row;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

GtkWidget *
splay_history_page_get_replay (SplayHistoryPage *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), NULL);
  return adw_bin_get_child (self->replay_bin);
}

gboolean
splay_history_page_undo_delete (SplayHistoryPage *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), FALSE);
  if (self->last_toast == NULL)
    return FALSE;
  g_signal_emit_by_name (self->last_toast, "button-clicked");
  adw_toast_dismiss (self->last_toast);
  return TRUE;
}

void
splay_history_page_dismiss_toast (SplayHistoryPage *self)
{
  g_return_if_fail (SPLAY_IS_HISTORY_PAGE (self));
  if (self->last_toast != NULL)
    adw_toast_dismiss (self->last_toast);
}

const char *
splay_history_page_get_last_toast (SplayHistoryPage *self)
{
  g_return_val_if_fail (SPLAY_IS_HISTORY_PAGE (self), NULL);
  return self->last_toast_text;
}

void
splay_history_page_set_filter (SplayHistoryPage *self, const char *game_id, int status,
                               const char *text)
{
  guint game = 0;
  static const int statuses[]
      = { -1, SPLAY_MATCH_FINISHED, SPLAY_MATCH_PLAYING, SPLAY_MATCH_ABANDONED };

  g_return_if_fail (SPLAY_IS_HISTORY_PAGE (self));
  for (int i = 0; game_id != NULL && i < SPLAY_N_GAMES; i++)
    if (g_str_equal (splay_catalog[i].id, game_id))
      game = i + 1;
  gtk_drop_down_set_selected (self->game_dropdown, game);
  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    if (statuses[i] == status)
      gtk_drop_down_set_selected (self->status_dropdown, i);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text ? text : "");
  /* The entry reports a change only after a pause: apply at once. */
  apply_filters (self);
}
