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

} // namespace hitbox::collision::transformedscan
