#pragma once

// The scene the real-loader tests share: two sprites with concave, asymmetric polygons of
// several roles, random placements of two of them, the kernel's armature-tier answer for
// each, and how near the two sprites' boundaries come (to tell near-touching cases apart).

#include "model/evaluate/spritecollider.h"
#include "model/export/exporter.h"

#include <hitbox/collider.h>
#include <hitbox/pipeline.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace loaderscene {

using hitbox::collision::Polygon;
using hitbox::collision::Vec2;
using namespace hitbox;

inline Polygon minus(const std::vector<Vec2> &framePoints, Vec2 pivot)
{
    Polygon out;
    for (Vec2 p : framePoints)
        out.points.push_back({p.x - pivot.x, p.y - pivot.y});
    return out;
}

/// "arrow" (48 x 32, pivot (12, 20)): a concave arrow (hitbox) and a triangle (body);
/// "claw" (40 x 40, pivot at the centre): a C (hurtbox) and a square (body).
inline model::Project scene()
{
    model::Project project;
    model::Sprite arrow;
    arrow.name = QStringLiteral("arrow");
    arrow.imagePath = QStringLiteral("/img/arrow.png");
    arrow.pivot = Vec2{12, 20};
    arrow.frames[0].shapes
            = {model::Shape::makePolygon(
                       minus({{0, 16}, {24, 16}, {24, 6}, {44, 20}, {24, 30}, {24, 24}, {0, 24}},
                             {12, 20}),
                       QStringLiteral("hitbox"),
                       QStringLiteral("head")),
               model::Shape::makePolygon(minus({{0, 2}, {10, 2}, {0, 12}}, {12, 20}),
                                         QStringLiteral("body"),
                                         QStringLiteral("tail"))};
    model::Sprite claw;
    claw.name = QStringLiteral("claw");
    claw.imagePath = QStringLiteral("/img/claw.png");
    claw.frames[0].shapes
            = {model::Shape::makePolygon(minus({{4, 4},
                                                {36, 4},
                                                {36, 14},
                                                {16, 14},
                                                {16, 26},
                                                {36, 26},
                                                {36, 36},
                                                {4, 36}},
                                               {20, 20}),
                                         QStringLiteral("hurtbox"),
                                         QStringLiteral("C")),
               model::Shape::makePolygon(minus({{18, 16}, {30, 16}, {30, 24}, {18, 24}}, {20, 20}),
                                         QStringLiteral("body"),
                                         QStringLiteral("core"))};
    project.sprites = {arrow, claw};
    return project;
}

inline QSize sceneImageSize(const QString &path)
{
    return path.endsWith(QStringLiteral("arrow.png")) ? QSize(48, 32) : QSize(40, 40);
}

/// Writes the export of `format` to `path`; empty on success, else the problems.
inline QString writeExport(const model::Project &project,
                           model::ExportFormat format,
                           const QString &path,
                           model::ExportOptions options = {})
{
    options.format = format;
    model::ExportSource source;
    source.project = &project;
    source.outputPath = path;
    source.imageSize = sceneImageSize;
    const model::Exporter *exporter = model::exporterFor(format);
    const model::ExportPlan plan = exporter->plan(source, options);
    if (!plan.ok()) {
        QStringList texts;
        for (const auto &p : plan.problems)
            texts << p.text();
        return texts.join('\n');
    }
    return model::writeExportPlan(plan, path, exporter->writesFolder());
}

struct Placement
{
    int sprite = 0;
    Vec2 position;
    double rotation = 0; ///< degrees, clockwise on screen (y down)
};

struct Case
{
    Placement a;
    Placement b;
};

/// `count` placements of two sprites (either may be either sprite) near each other, from a
/// fixed seed: about as many hits as misses.
inline std::vector<Case> randomCases(int count, unsigned seed = 20261124)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> position(-28.0, 28.0);
    std::uniform_real_distribution<double> angle(0.0, 360.0);
    std::uniform_int_distribution<int> sprite(0, 1);
    std::vector<Case> out;
    for (int i = 0; i < count; ++i) {
        Case c;
        c.a = {sprite(random), {position(random), position(random)}, angle(random)};
        c.b = {sprite(random), {position(random), position(random)}, angle(random)};
        out.push_back(c);
    }
    return out;
}

/// The sprite placed, as the kernel sees it; `filtered`: with the roles' filters, else every
/// shape meets every other.
inline collision::Collider
collider(const model::Project &project, const Placement &p, bool filtered)
{
    const model::Sprite &sprite = project.sprites[p.sprite];
    model::PreviewInstance instance;
    instance.sprite = p.sprite;
    instance.position = p.position;
    instance.rotation = p.rotation;
    const model::FrameShapes shapes
            = filtered ? model::usableShapes(sprite.frames[0], project.roles)
                       : model::usableShapes(
                               sprite.frames[0],
                               model::RoleTable::allColliding({"body", "hitbox", "hurtbox"}));
    return model::spriteCollider(
            sprite, sprite.frames[0], sceneImageSize(sprite.imagePath), instance, shapes, nullptr);
}

