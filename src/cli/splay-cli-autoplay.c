/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-autoplay.c: splay-cli autoplay, a computer-only match played
 * into the database (or resumed from it) and the digest of its log. */
#include "config.h"

#include <glib/gi18n.h>
#include <signal.h>

#include "model/splay-match.h"
#include "model/splay-realtime.h"
#include "store/splay-store.h"
#include "splay-cli-autoplay.h"
#include "splay-cli-util.h"

/* Counts the actions this process committed, and with --die-after stops
 * the process dead after that many, as a crash or kill -9 would: the test
 * of resuming after a crash uses it. */
typedef struct
{
  guint committed;
  guint die_after; /* 0: never */
} AutoplayProgress;

static void
on_autoplay_action (SplayMatch *match, SplayGame *game, int seat, guint action, guint index,
                    AutoplayProgress *progress)
{
  /* The store listened first (it tracked the match before this handler was
   * connected), so the action is already committed to the database. */
  progress->committed++;
  if (progress->die_after > 0 && progress->committed >= progress->die_after)
    raise (SIGKILL);
}

/* The digest of a match's whole log: every game in order, every action with
 * its seat. Times are left out: they say when, not what. */
static char *
match_log_digest (SplayMatch *match, guint *n_actions_out)
{
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint n_actions = 0;

  for (guint g = 0; g < splay_match_get_n_games (match); g++)
    {
      SplayGame *game = splay_match_get_game (match, g);
      char line[64];

      g_snprintf (line, sizeof line, "game %u\n", g);
      g_checksum_update (checksum, (const guchar *) line, -1);
      for (guint i = 0; i < splay_game_get_n_actions (game); i++)
        {
          int seat;
          SplayAction action;

          splay_game_get_action (game, i, &seat, &action);
          g_snprintf (line, sizeof line, "%d %u\n", seat, (guint) action);
          g_checksum_update (checksum, (const guchar *) line, -1);
          n_actions++;
        }
    }
  if (n_actions_out != NULL)
    *n_actions_out = n_actions;
  return g_strdup (g_checksum_get_string (checksum));
}

/* The unfinished match of the same game, seats, seed, length and settings,
 * rebuilt from the database, or NULL if there is none. */
static SplayMatch *
find_unfinished (SplayStore *store, const SplayRules *rules, const SplaySettings *settings,
                 int n_seats, const SplayLevel *levels, guint64 seed, int target, int max_games,
                 GError **error)
{
  g_autoptr (GPtrArray) list = splay_store_list_unfinished (store, 0, NULL, error);
  g_autofree char *wanted_settings = splay_settings_to_text (rules, settings);

  if (list == NULL)
    return NULL;
  for (guint i = 0; i < list->len; i++)
    {
      SplayMatchInfo *info = g_ptr_array_index (list, i);
      g_autoptr (SplayMatch) match = NULL;
      g_autoptr (GError) problem = NULL;
      g_autoptr (GError) local = NULL;
      g_autofree char *match_settings = NULL;
      gboolean same = g_strcmp0 (info->game_id, rules->id) == 0 && info->n_seats == n_seats
                      && info->target_points == target && info->max_games == max_games;

      for (int seat = 0; same && seat < n_seats; seat++)
        same = g_strcmp0 (info->levels[seat], splay_level_to_string (levels[seat])) == 0;
      if (!same)
        continue;

      /* The list does not hold the seed: the match itself does. */
      match = splay_store_load_match (store, info->id, &problem, &local);
      if (match == NULL)
        {
          g_printerr (_("Match %lld is left out: %s\n"), (long long) info->id, local->message);
          continue;
        }
      match_settings = splay_settings_to_text (rules, splay_match_get_settings (match));
      if (splay_match_get_seed (match) != seed || g_strcmp0 (match_settings, wanted_settings) != 0)
        continue;
      if (problem != NULL)
        /* It goes on from the last good action, as the app would. */
        g_printerr ("%s\n", problem->message);
      return g_steal_pointer (&match);
    }
  return NULL;
}

/* Plays every computer move of the match to its end, at full speed. The
 * races run on a simulated clock: the match stays paused (so no real time
 * passes for it) and the clock is moved on from one computer move to the
 * next, so each move comes at the game time its reaction time says. */
static gboolean
autoplay_to_end (SplayMatch *match, GError **error)
{
  SplayRealtime *realtime = splay_match_get_realtime (match);

  while (!splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);
      guint made;

      if (game == NULL || splay_game_is_over (game))
        {
          splay_match_start_next_game (match);
          continue;
        }
      /* A minute of game time is longer than any reaction time. */
      made = realtime != NULL ? splay_realtime_advance (realtime, 60000)
                              : splay_match_run_computers (match);
      if (made == 0 && !splay_game_is_over (game))
        {
          g_set_error (error, SPLAY_RULES_ERROR, SPLAY_RULES_ERROR_INVARIANT,
                       _("Game %u stopped after %u actions: no computer player could move."),
                       splay_match_get_n_games (match), splay_game_get_n_actions (game));
          return FALSE;
        }
    }
  return TRUE;
}

