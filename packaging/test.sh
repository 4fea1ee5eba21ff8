#!/usr/bin/env bash
# Installs what GPU Cluster Planner needs, builds everything with warnings as errors and runs the
# whole test suite through ctest (widget tests on the offscreen platform).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/packaging/install-deps.sh"
cmake -S "$root" -B "$root/build/test" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGPU_PLANNER_WERROR=ON
cmake --build "$root/build/test" --parallel
QT_QPA_PLATFORM=offscreen ctest --test-dir "$root/build/test" --output-on-failure --no-tests=error --parallel 2
