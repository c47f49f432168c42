#pragma once

// The removal queues of simplifyShape: a candidate, the plain priority queue of the vertex
// limit, and Visvalingam's indexed queues. Not installed.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <queue>
#include <vector>

namespace hitbox::collision::detail {

/// A vertex simplifyShape may drop: its cost and its stamp when queued (stale once its
/// neighbours change).
struct RemovalCandidate
{
    double key;
    std::uint32_t vertex;
    std::uint32_t stamp;

    bool operator>(const RemovalCandidate &o) const
    {
        return key > o.key || (key == o.key && vertex > o.vertex);
    }
};

/// Shapes of at most this many points (vertices and edge midpoints) keep the simplifier's
/// arrays between shapes (SimplifierBuffers), and their queue keeps costs in buckets
/// (VertexBuckets); larger ones allocate their own arrays and use the heap alone.
constexpr std::size_t maxKeptPoints = std::size_t(1) << 17;

using MinQueue = std::priority_queue<RemovalCandidate,
                                     std::vector<RemovalCandidate>,
                                     std::greater<RemovalCandidate>>;

/// Visvalingam's removal candidates, at most one per vertex, in (key, vertex) order: a
/// 4-ary heap that knows where each vertex sits, so a vertex whose cost changes is moved
/// rather than queued again (no stale entries to pop). Keys are costs, never negative:
/// their bits order as the numbers do, so they are compared as integers.
class VertexHeap
{
public:
    using Index = std::uint32_t;

    /// Empties the heap for vertices 0 .. vertices - 1, keeping its storage.
    void reset(std::size_t vertices)
    {
        clear();
        if (m_position.size() < vertices)
            m_position.resize(vertices, none);
    }

    /// Empties the heap, keeping its storage (as a vector's clear). Only the positions
    /// of queued vertices are written: every other one is none already, so that a reset
    /// for the next shape costs nothing per vertex.
    void clear()
    {
        for (const Entry &e : m_heap)
            m_position[e.vertex] = none;
        m_heap.clear();
    }

    void swap(VertexHeap &other) noexcept
    {
        m_heap.swap(other.m_heap);
        m_position.swap(other.m_position);
    }

    /// Replaces the contents with `items` (one per vertex), in O(n).
    void assign(const std::vector<RemovalCandidate> &items)
    {
        clear();
        for (const RemovalCandidate &item : items) {
            m_position[item.vertex] = Index(m_heap.size());
            m_heap.push_back({bits(item.key), item.vertex});
        }
        if (m_heap.size() < 2)
            return;
        for (std::size_t i = (m_heap.size() - 2) / 4 + 1; i-- > 0;) // from the last parent
            siftDown(i);
    }

    bool empty() const { return m_heap.empty(); }

    /// True when the (non-empty) heap's top comes before (key, v).
    bool topBefore(double key, Index v) const { return m_heap.front() < Entry{bits(key), v}; }

    /// Takes the candidate with the smallest (key, vertex): the hole at the top goes down
    /// the smaller children to a leaf, where the last entry then goes up (from the bottom,
    /// it seldom moves), which saves comparing it on every level on the way down.
    Index pop()
    {
        const Index top = m_heap.front().vertex;
        m_position[top] = none;
        const Entry last = m_heap.back();
        m_heap.pop_back();
        if (m_heap.empty())
            return top;
        std::size_t i = 0;
        for (;;) {
            const std::size_t child = smallestChild(i);
            if (child == none)
                break;
            place(i, m_heap[child]);
            i = child;
        }
        m_heap[i] = last;
        siftUp(i);
        return top;
    }

    /// Queues v with `key`, or moves it there when it is queued already.
    void set(Index v, double key)
    {
        const std::uint64_t k = bits(key);
        if (m_position[v] == none) {
            m_position[v] = Index(m_heap.size());
            m_heap.push_back({k, v});
            siftUp(m_heap.size() - 1);
            return;
        }
        const std::size_t i = m_position[v];
        const std::uint64_t old = m_heap[i].key;
        m_heap[i].key = k;
        if (k < old)
            siftUp(i);
        else
            siftDown(i);
    }

    /// Takes v out when it is queued.
    void erase(Index v)
    {
        const std::size_t i = m_position[v];
        if (i == none)
            return;
        m_position[v] = none;
        const Entry last = m_heap.back();
        m_heap.pop_back();
        if (i == m_heap.size())
            return;
        m_heap[i] = last;
        m_position[last.vertex] = Index(i);
        siftUp(i);
        siftDown(m_position[last.vertex]);
    }

private:
    static constexpr Index none = 0xffffffffu;

