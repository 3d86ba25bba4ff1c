/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-a11y.h"
#include "splay-splito-zone.h"
#include "splay-splito-grid.h"
#include "splay-splito-drawing.h"

struct _SplaySplitoZone
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *title;
  GtkWidget *info;
  GtkWidget *subtitle;
  GtkWidget *value;
  GtkWidget *grid;
  GtkWidget *clamp;
  GtkWidget *cards_box;

  int zone;
  int side;           /* SPLITO_LEFT, SPLITO_RIGHT of the seat at the screen, or -1 */
  int text_width;     /* splay_splito_zone_set_sizes () */
  gboolean two_lines; /* splay_splito_zone_set_info_lines () */
  char *text;
};

G_DEFINE_FINAL_TYPE (SplaySplitoZone, splay_splito_zone, GTK_TYPE_WIDGET)

/* Between the side and the worth on one line. */
#define INFO_SPACING 8

enum
{
  CLICKED,
  CARD_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The colours, then the values, of a zone's score: "red 2, blue 3; 3s:
 * 2, 6s: 3"; empty when the zone holds only scoring cards. */
static char *
counts_text (const SplitoZoneScore *zs)
{
  g_autoptr (GString) str = g_string_new (NULL);

  for (int c = 0; c < SPLITO_N_COLOURS; c++)
    if (zs->colour_count[c] > 0)
      {
        if (str->len > 0)
          g_string_append (str, ", ");
        /* Translators: a colour count in a zone, "red 2" */
        g_string_append_printf (str, _("%s %d"), splito_colour_name (c), zs->colour_count[c]);
      }
  g_string_append (str, "; ");
  for (int v = 1; v <= SPLITO_N_VALUES; v++)
    if (zs->value_count[v] > 0)
      {
        if (str->str[str->len - 2] != ';')
          g_string_append (str, ", ");
        /* Translators: how many cards of a value a zone has, "3s: 2" */
        g_string_append_printf (str, _("%ds: %d"), v, zs->value_count[v]);
      }
  if (g_str_has_suffix (str->str, "; "))
    g_string_truncate (str, str->len - 2);
  return g_string_free (g_steal_pointer (&str), FALSE);
}

char *
splay_splito_cards_text (const SplitoZoneScore *zs)
{
  g_autofree char *counts = counts_text (zs);

  if (*counts == '\0')
    return g_strdup_printf (ngettext ("%d card", "%d cards", zs->n_cards), zs->n_cards);
  /* Translators: "5 cards: red 2, blue 3; 3s: 2, 6s: 3" */
  return g_strdup_printf (ngettext ("%d card: %s", "%d cards: %s", zs->n_cards), zs->n_cards,
                          counts);
}

char *
splay_splito_scoring_line (const SplitoCardScore *cs)
{
  g_autofree char *cond = splito_scoring_card_text (cs->card);
  g_autofree char *reason = splito_card_score_reason (cs);
  int points = splito_scoring_card (cs->card)->points;
  g_autofree char *head = NULL;

  if (cs->fulfilled)
    /* Translators: a fulfilled scoring card on the sheet: condition, points */
    head = g_strdup_printf (ngettext ("✓ %s: %d point", "✓ %s: %d points", points), cond, points);
  else
    /* Translators: a scoring card not fulfilled: condition, its points */
    head = g_strdup_printf (ngettext ("✗ %s: 0 of %d point", "✗ %s: 0 of %d points", points), cond,
                            points);
  if (cs->is_public)
    /* Translators: the sheet line of a public card the zone won: line, why */
    return g_strdup_printf (_("%s (public card) — %s"), head, reason);
  /* Translators: a sheet line: the card and points, then why */
  return g_strdup_printf (_("%s — %s"), head, reason);
}

char *
splay_splito_selected_text (SplayCard card)
{
  g_autofree char *cond = NULL;
  int points;

  if (!splito_card_is_scoring (card))
    return NULL;
  cond = splito_scoring_card_text (card);
  points = splito_scoring_card (card)->points;
  /* Translators: the tip while a scoring card is selected: its condition
   * and points, "Selected: No card of value 4 (2 points)." */
  return g_strdup_printf (
      ngettext ("Selected: %s (%d point).", "Selected: %s (%d points).", points), cond, points);
}

/* @name with its spaces made no-break spaces: a heading too long for a
 * narrow zone wraps between the two names, never inside one ("Computer" and
 * "2" on two lines). */
static char *
unbroken (const char *name)
{
  g_auto (GStrv) words = g_strsplit (name, " ", -1);

  return g_strjoinv ("\u00a0", words);
}

/* The zone's name: the two neighbours who share it, or with two players the
 * owner and the side. */
char *
splay_splito_zone_title (SplayView *view, const SplitoState *s, int zone)
{
  g_autofree char *name_a = NULL;
  g_autofree char *name_b = NULL;
  int a, b;

  splito_zone_seats (s, zone, &a, &b);
  if (a == b)
    return g_strdup_printf (splito_zone_side (s, a, zone) == SPLITO_LEFT
                                /* Translators: two-player Splito: a player's own zone */
                                ? _("%s · left")
                                : _("%s · right"),
                            splay_view_get_name (view, a));
  name_a = unbroken (splay_view_get_name (view, a));
  name_b = unbroken (splay_view_get_name (view, b));
  /* Translators: the zone shared by two neighbours, "Anna | Ben" */
  return g_strdup_printf (_("%s | %s"), name_a, name_b);
}

/* Which cards of zone @zone were revealed in the last round. */
static void
fresh_cards (const SplitoState *s, int zone, gboolean *fresh)
{
  memset (fresh, 0, sizeof (gboolean) * SPLITO_ZONE_MAX);
  if (s->round == 0)
    return;
  for (int t = 0; t < s->n_seats; t++)
    {
      SplayCard c = s->last_card[t];
      int z;

      if (c == SPLAY_CARD_NONE || s->last_side[t] > SPLITO_RIGHT)
        continue;
      z = s->last_side[t] == SPLITO_LEFT ? splito_left_zone (s, t) : splito_right_zone (s, t);
      if (z != zone)
        continue;
      for (int i = 0; i < s->zone_n[z]; i++)
        if (s->zone[z][i] == c)
          fresh[i] = TRUE;
    }
}

/* The side ("Your left zone (L)") and the worth on one line when both
 * fit the zone's width, one under the other when not (a narrow zone, of
 * four or more in a line). A zone without a side (not the person's) has
 * the worth alone under its title, and an empty line over it when the
 * board asks for two (splay_splito_zone_set_info_lines ()), so that
 * every zone's grid starts as high. */
static void
fit_info (SplaySplitoZone *self)
{
  gboolean one_line = !self->two_lines;

  if (self->side >= 0)
    {
      int side = 0, worth = 0;

      gtk_widget_measure (self->subtitle, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &side, NULL, NULL);
      gtk_widget_measure (self->value, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &worth, NULL, NULL);
      one_line = self->text_width <= 0 || side + INFO_SPACING + worth <= self->text_width;
    }
  gtk_widget_set_visible (self->subtitle, self->side >= 0 || !one_line);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->info),
                                  one_line ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->info), one_line ? INFO_SPACING : 3);
}

