#include "model/import/convexjoin.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <optional>
#include <utility>

namespace hitbox::model {
namespace {

using collision::Polygon;
using collision::Vec2;

struct Edge
{
    Vec2 from;
    Vec2 to;
    friend bool operator==(const Edge &, const Edge &) = default;
};

size_t qHash(const Edge &e, size_t seed = 0)
{
    return qHashMulti(seed, e.from.x, e.from.y, e.to.x, e.to.y);
}

// `p` rotated so that it starts at index `start`.
std::vector<Vec2> rotatedFrom(const std::vector<Vec2> &p, std::size_t start)
{
    std::vector<Vec2> out(p.begin() + std::ptrdiff_t(start), p.end());
    out.insert(out.end(), p.begin(), p.begin() + std::ptrdiff_t(start));
    return out;
}

// a holds the edge a[i] -> a[i + 1], b the edge back at b[j] -> b[j + 1]: the outline of
// both, a from the end of the edge round to its start, then b's other points.
Polygon joined(const Polygon &a, std::size_t i, const Polygon &b, std::size_t j)
{
    const std::size_t na = a.points.size();
    const std::size_t nb = b.points.size();
    std::vector<Vec2> out = rotatedFrom(a.points, (i + 1) % na);         // a[i+1] ... a[i]
    const std::vector<Vec2> other = rotatedFrom(b.points, (j + 1) % nb); // b[j+1] ... b[j]
    out.insert(out.end(), other.begin() + 1, other.end() - 1);
    return {out};
}

// One join of two pieces across a shared edge that gives a simple polygon, or false.
bool joinOnce(QList<std::optional<Polygon>> &pieces, QSet<std::pair<int, int>> &refused)
{
    QHash<Edge, std::pair<int, std::size_t>> edges;
    for (int k = 0; k < pieces.size(); ++k) {
        if (!pieces[k])
            continue;
        const std::vector<Vec2> &p = pieces[k]->points;
        for (std::size_t e = 0; e < p.size(); ++e)
            edges.insert({p[e], p[(e + 1) % p.size()]}, {k, e});
    }
    for (int k = 0; k < pieces.size(); ++k) {
        if (!pieces[k])
            continue;
        const std::vector<Vec2> &p = pieces[k]->points;
        for (std::size_t e = 0; e < p.size(); ++e) {
            const auto back = edges.constFind(Edge{p[(e + 1) % p.size()], p[e]});
            if (back == edges.cend() || back->first == k || refused.contains({k, back->first}))
                continue;
            const Polygon both = joined(*pieces[k], e, *pieces[back->first], back->second);
            if (!collision::validatePolygon(both).isValid()) {
                refused.insert({k, back->first});
                continue;
            }
            pieces[k] = both;
            pieces[back->first].reset();
            return true;
        }
    }
    return false;
}

} // namespace

QList<collision::Polygon> joinConvexPieces(const QList<collision::Polygon> &pieces)
{
    QList<std::optional<Polygon>> open;
    for (Polygon p : pieces) {
        p.points.erase(std::unique(p.points.begin(), p.points.end()), p.points.end());
        while (p.points.size() > 1 && p.points.front() == p.points.back())
            p.points.pop_back();
        if (collision::signedArea(p) < 0.0)
            std::reverse(p.points.begin(), p.points.end());
        open.append(p);
    }
    QSet<std::pair<int, int>> refused;
    while (joinOnce(open, refused)) {
    }
    QList<Polygon> out;
    for (const std::optional<Polygon> &p : std::as_const(open)) {
        if (p)
            out.append(*p);
    }
    return out;
}

Shape outlineShape(const collision::Polygon &outline, const QString &role)
{
    const std::vector<Vec2> &p = outline.points;
    if (p.size() == 4) {
        // The extremes themselves: x + (max - min) need not give max back in doubles.
        const auto [minX, maxX] = std::minmax({p[0].x, p[1].x, p[2].x, p[3].x});
        const auto [minY, maxY] = std::minmax({p[0].y, p[1].y, p[2].y, p[3].y});
        int corners = 0;
        for (const Vec2 c :
             {Vec2{minX, minY}, Vec2{maxX, minY}, Vec2{maxX, maxY}, Vec2{minX, maxY}})
            corners += int(std::count(p.begin(), p.end(), c));
        if (corners == 4 && minX < maxX && minY < maxY)
            return Shape::makeBox({minX, minY, maxX - minX, maxY - minY}, role);
    }
    return Shape::makePolygon(outline, role);
}

} // namespace hitbox::model
