#include "canvas/shapeitems.h"

#include "base/canvasstyle.h"

#include <QPainter>
#include <QPainterPath>

namespace hitbox::editor {

void HandleItem::setPixelSize(qreal sceneUnitsPerPixel)
{
    if (qFuzzyCompare(m_pixelSize, sceneUnitsPerPixel))
        return;
    prepareGeometryChange();
    m_pixelSize = sceneUnitsPerPixel;
}

void HandleItem::setSelectedShape(bool selected)
{
    if (m_selected == selected)
        return;
    m_selected = selected;
    update();
}

qreal HandleItem::margin() const
{
    return (style::handleSize + 4.0) * m_pixelSize;
}

QPen HandleItem::outlinePen(const QColor &color) const
{
    QPen pen(color, m_selected ? style::outlineWidth + 1.0 : style::outlineWidth);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::MiterJoin);
    return pen;
}

QColor HandleItem::haloColor(const QColor &color)
{
    return qGray(color.rgb()) > 100 ? QColor(0, 0, 0, style::haloAlpha)
                                    : QColor(255, 255, 255, style::haloAlpha);
}

void HandleItem::drawHalo(QPainter *painter, const QPainterPath &path, const QColor &color) const
{
    QPen pen(haloColor(color), m_selected ? style::haloWidth + 1.0 : style::haloWidth);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::MiterJoin);
    painter->save();
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
    painter->restore();
}

void HandleItem::drawHandle(QPainter *painter,
                            QPointF center,
                            bool filled,
                            const QColor &color) const
{
    const qreal half = style::handleSize / 2.0 * m_pixelSize;
    const QRectF r(center.x() - half, center.y() - half, 2 * half, 2 * half);
    QPen pen(QColor(20, 20, 20), 1.0);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(filled ? color : QColor(250, 250, 250));
    painter->drawRect(r);
}

void HandleItem::setColor(const QColor &color)
{
    if (m_color == color)
        return;
    m_color = color;
    update();
}

void BoxItem::setRect(const QRectF &rect)
{
    prepareGeometryChange();
    m_rect = rect;
}

QRectF BoxItem::boundingRect() const
{
    const qreal m = margin();
    return m_rect.normalized().adjusted(-m, -m, m, m);
}

void BoxItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor color = colorOr(style::box);
    QColor fill = color;
    fill.setAlpha(style::shapeFillAlpha);
    QPainterPath path;
    path.addRect(m_rect);
    drawHalo(painter, path, color);
    painter->setPen(outlinePen(color));
    painter->setBrush(fill);
    painter->drawRect(m_rect);
    if (!m_selected)
        return;
    const QRectF r = m_rect.normalized();
    const QPointF c = r.center();
    for (const QPointF p : {r.topLeft(),
                            QPointF(c.x(), r.top()),
                            r.topRight(),
                            QPointF(r.right(), c.y()),
                            r.bottomRight(),
                            QPointF(c.x(), r.bottom()),
                            r.bottomLeft(),
                            QPointF(r.left(), c.y())})
        drawHandle(painter, p, false, color);
}

void CircleItem::setCircle(QPointF center, qreal radius)
{
    prepareGeometryChange();
    m_center = center;
    m_radius = radius;
}

QRectF CircleItem::boundingRect() const
{
    const qreal r = m_radius + margin();
    return QRectF(m_center.x() - r, m_center.y() - r, 2 * r, 2 * r);
}

void CircleItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor color = colorOr(style::circle);
    QColor fill = color;
    fill.setAlpha(style::shapeFillAlpha);
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.addEllipse(m_center, m_radius, m_radius);
    drawHalo(painter, path, color);
    painter->setPen(outlinePen(color));
    painter->setBrush(fill);
    painter->drawEllipse(m_center, m_radius, m_radius);
    if (!m_selected)
        return;
    drawHandle(painter, m_center, true, color);
    drawHandle(painter, m_center + QPointF(m_radius, 0), false, color);
}

void PolygonItem::setLoops(const QList<QPolygonF> &loops, bool valid, const QString &problem)
{
    prepareGeometryChange();
    m_loops = loops;
    m_valid = valid;
    setToolTip(problem);
}

void PolygonItem::setSelectedVertices(const QSet<int> &vertices)
{
    if (m_selectedVertices == vertices)
        return;
    m_selectedVertices = vertices;
    update();
}

QRectF PolygonItem::boundingRect() const
{
    const qreal m = margin();
    // Holes lie inside the outline of a valid polygon, but an invalid one may have them
    // anywhere.
    QRectF bounds;
    for (const QPolygonF &loop : m_loops)
        bounds |= loop.boundingRect();
    return bounds.adjusted(-m, -m, m, m);
}

void PolygonItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QColor color = m_valid ? colorOr(style::polygon) : style::invalid;
    QColor fill = color;
    fill.setAlpha(m_valid ? style::shapeFillAlpha : style::shapeFillAlpha * 2);
    QPen pen = outlinePen(color);
    if (!m_valid)
        pen.setStyle(Qt::DashLine);
    painter->setRenderHint(QPainter::Antialiasing);
    const QPolygonF outline = m_loops.value(0);
    QPainterPath halo;
    for (const QPolygonF &loop : m_loops) {
        halo.addPolygon(loop);
        if (loop.size() >= 3)
            halo.closeSubpath();
    }
    drawHalo(painter, halo, color);
    painter->setPen(pen);
    painter->setBrush(m_valid ? QBrush(fill) : QBrush(fill, Qt::BDiagPattern));
    if (m_loops.size() > 1) {
        // Odd-even filling leaves the holes empty.
        QPainterPath region;
        region.setFillRule(Qt::OddEvenFill);
        for (const QPolygonF &loop : m_loops) {
            region.addPolygon(loop);
            region.closeSubpath();
        }
        painter->drawPath(region);
    } else if (outline.size() >= 3) {
        painter->drawPolygon(outline);
    } else {
        painter->drawPolyline(outline);
    }
    if (!m_selected && m_selectedVertices.isEmpty()) {
        // Vertices stay grabbable: small dots say where, without a field of handles.
        const qreal r = style::vertexDotRadius * m_pixelSize;
        painter->setPen(Qt::NoPen);
        painter->setBrush(color);
        for (const QPolygonF &loop : m_loops) {
            for (const QPointF p : loop)
                painter->drawEllipse(p, r, r);
        }
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing, false);
    // Handles on a selected polygon; selected vertices are filled.
    int vertex = 0;
    for (const QPolygonF &loop : m_loops) {
        for (const QPointF p : loop)
            drawHandle(painter, p, m_selectedVertices.contains(vertex++), color);
    }
}

QRectF PivotItem::boundingRect() const
{
    const qreal r = 10.0 * m_pixelSize;
    return QRectF(-r, -r, 2 * r, 2 * r);
}

void PivotItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal r = 6.0 * m_pixelSize;
    const qreal arm = 9.0 * m_pixelSize;
    painter->setRenderHint(QPainter::Antialiasing);
    for (const auto &[color, width] :
         {std::pair{QColor(255, 255, 255, 200), 3.5}, std::pair{style::pivot, 1.5}}) {
        QPen pen(color, width);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(0, 0), r, r);
        painter->drawLine(QPointF(-arm, 0), QPointF(arm, 0));
        painter->drawLine(QPointF(0, -arm), QPointF(0, arm));
    }
}

} // namespace hitbox::editor