int
splay_splito_zone_get_info_lines (SplaySplitoZone *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_ZONE (self), 1);
  /* Its own texts' lines: not the empty one it may keep. */
  return self->side >= 0
                 && gtk_orientable_get_orientation (GTK_ORIENTABLE (self->info))
                        == GTK_ORIENTATION_VERTICAL
             ? 2
             : 1;
}

void
splay_splito_zone_set_info_lines (SplaySplitoZone *self, int lines)
{
  g_return_if_fail (SPLAY_IS_SPLITO_ZONE (self));
  if (self->two_lines == (lines >= 2))
    return;
  self->two_lines = lines >= 2;
  fit_info (self);
}

void
splay_splito_zone_update (SplaySplitoZone *self, const SplitoState *s, const char *title, int side,
                          gboolean hint_target, gboolean animate)
{
  int zone;
  gboolean over = s->phase == SPLITO_PHASE_OVER;
  gboolean fresh[SPLITO_ZONE_MAX];
  SplitoZoneScore zs;
  g_autofree char *value = NULL;
  g_autofree char *cards = NULL;
  g_autoptr (GString) text = g_string_new (NULL);
  GtkWidget *child;

  g_return_if_fail (SPLAY_IS_SPLITO_ZONE (self));
  zone = self->zone;
  splito_score_zone (s, zone, &zs);
  fresh_cards (s, zone, fresh);
  gtk_label_set_text (GTK_LABEL (self->title), title);
  splay_splito_set_tooltip (self->title, title);
  gtk_label_set_text (GTK_LABEL (self->subtitle), side == SPLITO_LEFT    ? _("Your left zone (L)")
                                                  : side == SPLITO_RIGHT ? _("Your right zone (R)")
                                                                         : "");
  self->side = side;
  if (side >= 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "mine");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "mine");
  if (hint_target)
    gtk_widget_add_css_class (GTK_WIDGET (self), "hint-target");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "hint-target");

  value
      = over
            /* Translators: what a zone scored at the end of the deal */
            ? g_strdup_printf (ngettext ("Scored %d point", "Scored %d points", zs.value), zs.value)
            /* Translators: what a zone would score if the deal ended now */
            : g_strdup_printf (ngettext ("Worth %d point now", "Worth %d points now", zs.value),
                               zs.value);
  gtk_label_set_text (GTK_LABEL (self->value), value);
  fit_info (self);
  splay_splito_grid_set (SPLAY_SPLITO_GRID (self->grid), s->zone[zone], s->zone_n[zone], fresh,
                         animate);

  while ((child = gtk_widget_get_first_child (self->cards_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->cards_box), child);
  for (int i = 0; i < zs.n_scoring; i++)
    {
      const SplitoCardScore *cs = &zs.scoring[i];
      g_autofree char *cond = splito_scoring_card_text (cs->card);
      g_autofree char *reason = splito_card_score_reason (cs);
      int points = splito_scoring_card (cs->card)->points;
      /* Translators: a scoring card in a zone: fulfilled or not, points, condition */
      g_autofree char *line
          = g_strdup_printf (_("%s %d · %s"), cs->fulfilled ? "✓" : "✗", points, cond);
      GtkWidget *label = gtk_label_new (line);
      gboolean is_fresh = FALSE;

      for (int k = 0; k < s->zone_n[zone]; k++)
        if (s->zone[zone][k] == cs->card && fresh[k])
          is_fresh = TRUE;
      /* In the body font, wrapping within the zone's width (the zone
       * grows as tall as its list: nothing is cut off). */
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (label, "objective");
      gtk_widget_add_css_class (label, cs->fulfilled ? "success" : "dim-label");
      if (is_fresh)
        gtk_widget_add_css_class (label, "fresh");
      if (cs->is_public)
        gtk_widget_add_css_class (label, "public");
      gtk_widget_set_tooltip_text (label, reason);
      gtk_box_append (GTK_BOX (self->cards_box), label);
    }

  cards = splay_splito_cards_text (&zs);
  /* A zone's accessible summary: "Anna | Ben, Worth 4 points now, 5 cards: ..." */
  g_string_append_printf (text, "%s, %s, %s", title, value, cards);
  for (int i = 0; i < zs.n_scoring; i++)
    {
      g_autofree char *line = splay_splito_scoring_line (&zs.scoring[i]);
      g_string_append (text, ". ");
      g_string_append (text, line);
    }
  g_free (self->text);
  self->text = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->text,
                                  -1);
}

