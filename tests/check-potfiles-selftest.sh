#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The POTFILES check must catch what it is there for: a copy of the tree with
# one listed source file dropped from po/POTFILES.in, a new .ui file with a
# translatable label, and a listed file that does not exist must fail it,
# naming each of them.
#
# Usage: check-potfiles-selftest.sh SOURCE_ROOT
set -eu
LC_ALL=C
export LC_ALL
srcdir=${1:?usage: check-potfiles-selftest.sh SOURCE_ROOT}
here=$(cd "$(dirname "$0")" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tree"
cp -R "$srcdir/src" "$srcdir/po" "$tmp/tree/"
[ -d "$srcdir/data" ] && cp -R "$srcdir/data" "$tmp/tree/"

# The tree as it is passes.
sh "$here/check-potfiles.sh" "$tmp/tree" > /dev/null

dropped=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$tmp/tree/po/POTFILES.in" | head -n 1)
grep -vxF "$dropped" "$srcdir/po/POTFILES.in" > "$tmp/tree/po/POTFILES.in"
echo 'src/ui/no-such-file.c' >> "$tmp/tree/po/POTFILES.in"
mkdir -p "$tmp/tree/src/ui"
cat > "$tmp/tree/src/ui/selftest-window.ui" <<'UI'
<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <object class="GtkLabel">
    <property name="label" translatable="yes">Choose a game</property>
  </object>
</interface>
UI

if sh "$here/check-potfiles.sh" "$tmp/tree" > "$tmp/out" 2>&1; then
  echo "check-potfiles.sh passed a tree whose POTFILES.in is wrong:" >&2
  cat "$tmp/out" >&2
  exit 1
fi
for name in "$dropped" src/ui/selftest-window.ui src/ui/no-such-file.c; do
  if ! grep -qF "$name" "$tmp/out"; then
    echo "check-potfiles.sh failed but did not name $name:" >&2
    cat "$tmp/out" >&2
    exit 1
  fi
done
echo "check-potfiles.sh names a dropped file ($dropped), a new .ui file and a missing file."
