#include <hitbox/pipeline.h>

#include "pipeline_p.h"

#include "inlinebuffer.h"
#include "polygonoverlap.h"
#include <hitbox/queries.h>
#include <hitbox/shapes.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

TierResult evaluateAabb(const Collider &a, const Collider &b)
{
    TierResult r;
    const Rect boundsA = worldBounds(a);
    const Rect boundsB = worldBounds(b);
    r.verdict = verdictOf(rectsOverlap(boundsA, boundsB));
    r.intersection = rectIntersection(boundsA, boundsB);
    return r;
}

NotApplicableReason missing(bool inA, bool inB)
{
    if (!inA && !inB)
        return NotApplicableReason::MissingInBoth;
    if (!inA)
        return NotApplicableReason::MissingInA;
    return inB ? NotApplicableReason::None : NotApplicableReason::MissingInB;
}

NotApplicableReason shapesApplicability(const Collider &a, const Collider &b, KindSet kinds)
{
    const NotApplicableReason m = missing(countOf(a, kinds) > 0, countOf(b, kinds) > 0);
    if (m != NotApplicableReason::None)
        return m;
    return pairsMeet(a, kinds, b, kinds) ? NotApplicableReason::None
                                         : NotApplicableReason::RolesDoNotMeet;
}

TierResult notApplicable(NotApplicableReason reason)
{
    TierResult r;
    r.verdict = Verdict::NotApplicable;
    r.reason = reason;
    return r;
}

} // namespace

bool detail::boxesOverlap(const Rect &localA,
                          const Rect &boundsA,
                          const Polygon &worldA,
                          const Rect &localB,
                          const Rect &boundsB,
                          const Polygon &worldB,
                          bool aligned)
{
    if (isEmpty(localA) || isEmpty(localB))
        return false;
    return aligned ? rectsOverlap(boundsA, boundsB) : convexPolygonsOverlap(worldA, worldB);
}

namespace {

TierResult evaluateBox(const Collider &a, const Collider &b, bool allPairs)
{
    const NotApplicableReason reason = tierApplicability(Tier::Box, a, b);
    if (reason != NotApplicableReason::None)
        return notApplicable(reason);
    TierResult r;
    const bool aligned = isAxisAligned(a.transform) && isAxisAligned(b.transform);
    const std::vector<Polygon> boxesA = worldBoxes(a);
    const std::vector<Polygon> boxesB = worldBoxes(b);
    const std::vector<Rect> boundsA = boxBounds(a);
    const std::vector<Rect> boundsB = boxBounds(b);
    forEachAllowedPair(a.boxes.size(),
                       a.boxFilters,
                       boundsA,
                       b.boxes.size(),
                       b.boxFilters,
                       boundsB,
                       allPairs,
                       [&](std::size_t i, std::size_t j) {
                           if (!boxesOverlap(a.boxes[i],
                                             boundsA[i],
                                             boxesA[i],
                                             b.boxes[j],
                                             boundsB[j],
                                             boxesB[j],
                                             aligned))
                               return false;
                           if (r.shapePairs.empty() && aligned)
                               r.intersection = rectIntersection(boundsA[i], boundsB[j]);
                           r.shapePairs.push_back({i, j});
                           return true;
                       });
    r.verdict = verdictOf(!r.shapePairs.empty());
    return r;
}

TierResult evaluateCircle(const Collider &a, const Collider &b, bool allPairs)
{
    const NotApplicableReason reason = tierApplicability(Tier::Circle, a, b);
    if (reason != NotApplicableReason::None)
        return notApplicable(reason);
    TierResult r;
    // Played scenes test thousands of pairs of one circle each a step: no allocations.
    InlineBuffer<Circle, 4> circlesA(a.circles.size());
    InlineBuffer<Circle, 4> circlesB(b.circles.size());
    worldCircles(a, circlesA.span());
    worldCircles(b, circlesB.span());
    InlineBuffer<Rect, 4> boundsA(circlesA.size());
    InlineBuffer<Rect, 4> boundsB(circlesB.size());
    for (std::size_t i = 0; i < circlesA.size(); ++i)
        boundsA[i] = circleBounds(circlesA[i]);
    for (std::size_t i = 0; i < circlesB.size(); ++i)
        boundsB[i] = circleBounds(circlesB[i]);
    forEachAllowedPair(circlesA.size(),
                       a.circleFilters,
                       boundsA.span(),
                       circlesB.size(),
                       b.circleFilters,
                       boundsB.span(),
                       allPairs,
                       [&](std::size_t i, std::size_t j) {
                           if (!circlesOverlap(circlesA[i], circlesB[j]))
                               return false;
                           r.shapePairs.push_back({i, j});
                           return true;
                       });
    r.verdict = verdictOf(!r.shapePairs.empty());
    return r;
}

TierResult evaluateArmature(const Collider &a, const Collider &b, bool allPairs)
{
    const NotApplicableReason reason = tierApplicability(Tier::Armature, a, b);
    if (reason != NotApplicableReason::None)
        return notApplicable(reason);
    return evaluateShapes(a, b, allPairs);
}

TierResult evaluatePixel(const Collider &a, const Collider &b, PixelDetail detail, Mask *hitPixels)
{
    const NotApplicableReason reason = tierApplicability(Tier::Pixel, a, b);
    if (reason != NotApplicableReason::None)
        return notApplicable(reason);
    TierResult r;
    r.pixels
            = hitPixels && detail == PixelDetail::Full
                      ? pixelOverlapWithMask(*a.mask, a.transform, *b.mask, b.transform, *hitPixels)
                      : pixelOverlap(*a.mask, a.transform, *b.mask, b.transform, detail);
    r.verdict = verdictOf(r.pixels.hit);
    return r;
}

// What the pipeline needs to know about the question to tell a final answer from one to
// pass over: which pairs it holds besides those of the tier that just answered.
class Question
{
public:
    Question(const Collider &a, const Collider &b, TierSet enabled)
        : m_a(a)
        , m_b(b)
        , m_enabled(enabled)
    {}

