#include "transformedscan.h"

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
    const int words = m.wordsPerRow();
    // The pixels of row r whose left and right neighbours are solid too (padding is zero).
    const auto rowRun = [&](int y, int k) -> std::uint64_t {
        if (y < 0 || y >= m.height())
            return 0;
        const std::uint64_t *r = m.row(y);
        const std::uint64_t prev = k > 0 ? r[k - 1] : 0;
        const std::uint64_t next = k + 1 < words ? r[k + 1] : 0;
        return r[k] & ((r[k] << 1) | (prev >> (wordBits - 1)))
               & ((r[k] >> 1) | (next << (wordBits - 1)));
    };
    const int lastWord = int((rect.x + rect.w - 1) / wordBits);
    for (int y = int(rect.y); y < int(rect.y + rect.h); ++y) {
        for (int k = int(rect.x / wordBits); k <= lastWord; ++k) {
            const std::uint64_t interior = rowRun(y - 1, k) & rowRun(y, k) & rowRun(y + 1, k);
            out.row(y)[k] = m.row(y)[k] & ~interior;
        }
    }
    return out;
}

} // namespace hitbox::collision::transformedscan
