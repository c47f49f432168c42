#pragma once

// Oracles for convex decompositions: every promise of decomposeConvex checked exactly on
// integer coordinates (refGridScale per pixel), a point-sampling coverage check with an
// independent point-in-shape test, a brute-force minimum piece count for small polygons,
// and mirror invariance of a piece set. None of it calls the decomposition code.

#include "polygonoverlap.h"
#include "referencetrace.h"

#include <map>
#include <numbers>
#include <set>
#include <string>

namespace hitbox::testing {

/// The first broken promise of a decomposition of `shape`, empty when all hold: pieces
/// strictly convex counter-clockwise with 3..limit vertices, vertices that are the
/// shape's (or, with `steinerOnBoundary`, points of its outer loop), twice areas adding
/// up exactly, no outline edge through a piece, interiors pairwise disjoint (the kernel's
/// polygonsOverlap, and the slab oracle when `exactOverlap`; coordinates must then stay
/// within refMaxCoordinate grid units), and `samples` x `samples` sample points located
/// in the shape and in the pieces agreeing (inside the shape iff inside or on exactly
/// the pieces' boundaries).
inline std::string refDecompositionProblem(const collision::PolygonWithHoles &shape,
                                           const std::vector<collision::Polygon> &pieces,
                                           std::size_t limit,
                                           bool exactOverlap,
                                           bool steinerOnBoundary = false,
                                           int samples = 0)
{
    using std::to_string;
    const std::optional<RefShape> ref = refOnGrid(shape);
    if (!ref)
        return "shape off the grid";
    std::set<std::pair<std::int64_t, std::int64_t>> shapeVertices;
    std::int64_t shapeTwiceArea = 0;
    for (std::size_t l = 0; l < ref->loops.size(); ++l) {
        for (const RefPoint v : ref->loops[l])
            shapeVertices.insert({v.x, v.y});
        const std::int64_t a = refTwiceArea(ref->loops[l]);
        shapeTwiceArea += (a < 0 ? -a : a) * (l == 0 ? 1 : -1);
    }
    const auto onOuter = [&](RefPoint p) {
        const RefPolygon &outer = ref->loops[0];
        for (std::size_t k = 0; k < outer.size(); ++k) {
            const RefPoint a = outer[k], b = outer[(k + 1) % outer.size()];
            if (refOrient(a, b, p) == 0 && std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x)
                && std::min(a.y, b.y) <= p.y && p.y <= std::max(a.y, b.y))
                return true;
        }
        return false;
    };
    std::vector<RefPolygon> refPieces;
    std::int64_t piecesTwiceArea = 0;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const std::optional<RefPolygon> p = refOnGrid(pieces[i]);
        const std::string name = "piece " + to_string(i);
        if (!p)
            return name + " off the grid";
        if (p->size() < 3 || p->size() > limit)
            return name + " has " + to_string(p->size()) + " vertices, limit " + to_string(limit);
        for (std::size_t k = 0; k < p->size(); ++k) {
            const RefPoint a = (*p)[k], b = (*p)[(k + 1) % p->size()],
                           c = (*p)[(k + 2) % p->size()];
            if (refOrient(a, b, c) <= 0)
                return name + " is not strictly convex counter-clockwise";
            if (!shapeVertices.count({a.x, a.y}) && !(steinerOnBoundary && onOuter(a)))
                return name + " has a vertex that is not the shape's";
        }
        if (!refIsSimple(*p))
            return name + " is not simple (winds more than once)";
        piecesTwiceArea += refTwiceArea(*p);
        refPieces.push_back(*p);
    }
    if (piecesTwiceArea != shapeTwiceArea)
        return "pieces cover " + to_string(piecesTwiceArea) + ", shape " + to_string(shapeTwiceArea)
               + " (twice area, grid units)";
    for (std::size_t i = 0; i < refPieces.size(); ++i) {
        const RefPolygon &p = refPieces[i];
        for (const RefPolygon &loop : ref->loops) {
            for (std::size_t k = 0; k < loop.size(); ++k) {
                if (refSegmentEntersOpenConvex(loop[k], loop[(k + 1) % loop.size()], p))
                    return "an outline edge runs through piece " + to_string(i);
            }
        }
    }
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const collision::Rect bi = collision::polygonBounds(pieces[i]);
        for (std::size_t j = 0; j < i; ++j) {
            const collision::Rect bj = collision::polygonBounds(pieces[j]);
            if (bi.x >= bj.x + bj.w || bj.x >= bi.x + bi.w || bi.y >= bj.y + bj.h
                || bj.y >= bi.y + bi.h)
                continue;
            if (collision::detail::polygonsOverlap(pieces[i], pieces[j]).overlap)
                return "pieces " + to_string(j) + " and " + to_string(i) + " overlap";
            if (exactOverlap && refInteriorsOverlap(refPieces[i], refPieces[j]))
                return "pieces " + to_string(j) + " and " + to_string(i) + " overlap (slab oracle)";
        }
    }
    if (samples > 0) {
        std::int64_t lo[2] = {ref->loops[0][0].x, ref->loops[0][0].y};
        std::int64_t hi[2] = {lo[0], lo[1]};
        for (const RefPoint v : ref->loops[0]) {
            lo[0] = std::min(lo[0], v.x);
            hi[0] = std::max(hi[0], v.x);
            lo[1] = std::min(lo[1], v.y);
            hi[1] = std::max(hi[1], v.y);
        }
        // Sample (x / den, y / den) at odd offsets so that few land on a cut.
        constexpr std::int64_t den = 1009;
        for (int sx = 0; sx < samples; ++sx) {
            for (int sy = 0; sy < samples; ++sy) {
                const std::int64_t x
                        = lo[0] * den + (hi[0] - lo[0]) * den * (2 * sx + 1) / (2 * samples) + 7;
                const std::int64_t y
                        = lo[1] * den + (hi[1] - lo[1]) * den * (2 * sy + 1) / (2 * samples) + 3;
                const RefWhere inShape = refWhereInShape(*ref, x, y, den);
                int inside = 0;
                int boundary = 0;
                for (const RefPolygon &p : refPieces) {
                    const RefWhere w = refPointInPolygon(p, x, y, den);
                    inside += w == RefWhere::Inside;
                    boundary += w == RefWhere::Boundary;
                }
                const bool covered = inside == 1 || (inside == 0 && boundary >= 2);
                const bool ok = inShape == RefWhere::Inside    ? covered && inside <= 1
                                : inShape == RefWhere::Outside ? inside == 0 && boundary == 0
                                                               : inside == 0;
                if (!ok)
                    return "sample (" + to_string(x) + ", " + to_string(y) + ")/" + to_string(den)
                           + " (grid units) is in " + to_string(inside) + " pieces, on "
                           + to_string(boundary) + ", shape says " + to_string(int(inShape));
            }
        }
    }
    return {};
}

