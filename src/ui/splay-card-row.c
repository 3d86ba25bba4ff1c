/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-card-row.h"
#include "splay-card-widget.h"

/* Enough of each covered card stays visible to read its corner: a few
 * pixels more than its index, which grows with the card. */
#define MIN_VISIBLE SPLAY_CARD_ROW_MIN_VISIBLE
#define GAP 4
/* A row that cannot hold every card that way wraps; a narrow one still
 * takes this many before it wraps. */
#define MIN_PER_ROW 4
/* A wrapped row lies over the one before it, leaving its top with the
 * corners showing. */
#define ROW_SHOWS 0.42

struct _SplayCardRow
{
  GtkWidget parent_instance;

  gboolean fanned;    /* overlapped even where there is room to spread */
  gboolean group;     /* cards of one rank closer before the row wraps */
  int room;           /* measured as if it held at least this many */
  int width_room;     /* as wide as this many cards, which lie at its start */
  gboolean apart;     /* ... each whole, or else overlapped to their corners */
  int card_w, card_h; /* the cards' size while it holds none */
};

G_DEFINE_FINAL_TYPE (SplayCardRow, splay_card_row, GTK_TYPE_WIDGET)

/* The largest child's size and the number of children; without any,
 * the size splay_card_row_set_card_size () gave. */
static void
child_size (GtkWidget *self, int *width, int *height, int *n)
{
  *width = *height = *n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (self); c; c = gtk_widget_get_next_sibling (c))
    {
      int w, h;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, -1, NULL, &h, NULL, NULL);
      *width = MAX (*width, w);
      *height = MAX (*height, h);
      (*n)++;
    }
  if (*n == 0)
    {
      *width = SPLAY_CARD_ROW (self)->card_w;
      *height = SPLAY_CARD_ROW (self)->card_h;
    }
}

static int
min_visible (int w)
{
  return MIN (w, MAX (MIN_VISIBLE, (int) (w * SPLAY_CARD_ROW_MIN_VISIBLE_SHARE)));
}

static int
tight_visible (int w)
{
  return MIN (w,
              MAX (SPLAY_CARD_ROW_TIGHT_VISIBLE, (int) (w * SPLAY_CARD_ROW_TIGHT_VISIBLE_SHARE)));
}

static int
group_visible (int w)
{
  return MIN (tight_visible (w),
              MAX (SPLAY_CARD_ROW_GROUP_VISIBLE, (int) (w * SPLAY_CARD_ROW_GROUP_VISIBLE_SHARE)));
}

/* Whether @c is a face-up card of the rank of the card after it. */
static gboolean
same_rank_next (GtkWidget *c)
{
  GtkWidget *next = gtk_widget_get_next_sibling (c);
  SplayCard a, b;

  if (next == NULL || !SPLAY_IS_CARD_WIDGET (c) || !SPLAY_IS_CARD_WIDGET (next))
    return FALSE;
  a = splay_card_widget_get_card (SPLAY_CARD_WIDGET (c));
  b = splay_card_widget_get_card (SPLAY_CARD_WIDGET (next));
  return splay_card_is_real (a) && splay_card_is_real (b) && !splay_card_is_joker (a)
         && !splay_card_is_joker (b) && splay_card_rank (a) == splay_card_rank (b);
}

/* How many of the row's gaps lie between two cards of one rank: 0 where
 * it does not group them. */
static int
n_same_gaps (SplayCardRow *self)
{
  int n = 0;

  if (!self->group)
    return 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c;
       c = gtk_widget_get_next_sibling (c))
    n += same_rank_next (c);
  return n;
}

/* The width of @n cards @w wide in one row at their tightest: each card
 * showing its index, or less where the next card is of its rank. */
static int
tightest_width (SplayCardRow *self, int n, int w)
{
  int same = n_same_gaps (self);

  return w + (n - 1 - same) * tight_visible (w) + same * group_visible (w);
}

/* How many rows @n cards @w wide take in @width: as few as they fit in,
 * each card showing at least its index; a fan, one however narrow. */
static int
n_rows (SplayCardRow *self, int n, int w, int width)
{
  int per_row;

  if (self->fanned)
    return 1;
  if (n <= 1 || width <= w)
    return MAX (1, n > 0 ? (n + MIN_PER_ROW - 1) / MIN_PER_ROW : 1);
  per_row = 1 + (width - w) / tight_visible (w);
  if (n > per_row && self->group && tightest_width (self, n, w) <= width)
    return 1;
  return (n + per_row - 1) / per_row;
}

/* The step from card to card of a fanned row: its corner and a little more. */
static int
fan_step (int w)
{
  return MIN (w, min_visible (w) + 6);
}

/* The step from card to card where there is room. */
static int
open_step (SplayCardRow *self, int w)
{
  return self->fanned ? fan_step (w) : w + GAP;
}

static int
row_step (int h)
{
  return (int) (h * ROW_SHOWS);
}

