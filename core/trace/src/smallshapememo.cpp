#include "smallshapememo.h"

#include "simplify_p.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>

namespace hitbox::collision::detail {

namespace {

constexpr std::size_t maxPoints = 12;
constexpr double maxOffset = 64.0;
constexpr double maxOrigin = 1099511627776.0; // 2^40: the moves stay exact
// Traced outlines run along pixel edges and quarter-pixel saddle chamfers, and a result
// keeps input vertices and edge midpoints: in eighths every coordinate is whole.
constexpr double inputScale = 4.0;
constexpr double resultScale = 8.0;
constexpr std::size_t slots = 256;

// A shape's form, its vertices as offsets from the whole pixel at or below its first
// (in quarters, up to 64 pixels either way), and the form's simplification (in eighths).
struct Form
{
    std::uint32_t generation = 0; // Memo::generation when it was stored; 0: never
    std::uint8_t count = 0;
    std::uint8_t resultCount = 0;
    std::array<std::int16_t, 2 * maxPoints> offsets{};
    std::array<std::int16_t, 4 * maxPoints> result{};
};

struct Memo
{
    SimplifyOptions options;
    std::uint32_t generation = 0; // forms stored with other options are older
    std::array<Form, slots> forms;
};

Memo &threadMemo()
{
    thread_local Memo memo;
    return memo;
}

bool integral(double value)
{
    return value == std::floor(value);
}

bool sameOptions(const SimplifyOptions &a, const SimplifyOptions &b)
{
    return std::bit_cast<std::uint64_t>(a.tolerance) == std::bit_cast<std::uint64_t>(b.tolerance)
           && a.maxVertices == b.maxVertices && a.conservative == b.conservative
           && a.method == b.method;
}

// Whole when `value` is a multiple of 1 / scale within `limit` of 0: then value * scale.
bool scaled(double value, double scale, double limit, std::int16_t &out)
{
    const double s = value * scale;
    if (!(std::abs(value) <= limit) || !integral(s))
        return false;
    out = std::int16_t(s);
    return true;
}

// Fills form's count and offsets and sets origin; false when `shape` does not qualify.
// The origin is a whole pixel, so the shape moved keeps its place on the pixel grid.
bool formOf(const PolygonWithHoles &shape, Form &form, Vec2 &origin)
{
    const std::vector<Vec2> &points = shape.outer.points;
    if (!shape.holes.empty() || points.size() < 3 || points.size() > maxPoints)
        return false;
    const Vec2 first = points.front();
    if (!(std::abs(first.x) <= maxOrigin && std::abs(first.y) <= maxOrigin))
        return false;
    origin = {std::floor(first.x), std::floor(first.y)};
    form.count = std::uint8_t(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Vec2 offset = points[i] - origin;
        if (!scaled(offset.x, inputScale, maxOffset, form.offsets[2 * i])
            || !scaled(offset.y, inputScale, maxOffset, form.offsets[2 * i + 1]))
            return false;
    }
    return true;
}

std::size_t slotOf(const Form &form)
{
    std::uint32_t hash = 2166136261u ^ form.count; // FNV-1a, a 16-bit word at a time
    for (std::size_t i = 0; i < 2 * std::size_t(form.count); ++i)
        hash = (hash ^ std::uint16_t(form.offsets[i])) * 16777619u;
    return (hash ^ (hash >> 15)) % slots;
}

bool sameForm(const Form &a, const Form &b)
{
    return a.count == b.count
           && std::equal(a.offsets.begin(), a.offsets.begin() + 2 * a.count, b.offsets.begin());
}

// Stores `result` (of the shape moved) as form's simplification; false when a point is
// not an eighth within reach, as simplifyShape's results are (input points, midpoints).
bool storeResult(const PolygonWithHoles &result, Form &form)
{
    const std::vector<Vec2> &points = result.outer.points;
    if (!result.holes.empty() || points.size() > 2 * maxPoints)
        return false;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!scaled(points[i].x, resultScale, maxOffset, form.result[2 * i])
            || !scaled(points[i].y, resultScale, maxOffset, form.result[2 * i + 1]))
            return false;
    }
    form.resultCount = std::uint8_t(points.size());
    return true;
}

PolygonWithHoles resultAt(const Form &form, Vec2 origin)
{
    PolygonWithHoles out;
    out.outer.points.resize(form.resultCount);
    for (std::size_t i = 0; i < form.resultCount; ++i) {
        const Vec2 offset{double(form.result[2 * i]), double(form.result[2 * i + 1])};
        out.outer.points[i] = origin + (1.0 / resultScale) * offset;
    }
    return out;
}

} // namespace

std::optional<PolygonWithHoles> simplifySmallShape(const PolygonWithHoles &shape,
                                                   const SimplifyOptions &options)
{
    Form form;
    Vec2 origin;
    if (!formOf(shape, form, origin))
        return std::nullopt;
    Memo &memo = threadMemo();
    if (memo.generation == 0 || !sameOptions(memo.options, options)) {
        memo.options = options;
        if (++memo.generation == 0) { // wrapped: forget every form
            memo.forms.fill(Form{});
            memo.generation = 1;
        }
    }
    Form &slot = memo.forms[slotOf(form)];
    if (slot.generation == memo.generation && sameForm(slot, form))
        return resultAt(slot, origin);
    PolygonWithHoles moved;
    moved.outer.points.resize(form.count);
    for (std::size_t i = 0; i < form.count; ++i)
        moved.outer.points[i] = shape.outer.points[i] - origin;
    PolygonWithHoles result = simplifyOptimistic(moved, options).shape;
    if (storeResult(result, form)) {
        form.generation = memo.generation;
        slot = form;
        return resultAt(slot, origin);
    }
    for (Vec2 &point : result.outer.points)
        point = point + origin;
    for (Polygon &hole : result.holes) {
        for (Vec2 &point : hole.points)
            point = point + origin;
    }
    return result;
}

} // namespace hitbox::collision::detail
