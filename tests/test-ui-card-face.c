/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The card faces as pixels: cards are drawn through the real path
 * (splay_card_face_snapshot, the card widget, splay_card_draw) and rendered
 * with GTK's cairo renderer, and the pixels are checked for what a player
 * would notice: the bottom index is the top one turned, the four-colour
 * deck's colours, the back colours, the large index, every card telling
 * itself apart at the smallest and a large size, crisp images at scale 2,
 * and a change of the preferences reaching every card at once. */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ui/splay-card-face.h"
#include "ui/splay-card-theme.h"
#include "ui/splay-card-widget.h"
#include "ui-test-util.h"

#define RATIO 1.4f

static GskRenderer *renderer;

/* ---- images ---- */

typedef struct
{
  int width, height;
  guchar *px; /* B, G, R, A, premultiplied (GDK_MEMORY_DEFAULT) */
} Image;

static void
image_free (Image *img)
{
  g_free (img->px);
  g_free (img);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Image, image_free)

static Image *
image_from_node (GskRenderNode *node, int width, int height)
{
  g_autoptr (GdkTexture) texture = NULL;
  Image *img = g_new0 (Image, 1);

  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  img->width = gdk_texture_get_width (texture);
  img->height = gdk_texture_get_height (texture);
  img->px = g_malloc ((gsize) img->width * img->height * 4);
  gdk_texture_download (texture, img->px, (gsize) img->width * 4);
  return img;
}

static int
card_height (int width)
{
  return (int) roundf (width * RATIO);
}

/* @card @width wide, in @style, as a surface of scale @scale shows it; the
 * image has @scale times the pixels. @image_scale is what the card is told
 * (normally @scale): telling it less is how a blurry card would come out. */
