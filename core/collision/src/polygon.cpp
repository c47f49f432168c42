#include <hitbox/shapes.h>

#include "simplicitysweep.h"
#include <hitbox/geometry.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

std::size_t nextIndex(std::size_t i, std::size_t n)
{
    return i + 1 == n ? 0 : i + 1;
}

std::size_t previousIndex(std::size_t i, std::size_t n)
{
    return i == 0 ? n - 1 : i - 1;
}

bool areNeighbourEdges(std::size_t i, std::size_t j, std::size_t n)
{
    return nextIndex(i, n) == j || nextIndex(j, n) == i;
}

// Two edges that share a vertex conflict only when they fold back onto each other.
bool neighbourEdgesOverlap(const std::vector<Vec2> &pts, std::size_t i, std::size_t j)
{
    const std::size_t n = pts.size();
    if (nextIndex(j, n) == i)
        std::swap(i, j); // now edge i ends where edge j starts
    const Vec2 a = pts[i];
    const Vec2 shared = pts[j];
    const Vec2 c = pts[nextIndex(j, n)];
    return orient2d(a, shared, c) == 0 && sameDirection(shared, a, c);
}

std::size_t lexicographicMinimum(std::span<const Vec2> pts)
{
    const auto it = std::min_element(pts.begin(), pts.end(), [](Vec2 a, Vec2 b) {
        return a.x < b.x || (a.x == b.x && a.y < b.y);
    });
    return static_cast<std::size_t>(it - pts.begin());
}

// True when edges i and j meet other than as neighbours at their shared vertex.
bool edgesMeetBadly(const std::vector<Vec2> &pts, std::size_t i, std::size_t j)
{
    const std::size_t n = pts.size();
    if (areNeighbourEdges(i, j, n))
        return neighbourEdgesOverlap(pts, i, j);
    return segmentsIntersect(pts[i], pts[nextIndex(i, n)], pts[j], pts[nextIndex(j, n)]);
}

bool allOnOneLine(const std::vector<Vec2> &pts)
{
    for (std::size_t i = 2; i < pts.size(); ++i) {
        if (orient2d(pts[0], pts[1], pts[i]) != 0)
            return false;
    }
    return true;
}

// Up to this many points, validatePolygon first tries every pair (no sort, no allocation):
// cheaper for the many tiny loops a noisy mask traces into (specks, pinholes).
constexpr std::size_t smallPolygonPoints = 8;

// True when the small polygon `pts` (finite points) has none of validatePolygon's problems:
// no repeated point, not all on one line, no two edges that meet badly. The same
// predicates on every pair instead of the sorted scan's, so the same verdict; false says
// nothing more, the full checks then name the problem.
bool smallPolygonIsValid(const std::vector<Vec2> &pts)
{
    const std::size_t n = pts.size();
    if (allOnOneLine(pts))
        return false;
    for (std::size_t i = 0; i < n; ++i) {
        const ExactBox e = ExactBox::of(pts[i], pts[nextIndex(i, n)]);
        for (std::size_t j = i + 1; j < n; ++j) {
            if (pts[j] == pts[i])
                return false;
            if (e.meets(ExactBox::of(pts[j], pts[nextIndex(j, n)])) && edgesMeetBadly(pts, i, j))
                return false;
        }
    }
    return true;
}

} // namespace

PolygonValidation validatePolygon(const Polygon &p, std::size_t pairBudget)
{
    ValidationBudget budget{pairBudget};
    return validatePolygon(p, budget);
}

PolygonValidation validatePolygon(const Polygon &p, ValidationBudget &budget)
{
    const std::size_t pairBudget = budget.remainingPairs;
    const std::vector<Vec2> &pts = p.points;
    const std::size_t n = pts.size();
    if (n < 3)
        return {PolygonProblem::TooFewPoints, n, 0};
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(pts[i].x) || !std::isfinite(pts[i].y))
            return {PolygonProblem::NonFinitePoint, i, i};
    }
    const std::size_t allPairs = n * (n - 1) / 2;
    if (n <= smallPolygonPoints && allPairs <= pairBudget && smallPolygonIsValid(pts)) {
        budget.remainingPairs -= allPairs;
        return {};
    }

    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return pts[a].x < pts[b].x || (pts[a].x == pts[b].x && pts[a].y < pts[b].y);
    });
    for (std::size_t k = 1; k < n; ++k) {
        if (pts[order[k - 1]] == pts[order[k]]) {
            const auto [lo, hi] = std::minmax(order[k - 1], order[k]);
            return {PolygonProblem::RepeatedPoint, lo, hi};
        }
    }

    if (allOnOneLine(pts))
        return {PolygonProblem::ZeroArea, 0, 0};

    // Sweep the edges by their left end so only edges whose x ranges meet are compared.
    struct Edge
    {
        ExactBox box;
        std::size_t index;
    };
    std::vector<Edge> edges;
    edges.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        edges.push_back({ExactBox::of(pts[i], pts[nextIndex(i, n)]), i});
    std::sort(edges.begin(), edges.end(), [](const Edge &a, const Edge &b) {
        return a.box.minX < b.box.minX;
    });

    PolygonValidation found;
    std::size_t left = pairBudget;
    const PairScan scan = scanEdgePairs(edges, left, [&](const Edge &e, const Edge &f) {
        if (edgesMeetBadly(pts, e.index, f.index)) {
            const auto [lo, hi] = std::minmax(e.index, f.index);
            // Report the pair with the lowest edge indices, independent of sweep order.
            if (found.isValid() || lo < found.first || (lo == found.first && hi < found.second))
                found = {PolygonProblem::SelfIntersecting, lo, hi};
        }
        return true;
    });
    if (scan == PairScan::OverBudget) {
        // Quadratic on this input: let the sweep line decide.
        budget.remainingPairs = 0;
        const auto pair = findEdgeContactBySweep(pts);
        if (!pair)
            return {};
        return {PolygonProblem::SelfIntersecting, pair->first, pair->second};
    }
    budget.remainingPairs = left;
    return found;
}

