#pragma once

// Random shapes for the random-scene tests of the collision kernel and its consumers:
// simple star polygons and masks of three kinds. Seeded by the caller, so scenes repeat.

#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <vector>

namespace hitbox::testing {

/// A valid star-shaped polygon around `centre`: 3 to 8 vertices at random angles (no gap
/// of half a turn), each 0.3 to 1 times `radius` from the centre.
inline collision::Polygon randomStar(std::mt19937 &rng, collision::Vec2 centre, double radius)
{
    std::uniform_int_distribution<int> count(3, 8);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (;;) {
        const int n = count(rng);
        std::vector<double> angles(n);
        for (double &a : angles)
            a = unit(rng) * 2 * std::numbers::pi;
        std::sort(angles.begin(), angles.end());
        bool ok = true;
        for (int i = 0; i < n; ++i) {
            const double next = i + 1 < n ? angles[i + 1] : angles[0] + 2 * std::numbers::pi;
            ok = ok && next - angles[i] > 0.05 && next - angles[i] < 0.9 * std::numbers::pi;
        }
        if (!ok)
            continue;
        collision::Polygon p;
        for (const double a : angles) {
            const double r = radius * (0.3 + 0.7 * unit(rng));
            p.points.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
        }
        // validatePolygon (tested in tst_polygon) only filters the generated input.
        if (collision::validatePolygon(p).isValid())
            return p;
    }
}

/// A w x h mask: random noise of random density, the inscribed disc, or a random
/// rectangle.
inline collision::Mask randomMask(std::mt19937 &rng, int w, int h)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    collision::Mask m(w, h);
    const double kind = unit(rng);
    if (kind < 0.4) {
        const double density = 0.05 + 0.6 * unit(rng);
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x)
                m.set(x, y, unit(rng) < density);
        }
    } else if (kind < 0.7) {
        const double r = std::min(w, h) / 2.0;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const double dx = x + 0.5 - w / 2.0;
                const double dy = y + 0.5 - h / 2.0;
                m.set(x, y, dx * dx + dy * dy < r * r);
            }
        }
    } else {
        const int x0 = int(unit(rng) * w);
        const int y0 = int(unit(rng) * h);
        const int x1 = x0 + 1 + int(unit(rng) * (w - x0));
        const int y1 = y0 + 1 + int(unit(rng) * (h - y0));
        for (int y = y0; y < std::min(y1, h); ++y) {
            for (int x = x0; x < std::min(x1, w); ++x)
                m.set(x, y);
        }
    }
    return m;
}

} // namespace hitbox::testing
