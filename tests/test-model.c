/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The model's mechanics (logging, signals, replay, points, match end,
 * computer seats, determinism) over the tiny test game in nim-rules.c. */
#include "config.h"

#include <malloc.h>
#include <string.h>

#include "ai/ai.h"
#include "model/splay-match.h"
#include "nim-rules.h"
#include "state-test-util.h"

static void
nim_settings (SplaySettings *s, int seats, int stones)
{
  splay_settings_defaults (&nim_rules, seats, s);
  s->values[0] = stones;
}

typedef struct
{
  int applied;
  guint last_index;
  int over;
} Counts;

static void
count_applied (SplayGame *game, int seat, guint action, guint index, Counts *c)
{
  c->applied++;
  c->last_index = index;
}

static void
count_over (SplayGame *game, Counts *c)
{
  c->over++;
}

static void
test_game_apply_and_refuse (void)
{
  SplaySettings settings;
  g_autoptr (SplayGame) game = NULL;
  g_autoptr (GError) error = NULL;
  const NimState *s;
  NimState before;
  Counts c = { 0 };
  int stones;

  nim_settings (&settings, 2, 10);
  game = splay_game_new (&nim_rules, &settings, 42);
  g_signal_connect (game, "action-applied", G_CALLBACK (count_applied), &c);
  g_signal_connect (game, "over", G_CALLBACK (count_over), &c);
  s = splay_game_get_state (game);
  stones = s->stones;
  g_assert_cmpint (stones, >=, 10);

  g_assert_true (splay_game_apply (game, 0, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s->stones, ==, stones - 2);
  g_assert_cmpint (c.applied, ==, 1);
  g_assert_cmpuint (c.last_index, ==, 0);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 1);
  g_assert_nonnull (splay_game_get_previous_state (game));
  g_assert_cmpint (((const NimState *) splay_game_get_previous_state (game))->stones, ==, stones);

  /* Refused: wrong seat, and an illegal amount. Nothing changes. */
  before = *s;
  g_assert_false (splay_game_apply (game, 0, 1, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_false (splay_game_apply (game, 1, 4, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (splay_game_apply (game, 9, 1, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_true (memcmp (&before, s, sizeof before) == 0);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 1);
  g_assert_cmpint (c.applied, ==, 1);

  {
    const char *names[] = { "Anna", "Ben" };
    g_autofree char *text = splay_game_describe_last (game, names);
    g_assert_cmpstr (text, ==, "Anna took 2");
  }

  while (!splay_game_is_over (game))
    {
      int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);
      g_assert_true (splay_game_apply (game, seat, MIN (3, s->stones), NULL));
    }
  g_assert_cmpint (c.over, ==, 1);
  g_assert_cmpuint (splay_game_get_actors (game), ==, 0);
  g_assert_false (splay_game_apply (game, 0, 1, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER);
  g_assert_cmpint (c.over, ==, 1);
}

/* Bytes the process's heap holds in use, or 0 where the allocator does not
 * say (the sanitizers' own allocator). */
static gsize
heap_in_use (void)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  return mallinfo2 ().uordblks;
#else
  return 0;
#endif
}

static SplayGame *
play_splatoids_to_end (const SplayRules *rules, guint64 seed)
{
  SplaySettings settings;
  SplayGame *game;

  splay_settings_defaults (rules, 3, &settings);
  game = splay_game_new (rules, &settings, seed);
  for (guint64 n = 0; !splay_game_is_over (game); n++)
    {
      int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);
      SplayAction action;

      g_assert_true (
          splay_ai_choose_random (rules, splay_game_get_state (game), seat, seed + n, &action));
      g_assert_true (splay_game_apply (game, seat, action, NULL));
    }
  return game;
}

/* A finished game keeps one state buffer, not three (a Splatoids state is
 * 34 KB, and a long match keeps every game), yet still describes its last
 * move, and an undo opens it again with its buffers back. */
static void
test_game_finished_holds_one_state (void)
{
  const SplayRules *rules = splay_rules_find ("splatoids", NULL);
  g_autoptr (SplayGame) game = NULL;
  g_autofree char *last = NULL;
  g_autofree void *final = g_malloc0 (rules->state_size);
  g_auto (GStrv) moves = NULL;
  gsize before, in_play, held;
  guint n;
  int seat;
  SplayAction action;

  /* A game played first, so that what is made once (the rules' tables,
   * the allocator's arenas) is not counted as the game's. */
  g_object_unref (play_splatoids_to_end (rules, 1));

  /* In play: three buffers. Over: the state, the one before the last move
   * cut to its extent (some hundreds of bytes), and the log. */
  before = heap_in_use ();
  {
    SplaySettings settings;
    g_autoptr (SplayGame) fresh = NULL;

    splay_settings_defaults (rules, 3, &settings);
    fresh = splay_game_new (rules, &settings, 2);
    in_play = heap_in_use () - before;
  }
  before = heap_in_use ();
  game = play_splatoids_to_end (rules, 2);
  held = heap_in_use () - before;
  g_test_message ("a game in play: %" G_GSIZE_FORMAT " bytes; finished: %" G_GSIZE_FORMAT, in_play,
                  held);
  if (in_play >= 3 * rules->state_size)
    g_assert_cmpuint (held, <, rules->state_size + rules->state_size / 2);
  else
    g_test_message ("the allocator does not report the heap in use: sizes not checked");

  /* The last move is described from the state before it, as it was. */
  n = splay_game_get_n_actions (game);
  last = splay_game_describe_last (game, NULL);
  moves = splay_game_describe_moves (game, NULL);
  g_assert_nonnull (last);
  g_assert_cmpuint (g_strv_length (moves), ==, n);
  g_assert_cmpstr (last, ==, moves[n - 1]);

  /* Undone, the game is open again, and the move made again ends it the
   * same way. */
  splay_rules_copy_state (rules, final, splay_game_get_state (game));
  splay_game_get_action (game, n - 1, &seat, &action);
  g_assert_true (splay_game_truncate (game, n - 1, NULL));
  g_assert_false (splay_game_is_over (game));
  g_assert_true (splay_game_apply (game, seat, action, NULL));
  g_assert_true (splay_game_is_over (game));
  splay_assert_cmpstate (rules, splay_game_get_state (game), final);
  {
    g_autofree char *again = splay_game_describe_last (game, NULL);
    g_assert_cmpstr (again, ==, last);
  }
}

static void
test_game_replay (void)
{
  SplaySettings settings;
  g_autoptr (SplayGame) live = NULL;
  g_autoptr (SplayGame) copy = NULL;
  g_autoptr (SplayGame) damaged = NULL;
  g_autoptr (GError) error = NULL;
  int seats[64];
  SplayAction actions[64];
  guint n;

  nim_settings (&settings, 3, 20);
  live = splay_game_new (&nim_rules, &settings, 7);
  for (int i = 0; i < 5; i++)
    {
      int seat = g_bit_nth_lsf (splay_game_get_actors (live), -1);
      g_assert_true (splay_game_apply (live, seat, 1 + i % 3, NULL));
    }
  n = splay_game_get_n_actions (live);
  for (guint i = 0; i < n; i++)
    splay_game_get_action (live, i, &seats[i], &actions[i]);

  copy = splay_game_new (&nim_rules, &settings, 7);
  g_assert_true (splay_game_replay (copy, seats, actions, n, &error));
  g_assert_no_error (error);
  g_assert_true (
      memcmp (splay_game_get_state (live), splay_game_get_state (copy), sizeof (NimState)) == 0);
  g_assert_cmpuint (splay_game_get_n_actions (copy), ==, n);

  /* A damaged log stops at the bad action, keeps the good prefix and says
   * which action failed. */
  actions[3] = 9;
  damaged = splay_game_new (&nim_rules, &settings, 7);
  g_assert_false (splay_game_replay (damaged, seats, actions, n, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Action 4"));
  g_assert_cmpuint (splay_game_get_n_actions (damaged), ==, 3);
}

static SplayMatch *
computer_match (int seats, guint64 seed, int target, int max_games)
{
  SplaySettings settings;
  SplayPlayer *players[SPLAY_MAX_SEATS];
  SplayMatch *match;

  nim_settings (&settings, seats, 12);
  for (int i = 0; i < seats; i++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %d", i + 1);
      players[i] = splay_player_new_computer (name, SPLAY_LEVEL_RANDOM);
    }
  match = splay_match_new (&nim_rules, &settings, seed, players, target, max_games);
  for (int i = 0; i < seats; i++)
    g_object_unref (players[i]);
  return match;
}

static void
play_out (SplayMatch *match)
{
  splay_match_start_next_game (match);
  while (!splay_match_is_over (match))
    {
      splay_match_run_computers (match);
      g_assert_true (splay_game_is_over (splay_match_get_current_game (match)));
      splay_match_start_next_game (match);
    }
}

static char *
match_digest (SplayMatch *match)
{
  GString *s = g_string_new (NULL);

  for (guint g = 0; g < splay_match_get_n_games (match); g++)
    {
      SplayGame *game = splay_match_get_game (match, g);
      for (guint i = 0; i < splay_game_get_n_actions (game); i++)
        {
          int seat;
          SplayAction a;
          splay_game_get_action (game, i, &seat, &a);
          g_string_append_printf (s, "%d:%u ", seat, a);
        }
      g_string_append (s, "| ");
    }
  return g_string_free (s, FALSE);
}

static void
test_match_target_and_determinism (void)
{
  g_autoptr (SplayMatch) a = computer_match (3, 99, 20, 0);
  g_autoptr (SplayMatch) b = computer_match (3, 99, 20, 0);
  g_autoptr (SplayMatch) c = computer_match (3, 100, 20, 0);
  g_autofree char *da = NULL;
  g_autofree char *db = NULL;
  g_autofree char *dc = NULL;
  int order[SPLAY_MAX_SEATS];
  int sum;

  play_out (a);
  play_out (b);
  play_out (c);
  da = match_digest (a);
  db = match_digest (b);
  dc = match_digest (c);
  g_assert_cmpstr (da, ==, db);
  g_assert_cmpstr (da, !=, dc);

  /* Over exactly when someone reached the target, and not a game before. */
  splay_match_get_standings (a, order);
  g_assert_cmpint (splay_match_get_total (a, order[0]), >=, 20);
  sum = 0;
  for (guint g = 0; g < splay_match_get_n_games (a); g++)
    sum += splay_match_get_game_points (a, g, order[0]);
  g_assert_cmpint (sum, ==, splay_match_get_total (a, order[0]));
  g_assert_cmpint (sum - splay_match_get_game_points (a, splay_match_get_n_games (a) - 1, order[0]),
                   <, 20);
  g_assert_cmpint (splay_match_get_total (a, order[0]), >=, splay_match_get_total (a, order[1]));
  g_assert_cmpint (
      splay_match_get_winner (a), ==,
      splay_match_get_total (a, order[0]) > splay_match_get_total (a, order[1]) ? order[0] : -1);

  /* next_deal rotated the first seat from game to game. */
  for (guint g = 0; g < splay_match_get_n_games (a); g++)
    g_assert_cmpint (splay_game_get_settings (splay_match_get_game (a, g))->values[1], ==,
                     (int) g % 3);

  /* Nothing starts after the end. */
  splay_match_start_next_game (a);
  g_assert_cmpuint (splay_match_get_n_games (a), ==, splay_match_get_n_games (b));
}

static void
test_match_single_and_fixed_games (void)
{
  g_autoptr (SplayMatch) single = computer_match (2, 5, 0, 0);
  g_autoptr (SplayMatch) three = computer_match (2, 5, 0, 3);

  play_out (single);
  g_assert_cmpuint (splay_match_get_n_games (single), ==, 1);
  g_assert_cmpint (splay_match_get_winner (single), >=, 0);
  play_out (three);
  g_assert_cmpuint (splay_match_get_n_games (three), ==, 3);
}

/* A Splito deal tied on points goes to fewer cards, as the game's places
 * say, and the match follows them; tied on both, the win is shared. */
static SplayMatch *
splito_deal (guint64 seed)
{
  const SplayRules *rules = splay_rules_lookup ("splito");
  SplaySettings settings;
  SplayPlayer *players[2] = { splay_player_new_computer ("A", SPLAY_LEVEL_EASY),
                              splay_player_new_computer ("B", SPLAY_LEVEL_EASY) };
  SplayMatch *match;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, seed, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  play_out (match);
  return match;
}

static void
test_match_tiebreak (void)
{
  /* Seeds found by playing: 32 ends 45 to 45, 249 ends 32 to 32 with as
   * many cards each. */
  g_autoptr (SplayMatch) broken = splito_deal (32);
  g_autoptr (SplayMatch) shared = splito_deal (249);
  SplayResult r;
  int order[2];

  splay_game_get_result (splay_match_get_game (broken, 0), &r);
  g_assert_cmpint (r.points[0], ==, r.points[1]);
  g_assert_cmpint (r.tiebreak[0], !=, r.tiebreak[1]);
  g_assert_cmpint (splay_match_get_winner (broken), ==, (r.place[0] == 1 ? 0 : 1));
  g_assert_cmpint (splay_match_get_place (broken, 0), ==, r.place[0]);
  g_assert_cmpint (splay_match_get_place (broken, 1), ==, r.place[1]);
  splay_match_get_standings (broken, order);
  g_assert_cmpint (order[0], ==, splay_match_get_winner (broken));

  splay_game_get_result (splay_match_get_game (shared, 0), &r);
  g_assert_cmpint (r.points[0], ==, r.points[1]);
  g_assert_cmpint (r.tiebreak[0], ==, r.tiebreak[1]);
  g_assert_cmpint (splay_match_get_winner (shared), ==, -1);
  g_assert_cmpint (splay_match_get_place (shared, 0), ==, 1);
  g_assert_cmpint (splay_match_get_place (shared, 1), ==, 1);
}

static void
test_match_restore (void)
{
  g_autoptr (SplayMatch) live = computer_match (2, 1234, 15, 0);
  g_autoptr (SplayMatch) copy = computer_match (2, 1234, 15, 0);
  g_autofree char *dl = NULL;
  g_autofree char *dc = NULL;

  /* Play two games and part of a third, then rebuild from the logs. */
  splay_match_start_next_game (live);
  for (int g = 0; g < 2 && !splay_match_is_over (live); g++)
    {
      splay_match_run_computers (live);
      splay_match_start_next_game (live);
    }
  for (guint g = 0; g < splay_match_get_n_games (live); g++)
    {
      SplayGame *game = splay_match_get_game (live, g);
      guint n = splay_game_get_n_actions (game);
      g_autofree int *seats = g_new (int, n + 1);
      g_autofree SplayAction *actions = g_new (SplayAction, n + 1);
      g_autoptr (GError) error = NULL;

      for (guint i = 0; i < n; i++)
        splay_game_get_action (game, i, &seats[i], &actions[i]);
      g_assert_true (splay_match_restore_game (copy, seats, actions, n, &error));
      g_assert_no_error (error);
    }
  dl = match_digest (live);
  dc = match_digest (copy);
  g_assert_cmpstr (dl, ==, dc);
  for (int i = 0; i < 2; i++)
    g_assert_cmpint (splay_match_get_total (live, i), ==, splay_match_get_total (copy, i));
  g_assert_true (memcmp (splay_game_get_state (splay_match_get_current_game (live)),
                         splay_game_get_state (splay_match_get_current_game (copy)),
                         sizeof (NimState))
                 == 0);

  /* The resumed match plays on exactly as the live one. */
  play_out (live);
  play_out (copy);
  g_clear_pointer (&dl, g_free);
  g_clear_pointer (&dc, g_free);
  dl = match_digest (live);
  dc = match_digest (copy);
  g_assert_cmpstr (dl, ==, dc);
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
test_match_computers_in_main_loop (void)
{
  g_autoptr (SplayMatch) match = computer_match (2, 77, 0, 0);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  SplayGame *game;

  splay_match_set_computer_delay (match, 0);
  splay_match_set_paused (match, TRUE);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);

  /* Paused: nothing moves. */
  g_timeout_add (50, quit_loop, loop);
  g_main_loop_run (loop);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);

  /* Unpaused: the computers play the game out by themselves. */
  splay_match_set_paused (match, FALSE);
  g_signal_connect_swapped (match, "match-over", G_CALLBACK (g_main_loop_quit), loop);
  g_timeout_add_seconds (20, quit_loop, loop);
  g_main_loop_run (loop);
  g_assert_true (splay_match_is_over (match));
  g_assert_cmpuint (splay_game_get_n_actions (game), >, 0);

  /* Moves found on worker threads are the moves made synchronously. */
  {
    g_autoptr (SplayMatch) twin = computer_match (2, 77, 0, 0);
    g_autofree char *async = match_digest (match);
    g_autofree char *sync = NULL;

    play_out (twin);
    sync = match_digest (twin);
    g_assert_cmpstr (async, ==, sync);
  }
}

/* Runs the main loop until @cond holds, failing after a generous time. */
static void
wait_for (gboolean (*cond) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (!cond (data))
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
}

static gboolean
tick (gpointer data)
{
  (*(int *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
is_thinking (gpointer data)
{
  return splay_match_is_thinking (data);
}

static gboolean
first_action_made (gpointer data)
{
  return splay_game_get_n_actions (splay_match_get_current_game (data)) > 0;
}

/* A Splatoids match of two hard computers: their search takes a good part
 * of a second, which must not stop the main loop. */
static SplayMatch *
hard_splatoids_match (guint64 seed)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplaySettings settings;
  g_autoptr (SplayPlayer) a = splay_player_new_computer ("A", SPLAY_LEVEL_HARD);
  g_autoptr (SplayPlayer) b = splay_player_new_computer ("B", SPLAY_LEVEL_HARD);
  SplayPlayer *players[] = { a, b };
  SplayMatch *match;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, seed, players, 0, 0);
  splay_match_set_computer_delay (match, 0);
  return match;
}

static void
test_match_computer_off_main_thread (void)
{
  g_autoptr (SplayMatch) match = hard_splatoids_match (5);
  g_autoptr (SplayMatch) twin = hard_splatoids_match (5);
  SplayGame *game;
  int ticks = 0;
  guint id;
  int seat;
  SplayAction made, expected;

  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  wait_for (is_thinking, match);

  /* While it thinks the main loop runs on (a 1 ms timer keeps firing),
   * and the move arrives by itself. */
  id = g_timeout_add (1, tick, &ticks);
  wait_for (first_action_made, match);
  g_source_remove (id);
  g_assert_cmpint (ticks, >, 0);

  /* The move is the one the synchronous path makes from the same seed. */
  splay_game_get_action (game, 0, &seat, &made);
  splay_match_start_next_game (twin);
  g_assert_true (splay_ai_choose (splay_match_get_rules (twin),
                                  splay_game_get_state (splay_match_get_current_game (twin)), seat,
                                  SPLAY_LEVEL_HARD, splay_seed_mix (5, 0, 1), &expected));
  g_assert_cmpuint (made, ==, expected);
}

static void
test_match_pause_drops_search (void)
{
  g_autoptr (SplayMatch) match = computer_match (2, 31, 0, 0);
  g_autoptr (SplayMatch) twin = computer_match (2, 31, 0, 0);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  SplayGame *game;

  splay_match_set_computer_delay (match, 0);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  wait_for (is_thinking, match);

  /* Paused while a search is out: its answer is dropped. */
  splay_match_set_paused (match, TRUE);
  g_assert_false (splay_match_is_thinking (match));
  g_timeout_add (50, quit_loop, loop);
  g_main_loop_run (loop);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);

  /* Resumed, the search is made again with the same seed: the game is the
   * one played without a pause. */
  splay_match_set_paused (match, FALSE);
  g_signal_connect_swapped (match, "match-over", G_CALLBACK (g_main_loop_quit), loop);
  g_timeout_add_seconds (20, quit_loop, loop);
  g_main_loop_run (loop);
  g_assert_true (splay_match_is_over (match));
  play_out (twin);
  a = match_digest (match);
  b = match_digest (twin);
  g_assert_cmpstr (a, ==, b);
}

/* A match closed while its computer thinks is freed; the late answer is
 * dropped without touching it. */
static void
test_match_freed_while_thinking (void)
{
  SplayMatch *match = hard_splatoids_match (9);
  GWeakRef ref;
  gint64 end;

  splay_match_start_next_game (match);
  wait_for (is_thinking, match);
  g_weak_ref_init (&ref, match);
  g_object_unref (match);
  {
    g_autoptr (SplayMatch) gone = g_weak_ref_get (&ref);
    g_assert_null (gone);
  }
  /* Let the worker finish and its answer come back. */
  end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_weak_ref_clear (&ref);
}

typedef struct
{
  int hints;
  int seat;
  guint action;
} HintSeen;

static void
on_hint_ready (SplayMatch *match, SplayGame *game, int seat, guint action, HintSeen *seen)
{
  seen->hints++;
  seen->seat = seat;
  seen->action = action;
}

static gboolean
hint_seen (gpointer data)
{
  return ((HintSeen *) data)->hints > 0;
}

static void
test_match_hint (void)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplaySettings settings;
  g_autoptr (SplayPlayer) person = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) computer = splay_player_new_computer ("Robot", SPLAY_LEVEL_MEDIUM);
  SplayPlayer *players[] = { person, computer };
  g_autoptr (SplayMatch) match = NULL;
  HintSeen seen = { 0 };
  SplayGame *game;
  SplayAction expected;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 12, players, 0, 0);
  splay_match_set_computer_delay (match, 0);
  g_signal_connect (match, "hint-ready", G_CALLBACK (on_hint_ready), &seen);
  splay_match_start_next_game (match);
  splay_match_run_computers (match);
  game = splay_match_get_current_game (match);
  g_assert_true (splay_game_get_actors (game) & 1);

  /* Only for a person who may act. */
  g_assert_false (splay_match_can_hint (match, 1));
  g_assert_false (splay_match_request_hint (match, 1));
  g_assert_true (splay_match_can_hint (match, 0));

  g_assert_true (splay_match_request_hint (match, 0));
  g_assert_true (splay_match_is_hint_pending (match));
  wait_for (hint_seen, &seen);
  g_assert_false (splay_match_is_hint_pending (match));
  g_assert_cmpint (seen.seat, ==, 0);
  g_assert_cmpuint (splay_game_get_n_hints (game), ==, 1);

  /* The hint is the hard level's move from the match's seed for this
   * action: it looks only at what seat 0 may see. */
  g_assert_true (splay_ai_hint (rules, splay_game_get_state (game), 0,
                                splay_seed_mix (12, 0, splay_game_get_n_actions (game) + 1),
                                &expected));
  g_assert_cmpuint (seen.action, ==, expected);

  /* Asked again at the same position: the same hint, counted once. */
  g_assert_true (splay_match_request_hint (match, 0));
  g_assert_cmpint (seen.hints, ==, 2);
  g_assert_cmpuint (splay_game_get_n_hints (game), ==, 1);

  /* Once the person has moved, the hint is gone with the position. */
  g_assert_true (splay_match_apply (match, 0, seen.action, NULL));
  g_assert_false (splay_match_is_hint_pending (match));
}

/* Without a computer at the table there are no hints. */
static void
test_match_no_hint_between_people (void)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplaySettings settings;
  g_autoptr (SplayPlayer) a = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) b = splay_player_new_human ("Bo");
  SplayPlayer *players[] = { a, b };
  g_autoptr (SplayMatch) match = NULL;
  SplayGame *game;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 3, players, 0, 0);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  for (int seat = 0; seat < 2; seat++)
    if (splay_game_get_actors (game) >> seat & 1)
      {
        g_assert_false (splay_match_can_hint (match, seat));
        g_assert_false (splay_match_request_hint (match, seat));
      }
}

