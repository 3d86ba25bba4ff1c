/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "splay-new-game-dialog.h"
#include "splay-a11y.h"
#include "splay-combo-choice.h"
#include "splay-preferences.h"
#include "splay-rules-page.h"
#include "../ai/ai.h"
#include "../model/splay-match.h"

typedef struct
{
  AdwPreferencesGroup *group;
  AdwEntryRow *name_row;
  AdwComboRow *kind_row;
  GtkWidget *names_button; /* remembered names; NULL when none */
  char *auto_name;         /* the name we filled in, replaced freely */
} Seat;

struct _SplayNewGameDialog
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkWidget *start_button;
  AdwActionRow *rules_row;
  GtkAdjustment *seats_adjustment;
  GtkBox *seats_box;
  AdwPreferencesGroup *options_group;
  AdwComboRow *length_row;
  GtkWidget *seats_row;
  GtkWidget *seats_spin;
  GtkWidget *target_row;
  GtkWidget *target_spin;
  GtkAdjustment *target_adjustment;

  const SplayRules *rules;
  gboolean by_deals; /* a match is a number of deals, not a race to a score */
  SplayStore *store;
  GSettings *settings;
  Seat seats[SPLAY_MAX_SEATS];
  /* Entry k > 0 of every "played by" list is the computer level levels[k - 1]. */
  SplayLevel levels[SPLAY_N_LEVELS];
  int n_levels;
  GtkWidget *option_widgets[SPLAY_MAX_OPTIONS];
  GtkWidget *option_rows[SPLAY_MAX_OPTIONS];
  /* A switch that another option turns on (SplayOption.implies) shows on
   * and fixed while forced; own_choice keeps what the person had set, to
   * give it back when the forcing option goes off again. */
  gboolean forced[SPLAY_MAX_OPTIONS];
  gboolean own_choice[SPLAY_MAX_OPTIONS];
  GtkWidget *advice_box; /* the rules' note on these settings */
  GtkLabel *advice_label;
  GStrv known_names; /* people, most recent first */
};

G_DEFINE_FINAL_TYPE (SplayNewGameDialog, splay_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  START_MATCH,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_advice (SplayNewGameDialog *self);

/* The options last started with for @rules, if any: its settings as text,
 * the match length and the computer players' level. */
static gboolean
recall_options (GSettings *settings, const SplayRules *rules, char **text, int *target,
                int *max_games, char **level)
{
  g_autoptr (GVariant) all = NULL;

  if (!splay_preferences_has_key (settings, "last-options"))
    return FALSE;
  all = g_settings_get_value (settings, "last-options");
  return g_variant_lookup (all, rules->id, "(siis)", text, target, max_games, level);
}

/* Keeps what a match of @rules was started with, for the next one started
 * without the dialog. @level < 0: no computer player. */
static void
remember_options (GSettings *settings, const SplayRules *rules, const SplaySettings *values,
                  int target, int max_games, int level)
{
  g_autoptr (GVariant) all = NULL;
  g_autofree char *text = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *id;
  GVariant *entry;

  if (!splay_preferences_has_key (settings, "last-options"))
    return;
  all = g_settings_get_value (settings, "last-options");
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(siis)}"));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_loop (&iter, "{&s@(siis)}", &id, &entry))
    if (!g_str_equal (id, rules->id))
      g_variant_builder_add (&builder, "{s@(siis)}", id, entry);
  text = splay_settings_to_text (rules, values);
  g_variant_builder_add (&builder, "{s(siis)}", rules->id, text, target, max_games,
                         level >= 0 ? splay_level_to_string (level) : "");
  g_settings_set_value (settings, "last-options", g_variant_builder_end (&builder));
}

static int
default_target (const SplayRules *rules)
{
  /* A short evening's match. The races give a game's winner one point, so
   * their match is "first to win three games". */
  if (rules->realtime)
    return 3;
  if (g_str_equal (rules->id, "splatoids"))
    return 10;
  return 100;
}

