/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-undo.c: taking back moves in a match against the computer.
 *
 * A person plays Splatoids, then Spite and Malice, against computer
 * players, saved as in the app; at several points the person takes back
 * their last move (with the computers' replies since). After each undo
 * the position is the one before that move; the store keeps the undone
 * moves, marked; the match, closed and resumed, is the same; and played to
 * its end it gives the result the store says. */
#include "config.h"

#include <sqlite3.h>
#include <string.h>

#include "store/splay-store.h"
#include "store-test-util.h"
#include "state-test-util.h"

static SplayMatch *
new_match (const char *game, int n_seats, guint64 seed)
{
  const SplayRules *rules = splay_rules_lookup (game);
  SplaySettings settings;
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  SplayMatch *match;

  splay_settings_defaults (rules, n_seats, &settings);
  players[0] = splay_player_new_human ("Ada");
  for (int i = 1; i < n_seats; i++)
    players[i] = splay_player_new_computer ("Bot", SPLAY_LEVEL_MEDIUM);
  match = splay_match_new (rules, &settings, seed, players, 0, 1);
  for (int i = 0; i < n_seats; i++)
    g_object_unref (players[i]);
  splay_match_set_computer_delay (match, 0);
  return match;
}

/* The person (seat 0) makes one move (the @k-th legal one, wrapped), and
 * the computers answer. FALSE when the game is over. */
static gboolean
person_moves (SplayMatch *match, int k)
{
  SplayGame *game = splay_match_get_current_game (match);
  const SplayRules *rules = splay_match_get_rules (match);
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n;

  splay_match_run_computers (match);
  if (splay_game_is_over (game))
    return FALSE;
  n = rules->legal (splay_game_get_state (game), 0, legal);
  g_assert_cmpint (n, >, 0);
  g_assert_true (splay_match_submit (match, 0, legal[k % n], SPLAY_MOVE_POINTER, NULL));
  splay_match_run_computers (match);
  return !splay_game_is_over (game);
}

static int
count (const char *path, const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  int n;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  n = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return n;
}

static void
assert_same_game (SplayGame *a, SplayGame *b)
{
  const SplayRules *rules = splay_game_get_rules (a);

  g_assert_cmpuint (splay_game_get_n_actions (a), ==, splay_game_get_n_actions (b));
  splay_assert_cmpstate (rules, splay_game_get_state (a), splay_game_get_state (b));
  g_assert_cmpuint (splay_game_get_n_undos (a), ==, splay_game_get_n_undos (b));
}

static void
test_undo (gconstpointer data)
{
  const char *game_id = data;
  const SplayRules *rules = splay_rules_lookup (game_id);
  StoreFixture f;
  g_autoptr (SplayMatch) match = new_match (game_id, 3, 31);
  g_autoptr (GError) error = NULL;
  g_autofree guint8 *before = g_malloc (rules->state_size);
  SplayGame *game;
  gint64 id;
  int undos = 0, undone_rows = 0;

  store_fixture_set_up (&f, "splay-undo");
  g_assert_true (splay_store_track_match (f.store, match, &error));
  g_assert_no_error (error);
  id = splay_match_get_id (match);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);

  /* Nothing to take back before the person has moved. */
  splay_match_run_computers (match);
  g_assert_false (splay_match_can_undo (match, 0));
  g_assert_false (splay_match_can_undo (match, 1)); /* a computer's seat */

  for (int round = 0; round < 4; round++)
    {
      guint n_before, n_after;

      for (int m = 0; m < 1 + round; m++)
        if (!person_moves (match, m + round))
          break;
      if (splay_game_is_over (game))
        break;
      /* The move about to be taken back, and the position before it. */
      n_before = splay_game_get_n_actions (game);
      if (!person_moves (match, 7))
        break; /* that move ended the deal: nothing to take back */
      n_after = splay_game_get_n_actions (game);
      g_assert_cmpuint (n_after, >, n_before);
      {
        g_autoptr (SplayGame) replay
            = splay_game_new (rules, splay_game_get_settings (game), splay_game_get_seed (game));
        for (guint i = 0; i < n_before; i++)
          {
            int seat;
            SplayAction a;
            splay_game_get_action (game, i, &seat, &a);
            g_assert_true (splay_game_apply (replay, seat, a, NULL));
          }
        memcpy (before, splay_game_get_state (replay), rules->state_size);
      }

      g_assert_true (splay_match_can_undo (match, 0));
      g_assert_true (splay_match_undo (match, 0, &error));
      g_assert_no_error (error);
      undos++;
      undone_rows += (int) (n_after - n_before);
      g_assert_cmpuint (splay_game_get_n_actions (game), ==, n_before);
      splay_assert_cmpstate (rules, splay_game_get_state (game), before);
      g_assert_cmpuint (splay_game_get_n_undos (game), ==, (guint) undos);
      /* The person is to move again. */
      g_assert_true (splay_rules_seat_may_act (rules, splay_game_get_state (game), 0));

      /* The store keeps what was taken back, marked. */
      g_assert_true (splay_store_flush (f.store, &error));
      g_assert_cmpint (count (f.path, "SELECT count(*) FROM actions WHERE undone > 0"), ==,
                       undone_rows);
      g_assert_cmpint (count (f.path, "SELECT count(*) FROM actions WHERE idx >= 0"), ==,
                       (int) n_before);
      g_assert_cmpint (count (f.path, "SELECT max(undos) FROM games"), ==, undos);
      g_assert_cmpint (count (f.path, "SELECT count(*) FROM matches WHERE assisted"), ==, 1);

      /* Quit and resume: the same game. */
      {
        g_autoptr (SplayStore) again = NULL;
        g_autoptr (SplayMatch) resumed = NULL;
        g_autoptr (GError) problem = NULL;

        splay_store_untrack_match (f.store, match);
        g_clear_object (&f.store);
        again = splay_store_new (f.path, &error);
        g_assert_no_error (error);
        resumed = splay_store_load_match (again, id, &problem, &error);
        g_assert_no_error (error);
        g_assert_no_error (problem);
        assert_same_game (game, splay_match_get_current_game (resumed));
        g_clear_object (&again);
        f.store = splay_store_new (f.path, &error);
        g_assert_no_error (error);
        g_assert_true (splay_store_track_match (f.store, match, &error));
        g_assert_no_error (error);
      }
    }
  g_assert_cmpint (undos, >=, 2);

  /* Played to its end: the result the store gives back is the one played. */
  while (person_moves (match, 1))
    ;
  g_assert_true (splay_match_is_over (match));
  g_assert_false (splay_match_can_undo (match, 0));
  g_assert_true (splay_store_flush (f.store, &error));
  {
    g_autoptr (GError) problem = NULL;
    g_autoptr (SplayMatch) saved = splay_store_load_match (f.store, id, &problem, &error);

    g_assert_no_error (error);
    g_assert_no_error (problem);
    g_assert_true (splay_match_is_over (saved));
    for (int seat = 0; seat < 3; seat++)
      g_assert_cmpint (splay_match_get_total (saved, seat), ==,
                       splay_match_get_total (match, seat));
    assert_same_game (game, splay_match_get_game (saved, 0));
  }
  store_fixture_tear_down (&f);
}

