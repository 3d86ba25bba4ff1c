/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-card-face-cache.c: the kept image of every card face at every size
 * a board shows (splay_card_face_snapshot), and the stand-ins drawn while a
 * window is being resized. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "splay-card-face-private.h"

/* The key without the size: the same card in the same style at the same
 * scale, whatever its size. */
#define BASE_MASK ((G_GUINT64_CONSTANT (1) << 18) - 1)

/* The key of `latest`: the card's base key and the design of its size. */
static guint64
latest_key (guint64 key, float width)
{
  return (key & BASE_MASK) | (guint64) splay_card_face_design (width) << 60;
}

typedef struct
{
  guint64 key;
  /* The rank symbol (or joker word) the image shows: a change of language
   * makes it stale. */
  char label[16];
  GskRenderNode *node;
  guint64 latest;         /* its key in `latest` */
  cairo_surface_t *image; /* what the node paints, pw x ph */
  int pw, ph;
  gsize bytes;
  GList link;
} Entry;

static GHashTable *cache;
static GQueue lru = G_QUEUE_INIT; /* most recently used first */
static gsize cache_bytes;
/* base key and design -> the Entry of that card drawn most recently in
 * that design (not owned) */
static GHashTable *latest;

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
  cairo_surface_destroy (e->image);
  g_free (e);
}

/* Forgets @e: it is freed. */
static void
entry_remove (Entry *e)
{
  if (latest != NULL && g_hash_table_lookup (latest, &e->latest) == e)
    g_hash_table_remove (latest, &e->latest);
  g_queue_unlink (&lru, &e->link);
  cache_bytes -= e->bytes;
  g_hash_table_remove (cache, &e->key);
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
    entry_remove (lru.tail->data);
}

/* A render node that paints @image, pw x ph device pixels, one to one.
 * A cairo node, not a texture node: GTK 4.8's cairo renderer converts a
 * texture for every paint and samples it with edge padding, the slow way
 * (2.6 ms against 0.35 ms for 60 cards, see docs/benchmarks.md), while a
 * cairo node replays a plain image paint. The GL renderer keeps what it
 * made of a node as long as the same node is drawn, and the cache hands out
 * the same node. */
GskRenderNode *
splay_card_image_node (cairo_surface_t *image, int pw, int ph)
{
  GskRenderNode *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, pw, ph));
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);

  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  return node;
}

/* Draws @card into a new kept image of pw x ph device pixels and keeps it. */
static Entry *
entry_new (guint64 key, const char *label, const SplayCardStyle *style, SplayCard card, float width,
           float height, int pw, int ph)
{
  Entry *e = g_new0 (Entry, 1);
  cairo_t *cr;
  guint64 *base;

  e->key = key;
  g_strlcpy (e->label, label, sizeof e->label);
  e->link.data = e;
  e->pw = pw;
  e->ph = ph;
  e->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cr = cairo_create (e->image);
  cairo_scale (cr, pw / width, ph / height);
  splay_card_face_render (cr, style, card, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (e->image);
  e->bytes = (gsize) cairo_image_surface_get_stride (e->image) * ph;
  e->node = splay_card_image_node (e->image, pw, ph);

  if (cache == NULL)
    cache = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, entry_free);
  if (latest == NULL)
    latest = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_hash_table_insert (cache, &e->key, e);
  g_queue_push_head_link (&lru, &e->link);
  cache_bytes += e->bytes;
  e->latest = latest_key (key, width);
  base = g_new (guint64, 1);
  *base = e->latest;
  g_hash_table_insert (latest, base, e);
  cache_trim (SPLAY_CARD_FACE_CACHE_BUDGET);
  return e;
}

/* ---- while a window is resized ----
 *
 * A card that changes size would be drawn anew at every step of 4 px (0.1
 * to 0.6 ms a card: 10 ms and more for a board). While a board's size is
 * changing (splay_card_face_begin_resize), a card missing at its new size
 * is shown as the image of that card kept at another size, scaled: a
 * stand-in. When the size has rested for SETTLE_MS, every widget is drawn
 * again so the stand-ins on the screen are known (COLLECT), those are drawn
 * crisp a few at a time between frames (RENDER), and a last redraw shows
 * them from the cache. */

