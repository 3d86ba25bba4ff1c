/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void splay_combo_row_wrap_choice (AdwComboRow *row);

G_END_DECLS
