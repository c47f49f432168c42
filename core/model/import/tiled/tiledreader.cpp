// Reads Tiled tilesets, TSX (XML) and TSJ (JSON) of Tiled 1.8 and later, into a
// TiledSource: the attributes as the Tiled documentation (TMX and JSON map formats) names
// them, every number checked (finite, within the document's coordinate range).

#include "model/import/tiled/tiledsource.h"

#include "model/document/framesource.h"
#include "model/io/jsonreader.h"
#include "model/io/localfile.h"
#include "model/io/projectformat.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QXmlStreamReader>

#include <cmath>
#include <limits>

namespace hitbox::model {
namespace {

// A tileset file is text; Tiled's own stay far below this.
constexpr qint64 maxTilesetBytes = 64 * 1024 * 1024;

struct ReadError
{
    QString message;
};

[[noreturn]] void fail(const QString &message)
{
    throw ReadError{message};
}

QString resolved(const QString &folder, const QString &source)
{
    if (source.isEmpty())
        return {};
    return absoluteFileSystemPath(QFileInfo(source).isAbsolute() ? source : folder + u'/' + source);
}

double checkedNumber(double v, const QString &where)
{
    if (!std::isfinite(v) || std::abs(v) > maxCoordinate) {
        fail(QStringLiteral("%1: %2 is not a number within +-%3")
                     .arg(where, QString::number(v), QString::number(maxCoordinate)));
    }
    return v;
}

void checkCounts(const TiledSource &t)
{
    if (t.tileSize.width() <= 0 || t.tileSize.height() <= 0) {
        fail(QStringLiteral("the tile size %1 x %2 is empty")
                     .arg(t.tileSize.width())
                     .arg(t.tileSize.height()));
    }
    if (t.tileCount < 0 || t.tileCount > maxFramesPerSprite) {
        fail(QStringLiteral("%1 tiles; a sprite has at most %2 frames")
                     .arg(t.tileCount)
                     .arg(maxFramesPerSprite));
    }
}

// ---- TSX ----------------------------------------------------------------------------

class TsxReader
{
public:
    TsxReader(const QByteArray &bytes, const QString &folder)
        : m_xml(bytes)
        , m_folder(folder)
    {}

    TiledSource read()
    {
        TiledSource t;
        if (!m_xml.readNextStartElement() || m_xml.name() != u"tileset")
            fail(QStringLiteral("not a Tiled tileset (no <tileset> element)"));
        if (m_xml.attributes().hasAttribute(QStringLiteral("source")))
            fail(QStringLiteral("a tileset that only refers to another file"));
        t.name = text("name");
        t.tileSize = {integer("tilewidth", 0), integer("tileheight", 0)};
        t.tileCount = integer("tilecount", 0);
        t.columns = integer("columns", 0);
        t.margin = integer("margin", 0);
        t.spacing = integer("spacing", 0);
        checkCounts(t);
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == u"image") {
                t.imagePath = resolved(m_folder, text("source"));
                t.imageSize = {integer("width", 0), integer("height", 0)};
                m_xml.skipCurrentElement();
            } else if (m_xml.name() == u"properties") {
                t.properties = properties();
            } else if (m_xml.name() == u"tile") {
                if (t.tiles.size() >= maxFramesPerSprite)
                    fail(QStringLiteral("more than %1 tiles").arg(maxFramesPerSprite));
                t.tiles.append(tile());
            } else {
                m_xml.skipCurrentElement(); // grid, tileoffset, wangsets, ...
            }
        }
        if (m_xml.hasError())
            fail(QStringLiteral("not valid XML (line %1: %2)")
                         .arg(m_xml.lineNumber())
                         .arg(m_xml.errorString()));
        return t;
    }

private:
    QString where() const { return QStringLiteral("line %1").arg(m_xml.lineNumber()); }

    QString text(const char *name) const
    {
        return m_xml.attributes().value(QLatin1StringView(name)).toString();
    }

    int integer(const char *name, int fallback) const
    {
        const QStringView value = m_xml.attributes().value(QLatin1StringView(name));
        if (value.isNull())
            return fallback;
        bool ok = false;
        const int v = value.toInt(&ok);
        if (!ok || v < 0)
            fail(QStringLiteral("%1: %2=\"%3\" is not a whole number >= 0")
                         .arg(where(), QLatin1StringView(name), value.left(40)));
        return v;
    }

