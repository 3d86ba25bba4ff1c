/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules pages in the real window: every game with a page opens it from
 * the chooser's Rules button, from the new-game dialog (its row and F1) and
 * from its board with F1, and each page has its eight sections, readable
 * headings and drawings, and fits a 360-pixel window. A race is paused while
 * its player reads. A game without a page gets a notice, never a crash. */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "ai/ai.h"
#include "engine/catalog.h"
#include "ui/splay-new-game-dialog.h"
#include "ui/splay-rules-content.h"
#include "ui/splay-rules-page.h"
#include "ui/splay-window.h"
#include "ui-test-util.h"

/* The sections every page has, in this order (splay-rules-content.h). */
#define N_SECTIONS 8

static const char *const english_sections[N_SECTIONS] = {
  "Overview",
  "Cards and Setup",
  "A Turn",
  "Special Cards and Situations",
  "End of the Game and Scoring",
  "Playing a Match",
  "Variants in Splay",
  "House Rules",
};

/* Finds the shortcut for @keyval on @widget or an ancestor, as a key press
 * there would, and activates it. FALSE if nothing handles the key. */
static gboolean
press_key (GtkWidget *widget, guint keyval)
{
  GtkWidget *owner = NULL;
  GtkShortcut *sc = ui_find_shortcut (widget, keyval, 0, TRUE, &owner);

  return sc != NULL
         && gtk_shortcut_action_activate (gtk_shortcut_get_action (sc),
                                          GTK_SHORTCUT_ACTION_EXCLUSIVE, owner,
                                          gtk_shortcut_get_arguments (sc));
}

static gboolean
rules_window_shown (gpointer data)
{
  SplayRulesWindow *w = splay_rules_window_get_current ();

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

static void
close_rules_window (void)
{
  SplayRulesWindow *w = splay_rules_window_get_current ();

  if (w != NULL)
    ui_destroy_window (w);
  g_assert_null (splay_rules_window_get_current ());
}

static gboolean
has_heading_role (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget)
      && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_HEADING
      && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (has_heading_role (c, text))
      return TRUE;
  return FALSE;
}

/* The rules window shows @game_id's page with all its sections. */
static SplayRulesPage *
check_page (const char *game_id, GtkWindow *parent)
{
  SplayRulesWindow *window;
  SplayRulesPage *page;
  g_auto (GStrv) headings = NULL;
  const SplayRulesContent *content = splay_rules_content_lookup (game_id);
  int n_heading_blocks = 0, n_drawing_blocks = 0;

  ui_wait_for (rules_window_shown, NULL);
  window = splay_rules_window_get_current ();
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (window)) == parent);
  page = splay_rules_window_get_page (window);
  g_assert_cmpstr (splay_rules_page_get_game (page), ==, game_id);
  g_assert_true (splay_rules_page_has_content (page));
  g_assert_nonnull (content);

  for (const SplayRulesBlock *b = content->blocks; b->kind != SPLAY_RULES_END; b++)
    {
      n_heading_blocks += b->kind == SPLAY_RULES_HEADING;
      n_drawing_blocks += b->kind == SPLAY_RULES_DRAWING;
      if (b->kind != SPLAY_RULES_DRAWING)
        g_assert_true (b->text != NULL && *b->text != '\0');
    }
  headings = splay_rules_page_get_headings (page);
  g_assert_cmpint (g_strv_length (headings), ==, N_SECTIONS);
  g_assert_cmpint (n_heading_blocks, ==, N_SECTIONS);
  for (int i = 0; i < N_SECTIONS; i++)
    {
      g_assert_cmpstr (headings[i], !=, "");
      /* A screen reader can jump from section to section. */
      g_assert_true (has_heading_role (GTK_WIDGET (page), headings[i]));
    }
  /* Every drawing the page asks for exists. */
  g_assert_cmpuint (splay_rules_page_get_n_drawings (page), ==, n_drawing_blocks);

  /* The two pages written with the infrastructure use the shared section
   * names and show their table in pictures. */
  if (g_str_equal (game_id, "splatoids") || g_str_equal (game_id, "spite-malice"))
    {
      for (int i = 0; i < N_SECTIONS; i++)
        g_assert_cmpstr (headings[i], ==, english_sections[i]);
      g_assert_cmpint (n_drawing_blocks, >=, 2);
    }
  return page;
}

