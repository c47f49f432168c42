// Tests for collision/collider.h, collision/pipeline.h and collision/tiers.h.
//
// Oracles: hand-computed tables for every tier, the pipeline and probePoint; for random
// scenes an independent long-double reference (transform, bounds, circles, a polygon
// relation from boundary distances plus dense point sampling, and a per-pixel brute
// force for the pixel tier), used only where it answers clearly (a margin of 1e-6 from
// touching). Where a tier's evidence is compared with a direct kernel call, that call is
// tested on its own elsewhere: pixelOverlap in tst_pixeloverlap, polygonsOverlap in
// tst_polygonoverlap.

#include "collision/pipeline.h"
#include "collision/polygonoverlap.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <vector>

using namespace hitbox::collision;

Q_DECLARE_METATYPE(hitbox::collision::Collider)
Q_DECLARE_METATYPE(hitbox::collision::Rect)
Q_DECLARE_METATYPE(hitbox::collision::Transform)
Q_DECLARE_METATYPE(hitbox::collision::Vec2)

namespace hitbox::collision {

QByteArray describe(Vec2 p)
{
    return QString::asprintf("(%.17g, %.17g)", p.x, p.y).toLatin1();
}

QByteArray describe(const Rect &r)
{
    return QString::asprintf("Rect{%.17g, %.17g, %.17g, %.17g}", r.x, r.y, r.w, r.h).toLatin1();
}

QByteArray describe(const Transform &t)
{
    return "{pos " + describe(t.position) + " pivot " + describe(t.pivot) + " rot "
           + QByteArray::number(t.rotation, 'g', 17) + " scale " + describe(t.scale) + "}";
}

// QCOMPARE prints these on failure (found by argument-dependent lookup).
char *toString(Vec2 p)
{
    return qstrdup(describe(p).constData());
}

char *toString(const Rect &r)
{
    return qstrdup(describe(r).constData());
}

char *toString(Verdict v)
{
    const char *const names[] = {"NotRun", "NotApplicable", "Hit", "Miss"};
    return qstrdup(names[static_cast<int>(v)]);
}

} // namespace hitbox::collision

namespace {

// ---------------------------------------------------------------------------------------
// Small helpers for hand-made colliders and for printing results.

// Names written out here rather than taken from tierName, which is under test.
const char *const expectedNames[] = {"aabb", "box", "circle", "armature", "pixel"};

// One character per tier: '-' NotRun, 'N' NotApplicable, 'H' Hit, 'M' Miss.
char verdictChar(Verdict v)
{
    switch (v) {
    case Verdict::NotRun:
        return '-';
    case Verdict::NotApplicable:
        return 'N';
    case Verdict::Hit:
        return 'H';
    case Verdict::Miss:
        return 'M';
    }
    return '?';
}

QByteArray verdicts(const CollisionReport &r)
{
    QByteArray out;
    for (const TierResult &t : r.tiers)
        out += verdictChar(t.verdict);
    return out;
}

QByteArray verdicts(const PointProbe &p)
{
    QByteArray out;
    for (const Verdict v : p.tiers)
        out += verdictChar(v);
    return out;
}

QByteArray decidedName(const CollisionReport &r)
{
    return r.decidedBy ? expectedNames[static_cast<int>(*r.decidedBy)] : "none";
}

Collider sprite(double w,
                double h,
                Vec2 position,
                Vec2 pivot = {},
                double rotation = 0.0,
                Vec2 scale = {1.0, 1.0})
{
    Collider c;
    c.width = w;
    c.height = h;
    c.transform = {position, pivot, rotation, scale};
    return c;
}

Polygon square(double x0, double y0, double x1, double y1)
{
    return Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}};
}

Mask maskWith(int w, int h, std::initializer_list<PixelPoint> solid)
{
    Mask m(w, h);
    for (const PixelPoint p : solid)
        m.set(p.x, p.y);
    return m;
}

// A round sprite: pixel solid when its centre lies strictly inside the inscribed circle.
Mask disc(int size)
{
    Mask m(size, size);
    const double r = size / 2.0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const double dx = x + 0.5 - r;
            const double dy = y + 0.5 - r;
            m.set(x, y, dx * dx + dy * dy < r * r);
        }
    }
    return m;
}

