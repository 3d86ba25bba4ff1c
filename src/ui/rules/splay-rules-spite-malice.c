/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-spite-malice.c: the rules page of Spite and Malice.
 *
 * Written from the rule document and RULINGS.md in our own words, and checked
 * against src/engine/spite-malice.c: the deal, the draws, the set-aside
 * piles, the drawn game, the goal-size bounds of validate() and the
 * variants' normalisation in setup_from_settings(). Change the page with the
 * engine. */
#include "config.h"

#include <glib/gi18n.h>

#include "../splay-rules-content.h"
#include "../splay-rules-page.h"

const SplayRulesBlock splay_rules_spite_malice[] = {
  { SPLAY_RULES_HEADING, N_("Overview"), NULL },
  { SPLAY_RULES_PARA,
    N_("Spite and Malice is a patience for two or more players who race each other. Each player "
        "has a <b>goal pile</b>, and the first to play every card of it wins. Goal cards can only "
        "go onto shared <b>building piles</b> in the middle of the table, which everybody builds "
        "up from ace to queen. So you build towards your own goal card and try not to open the way "
        "for your opponents’ cards: that is where the spite comes in."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Cards and Setup"), NULL },
  { SPLAY_RULES_PARA,
    N_("Two to four players use three packs of 52 cards shuffled together, 156 cards; five or six "
        "players use four packs, 208 cards. There are no jokers, and suits never matter."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Each player is dealt a goal pile, 26 cards unless you choose another size. Only its top "
        "card lies face up; the others stay hidden until they come to the top. Then everybody gets "
        "five cards in hand, and the rest of the cards form the face-down <b>draw pile</b>."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("In the middle there is room for four building piles, which everybody shares and which "
        "start empty. Each player also has four <b>discard piles</b> of their own, empty at the "
        "start."),
    NULL },
  { SPLAY_RULES_DRAWING, "layout",
    N_("The table of one player: the building piles and the draw pile in the middle, your goal "
        "pile and your four discard piles in front of you, and your hand.") },

  { SPLAY_RULES_HEADING, N_("A Turn"), NULL },
  { SPLAY_RULES_PARA,
    N_("A building pile starts with an ace and goes up one rank at a time: ace, 2, 3 and so on to "
        "10, jack and queen. Suits do not matter."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("At the start of your turn you draw from the draw pile until you hold five cards. Then you "
        "may build as many cards as you can and like, in any order, from three places:"),
    NULL },
  { SPLAY_RULES_ITEM, N_("the cards in your hand;"), NULL },
  { SPLAY_RULES_ITEM,
    N_("the top card of your goal pile: once it is played, the next goal card is turned up;"),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("the top card of any of your four discard piles (never a card further down)."), NULL },
  { SPLAY_RULES_PARA,
    N_("If you play every card in your hand, you draw five more at once and go on."), NULL },
  { SPLAY_RULES_PARA,
    N_("Your turn ends when you <b>discard</b>: you put one card from your hand onto one of your "
        "four discard piles. Any card may go onto any of them, but only the top card of a discard "
        "pile can be played later, so it pays to stack them with care, for example from high to "
        "low. Cards from the goal pile or from a discard pile can never be discarded."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>In Splay:</b> click a card in your hand, your goal card or the top of one of your "
        "discard piles, then click a building pile, or drag the card there. To end your turn, put "
        "a card from your hand on one of your discard piles. The keyboard shortcuts window lists "
        "the keys."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Special Cards and Situations"), NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Kings are wild:</b> a king stands for whichever card the building pile needs next, an "
        "ace on an empty pile included. A king turned up on your goal pile is played like any "
        "other goal card, as a wild card on a building pile."),
    NULL },
  { SPLAY_RULES_DRAWING, "king",
    N_("A king stands for the card the pile needs: here it counts as a three, so a four goes on "
        "next.") },
  { SPLAY_RULES_ITEM,
    N_("<b>A complete pile:</b> when a building pile reaches the queen (twelve cards, kings "
        "included), it is set aside and its place is free for a new ace."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>An empty draw pile:</b> when a card is to be drawn and the draw pile is empty, the "
        "set-aside piles are shuffled into a new draw pile. Kings in them are ordinary wild kings "
        "again."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Nothing left to draw:</b> if the draw pile is empty and nothing is set aside either, "
        "the game ends drawn at that moment."),
    NULL },

  { SPLAY_RULES_HEADING, N_("End of the Game and Scoring"), NULL },
  { SPLAY_RULES_PARA,
    N_("The first player to play the last card of their goal pile wins at once. The winner scores "
        "5 points plus 1 point for every card left in the other players’ goal piles; the others "
        "score nothing and are placed by how many goal cards they have left, fewest first."),
    NULL },
  { SPLAY_RULES_PARA, N_("A drawn game (nothing left to draw) scores no points for anybody."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Playing a Match"), NULL },
  { SPLAY_RULES_PARA,
    N_("A match is a series of games up to a target score chosen before it starts (100 points "
        "unless you change it). Each game, the first turn moves one seat on. The match ends with "
        "the game in which someone reaches the target: the highest total wins, and if two or more "
        "players share the highest total, the match is drawn."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Variants in Splay"), NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Players:</b> two to six, two unless you choose more. Each seat is taken by a person at "
        "this screen or by a computer player; with several people, Splay covers the board between "
        "turns so that nobody sees another player’s hand."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Goal pile:</b> from 10 to 30 cards, 26 by default. Smaller goal piles make quicker "
        "games, and fewer games that end drawn when many play."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Drawn games</b> are common with many players and large goal piles, because the cards "
        "run out before anyone empties a goal pile: between computer players, about 7 games in 10 "
        "with four players and goal piles of 26 ended drawn, and 9 in 10 with six, but fewer than "
        "1 in 10 with goal piles of 18. The new-game dialog says so when your choice makes draws "
        "common."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Unlimited centre stacks:</b> there may be any number of building piles; every ace (or "
        "a king played as one) starts a new pile. Completed piles stay in the middle until the "
        "draw pile runs out; then they are shuffled into the new draw pile, while unfinished piles "
        "stay where they are."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Aces and twos must be played:</b> if you can play an ace or a two, from your hand, "
        "your goal pile or a discard pile, you must do so before you discard. A two can be played "
        "only when a building pile stands at an ace."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_turns_length, NULL },

  { SPLAY_RULES_HEADING, N_("House Rules"), NULL },
  { SPLAY_RULES_PARA, splay_rules_turns_gaps, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Number of packs:</b> three packs for two to four players, four packs for five or six."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Goal pile size:</b> 26 cards as the original rules say, settable from 10 to 30. The "
        "goal piles and the first hands must fit into the packs, so with six players a goal pile "
        "holds at most 29 cards."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Completed piles</b> are set aside and come back, shuffled, as the new draw pile when "
        "the old one runs out; a king among them is an ordinary wild king again."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>The drawn game:</b> you draw whenever the rules say so, up to five cards when your "
        "turn starts and five more when you have played your whole hand. If a card is due and the "
        "draw pile is empty with nothing set aside (and, with unlimited centre stacks, no "
        "completed pile in the middle), the game ends drawn. With many players and big goal piles "
        "this happens often: choose smaller goal piles for four or more players."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>A king on the goal pile</b> is played like any goal card, as a wild card on a building "
        "pile."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Every turn ends with a discard</b> onto one of your four discard piles. A player who "
        "has played every hand card draws five and goes on; there is no ending a turn without a "
        "discard."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Aces and twos bring unlimited centre stacks:</b> the original rules pair the two "
        "variants, so switching on “Aces and twos must be played” plays with unlimited centre "
        "stacks too, whatever that switch says."),
    NULL },
  { SPLAY_RULES_ITEM, N_("<b>Unlimited centre stacks</b> have room for up to 32 building piles."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Scoring</b> (the original rules name none): the winner scores 5 points plus 1 for each "
        "card left in the other goal piles."),
    NULL },
  { SPLAY_RULES_ITEM, N_("<b>From game to game</b> the first turn moves one seat on."), NULL },
  { SPLAY_RULES_ITEM, splay_rules_turns_saved, NULL },

  { SPLAY_RULES_END, NULL, NULL },
};

static GtkWidget *
centered_row (void)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  return row;
}

static GtkWidget *
layout (void)
{
  const SplayCard pile_two[] = {
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, SPLAY_RANK_ACE),
    splay_card_make (1, SPLAY_SUIT_SPADES, 2),
    splay_card_make (2, SPLAY_SUIT_HEARTS, 3),
  };
  const SplayCard discard_one[] = {
    splay_card_make (0, SPLAY_SUIT_CLUBS, 9),
    splay_card_make (1, SPLAY_SUIT_DIAMONDS, 8),
  };
  const SplayCard hand[] = {
    splay_card_make (1, SPLAY_SUIT_SPADES, 4),
    splay_card_make (2, SPLAY_SUIT_DIAMONDS, 4),
    splay_card_make (0, SPLAY_SUIT_CLUBS, SPLAY_RANK_JACK),
    splay_card_make (1, SPLAY_SUIT_HEARTS, 2),
    splay_card_make (2, SPLAY_SUIT_DIAMONDS, 10),
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *middle = centered_row ();
  GtkWidget *mine = centered_row ();

  gtk_box_append (GTK_BOX (middle),
                  splay_rules_card_new (splay_card_make (0, SPLAY_SUIT_CLUBS, SPLAY_RANK_ACE), 0));
  gtk_box_append (GTK_BOX (middle), splay_rules_fan_new (pile_two, G_N_ELEMENTS (pile_two), 0));
  gtk_box_append (GTK_BOX (middle), splay_rules_card_new (SPLAY_CARD_NONE, 0));
  gtk_box_append (GTK_BOX (middle), splay_rules_card_new (SPLAY_CARD_NONE, 0));
  gtk_box_append (GTK_BOX (middle), splay_rules_card_new (SPLAY_CARD_UNKNOWN, 4));
  splay_rules_add_part (box, _("Building piles and draw pile"), middle);

  gtk_box_append (GTK_BOX (mine),
                  splay_rules_card_new (splay_card_make (0, SPLAY_SUIT_HEARTS, 7), 4));
  gtk_box_append (GTK_BOX (mine), splay_rules_fan_new (discard_one, G_N_ELEMENTS (discard_one), 0));
  gtk_box_append (GTK_BOX (mine), splay_rules_card_new (
                                      splay_card_make (1, SPLAY_SUIT_SPADES, SPLAY_RANK_KING), 0));
  gtk_box_append (GTK_BOX (mine), splay_rules_card_new (SPLAY_CARD_NONE, 0));
  gtk_box_append (GTK_BOX (mine), splay_rules_card_new (SPLAY_CARD_NONE, 0));
  splay_rules_add_part (box, _("Goal pile and discard piles"), mine);

  splay_rules_add_part (box, _("Hand"), splay_rules_row_new (hand, G_N_ELEMENTS (hand)));
  return box;
}

static GtkWidget *
king (void)
{
  const SplayCard pile[] = {
    splay_card_make (0, SPLAY_SUIT_SPADES, SPLAY_RANK_ACE),
    splay_card_make (0, SPLAY_SUIT_HEARTS, 2),
    splay_card_make (1, SPLAY_SUIT_CLUBS, SPLAY_RANK_KING),
  };
  GtkWidget *row = centered_row ();
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-previous-symbolic");

  /* The arrow only points; the caption says it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (arrow), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_widget_set_valign (arrow, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), splay_rules_fan_new (pile, G_N_ELEMENTS (pile), 0));
  gtk_box_append (GTK_BOX (row), arrow);
  gtk_box_append (GTK_BOX (row),
                  splay_rules_card_new (splay_card_make (2, SPLAY_SUIT_DIAMONDS, 4), 0));
  return row;
}

const SplayRulesDrawing splay_rules_spite_malice_drawings[] = {
  { "layout", layout },
  { "king", king },
  { NULL, NULL },
};
