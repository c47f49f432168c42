#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

namespace hitbox::editor {

class PreviewController;

/// Coalesces a dock's refreshes while the simulation runs. A table that changes 60 times
/// a second cannot be read, and redrawing it every display frame cost as much as the
/// canvas: while a play session runs, the dock refreshes on every framesPerRefresh-th
/// request (and at the latest refreshDelayMs after the first one left waiting), and at
/// once when the session pauses or ends. Outside a running session every request
/// refreshes at once, so an edit shows its results immediately.
class DockThrottle : public QObject
{
    Q_OBJECT

public:
    static constexpr int framesPerRefresh = 6;
    static constexpr int refreshDelayMs = 100;

    DockThrottle(PreviewController *controller, std::function<void()> refresh, QObject *parent);

    /// New data for the dock: refreshes now or soon (see above).
    void request();
    /// True while a request waits for its refresh.
    bool isPending() const { return m_pending; }
    /// Refreshes now when a request waits.
    void flush();
    /// Forgets a waiting request (the data it was for is gone).
    void cancel();

    /// Refreshes so far.
    int refreshCount() const { return m_refreshes; }

private:
    PreviewController *m_controller;
    std::function<void()> m_refresh;
    QTimer m_timer;
    int m_waiting = 0; // requests since the last refresh
    bool m_pending = false;
    int m_refreshes = 0;
};

} // namespace hitbox::editor
