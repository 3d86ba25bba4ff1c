/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Splito's kept images (src/ui/splay-splito-image.c): a face is drawn
 * once per card, size and style; a widget's last image stands in, scaled,
 * only while its size keeps changing, and a sharp redraw follows. */
#include "config.h"

#include <gtk/gtk.h>

#include "engine/splito.h"
#include "ui/splay-splito-image.h"

static void
draw_plain (cairo_t *cr, gpointer data)
{
  (*(int *) data)++;
  cairo_set_source_rgb (cr, 0.8, 0.1, 0.1);
  cairo_paint (cr);
}

/* Appends what @kept offers for @key at @width x @height into a snapshot
 * of its own; returns whether it offered anything, and the node's size. */
static gboolean
offer (SplaySplitoKept *kept, GtkWidget *widget, guint64 key, float width, float height,
       graphene_rect_t *bounds)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gboolean offered = splay_splito_kept_append (kept, widget, snapshot, key, width, height);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);

  graphene_rect_init (bounds, 0, 0, 0, 0);
  if (node != NULL)
    {
      gsk_render_node_get_bounds (node, bounds);
      gsk_render_node_unref (node);
    }
  return offered;
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
test_stand_in (void)
{
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  SplaySplitoKept kept = { 0 };
  graphene_rect_t bounds;
  gboolean waited = FALSE;
  int drawn = 0;
  GskRenderNode *node;

  /* Nothing kept: the caller draws. */
  g_assert_false (offer (&kept, widget, 1, 40, 56, &bounds));
  node = splay_splito_image_node (40, 56, 1, draw_plain, &drawn);
  g_assert_cmpint (drawn, ==, 1);
  splay_splito_kept_set (&kept, node, 1, 40, 56);
  gsk_render_node_unref (node);

  /* The same size and key: the kept image, not drawn again. */
  g_assert_true (offer (&kept, widget, 1, 40, 56, &bounds));
  g_assert_cmpfloat (bounds.size.width, ==, 40);
  g_assert_cmpfloat (bounds.size.height, ==, 56);
  /* Something else (another card, style or scale): drawn anew. */
  g_assert_false (offer (&kept, widget, 2, 40, 56, &bounds));
  /* A first change of size after a rest is drawn sharp at once... */
  g_assert_false (offer (&kept, widget, 1, 44, 61, &bounds));
  g_assert_cmpuint (kept.settle, ==, 0);
  /* ...the next ones, a moment later (a resize), are the kept image
   * scaled to the new size, and a sharp redraw is due. */
  g_assert_true (offer (&kept, widget, 1, 48, 67, &bounds));
  g_assert_cmpfloat (bounds.size.width, ==, 48);
  g_assert_cmpfloat (bounds.size.height, ==, 67);
  g_assert_cmpuint (kept.settle, !=, 0);
  g_assert_cmpint (drawn, ==, 1);

  /* Once the size rests, the widget is drawn again, and then sharp. */
  g_timeout_add (600, on_timeout, &waited);
  while (!waited)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (kept.settle, ==, 0);
  g_assert_false (offer (&kept, widget, 1, 48, 67, &bounds));

  splay_splito_kept_clear (&kept);
  g_assert_null (kept.node);
  g_assert_finalize_object (widget);
}

static void
test_faces_kept (void)
{
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  SplayCard card = splito_number_card (SPLITO_RED, 3, 0);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *a, *b, *c, *d, *all;

  a = splay_splito_snapshot_card (snapshot, widget, card, 60, 84, FALSE);
  b = splay_splito_snapshot_card (snapshot, widget, card, 60, 84, FALSE);
  c = splay_splito_snapshot_card (snapshot, widget, card, 64, 88, FALSE);
  d = splay_splito_snapshot_card (snapshot, widget, card, 60, 84, TRUE);
  g_assert_nonnull (a);
  /* Drawn once per card, size and style. */
  g_assert_true (a == b);
  g_assert_true (a != c);
  g_assert_true (a != d);
  /* A size out of reach draws nothing. */
  g_assert_null (splay_splito_snapshot_card (snapshot, widget, card, 0, 84, FALSE));
  all = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (all);
  gsk_render_node_unref (all);
  g_assert_finalize_object (widget);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/splito-image/stand-in", test_stand_in);
  g_test_add_func ("/splito-image/faces-kept", test_faces_kept);
  return g_test_run ();
}
