/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The model's two seams for boards and, later, network play: what a seat may
 * see is one function of the match (splay_match_get_view), and every move
 * reaches the match by one path (splay_match_submit), whoever makes it. */
#include "config.h"

#include <string.h>

#include "engine/splito.h"
#include "model/splay-match.h"
#include "model/splay-realtime.h"
#include "nim-rules.h"

static SplayMatch *
nim_match (gboolean computer, int first)
{
  SplaySettings settings;
  g_autoptr (SplayPlayer) a = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) b = computer ? splay_player_new_computer ("Robot", SPLAY_LEVEL_RANDOM)
                                       : splay_player_new_human ("Bo");
  SplayPlayer *players[] = { a, b };

  splay_settings_defaults (&nim_rules, 2, &settings);
  settings.values[0] = 10;
  settings.values[1] = first;
  return splay_match_new (&nim_rules, &settings, 77, players, 5, 0);
}

static void
test_view_of_a_match (void)
{
  g_autoptr (SplayMatch) match = nim_match (FALSE, 0);
  g_autoptr (SplayView) before = NULL;
  g_autoptr (SplayView) view = NULL;
  g_autoptr (SplayView) spectator = NULL;
  g_autoptr (SplayView) other = NULL;
  NimState truth;

  /* Before the first game: the seats, no state. */
  before = splay_match_get_view (match, 0);
  g_assert_null (splay_view_get_state (before));
  g_assert_cmpint (splay_view_get_n_seats (before), ==, 2);
  g_assert_cmpstr (splay_view_get_name (before, 1), ==, "Bo");
  g_assert_false (splay_view_may_act (before));
  g_clear_pointer (&before, splay_view_unref);

  splay_match_start_next_game (match);
  before = splay_match_get_view (match, 0);
  g_assert_true (splay_view_may_act (before));
  g_assert_null (splay_view_get_last_text (before));
  g_assert_cmpint (splay_view_get_last_seat (before), ==, -1);
  g_assert_false (splay_view_get_last_action (before, NULL, NULL));
  g_assert_cmpint (splay_view_get_n_legal (before), ==, 3);

  g_assert_true (splay_match_submit (match, 0, 2, SPLAY_MOVE_POINTER, NULL));
  memcpy (&truth, splay_game_get_state (splay_match_get_current_game (match)), sizeof truth);

  view = splay_match_get_view (match, 1);
  g_assert_true (splay_view_get_rules (view) == &nim_rules);
  g_assert_cmpint (splay_view_get_seat (view), ==, 1);
  g_assert_cmpuint (splay_view_get_game_index (view), ==, 0);
  g_assert_cmpuint (splay_view_get_n_games (view), ==, 1);
  g_assert_cmpmem (splay_view_get_state (view), sizeof truth, &truth, sizeof truth);
  g_assert_cmpuint (splay_view_get_actors (view), ==, 1u << 1);
  g_assert_cmpint (splay_view_get_first_actor (view), ==, 1);
  g_assert_true (splay_view_may_act (view));
  g_assert_cmpuint (splay_view_get_n_actions (view), ==, 1);
  g_assert_false (splay_view_is_over (view));
  g_assert_null (splay_view_get_result (view));
  g_assert_cmpint (splay_view_get_n_humans (view), ==, 2);
  g_assert_true (splay_view_seat_is_human (view, 0));
  g_assert_cmpstr (splay_view_get_names (view)[0], ==, "Ada");
  g_assert_null (splay_view_get_names (view)[2]);
  g_assert_cmpint (splay_view_get_target_points (view), ==, 5);
  g_assert_cmpint (splay_view_get_total (view, 0), ==, 0);
  /* A turn-based move is public: the other seat knows it. */
  {
    int seat;
    SplayAction action;

    g_assert_true (splay_view_get_last_action (view, &seat, &action));
    g_assert_cmpint (seat, ==, 0);
    g_assert_cmpuint (action, ==, 2);
  }
  g_assert_cmpint (splay_view_get_n_legal (view), ==, 3);
  g_assert_true (splay_view_is_legal (view, 3));
  g_assert_false (splay_view_is_legal (view, 4));
  g_assert_false (splay_view_get_hint (view, NULL));

  /* A spectator, or a seat that may not act, has no moves to make. */
  spectator = splay_match_get_view (match, -1);
  g_assert_cmpint (splay_view_get_n_legal (spectator), ==, 0);
  g_assert_false (splay_view_may_act (spectator));
  other = splay_match_get_view (match, 0);
  g_assert_cmpint (splay_view_get_n_legal (other), ==, 0);

  /* A snapshot: the views taken before do not follow the game. */
  g_assert_true (splay_match_submit (match, 1, 1, SPLAY_MOVE_KEYBOARD, NULL));
  g_assert_cmpuint (splay_view_get_n_actions (view), ==, 1);
  g_assert_cmpuint (splay_view_get_n_actions (before), ==, 0);
  g_assert_cmpmem (splay_view_get_state (view), sizeof truth, &truth, sizeof truth);
}

