#include "sprite.h"

namespace hitbox::model {

collision::Vec2 effectivePivot(const Sprite &sprite, QSize imageSize)
{
    if (sprite.pivot)
        return *sprite.pivot;
    return {imageSize.width() / 2.0, imageSize.height() / 2.0};
}

} // namespace hitbox::model
