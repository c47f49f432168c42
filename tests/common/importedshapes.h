#pragma once

// Helpers for the tests of importers of other tools' hitboxes: writing their input files,
// and comparing imported shapes with expected ones within a format's precision (absolute,
// or relative to the magnitude for text formats), printing them for failure messages.

#include "model/document/sprite.h"
#include "model/export/exporter.h"
#include "model/import/hitboximport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QRandomGenerator>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numbers>

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

/// Equal within `relative` of the larger magnitude (at least of 1).
inline bool nearlyEqual(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

inline bool nearlyEqual(collision::Vec2 a, collision::Vec2 b, double relative = 1e-9)
{
    return nearlyEqual(a.x, b.x, relative) && nearlyEqual(a.y, b.y, relative);
}

inline bool nearPoint(collision::Vec2 a, collision::Vec2 b, double precision = 1e-6)
{
    return std::abs(a.x - b.x) <= precision && std::abs(a.y - b.y) <= precision;
}

/// How polygons must agree: point for point, or as the same closed outline from any start
/// in either direction (a format that does not keep the first vertex or the winding).
enum class PolygonMatch { SameStart, AnyStart };

inline bool sameOutline(const collision::Polygon &a,
                        const collision::Polygon &b,
                        PolygonMatch match,
                        double precision = 1e-6)
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
                all = nearPoint(
                        a.points[i], b.points[(start + n + std::size_t(step) * i) % n], precision);
            if (all)
                return true;
        }
    }
    return n == 0;
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

/// Same kind, name, role and sensor flag, and geometry within `precision`.
inline bool sameShape(const model::Shape &a,
                      const model::Shape &b,
                      PolygonMatch match = PolygonMatch::SameStart,
                      double precision = 1e-6)
{
    if (a.kind != b.kind || a.name != b.name || a.role != b.role || a.sensor != b.sensor)
        return false;
    switch (a.kind) {
    case model::ShapeKind::Box:
        return nearPoint({a.box.x, a.box.y}, {b.box.x, b.box.y}, precision)
               && nearPoint({a.box.w, a.box.h}, {b.box.w, b.box.h}, precision);
    case model::ShapeKind::Circle:
        return nearPoint(a.circle.center, b.circle.center, precision)
               && std::abs(a.circle.radius - b.circle.radius) <= precision;
    case model::ShapeKind::Polygon:
        break;
    }
    return sameOutline(a.polygon, b.polygon, match, precision);
}

/// Empty when the two lists of custom properties are equal (names, types and values, in
/// order), else both as "name: type = value, ..." lines.
inline QString propertiesDifference(const model::Properties &got, const model::Properties &want)
{
    if (got == want)
        return {};
    const auto text = [](const model::Properties &properties) {
        QStringList parts;
        for (const model::Property &p : properties)
            parts << p.name + QStringLiteral(": ") + model::propertyTypeName(p.type())
                             + QStringLiteral(" = ") + model::propertyValueText(p.value);
        return parts.join(QStringLiteral(", "));
    };
    return QStringLiteral("got: ") + text(got) + QStringLiteral("\nexpected: ") + text(want);
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

/// A file named "-bad \"%1\".json" (a quote, a percent sign, a leading dash) in a new
/// folder, holding `text`, that readsHitboxes takes and importHitboxes refuses naming the
/// file and `problem`.
inline void verifyBrokenJson(const QByteArray &text, const QString &problem)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("-bad \"%1\".json"));
    writeText(path, text);
    QVERIFY(model::readsHitboxes(path));
    verifyRefused(path, problem);
}

/// The project exported in `format` to `out` (images' sizes read from their files);
/// the exporter's problems or the writing's, empty when it is written.
inline QString
exportProject(const model::Project &project, model::ExportFormat format, const QString &out)
{
    model::ExportOptions options;
    options.format = format;
    model::ExportSource source;
    source.project = &project;
    source.outputPath = out;
    source.imageSize = [](const QString &path) { return QImageReader(path).size(); };
    const model::Exporter *exporter = model::exporterFor(format);
    const model::ExportPlan plan = exporter->plan(source, options);
    if (!plan.ok())
        return QStringLiteral("%1 problems, the first: %2")
                .arg(plan.problems.size())
                .arg(plan.problems.first().text());
    return model::writeExportPlan(plan, out, exporter->writesFolder());
}

