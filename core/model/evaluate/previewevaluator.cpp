#include "model/evaluate/previewevaluator.h"

#include <hitbox/geometry.h>
#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <QElapsedTimer>

#include <algorithm>

namespace hitbox::model {
namespace {

namespace hc = hitbox::collision;

// Every tier with full evidence: all overlapping polygon pairs and the whole pixel count.
constexpr hc::EvaluationOptions fullEvidence{hc::allTierSet, hc::PixelDetail::Full, true};

bool samePlacement(const PreviewInstance &a, const PreviewInstance &b)
{
    // Velocity does not change any answer, so editing it keeps the cache.
    return a.sprite == b.sprite && a.frame == b.frame && a.position == b.position
           && a.rotation == b.rotation && a.scale == b.scale;
}

} // namespace

const PreviewEvaluation &PreviewEvaluator::evaluate(const Project &project,
                                                    ImageCache &images,
                                                    const PreviewScene &scene,
                                                    const hc::Rect &board,
                                                    const PreviewEvaluationOptions &options)
{
    QElapsedTimer timer;
    timer.start();

    // Frame inputs, once per frame shown; a changed frame dirties all its instances.
    const bool rolesChanged = !(m_roles == project.roles);
    m_roles = project.roles;
    std::map<FrameKey, FrameInputs> frames;
    std::map<FrameKey, bool> frameChanged;
    const std::size_t count = std::size_t(scene.instances.size());
    std::vector<FrameKey> keys(count, FrameKey{-1, -1});
    for (std::size_t i = 0; i < count; ++i) {
        const PreviewInstance &placement = scene.instances[qsizetype(i)];
        if (placement.sprite < 0 || placement.sprite >= project.sprites.size())
            continue;
        const Sprite &sprite = project.sprites[placement.sprite];
        const int frameIndex = std::clamp(placement.frame, 0, int(sprite.frames.size()) - 1);
        const FrameKey key{placement.sprite, frameIndex};
        keys[i] = key;
        if (frames.count(key) != 0)
            continue;
        const Frame &frame = sprite.frames[frameIndex];
        FrameInputs in;
        // The sprite-wide settings only: copying every frame on each drag move would cost
        // as much as the sprite has frames.
        in.settings.imagePath = sprite.imagePath;
        in.settings.threshold = sprite.threshold;
        in.settings.colorKey = sprite.colorKey;
        in.settings.pivot = sprite.pivot;
        in.frame = frame;
        in.mask = frameMask(images, sprite, frame);
        in.frameSize = images.image(sprite.imagePath, frame.region).size();
        const auto old = m_frames.find(key);
        const bool changed = rolesChanged || old == m_frames.end()
                             || !(old->second.settings == in.settings)
                             || !(old->second.frame == in.frame) || old->second.mask != in.mask
                             || old->second.frameSize != in.frameSize;
        in.shapes = changed ? usableShapes(frame, project.roles) : std::move(old->second.shapes);
        frameChanged[key] = changed;
        frames.emplace(key, std::move(in));
    }
    m_frames = std::move(frames);

    // Colliders: rebuilt only for instances whose placement or frame changed.
    std::vector<bool> dirty(count, true);
    std::vector<Instance> instances;
    instances.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const PreviewInstance &placement = scene.instances[qsizetype(i)];
        const FrameKey key = keys[i];
        const auto found = m_frames.find(key);
        const FrameInputs *inputs = found == m_frames.end() ? nullptr : &found->second;
        const bool sameFrame = i < m_instances.size() && inputs && m_instances[i].key == key
                               && !frameChanged[key];
        if (sameFrame && samePlacement(m_instances[i].placement, placement)) {
            instances.push_back(std::move(m_instances[i]));
            instances.back().placement = placement;
            dirty[i] = false;
        } else if (sameFrame && m_instances[i].spriteIndex == placement.sprite) {
            // Only moved, turned or scaled: the shapes stay, the placement changes (what
            // makeInstance would build, without copying every shape again).
            instances.push_back(std::move(m_instances[i]));
            moveInstance(instances.back(), placement);
        } else {
            instances.push_back(makeInstance(placement, inputs));
            instances.back().key = key;
        }
    }
    m_instances = std::move(instances);

    const bool sameOptions = m_options && m_options->pipeline == options.pipeline
                             && m_options->hitPixels == options.hitPixels;
    m_options = options;

    // Broadphase on worldBounds (every shape, not only the image): only pairs whose aabb
    // tier hits are listed, and no tier can hit for a pair left out.
    m_boxes.resize(count);
    for (std::size_t i = 0; i < count; ++i)
        m_boxes[i] = m_instances[i].bounds;
    if (options.pairs) {
        m_grid.setCellSize(hc::suggestCellSize(m_boxes));
        m_grid.findPairs(m_boxes, m_candidates);
    } else {
        m_candidates.clear();
    }

    // Reuse the previous result of every pair whose two instances are unchanged (both
    // lists are sorted by (a, b)).
    std::vector<PreviewPair> previous = std::move(m_result.pairs);
    const bool pairsEvaluated = options.pairs;
    m_result = {};
    m_result.pairsEvaluated = pairsEvaluated;
    m_result.pairs.reserve(m_candidates.size());
    auto old = previous.begin();
    for (const hc::IndexPair &candidate : m_candidates) {
        const int a = int(candidate.a);
        const int b = int(candidate.b);
        while (old != previous.end() && std::pair(old->a, old->b) < std::pair(a, b))
            ++old;
        const bool cached = old != previous.end() && old->a == a && old->b == b;
        if (cached && sameOptions && !dirty[candidate.a] && !dirty[candidate.b]) {
            m_result.pairs.push_back(std::move(*old));
        } else {
            m_result.pairs.push_back(evaluatePair(a, b, options));
            ++m_result.evaluatedPairs;
        }
    }

