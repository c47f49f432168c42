#pragma once

// The console reporter of every benchmark program here, which also keeps each run's CPU
// time so that a program can print speed-up ratios of pairs measured in the same run.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
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

} // namespace hitbox::benchmarks