static GskRenderNode *
card_node (const SplayCardStyle *style, SplayCard card, int width, int scale, int image_scale)
{
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();

  if (scale != 1)
    gtk_snapshot_scale (snapshot, scale, scale);
  splay_card_face_snapshot (snapshot, style, card, width, card_height (width), image_scale);
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

static Image *
render_card (const SplayCardStyle *style, SplayCard card, int width, int scale)
{
  g_autoptr (GskRenderNode) node = card_node (style, card, width, scale, scale);

  return image_from_node (node, width * scale, card_height (width) * scale);
}

/* The pixel at (@x, @y) over white paper. */
static void
pixel (const Image *img, int x, int y, int *r, int *g, int *b)
{
  const guchar *p = img->px + ((gsize) y * img->width + x) * 4;
  int a = p[3];

  *b = p[0] + 255 - a;
  *g = p[1] + 255 - a;
  *r = p[2] + 255 - a;
}

/* How far from white: 0 for paper, 765 for black. */
static int
darkness (const Image *img, int x, int y)
{
  int r, g, b;

  pixel (img, x, y, &r, &g, &b);
  return 765 - r - g - b;
}

/* Pixels of the rectangle that carry ink (clearly not paper). */
static int
ink_count (const Image *img, int x0, int y0, int x1, int y1)
{
  int n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += darkness (img, x, y) > 200;
  return n;
}

/* The mean colour of the inked pixels inside the card's edge. */
static void
ink_colour (const Image *img, double *r, double *g, double *b)
{
  double sr = 0, sg = 0, sb = 0;
  int n = 0;

  for (int y = img->height / 8; y < img->height * 7 / 8; y++)
    for (int x = img->width / 8; x < img->width * 7 / 8; x++)
      if (darkness (img, x, y) > 200)
        {
          int pr, pg, pb;

          pixel (img, x, y, &pr, &pg, &pb);
          sr += pr;
          sg += pg;
          sb += pb;
          n++;
        }
  g_assert_cmpint (n, >, 20);
  *r = sr / n;
  *g = sg / n;
  *b = sb / n;
}

/* Pixels that differ by more than @tolerance in some channel. */
static int
differing (const Image *a, const Image *b, int tolerance)
{
  int n = 0;

  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  for (gsize i = 0; i < (gsize) a->width * a->height * 4; i += 4)
    for (int c = 0; c < 4; c++)
      if (ABS (a->px[i + c] - b->px[i + c]) > tolerance)
        {
          n++;
          break;
        }
  return n;
}

static const SplayCardStyle classic = { SPLAY_CARD_FACE_CLASSIC, SPLAY_CARD_BACK_BLUE, FALSE };

/* ---- faces ---- */

/* The index in the bottom right corner is the top left one turned half
 * round, as on a real card: the top left corner, compared pixel by pixel
 * with the bottom right one read backwards. */
static void
test_index_turned (void)
{
  const SplayCard cards[] = {
    splay_card_make (0, SPLAY_SUIT_HEARTS, 7),    splay_card_make (0, SPLAY_SUIT_SPADES, 12),
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, 10), splay_card_make (0, SPLAY_SUIT_CLUBS, 1),
    splay_card_make (0, SPLAY_SUIT_CLUBS, 3),     splay_card_make (0, SPLAY_SUIT_DIAMONDS, 11),
    splay_card_make (0, SPLAY_SUIT_HEARTS, 13),   splay_card_joker (0, 0),
  };
  const int widths[] = { 28, 40, 70, 140 };

  for (guint s = 0; s < SPLAY_CARD_FACE_N_KINDS; s++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      for (guint c = 0; c < G_N_ELEMENTS (cards); c++)
        {
          SplayCardStyle style = { s, SPLAY_CARD_BACK_BLUE, FALSE };
          g_autoptr (Image) img = render_card (&style, cards[c], widths[w], 1);
          int rw = img->width / 5, rh = img->height * 3 / 10;
          int bad = 0, ink_top = 0, ink_bottom = 0;

          for (int y = 0; y < rh; y++)
            for (int x = 0; x < rw; x++)
              {
                int x2 = img->width - 1 - x, y2 = img->height - 1 - y;
                int r1, g1, b1, r2, g2, b2;

                pixel (img, x, y, &r1, &g1, &b1);
                pixel (img, x2, y2, &r2, &g2, &b2);
                bad += MAX (ABS (r1 - r2), MAX (ABS (g1 - g2), ABS (b1 - b2))) > 80;
                ink_top += darkness (img, x, y) > 200;
                ink_bottom += darkness (img, x2, y2) > 200;
              }
          /* There is an index (not two blank corners that match) ... */
          g_assert_cmpint (ink_top, >, rw * rh / 25);
          g_assert_cmpint (ink_bottom, >, rw * rh / 25);
          /* ... and the two are the same but for antialiasing. */
          if (bad > rw * rh / 50)
            g_error ("card %d, %s, %d px: %d of %d pixels of the corners differ", cards[c],
                     s == 0   ? "classic"
                     : s == 1 ? "four-colour"
                              : "large-index",
                     widths[w], bad, rw * rh);
        }
}

static void
assert_colour (const char *what, double r, double g, double b, const char *expect)
{
  gboolean ok;

  if (g_str_equal (expect, "red"))
    ok = r > g + 60 && r > b + 60;
  else if (g_str_equal (expect, "blue"))
    ok = b > r + 40 && b > g + 20;
  else if (g_str_equal (expect, "green"))
    ok = g > r + 30 && g > b + 10;
  else if (g_str_equal (expect, "purple"))
    ok = r > g + 30 && b > g + 30;
  else if (g_str_equal (expect, "grey"))
    ok = MAX (r, MAX (g, b)) - MIN (r, MIN (g, b)) < 25 && r > 40 && r < 200;
  else
    ok = MAX (r, MAX (g, b)) < 90; /* black */
  if (!ok)
    g_error ("%s should be %s, is rgb(%.0f, %.0f, %.0f)", what, expect, r, g, b);
}

/* The four-colour deck: spades black, hearts red, diamonds blue, clubs
 * green; the classic deck has red diamonds and black clubs. */
static void
test_four_colour (void)
{
  static const struct
  {
    int face;
    SplaySuit suit;
    const char *colour;
  } cases[] = {
    { SPLAY_CARD_FACE_FOUR_COLOUR, SPLAY_SUIT_SPADES, "black" },
    { SPLAY_CARD_FACE_FOUR_COLOUR, SPLAY_SUIT_HEARTS, "red" },
    { SPLAY_CARD_FACE_FOUR_COLOUR, SPLAY_SUIT_DIAMONDS, "blue" },
    { SPLAY_CARD_FACE_FOUR_COLOUR, SPLAY_SUIT_CLUBS, "green" },
    { SPLAY_CARD_FACE_CLASSIC, SPLAY_SUIT_SPADES, "black" },
    { SPLAY_CARD_FACE_CLASSIC, SPLAY_SUIT_HEARTS, "red" },
    { SPLAY_CARD_FACE_CLASSIC, SPLAY_SUIT_DIAMONDS, "red" },
    { SPLAY_CARD_FACE_CLASSIC, SPLAY_SUIT_CLUBS, "black" },
    { SPLAY_CARD_FACE_LARGE_INDEX, SPLAY_SUIT_DIAMONDS, "red" },
    { SPLAY_CARD_FACE_LARGE_INDEX, SPLAY_SUIT_CLUBS, "black" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (int dark = 0; dark < 2; dark++)
      for (int rank = 1; rank <= 10; rank += 4)
        {
          SplayCardStyle style = { cases[i].face, SPLAY_CARD_BACK_BLUE, dark };
          g_autoptr (Image) img
              = render_card (&style, splay_card_make (0, cases[i].suit, rank), 70, 1);
          g_autofree char *what
              = g_strdup_printf ("card %d of suit %d, face %d%s", rank, cases[i].suit,
                                 cases[i].face, dark ? ", dark" : "");
          double r, g, b;

          ink_colour (img, &r, &g, &b);
          assert_colour (what, r, g, b, cases[i].colour);
        }
}

/* Each back colour is that colour, and no two backs are alike. */
static void
test_back_colours (void)
{
  static const char *names[SPLAY_CARD_BACK_N_COLOURS]
      = { "blue", "red", "green", "purple", "grey" };
  Image *backs[SPLAY_CARD_BACK_N_COLOURS];

  for (int dark = 0; dark < 2; dark++)
    {
      for (int i = 0; i < SPLAY_CARD_BACK_N_COLOURS; i++)
        {
          /* The face kind does not change a back. */
          SplayCardStyle style = { SPLAY_CARD_FACE_LARGE_INDEX, i, dark };
          g_autoptr (Image) other = NULL;
          double r, g, b;

          backs[i] = render_card (&style, SPLAY_CARD_UNKNOWN, 70, 1);
          ink_colour (backs[i], &r, &g, &b);
          assert_colour (names[i], r, g, b, names[i]);
          style.face = SPLAY_CARD_FACE_CLASSIC;
          other = render_card (&style, SPLAY_CARD_UNKNOWN, 70, 1);
          g_assert_cmpint (differing (backs[i], other, 8), ==, 0);
        }
      for (int i = 0; i < SPLAY_CARD_BACK_N_COLOURS; i++)
        for (int j = i + 1; j < SPLAY_CARD_BACK_N_COLOURS; j++)
          g_assert_cmpint (differing (backs[i], backs[j], 40), >,
                           backs[i]->width * backs[i]->height / 2);
      for (int i = 0; i < SPLAY_CARD_BACK_N_COLOURS; i++)
        image_free (backs[i]);
    }
}

/* The large-index face puts much more ink into its corner than the
 * classic one: the rank and suit a player with low vision reads. (The
 * corner takes in some of the classic pips too, which only makes the
 * test harder to pass.) */
static void
test_large_index (void)
{
  const SplayCard cards[] = {
    splay_card_make (0, SPLAY_SUIT_SPADES, 2),   splay_card_make (0, SPLAY_SUIT_HEARTS, 7),
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, 5), splay_card_make (0, SPLAY_SUIT_CLUBS, 10),
    splay_card_make (0, SPLAY_SUIT_CLUBS, 1),
  };
  const int widths[] = { 40, 70, 120 };
  SplayCardStyle large = { SPLAY_CARD_FACE_LARGE_INDEX, SPLAY_CARD_BACK_BLUE, FALSE };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint c = 0; c < G_N_ELEMENTS (cards); c++)
      {
        g_autoptr (Image) a = render_card (&classic, cards[c], widths[w], 1);
        g_autoptr (Image) b = render_card (&large, cards[c], widths[w], 1);
        int rw = a->width * 35 / 100, rh = a->height * 45 / 100;
        int ink_classic = ink_count (a, 0, 0, rw, rh), ink_large = ink_count (b, 0, 0, rw, rh);

        if (ink_large < ink_classic * 7 / 5)
          g_error ("card %d at %d px: the large index has %d inked pixels in its corner, "
                   "the classic %d",
                   cards[c], widths[w], ink_large, ink_classic);
      }
}

/* Every card of the deck, the jokers and the back look different from
 * every other, at the smallest size a board uses and at a large one, in
 * every face style. */
static void
test_all_distinct (void)
{
  enum
  {
    N = 55
  };
  const struct
  {
    int face, width, min_diff;
  } runs[] = {
    { SPLAY_CARD_FACE_CLASSIC, 28, 6 },       { SPLAY_CARD_FACE_FOUR_COLOUR, 28, 6 },
    { SPLAY_CARD_FACE_LARGE_INDEX, 28, 6 },   { SPLAY_CARD_FACE_CLASSIC, 140, 40 },
    { SPLAY_CARD_FACE_LARGE_INDEX, 140, 40 },
  };

  for (guint run = 0; run < G_N_ELEMENTS (runs); run++)
    {
      SplayCardStyle style = { runs[run].face, SPLAY_CARD_BACK_BLUE, FALSE };
      Image *img[N];

      for (int i = 0; i < N; i++)
        img[i]
            = render_card (&style, i < 54 ? (SplayCard) i : SPLAY_CARD_UNKNOWN, runs[run].width, 1);
      for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++)
          {
            int d = differing (img[i], img[j], 64);

            if (d < runs[run].min_diff)
              g_error ("cards %d and %d look alike at %d px (face %d): %d pixels differ", i, j,
                       runs[run].width, runs[run].face, d);
          }
      for (int i = 0; i < N; i++)
        image_free (img[i]);
    }
}

