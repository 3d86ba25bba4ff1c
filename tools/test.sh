#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and runs the whole test suite; the UI
# tests get a virtual X server. Arguments go to meson test (for example a
# test name, or --suite ui).
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$top/tools/setup.sh"
cd "$top"
exec xvfb-run -a meson test -C _build --print-errorlogs "$@"
