#!/usr/bin/env bash
# clang-tidy 14 with the committed .clang-tidy over the core (models/) and the command line (app/),
# two files at a time, any warning an error. Core and command-line headers are checked through the
# files that include them (HeaderFilterRegex). Reads the compile_commands.json of a GUI-less build
# (BUILD_DIR, default build/core-only; CI uses build/sanitize); cli_export.cpp and cli_deploy.cpp need Qt,
# so such a build has no command for them.
set -euo pipefail
cd "$(dirname "$0")/../.."
build="${BUILD_DIR:-build/core-only}"
if [ ! -f "$build/compile_commands.json" ]; then
    echo "no $build/compile_commands.json: configure the core-only preset first" >&2
    exit 1
fi
# The database is GCC's: clang does not know some of its warning flags (-Wno-restrict). The
# "N warnings generated" lines count what was suppressed in system headers, so they are dropped.
git ls-files 'models/*.cpp' 'app/*.cpp' ':!:app/cli_export.cpp' ':!:app/cli_deploy.cpp' \
    | xargs -P 2 -n 1 clang-tidy-14 -p "$build" --quiet --warnings-as-errors='*' \
        --extra-arg=-Wno-unknown-warning-option 2>&1 \
    | { grep -vE '^[0-9]+ warnings? generated\.$' || true; }
