#!/usr/bin/env bash
# Start-up to a painted window: gpu-planner on the example plan against a bare Qt Charts window, started in
# pairs on the same display. The machine's speed drifts from one second to the next, so what is compared is
# each pair's ratio, and the order alternates pair by pair (a program's exit can slow the start after it).
# Prints each program's median wall time and the median of the pairs' ratios with its middle half.
# Usage: tests/benchmarks/startup.sh BUILD_DIR [PAIRS]   (needs DISPLAY, e.g. under Xvfb)
set -euo pipefail
build=${1:?build folder}
pairs=${2:-31}
root="$(cd "$(dirname "$0")/../.." && pwd)"
export GPU_PLANNER_EXIT_AFTER_PAINT=1 XDG_DATA_HOME="$(mktemp -d)" XDG_CONFIG_HOME="$(mktemp -d)"
planner=("$build/app/gpu-planner" --catalogs "$root/catalogs" "$root/resources/examples/shenzhen-llm-finetune.json")
bare=("$build/tests/bare_chart_window")
# Wall time of one run in microseconds; the shell's own clock, so no clock program is started inside it.
time_us() {
    local start=$EPOCHREALTIME
    "$@" >/dev/null 2>&1 || true
    local end=$EPOCHREALTIME
    echo $(((${end/./} - ${start/./})))
}
time_us "${planner[@]}" >/dev/null # warm the file cache
time_us "${bare[@]}" >/dev/null
results=""
for pair in $(seq "$pairs"); do
    if ((pair % 2)); then
        p=$(time_us "${planner[@]}")
        b=$(time_us "${bare[@]}")
    else
        b=$(time_us "${bare[@]}")
        p=$(time_us "${planner[@]}")
    fi
    results+="$p $b"$'\n'
done
printf '%s' "$results" | awk -v pairs="$pairs" '
    function sort(a, n,   i, j, t) { for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t } }
    function at(a, n, q,   k) { k = 1 + q * (n - 1); return a[int(k)] + (k - int(k)) * (a[int(k) + 1] - a[int(k)]) }
    { p[NR] = $1 / 1000; b[NR] = $2 / 1000; r[NR] = $1 / $2 }
    END {
        sort(p, NR); sort(b, NR); sort(r, NR)
        printf "start-up to painted window, %d pairs: gpu-planner %.0f ms, bare Qt Charts window %.0f ms (medians); ", pairs, at(p, NR, 0.5), at(b, NR, 0.5)
        printf "ratio %.2f (median of the pairs; middle half %.2f-%.2f)\n", at(r, NR, 0.5), at(r, NR, 0.25), at(r, NR, 0.75)
    }'
