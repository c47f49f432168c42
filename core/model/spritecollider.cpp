#include "spritecollider.h"

namespace hitbox::model {

SpriteArmature usableArmature(const Sprite &sprite)
{
    SpriteArmature out;
    for (qsizetype p = 0; p < sprite.polygons.size(); ++p) {
        if (!collision::validatePolygon(sprite.polygons[p].polygon).isValid())
            continue;
        out.polygons.push_back(sprite.polygons[p].polygon);
        out.indices.push_back(std::size_t(p));
    }
    return out;
}

collision::Collider spriteCollider(const Sprite &sprite,
                                   QSize imageSize,
                                   const PreviewInstance &placement,
                                   std::vector<collision::Polygon> armature,
                                   const collision::Mask *mask)
{
    collision::Collider c;
    c.transform.position = placement.position;
    c.transform.rotation = placement.rotation;
    c.transform.scale = placement.scale;
    if (imageSize.isEmpty())
        return c; // an empty collider: it overlaps nothing
    c.width = imageSize.width();
    c.height = imageSize.height();
    c.transform.pivot = effectivePivot(sprite, imageSize);
    c.box = sprite.box;
    c.circle = sprite.circle;
    c.armature = std::move(armature);
    c.mask = mask;
    return c;
}

} // namespace hitbox::model
