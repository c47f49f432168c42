#include "simplicitysweep.h"

#include "predicates.h"

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

namespace hitbox::collision {
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
    explicit Sweep(std::span<const Vec2> pts)
        : m_pts(pts)
        , m_status(Below{this})
    {
        const std::size_t n = pts.size();
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
        }
        return m_found;
    }

private:
    struct Below
    {
        const Sweep *sweep;
        bool operator()(std::size_t a, std::size_t b) const { return sweep->below(a, b); }
    };

    std::size_t next(std::size_t i) const { return i + 1 == m_pts.size() ? 0 : i + 1; }
    std::size_t previous(std::size_t i) const { return i == 0 ? m_pts.size() - 1 : i - 1; }
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
    return Sweep(pts).run();
}

} // namespace hitbox::collision
