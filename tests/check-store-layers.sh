#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks what the store's split promised (issue 20): splay-cli reaches the
# database only through the store's API (no sqlite3.h, no sqlite3_ call in
# src/cli), the store keeps its statements and caches in its own private
# struct (no g_object_set_data), and no file of the store grows past 1,200
# lines (splay-store-private.h says which file holds which job).
#
# Usage: check-store-layers.sh SOURCE_ROOT
set -eu
LC_ALL=C
export LC_ALL
cd "${1:?usage: check-store-layers.sh SOURCE_ROOT}"

status=0

if grep -n -E '#include[[:space:]]*<sqlite3\.h>|sqlite3_[a-z_0-9]+[[:space:]]*\(' src/cli/*.c src/cli/*.h; then
  echo "src/cli uses SQLite directly (above): go through the store's API (src/store/*.h)." >&2
  status=1
fi

if grep -n -E 'g_object_(set|get|steal)_(q)?data' src/store/*.c; then
  echo "src/store keeps data on the object (above): use a field of struct _SplayStore" \
       "(splay-store-private.h)." >&2
  status=1
fi

for f in src/store/*.c src/store/*.h; do
  n=$(wc -l < "$f")
  if [ "$n" -gt 1200 ]; then
    echo "$f has $n lines (at most 1,200): split it by job." >&2
    status=1
  fi
done

exit $status
