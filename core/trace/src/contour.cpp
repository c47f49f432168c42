#include <hitbox/trace/contour.h>

#include "simd.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace hitbox::collision {
namespace {

// Directions along pixel edges: east (+x), south (+y, down), west, north. Turning to
// the left of direction d in math axes (solid side) gives (d + 1) % 4.
constexpr int stepX[4] = {1, 0, -1, 0};
constexpr int stepY[4] = {0, 1, 0, -1};

struct Loop
{
    Polygon polygon;
    bool outer = true;   // else a hole (the walk started with empty pixels below)
    std::int64_t pixelX; // a solid pixel on the loop's left, to find its shape
    std::int64_t pixelY;
};

class Tracer
{
public:
    Tracer(const Mask &mask, Vec2 offset)
        : m_mask(mask)
        , m_offset(offset)
        , m_words(std::size_t(mask.wordsPerRow()))
        , m_visited(std::move(threadVisited()))
    {
        m_visited.assign(m_words * std::size_t(mask.height() + 1), 0);
    }

    ~Tracer()
    {
        // Kept for the next mask up to 1 MB: allocating a sprite's worth afresh each time
        // cost a fifth of the trace in page faults.
        if (m_visited.capacity() * sizeof(std::uint64_t) <= (std::size_t(1) << 20)
            && threadVisited().empty())
            threadVisited().swap(m_visited);
    }

    Tracer(const Tracer &) = delete;
    Tracer &operator=(const Tracer &) = delete;

    std::vector<Loop> traceAll()
    {
        std::vector<Loop> loops;
        const int w = m_mask.width();
        const int h = m_mask.height();
        const std::vector<std::uint64_t> beyond(m_words, 0); // the rows outside the mask
        for (int y = 0; y <= h; ++y) {
            // Taken once per row: the walk writes to m_visited, which the compiler cannot
            // tell from the mask, so it would work these out again for every word.
            const std::uint64_t *aboveRow = y > 0 ? m_mask.row(y - 1) : beyond.data();
            const std::uint64_t *belowRow = y < h ? m_mask.row(y) : beyond.data();
            std::uint64_t *visitedRow = m_visited.data() + std::size_t(y) * m_words;
            for (std::size_t i = firstUnfollowed(aboveRow, belowRow, visitedRow, 0, m_words);
                 i < m_words;
                 i = firstUnfollowed(aboveRow, belowRow, visitedRow, i + 1, m_words)) {
                const std::uint64_t above = aboveRow[i];
                const std::uint64_t below = belowRow[i];
                std::uint64_t edges = (above ^ below) & ~visitedRow[i];
                while (edges != 0) {
                    const int bit = std::countr_zero(edges);
                    const std::int64_t x = std::int64_t(i) * Mask::bitsPerWord + bit;
                    if (x >= w)
                        break;
                    loops.push_back(trace(x, y, ((below >> bit) & 1) != 0));
                    edges &= ~visitedRow[i];
                    edges &= ~(std::uint64_t(1) << bit);
                }
            }
        }
        return loops;
    }

private:
    // The first word from i on that holds a boundary edge not followed yet, or `words`.
    // Most words hold none: the walks are far rarer than the words. Two words at a time
    // where SSE2 is there (a pair with an edge is then looked at word by word).
    static std::size_t firstUnfollowed(const std::uint64_t *above,
                                       const std::uint64_t *below,
                                       const std::uint64_t *visited,
                                       std::size_t i,
                                       std::size_t words)
    {
#if HITBOX_SIMD_SSE2
        const __m128i zero = _mm_setzero_si128();
        for (; i + 2 <= words; i += 2) {
            const auto load = [i](const std::uint64_t *row) {
                return _mm_loadu_si128(reinterpret_cast<const __m128i *>(row + i));
            };
            const __m128i edges = _mm_xor_si128(load(above), load(below));
            const __m128i unfollowed = _mm_andnot_si128(load(visited), edges);
            if (_mm_movemask_epi8(_mm_cmpeq_epi8(unfollowed, zero)) != 0xffff)
                break;
        }
#endif
        while (i < words && ((above[i] ^ below[i]) & ~visited[i]) == 0)
            ++i;
        return i;
    }

    // This thread's visited array, kept between masks (empty while a Tracer holds it).
    static std::vector<std::uint64_t> &threadVisited()
    {
        thread_local std::vector<std::uint64_t> visited;
        return visited;
    }

    void emit(Polygon &out, double x, double y) const
    {
        out.points.push_back({x + m_offset.x, y + m_offset.y});
    }

