/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Splatoids rules, each checked from a position written in the notation.
 *
 * A case gives a position, optionally the legal actions there, a list of
 * actions ("play 7; pickup; 1:resign") and either words that must appear in
 * the resulting position text ("turn=1 d=-") or, for a refused last action,
 * part of the reason; a refused action must leave the state unchanged.
 * Words starting with # are checks the text does not show:
 *   #burned=N  cards out of the game   #place=1,2,..  places of the result
 *   #rep=N     positions remembered    #points=..     points of the result
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "engine/splatoids.h"
#include "state-test-util.h"

static const SplayRules *rules = &splatoids_rules;

typedef struct
{
  const char *name;
  const char *position;
  const char *legal;   /* NULL: not checked */
  const char *actions; /* NULL or "" : none */
  const char *expect;  /* words in the resulting position */
  const char *error;   /* the last action is refused with this in the reason */
} RuleCase;

#define P2 "splatoids seats=2 | "
#define P3M "splatoids seats=3 matchplay=1 | "
#define P4M "splatoids seats=4 matchplay=1 | "

/* The forced cycle of the rules' own stalemate example: a player with one
 * king plays it, the next cannot beat it from the table and picks it up. */
#define STALEMATE_POS P3M "turn=0 | h0=Kc h2=Kc | t0=4c.3s t1=4d.3d t2=4h.3h"
#define CYCLE "play K; pickup; play K; pickup; play K; pickup; "

