/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-card-faces: how long the card faces take to draw, and sheets of
 * every card to look at. Not a test: `meson test --benchmark card-faces`
 * or tools/bench-card-faces.sh runs it, under a virtual X server.
 *
 *   bench-card-faces --bench [--cards N] [--width W] [--frames F]
 *       Times, for N cards W pixels wide on a 1280x800 table: drawing
 *       them the first time (nothing kept), a snapshot of them from the
 *       kept images, rendering that frame off screen with the cairo
 *       renderer, the same frame drawn without the kept images, and a real
 *       window of N card widgets redrawing every frame (with the renderer
 *       GSK_RENDERER names).
 *   bench-card-faces --sheet DIR [--scale S]
 *       Writes DIR/cards-STYLE-MODE-WIDTH.png: all 52 cards, the jokers and
 *       the five backs at 28 (the smallest a board uses), 40, 70 and 140
 *       pixels wide, light and dark, in each face style.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ui/splay-card-face.h"
#include "ui/splay-card-widget.h"

#define CARD_RATIO 1.4f
#define TABLE_W 1280
#define TABLE_H 800

static const char *face_names[] = { "classic", "four-colour", "large-index" };

/* Off screen, the cairo renderer: what a machine without a GPU uses, and
 * the measure of the targets in issue 16. (The real window below uses
 * whatever GSK_RENDERER says.) */
static GskRenderer *
new_renderer (void)
{
  g_autoptr (GError) error = NULL;
  GskRenderer *renderer = gsk_cairo_renderer_new ();

  if (!gsk_renderer_realize (renderer, NULL, &error))
    g_error ("The renderer cannot start: %s", error->message);
  return renderer;
}

static GdkTexture *
render (GskRenderer *renderer, GskRenderNode *node, int width, int height, int scale)
{
  g_autoptr (GskRenderNode) root = NULL;

  if (scale != 1)
    {
      g_autoptr (GskTransform) t = gsk_transform_scale (NULL, scale, scale);
      root = gsk_transform_node_new (node, t);
    }
  else
    root = gsk_render_node_ref (node);
  return gsk_renderer_render_texture (renderer, root,
                                      &GRAPHENE_RECT_INIT (0, 0, width * scale, height * scale));
}

/* ---- sheets ---- */

static void
write_sheet (GskRenderer *renderer, const char *dir, SplayCardFaceKind face, gboolean dark,
             int width, int scale)
{
  int height = (int) roundf (width * CARD_RATIO), gap = MAX (4, width / 10);
  int cols = 13, rows = 5;
  int sheet_w = gap + cols * (width + gap), sheet_h = gap + rows * (height + gap);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  SplayCardStyle style = { face, SPLAY_CARD_BACK_BLUE, dark };
  GdkRGBA table;

  /* The window's own background, as the boards show cards on it. */
  gdk_rgba_parse (&table, dark ? "#242424" : "#fafafa");
  gtk_snapshot_append_color (snapshot, &table, &GRAPHENE_RECT_INIT (0, 0, sheet_w, sheet_h));
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      {
        SplayCard card;

        if (r < 4)
          /* spades, hearts, diamonds, clubs, as a new deck is sorted */
          card = splay_card_make (0, (SplaySuit) (3 - r), c + 1);
        else if (c < 2)
          card = splay_card_joker (0, c);
        else if (c >= 3 && c < 3 + SPLAY_CARD_BACK_N_COLOURS)
          {
            card = SPLAY_CARD_UNKNOWN;
            style.back = (SplayCardBackColour) (c - 3);
          }
        else
          continue;
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (
            snapshot, &GRAPHENE_POINT_INIT (gap + c * (width + gap), gap + r * (height + gap)));
        splay_card_face_snapshot (snapshot, &style, card, width, height, scale);
        gtk_snapshot_restore (snapshot);
      }
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = render (renderer, node, sheet_w, sheet_h, scale);
  path = g_strdup_printf ("%s/cards-%s-%s-%d%s.png", dir, face_names[face], dark ? "dark" : "light",
                          width, scale > 1 ? "@2x" : "");
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("Could not write %s", path);
  g_print ("%s\n", path);
}

static int
sheets (const char *dir, int scale)
{
  static const int widths[] = { 28, 40, 70, 140 };
  g_autoptr (GskRenderer) renderer = new_renderer ();

  g_mkdir_with_parents (dir, 0755);
  for (int f = 0; f < SPLAY_CARD_FACE_N_KINDS; f++)
    for (int dark = 0; dark < 2; dark++)
      for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
        write_sheet (renderer, dir, f, dark, widths[i], scale);
  gsk_renderer_unrealize (renderer);
  return 0;
}

/* ---- timings ---- */