/* The cards of a second deck look like the first's, and nothing is drawn
 * for no card at all. */
static void
test_decks_and_none (void)
{
  g_autoptr (Image) a = render_card (&classic, splay_card_make (0, SPLAY_SUIT_HEARTS, 9), 50, 1);
  g_autoptr (Image) b = render_card (&classic, splay_card_make (3, SPLAY_SUIT_HEARTS, 9), 50, 1);
  g_autoptr (GskRenderNode) none = card_node (&classic, SPLAY_CARD_NONE, 50, 1, 1);
  g_autoptr (GskRenderNode) bogus = card_node (&classic, (SplayCard) 230, 50, 1, 1);

  g_assert_cmpint (differing (a, b, 0), ==, 0);
  g_assert_null (none);
  g_assert_null (bogus);
}

/* The dark style tones the paper down. */
static void
test_dark_paper (void)
{
  SplayCardStyle dark = { SPLAY_CARD_FACE_CLASSIC, SPLAY_CARD_BACK_BLUE, TRUE };
  SplayCard card = splay_card_make (0, SPLAY_SUIT_CLUBS, 2);
  g_autoptr (Image) a = render_card (&classic, card, 70, 1);
  g_autoptr (Image) b = render_card (&dark, card, 70, 1);
  int x = a->width / 2, y = a->height * 2 / 5; /* paper between the two pips */

  g_assert_cmpint (darkness (a, x, y), <, 10);
  g_assert_cmpint (darkness (b, x, y), >, 40);
}

