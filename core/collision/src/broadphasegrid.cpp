#include <hitbox/world.h>

#include "ulp.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

// Cell indices are clamped to +-2^40 so that spans never overflow. Clamping is
// monotonic, which is all the duplicate rule needs: far-away boxes merely share the
// outermost cells.
constexpr double cellLimit = 1099511627776.0;

// A box is placed on a level whose cells are at least half its larger side, so it covers
// at most 3 cells per axis there (4 with rounding); more means something is off.
constexpr std::int64_t maxSpan = 8;

bool isBinnable(const Rect &r)
{
    return !isEmpty(r) && std::isfinite(r.x) && std::isfinite(r.y);
}

} // namespace

BroadphaseGrid::BroadphaseGrid(double cellSize)
{
    setCellSize(cellSize);
}

void BroadphaseGrid::setCellSize(double cellSize)
{
    double size = std::isfinite(cellSize) && cellSize > 0.0 ? cellSize : 1.0;
    for (double &level : m_levelSizes) {
        level = size; // may overflow to infinity for the top levels; those stay unused
        size *= levelFactor;
    }
}

std::int64_t BroadphaseGrid::cellOf(double v, int level) const
{
    // v / size is monotonic in v, so the cell of max(a, b) is the max of the cells. A
    // division (not a product with 1 / size) keeps multiples of the size exact.
    return static_cast<std::int64_t>(
            std::clamp(std::floor(v / m_levelSizes[std::size_t(level)]), -cellLimit, cellLimit));
}

BroadphaseGrid::CellRange BroadphaseGrid::rangeOf(const Rect &r, int level) const
{
    // The right and bottom edges are exclusive: every coordinate c < x + w (as
    // rectsOverlap computes it) is at most the next double below x + w. When x + w
    // rounds to x itself, rectsOverlap still sees the box at x, so keep that cell.
    const std::int64_t x0 = cellOf(r.x, level);
    const std::int64_t y0 = cellOf(r.y, level);
    return {x0,
            y0,
            std::max(x0, cellOf(nextDown(r.x + r.w), level)),
            std::max(y0, cellOf(nextDown(r.y + r.h), level))};
}

std::size_t BroadphaseGrid::bucketOf(int level, std::int64_t cx, std::int64_t cy) const
{
    std::uint64_t h = static_cast<std::uint64_t>(cx) * 0x9E3779B97F4A7C15ull
                      ^ static_cast<std::uint64_t>(cy) * 0xC2B2AE3D27D4EB4Full
                      ^ static_cast<std::uint64_t>(level) * 0x165667B19E3779F9ull;
    h ^= h >> 32;
    return static_cast<std::size_t>(h & m_bucketMask);
}

void BroadphaseGrid::bin(std::span<const Rect> boxes)
{
    const std::size_t n = boxes.size();
    m_ranges.resize(n);
    m_levels.assign(n, skipped);
    m_usedLevels = 0;
    m_oversized.clear();
    std::size_t total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Rect &r = boxes[i];
        if (!isBinnable(r))
            continue;
        const double side = std::max(r.w, r.h);
        int level = 0;
        while (level < levelCount
               && !(std::isfinite(m_levelSizes[std::size_t(level)])
                    && side <= 2.0 * m_levelSizes[std::size_t(level)])) {
            ++level;
        }
        const CellRange c = level < levelCount ? rangeOf(r, level) : CellRange{};
        const std::int64_t spanX = c.x1 - c.x0 + 1;
        const std::int64_t spanY = c.y1 - c.y0 + 1;
        if (level == levelCount || !std::isfinite(side) || spanX > maxSpan || spanY > maxSpan) {
            m_levels[i] = oversized;
            m_oversized.push_back(static_cast<std::uint32_t>(i));
            continue;
        }
        m_levels[i] = static_cast<std::uint8_t>(level);
        m_ranges[i] = c;
        m_usedLevels |= 1u << level;
        total += static_cast<std::size_t>(spanX * spanY);
    }

    std::size_t buckets = 16;
    while (buckets < 2 * total)
        buckets *= 2;
    m_bucketMask = buckets - 1;

    // Counting sort of the (cell, box) entries by bucket. Boxes are visited in index
    // order, so each bucket lists its boxes in increasing index order.
    m_bucketStart.assign(buckets + 1, 0);
    const auto forEachCell = [&](auto &&visit) {
        for (std::size_t i = 0; i < n; ++i) {
            const int level = m_levels[i];
            if (level >= levelCount)
                continue;
            const CellRange &c = m_ranges[i];
            for (std::int64_t cy = c.y0; cy <= c.y1; ++cy) {
                for (std::int64_t cx = c.x0; cx <= c.x1; ++cx)
                    visit(i, level, cx, cy);
            }
        }
    };
    forEachCell([&](std::size_t, int level, std::int64_t cx, std::int64_t cy) {
        ++m_bucketStart[bucketOf(level, cx, cy) + 1];
    });
    for (std::size_t b = 0; b < buckets; ++b)
        m_bucketStart[b + 1] += m_bucketStart[b];
    m_entries.resize(total);
    forEachCell([&](std::size_t i, int level, std::int64_t cx, std::int64_t cy) {
        m_entries[m_bucketStart[bucketOf(level, cx, cy)]++]
                = {cx, cy, static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(level)};
    });
    // Each start now holds its bucket's end; shift them back into place.
    for (std::size_t b = buckets; b > 0; --b)
        m_bucketStart[b] = m_bucketStart[b - 1];
    m_bucketStart[0] = 0;
}

