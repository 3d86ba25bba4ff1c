/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The real-time control of Spit and Splat (splay-realtime.h): reaction
 * times per level drawn from the seed, computers that act after them and
 * look again when the table changes, Ready at once, the clock stopped by a
 * pause, whole games between computers, determinism, and saving with the
 * game time and resuming paused at the saved point. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "engine/spit.h"
#include "engine/splat.h"
#include "model/splay-realtime.h"
#include "store/splay-store.h"
/* Only the loader of the shared helpers is used here. */
#pragma GCC diagnostic ignored "-Wunused-function"
#include "speed-test-util.h"

static SplayMatch *
new_match (const SplayRules *rules, guint64 seed, int a, SplayLevel b)
{
  SplaySettings settings;
  g_autoptr (SplayPlayer) p0 = a < 0 ? splay_player_new_human ("Ada")
                                     : splay_player_new_computer ("Bot A", (SplayLevel) a);
  g_autoptr (SplayPlayer) p1 = splay_player_new_computer ("Bot B", b);
  SplayPlayer *players[] = { p0, p1 };

  splay_settings_defaults (rules, 2, &settings);
  return splay_match_new (rules, &settings, seed, players, 0, 1);
}

static void
test_reaction_ranges (void)
{
  guint lo, hi, prev_lo = G_MAXUINT;

  for (SplayLevel level = SPLAY_LEVEL_EASY; level <= SPLAY_LEVEL_EXPERT; level++)
    {
      guint seen_lo = G_MAXUINT, seen_hi = 0;
      splay_realtime_reaction_range (level, &lo, &hi);
      g_assert_cmpuint (lo, <, hi);
      /* Each level is quicker than the one before. */
      g_assert_cmpuint (lo, <, prev_lo);
      prev_lo = lo;
      for (guint n = 0; n < 2000; n++)
        {
          guint ms = splay_realtime_reaction_ms (7, 0, n, 1, level);
          g_assert_cmpuint (ms, >=, lo);
          g_assert_cmpuint (ms, <=, hi);
          /* From the seed, not the clock. */
          g_assert_cmpuint (ms, ==, splay_realtime_reaction_ms (7, 0, n, 1, level));
          seen_lo = MIN (seen_lo, ms);
          seen_hi = MAX (seen_hi, ms);
        }
      /* The whole range is used. */
      g_assert_cmpuint (seen_lo, <, lo + (hi - lo) / 10);
      g_assert_cmpuint (seen_hi, >, hi - (hi - lo) / 10);
    }
  splay_realtime_reaction_range (SPLAY_LEVEL_EASY, &lo, &hi);
  g_assert_cmpuint (lo, ==, 3000);
  g_assert_cmpuint (hi, ==, 5000);
  splay_realtime_reaction_range (SPLAY_LEVEL_EXPERT, &lo, &hi);
  g_assert_cmpuint (lo, ==, 800);
  g_assert_cmpuint (hi, ==, 1800);
}

/* The computer's choices, from positions in the notation. */
static SplayAction
bot_choice (const SpeedState *s, int seat, SplayLevel level)
{
  SplayAction action;

  g_assert_true (splay_ai_choose (&spit_rules, s, seat, level, 99, &action));
  return action;
}

static void
assert_choice (const SpeedState *s, int seat, const char *expected)
{
  g_autofree char *text = NULL;

  for (SplayLevel level = SPLAY_LEVEL_MEDIUM; level <= SPLAY_LEVEL_EXPERT; level++)
    {
      g_free (text);
      text = spit_rules.action_to_text (s, seat, bot_choice (s, seat, level));
      g_assert_cmpstr (text, ==, expected);
    }
}

#define PLAY "spit seats=2 phase=play round=1 started=1 "

