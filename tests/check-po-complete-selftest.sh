#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The completeness check must catch what it is there for: in a copy of the
# tree, a new message on one line and a new message with line breaks in it
# (which the gettext tools write as msgid "" and continuation lines, and
# which the check once took for the header and never counted) must each
# make it fail and be named.
#
# Usage: check-po-complete-selftest.sh SOURCE_ROOT
set -eu
LC_ALL=C
export LC_ALL
srcdir=${1:?usage: check-po-complete-selftest.sh SOURCE_ROOT}
here=$(cd "$(dirname "$0")" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tree/tests"
cp -R "$srcdir/src" "$srcdir/po" "$srcdir/data" "$tmp/tree/"
cp "$here/po-xgettext.sh" "$here/check-po-complete.sh" "$tmp/tree/tests/"

status=0
if ! sh "$tmp/tree/tests/check-po-complete.sh" "$tmp/tree" > /dev/null 2>&1; then
  echo "FAIL: the check does not pass on the tree as it is" >&2
  status=1
fi

for message in 'A new message, not translated yet.' 'A first line.\n\nA second line, not translated yet.'; do
  rm -rf "$tmp/tree/src"
  cp -R "$srcdir/src" "$tmp/tree/"
  printf '\nstatic const char *selftest_message (void) { return _("%s"); }\n' "$message" \
    >> "$tmp/tree/src/engine/rules.c"
  if sh "$tmp/tree/tests/check-po-complete.sh" "$tmp/tree" > "$tmp/out" 2>&1; then
    echo "FAIL: an untranslated message passed: $message" >&2
    status=1
  elif ! grep -q 'not translated yet' "$tmp/out"; then
    echo "FAIL: the check failed without naming the message: $message" >&2
    cat "$tmp/out" >&2
    status=1
  fi
done
[ "$status" -eq 0 ] && echo "check-po-complete catches untranslated messages, with line breaks too"
exit "$status"