static void
on_released (GtkGestureClick *gesture, int n_press, double x, double y, SplaySplitoZone *self)
{
  g_signal_emit (self, signals[CLICKED], 0);
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, SplaySplitoZone *self)
{
  gboolean placed = FALSE;

  gtk_widget_remove_css_class (GTK_WIDGET (self), "drop-hover");
  g_signal_emit (self, signals[CARD_DROPPED], 0, g_value_get_uint (value), &placed);
  return placed;
}

static GdkDragAction
on_drop_enter (GtkDropTarget *target, double x, double y, SplaySplitoZone *self)
{
  gtk_widget_add_css_class (GTK_WIDGET (self), "drop-hover");
  return GDK_ACTION_MOVE;
}

static void
on_drop_leave (GtkDropTarget *target, SplaySplitoZone *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self), "drop-hover");
}

static void
splay_splito_zone_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SPLAY_TYPE_SPLITO_ZONE);
  G_OBJECT_CLASS (splay_splito_zone_parent_class)->dispose (object);
}

static void
splay_splito_zone_finalize (GObject *object)
{
  g_free (SPLAY_SPLITO_ZONE (object)->text);
  G_OBJECT_CLASS (splay_splito_zone_parent_class)->finalize (object);
}

static void
splay_splito_zone_class_init (SplaySplitoZoneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_splito_zone_dispose;
  object_class->finalize = splay_splito_zone_finalize;

  signals[CLICKED] = g_signal_new ("clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
  signals[CARD_DROPPED] = g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_true_handled,
                                        NULL, NULL, G_TYPE_BOOLEAN, 1, G_TYPE_UINT);

  g_type_ensure (SPLAY_TYPE_SPLITO_GRID);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-splito-zone.ui");
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoZone, title);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoZone, info);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoZone, subtitle);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoZone, value);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoZone, grid);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoZone, clamp);
  gtk_widget_class_bind_template_child (widget_class, SplaySplitoZone, cards_box);
  gtk_widget_class_set_css_name (widget_class, "splay-splito-zone");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  /* A click on a zone places the picked card there. */
  splay_a11y_install_activate (widget_class, FALSE);
}

