/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every board has from SplayBoard, tested once rather than once per
 * game: a tiny board over the Nim rules of nim-rules.c checks the seat at
 * the screen and the pass-the-screen cover, the keyboard focus, the status
 * lines and the "message" signal; the registry and the hints are checked
 * against every board it lists. */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/catalog.h"
#include "ui/splay-board-private.h"
#include "nim-rules.h"
#include "ui-test-util.h"

/* ---- a board for Nim ---- */

#define TEST_TYPE_BOARD (test_board_get_type ())
G_DECLARE_FINAL_TYPE (TestBoard, test_board, TEST, BOARD, SplayBoard)

struct _TestBoard
{
  SplayBoard parent_instance;
  GtkWidget *status;
  GtkWidget *stones;
  int n_setups;
  int n_updates;
  int n_resets;
  int viewer;                /* the seat of the view drawn last */
  int moves[4];              /* cursor moves asked for, by SplayBoardMove */
  gboolean handles_messages; /* says refusals itself, as the races do */
  char *handled;
};

G_DEFINE_FINAL_TYPE (TestBoard, test_board, SPLAY_TYPE_BOARD)

static void
test_board_setup (SplayBoard *board, SplayMatch *match)
{
  TEST_BOARD (board)->n_setups++;
}

static void
test_board_update (SplayBoard *board, SplayView *view)
{
  TestBoard *self = TEST_BOARD (board);
  const NimState *s = splay_view_get_state (view);
  g_autofree char *text = g_strdup_printf ("%d stones", s->stones);

  self->n_updates++;
  self->viewer = splay_view_get_seat (view);
  gtk_label_set_text (GTK_LABEL (self->stones), text);
}

static void
test_board_reset (SplayBoard *board)
{
  TEST_BOARD (board)->n_resets++;
}

static char *
test_board_get_tip (SplayBoard *board, SplayView *view)
{
  return g_strdup ("Take one to three stones.");
}

static void
test_board_move_cursor (SplayBoard *board, SplayBoardMove move)
{
  TEST_BOARD (board)->moves[move]++;
}

static gboolean
test_board_message (SplayBoard *board, const char *text)
{
  TestBoard *self = TEST_BOARD (board);

  if (!self->handles_messages)
    return FALSE;
  g_free (self->handled);
  self->handled = g_strdup (text);
  return TRUE;
}

static void
test_board_finalize (GObject *object)
{
  g_free (TEST_BOARD (object)->handled);
  G_OBJECT_CLASS (test_board_parent_class)->finalize (object);
}

static void
test_board_class_init (TestBoardClass *klass)
{
  SplayBoardClass *board_class = SPLAY_BOARD_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = test_board_finalize;
  board_class->setup = test_board_setup;
  board_class->update = test_board_update;
  board_class->reset = test_board_reset;
  board_class->get_tip = test_board_get_tip;
  board_class->move_cursor = test_board_move_cursor;
  board_class->message = test_board_message;
}

/* Built in code: a board need not have a template of its own. */
static void
test_board_init (TestBoard *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->viewer = -2;
  self->stones = gtk_label_new (NULL);
  self->status = splay_board_status_new ();
  gtk_box_append (GTK_BOX (box), self->stones);
  gtk_box_append (GTK_BOX (box), self->status);
  splay_board_set_content (SPLAY_BOARD (self), box);
  g_object_set (self, "status", self->status, NULL);
}

/* ---- fixture: a Nim match on a test board in a window ---- */

typedef struct
{
  SplayMatch *match;
  TestBoard *board;
  GtkWindow *window;
  int n_messages; /* "message" handlers run after the board's */
  char *message;
  int seat_notes;
  int cover_notes;
} Table;

static void
on_message_after (SplayBoard *board, const char *text, Table *t)
{
  t->n_messages++;
  g_free (t->message);
  t->message = g_strdup (text);
}

static void
on_seat_notify (GObject *board, GParamSpec *pspec, Table *t)
{
  t->seat_notes++;
}

static void
on_covered_notify (GObject *board, GParamSpec *pspec, Table *t)
{
  t->cover_notes++;
}

/* Ada against Bo (two people at one screen) or against the computer, who
 * takes its time (a minute): the test moves it. */
