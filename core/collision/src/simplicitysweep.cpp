#include "simplicitysweep.h"

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

namespace hitbox::collision::detail {
namespace {

bool lexLess(Vec2 a, Vec2 b)
{
    return a.x < b.x || (a.x == b.x && a.y < b.y);
}

// An edge with its lexicographically smaller end first.
struct Edge
{
    Vec2 left;
    Vec2 right;
};

// The sweep visits the vertices in lexicographic order (a vertical sweep line, tilted
// infinitesimally so that points on it are taken bottom to top). The status holds the
// edges the line currently crosses, ordered bottom to top. Every pair of edges that
// becomes adjacent in the status is tested; the leftmost contact of non-neighbours is
// found before the line passes it, so the status order stays consistent until then.
class Sweep
{
public:
    Sweep(std::span<const Vec2> pts, std::span<const std::size_t> loopSizes)
        : m_pts(pts)
        , m_status(Below{this})
    {
        const std::size_t n = pts.size();
        m_next.resize(n);
        m_previous.resize(n);
        m_loopOf.resize(n);
        std::size_t begin = 0;
        for (std::size_t l = 0; l < loopSizes.size(); ++l) {
            const std::size_t size = loopSizes[l];
            for (std::size_t i = 0; i < size; ++i) {
                m_next[begin + i] = begin + (i + 1) % size;
                m_previous[begin + i] = begin + (i + size - 1) % size;
                m_loopOf[begin + i] = l;
            }
            begin += size;
        }
        m_edges.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 a = pts[i];
            const Vec2 b = pts[next(i)];
            m_edges.push_back(lexLess(a, b) ? Edge{a, b} : Edge{b, a});
        }
        m_where.resize(n, m_status.end());
    }
    Sweep(const Sweep &) = delete; // the status's comparator points back here
    Sweep &operator=(const Sweep &) = delete;

    std::optional<std::pair<std::size_t, std::size_t>> run()
    {
        const std::size_t n = m_pts.size();
        // Neighbours can meet beyond their shared vertex only by folding back along one
        // line; the sweep skips neighbour pairs, so this is checked first.
        for (std::size_t i = 0; i < n && !m_found; ++i) {
            const std::size_t j = next(i);
            const Vec2 shared = m_pts[j];
            if (orient2d(m_pts[i], shared, m_pts[next(j)]) == 0
                && sameDirection(shared, m_pts[i], m_pts[next(j)])) {
                report(i, j);
            }
        }
        std::vector<std::size_t> order(n);
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return lexLess(m_pts[a], m_pts[b]);
        });
        for (std::size_t k = 0; k < n && !m_found; ++k) {
            const std::size_t v = order[k];
            const std::size_t incident[2] = {previous(v), v};
            for (const std::size_t e : incident) {
                if (m_edges[e].right == m_pts[v])
                    remove(e);
            }
            for (const std::size_t e : incident) {
                if (!m_found && m_edges[e].left == m_pts[v])
                    insert(e);
            }
            if (m_parents && !m_found && (*m_parents)[m_loopOf[v]] == unseen)
                findParent(v);
        }
        return m_found;
    }

    // Also find each loop's parent (see findLoopParents); `orientations` holds each loop's
    // polygonOrientation.
    void trackParents(std::vector<std::ptrdiff_t> *parents, std::vector<int> orientations)
    {
        m_parents = parents;
        m_orientations = std::move(orientations);
        parents->assign(m_orientations.size(), unseen);
    }

