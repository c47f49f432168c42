#pragma once

// Comparing the shapes an import brought in with the expected ones within a text format's
// precision, and printing them for failure messages; shared by the importer tests.

#include "model/document/sprite.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace hitbox::testing {

/// Equal within `relative` of the larger magnitude (at least of 1).
inline bool nearlyEqual(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

inline bool nearlyEqual(collision::Vec2 a, collision::Vec2 b, double relative = 1e-9)
{
    return nearlyEqual(a.x, b.x, relative) && nearlyEqual(a.y, b.y, relative);
}

/// The bounding box of a polygon's points.
inline QRectF pointsBounds(const collision::Polygon &polygon)
{
    double left = 1e9, top = 1e9, right = -1e9, bottom = -1e9;
    for (const collision::Vec2 &p : polygon.points) {
        left = std::min(left, p.x);
        top = std::min(top, p.y);
        right = std::max(right, p.x);
        bottom = std::max(bottom, p.y);
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

/// "box \"name\" role R sensor x,y wxh", "circle ... x,y rR", "polygon ... (x,y)(x,y)".
inline QString shapeText(const model::Shape &s)
{
    QString text = QStringLiteral("%1 \"%2\" role %3%4 ")
                           .arg(model::shapeKindName(s.kind), s.name, s.role)
                           .arg(s.sensor ? QStringLiteral(" sensor") : QString());
    switch (s.kind) {
    case model::ShapeKind::Box:
        return text
               + QStringLiteral("%1,%2 %3x%4").arg(s.box.x).arg(s.box.y).arg(s.box.w).arg(s.box.h);
    case model::ShapeKind::Circle:
        return text
               + QStringLiteral("%1,%2 r%3")
                         .arg(s.circle.center.x)
                         .arg(s.circle.center.y)
                         .arg(s.circle.radius);
    case model::ShapeKind::Polygon:
        break;
    }
    for (const collision::Vec2 p : s.polygon.points)
        text += QStringLiteral("(%1,%2)").arg(p.x).arg(p.y);
    return text;
}

/// Same kind, name, role, sensor flag and geometry (points in the same order).
inline bool sameShape(const model::Shape &a, const model::Shape &b, double relative = 1e-9)
{
    if (a.kind != b.kind || a.name != b.name || a.role != b.role || a.sensor != b.sensor
        || a.holes.size() != b.holes.size())
        return false;
    switch (a.kind) {
    case model::ShapeKind::Box:
        return nearlyEqual({a.box.x, a.box.y}, {b.box.x, b.box.y}, relative)
               && nearlyEqual({a.box.w, a.box.h}, {b.box.w, b.box.h}, relative);
    case model::ShapeKind::Circle:
        return nearlyEqual(a.circle.center, b.circle.center, relative)
               && nearlyEqual(a.circle.radius, b.circle.radius, relative);
    case model::ShapeKind::Polygon:
        break;
    }
    if (a.polygon.points.size() != b.polygon.points.size())
        return false;
    for (std::size_t i = 0; i < a.polygon.points.size(); ++i) {
        if (!nearlyEqual(a.polygon.points[i], b.polygon.points[i], relative))
            return false;
    }
    return true;
}

/// Empty when the lists hold the same shapes in the same order, else what differs.
inline QString shapeListDifference(const QList<model::Shape> &got,
                                   const QList<model::Shape> &want,
                                   double relative = 1e-9)
{
    bool same = got.size() == want.size();
    for (qsizetype k = 0; same && k < want.size(); ++k)
        same = sameShape(got[k], want[k], relative);
    if (same)
        return {};
    QStringList lines{QStringLiteral("got:")};
    for (const model::Shape &s : got)
        lines << QStringLiteral("  ") + shapeText(s);
    lines << QStringLiteral("expected:");
    for (const model::Shape &s : want)
        lines << QStringLiteral("  ") + shapeText(s);
    return lines.join(u'\n');
}

} // namespace hitbox::testing
