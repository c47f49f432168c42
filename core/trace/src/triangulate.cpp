#include <hitbox/trace/triangulate.h>

#include "uniformgrid.h"
#include <hitbox/geometry.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace hitbox::collision {

using namespace detail; // internal helpers (src/)

namespace {

using Index = std::uint32_t;
constexpr Index noInstance = ~Index(0);

// Z-order (Morton) keys of points quantised to 16 bits per axis over a box: a point
// inside an axis-aligned box has a key between those of the box's corners, and points
// near each other mostly have keys near each other, whatever the shape's density. The
// ear test finds the points in an ear's box by walking the instances sorted by key, as
// mapbox/earcut does; a uniform grid instead held hundreds of points per cell along a
// dense traced outline.
class ZOrder
{
public:
    ZOrder() = default;
    explicit ZOrder(const Rect &bounds)
        : m_origin{bounds.x, bounds.y}
        , m_scale(std::max(bounds.w, bounds.h) > 0.0 ? 65535.0 / std::max(bounds.w, bounds.h) : 0.0)
    {}

    // Monotone in x and in y (each step rounds monotonically), clamped to the box.
    std::uint32_t key(Vec2 p) const
    {
        return spread(quantised(p.x - m_origin.x)) | (spread(quantised(p.y - m_origin.y)) << 1);
    }

private:
    std::uint32_t quantised(double offset) const
    {
        return std::uint32_t(std::clamp(offset * m_scale, 0.0, 65535.0));
    }
    static std::uint32_t spread(std::uint32_t v)
    {
        v = (v | (v << 8)) & 0x00FF00FFu;
        v = (v | (v << 4)) & 0x0F0F0F0Fu;
        v = (v | (v << 2)) & 0x33333333u;
        v = (v | (v << 1)) & 0x55555555u;
        return v;
    }

    Vec2 m_origin;
    double m_scale = 0.0;
};

bool inClosedTriangle(Vec2 a, Vec2 b, Vec2 c, Vec2 p)
{
    return orient2d(a, b, p) >= 0 && orient2d(b, c, p) >= 0 && orient2d(c, a, p) >= 0;
}

struct Segment
{
    Index from; // vertex indices
    Index to;
};

class EarClipper
{
public:
    explicit EarClipper(const PolygonWithHoles &shape)
    {
        const std::vector<Vec2> outer = preparedLoop(shape.outer, 1);
        if (outer.empty())
            return;
        addLoop(outer);
        for (const Polygon &hole : shape.holes) {
            const std::vector<Vec2> pts = preparedLoop(hole, -1);
            if (!pts.empty())
                addLoop(pts);
        }
        m_valid = true;
    }

    Triangulation run()
    {
        Triangulation out;
        if (!m_valid)
            return out;
        UniformGrid<Segment> segments(boundsOf(m_vertices), m_vertices.size());
        for (const auto &[begin, size] : m_loops) {
            for (Index i = 0; i < size; ++i) {
                const Index a = begin + i;
                const Index b = begin + (i + 1) % size;
                segments.insert({a, b}, m_vertices[a], m_vertices[b]);
            }
        }
        // The outer loop becomes the first piece of the instance list.
        UniformGrid<Index> ring(boundsOf(m_vertices), m_vertices.size());
        for (Index i = 0; i < m_loops[0].second; ++i)
            addInstance(i, ring);
        link(0, m_loops[0].second);
        std::vector<std::size_t> holes(m_loops.size() - 1);
        std::iota(holes.begin(), holes.end(), std::size_t{1});
        std::vector<Index> rightmost(m_loops.size(), 0);
        for (const std::size_t h : holes)
            rightmost[h] = rightmostVertex(h);
        std::sort(holes.begin(), holes.end(), [&](std::size_t a, std::size_t b) {
            const Vec2 p = m_vertices[rightmost[a]];
            const Vec2 q = m_vertices[rightmost[b]];
            return p.x > q.x || (p.x == q.x && (p.y < q.y || (p.y == q.y && a < b)));
        });
        for (const std::size_t h : holes) {
            if (!bridge(h, rightmost[h], segments, ring))
                return out;
        }
        out.ok = clipEars(out);
        out.vertices = std::move(m_vertices);
        return out;
    }

private:
    void addLoop(const std::vector<Vec2> &pts)
    {
        m_loops.push_back({Index(m_vertices.size()), Index(pts.size())});
        m_vertices.insert(m_vertices.end(), pts.begin(), pts.end());
    }

