#include "tiershapesitem.h"

#include "previewstyle.h"
#include "qtgeometry.h"

#include "collision/collider.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <vector>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

std::size_t at(hc::Tier tier)
{
    return static_cast<std::size_t>(tier);
}

} // namespace

void TierShapesItem::Shapes::clear()
{
    rects.clear();
    polygons.clear();
    circles.clear();
}

TierShapesItem::TierShapesItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
}

void TierShapesItem::setShapes(const model::PreviewEvaluator &evaluator,
                               const model::PreviewEvaluation &evaluation,
                               hc::TierSet shown,
                               const std::vector<hc::IndexPair> &playContacts,
                               hc::Tier playTier,
                               bool onlyColliding)
{
    prepareGeometryChange();
    m_shown = shown;
    m_light = onlyColliding;
    for (TierShapes &tier : m_tiers) {
        tier[0].clear();
        tier[1].clear();
    }
    // Which instances collide on each tier.
    const int count = evaluator.instanceCount();
    using Flags = std::array<bool, hc::allTiers.size()>;
    std::vector<Flags> colliding(std::size_t(count), Flags{});
    for (const model::PreviewPair &pair : evaluation.pairs) {
        for (const hc::Tier tier : hc::allTiers) {
            if (pair.report[tier].verdict == hc::Verdict::Hit) {
                colliding[std::size_t(pair.a)][at(tier)] = true;
                colliding[std::size_t(pair.b)][at(tier)] = true;
            }
        }
    }
    for (const hc::IndexPair &p : playContacts) {
        if (p.a < colliding.size() && p.b < colliding.size()) {
            colliding[p.a][at(playTier)] = true;
            colliding[p.b][at(playTier)] = true;
        }
    }
    QRectF bounds;
    for (int i = 0; i < count; ++i) {
        const hc::Collider &c = evaluator.collider(i);
        if (c.width <= 0 || c.height <= 0)
            continue;
        const Flags &hits = colliding[std::size_t(i)];
        // In large scenes only the shapes in contact are drawn.
        const auto draws = [&](hc::Tier tier) {
            return (shown & hc::tierBit(tier)) && (!onlyColliding || hits[at(tier)]);
        };
        const QRectF aabb = toQt(evaluator.bounds(i)); // worldBounds: every shape
        bounds |= aabb;
        if (draws(hc::Tier::Aabb))
            m_tiers[at(hc::Tier::Aabb)][hits[at(hc::Tier::Aabb)]].rects << aabb;
        if (!c.boxes.empty() && draws(hc::Tier::Box)) {
            for (const hc::Polygon &b : hc::worldBoxes(c)) {
                const QPolygonF box = toQt(b);
                m_tiers[at(hc::Tier::Box)][hits[at(hc::Tier::Box)]].polygons << box;
                bounds |= box.boundingRect();
            }
        }
        if (!c.circles.empty() && draws(hc::Tier::Circle)) {
            for (const hc::Circle &circle : hc::worldCircles(c)) {
                m_tiers[at(hc::Tier::Circle)][hits[at(hc::Tier::Circle)]].circles
                        << Circle{toQt(circle.center), circle.radius};
                bounds |= QRectF(circle.center.x - circle.radius,
                                 circle.center.y - circle.radius,
                                 2 * circle.radius,
                                 2 * circle.radius);
            }
        }
        if (!c.armature.empty() && draws(hc::Tier::Armature)) {
            for (const hc::Polygon &p : hc::worldArmature(c)) {
                const QPolygonF polygon = toQt(p);
                m_tiers[at(hc::Tier::Armature)][hits[at(hc::Tier::Armature)]].polygons << polygon;
                bounds |= polygon.boundingRect();
            }
        }
    }
    m_bounds = bounds.adjusted(-4, -4, 4, 4);
    update();
}

void TierShapesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // Thousands of small shapes draw much faster without antialiasing.
    painter->setRenderHint(QPainter::Antialiasing, !m_light);
    // Cheapest tier at the bottom, the armature on top.
    for (const hc::Tier tier :
         {hc::Tier::Aabb, hc::Tier::Box, hc::Tier::Circle, hc::Tier::Armature}) {
        if (m_shown & hc::tierBit(tier))
            paintTier(painter, tier, option->exposedRect);
    }
}

void TierShapesItem::paintTier(QPainter *painter, hc::Tier tier, const QRectF &exposed) const
{
    const QColor color = previewstyle::tierColor(tier);
    for (int hit = 0; hit < 2; ++hit) {
        const Shapes &shapes = m_tiers[at(tier)][std::size_t(hit)];
        QPen pen(color, hit ? 2.0 : 1.0);
        pen.setCosmetic(true);
        if (tier == hc::Tier::Aabb)
            pen.setStyle(hit ? Qt::SolidLine : Qt::DashLine);
        QColor fill = color;
        fill.setAlpha(tier == hc::Tier::Aabb ? 0 : hit ? 34 : 10);
        painter->setPen(pen);
        painter->setBrush(fill.alpha() ? QBrush(fill) : Qt::NoBrush);
        for (const QRectF &r : shapes.rects) {
            if (r.intersects(exposed))
                painter->drawRect(r);
        }
        for (const QPolygonF &p : shapes.polygons) {
            if (p.boundingRect().intersects(exposed))
                painter->drawPolygon(p);
        }
        for (const Circle &c : shapes.circles) {
            const QRectF r(
                    c.center.x() - c.radius, c.center.y() - c.radius, 2 * c.radius, 2 * c.radius);
            if (r.intersects(exposed))
                painter->drawEllipse(r);
        }
    }
}

} // namespace hitbox::editor
