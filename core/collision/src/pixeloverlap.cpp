#include <hitbox/mask.h>

#include "maskblocks.h"
#include "transformedscan.h"
#include "wordscan.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

using transformedscan::wordBits;
using wordscan::forEachSharedWord;
using wordscan::gatherBits;

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

// Row-major order: the topmost row first, then the leftmost pixel.
bool before(const PixelPoint &p, const PixelPoint &q)
{
    return p.y < q.y || (p.y == q.y && p.x < q.x);
}

// The evidence of a pixel test gathered from its hit words of A, visited in row-major
// order (a visitor of the word scans: stops after the first one in FirstHit mode), and
// from single further pixels of A in any order.
class HitEvidence
{
public:
    explicit HitEvidence(PixelDetail detail)
        : m_detail(detail)
    {}

    bool operator()(std::int64_t y, std::int64_t k, std::uint64_t bits)
    {
        if (!m_first)
            m_first = PixelPoint{k * wordBits + std::countr_zero(bits), y};
        m_count += std::popcount(bits);
        return m_detail == PixelDetail::Full;
    }

    // One more hit pixel of A, not among those counted so far.
    void addPixel(const PixelPoint &p)
    {
        if (!m_first || before(p, *m_first))
            m_first = p;
        ++m_count;
    }

    const std::optional<PixelPoint> &first() const { return m_first; }

    PixelOverlap finish(const PixelRect &scanned) const
    {
        PixelOverlap r;
        r.hit = m_first.has_value();
        r.firstContact = m_first;
        if (m_detail == PixelDetail::Full)
            r.count = m_count;
        r.scanned = scanned;
        return r;
    }

private:
    PixelDetail m_detail;
    std::optional<PixelPoint> m_first;
    std::int64_t m_count = 0;
};

} // namespace

PixelOverlap
pixelOverlapAt(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy, PixelDetail detail)
{
    HitEvidence evidence(detail);
    forEachSharedWord(a, b, dx, dy, evidence);
    return evidence.finish(overlapRect(a, b, dx, dy));
}

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

std::optional<PixelPoint>
firstContact(const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy)
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

