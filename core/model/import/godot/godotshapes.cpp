#include "model/import/godot/godotshapes.h"

#include "model/io/projectformat.h"

#include <QHash>

#include <cmath>
#include <numbers>

namespace hitbox::model {
namespace {

using collision::Vec2;

// Sides of the polygon a circle under a non-uniform scale or skew becomes.
constexpr int ellipseSides = 32;

// CapsuleShape2D's outline as Godot draws it (CapsuleShape2D::_get_points): 24 steps
// round, the points at 6 and 18 doubled onto both ends.
constexpr int capsuleSteps = 24;

bool finite(Vec2 p)
{
    return std::isfinite(p.x) && std::isfinite(p.y);
}

bool inRange(Vec2 p)
{
    return finite(p) && std::abs(p.x) <= maxCoordinate && std::abs(p.y) <= maxCoordinate;
}

std::optional<Vec2> vector2(const GodotValue *v)
{
    if (!v || !v->isConstructor(u"Vector2") || v->numbers.size() != 2)
        return std::nullopt;
    return Vec2{v->numbers[0], v->numbers[1]};
}

std::optional<double> number(const GodotValue *v)
{
    if (!v || !v->isNumber())
        return std::nullopt;
    return v->number;
}

// A PackedVector2Array's points (also Array[Vector2] of Vector2 values); empty on any
// other value.
std::optional<std::vector<Vec2>> points(const GodotValue *v)
{
    if (!v)
        return std::vector<Vec2>{};
    std::vector<Vec2> out;
    if (v->isConstructor(u"PackedVector2Array") && v->numbers.size() % 2 == 0) {
        for (std::size_t i = 0; i < v->numbers.size(); i += 2)
            out.push_back({v->numbers[i], v->numbers[i + 1]});
        return out;
    }
    if (v->type == GodotValue::Type::Other && v->text == u"PackedVector2Array" && v->items.empty())
        return out;
    if (v->type == GodotValue::Type::Array) {
        for (const GodotValue &item : v->items) {
            const std::optional<Vec2> p = vector2(&item);
            if (!p)
                return std::nullopt;
            out.push_back(*p);
        }
        return out;
    }
    return std::nullopt;
}

collision::Polygon placed(const std::vector<Vec2> &local, const GodotTransform &t)
{
    collision::Polygon out;
    out.points.reserve(local.size());
    for (const Vec2 p : local)
        out.points.push_back(t.apply(p));
    return out;
}

// Closed outlines of a ConcavePolygonShape2D's segments (point pairs), or empty when a
// segment has no length or an end point does not meet exactly two segments.
std::optional<QList<std::vector<Vec2>>> outlines(const std::vector<Vec2> &segmentPoints)
{
    const std::size_t n = segmentPoints.size() / 2;
    QHash<QPair<double, double>, QList<int>> ends;
    for (std::size_t s = 0; s < n; ++s) {
        const Vec2 a = segmentPoints[2 * s];
        const Vec2 b = segmentPoints[2 * s + 1];
        if (a == b)
            return std::nullopt;
        ends[{a.x, a.y}].append(int(s));
        ends[{b.x, b.y}].append(int(s));
    }
    for (const QList<int> &at : std::as_const(ends)) {
        if (at.size() != 2)
            return std::nullopt;
    }
    QList<std::vector<Vec2>> loops;
    std::vector<bool> used(n, false);
    for (std::size_t first = 0; first < n; ++first) {
        if (used[first])
            continue;
        std::vector<Vec2> loop;
        std::size_t s = first;
        Vec2 at = segmentPoints[2 * s];
        while (!used[s]) {
            used[s] = true;
            loop.push_back(at);
            const Vec2 a = segmentPoints[2 * s];
            const Vec2 b = segmentPoints[2 * s + 1];
            at = a == at ? b : a;
            const QList<int> &next = ends[{at.x, at.y}];
            s = std::size_t(next[0]) == s ? std::size_t(next[1]) : std::size_t(next[0]);
        }
        if (loop.size() < 3)
            return std::nullopt; // two segments back and forth: no inside
        loops.append(loop);
    }
    return loops;
}

std::vector<Vec2> capsule(double radius, double height)
{
    height = std::max(height, 2.0 * radius);
    std::vector<Vec2> out;
    for (int i = 0; i < capsuleSteps; ++i) {
        const double a = i * 2.0 * std::numbers::pi / capsuleSteps;
        const Vec2 ofs{0.0, (i > 6 && i <= 18) ? -height * 0.5 + radius : height * 0.5 - radius};
        const Vec2 round{std::sin(a) * radius, std::cos(a) * radius};
        out.push_back(round + ofs);
        if (i == 6 || i == 18)
            out.push_back(round - ofs);
    }
    return out;
}

class ShapeReader
{
public:
    ShapeReader(const GodotTransform &t, const QString &where, QStringList *report)
        : m_t(t)
        , m_where(where)
        , m_report(report)
    {}

