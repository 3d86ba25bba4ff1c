/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store-test-util.h: a fresh database in a folder of its own for the tests
 * of the store, and the removal of that folder with all SQLite left in it
 * (the -wal and -shm files, copies a test made). */
#pragma once

#include "store/splay-store.h"

typedef struct
{
  char *dir;
  char *path;        /* dir/splay.db */
  SplayStore *store; /* open on path */
} StoreFixture;

/* @prefix names the folder: "splay-stats" gives /tmp/splay-stats-XXXXXX. */
void store_fixture_set_up (StoreFixture *f, const char *prefix);
/* Closes the store if it is still open, and removes the folder. */
void store_fixture_tear_down (StoreFixture *f);

/* Removes @path and everything below it. */
void remove_tree (const char *path);

/* A single game of @game_id for @seats, saved in @store: played to its end
 * by easy computer players named "@computer 1" and on, or, with
 * @stop_after > 0, with @person at seat 0, who plays the first legal action
 * @stop_after times, and left unfinished. */
gint64 store_test_save_match (SplayStore *store, const char *game_id, int seats, guint64 seed,
                              int stop_after, const char *person, const char *computer);
/* The same, as a match to @target_points or of @max_games games (both 0:
 * a single game, as store_test_save_match () saves). */
gint64 store_test_save_match_to (SplayStore *store, const char *game_id, int seats, guint64 seed,
                                 int stop_after, const char *person, const char *computer,
                                 int target_points, int max_games);

/* The first column of the first row @sql (a query or a pragma) gives on
 * @store's connection. */
gint64 store_test_query_int (SplayStore *store, const char *sql);