    // Follows the boundary that starts with the horizontal pixel edge at row boundary y,
    // column x: eastwards when the pixel below is solid, else westwards. The solid side
    // stays on the left; at a saddle the path turns right, which joins the two diagonal
    // solid pixels (8-connectivity) and cuts the background pixel's corner.
    Loop trace(std::int64_t x, std::int64_t y, bool solidBelow)
    {
        Loop loop;
        loop.pixelX = x;
        loop.pixelY = solidBelow ? y : y - 1;
        // The scan meets a loop first at its topmost edge, so with the solid side below
        // it is an outer boundary (positive area), with the empty side below a hole.
        loop.outer = solidBelow;
        const int startDirection = solidBelow ? 0 : 2;
        const std::int64_t startX = solidBelow ? x : x + 1;
        const std::int64_t startY = y;
        std::int64_t px = startX;
        std::int64_t py = startY;
        int d = startDirection;
        // The mask's and the visited bits' whereabouts, held in locals: the walk stores
        // points and bits, which for all the compiler knows could be these fields, so it
        // would load them again at every step.
        const std::uint64_t *const bits = m_mask.row(0);
        std::uint64_t *const visited = m_visited.data();
        const std::size_t words = m_words;
        const std::uint64_t width = std::uint64_t(m_mask.width());
        const std::uint64_t height = std::uint64_t(m_mask.height());
        const auto solid = [&](std::int64_t sx, std::int64_t sy) {
            if (std::uint64_t(sx) >= width || std::uint64_t(sy) >= height)
                return false;
            return ((bits[std::size_t(sy) * words + std::size_t(sx) / Mask::bitsPerWord]
                     >> (std::size_t(sx) % Mask::bitsPerWord))
                    & 1u)
                   != 0;
        };
        const auto markVisited = [&](std::int64_t edgeX) {
            visited[std::size_t(py) * words + std::size_t(edgeX) / Mask::bitsPerWord]
                    |= std::uint64_t(1) << (std::size_t(edgeX) % Mask::bitsPerWord);
        };
        do {
            // One step in direction d, then the pixels ahead of the new corner on the left
            // and on the right, each direction spelt out so that its offsets are constants.
            bool aheadRight = false;
            bool aheadLeft = false;
            switch (d) {
            case 0: // east: the horizontal edge just left is marked followed
                markVisited(px);
                ++px;
                aheadRight = solid(px, py - 1);
                aheadLeft = solid(px, py);
                break;
            case 1: // south
                ++py;
                aheadRight = solid(px, py);
                aheadLeft = solid(px - 1, py);
                break;
            case 2: // west
                markVisited(px - 1);
                --px;
                aheadRight = solid(px - 1, py);
                aheadLeft = solid(px - 1, py - 1);
                break;
            default: // north
                --py;
                aheadRight = solid(px - 1, py - 1);
                aheadLeft = solid(px, py - 1);
                break;
            }
            int next = d;
            if (aheadRight)
                next = (d + 3) % 4;
            else if (!aheadLeft)
                next = (d + 1) % 4;
            if (next == d)
                continue;
            if (aheadRight && !aheadLeft) {
                constexpr double c = traceSaddleChamfer;
                emit(loop.polygon, double(px) - c * stepX[d], double(py) - c * stepY[d]);
                emit(loop.polygon, double(px) + c * stepX[next], double(py) + c * stepY[next]);
            } else {
                emit(loop.polygon, double(px), double(py));
            }
            d = next;
        } while (px != startX || py != startY || d != startDirection);
        return loop;
    }

    const Mask &m_mask;
    Vec2 m_offset;
    std::size_t m_words;
    std::vector<std::uint64_t> m_visited; // horizontal boundary edges already followed
};

// Labels the 8-connected groups of solid pixels with a union-find over row runs.
class RunLabels
{
public:
    explicit RunLabels(const Mask &mask)
        : m_rowStart(std::size_t(mask.height()) + 1, 0)
    {
        for (int y = 0; y < mask.height(); ++y) {
            m_rowStart[std::size_t(y)] = m_runs.size();
            appendRuns(mask, y);
            m_rowStart[std::size_t(y) + 1] = m_runs.size();
            if (y > 0)
                joinRows(std::size_t(y) - 1, std::size_t(y));
        }
    }

    // The group of solid pixel (x, y).
    std::size_t groupOf(std::int64_t x, std::int64_t y)
    {
        const auto first = m_runs.begin() + std::ptrdiff_t(m_rowStart[std::size_t(y)]);
        const auto last = m_runs.begin() + std::ptrdiff_t(m_rowStart[std::size_t(y) + 1]);
        const auto it = std::upper_bound(
                first, last, x, [](std::int64_t v, const Run &r) { return v < r.end; });
        return find(std::size_t(it - m_runs.begin()));
    }

private:
    struct Run
    {
        std::int64_t begin; // first solid column
        std::int64_t end;   // one past the last
    };

