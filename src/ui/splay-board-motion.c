/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "splay-board-motion.h"
#include "splay-card-widget.h"

/* Cards are drawn this much taller than wide (as SplayCardWidget does). */
#define CARD_RATIO 1.4f
/* Picking up a whole pile sends this many cards at most; the rest are
 * simply there, which reads the same. */
#define MAX_TRAVELS 16
/* A new deal: the top card of each place (at most this many) comes from
 * the middle of the table, one after another. */
#define MAX_DEALT 24
#define DEAL_STEP_MS 25.0
/* The time a card takes, by the distance it goes. */
#define MIN_MS 120.0
#define MAX_MS 250.0
#define MS_PER_PX 0.25
/* A travel the board has not painted after this many frames (the board is
 * out of sight) starts anyway, so the match is never held for long. */
#define MAX_WAIT_FRAMES 6

static GQuark place_quark;

typedef struct
{
  SplayMotion *motion;
  GtkWidget *widget; /* NULL once it is gone */
  SplayCard *cards;
  int n_cards;
  SplayCard *old; /* begin (): what it showed, and where */
  int n_old;
  gboolean has_old_rect;
  gboolean old_sized;
  graphene_rect_t old_rect;
  int hidden; /* cards on their way here */
  double saved_opacity;
} Place;

typedef struct
{
  Place *to;
  SplayCard card;
  graphene_rect_t from;
  gboolean from_sized;
  gboolean hides;  /* its place is hidden until it lands */
  gint64 delay;    /* dealt cards set off one after another */
  gint64 start;    /* frame time of the first frame painted; 0 before */
  gint64 duration; /* microseconds */
  int waited;      /* frames ticked before it started */
} Travel;

struct _SplayMotion
{
  GtkWidget *board;
  SplayMotionDrawFunc draw;
  void (*done) (gpointer data);
  gpointer done_data;
  GPtrArray *places; /* Place, owned */
  GArray *travels;   /* Travel */
  double speed;
  guint tick_id;
  gboolean begun;
};

/* ---- places ---- */

static void
place_widget_gone (gpointer data, GObject *where)
{
  Place *place = data;
  place->widget = NULL;
}

static void
place_free (gpointer data)
{
  Place *place = data;

  if (place->widget != NULL)
    {
      g_object_weak_unref (G_OBJECT (place->widget), place_widget_gone, place);
      g_object_set_qdata (G_OBJECT (place->widget), place_quark, NULL);
    }
  g_free (place->cards);
  g_free (place->old);
  g_free (place);
}

static void
place_hide (Place *place, gboolean hide)
{
  if (hide)
    {
      if (place->hidden++ == 0 && place->widget != NULL)
        {
          place->saved_opacity = gtk_widget_get_opacity (place->widget);
          gtk_widget_set_opacity (place->widget, 0.0);
        }
    }
  else if (--place->hidden == 0 && place->widget != NULL)
    gtk_widget_set_opacity (place->widget, place->saved_opacity);
}

/* Where a card of @place lies on the board: a card widget says where its
 * top card is; another widget holds one card, or a column whose last card
 * lies whole at the bottom (a fanned discard pile). Any other shape (a
 * Splito zone) is no card: *@sized is FALSE and the card keeps the size it
 * has at the other end, at the middle of @out. */
static gboolean
place_rect (SplayMotion *self, Place *place, graphene_rect_t *out, gboolean *sized)
{
  GtkWidget *w = place->widget;
  graphene_rect_t local;
  graphene_point_t at;
  float width, height;

  if (w == NULL || !gtk_widget_get_mapped (w) || !gtk_widget_get_mapped (self->board))
    return FALSE;
  width = gtk_widget_get_width (w);
  height = gtk_widget_get_height (w);
  if (width <= 0 || height <= 0)
    return FALSE;
  *sized = TRUE;
  if (SPLAY_IS_CARD_WIDGET (w))
    splay_card_widget_get_card_rect (SPLAY_CARD_WIDGET (w), &local);
  else if (height > width * CARD_RATIO + 1 && width <= 200)
    graphene_rect_init (&local, 0, height - width * CARD_RATIO, width, width * CARD_RATIO);
  else
    {
      graphene_rect_init (&local, 0, 0, width, height);
      *sized = height >= width * 1.3f && height <= width * 1.55f;
    }
  if (!gtk_widget_compute_point (w, self->board, &local.origin, &at))
    return FALSE;
  graphene_rect_init (out, at.x, at.y, local.size.width, local.size.height);
  return TRUE;
}

