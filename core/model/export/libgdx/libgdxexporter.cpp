#include "model/export/libgdx/libgdxexporter.h"

#include "model/export/physicsexport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace hitbox::model {

namespace {

// Frame pixels relative to the pivot -> the Body Editor's normalised, y-up space.
struct Normaliser
{
    const ExportFrame &frame;

    collision::Vec2 operator()(collision::Vec2 local) const
    {
        const double w = frame.frameSize.width();
        const double h = frame.frameSize.height();
        return {(frame.pivot.x + local.x) / w, (h - (frame.pivot.y + local.y)) / w};
    }
};

QJsonArray pointList(const std::vector<collision::Vec2> &points)
{
    QJsonArray out;
    for (const collision::Vec2 &p : points)
        out.append(QJsonObject{{QStringLiteral("x"), p.x}, {QStringLiteral("y"), p.y}});
    return out;
}

std::vector<collision::Vec2> normalised(const collision::Polygon &polygon, const Normaliser &norm)
{
    std::vector<collision::Vec2> out;
    out.reserve(polygon.points.size());
    for (const collision::Vec2 &p : polygon.points)
        out.push_back(norm(p));
    return counterClockwise(std::move(out)); // the y flip reversed the winding
}

} // namespace

QString LibGdxExporter::displayName() const
{
    return QStringLiteral("libGDX Physics Body Editor JSON (*.json)");
}

ExportPlan LibGdxExporter::plan(const ExportSource &source, const ExportOptions &options) const
{
    ExportPlan plan;
    const QList<ExportSprite> sprites = exportSprites(source, options, &plan.problems);
    const QDir outputDir = QFileInfo(source.outputPath).absoluteDir();
    QJsonArray bodies;
    for (const ExportSprite &sprite : sprites) {
        for (const ExportFrame &frame : sprite.frames) {
            const Normaliser norm{frame};
            QJsonArray polygons;
            QJsonArray circles;
            QJsonArray shapes;
            const auto addPiece = [&](const collision::Polygon &piece, int i) {
                if (const QString problem = box2dPieceProblem(piece.points, options.pixelsPerMetre);
                    !problem.isEmpty()) {
                    plan.problems.append({exportShapeWhere(frame, i), problem});
                    return;
                }
                polygons.append(pointList(normalised(piece, norm)));
            };
            for (int i = 0; i < frame.shapes.size(); ++i) {
                const Shape &shape = frame.shapes[i];
                switch (shape.kind) {
                case ShapeKind::Circle: {
                    if (const QString problem = circleProblem(shape.circle); !problem.isEmpty()) {
                        plan.problems.append({exportShapeWhere(frame, i), problem});
                        continue;
                    }
                    const collision::Vec2 c = norm(shape.circle.center);
                    const double r = shape.circle.radius / frame.frameSize.width();
                    circles.append(QJsonObject{{QStringLiteral("cx"), c.x},
                                               {QStringLiteral("cy"), c.y},
                                               {QStringLiteral("r"), r}});
                    shapes.append(QJsonObject{
                            {QStringLiteral("type"), QStringLiteral("CIRCLE")},
                            {QStringLiteral("vertices"), pointList({c, {c.x + r, c.y}})}});
                    break;
                }
                case ShapeKind::Box: {
                    const collision::Polygon box = boxPolygon(shape.box);
                    addPiece(box, i);
                    shapes.append(QJsonObject{
                            {QStringLiteral("type"), QStringLiteral("POLYGON")},
                            {QStringLiteral("vertices"), pointList(normalised(box, norm))}});
                    ++plan.pieceCount;
                    break;
                }
                case ShapeKind::Polygon: {
                    const QList<collision::Polygon> pieces = exportConvexPieces(
                            frame, i, options.maxPolygonVertices, &plan.problems);
                    if (pieces.isEmpty())
                        continue;
                    for (const collision::Polygon &piece : pieces)
                        addPiece(piece, i);
                    shapes.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("POLYGON")},
                                              {QStringLiteral("vertices"),
                                               pointList(normalised(shape.polygon, norm))}});
                    plan.pieceCount += int(pieces.size());
                    break;
                }
                }
                ++plan.shapeCount;
            }
            const QString imagePath = frame.frame->region.imagePath.isEmpty()
                                              ? frame.sprite->imagePath
                                              : frame.frame->region.imagePath;
            const collision::Vec2 origin = norm({0.0, 0.0});
            bodies.append(QJsonObject{
                    {QStringLiteral("name"), exportFrameKey(sprite, frame)},
                    {QStringLiteral("imagePath"), outputDir.relativeFilePath(imagePath)},
                    {QStringLiteral("origin"),
                     QJsonObject{{QStringLiteral("x"), origin.x}, {QStringLiteral("y"), origin.y}}},
                    {QStringLiteral("polygons"), polygons},
                    {QStringLiteral("circles"), circles},
                    {QStringLiteral("shapes"), shapes}});
        }
    }
    if (plan.ok()) {
        const QJsonObject root{{QStringLiteral("rigidBodies"), bodies},
                               {QStringLiteral("dynamicObjects"), QJsonArray()}};
        plan.files.append({QFileInfo(source.outputPath).fileName(), exportJson(root)});
    }
    return plan;
}

} // namespace hitbox::model
