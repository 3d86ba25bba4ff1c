/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What assistive technology can press, in the real window: the cards and
 * piles a mouse can use have the accessible action card.activate, and it
 * does what a click does (a hand card picked up, then laid on a discard
 * pile, ends the turn); cards that only show something have none. On
 * every board, each picture, table and status line a screen reader reads
 * has a name. (The names as a screen reader reads them are checked through
 * AT-SPI by test-ui-a11y-atspi.py.) */
#include "config.h"

#include <adwaita.h>

#include "engine/catalog.h"
#include "engine/spite-malice.h"
#include "engine/splito.h"
#include "ui/splay-application.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-history-page.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-replay-view.h"
#include "ui/splay-rules-page.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-spite-malice-fan.h"
#include "ui/splay-splito-board.h"
#include "ui/splay-splito-zone.h"
#include "ui/splay-window.h"
#include "store-test-util.h"
#include "ui-fit-util.h"

static void
collect (GtkWidget *widget, GType type, GPtrArray *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect (c, type, out);
}

static SplayMatch *
start (Fixture *f, const SplayRules *rules)
{
  SplayMatch *match = ui_start_match (f, rules, 5);

  return match;
}

static gboolean
person_may_act (gpointer data)
{
  return splay_game_get_actors (splay_match_get_current_game (data)) & 1;
}

static void
test_spite_malice (Fixture *f, gconstpointer data)
{
  SplayMatch *match = start (f, &spite_malice_rules);
  SplaySpiteMaliceBoard *board;
  g_autoptr (GPtrArray) cards = g_ptr_array_new ();
  g_autoptr (GPtrArray) fans = g_ptr_array_new ();
  SplayCard hand[SPITE_MALICE_HAND];
  GtkWidget *hand_card = NULL;
  int n_hand, n_images = 0;
  guint before;

  ui_wait_for (person_may_act, match);
  board = SPLAY_SPITE_MALICE_BOARD (splay_window_get_board (f->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  n_hand = splay_spite_malice_board_get_hand (board, hand);
  g_assert_cmpint (n_hand, >, 0);

  collect (GTK_WIDGET (board), SPLAY_TYPE_CARD_WIDGET, cards);
  for (guint i = 0; i < cards->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (cards, i);
      GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w));

      if (role != GTK_ACCESSIBLE_ROLE_BUTTON)
        {
          /* Only shows something: pressing it does nothing. */
          gtk_widget_activate_action (w, "card.activate", NULL);
          g_assert_cmpuint (splay_spite_malice_board_get_held (board), ==, 0);
          n_images++;
        }
      else if (hand_card == NULL && splay_card_widget_get_card (SPLAY_CARD_WIDGET (w)) == hand[0])
        hand_card = w;
    }
  g_assert_cmpint (n_images, >, 0); /* the opponent's piles */
  g_assert_nonnull (hand_card);

  /* Press the hand card as a screen reader would: it is picked up. */
  g_assert_cmpuint (splay_spite_malice_board_get_held (board), ==, 0);
  g_assert_true (gtk_widget_activate_action (hand_card, "card.activate", NULL));
  g_assert_cmpuint (splay_spite_malice_board_get_held (board), !=, 0);

  /* Then the first of my discard piles: the card goes there and the turn
   * ends. My fans are the ones that can be pressed. */
  collect (GTK_WIDGET (board), SPLAY_TYPE_SPITE_MALICE_FAN, fans);
  before = splay_game_get_n_actions (splay_match_get_current_game (match));
  for (guint i = 0; i < fans->len; i++)
    if (gtk_accessible_get_accessible_role (g_ptr_array_index (fans, i))
        == GTK_ACCESSIBLE_ROLE_BUTTON)
      {
        g_assert_true (
            gtk_widget_activate_action (g_ptr_array_index (fans, i), "card.activate", NULL));
        break;
      }
  g_assert_cmpuint (splay_game_get_n_actions (splay_match_get_current_game (match)), ==,
                    before + 1);
  g_assert_cmpstr (splay_spite_malice_board_get_discard_text (board, 0), !=, NULL);
}

static void
test_splito (Fixture *f, gconstpointer data)
{
  SplayMatch *match = start (f, &splito_rules);
  GtkWidget *board;
  g_autoptr (GPtrArray) zones = g_ptr_array_new ();
  gboolean pressed = FALSE;

  ui_wait_for (person_may_act, match);
  board = GTK_WIDGET (splay_window_get_board (f->window));
  gtk_test_widget_wait_for_draw (board);
  /* Every zone can be pressed, as it can be clicked. */
  collect (board, SPLAY_TYPE_SPLITO_ZONE, zones);
  g_assert_cmpuint (zones->len, >, 0);
  for (guint i = 0; i < zones->len; i++)
    pressed |= gtk_widget_activate_action (g_ptr_array_index (zones, i), "card.activate", NULL);
  g_assert_true (pressed);
}

