#pragma once

#include <hitbox/mask.h>

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QActionGroup;
class QMenu;
class QUndoCommand;
class QWidget;

namespace hitbox::editor {

class Document;
class FramePlayer;
class SpritesDock;
class ToolContext;

/// The tracing commands of the Shapes menu and the tools tool bar:
/// - "Trace Solid Pixels..." opens the TraceDialog on the target sprites;
/// - "Fit Box / Fit Circle to Solid Pixels" set the reduced box / the circle of each
///   target sprite to the smallest one around its solid pixels (its own threshold and
///   colour key), or around the share of them chosen in the "Fit Around" menu
///   (collision::fitBoxCovering / fitCircleCovering), as one undo step.
/// - "Trace All Frames..." opens the TraceDialog on the current sprite's frames: those of
///   the animation chosen in the frames strip, else all of them (see FrameTracer).
/// The target sprites are those selected in the Sprites dock, or else the current one.
class TraceActions : public QObject
{
    Q_OBJECT

public:
    TraceActions(Document *document,
                 SpritesDock *spritesDock,
                 ToolContext *toolContext,
                 QWidget *window);

    QAction *traceAction() const { return m_traceAction; }
    QAction *traceFramesAction() const { return m_traceFramesAction; }
    /// The frames strip's player, whose animation "Trace All Frames" traces.
    void setFramePlayer(const FramePlayer *player) { m_player = player; }
    /// The frames "Trace All Frames" traces: those of the frames strip's animation (each
    /// once, in its order), else every frame of the current sprite.
    QList<int> framesToTrace() const;
    /// The name (model::uniqueAnimationNames) of the animation framesToTrace() follows, or
    /// an empty string when it gives every frame.
    QString framesToTraceAnimation() const;
    QAction *fitBoxAction() const { return m_fitBoxAction; }
    QAction *fitCircleAction() const { return m_fitCircleAction; }
    /// Radio items choosing the share of solid pixels the fits cover.
    QMenu *fitShareMenu() const { return m_shareMenu; }

    /// The share of solid pixels the fits cover, 0..1 (1: all of them).
    double fitShare() const { return m_share; }
    void setFitShare(double share);

    QList<int> targetSprites() const;

    void openTraceDialog();
    void openTraceFramesDialog();
    /// Opens the Trace dialog for `frames` of the current sprite (the threshold section's
    /// Trace Again, for frames whose traces are outdated).
    void retraceFrames(const QList<int> &frames);
    /// Returns the number of sprites changed (sprites without solid pixels are skipped).
    int fitBox();
    int fitCircle();

signals:
    /// A short message for the status bar.
    void statusMessage(const QString &message);

private:
    void updateActions();
    /// The index of the animation framesToTrace() follows, or -1.
    int tracedAnimation() const;
    /// Pushes the command `fit` makes for each target sprite with solid pixels (its mask
    /// at its own threshold), named `text`, as one undo step. Returns how many.
    int pushFits(QString text,
                 const std::function<QUndoCommand *(int, const collision::Mask &)> &fit);

    Document *m_document;
    SpritesDock *m_spritesDock;
    ToolContext *m_toolContext;
    QWidget *m_window;
    double m_share = 1.0;
    QAction *m_traceAction;
    QAction *m_traceFramesAction;
    const FramePlayer *m_player = nullptr;
    QAction *m_fitBoxAction;
    QAction *m_fitCircleAction;
    QMenu *m_shareMenu;
    QActionGroup *m_shareGroup;
};

} // namespace hitbox::editor