    double number(const char *name) const
    {
        const QStringView value = m_xml.attributes().value(QLatin1StringView(name));
        if (value.isNull())
            return 0.0;
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!ok)
            fail(QStringLiteral("%1: %2=\"%3\" is not a number")
                         .arg(where(), QLatin1StringView(name), value.left(40)));
        return checkedNumber(v, where());
    }

    QList<TiledSourceProperty> properties()
    {
        QList<TiledSourceProperty> out;
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == u"property") {
                TiledSourceProperty p{text("name"), text("type"), text("value")};
                if (p.type.isEmpty())
                    p.type = QStringLiteral("string");
                if (!m_xml.attributes().hasAttribute(QStringLiteral("value")))
                    p.value = m_xml.readElementText(QXmlStreamReader::SkipChildElements);
                else
                    m_xml.skipCurrentElement();
                out.append(p);
            } else {
                m_xml.skipCurrentElement();
            }
        }
        return out;
    }

    QList<collision::Vec2> points(QStringView list) const
    {
        QList<collision::Vec2> out;
        for (const QStringView pair : list.split(u' ', Qt::SkipEmptyParts)) {
            if (out.size() >= maxTiledPointsPerObject)
                fail(QStringLiteral("%1: more than %2 points")
                             .arg(where())
                             .arg(maxTiledPointsPerObject));
            const qsizetype comma = pair.indexOf(u',');
            bool okX = false;
            bool okY = false;
            const double x = comma < 0 ? 0.0 : pair.left(comma).toDouble(&okX);
            const double y = comma < 0 ? 0.0 : pair.mid(comma + 1).toDouble(&okY);
            if (!okX || !okY)
                fail(QStringLiteral("%1: the point \"%2\" is not x,y").arg(where(), pair.left(40)));
            out.append({checkedNumber(x, where()), checkedNumber(y, where())});
        }
        return out;
    }

    TiledSourceObject object()
    {
        TiledSourceObject o;
        o.id = integer("id", 0);
        o.name = text("name");
        o.type = m_xml.attributes().hasAttribute(QStringLiteral("class")) ? text("class")
                                                                          : text("type");
        o.x = number("x");
        o.y = number("y");
        o.width = number("width");
        o.height = number("height");
        o.rotation = number("rotation");
        if (m_xml.attributes().hasAttribute(QStringLiteral("gid")))
            o.kind = TiledSourceObject::Kind::Tile;
        while (m_xml.readNextStartElement()) {
            const QStringView name = m_xml.name();
            if (name == u"ellipse") {
                o.kind = TiledSourceObject::Kind::Ellipse;
            } else if (name == u"point") {
                o.kind = TiledSourceObject::Kind::Point;
            } else if (name == u"text") {
                o.kind = TiledSourceObject::Kind::Text;
            } else if (name == u"polygon" || name == u"polyline") {
                o.kind = name == u"polygon" ? TiledSourceObject::Kind::Polygon
                                            : TiledSourceObject::Kind::Polyline;
                o.points = points(m_xml.attributes().value(QLatin1StringView("points")));
            } else if (name == u"properties") {
                o.properties = properties();
                continue;
            }
            m_xml.skipCurrentElement();
        }
        return o;
    }

    TiledSourceTile tile()
    {
        TiledSourceTile tile;
        tile.id = integer("id", 0);
        tile.type = m_xml.attributes().hasAttribute(QStringLiteral("class")) ? text("class")
                                                                             : text("type");
        while (m_xml.readNextStartElement()) {
            const QStringView name = m_xml.name();
            if (name == u"image") {
                tile.imagePath = resolved(m_folder, text("source"));
                tile.imageSize = {integer("width", 0), integer("height", 0)};
                m_xml.skipCurrentElement();
            } else if (name == u"properties") {
                tile.properties = properties();
            } else if (name == u"objectgroup") {
                while (m_xml.readNextStartElement()) {
                    if (m_xml.name() != u"object") {
                        m_xml.skipCurrentElement();
                        continue;
                    }
                    if (tile.objects.size() >= maxTiledObjectsPerTile)
                        fail(QStringLiteral("tile %1: more than %2 objects")
                                     .arg(tile.id)
                                     .arg(maxTiledObjectsPerTile));
                    tile.objects.append(object());
                }
            } else if (name == u"animation") {
                while (m_xml.readNextStartElement()) {
                    if (m_xml.name() == u"frame") {
                        if (tile.animation.size() >= maxFramesPerSprite)
                            fail(QStringLiteral("tile %1: an animation of more than %2 frames")
                                         .arg(tile.id)
                                         .arg(maxFramesPerSprite));
                        tile.animation.append({integer("tileid", 0), integer("duration", 0)});
                    }
                    m_xml.skipCurrentElement();
                }
            } else {
                m_xml.skipCurrentElement();
            }
        }
        return tile;
    }

    QXmlStreamReader m_xml;
    QString m_folder;
};