/* The first widget of @type in @root's tree, breadth first. */
static GtkWidget *
find_widget (GtkWidget *root, GType type)
{
  GQueue queue = G_QUEUE_INIT;
  GtkWidget *found = NULL;

  g_queue_push_tail (&queue, root);
  while (!g_queue_is_empty (&queue) && found == NULL)
    {
      GtkWidget *w = g_queue_pop_head (&queue);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        found = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_queue_push_tail (&queue, c);
    }
  g_queue_clear (&queue);
  return found;
}

static GtkWidget *
find_rules_button (GtkWidget *widget, const char *game_id)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_name (widget), "rules-button") == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), game_id))
        return widget;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_rules_button (c, game_id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* From the chooser: a Rules button on each game with a page, none on the
 * others. */
static void
test_from_chooser (Fixture *f, gconstpointer data)
{
  int n_pages = 0;

  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const char *id = splay_catalog[i].id;
      GtkWidget *button = find_rules_button (GTK_WIDGET (f->window), id);

      if (!splay_rules_available (id))
        {
          g_assert_null (button);
          continue;
        }
      g_assert_nonnull (button);
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.rules");
      gtk_widget_activate (button);
      check_page (id, GTK_WINDOW (f->window));
      /* Escape closes the rules. */
      g_assert_true (press_key (GTK_WIDGET (splay_rules_window_get_current ()), GDK_KEY_Escape));
      g_assert_null (splay_rules_window_get_current ());
      n_pages++;
    }
  /* This change writes Splatoids and Spite and Malice. */
  g_assert_cmpint (n_pages, >=, 2);
}

/* F1 on the chooser opens the rules of the last game (here none yet: the
 * first game with a page), and the window offers every other page. */
static void
test_f1_on_chooser (Fixture *f, gconstpointer data)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  SplayRulesWindow *window;
  SplayRulesPage *page;
  GtkDropDown *games;
  guint n, n_available = 0;

  g_assert_true (press_key (GTK_WIDGET (f->window), GDK_KEY_F1));
  page = check_page ("splatoids", GTK_WINDOW (f->window));
  window = splay_rules_window_get_current ();
  g_assert_false (gtk_window_get_modal (GTK_WINDOW (window)));

  /* The header offers every game with a page, and picking one shows it. */
  games = GTK_DROP_DOWN (find_widget (GTK_WIDGET (window), GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (games);
  n = g_list_model_get_n_items (gtk_drop_down_get_model (games));
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    n_available += splay_rules_available (splay_catalog[i].id);
  g_assert_cmpuint (n, ==, n_available);
  for (guint i = n; i-- > 0;)
    {
      const char *shown;

      gtk_drop_down_set_selected (games, i);
      shown = splay_rules_page_get_game (page);
      g_assert_true (splay_rules_page_has_content (page));
      g_assert_false (g_hash_table_contains (seen, shown));
      g_hash_table_add (seen, (gpointer) shown);
      g_assert_true (g_str_has_suffix (
          gtk_window_get_title (GTK_WINDOW (window)),
          gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (games)), i)));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, n_available);
  close_rules_window ();
}

/* From the new-game dialog: its Rules row and F1, above the modal dialog. */
static void
test_from_dialog (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const char *id = splay_catalog[i].id;
      GtkWindow *dialog;

      if (!splay_rules_available (id) || splay_catalog[i].rules == NULL)
        continue;
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", "s", id);
      dialog = splay_window_get_new_game_dialog (f->window);
      g_assert_nonnull (dialog);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.rules", NULL));
      check_page (id, dialog);
      /* Above a modal dialog the rules must be modal too, or they could not
       * be scrolled. */
      g_assert_true (gtk_window_get_modal (GTK_WINDOW (splay_rules_window_get_current ())));
      close_rules_window ();

      g_assert_true (press_key (GTK_WIDGET (dialog), GDK_KEY_F1));
      check_page (id, dialog);
      /* Closing the dialog takes its rules window along. */
      ui_destroy_window (dialog);
      g_assert_null (splay_rules_window_get_current ());
    }
}

static SplayLevel
some_level (const SplayRules *rules)
{
  if (splay_ai_level_available (rules, SPLAY_LEVEL_MEDIUM))
    return SPLAY_LEVEL_MEDIUM;
  return SPLAY_LEVEL_RANDOM;
}

