/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "ui-test-util.h"
#include "engine/speed-core.h"
#include "ui/splay-card-widget.h"
#include "ui/splay-preferences-window.h"
#include "ui/splay-speed-board.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-splatoids-board.h"

/* One application for the whole run, as in a real session: each test opens
 * and closes its own window. (A registered GApplication stays exported on
 * the bus, so a second one with the same id cannot register.) */
static SplayApplication *the_app;
static char *db_dir;
static char *db_path;

void
ui_wait_for (gboolean (*cond) (gpointer), gpointer data)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!cond (data))
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
}

static gboolean
no_window (gpointer data)
{
  return gtk_application_get_windows (GTK_APPLICATION (data)) == NULL;
}

void
ui_fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  if (the_app == NULL)
    {
      the_app = splay_application_new ();
      /* The test is its own only instance. */
      g_application_set_flags (G_APPLICATION (the_app), G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (the_app), NULL, &error));
      g_assert_no_error (error);
    }
  f->app = the_app;
  g_application_activate (G_APPLICATION (f->app));
  f->window = SPLAY_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (f->app)));
  g_assert_true (SPLAY_IS_WINDOW (f->window));
  splay_window_set_computer_delay (f->window, 0);
  g_assert_cmpstr (splay_window_get_page (f->window), ==, "games");
}

void
ui_fixture_teardown (Fixture *f, gconstpointer data)
{
  SplayMatch *match = splay_window_get_match (f->window);

  /* Closing the window lets go of the board and the match (the store stops
   * tracking it): nothing else may keep them alive. */
  if (match != NULL)
    g_object_ref (match);
  g_object_ref (f->window);
  gtk_window_close (GTK_WINDOW (f->window));
  ui_wait_for (no_window, f->app);
  g_assert_finalize_object (f->window);
  if (match != NULL)
    g_assert_finalize_object (match);
}

/* Destroys a window a test made and asserts that nothing else keeps it
 * alive: a leaked window or board fails the test (as in GNOME Console). */
void
ui_destroy_window (gpointer window)
{
  g_assert_true (GTK_IS_WINDOW (window));
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* Ada against an easy computer in a one-game match of @rules, dealt from
 * @seed, shown in the fixture's window. The window holds the match. */
SplayMatch *
ui_start_match (Fixture *f, const SplayRules *rules, guint64 seed)
{
  SplayPlayer *players[2];
  SplaySettings values;
  g_autoptr (SplayMatch) match = NULL;

  players[0] = splay_player_new_human ("Ada");
  players[1] = splay_player_new_computer ("Robot", SPLAY_LEVEL_EASY);
  splay_settings_defaults (rules, 2, &values);
  match = splay_match_new (rules, &values, seed, players, 0, 1);
  g_object_unref (players[0]);
  g_object_unref (players[1]);
  splay_window_start_match (f->window, match);
  return match;
}

void
ui_fixture_reopen (Fixture *f)
{
  ui_fixture_teardown (f, NULL);
  ui_fixture_setup (f, NULL);
}

GtkWidget *
ui_find_widget (GtkWidget *w, UiWidgetMatch match, gconstpointer data, gboolean mapped,
                GtkWidget *skip)
{
  if (w == skip || (mapped && !gtk_widget_get_mapped (w)))
    return NULL;
  if (match (w, data))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = ui_find_widget (c, match, data, mapped, skip);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
ui_find_widgets (GtkWidget *w, UiWidgetMatch match, gconstpointer data, gboolean mapped,
                 GPtrArray *out)
{
  if (mapped && !gtk_widget_get_mapped (w))
    return;
  if (match (w, data))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    ui_find_widgets (c, match, data, mapped, out);
}

static gboolean
is_type (GtkWidget *w, gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (w, *(const GType *) data);
}

gboolean
ui_new_game_dialog_shown (gpointer window)
{
  GtkWindow *dialog = splay_window_get_new_game_dialog (window);

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

GtkWindow *
ui_find_preferences (Fixture *f)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l; l = l->next)
    if (SPLAY_IS_PREFERENCES_WINDOW (l->data))
      return l->data;
  return NULL;
}

static gboolean
preferences_mapped (gpointer data)
{
  GtkWindow *w = ui_find_preferences (data);

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

GtkWindow *
ui_open_preferences (Fixture *f)
{
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "preferences", NULL);
  ui_wait_for (preferences_mapped, f);
  return ui_find_preferences (f);
}

AdwMessageDialog *
ui_shown_dialog (void)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

gboolean
ui_label_says (GtkWidget *w, gconstpointer text)
{
  return GTK_IS_LABEL (w) && gtk_widget_is_visible (w)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (w)), text) == 0;
}

