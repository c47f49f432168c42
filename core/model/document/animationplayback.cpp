#include "model/document/animationplayback.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace hitbox::model {
namespace {

qint64 durationOf(const Sprite &sprite, int frame)
{
    return std::max<qint64>(1, sprite.frames[frame].durationMs);
}

} // namespace

QStringList uniqueAnimationNames(const QStringList &names)
{
    const QSet<QString> given(names.cbegin(), names.cend());
    QSet<QString> taken;
    QHash<QString, int> nextSuffix; // per repeated name: the first N worth trying
    QStringList unique;
    unique.reserve(names.size());
    for (const QString &name : names) {
        if (!taken.contains(name)) {
            taken.insert(name);
            unique.append(name);
            continue;
        }
        int &n = nextSuffix[name];
        n = std::max(n, 2);
        QString candidate = name + u'_' + QString::number(n);
        while (given.contains(candidate) || taken.contains(candidate))
            candidate = name + u'_' + QString::number(++n);
        taken.insert(candidate);
        unique.append(candidate);
    }
    return unique;
}

QStringList uniqueAnimationNames(const Sprite &sprite)
{
    QStringList names;
    names.reserve(sprite.animations.size());
    for (const Animation &animation : sprite.animations)
        names.append(animation.name);
    return uniqueAnimationNames(names);
}

int animationIndex(const Sprite &sprite, const QString &name)
{
    if (name.isEmpty())
        return -1;
    // The first animation of a name keeps it; only the names of repeats need the rule.
    for (qsizetype i = 0; i < sprite.animations.size(); ++i) {
        if (sprite.animations[i].name == name)
            return int(i);
    }
    return int(uniqueAnimationNames(sprite).indexOf(name));
}

QList<int> playSequence(const Sprite &sprite, int animation)
{
    QList<int> frames;
    AnimationDirection direction = AnimationDirection::Forward;
    if (animation >= 0 && animation < sprite.animations.size()) {
        const Animation &a = sprite.animations[animation];
        for (const int f : a.frames) {
            if (f >= 0 && f < sprite.frames.size())
                frames.append(f);
        }
        direction = a.direction;
    }
    if (frames.isEmpty()) {
        direction = AnimationDirection::Forward;
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

qint64 cycleDurationMs(const Sprite &sprite, int animation)
{
    qint64 total = 0;
    for (const int f : playSequence(sprite, animation))
        total += durationOf(sprite, f);
    return total;
}

int frameAtTime(const Sprite &sprite, int animation, qint64 timeMs)
{
    const QList<int> frames = playSequence(sprite, animation);
    if (frames.isEmpty())
        return 0;
    const qint64 cycle = cycleDurationMs(sprite, animation);
    const bool once = animation >= 0 && animation < sprite.animations.size()
                      && !sprite.animations[animation].loop;
    if (once && timeMs >= cycle)
        return frames.last(); // played once: holds its last frame
    qint64 t = std::max<qint64>(0, timeMs) % cycle;
    for (const int f : frames) {
        const qint64 d = durationOf(sprite, f);
        if (t < d)
            return f;
        t -= d;
    }
    return frames.last(); // not reached: t < cycle
}

qint64 frameStartMs(const Sprite &sprite, int animation, int frame)
{
    qint64 start = 0;
    for (const int f : playSequence(sprite, animation)) {
        if (f == frame)
            return start;
        start += durationOf(sprite, f);
    }
    return 0;
}

OnionNeighbours onionNeighbours(const Sprite &sprite, int animation, int frame)
{
    const int count = int(sprite.frames.size());
    OnionNeighbours out;
    if (frame < 0 || frame >= count)
        return out;
    QList<int> order = playSequence(sprite, animation);
    qsizetype at
            = animation >= 0 && animation < sprite.animations.size() ? order.indexOf(frame) : -1;
    if (at < 0) {
        order = playSequence(sprite, -1); // the sprite's order
        at = frame;
    }
    if (at > 0)
        out.previous = order[at - 1];
    if (at + 1 < order.size())
        out.next = order[at + 1];
    return out;
}

int playedFrame(const Sprite &sprite, const PreviewInstance &instance, qint64 elapsedMs)
{
    const int animation = animationIndex(sprite, instance.animation);
    if (animation < 0)
        return instance.frame;
    return frameAtTime(sprite,
                       animation,
                       frameStartMs(sprite, animation, instance.frame)
                               + std::max<qint64>(0, elapsedMs));
}

} // namespace hitbox::model
