#include "framereference.h"

namespace hitbox::cli {
namespace {

const model::Sprite *findSprite(const model::Project &project, const QString &name)
{
    for (const model::Sprite &s : project.sprites) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

const model::Animation *findAnimation(const model::Sprite &sprite, const QString &name)
{
    for (const model::Animation &a : sprite.animations) {
        if (a.name == name)
            return &a;
    }
    return nullptr;
}

// "SPRITE" or "SPRITE:ANIMATION", without a frame number.
std::optional<FrameReference>
resolveSpriteOrAnimation(const model::Project &project, const QString &text, QString *error)
{
    if (const model::Sprite *s = findSprite(project, text))
        return FrameReference{s, nullptr, 0, false};
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon > 0) {
        if (const model::Sprite *s = findSprite(project, text.left(colon))) {
            const QString animation = text.mid(colon + 1);
            if (const model::Animation *a = findAnimation(*s, animation)) {
                if (a->frames.isEmpty()) {
                    *error = QStringLiteral("animation '%1' of sprite '%2' has no frames")
                                     .arg(animation, s->name);
                    return std::nullopt;
                }
                return FrameReference{s, a, a->frames.first(), false};
            }
            QStringList names;
            for (const model::Animation &a : s->animations)
                names << a.name;
            *error = names.isEmpty()
                             ? QStringLiteral("sprite '%1' has no animations").arg(s->name)
                             : QStringLiteral("sprite '%1' has no animation '%2' (it has: %3)")
                                       .arg(s->name, animation, names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    *error = QStringLiteral("no sprite named '%1'").arg(text);
    return std::nullopt;
}

} // namespace

std::optional<FrameReference>
resolveFrameReference(const model::Project &project, const QString &text, QString *error)
{
    if (const model::Sprite *s = findSprite(project, text))
        return FrameReference{s, nullptr, 0, false};
    const qsizetype hash = text.lastIndexOf(QLatin1Char('#'));
    if (hash <= 0)
        return resolveSpriteOrAnimation(project, text, error);
    bool isNumber = false;
    const int n = text.mid(hash + 1).toInt(&isNumber);
    if (!isNumber)
        return resolveSpriteOrAnimation(project, text, error);
    std::optional<FrameReference> ref = resolveSpriteOrAnimation(project, text.left(hash), error);
    if (!ref)
        return std::nullopt;
    const qsizetype count
            = ref->animation ? ref->animation->frames.size() : ref->sprite->frames.size();
    if (n < 0 || n >= count) {
        const QString what = ref->animation ? QStringLiteral("animation '%1' of sprite '%2'")
                                                      .arg(ref->animation->name, ref->sprite->name)
                                            : QStringLiteral("sprite '%1'").arg(ref->sprite->name);
        *error = QStringLiteral("%1 has %2 frame(s) (#0-#%3), not #%4")
                         .arg(what,
                              QString::number(count),
                              QString::number(count - 1),
                              QString::number(n));
        return std::nullopt;
    }
    ref->frame = ref->animation ? ref->animation->frames[n] : n;
    ref->frameGiven = true;
    return ref;
}

} // namespace hitbox::cli
