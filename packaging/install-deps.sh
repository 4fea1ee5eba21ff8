#!/usr/bin/env bash
# Installs everything GPU Cluster Planner needs to build, run and test on Debian 12; with --packaging,
# also what packaging/build-deb.sh needs to build and check the Debian package.
# Idempotent: packages already present are left alone. Uses sudo when not root.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config git ccache
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libqt6svg6 libqt6opengl6-dev libgl-dev
    nlohmann-json3-dev catch2 libbenchmark-dev libfontconfig-dev
    fonts-noto-cjk fonts-wqy-microhei fonts-dejavu-core
    xvfb xauth poppler-utils clang-format-14 clang-tidy-14 clang-14 libclang-rt-14-dev
)
# dpkg-shlibdeps (dpkg-dev) for CPack's package, then the checkers of the package and of its
# desktop, AppStream and MIME files; librsvg2-bin renders the icons (packaging/linux/render-icons.sh).
packaging_packages=(
    dpkg-dev file lintian desktop-file-utils appstream shared-mime-info xdg-utils librsvg2-bin
    man-db
)

case "${1:-}" in
    "") ;;
    --packaging) packages+=("${packaging_packages[@]}") ;;
    *)
        echo "usage: $0 [--packaging]" >&2
        exit 2
        ;;
esac

missing=()
for pkg in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages already installed"
    exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd=(sudo)
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
