#include "model/document/framesource.h"

namespace hitbox::model {

QString animationDirectionName(AnimationDirection direction)
{
    switch (direction) {
    case AnimationDirection::Forward:
        return QStringLiteral("forward");
    case AnimationDirection::Reverse:
        return QStringLiteral("reverse");
    case AnimationDirection::PingPong:
        return QStringLiteral("pingpong");
    }
    return QStringLiteral("forward");
}

std::optional<AnimationDirection> animationDirectionFromName(QStringView name)
{
    for (AnimationDirection d :
         {AnimationDirection::Forward, AnimationDirection::Reverse, AnimationDirection::PingPong}) {
        if (name == animationDirectionName(d))
            return d;
    }
    return std::nullopt;
}

} // namespace hitbox::model
