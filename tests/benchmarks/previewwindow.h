#pragma once

// The editor's main window in preview mode for the frame benchmarks (bench_previewframe):
// offscreen, a fixed size, painted by the event loop into its backing store as on screen,
// so a frame repaints only what it marked dirty.

#include "preview/previewcontroller.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"
#include "window/mainwindow.h"

#include <QCoreApplication>
#include <QTest>

#include <memory>

namespace hitbox::benchmarks {

/// A shown main window in preview mode; counts the canvas's paints.
class PreviewWindow
{
public:
    explicit PreviewWindow(QSize size = {1600, 1000})
        : m_window(std::make_unique<editor::MainWindow>())
    {
        m_window->setInteractive(false);
        m_window->resize(size);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            qWarning("the preview window was not exposed");
        m_window->setPreviewMode(true);
        QObject::connect(view(), &editor::PreviewView::painted, [this] { ++m_paints; });
        settle();
    }

    editor::MainWindow *window() const { return m_window.get(); }
    editor::PreviewWorkspace *preview() const { return m_window->previewWorkspace(); }
    editor::PreviewController *controller() const { return preview()->controller(); }
    editor::PreviewView *view() const { return preview()->view(); }

    /// Canvas paints so far.
    int paints() const { return m_paints; }

    /// Delivers the posted events, among them the repaint of what changed (the end of one
    /// frame). Timers do not fire here, so a running play session advances only when the
    /// benchmark says so.
    static void settle() { QCoreApplication::sendPostedEvents(); }

private:
    std::unique_ptr<editor::MainWindow> m_window;
    int m_paints = 0;
};

} // namespace hitbox::benchmarks
