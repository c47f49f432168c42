#include <hitbox/runtime/runtime.h>

#include <algorithm>
#include <map>
#include <set>

namespace hitbox::runtime {
namespace {

std::int64_t durationOf(const Sprite &sprite, int frame)
{
    return std::max<std::int64_t>(1, sprite.frames[std::size_t(frame)].durationMs);
}

} // namespace

std::vector<std::string> uniqueAnimationNames(const Sprite &sprite)
{
    std::set<std::string> given;
    for (const Animation &a : sprite.animations)
        given.insert(a.name);
    std::set<std::string> taken;
    std::map<std::string, int> nextSuffix; // per repeated name: the first N worth trying
    std::vector<std::string> unique;
    unique.reserve(sprite.animations.size());
    for (const Animation &a : sprite.animations) {
        if (taken.insert(a.name).second) {
            unique.push_back(a.name);
            continue;
        }
        int &n = nextSuffix[a.name];
        n = std::max(n, 2);
        std::string candidate = a.name + "_" + std::to_string(n);
        while (given.count(candidate) != 0 || taken.count(candidate) != 0)
            candidate = a.name + "_" + std::to_string(++n);
        taken.insert(candidate);
        unique.push_back(candidate);
    }
    return unique;
}

int animationIndex(const Sprite &sprite, std::string_view name)
{
    if (name.empty())
        return -1;
    for (std::size_t i = 0; i < sprite.animations.size(); ++i) {
        if (sprite.animations[i].name == name)
            return int(i);
    }
    const std::vector<std::string> names = uniqueAnimationNames(sprite);
    const auto it = std::find(names.cbegin(), names.cend(), name);
    return it == names.cend() ? -1 : int(it - names.cbegin());
}

std::vector<int> playSequence(const Sprite &sprite, int animation)
{
    std::vector<int> frames;
    const int frameCount = int(sprite.frames.size());
    AnimationDirection direction = AnimationDirection::Forward;
    if (animation >= 0 && std::size_t(animation) < sprite.animations.size()) {
        const Animation &a = sprite.animations[std::size_t(animation)];
        for (const int f : a.frames) {
            if (f >= 0 && f < frameCount)
                frames.push_back(f);
        }
        direction = a.direction;
    }
    if (frames.empty()) {
        direction = AnimationDirection::Forward;
        for (int f = 0; f < frameCount; ++f)
            frames.push_back(f);
    }
    if (direction == AnimationDirection::Reverse) {
        std::reverse(frames.begin(), frames.end());
    } else if (direction == AnimationDirection::PingPong) {
        for (std::ptrdiff_t i = std::ptrdiff_t(frames.size()) - 2; i > 0; --i)
            frames.push_back(frames[std::size_t(i)]);
    }
    return frames;
}

int frameAtTime(const Sprite &sprite, int animation, std::int64_t timeMs)
{
    const std::vector<int> frames = playSequence(sprite, animation);
    if (frames.empty())
        return 0;
    std::int64_t cycle = 0;
    for (const int f : frames)
        cycle += durationOf(sprite, f);
    const bool once = animation >= 0 && std::size_t(animation) < sprite.animations.size()
                      && !sprite.animations[std::size_t(animation)].loop;
    if (once && timeMs >= cycle)
        return frames.back(); // played once: holds its last frame
    std::int64_t t = std::max<std::int64_t>(0, timeMs) % cycle;
    for (const int f : frames) {
        const std::int64_t d = durationOf(sprite, f);
        if (t < d)
            return f;
        t -= d;
    }
    return frames.back(); // not reached: t < cycle
}

} // namespace hitbox::runtime
