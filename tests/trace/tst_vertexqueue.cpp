// Visvalingam's queues (vertexqueue_p.h): VertexHeap and VertexBuckets must hand out
// their vertices in (key, vertex) order whatever was queued, moved or taken out before,
// as a std::set of the same pairs does. VertexBuckets keeps multiples of 1/8 below 8 in
// bit sets and every other key in a heap, so the rows mix both kinds, ties, -0.0, keys
// on and just past the buckets' edges, and shapes too large for the bit sets.

#include "vertexqueue_p.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <set>
#include <utility>
#include <vector>

using namespace hitbox::collision::detail;

class TestVertexQueue : public QObject
{
    Q_OBJECT

private slots:
    void inKeyOrder_data();
    void inKeyOrder();
    void reusedForShapesOfOtherSizes();
};

namespace {

using Index = std::uint32_t;

// The keys of a row: eighths (all in buckets), mixed (buckets, heap, both edges, -0.0,
// huge), arbitrary (all in the heap) or ties (four values, many vertices on each).
double randomKey(std::mt19937 &rng, const QString &keys)
{
    std::uniform_int_distribution<int> eighth(0, 63);
    std::uniform_real_distribution<double> any(0.0, 20.0);
    if (keys == QLatin1String("eighths"))
        return eighth(rng) / 8.0;
    if (keys == QLatin1String("arbitrary"))
        return any(rng);
    if (keys == QLatin1String("ties"))
        return std::uniform_int_distribution<int>(0, 3)(rng) * 0.375;
    switch (std::uniform_int_distribution<int>(0, 7)(rng)) {
    case 0:
        return any(rng);
    case 1:
        return 8.0; // the first key past the buckets
    case 2:
        return 63.0 / 8.0 + 1.0 / 1024.0; // between the last bucket and 8
    case 3:
        return -0.0; // the same cost as 0
    case 4:
        return 1e300;
    case 5:
        return std::ldexp(1.0, -60); // above 0, below the first eighth
    default:
        return eighth(rng) / 8.0;
    }
}

// The queue and the std::set it must agree with, driven by the same random operations.
template<typename Queue>
struct Pair
{
    Queue queue;
    std::set<std::pair<double, Index>> reference;
    std::vector<double> keyOf; // NaN: not queued
    int pops = 0;

    void reset(std::size_t vertices)
    {
        queue.reset(vertices);
        reference.clear();
        keyOf.assign(vertices, std::numeric_limits<double>::quiet_NaN());
    }

    void assign(const std::vector<RemovalCandidate> &items)
    {
        queue.assign(items);
        reference.clear();
        std::fill(keyOf.begin(), keyOf.end(), std::numeric_limits<double>::quiet_NaN());
        for (const RemovalCandidate &item : items) {
            reference.insert({item.key, item.vertex});
            keyOf[item.vertex] = item.key;
        }
    }

    void set(Index v, double key)
    {
        queue.set(v, key);
        erased(v);
        reference.insert({key, v});
        keyOf[v] = key;
    }

    void erase(Index v)
    {
        queue.erase(v);
        erased(v);
    }

    void erased(Index v)
    {
        if (!std::isnan(keyOf[v]))
            reference.erase({keyOf[v], v});
        keyOf[v] = std::numeric_limits<double>::quiet_NaN();
    }

    // Pops one from each; false (with a test failure) when they differ.
    bool popBoth()
    {
        const Index got = queue.pop();
        const Index expected = reference.begin()->second;
        reference.erase(reference.begin());
        keyOf[expected] = std::numeric_limits<double>::quiet_NaN();
        ++pops;
        return got == expected;
    }
};

// Random operations on `vertices` vertices: an assign, then sets, erases and pops, then
// pops until empty. False when the queue and the set part ways.
template<typename Queue>
bool agreeOn(Pair<Queue> &pair, std::mt19937 &rng, std::size_t vertices, const QString &keys)
{
    std::uniform_int_distribution<Index> vertex(0, Index(vertices - 1));
    std::vector<RemovalCandidate> items;
    std::vector<bool> chosen(vertices, false);
    for (std::size_t i = 0; i < vertices / 2 + 1; ++i) {
        const Index v = vertex(rng);
        if (!chosen[v]) {
            chosen[v] = true;
            items.push_back({randomKey(rng, keys), v, 0});
        }
    }
    pair.assign(items);
    std::uniform_int_distribution<int> op(0, 9);
    for (std::size_t step = 0; step < 4 * vertices + 16; ++step) {
        if (pair.queue.empty() != pair.reference.empty())
            return false;
        const int o = op(rng);
        if (o < 5)
            pair.set(vertex(rng), randomKey(rng, keys));
        else if (o < 7)
            pair.erase(vertex(rng));
        else if (!pair.reference.empty() && !pair.popBoth())
            return false;
    }
    while (!pair.reference.empty()) {
        if (pair.queue.empty() || !pair.popBoth())
            return false;
    }
    return pair.queue.empty();
}

} // namespace

void TestVertexQueue::inKeyOrder_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<int>("vertices");
    for (const char *keys : {"eighths", "mixed", "arbitrary", "ties"}) {
        // One vertex; one word of bits and the next; a traced sprite's size; past the
        // vertices the bit sets take (VertexBuckets then keeps every key in its heap).
        for (const int vertices : {1, 64, 65, 1000, 9048, int(maxKeptPoints) + 1000}) {
            QTest::addRow("%s, %d vertices", keys, vertices)
                    << QString::fromLatin1(keys) << vertices;
        }
    }
}

void TestVertexQueue::inKeyOrder()
{
    QFETCH(QString, keys);
    QFETCH(int, vertices);
    std::mt19937 rng(2311);
    Pair<VertexBuckets> buckets;
    buckets.reset(std::size_t(vertices));
    QVERIFY(agreeOn(buckets, rng, std::size_t(vertices), keys));
    Pair<VertexHeap> heap;
    heap.reset(std::size_t(vertices));
    QVERIFY(agreeOn(heap, rng, std::size_t(vertices), keys));
    // Every row pops more than it was given at first: the sets moved things around.
    QVERIFY(buckets.pops > vertices / 2);
    QVERIFY(heap.pops > vertices / 2);
}

void TestVertexQueue::reusedForShapesOfOtherSizes()
{
    // The simplifier keeps its queue from shape to shape (SimplifierBuffers): a reset
    // after a shape left vertices queued, to a smaller or larger shape, or after a swap,
    // must start empty.
    std::mt19937 rng(77);
    Pair<VertexBuckets> pair;
    Pair<VertexBuckets> other;
    for (const std::size_t vertices : {std::size_t(3000),
                                       std::size_t(200),
                                       std::size_t(9048),
                                       maxKeptPoints + 1000,
                                       std::size_t(640),
                                       std::size_t(5)}) {
        pair.reset(vertices);
        QVERIFY(pair.queue.empty());
        QVERIFY(agreeOn(pair, rng, vertices, QStringLiteral("mixed")));
        // Leave some queued, then hand the storage over as the simplifier does.
        for (Index v = 0; v < vertices; v += 3)
            pair.set(v, randomKey(rng, QStringLiteral("mixed")));
        QVERIFY(!pair.queue.empty());
        pair.queue.clear();
        QVERIFY(pair.queue.empty());
        pair.queue.swap(other.queue); // the next shape gets the other storage
    }
}

QTEST_GUILESS_MAIN(TestVertexQueue)
#include "tst_vertexqueue.moc"
