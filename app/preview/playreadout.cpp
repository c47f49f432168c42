#include "preview/playreadout.h"

#include "preview/playcontroller.h"
#include "preview/previewcontroller.h"
#include "preview/previewview.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>

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
    // The plate's border and padding (paintEvent draws the plate).
    setContentsMargins(9, 5, 9, 5);
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

// Light text on a dark plate, readable over any sprite. The canvas under the readout
// repaints on every frame of play, and the readout with it: the plate is drawn once per
// text (twice a second) into a picture, and each repaint only blits it.
void PlayReadout::paintEvent(QPaintEvent *)
{
    const qreal dpr = devicePixelRatioF();
    if (m_plate.isNull() || m_plateText != text() || m_plate.size() != size() * dpr) {
        m_plate = QPixmap(size() * dpr);
        m_plate.setDevicePixelRatio(dpr);
        m_plate.fill(Qt::transparent);
        m_plateText = text();
        QPainter p(&m_plate);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QColor(255, 255, 255, 60));
        p.setBrush(QColor(20, 22, 26, 215));
        p.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        p.setPen(Qt::white);
        p.setFont(font());
        p.drawText(contentsRect(), int(alignment()), text());
    }
    QPainter(this).drawPixmap(0, 0, m_plate);
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
