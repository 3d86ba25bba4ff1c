#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs test-ui-a11y-atspi.py in a D-Bus session of its own with the AT-SPI
# bus, as a screen reader's session has it. Skips (77) without the tools.
# Usage: test-ui-a11y-atspi.sh SPLAY_BINARY
set -eu
command -v dbus-run-session >/dev/null || { echo "no dbus-run-session: skipped"; exit 77; }
[ -x /usr/libexec/at-spi-bus-launcher ] || { echo "no at-spi-bus-launcher: skipped"; exit 77; }
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "no pyatspi: skipped"; exit 77; }
here=$(dirname "$0")
# The AT-SPI client library warns about objects that come and go while it
# reads the tree; that is not Splay's to fix, so G_DEBUG=fatal-warnings
# is kept for Splay alone.
SPLAY_G_DEBUG=${G_DEBUG:-}
export SPLAY_G_DEBUG
unset G_DEBUG
# The other tests run without an accessibility bus; this one is about it.
unset GTK_A11Y
exec dbus-run-session -- sh -c '
  /usr/libexec/at-spi-bus-launcher --launch-immediately &
  launcher=$!
  /usr/bin/python3 "$0" "$1"
  status=$?
  kill $launcher 2>/dev/null || true
  exit $status' "$here/test-ui-a11y-atspi.py" "$1"
