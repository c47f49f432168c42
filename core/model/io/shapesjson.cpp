#include "model/io/shapesjson.h"

#include "model/document/roles.h"
#include "model/io/propertiesjson.h"

#include <QJsonDocument>

#include <new>

namespace hitbox::model {
namespace {

constexpr char clipboardFormat[] = "hitbox-shapes";

collision::Polygon readPoints(const JsonReader &points)
{
    collision::Polygon polygon;
    const QJsonArray list = points.array();
    polygon.points.reserve(list.size());
    for (qsizetype i = 0; i < list.size(); ++i)
        polygon.points.push_back(readPoint(points.at(i)));
    return polygon;
}

QList<collision::Polygon> readHoles(const JsonReader &holes)
{
    QList<collision::Polygon> out;
    const QJsonArray list = holes.array();
    if (list.size() > maxHolesPerShape)
        holes.fail(QStringLiteral("more than %1 holes").arg(maxHolesPerShape));
    out.reserve(list.size());
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonReader hole = holes.at(i);
        out.append(readPoints(hole));
        if (out.last().points.size() < 3)
            hole.fail(QStringLiteral("expected a hole of at least 3 points, found %1")
                              .arg(out.last().points.size()));
    }
    return out;
}

QJsonArray pointsToJson(const collision::Polygon &polygon)
{
    QJsonArray points;
    for (const collision::Vec2 p : polygon.points)
        points.append(pointToJson(p));
    return points;
}

collision::Rect readBox(const JsonReader &r)
{
    return collision::Rect{r.field("x").coordinate(),
                           r.field("y").coordinate(),
                           r.field("w").nonNegative(),
                           r.field("h").nonNegative()};
}

collision::Circle readCircle(const JsonReader &r)
{
    return collision::Circle{readPoint(r.field("center")), r.field("radius").nonNegative()};
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

Shape readShape(const JsonReader &r)
{
    r.object();
    Shape s;
    const JsonReader type = r.field("type");
    const QString kind = type.string();
    if (kind == shapeKindName(ShapeKind::Box)) {
        s.kind = ShapeKind::Box;
        s.box = readBox(r);
    } else if (kind == shapeKindName(ShapeKind::Circle)) {
        s.kind = ShapeKind::Circle;
        s.circle = readCircle(r);
    } else if (kind == shapeKindName(ShapeKind::Polygon)) {
        s.kind = ShapeKind::Polygon;
        s.polygon = readPoints(r.field("points"));
        if (const JsonReader holes = r.optionalField("holes"); !holes.isMissing())
            s.holes = readHoles(holes);
        if (const JsonReader traced = r.optionalField("tracedThreshold"); !traced.isMissing())
            s.tracedThreshold = traced.integerOr(defaultThreshold, 0, 255);
    } else {
        type.fail(QStringLiteral("expected \"box\", \"circle\" or \"polygon\", found \"%1\"")
                          .arg(kind.left(40)));
    }
    s.name = r.optionalField("name").stringOr(QString());
    s.role = r.optionalField("role").stringOr(defaultRoleName());
    s.sensor = r.optionalField("sensor").booleanOr(false);
    s.fromSource = r.optionalField("fromSource").booleanOr(false);
    s.properties = readOptionalProperties(r);
    return s;
}

QJsonObject shapeToJson(const Shape &s)
{
    QJsonObject o{{QStringLiteral("type"), shapeKindName(s.kind)},
                  {QStringLiteral("role"), s.role}};
    if (!s.name.isEmpty())
        o[QStringLiteral("name")] = s.name;
    if (s.sensor)
        o[QStringLiteral("sensor")] = true;
    if (s.fromSource)
        o[QStringLiteral("fromSource")] = true;
    writeOptionalProperties(s.properties, o);
    switch (s.kind) {
    case ShapeKind::Box:
        o[QStringLiteral("x")] = s.box.x;
        o[QStringLiteral("y")] = s.box.y;
        o[QStringLiteral("w")] = s.box.w;
        o[QStringLiteral("h")] = s.box.h;
        break;
    case ShapeKind::Circle:
        o[QStringLiteral("center")] = pointToJson(s.circle.center);
        o[QStringLiteral("radius")] = s.circle.radius;
        break;
    case ShapeKind::Polygon:
        o[QStringLiteral("points")] = pointsToJson(s.polygon);
        if (!s.holes.isEmpty()) {
            QJsonArray holes;
            for (const collision::Polygon &hole : s.holes)
                holes.append(pointsToJson(hole));
            o[QStringLiteral("holes")] = holes;
        }
        if (s.tracedThreshold)
            o[QStringLiteral("tracedThreshold")] = *s.tracedThreshold;
        break;
    }
    return o;
}

QList<Shape> readShapeList(const JsonReader &array)
{
    QList<Shape> shapes;
    const QJsonArray list = array.array();
    for (qsizetype i = 0; i < list.size(); ++i)
        shapes.append(readShape(array.at(i)));
    return shapes;
}

QJsonArray shapeListToJson(const QList<Shape> &shapes)
{
    QJsonArray out;
    for (const Shape &s : shapes)
        out.append(shapeToJson(s));
    return out;
}

QList<Shape> readVersion1Shapes(const JsonReader &r)
{
    QList<Shape> shapes;
    if (const JsonReader box = r.optionalField("box"); !box.isMissing()) {
        box.object();
        shapes.append(Shape::makeBox(readBox(box), defaultRoleName()));
    }
    if (const JsonReader circle = r.optionalField("circle"); !circle.isMissing()) {
        circle.object();
        shapes.append(Shape::makeCircle(readCircle(circle), defaultRoleName()));
    }
    if (const JsonReader polygons = r.optionalField("polygons"); !polygons.isMissing()) {
        const QJsonArray list = polygons.array();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const JsonReader p = polygons.at(i);
            p.object();
            QString role = p.optionalField("role").stringOr(QString());
            if (role.isEmpty())
                role = defaultRoleName();
            shapes.append(Shape::makePolygon(readPoints(p.field("points")),
                                             role,
                                             p.optionalField("name").stringOr(QString())));
        }
    }
    return shapes;
}

QByteArray serializeShapes(const QList<Shape> &shapes)
{
    const QJsonObject o{{QStringLiteral("format"), QLatin1String(clipboardFormat)},
                        {QStringLiteral("version"), 2},
                        {QStringLiteral("shapes"), shapeListToJson(shapes)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

namespace {

std::optional<QList<Shape>> parseShapesOrThrow(const QByteArray &bytes, QString *error)
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
        if (const JsonReader shapes = root.optionalField("shapes"); !shapes.isMissing())
            return readShapeList(shapes);
        return readVersion1Shapes(root);
    } catch (const JsonError &e) {
        *error = e.message;
        return std::nullopt;
    }
}

} // namespace

std::optional<QList<Shape>> parseShapes(const QByteArray &bytes, QString *error)
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
