#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the libFuzzer harnesses of tests/fuzz for a given time each.
#
#   tools/fuzz.sh SECONDS [NAME...]    NAME: splatoids spite-malice splito spit splat replay
#                                      (default: all of them, one after the other)
#
# Builds them first with clang-14 in _build-fuzz (-Dfuzz=true, AddressSanitizer
# and UBSan, the library instrumented for coverage), installing clang-14 and
# libclang-rt-14-dev with apt-get if they are missing. Each run starts from the
# seed corpus in tests/fuzz/corpus/NAME and keeps what it finds new in
# _build-fuzz/corpus/NAME (not in the tree); a crash leaves its input in
# _build-fuzz/crash-NAME-*, and the log of each run is _build-fuzz/fuzz-NAME.log.
# Exit status: 0 when every run ended without a finding.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$top"

seconds=${1:?usage: tools/fuzz.sh SECONDS [NAME...]}
shift
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(splatoids spite-malice splito spit splat replay)

missing=()
for p in clang-14 libclang-rt-14-dev; do
  [ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)" = installed ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if [ ! -f _build-fuzz/build.ninja ]; then
  CC=clang-14 meson setup _build-fuzz -Dfuzz=true -Dui=false \
    -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args='-fsanitize=fuzzer-no-link -fno-sanitize-recover=all'
fi
meson compile -C _build-fuzz

export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
for name in "${names[@]}"; do
  mkdir -p "_build-fuzz/corpus/$name"
  echo "fuzz-$name: $seconds s"
  if ! _build-fuzz/tests/fuzz/fuzz-"$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
       -max_len=4096 -artifact_prefix="_build-fuzz/crash-$name-" -print_final_stats=1 \
       "_build-fuzz/corpus/$name" "tests/fuzz/corpus/$name" > "_build-fuzz/fuzz-$name.log" 2>&1; then
    echo "fuzz-$name: FOUND something, see _build-fuzz/fuzz-$name.log"
    status=1
  fi
  grep -E '^#[0-9]+.*DONE|stat::number_of_executed_units|cov:' "_build-fuzz/fuzz-$name.log" | tail -2
done
exit $status
