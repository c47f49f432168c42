#!/usr/bin/env bash
# Builds the benchmarks optimised (build-bench/, Release) and runs every one of them in a
# row, each with medians of a few repetitions, saving the output to one folder per run
# (default: bench-results/<date>/) and printing the lines with the ratios against the
# peers. Numbers mean something only on a quiet machine: the script prints the load
# average before and after. Usage: scripts/benchmarks.sh [OUTPUT_DIR] [REPETITIONS]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

hitbox_install_dependencies "${HITBOX_PACKAGES[@]}" "${HITBOX_BENCHMARK_PACKAGES[@]}"
out="${1:-$HITBOX_ROOT/bench-results/$(date -u +%Y%m%d-%H%M%S)}"
repetitions="${2:-5}"
bench_build="$HITBOX_ROOT/build-bench"
cmake -S "$HITBOX_ROOT" -B "$bench_build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DHITBOX_BENCHMARKS=ON >/dev/null
cmake --build "$bench_build" --target bench_pixel bench_preview bench_previewframe \
    bench_threshold bench_convex bench_armature bench_broadphase bench_runtime bench_trace >/dev/null
mkdir -p "$out"
{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "commit: $(git -C "$HITBOX_ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/machine.txt"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
for program in bench_pixel bench_preview bench_previewframe bench_threshold bench_convex \
    bench_armature bench_broadphase bench_runtime bench_trace; do
    hitbox_log "$program"
    "$bench_build/tests/benchmarks/$program" --benchmark_repetitions="$repetitions" \
        --benchmark_report_aggregates_only=true >"$out/$program.txt" 2>&1
    # The median rows and the ratio lines each program prints after its run.
    grep -E '_median|ratio|faster|slower|x$' "$out/$program.txt" || true
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/machine.txt"
hitbox_log "results in $out"