namespace {

namespace ts = transformedscan;

using Offset = std::pair<std::int64_t, std::int64_t>;

// The integer offset of B in A's pixels when both transforms are pure translations
// (A's pixel centre x + 0.5 lands in B's pixel floor(x + 0.5 - d) = x - ceil(d - 0.5)),
// or nullopt when they are farther apart than any int64 offset.
std::optional<Offset> translationOffset(const Transform &ta, const Transform &tb)
{
    const Vec2 d = (tb.position - tb.pivot) - (ta.position - ta.pivot);
    const double dx = std::ceil(d.x - 0.5);
    const double dy = std::ceil(d.y - 0.5);
    constexpr double limit = 9.0e18;
    if (std::abs(dx) < limit && std::abs(dy) < limit)
        return Offset{std::int64_t(dx), std::int64_t(dy)};
    return std::nullopt;
}

// Both directions of the symmetric rule for pure translations, as offsets of B's top-left
// in A's pixels: `forward` pairs A's pixel x with B's pixel x - forward (A's centre in B),
// `backward` pairs B's pixel u with A's pixel u + backward (B's centre in A). They differ,
// by one, only on an axis where B is exactly half a pixel off A's grid. nullopt when the
// sprites are farther apart than any int64 offset.
struct TranslationOffsets
{
    Offset forward;
    Offset backward;
};

std::optional<TranslationOffsets> translationOffsets(const Transform &ta, const Transform &tb)
{
    const auto forward = translationOffset(ta, tb);
    // The same computation with the roles swapped (d is then exactly -d), negated.
    const auto backward = translationOffset(tb, ta);
    if (!forward || !backward)
        return std::nullopt;
    return TranslationOffsets{*forward, {-backward->first, -backward->second}};
}

// The smallest rectangle holding both (an empty one when both are empty).
PixelRect bounding(const PixelRect &a, const PixelRect &b)
{
    if (isEmpty(a))
        return b;
    if (isEmpty(b))
        return a;
    const std::int64_t x = std::min(a.x, b.x);
    const std::int64_t y = std::min(a.y, b.y);
    return {x, y, std::max(a.x + a.w, b.x + b.w) - x, std::max(a.y + a.h, b.y + b.h) - y};
}

// forEachSharedWord for the union of two offsets of B: A's bits that are solid in B at
// either offset, in row-major order. The offsets differ by at most one pixel per axis.
template<typename Visit>
void forEachSharedWordOfTwo(const Mask &a,
                            const Mask &b,
                            const TranslationOffsets &o,
                            Visit &&visit)
{
    const Offset offsets[2] = {o.forward, o.backward};
    const PixelRect rects[2] = {overlapRect(a, b, o.forward.first, o.forward.second),
                                overlapRect(a, b, o.backward.first, o.backward.second)};
    const PixelRect all = bounding(rects[0], rects[1]);
    if (isEmpty(all))
        return;
    const std::int64_t wordsB = b.wordsPerRow();
    for (std::int64_t y = all.y; y < all.y + all.h; ++y) {
        const std::uint64_t *rowA = a.row(int(y));
        for (std::int64_t k = all.x / wordBits; k <= (all.x + all.w - 1) / wordBits; ++k) {
            std::uint64_t bitsB = 0;
            for (int i = 0; i < 2; ++i) {
                if (y < rects[i].y || y >= rects[i].y + rects[i].h)
                    continue; // also when rects[i] is empty
                const auto [dx, dy] = offsets[i];
                const std::int64_t pos = k * wordBits - dx;
                bitsB |= gatherBits(b.row(int(y - dy)), wordsB, pos, int(pos & (wordBits - 1)));
            }
            const std::uint64_t shared = rowA[k] & bitsB;
            if (shared != 0 && !visit(y, k, shared))
                return;
        }
    }
}

// Both directions of a transformed test.
struct SymmetricSetup
{
    ts::Setup forward;  ///< A's centres into B's image, scanning A
    ts::Setup backward; ///< B's centres into A's image, scanning B
};

SymmetricSetup
setUpSymmetric(const Mask &a, const Transform &ta, const Mask &b, const Transform &tb)
{
    return {ts::setUp(a, ta, b, tb), ts::setUp(b, tb, a, ta)};
}

// Calls visit(p) with A's pixel p for every solid pixel of B whose centre lands on the
// solid pixel p of A (the backward direction), in B's row-major order; stops when visit
// returns false. B's pixels that cannot land in A's rows [0, rowLimit) may be skipped;
// visit may lower rowLimit. The landing pixel is computed with the arithmetic of the scan,
// that of apply(): (m11 * x + m21 * y) + dx, so it is the pixel the scan found solid (the
// point is inside A, so the truncation is the floor).
template<typename Visit, typename Rows>
void forEachBackwardHitIn(Rows &&rowsOfB,
                          const Mask &a,
                          const Mask &b,
                          const ts::Setup &backward,
                          const double &rowLimit,
                          Visit &&visit)
{
    if (isEmpty(backward.scanned))
        return;
    const Affine &m = backward.fromToTo;
    ts::forEachTransformedHitWordIn(
            rowsOfB,
            b,
            a,
            m,
            backward.scanned,
            rowLimit,
            [&](std::int64_t y, std::int64_t k, std::uint64_t hits) {
                const double cy = double(y) + 0.5;
                const double rowX = m.m21 * cy;
                const double rowY = m.m22 * cy;
                while (hits != 0) {
                    const int i = std::countr_zero(hits);
                    hits &= hits - 1;
                    const double cx = double(k * wordBits + i) + 0.5;
                    const PixelPoint p{std::int64_t(m.m11 * cx + rowX + m.dx),
                                       std::int64_t(m.m12 * cx + rowY + m.dy)};
                    if (!visit(p))
                        return false;
                }
                return true;
            },
            nullptr);
}

// forEachBackwardHitIn over all of B's solid pixels.
template<typename Visit>
void forEachBackwardHit(const Mask &a,
                        const Mask &b,
                        const ts::Setup &backward,
                        const double &rowLimit,
                        Visit &&visit)
{
    forEachBackwardHitIn(
            [&b](std::int64_t y) { return b.row(int(y)); }, a, b, backward, rowLimit, visit);
}

// Whether the backward pass may leave out B's pixels whose 8 neighbours are all solid:
// the A pixel holding such a pixel's centre has its own centre within 1.5 B pixels of it,
// so in that 3 x 3 block of solid pixels, and the forward pass counts it already. Holds
// when A's pixel, mapped into B, reaches less than 1.5 pixels from its centre, by a margin
// far above the rounding of both maps.
bool interiorCovered(const Mask &a, const Mask &b, const SymmetricSetup &setup)
{
    const auto rounding = [](const Affine &m, int size) {
        return 1e-9
               * (1.0 + std::abs(m.dx) + std::abs(m.dy)
                  + (std::abs(m.m11) + std::abs(m.m12) + std::abs(m.m21) + std::abs(m.m22)) * size);
    };
    const Affine &f = setup.forward.fromToTo;
    const double forward = rounding(f, a.width() + a.height());
    const double backward = rounding(setup.backward.fromToTo, b.width() + b.height());
    const double reachX = (0.5 + backward) * (std::abs(f.m11) + std::abs(f.m21)) + forward;
    const double reachY = (0.5 + backward) * (std::abs(f.m12) + std::abs(f.m22)) + forward;
    return !isEmpty(setup.forward.scanned) && reachX < 1.49 && reachY < 1.49;
}

// B's coarse level for a forward scan of A's rectangle `scanned`, when it pays: the scan
// is large and B not much larger than it (building the level reads all of B).
std::optional<MaskBlocks> coarseLevelFor(const Mask &b, const PixelRect &scanned)
{
    const std::int64_t area = scanned.w * scanned.h;
    constexpr std::int64_t smallest = 128 * 128;
    if (area < smallest || std::int64_t(b.width()) * b.height() > 16 * area)
        return std::nullopt;
    return MaskBlocks(b);
}

// The forward direction of a transformed test (A's centres into B) over A's scanned
// rectangle, with B's coarse level when it pays.
template<typename Visit>
void forEachForwardHit(const Mask &a, const Mask &b, const ts::Setup &forward, Visit &&visit)
{
    if (isEmpty(forward.scanned))
        return;
    const double rowLimit = double(b.height());
    const std::optional<MaskBlocks> blocks = coarseLevelFor(b, forward.scanned);
    ts::forEachTransformedHitWord(
            a, b, forward.fromToTo, forward.scanned, rowLimit, visit, blocks ? &*blocks : nullptr);
}

// A's pixels in a colliding pair, as an A-sized mask: the forward hits copied a word at a
// time, the backward ones scattered. `scanned` grows to hold the backward ones.
Mask collidingPixels(const Mask &a, const Mask &b, const SymmetricSetup &setup, PixelRect &scanned)
{
    Mask out(a.width(), a.height());
    forEachForwardHit(
            a, b, setup.forward, [&out](std::int64_t y, std::int64_t k, std::uint64_t bits) {
                out.row(int(y))[k] = bits;
                return true;
            });
    scanned = setup.forward.scanned;
    std::uint64_t *words = out.row(0);
    const auto stride = std::size_t(out.wordsPerRow());
    std::int64_t x0 = a.width(), y0 = a.height(), x1 = -1, y1 = -1;
    const double rowLimit = double(a.height());
    // Mostly only B's outline needs the backward pass: its interior lands on A pixels the
    // forward pass has counted.
    const auto scatter = [&](const PixelPoint &p) {
        words[std::size_t(p.y) * stride + std::size_t(p.x / wordBits)] |= std::uint64_t(1)
                                                                          << (p.x % wordBits);
        x0 = std::min(x0, p.x);
        y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.x);
        y1 = std::max(y1, p.y);
        return true;
    };
    if (!isEmpty(setup.backward.scanned) && interiorCovered(a, b, setup)) {
        forEachBackwardHitIn(ts::OutlineRows(b, setup.backward.scanned),
                             a,
                             b,
                             setup.backward,
                             rowLimit,
                             scatter);
    } else {
        forEachBackwardHit(a, b, setup.backward, rowLimit, scatter);
    }
    if (x1 >= 0)
        scanned = bounding(scanned, PixelRect{x0, y0, x1 - x0 + 1, y1 - y0 + 1});
    return out;
}

