#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# CI step for the Flatpak: builds it offline against the cached Debian 12
# runtime (the non-UI tests run inside the SDK during the build), installs it
# in the user installation, starts it with `flatpak run` under Xvfb and checks
# its window. The last line is "flatpak: PASS ..." or "flatpak: FAIL ...", and
# the exit status says the same, so .ci/run can call it as one step.
#
# A cold run (no cache) makes the runtime and SDK first: a few minutes more.
# Artefacts: flatpak/.cache/first.png, game.png, resume.png, resumed.png,
# de.png, de-dialog.png, logs/.

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
start=$(date +%s)

# A hung download or app must not hold CI up forever; a cold run takes well
# under this.
timeout --foreground 20m "$here/build-offline.sh" "$@"
status=$?
took=$(( $(date +%s) - start ))

if [ $status = 0 ]; then
  echo "flatpak: PASS in ${took} s (screenshots and logs in ${SPLAY_FLATPAK_CACHE:-$here/.cache}/)"
  exit 0
fi
if [ $status = 124 ]; then
  echo "flatpak: FAIL: timed out after ${took} s"
else
  echo "flatpak: FAIL in ${took} s (the reason is above; logs: ${SPLAY_FLATPAK_CACHE:-$here/.cache}/logs/)"
fi
exit 1
