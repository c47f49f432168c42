#pragma once

#include <hitbox/mask.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace hitbox::collision::detail {

/// The coarse level of a mask: one cell per 8 x 8 block of pixels (cells on the right and
/// bottom edges may be smaller), each empty (no solid pixel), full (every pixel of the
/// block solid) or mixed, kept as two bit grids (full cells, non-empty cells) so that a
/// rectangle is classified a row of up to 64 cells at a time. Lets a scan decide large
/// empty or full regions without looking at their pixels. Building it reads each word of
/// the mask once. It does not change when the mask is moved, turned or scaled.
class MaskBlocks
{
public:
    static constexpr int cellSize = 8;

    /// What a rectangle of pixels holds.
    enum class Cover {
        Empty, ///< no solid pixel (pixels outside the mask count as not solid)
        Full,  ///< inside the mask, every pixel solid
        Mixed, ///< anything else, or not known at cell resolution
    };

    /// An empty level (of a null mask: every rectangle is Empty).
    MaskBlocks() = default;
    explicit MaskBlocks(const Mask &mask);

    int width() const { return m_width; }
    int height() const { return m_height; }
    /// Cells per row and per column.
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

    /// The cover of the pixels [x0, x1] x [y0, y1] (inclusive bounds, x0 <= x1, y0 <= y1;
    /// any values, parts outside the mask count as empty). Exact at cell resolution:
    /// Mixed when a cell the rectangle touches is mixed, or when it meets full and empty
    /// cells, or full cells and the outside.
    Cover cover(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1) const;

private:
    int m_width = 0;
    int m_height = 0;
    int m_columns = 0;
    int m_rows = 0;
    int m_wordsPerRow = 0; // 64 cells per word
    // Bit cx % 64 of word cy * m_wordsPerRow + cx / 64: the cell (cx, cy) is full, or
    // holds a solid pixel.
    std::vector<std::uint64_t> m_full;
    std::vector<std::uint64_t> m_occupied;
};

// The bits [c0, c1] (inclusive) of a row of words of a MaskBlocks grid, as two answers:
// whether any is set, whether all are.
inline void maskBlocksRangeBits(const std::uint64_t *row, int c0, int c1, bool &any, bool &all)
{
    if (c0 / 64 == c1 / 64) {
        const std::uint64_t mask
                = (~std::uint64_t(0) << (c0 % 64)) & (~std::uint64_t(0) >> (63 - c1 % 64));
        const std::uint64_t bits = row[c0 / 64] & mask;
        any = bits != 0;
        all = bits == mask;
        return;
    }
    any = false;
    all = true;
    for (int w = c0 / 64; w <= c1 / 64; ++w) {
        const int lo = w == c0 / 64 ? c0 % 64 : 0;
        const int hi = w == c1 / 64 ? c1 % 64 : 63;
        const std::uint64_t mask = (~std::uint64_t(0) << lo) & (~std::uint64_t(0) >> (63 - hi));
        any = any || (row[w] & mask) != 0;
        all = all && (row[w] & mask) == mask;
    }
}

inline MaskBlocks::Cover
MaskBlocks::cover(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1) const
{
    if (x1 < 0 || y1 < 0 || x0 >= m_width || y0 >= m_height || m_columns == 0)
        return Cover::Empty;
    const bool inside = x0 >= 0 && y0 >= 0 && x1 < m_width && y1 < m_height;
    const int cx0 = int(std::max<std::int64_t>(x0, 0) / cellSize);
    const int cy0 = int(std::max<std::int64_t>(y0, 0) / cellSize);
    const int cx1 = int(std::min<std::int64_t>(x1, m_width - 1) / cellSize);
    const int cy1 = int(std::min<std::int64_t>(y1, m_height - 1) / cellSize);
    bool anyOccupied = false;
    bool allFull = inside;
    for (int cy = cy0; cy <= cy1; ++cy) {
        const std::size_t row = std::size_t(cy) * std::size_t(m_wordsPerRow);
        bool any = false;
        bool all = false;
        maskBlocksRangeBits(m_occupied.data() + row, cx0, cx1, any, all);
        anyOccupied = anyOccupied || any;
        if (allFull) {
            maskBlocksRangeBits(m_full.data() + row, cx0, cx1, any, all);
            allFull = all;
        }
        if (anyOccupied && !allFull)
            return Cover::Mixed;
    }
    if (!anyOccupied)
        return Cover::Empty;
    return Cover::Full; // every cell full (and so occupied), inside the mask
}

} // namespace hitbox::collision::detail
