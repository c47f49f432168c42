#pragma once

#include "model/document/previewscene.h"
#include "model/document/project.h"
#include "model/evaluate/spritecollider.h"
#include "model/io/imagecache.h"

#include <hitbox/collider.h>
#include <hitbox/pipeline.h>
#include <hitbox/queries.h>
#include <hitbox/world.h>

#include <QSize>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace hitbox::model {

/// One pair of preview instances whose bounds (worldBounds: every shape, not only the
/// image) overlap, with every tier's answer.
struct PreviewPair
{
    int a = 0; ///< instance index (the smaller one; the pixel evidence is in its image)
    int b = 0; ///< instance index, b > a
    /// The tiers' answers (evaluateAllTiers, or evaluatePipeline in pipeline mode). The
    /// indices of box, circle and armature pairs are those of the frames' shape lists.
    collision::CollisionReport report;
    /// The solid/solid pixels in A's image (pixelOverlapMask), when hit pixels were asked
    /// for and the pixel tier hit; null otherwise.
    std::shared_ptr<const collision::Mask> hitPixels;
    /// The centre of the first contact pixel in world coordinates, when the pixel tier hit.
    std::optional<collision::Vec2> firstContact;
};

/// An instance that is partly outside the board (AniSprite's "collide rectangle"), by its
/// image bounds.
struct PreviewBoardContact
{
    int instance = 0;
    collision::BoardEdges edges = 0; ///< the edges it crosses
};

/// The answers of every tier of one instance for a world point.
struct PreviewProbe
{
    int instance = 0;
    collision::PointProbe probe; ///< armature polygon index as in the frame's shape list
};

/// What to evaluate.
struct PreviewEvaluationOptions
{
    /// Run the pipeline (stop at the first miss) instead of every tier.
    bool pipeline = false;
    /// Also collect the hit pixels of every pair (for the highlight).
    bool hitPixels = true;
    /// Evaluate the pairs at all; false updates only the colliders and the board contacts
    /// (a large scene in play mode, where the world decides the contacts).
    bool pairs = true;
};

/// The result of PreviewEvaluator::evaluate.
struct PreviewEvaluation
{
    std::vector<PreviewPair> pairs;                 ///< sorted by (a, b)
    std::vector<PreviewBoardContact> boardContacts; ///< in instance order
    collision::Rect board;                          ///< the board that was used
    int evaluatedPairs = 0;     ///< pairs computed by this call (the others came from the cache)
    bool pairsEvaluated = true; ///< false when the options asked for no pairs
    double milliseconds = 0.0;  ///< time the call took
};

/// Turns a project's preview scene into kernel colliders (spriteCollider) and evaluates
/// it: every pair of instances whose worldBounds overlap (found by the broadphase grid)
/// gets every tier's answer with its evidence, and every instance's image bounds are
/// checked against the board. worldBounds cover every shape, so no pair that any tier
/// would call a hit is left out. All answers
/// come from core/collision; this class only assembles the inputs and caches them.
///
/// Colliders are cached per instance and pair results per pair: a call re-evaluates only
/// the pairs involving an instance whose placement, frame (shapes, threshold, image), roles
/// or mask changed since the previous call, so dragging one sprite re-evaluates only its own
/// pairs. Changes are found by comparing values, so the caller needs no invalidation.
class PreviewEvaluator
{
public:
    /// Evaluates `scene` (usually project.preview, or the play-mode positions) against
    /// the project's sprites, each instance showing its frame (PreviewInstance::frame,
    /// clamped). Masks come from `images` (ImageCache::mask with each frame's threshold and
    /// colour key). Instances naming a missing sprite or image take part with an empty
    /// collider. The result stays valid until the next call.
    const PreviewEvaluation &evaluate(const Project &project,
                                      ImageCache &images,
                                      const PreviewScene &scene,
                                      const collision::Rect &board,
                                      const PreviewEvaluationOptions &options = {});

    /// The result of the last evaluate().
    const PreviewEvaluation &last() const { return m_result; }

    /// Number of instances of the last evaluate().
    int instanceCount() const { return int(m_instances.size()); }
    /// The collider of an instance as of the last evaluate() (its mask is kept alive by
    /// the evaluator until the instance or its sprite changes).
    const collision::Collider &collider(int instance) const;
    /// The mask of an instance (may be null), for callers that outlive the evaluator.
    std::shared_ptr<const collision::Mask> mask(int instance) const;
    /// The size of an instance's frame (empty when the image is missing).
    QSize imageSize(int instance) const;
    /// The world-space bounds of every shape of an instance (worldBounds: the aabb tier's
    /// box, which the pair list culls with).
    collision::Rect bounds(int instance) const;

    /// Tests a world point against every instance of the last evaluate(), on every tier
    /// (probePoint), in instance order.
    std::vector<PreviewProbe> probe(collision::Vec2 world) const;

    /// Forgets every cached collider and result.
    void clear();

private:
    using FrameKey = std::pair<int, int>; // sprite, frame
    struct Instance
    {
        PreviewInstance placement;
        int spriteIndex = -1;
        FrameKey key{-1, -1};
        std::shared_ptr<const collision::Mask> mask;
        QSize imageSize;
        collision::Collider collider;
        collision::Rect bounds;      // worldBounds
        collision::Rect imageBounds; // for the board
    };
    // What an instance's collider is made of: one frame of one sprite.
    struct FrameInputs
    {
        Sprite settings; // the sprite's image, threshold, key and pivot; one default frame
        Frame frame;
        std::shared_ptr<const collision::Mask> mask;
        QSize frameSize;
        FrameShapes shapes;
    };

    // An instance of an unchanged frame placed anew (its collider's shapes are kept).
    static void moveInstance(Instance &in, const PreviewInstance &placement);
    Instance makeInstance(const PreviewInstance &placement, const FrameInputs *inputs) const;
    PreviewPair evaluatePair(int a, int b, const PreviewEvaluationOptions &options) const;
    const FrameShapes &shapesOf(const Instance &instance) const;

    std::map<FrameKey, FrameInputs> m_frames;
    RoleTable m_roles;
    std::vector<Instance> m_instances;
    std::optional<PreviewEvaluationOptions> m_options;
    PreviewEvaluation m_result;
    collision::BroadphaseGrid m_grid;
    std::vector<collision::Rect> m_boxes;
    std::vector<collision::IndexPair> m_candidates;
};

} // namespace hitbox::model
