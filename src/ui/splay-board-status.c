/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "splay-board-status.h"
#include "splay-plain-text.h"

#define N_LINES 3
#define SPACING 6
/* The lines, by their index in lines[]. */
#define LAST 1
#define HINT 2

struct _SplayBoardStatus
{
  GtkWidget parent_instance;

  /* Template widgets, in order from the top */
  GtkWidget *turn;
  GtkWidget *last;
  GtkWidget *hint;

  int lines[N_LINES];   /* room kept for each, in lines of its font */
  gboolean hint_is_tip; /* the hint line holds a tip, not a hint asked for */
  int last_lines;       /* the last label's "lines" as the board cut it; 0: not read yet */
  int fitted_width;     /* the width fit_last () fitted the last line to */
  int width;            /* splay_board_status_set_width (); -1: the texts' */
  guint refit_id;       /* fits it again to a new width */
};

G_DEFINE_FINAL_TYPE (SplayBoardStatus, splay_board_status, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_TURN_LINES,
  PROP_LAST_LINES,
  PROP_HINT_LINES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
line_label (SplayBoardStatus *self, int i)
{
  GtkWidget *labels[N_LINES] = { self->turn, self->last, self->hint };
  return labels[i];
}

/* The height of @n lines in @label's own font (its CSS class may make it a
 * heading), measured rather than guessed so that it follows the font size
 * and the text scaling. */
static int
room_for (GtkWidget *label, int n)
{
  g_autoptr (PangoLayout) layout = NULL;
  int height;

  if (n <= 0)
    return 0;
  layout = gtk_widget_create_pango_layout (label, "Xg");
  pango_layout_get_pixel_size (layout, NULL, &height);
  return n * height;
}

/* Line @i's height at @for_width: its text's, or its room if more. */
static int
line_height (SplayBoardStatus *self, int i, int for_width)
{
  GtkWidget *label = line_label (self, i);
  int natural;

  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, for_width, NULL, &natural, NULL, NULL);
  return MAX (natural, room_for (label, self->lines[i]));
}

/* What the hint line's text takes at @width: nothing while it is empty
 * or gives way to the last line (its room is kept all the same). */