static void
test_bot_choices (void)
{
  SpeedState s;

  /* Nothing fits the piles: stacking the seven that lies on face-down
   * cards uncovers one (the other way round uncovers nothing). */
  speed_test_load (&spit_rules, &s,
                   PLAY "c0=/7h,2c/8c,3c4c/7s,5c6c7c/9d,8d9cTcJc/Kd d0=REST "
                        "c1=/Ah,/,/,/,/ d1=- pL=2h pR=5h");
  assert_choice (&s, 0, "stack 3 1");
  /* A card that fits goes down. */
  assert_choice (&s, 1, "play 1 L");

  /* The card that uncovers a face-down one first. */
  speed_test_load (&spit_rules, &s,
                   PLAY "c0=/9s,2c/8c,/,/,/ d0=REST "
                        "c1=/Kh,/,/,/,/ d1=- pL=7h pR=5h");
  assert_choice (&s, 0, "play 2 L");

  /* A face-down top is turned; with nothing at all to do, Ready. */
  speed_test_load (&spit_rules, &s,
                   PLAY "c0=/Jc,2c/,/,/,/ d0=REST "
                        "c1=/Kh,/,/,/,/ d1=- pL=7h pR=5h");
  assert_choice (&s, 0, "turn 2");
  assert_choice (&s, 1, "ready");

  /* At the end of the round: the smaller pile. */
  speed_test_load (&spit_rules, &s,
                   PLAY "c0=/9s,/,/,/,/ d0=AsKs c1=/2d,3d/Qd,/,/,/ d1=REST "
                        "pL=6h7h8h pR=4c5c6c");
  g_assert_true (spit_rules.apply (&s, 0, speed_play (0, 0), NULL));
  g_assert_cmpint (s.phase, ==, SPEED_PHASE_CLAIM);
  assert_choice (&s, 0, "claim R");
  assert_choice (&s, 1, "claim R");
}

static void
test_levels_offered (void)
{
  for (SplayLevel level = SPLAY_LEVEL_EASY; level <= SPLAY_LEVEL_EXPERT; level++)
    {
      g_assert_true (splay_ai_level_available (&spit_rules, level));
      g_assert_true (splay_ai_level_available (&splat_rules, level));
    }
}

/* A computer waits its reaction time: nothing happens before the earliest
 * planned move, and it happens when the clock gets there. */
static void
test_computer_waits (void)
{
  g_autoptr (SplayMatch) match = new_match (&spit_rules, 11, -1, SPLAY_LEVEL_MEDIUM);
  SplayRealtime *rt = splay_match_get_realtime (match);
  SplayGame *game;
  SplayAction action;
  gint64 due;
  guint lo, hi;

  g_assert_nonnull (rt);
  splay_match_set_paused (match, TRUE); /* the test moves the clock itself */
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  g_assert_false (splay_realtime_get_running (rt));
  g_assert_cmpint (splay_realtime_get_time_ms (rt), ==, 0);

  /* Until the first cards are turned every seat must get ready. */
  while (splay_game_get_n_actions (game) == 0)
    {
      g_assert_true (splay_realtime_get_plan (rt, 1, &action, &due));
      if (SPEED_ACTION_KIND (action) == SPEED_READY)
        g_assert_cmpint (due, ==, splay_realtime_get_time_ms (rt));
      splay_realtime_advance (rt, 100);
    }

  /* The person says Ready as soon as allowed; then the cards are turned. */
  for (int i = 0; i < 50 && !((const SpeedState *) splay_game_get_state (game))->started; i++)
    {
      SplayAction legal[SPLAY_MAX_ACTIONS];
      int n = spit_rules.legal (splay_game_get_state (game), 0, legal);
      if (n > 0)
        g_assert_true (splay_match_apply (match, 0, legal[n - 1], NULL));
      splay_realtime_advance (rt, 100);
    }
  g_assert_true (((const SpeedState *) splay_game_get_state (game))->started);

  splay_realtime_reaction_range (SPLAY_LEVEL_MEDIUM, &lo, &hi);
  if (splay_realtime_get_plan (rt, 1, &action, &due) && SPEED_ACTION_KIND (action) != SPEED_READY)
    {
      gint64 now = splay_realtime_get_time_ms (rt);
      guint n = splay_game_get_n_actions (game);

      g_assert_cmpint (due - now, >=, 0);
      g_assert_cmpint (due - now, <=, hi);
      if (due - now > 1)
        {
          splay_realtime_advance (rt, due - now - 1);
          g_assert_cmpuint (splay_game_get_n_actions (game), ==, n);
        }
      splay_realtime_advance (rt, 1);
      g_assert_cmpuint (splay_game_get_n_actions (game), >, n);
    }
}

