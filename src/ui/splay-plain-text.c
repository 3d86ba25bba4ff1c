/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-plain-text.h"

/* About how many characters of @widget's font fit in @px. */
static int
chars_in (GtkWidget *widget, int px)
{
  PangoFontMetrics *metrics
      = pango_context_get_metrics (gtk_widget_get_pango_context (widget), NULL, NULL);
  int char_width = pango_font_metrics_get_approximate_char_width (metrics);

  pango_font_metrics_unref (metrics);
  return px * PANGO_SCALE / MAX (char_width, 1);
}

AdwToast *
splay_plain_toast_new (const char *text, GtkWidget *overlay)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (escaped);
  GtkWidget *title = gtk_label_new (text);
  /* The toast's frame, its close button and the overlay's margins. */
  int width = overlay != NULL ? gtk_widget_get_width (overlay) - 120 : 0;
  int chars = width > 0 ? CLAMP (chars_in (overlay, width), 12, 80) : 80;

  /* The title's own label keeps one line and cuts the rest with an
   * ellipsis: a refused move's reason or a failed save's lost its end, on
   * a phone after thirty characters. This one wraps, and shows it whole:
   * no wider than the overlay has room for (the toast takes the width
   * its title asks for, even past the window's edge), and asking for
   * little at least, so that the window can still be made narrow while
   * it shows. */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (title), 0.f);
  gtk_label_set_width_chars (GTK_LABEL (title), MIN ((int) g_utf8_strlen (text, -1), 12));
  gtk_label_set_max_width_chars (GTK_LABEL (title), chars);
  gtk_widget_add_css_class (title, "toast-text");
  adw_toast_set_custom_title (toast, title);
  /* Long enough to read: four seconds, and one more for every twenty
   * characters past sixty (a failed save's says what to expect). */
  adw_toast_set_timeout (toast, 4 + MIN (6, MAX (0, (int) g_utf8_strlen (text, -1) - 60) / 20));
  return toast;
}

void
splay_plain_status_page_set_description (AdwStatusPage *page, const char *text)
{
  g_autofree char *escaped = text != NULL ? g_markup_escape_text (text, -1) : NULL;

  adw_status_page_set_description (page, escaped);
}

void
splay_plain_preferences_group_set_description (AdwPreferencesGroup *group, const char *text)
{
  g_autofree char *escaped = text != NULL ? g_markup_escape_text (text, -1) : NULL;

  adw_preferences_group_set_description (group, escaped);
}

static gboolean
tooltip_when_cut (GtkWidget *label, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  gpointer data)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (GTK_LABEL (label)));
  return TRUE;
}

void
splay_plain_label_tooltip_when_cut (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_widget_set_has_tooltip (GTK_WIDGET (label), TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (tooltip_when_cut), NULL);
}
