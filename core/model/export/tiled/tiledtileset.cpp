#include "model/export/tiled/tiledtileset.h"

#include "model/document/animationplayback.h"
#include "model/document/engineproperties.h"

#include "model/evaluate/projectvalidation.h"
#include "model/io/frameimage.h"
#include "model/io/frameloader.h"
#include "model/io/jsonwriter.h"

#include <QDir>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace hitbox::model {

namespace {

QString number(double value)
{
    return QString::fromLatin1(jsonNumber(value));
}

QString framePath(const ExportFrame &frame)
{
    return frame.frame->region.imagePath.isEmpty() ? frame.sprite->imagePath
                                                   : frame.frame->region.imagePath;
}

// The stored pixels of a frame: its rect, or the whole image when the rect is null.
QRect storedRect(const ExportFrame &frame)
{
    const QRect rect = frame.frame->region.rect;
    return rect.isNull() ? QRect(QPoint(0, 0), frame.imageSize) : rect;
}

// True when the frame is its stored pixels as they are: not rotated, trimmed or flipped,
// not a frame of an animated image, not an Aseprite file or a MUGEN .sff (which Tiled cannot
// read: their frames are written as images).
bool isPlainCell(const ExportFrame &frame)
{
    const FrameRegion &region = frame.frame->region;
    return !frame.mirrored && region.imageIndex == 0 && !region.rotated && !region.flipX
           && !region.flipY && region.trimOffset.isNull()
           && frame.frameSize == storedRect(frame).size()
           && QRect(QPoint(0, 0), frame.imageSize).contains(storedRect(frame))
           && !isComposedPictureFile(framePath(frame));
}

// A regular grid of the sprite's image holding every frame, as Tiled cuts sheets.
struct SheetGrid
{
    QSize cell;
    QSize image;
    int margin = 0;
    int spacing = 0;
    int columns = 0;
    int rows = 0;
};

bool fitsGrid(const QList<ExportFrame> &frames, QSize cell, int margin, int spacing)
{
    return std::all_of(frames.cbegin(), frames.cend(), [&](const ExportFrame &f) {
        const QPoint p = storedRect(f).topLeft();
        return p.x() >= margin && p.y() >= margin
               && (p.x() - margin) % (cell.width() + spacing) == 0
               && (p.y() - margin) % (cell.height() + spacing) == 0;
    });
}

int smallestGap(QList<int> values, int cell)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    int gap = -1;
    for (int i = 1; i < values.size(); ++i) {
        const int d = values[i] - values[i - 1] - cell;
        gap = gap < 0 ? d : std::min(gap, d);
    }
    return gap;
}

// The grid when every frame is an untrimmed, unrotated cell of one regular grid (one
// margin and one spacing for both axes, as Tiled has) of the sprite's own image, each
// cell used once. Tiled counts columns as (width - margin + spacing) / (cell + spacing)
// (libtiled Tileset::columnCountForWidth), the margin only on the left and top.
std::optional<SheetGrid> sheetGrid(const ExportSprite &sprite)
{
    if (sprite.frames.isEmpty() || sprite.mirrored)
        return std::nullopt;
    const ExportFrame &first = sprite.frames.first();
    const QSize cell = first.frameSize;
    QSet<QPoint> cells;
    QList<int> xs;
    QList<int> ys;
    for (const ExportFrame &f : sprite.frames) {
        if (!isPlainCell(f) || f.frameSize != cell || framePath(f) != sprite.sprite->imagePath
            || f.imageSize != first.imageSize)
            return std::nullopt;
        const QPoint p = storedRect(f).topLeft();
        if (cells.contains(p))
            return std::nullopt;
        cells.insert(p);
        xs.append(p.x());
        ys.append(p.y());
    }
    QList<int> spacings{smallestGap(xs, cell.width()), smallestGap(ys, cell.height()), 0};
    const QPoint p0 = storedRect(first).topLeft();
    for (const int spacing : spacings) {
        if (spacing < 0)
            continue;
        // The largest margin first: the smallest grid that holds the frames.
        const int stepX = cell.width() + spacing;
        for (int margin = std::min(p0.x(), p0.y()); margin >= 0; --margin) {
            if ((p0.x() - margin) % stepX != 0)
                continue;
            if (!fitsGrid(sprite.frames, cell, margin, spacing))
                continue;
            SheetGrid grid{cell, first.imageSize, margin, spacing, 0, 0};
            grid.columns = (grid.image.width() - margin + spacing) / stepX;
            grid.rows = (grid.image.height() - margin + spacing) / (cell.height() + spacing);
            return grid;
        }
    }
    return std::nullopt;
}

int sheetTileId(const SheetGrid &grid, const ExportFrame &frame)
{
    const QPoint p = storedRect(frame).topLeft();
    const int column = (p.x() - grid.margin) / (grid.cell.width() + grid.spacing);
    const int row = (p.y() - grid.margin) / (grid.cell.height() + grid.spacing);
    return row * grid.columns + column;
}

TiledProperty floatProperty(const QString &name, double value)
{
    return {name, QStringLiteral("float"), number(value)};
}

