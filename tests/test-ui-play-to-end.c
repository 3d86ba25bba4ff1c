/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Each of the five games played to the end of a one-deal match by Ada at
 * the keyboard, against easy computers, in a window of 360x640 (a phone),
 * 800x600 and 2560x1440: every move goes through the board's own actions
 * (the arrow keys, Space, Enter, the number keys of a race), never to the
 * match directly. After every move of hers (every tenth in a race), every
 * button of the board and every card of her hand lies inside the window, the window no wider than
 * asked (at most 380 px at 360); at the end the results are shown, their
 * buttons inside the window too (scrolled to, where the results scroll).
 *
 * Cards do not travel (tests run with animations off); she answers at
 * once, far faster than a race's computer, so she always finishes; nothing
 * is timed. Run under a screen of 2560x1440 or more for the largest size
 * (tools: xvfb-run -s "-screen 0 2560x1440x24"); on a smaller screen that
 * case plays at the largest size the screen allows. Splat is played for
 * four too, at 360x640 and 800x600, where the opponents fold. */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "engine/speed-core.h"
#include "engine/spite-malice.h"
#include "engine/splatoids.h"
#include "engine/splito.h"
#include "model/splay-realtime.h"
#include "ui/splay-board-status.h"
#include "ui/splay-card-row.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-splatoids-board.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-speed-board.h"
#include "ui-fit-util.h"

typedef struct
{
  const char *game;
  int width, height;
  int players;              /* 0: two */
  gboolean scrolls;         /* the table is taller than the window: a card may need scrolling to */
  const char *const *names; /* NULL: the usual names */
  int seed;                 /* of the match; 0: 7 */
  const char *options;      /* over the game's defaults; NULL: none */
} Case;

/* Her moves, at most: a bound against a loop, never reached by a game. */
#define MAX_MOVES 2000

static void
activate (SplayBoard *board, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), action, NULL));
}

static SplayGame *
current_game (SplayMatch *match)
{
  return splay_match_get_current_game (match);
}

/* The deal is over, or Ada may act. */
static gboolean
ada_may_act (gpointer data)
{
  SplayGame *game = current_game (data);

  return game == NULL || splay_game_is_over (game) || (splay_game_get_actors (game) & 1);
}

static gboolean
summary_shown (gpointer data)
{
  return g_str_equal (splay_window_get_page (data), "summary");
}

static int
legal_moves (SplayGame *game, SplayAction *out)
{
  return splay_game_get_rules (game)->legal (splay_game_get_state (game), 0, out);
}

/* ---- Splatoids: the cursor along the hand, Space to select, Enter ---- */

static void
splatoids_move (SplayBoard *b, SplayGame *game)
{
  ui_splatoids_key_move (SPLAY_SPLATOIDS_BOARD (b), game);
}

/* ---- Spite and Malice: the arrows to the source, Space, Up or Down to
 * the targets and along them, Enter ---- */

static void
spite_malice_move (SplayBoard *board, SplayGame *game)
{
  const SpiteMaliceState *s = splay_game_get_state (game);
  SplayAction legal[SPLAY_MAX_ACTIONS], action = 0;
  int n = legal_moves (game, legal), best = -1;

  g_assert_cmpint (n, >, 0);
  /* The goal card first, then building, then a discard. */
  for (int i = 0; i < n; i++)
    {
      int k = SPITE_MALICE_ACTION_KIND (legal[i]);
      int v = k == SPITE_MALICE_DISCARD                                      ? 0
              : SPITE_MALICE_ACTION_SRC (legal[i]) == SPITE_MALICE_FROM_GOAL ? 3
              : SPITE_MALICE_ACTION_SRC (legal[i]) == SPITE_MALICE_FROM_HAND ? 2
                                                                             : 1;
      if (v > best)
        {
          best = v;
          action = legal[i];
        }
    }
  ui_spite_malice_key_move (SPLAY_SPITE_MALICE_BOARD (board), s, action);
}

/* ---- Splito: Enter places the card under the cursor on the left ---- */

static void
splito_move (SplayBoard *board, SplayGame *game)
{
  /* The cursor's card, on her left or her right by turns. */
  activate (board, splay_game_get_n_actions (game) % 2 ? "board.place-right" : "board.place-left");
}

