/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splatoids-ai.h: the heuristic Splatoids player (private to src/ai). */
#pragma once

#include "ai.h"
#include "../engine/splatoids.h"

G_BEGIN_DECLS

SplayAction splatoids_ai_choose (const void *view, int seat, SplayLevel level, SplayRng *rng);

/* For the search (HARD, EXPERT): playouts and cut-off evaluation. */
SplayAction splatoids_ai_playout (const SplayRules *rules, const void *state, int seat,
                                  SplayRng *rng);
double splatoids_ai_evaluate (const SplayRules *rules, const void *state, int seat);

/* EXPERT's evaluation, two seats: a logistic model of who wins, fitted to
 * the outcomes of games the playout policy played out
 * (tools/fit-splatoids-eval.c made its weights). Other seat counts, and
 * seats out of play, are scored as splatoids_ai_evaluate () scores them. */
double splatoids_ai_evaluate_expert (const SplayRules *rules, const void *state, int seat);

/* The model's inputs for @seat against @other (two seats in play, the
 * game not over), each one @seat's count less @other's, or signed by
 * whose turn it is: +1 @seat's, -1 @other's. */
typedef enum
{
  SPLATOIDS_AI_HAND,       /* hand cards */
  SPLATOIDS_AI_BLIND,      /* face-down table cards */
  SPLATOIDS_AI_FACE_UP,    /* face-up table cards */
  SPLATOIDS_AI_SPECIALS,   /* 2s and 10s in hand */
  SPLATOIDS_AI_HIGH,       /* queens, kings and aces in hand */
  SPLATOIDS_AI_TO_MOVE,    /* the turn's sign */
  SPLATOIDS_AI_PILE,       /* the discard pile's cards, signed */
  SPLATOIDS_AI_STUCK_PILE, /* the same when the seat to move must pick it up */
  SPLATOIDS_AI_STUCK,      /* the seat to move must pick up, signed */
  SPLATOIDS_AI_HAND_EMPTY, /* whether the hand is empty (1 or 0), difference */
  SPLATOIDS_AI_N_FEATURES
} SplatoidsAiFeature;

void splatoids_ai_features (const SplatoidsState *s, int seat, int other,
                            double f[SPLATOIDS_AI_N_FEATURES]);

/* What the model is fitted to and checked against: a two-seat game dealt
 * from @deal and played out by the playout policy (@rng draws its random
 * moves), every third position of its play phase kept in @kept (room for
 * SPLATOIDS_AI_KEPT). Returns how many, with the winner's seat in
 * @winner, or -1 for a drawn game or one longer than
 * SPLATOIDS_AI_GAME_POSITIONS positions of play. */
#define SPLATOIDS_AI_GAME_POSITIONS 4096
#define SPLATOIDS_AI_KEPT ((SPLATOIDS_AI_GAME_POSITIONS + 2) / 3)
int splatoids_ai_sample_game (uint64_t deal, SplayRng *rng, SplatoidsState *kept, int *winner);

G_END_DECLS
