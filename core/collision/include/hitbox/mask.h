#pragma once

#include "alignedallocator.h"
#include "export.h"
#include "rect.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

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
    static Mask fromAlpha(
            const std::uint8_t *alpha, int width, int height, std::ptrdiff_t stride, int threshold);

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
    const std::uint64_t *row(int y) const
    {
        return m_words.data() + std::size_t(y) * std::size_t(m_wordsPerRow);
    }
    std::uint64_t *row(int y)
    {
        return m_words.data() + std::size_t(y) * std::size_t(m_wordsPerRow);
    }

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

/// Calls f(begin, end) for every maximal run [begin, end) of set bits in the bit string
/// words[0..count), bit i being bit (i % 64) of words[i / 64] (a mask row's layout).
/// Visits whole words of clear or set bits in one step, so a row costs about one
/// iteration per run, not per pixel.
template<typename F>
void forEachSetRun(const std::uint64_t *words, int count, F &&f)
{
    constexpr int wordBits = Mask::bitsPerWord;
    int start = -1;
    for (int i = 0; i < count; ++i) {
        const std::uint64_t w = words[i];
        int bit = 0;
        while (bit < wordBits) {
            // Looking for the next set bit, or (inside a run) the next clear one.
            const std::uint64_t rest = (start < 0 ? w : ~w) >> bit;
            if (rest == 0)
                break;
            bit += std::countr_zero(rest);
            if (start < 0) {
                start = i * wordBits + bit;
            } else {
                f(start, i * wordBits + bit);
                start = -1;
            }
        }
    }
    if (start >= 0)
        f(start, count * wordBits);
}

HITBOX_API_END

} // namespace hitbox::collision
