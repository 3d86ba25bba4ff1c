/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-rules-page.h"
#include "splay-rules-content.h"
#include "splay-card-row.h"
#include "splay-card-widget.h"
#include "../engine/catalog.h"

/* A line of about 70 characters reads best; wider windows get margins. */
#define PAGE_MAX_WIDTH 680
/* Five cards and a little fan fit side by side at 360 pixels. */
#define CARD_WIDTH 46

/* ---- drawing helpers ---- */

static char *
card_label (SplayCard card)
{
  if (card == SPLAY_CARD_UNKNOWN)
    return g_strdup (_("Face-down card"));
  if (!splay_card_is_real (card))
    return g_strdup (_("Empty place"));
  return splay_card_name (card);
}

static char *
pile_label (SplayCard top, int depth)
{
  g_autofree char *name = card_label (top);

  if (depth <= 0)
    return g_steal_pointer (&name);
  /* Translators: a pile in a rules drawing: "Nine of hearts, on 5 more cards" */
  return g_strdup_printf (ngettext ("%s, on %d more card", "%s, on %d more cards", depth), name,
                          depth);
}

GtkWidget *
splay_rules_card_new (SplayCard top, int depth)
{
  GtkWidget *w = splay_card_widget_new (CARD_WIDTH, FALSE);
  g_autofree char *label = pile_label (top, depth);

  splay_card_widget_set_card (SPLAY_CARD_WIDGET (w), top);
  splay_card_widget_set_depth (SPLAY_CARD_WIDGET (w), depth);
  splay_card_widget_set_label (SPLAY_CARD_WIDGET (w), label);
  return w;
}

GtkWidget *
splay_rules_fan_new (const SplayCard *cards, int n_cards, int depth)
{
  GtkWidget *w = splay_card_widget_new (CARD_WIDTH, FALSE);
  g_autoptr (GString) label = g_string_new (NULL);

  n_cards = CLAMP (n_cards, 0, SPLAY_CARD_WIDGET_MAX_FAN);
  splay_card_widget_set_cards (SPLAY_CARD_WIDGET (w), cards, n_cards);
  splay_card_widget_set_depth (SPLAY_CARD_WIDGET (w), depth);
  /* Read from the top down, as a player looks at a pile. */
  for (int i = n_cards - 1; i >= 0; i--)
    {
      g_autofree char *name = i == 0 ? pile_label (cards[i], depth) : card_label (cards[i]);

      if (label->len > 0)
        /* Translators: separates the cards of a pile, read from the top */
        g_string_append (label, _(", "));
      g_string_append (label, name);
    }
  splay_card_widget_set_label (SPLAY_CARD_WIDGET (w), label->str);
  return w;
}

GtkWidget *
splay_rules_row_new (const SplayCard *cards, int n_cards)
{
  GtkWidget *row = splay_card_row_new ();

  for (int i = 0; i < n_cards; i++)
    splay_card_row_append (SPLAY_CARD_ROW (row), splay_rules_card_new (cards[i], 0));
  return row;
}

GtkWidget *
splay_rules_drawing_label_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

void
splay_rules_add_part (GtkWidget *box, const char *text, GtkWidget *part)
{
  gtk_widget_set_halign (part, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), splay_rules_drawing_label_new (text));
  gtk_box_append (GTK_BOX (box), part);
}

/* ---- the page ---- */

struct _SplayRulesPage
{
  AdwBin parent_instance;

  GtkWidget *scroller;
  char *game_id;
  gboolean has_content;
  GPtrArray *headings; /* GtkLabel*, not owned: the page's section headings */
  guint n_drawings;
};

G_DEFINE_FINAL_TYPE (SplayRulesPage, splay_rules_page, ADW_TYPE_BIN)

gboolean
splay_rules_available (const char *game_id)
{
  return splay_rules_content_lookup (game_id) != NULL;
}

static GtkWidget *
text_label (const char *text, gboolean markup)
{
  /* The role is fixed when the widget is made, so it is given here. */
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "wrap", TRUE, "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   "xalign", 0.f, "halign", GTK_ALIGN_FILL, NULL);

  if (markup)
    gtk_label_set_markup (GTK_LABEL (label), text);
  else
    gtk_label_set_text (GTK_LABEL (label), text);
  return label;
}

static GtkWidget *
heading_label (const char *text, int level)
{
  GtkWidget *label
      = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, "label", text,
                      "wrap", TRUE, "wrap-mode", PANGO_WRAP_WORD_CHAR, "xalign", 0.f, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
  gtk_widget_add_css_class (label, level == 1 ? "title-1" : "title-3");
  gtk_widget_add_css_class (label, "rules-heading");
  return label;
}

