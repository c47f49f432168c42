#pragma once

// The console reporter of every benchmark program here, which also keeps each run's CPU
// time so that a program can print speed-up ratios of pairs measured in the same run.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace hitbox::benchmarks {

/// Console output plus every run's CPU time per iteration (CPU rather than wall time,
/// so that other load on a shared machine skews the ratios less). With
/// --benchmark_repetitions the median aggregate wins over single runs.
class RatioReporter : public benchmark::ConsoleReporter
{
public:
    RatioReporter()
        : ConsoleReporter(OO_None) // plain text: the output is often piped into logs
    {}

    void ReportRuns(const std::vector<Run> &runs) override
    {
        for (const Run &run : runs) {
            const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
            if (run.error_occurred || !(median || run.run_type == Run::RT_Iteration))
                continue;
            Timing &timing = m_timings[run.run_name.str()];
            if (median || !timing.isMedian) {
                timing.seconds = run.GetAdjustedCPUTime()
                                 / benchmark::GetTimeUnitMultiplier(run.time_unit);
                timing.isMedian = median;
            }
        }
        ConsoleReporter::ReportRuns(runs);
    }

    /// CPU seconds per iteration of a benchmark; 0 when it did not run (filtered out).
    double seconds(const std::string &name) const
    {
        const auto it = m_timings.find(name);
        return it == m_timings.end() ? 0.0 : it->second.seconds;
    }

private:
    struct Timing
    {
        double seconds = 0.0;
        bool isMedian = false;
    };
    std::map<std::string, Timing> m_timings;
};

/// "12.3 ns", "4.5 us" or "6.78 ms".
inline std::string formatSeconds(double seconds)
{
    char text[32];
    if (seconds < 1e-6)
        std::snprintf(text, sizeof text, "%.1f ns", seconds * 1e9);
    else if (seconds < 1e-3)
        std::snprintf(text, sizeof text, "%.1f us", seconds * 1e6);
    else
        std::snprintf(text, sizeof text, "%.2f ms", seconds * 1e3);
    return text;
}

/// Two benchmarks of one run compared: ours against a peer.
struct ComparedPair
{
    const char *title;
    const char *ours;
    const char *peer;
};

/// After the run: one line per pair that ran, with both CPU times per iteration, the
/// share of the peer's time ours takes and how many times faster ours is.
inline void printComparison(const RatioReporter &reporter,
                            const char *heading,
                            const char *peerName,
                            std::span<const ComparedPair> pairs)
{
    std::printf("\n%s (CPU time per iteration):\n", heading);
    for (const ComparedPair &pair : pairs) {
        const double ours = reporter.seconds(pair.ours);
        const double peer = reporter.seconds(pair.peer);
        if (ours <= 0.0 || peer <= 0.0)
            continue;
        std::printf("%s: ours %s, %s %s: ours takes %.2fx the time (%.1fx faster)\n",
                    pair.title,
                    formatSeconds(ours).c_str(),
                    peerName,
                    formatSeconds(peer).c_str(),
                    ours / peer,
                    peer / ours);
    }
}

/// The main of a program comparing ours with peers: reads the --benchmark_* flags,
/// checks that both give the same answers (`agree` returns false otherwise: exit code 1),
/// registers and runs the benchmarks, then prints the comparison.
template<typename Agree, typename Register>
int runComparison(int argc,
                  char **argv,
                  Agree agree,
                  Register registerBenchmarks,
                  const char *heading,
                  const char *peerName,
                  std::span<const ComparedPair> pairs)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv) || !agree())
        return 1;
    registerBenchmarks();
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    printComparison(reporter, heading, peerName, pairs);
    return 0;
}

/// Registers <group>/hit/ours, <group>/hit/<peer>, <group>/miss/ours and
/// <group>/miss/<peer>, each function called with hit = true or false.
using HitOrMissBenchmark = void (*)(benchmark::State &, bool hit);
inline void registerHitAndMiss(const std::string &group,
                               HitOrMissBenchmark ours,
                               const std::string &peer,
                               HitOrMissBenchmark peerBenchmark)
{
    for (const bool hit : {true, false}) {
        const std::string prefix = group + (hit ? "/hit/" : "/miss/");
        benchmark::RegisterBenchmark((prefix + "ours").c_str(), ours, hit);
        benchmark::RegisterBenchmark((prefix + peer).c_str(), peerBenchmark, hit);
    }
}

/// The hit or the miss inputs of a comparison, made on first use by make(hit).
template<typename Input>
const std::vector<Input> &hitOrMissInputs(bool hit, std::vector<Input> (*make)(bool hit))
{
    static const std::vector<Input> hits = make(true);
    static const std::vector<Input> misses = make(false);
    return hit ? hits : misses;
}

/// The body of a benchmark over a fixed set of inputs: each iteration runs f on the next
/// one, cycling (the set's size must be a power of two).
template<typename Inputs, typename F>
void cycleThrough(benchmark::State &state, const Inputs &inputs, F f)
{
    const std::size_t mask = inputs.size() - 1;
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(f(inputs[i]));
        i = (i + 1) & mask;
    }
}

} // namespace hitbox::benchmarks
