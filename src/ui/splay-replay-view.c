/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "splay-replay-view.h"
#include "splay-board.h"
#include "splay-move-log.h"
#include "splay-narrow-bin.h"

/* Playback speeds: milliseconds between two actions. */
static const guint speeds_ms[] = { 2000, 1000, 500, 250, 100 };
#define DEFAULT_SPEED 1
/* Below this the controls take two rows and the choices go in a menu. */
#define NARROW_WIDTH 640

struct _SplayReplayView
{
  GtkWidget parent_instance;

  GtkWidget *box;
  AdwBin *board_bin;
  SplayNarrowBin *narrow_bin;
  GtkWidget *bar;
  GtkWidget *choices;     /* the dropdowns, when wide */
  GtkWidget *menu_button; /* the same choices, when narrow */
  GSimpleActionGroup *choice_actions;
  GtkLabel *position_label;
  GtkLabel *last_label;
  GtkWidget *play_button;
  GtkDropDown *speed_dropdown;
  GtkDropDown *viewer_dropdown;
  GtkWidget *move_log;

  SplayMatch *saved; /* the match as loaded from the store */
  guint game_index;
  GArray *seats;     /* int: the game's log */
  GArray *actions;   /* SplayAction */
  guint position;    /* actions applied */
  int viewer;        /* -1: everyone */
  SplayMatch *match; /* the replay's own match */
  GtkWidget *board;
  guint play_source;
};

G_DEFINE_FINAL_TYPE (SplayReplayView, splay_replay_view, GTK_TYPE_WIDGET)

static const char *
seat_name (SplayReplayView *self, int seat)
{
  return splay_player_get_name (splay_match_get_player (self->saved, seat));
}

/* The games before this one, each in full: the deal of a game of a match
 * depends on how the games before it ended. */
static gboolean
restore_game (SplayMatch *match, SplayGame *from, guint n, GError **error)
{
  g_autoptr (GArray) seats = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) actions = g_array_new (FALSE, FALSE, sizeof (SplayAction));

  for (guint k = 0; k < n; k++)
    {
      int seat;
      SplayAction action;

      splay_game_get_action (from, k, &seat, &action);
      g_array_append_val (seats, seat);
      g_array_append_val (actions, action);
    }
  return splay_match_restore_game (match, (const int *) seats->data,
                                   (const SplayAction *) actions->data, n, error);
}

static void
update_controls (SplayReplayView *self)
{
  guint n = self->actions->len;
  g_autofree char *text = NULL;
  g_autofree char *last = NULL;
  SplayGame *game = self->match ? splay_match_get_game (self->match, self->game_index) : NULL;

  /* Translators: the replay's place: "Move 12 of 140" */
  text = g_strdup_printf (_("Move %u of %u"), self->position, n);
  gtk_label_set_text (self->position_label, text);
  if (game != NULL && self->position > 0)
    {
      const char *names[SPLAY_MAX_SEATS + 1] = { NULL };
      for (int s = 0; s < splay_match_get_n_seats (self->saved); s++)
        names[s] = seat_name (self, s);
      last = splay_game_describe_last (game, names);
    }
  gtk_label_set_text (self->last_label, last ? last : _("The cards are dealt."));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.back", self->position > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.forward", self->position < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", self->position < n);
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button), self->play_source
                                                                ? "media-playback-pause-symbolic"
                                                                : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->play_button, self->play_source ? _("Pause") : _("Play"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->play_source ? _("Pause") : _("Play"), -1);
}

