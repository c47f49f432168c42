#pragma once

// Internals shared by polygonoverlap.cpp and polygonoverlapconvex.cpp: orient2d's
// floating-point filter applied to many points against one edge line, an index of a
// polygon's edges by position, and their bounding boxes tested many at a time.

#include "simd.h"
#include <hitbox/geometry.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#if HITBOX_SIMD_X86
#include <immintrin.h>
#endif

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
    // Bitwise, without branches: the hot loops call it for almost every point.
    bool exactLeft(double left, double ey) const
    {
        return (left != 0.0) | (dx == 0.0) | (ey == 0.0);
    }

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
        const double relative = orient2dErrorFactor * (std::abs(left) + std::abs(right));
        return {left - right,
                exactLeft(left, ey) ? relative : std::numeric_limits<double>::infinity()};
    }

    // side() of two points p and q at once, as bits: bit 0 for p, bit 1 for q.
    struct Sides
    {
        unsigned inner = 0; // surelyInner()
        unsigned outer = 0; // surelyOuter()
        bool bothInner() const { return inner == 3; }
        bool bothOuter() const { return outer == 3; }
        bool sure() const { return (inner | outer) == 3; }
    };

    Sides sides(Vec2 p, Vec2 q) const
    {
#if HITBOX_SIMD_SSE2
        // side() lane by lane with SSE2 (every x86-64 has it): the same operations in the
        // same order, and comparisons that treat NaN alike, so the very same bits.
        const __m128d pv = _mm_loadu_pd(&p.x);
        const __m128d qv = _mm_loadu_pd(&q.x);
        const __m128d xs = _mm_unpacklo_pd(pv, qv);
        const __m128d ys = _mm_unpackhi_pd(pv, qv);
        const __m128d zero = _mm_setzero_pd();
        const __m128d sign = _mm_set1_pd(-0.0);
        const __m128d ey = _mm_sub_pd(ys, _mm_set1_pd(e0.y));
        const __m128d left = _mm_mul_pd(_mm_set1_pd(dx), ey);
        const __m128d right = _mm_mul_pd(_mm_set1_pd(dy), _mm_sub_pd(xs, _mm_set1_pd(e0.x)));
        const __m128d relative
                = _mm_mul_pd(_mm_set1_pd(orient2dErrorFactor),
                             _mm_add_pd(_mm_andnot_pd(sign, left), _mm_andnot_pd(sign, right)));
        // exactLeft: CMPNEQ is true for NaN as != is, CMPEQ false as == is.
        const __m128d exact = _mm_or_pd(
                _mm_or_pd(_mm_cmpneq_pd(left, zero), _mm_cmpeq_pd(_mm_set1_pd(dx), zero)),
                _mm_cmpeq_pd(ey, zero));
        const __m128d bound = _mm_or_pd(
                _mm_and_pd(exact, relative),
                _mm_andnot_pd(exact, _mm_set1_pd(std::numeric_limits<double>::infinity())));
        const __m128d det = _mm_sub_pd(left, right);
        return {unsigned(_mm_movemask_pd(_mm_cmpgt_pd(det, bound))),
                unsigned(_mm_movemask_pd(_mm_cmplt_pd(det, _mm_xor_pd(bound, sign))))};
#else
        const Side sp = side(p);
        const Side sq = side(q);
        return {unsigned(sp.surelyInner()) | unsigned(sq.surelyInner()) << 1,
                unsigned(sp.surelyOuter()) | unsigned(sq.surelyOuter()) << 1};
#endif
    }

    // Exact: v lies strictly on the inner side.
    bool inner(Vec2 v) const
    {
        return orient2d(e0, e1, v) * winding > 0;
    }
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