    struct Entry
    {
        std::uint64_t key; // the cost's bits
        Index vertex;

        // Without short circuits, so that the choice of a child compiles to conditional
        // moves: the keys are in no order a branch could predict.
        bool operator<(const Entry &o) const
        {
            return (key < o.key) | ((key == o.key) & (vertex < o.vertex));
        }
    };

    static std::uint64_t bits(double key)
    {
        // +0.0 for -0.0 (equal costs, different bits); costs are never negative otherwise.
        const double cost = key + 0.0;
        std::uint64_t out;
        std::memcpy(&out, &cost, sizeof out);
        return out;
    }

    void place(std::size_t i, const Entry &e)
    {
        m_heap[i] = e;
        m_position[e.vertex] = Index(i);
    }

    // The smallest child of i, or none when i is a leaf.
    std::size_t smallestChild(std::size_t i) const
    {
        const std::size_t first = 4 * i + 1;
        const std::size_t n = m_heap.size();
        if (first >= n)
            return none;
        if (first + 3 < n) { // four children: two pairs, then their winners
            const Entry *c = m_heap.data() + first;
            const std::size_t low = c[1] < c[0] ? first + 1 : first;
            const std::size_t high = c[3] < c[2] ? first + 3 : first + 2;
            return m_heap[high] < m_heap[low] ? high : low;
        }
        std::size_t best = first;
        for (std::size_t c = first + 1; c < n; ++c)
            best = m_heap[c] < m_heap[best] ? c : best;
        return best;
    }

    void siftUp(std::size_t i)
    {
        const Entry e = m_heap[i];
        while (i > 0) {
            const std::size_t parent = (i - 1) / 4;
            if (!(e < m_heap[parent]))
                break;
            place(i, m_heap[parent]);
            i = parent;
        }
        place(i, e);
    }

    void siftDown(std::size_t i)
    {
        const Entry e = m_heap[i];
        for (;;) {
            const std::size_t best = smallestChild(i);
            if (best == none || !(m_heap[best] < e))
                break;
            place(i, m_heap[best]);
            i = best;
        }
        place(i, e);
    }

    std::vector<Entry> m_heap;
    std::vector<Index> m_position; // of each vertex in m_heap, or none (at least one per vertex)
};

/// Visvalingam's queue: VertexHeap's order, kept faster for the costs of traced outlines.
/// There a cost is the area between points on quarter pixels, mostly a multiple of 1/8
/// below 8: each such cost has a bucket, a set of bits over the vertices whose lowest
/// vertex is its first set bit, and every other cost goes into the heap. The smaller of
/// the lowest bucket's first vertex and the heap's top is what the heap alone would give;
/// most changes then take a few bit operations instead of a sift, whose branches on the
/// order of the keys no predictor learns.
class VertexBuckets
{
public:
    using Index = std::uint32_t;

    /// Empties the queue for vertices 0 .. vertices - 1, keeping its storage.
    void reset(std::size_t vertices)
    {
        clear();
        m_heap.reset(vertices);
        if (m_where.size() < vertices)
            m_where.resize(vertices, none);
        // The bits take 8 bytes per vertex (see maxKeptPoints).
        m_words = vertices <= maxKeptPoints ? (vertices + 63) / 64 : 0;
        if (m_bits.size() < buckets * m_words)
            m_bits.resize(buckets * m_words, 0);
    }

    /// Empties the queue, keeping its storage (as a vector's clear). Only what queued
    /// vertices changed is written back: every other bit is 0 and every other vertex none.
    void clear()
    {
        for (int b = m_low; b < buckets && m_inBuckets > 0; ++b) {
            std::uint64_t *bits = m_bits.data() + b * m_words;
            for (std::size_t w = m_firstWord[b]; m_count[b] > 0; ++w) {
                for (std::uint64_t word = bits[w]; word != 0; word &= word - 1)
                    m_where[w * 64 + std::size_t(std::countr_zero(word))] = none;
                const int queued = std::popcount(bits[w]);
                m_count[b] -= Index(queued);
                m_inBuckets -= std::size_t(queued);
                bits[w] = 0;
            }
        }
        m_low = buckets; // m_firstWord stays a lower bound: every bit is 0 now
        while (!m_heap.empty())
            m_where[m_heap.pop()] = none;
    }

