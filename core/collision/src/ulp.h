#pragma once

#include <bit>
#include <cstdint>
#include <limits>

namespace hitbox::collision::detail {

/// The next double above `v`: std::nextafter(v, +infinity), inline. Bounds are stepped
/// outwards by one ulp thousands of times per frame, where the library call shows.
/// NaN and +infinity come back unchanged; either zero gives the smallest subnormal.
constexpr double nextUp(double v)
{
    if (!(v < std::numeric_limits<double>::infinity()))
        return v;
    if (v == 0.0)
        return std::numeric_limits<double>::denorm_min();
    const auto bits = std::bit_cast<std::uint64_t>(v);
    // Positive values grow with their bit pattern; negative ones shrink in magnitude.
    return std::bit_cast<double>(v > 0.0 ? bits + 1 : bits - 1);
}

/// The next double below `v`: std::nextafter(v, -infinity), inline.
constexpr double nextDown(double v)
{
    return -nextUp(-v);
}

} // namespace hitbox::collision::detail