/* Where the cards of a place that is not on the screen (a hand a narrow or
 * short table shows only as a count) come from: the middle of its nearest
 * shown container on the board, such as the player's row. */
static gboolean
shown_container_rect (SplayMotion *self, Place *place, graphene_rect_t *out, gboolean *sized)
{
  GtkWidget *w = place->widget;
  graphene_rect_t bounds;

  if (w == NULL || gtk_widget_get_mapped (w) || !gtk_widget_get_mapped (self->board))
    return FALSE;
  while (w != NULL && w != self->board && !gtk_widget_get_mapped (w))
    w = gtk_widget_get_parent (w);
  if (w == NULL || w == self->board || !gtk_widget_compute_bounds (w, self->board, &bounds))
    return FALSE;
  *out = bounds;
  *sized = FALSE;
  return TRUE;
}

void
splay_motion_set_place (SplayMotion *self, GtkWidget *widget, const SplayCard *cards, int n_cards)
{
  Place *place;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (n_cards >= 0);

  place = g_object_get_qdata (G_OBJECT (widget), place_quark);
  if (place == NULL)
    {
      place = g_new0 (Place, 1);
      place->motion = self;
      place->widget = widget;
      place->saved_opacity = 1.0;
      g_object_weak_ref (G_OBJECT (widget), place_widget_gone, place);
      g_object_set_qdata (G_OBJECT (widget), place_quark, place);
      g_ptr_array_add (self->places, place);
    }
  g_return_if_fail (place->motion == self);
  if (n_cards != place->n_cards)
    {
      place->cards = g_renew (SplayCard, place->cards, n_cards);
      place->n_cards = n_cards;
    }
  if (n_cards > 0)
    memcpy (place->cards, cards, n_cards * sizeof *cards);
}

/* ---- travels ---- */

static void
travel_land (SplayMotion *self, guint i)
{
  Travel *t = &g_array_index (self->travels, Travel, i);

  if (t->hides)
    place_hide (t->to, FALSE);
  g_array_remove_index (self->travels, i);
}

static void
finish (SplayMotion *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (self->board, self->tick_id);
      self->tick_id = 0;
    }
  gtk_widget_queue_draw (self->board);
  /* Last: the board may release the match, whose next move starts new
   * travels from here. */
  if (self->done != NULL)
    self->done (self->done_data);
}

static double
progress (Travel *t, gint64 now)
{
  if (t->start == 0)
    return 0.0;
  if (t->duration <= 0)
    return 1.0;
  return CLAMP ((double) (now - t->start) / t->duration, 0.0, 1.0);
}

static gboolean
tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  SplayMotion *self = data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  for (guint i = self->travels->len; i-- > 0;)
    {
      Travel *t = &g_array_index (self->travels, Travel, i);

      if (t->start == 0 && ++t->waited > MAX_WAIT_FRAMES)
        {
          t->start = now;
          t->duration = 0;
        }
      /* Painted at its end already; or its place is gone. */
      if ((t->start != 0 && progress (t, now) >= 1.0) || t->to->widget == NULL
          || !gtk_widget_get_mapped (t->to->widget))
        travel_land (self, i);
    }
  if (self->travels->len == 0)
    {
      self->tick_id = 0;
      finish (self);
      return G_SOURCE_REMOVE;
    }
  gtk_widget_queue_draw (self->board);
  return G_SOURCE_CONTINUE;
}

