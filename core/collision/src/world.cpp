#include <hitbox/world.h>

#include <hitbox/pipeline.h>
#include <hitbox/queries.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <span>
#include <tuple>

namespace hitbox::collision {
namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The shape a tier's body uses for normals, sweeps and the board: its circle for the
// circle tier (the bounds of its circles when it has several), the bounds of its boxes for
// the box tier, the aabb tier's own box (worldBounds) for the aabb tier, the image bounds
// else.
struct Proxy
{
    bool round = false;
    Circle circle;
    Rect rect;
};

Proxy proxyOf(const Collider &c, Tier tier)
{
    if (tier == Tier::Circle && c.circles.size() == 1) {
        Proxy p{true, {}, {}};
        worldCircles(c, std::span(&p.circle, 1));
        return p;
    }
    if ((tier == Tier::Circle && !c.circles.empty()) || (tier == Tier::Box && !c.boxes.empty()))
        return {false, {}, tierBounds(c, tier)};
    if (tier == Tier::Aabb)
        return {false, {}, worldBounds(c)};
    return {false, {}, imageBounds(c)};
}

Rect boundsOf(const Proxy &p)
{
    return p.round ? circleBounds(p.circle) : p.rect;
}

Rect unite(const Rect &a, const Rect &b)
{
    if (isEmpty(a))
        return b;
    if (isEmpty(b))
        return a;
    return rectFromEdges(std::min(a.x, b.x),
                         std::min(a.y, b.y),
                         std::max(a.x + a.w, b.x + b.w),
                         std::max(a.y + a.h, b.y + b.h));
}

// True when the proxy is exactly the tier's shape, so its depth is the exact push.
bool proxyIsExact(const Collider &a, const Collider &b, Tier tier)
{
    switch (tier) {
    case Tier::Aabb:
        return true;
    case Tier::Circle:
        return a.circles.size() == 1 && b.circles.size() == 1 && a.circleFilters.empty()
               && b.circleFilters.empty();
    case Tier::Box:
        return a.boxes.size() == 1 && b.boxes.size() == 1 && a.boxFilters.empty()
               && b.boxFilters.empty() && isAxisAligned(a.transform) && isAxisAligned(b.transform);
    case Tier::Armature:
    case Tier::Pixel:
        return false;
    }
    return false;
}

Rect translated(const Rect &r, Vec2 d)
{
    return {r.x + d.x, r.y + d.y, r.w, r.h};
}

std::optional<Contact> proxyContact(const Proxy &a, const Proxy &b)
{
    if (a.round && b.round)
        return circleContact(a.circle, b.circle);
    return rectContact(boundsOf(a), boundsOf(b));
}

std::optional<SweepHit> sweepProxies(const Proxy &a, Vec2 moveA, const Proxy &b, Vec2 moveB)
{
    if (a.round && b.round)
        return sweepCircles(a.circle, moveA, b.circle, moveB);
    if (a.round)
        return sweepCircleRect(a.circle, moveA, b.rect, moveB);
    if (b.round) {
        std::optional<SweepHit> hit = sweepCircleRect(b.circle, moveB, a.rect, moveA);
        if (hit)
            hit->normal = -hit->normal;
        return hit;
    }
    return sweepRects(a.rect, moveA, b.rect, moveB);
}

bool tierHits(Tier tier, const Collider &a, const Collider &b)
{
    const EvaluationOptions options{tierBit(tier), PixelDetail::FirstHit, false};
    return evaluateTier(tier, a, b, options).verdict == Verdict::Hit;
}

// The pose of a collider moved by d.
Collider movedBy(const Collider &c, Vec2 d)
{
    Collider moved = c;
    moved.transform.position = c.transform.position + d;
    return moved;
}

// Share of the push body A takes: half each, all of it for the free one of a fixed pair.
double shareOfA(const Body &a, const Body &b)
{
    if (a.fixed)
        return 0.0;
    if (b.fixed)
        return 1.0;
    return 0.5;
}

// New velocities for a pair along normal n (A towards B); false when they are not
// approaching, which leaves them alone.
bool bounce(Body &a, Body &b, Vec2 n)
{
    const Vec2 va = a.fixed ? Vec2{} : a.velocity;
    const Vec2 vb = b.fixed ? Vec2{} : b.velocity;
    if (!isApproaching(va, vb, n))
        return false;
    if (a.fixed) {
        b.velocity = reflectVelocity(vb, n);
    } else if (b.fixed) {
        a.velocity = reflectVelocity(va, n);
    } else {
        const VelocityPair v = elasticResponse(va, vb, n);
        a.velocity = v.a;
        b.velocity = v.b;
    }
    return true;
}

// The first time in [t0, 1) at which the tier sees A and B (moving by moveA, moveB over
// the step) collide: samples about every pixel of relative motion, then bisection down
// to 1/256 of the sample spacing. Empty when no sample hits, or when they collide at the
// start of the step already (the discrete pass handles that). A hit right at t0 > 0 is
// the swept bounds' contact, overlapping by a rounding error.
std::optional<double>
firstTierHit(Tier tier, const Collider &a, Vec2 moveA, const Collider &b, Vec2 moveB, double t0)
{
    const auto hitsAt = [&](double s) {
        return tierHits(tier, movedBy(a, s * moveA), movedBy(b, s * moveB));
    };
    if (hitsAt(t0))
        return t0 > 0.0 ? std::optional<double>(t0) : std::nullopt;
    const double travel = std::sqrt(lengthSquared(moveA - moveB));
    const int samples = std::clamp(static_cast<int>(std::ceil(travel * (1.0 - t0))), 2, 64);
    double miss = t0;
    std::optional<double> hit;
    for (int k = 1; k < samples && !hit; ++k) {
        const double s = t0 + (1.0 - t0) * k / samples;
        if (hitsAt(s))
            hit = s;
        else
            miss = s;
    }
    for (int k = 0; hit && k < 8; ++k) {
        const double mid = (miss + *hit) / 2.0;
        (hitsAt(mid) ? *hit : miss) = mid;
    }
    return hit;
}

Vec2 unitOr(Vec2 v, Vec2 fallback)
{
    const double length = std::sqrt(lengthSquared(v));
    return length > 0.0 ? Vec2{v.x / length, v.y / length} : fallback;
}

struct Impact
{
    double t = 0.0;
    std::uint32_t a = 0;
    std::uint32_t b = 0;
    Vec2 normal;
};

} // namespace