    // True when every pair in the question is of the kind of `tier` (box or circle).
    bool onlyPairsOf(Tier tier)
    {
        const KindSet own = kindBit(tier == Tier::Box ? ShapeKind::Box : ShapeKind::Circle);
        const KindSet others = allKinds & ~own;
        if ((m_enabled & tierBit(Tier::Armature))
            && (pairsMeet(m_a, others, m_b, allKinds) || pairsMeet(m_a, own, m_b, others)))
            return false;
        return !hasPixelPair();
    }

    bool hasPixelPair() const
    {
        return (m_enabled & tierBit(Tier::Pixel))
               && tierApplicability(Tier::Pixel, m_a, m_b) == NotApplicableReason::None;
    }

private:
    const Collider &m_a;
    const Collider &m_b;
    TierSet m_enabled;
};

// True when `tier`'s verdict is the pipeline's final answer (see evaluatePipeline).
bool isFinal(Tier tier, Verdict v, Question &question)
{
    if (v != Verdict::Hit && v != Verdict::Miss)
        return false;
    switch (tier) {
    case Tier::Aabb:
        return v == Verdict::Miss;
    case Tier::Box:
    case Tier::Circle:
        return v == Verdict::Hit || question.onlyPairsOf(tier);
    case Tier::Armature:
        return v == Verdict::Hit || !question.hasPixelPair();
    case Tier::Pixel:
        return true;
    }
    return false;
}

// The answer when no tier gave a final one: aabb's, when it was the only tier enabled;
// else nothing in the question could be tested.
void decideWithoutFinal(CollisionReport &report, TierSet enabled)
{
    const Verdict aabb = report[Tier::Aabb].verdict;
    if (enabled == tierBit(Tier::Aabb) && aabb == Verdict::Hit) {
        report.hit = true;
        report.decidedBy = Tier::Aabb;
    }
}

// Runs the enabled tiers in order (all of them, or up to the final answer) and decides.
CollisionReport
runTiers(const Collider &a, const Collider &b, const EvaluationOptions &options, bool all)
{
    CollisionReport report;
    Question question(a, b, options.tiers);
    for (const Tier tier : allTiers) {
        if ((options.tiers & tierBit(tier)) == 0)
            continue;
        report[tier] = evaluateTier(tier, a, b, options);
        if (!report.decidedBy && isFinal(tier, report[tier].verdict, question)) {
            report.hit = report[tier].verdict == Verdict::Hit;
            report.decidedBy = tier;
            if (!all)
                return report;
        }
    }
    if (!report.decidedBy)
        decideWithoutFinal(report, options.tiers);
    return report;
}

} // namespace

std::string_view tierName(Tier t)
{
    switch (t) {
    case Tier::Aabb:
        return "aabb";
    case Tier::Box:
        return "box";
    case Tier::Circle:
        return "circle";
    case Tier::Armature:
        return "armature";
    case Tier::Pixel:
        return "pixel";
    }
    return "unknown";
}

std::string_view verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Hit:
        return "hit";
    case Verdict::Miss:
        return "miss";
    case Verdict::NotApplicable:
        return "n/a";
    case Verdict::NotRun:
        break;
    }
    return "not run";
}

