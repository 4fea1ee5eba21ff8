#!/usr/bin/env bash
# Builds the Debian 12 package build/deb/gpu-planner_<version>_amd64.deb: a Release build with the window
# (tests off, warnings as errors) in build/deb, installed under /usr by CPack's DEB generator, with its
# dependencies computed by dpkg-shlibdeps. What goes in: packaging/install.cmake. Installs what it needs
# first (packaging/install-deps.sh --packaging; sudo when not root). Prints the package's path last.
#
#   packaging/build-deb.sh && sudo apt install ./build/deb/gpu-planner_*_amd64.deb
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/packaging/install-deps.sh" --packaging

# ccache when present: only the two files that know the install prefix differ from the test build.
launcher=()
if [ -z "${CMAKE_CXX_COMPILER_LAUNCHER:-}" ] && command -v ccache >/dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
fi
build="$root/build/deb"
# Full RELRO, as Debian links: a link flag only, so the compiled objects still match the test build's.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DGPU_PLANNER_TESTS=OFF -DGPU_PLANNER_BENCHMARKS=OFF -DGPU_PLANNER_WERROR=ON \
    -DCMAKE_EXE_LINKER_FLAGS="-Wl,-z,relro,-z,now" "${launcher[@]}"
cmake --build "$build" --parallel
rm -f "$build"/gpu-planner_*.deb
(cd "$build" && cpack -G DEB)
ls "$build"/gpu-planner_*_amd64.deb
