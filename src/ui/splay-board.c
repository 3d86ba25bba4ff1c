/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "splay-board-motion.h"
#include "splay-board-internal.h"
#include "splay-board-private.h"
#include "splay-a11y.h"
#include "splay-card-face.h"
#include "splay-card-row.h"
#include "splay-card-widget.h"
#include "splay-preferences.h"
#include "../model/splay-realtime.h"

static void splay_board_buildable_init (GtkBuildableIface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (SplayBoard, splay_board, GTK_TYPE_WIDGET,
                                  G_ADD_PRIVATE (SplayBoard)
                                      G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                             splay_board_buildable_init))

SplayBoardPrivate *
splay_board_get_private (SplayBoard *self)
{
  return splay_board_get_instance_private (self);
}

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_SEAT,
  PROP_COVERED,
  PROP_STATUS,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

enum
{
  MESSAGE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];
static GtkBuildableIface *parent_buildable_iface;
/* ---- whose cards are on the screen ---- */

static const char *
name_of (SplayBoard *self, int seat)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  return splay_player_get_name (splay_match_get_player (priv->match, seat));
}

/* The one person at the table; with several, the lowest who may act, or
 * @current while none may (or the game is over). *@hand_over: that is
 * another person than @current, so the screen must be passed first. */
static int
seat_for_screen (SplayMatch *match, int current, gboolean *hand_over)
{
  SplayGame *game = splay_match_get_current_game (match);
  int n = splay_match_get_n_seats (match);
  int humans = splay_match_get_n_humans (match);
  guint32 actors;

  *hand_over = FALSE;
  if (humans == 0)
    return -1;
  if (humans == 1)
    {
      for (int s = 0; s < n; s++)
        if (splay_match_seat_is_human (match, s))
          return s;
    }
  if (game == NULL || splay_game_is_over (game))
    return current;
  actors = splay_game_get_actors (game);
  for (int s = 0; s < n; s++)
    if ((actors >> s) & 1 && splay_match_seat_is_human (match, s))
      {
        *hand_over = s != current;
        return s;
      }
  return current;
}

static void
set_seat (SplayBoard *self, int seat, gboolean covered)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  gboolean seat_changed = priv->seat != seat, cover_changed = priv->covered != covered;

  priv->seat = seat;
  priv->covered = covered;
  if (seat_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
  if (cover_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COVERED]);
}

static void
reset (SplayBoard *self)
{
  SplayBoardClass *klass = SPLAY_BOARD_GET_CLASS (self);

  if (klass->reset != NULL)
    klass->reset (self);
}

/* Puts the pass-the-screen cover up for @seat: the match waits, every hand
 * is hidden, and the keyboard goes to the button that takes it down. */
static void
cover_for (SplayBoard *self, int seat)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  const char *name = name_of (self, seat);
  g_autofree char *title = NULL;
  g_autofree char *label = NULL;

  priv->pending_seat = seat;
  set_seat (self, -1, TRUE);
  reset (self);
  splay_match_set_paused (priv->match, TRUE);
  /* Translators: shown between two people's turns; %s is who plays next */
  title = g_strdup_printf (_("Pass the Screen to %s"), name);
  /* Translators: the button that ends the privacy cover; %s is a player name */
  label = g_strdup_printf (_("Show %s’s Cards"), name);
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (priv->cover), "system-users-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (priv->cover), title);
  adw_status_page_set_description (ADW_STATUS_PAGE (priv->cover),
                                   _("Everyone else, please look away."));
  gtk_button_set_label (GTK_BUTTON (priv->cover_button), label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (priv->cover_button), "board.reveal");
  gtk_widget_set_visible (priv->cover, TRUE);
  gtk_widget_grab_focus (priv->cover_button);
}

/* Which seat's cards belong on the screen now, and whether the cover must
 * go up first. */
static void
choose_seat (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  gboolean hand_over;
  int seat;

  if (priv->covered)
    return;
  if (!SPLAY_BOARD_GET_CLASS (self)->pass_the_screen)
    {
      /* Everyone plays at once: the first person sits at the bottom. */
      seat = -1;
      for (int s = splay_match_get_n_seats (priv->match) - 1; s >= 0; s--)
        if (splay_match_seat_is_human (priv->match, s))
          seat = s;
      set_seat (self, seat, FALSE);
      return;
    }
  seat = seat_for_screen (priv->match, priv->seat, &hand_over);
  if (hand_over)
    cover_for (self, seat);
  else
    set_seat (self, seat, FALSE);
}

