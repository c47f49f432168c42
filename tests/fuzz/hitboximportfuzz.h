#pragma once

// The body of the hitbox import fuzz targets (fuzz_tiledimport, fuzz_godotimport): any
// bytes written to a file of a given name go through the import the CLI and the editor
// use (importHitboxes, by content). It never crashes or hangs; an accepted file gives one
// sprite of 1 .. maxFramesPerSprite frames whose shapes are finite, animations naming its
// frames and at most maxRoles roles.

#include "model/import/hitboximport.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace hitbox::fuzz {

inline QTemporaryDir *importFolder = nullptr;

inline bool finite(collision::Vec2 p)
{
    return std::isfinite(p.x) && std::isfinite(p.y);
}

inline void initializeImport(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    importFolder = new QTemporaryDir(QStringLiteral("/tmp/fuzz-import-XXXXXX"));
    if (!importFolder->isValid())
        std::abort();
}

inline void checkImport(const std::uint8_t *data, std::size_t size, const QString &fileName)
{
    using namespace hitbox::model;
    const QString path = importFolder->filePath(fileName);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    const HitboxImport imported = importHitboxes(path);
    if (!imported.ok())
        return;
    if (imported.sprites.size() != 1 || imported.roles.roles.size() > maxRoles)
        std::abort();
    const Sprite &sprite = imported.sprites.first();
    if (sprite.frames.isEmpty() || sprite.frames.size() > maxFramesPerSprite)
        std::abort();
    for (const Frame &frame : sprite.frames) {
        for (const Shape &shape : frame.shapes) {
            for (const collision::Vec2 p : shape.polygon.points) {
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
}

} // namespace hitbox::fuzz