/* Builds the replay's match at @position and a board for it. */
static void
rebuild (SplayReplayView *self, guint position)
{
  int n_seats = splay_match_get_n_seats (self->saved);
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  SplayGame *game;

  for (int s = 0; s < n_seats; s++)
    {
      SplayPlayer *original = splay_match_get_player (self->saved, s);
      SplayLevel level = splay_player_is_human (original) ? SPLAY_LEVEL_MEDIUM
                                                          : splay_player_get_level (original);
      /* Computer seats that never move (the match is paused) keep any
       * board from covering the screen or taking a move; the viewer, if
       * any, is the one person at the table. */
      players[s] = s == self->viewer
                       ? splay_player_new_human (splay_player_get_name (original))
                       : splay_player_new_computer (splay_player_get_name (original), level);
    }
  match = splay_match_new (
      splay_match_get_rules (self->saved), splay_match_get_settings (self->saved),
      splay_match_get_seed (self->saved), players, splay_match_get_target_points (self->saved),
      splay_match_get_max_games (self->saved));
  for (int s = 0; s < n_seats; s++)
    g_object_unref (players[s]);
  splay_match_set_paused (match, TRUE);

  for (guint g = 0; g < self->game_index; g++)
    {
      SplayGame *before = splay_match_get_game (self->saved, g);
      if (!restore_game (match, before, splay_game_get_n_actions (before), &error))
        break;
    }
  if (error == NULL)
    {
      splay_match_restore_game (match, (const int *) self->seats->data,
                                (const SplayAction *) self->actions->data, position, &error);
    }
  if (error != NULL)
    g_warning ("A saved game cannot be replayed: %s", error->message);

  game = splay_match_get_n_games (match) > self->game_index
             ? splay_match_get_game (match, self->game_index)
             : NULL;
  if (game != NULL)
    {
      splay_game_set_reveal (game, TRUE);
      self->position = splay_game_get_n_actions (game);
    }
  else
    self->position = 0;

  g_set_object (&self->match, match);
  /* The moves up to the one shown, as the move log of a game in play. */
  splay_move_log_set_match (SPLAY_MOVE_LOG (self->move_log), match);
  self->board = splay_board_new_for_game (match);
  /* Read-only: no pointer, no keyboard focus inside the board. */
  gtk_widget_set_can_target (self->board, FALSE);
  gtk_widget_set_can_focus (self->board, FALSE);
  adw_bin_set_child (self->board_bin, self->board);
  update_controls (self);
}

static gboolean
can_step_live (SplayReplayView *self)
{
  /* A race's clock would move its computer seats on its own: races are
   * rebuilt at every step instead of stepped live. */
  return self->match != NULL && !splay_match_get_rules (self->match)->realtime;
}

void
splay_replay_view_set_position (SplayReplayView *self, guint position)
{
  g_return_if_fail (SPLAY_IS_REPLAY_VIEW (self));

  position = MIN (position, self->actions->len);
  if (position == self->position + 1 && can_step_live (self))
    {
      g_autoptr (GError) error = NULL;
      int seat = g_array_index (self->seats, int, self->position);
      SplayAction action = g_array_index (self->actions, SplayAction, self->position);

      /* The board follows by the match's "action-applied". */
      if (splay_match_submit (self->match, seat, action, SPLAY_MOVE_TEST, &error))
        {
          self->position++;
          update_controls (self);
          return;
        }
      g_warning ("A saved move cannot be replayed: %s", error->message);
    }
  if (position != self->position || self->board == NULL)
    rebuild (self, position);
}

static void
stop (SplayReplayView *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
}

static gboolean
play_tick (gpointer data)
{
  SplayReplayView *self = data;

  if (self->position >= self->actions->len)
    {
      self->play_source = 0;
      update_controls (self);
      return G_SOURCE_REMOVE;
    }
  splay_replay_view_set_position (self, self->position + 1);
  return G_SOURCE_CONTINUE;
}

static void
start (SplayReplayView *self)
{
  guint speed = gtk_drop_down_get_selected (self->speed_dropdown);

  stop (self);
  if (self->position >= self->actions->len)
    rebuild (self, 0); /* playing from the end starts again */
  self->play_source
      = g_timeout_add (speeds_ms[MIN (speed, G_N_ELEMENTS (speeds_ms) - 1)], play_tick, self);
  update_controls (self);
}

static void
first_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayReplayView *self = SPLAY_REPLAY_VIEW (widget);
  stop (self);
  splay_replay_view_set_position (self, 0);
}

static void
back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayReplayView *self = SPLAY_REPLAY_VIEW (widget);
  stop (self);
  if (self->position > 0)
    splay_replay_view_set_position (self, self->position - 1);
}

static void
forward_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayReplayView *self = SPLAY_REPLAY_VIEW (widget);
  stop (self);
  splay_replay_view_set_position (self, self->position + 1);
}

static void
last_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayReplayView *self = SPLAY_REPLAY_VIEW (widget);
  stop (self);
  splay_replay_view_set_position (self, self->actions->len);
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayReplayView *self = SPLAY_REPLAY_VIEW (widget);

  if (self->play_source)
    {
      stop (self);
      update_controls (self);
    }
  else
    start (self);
}