void BroadphaseGrid::pairsWithinLevels(std::span<const Rect> boxes)
{
    // Bucket by bucket, so the entries are read in order. Within a bucket the indices
    // increase, so e.index < f.index whenever both sit in the same cell.
    const std::size_t buckets = m_bucketStart.size() - 1;
    for (std::size_t b = 0; b < buckets; ++b) {
        const std::uint32_t end = m_bucketStart[b + 1];
        for (std::uint32_t p = m_bucketStart[b]; p < end; ++p) {
            const Entry &e = m_entries[p];
            const CellRange &ri = m_ranges[e.index];
            for (std::uint32_t q = p + 1; q < end; ++q) {
                const Entry &f = m_entries[q];
                if (f.cx != e.cx || f.cy != e.cy || f.level != e.level)
                    continue; // another cell hashed to the same bucket
                // Report the pair only from the cell of its intersection's top-left
                // corner, which both boxes cover whenever they overlap.
                const CellRange &rj = m_ranges[f.index];
                if (std::max(ri.x0, rj.x0) != e.cx || std::max(ri.y0, rj.y0) != e.cy)
                    continue;
                if (rectsOverlap(boxes[e.index], boxes[f.index]))
                    m_found.push_back({e.index, f.index});
            }
        }
    }
}

void BroadphaseGrid::pairsAcrossLevels(std::span<const Rect> boxes)
{
    if (std::popcount(m_usedLevels) < 2)
        return;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const int level = m_levels[i];
        if (level >= levelCount)
            continue;
        // Each pair of different levels is found from its smaller box, in the coarser
        // level's cells, by the same top-left-corner rule.
        std::uint32_t coarser = m_usedLevels & ~((2u << level) - 1u);
        while (coarser != 0) {
            const int l = std::countr_zero(coarser);
            coarser &= coarser - 1u;
            const CellRange ri = rangeOf(boxes[i], l);
            for (std::int64_t cy = ri.y0; cy <= ri.y1; ++cy) {
                for (std::int64_t cx = ri.x0; cx <= ri.x1; ++cx) {
                    const std::size_t bucket = bucketOf(l, cx, cy);
                    for (std::uint32_t q = m_bucketStart[bucket]; q < m_bucketStart[bucket + 1];
                         ++q) {
                        const Entry &f = m_entries[q];
                        if (f.cx != cx || f.cy != cy || f.level != std::uint32_t(l))
                            continue;
                        const CellRange &rj = m_ranges[f.index];
                        if (std::max(ri.x0, rj.x0) != cx || std::max(ri.y0, rj.y0) != cy)
                            continue;
                        if (rectsOverlap(boxes[i], boxes[f.index])) {
                            const auto a = static_cast<std::uint32_t>(i);
                            m_found.push_back({std::min(a, f.index), std::max(a, f.index)});
                        }
                    }
                }
            }
        }
    }
}

void BroadphaseGrid::pairsWithOversized(std::span<const Rect> boxes)
{
    for (const std::uint32_t o : m_oversized) {
        for (std::size_t j = 0; j < boxes.size(); ++j) {
            const auto b = static_cast<std::uint32_t>(j);
            if (m_levels[j] == skipped || b == o || (m_levels[j] == oversized && b < o))
                continue; // two oversized boxes meet once, from the smaller index
            if (rectsOverlap(boxes[o], boxes[j]))
                m_found.push_back({std::min(o, b), std::max(o, b)});
        }
    }
}

void BroadphaseGrid::sortPairs(std::size_t boxCount, std::vector<IndexPair> &out)
{
    // Counting sort by a, then each (short) run of equal a by b.
    m_groupEnd.assign(boxCount + 1, 0);
    for (const IndexPair &p : m_found)
        ++m_groupEnd[p.a + 1];
    for (std::size_t a = 0; a < boxCount; ++a)
        m_groupEnd[a + 1] += m_groupEnd[a];
    out.resize(m_found.size());
    for (const IndexPair &p : m_found)
        out[m_groupEnd[p.a]++] = p;
    std::size_t start = 0;
    for (std::size_t a = 0; a < boxCount; ++a) {
        const std::size_t end = m_groupEnd[a];
        if (end - start > 1)
            std::sort(out.begin() + std::ptrdiff_t(start), out.begin() + std::ptrdiff_t(end));
        start = end;
    }
}

void BroadphaseGrid::findPairs(std::span<const Rect> boxes, std::vector<IndexPair> &out)
{
    m_found.clear();
    bin(boxes);
    pairsWithinLevels(boxes);
    pairsAcrossLevels(boxes);
    pairsWithOversized(boxes);
    sortPairs(boxes.size(), out);
}

std::vector<IndexPair> BroadphaseGrid::findPairs(std::span<const Rect> boxes)
{
    std::vector<IndexPair> out;
    findPairs(boxes, out);
    return out;
}

double suggestCellSize(std::span<const Rect> boxes)
{
    // A running mean cannot overflow the way a sum of huge sizes would.
    double mean = 0.0;
    std::size_t count = 0;
    for (const Rect &r : boxes) {
        if (isEmpty(r) || !std::isfinite(r.x) || !std::isfinite(r.y) || !std::isfinite(r.w)
            || !std::isfinite(r.h)) {
            continue;
        }
        ++count;
        mean += (std::max(r.w, r.h) - mean) / static_cast<double>(count);
    }
    return mean > 0.0 ? mean : 1.0;
}

} // namespace hitbox::collision
