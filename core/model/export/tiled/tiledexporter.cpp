#include "model/export/tiled/tiledexporter.h"

#include "model/export/exportframes.h"
#include "model/export/tiled/tiledtileset.h"

#include "model/io/jsonwriter.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QXmlStreamWriter>

namespace hitbox::model {

namespace {

// What Tiled writes itself; 1.8 is the oldest reader the files are checked against.
const QString tiledFormatVersion = QStringLiteral("1.8");
const QString tiledVersion = QStringLiteral("1.8.2");

QString number(double value)
{
    return QString::fromLatin1(jsonNumber(value));
}

QString pointsText(const QList<collision::Vec2> &points)
{
    QStringList parts;
    for (const collision::Vec2 &p : points)
        parts << number(p.x) + QLatin1Char(',') + number(p.y);
    return parts.join(QLatin1Char(' '));
}

void writeProperties(QXmlStreamWriter &xml, const QList<TiledProperty> &properties)
{
    if (properties.isEmpty())
        return;
    xml.writeStartElement(QStringLiteral("properties"));
    for (const TiledProperty &p : properties) {
        xml.writeEmptyElement(QStringLiteral("property"));
        xml.writeAttribute(QStringLiteral("name"), p.name);
        if (p.type != QLatin1String("string"))
            xml.writeAttribute(QStringLiteral("type"), p.type);
        xml.writeAttribute(QStringLiteral("value"), p.value);
    }
    xml.writeEndElement();
}

void writeImage(QXmlStreamWriter &xml, const QString &source, QSize size)
{
    xml.writeEmptyElement(QStringLiteral("image"));
    xml.writeAttribute(QStringLiteral("source"), source);
    xml.writeAttribute(QStringLiteral("width"), QString::number(size.width()));
    xml.writeAttribute(QStringLiteral("height"), QString::number(size.height()));
}

void writeObject(QXmlStreamWriter &xml, const TiledObject &o)
{
    xml.writeStartElement(QStringLiteral("object"));
    xml.writeAttribute(QStringLiteral("id"), QString::number(o.id));
    if (!o.name.isEmpty())
        xml.writeAttribute(QStringLiteral("name"), o.name);
    if (!o.type.isEmpty())
        xml.writeAttribute(QStringLiteral("type"), o.type);
    xml.writeAttribute(QStringLiteral("x"), number(o.x));
    xml.writeAttribute(QStringLiteral("y"), number(o.y));
    if (o.kind != TiledObject::Kind::Polygon) {
        xml.writeAttribute(QStringLiteral("width"), number(o.width));
        xml.writeAttribute(QStringLiteral("height"), number(o.height));
    }
    writeProperties(xml, o.properties);
    if (o.kind == TiledObject::Kind::Ellipse) {
        xml.writeEmptyElement(QStringLiteral("ellipse"));
    } else if (o.kind == TiledObject::Kind::Polygon) {
        xml.writeEmptyElement(QStringLiteral("polygon"));
        xml.writeAttribute(QStringLiteral("points"), pointsText(o.points));
    }
    xml.writeEndElement();
}

QByteArray tsxText(const TiledTileset &t)
{
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(1);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("tileset"));
    xml.writeAttribute(QStringLiteral("version"), tiledFormatVersion);
    xml.writeAttribute(QStringLiteral("tiledversion"), tiledVersion);
    xml.writeAttribute(QStringLiteral("name"), t.name);
    xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(t.tileSize.width()));
    xml.writeAttribute(QStringLiteral("tileheight"), QString::number(t.tileSize.height()));
    if (t.spacing != 0)
        xml.writeAttribute(QStringLiteral("spacing"), QString::number(t.spacing));
    if (t.margin != 0)
        xml.writeAttribute(QStringLiteral("margin"), QString::number(t.margin));
    xml.writeAttribute(QStringLiteral("tilecount"), QString::number(t.tileCount));
    xml.writeAttribute(QStringLiteral("columns"), QString::number(t.columns));
    if (t.imageSource.isEmpty()) {
        xml.writeEmptyElement(QStringLiteral("grid"));
        xml.writeAttribute(QStringLiteral("orientation"), QStringLiteral("orthogonal"));
        xml.writeAttribute(QStringLiteral("width"), QStringLiteral("1"));
        xml.writeAttribute(QStringLiteral("height"), QStringLiteral("1"));
    }
    writeProperties(xml, t.properties);
    if (!t.imageSource.isEmpty())
        writeImage(xml, t.imageSource, t.imageSize);
    for (const TiledTile &tile : t.tiles) {
        xml.writeStartElement(QStringLiteral("tile"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(tile.id));
        writeProperties(xml, tile.properties);
        if (!tile.imageSource.isEmpty())
            writeImage(xml, tile.imageSource, tile.imageSize);
        if (!tile.objects.isEmpty()) {
            xml.writeStartElement(QStringLiteral("objectgroup"));
            xml.writeAttribute(QStringLiteral("draworder"), QStringLiteral("index"));
            for (const TiledObject &o : tile.objects)
                writeObject(xml, o);
            xml.writeEndElement();
        }
        if (!tile.animation.isEmpty()) {
            xml.writeStartElement(QStringLiteral("animation"));
            for (const TiledAnimationFrame &f : tile.animation) {
                xml.writeEmptyElement(QStringLiteral("frame"));
                xml.writeAttribute(QStringLiteral("tileid"), QString::number(f.tileId));
                xml.writeAttribute(QStringLiteral("duration"), QString::number(f.durationMs));
            }
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return bytes;
}

QJsonArray propertiesJson(const QList<TiledProperty> &properties)
{
    QJsonArray out;
    for (const TiledProperty &p : properties) {
        QJsonValue value = p.value;
        if (p.type == QLatin1String("bool"))
            value = p.value == QLatin1String("true");
        else if (p.type == QLatin1String("float"))
            value = p.value.toDouble();
        else if (p.type == QLatin1String("int"))
            value = p.value.toInt();
        out.append(QJsonObject{{QStringLiteral("name"), p.name},
                               {QStringLiteral("type"), p.type},
                               {QStringLiteral("value"), value}});
    }
    return out;
}

QJsonObject objectJson(const TiledObject &o)
{
    QJsonObject j{{QStringLiteral("id"), o.id},
                  {QStringLiteral("name"), o.name},
                  {QStringLiteral("type"), o.type},
                  {QStringLiteral("x"), o.x},
                  {QStringLiteral("y"), o.y},
                  {QStringLiteral("width"), o.width},
                  {QStringLiteral("height"), o.height},
                  {QStringLiteral("rotation"), 0},
                  {QStringLiteral("visible"), true}};
    if (o.kind == TiledObject::Kind::Ellipse)
        j.insert(QStringLiteral("ellipse"), true);
    if (o.kind == TiledObject::Kind::Polygon) {
        QJsonArray points;
        for (const collision::Vec2 &p : o.points)
            points.append(QJsonObject{{QStringLiteral("x"), p.x}, {QStringLiteral("y"), p.y}});
        j.insert(QStringLiteral("polygon"), points);
    }
    if (!o.properties.isEmpty())
        j.insert(QStringLiteral("properties"), propertiesJson(o.properties));
    return j;
}

QByteArray tsjText(const TiledTileset &t)
{
    QJsonObject j{{QStringLiteral("type"), QStringLiteral("tileset")},
                  {QStringLiteral("version"), tiledFormatVersion},
                  {QStringLiteral("tiledversion"), tiledVersion},
                  {QStringLiteral("name"), t.name},
                  {QStringLiteral("tilewidth"), t.tileSize.width()},
                  {QStringLiteral("tileheight"), t.tileSize.height()},
                  {QStringLiteral("tilecount"), t.tileCount},
                  {QStringLiteral("columns"), t.columns},
                  {QStringLiteral("margin"), t.margin},
                  {QStringLiteral("spacing"), t.spacing}};
    if (t.imageSource.isEmpty()) {
        j.insert(QStringLiteral("grid"),
                 QJsonObject{{QStringLiteral("orientation"), QStringLiteral("orthogonal")},
                             {QStringLiteral("width"), 1},
                             {QStringLiteral("height"), 1}});
    } else {
        j.insert(QStringLiteral("image"), t.imageSource);
        j.insert(QStringLiteral("imagewidth"), t.imageSize.width());
        j.insert(QStringLiteral("imageheight"), t.imageSize.height());
    }
    if (!t.properties.isEmpty())
        j.insert(QStringLiteral("properties"), propertiesJson(t.properties));
    QJsonArray tiles;
    for (const TiledTile &tile : t.tiles) {
        QJsonObject tj{{QStringLiteral("id"), tile.id}};
        if (!tile.properties.isEmpty())
            tj.insert(QStringLiteral("properties"), propertiesJson(tile.properties));
        if (!tile.imageSource.isEmpty()) {
            tj.insert(QStringLiteral("image"), tile.imageSource);
            tj.insert(QStringLiteral("imagewidth"), tile.imageSize.width());
            tj.insert(QStringLiteral("imageheight"), tile.imageSize.height());
        }
        if (!tile.objects.isEmpty()) {
            QJsonArray objects;
            for (const TiledObject &o : tile.objects)
                objects.append(objectJson(o));
            tj.insert(QStringLiteral("objectgroup"),
                      QJsonObject{{QStringLiteral("type"), QStringLiteral("objectgroup")},
                                  {QStringLiteral("draworder"), QStringLiteral("index")},
                                  {QStringLiteral("name"), QString()},
                                  {QStringLiteral("opacity"), 1},
                                  {QStringLiteral("visible"), true},
                                  {QStringLiteral("x"), 0},
                                  {QStringLiteral("y"), 0},
                                  {QStringLiteral("objects"), objects}});
        }
        if (!tile.animation.isEmpty()) {
            QJsonArray frames;
            for (const TiledAnimationFrame &f : tile.animation)
                frames.append(QJsonObject{{QStringLiteral("tileid"), f.tileId},
                                          {QStringLiteral("duration"), f.durationMs}});
            tj.insert(QStringLiteral("animation"), frames);
        }
        tiles.append(tj);
    }
    if (!tiles.isEmpty())
        j.insert(QStringLiteral("tiles"), tiles);
    return writeDocumentJson(j);
}

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

QString exportFileBaseName(const QString &name)
{
    QString out;
    for (const QChar c : name) {
        const bool keep = c.isLetterOrNumber() || c == QLatin1Char(' ') || c == QLatin1Char('-')
                          || c == QLatin1Char('_') || c == QLatin1Char('.');
        out += keep ? c : QLatin1Char('_');
    }
    out = out.trimmed().left(100);
    if (out.startsWith(QLatin1Char('.')))
        out[0] = QLatin1Char('_');
    return out.isEmpty() ? QStringLiteral("sprite") : out;
}

TiledExporter::TiledExporter(ExportFormat format)
    : m_format(format)
{}

QString TiledExporter::displayName() const
{
    return m_format == ExportFormat::TiledJson ? QStringLiteral("Tiled JSON tileset (*.tsj)")
                                               : QStringLiteral("Tiled tileset (*.tsx)");
}

QString TiledExporter::fileSuffix() const
{
    return m_format == ExportFormat::TiledJson ? QStringLiteral("tsj") : QStringLiteral("tsx");
}

ExportPlan TiledExporter::plan(const ExportSource &source, const ExportOptions &options) const
{
    ExportPlan plan;
    const QList<ExportSprite> sprites = exportSprites(source, options, &plan.problems);
    QSet<QString> takenBases; // lower-case: file systems may ignore case
    for (const ExportSprite &sprite : sprites) {
        const QString base = exportFileBaseName(sprite.name);
        QString unique = base;
        for (int n = 2; takenBases.contains(unique.toLower()); ++n)
            unique = QStringLiteral("%1_%2").arg(base).arg(n);
        takenBases.insert(unique.toLower());

        const TiledTileset tileset
                = tiledTileset(sprite, options, unique, source.outputPath, &plan.problems);
        plan.shapeCount += tileset.shapeCount;
        plan.pieceCount += tileset.pieceCount;
        const QString fileName = unique + QLatin1Char('.') + fileSuffix();
        plan.files.append(
                {fileName,
                 m_format == ExportFormat::TiledJson ? tsjText(tileset) : tsxText(tileset)});
        for (const TiledImageFile &image : tileset.images)
            plan.files.append({image.relativePath, pngBytes(image.image)});
    }
    if (!plan.ok())
        plan.files.clear();
    return plan;
}

} // namespace hitbox::model
