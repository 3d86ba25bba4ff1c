/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-history.c: the store's history queries: paging, filters, sorting
 * and counts agree with each other and with the data; a match's details
 * (points, running totals, moves); deleting with everything that belongs to
 * the match; the CSV and JSON exports read back; the lazily loading list
 * model. Real matches use the tests' tiny game (nim-rules.c); the large
 * lists come from the benchmark's synthetic filler. */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "nim-rules.h"
#include "store-test-util.h"
#include "store/splay-history.h"
#include "store/splay-history-model.h"
#include "store/splay-store-private.h"

typedef StoreFixture Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  store_fixture_set_up (f, "splay-history");
  splay_store_add_rules (f->store, &nim_rules);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_assert_finalize_object (g_steal_pointer (&f->store));
  store_fixture_tear_down (f);
}

/* A nim match saved in @store. Seat 0 is a person called @name when @name is
 * not NULL. Played to its end when @finish. */
static gint64
save_match (SplayStore *store, const char *name, int seats, guint64 seed, int max_games,
            gboolean finish)
{
  SplaySettings settings;
  SplayPlayer *players[SPLAY_MAX_SEATS + 1] = { NULL };
  g_autoptr (SplayMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  gint64 id;

  splay_settings_defaults (&nim_rules, seats, &settings);
  splay_settings_set (&nim_rules, &settings, "stones", 9);
  for (int i = 0; i < seats; i++)
    {
      g_autofree char *computer = g_strdup_printf ("Computer %d", i);
      players[i] = name && i == 0 ? splay_player_new_human (name)
                                  : splay_player_new_computer (computer, SPLAY_LEVEL_RANDOM);
    }
  match = splay_match_new (&nim_rules, &settings, seed, players, 0, max_games);
  for (int i = 0; i < seats; i++)
    g_object_unref (players[i]);
  splay_match_set_computer_delay (match, 0);
  g_assert_true (splay_store_track_match (store, match, &error));
  g_assert_no_error (error);
  splay_match_start_next_game (match);

  while (finish && !splay_match_is_over (match))
    {
      SplayGame *game = splay_match_get_current_game (match);

      if (splay_game_is_over (game))
        {
          splay_match_start_next_game (match);
          continue;
        }
      if (splay_match_seat_is_human (match, g_bit_nth_lsf (splay_game_get_actors (game), -1)))
        {
          int seat = g_bit_nth_lsf (splay_game_get_actors (game), -1);
          SplayAction legal[SPLAY_MAX_ACTIONS];
          int n = nim_rules.legal (splay_game_get_state (game), seat, legal);
          g_assert_cmpint (n, >, 0);
          g_assert_true (splay_match_apply (match, seat, legal[n - 1], NULL));
        }
      else
        splay_match_run_computers (match);
    }
  id = splay_match_get_id (match);
  g_assert_true (splay_store_flush (store, NULL));
  splay_store_untrack_match (store, match);
  return id;
}

static GPtrArray *
list_all (SplayStore *store, const SplayHistoryQuery *query)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *all = splay_store_list_history (store, query, 0, G_MAXINT, &error);

  g_assert_no_error (error);
  g_assert_nonnull (all);
  return all;
}

/* Pages of any size put together are the whole list, in the same order,
 * and the count agrees. */
