#!/usr/bin/env bash
# Refreshes the translation sources from the code: run after adding or changing tr() strings,
# then translate the new entries in resources/translations/gpu_planner_zh_CN.ts (Qt Linguist).
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
"$lupdate" -no-obsolete -locations relative ui app -ts resources/translations/gpu_planner_zh_CN.ts
# English needs only its plural forms ("1 GPU" / "2 GPUs").
"$lupdate" -no-obsolete -pluralonly -locations relative ui app -ts resources/translations/gpu_planner_en.ts