typedef struct
{
  int n, width, frames, scale;
} Bench;

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static SplayCard
nth_card (int i)
{
  /* Faces of every kind, and a back now and then as on a table. */
  return i % 7 == 6 ? SPLAY_CARD_UNKNOWN : (SplayCard) ((i * 5) % 52);
}

static void
card_origin (const Bench *b, int i, float *x, float *y)
{
  int height = (int) roundf (b->width * CARD_RATIO);
  int per_row = MAX (1, (TABLE_W - 10) / (b->width + 10));

  *x = 10 + (i % per_row) * (b->width + 10);
  *y = 10 + (i / per_row) * (height * 0.5f);
}

static GskRenderNode *
table_node (const Bench *b, gboolean cached)
{
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  SplayCardStyle style = { SPLAY_CARD_FACE_CLASSIC, SPLAY_CARD_BACK_BLUE, FALSE };
  float height = roundf (b->width * CARD_RATIO);
  GdkRGBA table;

  gdk_rgba_parse (&table, "#fafafa");
  gtk_snapshot_append_color (snapshot, &table, &GRAPHENE_RECT_INIT (0, 0, TABLE_W, TABLE_H));
  for (int i = 0; i < b->n; i++)
    {
      float x, y;

      card_origin (b, i, &x, &y);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
      if (cached)
        splay_card_face_snapshot (snapshot, &style, nth_card (i), b->width, height, b->scale);
      else
        {
          cairo_t *cr
              = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, b->width, height));

          splay_card_face_render (cr, &style, nth_card (i), b->width, height);
          cairo_destroy (cr);
        }
      gtk_snapshot_restore (snapshot);
    }
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
report (const char *what, double *ms, int n)
{
  qsort (ms, n, sizeof *ms, compare_double);
  g_print ("  %-44s median %7.3f ms   p90 %7.3f ms   max %7.3f ms\n", what, ms[n / 2],
           ms[MIN (n - 1, n * 9 / 10)], ms[n - 1]);
}

/* The real window: N card widgets, all drawn again every frame, timed
 * from the frame clock's before-paint to after-paint (snapshot, render
 * and the hand-over to the X server). */
typedef struct
{
  const Bench *bench;
  GtkWidget *fixed;
  GtkWidget **cards;
  int n, frame, frames;
  double start;
  double *ms;
} WindowRun;

static void
on_before_paint (GdkFrameClock *clock, WindowRun *run)
{
  run->start = now_ms ();
}

static void
on_after_paint (GdkFrameClock *clock, WindowRun *run)
{
  if (run->frame >= 0 && run->frame < run->frames)
    run->ms[run->frame] = now_ms () - run->start;
  run->frame++;
}

static gboolean
tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  WindowRun *run = data;

  /* The worst case of a card travelling: every card moves a pixel, so
   * that all of them are drawn again (a card that stays where it was is
   * not repainted at all). */
  for (int i = 0; i < run->n; i++)
    {
      float x, y;

      card_origin (run->bench, i, &x, &y);
      gtk_fixed_move (GTK_FIXED (run->fixed), run->cards[i], x + (run->frame & 1), y);
    }
  return run->frame < run->frames ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
bench_window (const Bench *b)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *fixed = gtk_fixed_new ();
  WindowRun run = { .bench = b, .fixed = fixed, .n = b->n, .frames = b->frames, .frame = -10 };
  GdkFrameClock *clock;

  run.cards = g_new0 (GtkWidget *, b->n);
  run.ms = g_new0 (double, b->frames);
  gtk_window_set_default_size (GTK_WINDOW (window), TABLE_W, TABLE_H);
  gtk_window_set_child (GTK_WINDOW (window), fixed);
  for (int i = 0; i < b->n; i++)
    {
      float x, y;

      card_origin (b, i, &x, &y);
      run.cards[i] = splay_card_widget_new (b->width, TRUE);
      splay_card_widget_set_card (SPLAY_CARD_WIDGET (run.cards[i]), nth_card (i));
      gtk_fixed_put (GTK_FIXED (fixed), run.cards[i], x, y);
    }
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), &run);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &run);
  gtk_widget_add_tick_callback (window, tick, &run, NULL);
  while (run.frame < run.frames)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handlers_disconnect_by_data (clock, &run);
  report ("real window, every card moved, paint per frame", run.ms, run.frames);
  gtk_window_destroy (GTK_WINDOW (window));
  g_free (run.cards);
  g_free (run.ms);
}