    void appendRuns(const Mask &mask, int y)
    {
        const std::uint64_t *row = mask.row(y);
        std::int64_t x = 0;
        const std::int64_t w = mask.width();
        while (x < w) {
            x = nextBit(row, x, w, true);
            if (x >= w)
                break;
            const std::int64_t end = nextBit(row, x, w, false);
            m_runs.push_back({x, end});
            m_parent.push_back(m_parent.size());
            x = end;
        }
    }

    // The first column >= x whose bit equals `value`, or w.
    static std::int64_t
    nextBit(const std::uint64_t *row, std::int64_t x, std::int64_t w, bool value)
    {
        while (x < w) {
            const std::size_t i = std::size_t(x / Mask::bitsPerWord);
            std::uint64_t word = value ? row[i] : ~row[i];
            word &= ~std::uint64_t(0) << (x % Mask::bitsPerWord);
            if (word != 0)
                return std::min(w, std::int64_t(i) * Mask::bitsPerWord + std::countr_zero(word));
            x = std::int64_t(i + 1) * Mask::bitsPerWord;
        }
        return w;
    }

    // Runs of neighbouring rows touch (8-connectivity) when they overlap once widened by
    // one pixel on each side.
    void joinRows(std::size_t upper, std::size_t lower)
    {
        std::size_t a = m_rowStart[upper];
        std::size_t b = m_rowStart[lower];
        const std::size_t aEnd = m_rowStart[upper + 1];
        const std::size_t bEnd = m_rowStart[lower + 1];
        while (a < aEnd && b < bEnd) {
            if (m_runs[a].begin <= m_runs[b].end && m_runs[b].begin <= m_runs[a].end)
                unite(a, b);
            if (m_runs[a].end < m_runs[b].end)
                ++a;
            else
                ++b;
        }
    }

    std::size_t find(std::size_t i)
    {
        while (m_parent[i] != i) {
            m_parent[i] = m_parent[m_parent[i]];
            i = m_parent[i];
        }
        return i;
    }

    void unite(std::size_t a, std::size_t b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            m_parent[std::max(a, b)] = std::min(a, b);
    }

    std::vector<Run> m_runs;
    std::vector<std::size_t> m_parent;
    std::vector<std::size_t> m_rowStart;
};

} // namespace

std::vector<PolygonWithHoles> traceMask(const Mask &mask, const TraceOptions &options)
{
    std::vector<PolygonWithHoles> shapes;
    if (mask.isNull())
        return shapes;
    std::vector<Loop> loops = Tracer(mask, options.offset).traceAll();

    std::vector<std::size_t> outers;
    std::vector<std::size_t> holes;
    // The area is measured only against a threshold: at 0 (the default) every loop is kept.
    const auto atLeast = [](const Polygon &loop, double minimum) {
        return minimum <= 0.0 || std::abs(signedArea(loop)) >= minimum;
    };
    for (std::size_t i = 0; i < loops.size(); ++i) {
        if (loops[i].outer) {
            if (atLeast(loops[i].polygon, options.minArea))
                outers.push_back(i);
        } else if (options.holes && atLeast(loops[i].polygon, options.minHoleArea)) {
            holes.push_back(i);
        }
    }
    shapes.reserve(outers.size());
    for (const std::size_t i : outers)
        shapes.push_back({std::move(loops[i].polygon), {}});
    if (holes.empty() || shapes.empty())
        return shapes;

    // Attach each hole to the shape of the solid pixel on its left.
    if (outers.size() == 1 && loops.size() == outers.size() + holes.size()) {
        for (const std::size_t i : holes)
            shapes.front().holes.push_back(std::move(loops[i].polygon));
        return shapes;
    }
    RunLabels labels(mask);
    std::vector<std::size_t> groups(outers.size());
    for (std::size_t s = 0; s < outers.size(); ++s)
        groups[s] = labels.groupOf(loops[outers[s]].pixelX, loops[outers[s]].pixelY);
    std::vector<std::size_t> order(outers.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return groups[a] < groups[b];
    });
    for (const std::size_t i : holes) {
        const std::size_t group = labels.groupOf(loops[i].pixelX, loops[i].pixelY);
        const auto it = std::lower_bound(
                order.begin(), order.end(), group, [&](std::size_t s, std::size_t g) {
                    return groups[s] < g;
                });
        // A hole whose shape was dropped (minArea) goes with it.
        if (it != order.end() && groups[*it] == group)
            shapes[*it].holes.push_back(std::move(loops[i].polygon));
    }
    return shapes;
}

} // namespace hitbox::collision
