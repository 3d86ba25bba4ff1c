#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and runs the whole test suite; the UI
# tests get a virtual X server. Then the sanitizer pass (tools/sanitize.sh):
# the tests without a window again, under AddressSanitizer and UBSan.
# Arguments go to meson test (for example a test name, or --suite ui); with
# arguments, only the main build's tests run.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$top/tools/setup.sh"
cd "$top"
status=0
xvfb-run -a meson test -C _build --print-errorlogs "$@" || status=$?
if [ $# -eq 0 ]; then
  "$top/tools/sanitize.sh" || status=$?
fi
exit $status