// The pipeline rule written out independently: the first Miss decides; otherwise the
// last Hit decides and the pair collides; no Hit and no Miss means no decision.
void expectedDecision(const CollisionReport &r, bool &hit, std::optional<Tier> &decidedBy)
{
    hit = false;
    decidedBy.reset();
    for (int i = 0; i < 5; ++i) {
        if (r.tiers[i].verdict == Verdict::Miss) {
            hit = false;
            decidedBy = static_cast<Tier>(i);
            return;
        }
        if (r.tiers[i].verdict == Verdict::Hit) {
            hit = true;
            decidedBy = static_cast<Tier>(i);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Long-double reference geometry for the random scenes.

using Real = long double;

struct RPoint
{
    Real x = 0;
    Real y = 0;
};

using RPolygon = std::vector<RPoint>;

constexpr Real eps = 1e-6L;

// world = position + R(rotation, clockwise on screen) * S(scale) * local
RPoint refLocalToWorld(const Transform &t, Vec2 local)
{
    const Real radians = std::fmod(static_cast<Real>(t.rotation), Real(360))
                         * std::numbers::pi_v<Real> / Real(180);
    const Real c = std::cos(radians);
    const Real s = std::sin(radians);
    const Real lx = static_cast<Real>(local.x) * t.scale.x;
    const Real ly = static_cast<Real>(local.y) * t.scale.y;
    return {t.position.x + c * lx - s * ly, t.position.y + s * lx + c * ly};
}

RPoint refWorldToImage(const Transform &t, RPoint world)
{
    const Real radians = std::fmod(static_cast<Real>(t.rotation), Real(360))
                         * std::numbers::pi_v<Real> / Real(180);
    const Real c = std::cos(radians);
    const Real s = std::sin(radians);
    const Real wx = world.x - t.position.x;
    const Real wy = world.y - t.position.y;
    return {(c * wx + s * wy) / t.scale.x + t.pivot.x, (-s * wx + c * wy) / t.scale.y + t.pivot.y};
}

RPolygon refPolygon(const Transform &t, const std::vector<Vec2> &local)
{
    RPolygon out;
    for (const Vec2 p : local)
        out.push_back(refLocalToWorld(t, p));
    return out;
}

RPolygon refRect(const Transform &t, const Rect &local)
{
    return refPolygon(t,
                      {{local.x, local.y},
                       {local.x + local.w, local.y},
                       {local.x + local.w, local.y + local.h},
                       {local.x, local.y + local.h}});
}

Real orient(RPoint a, RPoint b, RPoint c)
{
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

Real pointSegmentDistance(RPoint p, RPoint a, RPoint b)
{
    const Real dx = b.x - a.x;
    const Real dy = b.y - a.y;
    const Real len2 = dx * dx + dy * dy;
    Real t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::clamp(t, Real(0), Real(1));
    return std::hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

Real segmentDistance(RPoint a, RPoint b, RPoint c, RPoint d)
{
    if (orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0)
        return 0;
    return std::min({pointSegmentDistance(a, c, d),
                     pointSegmentDistance(b, c, d),
                     pointSegmentDistance(c, a, b),
                     pointSegmentDistance(d, a, b)});
}

Real boundaryDistance(const RPolygon &p, RPoint q)
{
    Real best = std::numeric_limits<Real>::infinity();
    for (std::size_t i = 0; i < p.size(); ++i)
        best = std::min(best, pointSegmentDistance(q, p[i], p[(i + 1) % p.size()]));
    return best;
}

// Even-odd ray crossing; only called for points away from the boundary.
bool inside(const RPolygon &p, RPoint q)
{
    bool in = false;
    for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++) {
        if ((p[i].y > q.y) != (p[j].y > q.y)
            && q.x < (p[j].x - p[i].x) * (q.y - p[i].y) / (p[j].y - p[i].y) + p[i].x)
            in = !in;
    }
    return in;
}

enum class Clear { Hit, Miss, Unclear };

// Interiors of two simple polygons: apart when the boundaries stay eps apart and neither
// holds a vertex of the other; overlapping when a sample point lies eps deep in both.
Clear polygonRelation(const RPolygon &p, const RPolygon &q)
{
    Real gap = std::numeric_limits<Real>::infinity();
    for (std::size_t i = 0; i < p.size(); ++i) {
        for (std::size_t j = 0; j < q.size(); ++j) {
            gap = std::min(
                    gap, segmentDistance(p[i], p[(i + 1) % p.size()], q[j], q[(j + 1) % q.size()]));
        }
    }
    if (gap > eps)
        return inside(p, q[0]) || inside(q, p[0]) ? Clear::Hit : Clear::Miss;
    Real x0 = std::numeric_limits<Real>::infinity();
    Real y0 = x0;
    Real x1 = -x0;
    Real y1 = -x0;
    for (const RPoint v : p) {
        x0 = std::min(x0, v.x);
        y0 = std::min(y0, v.y);
        x1 = std::max(x1, v.x);
        y1 = std::max(y1, v.y);
    }
    constexpr int steps = 48;
    for (int i = 0; i < steps; ++i) {
        for (int j = 0; j < steps; ++j) {
            const RPoint s{x0 + (x1 - x0) * (i + Real(0.5)) / steps,
                           y0 + (y1 - y0) * (j + Real(0.5)) / steps};
            if (inside(p, s) && inside(q, s) && boundaryDistance(p, s) > eps
                && boundaryDistance(q, s) > eps)
                return Clear::Hit;
        }
    }
    return Clear::Unclear;
}

Clear refAabb(const Collider &a, const Collider &b)
{
    if (!(a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0))
        return Clear::Miss;
    const auto bounds = [](const Collider &c) {
        const RPolygon corners = refRect(
                c.transform, {-c.transform.pivot.x, -c.transform.pivot.y, c.width, c.height});
        std::array<Real, 4> r{corners[0].x, corners[0].y, corners[0].x, corners[0].y};
        for (const RPoint p : corners) {
            r[0] = std::min(r[0], p.x);
            r[1] = std::min(r[1], p.y);
            r[2] = std::max(r[2], p.x);
            r[3] = std::max(r[3], p.y);
        }
        return r;
    };
    const auto ba = bounds(a);
    const auto bb = bounds(b);
    const Real overlapX = std::min(ba[2], bb[2]) - std::max(ba[0], bb[0]);
    const Real overlapY = std::min(ba[3], bb[3]) - std::max(ba[1], bb[1]);
    if (overlapX > eps && overlapY > eps)
        return Clear::Hit;
    if (overlapX < -eps || overlapY < -eps)
        return Clear::Miss;
    return Clear::Unclear;
}

Clear refCircle(const Collider &a, const Collider &b)
{
    const auto world = [](const Collider &c, RPoint &centre, Real &radius) {
        centre = refLocalToWorld(c.transform, c.circle->center);
        radius = c.circle->radius
                 * std::max(std::abs(c.transform.scale.x), std::abs(c.transform.scale.y));
    };
    RPoint ca, cb;
    Real ra = 0, rb = 0;
    world(a, ca, ra);
    world(b, cb, rb);
    const Real d = std::hypot(ca.x - cb.x, ca.y - cb.y);
    if (d < ra + rb - eps)
        return Clear::Hit;
    if (d > ra + rb + eps)
        return Clear::Miss;
    return Clear::Unclear;
}

// Per-pixel brute force of the documented pixel rule: each solid pixel of A has its centre
// mapped into B's image; B's pixel holding that point decides. Samples closer than eps to
// B's pixel grid lines are ambiguous.
Clear refPixel(const Collider &a, const Collider &b)
{
    const Mask &ma = *a.mask;
    const Mask &mb = *b.mask;
    bool ambiguous = false;
    for (int y = 0; y < ma.height(); ++y) {
        for (int x = 0; x < ma.width(); ++x) {
            if (!ma.test(x, y))
                continue;
            const RPoint world = refLocalToWorld(
                    a.transform,
                    Vec2{x + 0.5 - a.transform.pivot.x, y + 0.5 - a.transform.pivot.y});
            const RPoint p = refWorldToImage(b.transform, world);
            if (p.x < -eps || p.y < -eps || p.x > mb.width() + eps || p.y > mb.height() + eps)
                continue;
            const Real fx = p.x - std::floor(p.x);
            const Real fy = p.y - std::floor(p.y);
            if (fx < eps || fx > 1 - eps || fy < eps || fy > 1 - eps) {
                ambiguous = true;
                continue;
            }
            if (mb.test(static_cast<std::int64_t>(std::floor(p.x)),
                        static_cast<std::int64_t>(std::floor(p.y))))
                return Clear::Hit;
        }
    }
    return ambiguous ? Clear::Unclear : Clear::Miss;
}

// The witness of an armature pair lies in both closed world polygons (up to eps).
bool witnessInBoth(const Collider &a, const Collider &b, std::size_t i, std::size_t j, Vec2 witness)
{
    const RPoint w{witness.x, witness.y};
    for (const RPolygon &p : {refPolygon(a.transform, a.armature[i].points),
                              refPolygon(b.transform, b.armature[j].points)}) {
        if (!inside(p, w) && boundaryDistance(p, w) > eps)
            return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------
// Random scenes.

struct RandomSprite
{
    Collider collider;
    Mask mask;
};

Polygon randomStar(std::mt19937 &rng, Vec2 centre, double radius)
{
    std::uniform_int_distribution<int> count(3, 8);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (;;) {
        const int n = count(rng);
        std::vector<double> angles(n);
        for (double &a : angles)
            a = unit(rng) * 2 * std::numbers::pi;
        std::sort(angles.begin(), angles.end());
        bool ok = true;
        for (int i = 0; i < n; ++i) {
            const double next = i + 1 < n ? angles[i + 1] : angles[0] + 2 * std::numbers::pi;
            ok = ok && next - angles[i] > 0.05 && next - angles[i] < 0.9 * std::numbers::pi;
        }
        if (!ok)
            continue;
        Polygon p;
        for (const double a : angles) {
            const double r = radius * (0.3 + 0.7 * unit(rng));
            p.points.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
        }
        // validatePolygon (tested in tst_polygon) only filters the generated input.
        if (validatePolygon(p).isValid())
            return p;
    }
}

Mask randomMask(std::mt19937 &rng, int w, int h)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Mask m(w, h);
    const double kind = unit(rng);
    if (kind < 0.4) {
        const double density = 0.05 + 0.6 * unit(rng);
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x)
                m.set(x, y, unit(rng) < density);
        }
    } else if (kind < 0.7) {
        const double r = std::min(w, h) / 2.0;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const double dx = x + 0.5 - w / 2.0;
                const double dy = y + 0.5 - h / 2.0;
                m.set(x, y, dx * dx + dy * dy < r * r);
            }
        }
    } else {
        const int x0 = int(unit(rng) * w);
        const int y0 = int(unit(rng) * h);
        const int x1 = x0 + 1 + int(unit(rng) * (w - x0));
        const int y1 = y0 + 1 + int(unit(rng) * (h - y0));
        for (int y = y0; y < std::min(y1, h); ++y) {
            for (int x = x0; x < std::min(x1, w); ++x)
                m.set(x, y);
        }
    }
    return m;
}

void randomSprite(std::mt19937 &rng, RandomSprite &s)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> size(1, 20);
    std::uniform_int_distribution<int> quarters(0, 48);
    std::uniform_int_distribution<int> turns(-4, 4);
    const auto chance = [&](double p) { return unit(rng) < p; };

    Collider &c = s.collider;
    c = Collider{};
    c.width = chance(0.03) ? 0 : size(rng);
    c.height = size(rng);
    const double w = c.width;
    const double h = c.height;
    Transform &t = c.transform;
    const double pivotKind = unit(rng);
    if (pivotKind < 0.5)
        t.pivot = {w / 2, h / 2};
    else if (pivotKind < 0.75)
        t.pivot = {0, 0};
    else
        t.pivot = {std::floor(unit(rng) * w * 4) / 4, std::floor(unit(rng) * h * 4) / 4};
    t.position = {quarters(rng) / 4.0, quarters(rng) / 4.0};
    const double rotationKind = unit(rng);
    if (rotationKind < 0.4)
        t.rotation = 0;
    else if (rotationKind < 0.6)
        t.rotation = 90.0 * turns(rng);
    else
        t.rotation = -360 + 720 * unit(rng);
    const double scaleKind = unit(rng);
    const auto sign = [&] { return chance(0.5) ? 1.0 : -1.0; };
    if (scaleKind < 0.5) {
        t.scale = {1, 1};
    } else if (scaleKind < 0.75) {
        const double steps[] = {0.5, 1.0, 2.0};
        t.scale = {sign() * steps[rng() % 3], sign() * steps[rng() % 3]};
    } else {
        t.scale = {sign() * (0.5 + 1.5 * unit(rng)), sign() * (0.5 + 1.5 * unit(rng))};
    }

    const auto localPoint = [&] {
        return Vec2{unit(rng) * w - t.pivot.x, unit(rng) * h - t.pivot.y};
    };
    if (chance(0.85)) {
        const Vec2 corner{unit(rng) * w * 0.5 - t.pivot.x, unit(rng) * h * 0.5 - t.pivot.y};
        c.box = Rect{corner.x, corner.y, 0.25 + unit(rng) * w * 0.9, 0.25 + unit(rng) * h * 0.9};
    }
    if (chance(0.85))
        c.circle = Circle{localPoint(), 0.5 + 9.5 * unit(rng)};
    if (chance(0.6)) {
        const int count = 1 + int(rng() % 3);
        for (int i = 0; i < count; ++i)
            c.armature.push_back(randomStar(rng, localPoint(), 2 + 8 * unit(rng)));
    }
    if (c.width > 0 && chance(0.75)) {
        s.mask = randomMask(rng, int(c.width), int(c.height));
        c.mask = &s.mask;
    }
}

struct TierStats
{
    int hit = 0;
    int miss = 0;
    int unclear = 0;
};

} // namespace