// The closed bounding boxes of a polygon's edges (edge j from vertex j to the next),
// one array per side, for testing one box against 64 edges at a time: with AVX2 (chosen
// at run time, see simd.h) four edges per step, otherwise one. Both give the bits of
// closedBoundsOverlap, with the same min and max of the same coordinates, so also the
// same bits for NaN. Polygons of up to 64 edges keep the boxes on the stack.
class EdgeBoxes
{
public:
    explicit EdgeBoxes(std::span<const Vec2> p)
        : m_count(p.size())
    {
        // Padded to whole groups of four with NaN boxes, which meet nothing.
        const std::size_t padded = (m_count + 3) / 4 * 4;
        if (padded > inlineEdges) {
            m_heap.resize(4 * padded);
            m_columns = m_heap.data();
        }
        m_stride = padded > inlineEdges ? padded : inlineEdges;
        double *const loX = column(LoX);
        double *const hiX = column(HiX);
        double *const loY = column(LoY);
        double *const hiY = column(HiY);
        const std::size_t n = m_count;
        for (std::size_t j = 0; j < n; ++j) {
            const Vec2 e0 = p[j];
            const Vec2 e1 = p[j + 1 == n ? 0 : j + 1];
            loX[j] = std::min(e0.x, e1.x);
            hiX[j] = std::max(e0.x, e1.x);
            loY[j] = std::min(e0.y, e1.y);
            hiY[j] = std::max(e0.y, e1.y);
        }
        constexpr double nan = std::numeric_limits<double>::quiet_NaN();
        for (std::size_t j = n; j < padded; ++j)
            loX[j] = hiX[j] = loY[j] = hiY[j] = nan;
    }

    EdgeBoxes(const EdgeBoxes &) = delete;
    EdgeBoxes &operator=(const EdgeBoxes &) = delete;

    /// Bit c set for each edge 64 * word + c whose closed box meets the closed box lo..hi
    /// (lo and hi the min and max of a segment's ends, as in closedBoundsOverlap). `wide`
    /// is simd::avx2(), asked once by the caller.
    std::uint64_t meeting(Vec2 lo, Vec2 hi, std::size_t word, bool wide) const
    {
        const std::size_t start = 64 * word;
        const std::size_t count = std::min<std::size_t>(64, m_count - start);
#if HITBOX_SIMD_X86
        if (wide)
            return meetingAvx2(lo, hi, start, (count + 3) / 4 * 4);
#else
        (void)wide;
#endif
        const double *const loX = column(LoX) + start;
        const double *const hiX = column(HiX) + start;
        const double *const loY = column(LoY) + start;
        const double *const hiY = column(HiY) + start;
        std::uint64_t bits = 0;
        for (std::size_t c = 0; c < count; ++c) {
            const bool meets
                    = (hi.x >= loX[c]) & (hiX[c] >= lo.x) & (hi.y >= loY[c]) & (hiY[c] >= lo.y);
            bits |= std::uint64_t(meets) << c;
        }
        return bits;
    }

private:
    static constexpr std::size_t inlineEdges = 64;
    enum Column { LoX, HiX, LoY, HiY };

    double *column(Column c)
    {
        return m_columns + std::size_t(c) * m_stride;
    }
    const double *column(Column c) const
    {
        return m_columns + std::size_t(c) * m_stride;
    }

#if HITBOX_SIMD_X86
    // `count` is a multiple of four: the padding's NaN boxes give no bits.
    __attribute__((target("avx2"))) std::uint64_t
    meetingAvx2(Vec2 lo, Vec2 hi, std::size_t start, std::size_t count) const
    {
        const double *const loX = column(LoX) + start;
        const double *const hiX = column(HiX) + start;
        const double *const loY = column(LoY) + start;
        const double *const hiY = column(HiY) + start;
        const __m256d lowX = _mm256_set1_pd(lo.x);
        const __m256d highX = _mm256_set1_pd(hi.x);
        const __m256d lowY = _mm256_set1_pd(lo.y);
        const __m256d highY = _mm256_set1_pd(hi.y);
        std::uint64_t bits = 0;
        for (std::size_t c = 0; c < count; c += 4) {
            // Ordered comparisons: false with NaN, as the scalar >=.
            const __m256d x
                    = _mm256_and_pd(_mm256_cmp_pd(highX, _mm256_loadu_pd(loX + c), _CMP_GE_OQ),
                                    _mm256_cmp_pd(_mm256_loadu_pd(hiX + c), lowX, _CMP_GE_OQ));
            const __m256d y
                    = _mm256_and_pd(_mm256_cmp_pd(highY, _mm256_loadu_pd(loY + c), _CMP_GE_OQ),
                                    _mm256_cmp_pd(_mm256_loadu_pd(hiY + c), lowY, _CMP_GE_OQ));
            bits |= std::uint64_t(unsigned(_mm256_movemask_pd(_mm256_and_pd(x, y)))) << c;
        }
        return bits;
    }
#endif

    std::size_t m_count = 0;
    std::size_t m_stride = inlineEdges;
    std::array<double, 4 * inlineEdges> m_inline;
    std::vector<double> m_heap;
    double *m_columns = m_inline.data();
};

} // namespace hitbox::collision::detail
