#include <hitbox/collider.h>

#include <algorithm>
#include <limits>

namespace hitbox::collision {
namespace {

// The extremes of the shapes added so far, as edges (left, top, right, bottom).
class Extent
{
public:
    // A rectangle's computed right and bottom edges (x + w, y + h), as rectsOverlap and
    // rectContains see them. Empty rectangles add nothing.
    void add(const Rect &r)
    {
        if (!collision::isEmpty(r))
            add(r.x, r.y, r.x + r.w, r.y + r.h);
    }

    // A point: exact polygon tests reach no further than their vertices.
    void add(Vec2 p) { add(p.x, p.y, p.x, p.y); }

    bool isEmpty() const { return !(m_left < m_right && m_top < m_bottom); }

    Rect rect() const
    {
        return isEmpty() ? Rect{} : rectFromEdges(m_left, m_top, m_right, m_bottom);
    }

private:
    void add(double left, double top, double right, double bottom)
    {
        // NaN coordinates compare false and add nothing.
        m_left = std::min(m_left, left);
        m_top = std::min(m_top, top);
        m_right = std::max(m_right, right);
        m_bottom = std::max(m_bottom, bottom);
    }

    static constexpr double inf = std::numeric_limits<double>::infinity();
    double m_left = inf;
    double m_top = inf;
    double m_right = -inf;
    double m_bottom = -inf;
};

void addBoxes(Extent &e, const Collider &c)
{
    // Both of the box tier's forms: the corners' bounds as a rectangle (axis-aligned) and
    // the corners themselves (the oriented box's polygon test).
    const Affine m = localToWorld(c.transform);
    for (const Rect &box : c.boxes) {
        if (isEmpty(box))
            continue;
        const auto corners = mapCorners(m, box);
        e.add(boundsOf(corners));
        for (const Vec2 p : corners)
            e.add(p);
    }
}

void addCircles(Extent &e, const Collider &c)
{
    const Affine m = localToWorld(c.transform);
    for (const Circle &circle : c.circles) {
        if (circle.radius > 0.0)
            e.add(circleBounds(transformed(circle, m)));
    }
}

void addArmature(Extent &e, const Collider &c)
{
    // The points of worldArmature, without building the polygons.
    const Affine m = localToWorld(c.transform);
    for (const Polygon &p : c.armature) {
        for (const Vec2 v : p.points)
            e.add(apply(m, v));
    }
}

} // namespace

Rect defaultReducedBox(double width, double height, Vec2 pivot, double fraction)
{
    const double w = width * fraction;
    const double h = height * fraction;
    return {(width - w) / 2.0 - pivot.x, (height - h) / 2.0 - pivot.y, w, h};
}

Collider makeCollider(double width, double height, Vec2 position, const Mask *mask)
{
    Collider c;
    c.width = width;
    c.height = height;
    c.transform.pivot = {width / 2.0, height / 2.0};
    c.transform.position = position;
    c.boxes = {defaultReducedBox(width, height, c.transform.pivot)};
    c.circles = {defaultCircle(width, height, c.transform.pivot)};
    c.mask = mask;
    return c;
}

Rect imageBounds(const Collider &c)
{
    return spriteBounds(c.transform, c.width, c.height);
}

Rect worldBounds(const Collider &c)
{
    Extent e;
    e.add(imageBounds(c));
    addBoxes(e, c);
    addCircles(e, c);
    addArmature(e, c);
    // Nothing with an interior: the empty image bounds keep their position.
    return e.isEmpty() ? imageBounds(c) : e.rect();
}

Rect tierBounds(const Collider &c, Tier tier)
{
    Extent e;
    switch (tier) {
    case Tier::Aabb:
        return worldBounds(c);
    case Tier::Box:
        addBoxes(e, c);
        break;
    case Tier::Circle:
        addCircles(e, c);
        break;
    case Tier::Armature:
        addBoxes(e, c);
        addCircles(e, c);
        addArmature(e, c);
        break;
    case Tier::Pixel:
        return imageBounds(c);
    }
    return e.rect();
}

std::vector<Polygon> worldBoxes(const Collider &c)
{
    const Affine m = localToWorld(c.transform);
    std::vector<Polygon> out;
    out.reserve(c.boxes.size());
    for (const Rect &box : c.boxes)
        out.push_back(rectToPolygon(box, m));
    return out;
}

std::vector<Circle> worldCircles(const Collider &c)
{
    std::vector<Circle> out(c.circles.size());
    worldCircles(c, out);
    return out;
}

void worldCircles(const Collider &c, std::span<Circle> out)
{
    const Affine m = localToWorld(c.transform);
    for (std::size_t i = 0; i < c.circles.size() && i < out.size(); ++i)
        out[i] = transformed(c.circles[i], m);
}

std::vector<Polygon> worldArmature(const Collider &c)
{
    const Affine m = localToWorld(c.transform);
    std::vector<Polygon> out;
    out.reserve(c.armature.size());
    for (const Polygon &p : c.armature)
        out.push_back(transformed(p, m));
    return out;
}

} // namespace hitbox::collision
