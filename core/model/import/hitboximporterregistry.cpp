#include "model/import/hitboximport.h"

#include "model/import/importer.h"

#include "model/import/defold/defoldimport.h"
#include "model/import/godot/godotimport.h"
#include "model/import/libgdx/libgdximport.h"
#include "model/import/mugen/mugenimport.h"
#include "model/import/phaser/phaserimport.h"
#include "model/import/spine/spineimport.h"
#include "model/import/tiled/tiledimport.h"
#include "model/import/tiled/tiledsource.h"

#include "model/io/localfile.h"

#include <QDir>
#include <QFile>

namespace hitbox::model {

namespace {

// The first bytes of a readable regular file, or empty with `*error` set.
QByteArray fileHead(const QString &absolute, QString *error)
{
    if (const QString reason = unreadableReason(absolute, QStringLiteral("a hitbox file"));
        !reason.isEmpty()) {
        *error = reason;
        return {};
    }
    QFile file(absolute);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot be read (%1)").arg(file.errorString());
        return {};
    }
    return file.read(importProbeBytes);
}

} // namespace

// Each format whose hitboxes can be imported registers here, asked by the file's content.
HitboxImport importHitboxes(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QString shown = QDir::toNativeSeparators(absolute);
    HitboxImport result;
    QString error;
    const QByteArray head = fileHead(absolute, &error);
    if (!error.isEmpty()) {
        result.error = shown + QStringLiteral(": ") + error;
        return result;
    }
    if (looksLikeTiledTileset(head))
        return importTiledTileset(absolute);
    if (looksLikeGodotScene(head))
        return importGodotScene(absolute);
    if (looksLikePhaserShapes(head))
        return importPhaserShapes(absolute);
    if (looksLikeLibGdxBodies(head))
        return importLibGdxBodies(absolute);
    if (looksLikeSpineSkeleton(head))
        return importSpineSkeleton(absolute);
    if (looksLikeDefoldConvexShape(head))
        return importDefoldConvexShape(absolute);
    if (looksLikeMugenAir(head) || looksLikeMugenDef(head))
        return importMugen(absolute);
    result.error = shown
                   + QStringLiteral(": not a file whose hitboxes this program imports (a Tiled "
                                    "tileset, .tsx or .tsj, a Godot 4 scene, .tscn, a "
                                    "PhysicsEditor / Phaser shapes JSON, a libGDX Physics Body "
                                    "Editor JSON, a Spine skeleton JSON, a Defold "
                                    ".convexshape or a MUGEN character, .def or .air)");
    return result;
}

QStringList hitboxFileNamePatterns()
{
    return {QStringLiteral("*.tsx"),
            QStringLiteral("*.tsj"),
            QStringLiteral("*.json"),
            QStringLiteral("*.tscn"),
            QStringLiteral("*.convexshape"),
            QStringLiteral("*.def"),
            QStringLiteral("*.air")};
}

bool readsHitboxes(const QString &path)
{
    QString error;
    const QByteArray head = fileHead(absoluteFileSystemPath(path), &error);
    return error.isEmpty()
           && (looksLikeTiledTileset(head) || looksLikeGodotScene(head)
               || looksLikePhaserShapes(head) || looksLikeLibGdxBodies(head)
               || looksLikeSpineSkeleton(head) || looksLikeDefoldConvexShape(head)
               || looksLikeMugenAir(head) || looksLikeMugenDef(head));
}

QStringList addMissingRoles(RoleTable &roles, const QList<Sprite> &sprites)
{
    QStringList added;
    for (const Sprite &sprite : sprites) {
        for (const Frame &frame : sprite.frames) {
            for (const Shape &shape : frame.shapes) {
                if (shape.role.isEmpty() || roles.indexOf(shape.role)
                    || roles.roles.size() >= maxRoles)
                    continue;
                roles.roles.append({shape.role, QColor(0x8e, 0x6b, 0xd1), {}});
                added << shape.role;
            }
        }
    }
    return added;
}

QStringList newRoleLines(const RoleTable &roles, const QStringList &added)
{
    QStringList lines;
    for (const QString &role : added) {
        QStringList with;
        for (const QString &other : added) {
            if (roles.collide(role, other))
                with << QStringLiteral("\"%1\"").arg(other);
        }
        lines << (with.isEmpty()
                          ? QStringLiteral("role \"%1\" added; it collides with nothing until set "
                                           "in the Roles dialog")
                                    .arg(role)
                          : QStringLiteral("role \"%1\" added; it collides with %2 as the file "
                                           "says")
                                    .arg(role, with.join(QStringLiteral(", "))));
    }
    return lines;
}

void addImportedCollisions(RoleTable &roles, const QStringList &added, const RoleTable &fileRoles)
{
    for (const QString &a : added) {
        for (const QString &b : added) {
            if (fileRoles.collide(a, b))
                roles.setCollide(a, b, true);
        }
    }
}

} // namespace hitbox::model
