#pragma once

// Helpers for the tier and pipeline tests: hand-made colliders and masks, and short texts
// for the verdicts of a report or probe, so that a table row reads "HHNM-".

#include <hitbox/pipeline.h>

#include <QByteArray>

#include <initializer_list>

namespace hitbox::testing {

/// The tier names in pipeline order, written out here rather than taken from tierName,
/// which is under test.
inline const char *const expectedTierNames[] = {"aabb", "box", "circle", "armature", "pixel"};

/// One character per tier: '-' NotRun, 'N' NotApplicable, 'H' Hit, 'M' Miss.
inline char verdictChar(collision::Verdict v)
{
    switch (v) {
    case collision::Verdict::NotRun:
        return '-';
    case collision::Verdict::NotApplicable:
        return 'N';
    case collision::Verdict::Hit:
        return 'H';
    case collision::Verdict::Miss:
        return 'M';
    }
    return '?';
}

/// The verdicts of a report in tier order, one character each.
inline QByteArray verdicts(const collision::CollisionReport &r)
{
    QByteArray out;
    for (const collision::TierResult &t : r.tiers)
        out += verdictChar(t.verdict);
    return out;
}

/// The verdicts of a point probe in tier order, one character each.
inline QByteArray verdicts(const collision::PointProbe &p)
{
    QByteArray out;
    for (const collision::Verdict v : p.tiers)
        out += verdictChar(v);
    return out;
}

/// The name of the deciding tier, or "none".
inline QByteArray decidedName(const collision::CollisionReport &r)
{
    return r.decidedBy ? expectedTierNames[static_cast<int>(*r.decidedBy)] : "none";
}

/// A w x h sprite without shapes.
inline collision::Collider sprite(double w,
                                  double h,
                                  collision::Vec2 position,
                                  collision::Vec2 pivot = {},
                                  double rotation = 0.0,
                                  collision::Vec2 scale = {1.0, 1.0})
{
    collision::Collider c;
    c.width = w;
    c.height = h;
    c.transform = {position, pivot, rotation, scale};
    return c;
}

/// The axis-aligned square (or rectangle) polygon [x0, x1] x [y0, y1].
inline collision::Polygon square(double x0, double y0, double x1, double y1)
{
    return collision::Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}};
}

/// A w x h mask with only the given pixels solid.
inline collision::Mask maskWith(int w, int h, std::initializer_list<collision::PixelPoint> solid)
{
    collision::Mask m(w, h);
    for (const collision::PixelPoint p : solid)
        m.set(p.x, p.y);
    return m;
}

/// A round sprite: pixel solid when its centre lies strictly inside the inscribed circle.
inline collision::Mask disc(int size)
{
    collision::Mask m(size, size);
    const double r = size / 2.0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const double dx = x + 0.5 - r;
            const double dy = y + 0.5 - r;
            m.set(x, y, dx * dx + dy * dy < r * r);
        }
    }
    return m;
}

} // namespace hitbox::testing
