#!/usr/bin/env bash
# Installs what GPU Cluster Planner needs, builds it (Release) and opens the window on the
# bundled catalogs and the example plan. Extra arguments go to gpu-planner (e.g. a plan file).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/packaging/install-deps.sh"
cmake -S "$root" -B "$root/build/release" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DGPU_PLANNER_TESTS=OFF -DGPU_PLANNER_BENCHMARKS=OFF
cmake --build "$root/build/release" --parallel
if [ $# -eq 0 ]; then
    set -- "$root/resources/examples/shenzhen-llm-finetune.json"
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "run: no display found (DISPLAY and WAYLAND_DISPLAY are unset); the window needs a desktop session." >&2
    echo "run: the command line works anywhere, e.g.: $root/build/release/app/gpu-planner check $1" >&2
    exit 1
fi
exec "$root/build/release/app/gpu-planner" --catalogs "$root/catalogs" "$@"
