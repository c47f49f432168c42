#include <hitbox/trace/quality.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace hitbox::collision {
namespace {

struct Crossing
{
    std::size_t shape;
    double x;
};

} // namespace

TraceQuality
measureQuality(const Mask &mask, std::span<const PolygonWithHoles> shapes, int samplesPerAxis)
{
    const int k = std::clamp(samplesPerAxis, 1, 16);
    TraceQuality q;
    q.solidPixels = mask.solidCount();
    for (const PolygonWithHoles &s : shapes)
        q.vertexCount += vertexCount(s);

    // Sampled region: the mask and the shapes' bounds, in whole pixels.
    double minX = 0.0;
    double minY = 0.0;
    double maxX = mask.width();
    double maxY = mask.height();
    const auto forEachLoop = [&](auto &&f) {
        for (std::size_t i = 0; i < shapes.size(); ++i) {
            f(i, shapes[i].outer);
            for (const Polygon &hole : shapes[i].holes)
                f(i, hole);
        }
    };
    forEachLoop([&](std::size_t, const Polygon &loop) {
        for (const Vec2 p : loop.points) {
            minX = std::min(minX, std::floor(p.x));
            minY = std::min(minY, std::floor(p.y));
            maxX = std::max(maxX, std::ceil(p.x));
            maxY = std::max(maxY, std::ceil(p.y));
        }
    });
    const auto columns = std::size_t(maxX - minX);
    const auto rows = std::size_t(maxY - minY);
    const std::size_t sampleRows = rows * std::size_t(k);
    const std::size_t sampleColumns = columns * std::size_t(k);
    if (sampleRows == 0 || sampleColumns == 0)
        return q;

    const auto sampleY = [&](std::size_t r) { return minY + (double(r) + 0.5) / k; };
    // First sample row / column at or after coordinate v.
    const auto firstSampleAtOrAfter = [&](double v, double origin, std::size_t count) {
        const double c = std::ceil((v - origin) * k - 0.5);
        return std::size_t(std::clamp(c, 0.0, double(count)));
    };

    // Crossings of every edge with every sample row it spans (half-open in y).
    std::vector<std::vector<Crossing>> crossings(sampleRows);
    forEachLoop([&](std::size_t shape, const Polygon &loop) {
        const std::size_t n = loop.points.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 a = loop.points[i];
            const Vec2 b = loop.points[(i + 1) % n];
            if (a.y == b.y)
                continue;
            const double y0 = std::min(a.y, b.y);
            const double y1 = std::max(a.y, b.y);
            std::size_t r = firstSampleAtOrAfter(y0, minY, sampleRows);
            r = r > 0 ? r - 1 : r; // the exact test below decides borderline rows
            for (; r < sampleRows; ++r) {
                const double y = sampleY(r);
                if (y >= y1)
                    break;
                if (y < y0)
                    continue;
                crossings[r].push_back({shape, a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)});
            }
        }
    });

    std::vector<int> cover(sampleColumns + 1);
    std::vector<char> solidRow(columns);
    double inside = 0.0;
    double solidInside = 0.0;
    for (std::size_t r = 0; r < sampleRows; ++r) {
        std::vector<Crossing> &list = crossings[r];
        if (list.empty())
            continue;
        std::sort(list.begin(), list.end(), [](const Crossing &a, const Crossing &b) {
            return a.shape < b.shape || (a.shape == b.shape && a.x < b.x);
        });
        std::fill(cover.begin(), cover.end(), 0);
        std::size_t lo = sampleColumns;
        std::size_t hi = 0;
        for (std::size_t i = 0; i + 1 < list.size(); ++i) {
            if (list[i].shape != list[i + 1].shape)
                continue;
            const std::size_t c0 = firstSampleAtOrAfter(list[i].x, minX, sampleColumns);
            const std::size_t c1 = firstSampleAtOrAfter(list[i + 1].x, minX, sampleColumns);
            ++i;
            if (c0 >= c1)
                continue;
            ++cover[c0];
            --cover[c1];
            lo = std::min(lo, c0);
            hi = std::max(hi, c1);
        }
        const auto py = std::int64_t(minY) + std::int64_t(r / std::size_t(k));
        for (std::size_t c = 0; c < columns; ++c)
            solidRow[c] = mask.test(std::int64_t(minX) + std::int64_t(c), py);
        int depth = 0;
        for (std::size_t c = lo; c < hi; ++c) {
            depth += cover[c];
            if (depth > 0) {
                inside += 1.0;
                solidInside += solidRow[c / std::size_t(k)] ? 1.0 : 0.0;
            }
        }
    }
    const double perPixel = double(k) * double(k);
    q.shapeArea = inside / perPixel;
    q.solidInside = solidInside / perPixel;
    if (q.solidPixels > 0)
        q.coverage = q.solidInside / double(q.solidPixels);
    if (q.shapeArea > 0.0)
        q.excess = (q.shapeArea - q.solidInside) / q.shapeArea;
    const double unionArea = double(q.solidPixels) + q.shapeArea - q.solidInside;
    if (unionArea > 0.0)
        q.iou = q.solidInside / unionArea;
    return q;
}

} // namespace hitbox::collision