class TestPipeline : public QObject
{
    Q_OBJECT

private slots:
    void defaultReducedBox_data();
    void defaultReducedBox();
    void makeCollider();
    void worldShapes();
    void aabbTier_data();
    void aabbTier();
    void boxTierAxisAligned_data();
    void boxTierAxisAligned();
    void boxTierRotated_data();
    void boxTierRotated();
    void circleTier_data();
    void circleTier();
    void armatureNotApplicable();
    void armaturePairs();
    void armatureTouching();
    void armatureConcave();
    void pixelNotApplicable();
    void pixelTier_data();
    void pixelTier();
    void pixelTierRotated();
    void pipelineStopsAtFirstMiss();
    void pipelinePassesOverNotApplicable();
    void pipelineRespectsTierSet();
    void pipelineDefaultDetail();
    void falsePositive();
    void randomScenes();
    void probePoint_data();
    void probePoint();
    void probePointRotated();
    void tierNames();
    void emptyBoxes_data();
    void emptyBoxes();
};

void TestPipeline::defaultReducedBox_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<Vec2>("pivot");
    QTest::addColumn<double>("fraction");
    QTest::addColumn<Rect>("expected");

    QTest::newRow("centre pivot") << 10.0 << 10.0 << Vec2{5, 5} << 0.8 << Rect{-4, -4, 8, 8};
    QTest::newRow("origin pivot") << 10.0 << 20.0 << Vec2{0, 0} << 0.8 << Rect{1, 2, 8, 16};
    QTest::newRow("corner pivot") << 10.0 << 20.0 << Vec2{10, 20} << 0.8 << Rect{-9, -18, 8, 16};
    QTest::newRow("half") << 100.0 << 50.0 << Vec2{50, 25} << 0.5 << Rect{-25, -12.5, 50, 25};
    QTest::newRow("full") << 10.0 << 6.0 << Vec2{2, 3} << 1.0 << Rect{-2, -3, 10, 6};
    QTest::newRow("zero fraction") << 10.0 << 6.0 << Vec2{5, 3} << 0.0 << Rect{0, 0, 0, 0};
}

void TestPipeline::defaultReducedBox()
{
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(Vec2, pivot);
    QFETCH(double, fraction);
    QFETCH(Rect, expected);
    const Rect box = hitbox::collision::defaultReducedBox(width, height, pivot, fraction);
    const double tolerance = 1e-12;
    QVERIFY2(std::abs(box.x - expected.x) <= tolerance && std::abs(box.y - expected.y) <= tolerance
                     && std::abs(box.w - expected.w) <= tolerance
                     && std::abs(box.h - expected.h) <= tolerance,
             describe(box).constData());
    if (fraction == 0.8)
        QCOMPARE(hitbox::collision::defaultReducedBox(width, height, pivot), box);
}

void TestPipeline::makeCollider()
{
    Mask mask(10, 6);
    const Collider c = hitbox::collision::makeCollider(10, 6, {100, 100}, &mask);
    QCOMPARE(c.width, 10.0);
    QCOMPARE(c.height, 6.0);
    QCOMPARE(c.transform.position, (Vec2{100, 100}));
    QCOMPARE(c.transform.pivot, (Vec2{5, 3}));
    QVERIFY(c.transform.rotation == 0.0);
    QCOMPARE(c.transform.scale, (Vec2{1, 1}));
    QVERIFY(c.box.has_value());
    QVERIFY(std::abs(c.box->x + 4) < 1e-12 && std::abs(c.box->y + 2.4) < 1e-12
            && std::abs(c.box->w - 8) < 1e-12 && std::abs(c.box->h - 4.8) < 1e-12);
    QVERIFY(c.circle.has_value());
    QCOMPARE(c.circle->center, (Vec2{0, 0}));
    QVERIFY(std::abs(c.circle->radius - 4) < 1e-12); // 80% of half the larger side
    QVERIFY(c.armature.empty());
    QCOMPARE(c.mask, static_cast<const Mask *>(&mask));
    QCOMPARE(hitbox::collision::makeCollider(4, 4, {}).mask, nullptr);
    QCOMPARE(worldBounds(c), (Rect{95, 97, 10, 6}));
}

void TestPipeline::worldShapes()
{
    // Pivot at the image centre, turned by 90 degrees: local (x, y) -> (-y, x).
    Collider c = sprite(10, 10, {100, 100}, {5, 5}, 90);
    c.box = Rect{-4, -4, 8, 8};
    c.circle = Circle{{1, 0}, 2};
    c.armature = {Polygon{{{0, 0}, {2, 0}, {0, 1}}}, square(1, 1, 2, 3)};
    QCOMPARE(worldBounds(c), (Rect{95, 95, 10, 10}));
    const Polygon box = worldBox(c);
    const std::vector<Vec2> expectedBox{{104, 96}, {104, 104}, {96, 104}, {96, 96}};
    QCOMPARE(box.points, expectedBox);
    QCOMPARE(worldCircle(c).center, (Vec2{100, 101}));
    QCOMPARE(worldCircle(c).radius, 2.0);
    const std::vector<Polygon> armature = worldArmature(c);
    QCOMPARE(armature.size(), std::size_t(2));
    QCOMPARE(armature[0].points, (std::vector<Vec2>{{100, 100}, {100, 102}, {99, 100}}));
    QCOMPARE(armature[1].points, (std::vector<Vec2>{{99, 101}, {99, 102}, {97, 102}, {97, 101}}));

    // Image 4 x 2 with the pivot at its origin, turned: bounds (-2, 0) .. (0, 4).
    QCOMPARE(worldBounds(sprite(4, 2, {0, 0}, {0, 0}, 90)), (Rect{-2, 0, 2, 4}));
    QVERIFY(isEmpty(worldBounds(sprite(0, 2, {3, 3}))));

    // Scale before rotation; the circle takes the larger scale factor, also when mirrored.
    Collider scaled = sprite(10, 10, {10, 10}, {0, 0}, 90, {2, 3});
    scaled.circle = Circle{{1, 0}, 2};
    QCOMPARE(worldCircle(scaled).center, (Vec2{10, 12}));
    QCOMPARE(worldCircle(scaled).radius, 6.0);
    scaled.transform.scale = {-3, 1};
    QCOMPARE(worldCircle(scaled).center, (Vec2{10, 7}));
    QCOMPARE(worldCircle(scaled).radius, 6.0);

    // Missing shapes give empty results.
    const Collider bare = sprite(10, 10, {});
    QVERIFY(worldBox(bare).points.empty());
    QCOMPARE(worldCircle(bare).radius, 0.0);
    QVERIFY(worldArmature(bare).empty());
}