/* Every board, on the person's turn: nothing a screen reader reads is
 * without a name. */
static void
test_named (Fixture *f, gconstpointer data)
{
  const SplayRules *rules = splay_rules_find (data, NULL);
  SplayMatch *match = start (f, rules);
  GtkWidget *board;

  /* A race's first move is the person's too. */
  if (splay_match_get_realtime (match) == NULL)
    ui_wait_for (person_may_act, match);
  board = GTK_WIDGET (splay_window_get_board (f->window));
  ui_assert_named (rules->id, board, TRUE);
}

/* Every game's rules page: its pictures of cards and tables have names. */
static void
test_named_rules (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      GtkWidget *page = g_object_ref_sink (splay_rules_page_new (splay_catalog[i].id));
      GtkWidget *window = gtk_window_new ();

      gtk_window_set_child (GTK_WINDOW (window), page);
      gtk_window_present (GTK_WINDOW (window));
      ui_assert_named (splay_catalog[i].id, page, TRUE);
      gtk_window_destroy (GTK_WINDOW (window));
      g_object_unref (page);
    }
}

/* A UiWidgetMatch: a row of a list or a table that shows a match of
 * @data (a game's name). */
static gboolean
is_match_row (GtkWidget *w, gconstpointer game)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w));

  return (role == GTK_ACCESSIBLE_ROLE_ROW || role == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
         && ui_find_widget (w, ui_label_says, game, TRUE, NULL) != NULL;
}

/* Each match's row in the history is named with what it shows (GTK 4.8
 * would name it "GtkListItemWidget"). */
static void
check_rows_named (GtkWidget *page)
{
  const char *games[] = { "Splatoids", "Splito" };

  for (gsize g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr (GPtrArray) rows = g_ptr_array_new ();

      ui_find_widgets (page, is_match_row, games[g], TRUE, rows);
      g_assert_cmpuint (rows->len, >, 0);
      for (guint i = 0; i < rows->len; i++)
        g_assert_true (gtk_test_accessible_has_property (g_ptr_array_index (rows, i),
                                                         GTK_ACCESSIBLE_PROPERTY_LABEL));
    }
}

/* The pages beside the table, with matches played: the history, a
 * match's details, the statistics; and the preferences. */
static void
test_named_pages (Fixture *f, gconstpointer data)
{
  SplayStore *store = splay_application_get_store (f->app);
  gint64 id = store_test_save_match (store, "splatoids", 3, 11, 0, "Ada", "Bot");

  store_test_save_match (store, "splito", 4, 12, 0, "Ada", "Bot");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-history", NULL));
  ui_assert_named ("history", splay_window_get_history_page (f->window), TRUE);
  check_rows_named (splay_window_get_history_page (f->window));
  /* The same in a phone's window, where the matches are a list. */
  ui_fit_resize (f, 360, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <, 500);
  check_rows_named (splay_window_get_history_page (f->window));
  splay_history_page_show_details (SPLAY_HISTORY_PAGE (splay_window_get_history_page (f->window)),
                                   id);
  ui_assert_named ("details", splay_window_get_history_page (f->window), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-statistics", NULL));
  ui_assert_named ("statistics", GTK_WIDGET (f->window), TRUE);
  /* Its images are libadwaita's: the rows' arrows. */
  ui_assert_named ("preferences", GTK_WIDGET (ui_open_preferences (f)), FALSE);
  gtk_window_destroy (ui_find_preferences (f));
}

static gboolean
spin_named (GtkWidget *w, gconstpointer name)
{
  g_autofree char *wrong = NULL;

  if (!GTK_IS_SPIN_BUTTON (w))
    return FALSE;
  wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              name);
  return wrong == NULL;
}

/* The new-game dialog of every game, as a match to a target score (or of
 * several deals) so that every row shows: each control has a name. (Its
 * images are libadwaita's, the rows' arrows and pencils.) */
static void
test_named_new_game (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      SplayNewGameDialog *dialog;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s",
                                                 splay_catalog[i].id));
      ui_wait_for (ui_new_game_dialog_shown, f->window);
      dialog = SPLAY_NEW_GAME_DIALOG (splay_window_get_new_game_dialog (f->window));
      if (splay_new_game_dialog_is_by_deals (dialog))
        splay_new_game_dialog_set_deals (dialog, 3);
      else
        splay_new_game_dialog_set_target (dialog, 10);
      ui_assert_named (splay_catalog[i].id, GTK_WIDGET (dialog), FALSE);
      /* Named as its row is titled now, without the mnemonic. */
      g_assert_true (
          ui_find_widget (GTK_WIDGET (dialog), spin_named,
                          splay_new_game_dialog_is_by_deals (dialog) ? "Deals" : "Target Score",
                          TRUE, NULL)
          != NULL);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