std::optional<Tier> tierFromName(std::string_view name)
{
    for (const Tier t : allTiers) {
        if (tierName(t) == name)
            return t;
    }
    return std::nullopt;
}

std::string_view shapeKindName(ShapeKind kind)
{
    switch (kind) {
    case ShapeKind::Box:
        return "box";
    case ShapeKind::Circle:
        return "circle";
    case ShapeKind::Polygon:
        break;
    }
    return "polygon";
}

NotApplicableReason tierApplicability(Tier tier, const Collider &a, const Collider &b)
{
    switch (tier) {
    case Tier::Aabb:
        return NotApplicableReason::None;
    case Tier::Box:
        return shapesApplicability(a, b, kindBit(ShapeKind::Box));
    case Tier::Circle:
        return shapesApplicability(a, b, kindBit(ShapeKind::Circle));
    case Tier::Armature:
        return shapesApplicability(a, b, allKinds);
    case Tier::Pixel:
        break;
    }
    const NotApplicableReason m = missing(a.mask != nullptr, b.mask != nullptr);
    if (m != NotApplicableReason::None)
        return m;
    return shouldTest(a.imageFilter, b.imageFilter) ? NotApplicableReason::None
                                                    : NotApplicableReason::PixelsNotAsked;
}

TierResult
evaluateTier(Tier tier, const Collider &a, const Collider &b, const EvaluationOptions &options)
{
    switch (tier) {
    case Tier::Aabb:
        return evaluateAabb(a, b);
    case Tier::Box:
        return evaluateBox(a, b, options.allPolygonPairs);
    case Tier::Circle:
        return evaluateCircle(a, b, options.allPolygonPairs);
    case Tier::Armature:
        return evaluateArmature(a, b, options.allPolygonPairs);
    case Tier::Pixel:
        return evaluatePixel(a, b, options.pixelDetail, options.hitPixels);
    }
    return {};
}

CollisionReport
evaluatePipeline(const Collider &a, const Collider &b, const EvaluationOptions &options)
{
    return runTiers(a, b, options, false);
}

CollisionReport
evaluateAllTiers(const Collider &a, const Collider &b, const EvaluationOptions &options)
{
    return runTiers(a, b, options, true);
}

PointProbe probePoint(const Collider &c, Vec2 world, TierSet tiers)
{
    PointProbe probe;
    const auto set = [&](Tier t, Verdict v) { probe.tiers[static_cast<std::size_t>(t)] = v; };
    if (tiers & tierBit(Tier::Aabb))
        set(Tier::Aabb, verdictOf(rectContains(worldBounds(c), world)));
    if (tiers & tierBit(Tier::Box)) {
        if (c.boxes.empty()) {
            set(Tier::Box, Verdict::NotApplicable);
        } else {
            const bool inside = std::any_of(c.boxes.begin(), c.boxes.end(), [&](const Rect &b) {
                return pointInBox(b, c.transform, world);
            });
            set(Tier::Box, verdictOf(inside));
        }
    }
    if (tiers & tierBit(Tier::Circle)) {
        if (c.circles.empty()) {
            set(Tier::Circle, Verdict::NotApplicable);
        } else {
            const std::vector<Circle> circles = worldCircles(c);
            const bool inside = std::any_of(circles.begin(), circles.end(), [&](const Circle &k) {
                return circleContains(k, world);
            });
            set(Tier::Circle, verdictOf(inside));
        }
    }
    if (tiers & tierBit(Tier::Armature)) {
        if (c.armature.empty() && c.boxes.empty() && c.circles.empty()) {
            set(Tier::Armature, Verdict::NotApplicable);
        } else {
            const std::vector<Polygon> polygons = worldArmature(c);
            for (std::size_t i = 0; i < polygons.size() && !probe.polygon; ++i) {
                if (pointInPolygon(polygons[i], world) == Containment::Inside)
                    probe.polygon = i;
            }
            const std::vector<Circle> circles = worldCircles(c);
            const bool inside
                    = probe.polygon.has_value()
                      || std::any_of(
                              c.boxes.begin(),
                              c.boxes.end(),
                              [&](const Rect &b) { return pointInBox(b, c.transform, world); })
                      || std::any_of(circles.begin(), circles.end(), [&](const Circle &k) {
                             return circleContains(k, world);
                         });
            set(Tier::Armature, verdictOf(inside));
        }
    }
    if (tiers & tierBit(Tier::Pixel)) {
        if (c.mask == nullptr) {
            set(Tier::Pixel, Verdict::NotApplicable);
        } else {
            probe.pixel = solidPixelAt(*c.mask, c.transform, world);
            set(Tier::Pixel, verdictOf(probe.pixel.has_value()));
        }
    }
    return probe;
}

} // namespace hitbox::collision
