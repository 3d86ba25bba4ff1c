/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a board's frame paints with the cairo renderer: no CSS filter on a
 * board's buttons. GTK 4.8 draws a filter as a colour-matrix node, through
 * an image of its own recoloured pixel by pixel, 0.2-0.5 ms a button in
 * every frame (docs/benchmarks.md, "What the paint of a resize costs");
 * style.css dims a board's disabled buttons with opacity instead. */
#include "config.h"

#include <adwaita.h>

#include "engine/catalog.h"
#include "ui/splay-board.h"
#include "ui-test-util.h"

static void
count_nodes (GskRenderNode *node, guint *color_matrix, guint *opacity)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_nodes (gsk_container_node_get_child (node, i), color_matrix, opacity);
      break;
    case GSK_TRANSFORM_NODE:
      count_nodes (gsk_transform_node_get_child (node), color_matrix, opacity);
      break;
    case GSK_OPACITY_NODE:
      (*opacity)++;
      count_nodes (gsk_opacity_node_get_child (node), color_matrix, opacity);
      break;
    case GSK_CLIP_NODE: count_nodes (gsk_clip_node_get_child (node), color_matrix, opacity); break;
    case GSK_ROUNDED_CLIP_NODE:
      count_nodes (gsk_rounded_clip_node_get_child (node), color_matrix, opacity);
      break;
    case GSK_COLOR_MATRIX_NODE:
      (*color_matrix)++;
      count_nodes (gsk_color_matrix_node_get_child (node), color_matrix, opacity);
      break;
    case GSK_DEBUG_NODE:
      count_nodes (gsk_debug_node_get_child (node), color_matrix, opacity);
      break;
    default: break;
    }
}

/* How many of @widget's descendant buttons cannot be pressed and show. */
static guint
disabled_buttons (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_BUTTON (widget) && !gtk_widget_is_sensitive (widget))
    n++;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += disabled_buttons (c);
  return n;
}

/* Splat at the start of a round: the packets of the cut and Ready cannot
 * be pressed yet; Spite and Malice: Put Back, with no card held. */
static void
test_no_filter (gconstpointer data)
{
  const char *game_id = data;
  const SplayCatalogEntry *entry = splay_catalog_lookup (game_id);
  SplayPlayer *seats[2];
  SplaySettings settings;
  SplayMatch *match;
  GtkWidget *board;
  GtkWindow *window;
  GdkPaintable *paintable;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  guint color_matrix = 0, opacity = 0;

  g_assert_nonnull (entry);
  seats[0] = splay_player_new_human ("Ada");
  seats[1] = splay_player_new_computer ("Robot", SPLAY_LEVEL_RANDOM);
  splay_settings_defaults (entry->rules, 2, &settings);
  match = splay_match_new (entry->rules, &settings, 3, seats, 0, 0);
  g_object_unref (seats[0]);
  g_object_unref (seats[1]);
  splay_match_set_computer_delay (match, 600000);
  splay_match_start_next_game (match);
  board = splay_board_new_for_game (match);
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 1280, 800);
  gtk_window_set_child (window, board);
  gtk_window_present (window);
  while (!gtk_widget_get_mapped (board))
    g_main_context_iteration (NULL, TRUE);
  ui_spin (200);

  g_assert_cmpuint (disabled_buttons (board), >, 0);
  paintable = gtk_widget_paintable_new (board);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (board),
                          gtk_widget_get_height (board));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  count_nodes (node, &color_matrix, &opacity);
  g_assert_cmpuint (color_matrix, ==, 0);
  /* The disabled buttons are still dimmed. */
  g_assert_cmpuint (opacity, >, 0);

  gsk_render_node_unref (node);
  g_object_unref (paintable);
  /* The window and its board go, and the match with them. */
  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &board);
  ui_destroy_window (window);
  g_assert_null (board);
  g_assert_finalize_object (match);
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  adw_init ();
  {
    /* The application's style sheet, as AdwApplication loads it. */
    GtkCssProvider *provider = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (provider, "/io/github/splaycards/Splay/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref (provider);
  }
  g_test_add_data_func ("/paint/no-filter/splat", "splat", test_no_filter);
  g_test_add_data_func ("/paint/no-filter/spite-malice", "spite-malice", test_no_filter);
  return ui_test_run ();
}
