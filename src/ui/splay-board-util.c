/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "splay-board-util.h"
#include "splay-card-row.h"
#include "splay-card-widget.h"

static const char *
name_of (SplayMatch *match, int seat)
{
  return splay_player_get_name (splay_match_get_player (match, seat));
}

char *
splay_board_try_apply (SplayMatch  *match,
                       int          seat,
                       int          covered_seat,
                       gboolean     name_turns,
                       SplayAction  action)
{
  SplayGame *game;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (SPLAY_IS_MATCH (match), NULL);

  game = splay_match_get_current_game (match);
  if (game == NULL || splay_game_is_over (game))
    return g_strdup (_("The game is over."));
  if (covered_seat >= 0)
    /* Translators: %s is a player name */
    return g_strdup_printf (_("%s must reveal their cards first."), name_of (match, covered_seat));
  if (seat < 0)
    return g_strdup (_("Only computer players are at this table."));
  if (splay_match_apply (match, seat, action, &error))
    return NULL;

  if (name_turns && g_error_matches (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN))
    {
      guint32 actors = splay_game_get_actors (game);

      /* The rules speak of seat numbers; the player knows names. */
      if (actors != 0)
        /* Translators: a move made out of turn; %s is whose turn it is */
        return g_strdup_printf (_("Please wait: it is %s’s turn."),
                                name_of (match, g_bit_nth_lsf (actors, -1)));
    }
  return g_strdup (error->message);
}

int
splay_board_seat_for_screen (SplayMatch *match,
                             int         current,
                             gboolean   *hand_over)
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

void
splay_board_show_cover (SplayMatch *match,
                        GtkWidget  *cover,
                        GtkWidget  *button,
                        int         seat)
{
  const char *name = name_of (match, seat);
  g_autofree char *title = NULL;
  g_autofree char *label = NULL;

  splay_match_set_paused (match, TRUE);
  /* Translators: shown between two people's turns; %s is who plays next */
  title = g_strdup_printf (_("Pass the Screen to %s"), name);
  /* Translators: the button that ends the privacy cover; %s is a player name */
  label = g_strdup_printf (_("Show %s’s Cards"), name);
  adw_status_page_set_title (ADW_STATUS_PAGE (cover), title);
  adw_status_page_set_description (ADW_STATUS_PAGE (cover), _("Everyone else, please look away."));
  gtk_button_set_label (GTK_BUTTON (button), label);
  gtk_widget_set_visible (cover, TRUE);
  gtk_widget_grab_focus (button);
}

gboolean
splay_board_show_revealed_hand (GtkWidget       *row,
                                const SplayCard *cards,
                                int              n_cards,
                                int              card_width)
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

      splay_card_widget_set_card (w, cards[i]);
      splay_card_widget_set_label (w, name);
    }
  return TRUE;
}