#define SETTLE_MS 150
/* How long one step of the RENDER phase may draw, in microseconds. */
#define RENDER_SLICE_US 4000

typedef enum
{
  RESIZE_NONE,
  RESIZE_MOVING,  /* stand-ins allowed, waiting for the size to rest */
  RESIZE_COLLECT, /* redrawn to see which stand-ins are shown */
  RESIZE_RENDER,  /* drawing the shown ones crisp */
} ResizeState;

typedef struct
{
  guint64 key;
  char label[16];
  SplayCardStyle style;
  SplayCard card;
  float width, height;
  int pw, ph;
  GskRenderNode *node;
  gsize bytes;
  gboolean shown; /* drawn since COLLECT began */
} Standin;

static ResizeState resize_state;
static guint settle_id, render_id;
static GHashTable *standins; /* key -> Standin */
static gsize standins_bytes;
static guint n_standins_drawn;
#define STANDIN_BUDGET (16u * 1024 * 1024)

static void
standin_free (gpointer data)
{
  Standin *s = data;

  gsk_render_node_unref (s->node);
  g_free (s);
}

static void
queue_draw_tree (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_tree (child);
}

void
splay_card_face_redraw_everything (void)
{
  GList *windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    queue_draw_tree (l->data);
  g_list_free (windows);
}

static void
resize_done (void)
{
  g_clear_handle_id (&settle_id, g_source_remove);
  g_clear_handle_id (&render_id, g_source_remove);
  resize_state = RESIZE_NONE;
  g_clear_pointer (&standins, g_hash_table_unref);
  standins_bytes = 0;
}

/* RENDER: the stand-ins on the screen are drawn crisp, a slice at a time,
 * so that a frame can come between; then everything is drawn again. */
static gboolean
on_render (gpointer data)
{
  gint64 start = g_get_monotonic_time ();
  GHashTableIter iter;
  Standin *s;

  render_id = 0;
  if (standins != NULL)
    {
      g_hash_table_iter_init (&iter, standins);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &s))
        {
          if (s->shown && (cache == NULL || !g_hash_table_contains (cache, &s->key)))
            {
              entry_new (s->key, s->label, &s->style, s->card, s->width, s->height, s->pw, s->ph);
              g_hash_table_iter_remove (&iter);
              if (g_get_monotonic_time () - start > RENDER_SLICE_US)
                {
                  render_id = g_idle_add (on_render, NULL);
                  return G_SOURCE_REMOVE;
                }
            }
        }
    }
  resize_done ();
  splay_card_face_redraw_everything ();
  return G_SOURCE_REMOVE;
}

/* The size has rested: COLLECT. */
static gboolean
on_settle (gpointer data)
{
  settle_id = 0;
  if (standins == NULL || g_hash_table_size (standins) == 0)
    {
      resize_done ();
      return G_SOURCE_REMOVE;
    }
  resize_state = RESIZE_COLLECT;
  {
    GHashTableIter iter;
    Standin *s;

    g_hash_table_iter_init (&iter, standins);
    while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &s))
      s->shown = FALSE;
  }
  splay_card_face_redraw_everything ();
  /* If nothing is drawn (no window is mapped), the render step still
   * comes and ends the resize. */
  render_id = g_timeout_add (500, on_render, NULL);
  return G_SOURCE_REMOVE;
}

static gboolean standins_off;

void
splay_card_face_set_standins (gboolean on)
{
  standins_off = !on;
}

void
splay_card_face_begin_resize (void)
{
  if (standins_off)
    return;
  g_clear_handle_id (&render_id, g_source_remove);
  g_clear_handle_id (&settle_id, g_source_remove);
  resize_state = RESIZE_MOVING;
  settle_id = g_timeout_add (SETTLE_MS, on_settle, NULL);
}

gboolean
splay_card_face_is_resizing (void)
{
  return resize_state != RESIZE_NONE;
}

guint
splay_card_face_standins_drawn (void)
{
  return n_standins_drawn;
}

/* The stand-in for @key: the image of the same card kept last at another
 * size of the same design, scaled; or NULL (the card is drawn anew). */