gboolean
ui_card_labelled (GtkWidget *w, gconstpointer prefix)
{
  const char *label
      = SPLAY_IS_CARD_WIDGET (w) ? splay_card_widget_get_label (SPLAY_CARD_WIDGET (w)) : NULL;

  return label != NULL && g_str_has_prefix (label, prefix);
}

graphene_point_t
ui_point_in_window (Fixture *f, GtkWidget *w)
{
  graphene_point_t p;

  g_assert_true (
      gtk_widget_compute_point (w, GTK_WIDGET (f->window), &GRAPHENE_POINT_INIT (0, 0), &p));
  return p;
}

GtkWidget *
ui_find_type (GtkWidget *w, GType type, gboolean mapped)
{
  return ui_find_widget (w, is_type, &type, mapped, NULL);
}

GtkEventController *
ui_find_controller (GtkWidget *w, GType type, const char *key, int value)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);

  /* A value of 0 is stored as no data at all, so it matches the first
   * widget with such a controller and no @key. */
  if (gtk_widget_get_visible (w)
      && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), key)) == value)
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
        if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
          return GTK_EVENT_CONTROLLER (c);
      }
  for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEventController *found = ui_find_controller (child, type, key, value);
      if (found != NULL)
        return found;
    }
  return NULL;
}

int
ui_drag_and_drop (GtkEventController *source, GtkEventController *target, double x, double y)
{
  g_autoptr (GdkContentProvider) content = NULL;
  g_auto (GValue) value = G_VALUE_INIT;
  gboolean dropped = FALSE;

  g_assert_true (GTK_IS_DRAG_SOURCE (source));
  g_assert_true (GTK_IS_DROP_TARGET (target));
  g_signal_emit_by_name (source, "prepare", x, y, &content);
  if (content == NULL)
    return -1;
  g_value_init (&value, G_TYPE_UINT);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  g_signal_emit_by_name (target, "drop", &value, x, y, &dropped);
  return dropped;
}