/* ---- scale 2 ---- */

/* Pixels half way between paper and ink: the soft edges of shapes. */
static int
soft_pixels (const Image *img)
{
  int n = 0;

  for (int y = img->height / 20; y < img->height * 19 / 20; y++)
    for (int x = img->width / 20; x < img->width * 19 / 20; x++)
      {
        int d = darkness (img, x, y);

        /* the hearts' red is 505 dark */
        n += d > 100 && d < 400;
      }
  return n;
}

/* At scale 2 a card is an image of twice the pixels each way, as sharp as
 * at scale 1: its shapes' edges are no wider. A card drawn for scale 1 and
 * stretched (what the test checks it is not) has edges twice as soft. */
static void
test_scale_two (void)
{
  SplayCard card = splay_card_make (0, SPLAY_SUIT_HEARTS, 7);
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GskRenderNode) stretched_node = NULL;
  g_autoptr (Image) one = NULL;
  g_autoptr (Image) two = NULL;
  g_autoptr (Image) stretched = NULL;
  int soft_one, soft_two, soft_stretched;

  /* The image kept for scale 2 has four times the pixels. */
  splay_card_face_cache_clear ();
  one = render_card (&classic, card, 70, 1);
  g_assert_cmpuint (splay_card_face_cache_bytes (), ==, 70 * 98 * 4);
  splay_card_face_cache_clear ();
  node = card_node (&classic, card, 70, 2, 2);
  g_assert_cmpuint (splay_card_face_cache_bytes (), ==, 140 * 196 * 4);
  stretched_node = card_node (&classic, card, 70, 2, 1);
  two = image_from_node (node, 140, 196);
  stretched = image_from_node (stretched_node, 140, 196);
  g_assert_cmpint (two->width, ==, 140);
  g_assert_cmpint (two->height, ==, 196);
  soft_one = soft_pixels (one);
  soft_two = soft_pixels (two);
  soft_stretched = soft_pixels (stretched);

  /* Edges twice as long hold about twice the soft pixels; stretched ones,
   * twice as wide too, about four times. The measure must tell the two
   * apart, or it proves nothing. */
  g_test_message ("soft pixels: %d at scale 1, %d at scale 2, %d stretched", soft_one, soft_two,
                  soft_stretched);
  g_assert_cmpint (soft_one, >, 20);
  g_assert_cmpint (soft_two, <, soft_one * 5 / 2);
  g_assert_cmpint (soft_stretched, >, soft_one * 3);
}

/* ---- the cache ---- */

