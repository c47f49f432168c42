#pragma once

#include <QDockWidget>

class QAction;
class QComboBox;
class QListWidget;
class QSpinBox;
class QToolBar;

namespace hitbox::editor {

class Document;
class FramePlayer;
class FrameShapeCopy;
class PhaseBand;

/// The frames strip under the canvas: the current sprite's frames as thumbnails (number
/// and duration below, a dot on frames with shapes), the current frame framed and chosen
/// by a click, the frames outside the chosen animation faded; an animation picker (by the
/// animations' unique names), play / pause, loop, previous / next frame, the current frame's
/// duration, and the frame commands (copy shapes from the previous frame, propagate the selected
/// shapes: FrameShapeCopy; apply the threshold to all frames) and onion skin toggles in its tool
/// bar. The frames themselves are edited from its Frame menu and the strip's context menu:
/// duplicate, remove, move left / right, or drag a thumbnail onto another place; each is one undo
/// step and animations and preview instances keep their frames (EditFrames).
class FramesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit FramesDock(Document *document, QWidget *parent = nullptr);

    FramePlayer *player() const { return m_player; }
    QListWidget *listWidget() const { return m_list; }
    QComboBox *animationCombo() const { return m_animations; }
    QSpinBox *durationSpinBox() const { return m_duration; }
    /// The band under the strip coloured by the chosen animation's frame data.
    PhaseBand *phaseBand() const { return m_phaseBand; }

    /// Play / pause (Space while the strip has focus).
    QAction *playAction() const { return m_playAction; }
    QAction *loopAction() const { return m_loopAction; }
    /// Previous / next frame of the chosen animation (comma / period).
    QAction *previousAction() const { return m_previousAction; }
    QAction *nextAction() const { return m_nextAction; }
    QAction *copyFromPreviousAction() const { return m_copyFromPreviousAction; }
    QAction *propagateAction() const { return m_propagateAction; }
    QAction *applyThresholdAction() const { return m_applyThresholdAction; }
    /// Checkable: the previous and next frames' shapes (and images) drawn faintly.
    QAction *onionSkinAction() const { return m_onionSkinAction; }
    QAction *onionImagesAction() const { return m_onionImagesAction; }
    /// Frame editing: duplicate the current frame (Ctrl+Shift+D), remove it (Delete in the
    /// strip; not the last frame), move it left / right (Alt+Left / Alt+Right in the strip).
    QAction *duplicateFrameAction() const { return m_duplicateFrameAction; }
    QAction *removeFrameAction() const { return m_removeFrameAction; }
    QAction *moveFrameLeftAction() const { return m_moveFrameLeftAction; }
    QAction *moveFrameRightAction() const { return m_moveFrameRightAction; }

signals:
    /// What a frame command did, for the status bar.
    void statusMessage(const QString &message, int timeout);

private:
    void createActions();
    void createFrameEditActions();
    void moveCurrentFrame(int by);
    void moveFrame(int from, int to);
    void rebuildFrames();
    void rebuildAnimations();
    /// Each thumbnail's shape count and whether it is in the chosen animation (faded when
    /// not: FrameThumbnailDelegate), with its tool tip.
    void updateFrameMarks();
    void syncCurrent();
    void updateActions();

    Document *m_document;
    FramePlayer *m_player;
    FrameShapeCopy *m_shapeCopy;
    QToolBar *m_toolBar;
    QListWidget *m_list;
    QComboBox *m_animations;
    QSpinBox *m_duration;
    PhaseBand *m_phaseBand;
    QAction *m_playAction = nullptr;
    QAction *m_loopAction = nullptr;
    QAction *m_previousAction = nullptr;
    QAction *m_nextAction = nullptr;
    QAction *m_copyFromPreviousAction = nullptr;
    QAction *m_propagateAction = nullptr;
    QAction *m_applyThresholdAction = nullptr;
    QAction *m_onionSkinAction = nullptr;
    QAction *m_onionImagesAction = nullptr;
    QAction *m_duplicateFrameAction = nullptr;
    QAction *m_removeFrameAction = nullptr;
    QAction *m_moveFrameLeftAction = nullptr;
    QAction *m_moveFrameRightAction = nullptr;
    bool m_syncing = false; // true while widgets are filled from the document
};

} // namespace hitbox::editor