    QList<Shape> resource(const GodotSubResource &r)
    {
        const GodotProperties &p = r.properties;
        if (r.type == u"RectangleShape2D")
            return rectangle(p);
        if (r.type == u"CircleShape2D") {
            const double radius = number(p.find(u"radius")).value_or(10.0);
            if (!(radius > 0.0))
                return refuse(QStringLiteral("a circle of radius %1").arg(radius));
            return circle(radius);
        }
        if (r.type == u"CapsuleShape2D") {
            const double radius = number(p.find(u"radius")).value_or(10.0);
            const double height = number(p.find(u"height")).value_or(30.0);
            if (!(radius > 0.0) || !std::isfinite(height))
                return refuse(QStringLiteral("a capsule of radius %1").arg(radius));
            note(QStringLiteral("a capsule is imported as a %1-sided polygon")
                         .arg(capsuleSteps + 2));
            return polygon(capsule(radius, height));
        }
        if (r.type == u"ConvexPolygonShape2D") {
            const std::optional<std::vector<Vec2>> pts = points(p.find(u"points"));
            if (!pts)
                return refuse(QStringLiteral("its points are not a PackedVector2Array"));
            return polygon(*pts);
        }
        if (r.type == u"ConcavePolygonShape2D")
            return concave(p);
        return refuse(QStringLiteral("a %1 has no inside a document can hold").arg(r.type));
    }

    QList<Shape> polygon(const std::vector<Vec2> &local)
    {
        if (local.size() < 3)
            return refuse(QStringLiteral("a polygon of fewer than 3 points"));
        return checked(Shape::makePolygon(placed(local, m_t), QString()));
    }

    QList<Shape> refuse(const QString &problem)
    {
        note(problem + QStringLiteral("; left out"));
        return {};
    }

private:
    void note(const QString &text) { m_report->append(m_where + QStringLiteral(": ") + text); }

    QList<Shape> checked(const Shape &shape)
    {
        bool ok = inRange(shape.circle.center) && std::isfinite(shape.circle.radius)
                  && std::abs(shape.circle.radius) <= maxCoordinate
                  && inRange({shape.box.x, shape.box.y}) && inRange({shape.box.w, shape.box.h});
        for (const Vec2 p : shape.polygon.points)
            ok = ok && inRange(p);
        if (!ok)
            return refuse(QStringLiteral("its coordinates are not finite numbers within +-%1")
                                  .arg(maxCoordinate));
        return {shape};
    }

    QList<Shape> rectangle(const GodotProperties &p)
    {
        std::optional<Vec2> size = vector2(p.find(u"size"));
        if (!size) {
            if (const std::optional<Vec2> extents = vector2(p.find(u"extents"))) // Godot 3
                size = 2.0 * *extents;
        }
        const Vec2 s = size.value_or(Vec2{20.0, 20.0});
        if (!(s.x > 0.0 && s.y > 0.0))
            return refuse(QStringLiteral("a rectangle of %1 x %2").arg(s.x).arg(s.y));
        const Vec2 h = 0.5 * s;
        if (m_t.axisAligned()) {
            const Vec2 a = m_t.apply(-h);
            const Vec2 b = m_t.apply(h);
            const double x = std::min(a.x, b.x);
            const double y = std::min(a.y, b.y);
            if (!(std::abs(a.x - b.x) > 0.0 && std::abs(a.y - b.y) > 0.0))
                return refuse(QStringLiteral("a rectangle scaled to no area"));
            return checked(Shape::makeBox({x, y, std::max(a.x, b.x) - x, std::max(a.y, b.y) - y},
                                          QString()));
        }
        return polygon({{-h.x, -h.y}, {h.x, -h.y}, {h.x, h.y}, {-h.x, h.y}});
    }

    QList<Shape> circle(double radius)
    {
        const double lx = std::hypot(m_t.x.x, m_t.x.y);
        const double ly = std::hypot(m_t.y.x, m_t.y.y);
        const double tolerance = 1e-12 * std::max(lx, ly);
        if (std::abs(lx - ly) <= tolerance && std::abs(collision::dot(m_t.x, m_t.y)) <= tolerance
            && lx > 0.0) {
            return checked(Shape::makeCircle({m_t.origin, radius * lx}, QString()));
        }
        std::vector<Vec2> ring;
        for (int i = 0; i < ellipseSides; ++i) {
            const double a = 2.0 * std::numbers::pi * i / ellipseSides;
            ring.push_back({radius * std::cos(a), radius * std::sin(a)});
        }
        note(QStringLiteral("a circle scaled or skewed out of round is imported as a %1-sided "
                            "polygon")
                     .arg(ellipseSides));
        return polygon(ring);
    }

