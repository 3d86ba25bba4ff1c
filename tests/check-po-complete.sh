#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that each translation is complete for the sources as they are now:
# the template is made afresh from po/POTFILES.in (not taken from a stale
# po/splay.pot), each po file is merged with it, and any untranslated or
# fuzzy message fails the check and is printed, so the translator sees what
# is left to do.
#
# Usage: check-po-complete.sh SOURCE_ROOT [LANG...]   (default: po/LINGUAS)
set -eu
LC_ALL=C
export LC_ALL
srcdir=${1:?usage: check-po-complete.sh SOURCE_ROOT [LANG...]}
shift
. "$(dirname "$0")/po-xgettext.sh"
cd "$srcdir"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ $# -eq 0 ]; then
  set -- $(sed -e 's/#.*//' po/LINGUAS)
fi

splay_potfiles . > "$tmp/POTFILES"
splay_xgettext --package-name=splay --force-po -f "$tmp/POTFILES" -o "$tmp/splay.pot"
# Messages in a po file, without the header entry. A msgid "" followed by
# a continuation line is a message with a line break in it (the tools split
# those at every \n even with --no-wrap); the header's msgid "" is
# followed by its msgstr.
count_messages ()
{
  awk '/^msgid / { if ($0 != "msgid \"\"") n++; else pending = 1; next }
       pending && /^"/ { n++ }
       { pending = 0 }
       END { print n + 0 }' "$1"
}

msgattrib --no-wrap --no-obsolete -o "$tmp/all.pot" "$tmp/splay.pot"
total=$(count_messages "$tmp/all.pot")

status=0
for lang in "$@"; do
  po="po/$lang.po"
  if [ ! -f "$po" ]; then
    echo "$lang: po/LINGUAS names it, but $po does not exist." >&2
    status=1
    continue
  fi
  msgmerge --quiet --previous -o "$tmp/$lang.po" "$po" "$tmp/splay.pot"
  msgattrib --no-wrap --untranslated --no-obsolete "$tmp/$lang.po" > "$tmp/$lang.untranslated"
  msgattrib --no-wrap --only-fuzzy --no-obsolete "$tmp/$lang.po" > "$tmp/$lang.fuzzy"
  untranslated=$(count_messages "$tmp/$lang.untranslated")
  fuzzy=$(count_messages "$tmp/$lang.fuzzy")
  if [ "$untranslated" -gt 0 ] || [ "$fuzzy" -gt 0 ]; then
    echo "$po: $untranslated untranslated and $fuzzy fuzzy of $total messages in the current sources:" >&2
    # Each message whole: its place, the msgid and its continuation lines.
    cat "$tmp/$lang.untranslated" "$tmp/$lang.fuzzy" \
      | awk '/^(#:|#, fuzzy|msgid_plural)/ { print; next }
             /^msgid / { in_id = 1; if ($0 != "msgid \"\"") print; next }
             in_id && /^"/ { print; next }
             { in_id = 0 }' | sed 's/^/  /' >&2
    echo "Run meson compile -C _build splay-update-po and translate them in $po." >&2
    status=1
  else
    echo "$po: all $total messages translated, none fuzzy."
  fi
done
exit "$status"
