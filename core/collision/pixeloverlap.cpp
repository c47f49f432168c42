#include "pixeloverlap.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

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

namespace {

// Columns [lo, hi) of a row whose mapped coordinate m * (x + 0.5) + c can fall in
// [0, size): the exact interval widened so that rounding cannot drop a column (callers
// still test every pixel exactly). A zero slope keeps the whole row.
std::pair<double, double> spanInside(double m, double c, double size)
{
    if (m == 0.0)
        return {-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    // Tolerance in mapped units, far above the rounding error of m * cx + c.
    const double eps = 1e-9 * (1.0 + std::abs(c) + size);
    double from = (-eps - c) / m;
    double to = (size + eps - c) / m;
    if (from > to)
        std::swap(from, to);
    // cx = x + 0.5; one more column on each side for the rounding of the division.
    return {std::floor(from - 0.5) - 1.0, std::ceil(to - 0.5) + 1.0};
}

// One row of the transformed scan: the columns [x0, x1) whose centre can land inside B
// (see spanInside) and the row's share of the map, kept apart so that every pixel is
// mapped with the same arithmetic as apply(): (m11 * x + m21 * y) + dx.
struct RowSpan
{
    std::int64_t x0 = 0;
    std::int64_t x1 = 0; // x0 == x1: nothing to scan
    double rowX = 0.0;   // m21 * (y + 0.5)
    double rowY = 0.0;   // m22 * (y + 0.5)
};

RowSpan rowSpan(const Affine &m, std::int64_t y, const PixelRect &scanned, double bw, double bh)
{
    RowSpan r;
    const double cy = double(y) + 0.5;
    r.rowX = m.m21 * cy;
    r.rowY = m.m22 * cy;
    const auto [fromX, toX] = spanInside(m.m11, r.rowX + m.dx, bw);
    const auto [fromY, toY] = spanInside(m.m12, r.rowY + m.dy, bh);
    const double rowLo = double(scanned.x);
    const double rowHi = double(scanned.x + scanned.w);
    const double lo = std::clamp(std::max(fromX, fromY), rowLo, rowHi);
    const double hi = std::clamp(std::min(toX, toY), rowLo, rowHi);
    if (lo < hi) {
        r.x0 = std::int64_t(lo);
        r.x1 = std::int64_t(hi);
    }
    return r;
}

// B's words as the transformed scan reads them.
struct MaskBits
{
    const std::uint64_t *words = nullptr;
    std::size_t stride = 0; // words per row
    double width = 0.0;
    double height = 0.0;
};

// The hits of a word of A all of whose 64 mapped centres (colX[i] + rowX + dx,
// colY[i] + rowY + dy) lie inside B, so no pixel needs a bounds test. In two passes: the
// mapped pixels first (a loop the compiler can vectorize: the same operations in the order
// of the scalar code, so the same roundings), then B's bits, the highest pixel first so
// that each bit is shifted in without a variable shift.
inline std::uint64_t hitsOfInsideWord(const RowSpan &r, const Affine &m, const MaskBits &b,
                                      const double *colX, const double *colY)
{
    std::int32_t bx[wordBits];
    std::int32_t by[wordBits];
    const double rowX = r.rowX;
    const double rowY = r.rowY;
    const double dx = m.dx;
    const double dy = m.dy;
    for (int i = 0; i < wordBits; ++i) {
        bx[i] = std::int32_t(colX[i] + rowX + dx);
        by[i] = std::int32_t(colY[i] + rowY + dy);
    }
    const std::uint64_t *words = b.words;
    const std::size_t stride = b.stride;
    std::uint64_t hits = 0;
    for (int i = wordBits - 1; i >= 0; --i) {
        const auto x = std::uint32_t(bx[i]);
        const std::uint64_t word = words[std::uint32_t(by[i]) * stride + x / wordBits];
        hits = (hits << 1) | ((word >> (x % wordBits)) & 1);
    }
    return hits;
}

// The hits of A's word k in a row: bit i is set when A's solid pixel x = 64k + i (inside
// the span) has its centre, mapped into B's image, on a solid pixel of B. colX[i] and
// colY[i] are m11 * cx and m12 * cx of that pixel, so the mapped centre is
// (m11 * cx + rowX) + dx, the arithmetic of apply().
inline std::uint64_t hitsOfWord(std::uint64_t bits, std::int64_t k, const RowSpan &r,
                                const Affine &m, const MaskBits &b, const double *colX,
                                const double *colY)
{
    if (k == r.x0 / wordBits)
        bits &= ~std::uint64_t(0) << (r.x0 % wordBits);
    if (k == (r.x1 - 1) / wordBits && r.x1 % wordBits != 0)
        bits &= ~(~std::uint64_t(0) << (r.x1 % wordBits));
    if (bits == 0)
        return 0;
    // Whether the centre of the word's pixel i lands inside B, and where.
    const auto mapped = [&](int i, double &px, double &py) {
        px = colX[i] + r.rowX + m.dx;
        py = colY[i] + r.rowY + m.dy;
        return px >= 0.0 && py >= 0.0 && px < b.width && py < b.height;
    };
    double px = 0.0;
    double py = 0.0;
    // Each coordinate is a chain of rounded, monotonic operations on cx (products with
    // the same factor, then sums with the same terms), so it is monotonic along the word:
    // when both end pixels land inside B (finite, in range), every pixel in between does.
    // Worth it for a well-filled word only, as it maps all 64 pixels.
    if (std::popcount(bits) >= wordBits / 4 && mapped(0, px, py)
        && mapped(wordBits - 1, px, py))
        return bits & hitsOfInsideWord(r, m, b, colX, colY);
    // Whether the pixel i of the word meets a solid pixel of B. Branchless per pixel:
    // whether B's pixel is solid is unpredictable, and a mispredicted branch cost more
    // than the lookup.
    const auto hit = [&](int i) -> std::uint64_t {
        const bool inside = mapped(i, px, py);
        // Outside B (or NaN) reads B's pixel (0, 0) and discards it, so the conversion
        // never sees an out-of-range value (B's sides fit in an int).
        const auto x = std::uint32_t(std::int32_t(inside ? px : 0.0));
        const auto y = std::uint32_t(std::int32_t(inside ? py : 0.0));
        const std::uint64_t word = b.words[y * b.stride + x / wordBits];
        return (word >> (x % wordBits)) & std::uint64_t(inside);
    };
    std::uint64_t hits = 0;
    if (bits == ~std::uint64_t(0)) {
        // Solid words (the inside of a sprite) in a plain loop the compiler can pipeline.
        for (int i = 0; i < wordBits; ++i)
            hits |= hit(i) << i;
        return hits;
    }
    while (bits != 0) {
        const int i = std::countr_zero(bits);
        bits &= bits - 1;
        hits |= hit(i) << i;
    }
    return hits;
}

// Calls visit(y, k, hits) for every word k of A's row y inside `scanned` with some hit (see
// hitsOfWord), in row-major order; stops when visit returns false. Along a row the mapped
// centre moves on a line, so only the columns whose centre can land inside B are visited;
// each of them is still tested exactly, so the answers are those of a plain scan of every
// solid pixel.
template<typename Visit>
void forEachTransformedHitWord(const Mask &a, const Mask &b, const Affine &m,
                               const PixelRect &scanned, Visit &&visit)
{
    const MaskBits bits{b.row(0), std::size_t(b.wordsPerRow()), double(b.width()),
                        double(b.height())};
    // m11 * cx and m12 * cx of every column of the scanned words, the same in every row:
    // colX at [0, columns), colY at [columns, 2 * columns).
    const std::int64_t firstWord = scanned.x / wordBits;
    const auto columns = std::size_t(((scanned.x + scanned.w - 1) / wordBits + 1 - firstWord)
                                     * wordBits);
    std::vector<double> terms(2 * columns);
    for (std::size_t i = 0; i < columns; ++i) {
        const double cx = double(firstWord * wordBits + std::int64_t(i)) + 0.5;
        terms[i] = m.m11 * cx;
        terms[columns + i] = m.m12 * cx;
    }
    for (std::int64_t y = scanned.y; y < scanned.y + scanned.h; ++y) {
        const RowSpan r = rowSpan(m, y, scanned, bits.width, bits.height);
        if (r.x0 == r.x1)
            continue;
        const std::uint64_t *rowA = a.row(int(y));
        for (std::int64_t k = r.x0 / wordBits; k <= (r.x1 - 1) / wordBits; ++k) {
            const double *colX = terms.data() + (k - firstWord) * wordBits;
            const std::uint64_t hits
                    = hitsOfWord(rowA[k], k, r, m, bits, colX, colX + columns);
            if (hits != 0 && !visit(y, k, hits))
                return;
        }
    }
}

// The pieces of a transformed test: the map from A's image into B's and the part of A
// that is scanned. Empty `scanned` when nothing can overlap.
struct TransformedSetup
{
    Affine aToB;
    PixelRect scanned;
};

TransformedSetup setUpTransformed(const Mask &a, const Transform &ta, const Mask &b,
                                  const Transform &tb)
{
    TransformedSetup s;
    if (a.isNull() || b.isNull())
        return s;
    const Rect inter = rectIntersection(spriteBounds(ta, a.width(), a.height()),
                                        spriteBounds(tb, b.width(), b.height()));
    if (isEmpty(inter))
        return s;
    const Affine worldToA = worldToImage(ta);
    s.aToB = compose(imageToWorld(ta), worldToImage(tb));
    if (!finiteAffine(worldToA) || !finiteAffine(s.aToB))
        return s;
    s.scanned = rectIntersection(enclosingPixelRect(mapBounds(worldToA, inter)),
                                 PixelRect{0, 0, a.width(), a.height()});
    return s;
}

// The integer offset of B in A's pixels when both transforms are pure translations
// (A's pixel centre x + 0.5 lands in B's pixel floor(x + 0.5 - d) = x - ceil(d - 0.5)),
// or nullopt when they are farther apart than any int64 offset.
std::optional<std::pair<std::int64_t, std::int64_t>> translationOffset(const Transform &ta,
                                                                       const Transform &tb)
{
    const Vec2 d = (tb.position - tb.pivot) - (ta.position - ta.pivot);
    const double dx = std::ceil(d.x - 0.5);
    const double dy = std::ceil(d.y - 0.5);
    constexpr double limit = 9.0e18;
    if (std::abs(dx) < limit && std::abs(dy) < limit)
        return std::pair{std::int64_t(dx), std::int64_t(dy)};
    return std::nullopt;
}

} // namespace

PixelOverlap pixelOverlap(const Mask &a, const Transform &ta, const Mask &b,
                          const Transform &tb, PixelDetail detail)
{
    if (isPureTranslation(ta) && isPureTranslation(tb)) {
        // A fractional drag position still takes the word-at-a-time path, same answer.
        if (const auto offset = translationOffset(ta, tb))
            return pixelOverlapAt(a, b, offset->first, offset->second, detail);
        // Farther apart than any int64 offset: nothing is shared.
        PixelOverlap apart;
        if (detail == PixelDetail::Full)
            apart.count = 0;
        return apart;
    }

    PixelOverlap result;
    if (detail == PixelDetail::Full)
        result.count = 0;
    const TransformedSetup setup = setUpTransformed(a, ta, b, tb);
    result.scanned = setup.scanned;
    if (isEmpty(result.scanned))
        return result;
    std::int64_t count = 0;
    forEachTransformedHitWord(a, b, setup.aToB, setup.scanned,
                              [&](std::int64_t y, std::int64_t k, std::uint64_t hits) {
                                  if (!result.hit) {
                                      result.hit = true;
                                      result.firstContact = PixelPoint{
                                          k * wordBits + std::countr_zero(hits), y};
                                  }
                                  count += std::popcount(hits);
                                  return detail == PixelDetail::Full;
                              });
    if (detail == PixelDetail::Full)
        result.count = count;
    return result;
}

Mask pixelOverlapMask(const Mask &a, const Transform &ta, const Mask &b, const Transform &tb)
{
    Mask out(a.width(), a.height());
    if (isPureTranslation(ta) && isPureTranslation(tb)) {
        const auto offset = translationOffset(ta, tb);
        if (!offset)
            return out;
        // Words of A's rows stay in place: the hit bits are copied as they are.
        forEachSharedWord(a, b, offset->first, offset->second,
                          [&](std::int64_t y, std::int64_t k, std::uint64_t bits) {
                              out.row(int(y))[k] = bits;
                              return true;
                          });
        return out;
    }
    const TransformedSetup setup = setUpTransformed(a, ta, b, tb);
    if (isEmpty(setup.scanned))
        return out;
    forEachTransformedHitWord(a, b, setup.aToB, setup.scanned,
                              [&](std::int64_t y, std::int64_t k, std::uint64_t hits) {
                                  out.row(int(y))[k] = hits;
                                  return true;
                              });
    return out;
}

} // namespace hitbox::collision
