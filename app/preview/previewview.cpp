#include "preview/previewview.h"

#include "base/canvasstyle.h"
#include "docks/spritelistmodel.h"
#include "preview/previewcontroller.h"
#include "preview/previewgraphicsscene.h"

#include <QDragEnterEvent>
#include <QElapsedTimer>
#include <QMimeData>
#include <QTimer>

#include <cmath>

namespace hitbox::editor {
namespace {

constexpr qreal minZoom = 1.0 / 16.0;
constexpr qreal maxZoom = 32.0;
constexpr qreal zoomStep = 1.25;
constexpr qreal gridSpacing = 64.0;   // world pixels between grid lines
constexpr qreal minGridScreen = 12.0; // closer lines than this are skipped

const QColor gridLine(255, 255, 255, 14);
const QColor axisLine(255, 255, 255, 36);

} // namespace

PreviewView::PreviewView(PreviewGraphicsScene *scene,
                         PreviewController *controller,
                         QWidget *parent)
    : ZoomPanView(scene, minZoom, maxZoom, parent)
    , m_scene(scene)
    , m_controller(controller)
    , m_interaction(controller, scene)
{
    setObjectName(QStringLiteral("previewView"));
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    // Repaint only what changed (the items' old and new bounds), as one rectangle: a drag
    // redraws the dragged sprite's area, not the whole canvas, and thousands of moving
    // balls do not make a clip region of thousands of rectangles.
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    // The grid's thin translucent lines cost milliseconds per full repaint; drawn once into
    // the view's background pixmap, a frame blits it (scrolling shifts it, zoom redraws it).
    setCacheMode(QGraphicsView::CacheBackground);
    // drawBackground paints every exposed pixel opaque: filling the viewport with its
    // palette first would write each pixel twice per frame.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setAcceptDrops(true);
    m_scene->setPixelSize(1.0);
    centerOn(0, 0);
}

void PreviewView::zoomApplied()
{
    resetCachedContent(); // the grid's spacing follows the zoom
    m_scene->setPixelSize(1.0 / zoom());
}

void PreviewView::setSidePanel(QWidget *panel)
{
    constexpr int pad = 8;
    panel->setParent(this);
    panel->adjustSize();
    panel->move(frameWidth() + pad, frameWidth() + pad);
    panel->raise();
    setViewportMargins(panel->width() + 2 * pad, 0, 0, 0);
}

void PreviewView::zoomIn()
{
    setZoom(zoom() * zoomStep);
}

void PreviewView::zoomOut()
{
    setZoom(zoom() / zoomStep);
}

void PreviewView::resetZoom()
{
    setZoom(1.0);
}

void PreviewView::requestFit()
{
    m_fitPending = true;
    if (isVisible())
        QTimer::singleShot(0, this, [this] {
            if (m_fitPending && isVisible())
                fitScene();
        });
}

void PreviewView::fitScene()
{
    m_fitPending = false;
    QRectF target = m_scene->contentRect();
    if (target.isEmpty()) {
        resetZoom();
        centerOn(0, 0);
        return;
    }
    target.adjust(-16, -16, 16, 16);
    const QRect free = viewport()->rect().marginsRemoved(m_fitMargins);
    setZoom(std::min(free.width() / target.width(), free.height() / target.height()));
    // Put the target's centre on the centre of the free part of the viewport.
    const QPointF offset = QPointF(viewport()->rect().center() - free.center()) / zoom();
    centerOn(target.center() + offset);
}

QRectF PreviewView::visibleArea() const
{
    return mapToScene(viewport()->rect()).boundingRect();
}

void PreviewView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, style::background);
    qreal spacing = gridSpacing;
    while (spacing * zoom() < minGridScreen)
        spacing *= 4;
    QPen pen(gridLine, 1.0);
    pen.setCosmetic(true);
    painter->setPen(pen);
    QVector<QLineF> lines;
    for (qreal x = std::floor(rect.left() / spacing) * spacing; x <= rect.right(); x += spacing)
        lines << QLineF(x, rect.top(), x, rect.bottom());
    for (qreal y = std::floor(rect.top() / spacing) * spacing; y <= rect.bottom(); y += spacing)
        lines << QLineF(rect.left(), y, rect.right(), y);
    painter->drawLines(lines);
    pen.setColor(axisLine);
    painter->setPen(pen);
    painter->drawLine(QLineF(0, rect.top(), 0, rect.bottom()));
    painter->drawLine(QLineF(rect.left(), 0, rect.right(), 0));
}

