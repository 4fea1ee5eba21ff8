#!/usr/bin/env bash
# Runs the GUI and core suites N times in each of three ways while a busy loop runs on every core, and
# reports the failures per test: a test that depends on the machine's speed, or on what ran before it,
# fails here before it fails in CI.
#
#   tests/stress/run-under-load.sh [N] [BUILD_DIR]      (N default 5, BUILD_DIR default build/test)
#
#   1. load:       ctest over the whole suite, as many at once as there are cores, every core busy;
#   2. one-core:   the same pinned to core 0 (taskset -c 0), which a busy loop also wants;
#   3. one-process: gui_tests and core_tests each as one process in random order (Catch's --order rand,
#                   a new seed each time, printed so that a failure can be replayed), every core busy.
# Exits 0 only when every run of every test passed. The build must exist (packaging/test.sh makes it).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-5}"
build="${2:-build/test}"
tests="$build/tests"
for binary in gui_tests core_tests; do
    if [ ! -x "$tests/$binary" ]; then
        echo "run-under-load: no $tests/$binary; build first (packaging/test.sh)" >&2
        exit 2
    fi
done
command -v taskset >/dev/null || { echo "run-under-load: taskset (util-linux) is needed" >&2; exit 2; }

export QT_QPA_PLATFORM=offscreen
cores="$(nproc)"
work="$(mktemp -d "${TMPDIR:-/tmp}/gpu-planner-stress-XXXXXX")"
busy=()
# shellcheck disable=SC2317 # called by the EXIT trap
stop_busy() {
    for pid in "${busy[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    wait 2>/dev/null || true
}
trap 'stop_busy; rm -rf "$work"' EXIT

for ((core = 0; core < cores; ++core)); do
    taskset -c "$core" bash -c 'while :; do :; done' &
    busy+=("$!")
done
echo "run-under-load: $runs runs of each mode, a busy loop on each of $cores cores, results in $work"

# Failed test names from a JUnit file, one per line: ctest marks a case status="fail"; Catch nests a
# <failure> or <error> element in the case that failed.
failed_tests() {
    awk '
        /<testcase / {
            match($0, /name="[^"]*"/)
            name = substr($0, RSTART + 6, RLENGTH - 7)
            if ($0 ~ /status="fail"/) { print name; name = "" }
        }
        /<failure|<error/ { if (name != "") { print name; name = "" } }
    ' "$1"
}

failures="$work/failures.txt"
: >"$failures"
total=0
record() { # mode, run, JUnit file, exit status
    local mode="$1" run="$2" junit="$3" status="$4" found
    total=$((total + 1))
    found=""
    if [ -s "$junit" ]; then
        found="$(failed_tests "$junit")"
    fi
    if [ -n "$found" ]; then
        while IFS= read -r name; do
            printf '%s\t%s\n' "$mode" "$name" >>"$failures"
        done <<<"$found"
    elif [ "$status" -ne 0 ]; then
        # No failed case on record, but the run failed: a crash or a hang cut the report short.
        printf '%s\t%s\n' "$mode" "the run itself (exit status $status, see $junit)" >>"$failures"
    fi
    echo "  $mode run $run: exit status $status, $(printf '%s' "$found" | grep -c . || true) failed"
}

started=$SECONDS
for ((run = 1; run <= runs; ++run)); do
    status=0
    ctest --test-dir "$build" --parallel "$cores" --output-junit "$work/load-$run.xml" >"$work/load-$run.log" 2>&1 \
        || status=$?
    record load "$run" "$work/load-$run.xml" "$status"

    status=0
    taskset -c 0 ctest --test-dir "$build" --parallel 2 --output-junit "$work/one-core-$run.xml" \
        >"$work/one-core-$run.log" 2>&1 || status=$?
    record one-core "$run" "$work/one-core-$run.xml" "$status"

    for binary in gui_tests core_tests; do
        seed=$((RANDOM * 32768 + RANDOM))
        status=0
        "$tests/$binary" --order rand --rng-seed "$seed" --reporter junit --out "$work/$binary-$run.xml" \
            >"$work/$binary-$run.log" 2>&1 || status=$?
        record "one-process $binary --rng-seed $seed" "$run" "$work/$binary-$run.xml" "$status"
    done
done

echo "== run-under-load: $total runs in $((SECONDS - started)) s"
if [ ! -s "$failures" ]; then
    echo "== no test failed"
    exit 0
fi
echo "== failures per test (count, mode, test):"
sort "$failures" | uniq -c | sort -rn
# Keep the logs of a failing session for reading.
kept="${TMPDIR:-/tmp}/gpu-planner-stress-failed-$$"
cp -r "$work" "$kept"
echo "== logs kept in $kept"
exit 1
