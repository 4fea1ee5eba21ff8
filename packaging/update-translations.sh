#!/usr/bin/env bash
# Refreshes the translation sources from the code: run after adding or changing tr() strings or a text
# of the core's table (models/text/), then translate the new entries in
# resources/translations/gpu_planner_zh_CN.ts (Qt Linguist). The core's texts reach lupdate through a
# source generated from the table (`gpu-planner texts --lupdate-source`), never through a copy. Headers are
# included from the repository root (-I .), so lupdate finds the namespace of every class (its context).
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
cmake -S . -B build/core-only -G Ninja -DCMAKE_BUILD_TYPE=Release -DGPU_PLANNER_GUI=OFF \
    -DGPU_PLANNER_BENCHMARKS=OFF >/dev/null
cmake --build build/core-only --target gpu-planner >/dev/null
mkdir -p build/translations
build/core-only/app/gpu-planner texts --lupdate-source >build/translations/core_texts.cpp
sources=(ui app build/translations/core_texts.cpp)
"$lupdate" -no-obsolete -locations relative -I . "${sources[@]}" -ts resources/translations/gpu_planner_zh_CN.ts
# English needs only its plural forms ("1 GPU" / "2 GPUs").
"$lupdate" -no-obsolete -pluralonly -locations relative -I . "${sources[@]}" -ts resources/translations/gpu_planner_en.ts
