#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fits Splatoids' EXPERT evaluation to the outcomes of games the playout
# policy played, and prints the held-out log loss of the fitted weights,
# of the weights built in and of the hand-set evaluation, with the fitted
# weights to paste into expert_weights[] (src/ai/splatoids-ai.c). See
# tools/fit-splatoids-eval.c.
#
#   tools/fit-splatoids-eval.sh [GAMES [SEED]]   (default 20000 1: the built-in weights)
#
# Uses the release build in _rel (made if missing: meson setup _rel
# --buildtype=release -Dui=false). Takes about half a minute.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$top"
if [ ! -f _rel/build.ninja ]; then
  meson setup _rel --buildtype=release -Dui=false > /dev/null
fi
ninja -C _rel src/libsplay-core.a > /dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046 # pkg-config prints several words
cc -O2 -I src -I _rel -I _rel/src $(pkg-config --cflags glib-2.0) tools/fit-splatoids-eval.c \
  _rel/src/libsplay-core.a $(pkg-config --libs glib-2.0 gio-2.0 sqlite3) -lm -lpthread \
  -o "$work/fit-splatoids-eval"
"$work/fit-splatoids-eval" "${1:-20000}" "${2:-1}"
