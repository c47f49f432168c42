#include "commands/shapecommands.h"

#include "commands/mergeids.h"
#include "document/document.h"

#include "document/polygonvertices.h"

#include "model/document/roles.h"
#include "model/evaluate/newshape.h"
#include "model/evaluate/projectvalidation.h"
#include <hitbox/collider.h>
#include <hitbox/trace/decompose.h>

#include <QCoreApplication>

#include <algorithm>

namespace hitbox::editor {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ShapeCommands", text);
}

ShapeList appended(Document *d, int sprite, const ShapeList &more)
{
    return d->shapes(sprite) + more;
}

model::Shape newBox(Document *d, int sprite, const collision::Rect &box)
{
    model::Shape shape
            = model::newShape(d->shapes(sprite), model::ShapeKind::Box, model::ShapeOrigin::Drawn);
    shape.box = box;
    return shape;
}

model::Shape newCircle(Document *d, int sprite, const collision::Circle &circle)
{
    model::Shape shape = model::newShape(
            d->shapes(sprite), model::ShapeKind::Circle, model::ShapeOrigin::Drawn);
    shape.circle = circle;
    return shape;
}

collision::Rect defaultBox(Document *d, int sprite)
{
    const QSize size = d->image(sprite).size();
    return collision::defaultReducedBox(size.width(), size.height(), d->pivot(sprite));
}

collision::Circle defaultCircle(Document *d, int sprite)
{
    const QSize size = d->image(sprite).size();
    return collision::defaultCircle(size.width(), size.height(), d->pivot(sprite));
}

// The frame's shapes with `edit` applied to shape `shape`; unchanged when there is no
// such shape, or when `kind` is given and the shape is of another kind (a stale index must
// not write the unused geometry of a box, circle or polygon).
template<typename Edit>
ShapeList
edited(Document *d, int sprite, int shape, Edit edit, std::optional<model::ShapeKind> kind = {})
{
    ShapeList shapes = d->shapes(sprite);
    if (shape >= 0 && shape < shapes.size() && (!kind || shapes[shape].kind == *kind))
        edit(shapes[shape]);
    return shapes;
}

ShapeList withoutSelected(Document *d, int sprite, const ShapeSelection &selection)
{
    ShapeList shapes = d->shapes(sprite);
    QList<int> doomed = selection.shapes.values();
    std::sort(doomed.begin(), doomed.end(), std::greater<>());
    for (const int i : doomed) {
        if (i >= 0 && i < shapes.size())
            shapes.removeAt(i);
    }
    return shapes;
}

ShapeList insertPoint(Document *d, int sprite, int shape, int at, collision::Vec2 point)
{
    return model::withHandEdits(
            d->shapes(sprite),
            edited(
                    d,
                    sprite,
                    shape,
                    [&](model::Shape &s) {
                        // Right after vertex at - 1, in its loop (at 0: first of the outline).
                        at = std::clamp(at, 0, shapeVertexCount(s));
                        const LoopVertex before
                                = at == 0 ? LoopVertex{0, -1} : *loopVertex(s, at - 1);
                        auto &points = shapeLoop(s, before.loop).points;
                        points.insert(points.begin() + (before.index + 1), point);
                    },
                    model::ShapeKind::Polygon));
}

ShapeList withBox(Document *d, int sprite, int shape, const collision::Rect &box)
{
    const auto edit = [&](model::Shape &s) { s.box = box; };
    return edited(d, sprite, shape, edit, model::ShapeKind::Box);
}

ShapeList withCircle(Document *d, int sprite, int shape, const collision::Circle &circle)
{
    const auto edit = [&](model::Shape &s) { s.circle = circle; };
    return edited(d, sprite, shape, edit, model::ShapeKind::Circle);
}

