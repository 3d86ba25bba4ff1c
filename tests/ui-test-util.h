/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui-test-util.h: what every window test shares: one application for the
 * whole run, a window per test that must be freed with its match, waiting
 * on the main loop, and a temporary database. */
#pragma once

#include <gtk/gtk.h>

#include "ui/splay-application.h"
#include "ui/splay-window.h"

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

/* Points SPLAY_DB at a temporary database, uses the memory GSettings backend
 * and English texts, and calls gtk_test_init. */
void ui_destroy_window (gpointer window);
SplayMatch *ui_start_match (Fixture *f, const SplayRules *rules, guint64 seed);

void ui_test_init (int *argc, char ***argv);
/* Runs the tests, then frees the application and removes the database. */
int ui_test_run (void);