/* One bulleted item: the bullet is decoration, the text is what is read. */
static GtkWidget *
list_item (const char *text)
{
  GtkWidget *box = g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM,
                                 "orientation", GTK_ORIENTATION_HORIZONTAL, "spacing", 8, NULL);
  GtkWidget *bullet
      = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, "label",
                      "•", "valign", GTK_ALIGN_START, "margin-start", 6, NULL);
  GtkWidget *label = text_label (text, TRUE);

  gtk_widget_add_css_class (label, "body");
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), bullet);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static GtkWidget *
drawing_figure (GtkWidget *drawing, const char *caption)
{
  GtkWidget *figure = g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                    "orientation", GTK_ORIENTATION_VERTICAL, "spacing", 6,
                                    "margin-top", 6, "margin-bottom", 6, NULL);

  gtk_widget_set_halign (drawing, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (figure), drawing);
  gtk_widget_add_css_class (figure, "rules-drawing");
  if (caption != NULL)
    {
      GtkWidget *label = text_label (caption, TRUE);

      gtk_label_set_xalign (GTK_LABEL (label), 0.5f);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (figure), label);
      /* The caption says what the picture shows. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (figure), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      gtk_label_get_text (GTK_LABEL (label)), -1);
    }
  return figure;
}

static GtkWidget *
no_rules_notice (const char *game_id)
{
  const SplayCatalogEntry *entry = splay_catalog_lookup (game_id);
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "help-browser-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Rules Page Yet"));
  if (entry != NULL)
    {
      /* Translators: %s is a game's name */
      g_autofree char *text
          = g_strdup_printf (_("The rules of %s are not written down here yet."), _(entry->name));
      adw_status_page_set_description (ADW_STATUS_PAGE (status), text);
    }
  return status;
}

static GtkWidget *
build_column (SplayRulesPage *self, const SplayRulesContent *content,
              const SplayCatalogEntry *entry)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = NULL;

  gtk_widget_set_margin_top (column, 24);
  gtk_widget_set_margin_bottom (column, 36);
  gtk_widget_set_margin_start (column, 12);
  gtk_widget_set_margin_end (column, 12);
  gtk_widget_add_css_class (column, "rules-page");

  if (entry != NULL)
    gtk_box_append (GTK_BOX (column), heading_label (_(entry->name), 1));

  for (const SplayRulesBlock *b = content->blocks; b->kind != SPLAY_RULES_END; b++)
    {
      GtkWidget *child = NULL;

      /* Consecutive items form one list. */
      if (b->kind != SPLAY_RULES_ITEM)
        list = NULL;

      switch (b->kind)
        {
        case SPLAY_RULES_HEADING:
          child = heading_label (_(b->text), 2);
          gtk_widget_set_margin_top (child, 18);
          g_ptr_array_add (self->headings, child);
          break;
        case SPLAY_RULES_PARA:
          child = text_label (_(b->text), TRUE);
          gtk_widget_add_css_class (child, "body");
          break;
        case SPLAY_RULES_ITEM:
          if (list == NULL)
            {
              list = g_object_new (GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                                   "orientation", GTK_ORIENTATION_VERTICAL, "spacing", 6, NULL);
              gtk_box_append (GTK_BOX (column), list);
            }
          gtk_box_append (GTK_BOX (list), list_item (_(b->text)));
          break;
        case SPLAY_RULES_DRAWING:
          {
            GtkWidget *drawing = splay_rules_drawing_make (content->drawings, b->text);

            if (drawing == NULL)
              {
                /* A drawing the game does not know: leave it out rather than
                 * show an empty frame; the text stands without it. */
                g_warning ("The rules of %s have no drawing called “%s”", content->game_id,
                           b->text);
                break;
              }
            child = drawing_figure (drawing, b->caption != NULL ? _(b->caption) : NULL);
            self->n_drawings++;
          }
          break;
        case SPLAY_RULES_END:
        default: break;
        }
      if (child != NULL)
        gtk_box_append (GTK_BOX (column), child);
    }
  return column;
}

void
splay_rules_page_set_game (SplayRulesPage *self, const char *game_id)
{
  const SplayRulesContent *content;
  GtkWidget *clamp;

  g_return_if_fail (SPLAY_IS_RULES_PAGE (self));

  if (self->game_id != NULL && g_strcmp0 (self->game_id, game_id) == 0)
    return;
  g_free (self->game_id);
  self->game_id = g_strdup (game_id);
  g_ptr_array_set_size (self->headings, 0);
  self->n_drawings = 0;

  content = splay_rules_content_lookup (game_id);
  self->has_content = content != NULL;
  if (content == NULL)
    {
      adw_bin_set_child (ADW_BIN (self), no_rules_notice (game_id));
      self->scroller = NULL;
      return;
    }

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), PAGE_MAX_WIDTH);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 520);
  adw_clamp_set_child (ADW_CLAMP (clamp),
                       build_column (self, content, splay_catalog_lookup (game_id)));

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), clamp);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  adw_bin_set_child (ADW_BIN (self), self->scroller);
}

const char *
splay_rules_page_get_game (SplayRulesPage *self)
{
  g_return_val_if_fail (SPLAY_IS_RULES_PAGE (self), NULL);
  return self->game_id;
}

gboolean
splay_rules_page_has_content (SplayRulesPage *self)
{
  g_return_val_if_fail (SPLAY_IS_RULES_PAGE (self), FALSE);
  return self->has_content;
}

