#include "model/evaluate/newshape.h"

#include "model/document/roles.h"
#include "model/evaluate/projectvalidation.h"
#include "model/evaluate/tracepipeline.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace hitbox::model {

namespace {

QString baseName(ShapeKind kind, ShapeOrigin origin)
{
    if (origin == ShapeOrigin::Traced)
        return QStringLiteral("trace");
    QString name = shapeKindName(kind);
    name[0] = name[0].toUpper();
    return name;
}

// 1 + the highest N of the names "<base> N" in `taken` (1 when there is none).
qsizetype nextNumber(const QSet<QString> &taken, const QString &base)
{
    const QRegularExpression numbered(
            QStringLiteral("^%1 (\\d+)$").arg(QRegularExpression::escape(base)));
    qsizetype next = 1;
    for (const QString &name : taken) {
        const QRegularExpressionMatch match = numbered.match(name);
        if (match.hasMatch())
            next = std::max(next, match.captured(1).toLongLong() + 1);
    }
    return next;
}

QString numbered(const QString &base, qsizetype n)
{
    return base + QLatin1Char(' ') + QString::number(n);
}

QSet<QString> shownNames(const QList<Shape> &shapes)
{
    QSet<QString> names;
    for (qsizetype i = 0; i < shapes.size(); ++i)
        names.insert(shapeDisplayName(shapes, i));
    return names;
}

} // namespace

QString newShapeRole(ShapeOrigin origin)
{
    return origin == ShapeOrigin::Traced ? QString::fromLatin1(tracedRole) : defaultRoleName();
}

QString newShapeName(const QList<Shape> &shapes, ShapeKind kind, ShapeOrigin origin)
{
    const QString base = baseName(kind, origin);
    const QSet<QString> taken = shownNames(shapes);
    if (origin == ShapeOrigin::Traced)
        return numbered(base, nextNumber(taken, base));
    qsizetype n = 1 + std::count_if(shapes.cbegin(), shapes.cend(), [kind](const Shape &s) {
                      return s.kind == kind;
                  });
    while (taken.contains(numbered(base, n)))
        ++n;
    return numbered(base, n);
}

Shape newShape(const QList<Shape> &shapes, ShapeKind kind, ShapeOrigin origin)
{
    Shape shape;
    shape.kind = kind;
    shape.name = newShapeName(shapes, kind, origin);
    shape.role = newShapeRole(origin);
    return shape;
}

QList<Shape> withDistinctNames(QList<Shape> added, const QList<Shape> &shapes, ShapeOrigin origin)
{
    static const QRegularExpression numberedName(QStringLiteral("^(.+) \\d+$"));
    QList<Shape> all = shapes;
    QSet<QString> taken = shownNames(shapes);
    for (Shape &shape : added) {
        if (shape.name.isEmpty()) {
            shape.name = newShapeName(all, shape.kind, origin);
        } else if (taken.contains(shape.name)) {
            const QRegularExpressionMatch match = numberedName.match(shape.name);
            const QString base = match.hasMatch() ? match.captured(1) : shape.name;
            shape.name = numbered(base, std::max<qsizetype>(2, nextNumber(taken, base)));
        }
        taken.insert(shape.name);
        all.append(shape);
    }
    return added;
}

QList<Shape> asUsersShapes(QList<Shape> shapes)
{
    for (Shape &shape : shapes) {
        shape.tracedThreshold.reset();
        shape.fromSource = false;
    }
    return shapes;
}

QList<Shape> withHandEdits(const QList<Shape> &before, QList<Shape> after)
{
    const auto sameGeometry = [](const Shape &a, const Shape &b) {
        return a.kind == b.kind && a.box == b.box && a.circle == b.circle && a.polygon == b.polygon
               && a.holes == b.holes;
    };
    for (qsizetype i = 0; i < after.size(); ++i) {
        if (i >= before.size() || !sameGeometry(before[i], after[i])) {
            after[i].tracedThreshold.reset();
            after[i].fromSource = false;
        }
    }
    return after;
}

} // namespace hitbox::model
