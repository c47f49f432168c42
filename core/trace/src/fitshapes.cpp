#include <hitbox/trace/fitshapes.h>

#include "ulp.h"
#include <hitbox/trace/hull.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace hitbox::collision {

using namespace detail; // internal helpers (src/)

namespace {

// Calls f(x, y) for every solid pixel, in row-major order.
template<typename F>
void forEachSolid(const Mask &mask, F &&f)
{
    for (int y = 0; y < mask.height(); ++y) {
        const std::uint64_t *row = mask.row(y);
        for (int w = 0; w < mask.wordsPerRow(); ++w) {
            for (std::uint64_t bits = row[w]; bits != 0; bits &= bits - 1)
                f(w * Mask::bitsPerWord + std::countr_zero(bits), y);
        }
    }
}

// The corners of the outermost pixels of each row: the convex hull of all pixel squares
// of a row is spanned by its first and last pixel, so these span the hull of them all.
// `first[y] > last[y]` marks an empty row.
std::vector<Vec2> rowCorners(const std::vector<int> &first, const std::vector<int> &last)
{
    std::vector<Vec2> corners;
    for (std::size_t y = 0; y < first.size(); ++y) {
        if (first[y] > last[y])
            continue;
        const double top = double(y);
        const double left = first[y];
        const double right = last[y] + 1.0;
        corners.insert(corners.end(),
                       {{left, top}, {left, top + 1}, {right, top}, {right, top + 1}});
    }
    return corners;
}

Circle circleOnDiameter(Vec2 a, Vec2 b)
{
    return {0.5 * (a + b), std::sqrt(distanceSquared(a, b)) / 2.0};
}

// The circle through a, b and c; for (nearly) collinear points, the circle on the
// farthest pair, which then holds the third.
Circle circleThrough(Vec2 a, Vec2 b, Vec2 c)
{
    const Vec2 ab = b - a;
    const Vec2 ac = c - a;
    const double d = 2.0 * cross(ab, ac);
    if (d == 0.0 || !std::isfinite(1.0 / d)) {
        const double dab = distanceSquared(a, b);
        const double dac = distanceSquared(a, c);
        const double dbc = distanceSquared(b, c);
        if (dab >= dac && dab >= dbc)
            return circleOnDiameter(a, b);
        return dac >= dbc ? circleOnDiameter(a, c) : circleOnDiameter(b, c);
    }
    const double ab2 = lengthSquared(ab);
    const double ac2 = lengthSquared(ac);
    const Vec2 offset{(ac.y * ab2 - ab.y * ac2) / d, (ab.x * ac2 - ac.x * ab2) / d};
    return {a + offset, std::sqrt(lengthSquared(offset))};
}

// Inside up to rounding: the support circles are computed in doubles, so a point on
// the boundary may land a few ulps outside.
bool almostInside(const Circle &c, Vec2 p)
{
    const double slack = 1e-10 * (1.0 + c.radius);
    return std::sqrt(distanceSquared(c.center, p)) <= c.radius + slack;
}

// The smallest circle holding the given row extremes' pixel squares.
Circle enclosingRows(const std::vector<int> &first, const std::vector<int> &last)
{
    const std::vector<Vec2> corners = rowCorners(first, last);
    return smallestEnclosingCircle(corners);
}

} // namespace

std::int64_t pixelsForShare(std::int64_t solidPixels, double share)
{
    if (solidPixels <= 0)
        return 0;
    const double s = share >= 0.0 ? std::min(share, 1.0) : 0.0;
    const double wanted = s * double(solidPixels);
    const double nearest = std::round(wanted);
    const double count = std::abs(wanted - nearest) <= 1e-6 ? nearest : std::ceil(wanted);
    return std::clamp(std::int64_t(count), std::int64_t(1), solidPixels);
}

Rect fitBox(const Mask &mask)
{
    const PixelRect b = mask.solidBounds();
    if (isEmpty(b))
        return {};
    return {double(b.x), double(b.y), double(b.w), double(b.h)};
}

