#include "model/io/matterorigin.h"

#include <hitbox/geometry.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

namespace hitbox::model {
namespace {

using collision::Vec2;

// One part of a Matter body: its position (centre of mass), area and vertices.
struct MatterPart
{
    Vec2 position;
    double area = 0.0;
    std::vector<Vec2> vertices;
};

// Matter's Vertices.area (signed) and Vertices.centre, with the same sums.
double signedArea(const std::vector<Vec2> &v)
{
    double area = 0.0;
    std::size_t j = v.size() - 1;
    for (std::size_t i = 0; i < v.size(); ++i) {
        area += (v[j].x - v[i].x) * (v[j].y + v[i].y);
        j = i;
    }
    return area / 2.0;
}

Vec2 centre(const std::vector<Vec2> &v)
{
    const double area = signedArea(v);
    Vec2 sum;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const Vec2 a = v[i];
        const Vec2 b = v[(i + 1) % v.size()];
        const double cross = a.x * b.y - a.y * b.x;
        sum = sum + cross * (a + b);
    }
    return {sum.x / (6.0 * area), sum.y / (6.0 * area)};
}

// JavaScript's Number.prototype.toFixed(3) read back as a number, as Bodies.polygon's path
// goes through text.
double fixed3(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

// Bodies.circle: a regular polygon of 10 to 25 (even) sides, its vertices through text,
// recentred on the circle's centre by Body.setVertices.
MatterPart circlePart(Vec2 c, double radius)
{
    int sides = int(std::ceil(std::max(10.0, std::min(25.0, radius))));
    if (sides % 2 == 1)
        ++sides;
    const double theta = 2.0 * std::numbers::pi / sides;
    MatterPart part;
    for (int i = 0; i < sides; ++i) {
        const double angle = theta * 0.5 + i * theta;
        part.vertices.push_back(
                {fixed3(std::cos(angle) * radius), fixed3(std::sin(angle) * radius)});
    }
    const Vec2 shift = c - centre(part.vertices);
    for (Vec2 &v : part.vertices)
        v = v + shift;
    part.position = c;
    part.area = std::abs(signedArea(part.vertices));
    return part;
}

// A vertex set of PhysicsEditorParser.parseVertices: positioned at its centre.
MatterPart polygonPart(const QJsonArray &set)
{
    MatterPart part;
    for (const QJsonValue &v : set) {
        const QJsonObject p = v.toObject();
        part.vertices.push_back(
                {p.value(QLatin1String("x")).toDouble(), p.value(QLatin1String("y")).toDouble()});
    }
    if (part.vertices.size() >= 3) {
        part.position = centre(part.vertices);
        part.area = std::abs(signedArea(part.vertices));
    }
    return part;
}

std::vector<MatterPart> parts(const QJsonArray &fixtures)
{
    std::vector<MatterPart> out;
    for (const QJsonValue &value : fixtures) {
        const QJsonObject fixture = value.toObject();
        if (const QJsonObject circle = fixture.value(QLatin1String("circle")).toObject();
            !circle.isEmpty()) {
            out.push_back(circlePart({circle.value(QLatin1String("x")).toDouble(),
                                      circle.value(QLatin1String("y")).toDouble()},
                                     circle.value(QLatin1String("radius")).toDouble()));
            continue;
        }
        for (const QJsonValue &set : fixture.value(QLatin1String("vertices")).toArray())
            out.push_back(polygonPart(set.toArray()));
    }
    return out;
}

} // namespace

std::optional<collision::Vec2> matterCentredMass(const QJsonArray &fixtures)
{
    // Body._totalProperties (every part of Matter's default density) and the bounds of the
    // hull of every part's vertices (Body.setParts).
    constexpr double density = 0.001;
    double mass = 0.0;
    Vec2 weighted;
    Vec2 min{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    Vec2 max = -min;
    for (const MatterPart &part : parts(fixtures)) {
        mass += density * part.area;
        weighted = weighted + (density * part.area) * part.position;
        for (const Vec2 v : part.vertices) {
            min = {std::min(min.x, v.x), std::min(min.y, v.y)};
            max = {std::max(max.x, v.x), std::max(max.y, v.y)};
        }
    }
    if (!(mass > 0.0) || !(max.x > min.x) || !(max.y > min.y))
        return std::nullopt;
    const Vec2 com{weighted.x / mass, weighted.y / mass};
    const double relativeX = -(min.x - com.x) / (max.x - min.x);
    const double relativeY = -(min.y - com.y) / (max.y - min.y);
    constexpr double epsilon = 0.0001; // Phaser's FuzzyEquals
    if (!(std::abs(relativeX - 0.5) < epsilon && std::abs(relativeY - 0.5) < epsilon))
        return std::nullopt;
    return com;
}

std::optional<QJsonObject>
matterRenderOffset(const QJsonArray &fixtures, double frameWidth, double frameHeight)
{
    const std::optional<Vec2> com = matterCentredMass(fixtures);
    if (!com || frameWidth <= 0.0 || frameHeight <= 0.0)
        return std::nullopt;
    return QJsonObject{{QStringLiteral("xOffset"), com->x / frameWidth - 0.5},
                       {QStringLiteral("yOffset"), com->y / frameHeight - 0.5}};
}

} // namespace hitbox::model
