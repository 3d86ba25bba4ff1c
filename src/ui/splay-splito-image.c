/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-splito-image.c: Splito's faces and tables kept as images, so that
 * a frame paints copies of pixels rather than replaying drawings, and
 * stand-ins while a window is resized. */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "splay-splito-image.h"
#include "splay-splito-drawing.h"

static const cairo_user_data_key_t image_key;

/* An image of @width x @height drawn by @draw at @scale device pixels a
 * pixel, as a cairo node that only paints the image: the cairo renderer
 * replays a recorded drawing command by command at every paint, text and
 * all, but an image is one copy of the pixels it needs. (A texture node
 * would be converted at every paint: see splay-card-face.c.) */
GskRenderNode *
splay_splito_image_node (float width, float height, int scale, SplaySplitoDrawFunc draw,
                         gpointer data)
{
  int pw = MAX ((int) ceilf (width * scale - 0.01f), 1);
  int ph = MAX ((int) ceilf (height * scale - 0.01f), 1);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create (image);
  GskRenderNode *node;

  cairo_scale (cr, (double) pw / width, (double) ph / height);
  draw (cr, data);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  node = splay_card_image_node (image, pw, ph);
  /* The image itself goes with the node, to stand in scaled (see
   * splay_splito_kept_append ()). */
  cairo_surface_set_user_data (gsk_cairo_node_get_surface (node), &image_key, image,
                               (cairo_destroy_func_t) cairo_surface_destroy);
  return node;
}

void
splay_splito_append_image (GtkSnapshot *snapshot, GskRenderNode *node, float width, float height)
{
  graphene_rect_t bounds;

  gsk_render_node_get_bounds (node, &bounds);
  if (bounds.size.width == width && bounds.size.height == height)
    {
      gtk_snapshot_append_node (snapshot, node);
      return;
    }
  /* The node is in device pixels: under the surface's scale its paint is
   * a plain copy. */
  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, width / bounds.size.width, height / bounds.size.height);
  gtk_snapshot_append_node (snapshot, node);
  gtk_snapshot_restore (snapshot);
}

typedef struct
{
  GtkWidget *widget;
  SplayCard card;
  double w, h;
  gboolean dark;
} FaceJob;

static void
draw_face (cairo_t *cr, gpointer data)
{
  FaceJob *job = data;

  splay_splito_draw_card (job->widget, cr, job->card, job->w, job->h, job->dark);
}

/* Faces drawn once per card, size, scale and style: a card on its way is
 * painted every frame, and laying out its text each time cost more than
 * the rest of the frame. At most a few hundred kept. */
#define FACE_CACHE_MAX 256

GskRenderNode *
splay_splito_snapshot_card (GtkSnapshot *snapshot, GtkWidget *widget, SplayCard card, float w,
                            float h, gboolean dark)
{
  static GHashTable *cache;
  int scale = CLAMP (gtk_widget_get_scale_factor (widget), 1, 8);
  g_autofree char *key = g_strdup_printf ("%d %.2f %.2f %d %d", (int) card, w, h, scale, dark);
  GskRenderNode *node;

  if (!(w >= 1 && h >= 1 && w <= 4096 && h <= 4096))
    return NULL;
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                   (GDestroyNotify) gsk_render_node_unref);
  node = g_hash_table_lookup (cache, key);
  if (node == NULL)
    {
      FaceJob job = { widget, card, w, h, dark };

      if (g_hash_table_size (cache) >= FACE_CACHE_MAX)
        g_hash_table_remove_all (cache);
      node = splay_splito_image_node (w, h, scale, draw_face, &job);
      g_hash_table_insert (cache, g_steal_pointer (&key), node);
    }
  splay_splito_append_image (snapshot, node, w, h);
  return node;
}

/* How long a size must rest before images are drawn sharp at it. */
#define SETTLE_MS 150
#define SETTLE_SPREAD 6

static guint settle_turn;

static gboolean
on_settled (gpointer data)
{
  GtkWidget *widget = data;
  SplaySplitoKept *kept = g_object_get_data (G_OBJECT (widget), "splay-splito-kept");

  if (kept != NULL)
    kept->settle = 0;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_REMOVE;
}

/* @kept's image at @width x @height, scaled with a filter that is
 * cheap to paint (the default one averages many pixels a pixel). */
static void
append_scaled (SplaySplitoKept *kept, GtkSnapshot *snapshot, float width, float height)
{
  cairo_surface_t *image
      = cairo_surface_get_user_data (gsk_cairo_node_get_surface (kept->node), &image_key);
  cairo_t *cr;

  if (image == NULL)
    {
      splay_splito_append_image (snapshot, kept->node, width, height);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_scale (cr, width / cairo_image_surface_get_width (image),
               height / cairo_image_surface_get_height (image));
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
  cairo_paint (cr);
  cairo_destroy (cr);
}

gboolean
splay_splito_kept_append (SplaySplitoKept *kept, GtkWidget *widget, GtkSnapshot *snapshot,
                          guint64 key, float width, float height)
{
  gint64 now;
  gboolean resizing;

  if (kept->node == NULL || kept->key != key)
    return FALSE;
  if (kept->width == width && kept->height == height)
    {
      splay_splito_append_image (snapshot, kept->node, width, height);
      return TRUE;
    }
  /* The first change after a rest is drawn at once; the next ones, a
   * moment apart, are a resize. */
  now = g_get_monotonic_time ();
  resizing = now - kept->changed_at < SETTLE_MS * G_TIME_SPAN_MILLISECOND;
  kept->changed_at = now;
  if (!resizing)
    return FALSE;
  append_scaled (kept, snapshot, width, height);
  g_object_set_data (G_OBJECT (widget), "splay-splito-kept", kept);
  if (kept->settle != 0)
    g_source_remove (kept->settle);
  /* The sharp images are drawn a few at a time, over a few frames, not
   * all in the first frame after the rest. */
  kept->settle
      = g_timeout_add (SETTLE_MS + (settle_turn++ % SETTLE_SPREAD) * 17, on_settled, widget);
  return TRUE;
}

void
splay_splito_kept_set (SplaySplitoKept *kept, GskRenderNode *node, guint64 key, float width,
                       float height)
{
  gsk_render_node_ref (node);
  g_clear_pointer (&kept->node, gsk_render_node_unref);
  kept->node = node;
  kept->key = key;
  kept->width = width;
  kept->height = height;
}

void
splay_splito_kept_clear (SplaySplitoKept *kept)
{
  g_clear_handle_id (&kept->settle, g_source_remove);
  g_clear_pointer (&kept->node, gsk_render_node_unref);
}
