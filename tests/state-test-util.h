/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state-test-util.h: comparing game states in tests. */
#pragma once

#include "engine/rules.h"

/* Asserts that states @a and @b of @rules are the same: their extents
 * (SplayRules.state_extent), not the room past them, which means nothing. */
#define splay_assert_cmpstate(rules, a, b)                            \
  g_assert_cmpmem ((a), splay_rules_state_extent ((rules), (a)), (b), \
                   splay_rules_state_extent ((rules), (b)))
