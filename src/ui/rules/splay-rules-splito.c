/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-splito.c: the Splito rules page (see splay-rules-content.h).
 *
 * This page was written in German first, for German players, from the
 * original German rulebook and with its own terms (Zone, Wertungskarte,
 * alleinige Mehrheit, ...); po/de.po holds that text, and the English here
 * is its faithful counterpart. Change both together. The scoring cards are
 * described as splito.c's table defines them, so a change of that table
 * means a change of this page. */
#include "config.h"

#include <glib/gi18n.h>

#include "../splay-rules-content.h"
#include "../splay-rules-page.h"
#include "../splay-splito-card.h"
#include "../../engine/splito.h"

/* Four number cards and a scoring card fit the narrowest page (about
 * 330 pixels), and the scoring card's text stays readable. */
#define NUMBER_WIDTH 42
#define NUMBER_HEIGHT 58
#define SCORING_WIDTH 76
#define SCORING_HEIGHT 104

const SplayRulesBlock splay_rules_splito[] = {
  { SPLAY_RULES_HEADING, N_("Splito at a glance"), NULL },
  { SPLAY_RULES_PARA,
    N_("Splito is a card game for 3 to 8 people (in Splay also for two) in which "
        "everybody plays at the same time. Between every two neighbours lies a "
        "<b>zone</b>: you share your left zone with your left neighbour and your "
        "right zone with your right neighbour."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Each round you put one card from your hand into one of your two zones. "
        "The Splito cards (the number cards) fulfil the tasks of the scoring "
        "cards there; only scoring cards whose task is fulfilled earn their zone "
        "points."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("At the end your score is the value of your left zone <b>times</b> the "
        "value of your right zone. A zone worth nothing makes even the best zone "
        "on your other side worthless: you need both neighbours, and they need "
        "you."),
    NULL },
  { SPLAY_RULES_DRAWING, "zone",
    N_("Zone AB lies between player A and player B: for A it is the left zone, "
        "for B the right one, and its value counts for both. Its scoring card "
        "asks for exactly two cards with the number 3; with the red 3 and the "
        "blue 3 the task is fulfilled, and the zone is worth 2 points.") },
  { SPLAY_RULES_HEADING, N_("Splito’s cards and preparation"), NULL },
  { SPLAY_RULES_PARA,
    N_("Splito has 109 cards: 72 Splito cards with the numbers 1 to 6 in six "
        "colours, each number in each colour twice, and 37 scoring cards. Besides "
        "its colour, every colour has its own symbol, so nobody has to tell "
        "colours apart by sight: yellow a circle, orange a triangle, red a "
        "square, green a diamond, blue a star and black a hexagon."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Before the first round Splay lays two random scoring cards face up in "
        "the middle, one colour majority (moon) and one number majority (star). "
        "They belong to no zone yet and are called the <b>public scoring "
        "cards</b>."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("From the shuffled remaining 107 cards everybody receives 13 cards in "
        "hand; the others stay face down to one side (with two players, more are "
        "dealt from them later; see the variants)."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("All zones start empty. Splay shows every zone as a small table with one "
        "row per colour and one column per number, together with its scoring "
        "cards and what the zone would be worth right now."),
    NULL },
  { SPLAY_RULES_HEADING, N_("A round of Splito"), NULL },
  { SPLAY_RULES_PARA,
    N_("A deal lasts 13 rounds. In every round all players at the same time "
        "choose one card from their hand and decide whether it goes into their "
        "left or their right zone. Any card in the hand will do, Splito card or "
        "scoring card."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Once everybody has chosen, the chosen cards are revealed together and "
        "land in their zones. Then everybody passes the rest of their hand to the "
        "left neighbour and takes up the hand coming from the right."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("So every hand gets one card smaller each round. When the hands are empty "
        "– after the 13th round – the deal is over and is scored."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("In Splay you select a card and then click one of your zones, press "
        "<b>L</b> for left or <b>R</b> for right, or drag the card onto the zone. "
        "With the keyboard alone: ←/→ move through the hand, Enter picks up a "
        "card, then ←/→ place it. <b>S</b> opens the scoring sheet."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("If several people share the screen, each chooses in turn while the "
        "others look away; Splay covers the hands in between, so nobody sees "
        "anybody else’s cards."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Scoring cards and special cases in Splito"), NULL },
  { SPLAY_RULES_PARA,
    N_("There are four kinds of scoring cards. The points of a card are in the "
        "circle at its top right; the sign at its top left shows its kind: a moon "
        "or a star for a majority, = for value, ≠ for diversity and # for "
        "quantity."),
    NULL },
  { SPLAY_RULES_DRAWING, "scoring-cards",
    N_("One scoring card of each kind: colour majority (moon), number majority "
        "(star), value, diversity and quantity.") },
  { SPLAY_RULES_ITEM,
    N_("<b>Sole majority</b>, 3 points: no other zone at the table may hold as "
        "many Splito cards of the colour (moon) or number (star) shown as this "
        "one; a tie is not enough. There are six moon cards, one per colour, and "
        "six star cards, one per number."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Value</b>, 2 points: “exactly two cards with the number N” asks for "
        "exactly two Splito cards of that number, in any colours; “not a single "
        "card with the number N” asks that the zone holds none of them. There are "
        "six of each, one for every number from 1 to 6."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Diversity, exactly</b>: exactly 2, 3, 4 or 6 different colours (4, 3, "
        "2 or 3 points) and exactly 2, 3, 4 or 6 different numbers (4, 3, 2 or 4 "
        "points). A colour or number may appear any number of times, but the zone "
        "must show exactly that many different ones – one more breaks the task."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Diversity, at least one of each</b>, 1 point: at least one card of "
        "each of the three colours shown on the card. There are three such cards: "
        "yellow, orange and red; green, blue and black; yellow, red and blue. "
        "Further colours in the zone do no harm."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Quantity</b>, 2 points: 11 cards or fewer, or 15 cards or more, in "
        "the zone. Here every card in the zone counts: Splito cards, scoring "
        "cards whether fulfilled or not (this card included) and public scoring "
        "cards the zone has won."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("The majority, value and diversity cards count only the Splito cards of a "
        "zone. A scoring card always scores for the zone it lies in; for a "
        "majority, that zone is compared with every other zone at the table."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("The two <b>public scoring cards</b> belong to no zone during the deal. "
        "At the end each goes to the zone that holds its majority alone and is "
        "worth its 3 points there; if several zones are level at the top, nobody "
        "gets it and it leaves the game. During play Splay shows under each "
        "public card which zone is leading alone."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("Altogether there are 37 scoring cards. A scoring card may be played even "
        "if it will never be fulfilled – for example so that your neighbour does "
        "not get it with the hand you pass on."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>Talking at the table:</b> Splay cannot hear what players say. If "
        "several people play at one screen, the rulebook’s rule applies: say "
        "nothing about the cards in your hand or what you intend to do with them; "
        "pointing at the table – that a scoring card is still unfulfilled, or "
        "that a shared zone needs attention – is allowed."),
    NULL },
  { SPLAY_RULES_HEADING, N_("The end of a Splito deal and its scoring"), NULL },
  { SPLAY_RULES_PARA, N_("After the 13th round the deal is scored, in this order:"), NULL },
  { SPLAY_RULES_ITEM,
    N_("First each public scoring card goes to the zone that holds its majority "
        "alone, or leaves the game."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("Then every scoring card in every zone is checked. A card whose task is "
        "not fulfilled scores nothing but stays in its zone, where it still "
        "counts for the quantity cards."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("The value of a zone is the sum of the points of its fulfilled scoring "
        "cards, won public cards included."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("Your score is the value of your left zone times the value of your right "
        "zone."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("An example with three players A, B and C, where B sits to the left of A: "
        "if zone AB is worth 5, zone BC 3 and zone CA 4, then A scores 5 × 4 = "
        "20, B scores 3 × 5 = 15 and C scores 4 × 3 = 12."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("The highest score wins. If several players have the same score, the card "
        "count decides: ahead is the one whose two zones together contain fewer "
        "cards, Splito and scoring cards alike. If that is level too, they take "
        "the same place. The scoring sheet (key <b>S</b>) shows for every zone "
        "and every card why it scored or not."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Splito over several deals"), NULL },
  { SPLAY_RULES_PARA,
    N_("In the New Game dialog you choose a single game or a match of several "
        "deals: from 2 to 20 deals, 3 suggested, as the rulebook recommends. "
        "Every deal is shuffled and dealt afresh, with new public scoring cards; "
        "the seating stays the same."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("In the end the sum over all deals counts: whoever has collected the most "
        "points wins the match. If several players share the highest total, the "
        "match is drawn: the number of cards decides only within a single deal."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Splito variants in Splay"), NULL },
  { SPLAY_RULES_PARA,
    N_("Splito has no further switches in Splay. You choose the number of "
        "players (2 to 8, 4 suggested), for every seat a person at this screen or "
        "a computer player, and whether you play a single game or several deals."),
    NULL },
  { SPLAY_RULES_PARA,
    N_("<b>Two players:</b> the rulebook announces a variant for two experienced "
        "players but does not describe it. With two players Splay therefore plays "
        "its own version:"),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("Each player has two zones of their own, a left and a right one: there "
        "are four zones and none is shared."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("A deal has 26 rounds. Each player is dealt 13 cards, and after the 13th "
        "round another 13 new ones. After each reveal the two players swap hands, "
        "except after the 13th, when the new hands are dealt instead."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("Majorities, including those of the public scoring cards, are compared "
        "across all four zones. Your score is left zone times right zone as "
        "usual; both zones are simply yours alone."),
    NULL },
  { SPLAY_RULES_HEADING, N_("Splay’s house rules for Splito"), NULL },
  { SPLAY_RULES_PARA, N_("Where the rulebook is silent or unclear, Splay decides as follows:"),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Hidden choice:</b> until everybody has chosen, the others see only "
        "<i>that</i> you have chosen – neither the card nor the zone. The card "
        "stays in your hand until the reveal, so nobody can tell from your hand "
        "which card went. A choice once made cannot be taken back."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>The scoring cards are a reconstruction.</b> The rulebook describes "
        "the four kinds but does not list the 37 cards. Splay’s list, given above "
        "under the scoring cards, matches every card that reviews of the game "
        "mention: majorities worth 3 points, “at least one card of each colour "
        "shown” worth 1 point, “exactly 6 different numbers” worth 4 points."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Majority means sole majority:</b> strictly more than every other zone "
        "at the table. A public scoring card that no zone wins alone leaves the "
        "game. The public cards are placed first, and only then are the scoring "
        "cards in the zones checked."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Quantity counts everything:</b> the quantity cards count every card "
        "in the zone – Splito cards, scoring cards fulfilled or not, won public "
        "cards, and themselves."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Ties:</b> first the score counts, then the smaller number of cards in "
        "one’s own two zones; if it is still level, the players share the win."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Passing:</b> hands move to the left neighbour after every reveal. A "
        "match is one or more deals (3 suggested), and their scores are added up."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Two players</b> play Splay’s own version with four zones and 26 "
        "rounds, described under the variants above."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>The program keeps the rules:</b> it accepts only a card from your own "
        "hand, placed in one of your own two zones, so nobody needs to watch the "
        "others."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Resigning:</b> if a player resigns, the deal ends at once and is "
        "scored as it lies; the player who resigned comes last with 0 points."),
    NULL },
  { SPLAY_RULES_ITEM,
    N_("<b>Saving:</b> Splay records every deal as it is played – its settings, "
        "its shuffle and every choice – so an interrupted match can be resumed "
        "from the list of games."),
    NULL },
  { SPLAY_RULES_END, NULL, NULL },
};

/* The scoring card with this condition, or SPLAY_CARD_NONE: the pictures
 * look their cards up in splito.c's table rather than trust an index. */
static SplayCard
find_scoring (SplitoCondition cond, int a, int b)
{
  for (int i = 0; i < SPLITO_N_SCORING_CARDS; i++)
    if (splito_scoring_cards[i].cond == cond && splito_scoring_cards[i].a == a
        && splito_scoring_cards[i].b == b)
      return (SplayCard) (SPLITO_FIRST_SCORING + i);
  return SPLAY_CARD_NONE;
}

/* A zone between two neighbours: B sits to A's left, so for A this is the
 * left zone and for B the right one (as in splito.h, zone z lies between
 * seat z and its left neighbour z + 1). Seen from the middle of the table,
 * B is on the left. The cards meet the scoring card "exactly two cards of
 * value 3", as the caption says. */
static GtkWidget *
zone_drawing (void)
{
  static const struct
  {
    int colour, value;
  } numbers[] = {
    { SPLITO_RED, 3 },
    { SPLITO_RED, 5 },
    { SPLITO_BLUE, 3 },
    { SPLITO_GREEN, 6 },
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *names = gtk_center_box_new ();
  GtkWidget *zone = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  SplayCard two_threes = find_scoring (SPLITO_COND_VALUE_EXACTLY, 3, 2);

  /* Translators: a player in the picture of a Splito zone */
  gtk_center_box_set_start_widget (GTK_CENTER_BOX (names),
                                   splay_rules_drawing_label_new (_("Player B")));
  /* Translators: a player in the picture of a Splito zone */
  gtk_center_box_set_end_widget (GTK_CENTER_BOX (names),
                                 splay_rules_drawing_label_new (_("Player A")));
  gtk_box_append (GTK_BOX (box), names);

  for (gsize i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      SplayCard c = splito_number_card (numbers[i].colour, numbers[i].value, 0);
      GtkWidget *card = splay_splito_card_widget_new (c, NUMBER_WIDTH, NUMBER_HEIGHT);

      gtk_widget_set_valign (card, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (cards), card);
    }
  if (two_threes != SPLAY_CARD_NONE)
    gtk_box_append (GTK_BOX (cards),
                    splay_splito_card_widget_new (two_threes, SCORING_WIDTH, SCORING_HEIGHT));
  gtk_widget_set_margin_top (cards, 6);
  gtk_widget_set_margin_start (cards, 6);
  gtk_widget_set_margin_end (cards, 6);
  gtk_widget_add_css_class (zone, "card");
  gtk_box_append (GTK_BOX (zone), cards);
  /* Translators: the zone between player A and player B in the picture on
   * the Splito rules page; the German rulebook writes "AB-Zone" */
  gtk_box_append (GTK_BOX (zone), splay_rules_drawing_label_new (_("Zone AB")));
  gtk_widget_set_margin_bottom (gtk_widget_get_last_child (zone), 6);
  gtk_box_append (GTK_BOX (box), zone);
  return box;
}

/* One scoring card of each kind, in the order the page describes them; they
 * wrap onto a second line in a narrow window. */
static GtkWidget *
scoring_cards_drawing (void)
{
  const SplayCard examples[] = {
    find_scoring (SPLITO_COND_COLOUR_MAJORITY, SPLITO_RED, 0), /* moon */
    find_scoring (SPLITO_COND_VALUE_MAJORITY, 6, 0),           /* star */
    find_scoring (SPLITO_COND_VALUE_EXACTLY, 3, 0),            /* value: no 3 */
    find_scoring (SPLITO_COND_COLOURS_EXACTLY, 3, 0),          /* diversity */
    find_scoring (SPLITO_COND_AT_LEAST, 15, 0),                /* quantity */
  };
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), G_N_ELEMENTS (examples));
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 2);
  /* Each card is named by its condition; the row says what they are. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Examples of scoring cards"), -1);
  for (gsize i = 0; i < G_N_ELEMENTS (examples); i++)
    if (examples[i] != SPLAY_CARD_NONE)
      {
        gtk_flow_box_append (GTK_FLOW_BOX (flow), splay_splito_card_widget_new (
                                                      examples[i], SCORING_WIDTH, SCORING_HEIGHT));
        /* A picture, not a list to move through. */
        gtk_widget_set_focusable (gtk_widget_get_last_child (flow), FALSE);
      }
  return flow;
}

const SplayRulesDrawing splay_rules_splito_drawings[] = {
  { "zone", zone_drawing },
  { "scoring-cards", scoring_cards_drawing },
  { NULL, NULL },
};
