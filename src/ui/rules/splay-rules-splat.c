/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-splat.c: the Splat rules page (see splay-rules-content.h).
 *
 * Every statement was checked against splat.c and speed-core.c (the shared
 * race rules and the deadlock house rule) and the keys against
 * splay-speed-board.c; change the page when those change. */
#include "config.h"

#include <glib/gi18n.h>

#include "../splay-rules-content.h"
#include "../splay-rules-page.h"
#include "../../engine/cards.h"

const SplayRulesBlock splay_rules_splat[] = {
  { SPLAY_RULES_HEADING, N_("Splat at a glance"), NULL },
  { SPLAY_RULES_PARA,
    N_("Splat is a one-handed race for two players, and in Splay also for three "
        "or four. As in Spit, everybody plays at the same time onto piles in the "
        "middle, always a card one rank above or below the top card. As soon as "
        "somebody has emptied their formation, everybody races to slap a pile – "
        "splat! – and the game goes to the player who ends up with no cards at "
        "all."),
    NULL },
  { SPLAY_RULES_DRAWING, "formation",
    N_("Your formation of five columns; above it the two play piles, each beside "
        "the draw pile that feeds it – yours on the left. Two 7s have been "
        "gathered in the fourth column. Everybody may play on both piles.") },
  { SPLAY_RULES_HEADING, N_("Splat’s cards and setup"), NULL },
  { SPLAY_RULES_PARA,
    N_("Splat uses one pack of 52 cards – two packs with four players, or when "
        "you switch them on. At the start of the game the first player cuts the "
        "shuffled pack; with two players and one pack, between 20 and 32 cards "
        "come off the top. The other player chooses one of the two packets, and "
        "the cutter keeps the other. Splay shows how many cards each packet "
        "holds, and the smaller is usually the better choice."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("With three or four players the pack is cut into one packet per player, "
        "each within six cards of an even share except the last. The others "
        "choose in turn, in seat order after the cutter, and the cutter keeps the "
        "packet that is left."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Your packet is your stock for the whole game. At the start of each round "
        "you deal your formation from it as in patience: five columns of one, "
        "two, three, four and five cards, only the top card of each face up. The "
        "rest is your draw pile, which feeds your play pile in the middle."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Before the first cards are turned you tidy your formation: gather "
        "face-up cards of equal rank in one column, turn up face-down cards that "
        "have nothing on them, and move a face-up group into an empty column. A "
        "formation never has more than five columns."),
    NULL },
  { SPLAY_RULES_HEADING, N_("How Splat is played"), NULL },
  { SPLAY_RULES_PARA,
    N_("When everybody is ready, each player turns the top card of their draw "
        "pile onto their own play pile. Then all play at once: the face-up card "
        "on top of a column goes onto any play pile if it is exactly one rank "
        "above or below the top card there. A card of the same rank never fits."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("In Splat the ranks do not go round: on a king only a queen fits, and on "
        "an ace only a 2 – unless you switch on the variant in which king and ace "
        "are neighbours."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Every card is a move of its own. A run of cards you have in mind can be "
        "broken at any moment by an opponent’s card landing first, and you can "
        "break theirs the same way."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Keep tidying while you play. Once your formation holds five cards or "
        "fewer, they all go into your hand: you may play any of them, and the "
        "others see only how many you hold."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("When nobody can play or uncover a card, everybody says <b>Ready</b>, and "
        "each player with a draw pile turns its next card onto their play pile."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("The round ends as soon as one player’s formation and hand are empty: now "
        "everybody races to splat a pile."),
    NULL },
  { SPLAY_RULES_PARA, splay_rules_speed_keys_intro, NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_keys_pick, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Q</b> and <b>W</b> put the picked card on the left or the right play "
        "pile, and with three or four players <b>Q</b>, <b>W</b>, <b>E</b> and "
        "<b>R</b> stand for piles A to D. <b>A</b> says Ready."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("A second person at the same keyboard picks with <b>6</b> to <b>0</b> (or "
        "1 to 5 on the number pad), uses <b>O</b>, <b>P</b>, <b>[</b> and "
        "<b>]</b> for the piles and says Ready with <b>L</b>. The first two "
        "people in the list of players get the two sets of keys."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("Once a formation is empty, the pile keys splat a pile; during the cut "
        "they take a packet. While cards are still being played they never splat: "
        "a false splat can only be made with the <b>Splat!</b> button under a "
        "pile, so a stray key costs you nothing."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_keys_pause, NULL },
  { SPLAY_RULES_ITEM,
    N_("With the mouse, click a card and then a pile; to splat, use the "
        "<b>Splat!</b> button under a pile."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Splatting and special situations"), NULL },
  { SPLAY_RULES_PARA,
    N_("<b>Splat.</b> Once a formation is empty, every player may splat any play "
        "pile, and the first to splat a pile takes it – it does not matter who "
        "emptied the formation. With two players the other one gets the remaining "
        "pile. Each player lays any cards left in their formation and hand face "
        "up on their pile and puts it all face down under their draw pile, "
        "without shuffling: that is their stock for the next round. You want the "
        "smaller pile."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("With three or four players the first to splat takes any pile, the second "
        "takes their choice of the rest, and so on; the last player gets the pile "
        "that is left."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>False splat.</b> Splatting while nobody’s formation is empty is a "
        "false splat, and it ends the round at once. The other players choose "
        "their piles first, in seat order after the false splatter, who gets the "
        "last pile and also every card left in the other players’ formations and "
        "hands."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>The splat pile.</b> A player who has no cards left for a draw pile "
        "after dealing their formation gets a null splat pile in place of a play "
        "pile. Nothing can be played on it and that player turns no cards, so "
        "play goes on the other piles only. A splat on the splat pile brings no "
        "extra cards: that player keeps only their own draw pile and formation."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>When the draw piles run out.</b> If nobody can play and some players "
        "have no draw pile left, only the others turn cards. If no one has one, "
        "each play pile except its top card is turned over and becomes the draw "
        "pile of the player on whose side it lies. If even that gets stuck, "
        "Splay’s deadlock rule applies (see the house rules)."),
    NULL },
  { SPLAY_RULES_HEADING, N_("The end of a Splat game"), NULL },
  { SPLAY_RULES_PARA,
    N_("A player who comes out of a round with no cards at all – no draw pile, "
        "no formation, no hand – wins the game. Usually that is the player "
        "without a draw pile who empties their formation and splats the splat "
        "pile."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("The winner gets 1 point for a match, the others none. Behind the winner, "
        "players are placed by how few cards they hold."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Splat matches"), NULL },
  { SPLAY_RULES_PARA, splay_rules_speed_match, NULL },
  { SPLAY_RULES_HEADING, N_("Splat variants in Splay"), NULL },
  { SPLAY_RULES_PARA,
    N_("Splat is played by two to four players. Each seat can be a person at "
        "this screen or a computer player; the easier a computer player’s level, "
        "the longer it takes to react. The New Game dialog offers two switches, "
        "both off unless you turn them on:"),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>King and ace are neighbours:</b> the ranks go round, so a queen or an "
        "ace fits on a king, and a king or a 2 on an ace."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Two decks:</b> 104 cards. Four players always play with two decks, "
        "because one pack would leave them without draw piles."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>Three or four players</b> play by Splay’s version: every player has a "
        "play pile and a draw pile of their own, the piles are called A to D, and "
        "at the end of a round they are taken in the order the players splat."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Splay’s house rules for Splat"), NULL },
  { SPLAY_RULES_PARA, splay_rules_speed_gaps, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>The program keeps the rules:</b> cards are turned for everybody at "
        "the same moment, you move one card at a time as if with one hand, and no "
        "card can be put where it does not fit. The rules a real table needs "
        "against cheating are not needed here."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_ready, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Too late:</b> a card that no longer fits because somebody else was "
        "faster is refused and stays where it was."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>The cut:</b> with two players and one pack, the pack is cut at a "
        "random point from 20 to 32 cards, and the player who did not cut chooses "
        "a packet. Computer players take the smaller one."),
    NULL },
  { SPLAY_RULES_ITEM, N_("<b>No wrapping:</b> ranks do not go round unless you switch it on."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Five or fewer:</b> once your formation holds five cards or fewer, "
        "they go into your hand. You see and may play all of them; the others see "
        "only how many there are."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Draw piles run out:</b> when nobody can play, only players with a "
        "draw pile turn a card. When no one has one, each play pile but its top "
        "card becomes the draw pile of the player on whose side it lies."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Deadlock:</b> if nobody can play, nobody has a draw pile, and either "
        "the play piles hold only their top cards or a whole pass through the "
        "turned-over piles has brought no card into play, each player gathers "
        "their own draw pile, formation, hand and play pile, shuffles them and "
        "deals a new round. Without this, such a table would never finish."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>False splat:</b> the penalty is the one the description of the game "
        "gives: the others pick their piles freely, and every card still in their "
        "formations goes to the false splatter."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Three or four players</b> are an option: one play pile and one draw "
        "pile each; the first to splat chooses, the second takes their pick of "
        "the rest, and so on."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Resigning</b> ends the game at once; of the players left, the one "
        "holding the fewest cards wins."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_saving, NULL },
  { SPLAY_RULES_END, NULL, NULL },
};

/* One player's formation some way into a round, under the two play piles:
 * two 7s have been gathered in the fourth column, and the card they
 * uncovered in the third has been turned. Seen from seat 0, whose play pile
 * is the left one, fed by its draw pile beside it. */
static GtkWidget *
formation_drawing (void)
{
  const SplayCard col[5][2] = {
    { splay_card_make (0, SPLAY_SUIT_SPADES, 3) },
    { splay_card_make (0, SPLAY_SUIT_DIAMONDS, SPLAY_RANK_KING) },
    { splay_card_make (0, SPLAY_SUIT_CLUBS, SPLAY_RANK_QUEEN) },
    { splay_card_make (0, SPLAY_SUIT_SPADES, 7), splay_card_make (0, SPLAY_SUIT_HEARTS, 7) },
    { splay_card_make (0, SPLAY_SUIT_HEARTS, 5) },
  };
  static const int up[5] = { 1, 1, 1, 2, 1 };
  static const int down[5] = { 0, 1, 1, 3, 4 };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *middle = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_set_halign (middle, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (piles, 12);
  gtk_widget_set_margin_end (piles, 12);
  gtk_box_append (GTK_BOX (piles),
                  splay_rules_card_new (splay_card_make (0, SPLAY_SUIT_CLUBS, 6), 4));
  gtk_box_append (GTK_BOX (piles),
                  splay_rules_card_new (splay_card_make (0, SPLAY_SUIT_DIAMONDS, 10), 2));
  gtk_box_append (GTK_BOX (middle), splay_rules_card_new (SPLAY_CARD_UNKNOWN, 8));
  gtk_box_append (GTK_BOX (middle), piles);
  gtk_box_append (GTK_BOX (middle), splay_rules_card_new (SPLAY_CARD_UNKNOWN, 6));

  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  for (int c = 0; c < 5; c++)
    {
      GtkWidget *w = splay_rules_fan_new (col[c], up[c], down[c]);

      gtk_widget_set_valign (w, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (row), w);
    }
  gtk_box_append (GTK_BOX (box), middle);
  gtk_box_append (GTK_BOX (box), row);
  return box;
}

const SplayRulesDrawing splay_rules_splat_drawings[] = {
  { "formation", formation_drawing },
  { NULL, NULL },
};
