#pragma once

// Helpers the tiers of pipeline.cpp and the shapes tier of shapestier.cpp share.

#include <hitbox/collider.h>
#include <hitbox/tiers.h>

#include <cstddef>
#include <span>
#include <vector>

namespace hitbox::collision::detail {

inline Verdict verdictOf(bool hit)
{
    return hit ? Verdict::Hit : Verdict::Miss;
}

inline bool boundsInteriorsOverlap(const Rect &a, const Rect &b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/// Shape kinds as bits (1 << ShapeKind).
using KindSet = unsigned;
constexpr KindSet kindBit(ShapeKind k)
{
    return 1u << static_cast<unsigned>(k);
}
inline constexpr KindSet allKinds = 7u;

/// Number of A's shapes of the kinds in `kinds`.
std::size_t countOf(const Collider &c, KindSet kinds);

/// True when some shape of A of the kinds `kindsA` and some shape of B of `kindsB` are
/// tested against each other (shouldTest).
bool pairsMeet(const Collider &a, KindSet kindsA, const Collider &b, KindSet kindsB);

/// The boxes' world bounds (the axis-aligned box test); empty boxes give empty bounds.
std::vector<Rect> boxBounds(const Collider &c);

/// The box tier's test of two boxes: rectangles when both sprites are axis-aligned, else
/// oriented boxes. A box with no area (w or h <= 0) overlaps nothing, as for Rect.
bool boxesOverlap(const Rect &localA,
                  const Rect &boundsA,
                  const Polygon &worldA,
                  const Rect &localB,
                  const Rect &boundsB,
                  const Polygon &worldB,
                  bool aligned);

/// The armature (shapes) tier over every pair of shapes of any kinds whose filters meet;
/// the caller has checked that it applies.
TierResult evaluateShapes(const Collider &a, const Collider &b, bool allPairs);

// Calls test(i, j) for every pair of A's and B's shapes (counts na, nb) that the filters
// allow and whose bounds overlap, until test returns true and `all` is false.
template<typename Test>
void forEachAllowedPair(std::size_t na,
                        const std::vector<ShapeFilter> &filtersA,
                        std::span<const Rect> boundsA,
                        std::size_t nb,
                        const std::vector<ShapeFilter> &filtersB,
                        std::span<const Rect> boundsB,
                        bool all,
                        Test test)
{
    for (std::size_t i = 0; i < na; ++i) {
        for (std::size_t j = 0; j < nb; ++j) {
            if (!shouldTest(filterAt(filtersA, i), filterAt(filtersB, j)))
                continue;
            if (!boundsInteriorsOverlap(boundsA[i], boundsB[j]))
                continue;
            if (test(i, j) && !all)
                return;
        }
    }
}

} // namespace hitbox::collision::detail
