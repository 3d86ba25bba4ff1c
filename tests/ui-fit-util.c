/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "engine/catalog.h"
#include "engine/spite-malice.h"
#include "model/splay-realtime.h"
#include "ui/splay-card-row.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-splito-card.h"
#include "ui-fit-util.h"

const char *const ui_fit_games[5] = { "splatoids", "spit", "splat", "splito", "spite-malice" };

/* ---- waiting ---- */

typedef struct
{
  GtkWidget *window;
  int frames;
} Settle;

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  ((Settle *) data)->frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
settled (gpointer data)
{
  Settle *s = data;

  return s->frames >= 4 && gtk_widget_get_width (s->window) > 0;
}

void
ui_fit_settle (Fixture *f)
{
  Settle s = { GTK_WIDGET (f->window), 0 };
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (f->window), count_frame, &s, NULL);

  gtk_widget_queue_resize (GTK_WIDGET (f->window));
  ui_wait_for (settled, &s);
  gtk_widget_remove_tick_callback (GTK_WIDGET (f->window), id);
}

void
ui_fit_resize (Fixture *f, int width, int height)
{
  /* A window on screen keeps its size: the default size applies when it is
   * shown again. */
  gtk_widget_set_visible (GTK_WIDGET (f->window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_present (GTK_WINDOW (f->window));
  ui_fit_settle (f);
}

SplayBoard *
ui_fit_start (Fixture *f, const char *game_id, int n_players, guint64 seed)
{
  return ui_fit_start_named (f, game_id, n_players, seed, NULL, NULL);
}

SplayBoard *
ui_fit_start_named (Fixture *f, const char *game_id, int n_players, guint64 seed,
                    const char *const *names, const char *options)
{
  const SplayCatalogEntry *entry = splay_catalog_lookup (game_id);
  const SplayRules *rules = entry != NULL ? entry->rules : NULL;
  SplayPlayer *players[SPLAY_MAX_SEATS];
  SplaySettings values;
  g_autoptr (SplayMatch) match = NULL;

  g_assert_nonnull (rules);
  players[0] = splay_player_new_human (names != NULL ? names[0] : "Ada");
  for (int i = 1; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Robot %d", i);
      players[i] = splay_player_new_computer (names != NULL ? names[i] : name, SPLAY_LEVEL_EASY);
    }
  splay_settings_defaults (rules, n_players, &values);
  if (g_str_equal (game_id, "spite-malice"))
    values.values[SPITE_MALICE_OPT_GOAL] = 10;
  if (options != NULL)
    {
      g_auto (GStrv) pairs = g_strsplit (options, " ", -1);

      for (int i = 0; pairs[i] != NULL; i++)
        {
          g_auto (GStrv) kv = g_strsplit (pairs[i], "=", 2);

          g_assert_nonnull (kv[1]);
          g_assert_cmpint (splay_rules_option_index (rules, kv[0]), >=, 0);
          splay_settings_set (rules, &values, kv[0], atoi (kv[1]));
        }
    }
  /* One deal. */
  match = splay_match_new (rules, &values, seed, players, 0, 1);
  for (int i = 0; i < n_players; i++)
    g_object_unref (players[i]);
  splay_window_start_match (f->window, match);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
  ui_fit_settle (f);
  return splay_window_get_board (f->window);
}

/* ---- checking ---- */

/* Says which widgets under a scroller ask for the most across, to find
 * the one that makes it scroll. */
static void
report_wide (GtkWidget *w, int limit, int depth)
{
  int min;

  if (!gtk_widget_get_visible (w) || depth > 14)
    return;
  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min < limit)
    return;
  g_test_message ("%*s%s.%s asks for %d px (margins %d+%d) %s", depth, "", G_OBJECT_TYPE_NAME (w),
                  gtk_widget_get_css_classes (w)[0] != NULL ? gtk_widget_get_css_classes (w)[0]
                                                            : "",
                  min, gtk_widget_get_margin_start (w), gtk_widget_get_margin_end (w),
                  GTK_IS_LABEL (w) ? gtk_label_get_text (GTK_LABEL (w)) : "");
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    report_wide (c, limit / 2, depth + 1);
}

static void
check_no_sideways (GtkWidget *w)
{
  /* The header bar's title is a scroller of its own, made to give way to
   * the buttons on a narrow window. */
  if (!gtk_widget_get_mapped (w) || ADW_IS_HEADER_BAR (w))
    return;
  if (GTK_IS_SCROLLED_WINDOW (w))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (w));
      double over = gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h)
                    - gtk_adjustment_get_page_size (h);

      if (over > 0.5)
        {
          g_autoptr (GString) path = g_string_new (NULL);

          report_wide (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (w)),
                       (int) gtk_adjustment_get_page_size (h), 0);

          for (GtkWidget *p = w; p != NULL; p = gtk_widget_get_parent (p))
            g_string_append_printf (
                path, " < %s.%s", G_OBJECT_TYPE_NAME (p),
                gtk_widget_get_css_classes (p)[0] != NULL ? gtk_widget_get_css_classes (p)[0] : "");
          g_error ("a scrolled window (%d×%d) scrolls sideways by %.0f px:%s",
                   gtk_widget_get_width (w), gtk_widget_get_height (w), over, path->str);
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    check_no_sideways (c);
}

