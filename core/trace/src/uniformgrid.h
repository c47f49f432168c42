#pragma once

#include <hitbox/geometry.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace hitbox::collision::detail {

/// A uniform grid of buckets over a rectangle, for finding the segments or points near
/// a query box without comparing everything with everything. Items are stored in every
/// cell their bounding box touches; queries visit every item of every cell the query box
/// touches, so an item may be visited more than once and callers filter stale items
/// themselves. Boxes outside the grid are clamped to its border cells. Internal helper
/// of the simplifier and the triangulation.
template<typename T>
class UniformGrid
{
public:
    /// A grid over `bounds` with about `expectedItems` / 2 cells (at least one).
    UniformGrid(const Rect &bounds, std::size_t expectedItems)
        : m_x0(bounds.x)
        , m_y0(bounds.y)
    {
        const double w = std::max(bounds.w, 1.0);
        const double h = std::max(bounds.h, 1.0);
        const double cells = std::clamp(double(expectedItems) / 2.0, 1.0, 4.0e6);
        m_cell = std::max(std::sqrt(w * h / cells), 1.0);
        m_columns = std::clamp(int(w / m_cell) + 1, 1, 1 << 14);
        m_rows = std::clamp(int(h / m_cell) + 1, 1, 1 << 14);
        m_buckets.resize(std::size_t(m_columns) * std::size_t(m_rows));
    }

    /// Stores `item` in every cell touched by the box spanned by a and b.
    void insert(const T &item, Vec2 a, Vec2 b)
    {
        const auto [c0, c1, r0, r1] = cellRange(a, b);
        for (int r = r0; r <= r1; ++r) {
            for (int c = c0; c <= c1; ++c)
                m_buckets[index(c, r)].push_back(item);
        }
    }

    /// Calls f(item) for the items of every cell touched by the box spanned by a and b.
    template<typename F>
    void visit(Vec2 a, Vec2 b, F &&f) const
    {
        const auto [c0, c1, r0, r1] = cellRange(a, b);
        for (int r = r0; r <= r1; ++r) {
            for (int c = c0; c <= c1; ++c) {
                for (const T &item : m_buckets[index(c, r)])
                    f(item);
            }
        }
    }

private:
    struct CellRange
    {
        int c0, c1, r0, r1;
    };

    int column(double x) const
    {
        const double c = std::floor((x - m_x0) / m_cell);
        return int(std::clamp(c, 0.0, double(m_columns - 1)));
    }

    int row(double y) const
    {
        const double r = std::floor((y - m_y0) / m_cell);
        return int(std::clamp(r, 0.0, double(m_rows - 1)));
    }

    CellRange cellRange(Vec2 a, Vec2 b) const
    {
        return {column(std::min(a.x, b.x)),
                column(std::max(a.x, b.x)),
                row(std::min(a.y, b.y)),
                row(std::max(a.y, b.y))};
    }

    std::size_t index(int c, int r) const
    {
        return std::size_t(r) * std::size_t(m_columns) + std::size_t(c);
    }

    double m_x0;
    double m_y0;
    double m_cell = 1.0;
    int m_columns = 1;
    int m_rows = 1;
    std::vector<std::vector<T>> m_buckets;
};

} // namespace hitbox::collision::detail
