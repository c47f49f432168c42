#pragma once

// What simplifyShape promises for one shape, checked with exact integer geometry
// (referencetrace.h): shared by the tests of the simplifier.

#include "referencetrace.h"
#include <hitbox/shapes.h>
#include <hitbox/trace/simplify.h>

#include <QString>

#include <algorithm>
#include <cmath>

namespace hitbox::testing {

using collision::Polygon;
using collision::PolygonWithHoles;
using collision::Rect;
using collision::SimplifyOptions;
using collision::Vec2;

// Distance from p to the nearest edge of a loop.
inline double distanceToLoop(const Polygon &loop, Vec2 p)
{
    double best = INFINITY;
    for (std::size_t i = 0; i < loop.points.size(); ++i) {
        const Vec2 a = loop.points[i];
        const Vec2 b = loop.points[(i + 1) % loop.points.size()];
        best = std::min(best, collision::segmentDistanceSquared(a, b, p));
    }
    return std::sqrt(best);
}

// The loop with the midpoint of every edge inserted.
inline Polygon withMidpoints(const Polygon &p)
{
    Polygon out;
    for (std::size_t i = 0; i < p.points.size(); ++i) {
        const Vec2 a = p.points[i];
        const Vec2 b = p.points[(i + 1) % p.points.size()];
        out.points.push_back(a);
        out.points.push_back({(a.x + b.x) / 2, (a.y + b.y) / 2});
    }
    return out;
}

// True when `sub` keeps a subset of the vertices and edge midpoints of `input`, in the
// same cyclic order.
inline bool isOrderedSubset(const Polygon &sub, const Polygon &input)
{
    const Polygon full = withMidpoints(input);
    if (sub.points.empty())
        return false;
    const auto start = std::find(full.points.begin(), full.points.end(), sub.points.front());
    if (start == full.points.end())
        return false;
    std::size_t k = std::size_t(start - full.points.begin());
    for (const Vec2 v : sub.points) {
        std::size_t steps = 0;
        while (full.points[k] != v) {
            k = (k + 1) % full.points.size();
            if (++steps > full.points.size())
                return false;
        }
    }
    return true;
}

// Every check simplifyShape promises for one shape. Empty when all hold.
inline QString
checkSimplified(const PolygonWithHoles &in, const PolygonWithHoles &out, const SimplifyOptions &o)
{
    const std::string problem = refShapeProblem(out, true);
    if (!problem.empty())
        return QString::fromStdString(problem);
    if (!isOrderedSubset(out.outer, in.outer))
        return QStringLiteral("outer loop is not an ordered subset of the input");
    // Holes: a subsequence of the input holes (some may be filled by the vertex limit).
    std::size_t next = 0;
    std::vector<std::size_t> holeOf;
    for (const Polygon &h : out.holes) {
        while (next < in.holes.size() && !isOrderedSubset(h, in.holes[next]))
            ++next;
        if (next == in.holes.size())
            return QStringLiteral("a hole is not an ordered subset of an input hole");
        holeOf.push_back(next++);
    }
    const std::size_t limit = o.maxVertices == 0 ? 0 : std::max<std::size_t>(o.maxVertices, 3);
    if (limit > 0 && !o.conservative) {
        for (std::size_t l = 0; l <= out.holes.size(); ++l) {
            const Polygon &loop = l == 0 ? out.outer : out.holes[l - 1];
            if (loop.points.size() > limit)
                return QStringLiteral("loop %1 has %2 vertices, limit %3")
                        .arg(l)
                        .arg(loop.points.size())
                        .arg(limit);
        }
    }
    if (limit == 0) {
        if (out.holes.size() != in.holes.size())
            return QStringLiteral("a hole was dropped without a vertex limit");
        for (std::size_t l = 0; l <= in.holes.size(); ++l) {
            const Polygon &orig = l == 0 ? in.outer : in.holes[l - 1];
            const Polygon &simple = l == 0 ? out.outer : out.holes[l - 1];
            for (const Vec2 v : orig.points) {
                if (distanceToLoop(simple, v) > o.tolerance + 1e-9)
                    return QStringLiteral("vertex (%1,%2) is %3 from the result, tolerance %4")
                            .arg(v.x)
                            .arg(v.y)
                            .arg(distanceToLoop(simple, v))
                            .arg(o.tolerance);
            }
        }
    }
    if (o.conservative) {
        // The input shape lies within the result: its vertices and its interior samples.
        const RefShape inRef = *refOnGrid(in);
        const RefShape outRef = *refOnGrid(out);
        for (const RefPolygon &loop : inRef.loops) {
            for (const RefPoint v : loop) {
                if (refWhereInShape(outRef, v.x, v.y) == RefWhere::Outside)
                    return QStringLiteral("input vertex (%1,%2) left outside")
                            .arg(v.x / 8.0)
                            .arg(v.y / 8.0);
            }
        }
        const Rect b = collision::polygonBounds(in.outer);
        for (int y = int(b.y); y < int(b.y + b.h); ++y) {
            for (int x = int(b.x); x < int(b.x + b.w); ++x) {
                for (int s = 0; s < 4; ++s) {
                    const std::int64_t px = 8 * x + 2 + 4 * (s % 2);
                    const std::int64_t py = 8 * y + 2 + 4 * (s / 2);
                    if (refWhereInShape(inRef, px, py) == RefWhere::Inside
                        && refWhereInShape(outRef, px, py) == RefWhere::Outside)
                        return QStringLiteral("point (%1,%2) of the input left outside")
                                .arg(px / 8.0)
                                .arg(py / 8.0);
                }
            }
        }
    }
    return {};
}

} // namespace hitbox::testing
