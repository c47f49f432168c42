#include "playreadout.h"

#include "playcontroller.h"
#include "previewcontroller.h"
#include "previewview.h"

#include <QEvent>
#include <QLocale>

namespace hitbox::editor {

namespace {

constexpr int cornerMargin = 10;

} // namespace

PlayReadout::PlayReadout(PreviewController *controller, PreviewView *view)
    : QLabel(view)
    , m_controller(controller)
    , m_view(view)
{
    setObjectName(QStringLiteral("playReadout"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    // Light text on a dark plate, readable over any sprite.
    setStyleSheet(QStringLiteral("QLabel { background: rgba(20, 22, 26, 215); color: white;"
                                 " border: 1px solid rgba(255, 255, 255, 60);"
                                 " border-radius: 4px; padding: 4px 8px; }"));
    QFont f = font();
    f.setBold(true);
    setFont(f);
    hide();
    view->installEventFilter(this);
    connect(view, &PreviewView::painted, this, &PlayReadout::onPainted);
    connect(controller,
            &PreviewController::playStateChanged,
            this,
            &PlayReadout::onPlayStateChanged);
}

void PlayReadout::onPlayStateChanged()
{
    const bool running = m_controller->play()->isRunning();
    m_frames = 0;
    m_workMs = 0.0;
    m_window.start();
    if (running && !isVisible()) {
        m_shownFrameMs = 0.0;
        m_shownFps = 0.0;
        setText(tr("frame … ms"));
        adjustSize();
        place();
        show();
        raise();
    } else if (!running) {
        hide();
    }
}

void PlayReadout::onPainted()
{
    // Only paints that show a new evaluation are frames; repaints of an unchanged scene
    // (this label's own, an expose) are not counted.
    const quint64 evaluation = m_controller->evaluationCount();
    if (!m_controller->play()->isRunning() || evaluation == m_seenEvaluation) {
        m_seenEvaluation = evaluation;
        return;
    }
    m_seenEvaluation = evaluation;
    ++m_frames;
    m_workMs += m_controller->lastUpdateMs() + m_view->lastPaintMs();
    if (m_window.elapsed() >= refreshMs)
        showAverages();
}

void PlayReadout::showAverages()
{
    const double seconds = double(m_window.elapsed()) / 1000.0;
    m_shownFrameMs = m_frames > 0 ? m_workMs / m_frames : 0.0;
    m_shownFps = seconds > 0.0 ? m_frames / seconds : 0.0;
    const QLocale locale;
    setText(tr("frame %1 ms · %2 fps · %3 instances")
                    .arg(locale.toString(m_shownFrameMs, 'f', 1),
                         locale.toString(m_shownFps, 'f', 0),
                         locale.toString(qlonglong(m_controller->scene().instances.size()))));
    adjustSize();
    place();
    m_frames = 0;
    m_workMs = 0.0;
    m_window.restart();
}

void PlayReadout::place()
{
    move(m_view->width() - width() - cornerMargin, cornerMargin);
}

bool PlayReadout::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Resize)
        place();
    return QLabel::eventFilter(watched, event);
}

} // namespace hitbox::editor
