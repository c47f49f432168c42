#pragma once

// Deliberately naive reference (oracle) for the bit-packed pixel tier. Alpha planes are
// plain byte vectors and every answer comes from a per-pixel loop; nothing here calls or
// copies hitbox::collision code, so a shared mistake cannot hide.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <optional>
#include <random>
#include <utility>
#include <vector>

namespace hitbox::testing {

/// An 8-bit alpha plane: row-major, width * height bytes, no row padding.
struct AlphaSprite
{
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> alpha;

    std::uint8_t at(std::int64_t x, std::int64_t y) const
    {
        return alpha[std::size_t(y * width + x)];
    }
};

/// The documented rule: solid iff alpha >= threshold (so threshold <= 0 is always solid
/// and threshold > 255 never is).
inline bool refSolid(std::uint8_t alpha, int threshold)
{
    return int(alpha) >= threshold;
}

/// How refRandomSprite fills the alpha plane.
enum class AlphaFill {
    Empty,   ///< every byte 0
    Full,    ///< every byte 255
    Uniform, ///< every byte uniformly random
    Sparse,  ///< about 5% random bytes, the rest 0
    Dense,   ///< about 5% random bytes, the rest 255
    Half,    ///< each byte 0 or 255 with equal chance
};

inline AlphaSprite refRandomSprite(int width, int height, AlphaFill fill, std::mt19937 &rng)
{
    AlphaSprite s{width, height, std::vector<std::uint8_t>(std::size_t(width) * height)};
    std::uniform_int_distribution<int> byte(0, 255);
    std::uniform_int_distribution<int> percent(0, 99);
    for (std::uint8_t &a : s.alpha) {
        switch (fill) {
        case AlphaFill::Empty:
            a = 0;
            break;
        case AlphaFill::Full:
            a = 255;
            break;
        case AlphaFill::Uniform:
            a = std::uint8_t(byte(rng));
            break;
        case AlphaFill::Sparse:
            a = percent(rng) < 5 ? std::uint8_t(byte(rng)) : 0;
            break;
        case AlphaFill::Dense:
            a = percent(rng) < 5 ? std::uint8_t(byte(rng)) : 255;
            break;
        case AlphaFill::Half:
            a = percent(rng) < 50 ? 0 : 255;
            break;
        }
    }
    return s;
}

/// The sprite turned by `turns` quarter turns clockwise on screen, one turn at a time:
/// pixel (x, y) of a w x h plane goes to (h - 1 - y, x) of the h x w result.
inline AlphaSprite refRotatedQuarterTurns(const AlphaSprite &sprite, int turns)
{
    int k = turns % 4;
    if (k < 0)
        k += 4;
    AlphaSprite r = sprite;
    for (int i = 0; i < k; ++i) {
        AlphaSprite t{r.height, r.width, std::vector<std::uint8_t>(r.alpha.size())};
        for (int y = 0; y < r.height; ++y) {
            for (int x = 0; x < r.width; ++x)
                t.alpha[std::size_t(x) * std::size_t(t.width) + std::size_t(r.height - 1 - y)]
                        = r.at(x, y);
        }
        r = std::move(t);
    }
    return r;
}

/// Integer pixel rectangle {x, y, w, h}, half-open.
struct RefRect
{
    std::int64_t x = 0;
    std::int64_t y = 0;
    std::int64_t w = 0;
    std::int64_t h = 0;

