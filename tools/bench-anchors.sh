#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Splay's engine beside an anchor, measured in the same run: c-head (a C
# engine of Shithead, the game Splatoids comes from; github.com/boothj5/c-head)
# plays 3-player games between its computer players, and splay-cli plays
# 3-player Splatoids with the rules checked after every action (simulate),
# and random play as the search sees the rules (bench). Prints each figure
# and Splay's ratio to c-head's games per second.
#
#   tools/bench-anchors.sh C-HEAD [RUNS [OTHER-splay-cli]]
#   tools/bench-anchors.sh --instructions C-HEAD
#
# C-HEAD is a checkout of c-head (git clone https://github.com/boothj5/c-head),
# which is built here with its own makefile ("make c-head", gcc -O3), or the
# c-head program such a build made.
#
# With OTHER-splay-cli (say, a release build of main), its figures are
# measured in the same runs, alternating with the others, and printed
# below them: a before and after on a machine whose load moves.
# Splay's figures come from a release build in _rel (made if missing:
# meson setup _rel --buildtype=release -Dui=false). Each measurement is run RUNS times
# (default 3), alternating, and the best of each is kept: the machine's
# load moves single runs.
#
# With --instructions, valgrind counts the instructions of 3,000 games of
# each instead (c-head's, simulate's, and the random play of bench run for
# a number of games by tools/random-play-probe.c), which the load does not
# move, and prints the ratio of instructions a game: a measure to compare
# builds on a busy machine, not the wall-clock target itself. Takes about
# half a minute.
set -euo pipefail

# The c-head program for @1: a checkout is built (make keeps a build that is
# up to date), a program is taken as it is.
c_head_program() {
  if [ -d "$1" ]; then
    if [ ! -f "$1/makefile" ] || [ ! -f "$1/c-head.c" ]; then
      echo "bench-anchors: $1 is not a checkout of c-head (no makefile or c-head.c in it)" >&2
      exit 2
    fi
    make -s -C "$1" c-head >&2
    echo "$(cd "$1" && pwd)/c-head"
  elif [ -x "$1" ]; then
    echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
  else
    echo "bench-anchors: $1 is neither a checkout of c-head nor a program" >&2
    exit 2
  fi
}

