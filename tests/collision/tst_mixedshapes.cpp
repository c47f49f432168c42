// The armature (shapes) tier between shapes of different kinds: box-polygon, box-circle,
// circle-polygon, circle-circle, box-box and polygon-polygon, concave polygons included.
// Hand-worked cases (touching is not overlap), each seen through quarter turns, mirrors,
// non-uniform scales, an odd angle and coordinates near 10^7, in both argument orders.
// Random mixed scenes against the long-double reference are in tst_pipelinerandom and
// tst_multishape.

#include "tierfixtures.h"

#include <hitbox/pipeline.h>

#include <QTest>

#include <vector>

using namespace hitbox::collision;
using namespace hitbox::testing;

Q_DECLARE_METATYPE(hitbox::collision::Collider)

namespace {

// A collider whose shapes are given in world units before the view (pivot 0 at the origin).
Collider shapes(std::vector<Rect> boxes, std::vector<Circle> circles, std::vector<Polygon> polygons)
{
    Collider c = sprite(0, 0, {0, 0});
    c.boxes = std::move(boxes);
    c.circles = std::move(circles);
    c.armature = std::move(polygons);
    return c;
}

Polygon uShape()
{
    // Open at the top: the notch is [10, 20] x [0, 20].
    return Polygon{{{0, 0}, {10, 0}, {10, 20}, {20, 20}, {20, 0}, {30, 0}, {30, 30}, {0, 30}}};
}

struct View
{
    const char *name;
    double degrees;
    Vec2 scale;
    Vec2 position;
    bool exact; // quarter turns and power-of-two scales: touching stays touching
};

const View views[] = {
        {"plain", 0, {1, 1}, {0, 0}, true},
        {"turned 90", 90, {1, 1}, {0, 0}, true},
        {"turned 180, scaled 2", 180, {2, 2}, {0, 0}, true},
        {"turned 270, mirrored", 270, {-1, 1}, {0, 0}, true},
        {"far away", 90, {1, 1}, {1e7, -1e7}, true},
        {"non-uniform", 0, {2, 0.5}, {0, 0}, true},
        {"odd angle", 33.3, {1.5, 1.5}, {3.25, -7.5}, false},
};

} // namespace

class TestMixedShapes : public QObject
{
    Q_OBJECT

private slots:
    void mixedPairs_data();
    void mixedPairs();
    void evidenceNamesKinds();
};

void TestMixedShapes::mixedPairs_data()
{
    QTest::addColumn<Collider>("a");
    QTest::addColumn<Collider>("b");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<bool>("touching"); // decided by exact contact: only exact views
    QTest::addColumn<bool>("round");    // holds a circle: uniform scales only

    const Rect box{0, 0, 10, 10};
    const auto row = [](const char *name,
                        const Collider &a,
                        const Collider &b,
                        bool hit,
                        bool touching,
                        bool round) { QTest::newRow(name) << a << b << hit << touching << round; };
    row("box vs polygon overlapping",
        shapes({box}, {}, {}),
        shapes({}, {}, {Polygon{{{9, 4}, {15, 2}, {15, 8}}}}),
        true,
        false,
        false);
    row("box vs polygon touching at a vertex",
        shapes({box}, {}, {}),
        shapes({}, {}, {Polygon{{{10, 5}, {15, 2}, {15, 8}}}}),
        false,
        true,
        false);
    row("box vs polygon sharing an edge",
        shapes({box}, {}, {}),
        shapes({}, {}, {Polygon{{{10, 0}, {20, 0}, {20, 10}, {10, 10}}}}),
        false,
        true,
        false);
    row("box inside a polygon",
        shapes({Rect{12, 22, 4, 4}}, {}, {}),
        shapes({}, {}, {uShape()}),
        true,
        false,
        false);
    row("box in the notch of a U",
        shapes({Rect{12, 2, 6, 6}}, {}, {}),
        shapes({}, {}, {uShape()}),
        false,
        false,
        false);
    row("box filling the notch exactly",
        shapes({Rect{10, 0, 10, 20}}, {}, {}),
        shapes({}, {}, {uShape()}),
        false,
        true,
        false);
    row("box vs box touching",
        shapes({box}, {}, {}),
        shapes({Rect{10, 0, 5, 5}}, {}, {}),
        false,
        true,
        false);
    row("box vs circle overlapping an edge",
        shapes({box}, {}, {}),
        shapes({}, {Circle{{14, 5}, 5}}, {}),
        true,
        false,
        true);
    row("box vs circle touching an edge",
        shapes({box}, {}, {}),
        shapes({}, {Circle{{15, 5}, 5}}, {}),
        false,
        true,
        true);
    row("box vs circle near a corner",
        shapes({box}, {}, {}),
        shapes({}, {Circle{{13, 13}, 5}}, {}),
        true,
        false,
        true);
    row("box vs circle beyond a corner",
        shapes({box}, {}, {}),
        shapes({}, {Circle{{14, 14}, 5}}, {}),
        false,
        false,
        true);
    row("circle inside a box",
        shapes({box}, {}, {}),
        shapes({}, {Circle{{5, 5}, 1}}, {}),
        true,
        false,
        true);
    row("box inside a circle",
        shapes({box}, {}, {}),
        shapes({}, {Circle{{5, 5}, 100}}, {}),
        true,
        false,
        true);
    row("circle in the notch of a U",
        shapes({}, {Circle{{15, 8}, 4}}, {}),
        shapes({}, {}, {uShape()}),
        false,
        false,
        true);
    row("circle reaching the base of a U",
        shapes({}, {Circle{{15, 17}, 4}}, {}),
        shapes({}, {}, {uShape()}),
        true,
        false,
        true);
    row("circle touching the base of a U",
        shapes({}, {Circle{{15, 16}, 4}}, {}),
        shapes({}, {}, {uShape()}),
        false,
        true,
        true);
    row("circle vs circle touching",
        shapes({}, {Circle{{0, 0}, 3}}, {}),
        shapes({}, {Circle{{5, 0}, 2}}, {}),
        false,
        true,
        true);
    row("circle vs circle overlapping",
        shapes({}, {Circle{{0, 0}, 3}}, {}),
        shapes({}, {Circle{{4, 0}, 2}}, {}),
        true,
        false,
        true);
    row("polygon vs polygon one inside the other",
        shapes({}, {}, {uShape()}),
        shapes({}, {}, {Polygon{{{2, 25}, {8, 25}, {5, 28}}}}),
        true,
        false,
        false);
    row("one of many shapes meets",
        shapes({box, Rect{40, 40, 2, 2}}, {Circle{{-20, 0}, 1}}, {}),
        shapes({Rect{100, 0, 1, 1}}, {Circle{{41, 41}, 0.5}}, {uShape()}),
        true,
        false,
        true);
}

