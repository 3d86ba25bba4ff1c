#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes tests/data/splay-vN.sql: an SQL dump of a database made by this
# version of Splay (schema version N), with finished and unfinished matches
# of every game, played by `splay-cli autoplay`. test-migrate builds a
# database from each dump and checks that the current store opens it,
# brings it up to date, and that every match in it still loads and plays
# on. Run it once for each schema version, before the version changes, and
# commit the file; never edit an old one.
#
# Usage: tools/make-store-fixture.sh [BUILD_DIR]   (needs the sqlite3 tool)
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$top/_build}
cli=$build/src/cli/splay-cli
command -v sqlite3 >/dev/null || { echo "sqlite3 is needed: apt install sqlite3" >&2; exit 1; }
[ -x "$cli" ] || { echo "no $cli: build first (ninja -C $build)" >&2; exit 1; }

version=$(sed -n 's/^#define SPLAY_STORE_SCHEMA_VERSION \([0-9]*\)$/\1/p' "$top/src/store/splay-store.h")
out=$top/tests/data/splay-v$version.sql
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
db=$tmp/splay.db

# play GAME SEATS SEED [DIE_AFTER] [LENGTH...]: a finished match, or with
# DIE_AFTER > 0 an unfinished one (the process is killed after that many
# actions, as a crash would leave it).
play() {
  local game=$1 seats=$2 seed=$3 die=$4
  shift 4
  if [ "$die" -gt 0 ]; then
    # In a subshell, so the shell's "Killed" notice goes to /dev/null too.
    ("$cli" autoplay "$game" --db "$db" --seats "$seats" --seed "$seed" "$@" \
      --die-after "$die" >/dev/null 2>&1 || true) 2>/dev/null
  else
    "$cli" autoplay "$game" --db "$db" --seats "$seats" --seed "$seed" "$@" >/dev/null
  fi
}

play splatoids medium,easy 1 0
play splatoids medium,easy,easy 2 150 --target 5
play spite-malice medium,easy 3 0
play spite-malice easy,medium 4 90
play splito medium,easy,easy 5 0 --games 2
play splito easy,medium 6 40 --games 3
play spit medium,easy 7 0 --target 2
play spit easy,medium 8 120
play splat medium,easy 9 0
play splat easy,easy 10 70 --target 3

{
  echo "-- SPDX-License-Identifier: GPL-3.0-or-later"
  echo "-- A database made by Splay with schema version $version (tools/make-store-fixture.sh):"
  echo "-- finished and unfinished computer-only matches of every game. Never edit it."
  # .dump leaves out the header fields that mark the file as Splay's.
  echo "PRAGMA application_id = $(sqlite3 "$db" 'PRAGMA application_id');"
  echo "PRAGMA user_version = $(sqlite3 "$db" 'PRAGMA user_version');"
  sqlite3 "$db" .dump
} >"$out"
echo "wrote $out ($(sqlite3 "$db" 'SELECT count(*) FROM matches') matches," \
  "$(sqlite3 "$db" 'SELECT count(*) FROM actions') actions)"