/* The state and number of actions of @game, kept. */
typedef struct
{
  guint n;
  guint8 *state;
} Position;

static void
keep_position (Position *p, SplayGame *game)
{
  const SplayRules *rules = splay_game_get_rules (game);

  p->n = splay_game_get_n_actions (game);
  g_free (p->state);
  p->state = g_memdup2 (splay_game_get_state (game), rules->state_size);
}

static void
assert_at (SplayGame *game, const Position *p)
{
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, p->n);
  splay_assert_cmpstate (splay_game_get_rules (game), splay_game_get_state (game), p->state);
}

/* Redo plays a move taken back again as it was, with the computers'
 * replies, one move of the person's at a time; a move made instead, or a
 * restart, leaves nothing to redo; what was played again is saved as
 * played. */
static void
test_redo (gconstpointer data)
{
  const char *game_id = data;
  StoreFixture f;
  g_autoptr (SplayMatch) match = new_match (game_id, 3, 57);
  g_autoptr (GError) error = NULL;
  Position at[4] = { { 0 } };
  SplayGame *game;
  gint64 id;

  store_fixture_set_up (&f, "splay-redo");
  g_assert_true (splay_store_track_match (f.store, match, &error));
  id = splay_match_get_id (match);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  splay_match_run_computers (match);

  /* Three moves of the person's, each with the computers' replies. */
  for (int m = 1; m <= 3; m++)
    {
      g_assert_true (person_moves (match, m));
      keep_position (&at[m], game);
    }
  g_assert_false (splay_match_can_redo (match, 0));
  g_assert_false (splay_match_redo (match, 0, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* Two taken back, and played again one at a time. */
  g_assert_true (splay_match_undo (match, 0, NULL));
  g_assert_true (splay_match_undo (match, 0, NULL));
  assert_at (game, &at[1]);
  g_assert_true (splay_match_can_redo (match, 0));
  g_assert_false (splay_match_can_redo (match, 1)); /* a computer's seat */
  g_assert_true (splay_match_redo (match, 0, &error));
  g_assert_no_error (error);
  assert_at (game, &at[2]);
  g_assert_cmpint (splay_match_get_last_source (match), ==, SPLAY_MOVE_REDO);
  g_assert_true (splay_match_can_redo (match, 0));
  g_assert_true (splay_match_redo (match, 0, &error));
  assert_at (game, &at[3]);
  g_assert_false (splay_match_can_redo (match, 0));
  /* Taken back again after a redo: the undo counts, and redo follows. */
  g_assert_true (splay_match_undo (match, 0, NULL));
  assert_at (game, &at[2]);
  g_assert_cmpuint (splay_game_get_n_undos (game), ==, 3);
  g_assert_true (splay_match_can_redo (match, 0));

  /* What was played again is saved as played. */
  g_assert_true (splay_match_redo (match, 0, NULL));
  g_assert_true (splay_store_flush (f.store, &error));
  g_assert_cmpint (count (f.path, "SELECT count(*) FROM actions WHERE idx >= 0"), ==,
                   (int) at[3].n);
  {
    g_autoptr (SplayMatch) resumed = splay_store_load_match (f.store, id, NULL, &error);

    g_assert_no_error (error);
    assert_same_game (game, splay_match_get_current_game (resumed));
    /* Kept in memory only. */
    g_assert_false (splay_match_can_redo (resumed, 0));
  }

  /* A move made instead forgets what was taken back. */
  g_assert_true (splay_match_undo (match, 0, NULL));
  g_assert_true (splay_match_can_redo (match, 0));
  g_assert_true (person_moves (match, 5));
  g_assert_false (splay_match_can_redo (match, 0));
  /* ...and so does a restart. */
  g_assert_true (splay_match_undo (match, 0, NULL));
  g_assert_true (splay_match_restart_deal (match, NULL));
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);
  g_assert_false (splay_match_can_redo (match, 0));

  for (int m = 1; m < 4; m++)
    g_free (at[m].state);
  splay_store_untrack_match (f.store, match);
  store_fixture_tear_down (&f);
}

/* Undo is not offered where it would show one person's cards to another
 * (two people at the screen), nor in a race. */
static void
test_not_offered (void)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplaySettings settings;
  SplayPlayer *players[3]
      = { splay_player_new_human ("Ada"), splay_player_new_human ("Ben"), NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (SplayMatch) race = new_match ("spit", 2, 3);
  g_autoptr (GError) error = NULL;
  SplayAction legal[SPLAY_MAX_ACTIONS];

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 4, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_match_start_next_game (match);
  rules->legal (splay_game_get_state (splay_match_get_current_game (match)), 0, legal);
  g_assert_true (splay_match_submit (match, 0, legal[0], SPLAY_MOVE_POINTER, NULL));
  g_assert_false (splay_match_can_undo (match, 0));
  g_assert_false (splay_match_undo (match, 0, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);

  splay_match_start_next_game (race);
  g_assert_false (splay_match_can_undo (race, 0));
}

/* Restarting a deal takes back every move of it as one undo, at a table
 * of two people too; the store keeps the moves, marked, and a resumed match
 * is at the deal's start. Not in a race. */
static void
test_restart_deal (void)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplaySettings settings;
  SplayPlayer *players[3]
      = { splay_player_new_human ("Ada"), splay_player_new_human ("Ben"), NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (SplayMatch) loaded = NULL;
  g_autoptr (SplayMatch) race = new_match ("spit", 2, 3);
  g_autoptr (GError) error = NULL;
  g_autofree guint8 *dealt = g_malloc (rules->state_size);
  StoreFixture f;
  SplayGame *game;
  gint64 id;

  store_fixture_set_up (&f, "splay-restart");
  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 4, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  g_assert_true (splay_store_track_match (f.store, match, &error));
  g_assert_no_error (error);
  id = splay_match_get_id (match);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  memcpy (dealt, splay_game_get_state (game), rules->state_size);
  g_assert_false (splay_match_can_restart_deal (match));

  for (int k = 0; k < 5; k++)
    {
      SplayAction legal[SPLAY_MAX_ACTIONS];
      int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);
      int n = rules->legal (splay_game_get_state (game), seat, legal);

      g_assert_true (splay_match_submit (match, seat, legal[k % n], SPLAY_MOVE_POINTER, NULL));
    }
  g_assert_true (splay_match_can_restart_deal (match));
  g_assert_true (splay_match_restart_deal (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);
  g_assert_cmpuint (splay_game_get_n_undos (game), ==, 1);
  splay_assert_cmpstate (rules, splay_game_get_state (game), dealt);
  g_assert_false (splay_match_restart_deal (match, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_clear_error (&error);

  g_assert_true (splay_store_flush (f.store, NULL));
  g_assert_cmpint (count (f.path, "SELECT count(*) FROM actions WHERE undone > 0"), ==, 5);
  g_assert_cmpint (count (f.path, "SELECT count(*) FROM actions WHERE undone = 0"), ==, 0);
  loaded = splay_store_load_match (f.store, id, NULL, &error);
  g_assert_no_error (error);
  assert_same_game (game, splay_match_get_current_game (loaded));

  splay_match_start_next_game (race);
  g_assert_false (splay_match_can_restart_deal (race));
  splay_store_untrack_match (f.store, match);
  store_fixture_tear_down (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/undo/splatoids", "splatoids", test_undo);
  g_test_add_data_func ("/undo/spite-malice", "spite-malice", test_undo);
  g_test_add_data_func ("/undo/splito", "splito", test_undo);
  g_test_add_data_func ("/undo/redo/splatoids", "splatoids", test_redo);
  g_test_add_data_func ("/undo/redo/spite-malice", "spite-malice", test_redo);
  g_test_add_func ("/undo/not-offered", test_not_offered);
  g_test_add_func ("/undo/restart-deal", test_restart_deal);
  return g_test_run ();
}
