#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The instructions the hard level's search (ISMCTS; Spite and Malice's
# whole turns) takes, counted by
# valgrind (which the machine's load does not move), for the same searches
# in this checkout and, if given, in another (say, a worktree of main
# before a change): tools/search-probe.c runs one search of a fixed number
# of iterations from each of a few positions of each game. Prints the
# counts, their ratio, and whether every search chose alike.
#
#   tools/bench-search.sh [--level LEVEL] [OTHER-CHECKOUT]
#
# --level expert measures expert's searches instead (its exploration and
# evaluation, one thread, the same iterations).
# Each checkout's release build in _rel is used (made if missing: meson
# setup _rel --buildtype=release -Dui=false). Takes a few minutes.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
level=hard
if [ "${1:-}" = --level ]; then
  level=${2:?usage: tools/bench-search.sh [--level LEVEL] [OTHER-CHECKOUT]}
  shift 2
fi
other=${1:-}
if [ -n "$other" ]; then other=$(cd "$other" && pwd); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# probe CHECKOUT OUT: builds the probe against CHECKOUT's core library.
probe() {
  if [ ! -f "$1/_rel/build.ninja" ]; then
    meson setup "$1/_rel" "$1" --buildtype=release -Dui=false > /dev/null
  fi
  ninja -C "$1/_rel" src/libsplay-core.a > /dev/null
  # shellcheck disable=SC2046 # pkg-config prints several words
  cc -O2 -I "$1/src" -I "$1/_rel" -I "$1/_rel/src" $(pkg-config --cflags glib-2.0) \
    "$top/tools/search-probe.c" "$1/_rel/src/libsplay-core.a" \
    $(pkg-config --libs glib-2.0 gio-2.0 sqlite3) -lm -lpthread -o "$2"
}

count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

probe "$top" "$work/this"
[ -z "$other" ] || probe "$other" "$work/other"

printf '%-22s %16s' "search" "this checkout"
[ -z "$other" ] || printf ' %16s %7s %s' "other" "fewer" "choices"
printf '\n'
while read -r game players iterations positions; do
  args=("$game" "$players" "$iterations" "$positions" "$level")
  this=$(count "$work/this" "${args[@]}")
  printf '%-22s %16s' "$game $players players" "$this"
  if [ -n "$other" ]; then
    that=$(count "$work/other" "${args[@]}")
    if cmp -s <("$work/this" "${args[@]}" | grep '^position') \
              <("$work/other" "${args[@]}" | grep '^position'); then
      same=same
    else
      same=DIFFER
    fi
    printf ' %16s %6.2fx %s' "$that" "$(awk -v a="$that" -v b="$this" 'BEGIN { print a / b }')" \
      "$same"
  fi
  printf '\n'
done << 'SEARCHES'
splatoids 2 5000 3
splatoids 3 5000 3
splatoids 4 5000 3
splito 2 5000 3
splito 4 5000 3
splito 8 3000 2
spite-malice 2 0 8
spite-malice 4 0 4
SEARCHES
