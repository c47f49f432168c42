#include <hitbox/trace/convexpartition.h>

#include <hitbox/geometry.h>

#include <algorithm>
#include <limits>
#include <map>
#include <utility>

namespace hitbox::collision {
namespace {

using Index = std::uint32_t;

// Pieces first, then the sum of squared cut lengths.
struct Cost
{
    int pieces = std::numeric_limits<int>::max();
    double cut = 0.0;

    bool isSet() const { return pieces != std::numeric_limits<int>::max(); }
    bool operator<(const Cost &o) const
    {
        return pieces < o.pieces || (pieces == o.pieces && cut < o.cut);
    }
    Cost operator+(const Cost &o) const { return {pieces + o.pieces, cut + o.cut}; }
};

// True when a, b, c make a turn a convex piece may have at b: strictly left, or straight
// with a and c on opposite sides of b (a vertex that is then left out).
bool convexTurn(int turn, Vec2 a, Vec2 b, Vec2 c)
{
    return turn > 0 || (turn == 0 && !sameDirection(b, a, c));
}

class Partitioner
{
public:
    Partitioner(std::span<const Vec2> loop, std::size_t limit, std::size_t budget)
        : m_pts(loop)
        , m_n(Index(loop.size()))
        , m_limit(limit)
        , m_budget(budget)
    {}

    std::size_t work() const { return m_work; }

    std::optional<ConvexPieceIndices> run()
    {
        if (m_n < 3)
            return std::nullopt;
        // The visibility tests: n^2 / 2 segments against n edges, about as dear as
        // n^3 / 8 chain steps.
        m_work += std::size_t(m_n) * m_n * m_n / 8;
        if (m_work > m_budget)
            return std::nullopt;
        computeVisibility();
        m_best.assign(std::size_t(m_n) * m_n, Cost{});
        m_chain.assign(std::size_t(m_n) * m_n, {});
        for (Index i = m_n - 1; i-- > 0;) {
            at(m_best, i, i + 1) = Cost{0, 0.0};
            // Vertices a piece with corner i may have: those i sees, and those hidden
            // behind a seen vertex on the same ray (straight vertices of a piece's side).
            std::vector<Index> seen;
            std::vector<Index> hidden;
            for (Index c = i + 1; c < m_n; ++c)
                (sees(i, c) ? seen : hidden).push_back(c);
            std::vector<Index> reach = seen;
            for (const Index c : hidden) {
                for (const Index w : seen) {
                    if (orient2d(m_pts[i], m_pts[w], m_pts[c]) == 0
                        && sameDirection(m_pts[i], m_pts[w], m_pts[c])) {
                        reach.push_back(c);
                        break;
                    }
                }
            }
            std::sort(reach.begin(), reach.end());
            // At a convex corner every piece's angle is smaller still, so one search
            // serves all first edges; elsewhere each first edge gets its own, which
            // checks the piece's angle at i.
            if (orient2d(m_pts[prev(i)], m_pts[i], m_pts[next(i)]) > 0) {
                if (!grow(i, std::nullopt, seen, reach))
                    return std::nullopt;
            } else {
                for (const Index v1 : seen) {
                    if (!grow(i, v1, seen, reach))
                        return std::nullopt;
                }
            }
        }
        if (!at(m_best, 0, m_n - 1).isSet())
            return std::nullopt;
        ConvexPieceIndices pieces;
        std::vector<std::pair<Index, Index>> todo{{0, m_n - 1}};
        while (!todo.empty()) {
            const auto [i, j] = todo.back();
            todo.pop_back();
            const std::vector<Index> &chain = at(m_chain, i, j);
            for (std::size_t t = 0; t + 1 < chain.size(); ++t) {
                if (chain[t + 1] > chain[t] + 1)
                    todo.push_back({chain[t], chain[t + 1]});
            }
            pieces.push_back(chain);
        }
        return pieces;
    }

private:
    template<typename T>
    T &at(std::vector<T> &v, Index i, Index j)
    {
        return v[std::size_t(i) * m_n + j];
    }

    bool sees(Index a, Index b) const { return m_sees[std::size_t(a) * m_n + b] != 0; }

    Index next(Index a) const { return a + 1 == m_n ? 0 : a + 1; }
    Index prev(Index a) const { return a == 0 ? m_n - 1 : a - 1; }

    void computeVisibility()
    {
        m_sees.assign(std::size_t(m_n) * m_n, 0);
        for (Index a = 0; a < m_n; ++a) {
            for (Index b = a + 1; b < m_n; ++b) {
                const bool edge = b == a + 1 || (a == 0 && b == m_n - 1);
                const char v = edge || diagonal(a, b) ? 1 : 0;
                m_sees[std::size_t(a) * m_n + b] = v;
                m_sees[std::size_t(b) * m_n + a] = v;
            }
        }
    }

