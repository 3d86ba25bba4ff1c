#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the layers of src/ (HACKING.md): every #include of a C file under
# src/ may name only its own layer, a layer below it, or a system header the
# layer may use. Lowest first:
#
#   engine  the rules: engine headers, the C library and GLib (no GObject)
#   ai      the computer players: engine and ai
#   model   GObjects over a game and a match: engine, ai and model
#   store   SQLite: engine, ai, model and store (the only layer with SQL)
#   ui      the window (GTK, libadwaita): everything below it, not cli
#   cli     splay-cli: everything below it, not ui
#   main.c  the application's main (): everything but cli
#
# A quoted include is looked up beside the file first and then under src/
# (the include directory the build gives), as the compiler does; one that is
# in neither place must be a generated header the check knows (config.h).
#
# Usage: check-layers.sh SOURCE_ROOT
set -eu
LC_ALL=C
export LC_ALL
srcdir=${1:?usage: check-layers.sh SOURCE_ROOT}
cd "$srcdir/src"

# Includes a layer may still have for now, one "FILE HEADER" a line; each
# must still be there (so a fixed one is taken off the list).
exceptions='
'

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%s\n' "$exceptions" | sed '/^$/d' | sort -u > "$tmp/exceptions"
: > "$tmp/used"

layer_of () {
  case $1 in
    engine/*) echo engine ;;
    ai/*) echo ai ;;
    model/*) echo model ;;
    store/*) echo store ;;
    ui/*) echo ui ;;
    cli/*) echo cli ;;
    main.c) echo app ;;
    *) echo unknown ;;
  esac
}

# The layers each layer may include, and the system headers it may not.
may_include () {
  case $1 in
    engine) echo engine ;;
    ai) echo engine ai ;;
    model) echo engine ai model ;;
    store) echo engine ai model store ;;
    ui|app) echo engine ai model store ui ;;
    cli) echo engine ai model store cli ;;
  esac
}

system_allowed () { # LAYER HEADER
  case $2 in
    gtk/*|gdk/*|adwaita.h|pango/*|cairo*|graphene*)
      [ "$1" = ui ] || [ "$1" = app ] ;;
    sqlite3.h)
      [ "$1" = store ] ;;
    glib-object.h|gobject/*|gio/*)
      [ "$1" != engine ] && [ "$1" != ai ] ;;
    *)
      true ;;
  esac
}

status=0
fail () {
  echo "$1" >&2
  status=1
}

find engine ai model store ui cli main.c -name '*.[ch]' 2>/dev/null | sort > "$tmp/files"
while IFS= read -r file; do
  layer=$(layer_of "$file")
  if [ "$layer" = unknown ]; then
    fail "src/$file is in no layer: put it in one of engine, ai, model, store, ui, cli."
    continue
  fi
  allowed=" $(may_include "$layer") "
  dir=$(dirname "$file")
  sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*\([<"][^>"]*[>"]\).*/\1/p' "$file" |
  while IFS= read -r inc; do
    name=${inc#?}
    name=${name%?}
    if grep -qxF "$file $name" "$tmp/exceptions"; then
      echo "$file $name" >> "$tmp/used"
      continue
    fi
    case $inc in
      \<*)
        if ! system_allowed "$layer" "$name"; then
          echo "src/$file: the $layer layer may not include <$name>."
        fi
        continue ;;
    esac
    if [ -f "$dir/$name" ]; then
      target=$(realpath -m --relative-to=. "$dir/$name")
    elif [ -f "$name" ]; then
      target=$(realpath -m --relative-to=. "$name")
    elif [ "$name" = config.h ]; then
      continue
    else
      echo "src/$file: \"$name\" is no header under src/ (a generated one must be named in check-layers.sh)."
      continue
    fi
    to=$(layer_of "$target")
    case $allowed in
      *" $to "*) ;;
      *) echo "src/$file: the $layer layer may not include \"$name\" (src/$target, the $to layer)." ;;
    esac
  done >> "$tmp/errors"
done < "$tmp/files"

if [ -s "$tmp/errors" ]; then
  cat "$tmp/errors" >&2
  status=1
fi
sort -u "$tmp/used" | comm -23 "$tmp/exceptions" - > "$tmp/stale"
while IFS= read -r line; do
  fail "check-layers.sh allows \"$line\", which is no longer included: take it off the exceptions."
done < "$tmp/stale"

if [ "$status" -eq 0 ]; then
  echo "Every include under src/ stays in its layer ($(wc -l < "$tmp/files") files)."
fi
exit "$status"
