#include "artkit.h"

#include <QLineF>
#include <QPainter>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace hitbox::samplegen {

QPainterPath roundedPolygon(const QList<QPointF> &points, qreal radius)
{
    QPainterPath path;
    const qsizetype n = points.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF previous = points[(i + n - 1) % n];
        const QPointF corner = points[i];
        const QPointF next = points[(i + 1) % n];
        // Cut the corner at most half way along each edge, and join the cuts with a
        // quadratic curve that has the corner as its control point.
        const QLineF in(corner, previous);
        const QLineF out(corner, next);
        const QPointF from = in.pointAt(std::min(radius, in.length() / 2) / in.length());
        const QPointF to = out.pointAt(std::min(radius, out.length() / 2) / out.length());
        if (i == 0)
            path.moveTo(from);
        else
            path.lineTo(from);
        path.quadTo(corner, to);
    }
    path.closeSubpath();
    return path;
}

QList<QPointF> mirrored(const QList<QPointF> &rightHalf, qreal axisX)
{
    QList<QPointF> all = rightHalf;
    for (auto it = rightHalf.crbegin(); it != rightHalf.crend(); ++it) {
        if (std::abs(it->x() - axisX) > 1e-9)
            all.append(QPointF(2 * axisX - it->x(), it->y()));
    }
    return all;
}

QPainterPath mirroredPath(const QPainterPath &path, qreal axisX)
{
    return QTransform(-1, 0, 0, 1, 2 * axisX, 0).map(path);
}

QPainterPath smoothClosedCurve(const QList<QPointF> &points)
{
    QPainterPath path;
    const qsizetype n = points.size();
    path.moveTo(points[0]);
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF p0 = points[(i + n - 1) % n];
        const QPointF p1 = points[i];
        const QPointF p2 = points[(i + 1) % n];
        const QPointF p3 = points[(i + 2) % n];
        path.cubicTo(p1 + (p2 - p0) / 6, p2 - (p3 - p1) / 6, p2);
    }
    path.closeSubpath();
    return path;
}

QPainterPath ellipsePath(QPointF centre, qreal rx, qreal ry)
{
    QPainterPath path;
    path.addEllipse(centre, rx, ry);
    return path;
}

QPainterPath rectPath(const QRectF &rect)
{
    QPainterPath path;
    path.addRect(rect);
    return path;
}

QPainterPath rim(const QPainterPath &shape, QPointF offset)
{
    return shape.subtracted(shape.translated(offset));
}

void drawPart(QPainter &painter,
              const QPainterPath &shape,
              const QColor &fill,
              qreal outlineWidth,
              const QColor &outline)
{
    painter.fillPath(shape, fill);
    if (outlineWidth <= 0)
        return;
    const QPen pen(outline, outlineWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.strokePath(shape, pen);
}

void shadePart(QPainter &painter,
               const QPainterPath &shape,
               const QPainterPath &region,
               const QColor &colour)
{
    painter.fillPath(shape.intersected(region), colour);
}

} // namespace hitbox::samplegen
