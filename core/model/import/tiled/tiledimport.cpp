#include "model/import/tiled/tiledimport.h"

#include "model/document/engineproperties.h"
#include "model/import/stepdurations.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>

#include <cmath>
#include <numbers>

namespace hitbox::model {
namespace {

using collision::Vec2;

// Sides of the polygon an ellipse that is not a circle becomes.
constexpr int ellipseSides = 32;

// Tiled turns an object clockwise (y down) by `degrees` about its (x, y).
Vec2 turned(Vec2 local, double degrees)
{
    if (degrees == 0.0)
        return local;
    const double a = degrees * std::numbers::pi / 180.0;
    const double c = std::cos(a);
    const double s = std::sin(a);
    return {local.x * c - local.y * s, local.x * s + local.y * c};
}

QString propertyValue(const QList<TiledSourceProperty> &properties, const QString &name)
{
    for (const TiledSourceProperty &p : properties) {
        if (p.name == name)
            return p.value;
    }
    return {};
}

class Converter
{
public:
    explicit Converter(const TiledSource &t)
        : m_t(t)
        , m_shown(QDir::toNativeSeparators(t.path))
    {}

    HitboxImport convert()
    {
        m_sprite.name = !m_t.name.isEmpty() ? m_t.name : QFileInfo(m_t.path).completeBaseName();
        m_sprite.frames.clear();
        if (m_t.columns > 0)
            sheetFrames();
        else
            collectionFrames();
        if (m_sprite.frames.isEmpty()) {
            m_result.error = m_shown + QStringLiteral(": the tileset has no tiles");
            return m_result;
        }
        for (const TiledSourceTile &tile : m_t.tiles) {
            const auto frame = m_frameOfTile.constFind(tile.id);
            if (frame == m_frameOfTile.cend()) {
                note(QStringLiteral("tile %1 is not a tile of the tileset; left out").arg(tile.id));
                continue;
            }
            tileShapes(tile, m_sprite.frames[*frame]);
        }
        m_sprite.properties = customProperties(
                m_t.properties, isTiledTilesetPropertyName, QStringLiteral("the tileset"));
        animations();
        m_result.sprites = {m_sprite};
        return m_result;
    }

private:
    void note(const QString &text) { m_result.report << m_shown + QStringLiteral(": ") + text; }

    // The custom properties of a tileset, tile or object with their types, less those
    // `isOwnName` says the import reads itself (a pivot, a sensor, an animation). One of a type
    // the document has none of (Tiled's file, object and class) or whose value is not of
    // its type is a report line at `where`.
    Properties customProperties(const QList<TiledSourceProperty> &source,
                                bool (*isOwnName)(const QString &),
                                const QString &where)
    {
        Properties out;
        for (const TiledSourceProperty &p : source) {
            if (isOwnName(p.name))
                continue;
            const QString what
                    = where + QStringLiteral(": the custom property \"%1\"").arg(p.name.left(40));
            const std::optional<PropertyType> type = propertyTypeFromTiledName(p.type);
            if (!type) {
                note(what
                     + QStringLiteral(" is of Tiled's type %1, which a document cannot hold; "
                                      "left out")
                               .arg(p.type.left(40)));
                continue;
            }
            QString problem = propertyNameProblem(out, p.name);
            std::optional<PropertyValue> value;
            if (problem.isEmpty())
                value = parsePropertyValue(*type, p.value, &problem);
            if (!value) {
                note(what + QStringLiteral(": ") + problem + QStringLiteral("; left out"));
                continue;
            }
            if (out.size() == maxPropertiesPerOwner) {
                note(where
                     + QStringLiteral(": more than %1 custom properties; the rest are left out")
                               .arg(maxPropertiesPerOwner));
                break;
            }
            out.append({p.name, *value});
        }
        return out;
    }

    void addFrame(int tileId, const FrameRegion &region, QSize size)
    {
        m_frameOfTile.insert(tileId, int(m_sprite.frames.size()));
        Frame frame;
        frame.region = region;
        m_sprite.frames.append(frame);
        m_sizes.append(size);
    }

    void sheetFrames()
    {
        m_sprite.imagePath = m_t.imagePath;
        const QSize cell = m_t.tileSize;
        int count = m_t.tileCount;
        if (count == 0 && m_t.imageSize.isValid()) {
            const int rows = (m_t.imageSize.height() - 2 * m_t.margin + m_t.spacing)
                             / (cell.height() + m_t.spacing);
            count = std::max(0, rows) * m_t.columns;
        }
        for (int id = 0; id < count && id < maxFramesPerSprite; ++id) {
            FrameRegion region;
            region.rect = QRect(m_t.margin + (id % m_t.columns) * (cell.width() + m_t.spacing),
                                m_t.margin + (id / m_t.columns) * (cell.height() + m_t.spacing),
                                cell.width(),
                                cell.height());
            addFrame(id, region, cell);
        }
    }

