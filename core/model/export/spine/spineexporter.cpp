#include "model/export/spine/spineexporter.h"

#include "model/export/physicsexport.h"

#include "model/evaluate/projectvalidation.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace hitbox::model {

namespace {

QString uniqueName(const QString &base, QSet<QString> &taken)
{
    QString name = base;
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1 %2").arg(base, QString::number(n));
    taken.insert(name);
    return name;
}

QString spineColor(const QColor &color)
{
    return QStringLiteral("%1%2%3%4")
            .arg(color.red(), 2, 16, QLatin1Char('0'))
            .arg(color.green(), 2, 16, QLatin1Char('0'))
            .arg(color.blue(), 2, 16, QLatin1Char('0'))
            .arg(color.alpha(), 2, 16, QLatin1Char('0'));
}

} // namespace

QString SpineExporter::displayName() const
{
    return QStringLiteral("Spine skeleton with bounding boxes (*.json)");
}

ExportPlan SpineExporter::plan(const ExportSource &source, const ExportOptions &options) const
{
    ExportPlan plan;
    const QList<ExportSprite> sprites = exportSprites(source, options, &plan.problems);
    QJsonArray slotList;
    QJsonObject attachments;
    QSet<QString> slotNames;
    for (const ExportSprite &sprite : sprites) {
        for (const ExportFrame &frame : sprite.frames) {
            const QString key = exportFrameKey(sprite, frame);
            for (int i = 0; i < frame.shapes.size(); ++i) {
                const Shape &shape = frame.shapes[i];
                const auto fail = [&](const QString &reason) {
                    plan.problems.append({exportShapeWhere(frame, i), reason});
                };
                collision::Polygon outline;
                switch (shape.kind) {
                case ShapeKind::Circle:
                    if (const QString problem = circleProblem(shape.circle); !problem.isEmpty()) {
                        fail(problem);
                        continue;
                    }
                    outline = circlePolygon(shape.circle);
                    break;
                case ShapeKind::Box:
                    outline = boxPolygon(shape.box);
                    break;
                case ShapeKind::Polygon: {
                    if (!shape.holes.isEmpty()) {
                        fail(QStringLiteral("a Spine bounding box is one polygon and cannot "
                                            "hold holes; cut the shape into polygons without "
                                            "holes"));
                        continue;
                    }
                    const QString problem
                            = polygonProblemText(collision::validatePolygon(shape.polygon));
                    if (!problem.isEmpty()) {
                        fail(problem);
                        continue;
                    }
                    outline = shape.polygon;
                    break;
                }
                }
                std::vector<collision::Vec2> points;
                points.reserve(outline.points.size());
                for (const collision::Vec2 &p : outline.points)
                    points.push_back({p.x, -p.y}); // bone space: y up
                QJsonArray vertices;
                for (const collision::Vec2 &p : counterClockwise(std::move(points))) {
                    vertices.append(p.x);
                    vertices.append(p.y);
                }
                const QString label = exportShapeLabel(frame, i);
                const QString slot = uniqueName(key + QLatin1Char('/') + label, slotNames);
                slotList.append(QJsonObject{{QStringLiteral("name"), slot},
                                            {QStringLiteral("bone"), QStringLiteral("root")},
                                            {QStringLiteral("attachment"), label}});
                attachments.insert(
                        slot,
                        QJsonObject{
                                {label,
                                 QJsonObject{
                                         {QStringLiteral("type"), QStringLiteral("boundingbox")},
                                         {QStringLiteral("vertexCount"),
                                          int(outline.points.size())},
                                         {QStringLiteral("vertices"), vertices},
                                         {QStringLiteral("color"),
                                          spineColor(source.project->roles.color(shape.role))}}}});
                ++plan.shapeCount;
            }
        }
    }
    if (plan.ok()) {
        const QJsonObject root{
                {QStringLiteral("skeleton"),
                 QJsonObject{{QStringLiteral("spine"), QStringLiteral("4.2.00")}}},
                {QStringLiteral("bones"),
                 QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("root")}}}},
                {QStringLiteral("slots"), slotList},
                {QStringLiteral("skins"),
                 QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("default")},
                                        {QStringLiteral("attachments"), attachments}}}}};
        plan.files.append({QFileInfo(source.outputPath).fileName(), exportJson(root)});
    }
    return plan;
}

} // namespace hitbox::model
