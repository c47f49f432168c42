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

/// Where the centre of one sprite's pixel lands in another sprite's image.
struct RefLanding
{
    bool inside = false;  ///< in the other image's extent [0, w) x [0, h)
    RefPoint pixel;       ///< the other image's pixel holding it (when inside)
    bool nearTie = false; ///< near one of the other image's pixel edges (see refLand)
};

/// The centre (x + 0.5, y + 0.5) of pixel (x, y) of the sprite placed by `from`, mapped to
/// the world (scale, then rotate, around the pivot) and back into the image of the sprite
/// placed by `to` (undo the rotation by the transpose, then the scale), in long double.
/// `nearTie` when it lands within `tolerance` of one of the pixel edges of the other
/// image (and of its extent): there two correct implementations may round differently
/// unless their arithmetic is exact.
inline RefLanding refLand(std::int64_t x,
                          std::int64_t y,
                          const RefPlacement &from,
                          const RefPlacement &to,
                          int toWidth,
                          int toHeight,
                          long double tolerance)
{
    using R = long double;
    double cf = 0.0, sf = 0.0, ct = 0.0, st = 0.0;
    refCosSin(from.rotation, cf, sf);
    refCosSin(to.rotation, ct, st);
    const R u = (R(x) + 0.5L - from.pivotX) * from.scaleX;
    const R v = (R(y) + 0.5L - from.pivotY) * from.scaleY;
    const R ex = R(from.posX) + cf * u - sf * v - to.posX;
    const R ey = R(from.posY) + sf * u + cf * v - to.posY;
    const R px = to.pivotX + (ct * ex + st * ey) / to.scaleX;
    const R py = to.pivotY + (-st * ex + ct * ey) / to.scaleY;
    RefLanding l;
    const auto nearInteger = [&](R c) { return std::fabs(c - std::round(c)) < tolerance; };
    l.nearTie = px > -tolerance && py > -tolerance && px < toWidth + tolerance
                && py < toHeight + tolerance && (nearInteger(px) || nearInteger(py));
    l.inside = px >= 0 && py >= 0 && px < toWidth && py < toHeight;
    if (l.inside)
        l.pixel = {std::int64_t(std::floor(px)), std::int64_t(std::floor(py))};
    return l;
}

/// The tie tolerance of refLand for placements: 1e-9 pixels near the origin, growing
/// with the magnitude of the positions (the rounding of double arithmetic grows with it).
inline long double refTieTolerance(const RefPlacement &pa, const RefPlacement &pb)
{
    const double m = std::max(
            {std::fabs(pa.posX), std::fabs(pa.posY), std::fabs(pb.posX), std::fabs(pb.posY)});
    return 1e-9L + 1e-14L * m;
}

/// Result of the symmetric reference, in A's image pixels.
struct RefSymmetricResult
{
    std::vector<std::uint8_t> mask; ///< a.width * a.height, 1 where A's pixel collides
    std::int64_t count = 0;         ///< pixels set in mask
    std::optional<RefPoint> first;  ///< the first set pixel in row-major order
    std::int64_t nearTies = 0;      ///< solid pixels (of A or B) whose landing is a near tie
};

/// How refSymmetricOverlap combines the landings.
enum class RefPairs {
    Each,    ///< every pair of solid pixels on its own: O(|A| |B|), for small sprites
    Landing, ///< each solid pixel's landing once: O(|A| + |B|)
};

/// The documented symmetric rule: a solid pixel a of A and a solid pixel b of B collide
/// iff a's centre lands in b's pixel (half-open, the floor of the landing point is b) or
/// b's centre lands in a's pixel. The mask holds A's pixels that collide with some b.
inline RefSymmetricResult refSymmetricOverlap(const AlphaSprite &a,
                                              const RefPlacement &pa,
                                              const AlphaSprite &b,
                                              const RefPlacement &pb,
                                              int threshold,
                                              RefPairs pairs = RefPairs::Landing)
{
    const long double tolerance = refTieTolerance(pa, pb);
    struct Solid
    {
        RefPoint pixel;
        RefLanding landing;
    };
    // Every solid pixel of `s` with the landing of its centre in `other`.
    const auto solids = [&](const AlphaSprite &s,
                            const RefPlacement &ps,
                            const AlphaSprite &other,
                            const RefPlacement &po) {
        std::vector<Solid> out;
        for (std::int64_t y = 0; y < s.height; ++y) {
            for (std::int64_t x = 0; x < s.width; ++x) {
                if (refSolid(s.at(x, y), threshold))
                    out.push_back(
                            {{x, y}, refLand(x, y, ps, po, other.width, other.height, tolerance)});
            }
        }
        return out;
    };
    const std::vector<Solid> solidA = solids(a, pa, b, pb);
    const std::vector<Solid> solidB = solids(b, pb, a, pa);
    RefSymmetricResult r;
    r.mask.assign(std::size_t(a.width) * std::size_t(a.height), 0);
    const auto mark = [&](const RefPoint &p) { r.mask[std::size_t(p.y * a.width + p.x)] = 1; };
    const auto same = [](const RefPoint &p, const RefPoint &q) { return p.x == q.x && p.y == q.y; };
    for (const std::vector<Solid> *list : {&solidA, &solidB}) {
        for (const Solid &s : *list)
            r.nearTies += s.landing.nearTie ? 1 : 0;
    }
    if (pairs == RefPairs::Each) {
        for (const Solid &sa : solidA) {
            for (const Solid &sb : solidB) {
                if ((sa.landing.inside && same(sa.landing.pixel, sb.pixel))
                    || (sb.landing.inside && same(sb.landing.pixel, sa.pixel)))
                    mark(sa.pixel);
            }
        }
    } else {
        for (const Solid &sa : solidA) {
            if (sa.landing.inside
                && refSolid(b.at(sa.landing.pixel.x, sa.landing.pixel.y), threshold))
                mark(sa.pixel);
        }
        for (const Solid &sb : solidB) {
            if (sb.landing.inside
                && refSolid(a.at(sb.landing.pixel.x, sb.landing.pixel.y), threshold))
                mark(sb.landing.pixel);
        }
    }
    for (std::int64_t y = 0; y < a.height; ++y) {
        for (std::int64_t x = 0; x < a.width; ++x) {
            if (r.mask[std::size_t(y * a.width + x)] == 0)
                continue;
            ++r.count;
            if (!r.first)
                r.first = RefPoint{x, y};
        }
    }
    return r;
}

} // namespace hitbox::testing