static const char *
place_suffix (int place)
{
  switch (place)
    {
    case 1: return "st";
    case 2: return "nd";
    case 3: return "rd";
    default: return "th";
    }
}

static void
print_match_result (SplayMatch *match, const SplayLevel *levels)
{
  int n_seats = splay_match_get_n_seats (match);
  int winner = splay_match_get_winner (match);

  for (int seat = 0; seat < n_seats; seat++)
    {
      int total = splay_match_get_total (match, seat);
      int place = splay_match_get_place (match, seat);
      /* Machine-readable: the words are not translated. */
      g_print ("seat %d %s: %d points, %d%s\n", seat + 1, splay_level_to_string (levels[seat]),
               total, place, place_suffix (place));
    }
  if (winner >= 0)
    g_print ("winner: seat %d\n", winner + 1);
  else
    g_print ("winner: none (shared first place)\n");
}

/* How long autoplay waits for a database another program keeps locked
 * before it gives up (what it played is then lost with it). */
#define AUTOPLAY_MAX_WAIT_S 60

static void
on_autoplay_save_failed (SplayStore *store, const char *message, gpointer data)
{
  g_printerr ("splay-cli: %s\n", message);
}

static void
on_autoplay_save_recovered (SplayStore *store, gpointer data)
{
  g_printerr ("splay-cli: %s\n", _("Everything is saved again."));
}