World::World(const WorldSettings &settings)
    : m_settings(settings)
    , m_grid(std::make_unique<BroadphaseGrid>())
{}

World::~World() = default;
World::World(World &&other) noexcept = default;
World &World::operator=(World &&other) noexcept = default;

std::uint32_t World::addBody(const Body &body)
{
    m_bodies.push_back(body);
    return static_cast<std::uint32_t>(m_bodies.size() - 1);
}

void World::clear()
{
    m_bodies.clear();
    m_result = {};
    m_grownValid = false;
    m_grownServed = 0;
    m_backOff = 0;
}

void World::findPairs(std::vector<IndexPair> &candidates, const std::vector<Rect> &bounds)
{
    const Clock::time_point start = Clock::now();
    m_grid->setCellSize(m_settings.cellSize > 0.0 ? m_settings.cellSize : suggestCellSize(bounds));
    m_grid->findPairs(bounds, candidates);
    m_result.timing.broadphase += millisecondsSince(start);
}

void World::integrate(double dt)
{
    const Clock::time_point start = Clock::now();
    for (Body &body : m_bodies) {
        if (!body.fixed)
            body.collider.transform.position
                    = body.collider.transform.position + dt * body.velocity;
    }
    m_result.timing.integrate += millisecondsSince(start);
}

