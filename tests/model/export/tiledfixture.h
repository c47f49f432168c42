#pragma once

// Shared by the Tiled export tests: test images, plans of a project, and the files of a
// plan.

#include "model/document/project.h"
#include "model/export/exporter.h"
#include "testfiles.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

namespace hitbox::testing {

/// A temporary folder for images, with exports planned into its "out" folder.
class TiledExportFolder
{
public:
    TiledExportFolder() { QDir(m_dir.path()).mkpath(QStringLiteral("out")); }

    bool isValid() const { return m_dir.isValid(); }
    QString path() const { return m_dir.path(); }

    /// Writes `image` as a PNG called `name`; its path.
    QString png(const QString &name, const QImage &image) const
    {
        return writeTestFile(m_dir.path(), name, encodedImage(image, "png"));
    }

    /// What exporting `project` to the folder's "out" would write.
    model::ExportPlan plan(const model::Project &project,
                           model::ExportFormat format,
                           const model::ExportOptions &options = {}) const
    {
        model::ExportSource source;
        source.project = &project;
        source.outputPath = m_dir.path() + QStringLiteral("/out");
        const model::Exporter *exporter = model::exporterFor(format);
        if (!exporter)
            qFatal("no exporter");
        model::ExportOptions o = options;
        o.format = format;
        return exporter->plan(source, o);
    }

private:
    QTemporaryDir m_dir;
};

using model::ExportPlan;
using model::Project;
using model::Shape;

inline QImage filled(int w, int h, QRgb colour = qRgba(200, 10, 10, 255))
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(colour);
    return image;
}

// Every pixel opaque and different, so a shifted, turned or flipped frame is caught.
inline QImage pattern(int w, int h, int seed)
{
    QImage image(w, h, QImage::Format_ARGB32);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            image.setPixel(x, y, qRgba(30 * x + 7, 40 * y + 3, 50 * seed + 11, 255));
    }
    return image;
}

inline QByteArray fileOf(const ExportPlan &plan, const QString &name)
{
    for (const model::ExportedFile &file : plan.files) {
        if (file.relativePath == name)
            return file.contents;
    }
    return "<no file " + name.toUtf8() + ">";
}

inline QStringList writtenNames(const ExportPlan &plan)
{
    QStringList names;
    for (const model::ExportedFile &file : plan.files)
        names << file.relativePath;
    return names;
}

inline model::Frame cell(int x, int y, int w, int h, int durationMs = 100)
{
    model::Frame frame;
    frame.region.rect = QRect(x, y, w, h);
    frame.durationMs = durationMs;
    return frame;
}

inline QJsonArray tiles(const QByteArray &tsj)
{
    return QJsonDocument::fromJson(tsj).object().value(QStringLiteral("tiles")).toArray();
}

inline double area(const QJsonArray &points)
{
    double twice = 0.0;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QJsonObject a = points[i].toObject();
        const QJsonObject b = points[(i + 1) % points.size()].toObject();
        twice += a[QStringLiteral("x")].toDouble() * b[QStringLiteral("y")].toDouble()
                 - b[QStringLiteral("x")].toDouble() * a[QStringLiteral("y")].toDouble();
    }
    return std::abs(twice) / 2.0;
}

inline QJsonArray objectsOf(const QJsonObject &tile)
{
    return tile.value(QStringLiteral("objectgroup"))
            .toObject()
            .value(QStringLiteral("objects"))
            .toArray();
}

/// A 2 x 1 sheet with a margin of 2 and a spacing of 4, a name and shape names that need
/// escaping, all three kinds of shape, a sensor, and two ping-pong animations.
inline Project sheetProject(const QString &imagePath)
{
    model::Sprite sprite;
    sprite.name = QStringLiteral("hero & \"friends\" <'%1'>");
    sprite.imagePath = imagePath;
    sprite.pivot = collision::Vec2{8, 12};
    sprite.frames = {cell(2, 2, 16, 16, 100), cell(22, 2, 16, 16, 50)};
    Shape head
            = Shape::makeCircle({{0, -4.5}, 3}, QStringLiteral("hitbox"), QStringLiteral("head"));
    head.sensor = true;
    sprite.frames[0].shapes = {
            Shape::makeBox(
                    {-6, -10, 12, 10}, QStringLiteral("hurtbox"), QStringLiteral("a&b<c>\"d'%1")),
            head,
            Shape::makePolygon({{{0, 0}, {4, 0}, {4, 2.25}}}, QStringLiteral("hitbox")),
    };
    sprite.frames[1].shapes = {Shape::makeBox({-1, -2, 3, 4}, QStringLiteral("body"))};
    sprite.animations
            = {{QStringLiteral("run"), {0, 1}, model::AnimationDirection::PingPong},
               {QStringLiteral("back & forth"), {1, 0, 1}, model::AnimationDirection::PingPong}};
    Project project;
    project.sprites = {sprite};
    return project;
}

} // namespace hitbox::testing