    m_result.board = board;
    for (std::size_t i = 0; i < count; ++i) {
        const hc::BoardEdges edges = hc::boardCollision(board, m_instances[i].imageBounds);
        if (edges != hc::NoBoardEdge)
            m_result.boardContacts.push_back({int(i), edges});
    }
    m_result.milliseconds = double(timer.nsecsElapsed()) / 1.0e6;
    return m_result;
}

PreviewEvaluator::Instance PreviewEvaluator::makeInstance(const PreviewInstance &placement,
                                                          const FrameInputs *inputs) const
{
    Instance in;
    in.placement = placement;
    if (!inputs || inputs->frameSize.isEmpty()) {
        in.collider = spriteCollider({}, {}, {}, placement, {}, nullptr); // overlaps nothing
        return in;
    }
    in.spriteIndex = placement.sprite;
    in.mask = inputs->mask;
    in.imageSize = inputs->frameSize;
    in.collider = spriteCollider(inputs->settings,
                                 inputs->frame,
                                 inputs->frameSize,
                                 placement,
                                 inputs->shapes,
                                 in.mask.get());
    in.bounds = hc::worldBounds(in.collider);
    in.imageBounds = hc::imageBounds(in.collider);
    return in;
}

void PreviewEvaluator::moveInstance(Instance &in, const PreviewInstance &placement)
{
    in.placement = placement;
    placeCollider(in.collider, placement);
    in.bounds = hc::worldBounds(in.collider);
    in.imageBounds = hc::imageBounds(in.collider);
}

PreviewPair
PreviewEvaluator::evaluatePair(int a, int b, const PreviewEvaluationOptions &options) const
{
    const Instance &ia = m_instances[std::size_t(a)];
    const Instance &ib = m_instances[std::size_t(b)];
    PreviewPair pair;
    pair.a = a;
    pair.b = b;
    // With the highlight asked for, the pixel tier fills it from the same scan.
    hc::Mask hitPixels;
    hc::EvaluationOptions evidence = fullEvidence;
    if (options.hitPixels)
        evidence.hitPixels = &hitPixels;
    pair.report = options.pipeline ? hc::evaluatePipeline(ia.collider, ib.collider, evidence)
                                   : hc::evaluateAllTiers(ia.collider, ib.collider, evidence);
    // Kernel list indices -> indices in the frames' shape lists.
    const FrameShapes &sa = shapesOf(ia);
    const FrameShapes &sb = shapesOf(ib);
    for (hc::ShapePair &p : pair.report[hc::Tier::Box].shapePairs)
        p = {sa.boxIndices[p.a], sb.boxIndices[p.b]};
    for (hc::ShapePair &p : pair.report[hc::Tier::Circle].shapePairs)
        p = {sa.circleIndices[p.a], sb.circleIndices[p.b]};
    mapPolygonPairs(pair.report[hc::Tier::Armature].polygonPairs, sa, sb);
    const hc::TierResult &pixel = pair.report[hc::Tier::Pixel];
    if (pixel.verdict == hc::Verdict::Hit) {
        if (const auto first = pixel.pixels.firstContact) {
            pair.firstContact = hc::apply(hc::imageToWorld(ia.collider.transform),
                                          {double(first->x) + 0.5, double(first->y) + 0.5});
        }
        if (options.hitPixels)
            pair.hitPixels = std::make_shared<const hc::Mask>(std::move(hitPixels));
    }
    return pair;
}

const FrameShapes &PreviewEvaluator::shapesOf(const Instance &instance) const
{
    return m_frames.at(instance.key).shapes;
}

const hc::Collider &PreviewEvaluator::collider(int instance) const
{
    return m_instances.at(std::size_t(instance)).collider;
}

std::shared_ptr<const hc::Mask> PreviewEvaluator::mask(int instance) const
{
    return m_instances.at(std::size_t(instance)).mask;
}

QSize PreviewEvaluator::imageSize(int instance) const
{
    return m_instances.at(std::size_t(instance)).imageSize;
}

hc::Rect PreviewEvaluator::bounds(int instance) const
{
    return m_instances.at(std::size_t(instance)).bounds;
}

std::vector<PreviewProbe> PreviewEvaluator::probe(hc::Vec2 world) const
{
    std::vector<PreviewProbe> probes;
    probes.reserve(m_instances.size());
    for (std::size_t i = 0; i < m_instances.size(); ++i) {
        PreviewProbe p{int(i), hc::probePoint(m_instances[i].collider, world)};
        if (p.probe.polygon)
            p.probe.polygon = shapesOf(m_instances[i]).polygonIndices[*p.probe.polygon];
        probes.push_back(p);
    }
    return probes;
}

void PreviewEvaluator::clear()
{
    m_frames.clear();
    m_roles = {};
    m_instances.clear();
    m_options.reset();
    m_result = {};
}

} // namespace hitbox::model