/* From a board: F1 opens the page of the game being played, on every board. */
static void
test_f1_on_board (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const SplayRules *rules = splay_catalog[i].rules;
      SplayPlayer *players[3] = { NULL };
      g_autoptr (SplayMatch) match = NULL;
      SplaySettings settings;

      if (rules == NULL)
        continue;
      players[0] = splay_player_new_human ("Ada");
      players[1] = splay_player_new_computer ("Robot", some_level (rules));
      splay_settings_defaults (rules, 2, &settings);
      match = splay_match_new (rules, &settings, 1234 + i, players, 0, 1);
      g_object_unref (players[0]);
      g_object_unref (players[1]);
      splay_window_start_match (f->window, match);
      g_assert_cmpstr (splay_window_get_page (f->window), ==, "board");
      g_assert_false (splay_match_get_paused (match));

      g_assert_true (press_key (GTK_WIDGET (splay_window_get_board (f->window)), GDK_KEY_F1));
      if (splay_rules_available (rules->id))
        check_page (rules->id, GTK_WINDOW (f->window));
      else
        {
          /* Until its page is written: a notice that says so. */
          SplayRulesPage *page = splay_rules_window_get_page (splay_rules_window_get_current ());

          g_assert_cmpstr (splay_rules_page_get_game (page), ==, rules->id);
          g_assert_false (splay_rules_page_has_content (page));
        }
      /* A race stops while its player reads the rules. */
      g_assert_true (splay_match_get_paused (match) == rules->realtime);
      close_rules_window ();
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-games", NULL);
      g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
    }
}

/* Each page fits a phone-sized window: nothing wider than 360 pixels. */
static void
test_narrow (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < SPLAY_N_GAMES; i++)
    {
      const char *id = splay_catalog[i].id;
      SplayRulesWindow *window;
      int min_width = 0;

      if (!splay_rules_available (id))
        continue;
      window = splay_rules_window_show (GTK_WINDOW (f->window), id);
      /* The window's content: header and page (the window itself adds the
       * frame and shadow of its decoration, which depend on the desktop). */
      gtk_widget_measure (adw_window_get_content (ADW_WINDOW (window)), GTK_ORIENTATION_HORIZONTAL,
                          -1, &min_width, NULL, NULL, NULL);
      g_assert_cmpint (min_width, <=, 360);
      /* The page without its scrolled window, which would hide a too wide
       * drawing or word behind a scroll bar it never shows. */
      {
        GtkWidget *clamp
            = find_widget (GTK_WIDGET (splay_rules_window_get_page (window)), ADW_TYPE_CLAMP);

        g_assert_nonnull (clamp);
        gtk_widget_measure (clamp, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
        g_assert_cmpint (min_width, <=, 360);
      }
      close_rules_window ();
    }
}

/* Bad input: a game that does not exist gets the notice, not a crash. */
static void
test_unknown_game (Fixture *f, gconstpointer data)
{
  SplayRulesWindow *window = splay_rules_window_show (GTK_WINDOW (f->window), "no-such-game");
  SplayRulesPage *page = splay_rules_window_get_page (window);
  g_auto (GStrv) headings = splay_rules_page_get_headings (page);

  g_assert_false (splay_rules_page_has_content (page));
  g_assert_cmpint (g_strv_length (headings), ==, 0);
  g_assert_null (splay_rules_content_lookup (NULL));
  g_assert_false (splay_rules_available (NULL));
  close_rules_window ();
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add ("/ui/rules/from-chooser", Fixture, NULL, ui_fixture_setup, test_from_chooser,
              ui_fixture_teardown);
  g_test_add ("/ui/rules/f1-on-chooser", Fixture, NULL, ui_fixture_setup, test_f1_on_chooser,
              ui_fixture_teardown);
  g_test_add ("/ui/rules/from-dialog", Fixture, NULL, ui_fixture_setup, test_from_dialog,
              ui_fixture_teardown);
  g_test_add ("/ui/rules/f1-on-board", Fixture, NULL, ui_fixture_setup, test_f1_on_board,
              ui_fixture_teardown);
  g_test_add ("/ui/rules/narrow", Fixture, NULL, ui_fixture_setup, test_narrow,
              ui_fixture_teardown);
  g_test_add ("/ui/rules/unknown-game", Fixture, NULL, ui_fixture_setup, test_unknown_game,
              ui_fixture_teardown);
  return ui_test_run ();
}