    // The open segment a-b runs through the inside of the loop: it leaves both ends into
    // the inside and meets no edge (touching a vertex counts as meeting).
    bool diagonal(Index a, Index b) const
    {
        const Vec2 pa = m_pts[a];
        const Vec2 pb = m_pts[b];
        if (pa == pb || !strictlyInsideCone(pa, m_pts[next(a)], m_pts[prev(a)], pb)
            || !strictlyInsideCone(pb, m_pts[next(b)], m_pts[prev(b)], pa))
            return false;
        const double loX = std::min(pa.x, pb.x), hiX = std::max(pa.x, pb.x);
        const double loY = std::min(pa.y, pb.y), hiY = std::max(pa.y, pb.y);
        for (Index c = 0; c < m_n; ++c) {
            const Index d = next(c);
            if (c == a || c == b || d == a || d == b)
                continue;
            const Vec2 pc = m_pts[c];
            const Vec2 pd = m_pts[d];
            if (std::max(pc.x, pd.x) < loX || std::min(pc.x, pd.x) > hiX
                || std::max(pc.y, pd.y) < loY || std::min(pc.y, pd.y) > hiY)
                continue;
            if (segmentsIntersect(pa, pb, pc, pd))
                return false;
        }
        return true;
    }

    Cost edgeCost(Index u, Index v)
    {
        if (v == u + 1)
            return {0, 0.0};
        const Cost sub = at(m_best, u, v);
        if (!sub.isSet())
            return sub;
        return sub + Cost{0, distanceSquared(m_pts[u], m_pts[v])};
    }

    // Every piece on the diagonal side of sub-polygons (i, j) whose vertices after i are
    // in `reach`, offered to m_best(i, j): with `first`, only those whose first edge is
    // i -> first; without, those starting with any seen vertex (a convex corner i).
    // False when the budget is spent.
    bool grow(Index i,
              std::optional<Index> first,
              const std::vector<Index> &seen,
              const std::vector<Index> &reach)
    {
        std::vector<Index> &local = m_local;
        local.assign({i});
        const Vec2 pi = m_pts[i];
        for (const Index c : reach) {
            if (!first || c == *first || (c > *first && orient2d(pi, m_pts[*first], m_pts[c]) >= 0))
                local.push_back(c);
        }
        const std::size_t m = local.size();
        const std::size_t counts = m_limit + 3; // corners so far: 0 .. limit + 2
        const std::size_t states = m * m * counts;
        m_work += m;
        if (m_work > m_budget)
            return false;
        // States are reset lazily: one stamped with an older generation is unset.
        if (m_state.size() < states) {
            m_state.resize(states);
            m_parent.resize(states);
            m_stamp.resize(states, 0);
        }
        ++m_generation;
        const auto flat = [&](std::size_t a, std::size_t b, std::size_t cnt) {
            return (a * m + b) * counts + cnt;
        };
        const auto valueOf
                = [&](std::size_t s) { return m_stamp[s] == m_generation ? m_state[s] : Cost{}; };
        std::size_t seed = 0;
        for (std::size_t b = 1; b < m; ++b) {
            const Vec2 pb = m_pts[local[b]];
            // The scans below over the states ending at b and over the c that may follow
            // it: without them the budget missed most of the time a window takes.
            m_work += b * counts + (m - b);
            if (m_work > m_budget)
                return false;
            // Pieces ending at b, then the first edge i -> b (its sub-polygon is final
            // now), then every chain through b.
            for (std::size_t a = 1; a < b; ++a) {
                for (std::size_t cnt = 2; cnt < counts; ++cnt) {
                    const std::size_t s = flat(a, b, cnt);
                    if (m_stamp[s] == m_generation)
                        close(i, first, s, local, a, b, cnt);
                }
            }
            while (seed < seen.size() && seen[seed] < local[b])
                ++seed;
            if (seed < seen.size() && seen[seed] == local[b] && (!first || *first == local[b])) {
                const Cost base = edgeCost(i, local[b]);
                if (base.isSet()) {
                    m_state[flat(0, b, 2)] = base;
                    m_stamp[flat(0, b, 2)] = m_generation;
                }
            }
            // Which c may follow b at all: seen from b, and i not right of b -> c.
            m_next.clear();
            for (std::size_t c = b + 1; c < m; ++c) {
                if (sees(local[b], local[c]) && orient2d(pi, pb, m_pts[local[c]]) >= 0) {
                    const Cost step = edgeCost(local[b], local[c]);
                    if (step.isSet())
                        m_next.push_back({c, step});
                }
            }
            for (std::size_t a = 0; a < b; ++a) {
                const Vec2 pa = m_pts[local[a]];
                // The states worth extending: more corners must mean a better value.
                m_live.clear();
                Cost dominating;
                for (std::size_t cnt = 2; cnt < counts; ++cnt) {
                    const std::size_t s = flat(a, b, cnt);
                    const Cost value = valueOf(s);
                    if (value < dominating) {
                        dominating = value;
                        m_live.push_back(s);
                    }
                }
                if (m_live.empty())
                    continue;
                m_work += m_next.size() * m_live.size();
                if (m_work > m_budget)
                    return false;
                for (const auto &[c, step] : m_next) {
                    const Vec2 pc = m_pts[local[c]];
                    const int turn = orient2d(pa, pb, pc);
                    if (!convexTurn(turn, pa, pb, pc))
                        continue;
                    for (const std::size_t s : m_live) {
                        const std::size_t nextCount = s % counts + (turn == 0 ? 0 : 1);
                        if (nextCount >= counts)
                            continue;
                        const Cost candidate = m_state[s] + step;
                        const std::size_t t = flat(b, c, nextCount);
                        if (candidate < valueOf(t)) {
                            m_state[t] = candidate;
                            m_parent[t] = s;
                            m_stamp[t] = m_generation;
                        }
                    }
                }
            }
        }
        return true;
    }

