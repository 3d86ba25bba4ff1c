/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-board-keys.h"

static void
bind (GtkWidgetClass *widget_class, guint key, const char *name)
{
  gtk_widget_class_add_binding_action (widget_class, key, 0, name, NULL);
  if (key == GDK_KEY_Return)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, name, NULL);
  else if (key >= GDK_KEY_a && key <= GDK_KEY_z)
    gtk_widget_class_add_binding_action (widget_class, gdk_keyval_to_upper (key), GDK_SHIFT_MASK,
                                         name, NULL);
}

static void
bind_digits (GtkWidgetClass *widget_class, const char *name)
{
  for (int k = 1; k <= 9; k++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + k, 0, name, "i", k);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + k, 0, name, "i", k);
    }
}

void
splay_board_class_add_actions (GtkWidgetClass *widget_class, const SplayBoardAction *actions,
                               gsize n_actions)
{
  for (gsize i = 0; i < n_actions; i++)
    {
      const SplayBoardAction *a = &actions[i];

      gtk_widget_class_install_action (widget_class, a->name, a->parameter_type, a->activate);
      for (gsize k = 0; k < G_N_ELEMENTS (a->keys) && a->keys[k] != 0; k++)
        {
          if (a->keys[k] == SPLAY_BOARD_KEY_DIGITS)
            bind_digits (widget_class, a->name);
          else
            bind (widget_class, a->keys[k], a->name);
        }
    }
}
