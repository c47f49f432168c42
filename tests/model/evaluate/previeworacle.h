#pragma once

// The collision preview's oracle, shared by the PreviewEvaluator tests: colliders built by
// hand from the sprite records (not with model::spriteCollider), and report comparison.

#include "model/document/project.h"
#include "model/io/imagecache.h"

#include <hitbox/pipeline.h>
#include <hitbox/shapes.h>

#include <QSize>
#include <QStringList>

#include <memory>
#include <vector>

namespace hitbox::testing {

// Everything needed to evaluate a scene by hand.
struct Inputs
{
    std::vector<std::shared_ptr<const collision::Mask>> masks; // per sprite
    std::vector<QSize> sizes;                                  // per sprite
};

inline Inputs inputsOf(const model::Project &project, model::ImageCache &images)
{
    Inputs in;
    for (const model::Sprite &s : project.sprites) {
        in.masks.push_back(images.mask(s.imagePath, {}, s.threshold, s.colorKey));
        in.sizes.push_back(images.image(s.imagePath).size());
    }
    return in;
}

// The oracle's collider: straight from the sprite record, all polygons valid in these
// tests unless the test says otherwise.
inline collision::Collider colliderOf(const model::Project &project,
                                      const Inputs &in,
                                      const model::PreviewInstance &instance,
                                      bool skipInvalid = true)
{
    const model::Sprite &s = project.sprites[instance.sprite];
    const QSize size = in.sizes[std::size_t(instance.sprite)];
    collision::Collider c;
    c.width = size.width();
    c.height = size.height();
    c.transform.position = instance.position;
    c.transform.pivot
            = s.pivot ? *s.pivot : collision::Vec2{size.width() / 2.0, size.height() / 2.0};
    c.transform.rotation = instance.rotation;
    c.transform.scale = instance.scale;
    // Frame 0's shapes by kind, every role meeting every other (the tests' roles).
    for (const model::Shape &shape : s.frames.at(0).shapes) {
        if (shape.isBox())
            c.boxes.push_back(shape.box);
        else if (shape.isCircle())
            c.circles.push_back(shape.circle);
        else if (!skipInvalid || collision::validatePolygon(shape.polygon).isValid())
            c.armature.push_back(shape.polygon);
    }
    c.mask = in.masks[std::size_t(instance.sprite)].get();
    return c;
}

// Where the oracle's kernel lists come from: the frame-0 shape index of each box, circle
// and (usable) polygon, in the order colliderOf lists them.
struct ShapeIndex
{
    std::vector<std::size_t> boxes;
    std::vector<std::size_t> circles;
    std::vector<std::size_t> polygons;
};

inline ShapeIndex shapeIndexOf(const model::Project &project,
                               const model::PreviewInstance &instance,
                               bool skipInvalid = true)
{
    ShapeIndex out;
    const QList<model::Shape> &shapes = project.sprites[instance.sprite].frames.at(0).shapes;
    for (qsizetype k = 0; k < shapes.size(); ++k) {
        if (shapes[k].isBox())
            out.boxes.push_back(std::size_t(k));
        else if (shapes[k].isCircle())
            out.circles.push_back(std::size_t(k));
        else if (!skipInvalid || collision::validatePolygon(shapes[k].polygon).isValid())
            out.polygons.push_back(std::size_t(k));
    }
    return out;
}

// The report with kernel list indices turned into frame shape indices, as the preview
// evaluator reports them.
inline collision::CollisionReport
withShapeIndices(collision::CollisionReport r, const ShapeIndex &a, const ShapeIndex &b)
{
    for (collision::ShapePair &p : r[collision::Tier::Box].shapePairs)
        p = {a.boxes[p.a], b.boxes[p.b]};
    for (collision::ShapePair &p : r[collision::Tier::Circle].shapePairs)
        p = {a.circles[p.a], b.circles[p.b]};
    const auto index = [](const ShapeIndex &s, collision::ShapeKind kind, std::size_t i) {
        return kind == collision::ShapeKind::Box      ? s.boxes[i]
               : kind == collision::ShapeKind::Circle ? s.circles[i]
                                                      : s.polygons[i];
    };
    for (collision::PolygonPair &p : r[collision::Tier::Armature].polygonPairs) {
        p.a = index(a, p.kindA, p.a);
        p.b = index(b, p.kindB, p.b);
    }
    return r;
}

inline QString describe(const collision::CollisionReport &r)
{
    QStringList parts;
    for (const collision::Tier t : collision::allTiers) {
        parts << QStringLiteral("%1=%2")
                         .arg(QString::fromLatin1(collision::tierName(t).data()))
                         .arg(int(r[t].verdict));
    }
    return parts.join(QLatin1Char(' '));
}

// Field by field; shape and polygon pairs are compared as given (the caller maps indices
// first, withShapeIndices).
inline bool sameReport(const collision::CollisionReport &x, const collision::CollisionReport &y)
{
    if (x.hit != y.hit || x.decidedBy != y.decidedBy)
        return false;
    for (const collision::Tier t : collision::allTiers) {
        const collision::TierResult &a = x[t];
        const collision::TierResult &b = y[t];
        if (a.verdict != b.verdict || !(a.intersection == b.intersection)
            || a.pixels.hit != b.pixels.hit || a.pixels.count != b.pixels.count
            || a.pixels.firstContact != b.pixels.firstContact
            || !(a.pixels.scanned == b.pixels.scanned)
            || a.polygonPairs.size() != b.polygonPairs.size() || a.shapePairs != b.shapePairs)
            return false;
        for (std::size_t i = 0; i < a.polygonPairs.size(); ++i) {
            if (a.polygonPairs[i].a != b.polygonPairs[i].a
                || a.polygonPairs[i].b != b.polygonPairs[i].b
                || !(a.polygonPairs[i].witness == b.polygonPairs[i].witness))
                return false;
        }
    }
    return true;
}

inline constexpr collision::EvaluationOptions fullEvidence{
        collision::allTierSet, collision::PixelDetail::Full, true};

} // namespace hitbox::testing