static void
test_cache (void)
{
  SplayCard card = splay_card_make (0, SPLAY_SUIT_SPADES, 5);
  guint before;

  splay_card_face_cache_clear ();
  g_assert_cmpuint (splay_card_face_cache_count (), ==, 0);
  g_assert_cmpuint (splay_card_face_cache_bytes (), ==, 0);

  /* Drawn again, a card is not made again; another size, style or deck of
   * the same card is. */
  for (int i = 0; i < 3; i++)
    {
      g_autoptr (GskRenderNode) a = card_node (&classic, card, 60, 1, 1);
      g_autoptr (GskRenderNode) b = card_node (&classic, card + 2 * SPLAY_CARDS_PER_DECK, 60, 1, 1);
    }
  g_assert_cmpuint (splay_card_face_cache_count (), ==, 1);
  g_assert_cmpuint (splay_card_face_cache_bytes (), ==, 60 * 84 * 4);
  {
    SplayCardStyle dark = classic;
    g_autoptr (GskRenderNode) a = card_node (&classic, card, 61, 1, 1);
    g_autoptr (GskRenderNode) b = card_node (&classic, card, 60, 2, 2);

    dark.dark = TRUE;
    g_clear_pointer (&a, gsk_render_node_unref);
    a = card_node (&dark, card, 60, 1, 1);
  }
  g_assert_cmpuint (splay_card_face_cache_count (), ==, 4);

  /* Many large sizes (a window being resized on a 4K screen) stay within
   * the budget: the least recently used go. */
  before = splay_card_face_cache_count ();
  for (int w = 300; w < 400; w++)
    {
      g_autoptr (GskRenderNode) a = card_node (&classic, SPLAY_CARD_UNKNOWN, w, 2, 2);
    }
  g_assert_cmpuint (splay_card_face_cache_bytes (), <=, SPLAY_CARD_FACE_CACHE_BUDGET);
  g_assert_cmpuint (splay_card_face_cache_count (), <, before + 100);
  g_assert_cmpuint (splay_card_face_cache_count (), >, 3);
  splay_card_face_cache_clear ();
  g_assert_cmpuint (splay_card_face_cache_bytes (), ==, 0);
}

/* A kept image shows the rank of the language it was drawn in: after a
 * change of language the jack is drawn again, as a German B. (In a child
 * process: the language is the whole process's.) */
static void
test_language_change (void)
{
  static const char *const locales[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.UTF-8" };
  SplayCard jack = splay_card_make (0, SPLAY_SUIT_HEARTS, SPLAY_RANK_JACK);
  g_autoptr (Image) english = NULL;
  g_autoptr (Image) german = NULL;
  g_autoptr (Image) again = NULL;
  gboolean utf8 = FALSE;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }

  english = render_card (&classic, jack, 70, 1);
  g_assert_cmpstr (splay_rank_symbol (SPLAY_RANK_JACK), ==, "J");

  /* gettext reads LANGUAGE only under a UTF-8 locale. */
  for (guint i = 0; i < G_N_ELEMENTS (locales) && !utf8; i++)
    utf8 = setlocale (LC_ALL, locales[i]) != NULL;
  if (!utf8)
    {
      g_test_skip ("no UTF-8 locale: gettext would ignore LANGUAGE");
      return;
    }
  g_setenv ("LANGUAGE", "de", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, SOURCE_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_assert_cmpstr (splay_rank_symbol (SPLAY_RANK_JACK), ==, "B");

  german = render_card (&classic, jack, 70, 1);
  g_assert_cmpint (differing (english, german, 64), >, 10);
  /* and kept, in German */
  again = render_card (&classic, jack, 70, 1);
  g_assert_cmpint (differing (german, again, 0), ==, 0);
}

/* ---- the shared theme and the preferences ---- */

/* A widget of someone else's that draws a card with splay_card_draw, as
 * the boards' fans do. */
#define TEST_TYPE_DRAWER (test_drawer_get_type ())
G_DECLARE_FINAL_TYPE (TestDrawer, test_drawer, TEST, DRAWER, GtkWidget)

struct _TestDrawer
{
  GtkWidget parent_instance;
  SplayCard card;
};

G_DEFINE_FINAL_TYPE (TestDrawer, test_drawer, GTK_TYPE_WIDGET)

static void
test_drawer_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  splay_card_draw (widget, snapshot, TEST_DRAWER (widget)->card, 70, 98, FALSE);
}

static void
test_drawer_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *min,
                     int *nat, int *min_baseline, int *nat_baseline)
{
  *min = *nat = orientation == GTK_ORIENTATION_HORIZONTAL ? 70 : 98;
}

static void
test_drawer_class_init (TestDrawerClass *klass)
{
  GTK_WIDGET_CLASS (klass)->snapshot = test_drawer_snapshot;
  GTK_WIDGET_CLASS (klass)->measure = test_drawer_measure;
}

static void
test_drawer_init (TestDrawer *self)
{
}

/* Waits until @window is drawn and the widget paintables (which show what
 * the window last drew) have taken the new images. */