static const RuleCase cases[] = {
  /* Rank order: 2 < 3 < ... < 9 < J < Q < K < A; equal is enough. */
  { "rank/legal-list", P2 "h0=3c,9c,9d,2s,Ts,Ac h1=4d | d=8h",
    "play 2, play 9, play 9x2, play T, play A", NULL, "turn=0", NULL },
  { "rank/jack-beats-nine", P2 "h0=Jc,3c h1=4d | d=9h", NULL, "play J", "turn=1 d=9h,Jc h0=3c",
    NULL },
  { "rank/nine-below-jack", P2 "h0=9c,3c h1=4d | d=Jh", NULL, "play 9", NULL,
    "does not beat the J" },
  { "rank/ace-beats-king", P2 "h0=Ac,3c h1=4d | d=Kh", NULL, "play A", "turn=1 d=Kh,Ac", NULL },
  { "rank/king-below-ace", P2 "h0=Kc,3c h1=4d | d=Ah", NULL, "play K", NULL,
    "does not beat the A" },
  { "rank/queen-below-king", P2 "h0=Qc,3c h1=4d | d=Kh", "pickup", NULL, "turn=0", NULL },
  { "rank/equal", P2 "h0=7c,3c h1=4d | d=7h", NULL, "play 7", "turn=1 d=7h,7c", NULL },
  { "rank/empty-pile-takes-anything", P2 "h0=3c,Kd h1=4d", "play 3, play K", NULL, "d=-", NULL },

  /* 2 resets: playable on anything, the next player must beat a 2. */
  { "reset/two-on-ace", P2 "h0=2c,5c h1=3d,4d | d=Ah", NULL, "play 2; play 3",
    "turn=0 d=Ah,2c,3d h1=4d", NULL },
  { "reset/everything-beats-two", P2 "h0=3c,Ac h1=4d | d=Kh,2s", "play 3, play A", NULL, "turn=0",
    NULL },

  /* 10 wipes the pile out and the same player goes again. */
  { "wipeout/ten-burns", P2 "h0=Tc,5c h1=4d | d=Ah,Kh", "play T", "play T",
    "turn=0 phase=play d=- h0=5c #burned=50", NULL },
  { "wipeout/play-again", P2 "h0=Tc,5c,3c h1=4d | d=Ah,Kh", NULL, "play T; play 5",
    "turn=1 d=5c h0=3c", NULL },
  { "wipeout/two-tens", P2 "h0=Tc,Td,5c h1=4d | d=9h", NULL, "play Tx2", "turn=0 d=- h0=5c", NULL },
  { "wipeout/on-empty-pile", P2 "h0=Tc,5c h1=4d", NULL, "play T", "turn=0 d=- h0=5c", NULL },

  /* 3 or more of a rank on top burn, across turns and players, 2s too,
   * several cards played at once counting one by one. */
  { "three/across-turns", P2 "h0=7c,8c h1=7d,9d | d=7h", NULL, "play 7; play 7",
    "turn=1 d=- h0=8c h1=9d", NULL },
  { "three/across-three-players", P3M "h0=7c,8c h1=7d,9d h2=7h,Kd", NULL, "play 7; play 7; play 7",
    "turn=2 d=- h2=Kd", NULL },
  { "three/twos", P2 "h0=2d,5c h1=4d | d=2h,2c", NULL, "play 2", "turn=0 d=- h0=5c", NULL },
  { "three/three-at-once", P2 "h0=7c,7d,7h,5c h1=4d | d=4s", NULL, "play 7x3", "turn=0 d=- h0=5c",
    NULL },
  { "three/two-onto-one", P2 "h0=8c,8d,Kc h1=4d | d=8s", NULL, "play 8x2", "turn=0 d=- h0=Kc",
    NULL },
  { "three/four-at-once", P3M "h0=8c,8d,8c,8d,Kc h1=4d h2=4h | d=5s", NULL, "play 8x4",
    "turn=0 d=- h0=Kc", NULL },
  { "three/two-is-not-enough", P2 "h0=7c,7d,Kc h1=4d | d=5s", NULL, "play 7x2",
    "turn=1 d=5s,7d,7c h0=Kc", NULL },
  { "three/run-broken", P2 "h0=2d,5c h1=4d | d=7h,7c", NULL, "play 2", "turn=1 d=7h,7c,2d", NULL },

  /* Must play: picking up is allowed only when nothing is legal. */
  { "must-play/hand", P2 "h0=9c,3c h1=4d | d=8h", NULL, "pickup", NULL, "you must play" },
  { "must-play/table", P2 "h0=- h1=4d | t0=4c.9h | d=8h", NULL, "pickup", NULL, "you must play" },
  { "must-play/blind-is-legal", P2 "h1=4d | t0=4c | d=Ah", "blind 1", "pickup", NULL,
    "you must play" },
  { "must-play/two", P2 "h0=2c,3c h1=4d | d=Ah", "play 2", "pickup", NULL, "you must play" },

  /* Pick-up: the whole pile goes to the hand, seen by all; the turn passes. */
  { "pickup/hand", P2 "h0=3c,4c h1=5d | d=8h,9h", "pickup", "pickup", "h0=3c,4c,8h*,9h* d=- turn=1",
    NULL },
  { "pickup/table", P2 "h1=5h | t0=4c.3s/5d.4h | d=9h", "pickup", "pickup",
    "h0=9h* d=- turn=1 t0=4c.3s/5d.4h/-/-", NULL },
  { "pickup/public-card-played", P2 "h0=3c,8h* h1=5d | d=7h", NULL, "play 8", "h0=3c d=7h,8h",
    NULL },

  /* Hand before table. */
  { "hand-first/faceup", P2 "h0=3c h1=4d | t0=4c.As | d=2h", "play 3", "faceup 1", NULL,
    "still have cards in your hand" },
  { "hand-first/blind", P2 "h0=3c h1=4d | t0=4c | d=Kh", "pickup", "blind 1", NULL,
    "still have cards in your hand" },

  /* Face-up table cards. */
  { "table/faceup-legal", P2 "h1=5h | t0=5c.9h/4d.Kc | d=8s", "faceup 1, faceup 2", "faceup 1",
    "turn=1 d=8s,9h t0=5c/4d.Kc/-/-", NULL },
  { "table/faceup-illegal", P2 "h1=5h | t0=5c.9h/4d.Kc | d=Qs", "faceup 2", "faceup 1", NULL,
    "does not beat the Q" },
  { "table/faceup-on-blind-top", P2 "h1=4d | t0=5c | d=3s", NULL, "faceup 1", NULL,
    "lies face down" },
  { "table/blind-on-faceup-top", P2 "h1=4d | t0=5c.9h | d=3s", NULL, "blind 1", NULL,
    "is face up" },
  { "table/empty-pile", P2 "h1=4d | t0=5c.9h | d=3s", NULL, "faceup 2", NULL,
    "Table pile 2 is empty" },
  { "table/faceup-and-blind", P2 "h1=4d | t0=5c.9h/6c/-/2d | d=8s", "faceup 1, blind 2, blind 4",
    NULL, "turn=0", NULL },
  { "table/faceup-ten-burns", P2 "h1=4d | t0=5c.Th/6c | d=Ks", NULL, "faceup 1",
    "turn=0 d=- t0=5c/6c/-/-", NULL },

  /* Blind cards: always a legal choice; an illegal one is picked up with
   * the pile. */
  { "blind/illegal-picked-up", P2 "h1=4d | t0=5c/6d | d=8s", "blind 1, blind 2", "blind 1",
    "h0=8s*,5c* d=- turn=1 t0=-/6d/-/-", NULL },
  { "blind/legal", P2 "h1=4d | t0=9c/6d | d=8s", NULL, "blind 1", "d=8s,9c turn=1 t0=-/6d/-/-",
    NULL },
  { "blind/even-with-legal-faceup", P2 "h1=4d | t0=5c.9h/6d | d=8s", "faceup 1, blind 2", "blind 2",
    "h0=8s*,6d* turn=1", NULL },
  { "blind/ten-burns", P2 "h1=4d | t0=Tc/6d | d=8s", NULL, "blind 1", "turn=0 d=- phase=play",
    NULL },
  { "blind/legal-then-follow", P2 "h1=5h | t0=9c/4d.9h | d=8s", NULL, "blind 1",
    "phase=follow:9 turn=0", NULL },
  { "blind/follow-add", P2 "h1=5h | t0=9c/4d.9h | d=8s", NULL, "blind 1; faceup 2",
    "d=8s,9c,9h turn=1 t0=-/4d/-/-", NULL },
  { "blind/exposes-same-rank", P2 "h1=5h | t0=4d.9h.9c | d=8s", NULL, "blind 1",
    "phase=follow:9 t0=4d.9h/-/-/-", NULL },
  { "blind/three-burns", P2 "h1=5h | t0=4d.9h.9c | d=9s", NULL, "blind 1; faceup 1",
    "turn=0 d=- t0=4d/-/-/-", NULL },

  /* Follow-on: after the last hand cards or a table card, face-up tops of
   * the same rank may be added until the player ends the turn. */
  { "follow/after-last-hand-card", P2 "h0=6c h1=5h | t0=4d.6h/3c.6s | d=5s", NULL, "play 6",
    "phase=follow:6 turn=0 d=5s,6c", NULL },
  { "follow/legal", P2 "turn=0 phase=follow:6 | h1=5h | t0=4d.6h/3c.6s/2c.Kd | d=5s,6c",
    "faceup 1, faceup 2, end", NULL, "turn=0", NULL },
  { "follow/three-burns", P2 "h0=6c h1=5h | t0=4d.6h/3c.6s | d=5s", NULL,
    "play 6; faceup 1; faceup 2", "turn=0 phase=play d=- t0=4d/3c/-/-", NULL },
  { "follow/end", P2 "h0=6c h1=5h | t0=4d.6h/3c.6s | d=5s", NULL, "play 6; end",
    "turn=1 phase=play d=5s,6c", NULL },
  { "follow/after-faceup", P2 "h1=5h | t0=4d.6h/3c.6s | d=5s", NULL, "faceup 1",
    "phase=follow:6 d=5s,6h", NULL },
  { "follow/other-rank-refused",
    P2 "turn=0 phase=follow:6 | h1=5h | t0=4d.6h/3c.6s/2c.Kd | d=5s,6c", NULL, "faceup 3", NULL,
    "only add face-up 6" },
  { "follow/blind-refused", P2 "turn=0 phase=follow:6 | h1=5h | t0=4d.6h/3c | d=5s,6c", NULL,
    "blind 2", NULL, "only add face-up 6" },
  { "follow/pickup-refused", P2 "turn=0 phase=follow:6 | h1=5h | t0=4d.6h | d=5s,6c", NULL,
    "pickup", NULL, "only add face-up 6" },
  { "follow/end-outside-refused", P2 "h0=3c h1=4d | d=2s", NULL, "end", NULL,
    "end your turn only" },
  { "follow/not-while-hand-left", P2 "h0=6c,6d,3c h1=5h | t0=4d.6h | d=5s", NULL, "play 6x2",
    "turn=1 phase=play", NULL },
  { "follow/not-without-same-rank", P2 "h0=6c h1=5h | t0=4d.Kh | d=5s", NULL, "play 6",
    "turn=1 phase=play", NULL },

  /* Going out; single game ends with the first player out. */
  { "out/single-game", P2 "h0=9c h1=4d | d=8s", NULL, "play 9",
    "phase=over out=0 d=8s,9c points=1,0 #place=1,2 #points=1,0", NULL },
  { "out/after-burn", P2 "h0=Tc h1=4d | d=8s", NULL, "play T", "phase=over out=0 d=- #place=1,2",
    NULL },
  { "out/after-three", P2 "h0=8c,8d h1=4d | d=8s", NULL, "play 8x2", "phase=over out=0 d=-", NULL },
  { "out/last-table-card", P2 "h1=4d | t0=Ks | d=8s", NULL, "blind 1", "phase=over out=0", NULL },
  { "out/three-players-single", "splatoids seats=3 | h0=9c h1=4d h2=5d | d=8s", NULL, "play 9",
    "phase=over out=0 #place=1,2,2 #points=1,0,0", NULL },

  /* Matchplay: play goes on; the discard pile stays unless it was burned;
   * a finisher scores one point per player still holding cards. */
  { "match/discard-kept", P3M "h0=9c h1=4d h2=5d | d=8s", NULL, "play 9",
    "phase=play turn=1 out=0 points=2,0,0 d=8s,9c", NULL },
  { "match/next-must-beat-kept-pile", P3M "h0=9c h1=4d h2=5d | d=8s", NULL, "play 9; pickup",
    "turn=2 h1=4d,8s*,9c*", NULL },
  { "match/discard-burned", P3M "h0=Tc h1=4d h2=5d | d=8s", NULL, "play T",
    "turn=1 d=- out=0 points=2,0,0", NULL },
  { "match/last-player", P3M "turn=1 | h1=9c h2=5d | d=8s | out=0 points=2,0,0", NULL, "play 9",
    "phase=over out=0,1 points=2,1,0 #place=1,2,3 #points=2,1,0", NULL },
  { "match/four-players", P4M "h0=9c h1=4d h2=5d h3=6d | d=8s", NULL, "play 9",
    "points=3,0,0,0 turn=1", NULL },
  { "match/four-players-end", P4M "turn=2 | h2=9c h3=6d | d=8s | out=1,0 points=2,3,0,0", NULL,
    "play 9", "phase=over out=1,0,2 points=2,3,1,0 #place=2,1,3,4", NULL },
  { "match/skips-out-seats", P3M "turn=2 | h1=4d h2=5d,6d | out=0 points=2,0,0", NULL, "play 5",
    "turn=1", NULL },
  { "match/reverse", "splatoids seats=3 matchplay=1 reverse=1 | h0=9c,3c h1=4d h2=5d | d=8s", NULL,
    "play 9", "turn=2", NULL },

  /* Stalemate: the third time the same position comes round with no table
   * card played, the game is drawn for the players still in. */
  { "stalemate/not-yet", STALEMATE_POS, "play K", CYCLE CYCLE, "phase=play #rep=12", NULL },
  { "stalemate/third-time", STALEMATE_POS, NULL, CYCLE CYCLE "play K",
    "phase=over drawn=1 points=1,1,1 #place=1,1,1", NULL },
  { "stalemate/table-card-resets",
    P2 "h0=5c h1=4d | t0=3d.6h | d=4s | rep=0123456789abcdef,0123456789abcdee", NULL, "play 5",
    "#rep=3", NULL },
  { "stalemate/table-card-clears",
    P2 "h1=4d | t0=3d.6h | d=4s | rep=0123456789abcdef,0123456789abcdee", NULL, "faceup 1",
    "#rep=1", NULL },

  /* Resigning. */
  { "resign/match-other-seat", P3M "h0=9c,3c h1=4d h2=5d,6d | d=8s", NULL, "1:resign; play 9",
    "resigned=1 turn=2 h1=-", NULL },
  { "resign/match-own-turn", P3M "h0=9c h1=4d h2=5d | t0=4c.5c | d=8s", NULL, "resign",
    "resigned=0 turn=1 h0=- t0=-/-/-/-/- d=8s", NULL },
  { "resign/match-leaves-one", P3M "turn=1 | h1=4d h2=5d | out=0 points=2,0,0 | d=8s", NULL,
    "2:resign", "phase=over resigned=2 #place=1,2,3 #points=2,0,0", NULL },
  { "resign/single-ends", P2 "h0=9c h1=4d | d=8s", NULL, "resign",
    "phase=over resigned=0 #place=2,1 #points=0,1", NULL },
  { "resign/not-in-play", P3M "turn=1 | h1=4d h2=5d | out=0 points=2,0,0 | d=8s", NULL, "0:resign",
    NULL, "no longer in the game" },
  { "resign/over", P2 "phase=over | h1=4d | out=0 points=1,0", NULL, "1:resign", NULL,
    "game is over" },

  /* Other refusals. */
  { "refuse/not-your-turn", P2 "h0=9c h1=4d | d=8s", NULL, "1:play 4", NULL, "not seat 1" },
  { "refuse/over", P2 "phase=over | h1=4d | out=0 points=1,0", NULL, "1:play 4", NULL,
    "game is over" },
  { "refuse/no-such-card", P2 "h0=9c h1=4d | d=8s", NULL, "play Q", NULL, "no Q in your hand" },
  { "refuse/too-many", P2 "h0=9c h1=4d | d=8s", NULL, "play 9x2", NULL, "only 1" },

  /* A person plays the very cards chosen; the rules alone would take the
   * last of the rank in the hand's order (here 7h, or 7c of the first
   * deck). */
  { "copies/rules-choose", P2 "h0=7c,7d,7h,3c h1=4d | d=5s", NULL, "play 7",
    "turn=1 d=5s,7h h0=7c,7d,3c", NULL },
  { "copies/one-chosen", P2 "h0=7c,7d,7h,3c h1=4d | d=5s", NULL, "play 7c",
    "turn=1 d=5s,7c h0=7d,7h,3c", NULL },
  { "copies/two-chosen", P2 "h0=7c,7d,7h,3c h1=4d | d=5s", NULL, "play 7c,7h",
    "turn=1 d=5s,7h,7c h0=7d,3c", NULL },
  { "copies/second-deck", P3M "h0=7c',7c,3c h1=4d h2=5d | d=5s", NULL, "play 7c'",
    "turn=1 h0=7c,3c", NULL },
  { "copies/second-deck-rules", P3M "h0=7c',7c,3c h1=4d h2=5d | d=5s", NULL, "play 7",
    "turn=1 h0=7c',3c", NULL },
  { "copies/must-beat", P2 "h0=7c,7d h1=4d | d=9h", NULL, "play 7d", NULL, "does not beat the 9" },
  { "copies/not-held", P2 "h0=7c,7d h1=4d | d=5s", NULL, "play 7s", NULL,
    "do not have 7♠ in your hand" },
  { "copies/one-not-held", P2 "h0=7c,7d h1=4d | d=5s", NULL, "play 7c,7h", NULL,
    "do not have 7♥ in your hand" },
  { "copies/follow-on", P2 "turn=0 phase=follow:7 | h1=4d | t0=7c.7d | d=7h", NULL, "play 7c", NULL,
    "only add face-up 7" },
};