// Adds an owner's custom properties to the exporter's own `properties`, sorted by name as
// Tiled writes them. One named like the exporter's own (`isOwnName`) is a problem at `where`.
void addCustomProperties(QList<TiledProperty> &properties,
                         const Properties &custom,
                         bool (*isOwnName)(const QString &),
                         const QString &where,
                         QList<ExportProblem> *problems)
{
    for (const Property &p : custom) {
        if (isOwnName(p.name)) {
            problems->append(reservedPropertyProblem(where, p.name, QStringLiteral("Tiled")));
            continue;
        }
        const QString value = p.type() == PropertyType::Number ? number(std::get<double>(p.value))
                                                               : propertyValueText(p.value);
        properties.append({p.name, tiledPropertyTypeName(p.type()), value});
    }
    std::sort(properties.begin(),
              properties.end(),
              [](const TiledProperty &a, const TiledProperty &b) { return a.name < b.name; });
}

TiledObject objectOf(const Shape &shape)
{
    TiledObject o;
    o.name = shape.name;
    o.type = shape.role;
    if (shape.sensor)
        o.properties.append(
                {QStringLiteral("sensor"), QStringLiteral("bool"), QStringLiteral("true")});
    return o;
}

void setPolygon(TiledObject &o, const std::vector<collision::Vec2> &points, collision::Vec2 origin)
{
    o.kind = TiledObject::Kind::Polygon;
    const collision::Vec2 first = points.empty() ? collision::Vec2{} : points.front();
    o.x = origin.x + first.x;
    o.y = origin.y + first.y;
    for (const collision::Vec2 &p : points)
        o.points.append({p.x - first.x, p.y - first.y});
}

// The frame's shapes as Tiled objects, ids 1..n. `origin` is the pivot in tile pixels.
QList<TiledObject> objectsOf(const ExportFrame &frame,
                             collision::Vec2 origin,
                             const ExportOptions &options,
                             TiledTileset &tileset,
                             QList<ExportProblem> *problems)
{
    QList<TiledObject> objects;
    for (int i = 0; i < frame.shapes.size(); ++i) {
        const Shape &shape = frame.shapes[i];
        ++tileset.shapeCount;
        TiledObject o = objectOf(shape);
        addCustomProperties(o.properties,
                            shape.properties,
                            isTiledObjectPropertyName,
                            exportShapeWhere(frame, i),
                            problems);
        switch (shape.kind) {
        case ShapeKind::Box:
            o.kind = TiledObject::Kind::Rectangle;
            o.x = origin.x + shape.box.x;
            o.y = origin.y + shape.box.y;
            o.width = shape.box.w;
            o.height = shape.box.h;
            objects.append(o);
            break;
        case ShapeKind::Circle:
            o.kind = TiledObject::Kind::Ellipse;
            o.x = origin.x + shape.circle.center.x - shape.circle.radius;
            o.y = origin.y + shape.circle.center.y - shape.circle.radius;
            o.width = o.height = 2.0 * shape.circle.radius;
            objects.append(o);
            break;
        case ShapeKind::Polygon:
            if (shape.holes.isEmpty()) {
                // Tiled stores any outline, but games read tile polygons as simple ones.
                if (const QString problem
                    = polygonProblemText(collision::validatePolygon(shape.polygon));
                    !problem.isEmpty()) {
                    problems->append(
                            {exportShapeWhere(frame, i),
                             QStringLiteral("a Tiled polygon must be simple: %1").arg(problem)});
                    break;
                }
                setPolygon(o, shape.polygon.points, origin);
                objects.append(o);
                break;
            }
            // Tiled polygons have no holes: the region goes out as its convex pieces,
            // one polygon object each, named "<name> piece N".
            const QList<collision::Polygon> pieces
                    = exportConvexPieces(frame, i, options.maxPolygonVertices, problems);
            tileset.pieceCount += int(pieces.size());
            for (int k = 0; k < pieces.size(); ++k) {
                TiledObject piece = o;
                piece.name = shape.name.isEmpty()
                                     ? QStringLiteral("piece %1").arg(k + 1)
                                     : QStringLiteral("%1 piece %2").arg(shape.name).arg(k + 1);
                setPolygon(piece, pieces[k].points, origin);
                objects.append(piece);
            }
            break;
        }
    }
    for (int i = 0; i < objects.size(); ++i)
        objects[i].id = i + 1;
    return objects;
}

// Untrimmed frame images, each source image (and animation frame) decoded once.
class FrameImages
{
public:
    QImage frameImage(const ExportFrame &frame, QString *error)
    {
        const LoadedImage source
                = m_sources.source(framePath(frame), frame.frame->region.imageIndex);
        if (!source.ok()) {
            *error = source.error;
            return {};
        }
        QImage image = model::frameImage(source.image, frame.frame->region);
        if (image.isNull())
            *error = QStringLiteral("the frame's image is empty or too large");
        return frame.mirrored ? image.mirrored(true, false) : image;
    }

private:
    FrameSources m_sources;
};