/* ---- Spit and Splat: the number keys (ui_speed_key_move) ---- */

/* In a race: the table changed since @n actions, or the deal is over. */
typedef struct
{
  SplayMatch *match;
  SplayGame *game;
  guint n;
} Changed;

static gboolean
race_changed (gpointer data)
{
  Changed *c = data;
  SplayAction legal[SPLAY_MAX_ACTIONS];

  return current_game (c->match) != c->game || splay_game_is_over (c->game)
         || splay_game_get_n_actions (c->game) != c->n || legal_moves (c->game, legal) > 0;
}

/* ---- the test ---- */

static GtkWidget *
find_status (GtkWidget *root)
{
  if (SPLAY_IS_BOARD_STATUS (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_status (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every line of the status area that has something to say lies wholly
 * inside the scroller around it, as it stands: whose turn it is and what
 * just happened are read without scrolling. (Spite and Malice's table
 * does not fit a phone's window even with every card at its least size:
 * its status then lies over the person's cards, outside the part that
 * scrolls.) */
static void
assert_status_in_view (const Case *c, SplayBoard *board)
{
  GtkWidget *status = find_status (GTK_WIDGET (board));
  GtkWidget *scroller;

  if (status == NULL || !gtk_widget_is_drawable (status))
    return;
  scroller = gtk_widget_get_ancestor (status, GTK_TYPE_SCROLLED_WINDOW);
  if (scroller == NULL)
    scroller = GTK_WIDGET (board);
  for (GtkWidget *line = gtk_widget_get_first_child (status); line != NULL;
       line = gtk_widget_get_next_sibling (line))
    {
      graphene_rect_t r;

      if (!GTK_IS_LABEL (line) || !gtk_widget_is_drawable (line)
          || *gtk_label_get_text (GTK_LABEL (line)) == '\0')
        continue;
      g_assert_true (gtk_widget_compute_bounds (line, scroller, &r));
      if (r.origin.y < -1 || r.origin.y + r.size.height > gtk_widget_get_height (scroller) + 1)
        g_error ("%s at %dx%d: the status line “%s” lies at %.0f-%.0f px, out of its %d px",
                 c->game, c->width, c->height, gtk_label_get_text (GTK_LABEL (line)), r.origin.y,
                 r.origin.y + r.size.height, gtk_widget_get_height (scroller));
    }
}

/* Ada's cards' width at the first check of a game. */
static int card_width;
/* And where the status lies in the window (x -1: not yet seen). */
static double status_x, status_y;

static gboolean
is_heading (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_LABEL (w) && gtk_widget_has_css_class (w, "heading");
}

/* The mapped labels under @w that give a hand's size ("3 in hand", "3
 * cards: 3 7 K"). */
static void
collect_card_counts (GtkWidget *w, GPtrArray *out)
{
  if (GTK_IS_LABEL (w) && gtk_widget_get_mapped (w)
      && (strstr (gtk_label_get_text (GTK_LABEL (w)), " in hand") != NULL
          || strstr (gtk_label_get_text (GTK_LABEL (w)), " card") != NULL))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_card_counts (c, out);
}

/* A row of cards that are those of @data (SplatoidsState's hand, after
 * its count), in its order. */
static gboolean
holds (GtkWidget *w, gconstpointer data)
{
  const SplayCard *cards = data;
  guint n = cards[0];

  if (!SPLAY_IS_CARD_ROW (w) || splay_card_row_get_n_children (SPLAY_CARD_ROW (w)) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (splay_card_widget_get_card (
            SPLAY_CARD_WIDGET (splay_card_row_get_nth (SPLAY_CARD_ROW (w), i)))
        != cards[1 + i])
      return FALSE;
  return TRUE;
}

/* Splatoids: every opponent's hand that Ada may see whole (picked up from
 * the pile in view of all) is shown, as cards ("fanned beside the piles")
 * or in words in its count's place ("3 cards: 3 7 K", lowest first). */
static void
assert_known_hands_shown (SplayBoard *board, gboolean phone)
{
  const SplatoidsState *s = splay_view_get_state (splay_board_get_view (board));

  for (int seat = 1; seat < s->n_seats; seat++)
    {
      int n = s->hand_n[seat], by_order[15] = { 0 };
      g_autoptr (GString) text = g_string_new (NULL);
      SplayCard cards[1 + SPLATOIDS_MAX_CARDS];
      GtkWidget *label;
      gboolean known = n > 0;

      for (int i = 0; i < n; i++)
        {
          known &= s->hand[seat][i] != SPLAY_CARD_UNKNOWN;
          by_order[splatoids_rank_order (splay_card_rank (s->hand[seat][i]))]++;
          cards[1 + i] = s->hand[seat][i];
        }
      if (!known)
        continue;
      cards[0] = (SplayCard) n;
      g_string_printf (text, n == 1 ? "%d card:" : "%d cards:", n);
      for (int order = 2; order <= 14; order++)
        for (int k = 0; k < by_order[order]; k++)
          g_string_append_printf (text, " %s",
                                  splay_rank_symbol (order == 14 ? SPLAY_RANK_ACE : order));
      label = ui_find_widget (GTK_WIDGET (board), ui_label_says, text->str, TRUE, NULL);
      if (label == NULL && ui_find_widget (GTK_WIDGET (board), holds, cards, TRUE, NULL) == NULL)
        g_error ("seat %d's known hand (%s) is not shown", seat, text->str);
      /* On a phone, beside the piles (two or four players: four piles),
       * it takes two lines before it is cut short: a phone has no
       * tooltip to read the rest in. (With three, on its name's line,
       * and side by side, on the count's, it keeps to one: another line
       * there would make the cards smaller.) */
      if (label != NULL && phone && s->n_piles == 4
          && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label)))
          && pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))) < 2)
        g_error ("seat %d's known hand (%s) is cut short in %d px", seat, text->str,
                 gtk_widget_get_width (label));
    }
}

