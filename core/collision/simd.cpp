#include "simd.h"

#include <atomic>

namespace hitbox::collision::simd {
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

} // namespace

bool avx2()
{
    static const bool has = processorHasAvx2();
    return has && widePathsAllowed.load(std::memory_order_relaxed);
}

void setWidePathsAllowed(bool allowed)
{
    widePathsAllowed.store(allowed, std::memory_order_relaxed);
}

} // namespace hitbox::collision::simd