// A: 10 x 10 image, pivot at its origin, at (0, 0), covering [0, 10) x [0, 10).
void TestPipeline::aabbTier_data()
{
    QTest::addColumn<Transform>("placement");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<Rect>("intersection");

    const auto at = [](Vec2 p, double rotation = 0, Vec2 scale = {1, 1}) {
        return Transform{p, {0, 0}, rotation, scale};
    };
    QTest::newRow("overlap") << at({5, 5}) << 10.0 << 10.0 << true << Rect{5, 5, 5, 5};
    QTest::newRow("containment") << at({3, 4}) << 2.0 << 2.0 << true << Rect{3, 4, 2, 2};
    QTest::newRow("touch right") << at({10, 0}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch left") << at({-10, 3}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch top") << at({2, -10}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch bottom") << at({2, 10}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("touch corner") << at({10, 10}) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("one pixel") << at({9, 9}) << 10.0 << 10.0 << true << Rect{9, 9, 1, 1};
    // Turned by 90 about its origin, B covers [x - 10, x] x [0, 10].
    QTest::newRow("90 touching") << at({20, 0}, 90) << 10.0 << 10.0 << false << Rect{};
    QTest::newRow("90 overlapping")
            << at({19.5, 0}, 90) << 10.0 << 10.0 << true << Rect{9.5, 0, 0.5, 10};
    QTest::newRow("scaled touching") << at({10, 0}, 0, {2, 2}) << 5.0 << 5.0 << false << Rect{};
    QTest::newRow("scaled overlapping")
            << at({-9, 0}, 0, {2, 2}) << 5.0 << 5.0 << true << Rect{0, 0, 1, 10};
    QTest::newRow("mirrored touching") << at({0, 0}, 0, {-1, 1}) << 4.0 << 4.0 << false << Rect{};
    QTest::newRow("mirrored overlapping")
            << at({1, 0}, 0, {-1, 1}) << 4.0 << 4.0 << true << Rect{0, 0, 1, 4};
    QTest::newRow("zero size") << at({5, 5}) << 0.0 << 0.0 << false << Rect{};
    // A 2 x 2 image turned by 45 about its centre reaches sqrt(2) from it.
    const double r = std::sqrt(2.0);
    QTest::newRow("45 overlapping") << Transform{{10, 5}, {1, 1}, 45, {1, 1}} << 2.0 << 2.0 << true
                                    << Rect{10 - r, 5 - r, r, 2 * r};
}

void TestPipeline::aabbTier()
{
    QFETCH(Transform, placement);
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(bool, hit);
    QFETCH(Rect, intersection);
    const Collider a = sprite(10, 10, {0, 0});
    Collider b = sprite(width, height, {});
    b.transform = placement;
    for (const bool swapped : {false, true}) {
        const TierResult r
                = swapped ? evaluateTier(Tier::Aabb, b, a) : evaluateTier(Tier::Aabb, a, b);
        QCOMPARE(r.verdict, hit ? Verdict::Hit : Verdict::Miss);
        if (hit) {
            QVERIFY2(std::abs(r.intersection.x - intersection.x) < 1e-12
                             && std::abs(r.intersection.y - intersection.y) < 1e-12
                             && std::abs(r.intersection.w - intersection.w) < 1e-12
                             && std::abs(r.intersection.h - intersection.h) < 1e-12,
                     describe(r.intersection).constData());
        } else {
            QVERIFY2(r.intersection.w == 0 || r.intersection.h == 0,
                     describe(r.intersection).constData());
        }
        QVERIFY(r.polygonPairs.empty());
    }
}

// A: 20 x 20 image, pivot at its origin, at (0, 0), box [0, 10) x [0, 10). B: the same
// image and box, placed as given. The images always overlap, so aabb says Hit.
void TestPipeline::boxTierAxisAligned_data()
{
    QTest::addColumn<Transform>("placement");
    QTest::addColumn<Rect>("boxB");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<Rect>("intersection");

    const Rect box{0, 0, 10, 10};
    const auto at = [](Vec2 p, double rotation = 0, Vec2 scale = {1, 1}, Vec2 pivot = {}) {
        return Transform{p, pivot, rotation, scale};
    };
    QTest::newRow("overlap") << at({5, 5}) << box << true << Rect{5, 5, 5, 5};
    QTest::newRow("touch right") << at({10, 0}) << box << false << Rect{};
    QTest::newRow("touch bottom") << at({0, 10}) << box << false << Rect{};
    QTest::newRow("touch corner") << at({10, 10}) << box << false << Rect{};
    QTest::newRow("one pixel") << at({9, 9}) << box << true << Rect{9, 9, 1, 1};
    // 90: local (x, y) -> (-y, x), so the box covers [x - 10, x] x [y, y + 10].
    QTest::newRow("90 overlapping") << at({15, 0}, 90) << box << true << Rect{5, 0, 5, 10};
    // 270: local (x, y) -> (y, -x): box [x, x + 10] x [y - 10, y].
    QTest::newRow("270 touching") << at({10, 15}, 270) << box << false << Rect{};
    // 180: box [x - 10, x] x [y - 10, y].
    QTest::newRow("180 overlapping") << at({12, 12}, 180) << box << true << Rect{2, 2, 8, 8};
    QTest::newRow("half scale") << at({9.5, 0}, 0, {0.5, 0.5}) << box << true
                                << Rect{9.5, 0, 0.5, 5};
    QTest::newRow("mirrored touching") << at({20, 0}, 0, {-1, 1}) << box << false << Rect{};
    QTest::newRow("mirrored overlapping")
            << at({19, 0}, 0, {-1, 1}) << box << true << Rect{9, 0, 1, 10};
    QTest::newRow("box off the pivot")
            << at({14, 5}, 0, {1, 1}, {5, 5}) << Rect{-5, -5, 4, 4} << true << Rect{9, 0, 1, 4};
}

void TestPipeline::boxTierAxisAligned()
{
    QFETCH(Transform, placement);
    QFETCH(Rect, boxB);
    QFETCH(bool, hit);
    QFETCH(Rect, intersection);
    Collider a = sprite(20, 20, {0, 0});
    a.box = Rect{0, 0, 10, 10};
    Collider b = sprite(20, 20, {});
    b.transform = placement;
    b.box = boxB;
    QCOMPARE(evaluateTier(Tier::Aabb, a, b).verdict, Verdict::Hit);
    for (const bool swapped : {false, true}) {
        const TierResult r
                = swapped ? evaluateTier(Tier::Box, b, a) : evaluateTier(Tier::Box, a, b);
        QCOMPARE(r.verdict, hit ? Verdict::Hit : Verdict::Miss);
        if (hit)
            QCOMPARE(r.intersection, intersection);
        else
            QVERIFY2(r.intersection.w == 0 || r.intersection.h == 0,
                     describe(r.intersection).constData());
    }
    // Either box missing: not applicable.
    Collider noBox = b;
    noBox.box.reset();
    QCOMPARE(evaluateTier(Tier::Box, a, noBox).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Box, noBox, a).verdict, Verdict::NotApplicable);
}

// Oriented boxes. Each sprite is 10 x 10 with its pivot at the centre and the whole image
// as its box; turned by 45 degrees that box is the diamond |x| + |y| <= 5 sqrt(2) (7.07)
// and its image bounds are [-7.07, 7.07]^2.
void TestPipeline::boxTierRotated_data()
{
    QTest::addColumn<Transform>("placementA");
    QTest::addColumn<Transform>("placementB");
    QTest::addColumn<bool>("aabbHit");
    QTest::addColumn<bool>("boxHit");

    const auto at = [](Vec2 p, double rotation) { return Transform{p, {5, 5}, rotation, {1, 1}}; };
    // Diamonds about (0, 0) and (10, 10): the lines x + y = 7.07 and x + y = 12.93 part them.
    QTest::newRow("diamonds apart") << at({0, 0}, 45) << at({10, 10}, 45) << true << false;
    // (3, 3) is inside both.
    QTest::newRow("diamonds overlap") << at({0, 0}, 45) << at({6, 6}, 45) << true << true;
    // Square [5, 15]^2 against the diamond: its nearest corner (5, 5) has x + y = 10.
    QTest::newRow("diamond and square apart") << at({0, 0}, 45) << at({10, 10}, 0) << true << false;
    // (4, 0) is inside both.
    QTest::newRow("diamond and square overlap") << at({0, 0}, 45) << at({8, 0}, 0) << true << true;
    QTest::newRow("-45 and 135 apart") << at({0, 0}, -45) << at({10, 10}, 135) << true << false;
    QTest::newRow("30 and 60 overlap") << at({0, 0}, 30) << at({9, 0}, 60) << true << true;
}

void TestPipeline::boxTierRotated()
{
    QFETCH(Transform, placementA);
    QFETCH(Transform, placementB);
    QFETCH(bool, aabbHit);
    QFETCH(bool, boxHit);
    Collider a = sprite(10, 10, {});
    a.transform = placementA;
    a.box = Rect{-5, -5, 10, 10};
    Collider b = a;
    b.transform = placementB;
    QCOMPARE(evaluateTier(Tier::Aabb, a, b).verdict, aabbHit ? Verdict::Hit : Verdict::Miss);
    for (const bool swapped : {false, true}) {
        const TierResult r
                = swapped ? evaluateTier(Tier::Box, b, a) : evaluateTier(Tier::Box, a, b);
        QCOMPARE(r.verdict, boxHit ? Verdict::Hit : Verdict::Miss);
        QVERIFY(isEmpty(r.intersection)); // only set for two axis-aligned boxes
    }
}

// A: makeCollider(10, 10) at (0, 0): circle of radius 4 about (0, 0).
void TestPipeline::circleTier_data()
{
    QTest::addColumn<Collider>("b");
    QTest::addColumn<int>("verdict");

    const auto hit = int(Verdict::Hit);
    const auto miss = int(Verdict::Miss);
    const auto placed = [](Vec2 p, double rotation = 0, Vec2 scale = {1, 1}) {
        Collider c = hitbox::collision::makeCollider(10, 10, p);
        c.transform.rotation = rotation;
        c.transform.scale = scale;
        return c;
    };
    QTest::newRow("touching") << placed({8, 0}) << miss;
    QTest::newRow("just overlapping") << placed({7.9, 0}) << hit;
    QTest::newRow("touching above") << placed({0, -8}) << miss;
    QTest::newRow("overlapping below") << placed({0, 7.999}) << hit;
    QTest::newRow("diagonal apart") << placed({6, 6}) << miss; // distance 8.49
    QTest::newRow("scaled touching") << placed({12, 0}, 0, {2, 2}) << miss;
    QTest::newRow("scaled overlapping") << placed({11.5, 0}, 0, {2, 2}) << hit;
    QTest::newRow("stretched uses larger factor") << placed({16, 0}, 0, {1, 3}) << miss;
    QTest::newRow("stretched overlapping") << placed({15.9, 0}, 0, {1, 3}) << hit;
    QTest::newRow("mirrored touching") << placed({12, 0}, 0, {-2, 1}) << miss;
    // Centre off the pivot at local (5, 0); turned by 90 it sits 5 below the position.
    Collider offset = placed({0, 3}, 90);
    offset.circle = Circle{{5, 0}, 4};
    QTest::newRow("rotated centre touching") << offset << miss;
    offset.transform.position = {0, 2.9};
    QTest::newRow("rotated centre overlapping") << offset << hit;
    offset.transform.position = {0, 13};
    QTest::newRow("rotated centre apart") << offset << miss;
    Collider none = placed({0, 0});
    none.circle.reset();
    QTest::newRow("no circle") << none << int(Verdict::NotApplicable);
}

void TestPipeline::circleTier()
{
    QFETCH(Collider, b);
    QFETCH(int, verdict);
    const Collider a = hitbox::collision::makeCollider(10, 10, {0, 0});
    QCOMPARE(evaluateTier(Tier::Circle, a, b).verdict, static_cast<Verdict>(verdict));
    QCOMPARE(evaluateTier(Tier::Circle, b, a).verdict, static_cast<Verdict>(verdict));
}

void TestPipeline::armatureNotApplicable()
{
    Collider a = sprite(40, 40, {});
    Collider b = sprite(40, 40, {});
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::NotApplicable);
    a.armature = {square(0, 0, 10, 10)};
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Armature, b, a).verdict, Verdict::NotApplicable);
    b.armature = {square(5, 5, 15, 15)};
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
}