/* ---- drawing ---- */

gboolean
splay_board_view_may_act (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  return priv->view != NULL && !priv->covered && splay_view_may_act (priv->view);
}

static void
update_status (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  SplayBoardClass *klass = SPLAY_BOARD_GET_CLASS (self);
  SplayView *view = priv->view;
  g_autofree char *turn = NULL;
  g_autofree char *hint = NULL;
  const char *last;
  SplayAction hinted;
  gboolean tip = FALSE;

  if (priv->status == NULL)
    return;
  turn = klass->get_turn_text (self, view);
  last = splay_view_get_last_text (view);
  if (splay_board_view_may_act (self))
    {
      if (klass->describe_hint != NULL && splay_view_get_hint (view, &hinted))
        hint = klass->describe_hint (self, view, hinted);
      else if (klass->get_tip != NULL)
        {
          hint = klass->get_tip (self, view);
          tip = TRUE;
        }
    }
  splay_board_status_set_texts (priv->status, turn,
                                last != NULL && *last != '\0' ? last : _("The cards are dealt."),
                                hint, tip);
}

/* A paused race hides its cards (pausing must not buy thinking time) and
 * offers to resume. */
static void
update_pause_cover (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  gboolean paused = SPLAY_BOARD_GET_CLASS (self)->hides_cards_when_paused
                    && splay_view_get_paused (priv->view) && !splay_view_is_over (priv->view);

  if (paused == priv->paused_cover)
    return;
  priv->paused_cover = paused;
  if (priv->content != NULL)
    gtk_widget_set_visible (priv->content, !paused);
  gtk_widget_set_visible (priv->cover, paused);
  if (!paused)
    return;
  /* Translators: a paused race */
  adw_status_page_set_title (ADW_STATUS_PAGE (priv->cover), C_("speed board", "Paused"));
  adw_status_page_set_description (ADW_STATUS_PAGE (priv->cover),
                                   _("The cards are hidden while the game is paused."));
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (priv->cover), "media-playback-pause-symbolic");
  /* Translators: button that starts a paused race again */
  gtk_button_set_label (GTK_BUTTON (priv->cover_button), C_("speed board", "Resume"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (priv->cover_button), "board.resume");
}

/* The widgets of splay_board_keep_room () take the largest room their
 * texts have needed, so the next shorter text moves nothing. */
