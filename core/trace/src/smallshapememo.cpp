#include "smallshapememo.h"

#include "simplify_p.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace hitbox::collision::detail {

namespace {

constexpr double maxOffset = 64.0;
constexpr double maxOrigin = 1099511627776.0; // 2^40: the moves stay exact
// Traced outlines run along pixel edges and quarter-pixel saddle chamfers, and a result
// keeps input vertices and edge midpoints: in eighths every coordinate is whole.
constexpr double inputScale = 4.0;
constexpr double resultScale = 8.0;
constexpr std::size_t slots = 256;
static_assert(maxOffset * resultScale <= 32767.0, "offsets are kept in 16 bits");

// The whole number at or below `value` (|value| <= 2^40), without a call to floor: the
// conversion to an integer truncates exactly.
double wholeAtOrBelow(double value)
{
    const double truncated = double(std::int64_t(value));
    return truncated > value ? truncated - 1.0 : truncated;
}

bool sameOptions(const SimplifyOptions &a, const SimplifyOptions &b)
{
    return std::bit_cast<std::uint64_t>(a.tolerance) == std::bit_cast<std::uint64_t>(b.tolerance)
           && a.maxVertices == b.maxVertices && a.conservative == b.conservative
           && a.method == b.method;
}

bool sameForm(const Form &a, const Form &b)
{
    return a.count == b.count && a.flags == b.flags
           && std::equal(a.offsets.begin(), a.offsets.begin() + 2 * a.count, b.offsets.begin());
}

std::size_t slotOf(const Form &form)
{
    std::uint32_t hash = 2166136261u ^ (form.count | unsigned(form.flags) << 8); // FNV-1a
    for (std::size_t i = 0; i < 2 * std::size_t(form.count); ++i)
        hash = (hash ^ std::uint16_t(form.offsets[i])) * 16777619u;
    return (hash ^ (hash >> 15)) % slots;
}

// Whole when `value` is a multiple of 1 / scale within `limit` of 0 (limit * scale fits
// 16 bits): then value * scale.
bool scaled(double value, double scale, double limit, std::int16_t &out)
{
    if (!(std::abs(value) <= limit))
        return false;
    const double s = value * scale;
    out = std::int16_t(s);
    return double(out) == s;
}

// Up to `slots` forms and what each gave, for one set of options, one per slot (a form
// pushes out the one in its slot).
template<typename Answer>
class Memo
{
public:
    // The answer remembered for `form` under `options`, if any.
    const Answer *find(const Form &form, const SimplifyOptions &options)
    {
        if (m_generation == 0 || !sameOptions(m_options, options)) {
            m_options = options;
            if (++m_generation == 0) { // wrapped: forget every form
                m_entries.fill(Entry{});
                m_generation = 1;
            }
        }
        const Entry &entry = m_entries[slotOf(form)];
        if (entry.generation == m_generation && sameForm(entry.form, form))
            return &entry.answer;
        return nullptr;
    }

    // Remembers `answer` for `form` under the options of the last find.
    void store(const Form &form, const Answer &answer)
    {
        Entry &entry = m_entries[slotOf(form)];
        entry = {m_generation, form, answer};
    }

private:
    struct Entry
    {
        std::uint32_t generation = 0; // m_generation when stored; 0: never
        Form form;
        Answer answer{};
    };

    SimplifyOptions m_options;
    std::uint32_t m_generation = 0; // forms stored under other options are older
    std::array<Entry, slots> m_entries;
};

// A tiny shape's simplification, moved to the origin, in eighths of a pixel.
struct ShapeAnswer
{
    std::uint8_t count = 0;
    std::array<std::int16_t, 4 * maxFormPoints> points{};
};

// Stores `result` (of the shape moved) in `answer`; false when a point is not an eighth
// within reach, as simplifyShape's results are (input points and edge midpoints).
bool answerOf(const PolygonWithHoles &result, ShapeAnswer &answer)
{
    const std::vector<Vec2> &points = result.outer.points;
    if (!result.holes.empty() || points.size() > 2 * maxFormPoints)
        return false;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!scaled(points[i].x, resultScale, maxOffset, answer.points[2 * i])
            || !scaled(points[i].y, resultScale, maxOffset, answer.points[2 * i + 1]))
            return false;
    }
    answer.count = std::uint8_t(points.size());
    return true;
}

Memo<std::uint32_t> &loopMemo()
{
    thread_local Memo<std::uint32_t> memo;
    return memo;
}

PolygonWithHoles shapeAt(const ShapeAnswer &answer, Vec2 origin)
{
    PolygonWithHoles out;
    out.outer.points.resize(answer.count);
    for (std::size_t i = 0; i < answer.count; ++i) {
        const Vec2 offset{double(answer.points[2 * i]), double(answer.points[2 * i + 1])};
        out.outer.points[i] = origin + (1.0 / resultScale) * offset;
    }
    return out;
}

} // namespace

bool formOf(const Vec2 *points, std::size_t n, Form &form, Vec2 &origin)
{
    if (n < 3 || n > maxFormPoints)
        return false;
    const Vec2 first = points[0];
    if (!(std::abs(first.x) <= maxOrigin && std::abs(first.y) <= maxOrigin))
        return false;
    origin = {wholeAtOrBelow(first.x), wholeAtOrBelow(first.y)};
    form.count = std::uint8_t(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 offset = points[i] - origin;
        if (!scaled(offset.x, inputScale, maxOffset, form.offsets[2 * i])
            || !scaled(offset.y, inputScale, maxOffset, form.offsets[2 * i + 1]))
            return false;
    }
    return true;
}

std::optional<PolygonWithHoles> simplifySmallShape(const PolygonWithHoles &shape,
                                                   const SimplifyOptions &options)
{
    Form form;
    Vec2 origin;
    if (!shape.holes.empty()
        || !formOf(shape.outer.points.data(), shape.outer.points.size(), form, origin))
        return std::nullopt;
    thread_local Memo<ShapeAnswer> memo;
    if (const ShapeAnswer *answer = memo.find(form, options))
        return shapeAt(*answer, origin);
    PolygonWithHoles moved;
    moved.outer.points.resize(form.count);
    for (std::size_t i = 0; i < form.count; ++i)
        moved.outer.points[i] = shape.outer.points[i] - origin;
    PolygonWithHoles result = simplifyOptimistic(moved, options).shape;
    ShapeAnswer answer;
    if (answerOf(result, answer)) // always, as simplifyShape keeps input points and midpoints
        memo.store(form, answer);
    for (Vec2 &point : result.outer.points) // exact, as the answer's are
        point = point + origin;
    return result;
}

std::optional<std::uint32_t> rememberedLoop(const Form &form, const SimplifyOptions &options)
{
    if (const std::uint32_t *kept = loopMemo().find(form, options))
        return *kept;
    return std::nullopt;
}

void rememberLoop(const Form &form, const SimplifyOptions &options, std::uint32_t kept)
{
    Memo<std::uint32_t> &memo = loopMemo();
    memo.find(form, options); // the options of what is stored
    memo.store(form, kept);
}

} // namespace hitbox::collision::detail
