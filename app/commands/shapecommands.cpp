#include "shapecommands.h"

#include "document.h"
#include "mergeids.h"

#include "collision/collider.h"

#include <QCoreApplication>

#include <algorithm>

namespace hitbox::editor {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ShapeCommands", text);
}

SpriteShapes current(Document *document, int sprite)
{
    return SpriteShapes::of(document->sprite(sprite));
}

SpriteShapes withBox(Document *d, int sprite, const std::optional<collision::Rect> &box)
{
    SpriteShapes s = current(d, sprite);
    s.box = box;
    return s;
}

SpriteShapes withCircle(Document *d, int sprite, const std::optional<collision::Circle> &circle)
{
    SpriteShapes s = current(d, sprite);
    s.circle = circle;
    return s;
}

SpriteShapes withPolygons(Document *d, int sprite, const QList<model::PolygonShape> &polygons)
{
    SpriteShapes s = current(d, sprite);
    s.polygons = polygons;
    return s;
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

SpriteShapes withoutSelected(Document *d, int sprite, const ShapeSelection &selection)
{
    SpriteShapes s = current(d, sprite);
    if (selection.box)
        s.box.reset();
    if (selection.circle)
        s.circle.reset();
    QList<int> doomed = selection.polygons.values();
    std::sort(doomed.begin(), doomed.end(), std::greater<>());
    for (const int i : doomed) {
        if (i >= 0 && i < s.polygons.size())
            s.polygons.removeAt(i);
    }
    return s;
}

QList<model::PolygonShape>
insertPoint(Document *d, int sprite, int polygon, int at, collision::Vec2 point)
{
    QList<model::PolygonShape> polygons = d->sprite(sprite).polygons;
    auto &points = polygons[polygon].polygon.points;
    at = std::clamp(at, 0, int(points.size()));
    points.insert(points.begin() + at, point);
    return polygons;
}

QList<model::PolygonShape>
removePoints(Document *d, int sprite, const QSet<std::pair<int, int>> &doomed)
{
    QList<model::PolygonShape> polygons = d->sprite(sprite).polygons;
    for (int p = int(polygons.size()) - 1; p >= 0; --p) {
        auto &points = polygons[p].polygon.points;
        for (int v = int(points.size()) - 1; v >= 0; --v) {
            if (doomed.contains({p, v}))
                points.erase(points.begin() + v);
        }
        if (points.empty())
            polygons.removeAt(p);
    }
    return polygons;
}

QList<model::PolygonShape> withPolygonField(Document *d,
                                            int sprite,
                                            int polygon,
                                            QString model::PolygonShape::*field,
                                            const QString &value)
{
    QList<model::PolygonShape> polygons = d->sprite(sprite).polygons;
    polygons[polygon].*field = value;
    return polygons;
}

SpriteShapes pasted(Document *d, int sprite, const SpriteShapes &clip)
{
    SpriteShapes s = current(d, sprite);
    if (clip.box)
        s.box = clip.box;
    if (clip.circle)
        s.circle = clip.circle;
    s.polygons += clip.polygons;
    return s;
}

} // namespace

AddReducedBox::AddReducedBox(Document *document, int sprite)
    : ChangeSpriteShapes(document,
                         sprite,
                         withBox(document, sprite, defaultBox(document, sprite)),
                         tr("Add Reduced Box"))
{}

SetReducedBox::SetReducedBox(Document *document,
                             int sprite,
                             const std::optional<collision::Rect> &box,
                             quint64 dragId)
    : ChangeSpriteShapes(document,
                         sprite,
                         withBox(document, sprite, box),
                         box ? tr("Change Reduced Box") : tr("Remove Reduced Box"),
                         int(MergeId::SetReducedBox),
                         dragId)
{}

AddCircle::AddCircle(Document *document, int sprite)
    : ChangeSpriteShapes(document,
                         sprite,
                         withCircle(document, sprite, defaultCircle(document, sprite)),
                         tr("Add Circle"))
{}