// A: P0 = [0, 10]^2, P1 = [20, 30] x [0, 10]. B (placed in several ways) has, in world
// space, Q0 far away, Q1 = [25, 35] x [5, 15] (meets P1) and Q2 = [5, 15]^2 (meets P0).
void TestPipeline::armaturePairs()
{
    Collider a = sprite(40, 40, {0, 0});
    a.armature = {square(0, 0, 10, 10), square(20, 0, 30, 10)};

    Collider plain = sprite(40, 40, {0, 0});
    plain.armature = {square(100, 100, 110, 110), square(25, 5, 35, 15), square(5, 5, 15, 15)};
    // Turned by 180 about its origin at (40, 20): local (x, y) -> (40 - x, 20 - y).
    Collider turned = sprite(40, 40, {40, 20}, {0, 0}, 180);
    turned.armature = {square(-70, -90, -60, -80), square(5, 5, 15, 15), square(25, 5, 35, 15)};

    for (const Collider *b : {&plain, &turned}) {
        EvaluationOptions all;
        all.allPolygonPairs = true;
        const TierResult r = evaluateTier(Tier::Armature, a, *b, all);
        QCOMPARE(r.verdict, Verdict::Hit);
        QCOMPARE(r.polygonPairs.size(), std::size_t(2));
        QCOMPARE(r.polygonPairs[0].a, std::size_t(0));
        QCOMPARE(r.polygonPairs[0].b, std::size_t(2));
        QCOMPARE(r.polygonPairs[1].a, std::size_t(1));
        QCOMPARE(r.polygonPairs[1].b, std::size_t(1));
        // The witness is a world point in both closed squares.
        const Vec2 w0 = r.polygonPairs[0].witness;
        QVERIFY2(w0.x >= 5 && w0.x <= 10 && w0.y >= 5 && w0.y <= 10, describe(w0).constData());
        const Vec2 w1 = r.polygonPairs[1].witness;
        QVERIFY2(w1.x >= 25 && w1.x <= 30 && w1.y >= 5 && w1.y <= 10, describe(w1).constData());

        EvaluationOptions first = all;
        first.allPolygonPairs = false;
        const TierResult f = evaluateTier(Tier::Armature, a, *b, first);
        QCOMPARE(f.verdict, Verdict::Hit);
        QCOMPARE(f.polygonPairs.size(), std::size_t(1));
        QCOMPARE(f.polygonPairs[0].a, std::size_t(0));
        QCOMPARE(f.polygonPairs[0].b, std::size_t(2));

        // Swapping the sprites swaps the indices.
        const TierResult s = evaluateTier(Tier::Armature, *b, a, all);
        QCOMPARE(s.polygonPairs.size(), std::size_t(2));
        QCOMPARE(s.polygonPairs[0].a, std::size_t(1));
        QCOMPARE(s.polygonPairs[0].b, std::size_t(1));
        QCOMPARE(s.polygonPairs[1].a, std::size_t(2));
        QCOMPARE(s.polygonPairs[1].b, std::size_t(0));
    }

    // The pipeline looks for one pair only.
    const CollisionReport pipe = evaluatePipeline(a, plain);
    QCOMPARE(pipe[Tier::Armature].polygonPairs.size(), std::size_t(1));
    QCOMPARE(evaluateAllTiers(a, plain)[Tier::Armature].polygonPairs.size(), std::size_t(2));
}

void TestPipeline::armatureTouching()
{
    Collider a = sprite(40, 40, {0, 0});
    a.armature = {square(0, 0, 10, 10)};
    Collider b = sprite(40, 40, {0, 0});
    b.armature = {square(10, 0, 20, 10)}; // shares an edge
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
    QVERIFY(evaluateTier(Tier::Armature, a, b).polygonPairs.empty());
    b.armature = {square(10, 10, 20, 20)}; // shares a corner
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
    b.armature = {square(10, 0, 20, 10), square(9.5, 9.5, 12, 12)}; // second one overlaps
    const TierResult r = evaluateTier(Tier::Armature, a, b);
    QCOMPARE(r.verdict, Verdict::Hit);
    QCOMPARE(r.polygonPairs.size(), std::size_t(1));
    QCOMPARE(r.polygonPairs[0].b, std::size_t(1));
}

// A U shape (concave, open at the top: the notch is [10, 20] x [0, 20]) against squares.
void TestPipeline::armatureConcave()
{
    Collider a = sprite(30, 30, {0, 0});
    a.box = Rect{0, 0, 30, 30};
    a.armature
            = {Polygon{{{0, 0}, {10, 0}, {10, 20}, {20, 20}, {20, 0}, {30, 0}, {30, 30}, {0, 30}}}};
    Collider b = sprite(30, 30, {0, 0});
    b.box = Rect{12, 2, 6, 13};

    b.armature = {square(12, 2, 18, 15)}; // inside the notch
    QCOMPARE(verdicts(evaluateAllTiers(a, b)), QByteArray("HHNMN"));
    const CollisionReport notch = evaluatePipeline(a, b);
    QCOMPARE(verdicts(notch), QByteArray("HHNM-"));
    QCOMPARE(decidedName(notch), QByteArray("armature"));
    QVERIFY(!notch.hit);

    b.armature = {square(12, 2, 18, 21)}; // reaches into the base of the U
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    b.armature = {square(12, 2, 18, 20)}; // ends exactly on the base
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
    b.armature = {square(5, 22, 25, 28)}; // inside the base, no edge crossing
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    b.armature = {square(-5, -5, 35, 35)}; // holds the whole U
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Hit);
    b.armature = {Polygon{{{10, 0}, {20, 0}, {20, 20}, {10, 20}}}}; // fills the notch exactly
    QCOMPARE(evaluateTier(Tier::Armature, a, b).verdict, Verdict::Miss);
}

void TestPipeline::pixelNotApplicable()
{
    const Mask m = maskWith(4, 4, {{0, 0}});
    Collider a = sprite(4, 4, {});
    Collider b = sprite(4, 4, {});
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::NotApplicable);
    a.mask = &m;
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::NotApplicable);
    QCOMPARE(evaluateTier(Tier::Pixel, b, a).verdict, Verdict::NotApplicable);
    b.mask = &m;
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::Hit);
}

// Both sprites have their pivot at the image origin; B is placed at `position`.
void TestPipeline::pixelTier_data()
{
    QTest::addColumn<QList<QPoint>>("solidA");
    QTest::addColumn<QList<QPoint>>("solidB");
    QTest::addColumn<Vec2>("position");
    QTest::addColumn<int>("count"); // -1: Miss
    QTest::addColumn<QPoint>("first");

    const QList<QPoint> corner{{3, 3}};
    const QList<QPoint> origin{{0, 0}};
    QTest::newRow("corner pixels meet") << corner << origin << Vec2{3, 3} << 1 << QPoint(3, 3);
    QTest::newRow("one column right") << corner << origin << Vec2{4, 3} << -1 << QPoint();
    QTest::newRow("one row down") << corner << origin << Vec2{3, 4} << -1 << QPoint();
    QTest::newRow("far away") << corner << origin << Vec2{1e6, 3} << -1 << QPoint();
    const QList<QPoint> row1{{0, 1}, {1, 1}, {2, 1}, {3, 1}};
    const QList<QPoint> column2{{2, 0}, {2, 1}, {2, 2}, {2, 3}};
    QTest::newRow("row and column") << row1 << column2 << Vec2{0, 0} << 1 << QPoint(2, 1);
    QTest::newRow("row and moved column") << row1 << column2 << Vec2{1, -1} << 1 << QPoint(3, 1);
    QTest::newRow("column moved off") << row1 << column2 << Vec2{2, 0} << -1 << QPoint();
    QTest::newRow("row on row") << row1 << row1 << Vec2{-1, 0} << 3 << QPoint(0, 1);
    // Half-pixel offset: A's pixel centres land inside B's pixels at (x - 0.5).
    QTest::newRow("half pixel") << row1 << QList<QPoint>{{0, 0}} << Vec2{2.5, 1} << 1
                                << QPoint(2, 1);
    // A's pixel centre (2.5, 1.5) lies exactly on the top-left corner of B's pixel: inside.
    QTest::newRow("centre on corner")
            << row1 << QList<QPoint>{{0, 0}} << Vec2{2.5, 1.5} << 1 << QPoint(2, 1);
    QTest::newRow("half pixel off")
            << row1 << QList<QPoint>{{0, 0}} << Vec2{2.6, 1.6} << -1 << QPoint();
}

