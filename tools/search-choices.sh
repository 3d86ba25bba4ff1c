#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the search chooses, to the last bit: builds tools/search-choices.c
# against a build's libsplay-core.a (with that build's own sources' headers)
# and prints, for Splatoids positions of 2, 3 and 4 players, every hard
# search's choice, root visits and rewards, and the expert level's choice.
# Run it with two builds and diff the outputs to show that speed work
# changed no decision:
#
#   tools/search-choices.sh BUILD_DIR [ITERATIONS [POSITIONS]] > after.txt
#   diff before.txt after.txt
#
# With --count PLAYERS as the first argument it instead counts the
# instructions of the hard searches alone (valgrind's callgrind, which the
# machine's load does not move):
#
#   tools/search-choices.sh --count 3 BUILD_DIR [ITERATIONS [POSITIONS]]
set -euo pipefail

count=
if [ "${1:-}" = --count ]; then
  count=${2:?usage: tools/search-choices.sh --count PLAYERS BUILD_DIR [ITERATIONS [POSITIONS]]}
  shift 2
fi
build=$(cd "${1:?usage: tools/search-choices.sh [--count PLAYERS] BUILD_DIR [ITERATIONS [POSITIONS]]}" && pwd)
iterations=${2:-30000}
positions=${3:-20}
lib=$build/src/libsplay-core.a
if [ ! -f "$lib" ]; then
  echo "search-choices.sh: $lib is missing: build the build dir first (meson compile -C $build)" >&2
  exit 1
fi
source=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["directories"]["source"])' \
  "$build/meson-info/meson-info.json")
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck disable=SC2046 # pkg-config prints several words
cc -O2 -I "$source/src" -I "$build" -I "$build/src" $(pkg-config --cflags glib-2.0) \
  "$here/search-choices.c" "$lib" $(pkg-config --libs glib-2.0 gio-2.0 sqlite3) -lm -lpthread \
  -o "$tmp/search-choices"
if [ -n "$count" ]; then
  valgrind --tool=callgrind --toggle-collect=splay_ismcts_choose \
    --callgrind-out-file="$tmp/callgrind.out" \
    "$tmp/search-choices" "$iterations" "$positions" "$count" 2>&1 >/dev/null |
    sed -n 's/.*I *refs: *//p'
else
  "$tmp/search-choices" "$iterations" "$positions"
fi
