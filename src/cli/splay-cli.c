/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli: the engine and the computer players without a window.
 *
 * Every command works through the rules table only, so a game is usable here
 * the moment its rules are registered in the catalog.
 *
 * Exit status: 0 success; 1 the game said no (an action refused, a broken
 * rule invariant found by simulate, a game that never ended); 2 the command
 * line was wrong (unknown command, game or option, bad value, unreadable
 * position). Scripts and tests rely on these numbers.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/catalog.h"
#include "engine/rules.h"
#include "engine/speed-core.h"
#include "model/splay-match.h"
#include "model/splay-realtime.h"
#include "store/splay-store.h"
#include "splay-cli-stats.h"
#include "splay-cli-history.h"
#include "splay-cli-util.h"

enum {
  EXIT_OK = SPLAY_CLI_EXIT_OK,
  EXIT_REFUSED = SPLAY_CLI_EXIT_FAILED,
  EXIT_USAGE = SPLAY_CLI_EXIT_USAGE,
};

/* A game between random players takes a few hundred (Splatoids) to a few
 * thousand (the races) actions; one still going after this many is stuck in
 * a loop the rules should have ended (the stalemate rule, for one). Random
 * players in two-deck Spit play 12,500 actions a game on average, and one
 * game in a few thousand runs past 100,000 (seed 27, game 2708: a long game,
 * not an endless one), so the limit is a million. */
#define DEFAULT_MAX_ACTIONS 1000000

typedef struct {
  const char *name;
  const char *parameters; /* after "splay-cli NAME" in the usage line */
  const char *summary;    /* N_()-marked */
  int (*run) (int argc, char **argv);
} Command;

static const SplayRules *
find_rules (const char *id)
{
  g_autoptr (GError) error = NULL;
  const SplayRules *rules = splay_rules_find (id, &error);

  if (rules == NULL)
    splay_cli_usage_error ("%s", error->message);
  return rules;
}

static gboolean
parse_seed (const char *text, uint64_t *out)
{
  guint64 v;

  if (text == NULL)
    {
      /* No seed asked for: pick one, and say which, so a run can be repeated. */
      *out = ((uint64_t) g_random_int () << 32) | g_random_int ();
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &v, NULL))
    {
      splay_cli_usage_error (_("The seed must be a whole number from 0 to %llu, not “%s”."),
                   (unsigned long long) G_MAXUINT64, text);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

/* After a bad --option or seat count: what the game does take. */
static void
print_game_settings (const SplayRules *rules)
{
  g_printerr (_("%s takes --players %d to %d and these options:\n"),
              _(rules->name), rules->min_seats, rules->max_seats);
  for (int i = 0; i < rules->n_options; i++)
    {
      const SplayOption *o = &rules->options[i];
      g_printerr ("  %s=%d..%d (%s %d)  %s\n", o->key, o->min, o->max,
                  /* Translators: as in "(default 0)" after a range of values. */
                  _("default"), o->def, o->label ? _(o->label) : "");
    }
}

/* Builds validated settings from --players, --option key=value and
 * --matchplay. Bool options also take true/false, yes/no, on/off. */
static gboolean
build_settings (const SplayRules *rules, int players,
                char **options, gboolean matchplay, SplaySettings *out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, "seats=%d", players > 0 ? players : rules->default_seats);
  if (matchplay)
    {
      if (splay_rules_option_index (rules, "matchplay") < 0)
        {
          splay_cli_usage_error (_("%s has no matchplay."), _(rules->name));
          return FALSE;
        }
      g_string_append (text, " matchplay=1");
    }
  for (int i = 0; options != NULL && options[i] != NULL; i++)
    {
      const char *opt = options[i];
      const char *eq = strchr (opt, '=');
      g_autofree char *key = NULL;
      const char *value;

      if (eq == NULL || eq == opt || strpbrk (opt, " \t\n") != NULL)
        {
          splay_cli_usage_error (_("“%s” is not an option setting: write --option key=value."), opt);
          return FALSE;
        }
      key = g_strndup (opt, (gsize) (eq - opt));
      value = eq + 1;
      if (g_ascii_strcasecmp (value, "true") == 0 || g_ascii_strcasecmp (value, "yes") == 0
          || g_ascii_strcasecmp (value, "on") == 0)
        value = "1";
      else if (g_ascii_strcasecmp (value, "false") == 0 || g_ascii_strcasecmp (value, "no") == 0
               || g_ascii_strcasecmp (value, "off") == 0)
        value = "0";
      g_string_append_printf (text, " %s=%s", key, value);
    }
  if (!splay_settings_from_text (rules, text->str, out, &error))
    {
      splay_cli_usage_error ("%s", error->message);
      print_game_settings (rules);
      return FALSE;
    }
  return TRUE;
}

/* Reads a position given on the command line, and checks it holds together
 * (every card once), so the other commands never work on a broken state. */
static void *
read_position (const SplayRules *rules, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree void *state = g_malloc0 (rules->state_size);

  if (!rules->state_from_text (state, text, &error)
      || !rules->check (state, &error))
    {
      /* Translators: %s is the reason the position cannot be read. */
      splay_cli_usage_error (_("Cannot read the position: %s"), error->message);
      return NULL;
    }
  return g_steal_pointer (&state);
}

/* --- games ------------------------------------------------------------- */

