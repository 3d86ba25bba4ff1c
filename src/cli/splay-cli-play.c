/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-cli-play.c: the commands on one position (games, deal, moves,
 * apply): the rules table driven by hand, one step at a time. */
#include "config.h"

#include <glib/gi18n.h>

#include "engine/catalog.h"
#include "engine/rules.h"
#include "splay-cli-play.h"
#include "splay-cli-util.h"

/* Reads a position given on the command line, and checks it holds together
 * (every card once), so the other commands never work on a broken state. */
static void *
read_position (const SplayRules *rules, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree void *state = g_malloc0 (rules->state_size);

  if (!rules->state_from_text (state, text, &error) || !rules->check (state, &error))
    {
      /* Translators: %s is the reason the position cannot be read. */
      splay_cli_usage_error (_("Cannot read the position: %s"), error->message);
      return NULL;
    }
  return g_steal_pointer (&state);
}

/* --- games ---------------------------------------------------------------- */

int
splay_cli_games (int argc, char **argv)
{
  const GOptionEntry entries[] = { { NULL } };

  if (!splay_cli_parse_command ("", _("Lists the games of Splay and whether each can be played."),
                                entries, 0, _("games takes no arguments."), &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  /* The words are not translated: scripts read this list. */
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    g_print ("%s\t%s\n", splay_catalog[i].id,
             splay_catalog[i].rules != NULL ? "available" : "not available yet");
  return SPLAY_CLI_EXIT_OK;
}

/* --- deal ----------------------------------------------------------------- */

int
splay_cli_deal (int argc, char **argv)
{
  int players = 0;
  g_autofree char *seed_text = NULL;
  g_auto (GStrv) options = NULL;
  gboolean matchplay = FALSE;
  const GOptionEntry entries[]
      = { { "players", 'p', 0, G_OPTION_ARG_INT, &players,
            N_("Number of players (default: the game’s usual number)"), N_("N") },
          { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
            N_("Seed of the deal (default: a random one, printed on standard error)"), N_("S") },
          { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &options,
            N_("Set a game option; may be repeated"), N_("KEY=VALUE") },
          { "matchplay", 'm', 0, G_OPTION_ARG_NONE, &matchplay, N_("Same as --option matchplay=1"),
            NULL },
          { NULL } };
  const SplayRules *rules;
  SplaySettings settings;
  uint64_t seed;
  g_autofree void *state = NULL;
  g_autofree char *text = NULL;

  if (!splay_cli_parse_command (_("GAME"), _("Prints the position a new game starts from."),
                                entries, 1,
                                _("deal takes one game, for example: splay-cli deal splatoids "
                                   "--players 3 --seed 1"),
                                &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if ((rules = splay_cli_find_rules (argv[1])) == NULL
      || !splay_cli_build_settings (rules, players, options, matchplay, &settings)
      || !splay_cli_parse_seed (seed_text, &seed))
    return SPLAY_CLI_EXIT_USAGE;
  if (seed_text == NULL)
    g_printerr (_("seed %llu\n"), (unsigned long long) seed);

  state = g_malloc0 (rules->state_size);
  rules->init (state, &settings, seed);
  text = rules->state_to_text (state);
  g_print ("%s\n", text);
  return SPLAY_CLI_EXIT_OK;
}

/* --- moves ---------------------------------------------------------------- */

int
splay_cli_moves (int argc, char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  const SplayRules *rules;
  g_autofree void *state = NULL;
  g_autofree SplayAction *actions = g_new (SplayAction, SPLAY_MAX_ACTIONS);
  uint32_t actors;
  gboolean several;

  if (!splay_cli_parse_command (
          _("GAME POSITION"),
          _("Lists the legal actions of the seats that may act, one per line "
             "(as SEAT:ACTION when several seats may act)."),
          entries, 2, _("moves takes a game and a position in quotes."), &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if ((rules = splay_cli_find_rules (argv[1])) == NULL
      || (state = read_position (rules, argv[2])) == NULL)
    return SPLAY_CLI_EXIT_USAGE;

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
  return SPLAY_CLI_EXIT_OK;
}

/* --- apply ---------------------------------------------------------------- */

int
splay_cli_apply (int argc, char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  const SplayRules *rules;
  g_autofree void *state = NULL;
  g_autofree char *text = NULL;

  if (!splay_cli_parse_options (
          _("GAME POSITION ACTION…"),
          _("Applies the actions in order and prints the position they lead to. "
             "Write an action as ACTION, or as SEAT:ACTION when several seats may act."),
          entries, &argc, &argv))
    return SPLAY_CLI_EXIT_USAGE;
  if (argc < 4)
    {
      splay_cli_usage_error (
          "%s", _("apply takes a game, a position in quotes and at least one action."));
      return SPLAY_CLI_EXIT_USAGE;
    }
  if ((rules = splay_cli_find_rules (argv[1])) == NULL
      || (state = read_position (rules, argv[2])) == NULL)
    return SPLAY_CLI_EXIT_USAGE;

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
          return SPLAY_CLI_EXIT_FAILED;
        }
      if (!rules->check (state, &error))
        {
          g_printerr (_("The rules broke their own invariant after “%s”: %s\n"), argv[i],
                      error->message);
          return SPLAY_CLI_EXIT_FAILED;
        }
    }
  text = rules->state_to_text (state);
  g_print ("%s\n", text);
  return SPLAY_CLI_EXIT_OK;
}
