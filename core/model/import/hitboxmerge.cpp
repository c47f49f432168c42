#include "model/import/hitboxmerge.h"

#include "model/evaluate/newshape.h"
#include "model/io/localfile.h"

namespace hitbox::model {

namespace {

// The shape moved by `offset` (image pixels stay put when the pivot moves by -offset).
Shape moved(Shape shape, collision::Vec2 offset)
{
    switch (shape.kind) {
    case ShapeKind::Box:
        shape.box.x += offset.x;
        shape.box.y += offset.y;
        break;
    case ShapeKind::Circle:
        shape.circle.center = shape.circle.center + offset;
        break;
    case ShapeKind::Polygon:
        for (collision::Vec2 &p : shape.polygon.points)
            p = p + offset;
        for (collision::Polygon &hole : shape.holes) {
            for (collision::Vec2 &p : hole.points)
                p = p + offset;
        }
        break;
    }
    return shape;
}

} // namespace

int matchingSprite(const Project &project, const Sprite &imported)
{
    if (!imported.imagePath.isEmpty()) {
        const QString image = absoluteFileSystemPath(imported.imagePath);
        for (qsizetype i = 0; i < project.sprites.size(); ++i) {
            if (!project.sprites[i].imagePath.isEmpty()
                && absoluteFileSystemPath(project.sprites[i].imagePath) == image)
                return int(i);
        }
    }
    for (qsizetype i = 0; i < project.sprites.size(); ++i) {
        if (project.sprites[i].name == imported.name)
            return int(i);
    }
    return -1;
}

MergedShapes
withImportedShapes(const Sprite &target, const Sprite &imported, const FrameSizeOf &frameSize)
{
    MergedShapes merged{target, 0, {}};
    const qsizetype common = std::min(target.frames.size(), imported.frames.size());
    for (qsizetype f = 0; f < common; ++f) {
        const Frame &from = imported.frames[f];
        if (from.shapes.isEmpty())
            continue;
        Frame &onto = merged.sprite.frames[f];
        const collision::Vec2 offset = effectivePivot(imported, from, frameSize(imported, from))
                                       - effectivePivot(target, onto, frameSize(target, onto));
        QList<Shape> shapes;
        for (const Shape &shape : from.shapes)
            shapes << moved(shape, offset);
        onto.shapes += withDistinctNames(asUsersShapes(shapes), onto.shapes, ShapeOrigin::Drawn);
        merged.shapesAdded += int(shapes.size());
    }
    int leftOut = 0;
    for (qsizetype f = common; f < imported.frames.size(); ++f)
        leftOut += int(imported.frames[f].shapes.size());
    if (leftOut > 0) {
        const qsizetype last = imported.frames.size() - 1;
        const QString frames = common == last
                                       ? QStringLiteral("frame %1").arg(common)
                                       : QStringLiteral("frames %1 to %2").arg(common).arg(last);
        merged.report << QStringLiteral("sprite \"%1\": %2 (%3 %4) past the last frame of "
                                        "\"%5\"; not added")
                                 .arg(imported.name,
                                      frames,
                                      QString::number(leftOut),
                                      leftOut == 1 ? QStringLiteral("shape")
                                                   : QStringLiteral("shapes"),
                                      target.name);
    }
    return merged;
}

int tickRateAfterImport(int documentRate, bool documentHasSprites, int fileRate)
{
    return fileRate == 0 || documentHasSprites ? documentRate : fileRate;
}

QString keptTickRateText(int documentRate, bool documentHasSprites, int fileRate)
{
    if (fileRate == 0 || fileRate == documentRate || !documentHasSprites)
        return {};
    return QStringLiteral("counts %1 ticks per second; the document keeps its own timing, "
                          "durations rounded to it")
            .arg(fileRate);
}

} // namespace hitbox::model
