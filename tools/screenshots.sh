#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the screenshots of the AppStream metainfo (data/screenshots/*.png)
# from the real app: the built program runs under Xvfb on a database made
# for the purpose (matches played by `splay-cli autoplay`, stopped part way,
# with the first seat handed to a person called Anna so that the boards show
# a hand as a player sees it), and each board is opened by pressing Resume
# through the app action app.resume-match (over D-Bus, as the desktop would).
#
# Usage: tools/screenshots.sh [BUILD_DIR]
# Needs: xvfb-run, dbus-run-session, gdbus, xwininfo, xdotool, imagemagick, sqlite3.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$top/_build}
out=$top/data/screenshots
app=$build/src/splay
cli=$build/src/cli/splay-cli

if [ "${1:-}" != --inside ]; then
  for tool in xvfb-run dbus-run-session gdbus xwininfo xdotool import sqlite3; do
    command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is missing" >&2; exit 1; }
  done
  [ -x "$app" ] && [ -x "$cli" ] || { echo "screenshots.sh: build first (ninja -C $build)" >&2; exit 1; }

  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  db=$work/splay.db

  # play GAME SEATS SEED ACTIONS [LENGTH...]: a match stopped after ACTIONS
  # actions, as a quit would leave it.
  play() {
    local game=$1 seats=$2 seed=$3 n=$4
    shift 4
    ("$cli" autoplay "$game" --db "$db" --seats "$seats" --seed "$seed" "$@" \
       --die-after "$n" >/dev/null 2>&1 || true) 2>/dev/null
  }
  play spit medium,medium 12 90 --target 2
  play splito medium,medium,medium,medium 4 18 --games 3
  play spite-malice medium,medium 7 60
  play splatoids medium,medium,medium 3 31 --target 10
  # Seat 1 becomes a person: the boards are drawn from a person's seat.
  sqlite3 "$db" "INSERT INTO players (kind, name, created) VALUES ('human', 'Anna', 0);
                 UPDATE match_seats SET kind = 'human', level = NULL, name = 'Anna',
                   player_id = (SELECT id FROM players WHERE kind = 'human' AND name = 'Anna')
                 WHERE seat = 0;
                 UPDATE match_seats SET name = 'Ben' WHERE seat = 1;
                 UPDATE match_seats SET name = 'Cleo' WHERE seat = 2;
                 UPDATE match_seats SET name = 'Dev' WHERE seat = 3;"

  mkdir -p "$out"
  env -u LANGUAGE LANG=C.UTF-8 SPLAY_DB="$db" GSETTINGS_BACKEND=memory \
      GSETTINGS_SCHEMA_DIR="$build/data" NO_AT_BRIDGE=1 \
    dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" \
      "$0" --inside "$build" "$db" 2>"$work/session.log" \
    || { tail -n 20 "$work/session.log" >&2; exit 1; }
  ls -l "$out"
  exit 0
fi

# --- inside Xvfb and the session bus ---------------------------------------
build=$2
db=$3
app_id=io.github.splaycards.Splay

"$build/src/splay" >"$(dirname "$db")/app.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT

window () { xwininfo -root -tree | grep '("splay" ' | grep -v ' 1x1+' | head -n1 | awk '{ print $1 }'; }
for _ in $(seq 1 60); do
  [ -n "$(window)" ] && break
  sleep 0.5
done
wid=$(window)
[ -n "$wid" ] || { echo "no window" >&2; exit 1; }
# The size a store shows well (AppStream asks for at most 1600x900; GNOME's
# own screenshots are about 1000x700).
xdotool windowsize --sync "$wid" 1000 700 || true
sleep 2

shot () { import -window "$wid" "$out/$1.png"; echo "took $1.png" >&2; }
resume () # GAME NAME [KEY]
{
  local id
  id=$(sqlite3 "file:$db?mode=ro" "SELECT id FROM matches WHERE game_id = '$1'")
  gdbus call --session --dest "$app_id" --object-path "/${app_id//./\/}" \
    --method org.gtk.Actions.Activate resume-match "[<int64 $id>]" "{}" >/dev/null
  # The computers take their turns up to the person's, at their own pace.
  sleep 8
  # A race resumes paused: KEY (Return on the focused Resume) starts it.
  if [ -n "${3:-}" ]; then
    xdotool windowfocus --sync "$wid" key "$3" || true
    sleep 2.5
  fi
  shot "$2"
}

shot chooser
resume splatoids splatoids
resume spite-malice spite-malice
resume splito splito
resume spit spit Return

# A phone or a tiled half-screen: the same Splatoids board at 360x640.
xdotool windowsize --sync "$wid" 360 640 || true
sleep 2
resume splatoids splatoids-narrow
