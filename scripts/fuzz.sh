#!/usr/bin/env bash
# Fuzzing and sanitizers (Debian's clang, libFuzzer, ASan + UBSan).
#   scripts/fuzz.sh [SECONDS]   builds the fuzz targets in build-fuzz/ and runs each for
#                               SECONDS (default 60) from the seed corpus in
#                               tests/fuzz/corpus/<target>/; new inputs go to
#                               build-fuzz/corpus/<target>/, crashes to build-fuzz/crashes/.
#   scripts/fuzz.sh --tests     builds the collision, trace, runtime, model and CLI tests
#                               with ASan + UBSan in build-asan/ and runs them.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

hitbox_install_dependencies "${HITBOX_PACKAGES[@]}" "${HITBOX_FUZZ_PACKAGES[@]}"

if [ "${1:-}" = "--tests" ]; then
    shift
    build="$HITBOX_ROOT/build-asan"
    hitbox_log "ASan + UBSan build of the collision, trace, runtime, model and CLI tests in $build"
    CC=clang CXX=clang++ cmake -S "$HITBOX_ROOT" -B "$build" -G Ninja \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHITBOX_SANITIZE=ON -DHITBOX_BUILD_TESTS=ON >/dev/null
    targets=$(cmake --build "$build" --target help | sed -n 's/^\(\(collision\|trace\|runtime\|model\|cli\)_tst_[a-z0-9_]*\):.*/\1/p')
    # shellcheck disable=SC2086
    cmake --build "$build" --parallel "$(nproc)" --target hitbox-cli $targets
    cd "$build"
    # Qt is not instrumented: its own leaks at exit are not ours.
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 QT_QPA_PLATFORM=offscreen \
        ctest --output-on-failure --parallel "$(nproc)" -R '^(collision|trace|runtime|model|cli)/' "$@"
    exit 0
fi

seconds="${1:-60}"
build="$HITBOX_ROOT/build-fuzz"
hitbox_log "building the fuzz targets in $build"
CC=clang CXX=clang++ cmake -S "$HITBOX_ROOT" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHITBOX_FUZZ=ON -DHITBOX_BUILD_TESTS=OFF >/dev/null
# Every tests/fuzz/fuzz_NAME.cpp is a target (tests/fuzz/CMakeLists.txt builds them all).
targets=$(cd "$HITBOX_ROOT/tests/fuzz" && ls fuzz_*.cpp | sed 's/^fuzz_\(.*\)\.cpp$/\1/')
# shellcheck disable=SC2046
cmake --build "$build" --parallel "$(nproc)" --target $(printf 'fuzz_%s ' $targets)

mkdir -p "$build/crashes"
status=0
for target in $targets; do
    corpus="$build/corpus/$target"
    mkdir -p "$corpus"
    # The seed folder: corpus/NAME, or the one the target's "// Seeds: corpus/FOLDER" names
    # (tests/fuzz/CMakeLists.txt reads the same line for the replay tests).
    seed_folder=$(sed -n 's|^// Seeds: corpus/\([a-z]*\).*|\1|p' "$HITBOX_ROOT/tests/fuzz/fuzz_$target.cpp")
    seeds="$HITBOX_ROOT/tests/fuzz/corpus/${seed_folder:-$target}"
    hitbox_log "fuzzing $target for ${seconds}s"
    ASAN_OPTIONS=detect_leaks=0 QT_QPA_PLATFORM=offscreen \
        "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=20 \
        -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$build/crashes/$target-" "$corpus" "$seeds" || status=1
done
exit $status