/* Games whose match is a fixed number of deals with the scores added up
 * (the rules say so), rather than a race to a target score: how many deals
 * by default, or 0. */
static int
default_deals (const SplayRules *rules)
{
  if (g_str_equal (rules->id, "splito"))
    return 3;
  return 0;
}

static gboolean
seat_is_human (Seat *seat)
{
  return adw_combo_row_get_selected (seat->kind_row) == 0;
}

/* A name for a seat that the player has not named: the next remembered
 * person not already seated, or "Computer N". */
static char *
suggest_name (SplayNewGameDialog *self, int index, gboolean human)
{
  if (!human)
    {
      int n = 0;
      for (int i = 0; i <= index; i++)
        if (i == index || !seat_is_human (&self->seats[i]))
          n++;
      /* Translators: default name of a computer seat */
      return g_strdup_printf (_("Computer %d"), n);
    }

  for (int k = 0; self->known_names && self->known_names[k]; k++)
    {
      gboolean taken = FALSE;
      for (int i = 0; i < self->rules->max_seats; i++)
        if (i != index && self->seats[i].name_row != NULL
            && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->seats[i].name_row)),
                          self->known_names[k])
                   == 0)
          taken = TRUE;
      if (!taken)
        return g_strdup (self->known_names[k]);
    }
  /* Translators: default name of a person's seat */
  return g_strdup_printf (_("Player %d"), index + 1);
}

static void
set_auto_name (SplayNewGameDialog *self, int index)
{
  Seat *seat = &self->seats[index];
  const char *current = gtk_editable_get_text (GTK_EDITABLE (seat->name_row));

  if (*current != '\0' && g_strcmp0 (current, seat->auto_name) != 0)
    return; /* the player typed a name: keep it */
  g_free (seat->auto_name);
  seat->auto_name = suggest_name (self, index, seat_is_human (seat));
  gtk_editable_set_text (GTK_EDITABLE (seat->name_row), seat->auto_name);
}

static void
on_kind_changed (SplayNewGameDialog *self)
{
  /* Computer names are numbered in seat order, so renumber them all. */
  for (int i = 0; i < self->rules->max_seats; i++)
    {
      set_auto_name (self, i);
      if (self->seats[i].names_button != NULL)
        gtk_widget_set_visible (self->seats[i].names_button, seat_is_human (&self->seats[i]));
    }
}

static void
on_seats_changed (SplayNewGameDialog *self)
{
  int n = (int) gtk_adjustment_get_value (self->seats_adjustment);

  /* Also called while the dialog is set up, before the seat rows exist. */
  for (int i = 0; i < self->rules->max_seats; i++)
    if (self->seats[i].group != NULL)
      gtk_widget_set_visible (GTK_WIDGET (self->seats[i].group), i < n);
  update_advice (self);
}

static int
option_index (const SplayRules *rules, const char *key)
{
  return splay_rules_option_index (rules, key);
}

static void
on_length_changed (SplayNewGameDialog *self)
{
  gboolean match = adw_combo_row_get_selected (self->length_row) == 1;
  int mp = option_index (self->rules, "matchplay");

  gtk_widget_set_visible (self->target_row, match);
  /* Playing on after the first player goes out is what scores points; a
   * match wants it, a single game is the player's choice. */
  if (match && mp >= 0 && GTK_IS_SWITCH (self->option_widgets[mp]))
    gtk_switch_set_active (GTK_SWITCH (self->option_widgets[mp]), TRUE);
}

