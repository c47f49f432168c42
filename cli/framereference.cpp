#include "framereference.h"

#include "model/document/animationplayback.h"

#include <QRegularExpression>

#include <limits>

namespace hitbox::cli {
namespace {

// A reference with its escapes removed: `text` holds the characters, `isSeparator` tells
// for each whether it is an unescaped ':' or '#'.
struct Unescaped
{
    QString text;
    QList<bool> isSeparator;

    Unescaped left(qsizetype n) const { return {text.left(n), isSeparator.mid(0, n)}; }
};

Unescaped unescape(const QString &reference)
{
    Unescaped out;
    for (qsizetype i = 0; i < reference.size(); ++i) {
        const QChar c = reference[i];
        const bool escapes = c == u'\\' && i + 1 < reference.size()
                             && (reference[i + 1] == u':' || reference[i + 1] == u'#'
                                 || reference[i + 1] == u'\\');
        if (escapes) {
            out.text += reference[++i];
            out.isSeparator.append(false);
        } else {
            out.text += c;
            out.isSeparator.append(c == u':' || c == u'#');
        }
    }
    return out;
}

const model::Sprite *findSprite(const model::Project &project, const QString &name)
{
    for (const model::Sprite &s : project.sprites) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

QString animationNotFound(const model::Sprite &sprite, const QString &animation)
{
    const QStringList names = model::uniqueAnimationNames(sprite);
    if (names.isEmpty())
        return QStringLiteral("sprite '%1' has no animations").arg(sprite.name);
    return QStringLiteral("sprite '%1' has no animation '%2' (it has: %3)")
            .arg(sprite.name, animation, names.join(QStringLiteral(", ")));
}

// Frame `n` of the sprite, or step `n` of the animation's play order; `written` is N as
// the reference gives it.
bool selectFrame(FrameReference &ref, qint64 n, const QString &written, QString *error)
{
    const QList<int> frames
            = ref.animation ? model::playSequence(
                      *ref.sprite, int(ref.animation - ref.sprite->animations.constData()))
                            : QList<int>();
    const qsizetype count = ref.animation ? frames.size() : ref.sprite->frames.size();
    if (n < 0 || n >= count) {
        *error = ref.animation ? QStringLiteral("animation '%1' of sprite '%2' plays %3 frame(s) "
                                                "(#0-#%4), not #%5")
                                         .arg(ref.animationName,
                                              ref.sprite->name,
                                              QString::number(count),
                                              QString::number(count - 1),
                                              written)
                               : QStringLiteral("sprite '%1' has %2 frame(s) (#0-#%3), not #%4")
                                         .arg(ref.sprite->name,
                                              QString::number(count),
                                              QString::number(count - 1),
                                              written);
        return false;
    }
    ref.frame = ref.animation ? frames[n] : int(n);
    ref.frameGiven = true;
    return true;
}

// The frame number of a trailing unescaped "#N", or nullopt.
std::optional<qint64> trailingFrameNumber(const Unescaped &reference, qsizetype *hash)
{
    *hash = reference.text.lastIndexOf(u'#');
    if (*hash <= 0 || !reference.isSeparator[*hash])
        return std::nullopt;
    static const QRegularExpression number(QStringLiteral("^-?[0-9]+$"));
    const QString digits = reference.text.mid(*hash + 1);
    if (!number.match(digits).hasMatch())
        return std::nullopt;
    bool ok = false;
    const qint64 n = digits.toLongLong(&ok);
    if (ok)
        return n;
    return digits.startsWith(u'-') ? std::numeric_limits<qint64>::min()
                                   : std::numeric_limits<qint64>::max();
}

// One reading of `body` as "SPRITE" or "SPRITE:ANIMATION", then frame or step `n` of it
// when `n` is given: the longest sprite name before an unescaped ':' that gives a frame.
// Sets `firstError` to the first reason a sprite found could not give one.
std::optional<FrameReference> readReference(const model::Project &project,
                                            const Unescaped &body,
                                            std::optional<qint64> n,
                                            const QString &written,
                                            QString &firstError)
{
    const auto withFrame = [&](FrameReference ref) -> std::optional<FrameReference> {
        QString error;
        if (!n || selectFrame(ref, *n, written, &error))
            return ref;
        if (firstError.isEmpty())
            firstError = error;
        return std::nullopt;
    };
    if (const model::Sprite *s = findSprite(project, body.text)) {
        if (auto ref = withFrame(FrameReference{s, nullptr, QString(), 0, false}))
            return ref;
    }
    for (qsizetype colon = body.text.size() - 1; colon > 0; --colon) {
        if (body.text[colon] != u':' || !body.isSeparator[colon])
            continue;
        const model::Sprite *s = findSprite(project, body.text.left(colon));
        if (!s)
            continue;
        const QString name = body.text.mid(colon + 1);
        const int index = model::animationIndex(*s, name);
        QString error;
        if (index < 0) {
            error = animationNotFound(*s, name);
        } else if (s->animations[index].frames.isEmpty()) {
            error = QStringLiteral("animation '%1' of sprite '%2' has no frames")
                            .arg(name, s->name);
        } else {
            const FrameReference ref{
                    s, &s->animations[index], name, model::playSequence(*s, index).first(), false};
            if (auto selected = withFrame(ref))
                return selected;
        }
        if (firstError.isEmpty() && !error.isEmpty())
            firstError = error;
    }
    return std::nullopt;
}

} // namespace

std::optional<FrameReference>
resolveFrameReference(const model::Project &project, const QString &text, QString *error)
{
    const Unescaped reference = unescape(text);
    QString firstError;
    qsizetype hash = -1;
    // "#N" is a frame number first; when that reading gives no frame, part of a name
    // ("hero:combo#2" with an animation "combo#2").
    if (const std::optional<qint64> n = trailingFrameNumber(reference, &hash)) {
        if (auto ref = readReference(
                    project, reference.left(hash), n, reference.text.mid(hash + 1), firstError))
            return ref;
    }
    if (auto ref = readReference(project, reference, std::nullopt, QString(), firstError))
        return ref;
    *error = firstError.isEmpty() ? QStringLiteral("no sprite named '%1'").arg(reference.text)
                                  : firstError;
    return std::nullopt;
}

} // namespace hitbox::cli
