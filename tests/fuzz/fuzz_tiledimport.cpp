// Fuzz target: any bytes as a Tiled tileset (TSX or TSJ, by content), through the import
// the CLI and the editor use (importHitboxes). Never crashes or hangs; an accepted tileset
// gives one sprite of 1 .. maxFramesPerSprite frames whose shapes are finite.

#include "model/import/hitboximport.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {

QTemporaryDir *folder = nullptr;

bool finite(hitbox::collision::Vec2 p)
{
    return std::isfinite(p.x) && std::isfinite(p.y);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    folder = new QTemporaryDir(QStringLiteral("/tmp/fuzz-tiled-XXXXXX"));
    if (!folder->isValid())
        std::abort();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const QString path = folder->filePath(QStringLiteral("fuzz.tsx"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    const HitboxImport imported = importHitboxes(path);
    if (!imported.ok())
        return 0;
    if (imported.sprites.size() != 1)
        std::abort();
    const Sprite &sprite = imported.sprites.first();
    if (sprite.frames.isEmpty() || sprite.frames.size() > maxFramesPerSprite)
        std::abort();
    for (const Frame &frame : sprite.frames) {
        for (const Shape &shape : frame.shapes) {
            for (const hitbox::collision::Vec2 p : shape.polygon.points) {
                if (!finite(p))
                    std::abort();
            }
            if (!finite(shape.circle.center) || !std::isfinite(shape.box.x)
                || !std::isfinite(shape.box.w))
                std::abort();
        }
    }
    for (const Animation &animation : sprite.animations) {
        for (const int f : animation.frames) {
            if (f < 0 || f >= sprite.frames.size())
                std::abort();
        }
    }
    return 0;
}
