#include "simd.h"

#include <atomic>
#include <bit>

namespace hitbox::collision::detail::simd {
namespace {

bool processorHasAvx2()
{
#if HITBOX_SIMD_X86
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

std::atomic<bool> widePathsAllowed{true};

template<typename Count>
std::int64_t sumOfCounts(const std::uint64_t *words, std::size_t count, Count &&bitsOf)
{
    // Four sums, so that the counts do not wait for each other.
    std::int64_t sums[4] = {};
    std::size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        for (std::size_t j = 0; j < 4; ++j)
            sums[j] += bitsOf(words[i + j]);
    }
    for (; i < count; ++i)
        sums[0] += bitsOf(words[i]);
    return sums[0] + sums[1] + sums[2] + sums[3];
}

#if HITBOX_SIMD_X86
__attribute__((target("popcnt"))) std::int64_t countWithPopcnt(const std::uint64_t *words,
                                                               std::size_t count)
{
    return sumOfCounts(words, count, [](std::uint64_t w) { return __builtin_popcountll(w); });
}
#endif

} // namespace

bool avx2()
{
    static const bool has = processorHasAvx2();
    return has && widePathsAllowed.load(std::memory_order_relaxed);
}

std::int64_t countBits(const std::uint64_t *words, std::size_t count)
{
#if HITBOX_SIMD_X86
    static const bool hasPopcnt = __builtin_cpu_supports("popcnt");
    if (hasPopcnt)
        return countWithPopcnt(words, count);
#endif
    return sumOfCounts(words, count, [](std::uint64_t w) { return std::popcount(w); });
}

void setWidePathsAllowed(bool allowed)
{
    widePathsAllowed.store(allowed, std::memory_order_relaxed);
}

} // namespace hitbox::collision::detail::simd