static void
test_view_at_the_end (void)
{
  g_autoptr (SplayMatch) match = nim_match (FALSE, 0);
  g_autoptr (SplayView) view = NULL;
  SplayGame *game;

  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);
  while (!splay_game_is_over (game))
    {
      int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);
      g_assert_true (splay_match_submit (match, seat, 1, SPLAY_MOVE_POINTER, NULL));
    }
  view = splay_match_get_view (match, 0);
  g_assert_true (splay_view_is_over (view));
  g_assert_nonnull (splay_view_get_result (view));
  g_assert_cmpint (splay_view_get_actors (view), ==, 0);
  g_assert_false (splay_view_may_act (view));
  g_assert_cmpint (splay_view_get_n_legal (view), ==, 0);
  for (int s = 0; s < 2; s++)
    g_assert_cmpint (splay_view_get_total (view, s), ==, splay_match_get_total (match, s));
  g_assert_cmpint (splay_view_get_total (view, 0) + splay_view_get_total (view, 1), >, 0);
}

/* In Splito the seats choose at once and a choice stays hidden until all
 * have chosen: the view knows the move only once it may. */
static void
test_view_hides_a_choice (void)
{
  const SplayRules *rules = &splito_rules;
  SplaySettings settings;
  g_autoptr (SplayPlayer) a = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) b = splay_player_new_human ("Bo");
  SplayPlayer *players[] = { a, b };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (SplayView) mine = NULL;
  g_autoptr (SplayView) theirs = NULL;
  g_autoptr (SplayView) after = NULL;
  const SplitoState *view;
  SplayAction action;
  int seat;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 5, players, 0, 0);
  splay_match_start_next_game (match);

  mine = splay_match_get_view (match, 0);
  g_assert_true (
      splay_match_submit (match, 0, splay_view_get_legal (mine)[0], SPLAY_MOVE_POINTER, NULL));
  g_clear_pointer (&mine, splay_view_unref);

  mine = splay_match_get_view (match, 0);
  theirs = splay_match_get_view (match, 1);
  g_assert_true (splay_view_get_last_action (mine, &seat, &action));
  g_assert_cmpint (seat, ==, 0);
  g_assert_false (splay_view_get_last_action (theirs, &seat, &action));
  g_assert_cmpint (splay_view_get_last_seat (theirs), ==, 0);
  g_assert_nonnull (splay_view_get_last_text (theirs));
  view = splay_view_get_state (theirs);
  g_assert_cmpuint (view->choice_card[0], ==, SPLAY_CARD_UNKNOWN);

  /* The last choice of the round turns every card over: it is known. */
  g_assert_true (
      splay_match_submit (match, 1, splay_view_get_legal (theirs)[0], SPLAY_MOVE_POINTER, NULL));
  after = splay_match_get_view (match, 0);
  g_assert_true (splay_view_get_last_action (after, &seat, &action));
  g_assert_cmpint (seat, ==, 1);
}

typedef struct
{
  SplayMatch *match;
  int n;
  SplayMoveSource sources[64];
  int seats[64];
} Seen;