static void
keep_room (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  for (guint i = 0; i < priv->n_kept; i++)
    {
      GtkWidget *w = priv->kept[i];
      int min_w, min_h, width, height;

      if (w == NULL || !gtk_widget_get_visible (w))
        continue;
      gtk_widget_get_size_request (w, &width, &height);
      /* The request itself counts in the measure: unset it first. */
      gtk_widget_set_size_request (w, -1, -1);
      gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (w, GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      gtk_widget_set_size_request (w, MAX (width, min_w), MAX (height, min_h));
    }
}

void
splay_board_redraw (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_if_fail (SPLAY_IS_BOARD (self));
  /* Nothing to draw before the first game. */
  if (priv->view == NULL || splay_view_get_state (priv->view) == NULL)
    return;
  update_pause_cover (self);
  SPLAY_BOARD_GET_CLASS (self)->update (self, priv->view);
  update_status (self);
  keep_room (self);
}

/* The board's dispose () removes it, so it holds no reference: a board
 * closed meanwhile lets go of its match at once. */
static gboolean
redraw_when_idle (gpointer data)
{
  SplayBoard *self = data;
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  priv->redraw_id = 0;
  splay_board_redraw (self);
  return G_SOURCE_REMOVE;
}

void
splay_board_queue_redraw (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_if_fail (SPLAY_IS_BOARD (self));
  if (priv->redraw_id == 0)
    priv->redraw_id = g_idle_add (redraw_when_idle, self);
}

/* The races' computers react at the pace chosen in the preferences, on
 * top of what the match was made with (tests shorten it). */
static void
apply_race_speed (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  SplayRealtime *realtime = splay_match_get_realtime (priv->match);

  if (realtime == NULL)
    return;
  splay_realtime_set_reaction_scale (
      realtime, priv->race_base_scale
                    * splay_preferences_race_speed_scale (splay_preferences_get_race_speed ()));
}

/* The preference's pace of the cards that travel (the desktop's
 * gtk-enable-animations is followed by the motion itself). */
static void
apply_animation_speed (SplayBoard *self)
{
  switch (splay_preferences_get_animation_speed ())
    {
    case SPLAY_ANIMATION_OFF: splay_board_set_animation_speed (self, 0.0); break;
    case SPLAY_ANIMATION_FAST: splay_board_set_animation_speed (self, 2.0); break;
    default: splay_board_set_animation_speed (self, 1.0); break;
    }
}

static void
on_preferences_changed (SplayBoard *self, const char *key)
{
  if (g_strcmp0 (key, "animation-speed") == 0)
    apply_animation_speed (self);
  else if (g_strcmp0 (key, "race-computer-speed") == 0)
    apply_race_speed (self);
  else if (g_strcmp0 (key, "computer-waits") == 0)
    splay_board_update_wait (self);
}

/* Every change of the match comes here: who is at the screen, a new view
 * for that seat, and the board drawn from it. The cards that changed place
 * travel there (within one game, seen from one seat); in turn-based games
 * the match is held while they do, so the next computer move waits for the
 * last one to be seen. */
static void
sync_view (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  gboolean moves;
  guint travelling;

  if (priv->match == NULL)
    return;
  splay_motion_begin (priv->motion);
  choose_seat (self);
  g_clear_pointer (&priv->previous, splay_view_unref);
  priv->previous = g_steal_pointer (&priv->view);
  priv->view = splay_match_get_view (priv->match, priv->covered ? -1 : priv->seat);
  splay_board_redraw (self);
  moves = priv->previous != NULL && !priv->covered && priv->game != NULL
          && priv->seat == priv->drawn_seat;
  /* A new deal (not the first: a board opened on a game shows it as it
   * is) is dealt from the middle of the table. */
  if (moves && priv->game != priv->drawn_game && priv->drawn_game != NULL)
    travelling = splay_motion_deal (priv->motion, priv->animation_speed);
  else
    travelling = splay_motion_end (
        priv->motion, moves && priv->game == priv->drawn_game ? priv->animation_speed : 0);
  priv->drawn_game = priv->game;
  priv->drawn_seat = priv->covered ? -2 : priv->seat;
  if (travelling > 0 && !priv->holding && !splay_match_get_rules (priv->match)->realtime)
    {
      priv->holding = TRUE;
      splay_match_hold (priv->match);
    }
  splay_board_update_wait (self);
}

static void
on_motion_done (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  if (!priv->holding)
    return;
  priv->holding = FALSE;
  splay_match_release (priv->match);
}

static void
draw_travelling_card (GtkWidget *board, GtkSnapshot *snapshot, SplayCard card, float width,
                      float height)
{
  SplayBoardClass *klass = SPLAY_BOARD_GET_CLASS (board);

  if (klass->snapshot_card != NULL)
    klass->snapshot_card (SPLAY_BOARD (board), snapshot, card, width, height);
  else
    splay_card_draw (board, snapshot, card, width, height,
                     adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
splay_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (SPLAY_BOARD (widget));

  GTK_WIDGET_CLASS (splay_board_parent_class)->snapshot (widget, snapshot);
  /* Above the table (and its cover: a cover never goes up mid-travel). */
  splay_motion_snapshot (priv->motion, snapshot);
}

/* ---- signals from the match ---- */

static void
on_game_started (SplayBoard *self, SplayGame *game)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  priv->game = game;
  reset (self);
  sync_view (self);
}

static void
on_action_applied (SplayBoard *self, SplayGame *game, int seat, guint action, guint index)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  priv->game = game;
  sync_view (self);
  /* A computer's move is said to a screen reader; the status line's last
   * move (a live region) shows it too. */
  if (splay_match_get_last_source (priv->match) == SPLAY_MOVE_COMPUTER && priv->view != NULL)
    splay_a11y_announce (GTK_WIDGET (self), NULL, splay_view_get_last_text (priv->view));
}

static void
on_game_over (SplayBoard *self, SplayGame *game)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  SplayBoardClass *klass = SPLAY_BOARD_GET_CLASS (self);

  if (game != priv->game)
    return;
  /* The match has added the game's points since the last move was drawn. */
  sync_view (self);
  if (klass->game_over != NULL)
    klass->game_over (self, priv->view);
}

static void
on_hint_ready (SplayBoard *self, SplayGame *game, int seat, guint action)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  if (game != priv->game || seat != priv->seat || priv->covered)
    return;
  sync_view (self);
  splay_board_show_hint (self, action);
}

