#pragma once

// The verb-first commands that edit a sprite's frames: durations, shapes carried from frame
// to frame, and the frames' thresholds. Each is one undo step.

#include "commands/changespriteshapes.h"
#include "commands/spritecommands.h"

#include "model/document/sprite.h"

#include <QList>
#include <QUndoCommand>

namespace hitbox::editor {

class Document;

/// Sets the duration (ms, at least 1) of frame `frame`; consecutive edits of the same frame
/// merge into one undo step (typing or spinning in the duration box).
class SetFrameDuration : public SetSpriteValue<QList<model::Frame>>
{
public:
    SetFrameDuration(Document *document, int sprite, int frame, int durationMs);
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void apply(const QList<model::Frame> &frames) override;

private:
    int m_frame;
};

/// The current frame gets the shapes of the frame before it in the sprite (replacing its
/// own). Applies when the current frame is not the first.
class CopyShapesFromPreviousFrame : public ChangeSpriteShapes
{
public:
    CopyShapesFromPreviousFrame(Document *document, int sprite);
    static bool canApply(const Document *document, int sprite);
};

/// Copies the selected shapes of the current frame to the frames `targets` (the current
/// frame itself is skipped). The rule, per target frame and selected shape in list order: a
/// shape of the same kind and the same non-empty name is replaced (the first such one);
/// otherwise the shape is appended. Unnamed shapes are always appended.
class PropagateShapes : public QUndoCommand
{
public:
    PropagateShapes(Document *document, int sprite, const QList<int> &targets);

    /// The frames after the current one in the sprite's order.
    static QList<int> followingFrames(const Document *document, int sprite);
    /// `shapes` with `selected` merged in by the rule above.
    static ShapeList merged(ShapeList shapes, const ShapeList &selected);
};

/// Gives every frame the same threshold: the current frame's effective one becomes the
/// sprite's and no frame keeps its own. Applies when a frame has its own threshold.
class ApplyThresholdToAllFrames : public QUndoCommand
{
public:
    ApplyThresholdToAllFrames(Document *document, int sprite);
    static bool canApply(const Document *document, int sprite);

    void undo() override;
    void redo() override;

private:
    void apply(int threshold, const QList<model::Frame> &frames);

    Document *m_document;
    int m_sprite;
    int m_thresholdBefore;
    int m_thresholdAfter;
    QList<model::Frame> m_framesBefore;
    QList<model::Frame> m_framesAfter;
};

} // namespace hitbox::editor
