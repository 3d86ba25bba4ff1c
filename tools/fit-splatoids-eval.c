/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fit-splatoids-eval.c: fits Splatoids' EXPERT evaluation
 * (splatoids_ai_evaluate_expert () in src/ai/splatoids-ai.c) to the
 * outcomes of games, and says how well each evaluation predicts them.
 *
 * Two-seat games are played out by the search's playout policy
 * (splatoids_ai_sample_game ()), since the evaluation scores where such
 * a playout is cut off. Every third position of the play phase gives a
 * row for each seat: splatoids_ai_features () against the other seat,
 * and whether the seat won (drawn games are left out). Four rows in five fit
 * a logistic model by Newton's method; the fifth are held out, and the
 * log loss there of the fitted model, of the weights built into the
 * program and of the hand-set evaluation are printed, with the weights
 * to paste into expert_weights[].
 *
 *   tools/fit-splatoids-eval.sh [GAMES [SEED]]   (20000 and 1 made the weights)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ai/splatoids-ai.h"
#include "engine/rng.h"
#include "engine/rules.h"

#define N SPLATOIDS_AI_N_FEATURES
#define RIDGE 1e-3 /* keeps the Newton steps' system well posed */

typedef struct
{
  double f[N];
  double hand_set, built_in; /* the program's two evaluations */
  gboolean won;
} Row;

static const char *const names[N] = {
  "SPLATOIDS_AI_HAND",       "SPLATOIDS_AI_BLIND",      "SPLATOIDS_AI_FACE_UP",
  "SPLATOIDS_AI_SPECIALS",   "SPLATOIDS_AI_HIGH",       "SPLATOIDS_AI_TO_MOVE",
  "SPLATOIDS_AI_PILE",       "SPLATOIDS_AI_STUCK_PILE", "SPLATOIDS_AI_STUCK",
  "SPLATOIDS_AI_HAND_EMPTY",
};

static double
logistic (const double *w, const double *f)
{
  double z = 0;

  for (int i = 0; i < N; i++)
    z += w[i] * f[i];
  return 1.0 / (1.0 + exp (-z));
}

static double
loss (double p, gboolean won)
{
  p = CLAMP (p, 1e-9, 1 - 1e-9);
  return -(won ? log (p) : log (1 - p));
}

/* Solves a x = b (N x N, symmetric positive definite) by Gaussian
 * elimination; a and b are overwritten. */
static void
solve (double a[N][N], double b[N], double x[N])
{
  for (int c = 0; c < N; c++)
    for (int r = c + 1; r < N; r++)
      {
        double m = a[r][c] / a[c][c];

        for (int k = c; k < N; k++)
          a[r][k] -= m * a[c][k];
        b[r] -= m * b[c];
      }
  for (int r = N - 1; r >= 0; r--)
    {
      double v = b[r];

      for (int k = r + 1; k < N; k++)
        v -= a[r][k] * x[k];
      x[r] = v / a[r][r];
    }
}

int
main (int argc, char **argv)
{
  const SplayRules *rules = &splatoids_rules;
  static SplatoidsState kept[SPLATOIDS_AI_KEPT];
  SplayRng rng;
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (Row));
  double w[N] = { 0 }, held_out[3] = { 0 };
  int games = argc > 1 ? atoi (argv[1]) : 20000, n_held = 0;

  if (games < 1)
    {
      fprintf (stderr, "usage: fit-splatoids-eval [GAMES [SEED]]\n");
      return 2;
    }
  splay_rng_init (&rng, argc > 2 ? strtoull (argv[2], NULL, 10) : 1);
  for (int g = 0; g < games; g++)
    {
      int winner, n = splatoids_ai_sample_game (splay_rng_next (&rng), &rng, kept, &winner);

      for (int i = 0; i < n; i++)
        for (int seat = 0; seat < 2; seat++)
          {
            Row row = { .won = seat == winner };

            splatoids_ai_features (&kept[i], seat, 1 - seat, row.f);
            row.hand_set = splatoids_ai_evaluate (rules, &kept[i], seat);
            row.built_in = splatoids_ai_evaluate_expert (rules, &kept[i], seat);
            g_array_append_val (rows, row);
          }
    }

  for (int step = 0; step < 25; step++)
    {
      double h[N][N] = { { 0 } }, g[N] = { 0 }, dw[N];

      for (guint r = 0; r < rows->len; r++)
        {
          const Row *row = &g_array_index (rows, Row, r);
          double p;

          if (r % 5 == 0)
            continue; /* held out */
          p = logistic (w, row->f);
          for (int i = 0; i < N; i++)
            {
              g[i] += (p - row->won) * row->f[i];
              for (int j = 0; j < N; j++)
                h[i][j] += p * (1 - p) * row->f[i] * row->f[j];
            }
        }
      for (int i = 0; i < N; i++)
        {
          g[i] += RIDGE * w[i];
          h[i][i] += RIDGE;
        }
      solve (h, g, dw);
      for (int i = 0; i < N; i++)
        w[i] -= dw[i];
    }

  for (guint r = 0; r < rows->len; r += 5)
    {
      const Row *row = &g_array_index (rows, Row, r);

      held_out[0] += loss (logistic (w, row->f), row->won);
      held_out[1] += loss (row->built_in, row->won);
      held_out[2] += loss (row->hand_set, row->won);
      n_held++;
    }
  printf ("%d games, %u rows, %d held out\n", games, rows->len, n_held);
  printf ("log loss held out: fitted now %.4f, built in %.4f, hand-set %.4f, a coin 0.6931\n",
          held_out[0] / n_held, held_out[1] / n_held, held_out[2] / n_held);
  printf ("static const double expert_weights[SPLATOIDS_AI_N_FEATURES] = {\n");
  for (int i = 0; i < N; i++)
    printf ("  [%s] = %.4f,\n", names[i], w[i]);
  printf ("};\n");
  g_array_free (rows, TRUE);
  return 0;
}