Rect fitBoxCovering(const Mask &mask, double share)
{
    const PixelRect bounds = mask.solidBounds();
    if (isEmpty(bounds))
        return {};
    const int width = int(bounds.w);
    const int height = int(bounds.h);
    const int left = int(bounds.x);
    const int top = int(bounds.y);

    // above[y]: solid pixels in the bounds' rows before y.
    std::vector<std::int64_t> above(std::size_t(height) + 1, 0);
    forEachSolid(mask, [&](int, int y) { ++above[std::size_t(y - top) + 1]; });
    for (int y = 0; y < height; ++y)
        above[std::size_t(y) + 1] += above[std::size_t(y)];
    const std::int64_t total = above.back();
    const std::int64_t wanted = pixelsForShare(total, share);
    const std::int64_t slack = total - wanted;

    struct Candidate
    {
        std::int64_t area = std::numeric_limits<std::int64_t>::max();
        std::int64_t count = 0;
        int x = 0, y = 0, w = 0, h = 0;
    } best;
    const auto consider = [&](int x, int y, int w, int h, std::int64_t count) {
        const std::int64_t area = std::int64_t(w) * h;
        const bool better = area != best.area     ? area < best.area
                            : count != best.count ? count > best.count
                            : y != best.y         ? y < best.y
                                                  : x < best.x;
        if (better)
            best = {area, count, x, y, w, h};
    };

    auto columns = std::vector<std::int64_t>(std::size_t(width));
    // A box covering `wanted` pixels leaves at most `slack` of them in the rows above it.
    for (int y0 = 0; y0 < height && above[std::size_t(y0)] <= slack; ++y0) {
        std::fill(columns.begin(), columns.end(), 0);
        for (int y1 = y0; y1 < height; ++y1) {
            const std::uint64_t *row = mask.row(top + y1);
            for (int w = 0; w < mask.wordsPerRow(); ++w) {
                for (std::uint64_t bits = row[w]; bits != 0; bits &= bits - 1)
                    ++columns[std::size_t(w * Mask::bitsPerWord + std::countr_zero(bits) - left)];
            }
            const int h = y1 - y0 + 1;
            if (h > best.area)
                break; // even one column would be larger
            const std::int64_t inSpan = above[std::size_t(y1) + 1] - above[std::size_t(y0)];
            // Each column holds at most h pixels, so the box is at least ceil(wanted / h)
            // wide.
            if (inSpan < wanted || h * ((wanted + h - 1) / h) > best.area)
                continue;
            // For each right end the narrowest window holding `wanted` pixels.
            std::int64_t sum = 0;
            int x0 = 0;
            for (int x1 = 0; x1 < width; ++x1) {
                sum += columns[std::size_t(x1)];
                while (sum - columns[std::size_t(x0)] >= wanted)
                    sum -= columns[std::size_t(x0++)];
                if (sum >= wanted)
                    consider(x0, y0, x1 - x0 + 1, h, sum);
            }
        }
    }
    return {double(left + best.x), double(top + best.y), double(best.w), double(best.h)};
}

Circle smallestEnclosingCircle(std::span<const Vec2> points)
{
    if (points.empty())
        return {};
    // Only hull vertices can lie on the circle; a fixed seed keeps results reproducible.
    std::vector<Vec2> p = convexHull(points).points;
    std::shuffle(p.begin(), p.end(), std::mt19937(0x5eedc1c1u));

    Circle c{p[0], 0.0};
    for (std::size_t i = 1; i < p.size(); ++i) {
        if (almostInside(c, p[i]))
            continue;
        c = {p[i], 0.0};
        for (std::size_t j = 0; j < i; ++j) {
            if (almostInside(c, p[j]))
                continue;
            c = circleOnDiameter(p[i], p[j]);
            for (std::size_t k = 0; k < j; ++k) {
                if (!almostInside(c, p[k]))
                    c = circleThrough(p[i], p[j], p[k]);
            }
        }
    }
    // Raise the radius so every point is inside the closed disc as computed.
    double r2 = 0.0;
    for (const Vec2 q : p)
        r2 = std::max(r2, distanceSquared(c.center, q));
    c.radius = std::sqrt(r2);
    while (c.radius * c.radius < r2)
        c.radius = nextUp(c.radius);
    return c;
}

Circle fitCircle(const Mask &mask)
{
    std::vector<int> first(std::size_t(mask.height()), std::numeric_limits<int>::max());
    std::vector<int> last(std::size_t(mask.height()), -1);
    forEachSolid(mask, [&](int x, int y) {
        first[std::size_t(y)] = std::min(first[std::size_t(y)], x);
        last[std::size_t(y)] = x;
    });
    return enclosingRows(first, last);
}

Circle fitCircleCovering(const Mask &mask, double share)
{
    const std::int64_t total = mask.solidCount();
    const std::int64_t wanted = pixelsForShare(total, share);
    if (wanted == total) // the first step would take every pixel
        return fitCircle(mask);

    Vec2 centre;
    forEachSolid(mask, [&](int x, int y) { centre = centre + Vec2{x + 0.5, y + 0.5}; });
    centre = (1.0 / double(total)) * centre;

    // Squared distance from the centre to each solid pixel's farthest corner, row-major.
    auto reach = std::vector<double>(std::size_t(total));
    std::vector<double> sorted;
    std::vector<int> first(std::size_t(mask.height()));
    std::vector<int> last(std::size_t(mask.height()));
    Circle best{centre, std::numeric_limits<double>::infinity()};
    for (int step = 0; step < 16; ++step) {
        std::size_t i = 0;
        forEachSolid(mask, [&](int x, int y) {
            const double dx = std::abs(x + 0.5 - centre.x) + 0.5;
            const double dy = std::abs(y + 0.5 - centre.y) + 0.5;
            reach[i++] = dx * dx + dy * dy;
        });
        sorted = reach;
        const auto kth = sorted.begin() + (wanted - 1);
        std::nth_element(sorted.begin(), kth, sorted.end());
        const double limit = *kth;
        // Everything nearer than the limit, then pixels at the limit in row-major order.
        std::int64_t atLimit = wanted - std::count_if(reach.begin(), reach.end(), [&](double r) {
                                   return r < limit;
                               });
        std::fill(first.begin(), first.end(), std::numeric_limits<int>::max());
        std::fill(last.begin(), last.end(), -1);
        i = 0;
        forEachSolid(mask, [&](int x, int y) {
            const double r = reach[i++];
            if (r > limit || (r == limit && atLimit-- <= 0))
                return;
            first[std::size_t(y)] = std::min(first[std::size_t(y)], x);
            last[std::size_t(y)] = x;
        });
        const Circle circle = enclosingRows(first, last);
        const bool shrank = circle.radius < best.radius - 1e-9;
        if (circle.radius < best.radius)
            best = circle;
        if (!shrank)
            break;
        centre = best.center;
    }
    return best;
}

} // namespace hitbox::collision
