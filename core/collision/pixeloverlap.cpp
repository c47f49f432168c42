#include "pixeloverlap.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace hitbox::collision {
namespace {

constexpr int wordBits = Mask::bitsPerWord;

// 64 bits of `row` starting at bit position `pos` (which may be negative or past the
// end); bits outside the row read as zero. `shift` is pos & 63, hoisted by callers.
inline std::uint64_t gatherBits(const std::uint64_t *row, std::int64_t words, std::int64_t pos,
                                int shift)
{
    const std::int64_t q = pos >> 6; // floor division, also for negative positions
    const std::uint64_t lo = (q >= 0 && q < words) ? row[q] : 0;
    if (shift == 0)
        return lo;
    const std::uint64_t hi = (q + 1 >= 0 && q + 1 < words) ? row[q + 1] : 0;
    return (lo >> shift) | (hi << (wordBits - shift));
}

// Calls visit(y, wordIndex, bits) for every word of A in the intersection whose AND
// with B is non-zero, in row-major order; stops when visit returns false.
template<typename Visit>
void forEachSharedWord(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy,
                       Visit &&visit)
{
    const PixelRect inter = overlapRect(a, b, dx, dy);
    if (isEmpty(inter))
        return;
    const std::int64_t wordBegin = inter.x / wordBits;
    const std::int64_t wordEnd = (inter.x + inter.w - 1) / wordBits + 1;
    const std::int64_t firstPos = wordBegin * wordBits - dx; // B column of A's first bit
    const int shift = int(firstPos & (wordBits - 1));
    const std::int64_t wordsB = b.wordsPerRow();
    // A's words whose two B source words both exist need no bounds checks; only a few
    // words at either end of a row take the checked path.
    const std::int64_t q0 = firstPos >> 6; // B word under A's first word (may be -1)
    const std::int64_t safeBegin = std::clamp(wordBegin - q0, wordBegin, wordEnd);
    const std::int64_t safeEnd = std::clamp(wordBegin + wordsB - 1 - q0, safeBegin, wordEnd);
    for (std::int64_t y = inter.y; y < inter.y + inter.h; ++y) {
        const std::uint64_t *rowA = a.row(int(y));
        const std::uint64_t *rowB = b.row(int(y - dy));
        // Bits outside either mask are zero (padding and out-of-row reads), so the AND
        // is already limited to the intersection.
        const auto checked = [&](std::int64_t k) {
            const std::int64_t pos = firstPos + (k - wordBegin) * wordBits;
            const std::uint64_t shared = rowA[k] & gatherBits(rowB, wordsB, pos, shift);
            return shared == 0 || visit(y, k, shared);
        };
        for (std::int64_t k = wordBegin; k < safeBegin; ++k) {
            if (!checked(k))
                return;
        }
        const std::uint64_t *source = rowB + (q0 + (safeBegin - wordBegin));
        for (std::int64_t k = safeBegin; k < safeEnd; ++k, ++source) {
            const std::uint64_t bitsB = shift == 0 ? source[0]
                                                   : (source[0] >> shift)
                                                         | (source[1] << (wordBits - shift));
            const std::uint64_t shared = rowA[k] & bitsB;
            if (shared != 0 && !visit(y, k, shared))
                return;
        }
        for (std::int64_t k = safeEnd; k < wordEnd; ++k) {
            if (!checked(k))
                return;
        }
    }
}

// ORs `bits` into `row` at bit position pos (which may be negative).
void depositBits(std::uint64_t *row, std::int64_t words, std::int64_t pos, std::uint64_t bits)
{
    const std::int64_t q = pos >> 6;
    const int shift = int(pos & (wordBits - 1));
    if (q >= 0 && q < words)
        row[q] |= bits << shift;
    if (shift != 0 && q + 1 >= 0 && q + 1 < words)
        row[q + 1] |= bits >> (wordBits - shift);
}

} // namespace

PixelOverlap pixelOverlapAt(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy,
                            PixelDetail detail)
{
    PixelOverlap result;
    result.scanned = overlapRect(a, b, dx, dy);
    std::int64_t count = 0;
    forEachSharedWord(a, b, dx, dy, [&](std::int64_t y, std::int64_t k, std::uint64_t bits) {
        if (!result.hit) {
            result.hit = true;
            result.firstContact = PixelPoint{k * wordBits + std::countr_zero(bits), y};
        }
        count += std::popcount(bits);
        return detail == PixelDetail::Full;
    });
    if (detail == PixelDetail::Full)
        result.count = count;
    return result;
}

namespace {

bool finiteAffine(const Affine &m)
{
    return std::isfinite(m.m11) && std::isfinite(m.m12) && std::isfinite(m.m21)
           && std::isfinite(m.m22) && std::isfinite(m.dx) && std::isfinite(m.dy);
}

} // namespace