static void
settle (GtkWidget *window)
{
  gtk_test_widget_wait_for_draw (window);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static Image *
render_paintable (GdkPaintable *paintable, int width, int height)
{
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  return image_from_node (node, width, height);
}

static void
count (int *counter)
{
  (*counter)++;
}

static gboolean
counted (gpointer data)
{
  return *(int *) data > 0;
}

/* The default theme follows the settings card-face and card-back, says
 * "changed" once per change, and every card on screen (the card widget and
 * a widget using splay_card_draw) is drawn again at once in the new look. */
static void
test_theme_follows_settings (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  SplayCardTheme *theme = splay_card_theme_get_default ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *face = splay_card_widget_new (70, FALSE);
  GtkWidget *back = splay_card_widget_new (70, FALSE);
  TestDrawer *drawer = g_object_new (TEST_TYPE_DRAWER, NULL);
  g_autoptr (GdkPaintable) face_paint = gtk_widget_paintable_new (face);
  g_autoptr (GdkPaintable) back_paint = gtk_widget_paintable_new (back);
  g_autoptr (GdkPaintable) drawer_paint = gtk_widget_paintable_new (GTK_WIDGET (drawer));
  int changed = 0, face_redrawn = 0, drawer_redrawn = 0;
  double r, g, b;

  g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_CLASSIC);
  g_assert_cmpint (splay_card_theme_get_back (theme), ==, SPLAY_CARD_BACK_BLUE);
  g_assert_true (splay_card_widget_get_theme (SPLAY_CARD_WIDGET (face)) == theme);

  drawer->card = splay_card_make (0, SPLAY_SUIT_CLUBS, 4);
  splay_card_widget_set_card (SPLAY_CARD_WIDGET (face),
                              splay_card_make (0, SPLAY_SUIT_DIAMONDS, 4));
  splay_card_widget_set_card (SPLAY_CARD_WIDGET (back), SPLAY_CARD_UNKNOWN);
  gtk_box_append (GTK_BOX (box), face);
  gtk_box_append (GTK_BOX (box), back);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (drawer));
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  settle (window);

  {
    g_autoptr (Image) f = render_paintable (face_paint, 80, 108);
    g_autoptr (Image) bk = render_paintable (back_paint, 80, 108);
    g_autoptr (Image) d = render_paintable (drawer_paint, 70, 98);

    ink_colour (f, &r, &g, &b);
    assert_colour ("the four of diamonds, classic", r, g, b, "red");
    ink_colour (bk, &r, &g, &b);
    assert_colour ("the back, by default", r, g, b, "blue");
    ink_colour (d, &r, &g, &b);
    assert_colour ("the four of clubs, classic", r, g, b, "black");
  }

  g_signal_connect_swapped (theme, "changed", G_CALLBACK (count), &changed);
  g_signal_connect_swapped (face_paint, "invalidate-contents", G_CALLBACK (count), &face_redrawn);
  g_signal_connect_swapped (drawer_paint, "invalidate-contents", G_CALLBACK (count),
                            &drawer_redrawn);
  g_settings_set_enum (settings, "card-face", SPLAY_CARD_FACE_FOUR_COLOUR);
  ui_wait_for (counted, &changed);
  ui_wait_for (counted, &face_redrawn);
  ui_wait_for (counted, &drawer_redrawn);
  settle (window);
  g_assert_cmpint (changed, ==, 1);
  g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_FOUR_COLOUR);
  {
    g_autoptr (Image) f = render_paintable (face_paint, 80, 108);
    g_autoptr (Image) d = render_paintable (drawer_paint, 70, 98);

    ink_colour (f, &r, &g, &b);
    assert_colour ("the four of diamonds, four colours", r, g, b, "blue");
    ink_colour (d, &r, &g, &b);
    assert_colour ("the four of clubs, four colours", r, g, b, "green");
  }

  g_settings_set_enum (settings, "card-back", SPLAY_CARD_BACK_RED);
  ui_wait_for (counted, &changed);
  while (changed < 2)
    g_main_context_iteration (NULL, TRUE);
  settle (window);
  {
    g_autoptr (Image) bk = render_paintable (back_paint, 80, 108);

    ink_colour (bk, &r, &g, &b);
    assert_colour ("the back, set to red", r, g, b, "red");
  }

  /* Setting what is already set changes nothing. */
  g_settings_set_enum (settings, "card-back", SPLAY_CARD_BACK_RED);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (changed, ==, 2);

  /* The theme's own setter goes through the settings. */
  splay_card_theme_set_face (theme, SPLAY_CARD_FACE_LARGE_INDEX);
  while (changed < 3)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (g_settings_get_enum (settings, "card-face"), ==, SPLAY_CARD_FACE_LARGE_INDEX);

  g_settings_reset (settings, "card-face");
  g_settings_reset (settings, "card-back");
  while (changed < 5)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_CLASSIC);
  g_assert_cmpint (splay_card_theme_get_back (theme), ==, SPLAY_CARD_BACK_BLUE);
  g_signal_handlers_disconnect_by_data (theme, &changed);

  g_object_ref (face);
  ui_destroy_window (window);
  g_clear_object (&face_paint);
  g_assert_finalize_object (face);
}

