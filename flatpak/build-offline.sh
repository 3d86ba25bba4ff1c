#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Build the Splay Flatpak without Flathub and start it under Xvfb.
#
# Flathub's GNOME runtime cannot be downloaded here, but Debian's packages
# can. So this script makes a Flatpak runtime and SDK from Debian 12 packages
# (mmdebstrap, from this machine's own apt sources), builds the modules of the
# real manifest against them (only runtime, runtime-version and sdk are
# swapped), installs the app in the user installation, starts it with
# `flatpak run` under Xvfb and checks that the Splay window appears.
#
# Everything it makes lives in flatpak/.cache/ (or $SPLAY_FLATPAK_CACHE) and
# in the user installation under the refs named below; it deletes nothing
# else. A second run reuses the runtime and SDK.
#
# Usage: flatpak/build-offline.sh [--no-run] [--rebuild-runtime] [--flathub]
#   --no-run           build and install only; do not start the app
#   --rebuild-runtime  make the Debian runtime and SDK again from scratch
#   --flathub          build the real manifest against org.gnome.Platform/Sdk
#                      (they must already be installed; needs no Debian runtime)

set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

cache=${SPLAY_FLATPAK_CACHE:-$here/.cache}

app_id=io.github.splaycards.Splay
manifest=$here/$app_id.json
# The derived manifest must sit beside the real one: its source path ".." is
# relative to the manifest's own folder.
offline_manifest=$here/.offline.json

rt_platform=io.github.splaycards.DebianPlatform
rt_sdk=io.github.splaycards.DebianSdk
rt_branch=12
remote=splay-debian12
suite=bookworm
# Bump when the way the runtime is assembled changes, so that a cached
# runtime made the old way is rebuilt.
rt_format=1

platform_pkgs=(
  libgtk-4-1 libgtk-4-common libadwaita-1-0 libsqlite3-0
  libgdk-pixbuf-2.0-0 librsvg2-common shared-mime-info
  adwaita-icon-theme hicolor-icon-theme gtk-update-icon-cache
  gsettings-desktop-schemas dconf-gsettings-backend
  fonts-cantarell fonts-dejavu-core fontconfig
  libgl1 libegl1 libgles2 libglx-mesa0 libegl-mesa0 libgl1-mesa-dri
  locales
)
sdk_pkgs=(
  "${platform_pkgs[@]}"
  build-essential meson ninja-build pkg-config
  libgtk-4-dev libadwaita-1-dev libsqlite3-dev libglib2.0-dev
  libglib2.0-bin libglib2.0-dev-bin libxml2-utils gettext
  desktop-file-utils appstream appstream-util elfutils
)
# Locales generated in the runtime, so that LANG=de_DE.UTF-8 works inside.
locales_wanted="en_US.UTF-8 UTF-8
de_DE.UTF-8 UTF-8"

t0=$(date +%s)
say () { printf '==> [%4ss] %s\n' "$(( $(date +%s) - t0 ))" "$*"; }
die ()
{
  printf '\nbuild-offline.sh: %s\n' "$1" >&2
  shift
  for line in "$@"; do printf '  %s\n' "$line" >&2; done
  exit 1
}
# Print the tail of a log after a failure, so the cause is on screen.
show_tail () { [ -f "$1" ] && { echo "---- last lines of $1 ----" >&2; tail -n "${2:-25}" "$1" >&2; echo "----" >&2; }; }

as_root ()
{
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else return 1
  fi
}

# ---------------------------------------------------------------------------
# The part that runs inside xvfb-run (the script calls itself).

# The app's visible windows, as "ID "TITLE"", one a line.
app_windows ()
{
  xwininfo -root -tree 2>/dev/null | grep '("splay" ' | grep -v ' 1x1+' || true
}

