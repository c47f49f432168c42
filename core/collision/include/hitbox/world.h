#pragma once

// Many colliders at once: the broadphase grid, the contact tracker that turns frame-by-frame
// verdicts into begin/end events, and World, which holds both behind one small API.

#include "collider.h"
#include "export.h"
#include "geometry.h"
#include "queries.h"
#include "tiers.h"

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <span>
#include <vector>

// Not the first standard header: Qt's moc, which reads this header in Qt programs, fails on
// <compare> (through <concepts>) when nothing of the standard library came before it.
#include <compare>

namespace hitbox::collision {

HITBOX_API_BEGIN

/// Broadphase by "binning": space is cut into square cells, each box is listed in every
/// cell it covers, and only boxes sharing a cell are compared. For boxes of roughly one
/// size and a cell about their size this costs O(N + pairs).
///
/// Plain binning degrades when sizes are mixed: a large box covers many small cells. So
/// the grid is hierarchical: level 0 has the caller's cell size, each further level
/// cells `levelFactor` times larger, and a box lives on the first level whose cells are
/// at least half its larger side (it covers at most 3 x 3 cells there). Boxes meet the
/// boxes of their own level in shared cells, and look up the coarser levels' cells they
/// cover. A box too large for every level (or infinitely wide) is tested against all
/// boxes.
///
/// Cells are hashed, so the board needs no bounds and coordinates may be negative or
/// huge (cell indices are clamped, which is still exact, merely slower for boxes beyond
/// 2^40 cells). Each overlapping pair is reported once, from the cell holding the
/// top-left corner of the two boxes' intersection. Buffers are kept between calls;
/// reuse one grid across frames.
class BroadphaseGrid
{
public:
    /// Ratio of the cell sizes of two consecutive levels.
    static constexpr int levelFactor = 4;

    /// Number of levels; level k has cells of cellSize() * levelFactor^k.
    static constexpr int levelCount = 16;

    /// A grid whose finest cells have `cellSize` pixels. A size that is not a positive
    /// finite number is replaced by 1.
    explicit BroadphaseGrid(double cellSize = 64.0);

    /// The cell side of level 0 in pixels.
    double cellSize() const { return m_levelSizes[0]; }

    /// Changes the finest cell side (same rule as the constructor).
    void setCellSize(double cellSize);

    /// Every pair (a < b) of boxes that overlap by `rectsOverlap` (half-open: touching
    /// boxes, empty boxes and boxes with a non-finite x or y overlap nothing), sorted by
    /// (a, b) without duplicates. Replaces the contents of `out`. At most 2^32 - 1 boxes.
    void findPairs(std::span<const Rect> boxes, std::vector<IndexPair> &out);

    /// Convenience overload returning a new vector.
    std::vector<IndexPair> findPairs(std::span<const Rect> boxes);

    /// Number of (cell, box) entries binned by the last findPairs call.
    std::size_t entryCount() const { return m_entries.size(); }

    /// Number of boxes the last findPairs call tested against all others.
    std::size_t oversizedCount() const { return m_oversized.size(); }

private:
    struct CellRange
    {
        std::int64_t x0 = 0;
        std::int64_t y0 = 0;
        std::int64_t x1 = 0; // inclusive
        std::int64_t y1 = 0; // inclusive
    };
    struct Entry
    {
        std::int64_t cx = 0;
        std::int64_t cy = 0;
        std::uint32_t index = 0;
        std::uint32_t level = 0;
    };
    static constexpr std::uint8_t skipped = 0xff;
    static constexpr std::uint8_t oversized = 0xfe;

    std::int64_t cellOf(double v, int level) const;
    CellRange rangeOf(const Rect &r, int level) const;
    std::size_t bucketOf(int level, std::int64_t cx, std::int64_t cy) const;
    void bin(std::span<const Rect> boxes);
    void pairsWithinLevels(std::span<const Rect> boxes);
    void pairsAcrossLevels(std::span<const Rect> boxes);
    void pairsWithOversized(std::span<const Rect> boxes);
    void sortPairs(std::size_t boxCount, std::vector<IndexPair> &out);

    std::array<double, levelCount> m_levelSizes{};
    std::vector<CellRange> m_ranges;    // per box, on its own level
    std::vector<std::uint8_t> m_levels; // per box: level, skipped or oversized
    std::uint32_t m_usedLevels = 0;     // bit k: level k holds a box
    std::vector<std::uint32_t> m_oversized;
    std::vector<std::uint32_t> m_bucketStart;
    std::vector<Entry> m_entries;
    std::uint64_t m_bucketMask = 0;
    std::vector<IndexPair> m_found;
    std::vector<std::uint32_t> m_groupEnd;
};

/// A cell size for a set of boxes: the mean of max(w, h) over the non-empty boxes with
/// finite fields, so a typical box covers one to four cells. Returns 1 when there is none.
double suggestCellSize(std::span<const Rect> boxes);

/// An id for the board in contact pairs, so board collisions can be tracked like
/// sprite ones (pair {body, boardId}).
inline constexpr std::uint32_t boardId = std::numeric_limits<std::uint32_t>::max();

/// Two bodies in contact according to one tier. Ids are the caller's (World uses body
/// indices).
struct ContactPair
{
    Tier tier = Tier::Aabb; ///< the tier that saw the contact
    std::uint32_t a = 0;    ///< one body; the tracker stores the smaller id here
    std::uint32_t b = 0;    ///< the other body; the larger id once stored

    friend constexpr bool operator==(const ContactPair &, const ContactPair &) = default;
    friend constexpr auto operator<=>(const ContactPair &, const ContactPair &) = default;
};

/// Contacts that started or stopped in one frame (AniSprite's collision callbacks with
/// "collision on" and "collision off"). Both lists are sorted by (tier, a, b).
struct ContactEvents
{
    std::vector<ContactPair> begin; ///< colliding now, not in the previous frame
    std::vector<ContactPair> end;   ///< colliding in the previous frame, not now
};

/// Turns "pairs colliding this frame" into begin / end events: a contact that goes on
/// for many frames gives one begin and, when it stops, one end. Each (tier, pair) is
/// tracked on its own.
class ContactTracker
{
public:
    /// Feeds one frame's colliding pairs (any order; {a, b} and {b, a} are the same
    /// pair; duplicates and pairs with a == b are ignored) and returns the events.
    /// The reference is valid until the next call.
    const ContactEvents &update(std::span<const ContactPair> colliding);

    /// The contacts of the last frame, normalised (a < b) and sorted.
    const std::vector<ContactPair> &touching() const { return m_touching; }

    /// True when the pair (either order) was colliding in the last frame.
    bool isTouching(ContactPair pair) const;

    /// Forgets every contact without reporting ends (e.g. when play mode restarts).
    void reset();

private:
    std::vector<ContactPair> m_touching;
    std::vector<ContactPair> m_next;
    ContactEvents m_events;
};

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
    std::unique_ptr<BroadphaseGrid> m_grid; // behind a pointer: its layout stays out of World's ABI
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