    Index addInstance(Index vertex, UniformGrid<Index> &ring)
    {
        const Index instance = Index(m_instanceVertex.size());
        m_instanceVertex.push_back(vertex);
        m_next.push_back(0);
        m_prev.push_back(0);
        ring.insert(instance, m_vertices[vertex], m_vertices[vertex]);
        return instance;
    }

    // Links instances first .. first + count - 1 into a ring.
    void link(Index first, Index count)
    {
        for (Index i = 0; i < count; ++i) {
            m_next[first + i] = first + (i + 1) % count;
            m_prev[first + i] = first + (i + count - 1) % count;
        }
    }

    Index rightmostVertex(std::size_t loop) const
    {
        const auto [begin, size] = m_loops[loop];
        Index best = begin;
        for (Index v = begin; v < begin + size; ++v) {
            const Vec2 p = m_vertices[v];
            const Vec2 q = m_vertices[best];
            if (p.x > q.x || (p.x == q.x && p.y < q.y))
                best = v;
        }
        return best;
    }

    Vec2 at(Index instance) const { return m_vertices[m_instanceVertex[instance]]; }

    // Joins hole h to the ring by a bridge from its vertex m to the nearest ring instance
    // that sees it: the open segment meets no edge, and it leaves both ends into the
    // shape's interior. Candidates come nearest first, in rings of doubling radius.
    bool bridge(std::size_t h, Index m, UniformGrid<Segment> &segments, UniformGrid<Index> &ring)
    {
        const Vec2 pm = m_vertices[m];
        const auto [begin, size] = m_loops[h];
        const Index mNext = begin + (m - begin + 1) % size;
        const Index mPrev = begin + (m - begin + size - 1) % size;
        const Rect bounds = boundsOf(m_vertices);
        const double reach = std::max(bounds.w, bounds.h) * 2.0 + 1.0;
        std::vector<Index> candidates;
        double tried = -1.0; // squared distance up to which candidates were tried
        for (double r = std::max(reach / 1024.0, 1.0); tried < reach * reach; r *= 2.0) {
            candidates.clear();
            ring.visit(pm - Vec2{r, r}, pm + Vec2{r, r}, [&](Index i) {
                const double d = distanceSquared(at(i), pm);
                if (d > tried && d <= r * r)
                    candidates.push_back(i);
            });
            std::sort(candidates.begin(), candidates.end(), [&](Index a, Index b) {
                const double da = distanceSquared(at(a), pm);
                const double db = distanceSquared(at(b), pm);
                return da < db || (da == db && a < b);
            });
            candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
            tried = r * r;
            for (const Index i : candidates) {
                const Index pv = m_instanceVertex[i];
                const Vec2 pp = m_vertices[pv];
                if (!strictlyInsideCone(pp, at(m_next[i]), at(m_prev[i]), pm))
                    continue;
                if (!strictlyInsideCone(pm, m_vertices[mNext], m_vertices[mPrev], pp))
                    continue;
                if (!visible(m, pv, segments))
                    continue;
                // ring: ... i -> m, hole loop ..., m -> p -> old next of i ...
                const Index after = m_next[i];
                Index last = i;
                for (Index k = 0; k <= size; ++k) {
                    const Index inst = addInstance(begin + (m - begin + k) % size, ring);
                    m_next[last] = inst;
                    m_prev[inst] = last;
                    last = inst;
                }
                const Index back = addInstance(pv, ring);
                m_next[last] = back;
                m_prev[back] = last;
                m_next[back] = after;
                m_prev[after] = back;
                segments.insert({m, pv}, pm, pp);
                return true;
            }
        }
        return false;
    }

