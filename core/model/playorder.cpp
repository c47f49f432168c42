#include "playorder.h"

#include <algorithm>

namespace hitbox::model {

QList<int> animationPlayOrder(const Sprite &sprite, int animation)
{
    QList<int> frames;
    AnimationDirection direction = AnimationDirection::Forward;
    if (animation >= 0 && animation < sprite.animations.size()) {
        const Animation &a = sprite.animations[animation];
        for (int f : a.frames) {
            if (f >= 0 && f < sprite.frames.size())
                frames.append(f);
        }
        direction = a.direction;
    }
    if (frames.isEmpty()) {
        for (int f = 0; f < sprite.frames.size(); ++f)
            frames.append(f);
    }
    if (direction == AnimationDirection::Reverse) {
        std::reverse(frames.begin(), frames.end());
    } else if (direction == AnimationDirection::PingPong) {
        for (qsizetype i = frames.size() - 2; i > 0; --i)
            frames.append(frames[i]);
    }
    return frames;
}

} // namespace hitbox::model
