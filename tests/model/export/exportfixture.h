#pragma once

// Documents for the exporter tests: sprites with made-up image sizes (no files), the plan
// of one format, and its one JSON file parsed back.

#include "model/export/exporter.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>
#include <vector>

namespace exportfixture {

using hitbox::collision::Polygon;
using hitbox::collision::Vec2;
using hitbox::model::Shape;

/// The asymmetric triangle every transform test uses, relative to the pivot: a flipped axis
/// or a swapped coordinate moves a vertex.
inline Polygon triangle()
{
    return Polygon{{{-10, -5}, {20, -5}, {-10, 15}}};
}

inline Shape polygon(const Polygon &outline,
                     const QString &role = QStringLiteral("body"),
                     const QString &name = {},
                     const QList<Polygon> &holes = {})
{
    Shape s = Shape::makePolygon(outline, role, name);
    s.holes = holes;
    return s;
}

struct Document
{
    hitbox::model::Project project;
    QHash<QString, QSize> imageSizes;

    /// A sprite of one frame cut from "/img/<name>.png" of `size`.
    hitbox::model::Sprite &addSprite(const QString &name,
                                     QSize size,
                                     const QList<Shape> &shapes,
                                     std::optional<Vec2> pivot = std::nullopt)
    {
        hitbox::model::Sprite sprite;
        sprite.name = name;
        sprite.imagePath = QStringLiteral("/img/%1.png").arg(name);
        sprite.pivot = pivot;
        sprite.frames[0].shapes = shapes;
        imageSizes.insert(sprite.imagePath, size);
        project.sprites.append(sprite);
        return project.sprites.last();
    }

    hitbox::model::ExportPlan plan(hitbox::model::ExportFormat format,
                                   hitbox::model::ExportOptions options = {},
                                   const QString &output = QStringLiteral("/out/shapes.json")) const
    {
        options.format = format;
        const hitbox::model::Exporter *exporter = hitbox::model::exporterFor(format);
        if (!exporter)
            qFatal("no exporter");
        hitbox::model::ExportSource source;
        source.project = &project;
        source.outputPath = output;
        source.imageSize = [this](const QString &path) { return imageSizes.value(path); };
        return exporter->plan(source, options);
    }
};

/// The one file of a single-file plan, parsed.
inline QJsonObject onlyJson(const hitbox::model::ExportPlan &plan)
{
    if (plan.files.size() != 1)
        return {};
    return QJsonDocument::fromJson(plan.files[0].contents).object();
}

inline QStringList problemTexts(const hitbox::model::ExportPlan &plan)
{
    QStringList out;
    for (const auto &p : plan.problems)
        out << p.text();
    return out;
}

/// {x, y} objects as points.
inline std::vector<Vec2> xyPoints(const QJsonArray &array,
                                  const QString &x = QStringLiteral("x"),
                                  const QString &y = QStringLiteral("y"))
{
    std::vector<Vec2> out;
    for (const QJsonValue &v : array)
        out.push_back({v[x].toDouble(), v[y].toDouble()});
    return out;
}

/// A flat [x0, y0, x1, y1, ...] array as points.
inline std::vector<Vec2> flatPoints(const QJsonArray &array)
{
    std::vector<Vec2> out;
    for (qsizetype i = 0; i + 1 < array.size(); i += 2)
        out.push_back({array[i].toDouble(), array[i + 1].toDouble()});
    return out;
}

/// The cycle started at its smallest vertex (x, then y), so that the same polygon written
/// from another start compares equal; the direction is kept.
inline std::vector<Vec2> fromSmallest(std::vector<Vec2> points)
{
    const auto smallest = std::min_element(points.begin(), points.end(), [](Vec2 a, Vec2 b) {
        return a.x < b.x || (a.x == b.x && a.y < b.y);
    });
    std::rotate(points.begin(), smallest, points.end());
    return points;
}

inline bool samePoints(const std::vector<Vec2> &a, const std::vector<Vec2> &b, double eps = 1e-9)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::abs(a[i].x - b[i].x) > eps || std::abs(a[i].y - b[i].y) > eps)
            return false;
    }
    return true;
}

inline QString pointsText(const std::vector<Vec2> &points)
{
    QStringList out;
    for (Vec2 p : points)
        out << QStringLiteral("(%1, %2)").arg(p.x).arg(p.y);
    return out.join(QStringLiteral(" "));
}

} // namespace exportfixture
