/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Temporary: replaced by the application. */
#include "config.h"
#include "splay-application.h"
struct _SplayApplication { AdwApplication parent_instance; };
G_DEFINE_FINAL_TYPE (SplayApplication, splay_application, ADW_TYPE_APPLICATION)
static void splay_application_class_init (SplayApplicationClass *klass) {}
static void splay_application_init (SplayApplication *self) {}
SplayApplication *splay_application_new (void) { return g_object_new (SPLAY_TYPE_APPLICATION, "application-id", APP_ID, NULL); }
