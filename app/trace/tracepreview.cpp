#include "trace/tracepreview.h"

#include "base/canvasstyle.h"
#include "base/checkerboard.h"
#include "base/qtgeometry.h"
#include "base/zoomrange.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>

namespace hitbox::editor {
namespace {

constexpr qreal zoomStep = 1.25;
constexpr int fitMargin = 16;

QPen cosmeticPen(const QColor &color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(color, width, style, Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(true);
    return pen;
}

} // namespace

TracePreview::TracePreview(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    setCursor(Qt::OpenHandCursor);
    setToolTip(tr("Wheel to zoom, drag to pan, double-click to fit"));
}

QColor TracePreview::pieceColor(int index)
{
    // Warm shades around the canvas' polygon orange, so pieces read as one armature.
    static const std::array<QColor, 4> shades{QColor(255, 159, 26),
                                              QColor(255, 207, 64),
                                              QColor(255, 112, 67),
                                              QColor(240, 180, 120)};
    return shades[std::size_t(index) % shades.size()];
}

QColor TracePreview::holeColor()
{
    return style::pivot;
}

void TracePreview::setImage(const QImage &image)
{
    m_image = image;
    m_fitting = true;
    updateFit();
    update();
}

void TracePreview::setSolidPixels(const QImage &tinted)
{
    m_solid = tinted;
    update();
}

void TracePreview::setSolidPixelsVisible(bool visible)
{
    m_solidVisible = visible;
    update();
}

void TracePreview::setTrace(const model::TraceResult &trace)
{
    m_trace = trace;
    update();
}

void TracePreview::setMessage(const QString &message)
{
    m_message = message;
    update();
}

void TracePreview::fitToView()
{
    m_fitting = true;
    updateFit();
    update();
}

void TracePreview::zoomIn()
{
    setZoomAt(m_zoom * zoomStep, QRectF(rect()).center());
}

void TracePreview::zoomOut()
{
    setZoomAt(m_zoom / zoomStep, QRectF(rect()).center());
}

void TracePreview::updateFit()
{
    if (!m_fitting || m_image.isNull())
        return;
    const qreal fit = std::min(qreal(width() - 2 * fitMargin) / m_image.width(),
                               qreal(height() - 2 * fitMargin) / m_image.height());
    // Whole steps from 100% up keep every image pixel the same size on screen.
    m_zoom = std::clamp(fit >= 1.0 ? std::floor(fit) : fit, minZoom, maxZoom);
    const QSizeF shown = QSizeF(m_image.size()) * m_zoom;
    m_origin = QPointF(std::round((width() - shown.width()) / 2),
                       std::round((height() - shown.height()) / 2));
    emit zoomChanged(m_zoom);
}

void TracePreview::setZoomAt(qreal zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, minZoom, maxZoom);
    if (m_image.isNull() || zoom == m_zoom)
        return;
    // Keep the image point under the anchor where it is.
    const QPointF imagePoint = (anchor - m_origin) / m_zoom;
    m_zoom = zoom;
    m_origin = anchor - imagePoint * m_zoom;
    m_fitting = false;
    emit zoomChanged(m_zoom);
    update();
}

QTransform TracePreview::imageToView() const
{
    return QTransform(m_zoom, 0, 0, m_zoom, m_origin.x(), m_origin.y());
}

void TracePreview::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateFit();
}

void TracePreview::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0)
        setZoomAt(m_zoom * std::pow(zoomStep, steps), event->position());
    event->accept();
}

void TracePreview::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panLast = event->position();
        setCursor(Qt::ClosedHandCursor);
    }
}

void TracePreview::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_panning)
        return;
    m_origin += event->position() - m_panLast;
    m_panLast = event->position();
    m_fitting = false;
    update();
}

void TracePreview::mouseReleaseEvent(QMouseEvent *)
{
    m_panning = false;
    setCursor(Qt::OpenHandCursor);
}

void TracePreview::mouseDoubleClickEvent(QMouseEvent *)
{
    fitToView();
}

