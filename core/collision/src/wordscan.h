#pragma once

// Internal to the pixel tier (pixeloverlap.cpp): the untransformed scan, one 64-bit word
// of A at a time against 64 bits of B gathered with two shifts. With AVX2 (chosen at run
// time, see simd.h) four words of A are tested per step and a row is visited only when
// some word of it is shared; otherwise the portable 64-bit loop runs. Both visit the same
// words in the same order.

#include "simd.h"
#include <hitbox/geometry.h>
#include <hitbox/mask.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#if HITBOX_SIMD_X86
#include <immintrin.h>
#endif

namespace hitbox::collision::detail::wordscan {

constexpr int wordBits = Mask::bitsPerWord;

// 64 bits of `row` starting at bit position `pos` (which may be negative or past the
// end); bits outside the row read as zero. `shift` is pos & 63, hoisted by callers.
inline std::uint64_t
gatherBits(const std::uint64_t *row, std::int64_t words, std::int64_t pos, int shift)
{
    const std::int64_t q = pos >> 6; // floor division, also for negative positions
    const std::uint64_t lo = (q >= 0 && q < words) ? row[q] : 0;
    if (shift == 0)
        return lo;
    const std::uint64_t hi = (q + 1 >= 0 && q + 1 < words) ? row[q + 1] : 0;
    return (lo >> shift) | (hi << (wordBits - shift));
}

// The words [begin, end) of an A row split by where their two B source words lie: the
// middle [safeBegin, safeEnd) has both inside B's padded row and is read without checks,
// the words before and after it take the checked scalar path.
struct WordSpans
{
    std::int64_t begin;
    std::int64_t safeBegin;
    std::int64_t safeEnd;
    std::int64_t end;
};

inline WordSpans
wordSpans(std::int64_t begin, std::int64_t end, std::int64_t qOffset, std::int64_t wordsB)
{
    // Word k reads B's words k + qOffset and k + qOffset + 1.
    const std::int64_t safeBegin = std::clamp(-qOffset, begin, end);
    const std::int64_t safeEnd = std::clamp(wordsB - 1 - qOffset, safeBegin, end);
    return {begin, safeBegin, safeEnd, end};
}

// The portable scan of forEachSharedWord over the non-empty intersection `inter`.
template<typename Visit>
void forEachSharedWordPortable(const Mask &a,
                               const Mask &b,
                               std::int64_t dx,
                               std::int64_t dy,
                               const PixelRect &inter,
                               Visit &visit)
{
    const std::int64_t wordBegin = inter.x / wordBits;
    const std::int64_t wordEnd = (inter.x + inter.w - 1) / wordBits + 1;
    const std::int64_t firstPos = wordBegin * wordBits - dx; // B column of A's first bit
    const int shift = int(firstPos & (wordBits - 1));
    const std::int64_t wordsB = b.wordsPerRow();
    // A's words whose two B source words both exist need no bounds checks; only a few
    // words at either end of a row take the checked path.
    const std::int64_t q0 = firstPos >> 6; // B word under A's first word (may be -1)
    const WordSpans spans = wordSpans(wordBegin, wordEnd, q0 - wordBegin, wordsB);
    const std::int64_t safeBegin = spans.safeBegin;
    const std::int64_t safeEnd = spans.safeEnd;
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
            const std::uint64_t bitsB
                    = shift == 0 ? source[0]
                                 : (source[0] >> shift) | (source[1] << (wordBits - shift));
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

#if HITBOX_SIMD_X86
// The lanes of the four words from word q on that lie in [0, words), as a load mask.
__attribute__((target("avx2"))) inline __m256i wordsInside(std::int64_t words, std::int64_t q)
{
    const __m256i index = _mm256_add_epi64(_mm256_set1_epi64x(q), _mm256_setr_epi64x(0, 1, 2, 3));
    return _mm256_and_si256(_mm256_cmpgt_epi64(index, _mm256_set1_epi64x(-1)),
                            _mm256_cmpgt_epi64(_mm256_set1_epi64x(words), index));
}

// Four words of a row from word q on, the lanes outside `inside` read as zero. The
// masked load touches no memory for them, so the address is formed as an integer (it may
// lie before the row).
__attribute__((target("avx2"))) inline __m256i
loadWordsMasked(const std::uint64_t *row, std::int64_t q, __m256i inside)
{
    const auto address = reinterpret_cast<std::uintptr_t>(row) + std::uintptr_t(q * 8);
    return _mm256_maskload_epi64(reinterpret_cast<const long long *>(address), inside);
}

// Four words of a B row from word q on; words outside [0, words) read as zero.
__attribute__((target("avx2"))) inline __m256i
loadWordsChecked(const std::uint64_t *row, std::int64_t words, std::int64_t q)
{
    return loadWordsMasked(row, q, wordsInside(words, q));
}

// A's words g..g+3 of a row ANDed with B's bits under them: B's words g + qOffset on,
// shifted right by `right` bits, ORed with the next words shifted left by `left`.
__attribute__((target("avx2"), always_inline)) inline __m256i sharedGroup(const std::uint64_t *rowA,
                                                                          const std::uint64_t *rowB,
                                                                          std::int64_t wordsB,
                                                                          std::int64_t g,
                                                                          std::int64_t qOffset,
                                                                          __m128i right,
                                                                          __m128i left)
{
    const std::int64_t q = g + qOffset;
    __m256i lo;
    __m256i hi;
    if (q >= 0 && q + 4 < wordsB) {
        lo = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(rowB + q));
        hi = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(rowB + q + 1));
    } else {
        lo = loadWordsChecked(rowB, wordsB, q);
        hi = loadWordsChecked(rowB, wordsB, q + 1);
    }
    const __m256i bits = _mm256_or_si256(_mm256_srl_epi64(lo, right), _mm256_sll_epi64(hi, left));
    return _mm256_and_si256(_mm256_load_si256(reinterpret_cast<const __m256i *>(rowA + g)), bits);
}

