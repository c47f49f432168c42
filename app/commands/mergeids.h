#pragma once

namespace hitbox::editor {

/// QUndoCommand::id() values of the commands that merge. Consecutive commands with the
/// same id (and the same sprite and drag) merge into one undo step.
enum class MergeId {
    SetAlphaThreshold = 1,
    SetColorKey,
    SetPivot,
    SetReducedBox,
    SetCircle,
    MoveShapes,
    MovePolygonPoints,
};

} // namespace hitbox::editor
