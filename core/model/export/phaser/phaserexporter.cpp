#include "model/export/phaser/phaserexporter.h"

#include "model/io/matterorigin.h"

#include "model/export/physicsexport.h"

#include "model/evaluate/projectvalidation.h"
#include "model/io/propertiesjson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdint>

namespace hitbox::model {

namespace {

// Matter.js keeps category and mask in 32-bit integers (bitwise operators in JavaScript).
constexpr int matterFilterBits = 32;
constexpr std::uint64_t matterMask = 0xffffffffu;

QJsonArray vertexSet(const std::vector<collision::Vec2> &points, collision::Vec2 offset)
{
    QJsonArray set;
    for (const collision::Vec2 &p : points)
        set.append(QJsonObject{{QStringLiteral("x"), p.x + offset.x},
                               {QStringLiteral("y"), p.y + offset.y}});
    return set;
}

// Custom properties as one object, name to value, on a fixture or body: Matter copies it
// to the body (part) it makes, where a game reads body.properties.damage.
void insertProperties(QJsonObject &object, const Properties &properties)
{
    if (properties.isEmpty())
        return;
    QJsonObject values;
    for (const Property &p : properties)
        values.insert(p.name, propertyValueToJson(p.value));
    object.insert(QStringLiteral("properties"), values);
}

} // namespace

QString PhaserExporter::displayName() const
{
    return QStringLiteral("Phaser Matter / PhysicsEditor JSON (*.json)");
}

ExportPlan PhaserExporter::plan(const ExportSource &source, const ExportOptions &options) const
{
    ExportPlan plan;
    const QList<ExportSprite> sprites = exportSprites(source, options, &plan.problems);
    const RoleTable &roles = source.project->roles;
    QJsonObject root{{QStringLiteral("generator_info"),
                      QStringLiteral("Shape definitions generated with Hitbox Studio")}};
    for (const ExportSprite &sprite : sprites) {
        for (const ExportFrame &frame : sprite.frames) {
            const QString key = exportFrameKey(sprite, frame);
            QJsonArray fixtures;
            std::uint64_t bodyCategory = 0;
            std::uint64_t bodyMask = 0;
            for (int i = 0; i < frame.shapes.size(); ++i) {
                const Shape &shape = frame.shapes[i];
                const auto role = roles.indexOf(shape.role);
                if (role && *role >= matterFilterBits) {
                    plan.problems.append(
                            {exportShapeWhere(frame, i),
                             QStringLiteral("its role \"%1\" is role %2; Matter's collision "
                                            "filter has only %3 category bits")
                                     .arg(shape.role,
                                          QString::number(*role + 1),
                                          QString::number(matterFilterBits))});
                    continue;
                }
                const collision::ShapeFilter filter = roles.filter(shape.role);
                QJsonObject fixture{{QStringLiteral("label"), exportShapeLabel(frame, i)},
                                    {QStringLiteral("role"), shape.role},
                                    {QStringLiteral("isSensor"), shape.sensor},
                                    {QStringLiteral("collisionFilter"),
                                     QJsonObject{{QStringLiteral("group"), 0},
                                                 {QStringLiteral("category"),
                                                  double(role ? filter.category : 0)},
                                                 {QStringLiteral("mask"),
                                                  double(role ? filter.mask & matterMask : 0)}}}};
                insertProperties(fixture, shape.properties);
                if (role) {
                    bodyCategory |= filter.category;
                    bodyMask |= filter.mask & matterMask;
                }
                switch (shape.kind) {
                case ShapeKind::Circle: {
                    if (const QString problem = circleProblem(shape.circle); !problem.isEmpty()) {
                        plan.problems.append({exportShapeWhere(frame, i), problem});
                        continue;
                    }
                    fixture.insert(
                            QStringLiteral("circle"),
                            QJsonObject{
                                    {QStringLiteral("x"), shape.circle.center.x + frame.pivot.x},
                                    {QStringLiteral("y"), shape.circle.center.y + frame.pivot.y},
                                    {QStringLiteral("radius"), shape.circle.radius}});
                    break;
                }
                case ShapeKind::Box: {
                    // Not QJsonArray{set}: with one QJsonArray inside, Clang copies it
                    // (a flat list) where GCC nests it, and Phaser needs the nesting.
                    QJsonArray parts;
                    parts.append(vertexSet(boxPolygon(shape.box).points, frame.pivot));
                    fixture.insert(QStringLiteral("vertices"), parts);
                    break;
                }
                case ShapeKind::Polygon: {
                    // Matter has no vertex limit: the fewest convex parts.
                    const QList<collision::Polygon> pieces
                            = exportConvexPieces(frame, i, 1 << 20, &plan.problems);
                    if (pieces.isEmpty())
                        continue;
                    QJsonArray sets;
                    for (const collision::Polygon &piece : pieces)
                        sets.append(vertexSet(piece.points, frame.pivot));
                    fixture.insert(QStringLiteral("vertices"), sets);
                    plan.pieceCount += int(pieces.size());
                    break;
                }
                }
                fixtures.append(fixture);
                ++plan.shapeCount;
            }
            if (fixtures.isEmpty())
                continue; // Matter would give a body without parts a 40 x 40 box
            if (root.contains(key)) {
                const QString reason
                        = key == QLatin1String("generator_info")
                                  ? QStringLiteral("\"generator_info\" is the file's comment in "
                                                   "PhysicsEditor's format; rename the sprite")
                                  : QStringLiteral("another frame is also exported as \"%1\"")
                                            .arg(key);
                plan.problems.append(
                        {shapesWhere(frame.spriteIndex, *frame.sprite, frame.frameIndex), reason});
                continue;
            }
            QJsonObject body{{QStringLiteral("type"), QStringLiteral("fromPhysicsEditor")},
                             {QStringLiteral("label"), key},
                             {QStringLiteral("isStatic"), false},
                             {QStringLiteral("collisionFilter"),
                              QJsonObject{{QStringLiteral("group"), 0},
                                          {QStringLiteral("category"), double(bodyCategory)},
                                          {QStringLiteral("mask"), double(bodyMask)}}},
                             {QStringLiteral("fixtures"), fixtures}};
            insertProperties(body, frame.frame->properties);
            // Phaser centres the picture on a centred centre of mass (matterorigin.h).
            if (const std::optional<QJsonObject> offset
                = matterRenderOffset(fixtures, frame.frameSize.width(), frame.frameSize.height()))
                body.insert(QStringLiteral("render"),
                            QJsonObject{{QStringLiteral("sprite"), *offset}});
            root.insert(key, body);
        }
    }
    if (plan.ok())
        plan.files.append({QFileInfo(source.outputPath).fileName(), exportJson(root)});
    return plan;
}

} // namespace hitbox::model
