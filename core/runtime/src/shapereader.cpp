// Shapes, points and colours of a document (readparts.h), in the editor's words
// (core/model/shapesjson.cpp and projectformat.cpp).

#include "readparts.h"

#include <cctype>
#include <string>

namespace hitbox::runtime::detail {

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    const int lower = std::tolower(static_cast<unsigned char>(c));
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
}

ColorKey readHexColor(const JsonCursor &r)
{
    const std::string text = r.string();
    const std::size_t digits = text.size() - 1;
    bool ok = !text.empty() && text[0] == '#' && (digits == 3 || digits == 6);
    int v[6] = {};
    for (std::size_t i = 0; ok && i < digits; ++i) {
        v[i] = hexDigit(text[i + 1]);
        ok = v[i] >= 0;
    }
    if (!ok)
        r.fail("expected a colour like \"#ff00ff\", found \"" + text.substr(0, 40) + "\"");
    ColorKey key;
    const auto channel = [&](int i) {
        return digits == 3 ? std::uint8_t(v[i] * 17) : std::uint8_t(v[2 * i] * 16 + v[2 * i + 1]);
    };
    key.red = channel(0);
    key.green = channel(1);
    key.blue = channel(2);
    return key;
}

std::optional<ColorKey> readColorKey(const JsonCursor &r)
{
    if (r.isMissing())
        return std::nullopt;
    ColorKey key = readHexColor(r.field("color"));
    key.tolerance = r.optionalField("tolerance").integerOr(0, 0, 255);
    return key;
}

collision::Vec2 readPoint(const JsonCursor &r)
{
    if (r.size() != 2)
        r.fail("expected a point [x, y], found " + std::to_string(r.size()) + " values");
    return {r.at(0).coordinate(), r.at(1).coordinate()};
}

namespace {

collision::Polygon readPoints(const JsonCursor &r)
{
    collision::Polygon polygon;
    const std::size_t n = r.size();
    polygon.points.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        polygon.points.push_back(readPoint(r.at(i)));
    return polygon;
}

std::vector<collision::Polygon> readHoles(const JsonCursor &r)
{
    const std::size_t n = r.size();
    if (n > std::size_t(maxHolesPerShape))
        r.fail("more than " + std::to_string(maxHolesPerShape) + " holes");
    std::vector<collision::Polygon> holes;
    holes.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const JsonCursor hole = r.at(i);
        holes.push_back(readPoints(hole));
        if (holes.back().points.size() < 3) {
            hole.fail("expected a hole of at least 3 points, found "
                      + std::to_string(holes.back().points.size()));
        }
    }
    return holes;
}

collision::Rect readBox(const JsonCursor &r)
{
    return {r.field("x").coordinate(),
            r.field("y").coordinate(),
            r.field("w").nonNegative(),
            r.field("h").nonNegative()};
}

collision::Circle readCircle(const JsonCursor &r)
{
    return {readPoint(r.field("center")), r.field("radius").nonNegative()};
}

} // namespace

Shape readShape(const JsonCursor &r)
{
    r.object();
    Shape s;
    const JsonCursor type = r.field("type");
    const std::string kind = type.string();
    if (kind == "box") {
        s.kind = ShapeKind::Box;
        s.box = readBox(r);
    } else if (kind == "circle") {
        s.kind = ShapeKind::Circle;
        s.circle = readCircle(r);
    } else if (kind == "polygon") {
        s.kind = ShapeKind::Polygon;
        s.polygon = readPoints(r.field("points"));
        if (const JsonCursor holes = r.optionalField("holes"); !holes.isMissing())
            s.holes = readHoles(holes);
    } else {
        type.fail("expected \"box\", \"circle\" or \"polygon\", found \"" + kind.substr(0, 40)
                  + "\"");
    }
    s.name = r.optionalField("name").stringOr({});
    s.role = r.optionalField("role").stringOr("body");
    s.sensor = r.optionalField("sensor").booleanOr(false);
    s.properties = readOptionalProperties(r);
    return s;
}

std::vector<Shape> readVersion1Shapes(const JsonCursor &r)
{
    std::vector<Shape> shapes;
    if (const JsonCursor box = r.optionalField("box"); !box.isMissing()) {
        box.object();
        Shape s;
        s.kind = ShapeKind::Box;
        s.box = readBox(box);
        shapes.push_back(std::move(s));
    }
    if (const JsonCursor circle = r.optionalField("circle"); !circle.isMissing()) {
        circle.object();
        Shape s;
        s.kind = ShapeKind::Circle;
        s.circle = readCircle(circle);
        shapes.push_back(std::move(s));
    }
    if (const JsonCursor polygons = r.optionalField("polygons"); !polygons.isMissing()) {
        for (std::size_t i = 0, n = polygons.size(); i < n; ++i) {
            const JsonCursor p = polygons.at(i);
            p.object();
            Shape s;
            s.role = p.optionalField("role").stringOr({});
            if (s.role.empty())
                s.role = "body";
            s.polygon = readPoints(p.field("points"));
            s.name = p.optionalField("name").stringOr({});
            shapes.push_back(std::move(s));
        }
    }
    return shapes;
}

} // namespace hitbox::runtime::detail
