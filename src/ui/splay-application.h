/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "../store/splay-store.h"

G_BEGIN_DECLS

#define SPLAY_TYPE_APPLICATION (splay_application_get_type ())
G_DECLARE_FINAL_TYPE (SplayApplication, splay_application, SPLAY, APPLICATION, AdwApplication)

SplayApplication *splay_application_new       (void);
/* The database, or NULL if none could be opened (then nothing is saved). */
SplayStore       *splay_application_get_store (SplayApplication *self);

G_END_DECLS
