#!/usr/bin/env bash
# Builds and runs every benchmark: the core (catalog and plan loading, estimate + rules, TCO across
# regions, sensitivity), the real window (edit to painted frame), the PDF export, and start-up against
# a bare Qt Charts window under Xvfb. Prints each figure beside its target.
# Usage: tests/benchmarks/run-all.sh   (from anywhere; builds into build/bench)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$root/build/bench"
"$root/packaging/install-deps.sh" >/dev/null
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGPU_PLANNER_TESTS=ON -DGPU_PLANNER_BENCHMARKS=ON >/dev/null
cmake --build "$build" --parallel --target planner_benchmarks gui_edit_bench gui_export_bench bare_chart_window gpu-planner

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%Y-%m-%d)"
echo "== core (targets: estimate + rules on 64 nodes < 100 us; TCO all options x all regions < 1 ms; sensitivity < 20 ms)"
"$build/tests/planner_benchmarks" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true 2>/dev/null |
    grep -E '_median|^Benchmark|^-'
echo "== window (target: an edit or a slider step updates every visible panel in <= 5 ms)"
QT_QPA_PLATFORM=offscreen "$build/tests/gui_edit_bench" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true 2>/dev/null |
    grep -E '_median|^Benchmark|^-'
echo "== PDF export (target: three-scenario PDF < 1 s)"
QT_QPA_PLATFORM=offscreen "$build/tests/gui_export_bench" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true 2>/dev/null |
    grep -E '_median|^Benchmark|^-'
echo "== start-up to a painted window (target: within 1.3x of a bare Qt Charts window)"
if [ -z "${DISPLAY:-}" ]; then
    Xvfb :97 -screen 0 1280x800x24 >/dev/null 2>&1 &
    xvfb=$!
    trap 'kill $xvfb 2>/dev/null || true' EXIT
    export DISPLAY=:97
    sleep 1
fi
"$root/tests/benchmarks/startup.sh" "$build" 41
