#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The sanitizer pass: builds the engine, computer players, model, store and
# splay-cli (no window: -Dui=false) with AddressSanitizer, LeakSanitizer and
# UBSan into _build-asan, and runs their tests and the fuzz corpora under
# them. Then the whole program with UBSan alone into _build-ubsan, and its
# UI tests in a virtual X server, but for the games played to the end
# (ui-play-to-end*, ui-short: minutes, and the same code). Any finding fails
# the test it happens in. tools/test.sh runs this after the main suite;
# arguments go to the first meson test, and skip the second.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$top"

if [ ! -f _build-asan/build.ninja ]; then
  meson setup _build-asan -Dui=false -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args=-fno-sanitize-recover=all
fi
meson compile -C _build-asan

# Leaks fail the test; GLib's type system and caches keep a few one-time
# allocations for the life of the program, which LeakSanitizer does not
# report since they stay reachable.
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
status=0
meson test -C _build-asan --print-errorlogs --no-suite data --no-suite po "$@" || status=$?
if [ $# -gt 0 ]; then
  exit $status
fi

# The windows' code: no AddressSanitizer there, whose leak checker would
# chase GTK's and fontconfig's own allocations at exit.
if [ ! -f _build-ubsan/build.ninja ]; then
  meson setup _build-ubsan -Db_sanitize=undefined -Dc_args=-fno-sanitize-recover=all
fi
meson compile -C _build-ubsan
mapfile -t ui_tests < <(meson test -C _build-ubsan --list --no-rebuild --suite ui 2>/dev/null \
  | sed 's/.* \/ //' | grep -v -E '^(ui-short|ui-play-to-end.*)$')
xvfb-run -a meson test -C _build-ubsan --print-errorlogs --no-rebuild "${ui_tests[@]}" \
  || status=$?
exit $status
