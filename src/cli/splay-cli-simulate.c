/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-simulate.c: splay-cli simulate, computer-only games at full
 * speed with the rules' invariants checked after every action. */
#include "config.h"

#include <glib/gi18n.h>

#include "ai/ai.h"
#include "engine/rules.h"
#include "engine/speed-core.h"
#include "model/splay-realtime.h"
#include "splay-cli-simulate.h"
#include "splay-cli-util.h"

typedef struct
{
  guint64 games, actions, draws;
  guint64 wins[SPLAY_MAX_SEATS];
  guint64 places[SPLAY_MAX_SEATS][SPLAY_MAX_SEATS]; /* [seat][place - 1] */
  gint64 points[SPLAY_MAX_SEATS];
} SimTotals;

static void
report_failure (const SplayRules *rules, uint64_t game_seed, guint64 game, guint64 action_no,
                const void *state, const char *what)
{
  g_autofree char *text = rules->state_to_text (state);

  g_printerr (_("Game %llu (seed %llu), action %llu: %s\n"), (unsigned long long) game,
              (unsigned long long) game_seed, (unsigned long long) action_no, what);
  g_printerr (_("Position: %s\n"), text);
}

/* Races without a clock: each computer seat that may act chooses a move and
 * makes it after its level's reaction time (drawn as the app draws it), and
 * the move that falls due first is made first; a move that no longer fits
 * when the table changed is chosen again from then on. So a faster level
 * wins races as it would in the app, and no seat is favoured by its
 * number. */
