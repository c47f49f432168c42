#include <hitbox/trace/hull.h>

#include <hitbox/geometry.h>

#include <algorithm>
#include <vector>

namespace hitbox::collision {

Polygon convexHull(std::span<const Vec2> points)
{
    std::vector<Vec2> sorted(points.begin(), points.end());
    std::sort(sorted.begin(), sorted.end(), [](Vec2 a, Vec2 b) {
        return a.x < b.x || (a.x == b.x && a.y < b.y);
    });
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    if (sorted.size() < 3)
        return Polygon{sorted};

    // Lower chain left to right, then upper chain right to left; each point that does
    // not turn counter-clockwise (math axes) is popped, collinear ones included.
    std::vector<Vec2> hull;
    hull.reserve(sorted.size() + 1);
    const auto addChain = [&](auto first, auto last) {
        const std::size_t floor = hull.size() + 1;
        for (auto it = first; it != last; ++it) {
            while (hull.size() > floor && orient2d(hull[hull.size() - 2], hull.back(), *it) <= 0)
                hull.pop_back();
            hull.push_back(*it);
        }
        hull.pop_back(); // the last point starts the other chain
    };
    // "Counter-clockwise in math axes" with y pointing down on screen: the lower chain
    // in math axes is the one with the smaller y values.
    addChain(sorted.begin(), sorted.end());
    addChain(sorted.rbegin(), sorted.rend());
    if (hull.size() < 3) // every point on one line
        return Polygon{{sorted.front(), sorted.back()}};
    return Polygon{hull};
}

Polygon convexHull(const Polygon &polygon)
{
    return convexHull(std::span<const Vec2>(polygon.points));
}

} // namespace hitbox::collision