static void
on_speed_changed (SplayReplayView *self)
{
  g_action_group_change_action_state (
      G_ACTION_GROUP (self->choice_actions), "speed",
      g_variant_new_uint32 (gtk_drop_down_get_selected (self->speed_dropdown)));
  if (self->play_source)
    start (self);
}

static void
on_viewer_changed (SplayReplayView *self)
{
  guint selected = gtk_drop_down_get_selected (self->viewer_dropdown);

  g_action_group_change_action_state (G_ACTION_GROUP (self->choice_actions), "viewer",
                                      g_variant_new_uint32 (selected));
  splay_replay_view_set_viewer (
      self, selected == 0 || selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected - 1);
}

static GtkWidget *
icon_button (const char *icon, const char *action, const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  return button;
}

static void
change_choice_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  SplayReplayView *self = data;
  GtkDropDown *dd = g_str_equal (g_action_get_name (G_ACTION (action)), "speed")
                        ? self->speed_dropdown
                        : self->viewer_dropdown;

  g_simple_action_set_state (action, state);
  gtk_drop_down_set_selected (dd, g_variant_get_uint32 (state));
}

/* A dropdown whose shown choice may be cut short (a long player name):
 * the tooltip says what it is for, the list shows every choice whole. */
static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      string ? gtk_string_object_get_string (string) : "");
}

static GtkDropDown *
choice_dropdown (GtkStringList *list, const char *label)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkDropDown *dd;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice), NULL);
  dd = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (list)), NULL));
  gtk_drop_down_set_factory (dd, factory);
  g_object_unref (factory);
  gtk_widget_set_tooltip_text (GTK_WIDGET (dd), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return dd;
}

static void
add_radio_section (GMenu *menu, const char *title, const char *action, GListModel *items)
{
  g_autoptr (GMenu) section = g_menu_new ();

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      const char *label = gtk_string_list_get_string (GTK_STRING_LIST (items), i);
      g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, action, g_variant_new_uint32 (i));
      g_menu_append_item (section, item);
    }
  g_menu_append_section (menu, title, G_MENU_MODEL (section));
}

/* Wide: the buttons, the two choices, where the replay is and the last
 * move in one line. Narrow: the buttons and a menu with the choices, then
 * where the replay is and the last move, wrapped. */
static void
on_narrow_changed (SplayReplayView *self)
{
  gboolean narrow = splay_narrow_bin_get_narrow (self->narrow_bin);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->bar),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_visible (self->choices, !narrow);
  gtk_widget_set_visible (self->menu_button, narrow);
  gtk_label_set_wrap (self->last_label, narrow);
  gtk_label_set_ellipsize (self->last_label, narrow ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
}