SetCircle::SetCircle(Document *document,
                     int sprite,
                     const std::optional<collision::Circle> &circle,
                     quint64 dragId)
    : ChangeSpriteShapes(document,
                         sprite,
                         withCircle(document, sprite, circle),
                         circle ? tr("Change Circle") : tr("Remove Circle"),
                         int(MergeId::SetCircle),
                         dragId)
{}

AddPolygon::AddPolygon(Document *document, int sprite, const model::PolygonShape &shape)
    : ChangeSpriteShapes(
            document,
            sprite,
            withPolygons(document, sprite, document->sprite(sprite).polygons + QList{shape}),
            tr("Add Polygon"))
{}

RemoveShapes::RemoveShapes(Document *document, int sprite, const ShapeSelection &selection)
    : ChangeSpriteShapes(
            document, sprite, withoutSelected(document, sprite, selection), tr("Remove Shapes"))
{}

MoveShapes::MoveShapes(Document *document, int sprite, const SpriteShapes &after, quint64 dragId)
    : ChangeSpriteShapes(
            document, sprite, after, tr("Move Shapes"), int(MergeId::MoveShapes), dragId)
{}

MovePolygonPoints::MovePolygonPoints(Document *document,
                                     int sprite,
                                     const QList<model::PolygonShape> &polygons,
                                     quint64 dragId)
    : ChangeSpriteShapes(document,
                         sprite,
                         withPolygons(document, sprite, polygons),
                         tr("Move Points"),
                         int(MergeId::MovePolygonPoints),
                         dragId)
{}

InsertPolygonPoint::InsertPolygonPoint(
        Document *document, int sprite, int polygon, int at, collision::Vec2 point)
    : ChangeSpriteShapes(
            document,
            sprite,
            withPolygons(document, sprite, insertPoint(document, sprite, polygon, at, point)),
            tr("Insert Point"))
{}

RemovePolygonPoints::RemovePolygonPoints(Document *document,
                                         int sprite,
                                         const QSet<std::pair<int, int>> &points)
    : ChangeSpriteShapes(document,
                         sprite,
                         withPolygons(document, sprite, removePoints(document, sprite, points)),
                         points.size() == 1 ? tr("Remove Point") : tr("Remove Points"))
{}

RenameShape::RenameShape(Document *document, int sprite, int polygon, const QString &name)
    : ChangeSpriteShapes(
            document,
            sprite,
            withPolygons(
                    document,
                    sprite,
                    withPolygonField(document, sprite, polygon, &model::PolygonShape::name, name)),
            tr("Rename Shape"))
{}

SetShapeRole::SetShapeRole(Document *document, int sprite, int polygon, const QString &role)
    : ChangeSpriteShapes(
            document,
            sprite,
            withPolygons(
                    document,
                    sprite,
                    withPolygonField(document, sprite, polygon, &model::PolygonShape::role, role)),
            tr("Set Shape Role"))
{}

PasteShapes::PasteShapes(Document *document, int sprite, const SpriteShapes &clip)
    : ChangeSpriteShapes(document, sprite, pasted(document, sprite, clip), tr("Paste Shapes"))
{}

ReplaceArmature::ReplaceArmature(Document *document,
                                 int sprite,
                                 const QList<model::PolygonShape> &polygons,
                                 bool append,
                                 const QString &text)
    : ChangeSpriteShapes(
            document,
            sprite,
            withPolygons(document,
                         sprite,
                         append ? document->sprite(sprite).polygons + polygons : polygons),
            text)
{}

ApplyShapesToSprites::ApplyShapesToSprites(Document *document,
                                           const SpriteShapes &shapes,
                                           const QList<int> &sprites)
    : QUndoCommand(sprites.size() == 1 ? tr("Apply Shapes to 1 Sprite")
                                       : tr("Apply Shapes to %1 Sprites").arg(sprites.size()))
{
    bool changesSomething = false;
    for (const int sprite : sprites) {
        auto *child = new ChangeSpriteShapes(document, sprite, shapes, text(), -1, 0, this);
        changesSomething = changesSomething || !child->isObsolete();
    }
    setObsolete(!changesSomething);
}

} // namespace hitbox::editor