static gboolean
is_sheet_button (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_BUTTON (w)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "board.scoring-sheet")
                == 0;
}

/* A board in a replay names its buttons as the window's board does: "_Scoring
 * Sheet" was read as "_Scoring Sheet Scoring Sheet" there. */
static void
test_replay_button_names (Fixture *f, gconstpointer data)
{
  SplayMatch *match = start (f, &splito_rules);
  g_autoptr (GtkWidget) view = NULL;
  GtkWidget *live, *replayed;

  ui_wait_for (person_may_act, match);
  live = ui_find_widget (GTK_WIDGET (splay_window_get_board (f->window)), is_sheet_button, NULL,
                         FALSE, NULL);
  view = g_object_ref_sink (splay_replay_view_new (match, 0));
  replayed = ui_find_widget (splay_replay_view_get_board (SPLAY_REPLAY_VIEW (view)),
                             is_sheet_button, NULL, FALSE, NULL);
  g_assert_nonnull (live);
  g_assert_nonnull (replayed);
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *button = i == 0 ? live : replayed;
      g_autofree char *wrong = gtk_test_accessible_check_property (
          GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Scoring Sheet");

      g_assert_cmpstr (wrong, ==, NULL);
      g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button),
                                                        GTK_ACCESSIBLE_RELATION_LABELLED_BY));
    }
}

/* Checks that the rows under @root with a GtkShortcutLabel of
 * @accelerator are described as @words, counted in *@found; counts every
 * row of keys in *@rows and fails on one without a description. */
static void
check_keys (GtkWidget *root, int *rows, int *found, const char *accelerator, const char *words)
{
  if (GTK_IS_SHORTCUT_LABEL (root))
    {
      GtkWidget *row = gtk_widget_get_ancestor (root, GTK_TYPE_LIST_BOX_ROW);

      g_assert_nonnull (row);
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (row),
                                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
      (*rows)++;
      if (g_strcmp0 (gtk_shortcut_label_get_accelerator (GTK_SHORTCUT_LABEL (root)), accelerator)
          == 0)
        {
          g_autofree char *wrong = gtk_test_accessible_check_property (
              GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words);

          if (wrong != NULL)
            g_error ("the keys %s read as %s", accelerator, wrong);
          (*found)++;
        }
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    check_keys (c, rows, found, accelerator, words);
}

/* The keyboard shortcuts window: a row is named by what the keys do, and
 * its keys, drawn as key caps a screen reader passes over, are its
 * description in words. */
static void
test_shortcuts (Fixture *f, gconstpointer data)
{
  static const char *const cases[][2] = {
    { "<Control>n", "Ctrl+N" },
    { "Left Right", "Left, Right" },
    { "1...5", "1 to 5" },
    { "<Control><Shift>z", "Shift+Ctrl+Z" },
  };
  g_autoptr (GListModel) toplevels = NULL;
  GtkWidget *window = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "shortcuts", NULL);
  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) t = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (t) == GTK_WINDOW (f->window))
        window = GTK_WIDGET (t);
    }
  g_assert_nonnull (window);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int rows = 0, found = 0;

      check_keys (window, &rows, &found, cases[i][0], cases[i][1]);
      g_assert_cmpint (rows, >=, 40);
      g_assert_cmpint (found, >=, 1);
    }
  /* Its images are libadwaita's: the header bar's. */
  g_assert_true (gtk_widget_get_mapped (window));
  ui_assert_named ("shortcuts", window, FALSE);
  ui_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  /* The accessible properties kept in the process, for
   * gtk_test_accessible_has_property () (the suite runs without any). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);
  g_test_add ("/ui/a11y/spite-malice", Fixture, NULL, ui_fixture_setup, test_spite_malice,
              ui_fixture_teardown);
  g_test_add ("/ui/a11y/splito", Fixture, NULL, ui_fixture_setup, test_splito, ui_fixture_teardown);
  g_test_add ("/ui/a11y/named/new-game", Fixture, NULL, ui_fixture_setup, test_named_new_game,
              ui_fixture_teardown);
  g_test_add ("/ui/a11y/named/rules", Fixture, NULL, ui_fixture_setup, test_named_rules,
              ui_fixture_teardown);
  g_test_add ("/ui/a11y/shortcuts", Fixture, NULL, ui_fixture_setup, test_shortcuts,
              ui_fixture_teardown);
  g_test_add ("/ui/a11y/named/pages", Fixture, NULL, ui_fixture_setup, test_named_pages,
              ui_fixture_teardown);
  g_test_add ("/ui/a11y/replay-button-names", Fixture, NULL, ui_fixture_setup,
              test_replay_button_names, ui_fixture_teardown);
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/a11y/named/%s", splay_catalog[i].id);

      g_test_add (path, Fixture, splay_catalog[i].id, ui_fixture_setup, test_named,
                  ui_fixture_teardown);
    }
  return ui_test_run ();
}
