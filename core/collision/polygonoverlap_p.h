#pragma once

// Internals shared by polygonoverlap.cpp and polygonoverlapconvex.cpp: orient2d's
// floating-point filter applied to many points against one edge line, and an index of
// a polygon's edges by position.

#include "predicates.h"
#include "rect.h"
#include "vec2.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace hitbox::collision::detail {

// Open interiors of the closed bounding boxes overlap.
inline bool boundsInteriorsOverlap(const Rect &a, const Rect &b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// The closed bounding boxes of segments a0-a1 and b0-b1 overlap (touching counts).
inline bool closedBoundsOverlap(Vec2 a0, Vec2 a1, Vec2 b0, Vec2 b1)
{
    return std::max(a0.x, a1.x) >= std::min(b0.x, b1.x)
           && std::max(b0.x, b1.x) >= std::min(a0.x, a1.x)
           && std::max(a0.y, a1.y) >= std::min(b0.y, b1.y)
           && std::max(b0.y, b1.y) >= std::min(a0.y, a1.y);
}

// The line of an edge e0->e1 of a polygon, oriented so that the polygon's interior lies
// on its positive side, for testing many points against it: orient2d's floating-point
// filter inline, with the edge vector computed once.
struct EdgeLine
{
    Vec2 e0;
    Vec2 e1;
    int winding = 0;
    double dx = 0.0; // (e1 - e0) * winding: exact, so the filter's bound still holds
    double dy = 0.0;

    EdgeLine(Vec2 from, Vec2 to, int polygonWinding)
        : e0(from)
        , e1(to)
        , winding(polygonWinding)
        , dx((to.x - from.x) * polygonWinding)
        , dy((to.y - from.y) * polygonWinding)
    {}

    // A zero product left = dx * ey is exact when a factor is zero (then the sign of
    // det = -right is right, as in orient2d), but may also have underflowed.
    bool exactLeft(double left, double ey) const { return left != 0.0 || dx == 0.0 || ey == 0.0; }

    // The side of v as a floating-point determinant (> 0 inner side) and the bound
    // beyond which its sign is exact (infinite when left may have underflowed).
    struct Side
    {
        double det = 0.0;
        double bound = 0.0;
        bool surelyInner() const { return det > bound; }
        bool surelyOuter() const { return det < -bound; }
        bool sure() const { return surelyInner() || surelyOuter(); }
    };

    Side side(Vec2 v) const
    {
        const double ey = v.y - e0.y;
        const double left = dx * ey;
        const double right = dy * (v.x - e0.x);
        const double bound = exactLeft(left, ey)
                                     ? orient2dErrorFactor * (std::abs(left) + std::abs(right))
                                     : std::numeric_limits<double>::infinity();
        return {left - right, bound};
    }

    // A bound valid for side(v) of every v with lo <= v <= hi (coordinate-wise): the
    // rounded differences and products only grow with |v - e0|, so it is at least each
    // point's own bound. Saves computing that bound point by point.
    double boundWithin(Vec2 lo, Vec2 hi) const
    {
        const double spanX = std::max(std::abs(lo.x - e0.x), std::abs(hi.x - e0.x));
        const double spanY = std::max(std::abs(lo.y - e0.y), std::abs(hi.y - e0.y));
        return orient2dErrorFactor * (std::abs(dx) * spanY + std::abs(dy) * spanX);
    }

    // side(v) with the bound `within` from boundWithin (for v inside its box).
    Side sideWithin(Vec2 v, double within) const
    {
        const double ey = v.y - e0.y;
        const double left = dx * ey;
        const double right = dy * (v.x - e0.x);
        return {left - right,
                exactLeft(left, ey) ? within : std::numeric_limits<double>::infinity()};
    }

    // Exact: v lies strictly on the inner side.
    bool inner(Vec2 v) const { return orient2d(e0, e1, v) * winding > 0; }
};

// Which edges of a polygon (edge j from vertex j to the next) may meet a given box. The
// polygon's bounds are cut into `slabs` columns and rows; each edge is filed under the
// range of columns and of rows its bounding box spans, and for every column two bit
// sets are kept: the edges whose range starts at or before it, and those whose range
// ends at or after it (rows alike). The edges a box may meet are then four bit sets
// ANDed: a superset of those whose bounding boxes overlap it, in O(edges / 64). Small
// polygons keep the bit sets on the stack.
class EdgeIndex
{
public:
    static constexpr int slabs = 32;

    EdgeIndex(std::span<const Vec2> p, const Rect &bounds)
        : m_words((p.size() + 63) / 64)
        , m_x(bounds.x, bounds.w)
        , m_y(bounds.y, bounds.h)
    {
        // Locals, not members, in the loops: the stores into the bit sets could alias them.
        const std::size_t words = m_words;
        const std::size_t total = 4 * slabs * words;
        if (total > m_inline.size()) {
            m_heap.assign(total, 0);
            m_bits = m_heap.data();
        } else {
            std::fill_n(m_bits, total, 0);
        }
        std::uint64_t *const bits = m_bits;
        const auto set = [bits, words](Kind kind, int slab) {
            return bits + (std::size_t(kind) * slabs + std::size_t(slab)) * words;
        };
        const Axis axisX = m_x;
        const Axis axisY = m_y;
        const std::size_t n = p.size();
        for (std::size_t j = 0; j < n; ++j) {
            const Vec2 e0 = p[j];
            const Vec2 e1 = p[j + 1 == n ? 0 : j + 1];
            const Range rx = axisX.range(std::min(e0.x, e1.x), std::max(e0.x, e1.x));
            const Range ry = axisY.range(std::min(e0.y, e1.y), std::max(e0.y, e1.y));
            const std::uint64_t bit = std::uint64_t(1) << (j % 64);
            const std::size_t word = j / 64;
            set(StartX, rx.lo)[word] |= bit;
            set(EndX, rx.hi)[word] |= bit;
            set(StartY, ry.lo)[word] |= bit;
            set(EndY, ry.hi)[word] |= bit;
        }
        for (int s = 1; s < slabs; ++s) {
            for (std::size_t w = 0; w < words; ++w) {
                set(StartX, s)[w] |= set(StartX, s - 1)[w];
                set(StartY, s)[w] |= set(StartY, s - 1)[w];
                set(EndX, slabs - 1 - s)[w] |= set(EndX, slabs - s)[w];
                set(EndY, slabs - 1 - s)[w] |= set(EndY, slabs - s)[w];
            }
        }
    }

    EdgeIndex(const EdgeIndex &) = delete;
    EdgeIndex &operator=(const EdgeIndex &) = delete;

    /// The slab ranges of a closed box lo..hi.
    struct Query
    {
        int loX = 0;
        int hiX = 0;
        int loY = 0;
        int hiY = 0;
    };

    Query query(Vec2 lo, Vec2 hi) const
    {
        const Range rx = m_x.range(lo.x, hi.x);
        const Range ry = m_y.range(lo.y, hi.y);
        return {rx.lo, rx.hi, ry.lo, ry.hi};
    }

    /// Bit c set for each edge 64 * word + c that may meet the queried box: every edge
    /// whose bounding box does, and maybe others.
    std::uint64_t candidates(const Query &q, std::size_t word) const
    {
        return set(StartX, q.hiX)[word] & set(EndX, q.loX)[word] & set(StartY, q.hiY)[word]
               & set(EndY, q.loY)[word];
    }

private:
    enum Kind { StartX, EndX, StartY, EndY };

    struct Range
    {
        int lo = 0;
        int hi = 0;
    };

    // Slabs along one axis: a monotone map from coordinates to slab numbers, so that
    // overlapping intervals always get overlapping slab ranges. Intervals with NaN, and
    // every interval when the bounds cannot be cut (empty, infinite), span all slabs.
    struct Axis
    {
        double origin = 0.0;
        double scale = 0.0; // slabs per unit; 0 when unusable

        Axis(double start, double length)
        {
            const double s = slabs / length;
            if (std::isfinite(start) && std::isfinite(s) && s > 0.0) {
                origin = start;
                scale = s;
            }
        }

        int slabOf(double v) const
        {
            const double t = (v - origin) * scale;
            return t <= 0.0 ? 0 : (t >= slabs - 1 ? slabs - 1 : int(t));
        }

        Range range(double lo, double hi) const
        {
            if (scale == 0.0 || !(lo <= hi))
                return {0, slabs - 1};
            return {slabOf(lo), slabOf(hi)};
        }
    };

    const std::uint64_t *set(Kind kind, int slab) const
    {
        return m_bits + (kind * slabs + slab) * m_words;
    }

    std::size_t m_words = 0;
    Axis m_x;
    Axis m_y;
    std::array<std::uint64_t, 4 * slabs> m_inline; // one word per set: up to 64 edges
    std::vector<std::uint64_t> m_heap;
    std::uint64_t *m_bits = m_inline.data();
};

} // namespace hitbox::collision::detail
