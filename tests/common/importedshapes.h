#pragma once

// Helpers for the tests of importers of other tools' hitboxes: writing their input files,
// and comparing imported shapes with expected ones within a format's precision.

#include "model/document/sprite.h"
#include "model/import/hitboximport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QString>
#include <QtTest>

#include <cmath>

namespace hitbox::testing {

/// A picture of `size`, one colour, saved at `path` (its format from the suffix).
inline void writeImage(const QString &path, QSize size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(qRgba(40, 200, 90, 255));
    QVERIFY(image.save(path));
}

inline void writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

/// The file's bytes, or empty when it cannot be read.
inline QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool nearPoint(collision::Vec2 a, collision::Vec2 b, double precision = 1e-6)
{
    return std::abs(a.x - b.x) <= precision && std::abs(a.y - b.y) <= precision;
}

/// How polygons must agree: point for point, or as the same closed outline from any start
/// in either direction (a format that does not keep the first vertex or the winding).
enum class PolygonMatch { SameStart, AnyStart };

inline bool sameOutline(const collision::Polygon &a, const collision::Polygon &b, PolygonMatch match)
{
    const std::size_t n = a.points.size();
    if (n != b.points.size())
        return false;
    const std::size_t starts = match == PolygonMatch::SameStart ? std::min<std::size_t>(n, 1) : n;
    for (std::size_t start = 0; start < starts; ++start) {
        for (const int step : {1, -1}) {
            if (step == -1 && match == PolygonMatch::SameStart)
                continue;
            bool all = true;
            for (std::size_t i = 0; i < n && all; ++i)
                all = nearPoint(a.points[i], b.points[(start + n + std::size_t(step) * i) % n]);
            if (all)
                return true;
        }
    }
    return n == 0;
}

/// A shape as text for failure messages.
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

/// Same kind, name, role and sensor flag, and geometry within 1e-6.
inline bool sameShape(const model::Shape &a,
                      const model::Shape &b,
                      PolygonMatch match = PolygonMatch::SameStart)
{
    if (a.kind != b.kind || a.name != b.name || a.role != b.role || a.sensor != b.sensor)
        return false;
    switch (a.kind) {
    case model::ShapeKind::Box:
        return nearPoint({a.box.x, a.box.y}, {b.box.x, b.box.y})
               && nearPoint({a.box.w, a.box.h}, {b.box.w, b.box.h});
    case model::ShapeKind::Circle:
        return nearPoint(a.circle.center, b.circle.center)
               && std::abs(a.circle.radius - b.circle.radius) <= 1e-6;
    case model::ShapeKind::Polygon:
        break;
    }
    return sameOutline(a.polygon, b.polygon, match);
}

/// importHitboxes refuses `path`: no sprites, and an error that starts with the file's
/// name and contains `problem`.
inline void verifyRefused(const QString &path, const QString &problem)
{
    const model::HitboxImport imported = model::importHitboxes(path);
    QVERIFY(!imported.ok());
    QVERIFY(imported.sprites.isEmpty());
    QVERIFY2(imported.error.startsWith(QDir::toNativeSeparators(path) + QStringLiteral(": ")),
             qPrintable(imported.error));
    QVERIFY2(imported.error.contains(problem), qPrintable(imported.error));
}

} // namespace hitbox::testing
