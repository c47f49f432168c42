#include "canvas/solidoverlay.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace hitbox::editor {
namespace {

using Word = std::uint64_t;
constexpr int wordBits = collision::Mask::bitsPerWord;

} // namespace

QPainterPath solidOutlinePath(const collision::Mask &mask)
{
    QPainterPath path;
    const int w = mask.width();
    const int h = mask.height();
    if (w <= 0 || h <= 0)
        return path;
    // One spare word: bit w of a row's edge bits may lie past the padding.
    const int words = mask.wordsPerRow() + 1;
    const std::vector<Word> clear(std::size_t(words), 0);
    const auto rowWords = [&](int y) { return y >= 0 && y < h ? mask.row(y) : clear.data(); };

    // Horizontal edges on line y: pixels (x, y - 1) and (x, y) differ (padding bits are
    // clear in both rows, so no run reaches past the width).
    std::vector<Word> diff(std::size_t(words), 0);
    for (int y = 0; y <= h; ++y) {
        const Word *above = rowWords(y - 1);
        const Word *below = rowWords(y);
        for (int i = 0; i + 1 < words; ++i)
            diff[std::size_t(i)] = above[i] ^ below[i];
        collision::forEachSetRun(diff.data(), words, [&](int begin, int end) {
            path.moveTo(begin, y);
            path.lineTo(end, y);
        });
    }

    // Vertical edges on line x: in row y, bit x is set when pixels (x - 1, y) and (x, y)
    // differ. A run along y starts where the bit turns on and ends where it turns off.
    std::vector<Word> previous(std::size_t(words), 0);
    std::vector<Word> current(std::size_t(words), 0);
    std::vector<int> runStart(std::size_t(words) * wordBits, 0);
    for (int y = 0; y <= h; ++y) {
        const Word *row = rowWords(y);
        Word carry = 0; // bit 63 of the previous word: pixel x - 1 of bit 0
        for (int i = 0; i < words; ++i) {
            const Word word = i + 1 < words ? row[i] : 0;
            current[std::size_t(i)] = word ^ ((word << 1) | carry);
            carry = word >> (wordBits - 1);
        }
        for (int i = 0; i < words; ++i) {
            Word changed = current[std::size_t(i)] ^ previous[std::size_t(i)];
            while (changed) {
                const int bit = std::countr_zero(changed);
                changed &= changed - 1;
                const int x = i * wordBits + bit;
                if (current[std::size_t(i)] >> bit & 1) {
                    runStart[std::size_t(x)] = y;
                } else {
                    path.moveTo(x, runStart[std::size_t(x)]);
                    path.lineTo(x, y);
                }
            }
        }
        std::swap(previous, current);
    }
    return path;
}

} // namespace hitbox::editor
