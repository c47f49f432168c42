#pragma once

#include "export.h"
#include "rect.h"

#include <array>
#include <compare>
#include <cstdint>
#include <span>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Broadphase by "binning": space is cut into square cells, each box is listed in every
/// cell it covers, and only boxes sharing a cell are compared. For boxes of roughly one
/// size and a cell about their size this costs O(N + pairs).
///
/// Plain binning degrades when sizes are mixed: a large box covers many small cells. So
/// the grid is hierarchical: level 0 has the caller's cell size, each further level
/// cells `levelFactor` times larger, and a box lives on the first level whose cells are
/// at least half its larger side (it covers at most 3 x 3 cells there). Boxes meet the
/// boxes of their own level in shared cells, and look up the coarser levels' cells they
/// cover. A box too large for every level (or infinitely wide) is tested against all
/// boxes.
///
/// Cells are hashed, so the board needs no bounds and coordinates may be negative or
/// huge (cell indices are clamped, which is still exact, merely slower for boxes beyond
/// 2^40 cells). Each overlapping pair is reported once, from the cell holding the
/// top-left corner of the two boxes' intersection. Buffers are kept between calls;
/// reuse one grid across frames.
class BroadphaseGrid
{
public:
    /// Ratio of the cell sizes of two consecutive levels.
    static constexpr int levelFactor = 4;

    /// Number of levels; level k has cells of cellSize() * levelFactor^k.
    static constexpr int levelCount = 16;

    /// A grid whose finest cells have `cellSize` pixels. A size that is not a positive
    /// finite number is replaced by 1.
    explicit BroadphaseGrid(double cellSize = 64.0);

    /// The cell side of level 0 in pixels.
    double cellSize() const { return m_levelSizes[0]; }

    /// Changes the finest cell side (same rule as the constructor).
    void setCellSize(double cellSize);

    /// Every pair (a < b) of boxes that overlap by `rectsOverlap` (half-open: touching
    /// boxes, empty boxes and boxes with a non-finite x or y overlap nothing), sorted by
    /// (a, b) without duplicates. Replaces the contents of `out`. At most 2^32 - 1 boxes.
    void findPairs(std::span<const Rect> boxes, std::vector<IndexPair> &out);

    /// Convenience overload returning a new vector.
    std::vector<IndexPair> findPairs(std::span<const Rect> boxes);

    /// Number of (cell, box) entries binned by the last findPairs call.
    std::size_t entryCount() const { return m_entries.size(); }

    /// Number of boxes the last findPairs call tested against all others.
    std::size_t oversizedCount() const { return m_oversized.size(); }

private:
    struct CellRange
    {
        std::int64_t x0 = 0;
        std::int64_t y0 = 0;
        std::int64_t x1 = 0; // inclusive
        std::int64_t y1 = 0; // inclusive
    };
    struct Entry
    {
        std::int64_t cx = 0;
        std::int64_t cy = 0;
        std::uint32_t index = 0;
        std::uint32_t level = 0;
    };
    static constexpr std::uint8_t skipped = 0xff;
    static constexpr std::uint8_t oversized = 0xfe;

    std::int64_t cellOf(double v, int level) const;
    CellRange rangeOf(const Rect &r, int level) const;
    std::size_t bucketOf(int level, std::int64_t cx, std::int64_t cy) const;
    void bin(std::span<const Rect> boxes);
    void pairsWithinLevels(std::span<const Rect> boxes);
    void pairsAcrossLevels(std::span<const Rect> boxes);
    void pairsWithOversized(std::span<const Rect> boxes);
    void sortPairs(std::size_t boxCount, std::vector<IndexPair> &out);

    std::array<double, levelCount> m_levelSizes{};
    std::vector<CellRange> m_ranges;    // per box, on its own level
    std::vector<std::uint8_t> m_levels; // per box: level, skipped or oversized
    std::uint32_t m_usedLevels = 0;     // bit k: level k holds a box
    std::vector<std::uint32_t> m_oversized;
    std::vector<std::uint32_t> m_bucketStart;
    std::vector<Entry> m_entries;
    std::uint64_t m_bucketMask = 0;
    std::vector<IndexPair> m_found;
    std::vector<std::uint32_t> m_groupEnd;
};

/// A cell size for a set of boxes: the mean of max(w, h) over the non-empty boxes with
/// finite fields, so a typical box covers one to four cells. Returns 1 when there is none.
double suggestCellSize(std::span<const Rect> boxes);

HITBOX_API_END

} // namespace hitbox::collision
