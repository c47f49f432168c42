#pragma once

#include "model/document/project.h"

#include <QString>

namespace hitbox::cli {

/// The sprite of `project` showing the image or file at `absolutePath`, or null.
const model::Sprite *spriteFor(const model::Project &project, const QString &absolutePath);
model::Sprite *spriteFor(model::Project &project, const QString &absolutePath);

/// `base`, or the first free variant of it among the project's sprite names
/// (model::uniqueSpriteName).
QString uniqueName(const model::Project &project, const QString &base);

} // namespace hitbox::cli
