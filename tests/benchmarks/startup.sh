#!/usr/bin/env bash
# Start-up to a painted window: gpu-planner on the example plan against a bare Qt Charts window, each
# started N times on the same display; prints the median wall time of each and their ratio.
# Usage: tests/benchmarks/startup.sh BUILD_DIR [RUNS]   (needs DISPLAY, e.g. under Xvfb)
set -euo pipefail
build=${1:?build folder}
runs=${2:-15}
root="$(cd "$(dirname "$0")/../.." && pwd)"
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
time_ms() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    echo $(( (end - start) / 1000000 ))
}
export GPU_PLANNER_EXIT_AFTER_PAINT=1 XDG_DATA_HOME="$(mktemp -d)" XDG_CONFIG_HOME="$(mktemp -d)"
"$build/app/gpu-planner" --catalogs "$root/catalogs" "$root/resources/examples/shenzhen-llm-finetune.json" >/dev/null 2>&1 || true # warm caches
# Alternate the two programs run by run, so drift in the machine's speed touches both alike.
planner_times=() bare_times=()
for _ in $(seq "$runs"); do
    planner_times+=("$(time_ms "$build/app/gpu-planner" --catalogs "$root/catalogs" "$root/resources/examples/shenzhen-llm-finetune.json")")
    bare_times+=("$(time_ms "$build/tests/bare_chart_window")")
done
planner=$(printf '%s\n' "${planner_times[@]}" | median)
bare=$(printf '%s\n' "${bare_times[@]}" | median)
echo "start-up to painted window, median of $runs: gpu-planner ${planner} ms, bare Qt Charts window ${bare} ms, ratio $(awk -v a="$planner" -v b="$bare" 'BEGIN {printf "%.2f", a / b}')"