static void
table_open (Table *t, gboolean people)
{
  SplaySettings settings;
  g_autoptr (SplayPlayer) ada = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) other = people ? splay_player_new_human ("Bo")
                                         : splay_player_new_computer ("Robot", SPLAY_LEVEL_RANDOM);
  SplayPlayer *players[] = { ada, other };

  memset (t, 0, sizeof *t);
  splay_settings_defaults (&nim_rules, 2, &settings);
  settings.values[0] = 10;
  t->match = splay_match_new (&nim_rules, &settings, 7, players, 0, 0);
  splay_match_set_computer_delay (t->match, 60000);
  t->board = g_object_ref_sink (g_object_new (TEST_TYPE_BOARD, "match", t->match, NULL));
  g_signal_connect_after (t->board, "message", G_CALLBACK (on_message_after), t);
  g_signal_connect (t->board, "notify::seat", G_CALLBACK (on_seat_notify), t);
  g_signal_connect (t->board, "notify::covered", G_CALLBACK (on_covered_notify), t);
  t->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (t->window, GTK_WIDGET (t->board));
  gtk_window_present (t->window);
}

static void
table_close (Table *t)
{
  g_signal_handlers_disconnect_by_data (t->board, t);
  ui_destroy_window (t->window);
  g_assert_finalize_object (t->board);
  g_assert_finalize_object (t->match);
  g_free (t->message);
}

static SplayBoard *
board_of (Table *t)
{
  return SPLAY_BOARD (t->board);
}

/* The widget with the keyboard focus in the table's window. */
static GtkWidget *
focus_of (Table *t)
{
  return gtk_window_get_focus (t->window);
}

/* ---- tests ---- */

/* One person against the computer: that person's seat is always at the
 * screen, with no cover; the status says whose turn it is, what happened
 * and how to play; moves go to the match, and one out of turn is refused
 * with whose turn it is, by name. */
static void
test_one_person (void)
{
  Table t;
  SplayBoard *board;
  SplayView *view;

  table_open (&t, FALSE);
  board = board_of (&t);
  g_assert_true (splay_board_get_match (board) == t.match);
  g_assert_cmpint (t.board->n_setups, ==, 1);
  /* Nothing to draw before the first game. */
  g_assert_cmpint (t.board->n_updates, ==, 0);

  splay_match_start_next_game (t.match);
  g_assert_cmpint (t.board->n_updates, ==, 1);
  g_assert_cmpint (t.board->n_resets, ==, 1);
  g_assert_cmpint (splay_board_get_seat (board), ==, 0);
  g_assert_cmpint (t.board->viewer, ==, 0);
  g_assert_false (splay_board_is_covered (board));
  g_assert_false (splay_match_get_paused (t.match));
  g_assert_cmpstr (splay_board_get_turn_text (board), ==, "Your turn");
  g_assert_cmpstr (splay_board_get_last_text (board), ==, "The cards are dealt.");
  g_assert_cmpstr (splay_board_get_hint_text (board), ==, "Take one to three stones.");
  g_assert_false (splay_board_offers_hints (board)); /* Nim has no hard level */

  g_assert_true (splay_board_submit (board, 2, SPLAY_MOVE_KEYBOARD));
  g_assert_cmpint (splay_match_get_last_source (t.match), ==, SPLAY_MOVE_KEYBOARD);
  g_assert_cmpstr (splay_board_get_turn_text (board), ==, "Robot’s turn");
  g_assert_cmpstr (splay_board_get_last_text (board), ==, "Ada took 2");
  g_assert_cmpstr (splay_board_get_hint_text (board), ==, "");
  /* The view drawn, and the one before the move. */
  view = splay_board_get_view (board);
  g_assert_cmpuint (splay_view_get_n_actions (view), ==, 1);
  g_assert_cmpuint (splay_view_get_n_actions (splay_board_get_previous_view (board)), ==, 0);
  {
    const NimState *s = splay_game_get_state (splay_match_get_current_game (t.match));
    g_autofree char *text = g_strdup_printf ("%d stones", s->stones);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (t.board->stones)), ==, text);
  }

  /* Out of turn: refused, nothing changes, the reason names the player. */
  g_assert_false (splay_board_submit (board, 1, SPLAY_MOVE_POINTER));
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (t.match)), ==, 1);
  g_assert_cmpint (t.n_messages, ==, 1);
  g_assert_cmpstr (t.message, ==, "Please wait: it is Robot’s turn.");
  g_assert_cmpstr (splay_board_get_last_message (board), ==, t.message);
  /* A refusal the rules give is said in their words. */
  splay_match_run_computers (t.match);
  g_assert_cmpstr (splay_board_get_turn_text (board), ==, "Your turn");
  g_assert_false (splay_board_submit (board, 5, SPLAY_MOVE_KEYBOARD));
  g_assert_cmpstr (t.message, ==, "take 1 to 3 stones");
  /* The one person's seat was at the screen from the start. */
  g_assert_cmpint (t.seat_notes, ==, 0);
  g_assert_cmpint (t.cover_notes, ==, 0);
  table_close (&t);
}

