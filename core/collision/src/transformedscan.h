#pragma once

// Internal to the pixel tier (pixeloverlap.cpp): the scan of one direction of the
// transformed test. Every solid pixel of a "from" mask inside a scanned rectangle has its
// centre mapped into a "to" mask's image with the arithmetic of apply(), and the pixels
// landing on a solid pixel of "to" are reported, one 64-pixel word of "from" at a time.
// pixelOverlap runs it twice, A into B and B into A (roles swapped), for the symmetric rule.

#include "maskblocks.h"
#include "simd.h"
#include <hitbox/geometry.h>
#include <hitbox/mask.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#if HITBOX_SIMD_X86
#include <immintrin.h>
#endif

namespace hitbox::collision::detail::transformedscan {

constexpr int wordBits = Mask::bitsPerWord;

// Columns [lo, hi) of a row whose mapped coordinate m * (x + 0.5) + c can fall in
// [0, size): the exact interval widened so that rounding cannot drop a column (callers
// still test every pixel exactly). A zero slope keeps the whole row.
inline std::pair<double, double> spanInside(double m, double c, double size)
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

inline RowSpan
rowSpan(const Affine &m, std::int64_t y, const PixelRect &scanned, double bw, double bh)
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

// The hits of `count` consecutive pixels of a word of A, from pixel `first` on, all of
// whose mapped centres (colX[i] + rowX + dx, colY[i] + rowY + dy) lie inside B, so no
// pixel needs a bounds test; bit i of the result is pixel first + i. In two passes: the
// mapped pixels first (a loop the compiler can vectorize: the same operations in the order
// of the scalar code, so the same roundings), then B's bits, the highest pixel first so
// that each bit is shifted in without a variable shift.
template<int count>
inline std::uint64_t hitsOfInsideRun(const RowSpan &r,
                                     const Affine &m,
                                     const MaskBits &b,
                                     const double *colX,
                                     const double *colY)
{
    std::int32_t bx[count];
    std::int32_t by[count];
    const double rowX = r.rowX;
    const double rowY = r.rowY;
    const double dx = m.dx;
    const double dy = m.dy;
    for (int i = 0; i < count; ++i) {
        bx[i] = std::int32_t(colX[i] + rowX + dx);
        by[i] = std::int32_t(colY[i] + rowY + dy);
    }
    const std::uint64_t *words = b.words;
    const std::size_t stride = b.stride;
    std::uint64_t hits = 0;
    for (int i = count - 1; i >= 0; --i) {
        const auto x = std::uint32_t(bx[i]);
        const std::uint64_t word = words[std::uint32_t(by[i]) * stride + x / wordBits];
        hits = (hits << 1) | ((word >> (x % wordBits)) & 1);
    }
    return hits;
}

#if HITBOX_SIMD_X86
// hitsOfInsideRun with AVX2: four pixels per step, their mapped centres computed with the
// same operations in the same order (so the same roundings; the library is built without
// FMA contraction), B's words fetched with one gather, each pixel's bit moved to the top
// of its lane and collected with a sign mask.
template<int count>
__attribute__((target("avx2"))) inline std::uint64_t hitsOfInsideRunAvx2(const RowSpan &r,
                                                                         const Affine &m,
                                                                         const MaskBits &b,
                                                                         const double *colX,
                                                                         const double *colY)
{
    static_assert(count % 4 == 0);
    const __m256d rowX = _mm256_set1_pd(r.rowX);
    const __m256d rowY = _mm256_set1_pd(r.rowY);
    const __m256d dx = _mm256_set1_pd(m.dx);
    const __m256d dy = _mm256_set1_pd(m.dy);
    const __m256i stride = _mm256_set1_epi64x(std::int64_t(b.stride));
    const __m256i lowBits = _mm256_set1_epi64x(wordBits - 1);
    const auto *words = reinterpret_cast<const long long *>(b.words);
    std::uint64_t hits = 0;
    for (int i = 0; i < count; i += 4) {
        const __m256d px = _mm256_add_pd(_mm256_add_pd(_mm256_loadu_pd(colX + i), rowX), dx);
        const __m256d py = _mm256_add_pd(_mm256_add_pd(_mm256_loadu_pd(colY + i), rowY), dy);
        // Inside B, so the truncations are in range and not negative.
        const __m256i x = _mm256_cvtepu32_epi64(_mm256_cvttpd_epi32(px));
        const __m256i y = _mm256_cvtepu32_epi64(_mm256_cvttpd_epi32(py));
        const __m256i index
                = _mm256_add_epi64(_mm256_mul_epu32(y, stride), _mm256_srli_epi64(x, 6));
        const __m256i word = _mm256_i64gather_epi64(words, index, 8);
        const __m256i top
                = _mm256_sllv_epi64(word, _mm256_sub_epi64(lowBits, _mm256_and_si256(x, lowBits)));
        hits |= std::uint64_t(_mm256_movemask_pd(_mm256_castsi256_pd(top))) << i;
    }
    return hits;
}
#endif

// hitsOfInsideRun with the widest instructions the processor has.
template<int count>
inline std::uint64_t insideRunHits(const RowSpan &r,
                                   const Affine &m,
                                   const MaskBits &b,
                                   const double *colX,
                                   const double *colY)
{
#if HITBOX_SIMD_X86
    if (simd::avx2())
        return hitsOfInsideRunAvx2<count>(r, m, b, colX, colY);
#endif
    return hitsOfInsideRun<count>(r, m, b, colX, colY);
}

// std::popcount without a library call (the kernel is built for any x86-64, without the
// POPCNT instruction).
inline int bitCount(std::uint64_t w)
{
    w = w - ((w >> 1) & 0x5555555555555555u);
    w = (w & 0x3333333333333333u) + ((w >> 2) & 0x3333333333333333u);
    w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0fu;
    return int((w * 0x0101010101010101u) >> 56);
}

// The hits of the solid pixels `bits` (inside the span, not empty) of a word of A, each
// mapped (see hitsOfWord): runs of pixels all landing inside B in one pass, the others
// one by one.
inline std::uint64_t exactHitsOfWord(std::uint64_t bits,
                                     const RowSpan &r,
                                     const Affine &m,
                                     const MaskBits &b,
                                     const double *colX,
                                     const double *colY)
{
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
    // when both end pixels of a run land inside B (finite, in range), every pixel in
    // between does. Worth it for well-filled runs only, as it maps every pixel of the run:
    // the whole word when its pixels are spread over it, else 8-pixel lanes.
    constexpr int lane = 8;
    constexpr std::uint64_t laneOnes = 0x0101010101010101u;
    // Bit 8j of `used` is set when lane j holds a pixel (the shifts only mix bits of a lane).
    std::uint64_t used = bits | (bits >> 4);
    used |= used >> 2;
    used |= used >> 1;
    std::uint64_t found = 0; // hits of the runs mapped so far
    if (bitCount(used & laneOnes) >= 6) {
        if (bitCount(bits) >= wordBits / 4 && mapped(0, px, py) && mapped(wordBits - 1, px, py))
            return bits & insideRunHits<wordBits>(r, m, b, colX, colY);
    } else {
        std::uint64_t rest = 0;
        for (int j = 0; j < wordBits; j += lane) {
            const std::uint64_t laneBits = (bits >> j) & 0xff;
            if (laneBits == 0)
                continue;
            if (bitCount(laneBits) >= 7 && mapped(j, px, py) && mapped(j + lane - 1, px, py))
                found |= (laneBits & insideRunHits<lane>(r, m, b, colX + j, colY + j)) << j;
            else
                rest |= laneBits << j;
        }
        if (rest == 0)
            return found;
        bits = rest;
    }
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
    std::uint64_t hits = found;
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

// Lanes of a word of A (bytes: 8 pixels of a row) whose pixels are known, from B's
// coarse level, to land on solid pixels of B (`hit`) or not to (`known` but not `hit`).
struct KnownLanes
{
    std::uint64_t known = 0;
    std::uint64_t hit = 0;
};

// The hits of A's word k in a row: bit i is set when A's solid pixel x = 64k + i (inside
// the span) has its centre, mapped into B's image, on a solid pixel of B. colX[i] and
// colY[i] are m11 * cx and m12 * cx of that pixel, so the mapped centre is
// (m11 * cx + rowX) + dx, the arithmetic of apply(). Pixels in `lanes.known` take the
// coarse answer, the others are mapped one by one.
inline std::uint64_t hitsOfWord(std::uint64_t bits,
                                std::int64_t k,
                                const RowSpan &r,
                                const Affine &m,
                                const MaskBits &b,
                                const double *colX,
                                const double *colY,
                                const KnownLanes &lanes = {})
{
    if (k == r.x0 / wordBits)
        bits &= ~std::uint64_t(0) << (r.x0 % wordBits);
    if (k == (r.x1 - 1) / wordBits && r.x1 % wordBits != 0)
        bits &= ~(~std::uint64_t(0) << (r.x1 % wordBits));
    const std::uint64_t knownHits = bits & lanes.hit;
    bits &= ~lanes.known;
    if (bits == 0)
        return knownHits;
    return knownHits | exactHitsOfWord(bits, r, m, b, colX, colY);
}

// The cover, in B's coarse level, of the pixels of B that the centres of A's pixels
// [x0, x0 + w) x [y0, y0 + h) can land on: the box around the mapped centres (the image
// of a parallelogram, computed from its centre and half extents, no per-pixel work),
// widened by far more than the rounding of apply()'s arithmetic.
inline MaskBlocks::Cover
footprintCover(const Affine &m, const MaskBlocks &blocks, double x0, double y0, double w, double h)
{
    const double cx = x0 + 0.5 * w;
    const double cy = y0 + 0.5 * h;
    // The first and last B pixel the coordinate a * cx + b * cy + d can fall in, clamped
    // to [-2, size + 1] (-2 and size + 1 are outside) so that the conversions stay in
    // range: the truncation of a non-negative value is its floor.
    const auto range =
            [&](double a, double b, double d, double size, std::int64_t &lo, std::int64_t &hi) {
                const double ta = a * cx;
                const double tb = b * cy;
                const double half
                        = std::abs(a) * (0.5 * (w - 1.0)) + std::abs(b) * (0.5 * (h - 1.0));
                const double eps = 1e-9 * (1.0 + std::abs(ta) + std::abs(tb) + std::abs(d) + half);
                const double centre = ta + tb + d;
                lo = std::int64_t(std::clamp(centre - half - eps, -2.0, size + 1.0) + 2.0) - 2;
                hi = std::int64_t(std::clamp(centre + half + eps, -2.0, size + 1.0) + 2.0) - 2;
            };
    std::int64_t xLo = 0, xHi = 0, yLo = 0, yHi = 0;
    range(m.m11, m.m21, m.dx, double(blocks.width()), xLo, xHi);
    range(m.m12, m.m22, m.dy, double(blocks.height()), yLo, yHi);
    return blocks.cover(xLo, yLo, xHi, yHi);
}

// Which lanes of A's word k are decided by B's coarse level for the rows [y0, y1) (at
// most 8): first the whole word, then each 8-pixel lane that holds a solid pixel.
inline KnownLanes knownLanes(const Affine &m,
                             const MaskBlocks &blocks,
                             std::int64_t k,
                             std::int64_t y0,
                             std::int64_t y1,
                             const std::uint64_t *const *rows)
{
    using Cover = MaskBlocks::Cover;
    KnownLanes lanes;
    std::uint64_t any = 0;
    for (std::int64_t y = y0; y < y1; ++y)
        any |= rows[y - y0][k];
    if (any == 0)
        return lanes;
    const double top = double(y0);
    const double h = double(y1 - y0);
    const Cover word = footprintCover(m, blocks, double(k * wordBits), top, wordBits, h);
    if (word != Cover::Mixed) {
        lanes.known = ~std::uint64_t(0);
        lanes.hit = word == Cover::Full ? ~std::uint64_t(0) : 0;
        return lanes;
    }
    constexpr int lane = MaskBlocks::cellSize;
    for (int j = 0; j < wordBits / lane; ++j) {
        const std::uint64_t laneBits = std::uint64_t(0xff) << (j * lane);
        if ((any & laneBits) == 0)
            continue;
        const Cover c = footprintCover(m, blocks, double(k * wordBits + j * lane), top, lane, h);
        if (c == Cover::Mixed)
            continue;
        lanes.known |= laneBits;
        if (c == Cover::Full)
            lanes.hit |= laneBits;
    }
    return lanes;
}

// Calls visit(y, k, hits) for every word k of A's row y inside `scanned` with some hit (see
// hitsOfWord), in row-major order; stops when visit returns false. Along a row the mapped
// centre moves on a line, so only the columns whose centre can land inside B are visited;
// each of them is still tested exactly, so the answers are those of a plain scan of every
// solid pixel. Columns whose centre cannot land in B's rows [0, rowLimit) are skipped too
// (rowLimit starts at most at B's height; visit may lower it to stop looking at B's rows
// it no longer needs): hits there may or may not be reported. With B's coarse level
// (`blocksB`, or null) the rows go in bands of 8, and the 8 x 8 blocks and 64 x 8 words of
// A whose centres all land in full or all in empty cells of B take that answer without
// mapping their pixels; the answers do not change.
template<typename Visit, typename Rows>
void forEachTransformedHitWordIn(Rows &&rowsOfA,
                                 const Mask &a,
                                 const Mask &b,
                                 const Affine &m,
                                 const PixelRect &scanned,
                                 const double &rowLimit,
                                 Visit &&visit,
                                 const MaskBlocks *blocksB)
{
    const MaskBits bits{
            b.row(0), std::size_t(b.wordsPerRow()), double(b.width()), double(b.height())};
    // m11 * cx and m12 * cx of every column of the scanned words, the same in every row:
    // colX at [0, columns), colY at [columns, 2 * columns).
    const std::int64_t firstWord = scanned.x / wordBits;
    const std::int64_t lastWord = (scanned.x + scanned.w - 1) / wordBits;
    const auto columns = std::size_t((lastWord + 1 - firstWord) * wordBits);
    std::vector<double> terms(2 * columns);
    for (std::size_t i = 0; i < columns; ++i) {
        const double cx = double(firstWord * wordBits + std::int64_t(i)) + 0.5;
        terms[i] = m.m11 * cx;
        terms[columns + i] = m.m12 * cx;
    }
    std::vector<KnownLanes> known(blocksB ? std::size_t(lastWord + 1 - firstWord) : 0);
    constexpr std::int64_t band = MaskBlocks::cellSize;
    const std::int64_t end = scanned.y + scanned.h;
    for (std::int64_t y0 = scanned.y; y0 < end; y0 += band) {
        const std::int64_t y1 = std::min(y0 + band, end);
        if (blocksB) {
            const std::uint64_t *rows[band];
            for (std::int64_t y = y0; y < y1; ++y)
                rows[y - y0] = a.row(int(y));
            for (std::int64_t k = firstWord; k <= lastWord; ++k)
                known[std::size_t(k - firstWord)] = knownLanes(m, *blocksB, k, y0, y1, rows);
        }
        for (std::int64_t y = y0; y < y1; ++y) {
            const RowSpan r = rowSpan(m, y, scanned, bits.width, rowLimit);
            if (r.x0 == r.x1)
                continue;
            const std::uint64_t *rowA = rowsOfA(y);
            for (std::int64_t k = r.x0 / wordBits; k <= (r.x1 - 1) / wordBits; ++k) {
                const double *colX = terms.data() + (k - firstWord) * wordBits;
                const KnownLanes lanes = blocksB ? known[std::size_t(k - firstWord)] : KnownLanes{};
                const std::uint64_t hits
                        = hitsOfWord(rowA[k], k, r, m, bits, colX, colX + columns, lanes);
                if (hits != 0 && !visit(y, k, hits))
                    return;
            }
        }
    }
}

// forEachTransformedHitWord over A's own rows.
template<typename Visit>
void forEachTransformedHitWord(const Mask &a,
                               const Mask &b,
                               const Affine &m,
                               const PixelRect &scanned,
                               const double &rowLimit,
                               Visit &&visit,
                               const MaskBlocks *blocksB = nullptr)
{
    forEachTransformedHitWordIn([&a](std::int64_t y) { return a.row(int(y)); },
                                a,
                                b,
                                m,
                                scanned,
                                rowLimit,
                                visit,
                                blocksB);
}

/// One direction of a transformed test: the map from the "from" image into the "to"
/// image and the part of "from" that is scanned. Empty `scanned` when nothing can overlap.
struct Setup
{
    Affine fromToTo;
    PixelRect scanned;
};

/// The setup of the direction "from" -> "to" (both masks placed by their transforms).
Setup setUp(const Mask &from, const Transform &tf, const Mask &to, const Transform &tt);

/// The solid pixels of m in the words covering `rect` with a non-solid or missing pixel
/// among their 8 neighbours, row by row as a scan asks for them: the pixels a backward
/// scan still needs when the interior is known to be covered. No mask is built: each
/// row's words are made when asked (rows in increasing order reuse the neighbours' runs).
class OutlineRows
{
public:
    OutlineRows(const Mask &m, const PixelRect &rect);

    /// Row y's words: index k valid for the words covering `rect` (the others are zero).
    /// Valid until the next call.
    const std::uint64_t *operator()(std::int64_t y);

private:
    std::uint64_t *runs(std::int64_t y); // the ring slot of row y
    void fillRuns(std::int64_t y);

    const Mask &m_mask;
    int m_firstWord = 0;
    int m_count = 0;
    std::int64_t m_last = -3;          // runs are ready for rows m_last - 2 .. m_last
    std::vector<std::uint64_t> m_runs; // 3 rows of m_count words
    std::vector<std::uint64_t> m_row;  // a whole row of the mask's words
};

} // namespace hitbox::collision::detail::transformedscan
