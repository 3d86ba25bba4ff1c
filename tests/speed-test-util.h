/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by test-spit.c and test-splat.c: positions written in the
 * notation, with "REST" standing for every card the text does not name (so
 * a test writes only the cards that matter), and checked actions. */
#pragma once

#include <stdlib.h>
#include <string.h>

#include "engine/speed-core.h"

/* Replaces the word REST in @text with every card of @n_decks decks that
 * the position's card lists do not name. */
static char *
speed_test_complete (const char *text, int n_decks)
{
  int count[SPLAY_MAX_CARDS] = { 0 };
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  GString *rest = g_string_new (NULL);
  g_autofree char *joined = NULL;

  for (int i = 0; words[i] != NULL; i++)
    {
      const char *eq = strchr (words[i], '=');
      if (eq == NULL || strchr ("dchpk", words[i][0]) == NULL
          || (!g_ascii_isdigit (words[i][1]) && !g_ascii_isupper (words[i][1])))
        continue;
      for (const char *p = eq + 1; p[0] && p[1]; p++)
        {
          int rank = splay_rank_from_char (p[0]);
          const char *suits = "cdhs";
          const char *su = strchr (suits, p[1]);
          if (rank > 0 && su != NULL && !g_ascii_islower (p[0]))
            {
              count[splay_card_make (0, (SplaySuit) (su - suits), rank)]++;
              p++;
            }
        }
    }
  for (int d = 0; d < n_decks; d++)
    for (int c = 0; c < 52; c++)
      {
        SplayCard card = (SplayCard) c;
        char buf[4];
        if (count[card] > 0)
          {
            count[card]--;
            continue;
          }
        splay_card_to_text (card, buf);
        g_string_append (rest, buf);
      }
  /* "REST#12" takes the next 12 of those cards, then "REST" the others. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; words[i] != NULL; i++)
      {
        char *r;
        while ((r = strstr (words[i], pass == 0 ? "REST#" : "REST")) != NULL)
          {
            char *end = r + 4;
            long take = pass == 0 ? strtol (r + 5, &end, 10) : (long) rest->len / 2;
            g_autofree char *cards = NULL;
            char *w;

            take = MIN (take, (long) rest->len / 2);
            cards = g_strndup (rest->str, (gsize) take * 2);
            w = g_strdup_printf ("%.*s%s%s", (int) (r - words[i]), words[i], take ? cards : "-",
                                 end);
            g_string_erase (rest, 0, take * 2);
            g_free (words[i]);
            words[i] = w;
          }
      }
  g_string_free (rest, TRUE);
  joined = g_strjoinv (" ", words);
  return g_steal_pointer (&joined);
}

static void
speed_test_load (const SplayRules *r, SpeedState *s, const char *text)
{
  g_autoptr (GError) error = NULL;
  int decks = strstr (text, "two-decks=1") || strstr (text, "seats=4") ? 2 : 1;
  g_autofree char *full = speed_test_complete (text, decks);

  if (!r->state_from_text (s, full, &error))
    g_error ("cannot read position %s: %s", full, error->message);
  g_assert_true (r->check (s, NULL));
}

static void
speed_test_ok (const SplayRules *r, SpeedState *s, int seat, const char *action)
{
  g_autoptr (GError) error = NULL;
  SplayAction a;

  if (!r->action_from_text (s, seat, action, &a, &error))
    g_error ("cannot read action %s: %s", action, error->message);
  if (!r->apply (s, seat, a, &error))
    {
      g_autofree char *text = r->state_to_text (s);
      g_error ("%d:%s refused: %s in %s", seat, action, error->message, text);
    }
  if (!r->check (s, &error))
    g_error ("after %d:%s: %s", seat, action, error->message);
}

/* The action is refused with a message containing @why, and nothing changes. */
static void
speed_test_refused (const SplayRules *r, SpeedState *s, int seat, const char *action,
                    const char *why)
{
  g_autoptr (GError) error = NULL;
  SpeedState before = *s;
  SplayAction a;

  g_assert_true (r->action_from_text (s, seat, action, &a, NULL));
  if (r->apply (s, seat, a, &error))
    g_error ("%d:%s was accepted", seat, action);
  g_assert_nonnull (error);
  if (why != NULL && strstr (error->message, why) == NULL)
    g_error ("%d:%s refused with “%s”, expected “%s”", seat, action, error->message, why);
  g_assert_true (memcmp (&before, s, sizeof before) == 0);
}

static gboolean
speed_test_listed (const SplayRules *r, const SpeedState *s, int seat, const char *action)
{
  SplayAction list[SPLAY_MAX_ACTIONS], a;
  int n = r->legal (s, seat, list);

  g_assert_true (r->action_from_text (s, seat, action, &a, NULL));
  for (int i = 0; i < n; i++)
    if (list[i] == a)
      return TRUE;
  return FALSE;
}

/* The cards of a list as text, for comparisons: "7h8c" or "-". */
static char *
speed_test_cards (const SplayCard *cards, int n)
{
  GString *str = g_string_new (n ? NULL : "-");
  char buf[4];

  for (int i = 0; i < n; i++)
    {
      splay_card_to_text (cards[i], buf);
      g_string_append (str, buf);
    }
  return g_string_free (str, FALSE);
}

#define assert_cards(cards, n, expected)                     \
  G_STMT_START                                               \
  {                                                          \
    g_autofree char *got_ = speed_test_cards ((cards), (n)); \
    g_assert_cmpstr (got_, ==, (expected));                  \
  }                                                          \
  G_STMT_END