# display_check LABEL LANG DO [MATCH]: start the app, wait for its window,
# take LABEL.png; then DO:
#   play    start a Splatoids game from the keyboard as a person would
#           (Ctrl+N, Ctrl+Return), play a card (Space, Return), take game.png
#   resume  press Resume on saved match MATCH (through the app action
#           app.resume-match, over D-Bus as the desktop would send it; a click
#           at coordinates would break with any change of layout) and take
#           resumed.png
#   dialog  open the new-game dialog (Ctrl+N), list the windows and close it
#   none    nothing
# and quit with Ctrl+Q. Exit status: 0 fine, 1 no window, 2 did not quit,
# 3 the action could not be sent.
display_check ()
{
  local label=$1 lang=$2 todo=$3 match=${4:-} log pid found=0 wid status=0
  log=$cache/logs/app-stderr-$label.log
  env ${lang:+LANGUAGE=$lang LANG=de_DE.UTF-8} \
    flatpak run --user --branch=master "$app_id" > "$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 90); do
    if [ -n "$(app_windows)" ]; then found=1; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  if [ $found = 0 ]; then
    flatpak kill "$app_id" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    return 1
  fi
  # Let GTK finish its first frames (and the store open) before looking.
  sleep 3
  app_windows > "$cache/logs/windows-$label.txt"
  import -window root "$cache/$label.png" || true
  wid=$(app_windows | head -n1 | awk '{ print $1 }')
  xdotool windowfocus --sync "$wid" 2>/dev/null || true

  case $todo in
    play)
      xdotool key ctrl+n || true
      for _ in $(seq 1 10); do
        [ "$(app_windows | wc -l)" -gt 1 ] && break
        sleep 1
      done
      app_windows > "$cache/logs/windows-new-game.txt"
      xdotool key ctrl+Return || true
      # A computer seat may move first, after its delay; then play the
      # selected card (on an empty pile any card goes), and let the
      # computer answer, so the position is settled on the person's turn.
      sleep 4
      xdotool key space Return || true
      sleep 4
      import -window root "$cache/game.png" || true
      ;;
    resume)
      if ! gdbus call --session --dest "$app_id" --object-path "/${app_id//./\/}" \
             --method org.gtk.Actions.Activate resume-match "[<int64 $match>]" "{}" \
             > "$cache/logs/resume-call.log" 2>&1; then
        status=3
      fi
      sleep 4
      app_windows > "$cache/logs/windows-resumed.txt"
      import -window root "$cache/resumed.png" || true
      ;;
    dialog)
      xdotool key ctrl+n || true
      for _ in $(seq 1 10); do
        [ "$(app_windows | wc -l)" -gt 1 ] && break
        sleep 1
      done
      app_windows > "$cache/logs/windows-dialog-$label.txt"
      import -window root "$cache/$label-dialog.png" || true
      xdotool key Escape || true
      sleep 1
      ;;
  esac

  xdotool windowfocus --sync "$wid" 2>/dev/null || true
  xdotool key ctrl+q || true
  for _ in $(seq 1 20); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  if kill -0 "$pid" 2>/dev/null; then
    status=2
    flatpak kill "$app_id" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
  return $status
}

if [ "${1:-}" = --display-check ]; then
  cache=$2
  display_check "$3" "$4" "$5" "${6:-}"
  exit $?
fi

run_app=1
rebuild_runtime=0
flathub=0
for arg in "$@"; do
  case $arg in
    --no-run) run_app=0 ;;
    --rebuild-runtime) rebuild_runtime=1 ;;
    --flathub) flathub=1 ;;
    -h|--help) sed -n '3,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-offline.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

# ---------------------------------------------------------------------------
# 1. Tools.