void
ui_fit_assert_no_sideways (GtkWidget *window)
{
  check_no_sideways (window);
}

static gboolean
inside (GtkWidget *w, GtkWidget *area)
{
  graphene_rect_t b;
  int aw = gtk_widget_get_width (area), ah = gtk_widget_get_height (area);

  if (!gtk_widget_compute_bounds (w, area, &b))
    return FALSE;
  return b.origin.x >= -0.5 && b.origin.y >= -0.5 && b.origin.x + b.size.width <= aw + 0.5
         && b.origin.y + b.size.height <= ah + 0.5 && b.size.width >= 1 && b.size.height >= 1;
}

/* @w lies inside the window and in view in every scroller around it. */
static gboolean
in_view (GtkWidget *window, GtkWidget *w)
{
  if (!inside (w, window))
    return FALSE;
  for (GtkWidget *p = gtk_widget_get_parent (w); p != NULL && p != window;
       p = gtk_widget_get_parent (p))
    if (GTK_IS_SCROLLED_WINDOW (p) && !inside (w, p))
      return FALSE;
  return TRUE;
}

/* Scrolls every scroller around @w, the innermost first, so that @w is in
 * its view, as far as it can. */
static void
scroll_to (GtkWidget *window, GtkWidget *w)
{
  for (GtkWidget *p = gtk_widget_get_parent (w); p != NULL && p != window;
       p = gtk_widget_get_parent (p))
    {
      GtkWidget *child;
      GtkAdjustment *v;
      graphene_rect_t b;
      double page, value;

      if (!GTK_IS_SCROLLED_WINDOW (p))
        continue;
      child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (p));
      /* Where @w lies in what scrolls: in the view, plus how far it is
       * scrolled (a margin of the content counts too). */
      if (child == NULL || !gtk_widget_compute_bounds (w, child, &b))
        continue;
      v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (p));
      page = gtk_adjustment_get_page_size (v);
      b.origin.y += (float) gtk_adjustment_get_value (v);
      /* Its top in view, and all of it if it fits. */
      value = b.size.height <= page ? b.origin.y + b.size.height - page : b.origin.y;
      if (b.origin.y >= gtk_adjustment_get_value (v)
          && b.origin.y + b.size.height <= gtk_adjustment_get_value (v) + page)
        continue;
      if (b.origin.y < gtk_adjustment_get_value (v))
        value = b.origin.y;
      g_test_message ("scrolling %s from %.0f to %.0f (card at %.0f+%.0f, page %.0f, upper %.0f)",
                      G_OBJECT_TYPE_NAME (child), gtk_adjustment_get_value (v), value, b.origin.y,
                      b.size.height, page, gtk_adjustment_get_upper (v));
      gtk_adjustment_set_value (v, value);
      /* The scrolled content is placed anew before the next scroller out
       * measures where @w lies. */
      gtk_test_widget_wait_for_draw (window);
    }
}

/* Says how tall the parts of what scrolls are, to find what makes it
 * taller than its room. */
static void
report_tall (GtkWidget *w, int depth)
{
  if (!gtk_widget_get_visible (w) || depth > 5 || gtk_widget_get_height (w) < 16)
    return;
  g_test_message (
      "%*s%s.%s %d px tall %s", depth, "", G_OBJECT_TYPE_NAME (w),
      gtk_widget_get_css_classes (w)[0] != NULL ? gtk_widget_get_css_classes (w)[0] : "",
      gtk_widget_get_height (w), GTK_IS_LABEL (w) ? gtk_label_get_text (GTK_LABEL (w)) : "");
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    report_tall (c, depth + 1);
}