ShapeList removePoints(Document *d, int sprite, const QSet<std::pair<int, int>> &doomed)
{
    ShapeList shapes = d->shapes(sprite);
    for (const auto &[shape, vertex] : doomed) {
        if (shape >= 0 && shape < shapes.size())
            shapes[shape].tracedThreshold.reset(); // edited by hand (rows may go below)
    }
    for (int p = int(shapes.size()) - 1; p >= 0; --p) {
        model::Shape &shape = shapes[p];
        if (!shape.isPolygon())
            continue;
        bool outlineTouched = false;
        for (int loop = shapeLoopCount(shape) - 1; loop >= 0; --loop) {
            auto &points = shapeLoop(shape, loop).points;
            const int first = shapeVertexIndex(shape, loop, 0);
            bool touched = false;
            for (int v = int(points.size()) - 1; v >= 0; --v) {
                if (doomed.contains({p, first + v})) {
                    points.erase(points.begin() + v);
                    touched = true;
                }
            }
            // A hole needs 3 points (documents refuse fewer): below that it goes.
            if (touched && loop > 0 && points.size() < 3)
                shape.holes.removeAt(loop - 1);
            outlineTouched = outlineTouched || (touched && loop == 0);
        }
        if (outlineTouched && shape.polygon.points.empty())
            shapes.removeAt(p);
    }
    return shapes;
}

// The shapes with every selected polygon replaced, in place, by its convex pieces, named
// "<name> 1", "<name> 2", ... with its role and sensor flag; invalid polygons stay as they
// are.
ShapeList cutIntoPieces(Document *d, int sprite, const QSet<int> &selected)
{
    const ShapeList before = d->shapes(sprite);
    ShapeList shapes;
    for (int k = 0; k < before.size(); ++k) {
        const model::Shape &shape = before[k];
        const QList<collision::Polygon> pieces
                = selected.contains(k) ? convexPieces(shape) : QList<collision::Polygon>();
        if (pieces.isEmpty()) {
            shapes.append(shape);
            continue;
        }
        const QString name = model::shapeDisplayName(before, k);
        for (int i = 0; i < pieces.size(); ++i) {
            model::Shape piece = model::Shape::makePolygon(
                    pieces[i], shape.role, QStringLiteral("%1 %2").arg(name).arg(i + 1));
            piece.sensor = shape.sensor;
            shapes.append(piece);
        }
    }
    return shapes;
}

ShapeList withPolygons(Document *d, int sprite, const ShapeList &polygons, bool append)
{
    ShapeList shapes = d->shapes(sprite);
    if (!append)
        shapes.removeIf([](const model::Shape &s) { return s.isPolygon(); });
    return shapes + polygons;
}

} // namespace

AddBox::AddBox(Document *document, int sprite, const std::optional<collision::Rect> &box)
    : ChangeSpriteShapes(
            document,
            sprite,
            appended(document,
                     sprite,
                     {newBox(document, sprite, box.value_or(defaultBox(document, sprite)))}),
            tr("Add Box"))
{}

SetBox::SetBox(
        Document *document, int sprite, int shape, const collision::Rect &box, quint64 dragId)
    : ChangeSpriteShapes(document,
                         sprite,
                         withBox(document, sprite, shape, box),
                         tr("Change Box"),
                         int(MergeId::SetBox),
                         dragId)
{}

AddCircle::AddCircle(Document *document, int sprite, const std::optional<collision::Circle> &circle)
    : ChangeSpriteShapes(
            document,
            sprite,
            appended(document,
                     sprite,
                     {newCircle(
                             document, sprite, circle.value_or(defaultCircle(document, sprite)))}),
            tr("Add Circle"))
{}

SetCircle::SetCircle(
        Document *document, int sprite, int shape, const collision::Circle &circle, quint64 dragId)
    : ChangeSpriteShapes(document,
                         sprite,
                         withCircle(document, sprite, shape, circle),
                         tr("Change Circle"),
                         int(MergeId::SetCircle),
                         dragId)
{}

AddPolygon::AddPolygon(Document *document, int sprite, const model::Shape &shape)
    : ChangeSpriteShapes(document, sprite, appended(document, sprite, {shape}), tr("Add Polygon"))
{}

RemoveShapes::RemoveShapes(Document *document, int sprite, const ShapeSelection &selection)
    : ChangeSpriteShapes(
            document, sprite, withoutSelected(document, sprite, selection), tr("Remove Shapes"))
{}