static void
build_seats (SplayNewGameDialog *self)
{
  g_autoptr (GtkStringList) kinds = gtk_string_list_new (NULL);

  gtk_string_list_append (kinds, _("A person at this screen"));
  self->n_levels = 0;
  for (int l = SPLAY_LEVEL_EASY; l < SPLAY_N_LEVELS; l++)
    if (splay_ai_level_available (self->rules, l))
      {
        /* Translators: "Computer (Easy)": a computer player and its level */
        g_autofree char *label = g_strdup_printf (_("Computer (%s)"), splay_level_name (l));
        gtk_string_list_append (kinds, label);
        self->levels[self->n_levels++] = l;
      }
  /* Random play is for tests; offer it only where nothing better exists. */
  if (self->n_levels == 0 && splay_ai_level_available (self->rules, SPLAY_LEVEL_RANDOM))
    {
      g_autofree char *label
          = g_strdup_printf (_("Computer (%s)"), splay_level_name (SPLAY_LEVEL_RANDOM));
      gtk_string_list_append (kinds, label);
      self->levels[self->n_levels++] = SPLAY_LEVEL_RANDOM;
    }

  for (int i = 0; i < self->rules->max_seats; i++)
    {
      Seat *seat = &self->seats[i];
      /* Translators: heading of one seat in the new-game dialog */
      g_autofree char *title = g_strdup_printf (_("Player %d"), i + 1);
      guint medium = 1;

      seat->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (seat->group, title);

      seat->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->name_row), _("Name"));
      adw_preferences_group_add (seat->group, GTK_WIDGET (seat->name_row));
      if (self->known_names != NULL && self->known_names[0] != NULL)
        {
          /* The people who played before, one click away. */
          g_autoptr (GMenu) menu = g_menu_new ();

          for (int k = 0; self->known_names[k] != NULL; k++)
            {
              g_autoptr (GMenuItem) item = g_menu_item_new (self->known_names[k], NULL);
              g_menu_item_set_action_and_target_value (
                  item, "new-game.use-name", g_variant_new ("(is)", i, self->known_names[k]));
              g_menu_append_item (menu, item);
            }
          seat->names_button = gtk_menu_button_new ();
          gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (seat->names_button),
                                         "avatar-default-symbolic");
          gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (seat->names_button),
                                          G_MENU_MODEL (menu));
          gtk_widget_set_valign (seat->names_button, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (seat->names_button, "flat");
          gtk_widget_set_tooltip_text (seat->names_button, _("Remembered Names"));
          gtk_accessible_update_property (GTK_ACCESSIBLE (seat->names_button),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, _("Remembered Names"),
                                          -1);
          adw_entry_row_add_suffix (seat->name_row, seat->names_button);
        }

      seat->kind_row = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->kind_row), _("Played by"));
      splay_combo_row_wrap_choice (seat->kind_row);
      adw_combo_row_set_model (seat->kind_row, G_LIST_MODEL (kinds));
      for (int k = 0; k < self->n_levels; k++)
        if (self->levels[k] == SPLAY_LEVEL_MEDIUM)
          medium = k + 1;
      /* You against the computer, unless you say otherwise. */
      if (self->n_levels > 0)
        adw_combo_row_set_selected (seat->kind_row, i == 0 ? 0 : medium);
      adw_preferences_group_add (seat->group, GTK_WIDGET (seat->kind_row));
      g_signal_connect_object (seat->kind_row, "notify::selected", G_CALLBACK (on_kind_changed),
                               self, G_CONNECT_SWAPPED);
      if (seat->names_button != NULL)
        gtk_widget_set_visible (seat->names_button, seat_is_human (seat));

      gtk_box_append (self->seats_box, GTK_WIDGET (seat->group));
    }
  for (int i = 0; i < self->rules->max_seats; i++)
    set_auto_name (self, i);
}

/* The settings the dialog shows now, normalised (what "Start" would use). */
static void
collect_settings (SplayNewGameDialog *self, SplaySettings *settings)
{
  int n = (int) gtk_adjustment_get_value (self->seats_adjustment);

  splay_settings_defaults (self->rules, n, settings);
  for (int i = 0; i < self->rules->n_options; i++)
    {
      GtkWidget *w = self->option_widgets[i];
      if (w == NULL)
        continue;
      if (GTK_IS_SWITCH (w))
        settings->values[i] = gtk_switch_get_active (GTK_SWITCH (w));
      else
        settings->values[i] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w));
    }
  splay_settings_normalize (self->rules, settings);
}

