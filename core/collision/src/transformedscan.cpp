#include "transformedscan.h"

#include <algorithm>
#include <vector>

namespace hitbox::collision::detail::transformedscan {
namespace {

bool finiteAffine(const Affine &m)
{
    return std::isfinite(m.m11) && std::isfinite(m.m12) && std::isfinite(m.m21)
           && std::isfinite(m.m22) && std::isfinite(m.dx) && std::isfinite(m.dy);
}

} // namespace

Setup setUp(const Mask &from, const Transform &tf, const Mask &to, const Transform &tt)
{
    Setup s;
    if (from.isNull() || to.isNull())
        return s;
    const Rect inter = rectIntersection(spriteBounds(tf, from.width(), from.height()),
                                        spriteBounds(tt, to.width(), to.height()));
    if (isEmpty(inter))
        return s;
    const Affine worldToFrom = worldToImage(tf);
    s.fromToTo = compose(imageToWorld(tf), worldToImage(tt));
    if (!finiteAffine(worldToFrom) || !finiteAffine(s.fromToTo))
        return s;
    s.scanned = rectIntersection(enclosingPixelRect(mapBounds(worldToFrom, inter)),
                                 PixelRect{0, 0, from.width(), from.height()});
    return s;
}

OutlineRows::OutlineRows(const Mask &m, const PixelRect &rect)
    : m_mask(m)
    , m_firstWord(isEmpty(rect) ? 0 : int(rect.x / wordBits))
    , m_count(isEmpty(rect) ? 0 : int((rect.x + rect.w - 1) / wordBits) + 1 - m_firstWord)
{
    m_runs.resize(3 * std::size_t(m_count));
    m_row.resize(std::size_t(m.wordsPerRow()));
}

std::uint64_t *OutlineRows::runs(std::int64_t y)
{
    return m_runs.data() + std::size_t(((y % 3) + 3) % 3) * std::size_t(m_count);
}

// The pixels of row y whose left and right neighbours are solid too (padding is zero).
void OutlineRows::fillRuns(std::int64_t y)
{
    std::uint64_t *dst = runs(y);
    if (y < 0 || y >= m_mask.height()) {
        std::fill(dst, dst + m_count, 0);
        return;
    }
    const std::uint64_t *r = m_mask.row(int(y));
    const int words = m_mask.wordsPerRow();
    for (int i = 0; i < m_count; ++i) {
        const int k = m_firstWord + i;
        const std::uint64_t prev = k > 0 ? r[k - 1] : 0;
        const std::uint64_t next = k + 1 < words ? r[k + 1] : 0;
        dst[i] = r[k] & ((r[k] << 1) | (prev >> (wordBits - 1)))
                 & ((r[k] >> 1) | (next << (wordBits - 1)));
    }
}

const std::uint64_t *OutlineRows::operator()(std::int64_t y)
{
    // The runs of rows y - 1, y and y + 1, reusing those already made.
    const std::int64_t from = y + 1 - m_last >= 1 && y + 1 - m_last <= 2 ? m_last + 1 : y - 1;
    for (std::int64_t r = from; r <= y + 1; ++r)
        fillRuns(r);
    m_last = y + 1;
    const std::uint64_t *above = runs(y - 1);
    const std::uint64_t *here = runs(y);
    const std::uint64_t *below = runs(y + 1);
    const std::uint64_t *source = m_mask.row(int(y)) + m_firstWord;
    std::uint64_t *target = m_row.data() + m_firstWord;
    for (int i = 0; i < m_count; ++i)
        target[i] = source[i] & ~(above[i] & here[i] & below[i]);
    return m_row.data();
}

} // namespace hitbox::collision::detail::transformedscan
