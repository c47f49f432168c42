#include "previewevaluator.h"

#include "spritecollider.h"

#include "collision/pixeloverlap.h"
#include "collision/polygon.h"
#include "collision/transform.h"

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
    return a.sprite == b.sprite && a.position == b.position && a.rotation == b.rotation
           && a.scale == b.scale;
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

    // Sprite inputs, once per sprite; a changed sprite dirties all its instances.
    std::vector<SpriteInputs> sprites;
    sprites.reserve(std::size_t(project.sprites.size()));
    std::vector<bool> spriteChanged;
    for (qsizetype s = 0; s < project.sprites.size(); ++s) {
        const Sprite &sprite = project.sprites[s];
        SpriteInputs in{sprite,
                        images.mask(sprite.imagePath, sprite.threshold, sprite.colorKey),
                        images.image(sprite.imagePath).size(),
                        {},
                        {}};
        if (in.mask && in.mask->isNull())
            in.mask.reset();
        const bool changed = std::size_t(s) >= m_sprites.size()
                             || !(m_sprites[std::size_t(s)].sprite == in.sprite)
                             || m_sprites[std::size_t(s)].mask != in.mask
                             || m_sprites[std::size_t(s)].imageSize != in.imageSize;
        if (!changed) {
            in.armature = std::move(m_sprites[std::size_t(s)].armature);
            in.polygonIndex = std::move(m_sprites[std::size_t(s)].polygonIndex);
        } else {
            SpriteArmature usable = usableArmature(sprite);
            in.armature = std::move(usable.polygons);
            in.polygonIndex = std::move(usable.indices);
        }
        spriteChanged.push_back(changed);
        sprites.push_back(std::move(in));
    }
    m_sprites = std::move(sprites);

    // Colliders: rebuilt only for instances whose placement or sprite changed.
    const std::size_t count = std::size_t(scene.instances.size());
    std::vector<bool> dirty(count, true);
    std::vector<Instance> instances;
    instances.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const PreviewInstance &placement = scene.instances[qsizetype(i)];
        const bool validSprite
                = placement.sprite >= 0 && std::size_t(placement.sprite) < m_sprites.size();
        const SpriteInputs *inputs
                = validSprite ? &m_sprites[std::size_t(placement.sprite)] : nullptr;
        if (i < m_instances.size() && samePlacement(m_instances[i].placement, placement)
            && validSprite && m_instances[i].spriteIndex == placement.sprite
            && !spriteChanged[std::size_t(placement.sprite)]) {
            instances.push_back(std::move(m_instances[i]));
            instances.back().placement = placement;
            dirty[i] = false;
        } else {
            instances.push_back(makeInstance(placement, inputs));
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
                                                          const SpriteInputs *inputs) const
{
    Instance in;
    in.placement = placement;
    if (!inputs || inputs->imageSize.isEmpty()) {
        in.collider = spriteCollider({}, {}, placement, {}, nullptr); // overlaps nothing
        return in;
    }
    in.spriteIndex = placement.sprite;
    in.mask = inputs->mask;
    in.imageSize = inputs->imageSize;
    in.collider = spriteCollider(
            inputs->sprite, inputs->imageSize, placement, inputs->armature, in.mask.get());
    in.bounds = hc::worldBounds(in.collider);
    in.imageBounds = hc::imageBounds(in.collider);
    return in;
}

PreviewPair
PreviewEvaluator::evaluatePair(int a, int b, const PreviewEvaluationOptions &options) const
{
    const Instance &ia = m_instances[std::size_t(a)];
    const Instance &ib = m_instances[std::size_t(b)];
    PreviewPair pair;
    pair.a = a;
    pair.b = b;
    pair.report = options.pipeline ? hc::evaluatePipeline(ia.collider, ib.collider, fullEvidence)
                                   : hc::evaluateAllTiers(ia.collider, ib.collider, fullEvidence);
    for (hc::PolygonPair &p : pair.report[hc::Tier::Armature].polygonPairs) {
        p.a = spritePolygon(ia, p.a);
        p.b = spritePolygon(ib, p.b);
    }
    const hc::TierResult &pixel = pair.report[hc::Tier::Pixel];
    if (pixel.verdict == hc::Verdict::Hit) {
        if (const auto first = pixel.pixels.firstContact) {
            pair.firstContact = hc::apply(hc::imageToWorld(ia.collider.transform),
                                          {double(first->x) + 0.5, double(first->y) + 0.5});
        }
        if (options.hitPixels) {
            pair.hitPixels = std::make_shared<const hc::Mask>(hc::pixelOverlapMask(
                    *ia.mask, ia.collider.transform, *ib.mask, ib.collider.transform));
        }
    }
    return pair;
}

std::size_t PreviewEvaluator::spritePolygon(const Instance &instance,
                                            std::size_t armatureIndex) const
{
    return m_sprites[std::size_t(instance.spriteIndex)].polygonIndex[armatureIndex];
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
            p.probe.polygon = spritePolygon(m_instances[i], *p.probe.polygon);
        probes.push_back(p);
    }
    return probes;
}

void PreviewEvaluator::clear()
{
    m_sprites.clear();
    m_instances.clear();
    m_options.reset();
    m_result = {};
}

} // namespace hitbox::model