/* The rules' note on what these settings lead to (Spite and Malice: many
 * drawn games with many players and large goal piles), kept current. */
static void
update_advice (SplayNewGameDialog *self)
{
  SplaySettings settings;
  g_autofree char *advice = NULL;

  if (self->advice_box == NULL)
    return; /* still being built */
  if (self->rules->advice != NULL)
    {
      collect_settings (self, &settings);
      advice = self->rules->advice (&settings);
    }
  gtk_label_set_text (self->advice_label, advice != NULL ? advice : "");
  gtk_widget_set_visible (self->advice_box, advice != NULL);
}

/* Follows SplayOption.implies: every switch that a switch which is on
 * implies is shown on and cannot be changed; when nothing forces it any
 * more it goes back to the person's own choice. */
static void
update_implied (SplayNewGameDialog *self)
{
  SplaySettings wanted;

  memset (&wanted, 0, sizeof wanted);
  for (int i = 0; i < self->rules->n_options; i++)
    if (self->option_widgets[i] != NULL && GTK_IS_SWITCH (self->option_widgets[i]))
      wanted.values[i] = self->forced[i]
                             ? self->own_choice[i]
                             : gtk_switch_get_active (GTK_SWITCH (self->option_widgets[i]));
  splay_settings_normalize (self->rules, &wanted);

  for (int j = 0; j < self->rules->n_options; j++)
    {
      GtkWidget *w = self->option_widgets[j];
      gboolean forced = FALSE;

      if (w == NULL || !GTK_IS_SWITCH (w))
        continue;
      /* Forced: on only because another switch brings it. */
      for (int i = 0; i < self->rules->n_options; i++)
        if (self->rules->options[i].implies != NULL
            && g_str_equal (self->rules->options[i].implies, self->rules->options[j].key)
            && wanted.values[i])
          forced = TRUE;
      if (forced == self->forced[j])
        continue;
      if (forced)
        {
          self->own_choice[j] = gtk_switch_get_active (GTK_SWITCH (w));
          self->forced[j] = TRUE;
          gtk_switch_set_active (GTK_SWITCH (w), TRUE);
        }
      else
        {
          self->forced[j] = FALSE;
          gtk_switch_set_active (GTK_SWITCH (w), self->own_choice[j]);
        }
      gtk_widget_set_sensitive (self->option_rows[j], !forced);
    }
  update_advice (self);
}

static void
build_options (SplayNewGameDialog *self)
{
  gboolean any = FALSE;

  for (int i = 0; i < self->rules->n_options; i++)
    {
      const SplayOption *opt = &self->rules->options[i];
      GtkWidget *row, *widget;

      if (opt->scope != SPLAY_OPTION_SCOPE_PLAYER)
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(opt->label));
      if (opt->help != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(opt->help));
      if (opt->kind == SPLAY_OPTION_BOOL)
        {
          widget = gtk_switch_new ();
          gtk_switch_set_active (GTK_SWITCH (widget), opt->def != 0);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
          g_signal_connect_object (widget, "notify::active", G_CALLBACK (update_implied), self,
                                   G_CONNECT_SWAPPED);
        }
      else
        {
          widget = gtk_spin_button_new_with_range (opt->min, opt->max, 1);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), opt->def);
          /* A switch is named as the row's activatable widget. */
          splay_a11y_name_from_row (widget, row);
          g_signal_connect_object (widget, "value-changed", G_CALLBACK (update_advice), self,
                                   G_CONNECT_SWAPPED);
        }
      gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
      adw_preferences_group_add (self->options_group, row);
      self->option_widgets[i] = widget;
      self->option_rows[i] = row;
      any = TRUE;
    }

  /* Below the rows: a warning sign and the rules' note, wrapped, shown
   * only when there is something to say. */
  self->advice_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_top (self->advice_box, 12);
  gtk_widget_set_margin_start (self->advice_box, 6);
  gtk_widget_set_margin_end (self->advice_box, 6);
  {
    GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

    gtk_widget_set_valign (icon, GTK_ALIGN_START);
    gtk_widget_add_css_class (icon, "warning");
    gtk_box_append (GTK_BOX (self->advice_box), icon);
  }
  self->advice_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->advice_label, TRUE);
  gtk_label_set_wrap_mode (self->advice_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->advice_label, 0.0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->advice_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->advice_label), "dim-label");
  gtk_box_append (GTK_BOX (self->advice_box), GTK_WIDGET (self->advice_label));
  gtk_widget_set_visible (self->advice_box, FALSE);
  adw_preferences_group_add (self->options_group, self->advice_box);
  any = any || self->rules->advice != NULL;

  update_implied (self);
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), any);
}

