/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-sheet.c: Splito's scoring sheet, zone by zone and player by
 * player, as a window and as text. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "splay-splito-sheet.h"
#include "splay-splito-zone.h"

typedef struct
{
  GtkWidget *box; /* NULL: text only */
  GString *text;
} Sheet;

static void
sheet_line (Sheet *sheet, int indent, const char *css, const char *line)
{
  if (sheet->box != NULL)
    {
      GtkWidget *label = gtk_label_new (line);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, indent * 18);
      if (css != NULL)
        gtk_widget_add_css_class (label, css);
      if (css != NULL && g_str_equal (css, "heading"))
        gtk_widget_set_margin_top (label, 12);
      gtk_box_append (GTK_BOX (sheet->box), label);
    }
  for (int i = 0; i < indent; i++)
    g_string_append (sheet->text, "  ");
  g_string_append (sheet->text, line);
  g_string_append_c (sheet->text, '\n');
}

static void
build_sheet (SplayView *view, Sheet *sheet)
{
  const SplitoState *s = splay_view_get_state (view);
  gboolean over = s->phase == SPLITO_PHASE_OVER;

  sheet_line (sheet, 0, "title-4", over ? _("The deal is scored") : _("If the deal ended now"));
  for (int z = 0; z < s->n_zones; z++)
    {
      SplitoZoneScore zs;
      g_autofree char *title = splay_splito_zone_title (view, s, z);
      g_autofree char *head = NULL;
      g_autofree char *ncards = NULL;

      splito_score_zone (s, z, &zs);
      /* Translators: a zone's heading on the scoring sheet, "Anna | Ben: 7 points" */
      head
          = g_strdup_printf (ngettext ("%s: %d point", "%s: %d points", zs.value), title, zs.value);
      sheet_line (sheet, 0, "heading", head);
      ncards = splay_splito_cards_text (&zs);
      sheet_line (sheet, 1, "dim-label", ncards);
      if (zs.n_scoring == 0)
        sheet_line (sheet, 1, NULL, _("No scoring card here: the zone is worth nothing."));
      for (int i = 0; i < zs.n_scoring; i++)
        {
          g_autofree char *line = splay_splito_scoring_line (&zs.scoring[i]);
          sheet_line (sheet, 1, zs.scoring[i].fulfilled ? "success" : NULL, line);
        }
    }
  for (int i = 0; i < s->out_n; i++)
    {
      g_autofree char *cond = splito_scoring_card_text (s->out[i]);
      /* Translators: a public card that no zone won alone */
      g_autofree char *line = g_strdup_printf (_("Set aside, no zone led alone: %s"), cond);
      sheet_line (sheet, 0, "dim-label", line);
    }

  sheet_line (sheet, 0, "heading", _("Players: left × right"));
  for (int seat = 0; seat < s->n_seats; seat++)
    {
      SplitoZoneScore l, r;
      g_autofree char *line = NULL;

      splito_score_zone (s, splito_left_zone (s, seat), &l);
      splito_score_zone (s, splito_right_zone (s, seat), &r);
      /* Translators: a player's deal score, "Anna: 7 × 3 = 21 (left × right)" */
      line = g_strdup_printf (_("%s: %d × %d = %d"), splay_view_get_name (view, seat), l.value,
                              r.value, l.value * r.value);
      sheet_line (sheet, 1, NULL, line);
    }
}

GtkWidget *
splay_splito_sheet_open (GtkWidget *parent, SplayView *view)
{
  GtkWidget *window, *content, *header, *scroller, *box;
  GtkEventController *keys;
  Sheet sheet;
  GtkRoot *root = gtk_widget_get_root (parent);

  g_return_val_if_fail (view != NULL && splay_view_get_state (view) != NULL, NULL);

  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Scoring Sheet"));
  gtk_window_set_default_size (GTK_WINDOW (window), 620, 640);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), scroller);
  adw_window_set_content (ADW_WINDOW (window), content);

  sheet.box = box;
  sheet.text = g_string_new (NULL);
  build_sheet (view, &sheet);
  g_string_free (sheet.text, TRUE);

  keys = GTK_EVENT_CONTROLLER (gtk_shortcut_controller_new ());
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys), gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                        gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

char *
splay_splito_sheet_text (SplayView *view)
{
  Sheet sheet = { NULL, NULL };

  g_return_val_if_fail (view != NULL, NULL);
  if (splay_view_get_state (view) == NULL)
    return g_strdup ("");
  sheet.text = g_string_new (NULL);
  build_sheet (view, &sheet);
  return g_string_free (sheet.text, FALSE);
}
