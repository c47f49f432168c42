#include <hitbox/mask.h>

#include "simd.h"

#include <algorithm>
#include <bit>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

// Bit i set iff src[i] >= t, for `count` (<= 64) bytes.
std::uint64_t packThreshold(const std::uint8_t *src, int count, std::uint8_t t)
{
    std::uint64_t word = 0;
    int bit = 0;
#if HITBOX_SIMD_SSE2
    // 16 pixels per step: x >= t  <=>  max(x, t) == x (unsigned bytes).
    const __m128i threshold = _mm_set1_epi8(static_cast<char>(t));
    for (; bit + 16 <= count; bit += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + bit));
        const __m128i solid = _mm_cmpeq_epi8(_mm_max_epu8(v, threshold), v);
        word |= std::uint64_t(std::uint32_t(_mm_movemask_epi8(solid))) << bit;
    }
#endif
    for (; bit < count; ++bit)
        word |= std::uint64_t(src[bit] >= t) << bit;
    return word;
}

} // namespace

Mask::Mask(int width, int height)
    : m_width(std::max(width, 0))
    , m_height(std::max(height, 0))
{
    if (m_width == 0 || m_height == 0) {
        m_width = m_height = 0;
        return;
    }
    const int words = (m_width + bitsPerWord - 1) / bitsPerWord;
    m_wordsPerRow = (words + rowAlignmentWords - 1) / rowAlignmentWords * rowAlignmentWords;
    m_words.assign(std::size_t(m_wordsPerRow) * std::size_t(m_height), 0);
}

Mask Mask::fromAlpha(
        const std::uint8_t *alpha, int width, int height, std::ptrdiff_t stride, int threshold)
{
    Mask mask(width, height);
    if (mask.isNull() || alpha == nullptr)
        return mask;
    if (threshold > 255)
        return mask;
    const std::uint8_t t = static_cast<std::uint8_t>(std::max(threshold, 0));
    for (int y = 0; y < mask.m_height; ++y) {
        const std::uint8_t *src = alpha + std::ptrdiff_t(y) * stride;
        std::uint64_t *dst = mask.row(y);
        int x = 0;
        for (int w = 0; x < mask.m_width; ++w) {
            const int count = std::min(bitsPerWord, mask.m_width - x);
            dst[w] = packThreshold(src + x, count, t);
            x += count;
        }
    }
    return mask;
}

bool Mask::test(std::int64_t x, std::int64_t y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return false;
    return (row(int(y))[x / bitsPerWord] >> (x % bitsPerWord)) & 1u;
}

void Mask::set(std::int64_t x, std::int64_t y, bool solid)
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return;
    std::uint64_t &word = row(int(y))[x / bitsPerWord];
    const std::uint64_t bit = std::uint64_t(1) << (x % bitsPerWord);
    word = solid ? (word | bit) : (word & ~bit);
}

std::int64_t Mask::solidCount() const
{
    return simd::countBits(m_words.data(), m_words.size());
}

PixelRect Mask::solidBounds() const
{
    int minX = m_width;
    int maxX = -1;
    int minY = -1;
    int maxY = -1;
    for (int y = 0; y < m_height; ++y) {
        const std::uint64_t *r = row(y);
        for (int w = 0; w < m_wordsPerRow; ++w) {
            if (r[w] == 0)
                continue;
            minX = std::min(minX, w * bitsPerWord + std::countr_zero(r[w]));
            maxX = std::max(maxX, w * bitsPerWord + (bitsPerWord - 1 - std::countl_zero(r[w])));
            if (minY < 0)
                minY = y;
            maxY = y;
        }
    }
    if (minY < 0)
        return {};
    return {minX, minY, maxX - minX + 1, maxY - minY + 1};
}

bool operator==(const Mask &a, const Mask &b)
{
    return a.m_width == b.m_width && a.m_height == b.m_height && a.m_words == b.m_words;
}

Mask rotatedQuarterTurns(const Mask &mask, int quarterTurns)
{
    const int turns = ((quarterTurns % 4) + 4) % 4;
    if (turns == 0)
        return mask;
    const int w = mask.width();
    const int h = mask.height();
    Mask out = turns == 2 ? Mask(w, h) : Mask(h, w);
    for (int y = 0; y < h; ++y) {
        const std::uint64_t *r = mask.row(y);
        for (int word = 0; word < mask.wordsPerRow(); ++word) {
            std::uint64_t bits = r[word];
            while (bits != 0) {
                const int x = word * Mask::bitsPerWord + std::countr_zero(bits);
                bits &= bits - 1;
                // Clockwise on screen (y down): (x, y) -> (h - 1 - y, x).
                switch (turns) {
                case 1:
                    out.set(h - 1 - y, x);
                    break;
                case 2:
                    out.set(w - 1 - x, h - 1 - y);
                    break;
                default:
                    out.set(y, w - 1 - x);
                    break;
                }
            }
        }
    }
    return out;
}

} // namespace hitbox::collision