/* Two people at one screen: between their turns the cover hides the table
 * and the match waits; the keyboard goes to the button that takes it down,
 * and after it to the board, with the next person's seat at the screen. */
static void
test_privacy_cover (void)
{
  Table t;
  SplayBoard *board;
  GtkWidget *button;
  int resets;

  table_open (&t, TRUE);
  board = board_of (&t);
  splay_match_start_next_game (t.match);

  /* Even the first person reveals their cards. */
  g_assert_true (splay_board_is_covered (board));
  g_assert_cmpint (splay_board_get_seat (board), ==, -1);
  g_assert_cmpint (t.board->viewer, ==, -1);
  g_assert_true (splay_match_get_paused (t.match));
  button = focus_of (&t);
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "Show Ada’s Cards");
  g_assert_true (gtk_widget_is_ancestor (button, GTK_WIDGET (board)));
  /* The status reads the table as anyone may see it. */
  g_assert_cmpstr (splay_board_get_turn_text (board), ==, "Ada’s turn");
  g_assert_cmpstr (splay_board_get_hint_text (board), ==, "");
  /* Nobody moves behind it, and the reason names who reveals next. */
  g_assert_false (splay_board_submit (board, 1, SPLAY_MOVE_POINTER));
  g_assert_cmpstr (t.message, ==, "Ada must reveal their cards first.");
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (t.match)), ==, 0);
  /* The focus cannot be taken from the cover. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (focus_of (&t) == button);

  resets = t.board->n_resets;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.reveal", NULL));
  g_assert_false (splay_board_is_covered (board));
  g_assert_cmpint (splay_board_get_seat (board), ==, 0);
  g_assert_cmpint (t.board->viewer, ==, 0);
  g_assert_false (splay_match_get_paused (t.match));
  g_assert_cmpint (t.board->n_resets, ==, resets + 1);
  g_assert_true (focus_of (&t) == GTK_WIDGET (board));
  g_assert_cmpstr (splay_board_get_turn_text (board), ==, "Your turn, Ada");
  g_assert_cmpstr (splay_board_get_hint_text (board), ==, "Take one to three stones.");

  /* Ada moves: the cover goes up for Bo. */
  g_assert_true (splay_board_submit (board, 3, SPLAY_MOVE_KEYBOARD));
  g_assert_true (splay_board_is_covered (board));
  g_assert_true (splay_match_get_paused (t.match));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus_of (&t))), ==, "Show Bo’s Cards");
  g_assert_cmpstr (splay_board_get_last_text (board), ==, "Ada took 3");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.reveal", NULL);
  g_assert_cmpint (splay_board_get_seat (board), ==, 1);
  g_assert_cmpstr (splay_board_get_turn_text (board), ==, "Your turn, Bo");
  /* Taking the cover down when it is not up does nothing. */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.reveal", NULL);
  g_assert_cmpint (splay_board_get_seat (board), ==, 1);
  g_assert_cmpint (t.cover_notes, ==, 4);
  table_close (&t);
}

/* A board that says its refusals itself (the races, beside the cards)
 * handles "message": the handlers after it (the window's toast) do not
 * run, and the text is kept all the same. */
static void
test_message_handled (void)
{
  Table t;

  table_open (&t, FALSE);
  t.board->handles_messages = TRUE;
  splay_match_start_next_game (t.match);
  g_assert_false (splay_board_submit (board_of (&t), 9, SPLAY_MOVE_KEYBOARD));
  g_assert_cmpstr (t.board->handled, ==, "take 1 to 3 stones");
  g_assert_cmpint (t.n_messages, ==, 0);
  g_assert_cmpstr (splay_board_get_last_message (board_of (&t)), ==, "take 1 to 3 stones");
  table_close (&t);
}

/* The keyboard's cursor keys are the base class's actions; where a board
 * goes from them is its own business. */