static int
hint_need (SplayBoardStatus *self, int width)
{
  const char *text = gtk_label_get_text (GTK_LABEL (self->hint));
  int natural;

  if (text == NULL || *text == '\0' || !gtk_widget_should_layout (self->hint)
      || !gtk_widget_get_child_visible (self->hint))
    return 0;
  gtk_widget_measure (self->hint, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

/* The lines the last line's whole text takes at @width. */
static int
last_lines_needed (SplayBoardStatus *self, int width)
{
  GtkLabel *last = GTK_LABEL (self->last);
  g_autoptr (PangoLayout) layout
      = gtk_widget_create_pango_layout (self->last, gtk_label_get_text (last));

  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, gtk_label_get_wrap_mode (last));
  return pango_layout_get_line_count (layout);
}

/* A last line that the board cuts short ("lines" and "ellipsize" on its
 * label) may go on into the room the hint line below leaves unused, and
 * into all of it when that holds a tip (a hint asked for stays): on a
 * phone the whole of "Ada added two queens from the table and burned the
 * pile." then shows, where there is no tooltip to read it in. The two
 * keep their rooms' height together, so the table does not move. Fitted
 * to @width, the width the status has. */
static void
fit_last (SplayBoardStatus *self, int width)
{
  GtkLabel *last = GTK_LABEL (self->last);
  int hint_room = 0, need, line, spare, lines;
  gboolean tip_gives_way = FALSE;

  self->fitted_width = width;
  gtk_widget_set_child_visible (self->hint, TRUE);
  if (gtk_label_get_ellipsize (last) == PANGO_ELLIPSIZE_NONE || self->lines[LAST] <= 0
      || width <= 0)
    return;
  /* Read once: the board's template sets it after this widget's init. */
  if (self->last_lines == 0)
    self->last_lines = gtk_label_get_lines (last);
  if (self->last_lines < 1)
    return;
  if (self->lines[HINT] > 0 && gtk_widget_get_visible (self->hint))
    hint_room = room_for (self->hint, self->lines[HINT]);
  need = hint_need (self, width);
  line = room_for (self->last, 1);
  spare = MAX (hint_room - need, 0);
  if (self->hint_is_tip && need > 0 && hint_room > 0
      && last_lines_needed (self, width) > self->last_lines + spare / line)
    {
      tip_gives_way = TRUE;
      spare = hint_room;
    }
  gtk_widget_set_child_visible (self->hint, !tip_gives_way);
  lines = self->last_lines + spare / line;
  if (gtk_label_get_lines (last) != lines)
    gtk_label_set_lines (last, lines);
}

static gboolean
refit_cb (gpointer data)
{
  SplayBoardStatus *self = data;

  self->refit_id = 0;
  fit_last (self, gtk_widget_get_width (GTK_WIDGET (self)));
  return G_SOURCE_REMOVE;
}

/* The height of each line shown at @width (-1: not shown). A last line
 * longer than its room (one fit_last () lets go on, or one no board cuts)
 * takes the hint's first: the hint line then has what is left of the two
 * rooms, or what its text takes. */
static void
line_heights (SplayBoardStatus *self, int width, int heights[N_LINES])
{
  for (int i = 0; i < N_LINES; i++)
    heights[i]
        = gtk_widget_should_layout (line_label (self, i)) ? line_height (self, i, width) : -1;
  if (heights[LAST] >= 0 && heights[HINT] >= 0)
    {
      int last_room = room_for (self->last, self->lines[LAST]);

      if (heights[LAST] > last_room)
        heights[HINT] = MAX (last_room + room_for (self->hint, self->lines[HINT]) - heights[LAST],
                             hint_need (self, width));
    }
}

static void
splay_board_status_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  SplayBoardStatus *self = SPLAY_BOARD_STATUS (widget);
  int shown = 0;

  *minimum = *natural = 0;
  for (int i = 0; i < N_LINES; i++)
    {
      GtkWidget *label = line_label (self, i);
      int min, nat;

      if (!gtk_widget_should_layout (label))
        continue;
      shown++;
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          gtk_widget_measure (label, orientation, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self->width > 0)
    *natural = MAX (*minimum, MIN (*natural, self->width));
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      int heights[N_LINES];

      line_heights (self, for_size, heights);
      for (int i = 0; i < N_LINES; i++)
        if (heights[i] >= 0)
          {
            *minimum += heights[i];
            *natural += heights[i];
          }
    }
  if (orientation == GTK_ORIENTATION_VERTICAL && shown > 1)
    {
      *minimum += SPACING * (shown - 1);
      *natural += SPACING * (shown - 1);
    }
}

/* The lines wrap: their height depends on the width they get. */
static GtkSizeRequestMode
splay_board_status_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
splay_board_status_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  SplayBoardStatus *self = SPLAY_BOARD_STATUS (widget);
  int heights[N_LINES], y = 0;

  /* Each line gets its room, top-aligned in it: a line whose text shrinks
   * leaves the ones below where they were. */
  line_heights (self, width, heights);
  for (int i = 0; i < N_LINES; i++)
    if (heights[i] >= 0)
      {
        gtk_widget_size_allocate (line_label (self, i), &(GtkAllocation){ 0, y, width, heights[i] },
                                  -1);
        y += heights[i] + SPACING;
      }
  /* The last line's lines follow the width, after this layout: a label's
   * change now would not be laid out. */
  if (width != self->fitted_width && self->refit_id == 0)
    self->refit_id = g_idle_add_full (GTK_PRIORITY_RESIZE - 1, refit_cb, self, NULL);
}

static void
update_visibility (SplayBoardStatus *self)
{
  for (int i = 0; i < N_LINES; i++)
    {
      GtkWidget *label = line_label (self, i);
      const char *text = gtk_label_get_text (GTK_LABEL (label));

      gtk_widget_set_visible (label, self->lines[i] > 0 || (text != NULL && *text != '\0'));
    }
}

static void
set_lines (SplayBoardStatus *self, int i, int lines)
{
  if (self->lines[i] == lines)
    return;
  self->lines[i] = lines;
  update_visibility (self);
  fit_last (self, gtk_widget_get_width (GTK_WIDGET (self)));
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_LINES + i]);
}

