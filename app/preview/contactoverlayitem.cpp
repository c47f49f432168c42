#include "contactoverlayitem.h"

#include "previewstyle.h"
#include "qtgeometry.h"

#include "collision/transform.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtEndian>

#include <cstring>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

// Marker sizes in screen pixels.
constexpr qreal contactRadius = 6.0;
constexpr qreal witnessSize = 4.0;

// The part `r` of a mask as a two-colour image: the mask's bit order (pixel x in bit
// x % 64 of little-endian 64-bit words) is QImage::Format_MonoLSB's.
QImage maskImage(const hc::Mask &mask, const hc::PixelRect &r)
{
    QImage mono(int(r.w), int(r.h), QImage::Format_MonoLSB);
    mono.setColorTable({qRgba(0, 0, 0, 0), previewstyle::pixel.rgba()});
    mono.fill(0);
    for (int y = 0; y < mono.height(); ++y) {
        const std::uint64_t *row = mask.row(int(r.y) + y);
        uchar *out = mono.scanLine(y);
        for (std::int64_t x = 0; x < r.w; ++x) {
            const std::int64_t sx = r.x + x;
            if ((row[sx / 64] >> (sx % 64)) & 1u)
                out[x / 8] = uchar(out[x / 8] | (1u << (x % 8)));
        }
    }
    return mono.convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// The whole mask when it is word-aligned: rows copied word by word.
QImage wholeMaskImage(const hc::Mask &mask)
{
    QImage mono(mask.width(), mask.height(), QImage::Format_MonoLSB);
    mono.setColorTable({qRgba(0, 0, 0, 0), previewstyle::pixel.rgba()});
    const std::size_t bytes = std::size_t(mono.bytesPerLine());
    for (int y = 0; y < mask.height(); ++y) {
        const std::uint64_t *row = mask.row(y);
        uchar *out = mono.scanLine(y);
        for (std::size_t k = 0; k * 8 < bytes; ++k) {
            const std::uint64_t word = qToLittleEndian(row[k]);
            std::memcpy(out + k * 8, &word, std::min<std::size_t>(8, bytes - k * 8));
        }
    }
    return mono.convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

} // namespace

ContactOverlayItem::ContactOverlayItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
}

ContactOverlayItem::HitPixels
ContactOverlayItem::hitPixelsOf(const model::PreviewPair &pair,
                                const model::PreviewEvaluator &evaluator)
{
    const hc::Mask &mask = *pair.hitPixels;
    const hc::PixelRect r = mask.solidBounds();
    const QTransform imageToWorld = toQt(hc::imageToWorld(evaluator.collider(pair.a).transform));
    auto it = m_images.constFind(&mask);
    if (it == m_images.constEnd()) {
        // Large masks with a small hit area are cut to it.
        const bool crop = r.w * r.h * 4 < std::int64_t(mask.width()) * mask.height();
        it = m_images.insert(&mask,
                             {pair.hitPixels, crop ? maskImage(mask, r) : wholeMaskImage(mask)});
    }
    const QImage &image = it->image;
    const bool cropped = image.width() != mask.width() || image.height() != mask.height();
    const QTransform offset
            = cropped ? QTransform::fromTranslate(qreal(r.x), qreal(r.y)) : QTransform();
    return {image, offset * imageToWorld};
}

void ContactOverlayItem::setPairs(const model::PreviewEvaluator &evaluator,
                                  const model::PreviewEvaluation &evaluation,
                                  bool showPixels,
                                  bool showArmature)
{
    prepareGeometryChange();
    m_intersections.clear();
    m_pixels.clear();
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
            m_pixels << hitPixelsOf(pair, evaluator);
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

    for (const HitPixels &p : m_pixels) {
        painter->save();
        painter->setTransform(p.transform, true);
        painter->setOpacity(0.7); // the sprites stay readable underneath
        painter->drawImage(QPointF(0, 0), p.image);
        painter->restore();
    }

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