/// The kernel's armature-tier answer.
inline bool kernelHit(const model::Project &project, const Case &c, bool filtered)
{
    return collision::evaluateTier(collision::Tier::Armature,
                                   collider(project, c.a, filtered),
                                   collider(project, c.b, filtered))
                   .verdict
           == collision::Verdict::Hit;
}

inline double segmentPointDistance(Vec2 a, Vec2 b, Vec2 p)
{
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double len = dx * dx + dy * dy;
    double t = len > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

inline double segmentDistance(Vec2 a, Vec2 b, Vec2 c, Vec2 d)
{
    const auto cross = [](Vec2 o, Vec2 p, Vec2 q) {
        return (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
    };
    const double d1 = cross(a, b, c);
    const double d2 = cross(a, b, d);
    const double d3 = cross(c, d, a);
    const double d4 = cross(c, d, b);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
        return 0.0; // they cross
    return std::min({segmentPointDistance(a, b, c),
                     segmentPointDistance(a, b, d),
                     segmentPointDistance(c, d, a),
                     segmentPointDistance(c, d, b)});
}

/// How near the boundaries of the two sprites' polygons come, over the pairs their filters
/// let meet (0 when they cross): a disagreement with an engine is only allowed when this is
/// within the engine's documented slop.
inline double boundaryGap(const model::Project &project, const Case &c, bool filtered)
{
    const collision::Collider a = collider(project, c.a, filtered);
    const collision::Collider b = collider(project, c.b, filtered);
    const std::vector<Polygon> wa = collision::worldArmature(a);
    const std::vector<Polygon> wb = collision::worldArmature(b);
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < wa.size(); ++i) {
        for (std::size_t j = 0; j < wb.size(); ++j) {
            if (!collision::shouldTest(collision::filterAt(a.armatureFilters, i),
                                       collision::filterAt(b.armatureFilters, j)))
                continue;
            const auto &p = wa[i].points;
            const auto &q = wb[j].points;
            for (std::size_t s = 0; s < p.size(); ++s) {
                for (std::size_t t = 0; t < q.size(); ++t) {
                    best = std::min(
                            best,
                            segmentDistance(
                                    p[s], p[(s + 1) % p.size()], q[t], q[(t + 1) % q.size()]));
                }
            }
        }
    }
    return best;
}

/// The shape's centre of area in its own coordinates (pivot-relative).
inline Vec2 centreOfArea(const model::Shape &shape)
{
    switch (shape.kind) {
    case model::ShapeKind::Box:
        return {shape.box.x + shape.box.w / 2, shape.box.y + shape.box.h / 2};
    case model::ShapeKind::Circle:
        return shape.circle.center;
    case model::ShapeKind::Polygon:
        break;
    }
    const std::vector<Vec2> &p = shape.polygon.points;
    double area = 0;
    Vec2 sum;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Vec2 a = p[i];
        const Vec2 b = p[(i + 1) % p.size()];
        const double cross = a.x * b.y - a.y * b.x;
        area += cross;
        sum = {sum.x + (a.x + b.x) * cross, sum.y + (a.y + b.y) * cross};
    }
    return {sum.x / (3 * area), sum.y / (3 * area)};
}

/// The folder with the node loaders' package.json, or empty (with the reason in `why`) when
/// node or the installed packages are missing.
inline QString nodeFolder(QString *why)
{
    const QString dir
            = qEnvironmentVariable("HITBOX_SOURCE_DIR") + QStringLiteral("/tests/loaders/node");
    if (QStandardPaths::findExecutable(QStringLiteral("node")).isEmpty()) {
        *why = QStringLiteral("node is not installed");
        return {};
    }
    if (!QDir(dir + QStringLiteral("/node_modules")).exists()) {
        *why = QStringLiteral("run `npm ci` in %1 (scripts/test.sh does)").arg(dir);
        return {};
    }
    return dir;
}

/// Runs `node script args...` in the loaders' folder; its standard output, parsed.
inline QJsonDocument runNode(const QString &dir, const QStringList &arguments, QString *error)
{
    QProcess node;
    node.setWorkingDirectory(dir);
    node.start(QStandardPaths::findExecutable(QStringLiteral("node")), arguments);
    if (!node.waitForFinished(120000) || node.exitCode() != 0) {
        *error = QString::fromUtf8(node.readAllStandardError());
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument out = QJsonDocument::fromJson(node.readAllStandardOutput(), &parse);
    if (parse.error != QJsonParseError::NoError)
        *error = parse.errorString();
    return out;
}

} // namespace loaderscene