/* A widget given a theme of its own follows that one, not the default. */
static void
test_widget_own_theme (void)
{
  g_autoptr (SplayCardTheme) theme = splay_card_theme_new (NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *card = splay_card_widget_new (70, FALSE);
  g_autoptr (GdkPaintable) paint = gtk_widget_paintable_new (card);
  double r, g, b;

  splay_card_widget_set_card (SPLAY_CARD_WIDGET (card), splay_card_make (1, SPLAY_SUIT_CLUBS, 8));
  splay_card_widget_set_theme (SPLAY_CARD_WIDGET (card), theme);
  gtk_window_set_child (GTK_WINDOW (window), card);
  gtk_window_present (GTK_WINDOW (window));
  settle (window);

  splay_card_theme_set_face (theme, SPLAY_CARD_FACE_FOUR_COLOUR);
  g_assert_cmpint (splay_card_theme_get_face (splay_card_theme_get_default ()), ==,
                   SPLAY_CARD_FACE_CLASSIC);
  settle (window);
  {
    g_autoptr (Image) img = render_paintable (paint, 80, 108);

    ink_colour (img, &r, &g, &b);
    assert_colour ("the eight of clubs in the widget's own theme", r, g, b, "green");
  }

  /* Back to the default theme. */
  splay_card_widget_set_theme (SPLAY_CARD_WIDGET (card), NULL);
  settle (window);
  {
    g_autoptr (Image) img = render_paintable (paint, 80, 108);

    ink_colour (img, &r, &g, &b);
    assert_colour ("the eight of clubs in the default theme", r, g, b, "black");
  }
  ui_destroy_window (window);
  g_clear_object (&paint);
  g_assert_finalize_object (g_steal_pointer (&theme));
}

/* A value out of range falls back to the default. A value none of the
 * key's choices, as dconf can write it, never reaches the theme: GSettings
 * reads the default instead (a key file stands in for dconf here). A value
 * of a newer Splay's schema that this one does not know is the theme's own
 * check, with a debug message. */
static void
test_theme_out_of_range (void)
{
  g_autofree char *dir = g_dir_make_tmp ("splay-card-theme-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "settings.ini", NULL);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (schema);
  g_assert_true (
      g_file_set_contents (file, "[Splay]\ncard-face='enormous'\ncard-back='red'\n", -1, &error));
  g_assert_no_error (error);
  {
    g_autoptr (GSettingsBackend) backend
        = g_keyfile_settings_backend_new (file, "/io/github/splaycards/Splay/", "Splay");
    g_autoptr (GSettings) settings = g_settings_new_full (schema, backend, NULL);
    g_autoptr (SplayCardTheme) theme = splay_card_theme_new (settings);

    g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_CLASSIC);
    g_assert_cmpint (splay_card_theme_get_back (theme), ==, SPLAY_CARD_BACK_RED);
  }
  g_unlink (file);
  g_rmdir (dir);

  {
    g_autoptr (GSettingsSchemaSource) newer = g_settings_schema_source_new_from_directory (
        g_test_get_dir (G_TEST_BUILT), source, TRUE, &error);
    g_autoptr (GSettingsSchema) newer_schema = NULL;
    g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();
    g_autoptr (GSettings) settings = NULL;
    g_autoptr (SplayCardTheme) theme = NULL;
    int changed = 0;

    g_assert_no_error (error);
    newer_schema = g_settings_schema_source_lookup (newer, APP_ID ".CardThemeTest", FALSE);
    g_assert_nonnull (newer_schema);
    settings = g_settings_new_full (newer_schema, backend, NULL);
    g_settings_set_enum (settings, "card-face", 2);
    g_settings_set_enum (settings, "card-back", 9);
    g_test_expect_message ("Splay", G_LOG_LEVEL_DEBUG, "*card-back*9*default*");
    theme = splay_card_theme_new (settings);
    g_test_assert_expected_messages ();
    g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_LARGE_INDEX);
    g_assert_cmpint (splay_card_theme_get_back (theme), ==, SPLAY_CARD_BACK_BLUE);

    g_signal_connect_swapped (theme, "changed", G_CALLBACK (count), &changed);
    g_test_expect_message ("Splay", G_LOG_LEVEL_DEBUG, "*card-face*7*default*");
    g_test_expect_message ("Splay", G_LOG_LEVEL_DEBUG, "*card-back*9*default*");
    g_settings_set_enum (settings, "card-face", 7);
    while (changed < 1)
      g_main_context_iteration (NULL, TRUE);
    g_test_assert_expected_messages ();
    g_assert_cmpint (splay_card_theme_get_face (theme), ==, SPLAY_CARD_FACE_CLASSIC);
  }
}