/* Undo: the position is an earlier one again, and nothing selected on the
 * table taken back is still valid. */
static void
on_undone (SplayBoard *self, SplayGame *game, guint from, guint before)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  priv->game = game;
  reset (self);
  sync_view (self);
}

static void
on_paused_changed (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  if (!SPLAY_BOARD_GET_CLASS (self)->hides_cards_when_paused)
    return;
  sync_view (self);
  if (priv->paused_cover)
    gtk_widget_grab_focus (priv->cover_button);
}

/* ---- actions ---- */

static void
reveal_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayBoard *self = SPLAY_BOARD (widget);
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  if (!priv->covered)
    return;
  set_seat (self, priv->pending_seat, FALSE);
  priv->pending_seat = -1;
  gtk_widget_set_visible (priv->cover, FALSE);
  reset (self);
  sync_view (self);
  splay_match_set_paused (priv->match, FALSE);
  gtk_widget_grab_focus (widget);
}

static void
resume_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayBoard *self = SPLAY_BOARD (widget);
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  splay_match_set_paused (priv->match, FALSE);
  gtk_widget_grab_focus (widget);
}

static void
cursor_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayBoardClass *klass = SPLAY_BOARD_GET_CLASS (widget);
  SplayBoardMove move = g_str_equal (name, "board.select-next")       ? SPLAY_BOARD_MOVE_NEXT
                        : g_str_equal (name, "board.select-previous") ? SPLAY_BOARD_MOVE_PREVIOUS
                        : g_str_equal (name, "board.select-first")    ? SPLAY_BOARD_MOVE_FIRST
                                                                      : SPLAY_BOARD_MOVE_LAST;

  if (klass->move_cursor != NULL)
    klass->move_cursor (SPLAY_BOARD (widget), move);
}

/* ---- default class methods ---- */

static char *
splay_board_real_get_turn_text (SplayBoard *self, SplayView *view)
{
  int to_act = splay_view_get_first_actor (view);

  if (splay_view_is_over (view))
    return g_strdup (_("Game over"));
  if (splay_board_view_may_act (self) && splay_view_get_n_humans (view) > 1)
    /* Translators: %s is a player name; several people share the screen */
    return g_strdup_printf (_("Your turn, %s"),
                            splay_view_get_name (view, splay_view_get_seat (view)));
  if (splay_board_view_may_act (self))
    return g_strdup (_("Your turn"));
  if (to_act >= 0)
    /* Translators: whose turn it is; %s is a player name */
    return g_strdup_printf (_("%s’s turn"), splay_view_get_name (view, to_act));
  return g_strdup ("");
}

/* ---- object ---- */

/* Behind a cover, the keyboard belongs to the button that takes it down. */
static gboolean
splay_board_grab_focus (GtkWidget *widget)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (SPLAY_BOARD (widget));

  if (priv->cover != NULL && gtk_widget_get_visible (priv->cover))
    return gtk_widget_grab_focus (priv->cover_button);
  return GTK_WIDGET_CLASS (splay_board_parent_class)->grab_focus (widget);
}