static void
test_cursor (void)
{
  Table t;
  static const char *const actions[] = {
    "board.select-next",
    "board.select-previous",
    "board.select-first",
    "board.select-last",
  };

  table_open (&t, FALSE);
  splay_match_start_next_game (t.match);
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (t.board), actions[i], NULL));
      g_assert_cmpint (t.board->moves[i], ==, 1);
    }
  /* Round the ends, as a hand is walked. */
  g_assert_cmpint (splay_board_step (SPLAY_BOARD_MOVE_NEXT, 4, 5), ==, 0);
  g_assert_cmpint (splay_board_step (SPLAY_BOARD_MOVE_PREVIOUS, 0, 5), ==, 4);
  g_assert_cmpint (splay_board_step (SPLAY_BOARD_MOVE_LAST, 2, 5), ==, 4);
  g_assert_cmpint (splay_board_step (SPLAY_BOARD_MOVE_FIRST, 2, 5), ==, 0);
  g_assert_cmpint (splay_board_step (SPLAY_BOARD_MOVE_NEXT, 0, 0), ==, 0);
  table_close (&t);
}

static int
status_height (GtkWidget *status)
{
  int min, nat;

  gtk_widget_measure (status, GTK_ORIENTATION_VERTICAL, 300, &min, &nat, NULL, NULL);
  return nat;
}

/* The status lines keep their room: the table around them does not move
 * when a text grows or shrinks within it; a longer text still shows whole. */
static void
test_status_keeps_its_room (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *status = splay_board_status_new ();
  const char *two_lines = "Cleo played two sevens from her hand and burned the pile with a ten";
  int empty, one, two, many;

  g_object_set (status, "turn-lines", 1, "last-lines", 2, "hint-lines", 2, NULL);
  gtk_window_set_child (GTK_WINDOW (window), status);
  gtk_window_present (GTK_WINDOW (window));
  splay_board_status_set_texts (SPLAY_BOARD_STATUS (status), "", "", "", FALSE);
  empty = status_height (status);
  splay_board_status_set_texts (SPLAY_BOARD_STATUS (status), "Your turn", "Ada took 2", "Take one.",
                                TRUE);
  one = status_height (status);
  splay_board_status_set_texts (SPLAY_BOARD_STATUS (status), "Robot’s turn", two_lines, two_lines,
                                FALSE);
  two = status_height (status);
  g_assert_cmpint (empty, ==, one);
  g_assert_cmpint (one, ==, two);
  g_assert_cmpint (empty, >, 0);
  {
    g_autofree char *long_text = g_strjoin (" ", two_lines, two_lines, two_lines, NULL);
    splay_board_status_set_texts (SPLAY_BOARD_STATUS (status), "", long_text, "", FALSE);
    many = status_height (status);
  }
  g_assert_cmpint (many, >, two);

  /* A line with no room is hidden while it is empty. */
  g_object_set (status, "hint-lines", 0, NULL);
  splay_board_status_set_texts (SPLAY_BOARD_STATUS (status), "Your turn", "Ada took 2", "", FALSE);
  g_assert_cmpint (status_height (status), <, one);
  g_assert_cmpstr (splay_board_status_get_last (SPLAY_BOARD_STATUS (status)), ==, "Ada took 2");
  ui_destroy_window (window);
}

/* Whether @label shows its whole text: not cut short, and drawn. */
static gboolean
shows_whole (GtkWidget *label)
{
  return gtk_widget_get_mapped (label) && gtk_widget_get_child_visible (label)
         && !pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label)));
}

