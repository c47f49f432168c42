#pragma once

#include "model/io/importedsheet.h"

#include <QString>

namespace hitbox::model {

/// What an Aseprite tag's repeat count (in native files and in JSON exports' frameTags)
/// makes of its animation. 0 loops. 1 plays the frames once in the tag's first direction
/// and holds the last: the animation does not loop (Animation::loop), and a ping-pong
/// becomes its first way only, as Aseprite's own playback counts each way of a ping-pong
/// as one repeat. Any other count cannot be kept: the animation loops, and the returned
/// text says so (asepriteRepeatText). Empty when the count is kept.
QString applyAsepriteRepeat(ImportedAnimation &animation, int repeat);

/// What a repeat count the import cannot keep says: "plays 3 times, imported as a loop".
QString asepriteRepeatText(int repeat);

} // namespace hitbox::model