const char *describe(PolygonProblem problem)
{
    switch (problem) {
    case PolygonProblem::None:
        return "valid";
    case PolygonProblem::TooFewPoints:
        return "fewer than 3 points";
    case PolygonProblem::NonFinitePoint:
        return "a coordinate is not a finite number";
    case PolygonProblem::RepeatedPoint:
        return "repeated point";
    case PolygonProblem::ZeroArea:
        return "all points on one line (zero area)";
    case PolygonProblem::SelfIntersecting:
        return "edges cross or touch each other";
    }
    return "unknown problem";
}

double signedArea(const Polygon &p)
{
    const std::vector<Vec2> &pts = p.points;
    const std::size_t n = pts.size();
    if (n < 3)
        return 0.0;
    // Relative to the first vertex to limit cancellation with large coordinates.
    const Vec2 origin = pts[0];
    double twice = 0.0;
    for (std::size_t i = 1; i + 1 < n; ++i)
        twice += cross(pts[i] - origin, pts[i + 1] - origin);
    return twice / 2.0;
}

int polygonOrientation(const Polygon &p)
{
    return polygonOrientation(std::span<const Vec2>(p.points));
}

int polygonOrientation(std::span<const Vec2> pts)
{
    const std::size_t n = pts.size();
    if (n < 3)
        return 0;
    // At the lexicographically smallest vertex a simple polygon turns the way it winds.
    const std::size_t i = lexicographicMinimum(pts);
    std::size_t prev = previousIndex(i, n);
    while (prev != i && pts[prev] == pts[i])
        prev = previousIndex(prev, n);
    std::size_t next = nextIndex(i, n);
    while (next != i && pts[next] == pts[i])
        next = nextIndex(next, n);
    const int turn = orient2d(pts[prev], pts[i], pts[next]);
    if (turn != 0)
        return turn;
    const double area = signedArea(Polygon{{pts.begin(), pts.end()}});
    return (area > 0.0) - (area < 0.0);
}

bool isConvex(const Polygon &p)
{
    const std::vector<Vec2> &pts = p.points;
    const std::size_t n = pts.size();
    if (n < 3)
        return false;
    int direction = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const int turn = orient2d(pts[previousIndex(i, n)], pts[i], pts[nextIndex(i, n)]);
        if (turn == 0)
            continue;
        if (direction == 0)
            direction = turn;
        else if (turn != direction)
            return false;
    }
    return direction != 0;
}

Rect polygonBounds(const Polygon &p)
{
    return boundsOf(p.points);
}

Containment pointInPolygon(const Polygon &p, Vec2 point)
{
    return pointInPolygon(std::span<const Vec2>(p.points), point);
}

namespace {

enum class Crossing { None, Flips, OnEdge };

// One edge's part of pointInPolygon: whether the edge a-b crosses the ray from `point`
// towards +x (half-open rule on y, so a ray through a vertex counts once) or holds the
// point. Only an edge whose closed y range holds point.y can do either.
Crossing crossing(Vec2 a, Vec2 b, Vec2 point)
{
    const bool upward = a.y <= point.y && point.y < b.y;
    const bool downward = b.y <= point.y && point.y < a.y;
    // On the edge: collinear and within its bounds (onSegment, with the cheap bounds test
    // first so that most edges need no orientation at all).
    const bool inBounds = std::min(a.x, b.x) <= point.x && point.x <= std::max(a.x, b.x)
                          && std::min(a.y, b.y) <= point.y && point.y <= std::max(a.y, b.y);
    if (!upward && !downward && !inBounds)
        return Crossing::None;
    const int turn = orient2d(a, b, point);
    if (inBounds && turn == 0)
        return Crossing::OnEdge;
    return (upward && turn > 0) || (downward && turn < 0) ? Crossing::Flips : Crossing::None;
}

} // namespace

Containment pointInPolygon(std::span<const Vec2> pts, Vec2 point)
{
    const std::size_t n = pts.size();
    if (n == 0)
        return Containment::Outside;
    bool inside = false;
    for (std::size_t i = 0; i < n; ++i) {
        const Crossing c = crossing(pts[i], pts[nextIndex(i, n)], point);
        if (c == Crossing::OnEdge)
            return Containment::Boundary;
        inside ^= c == Crossing::Flips;
    }
    return inside ? Containment::Inside : Containment::Outside;
}

Containment detail::pointInPolygonAmong(std::span<const Vec2> pts,
                                        std::span<const std::uint32_t> edges,
                                        Vec2 point)
{
    bool inside = false;
    for (const std::uint32_t i : edges) {
        const Crossing c = crossing(pts[i], pts[nextIndex(i, pts.size())], point);
        if (c == Crossing::OnEdge)
            return Containment::Boundary;
        inside ^= c == Crossing::Flips;
    }
    return inside ? Containment::Inside : Containment::Outside;
}

Polygon transformed(const Polygon &p, const Affine &m)
{
    Polygon out;
    out.points.reserve(p.points.size());
    for (const Vec2 v : p.points)
        out.points.push_back(apply(m, v));
    return out;
}

Polygon rectToPolygon(const Rect &r, const Affine &m)
{
    const auto corners = mapCorners(m, r);
    return Polygon{{corners.begin(), corners.end()}};
}

} // namespace hitbox::collision
