/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-replay.c: resuming saved matches from a damaged database.
 *
 * A database with two saved matches of every game (one unfinished, one
 * played to its end) is made once. Each input is a list of edits to a copy
 * of it, made with SQL as a damaged disk or another program might: action
 * values, seats and indices changed, rows deleted or added, a game's index,
 * seed or settings changed, a match's settings, seat count or status. Then
 * the store opens the copy and every match is loaded (replayed): the store
 * may refuse a match or rebuild it up to its last good action, but every
 * game it gives back must pass the rules' check(), and nothing may crash,
 * hang or leak. */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules.h"
#include "store/splay-store.h"

static char *template_bytes;
static gsize template_size;
static char *work_path;
static int n_matches;

static void
fail (const char *what, const char *why)
{
  g_printerr ("fuzz-replay: %s: %s\n", what, why ? why : "");
  abort ();
}

/* Plays random legal actions through the match, at most @limit. */
static void
play (SplayMatch *match, SplayRng *rng, int limit)
{
  for (int i = 0; i < limit; i++)
    {
      SplayGame *game = splay_match_get_current_game (match);
      const SplayRules *rules = splay_match_get_rules (match);
      SplayAction legal[SPLAY_MAX_ACTIONS];
      uint32_t actors;
      int seat, n;

      if (game == NULL || splay_game_is_over (game))
        {
          if (splay_match_is_over (match))
            return;
          splay_match_start_next_game (match);
          continue;
        }
      actors = splay_game_get_actors (game);
      if (actors == 0)
        return;
      do
        seat = (int) splay_rng_below (rng, SPLAY_MAX_SEATS);
      while (!((actors >> seat) & 1));
      n = rules->legal (splay_game_get_state (game), seat, legal);
      if (n <= 0
          || !splay_match_apply (match, seat, legal[splay_rng_below (rng, (uint32_t) n)], NULL))
        return;
    }
}

