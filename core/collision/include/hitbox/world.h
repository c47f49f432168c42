#pragma once

#include "collider.h"
#include "export.h"
#include "response.h"
#include "tiers.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace hitbox::collision {

HITBOX_API_BEGIN

class BroadphaseGrid;

/// One moving sprite of the play mode. Bodies have equal mass.
struct Body
{
    /// Shapes and placement; `collider.transform.position` is the integrated position.
    /// The mask (if any) is not owned and must outlive the world.
    Collider collider;
    /// Velocity in pixels per second.
    Vec2 velocity;
    /// An immovable body (infinite mass): never moves, others bounce off it. Its
    /// velocity is ignored.
    bool fixed = false;
};

/// How the world behaves.
struct WorldSettings
{
    /// Bodies bounce off the edges of this rectangle; an empty rectangle means no walls.
    Rect board{0.0, 0.0, 800.0, 600.0};
    /// The tier that decides whether two sprites collide (via evaluateTier).
    Tier tier = Tier::Circle;
    /// Also look for contacts between the start and the end of a step (swept tests), so
    /// fast bodies cannot pass through thin ones.
    bool continuous = false;
    /// Broadphase cell size in pixels; 0 or less picks suggestCellSize every step.
    double cellSize = 0.0;
    /// Keep the broadphase's candidate pairs from step to step (see World): the pairs of
    /// bounds grown by a few steps of motion, found again only when a body leaves its
    /// grown bounds. Off finds them every step; the results are the same either way.
    bool reusePairs = true;
};

/// Time spent in each phase of one step, in milliseconds.
struct StepTiming
{
    double integrate = 0.0;   ///< moving the bodies (and their swept impacts, if continuous)
    double broadphase = 0.0;  ///< uniform grid, both passes when continuous
    double narrowphase = 0.0; ///< tier tests and time-of-impact searches
    double response = 0.0;    ///< velocity swaps, separation and board bounces
};

/// A body that crossed the board's edges during a step.
struct BoardContact
{
    std::uint32_t body = 0; ///< body index
    BoardEdges edges = 0;   ///< edges crossed (BoardEdge flags)
};

/// What happened during one step.
struct StepResult
{
    /// Pairs of body indices in contact this step: the tier said Hit at the end of the
    /// step, or (continuous) they met during it. Sorted, no duplicates.
    std::vector<IndexPair> pairs;
    /// Bodies that bounced off the board, in index order.
    std::vector<BoardContact> boardContacts;
    /// Candidate pairs the broadphase handed to the narrowphase (both passes).
    std::size_t candidatePairs = 0;
    /// True when the discrete pass reused the previous step's broadphase pairs.
    bool reusedPairs = false;
    /// Impacts found by the swept tests and resolved at their time of impact.
    std::size_t impacts = 0;
    /// Where the time went.
    StepTiming timing;
};

/// A small play-mode world: bodies move in straight lines, bounce elastically off each
/// other (equal masses, AniSprite style) and off the board. Call `step` with a fixed
/// dt (e.g. 1/120 s) from an accumulator so results do not depend on the frame rate.
///
/// One step:
/// 1. integrate: position += velocity * dt. When continuous, swept proxies (see below)
///    find impacts during the step; each pair's earliest impact is resolved at its time
///    of impact and the bodies travel the rest of the step with their new velocities
///    (a body takes at most one swept impact per step; the discrete pass catches the
///    rest).
/// 2. broadphase: BroadphaseGrid over each body's tierBounds (the bounds of the tier's
///    shape, which overlap whenever the tier says Hit, so no contact is culled). With
///    reusePairs the grid runs on the bounds grown by four steps of the body's motion (and
///    a pixel), and its pairs serve the following steps for as long as every body's bounds
///    stay inside its grown ones; of those pairs, the ones whose actual bounds overlap
///    go on, so the narrowphase sees exactly the pairs it would see without reuse. When
///    grown pairs serve fewer than two steps (a crowd in which some body always leaves),
///    tight bounds are used for the next 64 steps, then grown ones are tried again.
/// 3. narrowphase: evaluateTier(settings.tier) on every candidate; a NotApplicable tier
///    (a body lacks the shape) means no contact.
/// 4. response, pair by pair in index order (chained): the normal comes from the
///    tier's proxy shape - the circles' centres for the circle tier, the minimum
///    penetration axis of the reduced boxes' bounds for the box tier, of worldBounds (all
///    shapes) for the aabb tier, and of the image bounds for the armature and pixel tiers.
///    Velocities swap along the normal when the bodies approach; then they are pushed apart, half
///    each (all of it for the free body against a fixed one). Where the proxy is exactly the tier's
///    shape (circle, aabb, axis-aligned box) the push is the proxy's depth; otherwise (rotated box,
///    armature, pixel) it is the smallest push, found by bisection, after which the tier says Miss.
/// 5. board: bodies partly outside the board are bounced back (bounceOffBoard on the
///    proxy shape).
class World
{
public:
    /// An empty world.
    explicit World(const WorldSettings &settings = {});
    ~World();

    /// Worlds move (a moved-from world may only be destroyed or assigned to); they are not
    /// copied: each owns its broadphase.
    World(World &&other) noexcept;
    World &operator=(World &&other) noexcept;
    World(const World &) = delete;
    World &operator=(const World &) = delete;

    /// The current settings.
    const WorldSettings &settings() const { return m_settings; }

    /// Changes the settings; takes effect at the next step.
    void setSettings(const WorldSettings &settings) { m_settings = settings; }

    /// Adds a body and returns its index (indices are dense, in order of addition).
    std::uint32_t addBody(const Body &body);

    /// Removes every body.
    void clear();

    /// The bodies, indexed as returned by addBody. They may be edited between steps
    /// (e.g. the editor dragging a sprite).
    std::span<Body> bodies() { return m_bodies; }

    /// The bodies, read-only.
    std::span<const Body> bodies() const { return m_bodies; }

    /// Advances the world by dt seconds (dt <= 0 or non-finite only detects and
    /// resolves contacts) and returns what happened; valid until the next step.
    const StepResult &step(double dt);

    /// The result of the last step.
    const StepResult &lastStep() const { return m_result; }

private:
    void integrate(double dt);
    void sweep(double dt);
    void findPairs(std::vector<IndexPair> &candidates, const std::vector<Rect> &bounds);
    bool grownPairsHold(Tier tier) const;
    void findGrownPairs(double dt);
    void detect(double dt);
    void respond();
    void bounceOffWalls();

    WorldSettings m_settings;
    std::vector<Body> m_bodies;
    StepResult m_result;
    std::unique_ptr<BroadphaseGrid> m_grid; // hidden, so this header needs no grid
    std::vector<Rect> m_bounds;
    std::vector<IndexPair> m_candidates;
    std::vector<IndexPair> m_hits;
    // Reused broadphase: bounds grown by a few steps of motion and their pairs.
    std::vector<Rect> m_grown;
    std::vector<IndexPair> m_grownPairs;
    Tier m_grownTier = Tier::Aabb;
    bool m_grownValid = false;
    int m_grownServed = 0; // steps the grown pairs served since they were found
    int m_backOff = 0;     // steps left on tight bounds before grown ones are tried again
};

HITBOX_API_END

} // namespace hitbox::collision
