#include "preview/tiershapesitem.h"

#include "base/qtgeometry.h"

#include <hitbox/collider.h>

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

std::size_t at(hc::Tier tier)
{
    return static_cast<std::size_t>(tier);
}

} // namespace

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
    // Which instances collide on each tier.
    const int count = evaluator.instanceCount();
    std::vector<TierHits> colliding(std::size_t(count), TierHits{});
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
    if (onlyColliding) {
        for (InstanceShapesItem *item : m_items)
            delete item;
        m_items.clear();
        m_rebuilt = count;
        setLightShapes(evaluator, colliding, shown);
        return;
    }
    if (!m_bounds.isEmpty() || m_shown != 0) {
        prepareGeometryChange();
        for (TierOutlines &tier : m_tiers)
            tier.clear();
        m_shown = 0;
        m_bounds = {};
    }
    while (int(m_items.size()) > count) {
        delete m_items.back();
        m_items.pop_back();
    }
    while (int(m_items.size()) < count) {
        auto *item = new InstanceShapesItem;
        item->setParentItem(this);
        item->setZValue(qreal(m_items.size())); // instance order
        m_items.push_back(item);
    }
    m_rebuilt = 0;
    for (int i = 0; i < count; ++i) {
        const hc::Collider &c = evaluator.collider(i);
        const bool drawn = c.width > 0 && c.height > 0 && shown != 0;
        m_items[std::size_t(i)]->setVisible(drawn);
        if (drawn)
            m_rebuilt += m_items[std::size_t(i)]->setShapes(c, shown, colliding[std::size_t(i)]);
    }
}

void TierShapesItem::setLightShapes(const model::PreviewEvaluator &evaluator,
                                    const std::vector<TierHits> &colliding,
                                    hc::TierSet shown)
{
    prepareGeometryChange();
    m_shown = shown;
    for (TierOutlines &tier : m_tiers)
        tier.clear();
    QRectF bounds;
    for (int i = 0; i < evaluator.instanceCount(); ++i) {
        const hc::Collider &c = evaluator.collider(i);
        if (c.width <= 0 || c.height <= 0)
            continue;
        // Only the shapes in contact are drawn.
        hc::TierSet drawn = 0;
        for (const hc::Tier tier : hc::allTiers) {
            if (colliding[std::size_t(i)][at(tier)])
                drawn |= hc::tierBit(tier);
        }
        bounds |= addTierShapes(c, toQt(evaluator.bounds(i)), shown & drawn, m_tiers);
    }
    m_bounds = bounds.adjusted(-4, -4, 4, 4);
    update();
}

void TierShapesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_shown == 0)
        return;
    // Thousands of small shapes draw much faster without antialiasing; circles, mostly
    // equal balls, are stamped from antialiased pictures.
    painter->setRenderHint(QPainter::Antialiasing, false);
    // Cheapest tier at the bottom, the armature on top.
    for (const hc::Tier tier :
         {hc::Tier::Aabb, hc::Tier::Box, hc::Tier::Circle, hc::Tier::Armature}) {
        if (m_shown & hc::tierBit(tier))
            m_tiers[at(tier)].paint(painter, tier, true, option->exposedRect, &m_stamps);
    }
}

} // namespace hitbox::editor
