#pragma once

#include "preview/contactevent.h"

#include <QDockWidget>

class QCheckBox;
class QTableView;
class QToolButton;

namespace hitbox::editor {

class DockThrottle;
class EventLogModel;
class PreviewController;
class StatusText;

/// The contact events of the preview as AniSprite's collision callbacks report them: a
/// "begin" when a pair (or an instance and the board) starts colliding on a tier and an
/// "end" when it stops, never a repeated begin while it lasts. Wall-clock time stamps,
/// and the simulated time in play mode. Clear empties it; the row count is capped. While
/// the simulation runs, the events of several frames are appended together.
class EventLogDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit EventLogDock(PreviewController *controller, QWidget *parent = nullptr);

    EventLogModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QToolButton *clearButton() const { return m_clear; }
    /// Batches the events while the simulation runs.
    DockThrottle *throttle() const { return m_throttle; }

private:
    void updateCount();

    EventLogModel *m_model;
    QTableView *m_table;
    QToolButton *m_clear;
    QCheckBox *m_follow;
    StatusText *m_count; // rewritten every few frames while playing: no relayout each time
    DockThrottle *m_throttle;
    ContactEvents m_waiting; // events not yet in the model
};

} // namespace hitbox::editor