/* Whether hovering @label shows a tooltip. */
static gboolean
offers_tooltip (GtkWidget *label)
{
  g_autoptr (GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;

  if (!gtk_widget_get_has_tooltip (label))
    return FALSE;
  g_signal_emit_by_name (label, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  return shown;
}

/* A last line that a board cuts short (as Splatoids' and Spite and
 * Malice's do) goes on into the room the hint line leaves: on a phone a
 * long move was cut at two lines ("… from the table and b…") even while
 * the computers played and the hint line below stood empty. A tip gives
 * its room up to it; a hint asked for does not. The status keeps its
 * height throughout. Hovering the line shows its whole text only where it
 * is cut (it showed a tooltip that said the line again over itself). */
static void
test_status_last_goes_on (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *status = splay_board_status_new ();
  SplayBoardStatus *st = SPLAY_BOARD_STATUS (status);
  const char *move = "Robot 3 played a blind queen, could not beat the king and picked up 23 "
                     "cards from the pile.";
  const char *tip = "Select cards of one rank, then play; a double click plays a card at once.";
  GtkWidget *last, *hint;
  int height;

  g_object_set (status, "turn-lines", 1, "last-lines", 2, "hint-lines", 3, NULL);
  gtk_widget_set_size_request (status, 190, -1);
  gtk_widget_set_halign (status, GTK_ALIGN_START);
  gtk_widget_set_valign (status, GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (window), status);
  gtk_window_present (GTK_WINDOW (window));
  splay_board_status_set_texts (st, "Your turn", "Ada took 2", tip, TRUE);
  last = ui_find_widget (status, ui_label_says, "Ada took 2", FALSE, NULL);
  hint = ui_find_widget (status, ui_label_says, tip, FALSE, NULL);
  g_assert_nonnull (last);
  g_assert_nonnull (hint);
  /* As the boards' templates cut it. */
  gtk_label_set_lines (GTK_LABEL (last), 2);
  gtk_label_set_ellipsize (GTK_LABEL (last), PANGO_ELLIPSIZE_END);
  splay_board_status_set_texts (st, "Your turn", "Ada took 2", tip, TRUE);
  ui_spin (50);
  height = gtk_widget_get_height (status);
  g_assert_true (shows_whole (last));
  g_assert_true (shows_whole (hint));
  g_assert_false (offers_tooltip (last));

  /* The computers' turn: no hint. */
  splay_board_status_set_texts (st, "Robot 1’s turn", move, NULL, FALSE);
  ui_spin (50);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (last))), >, 2);
  g_assert_true (shows_whole (last));
  g_assert_cmpint (gtk_widget_get_height (status), ==, height);

  /* The person's turn: the tip gives way while the move needs its room. */
  splay_board_status_set_texts (st, "Your turn", move, tip, TRUE);
  ui_spin (50);
  g_assert_true (shows_whole (last));
  g_assert_false (gtk_widget_get_child_visible (hint));
  g_assert_cmpint (gtk_widget_get_height (status), ==, height);

  /* A hint the person asked for stays, and the move is cut short. */
  splay_board_status_set_texts (st, "Your turn", move, tip, FALSE);
  ui_spin (50);
  g_assert_true (shows_whole (hint));
  g_assert_false (shows_whole (last));
  g_assert_true (offers_tooltip (last));
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (last))), ==, 2);
  g_assert_cmpint (gtk_widget_get_height (status), ==, height);

  /* A short move: the tip is back. */
  splay_board_status_set_texts (st, "Your turn", "Ada took 2", tip, TRUE);
  ui_spin (50);
  g_assert_true (shows_whole (hint));
  g_assert_cmpint (gtk_widget_get_height (status), ==, height);
  ui_destroy_window (window);
}

/* The one table of games and boards: every game of the catalogue has a
 * board of its own kind; a game without one has none. */
static void
test_registry (void)
{
  static const struct
  {
    const char *game_id;
    const char *type_name;
  } expected[] = {
    { "splatoids", "SplaySplatoidsBoard" }, { "spite-malice", "SplaySpiteMaliceBoard" },
    { "splito", "SplaySplitoBoard" },       { "spit", "SplaySpeedBoard" },
    { "splat", "SplaySpeedBoard" },
  };
  SplaySettings settings;
  g_autoptr (SplayPlayer) ada = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) bo = splay_player_new_computer ("Bo", SPLAY_LEVEL_MEDIUM);
  SplayPlayer *players[] = { ada, bo };

  g_assert_cmpuint (G_N_ELEMENTS (expected), ==, SPLAY_N_GAMES);
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const SplayRules *rules = splay_rules_lookup (expected[i].game_id);
      g_autoptr (SplayMatch) match = NULL;
      GtkWidget *board;

      g_assert_true (splay_board_game_has_board (expected[i].game_id));
      splay_settings_defaults (rules, 2, &settings);
      match = splay_match_new (rules, &settings, 3, players, 0, 0);
      board = g_object_ref_sink (splay_board_new_for_game (match));
      g_assert_cmpstr (G_OBJECT_TYPE_NAME (board), ==, expected[i].type_name);
      g_assert_true (splay_board_get_match (SPLAY_BOARD (board)) == match);
      /* Hints are offered in every game against the computer (in the races:
       * what can be played now, issue 17). */
      g_assert_true (splay_board_offers_hints (SPLAY_BOARD (board)));
      g_assert_finalize_object (board);
    }

  g_assert_false (splay_board_game_has_board ("nim"));
  g_assert_false (splay_board_game_has_board (NULL));
  splay_settings_defaults (&nim_rules, 2, &settings);
  {
    g_autoptr (SplayMatch) nim = splay_match_new (&nim_rules, &settings, 3, players, 0, 0);
    g_assert_null (splay_board_new_for_game (nim));
  }
}

