#pragma once

// Deliberately naive references (oracles) for the tracing kernels: flood fills on a plain
// byte bitmap, brute-force geometry on integer coordinates (via referencepolygon.h) and
// no calls into core/collision beyond its value types and Mask::set to hand data over.
//
// Traced, simplified and decomposed polygons have coordinates on an eighth-pixel grid
// (pixel corners, quarter-pixel saddle chamfers and the edge midpoints the simplifier may
// use), so the checks below scale them by refGridScale to integers and decide everything
// exactly.

#include "referencepolygon.h"
#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <initializer_list>
#include <numbers>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace hitbox::testing {

/// A plain bitmap, row-major, one byte per pixel (1 = solid).
struct RefBitmap
{
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> bits;

    RefBitmap() = default;
    RefBitmap(int w, int h)
        : width(w)
        , height(h)
        , bits(std::size_t(w) * std::size_t(h), 0)
    {}

    /// Solid test; everything outside the bitmap is background.
    bool at(int x, int y) const
    {
        return x >= 0 && y >= 0 && x < width && y < height
               && bits[std::size_t(y) * std::size_t(width) + std::size_t(x)] != 0;
    }
    void set(int x, int y, bool solid = true)
    {
        bits[std::size_t(y) * std::size_t(width) + std::size_t(x)] = solid ? 1 : 0;
    }
    std::int64_t count() const { return std::count(bits.begin(), bits.end(), 1); }
};

/// A bitmap drawn as text rows, '#' solid, anything else background.
inline RefBitmap refBitmapFromRows(std::initializer_list<const char *> rows)
{
    const int h = int(rows.size());
    const int w = h == 0 ? 0 : int(std::string(*rows.begin()).size());
    RefBitmap b(w, h);
    int y = 0;
    for (const char *row : rows) {
        for (int x = 0; x < w && row[x] != '\0'; ++x)
            b.set(x, y, row[x] == '#');
        ++y;
    }
    return b;
}

/// Each pixel solid with the given probability.
inline RefBitmap refRandomBitmap(std::mt19937 &rng, int w, int h, double density)
{
    RefBitmap b(w, h);
    std::bernoulli_distribution solid(density);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            b.set(x, y, solid(rng));
    }
    return b;
}

/// The same pixels as a kernel Mask.
inline collision::Mask refToMask(const RefBitmap &b)
{
    collision::Mask m(b.width, b.height);
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            if (b.at(x, y))
                m.set(x, y);
        }
    }
    return m;
}

/// Connected groups of pixels by breadth-first flood fill: label per pixel (-1 for pixels
/// not of the wanted kind) and the number of groups.
struct RefLabels
{
    std::vector<int> label;
    int count = 0;

    int at(const RefBitmap &b, int x, int y) const
    {
        return label[std::size_t(y) * std::size_t(b.width) + std::size_t(x)];
    }
};

/// Groups of pixels whose solid state equals `solid`, joined through the 4 edge
/// neighbours, or also the 4 corner neighbours when `eight` is set.
inline RefLabels refGroups(const RefBitmap &b, bool solid, bool eight)
{
    RefLabels out;
    out.label.assign(b.bits.size(), -1);
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            if (b.at(x, y) != solid || out.at(b, x, y) >= 0)
                continue;
            std::deque<std::pair<int, int>> queue{{x, y}};
            out.label[std::size_t(y) * std::size_t(b.width) + std::size_t(x)] = out.count;
            while (!queue.empty()) {
                const auto [cx, cy] = queue.front();
                queue.pop_front();
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        if ((dx == 0 && dy == 0) || (!eight && dx != 0 && dy != 0))
                            continue;
                        const int nx = cx + dx;
                        const int ny = cy + dy;
                        if (nx < 0 || ny < 0 || nx >= b.width || ny >= b.height)
                            continue;
                        if (b.at(nx, ny) != solid || out.at(b, nx, ny) >= 0)
                            continue;
                        out.label[std::size_t(ny) * std::size_t(b.width) + std::size_t(nx)]
                                = out.count;
                        queue.push_back({nx, ny});
                    }
                }
            }
            ++out.count;
        }
    }
    return out;
}

