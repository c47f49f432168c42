// validateRegion's quick proof (loopsApartAndNested): the loops of a shape meet nowhere and
// nest as they should, shown cheaply for the usual shape, or not shown; the sweep line of
// simplicitysweep.cpp then decides and names the loops at fault.

#include <hitbox/shapes.h>

#include "simplicitysweep.h"
#include <hitbox/geometry.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

// Up to this many holes the loops are compared directly; past it through EdgeGrids.
constexpr std::size_t directHoles = 16;

ExactBox loopBounds(const Polygon &loop)
{
    ExactBox b{loop.points.front().x,
               loop.points.front().x,
               loop.points.front().y,
               loop.points.front().y};
    for (const Vec2 p : loop.points) {
        b.minX = std::min(b.minX, p.x);
        b.maxX = std::max(b.maxX, p.x);
        b.minY = std::min(b.minY, p.y);
        b.maxY = std::max(b.maxY, p.y);
    }
    return b;
}

// Edges by the cells of a grid their boxes meet: two edges that share a point share the
// cell of that point, and with one column, a cell (a row) holds every edge whose y range
// meets it. Rounding keeps the cell of a coordinate monotonic, so an edge's cells cover
// each point of its box.
class EdgeGrid
{
public:
    // Puts boxes[0..n) in a columns x rows grid over `bounds`; false when that would take
    // more than maxEntries places (edges long against the cells).
    bool build(std::span<const ExactBox> boxes,
               const ExactBox &bounds,
               int columns,
               int rows,
               std::size_t maxEntries)
    {
        m_columns = columns;
        m_rows = rows;
        m_minX = bounds.minX;
        m_minY = bounds.minY;
        m_inverseWidth = bounds.maxX > bounds.minX ? columns / (bounds.maxX - bounds.minX) : 0.0;
        m_inverseHeight = bounds.maxY > bounds.minY ? rows / (bounds.maxY - bounds.minY) : 0.0;
        m_start.assign(std::size_t(columns) * std::size_t(rows) + 1, 0);
        maxEntries = std::min<std::size_t>(maxEntries, UINT32_MAX);
        std::size_t entries = 0;
        for (const ExactBox &box : boxes) {
            entries += std::size_t(column(box.maxX) - column(box.minX) + 1)
                       * std::size_t(row(box.maxY) - row(box.minY) + 1);
            if (entries > maxEntries)
                return false;
            forEachCell(box, [&](std::size_t c) { ++m_start[c + 1]; });
        }
        for (std::size_t c = 1; c < m_start.size(); ++c)
            m_start[c] += m_start[c - 1];
        m_edges.resize(entries);
        std::vector<std::uint32_t> fill(m_start.begin(), m_start.end() - 1);
        for (std::size_t i = 0; i < boxes.size(); ++i)
            forEachCell(boxes[i], [&](std::size_t c) { m_edges[fill[c]++] = std::uint32_t(i); });
        return true;
    }

    std::size_t cells() const { return m_start.size() - 1; }

    std::span<const std::uint32_t> edgesIn(std::size_t cell) const
    {
        return std::span<const std::uint32_t>(m_edges).subspan(m_start[cell],
                                                               m_start[cell + 1] - m_start[cell]);
    }

    // The edges of the cell that holds (x, y).
    std::span<const std::uint32_t> edgesAt(double x, double y) const
    {
        return edgesIn(std::size_t(row(y)) * std::size_t(m_columns) + std::size_t(column(x)));
    }

private:
    static int cellOf(double offset, double inverse, int count)
    {
        const double cell = offset * inverse;
        if (!(cell >= 0.0)) // also 0 * infinity, for extents too small to divide by
            return 0;
        return int(std::min(cell, double(count - 1))); // truncated: the floor, from 0 up
    }
    int column(double x) const { return cellOf(x - m_minX, m_inverseWidth, m_columns); }
    int row(double y) const { return cellOf(y - m_minY, m_inverseHeight, m_rows); }

    template<typename F>
    void forEachCell(const ExactBox &box, F &&f) const
    {
        const int firstColumn = column(box.minX);
        const int lastColumn = column(box.maxX);
        const int lastRow = row(box.maxY);
        for (int r = row(box.minY); r <= lastRow; ++r) {
            for (int c = firstColumn; c <= lastColumn; ++c)
                f(std::size_t(r) * std::size_t(m_columns) + std::size_t(c));
        }
    }