static Standin *
standin_lookup (guint64 key, const char *label, const SplayCardStyle *style, SplayCard card,
                float width, float height, int pw, int ph)
{
  guint64 base = latest_key (key, width);
  Standin *s = standins != NULL ? g_hash_table_lookup (standins, &key) : NULL;
  Entry *source;

  if (s != NULL && strcmp (s->label, label) == 0)
    return s;
  source = latest != NULL ? g_hash_table_lookup (latest, &base) : NULL;
  if (source == NULL || strcmp (source->label, label) != 0)
    return NULL;

  s = g_new0 (Standin, 1);
  s->key = key;
  g_strlcpy (s->label, label, sizeof s->label);
  s->style = *style;
  s->card = card;
  s->width = width;
  s->height = height;
  s->pw = pw;
  s->ph = ph;
  {
    /* Scaled once into an image of its own, which is then painted one to
     * one like a kept image: scaling at every paint costs more. */
    cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
    cairo_t *cr = cairo_create (image);

    cairo_scale (cr, pw / (double) source->pw, ph / (double) source->ph);
    cairo_set_source_surface (cr, source->image, 0, 0);
    cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
    cairo_paint (cr);
    cairo_destroy (cr);
    cairo_surface_flush (image);
    s->node = splay_card_image_node (image, pw, ph);
    s->bytes = (gsize) cairo_image_surface_get_stride (image) * ph;
    cairo_surface_destroy (image);
  }
  /* A long resize makes many: past the budget they go (those on the
   * screen are made again when next drawn). */
  if (standins != NULL && standins_bytes + s->bytes > STANDIN_BUDGET)
    {
      g_hash_table_remove_all (standins);
      standins_bytes = 0;
    }
  standins_bytes += s->bytes;
  if (standins == NULL)
    standins = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, standin_free);
  g_hash_table_replace (standins, &s->key, s);
  return s;
}

void
splay_card_face_snapshot (GtkSnapshot *snapshot, const SplayCardStyle *style, SplayCard card,
                          float width, float height, int scale)
{
  char label[16];
  guint64 key;
  Entry *e;
  GskRenderNode *node;
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

  e = cache != NULL ? g_hash_table_lookup (cache, &key) : NULL;
  if (e != NULL && strcmp (e->label, label) != 0)
    {
      entry_remove (e);
      e = NULL;
    }
  if (e != NULL)
    {
      if (lru.head != &e->link)
        {
          g_queue_unlink (&lru, &e->link);
          g_queue_push_head_link (&lru, &e->link);
        }
      node = e->node;
    }
  else
    {
      Standin *s = NULL;

      if (resize_state == RESIZE_MOVING || resize_state == RESIZE_COLLECT)
        s = standin_lookup (key, label, style, card, width, height, pw, ph);
      if (s != NULL)
        {
          n_standins_drawn++;
          if (resize_state == RESIZE_COLLECT && !s->shown)
            {
              s->shown = TRUE;
              /* After this frame. */
              g_clear_handle_id (&render_id, g_source_remove);
              render_id = g_idle_add (on_render, NULL);
            }
          node = s->node;
        }
      else
        node = entry_new (key, label, style, card, width, height, pw, ph)->node;
    }

  if (scale == 1)
    gtk_snapshot_append_node (snapshot, node);
  else
    {
      /* The node is in device pixels: under the surface's scale its paint
       * is a plain copy, which cairo replays straight into the target (a
       * scaled one it would first draw into an image of its own). */
      gtk_snapshot_save (snapshot);
      gtk_snapshot_scale (snapshot, width / pw, height / ph);
      gtk_snapshot_append_node (snapshot, node);
      gtk_snapshot_restore (snapshot);
    }
}

void
splay_card_face_cache_clear (void)
{
  if (latest != NULL)
    g_hash_table_remove_all (latest);
  if (cache != NULL)
    {
      while (lru.head != NULL)
        g_queue_unlink (&lru, lru.head);
      g_hash_table_remove_all (cache);
    }
  cache_bytes = 0;
  /* Stand-ins were made of the images gone. */
  if (standins != NULL)
    g_hash_table_remove_all (standins);
  standins_bytes = 0;
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