/* No player's name under @w is cut short: a known hand in words on the
 * name's line took the width of its one line, and left "Robot 2" as
 * "R…". */
static void
assert_names_whole (GtkWidget *w)
{
  if (is_heading (w, NULL) && gtk_widget_get_mapped (w)
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (w))))
    g_error ("the name %s is cut short in %d px", gtk_label_get_text (GTK_LABEL (w)),
             gtk_widget_get_width (w));
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    assert_names_whole (c);
}

/* Where @label's text starts, in @board's coordinates. */
static double
text_start (GtkWidget *label, GtkWidget *board)
{
  graphene_point_t p;
  int x, y;

  gtk_label_get_layout_offsets (GTK_LABEL (label), &x, &y);
  g_assert_true (gtk_widget_compute_point (label, board, &GRAPHENE_POINT_INIT (x, 0), &p));
  return p.x;
}

/* Each opponent's lines read from one left edge where its name is
 * flush left (a row with the name beside the piles): the hand's size or
 * known cards start where the name does. Kept room once centred "0
 * in hand" in the width "12 in hand" had taken, a few pixels in. */
static void
assert_opponent_lines_aligned (GtkWidget *w, GtkWidget *board)
{
  if (gtk_widget_has_css_class (w, "opponent") && gtk_widget_get_mapped (w))
    {
      GtkWidget *name = ui_find_widget (w, is_heading, NULL, TRUE, NULL);
      g_autoptr (GPtrArray) lines = g_ptr_array_new ();

      g_assert_nonnull (name);
      if (gtk_label_get_xalign (GTK_LABEL (name)) != 0.f)
        return;
      collect_card_counts (w, lines);
      for (guint i = 0; i < lines->len; i++)
        {
          double at = text_start (g_ptr_array_index (lines, i), board);
          double name_at = text_start (name, board);

          if (ABS (at - name_at) > 1)
            g_error ("“%s” starts at %.0f px, its name “%s” at %.0f px",
                     gtk_label_get_text (g_ptr_array_index (lines, i)), at,
                     gtk_label_get_text (GTK_LABEL (name)), name_at);
        }
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    assert_opponent_lines_aligned (c, board);
}

static void
check (Fixture *f, SplayBoard *board, const Case *c, UiFitCount *count)
{
  GtkWidget *window = GTK_WIDGET (f->window);

  gtk_test_widget_wait_for_draw (window);
  /* The computer's answer may have ended the deal meanwhile: the board
   * then lies under the results, checked at the end. */
  if (!g_str_equal (splay_window_get_page (f->window), "board"))
    return;
  if (c->width <= 360)
    g_assert_cmpint (gtk_widget_get_width (window), <=, 380);
  ui_fit_assert_no_sideways (window);
  ui_fit_assert_reachable (window, GTK_WIDGET (board), c->scrolls, count);
  assert_status_in_view (c, board);
  if (SPLAY_IS_SPLATOIDS_BOARD (board))
    {
      assert_known_hands_shown (board, c->width <= 360);
      assert_names_whole (GTK_WIDGET (board));
      assert_opponent_lines_aligned (GTK_WIDGET (board), GTK_WIDGET (board));
    }
  /* Nor does the status move, whatever it and the texts beside
   * it say (Spite and Malice's moved with its piles' captions, Splito's
   * with its own lines and the public cards' captions); on a phone the
   * captions wrap instead. */
  if (c->width > 640)
    {
      GtkWidget *status = find_status (GTK_WIDGET (board));
      graphene_point_t at;

      g_assert_nonnull (status);
      g_assert_true (gtk_widget_compute_point (status, window, &GRAPHENE_POINT_INIT (0, 0), &at));
      if (status_x < 0)
        {
          status_x = at.x;
          status_y = at.y;
        }
      else if (at.x != status_x)
        g_error ("%s at %dx%d: the status went from x %.0f to %.0f in a window of the same size",
                 c->game, c->width, c->height, status_x, at.x);
      /* Nor up or down, where the table does not scroll and its zones do
       * not take the height a deal leaves (Splito's): Splatoids' went down
       * by 81 px at 2560x1440 when an opponent's hand stopped being known
       * and its backs came back. */
      else if (!c->scrolls && !g_str_equal (c->game, "splito") && at.y != status_y)
        g_error ("%s at %dx%d: the status went from y %.0f to %.0f in a window of the same size",
                 c->game, c->width, c->height, status_y, at.y);
    }
  /* The window keeps its size all game: so do the cards, whatever the
   * piles, the hands and the texts around them do (Splatoids' cards went
   * from 76 px to 56 px and back at 800x600 when the opponent's hand was
   * shown; Spite and Malice's with its discard piles and long moves).
   * From when a race's piles show (after Splat's cut), which on a phone
   * are larger than the person's cards. */
  if (SPLAY_IS_SPEED_BOARD (board)
      && ((const SpeedState *) splay_game_get_state (
              splay_match_get_current_game (splay_window_get_match (f->window))))
                 ->phase
             == SPEED_PHASE_CUT)
    return;
  {
    int cards = ui_fit_largest_cards (GTK_WIDGET (board));

    g_assert_cmpint (cards, >, 0);
    if (card_width == 0)
      card_width = cards;
    else if (cards != card_width)
      g_error ("%s at %dx%d: the cards went from %d px to %d px in a window of the same size",
               c->game, c->width, c->height, card_width, cards);
  }
}

/* With SPLAY_TEST_SHOTS=DIR: DIR/GAME-WxH-WHEN.png. */
static void
shot (Fixture *f, const Case *c, const char *when)
{
  g_autofree char *name = g_strdup_printf ("%s-%dx%d-%s", c->game, c->width, c->height, when);

  ui_fit_shoot (GTK_WIDGET (f->window), name);
}

static void
test_play_to_end (Fixture *f, gconstpointer data)
{
  const Case *c = data;
  SplayBoard *board;
  SplayMatch *match;
  UiFitCount count = { 0 };
  int moves = 0;
  gboolean race;
  int seed = c->seed > 0 ? c->seed : 7;

  card_width = 0;
  status_x = -1;
  ui_fit_resize (f, c->width, c->height);
  board = ui_fit_start_named (f, c->game, c->players > 0 ? c->players : 2, seed, c->names,
                              c->options);
  match = splay_window_get_match (f->window);
  race = splay_match_get_realtime (match) != NULL;
  /* Ada answers at once, so the computer's pace only makes the test long:
   * a twentieth of its time (an easy computer then still takes 150-250 ms
   * a move, against her few milliseconds). */
  if (race)
    splay_realtime_set_reaction_scale (splay_match_get_realtime (match), 0.05);
  /* A screen smaller than the size asked for (xvfb-run's is 1280x1024)
   * keeps the window within it: the test goes on at the size it got. */
  if (gtk_widget_get_width (GTK_WIDGET (f->window)) < c->width - 40)
    g_test_message ("%s: asked for %dx%d, got %dx%d", c->game, c->width, c->height,
                    gtk_widget_get_width (GTK_WIDGET (f->window)),
                    gtk_widget_get_height (GTK_WIDGET (f->window)));
  check (f, board, c, &count);
  g_assert_cmpint (count.buttons, >, 0);
  g_assert_cmpint (count.cards, >, 0);
  shot (f, c, "start");

  while (!splay_match_is_over (match))
    {
      SplayGame *game = current_game (match);
      SplayAction legal[SPLAY_MAX_ACTIONS];
      guint before;

      g_assert_nonnull (game);
      if (race)
        {
          Changed changed = { match, game, splay_game_get_n_actions (game) };

          /* Nothing to do: the computer's turn to say Ready or to move. */
          ui_wait_for (race_changed, &changed);
        }
      else
        ui_wait_for (ada_may_act, match);
      if (splay_game_is_over (game) || legal_moves (game, legal) == 0)
        continue;
      g_assert_cmpint (moves, <, MAX_MOVES);
      before = splay_game_get_n_actions (game);
      if (race)
        ui_speed_key_move (SPLAY_SPEED_BOARD (board), game, 0, 0);
      else if (SPLAY_IS_SPLATOIDS_BOARD (board))
        splatoids_move (board, game);
      else if (SPLAY_IS_SPITE_MALICE_BOARD (board))
        spite_malice_move (board, game);
      else
        splito_move (board, game);
      moves++;
      if (moves == 12)
        shot (f, c, "play");
      /* The move reached the game through the board (in a race the
       * computer may have changed the table just before, taking it). */
      if (!race)
        g_assert_cmpuint (splay_game_get_n_actions (game), >, before);
      /* After each of her moves; in a race (hundreds of moves, and nothing
       * to wait for between them) after every tenth. */
      if (!splay_game_is_over (game) && (!race || moves % 10 == 0))
        check (f, board, c, &count);
    }
  g_test_message ("%s at %dx%d: %d moves of Ada's, %d buttons and %d cards checked, %d of them "
                  "out of the window",
                  c->game, c->width, c->height, moves, count.buttons, count.cards,
                  count.unreachable);

  /* The results, under the final position, with their buttons inside. */
  ui_wait_for (summary_shown, f->window);
  ui_fit_settle (f);
  count = (UiFitCount){ 0 };
  if (c->width <= 360)
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 380);
  ui_fit_assert_no_sideways (GTK_WIDGET (f->window));
  shot (f, c, "end");
  /* The results scroll under the final position when they are long. */
  ui_fit_assert_reachable (GTK_WIDGET (f->window), GTK_WIDGET (f->window), TRUE, &count);
  g_assert_cmpint (count.buttons, >, 0);
}

