#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Peak resident memory of a Splatoids board opened as a player does, for
# builds that have no `splay --new` (tools/bench-startup.py --board needs it):
# start page, Play on Splatoids, Start in the New Game dialog, 3 s on the
# board, quit. Builds alternate, each run with a fresh empty database.
#
#   xvfb-run -a -s "-screen 0 1280x800x24" tools/bench-board-memory.sh RUNS BUILD...
#
# The clicks are at fixed places of the default 1000x720 window (the start
# page's first Play button, the dialog's Start button) as of November 2026;
# the last run's screenshots are left in /tmp/bench-board-memory/ to check
# that the board was reached.
set -eu
runs=$1
shift
out=/tmp/bench-board-memory
mkdir -p "$out"
export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
i=0
while [ "$i" -lt "$runs" ]; do
  n=0
  for build in "$@"; do
    n=$((n + 1))
    SPLAY_DB=$(mktemp -u "$out/db.XXXXXX") GSETTINGS_SCHEMA_DIR=$build/data \
      /usr/bin/time -f %M -o "$out/rss" "$build/src/splay" &
    pid=$!
    wid=$(xdotool search --sync --onlyvisible --class splay | head -1)
    sleep 1.5
    xdotool mousemove 797 153 click 1
    sleep 1.5
    xdotool mousemove 472 28 click 1
    sleep 3
    import -window root "$out/build$n.png"
    xdotool key ctrl+q
    wait "$pid"
    echo "$n $(cat "$out/rss")" >>"$out/results"
    rm -f "$out"/db.*
  done
  i=$((i + 1))
done
n=0
for build in "$@"; do
  n=$((n + 1))
  printf '%-40s median peak RSS %s MB (%s runs)\n' "$build" \
    "$(awk -v n=$n '$1 == n { print $2 }' "$out/results" | sort -n |
       awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] / 1024 }')" "$runs"
done
rm -f "$out/results"
