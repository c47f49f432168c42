#pragma once

#include "model/document/project.h"

#include <QList>
#include <QSize>
#include <QStringList>

#include <functional>

namespace hitbox::model {

/// The sprite of `project` an imported sprite belongs on: the first one showing the same
/// image file, else the first of the same name; -1 when none does. The editor's Import
/// Hitboxes proposes it; the user may choose a new sprite instead.
int matchingSprite(const Project &project, const Sprite &imported);

/// What putting an imported sprite's shapes onto a sprite of the project gives.
struct MergedShapes
{
    Sprite sprite; ///< the target with the imported shapes added
    int shapesAdded = 0;
    QStringList report; ///< one line per thing left out ("frames 4 to 6 ... not added")
};

/// The untrimmed size of a frame of a sprite (its picture's size), for pivots.
using FrameSizeOf = std::function<QSize(const Sprite &, const Frame &)>;

/// `target` with the shapes of `imported` added frame by frame, frame N's onto frame N:
/// moved from the imported frame's pivot to the target frame's (both in image pixels, so a
/// shape stays on the same pixels), named apart from the shapes already there
/// (withDistinctNames), with their roles. The target's own shapes, frames, pivots and
/// animations stay as they are. Imported frames past the target's last frame are reported
/// and left out (Add Sprites adds frames; this only brings shapes).
MergedShapes
withImportedShapes(const Sprite &target, const Sprite &imported, const FrameSizeOf &frameSize);

} // namespace hitbox::model
