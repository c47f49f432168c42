#pragma once

#include <QtGlobal>

namespace hitbox::editor {

/// Drag id of commands that merge with the previous command of their kind whenever it
/// changes the same sprite (slider drags, typed values). Tools pass a fresh id per drag
/// (ToolContext::nextDragId); a drag id of 0 never merges.
inline constexpr quint64 mergeConsecutive = ~quint64(0);

/// QUndoCommand::id() values of the commands that merge. Consecutive commands with the
/// same id (and the same sprite and drag) merge into one undo step.
enum class MergeId {
    SetAlphaThreshold = 1,
    SetColorKey,
    SetPivot,
    SetBox,
    SetCircle,
    MoveShapes,
    MovePolygonPoints,
    SetFrameDuration,
};

} // namespace hitbox::editor
