#include "model/import/tagrepeat.h"

namespace hitbox::model {

QString applyAsepriteRepeat(ImportedAnimation &animation, int repeat)
{
    if (repeat == 0)
        return {};
    if (repeat == 1) {
        animation.loop = false;
        if (animation.direction == AnimationDirection::PingPong)
            animation.direction = AnimationDirection::Forward; // its first way only
        return {};
    }
    return asepriteRepeatText(repeat);
}

QString asepriteRepeatText(int repeat)
{
    return (repeat == 1 ? QStringLiteral("plays once")
                        : QStringLiteral("plays %1 times").arg(repeat))
           + QStringLiteral(", imported as a loop");
}

} // namespace hitbox::model