// The full evidence of A's colliding pixels: the count, and the first in row-major order.
PixelOverlap evidenceOf(const Mask &pixels, const PixelRect &scanned)
{
    PixelOverlap r;
    r.count = pixels.solidCount();
    r.hit = *r.count > 0;
    r.scanned = scanned;
    for (int y = 0; r.hit && !r.firstContact; ++y) {
        const std::uint64_t *row = pixels.row(y);
        for (int k = 0; k < pixels.wordsPerRow(); ++k) {
            if (row[k] != 0) {
                r.firstContact = PixelPoint{k * wordBits + std::countr_zero(row[k]), y};
                break;
            }
        }
    }
    return r;
}

PixelOverlap transformedOverlap(
        const Mask &a, const Transform &ta, const Mask &b, const Transform &tb, PixelDetail detail)
{
    const SymmetricSetup setup = setUpSymmetric(a, ta, b, tb);
    HitEvidence evidence(detail);
    PixelRect scanned;
    if (detail == PixelDetail::Full) {
        const Mask pixels = collidingPixels(a, b, setup, scanned);
        return evidenceOf(pixels, scanned);
    }
    // FirstHit. Forward: stops at A's first hit pixel in row-major order.
    forEachForwardHit(a, b, setup.forward, evidence);
    scanned = setup.forward.scanned;
    // Backward: only A's pixels that may come before the best first contact so far matter,
    // so B's pixels that cannot land in A's rows up to it are skipped.
    double rowLimit = evidence.first() ? double(evidence.first()->y + 1) : double(a.height());
    forEachBackwardHit(a, b, setup.backward, rowLimit, [&](const PixelPoint &p) {
        scanned = bounding(scanned, PixelRect{p.x, p.y, 1, 1});
        evidence.addPixel(p);
        rowLimit = double(evidence.first()->y + 1);
        return true;
    });
    return evidence.finish(scanned);
}

} // namespace

