#include "model/export/defold/defoldexporter.h"

#include "model/export/physicsexport.h"

#include "model/evaluate/projectvalidation.h"
#include "model/io/jsonwriter.h"

namespace hitbox::model {

namespace {

// The hull as Defold reads it: y up, counter-clockwise.
QByteArray convexShapeText(const collision::Polygon &polygon)
{
    std::vector<collision::Vec2> points;
    points.reserve(polygon.points.size());
    for (const collision::Vec2 &p : polygon.points)
        points.push_back({p.x, -p.y});
    QByteArray out = "shape_type: TYPE_HULL\n";
    for (const collision::Vec2 &p : counterClockwise(std::move(points)))
        out += "data: " + jsonNumber(p.x) + "\ndata: " + jsonNumber(p.y) + "\ndata: 0\n";
    return out;
}

} // namespace

QString DefoldExporter::displayName() const
{
    return QStringLiteral("Defold convex shapes (*.convexshape)");
}

ExportPlan DefoldExporter::plan(const ExportSource &source, const ExportOptions &options) const
{
    ExportPlan plan;
    const QList<ExportSprite> sprites = exportSprites(source, options, &plan.problems);
    QSet<QString> taken;
    for (const ExportSprite &sprite : sprites) {
        for (const ExportFrame &frame : sprite.frames) {
            for (int i = 0; i < frame.shapes.size(); ++i) {
                const Shape &shape = frame.shapes[i];
                const auto fail = [&](const QString &reason) {
                    plan.problems.append({exportShapeWhere(frame, i), reason});
                };
                collision::Polygon hull;
                switch (shape.kind) {
                case ShapeKind::Circle:
                    fail(QStringLiteral("Defold's .convexshape holds no circle; draw it as a "
                                        "convex polygon or use a sphere shape in Defold"));
                    continue;
                case ShapeKind::Box:
                    hull = boxPolygon(shape.box);
                    break;
                case ShapeKind::Polygon: {
                    if (!shape.holes.isEmpty()) {
                        fail(QStringLiteral("Defold holds one convex hull per shape; a polygon "
                                            "with holes must be cut into convex polygons "
                                            "first"));
                        continue;
                    }
                    if (const QString problem
                        = polygonProblemText(collision::validatePolygon(shape.polygon));
                        !problem.isEmpty()) {
                        fail(problem);
                        continue;
                    }
                    if (!collision::isConvex(shape.polygon)) {
                        fail(QStringLiteral("Defold holds one convex hull per shape; cut this "
                                            "concave polygon into convex polygons first"));
                        continue;
                    }
                    hull = shape.polygon;
                    break;
                }
                }
                if (const QString problem = box2dPieceProblem(hull.points, options.pixelsPerMetre);
                    !problem.isEmpty()) {
                    fail(problem);
                    continue;
                }
                QString name = frame.sprite->frames.size() == 1
                                       ? sprite.name
                                       : QStringLiteral("%1_%2").arg(
                                               sprite.name, QString::number(frame.frameIndex));
                name += QLatin1Char('_') + exportShapeLabel(frame, i);
                plan.files.append(
                        {uniqueSanitisedName(name, taken) + QStringLiteral(".convexshape"),
                         convexShapeText(hull)});
                ++plan.shapeCount;
                ++plan.pieceCount;
            }
        }
    }
    if (!plan.ok())
        plan.files.clear();
    return plan;
}

} // namespace hitbox::model