/// The fewest convex pieces (at most `limit` corners each) that partition the simple
/// polygon `p` by cuts between its corners, by brute force over sets of non-crossing
/// diagonals, smallest sets first. Straight vertices are removed first. For small
/// polygons only (about 10 corners).
inline int refMinConvexPieces(RefPolygon p, std::size_t limit)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < p.size() && p.size() > 3; ++i) {
            const std::size_t n = p.size();
            if (refOrient(p[(i + n - 1) % n], p[i], p[(i + 1) % n]) == 0) {
                p.erase(p.begin() + std::ptrdiff_t(i));
                changed = true;
            }
        }
    }
    if (refTwiceArea(p) < 0)
        std::reverse(p.begin(), p.end());
    const std::size_t n = p.size();
    const auto dot = [](RefPoint o, RefPoint a, RefPoint b) {
        return (a.x - o.x) * (b.x - o.x) + (a.y - o.y) * (b.y - o.y);
    };
    std::vector<std::pair<std::size_t, std::size_t>> diagonals;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 2; j < n; ++j) {
            if (i == 0 && j == n - 1)
                continue;
            bool ok = refPointInPolygon(p, p[i].x + p[j].x, p[i].y + p[j].y, 2) == RefWhere::Inside;
            for (std::size_t k = 0; ok && k < n; ++k) {
                const std::size_t l = (k + 1) % n;
                if (k != i && k != j && l != i && l != j)
                    ok = !refSegmentsMeet(p[i], p[j], p[k], p[l]);
            }
            for (const std::size_t e : {i, j}) {
                const std::size_t other = e == i ? j : i;
                for (const std::size_t nb : {(e + 1) % n, (e + n - 1) % n}) {
                    if (ok && refOrient(p[e], p[other], p[nb]) == 0
                        && dot(p[e], p[other], p[nb]) > 0)
                        ok = false;
                }
            }
            if (ok)
                diagonals.push_back({i, j});
        }
    }
    const auto crossing
            = [&](std::pair<std::size_t, std::size_t> d, std::pair<std::size_t, std::size_t> e) {
                  if (d.first == e.first || d.first == e.second || d.second == e.first
                      || d.second == e.second)
                      return false;
                  return refSegmentsMeet(p[d.first], p[d.second], p[e.first], p[e.second]);
              };
    // True when the faces the chosen diagonals cut out are convex and within the limit.
    const auto facesFit = [&](const std::vector<std::size_t> &chosen) {
        std::vector<std::vector<std::size_t>> faces(1);
        for (std::size_t i = 0; i < n; ++i)
            faces[0].push_back(i);
        for (const std::size_t c : chosen) {
            const auto [a, b] = diagonals[c];
            for (std::size_t f = 0; f < faces.size(); ++f) {
                auto &face = faces[f];
                const auto ia = std::find(face.begin(), face.end(), a);
                const auto ib = std::find(face.begin(), face.end(), b);
                if (ia == face.end() || ib == face.end())
                    continue;
                RefPolygon facePolygon;
                for (const std::size_t v : face)
                    facePolygon.push_back(p[v]);
                if (refPointInPolygon(facePolygon, p[a].x + p[b].x, p[a].y + p[b].y, 2)
                    != RefWhere::Inside)
                    continue;
                const std::size_t pa = std::size_t(ia - face.begin());
                const std::size_t pb = std::size_t(ib - face.begin());
                std::vector<std::size_t> one, two;
                for (std::size_t k = pa;; k = (k + 1) % face.size()) {
                    one.push_back(face[k]);
                    if (k == pb)
                        break;
                }
                for (std::size_t k = pb;; k = (k + 1) % face.size()) {
                    two.push_back(face[k]);
                    if (k == pa)
                        break;
                }
                face = one;
                faces.push_back(two);
                break;
            }
        }
        for (const auto &face : faces) {
            std::size_t corners = 0;
            for (std::size_t k = 0; k < face.size(); ++k) {
                const int turn = refOrient(p[face[(k + face.size() - 1) % face.size()]],
                                           p[face[k]],
                                           p[face[(k + 1) % face.size()]]);
                if (turn < 0)
                    return false;
                corners += turn > 0;
            }
            if (corners > limit)
                return false;
        }
        return true;
    };
    std::vector<std::size_t> chosen;
    // Sets of `size` pairwise non-crossing diagonals from index `from` on.
    const auto search = [&](auto &&self, std::size_t size, std::size_t from) -> bool {
        if (chosen.size() == size)
            return facesFit(chosen);
        for (std::size_t c = from; c < diagonals.size(); ++c) {
            bool free = true;
            for (const std::size_t o : chosen)
                free = free && !crossing(diagonals[c], diagonals[o]);
            if (!free)
                continue;
            chosen.push_back(c);
            if (self(self, size, c + 1))
                return true;
            chosen.pop_back();
        }
        return false;
    };
    for (std::size_t size = 0; size <= diagonals.size(); ++size) {
        if (search(search, size, 0))
            return int(size) + 1;
    }
    return -1;
}

