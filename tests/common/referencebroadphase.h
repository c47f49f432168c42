#pragma once

// Brute-force broadphase reference (oracle): every pair i < j, tested with an overlap
// predicate written independently of core/collision/src/rect.cpp (interval intersection by
// max/min instead of the kernel's four comparisons). Collision types are only used to
// hand data over.

#include <hitbox/geometry.h>
#include <hitbox/world.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

namespace hitbox::testing {

/// True when the interiors of two half-open rects share a point. A rect with a
/// non-positive (or NaN) size, or with a non-finite x or y, covers nothing.
inline bool refRectsOverlap(const collision::Rect &a, const collision::Rect &b)
{
    const auto usable = [](const collision::Rect &r) {
        return r.w > 0.0 && r.h > 0.0 && std::isfinite(r.x) && std::isfinite(r.y);
    };
    if (!usable(a) || !usable(b))
        return false;
    const double left = std::max(a.x, b.x);
    const double right = std::min(a.x + a.w, b.x + b.w);
    const double top = std::max(a.y, b.y);
    const double bottom = std::min(a.y + a.h, b.y + b.h);
    return left < right && top < bottom;
}

/// Every overlapping pair (i < j), sorted: the O(N^2) answer.
inline std::vector<collision::IndexPair> referencePairs(std::span<const collision::Rect> boxes)
{
    std::vector<collision::IndexPair> out;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            if (refRectsOverlap(boxes[i], boxes[j]))
                out.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
        }
    }
    return out;
}

} // namespace hitbox::testing