static void
remember_names (SplayNewGameDialog *self, int n)
{
  g_autoptr (GStrvBuilder) builder = NULL;
  g_auto (GStrv) names = NULL;

  if (!splay_preferences_has_key (self->settings, "last-players"))
    return;
  builder = g_strv_builder_new ();
  for (int i = 0; i < n; i++)
    if (seat_is_human (&self->seats[i]))
      g_strv_builder_add (builder, gtk_editable_get_text (GTK_EDITABLE (self->seats[i].name_row)));
  names = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "last-players", (const char *const *) names);
}

static void
show_error (SplayNewGameDialog *self, const char *message)
{
  GtkWidget *dialog
      = adw_message_dialog_new (GTK_WINDOW (self), _("This Game Cannot Start"), message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayNewGameDialog *self = SPLAY_NEW_GAME_DIALOG (widget);
  int n = (int) gtk_adjustment_get_value (self->seats_adjustment);
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  SplaySettings settings;
  gboolean is_match = adw_combo_row_get_selected (self->length_row) == 1;
  int target, max_games, level = -1;
  guint64 seed;

  collect_settings (self, &settings);
  if (self->rules->validate != NULL && !self->rules->validate (&settings, &error))
    {
      show_error (self, error->message);
      return;
    }

  for (int i = 0; i < n; i++)
    {
      Seat *seat = &self->seats[i];
      g_autofree char *name
          = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (seat->name_row))));
      guint kind = adw_combo_row_get_selected (seat->kind_row);

      if (*name == '\0')
        {
          g_free (name);
          name = suggest_name (self, i, kind == 0);
        }
      if (kind == 0 || self->n_levels == 0)
        players[i] = splay_player_new_human (name);
      else
        players[i] = splay_player_new_computer (
            name, self->levels[MIN ((int) kind - 1, self->n_levels - 1)]);
    }

  if (self->by_deals)
    {
      target = 0;
      max_games = is_match ? (int) gtk_adjustment_get_value (self->target_adjustment) : 1;
    }
  else
    {
      target = is_match ? (int) gtk_adjustment_get_value (self->target_adjustment) : 0;
      max_games = is_match ? 0 : 1;
    }
  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  match = splay_match_new (self->rules, &settings, seed, players, target, max_games);
  for (int i = 0; i < n; i++)
    {
      if (level < 0 && !splay_player_is_human (players[i]))
        level = splay_player_get_level (players[i]);
      g_object_unref (players[i]);
    }

  remember_names (self, n);
  remember_options (self->settings, self->rules, &settings, target, max_games, level);
  g_signal_emit (self, signals[START_MATCH], 0, match);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
rules_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayNewGameDialog *self = SPLAY_NEW_GAME_DIALOG (widget);

  splay_rules_window_show (GTK_WINDOW (self), self->rules->id);
}

static void
splay_new_game_dialog_dispose (GObject *object)
{
  SplayNewGameDialog *self = SPLAY_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SPLAY_TYPE_NEW_GAME_DIALOG);
  for (int i = 0; i < SPLAY_MAX_SEATS; i++)
    g_clear_pointer (&self->seats[i].auto_name, g_free);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->known_names, g_strfreev);
  G_OBJECT_CLASS (splay_new_game_dialog_parent_class)->dispose (object);
}

