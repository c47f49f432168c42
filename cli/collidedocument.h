#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// True when `collide`'s arguments are the document form: the first argument that is
/// neither an option nor an option's value ends in ".json" (any case). Images never do.
bool isCollideDocumentForm(const QStringList &arguments);

/// `hitbox-cli collide DOC SPRITE_A SPRITE_B [--a X,Y[,DEG[,SX[,SY]]]]
/// [--b X,Y[,DEG[,SX[,SY]]]] [--json]`: every tier for two sprites of a project document,
/// each placed with its pivot at (X, Y), turned DEG degrees clockwise and scaled by SX, SY.
/// The colliders come from model::spriteCollider, as in the editor's collision preview.
/// Returns 0 when it ran (whatever the verdicts), 2 with one line on `err` for bad
/// arguments, an unreadable document or image, or an unknown sprite.
int runCollideDocument(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the document form.
QString collideDocumentUsage();

} // namespace hitbox::cli