static gboolean
hint_shown (gpointer data)
{
  return splay_board_get_hint (data, NULL);
}

/* The hint, for every board that offers one: asked for while the person
 * may act, worked out by the match, marked by the board and said in the
 * status; one of the person's legal moves; asked again, the same at once;
 * gone once the person has moved. */
static void
test_hints (void)
{
  for (gsize i = 0; i < SPLAY_N_GAMES; i++)
    {
      const SplayRules *rules = splay_catalog[i].rules;
      SplaySettings settings;
      g_autoptr (SplayPlayer) ada = splay_player_new_human ("Ada");
      g_autoptr (SplayPlayer) bo = splay_player_new_computer ("Bo", SPLAY_LEVEL_MEDIUM);
      SplayPlayer *players[] = { ada, bo };
      SplayMatch *match;
      SplayBoard *board;
      GtkWidget *window;
      SplayAction hint, again;
      SplayView *view;

      if (rules == NULL || rules->realtime || !splay_board_game_has_board (rules->id))
        continue;
      g_test_message ("hints on the %s board", rules->id);
      splay_settings_defaults (rules, 2, &settings);
      match = splay_match_new (rules, &settings, 11, players, 0, 0);
      board = SPLAY_BOARD (g_object_ref_sink (splay_board_new_for_game (match)));
      window = gtk_window_new ();
      gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
      gtk_window_present (GTK_WINDOW (window));
      splay_match_set_computer_delay (match, 60000);
      splay_match_start_next_game (match);
      splay_match_run_computers (match);

      g_assert_cmpint (splay_board_get_seat (board), ==, 0);
      g_assert_true (splay_board_offers_hints (board));
      g_assert_true (splay_board_can_hint (board));
      g_assert_false (splay_board_get_hint (board, NULL));
      g_assert_false (g_str_has_prefix (splay_board_get_hint_text (board), "Hint: "));
      g_assert_true (splay_board_request_hint (board));
      ui_wait_for (hint_shown, board);

      g_assert_true (splay_board_get_hint (board, &hint));
      view = splay_board_get_view (board);
      g_assert_true (splay_view_is_legal (view, hint));
      g_assert_true (g_str_has_prefix (splay_board_get_hint_text (board), "Hint: "));
      g_assert_cmpuint (splay_game_get_n_hints (splay_match_get_current_game (match)), ==, 1);
      g_assert_true (splay_board_request_hint (board));
      g_assert_true (splay_board_get_hint (board, &again));
      g_assert_cmpuint (again, ==, hint);
      g_assert_cmpuint (splay_game_get_n_hints (splay_match_get_current_game (match)), ==, 1);

      g_assert_true (splay_board_submit (board, hint, SPLAY_MOVE_KEYBOARD));
      g_assert_false (splay_board_get_hint (board, NULL));

      ui_destroy_window (window);
      g_assert_finalize_object (board);
      g_assert_finalize_object (match);
    }
}

/* No hint between people, nor in a race. */
static void
test_no_hints (void)
{
  SplaySettings settings;
  g_autoptr (SplayPlayer) ada = splay_player_new_human ("Ada");
  g_autoptr (SplayPlayer) bo = splay_player_new_human ("Bo");
  SplayPlayer *players[] = { ada, bo };
  const SplayRules *rules = splay_rules_lookup ("splatoids");
  g_autoptr (SplayMatch) match = NULL;
  GtkWidget *board;

  splay_settings_defaults (rules, 2, &settings);
  match = splay_match_new (rules, &settings, 3, players, 0, 0);
  board = g_object_ref_sink (splay_board_new_for_game (match));
  g_assert_false (splay_board_offers_hints (SPLAY_BOARD (board)));
  g_assert_false (splay_board_request_hint (SPLAY_BOARD (board)));
  g_assert_finalize_object (board);
}

int
main (int argc, char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/board/one-person", test_one_person);
  g_test_add_func ("/ui/board/privacy-cover", test_privacy_cover);
  g_test_add_func ("/ui/board/message-handled", test_message_handled);
  g_test_add_func ("/ui/board/cursor", test_cursor);
  g_test_add_func ("/ui/board/status-keeps-its-room", test_status_keeps_its_room);
  g_test_add_func ("/ui/board/status-last-goes-on", test_status_last_goes_on);
  g_test_add_func ("/ui/board/registry", test_registry);
  g_test_add_func ("/ui/board/hints", test_hints);
  g_test_add_func ("/ui/board/no-hints", test_no_hints);
  return ui_test_run ();
}
