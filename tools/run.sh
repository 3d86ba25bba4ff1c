#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and starts Splay from the build folder.
# Arguments go to the app.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$top/tools/setup.sh"

# Run uninstalled: the compiled schema sits in _build/data, the translations
# in _build/po and the icons in data/icons.
export GSETTINGS_SCHEMA_DIR="$top/_build/data"
export SPLAY_LOCALEDIR="$top/_build/po"
export XDG_DATA_DIRS="$top/data:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
exec "$top/_build/src/splay" "$@"