// A's four words at pa ANDed with B's bits under them: B's words from pb on shifted
// right by `right` bits, ORed with the next words shifted left by `left`.
__attribute__((target("avx2"), always_inline)) inline __m256i
sharedWords4(const std::uint64_t *pa, const std::uint64_t *pb, __m128i right, __m128i left)
{
    const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(pb));
    const __m256i hi = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(pb + 1));
    const __m256i bits = _mm256_or_si256(_mm256_srl_epi64(lo, right), _mm256_sll_epi64(hi, left));
    return _mm256_and_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(pa)), bits);
}

// What a band test has found so far: shared bits in two vector chains and one word chain.
struct BandAny
{
    __m256i first;
    __m256i second;
    std::uint64_t word;
};

// What stays the same for every column walked in a band.
struct ColumnWalk
{
    std::size_t strideA; // words per row of A
    std::size_t strideB; // words per row of B
    std::int64_t rows;
    __m128i right; // shift counts of the gathered B bits
    __m128i left;
    int shift;
};

// One column of 4 * groups words of A, walked down the band's rows (pa and pb at the first
// row's word k and B's word k + qOffset). The word left of the column (B's word under it
// is -1: only the next word's bits, `shift` > 0) and the word right of it (B's word after
// it is past the row: only this word's bits) ride along when asked for, so the rows of a
// band are walked as few times as possible.
template<int groups, bool withLeft, bool withRight>
__attribute__((target("avx2"), always_inline)) inline void
walkColumn(const std::uint64_t *pa, const std::uint64_t *pb, const ColumnWalk &w, BandAny &acc)
{
    constexpr int words = 4 * groups;
    for (std::int64_t i = 0; i < w.rows; ++i, pa += w.strideA, pb += w.strideB) {
        if constexpr (withLeft)
            acc.word |= pa[-1] & (pb[0] << (wordBits - w.shift));
        acc.first = _mm256_or_si256(acc.first, sharedWords4(pa, pb, w.right, w.left));
        if constexpr (groups == 2)
            acc.second = _mm256_or_si256(acc.second, sharedWords4(pa + 4, pb + 4, w.right, w.left));
        if constexpr (withRight)
            acc.word |= pa[words] & (pb[words] >> w.shift);
    }
}

template<int groups>
__attribute__((target("avx2"), always_inline)) inline void walkColumnWith(bool withLeft,
                                                                          bool withRight,
                                                                          const std::uint64_t *pa,
                                                                          const std::uint64_t *pb,
                                                                          const ColumnWalk &w,
                                                                          BandAny &acc)
{
    if (withLeft && withRight)
        walkColumn<groups, true, true>(pa, pb, w, acc);
    else if (withLeft)
        walkColumn<groups, true, false>(pa, pb, w, acc);
    else if (withRight)
        walkColumn<groups, false, true>(pa, pb, w, acc);
    else
        walkColumn<groups, false, false>(pa, pb, w, acc);
}