static void
splay_board_constructed (GObject *object)
{
  SplayBoard *self = SPLAY_BOARD (object);
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  SplayBoardClass *klass = SPLAY_BOARD_GET_CLASS (self);

  G_OBJECT_CLASS (splay_board_parent_class)->constructed (object);
  g_return_if_fail (SPLAY_IS_MATCH (priv->match));

  /* A board without a cursor leaves the arrow keys to the focus. */
  for (int i = 0; klass->move_cursor == NULL && i < 4; i++)
    {
      static const char *const cursor_actions[] = {
        "board.select-next",
        "board.select-previous",
        "board.select-first",
        "board.select-last",
      };
      gtk_widget_action_set_enabled (GTK_WIDGET (self), cursor_actions[i], FALSE);
    }
  if (klass->setup != NULL)
    klass->setup (self, priv->match);
  g_signal_connect_object (priv->match, "game-started", G_CALLBACK (on_game_started), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->match, "action-applied", G_CALLBACK (on_action_applied), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->match, "game-over", G_CALLBACK (on_game_over), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->match, "hint-ready", G_CALLBACK (on_hint_ready), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (priv->match, "notify::paused", G_CALLBACK (on_paused_changed), self,
                           G_CONNECT_SWAPPED);
  if (splay_match_get_realtime (priv->match) != NULL)
    {
      priv->race_base_scale
          = splay_realtime_get_reaction_scale (splay_match_get_realtime (priv->match));
      apply_race_speed (self);
    }
  if (splay_preferences_get_settings () != NULL)
    {
      g_signal_connect_object (splay_preferences_get_settings (), "changed",
                               G_CALLBACK (on_preferences_changed), self, G_CONNECT_SWAPPED);
      apply_animation_speed (self);
    }
  g_signal_connect_object (priv->match, "undone", G_CALLBACK (on_undone), self, G_CONNECT_SWAPPED);
  priv->game = splay_match_get_current_game (priv->match);
  sync_view (self);
}

static void
splay_board_dispose (GObject *object)
{
  SplayBoard *self = SPLAY_BOARD (object);
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  if (priv->match != NULL)
    g_signal_handlers_disconnect_by_data (priv->match, self);
  if (priv->holding)
    {
      priv->holding = FALSE;
      splay_match_release (priv->match);
    }
  /* Not gtk_widget_dispose_template (): GTK 4.8 looks the template children
   * up under the instance's own type, which for a subclass with a template
   * of its own is the subclass's, and aborts. The template's references go
   * with the instance's data. */
  g_clear_handle_id (&priv->remeasure_id, g_source_remove);
  g_clear_handle_id (&priv->redraw_id, g_source_remove);
  g_clear_pointer (&priv->overlay, gtk_widget_unparent);
  g_clear_pointer (&priv->motion, splay_motion_free);
  for (guint i = 0; i < priv->n_kept; i++)
    g_clear_weak_pointer (&priv->kept[i]);
  priv->n_kept = 0;
  priv->cover = NULL;
  priv->cover_button = NULL;
  priv->continue_button = NULL;
  priv->content = NULL;
  priv->status = NULL;
  g_clear_object (&priv->match);
  priv->game = NULL;
  g_clear_pointer (&priv->view, splay_view_unref);
  g_clear_pointer (&priv->previous, splay_view_unref);
  G_OBJECT_CLASS (splay_board_parent_class)->dispose (object);
}

static void
splay_board_finalize (GObject *object)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (SPLAY_BOARD (object));

  g_free (priv->last_message);
  G_OBJECT_CLASS (splay_board_parent_class)->finalize (object);
}

static void
splay_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SplayBoard *self = SPLAY_BOARD (object);
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_MATCH: g_value_set_object (value, priv->match); break;
    case PROP_SEAT: g_value_set_int (value, splay_board_get_seat (self)); break;
    case PROP_COVERED: g_value_set_boolean (value, priv->covered); break;
    case PROP_STATUS: g_value_set_object (value, priv->status); break;
    case PROP_ANIMATION_SPEED: g_value_set_double (value, priv->animation_speed); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
splay_board_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SplayBoard *self = SPLAY_BOARD (object);
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_MATCH: priv->match = g_value_dup_object (value); break;
    case PROP_STATUS:
      /* Not a reference: the status lives in the board's own tree. */
      priv->status = g_value_get_object (value);
      break;
    case PROP_ANIMATION_SPEED:
      splay_board_set_animation_speed (self, g_value_get_double (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* A board's template puts its table in the overlay, under the cover. */
static void
splay_board_buildable_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child,
                                 const char *type)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (SPLAY_BOARD (buildable));

  if (priv->overlay != NULL && GTK_IS_WIDGET (child) && type == NULL)
    splay_board_set_content (SPLAY_BOARD (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
splay_board_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = splay_board_buildable_add_child;
}

/* The board lays out its one child (the overlay) as GtkBinLayout would,
 * after the class has sized its cards for the space: a card size that
 * follows the allocation never raises the board's own minimum, so the
 * window can always be made smaller again. */
static void
splay_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                     int *natural, int *minimum_baseline, int *natural_baseline)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (SPLAY_BOARD (widget));

  *minimum = *natural = 0;
  if (priv->overlay != NULL)
    gtk_widget_measure (priv->overlay, orientation, for_size, minimum, natural, NULL, NULL);
}

