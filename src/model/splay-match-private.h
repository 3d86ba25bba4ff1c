/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splay-match-private.h: for the files of SplayMatch only. */
#pragma once

#include "splay-match.h"

G_BEGIN_DECLS

/* What a race's clock sees of its match (splay-match-realtime.c): the
 * clock knows the match only through these calls, so splay-realtime.{c,h}
 * never include splay-match.h. */
extern const SplayRealtimeHost splay_match_realtime_host;

G_END_DECLS