// Whether some word of A in rows [y0, y1) and words spans.begin..end shares a bit with
// B. Each column of words is walked down the band: eight or four words per row step
// (AVX2), then two (SSE2), then one, so only the intersection's own words are read (no
// group padding and no masked loads, which cost several times a plain load on some
// processors). The intersection has at most one word on each side whose two B source
// words are not both in B's row; they are walked with the first and last vector column.
__attribute__((target("avx2"))) inline bool bandSharesAWordAvx2(const Mask &a,
                                                                const Mask &b,
                                                                std::int64_t dy,
                                                                std::int64_t y0,
                                                                std::int64_t y1,
                                                                const WordSpans &spans,
                                                                std::int64_t qOffset,
                                                                int shift)
{
    const std::size_t strideA = std::size_t(a.wordsPerRow());
    const std::size_t strideB = std::size_t(b.wordsPerRow());
    const std::int64_t wordsB = b.wordsPerRow();
    const __m128i right = _mm_cvtsi32_si128(shift);
    const __m128i left = _mm_cvtsi32_si128(wordBits - shift); // 64: shifted out wholly
    const ColumnWalk walk{strideA, strideB, y1 - y0, right, left, shift};
    const std::uint64_t *rowA = a.row(int(y0));
    const std::uint64_t *rowB = b.row(int(y0 - dy));
    BandAny acc{_mm256_setzero_si256(), _mm256_setzero_si256(), 0};
    // A word with one of its two B source words outside B's row: B's bits are the other
    // word's, shifted (a word with neither meets nothing).
    const auto checkedColumn = [&](std::int64_t k) {
        const std::int64_t q = k + qOffset;
        const std::uint64_t *pa = rowA + k;
        if (q >= 0 && q < wordsB) {
            const std::uint64_t *pb = rowB + q; // B's word q + 1 is missing
            for (std::int64_t y = y0; y < y1; ++y, pa += strideA, pb += strideB)
                acc.word |= pa[0] & (pb[0] >> shift);
        } else if (q + 1 >= 0 && q + 1 < wordsB && shift != 0) {
            const std::uint64_t *pb = rowB + (q + 1); // B's word q is missing
            for (std::int64_t y = y0; y < y1; ++y, pa += strideA, pb += strideB)
                acc.word |= pa[0] & (pb[0] << (wordBits - shift));
        }
    };
    const std::int64_t safeWords = spans.safeEnd - spans.safeBegin;
    const std::int64_t vectorEnd = spans.safeBegin + safeWords / 4 * 4;
    // The side words that ride along with a vector column (see walkColumn).
    bool leftPending = spans.safeBegin - spans.begin == 1 && spans.safeBegin + qOffset == 0
                       && vectorEnd > spans.safeBegin;
    bool rightPending = spans.end - spans.safeEnd == 1 && spans.safeEnd + qOffset == wordsB - 1
                        && vectorEnd == spans.safeEnd && vectorEnd > spans.safeBegin;
    if (!leftPending) {
        for (std::int64_t k = spans.begin; k < spans.safeBegin; ++k)
            checkedColumn(k);
    }
    if (!rightPending) {
        for (std::int64_t k = spans.safeEnd; k < spans.end; ++k)
            checkedColumn(k);
    }
    std::int64_t k = spans.safeBegin;
    while (k < vectorEnd) {
        const int groups = vectorEnd - k >= 8 ? 2 : 1;
        const std::int64_t next = k + 4 * groups;
        // With shift 0 the left word meets only B's word -1, outside the row: nothing.
        const bool withLeft = leftPending && shift != 0;
        const bool withRight = rightPending && next == vectorEnd;
        const std::uint64_t *pa = rowA + k;
        const std::uint64_t *pb = rowB + (k + qOffset);
        if (groups == 2)
            walkColumnWith<2>(withLeft, withRight, pa, pb, walk, acc);
        else
            walkColumnWith<1>(withLeft, withRight, pa, pb, walk, acc);
        leftPending = false;
        k = next;
    }
    if (k + 2 <= spans.safeEnd) {
        __m128i anyPair = _mm_setzero_si128();
        const std::uint64_t *pa = rowA + k;
        const std::uint64_t *pb = rowB + (k + qOffset);
        for (std::int64_t y = y0; y < y1; ++y, pa += strideA, pb += strideB) {
            const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i *>(pb));
            const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i *>(pb + 1));
            const __m128i bits = _mm_or_si128(_mm_srl_epi64(lo, right), _mm_sll_epi64(hi, left));
            anyPair = _mm_or_si128(
                    anyPair,
                    _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(pa)), bits));
        }
        acc.first = _mm256_or_si256(acc.first, _mm256_zextsi128_si256(anyPair));
        k += 2;
    }
    if (k < spans.safeEnd) {
        const std::uint64_t *pa = rowA + k;
        const std::uint64_t *pb = rowB + (k + qOffset);
        for (std::int64_t y = y0; y < y1; ++y, pa += strideA, pb += strideB) {
            const std::uint64_t bits
                    = shift == 0 ? pb[0] : (pb[0] >> shift) | (pb[1] << (wordBits - shift));
            acc.word |= pa[0] & bits;
        }
    }
    const __m256i any = _mm256_or_si256(acc.first, acc.second);
    return acc.word != 0 || !_mm256_testz_si256(any, any);
}

