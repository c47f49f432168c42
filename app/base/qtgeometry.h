#pragma once

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QTransform>

namespace hitbox::editor {

// Kernel value types as Qt ones, for drawing. No collision math happens here.

inline QPointF toQt(collision::Vec2 p)
{
    return {p.x, p.y};
}

inline collision::Vec2 toVec2(QPointF p)
{
    return {p.x(), p.y()};
}

inline QRectF toQt(const collision::Rect &r)
{
    return {r.x, r.y, r.w, r.h};
}

inline QPolygonF toQt(const collision::Polygon &polygon)
{
    QPolygonF out;
    out.reserve(qsizetype(polygon.points.size()));
    for (const collision::Vec2 &p : polygon.points)
        out << toQt(p);
    return out;
}

/// The kernel's Affine is laid out like QTransform.
inline QTransform toQt(const collision::Affine &m)
{
    return QTransform(m.m11, m.m12, m.m21, m.m22, m.dx, m.dy);
}

} // namespace hitbox::editor
