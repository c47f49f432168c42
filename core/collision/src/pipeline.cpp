#include <hitbox/pipeline.h>

#include "inlinebuffer.h"
#include "polygonoverlap.h"
#include <hitbox/circle.h>
#include <hitbox/pointtests.h>

#include <algorithm>
#include <span>

namespace hitbox::collision {

using namespace detail; // the kernel's internals (src/)

namespace {

Verdict verdictOf(bool hit)
{
    return hit ? Verdict::Hit : Verdict::Miss;
}

bool boundsInteriorsOverlap(const Rect &a, const Rect &b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

TierResult evaluateAabb(const Collider &a, const Collider &b)
{
    TierResult r;
    const Rect boundsA = worldBounds(a);
    const Rect boundsB = worldBounds(b);
    r.verdict = verdictOf(rectsOverlap(boundsA, boundsB));
    r.intersection = rectIntersection(boundsA, boundsB);
    return r;
}

// Calls test(i, j) for every pair of A's and B's shapes (counts na, nb) that the filters
// allow, with a cheap bounds check first, until test returns true and `all` is false.
// Returns whether any pair was allowed at all.
template<typename Test>
bool forEachAllowedPair(std::size_t na,
                        const std::vector<ShapeFilter> &filtersA,
                        std::span<const Rect> boundsA,
                        std::size_t nb,
                        const std::vector<ShapeFilter> &filtersB,
                        std::span<const Rect> boundsB,
                        bool all,
                        Test test)
{
    bool allowed = false;
    for (std::size_t i = 0; i < na; ++i) {
        for (std::size_t j = 0; j < nb; ++j) {
            if (!shouldTest(filterAt(filtersA, i), filterAt(filtersB, j)))
                continue;
            allowed = true;
            if (!boundsInteriorsOverlap(boundsA[i], boundsB[j]))
                continue;
            if (test(i, j) && !all)
                return true;
        }
    }
    return allowed;
}

std::vector<Rect> boundsOf(const std::vector<Polygon> &polygons)
{
    std::vector<Rect> out;
    out.reserve(polygons.size());
    for (const Polygon &p : polygons)
        out.push_back(polygonBounds(p));
    return out;
}

TierResult evaluateBox(const Collider &a, const Collider &b, bool allPairs)
{
    TierResult r;
    const bool aligned = isAxisAligned(a.transform) && isAxisAligned(b.transform);
    const std::vector<Polygon> boxesA = worldBoxes(a);
    const std::vector<Polygon> boxesB = worldBoxes(b);
    const Affine ma = localToWorld(a.transform);
    const Affine mb = localToWorld(b.transform);
    std::vector<Rect> boundsA;
    std::vector<Rect> boundsB;
    for (const Rect &box : a.boxes)
        boundsA.push_back(isEmpty(box) ? Rect{} : mapBounds(ma, box));
    for (const Rect &box : b.boxes)
        boundsB.push_back(isEmpty(box) ? Rect{} : mapBounds(mb, box));
    const bool allowed = forEachAllowedPair(
            a.boxes.size(),
            a.boxFilters,
            boundsA,
            b.boxes.size(),
            b.boxFilters,
            boundsB,
            allPairs,
            [&](std::size_t i, std::size_t j) {
                // A box with no area (w or h <= 0) overlaps nothing, as for Rect.
                if (isEmpty(a.boxes[i]) || isEmpty(b.boxes[j]))
                    return false;
                const bool hit = aligned ? rectsOverlap(boundsA[i], boundsB[j])
                                         : convexPolygonsOverlap(boxesA[i], boxesB[j]);
                if (!hit)
                    return false;
                if (r.shapePairs.empty() && aligned)
                    r.intersection = rectIntersection(boundsA[i], boundsB[j]);
                r.shapePairs.push_back({i, j});
                return true;
            });
    r.verdict = !allowed ? Verdict::NotApplicable : verdictOf(!r.shapePairs.empty());
    return r;
}

TierResult evaluateCircle(const Collider &a, const Collider &b, bool allPairs)
{
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
    const bool allowed = forEachAllowedPair(circlesA.size(),
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
    r.verdict = !allowed ? Verdict::NotApplicable : verdictOf(!r.shapePairs.empty());
    return r;
}

TierResult evaluateArmature(const Collider &a, const Collider &b, bool allPairs)
{
    TierResult r;
    const std::vector<Polygon> polygonsA = worldArmature(a);
    const std::vector<Polygon> polygonsB = worldArmature(b);
    const bool allowed = forEachAllowedPair(polygonsA.size(),
                                            a.armatureFilters,
                                            boundsOf(polygonsA),
                                            polygonsB.size(),
                                            b.armatureFilters,
                                            boundsOf(polygonsB),
                                            allPairs,
                                            [&](std::size_t i, std::size_t j) {
                                                const PolygonOverlap o = polygonsOverlap(
                                                        polygonsA[i], polygonsB[j]);
                                                if (!o.overlap)
                                                    return false;
                                                r.polygonPairs.push_back({i, j, o.witness});
                                                return true;
                                            });
    r.verdict = !allowed ? Verdict::NotApplicable : verdictOf(!r.polygonPairs.empty());
    return r;
}

TierResult evaluatePixel(const Collider &a, const Collider &b, PixelDetail detail, Mask *hitPixels)
{
    TierResult r;
    if (a.mask == nullptr || b.mask == nullptr) {
        r.verdict = Verdict::NotApplicable;
        return r;
    }
    r.pixels
            = hitPixels && detail == PixelDetail::Full
                      ? pixelOverlapWithMask(*a.mask, a.transform, *b.mask, b.transform, *hitPixels)
                      : pixelOverlap(*a.mask, a.transform, *b.mask, b.transform, detail);
    r.verdict = verdictOf(r.pixels.hit);
    return r;
}

// The pipeline's answer from the verdicts, cheapest tier first.
void decide(CollisionReport &report)
{
    report.hit = false;
    report.decidedBy.reset();
    for (const Tier tier : allTiers) {
        const Verdict v = report[tier].verdict;
        if (v == Verdict::Miss) {
            report.hit = false;
            report.decidedBy = tier;
            return;
        }
        if (v == Verdict::Hit) {
            report.hit = true;
            report.decidedBy = tier;
        }
    }
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
    CollisionReport report;
    for (const Tier tier : allTiers) {
        if ((options.tiers & tierBit(tier)) == 0)
            continue;
        report[tier] = evaluateTier(tier, a, b, options);
        if (report[tier].verdict == Verdict::Miss)
            break;
    }
    decide(report);
    return report;
}

CollisionReport
evaluateAllTiers(const Collider &a, const Collider &b, const EvaluationOptions &options)
{
    CollisionReport report;
    for (const Tier tier : allTiers) {
        if ((options.tiers & tierBit(tier)) != 0)
            report[tier] = evaluateTier(tier, a, b, options);
    }
    decide(report);
    return report;
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
        if (c.armature.empty()) {
            set(Tier::Armature, Verdict::NotApplicable);
        } else {
            const std::vector<Polygon> polygons = worldArmature(c);
            for (std::size_t i = 0; i < polygons.size() && !probe.polygon; ++i) {
                if (pointInPolygon(polygons[i], world) == Containment::Inside)
                    probe.polygon = i;
            }
            set(Tier::Armature, verdictOf(probe.polygon.has_value()));
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
