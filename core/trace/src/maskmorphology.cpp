#include <hitbox/trace/maskmorphology.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace hitbox::collision {
namespace {

using Row = std::vector<std::uint64_t>;

// Moves every pixel of the row one column right (towards larger x).
Row shiftedRight(const Row &row)
{
    Row out(row.size(), 0);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < row.size(); ++i) {
        out[i] = (row[i] << 1) | carry;
        carry = row[i] >> (Mask::bitsPerWord - 1);
    }
    return out;
}

// Moves every pixel of the row one column left; column 0 falls off.
Row shiftedLeft(const Row &row)
{
    Row out(row.size(), 0);
    for (std::size_t i = 0; i < row.size(); ++i) {
        const std::uint64_t carry = i + 1 < row.size() ? row[i + 1] << (Mask::bitsPerWord - 1) : 0;
        out[i] = (row[i] >> 1) | carry;
    }
    return out;
}

// Half-width of the disc's row at vertical distance dy: the largest dx with
// dx^2 + dy^2 <= r^2, in exact integer arithmetic.
int halfWidth(int radius, int dy)
{
    const std::int64_t limit = std::int64_t(radius) * radius - std::int64_t(dy) * dy;
    auto dx = std::int64_t(std::sqrt(double(limit)));
    while (dx * dx > limit)
        --dx;
    while ((dx + 1) * (dx + 1) <= limit)
        ++dx;
    return int(dx);
}

// Clears the padding bits beyond `width` in a row.
void clearPadding(Row &row, int width)
{
    for (std::size_t i = 0; i < row.size(); ++i) {
        const std::int64_t first = std::int64_t(i) * Mask::bitsPerWord;
        if (first >= width)
            row[i] = 0;
        else if (first + Mask::bitsPerWord > width)
            row[i] &= (std::uint64_t(1) << (width - first)) - 1;
    }
}

} // namespace

Mask grown(const Mask &mask, int radius)
{
    radius = std::min(radius, maxMorphologyRadius);
    if (radius <= 0 || mask.isNull())
        return mask;
    Mask out(mask.width() + 2 * radius, mask.height() + 2 * radius);
    const std::size_t words = std::size_t(out.wordsPerRow());
    std::vector<int> widths(std::size_t(radius) + 1);
    for (int dy = 0; dy <= radius; ++dy)
        widths[std::size_t(dy)] = halfWidth(radius, dy);

    for (int y = 0; y < mask.height(); ++y) {
        // The input row placed `radius` columns right, then widened step by step; the
        // widening by k goes to output rows y + radius +- dy where the disc is 2k+1 wide.
        Row dilated(words, 0);
        const std::uint64_t *src = mask.row(y);
        for (int x = 0; x < mask.width(); ++x) {
            if ((src[x / Mask::bitsPerWord] >> (x % Mask::bitsPerWord)) & 1u) {
                const int ox = x + radius;
                dilated[std::size_t(ox / Mask::bitsPerWord)] |= std::uint64_t(1)
                                                                << (ox % Mask::bitsPerWord);
            }
        }
        if (std::all_of(dilated.begin(), dilated.end(), [](std::uint64_t w) { return w == 0; }))
            continue;
        int k = 0;
        for (int dy = radius; dy >= 0; --dy) {
            while (k < widths[std::size_t(dy)]) {
                const Row right = shiftedRight(dilated);
                const Row left = shiftedLeft(dilated);
                for (std::size_t i = 0; i < words; ++i)
                    dilated[i] |= right[i] | left[i];
                ++k;
            }
            for (const int oy : {y + radius - dy, y + radius + dy}) {
                std::uint64_t *dst = out.row(oy);
                for (std::size_t i = 0; i < words; ++i)
                    dst[i] |= dilated[i];
            }
        }
    }
    return out;
}

Mask shrunk(const Mask &mask, int radius)
{
    radius = std::min(radius, maxMorphologyRadius);
    if (radius <= 0 || mask.isNull())
        return mask;
    const int h = mask.height();
    const std::size_t words = std::size_t(mask.wordsPerRow());
    std::vector<int> widths(std::size_t(radius) + 1);
    for (int dy = 0; dy <= radius; ++dy)
        widths[std::size_t(dy)] = halfWidth(radius, dy);

    // Output row y is the AND over dy of input row y + dy narrowed by widths[|dy|]; a
    // row outside the mask is empty, so rows within `radius` of the border end up empty.
    std::vector<Row> out(std::size_t(h), Row(words, ~std::uint64_t(0)));
    for (int y = 0; y < h; ++y) {
        Row eroded(mask.row(y), mask.row(y) + words);
        int k = 0;
        for (int dy = radius; dy >= 0; --dy) {
            while (k < widths[std::size_t(dy)]) {
                const Row right = shiftedRight(eroded);
                const Row left = shiftedLeft(eroded);
                for (std::size_t i = 0; i < words; ++i)
                    eroded[i] &= right[i] & left[i];
                ++k;
            }
            for (const int oy : {y - dy, y + dy}) {
                if (oy < 0 || oy >= h)
                    continue;
                for (std::size_t i = 0; i < words; ++i)
                    out[std::size_t(oy)][i] &= eroded[i];
            }
        }
    }
    Mask result(mask.width(), h);
    for (int y = 0; y < h; ++y) {
        // Output rows that some dy would have read from outside the mask are empty.
        if (y < radius || y >= h - radius)
            continue;
        Row &row = out[std::size_t(y)];
        clearPadding(row, mask.width());
        std::copy(row.begin(), row.end(), result.row(y));
    }
    return result;
}

} // namespace hitbox::collision
