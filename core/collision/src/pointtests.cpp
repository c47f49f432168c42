#include <hitbox/queries.h>

#include <hitbox/shapes.h>

namespace hitbox::collision {

std::optional<PixelPoint> solidPixelAt(const Mask &mask, const Transform &t, Vec2 world)
{
    const Vec2 p = apply(worldToImage(t), world);
    if (!(p.x >= 0.0 && p.y >= 0.0 && p.x < mask.width() && p.y < mask.height()))
        return std::nullopt;
    const PixelPoint pixel{std::int64_t(p.x), std::int64_t(p.y)};
    if (!mask.test(pixel.x, pixel.y))
        return std::nullopt;
    return pixel;
}

bool pointHitsMask(const Mask &mask, const Transform &t, Vec2 world)
{
    return solidPixelAt(mask, t, world).has_value();
}

bool pointInBox(const Rect &localBox, const Transform &t, Vec2 world)
{
    if (isEmpty(localBox))
        return false;
    const Affine m = localToWorld(t);
    if (isAxisAligned(t))
        return rectContains(mapBounds(m, localBox), world);
    return pointInPolygon(rectToPolygon(localBox, m), world) == Containment::Inside;
}

} // namespace hitbox::collision
