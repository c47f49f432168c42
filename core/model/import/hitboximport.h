#pragma once

#include "model/document/roles.h"
#include "model/document/sprite.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hitbox::model {

/// What an import of another tool's hitboxes (a Tiled tileset, ...) brought in: sprites
/// with their frames, shapes and animations, and one line per thing it could not
/// represent ("<file>: tile 3, object 2 \"arm\": a polyline has no inside; left out"), so
/// nothing is dropped without a word.
struct HitboxImport
{
    QList<Sprite> sprites;
    QStringList report;
    QString error; ///< "<file>: <problem>" when nothing could be read
    /// The roles the file's collision filters define and which of them collide (formats
    /// with category and mask bits); empty when the file says nothing about collisions.
    RoleTable roles;

    bool ok() const { return error.isEmpty(); }
};

/// Reads the hitboxes of another tool's file, by its content: Tiled tilesets (TSX, TSJ),
/// PhysicsEditor / Phaser Matter JSON, libGDX Physics Body Editor JSON.
/// An error when the file is none of them or cannot be read.
HitboxImport importHitboxes(const QString &path);

/// True when `path` is a readable file whose content a hitbox importer recognises
/// (importHitboxes reads it rather than the image importers).
bool readsHitboxes(const QString &path);

/// Adds the roles the sprites' shapes name that `roles` lacks; returns their names. They
/// collide with each other as `stated` (the roles imported files define) says, and with
/// nothing else until the user sets them in the Roles dialog, so an import never changes
/// what the document's roles collide with. Stops at maxRoles; the rest stay unknown.
QStringList
addMissingRoles(RoleTable &roles, const QList<Sprite> &sprites, const RoleTable &stated = {});

} // namespace hitbox::model
