/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Temporary: replaced by the Splatoids engine. */
#include "splatoids.h"
const SplayRules splatoids_rules = { .id = "splatoids", .name = "Splatoids", .min_seats = 2, .max_seats = 4, .default_seats = 2, .state_size = sizeof (SplatoidsState) };