static void
use_name_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  SplayNewGameDialog *self = SPLAY_NEW_GAME_DIALOG (widget);
  const char *name;
  int seat;

  g_variant_get (param, "(i&s)", &seat, &name);
  if (seat < 0 || seat >= self->rules->max_seats || self->seats[seat].name_row == NULL)
    return;
  /* Chosen, not suggested: kept like a typed name. */
  gtk_editable_set_text (GTK_EDITABLE (self->seats[seat].name_row), name);
}

/* Ctrl+N, then Enter starts the match the dialog offers: Start has the
 * focus (GTK would give it to Cancel, the header bar's first button) and
 * is the default. Only a shown window takes a focus. */
static void
splay_new_game_dialog_show (GtkWidget *widget)
{
  SplayNewGameDialog *self = SPLAY_NEW_GAME_DIALOG (widget);

  GTK_WIDGET_CLASS (splay_new_game_dialog_parent_class)->show (widget);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);
  gtk_widget_grab_focus (self->start_button);
}

static void
splay_new_game_dialog_class_init (SplayNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_new_game_dialog_dispose;
  widget_class->show = splay_new_game_dialog_show;

  signals[START_MATCH] = g_signal_new ("start-match", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, SPLAY_TYPE_MATCH);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, seats_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, seats_box);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, length_row);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, seats_row);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, seats_spin);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, target_row);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, target_spin);
  gtk_widget_class_bind_template_child (widget_class, SplayNewGameDialog, target_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, on_seats_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_length_changed);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "new-game.use-name", "(is)", use_name_action);
  gtk_widget_class_install_action (widget_class, "new-game.rules", NULL, rules_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "new-game.rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "new-game.start", NULL);
}

static void
splay_new_game_dialog_init (SplayNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  splay_a11y_name_from_row (self->seats_spin, self->seats_row);
  /* "Target Score", or "Deals" for Splito. */
  splay_a11y_name_from_row (self->target_spin, self->target_row);
  /* "Partie über mehrere Durchgänge" must not be cut short. */
  splay_combo_row_wrap_choice (self->length_row);
}

static GStrv
collect_names (SplayStore *store, GSettings *settings)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto (GStrv) last = NULL;
  g_auto (GStrv) people = NULL;
  const char *real = splay_preferences_get_account_name ();
  g_autofree char *preferred = NULL;

  /* The name set in the preferences comes first; without one, the names
   * used last. */
  if (splay_preferences_has_key (settings, "player-name"))
    {
      g_autofree char *set = g_settings_get_string (settings, "player-name");

      if (*g_strstrip (set) != '\0')
        preferred = splay_preferences_get_player_name ();
    }
  if (preferred != NULL && g_hash_table_add (seen, preferred))
    g_strv_builder_add (builder, preferred);
  if (splay_preferences_has_key (settings, "last-players"))
    last = g_settings_get_strv (settings, "last-players");
  if (store != NULL)
    people = splay_store_list_people (store, NULL);

  for (int k = 0; last && last[k]; k++)
    if (*last[k] && g_hash_table_add (seen, last[k]))
      g_strv_builder_add (builder, last[k]);
  for (int k = 0; people && people[k]; k++)
    if (*people[k] && g_hash_table_add (seen, people[k]))
      g_strv_builder_add (builder, people[k]);
  /* Someone playing for the first time is most likely the account's owner. */
  if (real != NULL && *real && g_hash_table_add (seen, (gpointer) real))
    g_strv_builder_add (builder, real);
  return g_strv_builder_end (builder);
}