static void
play_actions (SplatoidsState *s, const char *actions, const char *error_part, const char *name)
{
  g_auto (GStrv) list = g_strsplit (actions ? actions : "", ";", -1);
  int n = 0;

  while (list[n] != NULL)
    n++;
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      SplayAction action;
      int seat;
      char *text = g_strstrip (list[i]);
      SplatoidsState before;

      if (*text == '\0')
        continue;
      if (!splay_rules_parse_seat_action (rules, s, text, &seat, &action, &error))
        g_error ("%s: action %d “%s”: %s", name, i, text, error->message);
      memcpy (&before, s, sizeof before);
      if (i == n - 1 && error_part != NULL)
        {
          g_assert_false (rules->apply (s, seat, action, &error));
          g_assert_nonnull (error);
          if (strstr (error->message, error_part) == NULL)
            g_error ("%s: refused with “%s”, expected “%s”", name, error->message, error_part);
          splay_assert_cmpstate (&splatoids_rules, &before, s);
          return;
        }
      if (!rules->apply (s, seat, action, &error))
        g_error ("%s: action %d “%s” refused: %s", name, i, text, error->message);
      if (!rules->check (s, &error))
        g_error ("%s: after “%s”: %s", name, text, error->message);
    }
  if (error_part != NULL)
    g_error ("%s: no action to refuse", name);
}

static char *
legal_text (const SplatoidsState *s)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  GString *str = g_string_new (NULL);
  int n = rules->legal (s, s->turn, legal);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *t = rules->action_to_text (s, s->turn, legal[i]);
      g_string_append_printf (str, i ? ", %s" : "%s", t);
    }
  return g_string_free (str, FALSE);
}

static char *
result_list (const SplatoidsState *s, gboolean points)
{
  SplayResult r;
  GString *str = g_string_new (NULL);

  rules->result (s, &r);
  for (int i = 0; i < r.n_seats; i++)
    g_string_append_printf (str, i ? ",%d" : "%d", points ? r.points[i] : r.place[i]);
  return g_string_free (str, FALSE);
}

static void
check_expect (const SplatoidsState *s, const char *expect, const char *name)
{
  g_autofree char *text = rules->state_to_text (s);
  g_auto (GStrv) have = g_strsplit (text, " ", -1);
  g_auto (GStrv) want = g_strsplit (expect ? expect : "", " ", -1);

  for (int i = 0; want[i] != NULL; i++)
    {
      const char *w = want[i];
      g_autofree char *got = NULL;

      if (*w == '\0')
        continue;
      if (g_str_has_prefix (w, "#burned="))
        got = g_strdup_printf ("#burned=%d", s->burned_n);
      else if (g_str_has_prefix (w, "#rep="))
        got = g_strdup_printf ("#rep=%d", s->rep_n);
      else if (g_str_has_prefix (w, "#place="))
        {
          g_autofree char *l = result_list (s, FALSE);
          got = g_strdup_printf ("#place=%s", l);
        }
      else if (g_str_has_prefix (w, "#points="))
        {
          g_autofree char *l = result_list (s, TRUE);
          got = g_strdup_printf ("#points=%s", l);
        }
      if (got != NULL)
        {
          if (!g_str_equal (got, w))
            g_error ("%s: expected %s, got %s\n%s", name, w, got, text);
          continue;
        }
      if (!g_strv_contains ((const char *const *) have, w))
        g_error ("%s: “%s” not in the position:\n%s", name, w, text);
    }
}

static void
run_case (gconstpointer data)
{
  const RuleCase *c = data;
  g_autoptr (GError) error = NULL;
  SplatoidsState s;

  if (!rules->state_from_text (&s, c->position, &error))
    g_error ("%s: position: %s", c->name, error->message);
  if (c->legal != NULL)
    {
      g_autofree char *legal = legal_text (&s);
      g_assert_cmpstr (legal, ==, c->legal);
    }
  play_actions (&s, c->actions, c->error, c->name);
  if (c->error == NULL)
    check_expect (&s, c->expect, c->name);
}

/* ------------------------------------------------------------------ */

static void
new_game (SplatoidsState *s, int seats, int matchplay, int first, int reverse, uint64_t seed)
{
  SplaySettings settings;

  splay_settings_defaults (rules, seats, &settings);
  settings.values[SPLATOIDS_OPT_MATCHPLAY] = matchplay;
  settings.values[SPLATOIDS_OPT_FIRST] = first;
  settings.values[SPLATOIDS_OPT_REVERSE] = reverse;
  g_assert_true (rules->validate (&settings, NULL));
  rules->init (s, &settings, seed);
}