/// For each hole (a 4-connected group of background pixels that does not touch the
/// border), the 8-connected solid group around it: the group of any solid pixel next to it.
inline std::vector<int> refHoleOwners(const RefBitmap &b, const RefLabels &solidGroups)
{
    const RefLabels background = refGroups(b, false, false);
    std::vector<int> owner(std::size_t(background.count), -1);
    std::vector<bool> touchesBorder(std::size_t(background.count), false);
    for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
            const int g = background.at(b, x, y);
            if (g < 0)
                continue;
            if (x == 0 || y == 0 || x == b.width - 1 || y == b.height - 1)
                touchesBorder[std::size_t(g)] = true;
            if (x + 1 < b.width && b.at(x + 1, y))
                owner[std::size_t(g)] = solidGroups.at(b, x + 1, y);
        }
    }
    std::vector<int> holes;
    for (int g = 0; g < background.count; ++g) {
        if (!touchesBorder[std::size_t(g)])
            holes.push_back(owner[std::size_t(g)]);
    }
    return holes;
}

/// Corners where exactly two diagonally opposite pixels of the 2 x 2 block are solid.
inline int refSaddleCount(const RefBitmap &b)
{
    int count = 0;
    for (int y = 1; y < b.height; ++y) {
        for (int x = 1; x < b.width; ++x) {
            const bool tl = b.at(x - 1, y - 1), tr = b.at(x, y - 1);
            const bool bl = b.at(x - 1, y), br = b.at(x, y);
            if ((tl && br && !tr && !bl) || (tr && bl && !tl && !br))
                ++count;
        }
    }
    return count;
}

/// Integer units per pixel of the exact checks.
inline constexpr std::int64_t refGridScale = 8;

/// The polygon scaled by refGridScale, as integers; nullopt when a coordinate is not a
/// multiple of 1 / refGridScale.
inline std::optional<RefPolygon> refOnGrid(const collision::Polygon &p)
{
    RefPolygon out;
    for (const collision::Vec2 v : p.points) {
        const double x = v.x * double(refGridScale);
        const double y = v.y * double(refGridScale);
        if (!(std::abs(x) < 1e15 && std::abs(y) < 1e15) || x != std::round(x) || y != std::round(y))
            return std::nullopt;
        out.push_back({std::int64_t(x), std::int64_t(y)});
    }
    return out;
}

/// A shape on the grid of refOnGrid: loops[0] is the outer loop.
struct RefShape
{
    std::vector<RefPolygon> loops;
};

inline std::optional<RefShape> refOnGrid(const collision::PolygonWithHoles &s)
{
    RefShape out;
    for (std::size_t i = 0; i <= s.holes.size(); ++i) {
        const auto loop = refOnGrid(i == 0 ? s.outer : s.holes[i - 1]);
        if (!loop)
            return std::nullopt;
        out.loops.push_back(*loop);
    }
    return out;
}

/// True when two loops share a point: some pair of edges meets. Edges are swept by
/// their smallest x so only pairs with overlapping x ranges are compared.
inline bool refLoopsMeet(const RefPolygon &a, const RefPolygon &b)
{
    struct E
    {
        RefPoint p, q;
        std::int64_t lo, hi;
        bool first;
    };
    std::vector<E> edges;
    for (int k = 0; k < 2; ++k) {
        const RefPolygon &l = k == 0 ? a : b;
        for (std::size_t i = 0; i < l.size(); ++i) {
            const RefPoint p = l[i], q = l[(i + 1) % l.size()];
            edges.push_back({p, q, std::min(p.x, q.x), std::max(p.x, q.x), k == 0});
        }
    }
    std::sort(edges.begin(), edges.end(), [](const E &x, const E &y) { return x.lo < y.lo; });
    for (std::size_t i = 0; i < edges.size(); ++i) {
        for (std::size_t j = i + 1; j < edges.size() && edges[j].lo <= edges[i].hi; ++j) {
            if (edges[i].first != edges[j].first
                && refSegmentsMeet(edges[i].p, edges[i].q, edges[j].p, edges[j].q))
                return true;
        }
    }
    return false;
}