PixelOverlap pixelOverlap(
        const Mask &a, const Transform &ta, const Mask &b, const Transform &tb, PixelDetail detail)
{
    if (!isPureTranslation(ta) || !isPureTranslation(tb))
        return transformedOverlap(a, ta, b, tb, detail);
    const auto offsets = translationOffsets(ta, tb);
    if (!offsets) {
        // Farther apart than any int64 offset: nothing is shared.
        PixelOverlap apart;
        if (detail == PixelDetail::Full)
            apart.count = 0;
        return apart;
    }
    // Both directions pair the same pixels unless B is exactly half a pixel off A's grid:
    // then the word-at-a-time path scans the union of the two offsets.
    const auto [fx, fy] = offsets->forward;
    if (offsets->forward == offsets->backward)
        return pixelOverlapAt(a, b, fx, fy, detail);
    HitEvidence evidence(detail);
    forEachSharedWordOfTwo(a, b, *offsets, evidence);
    const auto [bx, by] = offsets->backward;
    return evidence.finish(bounding(overlapRect(a, b, fx, fy), overlapRect(a, b, bx, by)));
}

Mask pixelOverlapMask(const Mask &a, const Transform &ta, const Mask &b, const Transform &tb)
{
    if (!isPureTranslation(ta) || !isPureTranslation(tb)) {
        PixelRect scanned;
        return collidingPixels(a, b, setUpSymmetric(a, ta, b, tb), scanned);
    }
    Mask out(a.width(), a.height());
    const auto offsets = translationOffsets(ta, tb);
    if (!offsets)
        return out;
    // Words of A's rows stay in place: the hit bits are copied as they are.
    const auto copy = [&out](std::int64_t y, std::int64_t k, std::uint64_t bits) {
        out.row(int(y))[k] = bits;
        return true;
    };
    if (offsets->forward == offsets->backward)
        forEachSharedWord(a, b, offsets->forward.first, offsets->forward.second, copy);
    else
        forEachSharedWordOfTwo(a, b, *offsets, copy);
    return out;
}

PixelOverlap pixelOverlapWithMask(
        const Mask &a, const Transform &ta, const Mask &b, const Transform &tb, Mask &hitPixels)
{
    if (!isPureTranslation(ta) || !isPureTranslation(tb)) {
        PixelRect scanned;
        hitPixels = collidingPixels(a, b, setUpSymmetric(a, ta, b, tb), scanned);
        return evidenceOf(hitPixels, scanned);
    }
    // The word path is cheap: its own count, and the mask beside it.
    hitPixels = pixelOverlapMask(a, ta, b, tb);
    return pixelOverlap(a, ta, b, tb, PixelDetail::Full);
}

} // namespace hitbox::collision