static void
splay_splito_zone_init (SplaySplitoZone *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->side = -1;
  gtk_widget_set_visible (self->subtitle, FALSE);
  gtk_widget_set_size_request (GTK_WIDGET (self), SPLAY_SPLITO_GRID_WIDTH + 18, -1);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), SPLAY_SPLITO_GRID_WIDTH);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (self->clamp), SPLAY_SPLITO_GRID_WIDTH);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);

  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  g_signal_connect (drop, "enter", G_CALLBACK (on_drop_enter), self);
  g_signal_connect (drop, "leave", G_CALLBACK (on_drop_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

/* The grid's cells of @cell pixels, the objectives wrapping at
 * @text_width (at least the grid's width). */
void
splay_splito_zone_set_sizes (SplaySplitoZone *self, int cell, int text_width)
{
  int grid_width = cell * 8 + 6;

  g_return_if_fail (SPLAY_IS_SPLITO_ZONE (self));
  text_width = MAX (text_width, grid_width);
  splay_splito_grid_set_cell (SPLAY_SPLITO_GRID (self->grid), cell);
  gtk_widget_set_size_request (GTK_WIDGET (self), text_width + 18, -1);
  adw_clamp_set_maximum_size (ADW_CLAMP (self->clamp), text_width);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (self->clamp), text_width);
  self->text_width = text_width;
  fit_info (self);
}

GtkWidget *
splay_splito_zone_new (int zone)
{
  SplaySplitoZone *self = g_object_new (SPLAY_TYPE_SPLITO_ZONE, NULL);

  self->zone = zone;
  /* Also as data, as the cards carry their index: the tests find a zone's
   * drop target by it, as a pointer finds the zone by its place. */
  g_object_set_data (G_OBJECT (self), "zone", GINT_TO_POINTER (zone));
  return GTK_WIDGET (self);
}

int
splay_splito_zone_get_index (SplaySplitoZone *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_ZONE (self), -1);
  return self->zone;
}

const char *
splay_splito_zone_get_text (SplaySplitoZone *self)
{
  g_return_val_if_fail (SPLAY_IS_SPLITO_ZONE (self), NULL);
  return self->text;
}