static void
make_template (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("splay-fuzz-replay-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr (SplayStore) store = NULL;
  SplayRng rng;
  int n_rules;
  const SplayRules *const *all = splay_rules_all (&n_rules);

  if (dir == NULL)
    fail ("temporary folder", error->message);
  path = g_build_filename (dir, "template.db", NULL);
  work_path = g_build_filename (dir, "work.db", NULL);
  store = splay_store_new (path, &error);
  if (store == NULL)
    fail ("template database", error->message);
  splay_rng_init (&rng, 7);
  for (int r = 0; r < n_rules; r++)
    for (int finished = 0; finished < 2; finished++)
      {
        g_autoptr (SplayPlayer) a = splay_player_new_human ("Ada");
        g_autoptr (SplayPlayer) b = splay_player_new_human ("Ben");
        SplayPlayer *players[] = { a, b, NULL };
        SplaySettings settings;
        g_autoptr (SplayMatch) match = NULL;

        splay_settings_defaults (all[r], 2, &settings);
        match
            = splay_match_new (all[r], &settings, 1000 + (guint64) r, players, 0, finished ? 2 : 0);
        if (!splay_store_track_match (store, match, &error))
          fail ("saving a match", error->message);
        splay_match_start_next_game (match);
        play (match, &rng, finished ? 20000 : 40);
        if (!splay_store_flush (store, &error))
          fail ("saving a match", error->message);
        splay_store_untrack_match (store, match);
        n_matches++;
      }
  g_clear_object (&store);
  if (!g_file_get_contents (path, &template_bytes, &template_size, &error))
    fail ("template database", error->message);
  g_unlink (path);
}

static uint32_t
take32 (const uint8_t **p, const uint8_t *end)
{
  uint32_t v = 0;

  for (int i = 0; i < 4 && *p < end; i++)
    v = v << 8 | *(*p)++;
  return v;
}

/* A short string from the input: a length byte, then that many bytes. */
static char *
take_text (const uint8_t **p, const uint8_t *end)
{
  gsize len = *p < end ? *(*p)++ : 0;

  len = MIN (len, (gsize) (end - *p));
  *p += len;
  return g_strndup ((const char *) *p - len, len);
}

static const char *const edits[] = {
  /* ?1 picks a row, ?2 is the new value */
  "UPDATE actions SET action = ?2 WHERE (game_id, idx) = "
  "(SELECT game_id, idx FROM actions ORDER BY game_id, idx LIMIT 1 OFFSET ?1)",
  "UPDATE actions SET seat = ?2 % 16 - 4 WHERE (game_id, idx) = "
  "(SELECT game_id, idx FROM actions ORDER BY game_id, idx LIMIT 1 OFFSET ?1)",
  "DELETE FROM actions WHERE (game_id, idx) = "
  "(SELECT game_id, idx FROM actions ORDER BY game_id, idx LIMIT 1 OFFSET ?1)",
  "UPDATE actions SET idx = ?2 % 100000 WHERE (game_id, idx) = "
  "(SELECT game_id, idx FROM actions ORDER BY game_id, idx LIMIT 1 OFFSET ?1)",
  "INSERT OR IGNORE INTO actions (game_id, idx, seat, action) "
  "SELECT id, ?2 % 4000, ?2 / 4000 % 4, ?2 FROM games ORDER BY id LIMIT 1 OFFSET ?1 % 32",
  "UPDATE games SET idx = ?2 % 8 - 2 WHERE id = (SELECT id FROM games LIMIT 1 OFFSET ?1 % 32)",
  "UPDATE games SET seed = ?2 WHERE id = (SELECT id FROM games LIMIT 1 OFFSET ?1 % 32)",
  "UPDATE games SET status = CASE WHEN ?2 % 2 THEN 'finished' ELSE 'playing' END "
  "WHERE id = (SELECT id FROM games LIMIT 1 OFFSET ?1 % 32)",
  "DELETE FROM games WHERE id = (SELECT id FROM games LIMIT 1 OFFSET ?1 % 32)",
  "UPDATE matches SET n_seats = ?2 % 10 WHERE id = ?1 % 12",
  "UPDATE matches SET seed = ?2 WHERE id = ?1 % 12",
  "UPDATE matches SET max_games = ?2 % 5, target_points = ?2 / 5 % 20 WHERE id = ?1 % 12",
  "UPDATE match_seats SET seat = ?2 % 10 - 1 WHERE match_id = ?1 % 12 AND seat = ?2 / 10 % 2",
  "UPDATE match_seats SET kind = 'computer', level = 'medium' WHERE match_id = ?1 % 12",
  /* the text ones: ?3 is a string from the input */
  "UPDATE games SET settings = ?3 WHERE id = (SELECT id FROM games LIMIT 1 OFFSET ?1 % 32)",
  "UPDATE matches SET settings = ?3 WHERE id = ?1 % 12",
  "UPDATE matches SET game_id = ?3 WHERE id = ?1 % 12",
  "UPDATE match_seats SET level = ?3 WHERE match_id = ?1 % 12",
};

static void
damage (const uint8_t *data, size_t size)
{
  const uint8_t *p = data, *end = data + size;
  sqlite3 *db = NULL;

  if (sqlite3_open (work_path, &db) != SQLITE_OK)
    fail ("work database", sqlite3_errmsg (db));
  sqlite3_exec (db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
  for (int n = 0; p < end && n < 32; n++)
    {
      guint op = *p++ % G_N_ELEMENTS (edits);
      uint32_t row = take32 (&p, end) % 2000;
      uint32_t value = take32 (&p, end);
      g_autofree char *text = strstr (edits[op], "?3") ? take_text (&p, end) : NULL;
      sqlite3_stmt *stmt = NULL;

      if (sqlite3_prepare_v2 (db, edits[op], -1, &stmt, NULL) != SQLITE_OK)
        fail (edits[op], sqlite3_errmsg (db));
      sqlite3_bind_int64 (stmt, 1, row);
      sqlite3_bind_int64 (stmt, 2, value);
      if (text != NULL)
        sqlite3_bind_text (stmt, 3, text, -1, SQLITE_TRANSIENT);
      sqlite3_step (stmt); /* a constraint may refuse it: that is fine */
      sqlite3_finalize (stmt);
    }
  sqlite3_close (db);
}

static void
check_match (SplayMatch *match)
{
  const SplayRules *rules = splay_match_get_rules (match);

  for (guint i = 0; i < splay_match_get_n_games (match); i++)
    {
      SplayGame *game = splay_match_get_game (match, i);
      g_autoptr (GError) error = NULL;

      if (!rules->check (splay_game_get_state (game), &error))
        fail ("a resumed game breaks the rules", error->message);
    }
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayStore) store = NULL;
  g_autoptr (GPtrArray) unfinished = NULL;
  g_autofree char *wal = NULL, *shm = NULL;

  if (template_bytes == NULL)
    {
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL);
      make_template ();
    }
  wal = g_strconcat (work_path, "-wal", NULL);
  shm = g_strconcat (work_path, "-shm", NULL);
  g_unlink (wal);
  g_unlink (shm);
  if (!g_file_set_contents (work_path, template_bytes, (gssize) template_size, &error))
    fail ("work database", error->message);
  damage (data, size);

  store = splay_store_new (work_path, &error);
  if (store == NULL)
    return 0;
  unfinished = splay_store_list_unfinished (store, 0, NULL, NULL);
  for (gint64 id = 1; id <= n_matches + 1; id++)
    {
      g_autoptr (GError) problem = NULL;
      g_autoptr (GError) load_error = NULL;
      g_autoptr (SplayMatch) match = splay_store_load_match (store, id, &problem, &load_error);

      if (match != NULL)
        check_match (match);
    }
  return 0;
}