    // True when the segment between vertices m and p meets no edge except at m and p
    // themselves (and does not run along an edge from either).
    bool visible(Index m, Index p, const UniformGrid<Segment> &segments) const
    {
        const Vec2 pm = m_vertices[m];
        const Vec2 pp = m_vertices[p];
        bool blocked = false;
        segments.visit(pm, pp, [&](const Segment &s) {
            if (blocked)
                return;
            const Vec2 a = m_vertices[s.from];
            const Vec2 b = m_vertices[s.to];
            if (s.from == m || s.to == m) {
                const Vec2 other = s.from == m ? b : a;
                blocked = s.from == p || s.to == p
                          || (orient2d(pm, pp, other) == 0 && sameDirection(pm, pp, other));
            } else if (s.from == p || s.to == p) {
                const Vec2 other = s.from == p ? b : a;
                blocked = orient2d(pp, pm, other) == 0 && sameDirection(pp, pm, other);
            } else {
                blocked = segmentsIntersect(pm, pp, a, b);
            }
        });
        return !blocked;
    }

    // An ear: b turns strictly counter-clockwise and nothing of the rest of the ring
    // reaches into the triangle a, b, c. Repeated (bridge) vertices at a corner count as
    // reaching in when one of their edges leaves into the triangle.
    bool isEar(Index b) const
    {
        const Index a = m_prev[b];
        const Index c = m_next[b];
        const Vec2 pa = at(a);
        const Vec2 pb = at(b);
        const Vec2 pc = at(c);
        if (orient2d(pa, pb, pc) <= 0)
            return false;
        const Vec2 lo{std::min({pa.x, pb.x, pc.x}), std::min({pa.y, pb.y, pc.y})};
        const Vec2 hi{std::max({pa.x, pb.x, pc.x}), std::max({pa.y, pb.y, pc.y})};
        const auto blocks = [&](Index p) {
            if (p == a || p == b || p == c)
                return false;
            const Vec2 pp = at(p);
            if (pp.x < lo.x || pp.x > hi.x || pp.y < lo.y || pp.y > hi.y)
                return false;
            const Vec2 prev = at(m_prev[p]);
            const Vec2 next = at(m_next[p]);
            if (pp == pa)
                return strictlyInsideCone(pa, pb, pc, prev) || strictlyInsideCone(pa, pb, pc, next);
            if (pp == pb)
                return strictlyInsideCone(pb, pc, pa, prev) || strictlyInsideCone(pb, pc, pa, next);
            if (pp == pc)
                return strictlyInsideCone(pc, pa, pb, prev) || strictlyInsideCone(pc, pa, pb, next);
            return inClosedTriangle(pa, pb, pc, pp);
        };
        // Every point of the box has a z-order key between those of its corners, and b
        // is in the box: walking the z-ordered ring both ways from b until the keys leave
        // that range meets every remaining instance in the box.
        const std::uint32_t zLo = m_zorder.key(lo);
        const std::uint32_t zHi = m_zorder.key(hi);
        for (Index p = m_zNext[b]; p != noInstance && m_z[p] <= zHi; p = m_zNext[p]) {
            if (blocks(p))
                return false;
        }
        for (Index p = m_zPrev[b]; p != noInstance && m_z[p] >= zLo; p = m_zPrev[p]) {
            if (blocks(p))
                return false;
        }
        return true;
    }

    // The instances in z-order (ties by instance), linked both ways.
    void sortByZOrder()
    {
        const Index total = Index(m_instanceVertex.size());
        m_zorder = ZOrder(boundsOf(m_vertices));
        m_z.resize(total);
        std::vector<Index> order(total);
        for (Index i = 0; i < total; ++i) {
            m_z[i] = m_zorder.key(at(i));
            order[i] = i;
        }
        std::sort(order.begin(), order.end(), [&](Index x, Index y) {
            return m_z[x] < m_z[y] || (m_z[x] == m_z[y] && x < y);
        });
        m_zPrev.assign(total, noInstance);
        m_zNext.assign(total, noInstance);
        for (Index k = 1; k < total; ++k) {
            m_zNext[order[k - 1]] = order[k];
            m_zPrev[order[k]] = order[k - 1];
        }
    }

    void removeFromZOrder(Index i)
    {
        if (m_zPrev[i] != noInstance)
            m_zNext[m_zPrev[i]] = m_zNext[i];
        if (m_zNext[i] != noInstance)
            m_zPrev[m_zNext[i]] = m_zPrev[i];
    }

