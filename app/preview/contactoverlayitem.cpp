#include "preview/contactoverlayitem.h"

#include "base/qtgeometry.h"
#include "preview/devicepixmapcache.h"
#include "preview/maskpicture.h"
#include "preview/previewstyle.h"

#include "model/io/maskimage.h"
#include <hitbox/geometry.h>

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

// Marker sizes in screen pixels.
constexpr qreal contactRadius = 6.0;
constexpr qreal witnessSize = 4.0;

} // namespace

ContactOverlayItem::ContactOverlayItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
}

void ContactOverlayItem::paintHitPixels(QPainter *painter, HitPixels &pixels)
{
    if (!DevicePixmapCache::isEnabled()) {
        paintFullSize(painter, pixels);
        return;
    }
    const QTransform view = painter->worldTransform();
    QTransform device = pixels.imageToWorld * view;
    // Whole device pixels, as the sprites' pictures (DevicePixmapCache), so both align.
    device.setMatrix(device.m11(),
                     device.m12(),
                     device.m13(),
                     device.m21(),
                     device.m22(),
                     device.m23(),
                     std::round(device.dx()),
                     std::round(device.dy()),
                     device.m33());
    // Only the part on screen is made, again when another part is needed.
    const QRect screen
            = painter->device()
                      ? QRect(0, 0, painter->device()->width(), painter->device()->height())
                      : QRect();
    if (pixels.device != device || !pixels.clip.contains(screen)) {
        MaskPicture picture = maskPicture(*pixels.mask,
                                          pixels.mask->solidBounds(),
                                          device,
                                          screen,
                                          previewstyle::pixel.rgba(),
                                          DevicePixmapCache::maxPixels);
        pixels.picture = std::move(picture.image);
        pixels.origin = picture.origin;
        pixels.device = device;
        pixels.clip = picture.fits ? screen : QRect();
    }
    if (pixels.clip.isNull()) {
        paintFullSize(painter, pixels); // zoomed in too far for one screen picture
        return;
    }
    if (pixels.picture.isNull())
        return; // nothing of it on screen
    painter->save();
    painter->resetTransform();
    painter->setOpacity(0.7); // the sprites stay readable underneath
    painter->drawImage(pixels.origin, pixels.picture);
    painter->restore();
}

void ContactOverlayItem::paintFullSize(QPainter *painter, const HitPixels &pixels)
{
    const hc::Mask &mask = *pixels.mask;
    const hc::PixelRect r = mask.solidBounds();
    auto it = m_images.constFind(&mask);
    if (it == m_images.constEnd()) {
        // Large masks with a small hit area are cut to it.
        const bool crop = r.w * r.h * 4 < std::int64_t(mask.width()) * mask.height();
        it = m_images.insert(&mask,
                             {pixels.mask,
                              crop ? model::maskToImage(mask, previewstyle::pixel.rgba(), r)
                                   : model::maskToImage(mask, previewstyle::pixel.rgba())});
    }
    const QImage &image = it->image;
    const bool cropped = image.width() != mask.width() || image.height() != mask.height();
    const QTransform offset
            = cropped ? QTransform::fromTranslate(qreal(r.x), qreal(r.y)) : QTransform();
    painter->save();
    painter->setTransform(offset * pixels.imageToWorld, true);
    painter->setOpacity(0.7);
    painter->drawImage(QPointF(0, 0), image);
    painter->restore();
}

void ContactOverlayItem::setPairs(const model::PreviewEvaluator &evaluator,
                                  const model::PreviewEvaluation &evaluation,
                                  bool showPixels,
                                  bool showArmature)
{
    prepareGeometryChange();
    m_intersections.clear();
    QList<HitPixels> previousPixels; // their pictures are reused while the mask is the same
    previousPixels.swap(m_pixels);
    m_contacts.clear();
    m_witnesses.clear();
    QHash<const hc::Mask *, Converted> previous;
    previous.swap(m_images);
    QRectF bounds;
    for (const model::PreviewPair &pair : evaluation.pairs) {
        const hc::Rect inter = pair.report[hc::Tier::Aabb].intersection;
        if (!hc::isEmpty(inter)) {
            m_intersections << toQt(inter);
            bounds |= toQt(inter);
        }
        if (showPixels && pair.hitPixels) {
            if (const auto old = previous.constFind(pair.hitPixels.get());
                old != previous.constEnd())
                m_images.insert(old.key(), old.value());
            const auto same = [&pair](const HitPixels &p) { return p.mask == pair.hitPixels; };
            const auto kept = std::find_if(previousPixels.begin(), previousPixels.end(), same);
            m_pixels << (kept != previousPixels.end()
                                 ? *kept
                                 : HitPixels{pair.hitPixels,
                                             toQt(hc::imageToWorld(
                                                     evaluator.collider(pair.a).transform)),
                                             {},
                                             {},
                                             {},
                                             {}});
        }
        if (showPixels && pair.firstContact)
            m_contacts << toQt(*pair.firstContact);
        if (showArmature) {
            for (const hc::PolygonPair &p : pair.report[hc::Tier::Armature].polygonPairs)
                m_witnesses << toQt(p.witness);
        }
    }
    // Markers extend a few screen pixels beyond the rectangles; one scene pixel per
    // screen pixel down to 1/16 zoom is enough margin.
    m_bounds = bounds.adjusted(-200, -200, 200, 200);
    update();
}

void ContactOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const qreal px = lod > 0 ? 1.0 / lod : 1.0; // scene units per screen pixel

    for (HitPixels &p : m_pixels)
        paintHitPixels(painter, p);

    painter->setRenderHint(QPainter::Antialiasing);
    QPen interPen(previewstyle::intersection, 1.5, Qt::DashLine);
    interPen.setCosmetic(true);
    painter->setPen(interPen);
    painter->setBrush(Qt::NoBrush);
    for (const QRectF &r : m_intersections)
        painter->drawRect(r);

    QPen witnessPen(style::polygon.lighter(130), 1.5);
    witnessPen.setCosmetic(true);
    painter->setPen(witnessPen);
    for (const QPointF &w : m_witnesses) {
        const qreal s = witnessSize * px;
        painter->drawPolygon(QPolygonF{
                w + QPointF(0, -s), w + QPointF(s, 0), w + QPointF(0, s), w + QPointF(-s, 0)});
    }

    // First contact: a ring with a cross, white over a dark halo so it reads anywhere.
    for (const QPointF &c : m_contacts) {
        const qreal r = contactRadius * px;
        for (const auto &[color, width] :
             {std::pair{QColor(0, 0, 0, 170), 3.5}, std::pair{previewstyle::firstContact, 1.5}}) {
            QPen pen(color, width);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawEllipse(c, r, r);
            painter->drawLine(c - QPointF(2 * r, 0), c - QPointF(r * 0.4, 0));
            painter->drawLine(c + QPointF(r * 0.4, 0), c + QPointF(2 * r, 0));
            painter->drawLine(c - QPointF(0, 2 * r), c - QPointF(0, r * 0.4));
            painter->drawLine(c + QPointF(0, r * 0.4), c + QPointF(0, 2 * r));
        }
    }
}

} // namespace hitbox::editor