static GtkSizeRequestMode
splay_card_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
splay_card_row_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplayCardRow *self = SPLAY_CARD_ROW (widget);
  int w, h, n;

  child_size (widget, &w, &h, &n);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      int room = MAX (n, self->room), rows;

      /* An empty row without room (or a size for it) takes none. */
      if (room == 0 || w == 0 || h == 0)
        {
          *minimum = *natural = 0;
          return;
        }
      rows = for_size < 0 ? 1 : n_rows (self, room, w, for_size);
      *minimum = *natural = h + (rows - 1) * row_step (h);
      return;
    }
  /* As wide as the cards it holds, or as the room it keeps for more:
   * those apart, or overlapped to their corners. */
  n = MAX (n, self->width_room);
  if (n == 0 || w == 0)
    {
      *minimum = *natural = 0;
      return;
    }
  *minimum = w + (MIN (n, MIN_PER_ROW) - 1) * min_visible (w);
  *natural
      = w
        + (n - 1) * (self->width_room > 0 && !self->apart ? min_visible (w) : open_step (self, w));
}

static void
splay_card_row_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  int w, h, n, rows, per_row, i = 0;
  GtkWidget *c = gtk_widget_get_first_child (widget);

  child_size (widget, &w, &h, &n);
  if (n == 0)
    return;
  rows = n_rows (SPLAY_CARD_ROW (widget), n, w, width);
  /* Rows as even as they go: the first ones hold the extra card. */
  per_row = (n + rows - 1) / rows;
  for (int r = 0; r < rows && c != NULL; r++)
    {
      int in_row = MIN (per_row, n - i), step = open_step (SPLAY_CARD_ROW (widget), w), total, x;
      /* Squeezed past the index in one row: the cards of one rank give
       * up the rest (same_step), the others keep their index showing. */
      int same = 0, same_step = 0;

      if (in_row > 1 && w + (in_row - 1) * step > width)
        step = MAX (1, (width - w) / (in_row - 1));
      if (rows == 1 && in_row > 1 && step < tight_visible (w)
          && (same = n_same_gaps (SPLAY_CARD_ROW (widget))) > 0)
        {
          step = tight_visible (w);
          same_step = MAX (1, (width - w - (in_row - 1 - same) * step) / same);
        }
      total = w + (in_row - 1 - same) * step + same * same_step;
      /* A row keeping room for more cards lays them from its start, next
       * to what lies before it, and leaves the room at its end. */
      if (SPLAY_CARD_ROW (widget)->width_room == 0)
        x = MAX (0, (width - total) / 2);
      else
        x = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL ? MAX (0, width - total) : 0;
      for (int k = 0; k < in_row && c != NULL; k++, i++, c = gtk_widget_get_next_sibling (c))
        {
          gtk_widget_size_allocate (c, &(GtkAllocation){ x, r * row_step (h), w, h }, -1);
          x += same > 0 && same_rank_next (c) ? same_step : step;
        }
    }
}

static void
splay_card_row_dispose (GObject *object)
{
  splay_card_row_remove_all (SPLAY_CARD_ROW (object));
  G_OBJECT_CLASS (splay_card_row_parent_class)->dispose (object);
}

static void
splay_card_row_class_init (SplayCardRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = splay_card_row_dispose;
  widget_class->get_request_mode = splay_card_row_get_request_mode;
  widget_class->measure = splay_card_row_measure;
  widget_class->size_allocate = splay_card_row_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "splay-card-row");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
splay_card_row_init (SplayCardRow *self)
{
}

GtkWidget *
splay_card_row_new (void)
{
  return g_object_new (SPLAY_TYPE_CARD_ROW, NULL);
}

void
splay_card_row_append (SplayCardRow *self, GtkWidget *child)
{
  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  gtk_widget_set_parent (child, GTK_WIDGET (self));
}

void
splay_card_row_remove_all (SplayCardRow *self)
{
  GtkWidget *c;

  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  while ((c = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (c);
}

void
splay_card_row_set_fanned (SplayCardRow *self, gboolean fanned)
{
  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  if (self->fanned == !!fanned)
    return;
  self->fanned = !!fanned;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_card_row_set_group_ranks (SplayCardRow *self, gboolean group)
{
  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  if (self->group == !!group)
    return;
  self->group = !!group;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_card_row_set_room (SplayCardRow *self, int n)
{
  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  n = MAX (n, 0);
  if (self->room == n)
    return;
  self->room = n;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_card_row_set_width_room (SplayCardRow *self, int n, gboolean apart)
{
  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  n = MAX (n, 0);
  if (self->width_room == n && self->apart == !!apart)
    return;
  self->width_room = n;
  self->apart = !!apart;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_card_row_set_card_size (SplayCardRow *self, int width, int height)
{
  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  width = MAX (width, 0);
  height = MAX (height, 0);
  if (self->card_w == width && self->card_h == height)
    return;
  self->card_w = width;
  self->card_h = height;
  if (gtk_widget_get_first_child (GTK_WIDGET (self)) == NULL)
    gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
splay_card_row_set_card_width (SplayCardRow *self, int width)
{
  g_return_if_fail (SPLAY_IS_CARD_ROW (self));
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c;
       c = gtk_widget_get_next_sibling (c))
    splay_card_widget_set_card_width (SPLAY_CARD_WIDGET (c), width);
  splay_card_row_set_card_size (self, splay_card_widget_width_for (width, 1, 0),
                                splay_card_widget_height_for (width, 0, TRUE));
}

guint
splay_card_row_get_n_children (SplayCardRow *self)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c;
       c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

GtkWidget *
splay_card_row_get_nth (SplayCardRow *self, guint n)
{
  GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self));

  while (c != NULL && n-- > 0)
    c = gtk_widget_get_next_sibling (c);
  return c;
}
