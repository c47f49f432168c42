#include "canvas/canvasview.h"

#include "base/canvasstyle.h"
#include "base/checkerboard.h"
#include "base/zoomrange.h"
#include "canvas/abstracttool.h"
#include "canvas/spritescene.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <cmath>

namespace hitbox::editor {
namespace {

constexpr qreal gridFromZoom = 8.0;

// The next zoom step above (up) or below the given zoom; the zoom itself at the ends.
qreal nextZoomStep(qreal zoom, bool up)
{
    const QList<qreal> &steps = CanvasView::zoomSteps();
    if (up) {
        for (const qreal step : steps) {
            if (step > zoom * 1.001)
                return step;
        }
    } else {
        for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
            if (*it < zoom / 1.001)
                return *it;
        }
    }
    return zoom;
}

} // namespace

CanvasView::CanvasView(SpriteScene *scene, QWidget *parent)
    : ZoomPanView(scene, minZoom, maxZoom, parent)
    , m_scene(scene)
{
    setRenderHint(QPainter::SmoothPixmapTransform, false);
    setAcceptDrops(false); // the main window takes dropped files
    m_scene->setPixelSize(sceneUnitsPerPixel());
}

const QList<qreal> &CanvasView::zoomSteps()
{
    static const QList<qreal> steps{1.0 / 16,
                                    1.0 / 8,
                                    1.0 / 4,
                                    1.0 / 3,
                                    1.0 / 2,
                                    2.0 / 3,
                                    1.0,
                                    1.5,
                                    2.0,
                                    3.0,
                                    4.0,
                                    6.0,
                                    8.0,
                                    12.0,
                                    16.0,
                                    24.0,
                                    32.0,
                                    48.0,
                                    64.0};
    return steps;
}

void CanvasView::zoomApplied()
{
    m_scene->setPixelSize(sceneUnitsPerPixel());
}

void CanvasView::zoomIn()
{
    m_autoFit = false;
    setZoom(nextZoomStep(zoom(), true));
}

void CanvasView::zoomOut()
{
    m_autoFit = false;
    setZoom(nextZoomStep(zoom(), false));
}

void CanvasView::fitToImage()
{
    QRectF target = m_scene->imageRect();
    m_autoFit = true;
    if (target.isEmpty()) {
        setZoom(1.0);
        return;
    }
    target.adjust(-8, -8, 8, 8);
    const QSizeF available = viewport()->size();
    const qreal fit
            = std::min(available.width() / target.width(), available.height() / target.height());
    // Prefer a whole-number zoom for crisp pixels when enlarging.
    setZoom(fit >= 1.0 ? std::max<qreal>(1.0, std::floor(fit)) : fit);
    centerOn(target.center());
}

void CanvasView::resetZoom()
{
    m_autoFit = false;
    setZoom(1.0);
}

void CanvasView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit)
        fitToImage();
}

void CanvasView::setPixelGridEnabled(bool enabled)
{
    m_pixelGrid = enabled;
    viewport()->update();
}

void CanvasView::setTool(AbstractTool *tool)
{
    if (m_tool)
        m_tool->deactivate();
    m_tool = tool;
    m_scene->setTool(tool);
    if (m_tool)
        m_tool->activate(this);
    updateCursor();
}

void CanvasView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, style::background);
    const QRectF image = m_scene->imageRect();
    if (image.isEmpty())
        return;
    // A checkerboard of constant screen size behind the image's transparent pixels.
    painter->save();
    drawCheckerboard(*painter, image.intersected(rect), QPointF(0, 0), checkerScreenSize / zoom());
    painter->restore();
}

void CanvasView::drawForeground(QPainter *painter, const QRectF &rect)
{
    const QRectF image = m_scene->imageRect();
    if (image.isEmpty())
        return;
    QPen framePen(style::imageFrame, 1.0);
    framePen.setCosmetic(true);
    painter->setPen(framePen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(image);
    if (!m_pixelGrid || zoom() < gridFromZoom)
        return;
    const QRectF visible = image.intersected(rect);
    QPen gridPen(style::pixelGrid, 1.0);
    gridPen.setCosmetic(true);
    painter->setPen(gridPen);
    QVector<QLineF> lines;
    for (int x = int(std::ceil(visible.left())); x <= int(std::floor(visible.right())); ++x)
        lines.append(QLineF(x, visible.top(), x, visible.bottom()));
    for (int y = int(std::ceil(visible.top())); y <= int(std::floor(visible.bottom())); ++y)
        lines.append(QLineF(visible.left(), y, visible.right(), y));
    painter->drawLines(lines);
}

void CanvasView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ShiftModifier) {
        QGraphicsView::wheelEvent(event); // scroll
        return;
    }
    const int delta = event->angleDelta().y();
    if (delta == 0)
        return;
    m_autoFit = false;
    setZoom(nextZoomStep(zoom(), delta > 0), event->position().toPoint());
    event->accept();
}

void CanvasView::mousePressEvent(QMouseEvent *event)
{
    if (!panPress(event))
        QGraphicsView::mousePressEvent(event);
}

void CanvasView::mouseMoveEvent(QMouseEvent *event)
{
    emit cursorMoved(mapToScene(event->position().toPoint()));
    if (!panMove(event))
        QGraphicsView::mouseMoveEvent(event);
}

void CanvasView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!panRelease(event))
        QGraphicsView::mouseReleaseEvent(event);
}

void CanvasView::keyPressEvent(QKeyEvent *event)
{
    if (!spacePress(event))
        QGraphicsView::keyPressEvent(event);
}

void CanvasView::keyReleaseEvent(QKeyEvent *event)
{
    if (!spaceRelease(event))
        QGraphicsView::keyReleaseEvent(event);
}

void CanvasView::leaveEvent(QEvent *event)
{
    emit cursorLeft();
    QGraphicsView::leaveEvent(event);
}

void CanvasView::restoreCursor(QPointF)
{
    updateCursor();
}

void CanvasView::updateCursor()
{
    viewport()->setCursor(m_tool ? m_tool->cursor() : Qt::ArrowCursor);
}

} // namespace hitbox::editor
