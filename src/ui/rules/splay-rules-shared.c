/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-rules-shared.c: texts that two rules pages share, word for word.
 *
 * Spit and Splat are played on the same race board, with the same keys and
 * the same way of saying Ready and of saving; Splatoids and Spite and Malice
 * are turn-based matches saved the same way. Each text is written once here
 * and named in both pages' tables (see splay-rules-content.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "../splay-rules-content.h"

const char splay_rules_speed_keys_intro[]
    = N_("In Splay you play with the mouse or the keyboard; each player’s keys are "
          "also shown on the table:");

const char splay_rules_speed_keys_pick[]
    = N_("<b>1</b> to <b>5</b> pick the card in column 1 to 5, or hand card 1 to 5 "
          "once your cards are in your hand. Picking a column whose top card lies "
          "face down turns it over; picking one column and then another moves the "
          "face-up cards of the first onto the second; picking the same card again "
          "puts it back.");

const char splay_rules_speed_keys_pause[]
    = N_("<b>Esc</b> or the <b>Pause</b> key pauses the game. The cards are hidden "
          "during a pause, so it gives nobody time to think.");

const char splay_rules_speed_match[]
    = N_("In the New Game dialog you choose a single game or a match to a target "
          "score. Every game won is worth 1 point, and the first player to reach "
          "the target wins the match. Each game of a match is shuffled and dealt "
          "afresh.");

const char splay_rules_speed_gaps[]
    = N_("Where the description of the game leaves a gap, Splay plays like this:");

const char splay_rules_speed_ready[]
    = N_("<b>Ready is a button:</b> you say it with the <b>Ready</b> button or its "
          "key, and computer players say it at once. Splay takes it only when you "
          "can neither play a card nor uncover one, and the next cards are turned "
          "only when everybody has said it. Any card played cancels every Ready "
          "said so far.");

const char splay_rules_speed_saving[]
    = N_("<b>Saving:</b> Splay records every game as it is played – its settings, "
          "its shuffle and every move with its moment – so an interrupted match can "
          "be resumed from the list of games.");

const char splay_rules_turns_length[]
    = N_("<b>Length:</b> a single game, or a match to a target score.");

const char splay_rules_turns_gaps[]
    = N_("Where the original rules are silent or unclear, Splay plays as follows.");

const char splay_rules_turns_saved[] = N_(
    "<b>Saved as you play:</b> every deal comes from a recorded random seed and every move is "
    "saved, so a match you leave continues later exactly where it stopped.");
