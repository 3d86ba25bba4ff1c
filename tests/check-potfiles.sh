#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that po/POTFILES.in lists every file under src/ and data/ that has
# translatable strings, and only files that exist. A file left out of
# POTFILES never reaches the translators, so its strings stay English.
#
# "Has translatable strings" is what xgettext extracts, with the keywords of
# po/meson.build (_, N_, C_, NC_, ngettext, translatable="yes" in .ui files,
# desktop, metainfo and schema files), so a mention in a comment does not
# count. Files that must stay untranslated can be listed in po/POTFILES.skip.
#
# Usage: check-potfiles.sh SOURCE_ROOT
set -eu
LC_ALL=C
export LC_ALL
srcdir=${1:?usage: check-potfiles.sh SOURCE_ROOT}
. "$(dirname "$0")/po-xgettext.sh"
cd "$srcdir"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

splay_potfiles . | sort -u > "$tmp/listed"
if [ -f po/POTFILES.skip ]; then
  splay_potfiles_skip=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' po/POTFILES.skip)
else
  splay_potfiles_skip=
fi
printf '%s\n' "$splay_potfiles_skip" | sed '/^$/d' | sort -u > "$tmp/skipped"

status=0

# Every listed file must exist: xgettext (and so `meson compile splay-pot`)
# stops at the first missing one.
while IFS= read -r f; do
  if [ ! -f "$f" ]; then
    echo "po/POTFILES.in lists $f, which does not exist." >&2
    status=1
  fi
done < "$tmp/listed"

# Every file that could hold strings for the user.
find src data -type f \( -name '*.c' -o -name '*.h' -o -name '*.ui' \
     -o -name '*.desktop.in' -o -name '*.desktop.in.in' \
     -o -name '*.metainfo.xml.in' -o -name '*.metainfo.xml.in.in' \
     -o -name '*.gschema.xml' -o -name '*.gschema.xml.in' \) 2>/dev/null | sort > "$tmp/candidates"

# xgettext, file by file, so that one file it cannot read is named and does
# not hide the others. A file's messages name it in their "#:" lines.
: > "$tmp/translatable"
while IFS= read -r f; do
  case "$f" in
    *.ui) lang_args=--language=Glade ;;
    *) lang_args= ;;
  esac
  rm -f "$tmp/one.pot"
  # Without --force-po, xgettext writes no file when it finds no message.
  if ! splay_xgettext $lang_args --add-location=file -o "$tmp/one.pot" "$f" 2> "$tmp/err"; then
    # xgettext cannot parse it: fall back to the markers themselves.
    if grep -Eq '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)[[:space:]]*\(|translatable="yes"' "$f"; then
      echo "$f" >> "$tmp/translatable"
    fi
    continue
  fi
  if [ -s "$tmp/one.pot" ] && grep -q '^msgid "..*"' "$tmp/one.pot"; then
    echo "$f" >> "$tmp/translatable"
  fi
done < "$tmp/candidates"

sort -u "$tmp/translatable" | comm -23 - "$tmp/listed" | comm -23 - "$tmp/skipped" > "$tmp/missing"
if [ -s "$tmp/missing" ]; then
  echo "po/POTFILES.in does not list these files, which have translatable strings:" >&2
  sed 's/^/  /' "$tmp/missing" >&2
  echo "Add each of them to po/POTFILES.in (one path a line)." >&2
  status=1
fi

if [ "$status" -eq 0 ]; then
  echo "po/POTFILES.in lists all $(wc -l < "$tmp/listed" | tr -d ' ') files with translatable strings."
fi
exit "$status"