/// Where (px / den, py / den), in grid units (refGridScale per pixel), lies relative to a shape: on
/// some loop, or inside by the even-odd rule over its loops.
inline RefWhere
refWhereInShape(const RefShape &s, std::int64_t px, std::int64_t py, std::int64_t den = 1)
{
    bool inside = false;
    for (const RefPolygon &loop : s.loops) {
        const RefWhere w = refPointInPolygon(loop, px, py, den);
        if (w == RefWhere::Boundary)
            return w;
        inside = inside != (w == RefWhere::Inside);
    }
    return inside ? RefWhere::Inside : RefWhere::Outside;
}

/// Where the sample points (xs[i], y), in grid units, lie relative to a shape, for all
/// of them at once: the exact crossings of the loops with the row, by the even-odd rule
/// with a half-open rule in y; a sample on an edge or a vertex is Boundary. A second,
/// row-at-a-time algorithm next to refWhereInShape, for large sample counts. `xs` must
/// be sorted.
inline std::vector<RefWhere>
refRowStates(const RefShape &s, std::int64_t y, const std::vector<std::int64_t> &xs)
{
    std::vector<RefRational> crossings;
    std::vector<std::pair<RefRational, RefRational>> onRow; // closed x ranges on the row
    for (const RefPolygon &loop : s.loops) {
        for (std::size_t i = 0; i < loop.size(); ++i) {
            const RefPoint a = loop[i], b = loop[(i + 1) % loop.size()];
            if (a.y == y && b.y == y) {
                onRow.push_back({RefRational::of(std::min(a.x, b.x), 1),
                                 RefRational::of(std::max(a.x, b.x), 1)});
                continue;
            }
            if (std::min(a.y, b.y) > y || std::max(a.y, b.y) < y)
                continue;
            const RefRational x = RefRational::of(
                    RefInt128(a.x) * (b.y - a.y) + RefInt128(y - a.y) * (b.x - a.x), b.y - a.y);
            onRow.push_back({x, x});
            if (std::min(a.y, b.y) <= y && y < std::max(a.y, b.y))
                crossings.push_back(x);
        }
    }
    std::sort(crossings.begin(), crossings.end());
    std::vector<RefWhere> out;
    out.reserve(xs.size());
    std::size_t left = 0; // crossings strictly left of the current sample
    for (const std::int64_t x : xs) {
        const RefRational X = RefRational::of(x, 1);
        while (left < crossings.size() && crossings[left] < X)
            ++left;
        bool boundary = false;
        for (const auto &[lo, hi] : onRow)
            boundary = boundary || (!(X < lo) && !(hi < X));
        out.push_back(boundary        ? RefWhere::Boundary
                      : left % 2 == 1 ? RefWhere::Inside
                                      : RefWhere::Outside);
    }
    return out;
}

/// Samples per pixel area where shapes and solid pixels meet, and where either is, with
/// k x k samples per pixel at the centres of a regular sub-grid (k = 1, 2 or 4 keeps them
/// on the grid of refOnGrid); a sample on an outline counts half. Covers the bitmap only.
struct RefOverlap
{
    double both = 0.0;     ///< shapes and solid
    double either = 0.0;   ///< shapes or solid
    double shapes = 0.0;   ///< inside some shape
    double solid = 0.0;    ///< solid
    double boundary = 0.0; ///< samples on an outline (counted half in the others)

    double iou() const { return either > 0 ? both / either : 1.0; }
};