    int m_columns = 1;
    int m_rows = 1;
    double m_minX = 0.0;
    double m_minY = 0.0;
    double m_inverseWidth = 0.0;
    double m_inverseHeight = 0.0;
    std::vector<std::uint32_t> m_start; // first entry of each cell, and the end
    std::vector<std::uint32_t> m_edges;
};

struct LoopEdge
{
    ExactBox box;
    Vec2 a, b;
    std::size_t loop;
};

// Every loop's edges, loop after loop.
std::vector<LoopEdge> loopEdges(const PolygonWithHoles &shape)
{
    std::vector<LoopEdge> edges;
    edges.reserve(vertexCount(shape));
    for (std::size_t l = 0; l < shape.holes.size() + 1; ++l) {
        const std::vector<Vec2> &pts = loopAt(shape, l).points;
        for (std::size_t i = 0; i < pts.size(); ++i) {
            const Vec2 a = pts[i];
            const Vec2 b = pts[i + 1 == pts.size() ? 0 : i + 1];
            edges.push_back({ExactBox::of(a, b), a, b, l});
        }
    }
    return edges;
}

bool meetAcrossLoops(const LoopEdge &e, const LoopEdge &f)
{
    return e.loop != f.loop && e.box.meets(f.box) && segmentsIntersect(e.a, e.b, f.a, f.b);
}

// Pairs of edges looked at, per edge, before the sweep's O(n log n) is the better bet.
constexpr std::size_t pairsPerEdge = 8;

// True when no edge of one loop meets an edge of another, the edges sorted by their left
// ends (as validatePolygon takes them; `edges` is left so). False also past the budget.
bool loopsApartBySorting(std::vector<LoopEdge> &edges)
{
    std::sort(edges.begin(), edges.end(), [](const LoopEdge &e, const LoopEdge &f) {
        return e.box.minX < f.box.minX;
    });
    std::size_t pairs = pairsPerEdge * edges.size();
    return scanEdgePairs(
                   edges,
                   pairs,
                   [](const LoopEdge &e, const LoopEdge &f) { return !meetAcrossLoops(e, f); })
           == PairScan::Finished;
}

// The same through the pairs that share a cell of a grid fitted to the edges (`boxes`,
// theirs): the x ranges of many small loops may overlap a lot (holes above each other).
bool loopsApartInGrid(const std::vector<LoopEdge> &edges,
                      std::span<const ExactBox> boxes,
                      const ExactBox &all)
{
    // Cells about as large as the edges, and about two cells per edge at most.
    double extent = 0.0;
    for (const ExactBox &box : boxes)
        extent += std::max(box.maxX - box.minX, box.maxY - box.minY);
    const double width = all.maxX - all.minX, height = all.maxY - all.minY;
    const double side = std::max(extent / double(edges.size()),
                                 std::sqrt(width * height / (2.0 * double(edges.size()))));
    if (!(side > 0.0))
        return false;
    const auto count
            = [&](double length) { return int(std::clamp(std::ceil(length / side), 1.0, 4096.0)); };
    EdgeGrid grid;
    if (!grid.build(boxes, all, count(width), count(height), 4 * edges.size()))
        return false;
    std::size_t pairs = pairsPerEdge * edges.size();
    for (std::size_t c = 0; c < grid.cells(); ++c) {
        const std::span<const std::uint32_t> in = grid.edgesIn(c);
        for (std::size_t k = 0; k < in.size(); ++k) {
            for (std::size_t m = k + 1; m < in.size(); ++m) {
                if (pairs-- == 0 || meetAcrossLoops(edges[in[k]], edges[in[m]]))
                    return false;
            }
        }
    }
    return true;
}

