#include "collider.h"

namespace hitbox::collision {

Rect defaultReducedBox(double width, double height, Vec2 pivot, double fraction)
{
    const double w = width * fraction;
    const double h = height * fraction;
    return {(width - w) / 2.0 - pivot.x, (height - h) / 2.0 - pivot.y, w, h};
}

Collider makeCollider(double width, double height, Vec2 position, const Mask *mask)
{
    Collider c;
    c.width = width;
    c.height = height;
    c.transform.pivot = {width / 2.0, height / 2.0};
    c.transform.position = position;
    c.box = defaultReducedBox(width, height, c.transform.pivot);
    c.circle = defaultCircle(width, height, c.transform.pivot);
    c.mask = mask;
    return c;
}

Rect worldBounds(const Collider &c)
{
    return spriteBounds(c.transform, c.width, c.height);
}

Polygon worldBox(const Collider &c)
{
    return c.box ? rectToPolygon(*c.box, localToWorld(c.transform)) : Polygon{};
}

Circle worldCircle(const Collider &c)
{
    return c.circle ? transformed(*c.circle, localToWorld(c.transform)) : Circle{};
}

std::vector<Polygon> worldArmature(const Collider &c)
{
    const Affine m = localToWorld(c.transform);
    std::vector<Polygon> out;
    out.reserve(c.armature.size());
    for (const Polygon &p : c.armature)
        out.push_back(transformed(p, m));
    return out;
}

} // namespace hitbox::collision