inline RefOverlap refOverlap(const RefBitmap &bitmap, const std::vector<RefShape> &shapes, int k)
{
    RefOverlap o;
    std::vector<std::int64_t> xs;
    for (int x = 0; x < bitmap.width; ++x) {
        for (int i = 0; i < k; ++i)
            xs.push_back(refGridScale * x + refGridScale * (2 * i + 1) / (2 * k));
    }
    for (int y = 0; y < bitmap.height; ++y) {
        for (int j = 0; j < k; ++j) {
            const std::int64_t sy = refGridScale * y + refGridScale * (2 * j + 1) / (2 * k);
            std::vector<double> inside(xs.size(), 0.0);
            for (const RefShape &s : shapes) {
                const std::vector<RefWhere> states = refRowStates(s, sy, xs);
                for (std::size_t i = 0; i < xs.size(); ++i) {
                    const double v = states[i] == RefWhere::Inside     ? 1.0
                                     : states[i] == RefWhere::Boundary ? 0.5
                                                                       : 0.0;
                    inside[i] = std::max(inside[i], v);
                }
            }
            for (std::size_t i = 0; i < xs.size(); ++i) {
                const double solid = bitmap.at(int(i) / k, y) ? 1.0 : 0.0;
                o.both += std::min(inside[i], solid);
                o.either += std::max(inside[i], solid);
                o.shapes += inside[i];
                o.solid += solid;
                o.boundary += inside[i] == 0.5 ? 1.0 : 0.0;
            }
        }
    }
    const double perPixel = double(k) * double(k);
    o.both /= perPixel;
    o.either /= perPixel;
    o.shapes /= perPixel;
    o.solid /= perPixel;
    o.boundary /= perPixel;
    return o;
}

/// Why a shape is not valid in the sense of PolygonWithHoles, or an empty string: every
/// loop simple, holes strictly inside the outer loop and outside each other, no two
/// loops sharing a point; with `tracedWinding`, also the outer loop counter-clockwise in
/// math axes and the holes clockwise.
inline std::string refShapeProblem(const collision::PolygonWithHoles &shape, bool tracedWinding)
{
    const std::optional<RefShape> s = refOnGrid(shape);
    if (!s)
        return "a coordinate is off the eighth-pixel grid";
    for (std::size_t i = 0; i < s->loops.size(); ++i) {
        const RefPolygon &loop = s->loops[i];
        const std::string name = i == 0 ? "outer loop" : "hole " + std::to_string(i - 1);
        if (!refIsSimple(loop))
            return name + " is not simple";
        if (tracedWinding && (refTwiceArea(loop) > 0) != (i == 0))
            return name + " winds the wrong way";
    }
    for (std::size_t i = 1; i < s->loops.size(); ++i) {
        const RefPoint v = s->loops[i].front();
        if (refPointInPolygon(s->loops[0], v.x, v.y) != RefWhere::Inside)
            return "hole " + std::to_string(i - 1) + " is not inside the outer loop";
        for (std::size_t j = 0; j < s->loops.size(); ++j) {
            if (j == i)
                continue;
            if (j > 0) {
                const RefPoint w = s->loops[j].front();
                if (refPointInPolygon(s->loops[i], w.x, w.y) != RefWhere::Outside)
                    return "hole " + std::to_string(j - 1) + " is inside hole "
                           + std::to_string(i - 1);
            }
            if (j < i && refLoopsMeet(s->loops[i], s->loops[j]))
                return "loops " + std::to_string(j) + " and " + std::to_string(i) + " touch";
        }
    }
    return {};
}