/* A pause stops the clock and the computers. */
static void
test_pause_stops_clock (void)
{
  g_autoptr (SplayMatch) match = new_match (&spit_rules, 3, -1, SPLAY_LEVEL_EXPERT);
  SplayRealtime *rt = splay_match_get_realtime (match);
  gint64 t;

  splay_match_start_next_game (match);
  g_assert_true (splay_realtime_get_running (rt));
  g_usleep (20000);
  t = splay_realtime_get_time_ms (rt);
  g_assert_cmpint (t, >=, 20);
  splay_match_set_paused (match, TRUE);
  g_assert_false (splay_realtime_get_running (rt));
  t = splay_realtime_get_time_ms (rt);
  g_usleep (30000);
  g_assert_cmpint (splay_realtime_get_time_ms (rt), ==, t);
  splay_match_set_paused (match, FALSE);
  g_assert_true (splay_realtime_get_running (rt));
  g_usleep (10000);
  g_assert_cmpint (splay_realtime_get_time_ms (rt), >=, t + 10);
}

/* Two computers play a whole game on the clock; the same seed gives the
 * same game move for move. */
static void
play_out (const SplayRules *rules, guint64 seed, SplayLevel a, SplayLevel b, GArray *log,
          gint64 *time_out)
{
  g_autoptr (SplayMatch) match = new_match (rules, seed, a, b);
  SplayRealtime *rt = splay_match_get_realtime (match);
  SplayGame *game;
  int guard = 0;

  splay_match_set_paused (match, TRUE);
  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  while (!splay_game_is_over (game) && guard++ < 200000)
    {
      g_autoptr (GError) error = NULL;
      splay_realtime_advance (rt, 250);
      g_assert_true (rules->check (splay_game_get_state (game), &error));
      g_assert_no_error (error);
    }
  g_assert_true (splay_game_is_over (game));
  g_assert_false (splay_realtime_get_running (rt));
  for (guint i = 0; i < splay_game_get_n_actions (game); i++)
    {
      int seat;
      SplayAction action;
      splay_game_get_action (game, i, &seat, &action);
      g_array_append_val (log, action);
    }
  *time_out = splay_realtime_get_time_ms (rt);
}

static void
test_computers_play_whole_game (gconstpointer data)
{
  const SplayRules *rules = data;

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr (GArray) one = g_array_new (FALSE, FALSE, sizeof (SplayAction));
      g_autoptr (GArray) two = g_array_new (FALSE, FALSE, sizeof (SplayAction));
      gint64 t1, t2;

      play_out (rules, seed, SPLAY_LEVEL_EXPERT, SPLAY_LEVEL_EASY, one, &t1);
      play_out (rules, seed, SPLAY_LEVEL_EXPERT, SPLAY_LEVEL_EASY, two, &t2);
      g_test_message ("seed %u: %u actions, %lld ms", (guint) seed, one->len, (long long) t1);
      g_assert_cmpuint (one->len, >, 10);
      g_assert_cmpuint (one->len, ==, two->len);
      g_assert_cmpmem (one->data, one->len * sizeof (SplayAction), two->data,
                       two->len * sizeof (SplayAction));
      g_assert_cmpint (t1, ==, t2);
    }
}

/* Each action is saved with the game time; a resumed race starts paused at
 * the saved point and goes on from there. */
static void
test_save_and_resume (void)
{
  g_autofree char *dir = g_dir_make_tmp ("splay-rt-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "t.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) problem = NULL;
  gint64 id, saved_time;
  guint n;

  {
    g_autoptr (SplayStore) store = splay_store_new (path, &error);
    g_autoptr (SplayMatch) match = new_match (&spit_rules, 5, -1, SPLAY_LEVEL_HARD);
    SplayRealtime *rt = splay_match_get_realtime (match);
    SplayGame *game;

    g_assert_no_error (error);
    g_assert_true (splay_store_track_match (store, match, &error));
    g_assert_no_error (error);
    splay_match_set_paused (match, TRUE);
    splay_match_start_next_game (match);
    game = splay_match_get_current_game (match);
    /* Well past the first moves, at game times no wall clock gives. */
    for (int i = 0; i < 40; i++)
      {
        SplayAction legal[SPLAY_MAX_ACTIONS];
        if (spit_rules.legal (splay_game_get_state (game), 0, legal) > 0)
          splay_match_apply (match, 0, legal[0], NULL);
        splay_realtime_advance (rt, 700);
      }
    g_assert_false (splay_game_is_over (game));
    n = splay_game_get_n_actions (game);
    g_assert_cmpuint (n, >, 5);
    saved_time = splay_realtime_get_time_ms (rt);
    g_assert_cmpint (saved_time, >=, 40 * 700);
    /* The last action happened at or before the clock's time now. */
    id = splay_match_get_id (match);
    g_assert_true (splay_store_flush (store, &error));
    splay_store_untrack_match (store, match);
  }
  {
    g_autoptr (SplayStore) store = splay_store_new (path, &error);
    g_autoptr (SplayMatch) match = splay_store_load_match (store, id, &problem, &error);
    SplayRealtime *rt;
    gint64 t;

    g_assert_no_error (error);
    g_assert_no_error (problem);
    g_assert_nonnull (match);
    rt = splay_match_get_realtime (match);
    g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (match)), ==, n);
    g_assert_true (splay_match_get_paused (match));
    splay_match_start_next_game (match); /* as the window does */
    g_assert_false (splay_realtime_get_running (rt));
    t = splay_realtime_get_time_ms (rt);
    /* The time of the last saved action: in the last 700 ms before saving. */
    g_assert_cmpint (t, <=, saved_time);
    g_assert_cmpint (t, >, saved_time - 1500);
    g_usleep (20000);
    g_assert_cmpint (splay_realtime_get_time_ms (rt), ==, t);
    splay_match_set_paused (match, FALSE);
    g_assert_true (splay_realtime_get_running (rt));
    splay_match_set_paused (match, TRUE);
  }
  g_remove (path);
  {
    g_autofree char *wal = g_strconcat (path, "-wal", NULL);
    g_autofree char *shm = g_strconcat (path, "-shm", NULL);
    g_remove (wal);
    g_remove (shm);
  }
  g_rmdir (dir);
}

