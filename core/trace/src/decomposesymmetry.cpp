// decomposeConvex for mirror-symmetric shapes: cut one half, mirror it, merge across
// the axis.

#include "decompose_p.h"
#include <hitbox/geometry.h>
#include <hitbox/trace/triangulate.h>

#include <algorithm>

namespace hitbox::collision::detail {
namespace {

// The mirror about x = twice / 2 (vertical) or y = twice / 2.
struct Mirror
{
    bool vertical = true;
    double twice = 0.0;

    Vec2 operator()(Vec2 p) const
    {
        return vertical ? Vec2{twice - p.x, p.y} : Vec2{p.x, twice - p.y};
    }
    // Sign of the side of p: -1 before the axis, 0 on it, +1 after it.
    int side(Vec2 p) const
    {
        const double d = 2.0 * (vertical ? p.x : p.y) - twice;
        return (d > 0.0) - (d < 0.0);
    }
};

bool lessPoint(Vec2 a, Vec2 b)
{
    return a.x < b.x || (a.x == b.x && a.y < b.y);
}

bool lessLoop(const std::vector<Vec2> &a, const std::vector<Vec2> &b)
{
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), lessPoint);
}

// The loop rotated to start at its smallest point.
std::vector<Vec2> canonical(std::vector<Vec2> loop)
{
    const auto first = std::min_element(loop.begin(), loop.end(), lessPoint);
    std::rotate(loop.begin(), first, loop.end());
    return loop;
}

// The mirror image of a loop with its winding kept.
std::vector<Vec2> mirroredLoop(const std::vector<Vec2> &loop, const Mirror &mirror)
{
    std::vector<Vec2> out;
    out.reserve(loop.size());
    for (auto it = loop.rbegin(); it != loop.rend(); ++it)
        out.push_back(mirror(*it));
    return out;
}

struct Half
{
    PolygonWithHoles shape; // the half before the axis; its outer loop ends on the axis
    Vec2 a;                 // the axis points: the half's outer loop closes b -> a
    Vec2 b;
};

// The half of a shape symmetric under `mirror` on the given side of the axis (-1 before,
// +1 after), when the axis crosses the outer loop exactly twice (at vertices or at the
// midpoints of edges it cuts) and meets no hole.
std::optional<Half> halfOf(const std::vector<Vec2> &outer,
                           const std::vector<std::vector<Vec2>> &holes,
                           const Mirror &mirror,
                           int side)
{
    if (canonical(mirroredLoop(outer, mirror)) != canonical(outer))
        return std::nullopt;
    std::vector<std::vector<Vec2>> holeForms;
    for (const auto &hole : holes)
        holeForms.push_back(canonical(hole));
    std::sort(holeForms.begin(), holeForms.end(), lessLoop);
    std::vector<std::vector<Vec2>> mirroredForms;
    for (const auto &hole : holes)
        mirroredForms.push_back(canonical(mirroredLoop(hole, mirror)));
    std::sort(mirroredForms.begin(), mirroredForms.end(), lessLoop);
    if (holeForms != mirroredForms)
        return std::nullopt;

    // The outer loop with the axis points in it, and where they are.
    std::vector<Vec2> ring;
    std::vector<std::size_t> onAxis;
    const std::size_t n = outer.size();
    for (std::size_t k = 0; k < n; ++k) {
        const Vec2 p = outer[k];
        const Vec2 q = outer[(k + 1) % n];
        if (mirror.side(p) == 0)
            onAxis.push_back(ring.size());
        ring.push_back(p);
        if (mirror.side(p) * mirror.side(q) < 0) {
            const Vec2 mid{(p.x + q.x) / 2.0, (p.y + q.y) / 2.0};
            if (mirror.side(mid) != 0 || orient2d(p, q, mid) != 0)
                return std::nullopt;
            onAxis.push_back(ring.size());
            ring.push_back(mid);
        }
    }
    if (onAxis.size() != 2)
        return std::nullopt;
    Half half;
    const std::size_t m = ring.size();
    for (const std::size_t start : onAxis) {
        const Vec2 after = ring[(start + 1) % m];
        if (mirror.side(after) != side)
            continue;
        for (std::size_t k = start;; k = (k + 1) % m) {
            half.shape.outer.points.push_back(ring[k]);
            if (k != start && mirror.side(ring[k]) == 0)
                break;
        }
        half.a = ring[start];
        half.b = half.shape.outer.points.back();
    }
    if (half.shape.outer.points.size() < 3)
        return std::nullopt;
    for (const auto &hole : holes) {
        int sides = 0;
        for (const Vec2 p : hole)
            sides |= mirror.side(p) < 0 ? 1 : mirror.side(p) > 0 ? 2 : 4;
        if (sides != 1 && sides != 2)
            return std::nullopt; // the axis meets the hole
        if (sides == (side < 0 ? 1 : 2))
            half.shape.holes.push_back(Polygon{hole});
    }
    return half;
}