// Tiled gives each tile at most one animation. The sprite's first animation (or, with
// none, all its frames in order) plays on the first frame's tile; every animation is also
// listed as a tileset property "animation <name>" = its tile ids in play order.
void addAnimations(const ExportSprite &sprite,
                   const QHash<int, int> &tileOfFrame,
                   TiledTileset &tileset)
{
    const Sprite &source = *sprite.sprite;
    QList<TiledAnimationFrame> firstAnimation;
    const QStringList uniqueNames = uniqueAnimationNames(source);
    for (const Animation &animation : source.animations) {
        QStringList ids;
        QList<TiledAnimationFrame> steps;
        // Tiled animations only play forwards: reverse and ping-pong are written out.
        const int index = int(&animation - source.animations.constData());
        for (const int f : playSequence(source, index)) {
            if (!tileOfFrame.contains(f))
                continue;
            ids << QString::number(tileOfFrame.value(f));
            steps.append({tileOfFrame.value(f), source.frames[f].durationMs});
        }
        if (&animation == &source.animations.first())
            firstAnimation = steps;
        // Tiled keeps properties by name, sorted: the animations' unique names, sorted.
        tileset.properties.append({tiledAnimationPropertyPrefix() + uniqueNames[index],
                                   QStringLiteral("string"),
                                   ids.join(QLatin1Char(','))});
    }
    if (source.animations.isEmpty() && sprite.frames.size() > 1) {
        for (const ExportFrame &f : sprite.frames)
            firstAnimation.append({tileOfFrame.value(f.frameIndex), f.frame->durationMs});
    }
    const int firstTile = tileOfFrame.value(sprite.frames.first().frameIndex);
    for (TiledTile &tile : tileset.tiles) {
        if (tile.id == firstTile)
            tile.animation = firstAnimation;
    }
}

} // namespace

TiledTileset tiledTileset(const ExportSprite &sprite,
                          const ExportOptions &options,
                          const QString &fileBase,
                          const QString &outputFolder,
                          QList<ExportProblem> *problems)
{
    const QDir folder(outputFolder);
    TiledTileset tileset;
    tileset.name = sprite.name;
    const std::optional<SheetGrid> grid = sheetGrid(sprite);
    if (grid) {
        tileset.tileSize = grid->cell;
        tileset.columns = grid->columns;
        tileset.tileCount = grid->columns * grid->rows;
        tileset.margin = grid->margin;
        tileset.spacing = grid->spacing;
        tileset.imageSource = folder.relativeFilePath(sprite.sprite->imagePath);
        tileset.imageSize = grid->image;
    } else {
        tileset.tileCount = int(sprite.frames.size());
        for (const ExportFrame &f : sprite.frames)
            tileset.tileSize = tileset.tileSize.expandedTo(f.frameSize);
    }

    FrameImages images;
    QHash<int, int> tileOfFrame;
    for (int i = 0; i < sprite.frames.size(); ++i) {
        const ExportFrame &frame = sprite.frames[i];
        TiledTile tile;
        tile.id = grid ? sheetTileId(*grid, frame) : i;
        tileOfFrame.insert(frame.frameIndex, tile.id);
        if (!grid) {
            tile.imageSize = frame.frameSize;
            if (isPlainCell(frame) && frame.frameSize == frame.imageSize) {
                tile.imageSource = folder.relativeFilePath(framePath(frame));
            } else {
                // Tiled 1.8 cannot cut a sub-rectangle out of a collection tile's image
                // (tile x/y/width/height came in 1.9), so trimmed, rotated, mirrored and
                // animated-image frames are written as their untrimmed images next to the
                // tileset.
                QString error;
                const QImage image = images.frameImage(frame, &error);
                if (!error.isEmpty()) {
                    problems->append(
                            {shapesWhere(frame.spriteIndex, *frame.sprite, frame.frameIndex),
                             error});
                    continue;
                }
                const QString name
                        = QStringLiteral("%1_%2.png").arg(fileBase).arg(frame.frameIndex);
                tileset.images.append({name, image});
                tile.imageSource = name;
            }
        }
        // The pivot in tile pixels (a mirrored copy's is flipped with its image already).
        const collision::Vec2 pivot = frame.pivot;
        tile.properties = {floatProperty(QStringLiteral("pivot_x"), pivot.x),
                           floatProperty(QStringLiteral("pivot_y"), pivot.y)};
        addCustomProperties(tile.properties,
                            frame.frame->properties,
                            isTiledTilePropertyName,
                            frameWhere(frame.spriteIndex, *frame.sprite, frame.frameIndex),
                            problems);
        tile.objects = objectsOf(frame, pivot, options, tileset, problems);
        tileset.tiles.append(tile);
    }
    std::sort(tileset.tiles.begin(),
              tileset.tiles.end(),
              [](const TiledTile &a, const TiledTile &b) { return a.id < b.id; });

    // Animations are written only when every frame is exported.
    if (options.allFrames && !sprite.frames.isEmpty())
        addAnimations(sprite, tileOfFrame, tileset);
    addCustomProperties(tileset.properties,
                        sprite.sprite->properties,
                        isTiledTilesetPropertyName,
                        spriteWhere(sprite.spriteIndex, *sprite.sprite),
                        problems);
    return tileset;
}

} // namespace hitbox::model