void World::sweep(double dt)
{
    const Tier tier = m_settings.tier;
    const std::size_t n = m_bodies.size();
    std::vector<Vec2> moves(n);
    m_bounds.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Body &body = m_bodies[i];
        moves[i] = body.fixed ? Vec2{} : dt * body.velocity;
        const Rect from = tierBounds(body.collider, tier);
        m_bounds[i] = unite(from, translated(from, moves[i]));
    }
    findPairs(m_candidates, m_bounds);
    m_result.candidatePairs += m_candidates.size();

    Clock::time_point start = Clock::now();
    std::vector<Impact> impacts;
    for (const IndexPair &pair : m_candidates) {
        const Body &a = m_bodies[pair.a];
        const Body &b = m_bodies[pair.b];
        if ((a.fixed && b.fixed)
            || tierApplicability(tier, a.collider, b.collider) != NotApplicableReason::None)
            continue;
        const bool exact = proxyIsExact(a.collider, b.collider, tier);
        // Inexact tiers sweep their broadphase bounds, which contain the tier's shape.
        const Proxy pa = exact ? proxyOf(a.collider, tier)
                               : Proxy{false, {}, tierBounds(a.collider, tier)};
        const Proxy pb = exact ? proxyOf(b.collider, tier)
                               : Proxy{false, {}, tierBounds(b.collider, tier)};
        const bool overlapping = proxyContact(pa, pb).has_value();
        if (overlapping && exact)
            continue; // the discrete pass resolves it
        std::optional<SweepHit> hit;
        if (!overlapping) {
            hit = sweepProxies(pa, moves[pair.a], pb, moves[pair.b]);
            if (!hit)
                continue;
        }
        double t = hit ? hit->t : 0.0;
        Vec2 normal = hit ? hit->normal : Vec2{};
        if (!exact) {
            // The bounds meet at t (or overlap already, e.g. transparent margins); the
            // tier's own shapes may meet later. Sample, then take the normal as the
            // discrete response would at that pose.
            const std::optional<double> first
                    = firstTierHit(tier, a.collider, moves[pair.a], b.collider, moves[pair.b], t);
            if (!first)
                continue;
            t = *first;
            const std::optional<Contact> c
                    = proxyContact(proxyOf(movedBy(a.collider, t * moves[pair.a]), tier),
                                   proxyOf(movedBy(b.collider, t * moves[pair.b]), tier));
            if (c)
                normal = c->normal;
            else if (!hit)
                normal = unitOr(moves[pair.a] - moves[pair.b], {1.0, 0.0});
        }
        impacts.push_back({t, pair.a, pair.b, normal});
    }
    m_result.timing.narrowphase += millisecondsSince(start);

    start = Clock::now();
    std::sort(impacts.begin(), impacts.end(), [](const Impact &x, const Impact &y) {
        return std::tie(x.t, x.a, x.b) < std::tie(y.t, y.a, y.b);
    });
    std::vector<bool> handled(n, false);
    for (const Impact &impact : impacts) {
        Body &a = m_bodies[impact.a];
        Body &b = m_bodies[impact.b];
        if ((!a.fixed && handled[impact.a]) || (!b.fixed && handled[impact.b]))
            continue;
        if (!bounce(a, b, impact.normal))
            continue;
        ++m_result.impacts;
        m_result.pairs.push_back({impact.a, impact.b});
        // Travel to the impact, then on with the new velocity for the rest of the step.
        for (const std::uint32_t i : {impact.a, impact.b}) {
            Body &body = m_bodies[i];
            if (body.fixed)
                continue;
            Vec2 &position = body.collider.transform.position;
            position = position + impact.t * moves[i] + ((1.0 - impact.t) * dt) * body.velocity;
            handled[i] = true;
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        Body &body = m_bodies[i];
        if (!body.fixed && !handled[i])
            body.collider.transform.position = body.collider.transform.position + moves[i];
    }
    m_result.timing.integrate += millisecondsSince(start);
}

bool World::grownPairsHold(Tier tier) const
{
    if (!m_grownValid || m_grownTier != tier || m_grown.size() != m_bounds.size())
        return false;
    for (std::size_t i = 0; i < m_bounds.size(); ++i) {
        const Rect &r = m_bounds[i];
        const Rect &g = m_grown[i];
        // Empty bounds overlap nothing, wherever they are.
        if (!isEmpty(r)
            && !(r.x >= g.x && r.y >= g.y && r.x + r.w <= g.x + g.w && r.y + r.h <= g.y + g.h))
            return false;
    }
    return true;
}

void World::findGrownPairs(double dt)
{
    // Four steps of motion and a pixel: most bodies stay inside for several steps.
    constexpr double steps = 4.0;
    constexpr double slack = 1.0;
    const double span = std::isfinite(dt) && dt > 0.0 ? steps * dt : 0.0;
    m_grown.resize(m_bounds.size());
    for (std::size_t i = 0; i < m_bounds.size(); ++i) {
        const Rect &r = m_bounds[i];
        const Body &body = m_bodies[i];
        const double speed = body.fixed ? 0.0 : std::sqrt(lengthSquared(body.velocity));
        const double margin = std::isfinite(speed) ? speed * span + slack : 0.0;
        m_grown[i] = isEmpty(r)
                             ? r
                             : Rect{r.x - margin, r.y - margin, r.w + 2 * margin, r.h + 2 * margin};
    }
    findPairs(m_grownPairs, m_grown);
    m_grownTier = m_settings.tier;
    m_grownValid = true;
}