// ---- TSJ ----------------------------------------------------------------------------

QList<TiledSourceProperty> jsonProperties(const JsonReader &r)
{
    QList<TiledSourceProperty> out;
    if (r.isMissing())
        return out;
    const qsizetype n = r.array().size();
    for (qsizetype i = 0; i < n; ++i) {
        const JsonReader p = r.at(i);
        const QJsonValue value = p.field("value").value();
        TiledSourceProperty property{p.field("name").string(),
                                     p.optionalField("type").stringOr(QStringLiteral("string")),
                                     {}};
        property.value
                = value.isBool()     ? QString::fromLatin1(value.toBool() ? "true" : "false")
                  : value.isDouble() ? QString::number(value.toDouble(), 'g', 17)
                  : value.isString()
                          ? value.toString()
                          : QString::fromUtf8(
                                  QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
        out.append(property);
    }
    return out;
}

QString jsonType(const JsonReader &r)
{
    const JsonReader cls = r.optionalField("class");
    return cls.isMissing() ? r.optionalField("type").stringOr({}) : cls.string();
}

TiledSourceObject jsonObject(const JsonReader &r)
{
    TiledSourceObject o;
    o.id = r.optionalField("id").integerOr(0, 0, std::numeric_limits<int>::max());
    o.name = r.optionalField("name").stringOr({});
    o.type = jsonType(r);
    const auto number = [&](const char *key) {
        const JsonReader v = r.optionalField(key);
        return v.isMissing() ? 0.0 : v.coordinate();
    };
    o.x = number("x");
    o.y = number("y");
    o.width = number("width");
    o.height = number("height");
    o.rotation = number("rotation");
    if (!r.optionalField("gid").isMissing())
        o.kind = TiledSourceObject::Kind::Tile;
    if (r.optionalField("ellipse").booleanOr(false))
        o.kind = TiledSourceObject::Kind::Ellipse;
    if (r.optionalField("point").booleanOr(false))
        o.kind = TiledSourceObject::Kind::Point;
    if (!r.optionalField("text").isMissing())
        o.kind = TiledSourceObject::Kind::Text;
    for (const char *key : {"polygon", "polyline"}) {
        const JsonReader list = r.optionalField(key);
        if (list.isMissing())
            continue;
        o.kind = qstrcmp(key, "polygon") == 0 ? TiledSourceObject::Kind::Polygon
                                              : TiledSourceObject::Kind::Polyline;
        const qsizetype n = list.array().size();
        if (n > maxTiledPointsPerObject)
            list.fail(QStringLiteral("more than %1 points").arg(maxTiledPointsPerObject));
        for (qsizetype i = 0; i < n; ++i) {
            const JsonReader p = list.at(i);
            o.points.append({p.field("x").coordinate(), p.field("y").coordinate()});
        }
    }
    o.properties = jsonProperties(r.optionalField("properties"));
    return o;
}

TiledSourceTile jsonTile(const JsonReader &r, const QString &folder)
{
    TiledSourceTile tile;
    tile.id = r.field("id").integerOr(0, 0, std::numeric_limits<int>::max());
    tile.type = jsonType(r);
    tile.imagePath = resolved(folder, r.optionalField("image").stringOr({}));
    tile.imageSize
            = {r.optionalField("imagewidth").integerOr(0, 0, std::numeric_limits<int>::max()),
               r.optionalField("imageheight").integerOr(0, 0, std::numeric_limits<int>::max())};
    tile.properties = jsonProperties(r.optionalField("properties"));
    if (const JsonReader group = r.optionalField("objectgroup"); !group.isMissing()) {
        const JsonReader objects = group.optionalField("objects");
        const qsizetype n = objects.isMissing() ? 0 : objects.array().size();
        if (n > maxTiledObjectsPerTile)
            objects.fail(QStringLiteral("more than %1 objects").arg(maxTiledObjectsPerTile));
        for (qsizetype i = 0; i < n; ++i)
            tile.objects.append(jsonObject(objects.at(i)));
    }
    if (const JsonReader steps = r.optionalField("animation"); !steps.isMissing()) {
        const qsizetype n = steps.array().size();
        if (n > maxFramesPerSprite)
            steps.fail(QStringLiteral("more than %1 frames").arg(maxFramesPerSprite));
        for (qsizetype i = 0; i < n; ++i) {
            const JsonReader step = steps.at(i);
            tile.animation.append(
                    {step.field("tileid").integerOr(0, 0, std::numeric_limits<int>::max()),
                     step.field("duration").integerOr(0, 0, std::numeric_limits<int>::max())});
        }
    }
    return tile;
}

TiledSource readTsj(const QByteArray &bytes, const QString &folder)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(bytes, parseError.offset);
        fail(QStringLiteral("not valid JSON (line %1, column %2: %3)")
                     .arg(line)
                     .arg(column)
                     .arg(parseError.errorString()));
    }
    try {
        const JsonReader r(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue());
        if (r.optionalField("type").stringOr({}) != QLatin1String("tileset"))
            fail(QStringLiteral("not a Tiled tileset (no \"type\": \"tileset\")"));
        TiledSource t;
        constexpr int big = std::numeric_limits<int>::max();
        t.name = r.optionalField("name").stringOr({});
        t.tileSize = {r.field("tilewidth").integerOr(0, 0, big),
                      r.field("tileheight").integerOr(0, 0, big)};
        t.tileCount = r.optionalField("tilecount").integerOr(0, 0, big);
        t.columns = r.optionalField("columns").integerOr(0, 0, big);
        t.margin = r.optionalField("margin").integerOr(0, 0, big);
        t.spacing = r.optionalField("spacing").integerOr(0, 0, big);
        checkCounts(t);
        t.imagePath = resolved(folder, r.optionalField("image").stringOr({}));
        t.imageSize = {r.optionalField("imagewidth").integerOr(0, 0, big),
                       r.optionalField("imageheight").integerOr(0, 0, big)};
        t.properties = jsonProperties(r.optionalField("properties"));
        if (const JsonReader tiles = r.optionalField("tiles"); !tiles.isMissing()) {
            const qsizetype n = tiles.array().size();
            if (n > maxFramesPerSprite)
                tiles.fail(QStringLiteral("more than %1 tiles").arg(maxFramesPerSprite));
            for (qsizetype i = 0; i < n; ++i)
                t.tiles.append(jsonTile(tiles.at(i), folder));
        }
        return t;
    } catch (const JsonError &e) {
        fail(e.message);
    }
}