int
main (int argc, char *argv[])
{
  static const int sizes[][2] = { { 360, 640 }, { 800, 600 }, { 2560, 1440 } };
  static Case cases[G_N_ELEMENTS (ui_fit_games) * G_N_ELEMENTS (sizes)];
  /* More than two players. Splat for four: three opponents stacked,
   * folded to their heading lines on a short window. Spite and Malice
   * for four: three opponents over the building piles scroll on a small
   * window, the status over the person's cards does not. Splatoids for
   * three and four: an opponent's hand, once every card of it is known,
   * shows without taking the table a new row. */
  static Case more[] = {
    { "splat", 360, 640, 4 },
    { "splat", 800, 600, 4 },
    { "spite-malice", 360, 640, 4, TRUE },
    { "spite-malice", 800, 600, 4, TRUE },
    { "splatoids", 800, 600, 3 },
    { "splatoids", 360, 640, 4 },
    { "splatoids", 800, 600, 4 },
  };
  /* Other deals. Splatoids' at 360x640: the opponent's known hand of
   * seven in words was cut short ("7 cards: 7 8 8 J Q …"), where it now
   * wraps. Splatoids' first at 800x600: the lone opponent's known hand
   * grows to twelve cards beside its piles. Spite and Malice's second: a
   * discard pile of more than twenty cards, squeezed past the cards'
   * edges. Splatoids' matchplay for four on a phone: the players out
   * while the others play on, whose name on a row beside the piles lost
   * its place ("Robot 3 (…"). */
  static const Case deals[] = { { "splatoids", 360, 640, 2, FALSE, NULL, 11 },
                                { "splatoids", 360, 640, 4, FALSE, NULL, 5, "matchplay=1" },
                                { "splatoids", 800, 600, 2, FALSE, NULL, 1 },
                                { "splatoids", 800, 600, 2, FALSE, NULL, 2 },
                                { "spite-malice", 800, 600, 2, FALSE, NULL, 2 } };
  /* Names as long as the preferences allow (40 characters) at every seat
   * of a race: the headings, the turn line and the reason under Ready
   * wrap, and the table still fits, but for four on a phone, where it
   * scrolls (three opponents' headings and a turn line four lines high). */
  static const char *const long_names[] = {
    "Maximiliane Alexandra von Hohenzollern-S",
    "Computer Bartholomäus von Hohenzollern 1",
    "Computer Bartholomäus von Hohenzollern 2",
    "Computer Bartholomäus von Hohenzollern 3",
  };
  static const Case long4[] = { { "spit", 360, 640, 2, FALSE, long_names },
                                { "splat", 360, 640, 2, FALSE, long_names },
                                { "splat", 360, 640, 4, TRUE, long_names },
                                { "splat", 800, 600, 4, FALSE, long_names } };
  int n = 0;

  ui_test_init (&argc, &argv);
#ifdef SPLAY_PLAY_LANGUAGE
  /* Built with SPLAY_PLAY_LANGUAGE "de" (run for Splat for four): the
   * same in German, whose headings and buttons are longer. On a phone the
   * table then scrolls under the status. */
  ui_test_use_language (SPLAY_PLAY_LANGUAGE);
  more[0].scrolls = TRUE; /* Splat for four on a phone */
#endif
  for (guint g = 0; g < G_N_ELEMENTS (ui_fit_games); g++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++, n++)
      {
        g_autofree char *path = NULL;

        /* Splito's table scrolls on a phone: the zones first, the
         * scores and the public cards under them. */
        cases[n] = (Case){ ui_fit_games[g], sizes[s][0], sizes[s][1], 0,
                           g_str_equal (ui_fit_games[g], "splito") && sizes[s][0] <= 360 };
        path = g_strdup_printf ("/ui-play-to-end/%s/%dx%d", ui_fit_games[g], sizes[s][0],
                                sizes[s][1]);
        g_test_add (path, Fixture, &cases[n], ui_fixture_setup, test_play_to_end,
                    ui_fixture_teardown);
      }
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui-play-to-end/%s-%d/%dx%d", more[i].game,
                                               more[i].players, more[i].width, more[i].height);

      g_test_add (path, Fixture, &more[i], ui_fixture_setup, test_play_to_end, ui_fixture_teardown);
    }
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui-play-to-end/%s/%dx%d/deal-%d", deals[i].game,
                                               deals[i].width, deals[i].height, deals[i].seed);

      g_test_add (path, Fixture, &deals[i], ui_fixture_setup, test_play_to_end,
                  ui_fixture_teardown);
    }
  for (guint i = 0; i < G_N_ELEMENTS (long4); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/ui-play-to-end/long-names/%s-%d-%dx%d", long4[i].game,
                             long4[i].players, long4[i].width, long4[i].height);

      g_test_add (path, Fixture, &long4[i], ui_fixture_setup, test_play_to_end,
                  ui_fixture_teardown);
    }
  return ui_test_run ();
}