static void
build (SplayReplayView *self)
{
  GtkWidget *controls = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *where = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  g_autoptr (GtkStringList) speeds = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) viewers = gtk_string_list_new (NULL);
  g_autoptr (GMenu) menu = g_menu_new ();
  static const char *const names[] = { "speed", "viewer" };

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->board_bin = ADW_BIN (adw_bin_new ());
  /* A board too wide or high for the window scrolls here rather than
   * widen the window past the controls. */
  gtk_widget_set_name (scroller, "replay-board");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->board_bin));
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_set_hexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (self->box), scroller);

  self->bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (self->bar, "toolbar");
  gtk_widget_add_css_class (self->bar, "replay-bar");
  gtk_widget_set_margin_start (self->bar, 12);
  gtk_widget_set_margin_end (self->bar, 12);
  gtk_widget_set_margin_bottom (self->bar, 6);
  gtk_widget_add_css_class (buttons, "linked");
  gtk_box_append (GTK_BOX (buttons),
                  icon_button ("media-skip-backward-symbolic", "replay.first", _("To the Start")));
  gtk_box_append (GTK_BOX (buttons),
                  icon_button ("go-previous-symbolic", "replay.back", _("Move Back")));
  self->play_button = icon_button ("media-playback-start-symbolic", "replay.play", _("Play"));
  gtk_box_append (GTK_BOX (buttons), self->play_button);
  gtk_box_append (GTK_BOX (buttons),
                  icon_button ("go-next-symbolic", "replay.forward", _("Move Forward")));
  gtk_box_append (GTK_BOX (buttons),
                  icon_button ("media-skip-forward-symbolic", "replay.last", _("To the End")));
  gtk_widget_set_halign (buttons, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (controls), buttons);
  gtk_box_append (GTK_BOX (self->bar), controls);

  /* Translators: playback speeds of a replay */
  gtk_string_list_append (speeds, _("Slow"));
  gtk_string_list_append (speeds, _("Normal"));
  gtk_string_list_append (speeds, _("Fast"));
  gtk_string_list_append (speeds, _("Faster"));
  gtk_string_list_append (speeds, _("Fastest"));
  self->speed_dropdown = choice_dropdown (speeds, _("Playback Speed"));
  gtk_drop_down_set_selected (self->speed_dropdown, DEFAULT_SPEED);

  /* Translators: in a replay, show every seat's cards as at the table */
  gtk_string_list_append (viewers, _("Everyone’s Cards"));
  for (int s = 0; s < splay_match_get_n_seats (self->saved); s++)
    {
      /* Translators: in a replay, put this player's hand at the screen */
      g_autofree char *label = g_strdup_printf (_("%s at the Screen"), seat_name (self, s));
      gtk_string_list_append (viewers, label);
    }
  self->viewer_dropdown = choice_dropdown (viewers, _("Whose Cards Are at the Screen"));

  self->choices = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (self->choices), GTK_WIDGET (self->speed_dropdown));
  gtk_box_append (GTK_BOX (self->choices), GTK_WIDGET (self->viewer_dropdown));
  gtk_box_append (GTK_BOX (self->bar), self->choices);

  /* The same two choices as a menu, for a narrow window. */
  self->choice_actions = g_simple_action_group_new ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GVariant *first = g_variant_new_uint32 (i == 0 ? DEFAULT_SPEED : 0);
      GSimpleAction *action = g_simple_action_new_stateful (names[i], G_VARIANT_TYPE_UINT32, first);

      g_signal_connect_object (action, "change-state", G_CALLBACK (change_choice_state), self, 0);
      g_action_map_add_action (G_ACTION_MAP (self->choice_actions), G_ACTION (action));
      g_object_unref (action);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "replay-choice",
                                  G_ACTION_GROUP (self->choice_actions));
  add_radio_section (menu, _("Playback Speed"), "replay-choice.speed", G_LIST_MODEL (speeds));
  add_radio_section (menu, _("Whose Cards Are at the Screen"), "replay-choice.viewer",
                     G_LIST_MODEL (viewers));
  self->menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->menu_button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->menu_button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (self->menu_button, _("Replay Options"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Replay Options"), -1);
  gtk_widget_set_halign (self->menu_button, GTK_ALIGN_END);
  gtk_widget_set_hexpand (self->menu_button, TRUE);
  gtk_widget_set_visible (self->menu_button, FALSE);
  gtk_box_append (GTK_BOX (controls), self->menu_button);

  {
    GtkWidget *log_button = gtk_menu_button_new ();
    GtkWidget *popover = gtk_popover_new ();

    self->move_log = splay_move_log_new ();
    gtk_widget_set_margin_top (self->move_log, 6);
    gtk_widget_set_margin_bottom (self->move_log, 6);
    gtk_widget_set_margin_start (self->move_log, 6);
    gtk_widget_set_margin_end (self->move_log, 6);
    gtk_popover_set_child (GTK_POPOVER (popover), self->move_log);
    gtk_menu_button_set_popover (GTK_MENU_BUTTON (log_button), popover);
    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (log_button), "view-list-ordered-symbolic");
    gtk_widget_set_tooltip_text (log_button, _("Move Log"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (log_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Move Log"), -1);
    /* Beside the buttons: on their row when narrow too, before the menu. */
    gtk_box_append (GTK_BOX (controls), log_button);
    gtk_box_reorder_child_after (GTK_BOX (controls), self->menu_button, log_button);
  }

  self->position_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->position_label), "numeric");
  gtk_widget_set_valign (GTK_WIDGET (self->position_label), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (where), GTK_WIDGET (self->position_label));
  self->last_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (self->last_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_wrap_mode (self->last_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->last_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->last_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->last_label), "dim-label");
  gtk_box_append (GTK_BOX (where), GTK_WIDGET (self->last_label));
  gtk_widget_set_hexpand (where, TRUE);
  gtk_widget_set_valign (where, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->bar), where);

  g_signal_connect_swapped (self->speed_dropdown, "notify::selected", G_CALLBACK (on_speed_changed),
                            self);
  g_signal_connect_swapped (self->viewer_dropdown, "notify::selected",
                            G_CALLBACK (on_viewer_changed), self);

  self->narrow_bin = SPLAY_NARROW_BIN (splay_narrow_bin_new (NARROW_WIDTH));
  splay_narrow_bin_set_child (self->narrow_bin, self->bar);
  g_signal_connect_object (self->narrow_bin, "notify::narrow", G_CALLBACK (on_narrow_changed), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->narrow_bin));
}

