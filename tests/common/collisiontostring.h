#pragma once

// Qt Test support for the collision kernel's value types, shared by the tests:
// describe() gives a readable text with full precision (for QVERIFY2 contexts),
// toString() lets QCOMPARE print the values on failure (found by argument-dependent
// lookup, hence the kernel's namespace), and the metatypes let _data() tables hold them.

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>
#include <hitbox/tiers.h>
#include <hitbox/world.h>

#include <QByteArray>
#include <QMetaType>
#include <QString>

#include <vector>

Q_DECLARE_METATYPE(hitbox::collision::Rect)
Q_DECLARE_METATYPE(hitbox::collision::Transform)
Q_DECLARE_METATYPE(hitbox::collision::Vec2)

namespace hitbox::collision {

inline QByteArray describe(Vec2 p)
{
    return QString::asprintf("(%.17g, %.17g)", p.x, p.y).toLatin1();
}

inline QByteArray describe(const Rect &r)
{
    return QString::asprintf("Rect{%.17g, %.17g, %.17g, %.17g}", r.x, r.y, r.w, r.h).toLatin1();
}

inline QByteArray describe(const PixelRect &r)
{
    return QString::asprintf("PixelRect{%lld, %lld, %lld, %lld}",
                             static_cast<long long>(r.x),
                             static_cast<long long>(r.y),
                             static_cast<long long>(r.w),
                             static_cast<long long>(r.h))
            .toLatin1();
}

inline QByteArray describe(const Affine &m)
{
    return QString::asprintf("Affine{%.17g, %.17g, %.17g, %.17g, %.17g, %.17g}",
                             m.m11,
                             m.m12,
                             m.m21,
                             m.m22,
                             m.dx,
                             m.dy)
            .toLatin1();
}

inline QByteArray describe(const Transform &t)
{
    return "Transform{pos " + describe(t.position) + " pivot " + describe(t.pivot) + " rot "
           + QByteArray::number(t.rotation, 'g', 17) + " scale " + describe(t.scale) + "}";
}

inline char *toString(Vec2 p)
{
    return qstrdup(describe(p).constData());
}

inline char *toString(const Rect &r)
{
    return qstrdup(describe(r).constData());
}

inline char *toString(const PixelRect &r)
{
    return qstrdup(describe(r).constData());
}

inline char *toString(const Affine &m)
{
    return qstrdup(describe(m).constData());
}

// describe(PolygonProblem) is the kernel's own (hitbox/shapes.h).
inline char *toString(PolygonProblem problem)
{
    return qstrdup(describe(problem));
}

inline char *toString(Containment c)
{
    const char *const names[] = {"Outside", "Boundary", "Inside"};
    return qstrdup(names[static_cast<int>(c)]);
}

inline char *toString(Verdict v)
{
    const char *const names[] = {"NotRun", "NotApplicable", "Hit", "Miss"};
    return qstrdup(names[static_cast<int>(v)]);
}

inline char *toString(const std::vector<IndexPair> &pairs)
{
    QByteArray text = "{";
    for (const IndexPair &p : pairs)
        text += QByteArray::number(p.a) + "-" + QByteArray::number(p.b) + " ";
    text += "}";
    return qstrdup(text.constData());
}

} // namespace hitbox::collision