/// The shape moved by `by` (to frame pixels).
inline model::Shape moved(model::Shape s, collision::Vec2 by)
{
    s.box.x += by.x;
    s.box.y += by.y;
    s.circle.center = s.circle.center + by;
    for (collision::Vec2 &p : s.polygon.points)
        p = p + by;
    return s;
}

/// The sprites' frames hold the same shapes in frame pixels (shape + the frame's pivot),
/// polygons as outlines from any start, within `precision`.
inline void compareFrames(const model::Sprite &got,
                          const model::Sprite &want,
                          QSize frameSize,
                          double precision = 1e-6)
{
    QCOMPARE(got.name, want.name);
    QCOMPARE(got.frames.size(), want.frames.size());
    for (qsizetype f = 0; f < want.frames.size(); ++f) {
        const model::Frame &g = got.frames[f];
        const model::Frame &w = want.frames[f];
        QCOMPARE(g.shapes.size(), w.shapes.size());
        const collision::Vec2 gp = model::effectivePivot(got, g, frameSize);
        const collision::Vec2 wp = model::effectivePivot(want, w, frameSize);
        for (qsizetype k = 0; k < w.shapes.size(); ++k) {
            const model::Shape gs = moved(g.shapes[k], gp);
            const model::Shape ws = moved(w.shapes[k], wp);
            QVERIFY2(sameShape(gs, ws, PolygonMatch::AnyStart, precision),
                     qPrintable(QStringLiteral("%1 frame %2: %3, expected %4")
                                        .arg(want.name)
                                        .arg(f)
                                        .arg(shapeText(gs), shapeText(ws))));
        }
    }
}

/// A concave star of 6 to 9 points about (cx, cy), coordinates to 1/1000.
inline collision::Polygon star(QRandomGenerator &rng, double cx, double cy, double radius)
{
    const int points = 6 + int(rng.bounded(4));
    collision::Polygon p;
    for (int i = 0; i < 2 * points; ++i) {
        const double a = std::numbers::pi * i / points + rng.bounded(0.2);
        const double r = radius * (i % 2 == 0 ? 1.0 : 0.35 + rng.bounded(0.3));
        p.points.push_back({std::round((cx + r * std::cos(a)) * 1000) / 1000,
                            std::round((cy + r * std::sin(a)) * 1000) / 1000});
    }
    return p;
}

/// 1 to 4 shapes of every kind (boxes, circles, concave polygons), the default roles,
/// sensors, names; in pivot-relative pixels of a frame of `size` with pivot `pivot`.
inline QList<model::Shape>
randomShapes(QRandomGenerator &rng, QSize size, collision::Vec2 pivot, int frame)
{
    const QStringList roles{QStringLiteral("body"),
                            QStringLiteral("hitbox"),
                            QStringLiteral("hurtbox"),
                            QStringLiteral("sensor")};
    const int count = 1 + int(rng.bounded(4));
    QList<model::Shape> shapes;
    for (int i = 0; i < count; ++i) {
        const double cx = 10 + rng.bounded(size.width() - 20) - pivot.x;
        const double cy = 10 + rng.bounded(size.height() - 20) - pivot.y;
        const QString role = roles[int(rng.bounded(roles.size()))];
        model::Shape s;
        switch ((frame + i) % 3) {
        case 0:
            s = model::Shape::makeBox({cx - 6, cy - 4, 3.5 + rng.bounded(9), 2.25 + rng.bounded(9)},
                                      role);
            break;
        case 1:
            s = model::Shape::makeCircle({{cx, cy}, 1 + rng.bounded(8.0)}, role);
            break;
        default:
            s = model::Shape::makePolygon(star(rng, cx, cy, 9), role);
            break;
        }
        s.name = QStringLiteral("shape %1.%2").arg(frame).arg(i);
        s.sensor = rng.bounded(3) == 0;
        shapes.append(s);
    }
    return shapes;
}

/// Same kind, name, role, sensor flag and geometry (points in the same order), within
/// `relative` of the larger magnitude.
inline bool sameShapeRelative(const model::Shape &a, const model::Shape &b, double relative = 1e-9)
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
        same = sameShapeRelative(got[k], want[k], relative);
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