/* A person who says Ready the moment the round allows it, before the first
 * cards are turned, and who plays as soon as she can: the computer must
 * follow, so the cards are turned and the game goes on to its end. Each
 * seed, with the person at either seat, is played on the game clock; a
 * minute of game time without a move is a stuck game. */
static void
test_ready_before_start (gconstpointer data)
{
  const SplayRules *rules = data;

  for (guint64 seed = 1; seed <= 30; seed++)
    for (int person = 0; person < 2; person++)
      {
        SplaySettings settings;
        g_autoptr (SplayPlayer) human = splay_player_new_human ("Ada");
        g_autoptr (SplayPlayer) bot = splay_player_new_computer ("Bot", SPLAY_LEVEL_EASY);
        SplayPlayer *players[2];
        g_autoptr (SplayMatch) match = NULL;
        SplayRealtime *rt;
        SplayGame *game;
        const SpeedState *s;
        guint last_n = 0;
        int idle = 0;

        players[person] = human;
        players[1 - person] = bot;
        splay_settings_defaults (rules, 2, &settings);
        match = splay_match_new (rules, &settings, seed, players, 0, 1);
        rt = splay_match_get_realtime (match);
        splay_match_set_paused (match, TRUE);
        splay_match_start_next_game (match);
        game = splay_match_get_current_game (match);
        s = splay_game_get_state (game);
        while (!splay_game_is_over (game))
          {
            SplayAction legal[SPLAY_MAX_ACTIONS];
            int n = rules->legal (s, person, legal);

            /* Ready when allowed; else what there is to do. */
            for (int i = 0; i < n; i++)
              if (SPEED_ACTION_KIND (legal[i]) == SPEED_READY)
                legal[0] = legal[i];
            if (n > 0)
              g_assert_true (splay_match_apply (match, person, legal[0], NULL));
            splay_realtime_advance (rt, 100);
            if (splay_game_get_n_actions (game) != last_n)
              {
                last_n = splay_game_get_n_actions (game);
                idle = 0;
              }
            else if (++idle > 600)
              {
                g_autofree char *text = rules->state_to_text (s);
                g_error ("seed %u, person at seat %d: nothing happens: %s", (guint) seed, person,
                         text);
              }
          }
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/realtime/reaction-ranges", test_reaction_ranges);
  g_test_add_func ("/realtime/levels-offered", test_levels_offered);
  g_test_add_func ("/realtime/bot-choices", test_bot_choices);
  g_test_add_func ("/realtime/computer-waits", test_computer_waits);
  g_test_add_func ("/realtime/pause-stops-clock", test_pause_stops_clock);
  g_test_add_data_func ("/realtime/whole-game/spit", &spit_rules, test_computers_play_whole_game);
  g_test_add_data_func ("/realtime/whole-game/splat", &splat_rules, test_computers_play_whole_game);
  g_test_add_func ("/realtime/save-and-resume", test_save_and_resume);
  g_test_add_data_func ("/realtime/ready-before-start/spit", &spit_rules, test_ready_before_start);
  g_test_add_data_func ("/realtime/ready-before-start/splat", &splat_rules,
                        test_ready_before_start);
  return g_test_run ();
}
