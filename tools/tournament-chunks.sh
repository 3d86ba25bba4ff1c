#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A long heads-up tournament as chunks of 10 mirrored games, one seed per
# chunk, so that it can run at low priority on a busy machine, be stopped
# and taken up again, and be spread over several cores (one range of seeds
# each). Every finished chunk's line is appended to the results file; a chunk
# cut short is lost. The deals of a chunk come from its seed alone, so no two
# chunks share a deal.
#
# Usage: tools/tournament-chunks.sh GAME LEVEL,LEVEL FIRST_SEED LAST_SEED RESULTS [CLI]
#        tools/tournament-chunks.sh --sum RESULTS
# --sum adds up the chunks in RESULTS: the first level's games, wins (a
# shared first place counts 1/k, as in `splay-cli tournament`), win rate
# with its 95 % Wilson interval, and the average time per decision.
#
# The hard-against-medium figures for Splatoids and Splito were made
# so: e.g. tools/tournament-chunks.sh splatoids hard,medium 204 281 r.txt
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if [ "${1:-}" = --sum ]; then
  [ $# -eq 2 ] || { echo "usage: $0 --sum RESULTS" >&2; exit 2; }
  # Each line: SEED LEVEL GAMES WIN% LOW% – HIGH% POINTS MS
  awk '
    NF >= 9 { games += $3; wins += $3 * substr($4, 1, length($4) - 1) / 100;
              ms += $9 * $3; chunks++ }
    END {
      if (games == 0) { print "no chunks"; exit 1 }
      z = 1.959964; p = wins / games
      d = 1 + z * z / games; c = p + z * z / (2 * games)
      h = z * sqrt (p * (1 - p) / games + z * z / (4 * games * games))
      printf "%d chunks, %d games, %.1f wins, %.2f %% (95 %%: %.1f – %.1f %%), %.1f ms per decision\n",
             chunks, games, wins, 100 * p, 100 * (c - h) / d, 100 * (c + h) / d, ms / games
    }' "$2"
  exit 0
fi

[ $# -ge 5 ] || { sed -n '2,17p' "$0" >&2; exit 2; }
game=$1 seats=$2 seed=$3 last=$4 results=$5
cli=${6:-$top/_build/src/cli/splay-cli}
first=${seats%%,*}

while [ "$seed" -le "$last" ]; do
  out=$(nice -n 10 "$cli" tournament "$game" --players 2 --games 10 --seats "$seats" --seed "$seed")
  echo "$seed $(grep "^$first " <<<"$out")" >> "$results"
  seed=$((seed + 1))
done