void
ui_test_init (int *argc, char ***argv)
{
  db_dir = g_dir_make_tmp ("splay-ui-test-XXXXXX", NULL);
  g_assert_nonnull (db_dir);
  db_path = g_build_filename (db_dir, "splay.db", NULL);
  g_setenv ("SPLAY_DB", db_path, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The texts compared are the English ones. */
  g_setenv ("LANGUAGE", "C", TRUE);
  /* The tests check behaviour, not pixels: under Xvfb the GL renderer runs
   * on a software rasteriser and makes a window test ten times slower than
   * cairo does. GSK_RENDERER set outside still wins. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  gtk_test_init (argc, argv, NULL);
  /* Cards that travel hold the computers back while they do (a quarter of
   * a second a move): tests of behaviour go without, as with the system
   * setting off. tests/test-ui-motion.c turns them on. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

void
ui_test_use_language (const char *language)
{
  /* gettext ignores LANGUAGE under the plain C locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", language, TRUE);
  if (setlocale (LC_ALL, "") == NULL)
    g_error ("no C.UTF-8 locale");
  bindtextdomain (GETTEXT_PACKAGE, SOURCE_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
ui_test_run (void)
{
  int ret = g_test_run ();
  g_autofree char *wal = g_strconcat (db_path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (db_path, "-shm", NULL);

  g_clear_object (&the_app);
  g_unlink (db_path);
  g_unlink (wal);
  g_unlink (shm);
  g_rmdir (db_dir);
  g_clear_pointer (&db_path, g_free);
  g_clear_pointer (&db_dir, g_free);
  return ret;
}

void
ui_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

void
ui_activate (GtkWidget *widget, const char *action, const char *format, ...)
{
  va_list args;
  GVariant *param = NULL;

  va_start (args, format);
  if (format != NULL)
    param = g_variant_new_va (format, NULL, &args);
  va_end (args);
  g_assert_true (gtk_widget_activate_action_variant (widget, action, param));
}

const SplitoState *
ui_splito_state (SplayMatch *match)
{
  return splay_game_get_state (splay_match_get_current_game (match));
}

gboolean
ui_speed_find_action (SplayGame *game, int seat, int kind, SplayAction *out)
{
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n = splay_game_get_rules (game)->legal (splay_game_get_state (game), seat, legal);

  for (int i = 0; i < n; i++)
    if (SPEED_ACTION_KIND (legal[i]) == kind)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
ui_splito_round_reached (gpointer data)
{
  UiRoundWait *w = data;
  const SplitoState *s = ui_splito_state (w->match);

  return s->round >= w->round || s->phase == SPLITO_PHASE_OVER;
}

/* Makes one move of @seat with key set @keyset as a player would: a card
 * onto a pile (two keys) if one fits, else a turn, a stack, Ready, a claim
 * or a packet. The keys are pressed with no main loop turn between them, so
 * the computer cannot get in between. Returns TRUE if a card was played
 * (and checks that it moved). */
gboolean
ui_speed_key_move (SplaySpeedBoard *board, SplayGame *game, int seat, int keyset)
{
  const SpeedState *s = splay_game_get_state (game);
  SplayAction a;

  if (splay_game_is_over (game))
    return FALSE;
  if (s->phase == SPEED_PHASE_PLAY && ui_speed_find_action (game, seat, SPEED_PLAY, &a))
    {
      int src = SPEED_ACTION_A (a), pile = SPEED_ACTION_B (a);
      int slot = src >= SPEED_FROM_HAND ? src - SPEED_FROM_HAND : src;
      SplayCard card = speed_source_card (s, seat, src);
      int cards = speed_cards_of (s, seat);
      guint n = splay_game_get_n_actions (game);

      ui_activate (GTK_WIDGET (board), "board.pick", "(ii)", keyset, slot);
      g_assert_cmpint (splay_speed_board_get_picked (board, keyset), ==, slot);
      ui_activate (GTK_WIDGET (board), "board.pile", "(ii)", keyset, pile);
      g_assert_cmpint (splay_speed_board_get_picked (board, keyset), ==, -1);
      /* The card is on the pile, gone from the player's cards, and logged. */
      g_assert_cmpuint (splay_game_get_n_actions (game), ==, n + 1);
      if (!splay_game_is_over (game))
        {
          const SpeedState *after = splay_game_get_state (game);

          if (after->phase == SPEED_PHASE_PLAY)
            {
              g_assert_cmpint (speed_pile_top (after, pile), ==, card);
              g_assert_cmpint (speed_cards_of (after, seat), ==, cards - 1);
            }
        }
      return TRUE;
    }
  if (s->phase == SPEED_PHASE_PLAY && ui_speed_find_action (game, seat, SPEED_TURN, &a))
    ui_activate (GTK_WIDGET (board), "board.pick", "(ii)", keyset, SPEED_ACTION_A (a));
  else if (s->phase == SPEED_PHASE_PLAY && ui_speed_find_action (game, seat, SPEED_STACK, &a))
    {
      ui_activate (GTK_WIDGET (board), "board.pick", "(ii)", keyset, SPEED_ACTION_A (a));
      ui_activate (GTK_WIDGET (board), "board.pick", "(ii)", keyset, SPEED_ACTION_B (a));
    }
  else if (ui_speed_find_action (game, seat, SPEED_READY, &a))
    ui_activate (GTK_WIDGET (board), "board.ready", "i", keyset);
  else if (ui_speed_find_action (game, seat, SPEED_CLAIM, &a)
           || ui_speed_find_action (game, seat, SPEED_CHOOSE, &a))
    ui_activate (GTK_WIDGET (board), "board.pile", "(ii)", keyset, SPEED_ACTION_B (a));
  return FALSE;
}

/* ---- moves made with the keyboard's actions ---- */

/* Chooses a legal move for seat 0 and makes it through the board's actions,
 * as the keyboard would: move the cursor, select, play. Returns the action
 * the game should have logged. */
SplayAction
ui_splatoids_key_move (SplaySplatoidsBoard *board, SplayGame *game)
{
  const SplayRules *rules = splay_game_get_rules (game);
  SplayAction legal[SPLAY_MAX_ACTIONS];
  int n = rules->legal (splay_game_get_state (game), 0, legal);
  SplayCard hand[SPLATOIDS_MAX_CARDS];
  int hand_n = splay_splatoids_board_get_hand (board, hand);

  g_assert_cmpint (n, >, 0);
  for (int i = 0; i < n; i++)
    if (SPLATOIDS_ACTION_KIND (legal[i]) == SPLATOIDS_PLAY_HAND)
      {
        int rank = SPLATOIDS_ACTION_A (legal[i]);
        int count = SPLATOIDS_ACTION_B (legal[i]), selected = 0;
        SplayCard chosen[SPLATOIDS_MAX_CARDS];

        ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
        for (int k = 0; k < hand_n && selected < count; k++)
          {
            if (splay_card_rank (hand[k]) == rank)
              {
                g_assert_cmpint (splay_splatoids_board_get_cursor (board), ==, k);
                ui_activate (GTK_WIDGET (board), "board.toggle-selection", NULL);
                chosen[selected++] = hand[k];
              }
            ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
          }
        g_assert_cmpint (selected, ==, count);
        ui_activate (GTK_WIDGET (board), "board.play", NULL);
        /* The very cards selected, which the rules would not all choose. */
        return splatoids_play_hand_cards (chosen, count);
      }
  for (int i = 0; i < n; i++)
    if (SPLATOIDS_ACTION_KIND (legal[i]) == SPLATOIDS_END_TURN)
      {
        ui_activate (GTK_WIDGET (board), "board.end-turn", NULL);
        return legal[i];
      }
  for (int i = 0; i < n; i++)
    if (SPLATOIDS_ACTION_KIND (legal[i]) == SPLATOIDS_PICK_UP)
      {
        ui_activate (GTK_WIDGET (board), "board.pick-up", NULL);
        return legal[i];
      }
  /* A table card: the cursor goes past the hand onto the table piles that
   * hold cards, in order. */
  {
    const SplatoidsState *s = splay_game_get_state (game);
    int slot = hand_n;

    for (int p = 0; p < s->n_piles; p++)
      {
        SplayAction a = splatoids_top_is_face_up (s, 0, p) ? splatoids_play_faceup (p)
                                                           : splatoids_play_blind (p);
        if (s->pile_n[0][p] == 0)
          continue;
        for (int i = 0; i < n; i++)
          if (legal[i] == a)
            {
              ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
              for (int k = 0; k < slot; k++)
                ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
              g_assert_cmpint (splay_splatoids_board_get_cursor (board), ==, slot);
              ui_activate (GTK_WIDGET (board), "board.play", NULL);
              return a;
            }
        slot++;
      }
  }
  g_assert_not_reached ();
}

/* Where the keyboard's source cursor must be for @action's source. */
static int
source_slot (const SpiteMaliceState *s, SplayAction action)
{
  int hn = s->hand_n[0], slot;

  switch (SPITE_MALICE_ACTION_SRC (action))
    {
    case SPITE_MALICE_FROM_HAND:
      for (int i = 0; i < hn; i++)
        if (splay_card_rank (s->hand[0][i]) == SPITE_MALICE_ACTION_VAL (action))
          return i;
      g_assert_not_reached ();
    case SPITE_MALICE_FROM_GOAL: return hn;
    default:
      slot = hn + (s->goal_n[0] > 0 ? 1 : 0);
      for (int d = 0; d < SPITE_MALICE_ACTION_VAL (action); d++)
        if (s->disc_n[0][d] > 0)
          slot++;
      return slot;
    }
}

/* Moves the source cursor with the arrow keys' actions and picks up. */
void
ui_spite_malice_pick_up (SplaySpiteMaliceBoard *board, const SpiteMaliceState *s,
                         SplayAction action)
{
  int slot = source_slot (s, action);

  ui_activate (GTK_WIDGET (board), "board.select-first", NULL);
  for (int i = 0; i < slot; i++)
    ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
  g_assert_cmpint (splay_spite_malice_board_get_source_cursor (board), ==, slot);
  ui_activate (GTK_WIDGET (board), "board.pick-up", NULL);
  g_assert_cmphex (splay_spite_malice_board_get_held (board), ==, action & 0x00ffff00);
}

/* Carries out @action for seat 0 as a person at the keyboard would: the
 * arrow keys to the source and Space, Up or Down to the row of targets and
 * Right along it (so piles beyond the number keys are reached too), Enter. */
void
ui_spite_malice_key_move (SplaySpiteMaliceBoard *board, const SpiteMaliceState *s,
                          SplayAction action)
{
  int kind = SPITE_MALICE_ACTION_KIND (action);
  int steps = 0;

  ui_spite_malice_pick_up (board, s, action);
  if (kind == SPITE_MALICE_DISCARD)
    {
      ui_activate (GTK_WIDGET (board), "board.down", NULL);
      steps = SPITE_MALICE_ACTION_TARGET (action);
    }
  else
    {
      /* The targets are the building piles that are not complete, then
       * "new pile". */
      int limit = kind == SPITE_MALICE_NEW ? s->n_piles : SPITE_MALICE_ACTION_TARGET (action);

      ui_activate (GTK_WIDGET (board), "board.up", NULL);
      for (int p = 0; p < limit; p++)
        if (s->pile_n[p] < SPITE_MALICE_PILE_CARDS)
          steps++;
    }
  for (int i = 0; i < steps; i++)
    ui_activate (GTK_WIDGET (board), "board.select-next", NULL);
  ui_activate (GTK_WIDGET (board), "board.place", NULL);
}

GtkShortcut *
ui_find_shortcut (GtkWidget *w, guint keyval, GdkModifierType mods, gboolean ancestors,
                  GtkWidget **owner)
{
  g_autoptr (GtkShortcutTrigger) key = gtk_keyval_trigger_new (keyval, mods);

  for (; w != NULL; w = ancestors ? gtk_widget_get_parent (w) : NULL)
    {
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

          if (!GTK_IS_SHORTCUT_CONTROLLER (c))
            continue;
          for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
            {
              g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), k);

              if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (sc), key))
                {
                  if (owner != NULL)
                    *owner = w;
                  return sc; /* the controller keeps it */
                }
            }
        }
    }
  return NULL;
}

