#pragma once

#include <QStringList>
#include <QTextStream>

namespace hitbox::cli {

/// `hitbox-cli collide A.png B.png --offset DX,DY [--threshold T] [--threshold-b T]
/// [--json]`: the aabb and pixel tiers for two untransformed images, B's top-left at
/// (DX, DY) in A's pixels; or, when the first argument ends in ".json", the document form
/// (runCollideDocument: every tier for two sprites of a project document). Returns the
/// exit code: 0 when it ran (whatever the verdict),
/// 2 for bad arguments or unreadable images (one line on `err` naming the problem).
int runCollide(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The usage text of the collide command (both forms).
QString collideUsage();

} // namespace hitbox::cli
