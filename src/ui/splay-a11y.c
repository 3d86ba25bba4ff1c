/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-a11y.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#define ACTIVATE_ACTION "card.activate"

static GtkGestureClick *
find_click (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        return GTK_GESTURE_CLICK (controller);
    }
  return NULL;
}

/* A click as the pointer makes it, through the handlers the board connected
 * (some act on press, some on release). */
static void
click_at (GtkWidget *widget, gboolean at_bottom)
{
  GtkGestureClick *click = find_click (widget);
  double x = gtk_widget_get_width (widget) / 2.0;
  double y = at_bottom ? MAX (gtk_widget_get_height (widget) - 2.0, 0.0)
                       : gtk_widget_get_height (widget) / 2.0;

  if (click == NULL)
    return;
  g_object_ref (widget);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_signal_emit_by_name (click, "released", 1, x, y);
  g_object_unref (widget);
}

static void
activate_middle (GtkWidget *widget, const char *name, GVariant *param)
{
  click_at (widget, FALSE);
}

static void
activate_bottom (GtkWidget *widget, const char *name, GVariant *param)
{
  click_at (widget, TRUE);
}

void
splay_a11y_install_activate (GtkWidgetClass *widget_class, gboolean at_bottom)
{
  g_return_if_fail (GTK_IS_WIDGET_CLASS (widget_class));
  gtk_widget_class_install_action (widget_class, ACTIVATE_ACTION, NULL,
                                   at_bottom ? activate_bottom : activate_middle);
}

void
splay_a11y_update_activate (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  gtk_widget_action_set_enabled (widget, ACTIVATE_ACTION, find_click (widget) != NULL);
}

/* ---- button names ---- */

/* "_Put Back" reads "Put Back"; "__" stands for an underscore. */
static GString *
without_mnemonic (const char *label)
{
  GString *plain = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            p++;
          else
            continue;
        }
      g_string_append_c (plain, *p);
    }
  return plain;
}

static void fix_button (GtkButton *button);

static void
on_button_label_changed (GtkButton *button)
{
  fix_button (button);
}

static void
fix_button (GtkButton *button)
{
  GtkWidget *child = gtk_button_get_child (button);
  const char *label = NULL;
  g_autoptr (GString) plain = NULL;

  if (!g_object_get_data (G_OBJECT (button), "splay-a11y-watched"))
    {
      g_object_set_data (G_OBJECT (button), "splay-a11y-watched", GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::label", G_CALLBACK (on_button_label_changed), NULL);
      g_signal_connect (button, "notify::use-underline", G_CALLBACK (on_button_label_changed),
                        NULL);
    }
  /* Read the label from the child: while a button turns from a label into
   * an icon, it says "label" changed with the icon already in place, and
   * gtk_button_get_label () would take the image for a label. */
  if (GTK_IS_LABEL (child))
    label = gtk_label_get_label (GTK_LABEL (child));
  if (label == NULL || !gtk_button_get_use_underline (button))
    return;
  plain = without_mnemonic (label);
  /* The mnemonic label names the button a second time; the name alone is
   * enough. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  plain->str, -1);
}

void
splay_a11y_fix_button_names (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_BUTTON (root))
    fix_button (GTK_BUTTON (root));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    splay_a11y_fix_button_names (c);
}

/* ---- rows of keys ---- */

/* GtkShortcutLabel's @accelerator in words: alternatives apart by spaces,
 * "1...5" a range, each key as GTK names it in the user's language. NULL
 * if a key does not parse. */
static char *
keys_in_words (const char *accelerator)
{
  g_auto (GStrv) alternatives = g_strsplit (accelerator, " ", -1);
  g_autoptr (GString) words = g_string_new (NULL);

  for (int i = 0; alternatives[i] != NULL; i++)
    {
      g_auto (GStrv) range = g_strsplit (alternatives[i], "...", 2);
      g_autofree char *first = NULL;
      g_autofree char *last = NULL;

      if (*alternatives[i] == '\0')
        continue;
      for (int k = 0; k < 2 && range[k] != NULL; k++)
        {
          guint keyval;
          GdkModifierType mods;

          if (!gtk_accelerator_parse (range[k], &keyval, &mods))
            return NULL;
          *(k == 0 ? &first : &last) = gtk_accelerator_get_label (keyval, mods);
        }
      if (words->len > 0)
        g_string_append (words, ", ");
      if (last != NULL)
        /* Translators: a range of keys, as "1 to 5" */
        g_string_append_printf (words, _("%s to %s"), first, last);
      else
        g_string_append (words, first);
    }
  return words->len > 0 ? g_strdup (words->str) : NULL;
}

void
splay_a11y_describe_keys (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_SHORTCUT_LABEL (root))
    {
      GtkWidget *row = gtk_widget_get_ancestor (root, GTK_TYPE_LIST_BOX_ROW);
      const char *accelerator = gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (root));
      g_autofree char *words = accelerator != NULL ? keys_in_words (accelerator) : NULL;

      if (row != NULL && words != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        words, -1);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    splay_a11y_describe_keys (c);
}

/* ---- controls at the end of a row ---- */

static void
name_from_row (AdwPreferencesRow *row, GParamSpec *pspec, GtkWidget *widget)
{
  const char *title = adw_preferences_row_get_title (row);
  g_autoptr (GString) plain = adw_preferences_row_get_use_underline (row)
                                  ? without_mnemonic (title != NULL ? title : "")
                                  : g_string_new (title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  plain->str, -1);
}

void
splay_a11y_name_from_row (GtkWidget *widget, GtkWidget *row)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (ADW_IS_PREFERENCES_ROW (row));
  name_from_row (ADW_PREFERENCES_ROW (row), NULL, widget);
  g_signal_connect_object (row, "notify::title", G_CALLBACK (name_from_row), widget, 0);
}

/* ---- announcements ---- */

void
splay_a11y_announce (GtkWidget *widget, GtkLabel *live, const char *text)
{
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));
  if (text == NULL || *text == '\0')
    return;
#if GTK_CHECK_VERSION(4, 14, 0)
  if (widget != NULL)
    {
      gtk_accessible_announce (GTK_ACCESSIBLE (widget), text,
                               GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
      return;
    }
#endif
  if (live != NULL)
    gtk_label_set_text (live, text);
}
