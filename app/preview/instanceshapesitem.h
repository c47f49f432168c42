#pragma once

#include "preview/circlestamps.h"
#include "preview/devicepixmapcache.h"

#include <hitbox/collider.h>
#include <hitbox/tiers.h>

#include <QGraphicsItem>
#include <QList>
#include <QPolygonF>

#include <array>

namespace hitbox::editor {

/// Tier shapes ready to draw, in one tier's colour (TierShapesItem, InstanceShapesItem).
struct TierOutlines
{
    struct Circle
    {
        QPointF center;
        qreal radius = 0;
    };
    QList<QRectF> rects;
    QList<QPolygonF> polygons;
    QList<Circle> circles;

    void clear();
    /// Draws the shapes in `tier`'s colour, stronger when `hit`, skipping those outside
    /// `exposed` (null: draws every shape). With `stamps`, circles are stamped pictures
    /// when the painter's transform allows (CircleStamps::canStamp).
    void paint(QPainter *painter,
               collision::Tier tier,
               bool hit,
               const QRectF &exposed,
               CircleStamps *stamps = nullptr) const;
};

/// Adds the shapes of `collider` on the tiers in `drawn` to `tiers` (by tier index) as the
/// kernel places them (worldBounds, worldBoxes, worldCircles, worldArmature), the aabb
/// tier's rectangle being `aabb`; returns the bounds of `aabb` and the shapes added.
QRectF addTierShapes(const collision::Collider &collider,
                     const QRectF &aabb,
                     collision::TierSet drawn,
                     std::array<TierOutlines, collision::allTiers.size()> &tiers);

/// Which tiers an instance collides on, by tier index.
using TierHits = std::array<bool, collision::allTiers.size()>;

/// The tier shapes of one preview instance (a child of TierShapesItem), in the instance's
/// own coordinates: the item sits where the instance's image corner is, so a drag that
/// only moves the instance moves the item and keeps its shapes, and their picture at the view's
/// zoom (DevicePixmapCache) is blitted instead of drawn again. Anything else (rotation, scale,
/// pivot, shapes, the tiers shown, a tier's verdict) rebuilds them.
class InstanceShapesItem : public QGraphicsItem
{
public:
    InstanceShapesItem();

    /// Takes the shapes of `collider` on the tiers in `drawn`; returns true when they
    /// were rebuilt, false when only the position changed.
    bool
    setShapes(const collision::Collider &collider, collision::TierSet drawn, const TierHits &hits);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    // Everything the shapes depend on but the position.
    struct Source
    {
        double width = 0.0;
        double height = 0.0;
        collision::Transform transform; // position (0, 0)
        std::vector<collision::Rect> boxes;
        std::vector<collision::Circle> circles;
        std::vector<collision::Polygon> armature;
        collision::TierSet drawn = 0;
        TierHits hits{};

        friend bool operator==(const Source &, const Source &) = default;
    };
    void paintShapes(QPainter *painter) const;

    Source m_source;
    bool m_built = false;
    std::array<TierOutlines, collision::allTiers.size()> m_tiers;
    QRectF m_bounds;
    qint64 m_contentKey = 0;
    DevicePixmapCache m_cache;
};

} // namespace hitbox::editor
