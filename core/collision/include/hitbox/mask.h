#pragma once

// Alpha masks (one bit per pixel) and the exact pixel-overlap test of two placed masks.

#include "export.h"
#include "geometry.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <new>
#include <optional>
#include <vector>

namespace hitbox::collision {

namespace detail {

/// Minimal allocator that aligns storage to `Alignment` bytes, so mask rows can be
/// loaded with aligned SIMD instructions.
template<typename T, std::size_t Alignment>
struct AlignedAllocator
{
    using value_type = T;

    template<typename U>
    struct rebind
    {
        using other = AlignedAllocator<U, Alignment>;
    };

    AlignedAllocator() noexcept = default;
    template<typename U>
    AlignedAllocator(const AlignedAllocator<U, Alignment> &) noexcept
    {}

    T *allocate(std::size_t n)
    {
        return static_cast<T *>(::operator new (n * sizeof(T), std::align_val_t{Alignment}));
    }

    void deallocate(T *p, std::size_t) noexcept
    {
        ::operator delete (p, std::align_val_t{Alignment});
    }

    template<typename U>
    bool operator==(const AlignedAllocator<U, Alignment> &) const noexcept
    {
        return true;
    }
};

} // namespace detail

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
    std::vector<std::uint64_t, detail::AlignedAllocator<std::uint64_t, 32>> m_words;
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

// Untransformed pixel tests. B's top-left pixel sits at (dx, dy) in A's pixel
// coordinates; every result is in A's pixel coordinates. Only the intersection of the
// two masks' rectangles is scanned, one 64-bit word of A at a time against 64 bits of
// B gathered with two shifts, so unaligned offsets cost the same as aligned ones.

/// The intersection rectangle of A's and B's pixel rectangles, in A's coordinates;
/// empty (w or h 0) when they do not overlap. Touching edges give an empty rectangle.
PixelRect overlapRect(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// True when some pixel is solid in both masks. Exits at the first shared word.
bool masksOverlap(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// The first pixel solid in both, in row-major order (topmost row first, then the
/// leftmost pixel of that row); nullopt when there is none. Exits early.
std::optional<PixelPoint>
firstContact(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// Number of pixels solid in both masks.
std::int64_t overlapCount(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// The pixels solid in both, as a mask the size of overlapRect (its pixel (0, 0) is
/// overlapRect's top-left). A null mask when the rectangles do not overlap.
Mask overlapMask(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy);

/// How much a pixel test should find.
enum class PixelDetail {
    FirstHit, ///< stop at the first solid/solid pixel (first contact found, no count)
    Full,     ///< scan the whole intersection and count every solid/solid pixel
};

/// Evidence of a pixel test between two placed masks.
struct PixelOverlap
{
    bool hit = false;                       ///< some pair of solid pixels collides
    std::optional<std::int64_t> count;      ///< A's pixels that collide (PixelDetail::Full only)
    std::optional<PixelPoint> firstContact; ///< row-major first hit, in A's image pixels
    PixelRect scanned;                      ///< A's image pixels that were examined
};

/// The untransformed test with the chosen detail, in one scan: B's top-left at (dx, dy)
/// in A's pixels; `scanned` is the intersection rectangle.
PixelOverlap pixelOverlapAt(const Mask &a,
                            const Mask &b,
                            std::int64_t dx,
                            std::int64_t dy,
                            PixelDetail detail = PixelDetail::Full);

/// Pixel test of two sprites placed by arbitrary transforms (rotation, scale), by the
/// symmetric rule of docs/collision.md: a solid pixel a of A and a solid pixel b of B
/// collide iff a's centre, mapped into B's image, lies in b's pixel square (half-open:
/// the floor of the mapped point is b), or b's centre, mapped into A's image, lies in a's
/// square. The sprites collide iff some pair does, so swapping A and B never changes
/// `hit`. Centres are mapped with the arithmetic of apply() on compose(imageToWorld(from),
/// worldToImage(to)). The evidence is in A's image pixels: `count` is the number of A's
/// solid pixels in at least one colliding pair (those whose centre lands on a solid pixel
/// of B, and those holding the centre of a solid pixel of B), `firstContact` the first of
/// them in row-major order (also with PixelDetail::FirstHit), `hit` is count > 0.
/// When both transforms are pure translations (no rotation, unit scale, any fractional
/// position) each direction reduces to an integer offset, and the word-at-a-time path of
/// pixelOverlapAt answers (the union of both offsets when B is exactly half a pixel off
/// A's grid); integer translations give exactly the untransformed answer.
PixelOverlap pixelOverlap(const Mask &a,
                          const Transform &ta,
                          const Mask &b,
                          const Transform &tb,
                          PixelDetail detail = PixelDetail::Full);

/// The pixels pixelOverlap counts, as a mask the size of A in A's image pixels: pixel
/// (x, y) is set iff A's solid pixel (x, y) is in a colliding pair of the symmetric rule.
/// So its solidCount() is pixelOverlap's count and its first set pixel in row-major order
/// is the first contact. Lets an editor highlight where two sprites touch.
Mask pixelOverlapMask(const Mask &a, const Transform &ta, const Mask &b, const Transform &tb);

/// pixelOverlap with full detail and pixelOverlapMask at once: rotated and scaled pairs are
/// scanned once instead of twice (the preview's drag with the hit pixels shown). `hitPixels`
/// receives the mask.
PixelOverlap pixelOverlapWithMask(
        const Mask &a, const Transform &ta, const Mask &b, const Transform &tb, Mask &hitPixels);

HITBOX_API_END

} // namespace hitbox::collision
