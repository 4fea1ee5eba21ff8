#!/usr/bin/env bash
# Builds the libFuzzer targets of the "sanitize" preset (clang 14, ASan + UBSan; the same tree as the core
# tests under the sanitizers, so CI compiles the core once for both) and runs the three targets side by
# side for SECONDS each (default 60) on temporary copies of their seed corpora, so the repository is never
# written. Exits non-zero when any target crashes; the crashing input is kept and its path printed.
# FUZZ_BUILD_DIR overrides the build folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
build="${FUZZ_BUILD_DIR:-build/sanitize}"
targets=(fuzz_plan fuzz_catalog fuzz_csv)

if [ ! -f "$build/CMakeCache.txt" ]; then
    launcher=()
    if command -v ccache >/dev/null; then
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    cmake --preset sanitize -B "$build" "${launcher[@]}" >/dev/null
fi
cmake --build "$build" --target "${targets[@]}"

work="$(mktemp -d "${TMPDIR:-/tmp}/gpu-planner-fuzz-XXXXXX")"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
pids=()
for target in "${targets[@]}"; do
    name="${target#fuzz_}"
    mkdir -p "$work/$name/corpus" "$work/$name/artifacts"
    cp tests/fuzz/corpus/"$name"/* "$work/$name/corpus/"
    echo "== $target: ${seconds}s"
    "$build/tests/fuzz/$target" "$work/$name/corpus" -max_total_time="$seconds" -rss_limit_mb=2048 \
        -timeout=25 -print_final_stats=1 -artifact_prefix="$work/$name/artifacts/" >"$work/$name/log.txt" 2>&1 &
    pids+=("$!")
done
failed=0
for i in "${!targets[@]}"; do
    target="${targets[$i]}"
    name="${target#fuzz_}"
    if wait "${pids[$i]}"; then
        echo "== $target:"
        grep -E '^stat::number_of_executed_units|^#[0-9]+ +DONE' "$work/$name/log.txt" || true
    else
        failed=1
        tail -n 60 "$work/$name/log.txt"
        echo "$target crashed; inputs kept in $work/$name/artifacts/" >&2
    fi
done
if [ "$failed" -eq 0 ]; then
    rm -rf "$work"
fi
exit "$failed"