static void
splay_board_status_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayBoardStatus *self = SPLAY_BOARD_STATUS (object);

  switch (prop_id)
    {
    case PROP_TURN_LINES:
    case PROP_LAST_LINES:
    case PROP_HINT_LINES: g_value_set_int (value, self->lines[prop_id - PROP_TURN_LINES]); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_board_status_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  SplayBoardStatus *self = SPLAY_BOARD_STATUS (object);

  switch (prop_id)
    {
    case PROP_TURN_LINES:
    case PROP_LAST_LINES:
    case PROP_HINT_LINES:
      set_lines (self, prop_id - PROP_TURN_LINES, g_value_get_int (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_board_status_dispose (GObject *object)
{
  SplayBoardStatus *self = SPLAY_BOARD_STATUS (object);

  g_clear_handle_id (&self->refit_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), SPLAY_TYPE_BOARD_STATUS);
  G_OBJECT_CLASS (splay_board_status_parent_class)->dispose (object);
}

static void
splay_board_status_class_init (SplayBoardStatusClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = splay_board_status_dispose;
  object_class->get_property = splay_board_status_get_property;
  object_class->set_property = splay_board_status_set_property;
  widget_class->measure = splay_board_status_measure;
  widget_class->size_allocate = splay_board_status_size_allocate;
  widget_class->get_request_mode = splay_board_status_get_request_mode;

  properties[PROP_TURN_LINES]
      = g_param_spec_int ("turn-lines", NULL, NULL, 0, 10, 1,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_LAST_LINES]
      = g_param_spec_int ("last-lines", NULL, NULL, 0, 10, 2,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_HINT_LINES]
      = g_param_spec_int ("hint-lines", NULL, NULL, 0, 10, 2,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/splay-board-status.ui");
  gtk_widget_class_bind_template_child_internal (widget_class, SplayBoardStatus, turn);
  gtk_widget_class_bind_template_child_internal (widget_class, SplayBoardStatus, last);
  gtk_widget_class_bind_template_child_internal (widget_class, SplayBoardStatus, hint);
  gtk_widget_class_set_css_name (widget_class, "splay-board-status");
}

static void
splay_board_status_init (SplayBoardStatus *self)
{
  self->lines[0] = 1;
  self->lines[1] = 2;
  self->lines[2] = 2;
  self->width = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A board may cut the line short (its template gives the label "lines"
   * and "ellipsize"): the whole text then shows on hover. */
  splay_plain_label_tooltip_when_cut (GTK_LABEL (self->last));
}

GtkWidget *
splay_board_status_new (void)
{
  return g_object_new (SPLAY_TYPE_BOARD_STATUS, NULL);
}

void
splay_board_status_set_texts (SplayBoardStatus *self, const char *turn, const char *last,
                              const char *hint, gboolean hint_is_tip)
{
  g_return_if_fail (SPLAY_IS_BOARD_STATUS (self));

  gtk_label_set_text (GTK_LABEL (self->turn), turn != NULL ? turn : "");
  gtk_label_set_text (GTK_LABEL (self->last), last != NULL ? last : "");
  gtk_label_set_text (GTK_LABEL (self->hint), hint != NULL ? hint : "");
  self->hint_is_tip = hint_is_tip;
  update_visibility (self);
  fit_last (self, gtk_widget_get_width (GTK_WIDGET (self)));
}

void
splay_board_status_set_width (SplayBoardStatus *self, int width)
{
  g_return_if_fail (SPLAY_IS_BOARD_STATUS (self));
  width = width > 0 ? width : -1;
  if (self->width == width)
    return;
  self->width = width;
  gtk_widget_set_size_request (GTK_WIDGET (self), width, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
splay_board_status_get_turn (SplayBoardStatus *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD_STATUS (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->turn));
}

const char *
splay_board_status_get_last (SplayBoardStatus *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD_STATUS (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->last));
}

const char *
splay_board_status_get_hint (SplayBoardStatus *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD_STATUS (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->hint));
}

GtkWidget *
splay_board_status_get_turn_label (SplayBoardStatus *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD_STATUS (self), NULL);
  return self->turn;
}
