#include "shapesjson.h"

#include <QJsonDocument>

#include <new>

namespace hitbox::model {
namespace {

constexpr char clipboardFormat[] = "hitbox-shapes";

PolygonShape readPolygon(const JsonReader &r)
{
    r.object();
    PolygonShape shape;
    shape.name = r.optionalField("name").stringOr(QString());
    shape.role = r.optionalField("role").stringOr(QString());
    const JsonReader points = r.field("points");
    const QJsonArray list = points.array();
    shape.polygon.points.reserve(list.size());
    for (qsizetype i = 0; i < list.size(); ++i)
        shape.polygon.points.push_back(readPoint(points.at(i)));
    return shape;
}

} // namespace

collision::Vec2 readPoint(const JsonReader &r)
{
    const QJsonArray a = r.array();
    if (a.size() != 2)
        r.fail(QStringLiteral("expected a point [x, y], found %1 values").arg(a.size()));
    return {r.at(0).coordinate(), r.at(1).coordinate()};
}

QJsonArray pointToJson(collision::Vec2 p)
{
    return QJsonArray{p.x, p.y};
}

void readShapes(const JsonReader &r, Sprite &s)
{
    if (const JsonReader box = r.optionalField("box"); !box.isMissing()) {
        box.object();
        s.box = collision::Rect{box.field("x").coordinate(),
                                box.field("y").coordinate(),
                                box.field("w").nonNegative(),
                                box.field("h").nonNegative()};
    }
    if (const JsonReader circle = r.optionalField("circle"); !circle.isMissing()) {
        circle.object();
        s.circle = collision::Circle{readPoint(circle.field("center")),
                                     circle.field("radius").nonNegative()};
    }
    if (const JsonReader polygons = r.optionalField("polygons"); !polygons.isMissing()) {
        const QJsonArray list = polygons.array();
        for (qsizetype i = 0; i < list.size(); ++i)
            s.polygons.append(readPolygon(polygons.at(i)));
    }
}

void writeShapes(const Sprite &s, QJsonObject &o)
{
    if (s.box) {
        o[QStringLiteral("box")] = QJsonObject{{QStringLiteral("x"), s.box->x},
                                               {QStringLiteral("y"), s.box->y},
                                               {QStringLiteral("w"), s.box->w},
                                               {QStringLiteral("h"), s.box->h}};
    }
    if (s.circle) {
        o[QStringLiteral("circle")]
                = QJsonObject{{QStringLiteral("center"), pointToJson(s.circle->center)},
                              {QStringLiteral("radius"), s.circle->radius}};
    }
    QJsonArray polygons;
    for (const PolygonShape &shape : s.polygons) {
        QJsonArray points;
        for (const collision::Vec2 p : shape.polygon.points)
            points.append(pointToJson(p));
        QJsonObject po{{QStringLiteral("points"), points}};
        if (!shape.name.isEmpty())
            po[QStringLiteral("name")] = shape.name;
        if (!shape.role.isEmpty())
            po[QStringLiteral("role")] = shape.role;
        polygons.append(po);
    }
    o[QStringLiteral("polygons")] = polygons;
}

QByteArray serializeShapes(const Sprite &shapes)
{
    QJsonObject o{{QStringLiteral("format"), QLatin1String(clipboardFormat)},
                  {QStringLiteral("version"), 1}};
    writeShapes(shapes, o);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

namespace {

std::optional<Sprite> parseShapesOrThrow(const QByteArray &bytes, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("the clipboard does not hold shapes");
        return std::nullopt;
    }
    try {
        const JsonReader root(doc.object());
        const JsonReader format = root.optionalField("format");
        if (format.isMissing() || format.value().toString() != QLatin1String(clipboardFormat))
            root.fail(QStringLiteral("the clipboard does not hold shapes"));
        Sprite shapes;
        readShapes(root, shapes);
        return shapes;
    } catch (const JsonError &e) {
        *error = e.message;
        return std::nullopt;
    }
}

} // namespace

std::optional<Sprite> parseShapes(const QByteArray &bytes, QString *error)
{
    if (bytes.size() > maxShapesBytes) {
        *error = QStringLiteral("the clipboard holds more than %1 MB, too much for shapes")
                         .arg(maxShapesBytes >> 20);
        return std::nullopt;
    }
    try {
        return parseShapesOrThrow(bytes, error);
    } catch (const std::bad_alloc &) {
        *error = QStringLiteral("not enough memory to read the clipboard");
        return std::nullopt;
    }
}

} // namespace hitbox::model
