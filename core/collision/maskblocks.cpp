#include "maskblocks.h"

#include <algorithm>

namespace hitbox::collision {

MaskBlocks::MaskBlocks(const Mask &mask)
    : m_width(mask.width())
    , m_height(mask.height())
    , m_columns((mask.width() + cellSize - 1) / cellSize)
    , m_rows((mask.height() + cellSize - 1) / cellSize)
{
    if (mask.isNull())
        return;
    const int stride = m_columns + 1;
    m_fullSum.assign(std::size_t(stride) * std::size_t(m_rows + 1), 0);
    m_occupiedSum.assign(m_fullSum.size(), 0);
    const int words = (m_width + Mask::bitsPerWord - 1) / Mask::bitsPerWord;
    // Bits past the right edge count as solid for "full" (a partial cell is full when its
    // pixels inside the mask are) and are zero anyway for "occupied".
    const int tail = m_width % Mask::bitsPerWord;
    const std::uint64_t outside = tail == 0 ? 0 : ~std::uint64_t(0) << tail;
    std::vector<std::uint64_t> orBits(static_cast<std::size_t>(words));
    std::vector<std::uint64_t> andBits(static_cast<std::size_t>(words));
    for (int cy = 0; cy < m_rows; ++cy) {
        std::fill(orBits.begin(), orBits.end(), 0);
        std::fill(andBits.begin(), andBits.end(), ~std::uint64_t(0));
        for (int y = cy * cellSize; y < std::min(m_height, (cy + 1) * cellSize); ++y) {
            const std::uint64_t *row = mask.row(y);
            for (int k = 0; k < words; ++k) {
                orBits[std::size_t(k)] |= row[k];
                andBits[std::size_t(k)] &= row[k];
            }
        }
        if (tail != 0)
            andBits[std::size_t(words - 1)] |= outside;
        std::int32_t fullInRow = 0;
        std::int32_t occupiedInRow = 0;
        std::int32_t *full = m_fullSum.data() + std::size_t(cy + 1) * std::size_t(stride);
        std::int32_t *occupied = m_occupiedSum.data() + std::size_t(cy + 1) * std::size_t(stride);
        for (int cx = 0; cx < m_columns; ++cx) {
            const int k = cx / (Mask::bitsPerWord / cellSize);
            const int shift = (cx % (Mask::bitsPerWord / cellSize)) * cellSize;
            fullInRow += ((andBits[std::size_t(k)] >> shift) & 0xff) == 0xff;
            occupiedInRow += ((orBits[std::size_t(k)] >> shift) & 0xff) != 0;
            full[cx + 1] = full[cx + 1 - stride] + fullInRow;
            occupied[cx + 1] = occupied[cx + 1 - stride] + occupiedInRow;
        }
    }
}

std::int64_t
MaskBlocks::sum(const std::vector<std::int32_t> &table, int cx0, int cy0, int cx1, int cy1) const
{
    const auto stride = std::size_t(m_columns + 1);
    const auto at = [&](int cx, int cy) {
        return std::int64_t(table[std::size_t(cy) * stride + std::size_t(cx)]);
    };
    return at(cx1, cy1) - at(cx0, cy1) - at(cx1, cy0) + at(cx0, cy0);
}

MaskBlocks::Cover
MaskBlocks::cover(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1) const
{
    if (x1 < 0 || y1 < 0 || x0 >= m_width || y0 >= m_height || m_columns == 0)
        return Cover::Empty;
    const bool inside = x0 >= 0 && y0 >= 0 && x1 < m_width && y1 < m_height;
    const int cx0 = int(std::max<std::int64_t>(x0, 0) / cellSize);
    const int cy0 = int(std::max<std::int64_t>(y0, 0) / cellSize);
    const int cx1 = int(std::min<std::int64_t>(x1, m_width - 1) / cellSize) + 1;
    const int cy1 = int(std::min<std::int64_t>(y1, m_height - 1) / cellSize) + 1;
    const std::int64_t occupied = sum(m_occupiedSum, cx0, cy0, cx1, cy1);
    if (occupied == 0)
        return Cover::Empty;
    if (inside && sum(m_fullSum, cx0, cy0, cx1, cy1) == std::int64_t(cx1 - cx0) * (cy1 - cy0))
        return Cover::Full;
    return Cover::Mixed;
}

} // namespace hitbox::collision
