/* SPDX-License-Identifier: GPL-3.0-or-later */
/* For the store's own tests only: the raw connection, so a test can damage a
 * row or make the database refuse writes (PRAGMA query_only) while the store
 * is open. Nothing else may include this. */
#pragma once

#include <sqlite3.h>

#include "splay-store.h"

G_BEGIN_DECLS

/* "Sply": marks the file as ours (PRAGMA application_id). */
#define SPLAY_STORE_APPLICATION_ID 0x53706c79

sqlite3 *splay_store_get_db    (SplayStore *self);
/* Lets the store load matches of a game that is not in the catalog (the
 * tests' tiny game). @rules must outlive the store. */
void     splay_store_add_rules (SplayStore *self, const SplayRules *rules);

G_END_DECLS