need_tools ()
{
  local missing=() tool
  for tool in mmdebstrap:mmdebstrap flatpak:flatpak flatpak-builder:flatpak-builder \
              xvfb-run:xvfb xauth:xauth xwininfo:x11-utils import:imagemagick \
              identify:imagemagick jq:jq dbus-run-session:dbus-daemon \
              eu-strip:elfutils xdotool:xdotool sqlite3:sqlite3 \
              gdbus:libglib2.0-bin compare:imagemagick; do
    [ $flathub = 1 ] && [ "${tool%%:*}" = mmdebstrap ] && continue
    command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
  done
  [ ${#missing[@]} = 0 ] && return 0
  # shellcheck disable=SC2207
  missing=($(printf '%s\n' "${missing[@]}" | sort -u))
  say "Installing missing tools with apt-get: ${missing[*]}"
  mkdir -p "$cache/logs"
  if ! as_root apt-get install -y --no-install-recommends "${missing[@]}" \
        > "$cache/logs/apt-get.log" 2>&1; then
    show_tail "$cache/logs/apt-get.log" 10
    die "could not install ${missing[*]} with apt-get." \
        "Run 'apt-get update' as root (the package lists may be stale or the" \
        "mirror unreachable), or install them yourself, then run this again."
  fi
}

# ---------------------------------------------------------------------------
# 2. The Debian runtime and SDK.

# A runtime's files/ is mounted at /usr and files/etc is used for /etc, so a
# relative link in etc that climbs out of etc would point nowhere: make it
# absolute against the rootfs it came from.
absolutize_etc_links ()
{
  local etc=$1 link target dir resolved
  while IFS= read -r -d '' link; do
    target=$(readlink "$link")
    case $target in /*) continue ;; esac
    dir=$(dirname "/etc/${link#"$etc"/}")
    resolved=$(realpath -m "$dir/$target")
    case $resolved in
      /etc/*) ;;
      *) ln -sfn "$resolved" "$link" ;;
    esac
  done < <(find "$etc" -type l -print0)
}

rt_stamp_value ()
{
  # What the runtime is made of; a change means a rebuild.
  printf '%s\n' "$rt_format" "$suite" "$1" "$locales_wanted" | sha256sum | cut -c1-16
}

# build_runtime KIND NAME PACKAGES...: make $cache/runtime/KIND (metadata +
# files/) and export it to the repo, unless the repo already holds it.
build_runtime ()
{
  local kind=$1 name=$2 dir rootfs stamp want log pkgs
  shift 2
  pkgs=$(IFS=,; echo "$*")
  dir=$cache/runtime/$kind
  rootfs=$cache/runtime/$kind.rootfs
  stamp=$cache/runtime/$kind.exported
  log=$cache/logs/mmdebstrap-$kind.log
  want=$(rt_stamp_value "$pkgs")

  if [ $rebuild_runtime = 0 ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] \
     && [ -n "$(repo_commit "runtime/$name/$arch/$rt_branch")" ]; then
    say "Reusing the cached $kind ($name, $rt_branch)"
    return 0
  fi

  rm -rf "$dir" "$rootfs" "$stamp"
  mkdir -p "$cache/runtime" "$cache/debs" "$cache/logs"
  say "Making the $kind from Debian $rt_branch packages (log: $log)"
  # No mirror argument: mmdebstrap then uses this machine's apt sources.
  # Downloaded .debs are kept in $cache/debs so the SDK (a superset) and any
  # later rebuild download only what is new.
  if ! mmdebstrap --mode=root --variant=apt --format=directory \
        --include="$pkgs" \
        --dpkgopt='path-exclude=/usr/share/man/*' \
        --dpkgopt='path-exclude=/usr/share/info/*' \
        --dpkgopt='path-exclude=/usr/share/doc/*' \
        --dpkgopt='path-include=/usr/share/doc/*/copyright' \
        --dpkgopt='path-exclude=/usr/share/locale/*' \
        --dpkgopt='path-include=/usr/share/locale/de/*' \
        --dpkgopt='path-include=/usr/share/locale/locale.alias' \
        --skip=download/empty --skip=essential/unlink \
        --setup-hook='mkdir -p "$1"/var/cache/apt/archives/' \
        --setup-hook="sync-in '$cache/debs' /var/cache/apt/archives/" \
        --customize-hook="printf '%s\n' '$locales_wanted' > \"\$1\"/etc/locale.gen && chroot \"\$1\" locale-gen" \
        --customize-hook="sync-out /var/cache/apt/archives '$cache/debs'" \
        "$suite" "$rootfs" > "$log" 2>&1; then
    show_tail "$log"
    rm -rf "$rootfs"
    if grep -qE 'Unable to locate package|has no installation candidate' "$log"; then
      die "a package named for the $kind is not in this machine's apt sources (see above)." \
          "The lists in build-offline.sh are for Debian 12 (bookworm) main; check /etc/apt/sources.list*."
    fi
    if grep -qiE 'Failed to fetch|Unable to fetch|Could not resolve|Could not connect|Temporary failure|404 +Not Found' "$log"; then
      die "a Debian package for the $kind could not be downloaded (see above; full log: $log)." \
          "Check that 'apt-get update' works on this machine (network, proxy, apt sources)," \
          "then run this script again; packages already downloaded are kept in $cache/debs."
    fi
    die "mmdebstrap failed to make the $kind (full log: $log)."
  fi

  mkdir -p "$dir"
  mv "$rootfs/usr" "$dir/files"
  mv "$rootfs/etc" "$dir/files/etc"
  rm -rf "$rootfs"
  absolutize_etc_links "$dir/files/etc"
  # Flatpak rebuilds the per-app ld.so cache only if files/bin/ldconfig
  # exists; Debian keeps ldconfig in sbin.
  [ -e "$dir/files/bin/ldconfig" ] || ln -s ../sbin/ldconfig "$dir/files/bin/ldconfig"
  printf 'include /etc/ld.so.conf.d/*.conf\n/app/lib\n' > "$dir/files/etc/ld.so.conf"
  cat > "$dir/metadata" <<EOF
[Runtime]
name=$name
runtime=$rt_platform/$arch/$rt_branch
sdk=$rt_sdk/$arch/$rt_branch
EOF

  say "Exporting the $kind to $cache/repo"
  if ! flatpak build-export --runtime --files=files --arch="$arch" \
        --subject="Debian $rt_branch $kind for building Splay offline" \
        "$cache/repo" "$dir" "$rt_branch" > "$cache/logs/export-$kind.log" 2>&1; then
    show_tail "$cache/logs/export-$kind.log"
    die "flatpak build-export failed for the $kind."
  fi
  # The repo now holds the runtime; the plain folder is no longer needed.
  rm -rf "$dir"
  echo "$want" > "$stamp"
}

repo_commit ()
{
  # An OSTree repo keeps each branch's commit in a plain file.
  cat "$cache/repo/refs/heads/$1" 2>/dev/null || true
}

installed_commit ()
{
  flatpak --user info --show-commit "$1" 2>/dev/null || true
}

# Our own remote for the local repo: the runtimes and the app are installed
# from it. A moved cache folder only changes its URL.
ensure_remote ()
{
  local url=file://$cache/repo
  if flatpak --user remotes --columns=name | grep -x "$remote" >/dev/null; then
    flatpak --user remote-modify --no-gpg-verify --url="$url" "$remote"
  else
    flatpak --user remote-add --no-gpg-verify "$remote" "$url"
  fi
}

# install_ref REF: install or replace REF from our remote unless the
# installed commit is already the one in the repo.
install_ref ()
{
  local ref=$1 have want
  want=$(repo_commit "$ref")
  have=$(installed_commit "$ref")
  if [ -n "$have" ] && [ "${have:0:12}" = "${want:0:12}" ]; then
    say "Already installed: $ref"
    return 0
  fi
  say "Installing $ref into the user installation"
  if ! flatpak --user install -y --noninteractive --reinstall "$remote" "$ref" \
        > "$cache/logs/install.log" 2>&1; then
    show_tail "$cache/logs/install.log"
    die "could not install $ref from the local repo $cache/repo."
  fi
}

# ---------------------------------------------------------------------------

need_tools
arch=$(flatpak --default-arch)
mkdir -p "$cache/logs"
start=$(date +%s)

if [ $flathub = 1 ]; then
  rt=$(jq -r '.runtime' "$manifest")
  rv=$(jq -r '."runtime-version"' "$manifest")
  sdk=$(jq -r '.sdk' "$manifest")
  for ref in "$rt//$rv" "$sdk//$rv"; do
    if ! flatpak info "$ref" >/dev/null 2>&1; then
      die "the runtime $ref is not installed." \
          "On a machine that reaches Flathub, run:" \
          "  flatpak remote-add --user --if-not-exists flathub https://dl.flathub.org/repo/flathub.flatpakrepo" \
          "  flatpak install --user flathub $rt//$rv $sdk//$rv" \
          "Here, without Flathub, run this script without --flathub to use the Debian 12 runtime."
    fi
  done
  build_manifest=$manifest
else
  if [ "$(id -u)" != 0 ]; then
    die "making the Debian runtime needs root (mmdebstrap --mode=root)." \
        "Run this script as root, or use --flathub on a machine with the GNOME runtime."
  fi
  mkdir -p "$cache/repo"
  build_runtime platform "$rt_platform" "${platform_pkgs[@]}"
  build_runtime sdk "$rt_sdk" "${sdk_pkgs[@]}"
  ensure_remote

  install_ref "runtime/$rt_platform/$arch/$rt_branch"
  install_ref "runtime/$rt_sdk/$arch/$rt_branch"
  for ref in "runtime/$rt_platform/$arch/$rt_branch" "runtime/$rt_sdk/$arch/$rt_branch"; do
    flatpak --user info "$ref" >/dev/null 2>&1 \
      || die "the runtime $ref is missing from the user installation after installing it." \
             "Run again with --rebuild-runtime."
  done

  # Swap only the runtime fields; everything else is the real manifest.
  jq --arg rt "$rt_platform" --arg sdk "$rt_sdk" --arg v "$rt_branch" \
     '.runtime = $rt | .sdk = $sdk | ."runtime-version" = $v' \
     "$manifest" > "$offline_manifest"
  build_manifest=$offline_manifest
fi
t_runtime=$(date +%s)

# ---------------------------------------------------------------------------
# 3. The app.

app_ref=app/$app_id/$arch/master
old=$(installed_commit "$app_ref")
old_origin=$( (flatpak --user info "$app_ref" 2>/dev/null || true) | sed -n 's/^ *Origin: //p')

# Build folders of earlier failed runs are only kept for looking into them.
rm -rf "$cache/builder-state/build"
log=$cache/logs/flatpak-builder.log
say "Building $app_id with flatpak-builder (tests run inside the SDK; log: $log)"
# flatpak-builder exports the app into our repo; it is installed from there
# through our own remote, so that a moved cache folder or a second checkout
# does not leave stray "-origin" remotes behind.
if ! flatpak-builder --force-clean --disable-rofiles-fuse \
      --disable-download --disable-updates --default-branch=master \
      --state-dir="$cache/builder-state" --repo="$cache/repo" \
      "$cache/build-dir" "$build_manifest" > "$log" 2>&1; then
  show_tail "$log" 40
  if grep -qE 'Unable to find (runtime|sdk) |/[a-z0-9_]+/[^ /]+ not installed$' "$log"; then
    die "flatpak-builder could not find the runtime or SDK named in $build_manifest." \
        "This script installs the Debian runtime and SDK itself: run it again with --rebuild-runtime." \
        "With --flathub, install org.gnome.Platform and org.gnome.Sdk from Flathub first (see docs/flatpak.md)."
  fi
  die "flatpak-builder failed (build or tests; full log: $log)."
fi

ensure_remote
want=$(repo_commit "$app_ref")
if [ -n "$old" ]; then
  say "An earlier build is installed (commit ${old:0:12}, from ${old_origin:-?}); replacing it"
fi
# --reinstall replaces whatever build of this ref is installed, whichever
# remote it came from; the app's data in ~/.var/app is kept. The translations
# sit in the app's Locale extension: name it too, so that all of its
# languages are installed whatever the host's language settings say, and an
# older Locale from elsewhere cannot stay behind.
refs=("$app_ref")
locale_ref=runtime/$app_id.Locale/$arch/master
[ -n "$(repo_commit "$locale_ref")" ] && refs+=("$locale_ref")
if ! flatpak --user install -y --noninteractive --reinstall "$remote" "${refs[@]}" \
      > "$cache/logs/install.log" 2>&1; then
  show_tail "$cache/logs/install.log"
  die "could not install the new build of $app_id." \
      "If an older build is in the way, remove it with 'flatpak --user uninstall $app_ref'" \
      "(this keeps its data) and run this script again."
fi
new=$(installed_commit "$app_ref")
if [ -z "$new" ] || [ "${want:0:12}" != "${new:0:12}" ]; then
  die "the new build is not the installed one (installed: ${new:-nothing}, built: ${want:-nothing})." \
      "Remove the old one with 'flatpak --user uninstall $app_ref' and run again."
fi
if flatpak --system info "$app_ref" >/dev/null 2>&1; then
  say "Note: a system-wide $app_ref is installed too; this script runs the user one"
fi
say "Installed $app_ref, commit ${new:0:12}"
t_build=$(date +%s)

# ---------------------------------------------------------------------------
# 4. Start it under Xvfb and look for the window.

if [ $run_app = 1 ]; then
  # The app runs with a HOME of its own under the cache, so that its data
  # folder (~/.var/app/ID) starts empty on every run and a person's own
  # games on this machine are never touched; the user installation stays
  # the real one.
  test_home=$cache/home
  rm -rf "$test_home" "$cache"/*.png
  mkdir -p "$test_home"
  user_dir=${FLATPAK_USER_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/flatpak}
  db=$test_home/.var/app/$app_id/data/splay/splay.db

  check () # LABEL LANG DO [MATCH]
  {
    # A session bus as on a desktop, so that GTK and flatpak find one; its
    # daemon's chatter goes to a log, the app's own output to its own log.
    env -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u XDG_CACHE_HOME -u XDG_STATE_HOME \
        HOME="$test_home" FLATPAK_USER_DIR="$user_dir" \
      dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" \
        "$0" --display-check "$cache" "$1" "$2" "$3" "${4:-}" 2>> "$cache/logs/session.log"
  }
  sql () { sqlite3 -batch -noheader "file:$db?mode=ro" "$1" 2>/dev/null || echo "?"; }
  # Warnings a user would see as broken icons, settings or translations.
  bad='(Icon|icon).*(not present|not found|Failed to load|Could not load)|Settings schema .* (is not installed|does not contain)|No GSettings schemas|Unable to load .*(icon|image)|Locale not supported|cannot (set|change) locale|Gtk-CRITICAL|GLib-CRITICAL|GLib-GIO-CRITICAL'
  look () # LABEL STATUS
  {
    local log=$cache/logs/app-stderr-$1.log
    case $2 in
      1) show_tail "$log" 15
         die "no Splay window appeared within 90 s of 'flatpak run $app_id' ($1 run)." \
             "The app was built and installed but did not open its window under Xvfb" \
             "(its output is above; full: $log)." ;;
      2) die "the app did not quit on Ctrl+Q within 20 s ($1 run; output: $log)." ;;
      3) show_tail "$cache/logs/resume-call.log" 5
         die "the Resume action could not be sent to the app over D-Bus ($1 run; above)." ;;
    esac
    if grep -E "$bad" "$log"; then
      die "the app warned about missing icons, schemas or locales, or hit a critical ($1 run; above; $log)."
    fi
    say "Window: $(tr -s ' ' < "$cache/logs/windows-$1.txt" | head -n1); screenshot $cache/$1.png"
  }

  say "Starting $app_id with flatpak run under Xvfb; starting a Splatoids game from the keyboard"
  status=0; check first "" play || status=$?
  look first $status
  [ -f "$db" ] || die "no database at $db after starting a game: the app did not store it in its sandbox data folder."
  playing=$(sql "SELECT count(*) FROM matches WHERE status = 'playing'")
  actions=$(sql "SELECT count(*) FROM actions")
  [ "$playing" = 1 ] || die "after starting a game the database holds $playing unfinished matches, not 1 ($db)." \
                            "Screenshots: $cache/first.png, $cache/game.png"
  say "Game started and stored in the sandbox data folder: $playing unfinished match, $actions actions; screenshot $cache/game.png"

  say "Starting it again: the match must still be there; pressing Resume"
  match=$(sql "SELECT id FROM matches WHERE status = 'playing'")
  status=0; check resume "" resume "$match" || status=$?
  look resume $status
  playing2=$(sql "SELECT count(*) FROM matches WHERE status = 'playing'")
  actions2=$(sql "SELECT count(*) FROM actions")
  if [ "$playing2" != 1 ] || [ "$actions2" != "$actions" ]; then
    die "after quitting, starting again and resuming, the database changed ($playing2 unfinished matches," \
        "$actions2 actions; before: 1 and $actions): the resumed match did not wait for the person."
  fi
  # The board must be up and show the position the first run left: compared
  # with the picture taken then, hardly a pixel may differ (a focus ring);
  # the chooser it replaced differs in several per cent of them (the window
  # is mostly background in both, so that is a lot).
  same=$(compare -metric AE -fuzz 10% "$cache/game.png" "$cache/resumed.png" null: 2>&1 || true)
  unlike=$(compare -metric AE -fuzz 10% "$cache/resume.png" "$cache/resumed.png" null: 2>&1 || true)
  pixels=$(( $(identify -format '%w*%h' "$cache/resumed.png") ))
  same=${same%%.*} unlike=${unlike%%.*}
  if ! [ "$same" -ge 0 ] 2>/dev/null || ! [ "$unlike" -ge 0 ] 2>/dev/null \
     || [ $(( same * 200 )) -gt "$pixels" ] || [ $(( unlike * 100 )) -lt "$pixels" ]; then
    die "the resumed board does not show the saved position: $same pixels differ from the board" \
        "before quitting (at most 0.5 % may), $unlike from the chooser (at least 1 % must);" \
        "compare $cache/game.png and $cache/resumed.png."
  fi
  say "Resumed: the board shows the saved position ($same of $pixels pixels differ from the board before quitting, $unlike from the chooser); $cache/resumed.png"

  say "Starting it again with LANGUAGE=de"
  status=0; check de de dialog || status=$?
  look de $status
  if flatpak run --user --branch=master --command=sh "$app_id" -c \
       'test -f /app/share/locale/de/LC_MESSAGES/splay.mo && locale -a | grep -qi "^de_DE.utf-\{0,1\}8$"'; then
    say "German: splay.mo is installed and de_DE.UTF-8 exists in the runtime"
  else
    die "German is not available inside the sandbox (no /app/share/locale/de/LC_MESSAGES/splay.mo or no de_DE.UTF-8 locale)."
  fi
  if ! grep -q '"Neues Spiel"' "$cache/logs/windows-dialog-de.txt"; then
    die "with LANGUAGE=de the new-game dialog is not in German (windows: $(tr -s ' ' < "$cache/logs/windows-dialog-de.txt" | tr '\n' ' '));" \
        "screenshot $cache/de-dialog.png"
  fi
  say "German shown: the new-game dialog is called “Neues Spiel”; screenshots $cache/de.png, $cache/de-dialog.png"
fi
t_end=$(date +%s)

say "Done in $((t_end - start)) s (runtime $((t_runtime - start)) s, build $((t_build - t_runtime)) s, run $((t_end - t_build)) s)"
