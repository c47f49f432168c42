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
    /// The roles the file defines and which of them collide (Godot's layers and masks,
    /// Matter's category and mask bits); empty when the file says nothing about collisions.
    RoleTable roles;
    /// The tick rate the file counts durations in (MUGEN: 60); 0 when it counts none. A
    /// new document takes it (ticksPerSecond).
    int ticksPerSecond = 0;

    bool ok() const { return error.isEmpty(); }
};

/// Reads the hitboxes of another tool's file, by its content: Tiled tilesets (TSX, TSJ),
/// Godot 4 scenes (.tscn), PhysicsEditor / Phaser Matter JSON, libGDX Physics Body
/// Editor JSON, Spine skeleton JSON (bounding boxes), Defold .convexshape files and MUGEN /
/// Ikemen GO characters (.def, .air).
/// An error when the file is none of them or cannot be read.
HitboxImport importHitboxes(const QString &path);

/// The file name patterns an open dialog offers for the files importHitboxes reads
/// ("*.tsx", ...); importHitboxes itself decides by the content.
QStringList hitboxFileNamePatterns();

/// True when `path` is a readable file whose content a hitbox importer recognises
/// (importHitboxes reads it rather than the image importers).
bool readsHitboxes(const QString &path);

/// Adds the roles the sprites' shapes name that `roles` lacks (colliding with nothing until
/// the user sets them in the Roles dialog or addImportedCollisions, so an import never
/// changes what the document's own roles collide with); returns their names. Stops at
/// maxRoles; the rest stay unknown.
QStringList addMissingRoles(RoleTable &roles, const QList<Sprite> &sprites);

/// Makes the roles of `added` (just added by addMissingRoles) collide with each other as
/// the imported file's `fileRoles` say; roles that were there before keep their matrix.
void addImportedCollisions(RoleTable &roles, const QStringList &added, const RoleTable &fileRoles);

/// One line per role of `added` saying what it collides with in `roles`: "role \"armour\"
/// added; it collides with nothing until set in the Roles dialog", or "role \"enemy\"
/// added; it collides with \"player\", \"enemy\" as the file says". The CLI and the
/// editor's Import Hitboxes report both print these.
QStringList newRoleLines(const RoleTable &roles, const QStringList &added);

} // namespace hitbox::model
