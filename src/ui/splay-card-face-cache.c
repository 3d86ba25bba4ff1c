/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-card-face-cache.c: the kept image of every card face at every size
 * a board shows (splay_card_face_snapshot), and the stand-ins drawn while a
 * window is being resized. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "splay-card-face.h"

typedef struct
{
  guint64 key;
  /* The rank symbol (or joker word) the image shows: a change of language
   * makes it stale. */
  char label[16];
  GskRenderNode *node;
  gsize bytes;
  GList link;
} Entry;

static GHashTable *cache;
static GQueue lru = G_QUEUE_INIT; /* most recently used first */
static gsize cache_bytes;

static guint64
entry_key (const SplayCardStyle *style, SplayCard card, int pw, int ph, int scale)
{
  gboolean back = card == SPLAY_CARD_UNKNOWN;
  /* The decks of a multi-deck game look alike; a face does not depend on
   * the back colour, nor a back on the face kind. */
  guint64 k = back ? 0xff : card % SPLAY_CARDS_PER_DECK;

  k |= (guint64) (back ? 0 : (guint) style->face & 3) << 8;
  k |= (guint64) (back ? (guint) style->back & 7 : 0) << 10;
  k |= (guint64) !!style->dark << 13;
  k |= (guint64) (scale & 15) << 14;
  k |= (guint64) (pw & 0xffff) << 18;
  k |= (guint64) (ph & 0xffff) << 34;
  return k;
}

static void
entry_free (gpointer data)
{
  Entry *e = data;

  gsk_render_node_unref (e->node);
  g_free (e);
}

static void
card_label (SplayCard card, char out[16])
{
  if (card == SPLAY_CARD_UNKNOWN)
    out[0] = '\0';
  else if (splay_card_is_joker (card))
    g_strlcpy (out, _("JOKER"), 16);
  else
    g_strlcpy (out, splay_rank_symbol (splay_card_rank (card)), 16);
}

static void
cache_trim (gsize budget)
{
  while (cache_bytes > budget && lru.tail != NULL)
    {
      Entry *e = lru.tail->data;

      g_queue_unlink (&lru, &e->link);
      cache_bytes -= e->bytes;
      g_hash_table_remove (cache, &e->key);
    }
}

/* The card as a render node that paints its image one to one. A cairo
 * node, not a texture node: GTK 4.8's cairo renderer converts a texture
 * for every paint and samples it with edge padding, the slow way (2.6 ms
 * against 0.35 ms for 60 cards, see docs/benchmarks.md), while a cairo
 * node replays a plain image paint. The GL renderer keeps what it made of
 * a node as long as the same node is drawn, and the cache hands out the
 * same node. */
static GskRenderNode *
render_node (const SplayCardStyle *style, SplayCard card, float width, float height, int pw, int ph,
             gsize *bytes)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create (image);
  GskRenderNode *node;

  cairo_scale (cr, pw / width, ph / height);
  splay_card_face_render (cr, style, card, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  *bytes = (gsize) cairo_image_surface_get_stride (image) * ph;

  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, pw, ph));
  cr = gsk_cairo_node_get_draw_context (node);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  return node;
}

void
splay_card_face_snapshot (GtkSnapshot *snapshot, const SplayCardStyle *style, SplayCard card,
                          float width, float height, int scale)
{
  char label[16];
  guint64 key;
  Entry *e;
  int pw, ph;

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (style != NULL);
  if (card == SPLAY_CARD_NONE || (card != SPLAY_CARD_UNKNOWN && !splay_card_is_real (card)))
    return;
  if (!(width >= 1 && height >= 1 && width <= 4096 && height <= 4096))
    return;

  scale = CLAMP (scale, 1, 8);
  /* Exactly the device pixels the card covers, so that the image is
   * painted one to one. */
  pw = (int) ceilf (width * scale - 0.01f);
  ph = (int) ceilf (height * scale - 0.01f);
  key = entry_key (style, card, pw, ph, scale);
  card_label (card, label);

  if (cache == NULL)
    cache = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, entry_free);
  e = g_hash_table_lookup (cache, &key);
  if (e != NULL && strcmp (e->label, label) != 0)
    {
      g_queue_unlink (&lru, &e->link);
      cache_bytes -= e->bytes;
      g_hash_table_remove (cache, &key);
      e = NULL;
    }
  if (e == NULL)
    {
      e = g_new0 (Entry, 1);
      e->key = key;
      memcpy (e->label, label, sizeof label);
      e->link.data = e;
      e->node = render_node (style, card, width, height, pw, ph, &e->bytes);
      g_hash_table_insert (cache, &e->key, e);
      g_queue_push_head_link (&lru, &e->link);
      cache_bytes += e->bytes;
      cache_trim (SPLAY_CARD_FACE_CACHE_BUDGET);
    }
  else if (lru.head != &e->link)
    {
      g_queue_unlink (&lru, &e->link);
      g_queue_push_head_link (&lru, &e->link);
    }
  if (scale == 1)
    gtk_snapshot_append_node (snapshot, e->node);
  else
    {
      /* The node is in device pixels: under the surface's scale its paint
       * is a plain copy, which cairo replays straight into the target (a
       * scaled one it would first draw into an image of its own). */
      gtk_snapshot_save (snapshot);
      gtk_snapshot_scale (snapshot, width / pw, height / ph);
      gtk_snapshot_append_node (snapshot, e->node);
      gtk_snapshot_restore (snapshot);
    }
}

void
splay_card_face_cache_clear (void)
{
  if (cache != NULL)
    {
      while (lru.head != NULL)
        g_queue_unlink (&lru, lru.head);
      g_hash_table_remove_all (cache);
    }
  cache_bytes = 0;
}

guint
splay_card_face_cache_count (void)
{
  return cache != NULL ? g_hash_table_size (cache) : 0;
}

gsize
splay_card_face_cache_bytes (void)
{
  return cache_bytes;
}
