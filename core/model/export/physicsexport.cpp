#include "model/export/physicsexport.h"

#include "model/export/exportframes.h"

#include "model/evaluate/projectvalidation.h"
#include "model/io/jsonwriter.h"

#include <QRegularExpression>

#include <cmath>
#include <numbers>

namespace hitbox::model {

QString exportFrameKey(const ExportSprite &, const ExportFrame &frame)
{
    return frame.key;
}

QString exportShapeLabel(const ExportFrame &frame, int shapeListIndex)
{
    return shapeDisplayName(frame.frame->shapes, frame.shapeIndices[shapeListIndex]);
}

collision::Polygon boxPolygon(const collision::Rect &box)
{
    return {{{box.x, box.y},
             {box.x + box.w, box.y},
             {box.x + box.w, box.y + box.h},
             {box.x, box.y + box.h}}};
}

collision::Polygon circlePolygon(const collision::Circle &circle, int segments)
{
    collision::Polygon out;
    out.points.reserve(std::size_t(segments));
    for (int i = 0; i < segments; ++i) {
        const double angle = 2.0 * std::numbers::pi * i / segments;
        out.points.push_back({circle.center.x + circle.radius * std::cos(angle),
                              circle.center.y + circle.radius * std::sin(angle)});
    }
    return out;
}

std::vector<collision::Vec2> counterClockwise(std::vector<collision::Vec2> points)
{
    if (collision::signedArea(collision::Polygon{points}) < 0.0)
        std::reverse(points.begin(), points.end());
    return points;
}

QString box2dPieceProblem(const std::vector<collision::Vec2> &pixels, double pixelsPerMetre)
{
    if (pixels.size() > std::size_t(box2dMaxPolygonVertices)) {
        return QStringLiteral("a convex piece has %1 vertices; Box2D takes at most %2")
                .arg(QString::number(pixels.size()), QString::number(box2dMaxPolygonVertices));
    }
    // 1 % margin: Box2D compares in float.
    const double weldPixels = box2dWeldDistanceMetres * pixelsPerMetre * 1.01;
    for (std::size_t i = 0; i < pixels.size(); ++i) {
        for (std::size_t j = i + 1; j < pixels.size(); ++j) {
            const double d = std::hypot(pixels[i].x - pixels[j].x, pixels[i].y - pixels[j].y);
            if (d < weldPixels) {
                return QStringLiteral("two vertices of a convex piece, (%1, %2) and (%3, %4), "
                                      "are %5 px apart; Box2D welds points closer than %6 m "
                                      "(%7 px at %8 px per metre) and aborts")
                        .arg(QString::number(pixels[i].x),
                             QString::number(pixels[i].y),
                             QString::number(pixels[j].x),
                             QString::number(pixels[j].y),
                             QString::number(d, 'g', 3),
                             QString::number(box2dWeldDistanceMetres),
                             QString::number(weldPixels / 1.01, 'g', 3),
                             QString::number(pixelsPerMetre));
            }
        }
    }
    const double area = std::abs(collision::signedArea(collision::Polygon{pixels}))
                        / (pixelsPerMetre * pixelsPerMetre);
    if (!(area >= box2dMinAreaSquareMetres)) {
        return QStringLiteral("a convex piece has almost no area (%1 m^2); Box2D aborts on it")
                .arg(QString::number(area, 'g', 3));
    }
    return {};
}

QString circleProblem(const collision::Circle &circle)
{
    if (!std::isfinite(circle.center.x) || !std::isfinite(circle.center.y)
        || !std::isfinite(circle.radius) || !(circle.radius > 0.0))
        return QStringLiteral("the circle needs a finite centre and a positive radius");
    return {};
}

QString uniqueSanitisedName(const QString &text, QSet<QString> &taken)
{
    static const QRegularExpression other(QStringLiteral("[^A-Za-z0-9.-]"));
    QString base = text;
    base.replace(other, QStringLiteral("_"));
    if (base.isEmpty())
        base = QStringLiteral("_");
    return takeUniqueName(base, taken, [](const QString &name) { return name.toLower(); });
}

QByteArray exportJson(const QJsonObject &root)
{
    return writeDocumentJson(root);
}

} // namespace hitbox::model