static void
check_paging (SplayStore *store, const SplayHistoryQuery *query, guint page_size)
{
  g_autoptr (GPtrArray) all = list_all (store, query);
  g_autoptr (GError) error = NULL;
  guint count = 0, seen = 0;

  g_assert_true (splay_store_count_history (store, query, &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count, ==, all->len);

  for (guint offset = 0; offset < count + page_size; offset += page_size)
    {
      g_autoptr (GPtrArray) page
          = splay_store_list_history (store, query, offset, page_size, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (page->len, ==, MIN (page_size, count - MIN (offset, count)));
      for (guint i = 0; i < page->len; i++)
        {
          SplayHistoryEntry *a = g_ptr_array_index (page, i);
          SplayHistoryEntry *b = g_ptr_array_index (all, offset + i);
          g_assert_cmpint (a->id, ==, b->id);
          seen++;
        }
    }
  g_assert_cmpuint (seen, ==, count);
}

static gboolean
has_name_part (const SplayHistoryEntry *e, const char *part)
{
  g_autofree char *needle = g_utf8_casefold (part, -1);

  for (int s = 0; s < e->n_seats; s++)
    {
      g_autofree char *name = g_utf8_casefold (e->names[s], -1);
      if (strstr (name, needle) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
test_paging_filters_sorting (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  SplayHistoryQuery query = SPLAY_HISTORY_QUERY_INIT;
  g_autoptr (GPtrArray) all = NULL;
  static const char *const games[] = { "splatoids", "splito", "spit" };
  guint count = 0;

  g_assert_true (splay_store_fill_synthetic_history (f->store, 700, 42, &error));
  g_assert_no_error (error);

  /* Everything, newest first. */
  all = list_all (f->store, &query);
  g_assert_cmpuint (all->len, ==, 700);
  for (guint i = 1; i < all->len; i++)
    {
      SplayHistoryEntry *a = g_ptr_array_index (all, i - 1), *b = g_ptr_array_index (all, i);
      g_assert_cmpint (g_date_time_compare (a->updated, b->updated), >=, 0);
    }
  check_paging (f->store, &query, 200);
  check_paging (f->store, &query, 33);

  /* Oldest first is the same list backwards. */
  query.ascending = TRUE;
  {
    g_autoptr (GPtrArray) up = list_all (f->store, &query);
    g_assert_cmpuint (up->len, ==, all->len);
    for (guint i = 0; i < up->len; i++)
      g_assert_cmpint (((SplayHistoryEntry *) g_ptr_array_index (up, i))->id, ==,
                       ((SplayHistoryEntry *) g_ptr_array_index (all, all->len - 1 - i))->id);
  }
  query.ascending = FALSE;

  /* Each filter selects exactly the matches it should. */
  for (gsize g = 0; g < G_N_ELEMENTS (games); g++)
    for (int status = -1; status <= SPLAY_MATCH_ABANDONED; status++)
      {
        g_autoptr (GPtrArray) some = NULL;
        guint expected = 0;

        query.game_id = games[g];
        query.status = status;
        query.text = g % 2 ? "CHLO" : NULL; /* any case; "Chloé" */
        some = list_all (f->store, &query);
        for (guint i = 0; i < all->len; i++)
          {
            SplayHistoryEntry *e = g_ptr_array_index (all, i);
            if (g_str_equal (e->game_id, games[g]) && (status < 0 || (int) e->status == status)
                && (query.text == NULL || has_name_part (e, query.text)))
              expected++;
          }
        g_assert_cmpuint (some->len, ==, expected);
        for (guint i = 0; i < some->len; i++)
          {
            SplayHistoryEntry *e = g_ptr_array_index (some, i);
            g_assert_cmpstr (e->game_id, ==, games[g]);
            if (status >= 0)
              g_assert_cmpint (e->status, ==, status);
          }
        check_paging (f->store, &query, 7);
      }

  /* Non-ASCII text is found in any case too. */
  query = (SplayHistoryQuery) SPLAY_HISTORY_QUERY_INIT;
  query.text = "CHLOÉ";
  g_assert_true (splay_store_count_history (f->store, &query, &count, &error));
  g_assert_cmpuint (count, >, 0);
  {
    guint expected = 0;
    for (guint i = 0; i < all->len; i++)
      if (has_name_part (g_ptr_array_index (all, i), "chloé"))
        expected++;
    g_assert_cmpuint (count, ==, expected);
  }
  /* Text that looks like SQL is only text. */
  query.text = "%' OR 1=1 --";
  g_assert_true (splay_store_count_history (f->store, &query, &count, &error));
  g_assert_cmpuint (count, ==, 0);

  /* By game: game ids in order, newest first within a game. */
  query = (SplayHistoryQuery) SPLAY_HISTORY_QUERY_INIT;
  query.sort = SPLAY_HISTORY_SORT_GAME;
  {
    g_autoptr (GPtrArray) by_game = list_all (f->store, &query);
    for (guint i = 1; i < by_game->len; i++)
      {
        SplayHistoryEntry *a = g_ptr_array_index (by_game, i - 1),
                          *b = g_ptr_array_index (by_game, i);
        int c = strcmp (a->game_id, b->game_id);
        g_assert_cmpint (c, <=, 0);
        if (c == 0)
          g_assert_cmpint (g_date_time_compare (a->updated, b->updated), >=, 0);
      }
    check_paging (f->store, &query, 50);
  }

  /* By result: wins, draws, losses, unfinished, abandoned; and the result
   * agrees with the status and the winner's kind. */
  query.sort = SPLAY_HISTORY_SORT_RESULT;
  {
    g_autoptr (GPtrArray) by_result = list_all (f->store, &query);
    gboolean seen[SPLAY_HISTORY_RESULT_ABANDONED + 1] = { FALSE };

    for (guint i = 0; i < by_result->len; i++)
      {
        SplayHistoryEntry *e = g_ptr_array_index (by_result, i);
        if (i > 0)
          g_assert_cmpint (((SplayHistoryEntry *) g_ptr_array_index (by_result, i - 1))->result, <=,
                           e->result);
        seen[e->result] = TRUE;
        switch (e->result)
          {
          case SPLAY_HISTORY_RESULT_WON:
            g_assert_cmpint (e->status, ==, SPLAY_MATCH_FINISHED);
            g_assert_cmpstr (e->levels[e->winner], ==, "human");
            break;
          case SPLAY_HISTORY_RESULT_LOST:
            g_assert_cmpint (e->status, ==, SPLAY_MATCH_FINISHED);
            g_assert_cmpstr (e->levels[e->winner], !=, "human");
            break;
          case SPLAY_HISTORY_RESULT_DRAWN: g_assert_cmpint (e->winner, ==, -1); break;
          case SPLAY_HISTORY_RESULT_PLAYING:
            g_assert_cmpint (e->status, ==, SPLAY_MATCH_PLAYING);
            break;
          case SPLAY_HISTORY_RESULT_ABANDONED:
            g_assert_cmpint (e->status, ==, SPLAY_MATCH_ABANDONED);
            break;
          }
      }
    for (int r = 0; r <= SPLAY_HISTORY_RESULT_ABANDONED; r++)
      g_assert_true (seen[r]);
    check_paging (f->store, &query, 64);
  }

  /* Left-out ids (deletes waiting for their undo toast) are not counted. */
  {
    gint64 exclude[3];
    for (int i = 0; i < 3; i++)
      exclude[i] = ((SplayHistoryEntry *) g_ptr_array_index (all, i * 10))->id;
    query = (SplayHistoryQuery) SPLAY_HISTORY_QUERY_INIT;
    query.exclude = exclude;
    query.n_exclude = 3;
    g_assert_true (splay_store_count_history (f->store, &query, &count, &error));
    g_assert_cmpuint (count, ==, 697);
    check_paging (f->store, &query, 100);
  }
}

static void
test_details (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayHistoryDetails) details = NULL;
  g_autoptr (SplayMatch) loaded = NULL;
  gint64 id = save_match (f->store, "Anna", 3, 99, 3, TRUE);
  gint64 unfinished = save_match (f->store, NULL, 2, 5, 2, FALSE);
  int running[SPLAY_MAX_SEATS] = { 0 };

  details = splay_store_get_history_details (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (details->entry->id, ==, id);
  g_assert_cmpstr (details->entry->game_id, ==, "nim");
  g_assert_cmpint (details->entry->status, ==, SPLAY_MATCH_FINISHED);
  g_assert_cmpint (details->entry->n_seats, ==, 3);
  g_assert_cmpstr (details->entry->names[0], ==, "Anna");
  g_assert_cmpstr (details->entry->levels[0], ==, "human");
  g_assert_cmpstr (details->entry->levels[1], ==, "random");
  g_assert_cmpuint (details->games->len, ==, 3);

  /* The same points as the replayed match, with running totals. */
  loaded = splay_store_load_match (f->store, id, NULL, &error);
  g_assert_no_error (error);
  for (guint g = 0; g < 3; g++)
    {
      SplayHistoryGame *game = &g_array_index (details->games, SplayHistoryGame, g);
      SplayResult result;

      g_assert_cmpuint (game->index, ==, g);
      g_assert_true (game->finished);
      g_assert_nonnull (game->finished_at);
      g_assert_cmpint (game->n_actions, ==,
                       splay_game_get_n_actions (splay_match_get_game (loaded, g)));
      g_assert_cmpint (game->n_actions, >, 0);
      splay_game_get_result (splay_match_get_game (loaded, g), &result);
      for (int s = 0; s < 3; s++)
        {
          running[s] += splay_match_get_game_points (loaded, g, s);
          g_assert_cmpint (game->points[s], ==, splay_match_get_game_points (loaded, g, s));
          g_assert_cmpint (game->place[s], ==, result.place[s]);
          g_assert_cmpint (game->running[s], ==, running[s]);
        }
    }
  for (int s = 0; s < 3; s++)
    g_assert_cmpint (details->entry->totals[s], ==, splay_match_get_total (loaded, s));
  g_assert_cmpint (details->entry->winner, ==, splay_match_get_winner (loaded));

  /* Hints and undos as the statistics count them. */
  sqlite3_exec (splay_store_get_db (f->store),
                "UPDATE games SET hints = 2, undos = 1 WHERE idx = 1", NULL, NULL, NULL);
  g_clear_pointer (&details, splay_history_details_free);
  details = splay_store_get_history_details (f->store, id, &error);
  g_assert_cmpint (g_array_index (details->games, SplayHistoryGame, 1).hints, ==, 2);
  g_assert_cmpint (g_array_index (details->games, SplayHistoryGame, 1).undos, ==, 1);
  g_assert_cmpint (g_array_index (details->games, SplayHistoryGame, 0).hints, ==, 0);

  /* An unfinished match: its game in play has no points yet. */
  g_clear_pointer (&details, splay_history_details_free);
  details = splay_store_get_history_details (f->store, unfinished, &error);
  g_assert_no_error (error);
  g_assert_cmpint (details->entry->result, ==, SPLAY_HISTORY_RESULT_PLAYING);
  g_assert_cmpuint (details->games->len, ==, 1);
  g_assert_false (g_array_index (details->games, SplayHistoryGame, 0).finished);
  g_assert_null (g_array_index (details->games, SplayHistoryGame, 0).finished_at);

  /* A match that is not there. */
  g_clear_pointer (&details, splay_history_details_free);
  details = splay_store_get_history_details (f->store, 424242, &error);
  g_assert_null (details);
  g_assert_error (error, SPLAY_STORE_ERROR, SPLAY_STORE_ERROR_NOT_FOUND);
}

static void
test_delete (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  gint64 keep = save_match (f->store, "Anna", 2, 1, 2, TRUE);
  gint64 drop = save_match (f->store, "Ben", 2, 2, 2, TRUE);
  int actions_before = store_test_query_int (f->store, "SELECT count(*) FROM actions");
  int keep_actions = store_test_query_int (
      f->store, "SELECT count(*) FROM actions a JOIN games g ON g.id = a.game_id "
                "WHERE g.match_id = 1");
  guint count = 0;

  g_assert_cmpint (keep, ==, 1);
  g_assert_cmpint (actions_before, >, keep_actions);
  g_assert_true (splay_store_delete_match (f->store, drop, &error));
  g_assert_no_error (error);

  g_assert_true (splay_store_count_history (f->store, NULL, &count, &error));
  g_assert_cmpuint (count, ==, 1);
  /* Its games, moves, points and seats went with it; the other's stayed. */
  g_assert_cmpint (store_test_query_int (f->store, "SELECT count(*) FROM games WHERE match_id = 2"),
                   ==, 0);
  g_assert_cmpint (
      store_test_query_int (f->store, "SELECT count(*) FROM match_seats WHERE match_id = 2"), ==,
      0);
  g_assert_cmpint (store_test_query_int (f->store, "SELECT count(*) FROM actions"), ==,
                   keep_actions);
  g_assert_cmpint (store_test_query_int (f->store, "SELECT count(*) FROM points p "
                                                   "WHERE p.game_id NOT IN (SELECT id FROM games)"),
                   ==, 0);
  g_assert_cmpint (store_test_query_int (f->store, "SELECT count(*) FROM points"), ==, 2 * 2);
  /* The player rows stay for the names offered in the new-game dialog. */
  g_assert_cmpint (
      store_test_query_int (f->store, "SELECT count(*) FROM players WHERE name = 'Ben'"), ==, 1);

  /* Deleting again is not an error; the kept match still loads. */
  g_assert_true (splay_store_delete_match (f->store, drop, &error));
  g_assert_no_error (error);
  {
    g_autoptr (SplayHistoryDetails) kept = splay_store_get_history_details (f->store, keep, &error);
    g_assert_nonnull (kept);
  }
}

/* ---- export ---- */

/* RFC 4180: fields, quoted or not, in rows ending CRLF. */
static GPtrArray *
parse_csv (const char *text)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *row = g_ptr_array_new_with_free_func (g_free);
  GString *field = g_string_new (NULL);
  const char *p = text;

  while (*p)
    {
      if (*p == '"')
        {
          p++;
          for (;;)
            {
              g_assert_true (*p != '\0'); /* an unclosed quote */
              if (*p == '"' && p[1] == '"')
                {
                  g_string_append_c (field, '"');
                  p += 2;
                }
              else if (*p == '"')
                {
                  p++;
                  break;
                }
              else
                g_string_append_c (field, *p++);
            }
        }
      else if (*p == ',')
        {
          g_ptr_array_add (row, g_strdup (field->str));
          g_string_truncate (field, 0);
          p++;
        }
      else if (*p == '\r' && p[1] == '\n')
        {
          g_ptr_array_add (row, g_strdup (field->str));
          g_string_truncate (field, 0);
          g_ptr_array_add (rows, row);
          row = g_ptr_array_new_with_free_func (g_free);
          p += 2;
        }
      else
        {
          g_assert_true (*p != '\n' && *p != '\r'); /* a bare line end outside quotes */
          g_string_append_c (field, *p++);
        }
    }
  g_assert_cmpuint (row->len, ==, 0); /* the last row ended */
  g_assert_cmpuint (field->len, ==, 0);
  g_ptr_array_unref (row);
  g_string_free (field, TRUE);
  return rows;
}

static char *
export_to_string (SplayStore *store, SplayHistoryFormat format)
{
  g_autoptr (GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr (GError) error = NULL;

  g_assert_true (splay_store_export_history (store, format, out, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_write_all (out, "", 1, NULL, NULL, NULL));
  g_output_stream_close (out, NULL, NULL);
  return g_memory_output_stream_steal_data (G_MEMORY_OUTPUT_STREAM (out));
}

static const char *tricky_name = "Zoë \"Z\", the best\nof all";

static void
test_export_csv (Fixture *f, gconstpointer data)
{
  gint64 id = save_match (f->store, tricky_name, 3, 7, 2, TRUE);
  g_autoptr (SplayHistoryDetails) details = splay_store_get_history_details (f->store, id, NULL);
  g_autofree char *csv = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  GPtrArray *header;

  save_match (f->store, NULL, 2, 8, 1, FALSE);
  csv = export_to_string (f->store, SPLAY_HISTORY_FORMAT_CSV);
  rows = parse_csv (csv);
  g_assert_cmpuint (rows->len, ==, 1 + 3 + 2);
  header = g_ptr_array_index (rows, 0);
  g_assert_cmpuint (header->len, ==, 15);
  g_assert_cmpstr (g_ptr_array_index (header, 0), ==, "match_id");
  g_assert_cmpstr (g_ptr_array_index (header, 10), ==, "name");
  g_assert_cmpstr (g_ptr_array_index (header, 13), ==, "points");

  for (guint r = 1; r < rows->len; r++)
    g_assert_cmpuint (((GPtrArray *) g_ptr_array_index (rows, r))->len, ==, 15);

  /* The first match, seat by seat, with the name exactly as typed. */
  for (int seat = 0; seat < 3; seat++)
    {
      GPtrArray *row = g_ptr_array_index (rows, 1 + seat);
      g_autofree char *points = g_strdup_printf ("%d", details->entry->totals[seat]);
      g_autofree char *seat_text = g_strdup_printf ("%d", seat);

      g_assert_cmpstr (g_ptr_array_index (row, 0), ==, "1");
      g_assert_cmpstr (g_ptr_array_index (row, 1), ==, "nim");
      g_assert_cmpstr (g_ptr_array_index (row, 2), ==, "finished");
      g_assert_cmpstr (g_ptr_array_index (row, 9), ==, seat_text);
      g_assert_cmpstr (g_ptr_array_index (row, 10), ==, details->entry->names[seat]);
      g_assert_cmpstr (g_ptr_array_index (row, 11), ==, seat == 0 ? "human" : "computer");
      g_assert_cmpstr (g_ptr_array_index (row, 12), ==, seat == 0 ? "" : "random");
      g_assert_cmpstr (g_ptr_array_index (row, 13), ==, points);
      g_assert_cmpstr (g_ptr_array_index (row, 14), ==, details->entry->winner == seat ? "1" : "0");
      g_assert_true (g_str_has_suffix (g_ptr_array_index (row, 4), "Z"));
    }
  g_assert_cmpstr (g_ptr_array_index ((GPtrArray *) g_ptr_array_index (rows, 1), 10), ==,
                   tricky_name);
  g_assert_cmpstr (g_ptr_array_index ((GPtrArray *) g_ptr_array_index (rows, 4), 2), ==, "playing");
  g_assert_cmpstr (g_ptr_array_index ((GPtrArray *) g_ptr_array_index (rows, 4), 3), ==, "playing");
}

/* JSON is read back by Python's parser (meson needs Python, so it is there)
 * and a summary compared. */
static char *
python_summary (const char *json)
{
  g_autofree char *tmp = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  int status = 0;
  int fd = g_file_open_tmp ("splay-history-XXXXXX.json", &tmp, &error);
  const char *script
      = "import json, sys\n"
        "d = json.load(open(sys.argv[1], encoding='utf-8'))\n"
        "assert d['format'] == 'splay-history' and d['version'] == 1\n"
        "for m in d['matches']:\n"
        "    print(m['id'], m['game'], m['status'], m['result'], m['winner'], len(m['players']), "
        "len(m['games']))\n"
        "    for p in m['players']:\n"
        "        print(' ', p['seat'], repr(p['name']), p['kind'], p['level'], p['points'])\n"
        "    for g in m['games']:\n"
        "        print('  game', g['index'], g['finished'], g['moves'], g['points'], g['places'], "
        "g['finished_at'] is None)\n";
  const char *argv[] = { "python3", "-c", script, NULL, NULL };

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (tmp, json, -1, &error));
  argv[3] = tmp;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("python3 could not read the JSON: %s\n%s", err, json);
  g_remove (tmp);
  return g_steal_pointer (&out);
}

static void
test_export_json (Fixture *f, gconstpointer data)
{
  gint64 id = save_match (f->store, tricky_name, 2, 7, 2, TRUE);
  gint64 id2 = save_match (f->store, "Tab\there \\ back", 2, 9, 3, FALSE);
  g_autoptr (SplayHistoryDetails) d1 = splay_store_get_history_details (f->store, id, NULL);
  g_autoptr (SplayHistoryDetails) d2 = splay_store_get_history_details (f->store, id2, NULL);
  g_autofree char *json = NULL;
  g_autofree char *summary = NULL;
  g_autoptr (GString) expected = g_string_new (NULL);
  SplayHistoryDetails *all[] = { d1, d2 };

  /* Empty first: still a valid document. */
  {
    g_autoptr (SplayStore) empty = NULL;
    g_autofree char *path = g_build_filename (f->dir, "empty.db", NULL);
    g_autofree char *text = NULL;
    g_autofree char *empty_summary = NULL;

    empty = splay_store_new (path, NULL);
    text = export_to_string (empty, SPLAY_HISTORY_FORMAT_JSON);
    empty_summary = python_summary (text);
    g_assert_cmpstr (empty_summary, ==, "");
  }

  json = export_to_string (f->store, SPLAY_HISTORY_FORMAT_JSON);
  summary = python_summary (json);

  for (gsize m = 0; m < G_N_ELEMENTS (all); m++)
    {
      SplayHistoryEntry *e = all[m]->entry;
      static const char *const results[] = { "won", "drawn", "lost", "playing", "abandoned" };
      static const char *const statuses[] = { "playing", "finished", "abandoned" };
      g_autofree char *winner
          = e->winner >= 0 ? g_strdup_printf ("%d", e->winner) : g_strdup ("None");

      g_string_append_printf (expected, "%" G_GINT64_FORMAT " nim %s %s %s %d %u\n", e->id,
                              statuses[e->status], results[e->result], winner, e->n_seats,
                              all[m]->games->len);
      for (int s = 0; s < e->n_seats; s++)
        {
          /* Python's repr of the names used here. */
          g_autofree char *r = NULL;
          if (g_str_equal (e->names[s], tricky_name))
            r = g_strdup ("'Zoë \"Z\", the best\\nof all'");
          else if (g_str_has_prefix (e->names[s], "Tab"))
            r = g_strdup ("'Tab\\there \\\\ back'");
          else
            r = g_strdup_printf ("'%s'", e->names[s]);
          g_string_append_printf (expected, "  %d %s %s %s %d\n", s, r,
                                  s == 0 ? "human" : "computer", s == 0 ? "None" : "random",
                                  e->totals[s]);
        }
      for (guint g = 0; g < all[m]->games->len; g++)
        {
          SplayHistoryGame *game = &g_array_index (all[m]->games, SplayHistoryGame, g);
          g_string_append_printf (expected, "  game %u %s %d [", game->index,
                                  game->finished ? "True" : "False", game->n_actions);
          for (int s = 0; s < e->n_seats; s++)
            g_string_append_printf (expected, "%s%d", s ? ", " : "", game->points[s]);
          g_string_append (expected, "] [");
          for (int s = 0; s < e->n_seats; s++)
            g_string_append_printf (expected, "%s%d", s ? ", " : "", game->place[s]);
          g_string_append_printf (expected, "] %s\n", game->finished_at ? "False" : "True");
        }
    }
  g_assert_cmpstr (summary, ==, expected->str);
}

/* An export to a stream that fails reports the stream's error. */
static void
test_export_unwritable (Fixture *f, gconstpointer data)
{
  g_autoptr (GFile) dir = g_file_new_for_path (f->dir);
  g_autoptr (GFile) file = g_file_get_child (dir, "no-such-folder/history.csv");
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileOutputStream) out = NULL;
  g_autoptr (GOutputStream) closed = g_memory_output_stream_new_resizable ();

  save_match (f->store, "Anna", 2, 1, 1, TRUE);
  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, &error);
  g_assert_null (out);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_output_stream_close (closed, NULL, NULL);
  g_assert_false (
      splay_store_export_history (f->store, SPLAY_HISTORY_FORMAT_JSON, closed, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CLOSED);
}

/* ---- the list model ---- */

static guint changed_removed, changed_added;

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added)
{
  g_assert_cmpuint (position, ==, 0);
  changed_removed = removed;
  changed_added = added;
}

static void
test_model (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayHistoryModel) model = NULL;
  g_autoptr (GPtrArray) all = NULL;
  SplayHistoryQuery query = SPLAY_HISTORY_QUERY_INIT;

  g_assert_true (splay_store_fill_synthetic_history (f->store, 1000, 3, &error));
  all = list_all (f->store, NULL);

  model = splay_history_model_new (f->store);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 1000);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (model)) == SPLAY_TYPE_HISTORY_ITEM);
  /* Only counted, nothing read yet. */
  g_assert_cmpuint (splay_history_model_get_n_loaded_pages (model), ==, 0);

  /* Items come a page at a time, in the store's order. */
  {
    g_autoptr (SplayHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (model), 999);
    g_assert_cmpint (splay_history_item_get_entry (item)->id, ==,
                     ((SplayHistoryEntry *) g_ptr_array_index (all, 999))->id);
    g_assert_cmpuint (splay_history_model_get_n_loaded_pages (model), ==, 1);
  }
  for (guint i = 0; i < 1000; i += 97)
    {
      g_autoptr (SplayHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);
      g_autoptr (SplayHistoryItem) again = g_list_model_get_item (G_LIST_MODEL (model), i);
      g_assert_cmpint (splay_history_item_get_entry (item)->id, ==,
                       ((SplayHistoryEntry *) g_ptr_array_index (all, i))->id);
      g_assert_true (item == again); /* stable while its page is kept */
    }
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), 1000));

  /* A new query replaces every item at once. */
  {
    gulong handler = g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), NULL);
    query.status = SPLAY_MATCH_ABANDONED;
    splay_history_model_set_query (model, &query);
    g_signal_handler_disconnect (model, handler);
  }
  g_assert_cmpuint (changed_removed, ==, 1000);
  g_assert_cmpuint (changed_added, ==, g_list_model_get_n_items (G_LIST_MODEL (model)));
  {
    guint expected = 0;
    for (guint i = 0; i < all->len; i++)
      if (((SplayHistoryEntry *) g_ptr_array_index (all, i))->status == SPLAY_MATCH_ABANDONED)
        expected++;
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, expected);
  }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (model)); i++)
    {
      g_autoptr (SplayHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);
      g_assert_cmpint (splay_history_item_get_entry (item)->status, ==, SPLAY_MATCH_ABANDONED);
    }

  /* Hiding a row (a delete waiting for its undo) and showing it again. */
  {
    guint n = g_list_model_get_n_items (G_LIST_MODEL (model));
    g_autoptr (SplayHistoryItem) second = g_list_model_get_item (G_LIST_MODEL (model), 1);
    gint64 id = splay_history_item_get_entry (second)->id;

    splay_history_model_hide (model, id);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, n - 1);
    {
      g_autoptr (SplayHistoryItem) now_second = g_list_model_get_item (G_LIST_MODEL (model), 1);
      g_assert_cmpint (splay_history_item_get_entry (now_second)->id, !=, id);
    }
    splay_history_model_unhide (model, id);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, n);
    {
      g_autoptr (SplayHistoryItem) back = g_list_model_get_item (G_LIST_MODEL (model), 1);
      g_assert_cmpint (splay_history_item_get_entry (back)->id, ==, id);
    }
  }
}

