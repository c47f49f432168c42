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

/// The tick rate (Project::ticksPerSecond) a document counts in once a file counting
/// `fileRate` ticks per second (HitboxImport::ticksPerSecond; 0: none) is imported into it:
/// a document without sprites takes the file's, so the imported durations stay exact; one
/// with sprites keeps `documentRate` (keptTickRateText says so). The CLI's import and the
/// editor's Import Hitboxes both follow it.
int tickRateAfterImport(int documentRate, bool documentHasSprites, int fileRate);

/// The report line, after "<file>: ", when the document keeps its own rate against a file
/// counting `fileRate`; empty when tickRateAfterImport takes the file's or they agree.
QString keptTickRateText(int documentRate, bool documentHasSprites, int fileRate);

} // namespace hitbox::model