static void
test_deal (void)
{
  /* seats, first, reverse, decks, piles, hand sizes by seat */
  static const struct
  {
    int seats, first, reverse, decks, piles, hands[4];
  } deals[] = {
    { 2, 0, 0, 1, 4, { 2, 2 } },       { 2, 1, 1, 1, 4, { 2, 2 } },
    { 3, 0, 0, 2, 5, { 5, 5, 4 } },    { 3, 1, 0, 2, 5, { 4, 5, 5 } },
    { 3, 1, 1, 2, 5, { 5, 5, 4 } },    { 3, 2, 1, 2, 5, { 4, 5, 5 } },
    { 4, 3, 0, 2, 4, { 2, 2, 2, 2 } },
  };

  for (gsize d = 0; d < G_N_ELEMENTS (deals); d++)
    for (uint64_t seed = 1; seed <= 5; seed++)
      {
        SplatoidsState s, view;
        g_autoptr (GError) error = NULL;
        int total = 0;

        new_game (&s, deals[d].seats, 0, deals[d].first, deals[d].reverse, seed);
        g_assert_true (rules->check (&s, &error));
        g_assert_cmpint (s.n_decks, ==, deals[d].decks);
        g_assert_cmpint (s.n_piles, ==, deals[d].piles);
        g_assert_cmpint (s.turn, ==, deals[d].first);
        g_assert_cmpint (s.direction, ==, deals[d].reverse ? -1 : 1);
        g_assert_cmpint (s.discard_n, ==, 0);
        g_assert_cmpint (s.burned_n, ==, 0);
        g_assert_cmpuint (rules->actors (&s), ==, 1u << deals[d].first);
        for (int i = 0; i < s.n_seats; i++)
          {
            g_assert_cmpint (s.hand_n[i], ==, deals[d].hands[i]);
            total += s.hand_n[i];
            for (int p = 0; p < s.n_piles; p++)
              {
                g_assert_cmpint (s.pile_n[i][p], ==, 6);
                g_assert_true (splatoids_top_is_face_up (&s, i, p));
                total += s.pile_n[i][p];
              }
          }
        g_assert_cmpint (total, ==, 52 * deals[d].decks);

        /* Levels alternate blind and face up from the bottom: a view hides
         * exactly the even levels of every pile. */
        rules->view (&s, 0, &view);
        for (int i = 0; i < s.n_seats; i++)
          for (int p = 0; p < s.n_piles; p++)
            for (int l = 0; l < 6; l++)
              {
                gboolean hidden = view.pile[i][p][l] == SPLAY_CARD_UNKNOWN;
                g_assert_cmpint (hidden, ==, l % 2 == 0);
              }
      }
}

static void
test_deal_seeded (void)
{
  SplatoidsState a, b, c;

  new_game (&a, 3, 1, 0, 0, 42);
  new_game (&b, 3, 1, 0, 0, 42);
  new_game (&c, 3, 1, 0, 0, 43);
  splay_assert_cmpstate (&splatoids_rules, &a, &b);
  g_assert_true (memcmp (&a, &c, sizeof a) != 0);
}

static void
test_validate (void)
{
  SplaySettings s;
  g_autoptr (GError) error = NULL;

  splay_settings_defaults (rules, 3, &s);
  s.values[SPLATOIDS_OPT_FIRST] = 2;
  g_assert_true (rules->validate (&s, NULL));
  s.values[SPLATOIDS_OPT_FIRST] = 3;
  g_assert_false (rules->validate (&s, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS);
  g_clear_error (&error);
  g_assert_false (splay_settings_from_text (rules, "seats=2 first=2", &s, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_SETTINGS);
  g_clear_error (&error);
  g_assert_false (splay_settings_from_text (rules, "seats=5", &s, &error));
  g_clear_error (&error);
  g_assert_true (
      splay_settings_from_text (rules, "seats=4 matchplay=1 first=3 reverse=1", &s, &error));
  g_assert_cmpint (s.n_seats, ==, 4);
  g_assert_cmpint (s.values[SPLATOIDS_OPT_MATCHPLAY], ==, 1);
  g_assert_cmpint (rules->options[SPLATOIDS_OPT_MATCHPLAY].scope, ==, SPLAY_OPTION_SCOPE_PLAYER);
  g_assert_cmpint (rules->options[SPLATOIDS_OPT_FIRST].scope, ==, SPLAY_OPTION_SCOPE_DEAL);
  g_assert_cmpint (rules->options[SPLATOIDS_OPT_REVERSE].scope, ==, SPLAY_OPTION_SCOPE_DEAL);
  g_assert_cmpint (rules->options[SPLATOIDS_OPT_MATCHPLAY].def, ==, 0);
}

static void
test_next_deal (void)
{
  SplaySettings base, out, again;
  SplayResult previous = { 0 };
  gboolean seen[3] = { FALSE };

  splay_settings_defaults (rules, 3, &base);
  base.values[SPLATOIDS_OPT_MATCHPLAY] = 1;
  base.values[SPLATOIDS_OPT_FIRST] = 1;
  previous.n_seats = 3;
  for (int index = 0; index < 7; index++)
    {
      rules->next_deal (&base, index, index ? &previous : NULL, 99, &out);
      g_assert_cmpint (out.n_seats, ==, 3);
      g_assert_cmpint (out.values[SPLATOIDS_OPT_MATCHPLAY], ==, 1);
      g_assert_cmpint (out.values[SPLATOIDS_OPT_FIRST], ==, (1 + index) % 3);
      g_assert_cmpint (out.values[SPLATOIDS_OPT_REVERSE], ==, index % 2);
    }

  /* After a drawn deal the first player is drawn at random from the seed. */
  previous.drawn = TRUE;
  for (uint64_t seed = 0; seed < 60; seed++)
    {
      rules->next_deal (&base, 2, &previous, seed, &out);
      rules->next_deal (&base, 2, &previous, seed, &again);
      g_assert_cmpint (out.values[SPLATOIDS_OPT_FIRST], ==, again.values[SPLATOIDS_OPT_FIRST]);
      g_assert_cmpint (out.values[SPLATOIDS_OPT_FIRST], <, 3);
      g_assert_cmpint (out.values[SPLATOIDS_OPT_REVERSE], ==, 0);
      g_assert_true (rules->validate (&out, NULL));
      seen[out.values[SPLATOIDS_OPT_FIRST]] = TRUE;
    }
  g_assert_true (seen[0] && seen[1] && seen[2]);
}

/* Plays @steps random legal actions from a fresh deal. */
static void
random_position (SplatoidsState *s, int seats, int matchplay, uint64_t seed, int steps)
{
  SplayRng rng;
  SplayAction legal[SPLAY_MAX_ACTIONS];

  new_game (s, seats, matchplay, 0, 0, seed);
  splay_rng_init (&rng, seed + 1000);
  for (int i = 0; i < steps && !rules->is_over (s); i++)
    {
      int n = rules->legal (s, s->turn, legal);
      g_assert_true (rules->apply (s, s->turn, legal[splay_rng_below (&rng, (uint32_t) n)], NULL));
    }
}

static void
test_position_round_trip (void)
{
  for (int seats = 2; seats <= 4; seats++)
    for (uint64_t seed = 0; seed < 40; seed++)
      {
        SplatoidsState s, back;
        g_autoptr (GError) error = NULL;
        g_autofree char *text = NULL, *again = NULL;

        random_position (&s, seats, (int) (seed % 2), seed, (int) (seed * 7 % 300));
        text = rules->state_to_text (&s);
        if (!rules->state_from_text (&back, text, &error))
          g_error ("%s\n%s", error->message, text);
        splay_assert_cmpstate (&splatoids_rules, &s, &back);
        again = rules->state_to_text (&back);
        g_assert_cmpstr (text, ==, again);
      }
}

static void
test_position_short (void)
{
  SplatoidsState s;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  /* Unmentioned cards are burned; the second copy of a card in a two-deck
   * game is marked only where reading back would otherwise mix the copies. */
  g_assert_true (rules->state_from_text (&s, "splatoids seats=3 | h0=7c,7c h1=Ks h2=2d", &error));
  g_assert_cmpint (s.burned_n, ==, 100);
  g_assert_cmpint (s.hand[0][0], ==, splay_card_make (0, SPLAY_SUIT_CLUBS, 7));
  g_assert_cmpint (s.hand[0][1], ==, splay_card_make (1, SPLAY_SUIT_CLUBS, 7));
  text = rules->state_to_text (&s);
  g_assert_true (g_str_has_prefix (text, "splatoids seats=3 matchplay=0 first=0 reverse=0 | turn=0 "
                                         "phase=play | h0=7c,7c h1=Ks h2=2d | t0=-/-/-/-/- "));

  g_assert_true (rules->state_from_text (&s, "splatoids seats=3 | h0=7c' h1=Ks,7c h2=2d", &error));
  g_assert_cmpint (s.hand[0][0], ==, splay_card_make (1, SPLAY_SUIT_CLUBS, 7));
  g_assert_cmpint (s.hand[1][1], ==, splay_card_make (0, SPLAY_SUIT_CLUBS, 7));
  g_free (text);
  text = rules->state_to_text (&s);
  g_assert_nonnull (strstr (text, "h0=7c' h1=Ks,7c h2=2d"));
}

static void
test_position_errors (void)
{
  static const struct
  {
    const char *text, *part;
  } bad[] = {
    { "", "starts with the word" },
    { "spit seats=2", "starts with the word" },
    { "splatoids seats=5 | h0=2c h1=3c", "2 to 4 players" },
    { "splatoids seats=2 first=2 | h0=2c h1=3c", "first player" },
    { "splatoids seats=2 | h0=2c,2c h1=3c", "too many copies" },
    { "splatoids seats=2 | h0=2c h1=3x", "not a card" },
    { "splatoids seats=2 | h0=2c h1=?", "not a card" },
    { "splatoids seats=2 | h0=2c h1=3c h2=4c", "h2: no such field" },
    { "splatoids seats=2 | h0=2c h1=3c | t0=2d/3d/4d/5d/6d", "has 5 piles" },
    { "splatoids seats=2 | h0=2c h1=3c | t0=2d.3d.4d.5d.6d.7d.8d", "more than 6" },
    { "splatoids seats=2 | turn=2 | h0=2c h1=3c", "turn must be" },
    { "splatoids seats=2 | h0=2c", "Seat 1 has no cards left but is still in the game" },
    { "splatoids seats=2 | h0=2c h1=3c | d=Th", "should have been burned" },
    { "splatoids seats=2 | h0=2c h1=3c | d=4h,4d,4s", "should have been burned" },
    { "splatoids seats=2 | h0=2c h1=3c bogus=1", "bogus: no such field" },
    { "splatoids seats=2 | h0=2c h1=3c h0=4c", "given twice" },
    { "splatoids seats=2 | h0=2c h1=3c | d=4h*", "d: “*” cannot stand here" },
    { "splatoids seats=2 | h0=2c h1=3c phase=follow:4", "same rank" },
    { "splatoids seats=2 | h0=2c h1=3c phase=follow:T", "other than 10" },
    { "splatoids seats=2 | h0=2c h1=3c phase=sleep", "phase must be" },
    { "splatoids seats=2 | h0=2c h1=3c | out=0", "out of the game but still holds" },
    { "splatoids seats=2 | h0=2c h1=3c hand", "key=value" },
    { "splatoids seats=2 | h0=2c h1=3c rep=xyz", "hexadecimal" },
    { "splatoids seats=2 | h0=2c h1=3c | d=4h;5h", "expected" },
    { "splatoids seats=3 | h0=2c'' h1=3c h2=4c", "only 2 deck" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      SplatoidsState s;
      g_autoptr (GError) error = NULL;

      memset (&s, 0x5a, sizeof s);
      if (rules->state_from_text (&s, bad[i].text, &error))
        g_error ("“%s” was accepted", bad[i].text);
      g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
      if (strstr (error->message, bad[i].part) == NULL)
        g_error ("“%s”: “%s” does not say “%s”", bad[i].text, error->message, bad[i].part);
      g_assert_cmpint (((guint8 *) &s)[0], ==, 0x5a); /* untouched */
    }
}

static void
test_action_notation (void)
{
  static const struct
  {
    const char *text;
    SplayAction action;
    const char *canonical;
  } good[] = {
    { "play 7", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 7, 1), "play 7" },
    { "play 7x2", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 7, 2), "play 7x2" },
    { "PLAY qx3", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 12, 3), "play Qx3" },
    { "play 10", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 10, 1), "play T" },
    { "play Ax1", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 1, 1), "play A" },
    { "faceup 3", SPLATOIDS_ACTION (SPLATOIDS_PLAY_FACEUP, 0, 2), "faceup 3" },
    { "blind 1", SPLATOIDS_ACTION (SPLATOIDS_PLAY_BLIND, 0, 0), "blind 1" },
    { " pickup ", SPLATOIDS_ACTION (SPLATOIDS_PICK_UP, 0, 0), "pickup" },
    { "end", SPLATOIDS_ACTION (SPLATOIDS_END_TURN, 0, 0), "end" },
    { "resign", SPLAY_ACTION_RESIGN, "resign" },
    /* Chosen copies: a bit each, deck * 4 + suit (clubs, diamonds,
     * hearts, spades), written in that order, a second deck's with an
     * apostrophe. */
    { "play 7h", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 7, 1) | 0x04u << 16, "play 7h" },
    { "play 7h,7C", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 7, 2) | 0x05u << 16, "play 7c,7h" },
    { "play Ts'", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 10, 1) | 0x80u << 16, "play Ts'" },
    { "play Ad,Ad", SPLATOIDS_ACTION (SPLATOIDS_PLAY_HAND, 1, 2) | 0x22u << 16, "play Ad,Ad'" },
  };
  static const char *const bad[] = {
    "",           "play",        "play 1",     "play 7x0",      "play 7x",
    "play 7 x2",  "faceup 0",    "faceup 5",   "blind x",       "jump",
    "pickup now", "play 7c,8h",  "play 7c,",   "play 7c;7h",    "play 7c,7c,7c",
    "play 7cx2",  "play 7c,7hx", "play 7c 7h", "play 7c,7d,Jk",
  };
  SplatoidsState s;

  new_game (&s, 2, 0, 0, 0, 1);
  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      SplayAction a;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;

      if (!rules->action_from_text (&s, 0, good[i].text, &a, &error))
        g_error ("“%s”: %s", good[i].text, error->message);
      g_assert_cmphex (a, ==, good[i].action);
      text = rules->action_to_text (&s, 0, a);
      g_assert_cmpstr (text, ==, good[i].canonical);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      SplayAction a;
      g_autoptr (GError) error = NULL;

      if (rules->action_from_text (&s, 0, bad[i], &a, &error))
        g_error ("“%s” was read", bad[i]);
      g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_PARSE);
    }

  /* Every legal action of many positions reads back as itself. */
  for (uint64_t seed = 0; seed < 60; seed++)
    {
      SplayAction legal[SPLAY_MAX_ACTIONS];
      int n;

      random_position (&s, 2 + (int) (seed % 3), 1, seed, (int) (seed * 13 % 200));
      n = rules->legal (&s, s.turn, legal);
      for (int i = 0; i < n; i++)
        {
          g_autofree char *text = rules->action_to_text (&s, s.turn, legal[i]);
          SplayAction back;
          g_assert_true (rules->action_from_text (&s, s.turn, text, &back, NULL));
          g_assert_cmphex (back, ==, legal[i]);
        }
    }
}

