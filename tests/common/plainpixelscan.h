#pragma once

// A plain per-pixel scan of the pixel tier's symmetric rule, with the kernel's own mapping
// (compose, apply) and none of its scan machinery (no row spans, no words). Unlike the
// other oracles here it shares the kernel's arithmetic on purpose: tst_rotatedscan and
// tst_pixeloverlapmask check that the fast scan gives exactly its pixels, near-ties
// included, and bench_preview times it as the baseline. In each direction every solid
// pixel of the scanned rectangle (the world intersection of both sprites' bounds, mapped
// back into the scanning image) has its centre mapped into the other image with apply();
// the other image's pixel holding it decides.

#include <hitbox/geometry.h>
#include <hitbox/mask.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace hitbox::testing {

// Calls hit(x, y, landing) for every solid pixel (x, y) of `from` whose centre lands on the
// solid pixel `landing` of `to`.
template<typename Hit>
void plainScanDirection(const collision::Mask &from,
                        const collision::Transform &tf,
                        const collision::Mask &to,
                        const collision::Transform &tt,
                        Hit &&hit)
{
    namespace hc = hitbox::collision;
    if (from.isNull() || to.isNull())
        return;
    const hc::Rect inter = hc::rectIntersection(hc::spriteBounds(tf, from.width(), from.height()),
                                                hc::spriteBounds(tt, to.width(), to.height()));
    if (hc::isEmpty(inter))
        return;
    const hc::Affine map = hc::compose(hc::imageToWorld(tf), hc::worldToImage(tt));
    const hc::PixelRect s = hc::rectIntersection(
            hc::enclosingPixelRect(hc::mapBounds(hc::worldToImage(tf), inter)),
            hc::PixelRect{0, 0, from.width(), from.height()});
    for (std::int64_t y = s.y; y < s.y + s.h; ++y) {
        for (std::int64_t x = s.x; x < s.x + s.w; ++x) {
            if (!from.test(x, y))
                continue;
            const hc::Vec2 p = hc::apply(map, {double(x) + 0.5, double(y) + 0.5});
            if (!(p.x >= 0.0 && p.y >= 0.0 && p.x < to.width() && p.y < to.height()))
                continue;
            const hc::PixelPoint landing{std::int64_t(p.x), std::int64_t(p.y)};
            if (to.test(landing.x, landing.y))
                hit(x, y, landing);
        }
    }
}

// A's pixels in a colliding pair, one byte per pixel of A (row-major), with their count
// and the first in row-major order.
struct PlainSymmetricScan
{
    std::vector<std::uint8_t> hits;
    std::int64_t count = 0;
    std::optional<collision::PixelPoint> first;
};

inline PlainSymmetricScan plainSymmetricScan(const collision::Mask &a,
                                             const collision::Transform &ta,
                                             const collision::Mask &b,
                                             const collision::Transform &tb)
{
    PlainSymmetricScan r;
    r.hits.assign(std::size_t(a.width()) * std::size_t(a.height()), 0);
    const auto mark = [&](std::int64_t x, std::int64_t y) {
        r.hits[std::size_t(y) * std::size_t(a.width()) + std::size_t(x)] = 1;
    };
    plainScanDirection(a, ta, b, tb, [&](std::int64_t x, std::int64_t y, collision::PixelPoint) {
        mark(x, y);
    });
    plainScanDirection(b, tb, a, ta, [&](std::int64_t, std::int64_t, collision::PixelPoint p) {
        mark(p.x, p.y);
    });
    for (std::int64_t y = 0; y < a.height(); ++y) {
        for (std::int64_t x = 0; x < a.width(); ++x) {
            if (r.hits[std::size_t(y) * std::size_t(a.width()) + std::size_t(x)] == 0)
                continue;
            ++r.count;
            if (!r.first)
                r.first = collision::PixelPoint{x, y};
        }
    }
    return r;
}

} // namespace hitbox::testing