static void
on_applied (SplayMatch *match, SplayGame *game, int seat, guint action, guint index, Seen *seen)
{
  g_assert_cmpint (seen->n, <, 64);
  seen->sources[seen->n] = splay_match_get_last_source (match);
  seen->seats[seen->n++] = seat;
}

/* A person's input moves only a person's seat, a computer only its own, and
 * every move is told with where it came from. */
static void
test_submit (void)
{
  g_autoptr (SplayMatch) match = nim_match (TRUE, 0);
  g_autoptr (GError) error = NULL;
  Seen seen = { 0 };
  SplayGame *game;

  g_signal_connect (match, "action-applied", G_CALLBACK (on_applied), &seen);
  g_assert_false (splay_match_submit (match, 0, 1, SPLAY_MOVE_POINTER, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_OVER);
  g_clear_error (&error);

  splay_match_start_next_game (match);
  game = splay_match_get_current_game (match);

  /* Refusals change nothing and say why. */
  g_assert_false (splay_match_submit (match, 1, 1, SPLAY_MOVE_POINTER, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN);
  g_assert_cmpstr (error->message, ==, "Robot is played by the computer.");
  g_clear_error (&error);
  g_assert_false (splay_match_submit (match, 0, 1, SPLAY_MOVE_COMPUTER, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_false (splay_match_submit (match, 0, 7, SPLAY_MOVE_KEYBOARD, &error));
  g_assert_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "take 1 to 3 stones");
  g_clear_error (&error);
  g_assert_cmpuint (splay_game_get_n_actions (game), ==, 0);
  g_assert_cmpint (seen.n, ==, 0);

  /* The person's move, then the computer's own, through the same path. */
  g_assert_true (splay_match_submit (match, 0, 1, SPLAY_MOVE_KEYBOARD, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (splay_match_run_computers (match), ==, 1);
  g_assert_cmpint (seen.n, ==, 2);
  g_assert_cmpint (seen.sources[0], ==, SPLAY_MOVE_KEYBOARD);
  g_assert_cmpint (seen.seats[1], ==, 1);
  g_assert_cmpint (seen.sources[1], ==, SPLAY_MOVE_COMPUTER);

  /* Tests and tools may move any seat. */
  g_assert_true (splay_match_apply (match, 0, 1, NULL));
  g_assert_cmpint (seen.sources[2], ==, SPLAY_MOVE_TEST);
  g_assert_true (splay_match_submit (match, 1, 1, SPLAY_MOVE_TEST, NULL));
  g_assert_cmpint (splay_match_get_last_source (match), ==, SPLAY_MOVE_TEST);
}

/* A race's computers move on the clock, through the same path. */
static void
test_race_computers_submit (void)
{
  const SplayRules *rules = splay_rules_lookup ("spit");
  SplaySettings settings;
  g_autoptr (SplayPlayer) a = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) b = splay_player_new_computer ("Robot", SPLAY_LEVEL_EXPERT);
  SplayPlayer *players[] = { a, b };
  g_autoptr (SplayMatch) match = NULL;
  Seen seen = { 0 };

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 9, players, 0, 0);
  g_signal_connect (match, "action-applied", G_CALLBACK (on_applied), &seen);
  splay_match_start_next_game (match);
  g_assert_cmpuint (splay_realtime_advance (splay_match_get_realtime (match), 20000), >, 0);
  g_assert_cmpint (seen.n, >, 0);
  for (int i = 0; i < seen.n; i++)
    {
      g_assert_cmpint (seen.seats[i], ==, 1);
      g_assert_cmpint (seen.sources[i], ==, SPLAY_MOVE_COMPUTER);
    }
  g_signal_handlers_disconnect_by_data (match, &seen);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-view/view", test_view_of_a_match);
  g_test_add_func ("/match-view/view-at-the-end", test_view_at_the_end);
  g_test_add_func ("/match-view/view-hides-a-choice", test_view_hides_a_choice);
  g_test_add_func ("/match-view/submit", test_submit);
  g_test_add_func ("/match-view/race-computers-submit", test_race_computers_submit);
  return g_test_run ();
}