    QList<Shape> concave(const GodotProperties &p)
    {
        const std::optional<std::vector<Vec2>> pts = points(p.find(u"segments"));
        if (!pts || pts->size() % 2 != 0)
            return refuse(QStringLiteral("its segments are not pairs of points"));
        const std::optional<QList<std::vector<Vec2>>> loops = outlines(*pts);
        if (!loops || loops->isEmpty())
            return refuse(QStringLiteral("its %1 segments do not join into closed outlines")
                                  .arg(pts->size() / 2));
        QList<Shape> out;
        for (const std::vector<Vec2> &loop : *loops)
            out << polygon(loop);
        if (loops->size() > 1)
            note(QStringLiteral("its segments join into %1 outlines, imported as %1 polygons")
                         .arg(loops->size()));
        return out;
    }

    const GodotTransform &m_t;
    QString m_where;
    QStringList *m_report;
};

} // namespace

GodotTransform GodotTransform::operator*(const GodotTransform &inner) const
{
    GodotTransform out;
    out.x = x * inner.x.x + y * inner.x.y;
    out.y = x * inner.y.x + y * inner.y.y;
    out.origin = apply(inner.origin);
    return out;
}

bool GodotTransform::finite() const
{
    return hitbox::model::finite(x) && hitbox::model::finite(y) && hitbox::model::finite(origin);
}

std::optional<GodotTransform> GodotTransform::inverse() const
{
    const double det = x.x * y.y - y.x * x.y;
    if (det == 0.0 || !std::isfinite(det))
        return std::nullopt;
    GodotTransform out;
    out.x = {y.y / det, -x.y / det};
    out.y = {-y.x / det, x.x / det};
    out.origin = Vec2{} - (out.x * origin.x + out.y * origin.y);
    return out;
}

std::optional<GodotTransform> godotNodeTransform(const GodotProperties &properties)
{
    GodotTransform t;
    if (const GodotValue *m = properties.find(u"transform")) {
        if (!m->isConstructor(u"Transform2D") || m->numbers.size() != 6)
            return std::nullopt;
        t.x = {m->numbers[0], m->numbers[1]};
        t.y = {m->numbers[2], m->numbers[3]};
        t.origin = {m->numbers[4], m->numbers[5]};
        return t.finite() ? std::optional(t) : std::nullopt;
    }
    const GodotValue *position = properties.find(u"position");
    const GodotValue *rotation = properties.find(u"rotation");
    const GodotValue *scale = properties.find(u"scale");
    const GodotValue *skew = properties.find(u"skew");
    if ((position && !vector2(position)) || (rotation && !rotation->isNumber())
        || (scale && !vector2(scale)) || (skew && !skew->isNumber()))
        return std::nullopt;
    const double r = rotation ? rotation->number : 0.0;
    const double k = skew ? skew->number : 0.0;
    const Vec2 s = scale ? *vector2(scale) : Vec2{1.0, 1.0};
    t.origin = position ? *vector2(position) : Vec2{};
    if (r != 0.0 || k != 0.0) {
        t.x = {std::cos(r) * s.x, std::sin(r) * s.x};
        t.y = {-std::sin(r + k) * s.y, std::cos(r + k) * s.y};
    } else {
        t.x = {s.x, 0.0};
        t.y = {0.0, s.y};
    }
    return t.finite() ? std::optional(t) : std::nullopt;
}

QList<Shape> godotNodeShapes(const GodotScene &scene,
                             const GodotNode &node,
                             const GodotTransform &placement,
                             const QString &where,
                             QStringList *report)
{
    ShapeReader reader(placement, where, report);
    if (node.type == u"CollisionPolygon2D") {
        const std::optional<std::vector<Vec2>> pts = points(node.properties.find(u"polygon"));
        if (!pts)
            return reader.refuse(QStringLiteral("its polygon is not a PackedVector2Array"));
        const std::optional<double> mode = number(node.properties.find(u"build_mode"));
        if (mode && *mode == 1.0)
            report->append(where
                           + QStringLiteral(": build_mode segments (Godot collides only its "
                                            "outline); imported as a solid polygon"));
        return reader.polygon(*pts);
    }
    const GodotValue *shape = node.properties.find(u"shape");
    if (!shape)
        return reader.refuse(QStringLiteral("a CollisionShape2D without a shape"));
    if (shape->type == GodotValue::Type::ExtResource) {
        const GodotExtResource *r = scene.extResource(shape->text);
        return reader.refuse(QStringLiteral("its shape is in another file (%1), which is not read")
                                     .arg(r ? r->path : shape->text));
    }
    if (shape->type != GodotValue::Type::SubResource)
        return reader.refuse(QStringLiteral("its shape is not a resource"));
    return reader.resource(*scene.subResource(shape->text));
}

} // namespace hitbox::model
