#include "preview/instanceshapesitem.h"

#include "base/qtgeometry.h"
#include "preview/previewstyle.h"

#include <hitbox/geometry.h>

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

std::size_t at(hc::Tier tier)
{
    return static_cast<std::size_t>(tier);
}

// Cheapest tier at the bottom, the armature on top.
constexpr hc::Tier drawOrder[]
        = {hc::Tier::Aabb, hc::Tier::Box, hc::Tier::Circle, hc::Tier::Armature};

// Screen pixels the pens (2 px wide at most) and their antialiasing reach beyond a shape.
constexpr int penMargin = 3;

} // namespace

void TierOutlines::clear()
{
    rects.clear();
    polygons.clear();
    circles.clear();
}

void TierOutlines::paint(QPainter *painter,
                         hc::Tier tier,
                         bool hit,
                         const QRectF &exposed,
                         CircleStamps *stamps) const
{
    const QColor color = previewstyle::tierColor(tier);
    QPen pen(color, hit ? 2.0 : 1.0);
    pen.setCosmetic(true);
    if (tier == hc::Tier::Aabb)
        pen.setStyle(hit ? Qt::SolidLine : Qt::DashLine);
    QColor fill = color;
    fill.setAlpha(tier == hc::Tier::Aabb ? 0 : hit ? 34 : 10);
    painter->setPen(pen);
    painter->setBrush(fill.alpha() ? QBrush(fill) : Qt::NoBrush);
    const auto shows
            = [&exposed](const QRectF &r) { return exposed.isNull() || r.intersects(exposed); };
    for (const QRectF &r : rects) {
        if (shows(r))
            painter->drawRect(r);
    }
    for (const QPolygonF &p : polygons) {
        if (shows(p.boundingRect()))
            painter->drawPolygon(p);
    }
    const auto rectOf = [](const Circle &c) {
        return QRectF(c.center.x() - c.radius, c.center.y() - c.radius, 2 * c.radius, 2 * c.radius);
    };
    const QTransform view = painter->worldTransform();
    if (stamps && !circles.isEmpty() && CircleStamps::canStamp(view)) {
        painter->resetTransform();
        for (const Circle &c : circles) {
            if (shows(rectOf(c)))
                stamps->draw(
                        painter, view.map(c.center), c.radius * view.m11(), pen, painter->brush());
        }
        painter->setWorldTransform(view);
        return;
    }
    for (const Circle &c : circles) {
        const QRectF r = rectOf(c);
        if (shows(r))
            painter->drawEllipse(r);
    }
}

QRectF addTierShapes(const hc::Collider &collider,
                     const QRectF &aabb,
                     hc::TierSet drawn,
                     std::array<TierOutlines, hc::allTiers.size()> &tiers)
{
    const auto draws = [drawn](hc::Tier tier) { return (drawn & hc::tierBit(tier)) != 0; };
    QRectF bounds = aabb;
    if (draws(hc::Tier::Aabb))
        tiers[at(hc::Tier::Aabb)].rects << aabb;
    if (!collider.boxes.empty() && draws(hc::Tier::Box)) {
        for (const hc::Polygon &b : hc::worldBoxes(collider)) {
            const QPolygonF box = toQt(b);
            tiers[at(hc::Tier::Box)].polygons << box;
            bounds |= box.boundingRect();
        }
    }
    if (!collider.circles.empty() && draws(hc::Tier::Circle)) {
        for (const hc::Circle &circle : hc::worldCircles(collider)) {
            tiers[at(hc::Tier::Circle)].circles
                    << TierOutlines::Circle{toQt(circle.center), circle.radius};
            bounds |= QRectF(circle.center.x - circle.radius,
                             circle.center.y - circle.radius,
                             2 * circle.radius,
                             2 * circle.radius);
        }
    }
    if (!collider.armature.empty() && draws(hc::Tier::Armature)) {
        for (const hc::Polygon &p : hc::worldArmature(collider)) {
            const QPolygonF polygon = toQt(p);
            tiers[at(hc::Tier::Armature)].polygons << polygon;
            bounds |= polygon.boundingRect();
        }
    }
    return bounds;
}

InstanceShapesItem::InstanceShapesItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
}

bool InstanceShapesItem::setShapes(const hc::Collider &collider,
                                   hc::TierSet drawn,
                                   const TierHits &hits)
{
    // The item sits where the image's top-left corner is, as the sprite's InstanceItem, so
    // both pictures land on the same whole screen pixels and move together.
    const hc::Affine placed = hc::imageToWorld(collider.transform);
    setPos(placed.dx, placed.dy);
    hc::Collider local = collider;
    local.transform.position = {};
    Source source{collider.width,
                  collider.height,
                  local.transform,
                  collider.boxes,
                  collider.circles,
                  collider.armature,
                  drawn,
                  hits};
    if (m_built && source == m_source)
        return false;
    prepareGeometryChange();
    m_source = std::move(source);
    m_built = true;
    m_contentKey = DevicePixmapCache::newContentKey();
    for (TierOutlines &tier : m_tiers)
        tier.clear();
    // The shapes as the kernel places them (worldBounds, worldBoxes, ...), with the
    // image's top-left corner at the origin.
    const hc::Affine origin = hc::imageToWorld(local.transform);
    local.transform.position = {-origin.dx, -origin.dy};
    const QRectF bounds = addTierShapes(local, toQt(hc::worldBounds(local)), drawn, m_tiers);
    m_bounds = bounds.adjusted(-4, -4, 4, 4);
    update();
    return true;
}

void InstanceShapesItem::paintShapes(QPainter *painter) const
{
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const hc::Tier tier : drawOrder) {
        if (m_source.drawn & hc::tierBit(tier))
            m_tiers[at(tier)].paint(painter, tier, m_source.hits[at(tier)], QRectF());
    }
}

void InstanceShapesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // A few shapes each: drawn whole, the painter clips them.
    m_cache.drawContent(
            painter, m_contentKey, m_bounds, penMargin, [this](QPainter *p) { paintShapes(p); });
}

} // namespace hitbox::editor
