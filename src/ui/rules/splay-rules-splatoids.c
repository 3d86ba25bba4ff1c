/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-splatoids.c: the rules page of Splatoids.
 *
 * Written from the rule document and RULINGS.md in our own words, and checked
 * against src/engine/splatoids.c (and the match's next_deal there): where the
 * page and the engine disagree, the engine is what players meet, so fix the
 * page or the engine, never leave them apart. */
#include "config.h"

#include <glib/gi18n.h>

#include "../splay-rules-content.h"
#include "../splay-rules-page.h"

const SplayRulesBlock splay_rules_splatoids[] = {
  { SPLAY_RULES_HEADING, N_("Overview"), NULL },
  { SPLAY_RULES_PARA,
    N_("Splatoids is a shedding game for two to four players. Everybody has cards in hand and a "
        "few piles of cards on the table, some showing and some hidden. In turn, the players lay "
        "cards on a shared discard pile, each play at least as high as the card on top. Whoever "
        "cannot play has to take the whole pile into their hand. The first player to get rid of "
        "every card wins."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Tens, and runs of three or more cards of the same rank, <b>burn</b> the discard pile: it "
        "leaves the game for good, and the player who burned it plays again."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Cards and Setup"), NULL },
  { SPLAY_RULES_PARA,
    N_("Two players use one pack of 52 cards; three or four players use two packs shuffled "
        "together, 104 cards. There are no jokers, and suits never matter."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Each player gets a row of <b>table piles</b> of six cards each: four piles with two or "
        "four players, five piles with three players. In every pile the cards lie face down and "
        "face up by turns, starting face down at the bottom, so the top card shows. The face-down "
        "cards are <b>blind cards</b>: nobody knows them, not even their owner."),
    NULL },
  { SPLAY_RULES_DRAWING, "table-piles",
    N_("One player’s table in a two-player game: four piles of six cards with a face-up card on "
        "top, and two cards in hand.") },
  { SPLAY_RULES_DRAWING, "pile-spread",
    N_("One table pile spread out from the bottom (left) to the top (right): blind and face-up "
        "cards take turns.") },
  { SPLAY_RULES_PARA,
    N_("The cards left over become the hands, dealt one at a time from the player who goes first: "
        "two each with two or four players; five, five and four with three players. Your hand is "
        "yours alone; the others see only how many cards you hold."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("The ranks from low to high are 2, 3, 4, 5, 6, 7, 8, 9, jack, queen, king, ace. The 10 "
        "stands outside this order: see the special cards below."),
    NULL },

  { SPLAY_RULES_HEADING, N_("A Turn"), NULL },
  { SPLAY_RULES_PARA,
    N_("On your turn you play onto the discard pile: one card, or several cards of the same rank "
        "together. What you play must be equal to or higher than the card on top of the pile. A 2 "
        "or a 10 may always be played, and any card may be played onto an empty pile."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("If you can play, you must. Only when none of your cards may be played do you pick up the "
        "whole discard pile into your hand, and that ends your turn."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("While you hold cards in your hand, you play from your hand only. Once your hand is empty, "
        "you play from your table piles, and only the top card of a pile can be played:"),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("A <b>face-up</b> top card may be played when it is high enough (or a 2 or a 10)."), NULL },
  { SPLAY_RULES_ITEM,
    N_("A <b>blind</b> top card may be played at any time, even when a face-up card would do. It "
        "is turned over onto the pile: if it is high enough, it counts as your play; if not, you "
        "pick up the whole pile together with it."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("Playing the top card of a pile uncovers the card below it: a blind card under a face-up "
        "card, a face-up card under a blind card."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>Adding from the table.</b> When a play empties your hand, or when you play a table "
        "card, you may go on to add face-up top cards of the same rank from your table piles, one "
        "at a time. When you do not want to add any more, you end your turn. Splay asks you to end "
        "your turn only when you have such a card to add; otherwise the turn passes by itself."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>In Splay:</b> select one card, or several of the same rank, in your hand and press "
        "Play or drag them onto the discard pile, or double-click a card to play it at once. Click "
        "a table pile to play its top card. "
        "Pick Up and End Turn are buttons below your cards; the keyboard shortcuts window lists "
        "the keys."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Special Cards and Situations"), NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>2, the reset:</b> may be played on any card. The next player then only has to equal or "
        "beat a 2, so any card will do."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>10, the wipeout:</b> may be played on any card and burns the discard pile, the 10 "
        "included: those cards are out of the game. You then play again onto the empty pile."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Three or more of a kind:</b> when the top three or more cards of the discard pile are "
        "of the same rank, the pile burns just as with a 10, and whoever laid the last of them "
        "plays again. The run may grow over several turns and from several players, 2s count too, "
        "and cards played together count one by one: three 7s played at once burn the pile, and so "
        "does one 7 laid on two 7s."),
    NULL },
  { SPLAY_RULES_DRAWING, "burn",
    N_("Three nines on top of the discard pile: the pile burns, and the player who laid the third "
        "nine plays again.") },
  { SPLAY_RULES_ITEM,
    N_("<b>Burning with your last card:</b> if a burn used up your last card, you are out and do "
        "not play again."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Picking up</b> puts the whole discard pile into your hand, and everybody sees which "
        "cards you took. While you hold cards in your hand again, your table piles have to wait."),
    NULL },

  { SPLAY_RULES_HEADING, N_("End of the Game and Scoring"), NULL },
  { SPLAY_RULES_PARA,
    N_("In a single game, the first player with no cards left, neither in hand nor on the table, "
        "wins, and the game ends at once. The winner scores 1 point."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("With <b>Matchplay</b> switched on, the others play on to decide the remaining places, as "
        "the next section explains."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("A game in which the same position keeps coming round ends drawn: see stalemate under "
        "House Rules."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Playing a Match"), NULL },
  { SPLAY_RULES_PARA,
    N_("With <b>Matchplay</b>, a game does not stop when the first player goes out: the others "
        "play on until only one player still holds cards. Whoever goes out scores one point for "
        "each player still holding cards at that moment:"),
    NULL },
  { SPLAY_RULES_ITEM, N_("two players: 1 point for the winner, none for the other;"), NULL },
  { SPLAY_RULES_ITEM, N_("three players: 2, 1 and 0 points;"), NULL },
  { SPLAY_RULES_ITEM, N_("four players: 3, 2, 1 and 0 points."), NULL },
  { SPLAY_RULES_PARA,
    N_("When a player goes out, the turn passes on and the next player plays onto the discard "
        "pile as it lies. Only if the last card burned the pile does the next player start on an "
        "empty pile."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("A match is a series of games up to a target score chosen before it starts (10 points "
        "unless you change it). From one game to the next, the first turn moves one seat on and "
        "the direction of play turns round, so every other game runs the other way round the "
        "table. The match ends with the game in which someone reaches the target: the highest "
        "total wins, and if two or more players share the highest total, the match is drawn."),
    NULL },

  { SPLAY_RULES_HEADING, N_("Variants in Splay"), NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Players:</b> two, three or four, with the packs and piles described above. Each seat "
        "is taken by a person at this screen or by a computer player."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Matchplay</b> (a switch in the new-game dialog): play on after the first player goes "
        "out and score points as described above. Choosing a match switches it on; you may switch "
        "it off again, and then every game ends when its first player goes out, who scores 1 "
        "point."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_turns_length, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Several people at one screen:</b> between turns Splay covers the board and names the "
        "player to take over, so nobody sees another player’s hand."),
    NULL },

  { SPLAY_RULES_HEADING, N_("House Rules"), NULL },
  { SPLAY_RULES_PARA, splay_rules_turns_gaps, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Dealing the hands:</b> the cards left after the table piles are dealt one at a time "
        "from the first player on, as described above. (The original rules speak of eight hand "
        "cards for two players, which one pack cannot provide.)"),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Only the top card</b> of a table pile can be played, and the piles alternate blind and "
        "face-up cards from the bottom up."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>A blind card is always playable:</b> so when your hand is empty and a pile shows a "
        "blind card, you must play; you pick up only when no face-up top card is high enough and "
        "no pile shows a blind card. A blind card that turns out too low goes into your hand with "
        "the pile."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Three or more of a kind</b> counts the cards of one rank on top of the discard pile "
        "across turns and players, 2s included; cards played together count one by one."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>A 10</b> is neither higher nor lower than any card: it goes on anything and burns the "
        "pile. After any burn, the same player plays again onto the empty pile, unless the burn "
        "used their last card: then they are out."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Matchplay points:</b> one point for each player still holding cards when you go out "
        "(1–0 with two players, 2–1–0 with three, 3–2–1–0 with four)."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Stalemate:</b> when exactly the same position (every hand, every table pile, the "
        "discard pile and the player to move) comes round for the third time and no table card was "
        "played in between, the game is drawn for the players still holding cards, and each of "
        "them scores 1 point. The first player of the next game is then drawn at random."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>A very long stalemate:</b> Splay remembers 4,096 positions since the last table "
        "card. A game that goes that long with no position coming round a third time is drawn "
        "as well; in practice no game comes near it."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>From game to game</b> the first turn moves one seat on and the direction of play "
        "reverses."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Ending your turn:</b> instead of a sign to the next player that you will not add any "
        "more cards, you press End Turn. Computer players end their turns at once."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>No penalties:</b> Splay enforces every rule, so the original penalties for peeking at "
        "table cards, showing your hand, picking up when you could play or disturbing your piles "
        "are not needed."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_turns_saved, NULL },

  { SPLAY_RULES_END, NULL, NULL },
};

static GtkWidget *
table_piles (void)
{
  const SplayCard tops[] = {
    splay_card_make (0, SPLAY_SUIT_HEARTS, 9),
    splay_card_make (0, SPLAY_SUIT_CLUBS, SPLAY_RANK_KING),
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, 4),
    splay_card_make (0, SPLAY_SUIT_SPADES, 7),
  };
  const SplayCard hand[] = {
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, SPLAY_RANK_QUEEN),
    splay_card_make (0, SPLAY_SUIT_CLUBS, 5),
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_halign (piles, GTK_ALIGN_CENTER);
  for (gsize i = 0; i < G_N_ELEMENTS (tops); i++)
    gtk_box_append (GTK_BOX (piles), splay_rules_card_new (tops[i], 5));
  splay_rules_add_part (box, _("Table piles"), piles);

  splay_rules_add_part (box, _("Hand"), splay_rules_row_new (hand, G_N_ELEMENTS (hand)));
  return box;
}

static GtkWidget *
pile_spread (void)
{
  const SplayCard pile[] = {
    SPLAY_CARD_UNKNOWN, splay_card_make (0, SPLAY_SUIT_CLUBS, 8),
    SPLAY_CARD_UNKNOWN, splay_card_make (0, SPLAY_SUIT_HEARTS, SPLAY_RANK_JACK),
    SPLAY_CARD_UNKNOWN, splay_card_make (0, SPLAY_SUIT_SPADES, 3),
  };

  return splay_rules_row_new (pile, G_N_ELEMENTS (pile));
}

static GtkWidget *
burn (void)
{
  const SplayCard top[] = {
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, 5),
    splay_card_make (0, SPLAY_SUIT_CLUBS, 9),
    splay_card_make (0, SPLAY_SUIT_HEARTS, 9),
    splay_card_make (0, SPLAY_SUIT_SPADES, 9),
  };

  return splay_rules_fan_new (top, G_N_ELEMENTS (top), 2);
}

const SplayRulesDrawing splay_rules_splatoids_drawings[] = {
  { "table-piles", table_piles },
  { "pile-spread", pile_spread },
  { "burn", burn },
  { NULL, NULL },
};
