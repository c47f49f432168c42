#pragma once

#include <QIcon>
#include <QString>

namespace hitbox::editor {

/// The editor's icons. They are drawn in code on a 24x24 design grid (icons/), so they
/// are sharp at every size and device pixel ratio. Accents use the canvas colours.
enum class Icon {
    // Tools
    EditShapes,
    DrawPolygon,
    // Shapes
    AddReducedBox,
    AddCircle,
    DeleteShape,
    // Snapping
    SnapPixelCorners,
    SnapPixelCenters,
    SnapOff,
    // View
    ZoomIn,
    ZoomOut,
    ZoomFit,
    ZoomActual,
    PixelGrid,
    SolidOverlay,
    // Pivot presets
    PivotCenter,
    PivotBottomCenter,
    PivotTopLeft,
    // File
    NewProject,
    OpenProject,
    SaveProject,
    SaveProjectAs,
    AddSprites,
    ImportHitboxes,
    ReloadSources,
    Revert,
    ExportProject,
    // Edit
    Undo,
    Redo,
    CopyShapes,
    PasteShapes,
    ApplyShapesToSprites,
    // Collision preview
    PreviewMode,
    Play,
    Pause,
    Step,
    Reset,
    SpawnBalls,
    Continuous,
    Board,
    VelocityArrow,
    // Tracing
    TraceAlpha,
    FitBox,
    FitCircle,
    // Misc
    Warning,
    EventLog,
};

/// Number of values of Icon; they run from 0 to iconCount - 1.
inline constexpr int iconCount = static_cast<int>(Icon::EventLog) + 1;

/// The icon \a id (created once, then shared). Lines follow the application palette:
/// dark on a light window colour, light on a dark one; accents are the same on both.
QIcon icon(Icon id);

/// The enumerator's name of \a id, e.g. "ZoomIn" (for object names, logs and tests).
QString iconName(Icon id);

/// The application icon: a sprite with its polygon armature and reduced hit box.
QIcon applicationIcon();

} // namespace hitbox::editor