void
splay_motion_stop (SplayMotion *self)
{
  if (self->travels->len == 0)
    return;
  while (self->travels->len > 0)
    travel_land (self, self->travels->len - 1);
  finish (self);
}

static void
on_unmap (SplayMotion *self)
{
  /* Nothing is painted out of sight: every card lands now. */
  splay_motion_stop (self);
}

/* ---- begin, end ---- */

void
splay_motion_begin (SplayMotion *self)
{
  for (guint i = self->places->len; i-- > 0;)
    {
      Place *place = g_ptr_array_index (self->places, i);

      if (place->widget == NULL && place->hidden == 0)
        {
          g_ptr_array_remove_index_fast (self->places, i);
          continue;
        }
      g_free (place->old);
      place->old = place->n_cards > 0
                       ? g_memdup2 (place->cards, place->n_cards * sizeof (SplayCard))
                       : NULL;
      place->n_old = place->n_cards;
      place->has_old_rect
          = place->n_cards > 0
            && (place_rect (self, place, &place->old_rect, &place->old_sized)
                || shown_container_rect (self, place, &place->old_rect, &place->old_sized));
    }
  self->begun = TRUE;
}

typedef struct
{
  Place *place;
  SplayCard card;
  gboolean used;
} Change;

static void
count (const SplayCard *cards, int n, int *counts)
{
  for (int i = 0; i < n; i++)
    counts[cards[i]]++;
}

/* What left and came to each place, card by card, in the order the place
 * shows them. */
static void
collect_changes (SplayMotion *self, GArray *left, GArray *came)
{
  for (guint i = 0; i < self->places->len; i++)
    {
      Place *place = g_ptr_array_index (self->places, i);
      gboolean shown = place->widget != NULL && gtk_widget_is_visible (place->widget);
      int n_new = shown ? place->n_cards : 0;
      int old_counts[256] = { 0 }, new_counts[256] = { 0 };

      count (place->old, place->n_old, old_counts);
      count (place->cards, n_new, new_counts);
      for (int k = 0; k < place->n_old; k++)
        {
          SplayCard c = place->old[k];
          if (new_counts[c] < old_counts[c])
            {
              Change ch = { place, c, !place->has_old_rect };
              g_array_append_val (left, ch);
              old_counts[c]--;
            }
        }
      for (int k = 0; k < n_new; k++)
        {
          SplayCard c = place->cards[k];
          if (new_counts[c] > old_counts[c])
            {
              Change ch = { place, c, FALSE };
              g_array_append_val (came, ch);
              new_counts[c]--;
            }
        }
    }
}

/* A card that left another place: the same card if @card is known,
 * else (@any) any card, a face-down one first. */
static Change *
find_source (GArray *left, Place *to, SplayCard card, gboolean any)
{
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < left->len; i++)
      {
        Change *ch = &g_array_index (left, Change, i);
        SplayCard want = pass == 0 ? card : SPLAY_CARD_UNKNOWN;

        if (ch->used || ch->place == to)
          continue;
        if (ch->card == want || (any && pass == 1))
          return ch;
      }
  return NULL;
}

static void
add_travel (SplayMotion *self, Change *from, Change *to, SplayCard shown)
{
  Travel t = { 0 };
  graphene_rect_t rect;
  gboolean sized = TRUE;

  from->used = to->used = TRUE;
  t.to = to->place;
  t.card = shown;
  t.from = from->place->old_rect;
  t.from_sized = from->place->old_sized;
  /* A card place is hidden until its card lands; a place that is no card
   * (a Splito zone, with its name and counts) stays. A new widget has no
   * size yet: it is a card of a hand. */
  t.hides = !place_rect (self, to->place, &rect, &sized) || sized;
  g_array_append_val (self->travels, t);
  if (t.hides)
    place_hide (to->place, TRUE);
}