if [ "${1:-}" = "--instructions" ]; then
  chead=$(c_head_program "${2:?usage: tools/bench-anchors.sh --instructions C-HEAD}")
  top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  cd "$top"
  if [ ! -f _rel/build.ninja ]; then
    meson setup _rel --buildtype=release -Dui=false > /dev/null
  fi
  meson compile -C _rel src/cli/splay-cli src/splay-core > /dev/null
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # shellcheck disable=SC2046 # pkg-config prints several words
  cc -O2 -I src -I _rel -I _rel/src $(pkg-config --cflags glib-2.0) tools/random-play-probe.c \
    _rel/src/libsplay-core.a $(pkg-config --libs glib-2.0 gio-2.0 sqlite3) -lm -lpthread \
    -o "$work/random-play-probe"
  count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null \
      | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
  }
  games=3000
  chead_i=$(count "$chead" "$games")
  sim_i=$(count _rel/src/cli/splay-cli simulate splatoids --players 3 --games "$games" --seed 1)
  rand_i=$(count "$work/random-play-probe" splatoids 3 "$games")
  echo "date: $(date -u +%Y-%m-%d), instructions counted by valgrind, $games three-player games each"
  printf '%-58s %14s %8s\n' "what" "instr./game" "ratio"
  for row in "c-head $games (its computer players):$chead_i" \
    "splay-cli simulate splatoids --players 3 (rules checked):$sim_i" \
    "bench's random play, splatoids --players 3:$rand_i"; do
    printf '%-58s %14.0f %7.2fx\n' "${row%:*}" "$(awk -v i="${row##*:}" -v g="$games" 'BEGIN { print i / g }')" \
      "$(awk -v c="$chead_i" -v i="${row##*:}" 'BEGIN { print c / i }')"
  done
  exit 0
fi

chead=$(c_head_program "${1:?usage: tools/bench-anchors.sh C-HEAD [RUNS [OTHER-splay-cli]]}")
runs=${2:-3}
other=${3:-}
if [ -n "$other" ]; then other=$(cd "$(dirname "$other")" && pwd)/$(basename "$other"); fi
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$top"

if [ ! -f _rel/build.ninja ]; then
  meson setup _rel --buildtype=release -Dui=false > /dev/null
fi
meson compile -C _rel src/cli/splay-cli > /dev/null
cli=_rel/src/cli/splay-cli
games=30000

best_chead=0 best_sim=0 best_rand=0 best_iter=0
other_sim=0 other_rand=0 other_iter=0
max() { awk -v a="$1" -v b="$2" 'BEGIN { print (b > a ? b : a) }'; }
for _ in $(seq "$runs"); do
  if [ -n "$other" ]; then
    sim=$("$other" simulate splatoids --players 3 --games 3000 --seed 1 | sed -n 's/.* s, \([0-9.]*\) games\/s.*/\1/p')
    bench=$("$other" bench splatoids --players 3 --positions 5)
    other_sim=$(max "$other_sim" "$sim")
    other_rand=$(max "$other_rand" "$(echo "$bench" | sed -n 's/^random play: .* moves\/s, \([0-9.]*\) games\/s.*/\1/p')")
    other_iter=$(max "$other_iter" "$(echo "$bench" | sed -n 's/^search: \([0-9]*\) iterations.*/\1/p')")
  fi
  start=$(date +%s%N)
  "$chead" "$games" > /dev/null
  end=$(date +%s%N)
  chead_gps=$(awk -v g="$games" -v ns=$((end - start)) 'BEGIN { printf "%.0f", g / (ns / 1e9) }')
  sim_gps=$("$cli" simulate splatoids --players 3 --games 3000 --seed 1 | sed -n 's/.* s, \([0-9.]*\) games\/s.*/\1/p')
  bench=$("$cli" bench splatoids --players 3 --positions 5)
  rand_gps=$(echo "$bench" | sed -n 's/^random play: .* moves\/s, \([0-9.]*\) games\/s.*/\1/p')
  iter=$(echo "$bench" | sed -n 's/^search: \([0-9]*\) iterations.*/\1/p')
  best_chead=$(awk -v a="$best_chead" -v b="$chead_gps" 'BEGIN { print (b > a ? b : a) }')
  best_sim=$(awk -v a="$best_sim" -v b="$sim_gps" 'BEGIN { print (b > a ? b : a) }')
  best_rand=$(awk -v a="$best_rand" -v b="$rand_gps" 'BEGIN { print (b > a ? b : a) }')
  best_iter=$(awk -v a="$best_iter" -v b="$iter" 'BEGIN { print (b > a ? b : a) }')
done

echo "date: $(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-58s %14s %8s\n' "what (best of $runs)" "games/s" "ratio"
printf '%-58s %14.0f %8s\n' "c-head $games (3 players, its computer players)" "$best_chead" "1.00x"
printf '%-58s %14.0f %7.2fx\n' "splay-cli simulate splatoids --players 3 (rules checked)" "$best_sim" \
  "$(awk -v a="$best_sim" -v b="$best_chead" 'BEGIN { print a / b }')"
printf '%-58s %14.0f %7.2fx\n' "splay-cli bench splatoids --players 3 (random play)" "$best_rand" \
  "$(awk -v a="$best_rand" -v b="$best_chead" 'BEGIN { print a / b }')"
echo "ISMCTS iterations/s on one core (Splatoids, 3 players): $best_iter"
if [ -n "$other" ]; then
  echo "$other, in the same runs:"
  printf '%-58s %14.0f %7.2fx\n' "  simulate (rules checked)" "$other_sim" \
    "$(awk -v a="$other_sim" -v b="$best_chead" 'BEGIN { print a / b }')"
  printf '%-58s %14.0f %7.2fx\n' "  bench (random play)" "$other_rand" \
    "$(awk -v a="$other_rand" -v b="$best_chead" 'BEGIN { print a / b }')"
  echo "  ISMCTS iterations/s on one core: $other_iter"
fi
