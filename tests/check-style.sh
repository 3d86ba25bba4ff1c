#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The code style test: every C file under src/ and tests/ is as .clang-format
# writes it and has no line over 100 columns (tools/format.sh --check).
# With --selftest: shows that a long line and a misplaced brace both fail.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if [ "${1:-}" = "--selftest" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  printf '/* x */\nint\nf (void)\n{\n  return 0;\n}\n' > "$tmp/good.c"
  printf '/* x */\nint f(void) {\n  return 0;\n}\n' > "$tmp/brace.c"
  { printf '/* x */\nint\nf (void)\n{\n  return 0; /* '; printf 'x%.0s' $(seq 100); printf ' */\n}\n'; } > "$tmp/long.c"
  "$top/tools/format.sh" --check "$tmp/good.c" >/dev/null || { echo "a file in the style was refused"; exit 1; }
  for f in brace long; do
    if "$top/tools/format.sh" --check "$tmp/$f.c" >/dev/null; then
      echo "tools/format.sh --check passed $f.c, which is not in the style"
      exit 1
    fi
  done
  echo "the style check refuses a misplaced brace and a long line"
  exit 0
fi

cd "$top"
exec tools/format.sh --check