void PreviewView::drawForeground(QPainter *painter, const QRectF &)
{
    if (!m_controller->scene().instances.isEmpty())
        return;
    painter->save();
    painter->resetTransform();
    painter->setPen(QColor(255, 255, 255, 120));
    QFont font = painter->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    painter->setFont(font);
    painter->drawText(
            viewport()->rect(),
            Qt::AlignCenter,
            tr("Drag sprites from the Sprites list and drop them here,\n"
               "or press %1 to place the current sprite.")
                    .arg(QKeySequence(Qt::CTRL | Qt::Key_I).toString(QKeySequence::NativeText)));
    painter->restore();
}

void PreviewView::paintEvent(QPaintEvent *event)
{
    QElapsedTimer timer;
    timer.start();
    QGraphicsView::paintEvent(event);
    m_paintMs = double(timer.nsecsElapsed()) / 1.0e6;
    emit painted();
}

void PreviewView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitPending)
        requestFit(); // once the layout has settled
}

void PreviewView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (m_fitPending)
        requestFit();
}

void PreviewView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0)
        return;
    setZoom(delta > 0 ? zoom() * zoomStep : zoom() / zoomStep, event->position().toPoint());
    event->accept();
}

void PreviewView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (panPress(event))
        return;
    const QPointF scenePos = mapToScene(event->position().toPoint());
    if (m_interaction.press(scenePos, event->button(), event->modifiers())) {
        updateCursor(scenePos);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void PreviewView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF scenePos = mapToScene(event->position().toPoint());
    emit cursorMoved(scenePos);
    if (panMove(event))
        return;
    if (m_interaction.move(scenePos, event->modifiers())) {
        event->accept();
        return;
    }
    updateCursor(scenePos);
    QGraphicsView::mouseMoveEvent(event);
}

void PreviewView::mouseReleaseEvent(QMouseEvent *event)
{
    if (panRelease(event))
        return;
    const QPointF scenePos = mapToScene(event->position().toPoint());
    if (m_interaction.release(event->button())) {
        updateCursor(scenePos);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void PreviewView::keyPressEvent(QKeyEvent *event)
{
    if (spacePress(event))
        return;
    if (m_interaction.keyPress(event)) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void PreviewView::keyReleaseEvent(QKeyEvent *event)
{
    if (spaceRelease(event))
        return;
    if (m_interaction.keyRelease(event)) {
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void PreviewView::focusOutEvent(QFocusEvent *event)
{
    m_interaction.cancel();
    ZoomPanView::focusOutEvent(event);
}

void PreviewView::dragEnterEvent(QDragEnterEvent *event)
{
    // Only sprites from the sprite list; files go on to the main window.
    if (!SpriteListModel::spriteIndices(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void PreviewView::dragMoveEvent(QDragMoveEvent *event)
{
    if (!SpriteListModel::spriteIndices(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void PreviewView::dropEvent(QDropEvent *event)
{
    const QList<int> sprites = SpriteListModel::spriteIndices(event->mimeData());
    if (sprites.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    m_controller->addInstances(sprites, mapToScene(event->position().toPoint()));
    setFocus(Qt::OtherFocusReason);
}

void PreviewView::restoreCursor(QPointF scenePos)
{
    updateCursor(scenePos);
}

void PreviewView::updateCursor(QPointF scenePos)
{
    if (isSpaceHeld() || isPanning())
        return;
    viewport()->setCursor(m_interaction.cursorAt(scenePos));
}

} // namespace hitbox::editor