    bool isEmpty() const { return w <= 0 || h <= 0; }
};

/// A pixel coordinate.
struct RefPoint
{
    std::int64_t x = 0;
    std::int64_t y = 0;
};

/// True when coordinate c of A lies in [d, d + size), the span of B placed at d.
/// c is a pixel of A (small), so c - size cannot overflow whatever d is.
inline bool refCovers(std::int64_t d, int size, std::int64_t c)
{
    return d <= c && c - size < d;
}

/// Everything the untransformed pixel tier reports, for B's top-left at (dx, dy) in A's
/// pixels. All in A's pixel coordinates.
struct RefPixelResult
{
    RefRect rect;                   ///< pixels of A covered by B (found column by column)
    std::int64_t count = 0;         ///< pixels solid in both
    std::optional<RefPoint> first;  ///< topmost row first, then leftmost
    std::vector<std::uint8_t> mask; ///< rect.w * rect.h bytes, 1 where solid in both
};

inline RefPixelResult refPixelOverlap(
        const AlphaSprite &a, const AlphaSprite &b, int threshold, std::int64_t dx, std::int64_t dy)
{
    RefPixelResult r;
    std::int64_t x0 = -1, x1 = -1, y0 = -1, y1 = -1;
    for (std::int64_t x = 0; x < a.width; ++x) {
        if (refCovers(dx, b.width, x)) {
            x0 = x0 < 0 ? x : x0;
            x1 = x + 1;
        }
    }
    for (std::int64_t y = 0; y < a.height; ++y) {
        if (refCovers(dy, b.height, y)) {
            y0 = y0 < 0 ? y : y0;
            y1 = y + 1;
        }
    }
    if (x0 < 0 || y0 < 0)
        return r;
    r.rect = {x0, y0, x1 - x0, y1 - y0};
    r.mask.assign(std::size_t(r.rect.w * r.rect.h), 0);
    for (std::int64_t y = 0; y < a.height; ++y) {
        for (std::int64_t x = 0; x < a.width; ++x) {
            if (!refCovers(dx, b.width, x) || !refCovers(dy, b.height, y))
                continue;
            if (!refSolid(a.at(x, y), threshold) || !refSolid(b.at(x - dx, y - dy), threshold))
                continue;
            ++r.count;
            if (!r.first)
                r.first = RefPoint{x, y};
            r.mask[std::size_t((y - r.rect.y) * r.rect.w + (x - r.rect.x))] = 1;
        }
    }
    return r;
}

/// The seed article's test: scan only the intersection rectangle, byte by byte, and
/// stop at the first pixel solid in both. The per-byte baseline of the benchmarks.
inline bool refSeedScanOverlap(
        const AlphaSprite &a, const AlphaSprite &b, int threshold, std::int64_t dx, std::int64_t dy)
{
    // B spans A's columns [dx, dx + b.width); the sum is formed only when dx < a.width,
    // so it cannot overflow.
    const std::int64_t left = dx > 0 ? dx : 0;
    const std::int64_t right = dx >= a.width ? left : std::min<std::int64_t>(a.width, dx + b.width);
    const std::int64_t top = dy > 0 ? dy : 0;
    const std::int64_t bottom
            = dy >= a.height ? top : std::min<std::int64_t>(a.height, dy + b.height);
    for (std::int64_t y = top; y < bottom; ++y) {
        const std::uint8_t *rowA = a.alpha.data() + y * a.width;
        const std::uint8_t *rowB = b.alpha.data() + (y - dy) * b.width;
        for (std::int64_t x = left; x < right; ++x) {
            if (refSolid(rowA[x], threshold) && refSolid(rowB[x - dx], threshold))
                return true;
        }
    }
    return false;
}

/// Placement of a sprite: world = position + R(rotation) * S(scale) * (image - pivot),
/// rotation in degrees clockwise on screen (y down).
struct RefPlacement
{
    double posX = 0.0;
    double posY = 0.0;
    double pivotX = 0.0;
    double pivotY = 0.0;
    double rotation = 0.0;
    double scaleX = 1.0;
    double scaleY = 1.0;
};

/// A random placement of sprite `s` on which every operation is exact in doubles, so
/// pixel centres fall exactly on B's pixel edges: position and pivot on the quarter-pixel
/// grid, quarter turns (a quarter of them nudged by half a degree when `nudgeTurns`), and
/// power-of-two scales, mirrored or not.
inline RefPlacement refDyadicPlacement(std::mt19937 &rng, int width, int height, bool nudgeTurns)
{
    const auto in
            = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    constexpr double factors[] = {0.5, 1.0, 2.0, -0.5, -1.0, -2.0, 0.25, 4.0};
    RefPlacement p;
    p.posX = in(-40, 40) / 4.0;
    p.posY = in(-40, 40) / 4.0;
    p.pivotX = in(0, 4 * width) / 4.0;
    p.pivotY = in(0, 4 * height) / 4.0;
    p.rotation = 90.0 * in(-4, 4);
    if (nudgeTurns && in(0, 3) == 0)
        p.rotation += 0.5;
    p.scaleX = factors[in(0, 7)];
    p.scaleY = factors[in(0, 7)];
    return p;
}

/// Cosine and sine of an angle in degrees, exact 0 / +-1 for multiples of 90 degrees.
inline void refCosSin(double degrees, double &c, double &s)
{
    const double quarters = degrees / 90.0;
    if (std::isfinite(quarters) && quarters == std::floor(quarters) && std::fabs(quarters) < 1e15) {
        static constexpr double table[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        long long k = static_cast<long long>(quarters) % 4;
        if (k < 0)
            k += 4;
        c = table[k][0];
        s = table[k][1];
        return;
    }
    const double radians = degrees * std::numbers::pi / 180.0;
    c = std::cos(radians);
    s = std::sin(radians);
}

/// Result of the transformed reference. `nearTies` counts solid pixels of A whose centre
/// lands within 1e-9 of one of B's pixel boundaries (inside B's extent): there two
/// correct implementations may round differently unless their arithmetic is exact.
struct RefTransformedResult
{
    std::int64_t count = 0;
    std::optional<RefPoint> first;
    std::int64_t nearTies = 0;
};

/// The documented sampling rule: for every solid pixel (x, y) of A, map its centre
/// (x + 0.5, y + 0.5) to the world with A's placement, back into B's image with B's
/// inverse placement, floor, and test that pixel of B.
inline RefTransformedResult refTransformedOverlap(const AlphaSprite &a,
                                                  const RefPlacement &pa,
                                                  const AlphaSprite &b,
                                                  const RefPlacement &pb,
                                                  int threshold)
{
    double ca = 0.0, sa = 0.0, cb = 0.0, sb = 0.0;
    refCosSin(pa.rotation, ca, sa);
    refCosSin(pb.rotation, cb, sb);
    const auto nearInteger = [](double v) { return std::fabs(v - std::round(v)) < 1e-9; };
    RefTransformedResult r;
    for (int y = 0; y < a.height; ++y) {
        for (int x = 0; x < a.width; ++x) {
            if (!refSolid(a.at(x, y), threshold))
                continue;
            // A's image -> world: scale, then rotate, around the pivot.
            const double u = (x + 0.5 - pa.pivotX) * pa.scaleX;
            const double v = (y + 0.5 - pa.pivotY) * pa.scaleY;
            const double wx = pa.posX + ca * u - sa * v;
            const double wy = pa.posY + sa * u + ca * v;
            // World -> B's image: undo the rotation (transpose), then the scale.
            const double ex = wx - pb.posX;
            const double ey = wy - pb.posY;
            const double bx = pb.pivotX + (cb * ex + sb * ey) / pb.scaleX;
            const double by = pb.pivotY + (-sb * ex + cb * ey) / pb.scaleY;
            if (bx > -1e-9 && by > -1e-9 && bx < b.width + 1e-9 && by < b.height + 1e-9
                && (nearInteger(bx) || nearInteger(by)))
                ++r.nearTies;
            if (!(bx >= 0.0 && by >= 0.0 && bx < b.width && by < b.height))
                continue;
            if (!refSolid(b.at(std::int64_t(std::floor(bx)), std::int64_t(std::floor(by))),
                          threshold))
                continue;
            ++r.count;
            if (!r.first)
                r.first = RefPoint{x, y};
        }
    }
    return r;
}

} // namespace hitbox::testing