int
splay_cli_autoplay (int argc, char **argv)
{
  g_autofree char *db_path = NULL;
  g_autofree char *seats_text = NULL;
  g_autofree char *seed_text = NULL;
  int target = 0, max_games = 0, die_after = 0;
  g_auto (GStrv) options = NULL;
  const GOptionEntry entries[]
      = { { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path,
            N_("The database to play into (default: the app’s own)"), N_("PATH") },
          { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text,
            N_("The level of the computer at each seat"), N_("LEVEL,LEVEL[,…]") },
          { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
            N_("Seed of the match (default: a random one, printed on standard error)"), N_("S") },
          { "target", 't', 0, G_OPTION_ARG_INT, &target,
            N_("Play a match to this many points (default: a single game)"), N_("POINTS") },
          { "games", 'g', 0, G_OPTION_ARG_INT, &max_games,
            N_("Play a match of this many games (deals)"), N_("N") },
          { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options,
            N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
          /* For the crash test: the process kills itself after N committed actions. */
          { "die-after", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &die_after, NULL, NULL },
          { NULL } };
  const SplayRules *rules;
  SplaySettings settings;
  SplayLevel levels[SPLAY_MAX_SEATS];
  g_auto (GStrv) words = NULL;
  g_autoptr (SplayStore) store = NULL;
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (SplayMatch) saved = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) problem = NULL;
  g_autofree char *path = NULL;
  g_autofree char *digest = NULL;
  g_autofree char *saved_digest = NULL;
  AutoplayProgress progress = { 0 };
  guint64 seed;
  guint n_actions = 0;
  int n_seats;

  if (!splay_cli_parse_command (
          _("GAME --seats LEVEL,LEVEL[,…]"),
          _("Plays a match between computer players into the database at "
             "full speed, or goes on with the unfinished one of the same "
             "game, seats and seed, and prints the result and a digest of "
             "the whole log of actions. The races (Spit, Splat) run on a "
             "simulated clock, so the same seed always gives the same match."),
          entries, 1,
          _("autoplay takes one game, for example: splay-cli autoplay "
             "splatoids --seats medium,easy --seed 1"),
          &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if ((rules = splay_cli_find_rules (argv[1])) == NULL)
    return SPLAY_CLI_EXIT_USAGE;
  if (seats_text == NULL || *seats_text == '\0')
    {
      splay_cli_usage_error ("%s", _("autoplay needs --seats with one computer level per seat, "
                                      "for example --seats medium,easy."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  words = g_strsplit (seats_text, ",", -1);
  n_seats = (int) g_strv_length (words);
  if (n_seats < rules->min_seats || n_seats > rules->max_seats)
    {
      if (rules->min_seats == rules->max_seats)
        splay_cli_usage_error (_("%s is played by %d players, but --seats names %d."),
                               _(rules->name), rules->min_seats, n_seats);
      else
        splay_cli_usage_error (_("%s is played by %d to %d players, but --seats names %d."),
                               _(rules->name), rules->min_seats, rules->max_seats, n_seats);
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (!splay_cli_check_range ("--target", target, 0, 100000)
      || !splay_cli_check_range ("--games", max_games, 0, 100000)
      || !splay_cli_check_range ("--die-after", die_after, 0, G_MAXINT))
    return SPLAY_CLI_EXIT_USAGE;
  if (!splay_cli_parse_levels (rules, seats_text, n_seats, levels)
      || !splay_cli_build_settings (
          rules, n_seats, options, target > 0 && splay_rules_option_index (rules, "matchplay") >= 0,
          &settings)
      || !splay_cli_parse_seed (seed_text, &seed))
    return SPLAY_CLI_EXIT_USAGE;
  if (seed_text == NULL)
    g_printerr (_("seed %llu\n"), (unsigned long long) seed);
  /* The races' reaction times as players meet them, whatever a test asked
   * of the app: the same seed must give the same match everywhere. */
  g_unsetenv ("SPLAY_REACTION_SCALE");
  /* As SplayMatch counts it: neither a target nor a number of games is one game. */
  if (target == 0 && max_games == 0)
    max_games = 1;

  path = db_path != NULL ? g_strdup (db_path) : splay_store_default_path ();
  store = splay_store_new (path, &error);
  if (store == NULL)
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }

  match
      = find_unfinished (store, rules, &settings, n_seats, levels, seed, target, max_games, &error);
  if (error != NULL)
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  if (match != NULL)
    {
      guint done = 0;

      for (guint g = 0; g < splay_match_get_n_games (match); g++)
        done += splay_game_get_n_actions (splay_match_get_game (match, g));
      g_printerr (_("Going on with match %lld after %u actions.\n"),
                  (long long) splay_match_get_id (match), done);
    }
  else
    {
      SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };

      for (int seat = 0; seat < n_seats; seat++)
        {
          /* Translators: the name of a computer player; %d is its seat number. */
          g_autofree char *name = g_strdup_printf (_("Computer %d"), seat + 1);
          players[seat] = splay_player_new_computer (name, levels[seat]);
        }
      match = splay_match_new (rules, &settings, seed, players, target, max_games);
      for (int seat = 0; seat < n_seats; seat++)
        g_object_unref (players[seat]);
    }

  /* Paused: no computer move waits for a main loop that never runs, and a
   * race's clock moves only when autoplay_to_end () moves it. */
  splay_match_set_paused (match, TRUE);
  /* Saving that waits for another program's lock is said at once and tried
   * again every second: nothing is lost while it waits. */
  g_signal_connect (store, "save-failed", G_CALLBACK (on_autoplay_save_failed), NULL);
  g_signal_connect (store, "save-recovered", G_CALLBACK (on_autoplay_save_recovered), NULL);
  g_signal_connect (store, "save-refused", G_CALLBACK (on_autoplay_save_failed), NULL);
  for (int waited = 0; !splay_store_track_match (store, match, &error); waited++)
    {
      if (!g_error_matches (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_BUSY)
          || waited == AUTOPLAY_MAX_WAIT_S)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      if (waited == 0)
        g_printerr ("splay-cli: %s\n", _("Another program is writing to the database; "
                                          "waiting for it to finish."));
      g_clear_error (&error);
      g_usleep (G_USEC_PER_SEC);
    }
  progress.die_after = (guint) die_after;
  g_signal_connect (match, "action-applied", G_CALLBACK (on_autoplay_action), &progress);

  if (!autoplay_to_end (match, &error))
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  for (int waited = 0; !splay_store_flush (store, &error); waited++)
    {
      if (waited == AUTOPLAY_MAX_WAIT_S)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
      g_clear_error (&error);
      g_usleep (G_USEC_PER_SEC);
    }
  g_signal_handlers_disconnect_by_data (match, &progress);

  /* The digest is of what the database holds, rebuilt as a resume would
   * rebuild it; it must be the log that was played. */
  saved = splay_store_load_match (store, splay_match_get_id (match), &problem, &error);
  if (saved == NULL || problem != NULL)
    {
      g_printerr ("splay-cli: %s\n", (error ? error : problem)->message);
      return SPLAY_CLI_EXIT_FAILED;
    }
  digest = match_log_digest (match, &n_actions);
  saved_digest = match_log_digest (saved, NULL);
  if (!g_str_equal (digest, saved_digest))
    {
      g_printerr ("%s\n", _("splay-cli: the saved log of the match differs from the one played."));
      return SPLAY_CLI_EXIT_FAILED;
    }

  g_print ("%s seed %llu: %u games, %u actions\n", rules->id, (unsigned long long) seed,
           splay_match_get_n_games (saved), n_actions);
  print_match_result (saved, levels);
  g_print ("log sha256 %s\n", digest);
  return SPLAY_CLI_EXIT_OK;
}
