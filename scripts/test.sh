#!/usr/bin/env bash
# Installs what is missing (Debian 12, apt-get), builds everything with tests and runs
# every test. Exits non-zero on any failure. Quick when nothing changed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

hitbox_install_dependencies "${HITBOX_PACKAGES[@]}"
# The benchmarks (tests/benchmarks) are built too, so that they keep compiling; they are
# run by hand on a quiet machine, not here. Their peers: Google Benchmark, Boost.Geometry.
hitbox_install_dependencies "${HITBOX_BENCHMARK_PACKAGES[@]}"
# clang's fuzzer and sanitizer runtimes: check-packages below checks them, and
# HITBOX_FUZZ_SECONDS (at the end) uses them.
hitbox_install_dependencies "${HITBOX_FUZZ_PACKAGES[@]}"
# Phaser and Spine, whose loaders read the exports (tests/loaders/node), at the versions of
# the committed package-lock.json. Debian's npm is a package of its own; NodeSource's nodejs
# ships one (and conflicts with Debian's).
command -v npm >/dev/null 2>&1 || hitbox_install_dependencies npm
hitbox_node_loaders="$HITBOX_ROOT/tests/loaders/node"
if [ ! -f "$hitbox_node_loaders/node_modules/.package-lock.json" ] \
    || [ "$hitbox_node_loaders/package-lock.json" -nt "$hitbox_node_loaders/node_modules/.package-lock.json" ]; then
    hitbox_log "installing the node loaders (npm ci)"
    (cd "$hitbox_node_loaders" && npm ci --no-audit --no-fund)
fi
# The tree follows .clang-format; a file that does not fails the run before the build.
"$HITBOX_ROOT/scripts/check-format.sh"
hitbox_configure -DHITBOX_BUILD_TESTS=ON -DHITBOX_BENCHMARKS=ON
hitbox_build
# Every file the build used comes from a package the scripts install (a fresh machine has
# nothing else); the self-test shows the check still fails when one is missing.
"$HITBOX_ROOT/scripts/check-packages.sh"
"$HITBOX_ROOT/scripts/check-packages.sh" --self-test
hitbox_log "running tests"
cd "$HITBOX_BUILD"
# The loader checks (tiled, node packages) were installed above: they must run, not skip.
HITBOX_REQUIRE_LOADERS=1 QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" "$@"
# Godot 4.6 itself loads every Godot export (web build in headless Chromium);
# HITBOX_GODOT_CHECK=0 skips it.
if [ "${HITBOX_GODOT_CHECK:-1}" != 0 ]; then
    "$HITBOX_ROOT/scripts/godot-check.sh"
fi
# The fuzz targets replay their seed corpora as tests (fuzz/NAME, above); fuzzing them with
# libFuzzer and ASan + UBSan is scripts/fuzz.sh, a build of its own that took a fifth of
# this script's time, so it runs here only when asked: HITBOX_FUZZ_SECONDS=N fuzzes each
# target for N seconds.
if [ "${HITBOX_FUZZ_SECONDS:-0}" != 0 ]; then
    "$HITBOX_ROOT/scripts/fuzz.sh" "$HITBOX_FUZZ_SECONDS"
fi
