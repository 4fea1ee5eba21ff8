#!/usr/bin/env bash
# Renders the hicolor PNG icons from the scalable SVG (rsvg-convert, Debian package librsvg2-bin).
# The PNGs are committed, so a build needs no SVG renderer; run this after editing the SVG.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
id=io.github.gpuplanner.GpuPlanner
for size in 16 32 48 64 128 256; do
    mkdir -p "$here/icons/${size}x${size}"
    rsvg-convert --width "$size" --height "$size" --output "$here/icons/${size}x${size}/$id.png" \
        "$here/icons/$id.svg"
done
