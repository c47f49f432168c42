#include "model/document/frameedits.h"

#include <algorithm>
#include <utility>

namespace hitbox::model {
namespace {

// `sprite` with its animations passed through `map`.
FrameEdit withMap(Sprite sprite, FrameMap map)
{
    sprite.animations = remappedAnimations(sprite.animations, map);
    return {std::move(sprite), std::move(map)};
}

} // namespace

FrameMap identityFrameMap(int count)
{
    FrameMap map;
    map.reserve(count);
    for (int i = 0; i < count; ++i)
        map << i;
    return map;
}

FrameEdit duplicateFrame(const Sprite &sprite, int frame)
{
    const int count = int(sprite.frames.size());
    if (frame < 0 || frame >= count)
        return {sprite, identityFrameMap(count)};
    Sprite out = sprite;
    out.frames.insert(frame + 1, sprite.frames[frame]);
    FrameMap map = identityFrameMap(count);
    for (int i = frame + 1; i < count; ++i)
        map[i] = i + 1;
    return withMap(std::move(out), std::move(map));
}

FrameEdit removeFrame(const Sprite &sprite, int frame)
{
    const int count = int(sprite.frames.size());
    if (count <= 1 || frame < 0 || frame >= count)
        return {sprite, identityFrameMap(count)};
    Sprite out = sprite;
    out.frames.removeAt(frame);
    FrameMap map = identityFrameMap(count);
    map[frame] = -1;
    for (int i = frame + 1; i < count; ++i)
        map[i] = i - 1;
    return withMap(std::move(out), std::move(map));
}

FrameEdit moveFrame(const Sprite &sprite, int from, int to)
{
    const int count = int(sprite.frames.size());
    if (from < 0 || from >= count || to < 0 || to >= count)
        return {sprite, identityFrameMap(count)};
    Sprite out = sprite;
    out.frames.move(from, to);
    FrameMap map = identityFrameMap(count);
    map[from] = to;
    if (from < to) {
        for (int i = from + 1; i <= to; ++i)
            map[i] = i - 1;
    } else {
        for (int i = to; i < from; ++i)
            map[i] = i + 1;
    }
    return withMap(std::move(out), std::move(map));
}

FrameMap undoFrameMap(const FrameMap &map, int newCount)
{
    FrameMap back(qMax(newCount, 0), -1);
    for (int i = 0; i < map.size(); ++i) {
        if (map[i] >= 0 && map[i] < back.size())
            back[map[i]] = i;
    }
    for (int j = 1; j < back.size(); ++j) {
        if (back[j] < 0)
            back[j] = back[j - 1];
    }
    return back;
}

QList<Animation> remappedAnimations(const QList<Animation> &animations, const FrameMap &map)
{
    QList<Animation> out = animations;
    for (Animation &animation : out) {
        QList<int> frames;
        for (const int f : std::as_const(animation.frames)) {
            if (f >= 0 && f < map.size() && map[f] >= 0)
                frames << map[f];
        }
        animation.frames = frames;
    }
    return out;
}

int remappedFrame(int frame, const FrameMap &map, int newCount)
{
    if (newCount <= 0 || map.isEmpty())
        return 0;
    const int old = std::clamp(frame, 0, int(map.size()) - 1);
    int result = map[old];
    for (int i = old + 1; result < 0 && i < map.size(); ++i)
        result = map[i];
    for (int i = old - 1; result < 0 && i >= 0; --i)
        result = map[i];
    return std::clamp(result, 0, newCount - 1);
}

PreviewScene remappedInstances(PreviewScene scene, int sprite, const FrameMap &map, int newCount)
{
    for (PreviewInstance &instance : scene.instances) {
        if (instance.sprite == sprite)
            instance.frame = remappedFrame(instance.frame, map, newCount);
    }
    return scene;
}

} // namespace hitbox::model