static gboolean
remeasure (gpointer data)
{
  SplayBoard *self = data;
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  priv->remeasure_id = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
splay_board_queue_resize (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_if_fail (SPLAY_IS_BOARD (self));
  if (priv->remeasure_id == 0)
    priv->remeasure_id = g_idle_add (remeasure, self);
}

static void
splay_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  SplayBoard *self = SPLAY_BOARD (widget);
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  /* A board whose size changes (not its first size) is being resized:
   * cards that change size meanwhile are shown scaled, drawn anew once
   * the size rests. */
  if (priv->allocated_width != 0
      && (width != priv->allocated_width || height != priv->allocated_height))
    splay_card_face_begin_resize ();
  priv->allocated_width = width;
  priv->allocated_height = height;
  if (SPLAY_BOARD_GET_CLASS (self)->size_cards != NULL)
    {
      int least = 0;

      SPLAY_BOARD_GET_CLASS (self)->size_cards (self, width, height);
      /* Cards sized for this room may need more height than a short window
       * gave (the window's page then scrolls): a resize queued now, while
       * the ancestors are being allocated, would be lost, so it is asked
       * for once the allocation is over. */
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &least, NULL, NULL, NULL);
      if (least > height)
        splay_board_queue_resize (self);
    }
  if (priv->overlay != NULL)
    gtk_widget_allocate (priv->overlay, width, height, baseline, NULL);
}

/* From the GResource bundle compiled into the library (c_name "splay"). */
GResource *splay_get_resource (void);

static void
splay_board_class_init (SplayBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The templates are in the bundle: referencing it keeps the linker from
   * dropping it from the static library when nothing else does. */
  (void) splay_get_resource ();

  object_class->constructed = splay_board_constructed;
  object_class->dispose = splay_board_dispose;
  object_class->finalize = splay_board_finalize;
  object_class->get_property = splay_board_get_property;
  object_class->set_property = splay_board_set_property;
  widget_class->grab_focus = splay_board_grab_focus;
  widget_class->measure = splay_board_measure;
  widget_class->size_allocate = splay_board_size_allocate;
  widget_class->snapshot = splay_board_snapshot;
  klass->get_turn_text = splay_board_real_get_turn_text;
  klass->names_whose_turn = TRUE;
  klass->pass_the_screen = TRUE;

  properties[PROP_MATCH]
      = g_param_spec_object ("match", NULL, NULL, SPLAY_TYPE_MATCH,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT]
      = g_param_spec_int ("seat", NULL, NULL, -1, SPLAY_MAX_SEATS - 1, -1,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_COVERED]
      = g_param_spec_boolean ("covered", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_STATUS]
      = g_param_spec_object ("status", NULL, NULL, SPLAY_TYPE_BOARD_STATUS,
                             G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ANIMATION_SPEED]
      = g_param_spec_double ("animation-speed", NULL, NULL, 0.0, 10.0, 1.0,
                             G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MESSAGE]
      = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                      G_STRUCT_OFFSET (SplayBoardClass, message), g_signal_accumulator_true_handled,
                      NULL, NULL, G_TYPE_BOOLEAN, 1, G_TYPE_STRING);

  g_type_ensure (SPLAY_TYPE_BOARD_STATUS);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/splay-board.ui");
  gtk_widget_class_bind_template_child_private (widget_class, SplayBoard, overlay);
  gtk_widget_class_bind_template_child_private (widget_class, SplayBoard, cover);
  gtk_widget_class_bind_template_child_private (widget_class, SplayBoard, cover_button);
  gtk_widget_class_set_css_name (widget_class, "splay-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_install_action (widget_class, "board.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "board.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "board.continue", NULL,
                                   splay_board_continue_action);
  gtk_widget_class_install_action (widget_class, "board.select-next", NULL, cursor_action);
  gtk_widget_class_install_action (widget_class, "board.select-previous", NULL, cursor_action);
  gtk_widget_class_install_action (widget_class, "board.select-first", NULL, cursor_action);
  gtk_widget_class_install_action (widget_class, "board.select-last", NULL, cursor_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.select-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.select-previous",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "board.select-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "board.select-last", NULL);
}