void World::detect(double dt)
{
    const Tier tier = m_settings.tier;
    m_bounds.resize(m_bodies.size());
    for (std::size_t i = 0; i < m_bodies.size(); ++i)
        m_bounds[i] = tierBounds(m_bodies[i].collider, tier);
    // Grown bounds pay off only when they serve a few steps; in a crowd where some body
    // leaves every step they cost more than tight ones, so then tight ones are used for a
    // while before grown ones are tried again.
    constexpr int minimumServed = 2;
    constexpr int backOffSteps = 64;
    if (m_settings.reusePairs && m_backOff > 0)
        --m_backOff;
    if (m_settings.reusePairs && m_backOff == 0) {
        const Clock::time_point start = Clock::now();
        m_result.reusedPairs = grownPairsHold(tier);
        m_result.timing.broadphase += millisecondsSince(start);
        if (m_result.reusedPairs) {
            ++m_grownServed;
        } else {
            if (m_grownValid && m_grownServed < minimumServed)
                m_backOff = backOffSteps;
            findGrownPairs(dt);
            m_grownServed = 0;
        }
        // The grown pairs whose actual bounds overlap: the pairs findPairs would give.
        const Clock::time_point filter = Clock::now();
        m_candidates.clear();
        for (const IndexPair &pair : m_grownPairs) {
            if (rectsOverlap(m_bounds[pair.a], m_bounds[pair.b]))
                m_candidates.push_back(pair);
        }
        m_result.timing.broadphase += millisecondsSince(filter);
    } else {
        m_grownValid = false;
        findPairs(m_candidates, m_bounds);
    }
    m_result.candidatePairs += m_candidates.size();

    const Clock::time_point start = Clock::now();
    m_hits.clear();
    for (const IndexPair &pair : m_candidates) {
        if (tierHits(tier, m_bodies[pair.a].collider, m_bodies[pair.b].collider))
            m_hits.push_back(pair);
    }
    m_result.timing.narrowphase += millisecondsSince(start);
}

void World::respond()
{
    const Tier tier = m_settings.tier;
    for (const IndexPair &pair : m_hits) {
        Body &a = m_bodies[pair.a];
        Body &b = m_bodies[pair.b];
        // Earlier pairs may have moved these bodies: recompute the shapes (chaining).
        std::optional<Contact> contact
                = proxyContact(proxyOf(a.collider, tier), proxyOf(b.collider, tier));
        if (!contact) {
            // Only the armature can hit outside the image bounds (its proxy); use its own
            // bounds.
            contact = rectContact(tierBounds(a.collider, tier), tierBounds(b.collider, tier));
        }
        if (!contact)
            continue;
        bounce(a, b, contact->normal);
        if (a.fixed && b.fixed)
            continue;
        const double share = shareOfA(a, b);
        Vec2 &positionA = a.collider.transform.position;
        Vec2 &positionB = b.collider.transform.position;
        double push = contact->depth;
        if (!proxyIsExact(a.collider, b.collider, tier)) {
            // The smallest push after which the tier misses: bisection between 0 (hit)
            // and the proxy's depth (its shapes are apart there for all but armatures
            // reaching outside the image, which then take the whole proxy push).
            const auto hitsAfter = [&](double s) {
                const PositionPair p = separate(positionA, positionB, {contact->normal, s}, share);
                return tierHits(tier,
                                movedBy(a.collider, p.a - positionA),
                                movedBy(b.collider, p.b - positionB));
            };
            if (!hitsAfter(push)) {
                double low = 0.0;
                for (int k = 0; k < 12; ++k) {
                    const double mid = (low + push) / 2.0;
                    if (hitsAfter(mid))
                        low = mid;
                    else
                        push = mid;
                }
            }
        }
        const PositionPair p = separate(positionA, positionB, {contact->normal, push}, share);
        positionA = p.a;
        positionB = p.b;
    }
}

void World::bounceOffWalls()
{
    for (std::size_t i = 0; i < m_bodies.size(); ++i) {
        Body &body = m_bodies[i];
        if (body.fixed)
            continue;
        const Proxy proxy = proxyOf(body.collider, m_settings.tier);
        Vec2 &position = body.collider.transform.position;
        const BoardBounce b
                = proxy.round
                          ? bounceOffBoard(m_settings.board, proxy.circle, position, body.velocity)
                          : bounceOffBoard(m_settings.board, proxy.rect, position, body.velocity);
        if (b.edges == NoBoardEdge)
            continue;
        position = b.position;
        body.velocity = b.velocity;
        m_result.boardContacts.push_back({static_cast<std::uint32_t>(i), b.edges});
    }
}

const StepResult &World::step(double dt)
{
    m_result = {};
    const bool moves = std::isfinite(dt) && dt > 0.0;
    if (moves && m_settings.continuous)
        sweep(dt);
    else if (moves)
        integrate(dt);
    detect(dt);

    const Clock::time_point start = Clock::now();
    respond();
    bounceOffWalls();
    std::vector<IndexPair> &pairs = m_result.pairs;
    pairs.insert(pairs.end(), m_hits.begin(), m_hits.end());
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    m_result.timing.response += millisecondsSince(start);
    return m_result;
}

} // namespace hitbox::collision