GtkWidget *
splay_new_game_dialog_new (GtkWindow *parent, const SplayRules *rules, SplayStore *store,
                           GSettings *settings)
{
  SplayNewGameDialog *self;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (SPLAY_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  self->rules = rules;
  self->store = store ? g_object_ref (store) : NULL;
  self->settings = settings ? g_object_ref (settings) : NULL;
  self->known_names = collect_names (store, settings);

  adw_window_title_set_subtitle (self->window_title, _(rules->name));
  {
    /* Translators: %s is a game's name */
    g_autofree char *title = g_strdup_printf (_("Rules of %s"), _(rules->name));

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rules_row), title);
    adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->rules_row), FALSE);
    /* A game without a page yet shows no row (nor its empty group). */
    gtk_widget_set_visible (
        gtk_widget_get_ancestor (GTK_WIDGET (self->rules_row), ADW_TYPE_PREFERENCES_GROUP),
        splay_rules_available (rules->id));
  }
  gtk_adjustment_configure (self->seats_adjustment, rules->default_seats, rules->min_seats,
                            rules->max_seats, 1, 1, 0);
  gtk_adjustment_set_value (self->target_adjustment, default_target (rules));
  if (default_deals (rules) > 0)
    {
      /* The same two rows ask for a number of deals instead, and a match is
       * what the rules describe, so it is the default. */
      g_autoptr (GtkStringList) kinds = gtk_string_list_new (NULL);

      self->by_deals = TRUE;
      gtk_string_list_append (kinds, _("Single game"));
      gtk_string_list_append (kinds, _("Match of several deals"));
      adw_combo_row_set_model (self->length_row, G_LIST_MODEL (kinds));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->target_row), _("_Deals"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->target_row),
                                   _("The scores of all deals are added up"));
      gtk_adjustment_configure (self->target_adjustment, default_deals (rules), 2, 20, 1, 1, 0);
      adw_combo_row_set_selected (self->length_row, 1);
    }

  build_seats (self);
  build_options (self);
  on_seats_changed (self);
  on_length_changed (self);
  return GTK_WIDGET (self);
}

SplayMatch *
splay_new_game_dialog_quick_match (const SplayRules *rules, SplayStore *store, GSettings *settings,
                                   int n_players, int level, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *level_text = NULL;
  g_auto (GStrv) names = NULL;
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  SplaySettings values, last;
  SplayLevel remembered;
  SplayMatch *match;
  int target = 0, max_games = default_deals (rules) > 0 ? default_deals (rules) : 1, n;
  gboolean known;

  g_return_val_if_fail (rules != NULL, NULL);

  /* A game whose options changed since they were saved starts afresh. */
  known = recall_options (settings, rules, &text, &target, &max_games, &level_text)
          && splay_settings_from_text (rules, text, &last, NULL);
  n = n_players != 0 ? n_players : known ? last.n_seats : rules->default_seats;
  if (n < rules->min_seats || n > rules->max_seats)
    {
      if (rules->min_seats == rules->max_seats)
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     /* Translators: a game, then the number of players it takes */
                     _("%s is played by %d players."), _(rules->name), rules->min_seats);
      else
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     /* Translators: a game, then the fewest and the most players it takes */
                     _("%s is played by %d to %d players."), _(rules->name), rules->min_seats,
                     rules->max_seats);
      return NULL;
    }
  if (level < 0)
    level = known && splay_level_from_string (level_text, &remembered)
                    && splay_ai_level_available (rules, remembered)
                ? (int) remembered
                : SPLAY_LEVEL_MEDIUM;
  if (!splay_ai_level_available (rules, level))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: a game, then a computer player's level ("Hard") */
                   _("%s has no computer player at the level %s."), _(rules->name),
                   splay_level_name (level));
      return NULL;
    }

  /* The options the person chose; the ones the deal sets follow from the
   * seats. */
  splay_settings_defaults (rules, n, &values);
  for (int i = 0; known && i < rules->n_options; i++)
    if (rules->options[i].scope == SPLAY_OPTION_SCOPE_PLAYER)
      values.values[i] = last.values[i];
  splay_settings_normalize (rules, &values);
  if (rules->validate != NULL && !rules->validate (&values, NULL))
    splay_settings_defaults (rules, n, &values);

  names = collect_names (store, settings);
  if (names[0] != NULL)
    players[0] = splay_player_new_human (names[0]);
  else
    {
      /* Translators: default name of a person's seat */
      g_autofree char *name = g_strdup_printf (_("Player %d"), 1);
      players[0] = splay_player_new_human (name);
    }
  for (int i = 1; i < n; i++)
    {
      /* Translators: default name of a computer seat */
      g_autofree char *name = g_strdup_printf (_("Computer %d"), i);
      players[i] = splay_player_new_computer (name, level);
    }
  match = splay_match_new (rules, &values, ((guint64) g_random_int () << 32) | g_random_int (),
                           players, target, max_games);
  for (int i = 0; i < n; i++)
    g_object_unref (players[i]);
  remember_options (settings, rules, &values, target, max_games, level);
  return match;
}

