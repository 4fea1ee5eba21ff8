#!/usr/bin/env bash
# Checks a package built by packaging/build-deb.sh the way a user's machine would see it: unpacks it into
# a temporary root (dpkg-deb -x), runs the program from there (it must find the catalogs beside itself,
# no environment variable set), checks that every file is where it belongs, validates the desktop entry,
# the AppStream metainfo, the MIME type and the man page, and runs lintian (errors fail; warnings print).
#
#   packaging/check-deb.sh [build/deb/gpu-planner_<version>_amd64.deb]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
deb="${1:-$(ls "$root"/build/deb/gpu-planner_*_amd64.deb)}"
id=io.github.gpuplanner.GpuPlanner
version="$(sed -n 's/^project(GpuClusterPlanner VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")"

unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
fail() {
    echo "check-deb: $*" >&2
    exit 1
}

echo "-- the program, run from the unpacked tree"
exe="$unpacked/usr/bin/gpu-planner"
share="$unpacked/usr/share"
unset GPU_PLANNER_CATALOGS
[ "$("$exe" --version)" = "gpu-planner $version" ] || fail "--version does not print gpu-planner $version"
"$exe" check "$share/gpu-planner/examples/shenzhen-llm-finetune.json"
for lesson in "$share"/gpu-planner/lessons/*.json; do
    "$exe" check "$lesson" >/dev/null || fail "the packaged lesson $(basename "$lesson") does not load cleanly"
done
# The shipped catalogs the program chose must be the unpacked ones, not a fallback to the source tree.
catalogs="$("$exe" catalog check)"
echo "$catalogs"
case "$catalogs" in
    "$share/gpu-planner/catalogs:"*) ;;
    *) fail "the program did not find its catalogs in $share/gpu-planner/catalogs" ;;
esac

echo "-- the packaged files"
expected=(
    usr/bin/gpu-planner
    usr/share/applications/$id.desktop
    usr/share/metainfo/$id.metainfo.xml
    usr/share/mime/packages/$id.xml
    usr/share/icons/hicolor/scalable/apps/$id.svg
    usr/share/man/man1/gpu-planner.1.gz
    usr/share/doc/gpu-planner/copyright
    usr/share/doc/gpu-planner/changelog.gz
)
for catalog in "$root"/catalogs/*.json; do
    expected+=("usr/share/gpu-planner/catalogs/$(basename "$catalog")")
done
for example in "$root"/resources/examples/*.json; do
    expected+=("usr/share/gpu-planner/examples/$(basename "$example")")
done
for lesson in "$root"/resources/lessons/*.json; do
    expected+=("usr/share/gpu-planner/lessons/$(basename "$lesson")")
done
for size in 16 32 48 64 128 256; do
    png="usr/share/icons/hicolor/${size}x${size}/apps/$id.png"
    expected+=("$png")
    [ -f "$unpacked/$png" ] && { file "$unpacked/$png" | grep -q "PNG image data, $size x $size," || fail "$png is not $size x $size"; }
done
for path in "${expected[@]}"; do
    [ -f "$unpacked/$path" ] || fail "missing from the package: /$path"
done
[ -x "$exe" ] || fail "/usr/bin/gpu-planner is not executable"
echo "${#expected[@]} files where they belong"

echo "-- desktop entry, metainfo, MIME type, man page"
desktop-file-validate "$share/applications/$id.desktop"
# --no-net: the screenshots are referenced by the repository's URL, which need not be reachable here.
appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml"
# The MIME type compiled into a database of its own, as the system's trigger does into /usr/share/mime.
data="$(mktemp -d)"
mime="$data/mime"
mkdir -p "$mime/packages"
cp "$share/mime/packages/$id.xml" "$mime/packages/"
mime_errors="$(XDG_DATA_DIRS="$data" update-mime-database "$mime" 2>&1)"
grep -q "application/x-gpu-planner-plan:\*.gpuplan.json" "$mime/globs2" || fail "no *.gpuplan.json glob registered"
rm -rf "$data"
[ -z "$mime_errors" ] || fail "update-mime-database: $mime_errors"
man_warnings="$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$share/man/man1/gpu-planner.1.gz" 2>&1 >/dev/null)"
[ -z "$man_warnings" ] || fail "the man page: $man_warnings"

echo "-- lintian"
lintian --fail-on error "$deb"
echo "check-deb: $(basename "$deb") is fine"
