#!/bin/sh
# SPDX-FileCopyrightText: 2026 Hexwright contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Hexwright set-up on Debian 12, from a fresh clone:
#   sh .ci/setup.sh run    install what is missing, build, start the editor on the demo
#   sh .ci/setup.sh test   install what is missing, build, run the whole test suite
# Run it as root or as a user who may use sudo. It lives in .ci/ because the project's top
# level is fixed; .ci/run (what CI calls) is 'sh .ci/setup.sh test'.
set -eu

mode=${1:-run}
case "$mode" in
run | test) ;;
*)
    echo "usage: sh .ci/setup.sh run|test" >&2
    exit 2
    ;;
esac
cd "$(dirname "$0")/.."

PACKAGES="build-essential cmake ninja-build pkg-config \
qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools \
libyaml-cpp-dev libpng-dev libgl-dev xvfb xauth clang-format fonts-dejavu-core poppler-utils \
desktop-file-utils appstream libxml2-utils groff-base bash-completion dpkg-dev file \
qt6-translations-l10n"
# What only the test suite needs: Tiled (tmxrasterizer proves Tiled reads our exported maps)
# and Python's JSON Schema validator (checks every bundled file against our schemas).
if [ "$mode" = test ]; then
    PACKAGES="$PACKAGES tiled python3-jsonschema python3-yaml"
fi

missing=""
for package in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
if [ -n "$missing" ]; then
    echo "== Installing from Debian:$missing"
    if [ "$(id -u)" -eq 0 ]; then
        as_root=""
    elif command -v sudo >/dev/null 2>&1; then
        as_root="sudo"
    else
        echo "These Debian packages are missing:$missing" >&2
        echo "Run this script as root, or install sudo." >&2
        exit 1
    fi
    $as_root apt-get update
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y --no-install-recommends $missing
fi

if [ "$mode" = test ]; then
    echo "== Building (ci preset) and running the tests"
    cmake --preset ci
    cmake --build --preset ci
    ctest --preset ci
    exit $?
fi

echo "== Building (release preset)"
cmake --preset release
cmake --build --preset release
demo=resources/scenarios/samples/01-badger-hunt.scenario.yaml
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    cat <<MESSAGE

No display here, so the editor cannot open a window. Two ways on:

  * Start it under a virtual X server, for example to take a screenshot:
      xvfb-run -a build/release/app/hexwright --screenshot hexwright.png
  * Or use the command-line tool, which needs no display:
      build/release/app/hexwright-cli validate $demo   (checks a scenario)
      build/release/app/hexwright-cli info $demo       (map, sides, points, turns)
      build/release/app/hexwright-cli format FILE       (rewrites a file canonically)
      build/release/app/hexwright-cli export $demo --map-pdf map.pdf --setup-pdf setup.pdf
                                                        (prints map and setup sheets to PDF)
      build/release/app/hexwright-cli playtest $demo --agent greedy --games 10
                                                        (plays it headless, by the book)

Here is what the CLI says about the demo scenario:

MESSAGE
    build/release/app/hexwright-cli info "$demo"
    exit 0
fi
echo "== Starting Hexwright on the demo scenario"
exec build/release/app/hexwright "$demo"