private:
    struct Below
    {
        const Sweep *sweep;
        bool operator()(std::size_t a, std::size_t b) const { return sweep->below(a, b); }
    };

    static constexpr std::ptrdiff_t unseen = -2;

    // v is the lexicographically first vertex of its loop, so both its edges start there
    // and are neighbours in the status. The edge right below them decides: v lies inside
    // that edge's loop when the loop's inside is above the edge, else beside it, inside
    // the same loop as that loop.
    void findParent(std::size_t v)
    {
        std::ptrdiff_t &parent = (*m_parents)[m_loopOf[v]];
        auto lowest = m_where[v];
        if (const auto other = m_where[previous(v)];
            other != m_status.end() && std::next(other) == lowest)
            lowest = other;
        if (lowest == m_status.end() || lowest == m_status.begin()) {
            parent = -1;
            return;
        }
        const std::size_t below = *std::prev(lowest);
        const std::size_t loop = m_loopOf[below];
        const bool leftToRight = lexLess(m_pts[below], m_pts[next(below)]);
        // Counter-clockwise loops (in math axes) have their inside on the left of each edge,
        // which is above an edge running left to right.
        const bool insideAbove = (m_orientations[loop] > 0) == leftToRight;
        parent = insideAbove ? std::ptrdiff_t(loop) : (*m_parents)[loop];
    }

    std::size_t next(std::size_t i) const { return m_next[i]; }
    std::size_t previous(std::size_t i) const { return m_previous[i]; }
    bool neighbours(std::size_t a, std::size_t b) const { return next(a) == b || next(b) == a; }

    void report(std::size_t a, std::size_t b) const
    {
        if (!m_found)
            m_found = std::minmax(a, b);
    }

    // Edge a lies below edge b where the line is now. Only an edge being inserted is
    // compared, so one of them starts at the current vertex and the other spans it.
    bool below(std::size_t a, std::size_t b) const
    {
        const Edge &ea = m_edges[a];
        const Edge &eb = m_edges[b];
        int o = 0;
        if (ea.left == eb.left) {
            o = orient2d(ea.left, ea.right, eb.right); // both start here: compare directions
        } else if (lexLess(ea.left, eb.left)) {
            o = orient2d(ea.left, ea.right, eb.left);
        } else {
            o = -orient2d(eb.left, eb.right, ea.left);
        }
        if (o != 0)
            return o > 0;
        // One edge starts on the other (which spans the current vertex), or both run
        // along one line from it: they meet. Any consistent answer will do from here.
        report(a, b);
        return a < b;
    }

    void test(std::size_t a, std::size_t b) const
    {
        if (m_found || neighbours(a, b))
            return;
        if (segmentsIntersect(
                    m_edges[a].left, m_edges[a].right, m_edges[b].left, m_edges[b].right)) {
            report(a, b);
        }
    }

    void insert(std::size_t e)
    {
        const auto it = m_status.insert(e).first;
        m_where[e] = it;
        if (it != m_status.begin())
            test(*std::prev(it), e);
        if (const auto after = std::next(it); after != m_status.end())
            test(e, *after);
    }

    void remove(std::size_t e)
    {
        const auto it = m_where[e];
        if (it == m_status.end())
            return;
        const auto after = std::next(it);
        const bool hasLower = it != m_status.begin();
        const std::size_t lower = hasLower ? *std::prev(it) : 0;
        m_status.erase(it);
        m_where[e] = m_status.end();
        if (hasLower && after != m_status.end())
            test(lower, *after);
    }

    std::span<const Vec2> m_pts;
    std::vector<std::size_t> m_next; // the next vertex of the same loop
    std::vector<std::size_t> m_previous;
    std::vector<std::size_t> m_loopOf;
    std::vector<std::ptrdiff_t> *m_parents = nullptr;
    std::vector<int> m_orientations;
    std::vector<Edge> m_edges;
    mutable std::optional<std::pair<std::size_t, std::size_t>> m_found;
    std::set<std::size_t, Below> m_status;
    std::vector<std::set<std::size_t, Below>::iterator> m_where;
};

} // namespace

std::optional<std::pair<std::size_t, std::size_t>> findEdgeContactBySweep(std::span<const Vec2> pts)
{
    if (pts.size() < 3)
        return std::nullopt;
    const std::size_t sizes[] = {pts.size()};
    return Sweep(pts, sizes).run();
}

std::optional<std::pair<std::size_t, std::size_t>>
findEdgeContactBySweep(std::span<const Vec2> pts, std::span<const std::size_t> loopSizes)
{
    std::size_t total = 0;
    for (const std::size_t size : loopSizes) {
        if (size < 3)
            return std::nullopt;
        total += size;
    }
    if (total != pts.size() || total == 0)
        return std::nullopt;
    return Sweep(pts, loopSizes).run();
}

std::optional<std::pair<std::size_t, std::size_t>>
findLoopParents(std::span<const Vec2> pts,
                std::span<const std::size_t> loopSizes,
                std::vector<std::ptrdiff_t> &parents)
{
    parents.clear();
    std::size_t total = 0;
    std::vector<int> orientations;
    for (const std::size_t size : loopSizes) {
        if (size < 3)
            return std::nullopt;
        orientations.push_back(polygonOrientation(pts.subspan(total, size)));
        total += size;
    }
    if (total != pts.size() || total == 0)
        return std::nullopt;
    Sweep sweep(pts, loopSizes);
    sweep.trackParents(&parents, std::move(orientations));
    const auto found = sweep.run();
    if (found)
        parents.clear();
    return found;
}

} // namespace hitbox::collision::detail
