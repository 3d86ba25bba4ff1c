/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state-test-util.h: comparing game states in tests. */
#pragma once

#include <string.h>

#include "engine/rules.h"

/* Whether states @a and @b of @rules are the same: their extents
 * (SplayRules.state_extent) are. */
static inline gboolean
splay_same_state (const SplayRules *rules, const void *a, const void *b)
{
  gsize n = splay_rules_state_extent (rules, a);

  return n == splay_rules_state_extent (rules, b) && memcmp (a, b, n) == 0;
}

/* Asserts that states @a and @b of @rules are the same, comparing their
 * extents and not the room past them, which means nothing. */
#define splay_assert_cmpstate(rules, a, b)                            \
  g_assert_cmpmem ((a), splay_rules_state_extent ((rules), (a)), (b), \
                   splay_rules_state_extent ((rules), (b)))