static void
test_match_human_seat_waits (void)
{
  SplaySettings settings;
  g_autoptr (SplayPlayer) human = splay_player_new_human ("Anna");
  g_autoptr (SplayPlayer) computer = splay_player_new_computer ("Computer", SPLAY_LEVEL_RANDOM);
  SplayPlayer *players[] = { human, computer };
  g_autoptr (SplayMatch) match = NULL;
  SplayGame *game;

  nim_settings (&settings, 2, 12);
  settings.values[1] = 1; /* the computer goes first */
  match = splay_match_new (&nim_rules, &settings, 3, players, 0, 0);
  g_assert_cmpint (splay_match_get_n_humans (match), ==, 1);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  g_assert_cmpuint (splay_match_run_computers (match), ==, 1);
  g_assert_cmpuint (splay_game_get_actors (game), ==, 1u << 0);
  g_assert_cmpuint (splay_match_run_computers (match), ==, 0);
  g_assert_true (splay_match_apply (match, 0, 1, NULL));
  g_assert_cmpuint (splay_match_run_computers (match), ==, splay_game_is_over (game) ? 0 : 1);
}

/* A held match (a board shows a move) lets the computer find its move but
 * applies it only when released, and the next one only after that. */
static void
test_match_hold (void)
{
  g_autoptr (SplayMatch) match = computer_match (2, 5, 0, 0);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  gboolean seen = FALSE;
  SplayGame *game;

  splay_match_set_computer_delay (match, 0);
  splay_match_hold (match);
  g_assert_true (splay_match_is_held (match));
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);

  /* The first computer works its move out and waits with it. */
  while (!seen || splay_match_is_thinking (match))
    {
      seen = seen || splay_match_is_thinking (match);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);

  /* Holds count: the move comes with the last release, at once. */
  splay_match_hold (match);
  splay_match_release (match);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);
  splay_match_release (match);
  g_assert_false (splay_match_is_held (match));
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 1);

  /* A pause drops the waiting move; after it the match plays on. */
  splay_match_hold (match);
  seen = FALSE;
  while (!seen || splay_match_is_thinking (match))
    {
      seen = seen || splay_match_is_thinking (match);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
  splay_match_set_paused (match, TRUE);
  splay_match_release (match);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 1);
  splay_match_set_paused (match, FALSE);
  while (splay_game_get_n_actions (game) < 2)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/game/apply-and-refuse", test_game_apply_and_refuse);
  g_test_add_func ("/model/game/replay", test_game_replay);
  g_test_add_func ("/model/game/finished-holds-one-state", test_game_finished_holds_one_state);
  g_test_add_func ("/model/match/target-and-determinism", test_match_target_and_determinism);
  g_test_add_func ("/model/match/single-and-fixed-games", test_match_single_and_fixed_games);
  g_test_add_func ("/model/match/tiebreak", test_match_tiebreak);
  g_test_add_func ("/model/match/restore", test_match_restore);
  g_test_add_func ("/model/match/computers-in-main-loop", test_match_computers_in_main_loop);
  g_test_add_func ("/model/match/human-seat-waits", test_match_human_seat_waits);
  g_test_add_func ("/model/match/computer-off-main-thread", test_match_computer_off_main_thread);
  g_test_add_func ("/model/match/pause-drops-search", test_match_pause_drops_search);
  g_test_add_func ("/model/match/freed-while-thinking", test_match_freed_while_thinking);
  g_test_add_func ("/model/match/hint", test_match_hint);
  g_test_add_func ("/model/match/no-hint-between-people", test_match_no_hint_between_people);
  g_test_add_func ("/model/match/hold", test_match_hold);
  return g_test_run ();
}
