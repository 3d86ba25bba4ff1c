/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-combo-choice.c: the choice an AdwComboRow shows, wrapped.
 *
 * AdwComboRow (libadwaita 1.2) cuts the chosen item short at 160 pixels,
 * which in a 360 pixel window (and in German) hides what was chosen:
 * "Partie über mehrere …". Its use-subtitle does not hide the shown choice
 * in 1.2. These factories show the choice as a label that wraps at about
 * a name's length beside the row's title; the list that drops down keeps
 * plain labels. For rows whose model is a GtkStringList. */
#include "config.h"

#include "splay-combo-choice.h"

static void
setup_choice (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (wrap != NULL)
    {
      gtk_label_set_xalign (GTK_LABEL (label), 1.f);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      /* Never so wide that it squeezes the row's title. */
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
    }
  else
    gtk_label_set_xalign (GTK_LABEL (label), 0.f);
  gtk_list_item_set_child (item, label);
}

static void
bind_choice (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GObject *object = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      GTK_IS_STRING_OBJECT (object)
                          ? gtk_string_object_get_string (GTK_STRING_OBJECT (object))
                          : "");
}

void
splay_combo_row_wrap_choice (AdwComboRow *row)
{
  GtkListItemFactory *shown = gtk_signal_list_item_factory_new ();
  GtkListItemFactory *listed = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (shown, "setup", G_CALLBACK (setup_choice), GINT_TO_POINTER (TRUE));
  g_signal_connect (shown, "bind", G_CALLBACK (bind_choice), NULL);
  g_signal_connect (listed, "setup", G_CALLBACK (setup_choice), NULL);
  g_signal_connect (listed, "bind", G_CALLBACK (bind_choice), NULL);
  adw_combo_row_set_factory (row, shown);
  adw_combo_row_set_list_factory (row, listed);
  g_object_unref (shown);
  g_object_unref (listed);
}