bool startsWithXml(const QByteArray &head)
{
    return head.trimmed().startsWith('<');
}

} // namespace

bool looksLikeTiledTileset(const QByteArray &head)
{
    if (startsWithXml(head))
        return head.left(4096).contains("<tileset");
    // Tiled writes its keys sorted, so "type": "tileset" comes last, after the tiles; the
    // tile size comes before them. Atlas JSON (TexturePacker, Aseprite) has neither key.
    return head.trimmed().startsWith('{')
           && (head.contains("\"tileheight\"") || head.contains("\"tilecount\""));
}

std::optional<TiledSource> readTiledTileset(const QString &path, QString *error)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QString shown = QDir::toNativeSeparators(absolute);
    const LocalFileBytes file
            = readLocalFile(absolute, maxTilesetBytes, QStringLiteral("a Tiled tileset"));
    if (!file.ok()) {
        *error = shown + QStringLiteral(": ") + file.problem;
        return std::nullopt;
    }
    const QString folder = QFileInfo(absolute).absolutePath();
    try {
        TiledSource t = startsWithXml(file.bytes) ? TsxReader(file.bytes, folder).read()
                                                  : readTsj(file.bytes, folder);
        t.path = absolute;
        return t;
    } catch (const ReadError &e) {
        *error = shown + QStringLiteral(": ") + e.message;
    }
    return std::nullopt;
}

} // namespace hitbox::model
