/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-move-log.h"

struct _SplayMoveLog
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *heading;
  GtkWidget *scrolled;
  GtkWidget *list;
  GtkWidget *empty;

  SplayMatch *match;
  SplayGame *game; /* the deal listed; the match owns it */
  guint n_rows;
  gboolean dirty; /* changed while not on the screen */
  guint scroll_source;
};

G_DEFINE_FINAL_TYPE (SplayMoveLog, splay_move_log, GTK_TYPE_WIDGET)

static void
names_of (SplayMatch *match, const char **names)
{
  for (int s = 0; s < splay_match_get_n_seats (match); s++)
    names[s] = splay_player_get_name (splay_match_get_player (match, s));
}

static void
append_row (SplayMoveLog *self, const char *text)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *number = g_strdup_printf ("%u.", self->n_rows + 1);
  g_autofree char *spoken = g_strdup_printf ("%u. %s", self->n_rows + 1, text);
  GtkWidget *number_label = gtk_label_new (number);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (number_label, "dim-label");
  gtk_widget_add_css_class (number_label, "numeric");
  gtk_label_set_xalign (GTK_LABEL (number_label), 1.f);
  gtk_label_set_yalign (GTK_LABEL (number_label), 0.f);
  gtk_label_set_width_chars (GTK_LABEL (number_label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 0.f);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* One width for every row, so that the popover is as wide as it was
   * measured and no row is cut short; a long move wraps, and the popover
   * stays inside a 360 px window. */
  gtk_label_set_width_chars (GTK_LABEL (label), 32);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 32);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), number_label);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* A screen reader says the row as a sighted player reads it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  g_object_set_data_full (G_OBJECT (row), "move-text", g_strdup (text), g_free);
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
  self->n_rows++;
}

static void
clear_rows (SplayMoveLog *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  self->n_rows = 0;
}

static void
update_empty (SplayMoveLog *self)
{
  gtk_widget_set_visible (self->empty, self->n_rows == 0);
  gtk_widget_set_visible (self->scrolled, self->n_rows > 0);
  /* Wrapped lines make the natural height come out short: a long deal gets
   * a screenful of room, and a scrollbar past it. */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->scrolled),
                                              self->n_rows > 8 ? 320 : -1);
}

/* The newest move is the one to see. */
static void
scroll_to_end (SplayMoveLog *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

  gtk_adjustment_set_value (adj,
                            gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
}

static void
rebuild (SplayMoveLog *self)
{
  const char *names[SPLAY_MAX_SEATS + 1] = { NULL };
  g_auto (GStrv) moves = NULL;

  clear_rows (self);
  self->dirty = FALSE;
  self->game = self->match != NULL ? splay_match_get_current_game (self->match) : NULL;
  if (self->game != NULL)
    {
      names_of (self->match, names);
      moves = splay_game_describe_moves (self->game, names);
      for (guint i = 0; moves[i] != NULL; i++)
        append_row (self, moves[i]);
    }
  update_empty (self);
}

static void
bring_up_to_date (SplayMoveLog *self)
{
  if (self->dirty)
    rebuild (self);
}

/* A new deal or an undo: the list is made anew, now or when it is next on
 * the screen. */
static void
on_changed (SplayMoveLog *self)
{
  self->dirty = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    rebuild (self);
}

static void
on_action_applied (SplayMoveLog *self, SplayGame *game, int seat, guint action, guint index)
{
  const char *names[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autofree char *text = NULL;

  if (self->dirty || game != self->game || index != self->n_rows
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      on_changed (self);
      return;
    }
  /* The one move more, as the last-move line says it. */
  names_of (self->match, names);
  text = splay_game_describe_last (game, names);
  append_row (self, text != NULL ? text : "");
  update_empty (self);
}

static gboolean
scroll_later (gpointer data)
{
  SplayMoveLog *self = data;

  self->scroll_source = 0;
  scroll_to_end (self);
  return G_SOURCE_REMOVE;
}

/* The rows' heights are known only once they are laid out at the popover's
 * width: scroll when that is done. */
static void
on_upper_changed (SplayMoveLog *self)
{
  scroll_to_end (self);
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (G_PRIORITY_LOW, scroll_later, self, NULL);
}

static void
splay_move_log_map (GtkWidget *widget)
{
  SplayMoveLog *self = SPLAY_MOVE_LOG (widget);

  bring_up_to_date (self);
  GTK_WIDGET_CLASS (splay_move_log_parent_class)->map (widget);
  scroll_to_end (self);
}

static void
splay_move_log_dispose (GObject *object)
{
  SplayMoveLog *self = SPLAY_MOVE_LOG (object);

  splay_move_log_set_match (self, NULL);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (splay_move_log_parent_class)->dispose (object);
}

static void
splay_move_log_class_init (SplayMoveLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_move_log_dispose;
  widget_class->map = splay_move_log_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "splay-move-log");
}

static void
splay_move_log_init (SplayMoveLog *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* Translators: heading of the move log */
  self->heading = gtk_label_new (_("Moves of This Deal"));
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0.f);
  gtk_box_append (GTK_BOX (self->box), self->heading);

  self->empty = gtk_label_new (_("No moves yet in this deal."));
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (self->empty), 0.f);
  gtk_label_set_wrap (GTK_LABEL (self->empty), TRUE);
  gtk_box_append (GTK_BOX (self->box), self->empty);

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "move-log");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves of This Deal"), -1);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scrolled), 420);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->list);
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  gtk_box_append (GTK_BOX (self->box), self->scrolled);
  g_signal_connect_object (
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)), "notify::upper",
      G_CALLBACK (on_upper_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)),
      "notify::page-size", G_CALLBACK (on_upper_changed), self, G_CONNECT_SWAPPED);
  update_empty (self);
}

GtkWidget *
splay_move_log_new (void)
{
  return g_object_new (SPLAY_TYPE_MOVE_LOG, NULL);
}

void
splay_move_log_set_match (SplayMoveLog *self, SplayMatch *match)
{
  g_return_if_fail (SPLAY_IS_MOVE_LOG (self));
  g_return_if_fail (match == NULL || SPLAY_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  self->game = NULL;
  if (match != NULL)
    {
      g_signal_connect_object (match, "game-started", G_CALLBACK (on_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "undone", G_CALLBACK (on_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "action-applied", G_CALLBACK (on_action_applied), self,
                               G_CONNECT_SWAPPED);
    }
  on_changed (self);
}

SplayMatch *
splay_move_log_get_match (SplayMoveLog *self)
{
  g_return_val_if_fail (SPLAY_IS_MOVE_LOG (self), NULL);
  return self->match;
}

char **
splay_move_log_get_moves (SplayMoveLog *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SPLAY_IS_MOVE_LOG (self), NULL);
  bring_up_to_date (self);
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *text = g_object_get_data (G_OBJECT (row), "move-text");
      if (text != NULL)
        g_strv_builder_add (builder, text);
    }
  return g_strv_builder_end (builder);
}

GtkWidget *
splay_move_log_get_list (SplayMoveLog *self)
{
  g_return_val_if_fail (SPLAY_IS_MOVE_LOG (self), NULL);
  bring_up_to_date (self);
  return self->list;
}
