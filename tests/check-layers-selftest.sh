#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The layers check must catch what it is there for: in a copy of src/, an
# engine file that includes the model (upward), a splay-cli file that
# includes a window header (sideways), the model including GTK and the
# computer players including SQLite must each fail it, named.
#
# Usage: check-layers-selftest.sh SOURCE_ROOT
set -eu
LC_ALL=C
export LC_ALL
srcdir=${1:?usage: check-layers-selftest.sh SOURCE_ROOT}
here=$(cd "$(dirname "$0")" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tree"
cp -R "$srcdir/src" "$tmp/tree/"

# The tree as it is passes.
sh "$here/check-layers.sh" "$tmp/tree" > /dev/null

# Each bad include goes after the file's first line (the SPDX line).
add_include () { # FILE LINE
  sed -i "1a $2" "$tmp/tree/src/$1"
}
add_include engine/rng.c '#include "../model/splay-match.h"'
add_include cli/splay-cli-util.c '#include "ui/splay-window.h"'
add_include model/splay-game.c '#include <gtk/gtk.h>'
add_include ai/ai.c '#include <sqlite3.h>'

if sh "$here/check-layers.sh" "$tmp/tree" > "$tmp/out" 2>&1; then
  echo "check-layers.sh passed a tree with includes across layers:" >&2
  cat "$tmp/out" >&2
  exit 1
fi
for bad in 'src/engine/rng.c: the engine layer may not include "../model/splay-match.h"' \
           'src/cli/splay-cli-util.c: the cli layer may not include "ui/splay-window.h"' \
           'src/model/splay-game.c: the model layer may not include <gtk/gtk.h>' \
           'src/ai/ai.c: the ai layer may not include <sqlite3.h>'; do
  if ! grep -qF "$bad" "$tmp/out"; then
    echo "check-layers.sh failed but did not say: $bad" >&2
    cat "$tmp/out" >&2
    exit 1
  fi
done
if [ "$(wc -l < "$tmp/out")" -ne 4 ]; then
  echo "check-layers.sh said more than the four bad includes:" >&2
  cat "$tmp/out" >&2
  exit 1
fi
echo "check-layers.sh names an upward include, a sideways one and two libraries out of their layer."
