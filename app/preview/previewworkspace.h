#pragma once

#include "preview/statustext.h"

#include "model/document/previewscene.h"

#include <hitbox/tiers.h>

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QMainWindow;
class QMenu;
class QToolBar;

namespace hitbox::editor {

class DockThrottle;
class Document;
class EventLogDock;
class InstanceDock;
class PreviewController;
class PreviewGraphicsScene;
class PreviewLegend;
class PreviewView;
class HitTimelineDock;
class ProbeDock;
class ResultsDock;

/// The collision preview mode of the main window: its canvas (PreviewView with the
/// legend), the Collision Results, Event Log, Instance and Point Probe docks, the Preview
/// menu and
/// its toolbar with their actions, and a status bar label with frame and collision times.
/// The main window shows the canvas as its central widget in preview mode and calls
/// setActive() when the mode changes.
class PreviewWorkspace : public QObject
{
    Q_OBJECT

public:
    /// Creates everything; the docks are added to `window` hidden, the toolbar is left to
    /// the window to place.
    PreviewWorkspace(Document *document, QMainWindow *window);

    PreviewController *controller() const { return m_controller; }
    PreviewView *view() const { return m_view; }
    PreviewGraphicsScene *scene() const { return m_scene; }
    ResultsDock *resultsDock() const { return m_results; }
    EventLogDock *eventLogDock() const { return m_eventLog; }
    InstanceDock *instanceDock() const { return m_instance; }
    ProbeDock *probeDock() const { return m_probe; }
    HitTimelineDock *hitTimelineDock() const { return m_hitTimeline; }
    QMenu *menu() const { return m_menu; }
    QToolBar *toolBar() const { return m_toolBar; }
    QList<QDockWidget *> docks() const;
    /// The status bar text: frame time, collision time, counts.
    StatusText *statusLabel() const { return m_status; }
    /// Coalesces the status line's updates while the simulation runs.
    DockThrottle *statusThrottle() const { return m_statusThrottle; }

    /// Shows the docks, toolbar and status label and enables the actions (true), or hides
    /// them, disables the actions and pauses play (false).
    void setActive(bool active);
    bool isActive() const { return m_active; }

    /// Places the current sprite in the middle of the view (Ctrl+I).
    void placeCurrentSprite();
    /// Adds `count` bouncing balls (the "ball" sprite, else the current one).
    void spawnBalls(int count);
    /// Replaces the scene with the quick gun demo (bullet against a thin wall). The placed
    /// scene is view state without undo, so when it has instances and the workspace is
    /// interactive the user is asked first; returns false when they keep their scene.
    bool loadQuickGun();

    /// When false (tests, screenshots) no dialog opens: scenes are replaced on request.
    void setInteractive(bool interactive) { m_interactive = interactive; }

signals:
    /// A message for the status bar.
    void message(const QString &text, int timeout);

private:
    void createActions();
    void createSceneActions(); // place, remove, clear
    void createTierActions();  // shown tiers, pipeline mode, fixed board, velocities
    void createPlayActions();  // play, step, reset, keep, continuous, play tier
    void createDemoActions();  // spawn balls, quick gun; the docks' toggles
    void createMenu();
    void createToolBar();
    QAction *addAction(const QString &text,
                       const QKeySequence &key,
                       const QString &tip,
                       const char *objectName);
    void syncActions();
    void updateStatus();
    void changeSettings(const std::function<void(model::PreviewScene &)> &change);
    void spawnBallsWithDialog();
    /// Before Play or Step starts a session: play needs walls, so without a fixed board it
    /// is fixed to the visible area (Fixed Board checked); a play tier with nothing to
    /// compare is said, and the default one (circle) gives way to the first of box,
    /// armature and pixel that compares something. Each change is said in the status bar.
    void preparePlay();
    /// Where demo scenes are laid out: the fixed board, else the visible area.
    collision::Rect layoutArea() const;

    Document *m_document;
    QMainWindow *m_window;
    PreviewController *m_controller;
    PreviewGraphicsScene *m_scene;
    PreviewView *m_view;
    PreviewLegend *m_legend = nullptr;
    ResultsDock *m_results;
    EventLogDock *m_eventLog;
    InstanceDock *m_instance;
    ProbeDock *m_probe;
    HitTimelineDock *m_hitTimeline;
    bool m_docksPlaced = false;
    QMenu *m_menu = nullptr;
    QToolBar *m_toolBar = nullptr;
    StatusText *m_status;
    DockThrottle *m_statusThrottle;
    QComboBox *m_playTierBox = nullptr;
    bool m_active = false;
    bool m_syncing = false;
    bool m_interactive = true;
    quint64 m_statusEvaluation = 0; // the evaluation the status label last reported

    QAction *m_place = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_clear = nullptr;
    QList<QAction *> m_tierActions;
    QAction *m_pipeline = nullptr;
    QAction *m_board = nullptr;
    QAction *m_velocities = nullptr;
    QAction *m_playPause = nullptr;
    QAction *m_step = nullptr;
    QAction *m_reset = nullptr;
    QAction *m_keep = nullptr;
    QAction *m_continuous = nullptr;
    QActionGroup *m_playTier = nullptr;
    QAction *m_spawn = nullptr;
    QAction *m_quickGun = nullptr;
};

} // namespace hitbox::editor