void TestPipeline::pixelTier()
{
    QFETCH(QList<QPoint>, solidA);
    QFETCH(QList<QPoint>, solidB);
    QFETCH(Vec2, position);
    QFETCH(int, count);
    QFETCH(QPoint, first);
    Mask ma(4, 4);
    for (const QPoint p : solidA)
        ma.set(p.x(), p.y());
    Mask mb(4, 4);
    for (const QPoint p : solidB)
        mb.set(p.x(), p.y());
    Collider a = sprite(4, 4, {0, 0});
    a.mask = &ma;
    Collider b = sprite(4, 4, position);
    b.mask = &mb;

    EvaluationOptions full;
    full.pixelDetail = PixelDetail::Full;
    const TierResult r = evaluateTier(Tier::Pixel, a, b, full);
    QCOMPARE(r.verdict, count >= 0 ? Verdict::Hit : Verdict::Miss);
    QCOMPARE(r.pixels.hit, count >= 0);
    QCOMPARE(r.pixels.count.value_or(-1), std::int64_t(count >= 0 ? count : 0));
    if (count >= 0) {
        QVERIFY(r.pixels.firstContact.has_value());
        QCOMPARE(r.pixels.firstContact->x, std::int64_t(first.x()));
        QCOMPARE(r.pixels.firstContact->y, std::int64_t(first.y()));
    }
    EvaluationOptions quick;
    quick.pixelDetail = PixelDetail::FirstHit;
    const TierResult q = evaluateTier(Tier::Pixel, a, b, quick);
    QCOMPARE(q.verdict, r.verdict);
    QVERIFY(!q.pixels.count.has_value());
    QCOMPARE(q.pixels.firstContact.has_value(), count >= 0);
    if (count >= 0)
        QVERIFY(*q.pixels.firstContact == *r.pixels.firstContact);
}

void TestPipeline::pixelTierRotated()
{
    // B: 4 x 4, only pixel (1, 0) solid, pivot at its origin, turned by 90 and placed at
    // (4, 0). Its pixel centre (1.5, 0.5) lands on (4 - 0.5, 1.5): A's pixel (3, 1).
    const Mask mb = maskWith(4, 4, {{1, 0}});
    Collider b = sprite(4, 4, {4, 0}, {0, 0}, 90);
    b.mask = &mb;
    const Mask hitMask = maskWith(4, 4, {{3, 1}});
    const Mask missMask = maskWith(4, 4, {{2, 1}, {3, 0}, {3, 2}});
    Collider a = sprite(4, 4, {0, 0});
    a.mask = &hitMask;
    const TierResult r = evaluateTier(Tier::Pixel, a, b);
    QCOMPARE(r.verdict, Verdict::Hit);
    QVERIFY(r.pixels.firstContact == (PixelPoint{3, 1}));
    QCOMPARE(r.pixels.count.value_or(-1), std::int64_t(1));
    a.mask = &missMask;
    QCOMPARE(evaluateTier(Tier::Pixel, a, b).verdict, Verdict::Miss);

    // A 3 x 3 sprite with only its centre pixel solid, turned about its centre: the centre
    // pixel stays on world [5, 6)^2.
    const Mask centre = maskWith(3, 3, {{1, 1}});
    Collider c = sprite(3, 3, {5.5, 5.5}, {1.5, 1.5}, 90);
    c.mask = &centre;
    const Mask target = maskWith(8, 8, {{5, 5}});
    Collider d = sprite(8, 8, {0, 0});
    d.mask = &target;
    QCOMPARE(evaluateTier(Tier::Pixel, d, c).verdict, Verdict::Hit);
    QCOMPARE(evaluateTier(Tier::Pixel, c, d).verdict, Verdict::Hit);
    c.transform.position = {6.5, 5.5};
    QCOMPARE(evaluateTier(Tier::Pixel, d, c).verdict, Verdict::Miss);
}

// Every tier applicable; A and B boxes only touch, so the box tier ends the pipeline.
void TestPipeline::pipelineStopsAtFirstMiss()
{
    const Mask full = disc(20);
    Collider a = hitbox::collision::makeCollider(20, 20, {10, 10}, &full);
    a.box = Rect{-10, -10, 10, 10};
    a.armature = {square(-10, -10, 10, 10)};
    Collider b = a;
    b.transform.position = {20, 10}; // boxes [0, 10) and [10, 20) in x

    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HM---"));
    QCOMPARE(decidedName(pipe), QByteArray("box"));
    QVERIFY(!pipe.hit);

    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(verdicts(all), QByteArray("HMHHH"));
    QCOMPARE(decidedName(all), QByteArray("box"));
    QVERIFY(!all.hit);

    // The aabb tier can end it too.
    b.transform.position = {30, 10};
    const CollisionReport apart = evaluatePipeline(a, b);
    QCOMPARE(verdicts(apart), QByteArray("M----"));
    QCOMPARE(decidedName(apart), QByteArray("aabb"));
    QVERIFY(!apart.hit);

    // All say Hit: the pixel tier, the last one, decides.
    b.transform.position = {15, 10};
    const CollisionReport close = evaluatePipeline(a, b);
    QCOMPARE(verdicts(close), QByteArray("HHHHH"));
    QCOMPARE(decidedName(close), QByteArray("pixel"));
    QVERIFY(close.hit);
}

void TestPipeline::pipelinePassesOverNotApplicable()
{
    // Boxes and masks only: circle and armature are passed over.
    const Mask m = maskWith(10, 10, {{9, 9}});
    Collider a = sprite(10, 10, {0, 0});
    a.box = Rect{0, 0, 10, 10};
    a.mask = &m;
    Collider b = a;
    b.transform.position = {9, 9};
    const CollisionReport hit = evaluatePipeline(a, b);
    QCOMPARE(verdicts(hit), QByteArray("HHNNM"));
    QCOMPARE(decidedName(hit), QByteArray("pixel"));
    QVERIFY(!hit.hit);
    const Mask origin = maskWith(10, 10, {{0, 0}});
    b.mask = &origin;
    const CollisionReport pixelHit = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pixelHit), QByteArray("HHNNH"));
    QCOMPARE(decidedName(pixelHit), QByteArray("pixel"));
    QVERIFY(pixelHit.hit);

    // Without masks and armature the circle is the last applicable tier.
    const Collider c = hitbox::collision::makeCollider(10, 10, {0, 0});
    const Collider d = hitbox::collision::makeCollider(10, 10, {3, 3});
    const CollisionReport circle = evaluatePipeline(c, d);
    QCOMPARE(verdicts(circle), QByteArray("HHHNN"));
    QCOMPARE(decidedName(circle), QByteArray("circle"));
    QVERIFY(circle.hit);

    // Only the aabb tier applies.
    const CollisionReport bare = evaluatePipeline(sprite(4, 4, {}), sprite(4, 4, {1, 1}));
    QCOMPARE(verdicts(bare), QByteArray("HNNNN"));
    QCOMPARE(decidedName(bare), QByteArray("aabb"));
    QVERIFY(bare.hit);
}

void TestPipeline::pipelineRespectsTierSet()
{
    const Mask m = disc(10);
    Collider a = hitbox::collision::makeCollider(10, 10, {0, 0}, &m);
    Collider b = hitbox::collision::makeCollider(10, 10, {3, 3}, &m);

    EvaluationOptions options;
    options.tiers = tierBit(Tier::Box);
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("-H---"));
        QCOMPARE(decidedName(r), QByteArray("box"));
        QVERIFY(r.hit);
    }

    options.tiers = tierBit(Tier::Aabb) | tierBit(Tier::Pixel);
    b.transform.position = {9.5, 9.5}; // images overlap, the discs do not
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("H---M"));
        QCOMPARE(decidedName(r), QByteArray("pixel"));
        QVERIFY(!r.hit);
    }

    options.tiers = 0;
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("-----"));
        QVERIFY(!r.decidedBy.has_value());
        QVERIFY(!r.hit);
    }

    // Only inapplicable tiers: no decision.
    options.tiers = tierBit(Tier::Armature) | tierBit(Tier::Circle);
    a.circle.reset();
    for (const CollisionReport &r :
         {evaluatePipeline(a, b, options), evaluateAllTiers(a, b, options)}) {
        QCOMPARE(verdicts(r), QByteArray("--NN-"));
        QVERIFY(!r.decidedBy.has_value());
        QVERIFY(!r.hit);
    }
}

void TestPipeline::pipelineDefaultDetail()
{
    const Mask m = maskWith(4, 4, {{0, 0}, {1, 0}, {2, 0}, {3, 0}});
    Collider a = sprite(4, 4, {0, 0});
    a.mask = &m;
    a.armature = {square(0, 0, 2, 2), square(2, 0, 4, 2)};
    Collider b = a;
    b.transform.position = {1, 0};

    // The pipeline stops at the first pixel and the first polygon pair ...
    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HNNHH"));
    QVERIFY(!pipe[Tier::Pixel].pixels.count.has_value());
    QVERIFY(pipe[Tier::Pixel].pixels.firstContact == (PixelPoint{1, 0}));
    QCOMPARE(pipe[Tier::Armature].polygonPairs.size(), std::size_t(1));

    // ... the full evaluation counts every pixel and finds every pair:
    // world A0 [0,2] A1 [2,4]; B0 [1,3] B1 [3,5] -> (0,0) (1,0) (1,1).
    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(all[Tier::Pixel].pixels.count.value_or(-1), std::int64_t(3));
    QCOMPARE(all[Tier::Armature].polygonPairs.size(), std::size_t(3));
    QCOMPARE(pipe.hit, all.hit);
    QCOMPARE(decidedName(pipe), decidedName(all));
}