    void swap(VertexBuckets &other) noexcept
    {
        m_heap.swap(other.m_heap);
        m_where.swap(other.m_where);
        m_bits.swap(other.m_bits);
        m_rest.swap(other.m_rest);
        std::swap(m_words, other.m_words);
        std::swap(m_count, other.m_count);
        std::swap(m_firstWord, other.m_firstWord);
        std::swap(m_low, other.m_low);
        std::swap(m_inBuckets, other.m_inBuckets);
    }

    /// Replaces the contents with `items` (one per vertex).
    void assign(const std::vector<RemovalCandidate> &items)
    {
        clear();
        m_rest.clear();
        for (const RemovalCandidate &item : items) {
            const int b = bucketOf(item.key);
            if (b < 0) {
                m_rest.push_back(item);
                m_where[item.vertex] = inHeap;
            } else {
                insert(item.vertex, b);
            }
        }
        m_heap.assign(m_rest);
    }

    bool empty() const { return m_inBuckets == 0 && m_heap.empty(); }

    /// Takes the candidate with the smallest (key, vertex).
    Index pop()
    {
        while (m_low < buckets && m_count[m_low] == 0)
            ++m_low;
        if (m_low < buckets) {
            const Index first = firstIn(m_low);
            if (m_heap.empty() || !m_heap.topBefore(bucketKey(m_low), first)) {
                take(first, m_low);
                m_where[first] = none;
                return first;
            }
        }
        const Index v = m_heap.pop();
        m_where[v] = none;
        return v;
    }

    /// Queues v with `key`, or moves it there when it is queued already.
    void set(Index v, double key)
    {
        const int b = bucketOf(key);
        const Index where = m_where[v];
        if (b >= 0 && where == Index(b))
            return; // the same bucket, the same key
        if (where != none && where != inHeap)
            take(v, int(where));
        if (b < 0) {
            m_heap.set(v, key); // queues it or moves it
            m_where[v] = inHeap;
            return;
        }
        if (where == inHeap)
            m_heap.erase(v);
        insert(v, b);
    }

    /// Takes v out when it is queued.
    void erase(Index v)
    {
        const Index where = m_where[v];
        if (where == inHeap)
            m_heap.erase(v);
        else if (where != none)
            take(v, int(where));
        m_where[v] = none;
    }

private:
    static constexpr int buckets = 64; // the costs 0, 1/8, ..., 63/8
    static constexpr Index none = 0xffffffffu;
    static constexpr Index inHeap = 0xfffffffeu;

    // The bucket of `key`, or -1 for the heap.
    int bucketOf(double key) const
    {
        const double eighths = key * 8.0; // exact: times a power of two
        if (m_words == 0 || !(eighths >= 0.0 && eighths < double(buckets)))
            return -1;
        const int b = int(eighths);
        return double(b) == eighths ? b : -1;
    }

    static double bucketKey(int b) { return double(b) / 8.0; }

    void insert(Index v, int b)
    {
        const std::size_t word = v / 64;
        m_bits[b * m_words + word] |= std::uint64_t(1) << (v % 64);
        m_firstWord[b] = std::min(m_firstWord[b], word);
        ++m_count[b];
        ++m_inBuckets;
        m_low = std::min(m_low, b);
        m_where[v] = Index(b);
    }

    void take(Index v, int b)
    {
        m_bits[b * m_words + v / 64] &= ~(std::uint64_t(1) << (v % 64));
        --m_count[b];
        --m_inBuckets;
    }

    // The lowest vertex of bucket b, which holds one at least.
    Index firstIn(int b)
    {
        const std::uint64_t *bits = m_bits.data() + b * m_words;
        std::size_t word = m_firstWord[b];
        while (bits[word] == 0)
            ++word;
        m_firstWord[b] = word;
        return Index(word * 64 + std::size_t(std::countr_zero(bits[word])));
    }

    VertexHeap m_heap;                              // the costs no bucket holds
    std::vector<Index> m_where;                     // each vertex's bucket, inHeap or none
    std::vector<std::uint64_t> m_bits;              // bucket after bucket, m_words each
    std::vector<RemovalCandidate> m_rest;           // assign's items for the heap
    std::size_t m_words = 0;                        // per bucket; 0: the heap alone
    std::array<Index, buckets> m_count{};           // vertices in each bucket
    std::array<std::size_t, buckets> m_firstWord{}; // no bit below this word
    int m_low = buckets;                            // the buckets below are empty
    std::size_t m_inBuckets = 0;
};

} // namespace hitbox::collision::detail