static void
splay_replay_view_dispose (GObject *object)
{
  SplayReplayView *self = SPLAY_REPLAY_VIEW (object);

  stop (self);
  if (self->move_log != NULL)
    splay_move_log_set_match (SPLAY_MOVE_LOG (self->move_log), NULL);
  self->move_log = NULL;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->choice_actions);
  g_clear_object (&self->match);
  g_clear_object (&self->saved);
  g_clear_pointer (&self->seats, g_array_unref);
  g_clear_pointer (&self->actions, g_array_unref);
  G_OBJECT_CLASS (splay_replay_view_parent_class)->dispose (object);
}

static void
splay_replay_view_class_init (SplayReplayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_replay_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "splay-replay-view");

  gtk_widget_class_install_action (widget_class, "replay.first", NULL, first_action);
  gtk_widget_class_install_action (widget_class, "replay.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "replay.forward", NULL, forward_action);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, last_action);
  gtk_widget_class_install_action (widget_class, "replay.play", NULL, play_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "replay.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "replay.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "replay.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "replay.last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "replay.play", NULL);
}

static void
splay_replay_view_init (SplayReplayView *self)
{
  self->viewer = -1;
  self->seats = g_array_new (FALSE, FALSE, sizeof (int));
  self->actions = g_array_new (FALSE, FALSE, sizeof (SplayAction));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
splay_replay_view_new (SplayMatch *saved, guint game_index)
{
  SplayReplayView *self;
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_MATCH (saved), NULL);
  g_return_val_if_fail (game_index < splay_match_get_n_games (saved), NULL);
  g_return_val_if_fail (splay_board_game_has_board (splay_match_get_rules (saved)->id), NULL);

  self = g_object_new (SPLAY_TYPE_REPLAY_VIEW, NULL);
  self->saved = g_object_ref (saved);
  self->game_index = game_index;
  game = splay_match_get_game (saved, game_index);
  for (guint k = 0; k < splay_game_get_n_actions (game); k++)
    {
      int seat;
      SplayAction action;

      splay_game_get_action (game, k, &seat, &action);
      g_array_append_val (self->seats, seat);
      g_array_append_val (self->actions, action);
    }
  build (self);
  rebuild (self, 0);
  return GTK_WIDGET (self);
}

guint
splay_replay_view_get_position (SplayReplayView *self)
{
  g_return_val_if_fail (SPLAY_IS_REPLAY_VIEW (self), 0);
  return self->position;
}

guint
splay_replay_view_get_n_actions (SplayReplayView *self)
{
  g_return_val_if_fail (SPLAY_IS_REPLAY_VIEW (self), 0);
  return self->actions->len;
}

void
splay_replay_view_set_viewer (SplayReplayView *self, int seat)
{
  g_return_if_fail (SPLAY_IS_REPLAY_VIEW (self));

  if (seat >= splay_match_get_n_seats (self->saved))
    seat = -1;
  if (seat == self->viewer)
    return;
  self->viewer = seat;
  if (gtk_drop_down_get_selected (self->viewer_dropdown) != (guint) (seat + 1))
    gtk_drop_down_set_selected (self->viewer_dropdown, (guint) (seat + 1));
  rebuild (self, self->position);
}

SplayMatch *
splay_replay_view_get_match (SplayReplayView *self)
{
  g_return_val_if_fail (SPLAY_IS_REPLAY_VIEW (self), NULL);
  return self->match;
}

GtkWidget *
splay_replay_view_get_board (SplayReplayView *self)
{
  g_return_val_if_fail (SPLAY_IS_REPLAY_VIEW (self), NULL);
  return self->board;
}

gboolean
splay_replay_view_is_playing (SplayReplayView *self)
{
  g_return_val_if_fail (SPLAY_IS_REPLAY_VIEW (self), FALSE);
  return self->play_source != 0;
}

GtkWidget *
splay_replay_view_get_move_log (SplayReplayView *self)
{
  g_return_val_if_fail (SPLAY_IS_REPLAY_VIEW (self), NULL);
  return self->move_log;
}