/* A file that counts its matches but cannot list them (a damaged column
 * name, found by opening damaged files in the app): the model never hands
 * a view NULL within its count (GTK unrefs it: a critical, and the app
 * stopped under G_DEBUG=fatal-criticals), and empties with the error once
 * the view is done asking. */
static void
test_model_unreadable (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SplayHistoryModel) model = NULL;
  g_autoptr (SplayHistoryItem) item = NULL;
  guint n;

  g_assert_true (splay_store_fill_synthetic_history (f->store, 30, 3, &error));
  g_assert_cmpint (sqlite3_exec (splay_store_get_db (f->store),
                                 "ALTER TABLE match_seats RENAME COLUMN level TO damaged", NULL,
                                 NULL, NULL),
                   ==, SQLITE_OK);

  model = splay_history_model_new (f->store);
  n = g_list_model_get_n_items (G_LIST_MODEL (model));
  g_assert_cmpuint (n, ==, 30);
  g_assert_null (splay_history_model_get_error (model));
  g_test_expect_message ("Splay", G_LOG_LEVEL_WARNING, "*A page of the history cannot be read*");
  item = g_list_model_get_item (G_LIST_MODEL (model), 3);
  g_test_assert_expected_messages ();
  g_assert_nonnull (item);
  g_assert_null (splay_history_item_get_entry (item));
  g_assert_nonnull (splay_history_model_get_error (model));

  changed_removed = changed_added = 0;
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), NULL);
  while (g_list_model_get_n_items (G_LIST_MODEL (model)) > 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (changed_removed, ==, n);
  g_assert_cmpuint (changed_added, ==, 0);
  g_assert_nonnull (strstr (splay_history_model_get_error (model)->message, "level"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/history/paging-filters-sorting", Fixture, NULL, fixture_set_up,
              test_paging_filters_sorting, fixture_tear_down);
  g_test_add ("/history/details", Fixture, NULL, fixture_set_up, test_details, fixture_tear_down);
  g_test_add ("/history/delete", Fixture, NULL, fixture_set_up, test_delete, fixture_tear_down);
  g_test_add ("/history/export-csv", Fixture, NULL, fixture_set_up, test_export_csv,
              fixture_tear_down);
  g_test_add ("/history/export-json", Fixture, NULL, fixture_set_up, test_export_json,
              fixture_tear_down);
  g_test_add ("/history/export-unwritable", Fixture, NULL, fixture_set_up, test_export_unwritable,
              fixture_tear_down);
  g_test_add ("/history/model", Fixture, NULL, fixture_set_up, test_model, fixture_tear_down);
  g_test_add ("/history/model-unreadable", Fixture, NULL, fixture_set_up, test_model_unreadable,
              fixture_tear_down);

  return g_test_run ();
}