    void collectionFrames()
    {
        for (const TiledSourceTile &tile : m_t.tiles) {
            if (tile.imagePath.isEmpty())
                continue;
            if (m_frameOfTile.contains(tile.id)) {
                note(QStringLiteral("tile %1 appears twice; the second is left out").arg(tile.id));
                continue;
            }
            if (m_sprite.imagePath.isEmpty())
                m_sprite.imagePath = tile.imagePath;
            FrameRegion region;
            if (tile.imagePath != m_sprite.imagePath)
                region.imagePath = tile.imagePath;
            QSize size = tile.imageSize;
            if (!size.isValid() || size.isEmpty())
                size = QImageReader(tile.imagePath).size();
            if (!size.isValid() || size.isEmpty()) {
                note(QStringLiteral("tile %1: the size of its image \"%2\" is unknown; its shapes "
                                    "are taken from the image's top-left")
                             .arg(tile.id)
                             .arg(QDir::toNativeSeparators(tile.imagePath)));
                size = {};
            }
            addFrame(tile.id, region, size);
        }
    }

    // The tile's pivot in tile pixels: its pivot_x/pivot_y properties, else its centre.
    Vec2 tilePivot(const TiledSourceTile &tile, QSize size)
    {
        const QString px = propertyValue(tile.properties, QStringLiteral("pivot_x"));
        const QString py = propertyValue(tile.properties, QStringLiteral("pivot_y"));
        bool okX = false;
        bool okY = false;
        const double x = px.toDouble(&okX);
        const double y = py.toDouble(&okY);
        if (okX && okY && std::isfinite(x) && std::isfinite(y))
            return {x, y};
        if (!px.isEmpty() || !py.isEmpty())
            note(QStringLiteral("tile %1: pivot_x/pivot_y are not numbers; the tile's centre is "
                                "the pivot")
                         .arg(tile.id));
        return {size.width() / 2.0, size.height() / 2.0};
    }

    void tileShapes(const TiledSourceTile &tile, Frame &frame)
    {
        const int index = int(&frame - m_sprite.frames.data());
        const QSize size = m_sizes[index];
        const Vec2 pivot = tilePivot(tile, size);
        if (pivot != Vec2{size.width() / 2.0, size.height() / 2.0})
            frame.pivot = pivot;
        for (const TiledSourceObject &o : tile.objects) {
            if (std::optional<Shape> shape = shapeOf(tile, o, pivot))
                frame.shapes.append(*shape);
        }
        frame.properties = customProperties(
                tile.properties, isTiledTilePropertyName, QStringLiteral("tile %1").arg(tile.id));
    }

    QString objectWhere(const TiledSourceTile &tile, const TiledSourceObject &o) const
    {
        QString where = QStringLiteral("tile %1, object %2").arg(tile.id).arg(o.id);
        if (!o.name.isEmpty())
            where += QStringLiteral(" \"%1\"").arg(o.name);
        return where;
    }

    std::optional<Shape>
    shapeOf(const TiledSourceTile &tile, const TiledSourceObject &o, Vec2 pivot)
    {
        const QString where = objectWhere(tile, o);
        const QString role = o.type.isEmpty() ? QStringLiteral("body") : o.type;
        const Vec2 origin{o.x - pivot.x, o.y - pivot.y};
        const auto place = [&](Vec2 local) { return origin + turned(local, o.rotation); };
        std::optional<Shape> shape;
        switch (o.kind) {
        case TiledSourceObject::Kind::Rectangle:
            if (!(o.width > 0.0 && o.height > 0.0)) {
                note(where + QStringLiteral(": a rectangle of no area; left out"));
                return std::nullopt;
            }
            if (o.rotation == 0.0) {
                shape = Shape::makeBox({origin.x, origin.y, o.width, o.height}, role);
            } else {
                shape = Shape::makePolygon({{place({0, 0}),
                                             place({o.width, 0}),
                                             place({o.width, o.height}),
                                             place({0, o.height})}},
                                           role);
            }
            break;
        case TiledSourceObject::Kind::Ellipse:
            if (!(o.width > 0.0 && o.height > 0.0)) {
                note(where + QStringLiteral(": an ellipse of no area; left out"));
                return std::nullopt;
            }
            if (o.width == o.height) {
                shape = Shape::makeCircle({place({o.width / 2, o.height / 2}), o.width / 2}, role);
            } else {
                collision::Polygon ring;
                for (int i = 0; i < ellipseSides; ++i) {
                    const double a = 2.0 * std::numbers::pi * i / ellipseSides;
                    ring.points.push_back(place(
                            {o.width / 2 * (1 + std::cos(a)), o.height / 2 * (1 + std::sin(a))}));
                }
                shape = Shape::makePolygon(ring, role);
                note(where
                     + QStringLiteral(": an ellipse of %1 x %2 is not a circle; imported as a "
                                      "%3-sided polygon")
                               .arg(o.width)
                               .arg(o.height)
                               .arg(ellipseSides));
            }
            break;
        case TiledSourceObject::Kind::Polygon: {
            if (o.points.size() < 3) {
                note(where + QStringLiteral(": a polygon of fewer than 3 points; left out"));
                return std::nullopt;
            }
            collision::Polygon ring;
            for (const Vec2 p : o.points)
                ring.points.push_back(place(p));
            shape = Shape::makePolygon(ring, role);
            break;
        }
        case TiledSourceObject::Kind::Polyline:
            note(where + QStringLiteral(": a polyline has no inside; left out"));
            return std::nullopt;
        case TiledSourceObject::Kind::Point:
            note(where + QStringLiteral(": a point has no area; left out"));
            return std::nullopt;
        case TiledSourceObject::Kind::Text:
            note(where + QStringLiteral(": a text object is not a shape; left out"));
            return std::nullopt;
        case TiledSourceObject::Kind::Tile:
            note(where + QStringLiteral(": a tile object is not a shape; left out"));
            return std::nullopt;
        }
        shape->name = o.name;
        for (const TiledSourceProperty &p : o.properties) {
            if (p.name == QLatin1String("sensor") && p.type == QLatin1String("bool"))
                shape->sensor = p.value == QLatin1String("true");
        }
        shape->properties = customProperties(o.properties, isTiledObjectPropertyName, where);
        return shape;
    }