PixelRect overlapRect(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy)
{
    // B's far edge dx + width would overflow for offsets near INT64_MAX (PixelRect needs
    // x + w to be representable); such a B starts right of or below A anyway.
    if (dx >= a.width() || dy >= a.height())
        return {std::max<std::int64_t>(dx, 0), std::max<std::int64_t>(dy, 0), 0, 0};
    return rectIntersection(PixelRect{0, 0, a.width(), a.height()},
                            PixelRect{dx, dy, b.width(), b.height()});
}

bool masksOverlap(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy)
{
    bool hit = false;
    forEachSharedWord(a, b, dx, dy, [&](std::int64_t, std::int64_t, std::uint64_t) {
        hit = true;
        return false;
    });
    return hit;
}

std::optional<PixelPoint> firstContact(const Mask &a, const Mask &b, std::int64_t dx,
                                       std::int64_t dy)
{
    return pixelOverlapAt(a, b, dx, dy, PixelDetail::FirstHit).firstContact;
}

std::int64_t overlapCount(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy)
{
    std::int64_t count = 0;
    forEachSharedWord(a, b, dx, dy, [&](std::int64_t, std::int64_t, std::uint64_t bits) {
        count += std::popcount(bits);
        return true;
    });
    return count;
}

Mask overlapMask(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy)
{
    const PixelRect inter = overlapRect(a, b, dx, dy);
    if (isEmpty(inter))
        return {};
    Mask out(int(inter.w), int(inter.h));
    forEachSharedWord(a, b, dx, dy, [&](std::int64_t y, std::int64_t k, std::uint64_t bits) {
        depositBits(out.row(int(y - inter.y)), out.wordsPerRow(), k * wordBits - inter.x, bits);
        return true;
    });
    return out;
}

PixelOverlap pixelOverlap(const Mask &a, const Transform &ta, const Mask &b,
                          const Transform &tb, PixelDetail detail)
{
    if (isPureTranslation(ta) && isPureTranslation(tb)) {
        // B's top-left sits at d in A's pixels. A's pixel centre x + 0.5 lands in B's
        // pixel floor(x + 0.5 - d) = x - ceil(d - 0.5): an integer offset, so even a
        // fractional drag position takes the word-at-a-time path with the same answer.
        const Vec2 d = (tb.position - tb.pivot) - (ta.position - ta.pivot);
        const double dx = std::ceil(d.x - 0.5);
        const double dy = std::ceil(d.y - 0.5);
        constexpr double limit = 9.0e18;
        if (std::abs(dx) < limit && std::abs(dy) < limit)
            return pixelOverlapAt(a, b, std::int64_t(dx), std::int64_t(dy), detail);
        // Farther apart than any int64 offset: nothing is shared.
        PixelOverlap apart;
        if (detail == PixelDetail::Full)
            apart.count = 0;
        return apart;
    }

    PixelOverlap result;
    if (detail == PixelDetail::Full)
        result.count = 0;
    if (a.isNull() || b.isNull())
        return result;
    const Rect inter = rectIntersection(spriteBounds(ta, a.width(), a.height()),
                                        spriteBounds(tb, b.width(), b.height()));
    if (isEmpty(inter))
        return result;
    const Affine worldToA = worldToImage(ta);
    const Affine aToB = compose(imageToWorld(ta), worldToImage(tb));
    if (!finiteAffine(worldToA) || !finiteAffine(aToB))
        return result;
    result.scanned = rectIntersection(enclosingPixelRect(mapBounds(worldToA, inter)),
                                      PixelRect{0, 0, a.width(), a.height()});
    if (isEmpty(result.scanned))
        return result;

    const std::int64_t x0 = result.scanned.x;
    const std::int64_t x1 = result.scanned.x + result.scanned.w;
    std::int64_t count = 0;
    for (std::int64_t y = result.scanned.y; y < result.scanned.y + result.scanned.h; ++y) {
        const std::uint64_t *rowA = a.row(int(y));
        for (std::int64_t k = x0 / wordBits; k <= (x1 - 1) / wordBits; ++k) {
            std::uint64_t bits = rowA[k];
            while (bits != 0) {
                const std::int64_t x = k * wordBits + std::countr_zero(bits);
                bits &= bits - 1;
                if (x < x0 || x >= x1)
                    continue;
                const Vec2 p = apply(aToB, {double(x) + 0.5, double(y) + 0.5});
                // Range check before converting, so huge or NaN coordinates stay defined.
                if (!(p.x >= 0.0 && p.y >= 0.0 && p.x < b.width() && p.y < b.height()))
                    continue;
                if (!b.test(std::int64_t(p.x), std::int64_t(p.y)))
                    continue;
                if (!result.hit) {
                    result.hit = true;
                    result.firstContact = PixelPoint{x, y};
                    if (detail == PixelDetail::FirstHit)
                        return result;
                }
                ++count;
            }
        }
    }
    if (detail == PixelDetail::Full)
        result.count = count;
    return result;
}

} // namespace hitbox::collision
