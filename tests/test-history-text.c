/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The text of a history entry that the history page and `splay-cli
 * history` share (splay-history-text.c): players with the computers'
 * levels, points in seat order, the game's name, when it was last played
 * (on the player's clock). LANGUAGE=C (the test environment), so the
 * words are the English ones. */
#include "config.h"

#include "store/splay-history.h"

static void
test_players_and_points (void)
{
  char *names[] = { "Anna", "Computer 2", "Björn", NULL };
  char *levels[] = { "human", "medium", "no-such-level", NULL };
  int totals[] = { 12, 7, -3 };
  SplayHistoryEntry e = {
    .id = 1,
    .game_id = "splatoids",
    .n_seats = 3,
    .names = names,
    .levels = levels,
    .totals = totals,
  };
  g_autofree char *players = splay_history_entry_players_text (&e);
  g_autofree char *points = splay_history_entry_points_text (&e);

  /* A level this version does not know shows the name alone. */
  g_assert_cmpstr (players, ==, "Anna, Computer 2 (Medium), Björn");
  g_assert_cmpstr (points, ==, "12 – 7 – -3");
}

static void
test_one_seat_and_none (void)
{
  char *names[] = { "Anna", NULL };
  char *levels[] = { "human", NULL };
  int totals[] = { 0 };
  SplayHistoryEntry e = { .n_seats = 1, .names = names, .levels = levels, .totals = totals };
  g_autofree char *players = splay_history_entry_players_text (&e);
  g_autofree char *points = splay_history_entry_points_text (&e);
  g_autofree char *no_players = NULL;
  g_autofree char *no_points = NULL;

  g_assert_cmpstr (players, ==, "Anna");
  g_assert_cmpstr (points, ==, "0");
  e.n_seats = 0;
  no_players = splay_history_entry_players_text (&e);
  no_points = splay_history_entry_points_text (&e);
  g_assert_cmpstr (no_players, ==, "");
  g_assert_cmpstr (no_points, ==, "");
}

static void
test_game_name (void)
{
  g_assert_cmpstr (splay_history_game_name ("spite-malice"), ==, "Spite and Malice");
  /* A match saved by a newer Splay with a game this one does not know. */
  g_assert_cmpstr (splay_history_game_name ("solitaire-2030"), ==, "solitaire-2030");
}

/* The database keeps moments in UTC; the history shows them on the
 * player's clock (TZ is two hours ahead of UTC here, see main ()). */
static void
test_when_local (void)
{
  g_autoptr (GDateTime) utc = g_date_time_new_utc (2026, 5, 3, 12, 5, 30);
  g_autofree char *when = splay_history_when_text (utc, NULL);
  g_autofree char *compact = splay_history_when_text (utc, "%Y-%m-%d %H:%M");
  g_autofree char *none = splay_history_when_text (NULL, NULL);

  g_assert_cmpstr (compact, ==, "2026-05-03 14:05");
  g_assert_true (g_str_has_prefix (when, "3 "));
  g_assert_true (g_str_has_suffix (when, " 2026, 14:05"));
  g_assert_cmpstr (none, ==, "");
}

int
main (int argc, char *argv[])
{
  /* A zone two hours ahead of UTC, in POSIX form (no tzdata needed),
   * before GLib first asks for the local zone. */
  g_setenv ("TZ", "SPL-2", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history-text/players-and-points", test_players_and_points);
  g_test_add_func ("/history-text/one-seat-and-none", test_one_seat_and_none);
  g_test_add_func ("/history-text/game-name", test_game_name);
  g_test_add_func ("/history-text/when-local", test_when_local);
  return g_test_run ();
}
