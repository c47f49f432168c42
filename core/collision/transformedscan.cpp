#include "transformedscan.h"

#include <algorithm>
#include <vector>

namespace hitbox::collision::transformedscan {
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

Mask outlinePixels(const Mask &m, const PixelRect &rect)
{
    Mask out(m.width(), m.height());
    if (isEmpty(rect))
        return out;
    const int words = m.wordsPerRow();
    const int firstWord = int(rect.x / wordBits);
    const int count = int((rect.x + rect.w - 1) / wordBits) + 1 - firstWord;
    // The pixels of row y whose left and right neighbours are solid too (padding is zero),
    // for three rows at a time: y - 1, y and y + 1 in a ring.
    std::vector<std::uint64_t> runs(3 * std::size_t(count));
    const auto fillRuns = [&](int y) {
        std::uint64_t *dst = runs.data() + std::size_t(((y % 3) + 3) % 3) * std::size_t(count);
        if (y < 0 || y >= m.height()) {
            std::fill(dst, dst + count, 0);
            return;
        }
        const std::uint64_t *r = m.row(y);
        for (int i = 0; i < count; ++i) {
            const int k = firstWord + i;
            const std::uint64_t prev = k > 0 ? r[k - 1] : 0;
            const std::uint64_t next = k + 1 < words ? r[k + 1] : 0;
            dst[i] = r[k] & ((r[k] << 1) | (prev >> (wordBits - 1)))
                     & ((r[k] >> 1) | (next << (wordBits - 1)));
        }
    };
    const int top = int(rect.y);
    fillRuns(top - 1);
    fillRuns(top);
    for (int y = top; y < int(rect.y + rect.h); ++y) {
        fillRuns(y + 1);
        const std::uint64_t *above = runs.data() + std::size_t((y + 2) % 3) * std::size_t(count);
        const std::uint64_t *here = runs.data() + std::size_t(y % 3) * std::size_t(count);
        const std::uint64_t *below = runs.data() + std::size_t((y + 1) % 3) * std::size_t(count);
        const std::uint64_t *source = m.row(y) + firstWord;
        std::uint64_t *target = out.row(y) + firstWord;
        for (int i = 0; i < count; ++i)
            target[i] = source[i] & ~(above[i] & here[i] & below[i]);
    }
    return out;
}

} // namespace hitbox::collision::transformedscan