// True when every hole lies inside the outer loop, the loops being apart (so one vertex of
// each tells). Given the outer loop's edge boxes, those edges are put in rows first.
bool holesInsideOuter(const PolygonWithHoles &shape,
                      const ExactBox &outerBounds,
                      const std::vector<ExactBox> &holeBounds,
                      std::span<const ExactBox> outerEdgeBoxes)
{
    const std::vector<Vec2> &outer = shape.outer.points;
    EdgeGrid rows;
    const bool byRows = !outerEdgeBoxes.empty();
    if (byRows) {
        const int count = int(std::clamp<std::size_t>(outer.size() / 4, 1, 1 << 16));
        if (!rows.build(outerEdgeBoxes, outerBounds, 1, count, 4 * outer.size()))
            return false;
    }
    // A row may still hold most edges (a loop flat but for one spike): bounded work.
    std::size_t work = 32 * (outer.size() + shape.holes.size());
    for (std::size_t h = 0; h < shape.holes.size(); ++h) {
        const Vec2 p = shape.holes[h].points.front();
        if (!holeBounds[h].within(outerBounds))
            return false;
        if (!byRows) {
            if (pointInPolygon(shape.outer, p) != Containment::Inside)
                return false;
            continue;
        }
        const std::span<const std::uint32_t> edges = rows.edgesAt(p.x, p.y);
        if (edges.size() > work)
            return false;
        work -= edges.size();
        if (pointInPolygonAmong(outer, edges, p) != Containment::Inside)
            return false;
    }
    return true;
}

// True when no hole lies inside another, the loops being apart: only holes whose bounds
// nest are asked (one vertex each), found among the pairs whose x ranges meet. False also
// when those pairs, or the vertices their tests visit, are many.
bool noHoleInHole(const PolygonWithHoles &shape, const std::vector<ExactBox> &holeBounds)
{
    std::vector<std::size_t> order(shape.holes.size());
    for (std::size_t h = 0; h < order.size(); ++h)
        order[h] = h;
    std::sort(order.begin(), order.end(), [&](std::size_t g, std::size_t h) {
        return holeBounds[g].minX < holeBounds[h].minX;
    });
    std::size_t pairs = 8 * order.size() + 64;
    std::size_t work = 32 * vertexCount(shape);
    // True when inner may lie inside outer (also when the work is spent: cannot tell).
    const auto inside = [&](std::size_t inner, std::size_t outer) {
        if (!holeBounds[inner].within(holeBounds[outer]))
            return false;
        const Polygon &loop = shape.holes[outer];
        if (loop.points.size() > work)
            return true;
        work -= loop.points.size();
        return pointInPolygon(loop, shape.holes[inner].points.front()) != Containment::Outside;
    };
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::size_t g = order[k];
        const double right = holeBounds[g].maxX;
        for (std::size_t m = k + 1; m < order.size() && holeBounds[order[m]].minX <= right; ++m) {
            if (pairs-- == 0 || inside(order[m], g) || inside(g, order[m]))
                return false;
        }
    }
    return true;
}

} // namespace

bool detail::loopsApartAndNested(const PolygonWithHoles &shape)
{
    const ExactBox outerBounds = loopBounds(shape.outer);
    ExactBox all = outerBounds;
    std::vector<ExactBox> holeBounds;
    holeBounds.reserve(shape.holes.size());
    for (const Polygon &hole : shape.holes) {
        const ExactBox b = loopBounds(hole);
        holeBounds.push_back(b);
        all = {std::min(all.minX, b.minX),
               std::max(all.maxX, b.maxX),
               std::min(all.minY, b.minY),
               std::max(all.maxY, b.maxY)};
    }
    // The loops apart, a loop lies inside another exactly when one of its vertices does.
    std::vector<LoopEdge> edges = loopEdges(shape);
    if (shape.holes.size() <= directHoles) {
        return loopsApartBySorting(edges) && holesInsideOuter(shape, outerBounds, holeBounds, {})
               && noHoleInHole(shape, holeBounds);
    }
    std::vector<ExactBox> boxes; // the outer loop's edges first
    boxes.reserve(edges.size());
    for (const LoopEdge &e : edges)
        boxes.push_back(e.box);
    const std::span<const ExactBox> outerBoxes(boxes.data(), shape.outer.points.size());
    return loopsApartInGrid(edges, boxes, all)
           && holesInsideOuter(shape, outerBounds, holeBounds, outerBoxes)
           && noHoleInHole(shape, holeBounds);
}

} // namespace hitbox::collision
