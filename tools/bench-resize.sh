#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Times each board's frames while its window is resized from 1600x1000 to
# 360x640 and back (tests/bench-resize.c), with the cairo renderer under a
# virtual X server, as issue 16's target is stated: no relayout above 8 ms.
#
#   tools/bench-resize.sh [BUILD_DIR [OPTION...]]     (default: _build)
#
# OPTIONs go to each run of bench-resize: --no-standins (faces drawn anew
# in the frame, as before the stand-ins), --verbose (every slow frame).
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$top/_build}
shift || true
bench=$build/tests/bench-resize
[ -x "$bench" ] || { echo "bench-resize.sh: build first (meson compile -C $build)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "bench-resize.sh: xvfb-run is missing" >&2; exit 1; }

export GSETTINGS_SCHEMA_DIR=$build/data GSETTINGS_BACKEND=memory GTK_A11Y=none GSK_RENDERER=cairo

for game in "splatoids 4" "spite-malice 2" "splito 5" "spit 2" "splat 4"; do
  game_id=${game% *}
  players=${game#* }
  xvfb-run -a -s "-screen 0 1700x1100x24" "$bench" --game "$game_id" --players "$players" "$@" 2>/dev/null
done