static void
splay_board_init (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  priv->seat = -1;
  priv->pending_seat = -1;
  priv->drawn_seat = -2;
  priv->animation_speed = 1.0;
  priv->motion = splay_motion_new (GTK_WIDGET (self), draw_travelling_card,
                                   G_CALLBACK (on_motion_done), self);
  priv->race_base_scale = 1.0;
  gtk_widget_init_template (GTK_WIDGET (self));

  priv->continue_button = gtk_button_new ();
  gtk_widget_set_halign (priv->continue_button, GTK_ALIGN_END);
  gtk_widget_set_valign (priv->continue_button, GTK_ALIGN_END);
  gtk_widget_set_margin_end (priv->continue_button, 12);
  gtk_widget_set_margin_bottom (priv->continue_button, 12);
  gtk_widget_add_css_class (priv->continue_button, "pill");
  gtk_widget_add_css_class (priv->continue_button, "suggested-action");
  gtk_widget_add_css_class (priv->continue_button, "splay-continue");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (priv->continue_button), "board.continue");
  gtk_widget_set_visible (priv->continue_button, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (priv->overlay), priv->continue_button);
  {
    GtkGesture *click = gtk_gesture_click_new ();

    /* Capture: the cards' own gestures claim their presses. */
    gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
    g_signal_connect_object (click, "pressed", G_CALLBACK (splay_board_on_table_press), self, 0);
    g_signal_connect_object (click, "released", G_CALLBACK (splay_board_on_table_click), self, 0);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  }
}

/* ---- public ---- */

SplayMatch *
splay_board_get_match (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->match;
}

int
splay_board_get_seat (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), -1);
  return priv->covered ? -1 : priv->seat;
}

gboolean
splay_board_is_covered (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return priv->covered;
}

gboolean
splay_board_is_paused_cover (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return priv->paused_cover && gtk_widget_get_visible (priv->cover)
         && (priv->content == NULL || !gtk_widget_get_visible (priv->content));
}

SplayView *
splay_board_get_view (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->view;
}

SplayView *
splay_board_get_previous_view (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->previous;
}

const char *
splay_board_get_turn_text (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->status != NULL ? splay_board_status_get_turn (priv->status) : NULL;
}

const char *
splay_board_get_last_text (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->status != NULL ? splay_board_status_get_last (priv->status) : NULL;
}

const char *
splay_board_get_hint_text (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->status != NULL ? splay_board_status_get_hint (priv->status) : NULL;
}

const char *
splay_board_get_last_message (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->last_message;
}

/* ---- for the game boards ---- */

gconstpointer
splay_board_get_table (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), NULL);
  return priv->view != NULL ? splay_view_get_state (priv->view) : NULL;
}

gboolean
splay_board_may_act (SplayBoard *self)
{
  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return splay_board_view_may_act (self);
}

gboolean
splay_board_submit (SplayBoard *self, SplayAction action, SplayMoveSource source)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  g_autoptr (GError) error = NULL;
  SplayGame *game;

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);

  game = splay_match_get_current_game (priv->match);
  if (game == NULL || splay_game_is_over (game))
    {
      splay_board_say (self, _("The game is over."));
      return FALSE;
    }
  if (priv->covered)
    {
      /* Translators: %s is a player name */
      g_autofree char *text = g_strdup_printf (_("%s must reveal their cards first."),
                                               name_of (self, priv->pending_seat));
      splay_board_say (self, text);
      return FALSE;
    }
  if (priv->seat < 0)
    {
      splay_board_say (self, _("Only computer players are at this table."));
      return FALSE;
    }
  if (splay_match_submit (priv->match, priv->seat, action, source, &error))
    return TRUE;

  if (SPLAY_BOARD_GET_CLASS (self)->names_whose_turn
      && g_error_matches (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN))
    {
      guint32 actors = splay_game_get_actors (game);

      /* The rules speak of seat numbers; the player knows names. */
      if (actors != 0)
        {
          /* Translators: a move made out of turn; %s is whose turn it is */
          g_autofree char *text = g_strdup_printf (_("Please wait: it is %s’s turn."),
                                                   name_of (self, g_bit_nth_lsf (actors, -1)));
          splay_board_say (self, text);
          return FALSE;
        }
    }
  splay_board_say (self, error->message);
  return FALSE;
}

void
splay_board_say (SplayBoard *self, const char *text)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);
  gboolean handled = FALSE;

  g_return_if_fail (SPLAY_IS_BOARD (self));
  g_free (priv->last_message);
  priv->last_message = g_strdup (text);
  g_signal_emit (self, signals[MESSAGE], 0, text, &handled);
}

void
splay_board_set_content (SplayBoard *self, GtkWidget *content)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_if_fail (SPLAY_IS_BOARD (self));
  g_return_if_fail (priv->content == NULL);
  priv->content = content;
  gtk_overlay_set_child (GTK_OVERLAY (priv->overlay), content);
}

