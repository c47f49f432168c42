#pragma once

#include "model/evaluate/previewevaluator.h"

#include <QGraphicsItem>
#include <QHash>
#include <QImage>
#include <QList>
#include <QTransform>

#include <memory>

namespace hitbox::editor {

/// The evidence of every overlapping pair, drawn over the sprites: the intersection
/// rectangle of the aabb tier's bounds (every shape), the solid pixels that overlap (the pixel
/// tier's hit pixels, in the first instance's image) and a marker on the first contact pixel; also
/// the witness points of the armature polygon pairs that touched.
class ContactOverlayItem : public QGraphicsItem
{
public:
    ContactOverlayItem();

    /// Takes the pairs of an evaluation; `showPixels` draws the hit pixels and the first
    /// contacts, `showArmature` the polygon witnesses.
    void setPairs(const model::PreviewEvaluator &evaluator,
                  const model::PreviewEvaluation &evaluation,
                  bool showPixels,
                  bool showArmature);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    struct HitPixels
    {
        std::shared_ptr<const collision::Mask> mask; // the hit pixels, in A's image
        QTransform imageToWorld;                     // A's image pixels -> world
        // Drawn at the screen's resolution (maskPicture) for one device transform.
        QImage picture;
        QPoint origin;
        QTransform device; // imageToWorld * view, translation rounded, of `picture`
        QRect clip;        // the device pixels `picture` was made for
    };
    void paintHitPixels(QPainter *painter, HitPixels &pixels);
    void paintFullSize(QPainter *painter, const HitPixels &pixels);

    QList<QRectF> m_intersections;
    QList<HitPixels> m_pixels;
    QList<QPointF> m_contacts;
    QList<QPointF> m_witnesses;
    // Full-size converted images by mask, when zoomed in too far for a screen picture;
    // reused while the evaluator keeps the pair's result. The masks are held so that
    // their addresses cannot be reused while cached.
    struct Converted
    {
        std::shared_ptr<const collision::Mask> mask;
        QImage image;
    };
    QHash<const collision::Mask *, Converted> m_images;
    QRectF m_bounds;
};

} // namespace hitbox::editor