/* A play of chosen copies whose count is not theirs is refused, and
 * changes nothing; one that is played leaves a position that passes the
 * check, whose hands hold the same ranks as the rules' own choice would. */
static void
test_chosen_copies (void)
{
  SplatoidsState s, before, rules_choice;
  g_autoptr (GError) error = NULL;
  SplayCard sevens[]
      = { splay_card_make (0, SPLAY_SUIT_CLUBS, 7), splay_card_make (0, SPLAY_SUIT_HEARTS, 7) };

  g_assert_true (rules->state_from_text (&s, P2 "h0=7c,7d,7h,3c h1=4d | d=5s", NULL));
  memcpy (&before, &s, sizeof s);
  g_assert_false (rules->apply (&s, 0, splatoids_play_hand (7, 2) | 0x04u << 16, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "names 1 cards but counts 2"));
  splay_assert_cmpstate (&splatoids_rules, &before, &s);
  /* A card of another rank among them names no copy. */
  {
    SplayCard mixed[] = { sevens[0], splay_card_make (0, SPLAY_SUIT_CLUBS, 3) };

    g_assert_false (rules->apply (&s, 0, splatoids_play_hand_cards (mixed, 2), NULL));
    splay_assert_cmpstate (&splatoids_rules, &before, &s);
  }

  memcpy (&rules_choice, &s, sizeof s);
  g_assert_true (rules->apply (&rules_choice, 0, splatoids_play_hand (7, 2), NULL));
  g_assert_true (rules->apply (&s, 0, splatoids_play_hand_cards (sevens, 2), NULL));
  g_assert_true (rules->check (&s, NULL));
  g_assert_cmpint (s.discard_n, ==, 3);
  g_assert_true ((s.discard[1] == sevens[0] && s.discard[2] == sevens[1])
                 || (s.discard[1] == sevens[1] && s.discard[2] == sevens[0]));
  g_assert_cmpint (s.hand_n[0], ==, rules_choice.hand_n[0]);
  g_assert_cmpmem (s.hand_ranks, sizeof s.hand_ranks, rules_choice.hand_ranks,
                   sizeof rules_choice.hand_ranks);
  g_assert_cmpint (s.turn, ==, rules_choice.turn);
  g_assert_cmpint (s.phase, ==, rules_choice.phase);
  /* The rules chose other copies: the card ids differ. */
  g_assert_cmpuint (s.hands_hash, !=, rules_choice.hands_hash);
  {
    g_autofree char *text = rules->state_to_text (&s);
    g_assert_nonnull (strstr (text, "h0=7d,3c"));
  }
}

