#pragma once

// What the fuzz targets of hitbox importers share (fuzz_tiledimport, fuzz_godotimport,
// fuzz_phaserimport, fuzz_libgdximport, fuzz_spineimport, fuzz_defoldimport): the bytes
// written to a file of the importer's kind and read through importHitboxes (as the CLI and
// the editor read them), and the checks every accepted import must pass. Never a crash or
// a hang.

#include "model/import/hitboximport.h"
#include "model/import/importer.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace hitbox::fuzz {

/// A folder for the fuzzed files, made once (the target's LLVMFuzzerInitialize).
inline QTemporaryDir *fuzzFolder(int *argc, char ***argv, const QString &pattern)
{
    static QCoreApplication app(*argc, *argv);
    auto *folder = new QTemporaryDir(pattern);
    if (!folder->isValid())
        std::abort();
    return folder;
}

/// The bytes as the file `name` in `folder`, imported.
inline model::HitboxImport importBytes(const QTemporaryDir &folder,
                                       const QString &name,
                                       const std::uint8_t *data,
                                       std::size_t size)
{
    const QString path = folder.filePath(name);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    return model::importHitboxes(path);
}

/// Aborts unless the custom properties keep the document's rules (so the document saves
/// and reads back): names not empty and unique, values of their type, at most
/// maxPropertiesPerOwner.
inline void checkProperties(const model::Properties &properties)
{
    if (properties.size() > model::maxPropertiesPerOwner)
        std::abort();
    for (qsizetype i = 0; i < properties.size(); ++i) {
        if (!model::propertyNameProblem(properties, properties[i].name, int(i)).isEmpty()
            || !model::propertyValueProblem(properties[i].value).isEmpty())
            std::abort();
    }
}

/// Aborts unless the sprite has 1 .. maxFramesPerSprite frames, finite shapes,
/// animations naming its frames and custom properties a document may hold.
inline void checkSprite(const model::Sprite &sprite)
{
    checkProperties(sprite.properties);
    const auto finite = [](collision::Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); };
    if (sprite.frames.isEmpty() || sprite.frames.size() > model::maxFramesPerSprite)
        std::abort();
    for (const model::Frame &frame : sprite.frames) {
        checkProperties(frame.properties);
        for (const model::Shape &shape : frame.shapes) {
            checkProperties(shape.properties);
            for (const collision::Vec2 p : shape.polygon.points) {
                if (!finite(p))
                    std::abort();
            }
            if (!finite(shape.circle.center) || !std::isfinite(shape.box.x)
                || !std::isfinite(shape.box.w))
                std::abort();
        }
    }
    for (const model::Animation &animation : sprite.animations) {
        checkProperties(animation.properties);
        for (const int f : animation.frames) {
            if (f < 0 || f >= sprite.frames.size())
                std::abort();
        }
    }
}

/// The body of a target whose format gives one sprite (Tiled, Godot): the bytes as the file
/// `name` in `folder`, imported; when accepted and `looksLikeMine` says they are that
/// format's (other formats' bytes are their own targets'), exactly one sprite passing
/// checkSprite, and at most maxRoles roles.
template<typename LooksLike>
void checkOneSpriteImport(const QTemporaryDir &folder,
                          const QString &name,
                          const std::uint8_t *data,
                          std::size_t size,
                          LooksLike looksLikeMine)
{
    const model::HitboxImport imported = importBytes(folder, name, data, size);
    if (!imported.ok())
        return;
    const QByteArray head = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size))
                                    .left(model::importProbeBytes);
    if (!looksLikeMine(head))
        return;
    if (imported.sprites.size() != 1 || imported.roles.roles.size() > model::maxRoles)
        std::abort();
    checkSprite(imported.sprites.first());
}

} // namespace hitbox::fuzz
