#pragma once

#include "mask.h"

#include <cstdint>
#include <vector>

namespace hitbox::collision {

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

} // namespace hitbox::collision