void TestMixedShapes::mixedPairs()
{
    QFETCH(Collider, a);
    QFETCH(Collider, b);
    QFETCH(bool, hit);
    QFETCH(bool, touching);
    QFETCH(bool, round);
    for (const View &view : views) {
        if ((touching && !view.exact) || (round && view.scale.x != view.scale.y))
            continue;
        for (Collider *c : {&a, &b}) {
            c->transform.rotation = view.degrees;
            c->transform.scale = view.scale;
            c->transform.position = view.position;
        }
        const Verdict expected = hit ? Verdict::Hit : Verdict::Miss;
        QVERIFY2(evaluateTier(Tier::Armature, a, b).verdict == expected, view.name);
        QVERIFY2(evaluateTier(Tier::Armature, b, a).verdict == expected, view.name);
        // With nothing else in the question the pipeline answers the same, both ways.
        QVERIFY2(evaluatePipeline(a, b).hit == hit, view.name);
        QVERIFY2(evaluatePipeline(b, a).hit == hit, view.name);
        QVERIFY2(evaluateAllTiers(a, b).hit == hit, view.name);
    }
}

void TestMixedShapes::evidenceNamesKinds()
{
    // A's circle 0 meets B's polygon 0 and B's box 1; A's box 0 meets nothing.
    Collider a = shapes({Rect{-50, -50, 1, 1}}, {Circle{{15, 17}, 4}}, {});
    Collider b = shapes({Rect{100, 0, 1, 1}, Rect{12, 18, 2, 2}}, {}, {uShape()});
    const TierResult r = evaluateTier(Tier::Armature, a, b);
    QCOMPARE(r.polygonPairs.size(), std::size_t(2));
    QCOMPARE(r.polygonPairs[0].kindA, ShapeKind::Circle);
    QCOMPARE(r.polygonPairs[0].a, std::size_t(0));
    QCOMPARE(r.polygonPairs[0].kindB, ShapeKind::Box);
    QCOMPARE(r.polygonPairs[0].b, std::size_t(1));
    QCOMPARE(r.polygonPairs[1].kindB, ShapeKind::Polygon);
    QCOMPARE(r.polygonPairs[1].b, std::size_t(0));
    const TierResult swapped = evaluateTier(Tier::Armature, b, a);
    QCOMPARE(swapped.polygonPairs.size(), std::size_t(2));
    QCOMPARE(swapped.polygonPairs[0].kindA, ShapeKind::Box);
    QCOMPARE(swapped.polygonPairs[0].kindB, ShapeKind::Circle);
    // The witness lies in both shapes.
    for (const PolygonPair &p : r.polygonPairs) {
        const Vec2 w = p.witness;
        QVERIFY((w.x - 15) * (w.x - 15) + (w.y - 17) * (w.y - 17) <= 16);
        QVERIFY(w.y >= 18 - 1e-12);
    }
}

QTEST_GUILESS_MAIN(TestMixedShapes)
#include "tst_mixedshapes.moc"