typedef struct
{
  gboolean has_plan[SPLAY_MAX_SEATS];
  SplayAction plan[SPLAY_MAX_SEATS];
  gint64 due[SPLAY_MAX_SEATS];
  gint64 now;
} RaceClock;

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
      if (!clock->has_plan[seat] || !splay_rules_is_legal (rules, state, seat, clock->plan[seat]))
        {
          if (!splay_ai_choose (rules, state, seat, levels[seat],
                                splay_seed_mix (game_seed, n_actions + 1, (uint64_t) seat),
                                &clock->plan[seat]))
            {
              clock->has_plan[seat] = FALSE;
              continue;
            }
          clock->has_plan[seat] = TRUE;
          clock->due[seat] = clock->now;
          /* Saying Ready takes no thought, as in the app. */
          if (SPEED_ACTION_KIND (clock->plan[seat]) != SPEED_READY)
            clock->due[seat]
                += splay_realtime_reaction_ms (game_seed, 0, (guint) n_actions, seat, levels[seat]);
        }
      if (best < 0 || clock->due[seat] < clock->due[best])
        {
          best = seat;
          ties = 1;
        }
      else if (clock->due[seat] == clock->due[best]
               && splay_rng_below (order, (uint32_t) ++ties) == 0)
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
simulate_one (const SplayRules *rules, const SplaySettings *settings, const SplayLevel *levels,
              uint64_t game_seed, guint64 game, guint64 max_actions, guint64 stop_before,
              void *state, void *before, SimTotals *totals)
{
  SplayRng order;
  guint64 n = 0;
  SplayResult result;
  RaceClock clock = { { FALSE } };
  SplayAction legal[SPLAY_MAX_ACTIONS];

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

  /* No seat may act once the game is over (rules.h): the actors say
   * whether it goes on, and the end is asked only when nobody may act. */
  for (;;)
    {
      g_autoptr (GError) error = NULL;
      uint32_t actors = rules->actors (state);
      int seat;
      SplayAction action;

      if (G_UNLIKELY (actors == 0) && rules->is_over (state))
        break;
      if (n >= max_actions)
        {
          g_autofree char *msg = g_strdup_printf (_("the game was still going after %llu actions"),
                                                  (unsigned long long) n);
          report_failure (rules, game_seed, game, n, state, msg);
          return FALSE;
        }
      if (actors == 0)
        {
          report_failure (rules, game_seed, game, n, state,
                          _("the game is not over but nobody may act"));
          return FALSE;
        }
      if (rules->realtime)
        seat = race_next (&clock, rules, state, levels, game_seed, n, &order, &action);
      else
        {
          uint64_t seed;
          gboolean found;

          /* One seat (the usual case) draws nothing. */
          seat = __builtin_ctz (actors);
          if (actors & (actors - 1))
            for (int pick = (int) splay_rng_below (&order, (uint32_t) __builtin_popcount (actors));
                 pick > 0; pick--)
              {
                actors &= actors - 1;
                seat = __builtin_ctz (actors);
              }
          seed = splay_seed_mix (game_seed, n + 1, (uint64_t) seat);
          /* The random level's choice in place, without a call's frame. */
          found = levels[seat] == SPLAY_LEVEL_RANDOM
                      ? splay_ai_choose_random_into (rules, state, seat, seed, legal, &action)
                      : splay_ai_choose (rules, state, seat, levels[seat], seed, &action);
          if (!found)
            seat = -1;
        }
      if (seat < 0)
        {
          report_failure (rules, game_seed, game, n + 1, state,
                          _("the computer player found no action"));
          return FALSE;
        }
      if (n == stop_before)
        return FALSE;
      /* A refused action leaves the state as it was (rules.h). */
      if (!rules->apply (state, seat, action, &error))
        {
          g_autofree char *act = rules->action_to_text (state, seat, action);
          g_autofree char *msg = g_strdup_printf (
              _("the rules refused the computer’s action %d:%s: %s"), seat, act, error->message);
          report_failure (rules, game_seed, game, n + 1, state, msg);
          return FALSE;
        }
      n++;
      if (!rules->check (state, &error))
        {
          g_autofree char *act = NULL;
          g_autofree char *msg = NULL;

          simulate_one (rules, settings, levels, game_seed, game, max_actions, n - 1, before, NULL,
                        NULL);
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
           seconds, seconds > 0 ? (double) t->games / seconds : 0.0,
           seconds > 0 ? (double) t->actions / seconds : 0.0);
}

int
splay_cli_simulate (int argc, char **argv)
{
  int players = 0, games = 100, max_actions = SPLAY_CLI_MAX_ACTIONS;
  g_autofree char *seed_text = NULL, *ai_option = NULL;
  const char *ai_text;
  g_auto (GStrv) options = NULL;
  gboolean matchplay = FALSE;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Number of players (default: the game’s usual number)"), N_("N") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Number of games to play (default: 100)"),
      N_("K") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the whole run (default: a random one, printed)"), N_("S") },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_option,
      N_("Computer level for every seat, or one per seat separated by commas: random, easy, "
          "medium, hard, expert (default: random)"),
      N_("LEVEL[,LEVEL…]") },
    { "matchplay", 'm', 0, G_OPTION_ARG_NONE, &matchplay,
      N_("Play on for points after the first player finishes (--option matchplay=1)"), NULL },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options,
      N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
    { "max-actions", 0, 0, G_OPTION_ARG_INT, &max_actions,
      N_("Stop with an error when a game goes on longer than this (default: 1000000)"), N_("N") },
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

  if (!splay_cli_parse_command (_("GAME"),
                                _("Plays computer-only games at full speed, checks the rules’ "
                                   "invariants (card conservation) after every action and prints "
                                   "the results. Exits 1 on the first violation, with the seed "
                                   "and the position."),
                                entries, 1,
                                _("simulate takes one game, for example: splay-cli simulate "
                                   "splatoids --players 3 --games 1000"),
                                &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (!splay_cli_check_range ("--games", games, 1, 100000000)
      || !splay_cli_check_range ("--max-actions", max_actions, 1, 1000000000))
    return SPLAY_CLI_EXIT_USAGE;
  ai_text = ai_option != NULL ? ai_option : "random";
  if ((rules = splay_cli_find_rules (argv[1])) == NULL
      || !splay_cli_build_settings (rules, players, options, matchplay, &settings)
      || !splay_cli_parse_seed (seed_text, &seed)
      || !splay_cli_parse_levels (rules, ai_text, settings.n_seats, levels))
    return SPLAY_CLI_EXIT_USAGE;

  {
    g_autofree char *settings_text = splay_settings_to_text (rules, &settings);
    g_print (_("%s: %d games, %s, seed %llu, computer players %s\n"), rules->id, games,
             settings_text, (unsigned long long) seed, ai_text);
  }

  state = g_malloc0 (rules->state_size);
  before = g_malloc0 (rules->state_size);
  start = g_get_monotonic_time ();
  for (int g = 0; g < games; g++)
    if (!simulate_one (rules, &settings, levels, splay_seed_mix (seed, (uint64_t) g, 0),
                       (guint64) g, (guint64) max_actions, G_MAXUINT64, state, before, &totals))
      return SPLAY_CLI_EXIT_FAILED;
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  print_totals (&settings, &totals, seconds);
  return SPLAY_CLI_EXIT_OK;
}
