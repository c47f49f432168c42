#include <hitbox/geometry.h>

#include "simd.h"
#include "ulp.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

bool isEmpty(const Rect &r)
{
    return !(r.w > 0.0 && r.h > 0.0);
}

bool isEmpty(const PixelRect &r)
{
    return r.w <= 0 || r.h <= 0;
}

bool rectsOverlap(const Rect &a, const Rect &b)
{
    if (isEmpty(a) || isEmpty(b))
        return false;
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool rectsOverlap(const PixelRect &a, const PixelRect &b)
{
    if (isEmpty(a) || isEmpty(b))
        return false;
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

Rect rectIntersection(const Rect &a, const Rect &b)
{
    if (!rectsOverlap(a, b))
        return {std::max(a.x, b.x), std::max(a.y, b.y), 0.0, 0.0};
    const double left = std::max(a.x, b.x);
    const double top = std::max(a.y, b.y);
    const double right = std::min(a.x + a.w, b.x + b.w);
    const double bottom = std::min(a.y + a.h, b.y + b.h);
    return {left, top, right - left, bottom - top};
}

PixelRect rectIntersection(const PixelRect &a, const PixelRect &b)
{
    const std::int64_t left = std::max(a.x, b.x);
    const std::int64_t top = std::max(a.y, b.y);
    if (!rectsOverlap(a, b))
        return {left, top, 0, 0};
    const std::int64_t right = std::min(a.x + a.w, b.x + b.w);
    const std::int64_t bottom = std::min(a.y + a.h, b.y + b.h);
    return {left, top, right - left, bottom - top};
}

bool rectContains(const Rect &r, Vec2 p)
{
    return p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
}

bool rectContainsClosed(const Rect &r, Vec2 p)
{
    return p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
}

bool rectContains(const PixelRect &r, PixelPoint p)
{
    return p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h;
}

Rect boundsOf(std::span<const Vec2> points)
{
    if (points.empty())
        return {};
#if HITBOX_SIMD_SSE2
    // x and y side by side: MINPD and MAXPD take their second operand unless the first
    // is smaller (greater), which is std::min(low, p) (std::max(high, p)) lane by lane,
    // so the very values of the scalar loop below, NaN and the sign of zero included.
    __m128d low = _mm_loadu_pd(&points.front().x);
    __m128d high = low;
    for (const Vec2 &p : points.subspan(1)) {
        const __m128d v = _mm_loadu_pd(&p.x);
        low = _mm_min_pd(v, low);
        high = _mm_max_pd(v, high);
    }
    alignas(16) double minimum[2];
    alignas(16) double maximum[2];
    _mm_store_pd(minimum, low);
    _mm_store_pd(maximum, high);
    const double minX = minimum[0];
    const double minY = minimum[1];
    const double maxX = maximum[0];
    const double maxY = maximum[1];
#else
    double minX = points.front().x;
    double maxX = minX;
    double minY = points.front().y;
    double maxY = minY;
    for (const Vec2 p : points.subspan(1)) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
#endif
    return {minX, minY, maxX - minX, maxY - minY};
}

Rect rectFromEdges(double left, double top, double right, double bottom)
{
    const auto span = [](double &low, double high) {
        low = std::max(low, std::numeric_limits<double>::lowest());
        if (!(high > low))
            return 0.0;
        double size = high - low;
        while (low + size < high)
            size = nextUp(size);
        return size;
    };
    const double w = span(left, right);
    const double h = span(top, bottom);
    if (w == 0.0 || h == 0.0)
        return {left, top, 0.0, 0.0};
    return {left, top, w, h};
}

PixelRect enclosingPixelRect(const Rect &r)
{
    if (isEmpty(r) || !std::isfinite(r.x) || !std::isfinite(r.y))
        return {};
    // Clamp to a range where int64 conversion is defined.
    const auto toInt = [](double v) {
        constexpr double limit = 4.0e18;
        return static_cast<std::int64_t>(std::clamp(v, -limit, limit));
    };
    const std::int64_t left = toInt(std::floor(r.x));
    const std::int64_t top = toInt(std::floor(r.y));
    const std::int64_t right = toInt(std::ceil(r.x + r.w));
    const std::int64_t bottom = toInt(std::ceil(r.y + r.h));
    return {left, top, right - left, bottom - top};
}

} // namespace hitbox::collision
