# Shared by scripts/run.sh and scripts/test.sh: install what is missing, configure, build.
# Sourced, not executed.

HITBOX_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HITBOX_BUILD="${HITBOX_BUILD:-$HITBOX_ROOT/build}"

# Debian 12 packages the build and the tests need (nodejs and libbox2d-dev: the real loaders
# the exports are checked with, tests/loaders; libsdl2-dev: examples/sdl-fighter).
HITBOX_PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-image-formats-plugins qt6-qpa-plugins
    libgl-dev fontconfig fonts-dejavu-core
    clang clang-format
    tiled nodejs libbox2d-dev
    nlohmann-json3-dev libstb-dev python3 libsdl2-dev zlib1g-dev
)
# The benchmarks' framework and peers (scripts/test.sh builds them, benchmarks.sh runs them):
# Boost.Geometry for bench_armature, OpenCV's tracing for bench_trace.
HITBOX_BENCHMARK_PACKAGES=(libbenchmark-dev libboost-dev libopencv-imgproc-dev)
# libFuzzer and the ASan / UBSan runtimes: clang only recommends libclang-rt-14-dev, and the
# scripts install without recommends (scripts/fuzz.sh).
HITBOX_FUZZ_PACKAGES=(clang libclang-rt-14-dev)
# Godot's web build runs in Debian's headless Chromium (scripts/godot-check.sh).
HITBOX_GODOT_PACKAGES=(chromium nodejs)
# scripts/check-packages.sh checks that every file the build and the tests use comes from
# one of these lists or a package they depend on.

# Each line says the time of day, so a slow step shows in a CI log.
hitbox_log() { printf '==> %s %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

hitbox_install_dependencies() {
    local missing=() pkg
    for pkg in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    hitbox_log "installing: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || { echo "error: need root or sudo to install ${missing[*]}" >&2; return 1; }
        sudo="sudo"
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

hitbox_configure() {
    # Configure once; later runs only re-apply the given options.
    if [ ! -f "$HITBOX_BUILD/CMakeCache.txt" ]; then
        hitbox_log "configuring in $HITBOX_BUILD"
        # Release at -O2: the product's speed without debug information, which made the
        # 150 test programs' links about as slow as their compiles (a debugger wants its
        # own RelWithDebInfo or Debug build); -O2, not CMake's -O3, whose false warnings
        # in GCC 12 would break -Werror.
        cmake -S "$HITBOX_ROOT" -B "$HITBOX_BUILD" -G Ninja \
            -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG" \
            "-DCMAKE_C_FLAGS_RELEASE=-O2 -DNDEBUG" -DHITBOX_WERROR=ON "$@"
    elif [ $# -gt 0 ]; then
        cmake "$HITBOX_BUILD" "$@" >/dev/null
    fi
}

# hitbox_build [target...]: builds the given targets, or everything.
hitbox_build() {
    local targets=()
    local t
    for t in "$@"; do targets+=(--target "$t"); done
    hitbox_log "building ${*:-everything}"
    cmake --build "$HITBOX_BUILD" --parallel "$(nproc)" "${targets[@]}"
}
