#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The results of `splay-cli simulate CONFIG --seed 11` for every
# configuration of the table in docs/benchmarks.md ("The same games as
# before"), without the time line: run it with two builds and diff the
# outputs to show that speed work changed no rule.
#
#   tools/simulate-seeds.sh PATH/TO/splay-cli > after.txt
#   diff before.txt after.txt
set -euo pipefail

cli=${1:?usage: tools/simulate-seeds.sh PATH/TO/splay-cli}
while read -r config; do
  echo "== $config"
  # shellcheck disable=SC2086 # a configuration is several words
  "$cli" simulate $config --seed 11 | grep -v '^time:'
done << 'CONFIGS'
splatoids --players 2 --games 3000
splatoids --players 3 --games 3000
splatoids --players 4 --games 2000 -m
spite-malice --players 2 --games 2000
spite-malice --players 4 --games 500 -o unlimited=1
splito --players 3 --games 3000
splito --players 8 --games 1000
spit --games 1000
spit --games 300 -o five-in-hand=1
splat --games 1000
splat --players 4 --games 300 -o two-decks=1
splatoids --players 3 --games 300 --ai medium
splito --players 4 --games 300 --ai medium
spite-malice --players 2 --games 200 --ai medium
CONFIGS
