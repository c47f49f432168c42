#pragma once

#include "preview/instancehandles.h"

#include "model/document/previewscene.h"

#include <QPointF>

class QKeyEvent;

namespace hitbox::editor {

class PreviewController;
class PreviewGraphicsScene;

/// What the mouse and keyboard do on the preview canvas:
/// - click selects the top-most instance under the cursor, drag moves it;
/// - the selected instance's handles rotate (Shift snaps to 15 degrees), scale and set
///   the velocity (Shift snaps the direction to 15 degrees);
/// - R + drag on an instance rotates it, V + drag drags out its velocity arrow;
/// - Ctrl + click (and drag) probes the point on every tier (the seeds' bullet test);
/// - Delete removes the selected instance, the arrow keys nudge it (Shift: 10 px),
///   Escape clears the probe and the selection.
/// Changes go to the PreviewController; while playing only probing and selecting work.
class PreviewInteraction
{
public:
    PreviewInteraction(PreviewController *controller, PreviewGraphicsScene *scene);

    /// Mouse events in scene coordinates; each returns true when it used the event.
    bool press(QPointF scenePos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    bool move(QPointF scenePos, Qt::KeyboardModifiers modifiers);
    bool release(Qt::MouseButton button);
    bool keyPress(QKeyEvent *event);
    bool keyRelease(QKeyEvent *event);
    /// Forgets held keys and an unfinished drag (the canvas lost the focus).
    void cancel();

    /// The cursor to show over `scenePos`.
    Qt::CursorShape cursorAt(QPointF scenePos) const;
    /// The top-most instance whose image rectangle holds the point, or -1.
    int instanceAt(QPointF scenePos) const;

private:
    enum class Drag { None, Move, Rotate, Scale, Velocity, Probe };

    InstanceHandle handleAt(QPointF scenePos) const;
    void dragTo(QPointF scenePos, Qt::KeyboardModifiers modifiers);

    PreviewController *m_controller;
    PreviewGraphicsScene *m_scene;
    Drag m_drag = Drag::None;
    int m_instance = -1;
    model::PreviewInstance m_start;
    QPointF m_pressPos;
    bool m_rotateKey = false;
    bool m_velocityKey = false;
};

} // namespace hitbox::editor