GStrv
splay_rules_page_get_headings (SplayRulesPage *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SPLAY_IS_RULES_PAGE (self), NULL);
  for (guint i = 0; i < self->headings->len; i++)
    g_strv_builder_add (builder, gtk_label_get_text (g_ptr_array_index (self->headings, i)));
  return g_strv_builder_end (builder);
}

guint
splay_rules_page_get_n_drawings (SplayRulesPage *self)
{
  g_return_val_if_fail (SPLAY_IS_RULES_PAGE (self), 0);
  return self->n_drawings;
}

static void
splay_rules_page_finalize (GObject *object)
{
  SplayRulesPage *self = SPLAY_RULES_PAGE (object);

  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->headings, g_ptr_array_unref);
  G_OBJECT_CLASS (splay_rules_page_parent_class)->finalize (object);
}

static void
splay_rules_page_class_init (SplayRulesPageClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = splay_rules_page_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "splay-rules-page");
}

static void
splay_rules_page_init (SplayRulesPage *self)
{
  self->headings = g_ptr_array_new ();
}

GtkWidget *
splay_rules_page_new (const char *game_id)
{
  SplayRulesPage *self = g_object_new (SPLAY_TYPE_RULES_PAGE, NULL);

  splay_rules_page_set_game (self, game_id);
  return GTK_WIDGET (self);
}

/* ---- the window ---- */

struct _SplayRulesWindow
{
  AdwWindow parent_instance;

  SplayRulesPage *page;
  GtkDropDown *games;
  /* The catalog ids offered in @games, in its order. */
  const char *ids[SPLAY_N_GAMES];
  guint n_ids;
};

G_DEFINE_FINAL_TYPE (SplayRulesWindow, splay_rules_window, ADW_TYPE_WINDOW)

static SplayRulesWindow *current_window; /* weak */

static void
update_title (SplayRulesWindow *self)
{
  const SplayCatalogEntry *entry = splay_catalog_lookup (splay_rules_page_get_game (self->page));
  /* Translators: title of the rules window; %s is a game's name */
  g_autofree char *title = g_strdup_printf (_("Rules of %s"), entry ? _(entry->name) : "");

  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
on_game_selected (SplayRulesWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->games);

  if (i >= self->n_ids)
    return;
  splay_rules_page_set_game (self->page, self->ids[i]);
  update_title (self);
}

static void
splay_rules_window_dispose (GObject *object)
{
  SplayRulesWindow *self = SPLAY_RULES_WINDOW (object);

  if (current_window == self)
    current_window = NULL;
  G_OBJECT_CLASS (splay_rules_window_parent_class)->dispose (object);
}

static void
splay_rules_window_class_init (SplayRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = splay_rules_window_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
splay_rules_window_init (SplayRulesWindow *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  gtk_window_set_default_size (GTK_WINDOW (self), 640, 760);
  gtk_widget_set_size_request (GTK_WIDGET (self), 360, 294);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
  gtk_window_set_hide_on_close (GTK_WINDOW (self), FALSE);

  /* Every game with a page, in the catalog's order: the player can look up
   * another game without going back to the chooser. */
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    if (splay_rules_available (splay_catalog[i].id))
      {
        gtk_string_list_append (names, _(splay_catalog[i].name));
        self->ids[self->n_ids++] = splay_catalog[i].id;
      }
  self->games = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->games), _("Show the rules of another game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->games), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Game"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self->games), self->n_ids > 1);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->games));

  self->page = SPLAY_RULES_PAGE (splay_rules_page_new (NULL));
  gtk_widget_set_vexpand (GTK_WIDGET (self->page), TRUE);

  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->page));
  adw_window_set_content (ADW_WINDOW (self), box);

  g_signal_connect_object (self->games, "notify::selected", G_CALLBACK (on_game_selected), self,
                           G_CONNECT_SWAPPED);
}

static void
splay_rules_window_set_game (SplayRulesWindow *self, const char *game_id)
{
  for (guint i = 0; i < self->n_ids; i++)
    if (g_strcmp0 (self->ids[i], game_id) == 0)
      {
        gtk_drop_down_set_selected (self->games, i);
        break;
      }
  /* Also for a game without a page (not in the list): say so. */
  splay_rules_page_set_game (self->page, game_id);
  update_title (self);
}

SplayRulesWindow *
splay_rules_window_show (GtkWindow *parent, const char *game_id)
{
  SplayRulesWindow *self;

  /* One rules window: a new one above whoever asked, so it is never hidden
   * behind (or blocked by) a modal dialog opened after it. */
  if (current_window != NULL)
    gtk_window_destroy (GTK_WINDOW (current_window));

  self = g_object_new (SPLAY_TYPE_RULES_WINDOW, "transient-for", parent, "modal",
                       parent != NULL && gtk_window_get_modal (parent), NULL);
  splay_rules_window_set_game (self, game_id);
  current_window = self;
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

SplayRulesWindow *
splay_rules_window_get_current (void)
{
  return current_window;
}

SplayRulesPage *
splay_rules_window_get_page (SplayRulesWindow *self)
{
  g_return_val_if_fail (SPLAY_IS_RULES_WINDOW (self), NULL);
  return self->page;
}