static int
cmd_games (int argc, char **argv)
{
  const GOptionEntry entries[] = { { NULL } };

  if (!splay_cli_parse_options ("", _("Lists the games of Splay and whether each can be played."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc > 1)
    {
      splay_cli_usage_error ("%s", _("games takes no arguments."));
      return EXIT_USAGE;
    }
  /* The words are not translated: scripts read this list. */
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    g_print ("%s\t%s\n", splay_catalog[i].id,
             splay_catalog[i].rules != NULL ? "available" : "not available yet");
  return EXIT_OK;
}

/* --- deal -------------------------------------------------------------- */

static int
cmd_deal (int argc, char **argv)
{
  int players = 0;
  g_autofree char *seed_text = NULL;
  g_auto (GStrv) options = NULL;
  gboolean matchplay = FALSE;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (default: the game’s usual number)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the deal (default: a random one, printed on standard error)"), N_("S") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options, N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
    { "matchplay", 'm', 0, G_OPTION_ARG_NONE, &matchplay, N_("Same as --option matchplay=1"), NULL },
    { NULL }
  };
  const SplayRules *rules;
  SplaySettings settings;
  uint64_t seed;
  g_autofree void *state = NULL;
  g_autofree char *text = NULL;

  if (!splay_cli_parse_options (_("GAME"), _("Prints the position a new game starts from."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      splay_cli_usage_error ("%s", _("deal takes one game, for example: splay-cli deal splatoids --players 3 --seed 1"));
      return EXIT_USAGE;
    }
  if ((rules = find_rules (argv[1])) == NULL
      || !build_settings (rules, players, options, matchplay, &settings)
      || !parse_seed (seed_text, &seed))
    return EXIT_USAGE;
  if (seed_text == NULL)
    g_printerr (_("seed %llu\n"), (unsigned long long) seed);

  state = g_malloc0 (rules->state_size);
  rules->init (state, &settings, seed);
  text = rules->state_to_text (state);
  g_print ("%s\n", text);
  return EXIT_OK;
}

/* --- moves ------------------------------------------------------------- */

static int
cmd_moves (int argc, char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  const SplayRules *rules;
  g_autofree void *state = NULL;
  g_autofree SplayAction *actions = g_new (SplayAction, SPLAY_MAX_ACTIONS);
  uint32_t actors;
  gboolean several;

  if (!splay_cli_parse_options (_("GAME POSITION"),
                      _("Lists the legal actions of the seats that may act, one per line "
                        "(as SEAT:ACTION when several seats may act)."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 3)
    {
      splay_cli_usage_error ("%s", _("moves takes a game and a position in quotes."));
      return EXIT_USAGE;
    }
  if ((rules = find_rules (argv[1])) == NULL
      || (state = read_position (rules, argv[2])) == NULL)
    return EXIT_USAGE;

  actors = rules->actors (state);
  several = (actors & (actors - 1)) != 0;
  for (int seat = 0; seat < SPLAY_MAX_SEATS; seat++)
    {
      int n;

      if (!(actors & (1u << seat)))
        continue;
      n = rules->legal (state, seat, actions);
      for (int i = 0; i < n; i++)
        {
          g_autofree char *text = rules->action_to_text (state, seat, actions[i]);
          if (several)
            g_print ("%d:%s\n", seat, text);
          else
            g_print ("%s\n", text);
        }
    }
  if (actors == 0)
    g_printerr (_("The game is over: nobody may act.\n"));
  return EXIT_OK;
}

/* --- apply ------------------------------------------------------------- */

static int
cmd_apply (int argc, char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  const SplayRules *rules;
  g_autofree void *state = NULL;
  g_autofree char *text = NULL;

  if (!splay_cli_parse_options (_("GAME POSITION ACTION…"),
                      _("Applies the actions in order and prints the position they lead to. "
                        "Write an action as ACTION, or as SEAT:ACTION when several seats may act."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 4)
    {
      splay_cli_usage_error ("%s", _("apply takes a game, a position in quotes and at least one action."));
      return EXIT_USAGE;
    }
  if ((rules = find_rules (argv[1])) == NULL
      || (state = read_position (rules, argv[2])) == NULL)
    return EXIT_USAGE;

  for (int i = 3; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      SplayAction action;
      int seat;

      if (!splay_rules_parse_seat_action (rules, state, argv[i], &seat, &action, &error)
          || !rules->apply (state, seat, action, &error))
        {
          /* Translators: the first %s is the action as typed, the second the rule it breaks. */
          g_printerr (_("Refused: “%s”: %s\n"), argv[i], error->message);
          return EXIT_REFUSED;
        }
      if (!rules->check (state, &error))
        {
          g_printerr (_("The rules broke their own invariant after “%s”: %s\n"), argv[i], error->message);
          return EXIT_REFUSED;
        }
    }
  text = rules->state_to_text (state);
  g_print ("%s\n", text);
  return EXIT_OK;
}

/* --- simulate ---------------------------------------------------------- */

typedef struct {
  guint64 games, actions, draws;
  guint64 wins[SPLAY_MAX_SEATS];
  guint64 places[SPLAY_MAX_SEATS][SPLAY_MAX_SEATS]; /* [seat][place - 1] */
  gint64  points[SPLAY_MAX_SEATS];
} SimTotals;

static gboolean
parse_levels (const SplayRules *rules, const char *text, int n_seats, SplayLevel *levels)
{
  g_auto (GStrv) words = g_strsplit (text, ",", -1);
  guint n = g_strv_length (words);

  if (n != 1 && n != (guint) n_seats)
    {
      splay_cli_usage_error (_("--ai takes one level for every seat or one for each of the %d seats, not %u."),
                   n_seats, n);
      return FALSE;
    }
  for (int seat = 0; seat < n_seats; seat++)
    {
      const char *word = words[n == 1 ? 0 : seat];
      SplayLevel level;

      /* "heuristic" is what the foundation issue calls the medium player. */
      if (g_str_equal (word, "heuristic"))
        level = SPLAY_LEVEL_MEDIUM;
      else if (!splay_level_from_string (word, &level))
        {
          splay_cli_usage_error (_("There is no computer level called “%s” (try random, easy, medium, hard or expert)."), word);
          return FALSE;
        }
      if (!splay_ai_level_available (rules, level))
        {
          splay_cli_usage_error (_("%s has no computer player of level “%s” yet."),
                       _(rules->name), word);
          return FALSE;
        }
      levels[seat] = level;
    }
  return TRUE;
}

static void
report_failure (const SplayRules *rules, uint64_t game_seed, guint64 game,
                guint64 action_no, const void *state, const char *what)
{
  g_autofree char *text = rules->state_to_text (state);

  g_printerr (_("Game %llu (seed %llu), action %llu: %s\n"),
              (unsigned long long) game, (unsigned long long) game_seed,
              (unsigned long long) action_no, what);
  g_printerr (_("Position: %s\n"), text);
}

/* Races without a clock: each computer seat that may act chooses a move and
 * makes it after its level's reaction time (drawn as the app draws it), and
 * the move that falls due first is made first; a move that no longer fits
 * when the table changed is chosen again from then on. So a faster level
 * wins races as it would in the app, and no seat is favoured by its
 * number. */
typedef struct {
  gboolean    has_plan[SPLAY_MAX_SEATS];
  SplayAction plan[SPLAY_MAX_SEATS];
  gint64      due[SPLAY_MAX_SEATS];
  gint64      now;
} RaceClock;

static gboolean
action_is_legal (const SplayRules *rules, const void *state, int seat, SplayAction action)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n = rules->legal (state, seat, legal);

  for (int i = 0; i < n; i++)
    if (legal[i] == action)
      return TRUE;
  return FALSE;
}

/* The seat whose move falls due first (ties drawn from @order), with its
 * move in *@action; -1 if no seat found a move. */
static int
race_next (RaceClock *clock, const SplayRules *rules, const void *state, const SplayLevel *levels,
           uint64_t game_seed, guint64 n_actions, SplayRng *order, SplayAction *action)
{
  uint32_t actors = rules->actors (state);
  int best = -1, ties = 0;

  for (int seat = 0; seat < SPLAY_MAX_SEATS; seat++)
    {
      if (!(actors & (1u << seat)))
        {
          clock->has_plan[seat] = FALSE;
          continue;
        }
      if (!clock->has_plan[seat] || !action_is_legal (rules, state, seat, clock->plan[seat]))
        {
          if (!splay_ai_choose (rules, state, seat, levels[seat],
                                splay_seed_mix (game_seed, n_actions + 1, (uint64_t) seat), &clock->plan[seat]))
            {
              clock->has_plan[seat] = FALSE;
              continue;
            }
          clock->has_plan[seat] = TRUE;
          clock->due[seat] = clock->now;
          /* Saying Ready takes no thought, as in the app. */
          if (SPEED_ACTION_KIND (clock->plan[seat]) != SPEED_READY)
            clock->due[seat] += splay_realtime_reaction_ms (game_seed, 0, (guint) n_actions, seat, levels[seat]);
        }
      if (best < 0 || clock->due[seat] < clock->due[best])
        {
          best = seat;
          ties = 1;
        }
      else if (clock->due[seat] == clock->due[best] && splay_rng_below (order, (uint32_t) ++ties) == 0)
        best = seat;
    }
  if (best >= 0)
    {
      clock->now = clock->due[best];
      clock->has_plan[best] = FALSE;
      *action = clock->plan[best];
    }
  return best;
}

/* Plays one computer-only game to its end. Among several seats that may act
 * at once, races go by reaction time (see RaceClock); otherwise
 * (simultaneous choices) the next to act is drawn at random, which gives
 * every ordering a chance.
 *
 * A game is a function of its seed, so nothing is kept for reporting a
 * failure: when a check fails after action n, the game is played again
 * with @stop_before = n - 1 to get the position before it (into @state, and
 * then simulate_one returns FALSE at once); G_MAXUINT64 plays to the end. */
static gboolean
simulate_one (const SplayRules *rules, const SplaySettings *settings,
              const SplayLevel *levels, uint64_t game_seed, guint64 game,
              guint64 max_actions, guint64 stop_before, void *state, void *before,
              SimTotals *totals)
{
  SplayRng order;
  guint64 n = 0;
  SplayResult result;
  RaceClock clock = { { FALSE } };

  rules->init (state, settings, game_seed);
  splay_rng_init (&order, splay_seed_mix (game_seed, 0, 1));
  {
    g_autoptr (GError) error = NULL;
    if (!rules->check (state, &error))
      {
        report_failure (rules, game_seed, game, 0, state, error->message);
        return FALSE;
      }
  }

  while (!rules->is_over (state))
    {
      g_autoptr (GError) error = NULL;
      uint32_t actors = rules->actors (state);
      int n_actors = __builtin_popcount (actors);
      int pick, seat = -1;
      SplayAction action;

      if (n >= max_actions)
        {
          g_autofree char *msg = g_strdup_printf (_("the game was still going after %llu actions"),
                                                  (unsigned long long) n);
          report_failure (rules, game_seed, game, n, state, msg);
          return FALSE;
        }
      if (n_actors == 0)
        {
          report_failure (rules, game_seed, game, n, state, _("the game is not over but nobody may act"));
          return FALSE;
        }
      if (rules->realtime)
        seat = race_next (&clock, rules, state, levels, game_seed, n, &order, &action);
      else
        {
          pick = n_actors == 1 ? 0 : (int) splay_rng_below (&order, (uint32_t) n_actors);
          for (int s = 0; s < SPLAY_MAX_SEATS; s++)
            if ((actors & (1u << s)) && pick-- == 0)
              {
                seat = s;
                break;
              }
          if (!splay_ai_choose (rules, state, seat, levels[seat],
                                splay_seed_mix (game_seed, n + 1, (uint64_t) seat), &action))
            seat = -1;
        }
      if (seat < 0)
        {
          report_failure (rules, game_seed, game, n + 1, state, _("the computer player found no action"));
          return FALSE;
        }
      if (n == stop_before)
        return FALSE;
      /* A refused action leaves the state as it was (rules.h). */
      if (!rules->apply (state, seat, action, &error))
        {
          g_autofree char *act = rules->action_to_text (state, seat, action);
          g_autofree char *msg = g_strdup_printf (_("the rules refused the computer’s action %d:%s: %s"),
                                                  seat, act, error->message);
          report_failure (rules, game_seed, game, n + 1, state, msg);
          return FALSE;
        }
      n++;
      if (!rules->check (state, &error))
        {
          g_autofree char *act = NULL;
          g_autofree char *msg = NULL;

          simulate_one (rules, settings, levels, game_seed, game, max_actions, n - 1,
                        before, NULL, NULL);
          act = rules->action_to_text (before, seat, action);
          msg = g_strdup_printf (_("after %d:%s: %s"), seat, act, error->message);
          report_failure (rules, game_seed, game, n, state, msg);
          return FALSE;
        }
    }

  rules->result (state, &result);
  totals->games++;
  totals->actions += n;
  if (result.drawn)
    totals->draws++;
  for (int s = 0; s < settings->n_seats; s++)
    {
      if (!result.drawn && result.place[s] == 1)
        totals->wins[s]++;
      if (!result.drawn && result.place[s] >= 1 && result.place[s] <= settings->n_seats)
        totals->places[s][result.place[s] - 1]++;
      totals->points[s] += result.points[s];
    }
  return TRUE;
}

static void
print_totals (const SplaySettings *settings, const SimTotals *t, double seconds)
{
  int n_seats = settings->n_seats;

  /* Translators: column headings of the simulation table; keep them short. */
  g_print ("%-6s %8s", _("seat"), _("wins"));
  for (int p = 1; p <= n_seats; p++)
    {
      /* Translators: heading of the column counting games finished in place %d. */
      g_autofree char *head = g_strdup_printf (_("place %d"), p);
      g_print (" %8s", head);
    }
  g_print (" %8s\n", _("points"));
  for (int s = 0; s < n_seats; s++)
    {
      g_print ("%-6d %8" G_GUINT64_FORMAT, s, t->wins[s]);
      for (int p = 0; p < n_seats; p++)
        g_print (" %8" G_GUINT64_FORMAT, t->places[s][p]);
      g_print (" %8" G_GINT64_FORMAT "\n", t->points[s]);
    }
  g_print (_("draws: %llu\n"), (unsigned long long) t->draws);
  g_print (_("average actions per game: %.1f\n"),
           t->games ? (double) t->actions / (double) t->games : 0.0);
  g_print (_("time: %.3f s, %.1f games/s, %.0f actions/s (rules checked after every action)\n"),
           seconds,
           seconds > 0 ? (double) t->games / seconds : 0.0,
           seconds > 0 ? (double) t->actions / seconds : 0.0);
}

static int
cmd_simulate (int argc, char **argv)
{
  int players = 0, games = 100, max_actions = DEFAULT_MAX_ACTIONS;
  g_autofree char *seed_text = NULL, *ai_option = NULL;
  const char *ai_text;
  g_auto (GStrv) options = NULL;
  gboolean matchplay = FALSE;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (default: the game’s usual number)"), N_("N") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Number of games to play (default: 100)"), N_("K") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the whole run (default: a random one, printed)"), N_("S") },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_option,
      N_("Computer level for every seat, or one per seat separated by commas: random, easy, medium, hard, expert (default: random)"), N_("LEVEL[,LEVEL…]") },
    { "matchplay", 'm', 0, G_OPTION_ARG_NONE, &matchplay, N_("Play on for points after the first player finishes (--option matchplay=1)"), NULL },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options, N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
    { "max-actions", 0, 0, G_OPTION_ARG_INT, &max_actions, N_("Stop with an error when a game goes on longer than this (default: 1000000)"), N_("N") },
    { NULL }
  };
  const SplayRules *rules;
  SplaySettings settings;
  SplayLevel levels[SPLAY_MAX_SEATS];
  uint64_t seed;
  g_autofree void *state = NULL;
  g_autofree void *before = NULL;
  SimTotals totals = { 0 };
  gint64 start;
  double seconds;

  if (!splay_cli_parse_options (_("GAME"),
                      _("Plays computer-only games at full speed, checks the rules’ invariants "
                        "(card conservation) after every action and prints the results. "
                        "Exits 1 on the first violation, with the seed and the position."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      splay_cli_usage_error ("%s", _("simulate takes one game, for example: splay-cli simulate splatoids --players 3 --games 1000"));
      return EXIT_USAGE;
    }
  if (!splay_cli_check_range ("--games", games, 1, 100000000)
      || !splay_cli_check_range ("--max-actions", max_actions, 1, 1000000000))
    return EXIT_USAGE;
  ai_text = ai_option != NULL ? ai_option : "random";
  if ((rules = find_rules (argv[1])) == NULL
      || !build_settings (rules, players, options, matchplay, &settings)
      || !parse_seed (seed_text, &seed)
      || !parse_levels (rules, ai_text, settings.n_seats, levels))
    return EXIT_USAGE;

  {
    g_autofree char *settings_text = splay_settings_to_text (rules, &settings);
    g_print (_("%s: %d games, %s, seed %llu, computer players %s\n"),
             rules->id, games, settings_text, (unsigned long long) seed, ai_text);
  }

  state = g_malloc0 (rules->state_size);
  before = g_malloc0 (rules->state_size);
  start = g_get_monotonic_time ();
  for (int g = 0; g < games; g++)
    if (!simulate_one (rules, &settings, levels, splay_seed_mix (seed, (uint64_t) g, 0),
                       (guint64) g, (guint64) max_actions, G_MAXUINT64, state, before, &totals))
      return EXIT_REFUSED;
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  print_totals (&settings, &totals, seconds);
  return EXIT_OK;
}

/* --- tournament ---------------------------------------------------------- */

/* Wilson score interval (95 %) for @successes out of @n, where a success
 * may be fractional (a shared first place, a draw). */
static void
wilson (double successes, double n, double *lo, double *hi)
{
  const double z = 1.959963984540054;
  double p, centre, half;

  if (n <= 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = successes / n;
  centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  half = z * sqrt (p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

typedef struct {
  double  credit;    /* wins; a first place shared by k seats or a draw counts 1/k */
  double  points;
  guint64 decisions;
  double  seconds;   /* spent in splay_ai_choose */
} EntryTotals;

typedef struct {
  const SplayRules  *rules;
  const SplaySettings *settings;
  const SplayLevel  *levels;  /* per entry of --seats */
  int                n_seats;
  uint64_t           seed;
  int                n_deals;
  gint               next_deal;   /* atomic */
  gint               failed;      /* atomic */
  EntryTotals       *per_game;    /* [deal * n_seats + rotation][entry] */
} Tournament;

/* Plays deal @deal with entry e at seat (e + rotation) % n_seats. */
static gboolean
tournament_game (Tournament *t, int deal, int rotation, EntryTotals *totals)
{
  const SplayRules *rules = t->rules;
  uint64_t deal_seed = splay_seed_mix (t->seed, (uint64_t) deal, 0);
  uint64_t game_seed = splay_seed_mix (deal_seed, (uint64_t) rotation, 1);
  g_autofree void *state = g_malloc0 (rules->state_size);
  int entry_at[SPLAY_MAX_SEATS];
  SplayRng order;
  SplayResult result;
  guint64 n = 0;
  int firsts = 0;

  for (int e = 0; e < t->n_seats; e++)
    entry_at[(e + rotation) % t->n_seats] = e;
  /* The same cards for every rotation: only who sits where changes. */
  rules->init (state, t->settings, deal_seed);
  splay_rng_init (&order, splay_seed_mix (game_seed, 0, 1));
  while (!rules->is_over (state))
    {
      uint32_t actors = rules->actors (state);
      int n_actors = __builtin_popcount (actors);
      int pick, seat = -1, e;
      SplayAction action;
      gint64 start;

      if (n_actors == 0 || n >= DEFAULT_MAX_ACTIONS)
        return FALSE;
      pick = n_actors == 1 ? 0 : (int) splay_rng_below (&order, (uint32_t) n_actors);
      for (int s = 0; s < SPLAY_MAX_SEATS; s++)
        if ((actors & (1u << s)) && pick-- == 0)
          {
            seat = s;
            break;
          }
      e = entry_at[seat];
      start = g_get_monotonic_time ();
      if (!splay_ai_choose (rules, state, seat, t->levels[e],
                            splay_seed_mix (game_seed, n + 1, (uint64_t) seat), &action))
        return FALSE;
      totals[e].seconds += (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
      totals[e].decisions++;
      if (!rules->apply (state, seat, action, NULL))
        return FALSE;
      n++;
    }
  rules->result (state, &result);
  for (int s = 0; s < t->n_seats; s++)
    firsts += result.place[s] == 1;
  for (int s = 0; s < t->n_seats; s++)
    {
      int e = entry_at[s];
      if (result.drawn)
        totals[e].credit += 1.0 / t->n_seats;
      else if (result.place[s] == 1)
        totals[e].credit += 1.0 / MAX (1, firsts);
      totals[e].points += result.points[s];
    }
  return TRUE;
}

static gpointer
tournament_worker (gpointer data)
{
  Tournament *t = data;
  int deal;

  while ((deal = g_atomic_int_add (&t->next_deal, 1)) < t->n_deals)
    for (int r = 0; r < t->n_seats; r++)
      if (!g_atomic_int_get (&t->failed)
          && !tournament_game (t, deal, r, &t->per_game[((gsize) deal * t->n_seats + r) * t->n_seats]))
        g_atomic_int_set (&t->failed, deal + 1);
  return NULL;
}

static int
cmd_tournament (int argc, char **argv)
{
  int players = 0, games = 100, jobs = 1;
  g_autofree char *seed_text = NULL, *seats_text = NULL;
  const char *interval;
  g_auto (GStrv) options = NULL;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (default: one per level in --seats)"), N_("N") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Number of games, rounded up to whole sets of rotations (default: 100)"), N_("K") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text, N_("Computer level of each seat, separated by commas: random, easy, medium, hard, expert"), N_("LEVEL,LEVEL[,…]") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the whole tournament (default: a random one, printed)"), N_("S") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options, N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs, N_("Games played at once on separate threads (default: 1)"), N_("J") },
    { NULL }
  };
  const SplayRules *rules;
  SplaySettings settings;
  SplayLevel levels[SPLAY_MAX_SEATS];
  Tournament t = { 0 };
  EntryTotals totals[SPLAY_MAX_SEATS] = { { 0 } };
  g_autofree EntryTotals *per_game = NULL;
  g_autofree GThread **threads = NULL;
  g_auto (GStrv) words = NULL;
  uint64_t seed;
  int n_games;
  gint64 start;

  if (!splay_cli_parse_options (_("GAME"),
                      /* xgettext:no-c-format */
                      _("Plays computer levels against each other on mirrored deals: every deal "
                        "is played once in each rotation of the seats, so the luck of the cards "
                        "evens out. Prints each level’s win rate with a 95 % confidence interval "
                        "and its average time per decision."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      splay_cli_usage_error ("%s", _("tournament takes one game, for example: splay-cli tournament splatoids --seats hard,medium --games 100"));
      return EXIT_USAGE;
    }
  if ((rules = find_rules (argv[1])) == NULL)
    return EXIT_USAGE;
  if (rules->realtime)
    {
      /* In a race the levels differ only in how fast they react, and a
       * tournament plays without a clock: it would compare equals. */
      splay_cli_usage_error (_("%s is a race: its computer levels differ only in reaction time, which a tournament without a clock cannot compare."),
                   _(rules->name));
      return EXIT_USAGE;
    }
  if (seats_text == NULL)
    {
      splay_cli_usage_error ("%s", _("tournament needs --seats with one computer level per seat, for example --seats hard,medium."));
      return EXIT_USAGE;
    }
  words = g_strsplit (seats_text, ",", -1);
  if (players == 0)
    players = (int) g_strv_length (words);
  /* Each game keeps a line of totals per seat: a million games is about
   * 100 MB, which is as far as a tournament needs to go. */
  if (!splay_cli_check_range ("--games", games, 1, 1000000)
      || !splay_cli_check_range ("--jobs", jobs, 1, 64))
    return EXIT_USAGE;
  if (g_strv_length (words) != (guint) players)
    {
      splay_cli_usage_error (_("--seats names %u levels but there are %d players: give one level per seat."),
                   g_strv_length (words), players);
      return EXIT_USAGE;
    }
  if (!build_settings (rules, players, options, FALSE, &settings)
      || !parse_seed (seed_text, &seed)
      || !parse_levels (rules, seats_text, settings.n_seats, levels))
    return EXIT_USAGE;

  t.rules = rules;
  t.settings = &settings;
  t.levels = levels;
  t.n_seats = settings.n_seats;
  t.seed = seed;
  t.n_deals = (games + t.n_seats - 1) / t.n_seats;
  n_games = t.n_deals * t.n_seats;
  per_game = g_new0 (EntryTotals, (gsize) n_games * t.n_seats);
  t.per_game = per_game;

  {
    g_autofree char *settings_text = splay_settings_to_text (rules, &settings);
    g_print (_("%s: %d games (%d deals, each in %d seat rotations), %s, seed %llu, seats %s\n"),
             rules->id, n_games, t.n_deals, t.n_seats, settings_text,
             (unsigned long long) seed, seats_text);
  }

  start = g_get_monotonic_time ();
  threads = g_new0 (GThread *, (gsize) jobs);
  for (int j = 1; j < jobs; j++)
    threads[j] = g_thread_new ("splay-tournament", tournament_worker, &t);
  tournament_worker (&t);
  for (int j = 1; j < jobs; j++)
    g_thread_join (threads[j]);
  if (t.failed)
    {
      g_printerr (_("Deal %d of the tournament did not play to its end.\n"), t.failed - 1);
      return EXIT_REFUSED;
    }

  /* Summed in deal order, so the figures never depend on the threads. */
  for (int g = 0; g < n_games; g++)
    for (int e = 0; e < t.n_seats; e++)
      {
        EntryTotals *src = &per_game[(gsize) g * t.n_seats + e];
        totals[e].credit += src->credit;
        totals[e].points += src->points;
        totals[e].decisions += src->decisions;
        totals[e].seconds += src->seconds;
      }

  /* Translators: column heading of the tournament table; keep it short.
   * xgettext:no-c-format */
  interval = _("95% interval");
  /* Translators: column headings of the tournament table; keep them short. */
  g_print ("%-8s %8s %9s %17s %10s %11s\n", _("level"), _("games"), _("win rate"),
           interval, _("points"), _("ms/decision"));
  /* One line per level; a level on several seats has their games summed. */
  for (int e = 0; e < t.n_seats; e++)
    {
      EntryTotals sum = { 0 };
      double lo, hi, n = 0;
      gboolean first = TRUE;

      for (int f = 0; f < e; f++)
        if (levels[f] == levels[e])
          first = FALSE;
      if (!first)
        continue;
      for (int f = e; f < t.n_seats; f++)
        if (levels[f] == levels[e])
          {
            sum.credit += totals[f].credit;
            sum.points += totals[f].points;
            sum.decisions += totals[f].decisions;
            sum.seconds += totals[f].seconds;
            n += n_games;
          }
      wilson (sum.credit, n, &lo, &hi);
      g_print ("%-8s %8.0f %8.1f%% %7.1f%% – %5.1f%% %10.2f %11.2f\n",
               splay_level_to_string (levels[e]), n, 100.0 * sum.credit / n,
               100.0 * lo, 100.0 * hi, sum.points / n,
               sum.decisions ? 1000.0 * sum.seconds / sum.decisions : 0.0);
    }
  g_print (_("time: %.1f s\n"), (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  return EXIT_OK;
}

/* --- bench --------------------------------------------------------------- */

static int
cmd_bench (int argc, char **argv)
{
  int players = 0, positions = 20;
  g_autofree char *seed_option = NULL;
  const char *seed_text;
  g_auto (GStrv) options = NULL;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (default: the game’s usual number)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_option, N_("Seed of the deals (default: 1)"), N_("S") },
    { "positions", 0, 0, G_OPTION_ARG_INT, &positions, N_("Positions the hard level decides in (default: 20)"), N_("N") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options, N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
    { NULL }
  };
  const SplayRules *rules;
  SplaySettings settings;
  SplayIsmctsParams params;
  const SplayAiPolicy *policy;
  gboolean ismcts;
  g_autofree void *state = NULL;
  SplayAction legal[SPLAY_MAX_ACTIONS];
  uint64_t seed;
  guint64 moves = 0, n_games = 0;
  gint64 start;
  double seconds;
  SplayRng rng;

  if (!splay_cli_parse_options (_("GAME"),
                      _("Measures the speed of the rules and of the search: moves per second of "
                        "random play, games per second, search iterations per second on one "
                        "core, and how long the hard and expert levels take to decide."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      splay_cli_usage_error ("%s", _("bench takes one game, for example: splay-cli bench splatoids"));
      return EXIT_USAGE;
    }
  if (!splay_cli_check_range ("--positions", positions, 1, 10000))
    return EXIT_USAGE;
  seed_text = seed_option != NULL ? seed_option : "1";
  if ((rules = find_rules (argv[1])) == NULL
      || !build_settings (rules, players, options, FALSE, &settings)
      || !parse_seed (seed_text, &seed))
    return EXIT_USAGE;

  state = g_malloc0 (rules->state_size);
  splay_rng_init (&rng, seed);

  /* Random play, as the search's playouts see the rules: no checks. */
  start = g_get_monotonic_time ();
  do
    {
      rules->init (state, &settings, splay_rng_next (&rng));
      for (guint64 m = 0; m < DEFAULT_MAX_ACTIONS && !rules->is_over (state); m++)
        {
          uint32_t actors = rules->actors (state);
          int seat = g_bit_nth_lsf (actors, -1);
          int n = rules->legal (state, seat, legal);

          rules->apply (state, seat, legal[splay_rng_below (&rng, (uint32_t) n)], NULL);
          moves++;
        }
      n_games++;
    }
  while (g_get_monotonic_time () - start < G_USEC_PER_SEC);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  g_print (_("random play: %.0f moves/s, %.1f games/s (%llu games)\n"),
           (double) moves / seconds, (double) n_games / seconds, (unsigned long long) n_games);

  /* The medium level (the heuristic, what the playouts of the others are
   * built on), on positions from games between medium players: how its
   * cost per decision grows with the number of players. */
  {
    double total_us = 0;
    int done = 0;

    for (int p = 0; done < 200 * positions && p < 1000 * positions; p++)
      {
        uint64_t deal = splay_seed_mix (seed, (uint64_t) p, 11);
        SplayAction a;

        rules->init (state, &settings, deal);
        for (guint64 m = 0; !rules->is_over (state) && m < 2000; m++)
          {
            int seat = g_bit_nth_lsf (rules->actors (state), -1);
            gint64 t0;

            if (rules->legal (state, seat, legal) >= 2)
              {
                t0 = g_get_monotonic_time ();
                for (int r = 0; r < 20; r++)
                  splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM, splay_seed_mix (deal, m, 2), &a);
                total_us += (double) (g_get_monotonic_time () - t0) / 20.0;
                done++;
              }
            else
              splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM, splay_seed_mix (deal, m, 2), &a);
            rules->apply (state, seat, a, NULL);
          }
      }
    if (done > 0)
      g_print (_("medium decision: %.2f µs on average (%d decisions)\n"), total_us / done, done);
  }

  /* Spite and Malice's levels search in their own way, not with ISMCTS:
   * their decisions are timed, there are no iterations to count. */
  ismcts = splay_ai_search_params (rules, SPLAY_LEVEL_HARD, &params, NULL);
  policy = splay_ai_policy_lookup (rules->id);
  if (!ismcts && (policy == NULL || policy->search == NULL))
    {
      g_print (_("%s has no search level.\n"), _(rules->name));
      return EXIT_OK;
    }

  /* The hard level on positions from games between medium players, at
   * every stage of the game. */
  for (int level = SPLAY_LEVEL_HARD; level <= SPLAY_LEVEL_EXPERT; level++)
    {
      g_autoptr (SplayIsmcts) search = ismcts ? splay_ismcts_new (rules, params.max_iterations + 2) : NULL;
      double total_ms = 0, max_ms = 0, search_ms = 0;
      guint64 iterations = 0;
      int done = 0;

      for (int p = 0; done < positions; p++)
        {
          uint64_t deal = splay_seed_mix (seed, (uint64_t) p, 7);
          guint64 stop = splay_seed_mix (deal, 1, 1) % 60;
          SplayAction a;
          gint64 t0;
          double ms;
          int seat;

          rules->init (state, &settings, deal);
          for (guint64 m = 0; m < stop && !rules->is_over (state); m++)
            {
              seat = g_bit_nth_lsf (rules->actors (state), -1);
              splay_ai_choose (rules, state, seat, SPLAY_LEVEL_MEDIUM, splay_seed_mix (deal, m, 2), &a);
              rules->apply (state, seat, a, NULL);
            }
          if (rules->is_over (state))
            continue;
          seat = g_bit_nth_lsf (rules->actors (state), -1);
          if (rules->legal (state, seat, legal) < 2)
            continue; /* nothing to decide */

          t0 = g_get_monotonic_time ();
          splay_ai_choose (rules, state, seat, (SplayLevel) level, deal, &a);
          ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
          total_ms += ms;
          max_ms = MAX (max_ms, ms);
          if (level == SPLAY_LEVEL_HARD && ismcts)
            {
              SplayIsmctsStats stats;

              splay_ismcts_choose (search, state, seat, &params, deal, &a, &stats);
              iterations += stats.iterations;
              search_ms += stats.elapsed_ms;
            }
          done++;
        }
      if (level == SPLAY_LEVEL_HARD && ismcts && params.max_playout > 0)
        g_print (_("search: %.0f iterations/s on one core (%u iterations per hard decision, playouts cut after %u moves)\n"),
                 search_ms > 0 ? 1000.0 * (double) iterations / search_ms : 0.0,
                 params.max_iterations, params.max_playout);
      else if (level == SPLAY_LEVEL_HARD && ismcts)
        g_print (_("search: %.0f iterations/s on one core (%u iterations per hard decision, playouts to the end)\n"),
                 search_ms > 0 ? 1000.0 * (double) iterations / search_ms : 0.0,
                 params.max_iterations);
      g_print (_("%s decision: %.1f ms on average, %.1f ms at most (%d positions)\n"),
               splay_level_to_string ((SplayLevel) level), total_ms / done, max_ms, done);
    }
  return EXIT_OK;
}

/* --- autoplay ------------------------------------------------------------ */

/* Counts the actions this process committed, and with --die-after stops
 * the process dead after that many, as a crash or kill -9 would: the test
 * of resuming after a crash uses it. */
typedef struct {
  guint committed;
  guint die_after; /* 0: never */
} AutoplayProgress;

static void
on_autoplay_action (SplayMatch *match, SplayGame *game, int seat, guint action,
                    guint index, AutoplayProgress *progress)
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
                 int n_seats, const SplayLevel *levels, guint64 seed, int target,
                 int max_games, GError **error)
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
      gboolean same = g_strcmp0 (info->game_id, rules->id) == 0
                      && info->n_seats == n_seats
                      && info->target_points == target
                      && info->max_games == max_games;

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

static int
cmd_autoplay (int argc, char **argv)
{
  g_autofree char *db_path = NULL;
  g_autofree char *seats_text = NULL;
  g_autofree char *seed_text = NULL;
  int target = 0, max_games = 0, die_after = 0;
  g_auto (GStrv) options = NULL;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, N_("The database to play into (default: the app’s own)"), N_("PATH") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text, N_("The level of the computer at each seat"), N_("LEVEL,LEVEL[,…]") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the match (default: a random one, printed on standard error)"), N_("S") },
    { "target", 't', 0, G_OPTION_ARG_INT, &target, N_("Play a match to this many points (default: a single game)"), N_("POINTS") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &max_games, N_("Play a match of this many games (deals)"), N_("N") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options, N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
    /* For the crash test: the process kills itself after N committed actions. */
    { "die-after", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &die_after, NULL, NULL },
    { NULL }
  };
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

  if (!splay_cli_parse_options (_("GAME --seats LEVEL,LEVEL[,…]"),
                      _("Plays a match between computer players into the database at full "
                        "speed, or goes on with the unfinished one of the same game, seats "
                        "and seed, and prints the result and a digest of the whole log of "
                        "actions. The races (Spit, Splat) run on a simulated clock, so the "
                        "same seed always gives the same match."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    {
      splay_cli_usage_error ("%s", _("autoplay takes one game, for example: splay-cli autoplay splatoids --seats medium,easy --seed 1"));
      return EXIT_USAGE;
    }
  if ((rules = find_rules (argv[1])) == NULL)
    return EXIT_USAGE;
  if (seats_text == NULL || *seats_text == '\0')
    {
      splay_cli_usage_error ("%s", _("autoplay needs --seats with one computer level per seat, for example --seats medium,easy."));
      return EXIT_USAGE;
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
      return EXIT_USAGE;
    }
  if (!splay_cli_check_range ("--target", target, 0, 100000)
      || !splay_cli_check_range ("--games", max_games, 0, 100000)
      || !splay_cli_check_range ("--die-after", die_after, 0, G_MAXINT))
    return EXIT_USAGE;
  if (!parse_levels (rules, seats_text, n_seats, levels)
      || !build_settings (rules, n_seats, options,
                          target > 0 && splay_rules_option_index (rules, "matchplay") >= 0,
                          &settings)
      || !parse_seed (seed_text, &seed))
    return EXIT_USAGE;
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
      return EXIT_REFUSED;
    }

  match = find_unfinished (store, rules, &settings, n_seats, levels, seed, target,
                           max_games, &error);
  if (error != NULL)
    {
      g_printerr ("splay-cli: %s\n", error->message);
      return EXIT_REFUSED;
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
  for (int waited = 0; !splay_store_track_match (store, match, &error); waited++)
    {
      if (!g_error_matches (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_BUSY)
          || waited == AUTOPLAY_MAX_WAIT_S)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return EXIT_REFUSED;
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
      return EXIT_REFUSED;
    }
  for (int waited = 0; !splay_store_flush (store, &error); waited++)
    {
      if (waited == AUTOPLAY_MAX_WAIT_S)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return EXIT_REFUSED;
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
      return EXIT_REFUSED;
    }
  digest = match_log_digest (match, &n_actions);
  saved_digest = match_log_digest (saved, NULL);
  if (!g_str_equal (digest, saved_digest))
    {
      g_printerr ("%s\n", _("splay-cli: the saved log of the match differs from the one played."));
      return EXIT_REFUSED;
    }

  g_print ("%s seed %llu: %u games, %u actions\n", rules->id, (unsigned long long) seed,
           splay_match_get_n_games (saved), n_actions);
  print_match_result (saved, levels);
  g_print ("log sha256 %s\n", digest);
  return EXIT_OK;
}

/* --- bench-store --------------------------------------------------------- */

static double
median_ms (GArray *times)
{
  g_array_sort (times, splay_cli_compare_double);
  return g_array_index (times, double, times->len / 2);
}

/* Adds @copies finished matches with the rows of match @id, as a database
 * years of play would hold, in one transaction (splay_store_fill_synthetic). */
static gboolean
add_synthetic_matches (const char *path, gint64 id, int copies, GError **error)
{
  g_autoptr (SplayStore) store = splay_store_new (path, error);

  return store != NULL && splay_store_fill_synthetic (store, id, (guint) copies, error);
}

/* Plays a Splatoids match of a person (seat 1, played by the medium
 * computer from here) against three computers, saved as it goes, until it
 * holds at least @n_actions actions; the match stays unfinished. */
static gint64
make_long_match (SplayStore *store, guint n_actions, GError **error)
{
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  SplayPlayer *players[5] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  SplaySettings settings;
  guint done = 0;

  splay_settings_defaults (rules, 4, &settings);
  splay_settings_set (rules, &settings, "matchplay", 1);
  players[0] = splay_player_new_human ("Anna");
  for (int seat = 1; seat < 4; seat++)
    players[seat] = splay_player_new_computer ("Computer", SPLAY_LEVEL_MEDIUM);
  /* A target no one reaches in a few hundred actions. */
  match = splay_match_new (rules, &settings, 1, players, 1000, 0);
  for (int seat = 0; seat < 4; seat++)
    g_object_unref (players[seat]);
  splay_match_set_paused (match, TRUE);
  if (!splay_store_track_match (store, match, error))
    return 0;

  while (done < n_actions && !splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);
      SplayAction action;

      if (game == NULL || splay_game_is_over (game))
        {
          splay_match_start_next_game (match);
          continue;
        }
      done += splay_match_run_computers (match);
      if (splay_game_is_over (game))
        continue;
      if (!splay_ai_choose (rules, splay_game_get_state (game), 0, SPLAY_LEVEL_MEDIUM,
                            splay_seed_mix (1, done, 5), &action)
          || !splay_match_apply (match, 0, action, error))
        return 0;
      done++;
    }
  if (!splay_store_flush (store, error))
    return 0;
  return splay_match_get_id (match);
}

static int
cmd_bench_store (int argc, char **argv)
{
  g_autofree char *db_path = NULL;
  int n_actions = 500, synthetic = 0, repeat = 20;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, N_("Where to make the database (it must not exist; default: a temporary one, removed after)"), N_("PATH") },
    { "actions", 'a', 0, G_OPTION_ARG_INT, &n_actions, N_("Actions in the match to resume (default: 500)"), N_("N") },
    { "synthetic", 0, 0, G_OPTION_ARG_INT, &synthetic, N_("Add this many finished copies of the match, for a big database (default: 0)"), N_("M") },
    { "repeat", 'r', 0, G_OPTION_ARG_INT, &repeat, N_("Times to open and resume (default: 20)"), N_("R") },
    { NULL }
  };
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GArray) open_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) first_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) again_times = g_array_new (FALSE, FALSE, sizeof (double));
  GStatBuf st;
  gint64 id, start;
  guint loaded_actions = 0;

  if (!splay_cli_parse_options ("",
                      _("Measures the store: how long opening the database takes, and resuming "
                        "(rebuilding by replay) a match of many actions, the first time after "
                        "opening and again."),
                      entries, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 1 || n_actions < 1 || synthetic < 0 || repeat < 1)
    {
      splay_cli_usage_error ("%s", _("bench-store takes no arguments; --actions and --repeat must be at least 1."));
      return EXIT_USAGE;
    }
  if (db_path != NULL && g_file_test (db_path, G_FILE_TEST_EXISTS))
    {
      splay_cli_usage_error (_("“%s” exists already: bench-store makes its own database."), db_path);
      return EXIT_USAGE;
    }
  if (db_path == NULL)
    {
      dir = g_dir_make_tmp ("splay-bench-XXXXXX", &error);
      if (dir == NULL)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return EXIT_REFUSED;
        }
      path = g_build_filename (dir, "splay.db", NULL);
    }
  else
    path = g_strdup (db_path);

  {
    g_autoptr (SplayStore) store = splay_store_new (path, &error);

    if (store == NULL || (id = make_long_match (store, (guint) n_actions, &error)) == 0)
      {
        g_printerr ("splay-cli: %s\n", error->message);
        return EXIT_REFUSED;
      }
  }
  if (synthetic > 0)
    {
      start = g_get_monotonic_time ();
      if (!add_synthetic_matches (path, id, synthetic, &error))
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return EXIT_REFUSED;
        }
      g_print (_("added %d synthetic matches in %.1f s\n"), synthetic, splay_cli_elapsed_ms (start) / 1000.0);
    }

  for (int r = 0; r < repeat; r++)
    {
      g_autoptr (SplayStore) store = NULL;
      g_autoptr (SplayMatch) match = NULL;
      g_autoptr (SplayMatch) again = NULL;
      g_autoptr (GError) problem = NULL;

      start = g_get_monotonic_time ();
      store = splay_store_new (path, &error);
      if (store == NULL)
        {
          g_printerr ("splay-cli: %s\n", error->message);
          return EXIT_REFUSED;
        }
      g_array_append_vals (open_times, (double[]) { splay_cli_elapsed_ms (start) }, 1);

      /* What the Resume button does, right after the app opened the file. */
      start = g_get_monotonic_time ();
      match = splay_store_load_match (store, id, &problem, &error);
      g_array_append_vals (first_times, (double[]) { splay_cli_elapsed_ms (start) }, 1);
      if (match == NULL || problem != NULL)
        {
          g_printerr ("splay-cli: %s\n", (error ? error : problem)->message);
          return EXIT_REFUSED;
        }
      start = g_get_monotonic_time ();
      again = splay_store_load_match (store, id, NULL, NULL);
      g_array_append_vals (again_times, (double[]) { splay_cli_elapsed_ms (start) }, 1);
      loaded_actions = 0;
      for (guint g = 0; g < splay_match_get_n_games (match); g++)
        loaded_actions += splay_game_get_n_actions (splay_match_get_game (match, g));
    }

  {
    double open_median = median_ms (open_times); /* sorts */
    double first_median = median_ms (first_times);
    double again_median = median_ms (again_times);

    if (g_stat (path, &st) == 0)
      g_print (_("database: %.1f MB, %d matches\n"), (double) st.st_size / 1e6, synthetic + 1);
    g_print (_("open: %.2f ms median, %.2f ms slowest (%d times)\n"), open_median,
             g_array_index (open_times, double, open_times->len - 1), repeat);
    g_print (_("resume a %u-action match: %.2f ms median, %.2f ms slowest just after opening; "
               "%.2f ms median again\n"),
             loaded_actions, first_median,
             g_array_index (first_times, double, first_times->len - 1), again_median);
  }

  if (dir != NULL)
    {
      const char *suffixes[] = { "", "-wal", "-shm" };
      for (gsize i = 0; i < G_N_ELEMENTS (suffixes); i++)
        {
          g_autofree char *file = g_strconcat (path, suffixes[i], NULL);
          g_remove (file);
        }
      g_rmdir (dir);
    }
  return EXIT_OK;
}

/* --- main -------------------------------------------------------------- */

static const Command commands[] = {
  { "games", "", N_("List the games and whether each can be played"), cmd_games },
  { "simulate", "GAME [--players N] [--games K] [--seed S] [--ai LEVEL] [--matchplay] [--option KEY=VALUE…]",
    N_("Play computer-only games, check the rules after every action, print results and speed"), cmd_simulate },
  { "tournament", "GAME --seats LEVEL,LEVEL[,…] [--players N] [--games K] [--seed S] [--jobs J]",
    /* xgettext:no-c-format */
    N_("Play computer levels against each other on mirrored deals; win rates with 95% intervals"), cmd_tournament },
  { "bench", "GAME [--players N] [--seed S]",
    N_("Measure random play, search iterations per second and decision times"), cmd_bench },
  { "autoplay", "GAME --seats LEVEL,LEVEL[,…] [--db PATH] [--seed S] [--target POINTS | --games N]",
    N_("Play a computer-only match into the database, or go on with it; print the result and a digest of its log"), cmd_autoplay },
  { "bench-store", "[--actions N] [--synthetic M] [--repeat R] [--db PATH]",
    N_("Measure opening the database and resuming a long match"), cmd_bench_store },
  { "deal", "GAME [--players N] [--seed S] [--option KEY=VALUE…]", N_("Print the position a new game starts from"), cmd_deal },
  { "moves", "GAME POSITION", N_("List the legal actions in a position"), cmd_moves },
  { "apply", "GAME POSITION ACTION…", N_("Apply actions to a position and print the result"), cmd_apply },
  { "stats", "[--db PATH] [--game GAME] [--person NAME]",
    N_("Print the statistics of the saved matches"), splay_cli_stats },
  { "bench-stats", "--db PATH [--matches N]",
    N_("Fill a database with synthetic matches and time the statistics queries"), splay_cli_bench_stats },
  { "history", "[--db PATH] [--csv|--json] [--game GAME] [--status STATUS] [--search TEXT]",
    N_("List the saved matches, or export them all as CSV or JSON"), splay_cli_history },
  { "bench-history", "--db PATH [--matches N] [--seed S]",
    N_("Fill a database with synthetic matches and time the history queries"), splay_cli_bench_history },
};

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n  splay-cli COMMAND [OPTION…]\n\n%s\n", _("Usage:"), _("Commands:"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-9s %s\n            splay-cli %s%s%s\n", commands[i].name,
             _(commands[i].summary), commands[i].name,
             *commands[i].parameters ? " " : "", commands[i].parameters);
  fprintf (out, "\n%s\n%s\n",
           _("“splay-cli COMMAND --help” describes the options of a command."),
           _("Exit status: 0 done, 1 an action was refused or a simulated game broke a rule, 2 a usage error."));
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_help (stderr);
      return EXIT_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")
      || g_str_equal (argv[1], "help"))
    {
      print_help (stdout);
      return EXIT_OK;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        /* The command sees itself as argv[0], so GOption's usage line reads
         * "splay-cli simulate [OPTION…] GAME". */
        g_autofree char *prgname = g_strdup_printf ("splay-cli %s", commands[i].name);
        g_autofree char **sub_argv = g_new0 (char *, (gsize) argc);

        sub_argv[0] = prgname;
        for (int a = 2; a < argc; a++)
          sub_argv[a - 1] = argv[a];
        g_set_prgname (prgname);
        splay_cli_set_command (commands[i].name);
        return commands[i].run (argc - 1, sub_argv);
      }
  splay_cli_usage_error (_("unknown command “%s”."), argv[1]);
  return EXIT_USAGE;
}
