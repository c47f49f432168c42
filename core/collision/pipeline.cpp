#include "pipeline.h"

#include "circle.h"
#include "pointtests.h"
#include "polygonoverlap.h"

namespace hitbox::collision {
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

TierResult evaluateBox(const Collider &a, const Collider &b)
{
    TierResult r;
    if (!a.box || !b.box) {
        r.verdict = Verdict::NotApplicable;
        return r;
    }
    // A box with no area (w or h <= 0) overlaps nothing, as for Rect.
    if (isEmpty(*a.box) || isEmpty(*b.box)) {
        r.verdict = Verdict::Miss;
        return r;
    }
    if (isAxisAligned(a.transform) && isAxisAligned(b.transform)) {
        const Rect boxA = mapBounds(localToWorld(a.transform), *a.box);
        const Rect boxB = mapBounds(localToWorld(b.transform), *b.box);
        r.verdict = verdictOf(rectsOverlap(boxA, boxB));
        r.intersection = rectIntersection(boxA, boxB);
        return r;
    }
    r.verdict = verdictOf(convexPolygonsOverlap(worldBox(a), worldBox(b)));
    return r;
}

TierResult evaluateCircle(const Collider &a, const Collider &b)
{
    TierResult r;
    if (!a.circle || !b.circle) {
        r.verdict = Verdict::NotApplicable;
        return r;
    }
    r.verdict = verdictOf(circlesOverlap(worldCircle(a), worldCircle(b)));
    return r;
}

TierResult evaluateArmature(const Collider &a, const Collider &b, bool allPairs)
{
    TierResult r;
    if (a.armature.empty() || b.armature.empty()) {
        r.verdict = Verdict::NotApplicable;
        return r;
    }
    const std::vector<Polygon> polygonsA = worldArmature(a);
    const std::vector<Polygon> polygonsB = worldArmature(b);
    std::vector<Rect> boundsB;
    boundsB.reserve(polygonsB.size());
    for (const Polygon &p : polygonsB)
        boundsB.push_back(polygonBounds(p));
    for (std::size_t i = 0; i < polygonsA.size(); ++i) {
        const Rect boundsA = polygonBounds(polygonsA[i]);
        for (std::size_t j = 0; j < polygonsB.size(); ++j) {
            if (!boundsInteriorsOverlap(boundsA, boundsB[j]))
                continue;
            const PolygonOverlap o = polygonsOverlap(polygonsA[i], polygonsB[j]);
            if (!o.overlap)
                continue;
            r.polygonPairs.push_back({i, j, o.witness});
            if (!allPairs) {
                r.verdict = Verdict::Hit;
                return r;
            }
        }
    }
    r.verdict = verdictOf(!r.polygonPairs.empty());
    return r;
}

TierResult evaluatePixel(const Collider &a, const Collider &b, PixelDetail detail)
{
    TierResult r;
    if (a.mask == nullptr || b.mask == nullptr) {
        r.verdict = Verdict::NotApplicable;
        return r;
    }
    r.pixels = pixelOverlap(*a.mask, a.transform, *b.mask, b.transform, detail);
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
        return evaluateBox(a, b);
    case Tier::Circle:
        return evaluateCircle(a, b);
    case Tier::Armature:
        return evaluateArmature(a, b, options.allPolygonPairs);
    case Tier::Pixel:
        return evaluatePixel(a, b, options.pixelDetail);
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
        set(Tier::Box,
            c.box ? verdictOf(pointInBox(*c.box, c.transform, world)) : Verdict::NotApplicable);
    }
    if (tiers & tierBit(Tier::Circle)) {
        set(Tier::Circle,
            c.circle ? verdictOf(circleContains(worldCircle(c), world)) : Verdict::NotApplicable);
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