// The AVX2 scan of forEachSharedWord: bands of rows are first tested for any shared word
// (bandSharesAWordAvx2). In a band that has one, each row's words are ANDed in aligned
// groups of four (rows are 32-byte aligned and padded to whole groups), B's bits for them
// gathered with two loads and two shifts per lane (masked loads at the ends of B's row,
// where missing words read as zero); words of a group outside the intersection meet only
// zeros (B's padding, or words outside B's row), so they stay empty.
template<typename Visit>
__attribute__((target("avx2"))) void forEachSharedWordAvx2(const Mask &a,
                                                           const Mask &b,
                                                           std::int64_t dx,
                                                           std::int64_t dy,
                                                           const PixelRect &inter,
                                                           Visit &visit)
{
    constexpr std::int64_t group = 4;
    const std::int64_t wordBegin = inter.x / wordBits;
    const std::int64_t wordEnd = (inter.x + inter.w - 1) / wordBits + 1;
    const std::int64_t groupBegin = wordBegin / group * group;
    const std::int64_t groupEnd = (wordEnd + group - 1) / group * group;
    // A's word k meets B's words k + qOffset and k + qOffset + 1, shifted by `shift`.
    const std::int64_t qOffset = (-dx) >> 6;
    const int shift = int((-dx) & (wordBits - 1));
    const std::int64_t wordsB = b.wordsPerRow();
    const __m128i right = _mm_cvtsi32_si128(shift);
    const __m128i left = _mm_cvtsi32_si128(wordBits - shift); // 64: shifted out wholly
    std::uint64_t onStack[64];
    std::vector<std::uint64_t> onHeap;
    std::uint64_t *shared = onStack; // shared[k - groupBegin]
    if (groupEnd - groupBegin > std::int64_t(std::size(onStack))) {
        onHeap.resize(std::size_t(groupEnd - groupBegin));
        shared = onHeap.data();
    }
    // Bands of rows, tested a column of words at a time down the band (the loop over rows
    // is long and tight, as in pygame's stripes); only a band with some shared word is
    // scanned again row by row, keeping the words, for the visitor.
    constexpr std::int64_t band = 32;
    const WordSpans spans = wordSpans(wordBegin, wordEnd, qOffset, wordsB);
    for (std::int64_t y0 = inter.y; y0 < inter.y + inter.h; y0 += band) {
        const std::int64_t y1 = std::min(y0 + band, inter.y + inter.h);
        if (!bandSharesAWordAvx2(a, b, dy, y0, y1, spans, qOffset, shift))
            continue;
        for (std::int64_t y = y0; y < y1; ++y) {
            const std::uint64_t *rowA = a.row(int(y));
            const std::uint64_t *rowB = b.row(int(y - dy));
            for (std::int64_t g = groupBegin; g < groupEnd; g += group) {
                _mm256_storeu_si256(reinterpret_cast<__m256i *>(shared + (g - groupBegin)),
                                    sharedGroup(rowA, rowB, wordsB, g, qOffset, right, left));
            }
            for (std::int64_t k = wordBegin; k < wordEnd; ++k) {
                const std::uint64_t word = shared[k - groupBegin];
                if (word != 0 && !visit(y, k, word))
                    return;
            }
        }
    }
}

#endif

// Calls visit(y, wordIndex, bits) for every word of A in the intersection whose AND
// with B (B's top-left at (dx, dy) in A) is non-zero, in row-major order; stops when
// visit returns false.
template<typename Visit>
void forEachSharedWord(
        const Mask &a, const Mask &b, std::int64_t dx, std::int64_t dy, Visit &&visit)
{
    const PixelRect inter = overlapRect(a, b, dx, dy);
    if (isEmpty(inter))
        return;
#if HITBOX_SIMD_X86
    if (simd::avx2()) {
        forEachSharedWordAvx2(a, b, dx, dy, inter, visit);
        return;
    }
#endif
    forEachSharedWordPortable(a, b, dx, dy, inter, visit);
}

} // namespace hitbox::collision::detail::wordscan