/* The travels from @before on set off: the board ticks and is drawn. */
static guint
set_off (SplayMotion *self, guint before)
{
  if (self->travels->len > before && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (self->board, tick, self, NULL);
  if (self->travels->len > before)
    gtk_widget_queue_draw (self->board);
  return self->travels->len - before;
}
guint
splay_motion_end (SplayMotion *self, double speed)
{
  g_autoptr (GArray) left = NULL;
  g_autoptr (GArray) came = NULL;
  guint before = self->travels->len;
  gboolean animations = TRUE;

  if (!self->begun)
    return 0;
  self->begun = FALSE;
  g_object_get (gtk_widget_get_settings (self->board), "gtk-enable-animations", &animations, NULL);
  if (speed <= 0 || !animations || !gtk_widget_get_mapped (self->board))
    return 0;
  self->speed = speed;

  left = g_array_new (FALSE, FALSE, sizeof (Change));
  came = g_array_new (FALSE, FALSE, sizeof (Change));
  collect_changes (self, left, came);

  /* The same card first (a card played, picked up, built on), then a card
   * that was face down (drawn from a stock, played from a hidden hand),
   * then one that goes face down (into a hidden hand). */
  for (int pass = 0; pass < 3; pass++)
    for (guint i = 0; i < came->len && self->travels->len - before < MAX_TRAVELS; i++)
      {
        Change *to = &g_array_index (came, Change, i);
        gboolean known = to->card != SPLAY_CARD_UNKNOWN;
        Change *from;

        if (to->used || (pass < 2) != known)
          continue;
        from = pass == 0 ? find_source (left, to->place, to->card, FALSE)
                         : find_source (left, to->place, SPLAY_CARD_UNKNOWN, pass == 2);
        if (pass == 0 && from != NULL && from->card != to->card)
          from = NULL; /* the second round of find_source: for pass 1 */
        if (from == NULL)
          continue;
        /* A card going into a hidden hand shows the face it had. */
        add_travel (self, from, to, known ? to->card : from->card);
      }

  return set_off (self, before);
}

guint
splay_motion_deal (SplayMotion *self, double speed)
{
  graphene_rect_t centre;
  guint before = self->travels->len;
  gboolean animations = TRUE;

  self->begun = FALSE;
  g_object_get (gtk_widget_get_settings (self->board), "gtk-enable-animations", &animations, NULL);
  if (speed <= 0 || !animations || !gtk_widget_get_mapped (self->board))
    return 0;
  self->speed = speed;
  /* From the middle of the table, where the dealer's deck lies. */
  graphene_rect_init (&centre, gtk_widget_get_width (self->board) / 2.f,
                      gtk_widget_get_height (self->board) / 2.f, 0, 0);
  for (guint i = 0; i < self->places->len && self->travels->len - before < MAX_DEALT; i++)
    {
      Place *place = g_ptr_array_index (self->places, i);
      Travel t = { 0 };

      if (place->widget == NULL || place->n_cards == 0 || !gtk_widget_is_visible (place->widget))
        continue;
      t.to = place;
      t.card = place->cards[place->n_cards - 1];
      t.from = centre;
      t.from_sized = FALSE;
      t.hides = TRUE;
      t.delay = (gint64) ((self->travels->len - before) * DEAL_STEP_MS * 1000.0 / speed);
      g_array_append_val (self->travels, t);
      place_hide (place, TRUE);
    }
  return set_off (self, before);
}

guint
splay_motion_get_n_travelling (SplayMotion *self)
{
  return self->travels->len;
}

gboolean
splay_motion_get_travel (SplayMotion *self, guint i, SplayCard *card, GtkWidget **to, double *done)
{
  Travel *t;
  GdkFrameClock *clock;

  if (i >= self->travels->len)
    return FALSE;
  t = &g_array_index (self->travels, Travel, i);
  clock = gtk_widget_get_frame_clock (self->board);
  if (card != NULL)
    *card = t->card;
  if (to != NULL)
    *to = t->to->widget;
  if (done != NULL)
    *done = t->start == 0   ? -1.0
            : clock != NULL ? progress (t, gdk_frame_clock_get_frame_time (clock))
                            : 1.0;
  return TRUE;
}

/* ---- painting ---- */

static double
ease_out_cubic (double t)
{
  double u = 1.0 - t;
  return 1.0 - u * u * u;
}

void
splay_motion_snapshot (SplayMotion *self, GtkSnapshot *snapshot)
{
  GdkFrameClock *clock;
  gint64 now;

  if (self->travels->len == 0)
    return;
  clock = gtk_widget_get_frame_clock (self->board);
  now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  for (guint i = 0; i < self->travels->len; i++)
    {
      Travel *t = &g_array_index (self->travels, Travel, i);
      graphene_rect_t to, from = t->from;
      gboolean to_sized;
      float w, h, x, y, sx, sy;
      double e;

      if (!place_rect (self, t->to, &to, &to_sized))
        continue;
      /* A place that is no card takes the card at the other end's size. */
      if (!to_sized && t->from_sized)
        graphene_rect_init (&to, to.origin.x + (to.size.width - from.size.width) / 2,
                            to.origin.y + (to.size.height - from.size.height) / 2, from.size.width,
                            from.size.height);
      else if (to_sized && !t->from_sized)
        graphene_rect_init (&from, from.origin.x + (from.size.width - to.size.width) / 2,
                            from.origin.y + (from.size.height - to.size.height) / 2, to.size.width,
                            to.size.height);
      if (t->start == 0)
        {
          /* The first frame with the new layout: now the way is known. */
          double dx = to.origin.x - from.origin.x, dy = to.origin.y - from.origin.y;
          double ms = CLAMP (MIN_MS + sqrt (dx * dx + dy * dy) * MS_PER_PX, MIN_MS, MAX_MS);

          t->start = now + t->delay;
          t->duration = (gint64) (ms * 1000.0 / self->speed);
        }
      e = ease_out_cubic (progress (t, now));
      x = from.origin.x + (to.origin.x - from.origin.x) * e;
      y = from.origin.y + (to.origin.y - from.origin.y) * e;
      w = from.size.width + (to.size.width - from.size.width) * e;
      h = from.size.height + (to.size.height - from.size.height) * e;
      /* Drawn at the size it lands at and scaled: the face's image is made
       * once for that size, not once per frame. */
      sx = to.size.width > 0 ? w / to.size.width : 1;
      sy = to.size.height > 0 ? h / to.size.height : 1;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
      if (sx != 1 || sy != 1)
        gtk_snapshot_scale (snapshot, sx, sy);
      self->draw (self->board, snapshot, t->card, to.size.width, to.size.height);
      gtk_snapshot_restore (snapshot);
    }
}

/* ---- life ---- */

SplayMotion *
splay_motion_new (GtkWidget *board, SplayMotionDrawFunc draw, GCallback done, gpointer done_data)
{
  SplayMotion *self = g_new0 (SplayMotion, 1);

  if (place_quark == 0)
    place_quark = g_quark_from_static_string ("splay-motion-place");
  self->board = board;
  self->draw = draw;
  self->done = (void (*) (gpointer)) done;
  self->done_data = done_data;
  self->places = g_ptr_array_new_with_free_func (place_free);
  self->travels = g_array_new (FALSE, FALSE, sizeof (Travel));
  self->speed = 1.0;
  g_signal_connect_swapped (board, "unmap", G_CALLBACK (on_unmap), self);
  return self;
}

void
splay_motion_free (SplayMotion *self)
{
  if (self == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->board, self);
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (self->board, self->tick_id);
  while (self->travels->len > 0)
    travel_land (self, self->travels->len - 1);
  g_array_unref (self->travels);
  g_ptr_array_unref (self->places);
  g_free (self);
}
