#include "model/export/exportframes.h"

#include "model/evaluate/projectvalidation.h"
#include "model/io/frameimage.h"
#include "model/io/mugensff.h"

#include <hitbox/trace/decompose.h>

#include <QHash>

#include <algorithm>

namespace hitbox::model {

namespace {

collision::Polygon mirroredPolygon(const collision::Polygon &polygon)
{
    collision::Polygon out;
    out.points.reserve(polygon.points.size());
    // Reversed, so the winding stays the same after the flip.
    for (auto it = polygon.points.crbegin(); it != polygon.points.crend(); ++it)
        out.points.push_back({-it->x, it->y});
    return out;
}

// The shape flipped in x about the pivot (shapes are relative to it).
Shape mirroredShape(Shape shape)
{
    switch (shape.kind) {
    case ShapeKind::Box:
        shape.box.x = -(shape.box.x + shape.box.w);
        break;
    case ShapeKind::Circle:
        shape.circle.center.x = -shape.circle.center.x;
        break;
    case ShapeKind::Polygon:
        shape.polygon = mirroredPolygon(shape.polygon);
        for (collision::Polygon &hole : shape.holes)
            hole = mirroredPolygon(hole);
        break;
    }
    return shape;
}

// The sizes of the pictures of an image: one for all its frames (a canvas), or for a MUGEN
// .sff one per sprite.
struct PictureSizes
{
    bool perPicture = false;
    QList<QSize> sizes;
};

PictureSizes readPictureSizes(const ExportSource &source, const QString &path)
{
    if (!isSffFile(path))
        return {false, {source.imageSize ? source.imageSize(path) : imageSizeFromHeader(path)}};
    PictureSizes sizes{true, {}};
    const SffReadResult read = readSffFile(path); // the nodes, once per export
    for (int i = 0; read.ok() && i < read.archive.sprites.size(); ++i)
        sizes.sizes << sffSpriteSize(read.archive, i);
    return sizes;
}

QSize sizeOf(const ExportSource &source,
             const QString &path,
             int imageIndex,
             QHash<QString, PictureSizes> &known)
{
    auto it = known.constFind(path);
    if (it == known.constEnd())
        it = known.insert(path, readPictureSizes(source, path));
    if (!it->perPicture)
        return it->sizes.value(0);
    return it->sizes.value(imageIndex);
}

// The key of a frame that has no name, or whose name another exported frame would share.
QString numberedKey(const ExportSprite &sprite, const ExportFrame &frame)
{
    if (frame.sprite->frames.size() == 1)
        return sprite.name;
    return QStringLiteral("%1#%2").arg(sprite.name, QString::number(frame.frameIndex));
}

QString namedKey(const ExportFrame &frame)
{
    if (frame.frame->name.isEmpty())
        return QString();
    return frame.mirrored ? frame.frame->name + QStringLiteral("_flipped") : frame.frame->name;
}

// ExportFrame::key of every frame (exportSprites documents the rule).
void assignFrameKeys(QList<ExportSprite> &sprites)
{
    QHash<QString, int> wanted; // how many frames would take each key
    for (const ExportSprite &sprite : std::as_const(sprites)) {
        for (const ExportFrame &frame : sprite.frames) {
            const QString named = namedKey(frame);
            ++wanted[named.isEmpty() ? numberedKey(sprite, frame) : named];
        }
    }
    for (ExportSprite &sprite : sprites) {
        for (ExportFrame &frame : sprite.frames) {
            const QString named = namedKey(frame);
            const bool own = !named.isEmpty() && wanted.value(named) == 1;
            frame.key = own ? named : numberedKey(sprite, frame);
        }
    }
}

} // namespace

QList<ExportSprite> exportSprites(const ExportSource &source,
                                  const ExportOptions &options,
                                  QList<ExportProblem> *problems)
{
    const Project &project = *source.project;
    for (const QString &name : options.sprites) {
        const bool known = std::any_of(project.sprites.cbegin(),
                                       project.sprites.cend(),
                                       [&](const Sprite &s) { return s.name == name; });
        if (!known)
            problems->append({{}, QStringLiteral("there is no sprite \"%1\"").arg(name)});
    }
    for (const QString &role : options.roles) {
        if (!project.roles.indexOf(role))
            problems->append({{}, QStringLiteral("there is no role \"%1\"").arg(role)});
    }

    QHash<QString, PictureSizes> imageSizes;
    QList<ExportSprite> out;
    for (int i = 0; i < project.sprites.size(); ++i) {
        const Sprite &sprite = project.sprites[i];
        if (!options.exportsSprite(sprite.name))
            continue;
        ExportSprite plain{i, &sprite, sprite.name, false, {}};
        const int frameCount = options.allFrames ? int(sprite.frames.size()) : 1;
        for (int f = 0; f < frameCount; ++f) {
            const Frame &frame = sprite.frames[f];
            const QString path
                    = frame.region.imagePath.isEmpty() ? sprite.imagePath : frame.region.imagePath;
            ExportFrame ef;
            ef.spriteIndex = i;
            ef.frameIndex = f;
            ef.sprite = &sprite;
            ef.frame = &frame;
            ef.imagePath = path;
            ef.imageSize = sizeOf(source, path, frame.region.imageIndex, imageSizes);
            if (!ef.imageSize.isValid() || ef.imageSize.isEmpty()) {
                problems->append(
                        {shapesWhere(i, sprite, f),
                         QStringLiteral("cannot read the size of the image \"%1\"").arg(path)});
                continue;
            }
            ef.frameSize = frameSize(frame.region, ef.imageSize);
            ef.pivot = effectivePivot(sprite, frame, ef.frameSize);
            for (int k = 0; k < frame.shapes.size(); ++k) {
                if (!options.roles.isEmpty() && !options.roles.contains(frame.shapes[k].role))
                    continue;
                ef.shapes.append(frame.shapes[k]);
                ef.shapeIndices.append(k);
            }
            plain.frames.append(ef);
        }
        out.append(plain);
        if (options.mirrored) {
            ExportSprite flipped = plain;
            flipped.name = sprite.name + QStringLiteral("_flipped");
            flipped.mirrored = true;
            for (ExportFrame &frame : flipped.frames) {
                // The picture flipped in its frame, and the pivot and shapes with it.
                frame.mirrored = true;
                frame.pivot.x = frame.frameSize.width() - frame.pivot.x;
                for (Shape &shape : frame.shapes)
                    shape = mirroredShape(shape);
            }
            out.append(flipped);
        }
    }
    assignFrameKeys(out);
    return out;
}

QString exportShapeWhere(const ExportFrame &frame, int shapeListIndex)
{
    const QString where
            = shapeWhere(shapesWhere(frame.spriteIndex, *frame.sprite, frame.frameIndex),
                         frame.frame->shapes,
                         frame.shapeIndices[shapeListIndex]);
    return frame.mirrored ? where + QStringLiteral(" (mirrored)") : where;
}

QList<collision::Polygon> exportConvexPieces(const ExportFrame &frame,
                                             int shapeListIndex,
                                             int maxVertices,
                                             QList<ExportProblem> *problems)
{
    const Shape &shape = frame.shapes[shapeListIndex];
    const auto fail = [&](const QString &reason) {
        problems->append({exportShapeWhere(frame, shapeListIndex), reason});
        return QList<collision::Polygon>();
    };
    if (const QString problem = polygonShapeProblemText(shape); !problem.isEmpty())
        return fail(problem);
    const collision::ConvexDecomposition pieces
            = collision::decomposeConvex(shapeRegion(shape), std::size_t(std::max(3, maxVertices)));
    if (!pieces.ok)
        return fail(QStringLiteral("cannot be cut into convex pieces"));
    return QList<collision::Polygon>(pieces.pieces.cbegin(), pieces.pieces.cend());
}

QString takeUniqueName(const QString &base, QSet<QString> &taken, QString (*fold)(const QString &))
{
    const auto key = [fold](const QString &name) { return fold ? fold(name) : name; };
    QString name = base;
    for (int k = 2; taken.contains(key(name)); ++k)
        name = base + u'_' + QString::number(k);
    taken.insert(key(name));
    return name;
}

ExportProblem
reservedPropertyProblem(const QString &where, const QString &name, const QString &format)
{
    return {where,
            QStringLiteral("the %1 export writes its own \"%2\" there; rename the custom property")
                    .arg(format, name)};
}

} // namespace hitbox::model