    // True when each of the first `count` instances (one ring) turns strictly left and
    // the ring's turning angles add up to one full turn.
    bool windsOnceTurningLeft(Index count) const
    {
        double turning = 0.0;
        for (Index i = 0; i < count; ++i) {
            const Vec2 p = at(m_prev[i]);
            const Vec2 q = at(i);
            const Vec2 r = at(m_next[i]);
            if (orient2d(p, q, r) <= 0)
                return false;
            turning += std::atan2(cross(q - p, r - q), dot(q - p, r - q));
        }
        return std::abs(turning - 2.0 * std::numbers::pi) < std::numbers::pi;
    }

    bool clipEars(Triangulation &out)
    {
        const Index total = Index(m_instanceVertex.size());
        sortByZOrder();
        // A loop without holes whose every vertex turns strictly left and that winds
        // once is strictly convex, and so is every loop clipping ears leaves of it: every
        // vertex is an ear (all others lie strictly beyond the chord a-c), and the search
        // for points in the triangle, whose box grows with the fan a convex outline is
        // cut into, is skipped. (Winding once rules out stars drawn in one stroke.)
        const bool convexRing = m_loops.size() == 1 && windsOnceTurningLeft(total);
        Index count = total;
        Index current = 0;
        Index misses = 0;
        while (count > 3) {
            if (convexRing || isEar(current)) {
                const Index a = m_prev[current];
                const Index c = m_next[current];
                out.triangles.push_back(
                        {m_instanceVertex[a], m_instanceVertex[current], m_instanceVertex[c]});
                removeFromZOrder(current);
                m_next[a] = c;
                m_prev[c] = a;
                --count;
                current = m_next[c];
                misses = 0;
            } else {
                current = m_next[current];
                if (++misses > count)
                    return false;
            }
        }
        const Index a = m_prev[current];
        const Index c = m_next[current];
        const int turn = orient2d(at(a), at(current), at(c));
        if (turn > 0)
            out.triangles.push_back(
                    {m_instanceVertex[a], m_instanceVertex[current], m_instanceVertex[c]});
        return turn > 0;
    }

    bool m_valid = false;
    std::vector<Vec2> m_vertices;
    std::vector<std::pair<Index, Index>> m_loops; // (first vertex, count); [0] is outer
    std::vector<Index> m_instanceVertex;          // ring position -> vertex
    std::vector<Index> m_next;
    std::vector<Index> m_prev;
    ZOrder m_zorder;
    std::vector<std::uint32_t> m_z; // instance -> z-order key
    std::vector<Index> m_zPrev;     // the instances still in the ring, in z-order
    std::vector<Index> m_zNext;
};

} // namespace

std::vector<Vec2> preparedLoop(const Polygon &polygon, int orientation)
{
    std::vector<Vec2> pts;
    for (const Vec2 p : polygon.points) {
        if (pts.empty() || !(pts.back() == p))
            pts.push_back(p);
    }
    while (pts.size() > 1 && pts.front() == pts.back())
        pts.pop_back();
    if (polygonOrientation(pts) == -orientation)
        std::reverse(pts.begin(), pts.end());
    // Drop the vertices where the loop goes straight on or turns back, until none is
    // left: a worklist over a linked ring, so that long straight runs cost linear time.
    const std::size_t n = pts.size();
    std::vector<std::size_t> prev(n), next(n), work(n);
    std::vector<char> gone(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        prev[i] = (i + n - 1) % n;
        next[i] = (i + 1) % n;
        work[i] = n - 1 - i; // popped from the back: index order first
    }
    std::size_t left = n;
    while (!work.empty() && left >= 3) {
        const std::size_t i = work.back();
        work.pop_back();
        if (gone[i] || orient2d(pts[prev[i]], pts[i], pts[next[i]]) != 0)
            continue;
        gone[i] = 1;
        --left;
        next[prev[i]] = next[i];
        prev[next[i]] = prev[i];
        work.push_back(next[i]);
        work.push_back(prev[i]);
    }
    if (n >= 3) {
        std::vector<Vec2> kept;
        kept.reserve(left);
        for (std::size_t i = 0; i < n; ++i) {
            if (!gone[i])
                kept.push_back(pts[i]);
        }
        pts = std::move(kept);
    }
    if (pts.size() < 3)
        pts.clear();
    return pts;
}

Triangulation triangulate(const PolygonWithHoles &shape)
{
    return EarClipper(shape).run();
}

} // namespace hitbox::collision
