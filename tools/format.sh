#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The code style of Splay: .clang-format (clang-format 14), except that the
# gettext macros keep their argument close, as GNOME writes them: _("...").
#
#   tools/format.sh [FILE...]           rewrite the files in the style
#   tools/format.sh --check [FILE...]   change nothing; list each file that is
#                                       not in the style or has a line over
#                                       100 columns, and exit 1 if any
#
# Without files: every .c and .h file under src/ and tests/ that git knows.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$top"

check=false
if [ "${1:-}" = "--check" ]; then
  check=true
  shift
fi

clang_format=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$clang_format" ]; then
  echo "clang-format-14 is not installed (apt-get install clang-format-14)." >&2
  exit 2
fi

if [ $# -eq 0 ]; then
  mapfile -t files < <(git ls-files 'src/*.c' 'src/*.h' 'tests/*.c' 'tests/*.h')
else
  files=("$@")
fi

formatted() {
  "$clang_format" --style=file:"$top/.clang-format" "$1" \
    | sed -E 's/(^|[^A-Za-z0-9_])(N_|_|C_|NC_) \(/\1\2(/g'
}

bad=0
for f in "${files[@]}"; do
  if $check; then
    if ! formatted "$f" | cmp -s - "$f"; then
      echo "$f: not in the style of .clang-format (run tools/format.sh $f):"
      formatted "$f" | diff -u "$f" - | sed -n '3,12p' || true
      bad=1
    fi
    long=$(perl -CSD -ne 'chomp; print "$ARGV:$.: ", length, " columns\n" if length > 100' "$f")
    if [ -n "$long" ]; then
      echo "$long"
      bad=1
    fi
  else
    tmp=$(mktemp)
    formatted "$f" > "$tmp"
    if cmp -s "$tmp" "$f"; then rm -f "$tmp"; else cat "$tmp" > "$f"; rm -f "$tmp"; fi
  fi
done
exit $bad
