#include "simplify_p.h"

#include <hitbox/geometry.h>

#include <limits>

namespace hitbox::collision::detail {

void LiveEdges::rebuild(std::size_t live)
{
    m_grid = m_search == NeighbourSearch::Grid
             || (m_search == NeighbourSearch::Automatic && m_points.size() > bruteForcePoints);
    if (!m_grid)
        return;
    Vec2 lo{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    Vec2 hi = -1.0 * lo;
    double length = 0.0;
    for (Index v = 0; v < m_kept.size(); ++v) {
        if (!m_kept[v])
            continue;
        const Vec2 p = m_points[v];
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
        length += std::sqrt(distanceSquared(p, m_points[m_next[v]]));
    }
    const double count = double(std::max<std::size_t>(live, 1));
    const double w = std::max(hi.x - lo.x, 0.0);
    const double h = std::max(hi.y - lo.y, 0.0);
    // Cells of about two mean edges, but no more than about 4 per edge over the box.
    double size = std::max(2.0 * length / count, std::sqrt(w * h / (4.0 * count)));
    if (!(size > 0.0) || !std::isfinite(size))
        size = std::max({w, h, 1.0});
    m_x0 = lo.x;
    m_y0 = lo.y;
    m_inverseCell = 1.0 / size;
    m_columns = int(std::clamp(w / size + 1.0, 1.0, 16384.0));
    m_rows = int(std::clamp(h / size + 1.0, 1.0, 16384.0));
    m_heads.assign(std::size_t(m_columns) * std::size_t(m_rows), none);
    m_entries.clear();
    for (Index v = 0; v < m_kept.size(); ++v) {
        if (m_kept[v])
            insert(v);
    }
    m_budget = live / 2 + 8;
}

void LiveEdges::insert(Index from)
{
    const Index to = m_next[from];
    const Vec2 a = m_points[from];
    const Vec2 b = m_points[to];
    const int c0 = column(std::min(a.x, b.x)), c1 = column(std::max(a.x, b.x));
    const int r0 = row(std::min(a.y, b.y)), r1 = row(std::max(a.y, b.y));
    for (int r = r0; r <= r1; ++r) {
        for (int c = c0; c <= c1; ++c) {
            std::uint32_t &head = m_heads[cell(c, r)];
            m_entries.push_back({from, to, head});
            head = std::uint32_t(m_entries.size() - 1);
        }
    }
}

namespace {

bool isInteger(double v)
{
    return v == std::floor(v);
}

bool loopOnPixelGrid(const Polygon &loop)
{
    const std::size_t n = loop.points.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = loop.points[i];
        const Vec2 b = loop.points[(i + 1) % n];
        const bool horizontal = a.y == b.y && isInteger(a.y);
        const bool vertical = a.x == b.x && isInteger(a.x);
        const bool chamfer
                = std::abs(b.x - a.x) == 0.25 && std::abs(b.y - a.y) == 0.25
                  && ((isInteger(a.x) && isInteger(b.y)) || (isInteger(b.x) && isInteger(a.y)));
        if (!horizontal && !vertical && !chamfer)
            return false;
    }
    return true;
}

} // namespace

bool onPixelGrid(const PolygonWithHoles &shape)
{
    if (!loopOnPixelGrid(shape.outer))
        return false;
    return std::all_of(shape.holes.begin(), shape.holes.end(), loopOnPixelGrid);
}

} // namespace hitbox::collision::detail