static void
test_unknown_action (void)
{
  SplatoidsState s, before;
  g_autoptr (GError) error = NULL;

  new_game (&s, 2, 0, 0, 0, 3);
  memcpy (&before, &s, sizeof s);
  g_assert_false (rules->apply (&s, 0, 0x09000000u, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (rules->apply (&s, 0, splatoids_play_faceup (7), &error));
  g_clear_error (&error);
  g_assert_false (rules->apply (&s, 0, splatoids_play_hand (0, 1), &error));
  g_clear_error (&error);
  g_assert_false (rules->apply (&s, 0, splatoids_play_hand (5, 0), &error));
  g_clear_error (&error);
  g_assert_false (rules->apply (&s, 7, splatoids_pick_up (), &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN);
  splay_assert_cmpstate (&splatoids_rules, &before, &s);
}

static gboolean
seat_sees (const SplatoidsState *s, int viewer, int seat, SplayCard c)
{
  return seat == viewer || (c < 128 && ((s->public_in_hand[c >> 6] >> (c & 63)) & 1));
}

static void
test_view (void)
{
  for (uint64_t seed = 0; seed < 30; seed++)
    {
      SplatoidsState s;

      /* Enough play that some hands hold picked-up (public) cards. */
      random_position (&s, 2 + (int) (seed % 3), 1, seed, 40 + (int) seed * 5);
      for (int viewer = -1; viewer < s.n_seats; viewer++)
        {
          SplatoidsState v;

          rules->view (&s, viewer, &v);
          for (int i = 0; i < s.n_seats; i++)
            {
              g_assert_cmpint (v.hand_n[i], ==, s.hand_n[i]);
              for (int k = 0; k < s.hand_n[i]; k++)
                {
                  SplayCard want
                      = seat_sees (&s, viewer, i, s.hand[i][k]) ? s.hand[i][k] : SPLAY_CARD_UNKNOWN;
                  g_assert_cmpint (v.hand[i][k], ==, want);
                }
              for (int p = 0; p < s.n_piles; p++)
                for (int l = 0; l < s.pile_n[i][p]; l++)
                  g_assert_cmpint (v.pile[i][p][l], ==,
                                   l % 2 == 0 ? SPLAY_CARD_UNKNOWN : s.pile[i][p][l]);
            }
          g_assert_cmpmem (v.discard, s.discard_n, s.discard, s.discard_n);
          g_assert_cmpmem (v.burned, s.burned_n, s.burned, s.burned_n);
          g_assert_cmpint (v.turn, ==, s.turn);
          g_assert_cmpint (v.phase, ==, s.phase);
        }
    }
}

static void
test_determinize (void)
{
  for (uint64_t seed = 0; seed < 30; seed++)
    {
      SplatoidsState s;
      SplayRng rng;
      int viewer;

      random_position (&s, 2 + (int) (seed % 3), 1, seed, 40 + (int) seed * 5);
      viewer = s.turn;
      splay_rng_init (&rng, seed);
      for (int from_view = 0; from_view < 2; from_view++)
        {
          SplatoidsState d, v, v2;
          g_autoptr (GError) error = NULL;
          int moved = 0;

          if (from_view)
            rules->view (&s, viewer, &d);
          else
            memcpy (&d, &s, sizeof d);
          rules->determinize (&d, viewer, &rng);
          if (!rules->check (&d, &error))
            g_error ("determinized: %s", error->message);
          /* What the seat sees is where it was. */
          rules->view (&s, viewer, &v);
          rules->view (&d, viewer, &v2);
          splay_assert_cmpstate (&splatoids_rules, &v, &v2);
          for (int i = 0; i < s.n_seats; i++)
            for (int k = 0; k < s.hand_n[i]; k++)
              moved += d.hand[i][k] != s.hand[i][k];
          for (int i = 0; i < s.n_seats; i++)
            for (int p = 0; p < s.n_piles; p++)
              for (int l = 0; l < s.pile_n[i][p]; l++)
                moved += d.pile[i][p][l] != s.pile[i][p][l];
          g_assert_cmpint (moved, >, 0);
        }
    }
}

static void
test_describe (void)
{
  static const struct
  {
    const char *position, *action, *sentence;
  } cases[] = {
    { P2 "h0=7c,7d,3c h1=4d | d=5s", "play 7x2", "Anna played two 7s." },
    { P2 "h0=7c,7d,3c h1=4d | d=5s", "play 7", "Anna played a 7." },
    { P2 "h0=Ac,3c h1=4d | d=5s", "play A", "Anna played an ace." },
    { P2 "h0=Kc,Kd,3c h1=4d | d=5s", "play Kx2", "Anna played two kings." },
    { P2 "h0=Tc,3c h1=4d | d=5s", "play T", "Anna burned the pile with a 10. Anna plays again." },
    { P2 "h0=7c,7d,3c h1=4d | d=7s", "play 7x2",
      "Anna played two 7s and burned the pile. Anna plays again." },
    { P2 "h0=3c,4c h1=4d | d=8h,9h,Jd,Qd,Kd,Ad,Ac", "pickup", "Anna picked up 7 cards." },
    { P2 "h0=3c,4c h1=4d | d=Kd", "pickup", "Anna picked up 1 card." },
    { P2 "h1=4d | t0=5c | d=2h,3h,4h,6h,7h,8h,9h,9d", "blind 1",
      "Anna played a blind 5, could not beat the 9 and picked up 9 cards." },
    { P2 "h1=4d | t0=Jc/5d | d=9d", "blind 1", "Anna played a blind jack." },
    { P2 "h1=4d | t0=5c.9h/6d | d=8s", "faceup 1", "Anna played a 9 from the table." },
    { P2 "turn=0 phase=follow:6 | h1=5h | t0=4d.6h/2c.Kd | d=5s,6c", "faceup 1",
      "Anna added a 6 from the table." },
    { P2 "turn=0 phase=follow:6 | h1=5h | t0=4d.6h/2c.Kd | d=5s,6c", "end",
      "Anna ended the turn." },
    { P2 "h0=9c h1=4d | d=8s", "play 9", "Anna played a 9. Anna has no cards left and wins." },
    { P3M "h0=9c h1=4d h2=5d | d=8s", "play 9", "Anna played a 9. Anna has no cards left." },
    { P2 "h0=9c h1=4d | d=8s", "resign", "Anna resigned." },
    { P2 "h0=9c h1=4d | d=8s", "play Q", "Anna tried “play Q”, which is not allowed." },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      SplatoidsState s;
      SplayAction a;
      g_autoptr (GError) error = NULL;
      g_autofree char *sentence = NULL;

      if (!rules->state_from_text (&s, cases[i].position, &error))
        g_error ("%s: %s", cases[i].position, error->message);
      g_assert_true (rules->action_from_text (&s, 0, cases[i].action, &a, &error));
      sentence = rules->describe (&s, 0, a, "Anna");
      g_assert_cmpstr (sentence, ==, cases[i].sentence);
    }

  {
    SplatoidsState s;
    g_autofree char *sentence = NULL;
    g_assert_true (rules->state_from_text (&s, STALEMATE_POS, NULL));
    play_actions (&s, CYCLE CYCLE, NULL, "describe-stalemate");
    sentence = rules->describe (&s, 0, splatoids_play_hand (SPLAY_RANK_KING, 1), "Anna");
    g_assert_cmpstr (
        sentence, ==,
        "Anna played a king. The same position came round a third time: the game is drawn.");
  }
}

/* The stalemate rule forgets no position short of SPLATOIDS_REP_MAX: in
 * a real game that wandered (tests/data/splatoids-long-cycle.txt), a
 * position came round a third time 566 actions after the last table card,
 * its first time 330 turns before, where an engine that remembered only
 * the last 250 positions played on without end. */
static void
test_stalemate_long_cycle (void)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "splatoids-long-cycle.txt", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  SplatoidsState s, before, fresh;
  SplayAction last = 0;
  SplayResult result;
  const char *position = NULL;
  int n_actions = 0, first = -1, seen = 0;
  uint64_t h;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      if (position == NULL)
        {
          position = lines[i];
          if (!rules->state_from_text (&s, position, &error) || !rules->check (&s, &error))
            g_error ("%s", error->message);
          g_assert_cmpint (s.rep_n, ==, 0);
          continue;
        }
      g_assert_false (rules->is_over (&s));
      if (!rules->action_from_text (&s, s.turn, lines[i], &last, &error))
        g_error ("action %d: %s", n_actions + 1, error->message);
      before = s;
      if (!rules->apply (&s, s.turn, last, &error))
        g_error ("action %d: %s", n_actions + 1, error->message);
      n_actions++;
    }
  g_assert_cmpint (n_actions, ==, 566);
  g_assert_true (rules->check (&s, NULL));
  rules->result (&s, &result);
  g_assert_true (s.drawn);
  g_assert_true (result.drawn);
  g_assert_cmpint (s.points[0], ==, 1);
  g_assert_cmpint (s.points[1], ==, 1);

  /* The position it drew on, as the list would have remembered it next,
   * was first seen further back than 250 turns. */
  g_assert_cmpint (before.rep_n, >, 250);
  fresh = before;
  fresh.rep_n = 0;
  splatoids_update_hashes (&fresh);
  g_assert_true (rules->apply (&fresh, fresh.turn, last, NULL));
  g_assert_false (fresh.drawn);
  g_assert_cmpint (fresh.rep_n, ==, 1);
  h = fresh.rep[0];
  for (int i = 0; i < before.rep_n; i++)
    if (before.rep[i] == h)
      {
        if (first < 0)
          first = i;
        seen++;
      }
  g_assert_cmpint (seen, ==, 2);
  g_test_message ("drawn after %d turns; first seen %d turns before", before.rep_n,
                  before.rep_n - first);
  g_assert_cmpint (before.rep_n - first, >, 250);
}

/* SPLATOIDS_REP_MAX turns with no table card and no position come round
 * three times: the game is drawn rather than forget a position. */
static void
test_stalemate_memory_full (void)
{
  for (int full = 0; full < 2; full++)
    {
      SplatoidsState s;
      SplayAction a;

      g_assert_true (rules->state_from_text (&s, P2 "turn=0 | h0=9c,5d h1=8h | d=7s", NULL));
      s.rep_n = SPLATOIDS_REP_MAX - 1 + full;
      for (int i = 0; i < s.rep_n; i++)
        s.rep[i] = 0x5a5a5a5a00000000ull + (uint64_t) i;
      splatoids_update_hashes (&s);
      g_assert_true (rules->check (&s, NULL));
      g_assert_true (rules->action_from_text (&s, 0, "play 9", &a, NULL));
      g_assert_true (rules->apply (&s, 0, a, NULL));
      g_assert_true (rules->check (&s, NULL));
      g_assert_cmpint (s.drawn, ==, full);
      g_assert_cmpint (rules->is_over (&s), ==, full);
      g_assert_cmpint (s.rep_n, ==, SPLATOIDS_REP_MAX);
      g_assert_cmpuint (splatoids_state_extent (&s), ==, sizeof s);

      /* A count past the list is refused, and a copy stays in the struct. */
      s.rep_n = G_MAXUINT16;
      g_assert_false (rules->check (&s, NULL));
      g_assert_cmpuint (splatoids_state_extent (&s), ==, sizeof s);
    }
}

static void
test_helpers (void)
{
  SplatoidsState s;

  g_assert_true (rules->state_from_text (&s, P2 "h0=3c h1=4d | t0=4c.As/5d/- | d=2h,7c,7d", NULL));
  g_assert_cmpint (splatoids_rank_to_beat (&s), ==, 7);
  g_assert_cmpint (splatoids_top_run (&s), ==, 2);
  g_assert_true (splatoids_rank_is_legal (&s, 7));
  g_assert_true (splatoids_rank_is_legal (&s, 2));
  g_assert_true (splatoids_rank_is_legal (&s, 10));
  g_assert_true (splatoids_rank_is_legal (&s, SPLAY_RANK_ACE));
  g_assert_false (splatoids_rank_is_legal (&s, 6));
  g_assert_true (splatoids_top_is_face_up (&s, 0, 0));
  g_assert_false (splatoids_top_is_face_up (&s, 0, 1));
  g_assert_false (splatoids_top_is_face_up (&s, 0, 2));
  g_assert_cmpint (splatoids_cards_left (&s, 0), ==, 4);
  g_assert_true (splatoids_seat_in_play (&s, 1));
  g_assert_false (splatoids_seat_in_play (&s, 2));
  g_assert_cmpint (splatoids_rank_order (SPLAY_RANK_ACE), >,
                   splatoids_rank_order (SPLAY_RANK_KING));
  g_assert_cmpint (splatoids_rank_order (2), <, splatoids_rank_order (3));
}

static void
test_check_catches (void)
{
  SplatoidsState s;
  g_autoptr (GError) error = NULL;

  new_game (&s, 2, 0, 0, 0, 5);
  s.hand[0][0] = s.hand[1][0];
  g_assert_false (rules->check (&s, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT);
  g_clear_error (&error);

  new_game (&s, 2, 0, 0, 0, 5);
  s.hand_n[0]--;
  g_assert_false (rules->check (&s, &error));
  g_assert_nonnull (strstr (error->message, "missing"));
  g_clear_error (&error);

  new_game (&s, 2, 0, 0, 0, 5);
  s.turn = 3;
  g_assert_false (rules->check (&s, &error));
  g_clear_error (&error);

  /* A card in two places and none missing (a table card copied into a
   * hand, a hand card into the burned ones): only the count of all the
   * cards finds it, whatever the check kept of the table. */
  for (int k = 0; k < 2; k++)
    {
      new_game (&s, 3, 0, 0, 0, 5);
      g_assert_true (rules->check (&s, NULL));
      if (k == 0)
        s.hand[1][s.hand_n[1]++] = s.pile[2][0][0];
      else
        s.burned[s.burned_n++] = s.hand[0][0];
      g_assert_false (rules->check (&s, &error));
      g_assert_nonnull (strstr (error->message, "two places"));
      g_clear_error (&error);
    }
}

/* splatoids_beating_bits () is a table and splatoids_top_is_face_up () a
 * bit test: both against the rules' words (rank_is_legal's comparison,
 * levels 1, 3 and 5 face up). */
static void
test_beating_bits (void)
{
  static const uint16_t bit[14] = { 0,      1 << 12, 1 << 0, 1 << 1, 1 << 2, 1 << 3,  1 << 4,
                                    1 << 5, 1 << 6,  1 << 7, 1 << 8, 1 << 9, 1 << 10, 1 << 11 };
  SplatoidsState s;

  for (int to_beat = 0; to_beat <= 13; to_beat++)
    for (int rank = 1; rank <= 13; rank++)
      {
        gboolean beats = rank == 2 || rank == 10 || to_beat == 0
                         || splatoids_rank_order (rank) >= splatoids_rank_order (to_beat);

        g_assert_cmpint (splatoids_rank_bit[rank], ==, bit[rank]);
        g_assert_cmpint ((splatoids_beating_bits (to_beat) & bit[rank]) != 0, ==, beats);
      }
  memset (&s, 0, sizeof s);
  for (int n = 0; n <= SPLATOIDS_PILE_DEPTH; n++)
    {
      s.pile_n[1][2] = (uint8_t) n;
      g_assert_cmpint (splatoids_top_is_face_up (&s, 1, 2), ==, n == 2 || n == 4 || n == 6);
    }
}

/* apply () takes exactly the actions legal () lists: along random games
 * of every size, every action of every kind (and some of no kind) is
 * tried on a copy, by the seat to act and by another. A refused action
 * says why and changes nothing; an accepted one is listed, and a listed
 * one is accepted. The refusals' checks and the common path's are kept
 * apart in splatoids.c, so this holds them together. */
static void
test_apply_takes_listed (void)
{
  /* No kind and unknown kinds (PICK_UP and END_TURN read only their kind). */
  static const SplayAction odd[] = { 0, SPLATOIDS_ACTION (6, 0, 0), SPLATOIDS_ACTION (0xff, 1, 1) };
  int tried = 0, taken = 0;

  for (int seats = 2; seats <= 4; seats++)
    for (uint64_t seed = 0; seed < 6; seed++)
      {
        SplatoidsState s;
        SplayRng rng;
        SplayAction legal[SPLAY_MAX_ACTIONS];

        new_game (&s, seats, (int) (seed & 1), (int) (seed % (uint64_t) seats),
                  (int) ((seed >> 1) & 1), seed + 77);
        splay_rng_init (&rng, seed + 99);
        for (int step = 0; step < 3000 && !rules->is_over (&s); step++)
          {
            SplayAction actions[14 * 10 + 2 * 8 + G_N_ELEMENTS (odd)];
            int n = rules->legal (&s, s.turn, legal), n_actions = 0;

            for (int rank = 0; rank <= 13; rank++)
              for (int count = 0; count <= 9; count++)
                actions[n_actions++] = splatoids_play_hand (rank, count);
            for (int pile = 0; pile < 8; pile++)
              {
                actions[n_actions++] = splatoids_play_faceup (pile);
                actions[n_actions++] = splatoids_play_blind (pile);
              }
            for (gsize k = 0; k < G_N_ELEMENTS (odd); k++)
              actions[n_actions++] = odd[k];
            actions[0] = splatoids_pick_up ();
            actions[1] = splatoids_end_turn ();

            for (int k = 0; k < n_actions; k++)
              for (int other = 0; other < 2; other++)
                {
                  int seat = other ? (s.turn + 1) % seats : s.turn;
                  gboolean listed = FALSE;
                  SplatoidsState copy = s;
                  GError *error = NULL;
                  gboolean ok;

                  for (int i = 0; !other && i < n; i++)
                    listed |= legal[i] == actions[k];
                  ok = rules->apply (&copy, seat, actions[k], &error);
                  tried++;
                  taken += ok;
                  g_assert_cmpint (ok, ==, listed);
                  if (!ok)
                    {
                      g_assert_nonnull (error);
                      g_assert_true (error->message[0] != '\0');
                      splay_assert_cmpstate (&splatoids_rules, &copy, &s);
                      g_error_free (error);
                    }
                  else
                    g_assert_null (error);
                }
            g_assert_true (
                rules->apply (&s, s.turn, legal[splay_rng_below (&rng, (uint32_t) n)], NULL));
          }
      }
  g_test_message ("%d actions tried, %d taken", tried, taken);
}

/* The check keeps copies between calls (the table piles and the burned
 * cards, with their unions and counts, each seat's table apart): it must
 * say of a position what it says when nothing kept applies. Along random
 * games, positions with a byte changed (cards, sizes, seats' state) are
 * checked right after their unchanged position (the kept copies then fit)
 * and again right after a position of another size of game (nothing kept
 * fits): the same verdict and message, and the quick half of the check
 * and the report that names what is wrong agree. At the end of each game, the
 * finished position put back in play must be refused unless it was a
 * stalemate. */
static void
test_check_kept_copies (void)
{
  const size_t from = offsetof (SplatoidsState, n_seats);
  const size_t to = offsetof (SplatoidsState, points) + SPLATOIDS_MAX_SEATS;
  SplatoidsState others[2];
  int refused = 0, checked = 0;
  SplayRng rng;

  new_game (&others[0], 2, 0, 0, 0, 1);
  new_game (&others[1], 3, 0, 0, 0, 1);
  splay_rng_init (&rng, 2026);
  for (int g = 0; g < 60; g++)
    {
      SplatoidsState s;
      SplayAction legal[SPLAY_MAX_ACTIONS];
      int seats = 2 + g % 3;

      new_game (&s, seats, (g / 3) & 1, 0, (g / 6) & 1, (uint64_t) g + 500);
      while (!rules->is_over (&s))
        {
          int n;

          for (int k = 0; k < 2; k++)
            {
              SplatoidsState c = s;
              uint8_t *b = (uint8_t *) &c;
              size_t at = from + splay_rng_below (&rng, (uint32_t) (to - from));
              GError *kept_error = NULL, *fresh_error = NULL;
              gboolean kept, fresh;

              switch (splay_rng_below (&rng, 3))
                {
                case 0: b[at] = (uint8_t) splay_rng_below (&rng, 256); break;
                case 1: b[at] ^= (uint8_t) (1u << splay_rng_below (&rng, 8)); break;
                default:
                  c.resigned ^= (uint8_t) (1u << splay_rng_below (&rng, 4));
                  c.hand_n[splay_rng_below (&rng, (uint32_t) seats)] = 0;
                  break;
                }
              g_assert_true (rules->check (&s, NULL));
              kept = rules->check (&c, &kept_error);
              g_assert_cmpint (splatoids_check_quick (&c), ==, kept);
              g_assert_true (rules->check (&others[seats == 2], NULL));
              fresh = rules->check (&c, &fresh_error);
              g_assert_cmpint (kept, ==, fresh);
              /* The quick half says what the report says. */
              g_assert_cmpint (splatoids_check_report (&c, NULL), ==, kept);
              if (!kept)
                g_assert_cmpstr (kept_error->message, ==, fresh_error->message);
              g_clear_error (&kept_error);
              g_clear_error (&fresh_error);
              checked++;
              refused += !kept;
            }
          n = rules->legal (&s, s.turn, legal);
          g_assert_true (
              rules->apply (&s, s.turn, legal[splay_rng_below (&rng, (uint32_t) n)], NULL));
        }
      for (int turn = 0; turn < seats && !s.drawn; turn++)
        {
          SplatoidsState c = s;

          c.phase = SPLATOIDS_PHASE_PLAY;
          c.turn = (uint8_t) turn;
          g_assert_true (rules->check (&s, NULL));
          g_assert_false (rules->check (&c, NULL));
          g_assert_true (rules->check (&others[seats == 2], NULL));
          g_assert_false (rules->check (&c, NULL));
        }
    }
  g_test_message ("%d positions checked, %d refused", checked, refused);
  g_assert_cmpint (refused, >, checked / 10);
}

/* The quick check reads the header (n_seats to drawn) as one word: every
 * value of each of its bytes, and of the settings' seat count, gets the
 * report's verdict, in a game's first position, in the follow-on phase
 * and once it is over. */
static void
test_check_header (void)
{
  const char *positions[] = {
    NULL,
    "splatoids seats=3 | turn=1 phase=follow:7 | h0=3c h1=- h2=4d | t0=5c.6d t1=9c.7s "
    "t2=8c.Kd | d=7h",
    "splatoids seats=2 | turn=0 phase=over drawn=1 | h0=3c h1=4d | d=5s | points=1,1",
  };
  int refused = 0;

  for (gsize p = 0; p < G_N_ELEMENTS (positions); p++)
    for (int seats = 2; seats <= 4; seats++)
      {
        SplatoidsState s;

        if (positions[p] == NULL)
          new_game (&s, seats, 0, 0, 0, (uint64_t) seats);
        else if (seats == 2)
          {
            g_autoptr (GError) error = NULL;

            if (!rules->state_from_text (&s, positions[p], &error))
              g_error ("%s", error->message);
          }
        else
          continue;
        g_assert_true (rules->check (&s, NULL));
        for (size_t at = offsetof (SplatoidsState, n_seats); at <= offsetof (SplatoidsState, drawn);
             at++)
          for (int v = 0; v < 256; v++)
            {
              SplatoidsState c = s;

              ((uint8_t *) &c)[at] = (uint8_t) v;
              g_assert_cmpint (splatoids_check_quick (&c), ==, splatoids_check_report (&c, NULL));
              refused += !splatoids_check_quick (&c);
            }
        for (int v = -1; v <= 6; v++)
          {
            SplatoidsState c = s;

            c.settings.n_seats = v;
            g_assert_cmpint (splatoids_check_quick (&c), ==, v == s.n_seats);
            g_assert_cmpint (splatoids_check_report (&c, NULL), ==, v == s.n_seats);
          }
      }
  g_assert_cmpint (refused, >, 5 * 8 * 200);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/splatoids/rule/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run_case);
    }
  g_test_add_func ("/splatoids/deal", test_deal);
  g_test_add_func ("/splatoids/deal-seeded", test_deal_seeded);
  g_test_add_func ("/splatoids/validate", test_validate);
  g_test_add_func ("/splatoids/next-deal", test_next_deal);
  g_test_add_func ("/splatoids/notation/position-round-trip", test_position_round_trip);
  g_test_add_func ("/splatoids/notation/position-short", test_position_short);
  g_test_add_func ("/splatoids/notation/position-errors", test_position_errors);
  g_test_add_func ("/splatoids/notation/actions", test_action_notation);
  g_test_add_func ("/splatoids/refuse/unknown-action", test_unknown_action);
  g_test_add_func ("/splatoids/chosen-copies", test_chosen_copies);
  g_test_add_func ("/splatoids/view", test_view);
  g_test_add_func ("/splatoids/determinize", test_determinize);
  g_test_add_func ("/splatoids/describe", test_describe);
  g_test_add_func ("/splatoids/helpers", test_helpers);
  g_test_add_func ("/splatoids/stalemate-long-cycle", test_stalemate_long_cycle);
  g_test_add_func ("/splatoids/stalemate-memory-full", test_stalemate_memory_full);
  g_test_add_func ("/splatoids/check", test_check_catches);
  g_test_add_func ("/splatoids/beating-bits", test_beating_bits);
  g_test_add_func ("/splatoids/apply-takes-listed", test_apply_takes_listed);
  g_test_add_func ("/splatoids/check-kept-copies", test_check_kept_copies);
  g_test_add_func ("/splatoids/check-header", test_check_header);
  return g_test_run ();
}
