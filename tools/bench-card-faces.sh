#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Times the card faces (tests/bench-card-faces.c) as issue 16's targets are
# stated: 60 cards on a 1280x800 table, the cairo renderer, a virtual X
# server; at 40, 70 and 140 pixels wide, scale factor 1 and 2. Runs niced:
# the machine is shared.
#
# Usage: tools/bench-card-faces.sh [BUILD_DIR]            the timings
#        tools/bench-card-faces.sh --sheets DIR [BUILD_DIR]  every card, as PNGs
# Needs: xvfb-run.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sheets=
if [ "${1:-}" = --sheets ]; then
  sheets=${2:?usage: bench-card-faces.sh --sheets DIR [BUILD_DIR]}
  shift 2
fi
build=${1:-$top/_build}
bench=$build/tests/bench-card-faces
[ -x "$bench" ] || { echo "bench-card-faces.sh: build first (meson compile -C $build)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "bench-card-faces.sh: xvfb-run is missing" >&2; exit 1; }

export GSETTINGS_SCHEMA_DIR=$build/data GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GSK_RENDERER=cairo

if [ -n "$sheets" ]; then
  for scale in 1 2; do
    nice -n 10 xvfb-run -a -s "-screen 0 1280x800x24" "$bench" --sheet "$sheets" --scale "$scale"
  done
  exit 0
fi

for scale in 1 2; do
  for width in 40 70 140; do
    # The window is 1280x800 logical pixels: twice that at scale 2.
    GDK_SCALE=$scale nice -n 10 xvfb-run -a -s "-screen 0 $((1280 * scale + 100))x$((800 * scale + 100))x24" \
      "$bench" --bench --cards 60 --width "$width" --scale "$scale" --frames 200 2>/dev/null
    echo
  done
done
