/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-util.h: what every window test shares: one application for the
 * whole run, a window per test that must be freed with its match, waiting
 * on the main loop, and a temporary database. */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>

#include "ui/splay-application.h"
#include "ui/splay-window.h"
#include "engine/splito.h"
#include "engine/spite-malice.h"
#include "engine/splatoids.h"
#include "ui/splay-speed-board.h"
#include "ui/splay-spite-malice-board.h"
#include "ui/splay-splatoids-board.h"

typedef struct
{
  SplayApplication *app;
  SplayWindow *window;
} Fixture;

/* Runs the main loop until @cond holds; fails the test after a generous
 * time rather than hanging. */
void ui_wait_for (gboolean (*cond) (gpointer), gpointer data);

/* Opens a window on the games page with computer players moving at once. */
void ui_fixture_setup (Fixture *f, gconstpointer data);
/* Closes the window and checks it and its match are freed. */
void ui_fixture_teardown (Fixture *f, gconstpointer data);
/* Quits as a person would (closes the window: the match stays saved in
 * SPLAY_DB), checks the window and its match are freed, and opens a new
 * window on the games page. */
void ui_fixture_reopen (Fixture *f);

/* The controller of @type (a drag source, a drop target) of the first
 * visible widget under @w (itself included, in tree order) whose data @key
 * is @value (0: the data is not set), to drive drag and drop by its
 * signals. */
GtkEventController *ui_find_controller (GtkWidget *w, GType type, const char *key, int value);
/* A drag as the toolkit makes one: @source (a GtkDragSource) prepares its
 * content at (@x, @y) of its widget, and @target (a GtkDropTarget) takes
 * it there. Whether the drop was taken, or -1 when @source gave nothing
 * to drag (the card cannot be dragged now). */
int ui_drag_and_drop (GtkEventController *source, GtkEventController *target, double x, double y);

/* The first widget under @w (itself included, in tree order) that @match
 * says yes to, with @data; with @mapped, only among the mapped ones. Not
 * under @skip (NULL: nowhere skipped). */
typedef gboolean (*UiWidgetMatch) (GtkWidget *w, gconstpointer data);
GtkWidget *ui_find_widget (GtkWidget *w, UiWidgetMatch match, gconstpointer data, gboolean mapped,
                           GtkWidget *skip);
/* Every widget under @w (itself included) that @match says yes to, with
 * @data, mapped ones only with @mapped, in the order ui_find_widget ()
 * meets them: added to @out. */
void ui_find_widgets (GtkWidget *w, UiWidgetMatch match, gconstpointer data, gboolean mapped,
                      GPtrArray *out);
/* A UiWidgetMatch: a visible label whose text is @text (a const char *). */
gboolean ui_label_says (GtkWidget *w, gconstpointer text);
/* A UiWidgetMatch: a card widget whose accessible label begins with
 * @prefix (a const char *). */
gboolean ui_card_labelled (GtkWidget *w, gconstpointer prefix);
/* Where @w's top left corner lies in @f's window. */
graphene_point_t ui_point_in_window (Fixture *f, GtkWidget *w);
/* The message dialog shown (a confirmation, a problem), or NULL. */
AdwMessageDialog *ui_shown_dialog (void);
/* Whether @window (a SplayWindow) shows its new-game dialog: a condition
 * for ui_wait_for (). */
gboolean ui_new_game_dialog_shown (gpointer window);
/* Fails, naming each, if anything under @top (drawn first) that a screen
 * reader reads has no name of its own: a picture (with @images: in GTK's
 * and libadwaita's own rows they are arrows and pencils), a table of
 * cells, a status line or a spin button. GTK 4.8 would read the widget's
 * type ("GtkFlowBox") or, for a label, nothing. Needs GTK_A11Y=test (set
 * before ui_test_init ()), which keeps accessible properties in the
 * process. */
void ui_assert_named (const char *what, GtkWidget *top, gboolean images);
/* @f's preferences window, shown or not; NULL when there is none. */
GtkWindow *ui_find_preferences (Fixture *f);
/* Opens the preferences as the main menu does and waits until they show. */
GtkWindow *ui_open_preferences (Fixture *f);
/* The first widget of @type under @w (itself included), as above. */
GtkWidget *ui_find_type (GtkWidget *w, GType type, gboolean mapped);
/* The shortcut that @keyval with @mods triggers on @w or, with @ancestors,
 * the first of its ancestors that has one, as a key press there would find
 * it (a class's bindings included); *@owner (if not NULL) is the widget it
 * is on. NULL if none. */
GtkShortcut *ui_find_shortcut (GtkWidget *w, guint keyval, GdkModifierType mods, gboolean ancestors,
                               GtkWidget **owner);

/* After ui_test_init (): the texts in @language ("de"), from the catalogue
 * the build compiled (SOURCE_LOCALEDIR), under the C.UTF-8 locale. */
void ui_test_use_language (const char *language);

/* Points SPLAY_DB at a temporary database, uses the memory GSettings backend
 * and English texts, and calls gtk_test_init. */
void ui_destroy_window (gpointer window);
SplayMatch *ui_start_match (Fixture *f, const SplayRules *rules, guint64 seed);

void ui_test_init (int *argc, char ***argv);
/* Runs the tests, then frees the application and removes the database. */
int ui_test_run (void);

/* Turns the main loop for @ms milliseconds (lets a race's computers act);
 * a test never asserts on how long anything took. */
void ui_spin (guint ms);
/* Activates @action of @widget as its key would, with a parameter built
 * from @format and what follows (NULL: none); fails the test if the widget
 * has no such action. */
void ui_activate (GtkWidget *widget, const char *action, const char *format, ...);
/* The state of the Splito game in play of @match, as the rules hold it. */
const SplitoState *ui_splito_state (SplayMatch *match);
/* A legal action of @kind (SPEED_ACTION_KIND) for @seat in a Spit or Splat
 * game, in @out; FALSE if there is none. */
gboolean ui_speed_find_action (SplayGame *game, int seat, int kind, SplayAction *out);
/* Makes one move of @seat with key set @keyset as a player would: a card
 * onto a pile (two keys) if one fits, else a turn, a stack, Ready, a claim
 * or a packet, with no main loop turn between the keys. TRUE if a card was
 * played (and checks that it moved). */
gboolean ui_speed_key_move (SplaySpeedBoard *board, SplayGame *game, int seat, int keyset);

/* For ui_wait_for (ui_splito_round_reached, &wait): Splito's round
 * @round has begun, or the game is over. */
typedef struct
{
  SplayMatch *match;
  int round;
} UiRoundWait;
gboolean ui_splito_round_reached (gpointer data);

/* Splatoids: chooses a legal move for seat 0 and makes it through the
 * board's actions, as the keyboard would (the cursor along the hand and on
 * to the table piles, select, play; or end the turn, pick up). Returns the
 * action the game should log. */
SplayAction ui_splatoids_key_move (SplaySplatoidsBoard *board, SplayGame *game);
/* Spite and Malice: moves the source cursor to @action's source and picks
 * it up (checking the cursor and what is held). */
void ui_spite_malice_pick_up (SplaySpiteMaliceBoard *board, const SpiteMaliceState *s,
                              SplayAction action);
/* Spite and Malice: carries out @action for seat 0 with the arrows, Space,
 * Up or Down to the targets and along them, and Enter. */
void ui_spite_malice_key_move (SplaySpiteMaliceBoard *board, const SpiteMaliceState *s,
                               SplayAction action);