void TracePreview::drawTrace(QPainter &painter) const
{
    painter.setRenderHint(QPainter::Antialiasing);
    // Convex pieces: a shade each and thin seams.
    int shade = 0;
    for (const model::TracedPolygon &p : m_trace.polygons) {
        if (p.piece < 0)
            continue;
        QColor fill = pieceColor(shade++);
        fill.setAlpha(55);
        painter.setBrush(fill);
        painter.setPen(cosmeticPen(QColor(255, 236, 200, 190), 1.0));
        painter.drawPolygon(toQt(p.polygon));
    }
    // Whole polygons: filled and outlined like the canvas draws them.
    QColor fill = style::polygon;
    fill.setAlpha(style::shapeFillAlpha * 2);
    for (const model::TracedPolygon &p : m_trace.polygons) {
        if (p.piece >= 0)
            continue;
        // Odd-even filling leaves the holes empty.
        QPainterPath region;
        region.setFillRule(Qt::OddEvenFill);
        region.addPolygon(toQt(p.polygon));
        region.closeSubpath();
        for (const collision::Polygon &hole : p.holes) {
            region.addPolygon(toQt(hole));
            region.closeSubpath();
        }
        painter.setBrush(fill);
        painter.setPen(cosmeticPen(style::polygon, 2.0));
        painter.drawPath(region);
    }
    // The outline of every cut shape or shape with holes; holes dashed in their own colour.
    std::vector<bool> cut(m_trace.shapes.size(), false);
    for (const model::TracedPolygon &p : m_trace.polygons) {
        if ((p.piece >= 0 || !p.holes.empty()) && p.shape < cut.size())
            cut[p.shape] = true;
    }
    painter.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < m_trace.shapes.size(); ++i) {
        if (!cut[i])
            continue;
        painter.setPen(cosmeticPen(style::polygon, 2.0));
        painter.drawPolygon(toQt(m_trace.shapes[i].outer));
        for (const collision::Polygon &hole : m_trace.shapes[i].holes) {
            painter.setPen(cosmeticPen(QColor(0, 0, 0, 150), 3.5));
            painter.drawPolygon(toQt(hole));
            painter.setPen(cosmeticPen(holeColor(), 2.0, Qt::DashLine));
            painter.drawPolygon(toQt(hole));
        }
    }
    // Vertices, once they are far enough apart on screen to tell apart.
    if (m_trace.vertexCount == 0 || m_zoom < 1.0)
        return;
    const QTransform toView = imageToView();
    painter.save();
    painter.resetTransform();
    painter.setPen(cosmeticPen(QColor(40, 26, 8), 1.0));
    painter.setBrush(style::polygon);
    const qreal radius = m_zoom >= 4.0 ? 3.0 : 2.0;
    for (const model::TracedPolygon &p : m_trace.polygons) {
        for (const collision::Vec2 v : p.polygon.points)
            painter.drawEllipse(toView.map(toQt(v)), radius, radius);
    }
    painter.restore();
}

void TracePreview::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), style::background);
    if (!m_message.isEmpty() || m_image.isNull()) {
        painter.setPen(QColor(220, 220, 220));
        painter.drawText(
                rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    const QRectF imageRect = imageToView().mapRect(QRectF(QPointF(0, 0), QSizeF(m_image.size())));
    drawCheckerboard(painter, imageRect.intersected(QRectF(rect())), m_origin, checkerScreenSize);

    painter.setTransform(imageToView());
    // Nearest neighbour when magnifying keeps pixel edges sharp; smooth when shrinking.
    painter.setRenderHint(QPainter::SmoothPixmapTransform, m_zoom < 1.0);
    painter.drawImage(QPointF(0, 0), m_image);
    if (m_solidVisible && m_solid.size() == m_image.size())
        painter.drawImage(QPointF(0, 0), m_solid);
    painter.setPen(cosmeticPen(style::imageFrame, 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(QPointF(0, 0), QSizeF(m_image.size())));
    drawTrace(painter);
}

} // namespace hitbox::editor
