/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What assistive technology needs beyond what GTK 4.8 gives by itself. */

/* The accessible action of a card, pile or zone: "card.activate" does what
 * a click does, so that a screen reader (AT-SPI's Action interface) can
 * press what a mouse can. GTK 4.8 lists a widget's installed actions as
 * its accessible actions; the action sends a click (press and release) to
 * the widget's own GtkGestureClick, at its middle or, with @at_bottom, at
 * its bottom edge (the top card of a downward fan). The action is enabled
 * only while the widget has a GtkGestureClick. */
void splay_a11y_install_activate (GtkWidgetClass *widget_class, gboolean at_bottom);
/* Enables "card.activate" on @widget if it has a GtkGestureClick by now
 * (call after adding one). */
void splay_a11y_update_activate (GtkWidget *widget);

/* A button whose label has a mnemonic ("_Put Back") is named by GTK 4.8
 * twice and with the underscore ("_Put Back Put Back"). Gives every such
 * button under @root (itself included) its label without the underscore,
 * once, now and whenever its label changes. */
void splay_a11y_fix_button_names (GtkWidget *root);

/* A control at the end of an AdwActionRow (a spin button) is named by
 * GTK 4.8 after its type ("GtkSpinButton"): names @widget with @row's
 * title, without its mnemonic, now and whenever the title changes. */
void splay_a11y_name_from_row (GtkWidget *widget, GtkWidget *row);

/* A row of keys (a GtkShortcutLabel in a list row, as the keyboard
 * shortcuts window has them) is read by its name alone: gives every such
 * row under @root the keys in words as its description ("Ctrl+N"; "Left,
 * Right"; "1 to 5"). */
void splay_a11y_describe_keys (GtkWidget *root);

/* Says @text to a screen reader: gtk_accessible_announce () where GTK has
 * it (4.14), else through @live, a label with the status role whose text
 * changes (a live region). @live may be NULL. */
void splay_a11y_announce (GtkWidget *widget, GtkLabel *live, const char *text);

G_END_DECLS