gboolean
splay_board_show_revealed_hand (GtkWidget *row, const SplayCard *cards, int n_cards, int card_width)
{
  SplayCardRow *card_row = SPLAY_CARD_ROW (row);
  gboolean known = n_cards > 0;
  guint have;

  for (int i = 0; i < n_cards; i++)
    if (cards[i] == SPLAY_CARD_UNKNOWN)
      known = FALSE;
  gtk_widget_set_visible (row, known);
  if (!known)
    return FALSE;

  have = splay_card_row_get_n_children (card_row);
  while (have > (guint) n_cards)
    gtk_widget_unparent (splay_card_row_get_nth (card_row, --have));
  for (; have < (guint) n_cards; have++)
    splay_card_row_append (card_row, splay_card_widget_new (card_width, FALSE));
  for (int i = 0; i < n_cards; i++)
    {
      SplayCardWidget *w = SPLAY_CARD_WIDGET (splay_card_row_get_nth (card_row, i));
      g_autofree char *name = splay_card_name (cards[i]);

      splay_card_widget_set_card_width (w, card_width);
      splay_card_widget_set_card (w, cards[i]);
      splay_card_widget_set_label (w, name);
    }
  return TRUE;
}

void
splay_board_set_css_class (GtkWidget *widget, const char *css_class, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

void
splay_board_move_into_box (GtkWidget *widget, GtkWidget *box, GtkWidget *after)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (parent == box)
    {
      gtk_box_reorder_child_after (GTK_BOX (box), widget, after);
      return;
    }
  g_object_ref (widget);
  if (parent != NULL)
    gtk_box_remove (GTK_BOX (parent), widget);
  gtk_box_insert_child_after (GTK_BOX (box), widget, after);
  g_object_unref (widget);
}

int
splay_board_step (SplayBoardMove move, int cursor, int n)
{
  int to;

  if (n <= 0)
    return 0;
  switch (move)
    {
    case SPLAY_BOARD_MOVE_NEXT: to = cursor + 1; break;
    case SPLAY_BOARD_MOVE_PREVIOUS: to = cursor - 1; break;
    case SPLAY_BOARD_MOVE_FIRST: to = 0; break;
    default: to = n - 1; break;
    }
  return ((to % n) + n) % n;
}

/* ---- motion ---- */

void
splay_board_set_place (SplayBoard *self, GtkWidget *widget, const SplayCard *cards, int n_cards)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_if_fail (SPLAY_IS_BOARD (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (n_cards == 0 || cards != NULL);
  splay_motion_set_place (priv->motion, widget, cards, n_cards);
}

void
splay_board_set_place_card (SplayBoard *self, GtkWidget *widget, SplayCard card)
{
  splay_board_set_place (self, widget, &card, card == SPLAY_CARD_NONE ? 0 : 1);
}

void
splay_board_set_place_hidden (SplayBoard *self, GtkWidget *widget, int n_cards)
{
  SplayCard backs[256];

  n_cards = CLAMP (n_cards, 0, (int) G_N_ELEMENTS (backs));
  memset (backs, SPLAY_CARD_UNKNOWN, n_cards);
  splay_board_set_place (self, widget, backs, n_cards);
}

void
splay_board_set_animation_speed (SplayBoard *self, double speed)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_if_fail (SPLAY_IS_BOARD (self));
  speed = CLAMP (speed, 0.0, 10.0);
  if (speed == priv->animation_speed)
    return;
  priv->animation_speed = speed;
  if (speed <= 0)
    splay_motion_stop (priv->motion);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

double
splay_board_get_animation_speed (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), 1.0);
  return priv->animation_speed;
}

guint
splay_board_get_n_travelling (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), 0);
  return priv->motion != NULL ? splay_motion_get_n_travelling (priv->motion) : 0;
}

gboolean
splay_board_get_travel (SplayBoard *self, guint i, SplayCard *card, GtkWidget **to,
                        double *progress)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return priv->motion != NULL && splay_motion_get_travel (priv->motion, i, card, to, progress);
}

void
splay_board_keep_room (SplayBoard *self, GtkWidget *widget)
{
  SplayBoardPrivate *priv = splay_board_get_instance_private (self);

  g_return_if_fail (SPLAY_IS_BOARD (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (priv->n_kept < G_N_ELEMENTS (priv->kept));
  g_set_weak_pointer (&priv->kept[priv->n_kept++], widget);
}
