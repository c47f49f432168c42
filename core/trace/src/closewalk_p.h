#pragma once

// The inner loop of the simplifier's distance walk: input points checked against the new
// edge two at a time where SSE2 is there. Not installed.

#include "simd.h"
#include <hitbox/geometry.h>

#include <algorithm>
#include <cstdint>

namespace hitbox::collision::detail {

/// The new edge of a walk: from `origin` along the unit vector `along` for `length`; a
/// point p is clearly close to it when, with d = p - origin, 0 <= dot(d, along) <= length
/// and cross(along, d)² <= clearlyWithin.
struct CloseEdge
{
    Vec2 origin;
    Vec2 along;
    double length;
    double clearlyWithin;
};

/// Where a walk along a new edge stopped, and the largest h² it passed.
struct CloseWalk
{
    std::uint32_t stop;
    double maxSquared;
};

/// Walks points[o], points[o + stride], ... while o < run and each point is clearly close
/// to `edge`. Returns the first offset that is not (or the first at or past `run`) and the
/// largest cross(along, d)² of the points passed, or `maxSquared` when larger. One point
/// at a time.
inline CloseWalk walkCloseScalar(const Vec2 *points,
                                 std::uint32_t o,
                                 std::uint32_t run,
                                 std::uint32_t stride,
                                 const CloseEdge &edge,
                                 double maxSquared)
{
    for (; o < run; o += stride) {
        const Vec2 d = points[o] - edge.origin;
        const double t = dot(d, edge.along);
        const double h = cross(edge.along, d);
        if (!(t >= 0.0 && t <= edge.length && h * h <= edge.clearlyWithin))
            break;
        maxSquared = std::max(maxSquared, h * h);
    }
    return {o, maxSquared};
}

/// walkCloseScalar's result, two points at a time where SSE2 is there (the same operations
/// in the same order on each lane, so the same bits); the walks of a traced sprite's
/// simplification pass tens of input points each.
inline CloseWalk walkClose(const Vec2 *points,
                           std::uint32_t o,
                           std::uint32_t run,
                           std::uint32_t stride,
                           const CloseEdge &edge,
                           double maxSquared)
{
#if HITBOX_SIMD_SSE2
    const __m128d originX = _mm_set1_pd(edge.origin.x), originY = _mm_set1_pd(edge.origin.y);
    const __m128d alongX = _mm_set1_pd(edge.along.x), alongY = _mm_set1_pd(edge.along.y);
    const __m128d zero = _mm_setzero_pd(), end = _mm_set1_pd(edge.length);
    const __m128d within = _mm_set1_pd(edge.clearlyWithin);
    __m128d largest = _mm_set1_pd(maxSquared);
    for (; o + stride < run; o += 2 * stride) {
        const __m128d p = _mm_loadu_pd(&points[o].x);
        const __m128d q = _mm_loadu_pd(&points[o + stride].x);
        const __m128d dx = _mm_sub_pd(_mm_unpacklo_pd(p, q), originX);
        const __m128d dy = _mm_sub_pd(_mm_unpackhi_pd(p, q), originY);
        const __m128d t = _mm_add_pd(_mm_mul_pd(dx, alongX), _mm_mul_pd(dy, alongY));
        const __m128d h = _mm_sub_pd(_mm_mul_pd(alongX, dy), _mm_mul_pd(alongY, dx));
        const __m128d hh = _mm_mul_pd(h, h);
        const __m128d close = _mm_and_pd(_mm_and_pd(_mm_cmpge_pd(t, zero), _mm_cmple_pd(t, end)),
                                         _mm_cmple_pd(hh, within));
        if (_mm_movemask_pd(close) != 3)
            break; // one of the two is not: the scalar loop finds which
        largest = _mm_max_pd(largest, hh);
    }
    const __m128d high = _mm_unpackhi_pd(largest, largest);
    maxSquared = _mm_cvtsd_f64(_mm_max_sd(largest, high));
#endif
    return walkCloseScalar(points, o, run, stride, edge, maxSquared);
}

} // namespace hitbox::collision::detail
