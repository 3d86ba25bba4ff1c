/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-spit.c: the Spit rules page (see splay-rules-content.h).
 *
 * Every statement was checked against spit.c and speed-core.c (the shared
 * race rules and the deadlock house rule) and the keys against
 * splay-speed-board.c; change the page when those change. */
#include "config.h"

#include <glib/gi18n.h>

#include "../splay-rules-content.h"
#include "../splay-card-widget.h"
#include "../splay-rules-page.h"
#include "../../engine/cards.h"

const SplayRulesBlock splay_rules_spit[] = {
  { SPLAY_RULES_HEADING, N_("Spit at a glance"), NULL },
  { SPLAY_RULES_PARA,
    N_("Spit – also called Speed, Slam or Stress – is a race for two. Nobody "
        "waits for a turn: both players play at the same time, as fast as they "
        "can, onto two piles in the middle. Whoever gets rid of all their cards "
        "first wins."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("A game is played in rounds. In each round you try to empty your layout "
        "of five columns before your opponent does. At the end of the round each "
        "of you takes back one of the piles, so ending rounds quickly and "
        "grabbing the smaller pile is how you get ahead."),
    NULL },
  { SPLAY_RULES_DRAWING, "table",
    N_("A Spit table: your opponent’s layout at the top, yours at the bottom, "
        "each column with one face-up card on the face-down ones. In the middle "
        "each player’s deck lies beside the pile it feeds – yours on the left; "
        "both players may play on both piles.") },
  { SPLAY_RULES_HEADING, N_("Spit’s cards and setup"), NULL },
  { SPLAY_RULES_PARA,
    N_("Spit uses one ordinary pack of 52 cards without jokers. It is shuffled "
        "once, at the start of the game, and split into two halves of 26 cards: "
        "each player’s face-down deck."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("At the start of every round both players deal a layout from their deck, "
        "as in patience: five columns of one, two, three, four and five cards, "
        "with only the top card of each column face up. That takes 15 cards; the "
        "rest of the deck stays face down beside the player’s pile."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Before the first cards are turned, tidy up your layout: face-up cards of "
        "the same rank can be gathered in one column, a face-down card with "
        "nothing on it is turned face up, and a face-up group may move into an "
        "empty column. You never have more than five columns."),
    NULL },
  { SPLAY_RULES_HEADING, N_("How a round of Spit flows"), NULL },
  { SPLAY_RULES_PARA,
    N_("When both players are ready, each turns the top card of their deck face "
        "up onto their own pile. From then on both play at once: take the face-up "
        "card on top of any column and put it on either pile if it is exactly one "
        "rank higher or lower than that pile’s top card – on a 5 a 4 or a 6, on a "
        "jack a 10 or a queen."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("In Spit the ranks go round: king and ace are neighbours, so a queen or "
        "an ace goes on a king, and a king or a 2 on an ace."),
    NULL },
  { SPLAY_RULES_DRAWING, "wrap",
    N_("On a king, the queen and the ace fit (ringed in green); the jack and the "
        "2 do not.") },
  { SPLAY_RULES_PARA,
    N_("The faster player wins the race for a pile: if your opponent’s card "
        "lands first, yours may no longer fit, and it stays in your layout. Keep "
        "tidying while you play – turn face-down cards as soon as they are free "
        "and gather cards of equal rank."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("When neither player can play or uncover anything, both say <b>Ready</b>, "
        "and each again turns the top card of their deck onto their own pile. "
        "Then the race goes on."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("The round ends as soon as one player has played the last card of their "
        "layout. Then the piles are claimed, as the next section explains."),
    NULL },
  { SPLAY_RULES_PARA, splay_rules_speed_keys_intro, NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_keys_pick, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Q</b> puts the picked card on the left pile, <b>W</b> on the right "
        "one, and <b>A</b> says Ready."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("A second person at the same keyboard picks with <b>6</b> to <b>0</b> (or "
        "1 to 5 on the number pad), puts cards on the piles with <b>O</b> and "
        "<b>P</b> and says Ready with <b>L</b>. The first two people in the list "
        "of players get the two sets of keys."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("When a round is over, the pile keys claim a pile, just like the "
        "<b>Claim</b> buttons under the piles."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_keys_pause, NULL },
  { SPLAY_RULES_ITEM,
    N_("With the mouse, click a card and then a pile; at the end of a round "
        "click the pile you want."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Special situations in Spit"), NULL },
  { SPLAY_RULES_PARA,
    N_("<b>Claiming the piles.</b> When a player has played their last card, "
        "both race to claim a pile. You want the smaller one, because the pile "
        "you get goes under your deck. The pile the last card landed on can be "
        "claimed only by the player who put it there; the other pile goes to "
        "whoever claims it first. As soon as one pile is claimed, the other "
        "belongs to the opponent."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Each player then lays what is left of their layout face up on their pile "
        "and puts the whole stack face down under their deck, without shuffling. "
        "The next round is dealt from these decks."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>The spit card.</b> Once a player is down to 15 cards or fewer, "
        "dealing the layout uses them all up: no deck remains to feed a pile, so "
        "that player gets the spit card instead. Nothing can be played on it, so "
        "that round is played on one pile only, fed by the other player’s deck."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("In a spit-card round only the spit card can be claimed. Whoever claims "
        "it keeps just their own deck and layout; the other player takes the real "
        "pile as well. A spit-card holder who clears their layout and then wins "
        "the claim has nothing left at all – and wins the game."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>When the decks run out.</b> If nobody can play and only one player "
        "still has a deck, only that player turns a card. If neither has one, "
        "each pile except its top card is turned over and becomes the deck of the "
        "player on whose side it lies. If even that gets stuck, Splay’s deadlock "
        "rule applies (see the house rules)."),
    NULL },
  { SPLAY_RULES_HEADING, N_("The end of a Spit game"), NULL },
  { SPLAY_RULES_PARA,
    N_("The game ends when a player comes out of a round with no cards at all – "
        "no deck and no layout. That player wins. Most often it is the holder of "
        "the spit card who empties their layout and claims the spit card."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("A single game has no score beyond that: the winner gets 1 point for a "
        "match, the loser none."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Spit matches"), NULL },
  { SPLAY_RULES_PARA, splay_rules_speed_match, NULL },
  { SPLAY_RULES_HEADING, N_("Spit variants in Splay"), NULL },
  { SPLAY_RULES_PARA,
    N_("Spit is always played by two. Each seat can be a person at this screen "
        "or a computer player; the easier a computer player’s level, the longer "
        "it takes to react. The New Game dialog offers three switches, all off "
        "unless you turn them on:"),
    NULL },
  { SPLAY_RULES_ITEM, N_("<b>Two decks:</b> 104 cards, 52 for each player."), NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Shuffle between rounds:</b> each player’s deck is shuffled after the "
        "piles are taken back, before the next round is dealt."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Five in hand:</b> once your layout holds four cards or fewer, they "
        "all go into your hand, and you may play any of them. Your opponent still "
        "sees them."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Playing one-handed, a well-known variant, is simply how Splay works: you "
        "always move one card at a time."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Splay’s house rules for Spit"), NULL },
  { SPLAY_RULES_PARA, splay_rules_speed_gaps, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>The program keeps the rules:</b> cards are turned for both players at "
        "the same moment, you hold one card at a time, and no card can be put "
        "where it does not fit. The rules a real table needs against cheating are "
        "not needed here."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_ready, NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Too late:</b> a card that no longer fits because the other player was "
        "faster is refused and stays where it was."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Ranks go round:</b> a queen or an ace goes on a king, a king or a 2 "
        "on an ace."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>One deck left:</b> when nobody can play and only one player has a "
        "deck, only that player turns a card."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>No deck left:</b> each pile but its top card is turned over as the "
        "new deck of the player on whose side it lies."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Deadlock:</b> if nobody can play, nobody has a deck, and either the "
        "piles hold only their top cards or a whole pass through the turned-over "
        "piles has brought no card into play, each player gathers their own deck, "
        "layout and pile, shuffles them and deals a new round. Without this, such "
        "a table would never finish."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Variants:</b> two decks, shuffling between rounds and five in hand "
        "are switches in the New Game dialog; one-handed play is how Splay always "
        "works."),
    NULL },
  { SPLAY_RULES_ITEM, N_("<b>Resigning</b> ends the game at once, and the other player wins."),
    NULL },
  { SPLAY_RULES_ITEM, splay_rules_speed_saving, NULL },
  { SPLAY_RULES_END, NULL, NULL },
};

/* One player's layout as dealt: column c holds c face-down cards under one
 * face-up card. The opponent's is seen from across the table, so its
 * columns run the other way. */
static GtkWidget *
layout (const SplayCard tops[5], gboolean mirrored)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  for (int i = 0; i < 5; i++)
    {
      int c = mirrored ? 4 - i : i;
      GtkWidget *column = splay_rules_card_new (tops[c], c);

      gtk_widget_set_valign (column, mirrored ? GTK_ALIGN_START : GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (row), column);
    }
  return row;
}

/* The table seen from seat 0: its pile is the left one (pile L), fed by
 * its deck beside it; the opponent's deck and pile are on the right. */
static GtkWidget *
table_drawing (void)
{
  const SplayCard theirs[5] = {
    splay_card_make (0, SPLAY_SUIT_SPADES, 10),
    splay_card_make (0, SPLAY_SUIT_HEARTS, 2),
    splay_card_make (0, SPLAY_SUIT_CLUBS, 8),
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, SPLAY_RANK_ACE),
    splay_card_make (0, SPLAY_SUIT_HEARTS, 6),
  };
  const SplayCard mine[5] = {
    splay_card_make (0, SPLAY_SUIT_HEARTS, 9),
    splay_card_make (0, SPLAY_SUIT_CLUBS, 4),
    splay_card_make (0, SPLAY_SUIT_DIAMONDS, SPLAY_RANK_JACK),
    splay_card_make (0, SPLAY_SUIT_SPADES, 4),
    splay_card_make (0, SPLAY_SUIT_CLUBS, SPLAY_RANK_KING),
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *middle = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_set_halign (middle, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (piles, 12);
  gtk_widget_set_margin_end (piles, 12);
  gtk_box_append (GTK_BOX (piles),
                  splay_rules_card_new (splay_card_make (0, SPLAY_SUIT_DIAMONDS, 5), 3));
  gtk_box_append (
      GTK_BOX (piles),
      splay_rules_card_new (splay_card_make (0, SPLAY_SUIT_SPADES, SPLAY_RANK_QUEEN), 2));
  gtk_box_append (GTK_BOX (middle), splay_rules_card_new (SPLAY_CARD_UNKNOWN, 5));
  gtk_box_append (GTK_BOX (middle), piles);
  gtk_box_append (GTK_BOX (middle), splay_rules_card_new (SPLAY_CARD_UNKNOWN, 5));
  gtk_box_append (GTK_BOX (box), layout (theirs, TRUE));
  gtk_box_append (GTK_BOX (box), middle);
  gtk_box_append (GTK_BOX (box), layout (mine, FALSE));
  return box;
}

/* A king on a pile, and which cards fit on it when ranks go round. */
static GtkWidget *
wrap_drawing (void)
{
  static const struct
  {
    SplaySuit suit;
    int rank;
    gboolean fits;
  } cards[] = {
    { SPLAY_SUIT_CLUBS, SPLAY_RANK_QUEEN, TRUE },
    { SPLAY_SUIT_SPADES, SPLAY_RANK_ACE, TRUE },
    { SPLAY_SUIT_DIAMONDS, SPLAY_RANK_JACK, FALSE },
    { SPLAY_SUIT_HEARTS, 2, FALSE },
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *pile
      = splay_rules_card_new (splay_card_make (0, SPLAY_SUIT_HEARTS, SPLAY_RANK_KING), 2);

  gtk_widget_set_margin_end (pile, 12);
  gtk_widget_set_valign (pile, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), pile);
  for (gsize i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      GtkWidget *w = splay_rules_card_new (splay_card_make (0, cards[i].suit, cards[i].rank), 0);

      splay_card_widget_set_legal (SPLAY_CARD_WIDGET (w), cards[i].fits);
      gtk_widget_set_valign (w, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), w);
    }
  return box;
}

const SplayRulesDrawing splay_rules_spit_drawings[] = {
  { "table", table_drawing },
  { "wrap", wrap_drawing },
  { NULL, NULL },
};