// Two round sprites placed diagonally: their images and reduced boxes overlap in a corner
// where neither disc has solid pixels.
void TestPipeline::falsePositive()
{
    const Mask round = disc(32);
    const Collider a = hitbox::collision::makeCollider(32, 32, {16, 16}, &round);
    const Collider b = hitbox::collision::makeCollider(32, 32, {40, 40}, &round);
    // Centres 24 sqrt(2) = 33.9 apart: more than 32, so the discs are disjoint; boxes
    // [3.2, 28.8]^2 and [27.2, 52.8]^2 overlap; circles of radius 12.8 do not.
    const CollisionReport all = evaluateAllTiers(a, b);
    QCOMPARE(verdicts(all), QByteArray("HHMNM"));
    QCOMPARE(all[Tier::Pixel].pixels.count.value_or(-1), std::int64_t(0));
    QCOMPARE(decidedName(all), QByteArray("circle"));

    const CollisionReport pipe = evaluatePipeline(a, b);
    QCOMPARE(verdicts(pipe), QByteArray("HHM--"));
    QVERIFY(!pipe.hit);

    // Without the circle tier the pixel tier rejects the pair.
    EvaluationOptions noCircle;
    noCircle.tiers = allTierSet & ~tierBit(Tier::Circle);
    const CollisionReport pixel = evaluatePipeline(a, b, noCircle);
    QCOMPARE(verdicts(pixel), QByteArray("HH-NM"));
    QCOMPARE(decidedName(pixel), QByteArray("pixel"));
    QVERIFY(!pixel.hit);

    // 28.3 apart the discs share pixels (around (25.5, 25.5)) though the 80% circles
    // still miss: the pipeline reports the circle's Miss, the table shows the pixel Hit.
    const Collider near = hitbox::collision::makeCollider(32, 32, {36, 36}, &round);
    const CollisionReport nearAll = evaluateAllTiers(a, near);
    QCOMPARE(verdicts(nearAll), QByteArray("HHMNH"));
    QVERIFY(!nearAll.hit);
    QCOMPARE(decidedName(nearAll), QByteArray("circle"));
    QVERIFY(evaluatePipeline(a, near, noCircle).hit);
}

// Random scenes: evaluateAllTiers and evaluatePipeline agree, the pipeline runs exactly the
// tiers up to the first Miss, and each verdict matches the reference where it is clear.
void TestPipeline::randomScenes()
{
    std::mt19937 rng(20250101u);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::array<TierStats, 5> stats{};
    int pipelineHits = 0;
    constexpr int scenes = 3000;
    for (int n = 0; n < scenes; ++n) {
        RandomSprite sa;
        RandomSprite sb;
        randomSprite(rng, sa);
        randomSprite(rng, sb);
        const Collider &a = sa.collider;
        const Collider &b = sb.collider;
        EvaluationOptions options;
        options.tiers = unit(rng) < 0.7 ? allTierSet : TierSet(rng() % 32);
        options.pixelDetail = unit(rng) < 0.5 ? PixelDetail::Full : PixelDetail::FirstHit;
        options.allPolygonPairs = unit(rng) < 0.5;
        const QByteArray context = "scene " + QByteArray::number(n) + " A " + describe(a.transform)
                                   + " B " + describe(b.transform);
        const char *where = context.constData();

        const CollisionReport all = evaluateAllTiers(a, b, options);
        const CollisionReport pipe = evaluatePipeline(a, b, options);
        bool hit = false;
        std::optional<Tier> decided;
        expectedDecision(all, hit, decided);
        QVERIFY2(all.hit == hit && all.decidedBy == decided, where);
        QVERIFY2(pipe.hit == all.hit && pipe.decidedBy == all.decidedBy, where);
        pipelineHits += pipe.hit;

        bool stopped = false;
        for (const Tier t : allTiers) {
            const std::size_t i = static_cast<std::size_t>(t);
            const Verdict v = all.tiers[i].verdict;
            const bool enabled = options.tiers & tierBit(t);
            QVERIFY2(enabled == (v != Verdict::NotRun), where);
            QVERIFY2(pipe.tiers[i].verdict == (enabled && !stopped ? v : Verdict::NotRun), where);
            stopped = stopped || (enabled && v == Verdict::Miss);
            if (enabled)
                QVERIFY2(evaluateTier(t, a, b, options).verdict == v, where);
        }

        // Reference verdicts, compared only when clear.
        std::array<std::optional<Clear>, 5> expected;
        expected[0] = refAabb(a, b);
        if (a.box && b.box)
            expected[1]
                    = polygonRelation(refRect(a.transform, *a.box), refRect(b.transform, *b.box));
        if (a.circle && b.circle)
            expected[2] = refCircle(a, b);
        std::vector<std::vector<Clear>> pairRelations;
        if (!a.armature.empty() && !b.armature.empty()) {
            bool anyHit = false;
            bool allMiss = true;
            for (const Polygon &pa : a.armature) {
                pairRelations.emplace_back();
                for (const Polygon &pb : b.armature) {
                    const Clear c = polygonRelation(refPolygon(a.transform, pa.points),
                                                    refPolygon(b.transform, pb.points));
                    pairRelations.back().push_back(c);
                    anyHit = anyHit || c == Clear::Hit;
                    allMiss = allMiss && c == Clear::Miss;
                }
            }
            expected[3] = anyHit ? Clear::Hit : allMiss ? Clear::Miss : Clear::Unclear;
        }
        if (a.mask && b.mask)
            expected[4] = refPixel(a, b);

        const EvaluationOptions everything{allTierSet, PixelDetail::Full, true};
        for (const Tier t : allTiers) {
            const std::size_t i = static_cast<std::size_t>(t);
            const Verdict v = evaluateTier(t, a, b, everything).verdict;
            const QByteArray tierContext = context + " tier " + expectedNames[i];
            if (!expected[i]) {
                QVERIFY2(v == Verdict::NotApplicable, tierContext.constData());
                continue;
            }
            switch (*expected[i]) {
            case Clear::Hit:
                ++stats[i].hit;
                QVERIFY2(v == Verdict::Hit, tierContext.constData());
                break;
            case Clear::Miss:
                ++stats[i].miss;
                QVERIFY2(v == Verdict::Miss, tierContext.constData());
                break;
            case Clear::Unclear:
                ++stats[i].unclear;
                QVERIFY2(v == Verdict::Hit || v == Verdict::Miss, tierContext.constData());
                break;
            }
        }

        // Evidence: the armature pairs are exactly the pairs polygonsOverlap reports, in
        // order, agreeing with the reference where it is clear.
        if (!pairRelations.empty()) {
            const TierResult r = evaluateTier(Tier::Armature, a, b, everything);
            const std::vector<Polygon> wa = worldArmature(a);
            const std::vector<Polygon> wb = worldArmature(b);
            std::size_t k = 0;
            for (std::size_t i = 0; i < wa.size(); ++i) {
                for (std::size_t j = 0; j < wb.size(); ++j) {
                    const bool listed = k < r.polygonPairs.size() && r.polygonPairs[k].a == i
                                        && r.polygonPairs[k].b == j;
                    QVERIFY2(listed == polygonsOverlap(wa[i], wb[j]).overlap, where);
                    if (pairRelations[i][j] != Clear::Unclear)
                        QVERIFY2(listed == (pairRelations[i][j] == Clear::Hit), where);
                    if (listed)
                        QVERIFY2(witnessInBoth(a, b, i, j, r.polygonPairs[k].witness), where);
                    k += listed;
                }
            }
            QVERIFY2(k == r.polygonPairs.size(), where);
            const TierResult first
                    = evaluateTier(Tier::Armature, a, b, {allTierSet, PixelDetail::Full, false});
            QVERIFY2(first.polygonPairs.size() == std::min<std::size_t>(1, k), where);
            if (k > 0) {
                QVERIFY2(first.polygonPairs[0].a == r.polygonPairs[0].a
                                 && first.polygonPairs[0].b == r.polygonPairs[0].b,
                         where);
            }
        }
        // Evidence: the pixel tier reports what pixelOverlap reports.
        if (a.mask && b.mask) {
            const TierResult r = evaluateTier(Tier::Pixel, a, b, options);
            const PixelOverlap direct
                    = pixelOverlap(*a.mask, a.transform, *b.mask, b.transform, options.pixelDetail);
            QVERIFY2(r.pixels.hit == direct.hit && r.pixels.count == direct.count
                             && r.pixels.firstContact == direct.firstContact
                             && r.pixels.scanned == direct.scanned,
                     where);
        }
    }

    // The reference must decide at least 90% of the cases (samples that land exactly on a
    // pixel edge are the usual undecided ones), and the scenes must exercise both answers.
    for (std::size_t i = 0; i < stats.size(); ++i) {
        const TierStats &s = stats[i];
        qInfo("%-8s clear hit %4d, clear miss %4d, unclear %3d",
              expectedNames[i],
              s.hit,
              s.miss,
              s.unclear);
        QVERIFY(s.hit >= 200);
        QVERIFY(s.miss >= 200);
        QVERIFY(s.unclear * 10 <= s.hit + s.miss);
    }
    QVERIFY(pipelineHits >= 100);
    QVERIFY(pipelineHits <= scenes - 100);
}

