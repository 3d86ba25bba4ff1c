#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Times a board per frame while cards travel (tests/bench-motion.c), as
# issue 16's target is stated: 1280x800, the cairo renderer, a virtual X
# server; Splatoids with four players and Spite and Malice with two, a
# person's moves and the computers' replies. Runs niced: the machine is
# shared, and the figures are the UI thread's CPU time.
#
# Usage: tools/bench-motion.sh [BUILD_DIR] [--shot DIR] [--css FILE]
#   --shot DIR also writes DIR/motion-GAME.png: the screen with a card
#   half-way.
#   --css FILE loads a style sheet over the application's own (which the
#   benchmark loads as the application does).
# Needs: xvfb-run (and ImageMagick's import for --shot).
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$top/_build
shots= css=
while [ $# -gt 0 ]; do
  case $1 in
    --shot) shots=${2:?usage: bench-motion.sh [BUILD_DIR] [--shot DIR] [--css FILE]}; shift 2 ;;
    --css) css=${2:?usage: bench-motion.sh [BUILD_DIR] [--shot DIR] [--css FILE]}; shift 2 ;;
    *) build=$1; shift ;;
  esac
done
bench=$build/tests/bench-motion
[ -x "$bench" ] || { echo "bench-motion.sh: build first (meson compile -C $build)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "bench-motion.sh: xvfb-run is missing" >&2; exit 1; }

export GSETTINGS_SCHEMA_DIR=$build/data GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GSK_RENDERER=cairo

for game in "splatoids 4" "spite-malice 2"; do
  set -- $game
  args=(--game "$1" --players "$2" --moves 20)
  [ -n "$shots" ] && args+=(--shot "$shots/motion-$1.png")
  [ -n "$css" ] && args+=(--css "$css")
  nice -n 10 xvfb-run -a -s "-screen 0 1280x800x24" "$bench" "${args[@]}" 2>/dev/null
  echo
done
