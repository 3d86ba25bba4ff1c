/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine's strings reach the player in German when the German catalogue
 * is there, and in English, never empty, for a language without one.
 *
 * Each language runs in its own subprocess: gettext and GLib remember the
 * language of the first lookup, so switching within one process would test
 * the caches rather than the catalogue. The catalogue is the one the build
 * compiled from po/de.po (SOURCE_LOCALEDIR/de/LC_MESSAGES/splay.mo).
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "engine/cards.h"
#include "engine/splatoids.h"
#include "engine/splito.h"
#include "engine/spite-malice.h"

#define SM_POSITION                                                             \
  "seats=2 goal=26 unlimited=0 aces-twos=0 first=0 turn=0 "                     \
  "build=-/As2s3s4s5s/-/- goal0=9c goal1=8d hand0=5hQs6dKcAd hand1=2c3c4c5c6c " \
  "disc0=-/-/-/- disc1=-/-/-/-"

static const char *utf8_locale;

/* Must run before the first lookup of the process. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext ignores LANGUAGE under the plain "C" locale. */
  g_assert_nonnull (setlocale (LC_ALL, utf8_locale));
  bindtextdomain (GETTEXT_PACKAGE, SOURCE_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* The message of the refusal of @action by @seat in @position. */
static char *
refusal (const SplayRules *rules, void *state, const char *position, int seat, SplayAction action)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (rules->state_from_text (state, position, &error));
  g_assert_no_error (error);
  g_assert_false (rules->apply (state, seat, action, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  return g_strdup (error->message);
}

static char *
description (const SplayRules *rules, void *state, const char *position, int seat,
             SplayAction action)
{
  g_assert_true (rules->state_from_text (state, position, NULL));
  return rules->describe (state, seat, action, "Anna");
}

typedef struct
{
  const char *queen_of_hearts;
  const char *queen_of_hearts_short;
  const char *ten_of_clubs_short;
  const char *does_not_beat; /* in the refusal of a 9 on a jack */
  const char *not_your_turn; /* start of the refusal of the wrong seat */
  const char *played_a_nine; /* the description of playing one 9 */
  const char *played_two_kings;
  const char *picked_up_one;   /* ngettext, one card */
  const char *picked_up_three; /* ngettext, three cards */
  const char *point;           /* Splito scoring card with 1 point ends so */
  const char *points;          /* ... with more points */
  const char *queen_on_five;   /* Spite and Malice building refusal */
  const char *game_summary;    /* Splatoids' one-line summary starts so */
} Expected;

static const Expected german = {
  "Herz-Dame",
  "D♥",
  "10♣",
  "schlägt",
  "Platz 1 ist nicht am Zug",
  "Anna hat eine 9 gespielt.",
  "Anna hat zwei Könige gespielt.",
  "Anna hat 1 Karte aufgenommen.",
  "Anna hat 3 Karten aufgenommen.",
  "Punkt)",
  "Punkte)",
  "Eine Dame passt nur auf einen Buben.",
  "Werde alle Karten",
};

static const Expected english = {
  "Queen of hearts",
  "Q♥",
  "10♣",
  "does not beat",
  "It is not seat 1’s turn",
  "Anna played a 9.",
  "Anna played two kings.",
  "Anna picked up 1 card.",
  "Anna picked up 3 cards.",
  "point)",
  "points)",
  "A queen goes only on a jack.",
  "Shed every card",
};

static void
check_strings (const Expected *want)
{
  g_autofree SplatoidsState *sp = g_malloc0 (splatoids_rules.state_size);
  g_autofree void *sm = g_malloc0 (spite_malice_rules.state_size);
  SplayCard queen = splay_card_make (0, SPLAY_SUIT_HEARTS, SPLAY_RANK_QUEEN);
  SplayCard ten = splay_card_make (0, SPLAY_SUIT_CLUBS, 10);
  g_autofree char *name = splay_card_name (queen);
  g_autofree char *queen_short = splay_card_short (queen);
  g_autofree char *ten_short = splay_card_short (ten);
  g_autofree char *beat = NULL, *turn = NULL, *nine = NULL, *kings = NULL;
  g_autofree char *one = NULL, *three = NULL, *build = NULL;
  SplayAction queen_on_five = 0;
  int n_scoring = 0;

  g_assert_cmpstr (name, ==, want->queen_of_hearts);
  g_assert_cmpstr (queen_short, ==, want->queen_of_hearts_short);
  g_assert_cmpstr (ten_short, ==, want->ten_of_clubs_short);
  g_assert_true (g_str_has_prefix (_(splatoids_rules.summary), want->game_summary));

  /* Refusals from the rules. */
  beat = refusal (&splatoids_rules, sp, "splatoids seats=2 | h0=9c,3c h1=4d | d=Jh", 0,
                  splatoids_play_hand (9, 1));
  g_assert_nonnull (strstr (beat, want->does_not_beat));
  turn = refusal (&splatoids_rules, sp, "splatoids seats=2 | h0=9c,3c h1=4d | d=8h", 1,
                  splatoids_play_hand (4, 1));
  g_assert_true (g_str_has_prefix (turn, want->not_your_turn));

  /* What just happened, with the cards in the right case and number. */
  nine = description (&splatoids_rules, sp, "splatoids seats=2 | h0=9c,3c h1=4d | d=8h", 0,
                      splatoids_play_hand (9, 1));
  g_assert_cmpstr (nine, ==, want->played_a_nine);
  kings = description (&splatoids_rules, sp, "splatoids seats=2 | h0=Kc,Kd,3c h1=4d | d=8h", 0,
                       splatoids_play_hand (13, 2));
  g_assert_cmpstr (kings, ==, want->played_two_kings);
  one = description (&splatoids_rules, sp, "splatoids seats=2 | h0=3c h1=4d | d=Ah", 0,
                     splatoids_pick_up ());
  g_assert_cmpstr (one, ==, want->picked_up_one);
  three = description (&splatoids_rules, sp, "splatoids seats=2 | h0=3c h1=4d | d=9h,Kh,Ah", 0,
                       splatoids_pick_up ());
  g_assert_cmpstr (three, ==, want->picked_up_three);

  /* Plural forms of the Splito scoring cards' points. */
  for (int c = SPLITO_FIRST_SCORING; c < SPLITO_N_CARDS; c++)
    {
      g_autofree char *card = splito_card_name ((SplayCard) c);
      int points = splito_scoring_card ((SplayCard) c)->points;

      g_assert_cmpstr (card, !=, "");
      g_assert_true (g_str_has_suffix (card, points == 1 ? want->point : want->points));
      n_scoring++;
    }
  g_assert_cmpint (n_scoring, ==, 37);

  /* A Spite and Malice refusal, read from the notation as a player types it. */
  g_assert_true (spite_malice_rules.state_from_text (sm, SM_POSITION, NULL));
  g_assert_true (spite_malice_rules.action_from_text (sm, 0, "build hQ 1", &queen_on_five, NULL));
  build = refusal (&spite_malice_rules, sm, SM_POSITION, 0, queen_on_five);
  g_assert_cmpstr (build, ==, want->queen_on_five);
}

static void
run_in_language (const char *language, const Expected *want)
{
  if (g_test_subprocess ())
    {
      use_language (language);
      check_strings (want);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
test_german (void)
{
  g_autofree char *mo
      = g_build_filename (SOURCE_LOCALEDIR, "de", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_fail_printf ("%s is missing: the build compiles it from po/de.po", mo);
      return;
    }
  run_in_language ("de", &german);
}

/* A language with no catalogue: English, never an empty string. */
static void
test_untranslated_language (void)
{
  run_in_language ("xx", &english);
}

/* A list of languages whose first has no catalogue: the next one counts. */
static void
test_language_list (void)
{
  run_in_language ("xx:de", &german);
}

int
main (int argc, char **argv)
{
  static const char *const candidates[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.UTF-8" };

  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (candidates) && utf8_locale == NULL; i++)
    if (setlocale (LC_ALL, candidates[i]) != NULL)
      utf8_locale = candidates[i];
  setlocale (LC_ALL, "C");

  if (utf8_locale == NULL)
    {
      g_test_message ("no UTF-8 locale: gettext would ignore LANGUAGE");
      return 77;
    }

  g_test_add_func ("/i18n/german", test_german);
  g_test_add_func ("/i18n/untranslated-language", test_untranslated_language);
  g_test_add_func ("/i18n/language-list", test_language_list);
  return g_test_run ();
}