MoveShapes::MoveShapes(Document *document, int sprite, const ShapeList &after, quint64 dragId)
    : ChangeSpriteShapes(document,
                         sprite,
                         model::withHandEdits(document->shapes(sprite), after),
                         tr("Move Shapes"),
                         int(MergeId::MoveShapes),
                         dragId)
{}

MovePolygonPoints::MovePolygonPoints(Document *document,
                                     int sprite,
                                     const ShapeList &after,
                                     quint64 dragId)
    : ChangeSpriteShapes(document,
                         sprite,
                         model::withHandEdits(document->shapes(sprite), after),
                         tr("Move Points"),
                         int(MergeId::MovePolygonPoints),
                         dragId)
{}

InsertPolygonPoint::InsertPolygonPoint(
        Document *document, int sprite, int shape, int at, collision::Vec2 point)
    : ChangeSpriteShapes(
            document, sprite, insertPoint(document, sprite, shape, at, point), tr("Insert Point"))
{}

RemovePolygonPoints::RemovePolygonPoints(Document *document,
                                         int sprite,
                                         const QSet<std::pair<int, int>> &points)
    : ChangeSpriteShapes(document,
                         sprite,
                         removePoints(document, sprite, points),
                         points.size() == 1 ? tr("Remove Point") : tr("Remove Points"))
{}

RenameShape::RenameShape(Document *document, int sprite, int shape, const QString &name)
    : ChangeSpriteShapes(document,
                         sprite,
                         edited(document, sprite, shape, [&](model::Shape &s) { s.name = name; }),
                         tr("Rename Shape"))
{}

SetShapeRole::SetShapeRole(Document *document, int sprite, int shape, const QString &role)
    : ChangeSpriteShapes(document,
                         sprite,
                         edited(document, sprite, shape, [&](model::Shape &s) { s.role = role; }),
                         tr("Set Shape Role"))
{}

SetShapeSensor::SetShapeSensor(Document *document, int sprite, int shape, bool sensor)
    : ChangeSpriteShapes(
            document,
            sprite,
            edited(document, sprite, shape, [&](model::Shape &s) { s.sensor = sensor; }),
            sensor ? tr("Make Sensor") : tr("Make Solid"))
{}

PasteShapes::PasteShapes(Document *document, int sprite, const ShapeList &clip)
    : ChangeSpriteShapes(document,
                         sprite,
                         appended(document,
                                  sprite,
                                  model::withDistinctNames(model::asUsersShapes(clip),
                                                           document->shapes(sprite),
                                                           model::ShapeOrigin::Drawn)),
                         tr("Paste Shapes"))
{}

ReplaceArmature::ReplaceArmature(
        Document *document, int sprite, const ShapeList &polygons, bool append, const QString &text)
    : ChangeSpriteShapes(document, sprite, withPolygons(document, sprite, polygons, append), text)
{}

QList<collision::Polygon> convexPieces(const model::Shape &shape)
{
    if (!shape.isPolygon() || !model::polygonShapeProblemText(shape).isEmpty())
        return {};
    const collision::ConvexDecomposition pieces
            = collision::decomposeConvex(model::shapeRegion(shape));
    if (!pieces.ok)
        return {};
    return QList<collision::Polygon>(pieces.pieces.cbegin(), pieces.pieces.cend());
}

CutIntoConvexPieces::CutIntoConvexPieces(Document *document, int sprite, const QSet<int> &shapes)
    : ChangeSpriteShapes(
            document, sprite, cutIntoPieces(document, sprite, shapes), tr("Cut Into Convex Pieces"))
{}

ApplyShapesToSprites::ApplyShapesToSprites(Document *document,
                                           const ShapeList &shapes,
                                           const QList<int> &sprites)
    : QUndoCommand(sprites.size() == 1 ? tr("Apply Shapes to 1 Sprite")
                                       : tr("Apply Shapes to %1 Sprites").arg(sprites.size()))
{
    bool changesSomething = false;
    for (const int sprite : sprites) {
        auto *child = new ChangeSpriteShapes(document,
                                             sprite,
                                             document->currentFrame(sprite),
                                             model::asUsersShapes(shapes),
                                             text(),
                                             this);
        changesSomething = changesSomething || !child->isObsolete();
    }
    setObsolete(!changesSomething);
}

} // namespace hitbox::editor
