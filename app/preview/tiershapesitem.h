#pragma once

#include "preview/instanceshapesitem.h"

#include "model/evaluate/previewevaluator.h"

#include <hitbox/tiers.h>
#include <hitbox/world.h>

#include <QGraphicsItem>
#include <QList>

#include <array>
#include <vector>

namespace hitbox::editor {

/// The tier shapes of every preview instance in world space, as the kernel computes them
/// (worldBounds, worldBoxes, worldCircles, worldArmature): the aabb, the boxes, the
/// circle and the armature polygons, each tier in its colour and only when shown.
/// Shapes of instances that collide on that tier are drawn stronger.
///
/// Each instance's shapes are a child item (InstanceShapesItem), drawn in instance order,
/// each with its tiers from the cheapest up, and kept while the instance only moves. In
/// large scenes only the shapes in contact are drawn, by this item itself, all instances'
/// shapes of a tier together.
class TierShapesItem : public QGraphicsItem
{
public:
    TierShapesItem();

    /// Rebuilds the shapes from the evaluator's colliders, the evaluation's verdicts and
    /// the pairs the play mode's world found in contact on `playTier`.
    void setShapes(const model::PreviewEvaluator &evaluator,
                   const model::PreviewEvaluation &evaluation,
                   collision::TierSet shown,
                   const std::vector<collision::IndexPair> &playContacts,
                   collision::Tier playTier,
                   bool onlyColliding);

    /// How many instances' shapes the last setShapes built anew (not only moved).
    int rebuiltCount() const { return m_rebuilt; }
    /// The instances with an item of their own (0 in large scenes).
    int instanceItemCount() const { return int(m_items.size()); }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    void setLightShapes(const model::PreviewEvaluator &evaluator,
                        const std::vector<TierHits> &colliding,
                        collision::TierSet shown);

    // Large scenes: the shapes in contact, per tier.
    std::array<TierOutlines, collision::allTiers.size()> m_tiers;
    collision::TierSet m_shown = 0;
    CircleStamps m_stamps;
    std::vector<InstanceShapesItem *> m_items;
    int m_rebuilt = 0;
    QRectF m_bounds;
};

} // namespace hitbox::editor
