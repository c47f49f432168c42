#include "maskblocks.h"

#include <algorithm>

namespace hitbox::collision::detail {
namespace {

constexpr int cellsPerWord = Mask::bitsPerWord / MaskBlocks::cellSize; // 8

// Bit j of the result is set when byte j of w is not zero, or (all) when it is 0xff.
std::uint64_t nonZeroBytes(std::uint64_t w)
{
    w |= w >> 4;
    w |= w >> 2;
    w |= w >> 1;
    // Bit 8j of each byte gathered into bit 56 + j by one product (no two terms meet).
    return ((w & 0x0101010101010101u) * 0x0102040810204080u) >> 56;
}

std::uint64_t fullBytes(std::uint64_t w)
{
    w &= w >> 4;
    w &= w >> 2;
    w &= w >> 1;
    return ((w & 0x0101010101010101u) * 0x0102040810204080u) >> 56;
}

} // namespace

MaskBlocks::MaskBlocks(const Mask &mask)
    : m_width(mask.width())
    , m_height(mask.height())
    , m_columns((mask.width() + cellSize - 1) / cellSize)
    , m_rows((mask.height() + cellSize - 1) / cellSize)
    , m_wordsPerRow((m_columns + 63) / 64)
{
    if (mask.isNull())
        return;
    m_full.assign(std::size_t(m_wordsPerRow) * std::size_t(m_rows), 0);
    m_occupied.assign(m_full.size(), 0);
    const int words = (m_width + Mask::bitsPerWord - 1) / Mask::bitsPerWord;
    // Bits past the right edge count as solid for "full" (a partial cell is full when its
    // pixels inside the mask are) and are zero anyway for "occupied".
    const int tail = m_width % Mask::bitsPerWord;
    const std::uint64_t outside = tail == 0 ? 0 : ~std::uint64_t(0) << tail;
    std::vector<std::uint64_t> orBits(static_cast<std::size_t>(words));
    std::vector<std::uint64_t> andBits(static_cast<std::size_t>(words));
    for (int cy = 0; cy < m_rows; ++cy) {
        const int y0 = cy * cellSize;
        const int y1 = std::min(m_height, y0 + cellSize);
        std::copy(mask.row(y0), mask.row(y0) + words, orBits.begin());
        std::copy(mask.row(y0), mask.row(y0) + words, andBits.begin());
        for (int y = y0 + 1; y < y1; ++y) {
            const std::uint64_t *row = mask.row(y);
            for (int k = 0; k < words; ++k) {
                orBits[std::size_t(k)] |= row[k];
                andBits[std::size_t(k)] &= row[k];
            }
        }
        if (tail != 0)
            andBits[std::size_t(words - 1)] |= outside;
        std::uint64_t *full = m_full.data() + std::size_t(cy) * std::size_t(m_wordsPerRow);
        std::uint64_t *occupied = m_occupied.data() + std::size_t(cy) * std::size_t(m_wordsPerRow);
        for (int k = 0; k < words; ++k) {
            const int cell = k * cellsPerWord;
            full[cell / 64] |= fullBytes(andBits[std::size_t(k)]) << (cell % 64);
            occupied[cell / 64] |= nonZeroBytes(orBits[std::size_t(k)]) << (cell % 64);
        }
    }
}

} // namespace hitbox::collision::detail