/* ---- what a screen reader reads ---- */

/* Hidden from assistive technology: @w or one of its ancestors up to
 * @top says so. */
static gboolean
hidden_from_at (GtkWidget *w, GtkWidget *top)
{
  for (; w != NULL; w = w == top ? NULL : gtk_widget_get_parent (w))
    {
      g_autofree char *not_hidden
          = gtk_test_accessible_check_state (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);

      if (not_hidden == NULL)
        return TRUE;
    }
  return FALSE;
}

/* A picture (with @images), a table of cells, a status line or a number to
 * set that a screen reader reads, under @w, with no name of its own: it
 * would read out the widget's type ("GtkFlowBox", "SplaySplitoGrid",
 * "GtkSpinButton") or, for a label, nothing. */
static void
collect_unnamed (GtkWidget *w, GtkWidget *top, gboolean images, GPtrArray *out)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w));

  /* Not on the screen (a hidden stack page's widgets stay visible). */
  if (!gtk_widget_get_mapped (w))
    return;
  if (((images && role == GTK_ACCESSIBLE_ROLE_IMG) || role == GTK_ACCESSIBLE_ROLE_GRID
       || role == GTK_ACCESSIBLE_ROLE_STATUS || role == GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
      && !hidden_from_at (w, top)
      && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL)
      && !(GTK_IS_LABEL (w) && *gtk_label_get_text (GTK_LABEL (w)) != '\0'))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_unnamed (c, top, images, out);
}

void
ui_assert_named (const char *what, GtkWidget *top, gboolean images)
{
  g_autoptr (GPtrArray) unnamed = g_ptr_array_new ();

  gtk_test_widget_wait_for_draw (top);
  collect_unnamed (top, top, images, unnamed);
  for (guint k = 0; k < unnamed->len; k++)
    g_test_message ("%s: an unnamed %s", what, G_OBJECT_TYPE_NAME (unnamed->pdata[k]));
  g_assert_cmpuint (unnamed->len, ==, 0);
}
