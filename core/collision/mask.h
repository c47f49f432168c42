#pragma once

#include "alignedallocator.h"
#include "rect.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hitbox::collision {

/// A bit-packed solid mask: one bit per pixel, 64 pixels per 64-bit word, pixel x of a
/// row in bit (x % 64) of word (x / 64). Rows are padded with zero bits to a multiple
/// of four words (256 bits) and the storage is 32-byte aligned, so a row can later be
/// processed with 256-bit SIMD loads without a change of layout. Padding bits are
/// always zero; every operation relies on that.
class Mask
{
public:
    static constexpr int bitsPerWord = 64;
    static constexpr int rowAlignmentWords = 4;

    /// An empty 0 x 0 mask.
    Mask() = default;

    /// A width x height mask with no solid pixel. Negative sizes are treated as 0.
    Mask(int width, int height);

    /// Builds a mask from an 8-bit alpha plane: a pixel is solid iff
    /// alpha >= threshold. `stride` is the distance in bytes between rows.
    /// A threshold of 0 makes every pixel solid; values above 255 make none solid.
    static Mask fromAlpha(const std::uint8_t *alpha, int width, int height,
                          std::ptrdiff_t stride, int threshold);

    int width() const { return m_width; }
    int height() const { return m_height; }
    /// Words per row, including padding.
    int wordsPerRow() const { return m_wordsPerRow; }
    /// True for a mask with no pixels (zero width or height).
    bool isNull() const { return m_width == 0 || m_height == 0; }

    /// True when (x, y) is inside the mask and solid.
    bool test(std::int64_t x, std::int64_t y) const;
    /// Sets or clears one pixel; ignored outside the mask.
    void set(std::int64_t x, std::int64_t y, bool solid = true);

    /// The words of row y (no bounds check).
    const std::uint64_t *row(int y) const { return m_words.data() + std::size_t(y) * std::size_t(m_wordsPerRow); }
    std::uint64_t *row(int y) { return m_words.data() + std::size_t(y) * std::size_t(m_wordsPerRow); }

    /// Number of solid pixels.
    std::int64_t solidCount() const;

    /// The smallest rectangle holding every solid pixel; empty when there is none.
    PixelRect solidBounds() const;

    friend bool operator==(const Mask &a, const Mask &b);

private:
    int m_width = 0;
    int m_height = 0;
    int m_wordsPerRow = 0;
    std::vector<std::uint64_t, AlignedAllocator<std::uint64_t, 32>> m_words;
};

/// The mask turned by quarterTurns x 90 degrees clockwise on screen (negative values
/// turn the other way). Turning by 1 or 3 swaps width and height.
Mask rotatedQuarterTurns(const Mask &mask, int quarterTurns);

} // namespace hitbox::collision
