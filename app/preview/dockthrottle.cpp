#include "preview/dockthrottle.h"

#include "preview/previewcontroller.h"

#include <utility>

namespace hitbox::editor {

DockThrottle::DockThrottle(PreviewController *controller,
                           std::function<void()> refresh,
                           QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_refresh(std::move(refresh))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(refreshDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &DockThrottle::flush);
    connect(controller, &PreviewController::playStateChanged, this, [this] {
        if (!m_controller->play()->isRunning())
            flush();
    });
}

void DockThrottle::request()
{
    m_pending = true;
    if (!m_controller->play()->isRunning() || ++m_waiting >= framesPerRefresh) {
        flush();
        return;
    }
    if (!m_timer.isActive())
        m_timer.start();
}

void DockThrottle::flush()
{
    m_timer.stop();
    m_waiting = 0;
    if (!m_pending)
        return;
    m_pending = false;
    ++m_refreshes;
    m_refresh();
}

void DockThrottle::cancel()
{
    m_timer.stop();
    m_waiting = 0;
    m_pending = false;
}

} // namespace hitbox::editor
