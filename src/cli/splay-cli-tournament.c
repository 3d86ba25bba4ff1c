/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-tournament.c: splay-cli tournament, computer levels against
 * each other on mirrored deals, with confidence intervals. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ai/ai.h"
#include "engine/rules.h"
#include "splay-cli-tournament.h"
#include "splay-cli-util.h"

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

typedef struct
{
  double credit; /* wins; a first place shared by k seats or a draw counts 1/k */
  double points;
  guint64 decisions;
  double seconds; /* spent in splay_ai_choose */
} EntryTotals;

typedef struct
{
  const SplayRules *rules;
  const SplaySettings *settings;
  const SplayLevel *levels; /* per entry of --seats */
  int n_seats;
  uint64_t seed;
  int n_deals;
  gint next_deal;        /* atomic */
  gint failed;           /* atomic */
  EntryTotals *per_game; /* [deal * n_seats + rotation][entry] */
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

      if (n_actors == 0 || n >= SPLAY_CLI_MAX_ACTIONS)
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
          && !tournament_game (t, deal, r,
                               &t->per_game[((gsize) deal * t->n_seats + r) * t->n_seats]))
        g_atomic_int_set (&t->failed, deal + 1);
  return NULL;
}

int
splay_cli_tournament (int argc, char **argv)
{
  int players = 0, games = 100, jobs = 1;
  g_autofree char *seed_text = NULL, *seats_text = NULL;
  const char *interval;
  g_auto (GStrv) options = NULL;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Number of players (default: one per level in --seats)"), N_("N") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games,
      N_("Number of games, rounded up to whole sets of rotations (default: 100)"), N_("K") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text,
      N_("Computer level of each seat, separated by commas: random, easy, medium, hard, expert"),
      N_("LEVEL,LEVEL[,…]") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the whole tournament (default: a random one, printed)"), N_("S") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options,
      N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Games played at once on separate threads (default: 1)"), N_("J") },
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

  if (!splay_cli_parse_command (_("GAME"),
                                /* xgettext:no-c-format */
                                _("Plays computer levels against each other on mirrored deals: "
                                   "every deal is played once in each rotation of the seats, so "
                                   "the luck of the cards evens out. Prints each level’s win rate "
                                   "with a 95 % confidence interval and its average time per "
                                   "decision."),
                                entries, 1,
                                _("tournament takes one game, for example: splay-cli tournament "
                                   "splatoids --seats hard,medium --games 100"),
                                &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if ((rules = splay_cli_find_rules (argv[1])) == NULL)
    return SPLAY_CLI_EXIT_USAGE;
  if (rules->realtime)
    {
      /* In a race the levels differ only in how fast they react, and a
       * tournament plays without a clock: it would compare equals. */
      splay_cli_usage_error (_("%s is a race: its computer levels differ only in reaction time, "
                                "which a tournament without a clock cannot compare."),
                             _(rules->name));
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (seats_text == NULL)
    {
      splay_cli_usage_error ("%s", _("tournament needs --seats with one computer level per seat, "
                                      "for example --seats hard,medium."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  words = g_strsplit (seats_text, ",", -1);
  if (players == 0)
    players = (int) g_strv_length (words);
  /* Each game keeps a line of totals per seat: a million games is about
   * 100 MB, which is as far as a tournament needs to go. */
  if (!splay_cli_check_range ("--games", games, 1, 1000000)
      || !splay_cli_check_range ("--jobs", jobs, 1, 64))
    return SPLAY_CLI_EXIT_USAGE;
  if (g_strv_length (words) != (guint) players)
    {
      splay_cli_usage_error (
          _("--seats names %u levels but there are %d players: give one level per seat."),
          g_strv_length (words), players);
      return SPLAY_CLI_EXIT_USAGE;
    }
  if (!splay_cli_build_settings (rules, players, options, FALSE, &settings)
      || !splay_cli_parse_seed (seed_text, &seed)
      || !splay_cli_parse_levels (rules, seats_text, settings.n_seats, levels))
    return SPLAY_CLI_EXIT_USAGE;

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
             rules->id, n_games, t.n_deals, t.n_seats, settings_text, (unsigned long long) seed,
             seats_text);
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
      return SPLAY_CLI_EXIT_FAILED;
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
  g_print ("%-8s %8s %9s %17s %10s %11s\n", _("level"), _("games"), _("win rate"), interval,
           _("points"), _("ms/decision"));
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
               splay_level_to_string (levels[e]), n, 100.0 * sum.credit / n, 100.0 * lo, 100.0 * hi,
               sum.points / n, sum.decisions ? 1000.0 * sum.seconds / sum.decisions : 0.0);
    }
  g_print (_("time: %.1f s\n"), (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  return SPLAY_CLI_EXIT_OK;
}