    // Closes the chain of state s (ending a -> b) back to i. Without `first` the angle
    // at i needs no check (i is a convex corner).
    void close(Index i,
               std::optional<Index> first,
               std::size_t s,
               const std::vector<Index> &local,
               std::size_t a,
               std::size_t b,
               std::size_t cnt)
    {
        const Index j = local[b];
        if (!sees(i, j))
            return;
        const Vec2 pi = m_pts[i], pj = m_pts[j], pa = m_pts[local[a]];
        const int turnJ = orient2d(pa, pj, pi);
        if (!convexTurn(turnJ, pa, pj, pi))
            return;
        int turnI = 1;
        if (first) {
            const Vec2 p1 = m_pts[*first];
            turnI = orient2d(pj, pi, p1);
            if (!convexTurn(turnI, pj, pi, p1))
                return;
        }
        const std::size_t corners = cnt - (turnJ == 0 ? 1 : 0) - (turnI == 0 ? 1 : 0);
        if (corners < 3 || corners > m_limit)
            return;
        const Cost total = m_state[s] + Cost{1, 0.0};
        if (!(total < at(m_best, i, j)))
            return;
        at(m_best, i, j) = total;
        // The chain, back to i.
        const std::size_t m = local.size();
        const std::size_t counts = m_limit + 3;
        std::vector<Index> &chain = m_chainBuffer;
        chain.clear();
        std::size_t state = s;
        while (true) {
            const std::size_t pair = state / counts;
            chain.push_back(local[pair % m]);
            if (pair / m == 0) {
                chain.push_back(i);
                break;
            }
            state = m_parent[state];
        }
        at(m_chain, i, j).assign(chain.rbegin(), chain.rend());
    }

    std::span<const Vec2> m_pts;
    Index m_n;
    std::size_t m_limit;
    std::size_t m_budget;
    std::size_t m_work = 0;
    std::vector<char> m_sees;
    std::vector<Cost> m_best;                // (i, j): best partition of sub-polygon i..j
    std::vector<std::vector<Index>> m_chain; // (i, j): the piece on the diagonal's side
    std::vector<Index> m_local;
    std::vector<Index> m_chainBuffer;
    std::vector<std::pair<std::size_t, Cost>> m_next; // local index, cost of the edge
    std::vector<std::size_t> m_live;
    std::vector<Cost> m_state;
    std::vector<std::size_t> m_parent;
    std::vector<std::uint64_t> m_stamp;
    std::uint64_t m_generation = 0;
};

} // namespace

std::optional<ConvexPieceIndices> optimalConvexPartition(std::span<const Vec2> loop,
                                                         std::size_t maxVertices,
                                                         std::size_t budget,
                                                         std::size_t *work)
{
    const std::size_t limit
            = std::clamp<std::size_t>(maxVertices, 3, std::max<std::size_t>(loop.size(), 3));
    Partitioner partitioner(loop, limit, budget);
    std::optional<ConvexPieceIndices> out = partitioner.run();
    if (work)
        *work = std::min(partitioner.work(), budget);
    return out;
}

double cutCost(std::span<const Vec2> vertices, const ConvexPieceIndices &pieces)
{
    std::map<std::pair<std::uint32_t, std::uint32_t>, int> edges;
    for (const auto &piece : pieces) {
        for (std::size_t k = 0; k < piece.size(); ++k) {
            const std::uint32_t u = piece[k];
            const std::uint32_t v = piece[(k + 1) % piece.size()];
            ++edges[{std::min(u, v), std::max(u, v)}];
        }
    }
    double sum = 0.0;
    for (const auto &[edge, count] : edges) {
        if (count > 1)
            sum += distanceSquared(vertices[edge.first], vertices[edge.second]);
    }
    return sum;
}

} // namespace hitbox::collision