static int
bench (const Bench *b)
{
  g_autoptr (GskRenderer) renderer = new_renderer ();
  double *ms = g_new0 (double, b->frames);
  float height = roundf (b->width * CARD_RATIO);
  SplayCardStyle style = { SPLAY_CARD_FACE_CLASSIC, SPLAY_CARD_BACK_BLUE, FALSE };

  g_print ("%d cards %d x %.0f px at scale %d on a %d x %d table, renderer %s\n", b->n, b->width,
           height, b->scale, TABLE_W, TABLE_H, G_OBJECT_TYPE_NAME (renderer));

  /* First drawing: every card of the deck made into an image. */
  for (int f = 0; f < 10; f++)
    {
      g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr (GskRenderNode) node = NULL;
      double t;

      splay_card_face_cache_clear ();
      t = now_ms ();
      for (int c = 0; c < 52; c++)
        splay_card_face_snapshot (snapshot, &style, (SplayCard) c, b->width, height, b->scale);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      ms[f] = (now_ms () - t) / 52;
    }
  report ("first drawing of a card (not kept yet)", ms, 10);
  g_print ("  kept: %u images, %.1f MB\n", splay_card_face_cache_count (),
           splay_card_face_cache_bytes () / 1048576.0);

  {
    g_autoptr (GskRenderNode) warm = table_node (b, TRUE);
  }
  for (int f = 0; f < b->frames; f++)
    {
      double t = now_ms ();
      g_autoptr (GskRenderNode) node = table_node (b, TRUE);

      ms[f] = now_ms () - t;
    }
  report ("snapshot of the table, kept images", ms, b->frames);

  {
    g_autoptr (GskRenderNode) node = table_node (b, TRUE);
    g_autoptr (GskRenderNode) bare = NULL;
    g_autoptr (GtkSnapshot) s = gtk_snapshot_new ();
    GdkRGBA table;

    gdk_rgba_parse (&table, "#fafafa");
    gtk_snapshot_append_color (s, &table, &GRAPHENE_RECT_INIT (0, 0, TABLE_W, TABLE_H));
    bare = gtk_snapshot_free_to_node (g_steal_pointer (&s));
    for (int f = 0; f < b->frames; f++)
      {
        double t = now_ms ();
        g_autoptr (GdkTexture) tex = render (renderer, bare, TABLE_W, TABLE_H, b->scale);

        ms[f] = now_ms () - t;
      }
    report ("render of the empty table (overhead)", ms, b->frames);
    for (int f = 0; f < b->frames; f++)
      {
        double t = now_ms ();
        g_autoptr (GdkTexture) tex = render (renderer, node, TABLE_W, TABLE_H, b->scale);

        ms[f] = now_ms () - t;
      }
    report ("render of the table, kept images", ms, b->frames);
  }
  for (int f = 0; f < MIN (b->frames, 20); f++)
    {
      double t = now_ms ();
      g_autoptr (GskRenderNode) node = table_node (b, FALSE);
      g_autoptr (GdkTexture) tex = render (renderer, node, TABLE_W, TABLE_H, b->scale);

      ms[f] = now_ms () - t;
    }
  report ("snapshot + render, drawn afresh (no cache)", ms, MIN (b->frames, 20));

  gsk_renderer_unrealize (renderer);
  g_free (ms);

  bench_window (b);
  return 0;
}

int
main (int argc, char **argv)
{
  g_autofree char *sheet_dir = NULL;
  gboolean run_bench = FALSE;
  Bench b = { .n = 60, .width = 70, .frames = 200, .scale = 1 };
  GOptionEntry entries[]
      = { { "bench", 0, 0, G_OPTION_ARG_NONE, &run_bench, "Time drawing and rendering", NULL },
          { "sheet", 0, 0, G_OPTION_ARG_FILENAME, &sheet_dir, "Write sheets of cards to DIR",
            "DIR" },
          { "cards", 0, 0, G_OPTION_ARG_INT, &b.n, "Cards on the table (60)", "N" },
          { "width", 0, 0, G_OPTION_ARG_INT, &b.width, "Card width in pixels (70)", "W" },
          { "frames", 0, 0, G_OPTION_ARG_INT, &b.frames, "Frames to time (200)", "F" },
          { "scale", 0, 0, G_OPTION_ARG_INT, &b.scale, "Scale factor of the images (1)", "S" },
          { NULL } };
  g_autoptr (GOptionContext) context = g_option_context_new ("- card face timings and sheets");
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  b.n = CLAMP (b.n, 1, 500);
  b.width = CLAMP (b.width, 20, 400);
  b.frames = CLAMP (b.frames, 10, 100000);
  b.scale = CLAMP (b.scale, 1, 4);

  gtk_init ();
  adw_init ();
  if (sheet_dir != NULL)
    return sheets (sheet_dir, b.scale);
  if (run_bench)
    return bench (&b);
  g_printerr ("Say --bench or --sheet DIR (see --help)\n");
  return 2;
}
