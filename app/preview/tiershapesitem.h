#pragma once

#include "model/previewevaluator.h"

#include "collision/broadphasegrid.h"
#include "collision/tiers.h"

#include <QGraphicsItem>
#include <QList>
#include <QPolygonF>

#include <array>

namespace hitbox::editor {

/// The tier shapes of every preview instance in world space, as the kernel computes them
/// (worldBounds, worldBoxes, worldCircles, worldArmature): the aabb, the boxes, the
/// circle and the armature polygons, each tier in its colour and only when shown.
/// Shapes of instances that collide on that tier are drawn stronger; in large scenes only
/// those are drawn.
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

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    struct Circle
    {
        QPointF center;
        qreal radius = 0;
    };
    struct Shapes
    {
        QList<QRectF> rects;
        QList<QPolygonF> polygons;
        QList<Circle> circles;
        void clear();
    };
    // Per tier: [0] idle, [1] colliding.
    using TierShapes = std::array<Shapes, 2>;
    void paintTier(QPainter *painter, collision::Tier tier, const QRectF &exposed) const;

    std::array<TierShapes, collision::allTiers.size()> m_tiers;
    collision::TierSet m_shown = 0;
    bool m_light = false;
    QRectF m_bounds;
};

} // namespace hitbox::editor