/// True when the segment [s, t] has a point strictly inside the convex polygon
/// `convex` (counter-clockwise in math axes). Each edge line keeps an open half-line of
/// the segment parameter; the segment enters iff those intersect within [0, 1].
inline bool refSegmentEntersOpenConvex(RefPoint s, RefPoint t, const RefPolygon &convex)
{
    // Feasible parameters u in [0, 1] as a rational interval (lo, hi), open where an
    // edge constrains it; start with the closed [0, 1] and only shrink.
    RefRational lo = RefRational::of(0, 1);
    RefRational hi = RefRational::of(1, 1);
    bool loOpen = false;
    bool hiOpen = false;
    for (std::size_t i = 0; i < convex.size(); ++i) {
        const RefPoint a = convex[i], b = convex[(i + 1) % convex.size()];
        // Strictly left of a->b: alpha + u * beta > 0.
        const RefInt128 ex = b.x - a.x, ey = b.y - a.y;
        const RefInt128 alpha = ex * (RefInt128(s.y) - a.y) - ey * (RefInt128(s.x) - a.x);
        const RefInt128 beta = ex * (RefInt128(t.y) - s.y) - ey * (RefInt128(t.x) - s.x);
        if (beta == 0) {
            if (alpha <= 0)
                return false;
            continue;
        }
        const RefRational bound = RefRational::of(-alpha, beta); // u where it is zero
        if (beta > 0) {                                          // u > bound
            if (lo < bound || (lo == bound)) {
                lo = bound;
                loOpen = true;
            }
        } else if (bound < hi || bound == hi) { // u < bound
            hi = bound;
            hiOpen = true;
        }
    }
    return lo < hi || (lo == hi && !loOpen && !hiOpen);
}

/// A named synthetic mask with known geometry, for the tracing quality tests and the
/// benchmark.
struct RefSyntheticShape
{
    const char *name;
    RefBitmap bitmap;
};

/// Pixels whose centre satisfies `inside(x, y)` (centre coordinates).
template<typename F>
RefBitmap refRasterize(int w, int h, F &&inside)
{
    RefBitmap b(w, h);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            b.set(x, y, inside(x + 0.5, y + 0.5));
    }
    return b;
}

/// Filled circle, ring, five-pointed star, L-shape, two blobs and a bold glyph ('e',
/// with a closed counter and an open bowl), each rasterized at pixel centres on a
/// 256 x 256 canvas, a common sprite size.
inline std::vector<RefSyntheticShape> refSyntheticShapes()
{
    constexpr int n = 256;
    constexpr double c = n / 2.0;
    const auto r = [](double x, double y) { return std::hypot(x - c, y - c); };
    std::vector<RefSyntheticShape> out;
    out.push_back(
            {"circle", refRasterize(n, n, [&](double x, double y) { return r(x, y) <= 100; })});
    out.push_back({"ring", refRasterize(n, n, [&](double x, double y) {
                       return r(x, y) <= 112 && r(x, y) >= 60;
                   })});
    out.push_back({"star", refRasterize(n, n, [&](double x, double y) {
                       // Inside iff the distance from the centre is below the outline's in
                       // that direction; straight edges from tips (116) to notches (48).
                       const double a = std::atan2(y - c, x - c) + std::numbers::pi / 2;
                       const double sector = 2 * std::numbers::pi / 5;
                       const double t = std::fmod(a + 10 * sector, sector) / sector;
                       const double half = std::abs(t - 0.5) * sector; // 0 at a notch
                       const double tip = 116, notch = 48;
                       // The edge from the notch direction (angle 0) to the tip (sector / 2).
                       const double ex = tip * std::cos(sector / 2) - notch;
                       const double ey = tip * std::sin(sector / 2);
                       const double limit
                               = notch * ey / (ey * std::cos(half) - ex * std::sin(half));
                       return r(x, y) <= limit;
                   })});
    out.push_back({"L-shape", refRasterize(n, n, [&](double x, double y) {
                       return (x >= 28 && x <= 108 && y >= 20 && y <= 236)
                              || (x >= 28 && x <= 228 && y >= 156 && y <= 236);
                   })});
    out.push_back({"two blobs", refRasterize(n, n, [&](double x, double y) {
                       const double a = std::hypot((x - 76) / 60, (y - 88) / 44);
                       const double b = std::hypot((x - 176) / 48, (y - 176) / 68);
                       return a <= 1 || b <= 1;
                   })});
    out.push_back({"glyph e", refRasterize(n, n, [&](double x, double y) {
                       const double d = r(x, y);
                       const bool bowl = d <= 108 && d >= 62;
                       const bool bar = std::abs(y - c + 4) <= 16 && d <= 108;
                       const bool mouth = x > c + 16 && y > c + 20 && y < c + 70;
                       return (bowl || bar) && !mouth;
                   })});
    return out;
}

} // namespace hitbox::testing