static void
check_one (GtkWidget *window, GtkWidget *w, gboolean may_scroll, UiFitCount *count,
           const char *what)
{
  graphene_rect_t b = GRAPHENE_RECT_INIT (0, 0, 0, 0);

  if (!in_view (window, w) && may_scroll)
    {
      /* A second time if a board placed its table anew meanwhile. */
      for (int i = 0; i < 3 && !in_view (window, w); i++)
        {
          scroll_to (window, w);
          gtk_test_widget_wait_for_draw (window);
        }
      count->scrolled++;
    }
  if (in_view (window, w))
    return;
  if (count->soft)
    {
      count->unreachable++;
      return;
    }
  for (GtkWidget *p = gtk_widget_get_parent (w); p != NULL; p = gtk_widget_get_parent (p))
    if (GTK_IS_SCROLLED_WINDOW (p))
      {
        report_tall (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (p)), 0);
        break;
      }
  for (GtkWidget *p = gtk_widget_get_parent (w); p != NULL; p = gtk_widget_get_parent (p))
    if (GTK_IS_SCROLLED_WINDOW (p) || SPLAY_IS_BOARD (p) || GTK_IS_VIEWPORT (p))
      {
        graphene_rect_t r;
        GtkAdjustment *v = GTK_IS_SCROLLED_WINDOW (p)
                               ? gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (p))
                               : NULL;

        if (!gtk_widget_compute_bounds (p, window, &r))
          continue;
        int min = 0;

        gtk_widget_measure (p, GTK_ORIENTATION_VERTICAL, (int) r.size.width, &min, NULL, NULL,
                            NULL);
        g_test_message (
            "  in %s (least height %d) at %.0f,%.0f %.0fx%.0f%s%.0f/%.0f/%.0f",
            G_OBJECT_TYPE_NAME (p), min, r.origin.x, r.origin.y, r.size.width, r.size.height,
            v ? " scroll value/page/upper " : " ", v ? gtk_adjustment_get_value (v) : 0,
            v ? gtk_adjustment_get_page_size (v) : 0, v ? gtk_adjustment_get_upper (v) : 0);
      }
  if (!gtk_widget_compute_bounds (w, window, &b))
    b = GRAPHENE_RECT_INIT (-1, -1, 0, 0);
  g_error ("%s (%s “%s”) at %.0f,%.0f %.0f×%.0f cannot be reached in the %d×%d window", what,
           G_OBJECT_TYPE_NAME (w),
           GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL
               ? gtk_button_get_label (GTK_BUTTON (w))
               : "",
           b.origin.x, b.origin.y, b.size.width, b.size.height, gtk_widget_get_width (window),
           gtk_widget_get_height (window));
}

static void
walk (GtkWidget *window, GtkWidget *w, gboolean may_scroll, UiFitCount *count)
{
  if (!gtk_widget_get_mapped (w) || !gtk_widget_get_child_visible (w))
    return;
  /* An opponent's hand shown face up (at the end of a deal) is not the
   * person's. */
  if (gtk_widget_has_css_class (w, "opponent"))
    return;
  if (GTK_IS_BUTTON (w))
    {
      check_one (window, w, may_scroll, count, "a button");
      count->buttons++;
      return;
    }
  if (SPLAY_IS_CARD_ROW (w))
    {
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        if (gtk_widget_get_mapped (c))
          {
            check_one (window, c, may_scroll, count, "a card of the hand");
            count->cards++;
          }
      return;
    }
  if ((SPLAY_IS_CARD_WIDGET (w)
       && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w)) == GTK_ACCESSIBLE_ROLE_BUTTON)
      || SPLAY_IS_SPLITO_CARD (w))
    {
      check_one (window, w, may_scroll, count, "a card");
      count->cards++;
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    walk (window, c, may_scroll, count);
}

void
ui_fit_assert_reachable (GtkWidget *window, GtkWidget *root, gboolean may_scroll, UiFitCount *count)
{
  walk (window, root, may_scroll, count);
}

void
ui_fit_shoot (GtkWidget *window, const char *name)
{
  const char *dir = g_getenv ("SPLAY_TEST_SHOTS");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GtkSnapshot) snapshot = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  int w = gtk_widget_get_width (window), h = gtk_widget_get_height (window);

  if (dir == NULL || *dir == '\0')
    return;
  gtk_test_widget_wait_for_draw (window);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  file = g_strdup_printf ("%s.png", name);
  path = g_build_filename (dir, file, NULL);
  g_mkdir_with_parents (dir, 0755);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

int
ui_fit_cards_for (SplayBoard *board, int width, int height, int *natural)
{
  SPLAY_BOARD_GET_CLASS (board)->size_cards (board, width, height);
  gtk_widget_measure (GTK_WIDGET (board), GTK_ORIENTATION_VERTICAL, width, NULL, natural, NULL,
                      NULL);
  gtk_widget_queue_resize (GTK_WIDGET (board));
  return ui_fit_largest_cards (GTK_WIDGET (board));
}

int
ui_fit_largest_cards (GtkWidget *root)
{
  int most = 0;

  if (!gtk_widget_get_mapped (root))
    return 0;
  if (SPLAY_IS_CARD_WIDGET (root))
    return splay_card_widget_get_card_width (SPLAY_CARD_WIDGET (root));
  if (SPLAY_IS_SPLITO_CARD (root))
    {
      gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &most, NULL, NULL);
      return most;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    most = MAX (most, ui_fit_largest_cards (c));
  return most;
}