// C: 10 x 10 at the world origin (pivot at the image origin), box [2, 8)^2, circle of
// radius 3 about (5, 5), armature P0 = square (1,1)-(5,5) and P1 = triangle (4,4) (9,4)
// (9,9), mask solid at (5, 5) and (0, 9). Expected verdicts in tier order (aabb, box,
// circle, armature, pixel): H Hit, M Miss, N not applicable, - not run.
void TestPipeline::probePoint_data()
{
    QTest::addColumn<Vec2>("point");
    QTest::addColumn<unsigned>("tiers");
    QTest::addColumn<bool>("withShapes");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<int>("polygon");  // -1: none
    QTest::addColumn<QPoint>("pixel"); // (-1, -1): none

    const QPoint none(-1, -1);
    const unsigned all = allTierSet;
    QTest::newRow("image top-left corner")
            << Vec2{0, 0} << all << true << QByteArray("HMMMM") << -1 << none;
    QTest::newRow("image right edge")
            << Vec2{10, 5} << all << true << QByteArray("MMMMM") << -1 << none;
    QTest::newRow("just inside right edge")
            << Vec2{9.999, 5} << all << true << QByteArray("HMMMM") << -1 << none;
    QTest::newRow("image bottom edge")
            << Vec2{5, 10} << all << true << QByteArray("MMMMM") << -1 << none;
    QTest::newRow("left of image")
            << Vec2{-0.001, 5} << all << true << QByteArray("MMMMM") << -1 << none;
    QTest::newRow("box top-left corner")
            << Vec2{2, 2} << all << true << QByteArray("HHMHM") << 0 << none;
    // On the circle (distance 3), on the box's right edge, inside the triangle.
    QTest::newRow("box right edge")
            << Vec2{8, 5} << all << true << QByteArray("HMMHM") << 1 << none;
    QTest::newRow("inside all but pixel")
            << Vec2{7.9, 5} << all << true << QByteArray("HHHHM") << 1 << none;
    // A vertex of P0 and on the triangle's edge y = x: on the boundary, so no armature hit.
    QTest::newRow("polygon vertex")
            << Vec2{5, 5} << all << true << QByteArray("HHHMH") << -1 << QPoint(5, 5);
    QTest::newRow("P0 only") << Vec2{4.5, 4.5} << all << true << QByteArray("HHHHM") << 0 << none;
    QTest::newRow("P0 and P1: first wins")
            << Vec2{4.8, 4.5} << all << true << QByteArray("HHHHM") << 0 << none;
    QTest::newRow("pixel far corner")
            << Vec2{5.99, 5.99} << all << true << QByteArray("HHHMH") << -1 << QPoint(5, 5);
    QTest::newRow("pixel right neighbour")
            << Vec2{6, 5.5} << all << true << QByteArray("HHHHM") << 1 << none;
    // Below P0 and left of the triangle's edge y = x.
    QTest::newRow("pixel left neighbour")
            << Vec2{4.99, 5.5} << all << true << QByteArray("HHHMM") << -1 << none;
    QTest::newRow("other pixel") << Vec2{0.5, 9.5} << all << true << QByteArray("HMMMH") << -1
                                 << QPoint(0, 9);
    QTest::newRow("pixel left and top edge")
            << Vec2{0, 9} << all << true << QByteArray("HMMMH") << -1 << QPoint(0, 9);
    QTest::newRow("pixel right edge")
            << Vec2{1, 9.5} << all << true << QByteArray("HMMMM") << -1 << none;
    QTest::newRow("box and pixel only") << Vec2{5, 5} << (tierBit(Tier::Box) | tierBit(Tier::Pixel))
                                        << true << QByteArray("-H--H") << -1 << QPoint(5, 5);
    QTest::newRow("no tiers") << Vec2{5, 5} << 0u << true << QByteArray("-----") << -1 << none;
    QTest::newRow("no shapes") << Vec2{5, 5} << all << false << QByteArray("HNNNN") << -1 << none;
}

void TestPipeline::probePoint()
{
    QFETCH(Vec2, point);
    QFETCH(unsigned, tiers);
    QFETCH(bool, withShapes);
    QFETCH(QByteArray, expected);
    QFETCH(int, polygon);
    QFETCH(QPoint, pixel);

    const Mask mask = maskWith(10, 10, {{5, 5}, {0, 9}});
    Collider c = sprite(10, 10, {0, 0});
    if (withShapes) {
        c.box = Rect{2, 2, 6, 6};
        c.circle = Circle{{5, 5}, 3};
        c.armature = {square(1, 1, 5, 5), Polygon{{{4, 4}, {9, 4}, {9, 9}}}};
        c.mask = &mask;
    }
    const PointProbe probe = hitbox::collision::probePoint(c, point, tiers);
    QCOMPARE(verdicts(probe), expected);
    QCOMPARE(probe.polygon.has_value(), polygon >= 0);
    if (polygon >= 0)
        QCOMPARE(*probe.polygon, std::size_t(polygon));
    QCOMPARE(probe.pixel.has_value(), pixel.x() >= 0);
    if (pixel.x() >= 0)
        QVERIFY(*probe.pixel == (PixelPoint{pixel.x(), pixel.y()}));
}

void TestPipeline::probePointRotated()
{
    // Quarter turn: box [0, 10)^2 turned by 90 about the origin covers [-10, 0] x [0, 10]
    // and keeps the half-open rule in world space.
    Collider quarter = sprite(10, 10, {0, 0}, {0, 0}, 90);
    quarter.box = Rect{0, 0, 10, 10};
    const auto boxVerdict = [](const Collider &c, Vec2 p) {
        return hitbox::collision::probePoint(c, p, tierBit(Tier::Box))[Tier::Box];
    };
    QCOMPARE(boxVerdict(quarter, {-10, 0}), Verdict::Hit);
    QCOMPARE(boxVerdict(quarter, {-5, 0}), Verdict::Hit);
    QCOMPARE(boxVerdict(quarter, {0, 5}), Verdict::Miss);
    QCOMPARE(boxVerdict(quarter, {-5, 10}), Verdict::Miss);
    QCOMPARE(hitbox::collision::probePoint(quarter, {-10, 0}, tierBit(Tier::Aabb))[Tier::Aabb],
             Verdict::Hit);
    QCOMPARE(hitbox::collision::probePoint(quarter, {0, 0}, tierBit(Tier::Aabb))[Tier::Aabb],
             Verdict::Miss);

    // 45 degrees: the diamond |x| + |y| < 7.07; points on its boundary are outside.
    Collider diamond = sprite(10, 10, {0, 0}, {5, 5}, 45);
    diamond.box = Rect{-5, -5, 10, 10};
    QCOMPARE(boxVerdict(diamond, {0, 0}), Verdict::Hit);
    QCOMPARE(boxVerdict(diamond, {0, 7}), Verdict::Hit);
    QCOMPARE(boxVerdict(diamond, {0, 7.1}), Verdict::Miss);
    QCOMPARE(boxVerdict(diamond, {5, 5}), Verdict::Miss);
    for (const Vec2 corner : worldBox(diamond).points)
        QCOMPARE(boxVerdict(diamond, corner), Verdict::Miss);

    // Pixel probe through a turned mask: B from pixelTierRotated, pixel (1, 0) on world
    // [3, 4) x [1, 2).
    const Mask mb = maskWith(4, 4, {{1, 0}});
    Collider b = sprite(4, 4, {4, 0}, {0, 0}, 90);
    b.mask = &mb;
    const PointProbe p = hitbox::collision::probePoint(b, {3.5, 1.5});
    QCOMPARE(p[Tier::Pixel], Verdict::Hit);
    QVERIFY(p.pixel == (PixelPoint{1, 0}));
    QCOMPARE(hitbox::collision::probePoint(b, {2.5, 1.5})[Tier::Pixel], Verdict::Miss);
}

void TestPipeline::tierNames()
{
    QCOMPARE(allTiers.size(), std::size_t(5));
    TierSet bits = 0;
    for (std::size_t i = 0; i < allTiers.size(); ++i) {
        const Tier t = allTiers[i];
        QCOMPARE(static_cast<std::size_t>(t), i); // pipeline order = enum order
        QVERIFY2(tierName(t) == std::string_view(expectedNames[i]), expectedNames[i]);
        QVERIFY(tierFromName(tierName(t)) == t);
        bits |= tierBit(t);
    }
    QCOMPARE(bits, allTierSet);
    for (const char *unknown : {"", "unknown", "pixels", "box ", " box", "circl", "aabbb"})
        QVERIFY2(!tierFromName(unknown).has_value(), unknown);
}

void TestPipeline::emptyBoxes_data()
{
    QTest::addColumn<Rect>("box");
    QTest::newRow("negative width") << Rect{10, -10, -20, 20};
    QTest::newRow("negative height") << Rect{-10, 10, 20, -20};
    QTest::newRow("zero width") << Rect{0, -10, 0, 20};
    QTest::newRow("NaN height") << Rect{-10, -10, 20, std::nan("")};
}

// A box without area overlaps nothing and contains no point, as for Rect; a negative
// size must not turn into its mirror image.
void TestPipeline::emptyBoxes()
{
    QFETCH(Rect, box);
    Collider a = hitbox::collision::makeCollider(40, 40, {0, 0});
    Collider b = hitbox::collision::makeCollider(40, 40, {0, 0});
    a.box = box;
    for (const double rotation : {0.0, 90.0, 30.0}) {
        a.transform.rotation = rotation;
        QCOMPARE(evaluateTier(Tier::Box, a, b).verdict, Verdict::Miss);
        QCOMPARE(evaluateTier(Tier::Box, b, a).verdict, Verdict::Miss);
        QCOMPARE(hitbox::collision::probePoint(a, {0, 0})[Tier::Box], Verdict::Miss);
        QCOMPARE(hitbox::collision::probePoint(a, {1, 1})[Tier::Box], Verdict::Miss);
    }
}

QTEST_GUILESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