void
splay_new_game_dialog_set_n_seats (SplayNewGameDialog *self, int n_seats)
{
  g_return_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self));
  gtk_adjustment_set_value (self->seats_adjustment, n_seats);
}

void
splay_new_game_dialog_set_seat (SplayNewGameDialog *self, int seat, const char *name, int level)
{
  g_return_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat >= 0 && seat < self->rules->max_seats);

  if (level < 0)
    adw_combo_row_set_selected (self->seats[seat].kind_row, 0);
  else
    for (int k = 0; k < self->n_levels; k++)
      if ((int) self->levels[k] == level)
        adw_combo_row_set_selected (self->seats[seat].kind_row, k + 1);
  if (name != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->seats[seat].name_row), name);
}

void
splay_new_game_dialog_set_target (SplayNewGameDialog *self, int target)
{
  g_return_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (!self->by_deals);
  adw_combo_row_set_selected (self->length_row, target > 0 ? 1 : 0);
  if (target > 0)
    gtk_adjustment_set_value (self->target_adjustment, target);
}

gboolean
splay_new_game_dialog_is_by_deals (SplayNewGameDialog *self)
{
  g_return_val_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self), FALSE);
  return self->by_deals;
}

void
splay_new_game_dialog_set_deals (SplayNewGameDialog *self, int deals)
{
  g_return_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (self->by_deals);
  adw_combo_row_set_selected (self->length_row, deals > 1 ? 1 : 0);
  if (deals > 1)
    gtk_adjustment_set_value (self->target_adjustment, deals);
}

void
splay_new_game_dialog_set_option (SplayNewGameDialog *self, const char *key, int value)
{
  int i;
  GtkWidget *w;

  g_return_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self));
  i = option_index (self->rules, key);
  g_return_if_fail (i >= 0);
  w = self->option_widgets[i];
  g_return_if_fail (w != NULL);
  if (GTK_IS_SWITCH (w) && self->forced[i])
    self->own_choice[i] = value != 0; /* shown once nothing forces it */
  else if (GTK_IS_SWITCH (w))
    gtk_switch_set_active (GTK_SWITCH (w), value != 0);
  else
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), value);
}

int
splay_new_game_dialog_get_option (SplayNewGameDialog *self, const char *key)
{
  int i;
  GtkWidget *w;

  g_return_val_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self), 0);
  i = option_index (self->rules, key);
  g_return_val_if_fail (i >= 0, 0);
  w = self->option_widgets[i];
  g_return_val_if_fail (w != NULL, 0);
  if (GTK_IS_SWITCH (w))
    return gtk_switch_get_active (GTK_SWITCH (w));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w));
}

gboolean
splay_new_game_dialog_get_option_sensitive (SplayNewGameDialog *self, const char *key)
{
  int i;

  g_return_val_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self), FALSE);
  i = option_index (self->rules, key);
  g_return_val_if_fail (i >= 0 && self->option_widgets[i] != NULL, FALSE);
  return gtk_widget_is_sensitive (self->option_widgets[i]);
}

const char *
splay_new_game_dialog_get_advice (SplayNewGameDialog *self)
{
  g_return_val_if_fail (SPLAY_IS_NEW_GAME_DIALOG (self), NULL);
  if (self->advice_box == NULL || !gtk_widget_get_visible (self->advice_box))
    return NULL;
  return gtk_label_get_text (self->advice_label);
}