/* ---- resizing ---- */

typedef struct
{
  guint frames;
  guint kept;     /* the cache's count after the first frame */
  guint standins; /* stand-ins drawn by the end of the first frame */
} FirstFrame;

static void
on_first_frame (GdkFrameClock *clock, FirstFrame *f)
{
  if (f->frames++ == 0)
    {
      f->kept = splay_card_face_cache_count ();
      f->standins = splay_card_face_standins_drawn ();
    }
}

static gboolean
not_resizing (gpointer data)
{
  return !splay_card_face_is_resizing ();
}

/* While a window is resized, a card that changes size is shown in that
 * frame as its kept image scaled, nothing drawn anew; once the size rests
 * it is drawn crisp at the new size and shown so. Without a resize, a new
 * size is drawn at once. (The first frame is looked at from its
 * after-paint, whatever time passes.) */
static void
test_resize_standin (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *card = splay_card_widget_new (70, FALSE);
  FirstFrame first = { 0 };
  GdkFrameClock *clock;
  gulong handler;
  guint kept, standins;

  splay_card_face_cache_clear ();
  splay_card_widget_set_card (SPLAY_CARD_WIDGET (card),
                              splay_card_make (0, SPLAY_SUIT_HEARTS, SPLAY_RANK_QUEEN));
  gtk_window_set_child (GTK_WINDOW (window), card);
  gtk_window_present (GTK_WINDOW (window));
  settle (window);
  kept = splay_card_face_cache_count ();
  g_assert_cmpuint (kept, ==, 1);
  g_assert_false (splay_card_face_is_resizing ());

  standins = splay_card_face_standins_drawn ();
  clock = gtk_widget_get_frame_clock (window);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_first_frame), &first);
  splay_card_face_begin_resize ();
  splay_card_widget_set_card_width (SPLAY_CARD_WIDGET (card), 74);
  gtk_test_widget_wait_for_draw (window);
  g_assert_cmpuint (first.frames, >, 0);
  g_assert_cmpuint (first.kept, ==, kept);
  g_assert_cmpuint (first.standins, >, standins);

  ui_wait_for (not_resizing, NULL);
  settle (window);
  g_signal_handler_disconnect (clock, handler);
  g_assert_cmpuint (splay_card_face_cache_count (), ==, kept + 1);
  /* What is on the screen now is the crisp image: drawn again, it is no
   * stand-in and nothing new is drawn. */
  standins = splay_card_face_standins_drawn ();
  gtk_widget_queue_draw (card);
  settle (window);
  g_assert_cmpuint (splay_card_face_standins_drawn (), ==, standins);
  g_assert_cmpuint (splay_card_face_cache_count (), ==, kept + 1);

  splay_card_widget_set_card_width (SPLAY_CARD_WIDGET (card), 78);
  settle (window);
  g_assert_cmpuint (splay_card_face_standins_drawn (), ==, standins);
  g_assert_cmpuint (splay_card_face_cache_count (), ==, kept + 2);
  ui_destroy_window (window);
  splay_card_face_cache_clear ();
}

int
main (int argc, char **argv)
{
  int ret;

  ui_test_init (&argc, &argv);
  renderer = gsk_cairo_renderer_new ();
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));

  g_test_add_func ("/card-face/index-turned", test_index_turned);
  g_test_add_func ("/card-face/four-colour", test_four_colour);
  g_test_add_func ("/card-face/back-colours", test_back_colours);
  g_test_add_func ("/card-face/large-index", test_large_index);
  g_test_add_func ("/card-face/all-distinct", test_all_distinct);
  g_test_add_func ("/card-face/decks-and-none", test_decks_and_none);
  g_test_add_func ("/card-face/dark-paper", test_dark_paper);
  g_test_add_func ("/card-face/scale-two", test_scale_two);
  g_test_add_func ("/card-face/cache", test_cache);
  g_test_add_func ("/card-face/language-change", test_language_change);
  g_test_add_func ("/card-theme/follows-settings", test_theme_follows_settings);
  g_test_add_func ("/card-theme/widget-own-theme", test_widget_own_theme);
  g_test_add_func ("/card-theme/out-of-range", test_theme_out_of_range);
  g_test_add_func ("/card-face/resize-standin", test_resize_standin);

  ret = ui_test_run ();
  gsk_renderer_unrealize (renderer);
  g_clear_object (&renderer);
  return ret;
}
