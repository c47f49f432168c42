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

/// Document > Settings' tick rate (Project::ticksPerSecond; 0: milliseconds): counting
/// ticks, every frame's duration becomes its nearest whole number of ticks
/// (model::snapMsToTicks), so frame data stays exact. One undo step.
class SetTicksPerSecond : public QUndoCommand
{
public:
    SetTicksPerSecond(Document *document, int ticksPerSecond);
    void undo() override;
    void redo() override;

private:
    struct SpriteFrames
    {
        int sprite;
        QList<model::Frame> before;
        QList<model::Frame> after;
    };

    Document *m_document;
    int m_before;
    int m_after;
    QList<SpriteFrames> m_frames; ///< the sprites whose durations change
};

/// "1 shape", "2 shapes": counts in the frame commands' messages.
QString shapeCountText(qsizetype n);
/// "1 frame", "2 frames".
QString frameCountText(qsizetype n);

/// How shapes copied onto a frame meet the frame's own.
enum class CopyMode {
    Add,     ///< appended; a shape the frame already has is not added again
    Replace, ///< the frame's own shapes go
};

/// `shapes` with those of `added` appended that `shapes` does not already have (the same
/// kind, geometry, role and sensor flag; names do not make two shapes the same), named
/// apart from the frame's (model::withDistinctNames). `addedCount` gets how many were.
ShapeList withAddedShapes(ShapeList shapes, const ShapeList &added, int *addedCount = nullptr);

/// The current frame gets the shapes of the frame before it in the sprite, added to its
/// own (withAddedShapes) or replacing them. Applies when the current frame is not the
/// first.
class CopyShapesFromPreviousFrame : public ChangeSpriteShapes
{
public:
    CopyShapesFromPreviousFrame(Document *document, int sprite, CopyMode mode);
    static bool canApply(const Document *document, int sprite);

    /// What the command did, for the status bar: "Copied 2 shapes from frame 11 to frame
    /// 12", "Replaced frame 12's 3 shapes with frame 11's 2", ...
    QString summary() const { return m_summary; }

private:
    QString m_summary;
};

/// Copies the selected shapes of the current frame to the frames `targets` (the current
/// frame itself is skipped) by withAddedShapes: nothing a target frame has is replaced, and
/// a target that already has every selected shape is left as it is. One undo step.
class PropagateShapes : public QUndoCommand
{
public:
    PropagateShapes(Document *document, int sprite, const QList<int> &targets);

    /// The frames after the current one in the sprite's order.
    static QList<int> followingFrames(const Document *document, int sprite);
    /// `shapes` with `selected` merged in by the rule above.
    static ShapeList merged(ShapeList shapes, const ShapeList &selected);

    /// How many frames got shapes.
    int changedFrames() const { return childCount(); }
    /// How many shapes were selected.
    int shapeCount() const { return m_shapeCount; }
    /// What the command did, for the status bar: "Copied 2 shapes to 5 frames", or why
    /// it did nothing.
    QString summary() const;

private:
    int m_shapeCount = 0;
    int m_unchangedFrames = 0;
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