std::optional<std::size_t> edgeAt(const Polygon &piece, Vec2 from, Vec2 to)
{
    const std::size_t n = piece.points.size();
    for (std::size_t k = 0; k < n; ++k) {
        if (piece.points[k] == from && piece.points[(k + 1) % n] == to)
            return k;
    }
    return std::nullopt;
}

// The half's pieces, their mirror images, and the piece on the axis merged with its
// image when the union is convex and within the limit.
std::vector<Polygon> mirroredPieces(std::vector<Polygon> pieces,
                                    const Half &half,
                                    const Mirror &mirror,
                                    std::size_t limit)
{
    const std::size_t count = pieces.size();
    std::optional<std::size_t> onAxis;
    for (std::size_t i = 0; i < count; ++i) {
        Polygon image;
        image.points = mirroredLoop(pieces[i].points, mirror);
        pieces.push_back(std::move(image));
        if (edgeAt(pieces[i], half.b, half.a))
            onAxis = i;
    }
    if (!onAxis)
        return pieces;
    // As indexed pieces: the piece, then its image, sharing the axis points.
    const Polygon &left = pieces[*onAxis];
    const Polygon &right = pieces[count + *onAxis];
    std::vector<Vec2> pts = left.points;
    Piece a, b;
    for (std::uint32_t k = 0; k < left.points.size(); ++k)
        a.push_back(k);
    // Only the two axis points are shared; looking up every point made a piece holding
    // half of a large round outline quadratic.
    for (const Vec2 p : right.points) {
        if (p == half.a || p == half.b) {
            const auto same = std::find(left.points.begin(), left.points.end(), p);
            if (same != left.points.end()) {
                b.push_back(std::uint32_t(same - left.points.begin()));
                continue;
            }
        }
        b.push_back(std::uint32_t(pts.size()));
        pts.push_back(p);
    }
    const std::uint32_t p = std::uint32_t(*edgeAt(left, half.b, half.a));
    const std::uint32_t q = std::uint32_t((p + 1) % left.points.size());
    const std::optional<Piece> both = merged(a, b, p, q, pts, limit, false);
    if (!both)
        return pieces;
    Polygon union_ = strictPolygons(pts, {*both}).front();
    pieces.erase(pieces.begin() + std::ptrdiff_t(count + *onAxis));
    pieces[*onAxis] = std::move(union_);
    return pieces;
}

} // namespace

std::optional<std::vector<Polygon>> decomposeSymmetric(const PolygonWithHoles &shape,
                                                       std::size_t limit)
{
    const std::vector<Vec2> outer = preparedLoop(shape.outer, 1);
    if (outer.empty())
        return std::nullopt;
    std::vector<std::vector<Vec2>> holes;
    for (const Polygon &hole : shape.holes) {
        std::vector<Vec2> loop = preparedLoop(hole, -1);
        if (!loop.empty())
            holes.push_back(std::move(loop));
    }
    double lo[2] = {outer[0].x, outer[0].y};
    double hi[2] = {outer[0].x, outer[0].y};
    for (const Vec2 p : outer) {
        lo[0] = std::min(lo[0], p.x);
        hi[0] = std::max(hi[0], p.x);
        lo[1] = std::min(lo[1], p.y);
        hi[1] = std::max(hi[1], p.y);
    }
    std::optional<std::vector<Polygon>> best;
    for (const bool vertical : {true, false}) {
        const int axis = vertical ? 0 : 1;
        const Mirror mirror{vertical, lo[axis] + hi[axis]};
        for (const int side : {-1, 1}) {
            const std::optional<Half> half = halfOf(outer, holes, mirror, side);
            if (!half)
                break;
            std::optional<std::vector<Polygon>> pieces = decomposeAsymmetric(half->shape, limit);
            if (!pieces)
                continue;
            std::vector<Polygon> all = mirroredPieces(std::move(*pieces), *half, mirror, limit);
            if (!best || all.size() < best->size())
                best = std::move(all);
        }
    }
    return best;
}

} // namespace hitbox::collision::detail
