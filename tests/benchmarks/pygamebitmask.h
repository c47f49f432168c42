#pragma once

// pygame.mask's algorithms, the peer of the pixel tier in bench_pixel: re-implemented in
// C++ after pygame's src_c/bitmask.c (bitmask_create, bitmask_setbit, bitmask_overlap;
// Ulf Ekstrom's bitmask library, LGPL) and src_c/mask.c (set_from_threshold), keeping
// their data layout and loops, not their code. A pygame mask stores 64-pixel-wide
// vertical stripes one after the other (column-major words: pixel (x, y) is bit x % 64 of
// word (x / 64) * h + y), so its overlap test runs down each stripe, testing two words of
// A against one word of B when the offset is off the word grid.

#include <hitbox/mask.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace hitbox::benchmarks {

/// pygame's bitmask_t: w x h bits in column-major 64-bit words (BITMASK_W is unsigned
/// long, 64 bits on Linux x86-64).
struct PygameBitmask
{
    using Word = std::uint64_t;
    static constexpr unsigned wordLen = sizeof(Word) * CHAR_BIT; // BITMASK_W_LEN
    static constexpr unsigned wordMask = wordLen - 1;            // BITMASK_W_MASK

    int w = 0;
    int h = 0;
    std::vector<Word> bits;

    /// bitmask_create: a cleared w x h mask.
    PygameBitmask(int width, int height)
        : w(width)
        , h(height)
        , bits(width > 0 && height > 0 ? std::size_t(height) * ((width - 1) / wordLen + 1) : 0)
    {}

    /// bitmask_setbit.
    void setBit(int x, int y) { bits[x / wordLen * h + y] |= Word(1) << (x & wordMask); }

    /// The same pixels as a kernel mask (set bit by bit: outside the timings).
    static PygameBitmask fromMask(const collision::Mask &m)
    {
        PygameBitmask out(m.width(), m.height());
        for (int y = 0; y < m.height(); ++y) {
            for (int x = 0; x < m.width(); ++x) {
                if (m.test(x, y))
                    out.setBit(x, y);
            }
        }
        return out;
    }
};

/// set_from_threshold on a 32-bit surface: every pixel's alpha unpacked with the format's
/// mask and shift (SDL_GetRGBA) and the bit set when alpha > threshold. pygame's rule is
/// "greater than", so pygame's threshold 127 is the kernel's 128.
inline PygameBitmask pygameFromThreshold(const std::uint8_t *pixels,
                                         int width,
                                         int height,
                                         std::ptrdiff_t pitch,
                                         std::uint32_t alphaMask,
                                         int alphaShift,
                                         int threshold)
{
    PygameBitmask mask(width, height);
    for (int y = 0; y < height; ++y) {
        const std::uint8_t *pixel = pixels + y * pitch;
        for (int x = 0; x < width; ++x, pixel += 4) {
            std::uint32_t colour;
            std::memcpy(&colour, pixel, sizeof colour);
            const int alpha = int((colour & alphaMask) >> alphaShift);
            if (alpha > threshold)
                mask.setBit(x, y);
        }
    }
    return mask;
}

/// bitmask_overlap: nonzero when the masks share a set bit with B's top-left at
/// (xoffset, yoffset) in A. A negative x offset swaps the masks, as pygame does.
inline bool pygameOverlap(const PygameBitmask *a, const PygameBitmask *b, int xoffset, int yoffset)
{
    using Word = PygameBitmask::Word;
    constexpr unsigned wordLen = PygameBitmask::wordLen;
    if (xoffset >= a->w || yoffset >= a->h || yoffset <= -b->h || xoffset <= -b->w || !a->h || !a->w
        || !b->h || !b->w)
        return false;
    if (xoffset < 0) {
        std::swap(a, b);
        xoffset = -xoffset;
        yoffset = -yoffset;
    }
    const Word *aEntry;
    const Word *aEnd;
    const Word *bEntry;
    if (yoffset >= 0) {
        aEntry = a->bits.data() + a->h * (unsigned(xoffset) / wordLen) + yoffset;
        aEnd = aEntry + std::min(b->h, a->h - yoffset);
        bEntry = b->bits.data();
    } else {
        aEntry = a->bits.data() + a->h * (unsigned(xoffset) / wordLen);
        aEnd = aEntry + std::min(b->h + yoffset, a->h);
        bEntry = b->bits.data() - yoffset;
    }
    const unsigned shift = xoffset & PygameBitmask::wordMask;
    if (shift == 0) {
        // The offset is a multiple of the stripe width: one word of A per word of B.
        const unsigned stripes = (std::min(b->w, a->w - xoffset) - 1) / wordLen + 1;
        for (unsigned i = 0; i < stripes; ++i) {
            for (const Word *ap = aEntry, *bp = bEntry; ap < aEnd;) {
                if (*ap++ & *bp++)
                    return true;
            }
            aEntry += a->h;
            aEnd += a->h;
            bEntry += b->h;
        }
        return false;
    }
    const unsigned rshift = wordLen - shift;
    const unsigned aStripes = unsigned(a->w - 1) / wordLen - unsigned(xoffset) / wordLen;
    const unsigned bStripes = unsigned(b->w - 1) / wordLen + 1;
    // Each stripe of B meets two stripes of A ("zig-zag"); when B reaches past A's last
    // stripe, its last stripe meets only one ("zig").
    const unsigned pairs = bStripes > aStripes ? aStripes : bStripes;
    for (unsigned i = 0; i < pairs; ++i) {
        for (const Word *ap = aEntry, *app = ap + a->h, *bp = bEntry; ap < aEnd;) {
            if (((*ap++ >> shift) & *bp) || ((*app++ << rshift) & *bp++))
                return true;
        }
        aEntry += a->h;
        aEnd += a->h;
        bEntry += b->h;
    }
    if (bStripes > aStripes) {
        for (const Word *ap = aEntry, *bp = bEntry; ap < aEnd;) {
            if ((*ap++ >> shift) & *bp++)
                return true;
        }
    }
    return false;
}

} // namespace hitbox::benchmarks