    // A frame list of tile ids ("0,1,2,1"), as frame indices; unknown ids reported.
    QList<int> framesOf(const QList<int> &ids, const QString &animation)
    {
        QList<int> frames;
        for (const int id : ids) {
            const auto frame = m_frameOfTile.constFind(id);
            if (frame == m_frameOfTile.cend()) {
                note(QStringLiteral("animation \"%1\": tile %2 is not a tile of the tileset; left "
                                    "out")
                             .arg(animation)
                             .arg(id));
                continue;
            }
            frames.append(*frame);
        }
        return frames;
    }

    void setDuration(int frame, int durationMs, const QString &animation)
    {
        if (const QString problem = m_durations.set(m_sprite.frames, frame, durationMs, animation);
            !problem.isEmpty())
            note(problem);
    }

    void animations()
    {
        // Durations come from the tile animations, whichever lists name the animations.
        QList<Animation> fromTiles;
        for (const TiledSourceTile &tile : m_t.tiles) {
            if (tile.animation.isEmpty())
                continue;
            Animation a;
            a.name = !tile.type.isEmpty() ? tile.type : QStringLiteral("tile %1").arg(tile.id);
            for (const TiledSourceStep &step : tile.animation) {
                const QList<int> frame = framesOf({step.tileId}, a.name);
                if (frame.isEmpty())
                    continue;
                setDuration(frame.first(), step.durationMs, a.name);
                a.frames.append(frame.first());
            }
            if (!a.frames.isEmpty())
                fromTiles.append(a);
        }
        // Our export lists every animation as "animation NAME" = tile ids in play order.
        const QString prefix = tiledAnimationPropertyPrefix();
        for (const TiledSourceProperty &p : m_t.properties) {
            if (!p.name.startsWith(prefix))
                continue;
            Animation a;
            a.name = p.name.mid(prefix.size());
            QList<int> ids;
            for (const QStringView id : QStringView(p.value).split(u',', Qt::SkipEmptyParts)) {
                bool ok = false;
                const int v = id.trimmed().toInt(&ok);
                if (ok)
                    ids.append(v);
                else
                    note(QStringLiteral("animation \"%1\": \"%2\" is not a tile id; left out")
                                 .arg(a.name, id.left(40)));
            }
            a.frames = framesOf(ids, a.name);
            if (!a.frames.isEmpty())
                m_sprite.animations.append(a);
        }
        if (m_sprite.animations.isEmpty())
            m_sprite.animations = fromTiles;
    }

    const TiledSource &m_t;
    QString m_shown;
    Sprite m_sprite;
    QList<QSize> m_sizes; ///< each frame's size
    QHash<int, int> m_frameOfTile;
    StepDurations m_durations;
    HitboxImport m_result;
};

} // namespace

HitboxImport tiledSprite(const TiledSource &tileset)
{
    return Converter(tileset).convert();
}

HitboxImport importTiledTileset(const QString &path)
{
    QString error;
    const std::optional<TiledSource> tileset = readTiledTileset(path, &error);
    if (!tileset) {
        HitboxImport failed;
        failed.error = error;
        return failed;
    }
    return tiledSprite(*tileset);
}

} // namespace hitbox::model