/// True when the mirror image of every piece (x -> twice - x when `vertical`, else
/// y -> twice - y) is a piece too, as a set of vertices.
inline bool
refMirrorInvariant(const std::vector<collision::Polygon> &pieces, bool vertical, double twice)
{
    const auto key = [](std::vector<std::pair<double, double>> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    std::multiset<std::vector<std::pair<double, double>>> all, mirrored;
    for (const collision::Polygon &p : pieces) {
        std::vector<std::pair<double, double>> v, m;
        for (const collision::Vec2 q : p.points) {
            v.push_back({q.x, q.y});
            m.push_back(vertical ? std::pair{twice - q.x, q.y} : std::pair{q.x, twice - q.y});
        }
        all.insert(key(v));
        mirrored.insert(key(m));
    }
    return all == mirrored;
}

// ---------------------------------------------------------------------------------------
// Generated outlines for the decomposition tests and benchmark (integer coordinates).

// A loop from its half before the vertical axis x = 0 (top to bottom, x < 0 or on the
// axis at the ends), completed by the mirror image.
inline RefPolygon refMirrored(const RefPolygon &half)
{
    RefPolygon loop = half;
    for (auto it = half.rbegin(); it != half.rend(); ++it) {
        if (it->x != 0)
            loop.push_back({-it->x, it->y});
    }
    return loop;
}

// A ship seen from above: nose up, swept wings, engine notches, a tail on the axis.
inline RefPolygon refShipOutline()
{
    return refMirrored({{0, 0},
                        {-3, 6},
                        {-4, 14},
                        {-12, 20},
                        {-16, 26},
                        {-16, 30},
                        {-10, 28},
                        {-6, 30},
                        {-5, 34},
                        {-2, 32},
                        {0, 31}});
}

// Windows of the ship: one on each wing.
inline std::vector<RefPolygon> refShipWindows()
{
    return {{{-10, 23}, {-8, 23}, {-8, 25}, {-10, 25}}, {{10, 23}, {8, 23}, {8, 25}, {10, 25}}};
}

// A gear with `teeth` teeth, point-symmetric rounding so that x -> -x maps it onto
// itself (the first tooth straddles the top).
inline RefPolygon refGear(int teeth, double inner, double outer)
{
    RefPolygon p;
    const double step = 2.0 * std::numbers::pi / teeth;
    for (int t = 0; t < teeth; ++t) {
        const double a = -std::numbers::pi / 2 + t * step;
        for (const auto &[da, r] :
             {std::pair{-0.3, inner}, {-0.15, outer}, {0.15, outer}, {0.3, inner}}) {
            const double angle = a + da * step;
            p.push_back({std::llround(r * std::cos(angle)), std::llround(r * std::sin(angle))});
        }
    }
    return p;
}

inline RefPolygon refStar(int points, double inner, double outer)
{
    RefPolygon p;
    for (int k = 0; k < 2 * points; ++k) {
        const double angle = -std::numbers::pi / 2 + k * std::numbers::pi / points;
        const double r = k % 2 ? inner : outer;
        p.push_back({std::llround(r * std::cos(angle)), std::llround(r * std::sin(angle))});
    }
    return p;
}

/// A comb: a bar with three teeth hanging down.
inline RefPolygon refComb()
{
    return {{0, 0},
            {1, 0},
            {1, 3},
            {2, 3},
            {2, 0},
            {3, 0},
            {3, 3},
            {4, 3},
            {4, 0},
            {5, 0},
            {5, 4},
            {0, 4}};
}

inline RefPolygon refRotated90(RefPolygon p, int times)
{
    for (int t = 0; t < times; ++t) {
        for (RefPoint &v : p)
            v = {v.y, -v.x};
    }
    return p;
}

} // namespace hitbox::testing
