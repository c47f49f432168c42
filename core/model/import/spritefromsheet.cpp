#include "model/import/spritefromsheet.h"

#include "model/document/animationplayback.h"
#include "model/io/frameloader.h"
#include "model/io/sourcedigest.h"

#include <algorithm>

namespace hitbox::model {

namespace {

void rememberSource(Sprite &sprite, const ImportedSheet &sheet, FrameSources *sources)
{
    if (sheet.sourcePath.isEmpty())
        return;
    sprite.source = SpriteSource{sheet.sourcePath,
                                 sheet.kind == SheetKind::Grid ? std::optional(sheet.grid)
                                                               : std::nullopt};
    if (sources) {
        setSourceDigests(sprite, *sources);
    } else {
        FrameSources own;
        setSourceDigests(sprite, own);
    }
}

} // namespace

Sprite spriteFromSheet(const ImportedSheet &sheet, const QString &name, FrameSources *sources)
{
    Sprite sprite;
    sprite.name = name;
    sprite.imagePath = sheet.imagePath;
    if (!sheet.frames.isEmpty()) {
        sprite.frames.clear();
        sprite.frames.reserve(sheet.frames.size());
        for (const ImportedFrame &imported : sheet.frames) {
            Frame frame;
            frame.name = imported.name;
            frame.region = imported.region;
            frame.durationMs = imported.durationMs;
            frame.pivot = imported.pivot;
            frame.shapes = imported.shapes;
            for (Shape &shape : frame.shapes)
                shape.fromSource = true;
            sprite.frames.append(frame);
        }
    }
    const int frameCount = int(sprite.frames.size());
    for (const ImportedAnimation &imported : sheet.animations) {
        Animation animation;
        animation.name = imported.name;
        animation.direction = imported.direction;
        animation.loop = imported.loop;
        const int from = std::max(0, imported.from);
        const int to = std::min(frameCount - 1, imported.to);
        for (int index = from; index <= to; ++index)
            animation.frames.append(index);
        if (imported.backwards)
            std::reverse(animation.frames.begin(), animation.frames.end());
        if (!animation.frames.isEmpty())
            sprite.animations.append(animation);
    }
    // Tags of one name (Aseprite allows them) are stored under their unique names.
    const QStringList names = uniqueAnimationNames(sprite);
    for (qsizetype a = 0; a < sprite.animations.size(); ++a)
        sprite.animations[a].name = names[a];
    rememberSource(sprite, sheet, sources);
    return sprite;
}

} // namespace hitbox::model
