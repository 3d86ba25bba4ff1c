/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-board-wait.c: computer moves that wait for the player's Continue
 * (the preference computer-waits), for every board. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "splay-board-internal.h"
#include "splay-board-private.h"
#include "splay-preferences.h"

/* ---- computer moves that wait for a click (the preference) ---- */

/* Only computers may act in a turn-based game in play, with a person at
 * the table to press Continue. */
static gboolean
computer_is_next (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);
  SplayView *view = priv->view;
  guint32 actors;

  if (view == NULL || priv->covered || splay_view_is_over (view)
      || splay_view_get_state (view) == NULL || splay_match_get_rules (priv->match)->realtime
      || splay_view_get_n_humans (view) == 0)
    return FALSE;
  actors = splay_view_get_actors (view);
  if (actors == 0)
    return FALSE;
  for (int s = 0; s < splay_view_get_n_seats (view); s++)
    if ((actors >> s) & 1 && splay_view_seat_is_human (view, s))
      return FALSE;
  return TRUE;
}

/* Holds the match (paused) before each computer move while the preference
 * is on and shows Continue; Continue lets exactly one move through. */
void
splay_board_update_wait (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);
  gboolean want = splay_preferences_get_computer_waits () && computer_is_next (self);

  if (want && priv->released && priv->released_game == splay_view_get_game_index (priv->view)
      && priv->released_actions == splay_view_get_n_actions (priv->view))
    want = FALSE; /* Continue was pressed for this move: it is on its way */
  if (want == priv->waiting)
    return;
  priv->waiting = want;
  if (want)
    {
      int next = splay_view_get_first_actor (priv->view);
      /* Translators: the button that lets the next computer move happen;
       * %s is the computer player's name */
      g_autofree char *label
          = g_strdup_printf (_("Continue: %s’s Move"), splay_view_get_name (priv->view, next));
      gboolean had_focus = gtk_widget_has_focus (GTK_WIDGET (self));

      priv->released = FALSE;
      splay_match_set_paused (priv->match, TRUE);
      gtk_button_set_label (GTK_BUTTON (priv->continue_button), label);
      gtk_widget_set_visible (priv->continue_button, TRUE);
      if (had_focus)
        gtk_widget_grab_focus (priv->continue_button);
    }
  else
    {
      gboolean had_focus = gtk_widget_has_focus (priv->continue_button);

      gtk_widget_set_visible (priv->continue_button, FALSE);
      splay_match_set_paused (priv->match, FALSE);
      if (had_focus)
        gtk_widget_grab_focus (GTK_WIDGET (self));
    }
}

void
splay_board_continue_action (GtkWidget *widget, const char *name, GVariant *param)
{
  SplayBoard *self = SPLAY_BOARD (widget);
  SplayBoardPrivate *priv = splay_board_get_private (self);

  if (!priv->waiting)
    return;
  priv->released = TRUE;
  priv->released_game = splay_view_get_game_index (priv->view);
  priv->released_actions = splay_view_get_n_actions (priv->view);
  splay_board_update_wait (self);
}

/* A click anywhere on the table while a computer move waits lets it go;
 * not the release of the click whose press made the person's move. */
void
splay_board_on_table_press (GtkGestureClick *gesture, int n_press, double x, double y,
                            SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);

  priv->click_armed = priv->waiting;
}

void
splay_board_on_table_click (GtkGestureClick *gesture, int n_press, double x, double y,
                            SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);
  gboolean armed = priv->click_armed;

  priv->click_armed = FALSE;
  if (priv->waiting && armed)
    splay_board_continue_action (GTK_WIDGET (self), "board.continue", NULL);
}

gboolean
splay_board_get_waiting (SplayBoard *self)
{
  SplayBoardPrivate *priv = splay_board_get_private (self);

  g_return_val_if_fail (SPLAY_IS_BOARD (self), FALSE);
  return priv->waiting;
}
