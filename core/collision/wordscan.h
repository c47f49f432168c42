#pragma once

// Internal to the pixel tier (pixeloverlap.cpp): the untransformed scan, one 64-bit word
// of A at a time against 64 bits of B gathered with two shifts. With AVX2 (chosen at run
// time, see simd.h) four words of A are tested per step and a row is visited only when
// some word of it is shared; otherwise the portable 64-bit loop runs. Both visit the same
// words in the same order.

#include "mask.h"
#include "pixeloverlap.h"
#include "rect.h"
#include "simd.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#if HITBOX_SIMD_X86
#include <immintrin.h>
#endif

namespace hitbox::collision::wordscan {

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

// The AVX2 scan of forEachSharedWord: A's words in aligned groups of four (rows are
// 32-byte aligned and padded to whole groups), B's bits for them gathered with two loads
// and two shifts per lane (masked loads at the ends of B's row, where missing words read
// as zero). Words of a group outside the intersection meet only zeros (B's padding, or
// words outside B's row), so they stay empty. A row's shared words are kept and visited
// only when one of them is non-zero.
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
    // Rows in bands of four: a band is tested as a whole, and only a band with some shared
    // word is scanned again row by row, keeping the words, for the visitor.
    // Bands of rows, tested a column of four words at a time down the band (the loop over
    // rows is long and tight, as in pygame's stripes); only a band with some shared word
    // is scanned again row by row, keeping the words, for the visitor.
    constexpr std::int64_t band = 32;
    const std::size_t strideA = std::size_t(a.wordsPerRow());
    const std::size_t strideB = std::size_t(b.wordsPerRow());
    for (std::int64_t y0 = inter.y; y0 < inter.y + inter.h; y0 += band) {
        const std::int64_t y1 = std::min(y0 + band, inter.y + inter.h);
        __m256i any = _mm256_setzero_si256();
        for (std::int64_t g = groupBegin; g < groupEnd; g += group) {
            const std::int64_t q = g + qOffset;
            const std::uint64_t *pa = a.row(int(y0)) + g;
            const std::uint64_t *rowB = b.row(int(y0 - dy));
            if (q >= 0 && q + group < wordsB) {
                const std::uint64_t *pb = rowB + q;
                for (std::int64_t y = y0; y < y1; ++y, pa += strideA, pb += strideB) {
                    const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(pb));
                    const __m256i hi
                            = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(pb + 1));
                    const __m256i bits = _mm256_or_si256(_mm256_srl_epi64(lo, right),
                                                         _mm256_sll_epi64(hi, left));
                    any = _mm256_or_si256(
                            any,
                            _mm256_and_si256(
                                    _mm256_load_si256(reinterpret_cast<const __m256i *>(pa)),
                                    bits));
                }
            } else {
                const __m256i insideLo = wordsInside(wordsB, q);
                const __m256i insideHi = wordsInside(wordsB, q + 1);
                for (std::int64_t y = y0; y < y1; ++y, pa += strideA, rowB += strideB) {
                    const __m256i bits = _mm256_or_si256(
                            _mm256_srl_epi64(loadWordsMasked(rowB, q, insideLo), right),
                            _mm256_sll_epi64(loadWordsMasked(rowB, q + 1, insideHi), left));
                    any = _mm256_or_si256(
                            any,
                            _mm256_and_si256(
                                    _mm256_load_si256(reinterpret_cast<const __m256i *>(pa)),
                                    bits));
                }
            }
        }
        if (_mm256_testz_si256(any, any))
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

} // namespace hitbox::collision::wordscan
